/* SPDX-License-Identifier: MIT */
/*
 * encode.c - percent-encoding for each part of each scheme (2.2), and for
 * each component of RFC 3986 (its appendix A).
 *
 * RFC 1738 2.2: "Octets must be encoded if they have no corresponding
 * graphic character within the US-ASCII coded character set, if the use
 * of the corresponding character is unsafe, or if the corresponding
 * character is reserved for some other interpretation within the
 * particular URL scheme." Each part names the production class of
 * chars.c whose octets may stand raw; every other octet, and '%', is
 * escaped. RFC 3986 2.1, 2.4: a data octet outside the component's
 * allowed characters is written as pct-encoded; '%' always is.
 */
#include <stdint.h>
#include <string.h>

#include "ops/ops.h"
#include "grammar/write.h"
#include "grammar/classify_x86.h"
#include "grammar/scan.h"
#include "simd/stage1.h"
#include "i18n/gettext.h"

/* prod: the RFC 1738 class, 0 for a part RFC 1738 does not have;
 * prod3986: the RFC 3986 class (appendix A), 0 for a part it does not
 * have. user and password are RFC 3986's userinfo split at its first
 * ':' (cli-contract "Readings"), host a reg-name. */
static const struct {
    const char *name;
    unsigned prod;
    unsigned prod3986;
} parts[] = {
    /* RFC 3986 3.2.1: userinfo = *( unreserved / pct-encoded /
     * sub-delims / ":" ); the user ends at the first ':'. */
    [URL1738_PART_USER] = { "user", P_USER, P3_REGNAME },
    [URL1738_PART_PASSWORD] = { "password", P_USER, P3_USERINFO },
    /* RFC 3986 3.2.2: reg-name = *( unreserved / pct-encoded /
     * sub-delims ) */
    [URL1738_PART_HOST] = { "host", P_HOST, P3_REGNAME },
    [URL1738_PART_FTP_SEGMENT] = { "ftp_segment", P_FSEG, 0 },
    [URL1738_PART_HTTP_SEGMENT] = { "http_segment", P_HSEG, 0 },
    [URL1738_PART_HTTP_SEARCH] = { "http_search", P_HSEG, 0 },
    [URL1738_PART_GOPHER_TYPE] = { "gopher_type", P_XCHAR, 0 },
    [URL1738_PART_GOPHER_SELECTOR] = { "gopher_selector", P_XCHAR, 0 },
    [URL1738_PART_GOPHER_SEARCH] = { "gopher_search", P_XCHAR, 0 },
    [URL1738_PART_GOPHER_PLUS] = { "gopher_plus", P_XCHAR, 0 },
    [URL1738_PART_MAILTO_ADDRESS] = { "mailto_address", P_XCHAR, 0 },
    [URL1738_PART_NEWS_GROUP] = { "news_group", P_GROUP, 0 },
    [URL1738_PART_NEWS_ARTICLE] = { "news_article", P_ARTICLE, 0 },
    [URL1738_PART_NNTP_GROUP] = { "nntp_group", P_GROUP, 0 },
    [URL1738_PART_WAIS_DATABASE] = { "wais_database", P_UCHAR, 0 },
    [URL1738_PART_WAIS_SEARCH] = { "wais_search", P_HSEG, 0 },
    [URL1738_PART_WAIS_WTYPE] = { "wais_wtype", P_UCHAR, 0 },
    [URL1738_PART_WAIS_WPATH] = { "wais_wpath", P_UCHAR, 0 },
    [URL1738_PART_FILE_SEGMENT] = { "file_segment", P_FSEG, 0 },
    [URL1738_PART_PROSPERO_SEGMENT] = { "prospero_segment", P_FSEG, 0 },
    [URL1738_PART_PROSPERO_FIELDNAME] = { "prospero_fieldname", P_FIELD, 0 },
    [URL1738_PART_PROSPERO_FIELDVALUE] = { "prospero_fieldvalue", P_FIELD,
                                           0 },
    [URL1738_PART_XCHAR] = { "xchar", P_XCHAR, 0 },
    [URL1738_PART_UCHAR] = { "uchar", P_UCHAR, 0 },
    /* RFC 3986 only (appendix A). */
    [URL1738_PART_USERINFO] = { "userinfo", 0, P3_USERINFO },
    [URL1738_PART_REG_NAME] = { "reg_name", 0, P3_REGNAME },
    /* segment = *pchar ; pchar = unreserved / pct-encoded / sub-delims
     * / ":" / "@" */
    [URL1738_PART_SEGMENT] = { "segment", 0, P3_PCHAR },
    /* segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" ) */
    [URL1738_PART_SEGMENT_NZ_NC] = { "segment_nz_nc", 0, P3_SEGNC },
    /* path: segments and the "/" between them (3.3) */
    [URL1738_PART_PATH] = { "path", 0, P3_PATH },
    /* query = *( pchar / "/" / "?" ) ; fragment = *( pchar / "/" / "?" ) */
    [URL1738_PART_QUERY] = { "query", 0, P3_QUERY },
    [URL1738_PART_FRAGMENT] = { "fragment", 0, P3_QUERY },
};

