/* SPDX-License-Identifier: MIT */
/*
 * url1738_pg.c - CREATE EXTENSION url1738: a URL type and URL functions
 * for PostgreSQL, over the url1738 library (linked in statically).
 *
 *   CREATE EXTENSION url1738;
 *   SELECT url_registered_domain(u), count(*) FROM t GROUP BY 1;
 *
 * The type url1738 holds a URL as given, checked on input under the
 * reading the setting url1738.spec names (rfc1738, rfc3986, or either:
 * RFC 1738 first, RFC 3986 second). Its equality, hash and b-tree
 * operator classes compare by RFC 1738 2.2 equivalence: the normalized
 * forms (see equivalence_key()). Every function reads its URL under
 * url1738.spec and returns NULL for a part an invalid URL cannot have;
 * every argument is untrusted: sizes are checked, decoded bytes are
 * checked against the database encoding, nothing is assumed about text.
 * This file only adapts the library to PostgreSQL's conventions.
 */
#include "postgres.h"

#include "catalog/pg_type.h"
#include "common/hashfn.h"
#include "fmgr.h"
#include "funcapi.h"
#include "mb/pg_wchar.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/tuplestore.h"

#include "url1738.h"

PG_MODULE_MAGIC;

void _PG_init(void);

/* ===== The reading: url1738.spec ===== */

enum reading {
    READ_RFC1738 = 0,
    READ_RFC3986 = 1,
    READ_EITHER = 2
};

static const struct config_enum_entry reading_options[] = {
    { "rfc1738", READ_RFC1738, false },
    { "rfc3986", READ_RFC3986, false },
    { "either", READ_EITHER, false },
    { NULL, 0, false }
};

static int spec_setting = READ_EITHER;

void _PG_init(void)
{
    DefineCustomEnumVariable(
        "url1738.spec",
        "The reading URLs are checked and taken apart by.",
        "rfc1738 (RFC 1738 section 5), rfc3986 (RFC 3986 appendix A), or "
        "either: RFC 1738 first, RFC 3986 when RFC 1738 refuses the URL.",
        &spec_setting, READ_EITHER, reading_options, PGC_USERSET, 0, NULL,
        NULL, NULL);
#if PG_VERSION_NUM >= 150000
    MarkGUCPrefixReserved("url1738");
#endif
}

/* The reading a spec argument names; an error for any other name. */
static int reading_arg(text *t)
{
    const char *p = VARDATA_ANY(t);
    int n = VARSIZE_ANY_EXHDR(t), i;

    for (i = 0; reading_options[i].name != NULL; i++)
        if ((size_t)n == strlen(reading_options[i].name) &&
            memcmp(p, reading_options[i].name, n) == 0)
            return reading_options[i].val;
    ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("unknown URL reading \"%s\"",
                           text_to_cstring(t)),
                    errhint("Use rfc1738, rfc3986 or either.")));
    return READ_EITHER;
}

/* ===== Parsing under a reading ===== */

/* A URL taken apart under one reading. The spans point into p. */
struct parsed {
    const char *p;
    size_t n;
    int reading;                /* READ_RFC1738 or READ_RFC3986 */
    struct url1738_url u;
    struct url1738_span query;
    struct url1738_span fragment;
    struct url1738_error err1738, err3986;
};

/* RFC 3986 reading: url1738_parse_spec(). Returns 1 when valid. */
static int parse3986(struct parsed *r)
{
    if (url1738_parse_spec(r->p, r->n, URL1738_SPEC_RFC3986, &r->u,
                           &r->err3986) != URL1738_OK)
        return 0;
    r->query = r->u.query;
    r->fragment = r->u.fragment;
    return 1;
}

