/* SPDX-License-Identifier: MIT */
/*
 * t_fast3986.c - the RFC 3986 reading's fast path (src/simd/fastpath3986.c)
 * against its plain reading (url1738__parse_spec_plain): on every input,
 * url1738_parse_spec() and url1738_valid_spec() give what the plain
 * reading gives (verdict, error code, offset, message, every span, the
 * scheme's RFC 1738 parts), under URI and URI-reference; whenever the
 * fast path accepts, the plain reading accepts with the same struct; and
 * the plain reading's RFC 1738 parts are url1738_parse()'s. Inputs:
 * hand-made edge cases, every line of the corpora (tests/data/urls), and
 * pseudo-random mutations of them (a byte replaced, inserted or cut off)
 * around the fast path's choices, at the 64-byte block edges too, and
 * URLs of some kilobytes. The fast path must also fire: on most of each
 * corpus.
 *
 * RFC 3986 appendix A:
 *   URI       = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 *   hier-part = "//" authority path-abempty / path-absolute
 *             / path-rootless / path-empty
 */
#include <stdint.h>
#include <stdlib.h>

#include "harness.h"
#include "simd/fastpath3986.h"

static unsigned long compared, fast_taken, web_taken, file_taken, shown;

static void show(const char *what, const char *p, size_t n,
                 const struct url1738_url *a, const struct url1738_url *b,
                 const struct url1738_error *ea,
                 const struct url1738_error *eb)
{
    if (shown++ >= 20)
        return;
    fprintf(stderr, "    %s\n", what);
    harness_dump("input", p, n);
    fprintf(stderr,
            "    plain: code %d offset %zu \"%s\"; optimized: code %d "
            "offset %zu \"%s\"\n",
            (int)eb->code, eb->offset, eb->message, (int)ea->code,
            ea->offset, ea->message);
    fprintf(stderr,
            "    host %zu+%zu vs %zu+%zu, port %zu+%zu vs %zu+%zu, path "
            "%zu+%zu vs %zu+%zu, query %zu+%zu vs %zu+%zu, parts_of %d vs "
            "%d, host_type %d vs %d, default_port %u vs %u\n",
            a->host.off, a->host.len, b->host.off, b->host.len, a->port.off,
            a->port.len, b->port.off, b->port.len, a->path.off, a->path.len,
            b->path.off, b->path.len, a->query.off, a->query.len,
            b->query.off, b->query.len, (int)a->parts_of, (int)b->parts_of,
            (int)a->host_type, (int)b->host_type, a->default_port,
            b->default_port);
}

/* The plain reading's RFC 1738 parts against url1738_parse()'s: the
 * scheme's own production on the same bytes. */
/* Both absent, both empty, or the same bytes (written again here from
 * the rule in rfc3986.c, so the test does not take the code's word). */
static int same_part(struct url1738_span a, struct url1738_span b)
{
    if (a.off == URL1738_ABSENT || b.off == URL1738_ABSENT)
        return a.off == b.off;
    return a.len == b.len && (a.len == 0 || a.off == b.off);
}

static int parts_agree(const char *p, size_t n, const struct url1738_url *b)
{
    struct url1738_url r;
    enum url1738_code rc;

    if (b->scheme_id == URL1738_SCHEME_NONE
        || b->scheme_id == URL1738_SCHEME_OTHER
        || b->scheme_id == URL1738_SCHEME_HTTP)
        return 1;
    memset(&r, 0xA5, sizeof r);
    r.size = sizeof r;
    rc = url1738_parse(p, n, &r, NULL);
    if (rc != URL1738_OK)
        return b->parts_of == URL1738_SCHEME_NONE;
    /* RFC 1738 reads another host ("ftp://u?x@h/f": h, not u): no parts. */
    if (!same_part(r.host, b->host) || !same_part(r.port, b->port))
        return b->parts_of == URL1738_SCHEME_NONE;
    return b->parts_of == b->scheme_id
           && memcmp(&r.u, &b->u, sizeof r.u) == 0;
}

/* The file shape on stage 1's RFC 1738 masks (fastpath3986.c,
 * url1738__fast_file3986_with) with stage 1's implementation impl: what
 * it accepts the plain reading accepts with the same struct (rb, *b), and
 * it decides as the scalar one did (*v0, set when first). */
