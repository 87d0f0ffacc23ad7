/* SPDX-License-Identifier: MIT */
/* bind.h - the bindings' entry points (bind.c). */
#ifndef URL1738_JS_BIND_H
#define URL1738_JS_BIND_H

#include <stddef.h>
#include <stdint.h>

/* u17_many's failures (a count otherwise). */
enum { U17_BAD_SPEC = -1, U17_SMALL = -2, U17_NOMEM = -3,
       U17_BAD_FIELD = -100 /* minus the index of the unknown name */ };
/* A field's length in rec that says: the same value as the row its
 * start names (an earlier row, which holds the value itself). */
enum { U17_SAME = -3 };

void *u17_alloc(size_t n);
void u17_free(void *p);
int u17_run(const char *lang, int argc, char **argv, const char *in,
            size_t in_len);
const char *u17_out(void);
size_t u17_out_len(void);
/* Parses the LF-separated inputs p[0..len) under spec_name ("rfc1738",
 * "rfc3986"); per input, 2 + 2 * (number of fields) int32 in rec: valid
 * (1/0), the error's code, then per field: start and length (-1:
 * absent), start >= 0 an offset into that input (a raw span), else -1 -
 * the offset of its text in the answer block (u17_out); or (length
 * U17_SAME) the index of an earlier input whose value it repeats. The
 * count of inputs, or a U17_* failure. */
int u17_many(const char *p, size_t len, const char *spec_name,
             const char *fields, int32_t *rec, size_t rec_cap);
int u17_out_ascii(void);
int u17_field_list(const char *spec_name);
int u17_field_kind(const char *name);

#endif
