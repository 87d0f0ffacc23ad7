/* SPDX-License-Identifier: MIT */
/*
 * cmd_resolve.c - `url1738 resolve [--rfc3986] BASE [REFERENCE...]` and
 * `url1738 relativize [--rfc3986] BASE [TARGET...]`: one JSON object per
 * reference or target (cli-contract "url1738 resolve"), read from
 * standard input when none is given.
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

typedef enum url1738_code (*relfn)(const char *, size_t, const char *,
                                   size_t, unsigned, char *, size_t,
                                   size_t *, struct url1738_error *);

struct rel_ctx {
    const char *base;
    size_t blen;
    unsigned flags;
    relfn fn;
    const char *in_key, *out_key;
    struct buf scratch;
    /* resolve --spec=whatwg: new URL(reference, base) */
    int whatwg;
    struct cli_whatwg w;
    enum url1738_code base_rc;  /* the base's own reading */
    struct url1738_error base_err;
    /* resolve: the base split once (url1738_base_prepare), every
     * reference read against it */
    int prepared;
    struct url1738_base prep;
};

/* One call of the command's function: the prepared base for resolve. */
static enum url1738_code rel_call(struct rel_ctx *ctx, const char *p,
                                  size_t len, size_t *need,
                                  struct url1738_error *err)
{
    if (ctx->prepared)
        return url1738_resolve_prepared(&ctx->prep, p, len, ctx->scratch.p,
                                        ctx->scratch.cap, need, err);
    return ctx->fn(ctx->base, ctx->blen, p, len, ctx->flags, ctx->scratch.p,
                   ctx->scratch.cap, need, err);
}

/* Under the WHATWG reading: the reference read against the base (the
 * base's error when the base is no URL). */
static enum url1738_code rel_whatwg(struct rel_ctx *ctx, const char *p,
                                    size_t len, struct url1738_error *err,
                                    const char **out, size_t *n)
{
    enum url1738_code rc = ctx->base_rc;

    *err = ctx->base_err;
    if (rc == URL1738_OK)
        rc = cli_whatwg(&ctx->w, p, len, err);
    *out = ctx->w.out.p;
    *n = rc == URL1738_OK ? ctx->w.u.href.len : 0;
    return rc;
}

static int rel_one(const char *p, size_t len, void *vctx)
{
    struct rel_ctx *ctx = vctx;
    struct jw w;
    struct url1738_error err;
    size_t need = 0;
    enum url1738_code rc;
    const char *out = NULL;

    if (ctx->whatwg)
        rc = rel_whatwg(ctx, p, len, &err, &out, &need);
    else
        rc = rel_call(ctx, p, len, &need, &err);
    if (!ctx->whatwg && rc == URL1738_E_NOSPACE) {
        buf_reserve(&ctx->scratch, need + 1);
        rc = rel_call(ctx, p, len, &need, &err);
    }
    jw_begin(&w, &cli_stdout);
    jw_key(&w, "base");
    jw_str(&w, ctx->base, ctx->blen);
    jw_key(&w, ctx->in_key);
    jw_str(&w, p, len);
    jw_key(&w, ctx->out_key);
    if (rc == URL1738_OK)
        jw_str(&w, out != NULL ? out : ctx->scratch.p, need);
    else
        jw_null(&w);
    jw_error(&w, rc == URL1738_OK ? NULL : &err);
    jw_end(&w);
    return rc != URL1738_OK;
}

static int run_relative(const char *cmd, int argc, char **argv, relfn fn,
                        const char *in_key, const char *out_key,
                        const char *(*names)(size_t))
{
    const char *rfc3986 = NULL, *spec = NULL;
    const struct opt opts[] = {
        { "spec", "SPEC", &spec,
          names == cli_spec_name
              ? N_("the rules: RFC 1808 section 4 (rfc1738, the default) or "
                "RFC 3986 5.2 (rfc3986)")
              : N_("the rules: RFC 1808 section 4 (rfc1738, the default), RFC "
                "3986 5.2 (rfc3986) or the WHATWG URL Standard (whatwg: new "
                "URL(reference, base), its href)"),
          names, 0 },
        { "rfc3986", NULL, &rfc3986, N_("the same as --spec=rfc3986"), NULL, 0 },
        OPT_END,
    };
    struct rel_ctx ctx;
    struct args a;
    int rc;

    rc = parse_args(cmd, argc, argv, opts, &a);
    if (rc != 0)
        return rc;
    if (a.n < 1)
        return usage_error(cmd, cli_text.missing_base, "");
    memset(&ctx, 0, sizeof ctx);
    ctx.base = a.v[0];
    ctx.blen = strlen(a.v[0]);
    ctx.flags = rfc3986 != NULL || (spec != NULL
                                    && strcmp(spec, cli_spec_name(1)) == 0)
                    ? URL1738_RFC3986 : 0;
    ctx.fn = fn;
    ctx.in_key = in_key;
    ctx.out_key = out_key;
    /* parse_args() checked the name against names(). */
    ctx.whatwg = cli_spec_of(spec) == URL1738_SPEC_WHATWG;
    if (ctx.whatwg) {
        ctx.base_rc = cli_whatwg(&ctx.w, ctx.base, ctx.blen, &ctx.base_err);
        if (ctx.base_rc == URL1738_OK) {
            buf_reserve(&ctx.w.base, ctx.w.u.href.len + 1);
            memcpy(ctx.w.base.p, ctx.w.out.p, ctx.w.u.href.len);
            ctx.w.base_u = ctx.w.u;
            ctx.w.has_base = 1;
        }
    }
    if (!ctx.whatwg && fn == url1738_resolve) {
        /* the base's error, if any, is each reference's (after the
         * reference's own check), as url1738_resolve gives it */
        ctx.prep.size = sizeof ctx.prep;
        url1738_base_prepare(&ctx.prep, ctx.base, ctx.blen, ctx.flags, NULL);
        ctx.prepared = 1;
    }
    buf_reserve(&ctx.scratch, 256);
    a.v++;
    a.n--;
    rc = each_input(&a, rel_one, &ctx);
    free(ctx.scratch.p);
    cli_whatwg_free(&ctx.w);
    return rc;
}

int cmd_resolve(int argc, char **argv)
{
    return run_relative("resolve", argc, argv, url1738_resolve, "reference",
                        "resolved", cli_spec_name_whatwg);
}

int cmd_relativize(int argc, char **argv)
{
    return run_relative("relativize", argc, argv, url1738_relativize,
                        "target", "relative", cli_spec_name);
}
