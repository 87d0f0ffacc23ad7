#!/bin/sh
# SPDX-License-Identifier: MIT
# t_postgres.sh - the PostgreSQL extension against a real server: a
# throw-away cluster on 127.0.0.1 (tests/pg_cluster.sh), then the
# pg_regress suite postgres/sql/*.sql, whose output must equal
# postgres/expected/*.out exactly: url1738 in a UTF8 database,
# url1738_sqlascii in a SQL_ASCII one (bytes that are not UTF-8).
# Missing PostgreSQL fails. Ends with "tests/t_postgres.sh ok N  fail M".
BUILD=${BUILD:-build}
me=tests/t_postgres.sh
. tests/pg_cluster.sh

# The extension is versioned like the library (MAJOR.MINOR): the control
# file's default_version, and its full script, name the header's version.
v=$(sed -n 's/^#define URL1738_VERSION "\([0-9]*\.[0-9]*\)\..*"/\1/p' \
      include/url1738.h)
if grep -q "^default_version = '$v'\$" postgres/url1738.control &&
   [ -f "postgres/url1738--$v.sql.in" ]; then
    pg_pass
else
    pg_fail "postgres/url1738.control or url1738--$v.sql.in: not version $v"
fi

if ! pg_start main; then
    pg_fail "the cluster did not start"
    pg_end
fi
pg_pass
pg_regress_run "$pg_port" --dbname=url1738_regress url1738
pg_regress_run "$pg_port" --dbname=url1738_ascii --encoding=SQL_ASCII \
    url1738_sqlascii

# docs/postgres.md: every ```sql block, statement by statement; the lines
# "--> x" after a statement are what psql -A -t prints for it.
pg_sql "$pg_port" postgres "CREATE DATABASE docs" >/dev/null &&
    pg_sql "$pg_port" docs "CREATE EXTENSION url1738" >/dev/null
python3 - "$pg_bin/psql" "$pg_port" >"$tmp/docs.out" 2>&1 <<'PY'
import re, subprocess, sys
psql, port = sys.argv[1], sys.argv[2]
doc = open("docs/postgres.md").read()
blocks = re.findall(r"```sql\n(.*?)```", doc, re.S)
ok = bad = 0
script, cases = [], []
for block in blocks:
    stmt, want = [], None
    for line in block.splitlines() + ["<end>"]:
        if line.startswith("-->"):
            want = (want or []) + [line[4:]]
            continue
        if want is not None or line == "<end>":
            if stmt:
                cases.append(("\n".join(stmt), "\n".join(want or []).strip()))
            stmt, want = [], None
        if line != "<end>":
            stmt.append(line)
# One session, so that a TEMP table lives on; a marker between outputs.
sql = "".join("%s\n\\echo '@@'\n" % s for s, _ in cases)
out = subprocess.run([psql, "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1",
                      "-h", "127.0.0.1", "-p", port, "-U", "postgres",
                      "-d", "docs"], input=sql, capture_output=True,
                     text=True)
got = out.stdout.split("@@\n")
for i, (stmt, want) in enumerate(cases):
    g = got[i].strip() if i < len(got) else "(no output: %s)" % out.stderr
    if g == want:
        ok += 1
    else:
        bad += 1
        print("docs/postgres.md: %s\n  expected: %r\n  got:      %r" %
              (stmt, want, g))
print("docs %d %d" % (ok, bad))
PY
line=$(tail -1 "$tmp/docs.out")
case $line in
"docs "[1-9]*" 0") pg_pass ;;
*) pg_fail "docs/postgres.md examples ($line)"; cat "$tmp/docs.out" >&2 ;;
esac
pg_end
