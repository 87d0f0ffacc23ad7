#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""url1738.parse and url1738.parse_many against urllib.parse.urlsplit
and pandas, in one process.

Usage: PYTHONPATH=build/python python3 bench/python_bench.py [FILE]
       (FILE: tests/data/urls/kasztp_web.txt by default; run it with
       Debian's /usr/bin/python3 for the pandas rows: python3-pandas)

Each round times, over every line of FILE (read as UTF-8 with
surrogateescape, as the CLI reads bytes):

  url1738     url1738.parse(x), then .scheme .host .port .path (an
              invalid URL raises URLError, caught: it is an answer too)
  urlsplit    urllib.parse.urlsplit(x) as Python ships it (with its
              lru_cache), then .scheme .netloc .path .query
  urlsplit-nc the same without the cache (urlsplit.__wrapped__)
  url1738-cols url1738.parse(x) in a Python loop that builds the five
              columns of many-5 as lists (what parse_many replaces)
  many-5      url1738.parse_many(urls, fields=FIVE): the five columns
              scheme, host, port, path, valid as lists (one C call)
  many-5rd    the same with registered_domain for port
  many-5-3986 many-5 under spec="rfc3986"
  pandas-re   (pandas only) Series.str.extract with RFC 3986 appendix B's
              regular expression: scheme, authority, path, query, fragment
  pandas-acc  (pandas only) Series.url1738.parse(fields=FIVE), a DataFrame

in alternating order; the ratio is taken per round and the median
printed. Then the cost of a parse() call over the C parse alone:
url1738._parse_loop times url1738_parse in C over the same strings, and a
Python loop of bare parse() calls, less the empty loop's time, gives
parse()'s own cost per call.
"""
import gc
import os
import statistics
import sys
import time
import urllib.parse

import url1738

ROUNDS = 9
DEFAULT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                       "tests", "data", "urls", "kasztp_web.txt")


def load(path):
    with open(path, "rb") as f:
        lines = f.read().split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    return [(ln[:-1] if ln.endswith(b"\r") else ln).decode(
        "utf-8", "surrogateescape") for ln in lines]


def with_url1738(urls):
    parse, error = url1738.parse, url1738.URLError
    for x in urls:
        try:
            u = parse(x)
        except error:
            continue
        u.scheme, u.host, u.port, u.path


def with_urlsplit(urls, split=urllib.parse.urlsplit):
    for x in urls:
        r = split(x)
        r.scheme, r.netloc, r.path, r.query


def with_urlsplit_nc(urls):
    split = getattr(urllib.parse.urlsplit, "__wrapped__",
                    urllib.parse.urlsplit)
    with_urlsplit(urls, split)


FIVE = ("scheme", "host", "port", "path", "valid")


def with_url1738_cols(urls):
    parse, error = url1738.parse, url1738.URLError
    scheme, host, port, path, valid = [], [], [], [], []
    for x in urls:
        try:
            u = parse(x)
        except error:
            scheme.append(None)
            host.append(None)
            port.append(None)
            path.append(None)
            valid.append(False)
            continue
        scheme.append(u.scheme)
        host.append(u.host)
        port.append(u.port)
        path.append(u.path)
        valid.append(True)
    return scheme, host, port, path, valid
FIVE_RD = ("scheme", "host", "registered_domain", "path", "valid")


def with_many(urls):
    url1738.parse_many(urls, fields=FIVE)


def with_many_rd(urls):
    url1738.parse_many(urls, fields=FIVE_RD)


def with_many_3986(urls):
    url1738.parse_many(urls, spec="rfc3986", fields=FIVE)


# RFC 3986 appendix B: the regular expression that splits a URI reference
# into its five components (a pandas user's usual tool).
APPENDIX_B = r"^(?:([^:/?#]+):)?(?://([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?"


def pandas_kinds():
    """The pandas rows (timed over a Series made once), or none."""
    try:
        import pandas as pd
        import url1738.pandas  # noqa: F401
    except ImportError:
        return []
    cache = {}

    def series(urls):
        if cache.get("id") != id(urls):
            cache["id"], cache["s"] = id(urls), pd.Series(urls)
        return cache["s"]

    def with_re(urls):
        series(urls).str.extract(APPENDIX_B)

    def with_acc(urls):
        series(urls).url1738.parse(fields=FIVE)

    return [("pandas-re", with_re), ("pandas-acc", with_acc)]


def bare_parse(urls):
    parse, error = url1738.parse, url1738.URLError
    for x in urls:
        try:
            parse(x)
        except error:
            pass


def empty(urls):
    for x in urls:
        try:
            pass
        except ValueError:
            pass


KINDS = [("url1738", with_url1738), ("urlsplit", with_urlsplit),
         ("urlsplit-nc", with_urlsplit_nc),
         ("url1738-cols", with_url1738_cols), ("many-5", with_many),
         ("many-5rd", with_many_rd), ("many-5-3986", with_many_3986)]


def timed(fn, urls):
    gc.disable()
    t = time.perf_counter()
    fn(urls)
    t = time.perf_counter() - t
    gc.enable()
    return t


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--only=")]
    only = [a[7:] for a in sys.argv[1:] if a.startswith("--only=")]
    path = args[0] if args else DEFAULT
    urls = load(path)
    if only:
        # One kind, once (bench/python_callgrind.sh counts instructions);
        # "none" only loads the file.
        for name, fn in KINDS + pandas_kinds():
            if name == only[0]:
                fn(urls)
        return
    n = len(urls)
    kinds = KINDS + pandas_kinds()
    if len(kinds) == 7:
        print("(no pandas in %s: the pandas rows need python3-pandas and "
              "/usr/bin/python3)" % sys.executable)
    times = {k: [] for k, _ in kinds}
    for r in range(ROUNDS):
        order = kinds if r % 2 == 0 else kinds[::-1]
        for name, fn in order:
            times[name].append(timed(fn, urls))
    print("%s: %d URLs, %.1f bytes on average, %d interleaved rounds, "
          "Python %s" % (os.path.basename(path), n,
                         sum(len(x) for x in urls) / n, ROUNDS,
                         sys.version.split()[0]))
    print()
    print("| code | ns/URL (median) | URLs/s | ratio to url1738 (median "
          "per round) |")
    print("|---|---:|---:|---:|")
    for name, _ in kinds:
        med = statistics.median(times[name]) / n
        ratio = statistics.median(
            b / a for a, b in zip(times["url1738"], times[name]))
        print("| %s | %.0f | %.0f | %.2f |" % (name, med * 1e9, 1 / med,
                                               ratio))
    # parse()'s own cost per call: the C parse alone, the Python loop.
    c, loop, bare = [], [], []
    for _ in range(ROUNDS):
        c.append(url1738._parse_loop(urls)[1])
        loop.append(timed(empty, urls))
        bare.append(timed(bare_parse, urls))
    c_ns = statistics.median(c) / n * 1e9
    bare_ns = (statistics.median(bare) - statistics.median(loop)) / n * 1e9
    print()
    print("C parse alone (url1738_parse in a C loop): %.0f ns/URL" % c_ns)
    print("url1738.parse() call, loop cost taken out: %.0f ns/URL" % bare_ns)
    print("overhead of the Python call over the C parse: %.0f ns/URL "
          "(%.1fx the C parse)" % (bare_ns - c_ns, bare_ns / c_ns))
    ratio = statistics.median(
        b / a for a, b in zip(times["url1738"], times["urlsplit"]))
    print()
    print("ratio: url1738.parse is %.1fx faster than urllib.parse.urlsplit "
          "(target >= 10x: %s)" % (ratio, "met" if ratio >= 10 else
                                   "NOT met"))
    many = statistics.median(times["many-5"]) / n * 1e9
    print("parse_many, five fields: %.0f ns/URL (target <= 40 ns: %s), "
          "%.1fx faster than parse() building the same columns, %.1fx "
          "faster than urlsplit-nc" % (
              many, "met" if many <= 40 else "NOT met",
              statistics.median(b / a for a, b in zip(times["many-5"],
                                                      times["url1738-cols"])),
              statistics.median(b / a for a, b in zip(times["many-5"],
                                                      times["urlsplit-nc"]))))


if __name__ == "__main__":
    main()
