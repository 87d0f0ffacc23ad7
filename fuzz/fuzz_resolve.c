/* SPDX-License-Identifier: MIT */
/*
 * fuzz_resolve.c - url1738_resolve and url1738_relativize, in RFC 1808
 * and RFC 3986 modes.
 *
 * Input: the base, LF, the reference (no LF: the reference is empty).
 * Properties (RFC 1808 4, RFC 3986 5.2, the header):
 * - a refusal is E_BASE_RELATIVE or E_NOT_HIERARCHICAL, offset 0, *need 0;
 * - the size query, a buffer of exactly that size (heap, so ASan sees a
 *   byte past it) and a second call agree byte for byte (deterministic);
 * - a smaller buffer gets E_NOSPACE and the first cap bytes, and the
 *   canary bytes after cap are untouched;
 * - relativize(base, resolved) is a reference that resolves back to
 *   resolved byte for byte, or (RFC 3986 only) E_NO_REFERENCE for a
 *   target whose path has dot segments; its buffers follow the same rules;
 * - RFC 1808 mode agrees byte for byte with an independent reference: the
 *   steps of RFC 1808 section 4 written out below on plain strings (not
 *   the library's code), for a base "http://..." and a reference made of
 *   letters, digits and ". / ; ? = #" (where RFC 1808 leaves no choice:
 *   no empty params or query, no "//" with an empty net_loc);
 * - the block paths of relative.c agree with their plain versions on
 *   base and reference: the split (url1738__rel_parse against
 *   url1738__rel_parse_plain, every part, both modes) and the check of a
 *   reference's text (url1738__check_text against
 *   url1738__check_text_plain: code and offset), and the one-pass check
 *   and split (url1738__rel_ref) against the two plain ones, and a
 *   base's split (url1738__rel_base, url1738__rel_base_head) against
 *   url1738__rel_base_plain;
 * - the prepared base (url1738_base_prepare, url1738_resolve_prepared)
 *   and the plain route (url1738__resolve_plain) give url1738_resolve's
 *   code, length, error and bytes, both modes.
 */
#include <stdlib.h>

#include "fuzz.h"
#include "ops/relative.h"
#include "readings/readings.h"

#define CANARY 16

/* Calls resolve (rel 0) or relativize (rel 1) with every kind of buffer;
 * returns its code and, on URL1738_OK, the result (to free) in *out. */
static enum url1738_code call(int rel, const char *a, size_t alen,
                              const char *b, size_t blen, unsigned flags,
                              char **out, size_t *outlen,
                              struct fuzz_rng *g)
{
    struct url1738_error err;
    size_t need = 7, need2 = 7, cap, i;
    enum url1738_code rc, rc2;
    char *buf, *again, *small;

#define CALL(dst, c, n, e)                                                 \
    (rel ? url1738_relativize(a, alen, b, blen, flags, dst, c, n, e)       \
         : url1738_resolve(a, alen, b, blen, flags, dst, c, n, e))
    *out = NULL;
    rc = CALL(NULL, 0, &need, &err);
    FUZZ_CHECK(err.code == rc && err.message != NULL);
    if (rc != URL1738_OK && rc != URL1738_E_NOSPACE) {
        FUZZ_CHECK(need == 0);
        FUZZ_CHECK(url1738_errname(rc) != NULL);
        return rc;
    }
    FUZZ_CHECK(rc == (need == 0 ? URL1738_OK : URL1738_E_NOSPACE));
    if ((buf = malloc(need + 1)) == NULL || (again = malloc(need + 1)) == NULL)
        abort();
    FUZZ_CHECK(CALL(buf, need + 1, &need2, NULL) == URL1738_OK);
    FUZZ_CHECK(need2 == need && buf[need] == '\0');
    /* Exactly need bytes: fits, no room for the NUL. */
    FUZZ_CHECK(CALL(again, need, &need2, NULL) == URL1738_OK);
    FUZZ_CHECK(need2 == need && memcmp(again, buf, need) == 0);
    free(again);
    /* Too small: E_NOSPACE, the first cap bytes, nothing past cap. */
    if (need > 0) {
        cap = (size_t)(fuzz_rng_next(g) % need);
        if ((small = malloc(cap + CANARY)) == NULL)
            abort();
        memset(small, 0xA5, cap + CANARY);
        rc2 = CALL(cap ? small : NULL, cap, &need2, NULL);
        FUZZ_CHECK(rc2 == URL1738_E_NOSPACE && need2 == need);
        FUZZ_CHECK(memcmp(small, buf, cap) == 0);
        for (i = cap; i < cap + CANARY; i++)
            FUZZ_CHECK((unsigned char)small[i] == 0xA5);
        free(small);
    }
#undef CALL
    *out = buf;
    *outlen = need;
    return URL1738_OK;
}

