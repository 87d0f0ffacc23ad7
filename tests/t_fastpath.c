/* SPDX-License-Identifier: MIT */
/*
 * t_fastpath.c - the fast path (src/simd/fastpath.c) against the full grammar
 * (url1738__parse_full): on every input, url1738_parse() and
 * url1738_valid() give what the full grammar gives (verdict, error code,
 * offset, message, every span), and whenever the fast path accepts, the
 * full grammar accepts with the same decomposition. Inputs: hand-made
 * edge cases, every line of the corpora (tests/data/urls) as it is and with
 * "https://" read as "http://", and pseudo-random mutations of them
 * (a byte replaced, inserted or cut off) around the fast path's choices.
 *
 * RFC 1738 5:
 *   httpurl = "http://" hostport [ "/" hpath [ "?" search ]]
 */
#include <stdint.h>
#include <stdlib.h>

#include "harness.h"
#include "simd/fastpath.h"
#include "readings/readings.h"

/* The harness's one pseudo-random stream (the same inputs every run). */
static uint32_t rnd(void)
{
    return harness_rnd();
}

static unsigned long compared, fast_taken, fast_failed, shown;

/* The stage-1 implementations this machine has (scalar first). */
static enum url1738__cpu impls[4];
static int nimpls;

static unsigned long file_taken;

/* The file shape (fastpath.c, file_decide and file_1738) with impl on
 * p[0..n) against the full grammar's answer (rb, *b): it only accepts,
 * and only what the grammar accepts with the same decomposition. */
static int file_agrees(enum url1738__cpu impl, const char *p, size_t n,
                       enum url1738_code rb, const struct url1738_url *b,
                       int *took)
{
    struct url1738_url f;
    enum url1738__fast fast, fast_null;
    size_t h = p == NULL || n < 8
                   ? 0
                   : url1738__file_shape_with(impl, (const unsigned char *)p,
                                              n);

    if (p == NULL || n < 8)
        return 1;
    memset(&f, 0xA5, sizeof f);
    f.size = sizeof f;
    fast = url1738__fast_file_with(impl, (const unsigned char *)p, n, &f);
    fast_null = url1738__fast_file_with(impl, (const unsigned char *)p, n,
                                        NULL);
    if (fast != URL1738__FAST_NONE)
        *took = fast;
    if (fast != fast_null || fast < 0
        || (fast == URL1738__FAST_OK && h == 0)) {
        fprintf(stderr, "    impl %d: file %d (NULL: %d), shape %zu\n",
                (int)impl, (int)fast, (int)fast_null, h);
        return 0;
    }
    /* the shape: "file://", no host or a hostname, then "/" at h */
    if (h != 0 && (h < 7 || h >= n || p[h] != '/')) {
        fprintf(stderr, "    impl %d: file shape at %zu\n", (int)impl, h);
        return 0;
    }
    if (fast == URL1738__FAST_OK
        && (rb != URL1738_OK || memcmp(&f, b, sizeof f) != 0)) {
        fprintf(stderr, "    impl %d accepted the file URL: full code %d; "
                "host %zu+%zu vs %zu+%zu, path %zu+%zu vs %zu+%zu, fpath "
                "%zu+%zu vs %zu+%zu\n", (int)impl, (int)rb,
                f.host.off, f.host.len, b->host.off, b->host.len,
                f.path.off, f.path.len, b->path.off, b->path.len,
                f.u.file.fpath.off, f.u.file.fpath.len,
                b->u.file.fpath.off, b->u.file.fpath.len);
        return 0;
    }
    return 1;
}

/* The fast path with impl on p[0..n) against the full grammar's answer
 * (rb, *b, *eb): 1 when it agrees. */
