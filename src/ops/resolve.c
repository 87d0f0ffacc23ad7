/* SPDX-License-Identifier: MIT */
/*
 * resolve.c - the absolute form of a relative URL: RFC 1808 section 4,
 * or RFC 3986 5.2.2 with remove_dot_segments (5.2.4), written into a
 * caller's buffer with no allocation.
 *
 * Dot processing works on segments from right to left: a ".." cancels the
 * nearest segment to its left that is neither "." nor ".." nor already
 * cancelled, which is exactly what RFC 1808's leftmost-first removal of
 * "<segment>/../" (step 6c) and RFC 3986's output-buffer algorithm do.
 * Counting pending ".." from the right needs no stack, so a first pass
 * measures the result and a second writes it back to front.
 */
#include <stdint.h>
#include <string.h>

#include "ops/ops.h"
#include "ops/relative.h"

static char at_path(const struct url1738__path *v, size_t i)
{
    return i < v->alen ? v->a[i] : v->b[i - v->alen];
}

/* 1 for a "." segment, 2 for "..", else 0 ("g." "..g" are names). */
static int classify_segment(const struct url1738__path *v, size_t st,
                            size_t e)
{
    if (e - st == 1 && at_path(v, st) == '.')
        return 1;
    if (e - st == 2 && at_path(v, st) == '.' && at_path(v, st + 1) == '.')
        return 2;
    return 0;
}

struct dots {
    size_t pending;      /* ".." seen, not yet matched                  */
    int trailing;        /* the result ends with an empty segment        */
    int last_open;       /* RFC 1808: the final ".." is still unmatched  */
    int first_cancelled; /* the leftmost segment was cancelled           */
    size_t kept;         /* segments kept                                */
    size_t kept_bytes;
    size_t items;        /* items written so far (second pass)           */
    size_t w;            /* write position, moving left (second pass)    */
};

/* Writes one item of the result (right to left), '/' after it unless it
 * is the rightmost. */
static void emit_item(struct url1738__writer *o, size_t base, struct dots *d,
                      const struct url1738__path *v, size_t st, size_t e)
{
    size_t i;

    if (d->items > 0)
        url1738__w_put_at(o, base + --d->w, '/');
    for (i = e; i > st; i--)
        url1738__w_put_at(o, base + --d->w, at_path(v, i - 1));
    d->items++;
}

/*
 * RFC 1808 4 step 6 a-d / RFC 3986 5.2.4, one right-to-left pass over
 * the segments of v[s .. n). a: "." is dropped; b: a final "." leaves the
 * path ending in '/'; c, d: ".." cancels a segment. RFC 1808 keeps a ".."
 * with nothing to cancel, RFC 3986 drops it (C: "/.." at the start).
 */
static void scan_segments(const struct url1738__path *v, size_t s, size_t n,
                          int rfc3986, struct dots *d,
                          struct url1738__writer *o, size_t base)
{
    size_t e = n, st;
    int last = 1, kind;

    for (;;) {
        st = e;
        while (st > s && at_path(v, st - 1) != '/')
            st--;
        kind = classify_segment(v, st, e);
        if (kind == 1) {
            if (last)
                d->trailing = 1;
        } else if (kind == 2) {
            d->pending++;
            if (last && rfc3986)
                d->trailing = 1;
            else if (last)
                d->last_open = 1;
        } else if (d->pending > 0) {
            d->pending--;
            if (d->pending == 0 && d->last_open) {
                d->last_open = 0; /* step 6d: "<segment>/.." removed */
                d->trailing = 1;
            }
            if (st == s)
                d->first_cancelled = 1;
        } else {
            d->kept++;
            d->kept_bytes += e - st;
            if (o != NULL)
                emit_item(o, base, d, v, st, e);
        }
        last = 0;
        if (st == s)
            break;
        e = st - 1;
    }
}

/* Whether some segment of v (between '/'s or its ends) is "." or "..":
 * each '.' found (memchr, a block at a time) is looked at with its
 * neighbours. A path without one is its own result. */
