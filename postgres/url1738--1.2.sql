-- url1738--1.2.sql: CREATE EXTENSION url1738 (postgres/url1738_pg.c;
-- docs/postgres.md). Every function is IMMUTABLE STRICT PARALLEL SAFE and
-- a pure function of its arguments: no setting is read (url1738.spec is
-- ignored since 1.2).
\echo Use "CREATE EXTENSION url1738" to load this file. \quit

-- The type: a URL that RFC 3986 accepts (read by it), or else RFC 1738;
-- the value holds that reading, the text as given and its normalized form.
CREATE TYPE url1738;
CREATE FUNCTION url1738_in(cstring) RETURNS url1738
    AS 'MODULE_PATHNAME', 'url1738_pg_in'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url1738_out(url1738) RETURNS cstring
    AS 'MODULE_PATHNAME', 'url1738_pg_out'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE TYPE url1738 (
    INPUT = url1738_in,
    OUTPUT = url1738_out,
    LIKE = text,
    CATEGORY = 'S'
);
COMMENT ON TYPE url1738 IS 'a URL valid under RFC 3986 (else RFC 1738), read by the reading it was accepted under; equal when url_normalize says so';

-- text -> url1738 checks; url1738 -> text is the URL as given.
CREATE FUNCTION url1738(text) RETURNS url1738
    AS 'MODULE_PATHNAME', 'url1738_pg_from_text'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION text(url1738) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_to_text'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE CAST (text AS url1738) WITH FUNCTION url1738(text) AS ASSIGNMENT;
CREATE CAST (url1738 AS text) WITH FUNCTION text(url1738) AS IMPLICIT;

-- ===== Functions of one URL, each in four forms =====
-- url_NAME(url text), url_NAME(url text, spec text), url_NAME(url url1738),
-- url_NAME(url url1738, spec text). Without spec a text is read by RFC
-- 3986 and a url1738 value by the reading it was accepted under
-- (url_reading); with it, by the reading it names ('rfc1738', 'rfc3986').
-- NULL for a URL that reading refuses, or a part it does not have.
--
-- The part functions are the library's vocabulary (URL1738_FIELDS in
-- url1738.h): url1738_fields() lists its top-level names, and one
-- url_NAME is made for each (url_port and url_surt are below: the port
-- as a number, the SURT key with its options).
CREATE OR REPLACE FUNCTION url1738_fields(OUT name text, OUT type text)
    RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'url1738_pg_fields'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 20;

DO $url1738$
DECLARE
    f record;
    arg text;
BEGIN
    FOR f IN SELECT 'url_' || name AS fn, type, 'url1738_pg_field' AS c
               FROM url1738_fields() WHERE name NOT IN ('port', 'surt')
             UNION ALL VALUES ('url_port', 'integer', 'url1738_pg_port'),
                              ('url_valid', 'boolean', 'url1738_pg_valid'),
                              ('url_error', 'text', 'url1738_pg_error'),
                              ('url_normalize', 'text', 'url1738_pg_normalize')
    LOOP
        FOREACH arg IN ARRAY ARRAY['text', 'url1738'] LOOP
            EXECUTE format('CREATE OR REPLACE FUNCTION %I(url %s) RETURNS %s '
                           'AS %L, %L LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE',
                           f.fn, arg, f.type, 'MODULE_PATHNAME',
                           f.c || '_' || arg);
            EXECUTE format('CREATE OR REPLACE FUNCTION %I(url %s, spec text) '
                           'RETURNS %s AS %L, %L '
                           'LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE',
                           f.fn, arg, f.type, 'MODULE_PATHNAME',
                           f.c || '_' || arg);
        END LOOP;
    END LOOP;
END
$url1738$;

