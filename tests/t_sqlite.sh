#!/bin/sh
# SPDX-License-Identifier: MIT
# t_sqlite.sh - drives the SQLite extension (build/url1738_sqlite.so)
# through the sqlite3 program on a database file of URLs that holds TEXT,
# NULLs, BLOBs (NUL and 8-bit bytes included) and invalid URLs.
#
# Each case below is one line "SQL => expected": the SQL runs in a fresh
# sqlite3 process on the database with the extension loaded, and its
# output (list mode, rows joined by "|" per column) must be exactly
# expected; "=> ERROR: text" wants a failure whose message holds text.
# Ends with "tests/t_sqlite.sh ok N  fail M" for tests/run.sh.
BUILD=${BUILD:-build}
me=tests/t_sqlite.sh
ext=$BUILD/url1738_sqlite
ok=0
ko=0

# No sqlite3 or no extension is a failure, never a skip (.ci/run installs
# sqlite3 and libsqlite3-dev; make builds the extension where sqlite3ext.h
# is).
if ! command -v sqlite3 >/dev/null 2>&1 || [ ! -f "$ext.so" ]; then
    echo "$me: FAIL: needs sqlite3 and $ext.so (apt-get install" \
         "sqlite3 libsqlite3-dev, then make)" >&2
    echo "$me ok 0  fail 1"
    exit 1
fi

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
db=$tmp/urls.db

fail() {
    ko=$((ko + 1))
    printf '%s: FAIL: %s\n' "$me" "$1" >&2
    [ $# -lt 3 ] || printf '    wanted: %s\n    got:    %s\n' "$2" "$3" >&2
}

pass() {
    ok=$((ok + 1))
}

# One SQL case against the database, the extension loaded first.
run_case() {
    sql=$1
    want=$2
    got=$(sqlite3 -batch -bail -cmd ".load $ext" "$db" "$sql" \
          2>"$tmp/err")
    st=$?
    case $want in
    "ERROR: "*)
        if [ $st -ne 0 ] && grep -qF "${want#ERROR: }" "$tmp/err"; then
            pass
        else
            fail "$sql" "$want" "status $st: $got $(cat "$tmp/err")"
        fi
        ;;
    *)
        if [ $st -eq 0 ] && [ "$got" = "$want" ]; then
            pass
        else
            fail "$sql" "$want" "$got$(cat "$tmp/err")"
        fi
        ;;
    esac
}

# ----- The database: one row per URL, of every storage class.
sqlite3 -batch -bail "$db" <<'EOF' || fail "creating $db"
CREATE TABLE urls (id INTEGER PRIMARY KEY, u);
INSERT INTO urls (id, u) VALUES
  (1, 'ftp://myname@host.dom/%2Fetc/motd;type=a'),
  (2, 'http://www.example.com:8080/a/b?q=1'),
  (3, NULL),
  (4, CAST('gopher://h/0sel%09search' AS BLOB)),
  (5, 'http://h/a b'),
  (6, x'687474703a2f2f682f00'),
  (7, 'mailto:joe@example.com'),
  (8, 'news:*'),
  (9, x'687474703a2f2f68c3a92f'),
  (10, ''),
  (11, 'HTTP://Example.COM/'),
  (12, 42),
  (13, 'file:///etc/motd'),
  (14, 'prospero://h:1525/a/b;f=v'),
  (15, 'http://a-.b/');
EOF

# The expressions use the rows above by id; quote() shows NULL, TEXT and
# BLOB apart.
while IFS= read -r line; do
    case $line in
    "" | "#"*) continue ;;
    esac
    run_case "${line% => *}" "${line##* => }"