static int file_agrees(enum url1738__cpu impl, int first, const char *p,
                       size_t n, enum url1738_spec spec,
                       enum url1738_code rb, const struct url1738_url *b,
                       int *v0)
{
    struct url1738_url w;
    int v;

    memset(&w, 0xA5, sizeof w);
    w.size = sizeof w;
    v = url1738__fast_file3986_with(impl, (const unsigned char *)p, n, spec,
                                    &w);
    if (first) {
        *v0 = v;
        file_taken += v != 0;
    }
    if (harness_check(v == *v0
                          && (v != 1 || (rb == URL1738_OK
                                         && memcmp(&w, b, sizeof w) == 0))
                          && url1738__fast_file3986_with(
                                 impl, (const unsigned char *)p, n, spec,
                                 NULL) == v,
                      __FILE__, __LINE__,
                      "the file masks' verdict == plain reading"))
        return 1;
    fprintf(stderr, "    stage 1 implementation %d: %d, the scalar one %d; "
            "plain: code %d; host %zu+%zu vs %zu+%zu, path %zu+%zu vs "
            "%zu+%zu, fpath %zu+%zu vs %zu+%zu, parts_of %d vs %d\n",
            (int)impl, v, *v0, (int)rb, w.host.off, w.host.len,
            b->host.off, b->host.len, w.path.off, w.path.len, b->path.off,
            b->path.len, w.u.file.fpath.off, w.u.file.fpath.len,
            b->u.file.fpath.off, b->u.file.fpath.len, (int)w.parts_of,
            (int)b->parts_of);
    harness_dump("input", p, n);
    return 0;
}

/* The http(s) shape on stage 1's RFC 3986 masks, with every stage-1
 * implementation on this machine: each decides the same, and what it
 * decides is the plain reading's (rb, *b, *eb): valid with the same
 * struct, or invalid at the same byte; the file shape too
 * (file_agrees). */
static int web_agrees(const char *p, size_t n, enum url1738_spec spec,
                      enum url1738_code rb, const struct url1738_url *b,
                      const struct url1738_error *eb)
{
    static const enum url1738__cpu impls[] = {
        URL1738__CPU_SCALAR, URL1738__CPU_SSSE3, URL1738__CPU_AVX2
    };
    struct url1738_url w;
    size_t k, off, off0 = 0;
    int v, v0 = 0, fv0 = 0, ok = 1;

    for (k = 0; k < sizeof impls / sizeof impls[0]; k++) {
        if (!url1738__cpu_have(impls[k]))
            continue;
        if (!file_agrees(impls[k], k == 0, p, n, spec, rb, b, &fv0))
            return 0;
        memset(&w, 0xA5, sizeof w);
        w.size = sizeof w;
        off = 0;
        v = url1738__fast_web3986_with(impls[k], (const unsigned char *)p, n,
                                       spec, &w, &off);
        if (k == 0) {
            v0 = v;
            off0 = off;
            web_taken += v != 0;
        }
        ok &= v == v0 && off == off0
              && (v != 1 || (rb == URL1738_OK
                             && memcmp(&w, b, sizeof w) == 0))
              && (v != -1 || (rb != URL1738_OK && eb->offset == off))
              && url1738__fast_web3986_with(impls[k],
                                            (const unsigned char *)p, n,
                                            spec, NULL, &off) == v;
        if (!harness_check(ok, __FILE__, __LINE__,
                           "the http(s) masks' verdict == plain reading")) {
            fprintf(stderr, "    stage 1 implementation %d: %d at %zu, "
                    "the scalar one %d at %zu; plain: code %d offset %zu\n",
                    (int)impls[k], v, off, v0, off0, (int)rb, eb->offset);
            harness_dump("input", p, n);
            return 0;
        }
    }
    return ok;
}

/* Both readings of p[0..n) under spec; 1 when they agree in everything. */
static int agree_spec(const char *p, size_t n, enum url1738_spec spec)
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
    ra = url1738_parse_spec(p, n, spec, &a, &ea);
    rb = url1738__parse_spec_plain(p, n, spec, &b, &eb);
    fast = url1738__fast3986((const unsigned char *)p, n, spec, &f);
    fast_null = url1738__fast3986((const unsigned char *)p, n, spec, NULL);
    compared++;
    fast_taken += fast != 0;
    ok = ra == rb && ea.code == eb.code && ea.offset == eb.offset
         && strcmp(ea.message, eb.message) == 0
         && memcmp(&a, &b, sizeof a) == 0
         && url1738_valid_spec(p, n, spec) == (rb == URL1738_OK)
         && (!fast || (rb == URL1738_OK && memcmp(&f, &b, sizeof f) == 0))
         /* without a struct the fast path may take more (any scheme),
          * never less, and never a URL the plain reading refuses */
         && (!fast_null || rb == URL1738_OK) && (!fast || fast_null);
    if (!harness_check(ok, __FILE__, __LINE__,
                       "optimized RFC 3986 reading == plain reading"))
        show(fast ? "(the fast path took it)" : "(the fast path declined)",
             p, n, &a, &b, &ea, &eb);
    ok &= web_agrees(p, n, spec, rb, &b, &eb);
    if (rb == URL1738_OK
        && !harness_check(parts_agree(p, n, &b), __FILE__, __LINE__,
                          "plain RFC 1738 parts == url1738_parse()'s"))
        show("(RFC 1738 parts)", p, n, &a, &b, &ea, &eb);
    return ok;
}

