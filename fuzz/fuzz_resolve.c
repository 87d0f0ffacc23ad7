/*
 * fuzz_resolve.c - url1738_resolve and url1738_relativize, in RFC 1808
 * and RFC 3986 modes.
 *
 * Input: the base, LF, the reference (no LF: the reference is empty).
 * Properties (RFC 1808 4, RFC 3986 5.2, the header):
 * - a refusal is E_BASE_RELATIVE or E_NOT_HIERARCHICAL, offset 0, *need 0;
 * - the size query, a buffer of exactly that size (heap, so ASan sees a
 *   byte past it) and a second call agree byte for byte (deterministic);
 * - a smaller buffer gets E_NOSPACE and the first cap bytes, and the
 *   canary bytes after cap are untouched;
 * - relativize(base, resolved) is a reference that resolves back to
 *   resolved byte for byte, or (RFC 3986 only) E_NO_REFERENCE for a
 *   target whose path has dot segments; its buffers follow the same rules.
 */
#include <stdlib.h>

#include "fuzz.h"

#define CANARY 16

/* Calls resolve (rel 0) or relativize (rel 1) with every kind of buffer;
 * returns its code and, on URL1738_OK, the result (to free) in *out. */
static enum url1738_code call(int rel, const char *a, size_t alen,
                              const char *b, size_t blen, unsigned flags,
                              char **out, size_t *outlen,
                              struct fuzz_rng *g)
{
    struct url1738_error err;
    size_t need = 7, need2 = 7, cap, i;
    enum url1738_code rc, rc2;
    char *buf, *again, *small;

#define CALL(dst, c, n, e)                                                 \
    (rel ? url1738_relativize(a, alen, b, blen, flags, dst, c, n, e)       \
         : url1738_resolve(a, alen, b, blen, flags, dst, c, n, e))
    *out = NULL;
    rc = CALL(NULL, 0, &need, &err);
    FUZZ_CHECK(err.code == rc && err.message != NULL);
    if (rc != URL1738_OK && rc != URL1738_E_NOSPACE) {
        FUZZ_CHECK(need == 0);
        FUZZ_CHECK(url1738_errname(rc) != NULL);
        return rc;
    }
    FUZZ_CHECK(rc == (need == 0 ? URL1738_OK : URL1738_E_NOSPACE));
    if ((buf = malloc(need + 1)) == NULL || (again = malloc(need + 1)) == NULL)
        abort();
    FUZZ_CHECK(CALL(buf, need + 1, &need2, NULL) == URL1738_OK);
    FUZZ_CHECK(need2 == need && buf[need] == '\0');
    /* Exactly need bytes: fits, no room for the NUL. */
    FUZZ_CHECK(CALL(again, need, &need2, NULL) == URL1738_OK);
    FUZZ_CHECK(need2 == need && memcmp(again, buf, need) == 0);
    free(again);
    /* Too small: E_NOSPACE, the first cap bytes, nothing past cap. */
    if (need > 0) {
        cap = (size_t)(fuzz_rng_next(g) % need);
        if ((small = malloc(cap + CANARY)) == NULL)
            abort();
        memset(small, 0xA5, cap + CANARY);
        rc2 = CALL(cap ? small : NULL, cap, &need2, NULL);
        FUZZ_CHECK(rc2 == URL1738_E_NOSPACE && need2 == need);
        FUZZ_CHECK(memcmp(small, buf, cap) == 0);
        for (i = cap; i < cap + CANARY; i++)
            FUZZ_CHECK((unsigned char)small[i] == 0xA5);
        free(small);
    }
#undef CALL
    *out = buf;
    *outlen = need;
    return URL1738_OK;
}

static void check_mode(const char *base, size_t blen, const char *ref,
                       size_t rlen, unsigned flags, struct fuzz_rng *g)
{
    char *res, *rel, *back;
    size_t reslen = 0, rellen = 0, backlen = 0;
    enum url1738_code rc;
    struct url1738_error err;

    rc = call(0, base, blen, ref, rlen, flags, &res, &reslen, g);
    if (rc != URL1738_OK) {
        url1738_resolve(base, blen, ref, rlen, flags, NULL, 0, NULL, &err);
        FUZZ_CHECK(err.code == rc);
        /* A reference that is not URL text (2.2): an error at the byte,
         * an offset in the reference. */
        if (rc == URL1738_E_MUST_ENCODE || rc == URL1738_E_ESCAPE) {
            FUZZ_CHECK(err.offset <= rlen);
            return;
        }
        FUZZ_CHECK(rc == URL1738_E_BASE_RELATIVE
                   || rc == URL1738_E_NOT_HIERARCHICAL);
        FUZZ_CHECK(err.offset == 0);
        return;
    }
    /* RFC 1808 step 1: an empty base leaves the reference as it is. */
    if (blen == 0) {
        FUZZ_CHECK(reslen == rlen && memcmp(res, ref, rlen) == 0);
        free(res);
        return;
    }
    rc = call(1, base, blen, res, reslen, flags, &rel, &rellen, g);
    if (rc == URL1738_OK) {
        rc = call(0, base, blen, rel, rellen, flags, &back, &backlen, g);
        FUZZ_CHECK(rc == URL1738_OK);
        if (rc == URL1738_OK) {
            FUZZ_CHECK(backlen == reslen && memcmp(back, res, reslen) == 0);
            free(back);
        }
        free(rel);
    } else {
        /* 3986: dot segments in the target's path cannot be reached; a
         * target that is not URL text (from the base) is refused. */
        FUZZ_CHECK((rc == URL1738_E_NO_REFERENCE && (flags & URL1738_RFC3986))
                   || rc == URL1738_E_MUST_ENCODE || rc == URL1738_E_ESCAPE);
        url1738_relativize(base, blen, res, reslen, flags, NULL, 0, NULL,
                           &err);
        FUZZ_CHECK(err.offset <= reslen);
    }
    free(res);
}

FUZZ_TARGET(resolve)
{
    const char *p = (const char *)data;
    const uint8_t *lf = size ? memchr(data, '\n', size) : NULL;
    size_t blen = lf ? (size_t)(lf - data) : size;
    const char *ref = lf ? p + blen + 1 : "";
    size_t rlen = lf ? size - blen - 1 : 0;
    struct fuzz_rng g;

    fuzz_rng_seed(&g, data, size);
    check_mode(p, blen, ref, rlen, 0, &g);
    check_mode(p, blen, ref, rlen, URL1738_RFC3986, &g);
    return 0;
}
