/* SPDX-License-Identifier: MIT */
/*
 * t_fastnorm.c - the forward normalizers held to the plain ones (issue
 * 30): url1738_normalize_spec() and url1738_equivalent_spec() under both
 * readings (normalize.c, normalize3986.c: stage 1's escape and
 * dot-segment scan, whole runs copied, short forms compared in buffers)
 * against the byte cursors they replaced (url1738__normalize1738_plain,
 * url1738__equivalent1738_plain, url1738__normalize3986_plain,
 * url1738__equivalent3986_plain): the code, *need, the bytes, the error
 * (code, offset, message) alike, on the three corpora, their lines with
 * the scheme and host upper-cased, their letters' case flipped at random
 * (in scheme and host, and anywhere), pseudo-random mutations of them (dot
 * segments, escapes, case, ports, every byte class), long URIs on both
 * sides of the comparison buffers, and every cap from 0 to need + 1 for
 * some of them (the size-query rule). Also stage 1's url1738__stage1_segdot
 * against its scalar reference at every start on random inputs, and
 * normalize3986.c's filter in front of it against its definition.
 */
#include <stdint.h>
#include <stdlib.h>
#include <sys/types.h>

#include "harness.h"
#include "grammar/cpu.h"
#include "ops/normalize.h"
#include "simd/stage1.h"

/* The harness's one pseudo-random stream (the same inputs every run). */
static uint32_t rnd(void)
{
    return harness_rnd();
}

static unsigned long n_inputs, n_valid, n_caps, n_equiv;

#define OUT 8192

/* One input, one reading: fast and plain agree on everything. With
 * caps, every cap from 0 to need + 1 too. Returns 1 when they agree. */
static int same_normalize(const char *p, size_t n, enum url1738_spec spec,
                          int caps)
{
    static char a[OUT + 1], b[OUT + 1];
    struct url1738_error ea, eb;
    enum url1738_code ra, rb;
    size_t na = 7, nb = 9, cap, top;
    int ok;

    ra = url1738_normalize_spec(p, n, spec, a, OUT, &na, &ea);
    rb = spec == URL1738_SPEC_RFC1738
             ? url1738__normalize1738_plain(p, n, b, OUT, &nb, &eb)
             : url1738__normalize3986_plain(p, n, b, OUT, &nb, &eb);
    ok = ra == rb && na == nb && ea.code == eb.code
         && ea.offset == eb.offset && strcmp(ea.message, eb.message) == 0
         && (ra != URL1738_OK || memcmp(a, b, na) == 0);
    n_inputs++;
    n_valid += ra == URL1738_OK;
    top = ra == URL1738_OK && na < 600 ? na + 1 : 0;
    for (cap = 0; caps && ok && cap <= top; cap++) {
        memset(a, '#', cap + 1);
        memset(b, '#', cap + 1);
        ra = url1738_normalize_spec(p, n, spec, cap ? a : NULL, cap, &na,
                                    &ea);
        rb = spec == URL1738_SPEC_RFC1738
                 ? url1738__normalize1738_plain(p, n, cap ? b : NULL, cap,
                                                &nb, &eb)
                 : url1738__normalize3986_plain(p, n, cap ? b : NULL, cap,
                                                &nb, &eb);
        ok = ra == rb && na == nb && ea.code == eb.code
             && memcmp(a, b, cap + 1) == 0;
        n_caps++;
    }
    if (!ok) {
        fprintf(stderr, "    normalize under %s, cap %zu: fast %d need %zu"
                " (%s), plain %d need %zu (%s)\n",
                spec == URL1738_SPEC_RFC1738 ? "RFC 1738" : "RFC 3986", cap,
                ra, na, ea.message, rb, nb, eb.message);
        harness_dump("input", p, n);
        if (ra == URL1738_OK)
            harness_dump("fast", a, na < OUT ? na : OUT);
        if (rb == URL1738_OK)
            harness_dump("plain", b, nb < OUT ? nb : OUT);
    }
    return ok;
}

static int same_equivalent(const char *x, size_t xn, const char *y,
                           size_t yn, enum url1738_spec spec)
{
    struct url1738_error ea, eb;
    int ra, rb, ok;

    ra = url1738_equivalent_spec(x, xn, y, yn, spec, &ea);
    rb = spec == URL1738_SPEC_RFC1738
             ? url1738__equivalent1738_plain(x, xn, y, yn, &eb)
             : url1738__equivalent3986_plain(x, xn, y, yn, &eb);
    ok = ra == rb && ea.code == eb.code && ea.offset == eb.offset
         && strcmp(ea.message, eb.message) == 0;
    n_equiv++;
    if (!ok) {
        fprintf(stderr, "    equivalent under %s: fast %d (%s @%zu), "
                "plain %d (%s @%zu)\n",
                spec == URL1738_SPEC_RFC1738 ? "RFC 1738" : "RFC 3986", ra,
                ea.message, ea.offset, rb, eb.message, eb.offset);
        harness_dump("a", x, xn);
        harness_dump("b", y, yn);
    }
    return ok;
}

