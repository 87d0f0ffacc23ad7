#!/bin/sh
# SPDX-License-Identifier: MIT
# t_progress.sh - the progress line of parse, normalize and extract
# (issue 26), with standard error on a pseudo-terminal (Python's pty):
# shown for a file or a file on standard input, ending at 100%; never in
# the output (the same bytes as with --no-progress); not shown with
# --no-progress, for a pipe (no size), or when standard output is the
# terminal too; shown with --progress whatever standard error is.
. tests/harness.sh
PYTHON=${PYTHON:-python3}
corpus=${URL1738_URLS:-tests/data/urls}/kasztp_web.txt
[ -f "$corpus" ] || fail "$corpus is missing"
"$PYTHON" - "$BUILD/url1738" "$corpus" "$tmp" >"$tmp/out" 2>&1 <<'PY'
import os, pty, subprocess, sys, threading
prog, corpus, tmp = sys.argv[1:4]
ok = ko = 0

def run(args, stdin=None, pipe_in=False, tty_out=False, err_file=False):
    """(status, stdout bytes, what reached the terminal or stderr file)"""
    m, s = pty.openpty()
    err = open(os.path.join(tmp, "err"), "wb") if err_file else s
    data = open(corpus, "rb").read()
    fin = subprocess.PIPE if pipe_in else (open(stdin, "rb") if stdin else subprocess.DEVNULL)
    p = subprocess.Popen([prog] + args, stdin=fin,
                         stdout=s if tty_out else subprocess.PIPE, stderr=err)
    chunks = []

    def drain():
        try:
            while True:
                d = os.read(m, 1 << 16)
                if not d:
                    break
                chunks.append(d)
        except OSError:
            pass
    t = threading.Thread(target=drain)
    t.start()
    out, _ = p.communicate(input=data if pipe_in else None)
    out = out or b""
    rc = p.returncode
    os.close(s)
    t.join()
    os.close(m)
    seen = b"".join(chunks)
    if err_file:
        err.close()
        seen = open(os.path.join(tmp, "err"), "rb").read()
    return rc, out, seen

def check(name, cond, detail):
    global ok, ko
    if cond:
        ok += 1
    else:
        ko += 1
        print("t_progress: FAIL: %s: %s" % (name, detail[:400]))

for cmd in (["parse"], ["parse", "--format=tsv"], ["normalize"]):
    rc, out, seen = run(cmd, stdin=corpus)
    rc2, out2, seen2 = run(cmd + ["--no-progress"], stdin=corpus)
    name = " ".join(cmd) + " < file"
    check(name + ": a progress line at 100%", b"(100%)" in seen and b" of " in seen and b"/s" in seen, repr(seen[-300:]))
    check(name + ": the output is unchanged", out == out2 and rc == rc2 and b"%)" not in out, "outputs differ")
    check(name + " --no-progress: no line", b"(100%)" not in seen2 and b"/s" not in seen2, repr(seen2[-300:]))
rc, out, seen = run(["extract", corpus])
check("extract FILE: a progress line", b"url1738 extract:" in seen and b"(100%)" in seen, repr(seen[-300:]))
rc, out, seen = run(["parse"], pipe_in=True)
check("parse from a pipe: no line (no size)", b"/s" not in seen, repr(seen[-300:]))
rc, out, seen = run(["parse"], stdin=corpus, tty_out=True)
check("parse with stdout on the terminal: no line", b"(100%)" not in seen, repr(seen[-300:]))
rc, out, seen = run(["parse", "--progress"], stdin=corpus, err_file=True)
check("parse --progress, stderr a file: the line", b"(100%)" in seen, repr(seen[-300:]))
rc, out, seen = run(["parse", "--progress"], pipe_in=True, err_file=True)
check("parse --progress from a pipe: bytes and rate", b"MB, " in seen and b"/s" in seen, repr(seen[-300:]))
print("counts %d %d" % (ok, ko))
PY
grep -v '^counts ' "$tmp/out" >&2
set -- $(sed -n 's/^counts //p' "$tmp/out")
ok=${1:-0}
ko=${2:-1}
finish
[ "$ko" -eq 0 ]
