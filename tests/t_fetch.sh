#!/bin/sh
# SPDX-License-Identifier: MIT
# t_fetch.sh - `url1738 fetch` against real servers on 127.0.0.1
# (tests/servers/lib.sh): vsftpd, nginx, gophernicus, leafnode, and socat
# servers that misbehave. Checks what comes back byte for byte (sha256),
# what was sent (the servers' logs against `url1738 plan`), and every
# failure's exit status and error (cli-contract "url1738 fetch").
# A missing server package fails the test, naming the package.
BUILD=${BUILD:-build}
U=$BUILD/url1738
ok=0
fail=0

SRV_DIR=$(mktemp -d "${TMPDIR:-/tmp}/t_fetch.XXXXXX")
# The servers' unprivileged users (ftp, nobody, news) read the files.
chmod 755 "$SRV_DIR"
. tests/servers/lib.sh
trap 'srv_cleanup; rm -rf "$SRV_DIR"' EXIT
trap 'exit 1' INT TERM

pass() { ok=$((ok + 1)); }
bad()
{
    fail=$((fail + 1))
    printf 't_fetch: FAIL %s\n' "$*" >&2
}

# check NAME WANT GOT
check()
{
    if [ "$2" = "$3" ]; then
        pass
    else
        bad "$1: wanted [$2] got [$3]"
    fi
}

# The value of a top-level "key" of a --json line (strings unquoted).
jget()
{
    printf '%s\n' "$2" | sed -n "s/^.*\"$1\":\(\"[^\"]*\"\|[0-9]*\|null\).*\$/\1/p" |
        head -n 1 | sed 's/^"\(.*\)"$/\1/'
}
sha() { sha256sum "$1" | cut -d' ' -f1; }

# fetch_json NAME WANT_EXIT ARGS...: runs fetch --json; $J is its line.
fetch_json()
{
    name=$1
    want=$2
    shift 2
    J=$("$U" fetch --json --no-progress "$@" 2>"$SRV_DIR/stderr")
    st=$?
    check "$name: exit status" "$want" "$st"
}

# ----- the files served -----
D=$SRV_DIR/data
mkdir -p "$D/pub/sizes" "$D/pub/semi;colon" "$D/pub/text" "$D/pub/bytes"
: > "$D/pub/sizes/f0"
printf 'x' > "$D/pub/sizes/f1"
head -c 1048576 /dev/urandom > "$D/pub/sizes/f1m"
head -c 52428800 /dev/urandom > "$D/pub/sizes/f50m"
# Binary bytes that look like Latin-1 text (160-255, 32-126, LF), 64
# times: a server that guesses a file's type from its bytes sends them as
# text, converted.
# bytes FIRST LAST: the bytes FIRST to LAST, in order
bytes()
{
    i=$1
    while [ "$i" -le "$2" ]; do
        printf "\\$(printf %o "$i")"
        i=$((i + 1))
    done
}
{ bytes 160 255; bytes 32 126; echo; } > "$SRV_DIR/latin1.1"
i=0
while [ $i -lt 64 ]; do
    cat "$SRV_DIR/latin1.1"
    i=$((i + 1))
done > "$D/pub/bytes/latin1"
printf 'first line\nsecond line\n\nlast line\n' > "$D/pub/text/lines.txt"
printf 'semicolon file\n' > "$D/pub/semi;colon/x;y.txt"
mkdir -p "$D/ssi"
printf 'served in chunks\n' > "$D/ssi/page.txt"
ln -s pub/sizes "$D/sizes"
ln -s pub/text "$D/text"
chmod -R a+rX "$D"

start_vsftpd "$D" || bad "vsftpd did not start"
start_nginx "$D" || bad "nginx did not start"
start_gophernicus "$D/pub" || bad "gophernicus did not start"
seed_leafnode "$SRV_DIR/spool" "$SRV_DIR/leafnode-etc"
have_nntp=1
start_leafnode "$SRV_DIR/spool" "$SRV_DIR/leafnode-etc" || {
    bad "leafnode did not start: the NNTP cases are not run"
    have_nntp=0
}
start_silent || bad "the silent server did not start"
start_cutting || bad "the cutting server did not start"
if [ -n "$SRV_MISSING" ]; then
    bad "server packages missing:$SRV_MISSING (apt-get install$SRV_MISSING)"
    echo "t_fetch ok $ok  fail $fail"
    exit 1
