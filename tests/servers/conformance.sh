#!/bin/sh
# SPDX-License-Identifier: MIT
# conformance.sh [BUILD] - what url1738, curl, wget and Python's urllib
# send to the same vsftpd for the same FTP URLs (RFC 1738 3.2), read from
# vsftpd's own protocol log. Prints a Markdown table (docs/access.md holds
# a run of it). Anyone can rerun it: it needs vsftpd, socat, curl, wget,
# python3 and a build of url1738 (make), and starts everything on
# 127.0.0.1, in a temporary directory it removes.
#
# Columns: the client, the commands it sent after logging in (USER and
# PASS left out, PASV/EPSV/PORT and QUIT too: they are how, not what), its
# exit status, and whether the bytes it wrote are the file's (sha256).
BUILD=${1:-${BUILD:-build}}
U=$BUILD/url1738
SRV_DIR=$(mktemp -d "${TMPDIR:-/tmp}/conformance.XXXXXX")
chmod 755 "$SRV_DIR"
. tests/servers/lib.sh
trap 'srv_cleanup; rm -rf "$SRV_DIR"' EXIT
trap 'exit 1' INT TERM

for p in curl:curl wget:wget python3:python3; do
    srv_need "${p%%:*}" "${p#*:}"
done
[ -x "$U" ] || { echo "conformance: build url1738 first (make)" >&2; exit 1; }

D=$SRV_DIR/data
mkdir -p "$D/pub/text" "$D/pub/semi;colon" "$D/pub/dir"
printf 'first line\nsecond line\n' > "$D/pub/text/lines.txt"
printf 'semicolon\n' > "$D/pub/semi;colon/x;y.txt"
printf 'a\n' > "$D/pub/dir/a.txt"
printf 'b\n' > "$D/pub/dir/b.txt"
chmod -R a+rX "$D"
start_vsftpd "$D" || exit 1
[ -z "$SRV_MISSING" ] || exit 1
H=127.0.0.1:$FTP_PORT

# The file each URL names (for the sha256 column), or a listing.
expected()
{
    case $1 in
    *x%3By.txt*) echo "$D/pub/semi;colon/x;y.txt" ;;
    *lines.txt*) echo "$D/pub/text/lines.txt" ;;
    *) echo "" ;;
    esac
}

run_client()
{
    case $1 in
    url1738) "$U" fetch --no-progress "$2" ;;
    curl) curl -s --max-time 10 "$2" ;;
    wget) wget -q --tries=1 --timeout=10 -O - "$2" ;;
    urllib) python3 -c 'import sys, urllib.request
sys.stdout.buffer.write(urllib.request.urlopen(sys.argv[1], timeout=10).read())' "$2" ;;
    esac
}

echo "| URL | client | commands after login | exit | bytes |"
echo "|---|---|---|---|---|"
for path in 'pub/text/lines.txt' 'pub/text/lines.txt;type=a' \
            'pub/text/lines.txt;type=i' 'pub/dir/;type=d' 'pub/dir;type=d' \
            'pub%2Ftext/lines.txt' 'pub/semi%3Bcolon/x%3By.txt' \
            '%2Fpub/text/lines.txt'; do
    url=ftp://$H/$path
    for c in url1738 curl wget urllib; do
        : > "$FTP_LOG"
        run_client "$c" "$url" > "$SRV_DIR/out" 2>/dev/null
        st=$?
        sleep 0.2      # vsftpd writes its log after the session
        cmds=$(sed -n 's/^.*FTP command: Client "127.0.0.1", "\(.*\)"$/\1/p' \
                   "$FTP_LOG" |
               grep -vE '^(USER|PASS|PASV|EPSV|PORT|EPRT|QUIT|SYST|FEAT|PWD|OPTS)' |
               sed 's/^/`/; s/$/`/' | tr '\n' '\001' |
               sed 's/\x01$//; s/\x01/ → /g')
        f=$(expected "$path")
        if [ -n "$f" ] && cmp -s "$SRV_DIR/out" "$f"; then
            b="the file"
        elif [ -n "$f" ]; then
            b="$(wc -c < "$SRV_DIR/out") bytes, not the file"
        else
            b="$(wc -c < "$SRV_DIR/out") bytes"
        fi
        printf '| `%s` | %s | %s | %s | %s |\n' "$path" "$c" "$cmds" "$st" "$b"
    done
done
