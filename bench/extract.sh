#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/extract.sh [BUILD_DIR] - `url1738 extract` beside ripgrep, GNU grep
# and urlscan (issue 30: at least ripgrep's throughput, single thread
# both, with the same or better recall of the URLs rg finds, memory flat
# in the input size) on the Debian copyright files: `cat
# /usr/share/doc/*/copyright`, COPIES times over (default 12). Prints a
# markdown table: user CPU seconds best of 3 (bench/cputime.py), MB/s,
# the time over rg's, the peak resident set, the matches; then the recall
# of rg's URLs.
#
# rg and grep run with the issue's pattern,
#     [a-zA-Z][a-zA-Z0-9+.-]*://[^[:space:]<>"]+
# (rg -o -j1 --no-unicode ... ; grep -oE ...), urlscan as `urlscan -n -c`
# (it reads the text as a message, a Python program at about 1 MB/s: on
# the first URLSCAN_BYTES bytes of the text, default 2000000, once; its
# MB/s is its own figure). The peak resident set is GNU time's (%M) of one
# run, "-" without /usr/bin/time. A peer that
# is not installed is a row saying "missing" (bench/setup.sh installs
# them: Debian packages ripgrep, grep, urlscan).
#
# Recall: of the URLs rg finds in one copy (line and column), the share
# url1738 extract (its --spec) reports at the same place; the URL rg gives
# may run on into trailing punctuation that url1738 leaves out, so a
# url1738 URL that rg's match begins with counts.
set -eu
BUILD=${1:-build}
COPIES=${COPIES:-12}
URLSCAN_BYTES=${URLSCAN_BYTES:-2000000}
OUT=$BUILD/bench/extract
BIN=$BUILD/url1738
PAT='[a-zA-Z][a-zA-Z0-9+.-]*://[^[:space:]<>"]+'
mkdir -p "$OUT"

if ! ls /usr/share/doc/*/copyright >/dev/null 2>&1; then
    echo "bench/extract.sh: no /usr/share/doc/*/copyright: no text" >&2
    exit 1
fi
cat /usr/share/doc/*/copyright >"$OUT/one.txt"
: >"$OUT/text.txt"
k=0
while [ "$k" -lt "$COPIES" ]; do
    cat "$OUT/one.txt" >>"$OUT/text.txt"
    k=$((k + 1))
done
head -c "$URLSCAN_BYTES" "$OUT/one.txt" >"$OUT/urlscan.txt"
bytes=$(wc -c <"$OUT/text.txt")
mb=$(echo "$bytes / 1000000" | bc -l)

echo "### extract beside ripgrep, GNU grep and urlscan (issue 30)"
echo
printf 'Text: `cat /usr/share/doc/*/copyright`, %s times over (%.1f MB, %s files); ' \
    "$COPIES" "$mb" "$(ls /usr/share/doc/*/copyright | wc -l)"
echo "user CPU time best of 3, single thread; $(date -u '+%Y-%m-%d %H:%M UTC'),"
echo "load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')."
echo
echo "| tool | user s | user+sys s | MB/s (user) | user / rg | peak RSS KB | matches |"
echo "|---|---:|---:|---:|---:|---:|---:|"

rg_user=""
# run NAME INPUT ARGS...: one row; the matches are the output's lines.
run() {
    name=$1 input=$2 runs=$3
    shift 3
    if ! command -v "$1" >/dev/null 2>&1; then
        echo "| $name | missing ($1 not installed: sh bench/setup.sh) | | | | | |"
        echo "bench/extract.sh: $1 missing: no $name figures" >&2
        return 0
    fi
    rss=-
    if [ -x /usr/bin/time ]; then
        rss=$(/usr/bin/time -f %M -o "$OUT/rss.txt" "$@" <"$input" >/dev/null 2>&1;
              cat "$OUT/rss.txt")
    fi
    t=$(python3 bench/cputime.py --runs="$runs" --in="$input" --out="$OUT/out.txt" -- "$@")
    set -- $t
    user=$1 sys=$2
    n=$(wc -l <"$OUT/out.txt")
    size=$(wc -c <"$input")
    rate=$(echo "$size / 1000000 / $user" | bc -l)
    if [ "$name" = "rg" ]; then
        rg_user=$user
    fi
    ratio="-"
    [ -n "$rg_user" ] && ratio=$(printf '%.2f' "$(echo "$user / $rg_user" | bc -l)")
    printf '| %s | %.3f | %.3f | %.1f | %s | %s | %s |\n' "$name" "$user" \
        "$(echo "$user + $sys" | bc -l)" "$rate" "$ratio" "$rss" "$n"
}

run rg "$OUT/text.txt" 3 rg -o -j1 --no-unicode --no-line-number "$PAT"
run "grep -oE" "$OUT/text.txt" 3 grep -oE "$PAT"
run "url1738 extract" "$OUT/text.txt" 3 "$BIN" extract --no-progress
run "url1738 extract --spec=rfc3986" "$OUT/text.txt" 3 "$BIN" extract --no-progress --spec=rfc3986
run "url1738 extract --spec=whatwg" "$OUT/text.txt" 3 "$BIN" extract --no-progress --spec=whatwg
run "urlscan -n -c (first $URLSCAN_BYTES bytes, 1 run)" "$OUT/urlscan.txt" 1 \
    urlscan -n -c
echo
if [ -x /usr/bin/time ]; then
    /usr/bin/time -f %M -o "$OUT/rss.txt" "$BIN" extract --no-progress \
        --spec=rfc3986 <"$OUT/one.txt" >/dev/null 2>&1 || true
    echo "Memory flat in the input size: url1738 extract --spec=rfc3986's peak"
    echo "resident set on one copy $(cat "$OUT/rss.txt") KB, on $COPIES copies the row above."
else
    echo "(peak resident sets: /usr/bin/time missing, Debian package time)"
fi
echo

# Recall of rg's URLs, on one copy.
if command -v rg >/dev/null 2>&1; then
    rg -o -j1 --no-unicode -n --column "$PAT" "$OUT/one.txt" >"$OUT/rg.txt" || true
    echo "| url1738 extract | rg's URLs | found at the same place | recall |"
    echo "|---|---:|---:|---:|"
    for spec in rfc1738 rfc3986 whatwg; do
        "$BIN" extract --no-progress --spec=$spec <"$OUT/one.txt" >"$OUT/u.json" || true
        python3 - "$OUT/rg.txt" "$OUT/u.json" "$spec" <<'EOF'
import json, sys
rg, u, spec = sys.argv[1:4]
found = {}
with open(u, "rb") as f:
    for line in f:
        d = json.loads(line)
        if d.get("error") is None and d.get("url") is not None:
            found.setdefault((d["line"], d["column"]), []).append(d["url"])
total = hit = 0
with open(rg, "rb") as f:
    for line in f:
        ln, col, m = line.rstrip(b"\n").split(b":", 2)
        total += 1
        m = m.decode("utf-8", "surrogateescape")
        us = found.get((int(ln), int(col)), [])
        if any(m.startswith(x) or x.startswith(m) for x in us):
            hit += 1
print("| --spec=%s | %d | %d | %.4f |" % (spec, total, hit,
                                          hit / total if total else 0))
EOF
    done
else
    echo "(recall: rg missing)"
fi
echo
echo "Commands: \`python3 bench/cputime.py --runs=3 --in=$OUT/text.txt -- TOOL ARGS\`"
echo "with the ARGS of each row (rg -o -j1 --no-unicode --no-line-number PATTERN;"
echo "grep -oE PATTERN; $BIN extract --no-progress [--spec=S]; urlscan -n -c)."
