# SPDX-License-Identifier: MIT
"""The module from several threads at once: every thread's answers equal
the ones computed alone, long inputs included (read without the GIL)."""
import threading
import unittest

import url1738

URLS = ["http://www.w3.org/pub/WWW/", "ftp://u:p@h/a%2Fb;type=i",
        "http://h:80x/", "gopher://h/1s%09q", "news:*", b"http://h/\xff",
        "http://h/" + "a" * 40000, "http://h/" + "a" * 40000 + " ",
        b"ftp://h/" + b"b/" * 30000]


def answers():
    out = []
    for x in URLS:
        try:
            u = url1738.parse(x)
            out.append((u._asdict(), url1738.normalize(x), hash(u)))
        except url1738.URLError as e:
            out.append((e.offset, e.code))
        out.append(url1738.valid(x))
        out.append(url1738.lint(x))
    out.append(url1738.resolve("http://a/b/c/" + "d/" * 20000, "../g"))
    return out


class Threads(unittest.TestCase):
    def test_eight_threads(self):
        want = answers()
        bad, errors = [], []

        def run():
            try:
                for _ in range(10):
                    if answers() != want:
                        bad.append(1)
            except Exception as e:      # reported below
                errors.append(e)

        threads = [threading.Thread(target=run) for _ in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(errors, [])
        self.assertEqual(bad, [])


if __name__ == "__main__":
    unittest.main()
