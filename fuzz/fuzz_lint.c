/* SPDX-License-Identifier: MIT */
/*
 * fuzz_lint.c - url1738_lint and url1738_warnname.
 *
 * Properties (2.2, 6 and the header): the error is parse's; the count is
 * the same whatever cap is, and a smaller array gets the first cap
 * warnings of the report; the report is in offset order; every warning
 * has a known code (url1738_warnname not NULL), the severity of its code,
 * a message, and lies inside the input; the byte-level ones point at what
 * they name (a control byte, an 8-bit byte, a '%' escape of the right
 * kind, 3 bytes long); a dot segment decodes to "." or ".."; an invalid
 * URL gets only byte-level warnings, W_SCHEME_CASE and the reading notes.
 * The reading notes (url1738_lint_spec) say exactly what the two
 * readings say: W_RFC3986_ONLY iff only RFC 3986 reads the input, at
 * RFC 1738's error offset; W_RFC1738_ONLY the other way round; the same
 * notes under both readings, and under RFC 3986 the error is its own.
 * Errors (severity 4) are exactly plan's refusals: each has a plan code
 * and points at a byte its field's column of the table (protocol.c)
 * refuses; a URL plan accepts has none, and the byte plan refuses is
 * among them with the same code and offset.
 * Under the WHATWG reading (url1738_lint_spec(URL1738_SPEC_WHATWG)): the
 * error is the URL Standard's parser's; the count is the same whatever
 * cap is; only the W_WHATWG_* codes and W_AUTHORITY_READINGS, in offset
 * order, inside the input; each at what it names (invalid-URL-unit at a
 * byte that is no URL code point, a '%' without two hex digits, a tab or
 * newline or the ends' C0 controls and spaces; a '\\' for
 * invalid-reverse-solidus; a '/' or '\\', or nothing, for the missing
 * solidus; a userinfo followed by '@'), the drive-letter note only on
 * a URL the standard accepts; url1738__whatwg_clean (lint's shortcut)
 * only for an input the parser's states accept without a note.
 */
#include <stdlib.h>

#include "fuzz.h"
#include "plans/protocol.h"
#include "whatwg/whatwg.h"

/* The severity of a code, from the header's table; 0 for none. */
static int severity_of(int code)
{
    switch (code) {
#define URL1738_SEV_(name, value, sev, msg)                                \
    case value:                                                            \
        return sev;
        URL1738_WARNINGS(URL1738_SEV_)
#undef URL1738_SEV_
    default:
        return 0;
    }
}

