/* SPDX-License-Identifier: MIT */
/*
 * rfc3986.c - the RFC 3986 reading: appendix A's URI and URI-reference,
 * in one pass with the leftmost error offset (url1738_parse_spec()).
 * Section numbers in this file are RFC 3986's.
 *
 *   URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 *   URI-reference = URI / relative-ref
 *   relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
 *   hier-part     = "//" authority path-abempty / path-absolute
 *                 / path-rootless / path-empty
 *   relative-part = "//" authority path-abempty / path-absolute
 *                 / path-noscheme / path-empty
 *
 * Error offsets: every rule here can be completed from any viable prefix,
 * so the offset is the first byte no completion allows. The one place
 * where that needs care is the authority, where "a:b" may still become
 * userinfo "a:b@" until a delimiter ends it (authority()).
 */
#include <string.h>

#include "simd/fastpath.h"
#include "simd/fastpath3986.h"
#include "readings/readings.h"
#include "i18n/gettext.h"
#include "whatwg/whatwg.h"

/* ===== Names ===== */

static const char *const spec_names[] = { "rfc1738", "rfc3986",
                                          "rfc3986-reference", "whatwg" };

#define NSPECS (sizeof spec_names / sizeof spec_names[0])

const char *url1738_spec_name(enum url1738_spec spec)
{
    return (unsigned)spec < NSPECS ? spec_names[spec] : NULL;
}

static int same_bytes(const char *a, size_t alen, const char *b)
{
    size_t k;

    for (k = 0; k < alen; k++)
        if (b[k] == '\0' || a[k] != b[k])
            return 0;
    return b[alen] == '\0';
}

int url1738_spec_lookup(const char *name, size_t len)
{
    size_t k;

    if (name == NULL)
        return -1;
    for (k = 0; k < NSPECS; k++)
        if (same_bytes(name, len, spec_names[k]))
            return (int)k;
    return -1;
}

const char *url1738_host_type_name(enum url1738_host_type t)
{
    switch (t) {
    case URL1738_HOST_IPV4: return "ipv4";
    case URL1738_HOST_IPV6: return "ipv6";
    case URL1738_HOST_IPVFUTURE: return "ipvfuture";
    case URL1738_HOST_REG_NAME: return "reg-name";
    default: return NULL;
    }
}

/* ===== Errors ===== */

/* Records an error at off with a specific message. A byte that RFC 3986
 * never allows raw (2.2, 2.3: neither reserved nor unreserved) gets the
 * "must be encoded" message whatever was expected there; "#", "[", "]"
 * and "~" are allowed somewhere, so they keep the rule's message. */
static enum url1738_code fail(struct url1738__ctx *c, enum url1738_code code,
                              size_t off, const char *msg)
{
    c->code = code;
    c->err_off = off;
    c->msg = msg != NULL ? msg : url1738_strerror(code);
    if (off < c->len && url1738__never_raw3986(c->p[off])) {
        c->code = URL1738_E_MUST_ENCODE;
        c->msg = url1738__encode_msg[c->p[off]];
    }
    return c->code;
}

/* The message for byte ch where a path, query or fragment ended. */
static const char *delim_msg(unsigned char ch)
{
    switch (ch) {
    case '[':
    case ']':
        return N_("'[' and ']' are allowed only around an IP literal host: "
               "encode them as %5B and %5D");
    case '#':
        return N_("a second '#': encode it as %23 in the fragment");
    default:
        return NULL;
    }
}

/* ===== Hosts (3.2.2) ===== */

/*
 * dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT
 *           / "25" %x30-35
 * i.e. 0-255 without leading zeros. Reads one from i; returns the offset
 * after it, or the offset of the first byte that cannot continue it
 * (*ok 0). A dec-octet ends at its first non-digit.
 */
static size_t dec_octet(const unsigned char *p, size_t n, size_t i, int *ok)
{
    unsigned v;

    *ok = 0;
    if (i >= n || !url1738__is(p[i], P_DIGIT))
        return i;
    v = (unsigned)(p[i++] - '0');
    if (v == 0) {                       /* "0" stands alone */
        *ok = !(i < n && url1738__is(p[i], P_DIGIT));
        return i;
    }
    while (i < n && url1738__is(p[i], P_DIGIT)) {
        v = v * 10 + (unsigned)(p[i] - '0');
        if (v > 255)
            return i;
        i++;
    }
    *ok = 1;
    return i;
}

/* IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet */
int url1738__ipv4address(const unsigned char *p, size_t len)
{
    size_t i = 0;
    int k, ok;

    if (len < 7 || len > 15 || !url1738__is(p[0], P_DIGIT))
        return 0;
    for (k = 0; k < 4; k++) {
        if (k > 0) {
            if (i >= len || p[i] != '.')
                return 0;
            i++;
        }
        i = dec_octet(p, len, i, &ok);
        if (!ok)
            return 0;
    }
    return i == len;
}

/*
 * The IPv4 tail of an IPv6address (ls32 = ( h16 ":" h16 ) / IPv4address),
 * from i just after its first dec-octet's ".". Returns the offset of the
 * closing "]" or (size_t)-1 with the error recorded.
 */
static size_t ipv4_tail(struct url1738__ctx *c, size_t i)
{
    const unsigned char *p = c->p;
    size_t n = c->len;
    int k, ok;

    for (k = 1; k < 4; k++) {
        if (k > 1) {
            if (i >= n || p[i] != '.') {
                fail(c, URL1738_E_IPV4, i < n ? i : n,
                     N_("expected '.' and the next number of the IPv4 part"));
                return (size_t)-1;
            }
            i++;
        }
        i = dec_octet(p, n, i, &ok);
        if (!ok) {
            fail(c, URL1738_E_IPV4, i < n ? i : n, NULL);
            return (size_t)-1;
        }
    }
    if (i >= n || p[i] != ']') {
        fail(c, URL1738_E_IPV6, i < n ? i : n,
             N_("expected ']' after the IPv4 part of the IPv6 address"));
        return (size_t)-1;
    }
    return i;
}

/*
 * IPv6address (3.2.2), the nine forms in one count: groups (h16 =
 * 1*4HEXDIG) separated by ":", the last two groups possibly an
 * IPv4address; without "::" exactly 8 groups, with one "::" at most 7
 * (it stands for at least one). The IPv4 part may only end the address,
 * and only after "::" or after exactly 6 groups. From i (after "[");
 * returns the offset of the closing "]" or (size_t)-1 with the error.
 *
 * Each check fires at the byte that makes the prefix hopeless: a ':'
 * that leaves no room for another group, a '.' after a group that cannot
 * start an IPv4 part, a ']' before 8 groups without "::".
 */
static size_t ipv6address(struct url1738__ctx *c, size_t i)
{
    enum { START, LEAD, GAP, PIECE, SEP } st = START;
    const unsigned char *p = c->p;
    size_t n = c->len;
    size_t piece = 0;        /* where the current group began */
    unsigned groups = 0;     /* groups finished (an IPv4 part counts 2) */
    unsigned digits = 0;     /* hex digits of the current group */
    int gap = 0;             /* "::" seen */

    for (; i < n; i++) {
        unsigned char ch = p[i];
        int hex = url1738__is(ch, P_HEX);

        switch (st) {
        case START:                   /* first byte: h16 or "::" */
        case GAP:                     /* after "::": h16 or "]" */
        case SEP:                     /* after h16 ":": h16 or ":" */
            if (hex && groups + 1 <= (gap ? 7u : 8u)) {
                st = PIECE;
                piece = i;
                digits = 1;
                continue;
            }
            if (ch == ':' && st == START) {
                st = LEAD;
                continue;
            }
            if (ch == ':' && st == SEP && !gap) {
                gap = 1;
                st = GAP;
                continue;
            }
            if (ch == ']' && st == GAP)
                return i;
            break;
        case LEAD:                    /* a leading ":" must be "::" */
            if (ch == ':') {
                gap = 1;
                st = GAP;
                continue;
            }
            break;
        case PIECE:
            if (hex && digits < 4) {
                digits++;
                continue;
            }
            if (ch == ':' && groups + 1 <= (gap ? 6u : 7u)) {
                groups++;
                st = SEP;
                continue;
            }
            if (ch == ']' && (gap || groups + 1 == 8))
                return i;
            if (ch == '.' && (gap ? groups + 2 <= 7 : groups == 6)) {
                int ok;
                size_t e = dec_octet(p, n, piece, &ok);
                if (ok && e == i)
                    return ipv4_tail(c, i + 1);
            }
            break;
        }
        fail(c, URL1738_E_IPV6, i, NULL);
        return (size_t)-1;
    }
    fail(c, URL1738_E_IPV6, n, NULL);
    return (size_t)-1;
}

/* IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ), from
 * i at the "v" (either case: ABNF literals ignore case). Returns the
 * offset of the closing "]" or (size_t)-1 with the error. */
static size_t ipvfuture(struct url1738__ctx *c, size_t i)
{
    const unsigned char *p = c->p;
    size_t n = c->len;
    size_t j = i + 1;

    while (j < n && url1738__is(p[j], P_HEX))
        j++;
    if (j == i + 1 || j >= n || p[j] != '.')
        goto bad;
    i = ++j;
    while (j < n && url1738__is(p[j], P3_USERINFO))
        j++;
    if (j > i && j < n && p[j] == ']')
        return j;
bad:
    fail(c, URL1738_E_IPVFUTURE, j < n ? j : n, NULL);
    return (size_t)-1;
}

/* IP-literal = "[" ( IPv6address / IPvFuture ) "]", from i at "[".
 * Returns the offset after "]" or (size_t)-1 with the error. */
static size_t ip_literal(struct url1738__ctx *c, size_t i)
{
    size_t e;

    if (i + 1 < c->len && (c->p[i + 1] | 0x20) == 'v') {
        c->url->host_type = URL1738_HOST_IPVFUTURE;
        e = ipvfuture(c, i + 1);
    } else {
        c->url->host_type = URL1738_HOST_IPV6;
        e = ipv6address(c, i + 1);
    }
    return e == (size_t)-1 ? e : e + 1;
}

/* ===== Authority (3.2) ===== */

static int ends_authority(const struct url1738__ctx *c, size_t i)
{
    return i == c->len || c->p[i] == '/' || c->p[i] == '?' || c->p[i] == '#';
}

/* port = *DIGIT from i; then the authority must end. Returns OK with
 * *next at its end. */
static enum url1738_code port_then_end(struct url1738__ctx *c, size_t i,
                                       size_t *next)
{
    size_t j = i;

    while (j < c->len && url1738__is(c->p[j], P_DIGIT))
        j++;
    c->url->port = url1738__span(i, j - i);
    if (!ends_authority(c, j))
        return fail(c, URL1738_E_PORT, j,
                    N_("expected a digit of the port, '/', '?', '#' or the end"));
    *next = j;
    return URL1738_OK;
}

/* The host after "@" (or at the authority's start for "["): IP-literal
 * or reg-name, then [ ":" port ] and the authority's end. */
static enum url1738_code host_port(struct url1738__ctx *c, size_t i,
                                   size_t *next)
{
    const unsigned char *p = c->p;
    size_t h;

    if (i < c->len && p[i] == '[') {
        h = ip_literal(c, i);
        if (h == (size_t)-1)
            return c->code;
    } else {
        /* reg-name = *( unreserved / pct-encoded / sub-delims ) */
        h = url1738__scan(c, i, P3_REGNAME);
        if (h == (size_t)-1)
            return c->code;
        c->url->host_type = url1738__ipv4address(p + i, h - i)
                                ? URL1738_HOST_IPV4
                                : URL1738_HOST_REG_NAME;
    }
    c->url->host = url1738__span(i, h - i);
    if (h < c->len && p[h] == ':')
        return port_then_end(c, h + 1, next);
    if (ends_authority(c, h)) {
        *next = h;
        return URL1738_OK;
    }
    return fail(c, p[h] == '@' || p[h] == '[' ? URL1738_E_RESERVED
                                              : URL1738_E_AUTHORITY,
                h,
                p[h] == '@' ? N_("a second '@' in the authority: encode it as "
                              "%40")
                            : NULL);
}

/*
 * authority = [ userinfo "@" ] host [ ":" port ], from i (after "//").
 * userinfo = *( unreserved / pct-encoded / sub-delims / ":" ) holds every
 * byte a reg-name, ":" and a port hold, so the run of userinfo bytes is
 * read first: an "@" after it makes it the userinfo. Without one the run
 * must be host [ ":" port ], and if it is not (a port that is not
 * digits), it was still a viable prefix until the byte that ended it.
 */
