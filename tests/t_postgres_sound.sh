#!/bin/sh
# SPDX-License-Identifier: MIT
# t_postgres_sound.sh - the url1738 extension gives one answer whatever a
# session sets, a dump restores anywhere, equality is url_normalize's, and
# a 1.1 database updates in place (issue 24; docs/postgres.md). A
# throw-away cluster on 127.0.0.1 (tests/pg_cluster.sh) with the corpora
# kasztp_web, node_files and rfc1738_schemes:
#   1. expression indexes against sequential scans, for every part
#      function on text and on url1738, under every value of url1738.spec;
#   2. pg_dump, then restore into databases set to each value of
#      url1738.spec: every row back, the same text, the same answers;
#   3. a = b exactly when url_normalize(a) = url_normalize(b), over every
#      corpus row (hash join, merge join, GROUP BY, DISTINCT);
#   4. the 1.1 extension (built from git history) with data and indexes,
#      ALTER EXTENSION url1738 UPDATE, then the answers of a fresh 1.2.
# Ends with "tests/t_postgres_sound.sh ok N  fail M".
BUILD=${BUILD:-build}
me=tests/t_postgres_sound.sh
. tests/pg_cluster.sh

data=$pg_data
if [ -z "$data" ]; then
    pg_fail "no URL corpora (tests/data/urls)"
    pg_end
fi
cat "$data/kasztp_web.txt" "$data/node_files.txt" \
    "$data/rfc1738_schemes.txt" >"$tmp/corpus.txt"
chmod 644 "$tmp/corpus.txt"

if ! pg_start sound; then
    pg_fail "the cluster did not start"
    pg_end
fi
port=$pg_port
psql_run() {   # DB: SQL on stdin, output on stdout
    "$pg_bin/psql" -X -q -A -t -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$port" \
        -U postgres -d "$1"
}

# The corpus as text (every line) and as url1738 (the lines the type
# accepts), and the issue's own table: 5,000 https://a_b.example.com/xN.
load_corpus() {
    psql_run "$1" <<SQL
CREATE TABLE c (id serial PRIMARY KEY, t text, u url1738);
CREATE TEMP TABLE raw (line text);
\\copy raw FROM '$tmp/corpus.txt' WITH (FORMAT csv, DELIMITER E'\\x01', QUOTE E'\\x02')
INSERT INTO c (t, u) SELECT line, CASE WHEN url_valid(line)
                                            OR url_valid(line, 'rfc1738')
                                       THEN line::url1738 END FROM raw;
INSERT INTO c (t, u) SELECT 'https://a_b.example.com/x' || i,
                            ('https://a_b.example.com/x' || i)::url1738
                       FROM generate_series(1, 5000) i;
SQL
}

# ===== 1. Expression index against sequential scan, every setting =====
pg_sql "$port" postgres "CREATE DATABASE idx" >/dev/null
pg_sql "$port" idx "CREATE EXTENSION url1738" >/dev/null
if load_corpus idx >"$tmp/load.log" 2>&1; then pg_pass; else
    pg_fail "loading the corpus"; cat "$tmp/load.log" >&2; pg_end; fi
