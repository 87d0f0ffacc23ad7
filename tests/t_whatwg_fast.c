/* SPDX-License-Identifier: MIT */
/*
 * t_whatwg_fast.c - the WHATWG reading's fast path (src/whatwg/whatwg.c,
 * "The common shape at once") against its states (the plain algorithm,
 * url1738__whatwg_parse_plain): on every input, url1738_whatwg_parse()
 * gives what the states give (code, need, href, error offset and message,
 * every part); and each level of the fast path on this machine (the
 * scalar reference, SSSE3, AVX2: url1738__whatwg_fast_with), whenever it
 * takes an input, gives the states' href and every part, and writes
 * nothing past the 3 * n + 16 bytes its caller promises. Inputs: edge
 * cases on either side of each choice the fast path makes, every line of
 * the corpora (tests/data/urls), mutations of them and of web-shaped
 * URLs (a byte replaced, inserted or cut off; every byte value at every
 * place of short URLs; around the 16-, 32- and 64-byte steps),
 * generated web-shaped URLs (every special scheme in mixed case, hosts
 * with labels that end in numbers, ports, paths with dot segments,
 * escapes, every byte a set encodes), URLs of some kilobytes, and
 * leading and trailing spaces. The fast path must also fire: on most of
 * kasztp_web.
 */
#include <stdint.h>
#include <stdlib.h>

#include "harness.h"
#include "whatwg/whatwg.h"

/* The harness's one pseudo-random stream (the same inputs every run). */
static uint32_t rnd(void)
{
    return harness_rnd();
}

static const enum url1738__cpu levels[] = {
    URL1738__CPU_SCALAR, URL1738__CPU_SSSE3, URL1738__CPU_AVX2
};
#define NLEVELS (sizeof levels / sizeof levels[0])

static unsigned long compared, taken[NLEVELS], shown;

static void show_url(const char *who, const char *h, size_t n,
                     const struct url1738_whatwg *u)
{
    fprintf(stderr,
            "    %s: href \"%.*s\" (%zu); scheme %zu+%zu user %zu+%zu pass "
            "%zu+%zu host %zu+%zu port %zu+%zu path %zu+%zu query %zu+%zu "
            "fragment %zu+%zu; host_type %d special %d opaque %d port %u "
            "default %u\n",
            who, (int)n, h, n, u->scheme.off, u->scheme.len,
            u->username.off, u->username.len, u->password.off,
            u->password.len, u->host.off, u->host.len, u->port.off,
            u->port.len, u->path.off, u->path.len, u->query.off,
            u->query.len, u->fragment.off, u->fragment.len,
            (int)u->host_type, u->special, u->opaque_path, u->port_number,
            u->default_port);
}

/* The input without its leading and trailing C0 controls and spaces, as
 * the parser trims it. */
static void trim(const char *p, size_t n, size_t *b, size_t *e)
{
    *b = 0;
    *e = n;
    while (*b < *e && (unsigned char)p[*b] <= 0x20)
        (*b)++;
    while (*e > *b && (unsigned char)p[*e - 1] <= 0x20)
        (*e)--;
}

#define CANARY 64

/* p[0..n) (in a buffer of exactly n bytes: a sanitizer build catches a
 * read past the end) through the public parse, the states and every
 * level of the fast path. */