static void agree(const char *p, size_t n)
{
    /* In a buffer of exactly n bytes, so that a sanitizer build (make
     * test-sanitize) catches any read past the input's end. */
    char *q = calloc(n > 0 ? n : 1, 1);

    if (q == NULL) {
        CHECK(q != NULL);
        return;
    }
    if (n > 0)
        memcpy(q, p, n);
    agree_spec(p == NULL ? NULL : q, n, URL1738_SPEC_RFC3986);
    agree_spec(p == NULL ? NULL : q, n, URL1738_SPEC_RFC3986_REFERENCE);
    free(q);
}

/* The edge cases, each on either side of a choice the fast path makes. */
static const char *const edges[] = {
    "", "a", "a:", "1a:b", "a:b", "A+.-b:c", "http://a", "https://a/",
    "HTTPS://A:443/b?c#d", "http:", "http:x", "http:/x", "http://",
    "http:///x", "http://a:/", "http://a:8a/", "http://a:80?q", "http://a#f",
    "http://a?q#f", "http://a/b?c?d#e?f/g", "http://a/b#c#d",
    "http://u@h/", "http://u:p@h:1/", "http://[::1]/", "http://[v1.x]/",
    "http://a[/", "http://a]/", "http://a/[", "http://a/~u", "http://a~b/",
    "http://a/%41", "http://a/%4", "http://a/%", "http://a/%zz",
    "http://a/b?%4g", "http://%41/", "http://a:%31/", "http://1.2.3.4/",
    "http://1.2.3.256/", "http://01.2.3.4/", "http://a b/", "http://a/ b",
    "http://a/\x80", "foo://a_b/", "foo://a!$&'()*+,;=/", "foo:a:b",
    "foo:/a:b", "foo://", "foo:", "foo:#", "foo:?", "foo:?#", "a:%",
    /* file (3.10): "file://" [ host | "localhost" ] "/" fpath */
    "file:///", "file:///etc/hosts", "file://localhost/x", "file://h",
    "file://h/", "file://h:/x", "file://h:1/x", "file://:1/x", "file:/x",
    "file:x", "file://h?x", "file://h#x", "file://h/a?b", "file://h/a#b",
    "file://h/a;b", "file://h/a~b", "file://a_b/x", "file://-a/x",
    "file://a-/x", "file://a..b/x", "file://a./x", "file://.a/x",
    "file://1.2.3.4/x", "file://1.2.3/x", "file://1.2.3.4.5/x",
    "file://a.1/x", "file://a.1b/x", "file://1a.b/x", "file://a-b.c-d/x",
    "file://a%41/x", "file://h/%41;type=a", "file:///a/b/c/%7e",
    "FILE://H/X", "file://node.gypi", "file://benchmark/v8/get-stats.js",
    /* ftp (3.2): "ftp://" login [ "/" fpath [ ";type=" ftptype ]] */
    "ftp://h", "ftp://h/", "ftp://h:21/a/b", "ftp://h:/a", "ftp://:21/a",
    "ftp:///a", "ftp://h/a;type=i", "ftp://h/a;type=I", "ftp://h/a;type=x",
    "ftp://h/a;type=", "ftp://h/a;type=ii", "ftp://h/a;typo=i",
    "ftp://h/a;b;type=i", "ftp://h/a?b;type=d", "ftp://h/a#b",
    "ftp://h/a~b", "ftp://h?x", "ftp://h?x@y/", "ftp://a?b@h/", "ftp://h#x",
    "ftp://u@h/", "ftp://u:p@h/", "ftp://h/a@b", "ftp://1.2.3.4/",
    "ftp://a_b/", "ftp:h", "ftp:/h",
    /* userinfo: RFC 1738's login where the scheme has one */
    "ftp://u:p@h/", "ftp://u:p:q@h/", "ftp://u~x@h/", "ftp://u@h?x",
    "ftp://u@h#x", "ftp://a@b@c/", "ftp://u@[::1]/", "ftp://%41@h/",
    "ftp://u;x&y=z@h/", "ftp://u?x@h/", "ftp://@h/", "ftp://:@h/",
    "ftp://u@/x", "ftp://u@h:/x", "ftp://u@h:21", "ftp://u@a_b/",
    "ftp://u%4@h/", "ftp://u!$'()*+,@h/", "telnet://u:p@h:23/",
    "telnet://u@h", "telnet://u@h/x", "file://u@h/x", "gopher://u@h/1",
    "http://u:p@h/", "https://u@h:443/?q#f", "foo://u:p:q@h:1/p",
    "mailto://u@h",
    /* gopher (3.4) */
    "gopher://h", "gopher://h/", "gopher://h:70/1", "gopher://h/1sel",
    "gopher://h/%31sel", "gopher://h/1a%09b", "gopher://h/1a%09b%09c",
    "gopher://h/1a%09b%09c%09d", "gopher://h/%09%09%09",
    "gopher://h/1a%0", "gopher://h/1~", "gopher://h/1#", "gopher://h?x",
    "gopher://h#x", "gopher://h:/", "gopher://a_b/", "gopher:h",
    /* telnet (3.8): "telnet://" login [ "/" ] */
    "telnet://h", "telnet://h/", "telnet://h/x", "telnet://h:23",
    "telnet://h:23/", "telnet://h?x", "telnet://h#x", "telnet://u:p@h/",
    "telnet://h//", "telnet:h",
    /* mailto (3.5): "mailto:" 1*xchar */
    "mailto:", "mailto:a@b", "mailto:a@b?subject=x", "mailto:a@b#x",
    "mailto:a~b@c", "mailto:%41@b", "mailto://a", "mailto:?",
    /* the schemes the fast path leaves to the plain reading */
    "news:comp.x", "news:*", "news:a@b", "nntp://h/g/1", "wais://h/d?s",
    "prospero://h/p;a=b",
};

