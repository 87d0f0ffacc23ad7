/*
 * t_fastpath.c - the fast path (src/fastpath.c) against the full grammar
 * (url1738__parse_full): on every input, url1738_parse() and
 * url1738_valid() give what the full grammar gives (verdict, error code,
 * offset, message, every span), and whenever the fast path accepts, the
 * full grammar accepts with the same decomposition. Inputs: hand-made
 * edge cases, every line of the shared corpora as it is and with
 * "https://" read as "http://", and pseudo-random mutations of them
 * (a byte replaced, inserted or cut off) around the fast path's choices.
 *
 * RFC 1738 5:
 *   httpurl = "http://" hostport [ "/" hpath [ "?" search ]]
 */
#include <stdint.h>
#include <stdlib.h>

#include "harness.h"
#include "fastpath.h"

static unsigned long compared, fast_taken, shown;

/* Both parsers on p[0..n); 1 when they agree in everything. */
static int agree(const char *p, size_t n)
{
    struct url1738_url a, b, f;
    struct url1738_error ea, eb;
    enum url1738_code ra, rb;
    int fast, fast_null, ok;

    /* Same bytes everywhere first, so padding compares equal too. */
    memset(&a, 0xA5, sizeof a);
    memset(&b, 0xA5, sizeof b);
    memset(&f, 0xA5, sizeof f);
    a.size = b.size = f.size = sizeof a;
    ra = url1738_parse(p, n, &a, &ea);
    rb = url1738__parse_full(p, n, &b, &eb);
    fast = url1738__fast_http((const unsigned char *)p, n, &f);
    fast_null = url1738__fast_http((const unsigned char *)p, n, NULL);
    compared++;
    fast_taken += fast != 0;
    ok = ra == rb && ea.code == eb.code && ea.offset == eb.offset
         && strcmp(ea.message, eb.message) == 0
         && memcmp(&a, &b, sizeof a) == 0
         && url1738_valid(p, n) == (rb == URL1738_OK)
         && fast == fast_null
         && (!fast || (rb == URL1738_OK && memcmp(&f, &b, sizeof f) == 0));
    if (!harness_check(ok, __FILE__, __LINE__, "fast path == full grammar")
        && shown++ < 20) {
        harness_dump("input", p, n);
        fprintf(stderr,
                "    full: code %d offset %zu \"%s\"; parse: code %d "
                "offset %zu \"%s\"; fast %d (NULL: %d)\n",
                (int)eb.code, eb.offset, eb.message, (int)ea.code,
                ea.offset, ea.message, fast, fast_null);
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
    "http://xn--nxasmq6b.com/?q=1&r=2", "http://a/" "0123456789abcdef"
    "0123456789abcdef0123456789abcdef%2f0123456789abcdef?x=y",
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

/* A small xorshift: the same mutations on every run. */
static uint32_t rnd_state = 2463534242u;
static uint32_t rnd(void)
{
    rnd_state ^= rnd_state << 13;
    rnd_state ^= rnd_state >> 17;
    rnd_state ^= rnd_state << 5;
    return rnd_state;
}

/* The bytes the fast path decides on, and some it must refuse. */
static const char alphabet[] = "%:/@?#;=.-&~_+aZ09\\ \x7f\x80\x01";

static void mutations(void)
{
    static const char *const bases[] = {
        "http://www.example.com/a/b/c.html?x=1&y=2",
        "http://a.b-c.org:8080/p;q/r?s",
        "HTTP://x.y/%41/b?c=%7e",
        "http://host/0123456789abcdef0123456789abcdef/x?0123456789abcdef",
    };
    char buf[128];
    size_t b, k, n, at;
    int m;

    for (b = 0; b < sizeof bases / sizeof bases[0]; b++) {
        n = strlen(bases[b]);
        for (at = 0; at <= n; at++)   /* every prefix */
            agree(bases[b], at);
        for (k = 0; k < 3000; k++) {
            size_t len = n;
            memcpy(buf, bases[b], n);
            for (m = 0; m < 1 + (int)(rnd() % 3); m++) {
                char ch = alphabet[rnd() % (sizeof alphabet - 1)];
                at = rnd() % (len + 1);
                if (rnd() % 2 == 0 && at < len) {
                    buf[at] = ch;
                } else if (len + 1 < sizeof buf) {
                    memmove(buf + at + 1, buf + at, len - at);
                    buf[at] = ch;
                    len++;
                }
            }
            agree(buf, len);
        }
    }
}

void run_tests(void)
{
    size_t k;
    unsigned long before;

    for (k = 0; k < sizeof edges / sizeof edges[0]; k++)
        agree(edges[k], strlen(edges[k]));
    agree(NULL, 0);
    mutations();
    before = fast_taken;
    load_corpus("kasztp_web.txt");
    /* The corpus is mostly the common shape: a fast path that never
     * fires would pass every comparison and be worth nothing. */
    if (!CHECK(fast_taken - before > 20000))
        fprintf(stderr, "    the fast path took %lu of the corpus\n",
                fast_taken - before);
    load_corpus("node_files.txt");
    load_corpus("rfc1738_schemes.txt");
    printf("t_fastpath: %lu inputs compared, %lu taken by the fast path\n",
           compared, fast_taken);
}
