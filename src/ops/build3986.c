/* SPDX-License-Identifier: MIT */
/*
 * build3986.c - composing a URI from its parts under RFC 3986 (appendix
 * A): url1738_build_spec(). Decoded parts are escaped as their component
 * requires (encode.c's RFC 3986 classes); parts given encoded are checked
 * and copied, so the raw parts url1738_parse_spec() gives build the same
 * URI back, byte for byte. Section numbers here are RFC 3986's.
 */
#include <string.h>

#include "ops/ops.h"
#include "grammar/write.h"
#include "i18n/gettext.h"

struct b3 {
    const struct url1738_parts *u;
    struct url1738__writer k;
    struct url1738_error *err;
    int authority;      /* a host was given: "//" authority is written */
};

static int has(struct url1738_bytes s)
{
    return s.p != NULL;
}

static enum url1738_code fail(struct b3 *b, enum url1738_code code,
                              size_t off, const char *msg)
{
    return url1738__report_msg(b->err, code, off, msg);
}

/* A component: encoded here by its RFC 3986 class or, its bit set in
 * parts->encoded, checked (pct-encoded or allowed raw) and copied. */
static enum url1738_code put_value(struct b3 *b, enum url1738_part part,
                                   struct url1738_bytes s, unsigned bit,
                                   const char *msg)
{
    size_t off;

    if (!(b->u->encoded & bit)) {
        url1738__put_encoded3986(&b->k, part, s.p, s.len);
        return URL1738_OK;
    }
    off = url1738__first_unencoded(URL1738_SPEC_RFC3986, part, s.p, s.len);
    if (off != s.len)
        return fail(b, URL1738_E_BUILD_VALUE, off, msg);
    url1738__w_put(&b->k, s.p, s.len);
    return URL1738_OK;
}

/* 3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) */
static enum url1738_code put_scheme(struct b3 *b, int reference)
{
    const struct url1738_parts *u = b->u;
    struct url1738_bytes s = u->scheme;
    size_t i;

    if (!has(s) && u->scheme_id != URL1738_SCHEME_OTHER) {
        const char *name = url1738_scheme_name(u->scheme_id);
        if (name != NULL) {
            url1738__w_puts(&b->k, name);
            url1738__w_putc(&b->k, ':');
            return URL1738_OK;
        }
    }
    if (!has(s)) {
        if (reference)
            return URL1738_OK;      /* relative-ref */
        return fail(b, URL1738_E_BUILD_MISSING, 0, N_("a URI needs a scheme"));
    }
    for (i = 0; i < s.len; i++)
        if (!url1738__is((unsigned char)s.p[i], i == 0 ? P_ALPHA : P_SCHEME))
            break;
    if (i < s.len || s.len == 0)
        return fail(b, URL1738_E_BUILD_VALUE, i,
                    N_("an RFC 3986 scheme name is a letter, then letters, "
                    "digits, + - ."));
    url1738__w_put(&b->k, s.p, s.len);
    url1738__w_putc(&b->k, ':');
    return URL1738_OK;
}

/* RFC 1738's scheme-specific parts have no place in a URI: its path,
 * query and fragment hold them. */
static enum url1738_code check_members(struct b3 *b)
{
    const struct url1738_parts *u = b->u;

    if (has(u->type) || has(u->selector) || has(u->search) || has(u->plus)
        || has(u->address) || u->all || has(u->group) || has(u->article)
        || has(u->database) || has(u->wtype) || has(u->wpath)
        || u->nfields > 0)
        return fail(b, URL1738_E_BUILD_PART, 0,
                    N_("under RFC 3986 a URL has no scheme-specific parts: "
                    "give the path, query and fragment"));
    if (has(u->userinfo) && (has(u->user) || has(u->password)))
        return fail(b, URL1738_E_BUILD_PART, 0,
                    N_("give userinfo, or user and password, not both"));
    if (has(u->path) && u->nsegments > 0)
        return fail(b, URL1738_E_BUILD_PART, 0,
                    N_("give the path or its segments, not both"));
    if (!has(u->host)
        && (has(u->userinfo) || has(u->user) || has(u->password)
            || has(u->port)))
        return fail(b, URL1738_E_BUILD_MISSING, 0,
                    N_("a user name, password or port needs a host"));
    if (has(u->password) && !has(u->user))
        return fail(b, URL1738_E_BUILD_MISSING, 0,
                    N_("a password needs a user name"));
    return URL1738_OK;
}

/* 3.2.1: userinfo = *( unreserved / pct-encoded / sub-delims / ":" ),
 * given whole or as user [ ":" password ] (the user holds no ':'). */
