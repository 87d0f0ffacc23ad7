/* SPDX-License-Identifier: MIT */
/*
 * parse.c - the entry point of the RFC 1738 reading: scheme, the dispatch
 * rule, genericurl, the fast path tried first. The productions and error
 * reporting they share are grammar/'s (url1738__fail in errors.c).
 *
 * RFC 1738 5:
 *   genericurl = scheme ":" schemepart
 *   scheme     = 1*[ lowalpha | digit | "+" | "-" | "." ]
 *   schemepart = *xchar | ip-schemepart
 *
 * Dispatch (cli-contract "Reading of the grammar"): a scheme equal, case
 * ignored (2.1), to one of the ten of section 3 must match that scheme's
 * own production; any other scheme must match genericurl.
 */
#include <string.h>

#include "simd/fastpath.h"
#include "readings/readings.h"

/* ===== genericurl ===== */

/*
 * schemepart = *xchar | ip-schemepart. Every ip-schemepart is also a
 * *xchar run (login and url-path use only xchar bytes and well-formed
 * escapes), so validity is the xchar run alone. One pass serves both: when
 * the schemepart starts with "//", the login is read first (into a probe
 * context, since failing it is no error), and only the rest is scanned as
 * xchar; otherwise, or when the login does not read, the whole schemepart.
 */
enum url1738_code url1738__parse_generic(struct url1738__ctx *c, size_t i)
{
    struct url1738__ctx probe;
    size_t from = i, next, j;

    if (i + 1 < c->len && c->p[i] == '/' && c->p[i + 1] == '/') {
        probe = *c;
        if (url1738__login(&probe, i + 2, &next) == URL1738_OK) {
            from = next;
        } else {
            c->url->user = c->url->password = URL1738__NOSPAN;
            c->url->host = c->url->port = URL1738__NOSPAN;
        }
    }
    j = url1738__scan(c, from, P_XCHAR);
    if (j == (size_t)-1)
        return c->code;
    if (j < c->len)
        return url1738__fail(c, URL1738_E_MUST_ENCODE, j);
    if (from != i && from < c->len)
        c->url->path = url1738__span(from + 1, c->len - from - 1);
    else if (from == i)
        c->url->u.other.schemepart = url1738__span(i, c->len - i);
    return URL1738_OK;
}

/* ===== Entry point ===== */

typedef enum url1738_code (*scheme_parser)(struct url1738__ctx *, size_t);

static const scheme_parser parsers[] = {
    [URL1738_SCHEME_NONE] = NULL,
    [URL1738_SCHEME_OTHER] = url1738__parse_generic,
    [URL1738_SCHEME_FTP] = url1738__parse_ftp,
    [URL1738_SCHEME_HTTP] = url1738__parse_http,
    [URL1738_SCHEME_GOPHER] = url1738__parse_gopher,
    [URL1738_SCHEME_MAILTO] = url1738__parse_mailto,
    [URL1738_SCHEME_NEWS] = url1738__parse_news,
    [URL1738_SCHEME_NNTP] = url1738__parse_nntp,
    [URL1738_SCHEME_TELNET] = url1738__parse_telnet,
    [URL1738_SCHEME_WAIS] = url1738__parse_wais,
    [URL1738_SCHEME_FILE] = url1738__parse_file,
    [URL1738_SCHEME_PROSPERO] = url1738__parse_prospero,
};

void url1738__clear_parts(struct url1738_url *url)
{
    url->user = url->password = url->host = URL1738__NOSPAN;
    url->port = url->path = URL1738__NOSPAN;
    /* The widest members cover the whole union; news sets its own. */
    url->u.wais.database = url->u.wais.search = URL1738__NOSPAN;
    url->u.wais.wtype = url->u.wais.wpath = URL1738__NOSPAN;
    url->parts_of = URL1738_SCHEME_NONE;
    url->host_type = URL1738_HOST_NONE;
    url->userinfo = url->query = url->fragment = URL1738__NOSPAN;
}

static enum url1738_code parse(struct url1738__ctx *c)
{
    const unsigned char *p = c->p;
    size_t n = c->len;
    size_t j = 0;
    enum url1738_scheme id;

    while (j < n && url1738__is(p[j], P_SCHEME))
        j++;
    if (j == 0)
        return url1738__fail(c, URL1738_E_SCHEME, 0);
    if (j == n || p[j] != ':')
        return url1738__fail(c, URL1738_E_COLON, j);
    id = url1738_scheme_lookup((const char *)p, j);
    c->url->scheme_id = id;
    c->url->scheme = url1738__span(0, j);
    c->url->default_port = url1738_default_port(id);
    return parsers[id](c, j + 1);
}

void url1738__begin(struct url1738__ctx *c, const char *p, size_t len,
                    struct url1738_url *url, enum url1738_spec spec)
{
    url->scheme_id = URL1738_SCHEME_NONE;
    url->scheme = URL1738__NOSPAN;
    url->spec = spec;
    url->default_port = 0;
    url1738__clear_parts(url);
    c->p = (const unsigned char *)p;
    c->len = p != NULL ? len : 0;
    c->url = url;
    c->code = URL1738_OK;
    c->err_off = 0;
    c->msg = "no error";
}

enum url1738_code url1738__end(struct url1738__ctx *c,
                               struct url1738_error *err)
{
    if (c->code != URL1738_OK)
        url1738__clear_parts(c->url);
    if (err != NULL) {
        err->code = c->code;
        err->offset = c->err_off;
        err->message = c->msg;
    }
    return c->code;
}