done <<'EOF'
# 5: validity, NULL in -> NULL out.
SELECT quote(url_valid(u)) FROM urls WHERE id = 1 => 1
SELECT quote(url_valid(u)) FROM urls WHERE id = 3 => NULL
SELECT quote(url_valid(u)) FROM urls WHERE id = 5 => 0
SELECT quote(url_valid(u)) FROM urls WHERE id = 6 => 0
SELECT quote(url_valid(u)) FROM urls WHERE id = 9 => 0
SELECT quote(url_valid(u)) FROM urls WHERE id = 10 => 0
SELECT quote(url_valid(u)) FROM urls WHERE id = 12 => 0
SELECT group_concat(id) FROM urls WHERE url_valid(u) => 1,2,4,7,8,11,13,14
SELECT count(*) FROM urls WHERE url_valid(u) IS NULL => 1
SELECT quote(url_valid(x'')) => 0
SELECT quote(url_valid('a:')) => 1
# Errors: the message and the offset of the first error; NULL when valid.
SELECT quote(url_error(u)) FROM urls WHERE id = 1 => NULL
SELECT quote(url_error(u)) FROM urls WHERE id = 3 => NULL
SELECT url_error(u) FROM urls WHERE id = 5 => a space must be encoded as %20
SELECT url_error_offset(u) FROM urls WHERE id = 5 => 10
SELECT url_error(u) FROM urls WHERE id = 6 => control character 0x00 must be encoded as %00
SELECT url_error_offset(u) FROM urls WHERE id = 6 => 9
SELECT url_error_offset(u) FROM urls WHERE id = 9 => 8
SELECT url_error_offset(u) FROM urls WHERE id = 10 => 0
SELECT url_error_offset(u) FROM urls WHERE id = 15 => 9
SELECT url_error_offset('http://') => 7
SELECT url_error_offset('http:/x') => 6
SELECT quote(url_error_offset(NULL)) => NULL
SELECT count(*) FROM urls WHERE url_error(u) IS NOT NULL => 6
# 3.1: the common parts, raw; NULL for absent parts and invalid URLs.
SELECT url_scheme(u) FROM urls WHERE id = 1 => ftp
SELECT url_user(u) FROM urls WHERE id = 1 => myname
SELECT quote(url_password(u)) FROM urls WHERE id = 1 => NULL
SELECT url_host(u) FROM urls WHERE id = 1 => host.dom
SELECT quote(url_port(u)) FROM urls WHERE id = 1 => NULL
SELECT url_path(u) FROM urls WHERE id = 1 => %2Fetc/motd;type=a
SELECT url_port(u) FROM urls WHERE id = 2 => 8080
SELECT quote(url_port(u)) FROM urls WHERE id = 2 => '8080'
SELECT url_path(u) FROM urls WHERE id = 2 => a/b?q=1
SELECT quote(url_host(u)) FROM urls WHERE id = 3 => NULL
SELECT quote(url_scheme(u)) FROM urls WHERE id = 5 => NULL
SELECT quote(url_host(u)) FROM urls WHERE id = 5 => NULL
SELECT quote(url_path(u)) FROM urls WHERE id = 6 => NULL
SELECT quote(url_host(u)) FROM urls WHERE id = 4 => 'h'
SELECT quote(url_scheme(u)) FROM urls WHERE id = 4 => 'gopher'
SELECT quote(url_host(u)) FROM urls WHERE id = 7 => NULL
SELECT url_scheme(u) FROM urls WHERE id = 11 => http
SELECT url_host(u) FROM urls WHERE id = 11 => Example.COM
SELECT quote(url_host(u)) FROM urls WHERE id = 13 => ''
SELECT url_path(u) FROM urls WHERE id = 13 => etc/motd
SELECT url_port(u) FROM urls WHERE id = 14 => 1525
SELECT quote(url_user('ftp://@host.com/')) => ''
SELECT quote(url_password('ftp://@host.com/')) => NULL
SELECT quote(url_password('ftp://foo:@host.com/')) => ''
SELECT url_password('telnet://u:p@h:23/') => p
SELECT url_scheme('X-Y.Z+1:abc') => x-y.z+1
SELECT url_host('x-y://u@h/p') => h
SELECT quote(url_path('http://h')) => NULL
SELECT quote(url_path('http://h/')) => ''
SELECT group_concat(url_scheme(u), ' ') FROM urls => ftp http gopher mailto news http file prospero
# url_part: every part by name, the scheme's own parts for that scheme.
SELECT url_part(u, 'segments') FROM urls WHERE id = 1 => %2Fetc/motd
SELECT url_part(u, 'type') FROM urls WHERE id = 1 => a
SELECT url_part(u, 'host') FROM urls WHERE id = 1 => host.dom
SELECT url_part(u, 'scheme') FROM urls WHERE id = 11 => http
SELECT url_part(u, 'segments') FROM urls WHERE id = 2 => a/b
SELECT url_part(u, 'search') FROM urls WHERE id = 2 => q=1
SELECT url_part(u, 'type') FROM urls WHERE id = 4 => 0
SELECT url_part(u, 'selector') FROM urls WHERE id = 4 => sel
SELECT url_part(u, 'search') FROM urls WHERE id = 4 => search
SELECT quote(url_part(u, 'gopher_plus')) FROM urls WHERE id = 4 => NULL
SELECT url_part(u, 'address') FROM urls WHERE id = 7 => joe@example.com
SELECT quote(url_part(u, 'group')) FROM urls WHERE id = 8 => NULL
SELECT url_part(u, 'file.path') FROM urls WHERE id = 13 => etc/motd
SELECT url_part(u, 'prospero.path') FROM urls WHERE id = 14 => a/b
SELECT url_part(u, 'fields') FROM urls WHERE id = 14 => ;f=v
SELECT quote(url_part(u, 'search')) FROM urls WHERE id = 1 => NULL
SELECT quote(url_part(u, 'address')) FROM urls WHERE id = 2 => NULL
SELECT quote(url_part(u, 'host')) FROM urls WHERE id = 3 => NULL
SELECT quote(url_part(u, 'host')) FROM urls WHERE id = 5 => NULL
SELECT url_part('news:abc@def.com', 'article') => abc@def.com
SELECT url_part('news:comp.lang.c', 'group') => comp.lang.c
SELECT url_part('nntp://h/comp.lang/123', 'group') => comp.lang
SELECT url_part('nntp://h/comp.lang/123', 'article') => 123
SELECT url_part('wais://h/db?q', 'search') => q
SELECT url_part('wais://h/db/t/p', 'database') => db
SELECT url_part('wais://h/db/t/p', 'wtype') => t
SELECT url_part('wais://h/db/t/p', 'wpath') => p
SELECT url_part('gopher://h/0a%09b%09c', 'gopher_plus') => c
# The vocabulary's names: a wais URL has no "type" (its wtype is not one);
# "scheme.name" picks one scheme's part; the top-level names are url_NAME.
SELECT quote(url_part('wais://h/db/t/p', 'type')) => NULL
SELECT url_part('ftp://h/a;type=I', 'ftp.type') => i
SELECT quote(url_part('http://h/a', 'ftp.type')) => NULL
SELECT url_part('news:*', 'all') => 1
SELECT url_part('news:a.b', 'all') => 0
SELECT url_default_port('http://h/') => 80
SELECT quote(url_default_port('news:a')) => NULL
SELECT url_schemepart('x:a%41') => a%41
SELECT quote(url_schemepart('x://h/a')) => NULL
SELECT url_part('http://h/', 'ftp.bogus') => ERROR: url_part: unknown part name
SELECT quote(url_part('http://h/', NULL)) => NULL
SELECT quote(url_part(NULL, 'host')) => NULL
SELECT url_part('http://h/', 'bogus') => ERROR: url_part: unknown part name
SELECT url_part('http://h/', 'HOST') => ERROR: url_part: unknown part name
# 2.2: decoding; TEXT when it is UTF-8 without NUL, else a BLOB.
SELECT url_decode('%2Fetc/motd') => /etc/motd
SELECT quote(url_decode('a%41%00b')) => X'61410062'
SELECT quote(url_decode('%C3%A9t%C3%A9')) => 'été'
SELECT quote(url_decode('%FF')) => X'FF'
SELECT quote(url_decode('%ED%A0%80')) => X'EDA080'
SELECT quote(url_decode('%C0%AF')) => X'C0AF'
SELECT quote(url_decode('%F0%9F%98%80')) => '😀'
SELECT quote(url_decode('%zz')) => NULL
SELECT quote(url_decode('%4')) => NULL
SELECT quote(url_decode('')) => ''
SELECT quote(url_decode(x'')) => ''
SELECT quote(url_decode(NULL)) => NULL
SELECT quote(url_decode(x'253431')) => 'A'
SELECT quote(url_decode(url_path(u))) FROM urls WHERE id = 1 => '/etc/motd;type=a'
SELECT quote(url_decode(u)) FROM urls WHERE id = 12 => '42'
SELECT quote(url_decode(u)) FROM urls WHERE id = 6 => X'687474703A2F2F682F00'
# 2.2: encoding for a production ("uchar" by default), round trip.
SELECT url_encode('a b/c') => a%20b%2Fc
SELECT url_encode('a b/c', 'http_segment') => a%20b%2Fc
SELECT url_encode('a;b:c@d', 'http_segment') => a;b:c@d
SELECT url_encode('a;b?c', 'ftp_segment') => a%3Bb?c
SELECT url_encode('été') => %C3%A9t%C3%A9
SELECT url_encode(x'00ff25') => %00%FF%25
SELECT url_encode('~{}') => %7E%7B%7D
SELECT url_encode('azAZ09$-_.+!*''(),') => azAZ09$-_.+!*'(),
SELECT quote(url_encode('')) => ''
SELECT quote(url_encode(NULL)) => NULL
SELECT quote(url_encode('a', NULL)) => NULL
SELECT hex(url_decode(url_encode(x'000102fe7f25'))) => 000102FE7F25
SELECT url_encode('a', 'nope') => ERROR: url_encode: unknown part name
# RFC 3986 2.1 and appendix A: url_encode(bytes, part, 'rfc3986') for its
# components; '~' unreserved; user escapes ':' (userinfo keeps it); a host
# is a reg-name; every octet outside a component's set escaped.
SELECT url_encode('~a b', 'user', 'rfc3986') => ~a%20b
SELECT url_encode('~a b', 'user', 'rfc1738') => %7Ea%20b
SELECT url_encode('u:p@h~', 'userinfo', 'rfc3986') => u:p%40h~
SELECT url_encode('a:b;c', 'user', 'rfc3986') => a%3Ab;c
SELECT url_encode('a:b', 'password', 'rfc3986') => a:b
SELECT url_encode('B' || char(252) || 'cher_.de', 'host', 'rfc3986') => B%C3%BCcher_.de
SELECT url_encode('a/b:c@d?e#f g%', 'segment', 'rfc3986') => a%2Fb:c@d%3Fe%23f%20g%25
SELECT url_encode('a:b@c', 'segment_nz_nc', 'rfc3986') => a%3Ab@c
SELECT url_encode('/a b/c?', 'path', 'rfc3986') => /a%20b/c%3F
SELECT url_encode('a=1&b=/?#[]', 'query', 'rfc3986') => a=1&b=/?%23%5B%5D
SELECT url_encode('s/?#', 'fragment', 'rfc3986') => s/?%23
SELECT quote(url_encode('a', NULL, 'rfc3986')) => NULL
SELECT quote(url_encode(NULL, 'query', 'rfc3986')) => NULL
SELECT hex(url_decode(url_encode(x'000102fe7f25', 'query', 'rfc3986'), 'rfc3986')) => 000102FE7F25
SELECT url_encode('a', 'ftp_segment', 'rfc3986') => ERROR: url_encode: 'ftp_segment' is not a part of RFC 3986 (its parts: user, password, host, userinfo, reg_name, segment, segment_nz_nc, path, query, fragment)
SELECT url_encode('a', 'uchar', 'rfc3986') => ERROR: url_encode: 'uchar' is not a part of RFC 3986
SELECT url_encode('a', 'query', 'RFC3986') => ERROR: url_encode: unknown reading 'RFC3986'
# Normalizing (3, cli-contract "url1738 normalize"); NULL when invalid.
SELECT url_normalize('HTTP://Example.COM:80/%7Ea%41') => http://example.com/%7EaA
SELECT url_normalize('ftp://H/a;type=I') => ftp://h/a;type=i
SELECT url_normalize('http://h:8080/%2f') => http://h:8080/%2F
SELECT url_normalize('http://h') => http://h/
SELECT quote(url_normalize('http://h/a b')) => NULL
SELECT quote(url_normalize(NULL)) => NULL
SELECT url_normalize(u) FROM urls WHERE id = 11 => http://example.com/
SELECT count(DISTINCT url_normalize(u)) FROM (SELECT 'http://h/' u UNION ALL SELECT 'HTTP://H:80/' UNION ALL SELECT 'http://h/%7e') => 2
# RFC 1808 section 5 (base <URL:http://a/b/c/d;p?q#f>), and RFC 3986 5.4.
SELECT url_resolve('http://a/b/c/d;p?q#f', 'g') => http://a/b/c/g
SELECT url_resolve('http://a/b/c/d;p?q#f', './g') => http://a/b/c/g
SELECT url_resolve('http://a/b/c/d;p?q#f', 'g/') => http://a/b/c/g/
SELECT url_resolve('http://a/b/c/d;p?q#f', '/g') => http://a/g
SELECT url_resolve('http://a/b/c/d;p?q#f', '//g') => http://g
SELECT url_resolve('http://a/b/c/d;p?q#f', '?y') => http://a/b/c/d;p?y
SELECT url_resolve('http://a/b/c/d;p?q#f', 'g?y') => http://a/b/c/g?y
SELECT url_resolve('http://a/b/c/d;p?q#f', '#s') => http://a/b/c/d;p?q#s
SELECT url_resolve('http://a/b/c/d;p?q#f', ';x') => http://a/b/c/d;x
SELECT url_resolve('http://a/b/c/d;p?q#f', 'g;x?y#s') => http://a/b/c/g;x?y#s
SELECT url_resolve('http://a/b/c/d;p?q#f', '') => http://a/b/c/d;p?q#f
SELECT url_resolve('http://a/b/c/d;p?q#f', '..') => http://a/b/
# one call into a 512-byte stack buffer, a second for a longer result:
# 511, 512 (an exact fit, no NUL), 513 and 609 bytes
SELECT length(url_resolve('http://a/b', printf('%.502c', 'x'))) || substr(url_resolve('http://a/b', printf('%.502c', 'x')), 500) => 511xxxxxxxxxxxx
SELECT length(url_resolve('http://a/b', printf('%.503c', 'x'))) || substr(url_resolve('http://a/b', printf('%.503c', 'x')), 500) => 512xxxxxxxxxxxxx
SELECT length(url_resolve('http://a/b', printf('%.504c', 'x'))) || substr(url_resolve('http://a/b', printf('%.504c', 'x')), 500) => 513xxxxxxxxxxxxxx
SELECT length(url_resolve('http://a/b', printf('%.600c', 'x') || '#f')) || substr(url_resolve('http://a/b', printf('%.600c', 'x') || '#f'), 600) => 611xxxxxxxxxx#f
SELECT url_resolve('http://a/b/c/d;p?q#f', '../..') => http://a/
SELECT url_resolve('http://a/b/c/d;p?q#f', '../../../g') => http://a/../g
SELECT url_resolve('http://a/b/c/d;p?q#f', 'g.') => http://a/b/c/g.
SELECT url_resolve('http://a/b/c/d;p?q#f', 'http:g') => http:g
SELECT url_resolve('http://a/b/c/d;p?q', '../../../g', 'rfc3986') => http://a/g
SELECT url_resolve('http://a/b/c/d;p?q', ';x', 'rfc3986') => http://a/b/c/;x
SELECT url_resolve('http://a/b/c/d;p?q', 'g', 'rfc1808') => http://a/b/c/g
SELECT quote(url_resolve('mailto:a@b', 'x')) => NULL
SELECT quote(url_resolve('a/b', 'x')) => NULL
SELECT quote(url_resolve(NULL, 'x')) => NULL
SELECT quote(url_resolve('http://a/', NULL)) => NULL
SELECT url_resolve(u, 'x/../y') FROM urls WHERE id = 2 => http://www.example.com:8080/a/y
SELECT url_resolve('http://a/', 'g', 'rfc2396') => ERROR: url_resolve: unknown reading 'rfc2396' (the readings are 'rfc1738', 'rfc3986' and 'whatwg')
SELECT url_resolve('http://a/b/c/d;p?q', '../../../g', 'rfc1738') => http://a/../g
SELECT quote(url_resolve('http://a/b', 'g', NULL)) => NULL
# Readings (cli-contract "Readings"): the last argument of every function,
# 'rfc1738' by default. RFC 3986: 2.3 '~' unreserved; 3.2.1 userinfo;
# 3.2.2 IP-literal, IPv4address, reg-name ('_'); 3.2.3 an empty port;
# 3.4 query; 3.5 fragment; https's default port 443 (RFC 2818 2.3).
SELECT quote(url_valid('http://h/~u')) => 0
SELECT quote(url_valid('http://h/~u', 'rfc1738')) => 0
SELECT quote(url_valid('http://h/~u', 'rfc3986')) => 1
SELECT url_error_offset('http://h/~u') => 9
SELECT quote(url_error_offset('http://h/~u', 'rfc3986')) => NULL
SELECT url_error('http://h/a#f') => '#' must be encoded as %23
SELECT quote(url_error('http://h/a#f', 'rfc3986')) => NULL
SELECT url_error_offset('http://[::1/', 'rfc3986') => 11
SELECT url_error_offset('http://h/a b', 'rfc3986') => 10
SELECT url_path('http://h/~u', 'rfc3986') => /~u
SELECT url_host('https://[::1]:8443/a?b#c', 'rfc3986') => [::1]
SELECT url_host_type('https://[::1]:8443/a?b#c', 'rfc3986') => ipv6
SELECT url_port('https://[::1]:8443/a?b#c', 'rfc3986') => 8443
SELECT url_path('https://[::1]:8443/a?b#c', 'rfc3986') => /a
SELECT url_query('https://[::1]:8443/a?b#c', 'rfc3986') => b
SELECT url_fragment('https://[::1]:8443/a?b#c', 'rfc3986') => c
SELECT url_default_port('https://[::1]:8443/a?b#c', 'rfc3986') => 443
SELECT url_part('https://[::1]:8443/a?b#c', 'search', 'rfc3986') => b
SELECT url_part('https://h/a/b%20c?q', 'segments', 'rfc3986') => a/b%20c
SELECT url_part('https://[::1]:8443/a?b#c', 'query', 'rfc3986') => b
SELECT quote(url_host('https://[::1]:8443/a?b#c')) => NULL
SELECT quote(url_query('http://h/a?b')) => NULL
SELECT quote(url_fragment('http://h/a?b#c', 'rfc3986')) => 'c'
SELECT quote(url_fragment('http://h/a?b#', 'rfc3986')) => ''
SELECT quote(url_query('http://h/a#b?c', 'rfc3986')) => NULL
SELECT url_host_type('http://[v7.x:y]/', 'rfc3986') => ipvfuture
SELECT url_host_type('http://10.0.0.1/', 'rfc3986') => ipv4
SELECT url_host_type('http://10.0.0.256/', 'rfc3986') => reg-name
SELECT url_host_type('https://a_b.c/x', 'rfc3986') => reg-name
SELECT url_host('https://a_b.c/x', 'rfc3986') => a_b.c
SELECT quote(url_host('https://a_b.c/x')) => NULL
SELECT quote(url_host_type('mailto:a@b', 'rfc3986')) => NULL
SELECT url_userinfo('http://u:p@h/', 'rfc3986') => u:p
SELECT url_user('http://u:p@h/', 'rfc3986') || '|' || url_password('http://u:p@h/', 'rfc3986') => u|p
SELECT quote(url_password('http://u@h/', 'rfc3986')) => NULL
SELECT quote(url_userinfo('ftp://u:p@h/')) => NULL
SELECT url_scheme('HTTPS://h/', 'rfc3986') => https
SELECT url_registered_domain('https://www.Example.co.uk:8443/', 'rfc3986') => example.co.uk
SELECT url_host('x://h/a', 'rfc3986') || ',' || url_path('x://h/a', 'rfc3986') => h,/a
SELECT quote(url_schemepart('x:a', 'rfc3986')) => NULL
SELECT url_decode('%7Eu', 'rfc3986') => ~u
SELECT group_concat(id) FROM urls WHERE url_valid(u, 'rfc3986') => 1,2,4,7,8,11,13,14,15
# Normalizing and equivalence under RFC 3986 6.2.2 (case, unreserved
# escapes decoded, dot-segments) and 6.2.3 (default and empty port, "/"
# for an empty http(s) path); https is genericurl under RFC 1738.
SELECT url_normalize('HTTPS://H:443/a/./b/../c/%7e', 'rfc3986') => https://h/a/c/~
SELECT url_normalize('HTTPS://H:443/a/./b/../c/%7e') => https://h:443/a/./b/../c/%7E
SELECT url_normalize('HTTP://h:80/%7e', 'rfc3986') => http://h/~
SELECT url_normalize('HTTP://h:80/%7e', 'rfc1738') => http://h/%7E
SELECT url_normalize('https://h:', 'rfc3986') => https://h/
SELECT url_normalize('http://[::1]:80/a/../b?Q#F', 'rfc3986') => http://[::1]/b?Q#F
SELECT quote(url_normalize('http://[::1]:80/a/../b?Q#F')) => NULL
SELECT url_normalize('http://h/a%2fb', 'rfc3986') => http://h/a%2Fb
SELECT quote(url_normalize('http://h/a b', 'rfc3986')) => NULL
SELECT count(DISTINCT url_normalize(u, 'rfc3986')) FROM (SELECT 'https://h/' u UNION ALL SELECT 'HTTPS://H:443' UNION ALL SELECT 'https://h/%7e' UNION ALL SELECT 'https://h/~') => 2
SELECT url_equivalent('https://h/', 'https://H:443', 'rfc3986') => 1
SELECT url_equivalent('https://h/', 'https://H:443') => 0
SELECT url_equivalent('http://h/', 'HTTP://H:80') => 1
SELECT url_equivalent('http://h/~u', 'http://h/%7Eu', 'rfc3986') => 1
SELECT quote(url_equivalent('http://h/~u', 'http://h/%7Eu')) => NULL
SELECT url_equivalent('http://h/a#x', 'http://h/a#y', 'rfc3986') => 0
SELECT quote(url_equivalent('http://h/', NULL)) => NULL
SELECT url_normalize('http://h/', 'rfc2396') => ERROR: url_normalize: unknown reading 'rfc2396'
SELECT url_equivalent('http://h/', 'http://h/', 'x') => ERROR: url_equivalent: unknown reading 'x'
# url_port_number: the port as an INTEGER, the reading's default applied.
SELECT url_port_number('https://h/', 'rfc3986') => 443
SELECT quote(url_port_number('https://h/')) => NULL
SELECT url_port_number('http://h/') => 80
SELECT url_port_number('http://h/', 'rfc3986') => 80
SELECT url_port_number('ftp://h/', 'rfc1738') => 21
SELECT url_port_number('wss://h/', 'rfc3986') => 443
SELECT url_port_number('ssh://h/', 'rfc3986') => 22
SELECT url_port_number('http://h:/', 'rfc3986') => 80
SELECT quote(url_port_number('http://h:/')) => NULL
SELECT quote(url_port_number('http://h:0080/')) => 80
SELECT url_port_number('https://[::1]:8443/a?b#c', 'rfc3986') => 8443
SELECT quote(url_port_number('mailto:a@b')) => NULL
SELECT quote(url_port_number('x://h/', 'rfc3986')) => NULL
SELECT quote(url_port_number('x://h:/', 'rfc3986')) => NULL
SELECT quote(url_port_number('http://h/a b')) => NULL
SELECT quote(url_port_number(NULL, 'rfc3986')) => NULL
SELECT url_port_number('x://h:9223372036854775807/', 'rfc3986') => 9223372036854775807
SELECT quote(url_port_number('x://h:9223372036854775808/', 'rfc3986')) => NULL
SELECT url_port_number(u) FROM urls WHERE id = 2 => 8080
SELECT typeof(url_port_number(u)) FROM urls WHERE id = 14 => integer
# A reading that is not one is an SQL error naming the readings; NULL
# gives NULL.
SELECT url_valid('http://h/', 'RFC3986') => ERROR: url_valid: unknown reading 'RFC3986' (the readings are 'rfc1738', 'rfc3986' and 'whatwg')
SELECT url_host('http://h/', 'rfc3986-reference') => ERROR: url_host: unknown reading 'rfc3986-reference'
SELECT url_part('http://h/', 'host', 'rfc2396') => ERROR: url_part: unknown reading 'rfc2396'
SELECT url_port_number('http://h/', '') => ERROR: url_port_number: unknown reading ''
SELECT url_error_offset('http://h/', 'x') => ERROR: url_error_offset: unknown reading 'x'
SELECT url_host(u, 'x') FROM urls WHERE id = 3 => ERROR: url_host: unknown reading 'x'
SELECT quote(url_valid('http://h/', NULL)) => NULL
SELECT quote(url_host('http://h/', NULL)) => NULL
SELECT quote(url_part('http://h/', 'host', NULL)) => NULL
# Appendix: url_extract, an eponymous table-valued function.
SELECT url, form, line, "column" FROM url_extract('see <URL:ftp://foo.bar/x> now') => ftp://foo.bar/x|wrapper|1|10
SELECT group_concat(url, ' ') FROM url_extract('a http://a.b/ b <http://c.d/e> c') => http://a.b/ http://c.d/e
SELECT url, alternatives FROM url_extract('<URL:ftp://foo.bar/ba-' || char(10) || 'z>') => ftp://foo.bar/baz|ftp://foo.bar/ba-z
SELECT url, fragment FROM url_extract('<URL:http://h/a#top>') => http://h/a|top
SELECT url FROM url_extract('<URL:http://h/a  b/c>') => http://h/ab/c
SELECT url, line, "column", offset FROM url_extract('x' || char(10) || 'y http://h/.') => http://h/|2|3|4
SELECT count(*) FROM url_extract('<URL:http://h/a%zz> and <URL:x') => 0
SELECT group_concat(valid || ':' || url, ' ') FROM url_extract('<URL:http://h/a%zz> http://h/', 1) => 0:http://h/a%zz 1:http://h/
SELECT error FROM url_extract('<URL:http://h/a%zz>', 1) => expected two hexadecimal digits after '%'
SELECT count(*) FROM url_extract(NULL) => 0
SELECT count(*) FROM url_extract('') => 0
SELECT url FROM url_extract(CAST('x http://h/ y' AS BLOB)) => http://h/
SELECT group_concat(id) FROM urls, url_extract(urls.u) => 1,2,4,5,6,7,8,9,11,13,14
SELECT count(*) FROM url_extract => ERROR: url_extract: needs the text
# url_extract(text, all, spec): RFC 3986's URIs; the fragment stays in the
# URL; bare https: and IPv6 literals are found.
SELECT group_concat(url, ' ') FROM url_extract('see https://h/~u#top and <URL:http://[::1]/x> http://h/a.', 0, 'rfc3986') => https://h/~u#top http://[::1]/x http://h/a
SELECT group_concat(url, ' ') FROM url_extract('see https://h/~u#top and <URL:http://[::1]/x> http://h/a.', 0, 'rfc1738') => http://h/a
SELECT group_concat(url, ' ') FROM url_extract('see https://h/~u#top and <URL:http://[::1]/x> http://h/a.') => http://h/a
SELECT url, fragment, spec FROM url_extract('<URL:http://h/a#top>', 0, 'rfc3986') => http://h/a#top|top|rfc3986
SELECT url, fragment, spec FROM url_extract('<URL:http://h/a#top>') => http://h/a|top|rfc1738
SELECT url FROM url_extract WHERE text = 'x https://h/y z' AND spec = 'rfc3986' => https://h/y
SELECT count(*) FROM url_extract('see http://h/', 0, NULL) => 0
SELECT url FROM url_extract('see http://h/', 0, 'x') => ERROR: url_extract: unknown reading 'x' (the readings are 'rfc1738', 'rfc3986' and 'whatwg')
# The WHATWG reading (cli-contract "The WHATWG reading"): the URL API's
# parts, the href as the normal form, new URL(ref, base) for resolve.
SELECT url_host('HTTP://EX.com:80/a/../b', 'whatwg') => ex.com
SELECT url_host_type('http://127.1/', 'whatwg') => ipv4
SELECT url_host('http://0x7f.1/', 'whatwg') => 127.0.0.1
SELECT url_path('http://h/a/../b', 'whatwg') => /b
SELECT quote(url_port('http://h:80/', 'whatwg')) => NULL
SELECT url_port('http://h:81/', 'whatwg') => 81
SELECT url_port_number('https://h/', 'whatwg') => 443
SELECT quote(url_port_number('foo://h/', 'whatwg')) => NULL
SELECT quote(url_user('http://h/', 'whatwg')) => ''
SELECT quote(url_host('a:b', 'whatwg')) => NULL
SELECT quote(url_part('ftp://h/a;type=a', 'type', 'whatwg')) => NULL
SELECT url_query_param('http://h/?x=1&y=%41', 'y', 'whatwg') => A
SELECT url_normalize('HTTP://h/a/./b c', 'whatwg') => http://h/a/b%20c
SELECT url_equivalent('http://h:80/', 'HTTP://H', 'whatwg') => 1
SELECT url_resolve('http://a/b/c', '../d', 'whatwg') => http://a/d
SELECT url_resolve('http://a/b/c', '\\x\y', 'whatwg') => http://x/y
SELECT url_valid('http://evil.com\@good.com/', 'whatwg') || url_valid('http://evil.com\@good.com/', 'rfc3986') => 10
SELECT url_error_offset('http://h:x/', 'whatwg') => 9
SELECT url FROM url_extract('see http://x.org/ and http://[::1 z', 0, 'whatwg') => http://x.org/
SELECT url_encode('a', 'query', 'whatwg') => ERROR: url_encode: unknown reading 'whatwg' (the readings are 'rfc1738', 'rfc3986')
# Deterministic functions can be indexed and used in views.
CREATE INDEX by_host ON urls (url_host(u)); SELECT group_concat(id) FROM urls WHERE url_host(u) = 'h' => 4,14
CREATE VIEW parts AS SELECT id, url_scheme(u) s, url_host(u) h FROM urls; SELECT count(*) FROM parts WHERE h IS NOT NULL => 6
SELECT url_scheme(u), count(*) FROM urls WHERE url_valid(u) GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1 => http|2
EOF