fi
F=ftp://127.0.0.1:$FTP_PORT
H=http://127.0.0.1:$HTTP_PORT
G=gopher://127.0.0.1:$GOPHER_PORT
N=nntp://127.0.0.1:$NNTP_PORT

# ===== FTP (3.2) =====
# Sizes, byte for byte, binary (3.2.2 ;type=i).
for f in f0 f1 f1m f50m; do
    fetch_json "ftp $f" 0 "$F/pub/sizes/$f;type=i"
    check "ftp $f sha256" "$(sha "$D/pub/sizes/$f")" "$(jget sha256 "$J")"
    check "ftp $f status" 226 "$(jget status "$J")"
done
# To a file with -o, and to standard output.
"$U" fetch --no-progress -o "$SRV_DIR/out.f1m" "$F/pub/sizes/f1m;type=i"
check "ftp -o exit" 0 $?
cmp -s "$SRV_DIR/out.f1m" "$D/pub/sizes/f1m" && pass || bad "ftp -o content"
"$U" fetch "$F/pub/sizes/f1m;type=i" > "$SRV_DIR/stdout.f1m" 2>/dev/null
cmp -s "$SRV_DIR/stdout.f1m" "$D/pub/sizes/f1m" && pass ||
    bad "ftp to stdout content"

# What was sent is exactly the plan, with PASV before the transfer and
# QUIT after it (the server's log, PASS shown by vsftpd as <password>).
ftp_sent()
{
    sed -n 's/^.*FTP command: Client "127.0.0.1", "\(.*\)"$/\1/p' "$FTP_LOG"
}
ftp_planned()
{
    "$U" plan "$1" | sed -n 's/^.*"commands":\[\(.*\)\].*$/\1/p' |
        sed 's/","/\n/g; s/^"//; s/"$//' |
        sed 's/^PASS .*/PASS <password>/; s/^\(RETR\|NLST\)/PASV\n&/'
    echo QUIT
}
for url in "$F/pub%2Fsizes/f1;type=i" "$F/pub/semi%3Bcolon/x%3By.txt" \
           "$F/pub/text/lines.txt;type=a" "$F/pub/sizes/;type=d" \
           "$F/pub/sizes;type=d"; do
    : > "$FTP_LOG"
    "$U" fetch "$url" > "$SRV_DIR/got" 2>/dev/null
    check "ftp commands of $url" "$(ftp_planned "$url")" "$(ftp_sent)"
done
# 3.2.2: "//" is an empty CWD argument; vsftpd refuses it (550), and
# nothing is sent after the refusal.
: > "$FTP_LOG"
"$U" fetch "$F//pub/sizes/f1" >/dev/null 2>&1
check "ftp empty CWD exit" 4 $?
check "ftp empty CWD sent" "$(printf 'USER anonymous\nPASS <password>\nCWD')" \
    "$(ftp_sent)"
# 3.2.2: %2F is a "/" inside one CWD argument; %3B a ";" in a name.
fetch_json "ftp %2F" 0 "$F/pub%2Fsizes/f1;type=i"
check "ftp %2F sha256" "$(sha "$D/pub/sizes/f1")" "$(jget sha256 "$J")"
fetch_json "ftp %3B" 0 "$F/pub/semi%3Bcolon/x%3By.txt;type=i"
check "ftp %3B sha256" "$(sha "$D/pub/semi;colon/x;y.txt")" \
    "$(jget sha256 "$J")"
# ;type=a: the server sends CR LF (ascii_download_enable), the client
# keeps the local form (RFC 959 3.1.1.1): the file exactly.
: > "$FTP_LOG"
fetch_json "ftp type=a" 0 "$F/pub/text/lines.txt;type=a"
check "ftp type=a sha256" "$(sha "$D/pub/text/lines.txt")" \
    "$(jget sha256 "$J")"
# 4 lines: the server sent 4 bytes more (CR before each LF).
n=$(($(wc -c < "$D/pub/text/lines.txt") + 4))
grep -q "OK DOWNLOAD.*lines.txt\", $n bytes" "$FTP_LOG" && pass ||
    bad "ftp type=a: vsftpd did not send $n bytes in ASCII mode"
# ;type=d: NLST, the listing as the server sent it (CR LF).
"$U" fetch "$F/pub/sizes/;type=d" > "$SRV_DIR/nlst" 2>/dev/null
check "ftp type=d exit" 0 $?
check "ftp type=d listing" "$(printf 'f0\r\nf1\r\nf1m\r\nf50m\r')" \
    "$(cat "$SRV_DIR/nlst")"
