/* SPDX-License-Identifier: MIT */
/*
 * schemes.c - the one table of scheme names and default ports: RFC 1738
 * section 3's ten schemes (their ids are enum url1738_scheme), then the
 * registered schemes the RFC 3986 reading also gives a default port
 * (cli-contract "Readings"). Every other file asks here
 * (url1738_scheme_lookup, url1738_scheme_name, url1738_default_port,
 * url1738_scheme_port); the numbers the fast paths write without a
 * lookup are schemes.h's, which the table uses too.
 */
#include "grammar/schemes.h"

static const struct {
    const char *name;
    unsigned char len;
    unsigned short port;
} schemes[] = {
    [URL1738_SCHEME_NONE] = { NULL, 0, 0 },
    [URL1738_SCHEME_OTHER] = { NULL, 0, 0 },
/* a row of schemes.h's list: the name a string of static storage */
#define ROW(id, len, port, a, b, c, d, e, f, g, h)                           \
    [URL1738_SCHEME_##id] = { (const char[]){ a, b, c, d, e, f, g, h, 0 },   \
                              len, port },
    URL1738__SCHEME_LIST(ROW)
#undef ROW
};

#define NSCHEMES (sizeof schemes / sizeof schemes[0])

const char *url1738_scheme_name(enum url1738_scheme id)
{
    return (unsigned)id < NSCHEMES ? schemes[id].name : NULL;
}

unsigned url1738_default_port(enum url1738_scheme id)
{
    return (unsigned)id < NSCHEMES ? schemes[id].port : 0;
}

/* Compares name (len bytes) with a lower-case scheme name, ASCII case
 * folded by hand: the locale must not matter. */
static int same_scheme(const char *name, size_t len, enum url1738_scheme id)
{
    size_t k;

    for (k = 0; k < len; k++)
        if (((unsigned char)name[k] | 0x20) != (unsigned char)schemes[id].name[k])
            return 0;
    return 1;
}

enum url1738_scheme url1738_scheme_lookup(const char *name, size_t len)
{
    enum url1738_scheme id;

    if (name == NULL || len < 3 || len > 8)
        return URL1738_SCHEME_OTHER;
    /* At most one candidate per length and first letter: one comparison.
     * (| 0x20 folds only letters here: the names hold nothing else, and a
     * non-letter never folds onto a letter's lower case.) */
    switch ((unsigned char)name[0] | 0x20) {
    case 'f':
        id = len == 3 ? URL1738_SCHEME_FTP : URL1738_SCHEME_FILE;
        break;
    case 'h':
        id = URL1738_SCHEME_HTTP;
        break;
    case 'g':
        id = URL1738_SCHEME_GOPHER;
        break;
    case 'm':
        id = URL1738_SCHEME_MAILTO;
        break;
    case 'n':
        id = len == 4 && ((unsigned char)name[1] | 0x20) == 'e'
                 ? URL1738_SCHEME_NEWS
                 : URL1738_SCHEME_NNTP;
        break;
    case 't':
        id = URL1738_SCHEME_TELNET;
        break;
    case 'w':
        id = URL1738_SCHEME_WAIS;
        break;
    case 'p':
        id = URL1738_SCHEME_PROSPERO;
        break;
    default:
        return URL1738_SCHEME_OTHER;
    }
    if (schemes[id].len != len || !same_scheme(name, len, id))
        return URL1738_SCHEME_OTHER;
    return id;
}

/* Default ports of registered schemes beyond RFC 1738's ten
 * (cli-contract "Readings"). */
static const struct {
    const char *name;
    unsigned short port;
} more_ports[] = {
    { (const char[]){ URL1738__HTTPS_NAME, 0 }, URL1738__PORT_HTTPS },
    { "ws", 80 },    { "wss", 443 },  { "ftps", 990 },
    { "imap", 143 },  { "pop", 110 },  { "ldap", 389 }, { "ldaps", 636 },
    { "rtsp", 554 },  { "sip", 5060 }, { "smtp", 25 },  { "ssh", 22 },
    { "irc", 194 },
};

unsigned url1738_scheme_port(const char *name, size_t len,
                             enum url1738_spec spec)
{
    size_t k;
    unsigned port;

    if (name == NULL)
        return 0;
    port = url1738_default_port(url1738_scheme_lookup(name, len));
    if (port != 0 || spec == URL1738_SPEC_RFC1738)
        return port;
    for (k = 0; k < sizeof more_ports / sizeof more_ports[0]; k++)
        if (url1738__equal_nocase(name, len, more_ports[k].name))
            return more_ports[k].port;
    return 0;
}

