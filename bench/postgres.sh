#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/postgres.sh - the PostgreSQL extension's speed (bench/RESULTS.md,
# "PostgreSQL"): kasztp_web.txt repeated 10 times (480,100 URLs) loaded
# into a url1738 column and a text column of a throw-away cluster
# (tests/pg_cluster.sh), then grouped by registered domain with the
# extension, by the last two host labels with PostgreSQL's own
# split_part/reverse (no Public Suffix List: faster and wrong for
# co.uk), and grouped by host in PostgreSQL and in SQLite with the SQLite
# extension. One backend, no parallel workers (SQLite has one thread);
# best of 3 runs of each query.
# Then (issue 24) sorting, CREATE UNIQUE INDEX and count(DISTINCT) on a
# url1738 column against the same on text, on the corpus repeated with
# variations (one host prefix per copy, 26 copies: 526,000 of them timed), and the
# backend's peak memory (VmHWM) over a 1,000,000-row sort of each.
#   sh bench/postgres.sh [BUILD]          everything
#   PG_BENCH=sort sh bench/postgres.sh    the issue 24 part only
BUILD=${1:-build}
me=bench/postgres.sh
. tests/pg_cluster.sh
corpus=$(cd "${URL1738_URLS:-tests/data/urls}" 2>/dev/null && pwd)/kasztp_web.txt
make -s BUILD="$BUILD" "$BUILD/url1738_sqlite.so" >/dev/null || exit 1
pg_start bench || exit 1

