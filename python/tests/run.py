# SPDX-License-Identifier: MIT
"""Runs every python/tests/test_*.py with unittest against the url1738
module found first on sys.path (t_python.sh puts $BUILD/python there) and
ends with the shell tests' line "t_python ok N  fail M": N counts passing
tests and passing subtests (one per e2e case and corpus line), M failing
ones and errors."""
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))


class Counting(unittest.TextTestResult):
    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.sub_ok = 0

    def addSubTest(self, test, subtest, err):
        super().addSubTest(test, subtest, err)
        if err is None:
            self.sub_ok += 1


def main():
    sys.path.insert(0, HERE)
    import url1738
    want = os.environ.get("URL1738_MODULE_DIR")
    if want and os.path.dirname(os.path.abspath(url1738.__file__)) != \
            os.path.abspath(want):
        print("t_python: imported %s, not the module in %s" %
              (url1738.__file__, want), file=sys.stderr)
        print("t_python ok 0  fail 1")
        return 1
    suite = unittest.defaultTestLoader.discover(HERE, pattern="test_*.py")
    runner = unittest.TextTestRunner(resultclass=Counting, verbosity=1,
                                     stream=sys.stderr)
    r = runner.run(suite)
    fail = len(r.failures) + len(r.errors) + len(r.unexpectedSuccesses)
    ok = r.testsRun - len(r.failures) - len(r.errors) - len(r.skipped) \
        + r.sub_ok
    if r.testsRun == 0:
        fail += 1
    print("t_python ok %d  fail %d" % (max(ok, 0), fail))
    return 0 if fail == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