static int parse1738(struct parsed *r)
{
    if (url1738_parse(r->p, r->n, &r->u, &r->err1738) != URL1738_OK)
        return 0;
    /* RFC 1738 has no query but http's search (3.3), and no fragment. */
    r->query.off = URL1738_ABSENT;
    r->query.len = 0;
    if (r->u.scheme_id == URL1738_SCHEME_HTTP)
        r->query = r->u.u.http.search;
    r->fragment.off = URL1738_ABSENT;
    r->fragment.len = 0;
    return 1;
}

/* Parses p[0..n) under reading; 1 when valid, else 0 with the errors. */
static int parse_under(const char *p, size_t n, int reading,
                       struct parsed *r)
{
    memset(r, 0, sizeof *r);
    r->u.size = sizeof r->u;
    r->p = p;
    r->n = n;
    r->err1738.message = r->err3986.message = NULL;
    if (reading != READ_RFC3986 && parse1738(r)) {
        r->reading = READ_RFC1738;
        return 1;
    }
    if (reading != READ_RFC1738 && parse3986(r)) {
        r->reading = READ_RFC3986;
        return 1;
    }
    return 0;
}

/* The bytes of a text or url1738 argument (same layout). */
#define ARG_BYTES(i, p, n)                                                 \
    text *arg_##i = PG_GETARG_TEXT_PP(i);                                  \
    const char *p = VARDATA_ANY(arg_##i);                                  \
    size_t n = VARSIZE_ANY_EXHDR(arg_##i)

/* ===== Results ===== */

/* A result of n bytes: the database's encoding must accept them (a
 * decoded escape may be any byte); an error otherwise, never a crash. */
static text *checked_text(const char *p, size_t n, const char *what)
{
    if (memchr(p, '\0', n) != NULL)
        ereport(ERROR, (errcode(ERRCODE_UNTRANSLATABLE_CHARACTER),
                        errmsg("the decoded %s holds a NUL byte (%%00), "
                               "which text cannot hold", what)));
    if (!pg_verifymbstr(p, (int)n, true))
        ereport(ERROR, (errcode(ERRCODE_CHARACTER_NOT_IN_REPERTOIRE),
                        errmsg("the decoded %s is not valid in the "
                               "database encoding %s", what,
                               GetDatabaseEncodingName())));
    return cstring_to_text_with_len(p, (int)n);
}

static Datum span_datum(FunctionCallInfo fcinfo, const char *p,
                        struct url1738_span s)
{
    if (!url1738_present(s))
        PG_RETURN_NULL();
    /* Spans of a valid URL are US-ASCII but for an RFC 3986 host;
     * checked all the same. */
    PG_RETURN_TEXT_P(checked_text(p + s.off, s.len, "part"));
}

/* A buffer for a result of need bytes; refuses more than text holds. */
static char *result_buffer(size_t need)
{
    if (need >= MaxAllocSize - VARHDRSZ)
        ereport(ERROR, (errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                        errmsg("the URL result would be %zu bytes, over "
                               "the %zu a value may hold", need,
                               (size_t)(MaxAllocSize - VARHDRSZ - 1))));
    return palloc(need + 1);
}

static void lower_ascii(char *s, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        if (s[i] >= 'A' && s[i] <= 'Z')
            s[i] = (char)(s[i] + ('a' - 'A'));
}

/* ===== The type ===== */

/* The input text, shortened for a message (whole characters). */
static char *shown(const char *p, size_t n)
{
    int cut = n > 100 ? pg_mbcliplen(p, (int)n, 100) : (int)n;
    char *s = palloc(cut + 4);

    memcpy(s, p, cut);
    strcpy(s + cut, (size_t)cut < n ? "..." : "");
    return s;
}

/* Refuses an invalid URL with the parse error's message and offset (of
 * each reading tried). */
static void check_url(const char *p, size_t n, int reading)
{
    struct parsed r;
    char *d1738 = "", *d3986 = "";

    if (parse_under(p, n, reading, &r))
        return;
    if (reading != READ_RFC3986)
        d1738 = psprintf("RFC 1738: %s, at byte %zu.", r.err1738.message,
                         r.err1738.offset);
    if (reading != READ_RFC1738)
        d3986 = psprintf("%sRFC 3986: %s, at byte %zu.",
                         reading == READ_EITHER ? " " : "",
                         r.err3986.message, r.err3986.offset);
    ereport(ERROR, (errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
                    errmsg("invalid input syntax for type url1738: \"%s\"",
                           shown(p, n)),
                    errdetail("%s%s", d1738, d3986)));
}

PG_FUNCTION_INFO_V1(url1738_pg_in);
Datum url1738_pg_in(PG_FUNCTION_ARGS)
{
    char *s = PG_GETARG_CSTRING(0);
    size_t n = strlen(s);

    check_url(s, n, spec_setting);
    PG_RETURN_TEXT_P(cstring_to_text_with_len(s, (int)n));
}

PG_FUNCTION_INFO_V1(url1738_pg_out);
Datum url1738_pg_out(PG_FUNCTION_ARGS)
{
    PG_RETURN_CSTRING(TextDatumGetCString(PG_GETARG_DATUM(0)));
}

/* url1738(text): the checked cast. */
PG_FUNCTION_INFO_V1(url1738_pg_from_text);
Datum url1738_pg_from_text(PG_FUNCTION_ARGS)
{
    ARG_BYTES(0, p, n);
    check_url(p, n, spec_setting);
    PG_RETURN_TEXT_P(arg_0);
}

/* ===== Validity ===== */

PG_FUNCTION_INFO_V1(url1738_pg_valid);
Datum url1738_pg_valid(PG_FUNCTION_ARGS)
{
    struct parsed r;
    int reading = PG_NARGS() > 1 ? reading_arg(PG_GETARG_TEXT_PP(1))
                                 : spec_setting;
    ARG_BYTES(0, p, n);

    PG_RETURN_BOOL(parse_under(p, n, reading, &r));
}

/* url_error(url [, spec]): "byte N: message" of the first reading's
 * error (RFC 1738's under either), NULL when valid. */
PG_FUNCTION_INFO_V1(url1738_pg_error);
Datum url1738_pg_error(PG_FUNCTION_ARGS)
{
    struct parsed r;
    const struct url1738_error *e;
    int reading = PG_NARGS() > 1 ? reading_arg(PG_GETARG_TEXT_PP(1))
                                 : spec_setting;
    ARG_BYTES(0, p, n);

    if (parse_under(p, n, reading, &r))
        PG_RETURN_NULL();
    e = reading == READ_RFC3986 ? &r.err3986 : &r.err1738;
    PG_RETURN_TEXT_P(cstring_to_text(psprintf("byte %zu: %s", e->offset,
                                              e->message)));
}

/* ===== Parts ===== */

/* The parts functions: NULL for an invalid URL or an absent part. */
#define PART_FN(cname, expr)                                               \
    PG_FUNCTION_INFO_V1(cname);                                            \
    Datum cname(PG_FUNCTION_ARGS)                                          \
    {                                                                      \
        struct parsed r;                                                   \
        ARG_BYTES(0, p, n);                                                \
        if (!parse_under(p, n, spec_setting, &r))                          \
            PG_RETURN_NULL();                                              \
        return span_datum(fcinfo, p, (expr));                              \
    }

PART_FN(url1738_pg_user, r.u.user)
PART_FN(url1738_pg_password, r.u.password)
PART_FN(url1738_pg_host, r.u.host)
PART_FN(url1738_pg_path, r.u.path)
PART_FN(url1738_pg_query, r.query)
PART_FN(url1738_pg_fragment, r.fragment)

/* url_scheme: lower-cased (2.1: compared case-insensitively). */
PG_FUNCTION_INFO_V1(url1738_pg_scheme);
Datum url1738_pg_scheme(PG_FUNCTION_ARGS)
{
    struct parsed r;
    text *t;
    ARG_BYTES(0, p, n);

    if (!parse_under(p, n, spec_setting, &r) || !url1738_present(r.u.scheme))
        PG_RETURN_NULL();
    t = cstring_to_text_with_len(p + r.u.scheme.off, (int)r.u.scheme.len);
    lower_ascii(VARDATA(t), r.u.scheme.len);
    PG_RETURN_TEXT_P(t);
}

/* The default port of the scheme of r (https 443 besides the ten). */
static unsigned scheme_default_port(const struct parsed *r)
{
    const char *s = r->p + r->u.scheme.off;
    size_t n = r->u.scheme.len;

    if (!url1738_present(r->u.scheme))
        return 0;
    if (n == 5 && pg_strncasecmp(s, "https", 5) == 0)
        return 443;
    return url1738_default_port(url1738_scheme_lookup(s, n));
}

/* url_port: the port as a number, the scheme's default when none is
 * written; NULL when neither; an error over 65535 digits' worth. */
PG_FUNCTION_INFO_V1(url1738_pg_port);
Datum url1738_pg_port(PG_FUNCTION_ARGS)
{
    struct parsed r;
    unsigned long v = 0;
    size_t i;
    ARG_BYTES(0, p, n);

    if (!parse_under(p, n, spec_setting, &r))
        PG_RETURN_NULL();
    if (!url1738_present(r.u.port) || r.u.port.len == 0) {
        unsigned d = scheme_default_port(&r);
        if (d == 0)
            PG_RETURN_NULL();
        PG_RETURN_INT32((int32)d);
    }
    for (i = 0; i < r.u.port.len; i++) {
        v = v * 10 + (unsigned long)(p[r.u.port.off + i] - '0');
        if (v > 0x7FFFFFFFul)
            ereport(ERROR, (errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                            errmsg("the port of the URL is out of range "
                                   "for integer")));
    }
    PG_RETURN_INT32((int32)v);
}

/* ===== Normalize, resolve ===== */

/* The normalized form of a URL valid under RFC 1738, palloc'd. */
static char *normalized1738(const char *p, size_t n, size_t *len)
{
    size_t need = 0;
    char *buf;

    url1738_normalize(p, n, NULL, 0, &need, NULL);
    buf = result_buffer(need);
    url1738_normalize(p, n, buf, need + 1, len, NULL);
    return buf;
}

/* The value of a hex digit, -1 for another byte (no locale). */
static int hexval(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if ((c | 0x20) >= 'a' && (c | 0x20) <= 'f')
        return (c | 0x20) - 'a' + 10;
    return -1;
}

/* RFC 3986 2.3 unreserved: ALPHA / DIGIT / "-" / "." / "_" / "~" */
static int unreserved3986(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_' ||
           c == '~';
}

/* Appends s[0..n) with RFC 3986 6.2.2.2's percent-encoding
 * normalization: hex upper-cased, unreserved octets decoded. */
static void put_pct(StringInfo out, const char *s, size_t n, int lower)
{
    size_t i;

    for (i = 0; i < n; i++) {
        char c = s[i];
        if (c == '%' && i + 2 < n && hexval(s[i + 1]) >= 0 &&
            hexval(s[i + 2]) >= 0) {
            int v = hexval(s[i + 1]) * 16 + hexval(s[i + 2]);
            if (unreserved3986(v)) {
                appendStringInfoChar(out, (char)(lower && v >= 'A' &&
                                                 v <= 'Z' ? v + 32 : v));
            } else {
                appendStringInfoChar(out, '%');
                appendStringInfoChar(out, "0123456789ABCDEF"[v >> 4]);
                appendStringInfoChar(out, "0123456789ABCDEF"[v & 15]);
            }
            i += 2;
            continue;
        }
        if (lower && c >= 'A' && c <= 'Z')
            c = (char)(c + 32);
        appendStringInfoChar(out, c);
    }
}

/*
 * RFC 3986 6.2.2 syntax-based normalization of a URL valid under RFC
 * 3986: scheme and host lower-cased, percent-encoding normalized, a
 * default or empty port dropped, an empty path after an authority made
 * "/". (Dot segments are kept: RFC 1738 gives them no meaning either.)
 */
static char *normalized3986(const char *p, size_t n, size_t *len)
{
    StringInfoData out;
    struct url1738_rel r = URL1738_REL_INIT;
    struct parsed pr;
    size_t i, at = 0, hn, port = 0, portn = 0;
    const char *h;

    url1738_rel_parse(p, n, URL1738_RFC3986, &r);
    initStringInfo(&out);
    put_pct(&out, p + r.scheme.off, r.scheme.len, 1);
    appendStringInfoChar(&out, ':');
    if (url1738_present(r.net_loc)) {
        appendStringInfoString(&out, "//");
        h = p + r.net_loc.off;
        hn = r.net_loc.len;
        for (i = hn; i > 0; i--)
            if (h[i - 1] == '@') {
                at = i;
                break;
            }
        put_pct(&out, h, at, 0);
        h += at, hn -= at;
        for (i = hn; i > 0 && h[i - 1] >= '0' && h[i - 1] <= '9'; i--)
            ;
        if (i > 0 && h[i - 1] == ':' && (hn == 0 || h[hn - 1] != ']')) {
            port = i, portn = hn - i;
            hn = i - 1;
        }
        put_pct(&out, h, hn, 1);
        memset(&pr, 0, sizeof pr);
        pr.p = p;
        pr.u.scheme = r.scheme;
        if (portn > 0) {
            unsigned long v = 0;
            for (i = 0; i < portn && v < 100000; i++)
                v = v * 10 + (unsigned long)(h[port + i] - '0');
            if (v != scheme_default_port(&pr))
                appendStringInfo(&out, ":%lu", v);
        }
        if (r.path.len == 0)
            appendStringInfoChar(&out, '/');
    }
    put_pct(&out, p + r.path.off, r.path.len, 0);
    if (url1738_present(r.query)) {
        appendStringInfoChar(&out, '?');
        put_pct(&out, p + r.query.off, r.query.len, 0);
    }
    if (url1738_present(r.fragment)) {
        appendStringInfoChar(&out, '#');
        put_pct(&out, p + r.fragment.off, r.fragment.len, 0);
    }
    *len = out.len;
    return out.data;
}

/* url_normalize: RFC 1738's canonical form (url1738_normalize) of a URL
 * read under RFC 1738; RFC 3986 6.2.2's of one read under RFC 3986. */
PG_FUNCTION_INFO_V1(url1738_pg_normalize);
Datum url1738_pg_normalize(PG_FUNCTION_ARGS)
{
    struct parsed r;
    size_t len;
    char *s;
    ARG_BYTES(0, p, n);

    if (!parse_under(p, n, spec_setting, &r))
        PG_RETURN_NULL();
    s = r.reading == READ_RFC1738 ? normalized1738(p, n, &len)
                                  : normalized3986(p, n, &len);
    PG_RETURN_TEXT_P(cstring_to_text_with_len(s, (int)len));
}

/* url_resolve(base, ref): RFC 1808 (RFC 1738's companion), or RFC 3986
 * 5.2 when url1738.spec is rfc3986. An error for a base it cannot use. */
PG_FUNCTION_INFO_V1(url1738_pg_resolve);
Datum url1738_pg_resolve(PG_FUNCTION_ARGS)
{
    unsigned flags = spec_setting == READ_RFC3986 ? URL1738_RFC3986 : 0;
    struct url1738_error err;
    size_t need = 0;
    char *buf;
    enum url1738_code rc;
    ARG_BYTES(0, b, bn);
    ARG_BYTES(1, r, rn);

    rc = url1738_resolve(b, bn, r, rn, flags, NULL, 0, &need, &err);
    if (rc != URL1738_OK && rc != URL1738_E_NOSPACE)
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("cannot resolve the reference: %s",
                               err.message)));
    buf = result_buffer(need);
    url1738_resolve(b, bn, r, rn, flags, buf, need + 1, &need, NULL);
    PG_RETURN_TEXT_P(checked_text(buf, need, "URL"));
}

