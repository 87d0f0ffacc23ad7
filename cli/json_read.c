/* SPDX-License-Identifier: MIT */
/*
 * json_read.c - the strict JSON reader of json_read.h (RFC 8259), used by
 * `url1738 build` to read parts one line at a time.
 *
 * Strict: no trailing commas, no comments, no single quotes, no leading
 * zeros, control characters only escaped, raw bytes only valid UTF-8.
 * The one extension is the reading of lone \uDC80-\uDCFF as raw bytes,
 * which makes every string json.c writes read back to its exact bytes.
 */
#include "json_read.h"
#include "utf8.h"
#include "../src/i18n/gettext.h"

#define JREAD_DEPTH 64

void jread_init(struct jread *r, const char *p, size_t len, char *out)
{
    r->p = p;
    r->len = len;
    r->pos = 0;
    r->out = out;
    r->used = 0;
    r->err = NULL;
    r->err_off = 0;
}

int jread_fail(struct jread *r, const char *msg)
{
    if (r->err == NULL) {
        r->err = msg;
        r->err_off = r->pos;
    }
    return 0;
}

/* RFC 8259 2: ws = *( %x20 / %x09 / %x0A / %x0D ) */
int jread_peek(struct jread *r)
{
    if (r->err != NULL)
        return -1;
    while (r->pos < r->len) {
        char c = r->p[r->pos];
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
            return (unsigned char)c;
        r->pos++;
    }
    return -1;
}

int jread_expect(struct jread *r, char c)
{
    static const char *const msgs[] = {
        N_("expected '{'"), N_("expected '}'"), N_("expected '['"), N_("expected ']'"),
        N_("expected ':'"), N_("expected ','"), N_("expected '\"'"),
    };
    static const char chars[] = "{}[]:,\"";
    size_t i;

    if (jread_peek(r) == (unsigned char)c) {
        r->pos++;
        return 1;
    }
    for (i = 0; chars[i] != c; i++)
        ;
    return jread_fail(r, r->pos == r->len ? N_("unexpected end of the line")
                                          : msgs[i]);
}