static int has_dot_segment(const struct url1738__path *v)
{
    size_t n = v->alen + v->blen, h;

    for (h = 0; h < 2; h++) {
        const char *p = h ? v->b : v->a, *q, *end;
        size_t len = h ? v->blen : v->alen, off = h ? v->alen : 0;

        if (len == 0)
            continue;
        for (q = p, end = p + len;
             q < end && (q = memchr(q, '.', (size_t)(end - q))) != NULL;
             q++) {
            size_t i = off + (size_t)(q - p);
            if ((i == 0 || at_path(v, i - 1) == '/')
                && (i + 1 == n || at_path(v, i + 1) == '/'
                    || (at_path(v, i + 1) == '.'
                        && (i + 2 == n || at_path(v, i + 2) == '/'))))
                return 1;
        }
    }
    return 0;
}

/* What the splits' masks (url1738__rel_parse_dots) say of a merged path,
 * when they are known: whether its directory part has a dot segment, and
 * where the reference part's dot segments start (bit i: at b[i]). */
struct dots_known {
    int dir_clean;
    uint64_t b;
};

/* No "." or ".." segment: both passes would keep every segment and
 * write the path as it is (an empty one as nothing), in two copies
 * instead. t_resolve holds this to the passes alone
 * (url1738__put_dots_passes) on generated paths. */
/*
 * The common merged path with dots: a directory a ("/" ... "/", no dot
 * segment) and a reference b that starts with "../" and "./" (or is
 * "." or "..") and has no dot segment after them. Each "../" takes the
 * last segment off a; the result is what is left of a, then the rest
 * of b, in two copies. RFC 3986 drops a ".." with nothing left to
 * cancel; RFC 1808 keeps it (the passes write that). Returns 0 when the
 * path is not of this shape (nothing written).
 */
static int put_dots_leading(struct url1738__writer *o,
                            const struct url1738__path *v, int rfc3986,
                            const struct dots_known *kn)
{
    const char *a = v->a, *b = v->b;
    size_t alen = v->alen, blen = v->blen, s = 0, ups = 0, p;
    struct url1738__path rest, dir;

    if (alen == 0 || a[0] != '/' || a[alen - 1] != '/' || blen == 0
        || b[0] != '.')
        return 0;
    for (;;) {
        size_t r = blen - s;
        if (r >= 2 && b[s] == '.' && b[s + 1] == '.'
            && (r == 2 || b[s + 2] == '/')) {
            ups++;
            s += r == 2 ? 2 : 3;
        } else if (r >= 1 && b[s] == '.' && (r == 1 || b[s + 1] == '/')) {
            s += r == 1 ? 1 : 2;
        } else {
            break;
        }
    }
    if (s == 0)
        return 0;
    rest.a = b + s;
    rest.alen = blen - s;
    rest.b = "";
    rest.blen = 0;
    dir.a = a;
    dir.alen = alen;
    dir.b = "";
    dir.blen = 0;
    if (kn != NULL ? !kn->dir_clean || (kn->b >> s) != 0
                   : has_dot_segment(&rest) || has_dot_segment(&dir))
        return 0;
    for (p = alen - 1; ups > 0 && p > 0; ups--) /* a[p] == '/' */
        while (a[--p] != '/')
            ;
    if (ups > 0 && !rfc3986)
        return 0;
    url1738__w_put(o, a, p + 1);
    url1738__w_put(o, rest.a, rest.alen);
    return 1;
}

void url1738__put_dots(struct url1738__writer *o, const struct url1738__path *v,
                       unsigned flags)
{
    if (put_dots_leading(o, v, (flags & URL1738_RFC3986) != 0, NULL))
        return;
    if (!has_dot_segment(v)) {
        url1738__w_put(o, v->a, v->alen);
        url1738__w_put(o, v->b, v->blen);
        return;
    }
    url1738__put_dots_passes(o, v, flags);
}

