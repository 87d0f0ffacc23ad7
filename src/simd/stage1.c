/* SPDX-License-Identifier: MIT */
/*
 * stage1.c - stage 1 (stage1.h): the first 64 bytes of an http(s) URL
 * classified at once, for the fast paths. The scalar functions (one
 * url1738__prod lookup per byte) are the reference; on x86-64 the SSSE3
 * and AVX2 ones compute the same with the grammar's vector classifier
 * (grammar/classify_x86.h: two pshufb nibble lookups per 16 or 32
 * bytes), and the level is chosen once per process (grammar/cpu.h).
 * The runs of a class the fast paths take past the first 64 bytes are
 * the grammar's (grammar/scan.h). tests/t_stage1.c checks every level
 * against the reference.
 *
 * RFC 1738 5:
 *   unreserved = alpha | digit | safe | extra
 *   safe       = "$" | "-" | "_" | "." | "+"
 *   extra      = "!" | "*" | "'" | "(" | ")" | ","
 *   hsegment   = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
 *   hpath      = hsegment *[ "/" hsegment ]
 *   host bytes = alpha | digit | "-" | "."
 */
#include "simd/stage1_x86.h"

#define S1_X86 URL1738__S1_X86

#if S1_X86

SSSE3 INLINE void hstep_ssse3(__m128i x, struct hstep *r)
{
    __m128i t = nib_ssse3(x);

    r->alnum = ~NOT_IN_mm(t, alnum) & 0xffffu;
    r->hostc = ~NOT_IN_mm(t, host) & 0xffffu;
    r->hpath = ~NOT_IN_mm(t, hpath) & 0xffffu;
    r->dot = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(x, K128(dot)));
    r->slash = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(x, K128(slash)));
}

SSSE3 static void http_ssse3(const unsigned char *p, size_t n,
                             struct url1738__hmasks *m)
{
    struct hstep t;
    size_t e = n < 64 ? n : 64, k;

    if (n < 16) {
        hstep_ssse3(load_8_8(p, n), &t);
        hjoin_halves(m, &t, 8, n);
        return;
    }
    *m = (struct url1738__hmasks){ 0 };
    for (k = 0; k + 16 <= e; k += 16) {
        hstep_ssse3(_mm_loadu_si128((const __m128i *)(p + k)), &t);
        hjoin(m, &t, k, 0xffffu);
    }
    if (k < e) { /* the last 16 bytes, overlapping the step before */
        hstep_ssse3(_mm_loadu_si128((const __m128i *)(p + e - 16)), &t);
        hjoin(m, &t, e - 16, 0xffffu);
    }
}

SSSE3 INLINE void wstep_ssse3(__m128i x, struct wstep *r)
{
    __m128i t = nib_ssse3(x);
    __m128i out = _mm_andnot_si128(
        _mm_cmpeq_epi8(x, K128(tilde)),
        _mm_cmpeq_epi8(_mm_and_si128(t, K128(hpath)), _mm_setzero_si128()));

    r->hostc = ~NOT_IN_mm(t, host) & 0xffffu;
    r->out = (uint32_t)_mm_movemask_epi8(out);
}

SSSE3 static void web_ssse3(const unsigned char *p, size_t n,
                            struct url1738__wmasks *m)
{
    struct wstep t;
    size_t e = n < 64 ? n : 64, k;

    if (n < 16) {
        wstep_ssse3(load_8_8(p, n), &t);
        wjoin_halves(m, &t, 8, n);
        return;
    }
    *m = (struct url1738__wmasks){ 0 };
    for (k = 0; k + 16 <= e; k += 16) {
        wstep_ssse3(_mm_loadu_si128((const __m128i *)(p + k)), &t);
        wjoin(m, &t, k, 0xffffu);
    }
    if (k < e) { /* the last 16 bytes, overlapping the step before */
        wstep_ssse3(_mm_loadu_si128((const __m128i *)(p + e - 16)), &t);
        wjoin(m, &t, e - 16, 0xffffu);
    }
}

AVX2 static void web_avx2(const unsigned char *p, size_t n,
                          struct url1738__wmasks *m)
{
    url1738__web_avx2(p, n, m);
}

/* url1738__http_avx2 with bytes 32-63 completed (stage1_x86.h). */
AVX2 static void http_avx2(const unsigned char *p, size_t n,
                           struct url1738__hmasks *m)
{
    struct hstep t;
    size_t e = n < 64 ? n : 64;

    url1738__http_avx2(p, n, m);
    if (n >= 32) {
        hstep_avx2(_mm256_loadu_si256((const __m256i *)(p + e - 32)), &t);
        hjoin(m, &t, e - 32, 0xffffffffu);
    }
}

#endif /* S1_X86 */

/* ===== In place: the scalar reference ===== */

/* The http masks from the per-byte table (stage1.h). */
static void http_scalar(const unsigned char *p, size_t n,
                        struct url1738__hmasks *m)
{
    size_t k;

    *m = (struct url1738__hmasks){ 0 };
    for (k = 0; k < n && k < 64; k++) {
        uint32_t c = url1738__prod[p[k]];
        uint64_t bit = (uint64_t)1 << k;

        m->alnum |= c & P_ALNUM ? bit : 0;
        m->hostc |= c & P_HOST ? bit : 0;
        m->hpath |= c & P_HPATH ? bit : 0;
        m->dot |= p[k] == '.' ? bit : 0;
        m->slash |= p[k] == '/' ? bit : 0;
    }
}

