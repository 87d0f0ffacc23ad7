/* SPDX-License-Identifier: MIT */
/*
 * normalize.c - the canonical form of a valid URL (cli-contract "url1738
 * normalize"; RFC 1738 2.1, 2.2, 3). The rules, scheme by scheme, are in
 * docs/normalize.md.
 */
#include <stdint.h>
#include <string.h>

#include "ops/ops.h"
#include "ops/normalize.h"
#include "grammar/write.h"
#include "grammar/classify_x86.h"

static void add(struct url1738__norm *nm, int kind, const char *p,
                size_t len)
{
    if (len == 0)
        return;
    nm->piece[nm->n].kind = kind;
    nm->piece[nm->n].p = p;
    nm->piece[nm->n].len = len;
    nm->n++;
}

static void add_span(struct url1738__norm *nm, int kind, const char *p,
                     size_t from, size_t to)
{
    if (to > from)
        add(nm, kind, p + from, to - from);
}

/* The port without leading zeros, unless it is the default (3.1: "If the
 * :port is omitted, the port defaults to that of the scheme"). */
static int port_kept(const char *p, struct url1738_span port, unsigned dflt,
                     size_t *s, size_t *e)
{
    *s = port.off;
    *e = port.off + port.len;
    if (dflt != 0 && url1738__port_value(p, port) == dflt)
        return 0;
    while (*s + 1 < *e && p[*s] == '0')
        (*s)++;
    return 1;
}

static void add_port(struct url1738__norm *nm, const char *p,
                     struct url1738_span port, unsigned dflt)
{
    size_t s, e;

    if (!port_kept(p, port, dflt, &s, &e))
        return;
    add(nm, URL1738__PC_COPY, p + port.off - 1, 1);  /* ":", in place */
    add_span(nm, URL1738__PC_COPY, p, s, e);
}

/* 3.4.1: the gopher path "1" (type 1, empty selector, no search) is what
 * an empty path means. */
static int is_default_gopher(const char *p, const struct url1738_url *u)
{
    struct url1738_span t = u->u.gopher.type;

    if (!url1738_present(u->path) || u->path.len == 0)
        return 1;
    if (u->u.gopher.selector.len != 0 || url1738_present(u->u.gopher.search))
        return 0;
    if (t.len == 1)
        return p[t.off] == '1';
    return t.len == 3 && p[t.off + 1] == '3' && p[t.off + 2] == '1';
}

/* Lays out the canonical form of p[0..len), parsed as *up, in *nm
 * (cursor at the start). */
static void layout(struct url1738__norm *nm, const char *p, size_t len,
                   const struct url1738_url *up)
{
    size_t rest, end = len, k;

    nm->n = nm->at = 0;
    nm->pos = 0;
    nm->npend = nm->ipend = 0;
    add(nm, URL1738__PC_LOWER, p, up->scheme.len);
    add(nm, URL1738__PC_COPY, p + up->scheme.len, 1);  /* ":", in place */
    rest = up->scheme.len + 1;
    if (url1738_present(up->host)) {
        /* "//" and the user and password, then the host (2.1: host names
         * are case-insensitive), then the port. */
        add_span(nm, URL1738__PC_ESC, p, rest, up->host.off);
        if (!(up->scheme_id == URL1738_SCHEME_FILE && url1738__is_localhost(p, up->host)))
            add(nm, URL1738__PC_LOWER, p + up->host.off, up->host.len);
        rest = up->host.off + up->host.len;
        if (url1738_present(up->port)) {
            add_port(nm, p, up->port, url1738_default_port(up->scheme_id));
            rest = up->port.off + up->port.len;
        }
    }
    switch (up->scheme_id) {
    case URL1738_SCHEME_FTP:
        /* 3.2.2: the type letter, either case in the BNF, lower-cased. */
        if (url1738_present(up->u.ftp.type)) {
            add_span(nm, URL1738__PC_ESC, p, rest, up->u.ftp.type.off);
            add(nm, URL1738__PC_LOWER, p + up->u.ftp.type.off, 1);
            rest = end;
        }
        break;
    case URL1738_SCHEME_HTTP:
    case URL1738_SCHEME_TELNET:
        /* 3.3, 3.8: the "/" may be omitted when nothing follows. */
        if (!url1738_present(up->path))
            add(nm, URL1738__PC_COPY, "/", 1);
        break;
    case URL1738_SCHEME_GOPHER:
        if (is_default_gopher(p, up)) {
            add(nm, URL1738__PC_COPY, "/", 1);
            rest = end;
        }
        break;
    case URL1738_SCHEME_NEWS:
        /* 3.6: the host of a message-id is a host like any. */
        if (url1738_present(up->u.news.article)) {
            for (k = up->u.news.article.off; p[k] != '@'; k++)
                ;
            add_span(nm, URL1738__PC_ESC, p, rest, k + 1);
            add_span(nm, URL1738__PC_LOWER, p, k + 1, end);
            rest = end;
        }
        break;
    case URL1738_SCHEME_OTHER:
        /* Decoding could make "//%41" read as a host: such a schemepart
         * keeps its escapes. */
        if (!url1738_present(up->host) && rest + 1 < end && p[rest] == '/'
            && p[rest + 1] == '/') {
            add_span(nm, URL1738__PC_HEX, p, rest, end);
            rest = end;
        }
        break;
    default:
        break;
    }
    add_span(nm, URL1738__PC_ESC, p, rest, end);
}

