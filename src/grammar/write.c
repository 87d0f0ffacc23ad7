/* SPDX-License-Identifier: MIT */
/*
 * write.c - the bounded writer (write.h): the one place that decides what
 * is stored in a caller's buffer, where the NUL goes and what *need is.
 */
#include <string.h>

#include "grammar/write.h"

enum url1738_code url1738__w_start(struct url1738__writer *w, char *dst,
                                   size_t cap)
{
    w->dst = dst;
    w->cap = dst != NULL ? cap : 0;
    w->len = 0;
    w->cmp = NULL;
    w->cmp_len = 0;
    w->differs = 0;
    return dst == NULL && cap > 0 ? URL1738_E_INVALID_ARG : URL1738_OK;
}

void url1738__w_compare(struct url1738__writer *w, const char *cmp,
                        size_t cmp_len)
{
    (void)url1738__w_start(w, NULL, 0);
    w->cmp = cmp != NULL ? cmp : "";
    w->cmp_len = cmp_len;
}

void url1738__w_put_any(struct url1738__writer *w, const char *p, size_t n)
{
    size_t i;

    if (w->cmp == NULL) {
        /* Store what fits in one copy. */
        if (w->len < w->cap && n > 0) {
            size_t room = w->cap - w->len;
            memcpy(w->dst + w->len, p, n < room ? n : room);
        }
        w->len += n;
        return;
    }
    for (i = 0; i < n; i++)
        url1738__w_putc(w, p[i]);
}

void url1738__w_puts(struct url1738__writer *w, const char *s)
{
    while (*s != '\0')     /* no strlen in the library (make lint) */
        url1738__w_putc(w, *s++);
}

void url1738__w_put_whole(struct url1738__writer *w, const char *p,
                          size_t n)
{
    if (w->cmp != NULL || w->len + n < w->cap) {
        url1738__w_put(w, p, n);
        return;
    }
    /* Cut here: keep only the NUL's byte after what is stored, so no
     * later piece is stored either (len stays >= cap from now on). */
    if (w->len < w->cap)
        w->cap = w->len + 1;
    w->len += n;
}

void url1738__w_puts_whole(struct url1738__writer *w, const char *s)
{
    size_t n = 0;

    while (s[n] != '\0')     /* no strlen in the library (make lint) */
        n++;
    url1738__w_put_whole(w, s, n);
}

void url1738__w_end_message(struct url1738__writer *w)
{
    if (w->cap > 0)
        w->dst[w->len < w->cap ? w->len : w->cap - 1] = '\0';
}

void url1738__w_put_escape(struct url1738__writer *w, unsigned char c)
{
    char e[3];

    url1738__escape3(e, c);
    url1738__w_putc(w, e[0]);
    url1738__w_putc(w, e[1]);
    url1738__w_putc(w, e[2]);
}

void url1738__w_put_decoded(struct url1738__writer *w, const char *p,
                            size_t n)
{
    const unsigned char *u = (const unsigned char *)p;
    size_t i;

    for (i = 0; i < n; i++) {
        if (u[i] == '%' && i + 2 < n) {
            url1738__w_putc(w, (char)(url1738__hexval(u[i + 1]) << 4
                                      | url1738__hexval(u[i + 2])));
            i += 2;
        } else {
            url1738__w_putc(w, (char)u[i]);
        }
    }
}

enum url1738_code url1738__w_end(struct url1738__writer *w, size_t *need,
                                 struct url1738_error *err)
{
    enum url1738_code rc = w->len <= w->cap ? URL1738_OK : URL1738_E_NOSPACE;

    if (w->len < w->cap)
        w->dst[w->len] = '\0';
    if (need != NULL)
        *need = w->len;
    return url1738__report(err, rc, 0);
}

enum url1738_code url1738__w_fail(struct url1738__writer *w, size_t *need,
                                  enum url1738_code code)
{
    if (w->cap > 0)
        w->dst[0] = '\0';
    if (need != NULL)
        *need = 0;
    return code;
}
