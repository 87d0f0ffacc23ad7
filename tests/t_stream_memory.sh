#!/bin/sh
# SPDX-License-Identifier: MIT
# t_stream_memory.sh - the program in pipelines of any size (issue 31
# item 5): parse, normalize and extract read a stream of any length, on
# standard input, and extract also as a file argument (a FIFO: nothing
# is stored), in memory that does not grow with it. Each case runs over
# 2 MB and over 64 MB of the corpora of tests/data/urls repeated; the
# program's peak resident set (VmHWM of /proc/PID/status, read as its
# output comes and last when it has closed it) over 64 MB may exceed its
# peak over 2 MB by at most 1 MB (a byte kept per line would be 1.4 MB),
# and the output is counted (a line per input line for parse and
# normalize; for extract as many URLs per copy). A failure prints the
# command, both peaks and both counts. (parse and normalize take URLs as
# arguments, not files: cli-contract.md.)
. tests/harness.sh

LC_ALL=C.UTF-8 python3 - "$BUILD/url1738" "$tmp" tests/data/urls/*.txt \
    >"$tmp/out" 2>&1 <<'PY'
import errno, os, subprocess, sys, threading, time

prog, tmp, corpora = sys.argv[1], sys.argv[2], sys.argv[3:]
data = b"".join(open(c, "rb").read() for c in corpora)
lines = data.count(b"\n")
if not data:
    print("FAIL: no corpus in tests/data/urls")
    sys.exit(0)


def run(args, size, fifo):
    """prog ARGS over whole copies of the corpora (about SIZE bytes):
    (peak RSS in KB, output lines, copies)."""
    copies = max(1, size // len(data))
    if fifo:
        path = os.path.join(tmp, "fifo")
        os.mkfifo(path)
        p = subprocess.Popen([prog] + args + [path], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL)
        # opened without blocking, so that a program that never opens its
        # file (it failed) cannot hang the test
        while True:
            try:
                fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
                break
            except OSError as e:
                if e.errno != errno.ENXIO or p.poll() is not None:
                    p.kill()
                    p.wait()
                    os.unlink(path)
                    return 0, 0, copies
                time.sleep(0.01)
        os.set_blocking(fd, True)
        w = os.fdopen(fd, "wb")
    else:
        p = subprocess.Popen([prog] + args, stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        w = p.stdin
    got, hwm = [0], [0]
    status = "/proc/%d/status" % p.pid

    def peak():
        # VmHWM: the peak of this program's own memory (after exec; the
        # rusage of a child would count what python3 held when it forked)
        try:
            with open(status) as f:
                for line in f:
                    if line.startswith("VmHWM:"):
                        hwm[0] = max(hwm[0], int(line.split()[1]))
        except OSError:
            pass

    def count():
        for chunk in iter(lambda: p.stdout.read(1 << 20), b""):
            got[0] += chunk.count(b"\n")
            peak()
        peak()      # its output closed: it is about to exit
    t = threading.Thread(target=count)
    t.start()
    try:
        for _ in range(copies):
            w.write(data)
    finally:
        w.close()
    t.join()
    p.wait()
    if fifo:
        os.unlink(path)
    return hwm[0], got[0], copies


cases = [(["parse"], True, False), (["parse", "--format=tsv"], True, False),
         (["normalize", "--spec=rfc3986"], True, False),
         (["extract"], False, False), (["extract"], False, True)]
for args, per_line, fifo in cases:
    name = "url1738 " + " ".join(args) + (" FIFO" if fifo else " <stdin")
    k1, n1, c1 = run(args, 2 << 20, fifo)
    k2, n2, c2 = run(args, 64 << 20, fifo)
    mb1, mb2 = c1 * len(data) >> 20, c2 * len(data) >> 20
    said = ("%s: peak RSS %d KB over %d MB, %d KB over %d MB; %d and %d "
            "output lines" % (name, k1, mb1, k2, mb2, n1, n2))
    bad = []
    if per_line and (n1 != c1 * lines or n2 != c2 * lines):
        bad.append("expected %d and %d lines" % (c1 * lines, c2 * lines))
    if not per_line and (n1 == 0 or n2 != n1 // c1 * c2):
        bad.append("expected %d URLs per copy in both" % (n1 // max(c1, 1)))
    if k1 == 0 or k2 == 0:
        bad.append("no peak read: the program did not run")
    elif k2 - k1 > 1024:
        bad.append("memory grew with the input")
    print(("bad " + said + ": " + "; ".join(bad)) if bad else ("ok " + said))
PY
while IFS= read -r line; do
    case $line in
    "ok "*) ok=$((ok + 1)); echo "    $line" >&2 ;;
    "bad "*) fail "${line#bad }" ;;
    *) fail "$line" ;;
    esac
done <"$tmp/out"
[ -s "$tmp/out" ] || fail "the check printed nothing"
finish
