#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bench/extract_time.py - extract.sh's times: commands in interleaved rounds.

usage: python3 bench/extract_time.py --rounds=N --in=FILE -- NAME::CMD ...

Runs every command once a round, in the order given, for N rounds (default
11), each with standard input from FILE (a regular file: read(2) by both
rg and url1738, neither maps it) and standard output to a file (not
/dev/null: GNU grep stops at its first match when its output is
/dev/null); then once more under GNU time (/usr/bin/time, for its peak
resident set: a child's own rusage counts the Python process it was
forked from). Prints a markdown table,
a row per command: the medians over the rounds of the user CPU seconds,
user + system CPU seconds (the child's rusage: a busy machine's waiting
is not counted) and wall seconds, MB/s of the input in user time, each
of the three over the first command's (rg), the largest resident set in
KB, the output's lines (matches) and bytes. Interleaving puts every
command under the same load: read the ratios, not the seconds. CMD is
split at spaces; a word of it may hold a space as %20 (the pattern of rg
and grep does not).
"""
import os
import shutil
import statistics
import subprocess
import sys
import time


def main(argv):
    rounds, inp, cmds = 11, None, []
    for i, a in enumerate(argv):
        if a == "--":
            for c in argv[i + 1:]:
                name, _, line = c.partition("::")
                cmds.append((name, [w.replace("%20", " ")
                                    for w in line.split(" ") if w]))
            break
        if a.startswith("--rounds="):
            rounds = int(a[9:])
        elif a.startswith("--in="):
            inp = a[5:]
        else:
            sys.exit("extract_time.py: unknown argument " + a)
    if not cmds or inp is None:
        sys.exit(__doc__)
    res = {name: [] for name, _ in cmds}
    rss = {name: "-" for name, _ in cmds}
    out = inp + ".out"
    code = {name: 0 for name, _ in cmds}
    for _ in range(rounds):
        for name, cmd in cmds:
            if shutil.which(cmd[0]) is None:
                continue
            with open(inp, "rb") as fi, open(out, "wb") as fo:
                t0 = time.perf_counter()
                p = subprocess.Popen(cmd, stdin=fi, stdout=fo,
                                     stderr=subprocess.DEVNULL)
                _, status, ru = os.wait4(p.pid, 0)
                wall = time.perf_counter() - t0
            code[name] = os.waitstatus_to_exitcode(status)
            res[name].append((ru.ru_utime, ru.ru_utime + ru.ru_stime, wall))
    size = os.path.getsize(inp)
    print("| tool | user s | user+sys s | wall s | MB/s (user) | user / rg"
          " | user+sys / rg | wall / rg | peak RSS KB | matches | output bytes |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    ref = None
    for name, cmd in cmds:
        v = res[name]
        if not v:
            print("| %s | missing (%s not installed: sh bench/setup.sh)"
                  " | | | | | | | | | |" % (name, cmd[0]))
            continue
        med = [statistics.median(x[k] for x in v) for k in range(3)]
        if ref is None:
            ref = med
        timer = []
        if os.access("/usr/bin/time", os.X_OK):
            timer = ["/usr/bin/time", "-f", "%M", "-o", out + ".rss"]
        with open(inp, "rb") as fi, open(out, "wb") as fo:
            subprocess.run(timer + cmd, stdin=fi, stdout=fo,
                           stderr=subprocess.DEVNULL, check=False)
        if timer:
            with open(out + ".rss") as fr:
                rss[name] = fr.read().strip().splitlines()[-1]
            os.unlink(out + ".rss")
        with open(out, "rb") as fo:
            lines = sum(1 for _ in fo)
        nbytes = os.path.getsize(out)
        os.unlink(out)
        print("| %s | %.4f | %.4f | %.4f | %.0f | %.2f | %.2f | %.2f | %s |"
              " %d | %d |%s" % (
                  name, med[0], med[1], med[2],
                  size / 1e6 / med[0] if med[0] > 0 else 0,
                  med[0] / ref[0] if ref[0] > 0 else 0,
                  med[1] / ref[1] if ref[1] > 0 else 0,
                  med[2] / ref[2] if ref[2] > 0 else 0,
                  rss[name], lines, nbytes,
                  "" if code[name] in (0, 1) else
                  " (exit status %d)" % code[name]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
