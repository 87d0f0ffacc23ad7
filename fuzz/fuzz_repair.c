/* SPDX-License-Identifier: MIT */
/*
 * fuzz_repair.c - url1738_repair.
 *
 * Properties: a repaired URL is valid; a valid URL comes back unchanged
 * but for its scheme's case; a repair that reports no change (or only the
 * scheme's case) returns a URL equivalent to the input (2.2, 3:
 * url1738_equivalent), so the input was a URL already; repairing a
 * repaired URL changes nothing; the changes are listed in input order,
 * inside the input; a refusal's offset is inside the input; nothing is
 * written past cap.
 */
#include <stdlib.h>

#include "fuzz.h"

#define MAXCH 8

FUZZ_TARGET(repair)
{
    const char *p = (const char *)data;
    size_t cap = 3 * size + 2, need = 0, n = 0, n2 = 0, need2 = 0, i;
    char *out = malloc(cap), *again;
    struct url1738_change ch[MAXCH];
    struct url1738_error err;
    enum url1738_code rc;
    int seen_colon = 0, same;

    if (out == NULL)
        abort();
    ch[0].size = sizeof ch[0];
    rc = url1738_repair(p, size, out, cap, &need, ch, MAXCH, &n, &err);
    if (url1738_valid(p, size)) {
        /* Unchanged but for the scheme's case (the header promises both
         * "unchanged" and "lower-cases the scheme": the code does the
         * latter, see docs/hardening.md). */
        FUZZ_CHECK(rc == URL1738_OK && need == size);
        for (i = 0; rc == URL1738_OK && i < size; i++) {
            char want = p[i];
            if (!seen_colon && want >= 'A' && want <= 'Z')
                want = (char)(want | 0x20);
            seen_colon |= p[i] == ':';
            FUZZ_CHECK(out[i] == want);
        }
        for (i = 0; i < n && i < MAXCH; i++)
            FUZZ_CHECK(ch[i].kind == URL1738_FIX_SCHEME_CASE);
    }
    if (rc != URL1738_OK) {
        FUZZ_CHECK(rc == URL1738_E_UNREPAIRABLE);
        FUZZ_CHECK(err.offset <= size && err.message != NULL);
    } else {
        FUZZ_CHECK(need <= cap);
        FUZZ_CHECK(url1738_valid(out, need));
        /* No change reported: the meaning is kept. */
        for (i = 0, same = 1; i < n && i < MAXCH; i++)
            same &= ch[i].kind == URL1738_FIX_SCHEME_CASE;
        if (same && n <= MAXCH)
            FUZZ_CHECK(url1738_equivalent(p, size, out, need, NULL) == 1);
        for (i = 0; i < n && i < MAXCH; i++) {
            FUZZ_CHECK(ch[i].offset <= size);
            FUZZ_CHECK(ch[i].message != NULL);
            FUZZ_CHECK(url1738_fix_name(ch[i].kind) != NULL);
            if (i > 0)
                FUZZ_CHECK(ch[i].offset >= ch[i - 1].offset);
        }
        /* Repairing a repaired URL changes nothing (the work is done in
         * the output: it needs 3 * len + 2 bytes). */
        if ((again = malloc(3 * need + 2)) == NULL)
            abort();
        FUZZ_CHECK(url1738_repair(out, need, again, 3 * need + 2, &need2,
                                  NULL, 0,
                                  &n2, NULL) == URL1738_OK);
        FUZZ_CHECK(n2 == 0 && need2 == need
                   && memcmp(again, out, need) == 0);
        free(again);
    }
    free(out);
    return 0;
}