#define NPARTS (sizeof parts / sizeof parts[0])

size_t url1738_part_count(void)
{
    return NPARTS;
}

const char *url1738_part_name(enum url1738_part part)
{
    return (unsigned)part < NPARTS ? parts[part].name : NULL;
}

int url1738_part_lookup(const char *name, size_t len)
{
    int i;
    size_t k;

    if (name == NULL)
        return -1;
    for (i = 0; i < (int)NPARTS; i++) {
        const char *s = parts[i].name;
        for (k = 0; k < len && s[k] != '\0' && s[k] == name[k]; k++)
            ;
        if (k == len && s[k] == '\0')
            return i;
    }
    return -1;
}

/* The class of part under spec, 0 when the reading has no such part. A
 * part of RFC 3986 only means the same under RFC 1738 (url1738_encode()
 * and url1738_must_escape() know no reading): its RFC 3986 class. */
static unsigned prod_of(enum url1738_spec spec, enum url1738_part part)
{
    if ((unsigned)part >= NPARTS)
        return 0;
    switch (spec) {
    case URL1738_SPEC_RFC1738:
        return parts[part].prod != 0 ? parts[part].prod
                                     : parts[part].prod3986;
    case URL1738_SPEC_RFC3986:
    case URL1738_SPEC_RFC3986_REFERENCE:
        return parts[part].prod3986;
    default:
        return 0;
    }
}

int url1738_must_escape(enum url1738_part part, unsigned char c)
{
    return url1738_must_escape_spec(URL1738_SPEC_RFC1738, part, c);
}

int url1738_must_escape_spec(enum url1738_spec spec, enum url1738_part part,
                             unsigned char c)
{
    unsigned prod = prod_of(spec, part);

    return prod == 0 || !url1738__is(c, prod);
}

/* The host of a message-id follows its last '@' (3.6: the unique part's
 * own '@'s are escaped): a host's octets are copied, anything else
 * there escaped so that decoding still gives the input back. */
static size_t find_article_host(const char *s, size_t len)
{
    size_t i = len;

    while (i > 0)
        if (s[--i] == '@')
            return i;
    return len;
}

/* The offset of the first '%' in p[0 .. n), or n: up to 15 bytes in one
 * or two compares (SSE2: the classifier's "%" constant), more by
 * memchr. */
static size_t first_percent(const char *p, size_t n)
{
    const char *hit;

#if URL1738__S1_X86
    if (n < 16) {
        const unsigned char *u = (const unsigned char *)p;
        uint32_t m = n >= 8 ? percent_8_15(u, n) : percent_0_7(u, n);
        return m != 0 ? (size_t)__builtin_ctz(m) : n;
    }
#endif
    hit = memchr(p, '%', n);
    return hit != NULL ? (size_t)(hit - p) : n;
}

void url1738__put_encoded3986(struct url1738__writer *k,
                              enum url1738_part part, const char *src,
                              size_t len)
{
    const unsigned char *s = (const unsigned char *)src;
    unsigned prod = parts[part].prod3986;
    size_t i = 0, e, r;
    /* The path, query and fragment classes are stage 1's runs (32 bytes
     * a step), which take escapes in: a "%" inside is escaped below. */
    int run = part == URL1738_PART_PATH ? (int)URL1738__RUN_PATH3986
              : part == URL1738_PART_QUERY || part == URL1738_PART_FRAGMENT
                  ? (int)URL1738__RUN_QUERY3986
                  : -1;

    while (i < len) {
        /* A run of bytes the part allows raw, copied whole. */
        if (run >= 0) {
            e = url1738__run(s, len, i, (enum url1738__run)run);
            while (i < e) {
                r = first_percent(src + i, e - i);
                url1738__w_put(k, src + i, r);
                i += r;
                if (i < e) {
                    url1738__w_put_escape(k, '%');
                    i++;
                }
            }
        } else {
            for (e = i; e < len && url1738__is(s[e], prod); e++)
                ;
            url1738__w_put(k, src + i, e - i);
            i = e;
        }
        if (i < len) {
            if (url1738__is(s[i], prod))
                url1738__w_putc(k, (char)s[i]);
            else
                url1738__w_put_escape(k, s[i]);
            i++;
        }
    }
}

