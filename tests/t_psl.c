/* SPDX-License-Identifier: MIT */
/*
 * t_psl.c - public suffixes and registered domains, host labels reversed,
 * SURT keys and HTML form query pairs.
 *
 * 1. Every case of the Public Suffix List's own test file (Debian ships
 *    it as /usr/share/doc/publicsuffix/examples/test_psl.txt; PSL_TEST
 *    overrides), against the built-in list and against the list loaded
 *    at run time from /usr/share/publicsuffix/public_suffix_list.dat
 *    (PSL_DAT). A missing file fails.
 * 2. Hand-written tables: a small list loaded at run time (wildcard,
 *    exception, private section, ICANN only), its errors, reversed hosts,
 *    SURT keys, query pairs.
 * 3. The registered domain of every host of kasztp_web.txt, with the
 *    built-in and the loaded list agreeing; prints how many have one.
 */
#include <stdlib.h>

#include "harness.h"

static const char *env_or(const char *name, const char *dflt)
{
    const char *v = getenv(name);

    return v != NULL && v[0] != '\0' ? v : dflt;
}

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf;
    long n;

    if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 ||
        fseek(f, 0, SEEK_SET) != 0 || (buf = malloc((size_t)n + 1)) == NULL) {
        if (f != NULL)
            fclose(f);
        return NULL;
    }
    *len = fread(buf, 1, (size_t)n, f);
    fclose(f);
    buf[*len] = '\0';
    return buf;
}

/* The registered domain of host by list psl, lower-cased into out ("-"
 * for none). */
static void reg_domain(const struct url1738_psl *psl, const char *host,
                       size_t n, char *out, size_t cap)
{
    struct url1738_psl_match m = URL1738_PSL_MATCH_INIT;
    size_t i;

    if (!url1738_psl_lookup(psl, host, n, 0, &m) ||
        !url1738_present(m.domain) || m.domain.len + 1 > cap) {
        snprintf(out, cap, "-");
        return;
    }
    for (i = 0; i < m.domain.len; i++) {
        char c = host[m.domain.off + i];
        out[i] = c >= 'A' && c <= 'Z' ? (char)(c + 32) : c;
    }
    out[i] = '\0';
}

/* One quoted argument of checkPublicSuffix('a', 'b') or null: into out,
 * "-" for null. Returns the position after it, or NULL. */
static const char *js_arg(const char *p, char *out, size_t cap)
{
    size_t n = 0;

    while (*p == ' ' || *p == ',')
        p++;
    if (strncmp(p, "null", 4) == 0) {
        snprintf(out, cap, "-");
        return p + 4;
    }
    if (*p++ != '\'')
        return NULL;
    while (*p != '\0' && *p != '\'' && n + 1 < cap)
        out[n++] = *p++;
    out[n] = '\0';
    return *p == '\'' ? p + 1 : NULL;
}

static void psl_test_file(const struct url1738_psl *loaded)
{
    const char *path = env_or("PSL_TEST",
        "/usr/share/doc/publicsuffix/examples/test_psl.txt");
    size_t len, cases = 0;
    char *text = slurp(path, &len), *line, *next;
    char host[512], want[512], got[512], got2[512];

    if (!CHECK(text != NULL)) {
        fprintf(stderr, "    cannot read %s (Debian: apt-get install "
                "publicsuffix)\n", path);
        return;
    }
    for (line = text; line != NULL && *line != '\0'; line = next) {
        const char *p;

        next = strchr(line, '\n');
        if (next != NULL)
            *next++ = '\0';
        if (strncmp(line, "checkPublicSuffix(", 18) != 0)
            continue;
        p = js_arg(line + 18, host, sizeof host);
        if (!CHECK(p != NULL && js_arg(p, want, sizeof want) != NULL)) {
            fprintf(stderr, "    unreadable line: %s\n", line);
            continue;
        }
        cases++;
        /* null input: nothing to look up, no domain. */
        if (strcmp(host, "-") == 0) {
            struct url1738_psl_match m = URL1738_PSL_MATCH_INIT;
            CHECK_EQ_INT(url1738_psl_lookup(NULL, NULL, 0, 0, &m), 0);
            continue;
        }
        reg_domain(NULL, host, strlen(host), got, sizeof got);
        reg_domain(loaded, host, strlen(host), got2, sizeof got2);
        if (!CHECK(strcmp(got, want) == 0 && strcmp(got2, want) == 0))
            fprintf(stderr, "    %s: wanted %s, built-in %s, loaded %s\n",
                    host, want, got, got2);
    }
    CHECK(cases >= 70);
    printf("test_psl.txt: %zu cases\n", cases);
    free(text);
}

