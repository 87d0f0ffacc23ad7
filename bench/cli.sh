#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/cli.sh [BUILD_DIR] - the program per subcommand (issue 30: every
# subcommand >= 3 M inputs/s with JSON output): 1,000,000 lines of
# kasztp_web.txt (repeated), JSON (the default) to /dev/null, user CPU time
# best of 3 (bench/cputime.py), and instructions per line by callgrind over
# the first 20,000 lines (CLI_CALLGRIND=0 skips them; without valgrind the
# column says so). Prints a markdown table.
#
# Inputs, all made from the corpus: the lines themselves; compare reads
# TAB-separated pairs of a line and itself; encode and decode the lines'
# paths (what follows scheme://host); resolve and relativize the lines
# against http://a/b/c/d;p?q; extract reads the lines as text.
#
#   LINES=N        lines timed (default 1000000)
#   CG_LINES=N     lines under callgrind (default 20000)
#   ONLY=REGEX     only the subcommands whose row matches (grep -E)
set -eu
BUILD=${1:-build}
CORPORA=${CORPORA:-tests/data/urls}
LINES=${LINES:-1000000}
CG_LINES=${CG_LINES:-20000}
CLI_CALLGRIND=${CLI_CALLGRIND:-1}
ONLY=${ONLY:-.}
OUT=$BUILD/bench/cli
BIN=$BUILD/url1738
BASE='http://a/b/c/d;p?q'
mkdir -p "$OUT"

web=$CORPORA/kasztp_web.txt
if [ ! -f "$web" ]; then
    echo "bench/cli.sh: $web missing: no CLI figures" >&2
    exit 1
fi
if [ ! -x "$BIN" ]; then
    echo "bench/cli.sh: $BIN missing: run make first" >&2
    exit 1
fi

# LINES lines of the corpus, repeated as often as it takes.
if [ ! -f "$OUT/lines.txt" ] || [ "$(wc -l <"$OUT/lines.txt")" -ne "$LINES" ]; then
    : >"$OUT/rep.txt"
    n=$(wc -l <"$web")
    k=0
    while [ $((k * n)) -lt "$LINES" ]; do
        cat "$web" >>"$OUT/rep.txt"
        k=$((k + 1))
    done
    head -n "$LINES" "$OUT/rep.txt" >"$OUT/lines.txt"
    rm -f "$OUT/rep.txt"
fi
lines=$OUT/lines.txt
awk '{ print $0 "\t" $0 }' "$lines" >"$OUT/pairs.txt"
sed -E 's#^[A-Za-z][A-Za-z0-9+.-]*://[^/]*##' "$lines" >"$OUT/paths.txt"
for f in lines pairs paths; do
    head -n "$CG_LINES" "$OUT/$f.txt" >"$OUT/$f.cg.txt"
done

have_vg=0
if [ "$CLI_CALLGRIND" != 0 ]; then
    if command -v valgrind >/dev/null 2>&1; then
        have_vg=1
    else
        echo "bench/cli.sh: valgrind missing: no instruction counts" >&2
    fi
fi

echo "### The CLI per subcommand (issue 30: >= 3 M inputs/s, JSON)"
echo
echo "$(printf "%'d" "$LINES" 2>/dev/null || echo "$LINES") lines of kasztp_web.txt, JSON to /dev/null, user CPU time best of 3;"
echo "instructions per line: callgrind over the first $CG_LINES lines."
echo "$(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?'), $(nproc) core(s)."
echo
echo "| subcommand | input | instr/line | user s | M lines/s | >= 3 M/s |"
echo "|---|---|---:|---:|---:|---|"

# row NAME INPUT ARGS...: one subcommand.
row() {
    name=$1 input=$2
    shift 2
    echo "$name" | grep -Eq -- "$ONLY" || return 0
    t=$(python3 bench/cputime.py --runs=3 --in="$OUT/$input.txt" -- "$BIN" "$@")
    user=${t%% *}
    mps=$(echo "$LINES / $user / 1000000" | bc -l 2>/dev/null || echo 0)
    ok=$(echo "$mps >= 3" | bc -l 2>/dev/null || echo 0)
    ins="-"
    if [ "$have_vg" -eq 1 ]; then
        total=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null \
                    "$BIN" "$@" <"$OUT/$input.cg.txt" 2>&1 >/dev/null \
                | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p')
        [ -n "$total" ] && ins=$((total / CG_LINES))
    fi
    [ "$ok" = 1 ] && ok=yes || ok="**no**"
    printf '| %s | %s | %s | %.3f | %.1f | %s |\n' "$name" "$input" "$ins" \
        "$user" "$mps" "$ok"
}

row "parse" lines parse
row "parse --spec=rfc3986" lines parse --spec=rfc3986
row "parse --spec=whatwg" lines parse --spec=whatwg
row "normalize" lines normalize
row "normalize --spec=rfc3986" lines normalize --spec=rfc3986
row "normalize --spec=whatwg" lines normalize --spec=whatwg
row "encode --part=path" paths encode --part=path
row "decode" paths decode
row "compare" pairs compare
row "compare --spec=rfc3986" pairs compare --spec=rfc3986
row "compare --spec=whatwg" pairs compare --spec=whatwg
row "resolve" paths resolve "$BASE"
row "resolve --spec=rfc3986" paths resolve --spec=rfc3986 "$BASE"
row "relativize" lines relativize "$BASE"
row "plan" lines plan
row "extract" lines extract
row "extract --spec=rfc3986" lines extract --spec=rfc3986
row "extract --spec=whatwg" lines extract --spec=whatwg
row "lint" lines lint
row "lint --spec=rfc3986" lines lint --spec=rfc3986
row "lint --spec=whatwg" lines lint --spec=whatwg
row "diff" lines diff
echo
echo "Command per row: \`python3 bench/cputime.py --runs=3 --in=$OUT/INPUT.txt -- $BIN SUBCOMMAND...\`;"
echo "instructions: \`valgrind --tool=callgrind $BIN SUBCOMMAND... < $OUT/INPUT.cg.txt\` / $CG_LINES."