enum url1738_code url1738__norm_init(struct url1738__norm *nm, const char *p,
                                     size_t len, struct url1738_error *err)
{
    struct url1738_url u;
    enum url1738_code rc;

    nm->n = nm->at = 0;
    nm->pos = 0;
    nm->npend = nm->ipend = 0;
    rc = url1738__parse(p, len, &u, err);
    if (rc != URL1738_OK)
        return rc;
    layout(nm, p, len, &u);
    return URL1738_OK;
}

int url1738__norm_next(struct url1738__norm *nm)
{
    static const char hexdig[] = "0123456789ABCDEF";
    const struct url1738__piece *pc;
    unsigned char c;
    unsigned v;

    if (nm->ipend < nm->npend)
        return (unsigned char)nm->pend[nm->ipend++];
    while (nm->at < nm->n && nm->pos == nm->piece[nm->at].len) {
        nm->at++;
        nm->pos = 0;
    }
    if (nm->at == nm->n)
        return -1;
    pc = &nm->piece[nm->at];
    c = (unsigned char)pc->p[nm->pos++];
    switch (pc->kind) {
    case URL1738__PC_LOWER:
        return url1738__lower(c);
    case URL1738__PC_ESC:
    case URL1738__PC_HEX:
        /* The URL is valid: a '%' always starts "%" hex hex. */
        if (c != '%')
            return c;
        v = url1738__hexval((unsigned char)pc->p[nm->pos]) << 4
            | url1738__hexval((unsigned char)pc->p[nm->pos + 1]);
        nm->pos += 2;
        if (pc->kind == URL1738__PC_ESC
            && (url1738__class[v] & URL1738_C_UNRESERVED))
            return (int)v;
        nm->pend[0] = hexdig[v >> 4];
        nm->pend[1] = hexdig[v & 15];
        nm->npend = 2;
        nm->ipend = 0;
        return '%';
    default:
        return c;
    }
}

enum url1738_code url1738__normalize1738_plain(const char *p, size_t len,
                                               char *dst, size_t cap,
                                               size_t *need,
                                               struct url1738_error *err)
{
    struct url1738__norm nm;
    struct url1738__writer k;
    enum url1738_code rc;
    int c;

    if (url1738__w_start(&k, dst, cap) != URL1738_OK)
        return url1738__w_fail(&k, need,
                               url1738__report(err, URL1738_E_INVALID_ARG,
                                               0));
    rc = url1738__norm_init(&nm, p, len, err);
    if (rc != URL1738_OK)
        return url1738__w_fail(&k, need, rc);
    while ((c = url1738__norm_next(&nm)) >= 0)
        url1738__w_putc(&k, (char)c);
    return url1738__w_end(&k, need, err);
}