static enum url1738_code authority(struct url1738__ctx *c, size_t i,
                                   size_t *next)
{
    const unsigned char *p = c->p;
    struct url1738_url *u = c->url;
    size_t e, colon;
    const unsigned char *q;

    if (i < c->len && p[i] == '[')
        return host_port(c, i, next);
    e = url1738__scan(c, i, P3_USERINFO);
    if (e == (size_t)-1)
        return c->code;
    if (e < c->len && p[e] == '@') {
        u->userinfo = url1738__span(i, e - i);
        q = memchr(p + i, ':', e - i);
        if (q == NULL) {
            u->user = u->userinfo;
        } else {
            colon = (size_t)(q - p);
            u->user = url1738__span(i, colon - i);
            u->password = url1738__span(colon + 1, e - colon - 1);
        }
        return host_port(c, e + 1, next);
    }
    if (!ends_authority(c, e))
        return fail(c, p[e] == '[' ? URL1738_E_RESERVED : URL1738_E_AUTHORITY,
                    e,
                    p[e] == '[' ? N_("'[' may only begin the host (an IP "
                                  "literal): encode it as %5B")
                                : NULL);
    q = memchr(p + i, ':', e - i);
    colon = q != NULL ? (size_t)(q - p) : e;
    if (colon < e) {
        size_t k;
        for (k = colon + 1; k < e; k++)
            if (!url1738__is(p[k], P_DIGIT))
                return fail(c, URL1738_E_PORT, e,
                            N_("the port must be digits (or an '@' must end "
                            "the user name and password)"));
        u->port = url1738__span(colon + 1, e - colon - 1);
    }
    u->host = url1738__span(i, colon - i);
    u->host_type = url1738__ipv4address(p + i, colon - i)
                       ? URL1738_HOST_IPV4
                       : URL1738_HOST_REG_NAME;
    *next = e;
    return URL1738_OK;
}

/* ===== Path, query, fragment (3.3-3.5) ===== */

/*
 * query    = *( pchar / "/" / "?" )
 * fragment = *( pchar / "/" / "?" )
 * Both are runs of the path class (pchar and "/") and "?". Returns the
 * offset of the first byte that is neither, or (size_t)-1.
 */
static size_t query_run(struct url1738__ctx *c, size_t i)
{
    for (;;) {
        i = url1738__scan(c, i, P3_PATH);
        if (i == (size_t)-1 || i == c->len || c->p[i] != '?')
            return i;
        i++;
    }
}

/* From the end of the path at i: [ "?" query ] [ "#" fragment ], then the
 * end of the input. */
static enum url1738_code query_fragment(struct url1738__ctx *c, size_t i)
{
    const unsigned char *p = c->p;
    size_t n = c->len, j;

    if (i < n && p[i] == '?') {
        j = query_run(c, i + 1);
        if (j == (size_t)-1)
            return c->code;
        c->url->query = url1738__span(i + 1, j - i - 1);
        i = j;
    }
    if (i < n && p[i] == '#') {
        j = query_run(c, i + 1);
        if (j == (size_t)-1)
            return c->code;
        c->url->fragment = url1738__span(i + 1, j - i - 1);
        i = j;
    }
    if (i < n)
        return fail(c, URL1738_E_RESERVED, i, delim_msg(p[i]));
    return URL1738_OK;
}

/*
 * hier-part / relative-part from i. "//" starts an authority and a
 * path-abempty; otherwise path-absolute, path-rootless and path-empty
 * are all one run of pchar and "/" (a path-absolute's first segment is
 * never empty because "//" was taken). In a relative reference
 * (relative) the first segment of a path-noscheme may not hold ":".
 */
static enum url1738_code hier_part(struct url1738__ctx *c, size_t i,
                                   int relative)
{
    const unsigned char *p = c->p;
    size_t n = c->len, j;

    if (i + 1 < n && p[i] == '/' && p[i + 1] == '/') {
        if (authority(c, i + 2, &j) != URL1738_OK)
            return c->code;
        i = j;
        j = url1738__scan(c, i, P3_PATH);   /* path-abempty */
    } else if (relative && (i == n || p[i] != '/')) {
        /* path-noscheme = segment-nz-nc *( "/" segment ) */
        j = url1738__scan(c, i, P3_SEGNC);
        if (j != (size_t)-1 && j < n && p[j] == ':')
            return fail(c, URL1738_E_SEGMENT_COLON, j, NULL);
        if (j != (size_t)-1)
            j = url1738__scan(c, j, P3_PATH);
    } else {
        j = url1738__scan(c, i, P3_PATH);
    }
    if (j == (size_t)-1)
        return c->code;
    c->url->path = url1738__span(i, j - i);
    return query_fragment(c, j);
}

