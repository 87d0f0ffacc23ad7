/*
 * cmd_plan.c - `url1738 plan [--email=ADDR] [URL...]`: what a client does
 * to access each URL (cli-contract "url1738 plan", RFC 1738 section 3),
 * or the error that refuses it (section 6).
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

struct plan_ctx {
    const char *email;
    struct buf scratch;
};

static void out_bool(struct out *o, const char *key, int v)
{
    out_char(o, ',');
    json_key(o, key);
    out_str(o, v ? "true" : "false");
}

/* ,"key":<decoded span or null> */
static void out_decoded(struct out *o, struct buf *sc, const char *key,
                        const char *p, struct url1738_span s)
{
    out_char(o, ',');
    json_key(o, key);
    json_decoded(o, sc, p, s);
}

/* ,"key":"<what fn writes>" */
static void out_written(struct out *o, struct buf *sc, const char *key,
                        const char *p, const struct url1738_plan *pl,
                        enum url1738_code (*fn)(const char *,
                                                const struct url1738_plan *,
                                                char *, size_t, size_t *))
{
    size_t need = 0;

    fn(p, pl, NULL, 0, &need);
    buf_reserve(sc, need + 1);
    fn(p, pl, sc->p, sc->cap, &need);
    out_char(o, ',');
    json_key(o, key);
    json_string(o, sc->p, need);
}

/* ,"commands":[...]: the library's LF-terminated lines as strings. */
static void out_commands(struct out *o, struct buf *sc, const char *p,
                         const struct url1738_plan *pl)
{
    size_t need = 0, i, start = 0;
    int first = 1;

    url1738_plan_commands(p, pl, NULL, 0, &need);
    buf_reserve(sc, need + 1);
    url1738_plan_commands(p, pl, sc->p, sc->cap, &need);
    out_str(o, ",\"commands\":[");
    for (i = 0; i < need; i++) {
        if (sc->p[i] != '\n')
            continue;
        if (!first)
            out_char(o, ',');
        json_string(o, sc->p + start, i - start);
        start = i + 1;
        first = 0;
    }
    out_char(o, ']');
}

/* The '/'-separated segments of a span, decoded, all but the last. */
static void out_cwds(struct out *o, struct buf *sc, const char *p,
                     struct url1738_span path)
{
    struct url1738_iter it;
    struct url1738_span seg, prev = { URL1738_ABSENT, 0 };
    int first = 1;

    out_str(o, ",\"cwd\":[");
    url1738_iter_init(&it, path);
    while (url1738_next_segment(p, &it, &seg)) {
        if (url1738_present(prev)) {
            if (!first)
                out_char(o, ',');
            json_decoded(o, sc, p, prev);
            first = 0;
        }
        prev = seg;
    }
    out_char(o, ']');
}

static const char *const gplus_names[] = {
    "none", "default_view", "ask_form", "all_attributes",
    "directory_attributes", "attributes", "directory_named_attributes",
    "alternate_view", "ask_block", "other"
};

/* The attribute names of "!+A%20+B", decoded and split at the spaces. */
static void out_attributes(struct out *o, struct buf *sc, const char *p,
                           struct url1738_span names)
{
    size_t need = 0, i, start = 0;

    buf_reserve(sc, names.len + 1);
    url1738_decode_span(p, names, sc->p, sc->cap, &need, NULL);
    out_str(o, ",\"attributes\":[");
    for (i = 0; i <= need; i++) {
        if (i < need && sc->p[i] != ' ')
            continue;
        if (start > 0)
            out_char(o, ',');
        json_string(o, sc->p + start, i - start);
        start = i + 1;
    }
    out_char(o, ']');
}

