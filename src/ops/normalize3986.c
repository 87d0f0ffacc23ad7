/* SPDX-License-Identifier: MIT */
/*
 * normalize3986.c - RFC 3986's normalization of a URI (6.2.2 syntax-based,
 * 6.2.3 scheme-based): url1738_normalize_spec() and
 * url1738_equivalent_spec(), which hand URL1738_SPEC_RFC1738 to
 * normalize.c. Section numbers in this file are RFC 3986's; the rules are
 * listed in docs/normalize.md, "Under RFC 3986".
 *
 * Whether remove_dot_segments (5.2.4) keeps a segment depends on the
 * ".." segments to its right, so the normalized URI is produced back to
 * front: a cursor gives its last byte first, counting the ".." it has
 * passed instead of keeping a stack (resolve.c counts them the same way).
 * Two such cursors compared byte by byte say whether two URIs are
 * equivalent with no buffer; url1738_normalize_spec() measures with one
 * pass and writes from the end with a second.
 */
#include "ops/ops.h"
#include "grammar/write.h"

/* How the bytes of a piece are given. */
enum {
    PC_PLAIN,   /* escapes normalized (6.2.2.1, 6.2.2.2)                   */
    PC_LOWER,   /* the same, then letters lower-cased (scheme, host 6.2.2.1) */
    PC_PATH     /* escapes normalized, then dot-segments removed (6.2.2.3) */
};

/* Where the path's cursor is. */
enum {
    PS_START,   /* nothing given yet: the empty last segment, if any      */
    PS_SCAN,    /* looking left for the next segment that stays           */
    PS_BYTES,   /* giving a segment's bytes                               */
    PS_GUARD,   /* the path is given: "/." in front if it needs it        */
    PS_END
};

struct piece {
    int kind;
    const char *s;
    size_t len;
};

/* scheme ":" "//" userinfo "@" host ":" port path "?" query "#"
 * fragment */
#define MAX_PIECES 13

struct rnorm {
    struct piece piece[MAX_PIECES];
    int n;
    int at;                 /* the piece being given, from n - 1 down   */
    size_t pos;             /* its bytes s[0 .. pos) are still to give  */
    char pend[2];           /* the rest of a kept escape, pend[npend-1]
                               next                                      */
    int npend;
    /* The path (one PC_PATH piece at most). */
    int ps;                 /* PS_*                                      */
    int rootless;           /* it does not begin with "/"               */
    int all_dots;           /* rootless, and every segment "." or ".."  */
    int guard;              /* no authority: "//" must not begin it     */
    size_t lead;            /* rootless: where the first segment that is
                               not a dot-segment begins; it gets no "/"  */
    size_t e;               /* the next segment to look at ends here    */
    int scanned;            /* every segment looked at                  */
    size_t seg;             /* the segment being given begins here      */
    int seg_slash;          /* and its "/" follows it (back to front)   */
    size_t skip;            /* ".." passed and not yet matched          */
    int first, second;      /* the path's last two bytes given so far:
                               its first two when it is done             */
};

/* unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" (2.3) */
static int unreserved(unsigned v)
{
    return (v < 256 && url1738__is((unsigned char)v, P_ALNUM)) || v == '-'
           || v == '.' || v == '_' || v == '~';
}

static void add(struct rnorm *nm, int kind, const char *s, size_t len)
{
    nm->piece[nm->n].kind = kind;
    nm->piece[nm->n].s = s;
    nm->piece[nm->n].len = len;
    nm->n++;
}

static void add_span(struct rnorm *nm, int kind, const char *p,
                     struct url1738_span sp)
{
    add(nm, kind, p + sp.off, sp.len);
}

/* 1 for a "." segment, 2 for "..", else 0, s[a .. b) read after the
 * escapes of unreserved characters are decoded: "%2E" is "." (6.2.2.2
 * comes before 6.2.2.3, and a normalized URI must stay so). */
static int dot_segment(const char *s, size_t a, size_t b)
{
    int n = 0;

    while (a < b) {
        if (s[a] == '.')
            a++;
        else if (b - a >= 3 && s[a] == '%' && s[a + 1] == '2'
                 && (s[a + 2] | 0x20) == 'e')
            a += 3;
        else
            return 0;
        if (++n > 2)
            return 0;
    }
    return n;
}

/* Where the segment that ends at e begins. */
static size_t seg_start(const char *s, size_t e)
{
    while (e > 0 && s[e - 1] != '/')
        e--;
    return e;
}

/*
 * What 5.2.4 does to the ends of the path: in a rootless path the
 * leading "./" and "../" go (2A) and its first other segment is moved
 * without a "/" (2E), and a path of dot-segments only becomes empty
 * (2D); a final "." or ".." leaves the path ending in "/" (2B, 2C).
 */
