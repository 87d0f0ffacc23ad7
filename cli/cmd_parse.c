/* SPDX-License-Identifier: MIT */
/*
 * cmd_parse.c - `url1738 parse [URL...]`: one JSON object per input
 * (cli-contract "url1738 parse"), or with --format=tsv|csv one row of the
 * chosen --fields per input, for pipelines (docs/pipeline.md).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* The columns --fields may name: these, about the parse, and every name
 * of the vocabulary (URL1738_FIELDS, url1738_field_lookup: "type",
 * "ftp.type"). Values are raw spans of the input (still percent-encoded),
 * empty when absent. */
enum meta { M_INPUT, M_VALID, M_ERROR, M_ERROR_OFFSET, M_MESSAGE, M_HREF,
            NMETA };

/* href: the WHATWG reading's serialization (empty under the others). */
static const char *const meta_names[NMETA] = {
    "input", "valid", "error", "error_offset", "message", "href"
};

#define MAXCOLS 64
#define NSCHEMES (URL1738_SCHEME_PROSPERO + 1)

/* --format's names, in the order of enum format. */
enum format { FMT_JSON, FMT_TSV, FMT_CSV };
static const char *format_name(size_t i)
{
    static const char *const names[] = { "json", "tsv", "csv" };
    return i < sizeof names / sizeof names[0] ? names[i] : NULL;
}

/* How a row writes a column for a scheme, decided once per run
 * (plan_column): a meta column (enum meta), nothing, the raw span read
 * straight from the struct, that span lower-cased (a name), or through
 * the vocabulary's functions (a scheme's own part, a number, a computed
 * text). */
enum how { H_NONE = NMETA, H_SPAN, H_NAME, H_FIELD };

/* One column: a meta column, or the field a name means for each scheme
 * (-1: none), looked up once, and how to write it. */
struct col {
    const char *name;
    size_t len;
    int meta;                   /* enum meta, or -1 for a field */
    int field[NSCHEMES];
    /* enum meta or enum how; the last one for a URL that another
     * reading filled than the plan's (H_FIELD or the meta column). */
    unsigned char how[NSCHEMES + 1];
    size_t off[NSCHEMES];               /* H_SPAN, H_NAME: of the span */
};

struct parse_ctx {
    struct buf scratch;
    enum url1738_spec spec;     /* --spec: the reading */
    int spec_given;             /* --spec was given                  */
    enum format format;
    size_t ncols;
    struct col cols[MAXCOLS];
    struct cli_whatwg *w;       /* --spec=whatwg                     */
};

/* Where each field lives in struct url1738_url (the X-macro's at
 * column): the offset of its span or int; none for a computed one. */
/* A string literal, its length counted by the compiler. */
#define OUT_LIT(o, lit) out_write(o, lit, sizeof lit - 1)

#define URL1738_AT_SPAN(member) offsetof(struct url1738_url, member)
#define URL1738_AT_INT(member) offsetof(struct url1738_url, member)
#define URL1738_AT_NUM(fn) 0
#define URL1738_AT_FN(fn) 0

static const size_t field_at[] = {
#define AT_(id, name, nest, schemes, at, kind, part, absent, to) at,
    URL1738_FIELDS(AT_)
#undef AT_
};

/* The eight bytes of v with 'A'..'Z' lower-cased (SWAR: per byte, the
 * high bit of (b & 0x7f) + 0x80 - 'A' says b >= 'A', of ... - 'Z' - 1
 * that b > 'Z'; bytes >= 0x80 are left alone). */
static inline uint64_t lower8(uint64_t v)
{
    const uint64_t ones = 0x0101010101010101u, high = ones * 0x80u;
    uint64_t t = v & ~high;
    uint64_t upper = (t + ones * (0x80u - 'A')) & ~(t + ones * (0x7fu - 'Z'))
                     & ~v & high;

    return v | upper >> 2;
}

