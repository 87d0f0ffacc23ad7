/* SPDX-License-Identifier: MIT */
/*
 * t_whatwg_diff.c - url1738_diff(): where RFC 1738, RFC 3986 and the
 * WHATWG URL Standard read one input differently, on the five classes of
 * "Exploiting URL Parsing Confusion" (Claroty and Snyk, 2022) and the
 * SSRF inputs of "A New Era of SSRF" (Orange Tsai, 2017), each with the
 * expected disagree list and, where one reading accepts it, the host it
 * reads (docs/diff.md shows them side by side). Also the size rule and
 * the arguments.
 */
#include "harness.h"

struct dcase {
    const char *cls;
    const char *in;
    const char *disagree;    /* the names, comma-separated             */
    const char *whatwg_host; /* the WHATWG reading's host, or NULL     */
    const char *rfc3986_host;
};

static const struct dcase cases[] = {
    /* scheme confusion: a scheme without "//", or none */
    { "scheme", "http:evil.com/", "valid,host,path", "evil.com", NULL },
    { "scheme", "google.com/abc", "", NULL, NULL },
    { "scheme", "HTTP://GOOGLE.COM:80/a/../b", "path", "google.com",
      "google.com" },
    /* slash confusion: more or fewer slashes than "//" */
    { "slash", "http:///evil.com/", "valid,host,path", "evil.com", "" },
    { "slash", "https:/\\evil.com/", "valid", "evil.com", NULL },
    /* backslash confusion */
    { "backslash", "http://evil.com\\@good.com/", "valid", "evil.com", NULL },
    { "backslash", "http://good.com\\.evil.com/", "valid", "good.com", NULL },
    { "backslash", "http://google.com:80\\\\@evil.com/", "valid",
      "google.com", NULL },
    /* URL-encoded data confusion */
    { "encoded", "http://%31%32%37.0.0.1/", "valid", "127.0.0.1",
      "127.0.0.1" },
    { "encoded", "http://evil.com%00.good.com/", "valid", NULL,
      "evil.com%00.good.com" },
    { "encoded", "http://evil.com%2F@good.com/", "valid", "good.com",
      "good.com" },
    /* scheme mixup: one string, a special scheme or not */
    { "mixup", "git+ssh://good.com\\@evil.com/", "valid", "evil.com", NULL },
    { "mixup", "ws://good.com\\@evil.com/", "valid", "good.com", NULL },
    { "mixup", "ftp://h/a?b", "path,query", "h", "h" },
    /* Orange Tsai 2017 */
    { "ssrf", "http://1.1.1.1 &@2.2.2.2# @3.3.3.3/", "valid", "2.2.2.2",
      NULL },
    { "ssrf", "http://127.0.0.1:11211:80/", "", NULL, NULL },
    { "ssrf", "http://google.com#@evil.com/", "valid", "google.com",
      "google.com" },
    { "ssrf", "http://foo@evil.com:80@google.com/", "valid", "google.com",
      NULL },
    { "ssrf", "http://foo@127.0.0.1 @google.com/", "valid", "google.com",
      NULL },
    { "ssrf", "http://0/", "valid,host", "0.0.0.0", "0" },
    { "ssrf", "http://127.1/", "valid,host", "127.0.0.1", "127.1" },
    { "ssrf", "http://0x7f.1/x", "valid,host", "127.0.0.1", "0x7f.1" },
    { "ssrf", "http://0x7f000001/", "valid,host", "127.0.0.1",
      "0x7f000001" },
    { "ssrf", "http://[::ffff:127.0.0.1]/", "valid,host", "[::ffff:7f00:1]",
      "[::ffff:127.0.0.1]" },
    { "ssrf", "http://\xe2\x93\x96\xe2\x93\x9e\xe2\x93\x9e\xe2\x93\x96"
              "\xe2\x93\x9b\xe2\x93\x94.com/", "valid", "google.com", NULL },
    { "ssrf", "http://127.0.0.1\tfoo.google.com/", "valid",
      "127.0.0.1foo.google.com", NULL },
    /* agreement */
    { "none", "http://example.com/a?b#c", "valid", "example.com",
      "example.com" },
    { "none", "https://example.com/a", "", "example.com", "example.com" },
};

static void names_of(unsigned set, char *t, size_t cap)
{
    unsigned m;
    size_t n = 0;

    t[0] = '\0';
    for (m = 0; url1738_diff_member_name((enum url1738_diff_member)m); m++)
        if (set & URL1738_DIFF_BIT(m)) {
            n += (size_t)snprintf(t + n, cap - n, "%s%s", n ? "," : "",
                                  url1738_diff_member_name(
                                      (enum url1738_diff_member)m));
            if (n >= cap)
                return;
        }
}

static void check_host(const struct url1738_reading *r, const char *buf,
                       const char *in, const char *want)
{
    char v[256];
    size_t need;
    int present;

    url1738_diff_value(r, buf, URL1738_DIFF_HOST, v, sizeof v, &need,
                       &present);
    if (want == NULL) {
        if (!CHECK(r->code != URL1738_OK || !present))
            fprintf(stderr, "    %s under %s: wanted no host, got %s\n", in,
                    url1738_spec_name(r->spec), v);
        return;
    }
    if (!CHECK(r->code == URL1738_OK && present && strcmp(v, want) == 0))
        fprintf(stderr, "    %s under %s: wanted host %s, got %s (%s)\n",
                in, url1738_spec_name(r->spec), want,
                present ? v : "none", url1738_errname((int)r->code));
}

