-- url1738--1.1--1.2.sql: ALTER EXTENSION url1738 UPDATE (docs/postgres.md,
-- "Upgrading from 1.1"). 1.2 changes what a value holds (its reading and
-- its normalized form beside the text), what equality means (url_normalize's
-- equivalence) and what a function without a reading argument reads (RFC
-- 3986 for a text, the value's own reading for a url1738; 1.1 read the
-- setting url1738.spec). So this script
--   1. refuses to run while a view or rule uses the type (1.1's
--      url1738 -> text cast was binary; a stored view would keep it);
--   2. redefines every function, adds the new ones and the new cast;
--   3. rewrites every column of type url1738 (ALTER TABLE ... TYPE
--      url1738 USING col::text::url1738), which rebuilds its table's indexes;
--   4. rebuilds every other index that uses a url1738 function or operator
--      class (an expression index on url_host(t) of a text column).
\echo Use "ALTER EXTENSION url1738 UPDATE TO '1.2'" to load this file. \quit

DO $url1738$
DECLARE
    v text;
BEGIN
    SELECT string_agg(DISTINCT r.ev_class::regclass::text, ', ') INTO v
      FROM pg_depend d JOIN pg_rewrite r ON r.oid = d.objid
     WHERE d.classid = 'pg_rewrite'::regclass
       AND ((d.refclassid = 'pg_type'::regclass
             AND d.refobjid = 'url1738'::regtype)
            OR (d.refclassid = 'pg_class'::regclass
                AND EXISTS (SELECT 1 FROM pg_attribute a
                             WHERE a.attrelid = d.refobjid
                               AND a.attnum = d.refobjsubid
                               AND a.atttypid = 'url1738'::regtype)));
    IF v IS NOT NULL THEN
        RAISE EXCEPTION 'url1738 1.2 cannot update while views use the type: %', v
            USING HINT = 'Drop these views, run ALTER EXTENSION url1738 UPDATE, and create them again (docs/postgres.md).';
    END IF;
END
$url1738$;

CREATE OR REPLACE FUNCTION url1738_in(cstring) RETURNS url1738
    AS 'MODULE_PATHNAME', 'url1738_pg_in'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION url1738_out(url1738) RETURNS cstring
    AS 'MODULE_PATHNAME', 'url1738_pg_out'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON TYPE url1738 IS 'a URL valid under RFC 3986 (else RFC 1738), read by the reading it was accepted under; equal when url_normalize says so';
CREATE OR REPLACE FUNCTION url1738(text) RETURNS url1738
    AS 'MODULE_PATHNAME', 'url1738_pg_from_text'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION text(url1738) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_to_text'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
DROP CAST (url1738 AS text);
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

ALTER OPERATOR FAMILY url1738_ops USING btree
    ADD FUNCTION 2 (url1738, url1738) url1738_sortsupport(internal);

-- 3. The columns: each value read again and stored as 1.2 holds it.
DO $url1738$
DECLARE
    c record;
BEGIN
    FOR c IN SELECT a.attrelid::regclass AS rel, a.attname
               FROM pg_attribute a JOIN pg_class r ON r.oid = a.attrelid
              WHERE a.atttypid = 'url1738'::regtype AND a.attnum > 0
                AND NOT a.attisdropped AND a.attinhcount = 0
                AND r.relkind IN ('r', 'p')
              ORDER BY 1, 2
    LOOP
        EXECUTE format('ALTER TABLE %s ALTER COLUMN %I TYPE url1738 USING %I::text::url1738',
                       c.rel, c.attname, c.attname);
    END LOOP;
END
$url1738$;

-- 4. Every index that uses a function or operator class of the extension.
DO $url1738$
DECLARE
    i record;
BEGIN
    FOR i IN SELECT DISTINCT d.objid::regclass AS idx
               FROM pg_depend d JOIN pg_class c ON c.oid = d.objid
              WHERE d.classid = 'pg_class'::regclass AND c.relkind = 'i'
                AND ((d.refclassid, d.refobjid) IN
                       (SELECT e.classid, e.objid FROM pg_depend e
                         WHERE e.refclassid = 'pg_extension'::regclass
                           AND e.refobjid = (SELECT oid FROM pg_extension
                                              WHERE extname = 'url1738'))
                     OR (d.refclassid = 'pg_type'::regclass
                         AND d.refobjid = 'url1738'::regtype))
    LOOP
        EXECUTE format('REINDEX INDEX %s', i.idx);
    END LOOP;
END
$url1738$;