void url1738__put_dots_passes(struct url1738__writer *o,
                              const struct url1738__path *v, unsigned flags)
{
    int rfc3986 = (flags & URL1738_RFC3986) != 0;
    size_t n = v->alen + v->blen, s = 0, len, items, k, base = o->len;
    struct dots d = { 0, 0, 0, 0, 0, 0, 0, 0 };
    int lead;

    if (rfc3986) {
        /* 5.2.4 2A: a leading "../" or "./" is removed... */
        for (;;) {
            if (n - s >= 3 && at_path(v, s) == '.' && at_path(v, s + 1) == '.'
                && at_path(v, s + 2) == '/')
                s += 3;
            else if (n - s >= 2 && at_path(v, s) == '.'
                     && at_path(v, s + 1) == '/')
                s += 2;
            else
                break;
        }
        /* ...2D: and a lone "." or ".." (or nothing) is the empty path. */
        if (classify_segment(v, s, n) != 0 || s == n)
            return;
    }
    lead = s < n && at_path(v, s) == '/';
    if (lead)
        s++;
    scan_segments(v, s, n, rfc3986, &d, NULL, 0);

    /* The result: [ "/" ] items joined by '/', the items being the
     * unmatched ".." (RFC 1808: always leftmost), the kept segments and,
     * when trailing, an empty last one. RFC 3986 puts a '/' in front when
     * the first segment of a path without one was cancelled (2C). */
    k = rfc3986 ? 0 : d.pending;
    lead = lead || (rfc3986 && d.first_cancelled);
    items = k + d.kept + (size_t)d.trailing;
    len = (size_t)lead + d.kept_bytes + 2 * k + (items > 0 ? items - 1 : 0);

    /* Second pass: the same scan, writing from the end: the empty last
     * item first, then the kept segments, then the unmatched "..". */
    {
        struct dots w = { 0, 0, 0, 0, 0, 0, 0, len };
        static const struct url1738__path dotdot = { "..", 2, "", 0 };

        if (d.trailing)
            emit_item(o, base, &w, v, 0, 0);
        scan_segments(v, s, n, rfc3986, &w, o, base);
        while (k-- > 0)
            emit_item(o, base, &w, &dotdot, 0, 2);
        if (lead)
            url1738__w_put_at(o, base, '/');
    }
    o->len = base + len;
}

/* The resolved URL's parts, each a span of base or of the reference
 * (RFC 1808 4 step 7, RFC 3986 5.3). The path is either a plain span or
 * a merged path whose dots are still to be processed. */
struct target {
    const char *scheme_p, *net_loc_p, *path_p, *params_p, *query_p;
    struct url1738_span scheme, net_loc, path, params, query;
    int merge;                 /* write merged with its dots processed */
    int nodots;                /* merged has no "." or ".." segment     */
    struct url1738__path merged;
    /* where base's and the reference's paths have a dot segment
     * (url1738__rel_parse_dots), when known */
    uint64_t rdots;
    int rknown;
    /* merged's dot segments as the masks say them (known), when nodots
     * is 0 */
    int known;
    struct dots_known kn;
};

/* Bits s .. e-1 (0 <= s <= e <= 63). */
static uint64_t bits(size_t s, size_t e)
{
    return (((uint64_t)1 << e) - 1) & (~(uint64_t)0 << s);
}

static void put_span(struct url1738__writer *o, const char *pre, size_t plen,
                     const char *p, struct url1738_span s)
{
    if (!url1738_present(s))
        return;
    url1738__w_put(o, pre, plen);
    url1738__w_put(o, p + s.off, s.len);
}

/* RFC 1808 4 step 7 / RFC 3986 5.3: scheme ":" "//" net_loc path ";"
 * params "?" query "#" fragment, each part written when present. */
static void write_target(struct url1738__writer *o, const struct target *t,
                         const char *ref, struct url1738_span fragment,
                         unsigned flags)
{
    url1738__w_put(o, t->scheme_p + t->scheme.off, t->scheme.len);
    url1738__w_put(o, ":", 1);
    put_span(o, "//", 2, t->net_loc_p, t->net_loc);
    if (t->merge && t->nodots) {
        url1738__w_put(o, t->merged.a, t->merged.alen);
        url1738__w_put(o, t->merged.b, t->merged.blen);
    } else if (t->merge && t->known) {
        /* the masks say there is a dot segment: the leading "../"
         * shortcut, or the passes (what url1738__put_dots would find) */
        if (!put_dots_leading(o, &t->merged, (flags & URL1738_RFC3986) != 0,
                              &t->kn))
            url1738__put_dots_passes(o, &t->merged, flags);
    } else if (t->merge)
        url1738__put_dots(o, &t->merged, flags);
    else
        url1738__w_put(o, t->path_p + t->path.off, t->path.len);
    put_span(o, ";", 1, t->params_p, t->params);
    put_span(o, "?", 1, t->query_p, t->query);
    put_span(o, "#", 1, ref, fragment);
}

