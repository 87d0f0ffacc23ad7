/* SPDX-License-Identifier: MIT */
/*
 * stage1.c - stage 1 (stage1.h): the first 64 bytes of an http(s) URL
 * classified at once, and the runs of a class, for the fast paths. The
 * scalar functions (one url1738__prod lookup per byte) are the
 * reference; on x86-64 the SSSE3 and AVX2 ones compute the same with
 * two pshufb nibble lookups per 16 or 32 bytes (stage1_x86.h), and the
 * level is chosen once per process (grammar/cpu.h). tests/t_stage1.c
 * checks every level against the reference.
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

/* The product classes of 16 bytes. */
SSSE3 INLINE __m128i nib_ssse3(__m128i x)
{
    __m128i lo = _mm_shuffle_epi8(K128(nib_lo), _mm_and_si128(x, K128(low4)));
    __m128i hi = _mm_shuffle_epi8(
        K128(nib_hi), _mm_and_si128(_mm_srli_epi16(x, 4), K128(low4)));
    return _mm_and_si128(lo, hi);
}

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

#define X16(v) v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v
#define NIB_LO 0x85, 0x37, 0x17, 0x17, 0x37, 0x17, 0x37, 0x27, \
               0x27, 0x27, 0x66, 0x62, 0x22, 0x6a, 0x2a, 0xa2
#define NIB_HI 0x00, 0x00, 0x28, 0x41, 0x92, 0x84, 0x12, 0x04, \
               0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00

/* stage1_x86.h: the product-class tables (twice: one per 128-bit lane)
 * and the masks' constants. */
const struct url1738__s1k url1738__s1k = {
    { NIB_LO, NIB_LO },
    { NIB_HI, NIB_HI },
    { X16(0x0f), X16(0x0f) },
    { X16(C_ALNUM), X16(C_ALNUM) },
    { X16(C_HOST), X16(C_HOST) },
    { X16(C_HPATH), X16(C_HPATH) },
    { X16('.'), X16('.') },
    { X16('/'), X16('/') },
    { X16(C_HEX), X16(C_HEX) },
    { X16('%'), X16('%') },
    { X16('~'), X16('~') },
    { X16('?'), X16('?') },
    { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, X16(0x80) },
};

/* The bytes of the W at q that may end a run: not hpath; for a search
 * "/" too; not "~" for RFC 3986's path, nor "?" for its query (xchar's
 * "?" is taken where the stops are read).
 * P: _mm or _mm256, V its vector type, z 128 or 256, NIB its classes. */
#define STOPS_BODY(P, V, z, NIB)                                             \
    V x = P##_loadu_si##z((const V *)q);                                     \
    uint32_t bad = NOT_IN(P, NIB(x), hpath, z);                              \
                                                                             \
    if (run == URL1738__RUN_SEARCH)                                          \
        bad |= (uint32_t)P##_movemask_epi8(                                  \
            P##_cmpeq_epi8(x, P##_set1_epi8('/')));                          \
    if (run >= URL1738__RUN_PATH3986)                                        \
        bad &= ~(uint32_t)P##_movemask_epi8(                                 \
            P##_cmpeq_epi8(x, P##_set1_epi8('~')));                          \
    if (run == URL1738__RUN_QUERY3986)                                       \
        bad &= ~(uint32_t)P##_movemask_epi8(                                 \
            P##_cmpeq_epi8(x, P##_set1_epi8('?')));                          \
    return bad

SSSE3 INLINE uint32_t stops_ssse3(const unsigned char *q,
                                  enum url1738__run run)
{
    STOPS_BODY(_mm, __m128i, 128, nib_ssse3);
}

/* A run W bytes a step (n >= W): the last step loads the input's last W
 * bytes and drops the bits of those already seen; a stop that begins an
 * escape is skipped (its hex digits are in the class). */
#define RUN_BODY(W, STOPS)                                                   \
    while (i < n) {                                                          \
        size_t base = i + (W) <= n ? i : n - (W);                           \
        uint32_t bad = STOPS(p + base, run) >> (i - base);                  \
        for (; bad != 0; bad &= bad - 1) {                                   \
            size_t k = i + (size_t)__builtin_ctz(bad);                       \
            if (!url1738__escape_at(p, n, k)                                 \
                && !(run == URL1738__RUN_XCHAR && p[k] == '?'))              \
                return k;                                                    \
        }                                                                    \
        i = base + (W);                                                      \
    }                                                                        \
    return n

