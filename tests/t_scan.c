/* SPDX-License-Identifier: MIT */
/*
 * t_scan.c - url1738__scan(): exact results on hand-made runs, and the
 * vector paths (SSE2, AVX2) agreeing with the scalar reference on every
 * byte value at every position, and on pseudo-random inputs.
 *
 * RFC 1738 5: uchar = unreserved | escape; escape = "%" hex hex, and the
 * productions built on them (user, fsegment, hsegment, search, fieldname,
 * article, xchar).
 */
#include <stdint.h>
#include <stdlib.h>

#include "harness.h"
#include "grammar/scan.h"

struct result {
    size_t ret;
    enum url1738_code code;
    size_t off;
};

static struct result scan_one(int impl, const char *p, size_t len, size_t i,
                              unsigned prod)
{
    struct url1738_url u = URL1738_URL_INIT;
    struct url1738__ctx c;
    struct result r;

    c.p = (const unsigned char *)p;
    c.len = len;
    c.url = &u;
    c.code = URL1738_OK;
    c.err_off = 0;
    c.msg = "";
    r.ret = impl < 0 ? url1738__scan(&c, i, prod)
                     : url1738__scan_with((enum url1738__cpu)impl, &c,
                                          i, prod);
    r.code = c.code;
    r.off = c.err_off;
    return r;
}

#define NOT_FOUND ((size_t)-1)

static const struct {
    const char *in;
    size_t start;
    unsigned prod;
    size_t want;               /* NOT_FOUND: a bad escape */
    enum url1738_code code;
    size_t off;
} cases[] = {
    /* 5 uchar: unreserved and escapes; reserved characters stop it. */
    { "abc", 0, P_UCHAR, 3, URL1738_OK, 0 },
    { "a%41b c", 0, P_UCHAR, 5, URL1738_OK, 0 },
    { "$-_.+!*'(),x;", 0, P_UCHAR, 12, URL1738_OK, 0 },
    { "ab/cd", 0, P_UCHAR, 2, URL1738_OK, 0 },
    { "ab/cd", 3, P_UCHAR, 5, URL1738_OK, 0 },
    { "", 0, P_UCHAR, 0, URL1738_OK, 0 },
    /* 2.2 escape = "%" hex hex: where a broken one is reported. */
    { "ab%4g", 0, P_UCHAR, NOT_FOUND, URL1738_E_ESCAPE, 4 },
    { "ab%g1", 0, P_UCHAR, NOT_FOUND, URL1738_E_ESCAPE, 3 },
    { "ab%", 0, P_UCHAR, NOT_FOUND, URL1738_E_ESCAPE, 3 },
    { "ab%4", 0, P_UCHAR, NOT_FOUND, URL1738_E_ESCAPE, 4 },
    { "%aF%Af", 0, P_UCHAR, 6, URL1738_OK, 0 },
    /* 3.1 user/password: ; ? & = allowed; : @ / stop. */
    { "u;?&=x:p@h", 0, P_USER, 6, URL1738_OK, 0 },
    /* 3.2.2 fsegment: ? : @ & = allowed; ; and / stop. */
    { "a?:@&=b;type=i", 0, P_FSEG, 7, URL1738_OK, 0 },
    /* 3.3 hsegment: ; : @ & = allowed; / and ? stop. */
    { "a;:@&=b/c?d", 0, P_HSEG, 7, URL1738_OK, 0 },
    /* 3.11 fieldname/fieldvalue: ? : @ & allowed; ; = / stop. */
    { "a?:@&b=c", 0, P_FIELD, 6, URL1738_OK, 0 },
    { "a?b;c", 0, P_FIELD, 3, URL1738_OK, 0 },
    /* 3.6 article: ; / ? : & = allowed; @ stops. */
    { "x;/?:&=y@host", 0, P_ARTICLE, 8, URL1738_OK, 0 },
    /* Whole paths: fpath/ppath (fsegment and "/"), hpath (hsegment and
     * "/"); ";" ends an fpath (";type="), "?" an hpath (search). */
    { "a/b?:@&=/c;type=a", 0, P_FPATH, 10, URL1738_OK, 0 },
    { "//a//b//", 0, P_FPATH, 8, URL1738_OK, 0 },
    { "a/b;c:@&=/d?q", 0, P_HPATH, 11, URL1738_OK, 0 },
    { "abcdefghijklmnop/rstuvwxyz/0123456789/ABCDEFGHIJ;x", 0, P_FPATH, 48,
      URL1738_OK, 0 },
    { "abcdefghijklmnop/rstuvwxyz/0123456789/ABCDEFGHIJ?x", 0, P_HPATH, 48,
      URL1738_OK, 0 },
    /* 5 xchar: every reserved character; # < > " space stop. */
    { "a;/?:@&=b#c", 0, P_XCHAR, 9, URL1738_OK, 0 },
    /* Long runs (the vector paths' whole steps and their last step). */
    { "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ#", 0, P_XCHAR, 46,
      URL1738_OK, 0 },
    { "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ", 0, P_XCHAR, 46,
      URL1738_OK, 0 },
    { "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ", 40, P_XCHAR, 46,
      URL1738_OK, 0 },
    { "abcdefghijklmnop%41rstuvwxyz0123456789ABC\x80zz", 0, P_UCHAR, 41,
      URL1738_OK, 0 },
    { "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGH%4", 0, P_UCHAR,
      NOT_FOUND, URL1738_E_ESCAPE, 46 },
    { "abcdefghijklmnopqrstuvwxyz01234567\x7f""9ABCDEFGHIJ", 3, P_HSEG, 34,
      URL1738_OK, 0 },
    { "abcdefghijklmnopqrstuvwxyz012345678{9ABCDEFGHIJ", 30, P_FSEG, 35,
      URL1738_OK, 0 },
    /* A class the vector paths do not know: newsgroup names (3.6). */
    { "comp.lang-c+_x!", 0, P_GROUP, 14, URL1738_OK, 0 },
};