static void agree(const char *p0, size_t n)
{
    static char ha[70000], hb[70000];
    struct url1738_whatwg a = URL1738_WHATWG_INIT, b = URL1738_WHATWG_INIT;
    struct url1738_error ea, eb;
    enum url1738_code ra, rb;
    size_t na = 0, nb = 0, lb, le, k;
    char *p = malloc(n > 0 ? n : 1), *d;
    int ok;

    if (p == NULL || 3 * n + 16 + CANARY > sizeof ha) {
        CHECK(p != NULL && 3 * n + 16 + CANARY <= sizeof ha);
        free(p);
        return;
    }
    if (n > 0)
        memcpy(p, p0, n);
    compared++;
    ra = url1738_whatwg_parse(p, n, NULL, NULL, ha, sizeof ha, &na, &a, &ea);
    rb = url1738__whatwg_parse_plain(p, n, NULL, NULL, hb, sizeof hb, &nb, &b,
                                     &eb);
    ok = ra == rb && na == nb && ea.code == eb.code
         && ea.offset == eb.offset && strcmp(ea.message, eb.message) == 0
         && (rb != URL1738_OK
             || (memcmp(ha, hb, nb + 1) == 0 && url1738__whatwg_same(&a, &b)));
    if (!harness_check(ok, __FILE__, __LINE__,
                       "url1738_whatwg_parse == the states") && shown++ < 20) {
        harness_dump("input", p, n);
        fprintf(stderr, "    public: code %d need %zu offset %zu; states: "
                "code %d need %zu offset %zu\n", (int)ra, na, ea.offset,
                (int)rb, nb, eb.offset);
        if (ra == URL1738_OK)
            show_url("public", ha, na, &a);
        if (rb == URL1738_OK)
            show_url("states", hb, nb, &b);
    }
    trim(p, n, &lb, &le);
    /* the fast path's promise: it needs 3 * (le - lb) + 16 bytes */
    d = malloc(3 * (le - lb) + 16 + CANARY);
    for (k = 0; d != NULL && k < NLEVELS; k++) {
        struct url1738_whatwg f = URL1738_WHATWG_INIT;
        size_t nf = 0, room = 3 * (le - lb) + 16, c;
        int v, clean = 1;

        memset(d, 0x5A, room + CANARY);
        v = url1738__whatwg_fast_with(levels[k], p, lb, le, d, &nf, &f);
        for (c = room; c < room + CANARY; c++)
            clean &= d[c] == 0x5A;
        taken[k] += v != 0;
        ok = clean
             && (v == 0
                 || (rb == URL1738_OK && nf == nb && memcmp(d, hb, nb) == 0
                     && url1738__whatwg_same(&f, &b)));
        if (!harness_check(ok, __FILE__, __LINE__,
                           "the fast path == the states") && shown++ < 20) {
            harness_dump("input", p, n);
            fprintf(stderr, "    level %d took it (%d); wrote past its "
                    "room: %s; states: code %d\n", (int)levels[k], v,
                    clean ? "no" : "YES", (int)rb);
            if (v != 0)
                show_url("fast", d, nf, &f);
            if (rb == URL1738_OK)
                show_url("states", hb, nb, &b);
        }
    }
    CHECK(d != NULL);
    free(d);
    free(p);
}

static void agree_str(const char *s)
{
    agree(s, strlen(s));
}

