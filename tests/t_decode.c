/* SPDX-License-Identifier: MIT */
/*
 * t_decode.c - url1738_decode and url1738_decode_span (2.2: escape =
 * "%" hex hex, either case): results, capacities around the needed size,
 * malformed escapes with their offsets, NUL bytes.
 */
#include <string.h>

#include "harness.h"

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

void run_tests(void)
{
    test_table();
    test_capacity();
    test_span();
    test_all_escapes();
}