/* ===== Hosts: Public Suffix List, reverse, SURT ===== */

/* The host of a URL valid under the reading, else absent. */
static struct url1738_span url_host_span(const char *p, size_t n)
{
    struct parsed r;
    struct url1738_span none = { URL1738_ABSENT, 0 };

    if (!parse_under(p, n, spec_setting, &r))
        return none;
    return r.u.host;
}

static Datum psl_part(FunctionCallInfo fcinfo, int domain)
{
    struct url1738_psl_match m = URL1738_PSL_MATCH_INIT;
    struct url1738_span h, s;
    text *t;
    ARG_BYTES(0, p, n);

    h = url_host_span(p, n);
    if (!url1738_present(h) ||
        url1738_psl_lookup(NULL, p + h.off, h.len, 0, &m) <= 0)
        PG_RETURN_NULL();
    s = domain ? m.domain : m.suffix;
    if (!url1738_present(s))
        PG_RETURN_NULL();
    t = checked_text(p + h.off + s.off, s.len, "host");
    lower_ascii(VARDATA(t), s.len);
    PG_RETURN_TEXT_P(t);
}

/* url_registered_domain, url_public_suffix: lower-cased; NULL when the
 * URL has no host, the host is an IP address, or is a suffix itself. */
PG_FUNCTION_INFO_V1(url1738_pg_registered_domain);
Datum url1738_pg_registered_domain(PG_FUNCTION_ARGS)
{
    return psl_part(fcinfo, 1);
}

