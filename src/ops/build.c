/* SPDX-License-Identifier: MIT */
/*
 * build.c - composing a URL from its decoded parts (3, 5), each escaped as
 * its production requires, and refusing what no URL can hold.
 */
#include <string.h>

#include "ops/ops.h"
#include "grammar/write.h"
#include "i18n/gettext.h"

struct builder {
    const struct url1738_parts *u;
    struct url1738__writer k;
    struct url1738_error *err;
};

static enum url1738_code fail_part(struct builder *b, enum url1738_code code,
                                   size_t off, const char *msg)
{
    return url1738__report_msg(b->err, code, off, msg);
}

static int has(struct url1738_bytes s)
{
    return s.p != NULL;
}

/* RFC 3986's parts (url1738_build_spec()) have no place in an RFC 1738
 * URL: refused by name, never dropped. */
static enum url1738_code refuse_rfc3986(struct builder *b)
{
    const struct url1738_parts *u = b->u;

    if (has(u->userinfo))
        return fail_part(b, URL1738_E_BUILD_PART, 0,
                         N_("userinfo is a part of the RFC 3986 reading, not "
                         "of RFC 1738 (url1738_build_spec, --spec=rfc3986)"));
    if (u->host_type != URL1738_HOST_NONE)
        return fail_part(b, URL1738_E_BUILD_PART, 0,
                         N_("host_type is a part of the RFC 3986 reading, not "
                         "of RFC 1738 (url1738_build_spec, --spec=rfc3986)"));
    if (has(u->query))
        return fail_part(b, URL1738_E_BUILD_PART, 0,
                         N_("query is a part of the RFC 3986 reading, not of "
                         "RFC 1738 (url1738_build_spec, --spec=rfc3986)"));
    if (has(u->fragment))
        return fail_part(b, URL1738_E_BUILD_PART, 0,
                         N_("fragment is a part of the RFC 3986 reading, not "
                         "of RFC 1738 (url1738_build_spec, --spec=rfc3986)"));
    return URL1738_OK;
}

/* The offset of the first byte of s outside production class prod, or
 * s.len when there is none. */
static size_t find_outside(struct url1738_bytes s, unsigned prod)
{
    size_t i;

    for (i = 0; i < s.len; i++)
        if (!url1738__is((unsigned char)s.p[i], prod))
            return i;
    return s.len;
}

/* 5: host = hostname | hostnumber, checked by the parser's own scanner.
 * Returns s.len when valid, else the offset of the error. */
static size_t check_host(struct url1738_bytes s)
{
    struct url1738__ctx c;

    c.p = (const unsigned char *)s.p;
    c.len = s.len;
    c.url = NULL;
    c.code = URL1738_OK;
    c.err_off = 0;
    c.msg = NULL;
    if (url1738__host_exact(&c, 0) != URL1738_OK)
        return c.err_off < s.len ? c.err_off : 0;
    return s.len;
}

/* 5: group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
 * Both checks return 0 for an empty s, which is no group or digits:
 * callers refuse 0 as well as an offset short of the end. */
static size_t check_group(struct url1738_bytes s)
{
    if (s.len == 0 || !url1738__is((unsigned char)s.p[0], P_ALPHA))
        return 0;
    return find_outside(s, P_GROUP);
}

/* 5: digits = 1*digit (ports, nntp article numbers) */
static size_t check_digits(struct url1738_bytes s)
{
    return s.len == 0 ? 0 : find_outside(s, P_DIGIT);
}

/* Refuses every part the scheme does not have: mask lists, by bit, the
 * members it may use. */
enum {
    M_USER = 1, M_HOST = 2, M_PORT = 4, M_SEGS = 8, M_TYPE = 16,
    M_SELECTOR = 32, M_SEARCH = 64, M_PLUS = 128, M_ADDRESS = 256,
    M_NEWS = 512, M_WAIS = 1024, M_FIELDS = 2048, M_PATH = 4096,
    M_GROUP = 8192
};

