/* SPDX-License-Identifier: MIT */
/*
 * rulecheck.c - run by `make` right after the library is archived (the
 * stamp $(BUILD)/gen/rulecheck.ok, which `all` needs): the copies of a
 * grammar rule that the fast paths keep for speed (docs/architecture.md,
 * "One rule, one place") decide exactly what the rule's one place
 * decides, on every input of a generated set that walks each copy's
 * choices. A copy that drifts fails the build, not only `make test`.
 *
 *   host_on_masks (simd/fastpath.c): RFC 1738's hostname on stage 1's
 *     bitmasks, against grammar/hostname.h through the full grammar:
 *     "http://" or "https://", every string of up to 6 bytes over
 *     a 1 - . _ (and some longer), then the end, "/x", ":80/x", ":/",
 *     "?q"; with every stage-1 implementation this machine has.
 *   file() (simd/fastpath3986.c): fileurl, against scheme_ftp.c's
 *     url1738__parse_file through the plain RFC 3986 reading (which
 *     asks the production for the RFC 1738 parts): every host of a list
 *     with every path of a list.
 *   name_id (simd/fastpath3986.c): every name of schemes.c's table, in
 *     lower and upper case, gets the table's id and default port.
 *
 * Prints nothing when all agree; else each disagreement, and exits 1.
 * usage: rulecheck STAMP (written when all agree)
 */
#include <stdio.h>
#include <string.h>

#include "simd/fastpath.h"
#include "readings/readings.h"
#include "simd/fastpath3986.h"

static unsigned long failures;

static void fail(const char *what, const char *p, size_t n)
{
    if (failures++ < 20)
        fprintf(stderr, "rulecheck: %s: \"%.*s\"\n", what, (int)n, p);
}

/* The http fast path's verdict on p, with each stage 1, against the
 * full grammar's (valid with the same struct, or invalid at the same
 * byte). */
static void http_one(const char *p, size_t n)
{
    static const enum url1738__cpu levels[] = {
        URL1738__CPU_SCALAR, URL1738__CPU_SSSE3, URL1738__CPU_AVX2
    };
    struct url1738_url full, fast;
    struct url1738_error err;
    enum url1738_code rc;
    size_t k, off;

    memset(&full, 0xA5, sizeof full);
    full.size = sizeof full;
    rc = url1738__parse_full(p, n, &full, &err);
    for (k = 0; k < sizeof levels / sizeof levels[0]; k++) {
        enum url1738__fast f;

        if (!url1738__cpu_have(levels[k]))
            continue;
        memset(&fast, 0xA5, sizeof fast);
        fast.size = sizeof fast;
        off = 0;
        f = url1738__fast_http_with(levels[k], (const unsigned char *)p, n,
                                    &fast, &off);
        if (f == URL1738__FAST_OK
            && (rc != URL1738_OK || memcmp(&fast, &full, sizeof fast) != 0))
            fail("http fast path accepts otherwise than the grammar", p, n);
        if (f < 0 && (rc == URL1738_OK || err.offset != off))
            fail("http fast path refuses otherwise than the grammar", p, n);
    }
}

static void hosts(void)
{
    static const char alphabet[] = "a1-._";
    static const char *const prefixes[] = { "http://", "https://" };
    static const char *const suffixes[] = { "", "/x", ":80/x", ":/", "?q",
                                            "/%41", "/a?b" };
    static const char *const longer[] = {
        "www.example.com", "a.b.c.d.e.f", "1.2.3.4", "1.2.3.x",
        "1.2.3.4.5", "x1-2.b--c.d", "a.b-.c", "a.-b.c", "123.45.6.a7",
        "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghij.com"
    };
    char buf[160], host[8];
    size_t pi, si, len, k, i;

    for (pi = 0; pi < 2; pi++)
        for (si = 0; si < sizeof suffixes / sizeof suffixes[0]; si++) {
            for (k = 0; k < sizeof longer / sizeof longer[0]; k++) {
                int m = snprintf(buf, sizeof buf, "%s%s%s", prefixes[pi],
                                 longer[k], suffixes[si]);
                http_one(buf, (size_t)m);
            }
            for (len = 0; len <= 6; len++) {
                unsigned long count = 1, c;

                for (i = 0; i < len; i++)
                    count *= sizeof alphabet - 1;
                for (c = 0; c < count; c++) {
                    unsigned long v = c;
                    int m;

                    for (i = 0; i < len; i++, v /= sizeof alphabet - 1)
                        host[i] = alphabet[v % (sizeof alphabet - 1)];
                    host[len] = '\0';
                    m = snprintf(buf, sizeof buf, "%s%s%s", prefixes[pi],
                                 host, suffixes[si]);
                    http_one(buf, (size_t)m);
                }
            }
        }
}

