/* SPDX-License-Identifier: MIT */
/*
 * whatwg.c - the WHATWG reading: the URL Standard's basic URL parser
 * (url.spec.whatwg.org, "URL parsing"), its host parser (IPv4, IPv6,
 * opaque host, domain) and its serializer, as url1738_whatwg_parse().
 *
 * The URL record is never built: the parser writes the serialization
 * (scheme ":" ["//" [user [":" password] "@"] host [":" port]] path
 * ["?" query] ["#" fragment]) front to back into the caller's buffer, in
 * the order the states give the parts, and keeps spans into it. Only
 * three things are ever read back: the path's last segment, when a ".."
 * removes it ("shorten"); whether its first segment is a Windows drive
 * letter (a file: quirk, kept in a flag); and the "/." a path beginning
 * with an empty segment needs when there is no host, decided at the end
 * and made room for by moving the path. When the result does not fit in
 * cap, a segment that would begin past cap is not written but counted
 * ("over"): a ".." removes one without needing its length, and at the
 * path's end the lengths of the ones left are read once, right to left,
 * from the input and the base's path (tail_len()): linear in any case.
 *
 * The input is UTF-8 bytes; tabs and newlines are skipped wherever they
 * are (the standard removes them first), and leading and trailing C0
 * controls and spaces are ignored. A code point matters only where it
 * is percent-encoded (every non-ASCII one is, in every set) or is part
 * of a domain; an ill-formed UTF-8 sequence is U+FFFD there, encoded as
 * %EF%BF%BD, as the standard's UTF-8 decode gives it.
 *
 * The state names in comments are the standard's.
 */
#include <stdint.h>
#include <string.h>

#include "whatwg/whatwg.h"
#include "grammar/classify_x86.h"
#include "grammar/write.h"
#include "i18n/gettext.h"

/* ===== Percent-encode sets (URL Standard, "Percent-encoded bytes") ===== */

enum {
    S_FRAG = 1,    /* fragment: C0, space " < > `                        */
    S_QUERY = 2,   /* query: C0, space " # < >                           */
    S_SQUERY = 4,  /* special-query: query and '                         */
    S_PATH = 8,    /* path: query and ? ^ ` { }                          */
    S_USER = 16,   /* userinfo: path and / : ; = @ [ \ ] |               */
    S_C0 = 32      /* C0 control set only (opaque paths, opaque hosts)   */
};

/* Each byte's sets, one entry a byte: C0 controls, DEL and every
 * non-ASCII byte are in all of them (and F_OUT); of the printable ASCII
 * bytes, those the table names. Two marks besides, for the fast path
 * (fast_web): F_SEP the backslash, F_DOT '.' and '%' (a dot segment
 * begins with one), F_HOST the bytes of a domain it takes as they are
 * (letters, digits, '-', '.'; lower-cased by | 0x20). */
#define F_SEP 64
#define F_OUT 128
#define F_HOST 256
#define F_DOT 512
#define O_ (S_FRAG | S_QUERY | S_SQUERY | S_PATH | S_USER | S_C0 | F_OUT)
#define SP (S_FRAG | S_QUERY | S_SQUERY | S_PATH | S_USER) /* space " < > */
#define BQ (S_FRAG | S_PATH | S_USER)                      /* `          */
#define HS (S_QUERY | S_SQUERY | S_PATH | S_USER)          /* #          */
#define AP S_SQUERY                                        /* '          */
#define PU (S_PATH | S_USER)                               /* ? ^ { }    */
#define US S_USER                                  /* : ; = @ [ ] |      */
#define BS (S_USER | F_SEP)                                /* \          */
#define H_ F_HOST
#define DT (F_HOST | F_DOT)                                /* .          */
#define PC F_DOT                                           /* %          */
static const unsigned short pct_sets[256] = {
    O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_,
    O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_,
    SP, 0,  SP, HS, 0,  PC, 0,  AP, 0,  0,  0,  0,  0,  H_, DT, US,
    H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, US, US, SP, US, SP, PU,
    US, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_,
    H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, US, BS, US, PU, 0,
    BQ, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_,
    H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, PU, US, PU, 0,  O_,
    O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_,
    O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_,
    O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_,
    O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_,
    O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_,
    O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_,
    O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_,
    O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_, O_
};
#undef O_
#undef SP
#undef BQ
#undef HS
#undef AP
#undef PU
#undef US
#undef BS
#undef H_
#undef DT
#undef PC

static unsigned in_set(unsigned char c, unsigned set)
{
    return (pct_sets[c] & set) != 0;
}

/* ===== Small helpers ===== */

