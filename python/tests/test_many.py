# SPDX-License-Identifier: MIT
"""url1738.parse_many and its short forms: over the URL corpora, every
column equals what parse() (its attributes, its scheme object, its
URLError) and normalize() give URL by URL, under the three readings, for str
and for bytes; missing inputs, any iterable, errors of the call itself,
threads, reference counts; layout="arrow" against the default layout.
A missing corpus fails."""
import array
import gc
import math
import os
import sys
import threading
import unittest

import url1738

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CORPORA = ("kasztp_web.txt", "node_files.txt", "rfc1738_schemes.txt")
SAMPLE = 6000       # lines of each corpus, spread over it


def corpus_dir():
    """URL1738_CORPUS, else the repository's copy (tests/data/urls)."""
    for d in (os.environ.get("URL1738_CORPUS"),
              os.path.join(ROOT, "tests", "data", "urls"),
              ):
        if d and os.path.isfile(os.path.join(d, CORPORA[0])):
            return d
    raise AssertionError("no URL corpus (%s) found: set URL1738_CORPUS"
                         % CORPORA[0])


def lines(name, sample=SAMPLE):
    """The lines of a corpus as str (surrogateescape), as the CLI reads
    them (a trailing CR dropped)."""
    with open(os.path.join(corpus_dir(), name), "rb") as f:
        raw = f.read().split(b"\n")
    if raw and raw[-1] == b"":
        raw.pop()
    step = max(1, len(raw) // sample)
    return [(x[:-1] if x.endswith(b"\r") else x).decode(
        "utf-8", "surrogateescape") for x in raw[::step]]


# Columns beside the vocabulary's, and names of a scheme's own member
# given without the scheme (read for the URL's own scheme).
OWN = ("input", "valid", "error", "normalized", "href")
BARE = ("segments", "type", "search", "selector", "address", "group")


def expected(x, spec, name):
    """What parse_many should give for x in column name."""
    try:
        u = url1738.parse(x, spec=spec)
    except url1738.URLError as e:
        return {"input": x, "valid": False,
                "error": {"offset": e.offset, "code": e.code,
                          "message": e.message}}.get(name)
    if name == "input":
        return x
    if name == "valid":
        return True
    if name == "error":
        return None
    if name == "normalized":
        return url1738.normalize(x, spec=spec)
    if name == "href":
        return u.href
    if "." in name:
        scheme, member = name.split(".", 1)
        obj = getattr(u, scheme)
        return None if obj is None else obj.get(member)
    if hasattr(u, name):
        return getattr(u, name)
    for scheme in ("ftp", "http", "gopher", "mailto", "news", "nntp",
                   "telnet", "wais", "file", "prospero"):
        obj = getattr(u, scheme)
        if obj is not None:
            return obj.get(name)
    return None


def over_corpora(test, sample):
    """test.check(urls, spec) over every corpus (sample lines of each),
    under the three readings, as str and as bytes."""
    for name in CORPORA:
        urls = lines(name, sample)
        for spec in ("rfc1738", "rfc3986", "whatwg"):
            with test.subTest(corpus=name, spec=spec, type="str"):
                test.check(urls, spec)
            with test.subTest(corpus=name, spec=spec, type="bytes"):
                test.check([x.encode("utf-8", "surrogateescape")
                            for x in urls], spec)


class Corpus(unittest.TestCase):
    def check(self, urls, spec):
        names = list(url1738.FIELDS) + list(OWN) + list(BARE)
        got = url1738.parse_many(urls, spec=spec, fields=names)
        self.assertEqual(list(got), names)
        bad = 0
        for name in names:
            col = got[name]
            self.assertEqual(len(col), len(urls), name)
            for x, g in zip(urls, col):
                want = expected(x, spec, name)
                if g != want or type(g) is not type(want):
                    bad += 1
                    if bad <= 10:
                        self.fail("parse_many(%r, spec=%r)[%r]: expected "
                                  "%r, got %r" % (x, spec, name, want, g))
        return got

    def test_corpora_str_and_bytes(self):
        over_corpora(self, SAMPLE)

    def test_whole_corpus_default_fields(self):
        urls = lines(CORPORA[0], sample=10 ** 9)
        got = url1738.parse_many(urls)
        # valid, error, then parse's top-level keys (URL._asdict() of an
        # http URL and of a genericurl, whose schemepart is one more).
        want = ["valid", "error"] + [
            k for k in url1738.parse("http://h/")._asdict()
            if k not in ("input", "valid", "error", "http")] + [
            k for k in url1738.parse("a:b")._asdict()
            if k not in url1738.parse("http://h/")._asdict()]
        self.assertEqual(list(got), want)
        for x, v, h in zip(urls, got["valid"], got["host"]):
            self.assertEqual(v, url1738.valid(x), x)
            if v:
                self.assertEqual(h, url1738.parse(x).host, x)
            else:
                self.assertIsNone(h, x)

    def test_short_forms(self):
        urls = lines(CORPORA[0], sample=3000) + [None]
        for spec in ("rfc1738", "rfc3986"):
            cols = url1738.parse_many(urls, spec=spec, fields=(
                "valid", "normalized", "registered_domain"))
            self.assertEqual(url1738.valid_many(urls, spec=spec),
                             cols["valid"])
            self.assertEqual(url1738.normalize_many(urls, spec=spec),
                             cols["normalized"])
            self.assertEqual(url1738.registered_domain_many(urls, spec),
                             cols["registered_domain"])


class Inputs(unittest.TestCase):
    URLS = ["http://www.example.com/a", b"ftp://h/f;type=a", "x y",
            "http://h/\udcff", "HTTP://WWW.Example.COM:80/"]

    def test_any_iterable(self):
        want = url1738.parse_many(list(self.URLS))
        for it in (tuple(self.URLS), iter(self.URLS),
                   (x for x in self.URLS), map(lambda x: x, self.URLS)):
            with self.subTest(type=type(it).__name__):
                self.assertEqual(url1738.parse_many(it), want)

    def test_missing(self):
        class NAType:       # pandas.NA's type, by name
            pass
        urls = [None, float("nan"), NAType(), "http://h/"]
        got = url1738.parse_many(urls, fields=(
            "valid", "error", "host", "normalized", "default_port"))
        for name, col in got.items():
            self.assertEqual(col[:3], [None] * 3, name)
        self.assertEqual(got["host"][3], "h")
        self.assertTrue(math.isnan(url1738.parse_many(
            [float("nan")], fields=("input",))["input"][0]))

    def test_empty_and_long(self):
        self.assertEqual(url1738.parse_many([], fields=("host",)),
                         {"host": []})
        long = "http://h/" + "a" * 100000
        self.assertEqual(url1738.parse_many([long] * 3, fields=("path",)),
                         {"path": ["a" * 100000] * 3})
        self.assertEqual(url1738.parse_many(["http://h/"] * 5000,
                                            fields=["host", "host"]),
                         {"host": ["h"] * 5000})

    def test_errors_of_the_call(self):
        cases = [
            (("http://h/",), {}, TypeError),            # one URL, not many
            ((["http://h/"],), {"fields": "host"}, TypeError),
            ((["http://h/"],), {"fields": ["nope"]}, ValueError),
            ((["http://h/"],), {"fields": [1]}, TypeError),
            ((["http://h/", 3],), {}, TypeError),
            ((["http://h/"],), {"spec": "rfc9999"}, ValueError),
            ((5,), {}, TypeError),
        ]
        for args, kw, exc in cases:
            with self.subTest(args=args, kw=kw):
                with self.assertRaises(exc):
                    url1738.parse_many(*args, **kw)
        try:
            url1738.parse_many(["http://h/", "ok", 3.5])
        except TypeError as e:
            self.assertIn("item 2", str(e))

    def test_references(self):
        x = "".join(["http://h/", "refcount"])
        before = sys.getrefcount(x)
        for _ in range(50):
            url1738.parse_many([x] * 3000)
            url1738.parse_many(iter([x, b"ftp://h/"] * 700),
                               fields=url1738.FIELDS)
        gc.collect()
        self.assertEqual(sys.getrefcount(x), before)


def four_threads(test, call):
    """call() in four threads at once, three times each: every answer
    equals the one of a call alone."""
    want = call()
    got = [None] * 4

    def run(i):
        for _ in range(3):
            got[i] = call()

    ts = [threading.Thread(target=run, args=(i,)) for i in range(4)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    for g in got:
        test.assertEqual(g, want)


class Threads(unittest.TestCase):
    def test_four_threads(self):
        urls = lines(CORPORA[0], sample=20000)
        fields = ("scheme", "host", "path", "valid", "registered_domain",
                  "normalized", "segments")
        four_threads(self, lambda: url1738.parse_many(urls, fields=fields))

def bit(buf, i):
    return buf[i >> 3] >> (i & 7) & 1


def from_arrow(col, n):
    """The values of a layout="arrow" column, as the default layout gives
    them but as bytes: None, bytes, bool or int."""
    if len(col) == 3:
        validity, offsets, data = col
        offs = array.array("q", offsets)
        assert len(offs) == n + 1 and offs[0] == 0 and offs[n] == len(data)
        return [data[offs[i]:offs[i + 1]] if bit(validity, i) else None
                for i in range(n)]
    validity, values = col
    if len(values) == len(validity):            # a bitmap: bools
        return [bool(bit(values, i)) if bit(validity, i) else None
                for i in range(n)]
    nums = array.array("q", values)
    assert len(nums) == n
    return [nums[i] if bit(validity, i) else None for i in range(n)]


def as_bytes(v):
    """A value of the default layout as layout="arrow" holds it."""
    if isinstance(v, str):
        return v.encode("utf-8", "surrogateescape")
    if v is None or isinstance(v, (bytes, int)):
        return v
    return None     # input: a missing item (NaN, pandas.NA) has no value


class Arrow(unittest.TestCase):
    """layout="arrow": every column the layout has equals the default
    layout's (which Corpus checks against parse()) row by row."""

    def check(self, urls, spec):
        names = list(url1738.FIELDS) + list(OWN) + list(BARE)
        lists = url1738.parse_many(urls, spec=spec, fields=names)
        kept = []
        for name in names:
            try:
                url1738.parse_many(urls[:3], spec=spec, fields=[name],
                                   layout="arrow")
                kept.append(name)
            except ValueError as e:
                self.assertIn(repr(name), str(e))
        self.assertNotIn("error", kept)
        for name in ("scheme", "host", "port", "path", "valid", "input",
                     "normalized", "registered_domain", "default_port"):
            self.assertIn(name, kept, spec)
        got = url1738.parse_many(urls, spec=spec, fields=kept,
                                 layout="arrow")
        self.assertEqual(list(got), kept)
        for name in kept:
            want = [as_bytes(v) for v in lists[name]]
            have = from_arrow(got[name], len(urls))
            for i, (w, h) in enumerate(zip(want, have)):
                if w != h or type(w) is not type(h):
                    self.fail("parse_many(%r, spec=%r, layout='arrow')[%r]: "
                              "expected %r, got %r" % (urls[i], spec, name,
                                                       w, h))

    def test_corpora(self):
        over_corpora(self, 3000)

    def test_missing_mixed_and_long(self):
        class NAType:       # pandas.NA's type, by name
            pass
        urls = [None, float("nan"), NAType(), "HTTP://H.example/A",
                b"ftp://F/x;type=d", "http://h/\udcff", "x y",
                "http://h/" + "a" * 200000] * 300
        self.check(urls, "rfc1738")
        self.check(urls, "rfc3986")
        got = url1738.parse_many(urls[:4], fields=("scheme", "valid"),
                                 layout="arrow")
        self.assertEqual(from_arrow(got["scheme"], 4),
                         [None, None, None, b"http"])
        self.assertEqual(from_arrow(got["valid"], 4),
                         [None, None, None, True])

    def test_empty_and_errors(self):
        self.assertEqual(url1738.parse_many([], fields=("host", "valid"),
                                            layout="arrow"),
                         {"host": (b"", bytes(8), b""), "valid": (b"", b"")})
        self.assertEqual(url1738.parse_many(["http://h/"], fields=("host",),
                                            layout="lists"),
                         {"host": ["h"]})
        for layout in ("Arrow", "list", 3, b"arrow"):
            with self.assertRaises(ValueError):
                url1738.parse_many(["http://h/"], layout=layout)
        with self.assertRaises(ValueError):
            url1738.parse_many(["http://h/"], fields=("error",),
                               layout="arrow")

    def test_threads(self):
        urls = lines(CORPORA[0], sample=20000)
        fields = ("scheme", "host", "path", "valid", "registered_domain",
                  "normalized")
        four_threads(self, lambda: url1738.parse_many(urls, fields=fields,
                                                      layout="arrow"))

if __name__ == "__main__":
    unittest.main()
