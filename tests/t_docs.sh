#!/bin/sh
# SPDX-License-Identifier: MIT
# t_docs.sh - the documentation's examples are run, so they cannot drift.
#
# 1. Every example of README.md and docs/*.md written as a command line
#    "$ ... build/url1738 ..." inside a ```console block (a line ending in
#    "\" continues on the next) is run from the top of the tree with sh,
#    and its standard output must equal, byte for byte, the lines shown
#    under it up to the next "$ " line or the end of the block. The other
#    "$ " lines of such a block run too, in order (set-up); blocks without
#    build/url1738 (make install, sqlite3, ...) are not run.
# 2. The README's C example (its first ```c block) is compiled against the
#    library with -Wall -Wextra -Werror, run, and its output compared with
#    the ```text block that follows it.
# 3. No message of the program points at a file of this repository
#    (docs/..., *.md): an installed user has none. And every relative link
#    of README.md and docs/*.md leads to a file that exists.
# 4. url1738(1) describes every command and option that --help lists.
# 5. url1738(3) names every function include/url1738.h declares.
# 6. The README's two commands and .ci/run install with tools/deps.sh.
# Ends with "tests/t_docs.sh ok N  fail M" for tests/run.sh.
. tests/harness.sh
CC=${CC:-cc}

# ----- 1. console examples: one directory per command (cmd, want,
# where), numbered in document order. A block is run, every "$ " line of
# it in order, when one of them runs build/url1738 (so its set-up lines,
# such as a printf into a file, run too); other blocks are not.
for f in README.md docs/*.md docs/ja/*.md docs/zh-Hant/*.md; do
    awk -v dir="$tmp" -v file="$f" '
        function end_cmd() {
            if (cmd != "") {
                k++; cmds[k] = cmd; wants[k] = want; lines[k] = line
            }
            cmd = ""; want = ""; cont = 0
        }
        function end_block(   i, n, d) {
            end_cmd()
            for (i = 1; runs && i <= k; i++) {
                n = 0
                while ((getline x < (dir "/count")) > 0) n = x
                close(dir "/count")
                n++
                print n > (dir "/count"); close(dir "/count")
                d = sprintf("%s/ex%05d", dir, n)
                system("mkdir -p " d)
                printf "%s\n", cmds[i] > (d "/cmd"); close(d "/cmd")
                printf "%s", wants[i] > (d "/want"); close(d "/want")
                printf "%s:%d", file, lines[i] > (d "/where")
                close(d "/where")
            }
            k = 0; runs = 0
        }
        /^```console[ \t]*$/ { inblock = 1; k = 0; runs = 0; cmd = ""; next }
        inblock && /^```[ \t]*$/ { end_block(); inblock = 0; next }
        !inblock { next }
        cont { cmd = cmd "\n" $0; cont = /\\$/; next }
        /^\$ / {
            end_cmd()
            cmd = substr($0, 3); line = NR; cont = /\\$/
            if ($0 ~ /build\/url1738/) runs = 1
            next
        }
        cmd != "" { want = want $0 "\n" }
    ' "$f"
done

examples=0
for d in "$tmp"/ex*; do
    [ -d "$d" ] || continue
    examples=$((examples + 1))
    where=$(cat "$d/where")
    # The same commands against the build under test (BUILD=build-clang).
    sed "s|build/url1738|$BUILD/url1738|g" "$d/cmd" >"$d/run"
    # English unless the example sets its own language (LANG=, --lang).
    env -u LC_ALL -u LC_MESSAGES LANG=C sh "$d/run" >"$d/got" 2>"$d/err"
    if cmp -s "$d/want" "$d/got"; then
        ok=$((ok + 1))
    else
        fail "$where: $(head -n 1 "$d/cmd")"
        diff "$d/want" "$d/got" | sed 's/^/    /' >&2
    fi
done
# A change that hides the examples from this test must not pass it.
if [ "$examples" -lt 15 ]; then
    fail "only $examples console examples found in README.md and docs/"
fi

# ----- 2. the README's C example
awk '/^```c[ \t]*$/ && !done { inc = 1; next }
     inc && /^```/ { inc = 0; done = 1; next }
     inc' README.md >"$tmp/example.c"
awk '/^```c[ \t]*$/ { c = 1 }
     c == 1 && /^```[ \t]*$/ { c = 2; next }
     c == 2 && /^```text[ \t]*$/ { t = 1; next }
     t && /^```/ { exit }
     t' README.md >"$tmp/example.want"
if [ ! -s "$tmp/example.c" ] || [ ! -s "$tmp/example.want" ]; then
    fail "README.md: no \`\`\`c example followed by its \`\`\`text output"
elif ! $CC -std=c11 -Wall -Wextra -Wpedantic -Werror -Iinclude \
        -o "$tmp/example" "$tmp/example.c" "$BUILD/liburl1738.a" \
        2>"$tmp/cc.err"; then
    fail "README.md: the C example does not compile"
    sed 's/^/    /' "$tmp/cc.err" >&2
else
    ok=$((ok + 1))
    "$tmp/example" >"$tmp/example.got"
    st=$?
    if [ "$st" -eq 0 ] && cmp -s "$tmp/example.want" "$tmp/example.got"; then
        ok=$((ok + 1))
    else
        fail "README.md: the C example exits $st or prints other lines"
        diff "$tmp/example.want" "$tmp/example.got" | sed 's/^/    /' >&2
    fi
fi

# ----- relative links of the docs lead to files that exist
for f in README.md docs/*.md docs/ja/*.md docs/zh-Hant/*.md; do
    dir=$(dirname "$f")
    for target in $(grep -o '](\([^)]*\))' "$f" | sed 's/^](//; s/)$//; s/#.*//' \
                    | grep -v '^[a-z]*:' | sort -u); do
        [ -n "$target" ] || continue
        if [ -e "$dir/$target" ]; then
            ok=$((ok + 1))
        else
            fail "$f: link to $target, which is not there"
        fi
    done