static void out_gopher(struct out *o, struct buf *sc, const char *p,
                       const struct url1738_plan *pl)
{
    const struct url1738_url *u = &pl->url;
    struct url1738_span empty = { 0, 0 };

    out_char(o, ',');
    json_key(o, "type");
    if (url1738_present(u->u.gopher.type))
        json_decoded(o, sc, p, u->u.gopher.type);
    else
        out_str(o, "\"1\"");            /* 3.4.1 */
    out_decoded(o, sc, "selector", p,
                url1738_present(u->u.gopher.selector) ? u->u.gopher.selector
                                                      : empty);
    out_decoded(o, sc, "search", p, u->u.gopher.search);
    out_decoded(o, sc, "gopher_plus", p, u->u.gopher.plus);
    out_str(o, ",\"asks\":\"");
    out_str(o, gplus_names[pl->gplus]);
    out_char(o, '"');
    if (pl->gplus == URL1738_GPLUS_ATTRS ||
        pl->gplus == URL1738_GPLUS_DIR_NAMED)
        out_attributes(o, sc, p, pl->view);
    if (pl->gplus == URL1738_GPLUS_VIEW) {
        out_decoded(o, sc, "view", p, pl->view);
        out_decoded(o, sc, "language", p, pl->language);
    }
    out_written(o, sc, "request", p, pl, url1738_plan_request);
}

static void out_ftp(struct out *o, struct buf *sc, const char *p,
                    const struct url1738_plan *pl)
{
    const struct url1738_url *u = &pl->url;
    char t[4] = { '"', pl->ftp_type, '"', 0 };

    out_char(o, ',');
    json_key(o, "user");
    if (pl->flags & URL1738_PLAN_ANONYMOUS)
        out_str(o, "\"anonymous\"");
    else
        json_decoded(o, sc, p, u->user);
    out_char(o, ',');
    json_key(o, "password");
    if (pl->flags & URL1738_PLAN_ANONYMOUS)
        json_string(o, pl->email, pl->email_len);
    else
        json_decoded(o, sc, p, u->password);
    out_bool(o, "anonymous", (pl->flags & URL1738_PLAN_ANONYMOUS) != 0);
    out_bool(o, "ask_password", (pl->flags & URL1738_PLAN_ASK_PASSWORD) != 0);
    out_cwds(o, sc, p, u->u.ftp.fpath);
    out_char(o, ',');
    json_key(o, "name");
    if (url1738_present(pl->ftp_name))
        json_decoded(o, sc, p, pl->ftp_name);
    else
        out_str(o, "\"\"");
    out_str(o, ",\"type\":");
    out_str(o, t);
    out_bool(o, "type_guessed", (pl->flags & URL1738_PLAN_TYPE_GUESSED) != 0);
    out_bool(o, "listing", (pl->flags & URL1738_PLAN_LISTING) != 0);
    out_commands(o, sc, p, pl);
}

static void out_prospero_fields(struct out *o, struct buf *sc, const char *p,
                                struct url1738_span fields)
{
    struct url1738_iter it;
    struct url1738_span name, value;
    int first = 1;

    out_str(o, ",\"fields\":[");
    url1738_iter_init(&it, fields);
    while (url1738_next_field(p, &it, &name, &value)) {
        out_str(o, first ? "[" : ",[");
        json_decoded(o, sc, p, name);
        out_char(o, ',');
        json_decoded(o, sc, p, value);
        out_char(o, ']');
        first = 0;
    }
    out_char(o, ']');
}

/* mailto (3.5): the addr-spec and its local-part and domain (RFC 822:
 * local-part "@" domain, split at the last "@"). */
static void out_mailto(struct out *o, struct buf *sc, const char *p,
                       const struct url1738_plan *pl)
{
    size_t need = 0, at;
    struct url1738_span a = pl->url.u.mailto.address;

    buf_reserve(sc, a.len + 1);
    url1738_decode_span(p, a, sc->p, sc->cap, &need, NULL);
    out_str(o, ",\"address\":");
    json_string(o, sc->p, need);
    for (at = need; at > 0 && sc->p[at - 1] != '@'; at--)
        ;
    out_str(o, ",\"local_part\":");
    if (at > 0)
        json_string(o, sc->p, at - 1);
    else
        out_str(o, "null");
    out_str(o, ",\"domain\":");
    if (at > 0)
        json_string(o, sc->p + at, need - at);
    else
        out_str(o, "null");
}

static const char *const wais_forms[] = { "database", "search", "document" };

