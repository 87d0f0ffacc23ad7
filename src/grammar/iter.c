/* SPDX-License-Identifier: MIT */
/*
 * iter.c - walking the '/'-separated segments of a path (fpath, hpath,
 * ppath: 3.2.2, 3.3, 3.10, 3.11) and prospero's ";name=value" fields,
 * without allocation.
 */
#include <string.h>

#include "grammar/grammar.h"

void url1738_iter_init(struct url1738_iter *it, struct url1738_span s)
{
    if (s.off == URL1738_ABSENT) {
        it->pos = it->end = 0;
        it->done = 1;
        return;
    }
    it->pos = s.off;
    it->end = s.off + s.len;
    it->done = 0;
}

/* The next piece of the iterator's span up to the next sep (or its end):
 * '/' for path segments, '.' for host labels (host.c). */
int url1738__next_piece(const char *p, struct url1738_iter *it, char sep,
                        struct url1738_span *piece)
{
    const char *hit;
    size_t stop;

    if (it->done)
        return 0;
    hit = it->pos < it->end ? memchr(p + it->pos, sep, it->end - it->pos)
                            : NULL;
    stop = hit != NULL ? (size_t)(hit - p) : it->end;
    *piece = url1738__span(it->pos, stop - it->pos);
    if (hit != NULL) {
        it->pos = stop + 1;
    } else {
        it->pos = it->end;
        it->done = 1;
    }
    return 1;
}

int url1738_next_segment(const char *p, struct url1738_iter *it,
                         struct url1738_span *seg)
{
    return url1738__next_piece(p, it, '/', seg);
}

/* fieldspec = ";" fieldname "=" fieldvalue (3.11). The fields span of a
 * parsed URL starts at its first ";" (or is empty). A fieldspec without
 * "=" (only in spans that were not parsed) yields an absent value. */
int url1738_next_field(const char *p, struct url1738_iter *it,
                       struct url1738_span *name, struct url1738_span *value)
{
    size_t i, eq, stop;

    if (it->done)
        return 0;
    if (it->pos < it->end && p[it->pos] == ';')
        it->pos++;
    if (it->pos >= it->end) {
        it->done = 1;
        return 0;
    }
    i = it->pos;
    eq = URL1738_ABSENT;
    for (stop = i; stop < it->end && p[stop] != ';'; stop++)
        if (p[stop] == '=' && eq == URL1738_ABSENT)
            eq = stop;
    if (eq == URL1738_ABSENT) {
        *name = url1738__span(i, stop - i);
        *value = URL1738__NOSPAN;
    } else {
        *name = url1738__span(i, eq - i);
        *value = url1738__span(eq + 1, stop - eq - 1);
    }
    it->pos = stop;
    if (stop >= it->end)
        it->done = 1;
    return 1;
}
