#!/bin/sh
# SPDX-License-Identifier: MIT
# abi/check.sh BUILD [--update] - the ABI of build/liburl1738.so against
# abi/liburl1738.abi: the exported dynamic symbols (sorted) and the
# public structs' sizes and member offsets (abi/dump.c, built as
# BUILD/abi_dump). Prints a diff and exits 1 on any difference; with
# --update, rewrites abi/liburl1738.abi instead (abi/README).
BUILD=${1:-build}
want=abi/liburl1738.abi
so=$BUILD/liburl1738.so
dump=$BUILD/abi_dump
for f in "$so" "$dump"; do
    [ -f "$f" ] || { echo "abi/check.sh: $f is missing (make all $dump)" >&2; exit 2; }
done
command -v nm >/dev/null || { echo "abi/check.sh: nm is missing (binutils)" >&2; exit 2; }
got=$(mktemp) || exit 2
trap 'rm -f "$got"' EXIT
{
    "$dump" || exit 2
    echo "symbols"
    nm -D --defined-only "$so" | awk '$2 ~ /^[TDRBW]$/ { print "  " $3 }' | sort
} >"$got"
if [ "$2" = "--update" ]; then
    cp "$got" "$want" && echo "abi/check.sh: $want updated"
    exit 0
fi
if ! diff -u "$want" "$got"; then
    echo "abi/check.sh: the ABI changed (see abi/README: append members," \
         "never remove or move one; then make abi-update)" >&2
    exit 1
fi
echo "abi/check.sh: ABI unchanged ($(sed -n '/^symbols/,$p' "$want" | grep -c '^  ') symbols)"
