/* SPDX-License-Identifier: MIT */
/*
 * replies.c - the parsers of what servers send that carries numbers or
 * structure: FTP 227/229 (the data port), the HTTP status line, header
 * names, Content-Length and chunk sizes, the NNTP 211 numbers and an
 * overview line. Pure functions over (pointer, length): no I/O, so the
 * fuzz target fuzz/fuzz_replies.c runs each one on its own.
 *
 * A number out of the protocol's range is told apart from a malformed
 * reply (ACC_PARSE_RANGE, reported as E_NUMBER): a hostile server's
 * 20-digit count is neither wrapped nor read as a shorter number.
 */
#include <string.h>

#include "access_internal.h"

static int is_digit(char c)
{
    return c >= '0' && c <= '9';
}

/* Decimal digits at r[*i..n) into *v, at most max; ACC_PARSE_BAD when
 * there is no digit, ACC_PARSE_RANGE when the number exceeds max (every
 * digit is read, none wraps). */
static int decimal(const char *r, size_t n, size_t *i, unsigned long long max,
                   unsigned long long *v)
{
    size_t start = *i;
    int over = 0;

    *v = 0;
    for (; *i < n && is_digit(r[*i]); (*i)++) {
        unsigned d = (unsigned)(r[*i] - '0');
        if (over || *v > (max - d) / 10)
            over = 1;
        else
            *v = *v * 10 + d;
    }
    if (*i == start)
        return ACC_PARSE_BAD;
    return over ? ACC_PARSE_RANGE : ACC_PARSE_OK;
}

/* RFC 959 4.1.2: "227 Entering Passive Mode (h1,h2,h3,h4,p1,p2)", the
 * text before h1 free; each number 0-255, the port p1 * 256 + p2. */
int acc_parse_pasv(const char *r, size_t n, unsigned *port)
{
    unsigned long long v[6];
    size_t i = 3, k;
    int rc, range = 0;

    if (n < 3)
        return ACC_PARSE_BAD;
    while (i < n && !is_digit(r[i]))
        i++;
    for (k = 0; k < 6; k++) {
        rc = decimal(r, n, &i, 255, &v[k]);
        if (rc == ACC_PARSE_BAD)
            return rc;
        if (rc == ACC_PARSE_RANGE)
            range = 1;
        if (k < 5) {
            if (i >= n || r[i] != ',')
                return ACC_PARSE_BAD;
            i++;
        }
    }
    if (range)
        return ACC_PARSE_RANGE;
    *port = (unsigned)(v[4] * 256 + v[5]);
    return *port == 0 ? ACC_PARSE_RANGE : ACC_PARSE_OK;
}

/* RFC 2428 3: "229 Entering Extended Passive Mode (|||port|)", the
 * delimiter any one character, the port 1-65535. */
int acc_parse_epsv(const char *r, size_t n, unsigned *port)
{
    unsigned long long v;
    size_t i = 0;
    char d;
    int rc;

    while (i + 3 < n && !(r[i] == '(' && r[i + 1] == r[i + 2] &&
                          r[i + 2] == r[i + 3]))
        i++;
    if (i + 3 >= n)
        return ACC_PARSE_BAD;
    d = r[i + 1];
    i += 4;
    rc = decimal(r, n, &i, 65535, &v);
    if (rc != ACC_PARSE_OK)
        return rc;
    if (i >= n || r[i] != d)
        return ACC_PARSE_BAD;
    *port = (unsigned)v;
    return v == 0 ? ACC_PARSE_RANGE : ACC_PARSE_OK;
}

/* RFC 9112 4: status-line = HTTP-version SP status-code SP
 * [ reason-phrase ]; the code, or -1. */
int acc_parse_status_line(const char *l, size_t n)
{
    if (n < 12 || memcmp(l, "HTTP/1.", 7) != 0 || !is_digit(l[7]) ||
        l[8] != ' ')
        return -1;
    return acc_reply_code(l + 9, n - 9);
}

