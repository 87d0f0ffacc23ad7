/* SPDX-License-Identifier: MIT */
/*
 * diff.c - url1738_diff(): one input under RFC 1738, RFC 3986 and the
 * WHATWG URL Standard side by side, and the members on which they part
 * (docs/diff.md). Each reading gives its own normal form (normalize,
 * normalize_spec, the href) into the caller's buffer, re-read by that
 * reading's parser for the parts; the parts are then compared as
 * url1738_diff_value() writes them, byte by byte with no copy. Only the
 * public API is used, and the grammar's one reader of a port's digits
 * (url1738__digits_value): every rule stays in its reading's file.
 */
#include <string.h>

#include "grammar/grammar.h"
#include "grammar/hostname.h"
#include "grammar/scan.h"
#include "ops/normalize.h"
#include "ops/ops.h"
#include "simd/fastpath.h"
#include "simd/stage1.h"

static const char *const member_names[] = { "valid", "scheme", "userinfo",
                                            "host", "port", "path",
                                            "query", "fragment" };

#define NMEMBERS (sizeof member_names / sizeof member_names[0])

const char *url1738_diff_member_name(enum url1738_diff_member m)
{
    return (unsigned)m < NMEMBERS ? member_names[m] : NULL;
}

static const struct url1738_span none = { URL1738_ABSENT, 0 };

static int hexd(int c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')
           || (c >= 'A' && c <= 'F');
}

static unsigned hexv(int c)
{
    return c <= '9' ? (unsigned)(c - '0') : (unsigned)((c | 0x20) - 'a' + 10);
}

static int lower(int c)
{
    return c >= 'A' && c <= 'Z' ? c + 32 : c;
}

/* RFC 3986 2.3: ALPHA DIGIT "-" "." "_" "~" */
static int unreserved(unsigned v)
{
    return (v >= 'a' && v <= 'z') || (v >= 'A' && v <= 'Z')
           || (v >= '0' && v <= '9') || v == '-' || v == '.' || v == '_'
           || v == '~';
}

/* ===== A member's value, byte by byte ===== */

struct val {
    const char *s;
    size_t i, e;
    int low;          /* lower-case the letters (scheme, host)          */
    int slash;        /* an empty path after an authority: give "/"     */
    char pend[2];     /* the hex digits of a kept escape                */
    int npend;
    char num[12];     /* the port in decimal                            */
};

static int val_next(struct val *v)
{
    int c;

    if (v->slash) {
        v->slash = 0;
        return '/';
    }
    if (v->npend > 0) {
        c = v->pend[2 - v->npend];
        v->npend--;
        return c;
    }
    if (v->i >= v->e)
        return -1;
    c = (unsigned char)v->s[v->i++];
    if (c == '%' && v->i + 1 < v->e && hexd(v->s[v->i])
        && hexd(v->s[v->i + 1])) {
        unsigned x = hexv(v->s[v->i]) * 16 + hexv(v->s[v->i + 1]);

        if (unreserved(x)) {
            v->i += 2;
            return v->low ? lower((int)x) : (int)x;
        }
        v->pend[0] = (char)(v->s[v->i] >= 'a' ? v->s[v->i] - 32 : v->s[v->i]);
        v->pend[1] = (char)(v->s[v->i + 1] >= 'a' ? v->s[v->i + 1] - 32
                                                  : v->s[v->i + 1]);
        v->npend = 2;
        v->i += 2;
        return '%';
    }
    return v->low ? lower(c) : c;
}

