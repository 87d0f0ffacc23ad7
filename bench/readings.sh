#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/readings.sh - the RFC 3986 reading beside the RFC 1738 reading and
# uriparser, one line per corpus (issue 14.5): the medians of ns/URL and
# of the per-round ratios that bench.c measured in interleaved rounds
# (read from its output), and callgrind instructions per URL counted
# inside each parser's bench loop (--toggle-collect=bench_NAME).
# usage: sh bench/readings.sh BUILD_DIR BENCH_OUTPUT CORPUS...
# (bench/run.sh calls it with the output of its bench run.)
BUILD=$1
OUT=$2
shift 2
B=$BUILD/bench/bench
cg=yes
command -v valgrind >/dev/null 2>&1 || cg=no
[ $cg = no ] && echo "readings: valgrind missing, no instruction counts" >&2

# instructions/URL of parser $1 on corpus $2 ("-" when not counted)
instr() {
    [ $cg = yes ] || { echo -; return; }
    ir=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        --toggle-collect="bench_$1" "$B" --only="$1" "$2" 2>&1 \
        | sed -n 's/.*I *refs: *//p' | tr -d ,)
    [ -n "$ir" ] || { echo -; return; }
    echo $((ir / $(wc -l <"$2")))
}

# column $2 (1 ns/URL, 3 accepted, 4 ratio) of parser $1's row in the
# table of corpus $3
col() {
    awk -v c="### $3" -v p="$1" -v k="$2" -F' *[|] *' '
        $0 == c { in_c = 1; next }
        /^### / { in_c = 0 }
        in_c && $2 == p { print $(k + 2); exit }' "$OUT"
}

echo
echo "### The two readings and uriparser, same lines"
echo
echo "ns/URL: medians of interleaved rounds; ratio: median per-round time"
echo "over url1738 (RFC 1738); instructions: callgrind, per URL, inside"
echo "the parser's loop (parse, then host, path and query)."
echo
echo "| corpus | RFC 1738 ns/URL | RFC 3986 ns/URL | RFC 3986 / RFC 1738 | uriparser ns/URL | uriparser / RFC 1738 | RFC 1738 instr | RFC 3986 instr | uriparser instr | accepted 1738 / 3986 / uriparser |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for c in "$@"; do
    printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s / %s / %s |\n' \
        "$(basename "$c")" \
        "$(col url1738 1 "$c")" "$(col url1738_rfc3986 1 "$c")" \
        "$(col url1738_rfc3986 4 "$c")" \
        "$(col uriparser 1 "$c")" "$(col uriparser 4 "$c")" \
        "$(instr url1738 "$c")" "$(instr url1738_rfc3986 "$c")" \
        "$(instr uriparser "$c")" \
        "$(col url1738 3 "$c")" "$(col url1738_rfc3986 3 "$c")" \
        "$(col uriparser 3 "$c")"
done
