# SPDX-License-Identifier: MIT
# pg_cluster.sh - sourced by tests/t_postgres*.sh: builds the extension,
# installs it into a private copy of PostgreSQL's directory layout, and
# starts throw-away clusters on 127.0.0.1 as an unprivileged user.
#
# PostgreSQL 15 finds extensions only in its own share and lib
# directories (no extension_control_path yet), and finds those relative to
# its executable. So `make install-postgres DESTDIR=$tmp/inst` puts the
# extension under $tmp/inst/usr/..., the postgres, initdb and pg_ctl
# programs are copied into $tmp/inst/usr/lib/postgresql/15/bin, and every
# other file of the real share and lib directories is linked in: the
# copied server then loads the extension from there. Nothing is written
# outside $tmp, and no root is needed (as root, the servers run as the
# user nobody, which PostgreSQL requires).
#
# Expects: me (the test's name), BUILD; sets pg_bin, pg_inst, tmp, runas.

pg_ok=0
pg_ko=0
pg_fail() {
    pg_ko=$((pg_ko + 1))
    printf '%s: FAIL: %s\n' "$me" "$*" >&2
}
pg_pass() {
    pg_ok=$((pg_ok + 1))
}
pg_end() {
    echo "$me ok $pg_ok  fail $pg_ko"
    exit 0
}

# The URL corpora (kasztp_web, node_files, rfc1738_schemes): pg_data is
# their folder in the repository, tests/data/urls; a test that needs them
# and finds none fails.
pg_data=
[ -f tests/data/urls/kasztp_web.txt ] && pg_data=tests/data/urls

PG_CONFIG=${PG_CONFIG:-pg_config}
if ! command -v "$PG_CONFIG" >/dev/null 2>&1; then
    pg_fail "pg_config not found: apt-get install postgresql" \
            "postgresql-server-dev-all (sh tools/deps.sh --test)"
    pg_end
fi
pg_real_bin=$("$PG_CONFIG" --bindir)
pg_real_lib=$("$PG_CONFIG" --pkglibdir)
pg_real_share=$("$PG_CONFIG" --sharedir)
if [ ! -x "$pg_real_bin/postgres" ] || [ ! -x "$pg_real_bin/initdb" ]; then
    pg_fail "no server programs in $pg_real_bin: apt-get install postgresql (sh tools/deps.sh --test)"
    pg_end
fi

tmp=$(mktemp -d /tmp/url1738_pg.XXXXXX) || exit 1
chmod 755 "$tmp"
pg_pids=""
pg_cleanup() {
    for d in $pg_pids; do
        $runas "$pg_bin/pg_ctl" -D "$d" -m immediate stop >/dev/null 2>&1
    done
    rm -rf "$tmp"
}
trap pg_cleanup EXIT

# The extension, built with PostgreSQL's compiler against a library build
# without sanitizers (a sanitized archive cannot be loaded by the server).
# Under `make test-sanitize` the environment's CC carries -fsanitize=...
# and CFLAGS is -g: build-pg is built with the bare compiler and the
# default flags instead, and an archive left there with sanitizer code
# (make does not rebuild when only the flags change) is removed first.
pg_build=$BUILD
pg_cc=${CC:-cc}
pg_cflags=${CFLAGS:--O2 -g}
if nm "$BUILD/liburl1738_pic.a" 2>/dev/null | grep -q __asan; then
    pg_build=build-pg
    pg_cc=${pg_cc%% *}
    pg_cflags='-O2 -g'
    if nm build-pg/liburl1738_pic.a 2>/dev/null | grep -q __asan; then
        rm -rf build-pg
    fi
fi
pg_inst=$tmp/inst
if ! MAKEFLAGS= make -s BUILD="$pg_build" CC="$pg_cc" CFLAGS="$pg_cflags" \
        install-postgres DESTDIR="$pg_inst" >"$tmp/make.log" 2>&1; then
    cat "$tmp/make.log" >&2
    pg_fail "make install-postgres failed"
    pg_end
fi
pg_bin=$pg_inst$pg_real_bin
mkdir -p "$pg_bin" "$pg_inst$pg_real_lib" "$pg_inst$pg_real_share/extension"
for p in postgres initdb pg_ctl; do
    cp "$pg_real_bin/$p" "$pg_bin/$p"
done
for f in "$pg_real_bin"/*; do
    [ -e "$pg_bin/${f##*/}" ] || ln -s "$f" "$pg_bin/${f##*/}"
done
for dir in "$pg_real_lib" "$pg_real_share" "$pg_real_share/extension"; do
    for f in "$dir"/*; do
        [ -e "$pg_inst$dir/${f##*/}" ] || ln -s "$f" "$pg_inst$dir/${f##*/}"
    done
done

runas=
if [ "$(id -u)" = 0 ]; then
    runas="runuser -u nobody --"
    chown -R nobody "$tmp"
fi

# pg_start NAME: a new cluster in $tmp/NAME on a free port; sets
# pg_port. Returns non-zero when it would not start.
pg_start() {
    d=$tmp/$1
    if ! $runas "$pg_bin/initdb" -D "$d" -U postgres -A trust --no-locale \
            -E UTF8 >"$tmp/$1.initdb.log" 2>&1; then
        cat "$tmp/$1.initdb.log" >&2
        return 1
    fi
    for try in 1 2 3 4 5 6 7 8; do
        pg_port=$(( 20000 + ($$ * 7 + try * 1013 + ${#1} * 331) % 40000 ))
        if $runas "$pg_bin/pg_ctl" -D "$d" -w -t 60 -l "$tmp/$1.log" \
               -o "-c listen_addresses=127.0.0.1 -c port=$pg_port \
                   -c unix_socket_directories=$tmp -c fsync=off \
                   -c max_worker_processes=4" start >/dev/null 2>&1; then
            pg_pids="$pg_pids $d"
            return 0
        fi
    done
    cat "$tmp/$1.log" >&2
    return 1
}

# pg_sql PORT DB SQL: runs SQL, prints unaligned tuples-only output.
pg_sql() {
    "$pg_bin/psql" -X -q -A -t -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$1" \
        -U postgres -d "$2" -c "$3"
}

# pg_regress_run PORT [OPTIONS...] TEST...: pg_regress against the
# cluster on PORT with postgres/sql and postgres/expected; each test
# counts one. The differences go to stderr.
pg_regress_run() {
    port=$1
    shift
    out=$tmp/regress.$port.$#
    mkdir -p "$out"
    chmod 777 "$out"
    "$pg_real_lib/pgxs/src/test/regress/pg_regress" \
        --bindir="$pg_real_bin" --host=127.0.0.1 --port="$port" \
        --user=postgres --inputdir=postgres --outputdir="$out" "$@" \
        >"$out/log" 2>&1
    # PG_RESULTS=DIR keeps the actual output (to review a new expected).
    [ -z "${PG_RESULTS:-}" ] || cp "$out"/results/*.out "$PG_RESULTS"/
    for t in "$@"; do
        case $t in -*) continue ;; esac
        if grep -Eq "(^| )$t +\.\.\. ok|ok +[0-9]+ +- +$t " "$out/log"; then
            pg_pass
        else
            pg_fail "pg_regress $t"
            cat "$out/log" >&2
            [ -f "$out/regression.diffs" ] && cat "$out/regression.diffs" >&2
        fi
    done
}