/* Sets v to member m of r: 0 when the reading has no such member. */
static int val_init(struct val *v, const struct url1738_reading *r,
                    const char *buf, enum url1738_diff_member m)
{
    struct url1738_span sp;

    v->i = 0;
    v->low = v->slash = v->npend = 0;
    v->pend[0] = v->pend[1] = 0;
    switch (m) {
    case URL1738_DIFF_SCHEME: sp = r->scheme; v->low = 1; break;
    case URL1738_DIFF_USERINFO: sp = r->userinfo; break;
    case URL1738_DIFF_HOST: sp = r->host; v->low = 1; break;
    case URL1738_DIFF_PATH: sp = r->path; break;
    case URL1738_DIFF_QUERY: sp = r->query; break;
    case URL1738_DIFF_FRAGMENT: sp = r->fragment; break;
    case URL1738_DIFF_PORT: {
        unsigned p = r->port_number;
        char t[12];
        int k = 0, j = 0;

        if (!url1738_present(r->port) && p == 0)
            return 0;
        do {
            t[k++] = (char)('0' + p % 10);
            p /= 10;
        } while (p != 0);
        while (k > 0)
            v->num[j++] = t[--k];
        v->s = v->num;
        v->e = (size_t)j;
        return 1;
    }
    default:
        return 0;
    }
    if (!url1738_present(sp))
        return 0;
    /* "u:" is "u" with an empty password: the same userinfo */
    if (m == URL1738_DIFF_USERINFO && sp.len > 0
        && buf[sp.off + sp.len - 1] == ':')
        sp.len--;
    if (m == URL1738_DIFF_USERINFO && sp.len == 0)
        return 0;
    v->s = buf + sp.off;
    v->e = sp.len;
    if (m == URL1738_DIFF_PATH && sp.len == 0 && url1738_present(r->host))
        v->slash = 1;
    return 1;
}

static int same(const struct url1738_reading *a, const struct url1738_reading *b,
                const char *buf, enum url1738_diff_member m)
{
    struct val x, y;
    int hx = val_init(&x, a, buf, m), hy = val_init(&y, b, buf, m);
    int cx, cy;

    if (hx != hy)
        return 0;
    if (!hx)
        return 1;
    /* The same bytes read the same way are the same value (val_next is
     * a function of the bytes, low and slash): the common case, one
     * memcmp; otherwise byte by byte, escapes and case as they come. */
    if (x.e == y.e && x.low == y.low && x.slash == y.slash
        && memcmp(x.s, y.s, x.e) == 0)
        return 1;
    do {
        cx = val_next(&x);
        cy = val_next(&y);
        if (cx != cy)
            return 0;
    } while (cx != -1);
    return 1;
}

enum url1738_code url1738_diff_value(
    const struct url1738_reading *r, const char *buf,
    enum url1738_diff_member m, char *dst, size_t cap, size_t *need,
    int *present)
{
    struct val v;
    size_t n = 0;
    int c;

    if (need != NULL)
        *need = 0;
    if (present != NULL)
        *present = 0;
    if (r == NULL || buf == NULL || (dst == NULL && cap > 0)
        || r->size < sizeof(struct url1738_reading)) {
        if (cap > 0 && dst != NULL)
            dst[0] = '\0';
        return URL1738_E_INVALID_ARG;
    }
    if (r->code != URL1738_OK || !val_init(&v, r, buf, m)) {
        if (cap > 0)
            dst[0] = '\0';
        return URL1738_OK;
    }
    if (present != NULL)
        *present = 1;
    /* Without an escape the value is its bytes (lower-cased for scheme
     * and host): copied in one go rather than through val_next. */
    if (!v.slash && memchr(v.s, '%', v.e) == NULL) {
        size_t k, m2 = v.e < cap ? v.e : cap;

        if (v.low && url1738__has_upper(v.s, m2))
            for (k = 0; k < m2; k++)
                dst[k] = (char)lower((unsigned char)v.s[k]);
        else if (m2 > 0)
            memcpy(dst, v.s, m2);
        n = v.e;
    } else
        while ((c = val_next(&v)) != -1) {
            if (n < cap)
                dst[n] = (char)c;
            n++;
        }
    if (need != NULL)
        *need = n;
    if (n > cap)
        return URL1738_E_NOSPACE;
    if (n < cap)
        dst[n] = '\0';
    return URL1738_OK;
}

/* ===== The readings ===== */

static struct url1738_span at(struct url1738_span sp, size_t off)
{
    if (url1738_present(sp))
        sp.off += off;
    return sp;
}

static struct url1738_span between(size_t b, size_t e)
{
    struct url1738_span sp;

