/* SPDX-License-Identifier: MIT */
/* harness.c - counting, failure reports and main() for the unit tests. */
#include <stdio.h>
#include <stdlib.h>

#include <string.h>

#include "harness.h"

unsigned long harness_passed, harness_failed;

int harness_check(int ok, const char *file, int line, const char *what)
{
    if (ok) {
        harness_passed++;
        return 1;
    }
    harness_failed++;
    fprintf(stderr, "FAIL %s:%d: %s\n", file, line, what);
    return 0;
}

void harness_dump(const char *label, const char *p, size_t len)
{
    size_t i;

    fprintf(stderr, "    %-6s \"", label);
    for (i = 0; p != NULL && i < len; i++) {
        unsigned char c = (unsigned char)p[i];
        if (c == '"' || c == '\\')
            fprintf(stderr, "\\%c", c);
        else if (c >= 0x20 && c < 0x7f)
            fputc(c, stderr);
        else
            fprintf(stderr, "\\x%02x", c);
    }
    fprintf(stderr, "\" (%zu bytes)\n", len);
}

const char *harness_corpora(void)
{
    const char *d = getenv("URL1738_URLS");

    return d != NULL && d[0] != '\0' ? d : "tests/data/urls";
}

FILE *harness_open_corpus(const char *name, char *path, size_t size)
{
    FILE *f;

    snprintf(path, size, "%s/%s", harness_corpora(), name);
    f = fopen(path, "rb");
    if (!harness_check(f != NULL, __FILE__, __LINE__, "corpus present"))
        fprintf(stderr, "    cannot open %s: the URL corpora are missing "
                "(tests/data/urls in the repository, or set "
                "URL1738_URLS to their directory)\n", path);
    return f;
}

size_t harness_each_line(const char *name,
                         void (*fn)(const char *line, size_t n, void *ctx),
                         void *ctx)
{
    char path[1024], line[1024];
    FILE *f = harness_open_corpus(name, path, sizeof path);
    size_t lines = 0;

    if (f == NULL)
        return 0;
    while (fgets(line, sizeof line, f) != NULL)
        fn(line, strcspn(line, "\r\n"), ctx), lines++;
    fclose(f);
    return lines;
}

static uint32_t rnd_state = 2463534242u;

uint32_t harness_rnd(void)
{
    rnd_state ^= rnd_state << 13;
    rnd_state ^= rnd_state >> 17;
    rnd_state ^= rnd_state << 5;
    return rnd_state;
}

void harness_mutate(const char *base, size_t n, unsigned count,
                    const char *alphabet,
                    void (*fn)(const char *p, size_t n))
{
    char buf[1024];
    size_t at, na = strlen(alphabet);
    unsigned k;
    int m;

    if (n >= sizeof buf)
        n = sizeof buf - 1;
    for (at = 0; at <= n; at++) /* every prefix */
        fn(base, at);
    for (k = 0; k < count; k++) {
        size_t len = n;

        memcpy(buf, base, n);
        for (m = 0; m < 1 + (int)(harness_rnd() % 3); m++) {
            char ch = harness_rnd() % 16 == 0
                          ? (char)(harness_rnd() % 256)
                          : alphabet[harness_rnd() % na];

            at = harness_rnd() % (len + 1);
            if (harness_rnd() % 3 == 0 && at < len) {
                memmove(buf + at, buf + at + 1, len - at - 1);
                len--;
            } else if (harness_rnd() % 2 == 0 && at < len) {
                buf[at] = ch;
            } else if (len + 1 < sizeof buf) {
                memmove(buf + at + 1, buf + at, len - at);
                buf[at] = ch;
                len++;
            }
        }
        fn(buf, len);
    }
}

int main(int argc, char **argv)
{
    (void)argc;
    run_tests();
    /* Not the "N passed, N failed" form: only run.sh's total is that. */
    printf("%-28s ok %lu  fail %lu\n", argv[0], harness_passed,
           harness_failed);
    return harness_failed != 0;
}

void harness_file_shapes(void (*fn)(const char *p, size_t n))
{
    static const char swap[] = { '%', '?', ';', '~', '#', ':', '/', '@',
                                 '&', '=', '.', '_', '[', '\\', ' ', 'Z',
                                 '5', '\0', '\x80' };
    static const char *const tails[] = { "/p/q", "", "/", ":8/x", "@h/x",
                                         "/a;b", "/a?b", "/%41%2F", "#f" };
    char buf[240], host[80];
    size_t n, at, k, i, t;

    for (n = 0; n <= 70; n++)
        for (at = 0; at < 5; at++) {
            memset(host, at == 3 ? '9' : 'a', n);
            if (n > 3)
                host[n - 3] = at == 1 ? '-' : '.';
            if (n > 0 && at == 4)
                host[n - 1] = '_';
            for (t = 0; t < sizeof tails / sizeof tails[0]; t++) {
                size_t tl = strlen(tails[t]);
                memcpy(buf, "file://", 7);
                memcpy(buf + 7, host, n);
                memcpy(buf + 7 + n, tails[t], tl);
                fn(buf, 7 + n + tl);
            }
        }
    for (n = 8; n <= 140; n++) {
        memcpy(buf, "file://ab.cd/", 13);
        for (i = 13; i < n; i++)
            buf[i] = i % 9 == 0 ? '/'
                     : "abcdefghijklmnopqrstuvwxyz-._!$&'()*+,:=@"[i % 42];
        if (n > 40) /* an escape, one straddling byte 64 further on */
            memcpy(buf + 30, "%4f", 3);
        if (n > 70)
            memcpy(buf + 63, "%2F", 3);
        fn(buf, n);
        for (at = 7; at < n; at++)
            for (k = 0; k < sizeof swap; k++) {
                char keep = buf[at];
                buf[at] = swap[k];
                fn(buf, n);
                buf[at] = keep;
            }
    }
}
