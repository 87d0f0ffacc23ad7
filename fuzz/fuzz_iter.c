/* SPDX-License-Identifier: MIT */
/*
 * fuzz_iter.c - url1738_iter_init, url1738_next_segment and
 * url1738_next_field on arbitrary spans of arbitrary bytes (not only on
 * parts of valid URLs, which fuzz_parse covers).
 *
 * Properties: every piece lies inside the span; segments are the
 * '/'-separated pieces (fpath = fsegment *[ "/" fsegment ], 3.2.2), one
 * more than the '/'s, and re-joined they are the span; fields follow each
 * other ";" name [ "=" value ] and cover the span; both iterators end,
 * within len + 1 steps, and stay ended.
 */
#include "fuzz.h"

static void check_segments(const char *p, struct url1738_span s)
{
    struct url1738_iter it;
    struct url1738_span seg;
    size_t at = s.off, count = 0, slashes = 0, i;

    url1738_iter_init(&it, s);
    while (url1738_next_segment(p, &it, &seg)) {
        FUZZ_CHECK(fuzz_span_within(seg, s) && seg.off == at);
        FUZZ_CHECK(memchr(p + seg.off, '/', seg.len) == NULL);
        at = seg.off + seg.len;
        if (at < s.off + s.len) {
            FUZZ_CHECK(p[at] == '/');
            at++;
        }
        count++;
        FUZZ_CHECK(count <= s.len + 1);
        if (count > s.len + 1)
            return;
    }
    FUZZ_CHECK(url1738_next_segment(p, &it, &seg) == 0);
    if (s.off == URL1738_ABSENT) {
        FUZZ_CHECK(count == 0);
        return;
    }
    for (i = 0; i < s.len; i++)
        slashes += p[s.off + i] == '/';
    FUZZ_CHECK(count == slashes + 1 && at == s.off + s.len);
}

static void check_fields(const char *p, struct url1738_span s)
{
    struct url1738_iter it;
    struct url1738_span name, value;
    size_t at = s.off, count = 0;

    url1738_iter_init(&it, s);
    while (url1738_next_field(p, &it, &name, &value)) {
        FUZZ_CHECK(fuzz_span_within(name, s));
        FUZZ_CHECK(fuzz_span_within(value, s));
        /* The ';' before a field is optional only at the span's start. */
        if (p[at] == ';')
            at++;
        FUZZ_CHECK(name.off == at);
        FUZZ_CHECK(memchr(p + name.off, ';', name.len) == NULL);
        FUZZ_CHECK(memchr(p + name.off, '=', name.len) == NULL);
        if (url1738_present(value)) {
            FUZZ_CHECK(value.off == name.off + name.len + 1);
            FUZZ_CHECK(p[value.off - 1] == '=');
            FUZZ_CHECK(memchr(p + value.off, ';', value.len) == NULL);
            at = value.off + value.len;
        } else {
            at = name.off + name.len;
        }
        count++;
        FUZZ_CHECK(count <= s.len);
        if (count > s.len)
            return;
    }
    FUZZ_CHECK(url1738_next_field(p, &it, &name, &value) == 0);
    if (s.off == URL1738_ABSENT)
        FUZZ_CHECK(count == 0);
    else if (count > 0)
        FUZZ_CHECK(at == s.off + s.len
                   || (at + 1 == s.off + s.len && p[at] == ';'));
}

FUZZ_TARGET(iter)
{
    const char *p = (const char *)data;
    struct fuzz_rng r;
    struct url1738_span s;
    int i;

    fuzz_rng_seed(&r, data, size);
    s.off = 0;
    s.len = size;
    check_segments(p, s);
    check_fields(p, s);
    for (i = 0; i < 4; i++) {
        s.off = size ? (size_t)(fuzz_rng_next(&r) % (size + 1)) : 0;
        s.len = (size_t)(fuzz_rng_next(&r) % (size - s.off + 1));
        check_segments(p, s);
        check_fields(p, s);
    }
    s.off = URL1738_ABSENT;
    s.len = 0;
    check_segments(p, s);
    check_fields(p, s);
    return 0;
}
