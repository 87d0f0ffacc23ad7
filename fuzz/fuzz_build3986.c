/* SPDX-License-Identifier: MIT */
/*
 * fuzz_build3986.c - url1738_build_spec under RFC 3986.
 *
 * Input: byte 0 is flags. Bit 0 set: the rest is a URL; when RFC 3986
 * reads it, its raw parts build it back byte for byte, and its decoded
 * parts (the host raw) build a URI whose parts decode to the same bytes.
 * Bit 0 clear: the rest is the parts, each a length byte (0xFF: absent)
 * and that many bytes, in the order scheme, userinfo, user, password,
 * host, port, path, query, fragment, then a host_type byte and an
 * encoded byte. Properties (RFC 3986 appendix A, url1738.h): a built URI
 * is valid under RFC 3986 and parses back to the parts (decoded ones
 * decode the same, encoded ones are the same bytes); a size query and an
 * exact buffer agree, a smaller buffer gets the first cap bytes; a
 * refusal is E_INVALID_ARG or one of the E_BUILD_* codes, never the
 * parser's own: build writes only what the parser reads.
 */
#include <stdlib.h>

#include "fuzz.h"

static struct url1738_bytes raw(const char *p, struct url1738_span s)
{
    struct url1738_bytes b = { NULL, 0 };

    if (url1738_present(s)) {
        b.p = p + s.off;
        b.len = s.len;
    }
    return b;
}

/* Whether span s of out, decoded unless encoded, is want's bytes. */
static int same(const char *out, struct url1738_span s,
                struct url1738_bytes want, int encoded)
{
    char *dec;
    size_t n = 0;
    int eq;

    if (want.p == NULL || !url1738_present(s))
        return want.p == NULL && !url1738_present(s);
    if (encoded)
        return s.len == want.len && memcmp(out + s.off, want.p, s.len) == 0;
    if ((dec = malloc(s.len + 1)) == NULL)
        abort();
    eq = url1738_decode_span(out, s, dec, s.len + 1, &n, NULL) == URL1738_OK
         && n == want.len && memcmp(dec, want.p, n) == 0;
    free(dec);
    return eq;
}

/* Builds u; on success checks the URI against the parts and returns it
 * (malloc'd, *len), else NULL after checking the refusal. */
static char *build(const struct url1738_parts *u, size_t *len)
{
    struct url1738_error err;
    size_t need = 0, need2 = 7, cap;
    enum url1738_code rc;
    char *out, *small;

    rc = url1738_build_spec(u, URL1738_SPEC_RFC3986, NULL, 0, &need, &err);
    if (rc != URL1738_OK && rc != URL1738_E_NOSPACE) {
        FUZZ_CHECK(rc == URL1738_E_INVALID_ARG || rc == URL1738_E_BUILD_VALUE
                   || rc == URL1738_E_BUILD_PART
                   || rc == URL1738_E_BUILD_MISSING);
        FUZZ_CHECK(need == 0);
        return NULL;
    }
    if ((out = malloc(need + 1)) == NULL)
        abort();
    rc = url1738_build_spec(u, URL1738_SPEC_RFC3986, out, need + 1, &need2,
                            &err);
    /* The parser's check of the result never refuses what was built. */
    FUZZ_CHECK(rc == URL1738_OK);
    FUZZ_CHECK(need2 == need && out[need] == '\0');
    FUZZ_CHECK(url1738_valid_spec(out, need, URL1738_SPEC_RFC3986));
    cap = need / 2;
    if ((small = malloc(cap + 1)) == NULL)
        abort();
    need2 = 7;
    rc = url1738_build_spec(u, URL1738_SPEC_RFC3986, cap ? small : NULL, cap,
                            &need2, NULL);
    FUZZ_CHECK(need2 == need);
    FUZZ_CHECK(rc == (need <= cap ? URL1738_OK : URL1738_E_NOSPACE));
    FUZZ_CHECK(cap == 0 || memcmp(small, out, cap) == 0);
    free(small);
    *len = need;
    return out;
}