static int is_alpha(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static int is_digit(int c)
{
    return c >= '0' && c <= '9';
}

static int is_hex(int c)
{
    return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

static unsigned hexval(int c)
{
    return c <= '9' ? (unsigned)(c - '0') : (unsigned)((c | 0x20) - 'a' + 10);
}

static int lower(int c)
{
    return c >= 'A' && c <= 'Z' ? c + 32 : c;
}

static int tabnl(unsigned char c)
{
    return c == '\t' || c == '\n' || c == '\r';
}

/*
 * The length of the well-formed UTF-8 sequence at s[0..n), or, as a
 * negative number, the length of its maximal ill-formed subpart (which
 * the standard's decoder turns into one U+FFFD).
 */
static int u8seq(const unsigned char *s, size_t n)
{
    unsigned char c = s[0];
    int need, k;
    unsigned char lo = 0x80, hi = 0xBF;

    if (c < 0x80)
        return 1;
    if (c >= 0xC2 && c <= 0xDF)
        need = 1;
    else if (c >= 0xE0 && c <= 0xEF) {
        need = 2;
        if (c == 0xE0)
            lo = 0xA0;
        else if (c == 0xED)
            hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        need = 3;
        if (c == 0xF0)
            lo = 0x90;
        else if (c == 0xF4)
            hi = 0x8F;
    } else
        return -1;
    for (k = 1; k <= need; k++) {
        if ((size_t)k >= n || s[k] < lo || s[k] > hi)
            return -k;
        lo = 0x80;
        hi = 0xBF;
    }
    return need + 1;
}

/* ===== The parser's state ===== */

struct w {
    const char *p;
    size_t b, e;               /* the input without its leading and
                                  trailing C0 controls and spaces     */
    char *d;
    size_t cap, n;             /* the output: n bytes written so far  */
    const char *bh;            /* the base: its href and its spans    */
    const struct url1738_whatwg *base;
    struct url1738_whatwg u;   /* spans into d                        */
    int special, file;
    unsigned dport;
    /* The path. */
    size_t ps;                 /* where it begins in d                */
    size_t depth;              /* its segments                        */
    int first_drive;           /* file: its first is "X:"            */
    int first_empty;           /* its first segment is ""            */
    size_t ev_b;               /* the input's segments begin here     */
    size_t cb, ce;             /* the base's segments copied: bh[cb..ce) */
    size_t over;               /* segments on top that begin past cap:
                                  counted, not written                 */
    size_t n_over;             /* n below the first of them           */
    /* The failure. */
    enum url1738_code rc;
    size_t eoff;
    const char *msg;
    /* Validation errors (url1738__whatwg_validate): NULL when not asked. */
    url1738__wv_fn nt;
    void *ntx;
};

static void vnote(const struct w *s, enum url1738__wv kind, size_t off,
                  size_t len)
{
    if (s->nt != NULL)
        s->nt(s->ntx, kind, off, len);
}

/* The ASCII URL code points (alphanumerics and !$&'()*+,-./:;=?@_~),
 * one bit each: bytes 0-63, 64-127. */
static const uint64_t url_ascii[2] = { 0xafffffd200000000u,
                                       0x47fffffe87ffffffu };

static int url_ascii_cp(unsigned char c)
{
    return c < 128 && ((url_ascii[c >> 6] >> (c & 63)) & 1u) != 0;
}

/* Whether the code point of the len bytes at q (well-formed UTF-8) is a
 * URL code point: ASCII alphanumerics, !$&'()*+,-./:;=?@_~, and U+00A0
 * up to U+10FFFD but surrogates and noncharacters. */
static int url_cp(const unsigned char *q, int len)
{
    uint32_t cp;

    if (len == 1)
        return url_ascii_cp(q[0]);
    if (len == 2)
        cp = ((uint32_t)(q[0] & 0x1F) << 6) | (q[1] & 0x3Fu);
    else if (len == 3)
        cp = ((uint32_t)(q[0] & 0x0F) << 12) | ((uint32_t)(q[1] & 0x3F) << 6)
             | (q[2] & 0x3Fu);
    else
        cp = ((uint32_t)(q[0] & 0x07) << 18) | ((uint32_t)(q[1] & 0x3F) << 12)
             | ((uint32_t)(q[2] & 0x3F) << 6) | (q[3] & 0x3Fu);
    return cp >= 0xA0 && !(cp >= 0xFDD0 && cp <= 0xFDEF)
           && (cp & 0xFFFE) != 0xFFFE;
}

static int peek(const struct w *s, size_t i, size_t *at);

/* invalid-URL-unit in p[i..end) (a path segment, an opaque path, a
 * query, a fragment, an opaque host): a code point that is no URL code
 * point, a '%' not followed by two hex digits. Tabs and newlines are
 * noted once, by the caller of run(); an ill-formed sequence is U+FFFD,
 * a URL code point. */
static void units(const struct w *s, size_t i, size_t end)
{
    const unsigned char *p = (const unsigned char *)s->p;

    while (i < end) {
        int L = 1;

        if (tabnl(p[i])) {
            i++;
            continue;
        }
        if (p[i] == '%') {
            size_t a, b;
            int h1 = peek(s, i + 1, &a), h2 = -1;

            if (h1 != -1 && a < end)
                h2 = peek(s, a + 1, &b);
            if (h1 == -1 || a >= end || !is_hex(h1) || h2 == -1 || b >= end
                || !is_hex(h2))
                vnote(s, URL1738__WV_UNIT, i, 1);
        } else {
            L = u8seq(p + i, end - i);
            if (L > 0 && !url_cp(p + i, L))
                vnote(s, URL1738__WV_UNIT, i, (size_t)L);
            if (L < 0)
                L = -L;
        }
        i += (size_t)L;
    }
}

static void put(struct w *s, char c)
{
    if (s->n < s->cap)
        s->d[s->n] = c;
    s->n++;
}

static void puts_(struct w *s, const char *t, size_t len)
{
    size_t k;

    for (k = 0; k < len; k++)
        put(s, t[k]);
}

static void put_pct(struct w *s, unsigned char c)
{
    static const char hx[] = "0123456789ABCDEF";

    put(s, '%');
    put(s, hx[c >> 4]);
    put(s, hx[c & 15]);
}

static int fail(struct w *s, enum url1738_code rc, size_t off,
                const char *msg)
{
    s->rc = rc;
    s->eoff = off;
    s->msg = msg;
    return -1;
}

/* The byte at the first position >= i that is not a tab or newline, and
 * that position in *at; -1 at the end. */
static int peek(const struct w *s, size_t i, size_t *at)
{
    while (i < s->e && tabnl((unsigned char)s->p[i]))
        i++;
    *at = i;
    return i < s->e ? (unsigned char)s->p[i] : -1;
}

/* The byte after the one at i (i < e), skipping tabs and newlines. */
static int peek_next(const struct w *s, size_t i, size_t *at)
{
    return peek(s, i + 1, at);
}

/*
 * Percent-encode p[i..end) into the output by set (UTF-8 percent-encode,
 * tabs and newlines skipped), or only count the bytes when dry. With
 * sp20 (opaque paths), a space followed by '?' or '#' is "%20".
 */
static size_t enc(struct w *s, size_t i, size_t end, unsigned set, int dry)
{
    const unsigned char *p = (const unsigned char *)s->p;
    size_t count = 0;

    while (i < end) {
        unsigned char c = p[i];
        int L, k;

        if (tabnl(c)) {
            i++;
            continue;
        }
        if (c < 0x80) {
            if (in_set(c, set)) {
                if (!dry)
                    put_pct(s, c);
                count += 3;
            } else {
                if (!dry)
                    put(s, (char)c);
                count++;
            }
            i++;
            continue;
        }
        L = u8seq(p + i, end - i);
        if (L > 0) {
            for (k = 0; k < L; k++)
                if (!dry)
                    put_pct(s, p[i + (size_t)k]);
            count += 3 * (size_t)L;
            i += (size_t)L;
        } else {
            if (!dry) {
                put_pct(s, 0xEF);
                put_pct(s, 0xBF);
                put_pct(s, 0xBD);
            }
            count += 9;
            i += (size_t)-L;
        }
    }
    return count;
}

/* ===== Hosts ===== */

/* A source of host bytes: the input (tabs skipped, %XX decoded) or a
 * plain buffer (the IDNA result). */
struct hsrc {
    const char *s;
    size_t i, e;
    int raw;
};

static int hnext(struct hsrc *h)
{
    int c;

    if (!h->raw)
        return h->i < h->e ? (unsigned char)h->s[h->i++] : -1;
    while (h->i < h->e && tabnl((unsigned char)h->s[h->i]))
        h->i++;
    if (h->i >= h->e)
        return -1;
    c = (unsigned char)h->s[h->i++];
    if (c == '%') {
        size_t j = h->i, j2;
        int a, b;

        while (j < h->e && tabnl((unsigned char)h->s[j]))
            j++;
        if (j >= h->e || !is_hex(a = (unsigned char)h->s[j]))
            return c;
        j2 = j + 1;
        while (j2 < h->e && tabnl((unsigned char)h->s[j2]))
            j2++;
        if (j2 >= h->e || !is_hex(b = (unsigned char)h->s[j2]))
            return c;
        h->i = j2 + 1;
        return (int)(hexval(a) * 16 + hexval(b));
    }
    return c;
}

/* A forbidden domain code point (an ASCII one; the caller has lowered
 * the letters). */
static int forbidden_domain(int c)
{
    if (c <= 0x20 || c == 0x7F)
        return 1;
    switch (c) {
    case '#': case '%': case '/': case ':': case '<': case '>': case '?':
    case '@': case '[': case '\\': case ']': case '^': case '|':
        return 1;
    default:
        return 0;
    }
}

/* One part of a dotted host, as the IPv4 number parser reads it. */
struct v4part {
    size_t len;       /* its bytes                                     */
    int c0;           /* its first byte                                */
    int radix;
    int bad;          /* not an IPv4 number                            */
    int digits;       /* only ASCII digits                             */
    uint64_t v;       /* its value, saturated above 2^40               */
    size_t off, end;  /* where it stands in its source                 */
};

static void v4_start(struct v4part *x)
{
    x->len = 0;
    x->c0 = 0;
    x->radix = 10;
    x->bad = 0;
    x->digits = 1;
    x->v = 0;
}

static void v4_add(struct v4part *x, int c)
{
    unsigned dv;

    if (!is_digit(c))
        x->digits = 0;
    if (x->len == 0) {
        x->c0 = c;
        x->len = 1;
        if (c == '0') {
            x->radix = 8;     /* "0" alone is 0 in either radix */
            return;
        }
        x->radix = 10;
    } else if (x->len == 1 && x->c0 == '0' && (c == 'x' || c == 'X')) {
        x->radix = 16;
        x->len = 2;
        return;
    } else
        x->len++;
    if (!is_hex(c)) {
        x->bad = 1;
        return;
    }
    dv = hexval(c);
    if (dv >= (unsigned)x->radix) {
        x->bad = 1;
        return;
    }
    if (x->v < ((uint64_t)1 << 40))
        x->v = x->v * (unsigned)x->radix + dv;
}

/* The IPv4 parser's validation errors of an address it accepted: the
 * count parts of h (the input: hb..he the host, when h is the IDNA
 * result), empty when a final "." was dropped. */
static void v4_notes(const struct w *s, const struct hsrc *h,
                     const struct v4part *parts, size_t count, int empty,
                     size_t hb, size_t he)
{
    size_t k;

    for (k = 0; k < count; k++) {
        size_t off = h->raw ? parts[k].off : hb;
        size_t len = h->raw ? parts[k].end - parts[k].off : he - hb;

        if (parts[k].radix != 10 && parts[k].len >= 2)
            vnote(s, URL1738__WV_IPV4_NONDEC, off, len);
        if (parts[k].v > 255)
            vnote(s, URL1738__WV_IPV4_RANGE, off, len);
    }
    if (empty)
        vnote(s, URL1738__WV_IPV4_EMPTY,
              h->raw ? parts[count - 1].end : hb, h->raw ? 1 : he - hb);
}

/* The URL Standard's "ends in a number" and IPv4 parser over the host
 * bytes of h. Returns 0 (not a number: a domain), 1 (an IPv4 address,
 * in *addr) or -1 (ends in a number but is no IPv4 address). With s
 * asking for them (s->nt), an address's validation errors are noted. */
static int ipv4_host(struct hsrc h, uint32_t *addr, const struct w *s,
                     size_t hb, size_t he)
{
    struct v4part parts[5], last, prev;
    size_t count = 0, pos;
    int c, k, empty = 0;
    uint64_t v;
    const struct hsrc h0 = h;

    v4_start(&last);
    v4_start(&prev);
    last.off = h.i;
    for (;;) {
        pos = h.i;
        c = hnext(&h);
        if (c == -1 || c == '.') {
            last.end = c == -1 ? h.i : pos;
            if (count < 5)
                parts[count] = last;
            count++;
            if (c == -1)
                break;
            prev = last;
            v4_start(&last);
            last.off = h.i;
            continue;
        }
        v4_add(&last, c);
    }
    /* ends in a number: the last part, or the one before a final "." */
    if (last.len == 0) {
        if (count == 1)
            return 0;
        last = prev;
        count--;
        empty = 1;
    }
    if (!((last.len > 0 && last.digits) || !(last.bad || last.len == 0)))
        return 0;
    /* the IPv4 parser */
    if (count > 4)
        return -1;
    for (k = 0; k < (int)count; k++)
        if (parts[k].bad || parts[k].len == 0)
            return -1;
    for (k = 0; k + 1 < (int)count; k++)
        if (parts[k].v > 255)
            return -1;
    if (parts[count - 1].v >= ((uint64_t)1 << (8 * (5 - count))))
        return -1;
    v = parts[count - 1].v;
    for (k = 0; k + 1 < (int)count; k++)
        v += parts[k].v << (8 * (3 - k));
    *addr = (uint32_t)v;
    if (s != NULL && s->nt != NULL)
        v4_notes(s, &h0, parts, count, empty, hb, he);
    return 1;
}

static void put_dec(struct w *s, unsigned v)
{
    char t[12];
    int k = 0;

    do {
        t[k++] = (char)('0' + v % 10);
        v /= 10;
    } while (v != 0);
    while (k > 0)
        put(s, t[--k]);
}

static void put_ipv4(struct w *s, uint32_t a)
{
    put_dec(s, a >> 24);
    put(s, '.');
    put_dec(s, (a >> 16) & 255);
    put(s, '.');
    put_dec(s, (a >> 8) & 255);
    put(s, '.');
    put_dec(s, a & 255);
}

/* The IPv6 parser over p[i..end) (between the brackets; tabs skipped). */
static int ipv6_parse(const struct w *s, size_t i, size_t end,
                      unsigned short a[8])
{
    /* The code points, without tabs and newlines, are read through q. */
    int piece = 0, compress = -1, k;
    size_t at;
    struct w t = *s;

#define C6() (peek(&t, i, &at))
#define ADV() (i = at + 1)
    t.e = end;
    for (k = 0; k < 8; k++)
        a[k] = 0;
    if (C6() == ':') {
        ADV();
        if (C6() != ':')
            return -1;
        ADV();
        piece++;
        compress = piece;
    }
    while (C6() != -1) {
        unsigned value = 0;
        int length = 0;
        size_t start = at;

        if (piece == 8)
            return -1;
        if (C6() == ':') {
            if (compress != -1)
                return -1;
            ADV();
            piece++;
            compress = piece;
            continue;
        }
        while (length < 4 && C6() != -1 && is_hex(C6())) {
            value = value * 16 + hexval(C6());
            ADV();
            length++;
        }
        if (C6() == '.') {
            int seen = 0;

            if (length == 0)
                return -1;
            i = start;
            if (piece > 6)
                return -1;
            while (C6() != -1) {
                int v4 = -1;

                if (seen > 0) {
                    if (C6() == '.' && seen < 4)
                        ADV();
                    else
                        return -1;
                }
                if (C6() == -1 || !is_digit(C6()))
                    return -1;
                while (C6() != -1 && is_digit(C6())) {
                    int num = C6() - '0';

                    if (v4 == -1)
                        v4 = num;
                    else if (v4 == 0)
                        return -1;
                    else
                        v4 = v4 * 10 + num;
                    if (v4 > 255)
                        return -1;
                    ADV();
                }
                a[piece] = (unsigned short)(a[piece] * 0x100 + v4);
                seen++;
                if (seen == 2 || seen == 4)
                    piece++;
            }
            if (seen != 4)
                return -1;
            break;
        } else if (C6() == ':') {
            ADV();
            if (C6() == -1)
                return -1;
        } else if (C6() != -1)
            return -1;
        a[piece] = (unsigned short)value;
        piece++;
    }
#undef C6
#undef ADV
    if (compress != -1) {
        int swaps = piece - compress;

        piece = 7;
        while (piece != 0 && swaps > 0) {
            unsigned short tmp = a[piece];

            a[piece] = a[compress + swaps - 1];
            a[compress + swaps - 1] = tmp;
            piece--;
            swaps--;
        }
    } else if (piece != 8)
        return -1;
    return 0;
}

static void put_hex16(struct w *s, unsigned v)
{
    static const char hx[] = "0123456789abcdef";
    int sh = 12;

    while (sh > 0 && ((v >> sh) & 15) == 0)
        sh -= 4;
    for (; sh >= 0; sh -= 4)
        put(s, hx[(v >> sh) & 15]);
}

/* The IPv6 serializer: "[" the pieces, the first longest run of two or
 * more zero pieces as "::" "]". */
static void put_ipv6(struct w *s, const unsigned short a[8])
{
    int best = -1, bestlen = 1, k, ignore0 = 0;

    for (k = 0; k < 8;) {
        int j = k;

        while (j < 8 && a[j] == 0)
            j++;
        if (j - k > bestlen) {
            best = k;
            bestlen = j - k;
        }
        k = j > k ? j : k + 1;
    }
    put(s, '[');
    for (k = 0; k < 8; k++) {
        if (ignore0 && a[k] == 0)
            continue;
        ignore0 = 0;
        if (k == best) {
            put(s, ':');
            if (k == 0)
                put(s, ':');
            ignore0 = 1;
            continue;
        }
        put_hex16(s, a[k]);
        if (k != 7)
            put(s, ':');
    }
    put(s, ']');
}

/* A forbidden host code point (opaque hosts). */
static int forbidden_host(int c)
{
    switch (c) {
    case 0: case '\t': case '\n': case '\r': case ' ': case '#': case '/':
    case ':': case '<': case '>': case '?': case '@': case '[': case '\\':
    case ']': case '^': case '|':
        return 1;
    default:
        return 0;
    }
}

/*
 * The host parser on p[i..end) (not empty), with isOpaque = !special,
 * writing the serialized host. *localhost says it is the domain
 * "localhost".
 */
static int host_parse(struct w *s, size_t i, size_t end, int *localhost)
{
    size_t at, k, last;
    int c;
    struct hsrc h;
    uint32_t a4;
    int r, ascii = 1;
    char in[URL1738__IDNA_MAX], out[URL1738__IDNA_MAX];
    size_t inlen = 0, outlen = 0;
    static const char lh[] = "localhost";

    *localhost = 0;
    c = peek(s, i, &at);
    if (c == '[') {
        unsigned short a6[8];

        /* the last code point must be ']' */
        last = end;
        while (last > at && tabnl((unsigned char)s->p[last - 1]))
            last--;
        if (last - at < 2 || s->p[last - 1] != ']')
            return fail(s, URL1738_E_WHATWG_IPV6, i,
                        N_("IPv6-unclosed: '[' begins the host, and no ']' "
                        "ends it"));
        if (ipv6_parse(s, at + 1, last - 1, a6) != 0)
            return fail(s, URL1738_E_WHATWG_IPV6, i, NULL);
        put_ipv6(s, a6);
        s->u.host_type = URL1738_WHATWG_HOST_IPV6;
        return 0;
    }
    if (!s->special) {
        for (k = i; k < end; k++)
            if (forbidden_host((unsigned char)s->p[k])
                && !tabnl((unsigned char)s->p[k]))
                return fail(s, URL1738_E_WHATWG_HOST_CHAR, k, NULL);
        if (s->nt != NULL)
            units(s, i, end);
        enc(s, i, end, S_C0, 0);
        s->u.host_type = URL1738_WHATWG_HOST_OPAQUE;
        return 0;
    }
    /* A domain, percent-decoded: an ASCII one is only lower-cased
     * (domain to ASCII with beStrict false: whatever UTS #46 would say
     * of it, "xn--" labels included). */
    h.s = s->p;
    h.i = i;
    h.e = end;
    h.raw = 1;
    while ((c = hnext(&h)) != -1)
        if (c >= 0x80)
            ascii = 0;
    if (ascii) {
        h.i = i;
        r = ipv4_host(h, &a4, s, i, end);
        if (r == -1)
            return fail(s, URL1738_E_WHATWG_IPV4, i, NULL);
        h.i = i;
        k = 0;
        while ((c = hnext(&h)) != -1)
            if (forbidden_domain(lower(c)))
                return fail(s, URL1738_E_WHATWG_HOST_CHAR, i,
                            N_("domain-invalid-code-point: the domain holds a "
                            "code point no domain may hold"));
        if (r == 1) {
            put_ipv4(s, a4);
            s->u.host_type = URL1738_WHATWG_HOST_IPV4;
            return 0;
        }
        h.i = i;
        k = 0;
        *localhost = 1;
        while ((c = hnext(&h)) != -1) {
            c = lower(c);
            if (k >= 9 || lh[k] != c)
                *localhost = 0;
            k++;
            put(s, (char)c);
        }
        if (k != 9)
            *localhost = 0;
        s->u.host_type = URL1738_WHATWG_HOST_DOMAIN;
        return 0;
    }
    /* UTS #46 ToASCII */
    h.i = i;
    while ((c = hnext(&h)) != -1) {
        if (inlen == sizeof in)
            return fail(s, URL1738_E_WHATWG_IDNA, i,
                        N_("domain-to-ASCII: the domain is longer than this "
                        "library's IDNA takes (4096 bytes)"));
        in[inlen++] = (char)c;
    }
    {
        enum url1738_code rc = url1738__idna_to_ascii(in, inlen, out,
                                                      &outlen);

        if (rc != URL1738_OK)
            return fail(s, rc, i, NULL);
    }
    if (outlen == 0)
        return fail(s, URL1738_E_WHATWG_IDNA, i,
                    N_("domain-to-ASCII: the domain is empty after UTS #46 "
                    "mapping"));
    for (k = 0; k < outlen; k++)
        if (forbidden_domain((unsigned char)out[k]))
            return fail(s, URL1738_E_WHATWG_HOST_CHAR, i,
                        N_("domain-invalid-code-point: the domain holds a "
                        "code point no domain may hold"));
    h.s = out;
    h.i = 0;
    h.e = outlen;
    h.raw = 0;
    r = ipv4_host(h, &a4, s, i, end);
    if (r == -1)
        return fail(s, URL1738_E_WHATWG_IPV4, i, NULL);
    if (r == 1) {
        put_ipv4(s, a4);
        s->u.host_type = URL1738_WHATWG_HOST_IPV4;
        return 0;
    }
    puts_(s, out, outlen);
    *localhost = outlen == 9 && memcmp(out, lh, 9) == 0;
    s->u.host_type = URL1738_WHATWG_HOST_DOMAIN;
    return 0;
}

/* ===== Paths ===== */

static int is_sep(const struct w *s, int c)
{
    return c == '/' || (s->special && c == '\\');
}

/* Up to 7 code points of p[i..end), tabs skipped, into t (lower-cased);
 * returns how many (8 when there are more). */
static int small(const char *p, size_t i, size_t end, char t[7])
{
    int k = 0;

    for (; i < end; i++) {
        unsigned char c = (unsigned char)p[i];

        if (tabnl(c))
            continue;
        if (k == 7)
            return 8;
        t[k++] = (char)lower(c);
    }
    return k;
}

/* 1: a single-dot segment, 2: a double-dot segment, 0: neither. */
static int dots(const char *p, size_t i, size_t end)
{
    char t[7];
    int k = small(p, i, end, t);

    if (k == 1 && t[0] == '.')
        return 1;
    if (k == 3 && memcmp(t, "%2e", 3) == 0)
        return 1;
    if (k == 2 && memcmp(t, "..", 2) == 0)
        return 2;
    if (k == 4 && (memcmp(t, ".%2e", 4) == 0 || memcmp(t, "%2e.", 4) == 0))
        return 2;
    if (k == 6 && memcmp(t, "%2e%2e", 6) == 0)
        return 2;
    return 0;
}

/* A Windows drive letter: p[i..end) is an ASCII letter and ':' or '|'. */
static int drive(const struct w *s, size_t i, size_t end)
{
    char t[7];

    return small(s->p, i, end, t) == 2 && is_alpha(t[0])
           && (t[1] == ':' || t[1] == '|');
}

/* "starts with a Windows drive letter": the code points from i. */
static int starts_drive(const struct w *s, size_t i)
{
    size_t a1, a2, a3;
    int c1 = peek(s, i, &a1), c2, c3;

    if (c1 == -1 || !is_alpha(c1))
        return 0;
    c2 = peek_next(s, a1, &a2);
    if (c2 != ':' && c2 != '|')
        return 0;
    c3 = peek_next(s, a2, &a3);
    return c3 == -1 || c3 == '/' || c3 == '\\' || c3 == '?' || c3 == '#';
}

/* The base's path segments bh[b..e) ("/x/y"): how many, and whether the
 * first is a normalized drive letter / empty. */
static size_t count_segs(const char *t, size_t b, size_t e)
{
    size_t k, n = 0;

    for (k = b; k < e; k++)
        if (t[k] == '/')
            n++;
    return n;
}

static void first_flags(struct w *s, const char *t, size_t len)
{
    s->first_drive = s->file && len == 2 && is_alpha((unsigned char)t[0])
                     && t[1] == ':';
    s->first_empty = len == 0;
}

/* Whether a new segment goes past cap: it, and every one above it, is
 * only counted (s->over); the bytes below it stay as written. */
static int seg_over(struct w *s)
{
    if (s->over == 0 && s->n < s->cap)
        return 0;
    if (s->over++ == 0)
        s->n_over = s->n;
    return 1;
}

/* Push one segment onto the path: "/" and text[0..len) (already in the
 * path's form), or, past cap, only counted. */
static void push_text(struct w *s, const char *text, size_t len)
{
    if (s->depth == 0)
        first_flags(s, text, len);
    s->depth++;
    if (!seg_over(s)) {
        put(s, '/');
        puts_(s, text, len);
    }
}

/* Copy the base's path bh[b..e) ("/x/y", not opaque) as the path, one
 * segment at a time. */
static void copy_base_segs(struct w *s, size_t b, size_t e)
{
    size_t k = b, j;

    s->cb = b;
    s->ce = e;
    while (k < e) {
        for (j = k + 1; j < e && s->bh[j] != '/'; j++)
            ;
        push_text(s, s->bh + k + 1, j - k - 1);
        k = j;
    }
}

/* The base's path without its last segment ("shorten"): the end of the
 * part to copy. The drive letter of a file: path alone is kept. */
static size_t base_shortened(const struct w *s)
{
    size_t b = s->base->path.off, e = b + s->base->path.len, k = e;

    if (count_segs(s->bh, b, e) == 1 && s->file && e - b == 3
        && is_alpha((unsigned char)s->bh[b + 1]) && s->bh[b + 2] == ':')
        return e;
    while (k > b && s->bh[k - 1] != '/')
        k--;
    return k > b ? k - 1 : b;
}

/* shorten the path: its last segment removed, unless it is the drive
 * letter of a file: path alone. One counted past cap is only uncounted;
 * one written is found in the buffer (its "/" is below cap). */
static void shorten(struct w *s)
{
    size_t k;

    if (s->depth == 0 || (s->depth == 1 && s->first_drive))
        return;
    if (s->over > 0) {
        if (--s->over == 0)
            s->n = s->n_over;
    } else {
        k = s->n < s->cap ? s->n : s->cap;
        while (k > s->ps && s->d[k - 1] != '/')
            k--;
        s->n = k - 1;
    }
    s->depth--;
}

/* Push the input's segment p[i..j) percent-encoded (set: path). */
static void push_enc(struct w *s, size_t i, size_t j)
{
    size_t q;

    if (s->depth == 0) {
        for (q = i; q < j && tabnl((unsigned char)s->p[q]); q++)
            ;
        first_flags(s, "", q < j);      /* "" or not: no drive here */
    }
    s->depth++;
    if (seg_over(s))
        return;
    put(s, '/');
    enc(s, i, j, S_PATH, 0);
}

/*
 * The output length of the k segments on top of the path, the "over"
 * ones: the input's segments p[ev_b..end) read once right to left, a ".."
 * skipping the segment before it (a trailing "." or ".." left an empty
 * one on top), then the base's copied segments. Exact because the k were
 * all pushed after the path was last k segments lower, so every ".." met
 * removes one of them or one pushed after them; only a file: drive letter
 * at the bottom (never removed) is taken apart.
 */
static size_t tail_len(struct w *s, size_t k, size_t end)
{
    size_t total = 0, skip = 0, pos = end, sb, j, e;
    int dd, last = 1;

    if (k == s->depth && s->first_drive) {
        k--;
        total += 3;                     /* "/C:" */
    }
    if (s->ev_b == (size_t)-1)         /* the base's segments only */
        pos = (size_t)-1;
    while (k > 0 && pos != (size_t)-1) {
        sb = pos;
        while (sb > s->ev_b && !is_sep(s, (unsigned char)s->p[sb - 1]))
            sb--;
        dd = dots(s->p, sb, pos);
        if (last && dd != 0) {          /* its empty segment on top */
            total += 1;
            k--;
        }
        last = 0;
        if (dd == 2)
            skip++;
        else if (dd == 0 && skip > 0)
            skip--;
        else if (dd == 0 && k > 0) {
            total += 1 + enc(s, sb, pos, S_PATH, 1);
            k--;
        }
        pos = sb > s->ev_b ? sb - 1 : (size_t)-1;
    }
    e = s->ce;
    while (k > 0 && e > s->cb) {
        for (j = e; j > s->cb && s->bh[j - 1] != '/'; j--)
            ;
        if (skip > 0)
            skip--;
        else {
            total += e - j + 1;
            k--;
        }
        e = j - 1;
    }
    return total;
}

/* The path is complete (the input's segments end at end): the segments
 * counted past cap are measured, and n is exact again. */
static void path_flush(struct w *s, size_t end)
{
    if (s->over > 0) {
        s->n = s->n_over + tail_len(s, s->over, end);
        s->over = 0;
    }
}

/* The path state from i, where a segment begins, to '?', '#' or the end;
 * returns where it stopped. */
static size_t path_state(struct w *s, size_t i)
{
    size_t j;
    int c, dd;

    s->ev_b = i;
    for (;;) {
        j = i;
        while (j < s->e) {
            unsigned char x = (unsigned char)s->p[j];

            if (is_sep(s, x) || x == '?' || x == '#')
                break;
            j++;
        }
        c = j < s->e ? (unsigned char)s->p[j] : -1;
        if (s->nt != NULL) {
            units(s, i, j);
            if (c == '\\')
                vnote(s, URL1738__WV_BACKSLASH, j, 1);
        }
        dd = dots(s->p, i, j);
        if (dd == 2)
            shorten(s);
        if (dd != 0 && !is_sep(s, c))
            push_text(s, "", 0);        /* a last "." or ".." */
        if (dd == 0 && s->file && s->depth == 0 && drive(s, i, j)) {
            char t[2];
            size_t q = i;

            while (tabnl((unsigned char)s->p[q]))
                q++;
            t[0] = s->p[q];             /* the letter as written, ':' */
            t[1] = ':';
            push_text(s, t, 2);
        } else if (dd == 0)
            push_enc(s, i, j);
        if (c == -1 || c == '?' || c == '#')
            break;
        i = j + 1;
    }
    path_flush(s, j);
    return j;
}

/* ===== The serializer's pieces copied from the base ===== */

static void copy_span(struct w *s, struct url1738_span sp)
{
    puts_(s, s->bh + sp.off, sp.len);
}

/* The base's username, password, host and port ("//" included when the
 * base has a host). */
static void copy_base_authority(struct w *s)
{
    const struct url1738_whatwg *b = s->base;

    s->u.host_type = b->host_type;
    if (b->host_type == URL1738_WHATWG_HOST_NULL) {
        s->u.username.off = s->u.password.off = s->n;
        return;
    }
    puts_(s, "//", 2);
    s->u.username.off = s->n;
    copy_span(s, b->username);
    s->u.username.len = b->username.len;
    if (b->password.len > 0)
        put(s, ':');
    s->u.password.off = s->n;
    copy_span(s, b->password);
    s->u.password.len = b->password.len;
    if (b->username.len > 0 || b->password.len > 0)
        put(s, '@');
    s->u.host.off = s->n;
    copy_span(s, b->host);
    s->u.host.len = b->host.len;
    if (url1738_present(b->port)) {
        put(s, ':');
        s->u.port.off = s->n;
        copy_span(s, b->port);
        s->u.port.len = b->port.len;
        s->u.port_number = b->port_number;
    }
}

/* ===== The states ===== */

enum st {
    ST_SCHEME_START, ST_NO_SCHEME, ST_SPECIAL_RELATIVE_OR_AUTHORITY,
    ST_PATH_OR_AUTHORITY, ST_RELATIVE, ST_RELATIVE_SLASH,
    ST_SPECIAL_AUTHORITY_SLASHES, ST_SPECIAL_AUTHORITY_IGNORE_SLASHES,
    ST_AUTHORITY, ST_FILE, ST_FILE_SLASH, ST_FILE_HOST, ST_PATH_START,
    ST_PATH, ST_OPAQUE_PATH, ST_QUERY, ST_FRAGMENT, ST_DONE
};

/* The special schemes (the standard's table). name is padded with NULs
 * to eight bytes: the fast path loads it as one word. */
static const struct {
    char name[8];
    size_t len;
    unsigned port;
} specials[] = {
    /* the commonest first: the fast path tries them in this order */
    { "https", 5, 443 }, { "http", 4, 80 }, { "ftp", 3, 21 },
    { "ws", 2, 80 }, { "wss", 3, 443 }, { "file", 4, 0 }
};
#define FILE_KIND 5 /* specials[FILE_KIND] is file */

/* Which special scheme d[0..len) is: sets special, file and dport. */
static void scheme_kind(struct w *s, const char *t, size_t len)
{
    size_t k;

    s->special = s->file = 0;
    s->dport = 0;
    for (k = 0; k < sizeof specials / sizeof specials[0]; k++)
        if (len == specials[k].len && memcmp(t, specials[k].name, len) == 0) {
            s->special = 1;
            s->file = k == FILE_KIND;
            s->dport = specials[k].port;
        }
}

/* Whether the scheme just read (from the input's start, tabs skipped,
 * lower-cased: s->u.scheme.len bytes) is the base's. */
static int same_scheme(const struct w *s, const struct url1738_whatwg *b)
{
    size_t q = 0, r = s->b;

    if (b->scheme.len != s->u.scheme.len)
        return 0;
    while (q < b->scheme.len) {
        unsigned char x = (unsigned char)s->p[r++];

        if (tabnl(x))
            continue;
        if (lower(x) != s->bh[b->scheme.off + q])
            return 0;
        q++;
    }
    return 1;
}

/* Write the base's scheme and ':'. */
static void base_scheme(struct w *s)
{
    s->n = 0;
    copy_span(s, s->base->scheme);
    s->u.scheme.off = 0;
    s->u.scheme.len = s->base->scheme.len;
    scheme_kind(s, s->bh + s->base->scheme.off, s->base->scheme.len);
    put(s, ':');
}

/* The authority state to the host and port: from i (after the slashes)
 * to the authority's end. Returns the end, or (size_t)-1 on failure. */
static size_t authority(struct w *s, size_t i)
{
    size_t ae = i, lastat = (size_t)-1, colon = (size_t)-1, k, hb, he;
    size_t userlen = 0, passlen = 0, at;
    int inside = 0, localhost, c;

    while (ae < s->e) {
        unsigned char x = (unsigned char)s->p[ae];

        if (x == '/' || x == '?' || x == '#' || (s->special && x == '\\'))
            break;
        if (x == '@')
            lastat = ae;
        ae++;
    }
    puts_(s, "//", 2);
    s->u.username.off = s->n;
    s->u.password.off = s->n;
    hb = i;
    if (lastat != (size_t)-1) {
        vnote(s, URL1738__WV_CREDENTIALS, i, lastat - i);
        for (k = i; k < lastat; k++) {
            unsigned char x = (unsigned char)s->p[k];

            if (tabnl(x))
                continue;
            if (x == ':' && colon == (size_t)-1)
                colon = k;
            else if (colon == (size_t)-1)
                userlen++;
            else
                passlen++;
        }
        s->u.username.off = s->n;
        enc(s, i, colon != (size_t)-1 ? colon : lastat, S_USER, 0);
        s->u.username.len = s->n - s->u.username.off;
        if (passlen > 0) {
            put(s, ':');
            s->u.password.off = s->n;
            enc(s, colon + 1, lastat, S_USER, 0);
            s->u.password.len = s->n - s->u.password.off;
        } else
            s->u.password.off = s->n;
        if (userlen > 0 || passlen > 0)
            put(s, '@');
        hb = lastat + 1;
        if (peek(s, hb, &at) == -1 || at >= ae)
            return fail(s, URL1738_E_WHATWG_HOST_MISSING, ae,
                        N_("host-missing: '@' is followed by no host")),
                   (size_t)-1;
    }
    /* the host state: to ':' outside brackets, or the end */
    he = hb;
    while (he < ae) {
        unsigned char x = (unsigned char)s->p[he];

        if (x == '[')
            inside = 1;
        else if (x == ']')
            inside = 0;
        else if (x == ':' && !inside)
            break;
        he++;
    }
    c = peek(s, hb, &at);
    if (at >= he) {         /* the host is empty */
        if (he < ae || s->special)
            return fail(s, URL1738_E_WHATWG_HOST_MISSING, he, NULL),
                   (size_t)-1;
        s->u.host.off = s->n;
        s->u.host.len = 0;
        s->u.host_type = URL1738_WHATWG_HOST_EMPTY;
        return ae;
    }
    (void)c;
    s->u.host.off = s->n;
    if (host_parse(s, hb, he, &localhost) != 0)
        return (size_t)-1;
    s->u.host.len = s->n - s->u.host.off;
    if (he < ae) {          /* the port state */
        uint32_t v = 0;
        int digits = 0;
        size_t pb = s->n;

        for (k = he + 1; k < ae; k++) {
            unsigned char x = (unsigned char)s->p[k];

            if (tabnl(x))
                continue;
            if (!is_digit(x))
                return fail(s, URL1738_E_WHATWG_PORT, k, NULL), (size_t)-1;
            v = v * 10 + (uint32_t)(x - '0');
            if (v > 65535)
                return fail(s, URL1738_E_WHATWG_PORT_RANGE, he + 1, NULL),
                       (size_t)-1;
            digits++;
        }
        if (digits > 0 && !(s->dport != 0 && v == s->dport)) {
            put(s, ':');
            pb = s->n;
            put_dec(s, v);
            s->u.port.off = pb;
            s->u.port.len = s->n - pb;
            s->u.port_number = v;
        }
    }
    return ae;
}

/* After a path, at c (at its position at): the query state, the
 * fragment state or the end; *i past c. */
static enum st after_path(int c, size_t at, size_t *i)
{
    *i = at + 1;
    return c == '?' ? ST_QUERY : c == '#' ? ST_FRAGMENT : ST_DONE;
}

/* Whether the base is a file: URL. */
static int base_is_file(const struct w *s)
{
    return s->base != NULL && s->base->scheme.len == 4
           && memcmp(s->bh + s->base->scheme.off, "file", 4) == 0;
}

/* The base's query ("?" and it), when it has one. */
static void copy_base_query(struct w *s)
{
    if (url1738_present(s->base->query)) {
        put(s, '?');
        s->u.query.off = s->n;
        copy_span(s, s->base->query);
        s->u.query.len = s->base->query.len;
    }
}

/* The file host state's base: its host, the path beginning after it. */
static void base_file_host(struct w *s)
{
    s->u.host_type = s->base->host_type;
    copy_span(s, s->base->host);
    s->u.host.len = s->base->host.len;
    s->ps = s->n;
}

/* The relative and file states at '?', '#' or the end (c, at at): the
 * base's path, then the input's query, or the base's query and the
 * input's fragment, or the base's query alone. Returns the next state,
 * *i where it begins. */
static enum st base_path_rest(struct w *s, int c, size_t at, size_t *i)
{
    copy_base_segs(s, s->base->path.off,
                   s->base->path.off + s->base->path.len);
    path_flush(s, 0);
    if (c != '?')
        copy_base_query(s);
    return after_path(c, at, i);
}

static void run(struct w *s)
{
    enum st st = ST_SCHEME_START;
    size_t i = s->b, at, j, k;
    int c;

    while (st != ST_DONE) {
        c = peek(s, i, &at);
        switch (st) {
        case ST_SCHEME_START:
            if (c != -1 && is_alpha(c)) {
                /* the scheme state */
                s->n = 0;
                j = at;
                while ((c = peek(s, j, &at)) != -1
                       && (is_alpha(c) || is_digit(c) || c == '+'
                           || c == '-' || c == '.')) {
                    put(s, (char)lower(c));
                    j = at + 1;
                }
                if (c != ':') {
                    s->n = 0;
                    st = ST_NO_SCHEME;
                    i = s->b;
                    break;
                }
                s->u.scheme.off = 0;
                s->u.scheme.len = s->n;
                /* the scheme is written: read it back, or, when it does
                 * not fit, from the input */
                {
                    char t[6];
                    size_t q = 0, r = s->b;

                    while (q < s->n && q < 6) {
                        if (!tabnl((unsigned char)s->p[r]))
                            t[q++] = (char)lower((unsigned char)s->p[r]);
                        r++;
                    }
                    scheme_kind(s, t, s->n <= 5 ? s->n : 6);
                }
                put(s, ':');
                i = at + 1;
                if (s->file) {
                    st = ST_FILE;
                } else if (s->special && s->base != NULL
                           && same_scheme(s, s->base)) {
                    st = ST_SPECIAL_RELATIVE_OR_AUTHORITY;
                } else if (s->special) {
                    st = ST_SPECIAL_AUTHORITY_SLASHES;
                } else if (peek(s, i, &at) == '/') {
                    st = ST_PATH_OR_AUTHORITY;
                    i = at + 1;
                } else
                    st = ST_OPAQUE_PATH;
            } else
                st = ST_NO_SCHEME;
            break;
        case ST_NO_SCHEME:
            if (s->base == NULL || (s->base->opaque_path && c != '#')) {
                fail(s, URL1738_E_WHATWG_RELATIVE, s->b, NULL);
                return;
            }
            if (s->base->opaque_path) {
                base_scheme(s);
                s->u.username.off = s->u.password.off = s->n;
                s->ps = s->n;
                copy_span(s, s->base->path);
                s->u.opaque_path = 1;
                copy_base_query(s);
                i = at + 1;
                st = ST_FRAGMENT;
            } else if (!base_is_file(s)) {
                base_scheme(s);
                st = ST_RELATIVE;
            } else {
                base_scheme(s);
                st = ST_FILE;
            }
            break;
        case ST_SPECIAL_RELATIVE_OR_AUTHORITY:
            if (c == '/' && peek_next(s, at, &j) == '/') {
                st = ST_SPECIAL_AUTHORITY_IGNORE_SLASHES;
                i = j + 1;
            } else
                st = ST_RELATIVE;
            break;
        case ST_PATH_OR_AUTHORITY:
            if (c == '/') {
                st = ST_AUTHORITY;
                i = at + 1;
            } else {
                s->u.username.off = s->u.password.off = s->n;
                s->ps = s->n;
                st = ST_PATH;
            }
            break;
        case ST_RELATIVE:
            if (c == '/' || (s->special && c == '\\')) {
                st = ST_RELATIVE_SLASH;
                i = at + 1;
                break;
            }
            copy_base_authority(s);
            s->ps = s->n;
            if (c == '?' || c == '#' || c == -1) {
                st = base_path_rest(s, c, at, &i);
                break;
            }
            copy_base_segs(s, s->base->path.off, base_shortened(s));
            st = ST_PATH;
            break;
        case ST_RELATIVE_SLASH:
            if (s->special && (c == '/' || c == '\\')) {
                st = ST_SPECIAL_AUTHORITY_IGNORE_SLASHES;
                i = at + 1;
            } else if (c == '/') {
                st = ST_AUTHORITY;
                i = at + 1;
            } else {
                copy_base_authority(s);
                s->ps = s->n;
                st = ST_PATH;
            }
            break;
        case ST_SPECIAL_AUTHORITY_SLASHES:
            if (c == '/' && peek_next(s, at, &j) == '/')
                i = j + 1;
            else if (c != '/' && c != '\\')  /* those noted below */
                vnote(s, URL1738__WV_SOLIDUS, at, 0);
            st = ST_SPECIAL_AUTHORITY_IGNORE_SLASHES;
            break;
        case ST_SPECIAL_AUTHORITY_IGNORE_SLASHES:
            while (c == '/' || c == '\\') {
                vnote(s, URL1738__WV_SOLIDUS, at, 1);
                i = at + 1;
                c = peek(s, i, &at);
            }
            st = ST_AUTHORITY;
            break;
        case ST_AUTHORITY:
            j = authority(s, i);
            if (j == (size_t)-1)
                return;
            i = j;
            st = ST_PATH_START;
            break;
        case ST_FILE:
            puts_(s, "//", 2);
            s->u.username.off = s->u.password.off = s->n;
            s->u.host.off = s->n;
            s->u.host.len = 0;
            s->u.host_type = URL1738_WHATWG_HOST_EMPTY;
            if (c == '/' || c == '\\') {
                if (c == '\\')
                    vnote(s, URL1738__WV_BACKSLASH, at, 1);
                st = ST_FILE_SLASH;
                i = at + 1;
                break;
            }
            if (base_is_file(s)) {
                base_file_host(s);
                if (c == '?' || c == '#' || c == -1) {
                    st = base_path_rest(s, c, at, &i);
                    break;
                }
                if (!starts_drive(s, i))
                    copy_base_segs(s, s->base->path.off,
                                   base_shortened(s));
                st = ST_PATH;
                break;
            }
            s->ps = s->n;
            st = ST_PATH;
            break;
        case ST_FILE_SLASH:
            if (c == '/' || c == '\\') {
                if (c == '\\')
                    vnote(s, URL1738__WV_BACKSLASH, at, 1);
                st = ST_FILE_HOST;
                i = at + 1;
                break;
            }
            if (base_is_file(s)) {
                base_file_host(s);
                if (!starts_drive(s, i) && s->base->path.len >= 3) {
                    size_t b = s->base->path.off, e = b + s->base->path.len;

                    k = b + 1;
                    while (k < e && s->bh[k] != '/')
                        k++;
                    if (k - b == 3 && is_alpha((unsigned char)s->bh[b + 1])
                        && s->bh[b + 2] == ':')
                        copy_base_segs(s, b, k);
                }
            } else
                s->ps = s->n;
            st = ST_PATH;
            break;
        case ST_FILE_HOST:
            j = i;
            while (j < s->e) {
                unsigned char x = (unsigned char)s->p[j];

                if (x == '/' || x == '\\' || x == '?' || x == '#')
                    break;
                j++;
            }
            if (drive(s, i, j)) {
                vnote(s, URL1738__WV_DRIVE_HOST, i, j - i);
                s->ps = s->n;
                st = ST_PATH;   /* the buffer is the path's first segment */
                break;
            }
            if (peek(s, i, &at) != -1 && at < j) {
                int localhost;

                if (host_parse(s, i, j, &localhost) != 0)
                    return;
                if (localhost) {
                    s->n = s->u.host.off;
                    s->u.host_type = URL1738_WHATWG_HOST_EMPTY;
                }
                s->u.host.len = s->n - s->u.host.off;
            }
            i = j;
            st = ST_PATH_START;
            break;
        case ST_PATH_START:
            s->ps = s->n;
            if (s->special) {
                if (c == '/' || c == '\\')
                    i = at + 1;
                if (c == '\\')
                    vnote(s, URL1738__WV_BACKSLASH, at, 1);
                st = ST_PATH;
            } else if (c == '?') {
                st = ST_QUERY;
                i = at + 1;
            } else if (c == '#') {
                st = ST_FRAGMENT;
                i = at + 1;
            } else if (c != -1) {
                if (c == '/')
                    i = at + 1;
                st = ST_PATH;
            } else
                st = ST_DONE;
            break;
        case ST_PATH:
            j = path_state(s, i);
            c = peek(s, j, &at);
            st = after_path(c, at, &i);
            break;
        case ST_OPAQUE_PATH:
            s->u.username.off = s->u.password.off = s->n;
            s->u.opaque_path = 1;
            s->ps = s->n;
            j = i;
            while (j < s->e && s->p[j] != '?' && s->p[j] != '#')
                j++;
            /* a space followed by '?' or '#' is "%20" */
            k = j;
            while (k > i && tabnl((unsigned char)s->p[k - 1]))
                k--;
            if (s->nt != NULL)
                units(s, i, j);
            if (j < s->e && k > i && s->p[k - 1] == ' ') {
                enc(s, i, k - 1, S_C0, 0);
                puts_(s, "%20", 3);
            } else
                enc(s, i, j, S_C0, 0);
            c = j < s->e ? (unsigned char)s->p[j] : -1;
            st = after_path(c, j, &i);
            break;
        case ST_QUERY:
            s->u.path.off = s->ps;
            put(s, '?');
            s->u.query.off = s->n;
            j = i;
            while (j < s->e && s->p[j] != '#')
                j++;
            if (s->nt != NULL)
                units(s, i, j);
            enc(s, i, j, s->special ? S_SQUERY : S_QUERY, 0);
            s->u.query.len = s->n - s->u.query.off;
            if (j < s->e) {
                st = ST_FRAGMENT;
                i = j + 1;
            } else
                st = ST_DONE;
            break;
        case ST_FRAGMENT:
            put(s, '#');
            s->u.fragment.off = s->n;
            if (s->nt != NULL)
                units(s, i, s->e);
            enc(s, i, s->e, S_FRAG, 0);
            s->u.fragment.len = s->n - s->u.fragment.off;
            st = ST_DONE;
            break;
        case ST_DONE:
            break;
        }
    }
}

/* ===== The common shape at once ===== */

/*
 * The common shape, "scheme://host[:port][/path][?query][#fragment]" of a
 * special scheme but file, in ASCII without controls, with a domain of
 * letters, digits, '-' and '.' that does not end in a number, and no dot
 * segment, backslash or empty port, is read at once: each byte looked at
 * once and written once, the scheme and host lower-cased, the port
 * without its zeros (none when the default), the path, query and
 * fragment percent-encoded by their sets (pct_sets), "/" for an empty
 * path, as the states would. Any other input goes to the states, which
 * decide. Two ways, each at a CPU level chosen once (grammar/cpu.h):
 * fast_web(), a byte a step (eight while none needs attention), the
 * reference; and fast_vec() on SSSE3 and AVX2, which classifies the
 * input 16 or 32 bytes a step with the grammar's classifier
 * (grammar/classify_x86.h) while copying it whole into the output, then
 * lower-cases the scheme and host in place, and goes on a byte a step
 * (fast_after_host(), fast_path_on()) only from the first byte that needs
 * attention, if any. t_whatwg_fast holds every level to the states.
 */

/* Whether the path segment beginning at p[i] (to '/', '\\', '?', '#' or
 * e) is a "." or ".." one (its first byte is '.' or '%'). */
static int fast_dots(const unsigned char *p, size_t i, size_t e)
{
    size_t k = i;

    while (k < e && k - i < 7 && p[k] != '/' && p[k] != '\\' && p[k] != '?'
           && p[k] != '#')
        k++;
    return dots((const char *)p, i, k) != 0;
}

/* Copies p[*i..e) to d[*n..) up to the first byte with a mark of stop
 * (pct_sets), eight bytes a step while none has one. */
static inline void fast_copy(const unsigned char *p, size_t *i, size_t e,
                             char *d, size_t *n, unsigned stop)
{
    size_t k = *i, m = *n;

    while (e - k >= 8
           && !((pct_sets[p[k]] | pct_sets[p[k + 1]] | pct_sets[p[k + 2]]
                 | pct_sets[p[k + 3]] | pct_sets[p[k + 4]]
                 | pct_sets[p[k + 5]] | pct_sets[p[k + 6]]
                 | pct_sets[p[k + 7]])
                & stop)) {
        memcpy(d + m, p + k, 8);
        k += 8;
        m += 8;
    }
    while (k < e && !(pct_sets[p[k]] & stop))
        d[m++] = (char)p[k++];
    *i = k;
    *n = m;
}

/* "%XX" of c at d[*n]. */
static inline void fast_pct(char *d, size_t *n, unsigned c)
{
    static const char hx[] = "0123456789ABCDEF";

    d[*n] = '%';
    d[*n + 1] = hx[c >> 4];
    d[*n + 2] = hx[c & 15];
    *n += 3;
}

/* The scheme at p[0..left): its letters lower-cased into d[0..*len);
 * its entry in specials, or -1. */
static int fast_scheme(const unsigned char *p, size_t left, char *d,
                       size_t *len)
{
    size_t n = 0, k;

    while (n < left && n < 6 && is_alpha(p[n])) {
        d[n] = (char)(p[n] | 0x20);
        n++;
    }
    *len = n;
    for (k = 0; k < sizeof specials / sizeof specials[0]; k++)
        if (n == specials[k].len && memcmp(d, specials[k].name, n) == 0)
            return (int)k;
    return -1;
}

/*
 * From p[i], inside the path (after its first '/'), d[0..n) written and
 * u's members but path.len, query, fragment and href set: the rest of the
 * path, the query and the fragment. Returns 1 with the href in d[0..*np)
 * and u complete but for its size; 0 when the input is not of the
 * shape.
 */
static inline int fast_path_on(const unsigned char *p, size_t i, size_t e,
                               char *d, size_t n,
                               struct url1738_whatwg *u, size_t *np)
{
    unsigned c;

    /* '/' is copied as it is, '\\' written '/'; a segment beginning with
     * '.' or '%' may be a dot segment: the states remove it */
    for (;;) {
        fast_copy(p, &i, e, d, &n, S_PATH | F_SEP | F_OUT | F_DOT);
        if (i == e || (c = p[i]) == '?' || c == '#')
            break;
        if (pct_sets[c] & F_DOT) {
            if ((p[i - 1] == '/' || p[i - 1] == '\\') && fast_dots(p, i, e))
                return 0;
            d[n++] = (char)c;
            i++;
            continue;
        }
        if (pct_sets[c] & F_SEP) { /* '\\' is '/' in a special URL */
            d[n++] = '/';
            i++;
            continue;
        }
        if (pct_sets[c] & F_OUT)
            return 0;
        fast_pct(d, &n, c);
        i++;
    }
    u->path.len = n - u->path.off;
    u->query.off = u->fragment.off = URL1738_ABSENT;
    u->query.len = u->fragment.len = 0;
    if (i < e && p[i] == '?') {
        d[n++] = '?';
        u->query.off = n;
        for (i++;;) {
            fast_copy(p, &i, e, d, &n, S_SQUERY | F_OUT);
            if (i == e || (c = p[i]) == '#')
                break;
            if (pct_sets[c] & F_OUT)
                return 0;
            fast_pct(d, &n, c);
            i++;
        }
        u->query.len = n - u->query.off;
    }
    if (i < e) {                        /* '#' */
        d[n++] = '#';
        u->fragment.off = n;
        for (i++;;) {
            fast_copy(p, &i, e, d, &n, S_FRAG | F_OUT);
            if (i == e)
                break;
            if (pct_sets[c = p[i]] & F_OUT)
                return 0;
            fast_pct(d, &n, c);
            i++;
        }
        u->fragment.len = n - u->fragment.off;
    }
    u->href.off = 0;
    u->href.len = n;
    *np = n;
    return 1;
}

/* From the host's end p[i] (d[0..n) written: scheme, "//", host): the
 * port, then the path on (fast_path_on). dport: the scheme's. */
static inline int fast_after_host(const unsigned char *p, size_t i,
                                  size_t e, char *d, size_t n,
                                  unsigned dport, struct url1738_whatwg *u,
                                  size_t *np)
{
    unsigned port = 0;
    size_t k;

    u->port.off = URL1738_ABSENT;
    u->port.len = 0;
    u->port_number = 0;
    if (i < e && p[i] == ':') {
        for (k = ++i; i < e && (unsigned)p[i] - '0' < 10u; i++)
            if ((port = port * 10 + ((unsigned)p[i] - '0')) > 65535)
                return 0;
        if (i == k)
            return 0;
        if (port != dport) {
            char t[5];

            d[n++] = ':';
            u->port.off = n;
            u->port_number = port;
            k = 0;
            do
                t[k++] = (char)('0' + port % 10);
            while ((port /= 10) != 0);
            while (k > 0)
                d[n++] = t[--k];
            u->port.len = n - u->port.off;
        }
    }
    if (i < e && p[i] != '/' && p[i] != '\\' && p[i] != '?' && p[i] != '#')
        return 0;
    /* the path: "/" when empty */
    u->path.off = n;
    d[n++] = '/';
    if (i < e && (p[i] == '/' || p[i] == '\\'))
        i++;
    return fast_path_on(p, i, e, d, n, u, np);
}

/* The members of a URL of the common shape that do not depend on its
 * bytes past the scheme. */
static inline void fast_kind(struct url1738_whatwg *u, unsigned dport)
{
    u->host_type = URL1738_WHATWG_HOST_DOMAIN;
    u->special = 1;
    u->opaque_path = 0;
    u->default_port = dport;
}

/*
 * The common shape a byte a step (see above): the reference. d holds at
 * least 3 * (e - b) + 8 bytes. Returns 1 with the href in d[0..*np) and u
 * filled but for its size; 0 when the input is not of this shape
 * (nothing decided: the states read it; u and d may have been written).
 */
static int fast_web(const char *in, size_t b, size_t e, char *d,
                    size_t *np, struct url1738_whatwg *u)
{
    const unsigned char *p = (const unsigned char *)in;
    size_t i = b, n, hb, lab;
    int kind = fast_scheme(p + b, e - b, d, &n);

    i += n;
    if (kind < 0 || kind == FILE_KIND || e - i < 3 || p[i] != ':'
        || p[i + 1] != '/' || p[i + 2] != '/')
        return 0;
    u->scheme.off = 0;
    u->scheme.len = n;
    memcpy(d + n, "://", 3);
    n += 3;
    i += 3;
    /* the host: a domain that does not end in a number */
    hb = n;
    while (e - i >= 8
           && ((pct_sets[p[i]] & pct_sets[p[i + 1]] & pct_sets[p[i + 2]]
                & pct_sets[p[i + 3]] & pct_sets[p[i + 4]]
                & pct_sets[p[i + 5]] & pct_sets[p[i + 6]]
                & pct_sets[p[i + 7]])
               & F_HOST)) {
        uint64_t v;

        memcpy(&v, p + i, 8);
        v |= 0x2020202020202020u;
        memcpy(d + n, &v, 8);
        i += 8;
        n += 8;
    }
    while (i < e && (pct_sets[p[i]] & F_HOST))
        d[n++] = (char)(p[i++] | 0x20);
    /* a last label that is a number ends in a digit, a-f or x */
    if (n == hb || d[n - 1] == '.')
        return 0;
    if ((unsigned)(unsigned char)d[n - 1] - '0' < 10u
        || (unsigned)(unsigned char)d[n - 1] - 'a' < 6u || d[n - 1] == 'x') {
        for (lab = n; lab > hb && d[lab - 1] != '.'; lab--)
            ;
        if ((unsigned)(unsigned char)d[lab] - '0' < 10u)
            return 0;
    }
    u->username.off = u->password.off = hb;
    u->username.len = u->password.len = 0;
    u->host.off = hb;
    u->host.len = n - hb;
    fast_kind(u, specials[kind].port);
    return fast_after_host(p, i, e, d, n, specials[kind].port, u, np);
}

#if URL1738__S1_X86
#define ALWAYS_INLINE static inline __attribute__((always_inline))

/* The masks of a window of 64 input bytes (bit k: byte w + k; 0 at and
 * past the input's end). out: the bytes outside RFC 3986's path bytes
 * (hpath and '~'), which holds every byte a path, query or fragment may
 * need to look at ('%', '?', '#', '\\', the bytes the sets encode,
 * controls, non-ASCII) but '.' (a dot segment's) and '\'' (the
 * special-query set's, which the query's own loop sees). */
struct fwin {
    uint64_t host;  /* C_HOST: alphadigit '-' '.'                   */
    uint64_t out;
    uint64_t slash, dot;
};

/* One step's masks (16 or 32 bytes). */
struct fstep {
    uint32_t host, out, slash, dot;
};

/* Joins a step's masks, bits [sh, 32) of it, in at bit k. */
ALWAYS_INLINE void fjoin(struct fwin *m, const struct fstep *t, size_t sh,
                         size_t k)
{
    m->host |= (uint64_t)(t->host >> sh) << k;
    m->out |= (uint64_t)(t->out >> sh) << k;
    m->slash |= (uint64_t)(t->slash >> sh) << k;
    m->dot |= (uint64_t)(t->dot >> sh) << k;
}

/* 0x20 under bytes [0, h) of a window, 0 under the rest: the 32 (or
 * 16) bytes at fast_lc + 64 - h + k are the mask of the window's bytes
 * [k, k + 32), for h <= 64 and any k with 0 <= 64 - h + k <= 96. */
static const unsigned char fast_lc[128] = {
    0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20,
    0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20,
    0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20,
    0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20,
    0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20,
    0x20, 0x20, 0x20, 0x20
};

/* Bytes [0, k) of a 64-bit mask, k < 64. */
ALWAYS_INLINE uint64_t fbelow(size_t k)
{
    return ((uint64_t)1 << k) - 1;
}

/*
 * The scheme and the host on the first window's masks m (n >= 16): the
 * host's end h (its first byte is *s), with the scheme's length in *len
 * and its entry of specials in *kind; 0 when the input is not of the
 * shape (the states read it); 64 when the host reaches the window's end
 * (fast_web decides). The host's bytes up to *h0 are letters, digits,
 * '-' and '.' (C_HOST): lower-cased by | 0x20; those from *h0 to h
 * (rarely any) other ASCII bytes a domain may hold ('_', '"', ...), read
 * a byte a step.
 */
ALWAYS_INLINE size_t fast_head(const unsigned char *p, size_t n,
                               const struct fwin *m, size_t *len, size_t *s,
                               size_t *kind, size_t *h0)
{
    uint64_t v, key, dots;
    size_t l, k, h, lab;

    /* letters up to "://", a special scheme but file: a word compare
     * with each entry of specials (the name NUL padded; a lower-cased
     * digit, '-' or '.' equals no letter) */
    l = (size_t)__builtin_ctzll(~m->host | 0x40);
    if (l - 2 > 3) /* 2 to 5 bytes */
        return 0;
    memcpy(&v, p, 8);
    key = (v | (0x2020202020202020u & fbelow(8 * l)))
          & (l == 5 ? ~(uint64_t)0 : fbelow(8 * l + 24));
    for (k = 0;; k++) {
        uint64_t name;

        if (k == FILE_KIND)
            return 0;
        memcpy(&name, specials[k].name, 8);
        if (l == specials[k].len
            && key == (name | ((uint64_t)0x2f2f3a << (8 * l))))
            break;
    }
    /* a domain that does not end in a number (here: whose last label
     * does not begin with a digit) */
    *len = l;
    *kind = k;
    *s = l + 3;
    h = l + 3 + (size_t)__builtin_ctzll(~(m->host >> (l + 3)));
    *h0 = h;
    if (h < n && p[h] != '/' && p[h] != '?' && p[h] != '#' && p[h] != ':'
        && p[h] != '\\') {
        while (h < n && p[h] < 0x80 && !forbidden_domain(p[h]))
            h++;
        if (h >= 63)
            return 64;
        /* the last label: from the last '.' on */
        for (lab = h; lab > l + 3 && p[lab - 1] != '.'; lab--)
            ;
        return h == l + 3 || p[h - 1] == '.' || (unsigned)p[lab] - '0' < 10u
                   ? 0
                   : h;
    }
    if (h >= 64)
        return 64;
    if (h == l + 3 || p[h - 1] == '.')
        return 0;
    dots = m->dot & fbelow(h) & ~fbelow(l + 3);
    lab = dots != 0 ? 64 - (size_t)__builtin_clzll(dots) : l + 3;
    return (unsigned)p[lab] - '0' < 10u ? 0 : h;
}

/* After the first window (masks m, d[0..h) the scheme and host
 * lower-cased, d[h..min(n, 64)) the input's bytes): the rest. The
 * bytes past the first window are copied to d and classified by
 * more(), up to the first that needs attention (the input's end:
 * n). */
ALWAYS_INLINE int fast_rest(const unsigned char *p, size_t n, char *d,
                            const struct fwin *m, size_t len, size_t s,
                            size_t h, unsigned dport,
                            size_t (*more)(const unsigned char *, size_t,
                                           char *, uint64_t),
                            struct url1738_whatwg *u, size_t *np)
{
    uint64_t att;
    size_t t;

    u->scheme.off = 0;
    u->scheme.len = len;
    u->username.off = u->password.off = s;
    u->username.len = u->password.len = 0;
    u->host.off = s;
    u->host.len = h - s;
    fast_kind(u, dport);
    if (h == n || p[h] != '/')
        return fast_after_host(p, h, n, d, h, dport, u, np);
    u->port.off = URL1738_ABSENT;
    u->port.len = 0;
    u->port_number = 0;
    u->path.off = h;
    /* the first byte after the path's '/' that needs attention */
    att = (m->out | ((m->slash << 1) & m->dot)) & (~(uint64_t)1 << h);
    if (att != 0)
        t = (size_t)__builtin_ctzll(att);
    else if (n > 64)
        t = more(p, n, d, m->slash >> 63);
    else
        t = n;
    if (t < n)
        return fast_path_on(p, t, n, d, t, u, np);
    u->path.len = n - h;
    u->query.off = u->fragment.off = URL1738_ABSENT;
    u->query.len = u->fragment.len = 0;
    u->href.off = 0;
    u->href.len = n;
    *np = n;
    return 1;
}

AVX2 ALWAYS_INLINE void fstep_avx2(__m256i x, struct fstep *r)
{
    __m256i t = nib_avx2(x);

    r->host = ~NOT_IN_mm256(t, host);
    r->out = (uint32_t)_mm256_movemask_epi8(_mm256_andnot_si256(
        _mm256_cmpeq_epi8(x, K256(tilde)),
        _mm256_cmpeq_epi8(_mm256_and_si256(t, K256(hpath)),
                          _mm256_setzero_si256())));
    r->slash = EQ256(x, slash);
    r->dot = EQ256(x, dot);
}

#define LOADU256(q) _mm256_loadu_si256((const __m256i *)(const void *)(q))
#define STOREU256(q, x) _mm256_storeu_si256((__m256i *)(void *)(q), x)
#define LOADU128(q) _mm_loadu_si128((const __m128i *)(const void *)(q))
#define STOREU128(q, x) _mm_storeu_si128((__m128i *)(void *)(q), x)

/* Copies the n < 32 bytes at s to d (in at most two overlapping moves
 * of 16 bytes or fewer: never past either end). */
ALWAYS_INLINE void fcopy_tail(char *d, const unsigned char *s, size_t n)
{
    if (n >= 16) {
        memcpy(d, s, 16);
        memcpy(d + n - 16, s + n - 16, 16);
    } else {
        url1738__copy_short(d, (const char *)s, n);
    }
}

/* The windows past the first (n > 64): each copied to d and classified,
 * 32 bytes a step (the last step the input's last 32 bytes), up to the
 * first byte that needs attention in a path (out, or a '.' after a '/';
 * carry: whether byte 63 is a '/'); n when none does. */
AVX2 __attribute__((noinline)) static size_t fmore_avx2(
    const unsigned char *p, size_t n, char *d, uint64_t carry)
{
    struct fstep t;
    size_t j, at;

    for (j = 64; j < n; j += 32) {
        __m256i x;
        uint32_t att;

        at = n - j >= 32 ? j : n - 32;
        x = LOADU256(p + at);
        if (at == j)
            STOREU256(d + at, x);
        else /* not over d[at..j): the host there is lower-cased */
            fcopy_tail(d + j, p + j, n - j);
        fstep_avx2(x, &t);
        att = (t.out | (((t.slash << 1) | (uint32_t)carry) & t.dot))
              >> (j - at);
        if (att != 0)
            return j + (size_t)__builtin_ctz(att);
        carry = t.slash >> 31;
    }
    return n;
}

/*
 * The common shape on AVX2: fast_web()'s contract, d holding at least
 * 3 * (e - b) + 16 bytes. The first 64 bytes (two steps of 32, or of
 * 16 for an input under 32 bytes: the second the input's last bytes)
 * are classified, and stored into d with the scheme and host
 * lower-cased; d is the href when no byte after the host needs
 * attention, the path is not empty and there is no port; else the
 * bytes from the first that needs it on are read a byte a step.
 */
AVX2 ALWAYS_INLINE int fast_web_avx2(const char *in, size_t b, size_t e,
                                     char *d, size_t *np,
                                     struct url1738_whatwg *u)
{
    const unsigned char *p = (const unsigned char *)in + b;
    size_t n = e - b, at, len, s, h, h0, kind;
    struct fstep t0, t1;
    struct fwin m;
    __m256i x0, x1;

    if (n < 16)
        return fast_web(in, b, e, d, np, u);
    if (n >= 32) {
        at = n < 64 ? n - 32 : 32;
        x0 = LOADU256(p);
        x1 = LOADU256(p + at);
        fstep_avx2(x0, &t0);
        fstep_avx2(x1, &t1);
        m.host = t0.host | (uint64_t)t1.host << at;
        m.out = t0.out | (uint64_t)t1.out << at;
        m.slash = t0.slash | (uint64_t)t1.slash << at;
        m.dot = t0.dot | (uint64_t)t1.dot << at;
    } else { /* bytes [0, 16) and [n - 16, n) in one step */
        x0 = _mm256_inserti128_si256(_mm256_castsi128_si256(LOADU128(p)),
                                     LOADU128(p + n - 16), 1);
        fstep_avx2(x0, &t0);
        at = n - 16;
        m.host = (t0.host & 0xffffu) | (uint64_t)(t0.host >> 16) << at;
        m.out = (t0.out & 0xffffu) | (uint64_t)(t0.out >> 16) << at;
        m.slash = (t0.slash & 0xffffu) | (uint64_t)(t0.slash >> 16) << at;
        m.dot = (t0.dot & 0xffffu) | (uint64_t)(t0.dot >> 16) << at;
        x1 = x0;
    }
    h = fast_head(p, n, &m, &len, &s, &kind, &h0);
    if (h == 0)
        return 0;
    if (h == 64)
        return fast_web(in, b, e, d, np, u);
    /* the bytes as they are, the scheme and host lower-cased */
    if (n >= 32) {
        STOREU256(d, _mm256_or_si256(x0, LOADU256(fast_lc + 64 - h0)));
        STOREU256(d + at,
                  _mm256_or_si256(x1, LOADU256(fast_lc + 64 - h0 + at)));
    } else {
        STOREU128(d, _mm_or_si128(_mm256_castsi256_si128(x0),
                                  LOADU128(fast_lc + 64 - h0)));
        STOREU128(d + at, _mm_or_si128(_mm256_extracti128_si256(x1, 1),
                                       LOADU128(fast_lc + 64 - h0 + at)));
    }
    for (; h0 < h; h0++)
        d[h0] = (char)lower(p[h0]);
    return fast_rest(p, n, d, &m, len, s, h, specials[kind].port,
                     fmore_avx2, u, np);
}

SSSE3 ALWAYS_INLINE void fstep_ssse3(__m128i x, struct fstep *r)
{
    __m128i t = nib_ssse3(x);

    r->host = ~NOT_IN_mm(t, host) & 0xffffu;
    r->out = (uint32_t)_mm_movemask_epi8(_mm_andnot_si128(
        _mm_cmpeq_epi8(x, K128(tilde)),
        _mm_cmpeq_epi8(_mm_and_si128(t, K128(hpath)), _mm_setzero_si128())));
    r->slash = EQ128(x, slash);
    r->dot = EQ128(x, dot);
}

/* fmore_avx2 16 bytes a step. */
SSSE3 __attribute__((noinline)) static size_t fmore_ssse3(
    const unsigned char *p, size_t n, char *d, uint64_t carry)
{
    struct fstep t;
    size_t j, at;

    for (j = 64; j < n; j += 16) {
        __m128i x;
        uint32_t att;

        at = n - j >= 16 ? j : n - 16;
        x = LOADU128(p + at);
        if (at == j)
            STOREU128(d + at, x);
        else /* not over d[at..j): the host there is lower-cased */
            url1738__copy_short(d + j, (const char *)p + j, n - j);
        fstep_ssse3(x, &t);
        att = (t.out | (((t.slash << 1) | (uint32_t)carry) & t.dot))
              >> (j - at);
        if (att != 0)
            return j + (size_t)__builtin_ctz(att);
        carry = (t.slash >> 15) & 1u;
    }
    return n;
}

/* fast_web_avx2 16 bytes a step: the first window's steps at 0, 16, 32
 * and 48, the last of them the input's last 16 bytes. */
SSSE3 ALWAYS_INLINE int fast_web_ssse3(const char *in, size_t b, size_t e,
                                       char *d, size_t *np,
                                       struct url1738_whatwg *u)
{
    const unsigned char *p = (const unsigned char *)in + b;
    size_t n = e - b, len, s, h, h0, kind, j, at;
    struct fstep t;
    struct fwin m = { 0, 0, 0, 0 };

    if (n < 16)
        return fast_web(in, b, e, d, np, u);
    for (j = 0; j < n && j < 64; j += 16) {
        at = n - j >= 16 ? j : n - 16;
        fstep_ssse3(LOADU128(p + at), &t);
        fjoin(&m, &t, j - at, j);
    }
    h = fast_head(p, n, &m, &len, &s, &kind, &h0);
    if (h == 0)
        return 0;
    if (h == 64)
        return fast_web(in, b, e, d, np, u);
    for (j = 0; j < n && j < 64; j += 16) {
        at = n - j >= 16 ? j : n - 16;
        STOREU128(d + at, _mm_or_si128(LOADU128(p + at),
                                       LOADU128(fast_lc + 64 - h0 + at)));
    }
    for (; h0 < h; h0++)
        d[h0] = (char)lower(p[h0]);
    return fast_rest(p, n, d, &m, len, s, h, specials[kind].port,
                     fmore_ssse3, u, np);
}
#endif

/* ===== The API ===== */

const char *url1738_whatwg_host_name(enum url1738_whatwg_host t)
{
    switch (t) {
    case URL1738_WHATWG_HOST_DOMAIN: return "domain";
    case URL1738_WHATWG_HOST_IPV4: return "ipv4";
    case URL1738_WHATWG_HOST_IPV6: return "ipv6";
    case URL1738_WHATWG_HOST_OPAQUE: return "opaque";
    case URL1738_WHATWG_HOST_EMPTY: return "empty";
    default: return NULL;
    }
}

static void set_err(struct url1738_error *err, enum url1738_code rc,
                    size_t off, const char *msg)
{
    if (err == NULL)
        return;
    err->code = rc;
    err->offset = off;
    err->message = msg != NULL ? msg : url1738_strerror((int)rc);
}

static const struct url1738_span absent = { URL1738_ABSENT, 0 };

static enum url1738_code states(
    const char *p, size_t len, size_t b, size_t e, const char *base_href,
    const struct url1738_whatwg *base, char *dst, size_t cap, size_t *need,
    struct url1738_whatwg *url, struct url1738_error *err,
    url1738__wv_fn nt, void *ntx);

typedef int fast_fn(const char *p, size_t b, size_t e, char *d,
                    size_t *np, struct url1738_whatwg *u);

/* url1738_whatwg_parse with the fast path fast (NULL: the states alone,
 * url1738__whatwg_parse_plain), inlined into each level's function. */
static inline __attribute__((always_inline)) enum url1738_code parse(
    const char *p, size_t len, const char *base_href,
    const struct url1738_whatwg *base, char *dst, size_t cap, size_t *need,
    struct url1738_whatwg *url, struct url1738_error *err, fast_fn *fast)
{
    size_t b, e;

    if (need != NULL)
        *need = 0;
    if ((p == NULL && len > 0) || (dst == NULL && cap > 0)
        || (base == NULL) != (base_href == NULL)
        || (url != NULL && url->size < sizeof(struct url1738_whatwg))
        || (base != NULL && base->size < sizeof(struct url1738_whatwg))) {
        if (cap > 0 && dst != NULL)
            dst[0] = '\0';
        set_err(err, URL1738_E_INVALID_ARG, 0,
                url != NULL && url->size < sizeof(struct url1738_whatwg)
                    ? N_("struct url1738_whatwg: its size member is not set "
                      "or too small: initialize it with URL1738_WHATWG_INIT")
                    : NULL);
        return URL1738_E_INVALID_ARG;
    }
    b = 0;
    e = len;
    while (b < e && (unsigned char)p[b] <= 0x20)
        b++;
    while (e > b && (unsigned char)p[e - 1] <= 0x20)
        e--;
    /* The common shape, when the buffer surely holds it. */
    if (fast != NULL && cap >= 16 && e - b <= (cap - 16) / 3) {
        struct url1738_whatwg f;
        size_t n;

        if (fast(p, b, e, dst, &n, url != NULL ? url : &f)) {
            dst[n] = '\0';
            if (need != NULL)
                *need = n;
            set_err(err, URL1738_OK, 0, NULL);
            return URL1738_OK;
        }
    }
    return states(p, len, b, e, base_href, base, dst, cap, need, url, err,
                  NULL, NULL);
}

#define PARSE_ARGS                                                         \
    const char *p, size_t len, const char *base_href,                      \
        const struct url1738_whatwg *base, char *dst, size_t cap,          \
        size_t *need, struct url1738_whatwg *url, struct url1738_error *err
#define PARSE_PASS p, len, base_href, base, dst, cap, need, url, err

typedef enum url1738_code parse_fn(PARSE_ARGS);

static enum url1738_code parse_scalar(PARSE_ARGS)
{
    return parse(PARSE_PASS, fast_web);
}

#if URL1738__S1_X86
/* Each level's parse, its fast path inlined (the masks in registers). */
AVX2 static enum url1738_code parse_avx2(PARSE_ARGS)
{
    return parse(PARSE_PASS, fast_web_avx2);
}

SSSE3 static enum url1738_code parse_ssse3(PARSE_ARGS)
{
    return parse(PARSE_PASS, fast_web_ssse3);
}

static inline parse_fn *pick_parse(enum url1738__cpu level)
{
    return level >= URL1738__CPU_AVX2    ? parse_avx2
           : level >= URL1738__CPU_SSSE3 ? parse_ssse3
                                         : parse_scalar;
}

/* url1738_whatwg_parse's body for this CPU, chosen once per process
 * (grammar/cpu.h). */
static parse_fn whatwg_parse_cpu;
URL1738__DISPATCH(whatwg_parse_cpu, parse_fn, pick_parse);

/* The fast path at each level, called (tests). */
AVX2 static int fast_call_avx2(const char *in, size_t b, size_t e, char *d,
                               size_t *np, struct url1738_whatwg *u)
{
    return fast_web_avx2(in, b, e, d, np, u);
}

SSSE3 static int fast_call_ssse3(const char *in, size_t b, size_t e,
                                 char *d, size_t *np,
                                 struct url1738_whatwg *u)
{
    return fast_web_ssse3(in, b, e, d, np, u);
}
#else
#define whatwg_parse_cpu parse_scalar
#endif

enum url1738_code url1738_whatwg_parse(
    const char *p, size_t len, const char *base_href,
    const struct url1738_whatwg *base, char *dst, size_t cap, size_t *need,
    struct url1738_whatwg *url, struct url1738_error *err)
{
    return whatwg_parse_cpu(PARSE_PASS);
}

enum url1738_code url1738__whatwg_parse_plain(
    const char *p, size_t len, const char *base_href,
    const struct url1738_whatwg *base, char *dst, size_t cap, size_t *need,
    struct url1738_whatwg *url, struct url1738_error *err)
{
    return parse(PARSE_PASS, NULL);
}

int url1738__whatwg_fast_with(enum url1738__cpu impl, const char *in,
                              size_t b, size_t e, char *d, size_t *np,
                              struct url1738_whatwg *u)
{
    if (!url1738__cpu_have(impl))
        return 0;
#if URL1738__S1_X86
    if (impl == URL1738__CPU_AVX2)
        return fast_call_avx2(in, b, e, d, np, u);
    if (impl == URL1738__CPU_SSSE3)
        return fast_call_ssse3(in, b, e, d, np, u);
#endif
    return fast_web(in, b, e, d, np, u);
}

/* The states (run()) on p[b..e), the input without its trimmed ends, and
 * the serialization's end; nt (with ntx) the validation errors' callback,
 * or NULL. The arguments are checked. */
static __attribute__((noinline)) enum url1738_code states(
    const char *p, size_t len, size_t b, size_t e, const char *base_href,
    const struct url1738_whatwg *base, char *dst, size_t cap, size_t *need,
    struct url1738_whatwg *url, struct url1738_error *err,
    url1738__wv_fn nt, void *ntx)
{
    struct w s;
    size_t path_end, shift;

    memset(&s, 0, sizeof s);
    s.p = p;
    s.b = b;
    s.e = e;
    s.d = dst;
    s.cap = cap;
    s.bh = base_href;
    s.base = base;
    s.u.size = sizeof s.u;
    s.u.host = s.u.port = s.u.query = s.u.fragment = absent;
    s.ev_b = (size_t)-1;
    s.rc = URL1738_OK;
    s.ps = (size_t)-1;
    s.nt = nt;
    s.ntx = ntx;
    if (nt != NULL) {
        size_t k;

        if (b > 0)
            nt(ntx, URL1738__WV_EDGE, 0, b);
        for (k = b; k < e; k++)
            if (tabnl((unsigned char)p[k]))
                nt(ntx, URL1738__WV_TABNL, k, 1);
        if (e < len)
            nt(ntx, URL1738__WV_EDGE, e, len - e);
    }
    run(&s);
    if (s.rc != URL1738_OK) {
        if (cap > 0)
            dst[0] = '\0';
        set_err(err, s.rc, s.eoff, s.msg);
        return s.rc;
    }
    /* the path's span: from ps to the query or fragment */
    path_end = url1738_present(s.u.query) ? s.u.query.off - 1
               : url1738_present(s.u.fragment) ? s.u.fragment.off - 1
                                               : s.n;
    if (s.ps == (size_t)-1)
        s.ps = path_end;
    s.u.path.off = s.ps;
    s.u.path.len = path_end - s.ps;
    /* "/." when there is no host and the path begins with "//" */
    shift = 0;
    if (s.u.host_type == URL1738_WHATWG_HOST_NULL && !s.u.opaque_path
        && s.depth > 1 && s.first_empty) {
        size_t top = s.n < cap ? s.n : cap, q;

        shift = 2;
        for (q = top; q-- > s.ps;)
            if (q + 2 < cap)
                dst[q + 2] = dst[q];
        if (s.ps < cap)
            dst[s.ps] = '/';
        if (s.ps + 1 < cap)
            dst[s.ps + 1] = '.';
        s.n += 2;
        s.u.path.off += 2;
        if (url1738_present(s.u.query))
            s.u.query.off += 2;
        if (url1738_present(s.u.fragment))
            s.u.fragment.off += 2;
    }
    if (need != NULL)
        *need = s.n;
    if (s.n > cap) {
        set_err(err, URL1738_E_NOSPACE, 0, NULL);
        return URL1738_E_NOSPACE;
    }
    if (s.n < cap)
        dst[s.n] = '\0';
    s.u.href.off = 0;
    s.u.href.len = s.n;
    s.u.special = s.special;
    s.u.default_port = s.dport;
    if (!url1738_present(s.u.port))
        s.u.port_number = 0;
    if (url != NULL) {
        size_t keep = url->size;

        *url = s.u;
        url->size = keep;
    }
    set_err(err, URL1738_OK, 0, NULL);
    (void)shift;
    return URL1738_OK;
}


int url1738__whatwg_clean(const char *p, size_t len)
{
    const unsigned char *u = (const unsigned char *)p;
    char d[2048];
    size_t i, n, c, k;
    struct url1738_whatwg f = URL1738_WHATWG_INIT;
    int hash = 0;

    if (p == NULL || len == 0 || len > (sizeof d - 16) / 3)
        return 0;
    /* no invalid-URL-unit (nor tab, newline, C0 control or space, nor
     * backslash): every byte a URL code point, but the first '#' and the
     * escapes */
    for (i = 0; i < len; i++) {
        if (url_ascii_cp(u[i]))
            continue;
        if (u[i] == '#' && !hash)
            hash = 1;
        else if (u[i] == '%' && i + 2 < len && is_hex(u[i + 1])
                 && is_hex(u[i + 2]))
            i += 2;
        else
            return 0;
    }
    /* a special scheme but file, then exactly "//" and a host: no
     * missing solidus, no drive letter host */
    for (c = 0; c < len && u[c] != ':'; c++)
        ;
    if (c + 3 >= len || u[c + 1] != '/' || u[c + 2] != '/'
        || u[c + 3] == '/')
        return 0;
    /* no '@' in the authority: no credentials */
    for (k = c + 3; k < len && u[k] != '/' && u[k] != '?' && u[k] != '#';
         k++)
        if (u[k] == '@')
            return 0;
    /* accepted, with a domain: no IPv4 part to note */
    if (url1738_whatwg_parse(p, len, NULL, NULL, d, sizeof d, &n, &f, NULL)
            != URL1738_OK
        || !f.special || f.host_type != URL1738_WHATWG_HOST_DOMAIN
        || (f.scheme.len == 4 && memcmp(d + f.scheme.off, "file", 4) == 0))
        return 0;
    return f.scheme.len == c;
}

enum url1738_code url1738__whatwg_validate(const char *p, size_t len,
                                           url1738__wv_fn fn, void *ctx,
                                           struct url1738_error *err)
{
    size_t need, b = 0, e = len;
    enum url1738_code rc;

    if (p == NULL && len > 0) {
        set_err(err, URL1738_E_INVALID_ARG, 0, NULL);
        return URL1738_E_INVALID_ARG;
    }
    while (b < e && (unsigned char)p[b] <= 0x20)
        b++;
    while (e > b && (unsigned char)p[e - 1] <= 0x20)
        e--;
    rc = states(p, len, b, e, NULL, NULL, NULL, 0, &need, NULL, err, fn, ctx);
    if (rc == URL1738_E_NOSPACE) {
        set_err(err, URL1738_OK, 0, NULL);
        rc = URL1738_OK;
    }
    return rc;
}

int url1738_whatwg_field(const char *href, const struct url1738_whatwg *u,
                         size_t i, const char **text, size_t *len)
{
    struct url1738_span sp;

    if (href == NULL || u == NULL || text == NULL || len == NULL)
        return -1;
    switch (i) {
    case URL1738_F_SCHEME: sp = u->scheme; break;
    case URL1738_F_USER: sp = u->username; break;
    case URL1738_F_PASSWORD: sp = u->password; break;
    case URL1738_F_HOST: sp = u->host; break;
    case URL1738_F_PORT: sp = u->port; break;
    case URL1738_F_PATH: sp = u->path; break;
    case URL1738_F_QUERY: sp = u->query; break;
    case URL1738_F_FRAGMENT: sp = u->fragment; break;
    case URL1738_F_HOST_TYPE:
        *text = url1738_whatwg_host_name(u->host_type);
        for (*len = 0; *text != NULL && (*text)[*len] != '\0'; ++*len)
            ;
        return *text != NULL;
    default:
        return -1;
    }
    if (!url1738_present(sp)) {
        *text = NULL;
        *len = 0;
        return 0;
    }
    *text = href + sp.off;
    *len = sp.len;
    return 1;
}

enum url1738_code url1738__whatwg_check(const char *p, size_t len,
                                        struct url1738_url *url,
                                        struct url1738_error *err)
{
    size_t need;
    enum url1738_code rc;

    if (url != NULL) {
        set_err(err, URL1738_E_INVALID_ARG, 0,
                N_("the WHATWG reading fills no struct url1738_url: read it "
                "with url1738_whatwg_parse()"));
        return URL1738_E_INVALID_ARG;
    }
    {
        /* a buffer for the common URL, which the fast path reads (a size
         * query goes through the states) */
        char d[2048];
        int small = len <= (sizeof d - 16) / 3;

        rc = url1738_whatwg_parse(p, len, NULL, NULL, small ? d : NULL,
                                  small ? sizeof d : 0, &need, NULL, err);
    }
    if (rc == URL1738_E_NOSPACE) {
        set_err(err, URL1738_OK, 0, NULL);
        rc = URL1738_OK;
    }
    return rc;
}
