#!/bin/sh
# SPDX-License-Identifier: MIT
# t_postgres_fdw.sh - one URL table over two PostgreSQL clusters on
# 127.0.0.1 with postgres_fdw (docs/scale.md): the url1738 extension on
# both, a partition on each, and a GROUP BY registered domain across both.
#   1. pg_regress postgres/sql/url1738_fdw.sql (small, checked by eye).
#   2. kasztp_web.txt's URLs spread over both clusters by id: the
#      distributed GROUP BY must equal the same GROUP BY over one local
#      table of all of them, row for row.
# Ends with "tests/t_postgres_fdw.sh ok N  fail M".
BUILD=${BUILD:-build}
me=tests/t_postgres_fdw.sh
. tests/pg_cluster.sh

corpus=$(cd "${URL1738_URLS:-tests/data/urls}" 2>/dev/null && pwd)/kasztp_web.txt

if ! pg_start one || ! port1=$pg_port || ! pg_start two; then
    pg_fail "the clusters did not start"
    pg_end
fi
port2=$pg_port
setup="CREATE EXTENSION url1738;
       CREATE TABLE urls_remote (id int, u url1738);"
if pg_sql "$port2" postgres "CREATE DATABASE shard" >/dev/null &&
   pg_sql "$port2" shard "$setup" >/dev/null; then
    pg_pass
else
    pg_fail "setting up the second cluster"
    pg_end
fi

PG_PORT2=$port2
export PG_PORT2
pg_regress_run "$port1" --dbname=url1738_fdw url1738_fdw
# The rows that went to the second cluster are there.
got=$(pg_sql "$port2" shard "SELECT string_agg(id::text, ',' ORDER BY id)
                              FROM urls_remote")
if [ "$got" = "101,102,103,104,105" ]; then pg_pass; else
    pg_fail "rows on the second cluster: $got"; fi

# 2. The corpus, both ways.
if [ ! -f "$corpus" ]; then
    pg_fail "no $corpus"
    pg_end
fi
db=url1738_fdw
"$pg_bin/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$port1" \
    -U postgres -d "$db" >"$tmp/load.log" 2>&1 <<SQL || pg_fail "loading"
TRUNCATE urls;
CREATE TABLE raw (line text);
\\copy raw FROM '$corpus' WITH (FORMAT csv, DELIMITER E'\\x01', QUOTE E'\\x02')
CREATE TABLE all_urls AS
  SELECT row_number() OVER () AS n, line::url1738 AS u
    FROM raw WHERE url_valid(line);
-- Half and half: ids below 100 stay here, the rest go to the other cluster.
INSERT INTO urls SELECT CASE WHEN n % 2 = 0 THEN (n % 100)::int
                             ELSE 100 + n::int END, u FROM all_urls;
SQL
q="SELECT coalesce(url_registered_domain(u), '-') || ' ' || count(*)
     FROM %s GROUP BY url_registered_domain(u) ORDER BY 1"
pg_sql "$port1" "$db" "$(printf "$q" urls)" >"$tmp/spread.txt" 2>&1
pg_sql "$port1" "$db" "$(printf "$q" all_urls)" >"$tmp/local.txt" 2>&1
n=$(pg_sql "$port1" "$db" "SELECT count(*) FROM all_urls")
remote=$(pg_sql "$port2" shard "SELECT count(*) FROM urls_remote")
groups=$(wc -l <"$tmp/local.txt")
if [ "${n:-0}" -gt 40000 ] && [ "${remote:-0}" -gt 20000 ] &&
   [ "$groups" -gt 1000 ] && cmp -s "$tmp/spread.txt" "$tmp/local.txt"; then
    pg_pass
    echo "$me: $n URLs, $remote on the second cluster, $groups registered" \
         "domains: the same over two clusters as over one table" >&2
else
    pg_fail "distributed GROUP BY differs (n=$n remote=$remote" \
            "groups=$groups)"
    cat "$tmp/load.log" >&2
    diff "$tmp/local.txt" "$tmp/spread.txt" | head -20 >&2
fi
pg_end
