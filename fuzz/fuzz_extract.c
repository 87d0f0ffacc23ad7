/* SPDX-License-Identifier: MIT */
/*
 * fuzz_extract.c - url1738_extract_next, _finish, _url, _fragment, _valid.
 *
 * Input: the text. It is scanned whole (with this CPU's block scan of
 * running text, and with every level's the machine has), in 1-byte
 * pieces, and in pieces of sizes drawn from the input; each piece is
 * copied into its own heap block, freed once scanned (the state keeps
 * no pointer into the text).
 * Properties (appendix, docs/extract.md): the three scans report the same
 * candidates (form, offset, line, column, readings, fragment, error, and
 * every reading's text and validity); offsets, lines and columns match
 * the text; reading 0 is valid exactly when the error is URL1738_OK,
 * which but for E_UNCLOSED and E_TOO_LONG is parse's error on its text;
 * every reading reported valid parses; size queries agree with the
 * written length; no reading past the last. All of it under the three
 * readings (url1738_extract_init_spec): under RFC 3986 and WHATWG
 * validity and errors are url1738_parse_spec's, and a URL with a
 * fragment ends in '#' and the fragment's text.
 */
#include <stdlib.h>

#include "fuzz.h"
#include "hosts/hosts.h"

/* What a scan reported, flattened into bytes to compare. */
struct record {
    char *b;
    size_t n, cap;
};

static void put(struct record *r, const void *p, size_t n)
{
    if (r->n + n > r->cap) {
        char *nb;
        r->cap = (r->n + n) * 2 + 256;
        if ((nb = realloc(r->b, r->cap)) == NULL)
            abort();
        r->b = nb;
    }
    if (n > 0)
        memcpy(r->b + r->n, p, n);
    r->n += n;
}

static void put_num(struct record *r, unsigned long long v)
{
    put(r, &v, sizeof v);
}

/* The line and column of byte off of the text (1-based, lines end at
 * LF). */
static void where(const uint8_t *d, size_t off, unsigned long long *line,
                  unsigned long long *col)
{
    size_t i;

    *line = 1;
    *col = 1;
    for (i = 0; i < off; i++) {
        if (d[i] == '\n') {
            ++*line;
            *col = 1;
        } else {
            ++*col;
        }
    }
}

/* The reading the scans use. */
static enum url1738_spec reading;

/* Checks one result and appends it to r. */
static void record_found(struct record *r, const struct url1738_extract *st,
                         const struct url1738_found *f, const uint8_t *d,
                         size_t size)
{
    char buf[URL1738_EXTRACT_MAX + 1], frag[URL1738_EXTRACT_MAX + 1];
    size_t nfrag = 0;
    size_t k, need, need2;
    unsigned long long line, col;
    enum url1738_code rc;

    FUZZ_CHECK(url1738_form_name(f->form) != NULL);
    /* Where the URL begins: after "<URL:", so the end of the text for
     * an unclosed empty wrapper. */
    FUZZ_CHECK(f->offset <= size);
    where(d, (size_t)f->offset, &line, &col);
    FUZZ_CHECK(f->line == line && f->column == col);
    FUZZ_CHECK(f->readings >= 1
               && f->readings <= (1u << URL1738_EXTRACT_BREAKS));
    FUZZ_CHECK(url1738_errname(f->error.code) != NULL);
    FUZZ_CHECK(f->error.message != NULL);
    FUZZ_CHECK(url1738_extract_valid(st, 0) == (f->error.code == URL1738_OK));
    put_num(r, (unsigned long long)f->form);
    put_num(r, f->offset);
    put_num(r, f->line);
    put_num(r, f->column);
    put_num(r, f->readings);
    put_num(r, (unsigned long long)f->has_fragment);
    put_num(r, (unsigned long long)f->error.code);
    put_num(r, f->error.offset);
    for (k = 0; k < f->readings; k++) {
        int valid = url1738_extract_valid(st, k);
        need = 7;
        rc = url1738_extract_url(st, k, NULL, 0, &need);
        FUZZ_CHECK(rc == (need == 0 ? URL1738_OK : URL1738_E_NOSPACE));
        FUZZ_CHECK(need <= URL1738_EXTRACT_MAX);
        FUZZ_CHECK(url1738_extract_url(st, k, buf, sizeof buf, &need2)
                   == URL1738_OK);
        FUZZ_CHECK(need2 == need && buf[need] == '\0');
        /* Reported valid: it parses. An unclosed or too long candidate
         * is no URL whatever its text. */
        if (valid)
            FUZZ_CHECK(url1738_valid_spec(buf, need, reading));
        if (k == 0 && f->error.code != URL1738_E_TOO_LONG
            && f->error.code != URL1738_E_UNCLOSED) {
            /* Reading 0's error is parse's, offset in its text. */
            struct url1738_error pe;
            url1738_parse_spec(buf, need, reading, NULL, &pe);
            FUZZ_CHECK(pe.code == f->error.code
                       && pe.offset == f->error.offset);
        }
        /* RFC 3986 keeps the fragment in the URL. */
        if (reading != URL1738_SPEC_RFC1738 && f->has_fragment
            && f->error.code != URL1738_E_TOO_LONG) {
            FUZZ_CHECK(url1738_extract_fragment(st, frag, sizeof frag,
                                                &nfrag) == URL1738_OK);
            FUZZ_CHECK(need > nfrag && buf[need - nfrag - 1] == '#'
                       && memcmp(buf + need - nfrag, frag, nfrag) == 0);
        }
        put_num(r, (unsigned long long)valid);
        put_num(r, need);
        put(r, buf, need);
    }
    FUZZ_CHECK(url1738_extract_url(st, f->readings, buf, sizeof buf, NULL)
               == URL1738_E_INVALID_ARG);
    FUZZ_CHECK(url1738_extract_valid(st, f->readings) == 0);
    rc = url1738_extract_fragment(st, buf, sizeof buf, &need);
    FUZZ_CHECK((rc == URL1738_OK) == (f->has_fragment != 0));
    FUZZ_CHECK(rc == URL1738_OK || rc == URL1738_E_INVALID_ARG);
    if (rc == URL1738_OK) {
        FUZZ_CHECK(need <= URL1738_EXTRACT_MAX && buf[need] == '\0');
        put_num(r, need);
        put(r, buf, need);
    }
}

