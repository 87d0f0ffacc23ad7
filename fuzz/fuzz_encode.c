/* SPDX-License-Identifier: MIT */
/*
 * fuzz_encode.c - url1738_encode and url1738_must_escape.
 *
 * Input: the first byte picks the part, the rest is the text.
 * Properties (2.2): decode(encode(s)) == s for any bytes; every raw byte
 * of the output is one the part allows; *need is the same whatever the
 * capacity and nothing is written past cap; an encoded segment, user or
 * schemepart put in its place makes a valid URL (3.1-3.3, 5); under RFC
 * 3986 (url1738_encode_spec) each component's encoding in its place makes
 * a valid URI (appendix A) and is the octet-at-a-time definition.
 */
#include <stdlib.h>

#include "fuzz.h"

/* The encoded text as part of a URL that must then be valid. */
static void check_in_context(enum url1738_part part, const char *e,
                             size_t n)
{
    static const struct {
        enum url1738_part part;
        const char *before, *after;
    } ctx[] = {
        { URL1738_PART_USER, "ftp://", "@h/" },
        { URL1738_PART_PASSWORD, "ftp://u:", "@h/" },
        { URL1738_PART_FTP_SEGMENT, "ftp://h/", "" },
        { URL1738_PART_HTTP_SEGMENT, "http://h/", "" },
        { URL1738_PART_HTTP_SEARCH, "http://h/?", "" },
        { URL1738_PART_FILE_SEGMENT, "file:///", "" },
        { URL1738_PART_XCHAR, "x-y:", "" },
        { URL1738_PART_WAIS_DATABASE, "wais://h/", "" },
    };
    size_t i, b, a;
    char *u;

    for (i = 0; i < sizeof ctx / sizeof ctx[0]; i++) {
        if (ctx[i].part != part)
            continue;
        b = strlen(ctx[i].before);
        a = strlen(ctx[i].after);
        if ((u = malloc(b + n + a + 1)) == NULL)
            abort();
        memcpy(u, ctx[i].before, b);
        memcpy(u + b, e, n);
        memcpy(u + b + n, ctx[i].after, a);
        FUZZ_CHECK(url1738_valid(u, b + n + a));
        free(u);
    }
}

/* The encoding e[0 .. n) of src under RFC 3986 is the octet-at-a-time
 * definition (url1738_must_escape_spec, "%" and two upper-case hex
 * digits): the short path (encode.c's encode_short, taken for a path,
 * query or fragment of up to 256 bytes that fits) held to it. */
static void same_as_definition(enum url1738_part part, const char *src,
                               size_t len, const char *e, size_t n)
{
    static const char hex[] = "0123456789ABCDEF";
    size_t i, o = 0;

    for (i = 0; i < len; i++) {
        unsigned char c = (unsigned char)src[i];
        if (url1738_must_escape_spec(URL1738_SPEC_RFC3986, part, c)) {
            FUZZ_CHECK(o + 3 <= n && e[o] == '%' && e[o + 1] == hex[c >> 4]
                       && e[o + 2] == hex[c & 15]);
            o += 3;
        } else {
            FUZZ_CHECK(o < n && e[o] == (char)c);
            o++;
        }
    }
    FUZZ_CHECK(o == n);
}

/* RFC 3986 (appendix A): the text encoded for a component, in its
 * place in a URI that must then be valid under RFC 3986. */
