/* SPDX-License-Identifier: MIT */
/*
 * stage1.c - the block classifier: 64 bytes in, one bitmask per class
 * and per delimiter out (stage1.h). The scalar path (one url1738__prod
 * lookup per byte) is the reference; on x86-64 an SSE2 path (always
 * there) and an AVX2 path (chosen at run time) compute the same masks
 * 16 or 32 bytes a step. tests/t_stage1.c checks all paths agree.
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

static void stage1_scalar(const unsigned char *b, size_t n,
                          struct url1738__masks *m)
{
    size_t k;

    *m = (struct url1738__masks){ 0 };
    for (k = 0; k < n && k < 64; k++) {
        uint32_t c = url1738__prod[b[k]];
        uint64_t bit = (uint64_t)1 << k;

        m->alnum |= c & P_ALNUM ? bit : 0;
        m->alpha |= c & P_ALPHA ? bit : 0;
        m->hex |= c & P_HEX ? bit : 0;
        m->hostc |= c & P_HOST ? bit : 0;
        m->hpath |= c & P_HPATH ? bit : 0;
        m->colon |= b[k] == ':' ? bit : 0;
        m->slash |= b[k] == '/' ? bit : 0;
        m->at |= b[k] == '@' ? bit : 0;
        m->question |= b[k] == '?' ? bit : 0;
        m->hash |= b[k] == '#' ? bit : 0;
        m->semicolon |= b[k] == ';' ? bit : 0;
        m->percent |= b[k] == '%' ? bit : 0;
        m->equals |= b[k] == '=' ? bit : 0;
        m->dot |= b[k] == '.' ? bit : 0;
    }
}

#if S1_X86

/* The vector masks of one 16- or 32-byte step, before movemask. The
 * ranges use signed compares: bytes 80-FF are negative and fall out of
 * every range; controls are below every range. */
#define S1_BODY(V, SET1, CMPEQ, CMPGT, OR, AND)                              \
    V t = OR(x, SET1(0x20));                                                \
    V alpha = AND(CMPGT(t, SET1(0x60)), CMPGT(SET1(0x7b), t));              \
    V digit = AND(CMPGT(x, SET1(0x2f)), CMPGT(SET1(0x3a), x));              \
    V alnum = OR(alpha, digit);                                             \
    V hexl = AND(CMPGT(t, SET1(0x60)), CMPGT(SET1(0x67), t));               \
    V dash = CMPEQ(x, SET1('-')), dot = CMPEQ(x, SET1('.'));                \
    V slash = CMPEQ(x, SET1('/'));                                          \
    /* unreserved's punctuation: 0x27-0x2E ('()*+,-.), "$" "_" "!" */       \
    V punct = AND(CMPGT(x, SET1(0x26)), CMPGT(SET1(0x2f), x));              \
    V colon = CMPEQ(x, SET1(':')), at = CMPEQ(x, SET1('@'));                \
    V semi = CMPEQ(x, SET1(';')), eq = CMPEQ(x, SET1('='));                 \
    V hp = OR(OR(alnum, punct), OR(CMPEQ(x, SET1('$')),                     \
                                   CMPEQ(x, SET1('_'))));                   \
    hp = OR(hp, OR(CMPEQ(x, SET1('!')), CMPEQ(x, SET1('&'))));              \
    hp = OR(hp, OR(OR(semi, colon), OR(OR(at, eq), slash)));                \
    (void)0

/* The masks of one 16- or 32-byte step, before they join a block's. */
struct step {
    uint32_t alnum, alpha, hex, hostc, hpath, colon, slash, at, question,
        hash, semicolon, percent, equals, dot;
};

/* Joins step t (bytes k...) into the block's masks. */
/* Joins step t (bytes k...) into the block's masks; the delimiter masks
 * no class needs (: @ ? # ; =) only when all is set. */
INLINE void join(struct url1738__masks *m, const struct step *t, int k,
                 int all)
{
#define J(f) m->f |= (uint64_t)t->f << k
    J(alnum); J(alpha); J(hex); J(hostc); J(hpath); J(slash); J(percent);
    J(dot);
    if (all) {
        J(colon); J(at); J(question); J(hash); J(semicolon); J(equals);
    }
#undef J
}

