#!/bin/sh
# seeds.sh DIR - writes the seed corpus of the fuzz targets into DIR: the
# quoted strings of the tests (tests/e2e/*.cases, tests/t_*.c), the
# regression corpus (tests/regress/*/), and a sample of the shared URL
# corpora (URL1738_URLS, default ../shared/data/urls: every line of
# rfc1738_schemes.txt, every 40th line of the others). One file per seed,
# named by its checksum, so reruns do not duplicate.
set -eu
dir=$1
urls=${URL1738_URLS:-../shared/data/urls}
mkdir -p "$dir"
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

# Test strings: "..." runs of the test sources, C escapes left as they are
# (a seed needs only to be near a URL, not exact).
cat tests/e2e/*.cases tests/t_*.c 2>/dev/null \
    | grep -o '"[^"]*:[^"]*"' | sed 's/^"//; s/"$//' >"$tmp" || true
if [ -f "$urls/rfc1738_schemes.txt" ]; then
    cat "$urls/rfc1738_schemes.txt" >>"$tmp"
fi
for f in "$urls/kasztp_web.txt" "$urls/node_files.txt"; do
    [ -f "$f" ] && awk 'NR % 40 == 1' "$f" >>"$tmp"
done
# awk writes each line to its own file; the checksum names it.
sort -u "$tmp" | while IFS= read -r line; do
    sum=$(printf '%s' "$line" | cksum | cut -d' ' -f1)
    printf '%s' "$line" >"$dir/s$sum"
done
for f in tests/regress/*/*; do
    [ -f "$f" ] && cp "$f" "$dir/" || true
done
