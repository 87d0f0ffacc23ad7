/* SPDX-License-Identifier: MIT */
/*
 * relative.c - splitting a URL or a relative URL into the parts of
 * RFC 1808 2.4 (or of RFC 3986 appendix B), without validating it.
 */
#include <stdint.h>
#include <string.h>

#include "grammar/classify_x86.h"
#include "grammar/run_classes.h"
#include "grammar/scan.h"
#include "ops/relative.h"

/* The first byte ch in p[from .. to), or to. */
static size_t find_byte(const char *p, size_t from, size_t to, char ch)
{
    const char *hit;

    if (from >= to)
        return to;
    hit = memchr(p + from, ch, to - from);
    return hit != NULL ? (size_t)(hit - p) : to;
}

/*
 * RFC 1808 2.4.1-2.4.6: fragment, scheme, net_loc, query, params, path,
 * each removed from the parse string before the next is looked for.
 * RFC 3986 appendix B:
 *   ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
 * differs only in ending the authority at '?' too and having no params.
 */
void url1738__rel_parse_plain(const char *p, size_t len, unsigned flags,
                              struct url1738_rel *rel)
{
    const unsigned char *u = (const unsigned char *)p;
    size_t start = 0, end, i, j;

    if (p == NULL)
        len = 0;
    rel->scheme = URL1738__NOSPAN;
    rel->net_loc = URL1738__NOSPAN;
    rel->params = URL1738__NOSPAN;
    rel->query = URL1738__NOSPAN;
    rel->fragment = URL1738__NOSPAN;

    /* 2.4.1: after the first '#'. */
    end = find_byte(p, 0, len, '#');
    if (end < len)
        rel->fragment = url1738__span(end + 1, len - end - 1);

    /* 2.4.2: a ':' after the first character and before any character
     * not allowed in a scheme name. */
    for (i = 0; i < end && url1738__is(u[i], P_SCHEME); i++)
        ;
    if (i > 0 && i < end && u[i] == ':') {
        rel->scheme = url1738__span(0, i);
        start = i + 1;
    }

    /* 2.4.3: "//" then up to the next '/'. */
    if (end - start >= 2 && u[start] == '/' && u[start + 1] == '/') {
        j = find_byte(p, start + 2, end, '/');
        if (flags & URL1738_RFC3986)
            j = find_byte(p, start + 2, j, '?');
        rel->net_loc = url1738__span(start + 2, j - start - 2);
        start = j;
    }

    /* 2.4.4: after the first '?'. */
    j = find_byte(p, start, end, '?');
    if (j < end) {
        rel->query = url1738__span(j + 1, end - j - 1);
        end = j;
    }

    /* 2.4.5: after the first ';' (RFC 3986 keeps it in the path). */
    if (!(flags & URL1738_RFC3986)) {
        j = find_byte(p, start, end, ';');
        if (j < end) {
            rel->params = url1738__span(j + 1, end - j - 1);
            end = j;
        }
    }

    /* 2.4.6: the rest, with the '/' that may precede it. */
    rel->path = url1738__span(start, end - start);
}

/* *d = the span (off, len), in one 16-byte store on x86-64: its reader
 * (resolve.c) copies a span with one 16-byte load, which waits some 12
 * cycles for two 8-byte stores just before it (no store forwarding). */
static inline void put_span(struct url1738_span *d, size_t off, size_t len)
{
#if URL1738__S1_X86
    _mm_storeu_si128((__m128i *)(void *)d,
                     _mm_set_epi64x((long long)len, (long long)off));
#else
    *d = url1738__span(off, len);
#endif
}

/* Where the scheme characters at the start of u[0 .. len) end (2.4.2:
 * a scheme is they, if a ':' follows); "http" and a fifth 's' (any
 * case) are letters, taken in one step, and *web says so (their
 * length, else 0). */
static inline size_t scheme_chars(const unsigned char *u, size_t len,
                                  size_t *web)
{
    uint32_t w, http;
    size_t i = 0;

    *web = 0;
    if (len >= 5) {
        memcpy(&w, u, 4);
        memcpy(&http, "http", 4);
        if ((w | 0x20202020u) == http)
            i = *web = (u[4] | 0x20) == 's' ? 5 : 4;
    }
    for (; i < len && url1738__is(u[i], P_SCHEME); i++)
        ;
    return i;
}

