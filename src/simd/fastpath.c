/* SPDX-License-Identifier: MIT */
/*
 * fastpath.c - the common shape of an http URL read without the general
 * machinery: "http://" host [ ":" port ] [ "/" hpath [ "?" search ]],
 * the host a hostname whose toplabel begins with a letter, no login.
 * It decides only what it is sure of: at a byte it does not expect in
 * the hostport, or at a broken escape, it gives up and the full grammar
 * (parse.c) reads the URL from the start; past a hostport it accepted,
 * the first byte hpath or search does not allow is the full grammar's
 * error too, and the fast path reports where it is. tests/t_fastpath.c
 * checks verdict, spans, error code, offset and message on the corpora
 * and generated inputs, with every stage-1 implementation. The common
 * shape of a file URL (3.10) is read on the same masks (file_decide,
 * below), for the RFC 1738 reading here and for RFC 3986's
 * (fastpath3986.c); it only ever accepts.
 *
 * RFC 1738 5 (the productions it covers):
 *   httpurl     = "http://" hostport [ "/" hpath [ "?" search ]]
 *   hostport    = host [ ":" port ]
 *   hostname    = *[ domainlabel "." ] toplabel
 *   domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
 *   toplabel    = alpha | alpha *[ alphadigit | "-" ] alphadigit
 *   port        = digits
 *   hpath       = hsegment *[ "/" hsegment ]
 *   search      = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
 */
#include <string.h>

#include "grammar/hostname.h"
#include "grammar/schemes.h"
#include "simd/fastpath.h"
/* Upward, for now: the fast path calls the full grammar (url1738__parse_full)
 * when it cannot decide; docs/architecture.md. */
#include "readings/readings.h"
#include "simd/stage1_x86.h"

/* url1738__web_prefix (fastpath.h) finds "http://" and "https://";
 * https is no scheme of section 3: it is read as genericurl (5) with an
 * ip-schemepart. */

/* The first byte of bad (a mask of bytes of a short input) that does not
 * begin an escape (nor is a "?" when q is set); n when none. Escapes' hex
 * digits are hpath bytes, so only their "%" is ever in bad. */
INLINE size_t first_bad(const unsigned char *p, size_t n, uint64_t bad,
                        int q)
{
    for (; bad != 0; bad &= bad - 1) {
        size_t k = (size_t)__builtin_ctzll(bad);
        if (!url1738__escape_at(p, n, k) && !(q && p[k] == '?'))
            return k;
    }
    return n;
}

/* Where hostport ends when the host ends at h: h, or past ":" port
 * (port = digits); 0 for a ":" without digits. */
INLINE size_t port_end(const unsigned char *p, size_t n, size_t h)
{
    size_t d;

    if (h >= n || p[h] != ':')
        return h;
    d = url1738__digits_end(p, n, h + 1);
    return d == h + 1 ? 0 : d;
}

/*
 * RFC 1738's hostname (5) read on stage 1's masks, bit k for byte k:
 *   hostname    = *[ domainlabel "." ] toplabel
 *   domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
 *   toplabel    = alpha | alpha *[ alphadigit | "-" ] alphadigit
 * The rule itself is grammar/hostport.c's (scan_host); this is the same
 * rule on bitmasks, kept apart for speed (a few mask operations instead
 * of a loop over the bytes, the host being most of a short URL), and it
 * decides only the plain shape: the run of host bytes from hs, ending
 * before limit, with an alphadigit first, last and on both sides of
 * every ".", whose last label begins with a letter. Anything else (a
 * hostnumber, an error) is left to the grammar. tests/t_fastpath.c
 * checks on the corpora and on generated hosts that the fast path never
 * decides otherwise than the grammar. Returns the host's end, or 0.
 */
