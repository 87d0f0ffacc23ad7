/* SPDX-License-Identifier: MIT */
/*
 * t_diff.c - url1738_diff's plain-shape shortcut (src/ops/diff.c) held to
 * the full path (url1738__diff_full: every reading normalized and
 * re-read): the return code, *need, the disagreement set, and every field
 * of every reading (code, error code, offset and message, text, the seven
 * spans, port_number) and the buffer's bytes, equal. Over the corpora's
 * lines, mutations of each (a byte that breaks the shape, or keeps it,
 * inserted or put in place at every position of a short line and at
 * chosen ones of the rest), generated inputs of the plain shape and next
 * to it, for every order and subset of the readings (duplicates too),
 * and capacities around the need (the NOSPACE answers). A few fixed cases
 * check what the shortcut must give (regressions of its rules).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "url1738.h"
#include "ops/ops.h"

#define ROOM 16384

static const enum url1738_spec sets[][3] = {
    { URL1738_SPEC_RFC1738, URL1738_SPEC_RFC3986, URL1738_SPEC_WHATWG },
    { URL1738_SPEC_WHATWG, URL1738_SPEC_RFC1738, URL1738_SPEC_RFC3986 },
    { URL1738_SPEC_RFC1738, URL1738_SPEC_RFC1738, URL1738_SPEC_WHATWG },
};
static const size_t set_n[] = { 3, 3, 3 };

static unsigned long compared, failures;

static int same_span(struct url1738_span a, struct url1738_span b)
{
    return a.off == b.off && a.len == b.len;
}

static int same_reading(const struct url1738_reading *a,
                        const struct url1738_reading *b)
{
    return a->spec == b->spec && a->code == b->code
           && a->error.code == b->error.code
           && a->error.offset == b->error.offset
           && a->error.message == b->error.message
           && same_span(a->text, b->text) && same_span(a->scheme, b->scheme)
           && same_span(a->userinfo, b->userinfo)
           && same_span(a->host, b->host) && same_span(a->port, b->port)
           && same_span(a->path, b->path) && same_span(a->query, b->query)
           && same_span(a->fragment, b->fragment)
           && a->port_number == b->port_number;
}

static void show(const char *label, const struct url1738_reading *r,
                 size_t n, enum url1738_code rc, size_t need, unsigned set)
{
    size_t k;

    fprintf(stderr, "    %s: rc %d need %zu disagree %#x\n", label, (int)rc,
            need, set);
    for (k = 0; k < n; k++)
        fprintf(stderr,
                "      %s code %d err %d@%zu text %zu+%zu scheme %zu+%zu "
                "user %zu+%zu host %zu+%zu port %zu+%zu path %zu+%zu "
                "query %zu+%zu frag %zu+%zu port# %u\n",
                url1738_spec_name(r[k].spec), (int)r[k].code,
                (int)r[k].error.code, r[k].error.offset, r[k].text.off,
                r[k].text.len, r[k].scheme.off, r[k].scheme.len,
                r[k].userinfo.off, r[k].userinfo.len, r[k].host.off,
                r[k].host.len, r[k].port.off, r[k].port.len, r[k].path.off,
                r[k].path.len, r[k].query.off, r[k].query.len,
                r[k].fragment.off, r[k].fragment.len, r[k].port_number);
}

/* One input, one set of readings, one capacity: both ways equal. */
static void one_cap(const char *p, size_t len, const enum url1738_spec *sp,
                    size_t n, size_t cap)
{
    static char b1[ROOM], b2[ROOM];
    struct url1738_reading r1[3], r2[3];
    size_t k, need1 = 7, need2 = 9;
    unsigned set1 = 5, set2 = 6;
    enum url1738_code rc1, rc2;
    int ok;

    for (k = 0; k < n; k++) {
        r1[k] = (struct url1738_reading)URL1738_READING_INIT;
        r2[k] = (struct url1738_reading)URL1738_READING_INIT;
        r1[k].spec = r2[k].spec = sp[k];
    }
    memset(b1, 0x55, cap + 1);
    memset(b2, 0x55, cap + 1);
    rc1 = url1738_diff(p, len, r1, n, cap ? b1 : NULL, cap, &need1, &set1);
    rc2 = url1738__diff_full(p, len, r2, n, cap ? b2 : NULL, cap, &need2,
                             &set2);
    ok = rc1 == rc2 && need1 == need2 && set1 == set2;
    for (k = 0; ok && k < n; k++)
        ok = same_reading(&r1[k], &r2[k]);
    if (ok && rc1 == URL1738_OK)
        ok = memcmp(b1, b2, need1 < cap ? need1 + 1 : cap) == 0;
    compared++;
    if (!ok && ++failures <= 10) {
        harness_dump("input", p, len);
        fprintf(stderr, "    cap %zu\n", cap);
        show("full path (expected)", r2, n, rc2, need2, set2);
        show("url1738_diff (got)", r1, n, rc1, need1, set1);
    }
}