/* Both readings, normalize and equivalent (with itself and with v). */
static int same_all(const char *p, size_t n, const char *v, size_t vn,
                    int caps)
{
    int ok = 1, s;

    for (s = 0; s < 2; s++) {
        enum url1738_spec spec = s ? URL1738_SPEC_RFC3986
                                   : URL1738_SPEC_RFC1738;
        ok &= same_normalize(p, n, spec, caps);
        ok &= same_equivalent(p, n, p, n, spec);
        ok &= same_equivalent(p, n, v, vn, spec);
        ok &= same_equivalent(v, vn, p, n, spec);
    }
    return ok;
}

/* The scheme and the host (as far as the first "/" after "//")
 * upper-cased: equivalent under both readings when p is valid. */
static size_t upcase(const char *p, size_t n, char *v)
{
    size_t i, slashes = 0;

    memcpy(v, p, n);
    for (i = 0; i < n; i++) {
        if (v[i] == '/' && ++slashes == 3)
            break;
        if (v[i] >= 'a' && v[i] <= 'z')
            v[i] = (char)(v[i] - 32);
    }
    return n;
}

/* Letters of p with their case flipped at random: one in two up to the
 * third "/" (the scheme and the host, mostly), one in eight after it
 * when anywhere is set. Such a URL is equivalent to p when only its
 * scheme and host changed, and may or may not be otherwise ("%2f" and
 * "%2F" are, "/A" and "/a" are not): url1738__same_but_case's ground. */
static size_t flipcase(const char *p, size_t n, char *v, int anywhere)
{
    size_t i, slashes = 0;

    memcpy(v, p, n);
    for (i = 0; i < n; i++) {
        unsigned c = (unsigned char)v[i];
        if (c == '/')
            slashes++;
        if (((c | 0x20) >= 'a' && (c | 0x20) <= 'z')
            && (slashes < 3 ? rnd() % 2 == 0
                            : anywhere && rnd() % 8 == 0))
            v[i] = (char)(c ^ 0x20);
    }
    return n;
}

/* x against y under both readings, both ways. */
static int same_equivalent_both(const char *x, size_t xn, const char *y,
                                size_t yn)
{
    int ok = 1, s;

    for (s = 0; s < 2; s++) {
        enum url1738_spec spec = s ? URL1738_SPEC_RFC3986
                                   : URL1738_SPEC_RFC1738;
        ok &= same_equivalent(x, xn, y, yn, spec);
        ok &= same_equivalent(y, yn, x, xn, spec);
    }
    return ok;
}

/* Inserts, replaces or deletes a few pieces that normalization cares
 * about. */
static size_t mutate(const char *p, size_t n, char *d, size_t cap)
{
    static const char *const piece[] = {
        "/", ".", "./", "../", "/.", "/..", "%2e", "%2E", "%7e", "%7E",
        "%41", "%3a", "%2f", "%25", "%", "A", "Z", "~", ":", ":80", ":0",
        ":443", ":0080", "@", "?", "#", "[", "]", "//", "x", "\xc3\xa9",
        " ", "%zz", ";", "=", "&", "-", "_",
        /* an escape after "/" that may be of "." (the forward writer
         * stops there) and that is not */
        "/%2e", "/%2E.", "/%2F", "/%20", "/%61", "%2e%2e/",
    };
    size_t len = n < cap / 2 ? n : cap / 2, k, at, m;

    memcpy(d, p, len);
    for (k = 0, m = 1 + rnd() % 4; k < m; k++) {
        const char *s = piece[rnd() % (sizeof piece / sizeof piece[0])];
        size_t sl = strlen(s);
        at = len > 0 ? rnd() % (len + 1) : 0;
        switch (rnd() % 3) {
        case 0: /* insert */
            if (len + sl >= cap)
                break;
            memmove(d + at + sl, d + at, len - at);
            memcpy(d + at, s, sl);
            len += sl;
            break;
        case 1: /* replace one byte */
            if (at < len && len + sl < cap) {
                memmove(d + at + sl, d + at + 1, len - at - 1);
                memcpy(d + at, s, sl);
                len += sl - 1;
            }
            break;
        default: /* delete one byte */
            if (at < len) {
                memmove(d + at, d + at + 1, len - at - 1);
                len--;
            }
        }
    }
    return len;
}

