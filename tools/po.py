# SPDX-License-Identifier: MIT
"""Reading and writing gettext PO files (tools/xgettext.py, tools/po2c.py).

An entry is a dict: ctx (msgctxt or None), id, plural (msgid_plural or
None), strs (the msgstr, or msgstr[0..n-1]), flags (set), refs (list of
"file:line"), comments (translator comments, without "# "), obsolete.
"""
import re


def unquote(s):
    """The value of a PO string literal (without its quotes)."""
    out = []
    i = 0
    while i < len(s):
        c = s[i]
        if c == '\\':
            n = s[i + 1]
            out.append({'n': '\n', 't': '\t', '\\': '\\', '"': '"',
                        'r': '\r', 'a': '\a', 'b': '\b', 'f': '\f',
                        'v': '\v'}.get(n, n))
            i += 2
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def quote(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') \
        .replace('\t', '\\t').replace('\r', '\\r').replace('\n', '\\n') + '"'


def read(path):
    """The entries of the PO file at path; the header is the entry whose
    id is ''."""
    entries = []
    cur = None
    last = None

    def new():
        return {'ctx': None, 'id': None, 'plural': None, 'strs': [],
                'flags': set(), 'refs': [], 'comments': [], 'obsolete': False}

    with open(path, encoding='utf-8') as f:
        lines = f.read().splitlines()
    for raw in lines + ['']:
        line = raw.strip()
        if line.startswith('#~'):
            continue                      # obsolete entries are dropped
        if line == '' or (line.startswith('#') and cur is not None
                          and cur['id'] is not None and last != 'comment'):
            if cur is not None and cur['id'] is not None:
                entries.append(cur)
                cur = None
            if line == '':
                continue
        if cur is None:
            cur = new()
        if line.startswith('#,'):
            cur['flags'].update(x.strip() for x in line[2:].split(','))
            last = 'comment'
        elif line.startswith('#:'):
            cur['refs'].extend(line[2:].split())
            last = 'comment'
        elif line.startswith('#.') or line.startswith('#|'):
            last = 'comment'
        elif line.startswith('#'):
            cur['comments'].append(line[2:] if line.startswith('# ') else line[1:])
            last = 'comment'
        else:
            m = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+"(.*)"$', line)
            if m:
                key, idx, val = m.group(1), m.group(2), unquote(m.group(3))
                if key == 'msgctxt':
                    cur['ctx'] = val
                    last = ('ctx',)
                elif key == 'msgid':
                    cur['id'] = val
                    last = ('id',)
                elif key == 'msgid_plural':
                    cur['plural'] = val
                    last = ('plural',)
                else:
                    i = int(idx) if idx is not None else 0
                    while len(cur['strs']) <= i:
                        cur['strs'].append('')
                    cur['strs'][i] = val
                    last = ('str', i)
            elif line.startswith('"') and line.endswith('"'):
                val = unquote(line[1:-1])
                if last == ('ctx',):
                    cur['ctx'] += val
                elif last == ('id',):
                    cur['id'] += val
                elif last == ('plural',):
                    cur['plural'] += val
                elif isinstance(last, tuple) and last[0] == 'str':
                    cur['strs'][last[1]] += val
            else:
                raise ValueError('%s: cannot read line %r' % (path, raw))
    return entries


def header(entries):
    """The header's fields as a dict."""
    for e in entries:
        if e['id'] == '' and e['ctx'] is None:
            out = {}
            for line in e['strs'][0].split('\n'):
                if ':' in line:
                    k, v = line.split(':', 1)
                    out[k.strip()] = v.strip()
            return out
    return {}


def key(e):
    """The catalogue key, as gettext's: msgctxt EOT msgid."""
    return e['id'] if e['ctx'] is None else e['ctx'] + '\x04' + e['id']


def fmt_string(keyword, s, width=76):
    """keyword "s" as a PO writes it: one line, or an empty first line and
    the text cut after each newline and near width columns."""
    one = keyword + ' ' + quote(s)
    if len(one) <= width + 3 and '\n' not in s[:-1]:
        return one + '\n'
    parts = []
    for seg in re.split(r'(?<=\n)', s):
        if seg == '':
            continue
        while len(quote(seg)) > width:
            cut = seg.rfind(' ', 0, width - 8)
            if cut <= 0:
                break
            parts.append(seg[:cut + 1])
            seg = seg[cut + 1:]
        parts.append(seg)
    return keyword + ' ""\n' + ''.join(quote(p) + '\n' for p in parts)


def write_entry(e):
    out = []
    for c in e.get('comments', []):
        out.append('# ' + c + '\n' if c else '#\n')
    if e.get('refs'):
        line = '#:'
        for r in e['refs']:
            if len(line) + len(r) + 1 > 78 and line != '#:':
                out.append(line + '\n')
                line = '#:'
            line += ' ' + r
        out.append(line + '\n')
    if e.get('flags'):
        out.append('#, ' + ', '.join(sorted(e['flags'])) + '\n')
    if e['ctx'] is not None:
        out.append(fmt_string('msgctxt', e['ctx']))
    out.append(fmt_string('msgid', e['id']))
    if e['plural'] is not None:
        out.append(fmt_string('msgid_plural', e['plural']))
        for i, s in enumerate(e['strs']):
            out.append(fmt_string('msgstr[%d]' % i, s))
    else:
        out.append(fmt_string('msgstr', e['strs'][0] if e['strs'] else ''))
    return ''.join(out)