static void path_init(struct rnorm *nm, const char *s, size_t len)
{
    size_t a = 0, b;

    nm->rootless = len > 0 && s[0] != '/';
    nm->all_dots = 0;
    nm->lead = 0;
    if (nm->rootless) {
        for (;;) {
            for (b = a; b < len && s[b] != '/'; b++)
                ;
            if (dot_segment(s, a, b) == 0)
                break;
            if (b == len) {
                nm->all_dots = 1;
                break;
            }
            a = b + 1;
        }
        nm->lead = a;
    }
    nm->e = len;
    nm->scanned = len == 0;
    nm->skip = 0;
    nm->first = nm->second = 0;
    nm->ps = PS_START;
}

/*
 * The next byte of s[lo .. *pos) from its end, escapes normalized: an
 * escape of an unreserved character gives the character (6.2.2.2), any
 * other keeps its three bytes with upper-case hex (6.2.2.1), the two
 * before its last left in nm->pend. The text is valid, so every '%'
 * begins an escape and "%" two bytes back is one.
 */
static int back_byte(struct rnorm *nm, const char *s, size_t lo, size_t *pos,
                     int lower)
{
    static const char hexdig[] = "0123456789ABCDEF";
    size_t i = *pos;
    unsigned v;

    if (i - lo >= 3 && s[i - 3] == '%') {
        v = url1738__hexval((unsigned char)s[i - 2]) << 4
            | url1738__hexval((unsigned char)s[i - 1]);
        *pos = i - 3;
        if (unreserved(v))
            return lower ? url1738__lower((unsigned char)v) : (int)v;
        nm->pend[1] = hexdig[v >> 4];
        nm->pend[0] = '%';
        nm->npend = 2;
        return hexdig[v & 15];
    }
    *pos = i - 1;
    return lower ? url1738__lower((unsigned char)s[i - 1])
                 : (unsigned char)s[i - 1];
}

/*
 * The next byte of the path from its end (remove_dot_segments, 5.2.4),
 * or -1 when it is all given. From the right, a ".." cancels the nearest
 * segment to its left that is not a dot-segment and not cancelled; a
 * segment that stays is given with its "/" (the rootless path's lead
 * segment excepted).
 */
static int path_next(struct rnorm *nm, const char *s, size_t len)
{
    size_t st;
    int kind;

    for (;;) {
        switch (nm->ps) {
        case PS_START:
            nm->ps = PS_SCAN;
            if (len > 0 && !nm->all_dots
                && dot_segment(s, seg_start(s, len), len) != 0)
                return '/';
            break;
        case PS_SCAN:
            if (nm->scanned) {
                nm->ps = PS_GUARD;
                break;
            }
            st = seg_start(s, nm->e);
            kind = dot_segment(s, st, nm->e);
            if (kind == 2) {
                nm->skip++;
            } else if (kind == 0 && nm->skip > 0) {
                nm->skip--;
            } else if (kind == 0) {
                nm->seg = st;
                nm->pos = nm->e;
                nm->seg_slash = st > 0 && !(nm->rootless && st == nm->lead);
                nm->ps = PS_BYTES;
            }
            /* The leading "/" of an absolute path is its first segment's. */
            if (st <= 1)
                nm->scanned = 1;
            else
                nm->e = st - 1;
            break;
        case PS_BYTES:
            if (nm->pos > nm->seg)
                return back_byte(nm, s, nm->seg, &nm->pos, 0);
            nm->ps = PS_SCAN;
            if (nm->seg_slash)
                return '/';
            break;
        case PS_GUARD:
            /* Without an authority a path may not begin with "//" (3.3),
             * which 5.2.4 can make ("x:/.//y"): "/." in front keeps it a
             * path, and normalizing it again gives the same. */
            nm->ps = PS_END;
            if (nm->guard && nm->first == '/' && nm->second == '/') {
                nm->pend[0] = '/';
                nm->npend = 1;
                return '.';
            }
            break;
        default:
            return -1;
        }
    }
}

/* The next byte of the normalized URI from its end, or -1 at its start. */
static int rnext(struct rnorm *nm)
{
    const struct piece *pc;
    int c;

    for (;;) {
        if (nm->at < 0)
            return -1;
        pc = &nm->piece[nm->at];
        if (nm->npend > 0)
            c = (unsigned char)nm->pend[--nm->npend];
        else if (pc->kind == PC_PATH)
            c = path_next(nm, pc->s, pc->len);
        else if (nm->pos > 0)
            c = back_byte(nm, pc->s, 0, &nm->pos, pc->kind == PC_LOWER);
        else
            c = -1;
        if (c >= 0)
            break;
        if (--nm->at >= 0)
            nm->pos = nm->piece[nm->at].len;
    }
    if (pc->kind == PC_PATH) {
        nm->second = nm->first;
        nm->first = c;
    }
    return c;
}

/* The port as it is kept (6.2.3, 3.2.3): none when it is empty or equal
 * to the scheme's default, else its decimal value without leading
 * zeros. */
