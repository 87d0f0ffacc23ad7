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
#include "utf8.h"

/* Bytes that pass through unchanged: printable ASCII but '"' and '\'. */
static int plain(unsigned char c)
{
    return c >= 0x20 && c < 0x7f && c != '"' && c != '\\';
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
            size_t k = utf8_seq_len(s + i, n - i);
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

static void json_key(struct out *o, const char *key)
{
    out_char(o, '"');
    out_str(o, key);
    out_write(o, "\":", 2);
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

void jw_key(struct jw *w, const char *key)
{
    jw_sep(w);
    json_key(w->o, key);
    w->keyed = 1;
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
    jw_cstr(w, cli_tr(err->message));
    jw_close(w);
}