/* n bytes of s to d with the ASCII letters lower-cased: a name (the
 * scheme, ftp's type) as url1738_field_text gives it (2.1). Lower-casing
 * twice changes nothing, so the last word may overlap the one before. */
static inline void lower_copy(char *d, const char *s, size_t n)
{
    uint64_t v;
    uint32_t w;
    size_t j;

    if (n >= 8) {
        for (j = 0; j + 8 < n; j += 8) {
            memcpy(&v, s + j, 8);
            v = lower8(v);
            memcpy(d + j, &v, 8);
        }
        memcpy(&v, s + n - 8, 8);
        v = lower8(v);
        memcpy(d + n - 8, &v, 8);
    } else if (n >= 4) {
        memcpy(&w, s, 4);
        w = (uint32_t)lower8(w);
        memcpy(d, &w, 4);
        memcpy(&w, s + n - 4, 4);
        w = (uint32_t)lower8(w);
        memcpy(d + n - 4, &w, 4);
    } else {
        for (j = 0; j < n; j++) {
            unsigned char c = (unsigned char)s[j];
            d[j] = (char)((unsigned)(c - 'A') < 26u ? c | 0x20 : c);
        }
    }
}

/* A name's span as a JSON string; 0 when too long for that. */
static int json_name(struct out *o, const char *p, struct url1738_span s)
{
    char low[64];

    if (s.len > sizeof low)
        return 0;
    lower_copy(low, p + s.off, s.len);
    json_string(o, low, s.len);
    return 1;
}

/* One top-level member, its key a constant: a raw or name span read
 * straight from u (null when absent, or when the field is not one of
 * the URL's: url1738_field_span's rule), a number; any other kind
 * through the vocabulary's writer (cli/fields.c). Inlined with constant arguments,
 * so each field of the X-macro costs only its own kind's code. */
static inline void json_top(struct out *o, struct buf *sc, const char *p,
                            const struct url1738_url *u, int rfc3986,
                            enum url1738_field id,
                            enum url1738_field_kind kind,
                            enum url1738_field_nest nest, unsigned schemes,
                            size_t off, const char *key, size_t keylen)
{
    struct url1738_span s;
    struct jw w;

    if (kind == URL1738_FK_NUMBER || kind == URL1738_FK_BOOL) {
        /* As jw_field writes them: null below 0. */
        long long v = url1738_field_number(u, id);
        out_write(o, key, keylen);
        if (v < 0)
            OUT_LIT(o, "null");
        else if (kind == URL1738_FK_NUMBER)
            out_uint(o, (unsigned long long)v);
        else if (v != 0)
            OUT_LIT(o, "true");
        else
            OUT_LIT(o, "false");
        return;
    }
    if (kind != URL1738_FK_RAW && kind != URL1738_FK_NAME) {
        jw_resume(&w, o);
        jw_field(&w, sc, p, u, url1738_field_info(id));
        return;
    }
    out_write(o, key, keylen);
    if (rfc3986 ? nest == URL1738_FN_OTHER
                : ((schemes >> (unsigned)u->scheme_id) & 1u) == 0) {
        OUT_LIT(o, "null");
        return;
    }
    memcpy(&s, (const char *)u + off, sizeof s);
    if (!url1738_present(s))
        OUT_LIT(o, "null");
    else if (kind == URL1738_FK_RAW)
        json_string(o, p + s.off, s.len);
    else if (!json_name(o, p, s)) {
        size_t n;
        if (field_text(sc, p, u, id, &n))
            json_string(o, sc->p, n);
        else
            OUT_LIT(o, "null");
    }
}

