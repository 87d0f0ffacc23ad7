/*
 * relative.h - what resolve.c and relativize.c share: an output that
 * writes into a caller's buffer or compares with expected bytes, and the
 * "." / ".." processing of a path made of two pieces (RFC 1808 4 step 6,
 * RFC 3986 5.2.4). Not installed.
 */
#ifndef URL1738_RELATIVE_H
#define URL1738_RELATIVE_H

#include "internal.h"

/* Where a result goes: into dst (the first cap bytes), or, when cmp is
 * not NULL, compared with cmp[0 .. cmp_len) (differs becomes 1 at the
 * first mismatch). n counts every byte, written or not. */
struct url1738__out {
    char *dst;
    size_t cap;
    size_t n;
    const char *cmp;
    size_t cmp_len;
    int differs;
};

/* Puts byte ch at position pos of the result. */
static inline void url1738__put_at(struct url1738__out *o, size_t pos,
                                   char ch)
{
    if (o->cmp != NULL) {
        if (pos >= o->cmp_len || o->cmp[pos] != ch)
            o->differs = 1;
    } else if (pos < o->cap) {
        o->dst[pos] = ch;
    }
}

/* Appends len bytes. */
static inline void url1738__put(struct url1738__out *o, const char *p,
                                size_t len)
{
    size_t i;

    for (i = 0; i < len; i++)
        url1738__put_at(o, o->n + i, p[i]);
    o->n += len;
}

/* A path as the concatenation of two pieces (the base's directory and the
 * reference's path, RFC 1808 4 step 6); b may be empty. */
struct url1738__path {
    const char *a;
    size_t alen;
    const char *b;
    size_t blen;
};

/* Appends the path with "." and ".." segments processed: by RFC 1808 4
 * step 6 a-d, or with URL1738_RFC3986 in flags by RFC 3986 5.2.4. */
void url1738__put_dots(struct url1738__out *o, const struct url1738__path *v,
                       unsigned flags);

/* Whether the scheme span of p is one RFC 1808 2.3 says is never used
 * with relative URLs (mailto, news, telnet). */
int url1738__scheme_flat(const char *p, struct url1738_span scheme);

/* url1738_resolve into o (a buffer or a comparison): no NUL is added and
 * o->n is the result's length. */
enum url1738_code url1738__resolve_out(const char *base, size_t blen,
                                       const char *ref, size_t rlen,
                                       unsigned flags, struct url1738__out *o,
                                       struct url1738_error *err);

#endif /* URL1738_RELATIVE_H */