/* The RFC 3986 masks from the per-byte table (stage1.h). */
static void web_scalar(const unsigned char *p, size_t n,
                       struct url1738__wmasks *m)
{
    size_t k;

    *m = (struct url1738__wmasks){ 0 };
    for (k = 0; k < n && k < 64; k++) {
        uint32_t c = url1738__prod[p[k]];
        uint64_t bit = (uint64_t)1 << k;

        m->hostc |= c & P_HOST ? bit : 0;
        m->out |= c & P3_PATH ? 0 : bit;
    }
}

/* ===== The entry points: a level given (tests), or this CPU's ===== */

void url1738__stage1_web_with(enum url1738__cpu impl,
                              const unsigned char *p, size_t n,
                              struct url1738__wmasks *m)
{
#if S1_X86
    if (impl == URL1738__CPU_AVX2 && url1738__cpu_have(impl)) {
        web_avx2(p, n, m);
        return;
    }
    if (impl == URL1738__CPU_SSSE3 && url1738__cpu_have(impl)) {
        web_ssse3(p, n, m);
        return;
    }
#else
    (void)impl;
#endif
    web_scalar(p, n, m);
}

void url1738__stage1_http_with(enum url1738__cpu impl,
                               const unsigned char *p, size_t n,
                               struct url1738__hmasks *m)
{
#if S1_X86
    if (impl == URL1738__CPU_AVX2 && url1738__cpu_have(impl)) {
        http_avx2(p, n, m);
        return;
    }
    if (impl == URL1738__CPU_SSSE3 && url1738__cpu_have(impl)) {
        http_ssse3(p, n, m);
        return;
    }
#else
    (void)impl;
#endif
    http_scalar(p, n, m);
}

#if S1_X86

typedef void web_fn(const unsigned char *p, size_t n,
                    struct url1738__wmasks *m);
typedef void http_fn(const unsigned char *p, size_t n,
                     struct url1738__hmasks *m);

static inline web_fn *pick_web(enum url1738__cpu level)
{
    return level >= URL1738__CPU_AVX2    ? web_avx2
           : level >= URL1738__CPU_SSSE3 ? web_ssse3
                                         : web_scalar;
}

static inline http_fn *pick_http(enum url1738__cpu level)
{
    return level >= URL1738__CPU_AVX2    ? http_avx2
           : level >= URL1738__CPU_SSSE3 ? http_ssse3
                                         : http_scalar;
}

/* Chosen once per process (grammar/cpu.h). */
URL1738__DISPATCH(url1738__stage1_web, web_fn, pick_web);
URL1738__DISPATCH(url1738__stage1_http, http_fn, pick_http);

#else

void url1738__stage1_web(const unsigned char *p, size_t n,
                         struct url1738__wmasks *m)
{
    web_scalar(p, n, m);
}

void url1738__stage1_http(const unsigned char *p, size_t n,
                          struct url1738__hmasks *m)
{
    http_scalar(p, n, m);
}

#endif /* S1_X86 */

/* ===== Escapes and dot-segments in place (url1738__stage1_segdot) ===== */

/* SSE2 only, x86-64's baseline: no choice to make per CPU. */

static size_t segdot_scalar(const unsigned char *p, size_t n, size_t i,
                            int *pct)
{
    for (; i < n; i++) {
        *pct |= p[i] == '%';
        if ((p[i] == '.' || p[i] == '%') && i > 0 && p[i - 1] == '/')
            return i;
    }
    return n;
}

#if S1_X86
static size_t segdot_sse2(const unsigned char *p, size_t n, size_t i,
                          int *pct)
{
    const __m128i pc = _mm_set1_epi8('%'), dt = _mm_set1_epi8('.'),
                  sl = _mm_set1_epi8('/');
    size_t k, at;
    unsigned mc, mp, drop;

    if (n < 17)
        return segdot_scalar(p, n, i, pct);
    /* Byte 0 follows nothing: each step reads p[at - 1 .. at + 16). */
    if (i == 0)
        *pct |= p[0] == '%', i = 1;
    for (k = i; k < n; k += 16) {
        at = k + 16 <= n ? k : n - 16;
        drop = (unsigned)(k - at);
        __m128i x = _mm_loadu_si128((const __m128i *)(p + at));
        __m128i prev = _mm_loadu_si128((const __m128i *)(p + at - 1));
        __m128i vp = _mm_cmpeq_epi8(x, pc);
        __m128i vc = _mm_and_si128(_mm_or_si128(_mm_cmpeq_epi8(x, dt), vp),
                                   _mm_cmpeq_epi8(prev, sl));
        mc = (unsigned)_mm_movemask_epi8(vc) >> drop << drop;
        mp = (unsigned)_mm_movemask_epi8(vp) >> drop << drop;
        if (mc != 0) {
            unsigned first = (unsigned)__builtin_ctz(mc);
            *pct |= (mp & ((2u << first) - 1)) != 0;
            return at + first;
        }
        *pct |= mp != 0;
    }
    return n;
}
#endif

size_t url1738__stage1_segdot_with(enum url1738__cpu impl,
                                   const unsigned char *p, size_t n,
                                   size_t i, int *pct)
{
#if S1_X86
    if (impl >= URL1738__CPU_SSE2)
        return segdot_sse2(p, n, i, pct);
#else
    (void)impl;
#endif
    return segdot_scalar(p, n, i, pct);
}

size_t url1738__stage1_segdot(const unsigned char *p, size_t n, size_t i,
                              int *pct)
{
#if S1_X86
    return segdot_sse2(p, n, i, pct);
#else
    return segdot_scalar(p, n, i, pct);
#endif
}