static int fast_agrees(enum url1738__cpu impl, const char *p,
                       size_t n, enum url1738_code rb,
                       const struct url1738_url *b,
                       const struct url1738_error *eb, int *took)
{
    struct url1738_url f;
    size_t off = (size_t)-1, off_null = (size_t)-1;
    enum url1738__fast fast, fast_null;

    memset(&f, 0xA5, sizeof f);
    f.size = sizeof f;
    fast = url1738__fast_http_with(impl, (const unsigned char *)p, n, &f,
                                   &off);
    fast_null = url1738__fast_http_with(impl, (const unsigned char *)p, n,
                                        NULL, &off_null);
    *took = fast;
    if (fast != fast_null || off != off_null) {
        fprintf(stderr, "    impl %d: fast %d (NULL: %d), off %zu (%zu)\n",
                (int)impl, (int)fast, (int)fast_null, off, off_null);
        return 0;
    }
    if (fast == URL1738__FAST_OK
        && (rb != URL1738_OK || memcmp(&f, b, sizeof f) != 0)) {
        fprintf(stderr, "    impl %d accepted: full code %d; host %zu+%zu "
                "vs %zu+%zu, path %zu+%zu vs %zu+%zu\n", (int)impl, (int)rb,
                f.host.off, f.host.len, b->host.off, b->host.len,
                f.path.off, f.path.len, b->path.off, b->path.len);
        return 0;
    }
    if (fast < 0 && (rb == URL1738_OK || eb->offset != off)) {
        fprintf(stderr, "    impl %d refused (%d) at %zu: full code %d at "
                "%zu\n", (int)impl, (int)fast, off, (int)rb, eb->offset);
        return 0;
    }
    return file_agrees(impl, p, n, rb, b, took);
}

static int agree_at(const char *p, size_t n);

/* Both parsers on p[0..n); 1 when they agree in everything. The input
 * is copied to a block of exactly n bytes, so that a read past its end
 * shows under the sanitizers. */
static int agree(const char *p, size_t n)
{
    char *q;
    int ok;

    if (p == NULL)
        return agree_at(p, n);
    q = malloc(n ? n : 1);
    if (q == NULL)
        abort();
    memcpy(q, p, n);
    ok = agree_at(q, n);
    free(q);
    return ok;
}

static int agree_at(const char *p, size_t n)
{
    struct url1738_url a, b;
    struct url1738_error ea, eb;
    enum url1738_code ra, rb;
    int ok, k, took = 0;

    /* Same bytes everywhere first, so padding compares equal too. */
    memset(&a, 0xA5, sizeof a);
    memset(&b, 0xA5, sizeof b);
    a.size = b.size = sizeof a;
    ra = url1738_parse(p, n, &a, &ea);
    rb = url1738__parse_full(p, n, &b, &eb);
    compared++;
    ok = ra == rb && ea.code == eb.code && ea.offset == eb.offset
         && strcmp(ea.message, eb.message) == 0
         && memcmp(&a, &b, sizeof a) == 0
         && url1738_valid(p, n) == (rb == URL1738_OK);
    for (k = 0; k < nimpls; k++)
        ok &= fast_agrees(impls[k], p, n, rb, &b, &eb, &took);
    fast_taken += took == URL1738__FAST_OK;
    file_taken += took == URL1738__FAST_OK && n >= 8 && p != NULL
                  && (p[0] | 0x20) == 'f';
    fast_failed += took < 0;
    if (!harness_check(ok, __FILE__, __LINE__, "fast path == full grammar")
        && shown++ < 20) {
        harness_dump("input", p, n);
        fprintf(stderr,
                "    full: code %d offset %zu \"%s\"; parse: code %d "
                "offset %zu \"%s\"\n",
                (int)eb.code, eb.offset, eb.message, (int)ea.code,
                ea.offset, ea.message);
        fprintf(stderr, "    host %zu+%zu vs %zu+%zu, path %zu+%zu vs "
                "%zu+%zu\n", a.host.off, a.host.len, b.host.off, b.host.len,
                a.path.off, a.path.len, b.path.off, b.path.len);
    }
    return ok;
}

