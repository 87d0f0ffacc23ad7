/* SPDX-License-Identifier: MIT */
/*
 * scan.c - the runs of a class of bytes, escapes included (scan.h), and
 * url1738__scan() on them: every production of RFC 1738 section 5 that
 * allows "*[ uchar | ... ]" runs through here, and so do the fast paths
 * past their first 64 bytes, so this is the parser's hot loop.
 *
 * RFC 1738 5:
 *   uchar      = unreserved | escape
 *   escape     = "%" hex hex
 *   unreserved = alpha | digit | safe | extra
 *
 * One classifier (classify_x86.h): a byte's product classes say whether
 * it is an hpath byte, its atom whether it is one of the eight bytes the
 * classes differ by; a class is hpath less the atoms of its ex mask and
 * with those of its add mask (the table below). The scalar path (one
 * url1738__prod lookup per byte) is the reference; on x86-64 an SSSE3
 * path (16 bytes a step) and an AVX2 path (32), the level chosen once
 * per process (grammar/cpu.h). t_scan and t_stage1 check that all paths
 * agree with the reference.
 */
#include "grammar/classify_x86.h"
#include "grammar/run_classes.h"
#include "grammar/scan.h"


/* The run class of a production class, or -1 (the scalar path only). */
static int run_of(unsigned prod)
{
    switch (prod) {
    case P_UCHAR: return URL1738__RUN_UCHAR;
    case P_USER: return URL1738__RUN_USER;
    case P_FSEG: return URL1738__RUN_FSEG;
    case P_HSEG: return URL1738__RUN_SEARCH;
    case P_FIELD: return URL1738__RUN_FIELD;
    case P_ARTICLE: return URL1738__RUN_ARTICLE;
    case P_XCHAR: return URL1738__RUN_XCHAR;
    case P_FPATH: return URL1738__RUN_FPATH;
    case P_HPATH: return URL1738__RUN_HPATH;
    case P3_REGNAME: return URL1738__RUN_REGNAME;
    case P3_USERINFO: return URL1738__RUN_USERINFO;
    case P3_PATH: return URL1738__RUN_PATH3986;
    case P3_SEGNC: return URL1738__RUN_SEGNC;
    case P3_QUERY: return URL1738__RUN_QUERY3986;
    default: return -1;
    }
}

/* The reference: one table lookup per byte. */
static size_t prod_scalar(const unsigned char *p, size_t n, size_t i,
                          unsigned prod)
{
    while (i < n) {
        if (url1738__prod[p[i]] & prod)
            i++;
        else if (url1738__escape_at(p, n, i))
            i += 3;
        else
            break;
    }
    return i;
}

static size_t run_scalar(const unsigned char *p, size_t n, size_t i,
                         enum url1738__run run)
{
    return prod_scalar(p, n, i, url1738__run_classes[run].prod);
}

#if URL1738__S1_X86

#define X16(v) v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v
#define NIB_LO 0x85, 0x37, 0x17, 0x17, 0x37, 0x17, 0x37, 0x27, \
               0x27, 0x27, 0x66, 0x62, 0x22, 0x6a, 0x2a, 0xa2
#define NIB_HI 0x00, 0x00, 0x28, 0x41, 0x92, 0x84, 0x12, 0x04, \
               0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
/* the atoms (classify_x86.h): "@" L0, "&" L6, ":" LA, ";" LB, "=" LD,
 * "~" LE, "/" and "?" LF; "&" "/" H2, ";" ":" "=" "?" H3, "@" H4, "~" H7 */
#define ATOM_LO A_AT, 0, 0, 0, 0, 0, A_AMP, 0, 0, 0, A_COLON, A_SEMI, 0, \
                A_EQ, A_TILDE, A_SLASH | A_QUESTION
#define ATOM_HI 0, 0, A_AMP | A_SLASH, A_SEMI | A_COLON | A_EQ | A_QUESTION, \
                A_AT, 0, 0, A_TILDE, 0, 0, 0, 0, 0, 0, 0, 0

/* classify_x86.h's constants (twice: one per 128-bit lane). */
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
    { ATOM_LO, ATOM_LO },
    { ATOM_HI, ATOM_HI },
    { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, X16(0x80) },
};

/* The same of the 16 or 32 bytes at q. */
SSSE3 INLINE uint32_t stops_ssse3(const unsigned char *q,
                                  const struct run_class *k, int plain)
{
    return url1738__stops_x_ssse3(_mm_loadu_si128((const __m128i *)q), k, plain);
}

