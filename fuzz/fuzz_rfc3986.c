/* SPDX-License-Identifier: MIT */
/*
 * fuzz_rfc3986.c - url1738_parse_spec under RFC 3986 (URI and
 * URI-reference).
 *
 * Properties (RFC 3986 appendix A and the header's promises):
 * - the ways to call it agree (url, err, either NULL; url1738_valid_spec);
 *   the fast path (fastpath3986.c) gives what the plain reading gives,
 *   the file shape with every stage-1 implementation, on the input and
 *   on "file://" and the input;
 *   the error offset is never past the input's end, the message is never
 *   NULL, the code is a syntax error's;
 * - the error offset is the leftmost non-viable byte: every prefix up to
 *   it parses or fails exactly at its own end, the prefix one byte longer
 *   fails exactly at that offset;
 * - every URI is a URI-reference, with the same parts;
 * - a valid URI's spans lie inside it and reassemble it exactly:
 *   scheme ":" [ "//" [ userinfo "@" ] host [ ":" port ] ] path
 *   [ "?" query ] [ "#" fragment ]; user ":" password is the userinfo;
 *   the host type matches the host's first byte; http(s) parts are the
 *   path after its "/" and the query.
 */
#include <stdlib.h>

#include "fuzz.h"
#include "simd/fastpath3986.h"

static int is_viable_prefix(const char *p, size_t k, enum url1738_spec spec)
{
    struct url1738_error e;

    return url1738_parse_spec(p, k, spec, NULL, &e) == URL1738_OK
           || e.offset == k;
}

static void check_error(const char *p, size_t size, enum url1738_spec spec,
                        const struct url1738_error *err)
{
    struct url1738_error e;
    size_t k, step;

    FUZZ_CHECK(err->offset <= size);
    FUZZ_CHECK(err->message != NULL);
    FUZZ_CHECK(err->code != URL1738_OK && err->code < 100);
    FUZZ_CHECK(is_viable_prefix(p, err->offset, spec));
    if (err->offset < size) {
        FUZZ_CHECK(url1738_parse_spec(p, err->offset + 1, spec, NULL, &e)
                   != URL1738_OK);
        FUZZ_CHECK(e.offset == err->offset);
    }
    step = err->offset <= 256 ? 1 : err->offset / 61 + 1;
    for (k = 0; k < err->offset; k += step)
        FUZZ_CHECK(is_viable_prefix(p, k, spec));
}

static void check_parts(const char *p, size_t size,
                        const struct url1738_url *u)
{
    char *out = malloc(size + 16);
    size_t n = 0;

    if (out == NULL)
        abort();
    FUZZ_CHECK(fuzz_span_in(u->scheme, size) && fuzz_span_in(u->userinfo, size)
               && fuzz_span_in(u->user, size)
               && fuzz_span_in(u->password, size)
               && fuzz_span_in(u->host, size) && fuzz_span_in(u->port, size)
               && fuzz_span_in(u->path, size) && fuzz_span_in(u->query, size)
               && fuzz_span_in(u->fragment, size));
    FUZZ_CHECK(url1738_present(u->path));
    if (url1738_present(u->scheme)) {
        fuzz_put_span(out, &n, p, u->scheme);
        fuzz_put(out, &n, ":", 1);
    }
    if (url1738_present(u->host)) {
        fuzz_put(out, &n, "//", 2);
        if (url1738_present(u->userinfo)) {
            fuzz_put_span(out, &n, p, u->userinfo);
            fuzz_put(out, &n, "@", 1);
        }
        fuzz_put_span(out, &n, p, u->host);
        if (url1738_present(u->port)) {
            fuzz_put(out, &n, ":", 1);
            fuzz_put_span(out, &n, p, u->port);
        }
        FUZZ_CHECK(u->host_type != URL1738_HOST_NONE);
        FUZZ_CHECK((u->host.len > 0 && p[u->host.off] == '[')
                   == (u->host_type == URL1738_HOST_IPV6
                       || u->host_type == URL1738_HOST_IPVFUTURE));
    } else {
        FUZZ_CHECK(u->host_type == URL1738_HOST_NONE);
        FUZZ_CHECK(!url1738_present(u->userinfo)
                   && !url1738_present(u->port));
    }
    fuzz_put_span(out, &n, p, u->path);
    if (url1738_present(u->query)) {
        fuzz_put(out, &n, "?", 1);
        fuzz_put_span(out, &n, p, u->query);
    }
    if (url1738_present(u->fragment)) {
        fuzz_put(out, &n, "#", 1);
        fuzz_put_span(out, &n, p, u->fragment);
    }
    FUZZ_CHECK(n == size && memcmp(out, p, size) == 0);
    /* user ":" password is the userinfo; no password without a ':'. */
    FUZZ_CHECK(url1738_present(u->user) == url1738_present(u->userinfo));
    if (url1738_present(u->userinfo)) {
        FUZZ_CHECK(u->user.off == u->userinfo.off);
        if (url1738_present(u->password))
            FUZZ_CHECK(u->user.len + 1 + u->password.len == u->userinfo.len
                       && p[u->password.off - 1] == ':'
                       && memchr(p + u->user.off, ':', u->user.len) == NULL);
        else
            FUZZ_CHECK(u->user.len == u->userinfo.len
                       && memchr(p + u->user.off, ':', u->user.len) == NULL);
    }
    if (u->parts_of == URL1738_SCHEME_HTTP) {
        FUZZ_CHECK(fuzz_span_within(u->u.http.hpath, u->path));
        FUZZ_CHECK(u->u.http.search.off == u->query.off
                   && u->u.http.search.len == u->query.len);
    }
    free(out);
}

