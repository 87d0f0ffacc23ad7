/*
 * t_chars.c - url1738_class() for all 256 byte values against a naive
 * reading of the character classes of RFC 1738 section 5 (and 2.2 for
 * controls and bytes outside US-ASCII).
 */
#include <string.h>

#include "harness.h"

static int among(unsigned c, const char *set)
{
    return c != 0 && strchr(set, (int)c) != NULL;
}

static unsigned naive_class(unsigned c)
{
    unsigned bits = 0;

    if (among(c, "abcdefghijklmnopqrstuvwxyz"))
        bits |= URL1738_C_LOWALPHA;
    if (among(c, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
        bits |= URL1738_C_HIALPHA;
    if (among(c, "0123456789"))
        bits |= URL1738_C_DIGIT;
    if (among(c, "$-_.+"))
        bits |= URL1738_C_SAFE;
    if (among(c, "!*'(),"))
        bits |= URL1738_C_EXTRA;
    if (among(c, "{}|\\^~[]`"))
        bits |= URL1738_C_NATIONAL;
    if (among(c, "<>#%\""))
        bits |= URL1738_C_PUNCT;
    if (among(c, ";/?:@&="))
        bits |= URL1738_C_RESERVED;
    if (among(c, "0123456789ABCDEFabcdef"))
        bits |= URL1738_C_HEX;
    if (c <= 0x1f || c == 0x7f)
        bits |= URL1738_C_CONTROL;
    if (c >= 0x80)
        bits |= URL1738_C_HIGH;
    if (c == 0x20)
        bits |= URL1738_C_SPACE;
    return bits;
}

void run_tests(void)
{
    unsigned c, counts[12] = { 0 }, k;
    /* How many bytes each class holds, counted from the RFC's lists. */
    static const unsigned want[12] = { 26, 26, 10, 5, 6, 9, 5, 7, 22, 33,
                                       128, 1 };

    for (c = 0; c < 256; c++) {
        unsigned got = url1738_class((unsigned char)c);

        if (got != naive_class(c))
            fprintf(stderr, "byte 0x%02X\n", c);
        CHECK_EQ_INT(got, naive_class(c));
        for (k = 0; k < 12; k++)
            if (got & (1u << k))
                counts[k]++;
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
    for (k = 0; k < 12; k++)
        CHECK_EQ_INT(counts[k], want[k]);
    CHECK_EQ_INT(URL1738_C_ALPHA,
                 URL1738_C_LOWALPHA | URL1738_C_HIALPHA);
    CHECK(url1738_class('%') & URL1738_C_PUNCT);
    CHECK(url1738_class('~') & URL1738_C_NATIONAL);
    CHECK(!(url1738_class('~') & URL1738_C_UNRESERVED));
    CHECK(url1738_class('f') & URL1738_C_HEX);
    CHECK(!(url1738_class('g') & URL1738_C_HEX));
}
