/* SPDX-License-Identifier: MIT */
/*
 * bench.c - url1738 against its peers, in one process, on the same bytes.
 *
 * usage: bench [--rounds=N] [--only=NAME] [--pair=A,B] [--scale[=LEN]]
 *              [--scale-mb=MB] CORPUS...
 *
 * Each corpus (one URL per line) is loaded once. A round runs every parser
 * once over the whole corpus (A B C ... then A B C ...), so drift in the
 * machine's speed hits all of them alike; the table gives per parser the
 * median over rounds of ns/URL, MB/s, the URLs it accepted, and the median
 * of its per-round time ratio to url1738. Every parser does comparable
 * work: parse, then fetch host, path and query. --only=NAME runs a single
 * parser once (for callgrind), --scale the long-URL case (--scale=LEN:
 * only URLs of LEN bytes; with --only, that parser once over them;
 * --scale-mb=MB: MB of URLs per length, 1 unless given, see bench_scale).
 * --pair=A,B times A and B alone, interleaved, and prints the median of
 * their per-round time ratio (the full table prints it for
 * url1738_whatwg / ada too).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "url1738.h"
#include "ops.h"

#ifdef HAVE_URIPARSER
#include <uriparser/Uri.h>
#endif
#ifdef HAVE_CURL
#include <curl/curl.h>
#endif
#ifdef HAVE_GLIB
#include <glib.h>
#endif

#define NOINLINE __attribute__((noinline))

struct corpus {
    char *data;
    const char **p;
    size_t *len;
    size_t n, bytes;
};

typedef size_t (*runner)(const char *const *p, const size_t *len, size_t n,
                         size_t *sink);

#ifdef HAVE_BOOST_URL
size_t bench_boost_url(const char *const *p, const size_t *len, size_t n,
                       size_t *sink);
#endif

/* ===== The parsers (each NOINLINE: callgrind toggles on its name) ===== */

NOINLINE static size_t bench_url1738(const char *const *p, const size_t *len,
                                     size_t n, size_t *sink)
{
    size_t ok = 0, s = 0, i;
    struct url1738_url u = URL1738_URL_INIT;

    for (i = 0; i < n; i++) {
        if (url1738_parse(p[i], len[i], &u, NULL) != URL1738_OK)
            continue;
        ok++;
        /* Absent spans have length 0; https is genericurl, whose path
         * holds the query: only the http scheme splits it (3.3). */
        s += u.host.len + u.path.len;
        if (u.scheme_id == URL1738_SCHEME_HTTP)
            s += u.u.http.search.len;
    }
    *sink += s;
    return ok;
}

/* The RFC 3986 reading (url1738_parse_spec): the same work, with the
 * query a part of its own for every scheme. */
NOINLINE static size_t bench_url1738_rfc3986(const char *const *p,
                                             const size_t *len, size_t n,
                                             size_t *sink)
{
    size_t ok = 0, s = 0, i;
    struct url1738_url u = URL1738_URL_INIT;

    for (i = 0; i < n; i++) {
        if (url1738_parse_spec(p[i], len[i], URL1738_SPEC_RFC3986, &u, NULL)
            != URL1738_OK)
            continue;
        ok++;
        s += u.host.len + u.path.len + u.query.len;
    }
    *sink += s;
    return ok;
}

/* The WHATWG reading (url1738_whatwg_parse): the href written into a
 * buffer with its parts, as ada's url_aggregator keeps them. */
NOINLINE static size_t bench_url1738_whatwg(const char *const *p,
                                            const size_t *len, size_t n,
                                            size_t *sink)
{
    static char buf[1 << 16];
    size_t ok = 0, s = 0, i, need;
    struct url1738_whatwg u = URL1738_WHATWG_INIT;

    for (i = 0; i < n; i++) {
        if (url1738_whatwg_parse(p[i], len[i], NULL, NULL, buf, sizeof buf,
                                 &need, &u, NULL)
            != URL1738_OK)
            continue;
        ok++;
        s += u.href.len;
    }
    *sink += s;
    return ok;
}

#ifdef HAVE_ADA
/* bench/ada.cpp: ada::parse<url_aggregator> and its href's length; the
 * href of one input (-1 when ada refuses it). */
size_t bench_ada(const char *const *p, const size_t *len, size_t n,
                 size_t *sink);
long ada_href(const char *p, size_t len, char *out, size_t cap);

/* --same-href: for every input both url1738's WHATWG reading and ada
 * accept, the same href; prints the count and the first differences. */
static int same_href(const char *name, const struct corpus *c)
{
    static char a[1 << 16], b[1 << 16];
    size_t i, both = 0, differ = 0, need;

    for (i = 0; i < c->n; i++) {
        long m = ada_href(c->p[i], c->len[i], b, sizeof b);
        if (url1738_whatwg_parse(c->p[i], c->len[i], NULL, NULL, a,
                                 sizeof a, &need, NULL, NULL)
                != URL1738_OK
            || m < 0)
            continue;
        both++;
        if ((size_t)m != need || memcmp(a, b, need) != 0) {
            if (differ++ < 5)
                printf("  differ: %.*s\n    url1738 %.*s\n    ada     %.*s\n",
                       (int)c->len[i], c->p[i], (int)need, a, (int)m, b);
        }
    }
    printf("url1738_whatwg vs ada %s: %zu inputs both accept, %zu with "
           "another href\n", name, both, differ);
    return differ != 0;
}
#endif

/* Validity only: the verdict, no decomposition asked for. */
NOINLINE static size_t bench_url1738_valid(const char *const *p,
                                           const size_t *len, size_t n,
                                           size_t *sink)
{
    size_t ok = 0, i;

    for (i = 0; i < n; i++)
        ok += url1738_valid(p[i], len[i]) != 0;
    *sink += ok;
    return ok;
}

/* The floor: one 256-entry table lookup per byte, nothing else. */
static const unsigned char floor_table[256] = {
    ['a'] = 1, ['b'] = 1, ['/'] = 1, ['.'] = 1, [':'] = 1, ['%'] = 2,
};

NOINLINE static size_t bench_bytescan(const char *const *p, const size_t *len,
                                      size_t n, size_t *sink)
{
    size_t ok = 0, i, k;

    for (i = 0; i < n; i++) {
        const unsigned char *q = (const unsigned char *)p[i];
        unsigned acc = 0;
        for (k = 0; k < len[i]; k++)
            acc |= floor_table[q[k]];
        ok += acc != 0;
    }
    *sink += ok;
    return ok;
}

NOINLINE static size_t bench_memcpy(const char *const *p, const size_t *len,
                                    size_t n, size_t *sink)
{
    static char buf[1 << 20];
    size_t i, s = 0;

    for (i = 0; i < n; i++) {
        size_t l = len[i] < sizeof buf ? len[i] : sizeof buf;
        memcpy(buf, p[i], l);
        s += (unsigned char)buf[l / 2];
    }
    *sink += s;
    return n;
}

