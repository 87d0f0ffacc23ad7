/* SPDX-License-Identifier: MIT */
/* bind.h - the bindings' entry points (bind.c). */
#ifndef URL1738_JS_BIND_H
#define URL1738_JS_BIND_H

#include <stddef.h>
#include <stdint.h>

/* u17_many's failures (a count otherwise). */
enum { U17_BAD_SPEC = -1, U17_SMALL = -2, U17_NOMEM = -3,
       U17_BAD_FIELD = -100 /* minus the index of the unknown name */ };

void *u17_alloc(size_t n);
void u17_free(void *p);
int u17_run(const char *lang, int argc, char **argv, const char *in,
            size_t in_len);
const char *u17_out(void);
size_t u17_out_len(void);
int u17_many(const char *p, size_t len, const char *spec_name,
             const char *fields, int32_t *rec, size_t rec_cap);
int u17_out_ascii(void);
int u17_field_list(const char *spec_name);
int u17_field_kind(const char *name);

#endif