# ----- Every scalar function takes the reading last: its widest form,
# called with 'rfc2396' last, is an SQL error naming the readings. The
# functions come from SQLite's own list, not from a list of this test's.
fns=$(sqlite3 -batch -cmd ".load $ext" "$db" "SELECT name || ' ' || \
      max(narg) FROM pragma_function_list WHERE name LIKE 'url\\_%' \
      ESCAPE '\\' AND type = 's' GROUP BY name ORDER BY name")
[ "$(printf '%s\n' "$fns" | wc -l)" -ge 20 ] \
    || fail "pragma_function_list lists the url_ functions" ">= 20" "$fns"
while read -r fn narg; do
    args=
    i=1
    while [ "$i" -lt "$narg" ]; do
        args="$args'host', "
        i=$((i + 1))
    done
    run_case "SELECT $fn(${args}'rfc2396')" \
        "ERROR: $fn: unknown reading 'rfc2396' (the readings are"
done <<FNS
$fns
FNS

# ----- The same verdict as the program for every line of a file: url_valid
# and url_error_offset of each row against `url1738 parse`.
urls=$tmp/urls.txt
{
    for s in http https ftp gopher mailto news nntp telnet wais file \
             prospero x; do
        for r in '://h/' '://u:p@h:1/a/b' '://h/a%20b?c' '://h/%zz' \
                 ':' '://h.com:80' '://1.2.3.4/x;type=d' '://h/a b' \
                 '://a-.b/' ':*' ':user@host.com' '://h/g/1' '://h/0x%09y' \
                 ':///p' '://h/db/t/p' '://h/p;f=v' '://@h/' \
                 '://[::1]:8/a?b#c' '://h/~u' '://u:p@h:/x' '://a_b.c/' \
                 '://[v1.x]/' '://h/a#f' ':x?y#z' '://10.0.0.256/'; do
            printf '%s%s\n' "$s" "$r"
        done
    done
} >"$urls"
# No line holds '"' or ',', so CSV import keeps every line as it is.
sqlite3 -batch -bail "$db" "CREATE TABLE lines (u TEXT)" \
    ".import --csv $urls lines" || fail "importing $urls"
