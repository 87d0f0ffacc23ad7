/* SPDX-License-Identifier: MIT */
/*
 * hostname.h - RFC 1738's host rule, inline for the readers that need it
 * in their loop (grammar/hostport.c, simd/fastpath3986.c). Nothing here
 * is installed.
 */
#ifndef URL1738_HOSTNAME_H
#define URL1738_HOSTNAME_H

#include "grammar/grammar.h"

/*
 * RFC 1738 5, the one place of this rule (the grammar's hostport.c and
 * the RFC 3986 fast path's RFC 1738 parts read hosts through it; the
 * http fast paths read the plain shape on bitmasks, checked against it):
 *   host        = hostname | hostnumber
 *   hostname    = *[ domainlabel "." ] toplabel
 *   domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
 *   toplabel    = alpha | alpha *[ alphadigit | "-" ] alphadigit
 *   hostnumber  = digits "." digits "." digits "." digits
 *
 * The host from p[i]: URL1738_OK with *end just past it (the byte there,
 * if any, is no host byte), or E_HOST, E_HOST_LABEL or E_HOST_TOPLABEL
 * with *end at the offset the error is reported at.
 *
 * One pass over the labels: each is a run of alphadigits with runs of
 * "-" only between two of them; the last one must begin with a letter
 * (toplabel), unless the host is four labels of digits alone
 * (hostnumber). Inside the host alphabet (alpha, digit, "-", ".") an
 * input can only stop being a viable prefix at a label that begins with
 * "-" or ".", or at a "." right after "-"; the rest is decided where the
 * host ends.
 */
static inline __attribute__((always_inline)) enum url1738_code
url1738__host_read(const unsigned char *p, size_t n, size_t i, size_t *end)
{
    size_t start = i, top = i, k;
    unsigned dots = 0;
    int dash = 0;

    for (;;) {
        size_t from = i;
        while (i < n && url1738__is(p[i], P_ALNUM))
            i++;
        if (i == from) { /* no alphadigit before "-", "." or the end */
            *end = i;
            return i == start ? URL1738_E_HOST : URL1738_E_HOST_LABEL;
        }
        if (i == n || (p[i] != '-' && p[i] != '.'))
            break;
        if (p[i] == '-') {
            while (i < n && p[i] == '-')
                i++;
            dash = 1;
            if (i == n || !url1738__is(p[i], P_ALNUM)) {
                *end = i;
                return URL1738_E_HOST_LABEL;
            }
            continue;
        }
        top = ++i; /* "." */
        dots++;
    }
    *end = i;
    if (url1738__is(p[top], P_ALPHA))
        return URL1738_OK;
    if (dots == 3 && !dash) { /* hostnumber: digits only */
        for (k = start; k < i && (p[k] == '.' || url1738__is(p[k], P_DIGIT));)
            k++;
        if (k == i)
            return URL1738_OK;
    }
    return URL1738_E_HOST_TOPLABEL;
}

/*
 * port = digits (RFC 1738 5: one digit at least) or *DIGIT (RFC 3986
 * 3.2.3: none at least): the end of the run of digits from i, the one
 * reading of a port's bytes (grammar/hostport.c, the fast paths of
 * simd/); a reader that needs a digit sees the run empty. Its value is
 * grammar/ascii.c's url1738__port_value.
 */
static inline __attribute__((always_inline)) size_t
url1738__digits_end(const unsigned char *p, size_t n, size_t i)
{
    while (i < n && url1738__is(p[i], P_DIGIT))
        i++;
    return i;
}

#endif /* URL1738_HOSTNAME_H */
