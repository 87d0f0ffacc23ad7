#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""xgettext.py 'CC FLAGS' FILE... - writes the template of url1738's
message catalogues (po/url1738.pot) to standard output.

Each file is run through the C preprocessor with URL1738_EXTRACT defined,
so the markers of src/i18n/gettext.h stay in the text (N_("text"),
C_("context", "text"), P_("singular", "plural")) while the X-macro tables
and the macros that build a message expand; adjacent literals are joined
as the compiler joins them. Every marked text becomes one entry, with the
files and lines it comes from (#:), "c-format" when it has printf
conversions, and msgctxt for C_. The same text from several places is one
entry. (GNU xgettext reads the sources without preprocessing them and
would miss the texts that macros build: hence this small extractor.)
"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import po  # noqa: E402

TOKEN = re.compile(r'''
    (?P<marker>^\#\s*(?P<ln>\d+)\s+"(?P<file>[^"]*)"[^\n]*$)
  | (?P<nl>\n)
  | (?P<str>(?:u8|L|u|U)?"(?:[^"\\\n]|\\.)*")
  | (?P<chr>'(?:[^'\\\n]|\\.)*')
  | (?P<id>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<ws>[ \t\r\f\v]+)
  | (?P<punct>.)
''', re.M | re.X)

KEYWORDS = {'N_': ('id',), 'C_': ('ctx', 'id'), 'P_': ('id', 'plural')}

C_ESC = {'n': '\n', 't': '\t', '\\': '\\', '"': '"', "'": "'", 'r': '\r',
         'a': '\a', 'b': '\b', 'f': '\f', 'v': '\v', '?': '?'}


def c_value(lit):
    """The bytes of a C string literal's body, as UTF-8 text."""
    out = bytearray()
    i = 0
    b = lit.encode('utf-8')
    while i < len(b):
        c = b[i:i + 1]
        if c == b'\\':
            n = chr(b[i + 1])
            if n in C_ESC:
                out += C_ESC[n].encode()
                i += 2
            elif n == 'x':
                m = re.match(rb'[0-9A-Fa-f]+', b[i + 2:])
                out.append(int(m.group(0), 16) & 0xff)
                i += 2 + len(m.group(0))
            elif n in '01234567':
                m = re.match(rb'[0-7]{1,3}', b[i + 1:])
                out.append(int(m.group(0), 8) & 0xff)
                i += 1 + len(m.group(0))
            else:
                raise ValueError('escape \\%s' % n)
        else:
            out += c
            i += 1
    return out.decode('utf-8')


CONVERSION = re.compile(r'%(?:[1-9]\$|\.\*(?:[1-9]\$)?s|[-0-9]*(?:z|l|ll)?[sdu]|%)')
ESCAPE = re.compile(r'%[0-9A-F][0-9A-F]|%XX')


def is_c_format(s):
    """True when s is a printf format (%s, %zu, %2$s, %.*s, %%), False
    when it holds a '%' that is no conversion (a URL escape: %20, %XX),
    None when it has no '%'."""
    if '%' not in s:
        return None
    return bool(CONVERSION.search(s)) and not ESCAPE.search(
        CONVERSION.sub('', s))


def tokens(text):
    f, ln = '?', 1
    for m in TOKEN.finditer(text):
        if m.group('marker'):
            f, ln = m.group('file'), int(m.group('ln')) - 1
        elif m.group('nl'):
            ln += 1
        elif m.group('ws'):
            continue
        else:
            kind = m.lastgroup
            yield kind, m.group(kind), f, ln


def extract(cc, path, found, order):
    pre = subprocess.run(cc.split() + ['-E', '-DURL1738_EXTRACT', path],
                         capture_output=True, text=True, check=True).stdout
    toks = list(tokens(pre))
    i = 0
    while i < len(toks):
        kind, val, f, ln = toks[i]
        if kind == 'id' and val in KEYWORDS and i + 1 < len(toks) \
                and toks[i + 1][1] == '(':
            args = []
            j = i + 2
            ok = True
            for n, _ in enumerate(KEYWORDS[val]):
                s = None
                while j < len(toks) and toks[j][0] == 'str':
                    s = (s or '') + c_value(toks[j][1][toks[j][1].index('"') + 1:-1])
                    j += 1
                if s is None:
                    ok = False
                    break
                args.append(s)
                sep = ')' if n == len(KEYWORDS[val]) - 1 else ','
                if j >= len(toks) or toks[j][1] != sep:
                    ok = False
                    break
                j += 1
            if not ok:
                sys.exit('%s:%d: %s( ) takes string literals only' % (f, ln, val))
            e = dict(zip(KEYWORDS[val], args))
            k = (e.get('ctx'), e['id'])
            if k not in found:
                found[k] = {'ctx': e.get('ctx'), 'id': e['id'],
                            'plural': e.get('plural'), 'strs': [''],
                            'flags': set(), 'refs': [], 'comments': []}
                order.append(k)
                if e.get('plural') is not None:
                    found[k]['strs'] = ['', '']
                cf = is_c_format(e['id'] + (e.get('plural') or ''))
                if cf:
                    found[k]['flags'].add('c-format')
                elif cf is False:
                    found[k]['flags'].add('no-c-format')
            ref = '%s:%d' % (os.path.relpath(f) if f.startswith('/') else f, ln)
            if ref not in found[k]['refs'] and not ref.startswith(('/', '<')):
                found[k]['refs'].append(ref)
            i = j
            continue
        i += 1


def main(argv):
    cc = argv[1]
    found, order = {}, []
    for path in argv[2:]:
        extract(cc, path, found, order)
    out = sys.stdout
    out.write('# The messages of url1738 (library, program and manual '
              'texts) to translate.\n'
              '# Generated by tools/xgettext.py from the sources: '
              '`make pot` writes it again.\n'
              '# SPDX-License-Identifier: MIT\n'
              '#\n'
              '#, fuzzy\n'
              'msgid ""\n'
              'msgstr ""\n'
              '"Project-Id-Version: url1738\\n"\n'
              '"Language: \\n"\n'
              '"MIME-Version: 1.0\\n"\n'
              '"Content-Type: text/plain; charset=UTF-8\\n"\n'
              '"Content-Transfer-Encoding: 8bit\\n"\n'
              '"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"\n')
    for k in order:
        out.write('\n' + po.write_entry(found[k]))


if __name__ == '__main__':
    main(sys.argv)