/* The edge cases, each on either side of a choice the fast path makes. */
static const char *const edges[] = {
    "http://a", "http://a/", "http://a.b/c?d", "HTTP://EXAMPLE.COM/",
    "hTtP://x.y", "http://", "http:/", "http:", "http://-a/", "http://a-/",
    "http://a--b.c/", "http://a.-b/", "http://a-.b/", "http://a..b/",
    "http://a./", "http://.a/", "http://1.2.3.4/", "http://1.2.3.a/",
    "http://a.1/", "http://a.b1/", "http://1a.b/", "http://256.1.1.1/",
    "http://a:/", "http://a:80", "http://a:80/", "http://a:8a/",
    "http://a:80?x", "http://a?x", "http://a#f", "http://a@b/",
    "http://u:p@h/", "http://a/b?c?d", "http://a/b?c/d", "http://a/b#c",
    "http://a/%41", "http://a/%4", "http://a/%", "http://a/%zz",
    "http://a/b?%41%42", "http://a/b?%4g", "http://a/ b", "http://a/\x80",
    "http://a/b;c:d@e&f=g/h", "http://a/b?;:@&=", "http://a/~",
    "http://a/b?c~", "https://a/", "httpx://a/", "htt://a/",
    "http://a\\b/", "http://a/b\\c", "http://a/b?c|d", "http://a/{}",
    "http://exa_mple.com/", "http://a/../b/./c", "http://A-1.b-2.cc:0/",
    "http://xn--nxasmq6b.com/?q=1&r=2", "https://a", "https://a/",
    "HTTPS://A.B/c?d?e/f", "https://a/~", "https://a/b#c", "https://a:/",
    "https://a:8/x", "https://a@b/", "https://u:p@h/", "https://1.2.3.4/",
    "https://a.1/", "https://a/%4", "https://a/%41?%zz", "https://a-.b/",
    "https:/a", "https:a", "https://", "httpsx://a/", "https://a?b",
    "https://a/b\\c", "http://a/" "0123456789abcdef"
    "0123456789abcdef0123456789abcdef%2f0123456789abcdef?x=y",
    /* file (RFC 1738 3.10): the fast path's shape and its edges */
    "file://a/b", "file:///", "file:///etc/passwd", "FILE://A/B",
    "fIlE://x.y/z", "file://", "file:/", "file:", "file://a",
    "file://node.gypi", "file://a/", "file://localhost/x",
    "file://1.2.3.4/x", "file://1.2.3.a/x", "file://a.1/x", "file://-a/x",
    "file://a-/x", "file://a..b/x", "file://.a/x", "file://a./x",
    "file://a:80/x", "file://a:/x", "file://u@a/x", "file://u:p@a/x",
    "file://a/b;c", "file://a/;", "file://a/b?c", "file://a/?",
    "file://a/b#c", "file://a/%41", "file://a/%4", "file://a/%",
    "file://a/%zz", "file://a/b%3bc", "file://a/ b", "file://a/\x80",
    "file://a/b:c@d&e=f/g", "file://a/~", "file://a/b\\c",
    "file://a_b/c", "file://[::1]/x", "file://a//b", "file:////x",
    "filex://a/b", "fil://a/b", "file:a/b", "file:/a/b",
    "file://benchmark/async_hooks/promises.js",
    "file://a/0123456789abcdef0123456789abcdef0123456789abcdef0123456;",
    "file://a/0123456789abcdef0123456789abcdef0123456789abcdef012345;x",
};

static void load_corpus(const char *name)
{
    char path[512], line[70000];
    FILE *f = harness_open_corpus(name, path, sizeof path);

    if (f == NULL)
        return;
    while (fgets(line, sizeof line, f) != NULL) {
        size_t n = strlen(line);
        if (n > 0 && line[n - 1] == '\n')
            line[--n] = '\0';
        agree(line, n);
        if (n > 8 && memcmp(line, "https://", 8) == 0) {
            memmove(line + 4, line + 5, n - 4); /* "https" -> "http" */
            agree(line, n - 1);
        }
    }
    fclose(f);
}

/* The bytes the fast path decides on, and some it must refuse. */
static const char alphabet[] = "%:/@?#;=.-&~_+aZ09\\ \x7f\x80\x01";

