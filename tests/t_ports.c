/* SPDX-License-Identifier: MIT */
/*
 * t_ports.c - a port's digits become a number in one place
 * (url1738__digits_value, src/grammar/ascii.c), capped as each caller
 * needs: the grammar's port value (65536: no port), url1738_port_number
 * (-2 beyond long long), url1738_diff's port_number (999999, for
 * display).
 */
#include <limits.h>
#include <string.h>

#include "grammar/grammar.h"
#include "harness.h"

static const struct {
    const char *digits;
    unsigned long long max;
    unsigned long long want;
} digits[] = {
    { "", 65536, 0 },
    { "0", 65536, 0 },
    { "080", 65536, 80 },
    { "65535", 65536, 65535 },
    { "65536", 65536, 65536 },
    { "70000", 65536, 65536 },
    { "6553x", 65536, 65536 },     /* a byte that is no digit */
    { "x", 65536, 65536 },
    { "99999999999999999999999", 65536, 65536 },
    { "999998", 999999, 999998 },
    { "999999", 999999, 999999 },
    { "1234567", 999999, 999999 },
    { "9223372036854775807", 9223372036854775808ull, 9223372036854775807ull },
    { "9223372036854775808", 9223372036854775808ull, 9223372036854775808ull },
    { "18446744073709551616", 9223372036854775808ull,
      9223372036854775808ull },
    { "000000000000000000000000000042", 9223372036854775808ull, 42 },
};

/* The port a client connects to (url1738_port_number) and the port
 * url1738__port_value reads, of a URL under a reading. */
static const struct {
    enum url1738_spec spec;
    const char *url;
    long long number;
    unsigned long value;
} urls[] = {
    { URL1738_SPEC_RFC1738, "http://h:8080/", 8080, 8080 },
    { URL1738_SPEC_RFC1738, "http://h:080/", 80, 80 },
    { URL1738_SPEC_RFC1738, "http://h/", 80, 0 },
    { URL1738_SPEC_RFC1738, "http://h:99999/", 99999, 65536 },
    { URL1738_SPEC_RFC1738, "mailto:a@b", -1, 0 },
    { URL1738_SPEC_RFC3986, "x://h:/", -1, 0 },
    { URL1738_SPEC_RFC3986, "https://h:/", 443, 0 },
    { URL1738_SPEC_RFC3986, "x://h:9223372036854775807/", LLONG_MAX,
      65536 },
    { URL1738_SPEC_RFC3986, "x://h:9223372036854775808/", -2, 65536 },
    { URL1738_SPEC_RFC3986, "x://h:99999999999999999999999/", -2, 65536 },
};

/* url1738_diff's port_number: the digits, capped at 999999. */
static const struct {
    const char *url;
    unsigned port;
} diffs[] = {
    { "http://h:8080/", 8080 },
    { "http://h/", 80 },
    { "http://h:999999/", 999999 },
    { "http://h:1234567/", 999999 },
};

void run_tests(void)
{
    size_t i;

    for (i = 0; i < sizeof digits / sizeof digits[0]; i++) {
        unsigned long long got = url1738__digits_value(
            digits[i].digits, strlen(digits[i].digits), digits[i].max);
        if (!CHECK(got == digits[i].want))
            fprintf(stderr, "    \"%s\" max %llu: wanted %llu, got %llu\n",
                    digits[i].digits, digits[i].max, digits[i].want, got);
    }
    for (i = 0; i < sizeof urls / sizeof urls[0]; i++) {
        struct url1738_url u = URL1738_URL_INIT;
        const char *p = urls[i].url;
        long long n = -3;
        unsigned long v = 1;

        if (url1738_parse_spec(p, strlen(p), urls[i].spec, &u, NULL)
            == URL1738_OK) {
            n = url1738_port_number(p, &u);
            v = url1738__port_value(p, u.port);
        }
        if (!CHECK(n == urls[i].number && v == urls[i].value))
            fprintf(stderr, "    %s: wanted %lld and %lu, got %lld and "
                    "%lu\n", p, urls[i].number, urls[i].value, n, v);
    }
    for (i = 0; i < sizeof diffs / sizeof diffs[0]; i++) {
        struct url1738_reading r[1] = { URL1738_READING_INIT };
        char buf[256];
        size_t need = 0;
        unsigned dis = 0;
        const char *p = diffs[i].url;

        r[0].spec = URL1738_SPEC_RFC3986;
        if (!CHECK(url1738_diff(p, strlen(p), r, 1, buf, sizeof buf, &need,
                                &dis)
                   == URL1738_OK))
            continue;
        if (!CHECK(r[0].port_number == diffs[i].port))
            fprintf(stderr, "    %s: wanted %u, got %u\n", p, diffs[i].port,
                    r[0].port_number);
    }
}
