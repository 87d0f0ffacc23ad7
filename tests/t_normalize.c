/* SPDX-License-Identifier: MIT */
/*
 * t_normalize.c - url1738_normalize() (cli-contract "url1738 normalize",
 * RFC 1738 2.1, 2.2, 3) and url1738_equivalent().
 */
#include "harness.h"
#include "ops/normalize.h"

static const struct {
    const char *in, *want;      /* want NULL: invalid */
} norm[] = {
    /* 2.1: scheme and host lower-cased; 3.1: default port dropped */
    { "HTTP://WWW.Ex.COM:80", "http://www.ex.com/" },
    { "http://h:0080/", "http://h/" },
    { "http://h:08080/", "http://h:8080/" },
    { "http://h:0/", "http://h:0/" },
    { "ftp://h:21/a", "ftp://h/a" },
    { "ftp://U@H:2121/", "ftp://U@h:2121/" },
    { "gopher://h:70/", "gopher://h/" },
    { "nntp://h:119/g", "nntp://h/g" },
    { "telnet://h:23", "telnet://h/" },
    { "wais://h:210/db", "wais://h/db" },
    { "prospero://h:1525/p", "prospero://h/p" },
    /* 2.2: unreserved escapes decoded, others kept upper-case */
    { "http://h/%41%62%30%2e%21", "http://h/Ab0.!" },
    { "http://h/%2f%3b%3F%7e%20", "http://h/%2F%3B%3F%7E%20" },
    { "ftp://h/a%2Fb;type=A", "ftp://h/a%2Fb;type=a" },
    { "ftp://h/%3btype=a", "ftp://h/%3Btype=a" },
    { "ftp://u%3a:p%40@h/", "ftp://u%3A:p%40@h/" },
    /* 3.3, 3.8: the "/" after the hostport */
    { "http://h", "http://h/" },
    { "http://h/?q", "http://h/?q" },
    /* 3.4.1: gopher's empty path is type 1 */
    { "gopher://h", "gopher://h/" },
    { "gopher://h/1", "gopher://h/" },
    { "gopher://h/%31", "gopher://h/" },
    { "gopher://h/1%09", "gopher://h/1%09" },
    { "gopher://h/0x%09y%09z", "gopher://h/0x%09y%09z" },
    /* 3.10: localhost is the empty host */
    { "file://LOCALHOST/etc", "file:///etc" },
    { "file://h/%65tc", "file://h/etc" },
    /* 3.6: news */
    { "news:Comp.Lang", "news:Comp.Lang" },
    { "news:AB%43@Host.COM", "news:ABC@host.com" },
    { "news:*", "news:*" },
    { "mailto:Joe%40X.Com", "mailto:Joe%40X.Com" },
    { "wais://h/d?s%2a", "wais://h/d?s*" },
    { "prospero://h/a;F=%76", "prospero://h/a;F=v" },
    /* other schemes */
    { "X-Y:Foo%41", "x-y:FooA" },
    { "x://%41/", "x://%41/" },
    { "x://U@H:1/%7a", "x://U@h:1/z" },
    /* invalid input */
    { "http://a b", NULL },
    { "", NULL },
};

static const struct {
    const char *a, *b;
    int want;
} equiv[] = {
    { "HTTP://h:80", "http://H/", 1 },
    { "ftp://h/%2F", "ftp://h//", 0 },      /* 3.2.2: %2F is not "/" */
    { "http://h/a%3Fb", "http://h/a?b", 0 }, /* 2.2: reserved */
    { "http://h/%7Ea", "http://h/%7ea", 1 },
    { "gopher://h/1", "gopher://h", 1 },
    { "file://localhost/x", "file:///x", 1 },
    { "ftp://h/a;type=I", "ftp://h/a;type=i", 1 },
    { "http://h:8080/", "http://h/", 0 },
    { "news:a@B.c", "news:a@b.C", 1 },
    { "news:A@b.c", "news:a@b.c", 0 },
    { "ftp://u@h/", "ftp://U@h/", 0 },     /* 3.1: users are case-sensitive */
    { "http://h/", "http://h/ ", -1 },
};

/* url1738__has_upper (SSE2, 16 bytes a step; 8-15 as two halves) held
 * to its plain version (8 bytes a word): every byte value at every
 * position of every length 0-48, over a background of each class. */
static void test_has_upper(void)
{
    static const char bg[] = { 'a', '0', 'z', '@', '[', (char)0xc1 };
    char s[48];
    size_t n, k, b, bad = 0;
    unsigned c;

    for (b = 0; b < sizeof bg; b++)
        for (n = 0; n <= sizeof s; n++) {
            memset(s, bg[b], sizeof s);
            if (url1738__has_upper(s, n) != url1738__has_upper_plain(s, n))
                bad++;
            for (k = 0; k < n; k++)
                for (c = 0; c < 256; c++) {
                    s[k] = (char)c;
                    if (url1738__has_upper(s, n)
                        != url1738__has_upper_plain(s, n)) {
                        if (bad++ < 5)
                            printf("has_upper: length %zu, byte 0x%02x at "
                                   "%zu: expected %d\n", n, c, k,
                                   url1738__has_upper_plain(s, n));
                    }
                    s[k] = bg[b];
                }
        }
    CHECK_EQ_INT(bad, 0);
}

/* The definition: a[i] and b[i] the same once 'A'-'Z' are lower-cased. */
static int same_nocase_def(const char *a, const char *b, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++) {
        unsigned char x = (unsigned char)a[i], y = (unsigned char)b[i];
        if ((x >= 'A' && x <= 'Z' ? x + 32 : x)
            != (y >= 'A' && y <= 'Z' ? y + 32 : y))
            return 0;
    }
    return 1;
}

