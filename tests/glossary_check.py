#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""glossary_check.py GLOSSARY JA.PO ZH.PO - every text of the catalogues,
the program's as well as the library's, in the glossary's words: where
the English uses a term of docs/glossary.md, the Japanese and the Chinese
use that term's rendering (longer terms first; a term followed by " URL"
is a scheme's name). Prints "FAIL ..." per miss and "N checked, M failed".
"""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                '..', 'tools'))
import po  # noqa: E402

ENDINGS = ['', 's', 'es', "'s", 'd', 'ed', 'ing']

# A byte as a unit of size ("%zu bytes", "a number of bytes") is バイト
# and 位元組; the glossary's 8ビット値 and 八位位元組 are the octets of a
# URL (RFC 1738 2.2).
ALSO = {'byte': ('バイト', '位元組')}


def terms(path):
    out = []
    header = True
    for line in open(path, encoding='utf-8'):
        if not line.startswith('|') or '---' in line:
            continue
        if header:
            header = False
            continue
        cells = [c.strip() for c in line.strip().strip('|').split('|')]
        if len(cells) >= 4 and cells[0]:
            out.append((cells[0], cells[1], cells[3]))
    return sorted(out, key=lambda t: -len(t[0]))


def matches(en, term):
    """The spans of term as a word of en (case folded, an English ending
    allowed), not followed by " URL"."""
    spans = []
    pat = re.compile(r'(?<![A-Za-z0-9_-])' + re.escape(term) + '(' +
                     '|'.join(re.escape(e) for e in ENDINGS if e) +
                     r')?(?![A-Za-z0-9_-])', re.I)
    for m in pat.finditer(en):
        if en[m.end():m.end() + 4] == ' URL':
            continue            # "file URLs": the scheme's name
        if m.group(0).isupper():
            continue            # FILE, COMMAND, HOST: a value's name
        if en[m.start() - 1:m.start()] == '"' and en[m.end():m.end() + 1] == '"':
            continue            # "path": a key of the JSON
        spans.append((m.start(), m.end()))
    return spans


def main(argv):
    gl = terms(argv[1])
    ja = {po.key(e): e for e in po.read(argv[2]) if e['id']}
    zh = {po.key(e): e for e in po.read(argv[3]) if e['id']}
    checked = failed = 0
    for k, e in ja.items():
        en = e['id']
        j = '\0'.join(e['strs'])
        z = '\0'.join(zh[k]['strs']) if k in zh else ''
        used = [False] * len(en)
        for t_en, t_ja, t_zh in gl:
            for a, b in matches(en, t_en):
                if any(used[a:b]):
                    continue
                for i in range(a, b):
                    used[i] = True
                checked += 1
                word = en[a:b]
                if word in j and word in z:
                    continue    # kept in Latin letters: a key or part name
                alt = ALSO.get(t_en.lower(), (None, None))
                if (t_ja not in j and (alt[0] is None or alt[0] not in j)) \
                        or (t_zh not in z and (alt[1] is None or alt[1] not in z)):
                    failed += 1
                    print('FAIL term %r (%s / %s) in %s\n  en: %s\n  ja: %s\n'
                          '  zh: %s' % (t_en, t_ja, t_zh,
                                        ' '.join(e['refs'][:2]), en, j, z))
    # Chinese as written in Taiwan: full-width ，：； beside Han text.
    han = '\u3400-\u9fff'
    bad = re.compile(r'[%s] ?[,:;](?!type=)|[,:;] ?[%s]' % (han, han))
    for k, e in zh.items():
        for t in e['strs']:
            checked += 1
            m = bad.search(t)
            if m:
                failed += 1
                print('FAIL ASCII punctuation beside Han text %r in: %s'
                      % (m.group(0), t))
    print('%d checked, %d failed' % (checked, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
