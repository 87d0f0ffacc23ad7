/*
 * cmd_parse.c - `url1738 parse [URL...]`: one JSON object per input
 * (cli-contract "url1738 parse").
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

struct parse_ctx {
    struct buf scratch;
};

/* The decoded '/'-separated segments of a path span, as a JSON array. */
static void json_segments(struct out *o, struct buf *scratch, const char *p,
                          struct url1738_span path)
{
    struct url1738_iter it;
    struct url1738_span seg;
    int first = 1;

    out_char(o, '[');
    url1738_iter_init(&it, path);
    while (url1738_next_segment(p, &it, &seg)) {
        if (!first)
            out_char(o, ',');
        json_decoded(o, scratch, p, seg);
        first = 0;
    }
    out_char(o, ']');
}

/* The scheme's own object (only for a valid URL of the ten schemes). */
static void json_scheme_parts(struct out *o, struct buf *sc, const char *p,
                              const struct url1738_url *u)
{
    out_char(o, ',');
    json_key(o, url1738_scheme_name(u->scheme_id));
    out_char(o, '{');
    switch (u->scheme_id) {
    case URL1738_SCHEME_FTP:
        json_key(o, "segments");
        json_segments(o, sc, p, u->u.ftp.fpath);
        out_char(o, ',');
        json_key(o, "type");
        if (url1738_present(u->u.ftp.type)) {
            char t[3] = { '"', (char)(p[u->u.ftp.type.off] | 0x20), '"' };
            out_write(o, t, 3);
        } else {
            out_str(o, "null");
        }
        break;
    case URL1738_SCHEME_HTTP:
        json_key(o, "segments");
        json_segments(o, sc, p, u->u.http.hpath);
        out_char(o, ',');
        json_key(o, "search");
        json_decoded(o, sc, p, u->u.http.search);
        break;
    case URL1738_SCHEME_GOPHER:
        json_key(o, "type");
        if (url1738_present(u->u.gopher.type))
            json_decoded(o, sc, p, u->u.gopher.type);
        else
            out_str(o, "\"1\""); /* 3.4.1: an empty gopher-path is type 1 */
        out_char(o, ',');
        json_key(o, "selector");
        if (url1738_present(u->u.gopher.selector))
            json_decoded(o, sc, p, u->u.gopher.selector);
        else
            out_str(o, "\"\"");
        out_char(o, ',');
        json_key(o, "search");
        json_decoded(o, sc, p, u->u.gopher.search);
        out_char(o, ',');
        json_key(o, "gopher_plus");
        json_decoded(o, sc, p, u->u.gopher.plus);
        break;
    case URL1738_SCHEME_MAILTO:
        json_key(o, "address");
        json_decoded(o, sc, p, u->u.mailto.address);
        break;
    case URL1738_SCHEME_NEWS:
        json_key(o, "all");
        out_str(o, u->u.news.all ? "true" : "false");
        out_char(o, ',');
        json_key(o, "group");
        json_decoded(o, sc, p, u->u.news.group);
        out_char(o, ',');
        json_key(o, "article");
        json_decoded(o, sc, p, u->u.news.article);
        break;
    case URL1738_SCHEME_NNTP:
        json_key(o, "group");
        json_decoded(o, sc, p, u->u.nntp.group);
        out_char(o, ',');
        json_key(o, "article");
        json_decoded(o, sc, p, u->u.nntp.article);
        break;
    case URL1738_SCHEME_WAIS:
        json_key(o, "database");
        json_decoded(o, sc, p, u->u.wais.database);
        out_char(o, ',');
        json_key(o, "search");
        json_decoded(o, sc, p, u->u.wais.search);
        out_char(o, ',');
        json_key(o, "wtype");
        json_decoded(o, sc, p, u->u.wais.wtype);
        out_char(o, ',');
        json_key(o, "wpath");
        json_decoded(o, sc, p, u->u.wais.wpath);
        break;
    case URL1738_SCHEME_FILE: {
        /* The path with its leading "/", decoded. */
        struct url1738_span s = u->u.file.fpath;
        size_t need = 0;
        buf_reserve(sc, s.len + 2);
        sc->p[0] = '/';
        url1738_decode_span(p, s, sc->p + 1, sc->cap - 1, &need, NULL);
        json_key(o, "path");
        json_string(o, sc->p, need + 1);
        break;
    }
    case URL1738_SCHEME_PROSPERO: {
        struct url1738_iter it;
        struct url1738_span name, value;
        int first = 1;
        json_key(o, "path");
        json_decoded(o, sc, p, u->u.prospero.ppath);
        out_char(o, ',');
        json_key(o, "fields");
        out_char(o, '[');
        url1738_iter_init(&it, u->u.prospero.fields);
        while (url1738_next_field(p, &it, &name, &value)) {
            out_str(o, first ? "[" : ",[");
            json_decoded(o, sc, p, name);
            out_char(o, ',');
            json_decoded(o, sc, p, value);
            out_char(o, ']');
            first = 0;
        }
        out_char(o, ']');
        break;
    }
    case URL1738_SCHEME_TELNET:
    default:
        break;
    }
    out_char(o, '}');
}