AVX2 INLINE uint32_t stops_avx2(const unsigned char *q,
                                const struct run_class *k, int plain)
{
    return url1738__stops_x_avx2(_mm256_loadu_si256((const __m256i *)q), k, plain);
}

/* A run W bytes a step (n >= W): the last step loads the input's last W
 * bytes and drops the bits of those already seen; a stop that begins an
 * escape is skipped (its hex digits are in the class). */
#define RUN_BODY(W, STOPS)                                                   \
    while (i < n) {                                                          \
        size_t base = i + (W) <= n ? i : n - (W);                           \
        uint32_t bad = STOPS(p + base, k, plain) >> (i - base);             \
        for (; bad != 0; bad &= bad - 1) {                                   \
            size_t at = i + (size_t)__builtin_ctz(bad);                      \
            if (!url1738__escape_at(p, n, at))                               \
                return at;                                                   \
        }                                                                    \
        i = base + (W);                                                      \
    }                                                                        \
    return n

/* plain: the class is hpath (no atom to look up); a constant in each
 * copy of the loops below. */
SSSE3 INLINE size_t run_ssse3_body(const unsigned char *p, size_t n,
                                   size_t i, const struct run_class *k,
                                   int plain)
{
    RUN_BODY(16, stops_ssse3);
}

SSSE3 static size_t run_ssse3(const unsigned char *p, size_t n, size_t i,
                              enum url1738__run run)
{
    const struct run_class *k = &url1738__run_classes[run];

    return k->ex == 0 && k->add == 0 ? run_ssse3_body(p, n, i, k, 1)
                                     : run_ssse3_body(p, n, i, k, 0);
}

/*
 * The stops of the 32 bytes at q that end a run, escapes known without
 * a branch: a "%" is skipped when the two bytes after it are hex digits
 * (the hex mask of q[0..34): bytes 0-31 and, shifted by 2, bytes 2-33).
 * Reads q[0..34). With an escape every few dozen bytes, a stop in most
 * steps would be a branch the predictor cannot learn.
 */
AVX2 INLINE uint32_t ends_avx2(const unsigned char *q,
                               const struct run_class *k, int plain)
{
    __m256i x = _mm256_loadu_si256((const __m256i *)q);
    uint64_t hex = (uint32_t)~NOT_IN_mm256(nib_avx2(x), hex)
                   | (uint64_t)(uint32_t)~NOT_IN_mm256(
                         nib_avx2(_mm256_loadu_si256(
                             (const __m256i *)(q + 2))),
                         hex)
                         << 2;
    uint32_t esc = EQ256(x, percent) & (uint32_t)(hex >> 1)
                   & (uint32_t)(hex >> 2);

    return stops_avx2(q, k, plain) & ~esc;
}

AVX2 INLINE size_t run_avx2_body(const unsigned char *p, size_t n,
                                 size_t i, const struct run_class *k,
                                 int plain)
{
    /* 32 bytes a step while 34 are there, no branch but the step's */
    for (; i + 34 <= n; i += 32) {
        uint32_t stop = ends_avx2(p + i, k, plain);
        if (stop != 0)
            return i + (size_t)__builtin_ctz(stop);
    }
    /* the last 33 bytes or fewer, as the steps above read them */
    RUN_BODY(32, stops_avx2);
}

AVX2 static size_t run_avx2(const unsigned char *p, size_t n, size_t i,
                            enum url1738__run run)
{
    const struct run_class *k = &url1738__run_classes[run];

    return k->ex == 0 && k->add == 0 ? run_avx2_body(p, n, i, k, 1)
                                     : run_avx2_body(p, n, i, k, 0);
}

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

/* 8 to 32 bytes at p as four 8-byte pieces, the k-th at o[k] = min(8k,
 * n - 8) (they overlap under 32 bytes): one gather, whatever n is in that
 * range, so that a branch on the length does not decide between paths
 * that URL paths of 8-15 and 16-31 bytes take about equally often.
 * pieces_mask turns a movemask of the pieces, 8 bits each, into the mask
 * of p[0 .. n) (bit k: byte k); the overlapping pieces' bits agree. */
struct pieces {
    __m128i a, b; /* pieces 0 and 1, pieces 2 and 3 */
    size_t o1, o2, o3;
};

