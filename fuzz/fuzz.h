/* SPDX-License-Identifier: MIT */
/*
 * fuzz.h - what the fuzz targets share.
 *
 * Each fuzz/fuzz_<entry>.c is one libFuzzer target (FUZZ_TARGET) that
 * checks properties of one entry point, not only that it does not crash.
 * A broken property calls fuzz_fail(): under libFuzzer it prints what
 * broke and aborts, so the input is saved as a finding; built with
 * -DFUZZ_REPLAY the targets are linked into tests/t_regress.c, which
 * replays tests/regress/ and counts the failures instead.
 */
#ifndef URL1738_FUZZ_H
#define URL1738_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "url1738.h"

#ifdef FUZZ_REPLAY
/* Defined by the replaying test program. */
void fuzz_fail(const char *file, int line, const char *what);

#define FUZZ_TARGET(name)                                                  \
    int fuzz_target_##name(const uint8_t *data, size_t size);              \
    int fuzz_target_##name(const uint8_t *data, size_t size)
#else
#include <stdio.h>
#include <stdlib.h>

static inline void fuzz_fail(const char *file, int line, const char *what)
{
    fprintf(stderr, "fuzz: property broken at %s:%d: %s\n", file, line,
            what);
    abort();
}

#define FUZZ_TARGET(name)                                                  \
    int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);          \
    int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
#endif

/* Checks one property; never compiled out. */
#define FUZZ_CHECK(cond)                                                   \
    ((cond) ? (void)0 : fuzz_fail(__FILE__, __LINE__, #cond))

/* Appends s[0, len) to out at *n (out has room: the targets size it to
 * the input they rebuild). */
static inline void fuzz_put(char *out, size_t *n, const char *s, size_t len)
{
    memcpy(out + *n, s, len);
    *n += len;
}

/* Appends the bytes of span s of p; an absent span appends nothing. */
static inline void fuzz_put_span(char *out, size_t *n, const char *p,
                                 struct url1738_span s)
{
    if (s.off != URL1738_ABSENT)
        fuzz_put(out, n, p + s.off, s.len);
}

/* Whether span s lies inside [0, size): absent spans count as inside. */
static inline int fuzz_span_in(struct url1738_span s, size_t size)
{
    if (s.off == URL1738_ABSENT)
        return s.len == 0;
    return s.off <= size && s.len <= size - s.off;
}

/* Whether present span in lies inside present span out. */
static inline int fuzz_span_within(struct url1738_span in,
                                   struct url1738_span out)
{
    if (in.off == URL1738_ABSENT)
        return 1;
    if (out.off == URL1738_ABSENT)
        return 0;
    return in.off >= out.off && in.off + in.len <= out.off + out.len;
}

/* A small deterministic generator: targets that need choices (split
 * points, capacities) draw them from the input so that every run of an
 * input is the same. */
struct fuzz_rng {
    uint64_t s;
};

static inline void fuzz_rng_seed(struct fuzz_rng *r, const uint8_t *d,
                                 size_t n)
{
    size_t i;

    r->s = 0x9e3779b97f4a7c15u ^ n;
    for (i = 0; i < n && i < 64; i++)
        r->s = (r->s ^ d[i]) * 0x100000001b3u;
}

static inline uint64_t fuzz_rng_next(struct fuzz_rng *r)
{
    /* splitmix64 */
    uint64_t z = (r->s += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

/* The fuzz input read as build parts (fuzz_build, fuzz_build3986). */
struct fuzz_reader {
    const uint8_t *d;
    size_t n, i;
};

/* The next length-prefixed string: absent at the end or for 0xFF. */
static inline struct url1738_bytes fuzz_take(struct fuzz_reader *r)
{
    struct url1738_bytes b = { NULL, 0 };
    size_t l;

    if (r->i >= r->n)
        return b;
    l = r->d[r->i++];
    if (l == 0xFF)
        return b;
    if (l > r->n - r->i)
        l = r->n - r->i;
    b.p = (const char *)r->d + r->i;
    b.len = l;
    r->i += l;
    return b;
}

/* The next byte, 0 past the end. */
static inline unsigned fuzz_take_byte(struct fuzz_reader *r)
{
    return r->i < r->n ? r->d[r->i++] : 0;
}

#endif
