/* SPDX-License-Identifier: MIT */
/*
 * t_decode.c - url1738_decode and url1738_decode_span (2.2: escape =
 * "%" hex hex, either case): results, capacities around the needed size,
 * malformed escapes with their offsets, NUL bytes; the block scan (the
 * common case: the buffer holds the result) against the plain decoder
 * (url1738__decode_plain) over the corpora, generated inputs of every
 * length 0-80 with escapes at every position, every byte value at every
 * position of lengths 1-33, and mutations.
 */
#include <string.h>

#include "harness.h"
#include "grammar/write.h"

static const struct {
    const char *in;
    size_t in_len;
    const char *out;      /* decoded bytes (may hold NUL) */
    size_t out_len;
    enum url1738_code code;
    size_t offset;        /* of the bad byte, for E_ESCAPE */
} cases[] = {
#define IN(s) s, sizeof s - 1
#define OUT(s) s, sizeof s - 1
    { IN(""), OUT(""), URL1738_OK, 0 },
    { IN("abc"), OUT("abc"), URL1738_OK, 0 },
    { IN("%41"), OUT("A"), URL1738_OK, 0 },
    { IN("%7e%7E"), OUT("~~"), URL1738_OK, 0 },
    { IN("%2Fetc/motd"), OUT("/etc/motd"), URL1738_OK, 0 },
    { IN("a%2fb"), OUT("a/b"), URL1738_OK, 0 },
    { IN("%00"), OUT("\0"), URL1738_OK, 0 },
    { IN("a%00b"), OUT("a\0b"), URL1738_OK, 0 },
    { IN("a\0b"), OUT("a\0b"), URL1738_OK, 0 },
    { IN("%ff%FF%80"), OUT("\xff\xff\x80"), URL1738_OK, 0 },
    { IN("%09%0D%0A"), OUT("\t\r\n"), URL1738_OK, 0 },
    { IN("%2525"), OUT("%25"), URL1738_OK, 0 },
    { IN("%aB%Cd"), OUT("\xab\xcd"), URL1738_OK, 0 },
    { IN("a b+c"), OUT("a b+c"), URL1738_OK, 0 },
    { IN("%20%20%20"), OUT("   "), URL1738_OK, 0 },
    { IN("%"), OUT(""), URL1738_E_ESCAPE, 1 },
    { IN("%4"), OUT(""), URL1738_E_ESCAPE, 2 },
    { IN("%g1"), OUT(""), URL1738_E_ESCAPE, 1 },
    { IN("%4g"), OUT(""), URL1738_E_ESCAPE, 2 },
    { IN("ab%"), OUT(""), URL1738_E_ESCAPE, 3 },
    { IN("ab%x"), OUT(""), URL1738_E_ESCAPE, 3 },
    { IN("%41%"), OUT(""), URL1738_E_ESCAPE, 4 },
    { IN("%41%4"), OUT(""), URL1738_E_ESCAPE, 5 },
    { IN("%%41"), OUT(""), URL1738_E_ESCAPE, 1 },
    { IN("% 1"), OUT(""), URL1738_E_ESCAPE, 1 },
    { IN("%\0" "0"), OUT(""), URL1738_E_ESCAPE, 1 },
    { IN("%0\0"), OUT(""), URL1738_E_ESCAPE, 2 },
    { IN("x%-1"), OUT(""), URL1738_E_ESCAPE, 2 },
    { IN("%G0"), OUT(""), URL1738_E_ESCAPE, 1 },
#undef IN
#undef OUT
};

static void test_table(void)
{
    size_t k;
    char buf[64];

    for (k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        size_t need = 999;
        struct url1738_error err;
        enum url1738_code rc;

        memset(buf, '#', sizeof buf);
        rc = url1738_decode(cases[k].in, cases[k].in_len, buf, sizeof buf,
                            &need, &err);
        CHECK_EQ_INT(rc, cases[k].code);
        CHECK_EQ_INT(err.code, cases[k].code);
        if (rc == URL1738_OK) {
            CHECK_EQ_MEM(buf, need, cases[k].out, cases[k].out_len);
            CHECK_EQ_INT(buf[need], '\0');
        } else {
            CHECK_EQ_INT(err.offset, cases[k].offset);
            CHECK_EQ_STR(err.message, strlen(err.message),
                         "expected two hexadecimal digits after '%'");
        }
        /* A size query gives the same verdict without writing. */
        rc = url1738_decode(cases[k].in, cases[k].in_len, NULL, 0, &need,
                            NULL);
        CHECK_EQ_INT(rc, cases[k].code == URL1738_OK && cases[k].out_len > 0
                             ? URL1738_E_NOSPACE
                             : cases[k].code);
        if (cases[k].code == URL1738_OK)
            CHECK_EQ_INT(need, cases[k].out_len);
    }
}