static void test_cases(void)
{
    size_t k;
    int impl;

    for (k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        size_t len = strlen(cases[k].in);
        for (impl = -1; impl <= URL1738__CPU_AVX2; impl++) {
            struct result r = scan_one(impl, cases[k].in, len,
                                       cases[k].start, cases[k].prod);
            CHECK_EQ_INT(r.ret, cases[k].want);
            CHECK_EQ_INT(r.code, cases[k].code);
            CHECK_EQ_INT(r.off, cases[k].off);
        }
    }
}

static const unsigned classes[] = { P_UCHAR,   P_USER,  P_FSEG,  P_HSEG,
                                    P_FIELD,   P_ARTICLE, P_XCHAR, P_GROUP,
                                    P_FPATH,   P_HPATH, P3_REGNAME,
                                    P3_USERINFO, P3_PATH, P3_SEGNC };

static int same(struct result a, struct result b)
{
    return a.ret == b.ret && a.code == b.code && a.off == b.off;
}

/* Every byte value, at every position of runs of 1 to 66 bytes, from
 * several starting offsets: all paths must agree with the scalar one. */
static void test_every_byte(void)
{
    char buf[96];
    size_t cl;
    unsigned b;
    int impl;

    for (cl = 0; cl < sizeof classes / sizeof classes[0]; cl++) {
        for (b = 0; b < 256; b++) {
            int agree[3] = { 1, 1, 1 };
            size_t len, pos, start;
            for (len = 1; len <= 66; len++) {
                for (pos = 0; pos < len; pos++) {
                    memset(buf, 'x', len);
                    buf[pos] = (char)b;
                    for (start = 0; start <= pos; start += 13) {
                        struct result ref =
                            scan_one(URL1738__CPU_SCALAR, buf, len, start,
                                     classes[cl]);
                        /* A member byte is skipped, any other stops. */
                        size_t want = url1738__is((unsigned char)b,
                                                  classes[cl])
                                          ? len
                                          : pos;
                        if (b == '%')
                            want = NOT_FOUND; /* "%xx" is no escape */
                        agree[0] &= ref.ret == want;
                        for (impl = 1; impl <= 2; impl++)
                            agree[impl] &= same(
                                ref, scan_one(impl, buf, len, start,
                                              classes[cl]))
                                && same(ref, scan_one(-1, buf, len, start,
                                                      classes[cl]));
                    }
                }
            }
            CHECK(agree[0]);
            CHECK(agree[1]);
            CHECK(agree[2]);
        }
    }
}

/* Pseudo-random inputs mixing members, escapes (good and broken) and
 * stray bytes, up to 300 bytes: the paths agree on every one. */