n=$(wc -l <"$urls")
got=$(sqlite3 -batch -cmd ".load $ext" "$db" "SELECT count(*) FROM lines")
if [ "$got" -eq "$n" ]; then pass; else fail "import $n lines" "$n" "$got"; fi
# The parts `url1738 parse --format=tsv` writes for the valid lines (empty
# for absent), from url_NAME(u, spec) of each name.
fields="scheme user password userinfo host host_type port default_port path
        query fragment"
for spec in rfc1738 rfc3986; do
    want=$("$BUILD/url1738" parse --spec=$spec <"$urls" | sed -n \
           's/.*"valid":true.*/-1/p; s/.*"valid":false,"error":{"offset":\([0-9]*\).*/\1/p')
    got=$(sqlite3 -batch -cmd ".load $ext" "$db" \
          "SELECT coalesce(url_error_offset(u, '$spec'), -1) FROM lines
           ORDER BY rowid")
    if [ "$got" = "$want" ]; then
        pass
    else
        fail "url_error_offset(u, '$spec') agrees with url1738 parse" \
             "--spec=$spec on $n lines"
    fi
    nvalid=$(printf '%s\n' "$want" | grep -c '^-1$')
    got=$(sqlite3 -batch -cmd ".load $ext" "$db" \
          "SELECT count(*) FROM lines WHERE url_valid(u, '$spec')")
    [ "$nvalid" -gt 0 ] || fail "no valid line among $n under $spec"
    if [ "$got" = "$nvalid" ]; then
        pass
    else
        fail "valid count under $spec" "$nvalid" "$got"
    fi
    cols=$(printf "url_%s(u, '$spec'), " $fields)
    list=$(printf '%s,' $fields)
    "$BUILD/url1738" parse --spec=$spec --format=tsv \
        --fields="input,valid,${list%,}" <"$urls" \
        | grep "$(printf '\ttrue\t')" >"$tmp/want.tsv"
    sqlite3 -batch -cmd ".load $ext" -cmd ".mode tabs" -cmd ".nullvalue ''" \
        "$db" "SELECT u, 'true', ${cols%, } FROM lines
               WHERE url_valid(u, '$spec') ORDER BY rowid" >"$tmp/got.tsv"
    if [ "$(wc -l <"$tmp/want.tsv")" -eq "$nvalid" ] \
       && cmp -s "$tmp/want.tsv" "$tmp/got.tsv"; then
        pass
    else
        fail "url_NAME(u, '$spec') agree with url1738 parse --spec=$spec" \
             "--format=tsv on $nvalid valid lines" \
             "$(diff "$tmp/want.tsv" "$tmp/got.tsv" | head -5)"
    fi
done

echo "$me ok $ok  fail $ko"
[ "$ko" -eq 0 ]