#if URL1738__S1_X86
/* The delimiters of RFC 1808 2.4 / RFC 3986 appendix B in p[0..len),
 * len <= 63, one bit a byte: '#', '?', '/', ':', ';', '.'; and, when
 * asked, the bytes the reference's check looks at (look). */
struct rel_masks {
    uint64_t hash, question, slash, colon, semi, dot, look;
};

/* The bytes of x equal to ch, bit k for byte k. */
INLINE uint32_t rel_eq(__m128i x, char ch)
{
    return (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_set1_epi8(ch)));
}

/*
 * The bytes of x a reference's check looks at, bit k for byte k. look:
 * 1 the bytes outside xchar (the run URL1738__RUN_XCHAR: hpath and
 * '?'); 2 those outside RFC 3986's query class
 * (URL1738__RUN_QUERY3986: and '~'); both read on the one classifier by
 * run_classes.h, as scan.c reads them. '%' is in no class: always
 * looked at. t_resolve holds the result to url1738__check_text_plain.
 */
SSSE3 INLINE uint32_t rel_looks(__m128i x, int look)
{
    return url1738__stops_x_ssse3(
        x,
        &url1738__run_classes[look == 2 ? URL1738__RUN_QUERY3986
                                        : URL1738__RUN_XCHAR],
        0);
}

/*
 * The masks of u[0..len), len <= 63: up to 15 bytes in one vector
 * (load_0_15), else 16 bytes a step, the last step the input's last 16
 * bytes (a byte seen twice gives its bit twice). colon, semi: the ':'
 * and ';' masks too (else 0); look 0 (none) or as for rel_looks; all
 * constants where it is inlined.
 */
SSSE3 INLINE void rel_find(const unsigned char *u, size_t len,
                           struct rel_masks *m, int colon, int semi,
                           int look)
{
    __m128i x, y;
    unsigned sh;
    size_t at;

    if (len < 16) {
        x = load_0_15(u, len);
#define REL_1(bits) ((uint64_t)fix_0_15((bits), len))
        m->hash = REL_1(rel_eq(x, '#'));
        m->question = REL_1(rel_eq(x, '?'));
        m->slash = REL_1(rel_eq(x, '/'));
        m->dot = REL_1(rel_eq(x, '.'));
        m->colon = colon ? REL_1(rel_eq(x, ':')) : 0;
        m->semi = semi ? REL_1(rel_eq(x, ';')) : 0;
        m->look = look ? REL_1(rel_looks(x, look)) : 0;
#undef REL_1
        return;
    }
    x = _mm_loadu_si128((const __m128i *)(const void *)u);
    y = _mm_loadu_si128((const __m128i *)(const void *)(u + len - 16));
    sh = (unsigned)(len - 16);
#define REL_2(f, arg) ((uint64_t)f(x, arg) | (uint64_t)f(y, arg) << sh)
    m->hash = REL_2(rel_eq, '#');
    m->question = REL_2(rel_eq, '?');
    m->slash = REL_2(rel_eq, '/');
    m->dot = REL_2(rel_eq, '.');
    m->colon = colon ? REL_2(rel_eq, ':') : 0;
    m->semi = semi ? REL_2(rel_eq, ';') : 0;
    m->look = look ? REL_2(rel_looks, look) : 0;
#undef REL_2
    for (at = 16; at + 16 < len; at += 16) {
        x = _mm_loadu_si128((const __m128i *)(const void *)(u + at));
        m->hash |= (uint64_t)rel_eq(x, '#') << at;
        m->question |= (uint64_t)rel_eq(x, '?') << at;
        m->slash |= (uint64_t)rel_eq(x, '/') << at;
        m->dot |= (uint64_t)rel_eq(x, '.') << at;
        if (colon)
            m->colon |= (uint64_t)rel_eq(x, ':') << at;
        if (semi)
            m->semi |= (uint64_t)rel_eq(x, ';') << at;
        if (look)
            m->look |= (uint64_t)rel_looks(x, look) << at;
    }
}

