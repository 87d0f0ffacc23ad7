# SPDX-License-Identifier: MIT
# tests/servers/lib.sh - real servers on 127.0.0.1 for the fetch tests
# and the conformance script. Sourced by a POSIX shell after setting
# SRV_DIR (a private temporary directory). Each start_* function starts
# one server in its own process group on a free high port, waits until it
# accepts connections, and records the group in $SRV_DIR/pids;
# srv_cleanup (put it in a trap on EXIT) kills every group; a watchdog
# does the same if the sourcing shell is killed without its trap.
#
# A server whose package is missing is an error (srv_need prints the
# package to install), never a silent skip.

SRV_MISSING=""

# srv_need PROGRAM PACKAGE
srv_need()
{
    if ! command -v "$1" >/dev/null 2>&1 && ! [ -x "$1" ]; then
        echo "servers: $1 is missing: apt-get install $2" >&2
        SRV_MISSING="$SRV_MISSING $2"
        return 1
    fi
}

srv_cleanup()
{
    [ -f "$SRV_DIR/pids" ] || return 0
    while read -r pg; do
        kill -TERM "-$pg" 2>/dev/null
    done < "$SRV_DIR/pids"
    sleep 0.2
    while read -r pg; do
        kill -KILL "-$pg" 2>/dev/null
    done < "$SRV_DIR/pids"
    rm -f "$SRV_DIR/pids"
}

# A watchdog in its own session: when the shell that sourced this file
# dies without running its EXIT trap (SIGKILL, a harness killing its
# process group), it kills every server group and removes SRV_DIR.
srv_watchdog()
{
    setsid sh -c '
        while kill -0 "$1" 2>/dev/null; do sleep 1; done
        if [ -f "$2/pids" ]; then
            while read -r pg; do kill -TERM "-$pg" 2>/dev/null; done < "$2/pids"
            sleep 1
            while read -r pg; do kill -KILL "-$pg" 2>/dev/null; done < "$2/pids"
        fi
        rm -rf "$2"' srv-watchdog "$$" "$SRV_DIR" \
        > /dev/null 2>&1 < /dev/null &
}

# srv_spawn LOG COMMAND...: runs COMMAND in a new session (its own
# process group, so that every child is killed with it).
srv_spawn()
{
    log=$1
    shift
    setsid "$@" > "$log" 2>&1 < /dev/null &
    echo $! >> "$SRV_DIR/pids"
}

# Whether something accepts connections on 127.0.0.1:PORT.
srv_listening()
{
    socat -u OPEN:/dev/null TCP:127.0.0.1:"$1",connect-timeout=1 \
        >/dev/null 2>&1
}

# A port in 20000-32767 that nothing listens on: below Linux's ephemeral
# range (32768-60999), where a port that nothing listens on may still be
# the local end of another program's connection, and bind fails (two
# test runs side by side did). srv_free_port LOW N: in LOW to LOW+N-1
# (a reserved port below 1024, which root can bind). A port it gave
# this test before is never given again ($SRV_DIR/ports): the servers
# start after their ports are chosen, so "nothing listens" alone gave two
# servers of one test the same port now and then (t_fetch_hostile's
# three "numbers" servers did once: the second bind failed).
srv_free_port()
{
    while :; do
        p=$(od -An -N2 -tu2 /dev/urandom | tr -d ' ')
        p=$((${1:-20000} + p % ${2:-12768}))
        grep -qx "$p" "$SRV_DIR/ports" 2>/dev/null && continue
        if ! srv_listening "$p"; then
            echo "$p" >> "$SRV_DIR/ports"
            echo "$p"
            return 0
        fi
    done
}

# srv_wait PORT NAME: up to 5 s for the server to accept.
srv_wait()
{
    i=0
    while [ $i -lt 50 ]; do
        srv_listening "$1" && return 0
        sleep 0.1
        i=$((i + 1))
    done
    echo "servers: $2 did not start on port $1" >&2
    return 1
}

