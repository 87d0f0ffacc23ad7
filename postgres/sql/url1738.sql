-- url1738 regression suite (tests/t_postgres.sh runs it with pg_regress;
-- the expected output is postgres/expected/url1738.out).
CREATE EXTENSION url1738;
-- The extension's version is the library's MAJOR.MINOR.
SELECT extversion FROM pg_extension WHERE extname = 'url1738';
-- Every function is IMMUTABLE STRICT PARALLEL SAFE: none is listed.
SELECT p.oid::regprocedure
  FROM pg_proc p JOIN pg_depend d ON d.objid = p.oid
  JOIN pg_extension e ON d.refobjid = e.oid AND e.extname = 'url1738'
 WHERE NOT (p.provolatile = 'i' AND p.proisstrict AND p.proparallel = 's')
 ORDER BY 1;

-- ===== Parts, RFC 1738 section 3 =====
CREATE TABLE u (id int, url text);
INSERT INTO u VALUES
  (1, 'ftp://joe:secret@ftp.Example.COM:2121/pub/a.txt;type=i'),
  (2, 'http://www.example.co.uk/a/b?x=1&y=two+words'),
  (3, 'HTTP://Example.com'),
  (4, 'gopher://gopher.example.org/1menu'),
  (5, 'mailto:joe@example.com'),
  (6, 'news:comp.infosystems.www'),
  (7, 'file:///etc/hosts'),
  (8, 'telnet://user@host.example.net/'),
  (9, 'https://user.github.io:8443/p?q=%7E#frag'),
  (10, 'http://10.1.2.3/'),
  (11, 'not a url');
SELECT id, url_scheme(url), url_user(url), url_password(url), url_host(url),
       url_port(url), url_path(url), url_query(url), url_fragment(url)
  FROM u ORDER BY id;
SELECT id, url_path(url, 'rfc1738'), url_query(url, 'rfc1738'),
       url_port(url, 'rfc1738'), url_host(url, 'rfc1738')
  FROM u ORDER BY id;
SELECT id, url_registered_domain(url), url_public_suffix(url),
       url_host_reversed(url), url_surt(url)
  FROM u ORDER BY id;
SELECT id, url_valid(url), url_valid(url, 'rfc1738') AS rfc1738,
       url_valid(url, 'rfc3986') AS rfc3986, url_error(url, 'rfc1738')
  FROM u ORDER BY id;
SELECT url_valid('http://h/', 'rfc2396');

-- ===== The type =====
SELECT 'ftp://h/x;type=d'::url1738;
SELECT 'http://h/a b'::url1738;
SELECT 'http://h:8o/'::url1738;
-- RFC 3986 accepts it first; RFC 1738 only what RFC 3986 refuses.
SELECT u, url_reading(u::url1738), url_path(u::url1738)
  FROM (VALUES ('http://h/~'), ('HTTP://h/%7e'), ('1abc://h/x'),
               ('ftp://h/x;type=i')) v(u);
