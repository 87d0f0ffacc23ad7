#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""url1738.parse against urllib.parse.urlsplit, in one process.

Usage: PYTHONPATH=build/python python3 bench/python_bench.py [FILE]
       (FILE: tests/data/urls/kasztp_web.txt by default)

Each round times, over every line of FILE (read as UTF-8 with
surrogateescape, as the CLI reads bytes):

  url1738     url1738.parse(x), then .scheme .host .port .path (an
              invalid URL raises URLError, caught: it is an answer too)
  urlsplit    urllib.parse.urlsplit(x) as Python ships it (with its
              lru_cache), then .scheme .netloc .path .query
  urlsplit-nc the same without the cache (urlsplit.__wrapped__)

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


def timed(fn, urls):
    gc.disable()
    t = time.perf_counter()
    fn(urls)
    t = time.perf_counter() - t
    gc.enable()
    return t


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else DEFAULT
    urls = load(path)
    n = len(urls)
    kinds = [("url1738", with_url1738), ("urlsplit", with_urlsplit),
             ("urlsplit-nc", with_urlsplit_nc)]
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


if __name__ == "__main__":
    main()
