# SPDX-License-Identifier: MIT
"""parse_many(urls, fields=FIVE) in CPU time per URL beside the C parse
alone and beside the floor that its answer sets, in one process.

Rows, each ROUNDS calls over FILE, interleaved (the order reversed every
other round), the CPU time of this thread (time.thread_time for making
the answer and for freeing it, getrusage for user + sys):

  C parse         url1738._parse_loop: url1738_parse over every URL, in C
                  (PARSE_ROUNDS passes a round)
  many            url1738.parse_many(urls, fields=FIVE), then del
  many-arrow      the same with layout="arrow" (offsets and one buffer
                  per text column, docs/python.md), then del
  floor-same      bench/python_floor.c's columns(): the same five lists
                  with the same str objects (as many, of the same
                  lengths, made where parse_many makes them), no parsing
  floor-distinct  the same with one str per distinct value of a column:
                  the fewest objects the contract's answer allows

C parse + floor-distinct is the least any parse_many answering the
contract's dict of lists of str can cost.

usage: PYTHONPATH=build/python python3 bench/python_many_time.py [FILE]
       ... python_many_time.py --once=KIND [FILE]   (one call of KIND,
       or none, after the same preparation: bench/python_callgrind.sh)
       ... python_many_time.py --alone=KIND [FILE]  (KIND only, ROUNDS
       calls: memory the allocator returned to the system between calls
       is faulted in again, as a program that calls it once in a while
       sees it)
"""
import array
import gc
import os
import resource
import subprocess
import sys
import sysconfig
import time

import url1738

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from python_bench import DEFAULT, FIVE, load  # noqa: E402

ROUNDS = 60
PARSE_ROUNDS = 4


def floor_module():
    """bench/python_floor.c built beside the module's build directory
    (BUILD/bench), and imported."""
    build = os.path.dirname(os.path.dirname(os.path.abspath(url1738.__file__)))
    out_dir = os.path.join(build, "bench")
    src = os.path.join(HERE, "python_floor.c")
    so = os.path.join(out_dir, "python_floor" +
                      sysconfig.get_config_var("EXT_SUFFIX"))
    if not os.path.exists(so) or os.path.getmtime(so) < os.path.getmtime(src):
        os.makedirs(out_dir, exist_ok=True)
        cc = (sysconfig.get_config_var("CC") or "cc").split()
        subprocess.run(cc + ["-O3", "-fPIC", "-shared", "-Wall", "-Wextra",
                             "-Werror", "-I" + sysconfig.get_paths()["include"],
                             "-o", so, src], check=True)
    sys.path.insert(0, out_dir)
    import python_floor
    return python_floor


def describe(cols, same):
    """python_floor's desc of the answer cols: one value per object
    (same) or per distinct value."""
    desc = []
    for name, values in cols.items():
        rows, offs, blob, index = array.array("I"), array.array("q", [0]), \
            bytearray(), {}
        for v in values:
            if v is None:
                rows.append(0)
            elif v is False:
                rows.append(1)
            elif v is True:
                rows.append(2)
            elif isinstance(v, str):
                key = id(v) if same else v
                k = index.get(key)
                if k is None:
                    k = index[key] = len(offs) - 1
                    blob += v.encode("ascii")
                    offs.append(len(blob))
                rows.append(3 + k)
            else:
                raise TypeError("floor: a value of %s" % type(v).__name__)
        desc.append((name, rows, bytes(blob), offs))
    return tuple(desc), sum(len(d[3]) - 1 for d in desc)


def main():
    once = [a[7:] for a in sys.argv[1:] if a.startswith("--once=")]
    alone = [a[8:] for a in sys.argv[1:] if a.startswith("--alone=")]
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    urls = load(args[0] if args else DEFAULT)
    n = len(urls)
    floor = floor_module()
    first = url1738.parse_many(urls, fields=FIVE)
    same, nsame = describe(first, True)
    distinct, ndistinct = describe(first, False)
    del first
    kinds = {
        "many": lambda: url1738.parse_many(urls, fields=FIVE),
        "many-arrow": lambda: url1738.parse_many(urls, fields=FIVE,
                                                 layout="arrow"),
        "floor-same": lambda: floor.columns(same),
        "floor-distinct": lambda: floor.columns(distinct),
    }
    try:
        url1738.parse_many([], fields=FIVE, layout="arrow")
    except TypeError:        # a module without layout=
        del kinds["many-arrow"]
    if once:
        gc.collect()
        gc.disable()        # as in the timed rounds
        if once[0] != "none":
            d = kinds[once[0]]()
            del d
        return
    gc.disable()
    who = resource.RUSAGE_THREAD
    if alone:
        f = kinds[alone[0]]
        a = resource.getrusage(who)
        for _ in range(ROUNDS):
            d = f()
            del d
        b = resource.getrusage(who)
        per = 1e9 / n / ROUNDS
        print("%s alone, %d calls: user %.1f + sys %.1f ns/URL, %d page "
              "faults per call" % (alone[0], ROUNDS,
                                   (b.ru_utime - a.ru_utime) * per,
                                   (b.ru_stime - a.ru_stime) * per,
                                   (b.ru_minflt - a.ru_minflt) / ROUNDS))
        return
    cpu = 0.0
    acc = {k: [0.0] * 6 for k in kinds}  # make, free, user, sys, wall, faults
    names = list(kinds)
    for r in range(ROUNDS):
        # The C parse in the same rounds: PARSE_ROUNDS passes in one call
        # (the items' pointers read once before them).
        t0 = time.thread_time()
        url1738._parse_loop(urls, PARSE_ROUNDS)
        cpu += time.thread_time() - t0
        for k in (names if r % 2 == 0 else names[::-1]):
            a, w0, t0 = resource.getrusage(who), time.perf_counter(), \
                time.thread_time()
            d = kinds[k]()
            t1 = time.thread_time()
            del d
            t2, w1, b = time.thread_time(), time.perf_counter(), \
                resource.getrusage(who)
            x = acc[k]
            x[0] += t1 - t0
            x[1] += t2 - t1
            x[2] += b.ru_utime - a.ru_utime
            x[3] += b.ru_stime - a.ru_stime
            x[4] += w1 - w0
            x[5] += b.ru_minflt - a.ru_minflt
    gc.enable()
    per = 1e9 / n / ROUNDS
    cparse = cpu * per / PARSE_ROUNDS
    print("%s: %d URLs x %d rounds, interleaved; load average %.1f; "
          "ns per URL, CPU time of this thread" % (
              os.path.basename(args[0] if args else DEFAULT), n, ROUNDS,
              os.getloadavg()[0]))
    print("C parse %.1f ns/URL (url1738._parse_loop: url1738_parse in C, "
          "in the same rounds)" % cparse)
    print("| code | str objects | make | free | user + sys | x C parse "
          "| wall | page faults per call |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    strs = {"many": nsame, "floor-same": nsame, "floor-distinct": ndistinct,
            "many-arrow": 0}
    for k in names:
        x = [v * per for v in acc[k]]
        print("| %s | %d | %.1f | %.1f | %.1f + %.1f | %.1fx | %.1f | %.0f |"
              % (k, strs[k], x[0], x[1], x[2], x[3], (x[0] + x[1]) / cparse,
                 x[4], acc[k][5] / ROUNDS))
    fl = sum(acc["floor-distinct"][:2]) * per
    print("least a dict-of-lists parse_many can cost here: C parse + "
          "floor-distinct = %.1f + %.1f = %.1f ns/URL (target 40)"
          % (cparse, fl, cparse + fl))


if __name__ == "__main__":
    main()