INLINE size_t host_on_masks(const unsigned char *p, uint64_t hostc,
                            uint64_t alnum, uint64_t dot, size_t hs,
                            size_t limit)
{
    size_t hl = (size_t)__builtin_ctzll(~(hostc >> hs)), h = hs + hl, top;
    uint64_t dots;

    if (hl == 0 || h >= limit)
        return 0;
    /* byte hs - 1 is the "/" and byte h is no host byte: neither is an
     * alphadigit, so a "." first or last has no alphadigit beside it */
    dots = dot & ((((uint64_t)1 << hl) - 1) << hs);
    if (((dots & ~(alnum << 1)) | (dots & ~(alnum >> 1))) != 0
        || !(alnum >> hs & 1) || !(alnum >> (h - 1) & 1))
        return 0;
    /* toplabel begins with a letter (else hostnumber, or an error) */
    top = dots != 0 ? 64 - (size_t)__builtin_clzll(dots) : hs;
    return url1738__is(p[top], P_ALPHA) ? h : 0;
}

/* The members of *url the two shapes share: what url1738__clear_parts
 * leaves, then the host and the port. */
INLINE void fill_common(struct url1738_url *url, size_t hs, size_t h,
                        size_t port, size_t s)
{
    url->user = url->password = URL1738__NOSPAN;
    url->host = url1738__span(hs, h - hs);
    url->port = port != 0 ? url1738__span(port, s - port) : URL1738__NOSPAN;
    url->path = url->u.wais.database = url->u.wais.search = URL1738__NOSPAN;
    url->u.wais.wtype = url->u.wais.wpath = URL1738__NOSPAN;
    url->spec = URL1738_SPEC_RFC1738;
    url->host_type = URL1738_HOST_REG_NAME;
    url->userinfo = url->query = url->fragment = URL1738__NOSPAN;
}

/*
 * The reading on the masks of the input's first 64 bytes (m); hs is
 * where the host begins (7 after "http://", 8 after "https://"). impl <
 * 0: the best stage 1 at hand for the runs. Where the parts end: h after
 * the host, port at the port's first digit (0: none), s at the "/" after
 * hostport (n: none), j at the "?" (n: none).
 */
INLINE enum url1738__fast decide(int impl, const unsigned char *p, size_t n,
                                 const struct url1738__hmasks *mp, size_t hs,
                                 struct url1738_url *url, size_t *off)
{
    struct url1738__hmasks m = *mp;
    size_t h, port = 0, s, j = n, k = n;
    int generic = hs == 8;

    /* host: the run of host bytes after the "//", ending before 64 */
    h = host_on_masks(p, m.hostc, m.alnum, m.dot, hs, 64);
    if (h == 0)
        return URL1738__FAST_NONE;
    s = port_end(p, n, h);
    if (s == 0)
        return URL1738__FAST_NONE;
    port = s != h ? h + 1 : 0;
    if (s < n) {
        uint64_t in = ((uint64_t)1 << (n & 63)) - 1;
        if (p[s] != '/')
            return URL1738__FAST_NONE;
        if (generic) /* url-path: xchar bytes ("/" and "?" among them) */
            j = n < 64 ? first_bad(p, n, ~m.hpath & in & ~(uint64_t)1 << s, 1)
                       : url1738__run_by(impl, p, n, s + 1,
                                                URL1738__RUN_XCHAR);
        else if (n < 64) { /* the masks hold the whole input */
            j = first_bad(p, n, ~m.hpath & in & ~(uint64_t)1 << s, 0);
            if (j < n && p[j] == '?')
                k = first_bad(p, n, (~m.hpath | m.slash) & in
                                        & ~(uint64_t)1 << j, 0);
        } else {
            j = url1738__run_by(impl, p, n, s + 1,
                                       URL1738__RUN_HPATH);
            if (j < n && p[j] == '?')
                k = url1738__run_by(impl, p, n, j + 1,
                                           URL1738__RUN_SEARCH);
        }
        if (U_UNLIKELY(j < n && (generic || p[j] != '?'))) {
            if (p[j] == '%') /* a broken escape: the grammar's message */
                return URL1738__FAST_NONE;
            if (off != NULL)
                *off = j;
            return generic ? URL1738__FAST_BAD_XCHAR : URL1738__FAST_BAD_HPATH;
        }
        if (U_UNLIKELY(k < n)) {
            if (p[k] == '%')
                return URL1738__FAST_NONE;
            if (off != NULL)
                *off = k;
            return URL1738__FAST_BAD_SEARCH;
        }
    }
    if (url == NULL)
        return URL1738__FAST_OK;
    /* Every member the full parser writes, no call: what
     * url1738__clear_parts, parse_http or parse_generic leave. */
    fill_common(url, hs, h, port, s);
    if (generic) {
        url->scheme_id = URL1738_SCHEME_OTHER;
        url->scheme = url1738__span(0, 5);
        if (s < n)
            url->path = url1738__span(s + 1, n - s - 1);
        url->parts_of = URL1738_SCHEME_NONE;
        url->default_port = 0; /* url1738_default_port(OTHER) */
        return URL1738__FAST_OK;
    }
    url->scheme_id = URL1738_SCHEME_HTTP;
    url->scheme = url1738__span(0, 4);
    if (s < n) {
        url->path = url1738__span(s + 1, n - s - 1);
        url->u.http.hpath = url1738__span(s + 1, j - s - 1);
        if (j < n)
            url->u.http.search = url1738__span(j + 1, n - j - 1);
    }
    url->parts_of = URL1738_SCHEME_HTTP;
    url->default_port = URL1738__PORT_HTTP; /* the table's, schemes.h */
    return URL1738__FAST_OK;
}

