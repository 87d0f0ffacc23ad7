/* SPDX-License-Identifier: MIT */
/*
 * fields.c - the vocabulary of URL parts (URL1738_FIELDS) as JSON values:
 * each field written as its kind reads, for every subcommand that shows
 * a URL's parts (parse, plan).
 */
#include <string.h>

#include "cli.h"

int field_text(struct buf *sc, const char *p, const struct url1738_url *u,
               size_t i, size_t *n)
{
    enum url1738_code rc;

    /* Into the scratch buffer as it is (256 bytes at least): one call
     * for most values; asked again at the size it says only when it
     * did not fit. */
    buf_reserve(sc, 256);
    rc = url1738_field_text(p, u, i, sc->p, sc->cap, n);
    if (rc == URL1738_E_NOSPACE) {
        buf_reserve(sc, *n + 1);
        rc = url1738_field_text(p, u, i, sc->p, sc->cap, n);
    }
    return rc == URL1738_OK;
}

/* The decoded '/'-separated segments of a path span. */
static void jw_segments(struct jw *w, struct buf *sc, const char *p,
                        struct url1738_span path)
{
    struct url1738_iter it;
    struct url1738_span seg;

    jw_array(w);
    url1738_iter_init(&it, path);
    while (url1738_next_segment(p, &it, &seg))
        jw_decoded(w, sc, p, seg);
    jw_close(w);
}

/* Prospero's fields as [["name","value"],...], decoded. */
static void jw_pairs(struct jw *w, struct buf *sc, const char *p,
                     struct url1738_span fields)
{
    struct url1738_iter it;
    struct url1738_span name, value;

    jw_array(w);
    url1738_iter_init(&it, fields);
    while (url1738_next_field(p, &it, &name, &value)) {
        jw_array(w);
        jw_decoded(w, sc, p, name);
        jw_decoded(w, sc, p, value);
        jw_close(w);
    }
    jw_close(w);
}

void jw_field(struct jw *w, struct buf *sc, const char *p,
              const struct url1738_url *u,
              const struct url1738_field_info *f)
{
    struct url1738_span s = url1738_field_span(u, f->id);
    long long v;
    size_t n;

    jw_key(w, f->name);
    switch (f->kind) {
    case URL1738_FK_RAW:
        jw_span(w, p, s);
        return;
    case URL1738_FK_TEXT:
        if (url1738_present(s))
            jw_decoded(w, sc, p, s);
        else
            jw_cstr(w, f->absent);
        return;
    case URL1738_FK_SEGMENTS:
        jw_segments(w, sc, p, s);
        return;
    case URL1738_FK_PAIRS:
        jw_pairs(w, sc, p, s);
        return;
    case URL1738_FK_BOOL:
    case URL1738_FK_NUMBER:
        v = url1738_field_number(u, f->id);
        if (v < 0)
            jw_null(w);
        else if (f->kind == URL1738_FK_BOOL)
            jw_bool(w, v != 0);
        else
            jw_uint(w, (unsigned long long)v);
        return;
    default:                    /* NAME, ABSPATH, COMPUTED */
        if (field_text(sc, p, u, f->id, &n))
            jw_str(w, sc->p, n);
        else
            jw_null(w);
        return;
    }
}

/* The vocabulary's fields of each scheme's own object, in its order:
 * the table read once (the CLI is one thread), then each URL walks only
 * its scheme's fields. */
#define NSCHEME_IDS 32
#define NFIELDS_MAX 64
static unsigned char own_fields[NSCHEME_IDS][NFIELDS_MAX];
static unsigned char own_count[NSCHEME_IDS];
static int own_ready;

static void own_fields_init(void)
{
    const struct url1738_field_info *f;
    size_t i;

    for (i = 0; (f = url1738_field_info(i)) != NULL; i++)
        if (f->nest == URL1738_FN_SCHEME && (unsigned)f->scheme < NSCHEME_IDS
            && own_count[f->scheme] < NFIELDS_MAX)
            own_fields[f->scheme][own_count[f->scheme]++] = (unsigned char)i;
    own_ready = 1;
}

void jw_scheme_fields(struct jw *w, struct buf *sc, const char *p,
                      const struct url1738_url *u)
{
    size_t k;
    /* The member of u that is filled: under RFC 3986 https has http's. */
    enum url1738_scheme id = u->parts_of != URL1738_SCHEME_NONE
                                 ? u->parts_of
                                 : u->scheme_id;

    if (!own_ready)
        own_fields_init();
    if ((unsigned)id >= NSCHEME_IDS)
        return;
    for (k = 0; k < own_count[id]; k++)
        jw_field(w, sc, p, u, url1738_field_info(own_fields[id][k]));
}