/* ===== Scheme-specific parts ===== */

/* RFC 1738's own production of each of its schemes but http. */
static enum url1738_code own1738(struct url1738__ctx *c,
                                 enum url1738_scheme id, size_t i)
{
    switch (id) {
    case URL1738_SCHEME_FTP: return url1738__parse_ftp(c, i);
    case URL1738_SCHEME_GOPHER: return url1738__parse_gopher(c, i);
    case URL1738_SCHEME_MAILTO: return url1738__parse_mailto(c, i);
    case URL1738_SCHEME_NEWS: return url1738__parse_news(c, i);
    case URL1738_SCHEME_NNTP: return url1738__parse_nntp(c, i);
    case URL1738_SCHEME_TELNET: return url1738__parse_telnet(c, i);
    case URL1738_SCHEME_WAIS: return url1738__parse_wais(c, i);
    case URL1738_SCHEME_FILE: return url1738__parse_file(c, i);
    case URL1738_SCHEME_PROSPERO: return url1738__parse_prospero(c, i);
    default: return URL1738_E_INVALID_ARG;
    }
}

/* Whether two readings found the same part: both absent, both empty, or
 * the same bytes of the input. */
static int same_part(struct url1738_span a, struct url1738_span b)
{
    if (!url1738_present(a) || !url1738_present(b))
        return url1738_present(a) == url1738_present(b);
    return a.len == b.len && (a.len == 0 || a.off == b.off);
}

void url1738__parts1738(const char *p, size_t len, enum url1738_scheme id,
                        size_t j, struct url1738_url *u)
{
    struct url1738__ctx rc;
    struct url1738_url r;

    url1738__begin(&rc, p, len, &r, URL1738_SPEC_RFC1738);
    /* The scheme's parts only where both readings find the same host and
     * port: "ftp://u?x@h/f" is user "u?x" at host h under RFC 1738 but
     * host u and a query under RFC 3986, and h's path "f" would then be
     * shown as if it were u's. */
    if (own1738(&rc, id, j + 1) == URL1738_OK && same_part(r.host, u->host)
        && same_part(r.port, u->port)) {
        u->u = r.u;
        u->parts_of = id;
    }
}

/* Fills u (url->parts_of) for a valid URI: http and https from the
 * path and query; the other nine schemes where RFC 1738 reads the URL
 * too, with the scheme's own production from after the ":" at j (the
 * scheme is the same bytes under both readings: letters only). */
static void scheme_parts(struct url1738__ctx *c, enum url1738_scheme id,
                         size_t j)
{
    struct url1738_url *u = c->url;

    if (id == URL1738_SCHEME_HTTP) {
        u->parts_of = URL1738_SCHEME_HTTP;
        u->u.http.hpath = u->path.len > 0 && c->p[u->path.off] == '/'
                              ? url1738__span(u->path.off + 1,
                                              u->path.len - 1)
                              : URL1738__NOSPAN;
        u->u.http.search = u->query;
        return;
    }
    if (id == URL1738_SCHEME_OTHER || id == URL1738_SCHEME_NONE)
        return;
    url1738__parts1738((const char *)c->p, c->len, id, j, u);
}

/* ===== Entry point ===== */

/* The scheme p[0..j) into the URL: its id, span and RFC 3986 default
 * port. Returns the id. */
static enum url1738_scheme scheme_members(struct url1738__ctx *c, size_t j)
{
    const char *p = (const char *)c->p;
    enum url1738_scheme id = url1738_scheme_lookup(p, j);

    c->url->scheme_id = id;
    c->url->scheme = url1738__span(0, j);
    c->url->default_port = url1738_scheme_port(p, j, URL1738_SPEC_RFC3986);
    return id;
}

static enum url1738_code parse3986(struct url1738__ctx *c, int reference)
{
    const unsigned char *p = c->p;
    size_t n = c->len, j = 0;
    enum url1738_scheme id;

