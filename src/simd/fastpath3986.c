/* SPDX-License-Identifier: MIT */
/*
 * fastpath3986.c - the common shapes of the RFC 3986 reading in one pass.
 * It only ever accepts: at the first byte or shape it does not expect it
 * gives up, and the plain reading reads the URL from the start, so the
 * verdict, every span and any error offset are the plain reading's. The
 * commonest shape, http and https with a plain host, is read first on
 * stage 1's RFC 3986 masks (web(), at the end), which also says where
 * such a URL fails when a byte after its host is allowed in no part (the
 * plain reading then builds the same error). tests/t_fast3986.c checks
 * all of it against the plain reading on the corpora and on mutations of
 * them, with every stage-1 implementation.
 *
 * The RFC 1738 parts of a URI of one of RFC 1738's schemes come from
 * that scheme's own production (grammar/scheme_*.c, through
 * url1738__parts1738), as in the plain reading, with one exception,
 * file (file() below, which says why): its rule is written here a second
 * time and tools/rulecheck.c holds it to the production at build time.
 *
 * RFC 3986 appendix A (the rules it covers):
 *   URI         = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 *   hier-part   = "//" authority path-abempty / path-absolute
 *               / path-rootless / path-empty
 *   authority   = [ userinfo "@" ] host [ ":" port ]
 *   userinfo    = *( unreserved / pct-encoded / sub-delims / ":" )
 *   host        = reg-name                   ; no IP-literal here
 *   reg-name    = *( unreserved / pct-encoded / sub-delims )
 *   port        = *DIGIT
 *   query       = *( pchar / "/" / "?" )
 *   fragment    = *( pchar / "/" / "?" )
 *
 * For file, one scan serves both readings: RFC 1738's fpath bytes (and
 * escapes) are all RFC 3986 path or query bytes, so when the fpath run
 * reaches the end of the input, the RFC 3986 path and query are only
 * split at the first "?".
 */
#include <string.h>

#include "grammar/hostname.h"
#include "grammar/schemes.h"
#include "simd/fastpath.h"
#include "simd/fastpath3986.h"
#include "simd/stage1_x86.h"

#if defined(__GNUC__)
#define ALWAYS_INLINE static inline __attribute__((always_inline))
#else
#define ALWAYS_INLINE static inline
#endif

/* Where the parts of the URI lie, and the state of the scans. */
struct walk {
    struct url1738__ctx c; /* url1738__scan() records a bad escape here */
    const unsigned char *p;
    size_t n;
    size_t j;     /* the ":" after the scheme                        */
    size_t a;     /* the authority's first byte; 0: no authority     */
    size_t at;    /* the "@" after the userinfo; 0: no userinfo      */
    size_t hs;    /* the host's first byte                           */
    size_t h;     /* after the host                                  */
    size_t colon; /* the port's ":"; 0: no port                      */
    size_t e;     /* the authority's end: where the path begins      */
    size_t pe;    /* the path's end                                  */
    size_t qm;    /* the "?" before the query; 0: no query           */
    size_t fm;    /* the "#" before the fragment; 0: no fragment     */
    int host1738; /* [hs, h) is an RFC 1738 host (need1738 only)     */
};

#define BAD ((size_t)-1)

/* file()'s *ok when the scheme's own production decides the RFC 1738
 * parts (url1738__parts1738). */
#define UNDECIDED (-1)

/* The rest of a run of RFC 1738 host bytes (alpha, digit, "-", "."). */
static size_t host_skip(const unsigned char *p, size_t n, size_t i)
{
    while (i < n && url1738__is(p[i], P_HOST))
        i++;
    return i;
}

/*
 * RFC 1738's host read from a (grammar/hostname.h, the grammar's own
 * rule): the run of host bytes (alpha, digit, "-", "."; reg-name bytes
 * too), and in *ok whether the run is a host. Returns the run's end.
 */
ALWAYS_INLINE size_t host_run(const unsigned char *p, size_t n, size_t a,
                              int *ok)
{
    size_t e;

    *ok = url1738__host_read(p, n, a, &e) == URL1738_OK;
    return *ok ? e : host_skip(p, n, e);
}

