/*
 * util.c - what every subcommand uses: the input loop, scratch memory,
 * usage errors.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

void die_oom(size_t n)
{
    out_flush(&cli_stdout);
    fprintf(stderr, "url1738: out of memory (%zu bytes)\n", n);
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
    /* Decoding never lengthens: s.len + 1 bytes always suffice. */
    buf_reserve(scratch, s.len + 1);
    url1738_decode_span(p, s, scratch->p, scratch->cap, &need, NULL);
    json_string(o, scratch->p, need);
}

int parse_args(const char *cmd, int argc, char **argv,
               const struct opt *opts, struct args *out)
{
    int i, k = 0;

    out->n = 0;
    out->v = argv + 1;
    out->dashdash = 0;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        const struct opt *o;
        size_t nl;

        if (out->dashdash || a[0] != '-' || strcmp(a, "-") == 0) {
            out->v[k++] = argv[i];
            continue;
        }
        if (strcmp(a, "--") == 0) {
            out->dashdash = 1;
            continue;
        }
        if (a[1] != '-')
            return usage_error(cmd, "unknown option '%s'", a);
        for (o = opts; o != NULL && o->name != NULL; o++) {
            nl = strlen(o->name);
            if (strncmp(a + 2, o->name, nl) != 0)
                continue;
            if (a[2 + nl] == '\0' && !o->has_value) {
                *o->value = "";
                break;
            }
            if (a[2 + nl] == '=' && o->has_value) {
                *o->value = a + 3 + nl;
                break;
            }
            if (a[2 + nl] == '\0' && o->has_value) {
                if (i + 1 >= argc)
                    return usage_error(cmd, "option '%s' needs a value", a);
                *o->value = argv[++i];
                break;
            }
        }
        if (o == NULL || o->name == NULL)
            return usage_error(cmd, "unknown option '%s'", a);
    }
    out->n = k;
    return 0;
}

int each_input(const struct args *a,
               int (*fn)(const char *p, size_t len, void *ctx), void *ctx)
{
    int bad = 0, i;

    if (a->n == 0 || (a->n == 1 && !a->dashdash && strcmp(a->v[0], "-") == 0)) {
        struct lines l;
        const char *line;
        size_t len;

        lines_init(&l, 0);
        while (lines_next(&l, &line, &len))
            bad |= fn(line, len, ctx);
        if (l.error != 0) {
            out_flush(&cli_stdout);
            fprintf(stderr, "url1738: error reading standard input: %s\n",
                    strerror(l.error));
            bad = 1;
        }
        lines_free(&l);
    } else {
        for (i = 0; i < a->n; i++)
            bad |= fn(a->v[i], strlen(a->v[i]), ctx);
    }
    return bad ? EXIT_INVALID : EXIT_VALID;
}

int usage_error(const char *cmd, const char *fmt, const char *arg)
{
    fprintf(stderr, "url1738 %s: ", cmd);
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\nTry 'url1738 --help'.\n");
    return EXIT_USAGE;
}