/* The lowest set bit of m at or above from (from <= 63; m has one). */
static inline size_t rel_first(uint64_t m, size_t from)
{
    return (size_t)__builtin_ctzll(m & (~(uint64_t)0 << from));
}

/* Where the parts url1738__rel_parse_plain finds go, and where the path
 * starts and ends (start, pend); web: the scheme starts "http" (4 or 5,
 * with an 's'; else 0). */
struct rel_split {
    struct url1738_span *scheme, *net_loc, *path, *params, *query,
        *fragment; /* where they go */
    size_t start, pend, web;
};

/* s's parts go to those of d (a struct url1738_rel or url1738_base). */
#define REL_SPLIT_INTO(s, d)                                                 \
    ((s).scheme = &(d)->scheme, (s).net_loc = &(d)->net_loc,                 \
     (s).path = &(d)->path, (s).params = &(d)->params,                       \
     (s).query = &(d)->query, (s).fragment = &(d)->fragment)

/*
 * url1738__rel_parse_plain() for len <= 63 from the masks: each part's
 * end the first bit of a mask from where it starts, "or the end" a bit
 * of that mask (the first '#', or bit len). gate: look for a scheme only
 * when there is a ':' after the first byte (the masks have colon). rfc3986, gate: constants
 * where it is inlined. t_resolve (test_split_and_check) holds it to the
 * plain one.
 */
INLINE void rel_split(const unsigned char *u, size_t len, int rfc3986,
                      const struct rel_masks *m, int gate,
                      struct rel_split *s)
{
    uint64_t ends = m->hash | (uint64_t)1 << len;
    size_t start = 0, end = rel_first(ends, 0), i, j, pend;

    *s->fragment = end < len ? url1738__span(end + 1, len - end - 1)
                            : URL1738__NOSPAN;
    /* a scheme: scheme characters up to a ':' (the first '#' is none,
     * so they end before it); "http" and a fifth 's' (any case) are
     * letters, taken in one step */
    *s->scheme = URL1738__NOSPAN;
    s->web = 0;
    if (!gate || (m->colon & (((uint64_t)1 << end) - 2)) != 0) {
        i = scheme_chars(u, len, &s->web);
        if (i > 0 && i < len && u[i] == ':') {
            put_span(s->scheme, 0, i);
            start = i + 1;
        }
    }
    *s->net_loc = URL1738__NOSPAN;
    if (end - start >= 2 && u[start] == '/' && u[start + 1] == '/') {
        j = rel_first(m->slash | ends | (rfc3986 ? m->question : 0),
                      start + 2);
        put_span(s->net_loc, start + 2, j - start - 2);
        start = j;
    }
    pend = rel_first(m->question | ends, start);
    *s->query = pend < end ? url1738__span(pend + 1, end - pend - 1)
                          : URL1738__NOSPAN;
    *s->params = URL1738__NOSPAN;
    if (!rfc3986) {
        j = rel_first(m->semi | (uint64_t)1 << pend, start);
        if (j < pend) {
            put_span(s->params, j + 1, pend - j - 1);
            pend = j;
        }
    }
    put_span(s->path, start, pend - start);
    s->start = start;
    s->pend = pend;
}

/* Where the "." and ".." segments of the path u[start .. pend) start
 * that start before to (bits start .. to-1): a segment starts after
 * each '/' and at the path's start; it is "." when a '.' there has a
 * '/' or the path's end after it, ".." when two '.'s there do. */
static inline uint64_t rel_dots(const struct rel_masks *m, size_t start,
                                size_t pend, size_t to)
{
    uint64_t d = m->dot & (((uint64_t)1 << to) - 1) & (~(uint64_t)0 << start);
    uint64_t st, e;

    if (d == 0)
        return 0;
    st = (m->slash << 1) | (uint64_t)1 << start;
    e = m->slash | (uint64_t)1 << pend;
    return d & st & ((e >> 1) | ((m->dot >> 1) & (e >> 2)));
}

/* url1738__rel_parse_plain() for len <= 63, and where the path's dot
 * segments start. look as for rel_find: *lookm receives those bytes.
 * rfc3986, look: constants where it is inlined. */