/*
 * host [ ":" port ] from s, host a reg-name: reg-name = *( unreserved /
 * pct-encoded / sub-delims ), port = *DIGIT, then "/", "?", "#" or the
 * end. With need1738, RFC 1738's host is read first (host_run: the
 * common case), and w->host1738 says whether it is one. Returns 0 to
 * give up: "@", "[" (an IP literal), a port that is not digits, a bad
 * escape.
 */
ALWAYS_INLINE int host_port(struct walk *w, size_t s, int need1738)
{
    /* 1: what ends a host, 2: what ends an authority too */
    static const unsigned char ends[256] = { [':'] = 1, ['/'] = 2,
                                             ['?'] = 2, ['#'] = 2 };
    const unsigned char *p = w->p;
    size_t n = w->n, i = s;

    w->hs = s;
    w->host1738 = 0;
    if (need1738)
        i = host_run(p, n, s, &w->host1738);
    if (i < n && !ends[p[i]]) {
        w->host1738 = 0;   /* more reg-name bytes: no RFC 1738 host */
        for (;;) {
            while (i < n && url1738__is(p[i], P3_REGNAME))
                i++;
            if (i + 2 < n && p[i] == '%' && url1738__is(p[i + 1], P_HEX)
                && url1738__is(p[i + 2], P_HEX))
                i += 3;
            else
                break;
        }
    }
    w->h = i;
    w->colon = 0;
    if (i < n && p[i] == ':') {
        w->colon = i;
        i = url1738__digits_end(p, n, i + 1);
    }
    w->e = i;
    return i == n || ends[p[i]] == 2;
}

/*
 * authority = [ userinfo "@" ] host [ ":" port ] from a (after "//"):
 * userinfo = *( unreserved / pct-encoded / sub-delims / ":" ). The host
 * and port first (the common case); when an "@" stops them, the
 * userinfo's run. Returns 0 to give up (see host_port()).
 */
static int authority(struct walk *w, size_t a, int need1738)
{
    size_t i;

    w->a = a;
    w->at = 0;
    if (host_port(w, a, need1738))
        return 1;
    i = url1738__scan(&w->c, a, P3_USERINFO);
    if (i == BAD || i == w->n || w->p[i] != '@')
        return 0;
    w->at = i;
    return host_port(w, i + 1, need1738);
}

/*
 * A run of RFC 3986 path bytes (query 0: pchar / "/") or query bytes
 * (1: pchar / "/" / "?") from i, escapes included: stage 1's run of the
 * class. Returns BAD at a broken escape.
 */
ALWAYS_INLINE size_t run3986(struct walk *w, size_t i, int query)
{
    i = url1738__run(w->p, w->n, i,
                            query ? URL1738__RUN_QUERY3986
                                  : URL1738__RUN_PATH3986);
    return i < w->n && w->p[i] == '%' ? BAD : i;
}

ALWAYS_INLINE int tail(struct walk *w, size_t i)
{
    const unsigned char *p = w->p;
    size_t n = w->n;

    i = run3986(w, i, 0);
    if (i == BAD)
        return 0;
    w->pe = i;
    w->qm = w->fm = 0;
    if (i < n && p[i] == '?') {
        w->qm = i;
        i = run3986(w, i + 1, 1);
        if (i == BAD)
            return 0;
    }
    if (i < n && p[i] == '#') {
        w->fm = i;
        i = run3986(w, i + 1, 1);
    }
    return i == n;
}

/* The same when every byte from i on is known to be a path or query
 * byte (an RFC 1738 fpath run reached the end): the path ends at the
 * first "?". */
ALWAYS_INLINE int tail_split(struct walk *w, size_t i)
{
    const unsigned char *q = memchr(w->p + i, '?', w->n - i);

    w->pe = q != NULL ? (size_t)(q - w->p) : w->n;
    w->qm = q != NULL ? w->pe : 0;
    w->fm = 0;
    return 1;
}

/*
 * RFC 1738's fpath bytes (uchar ? : @ & = /) from f to the end, on stage
 * 1's hpath run (uchar ; : @ & = /): when the hpath run reaches the end,
 * there is no "?", so the RFC 3986 path runs to the end too (found here),
 * and the fpath ends at the first ";". Returns that ";" (n when none), 0
 * when the hpath run stops earlier, BAD at a broken escape.
 */