# 3.2.1: the anonymous password is the e-mail address given.
: > "$FTP_LOG"
"$U" fetch --email=tester@example.org "$F/pub/sizes/f1" >/dev/null 2>&1
grep -q 'anon password "tester@example.org"' "$FTP_LOG" && pass ||
    bad "ftp --email: not the anonymous password"
# A 550 reply: exit 4, the reply in the error, no -o file.
rm -f "$SRV_DIR/out.550"
"$U" fetch --no-progress -o "$SRV_DIR/out.550" "$F/pub/nonexistent;type=i" \
    2>/dev/null
check "ftp 550 exit" 4 $?
[ ! -e "$SRV_DIR/out.550" ] && pass || bad "ftp 550 left a -o file"
ls "$SRV_DIR" | grep -q 'out.550' && bad "ftp 550 left a temporary file" ||
    pass
fetch_json "ftp 550" 4 "$F/pub/nonexistent;type=i"
check "ftp 550 status" 550 "$(jget status "$J")"
check "ftp 550 code" E_REPLY "$(printf '%s' "$J" |
    sed -n 's/.*"error":{"code":"\([A-Z_]*\)".*/\1/p')"
printf '%s' "$J" | grep -q '"reply":"550 ' && pass ||
    bad "ftp 550: reply line missing: $J"
# Refused by plan (section 6): no connection at all.
: > "$FTP_LOG"
fetch_json "ftp CR LF" 1 "$F/a%0D%0AQUIT"
check "ftp CR LF: nothing connected" "" "$(grep CONNECT "$FTP_LOG")"
# The size bound.
fetch_json "ftp --max-size" 4 --max-size=1000 "$F/pub/sizes/f1m;type=i"
printf '%s' "$J" | grep -q '"code":"E_TOO_BIG"' && pass ||
    bad "ftp --max-size: $J"

# ===== HTTP (3.3) =====
for f in f0 f1 f1m f50m; do
    fetch_json "http $f" 0 "$H/sizes/$f"
    check "http $f sha256" "$(sha "$D/pub/sizes/$f")" "$(jget sha256 "$J")"
    check "http $f status" 200 "$(jget status "$J")"
done
# A chunked body (nginx sends SSI output chunked).
fetch_json "http chunked" 0 "$H/ssi/page.txt"
check "http chunked sha256" "$(sha "$D/ssi/page.txt")" "$(jget sha256 "$J")"
curl -s -D - -o /dev/null "$H/ssi/page.txt" | grep -qi 'transfer-encoding: chunked' &&
    pass || bad "http chunked: nginx did not send chunked"
fetch_json "http 404" 4 "$H/nonexistent"
check "http 404 status" 404 "$(jget status "$J")"
# A 3xx is not followed without --location (curl-like: its body, exit 0).
fetch_json "http 301" 0 "$H/redir"
check "http 301 status" 301 "$(jget status "$J")"
fetch_json "http --location" 0 --location "$H/redir"
check "http --location sha256" "$(sha "$D/pub/sizes/f1m")" \
    "$(jget sha256 "$J")"
fetch_json "http redirect loop" 4 --location "$H/loop"
printf '%s' "$J" | grep -q '"code":"E_REDIRECT_LOOP"' && pass ||
    bad "http redirect loop: $J"
grep -q 'GET /sizes/f1 HTTP/1.1' "$HTTP_LOG" && pass ||
    bad "http: no HTTP/1.1 GET in nginx's log"

# ===== Gopher (3.4) =====
"$U" fetch "$G/1/" > "$SRV_DIR/menu" 2>/dev/null
check "gopher menu exit" 0 $?
grep -q "^0lines.txt	/text/lines.txt	127.0.0.1	$GOPHER_PORT" \
    "$SRV_DIR/menu" 2>/dev/null || grep -q "^1text	/text/	127.0.0.1	$GOPHER_PORT" \
    "$SRV_DIR/menu" && pass || bad "gopher menu: no item line"
check "gopher menu ends with ." "$(printf '.\r')" "$(tail -n 1 "$SRV_DIR/menu")"
# A text item: what the server sends for the selector, exactly (the
# server ends its lines with CR LF).
printf '/text/lines.txt\r\n' | socat -t 5 - TCP:127.0.0.1:"$GOPHER_PORT" \
    > "$SRV_DIR/gopher.raw"