    sp.off = b;
    sp.len = e - b;
    return sp;
}

static void default_port(struct url1738_reading *r, const char *buf)
{
    if (url1738_present(r->port) && r->port.len > 0)
        /* capped for display */
        r->port_number = (unsigned)url1738__digits_value(
            buf + r->port.off, r->port.len, 999999);
    else {
        r->port = none;
        r->port_number = url1738_present(r->scheme)
                             ? url1738_scheme_port(buf + r->scheme.off,
                                                   r->scheme.len,
                                                   URL1738_SPEC_RFC3986)
                             : 0;
    }
}

/* The parts of the RFC 1738 normal form t[0..n) (at off in buf). */
static void parts1738(struct url1738_reading *r, const char *buf, size_t off,
                      size_t n)
{
    struct url1738_url u = URL1738_URL_INIT;
    const char *t = buf + off;
    size_t pb, pe = n;

    url1738_parse(t, n, &u, NULL);
    r->scheme = at(u.scheme, off);
    r->userinfo = none;
    if (url1738_present(u.user) && (u.user.len > 0
                                    || (url1738_present(u.password)
                                        && u.password.len > 0))) {
        size_t e = url1738_present(u.password)
                       ? u.password.off + u.password.len
                       : u.user.off + u.user.len;

        r->userinfo = between(off + u.user.off, off + e);
    }
    r->host = at(u.host, off);
    r->port = at(u.port, off);
    r->query = none;
    r->fragment = none;
    if (u.scheme_id == URL1738_SCHEME_HTTP
        && url1738_present(u.u.http.search)) {
        r->query = at(u.u.http.search, off);
        pe = u.u.http.search.off - 1;
    }
    if (url1738_present(u.host))
        pb = url1738_present(u.port) ? u.port.off + u.port.len
                                     : u.host.off + u.host.len;
    else
        pb = u.scheme.off + u.scheme.len + 1;
    r->path = between(off + pb, off + pe);
}

/* The parts of the RFC 3986 normal form. */
static void parts3986(struct url1738_reading *r, const char *buf, size_t off,
                      size_t n)
{
    struct url1738_url u = URL1738_URL_INIT;

    url1738_parse_spec(buf + off, n, URL1738_SPEC_RFC3986, &u, NULL);
    r->scheme = at(u.scheme, off);
    r->userinfo = u.userinfo.len > 0 ? at(u.userinfo, off) : none;
    r->host = at(u.host, off);
    r->port = at(u.port, off);
    r->path = at(u.path, off);
    r->query = at(u.query, off);
    r->fragment = at(u.fragment, off);
}

static void partsw(struct url1738_reading *r, const struct url1738_whatwg *w,
                   size_t off)
{
    r->scheme = at(w->scheme, off);
    r->userinfo = none;
    if (w->password.len > 0)
        r->userinfo = between(off + w->username.off,
                              off + w->password.off + w->password.len);
    else if (w->username.len > 0)
        r->userinfo = at(w->username, off);
    r->host = at(w->host, off);
    r->port = at(w->port, off);
    r->path = at(w->path, off);
    r->query = at(w->query, off);
    r->fragment = at(w->fragment, off);
}

/* ===== The plain shape: the three readings read the same parts ===== */

/*
 * An input of the plain shape is its own normal form under RFC 3986 and
 * under the URL Standard, and (PLAIN_SAME, PLAIN_XCHAR) under RFC 1738
 * too, each reading splitting it where the shape says: no normalization
 * or re-reading is needed to know its parts. The shape, read in one pass
 * by the grammar's runs (grammar/scan.h, the one classifier):
 *
 *   "http://" or "https://"   lower case: nothing to lower-case
 *   host      RFC 1738's hostname (grammar/hostname.h), lower case,
 *             its last label beginning with a letter (no IPv4 reading),
 *             no label beginning "xn--" (IDNA leaves it as it is)
 *   path      "/" and RFC 3986's path bytes (pchar / "/"), none of the
 *             segments "." or ".." (nothing to remove)
 *   ["?" query] ["#" fragment]   RFC 3986's query bytes; the query
 *             without "'" (the URL Standard escapes it in a special
 *             URL's query)
 *   and no "%" anywhere (no escape to rewrite), no port, no userinfo.
 *
 * RFC 1738 reads it with the same parts when the scheme is http, the
 * path is hpath and the query search, with no fragment (PLAIN_SAME); an
 * https URL is its genericurl, the path running to the end, when all of
 * it after the host is xchar (PLAIN_XCHAR); any other gets RFC 1738's
 * own normalization (PLAIN_NONE). t_diff holds every field of the result
 * to the full path (url1738__diff_full), over the corpora and mutations,
 * and so does fuzz_diff.
 */
