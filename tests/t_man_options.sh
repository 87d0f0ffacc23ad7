#!/bin/sh
# SPDX-License-Identifier: MIT
# t_man_options.sh - the translated manual pages are whole translations
# of the English ones (issue 28): for each of url1738(1), url1738(3) and
# url1738(7) in Japanese and Chinese, the same sections and subsections
# (.SH, .SS) in the same order, every option (--name, -o), command and
# exit status of url1738(1), every function, macro and struct member name
# of url1738(3) (url1738_*, URL1738_*, E_*, W_*), and every example
# (.EX ... .EE) verbatim but for a message or comment after two spaces,
# which is translated. A failure names what is missing. The check is
# first run on a page with something of each kind missing.
. tests/harness.sh

# missing ENGLISH TRANSLATED: one line per thing of ENGLISH that
# TRANSLATED lacks, "KIND: NAME" (nothing when it is whole).
missing() {
    LC_ALL=C.UTF-8 PYTHONIOENCODING=utf-8 python3 - "$1" "$2" <<'PY'
import re, sys

def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read().split("\n")

def body(lines):
    # the page's text without comments (the translator's notes)
    return [l for l in lines if not l.startswith('.\\"')]

def sections(lines):
    return [l.split(None, 1)[0] for l in lines if re.match(r"\.S[HS]\b", l)]

def names(lines):
    t = "\n".join(body(lines))
    t = t.replace("\\-", "-").replace("\\%", "").replace("\\:", "")
    t = re.sub(r"\\f[BIRP]", "", t)
    found = set()
    for m in re.finditer(r"(?<![\w-])(--[A-Za-z0-9][A-Za-z0-9_-]*|-[a-z])\b", t):
        found.add(("option", m.group(1)))
    for m in re.finditer(r"\b(url1738_[a-z0-9_]+|URL1738_[A-Z0-9_]+|[EW]_[A-Z0-9_]+)", t):
        found.add(("name", m.group(1)))
    return found

def commands(lines):
    # url1738(1): the word after each ".SY url1738", and each .TP tag of
    # COMMANDS (translated pages keep the commands' names)
    out = set()
    for i, l in enumerate(lines):
        if l == ".SY url1738" and i + 1 < len(lines):
            m = re.match(r"\.B (\w+)$", lines[i + 1])
            if m:
                out.add(("command", m.group(1)))
        if l == ".TP" and i + 1 < len(lines):
            m = re.match(r"\.B ([a-z]+) ", lines[i + 1])
            if m:
                out.add(("command", m.group(1)))
            m = re.match(r"\.B (\d+)$", lines[i + 1])
            if m:
                out.add(("exit status", m.group(1)))
    return out

def examples(lines):
    # each line's code: what comes before a run of two spaces (a message
    # or a comment after it may be translated), "\-" and "-" alike
    out, cur = [], None
    for l in lines:
        if l == ".EX":
            cur = []
        elif l == ".EE" and cur is not None:
            out.append("\n".join(cur))
            cur = None
        elif cur is not None:
            code = re.split(r"\s{2,}", l.replace("\\-", "-").strip())[0]
            cur.append(code)
    return out

en, tr = read(sys.argv[1]), read(sys.argv[2])
if sections(en) != sections(tr):
    print("sections: English %s, translated %s" % (
        " ".join(sections(en)), " ".join(sections(tr))))
have = names(tr) | commands(tr)
for kind, name in sorted((names(en) | commands(en)) - have):
    print("%s: %s" % (kind, name))
ex = examples(tr)
for e in examples(en):
    if e not in ex:
        print("example: %s" % e.split("\n")[0])
PY
}

# The check on pages with something of each kind missing.
cat >"$tmp/en.1" <<'MAN'
.TH T 1
.SH NAME
.SY url1738
.B parse
.YS
.SH OPTIONS
.TP
.B \-\-spec=rfc1738
.TP
.B 3
I/O.
.SS More
.BR url1738_parse ()
.EX
$ url1738 parse x
.EE
MAN
cat >"$tmp/tr.1" <<'MAN'
.TH T 1
.SH 名前
.SH オプション
.TP
.B 2
.EX
$ url1738 parse y
.EE
MAN
want='sections: English .SH .SH .SS, translated .SH .SH
command: parse
exit status: 3
name: url1738_parse
option: --spec
example: $ url1738 parse x'
got=$(missing "$tmp/en.1" "$tmp/tr.1")
if [ "$got" = "$want" ]; then
    ok=$((ok + 1))
else
    fail "the check on a faulty page: wanted [$want] got [$got]"
fi

for page in url1738.1 url1738.3 url1738.7; do
    for l in ja zh-Hant; do
        f=docs/$l/$page
        if [ ! -f "$f" ]; then
            fail "$f is missing (a translation of docs/$page)"
            continue
        fi
        got=$(missing "docs/$page" "$f")
        if [ -z "$got" ]; then
            ok=$((ok + 1))
        else
            fail "$f lacks what docs/$page has: $(printf '%s\n' "$got" |
                head -n 20 | tr '\n' ';')"
        fi
    done
done
finish
