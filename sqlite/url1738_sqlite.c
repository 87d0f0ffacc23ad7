/* SPDX-License-Identifier: MIT */
/*
 * url1738_sqlite.c - a SQLite extension: URLs taken apart in SQL, read by
 * RFC 1738 or RFC 3986.
 *
 *   sqlite> .load build/url1738_sqlite
 *   sqlite> SELECT url_host(u), url_error(u) FROM t;
 *   sqlite> SELECT url_host(u, 'rfc3986'), url_port_number(u, 'rfc3986')
 *      ...> FROM t;
 *
 * Every function takes TEXT or a BLOB (its bytes, any of them, NUL
 * included) and returns NULL for a NULL argument. Every function that
 * reads a URL takes the reading as an optional last argument, 'rfc1738'
 * (the default), 'rfc3986' or 'whatwg' (cli-contract.md, "Readings",
 * "The WHATWG reading": the parts as the URL API gives them, the href as
 * the normal form); any other name is an SQL error. Parts are raw, still percent-encoded, as
 * url1738_parse_spec() gives them; an invalid URL has no parts (NULL) and
 * url_error() tells why. The library is linked in statically; this file
 * only adapts it to SQLite's calling conventions.
 */
#include <sqlite3ext.h>
/* SQLite's function table, set once at load (SQLITE_EXTENSION_INIT1 would
 * make it a global symbol; static keeps it ours). */
static const sqlite3_api_routines *sqlite3_api;

#include <stddef.h>
#include <string.h>

#include "url1738.h"
#include "utf8.h"      /* cli/utf8.h: the CLI's UTF-8 checker */

#ifndef SQLITE_INNOCUOUS
#define SQLITE_INNOCUOUS 0
#endif
/* Same input, same output, no side effect: usable in indexes and views. */
#define FN_FLAGS (SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS)

#ifdef _WIN32
#define EXPORT __declspec(dllexport)
#else
#define EXPORT __attribute__((visibility("default")))
#endif

/* The entry points: SQLite looks for sqlite3_urlsqlite_init when loading
 * "url1738_sqlite" (the letters of the file name), for
 * sqlite3_extension_init when asked to. */
EXPORT int sqlite3_urlsqlite_init(sqlite3 *db, char **err,
                                  const sqlite3_api_routines *api);
EXPORT int sqlite3_extension_init(sqlite3 *db, char **err,
                                  const sqlite3_api_routines *api);

/* ===== Arguments ===== */

/*
 * The bytes of an argument: a BLOB as it is, any other value as its text.
 * Returns 0 for SQL NULL, -1 after reporting an out-of-memory error, else 1
 * with *p (never NULL) and *n set.
 */
static int get_bytes(sqlite3_context *ctx, sqlite3_value *v, const char **p,
                     size_t *n)
{
    int type = sqlite3_value_type(v);

    if (type == SQLITE_NULL)
        return 0;
    if (type == SQLITE_BLOB)
        *p = (const char *)sqlite3_value_blob(v);
    else
        *p = (const char *)sqlite3_value_text(v);
    *n = (size_t)sqlite3_value_bytes(v);
    if (*p == NULL) {
        /* A zero-length BLOB has no pointer; a NULL text is a failure. */
        if (type != SQLITE_BLOB || *n != 0) {
            sqlite3_result_error_nomem(ctx);
            return -1;
        }
        *p = "";
    }
    return 1;
}

/*
 * The reading a value names: 'rfc1738' or 'rfc3986' (cli-contract
 * "Readings"). Returns the reading; -1 for SQL NULL; -2 for any other
 * name (rfc3986-reference, relative references, is no reading of a URL),
 * with *msg an sqlite3_malloc'd message that names the readings (NULL
 * when out of memory). fn is the function's name after "url_".
 */
static int spec_of(sqlite3_value *v, const char *fn, char **msg)
{
    const char *name;
    int spec;

    *msg = NULL;
    if (sqlite3_value_type(v) == SQLITE_NULL)
        return -1;
    name = (const char *)sqlite3_value_text(v);
    if (name == NULL)
        return -2;
    spec = url1738_spec_lookup(name, (size_t)sqlite3_value_bytes(v));
    if (spec == URL1738_SPEC_RFC1738 || spec == URL1738_SPEC_RFC3986
        || (spec == URL1738_SPEC_WHATWG && strcmp(fn, "encode") != 0))
        return spec;
    *msg = sqlite3_mprintf("url_%s: unknown reading '%s' (the readings are "
                           "'rfc1738', 'rfc3986'%s)", fn, name,
                           strcmp(fn, "encode") != 0 ? " and 'whatwg'" : "");
    return -2;
}

/*
 * The reading named by the optional last argument argv[at], when the
 * function was called with one; else RFC 1738. Returns the reading; -1
 * for an SQL NULL name (the result is NULL); -2 after an SQL error that
 * names the readings (a typo must not pass for RFC 1738).
 */
static int get_spec(sqlite3_context *ctx, int argc, sqlite3_value **argv,
                    int at, const char *fn)
{
    char *msg;
    int spec;

    if (argc <= at)
        return URL1738_SPEC_RFC1738;
    spec = spec_of(argv[at], fn, &msg);
    if (spec == -2) {
        if (msg == NULL) {
            sqlite3_result_error_nomem(ctx);
        } else {
            sqlite3_result_error(ctx, msg, -1);
            sqlite3_free(msg);
        }
    }
    return spec;
}