    /* scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) */
    if (n > 0 && url1738__is(p[0], P_ALPHA))
        for (j = 1; j < n && url1738__is(p[j], P_SCHEME);)
            j++;
    if (j == 0 || j == n || p[j] != ':') {
        if (reference)
            return hier_part(c, 0, 1);
        return fail(c, j == 0 ? URL1738_E_SCHEME : URL1738_E_COLON, j,
                    NULL);
    }
    id = scheme_members(c, j);
    if (hier_part(c, j + 1, 0) != URL1738_OK)
        return c->code;
    /* https decomposes as http does. */
    if (id == URL1738_SCHEME_OTHER
        && url1738__equal_nocase((const char *)p, j, "https"))
        id = URL1738_SCHEME_HTTP;
    scheme_parts(c, id, j);
    return URL1738_OK;
}

enum url1738_code url1738__parse_spec_plain(const char *p, size_t len,
                                            enum url1738_spec spec,
                                            struct url1738_url *url,
                                            struct url1738_error *err)
{
    struct url1738__ctx c;
    struct url1738_url scratch;

    if (spec == URL1738_SPEC_RFC1738)
        return url1738__parse(p, len, url, err);
    if (url == NULL)
        url = &scratch;
    url1738__begin(&c, p, len, url, spec);
    if (spec != URL1738_SPEC_RFC3986 && spec != URL1738_SPEC_RFC3986_REFERENCE) {
        c.code = URL1738_E_INVALID_ARG;
        c.msg = url1738_strerror(c.code);
    } else {
        parse3986(&c, spec == URL1738_SPEC_RFC3986_REFERENCE);
    }
    return url1738__end(&c, err);
}

enum url1738_code url1738__fail3986_at(const char *p, size_t len,
                                       enum url1738_spec spec,
                                       struct url1738_url *url,
                                       struct url1738_error *err,
                                       size_t off)
{
    struct url1738__ctx c;
    struct url1738_url scratch;
    size_t j = (p[4] | 0x20) == 's' ? 5 : 4;   /* "http" or "https" */

    if (url == NULL)
        url = &scratch;
    url1738__begin(&c, p, len, url, spec);
    scheme_members(&c, j);
    fail(&c, URL1738_E_RESERVED, off, delim_msg((unsigned char)p[off]));
    return url1738__end(&c, err);
}

/* Out of line, so that url1738__parse_spec below keeps no frame: every
 * way out of it is a tail call. */
__attribute__((noinline)) enum url1738_code
url1738__parse_walk3986(const char *p, size_t len, enum url1738_spec spec,
                        struct url1738_url *url, struct url1738_error *err)
{
    if (p != NULL && url1738__fast3986((const unsigned char *)p, len, spec,
                                       url))
        return url1738__ok(err);
    return url1738__parse_spec_plain(p, len, spec, url, err);
}

enum url1738_code url1738__parse_spec(const char *p, size_t len,
                                      enum url1738_spec spec,
                                      struct url1738_url *url,
                                      struct url1738_error *err)
{
    if (spec == URL1738_SPEC_RFC1738)
        return url1738__parse(p, len, url, err);
    if (spec == URL1738_SPEC_WHATWG)
        return url1738__whatwg_check(p, len, url, err);
    if (spec != URL1738_SPEC_RFC3986
        && spec != URL1738_SPEC_RFC3986_REFERENCE)
        return url1738__parse_spec_plain(p, len, spec, url, err);
    /* The common shapes first (fastpath3986.c: http and https, and
     * file, on stage 1's masks, then the walk; none decides what the
     * plain reading would not), each a tail call: no frame here. */
    if (URL1738__MAYBE_HTTP(p, len))
        return url1738__parse_web3986((const unsigned char *)p, len, spec,
                                      url, err);
    if (URL1738__MAYBE_FILE(p, len))
        return url1738__parse_file3986((const unsigned char *)p, len, spec,
                                       url, err);
    return url1738__parse_walk3986(p, len, spec, url, err);
}

enum url1738_code url1738_parse_spec(const char *p, size_t len,
                                     enum url1738_spec spec,
                                     struct url1738_url *url,
                                     struct url1738_error *err)
{
    return url1738__parse_sized(p, len, spec, url, err);
}

int url1738_valid_spec(const char *p, size_t len, enum url1738_spec spec)
{
    return url1738__parse_spec(p, len, spec, NULL, NULL) == URL1738_OK;
}