static void test_random(void)
{
    static const char pool[] = "abcXYZ019%%%AfG;/?:@&=$-_.+!*'(),#<> ";
    uint32_t x = 2463534242u;
    char buf[300];
    int round, n, agree;
    size_t cl;

    for (round = 0; round < 100; round++) {
        agree = 1;
        for (n = 0; n < 500; n++) {
            size_t len, k, start;
            x ^= x << 13, x ^= x >> 17, x ^= x << 5;
            len = x % sizeof buf;
            for (k = 0; k < len; k++) {
                x ^= x << 13, x ^= x >> 17, x ^= x << 5;
                /* Mostly letters, so that runs get long. */
                buf[k] = (x & 0xf00) < 0xc00 ? (char)('a' + x % 26)
                         : (x & 0xff) < 250  ? pool[x % (sizeof pool - 1)]
                                             : (char)(x >> 24);
            }
            start = len ? x % len : 0;
            for (cl = 0; cl < sizeof classes / sizeof classes[0]; cl++) {
                struct result ref = scan_one(URL1738__CPU_SCALAR, buf, len,
                                             start, classes[cl]);
                agree &= same(ref, scan_one(URL1738__CPU_SSE2, buf, len,
                                            start, classes[cl]));
                agree &= same(ref, scan_one(URL1738__CPU_SSSE3, buf, len,
                                            start, classes[cl]));
                agree &= same(ref, scan_one(URL1738__CPU_AVX2, buf, len,
                                            start, classes[cl]));
                agree &= same(ref, scan_one(-1, buf, len, start,
                                            classes[cl]));
            }
        }
        CHECK(agree);
    }
}

/* url1738__stops64 (the encoder's mask of up to 64 bytes): the scalar
 * path against the definition (a byte is a stop when a run of its class
 * from it is empty), every level and the dispatched one against the
 * scalar path, on every byte value at every position of every length
 * 0-64 over two backgrounds (a member byte, and '%'), and on 20,000
 * random strings. Each input ends its own allocation (ASan sees a read
 * past it). */
static int stops_agree(const unsigned char *p, size_t n, int run)
{
    uint64_t ref = url1738__stops64_with(URL1738__CPU_SCALAR, p, n,
                                         (enum url1738__run)run),
             def = 0;
    size_t k;

    for (k = 0; k < n; k++)
        if (url1738__run_with(URL1738__CPU_SCALAR, p + k, 1, 0,
                              (enum url1738__run)run) == 0)
            def |= (uint64_t)1 << k;
    if (ref != def
        || url1738__stops64_with(URL1738__CPU_SSSE3, p, n,
                                 (enum url1738__run)run) != ref
        || url1738__stops64_with(URL1738__CPU_AVX2, p, n,
                                 (enum url1738__run)run) != ref
        || url1738__stops64(p, n, (enum url1738__run)run) != ref) {
        printf("stops64 run %d \"%.*s\" (%zu bytes): definition %llx, "
               "scalar %llx, ssse3 %llx, avx2 %llx\n", run, (int)n,
               (const char *)p, n, (unsigned long long)def,
               (unsigned long long)ref,
               (unsigned long long)url1738__stops64_with(
                   URL1738__CPU_SSSE3, p, n, (enum url1738__run)run),
               (unsigned long long)url1738__stops64_with(
                   URL1738__CPU_AVX2, p, n, (enum url1738__run)run));
        return 0;
    }
    return 1;
}

static void test_stops64(void)
{
    static const char pool[] = "aZ09%~?/;:@&=#[ \x80";
    static const char backgrounds[] = "x%";
    unsigned char *buf[65];
    uint32_t x = 88172645u;
    size_t n, pos, bg, k;
    unsigned b;
    int run, bad = 0, i;

    for (n = 0; n <= 64; n++)
        buf[n] = malloc(n ? n : 1);
    for (run = 0; run < URL1738__RUNS && bad < 3; run++)
        for (n = 0; n <= 64; n++)
            for (bg = 0; bg < 2; bg++)
                for (pos = 0; pos < n; pos++)
                    for (b = 0; b < 256; b++) {
                        memset(buf[n], backgrounds[bg], n);
                        buf[n][pos] = (unsigned char)b;
                        bad += !stops_agree(buf[n], n, run);
                    }
    for (i = 0; i < 20000; i++) {
        x ^= x << 13, x ^= x >> 17, x ^= x << 5;
        n = x % 65;
        for (k = 0; k < n; k++) {
            x ^= x << 13, x ^= x >> 17, x ^= x << 5;
            buf[n][k] = (unsigned char)((x & 0xf00) < 0x800
                                            ? (unsigned char)pool[x % (sizeof pool - 1)]
                                            : (unsigned char)(x >> 24));
        }
        for (run = 0; run < URL1738__RUNS; run++)
            bad += !stops_agree(buf[n], n, run);
    }
    for (n = 0; n <= 64; n++)
        free(buf[n]);
    CHECK_EQ_INT(bad, 0);
}

void run_tests(void)
{
    /* The scalar path always exists; the others when the machine has
     * them (otherwise scan_with falls back, and the checks still hold). */
    CHECK(url1738__cpu_have(URL1738__CPU_SCALAR));
    if (!url1738__cpu_have(URL1738__CPU_AVX2))
        fprintf(stderr, "t_scan: no AVX2 here, its path is not exercised\n");
    test_cases();
    test_every_byte();
    test_random();
    test_stops64();
}
