/* SPDX-License-Identifier: MIT */
/*
 * scheme_http.c - HTTP URLs (3.3).
 *
 * RFC 1738 5:
 *   httpurl  = "http://" hostport [ "/" hpath [ "?" search ]]
 *   hpath    = hsegment *[ "/" hsegment ]
 *   hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
 *   search   = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
 *
 * "/" and "?" are reserved in the search (3.3): a raw one there is an
 * error, not a second query.
 */
#include "grammar/grammar.h"

/* What follows a hostport in the schemes that allow no login: "/" or the
 * end. Returns OK with *slash set to 1 when a "/" follows. */
static enum url1738_code after_hostport(struct url1738__ctx *c, size_t h,
                                        int *slash)
{
    *slash = 0;
    if (h == c->len)
        return URL1738_OK;
    if (c->p[h] == '/') {
        *slash = 1;
        return URL1738_OK;
    }
    return url1738__fail(c, c->p[h] == '@' ? URL1738_E_NO_LOGIN
                                           : URL1738_E_AFTER_HOST,
                         h);
}

/* "scheme://" hostport, then "/" or the end. */
enum url1738_code url1738__server(struct url1738__ctx *c, size_t i,
                                  size_t *next, int *slash)
{
    if (url1738__slashes(c, i) != URL1738_OK)
        return c->code;
    if (url1738__hostport(c, i + 2, 1, next) != URL1738_OK)
        return c->code;
    return after_hostport(c, *next, slash);
}

/* The byte that ended a search: "/" and "?" are reserved there. */
enum url1738_code url1738__bad_search_byte(struct url1738__ctx *c, size_t k)
{
    return url1738__fail(c,
                         c->p[k] == '/' || c->p[k] == '?'
                             ? URL1738_E_RESERVED
                             : URL1738_E_MUST_ENCODE,
                         k);
}

enum url1738_code url1738__parse_http(struct url1738__ctx *c, size_t i)
{
    const unsigned char *p = c->p;
    size_t n = c->len;
    size_t next, s, j, k;
    int slash;

    c->url->u.http.hpath = c->url->u.http.search = URL1738__NOSPAN;
    if (url1738__server(c, i, &next, &slash) != URL1738_OK || !slash)
        return c->code;
    s = next + 1;
    c->url->path = url1738__span(s, n - s);
    j = url1738__scan(c, s, P_HPATH);   /* hpath, all segments */
    if (j == (size_t)-1)
        return c->code;
    c->url->u.http.hpath = url1738__span(s, j - s);
    if (j == n)
        return URL1738_OK;
    if (p[j] != '?')
        return url1738__fail(c, URL1738_E_MUST_ENCODE, j);
    k = url1738__scan(c, j + 1, P_HSEG);
    if (k == (size_t)-1)
        return c->code;
    if (k < n)
        return url1738__bad_search_byte(c, k);
    c->url->u.http.search = url1738__span(j + 1, n - j - 1);
    return URL1738_OK;
}