static enum url1738_code check_parts_used(struct builder *b, unsigned mask)
{
    const struct url1738_parts *u = b->u;
    struct {
        unsigned bit;
        int present;
        const char *msg;
    } t[] = {
        { M_USER, has(u->user) || has(u->password),
          "this scheme allows no user name or password" },
        { M_HOST, has(u->host), N_("this scheme has no host") },
        { M_PORT, has(u->port), N_("this scheme has no port") },
        { M_SEGS, u->nsegments > 0, N_("this scheme has no path segments") },
        { M_TYPE, has(u->type), N_("this scheme has no type") },
        { M_SELECTOR, has(u->selector), N_("only gopher has a selector") },
        { M_SEARCH, has(u->search), N_("this scheme has no search") },
        { M_PLUS, has(u->plus), N_("only gopher has a gopher+ string") },
        { M_ADDRESS, has(u->address), N_("only mailto has an address") },
        { M_NEWS, u->all, N_("only news has news:*") },
        { M_GROUP, has(u->group) || has(u->article),
          N_("only news and nntp have a group or an article") },
        { M_WAIS, has(u->database) || has(u->wtype) || has(u->wpath),
          N_("only wais has a database, wtype or wpath") },
        { M_FIELDS, u->nfields > 0, N_("only prospero has fields") },
        { M_PATH, has(u->path), N_("only other schemes have a path string") },
    };
    size_t i;

    for (i = 0; i < sizeof t / sizeof t[0]; i++)
        if (t[i].present && !(mask & t[i].bit))
            return fail_part(b, URL1738_E_BUILD_PART, 0, t[i].msg);
    return URL1738_OK;
}

static void put_str(struct builder *b, const char *s)
{
    url1738__w_puts(&b->k, s);
}

static void put_part(struct builder *b, enum url1738_part part,
                     struct url1738_bytes s)
{
    url1738__put_encoded(&b->k, part, s.p, s.len);
}

/* The offset of the first byte of s, text already encoded for part, that
 * part does not allow raw and that starts no well-formed escape (2.2), or
 * s.len when there is none. */
static size_t check_encoded(struct url1738_bytes s, enum url1738_part part)
{
    return url1738__first_unencoded(URL1738_SPEC_RFC1738, part, s.p, s.len);
}

/* A part: encoded here, or (its bit in parts->encoded) checked and
 * copied as it is. */
static enum url1738_code put_value(struct builder *b, enum url1738_part part,
                                   struct url1738_bytes s, unsigned bit,
                                   const char *msg)
{
    size_t off;

    if (!(b->u->encoded & bit)) {
        put_part(b, part, s);
        return URL1738_OK;
    }
    if ((off = check_encoded(s, part)) != s.len)
        return fail_part(b, URL1738_E_BUILD_VALUE, off, msg);
    url1738__w_put(&b->k, s.p, s.len);
    return URL1738_OK;
}

/* Whether a schemepart given encoded would read back as "//" login, the
 * parser's own reading of a genericurl (parse.c). */
static int reads_as_login(struct url1738_bytes s)
{
    struct url1738__ctx c;
    struct url1738_url scratch;
    size_t next;

    if (s.len < 2 || s.p[0] != '/' || s.p[1] != '/')
        return 0;
    c.p = (const unsigned char *)s.p;
    c.len = s.len;
    c.url = &scratch;
    c.code = URL1738_OK;
    c.err_off = 0;
    c.msg = NULL;
    return url1738__login(&c, 2, &next) == URL1738_OK;
}

/* 3.1: "//" [ user [ ":" password ] "@" ] host [ ":" port ] */
static enum url1738_code put_login(struct builder *b, int need_host)
{
    const struct url1738_parts *u = b->u;
    size_t off;

