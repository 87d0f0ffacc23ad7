/* SPDX-License-Identifier: MIT */
/*
 * url1738_pg.c - CREATE EXTENSION url1738: a URL type and URL functions
 * for PostgreSQL, over the url1738 library (linked in statically).
 *
 *   CREATE EXTENSION url1738;
 *   SELECT url_registered_domain(u), count(*) FROM t GROUP BY 1;
 *
 * Sound by construction (docs/postgres.md, "Rules"):
 *
 *   - Every function is a pure function of its arguments. The reading a
 *     URL is taken apart by is the optional last argument ('rfc1738',
 *     'rfc3986'); without it, a text is read by RFC 3986 and a url1738
 *     value by the reading it was accepted under. No setting is read:
 *     url1738.spec is still defined (1.1's SET and ALTER DATABASE ... SET
 *     must keep loading) and is ignored.
 *   - The type's input is a pure function of the text: RFC 3986 when it
 *     accepts the URL, else RFC 1738. The value keeps that reading, the
 *     input as given, and the library's normalized form under it
 *     (url1738_normalize_spec()); equality, hash and order compare the
 *     normalized bytes, so a = b exactly when url_normalize(a) =
 *     url_normalize(b), with no parse and no allocation per comparison.
 *   - Parsing, normalizing, ports, parts: the library's. The part
 *     functions are the library's vocabulary (URL1738_FIELDS): one C
 *     function serves url_<name> for every name (url1738_fields() lists
 *     them for the install script).
 *
 * Every argument is untrusted: sizes are checked, results are checked
 * against the database encoding, nothing is assumed about text.
 */
#include "postgres.h"

#include "catalog/pg_type.h"
#include "common/hashfn.h"
#include "fmgr.h"
#include "funcapi.h"
#include "mb/pg_wchar.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/lsyscache.h"
#include "utils/sortsupport.h"
#include "utils/tuplestore.h"

#include "url1738.h"

PG_MODULE_MAGIC;

void _PG_init(void);

/* ===== url1738.spec: defined, read by nothing ===== */

static const struct config_enum_entry spec_options[] = {
    { "rfc1738", 0, false },
    { "rfc3986", 1, false },
    { "either", 2, false },
    { NULL, 0, false }
};

static int spec_setting = 2;

void _PG_init(void)
{
    DefineCustomEnumVariable(
        "url1738.spec",
        "Ignored since url1738 1.2 (functions take the reading as an "
        "argument).",
        "Kept so that settings made under 1.1 still load; no function "
        "reads it (docs/postgres.md).",
        &spec_setting, 2, spec_options, PGC_USERSET, 0, NULL, NULL, NULL);
#if PG_VERSION_NUM >= 150000
    MarkGUCPrefixReserved("url1738");
#endif
}

/* ===== Readings ===== */

/* The reading of a text without a reading argument. */
#define TEXT_READING URL1738_SPEC_RFC3986

/* The reading a spec argument names; an error for any other name. */
static int reading_of(text *t)
{
    const char *p = VARDATA_ANY(t);
    int n = VARSIZE_ANY_EXHDR(t);
    int s = url1738_spec_lookup(p, (size_t)n);

    if (s == URL1738_SPEC_RFC1738 || s == URL1738_SPEC_RFC3986
        || s == URL1738_SPEC_WHATWG)
        return s;
    ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("unknown URL reading \"%s\"", text_to_cstring(t)),
                    errhint("The readings are rfc1738, rfc3986 and "
                            "whatwg.")));
    return URL1738_SPEC_RFC1738;
}

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

/* A buffer for a result of need bytes; refuses more than text holds. */
static char *result_buffer(size_t need)
{
    if (need >= MaxAllocSize - VARHDRSZ - 8)
        ereport(ERROR, (errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                        errmsg("the URL result would be %zu bytes, over "
                               "the %zu a value may hold", need,
                               (size_t)(MaxAllocSize - VARHDRSZ - 9))));
    return palloc(need + 1);
}

/* The input text, shortened for a message (whole characters). */
static char *shown(const char *p, size_t n)
{
    int cut = n > 100 ? pg_mbcliplen(p, (int)n, 100) : (int)n;
    char *s = palloc(cut + 4);

    memcpy(s, p, cut);
    strcpy(s + cut, (size_t)cut < n ? "..." : "");
    return s;
}

/* ===== The value ===== */