/* The base path up to and including its last '/' (RFC 1808 4 step 6,
 * RFC 3986 5.2.3; b->dir, found once by url1738_base_prepare), or "/"
 * when it has none. */
static void set_merged(struct target *t, const struct url1738_base *b,
                       const char *ref, struct url1738_span rpath)
{
    size_t k = b->dir;

    if (k > 0) {
        t->merged.a = b->text + b->path.off;
        t->merged.alen = k;
    } else {
        t->merged.a = "/";
        t->merged.alen = 1;
    }
    t->merged.b = ref + rpath.off;
    t->merged.blen = rpath.len;
    t->merge = 1;
    /* the directory's segments end at its last '/', so a dot segment in
     * it starts before that */
    t->known = b->known_ && t->rknown;
    t->nodots = 0;
    if (!t->known) /* bits() is for offsets up to 63 */
        return;
    t->kn.dir_clean = b->dots_ == 0;
    t->kn.b = (t->rdots & bits(rpath.off, rpath.off + rpath.len)) >> rpath.off;
    t->nodots = t->kn.dir_clean && t->kn.b == 0;
}

/* A path of the reference alone whose dots are still to be processed
 * (RFC 3986 5.2.2: remove_dot_segments(R.path)). */
static void set_dots_only(struct target *t, const char *ref,
                          struct url1738_span rpath)
{
    t->merged.a = "";
    t->merged.alen = 0;
    t->merged.b = ref + rpath.off;
    t->merged.blen = rpath.len;
    t->merge = 1;
    t->known = t->rknown;
    t->nodots = 0;
    if (!t->known)
        return;
    t->kn.dir_clean = 1;
    t->kn.b = (t->rdots & bits(rpath.off, rpath.off + rpath.len)) >> rpath.off;
    t->nodots = t->kn.b == 0;
}

/* RFC 1808 section 4, steps 3-6, for a reference without a scheme. */
static void resolve_1808(struct target *t, const struct url1738_base *b,
                         const char *ref,
                         const struct url1738_rel *r)
{
    /* Step 3: a non-empty net_loc: the reference's own parts. */
    if (r->net_loc.len > 0) {
        t->net_loc_p = t->path_p = t->params_p = t->query_p = ref;
        t->net_loc = r->net_loc;
        t->path = r->path;
        t->params = r->params;
        t->query = r->query;
        return;
    }
    t->net_loc_p = b->text;
    t->net_loc = b->net_loc;
    t->path_p = t->params_p = t->query_p = ref;
    t->params = r->params;
    t->query = r->query;
    if (r->path.len > 0 && ref[r->path.off] == '/') {
        t->path = r->path; /* step 4: not relative */
        return;
    }
    if (r->path.len == 0) {
        /* Step 5: the base's path; its params unless the reference has
         * some, then its query unless the reference has one. */
        t->path_p = b->text;
        t->path = b->path;
        if (r->params.len > 0)
            return;
        t->params_p = b->text;
        t->params = b->params;
        if (r->query.len == 0) {
            t->query_p = b->text;
            t->query = b->query;
        }
        return;
    }
    set_merged(t, b, ref, r->path); /* step 6 */
}

/* RFC 3986 5.2.2, for a reference without a scheme. */
static void resolve_3986(struct target *t, const struct url1738_base *b,
                         const char *ref,
                         const struct url1738_rel *r)
{
    t->path_p = t->query_p = ref;
    t->query = r->query;
    if (url1738_present(r->net_loc)) {
        t->net_loc_p = ref;
        t->net_loc = r->net_loc;
        set_dots_only(t, ref, r->path);
        return;
    }
    t->net_loc_p = b->text;
    t->net_loc = b->net_loc;
    if (r->path.len == 0) {
        t->path_p = b->text;
        t->path = b->path;
        if (!url1738_present(r->query)) {
            t->query_p = b->text;
            t->query = b->query;
        }
    } else if (ref[r->path.off] == '/') {
        set_dots_only(t, ref, r->path);
    } else {
        set_merged(t, b, ref, r->path);
    }
}

/* What url1738_base_prepare sets in ready_: a base filled by it. */
#define BASE_READY 0x52534c56u

/* The end of struct url1738_base as 1.2.0 laid it out (every size since
 * is at least this). */
#define ABI1_BASE URL1738__END(url1738_base, ready_)

