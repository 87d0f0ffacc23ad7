/* SPDX-License-Identifier: MIT */
/*
 * decode.c - percent-decoding (2.2) into a caller's buffer.
 *
 *   escape = "%" hex hex
 *
 * Both cases of hex digit are accepted ("abcdef" may also be used, 2.2).
 * Any byte other than '%' is copied as it is: decoding is not validation.
 */
#include <string.h>

#include "grammar/write.h"

enum url1738_code url1738_decode(const char *src, size_t len, char *dst,
                                 size_t cap, size_t *need,
                                 struct url1738_error *err)
{
    const unsigned char *s = (const unsigned char *)src;
    struct url1738__writer w;
    size_t i = 0, bad;

    if (url1738__w_start(&w, dst, cap) != URL1738_OK
        || (src == NULL && len != 0))
        return url1738__w_fail(&w, need,
                               url1738__report(err, URL1738_E_INVALID_ARG,
                                               0));
    while (i < len) {
        const unsigned char *pct = memchr(s + i, '%', len - i);
        size_t run = pct != NULL ? (size_t)(pct - (s + i)) : len - i;

        /* Copy the run before the next '%' in one go. */
        url1738__w_put(&w, src + i, run);
        i += run;
        if (i == len)
            break;
        if (!url1738__escape_ok(s, i, len, &bad))
            return url1738__w_fail(&w, need,
                                   url1738__report(err, URL1738_E_ESCAPE,
                                                   bad));
        url1738__w_putc(&w, (char)(url1738__hexval(s[i + 1]) << 4
                                   | url1738__hexval(s[i + 2])));
        i += 3;
    }
    return url1738__w_end(&w, need, err);
}

enum url1738_code url1738_decode_span(const char *p, struct url1738_span s,
                                      char *dst, size_t cap, size_t *need,
                                      struct url1738_error *err)
{
    enum url1738_code rc;

    if (s.off == URL1738_ABSENT || p == NULL)
        return url1738_decode(NULL, 0, dst, cap, need, err);
    rc = url1738_decode(p + s.off, s.len, dst, cap, need, err);
    if (rc == URL1738_E_ESCAPE && err != NULL)
        err->offset += s.off;
    return rc;
}