static void check_mode(const char *base, size_t blen, const char *ref,
                       size_t rlen, unsigned flags, struct fuzz_rng *g)
{
    char *res, *rel, *back;
    size_t reslen = 0, rellen = 0, backlen = 0;
    enum url1738_code rc;
    struct url1738_error err;

    rc = call(0, base, blen, ref, rlen, flags, &res, &reslen, g);
    if (rc != URL1738_OK) {
        url1738_resolve(base, blen, ref, rlen, flags, NULL, 0, NULL, &err);
        FUZZ_CHECK(err.code == rc);
        /* A reference that is not URL text (2.2): an error at the byte,
         * an offset in the reference. */
        if (rc == URL1738_E_MUST_ENCODE || rc == URL1738_E_ESCAPE) {
            FUZZ_CHECK(err.offset <= rlen);
            return;
        }
        FUZZ_CHECK(rc == URL1738_E_BASE_RELATIVE
                   || rc == URL1738_E_NOT_HIERARCHICAL);
        FUZZ_CHECK(err.offset == 0);
        return;
    }
    /* RFC 1808 step 1: an empty base leaves the reference as it is. */
    if (blen == 0) {
        FUZZ_CHECK(reslen == rlen && memcmp(res, ref, rlen) == 0);
        free(res);
        return;
    }
    rc = call(1, base, blen, res, reslen, flags, &rel, &rellen, g);
    if (rc == URL1738_OK) {
        rc = call(0, base, blen, rel, rellen, flags, &back, &backlen, g);
        FUZZ_CHECK(rc == URL1738_OK);
        if (rc == URL1738_OK) {
            FUZZ_CHECK(backlen == reslen && memcmp(back, res, reslen) == 0);
            free(back);
        }
        free(rel);
    } else {
        /* 3986: dot segments in the target's path cannot be reached; a
         * target that is not URL text (from the base) is refused. */
        FUZZ_CHECK((rc == URL1738_E_NO_REFERENCE && (flags & URL1738_RFC3986))
                   || rc == URL1738_E_MUST_ENCODE || rc == URL1738_E_ESCAPE);
        url1738_relativize(base, blen, res, reslen, flags, NULL, 0, NULL,
                           &err);
        FUZZ_CHECK(err.offset <= reslen);
    }
    free(res);
}

/* ---- The reference: RFC 1808 sections 2.4 and 4, step by step. ---- */

#define RMAX 512

/* A part: present or not, and its text. */
struct part {
    int has;
    char s[RMAX];
};

struct parts1808 {
    struct part scheme, net_loc, path, params, query, fragment;
};

static void set_part(struct part *d, const char *p, size_t n)
{
    d->has = 1;
    memcpy(d->s, p, n);
    d->s[n] = '\0';
}

/* 2.4: fragment (first '#'), scheme (letters ... then ':'), net_loc ("//"
 * up to the next '/'), query (first '?'), params (first ';'), path. */
static void split1808(const char *p, size_t n, struct parts1808 *r)
{
    size_t i, k;
    const char *q;

    memset(r, 0, sizeof *r);
    if ((q = memchr(p, '#', n)) != NULL) {
        set_part(&r->fragment, q + 1, n - (size_t)(q - p) - 1);
        n = (size_t)(q - p);
    }
    for (i = 0; i < n; i++) {
        char c = p[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
              || (c >= '0' && c <= '9') || c == '+' || c == '-' || c == '.'))
            break;
    }
    if (i > 0 && i < n && p[i] == ':') {
        set_part(&r->scheme, p, i);
        p += i + 1;
        n -= i + 1;
    }
    if (n >= 2 && p[0] == '/' && p[1] == '/') {
        for (k = 2; k < n && p[k] != '/'; k++)
            ;
        set_part(&r->net_loc, p + 2, k - 2);
        p += k;
        n -= k;
    }
    if ((q = memchr(p, '?', n)) != NULL) {
        set_part(&r->query, q + 1, n - (size_t)(q - p) - 1);
        n = (size_t)(q - p);
    }
    if ((q = memchr(p, ';', n)) != NULL) {
        set_part(&r->params, q + 1, n - (size_t)(q - p) - 1);
        n = (size_t)(q - p);
    }
    set_part(&r->path, p, n);
}

/* Whether s[at..] starts the complete segment seg followed by '/' or the
 * end (complete: s[at - 1] is '/' or at is 0). */
