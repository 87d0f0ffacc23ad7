#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/growth.sh [BUILD] - instructions per input byte of every
# operation on pathological inputs of 100 B, 10 KB and 1 MB (callgrind,
# counted inside growth_work of tests/t_growth.c, which `make test` runs
# at 4 KB and 256 KB and fails when the cost per byte grows by more than
# a quarter). Prints a Markdown table for bench/RESULTS.md.
BUILD=${1:-build}
make -s BUILD="$BUILD" "$BUILD/tests/t_growth" || exit 1
command -v valgrind >/dev/null 2>&1 || { echo "growth.sh: valgrind missing" >&2; exit 1; }
T=$BUILD/tests/t_growth
cases=$(sed -n 's/^    { "\([^"]*\)", "[^"]*", "[^"]*" },$/\1/p' tests/t_growth.c)
echo "| operation, input | 100 B | 10 KB | 1 MB | 1 MB / 100 B |"
echo "|---|---:|---:|---:|---:|"
printf '%s\n' "$cases" | while IFS= read -r c; do
    row="| $c"
    first="" last=""
    for n in 100 10000 1000000; do
        ir=$(GROWTH_CASE="$c" GROWTH_BYTES=$n valgrind --tool=callgrind \
            --callgrind-out-file=/dev/null --toggle-collect=growth_work "$T" \
            2>&1 | sed -n 's/.*I *refs: *//p' | tr -d ,)
        pb=$(echo "scale=2; $ir / $n" | bc -l)
        row="$row | $pb"
        [ -z "$first" ] && first=$pb
        last=$pb
    done
    echo "$row | $(echo "scale=2; $last / $first" | bc -l) |"
done