/* Whether the escape of v is decoded under mode (2.2; RFC 3986 2.3). */
static int decoded(unsigned v, unsigned mode)
{
    if (mode & URL1738__N_DECODE1738)
        return (url1738__class[v] & URL1738_C_UNRESERVED) != 0;
    if (mode & URL1738__N_DECODE3986)
        return url1738__is((unsigned char)v, P_ALNUM) || v == '-' || v == '.'
               || v == '_' || v == '~';
    return 0;
}

/* Whether the escape at p[i] stops url1738__w_put_normalized() under
 * mode: URL1738__N_DOTSTOP and "%2" after a "/" of the piece. */
static inline int dot_stop(const unsigned char *p, size_t i, unsigned mode)
{
    return (mode & URL1738__N_DOTSTOP) && i > 0 && p[i - 1] == '/'
           && p[i + 1] == '2';
}

#if URL1738__S1_X86
/*
 * p[0 .. n) as url1738__w_put_normalized() gives it without N_LOWER,
 * stored at d, which has room for n bytes (the result is never longer:
 * an escape gives one byte or its own three). The '%'s are found 32
 * (then 16) bytes a step (SSE2, the classifier's "%" constant), each
 * block stored whole where it is read (what follows its first '%' is
 * stored over after); the last 1-15 bytes are the input's last 16, stored where they
 * go, when no escape is among those 16 before them (they were copied as
 * they are); else 8-15 bytes as two overlapping halves, fewer as one
 * word; an escape right after another (or at the start) is taken
 * without a look for it. Returns the length, or (size_t)-1 where
 * dot_stop() stops.
 */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline size_t put_normalized_fits(const unsigned char *s, size_t n,
                                         unsigned char *d, unsigned mode)
{
    size_t i = 0, o = 0, clean = 0, r, k;
    uint32_t m;
    unsigned v;

    for (;;) {
        r = n - i;
        if (r > 0 && s[i] == '%') {
            k = 0;      /* an escape right here (after another) */
        } else if (r >= 32) {
            __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(s + i));
            __m128i y =
                _mm_loadu_si128((const __m128i *)(const void *)(s + i + 16));

            m = EQ128(x, percent) | EQ128(y, percent) << 16;
            _mm_storeu_si128((__m128i *)(void *)(d + o), x); /* o <= i */
            _mm_storeu_si128((__m128i *)(void *)(d + o + 16), y);
            if (m == 0) {
                i += 32;
                o += 32;
                continue;
            }
            k = (size_t)__builtin_ctz(m);
        } else if (r >= 16) {
            __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(s + i));

            m = EQ128(x, percent);
            _mm_storeu_si128((__m128i *)(void *)(d + o), x);
            if (m == 0) {
                i += 16;
                o += 16;
                continue;
            }
            k = (size_t)__builtin_ctz(m);
        } else if (n - clean >= 16) {
            /* s[n - 16 .. i) was copied as it is, to d[o - (i - (n - 16))
             * .. o): the last 16 bytes go where they go. */
            __m128i x = _mm_loadu_si128(
                (const __m128i *)(const void *)(s + n - 16));

            m = EQ128(x, percent) >> (16 - r);
            _mm_storeu_si128((__m128i *)(void *)(d + o + r - 16), x);
            if (m == 0)
                return o + r;
            k = (size_t)__builtin_ctz(m);
        } else {
            m = r >= 8 ? percent_8_15(s + i, r) : percent_0_7(s + i, r);
            if (m == 0) {
                url1738__copy_short((char *)d + o, (const char *)s + i, r);
                return o + r;
            }
            k = (size_t)__builtin_ctz(m);
            url1738__copy_short((char *)d + o, (const char *)s + i, k);
        }
        /* s[i + k] begins an escape (the URL is valid). */
        i += k;
        o += k;
        if (dot_stop(s, i, mode))
            return (size_t)-1;
        v = url1738__hexval(s[i + 1]) << 4 | url1738__hexval(s[i + 2]);
        if (decoded(v, mode)) {
            d[o++] = (unsigned char)v;
        } else {
            url1738__escape3((char *)d + o, (unsigned char)v);
            o += 3;
        }
        i += 3;
        clean = i;
    }
}
#endif

