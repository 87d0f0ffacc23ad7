# SPDX-License-Identifier: MIT
"""Reads tests/e2e/*.cases, the CLI's end-to-end cases (format: the
comment at the top of tests/e2e.c), so the module can answer the same
inputs. Strings are bytes as the CLI sees them; helpers turn them into
str the way the CLI's JSON does (UTF-8, surrogateescape)."""
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
CASES_DIR = os.path.join(ROOT, "tests", "e2e")


def s(b):
    """bytes as the CLI's JSON writes them: UTF-8, surrogateescape."""
    return b.decode("utf-8", "surrogateescape")


def unquote(text, i):
    """The C-escaped "..." string at text[i]; returns (bytes, next i)."""
    out = bytearray()
    i += 1
    esc = {"n": 10, "r": 13, "t": 9, "0": 0}
    while text[i] != '"':
        ch = text[i]
        i += 1
        if ch == "\\":
            e = text[i]
            i += 1
            if e == "x":
                out.append(int(text[i:i + 2], 16))
                i += 2
            elif e in esc:
                out.append(esc[e])
            else:
                out += e.encode("latin-1")
        else:
            out += ch.encode("latin-1")
    return bytes(out), i + 1


def words(text):
    """args: words or C-escaped quoted strings, as bytes."""
    out, i = [], 0
    while i < len(text):
        if text[i] == " ":
            i += 1
        elif text[i] == '"':
            w, i = unquote(text, i)
            out.append(w)
        else:
            j = text.find(" ", i)
            j = len(text) if j < 0 else j
            out.append(text[i:j].encode("latin-1"))
            i = j
    return out


class Case:
    def __init__(self, name, path, line):
        self.name, self.path, self.line = name, path, line
        self.args, self.stdin, self.exit = [], None, None
        self.stdout = None      # list of parsed JSON objects, or None

    def __repr__(self):
        return "%s:%d %s" % (os.path.basename(self.path), self.line,
                             self.name)


def read(path):
    """The cases of one file. The file is read as latin-1 so that its
    bytes come through unchanged (stdout lines are UTF-8 JSON)."""
    with open(path, "rb") as f:
        lines = f.read().decode("latin-1").split("\n")
    cases, cur, in_out = [], None, False
    for n, line in enumerate(lines, 1):
        if line.startswith("=== "):
            cur = Case(line[4:], path, n)
            cases.append(cur)
            in_out = False
        elif cur is None:
            continue
        elif in_out:
            if line.strip():
                raw = line.encode("latin-1")
                try:
                    cur.stdout.append(json.loads(raw))
                except ValueError:      # --format=tsv or csv rows
                    cur.stdout.append(raw)
        elif line.startswith("#"):
            continue
        elif line.startswith("args:"):
            cur.args = words(line[5:])
        elif line.startswith("stdin:"):
            cur.stdin, _ = unquote(line, line.index('"'))
        elif line.startswith("exit:"):
            cur.exit = int(line[5:])
        elif line.startswith("stdout:"):
            cur.stdout, in_out = [], True
    return cases


def all_cases():
    names = sorted(f for f in os.listdir(CASES_DIR) if f.endswith(".cases"))
    if not names:
        raise RuntimeError("no .cases files in " + CASES_DIR)
    out = []
    for name in names:
        out += read(os.path.join(CASES_DIR, name))
    return out


def split(case):
    """(options dict, inputs): the options given as --name[=value], and
    the inputs, from the arguments or, without any (or "-"), the stdin
    lines as the CLI reads them (a trailing CR dropped)."""
    opts, inputs, dashdash = {}, [], False
    for a in case.args[1:]:
        if not dashdash and a == b"--":
            dashdash = True
        elif not dashdash and a.startswith(b"--"):
            k, _, v = a[2:].partition(b"=")
            opts[s(k)] = s(v) if v else True
        else:
            inputs.append(a)
    stdin_used = not inputs or (inputs == [b"-"] and not dashdash)
    return opts, inputs, stdin_used


def stdin_lines(data):
    if data is None:
        return []
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    return [ln[:-1] if ln.endswith(b"\r") else ln for ln in lines]