/* ===== file: the common shape of RFC 1738 3.10 ===== */

/*
 * RFC 1738 3.10 (the production it covers):
 *   fileurl  = "file://" [ host | "localhost" ] "/" fpath
 *   fpath    = fsegment *[ "/" fsegment ]
 *   fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
 * The rule is grammar/scheme_ftp.c's url1738__parse_file (its host
 * through url1738__hostport, its path a run of the grammar's P_FPATH);
 * this reads the plain shape of it on the masks m of the first 64 bytes
 * (hpath bytes are fpath bytes but ";", and fpath adds "?") and decides
 * only that shape: no host, or a hostname host_on_masks accepts (the
 * rule it holds to scan_host), then "/" and nothing but hpath bytes and
 * escapes to the end (no "?": anything else is the grammar's). Past
 * byte 64 the path is the grammar's hpath run. The ";" (an hpath byte,
 * no fpath byte) is the callers' to look for: RFC 1738 gives the URL
 * to the grammar, RFC 3986 reads it without RFC 1738's parts.
 * tests/t_fastpath.c and t_fast3986.c hold both readings to the full
 * grammar on the corpora's file lines, their mutations and generated
 * hosts and paths, with every stage-1 implementation. Returns the "/"
 * after the host, or 0.
 */
INLINE size_t file_decide(int impl, const unsigned char *p, size_t n,
                          const struct url1738__hmasks *m)
{
    size_t h = 7, j;

    if (p[7] != '/') { /* a host: the plain hostname, then "/" */
        h = host_on_masks(p, m->hostc, m->alnum, m->dot, 7, 64);
        if (h == 0 || h >= n || p[h] != '/')
            return 0;
    }
    /* "file://", the host and the "/" are hpath bytes: the bytes outside
     * hpath are the path's; the masks hold the first 64, the grammar's
     * hpath run reads the rest (an escape may straddle byte 64: its hex
     * digits are hpath bytes) */
    j = first_bad(p, n,
                  ~m->hpath & (n < 64 ? ((uint64_t)1 << n) - 1 : ~(uint64_t)0),
                  0);
    if (j == n && n > 64)
        j = url1738__run_by(impl, p, n, 64, URL1738__RUN_HPATH);
    return j == n ? h : 0;
}

/* The RFC 1738 reading of a URL of the file shape whose host ends at the
 * "/" at h: a ";" in the path is no fpath byte (the grammar's error),
 * else every member the full parser writes (url1738__begin,
 * url1738__clear_parts, parse and url1738__parse_file, parse_full's
 * host type: a hostname whose toplabel begins with a letter, or the
 * empty host, is no IPv4 address). */
INLINE enum url1738__fast file_1738(const unsigned char *p, size_t n,
                                    size_t h, struct url1738_url *url)
{
    if (h == 0 || memchr(p + h + 1, ';', n - h - 1) != NULL)
        return URL1738__FAST_NONE;
    if (url == NULL)
        return URL1738__FAST_OK;
    fill_common(url, 7, h, 0, h);
    url->scheme_id = URL1738_SCHEME_FILE;
    url->scheme = url1738__span(0, 4);
    url->default_port = URL1738__PORT_FILE; /* schemes.h */
    url->path = url1738__span(h + 1, n - h - 1);
    url->u.file.fpath = url->path;
    url->parts_of = URL1738_SCHEME_FILE;
    return URL1738__FAST_OK;
}

