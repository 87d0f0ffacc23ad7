#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/callgrind.sh - instructions per URL (callgrind, repeatable) for
# url1738 and each peer, counting only inside the parser's bench loop
# (--toggle-collect on bench_<name>). Run `make bench` first.
# usage: sh bench/callgrind.sh [BUILD_DIR] [CORPUS...]
BUILD=${1:-build}
[ $# -gt 0 ] && shift
if [ $# -eq 0 ]; then
    # kasztp_web.txt with https:// read as http:// (issue 15) too.
    sed 's#^https://#http://#' tests/data/urls/kasztp_web.txt \
        >"$BUILD/bench/kasztp_web_http.txt"
    set -- tests/data/urls/kasztp_web.txt \
        "$BUILD/bench/kasztp_web_http.txt" \
        tests/data/urls/node_files.txt \
        tests/data/urls/rfc1738_schemes.txt
fi
B=$BUILD/bench/bench
echo "| corpus | parser | instructions/URL | accepted |"
echo "|---|---|---:|---:|"
for corpus in "$@"; do
    n=$(wc -l <"$corpus")
    for p in url1738 url1738_rfc3986 url1738_valid url1738_whatwg ada \
        uriparser uriparser_valid glib boost_url curl bytescan memcpy; do
        fn=bench_$p
        [ "$p" = boost_url ] && fn=bench_boost_url
        out=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null \
            --toggle-collect="$fn" "$B" --only=$p "$corpus" 2>&1) || continue
        ir=$(printf '%s\n' "$out" | sed -n 's/.*I *refs: *//p' | tr -d ,)
        acc=$(printf '%s\n' "$out" | sed -n "s/^$p .*: \([0-9]*\) of.*/\1/p")
        [ -n "$acc" ] || continue
        printf '| %s | %s | %d | %s |\n' "$(basename "$corpus")" "$p" \
            $((ir / n)) "$acc"
    done
done
# Random long http URLs (bench.c's make_http: an escape about every 40
# bytes, a "/" about every 12, a search at the end), instructions per byte.
echo
echo "| random http URLs of | parser | instructions/byte |"
echo "|---:|---|---:|"
for len in 100 1000 10000 100000; do
    for p in url1738 bytescan; do
        out=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null \
            --toggle-collect="bench_$p" "$B" --only=$p --scale="$len" 2>&1) \
            || continue
        ir=$(printf '%s\n' "$out" | sed -n 's/.*I *refs: *//p' | tr -d ,)
        bytes=$(printf '%s\n' "$out" | sed -n 's/.* URLs, \([0-9]*\) bytes.*/\1/p')
        [ -n "$bytes" ] || continue
        printf '| %s B | %s | %s |\n' "$len" "$p" \
            "$(echo "scale=2; $ir / $bytes" | bc -l)"
    done
done