/* url1738__w_put_normalized() into any writer: the runs between escapes
 * copied (or lower-cased) whole, each escape decoded or rewritten. Out
 * of line: a piece that fits its buffer takes put_normalized_fits. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int put_normalized_any(struct url1738__writer *w, const char *p,
                              size_t n, unsigned mode)
{
    const char *pct;
    char esc[3];
    size_t i = 0, run;
    unsigned v;

    while (i < n) {
        pct = memchr(p + i, '%', n - i);
        run = pct != NULL ? (size_t)(pct - (p + i)) : n - i;
        if (mode & URL1738__N_LOWER)
            url1738__w_put_lower(w, p + i, run);
        else
            url1738__w_put(w, p + i, run);
        i += run;
        if (i == n)
            break;
        if (dot_stop((const unsigned char *)p, i, mode))
            return 1;
        v = url1738__hexval((unsigned char)p[i + 1]) << 4
            | url1738__hexval((unsigned char)p[i + 2]);
        i += 3;
        if (decoded(v, mode)) {
            url1738__w_putc(w, (char)((mode & URL1738__N_LOWER)
                                          ? url1738__lower((unsigned char)v)
                                          : v));
        } else {
            url1738__escape3(esc, (unsigned char)v);
            url1738__w_put(w, esc, 3);
        }
    }
    return 0;
}

int url1738__w_put_normalized(struct url1738__writer *w, const char *p,
                              size_t n, unsigned mode)
{
#if URL1738__S1_X86
    if (!(mode & URL1738__N_LOWER) && w->cmp == NULL && w->len <= w->cap
        && n <= w->cap - w->len) {
        const unsigned char *s = (const unsigned char *)p;
        unsigned char *d = (unsigned char *)w->dst + w->len;
        /* The forward writers' modes each its own copy, constant. */
        size_t got =
            mode == (URL1738__N_DECODE3986 | URL1738__N_DOTSTOP)
                ? put_normalized_fits(s, n, d, URL1738__N_DECODE3986
                                                   | URL1738__N_DOTSTOP)
            : mode == URL1738__N_DECODE3986
                ? put_normalized_fits(s, n, d, URL1738__N_DECODE3986)
            : mode == URL1738__N_DECODE1738
                ? put_normalized_fits(s, n, d, URL1738__N_DECODE1738)
                : put_normalized_fits(s, n, d, mode);
        if (got == (size_t)-1)
            return 1;
        w->len += got;
        return 0;
    }
#endif
    return put_normalized_any(w, p, n, mode);
}

/* The plain check, 8 bytes a word: the reference of the SSE2 one below
 * (t_normalize holds them together). */
int url1738__has_upper_plain(const char *s, size_t n)
{
    const uint64_t ones = 0x0101010101010101u, high = ones << 7;
    uint64_t x, acc = 0;
    size_t i;

    if (n < 8) {
        for (i = 0; i < n; i++)
            acc |= (unsigned char)(s[i] - 'A') < 26;
        return acc != 0;
    }
    for (i = 0;; i += 8) {
        if (i + 8 > n)
            i = n - 8;
        memcpy(&x, s + i, 8);
        /* per byte b < 0x80: b + (0x80 - 'A') has its high bit when
         * b >= 'A', b + (0x7f - 'Z') when b > 'Z'; bytes >= 0x80 are
         * masked out by ~x. */
        acc |= ((x & ~high) + ones * (0x80 - 'A'))
               & ~((x & ~high) + ones * (0x7f - 'Z')) & ~x & high;
        if (i + 8 >= n)
            return acc != 0;
    }
}

#if URL1738__S1_X86
/* Whether some of the 16 bytes of x is 'A'-'Z': x - 'A' below 26,
 * unsigned, as a signed compare of x + (0x80 - 'A'). */
