/*
 * cmd_encode.c - `url1738 encode --part=NAME [STRING...]` and `url1738
 * decode [STRING...]`: percent-encoding for one part of a URL (2.2) and
 * its inverse, one JSON object per input.
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

struct encode_ctx {
    enum url1738_part part;
    struct buf out;
};

static int encode_one(const char *p, size_t len, void *vctx)
{
    struct encode_ctx *ctx = vctx;
    struct jw w;
    struct url1738_error err;
    size_t need = 0;
    enum url1738_code rc;

    /* Encoding at most triples the length. A value the part cannot hold
     * (a host with a byte no host has) is an error at that byte. */
    buf_reserve(&ctx->out, 3 * len + 1);
    rc = url1738_encode_check(ctx->part, p, len, &err);
    if (rc == URL1738_OK)
        rc = url1738_encode(ctx->part, p, len, ctx->out.p, ctx->out.cap,
                            &need);
    jw_begin(&w, &cli_stdout);
    jw_key(&w, "input");
    jw_str(&w, p, len);
    jw_key(&w, "part");
    jw_cstr(&w, url1738_part_name(ctx->part));
    jw_key(&w, "encoded");
    if (rc == URL1738_OK)
        jw_str(&w, ctx->out.p, need);
    else
        jw_null(&w);
    jw_error(&w, rc == URL1738_OK ? NULL : &err);
    jw_end(&w);
    return rc != URL1738_OK;
}

/* The parts --part accepts: the library's names, in its order. */
static const char *part_name(size_t i)
{
    return url1738_part_name((enum url1738_part)i);
}

int cmd_encode(int argc, char **argv)
{
    struct encode_ctx ctx;
    const char *part = NULL;
    const struct opt opts[] = {
        { "part", "PART", &part,
          "the part of a URL the strings are written into (required)",
          part_name, 0 },
        OPT_END,
    };
    struct args a;
    int rc, id;

    memset(&ctx, 0, sizeof ctx);
    rc = parse_args("encode", argc, argv, opts, &a);
    if (rc != 0)
        return rc;
    if (part == NULL)
        return usage_error("encode", cli_text.missing_option, "--part=PART");
    /* parse_args() checked the name against part_name(). */
    id = url1738_part_lookup(part, strlen(part));
    ctx.part = (enum url1738_part)id;
    rc = each_input(&a, encode_one, &ctx);
    free(ctx.out.p);
    return rc;
}

static int decode_one(const char *p, size_t len, void *vctx)
{
    struct buf *b = vctx;
    struct jw w;
    struct url1738_error err;
    size_t need = 0;
    enum url1738_code rc;

    buf_reserve(b, len + 1);
    rc = url1738_decode(p, len, b->p, b->cap, &need, &err);
    jw_begin(&w, &cli_stdout);
    jw_key(&w, "input");
    jw_str(&w, p, len);
    jw_key(&w, "decoded");
    if (rc == URL1738_OK)
        jw_str(&w, b->p, need);
    else
        jw_null(&w);
    jw_error(&w, rc == URL1738_OK ? NULL : &err);
    jw_end(&w);
    return rc != URL1738_OK;
}

int cmd_decode(int argc, char **argv)
{
    struct buf b = { NULL, 0 };
    struct args a;
    int rc;

    rc = parse_args("decode", argc, argv, NULL, &a);
    if (rc != 0)
        return rc;
    rc = each_input(&a, decode_one, &b);
    free(b.p);
    return rc;
}
