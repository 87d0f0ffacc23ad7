#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Peer test inputs: the URI strings other URL libraries test themselves
with, read at test time from the Debian packages that ship those tests
(nothing of theirs is copied into this repository): Python's urllib,
hyperlink, and the Rust crates url (with the Web Platform Tests' URL
data), http and data-url, whose Debian packages ship their sources.

Every string literal of each file below (Python and Rust source: str and
bytes literals; JSON: string values) is taken when it looks like a URI or
URI-reference:
  - it starts with a scheme and ':'  (RFC 3986 3.1: ALPHA *( ALPHA / DIGIT
    / "+" / "-" / "." ) ":"), or
  - it starts with "//", "/", "?", "#", "./" or "../" (a relative
    reference's first bytes, RFC 3986 4.2), or
  - it is a direct argument of a call that takes a URI-reference
    (urljoin, urlsplit, checkJoin, URL.from_text, click, Url::parse,
    join, ...): that is how the relative references of RFC 3986 5.4
    ("g", "g;x", "..") come in; in JSON, the value of an "input", "base"
    or "href" key (the WPT URL tests' inputs, some of them blank).
Python is read with Python's own parser (ast), JSON with json, Rust with
the small reader below (comments, char literals, "..." and r#"..."#
strings and their escapes); text is encoded as UTF-8 (lone surrogates
byte for byte).
Output, one input a line, in a stable order (the files in the order
below, each file's literals in source order, first occurrence wins):
    SOURCE <TAB> HEX-OF-THE-BYTES
With --text: SOURCE <TAB> the input as a Python literal, for people.
With --joins: the resolution cases of Python's test_urlparse.py instead
(see joins()).
A missing file, or one with no URI literal, is an error naming its Debian
package (exit status 1).
"""
import ast
import glob
import json
import re
import sys

PY = "/usr/lib/python3.11/test/"
HL = "/usr/lib/python3/dist-packages/hyperlink/test/"
RS = "/usr/share/cargo/registry/"
FILES = [
    ("libpython3.11-testsuite", PY + "test_urlparse.py"),
    ("libpython3.11-testsuite", PY + "test_urllib.py"),
    ("libpython3.11-testsuite", PY + "test_urllib2.py"),
    ("libpython3.11-testsuite", PY + "test_urllib2_localnet.py"),
    ("libpython3.11-testsuite", PY + "test_urllibnet.py"),
    ("libpython3.11-testsuite", PY + "test_urllib2net.py"),
    ("libpython3.11-testsuite", PY + "test_robotparser.py"),
    ("libpython3.11-testsuite", PY + "test_httpservers.py"),
    ("python3-hyperlink", HL + "test_url.py"),
    ("python3-hyperlink", HL + "test_decoded_url.py"),
    ("python3-hyperlink", HL + "test_parse.py"),
    ("python3-hyperlink", HL + "test_scheme_registration.py"),
    ("librust-url-dev", RS + "url-2.*/tests/urltestdata.json"),
    ("librust-url-dev", RS + "url-2.*/tests/setters_tests.json"),
    ("librust-url-dev", RS + "url-2.*/tests/unit.rs"),
    ("librust-url-dev", RS + "url-2.*/tests/data.rs"),
    ("librust-http-dev", RS + "http-0.2.*/src/uri/tests.rs"),
    ("librust-data-url-dev", RS + "data-url-0.1.*/tests/data-urls.json"),
]

SCHEME = re.compile(rb"[A-Za-z][A-Za-z0-9+.-]*:")
RELATIVE = re.compile(rb"(//|/|\?|#|\./|\.\./)")
TAKES_URI = {
    "checkJoin", "urljoin", "urlsplit", "urlparse", "urldefrag",
    "checkRoundtrips", "from_text", "click", "parse", "urlopen",
    "join", "from_str", "from_static", "try_from",
}
JSON_KEYS = {"input", "base", "href"}


def as_bytes(v):
    if isinstance(v, bytes):
        return v
    return v.encode("utf-8", "surrogatepass")


def call_name(f):
    if isinstance(f, ast.Attribute):
        return f.attr
    if isinstance(f, ast.Name):
        return f.id
    return ""


def literals(tree):
    """(line, col, bytes, wanted-by-context) for every str/bytes literal."""
    by_call = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and call_name(node.func) in TAKES_URI:
            for a in node.args:
                if isinstance(a, ast.Constant):
                    by_call.add(id(a))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and \
                isinstance(node.value, (str, bytes)):
            out.append((node.lineno, node.col_offset, as_bytes(node.value),
                        id(node) in by_call))
    out.sort(key=lambda t: (t[0], t[1]))
    return out


def json_literals(value, key=None):
    """(bytes, wanted-by-key) for every string of a JSON document, in
    document order."""
    if isinstance(value, str):
        yield as_bytes(value), key in JSON_KEYS
    elif isinstance(value, list):
        for v in value:
            yield from json_literals(v)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from json_literals(v, k)


RUST_ESC = {"n": "\n", "r": "\r", "t": "\t", "0": "\0", "\\": "\\",
            "'": "'", '"': '"'}
RUST_TOKEN = re.compile(r"""
    (?P<comment>//[^\n]*|/\*.*?\*/)
  | (?P<char>b?'(?:\\u\{[0-9a-fA-F]+\}|\\x[0-9a-fA-F]{2}|\\.|[^\\'])')
  | (?P<raw>b?r(?P<hashes>\#*)"(?P<rawbody>.*?)"(?P=hashes))
  | (?P<str>b?"(?P<body>(?:[^"\\]|\\.)*)")
  | (?P<ident>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<other>.)""", re.S | re.X)


def rust_unescape(body):
    out, i = [], 0
    while i < len(body):
        c = body[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        e = body[i + 1]
        if e in RUST_ESC:
            out.append(RUST_ESC[e])
            i += 2
        elif e == "x":
            out.append(chr(int(body[i + 2:i + 4], 16)))
            i += 4
        elif e == "u":
            j = body.index("}", i)
            out.append(chr(int(body[i + 3:j], 16)))
            i = j + 1
        elif e == "\n":  # a line continuation skips the next line's indent
            i += 2
            while i < len(body) and body[i] in " \t\n\r":
                i += 1
        else:
            raise ValueError("unknown Rust escape \\" + e)
    return "".join(out)


def rust_literals(text):
    """(bytes, wanted-by-call) for every string literal of Rust source:
    a literal right after "NAME(" with NAME in TAKES_URI is wanted."""
    ident, call = "", ""
    for m in RUST_TOKEN.finditer(text):
        if m.group("raw") is not None:
            yield as_bytes(m.group("rawbody")), call in TAKES_URI
        elif m.group("str") is not None:
            yield as_bytes(rust_unescape(m.group("body"))), call in TAKES_URI
        elif m.group("ident") is not None:
            ident, call = m.group("ident"), ""
            continue
        elif m.group("other") is not None and m.group("other").isspace():
            continue
        elif m.group("other") == "(":
            ident, call = "", ident
            continue
        elif m.group("comment") is not None:
            continue
        ident, call = "", ""


def file_literals(f, data):
    """(bytes, wanted-by-context) of one file, in source order."""
    if f.endswith(".py"):
        for _, _, b, by_call in literals(ast.parse(data, f)):
            yield b, by_call
    elif f.endswith(".json"):
        yield from json_literals(json.loads(data))
    else:
        yield from rust_literals(data.decode("utf-8"))


def looks_like_uri(b, by_call):
    return by_call or SCHEME.match(b) is not None or \
        RELATIVE.match(b) is not None


def constants(tree):
    """The module's NAME = "literal" assignments (the bases of the joins)."""
    out = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and \
                isinstance(node.targets[0], ast.Name) and \
                isinstance(node.value, ast.Constant):
            out[node.targets[0].id] = node.value.value
    return out


def evaluate(node, names):
    """A literal, a module constant, or a sum of them; None otherwise."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name) and isinstance(names.get(node.id), str):
        return names[node.id]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        a, b = evaluate(node.left, names), evaluate(node.right, names)
        return None if a is None or b is None else a + b
    return None


def python_joins(tree, names):
    """test_urlparse.py: every checkJoin(base, reference, expected)."""
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and
             call_name(n.func) == "checkJoin" and len(n.args) == 3]
    calls.sort(key=lambda n: (n.lineno, n.col_offset))
    for c in calls:
        yield tuple(evaluate(a, names) for a in c.args)


def hyperlink_joins(tree, names):
    """hyperlink's test_url.py: relativeLinkTestsForRFC3986, pairs of
    (reference, expected) against relativeLinkBaseForRFC3986, then every
    [base, reference, expected] list of test_clickCollapse."""
    base = names.get("relativeLinkBaseForRFC3986")
    for node in tree.body:
        if isinstance(node, ast.Assign) and \
                isinstance(node.targets[0], ast.Name) and \
                node.targets[0].id == "relativeLinkTestsForRFC3986":
            for pair in node.value.elts:
                ref, want = (evaluate(e, names) for e in pair.elts)
                yield base, ref, want
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and \
                node.name == "test_clickCollapse":
            for lst in ast.walk(node):
                if isinstance(lst, ast.List) and len(lst.elts) == 3 and \
                        all(isinstance(e, ast.Constant) for e in lst.elts):
                    yield tuple(e.value for e in lst.elts)


def joins(out):
    """--joins: the resolution cases with their expected results, from
    Python's test_urlparse.py and hyperlink's test_url.py, in source
    order, first occurrence kept: SOURCE <TAB> BASE <TAB> REFERENCE <TAB>
    EXPECTED, each in hex."""
    seen = set()
    for (pkg, f), reader in ((FILES[0], python_joins),
                             (FILES[8], hyperlink_joins)):
        with open(f, "rb") as fh:
            tree = ast.parse(fh.read(), f)
        count = 0
        for triple in reader(tree, constants(tree)):
            if None in triple:
                continue
            count += 1
            if triple in seen:
                continue
            seen.add(triple)
            out.write("%s:%s\t%s\n" % (pkg, f.rsplit("/", 1)[1], "\t".join(
                as_bytes(t).hex() for t in triple)))
        if count == 0:
            sys.stderr.write("%s has no resolution case: its package %s "
                             "has changed\n" % (f, pkg))
            return 1
    return 0


def resolve_globs():
    """The crates' folders carry their version: the newest one present
    (a pattern that matches nothing stays as it is, and is missing)."""
    for i, (pkg, f) in enumerate(FILES):
        found = sorted(glob.glob(f))
        if found:
            FILES[i] = (pkg, found[-1])


def main(argv):
    text = "--text" in argv[1:]
    seen = set()
    resolve_globs()
    missing = [(pkg, f) for pkg, f in FILES if not _exists(f)]
    for pkg, f in missing:
        sys.stderr.write("peer test file %s is missing: install the Debian "
                         "package %s\n" % (f, pkg))
    if missing:
        return 1
    out = sys.stdout
    if "--joins" in argv[1:]:
        return joins(out)
    for pkg, f in FILES:
        with open(f, "rb") as fh:
            data = fh.read()
        source = pkg + ":" + f.rsplit("/", 1)[1]
        found = 0
        for b, by_call in file_literals(f, data):
            if not looks_like_uri(b, by_call):
                continue
            found += 1
            if b in seen:
                continue
            seen.add(b)
            shown = repr(b)[2:-1] if text else b.hex()
            out.write("%s\t%s\n" % (source, shown))
        if found == 0:
            sys.stderr.write("peer test file %s has no URI literal: its "
                             "package %s has changed\n" % (f, pkg))
            return 1
    return 0


def _exists(f):
    try:
        with open(f, "rb"):
            return True
    except OSError:
        return False


if __name__ == "__main__":
    sys.exit(main(sys.argv))
