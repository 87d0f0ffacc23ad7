/* SPDX-License-Identifier: MIT */
/*
 * relative.h - what resolve.c and relativize.c share: the "." / ".."
 * processing of a path made of two pieces (RFC 1808 4 step 6,
 * RFC 3986 5.2.4). Not installed.
 */
#ifndef URL1738_RELATIVE_H
#define URL1738_RELATIVE_H

#include "grammar/write.h"
#include "readings/readings.h"

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
void url1738__put_dots(struct url1738__writer *o, const struct url1738__path *v,
                       unsigned flags);
/* The same by the two passes alone, without the shortcut for a path
 * with no dot segment (the reference t_resolve compares with). */
void url1738__put_dots_passes(struct url1738__writer *o,
                              const struct url1738__path *v, unsigned flags);

/* url1738_resolve by the plain code alone: the reference checked, then
 * split by memchr, no dot-segment mask known, every merged path through
 * url1738__put_dots (what t_resolve and fuzz_resolve hold the one-pass
 * split and check, and the masks' shortcuts, to). */
enum url1738_code url1738__resolve_plain(const char *base, size_t blen,
                                         const char *ref, size_t rlen,
                                         unsigned flags, char *dst,
                                         size_t cap, size_t *need,
                                         struct url1738_error *err);

#endif /* URL1738_RELATIVE_H */
