/* SPDX-License-Identifier: MIT */
/*
 * t_stage1.c - the block classifier (src/simd/stage1.c): exact masks on
 * hand-made blocks, and every implementation this machine has (SSE2,
 * AVX2) equal to the scalar reference on every byte value at every
 * position and on pseudo-random blocks.
 *
 * RFC 1738 5: hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ];
 * hpath = hsegment *[ "/" hsegment ]; host bytes alpha digit "-" ".".
 */
#include <stdint.h>

#include "harness.h"
#include "simd/stage1.h"

#define NMASKS (sizeof(struct url1738__masks) / sizeof(uint64_t))

static const char *const names[NMASKS] = {
    "alnum", "alpha", "hex", "hostc", "hpath", "colon", "slash", "at",
    "question", "hash", "semicolon", "percent", "equals", "dot",
};

static int same_as(const unsigned char *b, size_t n, int all,
                   enum url1738__stage1_impl impl)
{
    struct url1738__masks want, got;
    uint64_t w[NMASKS], g[NMASKS];
    size_t k;
    int ok = 1;

    url1738__stage1_with(URL1738__S1_SCALAR, b, n, all, &want);
    url1738__stage1_with(impl, b, n, all, &got);
    memcpy(w, &want, sizeof w);
    memcpy(g, &got, sizeof g);
    for (k = 0; k < NMASKS; k++)
        if (w[k] != g[k]) {
            ok = 0;
            fprintf(stderr, "    impl %d (all %d), mask %s: wanted %016llx, got "
                    "%016llx\n", (int)impl, all, names[k],
                    (unsigned long long)w[k], (unsigned long long)g[k]);
        }
    if (!ok)
        harness_dump("block", (const char *)b, 64);
    return ok;
}

/* Both sets of masks: all of them, and the core (stage1.h). */
static int same(const unsigned char *b, size_t n,
                enum url1738__stage1_impl impl)
{
    int a = same_as(b, n, 1, impl);
    return same_as(b, n, 0, impl) && a;
}

static uint32_t rnd_state = 88172645u;
static uint32_t rnd(void)
{
    rnd_state ^= rnd_state << 13;
    rnd_state ^= rnd_state >> 17;
    rnd_state ^= rnd_state << 5;
    return rnd_state;
}

/* ===== In place: url1738__stage1_http and url1738__stage1_run ===== */

static int same_http(const unsigned char *p, size_t n,
                     enum url1738__stage1_impl impl)
{
    struct url1738__hmasks want, got;

    url1738__stage1_http_with(URL1738__S1_SCALAR, p, n, &want);
    url1738__stage1_http_with(impl, p, n, &got);
    if (memcmp(&want, &got, sizeof want) == 0)
        return 1;
    fprintf(stderr, "    impl %d, n %zu: alnum %016llx/%016llx hostc "
            "%016llx/%016llx hpath %016llx/%016llx dot %016llx/%016llx "
            "slash %016llx/%016llx (wanted/got)\n", (int)impl, n,
            (unsigned long long)want.alnum, (unsigned long long)got.alnum,
            (unsigned long long)want.hostc, (unsigned long long)got.hostc,
            (unsigned long long)want.hpath, (unsigned long long)got.hpath,
            (unsigned long long)want.dot, (unsigned long long)got.dot,
            (unsigned long long)want.slash, (unsigned long long)got.slash);
    harness_dump("input", (const char *)p, n);
    return 0;
}

static int same_web(const unsigned char *p, size_t n,
                    enum url1738__stage1_impl impl)
{
    struct url1738__wmasks want, got;

    url1738__stage1_web_with(URL1738__S1_SCALAR, p, n, &want);
    url1738__stage1_web_with(impl, p, n, &got);
    if (memcmp(&want, &got, sizeof want) == 0)
        return 1;
    fprintf(stderr, "    impl %d, n %zu: hostc %016llx/%016llx out "
            "%016llx/%016llx (wanted/got)\n", (int)impl, n,
            (unsigned long long)want.hostc, (unsigned long long)got.hostc,
            (unsigned long long)want.out, (unsigned long long)got.out);
    harness_dump("input", (const char *)p, n);
    return 0;
}

static int same_run(const unsigned char *p, size_t n, size_t i,
                    enum url1738__run search, enum url1738__stage1_impl impl)
{
    size_t want = url1738__stage1_run_with(URL1738__S1_SCALAR, p, n, i,
                                           search);
    size_t got = url1738__stage1_run_with(impl, p, n, i, search);