enum plain1738 { PLAIN_NONE = 0, PLAIN_SAME = 1, PLAIN_XCHAR = 2 };

struct plain {
    size_t host, hend; /* the host p[host .. hend), the path's "/" at hend */
    size_t q, f;       /* the "?" and the "#", len when none             */
    unsigned port;     /* the scheme's default port, once read; 0 before */
    enum plain1738 r1738;
};

static int plain_host(const unsigned char *p, size_t b, size_t e)
{
    size_t k, top = b;

    for (k = b; k < e; k++) {
        if (p[k] >= 'A' && p[k] <= 'Z')
            return 0;
        if (k == b || p[k - 1] == '.') {
            top = k;
            if (e - k >= 4 && p[k] == 'x' && p[k + 1] == 'n'
                && p[k + 2] == '-' && p[k + 3] == '-')
                return 0;
        }
    }
    return url1738__is(p[top], P_ALPHA);
}

/* Whether the path p[b .. e) has a segment "." or "..". */
static int dot_segment(const unsigned char *p, size_t b, size_t e)
{
    size_t i = b;
    int pct = 0;

    while ((i = url1738__stage1_segdot(p, e, i, &pct)) < e) {
        if (p[i] == '.'
            && (i + 1 == e || p[i + 1] == '/'
                || (p[i + 1] == '.' && (i + 2 == e || p[i + 2] == '/'))))
            return 1;
        i++;
    }
    return 0;
}

static int plain_shape(const unsigned char *p, size_t len, struct plain *s)
{
    size_t h, e;

    if (len < 8 || len > 4096)
        return 0;
    h = url1738__web_prefix(p);
    if (h == 0 || memcmp(p, h == 7 ? "http://" : "https://", h) != 0
        || url1738__host_read(p, len, h, &e) != URL1738_OK || e == len
        || p[e] != '/' || !plain_host(p, h, e)
        || memchr(p + e, '%', len - e) != NULL)
        return 0;
    s->host = h;
    s->hend = e;
    s->port = 0;
    s->q = url1738__run(p, len, e, URL1738__RUN_PATH3986);
    s->f = len;
    if (s->q < len && p[s->q] == '?') {
        s->f = url1738__run(p, len, s->q + 1, URL1738__RUN_QUERY3986);
        if (memchr(p + s->q + 1, '\'', s->f - s->q - 1) != NULL)
            return 0;
    } else if (s->q < len && p[s->q] != '#')
        return 0;
    else {
        s->f = s->q;
        s->q = len;
    }
    if (s->f < len
        && (p[s->f] != '#'
            || url1738__run(p, len, s->f + 1, URL1738__RUN_QUERY3986)
                   != len))
        return 0;
    if (dot_segment(p, e, s->q < len ? s->q : s->f))
        return 0;
    /* RFC 1738: the bytes read so far are RFC 3986's path and query
     * bytes, which are hpath's and "~" (path), and "?" (query): xchar
     * (hpath, "?") for all of them is no "~"; hpath for the path and
     * search (hpath less "/") for the query is no "~" and no "/" or "?"
     * in the query (grammar/scan.h's classes). */
    s->r1738 = PLAIN_NONE;
    if (s->f < len || memchr(p + e, '~', len - e) != NULL)
        ;
    else if (h == 8)
        s->r1738 = s->q < len ? PLAIN_XCHAR : PLAIN_SAME;
    else if (s->q == len
             || (memchr(p + s->q + 1, '/', len - s->q - 1) == NULL
                 && memchr(p + s->q + 1, '?', len - s->q - 1) == NULL))
        s->r1738 = PLAIN_SAME;
    return 1;
}