static enum url1738_code put_userinfo(struct b3 *b)
{
    const struct url1738_parts *u = b->u;
    enum url1738_code rc;

    if (has(u->userinfo)) {
        rc = put_value(b, URL1738_PART_USERINFO, u->userinfo,
                       URL1738_ENCODED_USERINFO,
                       N_("an encoded userinfo holds a byte that must be "
                       "escaped, or a bad escape"));
    } else if (has(u->user)) {
        rc = put_value(b, URL1738_PART_USER, u->user, URL1738_ENCODED_USER,
                       N_("an encoded user name holds a byte that must be "
                       "escaped, or a bad escape"));
        if (rc == URL1738_OK && has(u->password)) {
            url1738__w_putc(&b->k, ':');
            rc = put_value(b, URL1738_PART_PASSWORD, u->password,
                           URL1738_ENCODED_PASSWORD,
                           N_("an encoded password holds a byte that must be "
                           "escaped, or a bad escape"));
        }
    } else {
        return URL1738_OK;
    }
    if (rc == URL1738_OK)
        url1738__w_putc(&b->k, '@');
    return rc;
}

/* IPv6address (3.2.2), read by the parser itself in "x://[" h "]": no
 * valid one is longer than 45 bytes (six h16 ":" and an IPv4address), so
 * a 46-byte prefix tells. Returns 1 when h is one, else 0 with *bad the
 * offset in h where it stops being one and the parser's message. */
static int ipv6_ok(struct url1738_bytes h, size_t *bad, const char **msg)
{
    char buf[5 + 46 + 1];
    struct url1738_url u = URL1738_URL_INIT;
    struct url1738_error e;
    size_t m = h.len < 46 ? h.len : 46;

    memcpy(buf, "x://[", 5);
    if (m > 0)
        memcpy(buf + 5, h.p, m);
    buf[5 + m] = ']';
    if (url1738_parse_spec(buf, m + 6, URL1738_SPEC_RFC3986, &u, &e)
        == URL1738_OK) {
        if (u.host_type == URL1738_HOST_IPV6)
            return 1;
        /* An IPvFuture: no IPv6address from its 'v' on. */
        *bad = 0;
        *msg = url1738_strerror(URL1738_E_IPV6);
        return 0;
    }
    *msg = e.message;
    *bad = e.offset < 5 ? 0 : e.offset - 5 < m ? e.offset - 5 : m;
    return 0;
}

/* IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
 * Returns 1 when h is one, else 0 with *bad where it stops being one. */
static int ipvfuture_ok(struct url1738_bytes h, size_t *bad)
{
    const unsigned char *p = (const unsigned char *)h.p;
    size_t i = 1, n = h.len;

    *bad = 0;
    if (n == 0 || (p[0] | 0x20) != 'v')
        return 0;
    while (i < n && url1738__is(p[i], P_HEX))
        i++;
    *bad = i;
    if (i == 1 || i == n || p[i] != '.')
        return 0;
    *bad = ++i;
    if (i == n)
        return 0;       /* nothing after '.' */
    while (i < n && url1738__is(p[i], P3_USERINFO))
        i++;
    *bad = i;
    return i == n;
}

static const char *const future_msg =
    "expected an IPvFuture literal: 'v', hex digits, '.', then letters, "
    "digits, '-._~', sub-delims or ':'";

/* An IP literal's inside h (its offset in the host: at), IPv6address or
 * IPvFuture as type says (NONE: by its first byte). */
static enum url1738_code check_ip(struct b3 *b, struct url1738_bytes h,
                                  size_t at, enum url1738_host_type type)
{
    const char *msg = future_msg;
    size_t bad = 0;
    int ok;

    if (type == URL1738_HOST_NONE)
        type = h.len > 0 && (h.p[0] | 0x20) == 'v' ? URL1738_HOST_IPVFUTURE
                                                   : URL1738_HOST_IPV6;
    ok = type == URL1738_HOST_IPV6 ? ipv6_ok(h, &bad, &msg)
                                   : ipvfuture_ok(h, &bad);
    if (ok)
        return URL1738_OK;
    return fail(b, URL1738_E_BUILD_VALUE, at + bad, msg);
}

/* 3.2.2: host = IP-literal / IPv4address / reg-name
 *        IP-literal = "[" ( IPv6address / IPvFuture ) "]" */
static enum url1738_code put_host(struct b3 *b)
{
    const struct url1738_parts *u = b->u;
    struct url1738_bytes h = u->host, in;
    enum url1738_host_type t = u->host_type;
    enum url1738_code rc;
    const char *ignored;
    size_t at;

