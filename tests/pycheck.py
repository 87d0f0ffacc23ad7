# SPDX-License-Identifier: MIT
"""What the checks run by Debian's python3 share (tests/pandas_check.py,
tests/dask_cluster.py): the count of checks and the final line "NAME ok N
fail M" that tests/run.sh adds up, the URL corpora they read, and how the
CLI reads a corpus' lines. Imported from the checks' own directory.
"""
import os
import sys

CORPORA = ("kasztp_web.txt", "node_files.txt", "rfc1738_schemes.txt")


class Tally:
    """The checks of one test program, NAME (t_pandas, t_dask)."""

    def __init__(self, name):
        self.name = name
        self.ok = 0
        self.fail = 0

    def check(self, cond, what):
        """Counts one check; prints what failed. Returns cond."""
        if cond:
            self.ok += 1
        else:
            self.fail += 1
            print("%s: FAIL: %s" % (self.name, what), file=sys.stderr)
        return cond

    def end(self):
        """The final line, and the exit status."""
        print("%s ok %d  fail %d" % (self.name, self.ok, self.fail))
        sys.exit(0 if self.fail == 0 else 1)

    def corpus_lines(self, corpus_dir):
        """The lines of every corpus in CORPORA; a missing one is a
        failure that ends the program, never a skip."""
        lines = []
        for name in CORPORA:
            path = os.path.join(corpus_dir, name)
            if not self.check(os.path.isfile(path),
                              "corpus %s missing" % path):
                self.end()
            lines += read_lines(path)
        return lines


def read_lines(path):
    """A corpus' lines as the CLI reads them: split at LF, a trailing CR
    dropped, bytes that are not UTF-8 kept as lone surrogates."""
    with open(path, "rb") as f:
        raw = f.read().split(b"\n")
    if raw and raw[-1] == b"":
        raw.pop()
    return [(x[:-1] if x.endswith(b"\r") else x).decode(
        "utf-8", "surrogateescape") for x in raw]
