/* SPDX-License-Identifier: MIT */
/*
 * compare.c - whether two URLs locate the same resource (2.2, 3): their
 * canonical forms (normalize.c) compared as they are produced, so no
 * buffer is needed whatever their length. url1738_equivalent()
 * (normalize.c) compares short forms in buffers and comes here for long
 * ones; the tests hold it to this.
 */
#include "ops/ops.h"
#include "ops/normalize.h"

int url1738__equivalent1738_plain(const char *a, size_t alen, const char *b,
                                  size_t blen, struct url1738_error *err)
{
    struct url1738__norm na, nb;
    int ca, cb;

    if (url1738__norm_init(&na, a, alen, err) != URL1738_OK)
        return -1;
    if (url1738__norm_init(&nb, b, blen, err) != URL1738_OK) {
        if (err != NULL)
            err->offset += alen;
        return -1;
    }
    do {
        ca = url1738__norm_next(&na);
        cb = url1738__norm_next(&nb);
        if (ca != cb)
            return 0;
    } while (ca >= 0);
    return 1;
}