/*
 * A url1738 value (a varlena):
 *
 *   mark            one byte: V_RFC1738 or V_RFC3986 (the reading it was
 *                   accepted under), | V_SAME when the input is its own
 *                   normalized form
 *   [len]           4 bytes, little-endian: the normalized form's length
 *                   (absent with V_SAME)
 *   normalized      url1738_normalize_spec() of the input, under the mark's
 *                   reading: what comparisons compare
 *   input           the text as given (absent with V_SAME)
 *
 * The mark is below 0x20, which never begins a URL: a value of 1.1 (the
 * URL's bytes alone) is told apart and read the slow way until ALTER
 * EXTENSION url1738 UPDATE rewrites it.
 */
#define V_RFC1738 0x01
#define V_RFC3986 0x02
#define V_SAME 0x04

struct uval {
    const char *in;         /* the URL as given                        */
    size_t in_n;
    const char *norm;       /* its normalized form                     */
    size_t norm_n;
    int reading;            /* URL1738_SPEC_RFC1738 or _RFC3986         */
    bool allocated;         /* norm was palloc'd (a 1.1 value)         */
};

/* The reading that accepts p[0..n): RFC 3986 first, RFC 1738 second; -1
 * with both errors when neither does. */
static int accepting_reading(const char *p, size_t n, struct url1738_error *e3986,
                             struct url1738_error *e1738)
{
    if (url1738_parse_spec(p, n, URL1738_SPEC_RFC3986, NULL, e3986) ==
        URL1738_OK)
        return URL1738_SPEC_RFC3986;
    if (url1738_parse_spec(p, n, URL1738_SPEC_RFC1738, NULL, e1738) ==
        URL1738_OK)
        return URL1738_SPEC_RFC1738;
    return -1;
}

/* The normalized form of p[0..n), valid under reading, palloc'd. */
static char *normalized(const char *p, size_t n, int reading, size_t *len)
{
    char *buf = result_buffer(n + 1);   /* never longer than n + 1 */

    if (url1738_normalize_spec(p, n, (enum url1738_spec)reading, buf, n + 2,
                               len, NULL) != URL1738_OK)
        ereport(ERROR, (errcode(ERRCODE_INTERNAL_ERROR),
                        errmsg("url1738: a valid URL did not normalize")));
    return buf;
}

/* Reads a url1738 value (detoasted, possibly short header). */
static void uval_read(struct varlena *v, struct uval *r)
{
    const unsigned char *d = (const unsigned char *)VARDATA_ANY(v);
    size_t n = VARSIZE_ANY_EXHDR(v);
    struct url1738_error e1, e2;

    r->allocated = false;
    if (n >= 1 && d[0] < 0x20) {
        r->reading = (d[0] & V_RFC3986) ? URL1738_SPEC_RFC3986
                                        : URL1738_SPEC_RFC1738;
        if (d[0] & V_SAME) {
            r->in = r->norm = (const char *)d + 1;
            r->in_n = r->norm_n = n - 1;
            return;
        }
        if (n >= 5) {
            size_t k = (size_t)d[1] | (size_t)d[2] << 8 |
                       (size_t)d[3] << 16 | (size_t)d[4] << 24;
            if (k <= n - 5) {
                r->norm = (const char *)d + 5;
                r->norm_n = k;
                r->in = r->norm + k;
                r->in_n = n - 5 - k;
                return;
            }
        }
        ereport(ERROR, (errcode(ERRCODE_DATA_CORRUPTED),
                        errmsg("corrupt url1738 value")));
    }
    /* A value of 1.1: the URL's bytes alone. */
    r->in = (const char *)d;
    r->in_n = n;
    r->reading = accepting_reading(r->in, n, &e1, &e2);
    if (r->reading < 0) {
        /* Only a binary cast could have stored it: its bytes stand. */
        r->reading = URL1738_SPEC_RFC1738;
        r->norm = r->in;
        r->norm_n = n;
        return;
    }
    r->norm = normalized(r->in, n, r->reading, &r->norm_n);
    r->allocated = true;
}

static void uval_done(struct uval *r)
{
    if (r->allocated)
        pfree((void *)r->norm);
}

/* The value for the text p[0..n); an error for a URL no reading takes. */
static struct varlena *uval_make(const char *p, size_t n)
{
    struct url1738_error e3986, e1738;
    int reading = accepting_reading(p, n, &e3986, &e1738);
    size_t norm_n, size;
    char *norm, *d;
    struct varlena *v;
    bool same;