/* Mutates base (n bytes) into buf a few times and compares each. */
static void mutate(const char *base, size_t n, char *buf, size_t cap,
                   int times)
{
    size_t at;
    int k, m;

    for (k = 0; k < times; k++) {
        size_t len = n;
        memcpy(buf, base, n);
        for (m = 0; m < 1 + (int)(rnd() % 3); m++) {
            char ch = alphabet[rnd() % (sizeof alphabet - 1)];
            at = rnd() % (len + 1);
            if (rnd() % 2 == 0 && at < len) {
                buf[at] = ch;
            } else if (len + 1 < cap) {
                memmove(buf + at + 1, buf + at, len - at);
                buf[at] = ch;
                len++;
            }
        }
        agree(buf, len);
    }
}

/* A long http URL of n bytes (n >= 16): a host, then hpath bytes with a
 * "/" and an escape now and then, a search in the last quarter. */
static void long_url(char *d, size_t n)
{
    static const char fill[] = "abcXYZ019$-_.+!*'(),;:@&=";
    size_t i, q = n - n / 4;

    memcpy(d, "http://w.ex-1.org/", 18);
    for (i = 18; i < n; i++) {
        uint32_t r = rnd();
        if (i == q)
            d[i] = '?';
        else if (r % 29 == 0 && i + 3 <= n && (i + 3 <= q || i > q))
            d[i] = '%', d[i + 1] = "0aF9"[r >> 8 & 3],
            d[i + 2] = "7bE"[(r >> 12) % 3], i += 2;
        else if (r % 11 == 1 && i < q)
            d[i] = '/';
        else
            d[i] = fill[(r >> 16) % (sizeof fill - 1)];
    }
}

static void mutations(void)
{
    static const char *const bases[] = {
        "http://www.example.com/a/b/c.html?x=1&y=2",
        "http://a.b-c.org:8080/p;q/r?s",
        "HTTP://x.y/%41/b?c=%7e",
        "http://host/0123456789abcdef0123456789abcdef/x?0123456789abcdef",
        "https://www.example.com/a/b?x=1&y=/2?3",
        "HTTPS://a.b-c.org:443/p;q/r?s=%7e",
    };
    static const size_t longs[] = { 63, 64, 65, 95, 96, 97, 130, 300, 1100 };
    static char big[1201], buf[1300];
    size_t b, at, n;

    for (b = 0; b < sizeof bases / sizeof bases[0]; b++) {
        n = strlen(bases[b]);
        for (at = 0; at <= n; at++)   /* every prefix */
            agree(bases[b], at);
        mutate(bases[b], n, buf, 128, 3000);
    }
    /* Hosts of every length to 70 (stage 1 leaves bytes 32-63 of the
     * host masks to a second step only when bytes 8-31 are all host),
     * with a label boundary near the step's end. */
    for (n = 1; n <= 70; n++)
        for (at = 0; at < 4; at++) {
            size_t len;
            memcpy(buf, "http://", 7);
            memset(buf + 7, at == 3 ? '9' : 'a', n);
            agree(buf, 7 + n);
            memmove(buf + 5, buf + 4, n + 3); /* https: one byte on */
            buf[4] = 's';
            agree(buf, 8 + n);
            memmove(buf + 4, buf + 5, n + 3);
            if (n > 3)
                buf[7 + n - 3] = at == 1 ? '-' : '.';
            len = 7 + n;
            memcpy(buf + len, at == 2 ? ":8/x?y" : "/p/q", at == 2 ? 6 : 4);
            len += at == 2 ? 6 : 4;
            agree(buf, len);
            agree(buf, 7 + n);
            buf[7 + n - 1] = '_';
            agree(buf, len);
        }
    /* Long inputs: the masks of the first 64 bytes, then the runs. */
    for (b = 0; b < sizeof longs / sizeof longs[0]; b++) {
        long_url(big, longs[b]);
        agree(big, longs[b]);
        for (at = longs[b] - 40; at <= longs[b]; at++)
            agree(big, at);
        mutate(big, longs[b], buf, sizeof buf, 600);
        /* the same as https (genericurl: "?" and "/" anywhere) */
        memmove(big + 5, big + 4, longs[b] - 4);
        big[4] = 's';
        agree(big, longs[b] + 1);
        mutate(big, longs[b] + 1, buf, sizeof buf, 300);
    }
}