void url1738__put_encoded(struct url1738__writer *k, enum url1738_part part,
                          const char *src, size_t len)
{
    const unsigned char *s = (const unsigned char *)src;
    size_t i, raw_from = len;
    unsigned prod = parts[part].prod;

    if (prod == 0) {
        url1738__put_encoded3986(k, part, src, len);
        return;
    }
    if (part == URL1738_PART_NEWS_ARTICLE)
        raw_from = find_article_host(src, len);
    for (i = 0; i < len; i++) {
        unsigned char c = s[i];
        if (i == raw_from
            || url1738__is(c, i > raw_from ? (unsigned)P_HOST : prod))
            url1738__w_putc(k, (char)c);
        else
            url1738__w_put_escape(k, c);
    }
}

size_t url1738__first_unencoded(enum url1738_spec spec,
                                enum url1738_part part, const char *src,
                                size_t len)
{
    const unsigned char *p = (const unsigned char *)src;
    unsigned prod = prod_of(spec, part);
    size_t i, bad;

    for (i = 0; i < len; i++) {
        if (p[i] == '%') {
            if (!url1738__escape_ok(p, i, len, &bad))
                return i;
            i += 2;
        } else if (!url1738__is(p[i], prod)) {
            return i;
        }
    }
    return len;
}

static const char *const host_msg =
    N_("a host holds only letters, digits, '-' and '.', and no escape");
static const char *const group_msg =
    N_("a newsgroup name is a letter, then letters, digits, '-', '.', '+' "
    "or '_', and no escape");

/* The first byte of s[from .. to) outside prod, or to. */
static size_t first_outside(const unsigned char *s, size_t from, size_t to,
                            unsigned prod)
{
    while (from < to && url1738__is(s[from], prod))
        from++;
    return from;
}

enum url1738_code url1738_encode_check(enum url1738_part part,
                                       const char *src, size_t len,
                                       struct url1738_error *err)
{
    const unsigned char *s = (const unsigned char *)src;
    size_t bad, at;

    if (prod_of(URL1738_SPEC_RFC1738, part) == 0
        || (src == NULL && len > 0))
        return url1738__report(err, URL1738_E_INVALID_ARG, 0);
    switch (part) {
    case URL1738_PART_HOST:
        /* 3.1: host = hostname | hostnumber, no escape in either. */
        bad = first_outside(s, 0, len, P_HOST);
        if (bad < len)
            return url1738__report_msg(err, URL1738_E_BUILD_VALUE, bad,
                                       host_msg);
        break;
    case URL1738_PART_NEWS_GROUP:
    case URL1738_PART_NNTP_GROUP:
        /* 3.6: group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ] */
        bad = len > 0 && url1738__is(s[0], P_ALPHA)
                  ? first_outside(s, 1, len, P_GROUP)
                  : 0;
        if (bad < len || len == 0)
            return url1738__report_msg(err, URL1738_E_BUILD_VALUE, bad,
                                       group_msg);
        break;
    case URL1738_PART_NEWS_ARTICLE:
        /* 3.6: article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ]
         * "@" host: the host after the last '@' is written as it is. */
        at = find_article_host(src, len);
        bad = at < len ? first_outside(s, at + 1, len, P_HOST) : len;
        if (bad < len)
            return url1738__report_msg(err, URL1738_E_BUILD_VALUE, bad,
                                       host_msg);
        break;
    default:
        break;
    }
    return url1738__report(err, URL1738_OK, 0);
}

