#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""abi/abi.py - the ABI records of liburl1738.so.1 (abi/README).

    abi.py record BUILD   print the ABI of BUILD/liburl1738.so and
                          include/url1738.h (BUILD/abi_dump, nm, the
                          header's constants)
    abi.py consts INCDIR  print the constants section of INCDIR/url1738.h
    abi.py check BUILD    fail (exit 1) when a released record does not
                          hold in today's ABI, or today's ABI differs from
                          the record of the version being developed
    abi.py update BUILD   rewrite the record of the version being
                          developed; refused for a released version
    abi.py version -      print the version being developed

A record is four sections: "abi 1 lpN", then "struct NAME size N
[frozen]" with its "  NAME.member offset size" lines, "symbols" with one
"  name" a line, "consts" with one "  NAME value" a line (every
enumerator of the header's enums and every integer macro). abi/RELEASED
lists the released versions; their records are never rewritten.
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The records' folder: abi/, or ABI_DIR (tests/t_abi.sh checks the checker
# on altered copies).
HERE = os.environ.get("ABI_DIR") or os.path.join(ROOT, "abi")


def die(msg, code=2):
    sys.stderr.write("abi.py: %s\n" % msg)
    sys.exit(code)


def released():
    """The released versions, oldest first (abi/RELEASED: "VERSION
    COMMIT" lines, '#' comments)."""
    out = []
    with open(os.path.join(HERE, "RELEASED")) as f:
        for line in f:
            line = line.split("#", 1)[0].split()
            if line:
                out.append(line[0])
    return out


def header_version():
    with open(os.path.join(ROOT, "include", "url1738.h")) as f:
        m = re.search(r'^#define URL1738_VERSION "([^"]+)"', f.read(), re.M)
    if not m:
        die("include/url1738.h has no URL1738_VERSION")
    return m.group(1)


def developing(rel):
    """The version being developed: the header's URL1738_VERSION when it
    is not released yet; else (the header not bumped yet after a
    release) the one record abi/X.abi of a version not in RELEASED."""
    ver = header_version()
    if ver not in rel:
        return ver
    new = sorted(f[:-4] for f in os.listdir(HERE)
                 if f.endswith(".abi") and f[:-4] not in rel)
    if len(new) != 1:
        die("URL1738_VERSION %s is released, and abi/ has %s records of "
            "unreleased versions (%s): set URL1738_VERSION to the version "
            "being developed" % (ver, len(new), ", ".join(new) or "none"), 1)
    return new[0]


def cc():
    return os.environ.get("CC", "cc").split()


def consts(incdir):
    """The constants of incdir/url1738.h: every enumerator of an enum
    url1738_* and every macro URL1738_* whose value is an integer."""
    hdr = os.path.join(incdir, "url1738.h")
    pre = subprocess.run(cc() + ["-E", "-P", "-I", incdir, hdr],
                         capture_output=True, text=True)
    if pre.returncode != 0:
        die("cc -E %s: %s" % (hdr, pre.stderr))
    names = []
    for body in re.findall(r"enum\s+url1738_\w+\s*\{([^}]*)\}", pre.stdout):
        for item in body.split(","):
            m = re.match(r"\s*(URL1738_\w+)", item)
            if m:
                names.append(m.group(1))
    mac = subprocess.run(cc() + ["-dM", "-E", "-I", incdir, hdr],
                         capture_output=True, text=True)
    for line in mac.stdout.splitlines():
        m = re.match(r"#define (URL1738_\w+) (.+)$", line)
        if not m:
            continue
        name, value = m.groups()
        if ('"' in value or "INIT_" in value or "__attribute__" in value
                or name.startswith("URL1738_VERSION")):
            continue
        names.append(name)
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "c.c")
        exe = os.path.join(tmp, "c")
        with open(src, "w") as f:
            f.write('#include <stdio.h>\n#include "url1738.h"\n'
                    "int main(void)\n{\n")
            for n in sorted(set(names)):
                f.write('    printf("  %%s %%lld\\n", "%s", (long long)(%s));\n'
                        % (n, n))
            f.write("    return 0;\n}\n")
        r = subprocess.run(cc() + ["-std=c11", "-w", "-I", incdir, "-o", exe,
                                   src], capture_output=True, text=True)
        if r.returncode != 0:
            die("the constants of %s do not compile: %s" % (hdr, r.stderr))
        return subprocess.run([exe], capture_output=True, text=True,
                              check=True).stdout.splitlines()


def record(build):
    dump = os.path.join(build, "abi_dump")
    so = os.path.join(build, "liburl1738.so")
    for f in (dump, so):
        if not os.path.exists(f):
            die("%s is missing (make all %s)" % (f, dump))
    lines = subprocess.run([dump], capture_output=True, text=True,
                           check=True).stdout.splitlines()
    nm = subprocess.run(["nm", "-D", "--defined-only", so],
                        capture_output=True, text=True)
    if nm.returncode != 0:
        die("nm -D %s failed (binutils): %s" % (so, nm.stderr))
    syms = sorted(w[2] for w in (l.split() for l in nm.stdout.splitlines())
                  if len(w) == 3 and w[1] in "TDRBW")
    lines.append("symbols")
    lines += ["  " + s for s in syms]
    lines.append("consts")
    lines += consts(os.path.join(ROOT, "include"))
    return lines


def parse(lines):
    """head, {struct: (size, frozen, sized)}, {member: line}, symbols,
    {const: value}."""
    head = lines[0] if lines else ""
    structs, members, syms, cons = {}, {}, set(), {}
    section = "structs"
    for line in lines[1:]:
        if line in ("symbols", "consts"):
            section = line
            continue
        if section == "symbols":
            syms.add(line.strip())
        elif section == "consts":
            name, value = line.split()
            cons[name] = value
        elif line.startswith("struct "):
            w = line.split()
            structs[w[1]] = [int(w[3]), len(w) > 4 and w[4] == "frozen",
                             False]
        else:
            name = line.split()[0]
            members[name] = line.strip()
            if name.endswith(".size") and name.count(".") == 1:
                structs[name.split(".")[0]][2] = True
    return head, structs, members, syms, cons


def holds(rec, now, what):
    """The differences that break a record rec in today's ABI now."""
    bad = []
    h0, s0, m0, y0, c0 = parse(rec)
    h1, s1, m1, y1, c1 = parse(now)
    if h0 != h1:
        bad.append("%s: record of %s, not %s" % (what, h0, h1))
        return bad
    for name, (size, frozen, sized) in sorted(s0.items()):
        if name not in s1:
            bad.append("%s: struct %s is gone" % (what, name))
        elif s1[name][0] < size or ((frozen or not sized)
                                    and s1[name][0] != size):
            bad.append("%s: struct %s size %d, was %d%s" % (
                what, name, s1[name][0], size,
                "" if sized and not frozen else " (it may not grow)"))
    for name, line in sorted(m0.items()):
        if m1.get(name) != line:
            bad.append("%s: %s is '%s', was '%s'" % (
                what, name, m1.get(name, "gone"), line))
    for sym in sorted(y0 - y1):
        bad.append("%s: symbol %s is gone" % (what, sym))
    for name, value in sorted(c0.items()):
        if c1.get(name) != value:
            bad.append("%s: %s is %s, was %s" % (what, name,
                                                c1.get(name, "gone"), value))
    return bad


def read(path):
    with open(path) as f:
        return f.read().splitlines()


def main(argv):
    if len(argv) != 3 or argv[1] not in ("record", "consts", "check",
                                         "update", "version"):
        die(__doc__.split("\n\n")[1])
    cmd, arg = argv[1], argv[2]
    if cmd == "version":
        print(developing(released()))
        return 0
    if cmd == "consts":
        print("\n".join(consts(arg)))
        return 0
    now = record(arg)
    if cmd == "record":
        print("\n".join(now))
        return 0
    rel = released()
    ver = developing(rel)
    mine = os.path.join(HERE, ver + ".abi")
    if cmd == "update":
        if ver in rel:
            die("%s is released (abi/RELEASED): its record is never "
                "rewritten; set URL1738_VERSION to the next version first"
                % ver, 1)
        with open(mine, "w") as f:
            f.write("\n".join(now) + "\n")
        print("abi.py: abi/%s.abi updated" % ver)
        return 0
    bad = []
    for r in rel:
        path = os.path.join(HERE, r + ".abi")
        if not os.path.exists(path):
            bad.append("abi/%s.abi is missing (a released record)" % r)
            continue
        rec = read(path)
        # The record agrees with the released header kept beside it.
        hdr = os.path.join(HERE, r)
        if os.path.exists(os.path.join(hdr, "url1738.h")):
            want = consts(hdr)
            got = rec[rec.index("consts") + 1:] if "consts" in rec else []
            if got != want:
                bad.append("abi/%s.abi: its constants differ from "
                           "abi/%s/url1738.h's" % (r, r))
        bad += holds(rec, now, r)
    if not os.path.exists(mine):
        bad.append("abi/%s.abi is missing: the version being developed "
                   "has no record (make abi-update)" % ver)
    elif read(mine) != now:
        old = read(mine)
        import difflib
        sys.stderr.write("\n".join(difflib.unified_diff(
            old, now, "abi/%s.abi" % ver, "today", lineterm="")) + "\n")
        if ver in rel:
            bad.append("the ABI differs from the record of %s, a released "
                       "version: set URL1738_VERSION to the next version "
                       "and record it there (abi/README)" % ver)
        else:
            bad.append("the ABI differs from abi/%s.abi: if the diff only "
                       "adds (abi/README), make abi-update" % ver)
    if bad:
        for b in bad:
            sys.stderr.write("abi.py: %s\n" % b)
        return 1
    print("abi.py: ABI of %s holds every released record (%s); %d symbols"
          % (ver, ", ".join(rel), len(parse(now)[3])))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