    if (reading < 0)
        ereport(ERROR, (errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
                        errmsg("invalid input syntax for type url1738: "
                               "\"%s\"", shown(p, n)),
                        errdetail("RFC 3986: %s, at byte %zu. RFC 1738: %s, "
                                  "at byte %zu.", e3986.message,
                                  e3986.offset, e1738.message,
                                  e1738.offset)));
    norm = normalized(p, n, reading, &norm_n);
    same = norm_n == n && memcmp(norm, p, n) == 0;
    if (!same && (norm_n > 0xFFFFFFFFu || n + norm_n >= MaxAllocSize / 2))
        ereport(ERROR, (errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                        errmsg("the URL is too long for a url1738 value")));
    size = VARHDRSZ + 1 + (same ? n : 4 + norm_n + n);
    v = (struct varlena *)palloc(size);
    SET_VARSIZE(v, size);
    d = VARDATA(v);
    d[0] = (char)((reading == URL1738_SPEC_RFC3986 ? V_RFC3986 : V_RFC1738) |
                  (same ? V_SAME : 0));
    if (same) {
        memcpy(d + 1, p, n);
    } else {
        d[1] = (char)(norm_n & 0xFF);
        d[2] = (char)(norm_n >> 8 & 0xFF);
        d[3] = (char)(norm_n >> 16 & 0xFF);
        d[4] = (char)(norm_n >> 24 & 0xFF);
        memcpy(d + 5, norm, norm_n);
        memcpy(d + 5 + norm_n, p, n);
    }
    pfree(norm);
    return v;
}

PG_FUNCTION_INFO_V1(url1738_pg_in);
Datum url1738_pg_in(PG_FUNCTION_ARGS)
{
    char *s = PG_GETARG_CSTRING(0);

    PG_RETURN_POINTER(uval_make(s, strlen(s)));
}

PG_FUNCTION_INFO_V1(url1738_pg_out);
Datum url1738_pg_out(PG_FUNCTION_ARGS)
{
    struct uval v;
    char *s;

    uval_read(PG_GETARG_VARLENA_PP(0), &v);
    s = palloc(v.in_n + 1);
    memcpy(s, v.in, v.in_n);
    s[v.in_n] = '\0';
    uval_done(&v);
    PG_RETURN_CSTRING(s);
}

/* url1738(text): the checked cast. */
PG_FUNCTION_INFO_V1(url1738_pg_from_text);
Datum url1738_pg_from_text(PG_FUNCTION_ARGS)
{
    text *t = PG_GETARG_TEXT_PP(0);

    PG_RETURN_POINTER(uval_make(VARDATA_ANY(t), VARSIZE_ANY_EXHDR(t)));
}

/* text(url1738): the URL as given. */
PG_FUNCTION_INFO_V1(url1738_pg_to_text);
Datum url1738_pg_to_text(PG_FUNCTION_ARGS)
{
    struct uval v;
    text *t;

    uval_read(PG_GETARG_VARLENA_PP(0), &v);
    t = cstring_to_text_with_len(v.in, (int)v.in_n);
    uval_done(&v);
    PG_RETURN_TEXT_P(t);
}

/* url_reading(url1738): the reading the value was accepted under. */
PG_FUNCTION_INFO_V1(url1738_pg_reading);
Datum url1738_pg_reading(PG_FUNCTION_ARGS)
{
    struct uval v;

    uval_read(PG_GETARG_VARLENA_PP(0), &v);
    uval_done(&v);
    PG_RETURN_TEXT_P(cstring_to_text(
        url1738_spec_name((enum url1738_spec)v.reading)));
}

/* ===== Arguments: a URL under a reading ===== */

/* A URL taken apart under one reading. The spans point into p. */
struct parsed {
    const char *p;
    size_t n;
    int reading;
    struct url1738_url u;
    struct url1738_error err;
    /* Under the WHATWG reading: the URL record's serialization (palloc'd)
     * with its parts, in place of u. */
    char *href;
    struct url1738_whatwg w;
};

/* The WHATWG reading of p[0..n) (against the base bh/bu when bh is not
 * NULL): its href, palloc'd, with its parts in *w; NULL when the standard
 * refuses it (its error in *err). */
