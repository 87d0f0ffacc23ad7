/* SPDX-License-Identifier: MIT */
/*
 * t_regress.c - replays the regression corpus through every fuzz target.
 *
 * tests/regress/<target>/ holds every input that ever crashed a target or
 * broke one of its properties (fuzz/fuzz_<target>.c); each file is one
 * case. The targets are linked in, built with -DFUZZ_REPLAY so that a
 * broken property is counted here instead of aborting. Every line of the
 * URL corpora (harness_corpora(): URL1738_URLS, default
 * tests/data/urls) goes through every target too, one case per file;
 * a missing or empty corpus fails.
 * The list of targets comes from the Makefile (FUZZ_LIST), made from the
 * fuzz/fuzz_*.c files, so a new target is replayed without an edit here.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

#ifndef FUZZ_LIST
#error "build with -DFUZZ_LIST='X(parse) X(decode) ...' (see the Makefile)"
#endif

#define X(name) int fuzz_target_##name(const uint8_t *data, size_t size);
FUZZ_LIST
#undef X

struct target {
    const char *name;
    int (*fn)(const uint8_t *data, size_t size);
};

static const struct target targets[] = {
#define X(name) { #name, fuzz_target_##name },
    FUZZ_LIST
#undef X
};

#define NTARGETS (sizeof targets / sizeof targets[0])

/* Broken properties since the last reset, and what the input was. */
static unsigned long broken;
static const char *current;

void fuzz_fail(const char *file, int line, const char *what);

void fuzz_fail(const char *file, int line, const char *what)
{
    if (broken++ < 5)
        fprintf(stderr, "  %s: property broken at %s:%d: %s\n", current,
                file, line, what);
}

static char *read_whole(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *b = NULL;
    size_t cap = 0, n = 0, r;

    if (f == NULL)
        return NULL;
    do {
        if (n == cap) {
            char *nb = realloc(b, cap = cap ? cap * 2 : 4096);
            if (nb == NULL) {
                free(b);
                fclose(f);
                return NULL;
            }
            b = nb;
        }
        r = fread(b + n, 1, cap - n, f);
        n += r;
    } while (r > 0);
    fclose(f);
    *len = n;
    return b;
}

/* Every file of tests/regress/<name>/ through its target. */
static void replay_dir(const struct target *t)
{
    char dir[256], path[1024];
    DIR *d;
    struct dirent *e;

    snprintf(dir, sizeof dir, "tests/regress/%s", t->name);
    d = opendir(dir);
    if (d == NULL)
        return;         /* no finding yet for this target */
    while ((e = readdir(d)) != NULL) {
        size_t len = 0;
        char *data;
        if (e->d_name[0] == '.')
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        data = read_whole(path, &len);
        if (!CHECK(data != NULL))
            continue;
        current = path;
        broken = 0;
        t->fn((const uint8_t *)data, len);
        if (!CHECK(broken == 0))
            fprintf(stderr, "    %s: %lu broken properties\n", path,
                    broken);
        free(data);
    }
    closedir(d);
}

/* Each line of a URL corpus file through each target: one case per
 * target and file. */
static void replay_lines(const char *path)
{
    size_t len = 0, i, start;
    char *data = read_whole(path, &len);
    size_t t;

    if (!CHECK(data != NULL && len > 0)) {
        fprintf(stderr, "    %s: unreadable or empty\n", path);
        free(data);
        return;
    }
    for (t = 0; t < NTARGETS; t++) {
        broken = 0;
        current = path;
        for (start = 0, i = 0; i <= len; i++) {
            if (i < len && data[i] != '\n')
                continue;
            targets[t].fn((const uint8_t *)data + start, i - start);
            start = i + 1;
        }
        if (!CHECK(broken == 0))
            fprintf(stderr, "    %s via %s: %lu broken properties\n", path,
                    targets[t].name, broken);
    }
    free(data);
}

void run_tests(void)
{
    static const char *const corpora[] = { "rfc1738_schemes.txt",
                                           "kasztp_web.txt",
                                           "node_files.txt" };
    char path[1024];
    size_t i;
    DIR *d;
    struct dirent *e;

    /* Every directory of tests/regress/ must name a target. */
    d = opendir("tests/regress");
    CHECK(d != NULL);
    while (d != NULL && (e = readdir(d)) != NULL) {
        int known = 0;
        if (e->d_name[0] == '.' || strcmp(e->d_name, "README.md") == 0)
            continue;
        for (i = 0; i < NTARGETS; i++)
            known |= strcmp(e->d_name, targets[i].name) == 0;
        if (!CHECK(known))
            fprintf(stderr, "    tests/regress/%s: no such target\n",
                    e->d_name);
    }
    if (d != NULL)
        closedir(d);
    for (i = 0; i < NTARGETS; i++)
        replay_dir(&targets[i]);
    for (i = 0; i < sizeof corpora / sizeof corpora[0]; i++) {
        FILE *f = harness_open_corpus(corpora[i], path, sizeof path);
        if (f == NULL)
            continue;       /* counted as a failure */
        fclose(f);
        replay_lines(path);
    }
}
