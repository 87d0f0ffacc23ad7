/* SPDX-License-Identifier: MIT */
/*
 * utf8.h - which bytes are UTF-8 (RFC 3629): one checker for the CLI's
 * JSON writer and reader and the SQLite extension (sqlite/ includes it
 * too), header-only so each links it without a library of its own.
 */
#ifndef URL1738_UTF8_H
#define URL1738_UTF8_H

#include <stddef.h>

/*
 * The length (2-4) of the valid UTF-8 sequence starting at s[0], a byte
 * of 0x80 or more, within n bytes; 0 when none starts there. RFC 3629 4:
 * the second byte's range rules out overlong forms (C0, C1, E0 80-9F,
 * F0 80-8F), encoded surrogates (ED A0-BF) and code points above
 * U+10FFFF (F4 90-BF, F5-FF).
 */
static inline size_t utf8_seq_len(const unsigned char *s, size_t n)
{
    unsigned char lo = 0x80, hi = 0xBF;
    size_t need, k;

    if (s[0] >= 0xC2 && s[0] <= 0xDF)
        need = 1;
    else if (s[0] >= 0xE0 && s[0] <= 0xEF)
        need = 2;
    else if (s[0] >= 0xF0 && s[0] <= 0xF4)
        need = 3;
    else
        return 0;
    if (s[0] == 0xE0)
        lo = 0xA0;
    else if (s[0] == 0xED)
        hi = 0x9F;
    else if (s[0] == 0xF0)
        lo = 0x90;
    else if (s[0] == 0xF4)
        hi = 0x8F;
    if (n < need + 1 || s[1] < lo || s[1] > hi)
        return 0;
    for (k = 2; k <= need; k++)
        if (s[k] < 0x80 || s[k] > 0xBF)
            return 0;
    return need + 1;
}

/* Whether all n bytes are valid UTF-8 without NUL (SQLite TEXT). */
static inline int utf8_text(const unsigned char *s, size_t n)
{
    size_t i = 0, k;

    while (i < n) {
        if (s[i] == 0)
            return 0;
        if (s[i] < 0x80) {
            i++;
            continue;
        }
        if ((k = utf8_seq_len(s + i, n - i)) == 0)
            return 0;
        i += k;
    }
    return 1;
}

#endif