static void corpus(const char *file, unsigned long min_lines)
{
    char path[512], *line = NULL, v[4096], m[4096];
    size_t cap = 0, n, vn, mn;
    ssize_t got;
    unsigned long lines = 0, bad = 0;
    FILE *f = harness_open_corpus(file, path, sizeof path);
    int k;

    if (f == NULL)
        return;         /* counted as a failure */
    while ((got = getline(&line, &cap, f)) >= 0) {
        n = (size_t)got;
        while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
            n--;
        if (n > 2000)
            continue;
        lines++;
        vn = upcase(line, n, v);
        if (!CHECK(same_all(line, n, v, vn, lines % 97 == 0)) && ++bad > 10)
            break;
        for (k = 0; k < 2; k++) {
            vn = flipcase(line, n, v, k);
            if (!CHECK(same_equivalent_both(line, n, v, vn)) && ++bad > 10)
                break;
        }
        for (k = 0; k < 2; k++) {
            mn = mutate(line, n, m, sizeof m);
            if (!CHECK(same_all(m, mn, line, n, lines % 53 == 0))
                && ++bad > 10)
                break;
        }
    }
    free(line);
    fclose(f);
    if (!CHECK(lines >= min_lines))
        fprintf(stderr, "    %s: %lu lines, wanted at least %lu\n", path,
                lines, min_lines);
}

/* Long URIs: runs of dot-segments, escapes and plain bytes of 100 to
 * 3000 bytes, on both sides of the comparison buffers (512 bytes). */
static void longs(void)
{
    static const char *const pre[] = { "http://H.example:80", "x:",
                                       "FILE:///", "https://h" };
    static const char *const unit[] = { "/a", "/.", "/..", "/%41", "/%2e",
                                        "/%2E%2e", "/b%7e", "/C" };
    static char u[4096], v[4096];
    size_t n, vn, target, i;
    unsigned r;

    for (r = 0; r < 400; r++) {
        const char *pp = pre[r % 4];
        n = strlen(pp);
        memcpy(u, pp, n);
        target = 100 + rnd() % 3000;
        while (n < target) {
            const char *s = unit[rnd() % 8];
            memcpy(u + n, s, strlen(s));
            n += strlen(s);
        }
        if (r % 3 == 0)
            u[n++] = '?', u[n++] = '%', u[n++] = '7', u[n++] = 'e';
        vn = upcase(u, n, v);
        CHECK(same_all(u, n, v, vn, r % 50 == 0));
        for (i = 0; i < 3; i++) {
            vn = mutate(u, n, v, sizeof v);
            CHECK(same_all(u, n, v, vn, 0));
        }
    }
}

/* url1738__stage1_segdot: every implementation, every start, random
 * inputs of 0-100 bytes at the very end of a buffer. */
static void segdot(void)
{
    static const char alphabet[] = "/.%a/..%2e";
    unsigned char buf[256];
    size_t n, i, k, got, want;
    int pg, pw, r, impl;

    for (r = 0; r < 3000; r++) {
        n = rnd() % 101;
        unsigned char *p = buf + sizeof buf - n;
        for (k = 0; k < n; k++)
            p[k] = (unsigned char)alphabet[rnd() % (sizeof alphabet - 1)];
        for (impl = 0; impl < 2; impl++)
            for (i = 0; i <= n; i++) {
                pg = pw = 0;
                got = url1738__stage1_segdot_with(
                    impl ? URL1738__CPU_SSE2 : URL1738__CPU_SCALAR, p, n, i,
                    &pg);
                want = url1738__stage1_segdot_with(URL1738__CPU_SCALAR, p, n,
                                                   i, &pw);
                if (!CHECK(got == want && pg == pw)) {
                    fprintf(stderr, "    segdot impl %d start %zu: got %zu "
                            "(%d), wanted %zu (%d)\n", impl, i, got, pg, want,
                            pw);
                    harness_dump("input", (const char *)p, n);
                    return;
                }
                pg = 0;
                CHECK(url1738__stage1_segdot(p, n, i, &pg) == want
                      && pg == pw);
            }
    }
}

/* normalize3986.c's filter at each vector level this CPU runs
 * (url1738__scan_filter_with: AVX2 32 bytes a step, SSE2 16) and the one
 * dispatched (url1738__scan_filter) against its byte-at-a-time
 * definition: random strings of 0-140 bytes of a small alphabet ("/", ".", "%", "2"
 * and others), each ending at the end of the buffer, and every single
 * "/." "/%" "/%2" "%" "%2" in a run of "a" at every position of lengths
 * 0-140, alone and (up to 80 bytes) with a second "%" at every later
 * position. */
