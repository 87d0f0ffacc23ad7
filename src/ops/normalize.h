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

#endif
