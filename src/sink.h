/*
 * sink.h - the output of the encoding, building, normalizing and repair
 * functions: a caller's buffer (dst, cap) that counts what did not fit,
 * so one pass both writes and answers the size query.
 */
#ifndef URL1738_SINK_H
#define URL1738_SINK_H

#include "internal.h"

struct url1738__sink {
    char *dst;
    size_t cap;
    size_t n;       /* bytes produced so far, written or not */
};

static inline void url1738__sink_init(struct url1738__sink *k, char *dst,
                                      size_t cap)
{
    k->dst = dst;
    k->cap = dst != NULL ? cap : 0;
    k->n = 0;
}

static inline void url1738__put(struct url1738__sink *k, char c)
{
    if (k->n < k->cap)
        k->dst[k->n] = c;
    k->n++;
}

static inline void url1738__put_mem(struct url1738__sink *k, const char *p,
                                    size_t len)
{
    size_t i;

    for (i = 0; i < len; i++)
        url1738__put(k, p[i]);
}

/* "%XX", upper-case hex (2.2). */
static inline void url1738__put_escape(struct url1738__sink *k,
                                       unsigned char c)
{
    static const char hexdig[] = "0123456789ABCDEF";

    url1738__put(k, '%');
    url1738__put(k, hexdig[c >> 4]);
    url1738__put(k, hexdig[c & 15]);
}

/* Ends the output: a NUL when room is left, *need, and the status. */
static inline enum url1738_code url1738__sink_end(struct url1738__sink *k,
                                                  size_t *need)
{
    if (k->n < k->cap)
        k->dst[k->n] = '\0';
    if (need != NULL)
        *need = k->n;
    return k->n > k->cap ? URL1738_E_NOSPACE : URL1738_OK;
}

/* encode.c: appends src encoded for part (url1738_encode's rules). */
void url1738__put_encoded(struct url1738__sink *k, enum url1738_part part,
                          const char *src, size_t len);

#endif