/* The full grammar's verdict (a tail call away from the callers below,
 * which keep no registers for it). */
__attribute__((noinline)) static int full_valid(const unsigned char *p,
                                                size_t n)
{
    return url1738__parse_full((const char *)p, n, NULL, NULL) == URL1738_OK;
}

#if URL1738__S1_X86
/* The AVX2 classifier inlined: the masks never leave the registers. */
AVX2 INLINE enum url1738__fast fast_avx2_body(const unsigned char *p,
                                              size_t n,
                                              struct url1738_url *url,
                                              size_t *off)
{
    struct url1738__hmasks m;
    size_t hs;

    if (n < 8 || (hs = url1738__web_prefix(p)) == 0)
        return URL1738__FAST_NONE;
    url1738__http_avx2(p, n, &m);
    /* hs a constant in each: the shifts by it fold */
    return hs == 7 ? decide(-1, p, n, &m, 7, url, off)
                   : decide(-1, p, n, &m, 8, url, off);
}

AVX2 static enum url1738__fast fast_avx2(const unsigned char *p, size_t n,
                                         struct url1738_url *url,
                                         size_t *off)
{
    return fast_avx2_body(p, n, url, off);
}

/* url1738__fast_valid on AVX2 when the shape below has no verdict: the
 * fast path with its masks, and the full grammar called from here, where
 * p and n are already kept. */
AVX2 __attribute__((noinline)) static int valid_avx2_any(
    const unsigned char *p, size_t n)
{
    enum url1738__fast f = fast_avx2_body(p, n, NULL, NULL);

    if (f != URL1738__FAST_NONE)
        return f == URL1738__FAST_OK;
    return full_valid(p, n);
}

/* Bytes [0, n) of an input of 16 to 31 bytes in place, zero above: the
 * last 16 bytes loaded and moved down over the first 16. */
AVX2 INLINE __m256i load_16_31(const unsigned char *p, size_t n)
{
    __m128i hi = _mm_loadu_si128((const __m128i *)(p + n - 16));
    __m128i ix = _mm_loadu_si128(
        (const __m128i *)(url1738__s1k.down + (32 - n)));

    return _mm256_inserti128_si256(
        _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)p)),
        _mm_shuffle_epi8(hi, ix), 1);
}

/* The bytes of t (product classes) in no class of constant c, as
 * 0xff. */
#define OUT256(t, c)                                                         \
    _mm256_cmpeq_epi8(_mm256_and_si256(t, K256(c)), _mm256_setzero_si256())

/*
 * Validity alone for the plainest shape, n >= 16: "http://" or
 * "https://" (hs: 7 or 8), a hostname ending before byte 32, an optional
 * port, then nothing or "/" and the path. Every byte before the path is
 * an hpath byte too (scheme letters, ":", "/", host bytes, digits), so
 * the path needs no start: the mask of the bytes outside hpath, over the
 * whole input, is empty when the URL is valid (xchar, https's, holds
 * hpath). Else its first byte, when it is neither "%" nor "?", is where
 * hpath (http) or xchar (https) ends with an error: invalid. A "?" there
 * begins the search (http: then no "/" and no other byte outside hpath)
 * or is one more xchar (https).
 * 1: valid; 0: invalid; -1: no verdict (another shape, an escape, or an
 * input over 64 bytes with a byte outside hpath).
 */