/* A small list: both sections, a wildcard, an exception. */
static const char small[] =
    "// ===BEGIN ICANN DOMAINS===\n"
    "com\n"
    "uk\n"
    "co.uk\n"
    "*.ck\n"
    "!www.ck\n"
    "jp\n"
    "*.kawasaki.jp\n"
    "!city.kawasaki.jp\n"
    "\xe4\xb8\xad\xe5\x9b\xbd   some comment after the rule\n"
    "// ===END ICANN DOMAINS===\n"
    "// ===BEGIN PRIVATE DOMAINS===\n"
    "github.io\n"
    "*.compute.example.com\n"
    "// ===END PRIVATE DOMAINS===\n";

static void small_list(void)
{
    static const struct {
        const char *host;
        unsigned flags;
        const char *suffix, *domain;   /* "-" none */
        int is_private;
    } cases[] = {
        { "www.example.com", 0, "com", "example.com", 0 },
        { "EXAMPLE.COM", 0, "COM", "EXAMPLE.COM", 0 },
        { "com", 0, "com", "-", 0 },
        { "a.b.co.uk", 0, "co.uk", "b.co.uk", 0 },
        { "x.y.ck", 0, "y.ck", "x.y.ck", 0 },      /* *.ck */
        { "y.ck", 0, "y.ck", "-", 0 },
        { "a.www.ck", 0, "ck", "www.ck", 0 },      /* !www.ck */
        { "www.ck", 0, "ck", "www.ck", 0 },
        { "a.city.kawasaki.jp", 0, "kawasaki.jp", "city.kawasaki.jp", 0 },
        { "a.b.kawasaki.jp", 0, "b.kawasaki.jp", "a.b.kawasaki.jp", 0 },
        { "user.github.io", 0, "github.io", "user.github.io", 1 },
        { "user.github.io", URL1738_PSL_ICANN_ONLY, "io", "github.io", 0 },
        { "a.b.compute.example.com", 0, "b.compute.example.com",
          "a.b.compute.example.com", 1 },
        { "a.b.compute.example.com", URL1738_PSL_ICANN_ONLY, "com",
          "example.com", 0 },
        { "example.unlisted", 0, "unlisted", "example.unlisted", 0 },
        { "x.\xe4\xb8\xad\xe5\x9b\xbd", 0, "\xe4\xb8\xad\xe5\x9b\xbd",
          "x.\xe4\xb8\xad\xe5\x9b\xbd", 0 },
        { "x.xn--fiqs8s", 0, "xn--fiqs8s", "x.xn--fiqs8s", 0 },
        { "", 0, "-", "-", 0 },
        { ".com", 0, "-", "-", 0 },
        { "example.com.", 0, "-", "-", 0 },
        { "a..com", 0, "-", "-", 0 },
        { "10.0.0.1", 0, "-", "-", 0 },
        { "[::1]", 0, "-", "-", 0 },
    };
    static const struct {
        const char *list;
        size_t offset;
    } bad[] = {
        { "com\na.*.b\n", 6 },
        { "com\n*\n", 4 },
        { "a..b\n", 2 },
        { "!*.a\n", 1 },
        { "\xff.a\n", 0 },
    };
    struct url1738_psl psl = URL1738_PSL_INIT, unset = { 0, NULL, 0, NULL, 0 };
    struct url1738_psl_match m = URL1738_PSL_MATCH_INIT, m0;
    struct url1738_error err;
    size_t need = 0, i;
    char *mem;

    /* Size members not set: refused (ABI). */
    memset(&m0, 0, sizeof m0);
    CHECK_EQ_INT(url1738_psl_lookup(NULL, "a.com", 5, 0, &m0), -1);
    CHECK_EQ_INT(url1738_psl_lookup(&unset, "a.com", 5, 0, &m), -1);
    CHECK_EQ_INT(url1738_psl_lookup(NULL, "a.com", 5, 0, NULL), -1);
    CHECK_EQ_INT(url1738_psl_load("com\n", 4, NULL, 0, &need, &unset, &err),
                 URL1738_E_INVALID_ARG);
    CHECK(strstr(err.message, "URL1738_PSL_INIT") != NULL);

    CHECK_EQ_INT(url1738_psl_load(small, sizeof small - 1, NULL, 0, &need,
                                  &psl, &err), URL1738_E_NOSPACE);
    mem = malloc(need);
    CHECK_EQ_INT(url1738_psl_load(small, sizeof small - 1, mem, need - 1,
                                  NULL, &psl, &err), URL1738_E_NOSPACE);
    /* An unaligned start must work too (need includes the slack). */
    CHECK_EQ_INT(url1738_psl_load(small, sizeof small - 1, mem, need, NULL,
                                  &psl, &err), URL1738_OK);
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *h = cases[i].host;
        int r = url1738_psl_lookup(&psl, h, strlen(h), cases[i].flags, &m);
        const char *s = r ? h + m.suffix.off : "-";
        size_t sn = r ? m.suffix.len : 1;
        const char *d = url1738_present(m.domain) ? h + m.domain.off : "-";
        size_t dn = url1738_present(m.domain) ? m.domain.len : 1;

        CHECK_EQ_INT(r, strcmp(cases[i].suffix, "-") != 0);
        CHECK_EQ_STR(s, sn, cases[i].suffix);
        CHECK_EQ_STR(d, dn, cases[i].domain);
        if (!harness_check(m.is_private == cases[i].is_private, __FILE__,
                           __LINE__, "is_private"))
            fprintf(stderr, "    host %s\n", h);
    }
    free(mem);
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        struct url1738_psl p2 = URL1738_PSL_INIT;
        char buf[4096];

        CHECK_EQ_INT(url1738_psl_load(bad[i].list, strlen(bad[i].list), buf,
                                      sizeof buf, NULL, &p2, &err),
                     URL1738_E_INVALID_ARG);
        CHECK_EQ_INT(err.offset, bad[i].offset);
        CHECK(err.message != NULL && err.message[0] != '\0');
    }
}

