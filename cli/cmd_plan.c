/* SPDX-License-Identifier: MIT */
/*
 * cmd_plan.c - `url1738 plan [--email=ADDR] [--allow-port=N] [URL...]`:
 * what a client does to access each URL (cli-contract "url1738 plan", RFC
 * 1738 section 3), or the error that refuses it (section 6).
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

struct plan_ctx {
    const char *email;
    unsigned allow_port;        /* --allow-port=N, 0 when not given */
    struct buf scratch;
};

static void out_bool(struct jw *w, const char *key, int v)
{
    jw_key(w, key);
    jw_bool(w, v);
}

/* "key":<decoded span or null> */
static void out_decoded(struct jw *w, struct buf *sc, const char *key,
                        const char *p, struct url1738_span s)
{
    jw_key(w, key);
    jw_decoded(w, sc, p, s);
}

/* "key":"<what fn writes>" */
static void out_written(struct jw *w, struct buf *sc, const char *key,
                        const char *p, const struct url1738_plan *pl,
                        enum url1738_code (*fn)(const char *,
                                                const struct url1738_plan *,
                                                char *, size_t, size_t *))
{
    size_t need = 0;

    fn(p, pl, NULL, 0, &need);
    buf_reserve(sc, need + 1);
    fn(p, pl, sc->p, sc->cap, &need);
    jw_key(w, key);
    jw_str(w, sc->p, need);
}

/* "commands":[...]: the library's LF-terminated lines as strings. */
static void out_commands(struct jw *w, struct buf *sc, const char *p,
                         const struct url1738_plan *pl)
{
    size_t need = 0, i, start = 0;

    url1738_plan_commands(p, pl, NULL, 0, &need);
    buf_reserve(sc, need + 1);
    url1738_plan_commands(p, pl, sc->p, sc->cap, &need);
    jw_key(w, "commands");
    jw_array(w);
    for (i = 0; i < need; i++) {
        if (sc->p[i] != '\n')
            continue;
        jw_str(w, sc->p + start, i - start);
        start = i + 1;
    }
    jw_close(w);
}

/* The '/'-separated segments of a span, decoded, all but the last. */
static void out_cwds(struct jw *w, struct buf *sc, const char *p,
                     struct url1738_span path)
{
    struct url1738_iter it;
    struct url1738_span seg, prev = { URL1738_ABSENT, 0 };

    jw_key(w, "cwd");
    jw_array(w);
    url1738_iter_init(&it, path);
    while (url1738_next_segment(p, &it, &seg)) {
        if (url1738_present(prev))
            jw_decoded(w, sc, p, prev);
        prev = seg;
    }
    jw_close(w);
}

/* The attribute names of "!+A%20+B", decoded and split at the spaces. */
static void out_attributes(struct jw *w, struct buf *sc, const char *p,
                           struct url1738_span names)
{
    size_t need = 0, i, start = 0;

    buf_reserve(sc, names.len + 1);
    url1738_decode_span(p, names, sc->p, sc->cap, &need, NULL);
    jw_key(w, "attributes");
    jw_array(w);
    for (i = 0; i <= need; i++) {
        if (i < need && sc->p[i] != ' ')
            continue;
        jw_str(w, sc->p + start, i - start);
        start = i + 1;
    }
    jw_close(w);
}

/* gopher (3.4): the URL's parts (type, selector, search, gopher+ string,
 * as `parse` writes them), what the gopher+ string asks, the request. */
static void out_gopher(struct jw *w, struct buf *sc, const char *p,
                       const struct url1738_plan *pl,
                       const struct url1738_url *u)
{
    jw_scheme_fields(w, sc, p, u);
    jw_key(w, "asks");
    jw_cstr(w, url1738_gplus_name(pl->gplus));
    if (pl->gplus == URL1738_GPLUS_ATTRS ||
        pl->gplus == URL1738_GPLUS_DIR_NAMED)
        out_attributes(w, sc, p, pl->view);
    if (pl->gplus == URL1738_GPLUS_VIEW) {
        out_decoded(w, sc, "view", p, pl->view);
        out_decoded(w, sc, "language", p, pl->language);
    }
    out_written(w, sc, "request", p, pl, url1738_plan_request);
}

static void out_ftp(struct jw *w, struct buf *sc, const char *p,
                    const struct url1738_plan *pl)
{
    const struct url1738_url_1_1 *u = &pl->url;
    int anonymous = (pl->flags & URL1738_PLAN_ANONYMOUS) != 0;

    jw_key(w, "user");
    if (anonymous)
        jw_cstr(w, "anonymous");
    else
        jw_decoded(w, sc, p, u->user);
    jw_key(w, "password");
    if (anonymous)
        jw_str(w, pl->email, pl->email_len);
    else
        jw_decoded(w, sc, p, u->password);
    out_bool(w, "anonymous", anonymous);
    out_bool(w, "ask_password", (pl->flags & URL1738_PLAN_ASK_PASSWORD) != 0);
    out_cwds(w, sc, p, u->u.ftp.fpath);
    jw_key(w, "name");
    if (url1738_present(pl->ftp_name))
        jw_decoded(w, sc, p, pl->ftp_name);
    else
        jw_str(w, "", 0);
    jw_key(w, "type");
    jw_str(w, &pl->ftp_type, 1);
    out_bool(w, "type_guessed", (pl->flags & URL1738_PLAN_TYPE_GUESSED) != 0);
    out_bool(w, "listing", (pl->flags & URL1738_PLAN_LISTING) != 0);
    out_commands(w, sc, p, pl);
}