/* Scans the text in pieces: step 0 whole, 1 one byte at a time, else
 * sizes drawn from g; with level's scan of running text (-1: this
 * CPU's; url1738__extract_level). Returns what was found, flattened. */
static struct record scan(const uint8_t *d, size_t size, int step,
                          struct fuzz_rng *g, int level)
{
    struct url1738_extract *st = calloc(1, sizeof *st);
    struct url1738_found f = URL1738_FOUND_INIT;
    struct record r = { NULL, 0, 0 };
    size_t at = 0, n, used, left;
    char *piece;
    const char *p;

    if (st == NULL || (r.b = malloc(r.cap = 256)) == NULL)
        abort();
    if (reading == URL1738_SPEC_RFC1738)
        url1738_extract_init(st);
    else
        FUZZ_CHECK(url1738_extract_init_spec(st, reading) == 0);
    if (level >= 0)
        FUZZ_CHECK(url1738__extract_level(st, (enum url1738__cpu)level)
                   == 0);
    while (at < size || (at == 0 && size == 0)) {
        if (step == 0)
            n = size;
        else if (step == 1)
            n = 1;
        else
            n = 1 + (size_t)(fuzz_rng_next(g) % 97);
        if (n > size - at)
            n = size - at;
        if ((piece = malloc(n ? n : 1)) == NULL)
            abort();
        if (n > 0)
            memcpy(piece, d + at, n);
        p = piece;
        left = n;
        while (url1738_extract_next(st, p, left, &used, &f) == 1) {
            FUZZ_CHECK(used <= left);
            record_found(&r, st, &f, d, size);
            p += used;
            left -= used;
        }
        FUZZ_CHECK(used == left);
        free(piece);
        at += n;
        if (size == 0)
            break;
    }
    if (url1738_extract_finish(st, &f) == 1)
        record_found(&r, st, &f, d, size);
    free(st);
    return r;
}

FUZZ_TARGET(extract)
{
    static const enum url1738__cpu levels[] = { URL1738__CPU_SCALAR,
                                                URL1738__CPU_SSE2,
                                                URL1738__CPU_AVX2 };
    struct fuzz_rng g;
    struct record whole, ones, some, other;
    size_t v;
    int k;

    fuzz_rng_seed(&g, data, size);
    for (k = 0; k < 3; k++) {
        reading = k == 0   ? URL1738_SPEC_RFC1738
                  : k == 1 ? URL1738_SPEC_RFC3986
                           : URL1738_SPEC_WHATWG;
        whole = scan(data, size, 0, &g, -1);
        ones = scan(data, size, 1, &g, -1);
        some = scan(data, size, 2, &g, -1);
        /* Streamed as found whole (appendix; docs/extract.md
         * "Streaming"). */
        FUZZ_CHECK(ones.n == whole.n
                   && memcmp(ones.b, whole.b, whole.n) == 0);
        FUZZ_CHECK(some.n == whole.n
                   && memcmp(some.b, whole.b, whole.n) == 0);
        /* The block scan of running text at every level the machine
         * has (extract.c: url1738__xtext), whole: what the byte at a
         * time steps (ones) found. */
        for (v = 0; v < sizeof levels / sizeof levels[0]; v++) {
            if (!url1738__cpu_have(levels[v]))
                continue;
            other = scan(data, size, 0, &g, (int)levels[v]);
            FUZZ_CHECK(other.n == ones.n
                       && memcmp(other.b, ones.b, ones.n) == 0);
            free(other.b);
        }
        free(whole.b);
        free(ones.b);
        free(some.b);
    }
    return 0;
}