AVX2 INLINE int valid_shape_avx2(const unsigned char *p, size_t n,
                                 size_t hs)
{
    __m256i t, x;
    uint64_t bad, rest;
    uint32_t dots;
    size_t h, s;

    if (n < 32) {
        x = load_16_31(p, n);
        t = nib_avx2(x);
        dots = EQ256(x, dot);
        /* bytes n and above are zeros: outside hpath, not the input */
        bad = NOT_IN_mm256(t, hpath) & (((uint32_t)1 << n) - 1);
    } else if (n <= 64) { /* bytes [0, 32), then the 32 ending at n */
        x = _mm256_loadu_si256((const __m256i *)p);
        t = nib_avx2(x);
        dots = EQ256(x, dot);
        bad = NOT_IN_mm256(t, hpath)
              | (uint64_t)NOT_IN_mm256(
                    nib_avx2(_mm256_loadu_si256(
                        (const __m256i *)(p + n - 32))),
                    hpath)
                    << (n - 32);
    } else { /* 32 bytes a step, the last one ending at n: any outside */
        __m256i out;
        size_t i;

        x = _mm256_loadu_si256((const __m256i *)p);
        t = nib_avx2(x);
        dots = EQ256(x, dot);
        out = OUT256(t, hpath);
        for (i = 32; i + 32 < n; i += 32)
            out = _mm256_or_si256(
                out, OUT256(nib_avx2(_mm256_loadu_si256(
                                (const __m256i *)(p + i))),
                            hpath));
        out = _mm256_or_si256(
            out, OUT256(nib_avx2(_mm256_loadu_si256(
                            (const __m256i *)(p + n - 32))),
                        hpath));
        bad = (uint32_t)_mm256_movemask_epi8(out);
    }
    /* host: the run of host bytes after the "//", ending before 32 */
    h = host_on_masks(p, (uint32_t)~NOT_IN_mm256(t, host),
                      (uint32_t)~NOT_IN_mm256(t, alnum), dots, hs, 32);
    if (h == 0)
        return -1;
    s = port_end(p, n, h);
    if (s == 0 || (s < n && p[s] != '/'))
        return -1;
    if (bad == 0)
        return 1;
    if (n > 64)
        return -1;
    /* the first byte outside hpath (past the "/" at s) and the others */
    h = (size_t)__builtin_ctzll(bad);
    rest = bad & (bad - 1);
    if (p[h] != '?')
        return p[h] == '%' ? -1 : 0;
    if (hs == 8) { /* xchar: "?" anywhere */
        for (; rest != 0; rest &= rest - 1) {
            unsigned char c = p[__builtin_ctzll(rest)];
            if (c != '?')
                return c == '%' ? -1 : 0;
        }
        return 1;
    }
    /* http: search = *[ uchar | ";" | ":" | "@" | "&" | "=" ] after the
     * "?": hpath bytes but "/" */
    if (rest != 0)
        return p[__builtin_ctzll(rest)] == '%' ? -1 : 0;
    rest = EQ256(x, slash);
    if (n >= 32)
        rest |= (uint64_t)EQ256(_mm256_loadu_si256(
                                    (const __m256i *)(p + n - 32)),
                                slash)
                << (n - 32);
    return rest >> h == 0;
}

/* url1738__fast_valid on AVX2: the plainest shape inline, anything else
 * through the fast path and the full grammar (tail calls). */
AVX2 static int valid_avx2(const unsigned char *p, size_t n)
{
    size_t hs;
    int v;

    if (n < 8 || (hs = url1738__web_prefix(p)) == 0)
        return full_valid(p, n);
    if (n >= 16
        && (v = hs == 7 ? valid_shape_avx2(p, n, 7)
                        : valid_shape_avx2(p, n, 8)) >= 0)
        return v;
    return valid_avx2_any(p, n);
}
#endif

#if URL1738__S1_X86
/* The file shape on AVX2, the classifier inlined. */
AVX2 INLINE size_t file_avx2_body(const unsigned char *p, size_t n)
{
    struct url1738__hmasks m;

    if (n < 8 || url1738__file_prefix(p) == 0)
        return 0;
    url1738__http_avx2(p, n, &m);
    return file_decide(-1, p, n, &m);
}

AVX2 static size_t file_shape_avx2(const unsigned char *p, size_t n)
{
    return file_avx2_body(p, n);
}

AVX2 static enum url1738__fast file_avx2(const unsigned char *p, size_t n,
                                         struct url1738_url *url)
{
    return file_1738(p, n, file_avx2_body(p, n), url);
}
#endif

/* The file shape on any other machine. */
static size_t file_shape_other(const unsigned char *p, size_t n)
{
    struct url1738__hmasks m;

    if (n < 8 || url1738__file_prefix(p) == 0)
        return 0;
    url1738__stage1_http(p, n, &m);
    return file_decide(-1, p, n, &m);
}

