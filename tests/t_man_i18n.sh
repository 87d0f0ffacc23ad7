#!/bin/sh
# SPDX-License-Identifier: MIT
# t_man_i18n.sh - the translated manual pages as man renders them (issue
# 28): no space inside Japanese or Chinese text (groff turns a source
# line break into a space: a CJK paragraph is written on one source
# line), no English word hyphenated across lines ("tel-/net": the pages
# say .nh), lines within 80 columns, Taiwan's full-width punctuation in
# Chinese. The check is run on a sample with each fault first.
. tests/harness.sh

command -v man >/dev/null 2>&1 || {
    fail "man is missing: sh tools/deps.sh --test installs man-db"
    finish
    exit 1
}

# check FILE: the faults of man's rendering of FILE, one a line. A UTF-8
# locale whatever the caller's (CI runs with none: man would then render
# for ASCII, dropping the very characters looked at).
check() {
    LC_ALL=C.UTF-8 MANWIDTH=80 timeout 120 man -l "$1" 2>/dev/null |
        LC_ALL=C.UTF-8 PYTHONIOENCODING=utf-8 python3 -c '
import re, sys
t = sys.stdin.read()
cjk = "\u3000-\u30ff\u3400-\u9fff\uff00-\uffef"
for m in re.findall("[%s] +[%s]" % (cjk, cjk), t):
    print("space inside CJK text: %r" % m)
for m in re.findall(r"[A-Za-z]+[\u2010-]\n\s*[a-z]+", t):
    print("hyphenated: %r" % m)
for line in t.split("\n"):
    if len(line) > 80:
        print("over 80 columns: %r" % line)
if "zh-Hant" in sys.argv[1]:
    for m in re.findall("[\u3400-\u9fff][,;:]|[,;:][\u3400-\u9fff]", t):
        print("ASCII punctuation in Chinese: %r" % m)
' "$1"
}

cat >"$tmp/bad.1" <<'MAN'
.TH T 1
.SH NAME
t \- test
.SH DESCRIPTION
入力を標準入力から
読む。
telnet telnet telnet telnet telnet telnet telnet telnet telnet telnet telnet
telnetelnetelnetelnet
MAN
if [ -n "$(check "$tmp/bad.1")" ]; then ok=$((ok + 1)); else
    fail "the check finds no fault in a faulty page"
fi

# The pages translated whole have every section and subsection of the
# English page, in its order (tests/t_man_options.sh compares the options,
# names and examples of every page).
sections() {    # the number of .SH and of .SS lines of a page
    printf '%s %s' "$(grep -c '^\.SH' "$1")" "$(grep -c '^\.SS' "$1")"
}
for f in docs/ja/url1738.7 docs/zh-Hant/url1738.7; do
    if [ "$(sections "$f")" = "$(sections docs/url1738.7)" ]; then
        ok=$((ok + 1))
    else
        fail "$f: sections $(sections "$f"), English $(sections docs/url1738.7)"
    fi
    # The same examples, verbatim.
    if [ "$(sed -n '/^\.EX/,/^\.EE/p' docs/url1738.7 | grep -c '://')" = \
         "$(sed -n '/^\.EX/,/^\.EE/p' "$f" | grep -c '://')" ]; then
        ok=$((ok + 1))
    else
        fail "$f: not the English page's examples"
    fi
done

for f in docs/ja/*.1 docs/zh-Hant/*.1 docs/ja/*.3 docs/zh-Hant/*.3 \
         docs/ja/*.7 docs/zh-Hant/*.7; do
    [ -f "$f" ] || continue
    # (a bounded run: groff 1.22.4 can loop forever on some break classes)
    w=$(timeout 120 groff -k -man -ww -Tutf8 -z "$f" 2>&1) ||
        w="$w (groff failed or ran over 120 s)"
    [ -z "$w" ] || fail "$f: groff -ww: $w"
    faults=$(check "$f")
    if [ -z "$faults" ]; then
        ok=$((ok + 1))
    else
        fail "$f: $(printf '%s\n' "$faults" | head -n 5)"
    fi
done
finish