/* How base_fill reads a base: all of it (prepared), all of it by the
 * plain code (url1738__resolve_plain), or up to its net_loc (a
 * reference that reads no more of it: reads_path). */
enum base_read { BASE_ALL, BASE_PLAIN, BASE_HEAD };

/*
 * Fills b (its size already checked) from the base text: what every
 * resolution against it would otherwise ask again, in the order
 * url1738_resolve asks it (an unknown base, then a base without a
 * scheme). The one place the base is read.
 */
static inline __attribute__((always_inline)) void
base_fill(struct url1738_base *b, const char *base, size_t blen,
          unsigned flags, enum base_read how)
{
    if (base == NULL)
        base = "", blen = 0;
    b->text = base;
    b->len = blen;
    b->flags = flags;
    b->code = URL1738_OK;
    b->ready_ = BASE_READY;
    /* RFC 1808 4 step 1: an empty base is unknown (RFC 3986: no scheme). */
    if (blen == 0 && !(flags & URL1738_RFC3986)) {
        url1738__rel_base_clear(b);
        return;
    }
    if (how == BASE_HEAD)
        url1738__rel_base_head(base, blen, flags, b);
    else
        (how == BASE_PLAIN ? url1738__rel_base_plain
                           : url1738__rel_base)(base, blen, flags, b);
    if (!url1738_present(b->scheme)) {
        b->code = URL1738_E_BASE_RELATIVE;
        url1738__rel_base_clear(b);
    }
}

/*
 * Whether resolving the reference r (split from ref) reads the base
 * past its net_loc: its path, params, query or fragment (RFC 1808 4
 * steps 2a, 5 and 6; RFC 3986 5.2.2). When not, its scheme, net_loc and
 * hier are all resolve_base reads of it (url1738__rel_base_head); t_resolve
 * holds url1738_resolve, which asks this, to the prepared base.
 */
static int reads_path(const char *ref, size_t rlen,
                      const struct url1738_rel *r, int rfc3986)
{
    if (rlen == 0 || url1738_present(r->scheme))
        return rlen == 0;
    if (rfc3986 ? url1738_present(r->net_loc) : r->net_loc.len > 0)
        return 0;
    return r->path.len == 0 || ref[r->path.off] != '/';
}

/* The resolution of ref (checked and split into r; rdots, rknown: where
 * its path's dot segments start, when known) against b, into o. */
static inline __attribute__((always_inline)) enum url1738_code
resolve_base(const struct url1738_base *b, const char *ref, size_t rlen,
             const struct url1738_rel *r, uint64_t rdots, int rknown,
             struct url1738__writer *o, struct url1738_error *err)
{
    unsigned flags = b->flags;
    int rfc3986 = (flags & URL1738_RFC3986) != 0;
    struct target t;

    t.rdots = rdots;
    t.rknown = rknown;
    /* RFC 1808 4 step 1: an unknown base leaves the reference as it is. */
    if (b->len == 0 && !rfc3986) {
        url1738__w_put(o, ref, rlen);
        return url1738__report(err, URL1738_OK, 0);
    }
    if (b->code != URL1738_OK)
        return url1738__report(err, b->code, 0);

    /* Step 2a: an empty reference is the base (RFC 3986: without its
     * fragment, which 5.2.2 takes from the reference). */
    if (rlen == 0) {
        url1738__w_put(o, b->text, url1738_present(b->fragment) && rfc3986
                                       ? b->fragment.off - 1
                                       : b->len);
        return url1738__report(err, URL1738_OK, 0);
    }
    t.merge = t.nodots = t.known = 0;
    t.scheme = t.path = URL1738__NOSPAN;
    t.params = t.net_loc = t.query = URL1738__NOSPAN;
    t.params_p = t.net_loc_p = t.query_p = t.path_p = t.scheme_p = ref;
    if (url1738_present(r->scheme)) {
        /* Step 2b: absolute. RFC 3986 still removes dot segments. */
        if (!rfc3986) {
            url1738__w_put(o, ref, rlen);
            return url1738__report(err, URL1738_OK, 0);
        }
        t.scheme = r->scheme;
        t.net_loc = r->net_loc;
        t.query = r->query;
        set_dots_only(&t, ref, r->path);
    } else {
        if (!b->hier)
            return url1738__report(err, URL1738_E_NOT_HIERARCHICAL, 0);
        /* Step 2c: the base's scheme. */
        t.scheme_p = b->text;
        t.scheme = b->scheme;
        if (rfc3986)
            resolve_3986(&t, b, ref, r);
        else
            resolve_1808(&t, b, ref, r);
    }
    write_target(o, &t, ref, r->fragment, flags);
    return url1738__report(err, URL1738_OK, 0);
}

