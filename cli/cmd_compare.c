/* SPDX-License-Identifier: MIT */
/*
 * cmd_compare.c - `url1738 compare [--spec=S] A B [C...]`: whether URLs
 * locate the same resource (RFC 1738 2.2, 3; under --spec=rfc3986 RFC
 * 3986 6.2.2 and 6.2.3), one JSON object per pair: A with each
 * URL after it; without arguments, one pair per standard input line, the
 * two URLs separated by a TAB (a TAB can never stand in a URL: 2.2).
 */
#include <string.h>

#include "cli.h"

/* "error": which URL is invalid, where, and why. */
static void print_error(struct jw *w, const char *which, size_t off,
                        const char *code, const char *msg)
{
    /* msg: the catalogue's text, or the one naming the input's escape */
    jw_key(w, "error");
    jw_object(w);
    jw_key(w, "url");
    jw_cstr(w, which);
    jw_key(w, "offset");
    jw_uint(w, off);
    jw_key(w, "code");
    jw_cstr(w, code);
    jw_key(w, "message");
    jw_cstr(w, msg);
    jw_close(w);
}

/* Prints the pair's object under the reading spec; returns 1 when either
 * URL is invalid. */
/* Under the WHATWG reading: whether the hrefs are equal (1, 0), or -1
 * with the error (its offset in a, or past a in b as
 * url1738_equivalent_spec() gives it). */
static int equal_hrefs(const char *a, size_t alen, const char *b,
                       size_t blen, struct url1738_error *err)
{
    static struct cli_whatwg wa, wb;
    int eq;

    if (cli_whatwg(&wa, a, alen, err) != URL1738_OK)
        return -1;
    if (cli_whatwg(&wb, b, blen, err) != URL1738_OK) {
        err->offset += alen;
        return -1;
    }
    eq = wa.u.href.len == wb.u.href.len
         && memcmp(wa.out.p, wb.out.p, wa.u.href.len) == 0;
    return eq;
}

static int compare_one(enum url1738_spec spec, const char *a, size_t alen,
                       const char *b, size_t blen)
{
    struct jw w;
    struct url1738_error err;
    int eq = spec == URL1738_SPEC_WHATWG
                 ? equal_hrefs(a, alen, b, blen, &err)
                 : url1738_equivalent_spec(a, alen, b, blen, spec, &err);

    jw_begin(&w, &cli_stdout);
    jw_key(&w, "a");
    jw_str(&w, a, alen);
    jw_key(&w, "b");
    jw_str(&w, b, blen);
    jw_key(&w, "equivalent");
    if (eq >= 0) {
        jw_bool(&w, eq);
        jw_error(&w, NULL);
    } else {
        /* The offset in the URL that is invalid, and which one it is. */
        int in_b = spec == URL1738_SPEC_WHATWG
                       ? err.offset >= alen && alen > 0
                       : url1738_valid_spec(a, alen, spec);
        struct url1738_error e = err;
        char buf[512];

        if (in_b)
            e.offset = err.offset - alen;
        jw_null(&w);
        print_error(&w, in_b ? "b" : "a", e.offset,
                    url1738_errname(err.code),
                    cli_error_message(&e, in_b ? b : a, in_b ? blen : alen,
                                      buf, sizeof buf));
    }
    jw_end(&w);
    return eq < 0;
}

/* A line "A<TAB>B": split at the first TAB. A line without one is
 * reported with "b": null and code E_NO_TAB. */
static int compare_line(const char *p, size_t len, void *ctx)
{
    const char *tab = memchr(p, '\t', len);
    const enum url1738_spec *spec = ctx;
    struct jw w;
    size_t alen;

    if (tab != NULL) {
        alen = (size_t)(tab - p);
        return compare_one(*spec, p, alen, tab + 1, len - alen - 1);
    }
    jw_begin(&w, &cli_stdout);
    jw_key(&w, "a");
    jw_str(&w, p, len);
    jw_key(&w, "b");
    jw_null(&w);
    jw_key(&w, "equivalent");
    jw_null(&w);
    print_error(&w, "b", len, "E_NO_TAB",
                cli_tr(N_("expected two URLs separated by a TAB")));
    jw_end(&w);
    return 1;
}

int cmd_compare(int argc, char **argv)
{
    const char *name = NULL;
    const struct opt opts[] = {
        { "spec", "SPEC", &name,
          N_("the rules: RFC 1738 (rfc1738, the default), RFC 3986 6.2.2 "
          "and 6.2.3 (rfc3986: also dot-segments removed, https's port 443 "
          "dropped) or the WHATWG URL Standard (whatwg: its href)"), cli_spec_name_whatwg, 0 },
        OPT_END,
    };
    enum url1738_spec spec;
    struct args a;
    int rc, i, bad = 0;

    rc = parse_args("compare", argc, argv, opts, &a);
    if (rc != 0)
        return rc;
    /* parse_args() checked the name against cli_spec_name_whatwg(). */
    spec = cli_spec_of(name);
    if (a.n == 0 || (a.n == 1 && !a.dashdash && strcmp(a.v[0], "-") == 0))
        return each_input(&a, compare_line, &spec);
    if (a.n == 1)
        return usage_error("compare", cli_text.compare_one, a.v[0]);
    for (i = 1; i < a.n; i++)
        bad |= compare_one(spec, a.v[0], strlen(a.v[0]), a.v[i],
                           strlen(a.v[i]));
    return bad ? EXIT_INVALID : EXIT_VALID;
}