static inline int upper16(__m128i x)
{
    __m128i t = _mm_add_epi8(x, _mm_set1_epi8((char)(0x80 - 'A')));

    return _mm_movemask_epi8(
               _mm_cmpgt_epi8(_mm_set1_epi8((char)(-128 + 26)), t))
           != 0;
}
#endif

int url1738__has_upper(const char *s, size_t n)
{
#if URL1738__S1_X86
    const unsigned char *u = (const unsigned char *)s;
    size_t i;

    if (n >= 16) {
        /* 16 bytes a step, the last step the last 16 */
        for (i = 0; i + 16 < n; i += 16)
            if (upper16(_mm_loadu_si128((const __m128i *)(const void *)(u + i))))
                return 1;
        return upper16(
            _mm_loadu_si128((const __m128i *)(const void *)(u + n - 16)));
    }
    if (n >= 8)
        return upper16(load_8_8(u, n));
#endif
    return url1738__has_upper_plain(s, n);
}

#if URL1738__S1_X86
/* The 16 bytes of x with 'A'-'Z' lower-cased (upper16's compare, then
 * the case bit). */
static inline __m128i lower16(__m128i x)
{
    __m128i t = _mm_add_epi8(x, _mm_set1_epi8((char)(0x80 - 'A')));
    __m128i up = _mm_cmpgt_epi8(_mm_set1_epi8((char)(-128 + 26)), t);

    return _mm_or_si128(x, _mm_and_si128(up, _mm_set1_epi8(0x20)));
}
#endif

/* The 8 bytes of x with 'A'-'Z' lower-cased (a byte >= 0x80 is none). */
static inline uint64_t lower8(uint64_t x)
{
    const uint64_t ones = 0x0101010101010101u, high = ones << 7;
    uint64_t up = ((x & ~high) + ones * (0x80 - 'A'))
                  & ~((x & ~high) + ones * (0x7f - 'Z')) & ~x & high;

    return x | up >> 2; /* 0x80 >> 2 is 0x20, the case bit */
}

/* p[0 .. n) lower-cased into buf (64 bytes), n <= 64: SSE2 16 bytes a
 * step (the last step the last 16; 8-15 bytes as two overlapping
 * halves), fewer than 8 as one word; the plain version 8 bytes a word,
 * then a byte at a time. */
static void lower_block(char *buf, const char *p, size_t n, int plain)
{
    size_t i = 0;
    uint64_t x;

#if URL1738__S1_X86
    const unsigned char *u = (const unsigned char *)p;

    if (!plain && n >= 16) {
        for (i = 0; i + 16 < n; i += 16)
            _mm_storeu_si128((__m128i *)(void *)(buf + i),
                             lower16(_mm_loadu_si128(
                                 (const __m128i *)(const void *)(u + i))));
        _mm_storeu_si128((__m128i *)(void *)(buf + n - 16),
                         lower16(_mm_loadu_si128(
                             (const __m128i *)(const void *)(u + n - 16))));
        return;
    }
    if (!plain && n >= 8) {
        __m128i y = lower16(load_8_8(u, n));
        _mm_storel_epi64((__m128i *)(void *)buf, y);
        _mm_storel_epi64((__m128i *)(void *)(buf + n - 8),
                         _mm_unpackhi_epi64(y, y));
        return;
    }
    if (!plain && n > 0) {
        /* the bytes gathered into one word, in order (percent_0_7's
         * way), lower-cased, stored whole: buf has room for 8 */
        uint32_t a, b;
        if (n >= 4) {
            memcpy(&a, u, 4);
            memcpy(&b, u + n - 4, 4);
            x = a | (uint64_t)b << (8 * (n - 4));
        } else {
            x = u[0] | (uint64_t)u[n / 2] << (8 * (n / 2))
                | (uint64_t)u[n - 1] << (8 * (n - 1));
        }
        x = lower8(x);
        memcpy(buf, &x, 8);
        return;
    }
#endif
    (void)plain;
    for (; i + 8 <= n; i += 8) {
        memcpy(&x, p + i, 8);
        x = lower8(x);
        memcpy(buf + i, &x, 8);
    }
    for (; i < n; i++)
        buf[i] = (char)url1738__lower((unsigned char)p[i]);
}

