/* SPDX-License-Identifier: MIT */
/*
 * t_whatwg_wpt.c - the WHATWG reading against the Web Platform Tests
 * (tests/wpt/, README there): urltestdata.json (every case: the href and
 * each part as the URL API gives it, or the failure), toascii.json and
 * IdnaTestV2.json (the host of "https://" input "/x").
 *
 * The cases that depend on the Unicode version of ICU are listed with
 * their reasons in docs/grammar.md, between the lines "<!-- wpt-known -->"
 * and "<!-- /wpt-known -->", one "- `file` `input as JSON` reason" a line:
 * such a case must fail here (so that the list stays true), and counts as
 * passed when it does. Prints the counts: passed, failed, listed.
 */
#include <stdlib.h>

#include "../cli/json_read.h"
#include "harness.h"

#define OUTCAP 65536

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *b;
    long n;

    if (f == NULL) {
        fprintf(stderr, "t_whatwg_wpt: cannot open %s\n", path);
        return NULL;
    }
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    fseek(f, 0, SEEK_SET);
    b = malloc((size_t)n + 1);
    if (b == NULL || fread(b, 1, (size_t)n, f) != (size_t)n) {
        fclose(f);
        free(b);
        return NULL;
    }
    fclose(f);
    b[n] = '\0';
    *len = (size_t)n;
    return b;
}

/* ===== The list of known failures (docs/grammar.md) ===== */

static char *known_text;
static size_t known_len;

/* Whether file's case with this input (as its JSON string's text) is
 * listed. */
static int listed(const char *file, const char *json_input, size_t jlen)
{
    const char *p = known_text, *end = known_text + known_len;
    const char *b = strstr(known_text, "<!-- wpt-known -->");
    const char *e = strstr(known_text, "<!-- /wpt-known -->");
    size_t flen = strlen(file);

    if (b == NULL || e == NULL)
        return 0;
    for (p = b; p < e && p < end;) {
        const char *nl = memchr(p, '\n', (size_t)(e - p));

        if (nl == NULL)
            nl = e;
        if (nl - p > 4 && p[0] == '-' && p[2] == '`'
            && (size_t)(nl - p) > flen + 6
            && memcmp(p + 3, file, flen) == 0 && p[3 + flen] == '`'
            && p[4 + flen] == ' ' && p[5 + flen] == '`'
            && (size_t)(nl - (p + 6 + flen)) > jlen
            && memcmp(p + 6 + flen, json_input, jlen) == 0
            && p[6 + flen + jlen] == '`')
            return 1;
        p = nl + 1;
    }
    return 0;
}

static unsigned long n_pass, n_fail, n_listed;

/* Records one case's outcome, turned by the list. */
static void outcome(const char *file, const char *jin, size_t jlen, int ok,
                    const char *why)
{
    int known = listed(file, jin, jlen);

    if (known) {
        n_listed++;
        if (!harness_check(!ok, __FILE__, __LINE__,
                           "a case listed in docs/grammar.md fails"))
            fprintf(stderr, "    %s %.*s now passes: take it off the list\n",
                    file, (int)jlen, jin);
        return;
    }
    if (ok)
        n_pass++;
    else
        n_fail++;
    if (!harness_check(ok, __FILE__, __LINE__, file))
        fprintf(stderr, "    input %.*s: %s\n", (int)jlen, jin, why);
}

/* ===== One URL's parts as the URL API gives them ===== */

struct got {
    enum url1738_code rc;
    char href[OUTCAP];
    struct url1738_whatwg u;
};

static void do_parse(struct got *g, const char *in, size_t inlen,
                     const char *base, size_t baselen, int has_base)
{
    static struct got bg;
    struct url1738_error err;

    g->u = (struct url1738_whatwg)URL1738_WHATWG_INIT;
    if (has_base) {
        bg.u = (struct url1738_whatwg)URL1738_WHATWG_INIT;
        bg.rc = url1738_whatwg_parse(base, baselen, NULL, NULL, bg.href,
                                     OUTCAP, NULL, &bg.u, &err);
        if (bg.rc != URL1738_OK) {
            g->rc = bg.rc;
            return;
        }
        g->rc = url1738_whatwg_parse(in, inlen, bg.href, &bg.u, g->href,
                                     OUTCAP, NULL, &g->u, &err);
    } else
        g->rc = url1738_whatwg_parse(in, inlen, NULL, NULL, g->href, OUTCAP,
                                     NULL, &g->u, &err);
}