PG_FUNCTION_INFO_V1(url1738_pg_public_suffix);
Datum url1738_pg_public_suffix(PG_FUNCTION_ARGS)
{
    return psl_part(fcinfo, 0);
}

/* url_host_reversed: "com.example.www", lower-cased. */
PG_FUNCTION_INFO_V1(url1738_pg_host_reversed);
Datum url1738_pg_host_reversed(PG_FUNCTION_ARGS)
{
    struct url1738_span h;
    size_t need = 0;
    char *buf;
    ARG_BYTES(0, p, n);

    h = url_host_span(p, n);
    if (!url1738_present(h))
        PG_RETURN_NULL();
    url1738_host_reverse(p + h.off, h.len, '.', NULL, 0, &need);
    buf = result_buffer(need);
    url1738_host_reverse(p + h.off, h.len, '.', buf, need + 1, &need);
    PG_RETURN_TEXT_P(checked_text(buf, need, "host"));
}

/* url_surt(url [, keep_www, keep_case, with_scheme]): url1738_surt(). */
PG_FUNCTION_INFO_V1(url1738_pg_surt);
Datum url1738_pg_surt(PG_FUNCTION_ARGS)
{
    unsigned flags = 0;
    size_t need = 0;
    char *buf;
    struct parsed r;
    ARG_BYTES(0, p, n);

    if (PG_NARGS() > 1 && PG_GETARG_BOOL(1))
        flags |= URL1738_SURT_KEEP_WWW;
    if (PG_NARGS() > 2 && PG_GETARG_BOOL(2))
        flags |= URL1738_SURT_KEEP_CASE;
    if (PG_NARGS() > 3 && PG_GETARG_BOOL(3))
        flags |= URL1738_SURT_SCHEME;
    if (!parse_under(p, n, spec_setting, &r) ||
        url1738_surt(p, n, flags, NULL, 0, &need, NULL) ==
            URL1738_E_BASE_RELATIVE)
        PG_RETURN_NULL();
    buf = result_buffer(need);
    url1738_surt(p, n, flags, buf, need + 1, &need, NULL);
    PG_RETURN_TEXT_P(checked_text(buf, need, "URL"));
}

