# SPDX-License-Identifier: MIT
"""tests/t_crossbinding.sh's comparer: every function the CLI, SQLite,
PostgreSQL and Python share, over the URL corpora, under each reading;
any difference between any two of them fails.

Usage: crossbinding.py CORPUS CLI SQLITE_EXT PSQL PORT DB
(the Python module is the one on sys.path; PostgreSQL's table r(id, u)
is loaded by the caller). Prints the differences, then one line
"crossbinding OK BAD" (comparisons that agreed, ones that did not)."""
import json
import subprocess
import sys

import url1738

corpus, cli, sqlite_ext, psql, port, db = sys.argv[1:7]
READINGS = ("rfc1738", "rfc3986")
# Top-level parts (parse's JSON keys), derived parts (TSV columns of the
# CLI, where an empty column stands for null), and the rest.
PARTS = ("scheme", "user", "password", "host", "port", "default_port",
         "path", "schemepart", "userinfo", "host_type", "query", "fragment")
DERIVED = ("registered_domain", "public_suffix", "host_reversed", "surt")
# What PostgreSQL has of them (its url_port is the number: port_number).
PG_PARTS = tuple(f for f in PARTS if f != "port")

with open(corpus, encoding="utf-8") as f:
    urls = f.read().split("\n")
if urls and urls[-1] == "":
    urls.pop()


def text(v):
    """One spelling of a value: None, or a str (booleans as SQL spells
    them, numbers in decimal)."""
    if v is None:
        return None
    if isinstance(v, bool):
        return "true" if v else "false"
    return str(v)


def run(argv, stdin):
    out = subprocess.run(argv, input=stdin, capture_output=True, text=True)
    if out.returncode not in (0, 1):
        sys.exit("%s failed: %s" % (argv[0], out.stderr[:2000]))
    return out.stdout


def from_cli(spec):
    rows = [dict() for _ in urls]
    stdin = "\n".join(urls) + "\n"
    lines = run([cli, "parse", "--spec=" + spec], stdin).splitlines()
    for row, line in zip(rows, lines):
        o = json.loads(line)
        row["valid"] = text(o["valid"])
        for f in PARTS:
            if f in o:
                row[f] = text(o[f])
            elif f == "schemepart":
                row[f] = None   # written for genericurl only
            # RFC 3986's keys are not written under RFC 1738: not compared
    lines = run([cli, "parse", "--spec=" + spec, "--format=tsv",
                 "--fields=" + ",".join(DERIVED)], stdin).split("\n")
    for row, line in zip(rows, lines):
        for f, v in zip(DERIVED, line.split("\t")):
            row[f] = v or None
    lines = run([cli, "normalize", "--spec=" + spec], stdin).splitlines()
    for row, line in zip(rows, lines):
        row["normalized"] = json.loads(line)["normalized"]
    assert all(len(r) > 3 for r in rows), "the CLI wrote fewer lines"
    return rows


def sql_quote(s):
    return "'" + s.replace("'", "''") + "'"


def from_sqlite(spec):
    cols = ["url_valid(u, %s) AS valid" % sql_quote(spec)]
    cols += ["url_%s(u, %s) AS %s" % (f, sql_quote(spec), f)
             for f in PARTS + DERIVED]
    cols += ["url_normalize(u, %s) AS normalized" % sql_quote(spec),
             "url_port_number(u, %s) AS port_number" % sql_quote(spec),
             "url_query_param(u, 'utm_source', %s) AS utm_source" %
             sql_quote(spec)]
    script = [".load " + sqlite_ext, "CREATE TABLE r (id INTEGER, u TEXT);",
              "BEGIN;"]
    script += ["INSERT INTO r VALUES (%d, %s);" % (i, sql_quote(u))
               for i, u in enumerate(urls)]
    script += ["COMMIT;", ".mode json",
               "SELECT id, %s FROM r ORDER BY id;" % ", ".join(cols)]
    out = run(["sqlite3", "-batch", ":memory:"], "\n".join(script) + "\n")
    rows = json.loads(out) if out.strip() else []
    res = []
    for o in rows:
        row = {k: text(v) for k, v in o.items() if k != "id"}
        row["valid"] = "true" if o["valid"] == 1 else "false"
        row["default_port"] = text(o["default_port"])
        for f in DERIVED:
            row[f] = row[f] or None
        res.append(row)
    assert len(res) == len(urls), "sqlite3 gave %d rows" % len(res)
    return res