    put_str(b, "//");
    if (has(u->password) && !has(u->user))
        return fail_part(b, URL1738_E_BUILD_MISSING, 0,
                         N_("a password needs a user name"));
    if (has(u->user)) {
        enum url1738_code rc;
        rc = put_value(b, URL1738_PART_USER, u->user, URL1738_ENCODED_USER,
                       N_("an encoded user name holds a byte that must be "
                       "escaped, or a bad escape"));
        if (rc != URL1738_OK)
            return rc;
        if (has(u->password)) {
            url1738__w_putc(&b->k, ':');
            rc = put_value(b, URL1738_PART_PASSWORD, u->password,
                           URL1738_ENCODED_PASSWORD,
                           N_("an encoded password holds a byte that must be "
                           "escaped, or a bad escape"));
            if (rc != URL1738_OK)
                return rc;
        }
        url1738__w_putc(&b->k, '@');
    }
    if (!has(u->host) || (need_host && u->host.len == 0)) {
        if (need_host)
            return fail_part(b, URL1738_E_BUILD_MISSING, 0,
                             N_("this scheme needs a host"));
    } else if ((off = check_host(u->host)) != u->host.len) {
        return fail_part(b, URL1738_E_BUILD_VALUE, off,
                         N_("the host is not a host name or a host number"));
    }
    if (has(u->host))
        url1738__w_put(&b->k, u->host.p, u->host.len);
    if (has(u->port)) {
        if ((off = check_digits(u->port)) != u->port.len || off == 0)
            return fail_part(b, URL1738_E_BUILD_VALUE, off,
                             N_("the port must be decimal digits"));
        url1738__w_putc(&b->k, ':');
        url1738__w_put(&b->k, u->port.p, u->port.len);
    }
    return URL1738_OK;
}

/* fpath, hpath, ppath: segments joined by "/" (5). */
static void put_segments(struct builder *b, enum url1738_part part)
{
    size_t i;

    for (i = 0; i < b->u->nsegments; i++) {
        if (i > 0)
            url1738__w_putc(&b->k, '/');
        put_part(b, part, b->u->segments[i]);
    }
}

/* 3.2: ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]] */
static enum url1738_code build_ftp(struct builder *b)
{
    const struct url1738_parts *u = b->u;

    enum url1738_code rc;

    rc = check_parts_used(b, M_USER | M_HOST | M_PORT | M_SEGS | M_TYPE);
    if (rc != URL1738_OK || (rc = put_login(b, 1)) != URL1738_OK)
        return rc;
    if (u->nsegments == 0) {
        if (has(u->type))
            return fail_part(b, URL1738_E_BUILD_MISSING, 0,
                             N_("an ftp type needs a path"));
        return URL1738_OK;
    }
    url1738__w_putc(&b->k, '/');
    put_segments(b, URL1738_PART_FTP_SEGMENT);
    if (has(u->type)) {
        if (u->type.len != 1 || find_outside(u->type, P_ALPHA) != 1)
            return fail_part(b, URL1738_E_BUILD_VALUE, 0,
                             N_("the ftp type must be a, i or d"));
        switch (url1738__lower((unsigned char)u->type.p[0])) {
        case 'a': case 'i': case 'd':
            break;
        default:
            return fail_part(b, URL1738_E_BUILD_VALUE, 0,
                             N_("the ftp type must be a, i or d"));
        }
        put_str(b, ";type=");
        url1738__w_putc(&b->k, u->type.p[0]);
    }
    return URL1738_OK;
}

/* 3.3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]] */
static enum url1738_code build_http(struct builder *b)
{
    const struct url1738_parts *u = b->u;
    enum url1738_code rc;

    rc = check_parts_used(b, M_HOST | M_PORT | M_SEGS | M_SEARCH);
    if (rc != URL1738_OK || (rc = put_login(b, 1)) != URL1738_OK)
        return rc;
    if (u->nsegments == 0) {
        if (has(u->search))
            return fail_part(b, URL1738_E_BUILD_MISSING, 0,
                             N_("an http search needs a path"));
        return URL1738_OK;
    }
    url1738__w_putc(&b->k, '/');
    put_segments(b, URL1738_PART_HTTP_SEGMENT);
    if (has(u->search)) {
        url1738__w_putc(&b->k, '?');
        put_part(b, URL1738_PART_HTTP_SEARCH, u->search);
    }
    return URL1738_OK;
}

/* 3.4: "gopher://" hostport [ / [ gtype [ selector
 *      [ "%09" search [ "%09" gopher+_string ] ] ] ] ] */
