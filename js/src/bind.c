/* SPDX-License-Identifier: MIT */
/*
 * bind.c - what the JavaScript bindings call, the same C for the
 * WebAssembly module (make wasm) and the Node-API addon (js/native/):
 *
 *   u17_run   one subcommand of the program, run in memory (cli/run.c):
 *             its JSON is the program's, written by the program's writer
 *   u17_many  many URLs parsed at once into columns of the library's
 *             field texts (url1738_field_text), for parseMany
 *
 * Answers are read from u17_out()/u17_out_len() until the next call.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "bind.h"

void *u17_alloc(size_t n)
{
    return malloc(n != 0 ? n : 1);
}

void u17_free(void *p)
{
    free(p);
}

int u17_run(const char *lang, int argc, char **argv, const char *in,
            size_t in_len)
{
    cli_run_release();
    return cli_run(lang, argc, argv, in, in_len);
}

const char *u17_out(void)
{
    return cli_memory.out;
}

size_t u17_out_len(void)
{
    return cli_memory.out_len;
}

#define NSCHEMES (URL1738_SCHEME_PROSPERO + 1)
#define MANY_MAX_FIELDS 32

/* The text of field id of the valid URL p: where it is in rec[0], its
 * length in rec[1] (-1: absent). */
static int many_text(const char *p, const struct url1738_url *u, int id,
                     int32_t *rec)
{
    size_t need = 0, room;
    enum url1738_code rc;
    const struct url1738_field_info *f;

    rec[0] = 0;
    rec[1] = -1;
    if (id < 0)
        return 0;
    f = url1738_field_info((size_t)id);
    /* A raw field (or a name already in lower case) is its span of the
     * input: rec[0] = the span's offset, and the caller takes it from
     * the input itself; else the text goes into the block and rec[0] is
     * -1 - its offset there. */
    {
        struct url1738_span sp = url1738_field_span(u, (size_t)id);

        if (url1738_present(sp) && (f->kind == URL1738_FK_RAW
                                    || f->kind == URL1738_FK_NAME)) {
            size_t k;
            int lower = 1;

            for (k = 0; k < sp.len && f->kind == URL1738_FK_NAME; k++)
                if (p[sp.off + k] >= 'A' && p[sp.off + k] <= 'Z')
                    lower = 0;
            if (lower) {
                rec[0] = (int32_t)sp.off;
                rec[1] = (int32_t)sp.len;
                return 0;
            }
        }
    }
    rec[0] = -1 - (int32_t)cli_memory.out_len;
    if (cli_memory_reserve(64) == NULL)
        return -1;
    room = cli_memory.out_cap - cli_memory.out_len;
    rc = url1738_field_text(p, u, (size_t)id,
                            cli_memory.out + cli_memory.out_len, room, &need);
    if (rc == URL1738_E_NOSPACE) {
        char *d = cli_memory_reserve(need + 1);

        if (d == NULL)
            return -1;
        rc = url1738_field_text(p, u, (size_t)id, d, need + 1, &need);
    }
    if (rc == URL1738_E_UNSUPPORTED && f->absent != NULL
        && (f->schemes & (1u << u->parts_of)) != 0) {
        /* Absent from a URL read as a scheme that has the field (its
         * parts_of: the JSON has that scheme's object), with a
         * value that stands for it (gopher's type "1" and selector "",
         * 3.4.1): that value, as parse's JSON writes it (cli/fields.c
         * jw_field). */
        need = strlen(f->absent);
        if (need >= room && cli_memory_reserve(need + 1) == NULL)
            return -1;
        memcpy(cli_memory.out + cli_memory.out_len, f->absent, need);
        rc = URL1738_OK;
    }
    if (rc != URL1738_OK)
        return 0;
    cli_memory.out_len += need;
    rec[1] = (int32_t)need;
    return 0;
}

/* A value of a column met before in the call (parseMany's repeated
 * hosts, schemes, ports): where its bytes are (at >= 0: p + at, else the
 * answer block at -1 - at), its length, and the row that holds it. */
struct seen {
    uint64_t h;
    int32_t at, len, row;
};
/* Entries of the table of values seen, per column (a power of 2), and
 * the longest value looked up there. */
#define SEEN 1024
#define SEEN_MAXLEN 64
/* The rows a column is looked up over before the table is dropped for
 * it when fewer than an eighth of them repeated a value. */
