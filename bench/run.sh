#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/run.sh - `make bench`: installs the peers where missing, builds
# bench/bench.c (+ Boost.URL's C++ side) against the library, and runs it
# on every corpus of tests/data/urls, then the scale case and the
# program's batch throughput. usage: sh bench/run.sh [BUILD_DIR]
set -e
BUILD=${1:-build}
CC=${CC:-cc}
CXX=${CXX:-c++}
CORPORA=${CORPORA:-tests/data/urls}
ROUNDS=${ROUNDS:-21}
OUT=$BUILD/bench
mkdir -p "$OUT"

sh bench/setup.sh || echo "bench: set-up failed; benching what is installed" >&2

defs="" libs="" objs=""
have() { pkg-config --exists "$1" 2>/dev/null; }
if have liburiparser; then
    defs="$defs -DHAVE_URIPARSER"; libs="$libs $(pkg-config --libs liburiparser)"
else echo "bench: uriparser missing, skipped" >&2; fi
if have libcurl; then
    defs="$defs -DHAVE_CURL"; libs="$libs $(pkg-config --libs libcurl)"
else echo "bench: libcurl missing, skipped" >&2; fi
if have glib-2.0; then
    defs="$defs -DHAVE_GLIB $(pkg-config --cflags glib-2.0)"
    libs="$libs $(pkg-config --libs glib-2.0)"
else echo "bench: GLib missing, skipped" >&2; fi
# Boost.URL first shipped in Boost 1.81.
if printf '#include <boost/url/src.hpp>\nint main(){return 0;}\n' \
    | $CXX -std=c++17 -x c++ -fsyntax-only - 2>/dev/null; then
    $CXX -std=c++17 -O2 -g -Ibench -c bench/boost_url.cpp -o "$OUT/boost_url.o"
    defs="$defs -DHAVE_BOOST_URL"; objs="$OUT/boost_url.o"
    link=$CXX
else
    echo "bench: Boost.URL (Boost >= 1.81) missing, skipped" >&2
    link=$CC
fi
# ada (WHATWG URL, C++20) from its source: ADA_DIR is a checkout of
# github.com/ada-url/ada (bench/setup.sh); its src/ada.cpp (one file that
# includes the others) is compiled once into $OUT/ada.o.
ADA_DIR=${ADA_DIR:-/work/ada}
if [ -f "$ADA_DIR/src/ada.cpp" ] && [ -f "$ADA_DIR/include/ada.h" ]; then
    ada_rev=$(git -C "$ADA_DIR" rev-parse --short HEAD 2>/dev/null || echo ?)
    if [ ! -f "$OUT/ada.o" ] || [ "$(cat "$OUT/ada.rev" 2>/dev/null)" != "$ada_rev" ]; then
        echo "bench: compiling ada $ada_rev ($ADA_DIR/src/ada.cpp)" >&2
        $CXX -std=c++20 -O2 -I"$ADA_DIR/include" -c "$ADA_DIR/src/ada.cpp" \
            -o "$OUT/ada.o" && echo "$ada_rev" >"$OUT/ada.rev"
    fi
    $CXX -std=c++20 -O2 -g -I"$ADA_DIR/include" -Ibench -c bench/ada.cpp \
        -o "$OUT/ada_ops.o"
    defs="$defs -DHAVE_ADA"; objs="$objs $OUT/ada_ops.o $OUT/ada.o"
    link=$CXX
else
    echo "bench: ada missing (ADA_DIR=$ADA_DIR has no src/ada.cpp; see" \
         "bench/setup.sh), skipped" >&2
fi
echo "$defs" >"$OUT/defs"
$CC -std=c11 -O2 -g -Wall -Wextra -Iinclude -Ibench $defs -c bench/bench.c \
    -o "$OUT/bench.o"
$link -O2 -g -o "$OUT/bench" "$OUT/bench.o" $objs "$BUILD/liburl1738.a" $libs
# BENCH_BUILD_ONLY=1: the program only (bench/callgrind.sh, bench/ops.sh).
[ -n "${BENCH_BUILD_ONLY:-}" ] && exit 0

echo "## url1738 bench: $(date -u +%Y-%m-%d) on $(uname -m), \
$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //'), \
$(nproc) core(s); $($CC --version | head -n 1)"
# kasztp_web.txt with https:// read as http:// (issue 15): https is no
# RFC 1738 scheme (genericurl), http is, and splits path and query.
web="$CORPORA/kasztp_web.txt"
http_corpus=""
if [ -f "$web" ]; then
    http_corpus="$OUT/kasztp_web_http.txt"
    sed 's#^https://#http://#' "$web" >"$http_corpus"
fi
"$OUT/bench" --rounds="$ROUNDS" --scale "$CORPORA"/*.txt $http_corpus \
    | tee "$OUT/bench.md"
# The WHATWG reading beside ada: the same href on every line both accept.
if grep -q HAVE_ADA "$OUT/defs" 2>/dev/null && [ -f "$web" ]; then
    echo
    "$OUT/bench" --same-href "$web" | tee -a "$OUT/bench.md"
fi
# Every operation after parsing beside its peers (issue 30).
for c in "$CORPORA"/kasztp_web.txt "$CORPORA"/node_files.txt; do
    [ -f "$c" ] && "$OUT/bench" --rounds="$ROUNDS" --ops "$c" | tee -a "$OUT/bench.md"
done
# The RFC 3986 reading beside RFC 1738 and uriparser, one line a corpus.
sh bench/readings.sh "$BUILD" "$OUT/bench.md" "$CORPORA"/*.txt $http_corpus

# The program, batch mode: 1,000,000 lines of kasztp_web.txt, median of 5.
if [ -f "$web" ]; then
    big="$OUT/web_1m.txt"
    n=0
    : >"$big"
    while [ "$n" -lt 21 ]; do cat "$web" >>"$big"; n=$((n + 1)); done
    head -n 1000000 "$big" >"$big.tmp" && mv "$big.tmp" "$big"
    echo
    echo "### url1738 parse, 1,000,000 lines of kasztp_web.txt, median of 5"
    echo
    echo "| format | seconds | URLs/s |"
    echo "|---|---:|---:|"
    for fmt in json tsv csv; do
        times=""
        for i in 1 2 3 4 5; do
            t0=$(date +%s.%N)
            "$BUILD/url1738" parse --format=$fmt <"$big" >/dev/null || true
            t1=$(date +%s.%N)
            times="$times $(echo "$t1 - $t0" | bc -l)"
        done
        med=$(printf '%s\n' $times | sort -n | sed -n 3p)
        printf '| %s | %.3f | %.0f |\n' "$fmt" "$med" \
            "$(echo "1000000 / $med" | bc -l)"
    done
fi