/* A span of p as TEXT, or NULL when absent. Spans of a valid URL are
 * US-ASCII (5: every other byte must be encoded), hence valid UTF-8. */
static void return_span(sqlite3_context *ctx, const char *p,
                        struct url1738_span s)
{
    if (url1738_present(s))
        sqlite3_result_text(ctx, p + s.off, (int)s.len, SQLITE_TRANSIENT);
    else
        sqlite3_result_null(ctx);
}

/* Hands a sqlite3_malloc'd result to SQLite: TEXT when it can be, else a
 * BLOB (a decoded escape may be any byte, NUL included). */
static void return_bytes(sqlite3_context *ctx, char *buf, size_t n)
{
    if (utf8_text((const unsigned char *)buf, n))
        sqlite3_result_text64(ctx, buf, n, sqlite3_free, SQLITE_UTF8);
    else
        sqlite3_result_blob64(ctx, buf, n, sqlite3_free);
}

/*
 * The WHATWG reading of p[0..n) (against the base bh/bu when bh is not
 * NULL) into *u: its href, sqlite3_malloc'd and NUL-terminated, or NULL
 * for a URL the standard refuses (or out of memory, then reported).
 */
static char *whatwg_read(sqlite3_context *ctx, const char *p, size_t n,
                         const char *bh, const struct url1738_whatwg *bu,
                         struct url1738_whatwg *u)
{
    size_t need = 0;
    char *buf;

    if (url1738_whatwg_parse(p, n, bh, bu, NULL, 0, &need, NULL, NULL)
        != URL1738_E_NOSPACE && need == 0)
        return NULL;
    buf = sqlite3_malloc64(need + 1);
    if (buf == NULL) {
        sqlite3_result_error_nomem(ctx);
        return NULL;
    }
    *u = (struct url1738_whatwg)URL1738_WHATWG_INIT;
    if (url1738_whatwg_parse(p, n, bh, bu, buf, need + 1, &need, u, NULL)
        != URL1738_OK) {
        sqlite3_free(buf);
        return NULL;
    }
    return buf;
}

/* ===== Validity and errors (5) ===== */

/* url_valid(url [, spec]): 1 if the URL conforms to RFC 1738 section 5
 * (RFC 3986's URI), else 0. */
static void eval_url_valid(sqlite3_context *ctx, int argc,
                           sqlite3_value **argv)
{
    const char *p;
    size_t n;
    int spec = get_spec(ctx, argc, argv, 1, "valid");

    if (spec >= 0 && get_bytes(ctx, argv[0], &p, &n) == 1)
        sqlite3_result_int(ctx, url1738_valid_spec(p, n,
                                                   (enum url1738_spec)spec));
}

/* url_error(url [, spec]): the message of the first error; NULL when
 * valid. url_error_offset(url [, spec]): its 0-based byte offset; NULL
 * when valid. */
static void eval_url_error(sqlite3_context *ctx, int argc,
                           sqlite3_value **argv)
{
    const char *p;
    size_t n;
    struct url1738_error err;
    int want_offset = sqlite3_user_data(ctx) != NULL;
    int spec = get_spec(ctx, argc, argv, 1,
                        want_offset ? "error_offset" : "error");

    if (spec < 0 || get_bytes(ctx, argv[0], &p, &n) != 1)
        return;
    if (url1738_parse_spec(p, n, (enum url1738_spec)spec, NULL, &err)
        == URL1738_OK)
        return;
    if (want_offset)
        sqlite3_result_int64(ctx, (sqlite3_int64)err.offset);
    else
        sqlite3_result_text(ctx, err.message, -1, SQLITE_STATIC);
}

/* ===== Parts (RFC 1738 3.1, 3.2-3.11; RFC 3986 3) ===== */

/*
 * Parts by the names of the vocabulary (URL1738_FIELDS in url1738.h): a
 * top-level name for every URL, a scheme's own name ("type", "search")
 * for that scheme, "scheme.name" ("prospero.path") for that scheme only.
 * Spans are returned raw; the scheme name and the ftp type lower-cased;
 * news "all" and default_port as integers.
 */
static void return_field(sqlite3_context *ctx, const char *p,
                         const struct url1738_url *u, int id)
{
    const struct url1738_field_info *f = url1738_field_info((size_t)id);
    size_t need = 0;
    char *buf;

    switch (f->kind) {
    case URL1738_FK_BOOL:
    case URL1738_FK_NUMBER: {
        long long v = url1738_field_number(u, (size_t)id);
        if (v >= 0)
            sqlite3_result_int64(ctx, (sqlite3_int64)v);
        return;
    }
    case URL1738_FK_NAME:
    case URL1738_FK_COMPUTED:
        if (url1738_field_text(p, u, (size_t)id, NULL, 0, &need)
            == URL1738_E_UNSUPPORTED)
            return;
        buf = sqlite3_malloc64(need + 1);
        if (buf == NULL) {
            sqlite3_result_error_nomem(ctx);
            return;
        }
        url1738_field_text(p, u, (size_t)id, buf, need + 1, &need);
        return_bytes(ctx, buf, need);
        return;
    default:
        return_span(ctx, p, url1738_field_span(u, (size_t)id));
        return;
    }
}

