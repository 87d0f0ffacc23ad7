/*
 * cmd_lint.c - `url1738 lint [URL...]`: the cautions of RFC 1738 2.2 and
 * 6 about each URL, as JSON warnings with stable codes (docs/plan.md).
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static const char *const severities[] = { "", "note", "caution", "danger" };

struct lint_ctx {
    struct url1738_warning *w;
    size_t cap;
};

static int lint_one(const char *p, size_t len, void *vctx)
{
    struct lint_ctx *ctx = vctx;
    struct out *o = &cli_stdout;
    struct url1738_error err;
    size_t n, i;

    n = url1738_lint(p, len, ctx->w, ctx->cap, &err);
    if (n > ctx->cap) {
        struct url1738_warning *nw = realloc(ctx->w, n * sizeof *nw);
        if (nw == NULL)
            die_oom(n * sizeof *nw);
        ctx->w = nw;
        ctx->cap = n;
        ctx->w[0].size = sizeof *nw;  /* the array's stride (url1738.h) */
        n = url1738_lint(p, len, ctx->w, ctx->cap, &err);
    }
    out_char(o, '{');
    json_key(o, "input");
    json_string(o, p, len);
    if (err.code == URL1738_OK) {
        out_str(o, ",\"valid\":true,\"error\":null");
    } else {
        out_str(o, ",\"valid\":false,\"error\":");
        json_error(o, &err);
    }
    out_str(o, ",\"warnings\":[");
    for (i = 0; i < n; i++) {
        const struct url1738_warning *w = &ctx->w[i];
        if (i > 0)
            out_char(o, ',');
        out_str(o, "{\"code\":\"");
        out_str(o, url1738_warnname(w->code));
        out_str(o, "\",\"severity\":\"");
        out_str(o, severities[w->severity]);
        out_str(o, "\",\"offset\":");
        out_uint(o, w->offset);
        out_str(o, ",\"length\":");
        out_uint(o, w->len);
        out_str(o, ",\"message\":");
        json_string(o, w->message, strlen(w->message));
        out_char(o, '}');
    }
    out_write(o, "]}\n", 3);
    return err.code != URL1738_OK;
}

int cmd_lint(int argc, char **argv)
{
    struct lint_ctx ctx = { NULL, 0 };
    struct args a;
    int rc;

    rc = parse_args("lint", argc, argv, NULL, &a);
    if (rc != 0)
        return rc;
    rc = each_input(&a, lint_one, &ctx);
    free(ctx.w);
    return rc;
}