static void test_cases(void)
{
    size_t k;

    for (k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        const struct dcase *c = &cases[k];
        struct url1738_reading r[3] = { URL1738_READING_INIT,
                                        URL1738_READING_INIT,
                                        URL1738_READING_INIT };
        char buf[1024], got[128];
        size_t need;
        unsigned set = 0;
        enum url1738_code rc;

        r[0].spec = URL1738_SPEC_RFC1738;
        r[1].spec = URL1738_SPEC_RFC3986;
        r[2].spec = URL1738_SPEC_WHATWG;
        rc = url1738_diff(c->in, strlen(c->in), r, 3, buf, sizeof buf, &need,
                          &set);
        CHECK_EQ_INT(rc, URL1738_OK);
        names_of(set, got, sizeof got);
        if (!CHECK(strcmp(got, c->disagree) == 0))
            fprintf(stderr, "    [%s] %s: disagree wanted [%s], got [%s]\n",
                    c->cls, c->in, c->disagree, got);
        CHECK_EQ_INT((set & URL1738_DIFF_AUTHORITY) != 0,
                     strstr(c->disagree, "host") != NULL
                         || strstr(c->disagree, "scheme") != NULL
                         || strstr(c->disagree, "port") != NULL
                         || strstr(c->disagree, "userinfo") != NULL);
        check_host(&r[2], buf, c->in, c->whatwg_host);
        check_host(&r[1], buf, c->in, c->rfc3986_host);
    }
}

/* The size rule: every cap below need is E_NOSPACE with the same need. */
static void test_sizes(void)
{
    static const char *const in[] = { "http://127.1/a/../b?q#f",
                                      "ftp://u:p@h:21/a;type=i",
                                      "http://evil.com\\@good.com/" };
    size_t k, cap;

    for (k = 0; k < sizeof in / sizeof in[0]; k++) {
        struct url1738_reading r[3] = { URL1738_READING_INIT,
                                        URL1738_READING_INIT,
                                        URL1738_READING_INIT };
        char buf[512];
        size_t need = 0, n;

        r[0].spec = URL1738_SPEC_RFC1738;
        r[1].spec = URL1738_SPEC_RFC3986;
        r[2].spec = URL1738_SPEC_WHATWG;
        CHECK_EQ_INT(url1738_diff(in[k], strlen(in[k]), r, 3, NULL, 0, &n,
                                  NULL),
                     n == 0 ? URL1738_OK : URL1738_E_NOSPACE);
        for (cap = 1; cap < n; cap++) {
            need = 0;
            CHECK_EQ_INT(url1738_diff(in[k], strlen(in[k]), r, 3, buf, cap,
                                      &need, NULL),
                         URL1738_E_NOSPACE);
            CHECK_EQ_INT(need, n);
        }
        CHECK_EQ_INT(url1738_diff(in[k], strlen(in[k]), r, 3, buf, n, &need,
                                  NULL),
                     URL1738_OK);
    }
}

static void test_args(void)
{
    struct url1738_reading r = URL1738_READING_INIT;
    char buf[64];
    size_t need;

    r.spec = URL1738_SPEC_RFC3986_REFERENCE;
    CHECK_EQ_INT(url1738_diff("a:b", 3, &r, 1, buf, sizeof buf, &need, NULL),
                 URL1738_E_INVALID_ARG);
    r.spec = URL1738_SPEC_WHATWG;
    r.size = 8;
    CHECK_EQ_INT(url1738_diff("a:b", 3, &r, 1, buf, sizeof buf, &need, NULL),
                 URL1738_E_INVALID_ARG);
    CHECK(url1738_diff_member_name(URL1738_DIFF_FRAGMENT) != NULL);
    CHECK(url1738_diff_member_name((enum url1738_diff_member)8) == NULL);
    CHECK(strcmp(url1738_spec_name(URL1738_SPEC_WHATWG), "whatwg") == 0);
    CHECK_EQ_INT(url1738_spec_lookup("whatwg", 6), URL1738_SPEC_WHATWG);
}

/* Readings that refuse URL1738_SPEC_WHATWG: they fill a struct
 * url1738_url, which the WHATWG reading does not. */
static void test_other_functions(void)
{
    struct url1738_url u = URL1738_URL_INIT;
    char buf[64];
    size_t need;

    CHECK_EQ_INT(url1738_parse_spec("http://h/", 9, URL1738_SPEC_WHATWG, &u,
                                    NULL),
                 URL1738_E_INVALID_ARG);
    CHECK_EQ_INT(url1738_normalize_spec("http://h/", 9, URL1738_SPEC_WHATWG,
                                        buf, sizeof buf, &need, NULL),
                 URL1738_E_INVALID_ARG);
}

void run_tests(void)
{
    test_cases();
    test_sizes();
    test_args();
    test_other_functions();
}
