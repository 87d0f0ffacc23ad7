/* SPDX-License-Identifier: MIT */
/*
 * fuzz_normalize.c - url1738_normalize_spec and url1738_equivalent_spec
 * under both readings (RFC 1738 2.2, 3; RFC 3986 6.2.2, 6.2.3), and
 * url1738_normalize / url1738_equivalent, which RFC 1738's must equal;
 * under the WHATWG reading, normalize_spec is the href (check_whatwg).
 *
 * Properties (the header): an invalid URL gets the parse error of its
 * reading; a valid URL's normal form is valid under the same reading, no
 * longer than len + 1, normalizing it again changes nothing
 * (idempotent), and it is equivalent to the input; *need is the same
 * whatever the capacity and a short buffer holds the result's first
 * bytes (RFC 3986's is written from its end); equivalence is reflexive
 * and symmetric. And the forward normalizers (issue 30) equal the plain
 * byte cursors they replaced (ops/normalize.h): code, *need, bytes,
 * error, and the equivalence verdicts (of the input with itself, its
 * halves, its normal form and itself with letters' case flipped).
 */
#include <stdlib.h>

#include "fuzz.h"
#include "ops/normalize.h"

/* The plain implementation agrees with the library on p (and, compared,
 * with q). */
static void same_as_plain(const char *p, size_t size, const char *q,
                          size_t qn, enum url1738_spec spec)
{
    struct url1738_error ea, eb;
    enum url1738_code ra, rb;
    size_t na = 1, nb = 2, cap = 2 * size + 16;
    char *a = malloc(cap), *b = malloc(cap);
    int r1 = spec == URL1738_SPEC_RFC1738;

    if (a == NULL || b == NULL)
        abort();
    ra = url1738_normalize_spec(p, size, spec, a, cap, &na, &ea);
    rb = r1 ? url1738__normalize1738_plain(p, size, b, cap, &nb, &eb)
            : url1738__normalize3986_plain(p, size, b, cap, &nb, &eb);
    FUZZ_CHECK(ra == rb && na == nb && ea.code == eb.code
               && ea.offset == eb.offset
               && strcmp(ea.message, eb.message) == 0);
    FUZZ_CHECK(ra != URL1738_OK || memcmp(a, b, na) == 0);
    FUZZ_CHECK(url1738_equivalent_spec(p, size, q, qn, spec, NULL)
               == (r1 ? url1738__equivalent1738_plain(p, size, q, qn, NULL)
                      : url1738__equivalent3986_plain(p, size, q, qn,
                                                      NULL)));
    free(a);
    free(b);
}

/* p with the case of its letters flipped where the input's own bytes
 * say (odd bytes at even offsets and the reverse), so that some differ
 * in the scheme and host only and most elsewhere too: the library's
 * verdict, which decides a difference in case of scheme and host
 * without normalizing (url1738__same_but_case), against the plain
 * cursors'. */
static void check_flipped(const char *p, size_t size,
                          enum url1738_spec spec)
{
    char *q = malloc(size + 1);
    size_t i, host_end = size;

    if (q == NULL)
        abort();
    memcpy(q, p, size);
    /* every other input, the letters after the third "/" kept */
    if (size > 0 && (p[0] & 1)) {
        size_t slashes = 0;
        for (i = 0; i < size && host_end == size; i++)
            if (p[i] == '/' && ++slashes == 3)
                host_end = i;
    }
    for (i = 0; i < host_end; i++) {
        unsigned c = (unsigned char)q[i];
        if ((c | 0x20) >= 'a' && (c | 0x20) <= 'z' && ((c ^ i) & 1))
            q[i] = (char)(c ^ 0x20);
    }
    same_as_plain(p, size, q, size, spec);
    same_as_plain(q, size, p, size, spec);
    free(q);
}

