# SPDX-License-Identifier: MIT
"""url1738.pandas and the CLI's CSV/TSV read by pandas (issue 31), run by
Debian's python3 (python3-pandas) with BUILD/python on the path:

  1. the Series accessor: s.url1738.host, .registered_domain, .valid,
     .parse(fields=[...]) -> DataFrame, s.url1738(spec=...): equal to
     parse_many over the corpora; None, NaN and pandas.NA in, None out;
     the Series' index kept; unknown names refused;
  2. `url1738 parse --format=csv --header` read by pandas.read_csv and
     `--format=tsv --header` by pandas.read_table, with no options: the
     same values as parse_many (empty cells are NaN, pandas' missing);
  3. the ```py examples of docs/python.md and docs/scale.md (pandas and
     dask; the ```python ones run in python/tests/test_docs.py) run and
     print;
  4. `parse`, `normalize` and `extract` in flat memory: the largest
     resident size reading a 96 MB stream on stdin is within 2 MB of the
     one for a 3 MB stream.

Usage: python3 tests/pandas_check.py BUILD CORPUS_DIR
Ends with "t_pandas ok N  fail M".
"""
import io
import math
import os
import resource
import subprocess
import sys

import pycheck

tally = pycheck.Tally("t_pandas")
check, end = tally.check, tally.end


def is_na(v):
    return v is None or (isinstance(v, float) and math.isnan(v))


def accessor(pd, url1738, lines):
    idx = ["r%d" % i for i in range(len(lines))]
    s = pd.Series(lines, index=idx)
    for spec in ("rfc1738", "rfc3986"):
        acc = s.url1738 if spec == "rfc1738" else s.url1738(spec=spec)
        want = url1738.parse_many(lines, spec=spec, fields=(
            "host", "registered_domain", "valid", "scheme", "port"))
        for name in ("host", "registered_domain", "valid"):
            got = getattr(acc, name)
            check(isinstance(got, pd.Series) and list(got.index) == idx
                  and got.name == name, "%s: a Series on the index" % name)
            check(got.tolist() == want[name], "s.url1738.%s (%s) equals "
                  "parse_many" % (name, spec))
        df = acc.parse(fields=["scheme", "host", "port"])
        check(isinstance(df, pd.DataFrame) and list(df.columns)
              == ["scheme", "host", "port"] and list(df.index) == idx,
              "parse(fields=...) -> DataFrame (%s)" % spec)
        for name in ("scheme", "host", "port"):
            check(df[name].tolist() == want[name],
                  "parse()[%r] equals parse_many (%s)" % (name, spec))
        full = acc.parse()
        check(list(full.columns) == list(url1738.parse_many([], spec=spec)),
              "parse() has parse_many's default columns (%s)" % spec)
    # Missing values in, None out.
    m = pd.Series(["http://www.example.com/", None, float("nan"), pd.NA,
                   "no url", b"ftp://ftp.example.org/f"], dtype=object)
    check(m.url1738.host.tolist() == ["www.example.com", None, None, None,
                                      None, b"ftp.example.org"],
          "host with missing values: %r" % m.url1738.host.tolist())
    check(m.url1738.valid.tolist() == [True, None, None, None, False, True],
          "valid with missing values: %r" % m.url1738.valid.tolist())
    check(m.url1738.registered_domain.tolist()
          == ["example.com", None, None, None, None, b"example.org"],
          "registered_domain with missing values")
    check(pd.Series(["http://h/"]).url1738.valid.dtype == bool,
          "valid is bool when nothing is missing")
    df = m.url1738.parse(fields=["error"])
    check(df["error"][4]["offset"] == 2 and df["error"][4]["code"]
          == url1738.parse_many(["no url"], fields=["error"])["error"][0]
          ["code"] and df["error"][0] is None,
          "the error column: %r" % df["error"].tolist())
    check(pd.Series([], dtype=object).url1738.host.tolist() == [],
          "an empty Series")
    # A str Series with pandas' "string" dtype reads alike.
    st = pd.Series(["http://a.example.com/", None], dtype="string")
    check(st.url1738.host.tolist() == ["a.example.com", None],
          "a Series of dtype 'string': %r" % st.url1738.host.tolist())
    for bad in ("nope", "_x"):
        try:
            getattr(s.url1738, bad)
            check(False, "s.url1738.%s should raise AttributeError" % bad)
        except AttributeError:
            check(True, "")
    try:
        s.url1738(spec="rfc9999")
        check(False, "an unknown spec should raise ValueError")
    except ValueError:
        check(True, "")
    check("registered_domain" in dir(s.url1738) and "host" in dir(s.url1738),
          "dir() lists the fields")


