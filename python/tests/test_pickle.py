# SPDX-License-Identifier: MIT
"""Objects that travel: parsed URLs (both readings, str and bytes) and
URLErrors pickle in one process and unpickle in another to objects equal
to the ones made there, both ways, through a subprocess and through a
multiprocessing pool (as Dask ships them between workers)."""
import multiprocessing
import os
import pickle
import subprocess
import sys
import unittest

import url1738

URLS = [("http://www.example.com/a/b?q", "rfc1738"),
        ("HTTP://WWW.Example.COM:80/%7e", "rfc1738"),
        (b"ftp://u:p@h/a%2Fb;type=i", "rfc1738"),
        ("gopher://h/1s%09q", "rfc1738"), ("news:*", "rfc1738"),
        ("https://[::1]:8443/a?b#c", "rfc3986"),
        (b"http://h/~u#top", "rfc3986"), ("a:b", "rfc1738")]
BAD = ["http://h:x/", b"ftp://h/\xff", "http://h/\udcff", "", "http://h/ x"]


def objects():
    """The URLs and errors, made in this process."""
    out = [url1738.parse(x, spec=spec) for x, spec in URLS]
    for x in BAD:
        try:
            url1738.parse(x)
        except url1738.URLError as e:
            out.append(e)
    for call in (lambda: url1738.compare("http://h/", "http://h:x/"),
                 lambda: url1738.build(scheme="http", host="a b")):
        try:
            call()
        except url1738.URLError as e:
            out.append(e)
    return out


def made_here(_):
    return objects()


CHILD = """
import pickle, sys
sys.path.insert(0, %r)
import test_pickle
if sys.argv[1] == "dump":
    sys.stdout.buffer.write(pickle.dumps(test_pickle.objects()))
else:
    got = pickle.loads(sys.stdin.buffer.read())
    sys.exit(0 if got == test_pickle.objects() else 1)
""" % os.path.dirname(os.path.abspath(__file__))


class Pickle(unittest.TestCase):
    def test_one_process(self):
        mine = objects()
        self.assertEqual(len(mine), len(URLS) + len(BAD) + 2)
        for o in mine:
            for proto in range(pickle.HIGHEST_PROTOCOL + 1):
                with self.subTest(obj=repr(o), protocol=proto):
                    back = pickle.loads(pickle.dumps(o, proto))
                    self.assertEqual(back, o)
                    self.assertEqual(hash(back), hash(o))
                    self.assertIs(type(back), type(o))
                    if isinstance(o, url1738.URLError):
                        self.assertEqual(
                            (back.offset, back.code, back.message,
                             back.input, back.url, str(back)),
                            (o.offset, o.code, o.message, o.input, o.url,
                             str(o)))
                    else:
                        self.assertEqual(back._asdict(), o._asdict())

    def test_errors_differ(self):
        a, b = [o for o in objects() if isinstance(o, url1738.URLError)][:2]
        self.assertNotEqual(a, b)

    def test_subprocess_both_ways(self):
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
        out = subprocess.run([sys.executable, "-c", CHILD, "dump"],
                             capture_output=True, env=env, check=True)
        got = pickle.loads(out.stdout)
        self.assertEqual(got, objects())
        for a, b in zip(got, objects()):
            self.assertEqual(a, b)
        r = subprocess.run([sys.executable, "-c", CHILD, "load"],
                           input=pickle.dumps(objects()), env=env)
        self.assertEqual(r.returncode, 0, "the child's objects differ "
                         "from the ones it unpickled")

    def test_multiprocessing_pool(self):
        ctx = multiprocessing.get_context("spawn")
        with ctx.Pool(2) as pool:
            got = pool.map(made_here, range(2))
            back = pool.map(pickle.dumps, [objects()])
        for g in got:
            self.assertEqual(g, objects())
        self.assertEqual(pickle.loads(back[0]), objects())


if __name__ == "__main__":
    unittest.main()