static int span_is(const struct got *g, struct url1738_span sp,
                   const char *pre, const char *want, size_t wlen)
{
    size_t pl = strlen(pre);

    if (!url1738_present(sp) || (sp.len == 0 && pl > 0))
        return wlen == 0;
    return wlen == pl + sp.len && memcmp(want, pre, pl) == 0
           && memcmp(want + pl, g->href + sp.off, sp.len) == 0;
}

/* ===== urltestdata.json ===== */

struct wcase {
    const char *input, *base, *href, *protocol, *username, *password,
        *host, *hostname, *port, *pathname, *search, *hash;
    size_t input_n, base_n, href_n, protocol_n, username_n, password_n,
        host_n, hostname_n, port_n, pathname_n, search_n, hash_n;
    int has_base, failure;
    const char *jin;
    size_t jlen;
};

/* The size rule (url1738.h): every cap below the result's length gives
 * E_NOSPACE, the exact need and the result's first cap bytes. */
static int sizes(const struct wcase *c, const struct got *g, char *why,
                 size_t whysz)
{
    static struct got bg;
    static char small[OUTCAP];
    size_t cap, need, n = g->u.href.len;
    struct url1738_error err;
    enum url1738_code rc;

    if (c->has_base) {
        bg.u = (struct url1738_whatwg)URL1738_WHATWG_INIT;
        if (url1738_whatwg_parse(c->base, c->base_n, NULL, NULL, bg.href,
                                 OUTCAP, NULL, &bg.u, &err) != URL1738_OK)
            return 0;
    }
    for (cap = 0; cap <= n; cap++) {
        memset(small, '@', n + 1);
        need = 12345;
        rc = url1738_whatwg_parse(c->input, c->input_n,
                                  c->has_base ? bg.href : NULL,
                                  c->has_base ? &bg.u : NULL,
                                  cap == 0 ? NULL : small, cap, &need, NULL,
                                  &err);
        if (need != n || rc != (cap < n ? URL1738_E_NOSPACE : URL1738_OK)
            || (cap > 0 && memcmp(small, g->href, cap < n ? cap : n) != 0)
            || small[cap] != '@') {
            snprintf(why, whysz, "size rule at cap %zu: need %zu (%zu), "
                     "%s", cap, need, n, url1738_errname((int)rc));
            return 0;
        }
    }
    return 1;
}

static int check_case(const struct wcase *c, char *why, size_t whysz)
{
    static struct got g;
    const struct url1738_whatwg *u = &g.u;

    do_parse(&g, c->input, c->input_n, c->base, c->base_n, c->has_base);
    if (c->failure) {
        if (g.rc == URL1738_OK) {
            snprintf(why, whysz, "wanted failure, got %.*s",
                     (int)u->href.len, g.href);
            return 0;
        }
        return 1;
    }
    if (g.rc != URL1738_OK) {
        snprintf(why, whysz, "wanted %.*s, got %s", (int)c->href_n, c->href,
                 url1738_errname((int)g.rc));
        return 0;
    }
#define PART(cond, name, wp, wn)                                           \
    if (!(cond)) {                                                         \
        snprintf(why, whysz, "%s: wanted \"%.*s\"; href %.*s", name,       \
                 (int)(wn), wp, (int)u->href.len, g.href);                 \
        return 0;                                                          \
    }
    PART(u->href.len == c->href_n && memcmp(g.href, c->href, c->href_n) == 0,
         "href", c->href, c->href_n);
    PART(c->protocol_n == u->scheme.len + 1
             && memcmp(c->protocol, g.href, u->scheme.len) == 0
             && c->protocol[u->scheme.len] == ':',
         "protocol", c->protocol, c->protocol_n);
    PART(span_is(&g, u->username, "", c->username, c->username_n),
         "username", c->username, c->username_n);
    PART(span_is(&g, u->password, "", c->password, c->password_n),
         "password", c->password, c->password_n);
    PART(span_is(&g, u->host, "", c->hostname, c->hostname_n), "hostname",
         c->hostname, c->hostname_n);
    PART(span_is(&g, u->port, "", c->port, c->port_n), "port", c->port,
         c->port_n);
    PART(span_is(&g, u->path, "", c->pathname, c->pathname_n), "pathname",
         c->pathname, c->pathname_n);
    PART(span_is(&g, u->query, "?", c->search, c->search_n), "search",
         c->search, c->search_n);
    PART(span_is(&g, u->fragment, "#", c->hash, c->hash_n), "hash", c->hash,
         c->hash_n);
    {
        /* host = hostname [":" port] */
        size_t hl = u->host.len + (url1738_present(u->port)
                                       ? u->port.len + 1 : 0);

        PART((!url1738_present(u->host) && c->host_n == 0)
                 || (c->host_n == hl
                     && memcmp(c->host, g.href + u->host.off, hl) == 0),
             "host", c->host, c->host_n);
    }
#undef PART
    return sizes(c, &g, why, whysz);
}