    if (t != URL1738_HOST_REG_NAME && h.len > 0 && h.p[0] == '[') {
        if (h.len < 2 || h.p[h.len - 1] != ']' || t == URL1738_HOST_IPV4)
            return fail(b, URL1738_E_BUILD_VALUE, h.len,
                        N_("a host in brackets is an IPv6 address or an "
                        "IPvFuture literal, then ']'"));
        in.p = h.p + 1;
        in.len = h.len - 2;
        if ((rc = check_ip(b, in, 1, t)) != URL1738_OK)
            return rc;
        url1738__w_put(&b->k, h.p, h.len);
        return URL1738_OK;
    }
    if (t == URL1738_HOST_IPV6 || t == URL1738_HOST_IPVFUTURE
        || (t == URL1738_HOST_NONE && memchr(h.p, ':', h.len) != NULL
            && ipv6_ok(h, &at, &ignored))) {
        /* An IP literal given without its brackets. */
        if ((rc = check_ip(b, h, 0, t)) != URL1738_OK)
            return rc;
        url1738__w_putc(&b->k, '[');
        url1738__w_put(&b->k, h.p, h.len);
        url1738__w_putc(&b->k, ']');
        return URL1738_OK;
    }
    if (t == URL1738_HOST_IPV4
        && !url1738__ipv4address((const unsigned char *)h.p, h.len))
        return fail(b, URL1738_E_BUILD_VALUE, 0,
                    N_("an IPv4 host must be four numbers 0-255 separated by "
                    "'.'"));
    /* reg-name = *( unreserved / pct-encoded / sub-delims ); an
     * IPv4address is one too. */
    return put_value(b, URL1738_PART_REG_NAME, h, URL1738_ENCODED_HOST,
                     N_("an encoded host holds a byte that must be escaped, "
                     "or a bad escape"));
}

/* 3.2: authority = [ userinfo "@" ] host [ ":" port ]; port = *DIGIT */
static enum url1738_code put_authority(struct b3 *b)
{
    const struct url1738_parts *u = b->u;
    enum url1738_code rc;
    size_t i;

    url1738__w_puts(&b->k, "//");
    if ((rc = put_userinfo(b)) != URL1738_OK
        || (rc = put_host(b)) != URL1738_OK)
        return rc;
    if (has(u->port)) {
        for (i = 0; i < u->port.len; i++)
            if (!url1738__is((unsigned char)u->port.p[i], P_DIGIT))
                return fail(b, URL1738_E_BUILD_VALUE, i,
                            N_("the port must be decimal digits"));
        url1738__w_putc(&b->k, ':');
        url1738__w_put(&b->k, u->port.p, u->port.len);
    }
    return URL1738_OK;
}

#define PATH_MSG                                                             \
    N_("an encoded path holds a byte that must be escaped, or a bad escape")

/* 3.3: with an authority, path-abempty = *( "/" segment ); without,
 * path-absolute (not "//"), path-rootless or path-empty; in a relative-ref
 * without one, path-noscheme: no ':' in the first segment (4.2). */
static enum url1738_code put_path(struct b3 *b, int relative)
{
    const struct url1738_parts *u = b->u;
    struct url1738_bytes p = u->path, first;
    size_t i;

    if (u->nsegments > 0) {
        if (!b->authority && u->nsegments >= 2 && u->segments[0].len == 0)
            return fail(b, URL1738_E_BUILD_VALUE, 0,
                        N_("without a host, the path cannot begin with "
                        "\"//\""));
        for (i = 0; i < u->nsegments; i++) {
            url1738__w_putc(&b->k, '/');
            url1738__put_encoded3986(&b->k, URL1738_PART_SEGMENT,
                                     u->segments[i].p, u->segments[i].len);
        }
        return URL1738_OK;
    }
    if (!has(p) || p.len == 0)
        return URL1738_OK;
    if (b->authority && p.p[0] != '/')
        return fail(b, URL1738_E_BUILD_VALUE, 0,
                    N_("with a host, the path must be empty or begin with '/'"));
    if (!b->authority && p.len >= 2 && p.p[0] == '/' && p.p[1] == '/') {
        if (u->encoded & URL1738_ENCODED_PATH)
            return fail(b, URL1738_E_BUILD_VALUE, 1,
                        N_("without a host, the path cannot begin with "
                        "\"//\""));
        /* Decoded, its second '/' is data: escaped, it reads back. */
        url1738__w_putc(&b->k, '/');
        url1738__w_put_escape(&b->k, '/');
        url1738__put_encoded3986(&b->k, URL1738_PART_PATH, p.p + 2,
                                 p.len - 2);
        return URL1738_OK;
    }
    if (relative && !b->authority && p.p[0] != '/') {
        /* segment-nz-nc: the first segment's ':' would read as the end
         * of a scheme. */
        const char *slash = memchr(p.p, '/', p.len);
        first.p = p.p;
        first.len = slash != NULL ? (size_t)(slash - p.p) : p.len;
        if (u->encoded & URL1738_ENCODED_PATH) {
            const char *colon = memchr(first.p, ':', first.len);
            if (colon != NULL)
                return fail(b, URL1738_E_BUILD_VALUE,
                            (size_t)(colon - p.p),
                            "':' is not allowed in the first segment of a "
                            "relative path (write \"./\" before it)");
        } else {
            url1738__put_encoded3986(&b->k, URL1738_PART_SEGMENT_NZ_NC,
                                     first.p, first.len);
            url1738__put_encoded3986(&b->k, URL1738_PART_PATH,
                                     p.p + first.len, p.len - first.len);
            return URL1738_OK;
        }
    }
    return put_value(b, URL1738_PART_PATH, p, URL1738_ENCODED_PATH,
                     PATH_MSG);
}