/* Issue 27: what the size query answers is what the load needs; 70,000
 * rules under one name load; bytes no label holds are refused with the
 * line; memory within a small multiple of the list. */
static void load_limits(const char *deb, size_t deblen)
{
    static const struct {
        const char *list;
        size_t len, offset, line;
    } bad[] = {
        { "com\n net\n", 10, 4, 2 },             /* leading space   */
        { "com\n\tnet\n", 10, 4, 2 },            /* leading TAB     */
        { "com\nn\0et\n", 10, 5, 2 },            /* NUL             */
        { "com\r\nnet\n", 9, 3, 1 },             /* CR LF line ends */
        { "\xef\xbb\xbf" "com\n", 7, 0, 1 },     /* a BOM           */
        { "a\nb\nc\x0b\n", 8, 5, 3 },            /* VT              */
        { "a\nb\x7f\n", 5, 3, 2 },                /* DEL             */
    };
    struct url1738_psl psl = URL1738_PSL_INIT;
    struct url1738_psl_match m = URL1738_PSL_MATCH_INIT;
    struct url1738_error err;
    size_t n = 70000, i, len = 0, need = 0, need2 = 0;
    char *list = malloc(n * 12 + 16), *mem;

    if (!CHECK(list != NULL))
        return;
    for (i = 0; i < n; i++)
        len += (size_t)sprintf(list + len, "r%zu.com\n", i);
    CHECK_EQ_INT(url1738_psl_load(list, len, NULL, 0, &need, &psl, &err),
                 URL1738_E_NOSPACE);
    mem = malloc(need);
    if (CHECK(mem != NULL)) {
        /* Exactly need is enough; one byte less is not. */
        CHECK_EQ_INT(url1738_psl_load(list, len, mem, need - 1, &need2,
                                      &psl, &err), URL1738_E_NOSPACE);
        CHECK_EQ_INT(url1738_psl_load(list, len, mem, need, &need2, &psl,
                                      &err), URL1738_OK);
        CHECK(need2 == need);
        static const char listed[] = "a.r69999.com";
        static const char unlisted[] = "a.r70000.com";
        CHECK_EQ_INT(url1738_psl_lookup(&psl, listed, 12, 0, &m), 1);
        CHECK_EQ_STR(&listed[m.suffix.off], m.suffix.len, "r69999.com");
        /* Not listed: the default rule "*" (the last label). */
        url1738_psl_lookup(&psl, unlisted, 12, 0, &m);
        CHECK_EQ_STR(&unlisted[m.suffix.off], m.suffix.len, "com");
        if (!CHECK(need <= 8 * len))
            fprintf(stderr, "    70,000 rules: %zu bytes need %zu\n", len,
                    need);
    }
    free(mem);
    free(list);
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        struct url1738_psl p2 = URL1738_PSL_INIT;
        char buf[4096];

        CHECK_EQ_INT(url1738_psl_load(bad[i].list, bad[i].len, NULL, 0,
                                      &need, &p2, &err),
                     URL1738_E_INVALID_ARG);
        CHECK_EQ_INT(url1738_psl_load(bad[i].list, bad[i].len, buf,
                                      sizeof buf, NULL, &p2, &err),
                     URL1738_E_INVALID_ARG);
        if (!CHECK(err.offset == bad[i].offset && p2.line == bad[i].line))
            fprintf(stderr, "    case %zu: offset %zu line %zu\n", i,
                    err.offset, p2.line);
        CHECK(err.message != NULL && strstr(err.message, "TAB") != NULL);
    }
    /* The list's rule read up to the first space or TAB (a comment
     * after it) still loads. */
    CHECK_EQ_INT(url1738_psl_load("com  x\nnet\tyy\n", 14, NULL, 0, &need,
                                  &psl, &err), URL1738_E_NOSPACE);
    /* Debian's list: at most 4 times its size (docs/psl.md gives the
     * figure). */
    if (deb != NULL) {
        url1738_psl_load(deb, deblen, NULL, 0, &need, &psl, &err);
        if (!CHECK(need <= 4 * deblen))
            fprintf(stderr, "    Debian's list: %zu bytes need %zu\n",
                    deblen, need);
        else
            fprintf(stderr, "t_psl: Debian's list: %zu bytes load in %zu "
                    "(%.2f times)\n", deblen, need,
                    (double)need / (double)deblen);
    }
}

