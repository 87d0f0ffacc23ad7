/* SPDX-License-Identifier: MIT */
/*
 * t_growth.c - cost that grows as it should (issue 30): each operation's
 * instructions per input byte, counted by callgrind (deterministic: the
 * same count on every run), on pathological inputs of 4 KB and of 256 KB
 * (dot-segments "/./././...", "/a/..", "../../...", 100 k escapes, 100 k
 * "<" in text): at 256 KB they may cost at most 1.25 times what they
 * cost per byte at 4 KB (bench/RESULTS.md has the 100 B - 1 MB table).
 * Super-linear work (a byte read again for each segment, a rescan per
 * escape) shows as a ratio near 64.
 *
 * The program is its own driver: run with GROWTH_CASE=NAME GROWTH_BYTES=N
 * it builds that input and runs the operation once in growth_work(); the
 * test runs itself so under valgrind --tool=callgrind
 * --toggle-collect=growth_work and reads "I refs". valgrind is a test
 * dependency (installed by the project's set-up): without it the test
 * fails, it does not skip.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <unistd.h>

#include "harness.h"

/* Under ASan valgrind cannot run the program, and instruction counts of
 * instrumented code mean nothing: a sanitizer build runs every case at
 * both sizes for memory safety instead; the counts are checked by the
 * uninstrumented build's make test. */
#if defined(__SANITIZE_ADDRESS__)
#define GROWTH_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GROWTH_SANITIZED 1
#endif
#endif

struct input {
    char *p;
    size_t n;
};

/* A prefix, then unit repeated to fill n bytes (cut at n); with unit2,
 * unit fills the first half and unit2 the rest ("a/a/.../../.."). */
static struct input fill(const char *pre, const char *unit,
                         const char *unit2, size_t n)
{
    struct input in;
    size_t pl = strlen(pre), ul = strlen(unit), k, half = n / 2;

    in.p = malloc(n + pl + 1);
    memcpy(in.p, pre, pl);
    if (unit2 == NULL)
        half = n;
    for (k = pl; k < half; k++)
        in.p[k] = unit[(k - pl) % ul];
    for (; k < n; k++)
        in.p[k] = unit2[(k - half) % strlen(unit2)];
    in.n = n > pl ? n : pl;
    in.p[in.n] = '\0';
    return in;
}

static size_t sink;

/* A copy of in whose last byte differs: equivalence of in with itself
 * is answered without normalizing (the two differ at most in the case
 * of scheme and host), and the cost per byte to measure is that of
 * normalizing both. */
static const char *other_end(struct input in)
{
    static char other[4 << 20];

    memcpy(other, in.p, in.n);
    other[in.n - 1] = in.p[in.n - 1] == 'z' ? 'y' : 'z';
    return other;
}

/* The operations, each once over its input. */
__attribute__((noinline)) static void growth_work(const char *name,
                                                  struct input in)
{
    static char out[4 << 20];
    size_t need = 0, used;
    struct url1738_extract st;
    struct url1738_found f = URL1738_FOUND_INIT;

    if (strncmp(name, "normalize3986", 13) == 0)
        url1738_normalize_spec(in.p, in.n, URL1738_SPEC_RFC3986, out,
                               sizeof out, &need, NULL);
    else if (strncmp(name, "normalize1738", 13) == 0)
        url1738_normalize(in.p, in.n, out, sizeof out, &need, NULL);
    else if (strncmp(name, "equivalent3986", 14) == 0)
        need = (size_t)url1738_equivalent_spec(
            in.p, in.n, other_end(in), in.n, URL1738_SPEC_RFC3986, NULL);
    else if (strncmp(name, "equivalent1738", 14) == 0)
        need = (size_t)url1738_equivalent(in.p, in.n, other_end(in), in.n,
                                          NULL);
    else if (strncmp(name, "whatwg need", 11) == 0)   /* the size query */
        url1738_whatwg_parse(in.p, in.n, NULL, NULL, NULL, 0, &need, NULL,
                             NULL);
    else if (strncmp(name, "whatwg half", 11) == 0)   /* half the room */
        url1738_whatwg_parse(in.p, in.n, NULL, NULL, out, in.n / 2, &need,
                             NULL, NULL);
    else if (strncmp(name, "whatwg", 6) == 0)
        url1738_whatwg_parse(in.p, in.n, NULL, NULL, out, sizeof out, &need,
                             NULL, NULL);
    else if (strncmp(name, "resolve", 7) == 0)
        url1738_resolve("http://a/b/c/d;p?q", 18, in.p, in.n,
                        URL1738_RFC3986, out, sizeof out, &need, NULL);
    else if (strcmp(name, "encode") == 0)
        url1738_encode_spec(URL1738_SPEC_RFC3986, URL1738_PART_PATH, in.p,
                            in.n, out, sizeof out, &need);
    else if (strcmp(name, "decode") == 0)
        url1738_decode(in.p, in.n, out, sizeof out, &need, NULL);
    else if (strncmp(name, "extract", 7) == 0) {
        const char *p = in.p;
        size_t left = in.n;
        url1738_extract_init(&st);
        while (left > 0) {
            int r = url1738_extract_next(&st, p, left, &used, &f);
            if (r < 0)
                break;
            need += (size_t)r;
            p += used;
            left -= used;
        }
        need += (size_t)url1738_extract_finish(&st, &f);
    }
    sink += need;
}