    if (want == got)
        return 1;
    fprintf(stderr, "    impl %d, n %zu, from %zu, run %d: wanted %zu, "
            "got %zu\n", (int)impl, n, i, (int)search, want, got);
    harness_dump("input", (const char *)p, n);
    return 0;
}

/* The in-place functions: the scalar reference by eye, then every other
 * implementation against it. The inputs live at the end of a buffer, so
 * a read past p[n - 1] would show under the sanitizers. */
static void in_place(void)
{
    static const char url[] = "http://a-b.c:80/p;q/%41?v=w~";
    static unsigned char buf[2048];
    struct url1738__hmasks m;
    unsigned char *p;
    size_t n, k, pos;
    int impl, v, ok;

    url1738__stage1_http_with(URL1738__S1_SCALAR, (const unsigned char *)url,
                              sizeof url - 1, &m);
    CHECK_EQ_INT(m.hostc & 0xfff, 0xf8f);   /* h t t p, a - b . c */
    CHECK_EQ_INT(m.alnum & 0xfff, 0xa8f);   /* h t t p, a b c     */
    CHECK_EQ_INT(m.dot, 1u << 10);
    CHECK_EQ_INT(m.slash, (1u << 5) | (1u << 6) | (1u << 15) | (1u << 19));
    /* p;q/ %41 ? v=w ~: 0 at %, ?, ~ */
    CHECK_EQ_INT(m.hpath >> 16, 0x76fu);
    /* hpath "p;q/%41" ends at "?" (23); the search "v=w" at "~" (27) */
    CHECK_EQ_INT(url1738__stage1_run_with(URL1738__S1_SCALAR,
                                          (const unsigned char *)url,
                                          sizeof url - 1, 16,
                                          URL1738__RUN_HPATH), 23);
    CHECK_EQ_INT(url1738__stage1_run_with(URL1738__S1_SCALAR,
                                          (const unsigned char *)url,
                                          sizeof url - 1, 24,
                                          URL1738__RUN_SEARCH), 27);
    CHECK_EQ_INT(url1738__stage1_run_with(URL1738__S1_SCALAR,
                                          (const unsigned char *)url,
                                          sizeof url - 1, 12,
                                          URL1738__RUN_SEARCH), 15);
    /* xchar takes "?" and "/" too: it ends at "~" (27) */
    CHECK_EQ_INT(url1738__stage1_run_with(URL1738__S1_SCALAR,
                                          (const unsigned char *)url,
                                          sizeof url - 1, 16,
                                          URL1738__RUN_XCHAR), 27);
    /* RFC 3986: the path takes "~" and ends at "?" (23); the query
     * takes "?" and "~": to the end (28) */
    CHECK_EQ_INT(url1738__stage1_run_with(URL1738__S1_SCALAR,
                                          (const unsigned char *)url,
                                          sizeof url - 1, 16,
                                          URL1738__RUN_PATH3986), 23);
    CHECK_EQ_INT(url1738__stage1_run_with(URL1738__S1_SCALAR,
                                          (const unsigned char *)url,
                                          sizeof url - 1, 12,
                                          URL1738__RUN_QUERY3986), 28);
    {
        struct url1738__wmasks w;
        url1738__stage1_web_with(URL1738__S1_SCALAR,
                                 (const unsigned char *)url, sizeof url - 1,
                                 &w);
        CHECK_EQ_INT(w.hostc & 0xfff, 0xf8f);
        /* outside pchar and "/": only the "%" (20) and the "?" (23) */
        CHECK_EQ_INT(w.out, (1u << 20) | (1u << 23));
    }

    for (impl = URL1738__S1_AVX2; impl <= URL1738__S1_SSSE3; impl++) {
        enum url1738__stage1_impl im = (enum url1738__stage1_impl)impl;
        if (!url1738__stage1_have(im)) {
            printf("t_stage1: implementation %d not on this machine\n",
                   impl);
            continue;
        }
        /* every byte value at every position, lengths 8 to 70 */
        ok = 1;
        for (n = 8; n <= 70; n++) {
            p = buf + sizeof buf - n;
            for (pos = 0; pos < n && pos < 64; pos++)
                for (v = 0; v < 256; v += 1 + (n > 20)) {
                    memset(p, 'a', n);
                    p[pos] = (unsigned char)v;
                    p[n - 1 - pos] = (unsigned char)(255 - v);
                    ok &= same_http(p, n, im);
                    ok &= same_web(p, n, im);
                }
        }
        CHECK(ok);
        /* random inputs: masks, and runs from every kind of start */
        ok = 1;
        for (k = 0; k < 20000; k++) {
            static const char pick[] = "abZ09%%/?.-~;:@&=\x80 ";
            n = k % 4 == 0   ? 8 + rnd() % 57
                : k % 4 == 1 ? 1 + rnd() % 70
                             : 1 + rnd() % 600;
            p = buf + sizeof buf - n;
            for (pos = 0; pos < n; pos++)
                p[pos] = k & 1 ? (unsigned char)rnd()
                               : (unsigned char)
                                     pick[rnd() % (sizeof pick - 1)];
            if (n >= 8)
                ok &= same_http(p, n, im) & same_web(p, n, im);
            ok &= same_run(p, n, rnd() % (n + 1),
                           (enum url1738__run)(k / 2 % 5), im);
        }
        CHECK(ok);
        /* long runs of class bytes and escapes, whole and broken ones
         * ("%" then 0, 1 or 2 hex digits), at every position: the
         * 32-byte steps that tell escapes without a branch */
        ok = 1;
        for (k = 0; k < 6000; k++) {
            static const char fill[] = "abZ09/;:@&=?~";
            static const char *const esc[] = { "%41", "%4f", "%4g", "%g1",
                                               "%%4", "%" };
            const char *e = esc[k % 6];
            size_t el = strlen(e);
            n = 34 + rnd() % (k < 3000 ? 100 : 600);
            p = buf + sizeof buf - n;
            for (pos = 0; pos < n; pos++) {
                if (rnd() % 23 == 0 && pos + 3 <= n) {
                    memcpy(p + pos, "%7e", 3);
                    pos += 2;
                } else {
                    p[pos] = (unsigned char)fill[rnd() % (sizeof fill - 1)];
                }
            }
            pos = rnd() % n;
            memcpy(p + pos, e, pos + el <= n ? el : n - pos);
            ok &= same_run(p, n, rnd() % (pos + 1),
                           (enum url1738__run)(k % 5), im);
        }
        CHECK(ok);
    }
}