static void reverse_and_labels(void)
{
    static const struct {
        const char *host, *rev;
    } cases[] = {
        { "www.Example.COM", "com.example.www" },
        { "example", "example" },
        { "", "" },
        { "a.b.c.d", "d.c.b.a" },
        { "10.0.0.1", "1.0.0.10" },
    };
    struct url1738_iter it;
    struct url1738_span s, host = { 0, 11 };
    const char *h = "www.a.b.io";
    char buf[64];
    size_t need, i, n = 0;

    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        CHECK_EQ_INT(url1738_host_reverse(cases[i].host,
                                          strlen(cases[i].host), '.', buf,
                                          sizeof buf, &need), URL1738_OK);
        CHECK_EQ_STR(buf, need, cases[i].rev);
    }
    CHECK_EQ_INT(url1738_host_reverse("a.b", 3, '.', buf, 2, &need),
                 URL1738_E_NOSPACE);
    CHECK_EQ_INT(need, 3);
    host.len = strlen(h);
    url1738_iter_init(&it, host);
    while (url1738_next_label(h, &it, &s)) {
        static const char *const want[] = { "www", "a", "b", "io" };
        if (CHECK(n < 4))
            CHECK_EQ_STR(h + s.off, s.len, want[n]);
        n++;
    }
    CHECK_EQ_INT(n, 4);
}