fns="url_host url_path url_query url_valid url_normalize url_scheme
     url_registered_domain url_port"
{
    for f in $fns; do
        echo "CREATE INDEX ON c ($f(t)); CREATE INDEX ON c ($f(u));"
    done
    cat <<'SQL'
CREATE INDEX ON c (u);
CREATE INDEX ON c USING hash (u);
ANALYZE c;
-- The rows a probe finds: a digest, through the plan scan names.
CREATE FUNCTION probe(q text, scan text) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE r text;
BEGIN
    PERFORM set_config('enable_seqscan', (scan = 'seq')::text, true);
    PERFORM set_config('enable_indexscan', (scan <> 'seq')::text, true);
    PERFORM set_config('enable_bitmapscan', (scan <> 'seq')::text, true);
    PERFORM set_config('enable_hashjoin', (scan = 'seq')::text, true);
    PERFORM set_config('enable_mergejoin', 'false', true);
    EXECUTE 'SELECT count(*) || '' '' || md5(string_agg(c.id || ''='' || p.v, '','' ORDER BY c.id, p.v)) FROM p JOIN c ON ' || q || ' = p.v' INTO r;
    RETURN r;
END $$;
SQL
} | psql_run idx >"$tmp/idx.log" 2>&1 || { pg_fail "creating indexes"; cat "$tmp/idx.log" >&2; }
# Does the forced plan use the index?
plan=$(pg_sql "$port" idx "SET enable_seqscan = off; EXPLAIN SELECT * FROM c
                           WHERE url_host(u) = 'a_b.example.com'")
case $plan in
*"Index"*) pg_pass ;;
*) pg_fail "no index scan for url_host(u): $plan" ;;
esac
for setting in default rfc1738 rfc3986 either; do
    set_sql=
    [ "$setting" = default ] || set_sql="SET url1738.spec = $setting;"
    bad=0
    for f in $fns; do
        for col in t u; do
            # The 40 commonest values, found through the index (nested
            # loop) and through a scan (hash join).
            out=$(pg_sql "$port" idx "$set_sql
                CREATE TEMP TABLE p AS SELECT $f($col) v FROM c
                 WHERE $f($col) IS NOT NULL GROUP BY 1
                 ORDER BY count(*) DESC, 1 LIMIT 40;
                SELECT s = probe('$f(c.$col)', 'index'), s LIKE '0 %'
                  FROM (SELECT probe('$f(c.$col)', 'seq') s) x" 2>&1)
            case $out in
            "t|f") ;;
            *) bad=1; pg_fail "$f($col) under url1738.spec=$setting: index and sequential scan differ ($out)" ;;
            esac
        done
    done
    # The issue's reproduction: 5,000 rows through either plan.
    for scan in seq index; do
        n=$(pg_sql "$port" idx "$set_sql
              CREATE TEMP TABLE p AS SELECT 'a_b.example.com'::text v;
              SELECT probe('url_host(c.u)', '$scan')" | cut -d' ' -f1)
        [ "$n" = 5000 ] || { bad=1; pg_fail "url_host(u) = 'a_b.example.com' under $setting, $scan scan: $n rows, not 5000"; }
    done
    [ $bad = 0 ] && pg_pass
done

# ===== 2. pg_dump, then restore under every setting =====
pg_sql "$port" idx "CREATE UNIQUE INDEX ON c (id, u);
                    CREATE TABLE tilde (u url1738 UNIQUE);
                    INSERT INTO tilde VALUES ('http://h/~a'), ('HTTPS://H:443/x')" \
    >/dev/null
"$pg_bin/pg_dump" -h 127.0.0.1 -p "$port" -U postgres -d idx \
    -f "$tmp/idx.dump" 2>"$tmp/dump.log" || { pg_fail "pg_dump"; cat "$tmp/dump.log" >&2; }
answers="SELECT count(*) || ' ' || md5(string_agg(concat_ws('|', u, url_normalize(u),
                url_host(u), url_query(u), url_reading(u), url_host(t)), E'\n'
                ORDER BY id)) FROM c;
         SELECT string_agg(u::text, ' ' ORDER BY u) FROM tilde"
want=$(pg_sql "$port" idx "$answers")
for setting in rfc1738 rfc3986 either; do
    db=restore_$setting
    pg_sql "$port" postgres "CREATE DATABASE $db" >/dev/null
    pg_sql "$port" postgres "ALTER DATABASE $db SET url1738.spec = '$setting'" \
        >/dev/null
    if psql_run "$db" <"$tmp/idx.dump" >"$tmp/restore.log" 2>&1; then
        got=$(pg_sql "$port" "$db" "$answers")
        if [ "$got" = "$want" ]; then pg_pass; else
            pg_fail "restored under url1738.spec=$setting: '$got', not '$want'"; fi
    else
        pg_fail "restore under url1738.spec=$setting failed"
        head -20 "$tmp/restore.log" >&2
    fi
done