INLINE struct pieces load_pieces_8_32(const unsigned char *p, size_t n)
{
    struct pieces q;

    q.o3 = n - 8;
    q.o1 = q.o3 < 8 ? q.o3 : 8;
    q.o2 = q.o3 < 16 ? q.o3 : 16;
    q.a = _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)p),
                             _mm_loadl_epi64((const __m128i *)(p + q.o1)));
    q.b = _mm_unpacklo_epi64(
        _mm_loadl_epi64((const __m128i *)(p + q.o2)),
        _mm_loadl_epi64((const __m128i *)(p + q.o3)));
    return q;
}

INLINE uint64_t pieces_mask(uint32_t m, const struct pieces *q)
{
    return (uint64_t)(m & 0xffu) | (uint64_t)(m >> 8 & 0xffu) << q->o1
           | (uint64_t)(m >> 16 & 0xffu) << q->o2
           | (uint64_t)(m >> 24) << q->o3;
}

/* url1738__stops64 (scan.h): 8 to 32 bytes as four 8-byte pieces
 * (load_pieces_8_32), else up to four 16-byte steps, the last one the
 * input's last 16 bytes; under 8 bytes one gathered word (load_0_15). */
SSSE3 INLINE uint64_t stops64_ssse3_body(const unsigned char *p, size_t n,
                                         const struct run_class *k,
                                         int plain)
{
    uint64_t m = 0;
    size_t i;

    if (n - 8 <= 24) {
        struct pieces q = load_pieces_8_32(p, n);

        return pieces_mask(url1738__stops_x_ssse3(q.a, k, plain)
                               | url1738__stops_x_ssse3(q.b, k, plain)
                                     << 16,
                           &q);
    }
    if (n < 16)
        return fix_0_15(url1738__stops_x_ssse3(load_0_15(p, n), k, plain), n);
    for (i = 0; i + 16 <= n; i += 16)
        m |= (uint64_t)stops_ssse3(p + i, k, plain) << i;
    if (i < n)
        m |= (uint64_t)stops_ssse3(p + n - 16, k, plain) << (n - 16);
    return m;
}

SSSE3 static uint64_t stops64_ssse3(const unsigned char *p, size_t n,
                                    enum url1738__run run)
{
    const struct run_class *k = &url1738__run_classes[run];

    return k->ex == 0 && k->add == 0 ? stops64_ssse3_body(p, n, k, 1)
                                     : stops64_ssse3_body(p, n, k, 0);
}

/* The same on an AVX2 machine: 8 to 32 bytes as four 8-byte pieces in
 * one 32-byte vector, 33 to 64 as their first and last 32. */
AVX2 INLINE uint64_t stops64_avx2_body(const unsigned char *p, size_t n,
                                       const struct run_class *k, int plain)
{
    if (n - 8 <= 24) {
        struct pieces q = load_pieces_8_32(p, n);

        return pieces_mask(
            url1738__stops_x_avx2(
                _mm256_inserti128_si256(_mm256_castsi128_si256(q.a), q.b, 1),
                k, plain),
            &q);
    }
    if (n >= 32) {
        uint64_t m = stops_avx2(p, k, plain);

        if (n > 32)
            m |= (uint64_t)stops_avx2(p + n - 32, k, plain) << (n - 32);
        return m;
    }
    return fix_0_15(url1738__stops_x_ssse3(load_0_15(p, n), k, plain), n);
}

AVX2 static uint64_t stops64_avx2(const unsigned char *p, size_t n,
                                  enum url1738__run run)
{
    const struct run_class *k = &url1738__run_classes[run];

    return k->ex == 0 && k->add == 0 ? stops64_avx2_body(p, n, k, 1)
                                     : stops64_avx2_body(p, n, k, 0);
}

#endif /* URL1738__S1_X86 */

/* url1738__stops64's reference: one table lookup a byte. */
static uint64_t stops64_scalar(const unsigned char *p, size_t n,
                               enum url1738__run run)
{
    unsigned prod = url1738__run_classes[run].prod;
    uint64_t m = 0;
    size_t k;

    for (k = 0; k < n; k++)
        if (!(url1738__prod[p[k]] & prod))
            m |= (uint64_t)1 << k;
    return m;
}

uint64_t url1738__stops64_with(enum url1738__cpu level,
                               const unsigned char *p, size_t n,
                               enum url1738__run run)
{
#if URL1738__S1_X86
    if (level >= URL1738__CPU_AVX2 && url1738__cpu_have(URL1738__CPU_AVX2))
        return stops64_avx2(p, n, run);
    if (level >= URL1738__CPU_SSSE3
        && url1738__cpu_have(URL1738__CPU_SSSE3))
        return stops64_ssse3(p, n, run);
#else
    (void)level;
#endif
    return stops64_scalar(p, n, run);
}