#define SHARE_TRIES 128
/* Fewer inputs than this: no table. */
#define SEEN_MIN 16

static const char *seen_bytes(const char *p, int32_t at)
{
    return at >= 0 ? p + at : cli_memory.out + (-1 - (ptrdiff_t)at);
}

/* r: a field's [start, length] of row `row` just made by many_text (the
 * line at p + start); when an earlier row of the column has the same
 * bytes, r becomes [that row, U17_SAME] (and text the answer block got
 * for it is taken back), else this row is remembered as the holder. */
static void many_share(struct seen *tab, struct seen *last, const char *p,
                       size_t start, int32_t row, int32_t *r)
{
    int32_t at = r[0] >= 0 ? (int32_t)start + r[0] : r[0], n = r[1];
    const char *b = seen_bytes(p, at);
    struct seen *e;
    uint64_t h = (uint64_t)n, w;
    int32_t k;

    if (n < 0 || n > SEEN_MAXLEN)
        return;
    if (last->len == n && last->row >= 0
        && memcmp(seen_bytes(p, last->at), b, (size_t)n) == 0) {
        e = last;
    } else {
        for (k = 0; k < n; k += 8) {
            w = 0;
            memcpy(&w, b + k, n - k < 8 ? (size_t)(n - k) : 8);
            h = (h ^ w) * 0x100000001B3ull;
            h ^= h >> 31;
        }
        e = &tab[h & (SEEN - 1)];
        if (!(e->h == h && e->len == n && e->row >= 0
              && memcmp(seen_bytes(p, e->at), b, (size_t)n) == 0)) {
            e->h = h;
            e->at = at;
            e->len = n;
            e->row = row;
            *last = *e;
            return;
        }
    }
    if (at < 0)
        cli_memory.out_len = (size_t)(-1 - (ptrdiff_t)at);
    r[0] = e->row;
    r[1] = U17_SAME;
    *last = *e;
}

/* The first LF of p[0..n), or NULL. WebAssembly's libc looks at four
 * bytes a step (musl's memchr); eight here, as a 64-bit word (the
 * module's i64). Elsewhere the libc's own, which uses the CPU's vectors. */
static const char *find_lf(const char *p, size_t n)
{
#if defined(__wasm__)
    const uint64_t ones = 0x0101010101010101ull, highs = ones << 7,
                   lfs = ones * '\n';
    size_t i = 0;

    for (; i + 8 <= n; i += 8) {
        uint64_t w, x;

        memcpy(&w, p + i, 8);
        x = w ^ lfs;
        if (((x - ones) & ~x & highs) != 0)
            break;
    }
    for (; i < n; i++)
        if (p[i] == '\n')
            return p + i;
    return NULL;
#else
    return memchr(p, '\n', n);
#endif
}