/* The URL in arg parsed under spec into *u; p and n its bytes. 0 (the
 * result left NULL) for a NULL or invalid URL. */
static int parse_arg(sqlite3_context *ctx, sqlite3_value *arg, int spec,
                     const char **p, struct url1738_url *u)
{
    size_t n;

    return get_bytes(ctx, arg, p, &n) == 1
           && url1738_parse_spec(*p, n, (enum url1738_spec)spec, u, NULL)
                  == URL1738_OK;
}

/* The named part of a URL: NULL when the URL is invalid, has no such
 * part, or a scheme's own part belongs to another scheme. A scheme's own
 * name is looked up in the member of u the parse filled (parts_of: http's
 * for https under RFC 3986). */
static void return_named(sqlite3_context *ctx, sqlite3_value *arg, int spec,
                         const char *name, size_t len)
{
    const char *p;
    struct url1738_url u = URL1738_URL_INIT;
    int id;

    if (spec == URL1738_SPEC_WHATWG) {
        struct url1738_whatwg w;
        const char *t;
        size_t n, tn;
        char *href;

        if (get_bytes(ctx, arg, &p, &n) != 1
            || (href = whatwg_read(ctx, p, n, NULL, NULL, &w)) == NULL)
            return;
        id = url1738_field_lookup(name, len, URL1738_SCHEME_NONE);
        if (id >= 0 && url1738_whatwg_field(href, &w, (size_t)id, &t, &tn)
                           == 1)
            sqlite3_result_text(ctx, t, (int)tn, SQLITE_TRANSIENT);
        sqlite3_free(href);
        return;
    }
    if (!parse_arg(ctx, arg, spec, &p, &u))
        return;
    id = url1738_field_lookup(name, len, u.parts_of);
    if (id >= 0)
        return_field(ctx, p, &u, id);
}

/* url_scheme(url [, spec]), url_user(url [, spec]), ...: url_ and every
 * top-level name of the vocabulary (RFC 3986's query, fragment, userinfo
 * and host_type too: NULL under RFC 1738); the field's info in the user
 * data. */
static void eval_url_named_part(sqlite3_context *ctx, int argc,
                                sqlite3_value **argv)
{
    const struct url1738_field_info *f = sqlite3_user_data(ctx);
    int spec = get_spec(ctx, argc, argv, 1, f->name);

    if (spec >= 0)
        return_named(ctx, argv[0], spec, f->name, strlen(f->name));
}

/* url_part(url, name [, spec]): any part by name; an unknown name is an
 * SQL error, so that a typo does not pass for a NULL. */
static void eval_url_part(sqlite3_context *ctx, int argc,
                          sqlite3_value **argv)
{
    const char *name = (const char *)sqlite3_value_text(argv[1]);
    size_t len;
    int spec = get_spec(ctx, argc, argv, 2, "part");

    if (name == NULL || spec < 0)
        return;
    len = (size_t)sqlite3_value_bytes(argv[1]);
    if (url1738_field_lookup(name, len, URL1738_SCHEME_NONE) < 0) {
        sqlite3_result_error(ctx, "url_part: unknown part name", -1);
        return;
    }
    return_named(ctx, argv[0], spec, name, len);
}

/*
 * url_port_number(url [, spec]): the port as an INTEGER, the scheme's
 * default port under the reading when none is written (RFC 3986 3.2.3
 * and 6.2.3: an empty port is the default too); NULL when there is
 * neither, for an invalid URL, and for digits beyond 2^63 - 1. Leading
 * zeros are dropped (RFC 1738 3.1's port is decimal digits).
 */
static void eval_url_port_number(sqlite3_context *ctx, int argc,
                                 sqlite3_value **argv)
{
    const char *p;
    struct url1738_url u = URL1738_URL_INIT;
    long long v;
    int spec = get_spec(ctx, argc, argv, 1, "port_number");

    if (spec == URL1738_SPEC_WHATWG) {
        struct url1738_whatwg w;
        size_t n;
        char *href;

        if (get_bytes(ctx, argv[0], &p, &n) != 1
            || (href = whatwg_read(ctx, p, n, NULL, NULL, &w)) == NULL)
            return;
        v = url1738_present(w.port) ? (long long)w.port_number
                                    : (long long)w.default_port;
        sqlite3_free(href);
        if (v > 0 || url1738_present(w.port))
            sqlite3_result_int64(ctx, (sqlite3_int64)v);
        return;
    }
    if (spec < 0 || !parse_arg(ctx, argv[0], spec, &p, &u))
        return;
    v = url1738_port_number(p, &u);     /* the library's one port reader */
    if (v >= 0)
        sqlite3_result_int64(ctx, (sqlite3_int64)v);
}

/* The decoded value of the pair named name in the query q of p. */
static void query_value(sqlite3_context *ctx, const char *p,
                        struct url1738_span q, const char *name,
                        size_t namelen)
{
    struct url1738_span v;
    size_t need = 0;
    char *buf;

    if (!url1738_present(q)
        || !url1738_query_param(p, q, name, namelen, &v))
        return;
    if (!url1738_present(v)) {
        sqlite3_result_text(ctx, "", 0, SQLITE_STATIC);
        return;
    }
    if (url1738_form_decode(p + v.off, v.len, NULL, 0, &need, NULL)
        == URL1738_E_ESCAPE)
        return;
    buf = sqlite3_malloc64(need + 1);
    if (buf == NULL) {
        sqlite3_result_error_nomem(ctx);
        return;
    }
    url1738_form_decode(p + v.off, v.len, buf, need + 1, &need, NULL);
    return_bytes(ctx, buf, need);
}