def cli_tables(pd, url1738, cli, lines):
    """The CLI's CSV and TSV read by pandas without options."""
    # pandas reads UTF-8 by default: the lines that are UTF-8.
    text = [x for x in lines if x.encode("utf-8", "surrogateescape")
            .decode("utf-8", "replace") == x and "\x00" not in x]
    data = "".join(x + "\n" for x in text).encode("utf-8")
    fields = ["input", "valid", "scheme", "host", "path",
              "registered_domain"]
    want = url1738.parse_many(text, fields=fields)
    na = set(pd._libs.parsers.STR_NA_VALUES)
    for fmt, reader in (("csv", pd.read_csv), ("tsv", pd.read_table)):
        r = subprocess.run([cli, "parse", "--format=" + fmt, "--header",
                            "--fields=" + ",".join(fields)], input=data,
                           stdout=subprocess.PIPE)
        check(r.returncode in (0, 1), "CLI %s exited %d" % (fmt,
                                                            r.returncode))
        df = reader(io.BytesIO(r.stdout))
        check(list(df.columns) == fields and len(df) == len(text),
              "%s: columns %r, %d rows for %d URLs" % (fmt,
                                                       list(df.columns),
                                                       len(df), len(text)))
        bad = 0
        for name in fields:
            for x, g, w, v in zip(text, df[name].tolist(), want[name],
                                  want["valid"]):
                if name == "scheme" and not v:
                    continue        # the CLI's rows keep it (pipeline.md)
                if name == "valid":
                    w = bool(w)
                elif w is None:
                    w = ""
                if fmt == "tsv" and isinstance(w, str) and \
                        any(c in w for c in "\t\n\r\\"):
                    continue        # escaped: what COPY reads, not pandas
                if is_na(g):
                    same = w == "" or w in na
                else:
                    same = g == w or str(g) == str(w)
                if not same:
                    bad += 1
                    if bad <= 5:
                        print("t_pandas: %s %r of %r: pandas read %r, "
                              "parse_many %r" % (fmt, name, x, g, w),
                              file=sys.stderr)
        check(bad == 0, "pandas.%s of --format=%s: %d cells differ"
              % (reader.__name__, fmt, bad))


def docs_examples():
    import contextlib
    import re
    for doc in ("docs/python.md", "docs/scale.md"):
        with open(doc) as f:
            blocks = re.findall(r"```py\n(.*?)```", f.read(), re.S)
        check(blocks, "%s has ```py examples" % doc)
        for code in blocks:
            out = io.StringIO()
            try:
                with contextlib.redirect_stdout(out):
                    exec(compile(code, doc, "exec"), {})
                check(out.getvalue(), "%s example printed nothing: %s"
                      % (doc, code[:60]))
            except Exception as e:
                check(False, "%s example %r: %s: %s" % (doc, code[:60],
                                                          type(e).__name__,
                                                          e))


def flat_memory(cli, lines):
    """Largest resident size of the CLI for a small and a large stream."""
    chunk = "".join(x + "\n" for x in lines[:40000]).encode(
        "utf-8", "surrogateescape")
    for args in (["parse", "--format=tsv"], ["parse"], ["normalize"],
                 ["extract"], ["parse", "--format=csv", "--fields=input,"
                               "host,registered_domain"]):
        rss = []
        for mb in (3, 96):
            reps = max(1, mb * 2 ** 20 // len(chunk))
            p = subprocess.Popen([sys.executable, "-c",
                                  "import sys, resource, subprocess\n"
                                  "p = subprocess.Popen(sys.argv[1:], "
                                  "stdin=subprocess.PIPE, "
                                  "stdout=subprocess.DEVNULL)\n"
                                  "c = sys.stdin.buffer.read()\n"
                                  "for _ in range(%d):\n"
                                  "    p.stdin.write(c)\n"
                                  "p.stdin.close(); p.wait()\n"
                                  "print(resource.getrusage(resource."
                                  "RUSAGE_CHILDREN).ru_maxrss)" % reps,
                                  cli] + args, stdin=subprocess.PIPE,
                                 stdout=subprocess.PIPE)
            out, _ = p.communicate(chunk)
            rss.append(int(out))
        check(rss[1] - rss[0] < 2048, "url1738 %s: max RSS %d KB for 3 MB "
              "in, %d KB for 96 MB in" % (" ".join(args), rss[0], rss[1]))
        print("t_pandas: url1738 %s: max RSS %d KB (3 MB in), %d KB (96 MB "
              "in)" % (" ".join(args), rss[0], rss[1]), file=sys.stderr)


def main():
    build, corpus_dir = sys.argv[1], sys.argv[2]
    sys.path.insert(0, os.path.abspath(os.path.join(build, "python")))
    cli = os.path.abspath(os.path.join(build, "url1738"))
    try:
        import pandas as pd
        import url1738
        import url1738.pandas  # noqa: F401  (registers .url1738)
    except ImportError as e:
        check(False, "%s (%s): apt-get install python3-pandas, and make "
              "python" % (e, sys.executable))
        end()
    lines = tally.corpus_lines(corpus_dir)
    accessor(pd, url1738, lines)
    cli_tables(pd, url1738, cli, lines)
    docs_examples()
    flat_memory(cli, lines)
    end()


if __name__ == "__main__":
    main()
