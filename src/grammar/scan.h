/* SPDX-License-Identifier: MIT */
/*
 * scan.h - the runs of a class of bytes (scan.c), one implementation per
 * vector level (grammar/cpu.h) on the one vector classifier
 * (grammar/classify_x86.h), with the scalar reference (url1738__prod):
 * what url1738__scan() (grammar.h) and the fast paths (simd/) read a
 * production's bytes with. Nothing here is installed.
 */
#ifndef URL1738_SCAN_H
#define URL1738_SCAN_H

#include <stdint.h>

#include "grammar/cpu.h"
#include "grammar/grammar.h"

/* Whether p[k] (k < n) begins an escape, "%" hex hex (RFC 1738 5). */
static inline int url1738__escape_at(const unsigned char *p, size_t n,
                                     size_t k)
{
    return p[k] == '%' && k + 2 < n && url1738__is(p[k + 1], P_HEX)
           && url1738__is(p[k + 2], P_HEX);
}

/*
 * The classes a run takes (RFC 1738 5, RFC 3986 appendix A), escapes
 * included: each is hpath (unreserved ; : @ & = /) less some of its
 * punctuation and with "?" or "~" (run_classes.h's table says which,
 * and which url1738__prod class it is).
 */
enum url1738__run {
    URL1738__RUN_HPATH = 0,  /* hpath: hsegment bytes and "/"           */
    URL1738__RUN_SEARCH = 1, /* search, hsegment: hpath less "/"        */
    URL1738__RUN_XCHAR = 2,  /* xchar: hpath bytes and "?"              */
    URL1738__RUN_PATH3986 = 3, /* RFC 3986 path: pchar / "/" (hpath, "~") */
    URL1738__RUN_QUERY3986 = 4, /* query, fragment: path bytes and "?"  */
    URL1738__RUN_UCHAR = 5,  /* uchar                                   */
    URL1738__RUN_USER = 6,   /* user, password: uchar ; ? & =           */
    URL1738__RUN_FSEG = 7,   /* fsegment: uchar ? : @ & =               */
    URL1738__RUN_FIELD = 8,  /* fieldname, fieldvalue: uchar ? : @ &    */
    URL1738__RUN_ARTICLE = 9, /* article: uchar ; / ? : & =             */
    URL1738__RUN_FPATH = 10, /* fpath, ppath: fsegment bytes and "/"    */
    URL1738__RUN_REGNAME = 11, /* RFC 3986 reg-name                     */
    URL1738__RUN_USERINFO = 12, /* RFC 3986 userinfo                    */
    URL1738__RUN_SEGNC = 13, /* RFC 3986 segment-nz-nc                  */
    URL1738__RUNS = 14
};

/*
 * A run of bytes of class run from p[i], escapes ("%" hex hex) included:
 * the offset of the first byte at or after i that is neither (n when
 * none). A "%" there is a broken escape. Any n; reads only p[0..n).
 * With implementation impl (tests), or the best at hand.
 */
size_t url1738__run_with(enum url1738__cpu impl, const unsigned char *p,
                         size_t n, size_t i, enum url1738__run run);
size_t url1738__run(const unsigned char *p, size_t n, size_t i,
                    enum url1738__run run);

/* The fast paths' runs: with implementation impl (tests), or with the
 * best at hand when impl < 0 (the library). */
static inline size_t url1738__run_by(int impl, const unsigned char *p,
                                     size_t n, size_t i,
                                     enum url1738__run run)
{
    return impl < 0 ? url1738__run(p, n, i, run)
                    : url1738__run_with((enum url1738__cpu)impl, p, n, i,
                                        run);
}

/*
 * The bytes of p[0 .. n) outside class run, n <= 64, as a mask (bit k:
 * byte k): a "%" is one of them (escapes are not skipped), so for
 * RFC 3986's path, query and fragment the mask is exactly the bytes an
 * encoder escapes. One classification of the whole input (8 to 32 bytes
 * as four overlapping 8-byte pieces, whatever n is in that range: AVX2
 * one 32-byte step, SSSE3 two 16-byte steps; longer ones AVX2 two
 * 32-byte steps, SSSE3 up to four 16-byte steps; under 8 bytes one
 * gathered word). Reads only p[0..n). With implementation level
 * (tests: SCALAR, the reference, one table lookup a byte), or the best
 * at hand.
 */
uint64_t url1738__stops64_with(enum url1738__cpu level,
                               const unsigned char *p, size_t n,
                               enum url1738__run run);
uint64_t url1738__stops64(const unsigned char *p, size_t n,
                          enum url1738__run run);

/* url1738__scan() done at level, whatever the input's length: SCALAR one
 * table lookup per byte (the reference), SSE2 the same (its 16-byte
 * steps need SSSE3's pshufb), SSSE3 16 bytes a step on inputs of >= 16
 * bytes, AVX2 32 bytes a step on inputs of >= 32 bytes (a level this
 * CPU lacks, or a call it cannot serve, falls back to the one below).
 * Same contract and result as url1738__scan(). */
size_t url1738__scan_with(enum url1738__cpu level, struct url1738__ctx *c,
                          size_t i, unsigned prod);

#endif /* URL1738_SCAN_H */
