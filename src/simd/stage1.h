/* SPDX-License-Identifier: MIT */
/*
 * stage1.h - the block classifier (stage1.c): for 64 bytes at once, one
 * bitmask per delimiter and per class of bytes, so that the productions
 * can walk delimiter positions instead of bytes. Nothing here is
 * installed.
 */
#ifndef URL1738_STAGE1_H
#define URL1738_STAGE1_H

#include "grammar/grammar.h"

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
    URL1738__S1_AVX2 = 2, /* x86-64, when the CPU has it */
    URL1738__S1_SSSE3 = 3 /* x86-64, when the CPU has it: the http
                             functions below only (pshufb)           */
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

/* ===== In place: the http fast path's masks and runs ===== */

/*
 * These read the input where it is (no copy into a padded block) and
 * never outside p[0..n): a short input is loaded as overlapping pieces
 * whose masks are shifted into place. The vector paths classify with two
 * 16-entry tables (pshufb): bit c of lo[x & 15] & hi[x >> 4] says
 * whether byte x is in product class c, and each class below is a union
 * of a few product classes. Implementations: URL1738__S1_SCALAR (one
 * url1738__prod lookup per byte: the reference), URL1738__S1_SSSE3 (16
 * bytes a step) and URL1738__S1_AVX2 (32); URL1738__S1_SSE2 means scalar
 * here.
 */

/* Whether p[k] (k < n) begins an escape, "%" hex hex (RFC 1738 5). */
static inline int url1738__escape_at(const unsigned char *p, size_t n,
                                     size_t k)
{
    return p[k] == '%' && k + 2 < n && url1738__is(p[k + 1], P_HEX)
           && url1738__is(p[k + 2], P_HEX);
}

/* Bit k: byte k of the input (k < 64); bits at and above n are 0. */
struct url1738__hmasks {
    uint64_t alnum;  /* alphadigit                                      */
    uint64_t hostc;  /* host bytes: alphadigit "-" "."                  */
    uint64_t hpath;  /* hpath (RFC 1738 5): unreserved ; : @ & = /      */
    uint64_t dot, slash;
};

/* The masks of p[0 .. min(n, 64)), n >= 8, read with impl (the caller
 * checked url1738__stage1_have). */
void url1738__stage1_http_with(enum url1738__stage1_impl impl,
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
 * checked url1738__stage1_have). */
void url1738__stage1_web_with(enum url1738__stage1_impl impl,
                              const unsigned char *p, size_t n,
                              struct url1738__wmasks *m);

/* The same with the best implementation at hand. */
void url1738__stage1_web(const unsigned char *p, size_t n,
                         struct url1738__wmasks *m);

/* What a run (url1738__stage1_run) takes (RFC 1738 5, RFC 3986 A). */
enum url1738__run {
    URL1738__RUN_HPATH = 0,  /* hpath: hsegment bytes and "/"           */
    URL1738__RUN_SEARCH = 1, /* search: hsegment bytes (hpath less "/") */
    URL1738__RUN_XCHAR = 2,  /* xchar: hpath bytes and "?"              */
    URL1738__RUN_PATH3986 = 3, /* RFC 3986 path: pchar / "/" (hpath, "~") */
    URL1738__RUN_QUERY3986 = 4 /* query, fragment: path bytes and "?"   */
};

/*
 * A run of bytes of class run from p[i], escapes ("%" hex hex) included:
 * the offset of the first byte at or after i that is neither (n when
 * none). A "%" there is a broken escape. Any n; reads only p[0..n).
 */
size_t url1738__stage1_run_with(enum url1738__stage1_impl impl,
                                const unsigned char *p, size_t n,
                                size_t i, enum url1738__run run);

/* The same with the best implementation at hand. */
size_t url1738__stage1_run(const unsigned char *p, size_t n, size_t i,
                           enum url1738__run run);

/* The fast paths' runs: with implementation impl (tests), or with the
 * best at hand when impl < 0 (the library). */
static inline size_t url1738__stage1_run_by(int impl, const unsigned char *p,
                                            size_t n, size_t i,
                                            enum url1738__run run)
{
    return impl < 0 ? url1738__stage1_run(p, n, i, run)
                    : url1738__stage1_run_with(
                          (enum url1738__stage1_impl)impl, p, n, i, run);
}

#endif /* URL1738_STAGE1_H */
