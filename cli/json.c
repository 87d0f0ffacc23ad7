/*
 * json.c - JSON strings for any bytes.
 *
 * The cli-contract asks for valid JSON whatever the input: control
 * characters escaped, and every byte that is not part of valid UTF-8
 * (RFC 3629: no overlong forms, no encoded surrogates, nothing above
 * U+10FFFF) written as the lone surrogate \uDCXX, so the exact bytes can
 * be recovered (Python's "surrogateescape").
 */
#include <string.h>

#include "cli.h"

/* Bytes that pass through unchanged: printable ASCII but '"' and '\'. */
static int plain(unsigned char c)
{
    return c >= 0x20 && c < 0x7f && c != '"' && c != '\\';
}

/* The length of the valid UTF-8 sequence starting at s[0] (a byte >= 0x80),
 * or 0 when it does not start one. */
static size_t utf8_len(const unsigned char *s, size_t n)
{
    unsigned char c = s[0];
    unsigned char lo = 0x80, hi = 0xBF;
    size_t need, k;

    if (c >= 0xC2 && c <= 0xDF)
        need = 1;
    else if (c >= 0xE0 && c <= 0xEF)
        need = 2;
    else if (c >= 0xF0 && c <= 0xF4)
        need = 3;
    else
        return 0;
    /* The second byte's range rules out overlong forms, surrogates
     * (ED A0..BF) and code points above U+10FFFF. */
    if (c == 0xE0)
        lo = 0xA0;
    else if (c == 0xED)
        hi = 0x9F;
    else if (c == 0xF0)
        lo = 0x90;
    else if (c == 0xF4)
        hi = 0x8F;
    if (n < need + 1 || s[1] < lo || s[1] > hi)
        return 0;
    for (k = 2; k <= need; k++)
        if (s[k] < 0x80 || s[k] > 0xBF)
            return 0;
    return need + 1;
}

static const char hexdig[] = "0123456789abcdef";

void json_string(struct out *o, const char *p, size_t n)
{
    const unsigned char *s = (const unsigned char *)p;
    size_t i = 0;

    out_char(o, '"');
    while (i < n) {
        size_t run = i;
        unsigned char c;

        while (run < n && plain(s[run]))
            run++;
        if (run > i) {
            out_write(o, s + i, run - i);
            i = run;
            if (i == n)
                break;
        }
        c = s[i];
        if (c == '"' || c == '\\') {
            char e[2] = { '\\', (char)c };
            out_write(o, e, 2);
            i++;
        } else if (c < 0x80) {
            char e[6] = { '\\', 'u', '0', '0', hexdig[c >> 4], hexdig[c & 15] };
            switch (c) {
            case '\n': out_write(o, "\\n", 2); break;
            case '\r': out_write(o, "\\r", 2); break;
            case '\t': out_write(o, "\\t", 2); break;
            case '\b': out_write(o, "\\b", 2); break;
            case '\f': out_write(o, "\\f", 2); break;
            default: out_write(o, e, 6); break;
            }
            i++;
        } else {
            size_t k = utf8_len(s + i, n - i);
            if (k > 0) {
                out_write(o, s + i, k);
                i += k;
            } else {
                char e[6] = { '\\', 'u', 'd', 'c',
                              hexdig[c >> 4], hexdig[c & 15] };
                out_write(o, e, 6);
                i++;
            }
        }
    }
    out_char(o, '"');
}

void json_span(struct out *o, const char *p, struct url1738_span s)
{
    if (!url1738_present(s))
        out_write(o, "null", 4);
    else
        json_string(o, p + s.off, s.len);
}

void json_key(struct out *o, const char *key)
{
    out_char(o, '"');
    out_str(o, key);
    out_write(o, "\":", 2);
}

void json_error(struct out *o, const struct url1738_error *err)
{
    out_str(o, "{\"offset\":");
    out_uint(o, err->offset);
    out_str(o, ",\"code\":\"");
    out_str(o, url1738_errname(err->code));
    out_str(o, "\",\"message\":");
    json_string(o, err->message, strlen(err->message));
    out_char(o, '}');
}