INLINE void step_sse2(const unsigned char *b, struct step *r, int all)
{
    __m128i x = _mm_loadu_si128((const __m128i *)b);
    S1_BODY(__m128i, _mm_set1_epi8, _mm_cmpeq_epi8, _mm_cmpgt_epi8,
            _mm_or_si128, _mm_and_si128);
#define M(v) (uint32_t)_mm_movemask_epi8(v)
    r->alnum = M(alnum);
    r->alpha = M(alpha);
    r->hex = M(_mm_or_si128(digit, hexl));
    r->hostc = M(_mm_or_si128(alnum, _mm_or_si128(dash, dot)));
    r->hpath = M(hp);
    r->slash = M(slash);
    r->percent = M(_mm_cmpeq_epi8(x, _mm_set1_epi8('%')));
    r->dot = M(dot);
    if (all) {
        r->colon = M(colon);
        r->at = M(at);
        r->question = M(_mm_cmpeq_epi8(x, _mm_set1_epi8('?')));
        r->hash = M(_mm_cmpeq_epi8(x, _mm_set1_epi8('#')));
        r->semicolon = M(semi);
        r->equals = M(eq);
    }
#undef M
}

INLINE void stage1_sse2(const unsigned char *b, size_t n,
                        struct url1738__masks *m, int all)
{
    struct step t;
    size_t k;

    *m = (struct url1738__masks){ 0 };
    for (k = 0; k < n && k < 64; k += 16) {
        step_sse2(b + k, &t, all);
        join(m, &t, (int)k, all);
    }
}

static void sse2_all(const unsigned char *b, size_t n,
                     struct url1738__masks *m)
{
    stage1_sse2(b, n, m, 1);
}

static void sse2_core(const unsigned char *b, size_t n,
                      struct url1738__masks *m)
{
    stage1_sse2(b, n, m, 0);
}

AVX2 INLINE void step_avx2(const unsigned char *b, struct step *r,
                           int all)
{
    __m256i x = _mm256_loadu_si256((const __m256i *)b);
    S1_BODY(__m256i, _mm256_set1_epi8, _mm256_cmpeq_epi8,
            _mm256_cmpgt_epi8, _mm256_or_si256, _mm256_and_si256);
#define M(v) (uint32_t)_mm256_movemask_epi8(v)
    r->alnum = M(alnum);
    r->alpha = M(alpha);
    r->hex = M(_mm256_or_si256(digit, hexl));
    r->hostc = M(_mm256_or_si256(alnum, _mm256_or_si256(dash, dot)));
    r->hpath = M(hp);
    r->slash = M(slash);
    r->percent = M(_mm256_cmpeq_epi8(x, _mm256_set1_epi8('%')));
    r->dot = M(dot);
    if (all) {
        r->colon = M(colon);
        r->at = M(at);
        r->question = M(_mm256_cmpeq_epi8(x, _mm256_set1_epi8('?')));
        r->hash = M(_mm256_cmpeq_epi8(x, _mm256_set1_epi8('#')));
        r->semicolon = M(semi);
        r->equals = M(eq);
    }
#undef M
}

AVX2 INLINE void stage1_avx2(const unsigned char *b, size_t n,
                             struct url1738__masks *m, int all)
{
    struct step t;

    step_avx2(b, &t, all);
    *m = (struct url1738__masks){ 0 };
    join(m, &t, 0, all);
    if (n > 32) {
        step_avx2(b + 32, &t, all);
        join(m, &t, 32, all);
    }
}

AVX2 static void avx2_all(const unsigned char *b, size_t n,
                          struct url1738__masks *m)
{
    stage1_avx2(b, n, m, 1);
}

AVX2 static void avx2_core(const unsigned char *b, size_t n,
                           struct url1738__masks *m)
{
    stage1_avx2(b, n, m, 0);
}

static int have_avx2(void)
{
    return __builtin_cpu_supports("avx2");
}

static int have_ssse3(void)
{
    return __builtin_cpu_supports("ssse3");
}

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

/* The block reference reads only b[0 .. min(n, 64)) too. */
static void http_scalar(const unsigned char *p, size_t n,
                        struct url1738__hmasks *m)
{
    struct url1738__masks all;

