/* SPDX-License-Identifier: MIT */
/*
 * t_chars.c - url1738_class() for all 256 byte values against the
 * character classes of RFC 1738 section 5 (and 2.2 for controls and bytes
 * outside US-ASCII), written out here by hand as the RFC lists them, so
 * that neither side is computed from the other: not from the library's
 * bit values, nor from its composite macros (URL1738_C_ALPHA,
 * URL1738_C_UNRESERVED), which are checked against the lists too.
 */
#include <string.h>

#include "harness.h"

/* RFC 1738 section 5, one line per production, as printed there. */
static const struct {
    const char *name;
    unsigned bit;          /* the library's flag for it */
    const char *members;   /* every member, printable ones written out */
    size_t count;          /* how many the RFC lists                   */
} classes[] = {
    { "lowalpha", URL1738_C_LOWALPHA, "abcdefghijklmnopqrstuvwxyz", 26 },
    { "hialpha", URL1738_C_HIALPHA, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 26 },
    { "alpha", URL1738_C_ALPHA,
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", 52 },
    { "digit", URL1738_C_DIGIT, "0123456789", 10 },
    { "safe", URL1738_C_SAFE, "$-_.+", 5 },
    { "extra", URL1738_C_EXTRA, "!*'(),", 6 },
    { "national", URL1738_C_NATIONAL, "{}|\\^~[]`", 9 },
    { "punctuation", URL1738_C_PUNCT, "<>#%\"", 5 },
    { "reserved", URL1738_C_RESERVED, ";/?:@&=", 7 },
    { "hex", URL1738_C_HEX, "0123456789ABCDEFabcdef", 22 },
    /* unreserved = alpha | digit | safe | extra */
    { "unreserved", URL1738_C_UNRESERVED,
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
      "$-_.+!*'(),", 73 },
    { "space", URL1738_C_SPACE, " ", 1 },
};

/* 2.2: "octets 00-1F and 7F hexadecimal" and "80-FF hexadecimal". */
static int is_control(unsigned c)
{
    return c <= 0x1F || c == 0x7F;
}

static int member(const char *set, unsigned c)
{
    return c != 0 && strchr(set, (int)c) != NULL;
}

void run_tests(void)
{
    unsigned c;
    size_t k, n;

    for (k = 0; k < sizeof classes / sizeof classes[0]; k++) {
        CHECK_EQ_INT(strlen(classes[k].members), classes[k].count);
        for (c = 0, n = 0; c < 256; c++) {
            /* A composite (alpha, unreserved) is a union of bits. */
            int got = (url1738_class((unsigned char)c) & classes[k].bit)
                      != 0;
            int want = member(classes[k].members, c);
            n += got;
            if (!harness_check(got == want, __FILE__, __LINE__,
                               "class membership"))
                fprintf(stderr, "    byte 0x%02X in %s: wanted %d, got %d\n",
                        c, classes[k].name, want, got);
        }
        CHECK_EQ_INT(n, classes[k].count);
    }
    for (c = 0; c < 256; c++) {
        unsigned got = url1738_class((unsigned char)c);
        CHECK_EQ_INT(!!(got & URL1738_C_CONTROL), is_control(c));
        CHECK_EQ_INT(!!(got & URL1738_C_HIGH), c >= 0x80);
        /* Every byte is exactly one of: unreserved, reserved, national,
         * punctuation, control, space, not US-ASCII (2.2, 5). */
        CHECK_EQ_INT(!!(got & URL1738_C_UNRESERVED)
                         + !!(got & URL1738_C_RESERVED)
                         + !!(got & URL1738_C_NATIONAL)
                         + !!(got & URL1738_C_PUNCT)
                         + !!(got & URL1738_C_CONTROL)
                         + !!(got & URL1738_C_SPACE)
                         + !!(got & URL1738_C_HIGH),
                     1);
    }
    /* A few by name, as 2.2 discusses them. */
    CHECK(url1738_class('%') & URL1738_C_PUNCT);
    CHECK(url1738_class('~') & URL1738_C_NATIONAL);
    CHECK(!(url1738_class('~') & URL1738_C_UNRESERVED));
    CHECK(url1738_class('f') & URL1738_C_HEX);
    CHECK(!(url1738_class('g') & URL1738_C_HEX));
}