/* ===== Query pairs (RFC 1866 8.2.1) ===== */

/* A raw form-encoded name or value decoded ('+' space, %XX), as text. */
static text *form_text(const char *p, struct url1738_span s)
{
    struct url1738_error err;
    size_t need = 0;
    char *buf;

    if (url1738_form_decode(p + s.off, s.len, NULL, 0, &need, &err) ==
        URL1738_E_ESCAPE)
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("malformed %%-escape in the query at byte "
                               "%zu", s.off + err.offset)));
    buf = result_buffer(need);
    url1738_form_decode(p + s.off, s.len, buf, need + 1, &need, NULL);
    return checked_text(buf, need, "query parameter");
}

/* url_query_param(url, name): the decoded value of the first pair
 * named name; '' for a pair without '='; NULL when there is none. */
PG_FUNCTION_INFO_V1(url1738_pg_query_param);
Datum url1738_pg_query_param(PG_FUNCTION_ARGS)
{
    struct parsed r;
    struct url1738_span v;
    text *name = PG_GETARG_TEXT_PP(1);
    ARG_BYTES(0, p, n);

    if (!parse_under(p, n, spec_setting, &r) || !url1738_present(r.query) ||
        !url1738_query_param(p, r.query, VARDATA_ANY(name),
                             VARSIZE_ANY_EXHDR(name), &v))
        PG_RETURN_NULL();
    if (!url1738_present(v))
        PG_RETURN_TEXT_P(cstring_to_text(""));
    PG_RETURN_TEXT_P(form_text(p, v));
}

