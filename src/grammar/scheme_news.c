/* SPDX-License-Identifier: MIT */
/*
 * scheme_news.c - mailto (3.5), news (3.6) and nntp (3.7) URLs.
 */
#include "grammar/grammar.h"

/*
 * RFC 1738 5:
 *   mailtourl      = "mailto:" encoded822addr
 *   encoded822addr = 1*xchar            ; further defined in RFC822
 */
enum url1738_code url1738__parse_mailto(struct url1738__ctx *c, size_t i)
{
    size_t j;

    c->url->u.mailto.address = URL1738__NOSPAN;
    j = url1738__scan(c, i, P_XCHAR);
    if (j == (size_t)-1)
        return c->code;
    if (j == i)
        return url1738__fail(c, URL1738_E_MAILTO, j);
    if (j < c->len)
        return url1738__fail(c, URL1738_E_MUST_ENCODE, j);
    c->url->u.mailto.address = url1738__span(i, j - i);
    return URL1738_OK;
}

/*
 * RFC 1738 5:
 *   newsurl   = "news:" grouppart
 *   grouppart = "*" | group | article
 *   group     = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
 *   article   = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
 *
 * Every group is also a viable start of an article, so one scan reads
 * both; the "@" (3.6: what tells a message-id from a group) decides.
 */
enum url1738_code url1738__parse_news(struct url1738__ctx *c, size_t i)
{
    const unsigned char *p = c->p;
    size_t n = c->len;
    size_t j, k;
    int group_ok;

    c->url->u.news.all = 0;
    c->url->u.news.group = c->url->u.news.article = URL1738__NOSPAN;
    if (i == n)
        return url1738__fail(c, URL1738_E_NEWS, n);
    /* "*" alone is every group; "*" is also a uchar (extra), so a longer
     * input starting with it can still be an article ("news:*x@h"). */
    if (p[i] == '*' && i + 1 == n) {
        c->url->u.news.all = 1;
        return URL1738_OK;
    }
    k = i;
    while (k < n && url1738__is(p[k], P_GROUP))
        k++;
    group_ok = url1738__is(p[i], P_ALPHA) && k == n;
    j = url1738__scan(c, k, P_ARTICLE);
    if (j == (size_t)-1)
        return c->code;
    if (j == i)
        return url1738__fail(c, URL1738_E_NEWS, i);
    if (j == n) {
        if (!group_ok)
            return url1738__fail(c, URL1738_E_ARTICLE, n);
        c->url->u.news.group = url1738__span(i, n - i);
        return URL1738_OK;
    }
    if (p[j] != '@')
        return url1738__fail(c, URL1738_E_ARTICLE, j);
    if (url1738__host_exact(c, j + 1) != URL1738_OK)
        return c->code;
    c->url->u.news.article = url1738__span(i, n - i);
    return URL1738_OK;
}

/*
 * RFC 1738 5:
 *   nntpurl = "nntp://" hostport "/" group [ "/" digits ]
 */
enum url1738_code url1738__parse_nntp(struct url1738__ctx *c, size_t i)
{
    const unsigned char *p = c->p;
    size_t n = c->len;
    size_t next, g, j, d, k;
    int slash;

    c->url->u.nntp.group = c->url->u.nntp.article = URL1738__NOSPAN;
    if (url1738__server(c, i, &next, &slash) != URL1738_OK)
        return c->code;
    if (!slash)
        return url1738__fail(c, URL1738_E_SLASH, n);
    g = next + 1;
    c->url->path = url1738__span(g, n - g);
    if (g == n || !url1738__is(p[g], P_ALPHA))
        return url1738__fail(c, URL1738_E_GROUP, g);
    j = g + 1;
    while (j < n && url1738__is(p[j], P_GROUP))
        j++;
    c->url->u.nntp.group = url1738__span(g, j - g);
    if (j == n)
        return URL1738_OK;
    if (p[j] != '/')
        return url1738__fail(c, URL1738_E_GROUP_CHAR, j);
    d = j + 1;
    k = d;
    while (k < n && url1738__is(p[k], P_DIGIT))
        k++;
    if (k == d || k < n)
        return url1738__fail(c, URL1738_E_ARTNUM, k);
    c->url->u.nntp.article = url1738__span(d, k - d);
    return URL1738_OK;
}