static int parse_one(const char *p, size_t len, void *vctx)
{
    struct parse_ctx *ctx = vctx;
    struct out *o = &cli_stdout;
    struct jw w;
    struct url1738_url u = URL1738_URL_INIT;
    struct url1738_error err;
    enum url1738_code rc = url1738_parse_spec(p, len, ctx->spec, &u, &err);
    int ok = rc == URL1738_OK, rfc3986 = ctx->spec != URL1738_SPEC_RFC1738;

    if (!ok && !ctx->spec_given)
        cli_other_reading("parse", p, len);

    OUT_LIT(o, "{\"input\":");
    json_string(o, p, len);
    if (ok) {
        OUT_LIT(o, ",\"valid\":true,\"error\":null");
    } else {
        OUT_LIT(o, ",\"valid\":false");
        jw_resume(&w, o);
        jw_error_in(&w, &err, p, len);
    }
    /* The vocabulary's top-level keys in its order, then the scheme's
     * own object (cli-contract "url1738 parse"): only for a valid URL. */
#define TOP_(id, name, nest, schemes, at, kind, part, absent, to)            \
    if ((nest) == URL1738_FN_TOP                                             \
        || ((nest) == URL1738_FN_RFC3986 && rfc3986)                         \
        || ((nest) == URL1738_FN_OTHER && ok && !rfc3986                     \
            && u.scheme_id == URL1738_SCHEME_OTHER))                         \
        json_top(o, &ctx->scratch, p, &u, rfc3986, URL1738_F_##id, kind,     \
                 nest, schemes, at, ",\"" name "\":",                        \
                 sizeof ",\"" name "\":" - 1);
    URL1738_FIELDS(TOP_)
#undef TOP_
    /* The scheme's own object: under RFC 3986 the one the URL also
     * fits (parts_of; "http" for https too). */
    if (ok && u.parts_of > URL1738_SCHEME_OTHER) {
        jw_resume(&w, o);
        jw_key(&w, url1738_scheme_name(u.parts_of));
        jw_object(&w);
        jw_scheme_fields(&w, &ctx->scratch, p, &u);
        jw_close(&w);
    }
    OUT_LIT(o, "}\n");
    return !ok;
}

/* The WHATWG reading's object (cli/whatwg.c). */
static int parse_one_whatwg(const char *p, size_t len, void *vctx)
{
    struct cli_whatwg *w = vctx;
    struct url1738_error err;
    enum url1738_code rc = cli_whatwg(w, p, len, &err);

    cli_whatwg_json(w, p, len, rc, &err);
    return rc != URL1738_OK;
}

/* ===== --format=tsv and csv ===== */

/* TSV (IANA text/tab-separated-values, with the common escapes): tab,
 * LF, CR and backslash are written \t \n \r \\; every other byte as it
 * is. Runs without any of them go out in one copy. */
/* The high bit of each byte of the result: that byte of v is a tab, LF,
 * CR or backslash (SWAR; on t, v without its high bits, x + 0x7f stays
 * below 0x80 only for x == 0, and no sum carries into the next byte). */
static inline uint64_t tsv_special(uint64_t v)
{
    const uint64_t ones = 0x0101010101010101u, high = ones * 0x80u;
    uint64_t t = v & ~high;
    uint64_t differ = ((t ^ ones * '\t') + ones * 0x7fu)
                      & ((t ^ ones * '\n') + ones * 0x7fu)
                      & ((t ^ ones * '\r') + ones * 0x7fu)
                      & ((t ^ ones * '\\') + ones * 0x7fu);

    return ~differ & ~v & high;
}

