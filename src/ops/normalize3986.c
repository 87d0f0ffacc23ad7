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
#include <string.h>

#include "ops/ops.h"
#include "ops/normalize.h"
#include "simd/stage1.h"
#include "grammar/write.h"
#include "grammar/classify_x86.h"

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
    const char *path;       /* the PC_PATH piece's bytes (NULL: none)   */
    size_t path_len;
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

/* Appends a piece; a PC_PLAIN piece that begins where the PC_PLAIN piece
 * before it ends (the input's own delimiters and parts) joins it. */
static inline void add(struct rnorm *nm, int kind, const char *s,
                       size_t len)
{
    struct piece *last = nm->n > 0 ? &nm->piece[nm->n - 1] : NULL;

    if (kind == PC_PLAIN && last != NULL && last->kind == PC_PLAIN
        && last->s + last->len == s) {
        last->len += len;
        return;
    }
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
/* 6.2.3, 3.2.3: whether the port is kept (not when it is empty or equal
 * to the scheme's default), and then its digits without leading zeros,
 * p[*s .. *e). */
static int port_kept(const char *p, const struct url1738_url *u, size_t *s,
                     size_t *e)
{
    *s = u->port.off;
    *e = u->port.off + u->port.len;
    if (!url1738_present(u->port) || u->port.len == 0
        || (u->default_port != 0
            && url1738__port_value(p, u->port) == u->default_port))
        return 0;
    while (*s + 1 < *e && p[*s] == '0')
        (*s)++;
    return 1;
}

/* 6.2.3: http's empty path (after an authority) is "/" (RFC 7230 2.7.3,
 * https too). */
static int empty_is_root(const char *p, const struct url1738_url *u)
{
    return url1738_present(u->host) && u->path.len == 0
           && (u->scheme_id == URL1738_SCHEME_HTTP
               || url1738__equal_nocase(p + u->scheme.off, u->scheme.len,
                                        "https"));
}

/* Lays out the normalized form of the parsed URI u (of p) in *nm, the
 * cursor at its end (its path readied by rpath). */
static void rlayout(struct rnorm *nm, const char *p,
                    const struct url1738_url *u)
{
    size_t s, e;
    int authority = url1738_present(u->host);

    nm->n = 0;
    nm->npend = 0;
    nm->guard = 0;
    nm->path = NULL;
    nm->path_len = 0;
    /* The delimiters are given from the input where they are (the same
     * bytes), so that fast_write copies runs of pieces as one. */
    add_span(nm, PC_LOWER, p, u->scheme);
    add(nm, PC_PLAIN, p + u->scheme.off + u->scheme.len, 1);       /* ":" */
    if (authority) {
        add(nm, PC_PLAIN, p + u->scheme.off + u->scheme.len + 1, 2); /* // */
        if (url1738_present(u->userinfo)) {
            add_span(nm, PC_PLAIN, p, u->userinfo);
            add(nm, PC_PLAIN, p + u->userinfo.off + u->userinfo.len, 1);
        }
        add_span(nm, PC_LOWER, p, u->host);
        if (port_kept(p, u, &s, &e)) {
            add(nm, PC_PLAIN, p + u->port.off - 1, 1);              /* ":" */
            add(nm, PC_PLAIN, p + s, e - s);
        }
    }
    if (empty_is_root(p, u)) {
        add(nm, PC_PLAIN, "/", 1);
    } else {
        add_span(nm, PC_PATH, p, u->path);
        nm->path = p + u->path.off;
        nm->path_len = u->path.len;
        nm->guard = !authority;
    }
    if (url1738_present(u->query)) {
        add(nm, PC_PLAIN, p + u->query.off - 1, 1);                 /* "?" */
        add_span(nm, PC_PLAIN, p, u->query);
    }
    if (url1738_present(u->fragment)) {
        add(nm, PC_PLAIN, p + u->fragment.off - 1, 1);              /* "#" */
        add_span(nm, PC_PLAIN, p, u->fragment);
    }
    nm->at = nm->n - 1;
    nm->pos = nm->piece[nm->at].len;
}

/* Parses p[0..len) as a URI and lays out its normalized form in *nm, the
 * cursor at its end. Returns URL1738_OK or the parse error (err filled). */
static enum url1738_code rinit(struct rnorm *nm, const char *p, size_t len,
                               struct url1738_error *err)
{
    struct url1738_url u;
    enum url1738_code rc;

    rc = url1738__parse_spec(p, len, URL1738_SPEC_RFC3986, &u, err);
    if (rc != URL1738_OK)
        return rc;
    rlayout(nm, p, &u);
    return URL1738_OK;
}

/* Readies the path's cursor of a URI rinit laid out (the forward writer
 * needs none). */
static void rpath(struct rnorm *nm)
{
    path_init(nm, nm->path != NULL ? nm->path : "", nm->path_len);
}

/* The byte cursor *nm (at its end, as rinit leaves it) drained into k:
 * measured with one pass, written from the end with a second. */
static enum url1738_code drain(struct url1738__writer *k, struct rnorm *nm,
                               size_t *need, struct url1738_error *err)
{
    struct rnorm start;
    size_t total = 0, at;
    int c;

    rpath(nm);
    start = *nm;
    while (rnext(nm) >= 0)
        total++;
    if (k->cap > 0) {
        /* The same bytes again, stored from the end. */
        *nm = start;
        at = total;
        while ((c = rnext(nm)) >= 0)
            url1738__w_put_at(k, --at, (char)c);
    }
    k->len = total;
    return url1738__w_end(k, need, err);
}

enum url1738_code url1738__normalize3986_plain(const char *p, size_t len,
                                               char *dst, size_t cap,
                                               size_t *need,
                                               struct url1738_error *err)
{
    struct url1738__writer k;
    struct rnorm nm;
    enum url1738_code rc;

    if (url1738__w_start(&k, dst, cap) != URL1738_OK)
        return url1738__w_fail(&k, need,
                               url1738__report(err, URL1738_E_INVALID_ARG,
                                               0));
    rc = rinit(&nm, p, len, err);
    if (rc != URL1738_OK)
        return url1738__w_fail(&k, need, rc);
    return drain(&k, &nm, need, err);
}

int url1738__equivalent3986_plain(const char *a, size_t alen, const char *b,
                                  size_t blen, struct url1738_error *err)
{
    struct rnorm na, nb;
    int ca, cb;

    if (rinit(&na, a, alen, err) != URL1738_OK)
        return -1;
    if (rinit(&nb, b, blen, err) != URL1738_OK) {
        if (err != NULL)
            err->offset += alen;
        return -1;
    }
    rpath(&na);
    rpath(&nb);
    /* Equal from the end to the start: equal. */
    do {
        ca = rnext(&na);
        cb = rnext(&nb);
        if (ca != cb)
            return 0;
    } while (ca >= 0);
    return 1;
}

/* ===== Forward, a block at a time ===== */

/* 1 or 2 when the segment that begins at s[a] (and ends at the next "/"
 * or at e) is "." or ".." (escapes of "." read as "."), else 0. */
static int dot_at(const char *s, size_t a, size_t e)
{
    size_t b = a;

    while (b < e && s[b] != '/' && b - a < 7)
        b++;
    return b < e && s[b] != '/' ? 0 : dot_segment(s, a, b);
}

/*
 * One pass over p[0 .. len) with stage 1, 16 bytes a step: whether its
 * path p[po .. pe) holds a dot-segment. A dot-segment begins at the
 * path's start or after a "/" with "." or "%" (an escape of "."): only
 * those bytes are looked at.
 */
static int scan(const char *p, size_t len, size_t po, size_t pe)
{
    const unsigned char *q = (const unsigned char *)p;
    size_t i = 0, a;
    int pct = 0;

    if (po < pe && (p[po] == '.' || p[po] == '%') && dot_at(p, po, pe) != 0)
        return 1;
    while ((a = url1738__stage1_segdot(q, len, i, &pct)) < len) {
        if (a > po && a < pe && dot_at(p, a, pe) != 0)
            return 1;
        i = a + 1;
    }
    return 0;
}

/*
 * scan()'s two questions asked of all p[0 .. len) at once, 32 or 16 bytes a
 * step with nothing looked at between steps: whether it holds an escape
 * (*pct, exact) and whether a "." follows a "/" somewhere (the return
 * value): when none does and there is no escape, no segment but the
 * path's first can be a dot-segment, and scan() need not run. An escape
 * after a "/" that may be of "." ("%2E") is looked at where the escapes
 * are written (fast_write). url1738__scan_filter_plain is the
 * byte-at-a-time definition (t_fastnorm holds them together).
 */
int url1738__scan_filter_plain(const char *p, size_t len, int *pct)
{
    size_t i;
    int cand = 0;

    *pct = 0;
    for (i = 0; i < len; i++) {
        *pct |= p[i] == '%';
        cand |= i > 0 && p[i - 1] == '/' && p[i] == '.';
    }
    return cand;
}

#if URL1738__S1_X86
/* Each step reads q[k - 1 .. k + 16), the last the last 17; len >= 17. */
static inline int filter_sse2(const unsigned char *q, size_t len, int *pct)
{
    const __m128i pc = _mm_set1_epi8('%'), dt = _mm_set1_epi8('.'),
                  sl = _mm_set1_epi8('/');
    __m128i accp = _mm_setzero_si128(), accd = _mm_setzero_si128();
    size_t k = 1;

    for (;; k += 16) {
        if (k + 16 > len)
            k = len - 16;
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(q + k));
        __m128i prev =
            _mm_loadu_si128((const __m128i *)(const void *)(q + k - 1));
        accp = _mm_or_si128(accp, _mm_cmpeq_epi8(x, pc));
        accd = _mm_or_si128(accd, _mm_and_si128(_mm_cmpeq_epi8(x, dt),
                                                _mm_cmpeq_epi8(prev, sl)));
        if (k + 16 >= len)
            break;
    }
    *pct = q[0] == '%' || _mm_movemask_epi8(accp) != 0;
    return _mm_movemask_epi8(accd) != 0;
}