static int hexval(unsigned char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

/* 2.2: what a byte-level warning points at; 0 for the other codes. */
static int check_bytes(const uint8_t *d, size_t size,
                       const struct url1738_warning *w)
{
    unsigned char c = w->offset < size ? d[w->offset] : 0;
    int v = -1;

    if (c == '%' && w->offset + 2 < size && hexval(d[w->offset + 1]) >= 0
        && hexval(d[w->offset + 2]) >= 0)
        v = hexval(d[w->offset + 1]) * 16 + hexval(d[w->offset + 2]);
    switch (w->code) {
    case URL1738_W_CONTROL:
        FUZZ_CHECK(w->len == 1 && (c < 0x20 || c == 0x7F));
        return 1;
    case URL1738_W_8BIT:
        FUZZ_CHECK(w->len == 1 && c >= 0x80);
        return 1;
    case URL1738_W_UNSAFE:
        FUZZ_CHECK(w->len == 1 && c >= 0x20 && c < 0x7F);
        return 1;
    case URL1738_W_LOWER_HEX:
        FUZZ_CHECK(w->len == 3 && v >= 0);
        return 1;
    case URL1738_W_ENCODED_DELIMITER:
        FUZZ_CHECK(w->len == 3
                   && (v == 0 || v == '\t' || v == '\n' || v == '\r'));
        return 1;
    case URL1738_W_ENCODED_8BIT:
        FUZZ_CHECK(w->len == 3 && v >= 0x80);
        return 1;
    case URL1738_W_ENCODED_RESERVED:
    case URL1738_W_ENCODED_UNRESERVED:
        FUZZ_CHECK(w->len == 3 && v > 0x20 && v < 0x7F);
        return 1;
    default:
        return 0;
    }
}

/* A severity-4 warning: a plan code, at an escape, a raw byte or (RFC 822
 * fields) the end of the field; the escape's byte is of its code's kind. */
static void check_error(const uint8_t *d, size_t size,
                        const struct url1738_warning *w)
{
    int code = (int)w->code, v = -1;

    FUZZ_CHECK(url1738_errname(code) != NULL);
    FUZZ_CHECK(w->message == url1738_strerror(code));
    if (w->len == 3) {
        FUZZ_CHECK(w->offset + 2 < size && d[w->offset] == '%');
        v = hexval(d[w->offset + 1]) * 16 + hexval(d[w->offset + 2]);
    }
    switch (code) {
    case URL1738_E_PLAN_DELIMITER:
        FUZZ_CHECK(w->len == 3 && (v == 0 || v == '\r' || v == '\n'));
        break;
    case URL1738_E_PLAN_CONTROL:
        FUZZ_CHECK(w->len == 3 && (v < 0x20 || v == 0x7f || v == 0xff));
        break;
    case URL1738_E_PLAN_GOPHER:
        FUZZ_CHECK(w->len == 3
                   && (v == 0 || v == '\t' || v == '\r' || v == '\n'));
        break;
    case URL1738_E_PLAN_MESSAGE_ID:
    case URL1738_E_PLAN_ADDRESS:
        FUZZ_CHECK(w->len <= 3);
        break;
    case URL1738_E_PLAN_ASK_PORT:
        FUZZ_CHECK(d[w->offset] >= '0' && d[w->offset] <= '9');
        break;
    default:
        FUZZ_CHECK(0);
    }
}

/* 3.2.4 after decoding: the warning's bytes decode to "." or "..". */
static void check_dots(const char *p, const struct url1738_warning *w)
{
    char buf[8];
    size_t k = 0;

    FUZZ_CHECK(w->len <= 6);
    if (w->len > 6)
        return;
    FUZZ_CHECK(url1738_decode(p + w->offset, w->len, buf, sizeof buf, &k,
                              NULL) == URL1738_OK);
    FUZZ_CHECK((k == 1 || k == 2) && buf[0] == '.' && buf[k - 1] == '.');
}

/* Lint's errors are plan's refusals. */
static void check_plan(const char *p, size_t size,
                       const struct url1738_warning *w, size_t n)
{
    struct url1738_plan pl = URL1738_PLAN_INIT;
    struct url1738_error err;
    enum url1738_code rc = url1738_plan(p, size, NULL, 0, &pl, &err);
    size_t i, errors = 0;
    int found = 0;

    for (i = 0; i < n; i++) {
        if (w[i].severity != URL1738_SEVERITY_ERROR)
            continue;
        errors++;
        found |= (int)w[i].code == (int)rc && w[i].offset == err.offset;
    }
    if (rc == URL1738_OK)
        FUZZ_CHECK(errors == 0);
    else if (rc == URL1738_E_PLAN_DELIMITER || rc == URL1738_E_PLAN_CONTROL
             || rc == URL1738_E_PLAN_GOPHER || rc == URL1738_E_PLAN_MESSAGE_ID
             || rc == URL1738_E_PLAN_ADDRESS || rc == URL1738_E_PLAN_ASK_PORT)
        FUZZ_CHECK(found);
}

/* The notes of codes 22-25 in w[0..n), as a bit set. */
static unsigned notes_of(const struct url1738_warning *w, size_t n)
{
    unsigned m = 0;
    size_t i;

    for (i = 0; i < n; i++)
        if (w[i].severity != URL1738_SEVERITY_ERROR
            && w[i].code >= URL1738_W_RFC3986_ONLY)
            m |= 1u << (w[i].code - URL1738_W_RFC3986_ONLY);
    return m;
}

/* The reading notes against the two parsers, and lint under RFC 3986. */
static void check_readings(const char *p, size_t size,
                           const struct url1738_warning *w, size_t n,
                           const struct url1738_error *perr)
{
    struct url1738_error e3, err;
    struct url1738_warning *w3;
    enum url1738_code rc3 = url1738_parse_spec(p, size, URL1738_SPEC_RFC3986,
                                               NULL, &e3);
    int v1 = perr->code == URL1738_OK, v3 = rc3 == URL1738_OK;
    unsigned m = notes_of(w, n);
    size_t n3, i;

    FUZZ_CHECK(!(m & 1u) == !(v3 && !v1));
    FUZZ_CHECK(!(m & 2u) == !(v1 && !v3));
    FUZZ_CHECK(!(m & 12u) || (v1 && v3));
    for (i = 0; i < n; i++) {
        if (w[i].code == URL1738_W_RFC3986_ONLY)
            FUZZ_CHECK(w[i].offset == perr->offset);
        if (w[i].code == URL1738_W_RFC1738_ONLY)
            FUZZ_CHECK(w[i].offset == e3.offset);
    }
    n3 = url1738_lint_spec(p, size, URL1738_SPEC_RFC3986, NULL, 0, &err);
    FUZZ_CHECK(err.code == rc3 && err.offset == e3.offset);
    if ((w3 = malloc((n3 ? n3 : 1) * sizeof *w3)) == NULL)
        abort();
    w3[0].size = sizeof *w3;
    FUZZ_CHECK(url1738_lint_spec(p, size, URL1738_SPEC_RFC3986, w3, n3,
                                 NULL) == n3);
    FUZZ_CHECK(notes_of(w3, n3) == m);
    for (i = 0; i < n3; i++) {
        FUZZ_CHECK(w3[i].offset <= size
                   && w3[i].len <= size - w3[i].offset);
        FUZZ_CHECK(i == 0 || w3[i - 1].offset <= w3[i].offset);
        FUZZ_CHECK(w3[i].message != NULL);
        /* '~' is unreserved under RFC 3986: never unsafe there. */
        if (w3[i].code == URL1738_W_UNSAFE)
            FUZZ_CHECK(p[w3[i].offset] != '~');
    }
    free(w3);
}

/* A byte that may begin a code point that is no URL code point: not
 * ASCII (the library decides), or ASCII other than alphanumerics and
 * !$&'()*+,-./:;=?@_~ . */
static int maybe_unit(unsigned char c)
{
    return c >= 0x80
           || !((c >= '0' && c <= '9') || ((c | 0x20) >= 'a'
                                          && (c | 0x20) <= 'z')
                || (c != 0 && strchr("!$&'()*+,-./:;=?@_~", c) != NULL));
}

/* A validation error counted (url1738__whatwg_validate's callback). */
static void count_note(void *ctx, enum url1738__wv kind, size_t off,
                       size_t len)
{
    (void)kind;
    (void)off;
    (void)len;
    ++*(unsigned long *)ctx;
}

/* lint --spec=whatwg. */
static void check_whatwg(const char *p, size_t size)
{
    const unsigned char *d = (const unsigned char *)p;
    struct url1738_error err, e;
    struct url1738_warning *w;
    enum url1738_code rc = url1738_parse_spec(p, size, URL1738_SPEC_WHATWG,
                                              NULL, &e);
    size_t n = url1738_lint_spec(p, size, URL1738_SPEC_WHATWG, NULL, 0,
                                 &err), i;

    FUZZ_CHECK(err.code == rc && err.offset == e.offset);
    FUZZ_CHECK(n <= 2 * size + 16);
    if ((w = malloc((n ? n : 1) * sizeof *w)) == NULL)
        abort();
    w[0].size = sizeof *w;
    FUZZ_CHECK(url1738_lint_spec(p, size, URL1738_SPEC_WHATWG, w, n, NULL)
               == n);
    /* The shortcut for a clean URL: the states accept it, note nothing. */
    if (url1738__whatwg_clean(p, size)) {
        unsigned long notes = 0;
        FUZZ_CHECK(url1738__whatwg_validate(p, size, count_note, &notes, NULL)
                       == URL1738_OK
                   && notes == 0);
    }
    for (i = 0; i < n; i++) {
        size_t o = w[i].offset, l = w[i].len;
        unsigned char c = o < size ? d[o] : 0;

        FUZZ_CHECK(o <= size && l <= size - o);
        FUZZ_CHECK(i == 0 || w[i - 1].offset <= o);
        FUZZ_CHECK(w[i].severity == severity_of(w[i].code));
        FUZZ_CHECK(w[i].message != NULL);
        switch (w[i].code) {
        case URL1738_W_WHATWG_URL_UNIT:
            FUZZ_CHECK(l >= 1 && (maybe_unit(c) || c <= 0x20));
            break;
        case URL1738_W_WHATWG_BACKSLASH:
            FUZZ_CHECK(l == 1 && c == '\\');
            break;
        case URL1738_W_WHATWG_SOLIDUS:
            FUZZ_CHECK(l == 0 || (l == 1 && (c == '/' || c == '\\')));
            break;
        case URL1738_W_WHATWG_CREDENTIALS:
            FUZZ_CHECK(o + l < size && d[o + l] == '@');
            break;
        case URL1738_W_WHATWG_IPV4:     /* a port may fail after it */
            FUZZ_CHECK(l >= 1);
            break;
        case URL1738_W_WHATWG_DRIVE_HOST:
            FUZZ_CHECK(rc == URL1738_OK && l == 2);
            break;
        case URL1738_W_AUTHORITY_READINGS:
            break;
        default:
            FUZZ_CHECK(0);
        }
    }
    free(w);
}

FUZZ_TARGET(lint)
{
    const char *p = (const char *)data;
    struct url1738_error err, perr;
    struct url1738_warning *w, *few;
    size_t n, n2, cap, i;
    enum url1738_code prc = url1738_parse(p, size, NULL, &perr);
    struct fuzz_rng g;

    n = url1738_lint(p, size, NULL, 0, &err);
    FUZZ_CHECK(err.code == prc && err.offset == perr.offset);
    /* At most a few warnings per byte, and a few for the parts. */
    FUZZ_CHECK(n <= 2 * size + 16);
    if ((w = malloc((n ? n : 1) * sizeof *w)) == NULL)
        abort();
    w[0].size = sizeof *w;
    n2 = url1738_lint(p, size, w, n, NULL);
    FUZZ_CHECK(n2 == n);
    for (i = 0; i < n; i++) {
        FUZZ_CHECK(w[i].offset <= size && w[i].len <= size - w[i].offset);
        FUZZ_CHECK(i == 0 || w[i - 1].offset <= w[i].offset);
        if (w[i].severity == URL1738_SEVERITY_ERROR) {
            FUZZ_CHECK(prc == URL1738_OK);
            check_error(data, size, &w[i]);
            continue;
        }
        FUZZ_CHECK(url1738_warnname(w[i].code) != NULL);
        FUZZ_CHECK(w[i].severity == severity_of(w[i].code));
        FUZZ_CHECK(w[i].message != NULL);
        if (w[i].code == URL1738_W_DOT_SEGMENT)
            check_dots(p, &w[i]);
        /* A note on an invalid URL is about bytes, its scheme's case,
         * or how the readings differ (the readings' notes are given
         * most of all where RFC 1738 refuses: "ftp:h"). */
        if (!check_bytes(data, size, &w[i]))
            FUZZ_CHECK(prc == URL1738_OK
                       || w[i].code == URL1738_W_SCHEME_CASE
                       || w[i].code == URL1738_W_RFC3986_ONLY
                       || w[i].code == URL1738_W_RFC1738_ONLY
                       || w[i].code == URL1738_W_AUTHORITY_READINGS);
    }
    check_readings(p, size, w, n, &perr);
    check_whatwg(p, size);
    if (prc == URL1738_OK)
        check_plan(p, size, w, n);
    FUZZ_CHECK(url1738_warnname(0) == NULL);
    FUZZ_CHECK(url1738_warnname(url1738_warn_count() + 1) == NULL);
    /* A smaller array: the same count, the first cap warnings. */
    if (n > 0) {
        fuzz_rng_seed(&g, data, size);
        cap = (size_t)(fuzz_rng_next(&g) % n);
        if ((few = malloc((cap ? cap : 1) * sizeof *few)) == NULL)
            abort();
        few[0].size = sizeof *few;
        FUZZ_CHECK(url1738_lint(p, size, cap ? few : NULL, cap, NULL) == n);
        for (i = 0; i < cap; i++)
            FUZZ_CHECK(few[i].code == w[i].code
                       && few[i].offset == w[i].offset
                       && few[i].len == w[i].len
                       && few[i].severity == w[i].severity);
        free(few);
    }
    free(w);
    return 0;
}