fetch_json "gopher item" 0 "$G/0/text/lines.txt"
check "gopher item sha256" "$(sha "$SRV_DIR/gopher.raw")" \
    "$(jget sha256 "$J")"
check "gopher item is the text" "$(cat "$D/pub/text/lines.txt")" \
    "$(tr -d '\r' < "$SRV_DIR/gopher.raw")"
fetch_json "gopher binary item" 0 "$G/9/sizes/f1m"
check "gopher binary sha256" "$(sha "$D/pub/sizes/f1m")" "$(jget sha256 "$J")"
fetch_json "gopher latin-1" 0 "$G/9/bytes/latin1"
check "gopher latin-1 size" 12288 "$(wc -c < "$D/pub/bytes/latin1")"
check "gopher latin-1 sha256" "$(sha "$D/pub/bytes/latin1")" \
    "$(jget sha256 "$J")"

# ===== NNTP (3.6, 3.7) =====
if [ "$have_nntp" = 1 ]; then
    # An article is its text, dot-unstuffed, LF line ends: the spool file.
    "$U" fetch "$N/local.test/1" > "$SRV_DIR/art1" 2>/dev/null
    check "nntp article exit" 0 $?
    cmp -s "$SRV_DIR/art1" "$SRV_DIR/spool/local/test/1" && pass ||
        bad "nntp article by number differs from the spool"
    "$U" fetch --nntp-server=127.0.0.1:"$NNTP_PORT" 'news:second.2@example.org' \
        > "$SRV_DIR/art2" 2>/dev/null
    check "news message-id exit" 0 $?
    cmp -s "$SRV_DIR/art2" "$SRV_DIR/spool/local/test/2" && pass ||
        bad "news article by message-id differs from the spool"
    NNTPSERVER=127.0.0.1:$NNTP_PORT "$U" fetch 'news:first.1@example.org' \
        > "$SRV_DIR/art3" 2>/dev/null
    cmp -s "$SRV_DIR/art3" "$SRV_DIR/spool/local/test/1" && pass ||
        bad "news with NNTPSERVER"
    # A group: its articles' numbers and subjects.
    "$U" fetch "$N/local.test" > "$SRV_DIR/group" 2>/dev/null
    check "nntp group" "$(printf '1\tFirst article\n2\tSecond article')" \
        "$(cat "$SRV_DIR/group")"
    fetch_json "nntp no such article" 4 "$N/local.test/99"
    # RFC 3977 says 423; leafnode answers 430. Either is the server's.
    case $(jget status "$J") in
    423|430) pass ;;
    *) bad "nntp no such article: $J" ;;
    esac
fi
fetch_json "news without a server" 1 'news:local.test'

# ===== file (3.10) =====
fetch_json "file" 0 "file://$D/pub/sizes/f1m"
check "file sha256" "$(sha "$D/pub/sizes/f1m")" "$(jget sha256 "$J")"
fetch_json "file localhost" 0 "file://localhost$D/pub/sizes/f1"
fetch_json "file other host" 1 "file://example.org$D/pub/sizes/f1"
fetch_json "file missing" 3 "file://$D/nonexistent"

# ===== Refused schemes =====
for u in telnet://127.0.0.1/ mailto:someone@example.org \
         wais://127.0.0.1/db prospero://127.0.0.1/x; do
    fetch_json "refused $u" 1 "$u"
    printf '%s' "$J" | grep -q '"code":"E_SCHEME"' && pass || bad "$u: $J"
    grep -q 'a client' "$SRV_DIR/stderr" && pass ||
        bad "$u: no word on what a client does"
done

# ===== A reserved port (section 6) and --allow-port =====
# An HTTP server on a port below 1024 that is not 80 (binding it needs
# root, as leafnode does): refused before any connection, fetched with
# --allow-port=N for that port only, and never reached by a redirect
# from elsewhere, even with --allow-port (the allowance is for the URL
# given, not for what a server sends).
LOW=$(srv_free_port 900 120)
printf 'reserved port body\n' > "$SRV_DIR/low.body"
printf 'HTTP/1.1 200 OK\r\nContent-Length: 19\r\n\r\nreserved port body\n' \
    > "$SRV_DIR/low.reply"
printf 'HTTP/1.1 301 Moved\r\nLocation: http://127.0.0.1:%s/x\r\nContent-Length: 0\r\n\r\n' \
    "$LOW" > "$SRV_DIR/tolow.reply"
