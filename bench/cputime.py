#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bench/cputime.py - the CPU time of a command, best of N runs.

usage: python3 bench/cputime.py [--runs=N] --in=FILE [--out=FILE] -- CMD...

Runs CMD N times (default 3) with standard input from FILE and standard
output to FILE (default /dev/null), and prints one line:

    USER SYS MAXRSS_KB STATUS

the user and system CPU seconds of the run with the least user time (the
child's rusage: a busy machine's waiting is not counted), the largest
resident set of any run in KB, and that run's exit status. A command that
is not there prints "missing" and exits 127.
"""
import os
import shutil
import subprocess
import sys


def main(argv):
    runs, inp, out, cmd = 3, None, os.devnull, None
    for i, a in enumerate(argv):
        if a == "--":
            cmd = argv[i + 1:]
            break
        if a.startswith("--runs="):
            runs = int(a[7:])
        elif a.startswith("--in="):
            inp = a[5:]
        elif a.startswith("--out="):
            out = a[6:]
        else:
            sys.exit("cputime.py: unknown argument " + a)
    if not cmd or inp is None:
        sys.exit(__doc__)
    if shutil.which(cmd[0]) is None:
        print("missing")
        return 127
    best = None
    rss = 0
    for _ in range(runs):
        with open(inp, "rb") as fi, open(out, "wb") as fo:
            p = subprocess.Popen(cmd, stdin=fi, stdout=fo,
                                 stderr=subprocess.DEVNULL)
            _, status, ru = os.wait4(p.pid, 0)
        code = os.waitstatus_to_exitcode(status)
        rss = max(rss, ru.ru_maxrss)
        if best is None or ru.ru_utime < best[0]:
            best = (ru.ru_utime, ru.ru_stime, code)
    print("%.4f %.4f %d %d" % (best[0], best[1], rss, best[2]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
