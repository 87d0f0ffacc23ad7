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
   [ -f "postgres/url1738--$v.sql" ]; then
    pg_pass
else
    pg_fail "postgres/url1738.control or url1738--$v.sql: not version $v"
fi

if ! pg_start main; then
    pg_fail "the cluster did not start"
    pg_end
fi
pg_pass
pg_regress_run "$pg_port" --dbname=url1738_regress url1738
pg_regress_run "$pg_port" --dbname=url1738_ascii --encoding=SQL_ASCII \
    url1738_sqlascii
pg_end