/*
 * url_query_param(url, name [, spec]): the value of the first name=value
 * pair of the query named name (RFC 1866 8.2.1: '+' is a space, %XX
 * decoded), as PostgreSQL's url_query_param; '' for a pair without '=';
 * NULL when there is none, for an invalid URL, or a malformed escape.
 * The query is RFC 3986's, or under RFC 1738 http's search (3.3).
 */
static void eval_url_query_param(sqlite3_context *ctx, int argc,
                                 sqlite3_value **argv)
{
    const char *p, *name;
    struct url1738_url u = URL1738_URL_INIT;
    struct url1738_span q;
    char *href = NULL;
    int spec = get_spec(ctx, argc, argv, 2, "query_param");

    if (spec < 0 || sqlite3_value_type(argv[1]) == SQLITE_NULL)
        return;
    if (spec == URL1738_SPEC_WHATWG) {
        /* The href's query, read as any other reading's. */
        struct url1738_whatwg w;
        size_t n;

        if (get_bytes(ctx, argv[0], &p, &n) != 1
            || (href = whatwg_read(ctx, p, n, NULL, NULL, &w)) == NULL)
            return;
        p = href;
        q = w.query;
    } else {
        if (!parse_arg(ctx, argv[0], spec, &p, &u))
            return;
        q = url1738_field_span(&u, URL1738_F_QUERY);
        if (!url1738_present(q))
            q = url1738_field_span(&u, URL1738_F_HTTP_SEARCH);
    }
    name = (const char *)sqlite3_value_text(argv[1]);
    if (name == NULL) {
        sqlite3_free(href);
        return;
    }
    query_value(ctx, p, q, name, (size_t)sqlite3_value_bytes(argv[1]));
    sqlite3_free(href);
}

/* ===== Decoding (2.2) ===== */

/* url_decode(text [, spec]): the bytes with every %XX decoded; NULL when
 * a '%' is not followed by two hex digits. TEXT when the result is UTF-8
 * without NUL, else a BLOB. The same under both readings: RFC 3986's
 * pct-encoded (2.1) is RFC 1738's escape (2.2); the reading is taken so
 * that every function has it. */
static void eval_url_decode(sqlite3_context *ctx, int argc,
                            sqlite3_value **argv)
{
    const char *p;
    size_t n, need;
    char *buf;

    if (get_spec(ctx, argc, argv, 1, "decode") < 0
        || get_bytes(ctx, argv[0], &p, &n) != 1)
        return;
    buf = sqlite3_malloc64(n + 1);      /* decoding never lengthens */
    if (buf == NULL) {
        sqlite3_result_error_nomem(ctx);
        return;
    }
    if (url1738_decode(p, n, buf, n + 1, &need, NULL) != URL1738_OK) {
        sqlite3_free(buf);
        return;
    }
    return_bytes(ctx, buf, need);
}

/* ===== Encoding and normalizing (2.2, 3) ===== */

/* An SQL error for a part name the reading has not: RFC 3986's parts
 * named (those url1738_encode_check_spec() takes). */
static void part_not_of_reading(sqlite3_context *ctx, const char *name)
{
    sqlite3_str *m = sqlite3_str_new(NULL);
    const char *part;
    char *msg;
    int k, first = 1;

    sqlite3_str_appendf(m, "url_encode: '%s' is not a part of RFC 3986 (its "
                        "parts: ", name);
    for (k = 0; (part = url1738_part_name((enum url1738_part)k)) != NULL;
         k++)
        if (url1738_encode_check_spec(URL1738_SPEC_RFC3986,
                                      (enum url1738_part)k, "", 0, NULL)
            == URL1738_OK) {
            sqlite3_str_appendf(m, "%s%s", first ? "" : ", ", part);
            first = 0;
        }
    sqlite3_str_appendall(m, ")");
    msg = sqlite3_str_finish(m);
    if (msg == NULL) {
        sqlite3_result_error_nomem(ctx);
        return;
    }
    sqlite3_result_error(ctx, msg, -1);
    sqlite3_free(msg);
}

/* url_encode(bytes [, part [, spec]]): the bytes percent-encoded for the
 * named production ("uchar" by default: everything but unreserved
 * escaped), as url1738_encode_spec() does; under 'rfc3986' part names
 * one of its components (RFC 3986 appendix A: 'segment', 'query', ...).
 * An unknown part name, or one the reading has not, is an SQL error. */