/* The parts of reading x of a plain input, copied to buf + off. */
static void plain_parts(struct url1738_reading *x, struct plain *s,
                        const char *p, size_t len, char *buf, size_t off,
                        enum plain1738 how)
{
    memcpy(buf + off, p, len);
    x->text = between(off, off + len);
    x->scheme = between(off, off + s->host - 3);
    x->host = between(off + s->host, off + s->hend);
    if (how == PLAIN_XCHAR)
        x->path = between(off + s->hend, off + len);
    else {
        size_t pe = s->q < len ? s->q : s->f;

        x->path = between(off + s->hend, off + pe);
        if (s->q < len)
            x->query = between(off + s->q + 1, off + s->f);
        if (s->f < len)
            x->fragment = between(off + s->f + 1, off + len);
    }
    /* the scheme's default (default_port), the same for every reading */
    if (s->port == 0) {
        default_port(x, buf);
        s->port = x->port_number;
    }
    x->port_number = s->port;
}

/* How reading spec reads a plain input: PLAIN_NONE when it goes the
 * full way. */
static enum plain1738 plain_form(const struct plain *s, enum url1738_spec spec)
{
    return spec == URL1738_SPEC_RFC1738 ? s->r1738 : PLAIN_SAME;
}

/* url1738_diff, with the plain shape's shortcut when shortcut is 1. */
static enum url1738_code diff(const char *p, size_t len,
                              struct url1738_reading *r, size_t n,
                              char *buf, size_t cap, size_t *need,
                              unsigned *disagree, int shortcut)
{
    size_t stride, k, j, off = 0;
    unsigned m, set = 0;
    int fits = 1, plain = 0;
    struct plain s = { 0, 0, 0, 0, 0, PLAIN_NONE };

    if (need != NULL)
        *need = 0;
    if (disagree != NULL)
        *disagree = 0;
    if ((p == NULL && len > 0) || (buf == NULL && cap > 0)
        || (r == NULL && n > 0)
        || (n > 0 && r->size < sizeof(struct url1738_reading))) {
        if (cap > 0 && buf != NULL)
            buf[0] = '\0';
        return URL1738_E_INVALID_ARG;
    }
    stride = n > 0 ? r->size : 0;
#define R(i) ((struct url1738_reading *)((char *)r + (i) * stride))
    for (k = 0; k < n; k++)
        if (R(k)->spec != URL1738_SPEC_RFC1738
            && R(k)->spec != URL1738_SPEC_RFC3986
            && R(k)->spec != URL1738_SPEC_WHATWG) {
            if (cap > 0)
                buf[0] = '\0';
            return URL1738_E_INVALID_ARG;
        }
    /* The plain shape, when every reading's copy fits (else the full
     * way, for the same NOSPACE answer). */
    if (shortcut && n > 0 && len <= cap / n)
        plain = plain_shape((const unsigned char *)p, len, &s);
    for (k = 0; k < n; k++) {
        struct url1738_reading *x = R(k);
        struct url1738_whatwg w;
        enum url1738_code rc;
        size_t got = 0, room = off < cap ? cap - off : 0;
        char *dst = room > 0 ? buf + off : NULL;

        if (plain && plain_form(&s, x->spec) != PLAIN_NONE) {
            x->code = url1738__report(&x->error, URL1738_OK, 0);
            x->userinfo = x->port = x->query = x->fragment = none;
            plain_parts(x, &s, p, len, buf, off, plain_form(&s, x->spec));
            off += len;
            continue;
        }
        switch (x->spec) {
        case URL1738_SPEC_RFC1738:
            rc = url1738_normalize(p, len, dst, room, &got, &x->error);
            break;
        case URL1738_SPEC_RFC3986:
            rc = url1738_normalize_spec(p, len, URL1738_SPEC_RFC3986, dst,
                                        room, &got, &x->error);
            break;
        default:
            w = (struct url1738_whatwg)URL1738_WHATWG_INIT;
            rc = url1738_whatwg_parse(p, len, NULL, NULL, dst, room, &got,
                                      &w, &x->error);
            break;
        }
        x->text = none;
        x->scheme = x->userinfo = x->host = x->port = none;
        x->path = x->query = x->fragment = none;
        x->port_number = 0;
        if (rc == URL1738_E_NOSPACE) {
            fits = 0;
            x->code = URL1738_OK;
        } else
            x->code = rc;
        if (x->code != URL1738_OK)
            continue;
        if (fits) {
            x->text = between(off, off + got);
            if (x->spec == URL1738_SPEC_RFC1738)
                parts1738(x, buf, off, got);
            else if (x->spec == URL1738_SPEC_RFC3986)
                parts3986(x, buf, off, got);
            else
                partsw(x, &w, off);
            default_port(x, buf);
        }
        off += got;
    }
    if (need != NULL)
        *need = off;
    if (!fits || off > cap)
        return URL1738_E_NOSPACE;
    if (off < cap)
        buf[off] = '\0';
    for (k = 0; k < n; k++)
        for (j = k + 1; j < n; j++) {
            const struct url1738_reading *a = R(k), *b = R(j);

            if (plain && plain_form(&s, a->spec) != PLAIN_NONE
                && plain_form(&s, b->spec) != PLAIN_NONE) {
                /* the same split; or RFC 1738's https path running on
                 * over the "?" the others end it at */
                if (plain_form(&s, a->spec) != plain_form(&s, b->spec))
                    set |= URL1738_DIFF_BIT(URL1738_DIFF_PATH)
                           | URL1738_DIFF_BIT(URL1738_DIFF_QUERY);
                continue;
            }
            if ((a->code == URL1738_OK) != (b->code == URL1738_OK)) {
                set |= URL1738_DIFF_BIT(URL1738_DIFF_VALID);
                continue;
            }
            if (a->code != URL1738_OK)
                continue;
            for (m = URL1738_DIFF_SCHEME; m < NMEMBERS; m++)
                if (!same(a, b, buf, (enum url1738_diff_member)m))
                    set |= URL1738_DIFF_BIT(m);
        }
#undef R
    if (disagree != NULL)
        *disagree = set;
    return URL1738_OK;
}

