/* SPDX-License-Identifier: MIT */
/*
 * json.c - JSON strings for any bytes.
 *
 * The cli-contract asks for valid JSON whatever the input: control
 * characters escaped, and every byte that is not part of valid UTF-8
 * (RFC 3629: no overlong forms, no encoded surrogates, nothing above
 * U+10FFFF) written as the lone surrogate \uDCXX, so the exact bytes can
 * be recovered (Python's "surrogateescape").
 */
#include <stdint.h>
#include <string.h>

#include "cli.h"
#include "utf8.h"

/* Bytes that pass through unchanged: printable ASCII but '"' and '\'. */
static int plain(unsigned char c)
{
    return c >= 0x20 && c < 0x7f && c != '"' && c != '\\';
}

static const char hexdig[] = "0123456789abcdef";

static int continuation(char c)
{
    return ((unsigned char)c & 0xc0) == 0x80;
}

/* The escape of one byte c < 0x80 that is not plain, into d; its length. */
static size_t ascii_escape(char *d, unsigned char c)
{
    char e = 0;

    switch (c) {
    case '"': e = '"'; break;
    case '\\': e = '\\'; break;
    case '\n': e = 'n'; break;
    case '\r': e = 'r'; break;
    case '\t': e = 't'; break;
    case '\b': e = 'b'; break;
    case '\f': e = 'f'; break;
    default: break;
    }
    d[0] = '\\';
    if (e != 0) {
        d[1] = e;
        return 2;
    }
    memcpy(d + 1, "u00", 3);
    d[4] = hexdig[c >> 4];
    d[5] = hexdig[c & 15];
    return 6;
}

/* Eight bytes at a time (SWAR): the high bit of each byte of the result
 * says whether that byte of v needs an escape (below 0x20, 0x7f and
 * above, '"', '\\'). On t, v without its high bits, no sum carries into
 * the next byte: t + 1 reaches 0x80 from 0x7f, t + 0x60 from 0x20 up,
 * x + 0x7f from x = 1 up (so it stays below for t == '"' or '\\'). */
static inline uint64_t may_escape(uint64_t v)
{
    const uint64_t ones = 0x0101010101010101u, high = ones * 0x80u;
    uint64_t t = v & ~high;
    uint64_t keep = (t + ones * 0x60u) & ((t ^ ones * '"') + ones * 0x7fu)
                    & ((t ^ ones * '\\') + ones * 0x7fu);

    return (v | (t + ones) | ~keep) & high;
}

size_t json_escape(char *dst, const char *p, size_t n)
{
    const unsigned char *s = (const unsigned char *)p;
    char *d = dst;
    size_t i = 0;

    while (i < n) {
        unsigned char c;
        size_t k;

        /* Runs of plain bytes: whole words copied (dst has 8 bytes of
         * slack), then byte by byte up to the first that is not. */
        while (i + 8 <= n) {
            uint64_t v;
            memcpy(&v, s + i, 8);
            memcpy(d, &v, 8);
            if (may_escape(v) != 0)
                break;
            i += 8;
            d += 8;
        }
        while (i < n && plain(s[i]))
            *d++ = (char)s[i++];
        if (i == n)
            break;
        c = s[i];
        if (c < 0x80) {
            d += ascii_escape(d, c);
            i++;
        } else if ((k = utf8_seq_len(s + i, n - i)) > 0 && c == 0xc2 &&
                   s[i + 1] < 0xa0) {
            /* U+0080-U+009F, the C1 controls (0x9B is CSI): escaped, as
             * the C0 ones, so that no output reaches a terminal raw. */
            memcpy(d, "\\u00", 4);
            d[4] = hexdig[s[i + 1] >> 4];
            d[5] = hexdig[s[i + 1] & 15];
            d += 6;
            i += k;
        } else if (k > 0) {
            memcpy(d, s + i, k);
            d += k;
            i += k;
        } else {
            memcpy(d, "\\udc", 4);
            d[4] = hexdig[c >> 4];
            d[5] = hexdig[c & 15];
            d += 6;
            i++;
        }
    }
    return (size_t)(d - dst);
}

/* Copies p to d while its bytes are plain, a word at a time, the last
 * word overlapping the one before (short strings: two 4-byte halves);
 * n when all are, else a length of a plain prefix. */
static size_t plain_words(char *d, const char *p, size_t n)
{
    /* Spaces are plain: they fill the top of a 4-byte half. */
    const uint64_t pad = (uint64_t)0x20202020u << 32;
    uint64_t v;
    uint32_t a, b;
    size_t i;

    if (n < 4)
        return 0;
    if (n < 8) {
        memcpy(&a, p, 4);
        memcpy(&b, p + n - 4, 4);
        if (may_escape(a | pad) != 0 || may_escape(b | pad) != 0)
            return 0;
        memcpy(d, &a, 4);
        memcpy(d + n - 4, &b, 4);
        return n;
    }
    for (i = 0; i + 8 <= n; i += 8) {
        memcpy(&v, p + i, 8);
        if (may_escape(v) != 0)
            return i;
        memcpy(d + i, &v, 8);
    }
    if (i < n) {
        memcpy(&v, p + n - 8, 8);
        if (may_escape(v) != 0)
            return i;
        memcpy(d + n - 8, &v, 8);
    }
    return n;
}

