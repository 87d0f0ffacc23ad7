/* SPDX-License-Identifier: MIT */
/*
 * fuzz_whatwg.c - url1738_whatwg_parse (the WHATWG reading) and
 * url1738_diff.
 *
 * Properties: *need is the same whatever the capacity, and a short buffer
 * holds the result's first bytes (the size rule, url1738.h); the href is
 * NUL-terminated when there is room; the spans lie inside the href, in
 * order, each after its delimiter (":" after the scheme, "?" before the
 * query, "#" before the fragment); the href read again is itself (the
 * standard's idempotence) with the same parts; a base parsed from the
 * input itself reads "" and "#x" relative to it; url1738_diff reports the
 * same need whatever the capacity and its readings' spans lie inside its
 * buffer; the public parse is the states' (url1738__whatwg_parse_plain:
 * code, need, href, every part), and so is each CPU level of the fast
 * path wherever it takes the input, which writes nothing past the
 * 3 * n + 16 bytes it is given (a buffer of exactly that size).
 */
#include <stdlib.h>

#include "fuzz.h"
#include "whatwg/whatwg.h"

static void check_spans(const char *h, const struct url1738_whatwg *u)
{
    size_t n = u->href.len;

    FUZZ_CHECK(u->href.off == 0);
    FUZZ_CHECK(fuzz_span_in(u->scheme, n) && fuzz_span_in(u->username, n)
               && fuzz_span_in(u->password, n) && fuzz_span_in(u->host, n)
               && fuzz_span_in(u->port, n) && fuzz_span_in(u->path, n)
               && fuzz_span_in(u->query, n)
               && fuzz_span_in(u->fragment, n));
    FUZZ_CHECK(u->scheme.off == 0 && u->scheme.len < n
               && h[u->scheme.len] == ':');
    if (url1738_present(u->query))
        FUZZ_CHECK(u->query.off > 0 && h[u->query.off - 1] == '?'
                   && u->query.off >= u->path.off + u->path.len);
    if (url1738_present(u->fragment))
        FUZZ_CHECK(u->fragment.off > 0 && h[u->fragment.off - 1] == '#'
                   && u->fragment.off + u->fragment.len == n);
    if (url1738_present(u->port))
        FUZZ_CHECK(u->port.off > 0 && h[u->port.off - 1] == ':'
                   && url1738_present(u->host));
    FUZZ_CHECK((u->host_type == URL1738_WHATWG_HOST_NULL)
               == !url1738_present(u->host));
}

static void same_parts(const char *a, const struct url1738_whatwg *u,
                       const char *b, const struct url1738_whatwg *v)
{
#define SAME(m)                                                            \
    FUZZ_CHECK(url1738_present(u->m) == url1738_present(v->m)              \
               && u->m.len == v->m.len                                     \
               && (!url1738_present(u->m)                                  \
                   || memcmp(a + u->m.off, b + v->m.off, u->m.len) == 0))
    SAME(href);
    SAME(scheme);
    SAME(username);
    SAME(password);
    SAME(host);
    SAME(port);
    SAME(path);
    SAME(query);
    SAME(fragment);
#undef SAME
    FUZZ_CHECK(u->host_type == v->host_type && u->special == v->special
               && u->opaque_path == v->opaque_path);
}

static void check_diff(const char *p, size_t size)
{
    struct url1738_reading r[3] = { URL1738_READING_INIT,
                                    URL1738_READING_INIT,
                                    URL1738_READING_INIT };
    size_t need = 0, need2 = 0, k;
    char *buf;

    r[0].spec = URL1738_SPEC_RFC1738;
    r[1].spec = URL1738_SPEC_RFC3986;
    r[2].spec = URL1738_SPEC_WHATWG;
    url1738_diff(p, size, r, 3, NULL, 0, &need, NULL);
    if ((buf = malloc(need + 1)) == NULL)
        abort();
    FUZZ_CHECK(url1738_diff(p, size, r, 3, buf, need + 1, &need2, NULL)
               == URL1738_OK);
    FUZZ_CHECK(need2 == need);
    for (k = 0; k < 3; k++)
        FUZZ_CHECK(fuzz_span_in(r[k].scheme, need)
                   && fuzz_span_in(r[k].userinfo, need)
                   && fuzz_span_in(r[k].host, need)
                   && fuzz_span_in(r[k].path, need)
                   && fuzz_span_in(r[k].query, need)
                   && fuzz_span_in(r[k].fragment, need));
    free(buf);
}