-- The setting url1738.spec is kept (1.1's settings load) and read by
-- nothing: the same answers under each of its values.
SET url1738.spec = rfc1738;
SELECT 'http://h/~'::url1738, url_valid('http://h/~'),
       url_query('https://h/i?a=1'::url1738);
SET url1738.spec = rfc3986;
SELECT 'http://h/~'::url1738, url_valid('http://h/~'),
       url_query('https://h/i?a=1'::url1738);
RESET url1738.spec;
SET url1738.spec = 'rfc1808';
SELECT url1738('http://h/x') AS cast_fn, 'http://h/y'::text::url1738 AS cast,
       'http://h/z'::url1738::text AS back;
SELECT url_host('http://a.b/'::url1738), url_port('ftp://h/'::url1738);

-- ===== Readings: every function takes one last; the defaults =====
SELECT r, url_path(u, r), url_query(u, r), url_port(u, r),
       url_normalize(u, r), url_query_param(u, 'utm_source', r)
  FROM (VALUES ('https://shop.example.com/item?utm_source=news')) v(u),
       (VALUES ('rfc1738'), ('rfc3986')) s(r);
-- One column, one meaning: the query of every https URL that has one.
SELECT u, url_query(u), url_query_param(u, 'utm_source')
  FROM (VALUES ('https://shop.example.com/item?utm_source=news'::url1738),
               ('https://shop.example.com/item?utm_source=news#x')) v(u);
SELECT url_port('http://h:1000000/~a'::url1738),
       url_normalize('http://h:1000000/~a'::url1738),
       'http://h:1000000/~a'::url1738 = 'http://h:1000001/~a'::url1738
         AS six_digit_ports_equal;
SELECT url_port('HTTPS://H:0443/a', 'rfc3986'), url_port('https://h/a'),
       url_port('https://h/a', 'rfc1738'), url_port('mailto:a@b');
-- Every part function is one of the library's vocabulary.
SELECT name, type FROM url1738_fields() ORDER BY name;
SELECT url_default_port('https://h/'), url_userinfo('ftp://a:b@h/'),
       url_host_type('http://[::1]/'), url_schemepart('x:y', 'rfc1738');

-- ===== Normalize, resolve =====
SELECT url_normalize('HTTP://Example.COM:80/%7e%41%2F?%61');
SELECT url_normalize('HTTPS://Example.COM:443/%7e%41?%61#%62');
SELECT url_normalize('ftp://h/x;type=I');
SELECT url_resolve('http://a/b/c/d;p?q#f', 'g;x?y#s'),
       url_resolve('http://a/b/c/d;p?q', '../../../g');
SELECT url_resolve('mailto:a@b', 'x');
-- 511, 512 (an exact fit of the function's buffer, no NUL), 513 and 611
-- bytes: the ends are there
SELECT length(r), right(r, 8), r = 'http://a/' || repeat('x', n) || f AS exact
  FROM (VALUES (499, 'end'), (500, 'end'), (501, 'end'), (597, 'end#f'))
         AS t(n, f),
       LATERAL (SELECT url_resolve('http://a/b', repeat('x', n) || f)) AS u(r);

-- ===== SURT variants, query pairs =====
SELECT url_surt('http://www.Example.com:8080/A?b=1', keep_www => true),
       url_surt('http://www.Example.com/A', keep_case => true),
       url_surt('http://www.example.com/a', with_scheme => true);
SELECT url_query_param('http://h/s?a=1&b=x+y%21&a=2&c', 'a') AS a,
       url_query_param('http://h/s?a=1&b=x+y%21&a=2&c', 'b') AS b,
       url_query_param('http://h/s?a=1&b=x+y%21&a=2&c', 'c') AS c,
       url_query_param('http://h/s?a=1&b=x+y%21&a=2&c', 'd') AS d;
SELECT * FROM url_query_pairs('http://h/s?a=1&&b=x+y%21&%C3%A9=%E2%82%AC&c');
SELECT url_query_param('http://h/s?a=%ff', 'a');
SELECT url_query_param('http://h/s?a=%00', 'a');

-- ===== Extraction =====
SELECT * FROM url_extract('See <URL:ftp://ftp.x.org/pub/> and http://h/a, or <mailto:x@y.z>.');
SELECT count(*) FROM url_extract('');

-- ===== Equivalence (2.2): operators, unique index, hash, order =====
SELECT 'HTTP://H/%7e'::url1738 = 'http://h/~'::url1738 AS tilde,
       'https://H:443/a'::url1738 = 'https://h/a' AS https_port,
       'http://h:80/a'::url1738 = 'http://H/%61' AS port_and_escape,
       'http://h/%2F'::url1738 = 'http://h//' AS reserved_kept,
       'http://h/a'::url1738 < 'http://h/b' AS lt;
CREATE TABLE links (u url1738 UNIQUE);
INSERT INTO links VALUES ('http://h/~');
INSERT INTO links VALUES ('HTTP://H/%7e');
INSERT INTO links VALUES ('http://h/x'), ('http://H:80/%78');
CREATE INDEX links_hash ON links USING hash (u);
SET enable_seqscan = off;
SELECT u FROM links WHERE u = 'http://H/%7E';
RESET enable_seqscan;
SELECT u, count(*) FROM (VALUES ('http://a/'::url1738), ('HTTP://A'),
       ('http://a:80/'), ('http://b/')) v(u) GROUP BY u ORDER BY u;
SELECT u FROM (VALUES ('http://b/'::url1738), ('ftp://a/'), ('http://a/'))
       v(u) ORDER BY u;

-- ===== Bad input: NULLs, huge values, hostile bytes =====
SELECT url_host(NULL::text), url_valid(NULL::text), url_port(NULL::url1738);
SELECT url_valid('http://h/' || repeat('a', 10000000));
SELECT length(url_normalize('http://h/' || repeat('%41', 1000000)));
SELECT length(url_surt('http://h/' || repeat('a.', 1000000)));
SELECT url_registered_domain('http://' || repeat('a.', 100000) || 'com/');
SELECT url_port('http://h:99999999999999999999/');
SELECT url_host('http://h' || chr(233) || '/');
SELECT count(*) FROM url_extract(repeat('http://h/ ', 10000));
SELECT url_query_param('http://h/?' || repeat('a=1&', 100000) || 'b=2', 'b');

-- ===== The WHATWG reading: the URL API's parts, the href =====
SELECT url_host('HTTP://EX.com:80/a/../b', 'whatwg'),
       url_host_type('http://127.1/', 'whatwg'),
       url_host('http://0x7f.1/', 'whatwg'),
       url_path('http://h/a/../b', 'whatwg'),
       url_port('https://h/', 'whatwg'), url_port('foo://h/', 'whatwg'),
       url_port('http://h:81/', 'whatwg');
SELECT url_valid('http://evil.com\@good.com/', 'whatwg'),
       url_valid('http://evil.com\@good.com/', 'rfc3986'),
       url_error('http://h:x/', 'whatwg');
SELECT url_normalize('HTTP://h/a/./b c', 'whatwg'),
       url_normalize('http://h:80/'::url1738, 'whatwg'),
       url_resolve('http://a/b/c', '../d', 'whatwg'),
       url_resolve('http://a/b/c', '\\x\y', 'whatwg'),
       url_query_param('http://h/?x=1&y=%41', 'y', 'whatwg'),
       url_surt('http://h/', false, false, false, 'whatwg');
SELECT * FROM url_query_pairs('http://h/?a=1&b', 'whatwg');
SELECT url, valid FROM url_extract('see http://x.org/ and http://[::1 z', 'whatwg');
SELECT url_resolve('foo', 'a', 'whatwg');
SELECT url_host('http://h/', 'html');