ALWAYS_INLINE size_t hpath_to_end(struct walk *w, size_t f)
{
    const unsigned char *p = w->p, *q;
    size_t n = w->n, k = url1738__run(p, n, f, 0);

    if (k < n)
        return p[k] == '%' ? BAD : 0;
    w->pe = n;
    w->qm = w->fm = 0;
    q = memchr(p + f, ';', n - f);
    return q != NULL ? (size_t)(q - p) : n;
}

/*
 * fileurl = "file://" [ host | "localhost" ] "/" fpath (no port): the
 * RFC 3986 tail of a file URI with its RFC 1738 parts, *ok 1 when the
 * URL matches fileurl (u->u.file written), 0 when not; returns 1, or 0 to
 * give up (a bad escape).
 *
 * The one place of this rule is grammar/scheme_ftp.c's
 * url1738__parse_file; this copy is kept for speed: here the path is
 * read once for both readings (hpath_to_end), where the production would
 * read it a second time (node_files.txt, every line a file URL: 523
 * instructions a URL by bench/callgrind.sh's count, 1,022 through
 * url1738__parts1738). tools/rulecheck.c, which `make` runs (a target of
 * `all`), compares its verdict and spans with the production's on every
 * host and path shape of a generated set, and t_fast3986 does on the
 * corpora.
 */
static int file(struct walk *w, struct url1738_url *u, int *ok)
{
    size_t n = w->n, f = w->e + 1, k;

    if (w->a != 0 && w->at == 0 && w->colon == 0 && w->e < n
        && w->p[w->e] == '/' && (w->h == w->hs || w->host1738)) {
        k = hpath_to_end(w, f);   /* the common case: no "?" in the path */
        if (k == BAD)
            return 0;
        if (k != 0) {             /* the RFC 3986 path found */
            if (k == n) {
                u->u.file.fpath = url1738__span(f, n - f);
                *ok = 1;
            }
            return 1;
        }
        k = url1738__scan(&w->c, f, P_FPATH);
        if (k == BAD)
            return 0;
        if (k == n) {
            u->u.file.fpath = url1738__span(f, n - f);
            *ok = 1;
            return tail_split(w, w->e);
        }
    }
    return tail(w, w->e);
}

/* The scheme's id (url1738_scheme_lookup()) and whether it is "https",
 * from its k bytes folded to lower case in one word v: one compare. The
 * cases are made from schemes.h's list (a name's eight bytes, zeros
 * after it, are the word of a name of k bytes masked to k). (| 0x20
 * folds only letters onto letters: any other byte folded stays no
 * letter, so only a name of letters matches.) */
#define WORD(a, b, c, d, e, f, g, h)                                         \
    ((uint64_t)(a) | (uint64_t)(b) << 8 | (uint64_t)(c) << 16                \
     | (uint64_t)(d) << 24 | (uint64_t)(e) << 32 | (uint64_t)(f) << 40       \
     | (uint64_t)(g) << 48 | (uint64_t)(h) << 56)
#define WORD_OF(list) WORD(list)

ALWAYS_INLINE enum url1738_scheme name_id(uint64_t v, size_t k, int *https)
{
    if (k < 8)
        v &= ((uint64_t)1 << 8 * k) - 1;
    switch (v) {
#define CASE(id, len, port, a, b, c, d, e, f, g, h)                          \
    case WORD(a, b, c, d, e, f, g, h): return URL1738_SCHEME_##id;
    URL1738__SCHEME_LIST(CASE)
#undef CASE
    case WORD_OF(URL1738__HTTPS_NAME):
        *https = 1;
        return URL1738_SCHEME_OTHER;
    default:
        return URL1738_SCHEME_OTHER;
    }
}

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define LITTLE_ENDIAN_LOADS 1
#else
#define LITTLE_ENDIAN_LOADS 0
#endif

/*
 * scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then ":" at
 * *colon; *id and *https name it. Returns 0 when the input does not
 * begin so. The common case in one word: the first ":" among the first
 * 8 bytes, and before it one of the names above (letters only, so a
 * scheme).
 */
ALWAYS_INLINE int scheme(const unsigned char *p, size_t n, size_t *colon,
                  enum url1738_scheme *id, int *https)
{
    uint64_t v = 0;
    size_t k;

