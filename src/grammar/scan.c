/* SPDX-License-Identifier: MIT */
/*
 * scan.c - url1738__scan(): skipping a run of bytes of one production
 * class, escapes included. Every production of RFC 1738 section 5 that
 * allows "*[ uchar | ... ]" runs through here, so this is the parser's
 * hot loop.
 *
 * RFC 1738 5:
 *   uchar      = unreserved | escape
 *   escape     = "%" hex hex
 *   unreserved = alpha | digit | safe | extra
 *
 * The scalar path (one url1738__prod lookup per byte) is the reference.
 * On x86-64 an SSE2 path (always there) and an AVX2 path (chosen once
 * per process, grammar/cpu.h) classify 16 or 32 bytes a step for the thirteen productions that
 * are "unreserved plus some reserved characters"; any other class uses
 * the scalar path. t_scan.c checks that all paths agree.
 */
#include "grammar/scan.h"

#define SCAN_X86 URL1738__X86
#if SCAN_X86
#include <immintrin.h>
#endif

/* The escape at p[i] ("%" hex hex, 2.2): the offset after it, or
 * (size_t)-1 with the error recorded. */
static size_t skip_escape(struct url1738__ctx *c, size_t i)
{
    size_t bad;

    if (U_UNLIKELY(!url1738__escape_ok(c->p, i, c->len, &bad))) {
        url1738__fail(c, URL1738_E_ESCAPE, bad);
        return (size_t)-1;
    }
    return i + 3;
}

/* The reference: one table lookup per byte, four bytes a step while they
 * all belong (one branch per four bytes). */
static size_t scan_scalar(struct url1738__ctx *c, size_t i, unsigned prod)
{
    const unsigned char *p = c->p;
    size_t n = c->len;

    for (;;) {
        while (i + 4 <= n
               && (url1738__prod[p[i]] & url1738__prod[p[i + 1]]
                   & url1738__prod[p[i + 2]] & url1738__prod[p[i + 3]]
                   & prod))
            i += 4;
        while (i < n && (url1738__prod[p[i]] & prod))
            i++;
        if (i < n && p[i] == '%') {
            i = skip_escape(c, i);
            if (i == (size_t)-1)
                return i;
            continue;
        }
        return i;
    }
}

#if SCAN_X86

/*
 * The classes the vector paths know: P_UCHAR ... P_XCHAR (bits 0-6),
 * then P_FPATH and P_HPATH: unreserved plus these reserved characters (5);
 * then RFC 3986's P3_ classes, each also RFC 1738's unreserved plus some.
 * Unused slots repeat 'a', which is unreserved anyway, so every class
 * costs the same seven compares and no branch.
 */
#define V16(ch) { ch, ch, ch, ch, ch, ch, ch, ch, ch, ch, ch, ch, ch, ch, ch, ch }
#define RSV7(a, b, c, d, e, f, g) \
    { V16(a), V16(b), V16(c), V16(d), V16(e), V16(f), V16(g) }

static _Alignas(16) const unsigned char reserved_vec[13][7][16] = {
    RSV7('a', 'a', 'a', 'a', 'a', 'a', 'a'), /* uchar                    */
    RSV7(';', '?', '&', '=', 'a', 'a', 'a'), /* user, password           */
    RSV7('?', ':', '@', '&', '=', 'a', 'a'), /* fsegment                 */
    RSV7(';', ':', '@', '&', '=', 'a', 'a'), /* hsegment, search         */
    RSV7('?', ':', '@', '&', 'a', 'a', 'a'), /* fieldname, fieldvalue    */
    RSV7(';', '/', '?', ':', '&', '=', 'a'), /* article                  */
    RSV7(';', '/', '?', ':', '@', '&', '='), /* xchar                    */
    RSV7('?', ':', '@', '&', '=', '/', 'a'), /* fpath, ppath             */
    RSV7(';', ':', '@', '&', '=', '/', 'a'), /* hpath                    */
    /* RFC 3986: RFC 1738's unreserved already holds the rest. */
    RSV7('~', '&', ';', '=', 'a', 'a', 'a'), /* reg-name                 */
    RSV7('~', '&', ';', '=', ':', 'a', 'a'), /* userinfo                 */
    RSV7('~', '&', ';', '=', ':', '@', '/'), /* path (pchar and "/")     */
    RSV7('~', '&', ';', '=', '@', 'a', 'a'), /* segment-nz-nc            */
};