static void put_lower(struct url1738__writer *k, const char *s, size_t n,
                      int plain)
{
    char buf[64];
    size_t m;

    while (n > 0) {
        m = n < sizeof buf ? n : sizeof buf;
        lower_block(buf, s, m, plain);
        url1738__w_put(k, buf, m);
        s += m;
        n -= m;
    }
}

void url1738__w_put_lower(struct url1738__writer *k, const char *s, size_t n)
{
    put_lower(k, s, n, 0);
}

void url1738__w_put_lower_plain(struct url1738__writer *k, const char *s,
                                size_t n)
{
    put_lower(k, s, n, 1);
}

/*
 * Whether layout() gives the URL u as the scheme and the host lower-cased,
 * the port by its rule, and the rest as it is (with "/" for an omitted
 * path under http and telnet) when it holds no escape: a scheme with a
 * host and none of the rules of ftp's type, gopher's default, news's
 * message-id or file's localhost (a file URL with another host is of
 * this shape).
 */
static int plain_shape(const char *p, const struct url1738_url *u)
{
    return url1738_present(u->host)
           && (u->scheme_id == URL1738_SCHEME_HTTP
               || u->scheme_id == URL1738_SCHEME_TELNET
               || u->scheme_id == URL1738_SCHEME_OTHER
               || (u->scheme_id == URL1738_SCHEME_FTP
                   && !url1738_present(u->u.ftp.type))
               || (u->scheme_id == URL1738_SCHEME_FILE
                   && !url1738__is_localhost(p, u->host)));
}

/* What layout() and the writer below give for a URL of plain_shape()
 * whose escapes, if any, all follow its host (first: the first one, or
 * len): two to four copies, the last with its escapes normalized from
 * the first on. Or none when same is not NULL and the result is the
 * input (*same: p, *need: len; equivalence's way). */
static enum url1738_code write_plain_shape(struct url1738__writer *k,
                                           const char *p, size_t len,
                                           const struct url1738_url *u,
                                           size_t first, size_t *need,
                                           struct url1738_error *err,
                                           const char **same)
{
    size_t hend = u->host.off + u->host.len, at = 0, rest = hend, s, e;
    int upper = url1738__has_upper(p, hend), root;

    root = !url1738_present(u->path)
           && (u->scheme_id == URL1738_SCHEME_HTTP
               || u->scheme_id == URL1738_SCHEME_TELNET);
    if (same != NULL && !upper && !root && !url1738_present(u->port)
        && first == len) {
        *same = p;
        *need = len;
        return URL1738_OK;
    }
    if (upper) {
        url1738__w_put_lower(k, p, u->scheme.len);
        url1738__w_put(k, p + u->scheme.len, u->host.off - u->scheme.len);
        url1738__w_put_lower(k, p + u->host.off, u->host.len);
        at = hend;
    }
    if (url1738_present(u->port)) {
        url1738__w_put(k, p + at, u->port.off - 1 - at);
        if (port_kept(p, u->port, url1738_default_port(u->scheme_id), &s,
                      &e)) {
            url1738__w_putc(k, ':');
            url1738__w_put(k, p + s, e - s);
        }
        at = rest = u->port.off + u->port.len;
    }
    if (root) {
        url1738__w_put(k, p + at, rest - at);
        url1738__w_putc(k, '/');
        at = rest;
    }
    url1738__w_put(k, p + at, first - at);
    if (first < len)
        (void)url1738__w_put_normalized(k, p + first, len - first,
                                        URL1738__N_DECODE1738);
    return url1738__w_end(k, need, err);
}

/*
 * The pieces written forward. A URL of plain_shape() whose escapes (if
 * any) follow its host: write_plain_shape. Without an escape in the URL
 * (memchr, a block at a time) every piece but the lower-cased ones is
 * the input as it is, and pieces that follow each other in the input
 * are one copy; the lower-cased ones are copies too when they hold no
 * upper-case letter. With escapes, runs between them are copied whole.
 * same: as write_plain_shape's.
 */