/* url1738__diff_authority (lint's question): the full path's bits. */
static void authority(const char *p, size_t len)
{
    static char b[2048];
    struct url1738_reading r[3];
    unsigned set = 0, got;
    size_t k;

    for (k = 0; k < 3; k++) {
        r[k] = (struct url1738_reading)URL1738_READING_INIT;
        r[k].spec = sets[0][k];
    }
    if (url1738__diff_full(p, len, r, 3, b, sizeof b, NULL, &set)
        != URL1738_OK)
        set = 0;
    got = url1738__diff_authority(p, len, b, sizeof b);
    compared++;
    if (got != (set & URL1738_DIFF_AUTHORITY) && ++failures <= 10) {
        harness_dump("input", p, len);
        fprintf(stderr, "    url1738__diff_authority: wanted %#x, got %#x\n",
                set & URL1738_DIFF_AUTHORITY, got);
    }
}

static void one(const char *p, size_t len, int caps)
{
    size_t s, k;

    authority(p, len);

    for (s = 0; s < sizeof set_n / sizeof set_n[0]; s++)
        one_cap(p, len, sets[s], set_n[s], ROOM - 1);
    /* one reading alone, each */
    for (k = 0; k < 3; k++)
        one_cap(p, len, &sets[0][k], 1, ROOM - 1);
    one_cap(p, len, sets[0], 0, ROOM - 1);
    if (caps && 3 * len + 2 < ROOM - 1)
        for (k = 3 * len > 2 ? 3 * len - 2 : 0; k <= 3 * len + 1; k++)
            one_cap(p, len, sets[0], 3, k);
}

/* Bytes that break the plain shape, or keep it, put in. */
static const char *const pieces[] = {
    "A", ".", "/", "%", "%41", "%2e", "~", "#", "?", "'", ":", "@", "-",
    "0", "x", "xn--", "/./", "/../", "/.", "\\", " ", "\t", "\x80", "\"",
    "[", "]", "|", "{", "^", "`", "<", "=", "&", ";", "+", "$", "!", "*",
    "(", ",", "_", ":80", ":443", "u@", ".9", ".com", "..",
};
#define NPIECES (sizeof pieces / sizeof pieces[0])

static void mutate(const char *p, size_t len, unsigned long seed)
{
    char m[600];
    size_t i, k, step = len <= 40 ? 1 : len / 13 + 1;

    if (len > 500)
        return;
    for (i = 0; i <= len; i += step) {
        size_t j = (size_t)(seed + i) % NPIECES, pl = strlen(pieces[j]);

        /* inserted at i */
        memcpy(m, p, i);
        memcpy(m + i, pieces[j], pl);
        memcpy(m + i + pl, p + i, len - i);
        one(m, len + pl, 0);
        /* in place of byte i */
        if (i < len) {
            memcpy(m, p, len);
            m[i] = pieces[(j + 7) % NPIECES][0];
            one(m, len, 0);
        }
    }
    (void)k;
}