static char *whatwg_href(const char *p, size_t n, const char *bh,
                         const struct url1738_whatwg *bu,
                         struct url1738_whatwg *w, struct url1738_error *err)
{
    size_t need = 0;
    char *buf;

    if (url1738_whatwg_parse(p, n, bh, bu, NULL, 0, &need, NULL, err)
        != URL1738_E_NOSPACE)
        return NULL;
    buf = result_buffer(need);
    *w = (struct url1738_whatwg)URL1738_WHATWG_INIT;
    if (url1738_whatwg_parse(p, n, bh, bu, buf, need + 1, &need, w, err)
        != URL1738_OK)
        ereport(ERROR, (errcode(ERRCODE_INTERNAL_ERROR),
                        errmsg("url1738: a valid URL did not serialize")));
    return buf;
}

/*
 * Argument 0 (text when !is_url, url1738 when is_url) read under the
 * reading argument at spec_at when the call has one, else the default
 * fixed by the function's definition: RFC 3986 for a text, the value's
 * own reading for a url1738. Returns whether the URL is valid under it.
 */
static bool read_arg(FunctionCallInfo fcinfo, bool is_url, int spec_at,
                     struct parsed *r)
{
    memset(r, 0, sizeof *r);
    r->u.size = sizeof r->u;
    if (is_url) {
        struct uval v;
        uval_read(PG_GETARG_VARLENA_PP(0), &v);
        r->p = v.in;
        r->n = v.in_n;
        r->reading = v.reading;
        uval_done(&v);
    } else {
        text *t = PG_GETARG_TEXT_PP(0);
        r->p = VARDATA_ANY(t);
        r->n = VARSIZE_ANY_EXHDR(t);
        r->reading = TEXT_READING;
    }
    if (PG_NARGS() > spec_at)
        r->reading = reading_of(PG_GETARG_TEXT_PP(spec_at));
    if (r->reading == URL1738_SPEC_WHATWG) {
        r->href = whatwg_href(r->p, r->n, NULL, NULL, &r->w, &r->err);
        return r->href != NULL;
    }
    return url1738_parse_spec(r->p, r->n, (enum url1738_spec)r->reading,
                              &r->u, &r->err) == URL1738_OK;
}

/* name_text and name_url1738: the entry points of one SQL function for
 * a text and for a url1738 first argument. */