static int segment_at(const char *s, size_t at, const char *seg)
{
    size_t n = strlen(seg);

    return (at == 0 || s[at - 1] == '/') && strncmp(s + at, seg, n) == 0
           && (s[at + n] == '/' || s[at + n] == '\0');
}

static void cut(char *s, size_t from, size_t to)
{
    memmove(s + from, s + to, strlen(s + to) + 1);
}

/* Step 6 a-d on path s. */
static void remove_dots(char *s)
{
    size_t i, j, len;
    int again;

    /* a) all "./" segments */
    for (i = 0; s[i] != '\0';) {
        if (segment_at(s, i, ".") && s[i + 1] == '/')
            cut(s, i, i + 2);
        else
            i++;
    }
    /* b) a final "." segment */
    len = strlen(s);
    if (len > 0 && segment_at(s, len - 1, "."))
        s[len - 1] = '\0';
    /* c) "<segment>/../", segment not "..", leftmost first, until none */
    do {
        again = 0;
        for (i = 0; s[i] != '\0' && !again; i++) {
            if (i > 0 && s[i - 1] != '/')
                continue;
            for (j = i; s[j] != '\0' && s[j] != '/'; j++)
                ;
            /* a segment, not "..": the empty text before a leading '/'
             * is none (2.4.6: that '/' is not part of the path, so
             * "/../g" stays, 5.2), an empty one between two '/' is */
            if (s[j] != '/' || (j == 0 && i == 0)
                || (j - i == 2 && s[i] == '.' && s[i + 1] == '.'))
                continue;
            if (segment_at(s, j + 1, "..") && s[j + 3] == '/') {
                cut(s, i, j + 4);
                again = 1;
            }
        }
    } while (again);
    /* d) a final "<segment>/..", segment not ".." */
    len = strlen(s);
    if (len >= 3 && segment_at(s, len - 2, "..") && s[len - 3] == '/') {
        for (i = len - 3; i > 0 && s[i - 1] != '/'; i--)
            ;
        if ((len - 3 > i || i > 0) && !(len - 3 - i == 2 && s[i] == '.'
                                        && s[i + 1] == '.'))
            s[i] = '\0';
    }
}

static void put_part(char *out, size_t *n, const char *pre,
                     const struct part *pt)
{
    size_t a = strlen(pre), b = strlen(pt->s);

    if (!pt->has)
        return;
    memcpy(out + *n, pre, a);
    memcpy(out + *n + a, pt->s, b);
    *n += a + b;
}

/* Section 4, steps 1-7, for a non-empty base with a scheme. */
static size_t resolve1808(const char *base, size_t blen, const char *ref,
                          size_t rlen, char *out)
{
    struct parts1808 b, r, e;
    size_t n = 0;
    const char *slash;

    /* Step 2a: an empty reference is the base. */
    if (rlen == 0) {
        memcpy(out, base, blen);
        return blen;
    }
    split1808(base, blen, &b);
    split1808(ref, rlen, &r);
    e = r;
    /* 2b: a scheme: absolute. 2c: else the base's scheme. */
    if (!r.scheme.has) {
        e.scheme = b.scheme;
        /* Step 3: the base's net_loc unless the reference has one. */
        if (!r.net_loc.has) {
            e.net_loc = b.net_loc;
            /* Step 4: an absolute path stays; step 5: an empty one. */
            if (r.path.s[0] == '\0') {
                e.path = b.path;
                if (!r.params.has) {
                    e.params = b.params;
                    if (!r.query.has)
                        e.query = b.query;
                }
            } else if (r.path.s[0] != '/') {
                /* Step 6: the base path up to its last '/', then the
                 * reference's; "/" when the base has a net_loc and no
                 * path (RFC 3986 5.2.3, as url1738.h says). */
                slash = strrchr(b.path.s, '/');
                if (slash == NULL && b.net_loc.has) {
                    strcpy(e.path.s, "/");
                } else {
                    size_t keep = slash ? (size_t)(slash - b.path.s) + 1 : 0;
                    memcpy(e.path.s, b.path.s, keep);
                    e.path.s[keep] = '\0';
                }
                strcat(e.path.s, r.path.s);
                remove_dots(e.path.s);
            }
        }
    }
    /* Step 7. */
    put_part(out, &n, "", &e.scheme);
    out[n++] = ':';
    put_part(out, &n, "//", &e.net_loc);
    put_part(out, &n, "", &e.path);
    put_part(out, &n, ";", &e.params);
    put_part(out, &n, "?", &e.query);
    put_part(out, &n, "#", &e.fragment);
    return n;
}