enum url1738_code url1738_diff(const char *p, size_t len,
                               struct url1738_reading *r, size_t n,
                               char *buf, size_t cap, size_t *need,
                               unsigned *disagree)
{
    return diff(p, len, r, n, buf, cap, need, disagree, 1);
}

enum url1738_code url1738__diff_full(const char *p, size_t len,
                                     struct url1738_reading *r, size_t n,
                                     char *buf, size_t cap, size_t *need,
                                     unsigned *disagree)
{
    return diff(p, len, r, n, buf, cap, need, disagree, 0);
}

unsigned url1738__diff_authority(const char *p, size_t len, char *buf,
                                 size_t cap)
{
    struct url1738_reading r[3];
    struct plain s = { 0, 0, 0, 0, 0, PLAIN_NONE };
    unsigned set = 0;

    /* The plain shape: RFC 3986 and the URL Standard read the same
     * scheme and host, no userinfo, no port; RFC 1738 too when it reads
     * the same parts, and it does not count when it refuses the URL. */
    if (p != NULL && plain_shape((const unsigned char *)p, len, &s)
        && (s.r1738 != PLAIN_NONE || !url1738_valid(p, len)))
        return 0;
    r[0] = r[1] = r[2] = (struct url1738_reading)URL1738_READING_INIT;
    r[0].spec = URL1738_SPEC_RFC1738;
    r[1].spec = URL1738_SPEC_RFC3986;
    r[2].spec = URL1738_SPEC_WHATWG;
    if (diff(p, len, r, 3, buf, cap, NULL, &set, 1) != URL1738_OK)
        return 0;
    return set & URL1738_DIFF_AUTHORITY;
}
