/* SPDX-License-Identifier: MIT */
/*
 * peers.h - the peer test inputs (tests/peers/extract.py) for the tests:
 * the URI strings Python's urllib, hyperlink and the Rust crates url (the
 * WPT URL data), http and data-url test themselves with, read at test
 * time from their Debian packages. A missing package, a failing
 * extractor or a source that gives nothing fails the test (CHECK), never
 * a silent skip. The count per source is printed.
 */
#ifndef PEERS_H
#define PEERS_H

#include <stdio.h>
#include <string.h>

#include "../harness.h"

#define PEERS_MAX 4096
#define PEERS_FIELDS 3

static int peers_hex(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

/* Runs `python3 tests/peers/extract.py ARGS`, whose lines are
 * "SOURCE<TAB>HEX[<TAB>HEX...]" with nfields hex fields, and calls fn with
 * each line's fields decoded; returns how many lines there were. */
static unsigned long peers_read(const char *args, int nfields,
                                void (*fn)(const char *const *f,
                                           const size_t *n))
{
    static char line[PEERS_FIELDS * 2 * PEERS_MAX + 256];
    static char buf[PEERS_FIELDS][PEERS_MAX];
    char source[256] = "", cmd[256];
    const char *f[PEERS_FIELDS];
    size_t n[PEERS_FIELDS];
    unsigned long total = 0, here = 0;
    FILE *p;

    snprintf(cmd, sizeof cmd, "python3 tests/peers/extract.py %s", args);
    p = popen(cmd, "r");
    if (!CHECK(p != NULL)) {
        fprintf(stderr, "    cannot run tests/peers/extract.py\n");
        return 0;
    }
    while (fgets(line, sizeof line, p) != NULL) {
        char *tab = strchr(line, '\t');
        const char *h;
        int k, ok = 1;

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
        h = tab + 1;
        for (k = 0; k < nfields && ok; k++) {
            if (k > 0)
                ok = *h++ == '\t';
            for (n[k] = 0; peers_hex(h[0]) >= 0 && peers_hex(h[1]) >= 0
                 && n[k] < PEERS_MAX; h += 2)
                buf[k][n[k]++] = (char)(peers_hex(h[0]) * 16
                                        + peers_hex(h[1]));
            f[k] = buf[k];
        }
        if (!CHECK(ok && *h == '\n')) {
            fprintf(stderr, "    peers: bad line from %s\n", source);
            continue;
        }
        fn(f, n);
        here++;
        total++;
    }
    if (here > 0)
        printf("peer inputs: %lu from %s\n", here, source);
    if (!CHECK(pclose(p) == 0))
        fprintf(stderr, "    tests/peers/extract.py failed (a Debian "
                "package of peer tests is missing? see its message)\n");
    CHECK(total > 0);
    return total;
}

static void (*peers_fn)(const char *p, size_t n);

static inline void peers_one(const char *const *f, const size_t *n)
{
    peers_fn(f[0], n[0]);
}

/* Calls fn(p, n) for every peer input; returns how many there were. */
static inline unsigned long peers_each(void (*fn)(const char *p, size_t n))
{
    peers_fn = fn;
    return peers_read("", 1, peers_one);
}

#endif