static int lower(int c)
{
    return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
}

int acc_header_is(const char *line, size_t len, const char *name,
                  const char **value, size_t *vlen)
{
    size_t n = strlen(name), i;

    if (len <= n || line[n] != ':')
        return 0;
    for (i = 0; i < n; i++)
        if (lower((unsigned char)line[i]) != name[i])
            return 0;
    i = n + 1;
    while (i < len && (line[i] == ' ' || line[i] == '\t'))
        i++;
    while (len > i && (line[len - 1] == ' ' || line[len - 1] == '\t'))
        len--;
    *value = line + i;
    *vlen = len - i;
    return 1;
}

/* RFC 9110 8.6: Content-Length = 1*DIGIT; at most 10^18 - 1 here. */
int acc_parse_length(const char *v, size_t n, unsigned long long *out)
{
    size_t i = 0;
    int rc = decimal(v, n, &i, 999999999999999999ull, out);

    if (rc == ACC_PARSE_BAD || i != n)
        return ACC_PARSE_BAD;
    return rc;
}

/* RFC 9112 7.1: chunk-size = 1*HEXDIG, then a chunk-ext (";"), white
 * space before it, or the end; at most 15 significant digits (2^60). */
int acc_parse_chunk_size(const char *l, size_t n, unsigned long long *size)
{
    size_t i, sig = 0;
    int d;

    *size = 0;
    for (i = 0; i < n; i++) {
        char ch = l[i];
        d = is_digit(ch)                 ? ch - '0'
            : ch >= 'a' && ch <= 'f'     ? ch - 'a' + 10
            : ch >= 'A' && ch <= 'F'     ? ch - 'A' + 10
                                         : -1;
        if (d < 0)
            break;
        if (sig > 0 || d != 0)
            sig++;
        if (sig <= 15)
            *size = *size * 16 + (unsigned)d;
    }
    if (i == 0 || (i < n && l[i] != ';' && l[i] != ' ' && l[i] != '\t'))
        return ACC_PARSE_BAD;
    return sig > 15 ? ACC_PARSE_RANGE : ACC_PARSE_OK;
}

/* RFC 3977 6.1.1.2: "211 number low high group"; each at most 2^63 - 1
 * (RFC 3977 article numbers are at most 2^31 - 1; servers with larger
 * ones exist). */
int acc_parse_group(const char *r, size_t n, unsigned long long v[3])
{
    size_t i = 3, k;
    int rc, range = 0;

    if (n < 3)
        return ACC_PARSE_BAD;
    for (k = 0; k < 3; k++) {
        if (i >= n || r[i] != ' ')
            return ACC_PARSE_BAD;
        while (i < n && r[i] == ' ')
            i++;
        rc = decimal(r, n, &i, 0x7fffffffffffffffull, &v[k]);
        if (rc == ACC_PARSE_BAD)
            return rc;
        if (rc == ACC_PARSE_RANGE)
            range = 1;
    }
    if (i < n && r[i] != ' ')
        return ACC_PARSE_BAD;
    return range ? ACC_PARSE_RANGE : ACC_PARSE_OK;
}

/* RFC 3977 8.3.2: an overview line is the article number, TAB, the
 * subject, then TAB and more fields; *end is where the subject ends. */
int acc_parse_overview(const char *l, size_t n, size_t *end)
{
    unsigned long long v;
    size_t i = 0;
    const char *tab;
    int rc = decimal(l, n, &i, 0x7fffffffffffffffull, &v);

    if (rc != ACC_PARSE_OK)
        return rc;
    if (i >= n || l[i] != '\t')
        return ACC_PARSE_BAD;
    tab = memchr(l + i + 1, '\t', n - i - 1);
    *end = tab != NULL ? (size_t)(tab - l) : n;
    return ACC_PARSE_OK;
}