# ===== vsftpd: FTP_PORT, FTP_LOG (the protocol log) =====
# start_vsftpd ROOT: anonymous, read-only, passive ports from a range
# beside the control port; ASCII downloads converted (RFC 959 3.1.1.1)
# so that ;type=a is tested, not only passed through.
start_vsftpd()
{
    srv_need /usr/sbin/vsftpd vsftpd || return 1
    FTP_PORT=$(srv_free_port)
    # its passive data ports (below) are no one else's either
    seq $((FTP_PORT + 1)) $((FTP_PORT + 40)) >> "$SRV_DIR/ports"
    FTP_LOG=$SRV_DIR/vsftpd.log
    mkdir -p "$SRV_DIR/vsftpd-empty"
    chmod 755 "$SRV_DIR/vsftpd-empty"
    : > "$FTP_LOG"
    {
        echo "listen=YES"
        echo "listen_ipv6=NO"
        echo "listen_address=127.0.0.1"
        echo "listen_port=$FTP_PORT"
        echo "anonymous_enable=YES"
        echo "anon_root=$1"
        echo "local_enable=NO"
        echo "write_enable=NO"
        echo "pasv_enable=YES"
        echo "pasv_min_port=$((FTP_PORT + 1))"
        echo "pasv_max_port=$((FTP_PORT + 40))"
        echo "seccomp_sandbox=NO"
        echo "background=NO"
        echo "log_ftp_protocol=YES"
        echo "xferlog_enable=YES"
        echo "xferlog_std_format=NO"
        echo "vsftpd_log_file=$FTP_LOG"
        echo "ascii_download_enable=YES"
        echo "check_shell=NO"
        echo "hide_ids=YES"
        echo "secure_chroot_dir=$SRV_DIR/vsftpd-empty"
        # Unprivileged: no user switch, no chroot (vsftpd needs root).
        if [ "$(id -u)" != 0 ]; then
            echo "run_as_launching_user=YES"
            echo "chroot_local_user=NO"
        fi
    } > "$SRV_DIR/vsftpd.conf"
    srv_spawn "$SRV_DIR/vsftpd.out" /usr/sbin/vsftpd "$SRV_DIR/vsftpd.conf"
    srv_wait "$FTP_PORT" vsftpd
}

# ===== nginx: HTTP_PORT, HTTP_LOG =====
# start_nginx ROOT: static files; /loop redirects to itself, /redir to
# /sizes/f1m, /ssi/ is sent chunked (SSI output has no length).
start_nginx()
{
    srv_need /usr/sbin/nginx nginx-light || return 1
    HTTP_PORT=$(srv_free_port)
    HTTP_LOG=$SRV_DIR/nginx-access.log
    t=$SRV_DIR/nginx-tmp
    mkdir -p "$t"
    cat > "$SRV_DIR/nginx.conf" <<EOF
daemon off;
worker_processes 1;
pid $SRV_DIR/nginx.pid;
error_log $SRV_DIR/nginx-error.log;
events { worker_connections 64; }
http {
    access_log $HTTP_LOG;
    client_body_temp_path $t/body;
    proxy_temp_path $t/proxy;
    fastcgi_temp_path $t/fastcgi;
    uwsgi_temp_path $t/uwsgi;
    scgi_temp_path $t/scgi;
    default_type application/octet-stream;
    server {
        listen 127.0.0.1:$HTTP_PORT;
        root $1;
        location = /loop { return 302 /loop; }
        location = /redir { return 301 /sizes/f1m; }
        location /ssi/ { ssi on; ssi_types *; }
    }
}
EOF
    srv_spawn "$SRV_DIR/nginx.out" /usr/sbin/nginx -e "$SRV_DIR/nginx-error.log" \
        -p "$SRV_DIR" -c "$SRV_DIR/nginx.conf"
    srv_wait "$HTTP_PORT" nginx
}