static void corpus(const char *name)
{
    char path[1024], line[4200];
    FILE *f = harness_open_corpus(name, path, sizeof path);
    unsigned long nl = 0, before = failures;

    if (f == NULL)
        return;
    while (fgets(line, sizeof line, f) != NULL) {
        size_t len = strcspn(line, "\n");

        one(line, len, nl % 7 == 0);
        if (nl % 5 == 0)
            mutate(line, len, nl);
        nl++;
    }
    fclose(f);
    if (!CHECK(nl > 1000 && failures == before))
        fprintf(stderr, "    %s: %lu lines, %lu mismatches\n", name, nl,
                failures - before);
}

/* Inputs of the plain shape and next to it, from small alphabets. */
static void generated(void)
{
    static const char *const schemes[] = { "http://", "https://",
                                           "HTTP://", "Https://", "ftp://" };
    static const char *const hosts[] = {
        "a.com", "www.example.org", "x", "a-b.c-d.e", "1.2.3.4", "a.b.0x1",
        "xn--a.com", "a.xn--b", "ab--c.de", "A.com", "a..b", "a.", "-a.b",
        "a.b-", "a.9z", "localhost", "a.b.c.d.e.f.g.h.example",
    };
    static const char alpha[] = "ab/./?#~'%:@&=+$!*(),;_-AZ09\\";
    unsigned long g = 12345;
    size_t i, k;
    char u[300];

    for (i = 0; i < 60000; i++) {
        size_t n = 0, plen;

        g = g * 6364136223846793005ul + 1442695040888963407ul;
        n += (size_t)sprintf(u, "%s%s", schemes[(g >> 33) % 5],
                             hosts[(g >> 40) % (sizeof hosts / sizeof *hosts)]);
        plen = (size_t)((g >> 20) % 24);
        for (k = 0; k < plen; k++) {
            g = g * 6364136223846793005ul + 1442695040888963407ul;
            /* mostly plain bytes, the others now and then */
            u[n++] = (g >> 60) < 11 ? "abc/xyz/q=e"[(g >> 33) % 11]
                                    : alpha[(g >> 33) % (sizeof alpha - 1)];
        }
        one(u, n, i % 50 == 0);
    }
}

/* What the shortcut must say (its rules' regressions). */
static void fixed(void)
{
    static const struct {
        const char *in;
        unsigned set;
    } cases[] = {
        { "http://a.com/p?q=1", 0 },
        /* RFC 1738 reads https as a genericurl: its path runs on */
        { "https://a.com/p?q=1",
          URL1738_DIFF_BIT(URL1738_DIFF_PATH)
              | URL1738_DIFF_BIT(URL1738_DIFF_QUERY) },
        { "https://a.com/p", 0 },
        /* '~' and '#': RFC 1738 refuses */
        { "http://a.com/~x", URL1738_DIFF_BIT(URL1738_DIFF_VALID) },
        { "http://a.com/p#f", URL1738_DIFF_BIT(URL1738_DIFF_VALID) },
        /* the URL Standard escapes "'" in a special query */
        { "http://a.com/p?a'b", URL1738_DIFF_BIT(URL1738_DIFF_QUERY) },
    };
    size_t i;

    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct url1738_reading r[3] = { URL1738_READING_INIT,
                                        URL1738_READING_INIT,
                                        URL1738_READING_INIT };
        char b[512];
        unsigned set = 99;
        size_t k;

        for (k = 0; k < 3; k++)
            r[k].spec = sets[0][k];
        CHECK_EQ_INT(url1738_diff(cases[i].in, strlen(cases[i].in), r, 3, b,
                                  sizeof b, NULL, &set),
                     URL1738_OK);
        if (!CHECK(set == cases[i].set))
            fprintf(stderr, "    %s: wanted %#x, got %#x\n", cases[i].in,
                    cases[i].set, set);
        one(cases[i].in, strlen(cases[i].in), 1);
    }
}

void run_tests(void)
{
    unsigned long before;

    fixed();
    corpus("kasztp_web.txt");
    corpus("node_files.txt");
    corpus("rfc1738_schemes.txt");
    before = failures;
    generated();
    CHECK(failures == before);
    if (!CHECK(failures == 0))
        fprintf(stderr, "    %lu of %lu comparisons differ\n", failures,
                compared);
    else
        printf("t_diff: %lu comparisons of the shortcut and the full path\n",
               compared);
}
