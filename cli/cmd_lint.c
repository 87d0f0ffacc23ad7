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

struct lint_ctx {
    struct url1738_warning *w;
    size_t cap;
    enum url1738_spec spec;     /* --spec: the reading */
};

/* Where a warning's object is written before it goes out in one piece
 * (jw_raw): never flushed (out_room), its texts being short. */
static struct out scratch = { -1, 0, { 0 } };
#define SCRATCH_TEXT 4096

/* A warning's object through the writer (texts too long for scratch). */
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
    JW_KEY(&jw, "valid");
    jw_bool(&jw, err.code == URL1738_OK);
    jw_error_in(&jw, &err, p, len);
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
        size_t room = (code ? strlen(code) : 0) + (sev ? strlen(sev) : 0)
                      + (msg ? strlen(msg) : 0);

        if (code == NULL || sev == NULL || msg == NULL
            || room > SCRATCH_TEXT) {
            warning(&jw, code, sev, w, msg);
            continue;
        }
        /* The object in pieces into scratch, out in one (jw_raw). */
        scratch.len = 0;
        out_write(&scratch, "{\"code\":", 8);
        json_string(&scratch, code, strlen(code));
        out_write(&scratch, ",\"severity\":", 12);
        json_string(&scratch, sev, strlen(sev));
        out_write(&scratch, ",\"offset\":", 10);
        out_uint(&scratch, w->offset);
        out_write(&scratch, ",\"length\":", 10);
        out_uint(&scratch, w->len);
        out_write(&scratch, ",\"message\":", 11);
        json_string(&scratch, msg, strlen(msg));
        out_char(&scratch, '}');
        jw_raw(&jw, scratch.buf, scratch.len);
    }
    jw_end(&jw);
    return err.code != URL1738_OK;
}

int cmd_lint(int argc, char **argv)
{
    struct lint_ctx ctx = { NULL, 0, URL1738_SPEC_RFC1738 };
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

    rc = parse_args("lint", argc, argv, opts, &a);
    if (rc != 0)
        return rc;
    /* parse_args() checked the name against cli_spec_name_whatwg(). */
    ctx.spec = cli_spec_of(spec);
    rc = each_input(&a, lint_one, &ctx);
    free(ctx.w);
    return rc;
}