static int parse_one(const char *p, size_t len, void *vctx)
{
    struct parse_ctx *ctx = vctx;
    struct out *o = &cli_stdout;
    struct url1738_url u;
    struct url1738_error err;
    enum url1738_code rc = url1738_parse(p, len, &u, &err);
    unsigned dport = url1738_default_port(u.scheme_id);

    out_char(o, '{');
    json_key(o, "input");
    json_string(o, p, len);
    out_str(o, rc == URL1738_OK ? ",\"valid\":true,\"error\":null"
                                : ",\"valid\":false,\"error\":{\"offset\":");
    if (rc != URL1738_OK) {
        out_uint(o, err.offset);
        out_str(o, ",\"code\":\"");
        out_str(o, url1738_errname(err.code));
        out_str(o, "\",\"message\":");
        json_string(o, err.message, strlen(err.message));
        out_char(o, '}');
    }
    out_str(o, ",\"scheme\":");
    if (url1738_present(u.scheme)) {
        /* Lower-cased: the scheme is compared case-insensitively (2.1). */
        struct buf *sc = &ctx->scratch;
        size_t i;
        buf_reserve(sc, u.scheme.len);
        for (i = 0; i < u.scheme.len; i++) {
            char ch = p[u.scheme.off + i];
            sc->p[i] = (char)(ch >= 'A' && ch <= 'Z' ? ch | 0x20 : ch);
        }
        json_string(o, sc->p, u.scheme.len);
    } else {
        out_str(o, "null");
    }
    out_str(o, ",\"user\":");
    json_span(o, p, u.user);
    out_str(o, ",\"password\":");
    json_span(o, p, u.password);
    out_str(o, ",\"host\":");
    json_span(o, p, u.host);
    out_str(o, ",\"port\":");
    json_span(o, p, u.port);
    out_str(o, ",\"default_port\":");
    if (dport != 0)
        out_uint(o, dport);
    else
        out_str(o, "null");
    out_str(o, ",\"path\":");
    json_span(o, p, u.path);
    if (rc == URL1738_OK && u.scheme_id > URL1738_SCHEME_OTHER)
        json_scheme_parts(o, &ctx->scratch, p, &u);
    out_write(o, "}\n", 2);
    return rc != URL1738_OK;
}

int cmd_parse(int argc, char **argv)
{
    struct parse_ctx ctx = { { NULL, 0 } };
    struct args a;
    int rc;

    rc = parse_args("parse", argc, argv, NULL, &a);
    if (rc != 0)
        return rc;
    rc = each_input(&a, parse_one, &ctx);
    free(ctx.scratch.p);
    return rc;
}