/* Each on either side of a choice the fast path makes. */
static const char *const edges[] = {
    "", " ", "h", "http:", "http://", "http:///", "http://a", "http://a/",
    "https://a", "HTTPS://A.B/C", "hTtP://Ex.COM:80/", "https://ex.com:443/",
    "https://ex.com:0443/", "https://ex.com:80/", "http://ex.com:443/",
    "http://ex.com:/", "http://ex.com:65535/", "http://ex.com:65536/",
    "http://ex.com:00000000000000080/", "http://ex.com:8a/", "http://ex.com:8/a",
    "ws://a.b/", "wss://a.b:443/x", "WSS://a.b:444/x", "ftp://a.b:21/x",
    "ftp://a.b:22/x", "file://a.b/x", "file:///x", "FILE://h/x",
    "httpx://a.b/", "htt://a.b/", "h2tp://a.b/", "http:/a.b/", "http:\\\\a.b/",
    "http://a.b\\c", "http://a.b/c\\d", "http:a.b/",
    "http://a.b.", "http://a.b./", "http://a..b/", "http://.a/", "http://-a/",
    "http://1.2.3.4/", "http://1.2.3.4.5/", "http://a.1/", "http://a.0x1/",
    "http://a.0x/", "http://a.1b/", "http://a.b1/", "http://1a.b/",
    "http://a.09/", "http://a.0xg/", "http://0x7f.1/", "http://127.1/",
    "http://a.bc1/", "http://a.f/", "http://a.x/", "http://a.1x/",
    "http://localhost/", "http://LOCALHOST:80/", "http://xn--a/",
    "http://xn--nxasmq6b.com/", "http://a_b/", "http://a%41/",
    "http://a@b/", "http://u:p@b/", "http://[::1]/", "http://a:b@[::1]:8/",
    "http://a.b/.", "http://a.b/..", "http://a.b/./", "http://a.b/../x",
    "http://a.b/x/.", "http://a.b/x/..", "http://a.b/x/.y", "http://a.b/x/..y",
    "http://a.b/x/%2e", "http://a.b/x/%2E./", "http://a.b/x/.%2e",
    "http://a.b/%2e%2E", "http://a.b/x.y/z.", "http://a.b/.htaccess",
    "http://a.b/a%zz", "http://a.b/a%", "http://a.b/%41",
    "http://a.b/ x", "http://a.b/\"<>^`{}|[]", "http://a.b/?\"<>'`{}",
    "http://a.b/#\"<>'`{}", "http://a.b/\x7f", "http://a.b/\x01",
    "http://a.b/\t/x", "http://a.b/x\ny", "http://a.b/\r", "http://a\t.b/",
    "http://a.b/\xc3\xa9", "http://a.b/?\xc3\xa9", "http://a.b/#\xc3\xa9",
    "http://a.b/\xff", "http://\xc3\xa9.b/", "http://a.b?x", "http://a.b#x",
    "http://a.b?x#y", "http://a.b/?x?y#z#w", "http://a.b/#", "http://a.b/?",
    "http://a.b/?#", "http://a.b/x?y'z", "http://a.b/x#y'z", "http://a.b/x'",
    "http://a.b/~u", "http://a.b/;a=b,c", "http://a.b/@:", "  http://a.b/ ",
    "\x01http://a.b/\x1f", "http://a.b/x ", " \t http://a.b/ \n",
    "https://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.b/",
    "https://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.com",
    "https://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.COM/x",
    "https://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
    "aaaaaaaaaaaaaaaaaa.com/x",
    "https://a.b/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
    "/./x",
    "https://a.b/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
    "/../x",
    "https://a.b/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
    "/.x",
    /* other domain bytes (read a byte a step), backslashes in the path */
    "http://a_b.c/", "http://A_B.C/X", "http://\"a.b/", "http://\"A.B",
    "http://a_b.1/", "http://a_b.c./", "http://a_b/", "http://_/", "http://a_",
    "http://a_b.C_D.e:8080/", "http://a_b.c?q", "http://a_b.c#f",
    "http://a_b.c\\x", "http://a`{}~!$&'()*+,;=b.c/", "http://a_b%41.c/",
    "http://a_b@c/", "http://a_b^c/", "http://a_b|c/", "http://a_b.0x1/",
    "http://a_b.1a/", "http://a_b.x1/", "http://a_b\x80.c/",
    "https://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa_a.com/x",
    "https://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa_aaaaaaa.com/x",
    "http://a.b\\c\\.\\..\\d", "http://a.b\\", "http://a.b\\.",
    "http://a.b\\..", "http://a.b/c\\%2e%2e\\d", "http://a.b\\?x",
    "https://www.h-m-holding.com/hm\\%202006/en/obm/home.asp",
};

static void agree_line(const char *line, size_t n, void *ctx)
{
    (void)ctx;
    agree(line, n);
}

static void load_corpus(const char *name, double at_least)
{
    unsigned long before = taken[NLEVELS - 1], lines;
    size_t k;
    enum url1738__cpu best = URL1738__CPU_SCALAR;

    for (k = 0; k < NLEVELS; k++)
        if (url1738__cpu_have(levels[k]))
            best = levels[k];
    lines = harness_each_line(name, agree_line, NULL);
    if (lines == 0) /* a missing corpus: harness_open_corpus failed */
        return;
    /* A fast path that never fires would pass every comparison and be
     * worth nothing: the best level here must take most lines (taken[]
     * of a level not on this machine stays 0: the scalar one then). */
    if (best != URL1738__CPU_AVX2)
        return;
    if (!CHECK((double)(taken[NLEVELS - 1] - before) >= at_least * lines))
        fprintf(stderr, "    %s: the AVX2 fast path took %lu of %lu\n",
                name, taken[NLEVELS - 1] - before, lines);
}

