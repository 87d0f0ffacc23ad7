/* SPDX-License-Identifier: MIT */
/*
 * scheme_misc.c - telnet (3.8), wais (3.9) and prospero (3.11) URLs.
 */
#include "grammar/grammar.h"

/*
 * RFC 1738 5:
 *   telneturl = "telnet://" login [ "/" ]
 */
enum url1738_code url1738__parse_telnet(struct url1738__ctx *c, size_t i)
{
    size_t n = c->len;
    size_t next;

    if (url1738__slashes(c, i) != URL1738_OK)
        return c->code;
    if (url1738__login(c, i + 2, &next) != URL1738_OK)
        return c->code;
    if (next == n)
        return URL1738_OK;
    if (next + 1 < n)
        return url1738__fail(c, URL1738_E_TELNET, next + 1);
    c->url->path = url1738__span(next + 1, 0);
    return URL1738_OK;
}

/*
 * RFC 1738 5:
 *   waisurl      = waisdatabase | waisindex | waisdoc
 *   waisdatabase = "wais://" hostport "/" database
 *   waisindex    = "wais://" hostport "/" database "?" search
 *   waisdoc      = "wais://" hostport "/" database "/" wtype "/" wpath
 *   database     = *uchar
 *   wtype        = *uchar
 *   wpath        = *uchar
 */
enum url1738_code url1738__parse_wais(struct url1738__ctx *c, size_t i)
{
    const unsigned char *p = c->p;
    size_t n = c->len;
    size_t next, d, j, k, m;
    int slash;
    struct url1738_url *u = c->url;

    if (url1738__server(c, i, &next, &slash) != URL1738_OK)
        return c->code;
    if (!slash)
        return url1738__fail(c, URL1738_E_SLASH, n);
    d = next + 1;
    u->path = url1738__span(d, n - d);
    j = url1738__scan(c, d, P_UCHAR);
    if (j == (size_t)-1)
        return c->code;
    u->u.wais.database = url1738__span(d, j - d);
    if (j == n)
        return URL1738_OK;
    if (p[j] == '?') {
        k = url1738__scan(c, j + 1, P_HSEG);
        if (k == (size_t)-1)
            return c->code;
        if (k < n)
            return url1738__bad_search_byte(c, k);
        u->u.wais.search = url1738__span(j + 1, n - j - 1);
        return URL1738_OK;
    }
    if (p[j] != '/')
        return url1738__fail(c, URL1738_E_RESERVED, j);
    k = url1738__scan(c, j + 1, P_UCHAR);
    if (k == (size_t)-1)
        return c->code;
    if (k == n || p[k] != '/')
        return url1738__fail(c, URL1738_E_WAIS, k);
    m = url1738__scan(c, k + 1, P_UCHAR);
    if (m == (size_t)-1)
        return c->code;
    if (m < n)
        return url1738__fail(c, URL1738_E_RESERVED, m);
    u->u.wais.wtype = url1738__span(j + 1, k - j - 1);
    u->u.wais.wpath = url1738__span(k + 1, n - k - 1);
    return URL1738_OK;
}

/*
 * RFC 1738 5:
 *   prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
 *   ppath       = psegment *[ "/" psegment ]
 *   psegment    = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
 *   fieldspec   = ";" fieldname "=" fieldvalue
 *   fieldname   = *[ uchar | "?" | ":" | "@" | "&" ]
 *   fieldvalue  = *[ uchar | "?" | ":" | "@" | "&" ]
 */
enum url1738_code url1738__parse_prospero(struct url1738__ctx *c, size_t i)
{
    const unsigned char *p = c->p;
    size_t n = c->len;
    size_t next, s, j, f, k;
    int slash;

    c->url->u.prospero.ppath = c->url->u.prospero.fields = URL1738__NOSPAN;
    if (url1738__server(c, i, &next, &slash) != URL1738_OK)
        return c->code;
    if (!slash)
        return url1738__fail(c, URL1738_E_SLASH, n);
    s = next + 1;
    c->url->path = url1738__span(s, n - s);
    j = url1738__scan(c, s, P_FPATH);   /* ppath: psegment = fsegment */
    if (j == (size_t)-1)
        return c->code;
    c->url->u.prospero.ppath = url1738__span(s, j - s);
    f = j;
    while (j < n && p[j] == ';') {
        k = url1738__scan(c, j + 1, P_FIELD);
        if (k == (size_t)-1)
            return c->code;
        if (k == n || p[k] != '=')
            return url1738__fail(c, URL1738_E_FIELD, k);
        j = url1738__scan(c, k + 1, P_FIELD);
        if (j == (size_t)-1)
            return c->code;
    }
    if (j < n)
        return url1738__fail(c,
                             p[j] == '=' || p[j] == '/' ? URL1738_E_RESERVED
                                                        : URL1738_E_MUST_ENCODE,
                             j);
    c->url->u.prospero.fields = url1738__span(f, n - f);
    return URL1738_OK;
}