    *https = 0;
#if LITTLE_ENDIAN_LOADS
    if (n >= 8) {   /* byte i is bits 8i ... 8i+7 */
        uint64_t x, t;
        memcpy(&v, p, 8);
        x = v ^ 0x3a3a3a3a3a3a3a3au;   /* ":" becomes 0 */
        t = (x - 0x0101010101010101u) & ~x & 0x8080808080808080u;
        k = t != 0 ? (size_t)__builtin_ctzll(t) / 8 : 0;
        if (k >= 3) {
            *id = name_id(v | 0x2020202020202020u, k, https);
            if (*id != URL1738_SCHEME_OTHER || *https) {
                *colon = k;
                return 1;
            }
        }
    }
#endif
    if (n == 0 || !url1738__is(p[0], P_ALPHA))
        return 0;
    for (k = 1; k < n && url1738__is(p[k], P_SCHEME);)
        k++;
    if (k == n || p[k] != ':')
        return 0;
    *colon = k;
    *id = URL1738_SCHEME_OTHER;
    if (k >= 3 && k <= 8) {
        for (v = 0; k-- > 0;)
            v = v << 8 | (uint64_t)(p[k] | 0x20);
        *id = name_id(v, *colon, https);
    }
    return 1;
}

int url1738__fast3986(const unsigned char *p, size_t n,
                      enum url1738_spec spec, struct url1738_url *url)
{
    struct walk w;
    size_t k;
    enum url1738_scheme id;
    int ok = 0, r, https = 0;

    if (p == NULL || !scheme(p, n, &k, &id, &https))
        return 0;
    w.c.p = p;
    w.c.len = n;
    w.c.url = NULL;
    w.c.code = URL1738_OK;
    w.p = p;
    w.n = n;
    w.j = k;
    w.a = w.h = w.colon = 0;
    w.e = k + 1;
    w.at = w.hs = w.host1738 = 0;
    if (url == NULL)
        id = URL1738_SCHEME_OTHER;   /* the RFC 1738 parts do not matter */
    /* "//" authority ("[": an IP literal; not here) */
    if (k + 2 < n && p[k + 1] == '/' && p[k + 2] == '/'
        && !authority(&w, k + 3, id == URL1738_SCHEME_FILE))
        return 0;
    if (url == NULL)   /* validity only: the RFC 1738 parts do not matter */
        return tail(&w, w.e);

    url->scheme_id = id;
    url->scheme = url1738__span(0, k);
    url->spec = spec;
    url1738__clear_parts(url);
    if (id != URL1738_SCHEME_OTHER) {
        url->default_port = url1738_default_port(id);
    } else if (https) {
        url->default_port = URL1738__PORT_HTTPS;
        id = URL1738_SCHEME_HTTP;   /* https decomposes as http does */
    } else {
        url->default_port = url1738_scheme_port((const char *)p, k,
                                                URL1738_SPEC_RFC3986);
    }
    switch (id) {
    case URL1738_SCHEME_FILE: r = file(&w, url, &ok); break;
    case URL1738_SCHEME_HTTP:
    case URL1738_SCHEME_OTHER: r = tail(&w, w.e); break;
    default:   /* the other eight: their own production decides */
        ok = UNDECIDED;
        r = tail(&w, w.e);
        break;
    }
    if (!r)
        return 0;
    if (w.at != 0) {
        const unsigned char *q = memchr(p + w.a, ':', w.at - w.a);
        url->userinfo = url1738__span(w.a, w.at - w.a);
        url->user = url->userinfo;
        if (q != NULL) {
            url->user = url1738__span(w.a, (size_t)(q - p) - w.a);
            url->password = url1738__span((size_t)(q - p) + 1,
                                          w.at - (size_t)(q - p) - 1);
        }
    }
    if (w.a != 0) {
        url->host = url1738__span(w.hs, w.h - w.hs);
        url->host_type = w.h > w.hs && url1738__is(p[w.hs], P_DIGIT)
                                 && url1738__ipv4address(p + w.hs, w.h - w.hs)
                             ? URL1738_HOST_IPV4
                             : URL1738_HOST_REG_NAME;
        if (w.colon != 0)
            url->port = url1738__span(w.colon + 1, w.e - w.colon - 1);
    }
    url->path = url1738__span(w.e, w.pe - w.e);
    if (w.qm != 0)
        url->query = url1738__span(w.qm + 1,
                                   (w.fm != 0 ? w.fm : n) - w.qm - 1);
    if (w.fm != 0)
        url->fragment = url1738__span(w.fm + 1, n - w.fm - 1);
    if (id == URL1738_SCHEME_HTTP) {   /* http and https: path and query */
        url->parts_of = URL1738_SCHEME_HTTP;
        url->u.http.hpath = w.pe > w.e && p[w.e] == '/'
                                ? url1738__span(w.e + 1, w.pe - w.e - 1)
                                : URL1738__NOSPAN;
        url->u.http.search = url->query;
    } else if (ok == UNDECIDED) {
        url1738__parts1738((const char *)p, n, id, k, url);
    } else if (ok) {
        url->parts_of = id;
    }
    /* else u holds nothing, as url1738__clear_parts left it: file()
     * writes it only with *ok 1. */
    return 1;
}