/* The bytes the fast path decides on. */
static const char alphabet[] = "%:/@?#;=.-&~_+!$'()*,aZ09AFXx[]\\ \"<>^`{|}"
                               "\x7f\x80\xc3\xa9\x01\t\n";

static void mutate(const char *base, size_t n, unsigned count)
{
    harness_mutate(base, n, count, alphabet, agree);
}

/* A web-shaped URL at random into d (at most 300 bytes): a special
 * scheme (or another) in mixed case, a host of labels (some ending in
 * numbers, some upper case), maybe a port, a path of segments (dot
 * segments, escapes, bytes the sets encode), a query and a fragment. */
static size_t web_shaped(char *d)
{
    static const char *const schemes[] = { "http", "https", "ws", "wss",
                                           "ftp", "file", "htp", "httpss" };
    static const char *const ports[] = { "80", "443", "21", "8080", "0",
                                         "00080", "65535", "65536", "",
                                         "1x" };
    static const char seg[] =
        "abcXYZ019-._~!$&'()*+,;=:@%2e%41\"<>^`{}|[] \\";
    static const char qch[] = "abc=&/?:@'\"<> `{}|[]^%41\\~.";
    size_t n = 0, k, parts;
    const char *s = schemes[rnd() % (sizeof schemes / sizeof schemes[0])];

    for (k = 0; s[k] != '\0'; k++)
        d[n++] = (char)(rnd() % 4 == 0 ? s[k] - 32 : s[k]);
    memcpy(d + n, "://", 3);
    n += 3;
    parts = 1 + rnd() % 4;
    for (k = 0; k < parts; k++) {
        size_t l = rnd() % 12, j;
        for (j = 0; j < l; j++) {
            static const char lab[] = "abcdefxyzABCXY0123456789-";
            /* other bytes a domain may hold, and some it may not */
            static const char odd[] = "_\"!$&'()*+,;=`{}~%@^|<\\[";
            d[n++] = rnd() % 16 == 0 ? odd[rnd() % (sizeof odd - 1)]
                                     : lab[rnd() % (sizeof lab - 1)];
        }
        if (k + 1 < parts || rnd() % 8 == 0)
            d[n++] = '.';
    }
    if (rnd() % 5 == 0) {
        const char *pt = ports[rnd() % (sizeof ports / sizeof ports[0])];
        d[n++] = ':';
        memcpy(d + n, pt, strlen(pt));
        n += strlen(pt);
    }
    parts = rnd() % 6;
    for (k = 0; k < parts; k++) {
        size_t l = rnd() % 20, j;
        d[n++] = '/';
        if (rnd() % 10 == 0) {
            const char *dd = rnd() % 2 ? "." : "..";
            memcpy(d + n, dd, strlen(dd));
            n += strlen(dd);
            continue;
        }
        for (j = 0; j < l; j++)
            d[n++] = rnd() % 4 == 0 ? seg[rnd() % (sizeof seg - 1)]
                                    : (char)('a' + rnd() % 26);
    }
    if (rnd() % 4 == 0) {
        size_t l = rnd() % 40, j;
        d[n++] = '?';
        for (j = 0; j < l; j++)
            d[n++] = rnd() % 3 == 0 ? qch[rnd() % (sizeof qch - 1)]
                                    : (char)('a' + rnd() % 26);
    }
    if (rnd() % 6 == 0) {
        size_t l = rnd() % 20, j;
        d[n++] = '#';
        for (j = 0; j < l; j++)
            d[n++] = rnd() % 3 == 0 ? qch[rnd() % (sizeof qch - 1)]
                                    : (char)('a' + rnd() % 26);
    }
    return n;
}

static void generated(void)
{
    char buf[400];
    unsigned k;

    for (k = 0; k < 200000; k++) {
        size_t n = web_shaped(buf);
        agree(buf, n);
        if (k % 50 == 0)
            mutate(buf, n, 20);
    }
}