static void eval_url_encode(sqlite3_context *ctx, int argc,
                            sqlite3_value **argv)
{
    enum url1738_part part = URL1738_PART_UCHAR;
    const char *p;
    size_t n, need = 0;
    char *buf;
    int spec = get_spec(ctx, argc, argv, 2, "encode");

    if (spec < 0)
        return;
    if (argc > 1) {
        const char *name = (const char *)sqlite3_value_text(argv[1]);
        int k;
        if (name == NULL)
            return;
        k = url1738_part_lookup(name, (size_t)sqlite3_value_bytes(argv[1]));
        if (k < 0) {
            sqlite3_result_error(ctx, "url_encode: unknown part name", -1);
            return;
        }
        part = (enum url1738_part)k;
        if (url1738_encode_check_spec((enum url1738_spec)spec, part, "", 0,
                                      NULL) == URL1738_E_INVALID_ARG) {
            part_not_of_reading(ctx, name);
            return;
        }
    }
    if (get_bytes(ctx, argv[0], &p, &n) != 1)
        return;
    /* size query */
    url1738_encode_spec((enum url1738_spec)spec, part, p, n, NULL, 0, &need);
    buf = sqlite3_malloc64(need + 1);
    if (buf == NULL) {
        sqlite3_result_error_nomem(ctx);
        return;
    }
    url1738_encode_spec((enum url1738_spec)spec, part, p, n, buf, need + 1,
                        &need);
    /* Every octet outside US-ASCII was escaped: the result is text. */
    sqlite3_result_text64(ctx, buf, need, sqlite3_free, SQLITE_UTF8);
}

/* url_normalize(url [, spec]): the canonical form of a valid URL (RFC
 * 1738 2.1, 2.2, 3; RFC 3986 6.2.2 and 6.2.3 under 'rfc3986'), NULL for
 * an invalid one. */
static void eval_url_normalize(sqlite3_context *ctx, int argc,
                               sqlite3_value **argv)
{
    const char *p;
    size_t n, need = 0;
    char *buf;
    int spec = get_spec(ctx, argc, argv, 1, "normalize");

    if (spec < 0 || get_bytes(ctx, argv[0], &p, &n) != 1)
        return;
    if (spec == URL1738_SPEC_WHATWG) {  /* the href */
        struct url1738_whatwg w;

        buf = whatwg_read(ctx, p, n, NULL, NULL, &w);
        if (buf != NULL)
            sqlite3_result_text64(ctx, buf, w.href.len, sqlite3_free,
                                  SQLITE_UTF8);
        return;
    }
    buf = sqlite3_malloc64(n + 2);      /* never longer than len + 1 */
    if (buf == NULL) {
        sqlite3_result_error_nomem(ctx);
        return;
    }
    if (url1738_normalize_spec(p, n, (enum url1738_spec)spec, buf, n + 2,
                               &need, NULL) != URL1738_OK) {
        sqlite3_free(buf);
        return;
    }
    sqlite3_result_text64(ctx, buf, need, sqlite3_free, SQLITE_UTF8);
}

/* url_equivalent(a, b [, spec]): 1 when the two URLs locate the same
 * resource (their normalized forms are equal), 0 when not; NULL when
 * either is NULL or invalid. */
static void eval_url_equivalent(sqlite3_context *ctx, int argc,
                                sqlite3_value **argv)
{
    const char *a, *b;
    size_t alen, blen;
    int spec = get_spec(ctx, argc, argv, 2, "equivalent"), eq;

    if (spec < 0 || get_bytes(ctx, argv[0], &a, &alen) != 1
        || get_bytes(ctx, argv[1], &b, &blen) != 1)
        return;
    if (spec == URL1738_SPEC_WHATWG) {  /* the hrefs */
        struct url1738_whatwg wa, wb;
        char *ha = whatwg_read(ctx, a, alen, NULL, NULL, &wa), *hb;

        if (ha == NULL)
            return;
        hb = whatwg_read(ctx, b, blen, NULL, NULL, &wb);
        if (hb != NULL)
            sqlite3_result_int(ctx, wa.href.len == wb.href.len
                                        && memcmp(ha, hb, wa.href.len) == 0);
        sqlite3_free(ha);
        sqlite3_free(hb);
        return;
    }
    eq = url1738_equivalent_spec(a, alen, b, blen, (enum url1738_spec)spec,
                                 NULL);
    if (eq >= 0)
        sqlite3_result_int(ctx, eq);
}

/* ===== Relative URLs (RFC 1808) ===== */

/* url_resolve(base, ref [, spec]): the absolute URL a reference stands
 * for in a document at base: RFC 1808 section 4 under 'rfc1738' (the
 * relative URLs of RFC 1738's time; 'rfc1808' is another name for it),
 * RFC 3986 5.2 under 'rfc3986'; NULL when it has none (a base without a
 * scheme, a relative reference against mailto:, news: ...). */
