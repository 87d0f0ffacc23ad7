/* SPDX-License-Identifier: MIT */
/*
 * run_classes.h - the classes of scan.h's runs, once: each is hpath less
 * the atoms of its ex mask and with those of its add mask
 * (classify_x86.h's atoms), and its url1738__prod class, the scalar
 * reference; and the bytes of 16 or 32 outside a class, on the one
 * classifier. scan.c's runs and the reference check of a relative
 * reference (readings/relative.c) read their classes here, so a class is
 * written in one place. Internal: nothing here is installed.
 */
#ifndef URL1738_RUN_CLASSES_H
#define URL1738_RUN_CLASSES_H

#include "grammar/classify_x86.h"
#include "grammar/grammar.h"
#include "grammar/scan.h"

/* Each class: the atoms hpath loses (ex) and gains (add), and its
 * url1738__prod class, the reference. */
struct run_class {
    unsigned char ex, add;
    unsigned prod;
};

static const struct run_class url1738__run_classes[URL1738__RUNS] = {
    [URL1738__RUN_HPATH] = { 0, 0, P_HPATH },
    [URL1738__RUN_SEARCH] = { 0x20 /* / */, 0, P_HSEG },
    [URL1738__RUN_XCHAR] = { 0, 0x40 /* ? */, P_XCHAR },
    [URL1738__RUN_PATH3986] = { 0, 0x80 /* ~ */, P3_PATH },
    [URL1738__RUN_QUERY3986] = { 0, 0xc0 /* ? ~ */, P3_QUERY },
    [URL1738__RUN_UCHAR] = { 0x3f /* ; : @ & = / */, 0, P_UCHAR },
    [URL1738__RUN_USER] = { 0x26 /* : @ / */, 0x40 /* ? */, P_USER },
    [URL1738__RUN_FSEG] = { 0x21 /* ; / */, 0x40 /* ? */, P_FSEG },
    [URL1738__RUN_FIELD] = { 0x31 /* ; = / */, 0x40 /* ? */, P_FIELD },
    [URL1738__RUN_ARTICLE] = { 0x04 /* @ */, 0x40 /* ? */, P_ARTICLE },
    [URL1738__RUN_FPATH] = { 0x01 /* ; */, 0x40 /* ? */, P_FPATH },
    [URL1738__RUN_REGNAME] = { 0x26 /* : @ / */, 0x80 /* ~ */, P3_REGNAME },
    [URL1738__RUN_USERINFO] = { 0x24 /* @ / */, 0x80 /* ~ */, P3_USERINFO },
    [URL1738__RUN_SEGNC] = { 0x22 /* : / */, 0x80 /* ~ */, P3_SEGNC },
};

#if URL1738__S1_X86

/* The bytes of the W at q outside class k (an escape's "%" among them):
 * not hpath and not added, or excluded.
 * P: _mm or _mm256, V its vector type, z 128 or 256, NIB and ATOM its
 * classifier. */
#define STOPS_BODY(P, V, z, NIB, ATOM)                                       \
    V a;                                                                     \
    V zero = P##_setzero_si##z();                                            \
    V out = P##_cmpeq_epi8(P##_and_si##z(NIB(x), K##z(hpath)), zero);        \
    if (plain) /* hpath itself: no atom matters */                           \
        return (uint32_t)P##_movemask_epi8(out);                             \
    a = ATOM(x);                                                             \
    V no_add = P##_cmpeq_epi8(P##_and_si##z(a, P##_set1_epi8((char)k->add)), \
                              zero);                                         \
    V no_ex = P##_cmpeq_epi8(P##_and_si##z(a, P##_set1_epi8((char)k->ex)),   \
                             zero);                                          \
    return ((uint32_t)P##_movemask_epi8(P##_and_si##z(out, no_add))          \
            | ~(uint32_t)P##_movemask_epi8(no_ex))

SSSE3 INLINE uint32_t url1738__stops_x_ssse3(__m128i x,
                                             const struct run_class *k,
                                             int plain)
{
    STOPS_BODY(_mm, __m128i, 128, nib_ssse3, atom_ssse3) & 0xffffu;
}

AVX2 INLINE uint32_t url1738__stops_x_avx2(__m256i x,
                                           const struct run_class *k,
                                           int plain)
{
    STOPS_BODY(_mm256, __m256i, 256, nib_avx2, atom_avx2);
}

#endif /* URL1738__S1_X86 */

#endif /* URL1738_RUN_CLASSES_H */