/* The parts of a built URI are the parts given. */
static void check_parts(const struct url1738_parts *u, const char *out,
                        size_t len)
{
    struct url1738_url v = URL1738_URL_INIT;
    unsigned e = u->encoded;

    FUZZ_CHECK(url1738_parse_spec(out, len, URL1738_SPEC_RFC3986, &v, NULL)
               == URL1738_OK);
    if (u->userinfo.p != NULL)
        FUZZ_CHECK(same(out, v.userinfo, u->userinfo,
                        e & URL1738_ENCODED_USERINFO));
    else if (u->user.p != NULL)
        FUZZ_CHECK(same(out, v.user, u->user, e & URL1738_ENCODED_USER)
                   && same(out, v.password, u->password,
                           e & URL1738_ENCODED_PASSWORD));
    FUZZ_CHECK(same(out, v.query, u->query, e & URL1738_ENCODED_QUERY));
    FUZZ_CHECK(same(out, v.fragment, u->fragment,
                    e & URL1738_ENCODED_FRAGMENT));
    if (u->port.p != NULL)
        FUZZ_CHECK(same(out, v.port, u->port, 1));
    if (u->path.p != NULL && u->path.len > 0)
        FUZZ_CHECK(same(out, v.path, u->path, e & URL1738_ENCODED_PATH)
                   || (u->scheme.p == NULL && !(e & URL1738_ENCODED_PATH)));
    FUZZ_CHECK((u->host.p != NULL) == url1738_present(v.host));
}

/* A URL read under RFC 3986 comes back from its parts. */
static void url_round_trip(const char *p, size_t n)
{
    struct url1738_url v = URL1738_URL_INIT;
    struct url1738_parts u = URL1738_PARTS_INIT;
    struct url1738_bytes parts[4];
    struct url1738_span spans[4];
    char *out, *dec;
    size_t len, i, used = 0, k;

    if (url1738_parse_spec(p, n, URL1738_SPEC_RFC3986, &v, NULL)
        != URL1738_OK)
        return;
    u.scheme = raw(p, v.scheme);
    u.userinfo = raw(p, v.userinfo);
    u.host = raw(p, v.host);
    u.host_type = v.host_type;
    u.port = raw(p, v.port);
    u.path = raw(p, v.path);
    u.query = raw(p, v.query);
    u.fragment = raw(p, v.fragment);
    u.encoded = URL1738_ENCODED_USERINFO | URL1738_ENCODED_HOST
                | URL1738_ENCODED_PATH | URL1738_ENCODED_QUERY
                | URL1738_ENCODED_FRAGMENT;
    out = build(&u, &len);
    FUZZ_CHECK(out != NULL && len == n && memcmp(out, p, n) == 0);
    free(out);
    /* Decoded: userinfo, path, query, fragment. */
    if ((dec = malloc(n + 1)) == NULL)
        abort();
    spans[0] = v.userinfo;
    spans[1] = v.path;
    spans[2] = v.query;
    spans[3] = v.fragment;
    for (i = 0; i < 4; i++) {
        parts[i].p = NULL;
        parts[i].len = 0;
        if (!url1738_present(spans[i]))
            continue;
        k = 0;
        url1738_decode_span(p, spans[i], dec + used, n + 1 - used, &k, NULL);
        parts[i].p = dec + used;
        parts[i].len = k;
        used += k;
    }
    u.userinfo = parts[0];
    u.path = parts[1];
    u.query = parts[2];
    u.fragment = parts[3];
    u.encoded = URL1738_ENCODED_HOST;
    out = build(&u, &len);
    FUZZ_CHECK(out != NULL);
    if (out != NULL)
        check_parts(&u, out, len);
    free(out);
    free(dec);
}

FUZZ_TARGET(build3986)
{
    struct fuzz_reader r;
    struct url1738_parts u = URL1738_PARTS_INIT;
    char *out;
    size_t len;

    if (size == 0)
        return 0;
    if (data[0] & 1) {
        url_round_trip((const char *)data + 1, size - 1);
        return 0;
    }
    r.d = data;
    r.n = size;
    r.i = 1;
    u.scheme = fuzz_take(&r);
    u.userinfo = fuzz_take(&r);
    u.user = fuzz_take(&r);
    u.password = fuzz_take(&r);
    u.host = fuzz_take(&r);
    u.port = fuzz_take(&r);
    u.path = fuzz_take(&r);
    u.query = fuzz_take(&r);
    u.fragment = fuzz_take(&r);
    u.host_type = (enum url1738_host_type)(fuzz_take_byte(&r) % 5);
    u.encoded = fuzz_take_byte(&r) & 0x7Fu;
    out = build(&u, &len);
    if (out != NULL)
        check_parts(&u, out, len);
    free(out);
    return 0;
}
