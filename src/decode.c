/*
 * decode.c - percent-decoding (2.2) into a caller's buffer.
 *
 *   escape = "%" hex hex
 *
 * Both cases of hex digit are accepted ("abcdef" may also be used, 2.2).
 * Any byte other than '%' is copied as it is: decoding is not validation.
 */
#include <string.h>

#include "internal.h"

enum url1738_code url1738_decode(const char *src, size_t len, char *dst,
                                 size_t cap, size_t *need,
                                 struct url1738_error *err)
{
    const unsigned char *s = (const unsigned char *)src;
    size_t i = 0, o = 0, bad;

    if (src == NULL && len != 0)
        len = 0;
    if (dst == NULL)
        cap = 0;
    while (i < len) {
        const unsigned char *pct = memchr(s + i, '%', len - i);
        size_t run = pct != NULL ? (size_t)(pct - (s + i)) : len - i;

        /* Copy the run before the next '%' in one go. */
        if (o < cap)
            memcpy(dst + o, s + i, run < cap - o ? run : cap - o);
        o += run;
        i += run;
        if (i == len)
            break;
        if (!url1738__escape_ok(s, i, len, &bad)) {
            if (need != NULL)
                *need = 0;
            return url1738__report(err, URL1738_E_ESCAPE, bad);
        }
        if (o < cap)
            dst[o] = (char)(url1738__hexval(s[i + 1]) << 4
                            | url1738__hexval(s[i + 2]));
        o++;
        i += 3;
    }
    if (o < cap)
        dst[o] = '\0';
    if (need != NULL)
        *need = o;
    return url1738__report(err, o > cap ? URL1738_E_NOSPACE : URL1738_OK, 0);
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