static void add_port(struct rnorm *nm, const char *p,
                     const struct url1738_url *u)
{
    size_t s = u->port.off, e = u->port.off + u->port.len;

    if (!url1738_present(u->port) || u->port.len == 0
        || (u->default_port != 0
            && url1738__port_value(p, u->port) == u->default_port))
        return;
    while (s + 1 < e && p[s] == '0')
        s++;
    add(nm, PC_PLAIN, ":", 1);
    add(nm, PC_PLAIN, p + s, e - s);
}

/* Parses p[0..len) as a URI and lays out its normalized form in *nm, the
 * cursor at its end. Returns URL1738_OK or the parse error (err filled). */
static enum url1738_code rinit(struct rnorm *nm, const char *p, size_t len,
                               struct url1738_error *err)
{
    struct url1738_url u;
    enum url1738_code rc;
    int authority;

    nm->n = 0;
    nm->npend = 0;
    nm->guard = 0;
    path_init(nm, "", 0);
    rc = url1738__parse_spec(p, len, URL1738_SPEC_RFC3986, &u, err);
    if (rc != URL1738_OK)
        return rc;
    authority = url1738_present(u.host);
    add_span(nm, PC_LOWER, p, u.scheme);
    add(nm, PC_PLAIN, ":", 1);
    if (authority) {
        add(nm, PC_PLAIN, "//", 2);
        if (url1738_present(u.userinfo)) {
            add_span(nm, PC_PLAIN, p, u.userinfo);
            add(nm, PC_PLAIN, "@", 1);
        }
        add_span(nm, PC_LOWER, p, u.host);
        add_port(nm, p, &u);
    }
    if (authority && u.path.len == 0
        && (u.scheme_id == URL1738_SCHEME_HTTP
            || url1738__equal_nocase(p + u.scheme.off, u.scheme.len,
                                     "https"))) {
        /* 6.2.3: http's empty path is "/" (RFC 7230 2.7.3, https too). */
        add(nm, PC_PLAIN, "/", 1);
    } else {
        add_span(nm, PC_PATH, p, u.path);
        path_init(nm, p + u.path.off, u.path.len);
        nm->guard = !authority;
    }
    if (url1738_present(u.query)) {
        add(nm, PC_PLAIN, "?", 1);
        add_span(nm, PC_PLAIN, p, u.query);
    }
    if (url1738_present(u.fragment)) {
        add(nm, PC_PLAIN, "#", 1);
        add_span(nm, PC_PLAIN, p, u.fragment);
    }
    nm->at = nm->n - 1;
    nm->pos = nm->piece[nm->at].len;
    return URL1738_OK;
}

enum url1738_code url1738_normalize_spec(const char *p, size_t len,
                                         enum url1738_spec spec, char *dst,
                                         size_t cap, size_t *need,
                                         struct url1738_error *err)
{
    struct url1738__writer k;
    struct rnorm nm, start;
    enum url1738_code rc;
    size_t total = 0, at;
    int c;

    if (spec == URL1738_SPEC_RFC1738)
        return url1738_normalize(p, len, dst, cap, need, err);
    if (url1738__w_start(&k, dst, cap) != URL1738_OK
        || spec != URL1738_SPEC_RFC3986)
        return url1738__w_fail(&k, need,
                               url1738__report(err, URL1738_E_INVALID_ARG,
                                               0));
    rc = rinit(&nm, p, len, err);
    if (rc != URL1738_OK)
        return url1738__w_fail(&k, need, rc);
    start = nm;
    while (rnext(&nm) >= 0)
        total++;
    if (k.cap > 0) {
        /* The same bytes again, stored from the end. */
        nm = start;
        at = total;
        while ((c = rnext(&nm)) >= 0)
            url1738__w_put_at(&k, --at, (char)c);
    }
    k.len = total;
    return url1738__w_end(&k, need, err);
}

int url1738_equivalent_spec(const char *a, size_t alen, const char *b,
                            size_t blen, enum url1738_spec spec,
                            struct url1738_error *err)
{
    struct rnorm na, nb;
    int ca, cb;

    if (spec == URL1738_SPEC_RFC1738)
        return url1738_equivalent(a, alen, b, blen, err);
    if (spec != URL1738_SPEC_RFC3986) {
        url1738__report(err, URL1738_E_INVALID_ARG, 0);
        return -1;
    }
    if (rinit(&na, a, alen, err) != URL1738_OK)
        return -1;
    if (rinit(&nb, b, blen, err) != URL1738_OK) {
        if (err != NULL)
            err->offset += alen;
        return -1;
    }
    /* Equal from the end to the start: equal. */
    do {
        ca = rnext(&na);
        cb = rnext(&nb);
        if (ca != cb)
            return 0;
    } while (ca >= 0);
    return 1;
}