static void run_urltestdata(void)
{
    size_t len;
    char *text = slurp("tests/wpt/urltestdata.json", &len);
    char *out;
    struct jread r;
    int first = 1;

    if (!CHECK(text != NULL))
        return;
    out = malloc(len + 1);
    jread_init(&r, text, len, out);
    if (!jread_expect(&r, '['))
        goto bad;
    while (jread_item(&r, &first)) {
        struct wcase c;
        int mfirst = 1;
        const char *key;
        size_t klen;
        char why[512];

        if (jread_peek(&r) == '"') {    /* a comment */
            const char *s;
            size_t n;

            if (!jread_string(&r, &s, &n))
                goto bad;
            continue;
        }
        memset(&c, 0, sizeof c);
        if (!jread_expect(&r, '{'))
            goto bad;
        while (jread_member(&r, &mfirst, &key, &klen)) {
            const char **sp = NULL;
            size_t *np = NULL;

#define K(name) (klen == sizeof #name - 1 && memcmp(key, #name, klen) == 0)
#define F(name) else if (K(name)) { sp = &c.name; np = &c.name##_n; }
            if (K(failure)) {
                c.failure = jread_word(&r, "true");
                continue;
            }
            F(input) F(base) F(href) F(protocol) F(username) F(password)
            F(host) F(hostname) F(port) F(pathname) F(search) F(hash)
#undef F
            if (sp != NULL && jread_peek(&r) == '"') {
                size_t at = r.pos;

                while (r.p[at] != '"')
                    at++;
                if (K(input))
                    c.jin = r.p + at;
                if (!jread_string(&r, sp, np))
                    goto bad;
                if (K(input))
                    c.jlen = (size_t)(r.p + r.pos - c.jin);
                if (K(base))
                    c.has_base = 1;
            } else if (!jread_skip(&r))
                goto bad;
#undef K
        }
        if (r.err != NULL)
            goto bad;
        outcome("urltestdata.json", c.jin, c.jlen,
                check_case(&c, why, sizeof why), why);
    }
    if (r.err == NULL) {
        free(out);
        free(text);
        return;
    }
bad:
    fprintf(stderr, "urltestdata.json: %s at %zu\n", r.err, r.err_off);
    CHECK(0);
    free(out);
    free(text);
}

/* ===== toascii.json, IdnaTestV2.json ===== */

static int hex4(const char *p, unsigned *v)
{
    int k;

    *v = 0;
    for (k = 0; k < 4; k++) {
        char c = p[k];
        unsigned d = c >= '0' && c <= '9' ? (unsigned)(c - '0')
                     : c >= 'a' && c <= 'f' ? (unsigned)(c - 'a' + 10)
                     : c >= 'A' && c <= 'F' ? (unsigned)(c - 'A' + 10) : 99;

        if (d == 99)
            return 0;
        *v = *v * 16 + d;
    }
    return 1;
}

/* A lone surrogate (\uD800-\uDFFF not in a pair) is what JavaScript
 * hands the URL parser as U+FFFD (a USVString): the same in the text,
 * rewritten in place (same length). */
static void lone_surrogates(char *t, size_t len)
{
    size_t k;
    unsigned v, w;

    for (k = 0; k + 6 <= len; k++) {
        if (t[k] != '\\')
            continue;
        if (t[k + 1] != 'u' || !hex4(t + k + 2, &v)) {
            k++;
            continue;
        }
        if (v >= 0xD800 && v <= 0xDBFF && k + 12 <= len && t[k + 6] == '\\'
            && t[k + 7] == 'u' && hex4(t + k + 8, &w) && w >= 0xDC00
            && w <= 0xDFFF) {
            k += 11;
            continue;
        }
        if (v >= 0xD800 && v <= 0xDFFF)
            memcpy(t + k + 2, "FFFD", 4);
        k += 5;
    }
}

