# SPDX-License-Identifier: MIT
"""The module and the CLI on the URL corpora (tests/data/urls): for every line of a
sample, url1738.parse (of the str and of the bytes) gives what
`url1738 parse` prints, under each reading; under RFC 3986 build() gives
every valid line back from parse()'s parts. A missing corpus or program
fails."""
import json
import os
import subprocess
import unittest

import url1738

from cases import s

# tests/data/urls of the repository (README.md there), or $URL1738_URLS.
CORPUS_DIR = os.environ.get("URL1738_URLS") or os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests", "data",
    "urls")
CORPORA = ("kasztp_web.txt", "node_files.txt", "rfc1738_schemes.txt")
SAMPLE = 4000       # lines per corpus, spread over the whole file


def as_str(v):
    """A bytes answer as the CLI's JSON shows it."""
    if isinstance(v, bytes):
        return s(v)
    if isinstance(v, list):
        return [as_str(x) for x in v]
    if isinstance(v, dict):
        return {k: as_str(x) for k, x in v.items()}
    return v


def answer(x, spec):
    try:
        return url1738.parse(x, spec=spec)._asdict()
    except url1738.URLError as e:
        return {"input": e.input, "valid": False, "error": {
            "offset": e.offset, "code": e.code, "message": e.message}}


def cut(exp, got):
    """The expected object cut to the keys of an error answer."""
    return exp if got["valid"] else {k: exp[k] for k in got}


class Corpus(unittest.TestCase):
    def test_corpora_like_the_cli(self):
        cli = os.environ.get("URL1738_CLI", "build/url1738")
        self.assertTrue(os.access(cli, os.X_OK), "no program " + cli)
        for name in CORPORA:
            for spec in ("rfc1738", "rfc3986"):
                self.one_corpus(cli, name, spec)

    def one_corpus(self, cli, name, spec):
        path = os.path.join(CORPUS_DIR, name)
        with open(path, "rb") as f:     # missing: fails here
            lines = f.read().split(b"\n")
        if lines and lines[-1] == b"":
            lines.pop()
        step = max(1, len(lines) // SAMPLE)
        sample = [ln[:-1] if ln.endswith(b"\r") else ln
                  for ln in lines[::step]]
        out = subprocess.run([cli, "parse", "--spec=" + spec],
                             input=b"\n".join(sample) + b"\n",
                             stdout=subprocess.PIPE).stdout
        expected = [json.loads(ln) for ln in out.splitlines()]
        self.assertEqual(len(expected), len(sample), name)
        valid = 0
        for raw, exp in zip(sample, expected):
            got = answer(s(raw), spec)
            valid += got["valid"]
            with self.subTest(corpus=name, spec=spec, input=raw):
                self.assertEqual(got, cut(exp, got))
                gotb = as_str(answer(raw, spec))
                self.assertEqual(gotb, cut(exp, gotb))
                if got["valid"] and spec == "rfc3986":
                    # Raw parts are copied: the URL comes back, its
                    # scheme lower-cased (parse gives it so).
                    n = len(got["scheme"])
                    self.assertEqual(url1738.build(got, spec=spec),
                                     got["scheme"] + s(raw)[n:])
        # Both valid and invalid URLs were compared.
        self.assertGreater(valid, 0, (name, spec))


if __name__ == "__main__":
    unittest.main()