SSSE3 INLINE void rel_parse_short(const char *p, size_t len, int rfc3986,
                                  struct url1738_rel *rel, uint64_t *dots,
                                  int look, uint64_t *lookm)
{
    const unsigned char *u = (const unsigned char *)p;
    struct rel_masks m;
    struct rel_split s;

    rel_find(u, len, &m, 1, !rfc3986, look ? (rfc3986 ? 2 : 1) : 0);
    REL_SPLIT_INTO(s, rel);
    rel_split(u, len, rfc3986, &m, 1, &s);
    *lookm = m.look;
    *dots = rel_dots(&m, s.start, s.pend, s.pend);
}
#endif

/* What the check does with a byte it looks at (c at i, not in the run
 * class or '%'): 0 when it passes, else the error (reported). */
static inline enum url1738_code check_byte(const unsigned char *u, size_t i,
                                           size_t rlen, int rfc3986,
                                           int *hash,
                                           struct url1738_error *err)
{
    unsigned char c = u[i];
    size_t bad;

    if (c == '%') {
        if (!url1738__escape_ok(u, i, rlen, &bad))
            return url1738__report(err, URL1738_E_ESCAPE, bad);
    } else if (c == '#' && !*hash) {
        *hash = 1;
    } else if (rfc3986 && (c == '~' || c == '[' || c == ']')) {
        ;
    } else if (url1738__encode_msg[c] != NULL) {
        return url1738__report_msg(err, URL1738_E_MUST_ENCODE, i,
                                   url1738__encode_msg[c]);
    }
    return URL1738_OK;
}

static void rel_parse_dots_plain(const char *p, size_t len, unsigned flags,
                                 struct url1738_rel *rel, uint64_t *dots,
                                 int *known)
{
    url1738__rel_parse_plain(p, len, flags, rel);
    *dots = ~(uint64_t)0;
    *known = 0;
}

static enum url1738_code rel_ref_plain(const char *p, size_t len,
                                       unsigned flags,
                                       struct url1738_rel *rel,
                                       uint64_t *dots, int *known,
                                       struct url1738_error *err)
{
    if (url1738__check_text(p, len, (flags & URL1738_RFC3986) != 0, err)
        != URL1738_OK)
        return err != NULL ? err->code : URL1738_E_MUST_ENCODE;
    rel_parse_dots_plain(p, len, flags, rel, dots, known);
    return URL1738_OK;
}

typedef void rel_dots_fn(const char *p, size_t len, unsigned flags,
                         struct url1738_rel *rel, uint64_t *dots,
                         int *known);
typedef enum url1738_code rel_ref_fn(const char *p, size_t len,
                                     unsigned flags, struct url1738_rel *rel,
                                     uint64_t *dots, int *known,
                                     struct url1738_error *err);

#if URL1738__S1_X86
SSSE3 static void rel_parse_dots_ssse3(const char *p, size_t len,
                                       unsigned flags,
                                       struct url1738_rel *rel,
                                       uint64_t *dots, int *known)
{
    uint64_t none;

    if (p != NULL && len <= 63) {
        if (flags & URL1738_RFC3986)
            rel_parse_short(p, len, 1, rel, dots, 0, &none);
        else
            rel_parse_short(p, len, 0, rel, dots, 0, &none);
        *known = 1;
        return;
    }
    rel_parse_dots_plain(p, len, flags, rel, dots, known);
}

/* The split and the check in one pass over a reference of up to 63
 * bytes: the check looks only at the bytes the split's blocks mark. */
SSSE3 static enum url1738_code rel_ref_ssse3(const char *p, size_t len,
                                             unsigned flags,
                                             struct url1738_rel *rel,
                                             uint64_t *dots, int *known,
                                             struct url1738_error *err)
{
    const unsigned char *u = (const unsigned char *)p;
    int rfc3986 = (flags & URL1738_RFC3986) != 0, hash = 0;
    uint64_t look;

    if (p == NULL || len > 63)
        return rel_ref_plain(p, len, flags, rel, dots, known, err);
    if (rfc3986)
        rel_parse_short(p, len, 1, rel, dots, 1, &look);
    else
        rel_parse_short(p, len, 0, rel, dots, 1, &look);
    *known = 1;
    for (; look != 0; look &= look - 1) {
        enum url1738_code rc = check_byte(u, (size_t)__builtin_ctzll(look),
                                          len, rfc3986, &hash, err);
        if (rc != URL1738_OK)
            return rc;
    }
    return URL1738_OK;
}