# ===== Issue 24: comparisons compare stored bytes =====
# timed TITLE SQL: the best of 3 runs of SQL (after SETUP $S) in one
# session, ms.
timed() {
    for i in 1 2 3; do
        printf '%s;\n\\timing on\n%s;\n\\timing off\n' "$S" "$2"
    done | "$pg_bin/psql" -X -q -h 127.0.0.1 -p "$pg_port" -U postgres \
        -d bench -o /dev/null 2>&1 |
        sed -n 's/^Time: \([0-9.]*\) ms.*/\1/p' | sort -n | head -1
}
# peak KIND ROWS: VmHWM of a fresh backend after sorting ROWS rows of the
# column (work_mem 64MB: an external sort, bounded memory), in kB.
peak() {
    "$pg_bin/psql" -X -q -A -t -h 127.0.0.1 -p "$pg_port" -U postgres \
        -d bench <<SQL 2>&1 | tail -1
SET max_parallel_workers_per_gather = 0; SET work_mem = '64MB';
SELECT count(*) FROM (SELECT $1 FROM big LIMIT $2) s0;
SELECT count(*) FROM (SELECT $1 FROM (SELECT $1 FROM big LIMIT $2) l ORDER BY $1 OFFSET 0) s;
SELECT split_part(regexp_replace(pg_read_file('/proc/' || pg_backend_pid() || '/status'), '.*VmHWM:\\s*([0-9]+).*', '\\1', 's'), ' ', 1);
SQL
}
sort_bench() {
    "$pg_bin/psql" -X -q -h 127.0.0.1 -p "$pg_port" -U postgres -d bench \
        >/dev/null <<SQL
CREATE EXTENSION url1738;
CREATE TABLE raw (u text);
\\copy raw FROM '$corpus' WITH (FORMAT csv, DELIMITER E'\\x01', QUOTE E'\\x02')
-- One URL per normalized form, then a copy per host prefix r1. ... r26.
CREATE TABLE base AS SELECT DISTINCT ON (url_normalize(u)) u FROM raw
  WHERE url_valid(u) AND u ~ '^[a-zA-Z][a-zA-Z0-9+.-]*://[^@/]+(/|$)'
  ORDER BY url_normalize(u), u;
CREATE TABLE big AS
  SELECT regexp_replace(u, '://', '://r' || i || '.') AS t,
         regexp_replace(u, '://', '://r' || i || '.')::url1738 AS u
    FROM base, generate_series(1, 26) i ORDER BY random();
CREATE TABLE half AS SELECT t, u FROM big LIMIT 526000;
VACUUM ANALYZE big; VACUUM ANALYZE half;
SQL
    n=$(pg_sql "$pg_port" bench "SELECT count(*) FROM half")
    d=$(pg_sql "$pg_port" bench "SELECT count(DISTINCT u) || ' ' || count(DISTINCT t) FROM half")
    echo "sorting and indexing: $n rows ($d distinct as url1738 / as text)"
    echo
    echo "| on $n rows, one backend, work_mem 256MB | text, ms | url1738, ms | ratio |"
    echo "|---|---:|---:|---:|"
    S="SET max_parallel_workers_per_gather = 0; SET work_mem = '256MB'; SET maintenance_work_mem = '256MB'; DROP INDEX IF EXISTS hx"
    for q in "ORDER BY|SELECT count(*) FROM (SELECT COL FROM half ORDER BY COL OFFSET 0) s" \
             "CREATE UNIQUE INDEX|CREATE UNIQUE INDEX hx ON half (COL)" \
             "count(DISTINCT)|SELECT count(DISTINCT COL) FROM half" \
             "GROUP BY (hash)|SELECT count(*) FROM (SELECT COL FROM half GROUP BY 1) g"; do
        title=${q%%|*}
        sql=${q#*|}
        tt=$(timed "$title" "$(echo "$sql" | sed 's/COL/t/g')")
        tu=$(timed "$title" "$(echo "$sql" | sed 's/COL/u/g')")
        printf '| %s | %s | %s | %.2f |\n' "$title" "$tt" "$tu" \
            "$(echo "$tu / $tt" | bc -l)"
    done
    echo
    echo "| peak memory of the backend (VmHWM, kB), sorting N rows, work_mem 64MB | text | url1738 |"
    echo "|---|---:|---:|"
    for rows in 100000 1000000; do
        printf '| %s rows | %s | %s |\n' "$rows" "$(peak t $rows)" "$(peak u $rows)"
    done
}
for i in 1 2 3 4 5 6 7 8 9 10; do cat "$corpus"; done >"$tmp/urls.txt"
n=$(wc -l <"$tmp/urls.txt")

# best TITLE SETUP QUERY: the best of 3 timings of QUERY, each after an
# untimed SETUP, in one psql session.
best() {
    for i in 1 2 3; do
        printf '%s;\n\\timing on\n%s;\n\\timing off\n' "$2" "$3"
    done | "$pg_bin/psql" -X -q -h 127.0.0.1 -p "$pg_port" -U postgres \
        -d bench -o /dev/null 2>&1 |
        sed -n 's/^Time: \([0-9.]*\) ms.*/\1/p' | sort -n | head -1 |
        { read -r ms; printf '| %s | %s |\n' "$1" "$ms"; }
}

pg_sql "$pg_port" postgres "CREATE DATABASE bench" >/dev/null
[ "${PG_BENCH:-}" = sort ] && { sort_bench; exit 0; }
"$pg_bin/psql" -X -q -h 127.0.0.1 -p "$pg_port" -U postgres -d bench \
    >/dev/null <<SQL
CREATE EXTENSION url1738;
CREATE TABLE raw (u text);
\\copy raw FROM '$tmp/urls.txt' WITH (FORMAT csv, DELIMITER E'\\x01', QUOTE E'\\x02')
CREATE TABLE t_text AS SELECT u FROM raw WHERE url_valid(u);
SQL
valid=$(pg_sql "$pg_port" bench "SELECT count(*) FROM t_text")
echo "$n URLs, $valid valid (the url1738 column holds those)"
echo
echo "| query (one backend) | best of 3, ms |"
echo "|---|---:|"
S="SET max_parallel_workers_per_gather = 0"
pg_sql "$pg_port" bench "CREATE TABLE t (u url1738); CREATE TABLE t2 (u text)"
best "load: INSERT INTO a url1738 column (checks each URL)" \
     "$S; TRUNCATE t" "INSERT INTO t SELECT u FROM t_text"
best "load: INSERT INTO a text column (no check)" \
     "$S; TRUNCATE t2" "INSERT INTO t2 SELECT u FROM t_text"
pg_sql "$pg_port" bench "VACUUM ANALYZE t" && pg_sql "$pg_port" bench "VACUUM ANALYZE t_text"
best "GROUP BY url_registered_domain(u), url1738 column" "$S" \
     "SELECT url_registered_domain(u), count(*) FROM t GROUP BY 1"
best "GROUP BY url_registered_domain(u), text column" "$S" \
     "SELECT url_registered_domain(u), count(*) FROM t_text GROUP BY 1"
best "GROUP BY last two host labels, split_part/reverse, text column" "$S" \
     "SELECT reverse(split_part(reverse(h), '.', 1) || '.' || split_part(reverse(h), '.', 2)), count(*) FROM (SELECT split_part(split_part(split_part(split_part(u, '://', 2), '/', 1), '@', -1), ':', 1) AS h FROM t_text) s GROUP BY 1"
best "GROUP BY url_host(u), url1738 column" "$S" \
     "SELECT url_host(u), count(*) FROM t GROUP BY 1"
best "GROUP BY split_part host, text column" "$S" \
     "SELECT split_part(split_part(split_part(split_part(u, '://', 2), '/', 1), '@', -1), ':', 1), count(*) FROM t_text GROUP BY 1"

# SQLite: the same valid URLs, the SQLite extension's url_host.
pg_sql "$pg_port" bench "SELECT u FROM t_text" >"$tmp/valid.txt"
db=$tmp/bench.db
sqlite3 "$db" "CREATE TABLE t (u TEXT);" &&
printf '.mode line\n.import %s t\n' "$tmp/valid.txt" | sqlite3 "$db" 2>/dev/null
printf '.load %s/url1738_sqlite\n.timer on\n%s\n%s\n%s\n' "$BUILD" \
    "SELECT url_host(u), count(*) FROM t GROUP BY 1;" \
    "SELECT url_host(u), count(*) FROM t GROUP BY 1;" \
    "SELECT url_host(u), count(*) FROM t GROUP BY 1;" |
    sqlite3 "$db" 2>&1 | sed -n 's/^Run Time: real \([0-9.]*\).*/\1/p' |
    sort -n | head -1 |
    { read -r s; printf '| SQLite: GROUP BY url_host(u) (url1738_sqlite.so) | %s |\n' \
        "$(echo "$s * 1000" | bc)"; }
echo
echo "rows in SQLite: $(sqlite3 "$db" 'SELECT count(*) FROM t')"