/* The full grammar; inlined into both entry points below, so the fast
 * path costs other URLs no extra call. */
static inline enum url1738_code parse_full(const char *p, size_t len,
                                           struct url1738_url *url,
                                           struct url1738_error *err)
{
    struct url1738__ctx c;
    struct url1738_url scratch;

    /* The parts are written as they are found: parse into the caller's
     * struct, or a scratch one so no production has to test for NULL. */
    if (url == NULL)
        url = &scratch;
    url1738__begin(&c, p, len, url, URL1738_SPEC_RFC1738);
    if (parse(&c) == URL1738_OK) {
        if (url->scheme_id != URL1738_SCHEME_OTHER)
            url->parts_of = url->scheme_id;
        if (url1738_present(url->host))
            url->host_type = url1738__ipv4address(c.p + url->host.off,
                                                  url->host.len)
                                 ? URL1738_HOST_IPV4
                                 : URL1738_HOST_REG_NAME;
    }
    return url1738__end(&c, err);
}

/* What the full grammar leaves for an http or https URL that fails at
 * off after a good hostport (fastpath.h): the scheme, every part
 * cleared, and the error url1738__fail gives there. */
static enum url1738_code fast_error(const char *p, size_t len,
                                    struct url1738_url *url,
                                    struct url1738_error *err,
                                    enum url1738__fast kind, size_t off)
{
    struct url1738__ctx c;
    struct url1738_url scratch;

    if (url == NULL)
        url = &scratch;
    url1738__begin(&c, p, len, url, URL1738_SPEC_RFC1738);
    if (kind == URL1738__FAST_BAD_XCHAR) { /* https: genericurl */
        url->scheme_id = URL1738_SCHEME_OTHER;
        url->scheme = url1738__span(0, 5);
    } else {
        url->scheme_id = URL1738_SCHEME_HTTP;
        url->scheme = url1738__span(0, 4);
    }
    url->default_port = url1738_default_port(url->scheme_id);
    if (kind == URL1738__FAST_BAD_SEARCH)
        url1738__bad_search_byte(&c, off);
    else
        url1738__fail(&c, URL1738_E_MUST_ENCODE, off);
    return url1738__end(&c, err);
}

enum url1738_code url1738__parse(const char *p, size_t len,
                                 struct url1738_url *url,
                                 struct url1738_error *err)
{
    /* The common http shape first (fastpath.c); it decides only what it
     * is sure of, the full grammar the rest. */
    if (URL1738__MAYBE_HTTP(p, len)) {
        size_t off = 0;
        enum url1738__fast f =
            url1738__fast_http((const unsigned char *)p, len, url, &off);
        if (f == URL1738__FAST_OK)
            return url1738__ok(err);
        if (f != URL1738__FAST_NONE)
            return fast_error(p, len, url, err, f, off);
    } else if (URL1738__MAYBE_FILE(p, len)
               && url1738__fast_file((const unsigned char *)p, len, url)
                      == URL1738__FAST_OK) {
        /* The common file shape (fastpath.c, RFC 1738 3.10): only
         * accepted there, anything else is the full grammar's. */
        return url1738__ok(err);
    }
    return parse_full(p, len, url, err);
}

enum url1738_code url1738__parse_full(const char *p, size_t len,
                                      struct url1738_url *url,
                                      struct url1738_error *err)
{
    return parse_full(p, len, url, err);
}

/* A struct of an older header: filled through a whole one, and only its
 * own bytes copied, never its size. Out of line: the common call below
 * keeps no frame for it. */
__attribute__((noinline)) static enum url1738_code
parse_older(const char *p, size_t len, enum url1738_spec spec,
            struct url1738_url *url, struct url1738_error *err)
{
    struct url1738_url whole;
    size_t keep = url->size;
    enum url1738_code rc = url1738__parse_spec(p, len, spec, &whole, err);

    memcpy(url, &whole, keep);
    url->size = keep;
    return rc;
}

enum url1738_code url1738__parse_sized(const char *p, size_t len,
                                       enum url1738_spec spec,
                                       struct url1738_url *url,
                                       struct url1738_error *err)
{
    if (url != NULL && url->size < URL1738__ABI1_URL)
        return url1738__bad_size(err, URL1738__SIZE_MSG(url1738_url,
                                                        URL1738_URL_INIT));
    if (url == NULL || url->size >= sizeof *url)
        return spec == URL1738_SPEC_RFC1738
                   ? url1738__parse(p, len, url, err)
                   : url1738__parse_spec(p, len, spec, url, err);
    return parse_older(p, len, spec, url, err);
}

enum url1738_code url1738_parse(const char *p, size_t len,
                                struct url1738_url *url,
                                struct url1738_error *err)
{
    return url1738__parse_sized(p, len, URL1738_SPEC_RFC1738, url, err);
}

int url1738_valid(const char *p, size_t len)
{
    /* Validity only: the fast path writes nothing when asked nothing,
     * reads the scheme itself, and runs the full grammar when it has no
     * verdict. */
    if (len >= 8 && p != NULL && (p[0] | 0x20) == 'h')
        return url1738__fast_valid((const unsigned char *)p, len);
    if (URL1738__MAYBE_FILE(p, len)
        && url1738__fast_file((const unsigned char *)p, len, NULL)
               == URL1738__FAST_OK)
        return 1;
    return parse_full(p, len, NULL, NULL) == URL1738_OK;
}
