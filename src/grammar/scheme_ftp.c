/* SPDX-License-Identifier: MIT */
/*
 * scheme_ftp.c - FTP URLs (3.2).
 *
 * RFC 1738 5:
 *   ftpurl   = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
 *   fpath    = fsegment *[ "/" fsegment ]
 *   fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
 *   ftptype  = "A" | "I" | "D" | "a" | "i" | "d"
 */
#include "grammar/grammar.h"

enum url1738_code url1738__parse_ftp(struct url1738__ctx *c, size_t i)
{
    static const char type_lit[] = ";type=";
    const unsigned char *p = c->p;
    size_t n = c->len;
    size_t next, s, j, k;

    c->url->u.ftp.fpath = c->url->u.ftp.type = URL1738__NOSPAN;
    if (url1738__slashes(c, i) != URL1738_OK)
        return c->code;
    if (url1738__login(c, i + 2, &next) != URL1738_OK)
        return c->code;
    if (next == n)
        return URL1738_OK;              /* the url-path may be omitted */
    s = next + 1;
    c->url->path = url1738__span(s, n - s);
    j = url1738__scan(c, s, P_FPATH);   /* fpath, all segments */
    if (j == (size_t)-1)
        return c->code;
    c->url->u.ftp.fpath = url1738__span(s, j - s);
    if (j == n)
        return URL1738_OK;
    if (p[j] != ';')
        return url1738__fail(c, URL1738_E_MUST_ENCODE, j);
    /* ";type=" is case-sensitive, as section 5 writes it. */
    for (k = 0; k < sizeof type_lit - 1; k++)
        if (j + k >= n || p[j + k] != (unsigned char)type_lit[k])
            return url1738__fail(c, URL1738_E_FTP_TYPE,
                                 j + k < n ? j + k : n);
    k = j + sizeof type_lit - 1;
    if (k >= n)
        return url1738__fail(c, URL1738_E_FTP_TYPE, n);
    switch (p[k]) {
    case 'A': case 'I': case 'D': case 'a': case 'i': case 'd':
        break;
    default:
        return url1738__fail(c, URL1738_E_FTP_TYPE, k);
    }
    if (k + 1 < n)
        return url1738__fail(c, URL1738_E_END, k + 1);
    c->url->u.ftp.type = url1738__span(k, 1);
    return URL1738_OK;
}

/*
 * RFC 1738 5 (3.10):
 *   fileurl = "file://" [ host | "localhost" ] "/" fpath
 * The host may be empty; a file URL has no port, user or password, and
 * its "/" is required.
 */
enum url1738_code url1738__parse_file(struct url1738__ctx *c, size_t i)
{
    const unsigned char *p = c->p;
    size_t n = c->len;
    size_t next, j;

    c->url->u.file.fpath = URL1738__NOSPAN;
    if (url1738__slashes(c, i) != URL1738_OK)
        return c->code;
    i += 2;
    if (i < n && p[i] == '/') {
        c->url->host = url1738__span(i, 0);
        next = i;
    } else if (url1738__hostport(c, i, 0, &next) != URL1738_OK) {
        return c->code;
    }
    if (next == n)
        return url1738__fail(c, URL1738_E_SLASH, n);
    if (p[next] != '/')
        return url1738__fail(c, p[next] == '@' ? URL1738_E_NO_LOGIN
                                               : URL1738_E_SLASH,
                             next);
    j = url1738__scan(c, next + 1, P_FPATH);
    if (j == (size_t)-1)
        return c->code;
    if (j < n)
        return url1738__fail(c,
                             p[j] == ';' ? URL1738_E_RESERVED
                                         : URL1738_E_MUST_ENCODE,
                             j);
    c->url->path = url1738__span(next + 1, n - next - 1);
    c->url->u.file.fpath = c->url->path;
    return URL1738_OK;
}