void json_string(struct out *o, const char *p, size_t n)
{
    char *d;
    size_t n0;

    if (n > JSON_MAX_FAST || (d = out_room(o, JSON_ROOM(n))) == NULL) {
        /* Longer than the buffer holds escaped: in pieces, each cut
         * where no valid UTF-8 sequence crosses (before a byte that is
         * no continuation byte, or after three that are), so the bytes
         * read the same as in one piece. */
        size_t i = 0;
        out_char(o, '"');
        while (i < n) {
            size_t k = n - i < 1024 ? n - i : 1024, j = k;
            if (k < n - i) {
                while (j > k - 3 && continuation(p[i + j]))
                    j--;
                if (!continuation(p[i + j]))
                    k = j;
            }
            d = out_room(o, JSON_ROOM(k));
            o->len += json_escape(d, p + i, k);
            i += k;
        }
        out_char(o, '"');
        return;
    }
    *d++ = '"';
    n0 = plain_words(d, p, n);
    if (n0 == n) {
        d += n;         /* the common case: nothing to escape */
    } else {
        /* The first n0 bytes are plain ASCII, so n0 is the start of a
         * character: the rest from there. */
        d += n0;
        d += json_escape(d, p + n0, n - n0);
    }
    *d++ = '"';
    o->len = (size_t)(d - o->buf);
}

void json_span(struct out *o, const char *p, struct url1738_span s)
{
    if (!url1738_present(s))
        out_write(o, "null", 4);
    else
        json_string(o, p + s.off, s.len);
}

static void json_key(struct out *o, const char *key, size_t n)
{
    char *d;

    /* A key is a short literal of the vocabulary: one room, one copy. */
    if (n > 256 || (d = out_room(o, n + 3)) == NULL) {
        out_char(o, '"');
        out_str(o, key);
        out_write(o, "\":", 2);
        return;
    }
    d[0] = '"';
    out_copy(d + 1, key, n);
    d[n + 1] = '"';
    d[n + 2] = ':';
    o->len += n + 3;
}

/* ===== The object writer ===== */

/* Before a value or key: the comma when the container already holds
 * something, none right after a key. */
static void jw_sep(struct jw *w)
{
    if (w->keyed) {
        w->keyed = 0;
        return;
    }
    if (w->count[w->depth - 1]++ > 0)
        out_char(w->o, ',');
}

static void jw_push(struct jw *w, char open, char close)
{
    out_char(w->o, open);
    if (w->depth < sizeof w->close) {
        w->close[w->depth] = close;
        w->count[w->depth] = 0;
    }
    w->depth++;
}

void jw_begin(struct jw *w, struct out *o)
{
    w->o = o;
    w->depth = 0;
    w->keyed = 0;
    jw_push(w, '{', '}');
}

void jw_resume(struct jw *w, struct out *o)
{
    w->o = o;
    w->depth = 1;
    w->keyed = 0;
    w->close[0] = '}';
    w->count[0] = 1;
}

void jw_key(struct jw *w, const char *key)
{
    jw_keyn(w, key, strlen(key));
}

void jw_keyn(struct jw *w, const char *key, size_t n)
{
    jw_sep(w);
    json_key(w->o, key, n);
    w->keyed = 1;
}

void jw_raw(struct jw *w, const char *json, size_t n)
{
    jw_sep(w);
    out_write(w->o, json, n);
}

void jw_object(struct jw *w)
{
    jw_sep(w);
    jw_push(w, '{', '}');
}

void jw_array(struct jw *w)
{
    jw_sep(w);
    jw_push(w, '[', ']');
}

void jw_close(struct jw *w)
{
    if (w->depth == 0)
        return;
    w->depth--;
    out_char(w->o, w->close[w->depth < sizeof w->close ? w->depth : 0]);
}

void jw_end(struct jw *w)
{
    while (w->depth > 0)
        jw_close(w);
    out_char(w->o, '\n');
}

void jw_str(struct jw *w, const char *p, size_t n)
{
    jw_sep(w);
    json_string(w->o, p, n);
}

void jw_cstr(struct jw *w, const char *s)
{
    if (s == NULL)
        jw_null(w);
    else
        jw_str(w, s, strlen(s));
}

void jw_span(struct jw *w, const char *p, struct url1738_span s)
{
    jw_sep(w);
    json_span(w->o, p, s);
}

void jw_decoded(struct jw *w, struct buf *scratch, const char *p,
                struct url1738_span s)
{
    jw_sep(w);
    json_decoded(w->o, scratch, p, s);
}

void jw_null(struct jw *w)
{
    jw_sep(w);
    out_write(w->o, "null", 4);
}

void jw_bool(struct jw *w, int b)
{
    jw_sep(w);
    out_str(w->o, b ? "true" : "false");
}

void jw_uint(struct jw *w, unsigned long long v)
{
    jw_sep(w);
    out_uint(w->o, v);
}

void jw_error(struct jw *w, const struct url1738_error *err)
{
    jw_error_in(w, err, NULL, 0);
}

void jw_error_in(struct jw *w, const struct url1738_error *err,
                 const char *in, size_t len)
{
    char buf[512];

    jw_key(w, "error");
    if (err == NULL || err->code == URL1738_OK) {
        jw_null(w);
        return;
    }
    jw_object(w);
    jw_key(w, "offset");
    jw_uint(w, err->offset);
    jw_key(w, "code");
    jw_cstr(w, url1738_errname(err->code));
    jw_key(w, "message");
    jw_cstr(w, cli_error_message(err, in, len, buf, sizeof buf));
    jw_close(w);
}