#define BOTH_(name)                                                        \
    PG_FUNCTION_INFO_V1(name##_text);                                      \
    Datum name##_text(PG_FUNCTION_ARGS)                                    \
    {                                                                      \
        return name(fcinfo, false);                                        \
    }                                                                      \
    PG_FUNCTION_INFO_V1(name##_url1738);                                   \
    Datum name##_url1738(PG_FUNCTION_ARGS)                                 \
    {                                                                      \
        return name(fcinfo, true);                                         \
    }

/* ===== Validity ===== */

static Datum url1738_pg_valid(FunctionCallInfo fcinfo, bool is_url)
{
    struct parsed r;

    PG_RETURN_BOOL(read_arg(fcinfo, is_url, 1, &r));
}
BOTH_(url1738_pg_valid)

/* url_error(url [, spec]): "byte N: message", NULL when valid. */
static Datum url1738_pg_error(FunctionCallInfo fcinfo, bool is_url)
{
    struct parsed r;

    if (read_arg(fcinfo, is_url, 1, &r))
        PG_RETURN_NULL();
    PG_RETURN_TEXT_P(cstring_to_text(psprintf("byte %zu: %s", r.err.offset,
                                              r.err.message)));
}
BOTH_(url1738_pg_error)

/* ===== Parts: the library's vocabulary ===== */

/* The field an url_<name> function returns (cached in fn_extra): the
 * library's field of that name (url1738_field_lookup()). */
static int field_of_call(FunctionCallInfo fcinfo)
{
    int *cached = fcinfo->flinfo->fn_extra;

    if (cached == NULL) {
        char *name = get_func_name(fcinfo->flinfo->fn_oid);
        int id = -1;

        if (name != NULL && strncmp(name, "url_", 4) == 0)
            id = url1738_field_lookup(name + 4, strlen(name + 4),
                                      URL1738_SCHEME_NONE);
        if (id < 0 || url1738_field_info((size_t)id)->nest ==
                          URL1738_FN_SCHEME)
            ereport(ERROR, (errcode(ERRCODE_UNDEFINED_FUNCTION),
                            errmsg("url1738: \"%s\" names no part of a URL",
                                   name ? name : "?")));
        cached = MemoryContextAlloc(fcinfo->flinfo->fn_mcxt, sizeof *cached);
        *cached = id;
        fcinfo->flinfo->fn_extra = cached;
    }
    return *cached;
}

/* The value of field id of a valid URL: a span as written, a NAME
 * lower-cased, a COMPUTED text, a NUMBER as integer, a BOOL as boolean;
 * NULL when absent. */
static Datum field_datum(FunctionCallInfo fcinfo, const struct parsed *r,
                         int id)
{
    const struct url1738_field_info *f = url1738_field_info((size_t)id);
    struct url1738_span s;
    size_t need = 0;
    char *buf;
    long long v;

    if (r->reading == URL1738_SPEC_WHATWG) {  /* the URL API's parts */
        const char *t;
        size_t tn;

        if (url1738_whatwg_field(r->href, &r->w, (size_t)id, &t, &tn) != 1)
            PG_RETURN_NULL();
        PG_RETURN_TEXT_P(cstring_to_text_with_len(t, (int)tn));
    }
    switch (f->kind) {
    case URL1738_FK_NUMBER:
    case URL1738_FK_BOOL:
        v = url1738_field_number(&r->u, (size_t)id);
        if (v < 0)
            PG_RETURN_NULL();
        if (f->kind == URL1738_FK_BOOL)
            PG_RETURN_BOOL(v != 0);
        if (v > PG_INT32_MAX)
            PG_RETURN_NULL();
        PG_RETURN_INT32((int32)v);
    case URL1738_FK_RAW:
        s = url1738_field_span(&r->u, (size_t)id);
        if (!url1738_present(s))
            PG_RETURN_NULL();
        PG_RETURN_TEXT_P(checked_text(r->p + s.off, s.len, "part"));
    default:
        if (url1738_field_text(r->p, &r->u, (size_t)id, NULL, 0, &need) ==
            URL1738_E_UNSUPPORTED)
            PG_RETURN_NULL();
        buf = result_buffer(need);
        url1738_field_text(r->p, &r->u, (size_t)id, buf, need + 1, &need);
        PG_RETURN_TEXT_P(checked_text(buf, need, "part"));
    }
}

/* url_<name>(url [, spec]) for every top-level name of URL1738_FIELDS:
 * NULL for a URL invalid under the reading or without that part. */
static Datum url1738_pg_field(FunctionCallInfo fcinfo, bool is_url)
{
    struct parsed r;
    int id = field_of_call(fcinfo);

    if (!read_arg(fcinfo, is_url, 1, &r))
        PG_RETURN_NULL();
    return field_datum(fcinfo, &r, id);
}
BOTH_(url1738_pg_field)

/* url1738_fields(): the names url_<name> is made for (the install script
 * iterates it), and the SQL type of each. The scheme's own members
 * ("segments", "type") are not: they mean a different thing per scheme. */
PG_FUNCTION_INFO_V1(url1738_pg_fields);
Datum url1738_pg_fields(PG_FUNCTION_ARGS)
{
    ReturnSetInfo *rsinfo = (ReturnSetInfo *)fcinfo->resultinfo;
    const struct url1738_field_info *f;
    size_t i;

    InitMaterializedSRF(fcinfo, 0);
    for (i = 0; (f = url1738_field_info(i)) != NULL; i++) {
        Datum values[2];
        bool nulls[2] = { false, false };

        if (f->nest == URL1738_FN_SCHEME)
            continue;
        values[0] = PointerGetDatum(cstring_to_text(f->name));
        values[1] = PointerGetDatum(cstring_to_text(
            f->kind == URL1738_FK_NUMBER ? "integer"
            : f->kind == URL1738_FK_BOOL ? "boolean" : "text"));
        tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values,
                             nulls);
    }
    return (Datum)0;
}

/* url_port(url [, spec]): the port a client connects to, the scheme's
 * default applied (url1738_port_number()); NULL when there is none; an
 * error beyond integer. */
static Datum url1738_pg_port(FunctionCallInfo fcinfo, bool is_url)
{
    struct parsed r;
    long long v;

    if (!read_arg(fcinfo, is_url, 1, &r))
        PG_RETURN_NULL();
    if (r.reading == URL1738_SPEC_WHATWG) {
        if (url1738_present(r.w.port))
            PG_RETURN_INT32((int32)r.w.port_number);
        if (r.w.default_port == 0)
            PG_RETURN_NULL();
        PG_RETURN_INT32((int32)r.w.default_port);
    }
    v = url1738_port_number(r.p, &r.u);
    if (v == -1)
        PG_RETURN_NULL();
    if (v < 0 || v > PG_INT32_MAX)
        ereport(ERROR, (errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                        errmsg("the port of the URL is out of range for "
                               "integer")));
    PG_RETURN_INT32((int32)v);
}
BOTH_(url1738_pg_port)

/* ===== Normalize, resolve, SURT ===== */

/* url_normalize(url [, spec]): url1738_normalize_spec(); of a url1738
 * without a reading, the normalized form the value holds. */
static Datum url1738_pg_normalize(FunctionCallInfo fcinfo, bool is_url)
{
    struct parsed r;
    size_t len;
    char *s;

    if (is_url && PG_NARGS() < 2) {
        struct uval v;
        text *t;
        uval_read(PG_GETARG_VARLENA_PP(0), &v);
        t = cstring_to_text_with_len(v.norm, (int)v.norm_n);
        uval_done(&v);
        PG_RETURN_TEXT_P(t);
    }
    if (!read_arg(fcinfo, is_url, 1, &r))
        PG_RETURN_NULL();
    if (r.reading == URL1738_SPEC_WHATWG)       /* the href */
        PG_RETURN_TEXT_P(cstring_to_text_with_len(r.href,
                                                  (int)r.w.href.len));
    s = normalized(r.p, r.n, r.reading, &len);
    PG_RETURN_TEXT_P(checked_text(s, len, "URL"));
}
BOTH_(url1738_pg_normalize)

/* url_resolve(base, ref [, spec]): RFC 1808 under RFC 1738, RFC 3986 5.2
 * under RFC 3986. An error for a base it cannot use. */
static Datum url1738_pg_resolve(FunctionCallInfo fcinfo, bool is_url)
{
    struct parsed b;
    struct url1738_error err;
    text *ref = PG_GETARG_TEXT_PP(1);
    const char *rp = VARDATA_ANY(ref);
    size_t rn = VARSIZE_ANY_EXHDR(ref), need = 0;
    unsigned flags;
    enum url1738_code rc;
    char *buf, small[512];

    if (!read_arg(fcinfo, is_url, 2, &b)
        && b.reading == URL1738_SPEC_WHATWG)
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("cannot resolve the reference: %s",
                               b.err.message)));
    if (b.reading == URL1738_SPEC_WHATWG) {   /* new URL(ref, base) */
        struct url1738_whatwg u;

        buf = whatwg_href(rp, rn, b.href, &b.w, &u, &err);
        if (buf == NULL)
            ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                            errmsg("cannot resolve the reference: %s",
                                   err.message)));
        PG_RETURN_TEXT_P(cstring_to_text_with_len(buf, (int)u.href.len));
    }
    /* one call into a buffer on the stack for the usual URL (the base is
     * read again on every call), the size query's second only for a
     * longer one */
    flags = b.reading == URL1738_SPEC_RFC3986 ? URL1738_RFC3986 : 0;
    rc = url1738_resolve(b.p, b.n, rp, rn, flags, small, sizeof small, &need,
                         &err);
    if (rc == URL1738_OK)   /* an exact fit has no NUL: the length counts */
        PG_RETURN_TEXT_P(checked_text(small, need, "URL"));
    if (rc != URL1738_E_NOSPACE)
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("cannot resolve the reference: %s",
                               err.message)));
    buf = result_buffer(need);
    url1738_resolve(b.p, b.n, rp, rn, flags, buf, need + 1, &need, NULL);
    PG_RETURN_TEXT_P(checked_text(buf, need, "URL"));
}
BOTH_(url1738_pg_resolve)

