/*
 * cmd_parse.c - `url1738 parse [URL...]`: one JSON object per input
 * (cli-contract "url1738 parse"), or with --format=tsv|csv one row of the
 * chosen --fields per input, for pipelines (docs/pipeline.md).
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* The columns --fields may name. Values are raw spans of the input
 * (still percent-encoded), empty when absent. */
enum field {
    F_INPUT, F_VALID, F_ERROR, F_ERROR_OFFSET, F_MESSAGE, F_SCHEME, F_USER,
    F_PASSWORD, F_HOST, F_PORT, F_DEFAULT_PORT, F_PATH, F_SEARCH, F_TYPE,
    F_ADDRESS, F_GROUP, F_ARTICLE
};

static const char *const field_names[] = {
    "input", "valid", "error", "error_offset", "message", "scheme", "user",
    "password", "host", "port", "default_port", "path", "search", "type",
    "address", "group", "article"
};

#define NFIELDS (sizeof field_names / sizeof field_names[0])
#define MAXCOLS 64

enum format { FMT_JSON, FMT_TSV, FMT_CSV };

struct parse_ctx {
    struct buf scratch;
    enum format format;
    size_t ncols;
    enum field cols[MAXCOLS];
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
    if (rc == URL1738_OK) {
        out_str(o, ",\"valid\":true,\"error\":null");
    } else {
        out_str(o, ",\"valid\":false,\"error\":");
        json_error(o, &err);
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

/* ===== --format=tsv and csv ===== */

/* TSV (IANA text/tab-separated-values, with the common escapes): tab,
 * LF, CR and backslash are written \t \n \r \\; every other byte as it
 * is. Runs without any of them go out in one copy. */
static void tsv_value(struct out *o, const char *p, size_t n)
{
    size_t i, run = 0;

    for (i = 0; i < n; i++) {
        char e;
        switch (p[i]) {
        case '\t': e = 't'; break;
        case '\n': e = 'n'; break;
        case '\r': e = 'r'; break;
        case '\\': e = '\\'; break;
        default: continue;
        }
        out_write(o, p + run, i - run);
        out_char(o, '\\');
        out_char(o, e);
        run = i + 1;
    }
    out_write(o, p + run, n - run);
}

/* RFC 4180 2.6-2.7: a field holding a comma, a double quote, CR or LF is
 * enclosed in double quotes, each double quote in it doubled. */
static void csv_value(struct out *o, const char *p, size_t n)
{
    size_t i, run = 0;

    for (i = 0; i < n; i++)
        if (p[i] == ',' || p[i] == '"' || p[i] == '\r' || p[i] == '\n')
            break;
    if (i == n) {
        out_write(o, p, n);
        return;
    }
    out_char(o, '"');
    for (i = 0; i < n; i++) {
        if (p[i] != '"')
            continue;
        out_write(o, p + run, i + 1 - run);
        run = i; /* the quote goes out twice */
    }
    out_write(o, p + run, n - run);
    out_char(o, '"');
}

/* Bytes that need no escaping, in one copy. */
static void put_raw(struct out *o, const char *p, size_t n)
{
    if (n <= sizeof o->buf - o->len) {
        memcpy(o->buf + o->len, p, n);
        o->len += n;
    } else {
        out_write_slow(o, p, n);
    }
}

static void row_value(struct out *o, enum format f, const char *p, size_t n)
{
    if (f == FMT_TSV)
        tsv_value(o, p, n);
    else
        csv_value(o, p, n);
}

/* Bytes of a valid URL (5): never a tab, CR, LF, backslash or double
 * quote, all of which must be encoded; only CSV's comma can occur. */
static void row_valid(struct out *o, enum format f, const char *p, size_t n)
{
    if (f == FMT_TSV || memchr(p, ',', n) == NULL)
        put_raw(o, p, n);
    else
        csv_value(o, p, n);
}

/* A part: after a failed parse only the scheme is present, and its bytes
 * are scheme characters; so every present span is valid URL text. */
static void row_span(struct out *o, enum format f, const char *p,
                     struct url1738_span s)
{
    if (url1738_present(s))
        row_valid(o, f, p + s.off, s.len);
}

/* The scheme-specific columns: the span that answers the name for this
 * scheme, absent when the scheme has no such part (3.2-3.11). */
static struct url1738_span scheme_field(enum field f,
                                        const struct url1738_url *u)
{
    switch (u->scheme_id) {
    case URL1738_SCHEME_HTTP:
        if (f == F_SEARCH)
            return u->u.http.search;
        break;
    case URL1738_SCHEME_GOPHER:
        if (f == F_SEARCH)
            return u->u.gopher.search;
        if (f == F_TYPE)
            return u->u.gopher.type;
        break;
    case URL1738_SCHEME_WAIS:
        if (f == F_SEARCH)
            return u->u.wais.search;
        if (f == F_TYPE)
            return u->u.wais.wtype;
        break;
    case URL1738_SCHEME_FTP:
        if (f == F_TYPE)
            return u->u.ftp.type;
        break;
    case URL1738_SCHEME_MAILTO:
        if (f == F_ADDRESS)
            return u->u.mailto.address;
        break;
    case URL1738_SCHEME_NEWS:
        if (f == F_GROUP)
            return u->u.news.all ? u->u.news.article /* absent */
                                 : u->u.news.group;
        if (f == F_ARTICLE)
            return u->u.news.article;
        break;
    case URL1738_SCHEME_NNTP:
        if (f == F_GROUP)
            return u->u.nntp.group;
        if (f == F_ARTICLE)
            return u->u.nntp.article;
        break;
    default:
        break;
    }
    {
        struct url1738_span none = { URL1738_ABSENT, 0 };
        return none;
    }
}

static int row_one(const char *p, size_t len, void *vctx)
{
    struct parse_ctx *ctx = vctx;
    struct out *o = &cli_stdout;
    enum format f = ctx->format;
    struct url1738_url u;
    struct url1738_error err;
    enum url1738_code rc = url1738_parse(p, len, &u, &err);
    size_t k;

    /* Flush between rows, never inside one (unless a row is over 4 KB):
     * writers in parallel appending to one file (xargs -P ... >>f) then
     * interleave whole rows only. */
    if (sizeof o->buf - o->len < 4096)
        out_flush(o);
    for (k = 0; k < ctx->ncols; k++) {
        if (k > 0)
            out_char(o, f == FMT_TSV ? '\t' : ',');
        switch (ctx->cols[k]) {
        case F_INPUT:
            if (rc == URL1738_OK)
                row_valid(o, f, p, len);
            else
                row_value(o, f, p, len);
            break;
        case F_VALID:
            out_str(o, rc == URL1738_OK ? "true" : "false");
            break;
        case F_ERROR:
            if (rc != URL1738_OK)
                out_str(o, url1738_errname(err.code));
            break;
        case F_ERROR_OFFSET:
            if (rc != URL1738_OK)
                out_uint(o, err.offset);
            break;
        case F_MESSAGE:
            if (rc != URL1738_OK)
                row_value(o, f, err.message, strlen(err.message));
            break;
        case F_SCHEME:
            /* Lower-cased (2.1); scheme bytes need no escaping. */
            if (url1738_present(u.scheme)) {
                size_t i;
                for (i = 0; i < u.scheme.len; i++) {
                    char ch = p[u.scheme.off + i];
                    out_char(o, ch >= 'A' && ch <= 'Z' ? (char)(ch | 0x20)
                                                       : ch);
                }
            }
            break;
        case F_USER:
            row_span(o, f, p, u.user);
            break;
        case F_PASSWORD:
            row_span(o, f, p, u.password);
            break;
        case F_HOST:
            row_span(o, f, p, u.host);
            break;
        case F_PORT:
            row_span(o, f, p, u.port);
            break;
        case F_DEFAULT_PORT:
            if (url1738_default_port(u.scheme_id) != 0)
                out_uint(o, url1738_default_port(u.scheme_id));
            break;
        case F_PATH:
            row_span(o, f, p, u.path);
            break;
        default:
            if (rc == URL1738_OK)
                row_span(o, f, p, scheme_field(ctx->cols[k], &u));
            break;
        }
    }
    if (f == FMT_CSV)
        out_write(o, "\r\n", 2); /* RFC 4180 2.1 */
    else
        out_char(o, '\n');
    return rc != URL1738_OK;
}

/* --fields=a,b,c into ctx->cols; 0, or EXIT_USAGE after a message. */
static int parse_fields(struct parse_ctx *ctx, const char *list)
{
    const char *s = list;

    ctx->ncols = 0;
    for (;;) {
        const char *e = strchr(s, ',');
        size_t n = e != NULL ? (size_t)(e - s) : strlen(s);
        size_t k;

        for (k = 0; k < NFIELDS; k++)
            if (strlen(field_names[k]) == n
                && strncmp(field_names[k], s, n) == 0)
                break;
        if (k == NFIELDS)
            return usage_error("parse", "unknown field in --fields=%s "
                               "(see docs/pipeline.md)", list);
        if (ctx->ncols == MAXCOLS)
            return usage_error("parse", "too many fields in --fields=%s",
                               list);
        ctx->cols[ctx->ncols++] = (enum field)k;
        if (e == NULL)
            return 0;
        s = e + 1;
    }
}

static void header_row(const struct parse_ctx *ctx)
{
    size_t k;

    for (k = 0; k < ctx->ncols; k++) {
        if (k > 0)
            out_char(&cli_stdout, ctx->format == FMT_TSV ? '\t' : ',');
        out_str(&cli_stdout, field_names[ctx->cols[k]]);
    }
    out_str(&cli_stdout, ctx->format == FMT_CSV ? "\r\n" : "\n");
}

int cmd_parse(int argc, char **argv)
{
    struct parse_ctx ctx;
    const char *format = NULL, *fields = NULL, *header = NULL;
    const struct opt opts[] = {
        { "format", 1, &format },
        { "fields", 1, &fields },
        { "header", 0, &header },
        { NULL, 0, NULL },
    };
    struct args a;
    int rc;

    ctx.scratch.p = NULL;
    ctx.scratch.cap = 0;
    ctx.format = FMT_JSON;
    rc = parse_args("parse", argc, argv, opts, &a);
    if (rc != 0)
        return rc;
    if (format != NULL && strcmp(format, "tsv") == 0)
        ctx.format = FMT_TSV;
    else if (format != NULL && strcmp(format, "csv") == 0)
        ctx.format = FMT_CSV;
    else if (format != NULL && strcmp(format, "json") != 0)
        return usage_error("parse", "unknown --format=%s (json, tsv, csv)",
                           format);
    if (ctx.format == FMT_JSON && (fields != NULL || header != NULL))
        return usage_error("parse", "%s needs --format=tsv or csv",
                           fields != NULL ? "--fields" : "--header");
    if (ctx.format == FMT_JSON) {
        rc = each_input(&a, parse_one, &ctx);
    } else {
        rc = parse_fields(&ctx, fields != NULL
                                    ? fields
                                    : "input,valid,scheme,host,port,path");
        if (rc != 0)
            return rc;
        if (header != NULL)
            header_row(&ctx);
        rc = each_input(&a, row_one, &ctx);
    }
    free(ctx.scratch.p);
    return rc;
}