/* cap = 0, need - 1, need, need + 1 (2.2: "%2Fetc" decodes to 4 bytes). */
static void test_capacity(void)
{
    static const char in[] = "%2Fetc%00x";  /* "/etc\0x": 6 bytes */
    char buf[16];
    size_t need = 0;
    struct url1738_error err;

    memset(buf, '#', sizeof buf);
    CHECK_EQ_INT(url1738_decode(in, 10, buf, 0, &need, &err),
                 URL1738_E_NOSPACE);
    CHECK_EQ_INT(need, 6);
    CHECK_EQ_INT(err.code, URL1738_E_NOSPACE);
    CHECK_EQ_INT(buf[0], '#');          /* cap 0 writes nothing */

    memset(buf, '#', sizeof buf);
    CHECK_EQ_INT(url1738_decode(in, 10, buf, 5, &need, NULL),
                 URL1738_E_NOSPACE);
    CHECK_EQ_INT(need, 6);
    CHECK_EQ_MEM(buf, 5, "/etc\0", 5);  /* the first cap bytes */
    CHECK_EQ_INT(buf[5], '#');

    memset(buf, '#', sizeof buf);
    CHECK_EQ_INT(url1738_decode(in, 10, buf, 6, &need, NULL), URL1738_OK);
    CHECK_EQ_MEM(buf, 6, "/etc\0x", 6);
    CHECK_EQ_INT(buf[6], '#');          /* no room for the terminator */

    memset(buf, '#', sizeof buf);
    CHECK_EQ_INT(url1738_decode(in, 10, buf, 7, &need, NULL), URL1738_OK);
    CHECK_EQ_MEM(buf, 7, "/etc\0x\0", 7);
    CHECK_EQ_INT(buf[7], '#');

    /* need may be NULL; src may be NULL when len is 0. */
    CHECK_EQ_INT(url1738_decode(in, 10, buf, sizeof buf, NULL, NULL),
                 URL1738_OK);
    CHECK_EQ_INT(url1738_decode(NULL, 0, buf, sizeof buf, &need, NULL),
                 URL1738_OK);
    CHECK_EQ_INT(need, 0);
    CHECK_EQ_INT(buf[0], '\0');
    CHECK_EQ_INT(url1738_decode(NULL, 0, NULL, 0, &need, NULL), URL1738_OK);
    CHECK_EQ_INT(need, 0);
    /* Only len bytes are read. */
    CHECK_EQ_INT(url1738_decode("ab%4", 2, buf, sizeof buf, &need, NULL),
                 URL1738_OK);
    CHECK_EQ_MEM(buf, need, "ab", 2);
}

static void test_span(void)
{
    static const char p[] = "ftp://h/a%20b/%zz";
    struct url1738_span s;
    struct url1738_error err;
    char buf[16];
    size_t need = 99;

    s.off = 8;
    s.len = 5;
    CHECK_EQ_INT(url1738_decode_span(p, s, buf, sizeof buf, &need, &err),
                 URL1738_OK);
    CHECK_EQ_MEM(buf, need, "a b", 3);
    s.off = URL1738_ABSENT;
    s.len = 0;
    need = 99;
    CHECK_EQ_INT(url1738_decode_span(p, s, buf, sizeof buf, &need, &err),
                 URL1738_OK);
    CHECK_EQ_INT(need, 0);
    CHECK_EQ_INT(buf[0], '\0');
    /* Error offsets are relative to p, not to the span. */
    s.off = 14;
    s.len = 3;
    CHECK_EQ_INT(url1738_decode_span(p, s, buf, sizeof buf, &need, &err),
                 URL1738_E_ESCAPE);
    CHECK_EQ_INT(err.offset, 15);
    s.off = 8;
    s.len = 0;
    CHECK_EQ_INT(url1738_decode_span(p, s, buf, sizeof buf, &need, &err),
                 URL1738_OK);
    CHECK_EQ_INT(need, 0);
    s.len = 5;
    CHECK_EQ_INT(url1738_decode_span(p, s, buf, 2, &need, &err),
                 URL1738_E_NOSPACE);
    CHECK_EQ_INT(need, 3);
}

/* Every escape "%XY" of every byte value, both cases of hex digit. */
static void test_all_escapes(void)
{
    static const char hex[] = "0123456789ABCDEF";
    unsigned b;

    for (b = 0; b < 256; b++) {
        char in[6], out[4];
        size_t need = 0;

        in[0] = '%';
        in[1] = hex[b >> 4];
        in[2] = hex[b & 15];
        in[3] = '%';
        in[4] = (char)(hex[b >> 4] | 0x20); /* lower case, digits kept */
        in[5] = (char)(hex[b & 15] | 0x20);
        CHECK_EQ_INT(url1738_decode(in, 6, out, sizeof out, &need, NULL),
                     URL1738_OK);
        CHECK(need == 2 && (unsigned char)out[0] == b
              && (unsigned char)out[1] == b);
    }
}

