/*
 * fastpath3986.h - url1738__fast3986(): the common shapes of the RFC 3986
 * reading in one pass over the stage-1 masks (fastpath3986.c). Nothing
 * here is installed.
 */
#ifndef URL1738_FASTPATH3986_H
#define URL1738_FASTPATH3986_H

#include "internal.h"

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