/* The class's row, or -1 when the vector paths do not know it. */
static int vector_class(unsigned prod)
{
    switch (prod) {
    case P_UCHAR: return 0;
    case P_USER: return 1;
    case P_FSEG: return 2;
    case P_HSEG: return 3;
    case P_FIELD: return 4;
    case P_ARTICLE: return 5;
    case P_XCHAR: return 6;
    case P_FPATH: return 7;
    case P_HPATH: return 8;
    case P3_REGNAME: return 9;
    case P3_USERINFO: return 10;
    case P3_PATH: return 11;
    case P3_SEGNC: return 12;
    default: return -1;
    }
}

/*
 * unreserved = [a-z] | [A-Z] | [0-9] | "$" | "_" | "!" and the range
 * 0x27-0x2E ("'()*+,-."). Signed compares: bytes 80-FF are negative and
 * fall out of every range; controls are below every range.
 */
static inline __m128i member_sse2(__m128i x, const __m128i *rv)
{
    __m128i t = _mm_or_si128(x, _mm_set1_epi8(0x20));
    __m128i alpha = _mm_and_si128(_mm_cmpgt_epi8(t, _mm_set1_epi8(0x60)),
                                  _mm_cmplt_epi8(t, _mm_set1_epi8(0x7b)));
    __m128i punct = _mm_and_si128(_mm_cmpgt_epi8(x, _mm_set1_epi8(0x26)),
                                  _mm_cmplt_epi8(x, _mm_set1_epi8(0x3a)));
    __m128i m;

    /* 0x27-0x39 less '/' is the punctuation run and the digits. */
    punct = _mm_andnot_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('/')), punct);
    m = _mm_or_si128(alpha, punct);
    m = _mm_or_si128(m, _mm_cmpeq_epi8(x, _mm_set1_epi8('$')));
    m = _mm_or_si128(m, _mm_cmpeq_epi8(x, _mm_set1_epi8('_')));
    m = _mm_or_si128(m, _mm_cmpeq_epi8(x, _mm_set1_epi8('!')));
    m = _mm_or_si128(m, _mm_or_si128(_mm_cmpeq_epi8(x, rv[0]),
                                     _mm_cmpeq_epi8(x, rv[1])));
    m = _mm_or_si128(m, _mm_or_si128(_mm_cmpeq_epi8(x, rv[2]),
                                     _mm_cmpeq_epi8(x, rv[3])));
    m = _mm_or_si128(m, _mm_or_si128(_mm_cmpeq_epi8(x, rv[4]),
                                     _mm_cmpeq_epi8(x, rv[5])));
    return _mm_or_si128(m, _mm_cmpeq_epi8(x, rv[6]));
}

/* SSE2, for n >= 16: 16 bytes a step; the last step loads the input's
 * last 16 bytes (never past the end) and ignores those already seen. */
static size_t scan_sse2(struct url1738__ctx *c, size_t i, int row)
{
    const unsigned char *p = c->p;
    size_t n = c->len;
    const __m128i *rv = (const __m128i *)reserved_vec[row];

    for (;;) {
        while (i < n) {
            size_t base = i + 16 <= n ? i : n - 16;
            __m128i x = _mm_loadu_si128((const __m128i *)(p + base));
            unsigned bad = ~(unsigned)_mm_movemask_epi8(member_sse2(x, rv))
                           & 0xffffu;

            bad >>= i - base;
            if (bad != 0) {
                i += (size_t)__builtin_ctz(bad);
                break;
            }
            i = base + 16;
        }
        if (i < n && p[i] == '%') {
            i = skip_escape(c, i);
            if (i == (size_t)-1)
                return i;
            continue;
        }
        return i;
    }
}

#define AVX2 __attribute__((target("avx2")))