/* The inputs the reference is compared on (see the header). */
static int in_domain(const char *base, size_t blen, const char *ref,
                     size_t rlen)
{
    static const char ok[] = "abcdefghijklmnopqrstuvwxyz0123456789./;?=";
    size_t i;

    if (blen < 8 || blen > 200 || rlen > 200
        || memcmp(base, "http://", 7) != 0)
        return 0;
    for (i = 7; i < blen; i++)
        if (memchr(ok, base[i], sizeof ok - 1) == NULL)
            return 0;
    for (i = 0; i < rlen; i++)
        if (ref[i] != '#' && memchr(ok, ref[i], sizeof ok - 1) == NULL)
            return 0;
    /* One '#' at most: a second is not URL text (RFC 1808: fragment =
     * *( uchar | reserved ), '#' is neither), which resolve refuses. */
    {
        const char *h = memchr(ref, '#', rlen);

        if (h != NULL && memchr(h + 1, '#', rlen - (size_t)(h + 1 - ref)))
            return 0;
    }
    /* No choice left to the reader: params and query never empty. */
    for (i = 0; i < blen; i++)
        if ((base[i] == ';' || base[i] == '?')
            && (i + 1 == blen || base[i + 1] == ';' || base[i + 1] == '?'))
            return 0;
    for (i = 0; i < rlen && ref[i] != '#'; i++)
        if ((ref[i] == ';' || ref[i] == '?')
            && (i + 1 == rlen || ref[i + 1] == ';' || ref[i + 1] == '?'
                || ref[i + 1] == '#'))
            return 0;
    if (rlen >= 2 && ref[0] == '/' && ref[1] == '/'
        && (rlen == 2 || ref[2] == '/' || ref[2] == '#'))
        return 0;
    return 1;
}

static void check_reference(const char *base, size_t blen, const char *ref,
                            size_t rlen)
{
    char want[4 * RMAX], *got;
    size_t wn, need = 0;

    if (!in_domain(base, blen, ref, rlen))
        return;
    wn = resolve1808(base, blen, ref, rlen, want);
    FUZZ_CHECK(url1738_resolve(base, blen, ref, rlen, 0, NULL, 0, &need,
                               NULL) == (need ? URL1738_E_NOSPACE
                                              : URL1738_OK));
    if ((got = malloc(need + 1)) == NULL)
        abort();
    FUZZ_CHECK(url1738_resolve(base, blen, ref, rlen, 0, got, need + 1,
                               &need, NULL) == URL1738_OK);
    FUZZ_CHECK(need == wn && memcmp(got, want, wn) == 0);
    free(got);
}

/* The six parts of a and b (struct url1738_rel or url1738_base) are
 * the same spans. */
#define SAME_PART(a, b, f) (memcmp(&(a).f, &(b).f, sizeof (a).f) == 0)
#define SAME_PARTS(a, b)                                                     \
    (SAME_PART(a, b, scheme) && SAME_PART(a, b, net_loc)                     \
     && SAME_PART(a, b, path) && SAME_PART(a, b, params)                     \
     && SAME_PART(a, b, query) && SAME_PART(a, b, fragment))

/* relative.c's block paths against their plain versions. */
static void check_blocks(const char *p, size_t n)
{
    unsigned flags;
    int r;

    for (flags = 0; flags <= URL1738_RFC3986; flags += URL1738_RFC3986) {
        struct url1738_rel a = URL1738_REL_INIT, b = URL1738_REL_INIT;
        url1738__rel_parse(p, n, flags, &a);
        url1738__rel_parse_plain(p, n, flags, &b);
        FUZZ_CHECK(SAME_PARTS(a, b));
    }
    for (r = 0; r < 2; r++) {
        struct url1738_error ea, eb;
        enum url1738_code ca = url1738__check_text(p, n, r, &ea);
        enum url1738_code cb = url1738__check_text_plain(p, n, r, &eb);
        FUZZ_CHECK(ca == cb && (ca == URL1738_OK || ea.offset == eb.offset));
    }
    /* the one-pass check and split against the two plain ones */
    for (flags = 0; flags <= URL1738_RFC3986; flags += URL1738_RFC3986) {
        struct url1738_rel a = URL1738_REL_INIT, b = URL1738_REL_INIT;
        struct url1738_error ea = { URL1738_OK, 0, NULL }, eb = ea;
        uint64_t da, db;
        int ka, kb;
        enum url1738_code ca =
            url1738__rel_ref(p, n, flags, &a, &da, &ka, &ea);
        enum url1738_code cb =
            url1738__rel_ref_plain(p, n, flags, &b, &db, &kb, &eb);
        FUZZ_CHECK(ca == cb && ea.offset == eb.offset
                   && ea.message == eb.message);
        if (ca == URL1738_OK)
            FUZZ_CHECK(SAME_PARTS(a, b));
    }
    /* a base's split (and its split up to the net_loc, when it has a
     * scheme) against the plain one */
    for (flags = 0; flags <= URL1738_RFC3986; flags += URL1738_RFC3986) {
        struct url1738_base a = URL1738_BASE_INIT, b = URL1738_BASE_INIT;
        struct url1738_base h = URL1738_BASE_INIT;
        url1738__rel_base(p, n, flags, &a);
        url1738__rel_base_plain(p, n, flags, &b);
        FUZZ_CHECK(SAME_PARTS(a, b) && a.dir == b.dir && a.hier == b.hier);
        if (!url1738_present(b.scheme))
            continue;
        url1738__rel_base_head(p, n, flags, &h);
        FUZZ_CHECK(memcmp(&h.scheme, &b.scheme, sizeof h.scheme) == 0
                   && memcmp(&h.net_loc, &b.net_loc, sizeof h.net_loc) == 0
                   && h.hier == b.hier);
    }
}

