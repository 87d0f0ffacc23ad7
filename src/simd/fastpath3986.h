/* SPDX-License-Identifier: MIT */
/*
 * fastpath3986.h - url1738__fast3986(): the common shapes of the RFC 3986
 * reading in one pass over the stage-1 masks (fastpath3986.c). Nothing
 * here is installed.
 */
#ifndef URL1738_FASTPATH3986_H
#define URL1738_FASTPATH3986_H

#include "grammar/grammar.h"
#include "simd/stage1.h"

/*
 * Whether p[0..len) is a URI of a common shape (scheme ":" [ "//"
 * [ userinfo "@" ] reg-name [ ":" port ] ] path [ "?" query ]
 * [ "#" fragment ]: no IP literal) that the RFC 3986 reading (spec
 * URL1738_SPEC_RFC3986 or _REFERENCE) accepts. When it returns 1 and url
 * is not NULL, *url holds exactly what the plain reading
 * (url1738__parse_spec_plain) writes, the scheme's own RFC 1738 parts
 * included. When it returns 0 nothing is decided (url may have been
 * written): the caller runs the plain reading.
 */
int url1738__fast3986(const unsigned char *p, size_t len,
                      enum url1738_spec spec, struct url1738_url *url);

/*
 * The RFC 3986 reading (spec URL1738_SPEC_RFC3986 or _REFERENCE) of
 * p[0..len), the commonest shape first, on stage 1's RFC 3986 masks
 * (struct url1738__wmasks): "http://" or "https://" (any case), a host
 * of alphadigits, "-" and "." ending before byte 64, an optional port,
 * then path-abempty, query and fragment. Any other input goes on to
 * url1738__parse_walk3986 (a tail call). Needs len >= 8.
 */
enum url1738_code url1738__parse_web3986(const unsigned char *p, size_t len,
                                         enum url1738_spec spec,
                                         struct url1738_url *url,
                                         struct url1738_error *err);

/*
 * The RFC 3986 reading (spec URL1738_SPEC_RFC3986 or _REFERENCE) of
 * p[0..len) when it begins "file://" (len >= 8): the common file shape
 * on stage 1's masks (url1738__file_shape, fastpath.h), else
 * url1738__parse_walk3986 (a tail call).
 */
enum url1738_code url1738__parse_file3986(const unsigned char *p,
                                          size_t len,
                                          enum url1738_spec spec,
                                          struct url1738_url *url,
                                          struct url1738_error *err);

/* The same shape read with stage 1's implementation impl (tests): 1,
 * and *url (when not NULL) is the plain reading's; 0 when nothing is
 * decided, or impl is not on this machine. */
int url1738__fast_file3986_with(enum url1738__cpu impl,
                                const unsigned char *p, size_t len,
                                enum url1738_spec spec,
                                struct url1738_url *url);

/* The RFC 3986 reading past the commonest shape: url1738__fast3986,
 * else the plain reading (rfc3986.c). */
enum url1738_code url1738__parse_walk3986(const char *p, size_t len,
                                          enum url1738_spec spec,
                                          struct url1738_url *url,
                                          struct url1738_error *err);

/* Whether p[0..len) is of the commonest shape, read with stage 1's
 * implementation impl (tests): 1, and *url (when not NULL) is the plain
 * reading's; -1: invalid for the byte at *off, where the plain reading
 * fails (url untouched); 0 when nothing is decided, or impl is not on
 * this machine. */
int url1738__fast_web3986_with(enum url1738__cpu impl,
                               const unsigned char *p, size_t len,
                               enum url1738_spec spec,
                               struct url1738_url *url, size_t *off);

/* The plain reading's error for an http or https URL of the commonest
 * shape whose byte p[off], after the host, no part allows there:
 * E_RESERVED, or E_MUST_ENCODE for a byte never allowed raw, and *url
 * as the plain reading leaves it (rfc3986.c). */
enum url1738_code url1738__fail3986_at(const char *p, size_t len,
                                       enum url1738_spec spec,
                                       struct url1738_url *url,
                                       struct url1738_error *err,
                                       size_t off);

/* The RFC 1738 parts of a URI of scheme id (one of RFC 1738's but
 * http) whose ":" is at p[j]: when the scheme's own RFC 1738 production
 * reads p[0..len), u->u gets its parts and u->parts_of is id; else u is
 * left alone (rfc3986.c). */
void url1738__parts1738(const char *p, size_t len, enum url1738_scheme id,
                        size_t j, struct url1738_url *u);

/* The RFC 3986 reading without the fast path: what tests/t_fast3986.c
 * compares the fast path with (rfc3986.c). */
enum url1738_code url1738__parse_spec_plain(const char *p, size_t len,
                                            enum url1738_spec spec,
                                            struct url1738_url *url,
                                            struct url1738_error *err);

#endif /* URL1738_FASTPATH3986_H */