# ===== 3. Equality is url_normalize's, over every corpus row =====
eq=$(pg_sql "$port" idx "
  SET enable_mergejoin = off;
  SELECT count(*) FROM c a JOIN c b ON a.u = b.u
   WHERE url_normalize(a.u) <> url_normalize(b.u);
  SELECT count(*) FROM c a JOIN c b ON url_normalize(a.u) = url_normalize(b.u)
   WHERE a.u <> b.u;
  SET enable_hashjoin = off; SET enable_mergejoin = on;
  SELECT count(*) FROM c a JOIN c b ON a.u = b.u
   WHERE url_normalize(a.u) <> url_normalize(b.u);
  RESET enable_hashjoin;
  SELECT (SELECT count(*) FROM (SELECT u FROM c WHERE u IS NOT NULL GROUP BY u) g)
         - count(DISTINCT url_normalize(u)) FROM c;
  SELECT count(DISTINCT u) - count(DISTINCT url_normalize(u)) FROM c;
  SELECT count(*) FROM (SELECT u, lag(u) OVER (ORDER BY u) p FROM c) s
   WHERE url_normalize(p) > url_normalize(u) COLLATE \"C\";" 2>&1 | tr '\n' ' ')
if [ "$eq" = "0 0 0 0 0 0 " ]; then pg_pass; else
    pg_fail "equality and url_normalize disagree (counts: $eq)"; fi