int u17_many(const char *p, size_t len, const char *spec_name,
             const char *fields, int32_t *rec, size_t rec_cap)
{
    int table[MANY_MAX_FIELDS][NSCHEMES];
    size_t nf = 0, k, start = 0, count = 0, per;
    enum url1738_spec spec;
    const char *s = fields;
    struct seen *seen = NULL, last[MANY_MAX_FIELDS];
    /* Per column: rows looked up in the table, and found there. */
    size_t tries[MANY_MAX_FIELDS] = { 0 }, shared[MANY_MAX_FIELDS] = { 0 };
    /* Set by the parse (its size said once, not the whole struct
     * cleared per input). */
    struct url1738_url u = URL1738_URL_INIT;
    int lookup, rc = 0;

    lookup = url1738_spec_lookup(spec_name, strlen(spec_name));
    if (lookup != URL1738_SPEC_RFC1738 && lookup != URL1738_SPEC_RFC3986)
        return U17_BAD_SPEC;
    spec = (enum url1738_spec)lookup;
    /* The comma-separated names, each looked up once per scheme as
     * `parse --fields` does (url1738_field_lookup). */
    while (*s != '\0') {
        const char *e = strchr(s, ',');
        size_t n = e != NULL ? (size_t)(e - s) : strlen(s);
        int any = 0;

        if (nf == MANY_MAX_FIELDS)
            return U17_BAD_FIELD - (int)nf;
        for (k = 0; k < NSCHEMES; k++) {
            int id = url1738_field_lookup(s, n, (enum url1738_scheme)k);

            if (k == URL1738_SCHEME_NONE && id >= 0
                && url1738_field_info((size_t)id)->nest
                       == URL1738_FN_SCHEME)
                id = -1;
            table[nf][k] = id;
            any |= id >= 0;
        }
        if (!any && url1738_field_lookup(s, n, URL1738_SCHEME_NONE) < 0)
            return U17_BAD_FIELD - (int)nf;
        nf++;
        if (e == NULL)
            break;
        s = e + 1;
    }
    per = 2 + 2 * nf;
    cli_run_release();
    if (nf > 0 && len / 8 >= SEEN_MIN) {
        seen = calloc(nf * SEEN, sizeof *seen);
        if (seen == NULL)
            return U17_NOMEM;
        for (k = 0; k < nf * SEEN; k++)
            seen[k].row = -1;
        for (k = 0; k < nf; k++)
            last[k].row = -1;
    }
    /* One input per line, p[start..LF). */
    while (start <= len) {
        const char *lf;
        size_t end;
        struct url1738_error err;
        int32_t *r;

        lf = find_lf(p + start, len - start);
        end = lf != NULL ? (size_t)(lf - p) : len;
        if ((count + 1) * per > rec_cap) {
            rc = U17_SMALL;
            break;
        }
        r = rec + count * per;
        if (url1738_parse_spec(p + start, end - start, spec, &u, &err)
            == URL1738_OK) {
            r[0] = 1;
            r[1] = 0;
            for (k = 0; k < nf; k++) {
                if (many_text(p + start, &u, table[k][u.scheme_id],
                              r + 2 + 2 * k) != 0) {
                    rc = U17_NOMEM;
                    break;
                }
                /* A column whose values have not repeated over its
                 * first SHARE_TRIES rows (paths, queries) is no longer
                 * looked up: the table costs more than it saves. */
                if (seen != NULL && (tries[k] < SHARE_TRIES
                                     || shared[k] >= SHARE_TRIES / 8)) {
                    tries[k]++;
                    many_share(seen + k * SEEN, &last[k], p, start,
                               (int32_t)count, r + 2 + 2 * k);
                    shared[k] += r[3 + 2 * k] == U17_SAME;
                }
            }
            if (rc != 0)
                break;
        } else {
            r[0] = 0;
            r[1] = (int32_t)err.code;
            for (k = 0; k < nf; k++) {
                r[2 + 2 * k] = 0;
                r[3 + 2 * k] = -1;
            }
        }
        count++;
        if (lf == NULL)
            break;
        start = end + 1;
    }
    free(seen);
    return rc != 0 ? rc : (int)count;
}

int u17_out_ascii(void)
{
    size_t i;

    for (i = 0; i < cli_memory.out_len; i++)
        if ((unsigned char)cli_memory.out[i] >= 0x80)
            return 0;
    return 1;
}

/* The names parse's JSON has at the top level under a reading (the
 * library's vocabulary, URL1738_FN_TOP and, under RFC 3986,
 * URL1738_FN_RFC3986), each "name:kind", comma-separated, into the
 * answer block: parseMany's default columns. */
int u17_field_list(const char *spec_name)
{
    int spec = url1738_spec_lookup(spec_name, strlen(spec_name));
    size_t i, n = url1738_field_count();
    int first = 1;

    cli_run_release();
    for (i = 0; i < n; i++) {
        const struct url1738_field_info *f = url1738_field_info(i);
        char kind[8];
        size_t k = 0;
        unsigned v = (unsigned)f->kind;

        if (f->nest != URL1738_FN_TOP
            && !(f->nest == URL1738_FN_RFC3986
                 && spec == URL1738_SPEC_RFC3986))
            continue;
        if ((!first && cli_memory_write(",", 1) != 0)
            || cli_memory_write(f->name, strlen(f->name)) != 0)
            return -1;
        kind[k++] = ':';
        do {
            kind[k++] = (char)('0' + v % 10);
            v /= 10;
        } while (v != 0 && k < sizeof kind);
        if (cli_memory_write(kind, k) != 0)
            return -1;
        first = 0;
    }
    return 0;
}

/* The kind (enum url1738_field_kind) of the field a name means for some
 * scheme; 0 for none. */
int u17_field_kind(const char *name)
{
    int id = url1738_field_lookup(name, strlen(name), URL1738_SCHEME_NONE);

    return id < 0 ? 0 : (int)url1738_field_info((size_t)id)->kind;
}