/* The URI without its checks against the parser. */
static enum url1738_code compose(struct b3 *b, int reference)
{
    const struct url1738_parts *u = b->u;
    enum url1738_code rc;
    int relative = !has(u->scheme) && url1738_scheme_name(u->scheme_id)
                                          == NULL;

    if ((rc = check_members(b)) != URL1738_OK
        || (rc = put_scheme(b, reference)) != URL1738_OK)
        return rc;
    b->authority = has(u->host);
    if (b->authority && (rc = put_authority(b)) != URL1738_OK)
        return rc;
    if ((rc = put_path(b, relative)) != URL1738_OK)
        return rc;
    /* 3.4: query = *( pchar / "/" / "?" ); 3.5: fragment the same */
    if (has(u->query)) {
        url1738__w_putc(&b->k, '?');
        rc = put_value(b, URL1738_PART_QUERY, u->query, URL1738_ENCODED_QUERY,
                       N_("an encoded query holds a byte that must be "
                       "escaped, or a bad escape"));
        if (rc != URL1738_OK)
            return rc;
    }
    if (has(u->fragment)) {
        url1738__w_putc(&b->k, '#');
        rc = put_value(b, URL1738_PART_FRAGMENT, u->fragment,
                       URL1738_ENCODED_FRAGMENT,
                       N_("an encoded fragment holds a byte that must be "
                       "escaped, or a bad escape"));
    }
    return rc;
}

enum url1738_code url1738_build_spec(const struct url1738_parts *parts,
                                     enum url1738_spec spec, char *dst,
                                     size_t cap, size_t *need,
                                     struct url1738_error *err)
{
    struct b3 b;
    struct url1738_parts own;
    enum url1738_code rc;

    if (spec == URL1738_SPEC_RFC1738)
        return url1738_build(parts, dst, cap, need, err);
    if (need != NULL)
        *need = 0;
    b.err = err;
    if (url1738__w_start(&b.k, dst, cap) != URL1738_OK)
        return fail(&b, URL1738_E_INVALID_ARG, 0,
                    N_("dst is NULL but cap is not 0"));
    if (parts == NULL)
        return fail(&b, URL1738_E_INVALID_ARG, 0, N_("no parts given"));
    if (spec != URL1738_SPEC_RFC3986 && spec != URL1738_SPEC_RFC3986_REFERENCE)
        return url1738__w_fail(&b.k, need,
                               url1738__report(err, URL1738_E_INVALID_ARG,
                                               0));
    if (parts->size < URL1738__ABI1_PARTS)
        return url1738__bad_size(err, URL1738__SIZE_MSG(url1738_parts,
                                                        URL1738_PARTS_INIT));
    /* The members the caller's struct has; any later one absent. */
    memset(&own, 0, sizeof own);
    memcpy(&own, parts, parts->size < sizeof own ? parts->size : sizeof own);
    b.u = &own;
    b.authority = 0;
    rc = compose(&b, spec == URL1738_SPEC_RFC3986_REFERENCE);
    if (rc != URL1738_OK)
        return url1738__w_fail(&b.k, need, rc);
    if (b.k.len <= b.k.cap) {
        /* Valid by construction; the parser has the last word. */
        struct url1738_error e;
        if (url1738_parse_spec(dst, b.k.len, spec, NULL, &e) != URL1738_OK) {
            url1738__w_fail(&b.k, need, e.code);
            return url1738__report_msg(err, e.code, e.offset, e.message);
        }
    }
    return url1738__w_end(&b.k, need, err);
}
