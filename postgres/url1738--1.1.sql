-- url1738--1.1.sql: CREATE EXTENSION url1738 (postgres/url1738_pg.c).
-- Every function is IMMUTABLE STRICT PARALLEL SAFE: it reads only its
-- arguments (and url1738.spec, which a session sets before using it).
\echo Use "CREATE EXTENSION url1738" to load this file. \quit

-- The type: a URL as given, checked on input under url1738.spec.
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
COMMENT ON TYPE url1738 IS 'a URL, valid under RFC 1738 or RFC 3986 (url1738.spec); compared by RFC 1738 2.2 equivalence';

-- text -> url1738 checks; url1738 -> text is the bytes as they are.
CREATE FUNCTION url1738(text) RETURNS url1738
    AS 'MODULE_PATHNAME', 'url1738_pg_from_text'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE CAST (text AS url1738) WITH FUNCTION url1738(text) AS ASSIGNMENT;
CREATE CAST (url1738 AS text) WITHOUT FUNCTION AS IMPLICIT;

-- Parts and host functions, each for text and for url1738: NULL for an
-- absent part or a URL the reading refuses.
CREATE FUNCTION url_scheme(text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_scheme'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_scheme(url1738) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_scheme'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_user(text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_user'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_user(url1738) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_user'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_password(text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_password'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_password(url1738) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_password'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_host(text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_host'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_host(url1738) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_host'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_port(text) RETURNS integer
    AS 'MODULE_PATHNAME', 'url1738_pg_port'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_port(url1738) RETURNS integer
    AS 'MODULE_PATHNAME', 'url1738_pg_port'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_path(text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_path'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_path(url1738) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_path'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_query(text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_query'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_query(url1738) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_query'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_fragment(text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_fragment'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_fragment(url1738) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_fragment'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_normalize(text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_normalize'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_normalize(url1738) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_normalize'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_registered_domain(text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_registered_domain'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_registered_domain(url1738) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_registered_domain'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_public_suffix(text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_public_suffix'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_public_suffix(url1738) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_public_suffix'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_host_reversed(text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_host_reversed'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_host_reversed(url1738) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_host_reversed'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- Validity under url1738.spec or a named reading, and why not.
CREATE FUNCTION url_valid(text) RETURNS boolean
    AS 'MODULE_PATHNAME', 'url1738_pg_valid'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_error(text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_error'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_valid(url1738) RETURNS boolean
    AS 'MODULE_PATHNAME', 'url1738_pg_valid'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_error(url1738) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_error'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_valid(text, spec text) RETURNS boolean
    AS 'MODULE_PATHNAME', 'url1738_pg_valid'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_error(text, spec text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_error'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- Relative references: RFC 1808, or RFC 3986 5.2 under url1738.spec = rfc3986.
CREATE FUNCTION url_resolve(base text, ref text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_resolve'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_resolve(base url1738, ref text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_resolve'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- SURT keys (url1738.h: the variants): wayback CDX form by default.
CREATE FUNCTION url_surt(url text, keep_www boolean DEFAULT false, keep_case boolean DEFAULT false, with_scheme boolean DEFAULT false) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_surt'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_surt(url url1738, keep_www boolean DEFAULT false, keep_case boolean DEFAULT false, with_scheme boolean DEFAULT false) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_surt'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- HTML form query pairs (RFC 1866 8.2.1), decoded.
CREATE FUNCTION url_query_param(url text, name text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_query_param'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_query_pairs(url text, OUT name text, OUT value text) RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'url1738_pg_query_pairs'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 4;
CREATE FUNCTION url_query_param(url url1738, name text) RETURNS text
    AS 'MODULE_PATHNAME', 'url1738_pg_query_param'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url_query_pairs(url url1738, OUT name text, OUT value text) RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'url1738_pg_query_pairs'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 4;

-- URLs in free text (RFC 1738 appendix).
CREATE FUNCTION url_extract(body text, OUT url text, OUT "offset" bigint, OUT form text, OUT valid boolean) RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'url1738_pg_extract'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 10;

-- Equivalence (RFC 1738 2.2): equality, hash and order of the normalized
-- forms, so a unique index refuses HTTP://H/%7e beside http://h/~.
CREATE FUNCTION url1738_eq(url1738, url1738) RETURNS boolean
    AS 'MODULE_PATHNAME', 'url1738_pg_eq'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url1738_ne(url1738, url1738) RETURNS boolean
    AS 'MODULE_PATHNAME', 'url1738_pg_ne'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url1738_lt(url1738, url1738) RETURNS boolean
    AS 'MODULE_PATHNAME', 'url1738_pg_lt'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url1738_le(url1738, url1738) RETURNS boolean
    AS 'MODULE_PATHNAME', 'url1738_pg_le'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url1738_gt(url1738, url1738) RETURNS boolean
    AS 'MODULE_PATHNAME', 'url1738_pg_gt'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url1738_ge(url1738, url1738) RETURNS boolean
    AS 'MODULE_PATHNAME', 'url1738_pg_ge'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url1738_cmp(url1738, url1738) RETURNS integer
    AS 'MODULE_PATHNAME', 'url1738_pg_cmp'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url1738_hash(url1738) RETURNS integer
    AS 'MODULE_PATHNAME', 'url1738_pg_hash'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION url1738_hash_extended(url1738, bigint) RETURNS bigint
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
    OPERATOR 5 >, FUNCTION 1 url1738_cmp(url1738, url1738);
CREATE OPERATOR CLASS url1738_hash_ops DEFAULT FOR TYPE url1738 USING hash AS
    OPERATOR 1 =, FUNCTION 1 url1738_hash(url1738),
    FUNCTION 2 url1738_hash_extended(url1738, bigint);
