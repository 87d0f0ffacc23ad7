/* SPDX-License-Identifier: MIT */
/*
 * cmd_diff.c - `url1738 diff [URL...]`: each input under RFC 1738,
 * RFC 3986 and the WHATWG URL Standard side by side, and where they part
 * (cli-contract "url1738 diff", docs/diff.md). url1738_diff() does the
 * reading and comparing; this file writes the object.
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

#define NREADINGS 3

struct diff_ctx {
    struct url1738_reading r[NREADINGS];
    size_t n;
    struct buf text, val;
};

static const enum url1738_spec all_specs[NREADINGS] = {
    URL1738_SPEC_RFC1738, URL1738_SPEC_RFC3986, URL1738_SPEC_WHATWG
};

static void value(struct jw *w, struct diff_ctx *c,
                  const struct url1738_reading *r, enum url1738_diff_member m)
{
    size_t need = 0;
    int present;

    if (c->val.cap < 64)
        buf_reserve(&c->val, 64);
    if (url1738_diff_value(r, c->text.p, m, c->val.p, c->val.cap, &need,
                           &present) == URL1738_E_NOSPACE) {
        buf_reserve(&c->val, need + 1);
        url1738_diff_value(r, c->text.p, m, c->val.p, c->val.cap, &need,
                           &present);
    }
    if (!present)
        jw_null(w);
    else if (m == URL1738_DIFF_PORT)
        jw_uint(w, r->port_number);
    else
        jw_str(w, c->val.p, need);
}

static int diff_one(const char *p, size_t len, void *vctx)
{
    struct diff_ctx *c = vctx;
    struct jw w;
    size_t need = 0, k;
    unsigned set = 0, m;
    enum url1738_code rc;

    if (c->text.cap < 256)
        buf_reserve(&c->text, 256);
    for (k = 0; k < c->n; k++) {
        enum url1738_spec spec = c->r[k].spec;

        c->r[k] = (struct url1738_reading)URL1738_READING_INIT;
        c->r[k].spec = spec;
    }
    rc = url1738_diff(p, len, c->r, c->n, c->text.p, c->text.cap, &need,
                      &set);
    if (rc == URL1738_E_NOSPACE) {
        buf_reserve(&c->text, need + 1);
        rc = url1738_diff(p, len, c->r, c->n, c->text.p, c->text.cap, &need,
                          &set);
    }
    jw_begin(&w, &cli_stdout);
    jw_key(&w, "input");
    jw_str(&w, p, len);
    jw_key(&w, "readings");
    jw_object(&w);
    for (k = 0; k < c->n; k++) {
        const struct url1738_reading *r = &c->r[k];

        jw_key(&w, url1738_spec_name(r->spec));
        jw_object(&w);
        jw_key(&w, "valid");
        jw_bool(&w, r->code == URL1738_OK);
        jw_error(&w, r->code == URL1738_OK ? NULL : &r->error);
        for (m = URL1738_DIFF_SCHEME; url1738_diff_member_name(
                                          (enum url1738_diff_member)m)
                                      != NULL;
             m++) {
            jw_key(&w, url1738_diff_member_name((enum url1738_diff_member)m));
            value(&w, c, r, (enum url1738_diff_member)m);
        }
        jw_close(&w);
    }
    jw_close(&w);
    jw_key(&w, "disagree");
    jw_array(&w);
    for (m = 0; url1738_diff_member_name((enum url1738_diff_member)m) != NULL;
         m++)
        if (set & URL1738_DIFF_BIT(m))
            jw_cstr(&w, url1738_diff_member_name((enum url1738_diff_member)m));
    jw_close(&w);
    jw_key(&w, "authority");
    jw_bool(&w, (set & URL1738_DIFF_AUTHORITY) != 0);
    jw_error(&w, NULL);
    jw_end(&w);
    return (set & URL1738_DIFF_AUTHORITY) != 0;
}

int cmd_diff(int argc, char **argv)
{
    struct diff_ctx c;
    const char *readings = NULL;
    const struct opt opts[] = {
        { "readings", "LIST", &readings,
          "compare only these readings (comma-separated; all three by "
          "default)",
          cli_spec_name_whatwg, 1 },
        OPT_END,
    };
    struct args a;
    int rc;
    size_t k;

    memset(&c, 0, sizeof c);
    rc = parse_args("diff", argc, argv, opts, &a);
    if (rc != 0)
        return rc;
    for (k = 0; k < NREADINGS; k++) {
        const char *name = url1738_spec_name(all_specs[k]);
        size_t nl = strlen(name);
        const char *s = readings;
        int on = readings == NULL;

        /* parse_args() checked the names against cli_spec_name_whatwg() */
        while (!on && s != NULL) {
            const char *e = strchr(s, ',');
            size_t n = e != NULL ? (size_t)(e - s) : strlen(s);

            if (n == nl && memcmp(s, name, n) == 0)
                on = 1;
            s = e != NULL ? e + 1 : NULL;
        }
        if (on)
            c.r[c.n++].spec = all_specs[k];
    }
    rc = each_input(&a, diff_one, &c);
    free(c.text.p);
    free(c.val.p);
    return rc;
}
