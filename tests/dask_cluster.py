# SPDX-License-Identifier: MIT
"""A real Dask cluster on 127.0.0.1: one dask-scheduler and two dask-worker
processes (each its own process, no nanny), started here on free ports
and stopped here by PID. Over the URL corpora it runs a GROUP BY
registered domain with url1738.dask (a dask.bag and a dask.dataframe,
partition by partition on the workers) and checks that the result equals
the single-process one (url1738.registered_domain_many) and the CLI's
(`url1738 parse --format=tsv --fields=registered_domain`). It times the
GROUP BY with one worker, then with two (docs/scale.md).

Usage: python3 tests/dask_cluster.py BUILD CORPUS_DIR [--repeat N]
  (--repeat N: the corpora N times over, 8N partitions, each GROUP BY
  timed warm: the measure of docs/scale.md)
  (run by Debian's python3, whose packages python3-dask and
  python3-distributed are; BUILD/python holds the url1738 module)
Ends with "t_dask ok N  fail M".
"""
import collections
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time

import pycheck

tally = pycheck.Tally("t_dask")
check, end = tally.check, tally.end


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def differ(a, b):
    """The first keys whose counts differ, for a failure message."""
    keys = sorted(set(a) ^ set(b) | {k for k in a if a.get(k) != b.get(k)},
                  key=repr)[:5]
    return ", ".join("%r: %r vs %r" % (k, a.get(k), b.get(k)) for k in keys)


def main():
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    build, corpus_dir = sys.argv[1], sys.argv[2]
    repeat = int(sys.argv[sys.argv.index("--repeat") + 1]) \
        if "--repeat" in sys.argv else 1
    pydir = os.path.abspath(os.path.join(build, "python"))
    cli = os.path.abspath(os.path.join(build, "url1738"))
    sys.path.insert(0, pydir)
    try:
        import pandas as pd
        import dask.bag as db
        import dask.dataframe as dd
        from distributed import Client
        import url1738
        import url1738.dask as ud
    except ImportError as e:
        check(False, "%s (%s): apt-get install python3-pandas python3-dask "
              "python3-distributed, and make python" % (e, sys.executable))
        end()
    for prog in ("dask-scheduler", "dask-worker"):
        if shutil.which(prog) is None:
            check(False, "%s not found: apt-get install python3-distributed"
                  % prog)
            end()
    lines = tally.corpus_lines(corpus_dir) * repeat
    n = len(lines)

    # The single-process answer and the CLI's.
    single = collections.Counter(url1738.registered_domain_many(lines))
    data = b"".join(x.encode("utf-8", "surrogateescape") + b"\n"
                    for x in lines)
    r = subprocess.run([cli, "parse", "--format=tsv",
                        "--fields=registered_domain"], input=data,
                       stdout=subprocess.PIPE)
    check(r.returncode in (0, 1), "the CLI exited with %d" % r.returncode)
    out = r.stdout.decode("ascii").split("\n")
    check(out[-1] == "" and len(out) == n + 1,
          "the CLI wrote %d rows for %d inputs" % (len(out) - 1, n))
    cli_counts = collections.Counter(x if x else None for x in out[:-1])
    check(cli_counts == single, "CLI vs single process: %s"
          % differ(cli_counts, single))

    tmp = tempfile.mkdtemp(prefix="url1738_dask.")
    env = dict(os.environ, PYTHONPATH=pydir + os.pathsep
               + os.environ.get("PYTHONPATH", ""),
               DASK_DISTRIBUTED__WORKER__DAEMON="False")
    procs = []

    def start(args, log):
        f = open(os.path.join(tmp, log), "wb")
        p = subprocess.Popen(args, stdout=f, stderr=subprocess.STDOUT,
                             env=env, cwd=tmp)
        procs.append((p, f, log))
        return p

    client = None
    try:
        sport = free_port()
        addr = "tcp://127.0.0.1:%d" % sport
        start(["dask-scheduler", "--host", "127.0.0.1", "--port",
               str(sport), "--no-dashboard", "--no-show"], "scheduler.log")

        def worker(name):
            start(["dask-worker", addr, "--host", "127.0.0.1",
                   "--worker-port", str(free_port()), "--no-dashboard",
                   "--no-nanny", "--nthreads", "1", "--name", name,
                   "--local-directory", os.path.join(tmp, name)],
                  name + ".log")

        worker("w1")
        client = Client(addr, timeout=120)
        client.wait_for_workers(1, timeout=180)
        parts = 8 * repeat

        def group_by():
            """The GROUP BY, timed from the URLs in the client's memory
            to the counts back in it; with --repeat, the second of two
            runs (the first warms the workers: imports, connections)."""
            for _ in range(2 if "--repeat" in sys.argv else 1):
                t = time.perf_counter()
                bag = db.from_sequence(lines, npartitions=parts)
                got = dict(ud.registered_domain(bag).frequencies()
                           .compute())
                t = time.perf_counter() - t
            return got, t

        got1, t1 = group_by()
        check(got1 == dict(single), "dask.bag, 1 worker vs single process: "
              "%s" % differ(got1, single))
        worker("w2")
        client.wait_for_workers(2, timeout=180)
        check(len(client.scheduler_info()["workers"]) == 2,
              "two workers registered")
        got2, t2 = group_by()
        check(got2 == dict(single), "dask.bag, 2 workers vs single "
              "process: %s" % differ(got2, single))
        # Each worker imported the module from its own process.
        pids = client.run(lambda: (os.getpid(), url1738.__version__))
        check(len(pids) == 2 and len({p for p, _ in pids.values()}) == 2
              and os.getpid() not in {p for p, _ in pids.values()},
              "two worker processes answered: %r" % pids)

        # The same GROUP BY with dask.dataframe (None keys are dropped by
        # groupby, as SQL's GROUP BY keeps them but COUNT(col) not).
        ddf = dd.from_pandas(pd.DataFrame({"url": lines}),
                             npartitions=parts)
        sizes = ud.parse(ddf, fields=["registered_domain"], column="url") \
            .groupby("registered_domain").size().compute()
        want = {k: v for k, v in single.items() if k is not None}
        check(dict(sizes) == want, "dask.dataframe vs single process: %s"
              % differ(dict(sizes), want))
        # Objects travel: parsed URLs made on a worker arrive equal.
        sample = [x for x in lines[:2000] if url1738.valid(x)][:200]
        far = client.submit(lambda xs: [url1738.parse(x) for x in xs],
                            sample).result()
        check(far == [url1738.parse(x) for x in sample],
              "URL objects made on a worker")
        print("dask GROUP BY registered domain over %d URLs: 1 worker "
              "%.2f s (%.0f URLs/s), 2 workers %.2f s (%.0f URLs/s)"
              % (n, t1, n / t1, t2, n / t2), file=sys.stderr)
    except Exception as e:      # a failure of the cluster is a failure
        check(False, "%s: %s" % (type(e).__name__, e))
    finally:
        if client is not None:
            client.close()
        for p, f, log in reversed(procs):
            if p.poll() is None:
                p.terminate()
                try:
                    p.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    p.kill()
                    p.wait()
            f.close()
        alive = [p.pid for p, _, _ in procs if p.poll() is None]
        check(not alive, "processes still running: %s" % alive)
        if tally.fail:
            for _, _, log in procs:
                with open(os.path.join(tmp, log), "rb") as f:
                    sys.stderr.write("--- %s\n" % log)
                    sys.stderr.write(f.read()[-3000:].decode("utf-8",
                                                              "replace"))
        shutil.rmtree(tmp, ignore_errors=True)
    end()


if __name__ == "__main__":
    main()