/* url_query_pairs(url): SETOF (name, value), decoded, in order. */
PG_FUNCTION_INFO_V1(url1738_pg_query_pairs);
Datum url1738_pg_query_pairs(PG_FUNCTION_ARGS)
{
    ReturnSetInfo *rsinfo = (ReturnSetInfo *)fcinfo->resultinfo;
    struct parsed r;
    struct url1738_iter it;
    struct url1738_span name, value;
    ARG_BYTES(0, p, n);

    InitMaterializedSRF(fcinfo, 0);
    if (!parse_under(p, n, spec_setting, &r) || !url1738_present(r.query))
        return (Datum)0;
    url1738_iter_init(&it, r.query);
    while (url1738_next_qpair(p, &it, &name, &value)) {
        Datum values[2];
        bool nulls[2] = { false, false };

        values[0] = PointerGetDatum(form_text(p, name));
        if (url1738_present(value))
            values[1] = PointerGetDatum(form_text(p, value));
        else
            values[1] = PointerGetDatum(cstring_to_text(""));
        tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values,
                             nulls);
    }
    return (Datum)0;
}

/* ===== Extraction (RFC 1738 appendix) ===== */

/* url_extract(text): SETOF (url, "offset", form, valid): every URL
 * candidate of a text, its byte offset, how it was written, and whether
 * it is a valid URL. */