enum url1738_code url1738_base_prepare(struct url1738_base *base,
                                       const char *text, size_t len,
                                       unsigned flags,
                                       struct url1738_error *err)
{
    if (base == NULL || base->size < ABI1_BASE)
        return url1738__bad_size(err, URL1738__SIZE_MSG(url1738_base,
                                                        URL1738_BASE_INIT));
    base_fill(base, text, len, flags, BASE_ALL);
    return url1738__report(err, base->code, 0);
}

/*
 * The writer's frame around resolve_base (the size-query rule), the
 * reference checked and split first, by the plain code when plain. b:
 * a prepared base, or NULL: then the base text (base, blen) is read
 * here, as far as the reference needs it (by the plain code, all of
 * it).
 */
static enum url1738_code resolve_write(const struct url1738_base *b,
                                       const char *base, size_t blen,
                                       unsigned flags, const char *ref,
                                       size_t rlen, char *dst, size_t cap,
                                       size_t *need,
                                       struct url1738_error *err, int plain)
{
    struct url1738__writer o;
    struct url1738_base own;
    struct url1738_rel r;
    uint64_t rdots;
    int rknown;
    enum url1738_code rc;

    if (url1738__w_start(&o, dst, cap) != URL1738_OK)
        return url1738__w_fail(&o, need,
                               url1738__report(err, URL1738_E_INVALID_ARG,
                                               0));
    if (b != NULL)
        flags = b->flags;
    if (ref == NULL)
        ref = "", rlen = 0;
    /* The reference's check and split, one pass (relative.c). */
    rc = (plain ? url1738__rel_ref_plain : url1738__rel_ref)(
        ref, rlen, flags, &r, &rdots, &rknown, err);
    if (rc != URL1738_OK)
        return url1738__w_fail(&o, need, rc);
    if (b == NULL) {
        base_fill(&own, base, blen, flags,
                  plain ? BASE_PLAIN
                  : reads_path(ref, rlen, &r, (flags & URL1738_RFC3986) != 0)
                      ? BASE_ALL
                      : BASE_HEAD);
        b = &own;
    }
    rc = resolve_base(b, ref, rlen, &r, rdots, rknown, &o, err);
    if (rc != URL1738_OK)
        return url1738__w_fail(&o, need, rc);
    return url1738__w_end(&o, need, err);
}

enum url1738_code url1738_resolve_prepared(const struct url1738_base *base,
                                           const char *ref, size_t rlen,
                                           char *dst, size_t cap,
                                           size_t *need,
                                           struct url1738_error *err)
{
    if (base == NULL || base->size < ABI1_BASE) {
        if (need != NULL)
            *need = 0;
        return url1738__bad_size(err, URL1738__SIZE_MSG(url1738_base,
                                                        URL1738_BASE_INIT));
    }
    if (base->ready_ != BASE_READY) {
        if (need != NULL)
            *need = 0;
        return url1738__bad_size(
            err, N_("struct url1738_base: not prepared: fill it with "
                    "url1738_base_prepare before resolving against it"));
    }
    return resolve_write(base, NULL, 0, 0, ref, rlen, dst, cap, need, err,
                         0);
}

enum url1738_code url1738_resolve(const char *base, size_t blen,
                                  const char *ref, size_t rlen,
                                  unsigned flags, char *dst, size_t cap,
                                  size_t *need, struct url1738_error *err)
{
    return resolve_write(NULL, base, blen, flags, ref, rlen, dst, cap, need,
                         err, 0);
}

enum url1738_code url1738__resolve_plain(const char *base, size_t blen,
                                         const char *ref, size_t rlen,
                                         unsigned flags, char *dst,
                                         size_t cap, size_t *need,
                                         struct url1738_error *err)
{
    return resolve_write(NULL, base, blen, flags, ref, rlen, dst, cap, need,
                         err, 1);
}