/* url_surt(url [, keep_www, keep_case, with_scheme [, spec]]): the
 * vocabulary's surt field without options, url1738_surt() with them; NULL
 * for a URL the reading refuses or gives no host, and under whatwg. */
static Datum url1738_pg_surt(FunctionCallInfo fcinfo, bool is_url)
{
    unsigned flags = 0;
    size_t need = 0;
    char *buf;
    struct parsed r;

    if (PG_NARGS() > 1 && PG_GETARG_BOOL(1))
        flags |= URL1738_SURT_KEEP_WWW;
    if (PG_NARGS() > 2 && PG_GETARG_BOOL(2))
        flags |= URL1738_SURT_KEEP_CASE;
    if (PG_NARGS() > 3 && PG_GETARG_BOOL(3))
        flags |= URL1738_SURT_SCHEME;
    /* NULL where the reading gives the URL no SURT key (the vocabulary's
     * surt field: no host under it). */
    if (!read_arg(fcinfo, is_url, 4, &r) || r.reading == URL1738_SPEC_WHATWG
        || url1738_field_text(r.p, &r.u, URL1738_F_SURT, NULL, 0, &need) ==
            URL1738_E_UNSUPPORTED)
        PG_RETURN_NULL();
    if (flags == 0) {
        buf = result_buffer(need);
        url1738_field_text(r.p, &r.u, URL1738_F_SURT, buf, need + 1, &need);
        PG_RETURN_TEXT_P(checked_text(buf, need, "URL"));
    }
    if (url1738_surt(r.p, r.n, flags, NULL, 0, &need, NULL) ==
        URL1738_E_BASE_RELATIVE)
        PG_RETURN_NULL();
    buf = result_buffer(need);
    url1738_surt(r.p, r.n, flags, buf, need + 1, &need, NULL);
    PG_RETURN_TEXT_P(checked_text(buf, need, "URL"));
}
BOTH_(url1738_pg_surt)

