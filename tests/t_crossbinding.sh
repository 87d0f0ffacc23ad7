#!/bin/sh
# SPDX-License-Identifier: MIT
# t_crossbinding.sh - the CLI, SQLite, PostgreSQL and Python answer alike
# (issue 24): every function they share (validity, every part of the
# vocabulary, the derived host parts, normalize, the port number, a query
# parameter) over the corpora kasztp_web, node_files and rfc1738_schemes,
# under each reading; any difference between any two fails
# (tests/crossbinding.py compares). Needs sqlite3, PostgreSQL and the
# Python module: a missing one fails.
# Ends with "tests/t_crossbinding.sh ok N  fail M".
BUILD=${BUILD:-build}
me=tests/t_crossbinding.sh
. tests/pg_cluster.sh

data=$pg_data
[ -n "$data" ] || { pg_fail "no URL corpora (tests/data/urls)"; pg_end; }
command -v sqlite3 >/dev/null 2>&1 ||
    { pg_fail "sqlite3 not found: apt-get install sqlite3"; pg_end; }
[ -f "$BUILD/url1738_sqlite.so" ] ||
    { pg_fail "no $BUILD/url1738_sqlite.so (libsqlite3-dev)"; pg_end; }
set -- "$BUILD"/python/url1738*.so
[ -f "$1" ] || { pg_fail "no Python module in $BUILD/python"; pg_end; }

# The lines every binding can take as text: UTF-8, no control character
# (a line of the CLI's input ends at a newline; PostgreSQL text holds no
# NUL).
# corpus_pg.txt numbers them for PostgreSQL (id \x01 url).
python3 - "$data" "$tmp/corpus_pg.txt" >"$tmp/corpus.txt" <<'PY'
import re, sys
n = 0
pg = open(sys.argv[2], "w")
for name in ("kasztp_web", "node_files", "rfc1738_schemes"):
    with open("%s/%s.txt" % (sys.argv[1], name), "rb") as f:
        for line in f.read().split(b"\n"):
            try:
                s = line.decode("utf-8")
            except UnicodeDecodeError:
                continue
            if s and not re.search(r"[\x00-\x1f\x7f]", s):
                print(s)
                pg.write("%d\x01%s\n" % (n, s))
                n += 1
PY
chmod 644 "$tmp/corpus.txt" "$tmp/corpus_pg.txt"
if ! pg_start cross; then pg_fail "the cluster did not start"; pg_end; fi
if "$pg_bin/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$pg_port" \
       -U postgres -d postgres >"$tmp/load.log" 2>&1 <<SQL
CREATE EXTENSION url1738;
CREATE TABLE r (id integer PRIMARY KEY, u text);
\\copy r FROM '$tmp/corpus_pg.txt' WITH (FORMAT csv, DELIMITER E'\\x01', QUOTE E'\\x02')
CREATE FUNCTION safe_port(u text, spec text) RETURNS integer
LANGUAGE plpgsql IMMUTABLE AS \$\$
BEGIN
    RETURN url_port(u, spec);
EXCEPTION WHEN numeric_value_out_of_range THEN
    RETURN -2;
END \$\$;
SQL
then pg_pass; else pg_fail "loading PostgreSQL"; cat "$tmp/load.log" >&2; pg_end; fi
PYTHONPATH="$BUILD/python" python3 tests/crossbinding.py "$tmp/corpus.txt" \
    "$BUILD/url1738" "$BUILD/url1738_sqlite" "$pg_bin/psql" "$pg_port" \
    postgres >"$tmp/cross.out" 2>&1
line=$(tail -1 "$tmp/cross.out")
case $line in
"crossbinding "[1-9]*" 0")
    pg_pass
    echo "$me: $(wc -l <"$tmp/corpus.txt") URLs, ${line#crossbinding } comparisons agreed/differed" >&2 ;;
*)
    pg_fail "the bindings differ ($line)"
    head -40 "$tmp/cross.out" >&2 ;;
esac
pg_end
