/* SPDX-License-Identifier: MIT */
/*
 * cmd_encode.c - `url1738 encode [--spec=SPEC] --part=NAME [STRING...]`
 * and `url1738 decode [STRING...]`: percent-encoding for one part of a
 * URL (RFC 1738 2.2, or RFC 3986 2.1 and appendix A) and its inverse,
 * one JSON object per input.
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

struct encode_ctx {
    enum url1738_spec spec;
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
    rc = url1738_encode_check_spec(ctx->spec, ctx->part, p, len, &err);
    if (rc == URL1738_OK)
        rc = url1738_encode_spec(ctx->spec, ctx->part, p, len, ctx->out.p,
                                 ctx->out.cap, &need);
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
    jw_error_in(&w, rc == URL1738_OK ? NULL : &err, p, len);
    jw_end(&w);
    return rc != URL1738_OK;
}

/* The parts --part accepts: the library's names, in its order. */
static const char *part_name(size_t i)
{
    return url1738_part_name((enum url1738_part)i);
}

/* The i-th part RFC 3986 has (url1738_encode_check_spec() takes it). */
static const char *part_name3986(size_t i)
{
    size_t k;
    const char *name;

    for (k = 0; (name = part_name(k)) != NULL; k++)
        if (url1738_encode_check_spec(URL1738_SPEC_RFC3986,
                                      (enum url1738_part)k, "", 0, NULL)
                == URL1738_OK
            && i-- == 0)
            return name;
    return NULL;
}

int cmd_encode(int argc, char **argv)
{
    struct encode_ctx ctx;
    const char *part = NULL, *spec = NULL;
    const struct opt opts[] = {
        { "part", "PART", &part,
          N_("the part of a URL the strings are written into (required)"),
          part_name, 0 },
        { "spec", "SPEC", &spec,
          N_("the reading: RFC 1738 (rfc1738, the default) or RFC 3986 "
          "(rfc3986: user, password, host and the parts from userinfo on)"),
          cli_spec_name, 0 },
        OPT_END,
    };
    /* --part under RFC 3986: only the names it has. */
    const struct opt part3986 = { "part", "PART", NULL, NULL, part_name3986,
                                  0 };
    struct args a;
    int rc, id;

    memset(&ctx, 0, sizeof ctx);
    rc = parse_args("encode", argc, argv, opts, &a);
    if (rc != 0)
        return rc;
    if (part == NULL)
        return usage_error("encode", cli_text.missing_option, "--part=PART");
    ctx.spec = spec != NULL && strcmp(spec, cli_spec_name(1)) == 0
                   ? URL1738_SPEC_RFC3986
                   : URL1738_SPEC_RFC1738;
    if (ctx.spec == URL1738_SPEC_RFC3986
        && check_names("encode", &part3986, part) != 0)
        return EXIT_USAGE;
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
    jw_error_in(&w, rc == URL1738_OK ? NULL : &err, p, len);
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