static int scan_filter_sse2(const char *p, size_t len, int *pct)
{
    if (len >= 17)
        return filter_sse2((const unsigned char *)p, len, pct);
    return url1738__scan_filter_plain(p, len, pct);
}

/* One 32-byte step of the filter: q[k .. k + 32) and the bytes before
 * them, into the accumulators. */
AVX2 static inline void filter_step32(const unsigned char *q, size_t k,
                                      __m256i *accp, __m256i *accd)
{
    const __m256i pc = _mm256_set1_epi8('%'), dt = _mm256_set1_epi8('.'),
                  sl = _mm256_set1_epi8('/');
    __m256i x = _mm256_loadu_si256((const __m256i *)(const void *)(q + k));
    __m256i prev =
        _mm256_loadu_si256((const __m256i *)(const void *)(q + k - 1));

    *accp = _mm256_or_si256(*accp, _mm256_cmpeq_epi8(x, pc));
    *accd = _mm256_or_si256(*accd,
                            _mm256_and_si256(_mm256_cmpeq_epi8(x, dt),
                                             _mm256_cmpeq_epi8(prev, sl)));
}

/* The same 32 bytes a step: q[k - 1 .. k + 32), the last the last 33;
 * up to 97 bytes (most URLs) in two or three steps without a loop. */