static void agree_line(const char *line, size_t n, void *ctx)
{
    (void)ctx;
    agree(line, n);
}

static void load_corpus(const char *name, double at_least, double web,
                        double file)
{
    unsigned long before = fast_taken, web_before = web_taken, lines;
    unsigned long file_before = file_taken;

    lines = harness_each_line(name, agree_line, NULL);
    if (lines == 0) /* a missing corpus: harness_open_corpus failed */
        return;
    /* A fast path that never fires would pass every comparison and be
     * worth nothing: it must take most lines (both specs: 2 per line). */
    if (!CHECK((double)(fast_taken - before) >= at_least * 2.0 * lines))
        fprintf(stderr, "    %s: the fast path took %lu of %lu\n", name,
                fast_taken - before, 2 * lines);
    /* so must the http(s) masks' path on a corpus of web URLs */
    if (!CHECK((double)(web_taken - web_before) >= web * 2.0 * lines))
        fprintf(stderr, "    %s: the http(s) masks decided %lu of %lu\n",
                name, web_taken - web_before, 2 * lines);
    /* and the file masks' on a corpus of file URLs */
    if (!CHECK((double)(file_taken - file_before) >= file * 2.0 * lines))
        fprintf(stderr, "    %s: the file masks took %lu of %lu\n", name,
                file_taken - file_before, 2 * lines);
}

/* The bytes the fast path decides on, and some it must refuse. */
static const char alphabet[] = "%:/@?#;=.-&~_+!$'()*,aZ09AIDaid[]\\ \"{|}"
                               "\x7f\x80\x01\t";

static void mutate(const char *base, size_t n, unsigned count)
{
    harness_mutate(base, n, count, alphabet, agree);
}