size_t url1738__run_with(enum url1738__cpu impl, const unsigned char *p,
                         size_t n, size_t i, enum url1738__run run)
{
#if URL1738__S1_X86
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

/* ===== url1738__scan: a run, and a broken escape's error ===== */

/* Where a run of class prod from i stopped, at j: j, or at a broken
 * escape (size_t)-1 with the error recorded. */
static size_t scan_end(struct url1738__ctx *c, size_t j)
{
    size_t bad;

    if (U_UNLIKELY(j < c->len && c->p[j] == '%')
        && !url1738__escape_ok(c->p, j, c->len, &bad)) {
        url1738__fail(c, URL1738_E_ESCAPE, bad);
        return (size_t)-1;
    }
    return j;
}

static size_t scan_scalar(struct url1738__ctx *c, size_t i, unsigned prod)
{
    return scan_end(c, prod_scalar(c->p, c->len, i, prod));
}

#if URL1738__S1_X86

/* url1738__scan on an AVX2 machine (the measured choice on kasztp_web.txt,
 * bench/RESULTS.md: the vector paths beat the scalar one even on 45-byte
 * URLs, since the last step re-reads the input's last bytes instead of
 * finishing byte by byte). */
AVX2 static size_t scan_on_avx2(struct url1738__ctx *c, size_t i,
                                unsigned prod)
{
    int run = run_of(prod);

    if (run < 0)
        return scan_scalar(c, i, prod);
    return scan_end(c, run_on_avx2(c->p, c->len, i, (enum url1738__run)run));
}

/* url1738__scan on an SSSE3 machine. */
SSSE3 static size_t scan_on_ssse3(struct url1738__ctx *c, size_t i,
                                  unsigned prod)
{
    int run = run_of(prod);

    if (run < 0)
        return scan_scalar(c, i, prod);
    return scan_end(c,
                    run_on_ssse3(c->p, c->len, i, (enum url1738__run)run));
}

typedef size_t scan_fn(struct url1738__ctx *c, size_t i, unsigned prod);
typedef size_t run_fn(const unsigned char *p, size_t n, size_t i,
                      enum url1738__run run);

static inline scan_fn *pick_scan(enum url1738__cpu level)
{
    return level >= URL1738__CPU_AVX2    ? scan_on_avx2
           : level >= URL1738__CPU_SSSE3 ? scan_on_ssse3
                                         : scan_scalar;
}

static inline run_fn *pick_run(enum url1738__cpu level)
{
    return level >= URL1738__CPU_AVX2    ? run_on_avx2
           : level >= URL1738__CPU_SSSE3 ? run_on_ssse3
                                         : run_scalar;
}

typedef uint64_t stops64_fn(const unsigned char *p, size_t n,
                            enum url1738__run run);

static inline stops64_fn *pick_stops64(enum url1738__cpu level)
{
    return level >= URL1738__CPU_AVX2    ? stops64_avx2
           : level >= URL1738__CPU_SSSE3 ? stops64_ssse3
                                         : stops64_scalar;
}

/* Chosen once per process (grammar/cpu.h). */
URL1738__DISPATCH(url1738__scan, scan_fn, pick_scan);
URL1738__DISPATCH(url1738__run, run_fn, pick_run);
URL1738__DISPATCH(url1738__stops64, stops64_fn, pick_stops64);

#else

size_t url1738__scan(struct url1738__ctx *c, size_t i, unsigned prod)
{
    return scan_scalar(c, i, prod);
}

size_t url1738__run(const unsigned char *p, size_t n, size_t i,
                    enum url1738__run run)
{
    return run_scalar(p, n, i, run);
}

uint64_t url1738__stops64(const unsigned char *p, size_t n,
                          enum url1738__run run)
{
    return stops64_scalar(p, n, run);
}

#endif /* URL1738__S1_X86 */

size_t url1738__scan_with(enum url1738__cpu level, struct url1738__ctx *c,
                          size_t i, unsigned prod)
{
    int run = run_of(prod);

    if (run < 0)
        return scan_scalar(c, i, prod);
    return scan_end(c, url1738__run_with(level, c->p, c->len, i,
                                         (enum url1738__run)run));
}