def from_postgres(spec):
    q = sql_quote(spec)
    cols = ["url_valid(u, %s) AS valid" % q]
    # url_surt's reading comes after its three options.
    cols += ["url_%s(u, %s%s) AS %s" % (f, "false, false, false, "
                                       if f == "surt" else "", q, f)
             for f in PG_PARTS + DERIVED]
    cols += ["url_normalize(u, %s) AS normalized" % q,
             "safe_port(u, %s) AS port_number" % q,
             "url_query_param(u, 'utm_source', %s) AS utm_source" % q]
    sql = ("SELECT row_to_json(x) FROM (SELECT id, %s FROM r) x ORDER BY "
           "(x).id" % ", ".join(cols))
    proc = subprocess.run([psql, "-X", "-q", "-A", "-t", "-v",
                           "ON_ERROR_STOP=1", "-h", "127.0.0.1", "-p", port,
                           "-U", "postgres", "-d", db, "-c", sql],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit("psql failed: %s" % proc.stderr[:2000])
    out = proc.stdout
    res = []
    for line in out.splitlines():
        o = json.loads(line)
        row = {k: text(v) for k, v in o.items() if k != "id"}
        if row["port_number"] == "-2":
            row["port_number"] = "(beyond integer)"
        for f in DERIVED:
            row[f] = row[f] or None
        res.append(row)
    assert len(res) == len(urls), "psql gave %d rows" % len(res)
    return res


def from_python(spec):
    res = []
    for u in urls:
        row = {}
        try:
            p = url1738.parse(u, spec=spec)
        except url1738.URLError:
            res.append({"valid": "false"})
            continue
        row["valid"] = "true"
        for f in PARTS + DERIVED:
            row[f] = text(getattr(p, f))
        for f in DERIVED:
            row[f] = row[f] or None
        row["normalized"] = url1738.normalize(u, spec=spec)
        res.append(row)
    return res


ok = bad = 0
shown = 0
kinds = {}
for spec in READINGS:
    got = {"cli": from_cli(spec), "sqlite": from_sqlite(spec),
           "postgres": from_postgres(spec), "python": from_python(spec)}
    names = sorted(got)
    for i, u in enumerate(urls):
        for a in range(len(names)):
            for b in range(a + 1, len(names)):
                ra, rb = got[names[a]][i], got[names[b]][i]
                both_valid = ra.get("valid") == rb.get("valid") == "true"
                keys = ra.keys() & rb.keys() if both_valid else {"valid"}
                if all(ra[f] == rb[f] for f in keys):
                    ok += len(keys)
                    continue
                for f in sorted(keys):
                    if f != "valid" and not both_valid:
                        continue
                    va, vb = ra[f], rb[f]
                    if f == "port_number" and "(beyond integer)" in (va, vb):
                        continue
                    if va == vb:
                        ok += 1
                        continue
                    bad += 1
                    k = (spec, f, names[a], names[b])
                    kinds[k] = kinds.get(k, 0) + 1
                    if shown < 30:
                        shown += 1
                        print("%s %r: %s %s=%r, %s %s=%r" %
                              (spec, u, names[a], f, va, names[b], f, vb))
for k in sorted(kinds):
    print("%s %s: %s and %s differ on %d URLs" % (k + (kinds[k],)))
print("crossbinding %d %d" % (ok, bad))
