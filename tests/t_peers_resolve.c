/* SPDX-License-Identifier: MIT */
/*
 * t_peers_resolve.c - url1738_resolve under RFC 3986 (5.2) against the
 * resolution cases Python's urllib and hyperlink test themselves with:
 * every checkJoin(base, reference, expected) of test_urlparse.py and
 * hyperlink's click() cases (read at test time from Debian's
 * libpython3.11-testsuite and python3-hyperlink by tests/peers/extract.py
 * --joins; a missing package fails). Where a peer's expectation is not
 * RFC 3986's strict algorithm, the case is in the table below with what
 * url1738 gives instead and why (docs/grammar.md, "Peer test inputs");
 * any other difference fails, and so does a row no case reaches.
 */
#include <string.h>

#include "harness.h"
#include "peers/peers.h"

/* Python's answers that RFC 3986 5.2 does not give (hyperlink's all
 * agree); "E_..." is an error
 * code url1738 returns instead of a result. */
static struct known {
    const char *base, *ref, *ours, *why;
    int seen;
} known[] = {
    /* 5.2.2: "if (not strict) and (R.scheme == Base.scheme)" drops the
     * scheme "for backward compatibility"; url1738 is the strict parser
     * the RFC recommends ("should"), as Python's own commented-out case
     * says. */
    { "http://a/b/c/d;p?q", "http:g", "http:g", "non-strict 5.2.2", 0 },
    { "http://a/b/c/d", "http:g", "http:g", "non-strict 5.2.2", 0 },
    { "http://a/b/c/d", "http:", "http:", "non-strict 5.2.2", 0 },
    { "http://a/b/c/d", "http:?y", "http:?y", "non-strict 5.2.2", 0 },
    { "http://a/b/c/d", "http:g?y", "http:g?y", "non-strict 5.2.2", 0 },
    { "http://a/b/c/d", "http:g?y/./x", "http:g?y/./x", "non-strict 5.2.2",
      0 },
    /* RFC 1808 5.1 keeps the base's fragment for an empty reference;
     * RFC 3986 5.2.2 takes the reference's (none). */
    { "http://a/b/c/d;p?q#f", "", "http://a/b/c/d;p?q", "RFC 1808 5.1",
      0 },
    /* 5.2.1: the base must have a scheme; Python returns the reference. */
    { "", "http://a/b/c/g?y/./x", "E_BASE_RELATIVE", "5.2.1 base", 0 },
    { "", "http://a/./g", "E_BASE_RELATIVE", "5.2.1 base", 0 },
    { "a", "b", "E_BASE_RELATIVE", "5.2.1 base", 0 },
};

#define N_KNOWN (sizeof known / sizeof known[0])

static struct known *find(const char *b, size_t bn, const char *r,
                          size_t rn)
{
    size_t k;

    for (k = 0; k < N_KNOWN; k++)
        if (strlen(known[k].base) == bn && memcmp(known[k].base, b, bn) == 0
            && strlen(known[k].ref) == rn && memcmp(known[k].ref, r, rn) == 0)
            return &known[k];
    return NULL;
}

static unsigned long n_cases, n_equal;

static void one(const char *const *f, const size_t *n)
{
    char out[PEERS_MAX];
    size_t need = 0;
    struct url1738_error e;
    enum url1738_code rc = url1738_resolve(f[0], n[0], f[1], n[1],
                                           URL1738_RFC3986, out, sizeof out,
                                           &need, &e);
    const char *ours = rc == URL1738_OK ? out : url1738_errname(rc);
    size_t on = rc == URL1738_OK ? need : strlen(ours);
    struct known *k;

    n_cases++;
    if (rc == URL1738_OK && need == n[2] && memcmp(out, f[2], need) == 0) {
        n_equal++;
        CHECK(find(f[0], n[0], f[1], n[1]) == NULL);
        return;
    }
    k = find(f[0], n[0], f[1], n[1]);
    if (!CHECK(k != NULL && strlen(k->ours) == on
               && memcmp(k->ours, ours, on) == 0)) {
        harness_dump("base", f[0], n[0]);
        harness_dump("reference", f[1], n[1]);
        harness_dump("peer", f[2], n[2]);
        harness_dump("url1738", ours, on);
        return;
    }
    k->seen++;
}

void run_tests(void)
{
    size_t k;

    peers_read("--joins", 3, one);
    for (k = 0; k < N_KNOWN; k++)
        if (!CHECK(known[k].seen == 1))
            fprintf(stderr, "    row %s + %s (%s) seen %d times\n",
                    known[k].base, known[k].ref, known[k].why,
                    known[k].seen);
    printf("resolved %lu peer cases: %lu as the peer expects, %lu "
           "classified\n", n_cases, n_equal, n_cases - n_equal);
    CHECK(n_cases > 100);
}
