/* SPDX-License-Identifier: MIT */
/*
 * normalize.c - the canonical form of a valid URL (cli-contract "url1738
 * normalize"; RFC 1738 2.1, 2.2, 3). The rules, scheme by scheme, are in
 * docs/normalize.md.
 */
#include "ops/ops.h"
#include "ops/normalize.h"
#include "grammar/write.h"

static void add(struct url1738__norm *nm, int kind, const char *p,
                size_t len)
{
    if (len == 0)
        return;
    nm->piece[nm->n].kind = kind;
    nm->piece[nm->n].p = p;
    nm->piece[nm->n].len = len;
    nm->n++;
}

static void add_span(struct url1738__norm *nm, int kind, const char *p,
                     size_t from, size_t to)
{
    if (to > from)
        add(nm, kind, p + from, to - from);
}

/* The port without leading zeros, unless it is the default (3.1: "If the
 * :port is omitted, the port defaults to that of the scheme"). */
static void add_port(struct url1738__norm *nm, const char *p,
                     struct url1738_span port, unsigned dflt)
{
    size_t s = port.off, e = port.off + port.len;

    if (dflt != 0 && url1738__port_value(p, port) == dflt)
        return;
    while (s + 1 < e && p[s] == '0')
        s++;
    add(nm, URL1738__PC_COPY, ":", 1);
    add_span(nm, URL1738__PC_COPY, p, s, e);
}

/* 3.4.1: the gopher path "1" (type 1, empty selector, no search) is what
 * an empty path means. */
static int is_default_gopher(const char *p, const struct url1738_url *u)
{
    struct url1738_span t = u->u.gopher.type;

    if (!url1738_present(u->path) || u->path.len == 0)
        return 1;
    if (u->u.gopher.selector.len != 0 || url1738_present(u->u.gopher.search))
        return 0;
    if (t.len == 1)
        return p[t.off] == '1';
    return t.len == 3 && p[t.off + 1] == '3' && p[t.off + 2] == '1';
}

enum url1738_code url1738__norm_init(struct url1738__norm *nm, const char *p,
                                     size_t len, struct url1738_error *err)
{
    struct url1738_url u;
    enum url1738_code rc;
    size_t rest, end = len, k;

    nm->n = nm->at = 0;
    nm->pos = 0;
    nm->npend = nm->ipend = 0;
    rc = url1738__parse(p, len, &u, err);
    if (rc != URL1738_OK)
        return rc;
    add(nm, URL1738__PC_LOWER, p, u.scheme.len);
    add(nm, URL1738__PC_COPY, ":", 1);
    rest = u.scheme.len + 1;
    if (url1738_present(u.host)) {
        /* "//" and the user and password, then the host (2.1: host names
         * are case-insensitive), then the port. */
        add_span(nm, URL1738__PC_ESC, p, rest, u.host.off);
        if (!(u.scheme_id == URL1738_SCHEME_FILE && url1738__is_localhost(p, u.host)))
            add(nm, URL1738__PC_LOWER, p + u.host.off, u.host.len);
        rest = u.host.off + u.host.len;
        if (url1738_present(u.port)) {
            add_port(nm, p, u.port, url1738_default_port(u.scheme_id));
            rest = u.port.off + u.port.len;
        }
    }
    switch (u.scheme_id) {
    case URL1738_SCHEME_FTP:
        /* 3.2.2: the type letter, either case in the BNF, lower-cased. */
        if (url1738_present(u.u.ftp.type)) {
            add_span(nm, URL1738__PC_ESC, p, rest, u.u.ftp.type.off);
            add(nm, URL1738__PC_LOWER, p + u.u.ftp.type.off, 1);
            rest = end;
        }
        break;
    case URL1738_SCHEME_HTTP:
    case URL1738_SCHEME_TELNET:
        /* 3.3, 3.8: the "/" may be omitted when nothing follows. */
        if (!url1738_present(u.path))
            add(nm, URL1738__PC_COPY, "/", 1);
        break;
    case URL1738_SCHEME_GOPHER:
        if (is_default_gopher(p, &u)) {
            add(nm, URL1738__PC_COPY, "/", 1);
            rest = end;
        }
        break;
    case URL1738_SCHEME_NEWS:
        /* 3.6: the host of a message-id is a host like any. */
        if (url1738_present(u.u.news.article)) {
            for (k = u.u.news.article.off; p[k] != '@'; k++)
                ;
            add_span(nm, URL1738__PC_ESC, p, rest, k + 1);
            add_span(nm, URL1738__PC_LOWER, p, k + 1, end);
            rest = end;
        }
        break;
    case URL1738_SCHEME_OTHER:
        /* Decoding could make "//%41" read as a host: such a schemepart
         * keeps its escapes. */
        if (!url1738_present(u.host) && rest + 1 < end && p[rest] == '/'
            && p[rest + 1] == '/') {
            add_span(nm, URL1738__PC_HEX, p, rest, end);
            rest = end;
        }
        break;
    default:
        break;
    }
    add_span(nm, URL1738__PC_ESC, p, rest, end);
    return URL1738_OK;
}

int url1738__norm_next(struct url1738__norm *nm)
{
    static const char hexdig[] = "0123456789ABCDEF";
    const struct url1738__piece *pc;
    unsigned char c;
    unsigned v;

    if (nm->ipend < nm->npend)
        return (unsigned char)nm->pend[nm->ipend++];
    while (nm->at < nm->n && nm->pos == nm->piece[nm->at].len) {
        nm->at++;
        nm->pos = 0;
    }
    if (nm->at == nm->n)
        return -1;
    pc = &nm->piece[nm->at];
    c = (unsigned char)pc->p[nm->pos++];
    switch (pc->kind) {
    case URL1738__PC_LOWER:
        return url1738__lower(c);
    case URL1738__PC_ESC:
    case URL1738__PC_HEX:
        /* The URL is valid: a '%' always starts "%" hex hex. */
        if (c != '%')
            return c;
        v = url1738__hexval((unsigned char)pc->p[nm->pos]) << 4
            | url1738__hexval((unsigned char)pc->p[nm->pos + 1]);
        nm->pos += 2;
        if (pc->kind == URL1738__PC_ESC
            && (url1738__class[v] & URL1738_C_UNRESERVED))
            return (int)v;
        nm->pend[0] = hexdig[v >> 4];
        nm->pend[1] = hexdig[v & 15];
        nm->npend = 2;
        nm->ipend = 0;
        return '%';
    default:
        return c;
    }
}

enum url1738_code url1738_normalize(const char *p, size_t len, char *dst,
                                    size_t cap, size_t *need,
                                    struct url1738_error *err)
{
    struct url1738__norm nm;
    struct url1738__writer k;
    enum url1738_code rc;
    int c;

    if (url1738__w_start(&k, dst, cap) != URL1738_OK)
        return url1738__w_fail(&k, need,
                               url1738__report(err, URL1738_E_INVALID_ARG,
                                               0));
    rc = url1738__norm_init(&nm, p, len, err);
    if (rc != URL1738_OK)
        return url1738__w_fail(&k, need, rc);
    while ((c = url1738__norm_next(&nm)) >= 0)
        url1738__w_putc(&k, (char)c);
    return url1738__w_end(&k, need, err);
}