static inline rel_dots_fn *pick_rel_dots(enum url1738__cpu level)
{
    return level >= URL1738__CPU_SSSE3 ? rel_parse_dots_ssse3
                                       : rel_parse_dots_plain;
}

static inline rel_ref_fn *pick_rel_ref(enum url1738__cpu level)
{
    return level >= URL1738__CPU_SSSE3 ? rel_ref_ssse3 : rel_ref_plain;
}

/* Chosen once per process (grammar/cpu.h). */
URL1738__DISPATCH(url1738__rel_parse_dots, rel_dots_fn, pick_rel_dots);
URL1738__DISPATCH(url1738__rel_ref, rel_ref_fn, pick_rel_ref);
#else
void url1738__rel_parse_dots(const char *p, size_t len, unsigned flags,
                             struct url1738_rel *rel, uint64_t *dots,
                             int *known)
{
    rel_parse_dots_plain(p, len, flags, rel, dots, known);
}

enum url1738_code url1738__rel_ref(const char *p, size_t len, unsigned flags,
                                   struct url1738_rel *rel, uint64_t *dots,
                                   int *known, struct url1738_error *err)
{
    return rel_ref_plain(p, len, flags, rel, dots, known, err);
}
#endif

/* url1738__scheme_flat, inlined where a base is split. */
static inline int scheme_flat(const char *p, struct url1738_span scheme)
{
    enum url1738_scheme id;

    /* mailto, telnet: 6 bytes; news: 4 (in either case) */
    if (!url1738_present(scheme) || (scheme.len != 4 && scheme.len != 6)
        || !(((unsigned char)p[scheme.off] | 0x20) == 'm'
             || ((unsigned char)p[scheme.off] | 0x20) == 'n'
             || ((unsigned char)p[scheme.off] | 0x20) == 't'))
        return 0;
    id = url1738_scheme_lookup(p + scheme.off, scheme.len);
    return id == URL1738_SCHEME_MAILTO || id == URL1738_SCHEME_NEWS
           || id == URL1738_SCHEME_TELNET;
}

/*
 * A base's split (url1738__rel_base): the parts of url1738__rel_parse in
 * b's spans, and what each resolution against the base asks of it: its
 * path up to and with its last '/' (RFC 1808 4 step 6, RFC 3986 5.2.3;
 * b->dir, 0: none) and whether that part has a "." or ".." segment
 * (b->known_ 1, b->dots_ 0 or 1; b->known_ 0 when that is not known);
 * b->hier, whether relative references have a meaning against it (2.3:
 * a "//" net_loc, and not mailto, news or telnet). The plain one: memchr's split, the '/' looked for backwards, no
 * dot segments known (what t_resolve and url1738__resolve_plain hold the
 * other to).
 */
void url1738__rel_base_plain(const char *p, size_t len, unsigned flags,
                             struct url1738_base *b)
{
    struct url1738_rel s;
    size_t k;

    url1738__rel_parse_plain(p, len, flags, &s);
    b->scheme = s.scheme;
    b->net_loc = s.net_loc;
    b->path = s.path;
    b->params = s.params;
    b->query = s.query;
    b->fragment = s.fragment;
    for (k = s.path.len; k > 0 && p[s.path.off + k - 1] != '/'; k--)
        ;
    b->dir = k;
    b->known_ = 0;
    b->dots_ = 0;
    b->hier = url1738_present(s.net_loc) && !scheme_flat(p, s.scheme);
}

#if URL1738__S1_X86
/* url1738__rel_base_plain for len <= 63 from rel_find's masks: the
 * parts as rel_split finds them, the path's last '/' its highest bit
 * there, the directory's dot segments as rel_dots finds them. rfc3986:
 * a constant where it is inlined. */
SSSE3 INLINE void rel_base_short(const char *p, size_t len, int rfc3986,
                                 struct url1738_base *b)
{
    const unsigned char *u = (const unsigned char *)p;
    struct rel_masks m;
    struct rel_split s;
    uint64_t sl;