static const struct {
    const char *name, *pre, *unit, *unit2;
} cases[] = {
    { "normalize3986 /./", "http://h", "/.", NULL },
    { "normalize3986 /a/..", "http://h", "/a/..", NULL },
    { "normalize3986 /../", "x:/", "../", NULL },
    { "normalize3986 %41", "http://h/", "%41", NULL },
    { "normalize3986 %2e", "http://h", "/%2e", NULL },
    { "normalize1738 %41", "http://h/", "%41", NULL },
    { "normalize1738 plain", "http://H/", "a", NULL },
    { "equivalent3986 /a/..", "http://h", "/a/..", NULL },
    { "equivalent3986 %41", "http://h/", "%41", NULL },
    { "equivalent1738 %41", "http://h/", "%41", NULL },
    { "resolve /./", "", "/.", NULL },
    { "resolve ../", "", "../", NULL },
    { "encode", "", "<a ", NULL },
    { "decode", "", "%41", NULL },
    { "extract", "", "<", NULL },
    { "extract urls", "", "<http://h/a> ", NULL },
    /* The block scan's look ahead after '<' (extract.c: lt_cand): a
     * scheme name of 64 letters and one of 65, each read to its end. */
    { "extract <name64", "",
      "<abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijkl",
      NULL },
    { "extract <name65", "",
      "<abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklm",
      NULL },
    { "extract :x", "", ":x", NULL },
    /* The WHATWG reading: "a/a/.../../..", every ".." removing a segment
     * further back, as a size query (quadratic before: each ".." read
     * the input back to find the segment it removed), with half the
     * room, and with room for it all; a file: drive letter kept. */
    { "whatwg need a/../", "http://h/", "a/", "../" },
    { "whatwg need %zz/../", "http://h/", "\xff/", "%2e./" },
    { "whatwg half a/../", "http://h/", "a/", "../" },
    { "whatwg a/../", "http://h/", "a/", "../" },
    { "whatwg need C:/a/../", "file:///C:/", "a/", "../" },
};

static struct input make(const char *name, size_t n)
{
    size_t i;

    for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
        if (strcmp(cases[i].name, name) == 0)
            return fill(cases[i].pre, cases[i].unit, cases[i].unit2, n);
    return fill("", "", NULL, 0);
}

/* Instructions in growth_work for case name on n bytes; 0 when
 * valgrind could not count them. */
static unsigned long long count(const char *name, size_t n)
{
    char cmd[512], line[512];
    unsigned long long ir = 0;
    FILE *f;

    snprintf(cmd, sizeof cmd,
             "GROWTH_CASE='%s' GROWTH_BYTES=%zu valgrind --tool=callgrind "
             "--callgrind-out-file=/dev/null --toggle-collect=growth_work "
             "/proc/%ld/exe 2>&1",
             name, n, (long)getpid());
    f = popen(cmd, "r");
    if (f == NULL)
        return 0;
    while (fgets(line, sizeof line, f) != NULL) {
        char *r = strstr(line, "I   refs:");
        if (r != NULL) {
            unsigned long long v = 0;
            for (r += 9; *r != '\0'; r++)
                if (*r >= '0' && *r <= '9')
                    v = v * 10 + (unsigned long long)(*r - '0');
            ir = v;
        }
    }
    pclose(f);
    return ir;
}

void run_tests(void)
{
    const char *name = getenv("GROWTH_CASE");
    size_t i;

    if (name != NULL) {     /* the child: one case, once */
        struct input in = make(name, strtoul(getenv("GROWTH_BYTES"), NULL,
                                             10));
        growth_work(name, in);
        free(in.p);
        CHECK(1);
        return;
    }
#ifdef GROWTH_SANITIZED
    fprintf(stderr, "  sanitizer build: each case run at 4 KB and 256 KB "
                    "for memory safety; instruction counts are checked by "
                    "the uninstrumented make test\n");
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        size_t sizes[2] = {4096, 262144}, k;
        for (k = 0; k < 2; k++) {
            struct input in = make(cases[i].name, sizes[k]);
            CHECK(in.p != NULL);
            growth_work(cases[i].name, in);
            free(in.p);
        }
    }
    return;
#endif
    if (!CHECK(system("valgrind --version >/dev/null 2>&1") == 0)) {
        fprintf(stderr, "    valgrind is not installed: it counts the "
                        "instructions (apt-get install valgrind)\n");
        return;
    }
    fprintf(stderr, "  %-22s %12s %12s %8s\n", "case", "instr/B 4K",
            "instr/B 256K", "ratio");
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        unsigned long long small = count(cases[i].name, 4096),
                           big = count(cases[i].name, 262144);
        double a = (double)small / 4096, b = (double)big / 262144;
        fprintf(stderr, "  %-22s %12.2f %12.2f %8.2f\n", cases[i].name, a, b,
                b / a);
        if (!CHECK(small > 0 && big > 0 && b <= 1.25 * a))
            fprintf(stderr, "    %s: %.2f instructions a byte at 256 KB, "
                            "%.2f at 4 KB\n", cases[i].name, b, a);
    }
}
