/* SPDX-License-Identifier: MIT */
/*
 * relative.c - splitting a URL or a relative URL into the parts of
 * RFC 1808 2.4 (or of RFC 3986 appendix B), without validating it.
 */
#include <string.h>

#include "ops/relative.h"

/* The first byte ch in p[from .. to), or to. */
static size_t find_byte(const char *p, size_t from, size_t to, char ch)
{
    const char *hit;

    if (from >= to)
        return to;
    hit = memchr(p + from, ch, to - from);
    return hit != NULL ? (size_t)(hit - p) : to;
}

/*
 * RFC 1808 2.4.1-2.4.6: fragment, scheme, net_loc, query, params, path,
 * each removed from the parse string before the next is looked for.
 * RFC 3986 appendix B:
 *   ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
 * differs only in ending the authority at '?' too and having no params.
 */
void url1738__rel_parse(const char *p, size_t len, unsigned flags,
                        struct url1738_rel *rel)
{
    const unsigned char *u = (const unsigned char *)p;
    size_t start = 0, end, i, j;

    if (p == NULL)
        len = 0;
    rel->scheme = URL1738__NOSPAN;
    rel->net_loc = URL1738__NOSPAN;
    rel->params = URL1738__NOSPAN;
    rel->query = URL1738__NOSPAN;
    rel->fragment = URL1738__NOSPAN;

    /* 2.4.1: after the first '#'. */
    end = find_byte(p, 0, len, '#');
    if (end < len)
        rel->fragment = url1738__span(end + 1, len - end - 1);

    /* 2.4.2: a ':' after the first character and before any character
     * not allowed in a scheme name. */
    for (i = 0; i < end && url1738__is(u[i], P_SCHEME); i++)
        ;
    if (i > 0 && i < end && u[i] == ':') {
        rel->scheme = url1738__span(0, i);
        start = i + 1;
    }

    /* 2.4.3: "//" then up to the next '/'. */
    if (end - start >= 2 && u[start] == '/' && u[start + 1] == '/') {
        j = find_byte(p, start + 2, end, '/');
        if (flags & URL1738_RFC3986)
            j = find_byte(p, start + 2, j, '?');
        rel->net_loc = url1738__span(start + 2, j - start - 2);
        start = j;
    }

    /* 2.4.4: after the first '?'. */
    j = find_byte(p, start, end, '?');
    if (j < end) {
        rel->query = url1738__span(j + 1, end - j - 1);
        end = j;
    }

    /* 2.4.5: after the first ';' (RFC 3986 keeps it in the path). */
    if (!(flags & URL1738_RFC3986)) {
        j = find_byte(p, start, end, ';');
        if (j < end) {
            rel->params = url1738__span(j + 1, end - j - 1);
            end = j;
        }
    }

    /* 2.4.6: the rest, with the '/' that may precede it. */
    rel->path = url1738__span(start, end - start);
}

int url1738__scheme_flat(const char *p, struct url1738_span scheme)
{
    enum url1738_scheme id;

    if (!url1738_present(scheme))
        return 0;
    id = url1738_scheme_lookup(p + scheme.off, scheme.len);
    return id == URL1738_SCHEME_MAILTO || id == URL1738_SCHEME_NEWS
           || id == URL1738_SCHEME_TELNET;
}

enum url1738_code url1738_rel_parse(const char *p, size_t len, unsigned flags,
                                    struct url1738_rel *rel)
{
    if (rel == NULL || rel->size < URL1738__ABI1_REL)
        return url1738__bad_size(NULL, NULL);
    url1738__rel_parse(p, len, flags, rel);
    return URL1738_OK;
}

/* A reference is text of a URL (RFC 1808 2.2: the characters of RFC
 * 1738 2.2), its fragment after the first '#' included: a byte that must
 * always be encoded, or a '%' that starts no escape, is an error at its
 * offset in the reference. RFC 3986 (2.3, 3.2.2) has '~' unreserved and
 * '[' ']' around an IP literal. */
enum url1738_code url1738__check_text(const char *ref, size_t rlen,
                                      int rfc3986, struct url1738_error *err)
{
    const unsigned char *u = (const unsigned char *)ref;
    size_t i = 0, bad;
    int hash = 0;

    /* The run of bytes that need no look (no '%', nothing that must be
     * encoded: '#' and the RFC 3986 exceptions are among those) in a
     * tight loop first; the loop below goes on from the first other. */
    while (i < rlen && u[i] != '%' && url1738__encode_msg[u[i]] == NULL)
        i++;
    for (; i < rlen; i++) {
        unsigned char c = u[i];
        if (c == '%' && !url1738__escape_ok(u, i, rlen, &bad))
            return url1738__report(err, URL1738_E_ESCAPE, bad);
        if (c == '#' && !hash) {
            hash = 1;
            continue;
        }
        if (rfc3986 && (c == '~' || c == '[' || c == ']'))
            continue;
        if (url1738__encode_msg[c] != NULL)
            return url1738__report_msg(err, URL1738_E_MUST_ENCODE, i,
                                       url1738__encode_msg[c]);
    }
    return URL1738_OK;
}
