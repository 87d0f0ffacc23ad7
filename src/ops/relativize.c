/* SPDX-License-Identifier: MIT */
/*
 * relativize.c - the inverse of resolve.c: the shortest reference that
 * resolves, against a given base, back to a target URL (RFC 1808 5.1 read
 * backwards: "g", "../g", "?y", "#s", ...).
 *
 * Each form of reference that could work is checked against the
 * resolution rules it relies on, and the shortest that does wins; the
 * target itself (absolute) is always a candidate.
 */
#include <string.h>

#include "ops/ops.h"
#include "ops/relative.h"

enum form { F_EMPTY, F_FRAG, F_QUERY, F_PARAMS, F_REL, F_ABS, F_NET, F_WHOLE };

static int same_bytes(const char *a, size_t alen, const char *b, size_t blen)
{
    return alen == blen && (alen == 0 || memcmp(a, b, alen) == 0);
}

/* Whether p[st .. e) is a complete "." or ".." segment. */
static int dot_segment(const char *p, size_t st, size_t e)
{
    return (e - st == 1 && p[st] == '.')
           || (e - st == 2 && p[st] == '.' && p[st + 1] == '.');
}

/* Whether any '/'-separated segment of p[from .. to) is "." or "..". */
static int has_dot_segment(const char *p, size_t from, size_t to)
{
    size_t st = from, e;

    while (st <= to) {
        for (e = st; e < to && p[e] != '/'; e++)
            ;
        if (dot_segment(p, st, e))
            return 1;
        st = e + 1;
    }
    return 0;
}

/* Whether a reference beginning with p[st .. e) would be read as having a
 * scheme (RFC 1808 2.4.2), so that it needs "./" in front (5.3). */
static int looks_like_scheme(const char *p, size_t st, size_t e)
{
    size_t i = st;

    while (i < e && url1738__is((unsigned char)p[i], P_SCHEME))
        i++;
    return i > st && i < e && p[i] == ':';
}

/* The relative-path form (RFC 1808 4 step 6 backwards): "../" once per
 * base directory segment not shared with the target, then the rest of
 * the target's path. */
struct relpath {
    int ok;
    size_t up;       /* "../" count                                   */
    size_t tail;     /* offset in target of the rest of its path       */
    int dot_prefix;  /* "./" in front                                  */
    int lone;        /* the rest is empty: "." or "../.." without '/'  */
    size_t len;      /* the whole reference, rest of the target incl.  */
};

static void plan_relpath(struct relpath *rp, const char *base,
                         struct url1738_span bpath, const char *t,
                         struct url1738_span tpath, size_t tlen)
{
    size_t dend = bpath.len, bi, ti, tend = tpath.off + tpath.len, k = 0;
    const char *d = base + bpath.off;

    memset(rp, 0, sizeof *rp);
    while (dend > 0 && d[dend - 1] != '/')
        dend--;
    if (tpath.len == 0 || t[tpath.off] != '/')
        return;
    /* Both with "." or ".." segments: leave them to the absolute forms. */
    if ((dend > 1 && has_dot_segment(d, 1, dend - 1))
        || has_dot_segment(t, tpath.off + 1, tend))
        return;
    /* Walk the base's directory segments (d[1 .. dend-1)) and the
     * target's segments but its last, while they are equal. */
    bi = 1;
    ti = tpath.off + 1;
    while (bi < dend) {
        size_t be = bi, te = ti;
        while (d[be] != '/')
            be++;
        while (te < tend && t[te] != '/')
            te++;
        if (te == tend || !same_bytes(d + bi, be - bi, t + ti, te - ti))
            break;
        bi = be + 1;
        ti = te + 1;
    }
    /* The base directory segments left over: one "../" each. */
    for (; bi < dend; bi++)
        if (d[bi] == '/')
            k++;
    rp->ok = 1;
    rp->up = k;
    rp->tail = ti;
    if (ti == tend) {
        rp->lone = 1; /* "." (6b) or "../.." (6d) */
        rp->len = k == 0 ? 1 : 3 * k - 1;
    } else {
        size_t e = ti;
        while (e < tend && t[e] != '/')
            e++;
        rp->dot_prefix = k == 0 && (e == ti || looks_like_scheme(t, ti, e));
        rp->len = 2 * (size_t)rp->dot_prefix + 3 * k + (tend - ti);
    }
    rp->len += tlen - tend;
}

/* Where the part before a span's delimiter ends: off - 1, or len when
 * the span is absent. */
static size_t before(struct url1738_span s, size_t len)
{
    return url1738_present(s) ? s.off - 1 : len;
}

/* Offers a candidate: kept when shorter than the best so far. */
static void offer(enum form *best, size_t *best_len, enum form f, size_t len)
{
    if (len < *best_len) {
        *best = f;
        *best_len = len;
    }
}