/* The RFC 3986 fast path on p against the plain reading: when it takes
 * the URL, the same struct, the RFC 1738 parts included. */
static void file_one(const char *p, size_t n)
{
    struct url1738_url plain, fast;
    struct url1738_error err;
    enum url1738_code rc;

    memset(&plain, 0xA5, sizeof plain);
    memset(&fast, 0xA5, sizeof fast);
    plain.size = fast.size = sizeof plain;
    rc = url1738__parse_spec_plain(p, n, URL1738_SPEC_RFC3986, &plain, &err);
    if (url1738__fast3986((const unsigned char *)p, n, URL1738_SPEC_RFC3986,
                          &fast)
        && (rc != URL1738_OK || memcmp(&fast, &plain, sizeof fast) != 0))
        fail("file: the RFC 3986 fast path otherwise than the production",
             p, n);
}

static void files(void)
{
    static const char *const hosts_[] = {
        "", "a", "a.b", "localhost", "1.2.3.4", "a-", "-a", "a_b", "a:1",
        "a:", "u@a", "u:p@a", "a%41", "1.2.3", "a.1", "a..b", "a.b."
    };
    static const char *const paths[] = {
        "", "/", "/x", "/x/y", "/x;y", "/x;type=a", "/x?y", "/x#y",
        "/x%41", "/x%4", "/x%", "/x y", "/a:b@c&d=e", "/x?y;z", "?y",
        "#y", "/x/../y", "/~x", "/x\"y", "/x|y", "/x[y]", "//x"
    };
    static const char *const schemes[] = { "file://", "FILE://", "File://" };
    char buf[160];
    size_t s, h, q;

    for (s = 0; s < sizeof schemes / sizeof schemes[0]; s++)
        for (h = 0; h < sizeof hosts_ / sizeof hosts_[0]; h++)
            for (q = 0; q < sizeof paths / sizeof paths[0]; q++) {
                int m = snprintf(buf, sizeof buf, "%s%s%s", schemes[s],
                                 hosts_[h], paths[q]);
                file_one(buf, (size_t)m);
            }
}

/* Every name of the table (and https), in lower and upper case, read by
 * the RFC 3986 fast path: the table's id and default port. */
static void names(void)
{
    int id;

    for (id = URL1738_SCHEME_FTP; id <= URL1738_SCHEME_PROSPERO; id++) {
        const char *name = url1738_scheme_name((enum url1738_scheme)id);
        char buf[64];
        size_t k, len = strlen(name);
        int upper;

        for (upper = 0; upper < 2; upper++) {
            struct url1738_url u;

            for (k = 0; k < len; k++)
                buf[k] = (char)(upper ? name[k] - 'a' + 'A' : name[k]);
            memcpy(buf + len, "://a/b", 7);
            memset(&u, 0, sizeof u);
            u.size = sizeof u;
            if (url1738__fast3986((const unsigned char *)buf, len + 6,
                                  URL1738_SPEC_RFC3986, &u)
                && ((int)u.scheme_id != id
                    || u.default_port
                           != url1738_scheme_port(buf, len,
                                                  URL1738_SPEC_RFC3986)))
                fail("scheme name: the fast path's id or port is not the "
                     "table's", buf, len + 6);
        }
    }
    file_one("https://a/b", 11);
    file_one("HTTPS://a/b", 11);
}

int main(int argc, char **argv)
{
    FILE *f;

    hosts();
    files();
    names();
    if (failures != 0) {
        fprintf(stderr, "rulecheck: %lu disagreement(s) between a fast "
                "path's copy of a rule and the rule (docs/architecture.md, "
                "\"One rule, one place\")\n", failures);
        return 1;
    }
    if (argc > 1) {
        f = fopen(argv[1], "w");
        if (f == NULL || fputs("ok\n", f) == EOF || fclose(f) != 0) {
            perror(argv[1]);
            return 1;
        }
    }
    return 0;
}
