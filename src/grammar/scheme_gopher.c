/* SPDX-License-Identifier: MIT */
/*
 * scheme_gopher.c - Gopher URLs (3.4).
 *
 * RFC 1738 5:
 *   gopherurl = "gopher://" hostport [ / [ gtype [ selector
 *               [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
 *   gtype     = xchar
 *   selector  = *xchar
 *   gopher+_string = *xchar
 *
 * No character is reserved in the gopher path (3.4.1), so the grammar is
 * ambiguous about where the selector ends; the contract reads it as: the
 * rest of the path after gtype is split at its first and second "%09".
 */
#include "grammar/grammar.h"

enum url1738_code url1738__parse_gopher(struct url1738__ctx *c, size_t i)
{
    const unsigned char *p = c->p;
    size_t n = c->len;
    size_t next, s, t, j, bad;
    size_t tab1 = URL1738_ABSENT, tab2 = URL1738_ABSENT;
    struct url1738_url *u = c->url;
    int slash;

    u->u.gopher.type = u->u.gopher.selector = URL1738__NOSPAN;
    u->u.gopher.search = u->u.gopher.plus = URL1738__NOSPAN;
    if (url1738__server(c, i, &next, &slash) != URL1738_OK || !slash)
        return c->code;
    s = next + 1;
    u->path = url1738__span(s, n - s);
    if (s == n)
        return URL1738_OK;              /* empty gopher-path: type "1" */

    /* gtype = xchar: one character or one escape. */
    if (p[s] == '%') {
        if (!url1738__escape_ok(p, s, n, &bad))
            return url1738__fail(c, URL1738_E_ESCAPE, bad);
        t = s + 3;
    } else if (url1738__is(p[s], P_XCHAR)) {
        t = s + 1;
    } else {
        return url1738__fail(c, URL1738_E_MUST_ENCODE, s);
    }
    u->u.gopher.type = url1738__span(s, t - s);

    /* The rest is *xchar; note the first two "%09" escapes on the way. */
    j = t;
    for (;;) {
        while (j < n && url1738__is(p[j], P_XCHAR))
            j++;
        if (j >= n || p[j] != '%')
            break;
        if (!url1738__escape_ok(p, j, n, &bad))
            return url1738__fail(c, URL1738_E_ESCAPE, bad);
        if (p[j + 1] == '0' && p[j + 2] == '9' && tab2 == URL1738_ABSENT) {
            if (tab1 == URL1738_ABSENT)
                tab1 = j;
            else
                tab2 = j;
        }
        j += 3;
    }
    if (j < n)
        return url1738__fail(c, URL1738_E_MUST_ENCODE, j);

    if (tab1 == URL1738_ABSENT) {
        u->u.gopher.selector = url1738__span(t, n - t);
    } else {
        u->u.gopher.selector = url1738__span(t, tab1 - t);
        if (tab2 == URL1738_ABSENT) {
            u->u.gopher.search = url1738__span(tab1 + 3, n - tab1 - 3);
        } else {
            u->u.gopher.search = url1738__span(tab1 + 3, tab2 - tab1 - 3);
            u->u.gopher.plus = url1738__span(tab2 + 3, n - tab2 - 3);
        }
    }
    return URL1738_OK;
}
