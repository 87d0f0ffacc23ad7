#!/bin/sh
# SPDX-License-Identifier: MIT
# t_man_synopsis.sh - url1738(1)'s SYNOPSIS says what the program does:
# every command of `url1738 help` has its line there, and where a
# command's help lists the names --spec accepts ("SPEC: a, b, c"), its
# SYNOPSIS line lists the same names in the same order; the global
# --lang option is there too. The translated pages have the same lines
# (t_man_options.sh compares the rest). A failure prints the command,
# what the program says and what the page says.
. tests/harness.sh

# synopsis PAGE CMD: the ".RB [ \-\-spec=..." names of CMD's first
# entry in SYNOPSIS (the page's second section, whatever its title), "a | b | c"; "none" without --spec; "missing" without
# an entry.
synopsis() {
    awk -v cmd="$2" '
        /^\.SH / { sh++; insyn = (sh == 2) }
        insyn && prev == ".SY url1738" && $0 == ".B " cmd { inent = 1; found = 1; spec = "none" }
        inent && /^\.YS/ { inent = 0; print spec; exit }
        inent && /spec=/ { s = $0; sub(/.*spec=/, "", s); sub(/ \]$/, "", s); spec = s }
        { prev = $0 }
        END { if (!found) print "missing" }
    ' "$1"
}

cmds=$("$BUILD/url1738" help 2>&1 | sed -n '/^commands:/,/^$/p' \
    | sed -n 's/^  \([a-z][a-z]*\)  .*/\1/p')
[ -n "$cmds" ] || fail "url1738 help lists no command"
for page in docs/url1738.1 docs/ja/url1738.1 docs/zh-Hant/url1738.1; do
    [ -f "$page" ] || { fail "$page missing"; continue; }
    for c in $cmds; do
        want=$("$BUILD/url1738" help "$c" 2>&1 \
            | sed -n 's/^ *SPEC: //p' | head -n 1 | sed 's/, / | /g')
        [ -n "$want" ] || want=none
        got=$(synopsis "$page" "$c")
        if [ "$got" = "$want" ]; then ok=$((ok + 1))
        else fail "$page: SYNOPSIS of '$c': program says --spec '$want', page says '$got'"
        fi
    done
    if grep -q '^\.BI \\-\\-lang= LANG$' "$page"; then ok=$((ok + 1))
    else fail "$page: SYNOPSIS has no --lang=LANG line"
    fi
done
finish