PG_FUNCTION_INFO_V1(url1738_pg_extract);
Datum url1738_pg_extract(PG_FUNCTION_ARGS)
{
    ReturnSetInfo *rsinfo = (ReturnSetInfo *)fcinfo->resultinfo;
    struct url1738_extract *st = palloc(sizeof *st);
    struct url1738_found f = URL1738_FOUND_INIT;
    size_t used, pos = 0, need;
    int got;
    ARG_BYTES(0, p, n);

    InitMaterializedSRF(fcinfo, 0);
    url1738_extract_init(st);
    for (;;) {
        Datum values[4];
        bool nulls[4] = { false, false, false, false };
        char *buf;

        got = url1738_extract_next(st, p + pos, n - pos, &used, &f);
        pos += used;
        if (!got && !url1738_extract_finish(st, &f))
            break;
        need = 0;
        url1738_extract_url(st, 0, NULL, 0, &need);
        buf = palloc(need + 1);
        url1738_extract_url(st, 0, buf, need + 1, &need);
        if (memchr(buf, '\0', need) != NULL ||
            !pg_verifymbstr(buf, (int)need, true))
            nulls[0] = true;   /* bytes text cannot hold: no URL anyway */
        else
            values[0] = PointerGetDatum(cstring_to_text_with_len(buf,
                                                                 (int)need));
        values[1] = Int64GetDatum((int64)f.offset);
        values[2] = PointerGetDatum(cstring_to_text(
            url1738_form_name(f.form) ? url1738_form_name(f.form) : ""));
        values[3] = BoolGetDatum(f.error.code == URL1738_OK);
        tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values,
                             nulls);
        pfree(buf);
        if (!got)
            break;
    }
    return (Datum)0;
}