#ifdef HAVE_URIPARSER
NOINLINE static size_t bench_uriparser(const char *const *p,
                                       const size_t *len, size_t n,
                                       size_t *sink)
{
    size_t ok = 0, s = 0, i;
    UriUriA uri;
    const char *err;

    for (i = 0; i < n; i++) {
        if (uriParseSingleUriExA(&uri, p[i], p[i] + len[i], &err)
            != URI_SUCCESS)
            continue;
        ok++;
        s += (size_t)(uri.hostText.afterLast - uri.hostText.first);
        if (uri.pathHead != NULL)
            s += (size_t)(uri.pathTail->text.afterLast
                          - uri.pathHead->text.first);
        s += (size_t)(uri.query.afterLast - uri.query.first);
        uriFreeUriMembersA(&uri);
    }
    *sink += s;
    return ok;
}
#endif

#ifdef HAVE_URIPARSER
/* uriparser has no validity-only call: its cheapest verdict is a parse
 * whose parts nobody reads. */
NOINLINE static size_t bench_uriparser_valid(const char *const *p,
                                             const size_t *len, size_t n,
                                             size_t *sink)
{
    size_t ok = 0, i;
    UriUriA uri;
    const char *err;

    for (i = 0; i < n; i++) {
        if (uriParseSingleUriExA(&uri, p[i], p[i] + len[i], &err)
            != URI_SUCCESS)
            continue;
        ok++;
        uriFreeUriMembersA(&uri);
    }
    *sink += ok;
    return ok;
}
#endif

#ifdef HAVE_CURL
NOINLINE static size_t bench_curl(const char *const *p, const size_t *len,
                                  size_t n, size_t *sink)
{
    size_t ok = 0, s = 0, i;
    CURLU *h = curl_url();
    char *part;

    (void)len; /* curl wants NUL-terminated strings: the loader made them */
    for (i = 0; i < n; i++) {
        if (curl_url_set(h, CURLUPART_URL, p[i], 0) != CURLUE_OK)
            continue;
        ok++;
        if (curl_url_get(h, CURLUPART_HOST, &part, 0) == CURLUE_OK) {
            s += strlen(part);
            curl_free(part);
        }
        if (curl_url_get(h, CURLUPART_PATH, &part, 0) == CURLUE_OK) {
            s += strlen(part);
            curl_free(part);
        }
        if (curl_url_get(h, CURLUPART_QUERY, &part, 0) == CURLUE_OK) {
            s += strlen(part);
            curl_free(part);
        }
    }
    curl_url_cleanup(h);
    *sink += s;
    return ok;
}
#endif

#ifdef HAVE_GLIB
NOINLINE static size_t bench_glib(const char *const *p, const size_t *len,
                                  size_t n, size_t *sink)
{
    size_t ok = 0, s = 0, i;

    (void)len;
    for (i = 0; i < n; i++) {
        gchar *host = NULL, *path = NULL, *query = NULL;
        gint port;
        if (!g_uri_split(p[i], G_URI_FLAGS_NONE, NULL, NULL, &host, &port,
                         &path, &query, NULL, NULL))
            continue;
        ok++;
        s += (host ? strlen(host) : 0) + (path ? strlen(path) : 0)
             + (query ? strlen(query) : 0);
        g_free(host);
        g_free(path);
        g_free(query);
    }
    *sink += s;
    return ok;
}
#endif

static const struct {
    const char *name;
    runner fn;
    int is_parser;
} parsers[] = {
    { "url1738", bench_url1738, 1 },
    { "url1738_rfc3986", bench_url1738_rfc3986, 1 },
    { "url1738_valid", bench_url1738_valid, 1 },
    { "url1738_whatwg", bench_url1738_whatwg, 1 },
#ifdef HAVE_ADA
    { "ada", bench_ada, 1 },
#endif
#ifdef HAVE_URIPARSER
    { "uriparser", bench_uriparser, 1 },
    { "uriparser_valid", bench_uriparser_valid, 1 },
#endif
#ifdef HAVE_GLIB
    { "glib", bench_glib, 1 },
#endif
#ifdef HAVE_BOOST_URL
    { "boost_url", bench_boost_url, 1 },
#endif
#ifdef HAVE_CURL
    { "curl", bench_curl, 1 },
#endif
    { "bytescan", bench_bytescan, 0 },
    { "memcpy", bench_memcpy, 0 },
};

#define NPARSERS (sizeof parsers / sizeof parsers[0])
#define MAXROUNDS 101

/* ===== Corpus loading ===== */

static int load(const char *path, struct corpus *c)
{
    FILE *f = fopen(path, "rb");
    long sz;
    size_t i, k, start;

    if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (sz = ftell(f)) < 0) {
        perror(path);
        return -1;
    }
    rewind(f);
    c->data = malloc((size_t)sz + 1);
    if (c->data == NULL || fread(c->data, 1, (size_t)sz, f) != (size_t)sz) {
        perror(path);
        return -1;
    }
    fclose(f);
    c->data[sz] = '\n';
    c->n = 0;
    for (i = 0; i < (size_t)sz; i++)
        c->n += c->data[i] == '\n';
    if (sz > 0 && c->data[sz - 1] != '\n')
        c->n++;
    c->p = malloc(c->n * sizeof *c->p);
    c->len = malloc(c->n * sizeof *c->len);
    c->bytes = 0;
    for (i = 0, k = 0, start = 0; k < c->n; i++) {
        if (c->data[i] != '\n')
            continue;
        /* NUL-terminated too: curl and GLib take C strings. */
        c->data[i] = '\0';
        c->p[k] = c->data + start;
        c->len[k] = i - start;
        c->bytes += i - start;
        k++;
        start = i + 1;
    }
    return 0;
}

/* ===== Timing ===== */

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static size_t sink;

/* Runs fn reps times over the corpus; returns ns per URL. */
static double time_run(runner fn, const struct corpus *c, int reps,
                       size_t *accepted)
{
    double t0 = now_ns();
    int r;

    for (r = 0; r < reps; r++)
        *accepted = fn(c->p, c->len, c->n, &sink);
    return (now_ns() - t0) / ((double)c->n * reps);
}

/* "A / B: ..." of times t (ns/URL per round, rows in the parsers'
 * order): both medians and the median of the per-round ratio. Nothing
 * when either is not in this build. */
static void pair_line(const struct corpus *c, double t[][MAXROUNDS],
                      int rounds, const char *a, const char *b)
{
    static double ratio[MAXROUNDS];
    size_t ka = NPARSERS, kb = NPARSERS, k;
    int r;

    (void)c;
    for (k = 0; k < NPARSERS; k++) {
        if (strcmp(parsers[k].name, a) == 0)
            ka = k;
        if (strcmp(parsers[k].name, b) == 0)
            kb = k;
    }
    if (ka == NPARSERS || kb == NPARSERS)
        return;
    for (r = 0; r < rounds; r++)
        ratio[r] = t[ka][r] / t[kb][r];
    printf("\n%s / %s: %.1f / %.1f ns/URL (medians), time ratio %.3f "
           "(median per round)\n",
           a, b, median(t[ka], rounds), median(t[kb], rounds),
           median(ratio, rounds));
}