static enum url1738_code build_gopher(struct builder *b)
{
    const struct url1738_parts *u = b->u;
    enum url1738_code rc;
    size_t off;

    rc = check_parts_used(b, M_HOST | M_PORT | M_TYPE | M_SELECTOR
                                 | M_SEARCH | M_PLUS);
    if (rc != URL1738_OK || (rc = put_login(b, 1)) != URL1738_OK)
        return rc;
    if (!has(u->type)) {
        if (has(u->selector) || has(u->search) || has(u->plus))
            return fail_part(b, URL1738_E_BUILD_MISSING, 0,
                             N_("a gopher selector needs a gopher type"));
        return URL1738_OK;
    }
    if (u->type.len != 1)
        return fail_part(b, URL1738_E_BUILD_VALUE, 0,
                         N_("the gopher type must be one character"));
    if (has(u->plus) && !has(u->search))
        return fail_part(b, URL1738_E_BUILD_MISSING, 0,
                         N_("a gopher+ string needs a search"));
    /* A TAB would read back as the %09 that ends the selector (3.4). */
    for (off = 0; off < u->selector.len; off++)
        if (u->selector.p[off] == '\t')
            return fail_part(b, URL1738_E_BUILD_VALUE, off,
                             N_("a gopher selector cannot hold a TAB"));
    for (off = 0; off < u->search.len; off++)
        if (u->search.p[off] == '\t')
            return fail_part(b, URL1738_E_BUILD_VALUE, off,
                             N_("a gopher search cannot hold a TAB"));
    url1738__w_putc(&b->k, '/');
    put_part(b, URL1738_PART_GOPHER_TYPE, u->type);
    if (has(u->selector))
        put_part(b, URL1738_PART_GOPHER_SELECTOR, u->selector);
    if (has(u->search)) {
        put_str(b, "%09");
        put_part(b, URL1738_PART_GOPHER_SEARCH, u->search);
    }
    if (has(u->plus)) {
        put_str(b, "%09");
        put_part(b, URL1738_PART_GOPHER_PLUS, u->plus);
    }
    return URL1738_OK;
}

/* 3.5: mailtourl = "mailto:" encoded822addr */
static enum url1738_code build_mailto(struct builder *b)
{
    enum url1738_code rc = check_parts_used(b, M_ADDRESS);

    if (rc != URL1738_OK)
        return rc;
    if (!has(b->u->address) || b->u->address.len == 0)
        return fail_part(b, URL1738_E_BUILD_MISSING, 0,
                         N_("mailto needs an address"));
    put_part(b, URL1738_PART_MAILTO_ADDRESS, b->u->address);
    return URL1738_OK;
}

/* 3.6: newsurl = "news:" grouppart; grouppart = "*" | group | article */
static enum url1738_code build_news(struct builder *b)
{
    const struct url1738_parts *u = b->u;
    enum url1738_code rc = check_parts_used(b, M_NEWS | M_GROUP);
    size_t off, at;

    if (rc != URL1738_OK)
        return rc;
    if (u->all + has(u->group) + has(u->article) != 1)
        return fail_part(b, URL1738_E_BUILD_MISSING, 0,
                         N_("news needs exactly one of all, group, article"));
    if (u->all) {
        url1738__w_putc(&b->k, '*');
    } else if (has(u->group)) {
        if ((off = check_group(u->group)) != u->group.len || off == 0)
            return fail_part(b, URL1738_E_BUILD_VALUE, off,
                             N_("not a newsgroup name (letter, then letters, "
                             "digits, - . + _)"));
        url1738__w_put(&b->k, u->group.p, u->group.len);
    } else {
        struct url1738_bytes host;
        for (at = u->article.len; at > 0 && u->article.p[at - 1] != '@';)
            at--;
        if (at <= 1)
            return fail_part(b, URL1738_E_BUILD_VALUE, 0,
                             N_("a message-id is unique@host"));
        host.p = u->article.p + at;
        host.len = u->article.len - at;
        /* An empty host passes check_host (file's host may be empty). */
        if ((off = check_host(host)) != host.len || host.len == 0)
            return fail_part(b, URL1738_E_BUILD_VALUE, at + off,
                             N_("the host of a message-id is not a host"));
        put_part(b, URL1738_PART_NEWS_ARTICLE, u->article);
    }
    return URL1738_OK;
}

