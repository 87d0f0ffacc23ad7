/* SPDX-License-Identifier: MIT */
/*
 * cmd_normalize.c - `url1738 normalize [--spec=S] [--repair] [URL...]`:
 * one JSON object per input with its canonical form (cli-contract "url1738
 * normalize"; under --spec=rfc3986 RFC 3986 6.2.2 and 6.2.3); --repair
 * first turns a pasted string into the RFC 1738 URL it almost was and
 * lists the changes.
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

struct normalize_ctx {
    enum url1738_spec spec;     /* --spec: the reading */
    struct cli_whatwg w;        /* --spec=whatwg */
    int spec_given;             /* --spec was given                  */
    int repair;
    struct buf repaired;
    struct buf norm;
    struct buf changes;
};

static void json_changes(struct jw *w, const struct url1738_change *ch,
                         size_t n)
{
    size_t i;

    jw_key(w, "changes");
    jw_array(w);
    for (i = 0; i < n; i++) {
        jw_object(w);
        jw_key(w, "offset");
        jw_uint(w, ch[i].offset);
        jw_key(w, "kind");
        jw_cstr(w, url1738_fix_name(ch[i].kind));
        jw_key(w, "message");
        jw_cstr(w, cli_tr(ch[i].message));
        jw_close(w);
    }
    jw_close(w);
}

static int normalize_one(const char *p, size_t len, void *vctx)
{
    struct normalize_ctx *ctx = vctx;
    struct jw w;
    struct url1738_error err;
    struct url1738_change *ch = NULL;
    size_t need = 0, nch = 0, max = len + 4;
    enum url1738_code rc = URL1738_OK;
    const char *url = p;
    size_t ulen = len;

    jw_begin(&w, &cli_stdout);
    jw_key(&w, "input");
    jw_str(&w, p, len);
    /* Repair makes an RFC 1738 URL: a valid RFC 3986 URI is left as it
     * is (its '~' and fragment kept), as a valid URL is under RFC 1738. */
    if (ctx->repair && !(ctx->spec != URL1738_SPEC_RFC1738
                         && url1738_valid_spec(p, len, ctx->spec))) {
        buf_reserve(&ctx->repaired, 3 * len + 2);
        ch = (struct url1738_change *)(void *)buf_reserve(
            &ctx->changes, max * sizeof *ch);
        ch[0].size = sizeof *ch;      /* the array's stride (url1738.h) */
        rc = url1738_repair(p, len, ctx->repaired.p, ctx->repaired.cap,
                            &ulen, ch, max, &nch, &err);
        url = ctx->repaired.p;
    }
    if (ctx->spec == URL1738_SPEC_WHATWG) {
        /* the standard's serialization */
        rc = cli_whatwg(&ctx->w, p, len, &err);
        jw_key(&w, "normalized");
        if (rc == URL1738_OK)
            jw_span(&w, ctx->w.out.p, ctx->w.u.href);
        else
            jw_null(&w);
        jw_error_in(&w, rc == URL1738_OK ? NULL : &err, p, len);
        jw_end(&w);
        return rc != URL1738_OK;
    }
    /* the text an error's offset is in: the repaired URL once repaired */
    const char *ein = rc == URL1738_OK ? url : p;
    size_t elen = rc == URL1738_OK ? ulen : len;

    if (rc == URL1738_OK) {
        buf_reserve(&ctx->norm, ulen + 2);
        rc = url1738_normalize_spec(url, ulen, ctx->spec, ctx->norm.p,
                                    ctx->norm.cap, &need, &err);
    }
    if (rc != URL1738_OK && !ctx->spec_given)
        cli_other_reading("normalize", p, len);
    jw_key(&w, "normalized");
    if (rc == URL1738_OK)
        jw_str(&w, ctx->norm.p, need);
    else
        jw_null(&w);
    jw_error_in(&w, rc == URL1738_OK ? NULL : &err, ein, elen);
    if (ctx->repair)
        json_changes(&w, ch, rc == URL1738_OK ? nch : 0);
    jw_end(&w);
    return rc != URL1738_OK;
}

int cmd_normalize(int argc, char **argv)
{
    struct normalize_ctx ctx;
    const char *repair = NULL, *spec = NULL;
    const char *progress = NULL, *no_progress = NULL;
    const struct opt opts[] = {
        { "spec", "SPEC", &spec,
          N_("the rules: RFC 1738 (rfc1738, the default), RFC 3986 6.2.2 "
          "and 6.2.3 (rfc3986: also dot-segments removed, https's port 443 "
          "dropped) or the WHATWG URL Standard (whatwg: its href)"), cli_spec_name_whatwg, 0 },
        { "repair", NULL, &repair,
          N_("make an invalid URL valid first where the fix is certain, and "
          "list the changes"), NULL, 0 },
        OPT_PROGRESS(&progress, &no_progress),
        OPT_END,
    };
    struct args a;
    int rc;

    memset(&ctx, 0, sizeof ctx);
    rc = parse_args("normalize", argc, argv, opts, &a);
    if (rc != 0)
        return rc;
    ctx.repair = repair != NULL;
    /* parse_args() checked the name against cli_spec_name_whatwg(). */
    ctx.spec = cli_spec_of(spec);
    ctx.spec_given = spec != NULL;
    if (ctx.repair && ctx.spec == URL1738_SPEC_WHATWG)
        return usage_error("normalize", cli_text.unexpected_argument,
                           "--repair");
    progress_for_input("normalize", &a, progress, no_progress);
    rc = each_input(&a, normalize_one, &ctx);
    cli_whatwg_free(&ctx.w);
    cli_other_reading_end("normalize");
    free(ctx.repaired.p);
    free(ctx.norm.p);
    free(ctx.changes.p);
    return rc;
}