/* url1738__same_nocase (SSE2) and its plain version held to the
 * definition: on backgrounds of letters and of the bytes next to them,
 * every byte value on one side at every position of lengths 0-48 (the
 * other side its background, its upper-cased background and each value
 * with bit 0x20 flipped: '@' and '`', '[' and '{' differ in that bit and
 * are not letters). */
static void test_same_nocase(void)
{
    static const char bg[] = { 'a', 'Z', '0', '@', '`', '{', (char)0xe1 };
    char s[48], t[48];
    size_t n, k, b, bad = 0;
    unsigned c, f;

    for (b = 0; b < sizeof bg; b++)
        for (n = 0; n <= sizeof s; n++) {
            memset(s, bg[b], sizeof s);
            memset(t, bg[b], sizeof t);
            for (k = 0; k < n; k++)
                for (c = 0; c < 256; c++)
                    for (f = 0; f < 3; f++) {
                        int want, fast, plain;
                        s[k] = (char)c;
                        t[k] = f == 0 ? (char)c : f == 1 ? (char)(c ^ 0x20) : bg[b];
                        want = same_nocase_def(s, t, n);
                        fast = url1738__same_nocase(s, t, n);
                        plain = url1738__same_nocase_plain(s, t, n);
                        if ((fast != want || plain != want) && bad++ < 5)
                            printf("same_nocase: length %zu, 0x%02x and "
                                   "0x%02x at %zu: expected %d, fast %d, "
                                   "plain %d\n", n, c, (unsigned char)t[k],
                                   k, want, fast, plain);
                        t[k] = bg[b];
                    }
            for (k = 0; k < n; k++)
                s[k] = bg[b];
        }
    CHECK_EQ_INT(bad, 0);
}

/* url1738__w_put_lower (SSE2) held to its plain version and to the
 * byte-at-a-time definition: every byte value at every position of
 * lengths 0-40, and lengths up to 140 (more than one 64-byte block). */
static void lower_case(const char *s, size_t n, size_t *bad)
{
    char got[160], plain[160], want[160];
    struct url1738__writer a, b;
    size_t i;

    for (i = 0; i < n; i++)
        want[i] = (char)(s[i] >= 'A' && s[i] <= 'Z' ? s[i] + 32 : s[i]);
    url1738__w_start(&a, got, sizeof got);
    url1738__w_start(&b, plain, sizeof plain);
    url1738__w_put_lower(&a, s, n);
    url1738__w_put_lower_plain(&b, s, n);
    if (a.len != n || b.len != n || memcmp(got, want, n) != 0
        || memcmp(plain, want, n) != 0) {
        if ((*bad)++ < 5)
            printf("put_lower \"%.*s\": expected \"%.*s\", got \"%.*s\" "
                   "and \"%.*s\"\n", (int)n, s, (int)n, want, (int)a.len,
                   got, (int)b.len, plain);
    }
}

static void test_put_lower(void)
{
    char s[140];
    size_t n, k, bad = 0;
    unsigned c;

    for (n = 0; n <= 40; n++)
        for (k = 0; k < n; k++)
            for (c = 0; c < 256; c++) {
                memset(s, 'Q', n);
                s[k] = (char)c;
                lower_case(s, n, &bad);
                memset(s, 'q', n);
                s[k] = (char)c;
                lower_case(s, n, &bad);
            }
    for (n = 0; n <= sizeof s; n++) {
        for (k = 0; k < n; k++)
            s[k] = (char)("AzZ@[`{a0\x80\xc1M"[(k * 7 + n) % 12]);
        lower_case(s, n, &bad);
    }
    CHECK_EQ_INT(bad, 0);
}

void run_tests(void)
{
    char out[256], again[256];

    test_has_upper();
    test_same_nocase();
    test_put_lower();
    size_t i, n, m;
    struct url1738_error err;

    for (i = 0; i < sizeof norm / sizeof norm[0]; i++) {
        enum url1738_code rc = url1738_normalize(norm[i].in,
                                                 strlen(norm[i].in), out,
                                                 sizeof out, &n, &err);
        if (norm[i].want == NULL) {
            CHECK(rc != URL1738_OK && err.code == rc);
            continue;
        }
        CHECK_EQ_INT(rc, URL1738_OK);
        CHECK_EQ_STR(out, n, norm[i].want);
        /* idempotent */
        url1738_normalize(out, n, again, sizeof again, &m, NULL);
        CHECK_EQ_MEM(again, m, out, n);
    }
    /* size query and a short buffer */
    CHECK_EQ_INT(url1738_normalize("HTTP://H", 8, NULL, 0, &n, NULL),
                 URL1738_E_NOSPACE);
    CHECK_EQ_INT(n, 9);
    CHECK_EQ_INT(url1738_normalize("HTTP://H", 8, out, 4, &n, NULL),
                 URL1738_E_NOSPACE);
    CHECK_EQ_STR(out, 4, "http");
    for (i = 0; i < sizeof equiv / sizeof equiv[0]; i++)
        CHECK_EQ_INT(url1738_equivalent(equiv[i].a, strlen(equiv[i].a),
                                        equiv[i].b, strlen(equiv[i].b),
                                        NULL),
                     equiv[i].want);
    /* the error of b has its offset moved past a */
    CHECK_EQ_INT(url1738_equivalent("a:", 2, "a: ", 3, &err), -1);
    CHECK_EQ_INT(err.offset, 4);
}
