/* SPDX-License-Identifier: MIT */
/*
 * ascii.c - readings of raw URL text shared by several files: case-free
 * comparison, "localhost", the port's value, an encoded CR LF at the end.
 * ASCII only, whatever the locale.
 */
#include "grammar/grammar.h"

int url1738__equal_nocase(const char *p, size_t len, const char *lit)
{
    size_t i;

    for (i = 0; i < len; i++)
        if (lit[i] == '\0' || url1738__lower((unsigned char)p[i]) != lit[i])
            return 0;
    return lit[len] == '\0';
}

int url1738__is_localhost(const char *p, struct url1738_span host)
{
    return url1738_present(host)
           && url1738__equal_nocase(p + host.off, host.len, "localhost");
}

unsigned long url1738__port_value(const char *p, struct url1738_span port)
{
    unsigned long v = 0;
    size_t i;

    if (!url1738_present(port))
        return 0;
    for (i = 0; i < port.len && v <= 65535; i++) {
        unsigned char d = (unsigned char)p[port.off + i];
        if (d < '0' || d > '9')
            return 65536;
        v = v * 10 + (unsigned long)(d - '0');
    }
    return v > 65535 ? 65536 : v;
}

int url1738__ends_crlf(const char *p, struct url1738_span s)
{
    return url1738_present(s) && s.len >= 6
           && url1738__equal_nocase(p + s.off + s.len - 6, 6, "%0d%0a");
}