SSSE3 static size_t run_ssse3(const unsigned char *p, size_t n, size_t i,
                              enum url1738__run run)
{
    RUN_BODY(16, stops_ssse3);
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

AVX2 INLINE uint32_t stops_avx2(const unsigned char *q,
                                enum url1738__run run)
{
    STOPS_BODY(_mm256, __m256i, 256, nib_avx2);
}

/*
 * The stops of the 32 bytes at q that end a run, escapes known without
 * a branch: a "%" is skipped when the two bytes after it are hex digits
 * (the hex mask of q[0..34): bytes 0-31 and, shifted by 2, bytes 2-33).
 * Reads q[0..34). With an escape every few dozen bytes, a stop in most
 * steps would be a branch the predictor cannot learn.
 */
AVX2 INLINE uint32_t ends_avx2(const unsigned char *q, enum url1738__run run)
{
    __m256i x = _mm256_loadu_si256((const __m256i *)q);
    __m256i t = nib_avx2(x);
    uint32_t bad = NOT_IN_mm256(t, hpath);
    uint64_t hex = (uint32_t)~NOT_IN_mm256(t, hex)
                   | (uint64_t)(uint32_t)~NOT_IN_mm256(
                         nib_avx2(_mm256_loadu_si256(
                             (const __m256i *)(q + 2))),
                         hex)
                         << 2;
    uint32_t esc = EQ256(x, percent) & (uint32_t)(hex >> 1)
                   & (uint32_t)(hex >> 2);

    if (run == URL1738__RUN_SEARCH)
        bad |= EQ256(x, slash);
    if (run == URL1738__RUN_XCHAR || run == URL1738__RUN_QUERY3986)
        bad &= ~EQ256(x, question);
    if (run >= URL1738__RUN_PATH3986)
        bad &= ~EQ256(x, tilde);
    return bad & ~esc;
}

AVX2 static size_t run_avx2(const unsigned char *p, size_t n, size_t i,
                            enum url1738__run run)
{
    /* 32 bytes a step while 34 are there, no branch but the step's */
    for (; i + 34 <= n; i += 32) {
        uint32_t stop = ends_avx2(p + i, run);
        if (stop != 0)
            return i + (size_t)__builtin_ctz(stop);
    }
    /* the last 33 bytes or fewer, as the steps above read them */
    RUN_BODY(32, stops_avx2);
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

/* hsegment (and search) is hpath less "/", xchar hpath and "?" (RFC
 * 1738 5); RFC 3986's path and query classes (appendix A). */
static size_t run_scalar(const unsigned char *p, size_t n, size_t i,
                         enum url1738__run run)
{
    static const unsigned classes[] = {
        [URL1738__RUN_HPATH] = P_HPATH, [URL1738__RUN_SEARCH] = P_HSEG,
        [URL1738__RUN_XCHAR] = P_XCHAR, [URL1738__RUN_PATH3986] = P3_PATH,
        [URL1738__RUN_QUERY3986] = P3_QUERY
    };
    unsigned cls = classes[run];

    while (i < n) {
        if (url1738__prod[p[i]] & cls)
            i++;
        else if (url1738__escape_at(p, n, i))
            i += 3;
        else
            break;
    }
    return i;
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

size_t url1738__stage1_run_with(enum url1738__cpu impl,
                                const unsigned char *p, size_t n, size_t i,
                                enum url1738__run run)
{
#if S1_X86
    if (impl == URL1738__CPU_AVX2 && n >= 32
        && url1738__cpu_have(URL1738__CPU_AVX2))
        return run_avx2(p, n, i, run);
    if ((impl == URL1738__CPU_AVX2 || impl == URL1738__CPU_SSSE3) && n >= 16
        && url1738__cpu_have(URL1738__CPU_SSSE3))
        return run_ssse3(p, n, i, run);
#else
    (void)impl;
#endif
    return run_scalar(p, n, i, run);
}

#if S1_X86

/* A run on an AVX2 machine: 32 bytes a step where there are 32, else 16. */
AVX2 static size_t run_on_avx2(const unsigned char *p, size_t n, size_t i,
                               enum url1738__run run)
{
    if (n >= 32)
        return run_avx2(p, n, i, run);
    if (n >= 16)
        return run_ssse3(p, n, i, run);
    return run_scalar(p, n, i, run);
}

/* A run on an SSSE3 machine. */
SSSE3 static size_t run_on_ssse3(const unsigned char *p, size_t n, size_t i,
                                 enum url1738__run run)
{
    if (n >= 16)
        return run_ssse3(p, n, i, run);
    return run_scalar(p, n, i, run);
}

typedef void web_fn(const unsigned char *p, size_t n,
                    struct url1738__wmasks *m);
typedef void http_fn(const unsigned char *p, size_t n,
                     struct url1738__hmasks *m);
typedef size_t run_fn(const unsigned char *p, size_t n, size_t i,
                      enum url1738__run run);

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

static inline run_fn *pick_run(enum url1738__cpu level)
{
    return level >= URL1738__CPU_AVX2    ? run_on_avx2
           : level >= URL1738__CPU_SSSE3 ? run_on_ssse3
                                         : run_scalar;
}

/* Chosen once per process (grammar/cpu.h). */
URL1738__DISPATCH(url1738__stage1_web, web_fn, pick_web);
URL1738__DISPATCH(url1738__stage1_http, http_fn, pick_http);
URL1738__DISPATCH(url1738__stage1_run, run_fn, pick_run);

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

size_t url1738__stage1_run(const unsigned char *p, size_t n, size_t i,
                           enum url1738__run run)
{
    return run_scalar(p, n, i, run);
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