static void eval_url_resolve(sqlite3_context *ctx, int argc,
                             sqlite3_value **argv)
{
    const char *base, *ref;
    size_t blen, rlen, need = 0;
    unsigned flags = 0;
    enum url1738_code rc;
    char *buf, small[512];
    int spec;

    if (argc > 2 && sqlite3_value_type(argv[2]) == SQLITE_TEXT) {
        const char *mode = (const char *)sqlite3_value_text(argv[2]);
        if (mode != NULL && strcmp(mode, "rfc1808") == 0)
            argc = 2;                   /* the default */
    }
    spec = get_spec(ctx, argc, argv, 2, "resolve");
    if (spec < 0)
        return;
    if (spec == URL1738_SPEC_RFC3986)
        flags = URL1738_RFC3986;
    if (get_bytes(ctx, argv[0], &base, &blen) != 1
        || get_bytes(ctx, argv[1], &ref, &rlen) != 1)
        return;
    if (spec == URL1738_SPEC_WHATWG) {  /* new URL(ref, base).href */
        struct url1738_whatwg bu, u;
        char *bh = whatwg_read(ctx, base, blen, NULL, NULL, &bu);

        if (bh == NULL)
            return;
        buf = whatwg_read(ctx, ref, rlen, bh, &bu, &u);
        sqlite3_free(bh);
        if (buf != NULL)
            sqlite3_result_text64(ctx, buf, u.href.len, sqlite3_free,
                                  SQLITE_UTF8);
        return;
    }
    /* one call into a buffer on the stack for the usual URL (the base is
     * read again on every call), the size query's second only for a
     * longer one; an error is NULL */
    rc = url1738_resolve(base, blen, ref, rlen, flags, small, sizeof small,
                         &need, NULL);
    if (rc != URL1738_OK && rc != URL1738_E_NOSPACE)
        return;
    buf = sqlite3_malloc64(need + 1);
    if (buf == NULL) {
        sqlite3_result_error_nomem(ctx);
        return;
    }
    if (rc == URL1738_OK) {
        memcpy(buf, small, need); /* an exact fit has no NUL */
        buf[need] = '\0';
    } else if (url1738_resolve(base, blen, ref, rlen, flags, buf, need + 1,
                             &need, NULL) != URL1738_OK) {
        sqlite3_free(buf);
        return;
    }
    return_bytes(ctx, buf, need);
}

/* ===== url_extract(text [, all [, spec]]): URLs in free text ===== */

/*
 * An eponymous table-valued function: one row per URL found in the text,
 * in text order, as `url1738 extract` prints them (RFC 1738's appendix;
 * RFC 3986's URIs under 'rfc3986', as `extract --spec=rfc3986`). Only
 * valid URLs, unless the second argument is true: then every candidate,
 * with valid = 0 and error saying why.
 */
#define EXTRACT_SCHEMA                                                     \
    "CREATE TABLE x(url, alternatives, fragment, form, line, \"column\", " \
    "offset, valid, error, text HIDDEN, \"all\" HIDDEN, spec HIDDEN)"

enum {
    COL_URL, COL_ALTERNATIVES, COL_FRAGMENT, COL_FORM, COL_LINE, COL_COLUMN,
    COL_OFFSET, COL_VALID, COL_ERROR, COL_TEXT, COL_ALL, COL_SPEC
};

struct extract_cursor {
    sqlite3_vtab_cursor base;
    char *text;                 /* a copy of the argument                */
    size_t len, off;            /* the text, and how far it was scanned  */
    int all, finished, eof;
    int spec;                   /* the reading                           */
    sqlite3_int64 rowid;
    struct url1738_found found;
    struct url1738_extract st;
    char out[URL1738_EXTRACT_MAX + 1];
};

static int connect_extract(sqlite3 *db, void *aux, int argc,
                           const char *const *argv, sqlite3_vtab **vt,
                           char **err)
{
    int rc;

    (void)aux, (void)argc, (void)argv, (void)err;
    rc = sqlite3_declare_vtab(db, EXTRACT_SCHEMA);
    if (rc != SQLITE_OK)
        return rc;
    *vt = sqlite3_malloc(sizeof **vt);
    if (*vt == NULL)
        return SQLITE_NOMEM;
    memset(*vt, 0, sizeof **vt);
    sqlite3_vtab_config(db, SQLITE_VTAB_INNOCUOUS);
    return SQLITE_OK;
}

static int disconnect_extract(sqlite3_vtab *vt)
{
    sqlite3_free(vt);
    return SQLITE_OK;
}

/* The text argument is required (argument 1), "all" (2) and "spec" (3)
 * optional; idxNum bit 1 says "all" was given, bit 2 "spec". */
static int plan_extract(sqlite3_vtab *vt, sqlite3_index_info *info)
{
    int i, text = -1, all = -1, spec = -1, next = 2;

    (void)vt;
    for (i = 0; i < info->nConstraint; i++) {
        const struct sqlite3_index_constraint *c = &info->aConstraint[i];
        if (c->op != SQLITE_INDEX_CONSTRAINT_EQ)
            continue;
        if (c->iColumn == COL_TEXT || c->iColumn == COL_ALL
            || c->iColumn == COL_SPEC) {
            if (!c->usable)
                return SQLITE_CONSTRAINT;
            if (c->iColumn == COL_TEXT)
                text = i;
            else if (c->iColumn == COL_ALL)
                all = i;
            else
                spec = i;
        }
    }
    if (text < 0) {
        sqlite3_free(vt->zErrMsg);
        vt->zErrMsg = sqlite3_mprintf("url_extract: needs the text");
        return SQLITE_ERROR;
    }
    info->aConstraintUsage[text].argvIndex = 1;
    info->aConstraintUsage[text].omit = 1;
    info->idxNum = 0;
    if (all >= 0) {
        info->aConstraintUsage[all].argvIndex = next++;
        info->aConstraintUsage[all].omit = 1;
        info->idxNum |= 1;
    }
    if (spec >= 0) {
        info->aConstraintUsage[spec].argvIndex = next;
        info->aConstraintUsage[spec].omit = 1;
        info->idxNum |= 2;
    }
    info->estimatedCost = 1000.0;
    info->estimatedRows = 10;
    return SQLITE_OK;
}

static int open_extract(sqlite3_vtab *vt, sqlite3_vtab_cursor **cur)
{
    struct extract_cursor *c = sqlite3_malloc(sizeof *c);

    (void)vt;
    if (c == NULL)
        return SQLITE_NOMEM;
    memset(c, 0, sizeof *c);
    *cur = &c->base;
    return SQLITE_OK;
}

