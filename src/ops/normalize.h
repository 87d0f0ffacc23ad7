/* SPDX-License-Identifier: MIT */
/*
 * normalize.h - the canonical form of a URL as a short list of pieces of
 * the input, each copied with one transformation, and a cursor that
 * produces its bytes one by one: url1738_normalize() drains it into a
 * buffer, url1738_equivalent() runs two side by side, with no buffer.
 */
#ifndef URL1738_NORMALIZE_H
#define URL1738_NORMALIZE_H

#include "ops/ops.h"

enum {
    URL1738__PC_COPY,   /* as it is                                     */
    URL1738__PC_LOWER,  /* ASCII letters lower-cased (scheme, host 2.1) */
    URL1738__PC_ESC,    /* escapes normalized (2.2)                      */
    URL1738__PC_HEX     /* escapes kept, hex digits upper-cased          */
};

struct url1738__piece {
    int kind;
    const char *p;
    size_t len;
};

#define URL1738__MAX_PIECES 12

struct url1738__norm {
    struct url1738__piece piece[URL1738__MAX_PIECES];
    int n;
    /* The cursor. */
    int at;             /* current piece */
    size_t pos;         /* offset in it  */
    char pend[3];       /* the rest of an escape being produced */
    int npend, ipend;
};

/* Parses p[0..len) and lays out its canonical form in *nm (cursor at the
 * start). Returns URL1738_OK or the parse error (err filled). */
enum url1738_code url1738__norm_init(struct url1738__norm *nm, const char *p,
                                     size_t len, struct url1738_error *err);

/* The next byte of the canonical form, or -1 at its end. */
int url1738__norm_next(struct url1738__norm *nm);

/* How url1738__w_put_normalized() gives the bytes of a piece of a valid
 * URL (bits). */
enum {
    URL1738__N_KEEP = 0,       /* escapes kept, their hex upper-cased    */
    URL1738__N_DECODE1738 = 1, /* and an escape of an RFC 1738 unreserved
                                  byte (2.2) decoded                     */
    URL1738__N_DECODE3986 = 2, /* and an escape of an RFC 3986 unreserved
                                  byte (ALPHA DIGIT - . _ ~, 2.3) decoded */
    URL1738__N_LOWER = 4,      /* ASCII letters lower-cased, the decoded
                                  ones too (scheme, host)                */
    URL1738__N_DOTSTOP = 8     /* stop at an escape "%2" (maybe of ".")
                                  that follows a "/" of the piece: RFC
                                  3986's forward writer, whose path may
                                  then hold a dot-segment (6.2.2.3)      */
};

/* Appends p[0 .. n), a piece of a valid URL (every "%" begins an
 * escape), as mode (URL1738__N_* bits) says: runs without "%" are copied
 * whole (SSE2: found and stored 16 bytes a step straight into the
 * buffer when the piece fits), escapes are decoded or rewritten with
 * upper-case hex. Returns 1 when URL1738__N_DOTSTOP stopped it (what it
 * stored and w->len are then of no use), else 0. The one place where
 * normalize.c and normalize3986.c write escapes forward (normalize.c). */
int url1738__w_put_normalized(struct url1738__writer *w, const char *p,
                              size_t n, unsigned mode);

/* Whether s[0 .. n) holds an ASCII upper-case letter (8 bytes a step). */
int url1738__has_upper(const char *s, size_t n);
/* The same 8 bytes a word, without SSE2 (its reference in the tests). */
int url1738__has_upper_plain(const char *s, size_t n);

/* Appends s[0 .. n) with its ASCII letters lower-cased (2.1; RFC 3986
 * 6.2.2.1), 8 bytes a step. */
void url1738__w_put_lower(struct url1738__writer *k, const char *s,
                          size_t n);
/* The same 8 bytes a word, without SSE2 (its reference in the tests). */
void url1738__w_put_lower_plain(struct url1738__writer *k, const char *s,
                                size_t n);

/* Whether a[0 .. n) and b[0 .. n) are the same but for the case of
 * ASCII letters (2.1; RFC 3986 6.2.2.1), 16 bytes a step: the scheme's
 * and the host's test in url1738__same_but_case (ops.h). */
int url1738__same_nocase(const char *a, const char *b, size_t n);
/* The same 8 bytes a word, without SSE2 (its reference in the tests). */
int url1738__same_nocase_plain(const char *a, const char *b, size_t n);

/* normalize3986.c: whether p[0 .. len) holds an escape (*pct) and
 * whether a "." follows a "/" in it (the return value), 16 or 32 bytes a
 * step; the plain version a byte at a time (its reference in the
 * tests). */
int url1738__scan_filter(const char *p, size_t len, int *pct);
int url1738__scan_filter_plain(const char *p, size_t len, int *pct);
/* The filter at a vector level (enum url1738__cpu, grammar/cpu.h; the
 * highest this CPU runs at most): the tests' way to each implementation
 * (url1738__scan_filter is the one for this CPU, chosen once per
 * process: 32 bytes a step with AVX2, 16 with SSE2). */
int url1738__scan_filter_with(int level, const char *p, size_t len,
                              int *pct);

/* The plain implementations the fast ones are held to (t_normalize*,
 * fuzz_normalize): RFC 1738's byte cursor drained byte by byte, RFC
 * 3986's cursors from the end (normalize3986.c). Same contract as
 * url1738_normalize(), url1738_equivalent() and their _spec forms. */
enum url1738_code url1738__normalize1738_plain(const char *p, size_t len,
                                               char *dst, size_t cap,
                                               size_t *need,
                                               struct url1738_error *err);
int url1738__equivalent1738_plain(const char *a, size_t alen, const char *b,
                                  size_t blen, struct url1738_error *err);
enum url1738_code url1738__normalize3986_plain(const char *p, size_t len,
                                               char *dst, size_t cap,
                                               size_t *need,
                                               struct url1738_error *err);
int url1738__equivalent3986_plain(const char *a, size_t alen, const char *b,
                                  size_t blen, struct url1738_error *err);

#endif
