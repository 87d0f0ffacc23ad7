/* SPDX-License-Identifier: MIT */
/*
 * json_read.h - a small, strict JSON reader (RFC 8259) for one line of
 * text: a pull reader over (pointer, length) that decodes strings into a
 * caller's buffer and allocates nothing.
 */
#ifndef URL1738_JSON_READ_H
#define URL1738_JSON_READ_H

#include <stddef.h>

/* The reader. Decoded strings are appended to out, which must hold at
 * least len bytes: no string decodes longer than its JSON text. After
 * the first error every call returns 0 and err, err_off keep the first
 * error (a static message and the byte offset in the text). */
struct jread {
    const char *p;
    size_t len, pos;
    char *out;
    size_t used;
    const char *err;
    size_t err_off;
};

void jread_init(struct jread *r, const char *p, size_t len, char *out);

/* Records an error at the current position (the first one wins);
 * returns 0. */
int jread_fail(struct jread *r, const char *msg);

/* The next byte after white space (not consumed), or -1 at the end. */
int jread_peek(struct jread *r);

/* Consumes the byte c after white space: 1, or 0 after an error. */
int jread_expect(struct jread *r, char c);

/* Decodes a string: escapes, surrogate pairs, and a lone \uDC80-\uDCFF
 * as the single byte 80-FF ("surrogateescape", as json.c writes bytes
 * that are not UTF-8). Raw bytes must be valid UTF-8 (RFC 3629), control
 * characters must be escaped. Sets *s, *n (s points into out): 1, or 0. */
int jread_string(struct jread *r, const char **s, size_t *n);

/* Reads the literal word ("null", "true", "false"): 1, or 0. */
int jread_word(struct jread *r, const char *word);

/* Reads a number; *s, *n are its text (in the input): 1, or 0. */
int jread_number(struct jread *r, const char **s, size_t *n);

/* Checks and skips any value (nesting at most 64 deep): 1, or 0. */
int jread_skip(struct jread *r);

/* Object members and array items, after the '{' or '[' was consumed:
 * *first starts at 1. Returns 1 when there is another one (for an
 * object, its key is read into *key, *klen and the ':' consumed), 0 at
 * the closing bracket (consumed) or after an error (r->err set). */
int jread_member(struct jread *r, int *first, const char **key,
                 size_t *klen);
int jread_item(struct jread *r, int *first);

/* Checks that only white space remains: 1, or 0. */
int jread_end(struct jread *r);

#endif /* URL1738_JSON_READ_H */