static int close_extract(sqlite3_vtab_cursor *cur)
{
    struct extract_cursor *c = (struct extract_cursor *)cur;

    sqlite3_free(c->text);
    sqlite3_free(c);
    return SQLITE_OK;
}

/* Moves to the next candidate to show: scans on from c->off, then ends
 * the text once (a bare URL at its very end is found only then). */
static int next_extract(sqlite3_vtab_cursor *cur)
{
    struct extract_cursor *c = (struct extract_cursor *)cur;
    size_t used;

    c->rowid++;
    while (!c->finished) {
        int got = url1738_extract_next(&c->st, c->text + c->off,
                                       c->len - c->off, &used, &c->found);
        c->off += used;
        if (got == 0) {
            c->finished = 1;
            got = url1738_extract_finish(&c->st, &c->found);
        }
        if (got != 1)
            break;
        if (c->all || c->found.error.code == URL1738_OK)
            return SQLITE_OK;
    }
    c->eof = 1;
    return SQLITE_OK;
}

static int filter_extract(sqlite3_vtab_cursor *cur, int idx_num,
                          const char *idx_str, int argc,
                          sqlite3_value **argv)
{
    struct extract_cursor *c = (struct extract_cursor *)cur;
    const char *p;
    size_t n;
    int spec = URL1738_SPEC_RFC1738;

    (void)idx_str;
    sqlite3_free(c->text);
    c->text = NULL;
    if (idx_num & 2) {
        char *msg;
        spec = spec_of(argv[argc - 1], "extract", &msg);
        if (spec == -2) {
            sqlite3_free(cur->pVtab->zErrMsg);
            cur->pVtab->zErrMsg = msg;
            return msg == NULL ? SQLITE_NOMEM : SQLITE_ERROR;
        }
    }
    c->eof = 1;
    if (spec < 0)
        return SQLITE_OK;               /* NULL reading: no row */
    url1738_extract_init_spec(&c->st, (enum url1738_spec)spec);
    c->spec = spec;
    c->found.size = sizeof c->found;
    c->len = c->off = 0;
    c->rowid = 0;
    c->finished = 0;
    c->all = idx_num & 1 && argc > 1 && sqlite3_value_int(argv[1]) != 0;
    if (argc < 1 || sqlite3_value_type(argv[0]) == SQLITE_NULL)
        return SQLITE_OK;               /* NULL text: no row */
    if (sqlite3_value_type(argv[0]) == SQLITE_BLOB)
        p = (const char *)sqlite3_value_blob(argv[0]);
    else
        p = (const char *)sqlite3_value_text(argv[0]);
    n = (size_t)sqlite3_value_bytes(argv[0]);
    c->text = sqlite3_malloc64(n + 1);
    if (c->text == NULL)
        return SQLITE_NOMEM;
    if (n > 0)
        memcpy(c->text, p, n);
    c->len = n;
    c->eof = 0;
    c->rowid = 0;
    return next_extract(cur);
}

static int eof_extract(sqlite3_vtab_cursor *cur)
{
    return ((struct extract_cursor *)cur)->eof;
}

/* Bytes as TEXT when they are UTF-8 without NUL, else as a BLOB (a
 * candidate that is not a valid URL may hold any byte). */
static void return_copy(sqlite3_context *ctx, const char *p, size_t n)
{
    if (utf8_text((const unsigned char *)p, n))
        sqlite3_result_text64(ctx, p, n, SQLITE_TRANSIENT, SQLITE_UTF8);
    else
        sqlite3_result_blob64(ctx, p, n, SQLITE_TRANSIENT);
}

/* The other readings, separated by one space (a URL holds none: white
 * space was taken out); NULL when there is none. */
static void return_alternatives(sqlite3_context *ctx,
                                struct extract_cursor *c)
{
    sqlite3_str *all;
    size_t k, n = 0;

    if (c->found.readings < 2) {
        sqlite3_result_null(ctx);
        return;
    }
    all = sqlite3_str_new(NULL);
    for (k = 1; k < c->found.readings; k++) {
        url1738_extract_url(&c->st, k, c->out, sizeof c->out, &n);
        if (k > 1)
            sqlite3_str_appendchar(all, 1, ' ');
        sqlite3_str_append(all, c->out, (int)n);
    }
    n = (size_t)sqlite3_str_length(all);
    {
        char *s = sqlite3_str_finish(all);
        if (s == NULL) {
            sqlite3_result_error_nomem(ctx);
            return;
        }
        return_copy(ctx, s, n);
        sqlite3_free(s);
    }
}