static void mutations(void)
{
    static const char *const bases[] = {
        "https://www.example.com/a/b/c.html?x=1&y=2#frag",
        "http://a.b-c.org:8080/p;q/r?s",
        "https://WWW.Example.COM/Index.HTML",
        "wss://chat.example.net:444/socket?token=abc",
        "ftp://ftp.is.co.za/rfc/rfc1808.txt",
        "https://www.calcpa.org/Content/foundation.aspx",
    };
    /* Around the 16-, 32- and 64-byte steps, and two windows on. */
    static const size_t sizes[] = { 15, 16, 17, 31, 32, 33, 47, 48, 49,
                                    63, 64, 65, 95, 96, 97, 127, 128,
                                    129, 191, 192, 193 };
    static const char *const heads[] = {
        "https://a.b/", "http://ab.cd.ef/", "https://x.y/z?",
        "https://aaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbb.cccccccccccccccc"
    };
    char buf[300];
    size_t b, k, h, i;

    for (b = 0; b < sizeof bases / sizeof bases[0]; b++)
        mutate(bases[b], strlen(bases[b]), 3000);
    for (b = 0; b < sizeof sizes / sizeof sizes[0]; b++)
        for (k = 0; k < sizeof heads / sizeof heads[0]; k++) {
            h = strlen(heads[k]);
            if (h > sizes[b])
                continue;
            memcpy(buf, heads[k], h);
            for (i = h; i < sizes[b]; i++)
                buf[i] = "abc/d.e%41"[i % 10];
            agree(buf, sizes[b]);
            /* each byte that matters at every place of the tail */
            for (i = h; i < sizes[b]; i++) {
                static const char at[] = "./%?#\\ \"'`^{}<>\t\x80";
                size_t a;
                for (a = 0; a < sizeof at - 1; a++) {
                    char keep = buf[i];
                    buf[i] = at[a];
                    agree(buf, sizes[b]);
                    if (i > h && buf[i - 1] != '/') { /* a "/." */
                        char keep2 = buf[i - 1];
                        buf[i - 1] = '/';
                        agree(buf, sizes[b]);
                        buf[i - 1] = keep2;
                    }
                    buf[i] = keep;
                }
            }
            mutate(buf, sizes[b], 200);
        }
    /* Every byte value at every place of short URLs. */
    for (b = 0; b < sizeof bases / sizeof bases[0]; b++) {
        size_t n = strlen(bases[b]), at;
        int ch;
        for (at = 0; at < n; at++)
            for (ch = 0; ch < 256; ch++) {
                memcpy(buf, bases[b], n);
                buf[at] = (char)ch;
                agree(buf, n);
            }
    }
}

/* Long URLs: a path of some kilobytes, and a byte that needs attention
 * near the end. */
static void long_urls(void)
{
    static const char *const tails[] = { "", "?q", "#f", "/./", "/..",
                                         "%41", "\\", " ", "?a'b#c", "\x80",
                                         "/.x" };
    static char buf[9000];
    size_t t, len, i;

    for (t = 0; t < sizeof tails / sizeof tails[0]; t++)
        for (len = 70; len < 8500; len += 1037) {
            size_t tl = strlen(tails[t]);
            memcpy(buf, "https://Long.Example.com/", 25);
            for (i = 25; i < len; i++)
                buf[i] = "ab/c.d-e_f~"[i % 11];
            memcpy(buf + len, tails[t], tl);
            agree(buf, len + tl);
        }
}

void run_tests(void)
{
    size_t k;
    enum url1738__cpu best = URL1738__CPU_SCALAR;

    for (k = 0; k < NLEVELS; k++)
        if (url1738__cpu_have(levels[k]))
            best = levels[k];
    for (k = 0; k < sizeof edges / sizeof edges[0]; k++)
        agree_str(edges[k]);
    mutations();
    long_urls();
    generated();
    load_corpus("kasztp_web.txt", 0.95);
    load_corpus("node_files.txt", 0);
    load_corpus("rfc1738_schemes.txt", 0);
    printf("t_whatwg_fast: %lu inputs compared; the fast path took %lu "
           "(scalar), %lu (SSSE3), %lu (AVX2); best level here %d\n",
           compared, taken[0], taken[1], taken[2], (int)best);
}