static int hex4(const char *s, unsigned *v)
{
    unsigned k, x = 0;

    for (k = 0; k < 4; k++) {
        char c = s[k];
        x <<= 4;
        if (c >= '0' && c <= '9')
            x |= (unsigned)(c - '0');
        else if (c >= 'a' && c <= 'f')
            x |= (unsigned)(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F')
            x |= (unsigned)(c - 'A' + 10);
        else
            return 0;
    }
    *v = x;
    return 1;
}

/* A code point as UTF-8 at d; returns the number of bytes. */
static size_t put_utf8(char *d, unsigned cp)
{
    if (cp < 0x80) {
        d[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        d[0] = (char)(0xC0 | cp >> 6);
        d[1] = (char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        d[0] = (char)(0xE0 | cp >> 12);
        d[1] = (char)(0x80 | (cp >> 6 & 0x3F));
        d[2] = (char)(0x80 | (cp & 0x3F));
        return 3;
    }
    d[0] = (char)(0xF0 | cp >> 18);
    d[1] = (char)(0x80 | (cp >> 12 & 0x3F));
    d[2] = (char)(0x80 | (cp >> 6 & 0x3F));
    d[3] = (char)(0x80 | (cp & 0x3F));
    return 4;
}

/* RFC 8259 7: "\u" 4HEXDIG, a surrogate pair for code points above the
 * BMP; r->pos is on the backslash. Appends the bytes to out. */
static int read_u_escape(struct jread *r)
{
    unsigned cp, lo;
    char *d = r->out + r->used;

    if (r->len - r->pos < 6 || !hex4(r->p + r->pos + 2, &cp))
        return jread_fail(r, N_("expected four hexadecimal digits after \\u"));
    if (cp >= 0xD800 && cp <= 0xDBFF) {
        if (r->len - r->pos < 12 || r->p[r->pos + 6] != '\\'
            || r->p[r->pos + 7] != 'u' || !hex4(r->p + r->pos + 8, &lo)
            || lo < 0xDC00 || lo > 0xDFFF)
            return jread_fail(r, N_("a high surrogate must be followed by a "
                                 "low one"));
        cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
        r->pos += 12;
    } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
        /* surrogateescape: \uDCXX stands for the byte XX (80-FF). */
        if (cp < 0xDC80 || cp > 0xDCFF)
            return jread_fail(r, N_("a lone low surrogate other than "
                                 "\\uDC80-\\uDCFF"));
        d[0] = (char)(cp & 0xFF);
        r->used++;
        r->pos += 6;
        return 1;
    } else {
        r->pos += 6;
    }
    r->used += put_utf8(d, cp);
    return 1;
}

int jread_string(struct jread *r, const char **s, size_t *n)
{
    const unsigned char *t = (const unsigned char *)r->p;
    size_t start;

    if (!jread_expect(r, '"'))
        return 0;
    start = r->used;
    while (r->pos < r->len) {
        unsigned char c = t[r->pos];
        size_t k;

        if (c == '"') {
            r->pos++;
            *s = r->out + start;
            *n = r->used - start;
            return 1;
        }
        if (c < 0x20)
            return jread_fail(r, N_("a control character must be escaped"));
        if (c >= 0x80) {
            if ((k = utf8_seq_len(t + r->pos, r->len - r->pos)) == 0)
                return jread_fail(r, N_("a byte that is not valid UTF-8"));
            while (k-- > 0)
                r->out[r->used++] = r->p[r->pos++];
            continue;
        }
        if (c != '\\') {
            r->out[r->used++] = r->p[r->pos++];
            continue;
        }
        if (r->pos + 1 == r->len)
            break;
        switch (r->p[r->pos + 1]) {
        case '"': c = '"'; break;
        case '\\': c = '\\'; break;
        case '/': c = '/'; break;
        case 'b': c = '\b'; break;
        case 'f': c = '\f'; break;
        case 'n': c = '\n'; break;
        case 'r': c = '\r'; break;
        case 't': c = '\t'; break;
        case 'u':
            if (!read_u_escape(r))
                return 0;
            continue;
        default:
            return jread_fail(r, N_("unknown escape in a string"));
        }
        r->out[r->used++] = (char)c;
        r->pos += 2;
    }
    return jread_fail(r, N_("unterminated string"));
}

int jread_word(struct jread *r, const char *word)
{
    size_t i;

    if (jread_peek(r) < 0)
        return jread_fail(r, N_("unexpected end of the line"));
    for (i = 0; word[i] != '\0'; i++)
        if (r->pos + i == r->len || r->p[r->pos + i] != word[i])
            return jread_fail(r, N_("expected a JSON value"));
    r->pos += i;
    return 1;
}

static int digit_at(const struct jread *r, size_t i)
{
    return i < r->len && r->p[i] >= '0' && r->p[i] <= '9';
}

/* RFC 8259 6: [ minus ] int [ frac ] [ exp ], int without leading 0s */
int jread_number(struct jread *r, const char **s, size_t *n)
{
    size_t i;

    if (jread_peek(r) < 0)
        return jread_fail(r, N_("unexpected end of the line"));
    i = r->pos;
    if (i < r->len && r->p[i] == '-')
        i++;
    if (!digit_at(r, i))
        return jread_fail(r, N_("expected a JSON value"));
    if (r->p[i] == '0' && digit_at(r, i + 1)) {
        r->pos = i + 1;
        return jread_fail(r, N_("a number has no leading zeros"));
    }
    while (digit_at(r, i))
        i++;
    if (i < r->len && r->p[i] == '.') {
        if (!digit_at(r, ++i)) {
            r->pos = i;
            return jread_fail(r, N_("expected a digit after '.'"));
        }
        while (digit_at(r, i))
            i++;
    }
    if (i < r->len && (r->p[i] == 'e' || r->p[i] == 'E')) {
        i++;
        if (i < r->len && (r->p[i] == '+' || r->p[i] == '-'))
            i++;
        if (!digit_at(r, i)) {
            r->pos = i;
            return jread_fail(r, N_("expected a digit in the exponent"));
        }
        while (digit_at(r, i))
            i++;
    }
    *s = r->p + r->pos;
    *n = i - r->pos;
    r->pos = i;
    return 1;
}

int jread_member(struct jread *r, int *first, const char **key,
                 size_t *klen)
{
    int c = jread_peek(r);

    if (c == '}') {
        r->pos++;
        return 0;
    }
    if (!*first && !jread_expect(r, ','))
        return 0;
    *first = 0;
    if (jread_peek(r) != '"')
        return jread_fail(r, r->pos == r->len ? N_("unexpected end of the line")
                                              : N_("expected a key string"));
    return jread_string(r, key, klen) && jread_expect(r, ':');
}

int jread_item(struct jread *r, int *first)
{
    int c = jread_peek(r);

    if (c == ']') {
        r->pos++;
        return 0;
    }
    if (!*first && !jread_expect(r, ','))
        return 0;
    *first = 0;
    return r->err == NULL;
}

static int skip_at(struct jread *r, int depth)
{
    const char *s;
    size_t n;
    int first = 1, c = jread_peek(r);

    if (depth > JREAD_DEPTH)
        return jread_fail(r, N_("nested too deep"));
    switch (c) {
    case '{':
        r->pos++;
        while (jread_member(r, &first, &s, &n))
            if (!skip_at(r, depth + 1))
                return 0;
        break;
    case '[':
        r->pos++;
        while (jread_item(r, &first))
            if (!skip_at(r, depth + 1))
                return 0;
        break;
    case '"': {
        /* Checked like any string, then given back its room. */
        size_t used = r->used;
        int ok = jread_string(r, &s, &n);
        r->used = used;
        return ok;
    }
    case 't':
        return jread_word(r, "true");
    case 'f':
        return jread_word(r, "false");
    case 'n':
        return jread_word(r, "null");
    default:
        return jread_number(r, &s, &n);
    }
    return r->err == NULL;
}

int jread_skip(struct jread *r)
{
    return skip_at(r, 0);
}

int jread_end(struct jread *r)
{
    if (jread_peek(r) >= 0)
        return jread_fail(r, N_("unexpected text after the JSON value"));
    return r->err == NULL;
}