TOLOW=$(srv_free_port)
if start_reply low "$LOW" "$SRV_DIR/low.reply" &&
   start_reply tolow "$TOLOW" "$SRV_DIR/tolow.reply"; then
    : > "$SRV_DIR/low.hits"
    fetch_json "port $LOW refused" 1 "http://127.0.0.1:$LOW/x"
    printf '%s' "$J" | grep -q '"code":"E_PLAN_RESERVED_PORT"' && pass ||
        bad "port $LOW without --allow-port: $J"
    # plan's own message, which names the way out.
    printf '%s' "$J" | grep -q "port $LOW is in the reserved range.*--allow-port=$LOW allows it" &&
        pass || bad "port $LOW: the message does not name --allow-port: $J"
    fetch_json "port $LOW, another allowed" 1 --allow-port=$((LOW + 1)) \
        "http://127.0.0.1:$LOW/x"
    check "port $LOW refused: nothing connected" 0 \
        "$(wc -l < "$SRV_DIR/low.hits")"
    fetch_json "--allow-port=$LOW" 0 --allow-port="$LOW" \
        "http://127.0.0.1:$LOW/x"
    check "--allow-port sha256" "$(sha "$SRV_DIR/low.body")" \
        "$(jget sha256 "$J")"
    check "--allow-port port" "$LOW" "$(jget port "$J")"
    "$U" fetch --allow-port "$LOW" "http://127.0.0.1:$LOW/x" \
        > "$SRV_DIR/low.got" 2>/dev/null
    check "--allow-port N (two words) exit" 0 $?
    cmp -s "$SRV_DIR/low.got" "$SRV_DIR/low.body" && pass ||
        bad "--allow-port: not the body"
    check "--allow-port: connected twice" 2 "$(wc -l < "$SRV_DIR/low.hits")"
    fetch_json "redirect to port $LOW" 1 --location --allow-port="$LOW" \
        "http://127.0.0.1:$TOLOW/"
    printf '%s' "$J" | grep -q '"code":"E_PLAN_RESERVED_PORT"' && pass ||
        bad "redirect to port $LOW: $J"
    printf '%s' "$J" | grep -q "\"message\":\"port $LOW is in the reserved" &&
        pass || bad "redirect to port $LOW: not plan's message: $J"
    check "redirect to port $LOW: not connected" 2 \
        "$(wc -l < "$SRV_DIR/low.hits")"
else
    bad "no server on reserved port $LOW (binding it needs root)"
fi
for v in 0 65536 x1 ''; do
    "$U" fetch --allow-port="$v" "http://127.0.0.1:$LOW/x" 2>/dev/null
    check "--allow-port=$v: usage error" 2 $?
done

# ===== Failures of the network =====
fetch_json "connection refused" 4 "http://127.0.0.1:$(srv_free_port)/"
printf '%s' "$J" | grep -q '"code":"E_CONNECT"' && pass || bad "refused: $J"
t0=$(date +%s)
fetch_json "silent server" 4 --timeout=1 "ftp://127.0.0.1:$SILENT_PORT/x"
t1=$(date +%s)
printf '%s' "$J" | grep -q '"code":"E_TIMEOUT"' && pass ||
    bad "silent server: $J"
[ $((t1 - t0)) -le 5 ] && pass || bad "silent server: took $((t1 - t0)) s"
rm -f "$SRV_DIR/out.cut"
"$U" fetch --no-progress -o "$SRV_DIR/out.cut" "http://127.0.0.1:$CUT_PORT/" \
    2>/dev/null
check "closed mid-transfer exit" 4 $?
[ ! -e "$SRV_DIR/out.cut" ] && pass || bad "closed mid-transfer left -o file"
fetch_json "closed mid-transfer" 4 "http://127.0.0.1:$CUT_PORT/"
printf '%s' "$J" | grep -q '"code":"E_CLOSED"' && pass ||
    bad "closed mid-transfer: $J"
check "closed mid-transfer bytes" 5000 "$(jget bytes "$J")"

# ===== Usage =====
"$U" fetch --timeout=abc "$F/x" 2>/dev/null
check "bad --timeout" 2 $?
"$U" fetch -o 2>/dev/null
check "-o without FILE" 2 $?

echo "t_fetch ok $ok  fail $fail"
[ "$fail" -eq 0 ]