    rel_find(u, len, &m, 0, !rfc3986, 0);
    REL_SPLIT_INTO(s, b);
    rel_split(u, len, rfc3986, &m, 0, &s);
    /* a scheme that starts "http" is not flat */
    b->hier = url1738_present(b->net_loc)
              && (s.web != 0 || !scheme_flat(p, b->scheme));
    /* the directory: up to the path's last '/' */
    sl = m.slash & (((uint64_t)1 << s.pend) - 1) & (~(uint64_t)0 << s.start);
    b->dir = sl != 0 ? (size_t)(64 - __builtin_clzll(sl)) - s.start : 0;
    b->dots_ = rel_dots(&m, s.start, s.pend, s.start + b->dir) != 0;
    b->known_ = 1;
}

SSSE3 static void rel_base_ssse3(const char *p, size_t len, unsigned flags,
                                 struct url1738_base *b)
{
    if (p == NULL || len > 63)
        url1738__rel_base_plain(p, len, flags, b);
    else if (flags & URL1738_RFC3986)
        rel_base_short(p, len, 1, b);
    else
        rel_base_short(p, len, 0, b);
}

typedef void rel_base_fn(const char *p, size_t len, unsigned flags,
                         struct url1738_base *b);

static inline rel_base_fn *pick_rel_base(enum url1738__cpu level)
{
    return level >= URL1738__CPU_SSSE3 ? rel_base_ssse3
                                       : url1738__rel_base_plain;
}

/* Chosen once per process (grammar/cpu.h). */
URL1738__DISPATCH(url1738__rel_base, rel_base_fn, pick_rel_base);
#else
void url1738__rel_base(const char *p, size_t len, unsigned flags,
                       struct url1738_base *b)
{
    url1738__rel_base_plain(p, len, flags, b);
}
#endif

/* The first byte of u[from .. len) that ends a net_loc (2.4.3: '/',
 * and the fragment's '#'; RFC 3986 3.2: '?' too), or len. x86-64: 16
 * bytes a step (SSE2), the last step the input's last 16 bytes. */
static size_t net_loc_end(const unsigned char *u, size_t from, size_t len,
                          int rfc3986)
{
#if URL1738__S1_X86
    uint32_t m;

#define NET_END(x)                                                           \
    ((uint32_t)_mm_movemask_epi8(_mm_or_si128(                               \
        _mm_or_si128(_mm_cmpeq_epi8((x), _mm_set1_epi8('/')),                \
                     _mm_cmpeq_epi8((x), _mm_set1_epi8('#'))),               \
        rfc3986 ? _mm_cmpeq_epi8((x), _mm_set1_epi8('?'))                    \
                : _mm_setzero_si128())))
    for (; from + 16 <= len; from += 16) {
        m = NET_END(_mm_loadu_si128((const __m128i *)(const void *)(u + from)));
        if (m != 0)
            return from + (size_t)__builtin_ctz(m);
    }
    if (from >= len)
        return len;
    if (len >= 16)
        m = NET_END(_mm_loadu_si128(
                (const __m128i *)(const void *)(u + len - 16)))
            >> (from - (len - 16));
    else
        m = fix_0_15(NET_END(load_0_15(u, len)), len) >> from;
#undef NET_END
    return m != 0 ? from + (size_t)__builtin_ctz(m) : len;
#else
    for (; from < len; from++)
        if (u[from] == '/' || u[from] == '#' || (rfc3986 && u[from] == '?'))
            break;
    return from;
#endif
}

/* A base with no parts (readings.h): resolve.c's unknown base, and
 * url1738__rel_base_head's start. */
void url1738__rel_base_clear(struct url1738_base *b)
{
    b->scheme = b->net_loc = b->path = URL1738__NOSPAN;
    b->params = b->query = b->fragment = URL1738__NOSPAN;
    b->dir = 0;
    b->hier = 0;
    b->known_ = 0;
    b->dots_ = 0;
}

/*
 * A base's split up to its net_loc, for a reference that reads no more
 * of it: b's scheme, net_loc and hier as url1738__rel_base gives them,
 * its other parts absent (dir 0, known_ 0). t_resolve holds it to
 * url1738__rel_base_plain.
 */
