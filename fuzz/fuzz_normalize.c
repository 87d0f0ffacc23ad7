/*
 * fuzz_normalize.c - url1738_normalize and url1738_equivalent.
 *
 * Properties (2.2, 3 and the header): an invalid URL gets parse's error;
 * a valid URL's normal form is valid, no longer than len + 1, normalizing
 * it again changes nothing (idempotent), and it is equivalent to the
 * input; *need is the same whatever the capacity and nothing is written
 * past cap; equivalence is reflexive and symmetric.
 */
#include <stdlib.h>

#include "fuzz.h"

FUZZ_TARGET(normalize)
{
    const char *p = (const char *)data;
    struct url1738_error perr, err;
    enum url1738_code prc = url1738_parse(p, size, NULL, &perr), rc;
    size_t need = 0, need2 = 0, half;
    char *out, *again;

    rc = url1738_normalize(p, size, NULL, 0, &need, &err);
    if (prc != URL1738_OK) {
        FUZZ_CHECK(rc == prc && err.offset == perr.offset);
        FUZZ_CHECK(url1738_equivalent(p, size, p, size, NULL) == -1);
        return 0;
    }
    FUZZ_CHECK(rc == (need == 0 ? URL1738_OK : URL1738_E_NOSPACE));
    FUZZ_CHECK(need <= size + 1);
    if ((out = malloc(need + 1)) == NULL
        || (again = malloc(need + 2)) == NULL)
        abort();
    FUZZ_CHECK(url1738_normalize(p, size, out, need + 1, &need2, NULL)
               == URL1738_OK);
    FUZZ_CHECK(need2 == need && out[need] == '\0');
    FUZZ_CHECK(url1738_valid(out, need));
    /* Idempotent. */
    FUZZ_CHECK(url1738_normalize(out, need, again, need + 2, &need2, NULL)
               == URL1738_OK);
    FUZZ_CHECK(need2 == need && memcmp(again, out, need) == 0);
    /* A buffer of exactly half the size holds the first half. */
    half = need / 2;
    if (half > 0) {
        char *small = malloc(half);
        if (small == NULL)
            abort();
        FUZZ_CHECK(url1738_normalize(p, size, small, half, &need2, NULL)
                   == URL1738_E_NOSPACE);
        FUZZ_CHECK(need2 == need && memcmp(small, out, half) == 0);
        free(small);
    }
    FUZZ_CHECK(url1738_equivalent(p, size, p, size, NULL) == 1);
    FUZZ_CHECK(url1738_equivalent(p, size, out, need, NULL) == 1);
    FUZZ_CHECK(url1738_equivalent(out, need, p, size, NULL) == 1);
    free(out);
    free(again);
    return 0;
}