/* The plan's own keys, by scheme (see docs/plan.md). */
static void out_scheme(struct out *o, struct buf *sc, const char *p,
                       const struct url1738_plan *pl)
{
    const struct url1738_url *u = &pl->url;

    switch (u->scheme_id) {
    case URL1738_SCHEME_FTP:
        out_ftp(o, sc, p, pl);
        break;
    case URL1738_SCHEME_HTTP:
        out_written(o, sc, "target", p, pl, url1738_plan_request);
        break;
    case URL1738_SCHEME_GOPHER:
        out_gopher(o, sc, p, pl);
        break;
    case URL1738_SCHEME_NEWS:
        out_bool(o, "own_server", 1);
        out_bool(o, "all", u->u.news.all);
        out_decoded(o, sc, "group", p, u->u.news.group);
        out_decoded(o, sc, "article", p, u->u.news.article);
        out_commands(o, sc, p, pl);
        break;
    case URL1738_SCHEME_NNTP:
        out_decoded(o, sc, "group", p, u->u.nntp.group);
        out_decoded(o, sc, "article", p, u->u.nntp.article);
        out_commands(o, sc, p, pl);
        break;
    case URL1738_SCHEME_TELNET:
        out_decoded(o, sc, "user", p, u->user);
        out_decoded(o, sc, "password", p, u->password);
        out_bool(o, "advisory", 1);     /* 3.8 */
        break;
    case URL1738_SCHEME_WAIS:
        out_str(o, ",\"form\":\"");
        out_str(o, wais_forms[pl->wais_form]);
        out_char(o, '"');
        out_decoded(o, sc, "database", p, u->u.wais.database);
        out_decoded(o, sc, "search", p, u->u.wais.search);
        out_decoded(o, sc, "wtype", p, u->u.wais.wtype);
        out_decoded(o, sc, "wpath", p, u->u.wais.wpath);
        break;
    case URL1738_SCHEME_FILE:
        out_bool(o, "local", (pl->flags & URL1738_PLAN_LOCAL) != 0);
        out_written(o, sc, "path", p, pl, url1738_plan_path);
        break;
    case URL1738_SCHEME_PROSPERO:
        out_written(o, sc, "path", p, pl, url1738_plan_path);
        out_prospero_fields(o, sc, p, u->u.prospero.fields);
        break;
    case URL1738_SCHEME_MAILTO:
        out_mailto(o, sc, p, pl);
        break;
    default:
        break;
    }
}

static int plan_one(const char *p, size_t len, void *vctx)
{
    struct plan_ctx *ctx = vctx;
    struct out *o = &cli_stdout;
    struct url1738_plan pl = URL1738_PLAN_INIT;
    struct url1738_error err;
    enum url1738_code rc;
    const char *scheme;

    rc = url1738_plan(p, len, ctx->email,
                      ctx->email ? strlen(ctx->email) : 0, &pl, &err);
    scheme = url1738_scheme_name(pl.url.scheme_id);
    out_char(o, '{');
    json_key(o, "input");
    json_string(o, p, len);
    out_str(o, ",\"scheme\":");
    if (scheme != NULL) {
        json_string(o, scheme, strlen(scheme));
    } else if (url1738_present(pl.url.scheme)) {
        json_string(o, p + pl.url.scheme.off, pl.url.scheme.len);
    } else {
        out_str(o, "null");
    }
    if (rc != URL1738_OK) {
        /* Section 6 and parse errors: the error instead of the plan. */
        out_str(o, ",\"error\":");
        json_error(o, &err);
        out_write(o, "}\n", 2);
        return 1;
    }
    out_str(o, ",\"protocol\":");
    json_string(o, pl.protocol, strlen(pl.protocol));
    out_str(o, ",\"host\":");
    json_span(o, p, pl.url.host);
    out_str(o, ",\"port\":");
    if (pl.port != 0)
        out_uint(o, pl.port);
    else
        out_str(o, "null");
    out_scheme(o, &ctx->scratch, p, &pl);
    out_write(o, "}\n", 2);
    return 0;
}

int cmd_plan(int argc, char **argv)
{
    struct plan_ctx ctx = { NULL, { NULL, 0 } };
    const struct opt opts[] = {
        { "email", "ADDRESS", &ctx.email,
          "the password of an anonymous FTP login (RFC 1738 3.2.1)", NULL,
          0 },
        OPT_END
    };
    struct args a;
    int rc;

    rc = parse_args("plan", argc, argv, opts, &a);
    if (rc != 0)
        return rc;
    rc = each_input(&a, plan_one, &ctx);
    free(ctx.scratch.p);
    return rc;
}
