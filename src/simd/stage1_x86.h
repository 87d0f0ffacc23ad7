/* SPDX-License-Identifier: MIT */
/*
 * stage1_x86.h - the vector side of stage 1's in-place classification
 * (stage1.h), shared by stage1.c and the fast paths so that the
 * fast path can have the AVX2 classifier inlined (no call, the masks in
 * registers). x86-64 with GCC or Clang only; everything here is static.
 * Nothing here is installed.
 */
#ifndef URL1738_STAGE1_X86_H
#define URL1738_STAGE1_X86_H

#include "simd/stage1.h"

#include "grammar/classify_x86.h"

#if URL1738__S1_X86

/* One step's masks (16 or 32 bytes). */
struct hstep {
    uint32_t alnum, hostc, hpath, dot, slash;
};

/* Joins a step's masks in at bit k; keep: the step's bits that count. */
INLINE void hjoin(struct url1738__hmasks *m, const struct hstep *t,
                  size_t k, uint32_t keep)
{
#define J(f) m->f |= (uint64_t)(t->f & keep) << k
    J(alnum); J(hostc); J(hpath); J(dot); J(slash);
#undef J
}

/* A step that holds bytes [0, w) and then bytes [n - w, n) of a short
 * input: both halves joined where they belong. */
INLINE void hjoin_halves(struct url1738__hmasks *m, const struct hstep *t,
                         size_t w, size_t n)
{
    struct hstep hi;
    uint32_t keep = ((uint32_t)1 << w) - 1;

    hi.alnum = t->alnum >> w;
    hi.hostc = t->hostc >> w;
    hi.hpath = t->hpath >> w;
    hi.dot = t->dot >> w;
    hi.slash = t->slash >> w;
    *m = (struct url1738__hmasks){ 0 };
    hjoin(m, t, 0, keep);
    hjoin(m, &hi, n - w, keep);
}


AVX2 INLINE void hstep_avx2(__m256i x, struct hstep *r)
{
    __m256i t = nib_avx2(x);

    r->alnum = ~NOT_IN_mm256(t, alnum);
    r->hostc = ~NOT_IN_mm256(t, host);
    r->hpath = ~NOT_IN_mm256(t, hpath);
    r->dot = EQ256(x, dot);
    r->slash = EQ256(x, slash);
}

/*
 * url1738__stage1_http on AVX2, for inlining. For inputs of 32 bytes and
 * more it leaves alnum, hostc and dot of bytes 32-63 at 0 unless bytes
 * 8-31 are all host bytes (the fast path reads them only up to the end
 * of that run); stage1.c's caller completes them.
 */
AVX2 INLINE void url1738__http_avx2(const unsigned char *p, size_t n,
                                    struct url1738__hmasks *m)
{
    struct hstep t;
    __m256i x;
    size_t e;

    if (n < 32) { /* two halves of 16 (or 8) bytes in one step */
        size_t w = n < 16 ? 8 : 16;
        __m128i lo = w == 8 ? load_8_8(p, n)
                            : _mm_loadu_si128((const __m128i *)p);
        __m128i hi = w == 8 ? _mm_setzero_si128()
                            : _mm_loadu_si128((const __m128i *)(p + n - 16));
        hstep_avx2(_mm256_inserti128_si256(_mm256_castsi128_si256(lo), hi, 1),
                   &t);
        if (w == 8)
            t.alnum &= 0xffffu, t.hostc &= 0xffffu, t.hpath &= 0xffffu;
        hjoin_halves(m, &t, w, n);
        return;
    }
    /* bytes [0, 32), then the 32 that end at min(n, 64) */
    e = n < 64 ? n : 64;
    hstep_avx2(_mm256_loadu_si256((const __m256i *)p), &t);
    m->alnum = t.alnum;
    m->hostc = t.hostc;
    m->hpath = t.hpath;
    m->dot = t.dot;
    m->slash = t.slash;
    x = _mm256_loadu_si256((const __m256i *)(p + e - 32));
    if (U_UNLIKELY(t.hostc >> 8 == 0xffffffu)) { /* the host goes on */
        hstep_avx2(x, &t);
        hjoin(m, &t, e - 32, 0xffffffffu);
        return;
    }
    m->hpath |= (uint64_t)~NOT_IN_mm256(nib_avx2(x), hpath) << (e - 32);
    m->slash |= (uint64_t)EQ256(x, slash) << (e - 32);
}

/* One step's RFC 3986 masks (struct url1738__wmasks, 16 or 32 bytes). */
struct wstep {
    uint32_t hostc, out;
};

/* Joins a step's masks in at bit k; keep: the step's bits that count. */
INLINE void wjoin(struct url1738__wmasks *m, const struct wstep *t,
                  size_t k, uint32_t keep)
{
#define J(f) m->f |= (uint64_t)(t->f & keep) << k
    J(hostc); J(out);
#undef J
}

/* As hjoin_halves, for the RFC 3986 masks. */
INLINE void wjoin_halves(struct url1738__wmasks *m, const struct wstep *t,
                         size_t w, size_t n)
{
    struct wstep hi;
    uint32_t keep = ((uint32_t)1 << w) - 1;

    hi.hostc = t->hostc >> w;
    hi.out = t->out >> w;
    *m = (struct url1738__wmasks){ 0 };
    wjoin(m, t, 0, keep);
    wjoin(m, &hi, n - w, keep);
}

/* The bytes of 32 outside RFC 3986's path class: outside hpath, not
 * "~". */
AVX2 INLINE uint32_t out3986_avx2(__m256i x, __m256i t)
{
    return (uint32_t)_mm256_movemask_epi8(_mm256_andnot_si256(
        _mm256_cmpeq_epi8(x, K256(tilde)),
        _mm256_cmpeq_epi8(_mm256_and_si256(t, K256(hpath)),
                          _mm256_setzero_si256())));
}

AVX2 INLINE void wstep_avx2(__m256i x, struct wstep *r)
{
    __m256i t = nib_avx2(x);

    r->hostc = ~NOT_IN_mm256(t, host);
    r->out = out3986_avx2(x, t);
}

/* url1738__stage1_web on AVX2, for inlining: bytes [0, 32) and the 32
 * that end at min(n, 64), or two halves of 16 (or 8) bytes in one step
 * for a shorter input. */
AVX2 INLINE void url1738__web_avx2(const unsigned char *p, size_t n,
                                   struct url1738__wmasks *m)
{
    struct wstep t;
    size_t e;

    if (n < 32) {
        size_t w = n < 16 ? 8 : 16;
        __m128i lo = w == 8 ? load_8_8(p, n)
                            : _mm_loadu_si128((const __m128i *)p);
        __m128i hi = w == 8 ? _mm_setzero_si128()
                            : _mm_loadu_si128((const __m128i *)(p + n - 16));
        wstep_avx2(_mm256_inserti128_si256(_mm256_castsi128_si256(lo), hi, 1),
                   &t);
        if (w == 8) /* the zero lane is outside every class */
            t.out &= 0xffffu;
        wjoin_halves(m, &t, w, n);
        return;
    }
    e = n < 64 ? n : 64;
    wstep_avx2(_mm256_loadu_si256((const __m256i *)p), &t);
    m->hostc = t.hostc;
    m->out = t.out;
    wstep_avx2(_mm256_loadu_si256((const __m256i *)(p + e - 32)), &t);
    wjoin(m, &t, e - 32, 0xffffffffu);
}

#endif

#endif /* URL1738_STAGE1_X86_H */