/* ===== file on stage 1's masks ===== */

/*
 * A file URI of the common shape (url1738__file_shape, fastpath.c: RFC
 * 1738 3.10's fileurl with no host or a hostname whose toplabel begins
 * with a letter, then "/" and hpath bytes and escapes to the end, no
 * "?"), as the plain reading writes it:
 *   URI          = scheme ":" "//" authority path-abempty
 *   authority    = host                   ; no userinfo, no port here
 *   host         = reg-name               ; such a hostname, or empty
 *   path-abempty = *( "/" segment )       ; hpath bytes are pchar or "/"
 * and the RFC 1738 parts url1738__parts1738 gives it (the fileurl's
 * fpath: the path after its "/", when it has no ";", which is an hpath
 * byte but no fpath byte). The shape's reading is fastpath.c's, on RFC
 * 1738's masks; t_fast3986 holds this to the plain reading on the
 * corpora, their mutations and generated file URIs, with every stage-1
 * implementation. h: the "/" after the host.
 */
ALWAYS_INLINE void file_fill(const unsigned char *p, size_t n, size_t h,
                             enum url1738_spec spec,
                             struct url1738_url *url)
{
    /* Every member the plain reading writes (url1738__begin,
     * url1738__clear_parts, scheme_members, hier_part, scheme_parts), no
     * call but the scheme table's port. */
    url->scheme_id = URL1738_SCHEME_FILE;
    url->scheme = url1738__span(0, 4);
    url->spec = spec;
    url->default_port = URL1738__PORT_FILE; /* schemes.h */
    url->user = url->password = url->userinfo = URL1738__NOSPAN;
    url->port = url->query = url->fragment = URL1738__NOSPAN;
    url->host = url1738__span(7, h - 7);
    url->host_type = URL1738_HOST_REG_NAME;
    url->path = url1738__span(h, n - h);
    url->u.wais.database = url->u.wais.search = URL1738__NOSPAN;
    url->u.wais.wtype = url->u.wais.wpath = URL1738__NOSPAN;
    url->parts_of = URL1738_SCHEME_NONE;
    if (memchr(p + h + 1, ';', n - h - 1) == NULL) {
        url->u.file.fpath = url1738__span(h + 1, n - h - 1);
        url->parts_of = URL1738_SCHEME_FILE;
    }
}

enum url1738_code url1738__parse_file3986(const unsigned char *p, size_t n,
                                          enum url1738_spec spec,
                                          struct url1738_url *url,
                                          struct url1738_error *err)
{
    size_t h = url1738__file_shape(p, n);

    if (h == 0)
        return url1738__parse_walk3986((const char *)p, n, spec, url, err);
    if (url != NULL)
        file_fill(p, n, h, spec, url);
    return url1738__ok(err);
}

int url1738__fast_file3986_with(enum url1738__cpu impl,
                                const unsigned char *p, size_t n,
                                enum url1738_spec spec,
                                struct url1738_url *url)
{
    size_t h;

    if (p == NULL || n < 8 || !url1738__cpu_have(impl)
        || (h = url1738__file_shape_with(impl, p, n)) == 0)
        return 0;
    if (url != NULL)
        file_fill(p, n, h, spec, url);
    return 1;
}

/* ===== http and https on the RFC 3986 masks ===== */

/* Bytes [0, k) of a 64-bit mask, k <= 64. */
ALWAYS_INLINE uint64_t below(size_t k)
{
    return k >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << k) - 1;
}

