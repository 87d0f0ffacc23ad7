/* SPDX-License-Identifier: MIT */
/*
 * t_extract_corpus.c - extract --spec=rfc3986 over real web URLs
 * (kasztp_web.txt, issue 14): every line that RFC 3986 reads as a URI
 * (url1738_valid_spec) is written into prose twice,
 *
 *     Item N: see LINE now, or <URL:LINE>.
 *
 * and the text is scanned in 4 KiB pieces under the RFC 3986 reading.
 * For each line exactly two URLs must come back, in order: the bare one,
 * equal to the line, or the line less trailing punctuation the rule of
 * docs/extract.md leaves to the sentence; and the wrapped one, equal to
 * the line. A line that is only "scheme://" is a word when bare (the
 * rule again): only its wrapped form is found. Lines RFC 3986 does not
 * read are counted, not embedded.
 */
#include <stdlib.h>

#include "harness.h"
#include "hosts/hosts.h"

#define PIECE 4096

struct text {
    char *p;
    size_t len, cap;
};

static void add(struct text *t, const char *p, size_t n)
{
    if (t->len + n > t->cap) {
        t->cap = 2 * (t->len + n);
        t->p = realloc(t->p, t->cap);
        if (t->p == NULL)
            abort();
    }
    memcpy(t->p + t->len, p, n);
    t->len += n;
}

/* The lines embedded, in order (offsets into one block). */
struct lines {
    char *p;
    size_t len, cap;
    size_t *off, *n;
    size_t count, max;
    /* The results expected, in order: line index * 2 + 1 if wrapped. */
    size_t *want;
    size_t nwant, maxwant;
};

static void expect(struct lines *l, size_t line, int wrapped)
{
    if (l->nwant == l->maxwant) {
        l->maxwant = l->maxwant ? 2 * l->maxwant : 2048;
        l->want = realloc(l->want, l->maxwant * sizeof *l->want);
        if (l->want == NULL)
            abort();
    }
    l->want[l->nwant++] = line * 2 + (wrapped != 0);
}

/* "scheme://" and nothing after it. */
static int only_scheme(const char *p, size_t n)
{
    return n > 3 && memcmp(p + n - 3, "://", 3) == 0
           && memchr(p, ':', n - 3) == NULL;
}

static void keep_line(struct lines *l, const char *p, size_t n)
{
    if (l->count == l->max) {
        l->max = l->max ? 2 * l->max : 1024;
        l->off = realloc(l->off, l->max * sizeof *l->off);
        l->n = realloc(l->n, l->max * sizeof *l->n);
        if (l->off == NULL || l->n == NULL)
            abort();
    }
    if (l->len + n > l->cap) {
        l->cap = 2 * (l->len + n);
        l->p = realloc(l->p, l->cap);
        if (l->p == NULL)
            abort();
    }
    memcpy(l->p + l->len, p, n);
    l->off[l->count] = l->len;
    l->n[l->count++] = n;
    l->len += n;
}

static size_t exact, trimmed, mismatches;

/* Checks result k against the k-th expected one. */
static void check_result(const struct lines *l, size_t k,
                         const struct url1738_extract *st,
                         const struct url1738_found *f)
{
    static char url[URL1738_EXTRACT_MAX + 1];
    const char *want;
    size_t n = 0, wn, i, line;
    int ok, wrapped;

    if (!CHECK(k < l->nwant)) {
        mismatches++;
        return;
    }
    line = l->want[k] / 2;
    wrapped = (int)(l->want[k] % 2);
    want = l->p + l->off[line];
    wn = l->n[line];
    url1738_extract_url(st, 0, url, sizeof url, &n);
    ok = f->error.code == URL1738_OK
         && f->form == (wrapped ? URL1738_FORM_WRAPPER : URL1738_FORM_BARE);
    if (ok && n == wn && memcmp(url, want, n) == 0) {
        exact += !wrapped;
        return;
    }
    /* A bare URL may lose trailing . , ; : ! ? ' and unpartnered
     * closing brackets, nothing else. */
    ok = ok && !wrapped && n < wn && memcmp(url, want, n) == 0;
    for (i = n; ok && i < wn; i++)
        ok = strchr(".,;:!?')]}", want[i]) != NULL;
    if (ok) {
        trimmed++;
        return;
    }
    if (mismatches++ < 10) {
        harness_dump("line", want, wn);
        harness_dump("found", url, n);
    }
}

/* Every result of text[0..n) (form, offset, line, column, URL),
 * scanned with level's block scan of running text (-1: this CPU's) in
 * pieces of step bytes (0: whole), under reading, appended to r. */
static void record(const char *text, size_t n, int level, size_t step,
                   enum url1738_spec reading, struct text *r)
{
    static struct url1738_extract st;
    static char url[URL1738_EXTRACT_MAX + 1];
    struct url1738_found f = URL1738_FOUND_INIT;
    char num[96];
    size_t at = 0, used, un = 0;
    int more = 1;