static void bench_corpus(const char *path, const struct corpus *c, int rounds)
{
    static double t[NPARSERS][MAXROUNDS], ratio[NPARSERS][MAXROUNDS];
    static double t2[NPARSERS][MAXROUNDS]; /* t before median sorts it */
    size_t accepted[NPARSERS];
    double avg = (double)c->bytes / (double)c->n;
    /* Small corpora run several times a round: >= 200,000 URLs timed. */
    int reps = c->n >= 200000 ? 1 : (int)(200000 / c->n) + 1;
    int r;
    size_t k;

    for (k = 0; k < NPARSERS; k++) /* warm-up: caches, lazy set-up */
        time_run(parsers[k].fn, c, 1, &accepted[k]);
    for (r = 0; r < rounds; r++)
        for (k = 0; k < NPARSERS; k++)
            t[k][r] = time_run(parsers[k].fn, c, reps, &accepted[k]);
    for (r = 0; r < rounds; r++)
        for (k = 0; k < NPARSERS; k++)
            ratio[k][r] = t[k][r] / t[0][r];
    memcpy(t2, t, sizeof t2);

    printf("\n### %s\n\n%zu URLs, %.1f bytes on average, %d rounds of %d "
           "pass(es), interleaved\n\n",
           path, c->n, avg, rounds, reps);
    printf("| parser | ns/URL (median) | MB/s | accepted | ratio to "
           "url1738 (median per round) |\n|---|---:|---:|---:|---:|\n");
    for (k = 0; k < NPARSERS; k++) {
        double ns = median(t[k], rounds);
        char acc[32] = "-";
        if (parsers[k].is_parser)
            snprintf(acc, sizeof acc, "%zu", accepted[k]);
        printf("| %s | %.1f | %.0f | %s | %.2f |\n", parsers[k].name, ns,
               avg / ns * 1e3, acc, median(ratio[k], rounds));
    }
    pair_line(c, t2, rounds, "url1738_whatwg", "ada");
}

/* The parser named name in the table, or NPARSERS. */
static size_t parser_index(const char *name)
{
    size_t k;

    for (k = 0; k < NPARSERS; k++)
        if (strcmp(parsers[k].name, name) == 0)
            break;
    return k;
}

/* --pair=A,B: A and B alone, interleaved (A B A B ...), rounds rounds;
 * the median of the per-round time ratio A / B (issue 29 item 6: the
 * WHATWG reading against ada). Fewer parsers a round than the full
 * table: on a loaded machine the two are timed closer together. */
static int bench_pair(const char *path, const struct corpus *c, int rounds,
                      const char *pair)
{
    static double t[NPARSERS][MAXROUNDS];
    char a[64];
    const char *comma = strchr(pair, ',');
    size_t ka, kb, acc;
    int reps = c->n >= 200000 ? 1 : (int)(200000 / c->n) + 1, r;

    if (comma == NULL || (size_t)(comma - pair) >= sizeof a) {
        fprintf(stderr, "bench: --pair=A,B\n");
        return 2;
    }
    memcpy(a, pair, (size_t)(comma - pair));
    a[comma - pair] = '\0';
    ka = parser_index(a);
    kb = parser_index(comma + 1);
    if (ka == NPARSERS || kb == NPARSERS) {
        fprintf(stderr, "bench: no parser %s in this build\n",
                ka == NPARSERS ? a : comma + 1);
        return 2;
    }
    time_run(parsers[ka].fn, c, 1, &acc);
    time_run(parsers[kb].fn, c, 1, &acc);
    for (r = 0; r < rounds; r++) {
        t[ka][r] = time_run(parsers[ka].fn, c, reps, &acc);
        t[kb][r] = time_run(parsers[kb].fn, c, reps, &acc);
    }
    printf("\n### %s\n\n%zu URLs, %d rounds of %d pass(es), %s and %s "
           "interleaved\n",
           path, c->n, rounds, reps, parsers[ka].name, parsers[kb].name);
    pair_line(c, t, rounds, parsers[ka].name, parsers[kb].name);
    return 0;
}

/* ===== Scale: random http URLs from 10 bytes to 100 KB ===== */

static unsigned long rnd_state = 2463534242ul;
static unsigned rnd(void)
{
    rnd_state ^= rnd_state << 13 & 0xfffffffful;
    rnd_state ^= rnd_state >> 17;
    rnd_state ^= rnd_state << 5 & 0xfffffffful;
    return (unsigned)(rnd_state & 0xffffffffu);
}

/* Fills an http URL of exactly len bytes (len >= 10): random hsegment
 * bytes (letters, digits, safe, extra, ";:@&="), a "/" about every 12
 * bytes, an escape about every 40, and a search part (3.3) in the last
 * eighth. Every URL differs, so branch prediction cannot learn one. */
