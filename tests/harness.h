/* SPDX-License-Identifier: MIT */
/*
 * harness.h - the unit tests' few macros.
 *
 * Each tests/t_*.c is its own program: it defines run_tests(), which the
 * harness's main() calls; every CHECK counts one case. A failure prints
 * file:line, the case, what was wanted and what came. tests/run.sh adds up
 * the programs' counts into the final "N passed, N failed" line.
 */
#ifndef URL1738_HARNESS_H
#define URL1738_HARNESS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "url1738.h"

extern unsigned long harness_passed, harness_failed;

void run_tests(void);

/* Records one case; prints the failure when ok is 0. Returns ok. */
int harness_check(int ok, const char *file, int line, const char *what);

/* Prints bytes readably (C escapes) on stderr, for failure messages. */
void harness_dump(const char *label, const char *p, size_t len);

/* The URL corpora's directory: $URL1738_URLS when set, else
 * tests/data/urls (tests/data/urls/README.md), relative to the
 * repository's top, where make test runs the tests. */
const char *harness_corpora(void);

/* Opens corpus file name there (its path into path[0..size)). A missing
 * corpus is a failed check, with the path and how to provide it: never a
 * silent skip. Returns the stream, or NULL after that failure. */
FILE *harness_open_corpus(const char *name, char *path, size_t size);
/* Calls fn(line, length, ctx) for each line of the corpus file name (the
 * line feed left out; lines of up to 1023 bytes); returns how many. A
 * missing corpus is a failure (harness_open_corpus). */
size_t harness_each_line(const char *name,
                         void (*fn)(const char *line, size_t n, void *ctx),
                         void *ctx);

/* The same pseudo-random numbers on every run (xorshift32, one stream
 * per test program). */
uint32_t harness_rnd(void);

/* Calls fn on every prefix of base[0..n), then on count mutations of
 * it: one to three bytes deleted, replaced or inserted, a new byte taken
 * from alphabet (one time in 16 any byte); at most 1023 bytes. The
 * differential tests of the fast paths feed their comparisons with it. */
void harness_mutate(const char *base, size_t n, unsigned count,
                    const char *alphabet,
                    void (*fn)(const char *p, size_t n));

/* Calls fn on file URLs around the choices of the file shape's fast path
 * (src/simd/fastpath.c, file_decide): "file://" and hosts of every length
 * to 70 (none, a label boundary, a digit toplabel, a "_"), each followed
 * by tails that end the shape or matter to one reading only (a port, a
 * login, ";", "?", "#", escapes); and paths of every length to 140 (the
 * masks of the first 64 bytes, the run past them) with each byte in turn
 * replaced by one of ";" "?" "#" "~" "%" ... and bytes no reading
 * allows. t_fastpath and t_fast3986 feed their comparisons with it. */
void harness_file_shapes(void (*fn)(const char *p, size_t n));

#define CHECK(cond) harness_check(!!(cond), __FILE__, __LINE__, #cond)

#define CHECK_EQ_INT(got, want)                                            \
    do {                                                                   \
        long long g_ = (long long)(got), w_ = (long long)(want);           \
        if (!harness_check(g_ == w_, __FILE__, __LINE__, #got " == " #want)) \
            fprintf(stderr, "    wanted %lld, got %lld\n", w_, g_);        \
    } while (0)

/* Compares bytes (p, n) with a C string literal's bytes (want, wn). */
#define CHECK_EQ_MEM(p, n, want, wn)                                       \
    do {                                                                   \
        const char *p_ = (p), *w_ = (want);                                \
        size_t n_ = (n), wn_ = (wn);                                       \
        if (!harness_check(n_ == wn_ && memcmp(p_, w_, n_) == 0, __FILE__, \
                           __LINE__, #p " == " #want)) {                   \
            harness_dump("wanted", w_, wn_);                               \
            harness_dump("got", p_, n_);                                   \
        }                                                                  \
    } while (0)

#define CHECK_EQ_STR(p, n, want) CHECK_EQ_MEM(p, n, want, strlen(want))

#endif