static void mutations(void)
{
    static const char *const bases[] = {
        "https://www.example.com/a/b/c.html?x=1&y=2#frag",
        "http://a.b-c.org:8080/p;q/r?s",
        "file://benchmark/async_hooks/gc-tracking.js",
        "file:///usr/lib/x%20y/z",
        "ftp://ftp.is.co.za:21/rfc/rfc1808.txt;type=a",
        "gopher://boombox.micro.umn.edu:70/11/gopher%09x%09y",
        "telnet://1.2.3.4:23/",
        "mailto:John.Doe@example.com?subject=hi",
        "foo://example.com:8042/over/there?name=ferret#nose",
        "urn:example:animal:ferret:nose",
        "ftp://myname:pw@host.dom:21/%2Fetc/motd;type=a",
        "telnet://user:password@host:23/",
    };
    /* Around the 64-byte block edges and the longest input it takes. */
    static const size_t sizes[] = { 62, 63, 64, 65, 127, 128, 129,
                                    190, 191, 192, 193 };
    char buf[256];
    size_t b, k;

    for (b = 0; b < sizeof bases / sizeof bases[0]; b++)
        mutate(bases[b], strlen(bases[b]), 3000);
    for (b = 0; b < sizeof sizes / sizeof sizes[0]; b++) {
        static const char *const heads[] = { "file://h/", "ftp://h.x/",
                                             "https://a.b/", "mailto:" };
        for (k = 0; k < sizeof heads / sizeof heads[0]; k++) {
            size_t h = strlen(heads[k]), i;
            memcpy(buf, heads[k], h);
            for (i = h; i < sizes[b]; i++)
                buf[i] = "abc/d.e%41"[i % 10];
            /* no escape cut by the end */
            if (buf[sizes[b] - 1] == '%' || buf[sizes[b] - 2] == '%')
                buf[sizes[b] - 1] = buf[sizes[b] - 2] = 'x';
            mutate(buf, sizes[b], 300);
        }
    }
    /* Every byte value at every place of a short URL of each scheme. */
    for (b = 0; b < sizeof bases / sizeof bases[0]; b++) {
        size_t n = strlen(bases[b]), at;
        int ch;
        for (at = 0; at < n; at += 3)
            for (ch = 0; ch < 256; ch++) {
                memcpy(buf, bases[b], n);
                buf[at] = (char)ch;
                agree(buf, n);
            }
    }
}

/* Long URLs (no length limit on the fast path): every shape above with
 * a path of some kilobytes, and a bad or deciding byte near the end. */
static void long_urls(void)
{
    static const char *const heads[] = { "file://h/", "ftp://h/",
                                         "https://a.b/", "mailto:",
                                         "gopher://h/1", "foo://h/" };
    static const char *const tails[] = { "", "?q", "#f", ";type=a", "~",
                                         "%41", "%4", "[", " ", "?a?b#c" };
    static char buf[9000];
    size_t h, t, len, i;

    for (h = 0; h < sizeof heads / sizeof heads[0]; h++)
        for (t = 0; t < sizeof tails / sizeof tails[0]; t++)
            for (len = 100; len < 8500; len += 2100) {
                size_t hl = strlen(heads[h]), tl = strlen(tails[t]);
                memcpy(buf, heads[h], hl);
                for (i = hl; i < len; i++)
                    buf[i] = "ab/c.d-e_f%20"[i % 13];
                if (buf[len - 1] == '%' || buf[len - 2] == '%')
                    buf[len - 1] = buf[len - 2] = 'x';
                memcpy(buf + len, tails[t], tl);
                agree(buf, len + tl);
            }
}

/* Every scheme of the one table (src/grammar/schemes.c), in upper and
 * lower case: the fast paths' own scheme names (fastpath3986.c's
 * name_id, kept as packed words for speed) and default ports must be the
 * table's, which the plain reading asks. */
static void every_scheme(void)
{
    static const char *const tails[] = { "://h/p", "://h:1/p?q#f", ":x",
                                         "://u@h/" };
    char buf[64];
    int id;
    size_t t, k;

    for (id = 0; id < 64; id++) {
        const char *name = url1738_scheme_name((enum url1738_scheme)id);
        if (id == 63)
            name = "https";
        if (name == NULL)
            continue;
        CHECK((int)url1738_scheme_lookup(name, strlen(name)) == id || id == 63);
        for (t = 0; t < sizeof tails / sizeof tails[0]; t++) {
            size_t n = strlen(name);
            for (k = 0; k < n; k++)   /* "FtP": both cases */
                buf[k] = (char)(k % 2 ? name[k] : name[k] - ('a' - 'A'));
            memcpy(buf + n, tails[t], strlen(tails[t]) + 1);
            agree(buf, strlen(buf));
        }
    }
}

void run_tests(void)
{
    size_t k;

    every_scheme();

    for (k = 0; k < sizeof edges / sizeof edges[0]; k++)
        agree(edges[k], strlen(edges[k]));
    agree(NULL, 0);
    mutations();
    long_urls();
    harness_file_shapes(agree);
    load_corpus("kasztp_web.txt", 0.95, 0.99, 0);
    load_corpus("node_files.txt", 0.95, 0, 0.95);
    load_corpus("rfc1738_schemes.txt", 0.90, 0, 0);
    printf("t_fast3986: %lu inputs compared, %lu taken by the fast path, "
           "%lu decided on the http(s) masks, %lu on the file masks\n",
           compared, fast_taken, web_taken, file_taken);
}