/*
 * The commonest URI read on the masks m of its first 64 bytes (hs: 7
 * after "http://", 8 after "https://"):
 *   URI          = scheme ":" "//" authority path-abempty
 *                  [ "?" query ] [ "#" fragment ]
 *   authority    = host [ ":" port ]      ; no userinfo here
 *   host         = IPv4address / reg-name ; alphadigits "-" "." here
 *   port         = *DIGIT
 *   path-abempty = *( "/" segment )
 * Every path byte is pchar or "/", every query and fragment byte pchar,
 * "/" or "?", escapes "%" HEXDIG HEXDIG among them. The host ends at ":",
 * "/", "?", "#" or the end; anything else there ("@", "_", "%", "[", ...)
 * is left to the walk below (but a byte RFC 3986 never allows raw: the
 * URL ends with an error there), and so is a broken escape. Returns 1
 * for valid, 0 to give up, -1 when the URL is invalid because of the
 * byte at *off, after the host, that no part allows there (the plain
 * reading's error: url1738__fail3986_at). impl < 0: the best stage 1 at
 * hand for the runs of an input over 64 bytes.
 */
ALWAYS_INLINE int web(int impl, const unsigned char *p, size_t n,
                      const struct url1738__wmasks *mp, size_t hs,
                      enum url1738_spec spec, struct url1738_url *url,
                      size_t *off)
{
    /* what may follow the host, and the port */
    static const unsigned char ends[256] = { [':'] = 1, ['/'] = 1,
                                             ['?'] = 1, ['#'] = 1 };
    struct url1738__wmasks m = *mp;
    size_t hl = (size_t)__builtin_ctzll(~(m.hostc >> hs)), h = hs + hl;
    size_t s = h, colon = 0, pe, qm = 0, fm = 0;

    if (h >= 64)
        return 0;
    if (h < n && !ends[p[h]]) /* a byte RFC 3986 never allows raw ends
                                 every URI there; else another shape */
        return url1738__never_raw3986(p[h]) ? (*off = h, -1) : 0;
    if (hl == 0)
        return 0;
    if (h < n && p[h] == ':') { /* port = *DIGIT */
        colon = h;
        s = url1738__digits_end(p, n, h + 1);
        if (s < n && (p[s] == ':' || !ends[p[s]]))
            return 0;
    }
    if (s == n) {
        pe = n;
    } else if (n <= 64) { /* the masks hold the whole input */
        /* The bytes outside the path's class, left to right: the first
         * "?" begins the query, the first "#" the fragment; a "?" after
         * it is a query or fragment byte, and an escape's "%" is one
         * more path, query or fragment byte. */
        uint64_t stops = m.out & below(n) & ~below(s);

        pe = n;
        for (; stops != 0; stops &= stops - 1) {
            size_t k = (size_t)__builtin_ctzll(stops);
            if (p[k] == '?') {
                if (qm == 0 && fm == 0)
                    pe = qm = k;
            } else if (p[k] == '#' && fm == 0) {
                if (qm == 0)
                    pe = k;
                fm = k;
            } else if (!url1738__escape_at(p, n, k)) {
                if (p[k] == '%')
                    return 0;
                *off = k;
                return -1;
            }
        }
    } else { /* past the masks: stage 1's runs */
        size_t i;

        pe = url1738__run_by(impl, p, n, s, URL1738__RUN_PATH3986);
        i = pe;
        if (i < n && p[i] == '?') {
            qm = i;
            i = url1738__run_by(impl, p, n, i + 1,
                                       URL1738__RUN_QUERY3986);
        }
        if (i < n && p[i] == '#') {
            fm = i;
            i = url1738__run_by(impl, p, n, i + 1,
                                       URL1738__RUN_QUERY3986);
        }
        if (i != n)
            return p[i] == '%' ? 0 : (*off = i, -1);
    }
    if (url == NULL)
        return 1;
    /* Every member the plain reading writes (url1738__begin,
     * url1738__clear_parts, scheme_parts), no call. */
    url->scheme_id = hs == 7 ? URL1738_SCHEME_HTTP : URL1738_SCHEME_OTHER;
    url->scheme = url1738__span(0, hs - 3);
    url->spec = spec;
    url->default_port = hs == 7 ? URL1738__PORT_HTTP : URL1738__PORT_HTTPS;
    url->user = url->password = url->userinfo = URL1738__NOSPAN;
    url->host = url1738__span(hs, hl);
    url->host_type = url1738__is(p[hs], P_DIGIT)
                             && url1738__ipv4address(p + hs, hl)
                         ? URL1738_HOST_IPV4
                         : URL1738_HOST_REG_NAME;
    url->port = colon != 0 ? url1738__span(colon + 1, s - colon - 1)
                           : URL1738__NOSPAN;
    url->path = url1738__span(s, pe - s);
    url->query = qm != 0 ? url1738__span(qm + 1, (fm != 0 ? fm : n) - qm - 1)
                         : URL1738__NOSPAN;
    url->fragment = fm != 0 ? url1738__span(fm + 1, n - fm - 1)
                            : URL1738__NOSPAN;
    /* https decomposes as http does: hpath after the path's "/" */
    url->parts_of = URL1738_SCHEME_HTTP;
    url->u.wais.wtype = url->u.wais.wpath = URL1738__NOSPAN;
    url->u.http.hpath = pe > s ? url1738__span(s + 1, pe - s - 1)
                               : URL1738__NOSPAN;
    url->u.http.search = url->query;
    return 1;
}