/* member_sse2() on 32 bytes. */
AVX2 static inline __m256i member_avx2(__m256i x, const __m128i *rv)
{
    __m256i t = _mm256_or_si256(x, _mm256_set1_epi8(0x20));
    __m256i alpha =
        _mm256_and_si256(_mm256_cmpgt_epi8(t, _mm256_set1_epi8(0x60)),
                         _mm256_cmpgt_epi8(_mm256_set1_epi8(0x7b), t));
    __m256i punct =
        _mm256_and_si256(_mm256_cmpgt_epi8(x, _mm256_set1_epi8(0x26)),
                         _mm256_cmpgt_epi8(_mm256_set1_epi8(0x3a), x));
    __m256i m;
    int k;

    punct = _mm256_andnot_si256(
        _mm256_cmpeq_epi8(x, _mm256_set1_epi8('/')), punct);
    m = _mm256_or_si256(alpha, punct);
    m = _mm256_or_si256(m, _mm256_cmpeq_epi8(x, _mm256_set1_epi8('$')));
    m = _mm256_or_si256(m, _mm256_cmpeq_epi8(x, _mm256_set1_epi8('_')));
    m = _mm256_or_si256(m, _mm256_cmpeq_epi8(x, _mm256_set1_epi8('!')));
    for (k = 0; k < 7; k++)
        m = _mm256_or_si256(
            m, _mm256_cmpeq_epi8(x, _mm256_broadcastsi128_si256(rv[k])));
    return m;
}

/* AVX2, for n >= 32: scan_sse2() 32 bytes a step. */
AVX2 static size_t scan_avx2(struct url1738__ctx *c, size_t i, int row)
{
    const unsigned char *p = c->p;
    size_t n = c->len;
    const __m128i *rv = (const __m128i *)reserved_vec[row];

    for (;;) {
        while (i < n) {
            size_t base = i + 32 <= n ? i : n - 32;
            __m256i x = _mm256_loadu_si256((const __m256i *)(p + base));
            uint32_t bad =
                ~(uint32_t)_mm256_movemask_epi8(member_avx2(x, rv));

            bad >>= i - base;
            if (bad != 0) {
                i += (size_t)__builtin_ctz(bad);
                break;
            }
            i = base + 32;
        }
        if (i < n && p[i] == '%') {
            i = skip_escape(c, i);
            if (i == (size_t)-1)
                return i;
            continue;
        }
        return i;
    }
}

/* url1738__scan on an AVX2 machine (the measured choice on kasztp_web.txt,
 * bench/RESULTS.md: the vector paths beat the scalar one even on 45-byte
 * URLs, since the last step re-reads the input's last bytes instead of
 * finishing byte by byte). */
AVX2 static size_t scan_on_avx2(struct url1738__ctx *c, size_t i,
                                unsigned prod)
{
    if (c->len >= 16) {
        int row = vector_class(prod);
        if (row >= 0 && c->len >= 32)
            return scan_avx2(c, i, row);
        if (row >= 0)
            return scan_sse2(c, i, row);
    }
    return scan_scalar(c, i, prod);
}

/* url1738__scan on any other x86-64 machine. */
static size_t scan_on_sse2(struct url1738__ctx *c, size_t i, unsigned prod)
{
    if (c->len >= 16) {
        int row = vector_class(prod);
        if (row >= 0)
            return scan_sse2(c, i, row);
    }
    return scan_scalar(c, i, prod);
}

typedef size_t scan_fn(struct url1738__ctx *c, size_t i, unsigned prod);

static inline scan_fn *pick_scan(enum url1738__cpu level)
{
    return level >= URL1738__CPU_AVX2 ? scan_on_avx2 : scan_on_sse2;
}

/* Chosen once per process (grammar/cpu.h). */
URL1738__DISPATCH(url1738__scan, scan_fn, pick_scan);

#else

size_t url1738__scan(struct url1738__ctx *c, size_t i, unsigned prod)
{
    return scan_scalar(c, i, prod);
}

#endif /* SCAN_X86 */

size_t url1738__scan_with(enum url1738__cpu level, struct url1738__ctx *c,
                          size_t i, unsigned prod)
{
#if SCAN_X86
    int row = vector_class(prod);

    if (row >= 0 && level >= URL1738__CPU_AVX2 && c->len >= 32
        && url1738__cpu_have(URL1738__CPU_AVX2))
        return scan_avx2(c, i, row);
    if (row >= 0 && level >= URL1738__CPU_SSE2 && c->len >= 16)
        return scan_sse2(c, i, row);
#else
    (void)level;
#endif
    return scan_scalar(c, i, prod);
}
