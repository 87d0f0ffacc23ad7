#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/fetch.sh [BUILD] [ROUNDS] - url1738 fetch against curl on the same
# 50 MB file from the same servers on 127.0.0.1 (nginx for HTTP, vsftpd
# for FTP, tests/servers/lib.sh): the median wall time of ROUNDS
# interleaved rounds (default 7) and the largest maximum resident set size
# (/usr/bin/time -v), output to /dev/null. Prints Markdown rows for
# bench/RESULTS.md ("fetch"). Never part of `make test`.
BUILD=${1:-build}
ROUNDS=${2:-7}
U=$BUILD/url1738
SRV_DIR=$(mktemp -d "${TMPDIR:-/tmp}/bench_fetch.XXXXXX")
chmod 755 "$SRV_DIR"
. tests/servers/lib.sh
trap 'srv_cleanup; rm -rf "$SRV_DIR"' EXIT
trap 'exit 1' INT TERM

srv_need /usr/bin/time time || exit 1
srv_need curl curl || exit 1
mkdir -p "$SRV_DIR/d/pub"
head -c 52428800 /dev/urandom > "$SRV_DIR/d/pub/f50m"
chmod -R a+rX "$SRV_DIR/d"
start_vsftpd "$SRV_DIR/d" || exit 1
start_nginx "$SRV_DIR/d" || exit 1

# run NAME COMMAND...: appends "seconds kilobytes" to $SRV_DIR/NAME.
run()
{
    name=$1
    shift
    /usr/bin/time -f '%e %M' -o "$SRV_DIR/t" "$@" > /dev/null 2>&1 ||
        echo "bench: $name failed" >&2
    cat "$SRV_DIR/t" >> "$SRV_DIR/$name"
}

http=http://127.0.0.1:$HTTP_PORT/pub/f50m
ftp="ftp://127.0.0.1:$FTP_PORT/pub/f50m;type=i"
i=0
while [ $i -lt "$ROUNDS" ]; do
    run url1738-http "$U" fetch --no-progress "$http"
    run curl-http curl -s -o /dev/null "$http"
    run url1738-ftp "$U" fetch --no-progress "$ftp"
    run url1738+sha256-ftp "$U" fetch --json "$ftp"
    run curl-ftp curl -s -o /dev/null "$ftp"
    i=$((i + 1))
done

echo "| client | protocol | median s | MB/s | max RSS KiB |"
echo "|---|---|---:|---:|---:|"
for n in url1738-http curl-http url1738-ftp url1738+sha256-ftp curl-ftp; do
    med=$(cut -d' ' -f1 "$SRV_DIR/$n" | sort -n | awk '{a[NR]=$1}
        END {print a[int((NR + 1) / 2)]}')
    rss=$(cut -d' ' -f2 "$SRV_DIR/$n" | sort -n | tail -n 1)
    mbs=$(awk -v s="$med" 'BEGIN { if (s > 0) printf "%.0f", 50 / s;
                                   else print "-" }')
    echo "| ${n%-*} | ${n#*-} | $med | $mbs | $rss |"
done