/* What web()'s verdict v means for the caller (tail calls): valid, the
 * plain reading's error at off, or the walk and the plain reading. */
ALWAYS_INLINE enum url1738_code web_end(int v, const unsigned char *p,
                                        size_t n, enum url1738_spec spec,
                                        struct url1738_url *url,
                                        struct url1738_error *err,
                                        size_t off)
{
    if (v > 0)
        return url1738__ok(err);
    if (v < 0)
        return url1738__fail3986_at((const char *)p, n, spec, url, err, off);
    return url1738__parse_walk3986((const char *)p, n, spec, url, err);
}

#if URL1738__S1_X86
/* The AVX2 classifier inlined: the masks never leave the registers. */
AVX2 static enum url1738_code web_avx2(const unsigned char *p, size_t n,
                                       enum url1738_spec spec,
                                       struct url1738_url *url,
                                       struct url1738_error *err)
{
    struct url1738__wmasks m;
    size_t hs = url1738__web_prefix(p), off = 0;
    int v = 0;

    if (hs != 0) {
        url1738__web_avx2(p, n, &m);
        /* hs a constant in each: the shifts by it fold */
        v = hs == 7 ? web(-1, p, n, &m, 7, spec, url, &off)
                    : web(-1, p, n, &m, 8, spec, url, &off);
    }
    return web_end(v, p, n, spec, url, err, off);
}
#endif

/* Any other machine: stage 1 through its dispatcher. */
__attribute__((noinline)) static enum url1738_code web_other(
    const unsigned char *p, size_t n, enum url1738_spec spec,
    struct url1738_url *url, struct url1738_error *err)
{
    struct url1738__wmasks m;
    size_t hs = url1738__web_prefix(p), off = 0;
    int v = 0;

    if (hs != 0) {
        url1738__stage1_web(p, n, &m);
        v = web(-1, p, n, &m, hs, spec, url, &off);
    }
    return web_end(v, p, n, spec, url, err, off);
}

#if URL1738__S1_X86
typedef enum url1738_code web_fn(const unsigned char *p, size_t n,
                                 enum url1738_spec spec,
                                 struct url1738_url *url,
                                 struct url1738_error *err);

static inline web_fn *pick_web(enum url1738__cpu level)
{
    return level >= URL1738__CPU_AVX2 ? web_avx2 : web_other;
}

/* Chosen once per process (grammar/cpu.h). */
URL1738__DISPATCH(url1738__parse_web3986, web_fn, pick_web);
#else
enum url1738_code url1738__parse_web3986(const unsigned char *p, size_t n,
                                         enum url1738_spec spec,
                                         struct url1738_url *url,
                                         struct url1738_error *err)
{
    return web_other(p, n, spec, url, err);
}
#endif

int url1738__fast_web3986_with(enum url1738__cpu impl,
                               const unsigned char *p, size_t n,
                               enum url1738_spec spec,
                               struct url1738_url *url, size_t *off)
{
    struct url1738__wmasks m;
    size_t hs;

    if (p == NULL || n < 8 || !url1738__cpu_have(impl)
        || (hs = url1738__web_prefix(p)) == 0)
        return 0;
    url1738__stage1_web_with(impl, p, n, &m);
    return web((int)impl, p, n, &m, hs, spec, url, off);
}
