/* SPDX-License-Identifier: MIT */
/*
 * fastpath.h - url1738__fast_http(): the common http shape read in one
 * pass, and url1738__file_shape() / url1738__fast_file(): the common
 * file shape (fastpath.c). Nothing here is installed.
 */
#ifndef URL1738_FASTPATH_H
#define URL1738_FASTPATH_H

#include <string.h>

#include "grammar/grammar.h"
#include "simd/stage1.h"

/* What the fast path decided. */
enum url1738__fast {
    URL1738__FAST_NONE = 0,       /* nothing: run the full grammar        */
    URL1738__FAST_OK = 1,         /* valid                                */
    URL1738__FAST_BAD_HPATH = -1, /* the full grammar fails at *off: a
                                     byte hpath does not allow, no "?"    */
    URL1738__FAST_BAD_SEARCH = -2, /* the full grammar fails at *off: a
                                      byte search does not allow         */
    URL1738__FAST_BAD_XCHAR = -3   /* https: the full grammar fails at
                                      *off: a byte xchar does not allow  */
};

/* The fast path's guard: a few bytes tell most other URLs off before
 * any call ("http:" or "https:"); the RFC 1738 and RFC 3986 readings
 * (parse.c, rfc3986.c) both ask it first. */
#define URL1738__MAYBE_HTTP(p, len)                                          \
    ((len) >= 8 && (p) != NULL && ((p)[0] | 0x20) == 'h'                     \
     && ((p)[4] == ':' || (p)[5] == ':'))

/* "http://" (7) or "https://" (8) at p[0..8), the scheme in any case
 * (2.1): where the host begins, 0 for neither. Reads 8 bytes. */
static inline size_t url1738__web_prefix(const unsigned char *p)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t w;

    memcpy(&w, p, 8);
    /* | 0x20 on the letters only: just upper and lower case give the
     * lower-case letter */
    if (((w | 0x20202020u) & 0x00ffffffffffffffu) == 0x002f2f3a70747468u)
        return 7;
    if ((w | 0x2020202020u) == 0x2f2f3a7370747468u)
        return 8;
    return 0;
#else
    if ((p[0] | 0x20) != 'h' || (p[1] | 0x20) != 't' || (p[2] | 0x20) != 't'
        || (p[3] | 0x20) != 'p')
        return 0;
    if (p[4] == ':' && p[5] == '/' && p[6] == '/')
        return 7;
    if ((p[4] | 0x20) == 's' && p[5] == ':' && p[6] == '/' && p[7] == '/')
        return 8;
    return 0;
#endif
}

/* The file shape's guard (RFC 1738 3.10), as URL1738__MAYBE_HTTP: the
 * RFC 1738 and RFC 3986 readings ask it before url1738__fast_file and
 * url1738__parse_file3986. */
#define URL1738__MAYBE_FILE(p, len)                                          \
    ((len) >= 8 && (p) != NULL && ((p)[0] | 0x20) == 'f')

/* "file://" at p[0..8), the scheme in any case (2.1): 7, where the host
 * begins, else 0. Reads 8 bytes. */
static inline size_t url1738__file_prefix(const unsigned char *p)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t w;

    memcpy(&w, p, 8);
    /* | 0x20 on the four letters only, as url1738__web_prefix */
    return ((w | 0x20202020u) & 0x00ffffffffffffffu) == 0x002f2f3a656c6966u
               ? 7
               : 0;
#else
    return (p[0] | 0x20) == 'f' && (p[1] | 0x20) == 'i'
                   && (p[2] | 0x20) == 'l' && (p[3] | 0x20) == 'e'
                   && p[4] == ':' && p[5] == '/' && p[6] == '/'
               ? 7
               : 0;
#endif
}

/*
 * The common shape of a file URL (RFC 1738 3.10), read on stage 1's
 * masks (fastpath.c, file_decide):
 *   fileurl  = "file://" [ host | "localhost" ] "/" fpath
 *   fpath    = fsegment *[ "/" fsegment ]
 *   fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
 * here with no host or a hostname whose toplabel begins with a letter,
 * and a path of hpath bytes and escapes only (no "?"; a ";" is the
 * caller's to look for). Returns the offset of the "/" after the host
 * (>= 7), or 0 for any other input (len >= 8). The RFC 3986 reading
 * (fastpath3986.c) reads its file URIs on it too.
 */
size_t url1738__file_shape(const unsigned char *p, size_t len);

/* The RFC 1738 reading of the file shape: URL1738__FAST_OK, and when
 * url is not NULL *url holds exactly what the full parser writes; or
 * URL1738__FAST_NONE (url untouched): the full grammar decides. */
enum url1738__fast url1738__fast_file(const unsigned char *p, size_t len,
                                      struct url1738_url *url);

/* The same two with stage 1's implementation impl (tests). */
size_t url1738__file_shape_with(enum url1738__cpu impl,
                                const unsigned char *p, size_t len);
enum url1738__fast url1738__fast_file_with(enum url1738__cpu impl,
                                           const unsigned char *p,
                                           size_t len,
                                           struct url1738_url *url);

/*
 * p[0..len): an http URL whose hostport is of the common shape
 * ("http://" hostname [":" port], a hostname whose toplabel begins with
 * a letter) read up to its verdict; or the same after "https://", read
 * as genericurl ("https://" hostname [":" port] ["/" *xchar]), which is
 * how the full grammar reads https (no scheme of section 3).
 * URL1738__FAST_OK: valid, and when url is not NULL *url holds exactly
 * what the full parser writes. A _BAD_ answer: invalid, and *off (off
 * may be NULL) is where the full grammar reports it (url1738__fail with
 * URL1738_E_MUST_ENCODE, or url1738__bad_search_byte; the scheme is
 * https for _BAD_XCHAR). URL1738__FAST_NONE: nothing decided (url
 * untouched). Never a broken escape: that goes to the full grammar.
 */
enum url1738__fast url1738__fast_http(const unsigned char *p, size_t len,
                                      struct url1738_url *url, size_t *off);

/* url1738_valid for any input of 8 bytes or more: the validity-only reading
 * of the plainest http/https shape, else the fast path's verdict, else
 * the full grammar's (url1738__parse_full). */
int url1738__fast_valid(const unsigned char *p, size_t len);

/* The same with stage 1's implementation impl (tests). */
enum url1738__fast url1738__fast_http_with(enum url1738__cpu impl,
                                           const unsigned char *p,
                                           size_t len,
                                           struct url1738_url *url,
                                           size_t *off);

#endif /* URL1738_FASTPATH_H */