done

# ----- 4. url1738(1) describes every command and every option the
# program's help lists (build's --PART: every part name).
P=$BUILD/url1738
"$P" --help | sed -n '/^commands:/,/^$/p' | sed -n 's/^  \([a-z]*\) .*/\1/p' \
    >"$tmp/commands"
[ -s "$tmp/commands" ] || fail "url1738 --help lists no commands"
for c in $(cat "$tmp/commands"); do
    # an entry: ".TP", then ".B name ..."
    if awk -v c="$c" 'tp && ($0 == ".B " c || index($0, ".B " c " ") == 1) \
                          { found = 1 }
                      { tp = /^\.TP/ } END { exit !found }' docs/url1738.1
    then
        ok=$((ok + 1))
    else
        fail "url1738(1) has no entry for the command $c"
    fi
    [ "$c" = help ] && continue
    # Its help (any command --help lists, present or future): exit 0, a
    # usage line, -h, and `help CMD` the same text.
    "$P" "$c" --help >"$tmp/help"
    st=$?
    "$P" help "$c" >"$tmp/help2"
    if [ "$st" -eq 0 ] && grep -q "^usage: url1738 $c " "$tmp/help" &&
       grep -q '^  -h, --help ' "$tmp/help" && cmp -s "$tmp/help" "$tmp/help2"
    then
        ok=$((ok + 1))
    else
        fail "url1738 $c --help (status $st) or help $c is not its help"
    fi
    for o in $(sed -n 's/^  --\([a-z0-9-]*\).*/\1/p' "$tmp/help"); do
        [ "$o" = PART ] && continue
        if grep -q "\\\\-\\\\-$o\\b" docs/url1738.1; then
            ok=$((ok + 1))
        else
            fail "url1738(1) does not describe $c --$o"
        fi
    done
    # The names an option accepts ("FORMAT: json, tsv, csv"): each one in
    # the page; build's PART names as options (--user, ...).
    awk '/^  -/ { inlist = 0; opt = /^  --[A-Z]/ }
         /^[^ ]/ || /^  [0-9] / { inlist = 0 }
         /^ +[A-Z]+:/ { inlist = 1; sub(/^ +[A-Z]+:/, "") }
         inlist { gsub(",", " ")
                  for (i = 1; i <= NF; i++) print (opt ? "option" : "name"), $i }
        ' "$tmp/help" >"$tmp/names"
    while read -r label name; do
        if [ "$label" = option ]; then
            want="\\\\-\\\\-$name\\b"
        else
            want="\\b$name\\b"
        fi
        if grep -q "$want" docs/url1738.1; then
            ok=$((ok + 1))
        else
            fail "url1738(1) does not name $c's $label $name"
        fi
    done <"$tmp/names"
done

# ----- 5. url1738(3), which `man FUNCTION` shows for every function the
# header declares (make install's link pages), names each of them.
for f in $(grep '^URL1738_API' include/url1738.h |
           grep -o 'url1738_[a-z0-9_]*(' | tr -d '('); do
    if grep -q "\\b$f\\b" docs/url1738.3; then
        ok=$((ok + 1))
    else
        fail "url1738(3) does not describe $f"
    fi
done

# ----- 6. the README's two commands install with tools/deps.sh, the one
# list of packages (.ci/run uses it too), and no doc names a package list
# of its own.
for want in 'sh tools/deps.sh && make && build/url1738 ' \
            'sh tools/deps.sh --test && make test'; do
    if grep -q "^$want" README.md; then
        ok=$((ok + 1))
    else
        fail "README.md has no command starting '$want'"
    fi
done
if grep -q '^sh tools/deps.sh --test$' .ci/run; then
    ok=$((ok + 1))
else
    fail ".ci/run does not run 'sh tools/deps.sh --test'"
fi
if grep -n 'apt-get install.*postgresql-15\|apt-get update &&' README.md \
        docs/*.md >"$tmp/apt"; then
    fail "docs install packages by a list of their own (use tools/deps.sh):"
    sed 's/^/    /' "$tmp/apt" >&2
else
    ok=$((ok + 1))
fi

# ----- 3. no message names a file of the repository
if strings "$BUILD/url1738" | grep -E 'docs/|[a-z]\.md\b|tests/' \
        >"$tmp/refs"; then
    fail "the program's strings name repository files:"
    sed 's/^/    /' "$tmp/refs" >&2
else
    ok=$((ok + 1))
fi

finish
