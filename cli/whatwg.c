/* SPDX-License-Identifier: MIT */
/*
 * whatwg.c - the program's side of the WHATWG reading (--spec=whatwg):
 * parsing into a growing buffer, the base of --base, and the object
 * parse writes (cli-contract "The WHATWG reading").
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

const char *cli_spec_name_whatwg(size_t i)
{
    static const enum url1738_spec specs[] = { URL1738_SPEC_RFC1738,
                                               URL1738_SPEC_RFC3986,
                                               URL1738_SPEC_WHATWG };

    return i < sizeof specs / sizeof specs[0] ? url1738_spec_name(specs[i])
                                              : NULL;
}

enum url1738_spec cli_spec_of(const char *name)
{
    int k;

    if (name == NULL)
        return URL1738_SPEC_RFC1738;
    k = url1738_spec_lookup(name, strlen(name));
    return k < 0 ? URL1738_SPEC_RFC1738 : (enum url1738_spec)k;
}

enum url1738_code cli_whatwg(struct cli_whatwg *w, const char *p,
                             size_t len, struct url1738_error *err)
{
    size_t need = 0;
    enum url1738_code rc;

    w->u = (struct url1738_whatwg)URL1738_WHATWG_INIT;
    if (w->out.cap < 64)
        buf_reserve(&w->out, 64);
    rc = url1738_whatwg_parse(p, len, w->has_base ? w->base.p : NULL,
                              w->has_base ? &w->base_u : NULL, w->out.p,
                              w->out.cap, &need, &w->u, err);
    if (rc == URL1738_E_NOSPACE) {
        buf_reserve(&w->out, need + 1);
        rc = url1738_whatwg_parse(p, len, w->has_base ? w->base.p : NULL,
                                  w->has_base ? &w->base_u : NULL, w->out.p,
                                  w->out.cap, &need, &w->u, err);
    }
    return rc;
}

int cli_whatwg_base(struct cli_whatwg *w, const char *cmd, const char *base)
{
    struct url1738_error err;
    enum url1738_code rc;

    w->has_base = 0;
    if (base == NULL)
        return 0;
    rc = cli_whatwg(w, base, strlen(base), &err);
    if (rc != URL1738_OK)
        return usage_error(cmd, cli_text.bad_base, base);
    buf_reserve(&w->base, w->u.href.len + 1);
    memcpy(w->base.p, w->out.p, w->u.href.len);
    w->base_u = w->u;
    w->has_base = 1;
    return 0;
}

void cli_whatwg_free(struct cli_whatwg *w)
{
    free(w->out.p);
    free(w->base.p);
}

static void key_span(struct jw *jw, const char *key, const char *p,
                     struct url1738_span s)
{
    jw_key(jw, key);
    jw_span(jw, p, s);
}

void cli_whatwg_json(const struct cli_whatwg *w, const char *in, size_t len,
                     enum url1738_code rc, const struct url1738_error *err)
{
    struct jw jw;
    const struct url1738_whatwg *u = &w->u;
    const char *h = w->out.p;
    static const struct url1738_span absent = { URL1738_ABSENT, 0 };

    jw_begin(&jw, &cli_stdout);
    jw_key(&jw, "input");
    jw_str(&jw, in, len);
    jw_key(&jw, "valid");
    jw_bool(&jw, rc == URL1738_OK);
    jw_error(&jw, rc == URL1738_OK ? NULL : err);
    key_span(&jw, "href", h, rc == URL1738_OK ? u->href : absent);
    key_span(&jw, "scheme", h, rc == URL1738_OK ? u->scheme : absent);
    key_span(&jw, "user", h, rc == URL1738_OK ? u->username : absent);
    key_span(&jw, "password", h, rc == URL1738_OK ? u->password : absent);
    key_span(&jw, "host", h, rc == URL1738_OK ? u->host : absent);
    jw_key(&jw, "host_type");
    jw_cstr(&jw, rc == URL1738_OK ? url1738_whatwg_host_name(u->host_type)
                                  : NULL);
    key_span(&jw, "port", h, rc == URL1738_OK ? u->port : absent);
    key_span(&jw, "path", h, rc == URL1738_OK ? u->path : absent);
    key_span(&jw, "query", h, rc == URL1738_OK ? u->query : absent);
    key_span(&jw, "fragment", h, rc == URL1738_OK ? u->fragment : absent);
    jw_end(&jw);
}