static void surt(void)
{
    static const struct {
        const char *url;
        unsigned flags;
        const char *key;
    } cases[] = {
        { "http://www.Example.com/A?b=1", 0, "com,example)/a?b=1" },
        { "http://www.example.com:80/", 0, "com,example)/" },
        { "https://example.com:443", 0, "com,example)/" },
        { "http://example.com:8080/x", 0, "com,example:8080)/x" },
        { "http://u:p@www2.example.com/#frag", 0, "com,example)/" },
        { "http://www.example.com/", URL1738_SURT_KEEP_WWW,
          "com,example,www)/" },
        { "http://www.example.com/Ab?C=D", URL1738_SURT_KEEP_CASE,
          "com,example)/Ab?C=D" },
        { "http://www.example.com/a", URL1738_SURT_SCHEME,
          "http://(com,example,)/a" },
        { "http://www.example.com/a",
          URL1738_SURT_SCHEME | URL1738_SURT_KEEP_WWW,
          "http://(com,example,www,)/a" },
        { "ftp://ftp.x.org/pub;type=d", 0, "org,x,ftp)/pub;type=d" },
        { "http://www/", 0, "www)/" },          /* one label: kept */
        { "http://[::1]:8080/", 0, "[::1]:8080)/" },
        { "mailto:Joe@Example.COM", 0, "mailto:joe@example.com" },
        { "file:///etc/Hosts", 0, "file:///etc/hosts" },
        { "http://u@:80/", 0, "http://u@:80/" },
        /* the grammar splits the authority (issue 25): an input neither
         * reading accepts names no host, and is kept whole */
        { "http://h:8a/", 0, "http://h:8a/" },
        { "http://u:p@a@h.com/x", 0, "http://u:p@a@h.com/x" },
        { "http://A b/x", 0, "http://a b/x" },
        { "ftp://u?x@H.com:21/f", 0, "u)/?x@h.com:21/f" },
    };
    char buf[128];
    size_t need, i;
    struct url1738_error err;

    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        enum url1738_code rc = url1738_surt(cases[i].url,
                                            strlen(cases[i].url),
                                            cases[i].flags, buf, sizeof buf,
                                            &need, &err);
        CHECK_EQ_INT(rc, URL1738_OK);
        if (rc == URL1738_OK)
            CHECK_EQ_STR(buf, need, cases[i].key);
    }
    CHECK_EQ_INT(url1738_surt("//h/x", 5, 0, buf, sizeof buf, &need, &err),
                 URL1738_E_BASE_RELATIVE);
    CHECK_EQ_INT(url1738_surt("http://h/abc", 12, 0, buf, 3, &need, &err),
                 URL1738_E_NOSPACE);
    CHECK_EQ_INT(need, 6);   /* "h)/abc" */
}

