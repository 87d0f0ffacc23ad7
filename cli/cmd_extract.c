/* SPDX-License-Identifier: MIT */
/*
 * cmd_extract.c - `url1738 extract [--all] [--spec=S] [FILE...]`: the URLs found in
 * free text (RFC 1738 appendix), one JSON object each, in text order
 * (cli-contract "url1738 extract"). Reads in fixed pieces: memory stays
 * flat whatever the input's size.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

#define PIECE (1u << 16)

struct extract_ctx {
    int all;             /* --all: invalid candidates too      */
    enum url1738_spec spec; /* --spec: the reading             */
    const char *file;    /* its name in the output, or NULL    */
    int invalid;         /* an invalid candidate was printed   */
    unsigned long long bytes; /* read from every file so far   */
    struct cli_whatwg w;  /* --spec=whatwg: the URL's href      */
    char text[URL1738_EXTRACT_MAX + 1];
};

static void print_found(struct extract_ctx *ctx,
                        const struct url1738_extract *st,
                        const struct url1738_found *f)
{
    struct jw w;
    size_t k, n = 0;
    int valid = f->error.code == URL1738_OK;

    if (!valid && !ctx->all)
        return;
    if (!valid)
        ctx->invalid = 1;
    jw_begin(&w, &cli_stdout);
    JW_KEY(&w, "url");
    url1738_extract_url(st, 0, ctx->text, sizeof ctx->text, &n);
    jw_str(&w, ctx->text, n);
    if (ctx->spec == URL1738_SPEC_WHATWG) {
        struct url1738_error e;

        JW_KEY(&w, "href");
        if (valid && cli_whatwg(&ctx->w, ctx->text, n, &e) == URL1738_OK)
            jw_str(&w, ctx->w.out.p, ctx->w.u.href.len);
        else
            jw_null(&w);
    }
    JW_KEY(&w, "alternatives");
    jw_array(&w);
    for (k = 1; k < f->readings; k++) {
        url1738_extract_url(st, k, ctx->text, sizeof ctx->text, &n);
        jw_str(&w, ctx->text, n);
    }
    jw_close(&w);
    JW_KEY(&w, "fragment");
    if (f->has_fragment) {
        url1738_extract_fragment(st, ctx->text, sizeof ctx->text, &n);
        jw_str(&w, ctx->text, n);
    } else {
        jw_null(&w);
    }
    JW_KEY(&w, "form");
    jw_cstr(&w, url1738_form_name(f->form));
    JW_KEY(&w, "line");
    jw_uint(&w, f->line);
    JW_KEY(&w, "column");
    jw_uint(&w, f->column);
    if (ctx->file != NULL) {
        JW_KEY(&w, "file");
        jw_cstr(&w, ctx->file);
    }
    if (ctx->all) {
        JW_KEY(&w, "valid");
        jw_bool(&w, valid);
    }
    jw_error(&w, valid ? NULL : &f->error);
    jw_end(&w);
}

/* Scans one file descriptor to its end. Returns 0, or errno of a failed
 * read. */
static int extract_fd(struct extract_ctx *ctx, int fd)
{
    static char piece[PIECE];
    struct url1738_extract st;
    struct url1738_found f = URL1738_FOUND_INIT;

    url1738_extract_init_spec(&st, ctx->spec);
    for (;;) {
        ssize_t r = cli_read(fd, piece, sizeof piece);
        size_t off = 0, used;

        if (r < 0 && errno == EINTR)
            continue;
        if (r < 0)
            return errno;
        if (r == 0)
            break;
        ctx->bytes += (unsigned long long)r;
        progress_update(&cli_progress, ctx->bytes);
        while (url1738_extract_next(&st, piece + off, (size_t)r - off, &used,
                                    &f) == 1) {
            print_found(ctx, &st, &f);
            off += used;
        }
    }
    if (url1738_extract_finish(&st, &f) == 1)
        print_found(ctx, &st, &f);
    return 0;
}

/* One FILE argument: "-" is standard input, unless after "--" (then it
 * is a file named "-"). Returns 1 after a message when it failed. */
static int extract_one(struct extract_ctx *ctx, const char *name,
                       int literal)
{
    int in = !literal && strcmp(name, "-") == 0;
    int fd = 0, rc;

    if (!in) {
        fd = open(name, O_RDONLY);
        if (fd < 0) {
            fprintf(stderr, cli_text.file_error, "extract", name,
                    cli_strerror(errno));
            return 1;
        }
    }
    ctx->file = in ? NULL : name;
    rc = extract_fd(ctx, fd);
    if (!in)
        close(fd);
    if (rc != 0) {
        fprintf(stderr, cli_text.file_error, "extract",
                in ? cli_text.stdin_name : name, cli_strerror(rc));
        return 1;
    }
    return 0;
}

int cmd_extract(int argc, char **argv)
{
    static struct extract_ctx ctx;
    const char *all = NULL, *spec = NULL;
    const char *progress = NULL, *no_progress = NULL;
    const struct opt opts[] = {
        { "spec", "SPEC", &spec,
          N_("the reading: RFC 1738's appendix and ten schemes (rfc1738, the "
          "default), RFC 3986's URI (rfc3986: also https and any "
          "scheme://, '~', #fragment kept in the URL) or the WHATWG URL "
          "Standard (whatwg: found as rfc3986, checked by the standard's "
          "parser, its href added)"),
          cli_spec_name_whatwg, 0 },
        { "all", NULL, &all,
          N_("also the text inside <URL:...> that is not a valid URL, with "
          "the error"), NULL, 0 },
        OPT_PROGRESS(&progress, &no_progress),
        OPT_END,
    };
    struct args a;
    int rc, i, failed = 0;

    rc = parse_args("extract", argc, argv, opts, &a);
    if (rc != 0)
        return rc;
    /* A run starts afresh (the bindings run more than once: run.c). */
    ctx.invalid = 0;
    ctx.bytes = 0;
    ctx.all = all != NULL;
    /* parse_args() checked the name against cli_spec_name_whatwg(). */
    ctx.spec = cli_spec_of(spec);
    /* The progress line: over every FILE (standard input for "-"),
     * sized when each one is a regular file. */
    {
        unsigned long long total = 0, size;
        int sized = 1;
        struct stat st;

        for (i = 0; i < (a.n == 0 ? 1 : a.n); i++) {
            const char *name = a.n == 0 ? "-" : a.v[i];

            if (strcmp(name, "-") == 0 && !a.dashdash) {
                sized &= progress_size(0, &size);
            } else if (stat(name, &st) == 0 && S_ISREG(st.st_mode)) {
                size = (unsigned long long)st.st_size;
            } else {
                sized = 0;
                size = 0;
            }
            total += sized ? size : 0;
        }
        progress_init(&cli_progress, "extract", progress, no_progress,
                      sized, total);
    }
    if (a.n == 0)
        failed |= extract_one(&ctx, "-", 0);
    for (i = 0; i < a.n; i++)
        failed |= extract_one(&ctx, a.v[i], a.dashdash);
    progress_end(&cli_progress);
    /* A file not read is a local I/O error (3), never "invalid" (1). */
    return failed ? EXIT_IO : ctx.invalid ? EXIT_INVALID : EXIT_VALID;
}