/* The file shape (fastpath3986.c, on stage 1's RFC 1738 masks) with every
 * stage-1 implementation at hand: it accepts only what the plain reading
 * accepts (rb), with the same struct (*b). */
static void check_file_shape(const char *p, size_t size,
                             enum url1738_spec spec,
                             const struct url1738_url *b,
                             enum url1738_code rb)
{
    static const enum url1738__cpu impls[] = {
        URL1738__CPU_SCALAR, URL1738__CPU_SSSE3, URL1738__CPU_AVX2
    };
    struct url1738_url f;
    size_t k;

    for (k = 0; k < sizeof impls / sizeof impls[0]; k++) {
        int v;
        memset(&f, 0, sizeof f);
        f.size = sizeof f;
        v = url1738__fast_file3986_with(impls[k], (const unsigned char *)p,
                                        size, spec, &f);
        FUZZ_CHECK(v == url1738__fast_file3986_with(
                            impls[k], (const unsigned char *)p, size, spec,
                            NULL));
        if (v)
            FUZZ_CHECK(rb == URL1738_OK && memcmp(&f, b, sizeof f) == 0);
    }
}

/* The fast path (src/simd/fastpath3986.c) changes nothing: the plain reading
 * gives the same code, offset, message and struct, byte for byte. */
static void check_plain(const char *p, size_t size, enum url1738_spec spec)
{
    struct url1738_url a, b;
    struct url1738_error ea, eb;
    enum url1738_code rb;

    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    a.size = b.size = sizeof a;
    rb = url1738__parse_spec_plain(p, size, spec, &b, &eb);
    FUZZ_CHECK(url1738_parse_spec(p, size, spec, &a, &ea) == rb);
    FUZZ_CHECK(ea.code == eb.code && ea.offset == eb.offset
               && strcmp(ea.message, eb.message) == 0);
    FUZZ_CHECK(memcmp(&a, &b, sizeof a) == 0);
    check_file_shape(p, size, spec, &b, rb);
}

/* The same on "file://" and the input, where the file shape takes it. */
static void check_plain_file(const char *p, size_t size,
                             enum url1738_spec spec)
{
    char *q = malloc(size + 7);

    if (q == NULL)
        abort();
    memcpy(q, "file://", 7);
    memcpy(q + 7, p, size);
    check_plain(q, size + 7, spec);
    free(q);
}

FUZZ_TARGET(rfc3986)
{
    const char *p = (const char *)data;
    struct url1738_url u = URL1738_URL_INIT, r = URL1738_URL_INIT;
    struct url1738_error e, e2;
    enum url1738_code rc, rr;

    rc = url1738_parse_spec(p, size, URL1738_SPEC_RFC3986, &u, &e);
    FUZZ_CHECK(url1738_parse_spec(p, size, URL1738_SPEC_RFC3986, NULL, &e2)
               == rc);
    FUZZ_CHECK(e2.offset == e.offset && e2.code == e.code);
    FUZZ_CHECK(url1738_valid_spec(p, size, URL1738_SPEC_RFC3986)
               == (rc == URL1738_OK));
    FUZZ_CHECK(e.code == rc);
    rr = url1738_parse_spec(p, size, URL1738_SPEC_RFC3986_REFERENCE, &r, &e2);
    if (rc != URL1738_OK) {
        check_error(p, size, URL1738_SPEC_RFC3986, &e);
        FUZZ_CHECK(!url1738_present(u.host) && !url1738_present(u.path));
    } else {
        check_parts(p, size, &u);
        /* Every URI is a URI-reference, read the same. */
        FUZZ_CHECK(rr == URL1738_OK);
        FUZZ_CHECK(memcmp(&u.host, &r.host, sizeof u.host) == 0
                   && memcmp(&u.path, &r.path, sizeof u.path) == 0
                   && memcmp(&u.query, &r.query, sizeof u.query) == 0);
    }
    if (rr != URL1738_OK)
        check_error(p, size, URL1738_SPEC_RFC3986_REFERENCE, &e2);
    else
        check_parts(p, size, &r);
    check_plain(p, size, URL1738_SPEC_RFC3986);
    check_plain(p, size, URL1738_SPEC_RFC3986_REFERENCE);
    if (size == 0 || p[0] != 'f') {
        check_plain_file(p, size, URL1738_SPEC_RFC3986);
        check_plain_file(p, size, URL1738_SPEC_RFC3986_REFERENCE);
    }
    return 0;
}