static void qpairs(void)
{
    static const char q[] = "a=1&&b=x+y%21&c&=e&a=2&%61%2B=plus&";
    static const char *const want[][2] = {
        { "a", "1" }, { "b", "x+y%21" }, { "c", NULL }, { "", "e" },
        { "a", "2" }, { "%61%2B", "plus" },
    };
    static const struct {
        const char *name, *value;   /* value NULL: absent; "-": not found */
        int found;
    } lookups[] = {
        { "a", "1", 1 },       /* the first of two */
        { "b", "x+y%21", 1 },
        { "c", NULL, 1 },
        { "", "e", 1 },
        { "a+", "plus", 1 },   /* decoded name: "%61%2B" is "a+" */
        { "d", NULL, 0 },
        { "A", NULL, 0 },      /* names are case-sensitive */
    };
    struct url1738_span query = { 0, sizeof q - 1 }, n, v;
    struct url1738_iter it;
    struct url1738_error err;
    size_t i = 0, need;
    char buf[32];

    url1738_iter_init(&it, query);
    while (url1738_next_qpair(q, &it, &n, &v)) {
        if (CHECK(i < 6)) {
            CHECK_EQ_STR(q + n.off, n.len, want[i][0]);
            if (want[i][1] == NULL)
                CHECK(!url1738_present(v));
            else
                CHECK_EQ_STR(q + v.off, v.len, want[i][1]);
        }
        i++;
    }
    CHECK_EQ_INT(i, 6);
    for (i = 0; i < sizeof lookups / sizeof lookups[0]; i++) {
        int r = url1738_query_param(q, query, lookups[i].name,
                                    strlen(lookups[i].name), &v);
        CHECK_EQ_INT(r, lookups[i].found);
        if (lookups[i].value != NULL)
            CHECK_EQ_STR(q + v.off, v.len, lookups[i].value);
        else
            CHECK(!url1738_present(v));
    }
    CHECK_EQ_INT(url1738_form_decode("x+y%21%2b", 9, buf, sizeof buf, &need,
                                     &err), URL1738_OK);
    CHECK_EQ_STR(buf, need, "x y!+");
    CHECK_EQ_INT(url1738_form_decode("a%2", 3, buf, sizeof buf, &need, &err),
                 URL1738_E_ESCAPE);
    CHECK_EQ_INT(err.offset, 3);
    CHECK_EQ_INT(url1738_form_decode("%zz", 3, buf, sizeof buf, &need, &err),
                 URL1738_E_ESCAPE);
    CHECK_EQ_INT(err.offset, 1);
    /* Absent query: nothing. */
    query.off = URL1738_ABSENT;
    query.len = 0;
    CHECK_EQ_INT(url1738_query_param(q, query, "a", 1, &v), 0);
}

/* The derived fields of URL1738_FIELDS, by name, as the CLI's --fields
 * and SQLite's url_part() read them. */
static void fields(void)
{
    static const struct {
        const char *url, *field, *want;   /* want NULL: absent */
        int spec;                         /* the reading parsed with */
    } cases[] = {
        /* Under RFC 3986 the path holds its '/' and the query is apart
         * (issue 24: the surt field wrote "//" and lost the query). */
        { "https://u.github.io:8443/p?q=%7E#f", "surt",
          "io,github,u:8443)/p?q=%7e", URL1738_SPEC_RFC3986 },
        { "ftp://ftp.Example.COM/pub/a;type=i", "surt",
          "com,example,ftp)/pub/a;type=i", URL1738_SPEC_RFC3986 },
        { "http://10.1.2.3", "surt", "3,2,1,10)/", URL1738_SPEC_RFC3986 },
        { "http://www.Example.co.uk:8080/a?b", "registered_domain",
          "example.co.uk", 0 },
        { "http://www.Example.co.uk:8080/a?b", "public_suffix", "co.uk", 0 },
        { "http://www.Example.co.uk:8080/a?b", "host_reversed",
          "uk.co.example.www", 0 },
        { "http://www.Example.co.uk:8080/a?b", "surt",
          "uk,co,example:8080)/a?b", 0 },
        { "http://www.example.com:80", "surt", "com,example)/", 0 },
        { "ftp://u:p@ftp.x.org/pub;type=d", "surt", "org,x,ftp)/pub;type=d", 0 },
        { "https://u.github.io/", "registered_domain", "u.github.io", 0 },
        { "ftp://10.0.0.1/x", "registered_domain", NULL, 0 },
        { "ftp://10.0.0.1/x", "host_reversed", "1.0.0.10", 0 },
        { "http://co.uk/", "registered_domain", NULL, 0 },
        { "http://co.uk/", "public_suffix", "co.uk", 0 },
        { "mailto:a@b.com", "registered_domain", NULL, 0 },
        { "file:///etc/x", "surt", NULL, 0 },
    };
    size_t i, need;
    char buf[128];

    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct url1738_url u = URL1738_URL_INIT;
        const char *url = cases[i].url;
        int id;
        enum url1738_code rc;

        CHECK_EQ_INT(url1738_parse_spec(url, strlen(url),
                                        (enum url1738_spec)cases[i].spec,
                                        &u, NULL), URL1738_OK);
        id = url1738_field_lookup(cases[i].field, strlen(cases[i].field),
                                  u.scheme_id);
        if (!CHECK(id >= 0)) {
            fprintf(stderr, "    no field %s\n", cases[i].field);
            continue;
        }
        CHECK_EQ_INT(url1738_field_info((size_t)id)->nest,
                     URL1738_FN_DERIVED);
        rc = url1738_field_text(url, &u, (size_t)id, buf, sizeof buf, &need);
        if (cases[i].want == NULL) {
            if (!CHECK(rc == URL1738_E_UNSUPPORTED))
                fprintf(stderr, "    %s %s: wanted absent\n", url,
                        cases[i].field);
        } else {
            CHECK_EQ_INT(rc, URL1738_OK);
            CHECK_EQ_STR(buf, need, cases[i].want);
        }
    }
}

