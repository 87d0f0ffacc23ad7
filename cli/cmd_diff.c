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

/* The object of reading r: "valid", "error" and the members. */
static void reading(struct jw *w, struct diff_ctx *c,
                    const struct url1738_reading *r)
{
    unsigned m;

    jw_object(w);
    JW_KEY(w, "valid");
    jw_bool(w, r->code == URL1738_OK);
    jw_error(w, r->code == URL1738_OK ? NULL : &r->error);
    for (m = URL1738_DIFF_SCHEME;
         url1738_diff_member_name((enum url1738_diff_member)m) != NULL; m++) {
        jw_key(w, url1738_diff_member_name((enum url1738_diff_member)m));
        value(w, c, r, (enum url1738_diff_member)m);
    }
    jw_close(w);
}

/* Where the readings' objects are written before they go out in one
 * piece each (jw_raw), once for readings that agree: never flushed
 * (out_room): an object goes there only when its values' JSON (at most
 * 6 bytes a byte of its normal form) surely fits. */
static struct out scratch = { -1, 0, { 0 } };

/* Whether readings a and b (both accepting) read the same normal form
 * into the same parts: then url1738_diff_value gives each member of one
 * what it gives of the other (a function of the member's bytes, of
 * whether there is a host, and of port_number). */
static int same_span(struct url1738_span x, const struct url1738_reading *a,
                     struct url1738_span y, const struct url1738_reading *b)
{
    if (!url1738_present(x) || !url1738_present(y))
        return url1738_present(x) == url1738_present(y) && x.len == y.len;
    return x.len == y.len && x.off - a->text.off == y.off - b->text.off;
}

static int same_parts(const struct url1738_reading *a,
                      const struct url1738_reading *b, const char *text)
{
    return a->code == URL1738_OK && b->code == URL1738_OK
           && a->port_number == b->port_number
           && a->text.len == b->text.len
           && same_span(a->scheme, a, b->scheme, b)
           && same_span(a->userinfo, a, b->userinfo, b)
           && same_span(a->host, a, b->host, b)
           && same_span(a->port, a, b->port, b)
           && same_span(a->path, a, b->path, b)
           && same_span(a->query, a, b->query, b)
           && same_span(a->fragment, a, b->fragment, b)
           && memcmp(text + a->text.off, text + b->text.off, a->text.len)
                  == 0;
}

/* The members' keys as they are written after a value: ',"name":'; and
 * how many members there are (url1738_diff_member_name() asked once). */
#define NMEMBERS 8
static struct {
    char s[24];
    size_t n;
} keys[NMEMBERS];
static unsigned nmembers;

static void make_keys(void)
{
    unsigned m;
    const char *name;

    while (url1738_diff_member_name((enum url1738_diff_member)nmembers)
           != NULL)
        nmembers++;
    for (m = 0; m < NMEMBERS
                && (name = url1738_diff_member_name(
                        (enum url1738_diff_member)m)) != NULL;
         m++) {
        size_t l = strlen(name);

        if (l + 4 > sizeof keys[m].s)
            continue;   /* not in this table: reading() writes it */
        keys[m].s[0] = ',';
        keys[m].s[1] = '"';
        memcpy(keys[m].s + 2, name, l);
        keys[m].s[l + 2] = '"';
        keys[m].s[l + 3] = ':';
        keys[m].n = l + 4;
    }
}

/* The object of a reading that accepts the input, into scratch (as
 * reading() writes it, in pieces: the keys above, the values as value()
 * writes them); 0 when a member is not in the table. */
static int accepted(struct diff_ctx *c, const struct url1738_reading *r)
{
    static const char head[] = "{\"valid\":true,\"error\":null";
    unsigned m;

    out_write(&scratch, head, sizeof head - 1);
    for (m = URL1738_DIFF_SCHEME; m < nmembers; m++) {
        size_t need = 0;
        int present = 0;

        if (m >= NMEMBERS || keys[m].n == 0)
            return 0;
        out_write(&scratch, keys[m].s, keys[m].n);
        if (c->val.cap < 64)
            buf_reserve(&c->val, 64);
        if (url1738_diff_value(r, c->text.p, (enum url1738_diff_member)m,
                               c->val.p, c->val.cap, &need, &present)
            == URL1738_E_NOSPACE) {
            buf_reserve(&c->val, need + 1);
            url1738_diff_value(r, c->text.p, (enum url1738_diff_member)m,
                               c->val.p, c->val.cap, &need, &present);
        }
        if (!present)
            out_write(&scratch, "null", 4);
        else if (m == URL1738_DIFF_PORT)
            out_uint(&scratch, r->port_number);
        else
            json_string(&scratch, c->val.p, need);
    }
    out_char(&scratch, '}');
    return 1;
}

static int diff_one(const char *p, size_t len, void *vctx)
{
    static const char tail_true[] = "\"authority\":true,\"error\":null",
                      tail_false[] = "\"authority\":false,\"error\":null";
    struct diff_ctx *c = vctx;
    struct jw w;
    size_t need = 0, k, at[NREADINGS], n[NREADINGS];
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
    JW_KEY(&w, "input");
    jw_str(&w, p, len);
    JW_KEY(&w, "readings");
    jw_object(&w);
    scratch.len = 0;
    for (k = 0; k < c->n; k++) {
        const struct url1738_reading *r = &c->r[k];
        size_t j;

        jw_key(&w, url1738_spec_name(r->spec));
        at[k] = (size_t)-1;
        /* A reading whose object an earlier one wrote: all accept and
         * agree on every member (their values are url1738_diff_value's,
         * equal where url1738_diff finds them the same), or the two read
         * the same normal form into the same parts. */
        for (j = 0; j < k; j++)
            if (at[j] != (size_t)-1
                && (set == 0 || same_parts(&c->r[j], r, c->text.p)))
                break;
        if (j < k) {
            at[k] = at[j];
            n[k] = n[j];
            jw_raw(&w, scratch.buf + at[k], n[k]);
            continue;
        }
        if (r->code == URL1738_OK
            && scratch.len + 6 * r->text.len + 512 < sizeof scratch.buf) {
            at[k] = scratch.len;
            if (accepted(c, r)) {
                n[k] = scratch.len - at[k];
                jw_raw(&w, scratch.buf + at[k], n[k]);
                continue;
            }
            at[k] = (size_t)-1;
        }
        reading(&w, c, r);
    }
    scratch.len = 0;
    jw_close(&w);
    JW_KEY(&w, "disagree");
    jw_array(&w);
    for (m = 0; m < nmembers; m++)
        if (set & URL1738_DIFF_BIT(m))
            jw_cstr(&w, url1738_diff_member_name((enum url1738_diff_member)m));
    jw_close(&w);
    /* "authority" and "error" (always null here), two members at once */
    if (set & URL1738_DIFF_AUTHORITY)
        jw_raw(&w, tail_true, sizeof tail_true - 1);
    else
        jw_raw(&w, tail_false, sizeof tail_false - 1);
    jw_end(&w);
    return (set & URL1738_DIFF_AUTHORITY) != 0;
}

int cmd_diff(int argc, char **argv)
{
    struct diff_ctx c;
    const char *readings = NULL;
    const struct opt opts[] = {
        { "readings", "LIST", &readings,
          N_("compare only these readings (comma-separated; all three by "
          "default)"),
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
    make_keys();
    rc = each_input(&a, diff_one, &c);
    free(c.text.p);
    free(c.val.p);
    return rc;
}