# ===== gophernicus under socat (inetd style): GOPHER_PORT =====
start_gophernicus()
{
    srv_need /usr/sbin/gophernicus gophernicus || return 1
    srv_need socat socat || return 1
    GOPHER_PORT=$(srv_free_port)
    # -nm: no shared memory. Gophernicus otherwise keeps per-client
    # sessions there, shared by every instance on the machine, and after
    # 4069 hits from 127.0.0.1 (-i) it throttles: a file then comes back
    # as its refusal text, which fails a checksum now and then when many
    # test runs share one machine.
    # -nc -t 9: a file's gopher type comes from its extension alone, and
    # a file with none is binary (9). Gophernicus otherwise guesses from
    # the first bytes, and about one random 1 MiB file in 70 looked like
    # Latin-1 text to it: it was then sent converted to UTF-8 and cut
    # short, and the test's checksum failed (t_fetch "gopher latin-1").
    srv_spawn "$SRV_DIR/gophernicus.out" socat \
        TCP-LISTEN:"$GOPHER_PORT",bind=127.0.0.1,reuseaddr,fork \
        EXEC:"/usr/sbin/gophernicus -h 127.0.0.1 -p $GOPHER_PORT -r $1 -nv -nr -ns -nd -nf -na -nt -nm -nc -t 9",nofork
    srv_wait "$GOPHER_PORT" gophernicus
}

# ===== leafnode under socat: NNTP_PORT =====
# start_leafnode SPOOL CONFDIR (as root): leafnode reads only /var/spool/news and
# /etc/news/leafnode, so it runs in a private mount namespace where the
# test's directories are bound over them (the machine's stay untouched).
start_leafnode()
{
    srv_need /usr/sbin/leafnode leafnode || return 1
    srv_need socat socat || return 1
    srv_need unshare util-linux || return 1
    # leafnode insists on root or its user news (it chowns its spool and
    # kills itself when it cannot): a user namespace that maps one uid
    # is not enough.
    if [ "$(id -u)" != 0 ] && [ "$(id -un)" != news ]; then
        echo "servers: leafnode runs only as root or news (it chowns its" \
             "spool); run the test as root" >&2
        return 1
    fi
    NNTP_PORT=$(srv_free_port)
    srv_spawn "$SRV_DIR/leafnode.out" unshare -m sh -c \
        "mount --bind '$1' /var/spool/news &&
         mount --bind '$2' /etc/news/leafnode &&
         exec socat TCP-LISTEN:$NNTP_PORT,bind=127.0.0.1,reuseaddr,fork \
             EXEC:/usr/sbin/leafnode,nofork"
    srv_wait "$NNTP_PORT" leafnode
}

# ===== Servers that misbehave, made with socat =====
# start_silent: accepts and never answers. SILENT_PORT
start_silent()
{
    srv_need socat socat || return 1
    SILENT_PORT=$(srv_free_port)
    srv_spawn "$SRV_DIR/silent.out" socat \
        TCP-LISTEN:"$SILENT_PORT",bind=127.0.0.1,reuseaddr,fork \
        SYSTEM:'sleep 60'
    srv_wait "$SILENT_PORT" "silent server"
}

# start_cutting: an HTTP reply that promises 100000 bytes and closes
# after 5000 (the request read first: unread bytes would make the close a
# reset, which can drop what was sent). CUT_PORT
start_cutting()
{
    srv_need socat socat || return 1
    CUT_PORT=$(srv_free_port)
    cat > "$SRV_DIR/cut.sh" <<'EOF'
sed -n '/^.$/q' > /dev/null
printf 'HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\n'
head -c 5000 /dev/zero
EOF
    srv_spawn "$SRV_DIR/cut.out" socat \
        TCP-LISTEN:"$CUT_PORT",bind=127.0.0.1,reuseaddr,fork \
        EXEC:"sh $SRV_DIR/cut.sh"
    srv_wait "$CUT_PORT" "cutting server"
}

