#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/ops.sh [BUILD] [CORPUS...] - callgrind instructions per input of
# every operation of `bench --ops` (normalize, compare, resolve,
# relativize, encode, decode; url1738 and its peers), counted only inside
# each op_* function (--toggle-collect), divided by the corpus's lines.
# Repeatable to the instruction. Builds the bench first (bench/run.sh with
# BENCH_BUILD_ONLY=1). Default corpora: kasztp_web.txt, node_files.txt.
BUILD=${1:-build}
[ $# -gt 0 ] && shift
CORPORA=${CORPORA:-tests/data/urls}
[ $# -eq 0 ] && set -- "$CORPORA/kasztp_web.txt" "$CORPORA/node_files.txt"
command -v valgrind >/dev/null 2>&1 || { echo "ops.sh: valgrind missing" >&2; exit 1; }
BENCH_BUILD_ONLY=1 sh bench/run.sh "$BUILD" >/dev/null || exit 1
B=$BUILD/bench/bench
ids=$(sed -n 's/^ *OP("[^"]*", "[^"]*", \(op_[a-z0-9_]*\)),*$/\1/p' bench/bench.c)
echo "| corpus | operation | instructions/input | accepted |"
echo "|---|---|---:|---:|"
for corpus in "$@"; do
    n=$(wc -l <"$corpus")
    for id in $ids; do
        out=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null \
            --toggle-collect="$id" "$B" --op="$id" "$corpus" 2>&1) || continue
        ir=$(printf '%s\n' "$out" | sed -n 's/.*I *refs: *//p' | tr -d ,)
        acc=$(printf '%s\n' "$out" | sed -n "s/^$id: \([0-9]*\) of.*/\1/p")
        [ -n "$acc" ] || continue
        printf '| %s | %s | %d | %s |\n' "$(basename "$corpus")" "$id" \
            $((ir / n)) "$acc"
    done
done