enum url1738_code url1738_relativize(const char *base, size_t blen,
                                     const char *target, size_t tlen,
                                     unsigned flags, char *dst, size_t cap,
                                     size_t *need, struct url1738_error *err)
{
    int rfc3986 = (flags & URL1738_RFC3986) != 0;
    struct url1738_rel b, t;
    struct url1738__writer o;
    struct relpath rp;
    enum form best = F_WHOLE;
    size_t best_len = tlen, bnf, tnf, i;

    if (base == NULL)
        base = "", blen = 0;
    if (target == NULL)
        target = "", tlen = 0;
    if (url1738__w_start(&o, dst, cap) != URL1738_OK)
        return url1738__w_fail(&o, need,
                               url1738__report(err, URL1738_E_INVALID_ARG,
                                               0));
    url1738__w_fail(&o, need, URL1738_OK); /* until the result is known */

    url1738__rel_parse(base, blen, flags, &b);
    if (!url1738_present(b.scheme))
        return url1738__report(err, URL1738_E_BASE_RELATIVE, 0);
    url1738__rel_parse(target, tlen, flags, &t);
    if (!url1738_present(t.scheme))
        return url1738__report(err, URL1738_E_TARGET_RELATIVE, 0);
    /* A reference made of invalid text would be refused by resolve. */
    if (url1738__check_text(target, tlen, rfc3986, err) != URL1738_OK)
        return err != NULL ? err->code : URL1738_E_MUST_ENCODE;
    if (rfc3986) {
        /* 5.2.2 removes dot segments from every path it returns. */
        struct url1738__writer cmp;
        struct url1738__path v;

        url1738__w_compare(&cmp, target + t.path.off, t.path.len);
        v.a = "";
        v.alen = 0;
        v.b = target + t.path.off;
        v.blen = t.path.len;
        url1738__put_dots(&cmp, &v, flags);
        if (cmp.differs || cmp.len != t.path.len)
            return url1738__report(err, URL1738_E_NO_REFERENCE, t.path.off);
    }

    bnf = before(b.fragment, blen);
    tnf = before(t.fragment, tlen);
    /* Step 2a: the empty reference is the base (RFC 3986: unfragmented). */
    if (rfc3986 ? (tnf == tlen && same_bytes(target, tlen, base, bnf))
                : same_bytes(target, tlen, base, blen))
        offer(&best, &best_len, F_EMPTY, 0);

    if (url1738_present(b.net_loc) && !url1738__scheme_flat(base, b.scheme)
        && url1738_present(t.net_loc)
        && same_bytes(target + t.scheme.off, t.scheme.len,
                      base + b.scheme.off, b.scheme.len)) {
        size_t bq = before(b.query, bnf), tq = before(t.query, tnf);

        /* Step 5: "#s", then "?y" (base path and params, RFC 1808: a
         * non-empty query), then ";x" (base path, non-empty params). */
        if (url1738_present(t.fragment) && same_bytes(target, tnf, base, bnf))
            offer(&best, &best_len, F_FRAG, tlen - tnf);
        if (url1738_present(t.query) && (rfc3986 || t.query.len > 0)
            && same_bytes(target, tq, base, bq))
            offer(&best, &best_len, F_QUERY, tlen - tq);
        if (!rfc3986 && t.params.len > 0
            && same_bytes(target, t.params.off - 1, base,
                          b.path.off + b.path.len))
            offer(&best, &best_len, F_PARAMS, tlen - (t.params.off - 1));

        /* Steps 4 and 6 need the same net_loc. */
        if (same_bytes(target + t.net_loc.off, t.net_loc.len,
                       base + b.net_loc.off, b.net_loc.len)) {
            plan_relpath(&rp, base, b.path, target, t.path, tlen);
            if (rp.ok)
                offer(&best, &best_len, F_REL, rp.len);
            if (t.path.len > 0 && target[t.path.off] == '/'
                && !(t.path.len > 1 && target[t.path.off + 1] == '/'))
                offer(&best, &best_len, F_ABS, tlen - t.path.off);
        }
        /* Step 3: RFC 1808 inherits an empty net_loc. */
        if (rfc3986 || t.net_loc.len > 0)
            offer(&best, &best_len, F_NET, tlen - (t.net_loc.off - 2));
    }

    switch (best) {
    case F_EMPTY:
        break;
    case F_FRAG:
        url1738__w_put(&o, target + tnf, tlen - tnf);
        break;
    case F_QUERY:
        url1738__w_put(&o, target + t.query.off - 1, tlen - t.query.off + 1);
        break;
    case F_PARAMS:
        url1738__w_put(&o, target + t.params.off - 1,
                     tlen - t.params.off + 1);
        break;
    case F_REL:
        if (rp.dot_prefix)
            url1738__w_put(&o, "./", 2);
        for (i = 0; i < rp.up; i++)
            url1738__w_put(&o, rp.lone && i + 1 == rp.up ? ".." : "../",
                         rp.lone && i + 1 == rp.up ? 2 : 3);
        if (rp.lone && rp.up == 0)
            url1738__w_put(&o, ".", 1);
        url1738__w_put(&o, target + rp.tail, tlen - rp.tail);
        break;
    case F_ABS:
        url1738__w_put(&o, target + t.path.off, tlen - t.path.off);
        break;
    case F_NET:
        url1738__w_put(&o, target + t.net_loc.off - 2,
                     tlen - t.net_loc.off + 2);
        break;
    case F_WHOLE:
    default:
        url1738__w_put(&o, target, tlen);
        break;
    }
    return url1738__w_end(&o, need, err);
}