enum url1738_code url1738_encode(enum url1738_part part, const char *src,
                                 size_t len, char *dst, size_t cap,
                                 size_t *need)
{
    struct url1738__writer k;
    enum url1738_code rc;

    if (url1738__w_start(&k, dst, cap) != URL1738_OK
        || prod_of(URL1738_SPEC_RFC1738, part) == 0
        || (src == NULL && len > 0))
        return url1738__w_fail(&k, need, URL1738_E_INVALID_ARG);
    rc = url1738_encode_check(part, src, len, NULL);
    if (rc != URL1738_OK)
        return url1738__w_fail(&k, need, rc);
    url1738__put_encoded(&k, part, src, len);
    return url1738__w_end(&k, need, NULL);
}

static const char *const reading_msg =
    N_("this part is not one of the reading's (RFC 1738 or RFC 3986)");

enum url1738_code url1738_encode_check_spec(enum url1738_spec spec,
                                            enum url1738_part part,
                                            const char *src, size_t len,
                                            struct url1738_error *err)
{
    if (spec == URL1738_SPEC_RFC1738)
        return url1738_encode_check(part, src, len, err);
    if (src == NULL && len > 0)
        return url1738__report(err, URL1738_E_INVALID_ARG, 0);
    if (prod_of(spec, part) == 0)
        return url1738__report_msg(err, URL1738_E_INVALID_ARG, 0,
                                   reading_msg);
    /* RFC 3986 2.1: any octet can be written pct-encoded. */
    return url1738__report(err, URL1738_OK, 0);
}

/* The number of bits set in m (x86-64's base has no popcnt). */
static inline size_t bits_set(uint64_t m)
{
    m = m - ((m >> 1) & 0x5555555555555555u);
    m = (m & 0x3333333333333333u) + ((m >> 2) & 0x3333333333333333u);
    m = (m + (m >> 4)) & 0x0f0f0f0f0f0f0f0fu;
    return (size_t)((m * 0x0101010101010101u) >> 56);
}

/* Copies n bytes from s to d (separate buffers): 64 a move, the last
 * 1-64 in at most four overlapping moves, never past either end. */
static inline void copy_run(char *d, const char *s, size_t n)
{
    for (; n > 64; n -= 64, d += 64, s += 64)
        memcpy(d, s, 64);
    if (n > 32) {
        memcpy(d, s, 32);
        memcpy(d + n - 32, s + n - 32, 32);
    } else if (n > 16) {
        memcpy(d, s, 16);
        memcpy(d + n - 16, s + n - 16, 16);
    } else {
        url1738__copy_short(d, s, n);
    }
}

/* Copies 8 to 32 bytes from s to d (separate buffers) as four 8-byte
 * moves, the k-th at min(8k, n - 8): no branch on the length (stops64
 * classifies such an input the same way). */
static inline void copy_8_32(char *d, const char *s, size_t n)
{
    size_t b = n - 8, o1 = b < 8 ? b : 8, o2 = b < 16 ? b : 16;
    uint64_t x0, x1, x2, x3;

    memcpy(&x0, s, 8);
    memcpy(&x1, s + o1, 8);
    memcpy(&x2, s + o2, 8);
    memcpy(&x3, s + b, 8);
    memcpy(d, &x0, 8);
    memcpy(d + o1, &x1, 8);
    memcpy(d + o2, &x2, 8);
    memcpy(d + b, &x3, 8);
}

#define SHORT_MAX 256

/*
 * RFC 3986's path, query or fragment (run: its class) of at most
 * SHORT_MAX bytes, encoded straight into dst when the result and its NUL
 * fit: the bytes to escape are the stops of the part's class
 * (url1738__stops64: the one classifier, a '%' among them), 64 bytes a
 * mask, all classified before anything is written, so the result's
 * length is known first. Between two escapes a stretch is one copy
 * (copy_run); an input of 8-32 bytes with nothing to escape four 8-byte
 * moves (copy_8_32, as stops64 reads it: on kasztp_web's paths, 8-15
 * bytes as often as 16-31, a branch between the two was mispredicted
 * every other call).
 * Returns the result's length, or -1 when it does not fit in cap
 * (encode_blocks then says what goes where). Same bytes as
 * url1738__put_encoded3986 (t_encode holds it to that).
 */
