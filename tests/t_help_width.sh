#!/bin/sh
# SPDX-License-Identifier: MIT
# t_help_width.sh - the help's layout in display columns, in every
# language: every line of `url1738 --help`, of every `url1738 CMD --help`
# and of the name lists of usage errors fits in 78 columns, counting a
# Japanese or Chinese (wide) character as two; no line breaks inside a
# UTF-8 sequence or before '、' '。' '）'; and no option's help wraps
# before the line is full (the bug this test was written for: columns
# counted in bytes wrapped Japanese and Chinese help at about half the
# width). tests/help_width.py checks, with Python's Unicode tables.
. tests/harness.sh
P=$BUILD/url1738
W=78

# The checker itself can fail: a sample with one fault per line.
printf '%s\n' \
    "$(printf '%040d' 0 | sed 's/0/あ/g')" \
    '、で始まる行' \
    '  --opt    短い' \
    '           行' \
    | sed 's/^0*//' >"$tmp/bad"
python3 tests/help_width.py $W "$tmp/bad" >"$tmp/res"
case $(tail -n 1 "$tmp/res") in
"checked 5 lines, 3 failed") ok=$((ok + 1)) ;;
*) fail "help_width.py misses faults: $(cat "$tmp/res")" ;;
esac

# Issue 28: help broke inside words ("同\nじ", "デフォル\nト", "部\n分")
# and between a number and its noun ("第\n6 節"): one fault a pair.
printf '%s\n' \
    '  --a      ひらがなの同' \
    '           じ' \
    '  --b      デフォル' \
    '           ト' \
    '  --c      この部' \
    '           分' \
    '  --d      RFC 1738 の第' \
    '           6 節' \
    '  --e      文字列を' \
    '           読む' >"$tmp/bad2"
python3 tests/help_width.py $W "$tmp/bad2" >"$tmp/res"
n=$(grep -c 'breaks' "$tmp/res")
if [ "$n" -eq 4 ]; then ok=$((ok + 1)); else
    fail "help_width.py: wanted 4 broken words, found $n: $(cat "$tmp/res")"
fi

commands=$("$P" --help | awk '/^commands:/ { f = 1; next }
                               f && /^  [a-z]/ { print $1 }')
[ -n "$commands" ] || fail "url1738 --help lists no commands"

# One row per text: language, what to run, which stream.
rows=$tmp/rows
for l in en ja zh-Hant; do
    echo "$l|--help|1"
    echo "$l|help|1"
    for c in $commands; do
        [ "$c" = help ] || echo "$l|$c --help|1"
    done
    echo "$l|parse --bogus|2"
    echo "$l|nosuch|2"
    echo "$l|parse --format=tsv --fields=nosuch x|2"
    echo "$l|build --nosuch|2"
done >"$rows"

# Each text into its own file, then one run of the checker over all.
n=0
while IFS='|' read -r l args stream; do
    n=$((n + 1))
    # shellcheck disable=SC2086
    if [ "$stream" = 1 ]; then
        "$P" --lang=$l $args >"$tmp/text.$n" 2>/dev/null
    else
        "$P" --lang=$l $args 2>"$tmp/text.$n" >/dev/null
    fi
    [ -s "$tmp/text.$n" ] ||
        fail "url1738 --lang=$l $args wrote nothing on fd $stream"
done <"$rows"
[ "$n" -ge 48 ] || fail "only $n help texts checked"
i=0
set --
while [ $i -lt "$n" ]; do
    i=$((i + 1))
    set -- "$@" "$tmp/text.$i"
done
python3 tests/help_width.py $W "$@" >"$tmp/res" 2>&1
n=0
while IFS='|' read -r l args stream; do
    n=$((n + 1))
    if grep -qx "$tmp/text.$n: 0 failed" "$tmp/res"; then
        ok=$((ok + 1))
    else
        fail "url1738 --lang=$l $args: $(grep -F "$tmp/text.$n:" "$tmp/res")"
    fi
done <"$rows"
finish
