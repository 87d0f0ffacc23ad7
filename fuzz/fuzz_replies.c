/* SPDX-License-Identifier: MIT */
/*
 * fuzz_replies.c - the access layer's reply parsers (access/replies.c)
 * each on its own: FTP 227 and 229, the HTTP status line, header names,
 * Content-Length and chunk sizes, the NNTP 211 numbers and an overview
 * line.
 *
 * Input: the bytes of one reply line (every parser reads them).
 * Properties (access_internal.h):
 * - each parser answers OK, BAD or RANGE, and reads only the bytes given
 *   (ASan holds that: the input is copied to a buffer of its exact size);
 * - 227/229: an OK port is 1-65535; 227's is p1 * 256 + p2 of the last
 *   two numbers written, each 0-255 (leading zeros allowed; re-read here
 *   on their own);
 * - status line: a code is 100-599 and its digits are bytes 9-11;
 * - Content-Length: OK only for digits and nothing else, at most 18
 *   significant ones (leading zeros are allowed), the value the digits'
 *   (re-computed here);
 * - chunk size: OK has at least one hex digit first; RANGE only with
 *   more than 15 significant digits;
 * - 211: an OK number is below 2^63; the text starts "211"-like at byte 3
 *   with a space;
 * - overview: the subject ends inside the line, after a TAB that follows
 *   the article number.
 */
#include <stdlib.h>

#include "access_internal.h"
#include "fuzz.h"

static int digit(unsigned char c)
{
    return c >= '0' && c <= '9';
}

static int hexdigit(unsigned char c)
{
    return digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

static void check_pasv(const char *r, size_t n)
{
    unsigned port = 0;
    int rc = acc_parse_pasv(r, n, &port);
    size_t i, k, end;
    unsigned long v[2] = { 0, 0 };

    FUZZ_CHECK(rc == ACC_PARSE_OK || rc == ACC_PARSE_BAD ||
               rc == ACC_PARSE_RANGE);
    if (rc != ACC_PARSE_OK)
        return;
    FUZZ_CHECK(port >= 1 && port <= 65535);
    /* The last two numbers before the sixth's end: find the numbers from
     * the first digit after byte 3, as the reply writes them. */
    for (i = 3; i < n && !digit((unsigned char)r[i]); i++)
        ;
    for (k = 0; k < 6; k++) {
        unsigned long x = 0;
        FUZZ_CHECK(i < n && digit((unsigned char)r[i]));
        /* Leading zeros are allowed; the value is at most 255. */
        for (end = i; end < n && digit((unsigned char)r[end]); end++)
            if (x <= 255)
                x = x * 10 + (unsigned long)(r[end] - '0');
        FUZZ_CHECK(x <= 255);
        if (k >= 4)
            v[k - 4] = x;
        i = end + (k < 5);
    }
    FUZZ_CHECK(port == v[0] * 256 + v[1]);
}

static void check_epsv(const char *r, size_t n)
{
    unsigned port = 0;
    int rc = acc_parse_epsv(r, n, &port);

    FUZZ_CHECK(rc == ACC_PARSE_OK || rc == ACC_PARSE_BAD ||
               rc == ACC_PARSE_RANGE);
    if (rc == ACC_PARSE_OK)
        FUZZ_CHECK(port >= 1 && port <= 65535);
}

static void check_status(const char *l, size_t n)
{
    int code = acc_parse_status_line(l, n);

    if (code < 0)
        return;
    FUZZ_CHECK(code >= 100 && code <= 599);
    FUZZ_CHECK(n >= 12 && memcmp(l, "HTTP/1.", 7) == 0);
    FUZZ_CHECK((l[9] - '0') * 100 + (l[10] - '0') * 10 + (l[11] - '0') ==
               code);
}

static void check_length(const char *v, size_t n)
{
    unsigned long long x = 7, y = 0;
    int rc = acc_parse_length(v, n, &x);
    size_t i, digits = 0, sig = 0;

    for (i = 0; i < n && digit((unsigned char)v[i]); i++) {
        digits++;
        if (sig > 0 || v[i] != '0')
            sig++;
    }
    if (rc == ACC_PARSE_OK) {
        /* Leading zeros are digits too: the value counts. */
        FUZZ_CHECK(digits == n && n >= 1 && sig <= 18);
        for (i = 0; i < n; i++)
            y = y * 10 + (unsigned long long)(v[i] - '0');
        FUZZ_CHECK(x == y);
    } else if (rc == ACC_PARSE_RANGE) {
        FUZZ_CHECK(digits == n && sig > 18);
    } else {
        FUZZ_CHECK(rc == ACC_PARSE_BAD && (digits != n || n == 0));
    }
}

static void check_chunk(const char *l, size_t n)
{
    unsigned long long size = 0;
    int rc = acc_parse_chunk_size(l, n, &size);
    size_t i = 0, sig = 0;

    FUZZ_CHECK(rc == ACC_PARSE_OK || rc == ACC_PARSE_BAD ||
               rc == ACC_PARSE_RANGE);
    while (i < n && l[i] == '0')
        i++;
    for (; i < n && hexdigit((unsigned char)l[i]); i++)
        sig++;
    if (rc != ACC_PARSE_BAD)
        FUZZ_CHECK(n > 0 && hexdigit((unsigned char)l[0]));
    if (rc == ACC_PARSE_RANGE)
        FUZZ_CHECK(sig > 15);
    if (rc == ACC_PARSE_OK)
        FUZZ_CHECK(sig <= 15 && size < (1ull << 60));
}

static void check_group(const char *r, size_t n)
{
    unsigned long long v[3] = { 0, 0, 0 };
    int rc = acc_parse_group(r, n, v);
    size_t k;

    FUZZ_CHECK(rc == ACC_PARSE_OK || rc == ACC_PARSE_BAD ||
               rc == ACC_PARSE_RANGE);
    if (rc == ACC_PARSE_BAD)
        return;
    FUZZ_CHECK(n > 4 && r[3] == ' ');
    if (rc == ACC_PARSE_OK)
        for (k = 0; k < 3; k++)
            FUZZ_CHECK(v[k] <= 0x7fffffffffffffffull);
}

static void check_overview(const char *l, size_t n)
{
    size_t end = n + 1, i = 0;
    int rc = acc_parse_overview(l, n, &end);

    if (rc != ACC_PARSE_OK)
        return;
    while (i < n && digit((unsigned char)l[i]))
        i++;
    FUZZ_CHECK(i > 0 && i < n && l[i] == '\t');
    FUZZ_CHECK(end > i && end <= n);
    FUZZ_CHECK(end == n || l[end] == '\t');
    FUZZ_CHECK(memchr(l + i + 1, '\t', end - i - 1) == NULL);
}

FUZZ_TARGET(replies)
{
    char *b = malloc(size ? size : 1);
    const char *v;
    size_t vlen;

    if (b == NULL)
        abort();
    if (size > 0)
        memcpy(b, data, size);
    check_pasv(b, size);
    check_epsv(b, size);
    check_status(b, size);
    check_length(b, size);
    check_chunk(b, size);
    check_group(b, size);
    check_overview(b, size);
    if (acc_header_is(b, size, "content-length", &v, &vlen)) {
        FUZZ_CHECK(v >= b && v + vlen <= b + size);
        check_length(v, vlen);
    }
    free(b);
    return 0;
}
