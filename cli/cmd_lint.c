/* SPDX-License-Identifier: MIT */
/*
 * cmd_lint.c - `url1738 lint [--spec=S] [URL...]`: the cautions of RFC
 * 1738 2.2 and 6 about each URL, and where RFC 3986 reads it otherwise,
 * or under --spec=whatwg the URL Standard's validation errors, as JSON
 * warnings with stable codes (docs/plan.md).
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* A warning's object but its numbers, written once for each code,
 * severity and message (the texts are the library's and the catalogue's,
 * which stay where they are: their addresses name them): the head
 * {"code":..,"severity":..,"offset": and the tail ,"message":..}. */
struct piece {
    const char *code, *sev, *msg;
    char *head, *tail;
    size_t hn, tn;
};
#define NPIECES 32

struct lint_ctx {
    struct url1738_warning *w;
    size_t cap;
    enum url1738_spec spec;     /* --spec: the reading */
    struct piece pieces[NPIECES];
    size_t npieces;
};

/* Where the pieces are written first: never flushed (out_room), as
 * texts of up to SCRATCH_TEXT bytes never fill it. */
static struct out scratch = { -1, 0, { 0 } };
#define SCRATCH_TEXT 4096

static char *copy_of(const char *p, size_t n)
{
    char *c = malloc(n);

    if (c == NULL)
        die_oom(n);
    memcpy(c, p, n);
    return c;
}

/* The pieces of (code, sev, msg), made when first asked; NULL when the
 * table is full or a text is too long (the writer's way then). */
static const struct piece *piece_of(struct lint_ctx *ctx, const char *code,
                                    const char *sev, const char *msg)
{
    struct piece *pc;
    size_t i;

    for (i = 0; i < ctx->npieces; i++) {
        pc = &ctx->pieces[i];
        if (pc->code == code && pc->sev == sev && pc->msg == msg)
            return pc;
    }
    if (ctx->npieces == NPIECES || strlen(code) + strlen(sev) > SCRATCH_TEXT
        || strlen(msg) > SCRATCH_TEXT)
        return NULL;
    pc = &ctx->pieces[ctx->npieces++];
    pc->code = code;
    pc->sev = sev;
    pc->msg = msg;
    scratch.len = 0;
    out_write(&scratch, "{\"code\":", 8);
    json_string(&scratch, code, strlen(code));
    out_write(&scratch, ",\"severity\":", 12);
    json_string(&scratch, sev, strlen(sev));
    out_write(&scratch, ",\"offset\":", 10);
    pc->head = copy_of(scratch.buf, pc->hn = scratch.len);
    scratch.len = 0;
    out_write(&scratch, ",\"message\":", 11);
    json_string(&scratch, msg, strlen(msg));
    out_char(&scratch, '}');
    pc->tail = copy_of(scratch.buf, pc->tn = scratch.len);
    scratch.len = 0;
    return pc;
}

/* A warning's object through the writer, key by key. */
static void warning(struct jw *jw, const char *code, const char *sev,
                    const struct url1738_warning *w, const char *msg)
{
    jw_object(jw);
    JW_KEY(jw, "code");
    jw_cstr(jw, code);
    JW_KEY(jw, "severity");
    jw_cstr(jw, sev);
    JW_KEY(jw, "offset");
    jw_uint(jw, w->offset);
    JW_KEY(jw, "length");
    jw_uint(jw, w->len);
    JW_KEY(jw, "message");
    jw_cstr(jw, msg);
    jw_close(jw);
}

static int lint_one(const char *p, size_t len, void *vctx)
{
    struct lint_ctx *ctx = vctx;
    struct jw jw;
    struct url1738_error err;
    size_t n, i;
    char buf[1024];
    static const char valid[] = "\"valid\":true,\"error\":null";

    n = url1738_lint_spec(p, len, ctx->spec, ctx->w, ctx->cap, &err);
    if (n > ctx->cap) {
        struct url1738_warning *nw = realloc(ctx->w, n * sizeof *nw);
        if (nw == NULL)
            die_oom(n * sizeof *nw);
        ctx->w = nw;
        ctx->cap = n;
        ctx->w[0].size = sizeof *nw;  /* the array's stride (url1738.h) */
        n = url1738_lint_spec(p, len, ctx->spec, ctx->w, ctx->cap, &err);
    }
    jw_begin(&jw, &cli_stdout);
    JW_KEY(&jw, "input");
    jw_str(&jw, p, len);
    if (err.code == URL1738_OK)
        jw_raw(&jw, valid, sizeof valid - 1);   /* two members at once */
    else {
        JW_KEY(&jw, "valid");
        jw_bool(&jw, 0);
        jw_error_in(&jw, &err, p, len);
    }
    JW_KEY(&jw, "warnings");
    jw_array(&jw);
    for (i = 0; i < n; i++) {
        const struct url1738_warning *w = &ctx->w[i];
        /* An error is a byte plan refuses: the plan's code (E_PLAN_*). */
        const char *code = w->severity == URL1738_SEVERITY_ERROR
                               ? url1738_errname((int)w->code)
                               : url1738_warnname(w->code);
        const char *sev = url1738_severity_name(w->severity);
        const char *msg = cli_real_escape(cli_tr(w->message), p, len,
                                          w->offset, buf, sizeof buf);
        const struct piece *pc = NULL;

        /* msg == buf: this warning's own text, not kept */
        if (code != NULL && sev != NULL && msg != NULL && msg != buf)
            pc = piece_of(ctx, code, sev, msg);
        if (pc == NULL) {
            warning(&jw, code, sev, w, msg);
            continue;
        }
        jw_raw(&jw, pc->head, pc->hn);
        out_uint(jw.o, w->offset);
        out_write(jw.o, ",\"length\":", 10);
        out_uint(jw.o, w->len);
        out_write(jw.o, pc->tail, pc->tn);
    }
    jw_end(&jw);
    return err.code != URL1738_OK;
}

int cmd_lint(int argc, char **argv)
{
    struct lint_ctx ctx;
    const char *spec = NULL;
    const struct opt opts[] = {
        { "spec", "SPEC", &spec,
          N_("the reading: RFC 1738 (rfc1738, the default), RFC 3986's URI "
          "(rfc3986; under both, notes say where the other reading differs) "
          "or the WHATWG URL Standard (whatwg: its validation errors)"),
          cli_spec_name_whatwg, 0 },
        OPT_END,
    };
    struct args a;
    int rc;

    memset(&ctx, 0, sizeof ctx);
    ctx.spec = URL1738_SPEC_RFC1738;
    rc = parse_args("lint", argc, argv, opts, &a);
    if (rc != 0)
        return rc;
    /* parse_args() checked the name against cli_spec_name_whatwg(). */
    ctx.spec = cli_spec_of(spec);
    rc = each_input(&a, lint_one, &ctx);
    free(ctx.w);
    while (ctx.npieces > 0) {
        ctx.npieces--;
        free(ctx.pieces[ctx.npieces].head);
        free(ctx.pieces[ctx.npieces].tail);
    }
    return rc;
}