/* ===== Equivalence (2.2): equality, hash, order ===== */

/*
 * The key two url1738 values are compared by: the normalized form under
 * the first reading that accepts the URL, independent of url1738.spec
 * (an index must not change meaning with a setting). Under RFC 1738 the
 * form is url1738_normalize()'s with "%7E" then written "~": RFC 1738
 * must encode '~' (a "national" character), RFC 3986 need not, and both
 * mean the same octet, so "HTTP://H/%7e" and "http://h/~" are one URL.
 * A value no reading accepts (only possible through a binary cast)
 * compares by its bytes.
 */
static char *equivalence_key(text *t, size_t *len)
{
    const char *p = VARDATA_ANY(t);
    size_t n = VARSIZE_ANY_EXHDR(t), i, j;
    struct parsed r;
    char *s;

    if (!parse_under(p, n, READ_EITHER, &r)) {
        *len = n;
        return (char *)p;
    }
    if (r.reading == READ_RFC3986)
        return normalized3986(p, n, len);
    s = normalized1738(p, n, len);
    for (i = j = 0; i < *len; i++, j++) {
        if (s[i] == '%' && i + 2 < *len && s[i + 1] == '7' &&
            s[i + 2] == 'E') {
            s[j] = '~';
            i += 2;
        } else {
            s[j] = s[i];
        }
    }
    *len = j;
    return s;
}

static int compare_keys(FunctionCallInfo fcinfo)
{
    size_t an, bn;
    char *a = equivalence_key(PG_GETARG_TEXT_PP(0), &an);
    char *b = equivalence_key(PG_GETARG_TEXT_PP(1), &bn);
    int c = memcmp(a, b, an < bn ? an : bn);

    if (c == 0)
        c = an < bn ? -1 : an > bn;
    return c < 0 ? -1 : c > 0;
}

PG_FUNCTION_INFO_V1(url1738_pg_cmp);
Datum url1738_pg_cmp(PG_FUNCTION_ARGS)
{
    PG_RETURN_INT32(compare_keys(fcinfo));
}

#define CMP_FN(cname, op)                                                  \
    PG_FUNCTION_INFO_V1(cname);                                            \
    Datum cname(PG_FUNCTION_ARGS)                                          \
    {                                                                      \
        PG_RETURN_BOOL(compare_keys(fcinfo) op 0);                         \
    }

CMP_FN(url1738_pg_eq, ==)
CMP_FN(url1738_pg_ne, !=)
CMP_FN(url1738_pg_lt, <)
CMP_FN(url1738_pg_le, <=)
CMP_FN(url1738_pg_gt, >)
CMP_FN(url1738_pg_ge, >=)

PG_FUNCTION_INFO_V1(url1738_pg_hash);
Datum url1738_pg_hash(PG_FUNCTION_ARGS)
{
    size_t n;
    char *k = equivalence_key(PG_GETARG_TEXT_PP(0), &n);

    return hash_any((const unsigned char *)k, (int)n);
}

PG_FUNCTION_INFO_V1(url1738_pg_hash_extended);
Datum url1738_pg_hash_extended(PG_FUNCTION_ARGS)
{
    size_t n;
    char *k = equivalence_key(PG_GETARG_TEXT_PP(0), &n);

    return hash_any_extended((const unsigned char *)k, (int)n,
                             PG_GETARG_INT64(1));
}