static int column_extract(sqlite3_vtab_cursor *cur, sqlite3_context *ctx,
                          int col)
{
    struct extract_cursor *c = (struct extract_cursor *)cur;
    const struct url1738_found *f = &c->found;
    size_t n = 0;

    switch (col) {
    case COL_URL:
        url1738_extract_url(&c->st, 0, c->out, sizeof c->out, &n);
        return_copy(ctx, c->out, n);
        break;
    case COL_ALTERNATIVES:
        return_alternatives(ctx, c);
        break;
    case COL_FRAGMENT:
        if (f->has_fragment) {
            url1738_extract_fragment(&c->st, c->out, sizeof c->out, &n);
            return_copy(ctx, c->out, n);
        }
        break;
    case COL_FORM:
        sqlite3_result_text(ctx, url1738_form_name(f->form), -1,
                            SQLITE_STATIC);
        break;
    case COL_LINE:
        sqlite3_result_int64(ctx, (sqlite3_int64)f->line);
        break;
    case COL_COLUMN:
        sqlite3_result_int64(ctx, (sqlite3_int64)f->column);
        break;
    case COL_OFFSET:
        sqlite3_result_int64(ctx, (sqlite3_int64)f->offset);
        break;
    case COL_VALID:
        sqlite3_result_int(ctx, f->error.code == URL1738_OK);
        break;
    case COL_ERROR:
        if (f->error.code != URL1738_OK)
            sqlite3_result_text(ctx, f->error.message, -1, SQLITE_STATIC);
        break;
    case COL_ALL:
        sqlite3_result_int(ctx, c->all);
        break;
    case COL_SPEC:
        sqlite3_result_text(ctx, url1738_spec_name((enum url1738_spec)
                                                   c->spec), -1,
                            SQLITE_STATIC);
        break;
    default:                    /* COL_TEXT */
        sqlite3_result_blob64(ctx, c->text, c->len, SQLITE_TRANSIENT);
        break;
    }
    return SQLITE_OK;
}

static int rowid_extract(sqlite3_vtab_cursor *cur, sqlite3_int64 *rowid)
{
    *rowid = ((struct extract_cursor *)cur)->rowid;
    return SQLITE_OK;
}

/* No xCreate: an eponymous-only table, read-only. Designated initializers
 * keep it right whatever members later SQLite versions append. */
static const sqlite3_module extract_module = {
    .iVersion = 0,
    .xConnect = connect_extract,
    .xBestIndex = plan_extract,
    .xDisconnect = disconnect_extract,
    .xOpen = open_extract,
    .xClose = close_extract,
    .xFilter = filter_extract,
    .xNext = next_extract,
    .xEof = eof_extract,
    .xColumn = column_extract,
    .xRowid = rowid_extract,
};

/* ===== Registration ===== */

typedef void (*eval_fn)(sqlite3_context *, int, sqlite3_value **);

/* name with nargs, and, when spec, nargs + 1 (the reading last). */
static int create(sqlite3 *db, const char *name, int nargs, int spec,
                  const void *data, eval_fn fn)
{
    int rc = sqlite3_create_function(db, name, nargs, FN_FLAGS,
                                     (void *)data, fn, NULL, NULL);

    if (rc == SQLITE_OK && spec)
        rc = sqlite3_create_function(db, name, nargs + 1, FN_FLAGS,
                                     (void *)data, fn, NULL, NULL);
    return rc;
}

/* The scalar functions but url_NAME: name, arguments before the reading,
 * whether it takes the reading, user data. */
static const struct {
    const char *name;
    int nargs, spec;
    const char *data;
    eval_fn fn;
} functions[] = {
    { "url_valid", 1, 1, NULL, eval_url_valid },
    { "url_error", 1, 1, NULL, eval_url_error },
    /* Any user data asks for the offset. */
    { "url_error_offset", 1, 1, "offset", eval_url_error },
    { "url_part", 2, 1, NULL, eval_url_part },
    { "url_port_number", 1, 1, NULL, eval_url_port_number },
    { "url_query_param", 2, 1, NULL, eval_url_query_param },
    { "url_decode", 1, 1, NULL, eval_url_decode },
    /* url_encode(bytes [, part [, spec]]) */
    { "url_encode", 1, 1, NULL, eval_url_encode },
    { "url_encode", 2, 1, NULL, eval_url_encode },
    { "url_normalize", 1, 1, NULL, eval_url_normalize },
    { "url_equivalent", 2, 1, NULL, eval_url_equivalent },
    { "url_resolve", 2, 1, NULL, eval_url_resolve },
};

static int register_functions(sqlite3 *db)
{
    const struct url1738_field_info *f;
    size_t i;
    int rc = SQLITE_OK;

    for (i = 0; rc == SQLITE_OK && i < sizeof functions / sizeof *functions;
         i++)
        rc = create(db, functions[i].name, functions[i].nargs,
                    functions[i].spec, functions[i].data, functions[i].fn);
    /* url_scheme ... url_path, url_query ...: one per top-level name. */
    for (i = 0; rc == SQLITE_OK && (f = url1738_field_info(i)) != NULL;
         i++) {
        char fn[64];
        if (f->nest == URL1738_FN_SCHEME
            || strlen(f->name) + 5 > sizeof fn)
            continue;
        memcpy(fn, "url_", 4);
        memcpy(fn + 4, f->name, strlen(f->name) + 1);
        rc = create(db, fn, 1, 1, f, eval_url_named_part);
    }
    if (rc == SQLITE_OK)
        rc = sqlite3_create_module(db, "url_extract", &extract_module, NULL);
    return rc;
}

EXPORT int sqlite3_urlsqlite_init(sqlite3 *db, char **err,
                                  const sqlite3_api_routines *api)
{
    (void)err;
    SQLITE_EXTENSION_INIT2(api);
    return register_functions(db);
}

EXPORT int sqlite3_extension_init(sqlite3 *db, char **err,
                                  const sqlite3_api_routines *api)
{
    return sqlite3_urlsqlite_init(db, err, api);
}