AVX2 static int scan_filter_avx2(const char *p, size_t len, int *pct)
{
    const unsigned char *q = (const unsigned char *)p;

    if (len >= 33) {
        __m256i accp = _mm256_setzero_si256(), accd = _mm256_setzero_si256();
        size_t k = 1;

        if (len > 97) {
            for (; k + 32 < len - 32; k += 32)
                filter_step32(q, k, &accp, &accd);
        } else if (len > 65) {
            filter_step32(q, k, &accp, &accd);
            k += 32;
        }
        filter_step32(q, k, &accp, &accd);
        filter_step32(q, len - 32, &accp, &accd);
        *pct = q[0] == '%' || !_mm256_testz_si256(accp, accp);
        return !_mm256_testz_si256(accd, accd);
    }
    if (len >= 17)
        return filter_sse2(q, len, pct);
    return url1738__scan_filter_plain(p, len, pct);
}
#endif

int url1738__scan_filter_with(int level, const char *p, size_t len,
                              int *pct)
{
#if URL1738__S1_X86
    if (level >= URL1738__CPU_AVX2 && url1738__cpu_have(URL1738__CPU_AVX2))
        return scan_filter_avx2(p, len, pct);
    if (level >= URL1738__CPU_SSE2)
        return scan_filter_sse2(p, len, pct);
#else
    (void)level;
#endif
    return url1738__scan_filter_plain(p, len, pct);
}

#if URL1738__S1_X86
typedef int filter_fn(const char *p, size_t len, int *pct);

static inline filter_fn *pick_filter(enum url1738__cpu level)
{
    return level >= URL1738__CPU_AVX2 ? scan_filter_avx2 : scan_filter_sse2;
}

/* Chosen once per process (grammar/cpu.h). */
URL1738__DISPATCH(url1738__scan_filter, filter_fn, pick_filter);
#else
int url1738__scan_filter(const char *p, size_t len, int *pct)
{
    return url1738__scan_filter_plain(p, len, pct);
}
#endif

