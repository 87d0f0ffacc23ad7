#!/bin/sh
# SPDX-License-Identifier: MIT
# Runs every unit-test program given as arguments, then the end-to-end
# cases of tests/e2e/*.cases against the program, and prints one final
# line: "N passed, N failed". Exits non-zero when anything failed.
# Just before that line it repeats, for each test that failed, its name
# and the last lines it printed: a log read from its end (CI's) shows
# what failed without scrolling through millions of passes.
BUILD=${BUILD:-build}
passed=0
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
nfailed=0
# note_failure NAME FILE: keep FILE's last lines for the closing report.
note_failure() {
    nfailed=$((nfailed + 1))
    { echo "---- $1"; tail -n 25 "$2"; } >"$tmp/failure.$(printf %03d "$nfailed")"
}
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
    if [ "$ko" -ne 0 ]; then
        printf '%s\n' "$out" >"$tmp/out"
        note_failure "$t (status $st)" "$tmp/out"
    fi
    passed=$((passed + ok))
    failed=$((failed + ko))
done
# Each case file runs in English, then in Japanese and Chinese (issue 19):
# the same exit statuses and output but for the messages, each translated.
for f in tests/e2e/*.cases; do
    [ -f "$f" ] || continue
    for loc in "" --locale=ja_JP.UTF-8 --locale=zh_TW.UTF-8; do
        "$BUILD/e2e" $loc "$BUILD/url1738" "$f" >"$tmp/out" 2>&1
        line=$(tail -n 1 "$tmp/out")
        echo "$line"
        ok=$(printf '%s\n' "$line" | sed -n 's/.* ok \([0-9]*\)  fail \([0-9]*\)$/\1/p')
        ko=$(printf '%s\n' "$line" | sed -n 's/.* ok \([0-9]*\)  fail \([0-9]*\)$/\2/p')
        [ -n "$ok" ] || { ok=0; ko=1; echo "$f $loc: runner failed" >&2; }
        [ "$ko" -eq 0 ] || note_failure "$f $loc" "$tmp/out"
        passed=$((passed + ok))
        failed=$((failed + ko))
    done
done
# Shell tests (tests/t_*.sh) end with the same "NAME ok N  fail M" line.
for s in tests/t_*.sh; do
    [ -f "$s" ] || continue
    # stderr shown as it comes and kept; stdout's last line is the count.
    { BUILD="$BUILD" sh "$s" 2>&1 1>&3 | tee "$tmp/err" >&2; } 3>"$tmp/out"
    line=$(tail -n 1 "$tmp/out")
    echo "$line"
    ok=$(printf '%s\n' "$line" | sed -n 's/.* ok \([0-9]*\)  fail \([0-9]*\)$/\1/p')
    ko=$(printf '%s\n' "$line" | sed -n 's/.* ok \([0-9]*\)  fail \([0-9]*\)$/\2/p')
    [ -n "$ok" ] || { ok=0; ko=1; echo "$s: printed no count" >&2; }
    if [ "$ko" -ne 0 ]; then
        cat "$tmp/out" >>"$tmp/err"
        note_failure "$s" "$tmp/err"
    fi
    passed=$((passed + ok))
    failed=$((failed + ko))
done
if [ "$nfailed" -gt 0 ]; then
    echo "failed ($nfailed): the last lines of each"
    cat "$tmp"/failure.*
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
