# SPDX-License-Identifier: MIT
"""parse_many(urls, fields=FIVE) in CPU time per URL beside the C parse
alone (url1738._parse_loop, timed in C) in the same process: the user
and system time of this thread (getrusage) over ROUNDS calls, the result
freed after each, and the wall time. On a loaded machine the wall time
is several times the CPU time; read the CPU times and the ratio to the C
parse.

usage: PYTHONPATH=build/python python3 bench/python_many_time.py [FILE]
"""
import os
import resource
import sys
import time

import url1738

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from python_bench import DEFAULT, FIVE, load  # noqa: E402

ROUNDS = 60


def main():
    urls = load(sys.argv[1] if len(sys.argv) > 1 else DEFAULT)
    n = len(urls)
    who = resource.RUSAGE_THREAD
    _, c = url1738._parse_loop(urls, ROUNDS)
    a, w0 = resource.getrusage(who), time.perf_counter()
    for _ in range(ROUNDS):
        d = url1738.parse_many(urls, fields=FIVE)
        del d
    b, w1 = resource.getrusage(who), time.perf_counter()
    per = 1e9 / n / ROUNDS
    user = (b.ru_utime - a.ru_utime) * per
    sys_ = (b.ru_stime - a.ru_stime) * per
    print("%d URLs x %d rounds: C parse %.1f ns/URL; parse_many (5 fields, "
          "result freed) user %.1f + sys %.1f ns/URL (%.1fx the C parse), "
          "wall %.1f ns/URL" % (n, ROUNDS, c * per, user, sys_,
                                (user + sys_) / (c * per), (w1 - w0) * per))


if __name__ == "__main__":
    main()