static void make_http(char *d, size_t len)
{
    static const char fill[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOP"
                               "QRSTUVWXYZ0123456789$-_.+!*'(),;:@&=";
    size_t i, q = len - len / 8;

    memcpy(d, "http://h/", 9);
    for (i = 9; i < len; i++) {
        unsigned r = rnd();
        if (i == q && d[i - 1] != '/')
            d[i] = '?';
        else if (r % 40 == 0 && i + 3 <= len && (i + 3 <= q || i > q))
            d[i] = '%', d[i + 1] = "0123456789ABCDEF"[r >> 8 & 15],
            d[i + 2] = "0123456789abcdef"[r >> 12 & 15], i += 2;
        else if (r % 12 == 1 && i < q && d[i - 1] != '/')
            d[i] = '/';
        else
            d[i] = fill[(r >> 16) % (sizeof fill - 1)];
    }
}

/*
 * The URLs of each size fill total_mb MB, read 8 / total_mb times a round
 * (8 MB a round, once each when total_mb >= 8). 1 MB (the default) stays
 * in the cache between passes, so the rounds time the parsing; 8 MB or
 * more does not, and then a parser that needs fewer instructions than
 * the memory delivers bytes waits for memory: the figure is the
 * machine's bandwidth (on a shared machine, other jobs' too), no longer
 * the parser's. The bytes are written before the first round, so no
 * round meets a fresh page.
 */
static void bench_scale(int rounds, size_t only_len, const char *only,
                        size_t total_mb)
{
    static const size_t sizes[] = { 10, 100, 1000, 10000, 100000 };
    const size_t total = total_mb << 20;
    int reps = total_mb >= 8 ? 1 : (int)(8 / total_mb);
    size_t s, k;

    if (only_len == 0 || only == NULL)
        printf("\n### scale: random http URLs, %zu MB in total per size, "
               "%d pass(es) a round\n\n"
               "| URL length | URLs | url1738 ns/URL | url1738 ns/byte | "
               "bytescan ns/byte | url1738 / bytescan | accepted |\n"
               "|---:|---:|---:|---:|---:|---:|---:|\n",
               total_mb, reps);
    for (s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        struct corpus c;
        double tu[MAXROUNDS], tb[MAXROUNDS];
        size_t acc = 0, accb;
        int r;

        if (only_len != 0 && sizes[s] != only_len)
            continue;
        c.n = total / sizes[s];
        c.bytes = c.n * sizes[s];
        c.data = malloc(c.n * (sizes[s] + 1));
        c.p = malloc(c.n * sizeof *c.p);
        c.len = malloc(c.n * sizeof *c.len);
        for (k = 0; k < c.n; k++) {
            char *d = c.data + k * (sizes[s] + 1);
            make_http(d, sizes[s]);
            d[sizes[s]] = '\0';
            c.p[k] = d;
            c.len[k] = sizes[s];
        }
        if (only_len != 0 && only != NULL) { /* for callgrind */
            acc = strcmp(only, "bytescan") == 0
                      ? bench_bytescan(c.p, c.len, c.n, &sink)
                      : bench_url1738(c.p, c.len, c.n, &sink);
            printf("%s scale %zu: %zu URLs, %zu bytes, %zu accepted\n", only,
                   sizes[s], c.n, c.bytes, acc);
            rounds = 0;
        }
        for (r = 0; r < rounds; r++) {
            tu[r] = time_run(bench_url1738, &c, reps, &acc);
            tb[r] = time_run(bench_bytescan, &c, reps, &accb);
        }
        if (rounds > 0) {
            double u = median(tu, rounds), b = median(tb, rounds);
            printf("| %zu | %zu | %.1f | %.3f | %.3f | %.2f | %zu |\n",
                   sizes[s], c.n, u, u / (double)sizes[s],
                   b / (double)sizes[s], u / b, acc);
        }
        free(c.data);
        free((void *)c.p);
        free(c.len);
    }
}


/* ===== Operations after parsing (issue 30): --ops ===== */

/*
 * Each operation has its own inputs, made once from the corpus lines (see
 * ops_make): the URL itself (normalize); the URL and a variant of it with
 * the scheme and host upper-cased (compare: equivalent under both
 * readings); the URL and a variant with the first letter or digit of its
 * path percent-encoded, "a" as "%61" (compare, escaped: equivalent under
 * both readings, which decode an escaped unreserved character, but only
 * after both canonical forms are written; a line whose path has no letter
 * or digit is paired with itself); a reference made of its path and query (resolve: a third
 * made relative, a fifth behind "../", against OPS_BASE); that reference
 * resolved (relativize against OPS_BASE); the URL's path decoded (encode)
 * and as written (decode). Every implementation writes its result into a
 * buffer or gives a view of it, as a caller would use it: url1738 and
 * uriparser into ops_buf (the same bytes every call), curl and GLib into
 * the block they allocate, freed at once (malloc gives the same block
 * back next call), so every row writes to memory in the cache. Each kind
 * of input lies in its own region, in corpus order (ops_regions), so that
 * every row of an operation reads the same bytes laid out as densely as
 * the corpus is.
 */

typedef size_t (*op_runner)(const struct ops_in *in, size_t *sink);

#define OPS_CAP (1 << 21)
static char ops_buf[OPS_CAP];

/*
 * An operation is written for one input, one_NAME(in, i): the size of
 * what it made (a count for compare), or -1 when it failed. The loop
 * over the inputs is written once (ops_loop): OP_RUNNER(NAME) makes
 * op_NAME, the function the table names and callgrind counts (bench/
 * ops.sh), with one_NAME inlined into that loop (no call per input).
 */
typedef long op_one(const struct ops_in *in, size_t i);

static inline __attribute__((always_inline)) size_t
ops_loop(op_one *one, const struct ops_in *in, size_t *sink)
{
    size_t ok = 0, s = 0, i;

    for (i = 0; i < in->n; i++) {
        long r = one(in, i);
        if (r >= 0) {
            ok++;
            s += (size_t)r;
        }
    }
    *sink += s;
    return ok;
}

#define OP_RUNNER(name)                                                      \
    NOINLINE static size_t op_##name(const struct ops_in *in, size_t *sink) \
    {                                                                        \
        return ops_loop(one_##name, in, sink);                               \
    }

/* A url1738 call's result: *need bytes written (-1 unless code is OK);
 * need is read after the call, its argument. */
static inline long written(enum url1738_code code, const size_t *need)
{
    return code == URL1738_OK ? (long)*need : -1;
}

/* The same, one byte of the output read too (a caller reads what it
 * asked for). */
static inline long written_read(enum url1738_code code, const size_t *need)
{
    return code == URL1738_OK
               ? (long)*need + (unsigned char)ops_buf[*need / 2]
               : -1;
}

static long one_normalize3986(const struct ops_in *in, size_t i)
{
    size_t need;

    return written_read(url1738_normalize_spec(in->url[i], in->url_len[i],
                                               URL1738_SPEC_RFC3986, ops_buf,
                                               OPS_CAP, &need, NULL),
                        &need);
}
OP_RUNNER(normalize3986)

static long one_normalize1738(const struct ops_in *in, size_t i)
{
    size_t need;

    return written_read(url1738_normalize(in->url[i], in->url_len[i],
                                          ops_buf, OPS_CAP, &need, NULL),
                        &need);
}
OP_RUNNER(normalize1738)

static long one_compare3986(const struct ops_in *in, size_t i)
{
    return url1738_equivalent_spec(in->url[i], in->url_len[i], in->var[i],
                                   in->var_len[i], URL1738_SPEC_RFC3986,
                                   NULL) == 1
               ? 1
               : -1;
}
OP_RUNNER(compare3986)

static long one_compare1738(const struct ops_in *in, size_t i)
{
    return url1738_equivalent(in->url[i], in->url_len[i], in->var[i],
                              in->var_len[i], NULL) == 1
               ? 1
               : -1;
}
OP_RUNNER(compare1738)

/* in with the escaped variants in var's place: a peer's compare over the
 * second input set, the same code as over the first. */
static struct ops_in ops_pct_as_var(const struct ops_in *in)
{
    struct ops_in c = *in;

    c.var = in->pct;
    c.var_len = in->pct_len;
    return c;
}

/* op_NAME_pct: expr (a runner over c, in with the escaped pairs) */
#define OP_PCT(name, expr)                                                   \
    NOINLINE static size_t op_##name##_pct(const struct ops_in *in,         \
                                           size_t *sink)                    \
    {                                                                        \
        struct ops_in c = ops_pct_as_var(in);                                \
        return expr;                                                         \
    }

/* The same compares over the escaped pairs. */
OP_PCT(compare3986, ops_loop(one_compare3986, &c, sink))
OP_PCT(compare1738, ops_loop(one_compare1738, &c, sink))

static long one_resolve3986(const struct ops_in *in, size_t i)
{
    size_t need;

    return written(url1738_resolve(OPS_BASE, sizeof OPS_BASE - 1, in->ref[i],
                                   in->ref_len[i], URL1738_RFC3986, ops_buf,
                                   OPS_CAP, &need, NULL),
                   &need);
}
OP_RUNNER(resolve3986)

/* The same against the base prepared once (url1738_base_prepare, in
 * main), as ada's and uriparser's rows use theirs parsed once: the same
 * work on both sides. */
static struct url1738_base ops_base = URL1738_BASE_INIT;

static long one_resolve3986_prepared(const struct ops_in *in, size_t i)
{
    size_t need;

    return written(url1738_resolve_prepared(&ops_base, in->ref[i],
                                            in->ref_len[i], ops_buf, OPS_CAP,
                                            &need, NULL),
                   &need);
}
OP_RUNNER(resolve3986_prepared)

static long one_relativize3986(const struct ops_in *in, size_t i)
{
    size_t need;

    return written(url1738_relativize(OPS_BASE, sizeof OPS_BASE - 1,
                                      in->tgt[i], in->tgt_len[i],
                                      URL1738_RFC3986, ops_buf, OPS_CAP,
                                      &need, NULL),
                   &need);
}
OP_RUNNER(relativize3986)

static long one_encode(const struct ops_in *in, size_t i)
{
    size_t need;

    return written(url1738_encode_spec(URL1738_SPEC_RFC3986,
                                       URL1738_PART_PATH, in->dec[i],
                                       in->dec_len[i], ops_buf, OPS_CAP,
                                       &need),
                   &need);
}
OP_RUNNER(encode)

static long one_decode(const struct ops_in *in, size_t i)
{
    size_t need;

    return written(url1738_decode(in->raw[i], in->raw_len[i], ops_buf,
                                  OPS_CAP, &need, NULL),
                   &need);
}
OP_RUNNER(decode)

#ifdef HAVE_URIPARSER
/* uriparser: parse, normalize (every part), write the text out. */
static long one_uriparser_normalize(const struct ops_in *in, size_t i)
{
    UriUriA uri;
    const char *err;
    long r = -1;
    int w;

    if (uriParseSingleUriExA(&uri, in->url[i], in->url[i] + in->url_len[i],
                             &err) != URI_SUCCESS)
        return -1;
    if (uriNormalizeSyntaxExA(&uri, (unsigned)-1) == URI_SUCCESS
        && uriToStringA(ops_buf, &uri, OPS_CAP, &w) == URI_SUCCESS)
        r = w;
    uriFreeUriMembersA(&uri);
    return r;
}
OP_RUNNER(uriparser_normalize)

/* uriparser: parse both, normalize both, compare. */
static long one_uriparser_compare(const struct ops_in *in, size_t i)
{
    UriUriA a, b;
    const char *err;
    long r = -1;

    if (uriParseSingleUriExA(&a, in->url[i], in->url[i] + in->url_len[i],
                             &err) != URI_SUCCESS)
        return -1;
    if (uriParseSingleUriExA(&b, in->var[i], in->var[i] + in->var_len[i],
                             &err) == URI_SUCCESS) {
        uriNormalizeSyntaxExA(&a, (unsigned)-1);
        uriNormalizeSyntaxExA(&b, (unsigned)-1);
        r = uriEqualsUriA(&a, &b) == URI_TRUE ? 1 : -1;
        uriFreeUriMembersA(&b);
    }
    uriFreeUriMembersA(&a);
    return r;
}
OP_RUNNER(uriparser_compare)

OP_PCT(uriparser_compare, ops_loop(one_uriparser_compare, &c, sink))

static UriUriA ops_base_uri;

/* uriparser: parse the reference, resolve against the parsed base (parsed
 * once, outside the loop), write the text out. */
static long one_uriparser_resolve(const struct ops_in *in, size_t i)
{
    UriUriA rel, abs;
    const char *err;
    long r = -1;
    int w;

    if (uriParseSingleUriExA(&rel, in->ref[i], in->ref[i] + in->ref_len[i],
                             &err) != URI_SUCCESS)
        return -1;
    if (uriAddBaseUriA(&abs, &rel, &ops_base_uri) == URI_SUCCESS) {
        if (uriToStringA(ops_buf, &abs, OPS_CAP, &w) == URI_SUCCESS)
            r = w;
        uriFreeUriMembersA(&abs);
    }
    uriFreeUriMembersA(&rel);
    return r;
}
OP_RUNNER(uriparser_resolve)

/* The same with the base parsed for every reference, as url1738_resolve
 * does (its API takes the base as text): the same work on both sides. */
static long one_uriparser_resolve_base(const struct ops_in *in, size_t i)
{
    UriUriA base, rel, abs;
    const char *err;
    long r = -1;
    int w;

    if (uriParseSingleUriExA(&base, OPS_BASE, &OPS_BASE[sizeof OPS_BASE - 1],
                             &err) != URI_SUCCESS)
        return -1;
    if (uriParseSingleUriExA(&rel, in->ref[i], in->ref[i] + in->ref_len[i],
                             &err) == URI_SUCCESS) {
        if (uriAddBaseUriA(&abs, &rel, &base) == URI_SUCCESS) {
            if (uriToStringA(ops_buf, &abs, OPS_CAP, &w) == URI_SUCCESS)
                r = w;
            uriFreeUriMembersA(&abs);
        }
        uriFreeUriMembersA(&rel);
    }
    uriFreeUriMembersA(&base);
    return r;
}
OP_RUNNER(uriparser_resolve_base)

static long one_uriparser_relativize(const struct ops_in *in, size_t i)
{
    UriUriA tgt, rel;
    const char *err;
    long r = -1;
    int w;

    if (uriParseSingleUriExA(&tgt, in->tgt[i], in->tgt[i] + in->tgt_len[i],
                             &err) != URI_SUCCESS)
        return -1;
    if (uriRemoveBaseUriA(&rel, &tgt, &ops_base_uri, URI_FALSE)
        == URI_SUCCESS) {
        if (uriToStringA(ops_buf, &rel, OPS_CAP, &w) == URI_SUCCESS)
            r = w;
        uriFreeUriMembersA(&rel);
    }
    uriFreeUriMembersA(&tgt);
    return r;
}
OP_RUNNER(uriparser_relativize)
#endif

#ifdef HAVE_CURL
static long one_curl_encode(const struct ops_in *in, size_t i)
{
    char *e = curl_easy_escape(NULL, in->dec[i], (int)in->dec_len[i]);
    long r;

    if (e == NULL)
        return -1;
    r = (long)strlen(e);
    curl_free(e);
    return r;
}
OP_RUNNER(curl_encode)

static long one_curl_decode(const struct ops_in *in, size_t i)
{
    int n;
    char *d = curl_easy_unescape(NULL, in->raw[i], (int)in->raw_len[i], &n);

    if (d == NULL)
        return -1;
    curl_free(d);
    return n;
}
OP_RUNNER(curl_decode)
#endif

#ifdef HAVE_GLIB
/* GLib wants C strings: ops_make ends every input with a NUL. The
 * reserved characters allowed raw are a path's. */
static long one_glib_encode(const struct ops_in *in, size_t i)
{
    char *e = g_uri_escape_string(in->dec[i], "!$&'()*+,;=:@/", FALSE);
    long r;

    if (e == NULL)
        return -1;
    r = (long)strlen(e);
    g_free(e);
    return r;
}
OP_RUNNER(glib_encode)

static long one_glib_decode(const struct ops_in *in, size_t i)
{
    char *d = g_uri_unescape_segment(in->raw[i], in->raw[i] + in->raw_len[i],
                                     NULL);
    long r;

    if (d == NULL)
        return -1;
    r = (long)strlen(d);
    g_free(d);
    return r;
}
OP_RUNNER(glib_decode)
#endif

#ifdef HAVE_BOOST_URL
size_t op_boost_normalize(const struct ops_in *in, size_t *sink);
size_t op_boost_resolve(const struct ops_in *in, size_t *sink);
#endif
#ifdef HAVE_ADA
size_t op_ada_normalize(const struct ops_in *in, size_t *sink);
size_t op_ada_compare(const struct ops_in *in, size_t *sink);
size_t op_ada_resolve(const struct ops_in *in, size_t *sink);
size_t op_ada_resolve_base(const struct ops_in *in, size_t *sink);
size_t op_ada_parse(const struct ops_in *in, size_t *sink);

OP_PCT(ada_compare, op_ada_compare(&c, sink))
#endif

/* The operations; the first of each group is url1738's (the ratios are
 * to it), peers follow. */
#define OP(group, name, fn) { group, name, #fn, fn }
static const struct {
    const char *group, *name, *id;
    op_runner fn;
} ops[] = {
    OP("normalize", "url1738_normalize_spec(RFC 3986)", op_normalize3986),
    OP("normalize", "url1738_normalize(RFC 1738)", op_normalize1738),
#ifdef HAVE_ADA
    OP("normalize", "ada parse + get_href", op_ada_normalize),
    OP("normalize", "ada parse", op_ada_parse),
#endif
#ifdef HAVE_URIPARSER
    OP("normalize", "uriparser uriNormalizeSyntaxEx", op_uriparser_normalize),
#endif
#ifdef HAVE_BOOST_URL
    OP("normalize", "Boost.URL normalize", op_boost_normalize),
#endif
    OP("compare", "url1738_equivalent_spec(RFC 3986)", op_compare3986),
    OP("compare", "url1738_equivalent(RFC 1738)", op_compare1738),
#ifdef HAVE_ADA
    OP("compare", "ada parse both + href ==", op_ada_compare),
#endif
#ifdef HAVE_URIPARSER
    OP("compare", "uriparser normalize both + uriEqualsUri", op_uriparser_compare),
#endif
    OP("compare, escaped", "url1738_equivalent_spec(RFC 3986)", op_compare3986_pct),
    OP("compare, escaped", "url1738_equivalent(RFC 1738)", op_compare1738_pct),
#ifdef HAVE_ADA
    OP("compare, escaped", "ada parse both + href ==", op_ada_compare_pct),
#endif
#ifdef HAVE_URIPARSER
    OP("compare, escaped", "uriparser normalize both + uriEqualsUri", op_uriparser_compare_pct),
#endif
    OP("resolve", "url1738_resolve(RFC 3986)", op_resolve3986),
    OP("resolve", "url1738_resolve_prepared(RFC 3986)", op_resolve3986_prepared),
#ifdef HAVE_ADA
    OP("resolve", "ada parse with a base", op_ada_resolve),
    OP("resolve", "ada parse the base, then with it", op_ada_resolve_base),
#endif
#ifdef HAVE_URIPARSER
    OP("resolve", "uriparser uriAddBaseUri", op_uriparser_resolve),
    OP("resolve", "uriparser base parsed too", op_uriparser_resolve_base),
#endif
#ifdef HAVE_BOOST_URL
    OP("resolve", "Boost.URL resolve", op_boost_resolve),
#endif
    OP("relativize", "url1738_relativize(RFC 3986)", op_relativize3986),
#ifdef HAVE_URIPARSER
    OP("relativize", "uriparser uriRemoveBaseUri", op_uriparser_relativize),
#endif
    OP("encode", "url1738_encode_spec(path)", op_encode),
#ifdef HAVE_CURL
    OP("encode", "curl_easy_escape", op_curl_encode),
#endif
#ifdef HAVE_GLIB
    OP("encode", "g_uri_escape_string", op_glib_encode),
#endif
    OP("decode", "url1738_decode", op_decode),
#ifdef HAVE_CURL
    OP("decode", "curl_easy_unescape", op_curl_decode),
#endif
#ifdef HAVE_GLIB
    OP("decode", "g_uri_unescape_segment", op_glib_decode),
#endif
};

#define NOPS (sizeof ops / sizeof ops[0])

/* A copy of s[0..n) with a NUL, in the arena at *at. */
static const char *ops_put(char **at, const char *s, size_t n)
{
    char *d = *at;
    memcpy(d, s, n);
    d[n] = '\0';
    *at += n + 1;
    return d;
}

/*
 * The inputs of every operation from corpus c (kept for the whole run),
 * each kind in a region of its own, in corpus order, one after another
 * (the layout of the corpus the URLs themselves are read from, and of a
 * file of paths): an operation's rows read only its inputs, as densely
 * as the corpus. Made in a scratch arena first, where the kinds of one
 * line sit together, then moved to their regions: read from the scratch
 * arena, each operation's next input lay some 6 lines' bytes on and
 * a pass met a cache miss per input (decode, 4.3 ns a call in the
 * region, took 24 in the scratch layout; curl's 50 and 58).
 */
static void ops_regions(struct ops_in *in, char *at)
{
    size_t i;

#define OPS_REGION(x)                                                        \
    for (i = 0; i < in->n; i++)                                              \
        x[i] = ops_put(&at, x[i], x##_len[i]);
    OPS_REGION(in->var) OPS_REGION(in->pct) OPS_REGION(in->ref)
    OPS_REGION(in->tgt) OPS_REGION(in->raw) OPS_REGION(in->dec)
#undef OPS_REGION
}

static void ops_make(const struct corpus *c, struct ops_in *in)
{
    size_t i, k, cap = 10 * c->bytes + 64 * c->n + 4096, need;
    char *arena = malloc(cap), *at = arena, tmp[8192];
    struct url1738_url u = URL1738_URL_INIT;

    in->n = c->n;
#define OPS_ARR(x) (x = malloc(c->n * sizeof *x), x##_len = malloc(c->n * sizeof(size_t)))
    OPS_ARR(in->url); OPS_ARR(in->var); OPS_ARR(in->pct); OPS_ARR(in->ref);
    OPS_ARR(in->tgt); OPS_ARR(in->raw); OPS_ARR(in->dec);
    for (i = 0; i < c->n; i++) {
        const char *p = c->p[i];
        size_t n = c->len[i], hs = 0, he = 0, po = 0, pl = 0, rl;
        char *v;

        in->url[i] = p;
        in->url_len[i] = n;
        if (url1738_parse_spec(p, n, URL1738_SPEC_RFC3986, &u, NULL)
            == URL1738_OK) {
            if (url1738_present(u.host))
                hs = u.host.off, he = u.host.off + u.host.len;
            po = u.path.off;
            pl = u.path.len;
        }
        /* compare: scheme and host upper-cased */
        v = (char *)ops_put(&at, p, n);
        for (k = 0; k < n && v[k] != ':'; k++)
            if (v[k] >= 'a' && v[k] <= 'z')
                v[k] -= 32;
        for (k = hs; k < he; k++)
            if (v[k] >= 'a' && v[k] <= 'z')
                v[k] -= 32;
        in->var[i] = v;
        in->var_len[i] = n;
        /* compare, escaped: the path's first letter or digit as %XX */
        for (k = po; k < po + pl && !((p[k] | 0x20) >= 'a' && (p[k] | 0x20) <= 'z')
                     && !(p[k] >= '0' && p[k] <= '9'); k++)
            ;
        if (k < po + pl && n + 2 < sizeof tmp) {
            static const char hex[] = "0123456789ABCDEF";
            unsigned char ch = (unsigned char)p[k];

            memcpy(tmp, p, k);
            tmp[k] = '%';
            tmp[k + 1] = hex[ch >> 4];
            tmp[k + 2] = hex[ch & 15];
            memcpy(tmp + k + 3, p + k + 1, n - k - 1);
            in->pct[i] = ops_put(&at, tmp, n + 2);
            in->pct_len[i] = n + 2;
        } else {
            in->pct[i] = p;
            in->pct_len[i] = n;
        }
        /* resolve: path and query (and fragment) */
        rl = 0;
        if (i % 5 == 0)
            memcpy(tmp, "../", 3), rl = 3;
        k = po;
        if ((i % 3 == 0 || i % 5 == 0) && k < n && p[k] == '/')
            k++;
        if (n - k < sizeof tmp - 8) {
            memcpy(tmp + rl, p + k, n - k);
            rl += n - k;
        }
        in->ref[i] = ops_put(&at, tmp, rl);
        in->ref_len[i] = rl;
        /* relativize: the reference resolved */
        if (url1738_resolve(OPS_BASE, sizeof OPS_BASE - 1, tmp, rl,
                            URL1738_RFC3986, at, cap - (size_t)(at - arena),
                            &need, NULL) != URL1738_OK)
            need = 0;
        in->tgt[i] = ops_put(&at, at, need);
        in->tgt_len[i] = need;
        /* decode: the path as written; encode: decoded */
        in->raw[i] = ops_put(&at, p + po, pl);
        in->raw_len[i] = pl;
        if (url1738_decode(p + po, pl, at, cap - (size_t)(at - arena), &need,
                           NULL) != URL1738_OK)
            need = 0;
        in->dec[i] = ops_put(&at, at, need);
        in->dec_len[i] = need;
    }
    ops_regions(in, malloc(cap));
    free(arena);
#undef OPS_ARR
}

static double ops_time(op_runner fn, const struct ops_in *in, int reps,
                       size_t *accepted)
{
    double t0 = now_ns();
    int r;

    for (r = 0; r < reps; r++)
        *accepted = fn(in, &sink);
    return (now_ns() - t0) / ((double)in->n * reps);
}

/* Issue 30's time targets: url1738's time over the peer's, the median
 * of the per-round ratios (a row whose implementation is missing from
 * this build is left out). */
static size_t op_index(const char *id)
{
    size_t k;

    for (k = 0; k < NOPS; k++)
        if (strcmp(ops[k].id, id) == 0)
            return k;
    return NOPS;
}

static void ops_targets(double t[][MAXROUNDS], int rounds)
{
    static const struct {
        const char *ours, *peer;
        double most;
    } want[] = {
        { "op_normalize3986", "op_ada_normalize", 0.5 },
        { "op_normalize1738", "op_ada_normalize", 0.5 },
        { "op_compare3986", "op_ada_compare", 0.5 },
        { "op_compare1738", "op_ada_compare", 0.5 },
        { "op_compare3986_pct", "op_ada_compare_pct", 0.5 },
        { "op_compare1738_pct", "op_ada_compare_pct", 0.5 },
        /* the base parsed once on both sides (the targets), then
         * url1738_resolve, which takes the base's text on every call,
         * against the peers' base parsed once and parsed every time */
        { "op_resolve3986_prepared", "op_ada_resolve", 0.5 },
        { "op_resolve3986_prepared", "op_uriparser_resolve", 0.25 },
        { "op_resolve3986", "op_ada_resolve", 0.5 },
        { "op_resolve3986", "op_ada_resolve_base", 0.5 },
        { "op_resolve3986", "op_uriparser_resolve", 0.25 },
        { "op_resolve3986", "op_uriparser_resolve_base", 0.25 },
        { "op_encode", "op_curl_encode", 0.25 },
        { "op_encode", "op_glib_encode", 0.25 },
        { "op_decode", "op_curl_decode", 0.25 },
        { "op_decode", "op_glib_decode", 0.25 },
    };
    double q[MAXROUNDS], m;
    size_t i, a, b;
    int r;

    printf("\n| target (issue 30) | url1738 / peer, median per round | "
           "wanted | met |\n|---|---:|---:|---|\n");
    for (i = 0; i < sizeof want / sizeof want[0]; i++) {
        a = op_index(want[i].ours);
        b = op_index(want[i].peer);
        if (a == NOPS || b == NOPS)
            continue;
        for (r = 0; r < rounds; r++)
            q[r] = t[a][r] / t[b][r];
        m = median(q, rounds);
        printf("| %s: %s / %s | %.3f | <= %.2f | %s |\n", ops[a].group,
               ops[a].name, ops[b].name, m, want[i].most, m <= want[i].most ? "yes" : "no");
    }
}

/* Interleaved rounds of every implementation of each operation; per
 * group a table: ns per input, accepted, and the median per-round ratio
 * of each to url1738's first entry. */
static void ops_corpus(const char *path, const struct ops_in *in, int rounds)
{
    static double t[NOPS][MAXROUNDS], ratio[NOPS][MAXROUNDS];
    size_t accepted[NOPS], k, first = 0;
    int reps = in->n >= 100000 ? 1 : (int)(100000 / in->n) + 1, r;

    for (k = 0; k < NOPS; k++)
        ops_time(ops[k].fn, in, 1, &accepted[k]);
    for (r = 0; r < rounds; r++)
        for (k = 0; k < NOPS; k++)
            t[k][r] = ops_time(ops[k].fn, in, reps, &accepted[k]);
    printf("\n### operations: %s\n\n%zu inputs, %d rounds of %d pass(es), "
           "interleaved; ratio: median of the per-round time over the "
           "group's first row\n",
           path, in->n, rounds, reps);
    for (k = 0; k < NOPS; k++) {
        if (k == 0 || strcmp(ops[k].group, ops[k - 1].group) != 0) {
            first = k;
            printf("\n| %s | ns/input (median) | accepted | ratio |\n"
                   "|---|---:|---:|---:|\n", ops[k].group);
        }
        for (r = 0; r < rounds; r++)
            ratio[k][r] = t[k][r] / t[first][r];
        printf("| %s | %.1f | %zu | %.3f |\n", ops[k].name,
                   median(t[k], rounds), accepted[k],
                   median(ratio[k], rounds));
    }
    ops_targets(t, rounds);
}

/* Encode and decode of one long component without escapes (100 KB of
 * path bytes), GB/s: the best of rounds. */
static void ops_long(int rounds)
{
    static char src[100 * 1024], dst[300 * 1024];
    size_t n = sizeof src, k, need;
    double best[4] = { 1e30, 1e30, 1e30, 1e30 }, t0, t;
    int r, j;

    for (k = 0; k < n; k++)
        src[k] = "abcdefghijklmnopqrstuvwxyz0123456789/-._~"[k % 41];
    src[n - 1] = '\0';
    n--;
    for (r = 0; r < rounds; r++) {
        for (j = 0; j < 4; j++) {
            t0 = now_ns();
            for (k = 0; k < 20; k++) {
                if (j == 0)
                    url1738_encode_spec(URL1738_SPEC_RFC3986,
                                        URL1738_PART_PATH, src, n, dst,
                                        sizeof dst, &need);
                else if (j == 1)
                    url1738_decode(src, n, dst, sizeof dst, &need, NULL);
#ifdef HAVE_CURL
                else if (j == 2) {
                    char *e = curl_easy_escape(NULL, src, (int)n);
                    need = strlen(e);
                    curl_free(e);
                }
#endif
#ifdef HAVE_GLIB
                else if (j == 3) {
                    char *e = g_uri_escape_string(src, "/", FALSE);
                    need = strlen(e);
                    g_free(e);
                }
#endif
                sink += need;
            }
            t = (now_ns() - t0) / 20;
            if (t < best[j])
                best[j] = t;
        }
    }
    printf("\n### one 100 KB component without escapes (best of %d)\n\n"
           "| operation | GB/s |\n|---|---:|\n"
           "| url1738_encode_spec(path) | %.2f |\n"
           "| url1738_decode | %.2f |\n", rounds, n / best[0], n / best[1]);
#ifdef HAVE_CURL
    printf("| curl_easy_escape | %.2f |\n", n / best[2]);
#endif
#ifdef HAVE_GLIB
    printf("| g_uri_escape_string | %.2f |\n", n / best[3]);
#endif
}

/* --ops=NAME: one implementation once over the inputs (for callgrind:
 * its instructions are those of the op_* function it names). */
static int ops_only(const char *only, const struct ops_in *in)
{
    size_t k;

    for (k = 0; k < NOPS; k++) {
        if (strcmp(ops[k].id, only) == 0) {
            printf("%s: %zu of %zu\n", only, ops[k].fn(in, &sink), in->n);
            return 0;
        }
    }
    fprintf(stderr, "bench: no operation %s in this build\n", only);
    return 2;
}

int main(int argc, char **argv)
{
    int rounds = 21, scale = 0, i;
    size_t scale_len = 0, scale_mb = 1;
    const char *only = NULL, *op = NULL, *pair = NULL;
    int do_ops = 0, do_same = 0, differ = 0;

#ifdef HAVE_CURL
    curl_global_init(CURL_GLOBAL_DEFAULT);
#endif
    if (url1738_base_prepare(&ops_base, OPS_BASE, sizeof OPS_BASE - 1,
                             URL1738_RFC3986, NULL)
        != URL1738_OK)
        return 2;
#ifdef HAVE_URIPARSER
    {
        const char *err;
        if (uriParseSingleUriExA(&ops_base_uri, OPS_BASE,
                                 &OPS_BASE[sizeof OPS_BASE - 1], &err)
            != URI_SUCCESS)
            return 2;
    }
#endif
    for (i = 1; i < argc; i++) {
        if (strncmp(argv[i], "--rounds=", 9) == 0) {
            rounds = atoi(argv[i] + 9);
            if (rounds < 1 || rounds > MAXROUNDS)
                rounds = 21;
        } else if (strncmp(argv[i], "--only=", 7) == 0) {
            only = argv[i] + 7;
        } else if (strncmp(argv[i], "--pair=", 7) == 0) {
            pair = argv[i] + 7;
        } else if (strcmp(argv[i], "--ops") == 0) {
            do_ops = 1;
        } else if (strcmp(argv[i], "--same-href") == 0) {
            do_same = 1;
        } else if (strncmp(argv[i], "--op=", 5) == 0) {
            op = argv[i] + 5;
        } else if (strcmp(argv[i], "--scale") == 0) {
            scale = 1;
        } else if (strncmp(argv[i], "--scale-mb=", 11) == 0) {
            scale_mb = (size_t)strtoul(argv[i] + 11, NULL, 10);
            if (scale_mb < 1 || scale_mb > 1024)
                scale_mb = 1;
        } else if (strncmp(argv[i], "--scale=", 8) == 0) {
            scale = 1;
            scale_len = (size_t)strtoul(argv[i] + 8, NULL, 10);
        } else {
            struct corpus c;
            size_t k, acc = 0;

            if (load(argv[i], &c) != 0)
                return 2;
            if (do_same) {
#ifdef HAVE_ADA
                differ |= same_href(argv[i], &c);
#else
                fprintf(stderr, "bench: --same-href needs ada\n");
                return 2;
#endif
            } else if (do_ops || op != NULL) {
                struct ops_in in;
                ops_make(&c, &in);
                if (op != NULL) {
                    if (ops_only(op, &in) != 0)
                        return 2;
                } else {
                    ops_corpus(argv[i], &in, rounds);
                }
                /* the inputs live until the end (a few MB) */
            } else if (pair != NULL) {
                if (bench_pair(argv[i], &c, rounds, pair) != 0)
                    return 2;
            } else if (only == NULL) {
                bench_corpus(argv[i], &c, rounds);
            } else {
                int found = 0;
                for (k = 0; k < NPARSERS; k++)
                    if (strcmp(parsers[k].name, only) == 0) {
                        acc = parsers[k].fn(c.p, c.len, c.n, &sink);
                        found = 1;
                    }
                if (!found) {
                    fprintf(stderr, "bench: no parser %s in this build\n",
                            only);
                    return 2;
                }
                printf("%s %s: %zu of %zu accepted\n", only, argv[i], acc,
                       c.n);
            }
            free(c.data);
            free((void *)c.p);
            free(c.len);
        }
    }
    if (do_ops)
        ops_long(rounds);
    if (scale)
        bench_scale(rounds > 11 ? 11 : rounds, scale_len, only, scale_mb);
    if (differ)
        return 1;
    return sink == 42 ? 3 : 0; /* keeps the results alive */
}