static void run_hosts(const char *file)
{
    char path[256];
    size_t len;
    char *text, *out;
    struct jread r;
    int first = 1;

    snprintf(path, sizeof path, "tests/wpt/%s", file);
    text = slurp(path, &len);
    if (!CHECK(text != NULL))
        return;
    lone_surrogates(text, len);
    out = malloc(len + 1);
    jread_init(&r, text, len, out);
    if (!jread_expect(&r, '['))
        goto bad;
    while (jread_item(&r, &first)) {
        const char *key, *input = NULL, *output = NULL, *jin = NULL;
        size_t klen, input_n = 0, output_n = 0, jlen = 0;
        int mfirst = 1, has_output = 0;
        static char url[8192];
        static struct got g;
        char why[512];
        int ok;

        if (jread_peek(&r) == '"') {
            const char *s;
            size_t n;

            if (!jread_string(&r, &s, &n))
                goto bad;
            continue;
        }
        if (!jread_expect(&r, '{'))
            goto bad;
        while (jread_member(&r, &mfirst, &key, &klen)) {
            if (klen == 5 && memcmp(key, "input", 5) == 0) {
                size_t at = r.pos;

                while (r.p[at] != '"')
                    at++;
                jin = r.p + at;
                if (!jread_string(&r, &input, &input_n))
                    goto bad;
                jlen = (size_t)(r.p + r.pos - jin);
            } else if (klen == 6 && memcmp(key, "output", 6) == 0) {
                if (jread_peek(&r) == '"') {
                    if (!jread_string(&r, &output, &output_n))
                        goto bad;
                    has_output = 1;
                } else if (!jread_word(&r, "null"))
                    goto bad;
            } else if (!jread_skip(&r))
                goto bad;
        }
        if (r.err != NULL || input == NULL || input_n + 12 > sizeof url)
            goto bad;
        if (input_n == 0)   /* no URL has the empty domain (as WPT) */
            continue;
        memcpy(url, "https://", 8);
        memcpy(url + 8, input, input_n);
        memcpy(url + 8 + input_n, "/x", 2);
        do_parse(&g, url, input_n + 10, NULL, 0, 0);
        if (!has_output) {
            ok = g.rc != URL1738_OK;
            snprintf(why, sizeof why, "wanted failure, got host %.*s",
                     (int)g.u.host.len, g.href + g.u.host.off);
        } else {
            ok = g.rc == URL1738_OK && g.u.host.len == output_n
                 && memcmp(g.href + g.u.host.off, output, output_n) == 0
                 && g.u.path.len == 2;
            snprintf(why, sizeof why, "wanted host %.*s, got %s %.*s",
                     (int)output_n, output, url1738_errname((int)g.rc),
                     g.rc == URL1738_OK ? (int)g.u.host.len : 0,
                     g.href + g.u.host.off);
        }
        outcome(file, jin, jlen, ok, why);
    }
    if (r.err == NULL) {
        free(out);
        free(text);
        return;
    }
bad:
    fprintf(stderr, "%s: %s at %zu\n", file, r.err ? r.err : "bad case",
            r.err_off);
    CHECK(0);
    free(out);
    free(text);
}

void run_tests(void)
{
    known_text = slurp("docs/grammar.md", &known_len);
    if (!CHECK(known_text != NULL))
        return;
    run_urltestdata();
    fprintf(stderr, "urltestdata.json: %lu passed, %lu failed, %lu listed\n",
            n_pass, n_fail, n_listed);
    n_pass = n_fail = n_listed = 0;
    run_hosts("toascii.json");
    fprintf(stderr, "toascii.json: %lu passed, %lu failed, %lu listed\n",
            n_pass, n_fail, n_listed);
    n_pass = n_fail = n_listed = 0;
    run_hosts("IdnaTestV2.json");
    fprintf(stderr, "IdnaTestV2.json: %lu passed, %lu failed, %lu listed "
            "(IDNA: %s)\n", n_pass, n_fail, n_listed,
            url1738_whatwg_idna() ? url1738_whatwg_idna() : "none");
    free(known_text);
}