static void tsv_value(struct out *o, const char *p, size_t n)
{
    size_t i = 0, run = 0;
    uint64_t v;

    /* Whole words without any of the four first (most values have
     * none), then byte by byte. */
    for (; i + 8 <= n; i += 8) {
        memcpy(&v, p + i, 8);
        if (tsv_special(v) != 0)
            break;
    }
    for (; i < n; i++) {
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
        out_write(o, p, n);
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

/* A name (the scheme, ftp's type): its span with the ASCII letters
 * lower-cased (2.1), which is what url1738_field_text gives, without
 * asking it twice (size, then text). 0 when too long for that. */
static int row_name(struct out *o, enum format f, const char *p,
                    struct url1738_span s)
{
    char low[64];
    char *d;

    if (!url1738_present(s))
        return 1;
    if (s.len > sizeof low)
        return 0;
    if (f == FMT_TSV && (d = out_room(o, s.len)) != NULL) {
        lower_copy(d, p + s.off, s.len);        /* no TSV escape in it */
        o->len += s.len;
        return 1;
    }
    lower_copy(low, p + s.off, s.len);
    row_valid(o, f, low, s.len);
    return 1;
}

/* One field's value in a row: raw text, empty when absent. */
static void row_field(struct out *o, enum format f, struct buf *sc,
                      const char *p, const struct url1738_url *u, int id)
{
    const struct url1738_field_info *fi = url1738_field_info((size_t)id);
    size_t n;

    switch (fi->kind) {
    case URL1738_FK_BOOL:
    case URL1738_FK_NUMBER:
    case URL1738_FK_NAME:
    case URL1738_FK_COMPUTED:
        if (fi->kind == URL1738_FK_NAME
            && row_name(o, f, p, url1738_field_span(u, (size_t)id)))
            return;
        /* Letters, digits, or a computed text that may need escaping. */
        if (field_text(sc, p, u, (size_t)id, &n))
            row_value(o, f, sc->p, n);
        return;
    default:
        row_span(o, f, p, url1738_field_span(u, (size_t)id));
        return;
    }
}

/* A meta column about the parse (input, valid, error, error_offset,
 * message) of the input p[0..len), read with code rc and error err;
 * plain: a valid input needs no escape (RFC 1738 and 3986: never a tab
 * or a quote; the WHATWG reading accepts both). */
static void row_meta(struct out *o, enum format f, int meta, const char *p,
                     size_t len, enum url1738_code rc,
                     const struct url1738_error *err, int plain)
{
    switch (meta) {
    case M_INPUT:
        if (rc == URL1738_OK && plain)
            row_valid(o, f, p, len);
        else
            row_value(o, f, p, len);
        break;
    case M_VALID:
        if (rc == URL1738_OK)
            OUT_LIT(o, "true");
        else
            OUT_LIT(o, "false");
        break;
    case M_ERROR:
        if (rc != URL1738_OK)
            out_str(o, url1738_errname(err->code));
        break;
    case M_ERROR_OFFSET:
        if (rc != URL1738_OK)
            out_uint(o, err->offset);
        break;
    case M_MESSAGE:
        if (rc != URL1738_OK) {
            char buf[512];
            const char *m = cli_error_message(err, p, len, buf, sizeof buf);

            row_value(o, f, m, strlen(m));
        }
        break;
    default:
        break;
    }
}

static int row_one(const char *p, size_t len, void *vctx)
{
    struct parse_ctx *ctx = vctx;
    struct out *o = &cli_stdout;
    enum format f = ctx->format;
    struct url1738_url u = URL1738_URL_INIT;
    struct url1738_error err;
    enum url1738_code rc = url1738_parse_spec(p, len, ctx->spec, &u, &err);
    /* The plan was made for this reading (plan_column). */
    size_t k, sid = u.spec == ctx->spec ? (size_t)u.scheme_id : NSCHEMES;

    if (rc != URL1738_OK && !ctx->spec_given)
        cli_other_reading("parse", p, len);

    /* Flush between rows, never inside one (unless a row is over 4 KB):
     * writers in parallel appending to one file (xargs -P ... >>f) then
     * interleave whole rows only. */
    if (sizeof o->buf - o->len < 4096)
        out_flush(o);
    for (k = 0; k < ctx->ncols; k++) {
        const struct col *c = &ctx->cols[k];
        struct url1738_span s;
        int id;
        if (k > 0)
            out_char(o, f == FMT_TSV ? '\t' : ',');
        switch (c->how[sid]) {
        case M_INPUT:
        case M_VALID:
        case M_ERROR:
        case M_ERROR_OFFSET:
        case M_MESSAGE:
            row_meta(o, f, c->how[sid], p, len, rc, &err, 1);
            break;
        case M_HREF:
        case H_NONE:
            break;
        case H_SPAN:
            memcpy(&s, (const char *)&u + c->off[sid], sizeof s);
            row_span(o, f, p, s);
            break;
        case H_NAME:
            memcpy(&s, (const char *)&u + c->off[sid], sizeof s);
            if (!row_name(o, f, p, s))
                row_field(o, f, &ctx->scratch, p, &u, c->field[u.scheme_id]);
            break;
        default:
            id = c->field[u.scheme_id];
            /* A scheme's own parts only for a valid URL of it. */
            if (id >= 0
                && (rc == URL1738_OK
                    || url1738_field_info((size_t)id)->nest
                           != URL1738_FN_SCHEME))
                row_field(o, f, &ctx->scratch, p, &u, id);
            break;
        }
    }
    if (f == FMT_CSV)
        OUT_LIT(o, "\r\n"); /* RFC 4180 2.1 */
    else
        out_char(o, '\n');
    return rc != URL1738_OK;
}

/* A row under the WHATWG reading: the meta columns as above, href, and
 * each vocabulary name as url1738_whatwg_field() gives it (empty when
 * the URL has none or the reading has no such part). */
static int row_one_whatwg(const char *p, size_t len, void *vctx)
{
    struct parse_ctx *ctx = vctx;
    struct out *o = &cli_stdout;
    enum format f = ctx->format;
    struct url1738_error err;
    enum url1738_code rc = cli_whatwg(ctx->w, p, len, &err);
    const char *h = ctx->w->out.p, *t;
    size_t k, n;

    if (sizeof o->buf - o->len < 4096)
        out_flush(o);
    for (k = 0; k < ctx->ncols; k++) {
        const struct col *c = &ctx->cols[k];
        int id = c->field[URL1738_SCHEME_NONE];

        if (k > 0)
            out_char(o, f == FMT_TSV ? '\t' : ',');
        switch (c->meta) {
        case M_INPUT:
        case M_VALID:
        case M_ERROR:
        case M_ERROR_OFFSET:
        case M_MESSAGE:
            row_meta(o, f, c->meta, p, len, rc, &err, 0);
            continue;
        case M_HREF:
            if (rc == URL1738_OK)
                row_value(o, f, h, ctx->w->u.href.len);
            continue;
        default:
            break;
        }
        if (rc == URL1738_OK && id >= 0
            && url1738_whatwg_field(h, &ctx->w->u, (size_t)id, &t, &n) == 1)
            row_value(o, f, t, n);
    }
    if (f == FMT_CSV)
        OUT_LIT(o, "\r\n"); /* RFC 4180 2.1 */
    else
        out_char(o, '\n');
    return rc != URL1738_OK;
}

/* For each scheme, how c's field is written (enum how). A top-level
 * field with a span belongs to a URL or not by its scheme and the
 * reading only: url1738_field_span() on a URL of that scheme whose
 * member is present says which, once, instead of on every row. */
static void plan_column(struct col *c, enum url1738_spec spec)
{
    size_t k;

    c->how[NSCHEMES] = c->meta >= 0 ? (unsigned char)c->meta : H_FIELD;
    for (k = 0; k < NSCHEMES; k++) {
        const struct url1738_field_info *fi;
        struct url1738_url u = URL1738_URL_INIT;
        struct url1738_span here = { 0, 0 };
        int id = c->field[k];

        c->how[k] = H_FIELD;
        c->off[k] = 0;
        if (c->meta >= 0 || id < 0) {
            c->how[k] = c->meta >= 0 ? (unsigned char)c->meta : H_NONE;
            continue;
        }
        fi = url1738_field_info((size_t)id);
        if (fi->nest == URL1738_FN_SCHEME || fi->kind == URL1738_FK_BOOL
            || fi->kind == URL1738_FK_NUMBER
            || fi->kind == URL1738_FK_COMPUTED)
            continue;
        u.scheme_id = (enum url1738_scheme)k;
        u.spec = spec;
        memcpy((char *)&u + field_at[id], &here, sizeof here);
        c->off[k] = field_at[id];
        if (!url1738_present(url1738_field_span(&u, (size_t)id)))
            c->how[k] = H_NONE;
        else
            c->how[k] = fi->kind == URL1738_FK_NAME ? H_NAME : H_SPAN;
    }
}

/* One --fields name into c: a meta column or a vocabulary name; 0 when
 * it is neither. */
static int find_column(struct col *c, const char *s, size_t n)
{
    size_t k;
    int any = 0;

    c->name = s;
    c->len = n;
    c->meta = -1;
    for (k = 0; k < NMETA; k++)
        if (strlen(meta_names[k]) == n && strncmp(meta_names[k], s, n) == 0)
            c->meta = (int)k;
    for (k = 0; k < NSCHEMES; k++) {
        c->field[k] = url1738_field_lookup(s, n, (enum url1738_scheme)k);
        /* With no scheme, a name of any scheme would match: only the
         * top-level ones do. */
        if (k == URL1738_SCHEME_NONE && c->field[k] >= 0
            && url1738_field_info((size_t)c->field[k])->nest
                   == URL1738_FN_SCHEME)
            c->field[k] = -1;
        any |= c->field[k] >= 0;
    }
    return c->meta >= 0 || any || url1738_field_lookup(s, n,
                                                       URL1738_SCHEME_NONE)
                                      >= 0;
}

/* The names --fields accepts (for --help and its check): the meta
 * columns, each name of the vocabulary once, then "scheme.name" for
 * each scheme's own fields (url1738_field_lookup's two forms). */
static const char *field_name(size_t i)
{
    static char qualified[64][40];
    static const char *names[NMETA + 128];
    static size_t n;
    size_t k, j, nf = url1738_field_count(), nq = 0;

    if (n == 0) {
        for (k = 0; k < NMETA; k++)
            if (k != M_HREF)
                names[n++] = meta_names[k];
        for (k = 0; k < nf && n < sizeof names / sizeof names[0]; k++) {
            const char *name = url1738_field_info(k)->name;
            for (j = 0; j < n && strcmp(names[j], name) != 0; j++)
                ;
            if (j == n)
                names[n++] = name;
        }
        names[n++] = meta_names[M_HREF];    /* the WHATWG reading's */
        for (k = 0; k < nf && nq < sizeof qualified / sizeof qualified[0]
                    && n < sizeof names / sizeof names[0]; k++) {
            const struct url1738_field_info *f = url1738_field_info(k);
            if (f->nest != URL1738_FN_SCHEME)
                continue;
            snprintf(qualified[nq], sizeof qualified[0], "%s.%s",
                     url1738_scheme_name(f->scheme), f->name);
            names[n++] = qualified[nq++];
        }
    }
    return i < n ? names[i] : NULL;
}

/* --fields=a,b,c into ctx->cols; 0, or EXIT_USAGE after a message. */
static int parse_fields(struct parse_ctx *ctx, const char *list)
{
    const char *s = list;

    ctx->ncols = 0;
    for (;;) {
        const char *e = strchr(s, ',');
        size_t n = e != NULL ? (size_t)(e - s) : strlen(s);

        if (ctx->ncols == MAXCOLS)
            return usage_error("parse", cli_text.too_many_fields,
                               list);
        /* parse_args() checked the names against field_name(), and the
         * default list is written with known names. */
        find_column(&ctx->cols[ctx->ncols], s, n);
        plan_column(&ctx->cols[ctx->ncols], ctx->spec);
        ctx->ncols++;
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
        out_write(&cli_stdout, ctx->cols[k].name, ctx->cols[k].len);
    }
    out_str(&cli_stdout, ctx->format == FMT_CSV ? "\r\n" : "\n");
}

int cmd_parse(int argc, char **argv)
{
    struct parse_ctx ctx;
    const char *format = NULL, *fields = NULL, *header = NULL, *spec = NULL,
               *base = NULL;
    const char *progress = NULL, *no_progress = NULL;
    const struct opt opts[] = {
        { "spec", "SPEC", &spec,
          N_("the reading: RFC 1738 (rfc1738, the default), RFC 3986's URI "
          "(rfc3986: userinfo, host_type, query, fragment) or the WHATWG "
          "URL Standard (whatwg: href and the URL API's parts)"),
          cli_spec_name_whatwg, 0 },
        { "base", "URL", &base,
          N_("with --spec=whatwg: read each input against this base URL, as "
          "new URL(input, base) does"), NULL, 0 },
        { "format", "FORMAT", &format,
          N_("JSON Lines (the default), or one TSV or CSV row per URL"),
          format_name, 0 },
        { "fields", "LIST", &fields,
          N_("the columns of a row, comma-separated (raw, still encoded); "
          "SCHEME.NAME is that scheme's NAME only"),
          field_name, 1 },
        { "header", NULL, &header, N_("a first row with the column names"),
          NULL, 0 },
        OPT_PROGRESS(&progress, &no_progress),
        OPT_END,
    };
    struct args a;
    int rc;

    ctx.scratch.p = NULL;
    ctx.scratch.cap = 0;
    ctx.format = FMT_JSON;
    rc = parse_args("parse", argc, argv, opts, &a);
    if (rc != 0)
        return rc;
    /* parse_args() checked the name against cli_spec_name_whatwg(). */
    ctx.spec = cli_spec_of(spec);
    ctx.spec_given = spec != NULL;
    progress_for_input("parse", &a, progress, no_progress);
    /* parse_args() checked the name against format_name(). */
    while (format != NULL && strcmp(format, format_name(ctx.format)) != 0)
        ctx.format++;
    if (base != NULL && ctx.spec != URL1738_SPEC_WHATWG)
        return usage_error("parse", cli_text.missing_option,
                           "--spec=whatwg");
    if (ctx.format == FMT_JSON && (fields != NULL || header != NULL))
        return usage_error("parse", cli_text.needs_rows,
                           fields != NULL ? "--fields" : "--header");
    if (ctx.spec == URL1738_SPEC_WHATWG) {
        struct cli_whatwg w;

        memset(&w, 0, sizeof w);
        ctx.w = &w;
        rc = cli_whatwg_base(&w, "parse", base);
        if (rc == 0 && ctx.format == FMT_JSON)
            rc = each_input(&a, parse_one_whatwg, &w);
        else if (rc == 0) {
            rc = parse_fields(&ctx, fields != NULL
                                        ? fields
                                        : "input,valid,href,scheme,host,"
                                          "port,path,query,fragment");
            if (rc == 0 && header != NULL)
                header_row(&ctx);
            if (rc == 0)
                rc = each_input(&a, row_one_whatwg, &ctx);
        }
        cli_whatwg_free(&w);
        free(ctx.scratch.p);
        return rc;
    }
    if (ctx.format == FMT_JSON) {
        rc = each_input(&a, parse_one, &ctx);
    } else {
        /* RFC 3986's path stops at '?' and '#': its default row keeps
         * what follows, so no byte of the input goes unreported. */
        rc = parse_fields(&ctx, fields != NULL ? fields
                                : ctx.spec == URL1738_SPEC_RFC1738
                                    ? "input,valid,scheme,host,port,path"
                                    : "input,valid,scheme,host,port,path,"
                                      "query,fragment");
        if (rc != 0)
            return rc;
        if (header != NULL)
            header_row(&ctx);
        rc = each_input(&a, row_one, &ctx);
    }
    free(ctx.scratch.p);
    cli_other_reading_end("parse");
    return rc;
}
