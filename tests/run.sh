#!/bin/sh
# SPDX-License-Identifier: MIT
# Runs every unit-test program given as arguments, then the end-to-end
# cases of tests/e2e/*.cases against the program, and prints one final
# line: "N passed, N failed". Exits non-zero when anything failed.
BUILD=${BUILD:-build}
passed=0
failed=0
for t in "$@"; do
    out=$("$t" 2>&1)
    st=$?
    line=$(printf '%s\n' "$out" | tail -n 1)
    printf '%s\n' "$out" | grep -v '^'"$t"' ' >&2
    ok=$(printf '%s\n' "$line" | sed -n 's/.* ok \([0-9]*\)  fail \([0-9]*\)$/\1/p')
    ko=$(printf '%s\n' "$line" | sed -n 's/.* ok \([0-9]*\)  fail \([0-9]*\)$/\2/p')
    if [ -z "$ok" ]; then
        echo "$t: crashed or printed no count (status $st)" >&2
        ok=0; ko=1
    elif [ "$st" -ne 0 ] && [ "$ko" -eq 0 ]; then
        echo "$t: exited with status $st" >&2
        ko=1
    fi
    echo "$line"
    passed=$((passed + ok))
    failed=$((failed + ko))
done
# Each case file runs in English, then in Japanese and Chinese (issue 19):
# the same exit statuses and output but for the messages, each translated.
for f in tests/e2e/*.cases; do
    [ -f "$f" ] || continue
    for loc in "" --locale=ja_JP.UTF-8 --locale=zh_TW.UTF-8; do
        line=$("$BUILD/e2e" $loc "$BUILD/url1738" "$f" | tail -n 1)
        echo "$line"
        ok=$(printf '%s\n' "$line" | sed -n 's/.* ok \([0-9]*\)  fail \([0-9]*\)$/\1/p')
        ko=$(printf '%s\n' "$line" | sed -n 's/.* ok \([0-9]*\)  fail \([0-9]*\)$/\2/p')
        [ -n "$ok" ] || { ok=0; ko=1; echo "$f $loc: runner failed" >&2; }
        passed=$((passed + ok))
        failed=$((failed + ko))
    done
done
# Shell tests (tests/t_*.sh) end with the same "NAME ok N  fail M" line.
for s in tests/t_*.sh; do
    [ -f "$s" ] || continue
    line=$(BUILD="$BUILD" sh "$s" | tail -n 1)
    echo "$line"
    ok=$(printf '%s\n' "$line" | sed -n 's/.* ok \([0-9]*\)  fail \([0-9]*\)$/\1/p')
    ko=$(printf '%s\n' "$line" | sed -n 's/.* ok \([0-9]*\)  fail \([0-9]*\)$/\2/p')
    [ -n "$ok" ] || { ok=0; ko=1; echo "$s: printed no count" >&2; }
    passed=$((passed + ok))
    failed=$((failed + ko))
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