/* 3.7: nntpurl = "nntp://" hostport "/" group [ "/" digits ] */
static enum url1738_code build_nntp(struct builder *b)
{
    const struct url1738_parts *u = b->u;
    enum url1738_code rc = check_parts_used(b, M_HOST | M_PORT | M_GROUP);
    size_t off;

    if (rc != URL1738_OK || (rc = put_login(b, 1)) != URL1738_OK)
        return rc;
    if (!has(u->group))
        return fail_part(b, URL1738_E_BUILD_MISSING, 0, N_("nntp needs a group"));
    if ((off = check_group(u->group)) != u->group.len || off == 0)
        return fail_part(b, URL1738_E_BUILD_VALUE, off,
                         N_("not a newsgroup name (letter, then letters, "
                         "digits, - . + _)"));
    url1738__w_putc(&b->k, '/');
    url1738__w_put(&b->k, u->group.p, u->group.len);
    if (has(u->article)) {
        if ((off = check_digits(u->article)) != u->article.len
            || off == 0)
            return fail_part(b, URL1738_E_BUILD_VALUE, off,
                             N_("an nntp article number must be digits"));
        url1738__w_putc(&b->k, '/');
        url1738__w_put(&b->k, u->article.p, u->article.len);
    }
    return URL1738_OK;
}

/* 3.8: telneturl = "telnet://" login [ "/" ] */
static enum url1738_code build_telnet(struct builder *b)
{
    const struct url1738_parts *u = b->u;
    enum url1738_code rc = check_parts_used(b, M_USER | M_HOST | M_PORT
                                                   | M_SEGS);

    if (rc != URL1738_OK || (rc = put_login(b, 1)) != URL1738_OK)
        return rc;
    if (u->nsegments > 1 || (u->nsegments == 1 && u->segments[0].len > 0))
        return fail_part(b, URL1738_E_BUILD_PART, 0,
                         N_("a telnet URL has no path beyond its final '/'"));
    if (u->nsegments == 1)
        url1738__w_putc(&b->k, '/');
    return URL1738_OK;
}

/* 3.9: waisdatabase | waisindex | waisdoc */
static enum url1738_code build_wais(struct builder *b)
{
    const struct url1738_parts *u = b->u;
    enum url1738_code rc = check_parts_used(b, M_HOST | M_PORT | M_WAIS
                                                   | M_SEARCH);

    if (rc != URL1738_OK || (rc = put_login(b, 1)) != URL1738_OK)
        return rc;
    if (!has(u->database))
        return fail_part(b, URL1738_E_BUILD_MISSING, 0,
                         N_("wais needs a database"));
    if (has(u->wtype) != has(u->wpath))
        return fail_part(b, URL1738_E_BUILD_MISSING, 0,
                         N_("a wais document needs both wtype and wpath"));
    if (has(u->wtype) && has(u->search))
        return fail_part(b, URL1738_E_BUILD_PART, 0,
                         N_("a wais URL has a search or a document, not both"));
    url1738__w_putc(&b->k, '/');
    put_part(b, URL1738_PART_WAIS_DATABASE, u->database);
    if (has(u->search)) {
        url1738__w_putc(&b->k, '?');
        put_part(b, URL1738_PART_WAIS_SEARCH, u->search);
    } else if (has(u->wtype)) {
        url1738__w_putc(&b->k, '/');
        put_part(b, URL1738_PART_WAIS_WTYPE, u->wtype);
        url1738__w_putc(&b->k, '/');
        put_part(b, URL1738_PART_WAIS_WPATH, u->wpath);
    }
    return URL1738_OK;
}

/* 3.10: fileurl = "file://" [ host | "localhost" ] "/" fpath */
static enum url1738_code build_file(struct builder *b)
{
    enum url1738_code rc = check_parts_used(b, M_HOST | M_SEGS);