static long encode_short(const unsigned char *s, size_t len, char *d,
                         size_t cap, enum url1738__run run)
{
    uint64_t m[SHORT_MAX / 64];
    size_t c, nc = (len + 63) / 64, need = len, o = 0, i, at;

    /* up to 64 bytes with nothing to escape: one mask, one copy */
    if (len <= 64) {
        m[0] = url1738__stops64(s, len, run);
        if (m[0] == 0) {
            if (len >= cap)
                return -1;
            if (len - 8 <= 24)
                copy_8_32(d, (const char *)s, len);
            else
                copy_run(d, (const char *)s, len);
            d[len] = '\0';
            return (long)len;
        }
        nc = 1;
        need += 2 * bits_set(m[0]);
    }
    for (c = len <= 64 ? 1 : 0; c < nc; c++) {
        size_t n = len - 64 * c < 64 ? len - 64 * c : 64;

        m[c] = url1738__stops64(s + 64 * c, n, run);
        if (m[c] != 0)
            need += 2 * bits_set(m[c]);
    }
    if (need >= cap)
        return -1;
    for (c = 0, i = 0; c < nc; c++) {
        uint64_t b = m[c];

        for (; b != 0; b &= b - 1) {
            at = 64 * c + (size_t)__builtin_ctzll(b);
            copy_run(d + o, (const char *)s + i, at - i);
            o += at - i;
            url1738__escape3(d + o, s[at]);
            o += 3;
            i = at + 1;
        }
    }
    copy_run(d + o, (const char *)s + i, len - i);
    d[need] = '\0';
    return (long)need;
}

/* "%XX" and one byte more for each octet (XX upper-case hex, 2.1): an
 * escape as one 4-byte move where a byte past it may be written over. */
#define ESC4(h)                                                           \
    "%" h "0." "%" h "1." "%" h "2." "%" h "3." "%" h "4." "%" h "5."    \
    "%" h "6." "%" h "7." "%" h "8." "%" h "9." "%" h "A." "%" h "B."    \
    "%" h "C." "%" h "D." "%" h "E." "%" h "F."
static const char esc4[256 * 4 + 1] =
    ESC4("0") ESC4("1") ESC4("2") ESC4("3") ESC4("4") ESC4("5") ESC4("6")
    ESC4("7") ESC4("8") ESC4("9") ESC4("A") ESC4("B") ESC4("C") ESC4("D")
    ESC4("E") ESC4("F");
#undef ESC4

/* The first room bytes of the encoding of s[0 .. n) (m: its bytes to
 * escape, bit k for s[k]) at d: the block where the buffer ends. */
static void encode_cut(const unsigned char *s, size_t n, uint64_t m,
                       char *d, size_t room)
{
    char e[3];
    size_t i, o = 0, k;

    for (i = 0; i < n && o < room; i++) {
        if ((m >> i) & 1) {
            url1738__escape3(e, s[i]);
            for (k = 0; k < 3 && o < room; k++)
                d[o++] = e[k];
        } else {
            d[o++] = (char)s[i];
        }
    }
}

/*
 * RFC 3986's path, query or fragment (run: its class) of any length,
 * encoded straight into dst, 64 bytes a step: the bytes to escape are
 * the stops of the part's class (url1738__stops64: the one classifier,
 * a '%' among them). A stretch without escapes, however many blocks
 * long, is one copy (copy_run) when the next escape or the end comes;
 * an escape is three stores. While the whole of a block's result fits
 * in cap it is written so; the block where cap ends is written a byte
 * at a time up to cap (encode_cut), and the blocks after it are only
 * counted. Returns the result's length whatever cap is (the header's
 * size-query rule: the first min(cap, need) bytes of the result in dst,
 * a NUL after it when need < cap; dst untouched when cap is 0). Same
 * bytes as url1738__put_encoded3986 (t_encode holds it to that).
 */