/* url1738_valid's own reading of the plainest shape (fastpath.c,
 * valid_shape_avx2): inputs of 16 to 140 bytes (in place under 32, two
 * steps to 64, a loop above), each byte in turn replaced by one that
 * ends a host, a path or the shape, as http and as https. */
static void valid_shapes(void)
{
    static const char swap[] = { '%', '?', '~', '.', '-', ':', '/', '@',
                                 '#', '_', 'Z', '5', '\0', '\x80' };
    char buf[160];
    size_t n, at, k, i;
    int https;

    for (https = 0; https < 2; https++)
        for (n = 16; n <= 140; n++) {
            size_t hs = https ? 8 : 7;
            memcpy(buf, https ? "https://" : "http://", hs);
            for (i = hs; i < n; i++) /* "ab.cd.ef" then "/x/..." */
                buf[i] = i < hs + 8 ? "ab.cd.ef"[i - hs]
                         : i == hs + 8 || i % 9 == 0
                             ? '/'
                             : "abcdefghijklmnopqrstuvwxyz"[i % 26];
            agree(buf, n);
            for (at = 0; at < n; at++)
                for (k = 0; k < sizeof swap; k++) {
                    char keep = buf[at];
                    buf[at] = swap[k];
                    agree(buf, n);
                    buf[at] = keep;
                }
        }
}

/* harness_file_shapes's callback: agree() returns a verdict. */
static void agree_file(const char *p, size_t n)
{
    agree(p, n);
}

/* Mutations of file URLs of the common shape, short and long. */
static void file_mutations(void)
{
    /* past the first 64 bytes: the masks, then the run */
    static const char longer[] =
        "file://a.b-c.org/0123456789abcdef0123456789abcdef0123456789abcdef"
        "/lib/internal/x.js";
    static const char *const bases[] = {
        "file://benchmark/async_hooks/promises.js",
        "file:///usr/share/doc/a%20b/copyright",
        "FILE://LocalHost/x:y@z&w=v/", longer,
    };
    static char buf[300];
    size_t b, at, n;

    for (b = 0; b < sizeof bases / sizeof bases[0]; b++) {
        n = strlen(bases[b]);
        for (at = 0; at <= n; at++)
            agree(bases[b], at);
        mutate(bases[b], n, buf, sizeof buf, 3000);
    }
}

void run_tests(void)
{
    size_t k;
    unsigned long before;

    impls[nimpls++] = URL1738__CPU_SCALAR;
    if (url1738__cpu_have(URL1738__CPU_SSSE3))
        impls[nimpls++] = URL1738__CPU_SSSE3;
    if (url1738__cpu_have(URL1738__CPU_AVX2))
        impls[nimpls++] = URL1738__CPU_AVX2;
    printf("t_fastpath: %d stage-1 implementation(s) compared\n", nimpls);
    for (k = 0; k < sizeof edges / sizeof edges[0]; k++)
        agree(edges[k], strlen(edges[k]));
    agree(NULL, 0);
    mutations();
    valid_shapes();
    before = fast_taken;
    load_corpus("kasztp_web.txt");
    /* The corpus is mostly the common shape: a fast path that never
     * fires would pass every comparison and be worth nothing. */
    if (!CHECK(fast_taken - before > 20000))
        fprintf(stderr, "    the fast path took %lu of the corpus\n",
                fast_taken - before);
    harness_file_shapes(agree_file);
    file_mutations();
    before = file_taken;
    load_corpus("node_files.txt");
    /* node_files.txt is file URLs of the common shape (but ~130 with no
     * "/" after the host): the file shape must take most of them. */
    if (!CHECK(file_taken - before > 40000))
        fprintf(stderr, "    the file shape took %lu of node_files.txt\n",
                file_taken - before);
    load_corpus("rfc1738_schemes.txt");
    printf("t_fastpath: %lu inputs compared, %lu accepted (%lu file) and "
           "%lu refused by the fast path\n", compared, fast_taken,
           file_taken, fast_failed);
    if (!CHECK(fast_failed > 1000))
        fprintf(stderr, "    the fast path refused only %lu\n", fast_failed);
}