    if (rc != URL1738_OK || (rc = put_login(b, 0)) != URL1738_OK)
        return rc;
    if (b->u->nsegments == 0)
        return fail_part(b, URL1738_E_BUILD_MISSING, 0,
                         N_("a file URL needs a path"));
    url1738__w_putc(&b->k, '/');
    put_segments(b, URL1738_PART_FILE_SEGMENT);
    return URL1738_OK;
}

/* 3.11: prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ] */
static enum url1738_code build_prospero(struct builder *b)
{
    const struct url1738_parts *u = b->u;
    enum url1738_code rc = check_parts_used(b, M_HOST | M_PORT | M_SEGS
                                                   | M_FIELDS);
    size_t i;

    if (rc != URL1738_OK || (rc = put_login(b, 1)) != URL1738_OK)
        return rc;
    if (u->nsegments == 0)
        return fail_part(b, URL1738_E_BUILD_MISSING, 0,
                         N_("a prospero URL needs a path"));
    url1738__w_putc(&b->k, '/');
    put_segments(b, URL1738_PART_PROSPERO_SEGMENT);
    for (i = 0; i < u->nfields; i++) {
        url1738__w_putc(&b->k, ';');
        put_part(b, URL1738_PART_PROSPERO_FIELDNAME, u->fields[2 * i]);
        url1738__w_putc(&b->k, '=');
        put_part(b, URL1738_PART_PROSPERO_FIELDVALUE, u->fields[2 * i + 1]);
    }
    return URL1738_OK;
}

#define PATH_MSG                                                             \
    N_("an encoded path holds a byte that must be escaped, or a bad escape")

/* 5: genericurl = scheme ":" schemepart; with a host, schemepart is the
 * ip-schemepart "//" login [ "/" urlpath ]. */
static enum url1738_code build_other(struct builder *b)
{
    const struct url1738_parts *u = b->u;
    enum url1738_code rc;

    if (has(u->host) || has(u->user) || has(u->port)) {
        rc = check_parts_used(b, M_USER | M_HOST | M_PORT | M_PATH);
        if (rc != URL1738_OK || (rc = put_login(b, 1)) != URL1738_OK)
            return rc;
        if (has(u->path)) {
            url1738__w_putc(&b->k, '/');
            return put_value(b, URL1738_PART_XCHAR, u->path,
                             URL1738_ENCODED_PATH, PATH_MSG);
        }
        return URL1738_OK;
    }
    rc = check_parts_used(b, M_PATH);
    if (rc != URL1738_OK)
        return rc;
    if (u->encoded & URL1738_ENCODED_PATH) {
        /* The whole schemepart as written; one that begins with "//"
         * and a login would read back with a host. */
        if (reads_as_login(u->path))
            return fail_part(b, URL1738_E_BUILD_VALUE, 0,
                             N_("this schemepart reads as \"//\" and a host: "
                             "give the host and path instead"));
        return has(u->path) ? put_value(b, URL1738_PART_XCHAR, u->path,
                                        URL1738_ENCODED_PATH, PATH_MSG)
                            : URL1738_OK;
    }
    /* Without a host, a schemepart starting "//" would read back as one:
     * its second '/' is escaped. */
    if (u->path.len >= 2 && u->path.p[0] == '/' && u->path.p[1] == '/') {
        url1738__w_putc(&b->k, '/');
        url1738__w_put_escape(&b->k, '/');
        url1738__put_encoded(&b->k, URL1738_PART_XCHAR, u->path.p + 2,
                             u->path.len - 2);
    } else if (has(u->path)) {
        put_part(b, URL1738_PART_XCHAR, u->path);
    }
    return URL1738_OK;
}