/* The host of a URL as RFC 3986 appendix B splits it (userinfo and port
 * dropped): kasztp_web.txt holds https URLs. */
static int url_host(const char *u, size_t n, struct url1738_span *h)
{
    struct url1738_rel r = URL1738_REL_INIT;
    size_t i;

    url1738_rel_parse(u, n, URL1738_RFC3986, &r);
    if (!url1738_present(r.net_loc))
        return 0;
    *h = r.net_loc;
    for (i = h->len; i > 0; i--)
        if (u[h->off + i - 1] == '@') {
            h->off += i, h->len -= i;
            break;
        }
    for (i = h->len; i > 0 && u[h->off + i - 1] >= '0' &&
                     u[h->off + i - 1] <= '9'; i--)
        ;
    if (i > 0 && u[h->off + i - 1] == ':')
        h->len = i - 1;
    return 1;
}

static void corpus(const struct url1738_psl *loaded)
{
    char path[512], *text, *line, *next, a[512], b[512];
    size_t len, hosts = 0, with = 0, disagree = 0;
    struct url1738_span h;

    snprintf(path, sizeof path, "%s/kasztp_web.txt", harness_corpora());
    text = slurp(path, &len);
    if (!CHECK(text != NULL)) {
        fprintf(stderr, "    cannot read kasztp_web.txt\n");
        return;
    }
    for (line = text; *line != '\0'; line = next) {
        next = strchr(line, '\n');
        if (next != NULL)
            *next++ = '\0';
        else
            next = line + strlen(line);
        if (!url_host(line, strlen(line), &h))
            continue;
        hosts++;
        reg_domain(NULL, line + h.off, h.len, a, sizeof a);
        reg_domain(loaded, line + h.off, h.len, b, sizeof b);
        if (strcmp(a, "-") != 0)
            with++;
        if (strcmp(a, b) != 0 && disagree++ < 5)
            fprintf(stderr, "    %s: built-in %s, loaded %s\n", line, a, b);
    }
    CHECK_EQ_INT(disagree, 0);
    CHECK(hosts > 40000);
    CHECK(with * 100 > hosts * 99);   /* nearly every web host has one */
    printf("kasztp_web.txt: %zu hosts, %zu with a registered domain\n",
           hosts, with);
    free(text);
}

void run_tests(void)
{
    struct url1738_psl psl = URL1738_PSL_INIT;
    const char *dat = env_or("PSL_DAT",
        "/usr/share/publicsuffix/public_suffix_list.dat");
    size_t len = 0, need = 0;
    char *list = slurp(dat, &len), *mem = NULL;
    struct url1738_error err;

    CHECK(url1738_psl_version()[0] != '\0');
    if (CHECK(list != NULL)) {
        url1738_psl_load(list, len, NULL, 0, &need, &psl, &err);
        mem = malloc(need);
        CHECK_EQ_INT(url1738_psl_load(list, len, mem, need, NULL, &psl,
                                      &err), URL1738_OK);
        load_limits(list, len);
        free(list);   /* the loaded list does not need the text */
    } else {
        fprintf(stderr, "    cannot read %s\n", dat);
    }
    psl_test_file(list != NULL ? &psl : NULL);
    small_list();
    reverse_and_labels();
    surt();
    qpairs();
    fields();
    corpus(list != NULL ? &psl : NULL);
    free(mem);
}