/*
 * The head of the normalized URI fast_write gives, when its scheme,
 * userinfo and host hold no escape: the input but for the scheme and the
 * host lower-cased when upper says they need it (8 bytes a step,
 * normalize.c), the port (6.2.3) and the root of http's empty path.
 * Returns where the rest of the input, to be given after it, begins.
 */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline size_t put_head(struct url1738__writer *k, const char *p,
                              const struct url1738_url *up, int root,
                              size_t low, int upper)
{
    size_t at = 0, s, e;

    if (upper) {
        url1738__w_put_lower(k, p + up->scheme.off, up->scheme.len);
        if (url1738_present(up->host)) {
            at = up->scheme.off + up->scheme.len;
            url1738__w_put(k, p + at, up->host.off - at);
            url1738__w_put_lower(k, p + up->host.off, up->host.len);
        }
        at = low;
    }
    if (url1738_present(up->port)) {
        url1738__w_put(k, p + at, up->port.off - 1 - at);
        if (port_kept(p, up, &s, &e)) {
            url1738__w_putc(k, ':');
            url1738__w_put(k, p + s, e - s);
        }
        at = up->port.off + up->port.len;
    }
    if (root) {
        url1738__w_put(k, p + at, up->path.off - at);
        url1738__w_putc(k, '/');
        at = up->path.off;
    }
    return at;
}

/* Whether p[0 .. n) holds a "%": under 16 bytes in one or two compares
 * (SSE2, classify_x86.h), more by memchr. */
static inline int has_percent(const char *p, size_t n)
{
#if URL1738__S1_X86
    const unsigned char *u = (const unsigned char *)p;

    if (n < 8)
        return percent_0_7(u, n) != 0;
    if (n < 16)
        return percent_8_15(u, n) != 0;
#endif
    return memchr(p, '%', n) != NULL;
}

/*
 * fast_write for a URI with escapes whose path has no "." after a "/"
 * (or was scanned: scanned): the head (put_head), then the rest with its
 * escapes normalized (runs between them copied whole, normalize.c); with
 * an escape in the userinfo or the host, the pieces rlayout gives one by
 * one. An escape "%2" (maybe "%2E") after a "/" may make a dot-segment:
 * at the path's start scan() answers at once; elsewhere the escapes'
 * writer stops there (URL1738__N_DOTSTOP), scan() answers, and the
 * writing starts again without stopping when the path has none.
 */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline enum url1738_code write_escaped(struct url1738__writer *k,
                                       const char *p, size_t len,
                                       const struct url1738_url *up,
                                       int root, size_t po, size_t pe,
                                       int scanned, size_t *need,
                                       struct url1738_error *err)
{
    struct rnorm nm;
    size_t low, at, start = k->len;
    unsigned mode;
    int i, upper;

    if (!scanned && po < pe && p[po] == '%' && p[po + 1] == '2') {
        if (scan(p, len, po, pe))
            goto dots;
        scanned = 1;
    }
    low = url1738_present(up->host) ? up->host.off + up->host.len
                                  : up->scheme.off + up->scheme.len;
    if (url1738_present(up->host)
        && has_percent(p + up->scheme.len, low - up->scheme.len)) {
        /* An escape in the userinfo or the host (a scheme has none):
         * each piece with its escapes normalized. */
        if (!scanned && scan(p, len, po, pe))
            goto dots;
        rlayout(&nm, p, up);
        for (i = 0; i < nm.n; i++)
            (void)url1738__w_put_normalized(
                k, nm.piece[i].s, nm.piece[i].len,
                URL1738__N_DECODE3986
                    | (nm.piece[i].kind == PC_LOWER ? URL1738__N_LOWER : 0));
        return url1738__w_end(k, need, err);
    }
    mode = URL1738__N_DECODE3986 | (scanned ? 0 : URL1738__N_DOTSTOP);
    /* The scheme and the host are the input's first bytes: one look at
     * them says whether a letter changes. */
    upper = url1738__has_upper(p, low);
    for (;;) {
        /* The rest begins with no escape (at is past the host, at a
         * delimiter), so the writer sees the "/" before each. */
        at = put_head(k, p, up, root, low, upper);
        if (!url1738__w_put_normalized(k, p + at, len - at, mode))
            return url1738__w_end(k, need, err);
        /* Stopped at "%2" after a "/". */
        if (scan(p, len, po, pe))
            goto dots;
        k->len = start;
        mode = URL1738__N_DECODE3986;
    }
dots:
    k->len = start;
    rlayout(&nm, p, up);
    return drain(k, &nm, need, err);
}