void url1738__rel_base_head(const char *p, size_t len, unsigned flags,
                            struct url1738_base *b)
{
    const unsigned char *u = (const unsigned char *)p;
    size_t web, i = scheme_chars(u, len, &web), j;

    url1738__rel_base_clear(b);
    /* the scheme's ':' comes before any '#' (none is a scheme
     * character), so before the fragment; then "//" and the net_loc */
    if (i == 0 || i >= len || u[i] != ':')
        return;
    put_span(&b->scheme, 0, i);
    if (len - i < 3 || u[i + 1] != '/' || u[i + 2] != '/')
        return;
    j = net_loc_end(u, i + 3, len, (flags & URL1738_RFC3986) != 0);
    put_span(&b->net_loc, i + 3, j - i - 3);
    /* a scheme that starts "http" is not flat */
    b->hier = web != 0 || !scheme_flat(p, b->scheme);
}

/* The plain pair, what t_resolve holds url1738__rel_ref to. */
enum url1738_code url1738__rel_ref_plain(const char *p, size_t len,
                                         unsigned flags,
                                         struct url1738_rel *rel,
                                         uint64_t *dots, int *known,
                                         struct url1738_error *err)
{
    return rel_ref_plain(p, len, flags, rel, dots, known, err);
}

void url1738__rel_parse(const char *p, size_t len, unsigned flags,
                        struct url1738_rel *rel)
{
    uint64_t dots;
    int known;

    url1738__rel_parse_dots(p, len, flags, rel, &dots, &known);
}

int url1738__scheme_flat(const char *p, struct url1738_span scheme)
{
    return scheme_flat(p, scheme);
}

enum url1738_code url1738_rel_parse(const char *p, size_t len, unsigned flags,
                                    struct url1738_rel *rel)
{
    if (rel == NULL || rel->size < URL1738__ABI1_REL)
        return url1738__bad_size(NULL, NULL);
    url1738__rel_parse(p, len, flags, rel);
    return URL1738_OK;
}

/* A reference is text of a URL (RFC 1808 2.2: the characters of RFC
 * 1738 2.2), its fragment after the first '#' included: a byte that must
 * always be encoded, or a '%' that starts no escape, is an error at its
 * offset in the reference. RFC 3986 (2.3, 3.2.2) has '~' unreserved and
 * '[' ']' around an IP literal. */
enum url1738_code url1738__check_text_plain(const char *ref, size_t rlen,
                                            int rfc3986,
                                            struct url1738_error *err)
{
    const unsigned char *u = (const unsigned char *)ref;
    size_t i, bad;
    int hash = 0;

    for (i = 0; i < rlen; i++) {
        unsigned char c = u[i];
        if (c == '%' && !url1738__escape_ok(u, i, rlen, &bad))
            return url1738__report(err, URL1738_E_ESCAPE, bad);
        if (c == '#' && !hash) {
            hash = 1;
            continue;
        }
        if (rfc3986 && (c == '~' || c == '[' || c == ']'))
            continue;
        if (url1738__encode_msg[c] != NULL)
            return url1738__report_msg(err, URL1738_E_MUST_ENCODE, i,
                                       url1738__encode_msg[c]);
    }
    return URL1738_OK;
}

/* The same with the runs of bytes that need no look (xchar, escapes
 * included; RFC 3986: with '~') taken by the grammar's run scanner
 * (grammar/scan.h: the one classifier, 16 or 32 bytes a step); a byte
 * that ends a run is looked at as above. t_resolve (test_check_text)
 * holds it to url1738__check_text_plain(). */
enum url1738_code url1738__check_text(const char *ref, size_t rlen,
                                      int rfc3986, struct url1738_error *err)
{
    const unsigned char *u = (const unsigned char *)ref;
    enum url1738__run run =
        rfc3986 ? URL1738__RUN_QUERY3986 : URL1738__RUN_XCHAR;
    size_t i = 0;
    int hash = 0;

    for (;;) {
        enum url1738_code rc;

        i = url1738__run(u, rlen, i, run);
        if (i >= rlen)
            return URL1738_OK;
        rc = check_byte(u, i, rlen, rfc3986, &hash, err);
        if (rc != URL1738_OK)
            return rc;
        i++;
    }
}
