/*
 * fastpath.h - url1738__fast_http(): the common http shape read in one
 * pass (fastpath.c). Nothing here is installed.
 */
#ifndef URL1738_FASTPATH_H
#define URL1738_FASTPATH_H

#include "internal.h"

/*
 * Whether p[0..len) is an http URL of the common shape ("http://" host
 * [":" port] ["/" hpath ["?" search]], a hostname whose toplabel begins
 * with a letter, escapes well formed) and valid. When it returns 1 and
 * url is not NULL, *url holds exactly what the full parser writes for
 * it. When it returns 0 nothing is decided (url may have been written):
 * the caller runs the full grammar.
 */
int url1738__fast_http(const unsigned char *p, size_t len,
                       struct url1738_url *url);

#endif /* URL1738_FASTPATH_H */
