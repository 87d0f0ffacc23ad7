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

unsigned long long url1738__digits_value(const char *p, size_t len,
                                         unsigned long long max)
{
    unsigned long long v = 0;
    size_t i;

    for (i = 0; i < len; i++) {
        unsigned char d = (unsigned char)p[i];
        if (d < '0' || d > '9'
            || v > (~0ull - 9) / 10)    /* then v * 10 >= 2^63 >= max */
            return max;
        v = v * 10 + (unsigned long long)(d - '0');
        if (v >= max)
            return max;     /* the digits beyond are not read */
    }
    return v;
}

unsigned long url1738__port_value(const char *p, struct url1738_span port)
{
    if (!url1738_present(port))
        return 0;
    return (unsigned long)url1738__digits_value(p + port.off, port.len,
                                                65536);
}

int url1738__ends_crlf(const char *p, struct url1738_span s)
{
    return url1738_present(s) && s.len >= 6
           && url1738__equal_nocase(p + s.off + s.len - 6, 6, "%0d%0a");
}
