#!/bin/sh
# SPDX-License-Identifier: MIT
# t_pipeline.sh - `url1738 parse --format=tsv|csv` cut into pieces and run
# in parallel (split, xargs -P, appending to one file) loses no line and
# changes none: the pieces put back together equal one serial run.
# Ends with "tests/t_pipeline.sh ok N  fail M" for tests/run.sh.
BUILD=${BUILD:-build}
P=$BUILD/url1738
me=tests/t_pipeline.sh
ok=0
ko=0
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

check() { # DESCRIPTION WANTED-FILE GOT-FILE
    if cmp -s "$2" "$3"; then
        ok=$((ok + 1))
    else
        ko=$((ko + 1))
        echo "$me: FAIL: $1 ($(wc -l <"$2") vs $(wc -l <"$3") lines)" >&2
    fi
}

# Input: a real corpus plus invalid lines, a CR LF line and an empty
# line, numbered so that any loss or reordering shows. The corpus is
# $URL1738_URLS or tests/data/urls (tests/harness.c); missing, the
# run goes on with made-up lines but fails.
corpus=${URL1738_URLS:-tests/data/urls}/kasztp_web.txt
if [ -s "$corpus" ]; then
    head -n 20000 "$corpus" >"$tmp/base"
    ok=$((ok + 1))
else
    ko=$((ko + 1))
    echo "$me: FAIL: $corpus is missing (tests/data/urls in the repository," \
        "or set URL1738_URLS)" >&2
    i=0
    while [ $i -lt 2000 ]; do echo "http://h$i.example/p/$i?q=$i"; i=$((i + 1)); done >"$tmp/base"
fi
awk '{ print $0 "/" NR } NR % 97 == 0 { print "http://bad host/" NR }
     NR % 501 == 0 { print "" ; printf "ftp://h/%d\r\n", NR }' \
    "$tmp/base" >"$tmp/in"
lines=$(wc -l <"$tmp/in")

for fmt in tsv csv; do
    f=input,valid,error_offset,scheme,host,port,path
    "$P" parse --format=$fmt --fields=$f <"$tmp/in" >"$tmp/serial.$fmt"

    # One output row per input line.
    rows=$(tr -d '\r' <"$tmp/serial.$fmt" | wc -l)
    echo "$lines" >"$tmp/want"
    echo "$rows" >"$tmp/got"
    check "$fmt: one row per line" "$tmp/want" "$tmp/got"

    # split into pieces, one process per piece, 4 at a time, then the
    # pieces' outputs concatenated in piece order.
    mkdir -p "$tmp/p.$fmt"
    (cd "$tmp/p.$fmt" && split -l 997 -a 3 ../in piece.)
    ls "$tmp/p.$fmt"/piece.* | xargs -P 4 -n 1 sh -c \
        '"$0" parse --format='$fmt' --fields='$f' <"$1" >"$1.out"; :' "$P"
    cat "$tmp/p.$fmt"/piece.*.out >"$tmp/joined.$fmt"
    check "$fmt: split | xargs -P 4, joined in order" \
        "$tmp/serial.$fmt" "$tmp/joined.$fmt"

    # Four processes appending to one file at once: rows may come in any
    # order but each must arrive whole, once.
    : >"$tmp/shared.$fmt"
    ls "$tmp/p.$fmt"/piece.??? | xargs -P 4 -n 1 sh -c \
        '"$0" parse --format='$fmt' --fields='$f' <"$2" >>"$1"; :' \
        "$P" "$tmp/shared.$fmt"
    LC_ALL=C sort "$tmp/serial.$fmt" >"$tmp/s1"
    LC_ALL=C sort "$tmp/shared.$fmt" >"$tmp/s2"
    check "$fmt: xargs -P 4 appending to one file, whole rows" \
        "$tmp/s1" "$tmp/s2"
done

# Many URLs as arguments, 50 per process, 4 processes, outputs by batch.
head -n 3000 "$tmp/base" >"$tmp/args"
"$P" parse --format=tsv --fields=input,host <"$tmp/args" >"$tmp/a.serial"
tr '\n' '\0' <"$tmp/args" \
    | xargs -0 -P 4 -n 50 "$P" parse --format=tsv --fields=input,host -- \
    >"$tmp/a.par"
LC_ALL=C sort "$tmp/a.serial" >"$tmp/s1"
LC_ALL=C sort "$tmp/a.par" >"$tmp/s2"
check "tsv: xargs -P 4 -n 50 with URLs as arguments" "$tmp/s1" "$tmp/s2"

echo "$me ok $ok  fail $ko"
[ "$ko" -eq 0 ]