    r->len = 0;
    CHECK_EQ_INT(url1738_extract_init_spec(&st, reading), 0);
    if (level >= 0)
        CHECK_EQ_INT(url1738__extract_level(&st, (enum url1738__cpu)level),
                     0);
    while (more) {
        size_t plen = step == 0 || n - at < step ? n - at : step, off = 0;
        int r1;

        while ((r1 = at < n ? url1738_extract_next(&st, text + at + off,
                                                   plen - off, &used, &f)
                            : url1738_extract_finish(&st, &f))
               == 1) {
            snprintf(num, sizeof num, "%d %llu %llu:%llu %d ", (int)f.form,
                     (unsigned long long)f.offset, f.line, f.column,
                     (int)f.error.code);
            add(r, num, strlen(num));
            url1738_extract_url(&st, 0, url, sizeof url, &un);
            add(r, url, un);
            add(r, "\n", 1);
            if (at >= n)
                break;
            off += used;
        }
        if (at >= n)
            more = 0;
        at += plen;
    }
}

/* The block scan against the byte at a time steps on the corpus in
 * prose: its first DIFF_BYTES bytes as written and mutated (a ':', '<',
 * '>', ' ', line feed or '#' put at every 37th byte or so), whole at
 * every level the machine has and in pieces of one byte, under the
 * three readings. */
#define DIFF_BYTES 400000

static void check_levels(const char *text, size_t n)
{
    static const enum url1738__cpu levels[] = {
        URL1738__CPU_SCALAR, URL1738__CPU_SSE2, URL1738__CPU_SSSE3,
        URL1738__CPU_AVX2 };
    static const char put[] = ":<> \n#";
    struct text bytes = { NULL, 0, 0 }, whole = { NULL, 0, 0 };
    char *m = malloc(n);
    size_t k, i, round;
    int r;

    if (m == NULL)
        abort();
    memcpy(m, text, n);
    for (i = 0; i < n; i += 1 + harness_rnd() % 73)
        m[i] = put[harness_rnd() % (sizeof put - 1)];
    for (round = 0; round < 2; round++) {
        const char *p = round == 0 ? text : m;

        for (r = 0; r < 3; r++) {
            enum url1738_spec reading = r == 0   ? URL1738_SPEC_RFC1738
                                        : r == 1 ? URL1738_SPEC_RFC3986
                                                 : URL1738_SPEC_WHATWG;

            record(p, n, -1, 1, reading, &bytes);
            CHECK(bytes.len > 1000);
            for (k = 0; k < sizeof levels / sizeof levels[0]; k++) {
                if (!url1738__cpu_have(levels[k]))
                    continue;
                record(p, n, (int)levels[k], 0, reading, &whole);
                if (!CHECK(whole.len == bytes.len
                           && memcmp(whole.p, bytes.p, bytes.len) == 0))
                    printf("  level %d, reading %d, %s: the block scan "
                           "and the byte steps differ\n",
                           (int)levels[k], r,
                           round ? "mutated" : "as written");
            }
        }
    }
    free(bytes.p);
    free(whole.p);
    free(m);
}

void run_tests(void)
{
    static char buf[65536];
    static struct url1738_extract st;
    struct url1738_found f = URL1738_FOUND_INIT;
    struct text t = { NULL, 0, 0 };
    struct lines l = { NULL, 0, 0, NULL, NULL, 0, 0, NULL, 0, 0 };
    char path[4096], num[64];
    size_t lines = 0, invalid = 0, words = 0, at, used, k = 0;
    FILE *in = harness_open_corpus("kasztp_web.txt", path, sizeof path);

    if (in == NULL)
        return;
    while (fgets(buf, sizeof buf, in) != NULL) {
        size_t n = strlen(buf);
        while (n > 0 && (buf[n - 1] == '\n' || buf[n - 1] == '\r'))
            n--;
        lines++;
        if (!url1738_valid_spec(buf, n, URL1738_SPEC_RFC3986)) {
            invalid++;
            continue;
        }
        if (only_scheme(buf, n))
            words++;
        else
            expect(&l, l.count, 0);
        expect(&l, l.count, 1);
        keep_line(&l, buf, n);
        snprintf(num, sizeof num, "Item %zu: see ", lines);
        add(&t, num, strlen(num));
        add(&t, buf, n);
        add(&t, " now, or <URL:", 14);
        add(&t, buf, n);
        add(&t, ">.\n", 3);
    }
    fclose(in);
    CHECK(lines > 40000);

    CHECK_EQ_INT(url1738_extract_init_spec(&st, URL1738_SPEC_RFC3986), 0);
    for (at = 0; at < t.len; at += PIECE) {
        size_t plen = t.len - at < PIECE ? t.len - at : PIECE, off = 0;
        while (url1738_extract_next(&st, t.p + at + off, plen - off, &used,
                                    &f) == 1) {
            check_result(&l, k++, &st, &f);
            off += used;
        }
    }
    if (url1738_extract_finish(&st, &f) == 1)
        check_result(&l, k++, &st, &f);
    check_levels(t.p, t.len < DIFF_BYTES ? t.len : DIFF_BYTES);

    CHECK_EQ_INT(k, l.nwant);
    CHECK_EQ_INT(mismatches, 0);
    CHECK_EQ_INT(exact + trimmed + words, l.count);
    CHECK(words < 10);
    /* The rule cuts only what a sentence could end with: a handful. */
    CHECK(trimmed < 100);
    printf("t_extract_corpus: %zu lines, %zu valid under RFC 3986 (%zu "
           "not), found in prose: %zu bare as written, %zu bare less "
           "trailing punctuation, %zu \"scheme://\" alone (a word when "
           "bare), %zu wrapped\n",
           lines, l.count, invalid, exact, trimmed, words,
           k - exact - trimmed);
    free(t.p);
    free(l.p);
    free(l.off);
    free(l.n);
    free(l.want);
}