void run_tests(void)
{
    static const unsigned char url[65] =
        "http://a-b.c:80/p;q:r@s&t=u/%41?v=w#x$_!'()*+,~{}|\\^[]`\"<> ZZZ";
    struct url1738__masks m;
    unsigned char b[64];
    int impl, pos, v, k;
    size_t n;

    /* The reference, by eye: "http://a-b.c:80/" */
    url1738__stage1_with(URL1738__S1_SCALAR, url, 64, 1, &m);
    CHECK_EQ_INT(m.colon & 0xffff, (1u << 4) | (1u << 12));
    CHECK_EQ_INT(m.slash & 0xffff, (1u << 5) | (1u << 6) | (1u << 15));
    CHECK_EQ_INT(m.dot & 0xffff, 1u << 10);
    CHECK_EQ_INT(m.hostc & 0xfff, 0xf8f);   /* h t t p, a - b . c */
    CHECK_EQ_INT(m.alnum & 0xfff, 0xa8f);   /* h t t p, a b c     */
    CHECK(m.hpath & ((uint64_t)1 << 16));             /* "p"          */
    CHECK(!(m.hpath & ((uint64_t)1 << 31)));          /* "?" is not   */
    CHECK(m.percent & ((uint64_t)1 << 28));
    CHECK(m.hash & ((uint64_t)1 << 35));

    for (impl = URL1738__S1_SSE2; impl <= URL1738__S1_AVX2; impl++) {
        int ok = 1;
        if (!url1738__stage1_have((enum url1738__stage1_impl)impl)) {
            printf("t_stage1: implementation %d not on this machine\n",
                   impl);
            continue;
        }
        for (pos = 0; pos < 64; pos++)
            for (v = 0; v < 256; v++) {
                memset(b, 'a', sizeof b);
                b[pos] = (unsigned char)v;
                b[63 - pos] = (unsigned char)(255 - v);
                ok &= same(b, 64, (enum url1738__stage1_impl)impl);
            }
        CHECK(ok);
        ok = 1;
        for (k = 0; k < 20000; k++) {
            for (pos = 0; pos < 64; pos++)
                b[pos] = k & 1 ? (unsigned char)rnd()
                               : (unsigned char)" %./:?@#;=-aZ9\x80"[rnd() % 16];
            /* Odd rounds: a short input, NULs after it (stage1.h). */
            n = k & 2 ? 64 : rnd() % 65;
            memset(b + n, 0, 64 - n);
            ok &= same(b, n, (enum url1738__stage1_impl)impl);
        }
        CHECK(ok);
        CHECK(same(url, 64, (enum url1738__stage1_impl)impl));
    }
    in_place();
}