/* The fast path (whatwg.c, "The common shape at once") at every level
 * against the states. */
static void check_fast(const char *p, size_t size)
{
    static const enum url1738__cpu levels[] = {
        URL1738__CPU_SCALAR, URL1738__CPU_SSSE3, URL1738__CPU_AVX2
    };
    struct url1738_whatwg a = URL1738_WHATWG_INIT, b = URL1738_WHATWG_INIT;
    size_t room = 3 * size + 16, na = 0, nb = 0, lb = 0, le = size, k;
    char *ha = malloc(room), *hb = malloc(room);
    enum url1738_code ra, rb;

    if (ha == NULL || hb == NULL)
        abort();
    ra = url1738_whatwg_parse(p, size, NULL, NULL, ha, room, &na, &a, NULL);
    rb = url1738__whatwg_parse_plain(p, size, NULL, NULL, hb, room, &nb, &b,
                                     NULL);
    FUZZ_CHECK(ra == rb && na == nb);
    if (rb == URL1738_OK)
        FUZZ_CHECK(memcmp(ha, hb, nb) == 0 && url1738__whatwg_same(&a, &b));
    while (lb < le && (unsigned char)p[lb] <= 0x20)
        lb++;
    while (le > lb && (unsigned char)p[le - 1] <= 0x20)
        le--;
    for (k = 0; k < sizeof levels / sizeof levels[0]; k++) {
        struct url1738_whatwg f = URL1738_WHATWG_INIT;
        size_t nf = 0;
        /* exactly the room the fast path is promised */
        char *df = malloc(3 * (le - lb) + 16);

        if (df == NULL)
            abort();
        if (url1738__whatwg_fast_with(levels[k], p, lb, le, df, &nf, &f))
            FUZZ_CHECK(rb == URL1738_OK && nf == nb
                       && memcmp(df, hb, nb) == 0 && url1738__whatwg_same(&f, &b));
        free(df);
    }
    free(ha);
    free(hb);
}

FUZZ_TARGET(whatwg)
{
    const char *p = (const char *)data;
    struct url1738_whatwg u = URL1738_WHATWG_INIT, v = URL1738_WHATWG_INIT;
    size_t need = 0, need2 = 0, half;
    enum url1738_code rc;
    char *out, *again, *small;

    rc = url1738_whatwg_parse(p, size, NULL, NULL, NULL, 0, &need, NULL,
                              NULL);
    check_diff(p, size);
    check_fast(p, size);
    if (rc != URL1738_E_NOSPACE) {
        FUZZ_CHECK(rc != URL1738_OK && need == 0);
        return 0;
    }
    if ((out = malloc(need + 1)) == NULL || (again = malloc(need + 1)) == NULL)
        abort();
    FUZZ_CHECK(url1738_whatwg_parse(p, size, NULL, NULL, out, need + 1,
                                    &need2, &u, NULL) == URL1738_OK);
    FUZZ_CHECK(need2 == need && out[need] == '\0' && u.href.len == need);
    check_spans(out, &u);
    /* Read again: the same URL. */
    FUZZ_CHECK(url1738_whatwg_parse(out, need, NULL, NULL, again, need + 1,
                                    &need2, &v, NULL) == URL1738_OK);
    same_parts(out, &u, again, &v);
    /* A short buffer: its first bytes. */
    half = need / 2;
    if (half > 0) {
        if ((small = malloc(half)) == NULL)
            abort();
        FUZZ_CHECK(url1738_whatwg_parse(p, size, NULL, NULL, small, half,
                                        &need2, NULL, NULL)
                   == URL1738_E_NOSPACE);
        FUZZ_CHECK(need2 == need && memcmp(small, out, half) == 0);
        free(small);
    }
    /* Against itself as the base: "" is the URL without its fragment. */
    if (!u.opaque_path) {
        FUZZ_CHECK(url1738_whatwg_parse("", 0, out, &u, again, need + 1,
                                        &need2, &v, NULL) == URL1738_OK);
        FUZZ_CHECK(need2 == (url1738_present(u.fragment)
                                 ? u.fragment.off - 1 : need)
                   && memcmp(again, out, need2) == 0);
    }
    free(out);
    free(again);
    return 0;
}
