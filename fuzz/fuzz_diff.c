/* SPDX-License-Identifier: MIT */
/*
 * fuzz_diff.c - url1738_diff's plain-shape shortcut (src/ops/diff.c)
 * against the full path (url1738__diff_full: every reading normalized and
 * re-read).
 *
 * Properties: for the three readings in order, in another order, with a
 * reading twice, and each alone, and for a buffer with room, one a byte
 * short of the need and a size query: the same return code, *need and
 * disagreement set, every reading's code, error (code, offset, message),
 * text and seven spans and port_number the same, and the buffer's bytes
 * the same; url1738_diff_value of every member of every reading the
 * same bytes.
 */
#include <stdlib.h>

#include "fuzz.h"
#include "ops/ops.h"

static const enum url1738_spec orders[][3] = {
    { URL1738_SPEC_RFC1738, URL1738_SPEC_RFC3986, URL1738_SPEC_WHATWG },
    { URL1738_SPEC_WHATWG, URL1738_SPEC_RFC1738, URL1738_SPEC_RFC3986 },
    { URL1738_SPEC_RFC3986, URL1738_SPEC_RFC1738, URL1738_SPEC_RFC1738 },
    { URL1738_SPEC_WHATWG, URL1738_SPEC_WHATWG, URL1738_SPEC_WHATWG },
};

static int same_span(struct url1738_span a, struct url1738_span b)
{
    return a.off == b.off && a.len == b.len;
}

static void same_reading(const struct url1738_reading *a,
                         const struct url1738_reading *b)
{
    FUZZ_CHECK(a->code == b->code && a->error.code == b->error.code
               && a->error.offset == b->error.offset
               && a->error.message == b->error.message);
    FUZZ_CHECK(same_span(a->text, b->text) && same_span(a->scheme, b->scheme)
               && same_span(a->userinfo, b->userinfo)
               && same_span(a->host, b->host) && same_span(a->port, b->port)
               && same_span(a->path, b->path)
               && same_span(a->query, b->query)
               && same_span(a->fragment, b->fragment));
    FUZZ_CHECK(a->port_number == b->port_number);
}

/* The members as url1738_diff_value writes them: the same. */
static void same_values(const struct url1738_reading *a, const char *ba,
                        const struct url1738_reading *b, const char *bb)
{
    char va[256], vb[256];
    unsigned m;

    for (m = URL1738_DIFF_SCHEME;
         url1738_diff_member_name((enum url1738_diff_member)m) != NULL; m++) {
        size_t na = 1, nb = 2;
        int pa = 3, pb = 4;
        enum url1738_code ra = url1738_diff_value(
            a, ba, (enum url1738_diff_member)m, va, sizeof va, &na, &pa);
        enum url1738_code rb = url1738_diff_value(
            b, bb, (enum url1738_diff_member)m, vb, sizeof vb, &nb, &pb);

        FUZZ_CHECK(ra == rb && na == nb && pa == pb);
        if (ra == URL1738_OK)
            FUZZ_CHECK(memcmp(va, vb, na) == 0);
    }
}

static void compare(const char *p, size_t len, const enum url1738_spec *sp,
                    size_t n, size_t cap, int values)
{
    struct url1738_reading r1[3], r2[3];
    char *b1 = malloc(cap + 1), *b2 = malloc(cap + 1);
    size_t k, need1 = 1, need2 = 2;
    unsigned set1 = 1, set2 = 2;
    enum url1738_code rc1, rc2;

    if (b1 == NULL || b2 == NULL)
        abort();
    for (k = 0; k < n; k++) {
        r1[k] = (struct url1738_reading)URL1738_READING_INIT;
        r2[k] = (struct url1738_reading)URL1738_READING_INIT;
        r1[k].spec = r2[k].spec = sp[k];
    }
    rc1 = url1738_diff(p, len, r1, n, cap ? b1 : NULL, cap, &need1, &set1);
    rc2 = url1738__diff_full(p, len, r2, n, cap ? b2 : NULL, cap, &need2,
                             &set2);
    FUZZ_CHECK(rc1 == rc2 && need1 == need2 && set1 == set2);
    for (k = 0; k < n; k++)
        same_reading(&r1[k], &r2[k]);
    if (rc1 == URL1738_OK) {
        FUZZ_CHECK(memcmp(b1, b2, need1 < cap ? need1 + 1 : cap) == 0);
        if (values)
            for (k = 0; k < n; k++)
                same_values(&r1[k], b1, &r2[k], b2);
    }
    free(b1);
    free(b2);
}

FUZZ_TARGET(diff)
{
    const char *p = (const char *)data;
    struct url1738_reading r[3] = { URL1738_READING_INIT,
                                    URL1738_READING_INIT,
                                    URL1738_READING_INIT };
    size_t need = 0, o, k;
    unsigned set = 0;
    char *b;

    for (k = 0; k < 3; k++)
        r[k].spec = orders[0][k];
    url1738__diff_full(p, size, r, 3, NULL, 0, &need, NULL);
    /* lint's question: the full path's authority bits */
    b = malloc(need + 1);
    if (b == NULL)
        abort();
    if (url1738__diff_full(p, size, r, 3, b, need + 1, NULL, &set)
        != URL1738_OK)
        set = 0;
    FUZZ_CHECK(url1738__diff_authority(p, size, b, need + 1)
               == (set & URL1738_DIFF_AUTHORITY));
    free(b);
    for (o = 0; o < sizeof orders / sizeof orders[0]; o++)
        compare(p, size, orders[o], 3, need + 1, o == 0);
    for (k = 0; k < 3; k++)
        compare(p, size, &orders[0][k], 1, size * 3 + 64, 0);
    compare(p, size, orders[0], 3, need, 0);
    if (need > 0)
        compare(p, size, orders[0], 3, need - 1, 0);
    compare(p, size, orders[0], 3, 0, 0);
    return 0;
}