enum url1738_code url1738_parts_schemepart(struct url1738_parts *parts,
                                          const char *p, size_t len,
                                          int path_given,
                                          struct url1738_error *err)
{
    if (parts == NULL)
        return url1738__report(err, URL1738_E_INVALID_ARG, 0);
    if (parts->size < URL1738__END(url1738_parts, encoded))
        return url1738__bad_size(err, URL1738__SIZE_MSG(url1738_parts,
                                                        URL1738_PARTS_INIT));
    /* genericurl's schemepart when it is not "//" login ...: the whole
     * of what follows "scheme:", alone. */
    if (parts->scheme_id != URL1738_SCHEME_OTHER || path_given
        || parts->host.p != NULL || parts->user.p != NULL
        || parts->port.p != NULL)
        return url1738__report_msg(err, URL1738_E_BUILD_VALUE, 0,
                                   N_("\"schemepart\" is another scheme's "
                                   "whole schemepart: no host, user, port "
                                   "or path with it"));
    parts->path.p = p;
    parts->path.len = len;
    parts->encoded |= URL1738_ENCODED_PATH;
    return url1738__report(err, URL1738_OK, 0);
}

enum url1738_code url1738_build(const struct url1738_parts *parts,
                                char *dst, size_t cap, size_t *need,
                                struct url1738_error *err)
{
    struct builder b;
    struct url1738_parts own;
    enum url1738_code rc;
    const char *name;
    size_t off;

    if (need != NULL)
        *need = 0;
    b.u = parts;
    b.err = err;
    if (url1738__w_start(&b.k, dst, cap) != URL1738_OK)
        return fail_part(&b, URL1738_E_INVALID_ARG, 0,
                         N_("dst is NULL but cap is not 0"));
    if (parts == NULL)
        return fail_part(&b, URL1738_E_INVALID_ARG, 0, N_("no parts given"));
    if (parts->size < URL1738__ABI1_PARTS)
        return url1738__bad_size(err, URL1738__SIZE_MSG(url1738_parts,
                                                        URL1738_PARTS_INIT));
    /* The members the caller's struct has; any later one absent. */
    memset(&own, 0, sizeof own);
    memcpy(&own, parts, parts->size < sizeof own ? parts->size : sizeof own);
    b.u = parts = &own;
    if ((rc = refuse_rfc3986(&b)) != URL1738_OK)
        return rc;
    if (parts->scheme_id == URL1738_SCHEME_OTHER) {
        if (!has(parts->scheme) || parts->scheme.len == 0
            || (off = find_outside(parts->scheme, P_SCHEME))
                   != parts->scheme.len)
            return fail_part(&b, URL1738_E_BUILD_VALUE, 0,
                             N_("a scheme name is letters, digits, + - ."));
        if (url1738_scheme_lookup(parts->scheme.p, parts->scheme.len)
            != URL1738_SCHEME_OTHER)
            return fail_part(&b, URL1738_E_BUILD_VALUE, 0,
                             N_("that scheme is one of section 3: set "
                             "scheme_id instead"));
        url1738__w_put(&b.k, parts->scheme.p, parts->scheme.len);
    } else {
        name = url1738_scheme_name(parts->scheme_id);
        if (name == NULL)
            return fail_part(&b, URL1738_E_INVALID_ARG, 0,
                             N_("no scheme given"));
        put_str(&b, name);
    }
    url1738__w_putc(&b.k, ':');
    switch (parts->scheme_id) {
    case URL1738_SCHEME_FTP: rc = build_ftp(&b); break;
    case URL1738_SCHEME_HTTP: rc = build_http(&b); break;
    case URL1738_SCHEME_GOPHER: rc = build_gopher(&b); break;
    case URL1738_SCHEME_MAILTO: rc = build_mailto(&b); break;
    case URL1738_SCHEME_NEWS: rc = build_news(&b); break;
    case URL1738_SCHEME_NNTP: rc = build_nntp(&b); break;
    case URL1738_SCHEME_TELNET: rc = build_telnet(&b); break;
    case URL1738_SCHEME_WAIS: rc = build_wais(&b); break;
    case URL1738_SCHEME_FILE: rc = build_file(&b); break;
    case URL1738_SCHEME_PROSPERO: rc = build_prospero(&b); break;
    default: rc = build_other(&b); break;
    }
    if (rc != URL1738_OK)
        return url1738__w_fail(&b.k, need, rc);
    return url1738__w_end(&b.k, need, err);
}