static enum url1738_code write_any(struct url1738__writer *k, const char *p,
                                   size_t len, const struct url1738_url *u,
                                   size_t *need, struct url1738_error *err,
                                   const char **same)
{
    static const unsigned mode[] = {
        [URL1738__PC_COPY] = 0,
        [URL1738__PC_LOWER] = URL1738__N_LOWER,
        [URL1738__PC_ESC] = URL1738__N_DECODE1738,
        [URL1738__PC_HEX] = URL1738__N_KEEP,
    };
    struct url1738__norm nm;
    const char *from = NULL, *esc;
    size_t run = 0, low = 0, first;
    int c, pct, upper;

    /* Whether any escape is to be looked at, and where the first is: one
     * '%' (memchr, a block at a time) says so. */
    esc = len > 0 ? memchr(p, '%', len) : NULL;
    pct = esc != NULL;
    first = pct ? (size_t)(esc - p) : len;
    if (plain_shape(p, u) && first >= u->host.off + u->host.len)
        return write_plain_shape(k, p, len, u, first, need, err, same);
    layout(&nm, p, len, u);
    /* The scheme and the host begin the URL: one look at them says
     * whether a letter changes (a later lower-cased piece, ftp's type or
     * a message-id's host, is looked at alone). */
    for (c = 0; c < nm.n && c < 4; c++)
        if (nm.piece[c].kind == URL1738__PC_LOWER)
            low = (size_t)(nm.piece[c].p - p) + nm.piece[c].len;
    upper = url1738__has_upper(p, low);
    if (!pct && !upper) {
        /* The common case: no escape, nothing to lower-case in scheme and
         * host, and the pieces one after the other in the input (no port
         * dropped, nothing added) with no later piece to lower-case: the
         * result is that stretch of the input. */
        const char *at = p;
        for (c = 0; c < nm.n; c++) {
            const struct url1738__piece *pc = &nm.piece[c];
            if (pc->p != at || (pc->kind == URL1738__PC_LOWER
                                && (size_t)(pc->p - p) + pc->len > low))
                break;
            at += pc->len;
        }
        if (c == nm.n) {
            if (same != NULL) {
                *same = p;
                *need = (size_t)(at - p);
                return URL1738_OK;
            }
            url1738__w_put(k, p, (size_t)(at - p));
            return url1738__w_end(k, need, err);
        }
    }
    for (c = 0; c < nm.n; c++) {
        const struct url1738__piece *pc = &nm.piece[c];
        if (pc->kind == URL1738__PC_LOWER
            && (size_t)(pc->p - p) + pc->len > low)
            upper = url1738__has_upper(pc->p, pc->len);
        if (pc->kind == URL1738__PC_COPY
            || (!pct && (pc->kind != URL1738__PC_LOWER || !upper))) {
            if (from != NULL && from + run == pc->p) {
                run += pc->len;
                continue;
            }
            if (from != NULL)
                url1738__w_put(k, from, run);
            from = pc->p;
            run = pc->len;
            continue;
        }
        if (from != NULL)
            url1738__w_put(k, from, run);
        from = NULL;
        if (pc->kind == URL1738__PC_LOWER && !pct)
            url1738__w_put_lower(k, pc->p, pc->len);
        else
            (void)url1738__w_put_normalized(k, pc->p, pc->len,
                                            mode[pc->kind]);
    }
    if (from != NULL)
        url1738__w_put(k, from, run);
    return url1738__w_end(k, need, err);
}

enum url1738_code url1738_normalize(const char *p, size_t len, char *dst,
                                    size_t cap, size_t *need,
                                    struct url1738_error *err)
{
    struct url1738__writer k;
    struct url1738_url u;
    enum url1738_code rc;

