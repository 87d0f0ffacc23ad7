/* SPDX-License-Identifier: MIT */
/*
 * classify_x86.h - the one vector classifier of bytes into the classes of
 * RFC 1738 section 5 and RFC 3986 appendix A: two pshufb nibble lookups
 * give each byte its product classes (16 or 32 bytes a step), two more
 * its atom (one of the bytes the classes of runs differ by). The runs of
 * the grammar's scans (scan.c) and stage 1's masks of an http(s) URL's
 * first 64 bytes (simd/stage1_x86.h) are both made of it; the scalar
 * reference is chars.c's table (url1738__prod). Also the blocks of
 * running text and of a bare URL of extract (hosts/extract.c): where
 * their scans stop, a few compares (AVX2, SSE2), with their scalar
 * references (url1738__text_cand, url1738__bare_stop). x86-64 with GCC
 * or Clang only, but for those references; everything here is static.
 * Nothing here is installed.
 */
#ifndef URL1738_CLASSIFY_X86_H
#define URL1738_CLASSIFY_X86_H

#include "grammar/cpu.h"
#include "grammar/grammar.h"

#define INLINE static inline __attribute__((always_inline))

/* Running text (the appendix's free text that extract reads): the bytes
 * that may end a run of it, ':' (a scheme's end) and '<' (a wrapper's
 * start); every other byte is text. */
static inline int url1738__text_stop(unsigned char c)
{
    return c == ':' || c == '<';
}

/* Where extract's block scan of running text stops: a ':' or '<' whose
 * next byte is printable ASCII (0x21-0x7f; next, as a signed char, is
 * above ' '). A ':' or '<' before white space, a control or a byte of
 * another script begins nothing (hosts/extract.c says why), so it is
 * text. The scalar reference of text_cands_avx2() and text_cands_sse2()
 * below. */
static inline int url1738__text_cand(unsigned char c, unsigned char next)
{
    return url1738__text_stop(c) && next > 0x20 && next < 0x80;
}

/* A bare URL (the appendix's running text): the bytes that end it,
 * white space and controls, bytes of other scripts, '<' '>' '"'
 * (extract.c's ends_bare), and where the block scan stops besides, '#'
 * (the fragment's start). The scalar reference of bare_stops_sse2(). */
static inline int url1738__bare_end(unsigned char c)
{
    return c <= ' ' || c >= 0x7f || c == '<' || c == '>' || c == '"';
}

static inline int url1738__bare_stop(unsigned char c)
{
    return url1738__bare_end(c) || c == '#';
}

#if URL1738__X86 /* grammar/cpu.h */
#define URL1738__S1_X86 1
#include <immintrin.h>
#include <stdint.h>
#include <string.h>

#define AVX2 __attribute__((target("avx2")))
#define SSSE3 __attribute__((target("ssse3")))

/*
 * The product classes: bit c of nib_lo[x & 15] & nib_hi[x >> 4] is set
 * when the high nibble of x is in H and the low one in L.
 *   bit  H      L             bytes
 *   0    3      0-9           digits
 *   1    4 6    1-F           A-O a-o
 *   2    5 7    0-A           P-Z p-z
 *   3    2      D E           - .
 *   4    4 6    1-6           A-F a-f (hex letters)
 *   5    2      1 4 6-F       ! $ & ' ( ) * + , - . /
 *   6    3      A B D         : ; =
 *   7    4 5    0 F           @ O P _
 * High nibbles 0, 1 and 8-F are in no class (controls, space's row is
 * 2 but space is L 0, and every byte >= 0x80). The unions:
 */
#define C_ALNUM 0x07 /* alphadigit                          */
#define C_HOST 0x0f  /* alphadigit "-" "."                  */
#define C_HPATH 0xe7 /* alphadigit and the hpath punctuation */
#define C_HEX 0x11   /* hex digits: what follows "%" in an escape */

/*
 * The atoms: the eight bytes by which the classes of runs (scan.h) differ
 * from hpath, each one bit of atom_lo[x & 15] & atom_hi[x >> 4] (a
 * byte is one rectangle of the nibble grid, so one bit serves it):
 *   bit  0 ";"  1 ":"  2 "@"  3 "&"  4 "="  5 "/"  6 "?"  7 "~"
 * The first six are hpath bytes, "?" and "~" are not. Every class of a
 * run is hpath less some of the first six and with some of the last
 * two: its ex and add masks (run_classes.h's table).
 */
#define A_SEMI 0x01
#define A_COLON 0x02
#define A_AT 0x04
#define A_AMP 0x08
#define A_EQ 0x10
#define A_SLASH 0x20
#define A_QUESTION 0x40
#define A_TILDE 0x80

/* The vector constants, 32 bytes each (defined in scan.c). Read
 * through memory where the definition is out of sight: otherwise the
 * compiler rebuilds each one from an immediate in every call (three
 * instructions instead of a memory operand). */