/* url1738_resolve, the prepared base (url1738_base_prepare,
 * url1738_resolve_prepared) and the plain code (url1738__resolve_plain):
 * the same code, need, error and bytes. */
static void check_prepared(const char *base, size_t blen, const char *ref,
                           size_t rlen, unsigned flags)
{
    struct url1738_base b = URL1738_BASE_INIT;
    struct url1738_error e1, e2, e3, ep;
    size_t n1 = 1, n2 = 2, n3 = 3;
    enum url1738_code r1, r2, r3, rp;
    char *o1, *o2, *o3;

    r1 = url1738_resolve(base, blen, ref, rlen, flags, NULL, 0, &n1, &e1);
    rp = url1738_base_prepare(&b, base, blen, flags, &ep);
    FUZZ_CHECK(rp == URL1738_OK || rp == URL1738_E_BASE_RELATIVE);
    r2 = url1738_resolve_prepared(&b, ref, rlen, NULL, 0, &n2, &e2);
    r3 = url1738__resolve_plain(base, blen, ref, rlen, flags, NULL, 0, &n3,
                                &e3);
    FUZZ_CHECK(r1 == r2 && n1 == n2 && e1.offset == e2.offset
               && e1.message == e2.message);
    FUZZ_CHECK(r1 == r3 && n1 == n3 && e1.offset == e3.offset
               && e1.message == e3.message);
    if (r1 != URL1738_OK && r1 != URL1738_E_NOSPACE)
        return;
    if ((o1 = malloc(n1 + 1)) == NULL || (o2 = malloc(n1 + 1)) == NULL
        || (o3 = malloc(n1 + 1)) == NULL)
        abort();
    FUZZ_CHECK(url1738_resolve(base, blen, ref, rlen, flags, o1, n1 + 1,
                               &n1, NULL) == URL1738_OK);
    FUZZ_CHECK(url1738_resolve_prepared(&b, ref, rlen, o2, n1 + 1, &n2,
                                        NULL) == URL1738_OK);
    FUZZ_CHECK(url1738__resolve_plain(base, blen, ref, rlen, flags, o3,
                                      n1 + 1, &n3, NULL) == URL1738_OK);
    FUZZ_CHECK(memcmp(o1, o2, n1 + 1) == 0 && memcmp(o1, o3, n1 + 1) == 0);
    free(o1);
    free(o2);
    free(o3);
}

FUZZ_TARGET(resolve)
{
    const char *p = (const char *)data;
    const uint8_t *lf = size ? memchr(data, '\n', size) : NULL;
    size_t blen = lf ? (size_t)(lf - data) : size;
    const char *ref = lf ? p + blen + 1 : "";
    size_t rlen = lf ? size - blen - 1 : 0;
    struct fuzz_rng g;

    fuzz_rng_seed(&g, data, size);
    check_blocks(p, blen);
    check_blocks(ref, rlen);
    check_mode(p, blen, ref, rlen, 0, &g);
    check_reference(p, blen, ref, rlen);
    check_mode(p, blen, ref, rlen, URL1738_RFC3986, &g);
    check_prepared(p, blen, ref, rlen, 0);
    check_prepared(p, blen, ref, rlen, URL1738_RFC3986);
    return 0;
}
