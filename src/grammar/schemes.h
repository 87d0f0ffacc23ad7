/* SPDX-License-Identifier: MIT */
/*
 * schemes.h - what the fast paths need of the scheme table (schemes.c)
 * without a lookup. The table's rows for http and https use these
 * names, so the numbers are written once; tests/t_fast3986.c checks
 * that the fast paths' scheme ids and default ports are the table's for
 * every name in it.
 */
#ifndef URL1738_SCHEMES_H
#define URL1738_SCHEMES_H

#include "grammar/grammar.h"

#define URL1738__PORT_HTTP 80   /* RFC 1738 3.3; RFC 7230 2.7.1 */
#define URL1738__PORT_HTTPS 443 /* RFC 7230 2.7.2               */

#endif /* URL1738_SCHEMES_H */