# Each pair named in the issue.
pairs=$(pg_sql "$port" idx "
  SELECT 'http://h:1000000/~a'::url1738 = 'http://h:1000001/~a'::url1738,
         'HTTP://H/%7e'::url1738 = 'http://h/~',
         'https://H:443/a'::url1738 = 'https://h/a',
         'http://example.com/%7Euser/img.png'::url1738
           = 'http://example.com/~user/img.png',
         url_normalize('http://h:1000000/~a'::url1738)" | tr '\n' ' ')
if [ "$pairs" = "f|t|t|t|http://h:1000000/~a " ]; then pg_pass; else
    pg_fail "the issue's pairs: $pairs"; fi

# ===== 4. Updating a 1.1 database in place =====
# The 1.1 extension as main had it (the parent of the commit that made the
# control file say 1.2), its C file built against this library.
src=
for c in $(git rev-list HEAD -- postgres/url1738.control 2>/dev/null); do
    if git show "$c^:postgres/url1738.control" 2>/dev/null |
           grep -q "^default_version = '1.1'"; then
        src=$c^
        break
    fi
done
if [ -z "$src" ]; then
    pg_fail "no 1.1 extension in the git history"
    pg_end
fi
git show "$src:postgres/url1738_pg.c" >"$tmp/url1738_11.c" &&
git show "$src:postgres/url1738--1.1.sql" >"$tmp/url1738--1.1.sql"
libdir=$pg_inst$pg_real_lib
sharedir=$pg_inst$pg_real_share/extension
# pg_cc: the compiler without sanitizer flags (pg_cluster.sh): the
# server cannot load sanitizer code.
if ! $pg_cc -O2 -fPIC -shared -I"$("$PG_CONFIG" --includedir-server)" \
        -Iinclude -o "$tmp/url1738_11.so" "$tmp/url1738_11.c" \
        "$pg_build/liburl1738_pic.a" -Wl,--exclude-libs,ALL \
        2>"$tmp/cc11.log"; then
    pg_fail "building the 1.1 extension"; cat "$tmp/cc11.log" >&2; pg_end
fi
cp "$libdir/url1738.so" "$tmp/url1738_12.so"
cp "$tmp/url1738--1.1.sql" "$sharedir/url1738--1.1.sql"
cp "$tmp/url1738_11.so" "$libdir/url1738.so.new" && mv "$libdir/url1738.so.new" "$libdir/url1738.so"
chmod 644 "$libdir/url1738.so" "$sharedir/url1738--1.1.sql"
pg_sql "$port" postgres "CREATE DATABASE v11" >/dev/null
setup="CREATE TABLE c (id serial PRIMARY KEY, t text, u url1738);
  CREATE TEMP TABLE raw (line text);
  \\copy raw FROM '$tmp/corpus.txt' WITH (FORMAT csv, DELIMITER E'\\x01', QUOTE E'\\x02')
  INSERT INTO c (t, u) SELECT line, NULL FROM raw;
  UPDATE c SET u = t::url1738 WHERE url_valid(t);
  CREATE INDEX c_u ON c (u);
  CREATE INDEX c_uh ON c USING hash (u);
  CREATE INDEX c_host ON c (url_host(t));
  CREATE INDEX c_query ON c (url_query(u));
  CREATE TABLE k (u url1738 UNIQUE);
  INSERT INTO k VALUES ('http://h/~a'), ('ftp://h/x'), ('https://h/q?a=1');"
if psql_run v11 >"$tmp/v11.log" 2>&1 <<SQL
CREATE EXTENSION url1738 VERSION '1.1';
SET url1738.spec = either;
$setup
SQL
then pg_pass; else pg_fail "the 1.1 database"; cat "$tmp/v11.log" >&2; fi
# The new library in place (a new file: running servers keep theirs).
cp "$tmp/url1738_12.so" "$libdir/url1738.so.new" && mv "$libdir/url1738.so.new" "$libdir/url1738.so"
if pg_sql "$port" v11 "ALTER EXTENSION url1738 UPDATE" >"$tmp/upd.log" 2>&1; then
    pg_pass
else
    pg_fail "ALTER EXTENSION url1738 UPDATE"; cat "$tmp/upd.log" >&2
fi
pg_sql "$port" postgres "CREATE DATABASE v12" >/dev/null
printf 'CREATE EXTENSION url1738;\n%s\n' "$setup" | psql_run v12 >"$tmp/v12.log" 2>&1 ||
    { pg_fail "the fresh 1.2 database"; cat "$tmp/v12.log" >&2; }
queries="SELECT extversion FROM pg_extension WHERE extname = 'url1738';
  SELECT count(*) || ' ' || md5(string_agg(concat_ws('|', u, url_normalize(u),
         url_host(u), url_query(u), url_path(u), url_port(u), url_reading(u),
         url_host(t), url_query(t), url_valid(t)), E'\n' ORDER BY id)) FROM c;
  SET enable_seqscan = off;
  SELECT md5(string_agg(id::text, ',' ORDER BY u, id)) FROM c WHERE u IS NOT NULL;
  SELECT count(*) FROM c WHERE u = 'http://example.com/'::url1738;
  SELECT count(*) FROM c WHERE url_host(t) = 'www.npmjs.com';
  SELECT count(*) FROM c WHERE url_query(u) IS NOT NULL AND url_query(u) = 'a=1';
  SET enable_indexscan = off; SET enable_bitmapscan = off; SET enable_seqscan = on;
  SELECT count(*) FROM c WHERE u = 'http://example.com/'::url1738;
  SELECT count(*) FROM c WHERE url_host(t) = 'www.npmjs.com';
  SELECT string_agg(u::text, ' ' ORDER BY u) FROM k;
  SELECT count(*) FROM (SELECT u FROM c GROUP BY u) g;
  SELECT string_agg(i.indexrelid::regclass::text || ':' || i.indisvalid, ' '
                    ORDER BY i.indexrelid::regclass::text) FROM pg_index i
   WHERE i.indrelid IN ('c'::regclass, 'k'::regclass);"
pg_sql "$port" v11 "$queries" >"$tmp/q11.txt" 2>&1
pg_sql "$port" v12 "$queries" >"$tmp/q12.txt" 2>&1
if cmp -s "$tmp/q11.txt" "$tmp/q12.txt" && grep -q '^1.2$' "$tmp/q11.txt"; then
    pg_pass
else
    pg_fail "the updated 1.1 database answers differently from a fresh 1.2"
    diff "$tmp/q12.txt" "$tmp/q11.txt" >&2
fi
# The expression index built under 1.1 was rebuilt: it agrees with a scan.
n1=$(pg_sql "$port" v11 "SET enable_seqscan = off;
       SELECT count(*) FROM c WHERE url_query(u) = 'utm_source=news'")
n2=$(pg_sql "$port" v11 "SET enable_indexscan = off; SET enable_bitmapscan = off;
       SELECT count(*) FROM c WHERE url_query(u) = 'utm_source=news'")
if [ "$n1" = "$n2" ]; then pg_pass; else
    pg_fail "after the update, url_query(u) index $n1 rows, scan $n2"; fi
pg_end