static size_t encode_blocks(const unsigned char *s, size_t len, char *d,
                            size_t cap, enum url1738__run run)
{
    size_t c, n, o = 0, i = 0, at, out, k;
    uint64_t b;

    for (c = 0; c < len; c += 64) {
        n = len - c < 64 ? len - c : 64;
        b = url1738__stops64(s + c, n, run);
        if (b == 0)
            continue; /* the stretch from i goes on */
        /* what this block ends with: the stretch before it, the block */
        out = (c - i) + n + 2 * bits_set(b);
        if (out > cap - o) {
            /* cap ends in this block: what fits, then only count */
            k = c - i < cap - o ? c - i : cap - o;
            if (k > 0)
                copy_run(d + o, (const char *)s + i, k);
            if (cap - o > k)
                encode_cut(s + c, n, b, d + o + k, cap - o - k);
            o += out;
            for (c += 64; c < len; c += 64) {
                n = len - c < 64 ? len - c : 64;
                b = url1738__stops64(s + c, n, run);
                o += n + (b != 0 ? 2 * bits_set(b) : 0);
            }
            return o;
        }
        if (c + n + 16 <= len && out + 16 <= cap - o) {
            /* 16 bytes to spare after the block in src and in dst: a
             * short stretch is one 16-byte move (what it writes past
             * the stretch is written over next) */
            for (; b != 0; b &= b - 1) {
                at = c + (size_t)__builtin_ctzll(b);
                if (at - i > 16)
                    copy_run(d + o, (const char *)s + i, at - i);
                else
                    memcpy(d + o, s + i, 16);
                o += at - i;
                memcpy(d + o, esc4 + 4 * (size_t)s[at], 4);
                o += 3;
                i = at + 1;
            }
            continue;
        }
        for (; b != 0; b &= b - 1) {
            at = c + (size_t)__builtin_ctzll(b);
            copy_run(d + o, (const char *)s + i, at - i);
            o += at - i;
            url1738__escape3(d + o, s[at]);
            o += 3;
            i = at + 1;
        }
    }
    /* the last stretch */
    k = len - i < cap - o ? len - i : cap - o;
    if (k > 0)
        copy_run(d + o, (const char *)s + i, k);
    o += len - i;
    if (o < cap)
        d[o] = '\0';
    return o;
}

/* The run class RFC 3986's path, query and fragment are encoded against
 * a block at a time (encode_short, encode_blocks), or URL1738__RUNS for
 * every other spec and part (the writer's). */
static inline enum url1738__run block_class(enum url1738_spec spec,
                                            enum url1738_part part)
{
    if (spec != URL1738_SPEC_RFC3986
        && spec != URL1738_SPEC_RFC3986_REFERENCE)
        return URL1738__RUNS;
    if (part == URL1738_PART_PATH)
        return URL1738__RUN_PATH3986;
    if (part == URL1738_PART_QUERY || part == URL1738_PART_FRAGMENT)
        return URL1738__RUN_QUERY3986;
    return URL1738__RUNS;
}

/* url1738_encode_spec for every call encode_short does not serve: RFC
 * 3986's path, query and fragment by encode_blocks, the rest through the
 * writer (kept apart so that its frame is not the short path's). */
static __attribute__((noinline)) enum url1738_code
encode_spec_writer(enum url1738_spec spec, enum url1738_part part,
                   const char *src, size_t len, char *dst, size_t cap,
                   size_t *need)
{
    struct url1738__writer k;
    enum url1738__run run = block_class(spec, part);

    /* RFC 3986's path, query and fragment: encode_blocks */
    if (run != URL1738__RUNS && src != NULL && (dst != NULL || cap == 0)) {
        size_t n = encode_blocks((const unsigned char *)src, len, dst, cap,
                                 run);

        if (need != NULL)
            *need = n;
        return n <= cap ? URL1738_OK : URL1738_E_NOSPACE;
    }
    if (spec == URL1738_SPEC_RFC1738)
        return url1738_encode(part, src, len, dst, cap, need);
    /* url1738_encode_check_spec's RFC 3986 checks, in place */
    if (url1738__w_start(&k, dst, cap) != URL1738_OK
        || (src == NULL && len > 0) || prod_of(spec, part) == 0)
        return url1738__w_fail(&k, need, URL1738_E_INVALID_ARG);
    url1738__put_encoded3986(&k, part, src, len);
    return url1738__w_end(&k, need, NULL);
}

enum url1738_code url1738_encode_spec(enum url1738_spec spec,
                                      enum url1738_part part,
                                      const char *src, size_t len,
                                      char *dst, size_t cap, size_t *need)
{
    enum url1738__run run = block_class(spec, part);

    /* RFC 3986's path, query and fragment up to SHORT_MAX bytes that fit
     * in dst: encode_short */
    if (run != URL1738__RUNS && len <= SHORT_MAX && src != NULL
        && dst != NULL) {
        long n = encode_short((const unsigned char *)src, len, dst, cap,
                              run);

        if (n >= 0) {
            if (need != NULL)
                *need = (size_t)n;
            return URL1738_OK;
        }
    }
    return encode_spec_writer(spec, part, src, len, dst, cap, need);
}