static void check_in_context3986(const char *src, size_t len)
{
    static const struct {
        enum url1738_part part;
        const char *before, *after;
    } ctx[] = {
        { URL1738_PART_USER, "x://", ":p@h/" },
        { URL1738_PART_PASSWORD, "x://u:", "@h/" },
        { URL1738_PART_USERINFO, "x://", "@h/" },
        { URL1738_PART_HOST, "x://", ":1/" },
        { URL1738_PART_REG_NAME, "x://", "/" },
        { URL1738_PART_SEGMENT, "x://h/", "/" },
        { URL1738_PART_SEGMENT_NZ_NC, "", "/" },
        { URL1738_PART_PATH, "x:/a/", "" },  /* not "//": no authority */
        { URL1738_PART_QUERY, "x:?", "#" },
        { URL1738_PART_FRAGMENT, "x:#", "" },
    };
    size_t i, b, a, need = 0;
    char *u;

    for (i = 0; i < sizeof ctx / sizeof ctx[0]; i++) {
        enum url1738_spec spec = ctx[i].part == URL1738_PART_SEGMENT_NZ_NC
                                     ? URL1738_SPEC_RFC3986_REFERENCE
                                     : URL1738_SPEC_RFC3986;
        b = strlen(ctx[i].before);
        a = strlen(ctx[i].after);
        url1738_encode_spec(URL1738_SPEC_RFC3986, ctx[i].part, src, len,
                            NULL, 0, &need);
        if ((u = malloc(b + need + a + 1)) == NULL)
            abort();
        memcpy(u, ctx[i].before, b);
        FUZZ_CHECK(url1738_encode_spec(URL1738_SPEC_RFC3986, ctx[i].part,
                                       src, len, u + b, need + 1, NULL)
                   == URL1738_OK);
        same_as_definition(ctx[i].part, src, len, u + b, need);
        memcpy(u + b + need, ctx[i].after, a);
        /* A relative path's first segment must not be empty ("/" then
         * would begin an absolute path: still valid). */
        FUZZ_CHECK(url1738_valid_spec(u, b + need + a, spec));
        free(u);
    }
}

FUZZ_TARGET(encode)
{
    enum url1738_part part;
    const char *src;
    size_t len, need = 0, need2 = 7, dlen = 0, i, cap;
    char *enc, *dec, *small;
    enum url1738_code rc;
    struct fuzz_rng r;

    if (size == 0)
        return 0;
    part = (enum url1738_part)(data[0] % url1738_part_count());
    src = (const char *)data + 1;
    len = size - 1;
    check_in_context3986(src, len);
    /* A value the part cannot hold (a host with a byte no host has) is
     * refused, with nothing written. */
    if (url1738_encode_check(part, src, len, NULL) != URL1738_OK) {
        need = 7;
        FUZZ_CHECK(url1738_encode(part, src, len, NULL, 0, &need)
                   == URL1738_E_BUILD_VALUE);
        FUZZ_CHECK(need == 0);
        return 0;
    }
    rc = url1738_encode(part, src, len, NULL, 0, &need);
    FUZZ_CHECK(rc == (need == 0 ? URL1738_OK : URL1738_E_NOSPACE));
    FUZZ_CHECK(need >= len && need <= 3 * len);
    if ((enc = malloc(need + 1)) == NULL || (dec = malloc(len + 1)) == NULL)
        abort();
    FUZZ_CHECK(url1738_encode(part, src, len, enc, need + 1, &need2)
               == URL1738_OK);
    FUZZ_CHECK(need2 == need && enc[need] == '\0');
    /* 2.2: decoding gives the bytes back. */
    FUZZ_CHECK(url1738_decode(enc, need, dec, len + 1, &dlen, NULL)
               == URL1738_OK);
    FUZZ_CHECK(dlen == len && memcmp(dec, src, len) == 0);
    if (part != URL1738_PART_NEWS_ARTICLE) {
        for (i = 0; i < need; i++) {
            unsigned char c = (unsigned char)enc[i];
            if (c == '%')
                i += 2;
            else
                FUZZ_CHECK(!url1738_must_escape(part, c));
        }
        check_in_context(part, enc, need);
    }
    /* A smaller buffer of exactly cap bytes: the first cap bytes, no
     * more. */
    fuzz_rng_seed(&r, data, size);
    cap = need ? (size_t)(fuzz_rng_next(&r) % need) : 0;
    if ((small = malloc(cap ? cap : 1)) == NULL)
        abort();
    need2 = 7;
    rc = url1738_encode(part, src, len, cap ? small : NULL, cap, &need2);
    FUZZ_CHECK(need2 == need);
    FUZZ_CHECK(rc == (need <= cap ? URL1738_OK : URL1738_E_NOSPACE));
    FUZZ_CHECK(cap == 0 || memcmp(small, enc, cap) == 0);
    FUZZ_CHECK(url1738_encode((enum url1738_part)url1738_part_count(), src,
                              len, NULL, 0, NULL) == URL1738_E_INVALID_ARG);
    free(small);
    free(enc);
    free(dec);
    return 0;
}