static void filter_at(int level)
{
    static const char alphabet[] = "/.%a/..b2%2";
    static const char *const one[] = { "/.", "/%", "/%2", "%", "%2", "/",
                                       "." };
    char buf[256];
    size_t n, k, o, sl, j;
    int pg, pw, cg, cw, r;

    for (r = 0; r < 40000; r++) {
        n = rnd() % 141;
        char *p = buf + sizeof buf - n;
        for (k = 0; k < n; k++)
            p[k] = alphabet[rnd() % (sizeof alphabet - 1)];
        if (r % 4 == 0)     /* few "%": the first one further in */
            for (k = 0; k < n; k++)
                if (p[k] == '%' && rnd() % 8 != 0)
                    p[k] = 'c';
        cg = level < 0 ? url1738__scan_filter(p, n, &pg)
                       : url1738__scan_filter_with(level, p, n, &pg);
        cw = url1738__scan_filter_plain(p, n, &pw);
        if (!CHECK(cg == cw && pg == pw)) {
            fprintf(stderr, "    scan_filter (level %d): got %d (%%: %d), "
                    "wanted %d (%%: %d)\n", level, cg, pg, cw, pw);
            harness_dump("input", p, n);
            return;
        }
    }
    for (o = 0; o < sizeof one / sizeof one[0]; o++)
        for (n = 0; n <= 140; n++)
            for (k = 0; k + (sl = strlen(one[o])) <= n; k++)
                for (j = n > 80 ? n : k + sl; j <= n; j++) {
                    char *p = buf + sizeof buf - n;
                    memset(p, 'a', n);
                    memcpy(p + k, one[o], sl);
                    if (j < n)
                        p[j] = '%';
                    cg = level < 0
                             ? url1738__scan_filter(p, n, &pg)
                             : url1738__scan_filter_with(level, p, n, &pg);
                    cw = url1738__scan_filter_plain(p, n, &pw);
                    if (!CHECK(cg == cw && pg == pw)) {
                        fprintf(stderr, "    scan_filter (level %d): \"%s\" "
                                "at %zu of %zu, %% at %zu: got %d (%%: %d), "
                                "wanted %d (%%: %d)\n",
                                level, one[o], k, n, j, cg, pg, cw, pw);
                        return;
                    }
                }
}

/* Every level this CPU runs, then the dispatched one (-1). */
static void filter(void)
{
    int level;

    for (level = URL1738__CPU_SCALAR; level <= URL1738__CPU_AVX2; level++)
        if (url1738__cpu_have((enum url1738__cpu)level))
            filter_at(level);
    filter_at(-1);
}

/* url1738_encode_spec under RFC 3986 (runs copied whole, stage 1's runs
 * for path, query and fragment): the result is each byte encoded alone,
 * one after the other, and decodes back to the input. Inputs: random
 * bytes, 0-300 of them, many of them "%" and delimiters. */
static void encode_runs(void)
{
    static const enum url1738_part part[] = {
        URL1738_PART_USERINFO, URL1738_PART_REG_NAME, URL1738_PART_SEGMENT,
        URL1738_PART_SEGMENT_NZ_NC, URL1738_PART_PATH, URL1738_PART_QUERY,
        URL1738_PART_FRAGMENT,
    };
    static char in[512], out[2048], one[8], back[512];
    size_t n, k, on, bn, need, at, pi;
    unsigned r;
    int bad = 0;

    for (r = 0; r < 20000 && bad < 5; r++) {
        n = rnd() % 301;
        for (k = 0; k < n; k++) {
            unsigned x = rnd();
            in[k] = (char)(x % 4 == 0 ? "%/?a~:@!#[ "[x / 4 % 11]
                                      : (int)(x >> 8 & 255));
        }
        pi = r % (sizeof part / sizeof part[0]);
        if (!CHECK(url1738_encode_spec(URL1738_SPEC_RFC3986, part[pi], in, n,
                                       out, sizeof out, &on)
                   == URL1738_OK)) {
            bad++;
            continue;
        }
        /* byte by byte, the same */
        for (k = 0, at = 0; k < n; k++) {
            url1738_encode_spec(URL1738_SPEC_RFC3986, part[pi], in + k, 1,
                                one, sizeof one, &need);
            if (at + need > on || memcmp(out + at, one, need) != 0)
                break;
            at += need;
        }
        if (!CHECK(k == n && at == on
                   && url1738_decode(out, on, back, sizeof back, &bn, NULL)
                          == URL1738_OK
                   && bn == n && memcmp(back, in, n) == 0)) {
            fprintf(stderr, "    encode part %zu\n", pi);
            harness_dump("input", in, n);
            harness_dump("encoded", out, on);
            bad++;
        }
    }
}

void run_tests(void)
{
    encode_runs();
    segdot();
    filter();
    corpus("kasztp_web.txt", 40000);
    corpus("node_files.txt", 40000);
    corpus("rfc1738_schemes.txt", 1000);
    longs();
    CHECK(n_valid > 100000);
    fprintf(stderr, "  %lu inputs (%lu valid), %lu caps, %lu comparisons\n",
            n_inputs, n_valid, n_caps, n_equiv);
}