static void check(const char *p, size_t size, enum url1738_spec spec)
{
    struct url1738_error perr, err;
    enum url1738_code prc = url1738_parse_spec(p, size, spec, NULL, &perr),
                      rc;
    size_t need = 0, need2 = 0, half;
    char *out, *again;

    same_as_plain(p, size, p, size, spec);
    same_as_plain(p, size / 2, p + size / 2, size - size / 2, spec);
    check_flipped(p, size, spec);
    rc = url1738_normalize_spec(p, size, spec, NULL, 0, &need, &err);
    if (prc != URL1738_OK) {
        FUZZ_CHECK(rc == prc && err.offset == perr.offset);
        FUZZ_CHECK(url1738_equivalent_spec(p, size, p, size, spec, NULL)
                   == -1);
        return;
    }
    FUZZ_CHECK(rc == (need == 0 ? URL1738_OK : URL1738_E_NOSPACE));
    FUZZ_CHECK(need <= size + 1);
    if ((out = malloc(need + 1)) == NULL
        || (again = malloc(need + 2)) == NULL)
        abort();
    FUZZ_CHECK(url1738_normalize_spec(p, size, spec, out, need + 1, &need2,
                                      NULL) == URL1738_OK);
    FUZZ_CHECK(need2 == need && out[need] == '\0');
    FUZZ_CHECK(url1738_valid_spec(out, need, spec));
    /* Idempotent. */
    FUZZ_CHECK(url1738_normalize_spec(out, need, spec, again, need + 2,
                                      &need2, NULL) == URL1738_OK);
    FUZZ_CHECK(need2 == need && memcmp(again, out, need) == 0);
    if (spec == URL1738_SPEC_RFC1738) {
        /* The old function is RFC 1738's, byte for byte. */
        FUZZ_CHECK(url1738_normalize(p, size, again, need + 2, &need2, NULL)
                   == URL1738_OK);
        FUZZ_CHECK(need2 == need && memcmp(again, out, need) == 0);
    }
    /* A buffer of exactly half the size holds the first half. */
    half = need / 2;
    if (half > 0) {
        char *small = malloc(half);
        if (small == NULL)
            abort();
        FUZZ_CHECK(url1738_normalize_spec(p, size, spec, small, half, &need2,
                                          NULL) == URL1738_E_NOSPACE);
        FUZZ_CHECK(need2 == need && memcmp(small, out, half) == 0);
        free(small);
    }
    FUZZ_CHECK(url1738_equivalent_spec(p, size, p, size, spec, NULL) == 1);
    FUZZ_CHECK(url1738_equivalent_spec(p, size, out, need, spec, NULL) == 1);
    FUZZ_CHECK(url1738_equivalent_spec(out, need, p, size, spec, NULL) == 1);
    same_as_plain(out, need, p, size, spec);
    if (spec == URL1738_SPEC_RFC1738)
        FUZZ_CHECK(url1738_equivalent(p, size, out, need, NULL) == 1);
    free(out);
    free(again);
}

/* Under the WHATWG reading the normal form is the href: the same code,
 * need and bytes as url1738_whatwg_parse(), the parse error of
 * url1738_parse_spec() for an input it refuses, valid again and its own
 * normal form (the standard's idempotence). */
static void check_whatwg(const char *p, size_t size)
{
    struct url1738_error perr, err;
    enum url1738_code prc = url1738_parse_spec(p, size, URL1738_SPEC_WHATWG,
                                               NULL, &perr),
                      rc;
    size_t need = 0, need2 = 0;
    char *out, *again;

    rc = url1738_normalize_spec(p, size, URL1738_SPEC_WHATWG, NULL, 0, &need,
                                &err);
    FUZZ_CHECK(url1738_valid_spec(p, size, URL1738_SPEC_WHATWG)
               == (prc == URL1738_OK));
    if (prc != URL1738_OK) {
        FUZZ_CHECK(rc == prc && err.offset == perr.offset && need == 0);
        return;
    }
    FUZZ_CHECK(rc == URL1738_E_NOSPACE && need > 0);
    if ((out = malloc(need + 1)) == NULL || (again = malloc(need + 1)) == NULL)
        abort();
    FUZZ_CHECK(url1738_normalize_spec(p, size, URL1738_SPEC_WHATWG, out,
                                      need + 1, &need2, NULL) == URL1738_OK);
    FUZZ_CHECK(need2 == need && out[need] == '\0');
    FUZZ_CHECK(url1738_whatwg_parse(p, size, NULL, NULL, again, need + 1,
                                    &need2, NULL, NULL) == URL1738_OK
               && need2 == need && memcmp(again, out, need) == 0);
    FUZZ_CHECK(url1738_valid_spec(out, need, URL1738_SPEC_WHATWG));
    FUZZ_CHECK(url1738_normalize_spec(out, need, URL1738_SPEC_WHATWG, again,
                                      need + 1, &need2, NULL) == URL1738_OK
               && need2 == need && memcmp(again, out, need) == 0);
    free(out);
    free(again);
}

FUZZ_TARGET(normalize)
{
    check((const char *)data, size, URL1738_SPEC_RFC1738);
    check((const char *)data, size, URL1738_SPEC_RFC3986);
    check_whatwg((const char *)data, size);
    return 0;
}
