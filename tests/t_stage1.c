/* SPDX-License-Identifier: MIT */
/*
 * t_stage1.c - stage 1 (src/simd/stage1.c): the scalar reference's masks
 * and runs checked by eye on a hand-made URL, then every level this
 * machine has (SSSE3, AVX2) equal to the reference on every byte value at
 * every position, on pseudo-random inputs and on long runs with escapes,
 * and the functions chosen for this CPU equal to it too.
 *
 * RFC 1738 5: hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ];
 * hpath = hsegment *[ "/" hsegment ]; host bytes alpha digit "-" ".".
 */
#include <stdint.h>

#include "harness.h"
#include "simd/stage1.h"

static uint32_t rnd_state = 88172645u;
static uint32_t rnd(void)
{
    rnd_state ^= rnd_state << 13;
    rnd_state ^= rnd_state >> 17;
    rnd_state ^= rnd_state << 5;
    return rnd_state;
}

static int same_http(const unsigned char *p, size_t n,
                     enum url1738__cpu impl)
{
    struct url1738__hmasks want, got;

    url1738__stage1_http_with(URL1738__CPU_SCALAR, p, n, &want);
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
                    enum url1738__cpu impl)
{
    struct url1738__wmasks want, got;

    url1738__stage1_web_with(URL1738__CPU_SCALAR, p, n, &want);
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
                    enum url1738__run search, enum url1738__cpu impl)
{
    size_t want = url1738__run_with(URL1738__CPU_SCALAR, p, n, i,
                                           search);
    size_t got = url1738__run_with(impl, p, n, i, search);

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

    url1738__stage1_http_with(URL1738__CPU_SCALAR, (const unsigned char *)url,
                              sizeof url - 1, &m);
    CHECK_EQ_INT(m.hostc & 0xfff, 0xf8f);   /* h t t p, a - b . c */
    CHECK_EQ_INT(m.alnum & 0xfff, 0xa8f);   /* h t t p, a b c     */
    CHECK_EQ_INT(m.dot, 1u << 10);
    CHECK_EQ_INT(m.slash, (1u << 5) | (1u << 6) | (1u << 15) | (1u << 19));
    /* p;q/ %41 ? v=w ~: 0 at %, ?, ~ */
    CHECK_EQ_INT(m.hpath >> 16, 0x76fu);
    /* hpath "p;q/%41" ends at "?" (23); the search "v=w" at "~" (27) */
    CHECK_EQ_INT(url1738__run_with(URL1738__CPU_SCALAR,
                                          (const unsigned char *)url,
                                          sizeof url - 1, 16,
                                          URL1738__RUN_HPATH), 23);
    CHECK_EQ_INT(url1738__run_with(URL1738__CPU_SCALAR,
                                          (const unsigned char *)url,
                                          sizeof url - 1, 24,
                                          URL1738__RUN_SEARCH), 27);
    CHECK_EQ_INT(url1738__run_with(URL1738__CPU_SCALAR,
                                          (const unsigned char *)url,
                                          sizeof url - 1, 12,
                                          URL1738__RUN_SEARCH), 15);
    /* xchar takes "?" and "/" too: it ends at "~" (27) */
    CHECK_EQ_INT(url1738__run_with(URL1738__CPU_SCALAR,
                                          (const unsigned char *)url,
                                          sizeof url - 1, 16,
                                          URL1738__RUN_XCHAR), 27);
    /* RFC 3986: the path takes "~" and ends at "?" (23); the query
     * takes "?" and "~": to the end (28) */
    CHECK_EQ_INT(url1738__run_with(URL1738__CPU_SCALAR,
                                          (const unsigned char *)url,
                                          sizeof url - 1, 16,
                                          URL1738__RUN_PATH3986), 23);
    CHECK_EQ_INT(url1738__run_with(URL1738__CPU_SCALAR,
                                          (const unsigned char *)url,
                                          sizeof url - 1, 12,
                                          URL1738__RUN_QUERY3986), 28);
    {
        struct url1738__wmasks w;
        url1738__stage1_web_with(URL1738__CPU_SCALAR,
                                 (const unsigned char *)url, sizeof url - 1,
                                 &w);
        CHECK_EQ_INT(w.hostc & 0xfff, 0xf8f);
        /* outside pchar and "/": only the "%" (20) and the "?" (23) */
        CHECK_EQ_INT(w.out, (1u << 20) | (1u << 23));
    }

    for (impl = URL1738__CPU_SSSE3; impl <= URL1738__CPU_AVX2; impl++) {
        enum url1738__cpu im = (enum url1738__cpu)impl;
        if (!url1738__cpu_have(im)) {
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
                           (enum url1738__run)(k / 2 % URL1738__RUNS), im);
        }
        CHECK(ok);
        /* long runs of class bytes and escapes, whole and broken ones
         * ("%" then 0, 1 or 2 hex digits), at every position: the
         * 32-byte steps that tell escapes without a branch */
        ok = 1;
        for (k = 0; k < 6000; k++) {
            static const char fill[] = "abZ09/;:@&=?~$_!*";
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
                           (enum url1738__run)(k % URL1738__RUNS), im);
        }
        CHECK(ok);
    }
}

/* The functions chosen for this CPU (grammar/cpu.h: once per process)
 * against the scalar reference. */
static void chosen(void)
{
    static unsigned char buf[700];
    size_t n, k, pos;
    int ok = 1;

    for (k = 0; k < 5000; k++) {
        static const char pick[] = "abZ09%%/?.-~;:@&=\x80 ";
        struct url1738__hmasks hw, hg;
        struct url1738__wmasks ww, wg;
        unsigned char *p;
        size_t i;

        n = 1 + rnd() % 600;
        p = buf + sizeof buf - n;
        for (pos = 0; pos < n; pos++)
            p[pos] = (unsigned char)pick[rnd() % (sizeof pick - 1)];
        i = rnd() % (n + 1);
        ok &= url1738__run(p, n, i, (enum url1738__run)(k % URL1738__RUNS))
              == url1738__run_with(URL1738__CPU_SCALAR, p, n, i,
                                   (enum url1738__run)(k % URL1738__RUNS));
        if (n < 8)
            continue;
        url1738__stage1_http(p, n, &hg);
        url1738__stage1_http_with(URL1738__CPU_SCALAR, p, n, &hw);
        url1738__stage1_web(p, n, &wg);
        url1738__stage1_web_with(URL1738__CPU_SCALAR, p, n, &ww);
        ok &= memcmp(&hw, &hg, sizeof hw) == 0
              && memcmp(&ww, &wg, sizeof ww) == 0;
        if (!ok) {
            harness_dump("input", (const char *)p, n);
            break;
        }
    }
    CHECK(ok);
}

void run_tests(void)
{
    printf("t_stage1: this CPU's level %d (0 scalar, 1 SSE2, 2 SSSE3, "
           "3 AVX2)\n", (int)url1738__cpu_level());
    in_place();
    chosen();
}
