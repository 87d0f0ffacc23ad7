/* SPDX-License-Identifier: MIT */
/*
 * hostport.c - the common Internet scheme syntax of 3.1: login, host,
 * hostname, hostnumber and port.
 *
 * RFC 1738 5:
 *   login       = [ user [ ":" password ] "@" ] hostport
 *   hostport    = host [ ":" port ]
 *   host        = hostname | hostnumber
 *   hostname    = *[ domainlabel "." ] toplabel
 *   domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
 *   toplabel    = alpha | alpha *[ alphadigit | "-" ] alphadigit
 *   hostnumber  = digits "." digits "." digits "." digits
 *   port        = digits
 *   user        = *[ uchar | ";" | "?" | "&" | "=" ]
 *   password    = *[ uchar | ";" | "?" | "&" | "=" ]
 */
#include "grammar/hostname.h"

/* host, with the error recorded (hostname.h has the rule). */
static enum url1738_code scan_host(struct url1738__ctx *c, size_t i,
                                   size_t *end)
{
    enum url1738_code code = url1738__host_read(c->p, c->len, i, end);

    return code == URL1738_OK ? code : url1738__fail(c, code, *end);
}

enum url1738_code url1738__hostport(struct url1738__ctx *c, size_t i,
                                    int allow_port, size_t *next)
{
    const unsigned char *p = c->p;
    size_t n = c->len;
    size_t h, d;

    *next = i;    /* set on every path, as scan_host's end */
    if (scan_host(c, i, &h) != URL1738_OK)
        return c->code;
    c->url->host = url1738__span(i, h - i);
    c->url->port = URL1738__NOSPAN;
    if (allow_port && h < n && p[h] == ':') {
        d = url1738__digits_end(p, n, h + 1);
        if (d == h + 1)
            return url1738__fail(c, URL1738_E_PORT, d);
        c->url->port = url1738__span(h + 1, d - h - 1);
        h = d;
    }
    *next = h;
    return URL1738_OK;
}

enum url1738_code url1738__host_exact(struct url1738__ctx *c, size_t i)
{
    size_t h;

    if (scan_host(c, i, &h) != URL1738_OK)
        return c->code;
    if (h < c->len)
        return url1738__fail(c, URL1738_E_END, h);
    return URL1738_OK;
}

/*
 * login: until an "@" shows up, the bytes may be a user and password or a
 * hostport, and the input stays a viable prefix as long as either reading
 * does. So both readings run over the same bytes; when neither completes,
 * the error is that of the reading that lasted longer.
 */
enum url1738_code url1738__login(struct url1738__ctx *c, size_t i,
                                 size_t *next)
{
    const unsigned char *p = c->p;
    size_t n = c->len;
    size_t j = i, colon = URL1738_ABSENT;
    size_t host_dead, h;

    /* Reading 1, the common case: hostport alone, then "/" or the end.
     * When it completes, the user reading cannot: it would have to stop
     * at the same "/" or end, with no "@". */
    if (url1738__hostport(c, i, 1, &h) == URL1738_OK) {
        if (h == n || p[h] == '/') {
            c->url->user = c->url->password = URL1738__NOSPAN;
            *next = h;
            return URL1738_OK;
        }
        url1738__fail(c, URL1738_E_AFTER_HOST, h);
    }
    host_dead = c->err_off;

    /* Reading 2: user [ ":" password ], which must end at "@". */
    for (;;) {
        j = url1738__scan(c, j, P_USER);
        if (j == (size_t)-1)
            return c->code; /* the hostport reading died at the '%' */
        if (j < n && p[j] == ':' && colon == URL1738_ABSENT) {
            colon = j++;
            continue;
        }
        break;
    }
    if (j < n && p[j] == '@') {
        /* Forget the hostport reading's error: this one is the URL's. */
        c->code = URL1738_OK;
        c->err_off = 0;
        c->msg = "no error";
        if (url1738__hostport(c, j + 1, 1, &h) != URL1738_OK)
            return c->code;
        if (h < n && p[h] != '/')
            return url1738__fail(c, URL1738_E_AFTER_HOST, h);
        if (colon == URL1738_ABSENT) {
            c->url->user = url1738__span(i, j - i);
            c->url->password = URL1738__NOSPAN;
        } else {
            c->url->user = url1738__span(i, colon - i);
            c->url->password = url1738__span(colon + 1, j - colon - 1);
        }
        *next = h;
        return URL1738_OK;
    }

    /* Neither reading completes: the error is that of the one that lasted
     * longer (on a tie, the hostport's). The user reading either ran to
     * the end (a proper prefix still waiting for "@") or stopped at a byte
     * it cannot take. The context still holds the hostport's error: the
     * scan above reports only bad escapes, and returned on those. */
    if (host_dead >= j)
        return c->code;
    if (j == n || p[j] == '/')
        return url1738__fail(c, URL1738_E_AT, j);
    return url1738__fail(c, URL1738_E_USER, j);
}

/* The "//" that begins the common Internet scheme syntax (3.1), expected
 * at i, after "scheme:". */
enum url1738_code url1738__slashes(struct url1738__ctx *c, size_t i)
{
    if (i >= c->len || c->p[i] != '/')
        return url1738__fail(c, URL1738_E_SLASHES, i < c->len ? i : c->len);
    if (i + 1 >= c->len || c->p[i + 1] != '/')
        return url1738__fail(c, URL1738_E_SLASHES,
                             i + 1 < c->len ? i + 1 : c->len);
    return URL1738_OK;
}
