/* SPDX-License-Identifier: MIT */
/*
 * host.c - a host's labels, the host reversed ("com.example.www"), and
 * the SURT key web archives sort captures by (url1738.h has the choices
 * among the SURT variants).
 */
#include <stddef.h>

#include "hosts/hosts.h"
#include "hosts/psl.h"
#include "grammar/write.h"

/* ASCII lower case (grammar.h's url1738__lower) of a char. */
static char lower(char c)
{
    return (char)url1738__lower((unsigned char)c);
}

/* host = hostname | hostnumber; hostname = *[ domainlabel "." ] toplabel */
int url1738_next_label(const char *p, struct url1738_iter *it,
                       struct url1738_span *label)
{
    return url1738__next_piece(p, it, '.', label);
}

/* Writes the labels of h[0..n) right to left joined by sep, lower-cased;
 * skip_first: without the leftmost label. */
static void put_reversed(struct url1738__writer *k, const char *h, size_t n,
                         char sep, int skip_first)
{
    size_t end = n, s, i;

    for (;;) {
        for (s = end; s > 0 && h[s - 1] != '.'; s--)
            ;
        if (s == 0 && skip_first)
            return;
        if (end < n)
            url1738__w_putc(k, sep);
        for (i = s; i < end; i++)
            url1738__w_putc(k, lower(h[i]));
        if (s == 0)
            return;
        end = s - 1;
    }
}

enum url1738_code url1738_host_reverse(const char *host, size_t len,
                                       char sep, char *dst, size_t cap,
                                       size_t *need)
{
    struct url1738__writer k;

    if (url1738__w_start(&k, dst, cap) != URL1738_OK)
        return url1738__w_fail(&k, need, URL1738_E_INVALID_ARG);
    if (host != NULL && len > 0)
        put_reversed(&k, host, len, sep, 0);
    return url1738__w_end(&k, need, NULL);
}

/* Whether the leftmost label of h is "www" and digits, with more
 * labels after it (wayback's canonicalizer strips it). */
static int www_label(const char *h, size_t n)
{
    size_t i = 3;

    if (n < 4 || lower(h[0]) != 'w' || lower(h[1]) != 'w' ||
        lower(h[2]) != 'w')
        return 0;
    while (i < n && h[i] >= '0' && h[i] <= '9')
        i++;
    return i < n && h[i] == '.';
}

/* Whether the port span of p is the default port of the scheme span:
 * RFC 1738's ten schemes' and https's (url1738_surt's documentation),
 * from the one table (url1738_scheme_port). */
static int default_port(const char *p, struct url1738_span scheme,
                        struct url1738_span port)
{
    const char *s = p + scheme.off;
    unsigned long d = url1738_scheme_port(s, scheme.len,
                                          URL1738_SPEC_RFC1738);

    if (d == 0 && url1738__equal_nocase(s, scheme.len, "https"))
        d = url1738_scheme_port(s, scheme.len, URL1738_SPEC_RFC3986);
    return d != 0 && port.len > 0 && url1738__port_value(p, port) == d;
}

static void put_case(struct url1738__writer *k, const char *p, size_t n,
                     int keep)
{
    size_t i;

    for (i = 0; i < n; i++)
        url1738__w_putc(k, keep ? p[i] : lower(p[i]));
}

/* The pieces of a URL a SURT key is made of: spans of p. */
struct surt_in {
    struct url1738_span scheme, host, port, path, query;
    int path_has_slash;         /* path begins with its '/' (RFC 3986)  */
};

/* Writes the key of a URL with a host (see url1738_surt). */
static void put_surt(struct url1738__writer *k, const char *p,
                     const struct surt_in *in, unsigned flags)
{
    const char *h = p + in->host.off;
    size_t hn = in->host.len;
    int keep = (flags & URL1738_SURT_KEEP_CASE) != 0;

    if (flags & URL1738_SURT_SCHEME) {
        put_case(k, p + in->scheme.off, in->scheme.len, 0);
        url1738__w_put(k, "://(", 4);
    }
    if (h[0] == '[')
        put_case(k, h, hn, 0);   /* an IP literal is not reversed */
    else
        put_reversed(k, h, hn, ',',
                     !(flags & URL1738_SURT_KEEP_WWW) && www_label(h, hn));
    if (flags & URL1738_SURT_SCHEME)
        url1738__w_putc(k, ',');
    if (in->port.len > 0 &&
        !default_port(p, in->scheme, in->port)) {
        url1738__w_putc(k, ':');
        url1738__w_put(k, p + in->port.off, in->port.len);
    }
    url1738__w_putc(k, ')');
    if (!in->path_has_slash || in->path.len == 0)
        url1738__w_putc(k, '/');
    if (url1738_present(in->path))
        put_case(k, p + in->path.off, in->path.len, keep);
    if (url1738_present(in->query)) {
        url1738__w_putc(k, '?');
        put_case(k, p + in->query.off, in->query.len, keep);
    }
}

/* The pieces of the key from a parse result: under RFC 1738 the url-path
 * holds http's "?search"; under RFC 3986 the path begins with its "/"
 * and the query is apart. 0 when u has no host to reverse. */
