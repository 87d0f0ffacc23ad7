/* SPDX-License-Identifier: MIT */
/*
 * util.c - what every subcommand uses: the input loop, scratch memory.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "utf8.h"

void die_oom(size_t n)
{
    out_flush(&cli_stdout);
    fprintf(stderr, cli_text.out_of_memory, n);
    exit(EXIT_USAGE + 1);
}

char *buf_reserve(struct buf *b, size_t n)
{
    if (n > b->cap) {
        size_t ncap = b->cap ? b->cap : 256;
        char *np;
        while (ncap < n)
            ncap *= 2;
        np = realloc(b->p, ncap);
        if (np == NULL)
            die_oom(ncap);
        b->p = np;
        b->cap = ncap;
    }
    return b->p;
}

void json_decoded(struct out *o, struct buf *scratch, const char *p,
                  struct url1738_span s)
{
    size_t need = 0;

    if (!url1738_present(s)) {
        out_write(o, "null", 4);
        return;
    }
    /* Without a '%' the decoded bytes are the span's own. */
    if (memchr(p + s.off, '%', s.len) == NULL) {
        json_string(o, p + s.off, s.len);
        return;
    }
    /* Decoding never lengthens: s.len + 1 bytes always suffice. */
    buf_reserve(scratch, s.len + 1);
    url1738_decode_span(p, s, scratch->p, scratch->cap, &need, NULL);
    json_string(o, scratch->p, need);
}

int each_input(const struct args *a,
               int (*fn)(const char *p, size_t len, void *ctx), void *ctx)
{
    int bad = 0, i, io = 0;

    if (a->n == 0 || (a->n == 1 && !a->dashdash && strcmp(a->v[0], "-") == 0)) {
        struct lines l;
        const char *line;
        size_t len;

        lines_init(&l, 0);
        while (lines_next(&l, &line, &len)) {
            bad |= fn(line, len, ctx);
            progress_update(&cli_progress, l.bytes);
        }
        progress_end(&cli_progress);
        if (l.error != 0) {
            out_flush(&cli_stdout);
            fprintf(stderr, cli_text.read_stdin_error, cli_strerror(l.error));
            io = 1;
        }
        lines_free(&l);
    } else {
        for (i = 0; i < a->n; i++)
            bad |= fn(a->v[i], strlen(a->v[i]), ctx);
    }
    return io ? EXIT_IO : bad ? EXIT_INVALID : EXIT_VALID;
}

void progress_for_input(const char *cmd, const struct args *a,
                        const char *on, const char *off)
{
    unsigned long long size = 0;
    int in = a->n == 0
             || (a->n == 1 && !a->dashdash && strcmp(a->v[0], "-") == 0);
    int sized = in && progress_size(0, &size);

    progress_init(&cli_progress, cmd, in ? on : NULL, in ? off : "",
                  sized, size);
}

static unsigned long other_count;

void cli_other_reading(const char *cmd, const char *p, size_t len)
{
    char q[128];
    size_t i;

    if (!url1738_valid_spec(p, len, URL1738_SPEC_RFC3986))
        return;
    if (other_count++ > 0)
        return;
    /* The input quoted when it is short printable ASCII (it goes to a
     * terminal), else the first bytes and "...". */
    q[0] = '\'';
    for (i = 0; i < len && i < sizeof q - 6; i++)
        q[i + 1] = p[i] >= 0x20 && p[i] < 0x7f ? p[i] : '?';
    if (i < len) {
        memcpy(q + i + 1, "...", 3);
        i += 3;
    }
    q[i + 1] = '\'';
    q[i + 2] = '\0';
    out_flush(&cli_stdout);
    if (cli_progress.on && isatty(2))
        fputs("\r\033[K", stderr);    /* over the progress line */
    fprintf(stderr, cli_text.other_reading, cmd, q);
}

void cli_other_reading_end(const char *cmd)
{
    if (other_count > 1) {
        out_flush(&cli_stdout);
        fprintf(stderr, cli_text.other_reading_more, cmd, other_count);
    }
}

void term_safe(FILE *f, const char *p, size_t n)
{
    const unsigned char *s = (const unsigned char *)p;
    size_t i = 0, k;

    while (i < n) {
        unsigned char c = s[i];
        if (c >= 0x20 && c < 0x7f) {
            fputc(c, f);
            i++;
        } else if (c < 0x80) {
            /* C0 (ESC included) and DEL */
            fprintf(f, "\\x%02x", c);
            i++;
        } else if ((k = utf8_seq_len(s + i, n - i)) > 0 &&
                   !(c == 0xc2 && s[i + 1] < 0xa0)) {
            fwrite(s + i, 1, k, f);
            i += k;
        } else if (k > 0) {
            /* U+0080-U+009F: C1 controls (0x9B is CSI) */
            fprintf(f, "\\xc2\\x%02x", s[i + 1]);
            i += k;
        } else {
            /* not UTF-8: a lone byte, which a terminal in an 8-bit
             * mode could read as a C1 control */
            fprintf(f, "\\x%02x", c);
            i++;
        }
    }
}

char *term_safe_str(const char *p, size_t n)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);

    if (f == NULL)
        die_oom(n);
    term_safe(f, p, n);
    if (fclose(f) != 0 || buf == NULL)
        die_oom(n);
    return buf;
}

const char *cli_real_escape(const char *msg, const char *in, size_t len,
                            size_t off, char *buf, size_t cap)
{
    const char *x;
    size_t head;

    /* Only a warning at an escape names it: the search after that. */
    if (msg == NULL || off + 3 > len || in[off] != '%'
        || (x = strstr(msg, "%XX")) == NULL)
        return msg;
    head = (size_t)(x - msg);
    if (head + 3 + strlen(x + 3) + 1 > cap)
        return msg;
    memcpy(buf, msg, head);
    memcpy(buf + head, in + off, 3);
    strcpy(buf + head + 3, x + 3);
    return buf;
}

/* The escape at or just before off (an E_ESCAPE's offset is at its '%'
 * or at the first byte after it that is not a hexadecimal digit, or at
 * the end): in[*at .. *at + *n), the '%' and at most two bytes. */
static int escape_near(const char *in, size_t len, size_t off, size_t *at,
                       size_t *n)
{
    size_t back, i;

    if (in == NULL || off > len)
        return 0;
    for (back = 0; back <= 2 && back <= off; back++) {
        i = off - back;
        if (i < len && in[i] == '%') {
            *at = i;
            *n = len - i < 3 ? len - i : 3;
            return 1;
        }
    }
    return 0;
}

const char *cli_error_message(const struct url1738_error *err,
                              const char *in, size_t len, char *buf,
                              size_t cap)
{
    const char *msg = cli_tr(err->message);
    char esc[16];
    size_t at, n, i, k = 0;

    if (in == NULL)
        return msg;
    if (err->code == URL1738_E_ESCAPE
        && escape_near(in, len, err->offset, &at, &n)) {
        /* the bytes as written: printable US-ASCII as it is, any other
         * byte as \xHH (a control byte or NUL never reaches a message) */
        for (i = 0; i < n; i++) {
            unsigned char c = (unsigned char)in[at + i];

            if (c > 0x20 && c < 0x7F)
                esc[k++] = (char)c;
            else
                k += (size_t)snprintf(esc + k, sizeof esc - k, "\\x%02X",
                                      (unsigned)c);
        }
        esc[k] = '\0';
        snprintf(buf, cap,
                 cli_tr(N_("%s is not an escape: '%%' must be followed by "
                           "two hexadecimal digits")),
                 esc);
        return buf;
    }
    return cli_real_escape(msg, in, len, err->offset, buf, cap);
}