-- Relative references: RFC 1808 under rfc1738, RFC 3986 5.2 under rfc3986.
CREATE OR REPLACE FUNCTION url_resolve(base text, ref text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_resolve_text'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION url_resolve(base text, ref text, spec text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_resolve_text'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION url_resolve(base url1738, ref text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_resolve_url1738'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION url_resolve(base url1738, ref text, spec text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_resolve_url1738'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- SURT keys (url1738.h: the variants): wayback CDX form by default.
CREATE OR REPLACE FUNCTION url_surt(url text, keep_www boolean DEFAULT false, keep_case boolean DEFAULT false, with_scheme boolean DEFAULT false) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_surt_text'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION url_surt(url text, keep_www boolean, keep_case boolean, with_scheme boolean, spec text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_surt_text'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION url_surt(url url1738, keep_www boolean DEFAULT false, keep_case boolean DEFAULT false, with_scheme boolean DEFAULT false) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_surt_url1738'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION url_surt(url url1738, keep_www boolean, keep_case boolean, with_scheme boolean, spec text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_surt_url1738'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- HTML form query pairs (RFC 1866 8.2.1), decoded.
CREATE OR REPLACE FUNCTION url_query_param(url text, name text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_query_param_text'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION url_query_param(url text, name text, spec text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_query_param_text'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION url_query_param(url url1738, name text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_query_param_url1738'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION url_query_param(url url1738, name text, spec text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_query_param_url1738'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION url_query_pairs(url text, OUT name text, OUT value text) RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'url1738_pg_query_pairs_text'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 4;
CREATE OR REPLACE FUNCTION url_query_pairs(url text, spec text, OUT name text, OUT value text) RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'url1738_pg_query_pairs_text'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 4;
CREATE OR REPLACE FUNCTION url_query_pairs(url url1738, OUT name text, OUT value text) RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'url1738_pg_query_pairs_url1738'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 4;
CREATE OR REPLACE FUNCTION url_query_pairs(url url1738, spec text, OUT name text, OUT value text) RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'url1738_pg_query_pairs_url1738'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 4;

-- URLs in free text: RFC 3986's URIs (the default) or RFC 1738's appendix.
CREATE OR REPLACE FUNCTION url_extract(body text, OUT url text, OUT "offset" bigint, OUT form text, OUT valid boolean) RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'url1738_pg_extract'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 10;
CREATE OR REPLACE FUNCTION url_extract(body text, spec text, OUT url text, OUT "offset" bigint, OUT form text, OUT valid boolean) RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'url1738_pg_extract'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 10;

-- The reading a value was accepted under: 'rfc3986', or 'rfc1738' for a
-- URL only RFC 1738 accepts (a scheme beginning with a digit, +, - or .).
CREATE OR REPLACE FUNCTION url_reading(url1738) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_reading'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- Equality, hash and order compare the normalized forms the values hold
-- (url_normalize(u)): a = b exactly when url_normalize(a) = url_normalize(b).
CREATE OR REPLACE FUNCTION url1738_eq(url1738, url1738) RETURNS boolean
    AS 'MODULE_PATHNAME', 'url1738_pg_eq'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION url1738_ne(url1738, url1738) RETURNS boolean
    AS 'MODULE_PATHNAME', 'url1738_pg_ne'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION url1738_lt(url1738, url1738) RETURNS boolean
    AS 'MODULE_PATHNAME', 'url1738_pg_lt'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION url1738_le(url1738, url1738) RETURNS boolean
    AS 'MODULE_PATHNAME', 'url1738_pg_le'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION url1738_gt(url1738, url1738) RETURNS boolean
    AS 'MODULE_PATHNAME', 'url1738_pg_gt'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION url1738_ge(url1738, url1738) RETURNS boolean
    AS 'MODULE_PATHNAME', 'url1738_pg_ge'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION url1738_cmp(url1738, url1738) RETURNS integer
    AS 'MODULE_PATHNAME', 'url1738_pg_cmp'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION url1738_sortsupport(internal) RETURNS void
    AS 'MODULE_PATHNAME', 'url1738_pg_sortsupport'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION url1738_hash(url1738) RETURNS integer
    AS 'MODULE_PATHNAME', 'url1738_pg_hash'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION url1738_hash_extended(url1738, bigint) RETURNS bigint
    AS 'MODULE_PATHNAME', 'url1738_pg_hash_extended'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

CREATE OPERATOR = (LEFTARG = url1738, RIGHTARG = url1738,
    FUNCTION = url1738_eq, COMMUTATOR = =, NEGATOR = <>,
    RESTRICT = eqsel, JOIN = eqjoinsel, HASHES, MERGES);
CREATE OPERATOR <> (LEFTARG = url1738, RIGHTARG = url1738,
    FUNCTION = url1738_ne, COMMUTATOR = <>, NEGATOR = =,
    RESTRICT = neqsel, JOIN = neqjoinsel);
CREATE OPERATOR < (LEFTARG = url1738, RIGHTARG = url1738,
    FUNCTION = url1738_lt, COMMUTATOR = >, NEGATOR = >=,
    RESTRICT = scalarltsel, JOIN = scalarltjoinsel);
CREATE OPERATOR <= (LEFTARG = url1738, RIGHTARG = url1738,
    FUNCTION = url1738_le, COMMUTATOR = >=, NEGATOR = >,
    RESTRICT = scalarlesel, JOIN = scalarlejoinsel);
CREATE OPERATOR > (LEFTARG = url1738, RIGHTARG = url1738,
    FUNCTION = url1738_gt, COMMUTATOR = <, NEGATOR = <=,
    RESTRICT = scalargtsel, JOIN = scalargtjoinsel);
CREATE OPERATOR >= (LEFTARG = url1738, RIGHTARG = url1738,
    FUNCTION = url1738_ge, COMMUTATOR = <=, NEGATOR = <,
    RESTRICT = scalargesel, JOIN = scalargejoinsel);

CREATE OPERATOR CLASS url1738_ops DEFAULT FOR TYPE url1738 USING btree AS
    OPERATOR 1 <, OPERATOR 2 <=, OPERATOR 3 =, OPERATOR 4 >=,
    OPERATOR 5 >, FUNCTION 1 url1738_cmp(url1738, url1738),
    FUNCTION 2 url1738_sortsupport(internal);
CREATE OPERATOR CLASS url1738_hash_ops DEFAULT FOR TYPE url1738 USING hash AS
    OPERATOR 1 =, FUNCTION 1 url1738_hash(url1738),
    FUNCTION 2 url1738_hash_extended(url1738, bigint);
