#!/usr/bin/env python3
"""Peer test inputs: the URI strings other URL libraries test themselves
with, read at test time from the Debian packages that ship those tests
(nothing of theirs is copied into this repository).

Every string literal (str or bytes) of each file below is taken when it
looks like a URI or URI-reference:
  - it starts with a scheme and ':'  (RFC 3986 3.1: ALPHA *( ALPHA / DIGIT
    / "+" / "-" / "." ) ":"), or
  - it starts with "//", "/", "?", "#", "./" or "../" (a relative
    reference's first bytes, RFC 3986 4.2), or
  - it is a direct argument of a call that takes a URI-reference
    (urljoin, urlsplit, checkJoin, URL.from_text, click, ...): that is how
    the relative references of RFC 3986 5.4 ("g", "g;x", "..") come in.
The strings are read with Python's own parser (ast), so escapes are exact;
str literals are encoded as UTF-8 (lone surrogates byte for byte).
Output, one input a line, in a stable order (the files in the order
below, each file's literals in source order, first occurrence wins):
    SOURCE <TAB> HEX-OF-THE-BYTES
With --text: SOURCE <TAB> the input as a Python literal, for people.
A missing file, or one with no URI literal, is an error naming its Debian
package (exit status 1).
"""
import ast
import re
import sys

PY = "/usr/lib/python3.11/test/"
HL = "/usr/lib/python3/dist-packages/hyperlink/test/"
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
]

SCHEME = re.compile(rb"[A-Za-z][A-Za-z0-9+.-]*:")
RELATIVE = re.compile(rb"(//|/|\?|#|\./|\.\./)")
TAKES_URI = {
    "checkJoin", "urljoin", "urlsplit", "urlparse", "urldefrag",
    "checkRoundtrips", "from_text", "click", "parse", "urlopen",
}


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


def looks_like_uri(b, by_call):
    return by_call or SCHEME.match(b) is not None or \
        RELATIVE.match(b) is not None


def main(argv):
    text = "--text" in argv[1:]
    seen = set()
    missing = [(pkg, f) for pkg, f in FILES if not _exists(f)]
    for pkg, f in missing:
        sys.stderr.write("peer test file %s is missing: install the Debian "
                         "package %s\n" % (f, pkg))
    if missing:
        return 1
    out = sys.stdout
    for pkg, f in FILES:
        with open(f, "rb") as fh:
            tree = ast.parse(fh.read(), f)
        source = pkg + ":" + f.rsplit("/", 1)[1]
        found = 0
        for _, _, b, by_call in literals(tree):
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