    if (url1738__w_start(&k, dst, cap) != URL1738_OK)
        return url1738__w_fail(&k, need,
                               url1738__report(err, URL1738_E_INVALID_ARG,
                                               0));
    rc = url1738__parse(p, len, &u, err);
    if (rc != URL1738_OK)
        return url1738__w_fail(&k, need, rc);
    return write_any(&k, p, len, &u, need, err, NULL);
}

int url1738_equivalent(const char *a, size_t alen, const char *b,
                       size_t blen, struct url1738_error *err)
{
    return url1738__equivalent_by(url1738__parse, write_any,
                                  url1738__equivalent1738_plain, a, alen, b,
                                  blen, err);
}

/* The plain comparison of a[0 .. n) and b[0 .. n), ASCII letters of
 * either case the same, 8 bytes a word: the reference of the SSE2 one
 * below (t_normalize holds them together). */
int url1738__same_nocase_plain(const char *a, const char *b, size_t n)
{
    uint64_t x, y;
    size_t i = 0;

    for (; i + 8 <= n; i += 8) {
        memcpy(&x, a + i, 8);
        memcpy(&y, b + i, 8);
        if (lower8(x) != lower8(y))
            return 0;
    }
    for (; i < n; i++)
        if (url1738__lower((unsigned char)a[i])
            != url1738__lower((unsigned char)b[i]))
            return 0;
    return 1;
}

#if URL1738__S1_X86
static inline int same16(__m128i x, __m128i y)
{
    return _mm_movemask_epi8(_mm_cmpeq_epi8(lower16(x), lower16(y)))
           == 0xffff;
}
#endif

#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline int same_nocase(const char *a, const char *b, size_t n)
{
#if URL1738__S1_X86
    const unsigned char *u = (const unsigned char *)a,
                        *v = (const unsigned char *)b;
    size_t i;

    if (n >= 16) {
        /* 16 bytes a step, the last step the last 16 */
        for (i = 0; i + 16 < n; i += 16)
            if (!same16(_mm_loadu_si128((const __m128i *)(const void *)(u + i)),
                        _mm_loadu_si128((const __m128i *)(const void *)(v + i))))
                return 0;
        return same16(
            _mm_loadu_si128((const __m128i *)(const void *)(u + n - 16)),
            _mm_loadu_si128((const __m128i *)(const void *)(v + n - 16)));
    }
    if (n >= 8)
        return same16(load_8_8(u, n), load_8_8(v, n));
    if (n >= 4) {
        /* the first 4 and the last 4 (they may overlap) */
        uint32_t a0, a1, b0, b1;
        memcpy(&a0, u, 4);
        memcpy(&a1, u + n - 4, 4);
        memcpy(&b0, v, 4);
        memcpy(&b1, v + n - 4, 4);
        return lower8(a0 | (uint64_t)a1 << 32)
               == lower8(b0 | (uint64_t)b1 << 32);
    }
#endif
    return url1738__same_nocase_plain(a, b, n);
}

int url1738__same_nocase(const char *a, const char *b, size_t n)
{
    return same_nocase(a, b, n);
}

/* The spans of two parses are the same. */
static int same_span(struct url1738_span x, struct url1738_span y)
{
    return x.off == y.off && x.len == y.len;
}

int url1738__same_but_case(const char *a, const struct url1738_url *ua,
                           const char *b, const struct url1738_url *ub,
                           size_t len)
{
    size_t at = ua->scheme.len;

    if (ua->scheme.off != 0 || ua->scheme_id != ub->scheme_id
        || !same_span(ua->scheme, ub->scheme)
        || !same_span(ua->host, ub->host) || !same_span(ua->port, ub->port)
        || !same_span(ua->path, ub->path))
        return 0;
    if (url1738_present(ua->host)) {
        /* Between the scheme and the host, "://" has no letter: one look
         * from the start to the host's end, and what else is there (the
         * userinfo) compared as it is. */
        if (ua->host.off > at + 3
            && memcmp(a + at, b + at, ua->host.off - at) != 0)
            return 0;
        at = ua->host.off + ua->host.len;
    }
    return same_nocase(a, b, at) && memcmp(a + at, b + at, len - at) == 0;
}