/* ===== Query pairs (RFC 1866 8.2.1) ===== */

/* The query of a parsed URL: the library's query field (RFC 3986), or
 * http's search (RFC 1738 3.3) under RFC 1738. */
static struct url1738_span query_span(const struct parsed *r)
{
    struct url1738_span q;

    if (r->reading == URL1738_SPEC_WHATWG)      /* the href's query */
        return r->w.query;
    q = url1738_field_span(&r->u, URL1738_F_QUERY);

    if (!url1738_present(q))
        q = url1738_field_span(&r->u, URL1738_F_HTTP_SEARCH);
    return q;
}

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

/* url_query_param(url, name [, spec]): the decoded value of the first
 * pair named name; '' for a pair without '='; NULL when there is none. */
static Datum url1738_pg_query_param(FunctionCallInfo fcinfo, bool is_url)
{
    struct parsed r;
    struct url1738_span v, q;
    text *name = PG_GETARG_TEXT_PP(1);

    if (!read_arg(fcinfo, is_url, 2, &r))
        PG_RETURN_NULL();
    q = query_span(&r);
    if (r.reading == URL1738_SPEC_WHATWG)
        r.p = r.href;
    if (!url1738_present(q) ||
        !url1738_query_param(r.p, q, VARDATA_ANY(name),
                             VARSIZE_ANY_EXHDR(name), &v))
        PG_RETURN_NULL();
    if (!url1738_present(v))
        PG_RETURN_TEXT_P(cstring_to_text(""));
    PG_RETURN_TEXT_P(form_text(r.p, v));
}
BOTH_(url1738_pg_query_param)

/* url_query_pairs(url [, spec]): SETOF (name, value), decoded, in order. */
static Datum url1738_pg_query_pairs(FunctionCallInfo fcinfo, bool is_url)
{
    ReturnSetInfo *rsinfo = (ReturnSetInfo *)fcinfo->resultinfo;
    struct parsed r;
    struct url1738_iter it;
    struct url1738_span name, value, q;

    InitMaterializedSRF(fcinfo, 0);
    if (!read_arg(fcinfo, is_url, 1, &r))
        return (Datum)0;
    q = query_span(&r);
    if (r.reading == URL1738_SPEC_WHATWG)
        r.p = r.href;
    if (!url1738_present(q))
        return (Datum)0;
    url1738_iter_init(&it, q);
    while (url1738_next_qpair(r.p, &it, &name, &value)) {
        Datum values[2];
        bool nulls[2] = { false, false };

        values[0] = PointerGetDatum(form_text(r.p, name));
        if (url1738_present(value))
            values[1] = PointerGetDatum(form_text(r.p, value));
        else
            values[1] = PointerGetDatum(cstring_to_text(""));
        tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values,
                             nulls);
    }
    return (Datum)0;
}
BOTH_(url1738_pg_query_pairs)

/* ===== Extraction ===== */

