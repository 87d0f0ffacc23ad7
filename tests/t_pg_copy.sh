#!/bin/sh
# SPDX-License-Identifier: MIT
# t_pg_copy.sh - `url1738 parse --format=tsv|csv` read by PostgreSQL's
# COPY (issue 31, docs/pipeline.md): on a throw-away cluster
# (tests/pg_cluster.sh), `COPY t FROM PROGRAM 'url1738 parse
# --format=tsv ...'` with no options (COPY's text format) and `COPY c FROM
# PROGRAM 'url1738 parse --format=csv --header ...' (FORMAT csv, HEADER)`
# over the URL corpora (in a SQL_ASCII database: inputs keep their bytes):
# every row equals what url1738.parse_many gives (the input byte for byte),
# and the two tables are equal.
# Ends with "tests/t_pg_copy.sh ok N  fail M".
BUILD=${BUILD:-build}
me=tests/t_pg_copy.sh
. tests/pg_cluster.sh

corpus=${URL1738_CORPUS:-${URL1738_URLS:-tests/data/urls}}
for f in kasztp_web.txt node_files.txt rfc1738_schemes.txt; do
    if [ ! -f "$corpus/$f" ]; then
        pg_fail "corpus $corpus/$f missing"
        pg_end
    fi
done
if ! pg_start copy; then
    pg_fail "the cluster did not start"
    pg_end
fi
port=$pg_port
# The program and the input where the server (user nobody) reads them.
# PostgreSQL's text holds no NUL byte: lines with one are left out.
cp "$BUILD/url1738" "$tmp/url1738"
cat "$corpus/kasztp_web.txt" "$corpus/node_files.txt" \
    "$corpus/rfc1738_schemes.txt" | tr -d '\000' > "$tmp/urls.txt"
chmod 755 "$tmp/url1738"
chmod 644 "$tmp/urls.txt"
fields=input,valid,scheme,host,port,path,registered_domain
cols="input text, valid text, scheme text, host text, port text,
      path text, registered_domain text"
if pg_sql "$port" postgres "CREATE DATABASE raw ENCODING 'SQL_ASCII'
                            TEMPLATE template0" >/dev/null &&
   pg_sql "$port" raw "CREATE TABLE t ($cols); CREATE TABLE c ($cols)" \
       >/dev/null; then
    pg_pass
else
    pg_fail "CREATE DATABASE raw"
    pg_end
fi
# The program's status is 1 when an input is invalid: COPY takes only 0.
run="$tmp/url1738 parse --fields=$fields"
if pg_sql "$port" raw "COPY t FROM PROGRAM
                       '$run --format=tsv <$tmp/urls.txt || test \$? = 1'" \
       >/dev/null; then
    pg_pass
else
    pg_fail "COPY t FROM PROGRAM '... --format=tsv' (no options)"
fi
if pg_sql "$port" raw "COPY c FROM PROGRAM
                       '$run --format=csv --header <$tmp/urls.txt || test \$? = 1'
                       WITH (FORMAT csv, HEADER)" >/dev/null; then
    pg_pass
else
    pg_fail "COPY c FROM PROGRAM '... --format=csv --header' (FORMAT csv)"
fi
# Row by row against parse_many, the input as hex (as multisets: a
# table's physical order is not the order of COPY's rows).
pg_sql "$port" raw "SELECT encode(convert_to(input, 'SQL_ASCII'), 'hex'),
                           valid, scheme, host, port, path,
                           registered_domain
                    FROM t" > "$tmp/t.out" 2>&1
if PYTHONPATH="$BUILD/python" python3 - "$tmp/urls.txt" "$tmp/t.out" <<'PY'
import collections
import sys
import url1738
raw = open(sys.argv[1], "rb").read().split(b"\n")
if raw[-1] == b"":
    raw.pop()
urls = [x[:-1] if x.endswith(b"\r") else x for x in raw]
rows = open(sys.argv[2], "rb").read().decode("ascii").split("\n")
if rows[-1] == "":
    rows.pop()
names = ["valid", "scheme", "host", "port", "path", "registered_domain"]
want = url1738.parse_many(urls, fields=names)
bad = 0 if len(rows) == len(urls) else 1
if bad:
    print("t_pg_copy: %d rows for %d URLs" % (len(rows), len(urls)),
          file=sys.stderr)
exp = collections.Counter()
for i, u in enumerate(urls):
    exp["|".join([u.hex()] + [
        ("true" if want[n][i] else "false") if n == "valid" else
        # The CLI's rows keep the scheme of an invalid input.
        "*" if n == "scheme" and not want["valid"][i] else
        (want[n][i] or b"").decode("ascii") for n in names])] += 1
got = collections.Counter()
for row in rows:
    f = row.split("|")
    if len(f) > 2 and f[1] == "false":
        f[2] = "*"
    got["|".join(f)] += 1
for k in list((exp - got) + (got - exp))[:5]:
    print("t_pg_copy: row %r: %d in COPY's table, %d expected"
          % (k, got[k], exp[k]), file=sys.stderr)
bad += sum(((exp - got) + (got - exp)).values())
print("t_pg_copy: %d rows compared, %d differ" % (len(urls), bad),
      file=sys.stderr)
sys.exit(1 if bad else 0)
PY
then pg_pass; else pg_fail "the TSV rows COPY read differ from parse_many"; fi
# CSV and TSV give one table (CSV's unquoted empty field is NULL).
eq="SELECT count(*) FROM (
      (SELECT input, valid, coalesce(scheme, ''), coalesce(host, ''),
              coalesce(port, ''), coalesce(path, ''),
              coalesce(registered_domain, '') FROM c
       EXCEPT ALL SELECT * FROM t)
      UNION ALL
      (SELECT * FROM t EXCEPT ALL
       SELECT input, valid, coalesce(scheme, ''), coalesce(host, ''),
              coalesce(port, ''), coalesce(path, ''),
              coalesce(registered_domain, '') FROM c)) d"
got=$(pg_sql "$port" raw "$eq" 2>&1)
n=$(pg_sql "$port" raw "SELECT (SELECT count(*) FROM t) || ' '
                        || (SELECT count(*) FROM c)" 2>&1)
want=$(tr -d '\000' < "$tmp/urls.txt" | wc -l | tr -d ' ')
if [ "$got" = 0 ] && [ "$n" = "$want $want" ]; then pg_pass; else
    pg_fail "CSV vs TSV tables: $got rows differ; rows t c: $n (want $want)"
fi
pg_end
