/*
 * stage1.h - the block classifier (stage1.c): for 64 bytes at once, one
 * bitmask per delimiter and per class of bytes, so that the productions
 * can walk delimiter positions instead of bytes. Nothing here is
 * installed.
 */
#ifndef URL1738_STAGE1_H
#define URL1738_STAGE1_H

#include "internal.h"

/* Bit k of each mask describes byte k of the 64-byte block. */
struct url1738__masks {
    uint64_t alnum;    /* alphadigit                                     */
    uint64_t alpha;
    uint64_t hex;      /* hex digits: what must follow "%"               */
    uint64_t hostc;    /* host bytes: alphadigit "-" "."                  */
    uint64_t hpath;    /* hpath (RFC 1738 5): unreserved ; : @ & = /     */
    /* The delimiters. */
    uint64_t colon, slash, at, question, hash, semicolon, percent, equals,
        dot;
};

/* Which implementation classifies (the scalar one is the reference). */
enum url1738__stage1_impl {
    URL1738__S1_SCALAR = 0,
    URL1738__S1_SSE2 = 1, /* x86-64 */
    URL1738__S1_AVX2 = 2  /* x86-64, when the CPU has it */
};

/* Whether this build and this CPU have impl. */
int url1738__stage1_have(enum url1738__stage1_impl impl);

/* Classifies block[0..64) with impl (the caller checked _have). The
 * bytes [n, 64) must be 0: a NUL is in no class and no delimiter, so
 * every mask is 0 there, and an implementation may skip the steps that
 * hold only them (a URL of 20 bytes costs one AVX2 step, not two). */
void url1738__stage1_with(enum url1738__stage1_impl impl,
                          const unsigned char *block, size_t n, int all,
                          struct url1738__masks *m);

/* The same with the best implementation at hand (all set). */
void url1738__stage1(const unsigned char *block, size_t n,
                     struct url1738__masks *m);

/* The same without the delimiter masks no class needs (colon, at,
 * question, hash, semicolon, equals: left 0), for the http fast path;
 * url1738__stage1_with's all = 0. */
void url1738__stage1_core(const unsigned char *block, size_t n,
                          struct url1738__masks *m);

#endif /* URL1738_STAGE1_H */
