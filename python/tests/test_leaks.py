# SPDX-License-Identifier: MIT
"""Reference counting: a million calls leave no object and no byte behind
(the process's RSS and tracemalloc), and the inputs' reference counts are
what they were. Any leaked reference per call would show as megabytes."""
import gc
import io
import os
import sys
import time
import tracemalloc
import unittest

import url1738

CALLS = 1000000
GOOD = ["http://www.w3.org/pub/WWW/TheProject.html", b"ftp://u:p@h/a;type=d",
        "gopher://h/0sel%09q%09+", "news:a@b", "nntp://h/g/12",
        "wais://h/db/t/p", "file:///etc/x", "prospero://h/p;a=b",
        "mailto:a@b", "telnet://u@h/", "x-y://h/a", "http://h/\u00e9"[:9]]
# Under make test-sanitize (tests/t_python.sh sets it) ASan keeps freed
# blocks in its quarantine (256 MB): the process's RSS says nothing there,
# and the RSS bound of the extract case is checked by the plain run only.
SANITIZED = bool(os.environ.get("URL1738_SANITIZED"))
BAD = ["http://h:80x/", b"http://h/\xff", "http://h/\udcff", "", "ftp://"]


def rss_kb():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024


def heavy(i):
    """The calls that build many objects, one of them."""
    k = i % 6
    if k == 0:
        u = url1738.parse(GOOD[i % len(GOOD)])
        u._asdict(), hash(u), repr(u), u == u
    elif k == 1:
        url1738.plan("ftp://h/a/b;type=i")
    elif k == 2:
        url1738.lint("http://h:25/a%0D")
    elif k == 3:
        url1738.build(scheme="http", host="h", segments=["a b"])
    elif k == 4:
        list(url1738.extract("see <URL:http://a/b> and ftp://c/d."))
    else:
        try:
            url1738.parse(BAD[i % len(BAD)])
        except url1738.URLError as e:
            str(e)


def work(n):
    """n calls, mostly parse with its attributes, every function too."""
    good, bad = GOOD, BAD
    for i in range(n):
        k = i & 63
        if k == 0:
            heavy(i >> 6)
        elif k < 4:
            try:
                url1738.parse(bad[i % len(bad)])
            except url1738.URLError:
                pass
        elif k == 4:
            url1738.normalize(good[i % len(good)])
        elif k == 5:
            url1738.valid(good[i % len(good)])
        elif k == 6:
            url1738.resolve("http://a/b/c", "../d")
        elif k == 7:
            url1738.encode("a b", "http_segment")
            url1738.decode(b"a%20b")
        else:
            u = url1738.parse(good[i % len(good)])
            u.scheme, u.host, u.path


class Leaks(unittest.TestCase):
    def test_rss_flat_over_a_million_calls(self):
        work(100000)            # warm up: caches, free lists
        gc.collect()
        before = rss_kb()
        refs = [sys.getrefcount(x) for x in GOOD + BAD]
        t = time.monotonic()
        work(CALLS)
        gc.collect()
        grown = rss_kb() - before
        print("\n  %d calls in %.2f s, RSS grew %d KB" %
              (CALLS, time.monotonic() - t, grown), file=sys.stderr)
        self.assertLess(grown, 2048, "RSS grew %d KB" % grown)
        self.assertEqual([sys.getrefcount(x) for x in GOOD + BAD], refs)

    def test_tracemalloc_flat(self):
        # The same calls twice: the first run may still fill free lists
        # and caches; after the second, a leak of one object in even the
        # rarest call (150 times per run) leaves hundreds of blocks more.
        work(20000)
        gc.collect()
        tracemalloc.start()
        try:
            runs = []
            for _ in range(2):
                work(64 * 6 * 150)
                gc.collect()
                runs.append(tracemalloc.take_snapshot())
        finally:
            tracemalloc.stop()
        left = sum(st.count_diff for st in runs[1].compare_to(runs[0],
                                                              "lineno"))
        self.assertLess(left, 100, "%d blocks left" % left)

    def test_extract_file_memory_flat(self):
        # 10 MB of text through a file object: read in pieces.
        text = ("word http://h/a/b.html word <URL:ftp://x/y-\n z> " * 8192)
        data = (text * 25).encode()
        gc.collect()
        before = rss_kb()
        n = sum(1 for _ in url1738.extract(io.BytesIO(data)))
        self.assertEqual(n, 2 * 8192 * 25)
        if not SANITIZED:
            self.assertLess(rss_kb() - before, 8192)


if __name__ == "__main__":
    unittest.main()
