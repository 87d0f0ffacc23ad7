/* SPDX-License-Identifier: MIT */
/*
 * fuzz_decode.c - url1738_decode and url1738_decode_span.
 *
 * Properties (2.2: escape = "%" hex hex; the header's snprintf-like
 * promise):
 * - the result is what a plain reference decoder gives, error offset
 *   included;
 * - *need is the same whatever the capacity, and never more than len;
 * - nothing is ever written past cap (each output buffer is allocated with
 *   exactly cap bytes, and a guarded copy checks the bytes after it);
 * - OK when need <= cap, NOSPACE otherwise, with the first cap bytes
 *   written, and a NUL after the output when room is left;
 * - decode_span of a span gives the same bytes, its error offset shifted
 *   by the span's start; an absent span decodes to nothing;
 * - the block scan (taken when cap > len) gives what the plain decoder
 *   (url1738__decode_plain) gives: code, need, offset, the result.
 */
#include <stdlib.h>

#include "fuzz.h"
#include "grammar/write.h"

#define GUARD 16

static int hex_value(unsigned char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* 2.2, the slow obvious way. Returns the length, or (size_t)-1 with *bad
 * set to the first byte that breaks an escape. */
static size_t decode_reference(const uint8_t *s, size_t n, uint8_t *out,
                               size_t *bad)
{
    size_t i, o = 0;

    for (i = 0; i < n; i++) {
        if (s[i] != '%') {
            out[o++] = s[i];
            continue;
        }
        if (i + 1 >= n || hex_value(s[i + 1]) < 0) {
            *bad = i + 1;
            return (size_t)-1;
        }
        if (i + 2 >= n || hex_value(s[i + 2]) < 0) {
            *bad = i + 2 < n ? i + 2 : n;
            return (size_t)-1;
        }
        out[o++] = (uint8_t)(hex_value(s[i + 1]) * 16 + hex_value(s[i + 2]));
        i += 2;
    }
    return o;
}

/* One call with capacity cap into a buffer of exactly cap bytes, then into
 * a guarded one; both must agree with the reference. */
static void check_cap(const char *src, size_t len, size_t cap,
                      const uint8_t *want, size_t want_len, size_t bad)
{
    char *exact = cap ? malloc(cap) : NULL;
    unsigned char *guarded = malloc(cap + GUARD);
    struct url1738_error err;
    size_t need = 12345, need2 = 54321, i;
    enum url1738_code rc, rc2;

    if ((cap && exact == NULL) || guarded == NULL)
        abort();
    rc = url1738_decode(src, len, exact, cap, &need, &err);
    memset(guarded, 0xA5, cap + GUARD);
    rc2 = url1738_decode(src, len, (char *)guarded, cap, &need2, NULL);
    FUZZ_CHECK(rc == rc2);
    FUZZ_CHECK(err.code == rc && err.message != NULL);
    for (i = cap; i < cap + GUARD; i++)
        FUZZ_CHECK(guarded[i] == 0xA5);
    if (want_len == (size_t)-1) {
        FUZZ_CHECK(rc == URL1738_E_ESCAPE);
        FUZZ_CHECK(err.offset == bad && need == 0 && need2 == 0);
    } else {
        size_t k = want_len < cap ? want_len : cap;
        FUZZ_CHECK(need == want_len && need2 == want_len);
        FUZZ_CHECK(need <= len);
        FUZZ_CHECK(rc == (want_len <= cap ? URL1738_OK
                                          : URL1738_E_NOSPACE));
        FUZZ_CHECK(k == 0 || memcmp(exact, want, k) == 0);
        FUZZ_CHECK(memcmp(guarded, want, k) == 0);
        if (want_len < cap)
            FUZZ_CHECK(exact[want_len] == '\0' && guarded[want_len] == 0);
    }
    free(exact);
    free(guarded);
}

FUZZ_TARGET(decode)
{
    const char *src = (const char *)data;
    uint8_t *want = malloc(size + 1);
    size_t want_len, bad = 0, need = 99;
    size_t caps[8];
    size_t i;
    struct fuzz_rng r;
    struct url1738_span s;
    struct url1738_error err;
    enum url1738_code rc;

    if (want == NULL)
        abort();
    fuzz_rng_seed(&r, data, size);
    want_len = decode_reference(data, size, want, &bad);
    caps[0] = 0;
    caps[1] = 1;
    caps[2] = want_len == (size_t)-1 ? 2 : want_len;
    caps[3] = caps[2] > 0 ? caps[2] - 1 : 0;
    caps[4] = caps[2] + 1;
    caps[5] = size + 1;
    caps[6] = (size_t)(fuzz_rng_next(&r) % (size + 2));
    caps[7] = (size_t)(fuzz_rng_next(&r) % 4);
    for (i = 0; i < sizeof caps / sizeof caps[0]; i++)
        check_cap(src, size, caps[i], want, want_len, bad);

    /* The block scan against the plain decoder, with room for all. */
    {
        char *a = malloc(size + 1), *b = malloc(size + 1);
        size_t na = 7, nb = 8;
        struct url1738_error ea, eb;
        enum url1738_code ra, rb;

        if (a == NULL || b == NULL)
            abort();
        ra = url1738_decode(src, size, a, size + 1, &na, &ea);
        rb = url1738__decode_plain(src, size, b, size + 1, &nb, &eb);
        FUZZ_CHECK(ra == rb && na == nb && ea.code == eb.code
                   && ea.offset == eb.offset);
        FUZZ_CHECK(ra != URL1738_OK || memcmp(a, b, na + 1) == 0);
        FUZZ_CHECK(ra == URL1738_OK || a[0] == '\0');
        free(a);
        free(b);
    }

    /* A pure size query: no dst, no err, only need. */
    rc = url1738_decode(src, size, NULL, 0, &need, NULL);
    if (want_len == (size_t)-1)
        FUZZ_CHECK(rc == URL1738_E_ESCAPE);
    else
        FUZZ_CHECK(need == want_len
                   && rc == (want_len ? URL1738_E_NOSPACE : URL1738_OK));
    FUZZ_CHECK(url1738_decode(src, size, NULL, 0, NULL, NULL) == rc);

    /* decode_span: a random span, offsets relative to the whole input. */
    s.off = size ? (size_t)(fuzz_rng_next(&r) % (size + 1)) : 0;
    s.len = (size_t)(fuzz_rng_next(&r) % (size - s.off + 1));
    want_len = decode_reference(data + s.off, s.len, want, &bad);
    rc = url1738_decode_span(src, s, NULL, 0, &need, &err);
    if (want_len == (size_t)-1) {
        FUZZ_CHECK(rc == URL1738_E_ESCAPE && err.offset == s.off + bad);
    } else {
        char *out = malloc(want_len + 1);
        if (out == NULL)
            abort();
        FUZZ_CHECK(need == want_len);
        FUZZ_CHECK(url1738_decode_span(src, s, out, want_len + 1, &need,
                                       &err) == URL1738_OK);
        FUZZ_CHECK(memcmp(out, want, want_len) == 0);
        free(out);
    }
    s.off = URL1738_ABSENT;
    s.len = 0;
    need = 99;
    FUZZ_CHECK(url1738_decode_span(src, s, NULL, 0, &need, NULL)
               == URL1738_OK);
    FUZZ_CHECK(need == 0);
    free(want);
    return 0;
}