/*
 * The normalized URI written forward, when its path has no dot-segment
 * (then remove_dot_segments leaves it as it is, and no "/." guard is
 * needed: the path is the parser's, and no escape decodes to "/"). The
 * common URI, no escape and no upper-case letter in its scheme and host,
 * is the input itself but for its port and the root of http's empty path
 * (6.2.3): two or three copies (put_head), or none when same is not
 * NULL and the result is the input (then *same is p: equivalence's
 * way). With escapes, write_escaped. With a dot-segment, the cursor
 * writes the URI from the end.
 */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline enum url1738_code fast_write(struct url1738__writer *k,
                                           const char *p, size_t len,
                                           const struct url1738_url *up,
                                           size_t *need,
                                           struct url1738_error *err,
                                           const char **same)
{
    struct rnorm nm;
    size_t po, pe, low, at;
    int pct, root, upper, scanned = 0;

    root = empty_is_root(p, up);
    po = root ? 0 : up->path.off;
    pe = root ? 0 : up->path.off + up->path.len;
    if (url1738__scan_filter(p, len, &pct) || (po < pe && p[po] == '.')) {
        if (scan(p, len, po, pe)) {
            rlayout(&nm, p, up);
            return drain(k, &nm, need, err);
        }
        scanned = 1;
    }
    if (pct)
        return write_escaped(k, p, len, up, root, po, pe, scanned, need,
                             err);
    /* The scheme and the host are the input's first bytes: one look at
     * them says whether a letter changes. */
    low = url1738_present(up->host) ? up->host.off + up->host.len
                                  : up->scheme.off + up->scheme.len;
    upper = url1738__has_upper(p, low);
    if (same != NULL && !upper && !root && !url1738_present(up->port)) {
        /* The input itself (url1738__equivalent_by). */
        *same = p;
        *need = len;
        return URL1738_OK;
    }
    at = put_head(k, p, up, root, low, upper);
    url1738__w_put(k, p + at, len - at);
    return url1738__w_end(k, need, err);
}

/* fast_write for url1738__equivalent_by, once (url1738_normalize_spec
 * has its own copy, where same is NULL). */
static enum url1738_code fast_write_eq(struct url1738__writer *k,
                                       const char *p, size_t len,
                                       const struct url1738_url *up,
                                       size_t *need,
                                       struct url1738_error *err,
                                       const char **same)
{
    return fast_write(k, p, len, up, need, err, same);
}

/* The RFC 3986 reading's parse, as url1738__equivalent_by calls it. */
static enum url1738_code parse3986(const char *p, size_t len,
                                   struct url1738_url *u,
                                   struct url1738_error *err)
{
    return url1738__parse_spec(p, len, URL1738_SPEC_RFC3986, u, err);
}

enum url1738_code url1738_normalize_spec(const char *p, size_t len,
                                         enum url1738_spec spec, char *dst,
                                         size_t cap, size_t *need,
                                         struct url1738_error *err)
{
    struct url1738__writer k;
    struct url1738_url u;
    enum url1738_code rc;

    if (spec == URL1738_SPEC_RFC1738)
        return url1738_normalize(p, len, dst, cap, need, err);
    if (spec == URL1738_SPEC_WHATWG)     /* the href */
        return url1738_whatwg_parse(p, len, NULL, NULL, dst, cap, need,
                                    NULL, err);
    if (url1738__w_start(&k, dst, cap) != URL1738_OK
        || spec != URL1738_SPEC_RFC3986)
        return url1738__w_fail(&k, need,
                               url1738__report(err, URL1738_E_INVALID_ARG,
                                               0));
    rc = parse3986(p, len, &u, err);
    if (rc != URL1738_OK)
        return url1738__w_fail(&k, need, rc);
    return fast_write(&k, p, len, &u, need, err, NULL);
}

int url1738_equivalent_spec(const char *a, size_t alen, const char *b,
                            size_t blen, enum url1738_spec spec,
                            struct url1738_error *err)
{
    if (spec == URL1738_SPEC_RFC1738)
        return url1738_equivalent(a, alen, b, blen, err);
    if (spec != URL1738_SPEC_RFC3986) {
        url1738__report(err, URL1738_E_INVALID_ARG, 0);
        return -1;
    }
    return url1738__equivalent_by(parse3986, fast_write_eq,
                                  url1738__equivalent3986_plain, a, alen, b,
                                  blen, err);
}
