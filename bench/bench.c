/* SPDX-License-Identifier: MIT */
/*
 * bench.c - url1738 against its peers, in one process, on the same bytes.
 *
 * usage: bench [--rounds=N] [--only=NAME] [--scale[=LEN]] [--scale-mb=MB]
 *              CORPUS...
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
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "url1738.h"

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

static void bench_corpus(const char *path, const struct corpus *c, int rounds)
{
    static double t[NPARSERS][MAXROUNDS], ratio[NPARSERS][MAXROUNDS];
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

int main(int argc, char **argv)
{
    int rounds = 21, scale = 0, i;
    size_t scale_len = 0, scale_mb = 1;
    const char *only = NULL;

#ifdef HAVE_CURL
    curl_global_init(CURL_GLOBAL_DEFAULT);
#endif
    for (i = 1; i < argc; i++) {
        if (strncmp(argv[i], "--rounds=", 9) == 0) {
            rounds = atoi(argv[i] + 9);
            if (rounds < 1 || rounds > MAXROUNDS)
                rounds = 21;
        } else if (strncmp(argv[i], "--only=", 7) == 0) {
            only = argv[i] + 7;
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
            if (only == NULL) {
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
    if (scale)
        bench_scale(rounds > 11 ? 11 : rounds, scale_len, only, scale_mb);
    return sink == 42 ? 3 : 0; /* keeps the results alive */
}