/* One input through both: the same code, need, offset and result (its
 * bytes and NUL; after a failure the empty string: what lies past it is
 * not promised), for every capacity from len - 2 to len + 2 (the block
 * scan takes cap > len); nothing written past cap. Returns 0 when they
 * agree. */
static int same_as_plain(const char *in, size_t len)
{
    static char a[4200], b[4200];
    size_t cap, na, nb;
    struct url1738_error ea, eb;
    enum url1738_code ra, rb;

    if (len + 3 + 16 > sizeof a)
        return 0;
    for (cap = len > 2 ? len - 2 : 0; cap <= len + 2; cap++) {
        memset(a, 0x5a, sizeof a);
        memset(b, 0x5a, sizeof b);
        ra = url1738_decode(in, len, cap ? a : NULL, cap, &na, &ea);
        rb = url1738__decode_plain(in, len, cap ? b : NULL, cap, &nb, &eb);
        size_t keep = ra != URL1738_OK ? (cap > 0)
                      : na < cap ? na + 1 : cap;
        if (ra != rb || na != nb || ea.code != eb.code
            || ea.offset != eb.offset || memcmp(a, b, keep) != 0
            || memcmp(a + cap, b + cap, sizeof a - cap) != 0
            || (cap < sizeof a && (unsigned char)a[cap] != 0x5a)) {
            harness_dump("input", in, len);
            fprintf(stderr, "  cap %zu: code %d/%d need %zu/%zu\n", cap,
                    (int)ra, (int)rb, na, nb);
            return 1;
        }
    }
    return 0;
}

static void test_block_scan(void)
{
    static char line[4096];
    char buf[512], path[4096];
    const char *corpora[] = { "kasztp_web.txt", "node_files.txt" };
    const char alpha[] = "%%%4aF/b0gz\0";
    unsigned long inputs = 0, bad = 0, x = 12345;
    size_t len, k, pos, c;

    for (c = 0; c < 2; c++) {
        FILE *in = harness_open_corpus(corpora[c], path, sizeof path);
        if (in == NULL)
            continue;
        while (fgets(line, sizeof line, in) != NULL) {
            len = strlen(line);
            while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
                len--;
            inputs++;
            if (bad < 5)
                bad += (unsigned long)same_as_plain(line, len);
            /* a mutation: one byte made '%' */
            if (len > 0) {
                x = x * 6364136223846793005ul + 1442695040888963407ul;
                pos = (size_t)(x >> 33) % len;
                line[pos] = '%';
                inputs++;
                if (bad < 5)
                    bad += (unsigned long)same_as_plain(line, len);
            }
        }
        fclose(in);
    }
    /* every length 0-80: plain, one escape at every position, a broken
     * one at every position, and random bytes of a small alphabet */
    for (len = 0; len <= 80 || len == 255 || len == 256 || len == 257;
         len = len == 80 ? 255 : len + 1) {
        memset(buf, 'a', len);
        inputs++;
        bad += (unsigned long)same_as_plain(buf, len);
        for (pos = 0; pos < len; pos++) {
            memset(buf, 'a', len);
            memcpy(buf + pos, "%4F", len - pos < 3 ? len - pos : 3);
            inputs++;
            bad += (unsigned long)same_as_plain(buf, len);
            memset(buf, 'b', len);
            memcpy(buf + pos, "%4g", len - pos < 3 ? len - pos : 3);
            inputs++;
            bad += (unsigned long)same_as_plain(buf, len);
        }
        for (k = 0; k < 40; k++) {
            for (pos = 0; pos < len; pos++) {
                x = x * 6364136223846793005ul + 1442695040888963407ul;
                buf[pos] = alpha[(x >> 33) % (sizeof alpha - 1)];
            }
            inputs++;
            bad += (unsigned long)same_as_plain(buf, len);
        }
        if (bad > 5)
            break;
    }
    /* every byte value at every position of lengths 1-33 (the no-'%'
     * copy's word, its 8-byte moves up to 32 bytes, its 16-byte moves
     * from 33) */
    for (len = 1; len <= 33 && bad <= 5; len++)
        for (pos = 0; pos < len; pos++)
            for (c = 0; c < 256; c++) {
                memset(buf, 'a', len);
                buf[pos] = (char)c;
                inputs++;
                bad += (unsigned long)same_as_plain(buf, len);
            }
    CHECK(inputs > 90000);
    CHECK_EQ_INT(bad, 0);
}

void run_tests(void)
{
    test_table();
    test_block_scan();
    test_capacity();
    test_span();
    test_all_escapes();
}