struct url1738__s1k {
    _Alignas(32) unsigned char nib_lo[32];
    _Alignas(32) unsigned char nib_hi[32];
    _Alignas(32) unsigned char low4[32];   /* 0x0f    */
    _Alignas(32) unsigned char alnum[32];  /* C_ALNUM */
    _Alignas(32) unsigned char host[32];   /* C_HOST  */
    _Alignas(32) unsigned char hpath[32];  /* C_HPATH */
    _Alignas(32) unsigned char dot[32];    /* "."     */
    _Alignas(32) unsigned char slash[32];  /* "/"     */
    _Alignas(32) unsigned char hex[32];    /* C_HEX   */
    _Alignas(32) unsigned char percent[32]; /* "%"    */
    _Alignas(32) unsigned char tilde[32];  /* "~"     */
    _Alignas(32) unsigned char question[32]; /* "?"   */
    _Alignas(32) unsigned char atom_lo[32]; /* the atoms (below)    */
    _Alignas(32) unsigned char atom_hi[32];
    /* pshufb indices that move bytes down: 0-15, then 16 x 0x80 (a
     * zero byte); loaded from byte d, they move byte k + d to k and
     * zero the bytes whose source would be at 16 or above */
    _Alignas(32) unsigned char down[32];
};
extern const struct url1738__s1k url1738__s1k;

#define K128(f) _mm_load_si128((const __m128i *)url1738__s1k.f)
#define K256(f) _mm256_load_si256((const __m256i *)url1738__s1k.f)

/* The bytes of t (product classes) in no class of constant c (its
 * name in url1738__s1k), as a movemask: P is _mm or _mm256, z 128 or
 * 256. */
#define NOT_IN(P, t, c, z)                                                   \
    (uint32_t) P##_movemask_epi8(                                            \
        P##_cmpeq_epi8(P##_and_si##z(t, K##z(c)), P##_setzero_si##z()))
#define NOT_IN_mm(t, K) NOT_IN(_mm, t, K, 128)
#define NOT_IN_mm256(t, K) NOT_IN(_mm256, t, K, 256)

/* Bytes 0-7 and n-8..n-1 of an input of 8 to 15 bytes. */
INLINE __m128i load_8_8(const unsigned char *p, size_t n)
{
    return _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)p),
                              _mm_loadl_epi64((const __m128i *)(p + n - 8)));
}

/* Bit c of lo[x & 15] & hi[x >> 4] for each of 32 bytes x: a lookup in a
 * grid of nibbles (lo, hi: 32-byte tables of url1738__s1k). */
AVX2 INLINE __m256i grid_avx2(__m256i x, const unsigned char *lo,
                              const unsigned char *hi)
{
    __m256i l = _mm256_shuffle_epi8(_mm256_load_si256((const __m256i *)lo),
                                    _mm256_and_si256(x, K256(low4)));
    __m256i h = _mm256_shuffle_epi8(
        _mm256_load_si256((const __m256i *)hi),
        _mm256_and_si256(_mm256_srli_epi16(x, 4), K256(low4)));
    return _mm256_and_si256(l, h);
}

/* The same for 16 bytes. */
SSSE3 INLINE __m128i grid_ssse3(__m128i x, const unsigned char *lo,
                                const unsigned char *hi)
{
    __m128i l = _mm_shuffle_epi8(_mm_load_si128((const __m128i *)lo),
                                 _mm_and_si128(x, K128(low4)));
    __m128i h = _mm_shuffle_epi8(
        _mm_load_si128((const __m128i *)hi),
        _mm_and_si128(_mm_srli_epi16(x, 4), K128(low4)));
    return _mm_and_si128(l, h);
}

/* The product classes of 32 or 16 bytes. */
#define nib_avx2(x) grid_avx2(x, url1738__s1k.nib_lo, url1738__s1k.nib_hi)
#define nib_ssse3(x) grid_ssse3(x, url1738__s1k.nib_lo, url1738__s1k.nib_hi)

/* The atoms of 32 or 16 bytes (atom_lo, atom_hi: see above). */
#define atom_avx2(x) grid_avx2(x, url1738__s1k.atom_lo, url1738__s1k.atom_hi)
#define atom_ssse3(x)                                                        \
    grid_ssse3(x, url1738__s1k.atom_lo, url1738__s1k.atom_hi)

#define EQ256(x, K)                                                          \
    (uint32_t) _mm256_movemask_epi8(_mm256_cmpeq_epi8(x, K256(K)))
#define EQ128(x, K) (uint32_t) _mm_movemask_epi8(_mm_cmpeq_epi8(x, K128(K)))

/* The '%' bytes of the n (8 to 15) bytes at p, as a mask (bit k: byte
 * k): load_8_8's two halves put together. SSE2 only (x86-64's base). */