static enum url1738__fast file_other(const unsigned char *p, size_t n,
                                     struct url1738_url *url)
{
    return file_1738(p, n, file_shape_other(p, n), url);
}

/* Any other machine: stage 1 through its dispatcher. */
__attribute__((noinline)) static enum url1738__fast
fast_other(const unsigned char *p, size_t n, struct url1738_url *url,
           size_t *off)
{
    struct url1738__hmasks m;
    size_t hs;

    if (n < 8 || (hs = url1738__web_prefix(p)) == 0)
        return URL1738__FAST_NONE;
    url1738__stage1_http(p, n, &m);
    return decide(-1, p, n, &m, hs, url, off);
}


/* url1738__fast_valid on any other machine (its own function, so that
 * the AVX2 call pays no prologue). */
__attribute__((noinline)) static int valid_other(const unsigned char *p,
                                                 size_t n)
{
    enum url1738__fast f = fast_other(p, n, NULL, NULL);

    if (f != URL1738__FAST_NONE)
        return f == URL1738__FAST_OK;
    return full_valid(p, n);
}

#if URL1738__S1_X86
typedef enum url1738__fast fast_fn(const unsigned char *p, size_t n,
                                   struct url1738_url *url, size_t *off);
typedef int valid_fn(const unsigned char *p, size_t n);

static inline fast_fn *pick_fast(enum url1738__cpu level)
{
    return level >= URL1738__CPU_AVX2 ? fast_avx2 : fast_other;
}

static inline valid_fn *pick_valid(enum url1738__cpu level)
{
    return level >= URL1738__CPU_AVX2 ? valid_avx2 : valid_other;
}

typedef size_t shape_fn(const unsigned char *p, size_t n);
typedef enum url1738__fast file_fn(const unsigned char *p, size_t n,
                                   struct url1738_url *url);

static inline shape_fn *pick_shape(enum url1738__cpu level)
{
    return level >= URL1738__CPU_AVX2 ? file_shape_avx2 : file_shape_other;
}

static inline file_fn *pick_file(enum url1738__cpu level)
{
    return level >= URL1738__CPU_AVX2 ? file_avx2 : file_other;
}

/* Chosen once per process (grammar/cpu.h). */
URL1738__DISPATCH(url1738__fast_http, fast_fn, pick_fast);
URL1738__DISPATCH(url1738__fast_valid, valid_fn, pick_valid);
URL1738__DISPATCH(url1738__file_shape, shape_fn, pick_shape);
URL1738__DISPATCH(url1738__fast_file, file_fn, pick_file);
#else
size_t url1738__file_shape(const unsigned char *p, size_t n)
{
    return file_shape_other(p, n);
}

enum url1738__fast url1738__fast_file(const unsigned char *p, size_t n,
                                      struct url1738_url *url)
{
    return file_other(p, n, url);
}

enum url1738__fast url1738__fast_http(const unsigned char *p, size_t n,
                                      struct url1738_url *url, size_t *off)
{
    return fast_other(p, n, url, off);
}

int url1738__fast_valid(const unsigned char *p, size_t n)
{
    return valid_other(p, n);
}
#endif

enum url1738__fast url1738__fast_http_with(enum url1738__cpu impl,
                                           const unsigned char *p, size_t n,
                                           struct url1738_url *url,
                                           size_t *off)
{
    struct url1738__hmasks m;
    size_t hs;

    if (n < 8 || (hs = url1738__web_prefix(p)) == 0)
        return URL1738__FAST_NONE;
    url1738__stage1_http_with(impl, p, n, &m);
    return decide((int)impl, p, n, &m, hs, url, off);
}

size_t url1738__file_shape_with(enum url1738__cpu impl,
                                const unsigned char *p, size_t n)
{
    struct url1738__hmasks m;

    if (n < 8 || url1738__file_prefix(p) == 0)
        return 0;
    url1738__stage1_http_with(impl, p, n, &m);
    return file_decide((int)impl, p, n, &m);
}

enum url1738__fast url1738__fast_file_with(enum url1738__cpu impl,
                                           const unsigned char *p, size_t n,
                                           struct url1738_url *url)
{
    return file_1738(p, n, url1738__file_shape_with(impl, p, n), url);
}
