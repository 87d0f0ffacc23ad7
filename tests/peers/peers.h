/*
 * peers.h - the peer test inputs (tests/peers/extract.py) for the oracle
 * tests: the URI strings Python's urllib, hyperlink and the Rust crates
 * url (the WPT URL data), http and data-url test themselves with, read at
 * test time from their Debian packages. A missing package,
 * a failing extractor or a source that gives no input fails the test
 * (CHECK), never a silent skip. Each test calls peers_each() with its
 * comparison; the count per source is printed.
 */
#ifndef PEERS_H
#define PEERS_H

#include <stdio.h>
#include <string.h>

#include "../harness.h"

#define PEERS_MAX 4096

static int peers_hex(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

/* Calls fn(p, n) for every peer input; returns how many there were. */
static unsigned long peers_each(void (*fn)(const char *p, size_t n))
{
    static char line[2 * PEERS_MAX + 256];
    char buf[PEERS_MAX], source[256] = "";
    unsigned long total = 0, here = 0;
    FILE *f = popen("python3 tests/peers/extract.py", "r");

    if (!CHECK(f != NULL)) {
        fprintf(stderr, "    cannot run tests/peers/extract.py\n");
        return 0;
    }
    while (fgets(line, sizeof line, f) != NULL) {
        char *tab = strchr(line, '\t');
        size_t n = 0;
        const char *h;

        if (!CHECK(tab != NULL && (size_t)(tab - line) < sizeof source)) {
            fprintf(stderr, "    peers: bad line %s", line);
            continue;
        }
        *tab = '\0';
        if (strcmp(line, source) != 0) {
            if (here > 0)
                printf("peer inputs: %lu from %s\n", here, source);
            memcpy(source, line, (size_t)(tab - line) + 1);
            here = 0;
        }
        for (h = tab + 1; peers_hex(h[0]) >= 0 && peers_hex(h[1]) >= 0
             && n < sizeof buf; h += 2)
            buf[n++] = (char)(peers_hex(h[0]) * 16 + peers_hex(h[1]));
        if (!CHECK(*h == '\n')) {
            fprintf(stderr, "    peers: bad input from %s\n", source);
            continue;
        }
        fn(buf, n);
        here++;
        total++;
    }
    if (here > 0)
        printf("peer inputs: %lu from %s\n", here, source);
    if (!CHECK(pclose(f) == 0))
        fprintf(stderr, "    tests/peers/extract.py failed (a Debian "
                "package of peer tests is missing? see its message)\n");
    CHECK(total > 0);
    return total;
}

#endif