/* mailto (3.5): the addr-spec and its local-part and domain (RFC 822:
 * local-part "@" domain, split at the last "@"). */
static void out_mailto(struct jw *w, struct buf *sc, const char *p,
                       const struct url1738_plan *pl)
{
    size_t need = 0, at;
    struct url1738_span a = pl->url.u.mailto.address;

    buf_reserve(sc, a.len + 1);
    url1738_decode_span(p, a, sc->p, sc->cap, &need, NULL);
    jw_key(w, "address");
    jw_str(w, sc->p, need);
    for (at = need; at > 0 && sc->p[at - 1] != '@'; at--)
        ;
    jw_key(w, "local_part");
    if (at > 0)
        jw_str(w, sc->p, at - 1);
    else
        jw_null(w);
    jw_key(w, "domain");
    if (at > 0)
        jw_str(w, sc->p + at, need - at);
    else
        jw_null(w);
}

/* The plan's own keys, by scheme (see docs/plan.md); u is the whole URL
 * (the plan's full). */
static void out_scheme(struct jw *w, struct buf *sc, const char *p,
                       const struct url1738_plan *pl,
                       const struct url1738_url *u)
{
    switch (u->scheme_id) {
    case URL1738_SCHEME_FTP:
        out_ftp(w, sc, p, pl);
        break;
    case URL1738_SCHEME_HTTP:
        out_written(w, sc, "target", p, pl, url1738_plan_request);
        break;
    case URL1738_SCHEME_GOPHER:
        out_gopher(w, sc, p, pl, u);
        break;
    case URL1738_SCHEME_NEWS:
        out_bool(w, "own_server", 1);
        jw_scheme_fields(w, sc, p, u);      /* all, group, article */
        out_commands(w, sc, p, pl);
        break;
    case URL1738_SCHEME_NNTP:
        jw_scheme_fields(w, sc, p, u);      /* group, article */
        out_commands(w, sc, p, pl);
        break;
    case URL1738_SCHEME_TELNET:
        out_decoded(w, sc, "user", p, u->user);
        out_decoded(w, sc, "password", p, u->password);
        out_bool(w, "advisory", 1);     /* 3.8 */
        break;
    case URL1738_SCHEME_WAIS:
        jw_key(w, "form");
        jw_cstr(w, url1738_wais_form_name(pl->wais_form));
        jw_scheme_fields(w, sc, p, u);      /* database ... wpath */
        break;
    case URL1738_SCHEME_FILE:
        out_bool(w, "local", (pl->flags & URL1738_PLAN_LOCAL) != 0);
        out_written(w, sc, "path", p, pl, url1738_plan_path);
        break;
    case URL1738_SCHEME_PROSPERO:
        jw_scheme_fields(w, sc, p, u);      /* path, fields */
        break;
    case URL1738_SCHEME_MAILTO:
        out_mailto(w, sc, p, pl);
        break;
    default:
        break;
    }
}

static int plan_one(const char *p, size_t len, void *vctx)
{
    struct plan_ctx *ctx = vctx;
    struct jw w;
    struct url1738_plan pl = URL1738_PLAN_INIT;
    struct url1738_url full = URL1738_URL_INIT;
    struct url1738_error err;
    enum url1738_code rc;
    const char *scheme;

    pl.lang = cli_lang;     /* reason in the language of the run */
    pl.full = &full;        /* the whole URL, for its scheme's fields */
    rc = url1738_plan_allow(p, len, ctx->email,
                            ctx->email ? strlen(ctx->email) : 0,
                            ctx->allow_port, &pl, &err);
    scheme = url1738_scheme_name(pl.url.scheme_id);
    jw_begin(&w, &cli_stdout);
    jw_key(&w, "input");
    jw_str(&w, p, len);
    jw_key(&w, "scheme");
    if (scheme != NULL)
        jw_cstr(&w, scheme);
    else
        jw_span(&w, p, pl.url.scheme);
    /* Section 6 and parse errors: the error instead of the plan; for a
     * section 6 refusal the library's specific message (byte, field,
     * protocol) from the plan. */
    if (rc != URL1738_OK && pl.reason[0] != '\0')
        err.message = pl.reason;
    jw_error_in(&w, rc == URL1738_OK ? NULL : &err, p, len);
    if (rc == URL1738_OK) {
        jw_key(&w, "protocol");
        jw_cstr(&w, pl.protocol);
        jw_key(&w, "host");
        jw_span(&w, p, pl.url.host);
        jw_key(&w, "port");
        if (pl.port != 0)
            jw_uint(&w, pl.port);
        else
            jw_null(&w);
        out_scheme(&w, &ctx->scratch, p, &pl, &full);
    }
    jw_end(&w);
    return rc != URL1738_OK;
}

int cmd_plan(int argc, char **argv)
{
    struct plan_ctx ctx = { NULL, 0, { NULL, 0 } };
    const char *allow = NULL;
    const struct opt opts[] = {
        { "email", "ADDRESS", &ctx.email,
          N_("the password of an anonymous FTP login (RFC 1738 3.2.1)"), NULL,
          0 },
        OPT_ALLOW_PORT(&allow),
        OPT_END
    };
    struct args a;
    int rc;

    rc = parse_args("plan", argc, argv, opts, &a);
    if (rc != 0)
        return rc;
    if (cli_allow_port("plan", allow, &ctx.allow_port) != 0)
        return EXIT_USAGE;
    rc = each_input(&a, plan_one, &ctx);
    free(ctx.scratch.p);
    return rc;
}