# start_reply NAME PORT FILE: on PORT, answers every connection with the
# bytes of FILE (an HTTP reply) after reading the request's head, and
# appends a line to $SRV_DIR/NAME.hits for each connection.
start_reply()
{
    srv_need socat socat || return 1
    printf '%s\n' "echo hit >> '$SRV_DIR/$1.hits'" \
        "sed -n '/^.\$/q' > /dev/null" "cat '$3'" > "$SRV_DIR/$1.sh"
    : > "$SRV_DIR/$1.hits"
    srv_spawn "$SRV_DIR/$1.out" socat \
        TCP-LISTEN:"$2",bind=127.0.0.1,reuseaddr,fork \
        EXEC:"sh $SRV_DIR/$1.sh"
    srv_wait "$2" "$1 server"
}

# seed_leafnode SPOOL CONFDIR: one group, local.test, with two articles,
# stored the way leafnode's fetchnews stores them: the article files
# (with an Xref header, without which leafnode deletes them as junk),
# the group in leaf.node/groupinfo, and a hard link per Message-ID in
# message.id/NNN/ (NNN is leafnode's hash of the id: 840 and 978 for
# these two, read from leafnode's own lookups with strace).
seed_leafnode()
{
    sp=$1
    mkdir -p "$sp/leaf.node" "$sp/local/test" "$sp/interesting.groups" \
        "$sp/out.going" "$sp/temp.files" "$sp/failed.postings" \
        "$sp/message.id/840" "$sp/message.id/978" "$2"
    printf 'server = 127.0.0.1\nexpire = 20\nhostname = loopback-test.url1738.net\n' \
        > "$2/config"
    printf 'local.test\ty\t2\t1\t1700000000\tTest group\n' \
        > "$sp/leaf.node/groupinfo"
    : > "$sp/interesting.groups/local.test"
    printf '%s\n' 'Path: localhost!not-for-mail' \
        'From: Tester <tester@example.org>' 'Newsgroups: local.test' \
        'Subject: First article' \
        'Date: Mon, 23 Nov 2026 10:00:00 +0000' \
        'Message-ID: <first.1@example.org>' 'Lines: 3' \
        'Xref: loopback-test.url1738.net local.test:1' '' 'Hello news.' \
        '.a line that starts with a dot (stuffed on the wire)' '..' \
        > "$sp/local/test/1"
    printf '%s\n' 'Path: localhost!not-for-mail' \
        'From: Tester <tester@example.org>' 'Newsgroups: local.test' \
        'Subject: Second article' \
        'Date: Mon, 23 Nov 2026 11:00:00 +0000' \
        'Message-ID: <second.2@example.org>' 'Lines: 1' \
        'Xref: loopback-test.url1738.net local.test:2' '' 'Bye.' \
        > "$sp/local/test/2"
    ln -f "$sp/local/test/1" "$sp/message.id/840/<first.1@example.org>"
    ln -f "$sp/local/test/2" "$sp/message.id/978/<second.2@example.org>"
    if [ "$(id -u)" = 0 ] && id news >/dev/null 2>&1; then
        chown -R news:news "$sp"
    fi
}

srv_watchdog

# ===== tests/servers/hostile.py: servers that play the attacker =====
# start_hostile NAME LISTENER...: one process serving every LISTENER
# (ADDR:PORT:KIND[:ARG], see hostile.py); what each receives is logged
# to $SRV_DIR/NAME.log. Waits until every listener is bound.
start_hostile()
{
    srv_need python3 python3 || return 1
    name=$1
    shift
    : > "$SRV_DIR/$name.log"
    rm -f "$SRV_DIR/$name.pid"
    srv_spawn "$SRV_DIR/$name.out" python3 tests/servers/hostile.py \
        "$SRV_DIR/$name.log" "$SRV_DIR/$name.pid" "$@"
    i=0
    while [ $i -lt 100 ]; do
        [ -s "$SRV_DIR/$name.pid" ] && return 0
        sleep 0.1
        i=$((i + 1))
    done
    echo "servers: hostile $name did not start: $(cat "$SRV_DIR/$name.out")" >&2
    return 1
}