INLINE uint32_t percent_8_15(const unsigned char *p, size_t n)
{
    uint32_t m = EQ128(load_8_8(p, n), percent);

    return (m & 0xffu) | ((m >> 8) << (n - 8));
}

/* The r (0 to 7) bytes at p gathered into one word as url1738__copy_short
 * moves them (two overlapping 4-byte loads, or the first, middle and
 * last byte): byte k of the word is p[k] for k < r. percent_0_7: their
 * '%' bytes, as a mask (bit k: byte k), compared at once. */
INLINE uint64_t gather_0_7(const unsigned char *p, size_t r)
{
    uint32_t a, b;

    if (r >= 4) {
        memcpy(&a, p, 4);
        memcpy(&b, p + r - 4, 4);
        return a | (uint64_t)b << (8 * (r - 4));
    }
    if (r > 0)
        return p[0] | (uint64_t)p[r / 2] << (8 * (r / 2))
               | (uint64_t)p[r - 1] << (8 * (r - 1));
    return 0;
}

INLINE uint32_t percent_0_7(const unsigned char *p, size_t r)
{
    if (r == 0)
        return 0;
    return EQ128(_mm_cvtsi64_si128((long long)gather_0_7(p, r)), percent)
           & ((1u << r) - 1);
}

/* The n (0 to 15) bytes at p in one vector: byte k of it is p[k] for
 * k < n under 8 bytes (gather_0_7), else load_8_8's halves (byte k of
 * the second half is p[n - 8 + k]). fix_0_15 turns a movemask of that
 * vector into the mask of p[0 .. n) (bit k: byte k). */
INLINE __m128i load_0_15(const unsigned char *p, size_t n)
{
    return n >= 8 ? load_8_8(p, n)
                  : _mm_cvtsi64_si128((long long)gather_0_7(p, n));
}

INLINE uint32_t fix_0_15(uint32_t m, size_t n)
{
    return n >= 8 ? (m & 0xffu) | ((m >> 8) << (n - 8))
                  : m & ((1u << n) - 1);
}

/* Running text, 32 bytes at p (33 are read): the ones where its block
 * scan stops (url1738__text_cand of p[k] and p[k + 1]) as 0xff bytes.
 * AVX2: two compares for the bytes, one signed compare for the next
 * bytes (the shifted load p + 1: a byte >= 0x80 is negative). */
AVX2 INLINE __m256i text_cands_avx2(const unsigned char *p)
{
    __m256i v = _mm256_loadu_si256((const __m256i *)(const void *)p);
    __m256i w = _mm256_loadu_si256((const __m256i *)(const void *)(p + 1));

    return _mm256_and_si256(
        _mm256_or_si256(_mm256_cmpeq_epi8(v, _mm256_set1_epi8(':')),
                        _mm256_cmpeq_epi8(v, _mm256_set1_epi8('<'))),
        _mm256_cmpgt_epi8(w, _mm256_set1_epi8(0x20)));
}

/* The same for 16 bytes at p (17 are read). SSE2, which every x86-64
 * has. */
INLINE __m128i text_cands_sse2(const unsigned char *p)
{
    __m128i v = _mm_loadu_si128((const __m128i *)(const void *)p);
    __m128i w = _mm_loadu_si128((const __m128i *)(const void *)(p + 1));

    return _mm_and_si128(_mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8(':')),
                                      _mm_cmpeq_epi8(v, _mm_set1_epi8('<'))),
                         _mm_cmpgt_epi8(w, _mm_set1_epi8(0x20)));
}

/* A bare URL, 16 bytes at p: the ones that stop its block scan
 * (url1738__bare_stop) as a movemask. SSE2: bytes as signed, so one
 * compare takes the controls, the space and every byte >= 0x80. */
INLINE uint32_t bare_stops_sse2(const unsigned char *p)
{
    __m128i v = _mm_loadu_si128((const __m128i *)(const void *)p);
    __m128i m = _mm_or_si128(
        _mm_cmplt_epi8(v, _mm_set1_epi8(0x21)),
        _mm_cmpeq_epi8(v, _mm_set1_epi8(0x7f)));

    m = _mm_or_si128(m, _mm_cmpeq_epi8(v, _mm_set1_epi8('<')));
    m = _mm_or_si128(m, _mm_cmpeq_epi8(v, _mm_set1_epi8('>')));
    m = _mm_or_si128(m, _mm_cmpeq_epi8(v, _mm_set1_epi8('"')));
    m = _mm_or_si128(m, _mm_cmpeq_epi8(v, _mm_set1_epi8('#')));
    return (uint32_t)_mm_movemask_epi8(m);
}

#else
#define URL1738__S1_X86 0
#endif

#endif /* URL1738_CLASSIFY_X86_H */