    stage1_scalar(p, n, &all);
    m->alnum = all.alnum;
    m->hostc = all.hostc;
    m->hpath = all.hpath;
    m->dot = all.dot;
    m->slash = all.slash;
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

void url1738__stage1_web_with(enum url1738__stage1_impl impl,
                              const unsigned char *p, size_t n,
                              struct url1738__wmasks *m)
{
#if S1_X86
    if (impl == URL1738__S1_AVX2 && have_avx2()) {
        web_avx2(p, n, m);
        return;
    }
    if (impl == URL1738__S1_SSSE3 && have_ssse3()) {
        web_ssse3(p, n, m);
        return;
    }
#else
    (void)impl;
#endif
    web_scalar(p, n, m);
}

void url1738__stage1_web(const unsigned char *p, size_t n,
                         struct url1738__wmasks *m)
{
#if S1_X86
    if (have_avx2())
        web_avx2(p, n, m);
    else if (have_ssse3())
        web_ssse3(p, n, m);
    else
#endif
        web_scalar(p, n, m);
}

void url1738__stage1_http_with(enum url1738__stage1_impl impl,
                               const unsigned char *p, size_t n,
                               struct url1738__hmasks *m)
{
#if S1_X86
    if (impl == URL1738__S1_AVX2 && have_avx2()) {
        http_avx2(p, n, m);
        return;
    }
    if (impl == URL1738__S1_SSSE3 && have_ssse3()) {
        http_ssse3(p, n, m);
        return;
    }
#else
    (void)impl;
#endif
    http_scalar(p, n, m);
}

void url1738__stage1_http(const unsigned char *p, size_t n,
                          struct url1738__hmasks *m)
{
#if S1_X86
    if (have_avx2())
        http_avx2(p, n, m);
    else if (have_ssse3())
        http_ssse3(p, n, m);
    else
#endif
        http_scalar(p, n, m);
}

size_t url1738__stage1_run_with(enum url1738__stage1_impl impl,
                                const unsigned char *p, size_t n, size_t i,
                                enum url1738__run run)
{
#if S1_X86
    if (impl == URL1738__S1_AVX2 && n >= 32 && have_avx2())
        return run_avx2(p, n, i, run);
    if ((impl == URL1738__S1_AVX2 || impl == URL1738__S1_SSSE3) && n >= 16
        && have_ssse3())
        return run_ssse3(p, n, i, run);
#else
    (void)impl;
#endif
    return run_scalar(p, n, i, run);
}

size_t url1738__stage1_run(const unsigned char *p, size_t n, size_t i,
                           enum url1738__run run)
{
#if S1_X86
    if (n >= 32 && have_avx2())
        return run_avx2(p, n, i, run);
    if (n >= 16 && have_ssse3())
        return run_ssse3(p, n, i, run);
#endif
    return run_scalar(p, n, i, run);
}

int url1738__stage1_have(enum url1738__stage1_impl impl)
{
    switch (impl) {
    case URL1738__S1_SCALAR:
        return 1;
#if S1_X86
    case URL1738__S1_SSE2:
        return 1;
    case URL1738__S1_AVX2:
        return have_avx2();
    case URL1738__S1_SSSE3:
        return have_ssse3();
#endif
    default:
        return 0;
    }
}

void url1738__stage1_with(enum url1738__stage1_impl impl,
                          const unsigned char *block, size_t n, int all,
                          struct url1738__masks *m)
{
#if S1_X86
    if (impl == URL1738__S1_AVX2 && have_avx2()) {
        (all ? avx2_all : avx2_core)(block, n, m);
        return;
    }
    if (impl != URL1738__S1_SCALAR) {
        (all ? sse2_all : sse2_core)(block, n, m);
        return;
    }
#else
    (void)impl;
#endif
    stage1_scalar(block, n, m);
    if (!all)
        m->colon = m->at = m->question = m->hash = m->semicolon =
            m->equals = 0;
}

void url1738__stage1(const unsigned char *block, size_t n,
                     struct url1738__masks *m)
{
#if S1_X86
    if (have_avx2())
        avx2_all(block, n, m);
    else
        sse2_all(block, n, m);
#else
    stage1_scalar(block, n, m);
#endif
}

void url1738__stage1_core(const unsigned char *block, size_t n,
                          struct url1738__masks *m)
{
#if S1_X86
    if (have_avx2())
        avx2_core(block, n, m);
    else
        sse2_core(block, n, m);
#else
    url1738__stage1_with(URL1738__S1_SCALAR, block, n, 0, m);
#endif
}
