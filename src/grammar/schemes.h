/* SPDX-License-Identifier: MIT */
/*
 * schemes.h - the list of RFC 1738's schemes, names and default ports,
 * written once: schemes.c builds its table from it, and the RFC 3986
 * fast path (simd/fastpath3986.c) its one-compare name words, both by
 * the preprocessor, so no name is spelled twice. tests/t_fast3986.c
 * checks that the fast paths' scheme ids and default ports are the
 * table's for every name in it.
 */
#ifndef URL1738_SCHEMES_H
#define URL1738_SCHEMES_H

#include "grammar/grammar.h"

#define URL1738__PORT_HTTP 80   /* RFC 1738 3.3; RFC 7230 2.7.1 */
#define URL1738__PORT_HTTPS 443 /* RFC 7230 2.7.2               */
#define URL1738__PORT_FILE 0    /* RFC 1738 3.10: file has none */

/*
 * X(ID, length, default port, the name's eight bytes, zeros after it):
 * RFC 1738 section 3's ten schemes (ID names enum url1738_scheme's
 * URL1738_SCHEME_ID); a name's bytes are letters, lower case. The port
 * is 0 where the scheme has none (mailto, news, file).
 */
#define URL1738__SCHEME_LIST(X)                                             \
    X(FTP, 3, 21, 'f', 't', 'p', 0, 0, 0, 0, 0)                              \
    X(HTTP, 4, URL1738__PORT_HTTP, 'h', 't', 't', 'p', 0, 0, 0, 0)           \
    X(GOPHER, 6, 70, 'g', 'o', 'p', 'h', 'e', 'r', 0, 0)                     \
    X(MAILTO, 6, 0, 'm', 'a', 'i', 'l', 't', 'o', 0, 0)                      \
    X(NEWS, 4, 0, 'n', 'e', 'w', 's', 0, 0, 0, 0)                            \
    X(NNTP, 4, 119, 'n', 'n', 't', 'p', 0, 0, 0, 0)                          \
    X(TELNET, 6, 23, 't', 'e', 'l', 'n', 'e', 't', 0, 0)                     \
    X(WAIS, 4, 210, 'w', 'a', 'i', 's', 0, 0, 0, 0)                          \
    X(FILE, 4, URL1738__PORT_FILE, 'f', 'i', 'l', 'e', 0, 0, 0, 0)           \
    X(PROSPERO, 8, 1525, 'p', 'r', 'o', 's', 'p', 'e', 'r', 'o')

/* "https", which the RFC 3986 reading decomposes as http (rfc3986.c),
 * in the same form: schemes.c's registered ports and the fast path's
 * name word are made from it. */
#define URL1738__HTTPS_NAME 'h', 't', 't', 'p', 's', 0, 0, 0

#endif /* URL1738_SCHEMES_H */
