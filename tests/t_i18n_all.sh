#!/bin/sh
# SPDX-License-Identifier: MIT
# t_i18n_all.sh - no English sentence left in a translated run (issue 28).
#
# Every subcommand's success and error paths (usage errors, invalid
# inputs, refusals, local I/O errors, fetch of a file: URL and of a
# missing one, a redirect not followed is tests/t_fetch.sh's) run under
# LANG=ja_JP.UTF-8 and LANG=zh_TW.UTF-8; their standard output and error
# must hold no English sentence: no run of two English words (letters
# only, the first lower-case) outside quotes, URLs, option names and the
# JSON keys. The same runs in English must find such runs (the check
# sees English where there is some).
. tests/harness.sh
P=$BUILD/url1738

printf 'hello http://example.com/a b\n' >"$tmp/in.txt"
printf 'x' >"$tmp/data"
mkdir "$tmp/dir"
# One command a line: the arguments after url1738 (eval'd).
cat >"$tmp/cmds" <<EOF2
parse 'http://h/a'
parse 'http://h:/' 'http://h/a b' 'ftp://h/\\x01'
parse --frobnicate
normalize 'HTTP://H/%7e'
normalize 'http://h:x/'
encode --part=path 'a b'
encode --part=nosuch x
decode '%41%zz'
build '{"scheme":"http","host":"h"}'
build '{"scheme":"http","port":"x"}'
build '[1'
compare 'http://h/' 'HTTP://h/'
compare 'http://h/'
plan 'ftp://u@h/d/f;type=i'
plan 'ftp://h/a%0Db' 'http://h:25/' 'gopher://h:71/1a?+' 'news:x'
lint 'http://h:8080/a%2f'
lint 'file://far/x' 'news:*'
diff 'http://h/a'
diff 'http://u@h:1@x/'
extract $tmp/in.txt
extract $tmp/nosuch
resolve 'http://h/a/b' '../c'
resolve 'x' 'y'
relativize 'http://h/a/b' 'http://h/a/c'
relativize 'http://h/a' 'ftp://h/b'
fetch file://$tmp/data
fetch file://$tmp/nosuch
fetch file://$tmp/dir/
fetch 'ftp://h/a%0Db'
fetch --json file://$tmp/nosuch
fetch --timeout=x file:///x
fetch -o /nonexistent/dir/f file://$tmp/data
fetch --progress file://$tmp/data
frobnicate
help parse
EOF2

# The English sentences of a run's output: runs of two words of
# lower-case letters, once the quoted strings of the user's
# own (URLs, file names), option names and JSON keys are taken out.
english() {
    sed -e 's/"[a-z_]*"://g' \
        -e "s/'[^']*'//g" \
        -e 's/--[a-z-]*\(=[A-Za-z,|]*\)\{0,1\}//g' \
        -e 's#[a-z+]*://[^ "]*##g' \
        -e 's#/[^ "]*##g' "$1" |
        grep -oE '(^|[^A-Za-z0-9_.-])([a-z][a-z]+ [a-z][a-z]+|[0-9]+ bytes?|offset [0-9]+)' |
        grep -vE 'url1738|gopher\+|US-ASCII|mailto|addr-spec|msg-id' || true
}

n=0
while IFS= read -r cmd; do
    n=$((n + 1))
    for loc in ja_JP.UTF-8 zh_TW.UTF-8; do
        eval "env -i PATH=\"\$PATH\" LANG=$loc \"\$P\" $cmd" \
            >"$tmp/out" 2>&1 </dev/null
        left=$(english "$tmp/out")
        if [ -n "$left" ]; then
            fail "LANG=$loc url1738 $cmd: English left: $(printf '%s' "$left" | head -n 3 | tr '\n' '|') in: $(head -c 600 "$tmp/out")"
        else
            ok=$((ok + 1))
        fi
    done
done <"$tmp/cmds"
# The check finds English in the English runs.
found=0
while IFS= read -r cmd; do
    eval "env -i PATH=\"\$PATH\" LANG=C \"\$P\" $cmd" >"$tmp/out" 2>&1 </dev/null
    [ -n "$(english "$tmp/out")" ] && found=$((found + 1))
done <"$tmp/cmds"
if [ "$found" -ge $((n / 2)) ]; then
    ok=$((ok + 1))
else
    fail "the check finds English in only $found of $n English runs"
fi
finish