static int surt_parts(const struct url1738_url *u, struct surt_in *in)
{
    if (!url1738_present(u->host) || u->host.len == 0)
        return 0;
    in->scheme = u->scheme;
    in->host = u->host;
    in->port.off = url1738_present(u->port) ? u->port.off : 0;
    in->port.len = u->port.len;
    in->path = u->path;
    in->path_has_slash = 0;
    in->query.off = URL1738_ABSENT;
    in->query.len = 0;
    if (u->size >= offsetof(struct url1738_url, query) + sizeof u->query
        && u->spec != URL1738_SPEC_RFC1738) {
        in->path_has_slash = 1;
        in->query = u->query;
    }
    return 1;
}

/* The URL's host, port, path and query as a reading finds them: RFC
 * 3986's, else RFC 1738's (an ftp URL with a "?" in its user); the
 * grammar splits the authority, never this file. */
enum url1738_code url1738_surt(const char *p, size_t len, unsigned flags,
                               char *dst, size_t cap, size_t *need,
                               struct url1738_error *err)
{
    struct url1738__writer k;
    struct url1738_rel r;
    struct url1738_url u = URL1738_URL_INIT;
    struct surt_in in;
    int host;

    if (need != NULL)
        *need = 0;
    if (p == NULL && len > 0)
        return url1738__report(err, URL1738_E_INVALID_ARG, 0);
    url1738__rel_parse(p, len, URL1738_RFC3986, &r);
    if (!url1738_present(r.scheme))
        return url1738__report(err, URL1738_E_BASE_RELATIVE, 0);
    if (url1738__w_start(&k, dst, cap) != URL1738_OK)
        return url1738__report(err, url1738__w_fail(&k, need,
                               URL1738_E_INVALID_ARG), 0);
    host = (url1738_parse_spec(p, len, URL1738_SPEC_RFC3986, &u, NULL)
                == URL1738_OK
            || url1738_parse(p, len, &u, NULL) == URL1738_OK)
           && surt_parts(&u, &in);
    if (!host)      /* no host to reverse: the URL as it is */
        put_case(&k, p, len, (flags & URL1738_SURT_KEEP_CASE) != 0);
    else
        put_surt(&k, p, &in, flags);
    return url1738__report(err, url1738__w_end(&k, need, NULL), 0);
}

/* ===== The derived fields of URL1738_FIELDS ===== */

/* The host's public suffix (domain 0) or registered domain (1),
 * lower-cased. */
static enum url1738_code psl_field(const char *p, const struct url1738_url *u,
                                   int domain, char *dst, size_t cap,
                                   size_t *need)
{
    struct url1738_psl_match m = URL1738_PSL_MATCH_INIT;
    struct url1738__writer k;
    struct url1738_span s;
    size_t i;

    if (need != NULL)
        *need = 0;
    if (!url1738_present(u->host) ||
        url1738_psl_lookup(NULL, p + u->host.off, u->host.len, 0, &m) <= 0)
        return URL1738_E_UNSUPPORTED;
    s = domain ? m.domain : m.suffix;
    if (!url1738_present(s))
        return URL1738_E_UNSUPPORTED;
    if (url1738__w_start(&k, dst, cap) != URL1738_OK)
        return url1738__w_fail(&k, need, URL1738_E_INVALID_ARG);
    for (i = 0; i < s.len; i++)
        url1738__w_putc(&k, lower(p[u->host.off + s.off + i]));
    return url1738__w_end(&k, need, NULL);
}

enum url1738_code url1738__field_registered_domain(
    const char *p, const struct url1738_url *u, char *dst, size_t cap,
    size_t *need)
{
    return psl_field(p, u, 1, dst, cap, need);
}

enum url1738_code url1738__field_public_suffix(
    const char *p, const struct url1738_url *u, char *dst, size_t cap,
    size_t *need)
{
    return psl_field(p, u, 0, dst, cap, need);
}

enum url1738_code url1738__field_host_reversed(
    const char *p, const struct url1738_url *u, char *dst, size_t cap,
    size_t *need)
{
    if (!url1738_present(u->host)) {
        if (need != NULL)
            *need = 0;
        return URL1738_E_UNSUPPORTED;
    }
    return url1738_host_reverse(p + u->host.off, u->host.len, '.', dst, cap,
                                need);
}

/* The SURT key (url1738_surt's default form) of a URL with a host, from
 * its parsed parts: under RFC 1738 the url-path holds http's "?search";
 * under RFC 3986 the path begins with its "/" and the query is apart. */
enum url1738_code url1738__field_surt(const char *p,
                                      const struct url1738_url *u,
                                      char *dst, size_t cap, size_t *need)
{
    struct url1738__writer k;
    struct surt_in in;

    if (need != NULL)
        *need = 0;
    if (!surt_parts(u, &in))
        return URL1738_E_UNSUPPORTED;
    if (url1738__w_start(&k, dst, cap) != URL1738_OK)
        return url1738__w_fail(&k, need, URL1738_E_INVALID_ARG);
    put_surt(&k, p, &in, 0);
    return url1738__w_end(&k, need, NULL);
}
