#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""List every message string the library can hand to a person.

Runs the C preprocessor over each file of src/ (so X-macro tables expand
and comments vanish), joins adjacent string literals as the compiler does,
and prints each literal that reads as a sentence: at least two words and a
lower-case letter, outside the allowlist of protocol text and format data.
Each must be a text of the catalogue template po/url1738.pot (marked
N_() or C_() in the sources); then the library's texts of the template
are printed, one a line ("context" EOT "text" for a C_()), and the i18n
test requires a translation of every one of them.
"""
import re
import subprocess
import sys

# Literals that are bytes sent on the wire or names, not messages.
ALLOW = re.compile(r'^(USER anonymous|PASS |TYPE |RETR |NLST |CWD |GROUP |; --|'
                   r'ARTICLE |0xFF \(Telnet IAC\)$|[a-z_]+$)')

LIT = re.compile(r'"((?:[^"\\\n]|\\.)*)"|\'(?:[^\'\\\n]|\\.)*\'')


def literals(text):
    """Yield the string literals of preprocessed C, adjacent ones joined."""
    out = []
    pos = 0
    cur = None
    for m in LIT.finditer(text):
        between = text[pos:m.start()]
        if m.group(1) is None:          # a character literal
            if cur is not None:
                out.append(cur)
            cur = None
            pos = m.end()
            continue
        # A character literal holding '"' would confuse the scan: skip it.
        if cur is not None and between.strip() == '':
            cur += m.group(1)
        else:
            if cur is not None:
                out.append(cur)
            cur = m.group(1)
        pos = m.end()
    if cur is not None:
        out.append(cur)
    return out


def own_text(pre):
    """The preprocessed lines that come from src/ or include/ (not the
    system headers, whose strings are no messages of ours)."""
    keep = []
    ours = True
    for line in pre.splitlines():
        m = re.match(r'^# \d+ "([^"]*)"', line)
        if m:
            f = m.group(1)
            ours = f.startswith(('src/', 'include/')) or '/src/' in f \
                and not f.startswith('/usr')
            keep.append('')     # a break: literals do not join across
            continue
        if ours:
            keep.append(line)
    # A static assertion's text is for the compiler's user, not a message.
    return re.sub(r'_Static_assert\s*\([^;]*\);', '', '\n'.join(keep))


def unescape(s):
    return bytes(s, 'utf-8').decode('unicode_escape').encode(
        'latin-1').decode('utf-8', 'replace')


def main(args):
    cc = args[0]
    seen = []
    for path in args[1:]:
        pre = subprocess.run(cc.split() + ['-E', '-Iinclude', '-Isrc', path],
                             capture_output=True, text=True, check=True)
        for lit in literals(own_text(pre.stdout)):
            s = unescape(lit)
            if len(s.split()) < 2 or not re.search('[a-z]', s):
                continue
            if re.search(r'[^\x00-\x7f]', s):
                continue            # a translation written in place
            if ALLOW.match(s) or '%' in s and re.search(r'%[-0-9.]*[sdzuxX]', s):
                continue
            if s not in seen:
                seen.append(s)
    # The catalogue's template: every message found must be one of its
    # texts (marked N_() or C_() in the sources), and the test checks each
    # text of the library's in every language.
    sys.path.insert(0, 'tools')
    import po
    pot = [e for e in po.read('po/url1738.pot') if e['id']]
    ids = set(e['id'] for e in pot)
    ctxs = set(e['ctx'] for e in pot if e['ctx'] is not None)
    for s in seen:
        if s not in ids and s not in ctxs:
            print('MISSING\t' + s)
    for e in pot:
        if any(not r.startswith('cli/') for r in e['refs']) \
                and '\n' not in e['id']:
            print(po.key(e))


if __name__ == '__main__':
    main(sys.argv[1:])
