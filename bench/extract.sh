#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/extract.sh [BUILD_DIR] - `url1738 extract` beside ripgrep, GNU grep
# and urlscan (issue 30: at least ripgrep's throughput, single thread
# both, with the same or better recall of the URLs rg finds, memory flat
# in the input size) on the Debian copyright files: `cat
# /usr/share/doc/*/copyright`, COPIES times over (default 12). Prints a
# markdown table (bench/extract_time.py): the medians of ROUNDS (default
# 11) interleaved rounds of user, user + system and wall seconds, MB/s,
# each over rg's, the peak resident set, the matches and output bytes;
# then the recall of rg's URLs.
#
# rg and grep run with the issue's pattern,
#     [a-zA-Z][a-zA-Z0-9+.-]*://[^[:space:]<>"]+
# (rg -o -j1 --no-unicode ... ; grep -oE ...), urlscan as `urlscan -n -c`
# (it reads the text as a message, a Python program at about 1 MB/s: on
# the first URLSCAN_BYTES bytes of the text, default 2000000, once). A
# peer that is not installed is a row saying "missing" (bench/setup.sh
# installs them: Debian packages ripgrep, grep, urlscan).
#
# Fair to rg: one thread (-j1; url1738 extract has one); the same input
# delivery (the file as standard input: rg reads it with read(2) in 64 KB
# pieces, as url1738 does, neither maps it); output to a file (rg writes
# the matched text, 2.3 MB on 12 copies; url1738 a JSON object per URL,
# 3.7-10.5 MB: more bytes for url1738).
#
# Recall: of the URLs rg finds in one copy (line and column), the share
# url1738 extract (its --spec) reports at the same place; the URL rg gives
# may run on into trailing punctuation that url1738 leaves out, so a
# url1738 URL that rg's match begins with counts.
set -eu
BUILD=${1:-build}
COPIES=${COPIES:-12}
URLSCAN_BYTES=${URLSCAN_BYTES:-2000000}
ROUNDS=${ROUNDS:-11}
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
echo "medians of $ROUNDS interleaved rounds (bench/extract_time.py), single"
echo "thread, input from the file on standard input (read(2) by every tool),"
echo "output to a file; $(date -u '+%Y-%m-%d %H:%M UTC'),"
echo "load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')."
echo
python3 bench/extract_time.py --rounds="$ROUNDS" --in="$OUT/text.txt" -- \
    "rg::rg -o -j1 --no-unicode --no-line-number $PAT" \
    "grep -oE::grep -oE $PAT" \
    "url1738 extract::$BIN extract --no-progress" \
    "url1738 extract --spec=rfc3986::$BIN extract --no-progress --spec=rfc3986" \
    "url1738 extract --spec=whatwg::$BIN extract --no-progress --spec=whatwg"
echo
echo "urlscan (a Python program at about 1 MB/s), once, on the first"
echo "$URLSCAN_BYTES bytes of one copy (user s, user+sys s, peak RSS KB, status):"
echo "$(python3 bench/cputime.py --runs=1 --in="$OUT/urlscan.txt" -- urlscan -n -c)"
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
echo "Commands: \`python3 bench/extract_time.py --rounds=$ROUNDS --in=$OUT/text.txt -- NAME::TOOL ARGS ...\`"
echo "with the ARGS of each row (rg -o -j1 --no-unicode --no-line-number PATTERN;"
echo "grep -oE PATTERN; $BIN extract --no-progress [--spec=S]; urlscan -n -c)."
