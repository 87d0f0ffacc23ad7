/* SPDX-License-Identifier: MIT */
/*
 * stage1.h - stage 1 (stage1.c): the bytes of an input's first 64
 * classified at once into bitmasks (one bit per byte and class) for the
 * fast paths, which decide an http(s) URL of the common shape on them;
 * past them the fast paths take the grammar's runs of a class (a path,
 * a query: grammar/scan.h), made of the same classifier.
 * The input is read where it is, never past its end. Nothing here is
 * installed.
 *
 * Each function comes at every vector level (grammar/cpu.h): the plain
 * name is the one chosen for this CPU once per process, the _with name
 * takes the level (the tests compare every level with the scalar
 * reference).
 */
#ifndef URL1738_STAGE1_H
#define URL1738_STAGE1_H

#include "grammar/cpu.h"
#include "grammar/grammar.h"
#include "grammar/scan.h"

/*
 * These read the input where it is (no copy into a padded block) and
 * never outside p[0..n): a short input is loaded as overlapping pieces
 * whose masks are shifted into place. The vector paths classify with the
 * grammar's classifier (grammar/classify_x86.h), two
 * 16-entry tables (pshufb): bit c of lo[x & 15] & hi[x >> 4] says
 * whether byte x is in product class c, and each class below is a union
 * of a few product classes. Levels: URL1738__CPU_SCALAR (one
 * url1738__prod lookup per byte: the reference), URL1738__CPU_SSSE3 (16
 * bytes a step) and URL1738__CPU_AVX2 (32); URL1738__CPU_SSE2 is the
 * scalar reference here.
 */

/* Bit k: byte k of the input (k < 64); bits at and above n are 0. */
struct url1738__hmasks {
    uint64_t alnum;  /* alphadigit                                      */
    uint64_t hostc;  /* host bytes: alphadigit "-" "."                  */
    uint64_t hpath;  /* hpath (RFC 1738 5): unreserved ; : @ & = /      */
    uint64_t dot, slash;
};

/* The masks of p[0 .. min(n, 64)), n >= 8, read with impl (the caller
 * checked url1738__cpu_have). */
void url1738__stage1_http_with(enum url1738__cpu impl,
                               const unsigned char *p, size_t n,
                               struct url1738__hmasks *m);

/* The same with the best implementation at hand. */
void url1738__stage1_http(const unsigned char *p, size_t n,
                          struct url1738__hmasks *m);

/*
 * The RFC 3986 reading's masks of an http or https URL (fastpath3986.c),
 * bit k for byte k as above. RFC 3986's path bytes (pchar / "/", less
 * pct-encoded's "%") are RFC 1738's hpath bytes and "~" (2.3: unreserved
 * in RFC 3986, unsafe in RFC 1738); its query and fragment bytes are
 * those and "?" (appendix A):
 *   pchar    = unreserved / pct-encoded / sub-delims / ":" / "@"
 *   query    = *( pchar / "/" / "?" )
 *   fragment = *( pchar / "/" / "?" )
 */
struct url1738__wmasks {
    uint64_t hostc; /* alphadigit "-" "." (reg-name's common bytes)     */
    uint64_t out;   /* bytes outside pchar / "/": "%", "?", "#", ...   */
};

/* The masks of p[0 .. min(n, 64)), n >= 8, read with impl (the caller
 * checked url1738__cpu_have). */
void url1738__stage1_web_with(enum url1738__cpu impl,
                              const unsigned char *p, size_t n,
                              struct url1738__wmasks *m);

/* The same with the best implementation at hand. */
void url1738__stage1_web(const unsigned char *p, size_t n,
                         struct url1738__wmasks *m);

/* ===== In place: escapes and dot-segments (normalize3986.c) ===== */

/*
 * The offset of the first byte at or after i that is "." or "%" and
 * follows a "/" (where a dot-segment of RFC 3986 5.2.4 can begin, "%2E"
 * being "."), or n when there is none; *pct becomes 1 when a "%" is among
 * the bytes read, p[i .. that offset]. Reads p[0 .. n) only, where it is:
 * with impl URL1738__CPU_SCALAR (the reference) a byte a step, else (SSE2,
 * every x86-64) 16 bytes a step, the last step reading the input's last
 * 16 bytes again where they overlap.
 */
size_t url1738__stage1_segdot_with(enum url1738__cpu impl,
                                   const unsigned char *p, size_t n,
                                   size_t i, int *pct);

/* The same with the best implementation at hand. */
size_t url1738__stage1_segdot(const unsigned char *p, size_t n, size_t i,
                              int *pct);

#endif /* URL1738_STAGE1_H */