/* url_extract(text [, spec]): SETOF (url, "offset", form, valid): every
 * URL candidate of a text (RFC 1738's appendix; RFC 3986's URIs under
 * 'rfc3986', the default), its byte offset, how it was written, and
 * whether it is a valid URL. */
PG_FUNCTION_INFO_V1(url1738_pg_extract);
Datum url1738_pg_extract(PG_FUNCTION_ARGS)
{
    ReturnSetInfo *rsinfo = (ReturnSetInfo *)fcinfo->resultinfo;
    struct url1738_extract *st = palloc(sizeof *st);
    struct url1738_found f = URL1738_FOUND_INIT;
    text *body = PG_GETARG_TEXT_PP(0);
    const char *p = VARDATA_ANY(body);
    size_t n = VARSIZE_ANY_EXHDR(body), used, pos = 0, need;
    int reading = PG_NARGS() > 1 ? reading_of(PG_GETARG_TEXT_PP(1))
                                 : TEXT_READING;
    int got;

    InitMaterializedSRF(fcinfo, 0);
    url1738_extract_init_spec(st, (enum url1738_spec)reading);
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

/* ===== Equality, hash, order: the normalized bytes ===== */

/* Compares two values by their normalized forms (no parse, no allocation
 * but for a 1.1 value or a toasted one). */
static int compare_values(Datum x, Datum y)
{
    struct varlena *a = PG_DETOAST_DATUM_PACKED(x);
    struct varlena *b = PG_DETOAST_DATUM_PACKED(y);
    struct uval va, vb;
    int c;

    uval_read(a, &va);
    uval_read(b, &vb);
    c = memcmp(va.norm, vb.norm, Min(va.norm_n, vb.norm_n));
    if (c == 0)
        c = va.norm_n < vb.norm_n ? -1 : va.norm_n > vb.norm_n;
    uval_done(&va);
    uval_done(&vb);
    if ((Pointer)a != DatumGetPointer(x))
        pfree(a);
    if ((Pointer)b != DatumGetPointer(y))
        pfree(b);
    return c < 0 ? -1 : c > 0;
}

PG_FUNCTION_INFO_V1(url1738_pg_cmp);
Datum url1738_pg_cmp(PG_FUNCTION_ARGS)
{
    PG_RETURN_INT32(compare_values(PG_GETARG_DATUM(0), PG_GETARG_DATUM(1)));
}

#define CMP_FN(cname, op)                                                  \
    PG_FUNCTION_INFO_V1(cname);                                            \
    Datum cname(PG_FUNCTION_ARGS)                                          \
    {                                                                      \
        PG_RETURN_BOOL(compare_values(PG_GETARG_DATUM(0),                  \
                                      PG_GETARG_DATUM(1)) op 0);           \
    }

CMP_FN(url1738_pg_eq, ==)
CMP_FN(url1738_pg_ne, !=)
CMP_FN(url1738_pg_lt, <)
CMP_FN(url1738_pg_le, <=)
CMP_FN(url1738_pg_gt, >)
CMP_FN(url1738_pg_ge, >=)

static int sort_cmp(Datum x, Datum y, SortSupport ssup)
{
    (void)ssup;
    return compare_values(x, y);
}

/* B-tree support function 2: sorts and index builds call sort_cmp
 * directly, without the function-call interface. */
PG_FUNCTION_INFO_V1(url1738_pg_sortsupport);
Datum url1738_pg_sortsupport(PG_FUNCTION_ARGS)
{
    SortSupport ssup = (SortSupport)PG_GETARG_POINTER(0);

    ssup->comparator = sort_cmp;
    PG_RETURN_VOID();
}

PG_FUNCTION_INFO_V1(url1738_pg_hash);
Datum url1738_pg_hash(PG_FUNCTION_ARGS)
{
    struct uval v;
    Datum h;

    uval_read(PG_GETARG_VARLENA_PP(0), &v);
    h = hash_any((const unsigned char *)v.norm, (int)v.norm_n);
    uval_done(&v);
    return h;
}

PG_FUNCTION_INFO_V1(url1738_pg_hash_extended);
Datum url1738_pg_hash_extended(PG_FUNCTION_ARGS)
{
    struct uval v;
    Datum h;

    uval_read(PG_GETARG_VARLENA_PP(0), &v);
    h = hash_any_extended((const unsigned char *)v.norm, (int)v.norm_n,
                          PG_GETARG_INT64(1));
    uval_done(&v);
    return h;
}
