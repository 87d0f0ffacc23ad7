/* SPDX-License-Identifier: MIT */
/*
 * many.c - url1738.parse_many() and its short forms (normalize_many,
 * valid_many, registered_domain_many): many URLs in one C call, answered
 * as columns (cli-contract "Python", docs/python.md "Many URLs at once").
 *
 * The input is taken as a tuple (any iterable is read once into one), then
 * worked through in chunks of CHUNK URLs, each in three steps:
 *
 *   1. with the GIL: each item's (pointer, length), read in place for
 *      bytes and ASCII str (the tuple keeps them alive);
 *   2. without the GIL (for a chunk of more than a few URLs): the library
 *      parses every URL and writes what each column needs into C memory:
 *      a span of the input, a number, or text (registered_domain,
 *      normalized, ...) in the chunk's arena;
 *   3. with the GIL, column by column: the Python values, set into
 *      lists made at their final size. A top-level span (scheme, host,
 *      port, path, ...) is read at its place in the parse result, as
 *      planned once per scheme id (plan_spans); a value equal to the
 *      column's last one (memo) or found in a small cache per column is
 *      shared instead of made again, each only while it pays; else an
 *      ASCII str is made by PyUnicode_New and one copy.
 *
 * The columns are the fields of the library's vocabulary (URL1738_FIELDS,
 * through url1738_field_lookup() and url1738_field_info()), plus input,
 * valid, error and normalized. A value is what parse(url).NAME gives
 * (pyurl_field_value(), the URL type's own reading) or None where the
 * field is absent or the URL invalid; an invalid URL is a row, never an
 * exception.
 */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "pyurl.h"

/* URLs per chunk: the parse results of one chunk stay in the cache. */
#define CHUNK 1024
/* A chunk this small is parsed without releasing the GIL. */
#define NOGIL_MIN 64
/* The cache of values per column: a power of 2 entries, about a
 * quarter of the URLs of the call between CACHE_MIN and CACHE_MAX (a
 * host repeats across a corpus: kasztp_web's 43,000 hosts are 20,000
 * values, and 1,024 entries share 17,000 of them, 4,096 entries 19,000,
 * 16,384 entries 21,000; but a table of 16,384 entries (256 KB) and the
 * str objects it points to miss the cache: 4,096 makes parse_many 8-10%
 * faster in time and in instructions, bench/RESULTS.md "fourth pass");
 * the length past which a value is not looked up there. */
#define CACHE_MIN 64
#define CACHE_MAX 4096
#define CACHE_MAXLEN 64

enum col_kind {
    COL_INPUT,
    COL_VALID,
    COL_ERROR,
    COL_NORMALIZED,
    COL_HREF,        /* the WHATWG reading's href; None under the others */
    COL_SPAN,        /* a field read as a span of the input (RAW, NAME)   */
    COL_TEXT,        /* a field the library writes as text (COMPUTED)     */
    COL_NUMBER,      /* BOOL, NUMBER                                      */
    COL_OBJECT       /* decoded text, lists: made by pyurl_field_value()  */
};

/* A scheme id past the last one the library names. */
#define NSCHEMES 32

struct cache_ent {
    uint64_t h;
    PyObject *v;
};

struct col {
    enum col_kind kind;
    PyObject *name;
    /* COL_SPAN .. COL_OBJECT: the field for a URL of each parts_of
     * scheme id (-1: none), and whether its letters are lower-cased. */
    int field[NSCHEMES];
    /* For a URL whose parts_of is the index: the field to read (-1:
     * none), and whether it is read only for a genericurl's URL
     * (scheme_id OTHER). */
    int read[NSCHEMES];
    unsigned char other_only[NSCHEMES];
    int lower;
    int any;                 /* the top-level field of the name, or -1 */
    /* COL_SPAN of one top-level field (the same for every scheme): for
     * a URL of each scheme_id parsed under the call's reading, whether
     * the span at off is its value (P_SPAN) or it has none (P_NONE);
     * P_FIELD: through col_field() and url1738_field_span(). Planned
     * once (plan_spans) by asking url1738_field_span(), the vocabulary's
     * own rule. */
    unsigned char plan[NSCHEMES + 2];
    size_t off;
    int direct;                 /* planned: read in step 3 (row_span)    */
    PyObject *list;
    /* The value cache, while it pays (hits counted over the first
     * lookups). */
    struct cache_ent *cache;
    size_t cache_size, lookups, hits;
    /* The last value made or found, and the input bytes it was made of
     * (before lower-casing): a run of equal values (one host's URLs
     * together) costs one comparison each. */
    PyObject *memo;
    size_t memo_len, memo_tries, memo_hits;
    int plain;                  /* no memo, no cache, no lower-casing    */
    char memo_raw[CACHE_MAXLEN];
    /* layout="arrow" (struct arrow) */
    int abool;                  /* a bitmap of values, not int64s       */
};

/* A column under layout="arrow", Apache Arrow's buffers: the validity
 * bitmap (bit i, least significant first, set where row i has a value);
 * a text column's n + 1 int64 offsets and its values one after the
 * other in data, or a bool column's bitmap of values (data), or a
 * number column's n int64 values (offs). Each is written in place in
 * the bytes object the call answers with (vobj, oobj, dobj), made at
 * its final size (a text column's data at a bound, then shrunk), but the
 * data of a text column the inputs do not bound (values the library
 * writes): that grows in raw memory and is copied at the end. */
struct arrow {
    PyObject *vobj, *oobj, *dobj;
    unsigned char *valid;
    int64_t *offs;
    unsigned char *data;
    size_t len, cap;
    int raw;                 /* data is raw memory (PyMem_RawRealloc)    */
    int oom;
};

enum { P_NONE, P_SPAN, P_FIELD };
/* struct row's plan index of a URL the plans do not hold for, and of a
 * missing or invalid input. */
#define ROW_OTHER NSCHEMES
#define ROW_NONE (NSCHEMES + 1)

/* What step 2 leaves for one value: a span of the input (off, len), of
 * the arena (COL_TEXT, COL_NORMALIZED), or a number in off. */
#define ABSENT ((size_t)-1)
struct val {
    size_t off, len;
};

/* One URL of the chunk. */
struct row {
    struct pyurl_in in;
    int missing;             /* None, NaN, pandas.NA                     */
    int ok;                  /* valid                                    */
    unsigned sid;            /* the plans' index: scheme_id, ROW_OTHER,
                                ROW_NONE                                 */
    struct url1738_error err;
    struct url1738_url u;
};

struct job {
    enum url1738_spec spec;
    struct col *cols;
    size_t ncols;
    size_t *slow;            /* the columns step 2 works for             */
    size_t nslow;
    struct row *rows;
    struct val *vals;        /* rows x ncols                             */
    char *arena;
    size_t arena_len, arena_cap;
    int oom;
    struct arrow *arrow;     /* layout="arrow": one per column, else NULL */
    size_t nrows;            /* the URLs of the call                     */
};

/* ===== The columns asked for ===== */

/* The plan of a COL_SPAN column (struct col's plan): for each scheme
 * id, a URL of that id under spec whose span at the field's place is
 * present, asked of url1738_field_span() and col_field(). A name that
 * means another field for some scheme keeps P_FIELD everywhere. */
static int col_field(const struct col *c, const struct url1738_url *u);

static void plan_spans(struct col *c, enum url1738_spec spec)
{
    const struct url1738_field_info *f;
    int id, fld = c->field[0], have = 0;

    memset(c->plan, P_FIELD, sizeof c->plan);
    c->plan[ROW_NONE] = P_NONE;
    /* The WHATWG reading's values lie in the arena (whatwg_row). */
    if (c->kind != COL_SPAN || fld < 0 || spec == URL1738_SPEC_WHATWG)
        return;
    f = url1738_field_info((size_t)fld);
    if (f->nest == URL1738_FN_SCHEME)
        return;
    for (id = 0; id < NSCHEMES; id++)
        if (c->field[id] != fld)
            return;
    for (id = 0; id < NSCHEMES; id++) {
        /* Each word of the struct holds its own offset, so the span the
         * library reads tells where it lies (or is absent: no member of
         * this URL's). */
        struct url1738_url u;
        struct url1738_span s, none = { URL1738_ABSENT, 0 };
        size_t w;
        int g;

        for (w = 0; w + sizeof w <= sizeof u; w += sizeof w)
            memcpy((char *)&u + w, &w, sizeof w);
        u.size = sizeof u;
        u.scheme_id = (enum url1738_scheme)id;
        u.parts_of = (enum url1738_scheme)id;
        u.spec = spec;
        g = col_field(c, &u);
        s = g == fld ? url1738_field_span(&u, (size_t)g) : none;
        if (!url1738_present(s)) {
            c->plan[id] = P_NONE;
            continue;
        }
        if (s.off > sizeof u - sizeof s
            || memcmp((const char *)&u + s.off, &s, sizeof s) != 0
            || (have && c->off != s.off)) {
            /* Not a span read from its place: the general way. */
            memset(c->plan, P_FIELD, sizeof c->plan);
            c->plan[ROW_NONE] = P_NONE;
            return;
        }
        c->off = s.off;
        have = 1;
        c->plan[id] = P_SPAN;
    }
    c->direct = 1;
}

static int col_setup(struct col *c, PyObject *name, enum url1738_spec spec)
{
    static const struct { const char *name; enum col_kind kind; } own[] = {
        { "input", COL_INPUT }, { "valid", COL_VALID },
        { "error", COL_ERROR }, { "normalized", COL_NORMALIZED },
        { "href", COL_HREF },
    };
    const char *s;
    Py_ssize_t len;
    size_t k;
    int id, any = -1;

    memset(c, 0, sizeof *c);
    c->any = -1;
    if (!PyUnicode_Check(name)) {
        PyErr_Format(PyExc_TypeError, "parse_many(): a field name must be "
                     "a str, not %.100s", Py_TYPE(name)->tp_name);
        return -1;
    }
    s = PyUnicode_AsUTF8AndSize(name, &len);
    if (s == NULL)
        return -1;
    c->name = Py_NewRef(name);
    for (k = 0; k < sizeof own / sizeof own[0]; k++)
        if (strcmp(s, own[k].name) == 0 && (size_t)len == strlen(s)) {
            c->kind = own[k].kind;
            return 0;
        }
    any = url1738_field_lookup(s, (size_t)len, URL1738_SCHEME_NONE);
    if (any < 0) {
        PyErr_Format(PyExc_ValueError, "parse_many(): unknown field %R: "
                     "a name of url1738.FIELDS, 'scheme.name' (such as "
                     "'ftp.type'), input, valid, error, normalized or "
                     "href", name);
        return -1;
    }
    c->any = any;
    for (id = 0; id < NSCHEMES; id++)
        c->field[id] = url1738_field_lookup(s, (size_t)len,
                                            (enum url1738_scheme)id);
    {
        const struct url1738_field_info *f =
            url1738_field_info((size_t)any);
        switch (f->kind) {
        case URL1738_FK_RAW:
            c->kind = COL_SPAN;
            break;
        case URL1738_FK_NAME:
            c->kind = COL_SPAN;
            c->lower = 1;
            break;
        case URL1738_FK_COMPUTED:
            c->kind = COL_TEXT;
            break;
        case URL1738_FK_BOOL:
        case URL1738_FK_NUMBER:
            c->kind = COL_NUMBER;
            break;
        default:
            c->kind = COL_OBJECT;
            break;
        }
        /* A name may stand for fields of other kinds in other schemes
         * ("type": ftp's NAME, gopher's TEXT): then read it the slow,
         * general way for every URL. */
        for (id = 0; id < NSCHEMES; id++) {
            const struct url1738_field_info *g;
            if (c->field[id] < 0)
                continue;
            g = url1738_field_info((size_t)c->field[id]);
            if (g->kind != f->kind)
                c->kind = COL_OBJECT, c->lower = 0;
        }
    }
    /* Which field a URL reads, by its parts_of, decided once here:
     * a scheme's own member for URLs of that scheme only, a genericurl's
     * own fields (URL1738_FN_OTHER) as the URL type reads them. */
    for (id = 0; id < NSCHEMES; id++) {
        const struct url1738_field_info *g;
        c->read[id] = -1;
        if (c->field[id] < 0)
            continue;
        g = url1738_field_info((size_t)c->field[id]);
        if (g->nest == URL1738_FN_SCHEME && (int)g->scheme != id)
            continue;
        c->read[id] = c->field[id];
        c->other_only[id] = g->nest == URL1738_FN_OTHER;
    }
    plan_spans(c, spec);
    return 0;
}

/* The field of column c for a URL parsed into u, or -1. */
static int col_field(const struct col *c, const struct url1738_url *u)
{
    unsigned id = (unsigned)u->parts_of;

    if (id >= NSCHEMES
        || (c->other_only[id] && u->scheme_id != URL1738_SCHEME_OTHER))
        return -1;
    return c->read[id];
}

/* ===== Step 2: parse, without the GIL ===== */

/* Room for need more bytes in the arena; 0 when out of memory. */
static int arena_room(struct job *j, size_t need)
{
    size_t cap;
    char *p;

    if (j->arena_cap - j->arena_len >= need)
        return 1;
    cap = j->arena_cap ? j->arena_cap : 65536;
    while (cap - j->arena_len < need)
        cap *= 2;
    p = PyMem_RawRealloc(j->arena, cap);
    if (p == NULL)
        return 0;
    j->arena = p;
    j->arena_cap = cap;
    return 1;
}

typedef enum url1738_code (*textfn)(const struct row *r, size_t field,
                                    enum url1738_spec spec, char *dst,
                                    size_t cap, size_t *need);

static enum url1738_code text_field(const struct row *r, size_t field,
                                    enum url1738_spec spec, char *dst,
                                    size_t cap, size_t *need)
{
    (void)spec;
    return url1738_field_text(r->in.p, &r->u, field, dst, cap, need);
}

static enum url1738_code text_normalized(const struct row *r, size_t field,
                                         enum url1738_spec spec, char *dst,
                                         size_t cap, size_t *need)
{
    (void)field;
    return url1738_normalize_spec(r->in.p, r->in.n, spec, dst, cap, need,
                                  NULL);
}

/* Text into the arena: v the span there, or ABSENT. */
static void to_arena(struct job *j, const struct row *r, size_t field,
                     textfn fn, struct val *v)
{
    size_t need = 0;
    enum url1738_code rc;

    v->len = ABSENT;
    if (!arena_room(j, 256)) {
        j->oom = 1;
        return;
    }
    rc = fn(r, field, j->spec, j->arena + j->arena_len,
            j->arena_cap - j->arena_len, &need);
    if (rc == URL1738_E_NOSPACE) {
        if (!arena_room(j, need + 1)) {
            j->oom = 1;
            return;
        }
        rc = fn(r, field, j->spec, j->arena + j->arena_len,
                j->arena_cap - j->arena_len, &need);
    }
    if (rc != URL1738_OK)
        return;
    v->off = j->arena_len;
    v->len = need;
    j->arena_len += need;
}

/* Bytes into the arena: v their span there (ABSENT when out of memory). */
static void copy_arena(struct job *j, const char *p, size_t n,
                       struct val *v)
{
    v->len = ABSENT;
    if (!arena_room(j, n + 1)) {
        j->oom = 1;
        return;
    }
    memcpy(j->arena + j->arena_len, p, n);
    v->off = j->arena_len;
    v->len = n;
    j->arena_len += n;
}

/* A row under the WHATWG reading: the href into the arena, then every
 * column's value (url1738_whatwg_field()) copied after it, since the
 * arena may move. */
static void whatwg_row(struct job *j, struct row *r, struct val *v)
{
    struct url1738_whatwg w = URL1738_WHATWG_INIT;
    size_t need = r->in.n + 64, k, off;
    enum url1738_code rc;

    /* Room for a guess, then (E_NOSPACE) for what it needs. */
    do {
        if (!arena_room(j, need + 1)) {
            j->oom = 1;
            r->ok = 0;
            return;
        }
        rc = url1738_whatwg_parse(r->in.p, r->in.n, NULL, NULL,
                                  j->arena + j->arena_len,
                                  j->arena_cap - j->arena_len, &need, &w,
                                  &r->err);
    } while (rc == URL1738_E_NOSPACE);
    r->ok = rc == URL1738_OK;
    if (!r->ok)
        return;
    off = j->arena_len;
    j->arena_len += need;
    for (k = 0; k < j->ncols; k++) {
        const struct col *c = &j->cols[k];
        const char *t;
        size_t tn;

        v[k].len = ABSENT;
        if (c->kind == COL_HREF || c->kind == COL_NORMALIZED) {
            v[k].off = off;
            v[k].len = need;
        } else if (c->any >= 0
                   && url1738_whatwg_field(j->arena + off, &w,
                                           (size_t)c->any, &t, &tn) == 1) {
            if (c->any == URL1738_F_HOST_TYPE) {    /* static text */
                copy_arena(j, t, tn, &v[k]);
            } else {                                /* a span of the href */
                v[k].off = off + (size_t)(t - (j->arena + off));
                v[k].len = tn;
            }
        }
    }
}

static void parse_rows(struct job *j, size_t n)
{
    size_t i, t;

    for (i = 0; i < n; i++) {
        struct row *r = &j->rows[i];
        struct url1738_url *u = &r->u;
        struct val *v = &j->vals[i * j->ncols];

        r->sid = ROW_NONE;
        if (r->missing) {
            r->ok = 0;
            continue;
        }
        if (j->spec == URL1738_SPEC_WHATWG) {
            whatwg_row(j, r, v);
            continue;
        }
        u->size = sizeof *u;
        r->ok = url1738_parse_spec(r->in.p, r->in.n, j->spec, u, &r->err)
                == URL1738_OK;
        if (!r->ok)
            continue;
        /* The plans hold for a URL of the call's reading whose ids are
         * in range. */
        r->sid = u->spec == j->spec && (unsigned)u->scheme_id < NSCHEMES
                         && (unsigned)u->parts_of < NSCHEMES
                     ? (unsigned)u->scheme_id
                     : ROW_OTHER;
        for (t = 0; t < j->nslow; t++) {
            size_t k = j->slow[t];
            const struct col *c = &j->cols[k];
            int f;
            long long num;

            v[k].len = ABSENT;
            switch (c->kind) {
            case COL_SPAN:
                if ((f = col_field(c, &r->u)) >= 0) {
                    struct url1738_span s = url1738_field_span(&r->u,
                                                               (size_t)f);
                    if (url1738_present(s)) {
                        v[k].off = s.off;
                        v[k].len = s.len;
                    }
                }
                break;
            case COL_TEXT:
                if ((f = col_field(c, &r->u)) >= 0)
                    to_arena(j, r, (size_t)f, text_field, &v[k]);
                break;
            case COL_NORMALIZED:
                to_arena(j, r, 0, text_normalized, &v[k]);
                break;
            case COL_NUMBER:
                if ((f = col_field(c, &r->u)) >= 0
                    && (num = url1738_field_number(&r->u, (size_t)f)) >= 0) {
                    v[k].off = (size_t)num;
                    v[k].len = 0;
                }
                break;
            default:
                break;
            }
        }
    }
}

/* The span of direct column c for row r, as planned (c->plan), or for a
 * URL the plans do not hold for as url1738_field_span() reads it;
 * absent for an invalid or missing row. */
static inline struct url1738_span planned_span(const struct col *c,
                                               const struct row *r)
{
    struct url1738_span s = { URL1738_ABSENT, 0 };
    unsigned pl = c->plan[r->sid];
    int f;

    if (pl == P_SPAN)
        memcpy(&s, (const char *)&r->u + c->off, sizeof s);
    else if (pl == P_FIELD && (f = col_field(c, &r->u)) >= 0)
        s = url1738_field_span(&r->u, (size_t)f);
    return s;
}

/* ===== layout="arrow": the columns as buffers, without the GIL ===== */

/* Bytes kept free past a text column's data: lower_ascii's last word. */
#define ARROW_SLACK 8

/* Room for need more bytes of a's data and ARROW_SLACK after them, done
 * of total rows written so far; 0 (a->oom) when out of memory. It grows
 * to what the rows so far say the whole column takes (one copy), at
 * least twice as much. */
static int arrow_room(struct arrow *a, size_t need, size_t done,
                      size_t total)
{
    size_t cap, guess;
    unsigned char *p;

    need += ARROW_SLACK;
    if (a->cap - a->len >= need)
        return 1;
    cap = a->cap ? a->cap * 2 : 65536;
    if (done >= 256 && a->len / done < SIZE_MAX / 2 / total) {
        guess = a->len / done * total + a->len / done * total / 8;
        cap = guess > cap ? guess : cap;
    }
    while (cap - a->len < need)
        cap *= 2;
    p = PyMem_RawRealloc(a->data, cap);
    if (p == NULL) {
        a->oom = 1;
        return 0;
    }
    a->data = p;
    a->cap = cap;
    return 1;
}

/* The letters A-Z of p[0..n) lower-cased in place, 8 bytes at a time:
 * a byte's high bit is set in (x & 0x7f..) + 0x3f from 'A' on and in
 * (x & 0x7f..) + 0x25 from '[' on, so their difference marks A-Z (bytes
 * from 0x80 on are left as they are). p has room for whole words: the
 * bytes past n are changed too (arrow_room keeps ARROW_SLACK). */
static void lower_ascii(unsigned char *p, size_t n)
{
    const uint64_t low7 = 0x7f7f7f7f7f7f7f7full, high = 0x8080808080808080ull;
    size_t i;

    for (i = 0; i < n; i += 8) {
        uint64_t x, a, z;
        memcpy(&x, p + i, 8);
        a = (x & low7) + 0x3f3f3f3f3f3f3f3full;
        z = (x & low7) + 0x2525252525252525ull;
        x |= ((a ^ z) & ~x & high) >> 2;
        memcpy(p + i, &x, 8);
    }
}

/* The bytes of text column c (the k-th) for row i of the chunk: 1 with
 * p[0..n), 0 where it has none. The same places value() and
 * fill_column() read. */
static int cell_text(const struct job *j, const struct col *c, size_t k,
                     size_t i, const char **p, size_t *n)
{
    const struct row *r = &j->rows[i];
    const struct val *v = &j->vals[i * j->ncols + k];

    if (c->kind == COL_INPUT) {
        if (r->missing)
            return 0;
        *p = r->in.p;
        *n = r->in.n;
        return 1;
    }
    if (r->missing || !r->ok)
        return 0;
    if (j->spec == URL1738_SPEC_WHATWG || c->kind == COL_TEXT
        || c->kind == COL_NORMALIZED) {
        if (v->len == ABSENT)
            return 0;
        *p = j->arena + v->off;
        *n = v->len;
        return 1;
    }
    if (c->kind == COL_HREF)
        return 0;
    if (c->direct) {                                  /* as planned */
        struct url1738_span s = planned_span(c, r);
        if (!url1738_present(s))
            return 0;
        *p = r->in.p + s.off;
        *n = s.len;
        return 1;
    }
    if (v->len == ABSENT)
        return 0;
    *p = r->in.p + v->off;
    *n = v->len;
    return 1;
}

/* The number (or bool) of column c (the k-th) for row i: 1 with *x, 0
 * where it has none. */
static int cell_number(const struct job *j, const struct col *c, size_t k,
                       size_t i, int64_t *x)
{
    const struct row *r = &j->rows[i];
    const struct val *v = &j->vals[i * j->ncols + k];

    if (c->kind == COL_VALID) {
        if (r->missing)
            return 0;
        *x = r->ok;
        return 1;
    }
    if (r->missing || !r->ok || v->len == ABSENT)
        return 0;
    *x = (int64_t)v->off;
    return 1;
}

/* Whether column c is text under layout="arrow" (else a bool or a
 * number). */
static int arrow_text(const struct job *j, const struct col *c)
{
    return c->kind != COL_VALID
           && (c->kind != COL_NUMBER || j->spec == URL1738_SPEC_WHATWG);
}

/* A span column read at its planned place (c->direct), from row at on:
 * everything the loop touches in locals (a store through a char pointer
 * could change any memory as far as the compiler knows). */
static int arrow_spans(const struct job *j, const struct col *c,
                       struct arrow *a, size_t at, size_t m)
{
    const struct row *rows = j->rows;
    const int lower = c->lower;
    unsigned char *data = a->data, *valid = a->valid;
    int64_t *offs = a->offs;
    size_t len = a->len, cap = a->cap, i;

    for (i = 0; i < m; i++) {
        const struct row *r = &rows[i];
        size_t row = at + i;
        struct url1738_span s = planned_span(c, r);

        if (url1738_present(s)) {
            if (cap - len < s.len + ARROW_SLACK) {
                a->len = len;
                if (!arrow_room(a, s.len, row, j->nrows))
                    return -1;
                data = a->data;
                cap = a->cap;
            }
            memcpy(data + len, r->in.p + s.off, s.len);
            if (lower)
                lower_ascii(data + len, s.len);
            len += s.len;
            valid[row >> 3] |= (unsigned char)(1u << (row & 7));
        }
        offs[row + 1] = (int64_t)len;
    }
    a->len = len;
    return 0;
}

/* The m rows of the chunk from row at on into the columns' buffers. */
static void arrow_rows(struct job *j, size_t at, size_t m)
{
    size_t k, i;

    for (k = 0; k < j->ncols; k++) {
        const struct col *c = &j->cols[k];
        struct arrow *a = &j->arrow[k];
        if (c->kind == COL_SPAN && c->direct
            && j->spec != URL1738_SPEC_WHATWG) {
            if (arrow_spans(j, c, a, at, m) < 0)
                return;
        } else if (arrow_text(j, c)) {
            for (i = 0; i < m; i++) {
                size_t row = at + i, n;
                const char *p;
                if (cell_text(j, c, k, i, &p, &n)) {
                    if (!arrow_room(a, n, row, j->nrows))
                        return;
                    memcpy(a->data + a->len, p, n);
                    if (c->lower)
                        lower_ascii(a->data + a->len, n);
                    a->len += n;
                    a->valid[row >> 3] |= (unsigned char)(1u << (row & 7));
                }
                a->offs[row + 1] = (int64_t)a->len;
            }
        } else {
            for (i = 0; i < m; i++) {
                size_t row = at + i;
                int64_t x = 0;
                unsigned char bit = (unsigned char)(1u << (row & 7));
                if (cell_number(j, c, k, i, &x))
                    a->valid[row >> 3] |= bit;
                if (c->abool) {
                    if (x)
                        a->data[row >> 3] |= bit;
                } else {
                    a->offs[row] = x;
                }
            }
        }
    }
}

/* A bytes object of n bytes, zeroed when zero says so; its bytes in
 * *p. */
static PyObject *arrow_bytes(size_t n, int zero, char **p)
{
    PyObject *o = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)n);

    if (o == NULL)
        return NULL;
    *p = PyBytes_AS_STRING(o);
    if (zero)
        memset(*p, 0, n);
    return o;
}

/* Column k's buffers for n rows; -1 with a Python exception. */
static int arrow_start(struct job *j, size_t k, size_t n)
{
    struct col *c = &j->cols[k];
    struct arrow *a = &j->arrow[k];
    size_t bytes = (n + 7) / 8;
    char *p;

    if (c->kind == COL_ERROR
        || (c->kind == COL_OBJECT && j->spec != URL1738_SPEC_WHATWG)) {
        PyErr_Format(PyExc_ValueError, "parse_many(): field %R has no "
                     "layout='arrow' form (only text, bool and number "
                     "fields, valid, input, normalized and href): ask for "
                     "it with the default layout='lists'", c->name);
        return -1;
    }
    c->abool = c->kind == COL_VALID
               || (c->kind == COL_NUMBER && j->spec != URL1738_SPEC_WHATWG
                   && url1738_field_info((size_t)c->any)->kind
                          == URL1738_FK_BOOL);
    if ((a->vobj = arrow_bytes(bytes, 1, &p)) == NULL)
        return -1;
    a->valid = (unsigned char *)p;
    if (c->abool) {
        if ((a->dobj = arrow_bytes(bytes, 1, &p)) == NULL)
            return -1;
        a->data = (unsigned char *)p;
        a->cap = bytes;
        return 0;
    }
    /* int64s in a bytes object's buffer, which is aligned for them
     * (PyBytesObject's header is a multiple of 8 bytes). */
    if ((a->oobj = arrow_bytes((n + (arrow_text(j, c) ? 1 : 0))
                                   * sizeof *a->offs, 0, &p)) == NULL)
        return -1;
    a->offs = (int64_t *)(void *)p;
    if (!arrow_text(j, c))
        return 0;
    a->offs[0] = 0;
    a->raw = 1;
    return 0;
}

/* Column k's buffers as Python objects: (validity, offsets, data) for
 * text, (validity, values) for a bool (a bitmap) or a number (int64s). */
static PyObject *arrow_column(struct job *j, size_t k)
{
    const struct col *c = &j->cols[k];
    struct arrow *a = &j->arrow[k];

    if (c->abool || !arrow_text(j, c))
        return PyTuple_Pack(2, a->vobj, c->abool ? a->dobj : a->oobj);
    if (a->raw) {
        a->dobj = PyBytes_FromStringAndSize(
            a->data != NULL ? (const char *)a->data : "",
            (Py_ssize_t)a->len);
        PyMem_RawFree(a->data);
        a->data = NULL;
        a->raw = 0;
    } else if (a->dobj != NULL
               && _PyBytes_Resize(&a->dobj, (Py_ssize_t)a->len) < 0) {
        return NULL;
    }
    if (a->dobj == NULL)
        return NULL;
    return PyTuple_Pack(3, a->vobj, a->oobj, a->dobj);
}

/* ===== Step 3: the values, with the GIL ===== */

/* Whether a[0..n) equals b[0..n): words at a time, the last one
 * overlapping the one before. */
static inline int same_bytes(const char *a, const char *b, size_t n)
{
    uint64_t x, y;
    uint32_t w, z;
    size_t i;

    if (n >= 8) {
        for (i = 0; i + 8 < n; i += 8) {
            memcpy(&x, a + i, 8);
            memcpy(&y, b + i, 8);
            if (x != y)
                return 0;
        }
        memcpy(&x, a + n - 8, 8);
        memcpy(&y, b + n - 8, 8);
        return x == y;
    }
    if (n >= 4) {
        memcpy(&w, a, 4);
        memcpy(&z, b, 4);
        if (w != z)
            return 0;
        memcpy(&w, a + n - 4, 4);
        memcpy(&z, b + n - 4, 4);
        return w == z;
    }
    for (i = 0; i < n; i++)
        if (a[i] != b[i])
            return 0;
    return 1;
}

/* A hash of a short value for the cache: its first and last 8 bytes and
 * its length (memcmp decides; hosts differ in one or the other). */
static uint64_t hash_bytes(const char *p, size_t n)
{
    uint64_t a = 0, b = 0, h;

    if (n >= 8) {
        memcpy(&a, p, 8);
        memcpy(&b, p + n - 8, 8);
    } else {
        memcpy(&a, p, n);
    }
    h = (a * 0x9E3779B97F4A7C15ull) ^ (b * 0xC2B2AE3D27D4EB4Full) ^ n;
    h ^= h >> 29;
    return h | 1;   /* 0 marks an empty entry */
}

/* A new str or bytes of a part of a valid URL, or of text the library
 * made of one: US-ASCII (RFC 1738 2.2 and RFC 3986 2 encode every other
 * octet), so a str is made without decoding, as url_type.c's slice(). */
static PyObject *make_text(int is_str, const char *p, size_t n)
{
    PyObject *r;

    if (!is_str)
        return PyBytes_FromStringAndSize(p, (Py_ssize_t)n);
    r = PyUnicode_New((Py_ssize_t)n, 127);
    if (r != NULL)
        memcpy(PyUnicode_DATA(r), p, n);
    return r;
}

/* The value p[0..n) of column c (lower-cased when c says so), from the
 * cache while it pays. */
static PyObject *text_value(struct col *c, int is_str, const char *p,
                            size_t n)
{
    char low[CACHE_MAXLEN];
    struct cache_ent *e;
    uint64_t h;
    PyObject *v;

    if (c->lower) {
        size_t i;
        if (n > sizeof low) {
            PyObject *r = make_text(is_str, p, n);
            unsigned char *d;
            if (r == NULL)
                return NULL;
            d = is_str ? (unsigned char *)PyUnicode_DATA(r)
                       : (unsigned char *)PyBytes_AS_STRING(r);
            for (i = 0; i < n; i++)
                if (d[i] >= 'A' && d[i] <= 'Z')
                    d[i] |= 0x20;
            return r;
        }
        for (i = 0; i < n; i++) {
            unsigned char ch = (unsigned char)p[i];
            low[i] = (char)(ch >= 'A' && ch <= 'Z' ? ch | 0x20 : ch);
        }
        p = low;
    }
    if (c->cache == NULL || n > CACHE_MAXLEN || !is_str)
        return make_text(is_str, p, n);
    /* Past 4096 lookups with fewer than 1 in 8 found, the cache costs
     * more than it saves: it is dropped for the rest of the call. */
    if (c->lookups == 4096 && c->hits < 512) {
        size_t i;
        for (i = 0; i < c->cache_size; i++)
            Py_XDECREF(c->cache[i].v);
        PyMem_Free(c->cache);
        c->cache = NULL;
        return make_text(is_str, p, n);
    }
    c->lookups++;
    h = hash_bytes(p, n);
    e = &c->cache[h & (c->cache_size - 1)];
    if (e->h == h && (size_t)PyUnicode_GET_LENGTH(e->v) == n
        && PyUnicode_IS_ASCII(e->v)
        && same_bytes(PyUnicode_DATA(e->v), p, n)) {
        c->hits++;
        return Py_NewRef(e->v);
    }
    v = make_text(is_str, p, n);
    if (v != NULL) {
        Py_XSETREF(e->v, Py_NewRef(v));
        e->h = h;
    }
    return v;
}

/* Memo tries after which it is kept only when it has been found at
 * least one time in MEMO_PAYS. */
#define MEMO_TRIES 4096
#define MEMO_PAYS 16

/* The value of a span p[0..n) of a str input for column c when the
 * memo did not have it (fill_column looks there first): text_value(),
 * the memo kept while it pays. */
static PyObject *span_value(struct col *c, const char *p, size_t n)
{
    PyObject *v;
    int memo = n <= CACHE_MAXLEN && c->memo_tries != SIZE_MAX;

    if (memo && ++c->memo_tries == MEMO_TRIES
        && c->memo_hits < MEMO_TRIES / MEMO_PAYS) {
        c->memo_tries = SIZE_MAX;     /* off for the rest of the call */
        Py_CLEAR(c->memo);
        memo = 0;
    }
    v = text_value(c, 1, p, n);
    if (memo && v != NULL) {
        Py_XSETREF(c->memo, Py_NewRef(v));
        c->memo_len = n;
        memcpy(c->memo_raw, p, n);
    }
    /* Neither memo nor cache left: fill_column makes every value. */
    c->plain = !c->lower && c->cache == NULL && c->memo_tries == SIZE_MAX;
    return v;
}

static PyObject *error_value(const struct url1738_error *err)
{
    return pyurl_error_dict(err);
}

/* The value of column c for row r (v: what step 2 left). */
static PyObject *value(struct job *j, struct col *c, struct row *r,
                       const struct val *v)
{
    int f;

    switch (c->kind) {
    case COL_INPUT:
        return Py_NewRef(r->in.orig);
    case COL_VALID:
        if (r->missing)
            Py_RETURN_NONE;
        return PyBool_FromLong(r->ok);
    case COL_ERROR:
        if (r->missing || r->ok)
            Py_RETURN_NONE;
        return error_value(&r->err);
    default:
        break;
    }
    if (r->missing || !r->ok)
        Py_RETURN_NONE;
    if (j->spec == URL1738_SPEC_WHATWG) {      /* all in the arena */
        if (v->len == ABSENT)
            Py_RETURN_NONE;
        return text_value(c, r->in.is_str, j->arena + v->off, v->len);
    }
    switch (c->kind) {
    case COL_HREF:
        Py_RETURN_NONE;
    case COL_SPAN:
        if (v->len == ABSENT)
            Py_RETURN_NONE;
        return text_value(c, r->in.is_str, r->in.p + v->off, v->len);
    case COL_TEXT:
    case COL_NORMALIZED:
        if (v->len == ABSENT)
            Py_RETURN_NONE;
        return text_value(c, r->in.is_str, j->arena + v->off, v->len);
    case COL_NUMBER:
        if (v->len == ABSENT)
            Py_RETURN_NONE;
        f = col_field(c, &r->u);
        if (url1738_field_info((size_t)f)->kind == URL1738_FK_BOOL)
            return PyBool_FromLong(v->off != 0);
        return PyLong_FromSize_t(v->off);
    default:
        f = col_field(c, &r->u);
        if (f < 0)
            Py_RETURN_NONE;
        return pyurl_field_value(r->in.is_str, r->in.p, &r->u, (size_t)f);
    }
}

/* Column c (the k-th) of the m rows of the chunk into its list from
 * at: the kinds most asked for in a loop of their own. */
static int fill_column(struct job *j, struct col *c, size_t k,
                       Py_ssize_t at, size_t m)
{
    size_t i;
    PyObject *v;

    switch (c->kind) {
    case COL_VALID:
        for (i = 0; i < m; i++) {
            const struct row *r = &j->rows[i];
            v = r->missing ? Py_None : r->ok ? Py_True : Py_False;
            Py_INCREF(v);
            PyList_SET_ITEM(c->list, at + (Py_ssize_t)i, v);
        }
        return 0;
    case COL_SPAN:
        if (!c->direct)
            break;
        for (i = 0; i < m; i++) {
            const struct row *r = &j->rows[i];
            struct url1738_span s = planned_span(c, r);
            if (!url1738_present(s))
                v = Py_NewRef(Py_None);
            else {
                const char *p = r->in.p + s.off;
                size_t n = s.len;
                if (!r->in.is_str) {
                    v = text_value(c, 0, p, n);
                } else if (c->plain) {
                    v = PyUnicode_New((Py_ssize_t)n, 127);
                    if (v != NULL)
                        memcpy(PyUnicode_DATA(v), p, n);
                } else if (c->memo != NULL && n == c->memo_len
                           && same_bytes(p, c->memo_raw, n)) {
                    c->memo_hits++;
                    v = Py_NewRef(c->memo);
                } else {
                    v = span_value(c, p, n);
                }
                if (v == NULL)
                    return -1;
            }
            PyList_SET_ITEM(c->list, at + (Py_ssize_t)i, v);
        }
        return 0;
    default:
        break;
    }
    switch (j->spec == URL1738_SPEC_WHATWG ? COL_OBJECT : c->kind) {
    case COL_SPAN:        /* a span of the input, as step 2 found it */
        for (i = 0; i < m; i++) {
            const struct row *r = &j->rows[i];
            const struct val *x = &j->vals[i * j->ncols + k];
            if (r->missing || !r->ok || x->len == ABSENT)
                v = Py_NewRef(Py_None);
            else if ((v = text_value(c, r->in.is_str, r->in.p + x->off,
                                     x->len)) == NULL)
                return -1;
            PyList_SET_ITEM(c->list, at + (Py_ssize_t)i, v);
        }
        return 0;
    default:
        for (i = 0; i < m; i++) {
            v = value(j, c, &j->rows[i], &j->vals[i * j->ncols + k]);
            if (v == NULL)
                return -1;
            PyList_SET_ITEM(c->list, at + (Py_ssize_t)i, v);
        }
        return 0;
    }
}

/* ===== Step 1: the inputs ===== */

/* None, a float NaN (pandas' missing value in an object column) or
 * pandas.NA: a missing input, a row of None. */
static int is_missing(PyObject *o)
{
    if (o == Py_None)
        return 1;
    if (PyFloat_Check(o))
        return isnan(PyFloat_AS_DOUBLE(o));
    return strcmp(Py_TYPE(o)->tp_name, "NAType") == 0;
}

static int read_row(struct row *r, PyObject *o, Py_ssize_t index)
{
    r->missing = 0;
    r->in.keep = NULL;
    r->in.orig = o;
    if (PyUnicode_CheckExact(o) && PyUnicode_IS_ASCII(o)) {
        /* The tuple keeps it: read in place, no reference taken. */
        r->in.is_str = 1;
        r->in.p = (const char *)PyUnicode_DATA(o);
        r->in.n = (size_t)PyUnicode_GET_LENGTH(o);
        return 0;
    }
    if (PyBytes_CheckExact(o)) {
        r->in.is_str = 0;
        r->in.p = PyBytes_AS_STRING(o);
        r->in.n = (size_t)PyBytes_GET_SIZE(o);
        return 0;
    }
    if (is_missing(o)) {
        r->missing = 1;
        r->in.p = "";
        r->in.n = 0;
        r->in.is_str = 1;
        return 0;
    }
    if (!PyUnicode_Check(o) && !PyBytes_Check(o) && !PyObject_CheckBuffer(o)) {
        PyErr_Format(PyExc_TypeError, "parse_many(): item %zd must be str "
                     "or bytes (or None), not %.100s", index,
                     Py_TYPE(o)->tp_name);
        return -1;
    }
    return pyurl_in_get(o, &r->in, "url");
}

/* ===== parse_many ===== */

/* The default columns: valid, error and parse's top-level keys under the
 * reading (url1738_field_info(), as URL._asdict() lists them). */
static PyObject *default_fields(enum url1738_spec spec)
{
    PyObject *l = spec == URL1738_SPEC_WHATWG
                      ? Py_BuildValue("[sss]", "valid", "error", "href")
                      : Py_BuildValue("[ss]", "valid", "error");
    size_t i, n = url1738_field_count();
    const struct url1738_whatwg none = URL1738_WHATWG_INIT;

    for (i = 0; l != NULL && i < n; i++) {
        const struct url1738_field_info *f = url1738_field_info(i);
        PyObject *s;
        const char *t;
        size_t tn;
        if (spec == URL1738_SPEC_WHATWG) {
            /* the reading's own fields, as parse --spec=whatwg */
            if (url1738_whatwg_field("", &none, i, &t, &tn) < 0)
                continue;
        } else if (!(f->nest == URL1738_FN_TOP || f->nest == URL1738_FN_OTHER
              || (f->nest == URL1738_FN_RFC3986
                  && spec != URL1738_SPEC_RFC1738)))
            continue;
        s = PyUnicode_FromString(f->name);
        if (s == NULL || PyList_Append(l, s) < 0)
            Py_CLEAR(l);
        Py_XDECREF(s);
    }
    return l;
}

/* The columns of urls as a dict {name: list}. */
static PyObject *many(PyObject *urls, enum url1738_spec spec,
                      PyObject *fields, int arrow)
{
    PyObject *seq = NULL, *names = NULL, *out = NULL;
    struct job j;
    Py_ssize_t n, nf, at, i;
    size_t k, cache_size;

    memset(&j, 0, sizeof j);
    j.spec = spec;
    if (PyUnicode_Check(urls) || PyBytes_Check(urls)) {
        PyErr_SetString(PyExc_TypeError, "parse_many() takes an iterable "
                        "of URLs, not one URL (use parse())");
        return NULL;
    }
    if (fields != NULL && PyUnicode_Check(fields)) {
        PyErr_SetString(PyExc_TypeError, "parse_many(): fields is a "
                        "sequence of names, such as ('host', 'port')");
        return NULL;
    }
    names = fields == NULL || fields == Py_None
                ? default_fields(spec)
                : PySequence_List(fields);
    if (names == NULL)
        return NULL;
    /* A name given twice is one column. */
    out = PyDict_New();
    if (out == NULL)
        goto out;
    nf = PyList_GET_SIZE(names);
    j.cols = PyMem_Calloc((size_t)nf + 1, sizeof *j.cols);
    if (arrow)
        j.arrow = PyMem_Calloc((size_t)nf + 1, sizeof *j.arrow);
    if (j.cols == NULL || (arrow && j.arrow == NULL)) {
        PyErr_NoMemory();
        goto fail;
    }
    seq = PySequence_Tuple(urls);
    if (seq == NULL)
        goto fail;
    n = PyTuple_GET_SIZE(seq);
    j.nrows = (size_t)n;
    cache_size = CACHE_MIN;
    while (cache_size < CACHE_MAX && cache_size < (size_t)n / 4)
        cache_size *= 2;
    for (i = 0; i < nf; i++) {
        PyObject *name = PyList_GET_ITEM(names, i);
        struct col *c = &j.cols[j.ncols];
        int has = PyUnicode_Check(name) ? PyDict_Contains(out, name) : 0;
        if (has < 0)
            goto fail;
        if (has)
            continue;
        if (col_setup(c, name, spec) < 0)
            goto fail;
        j.ncols++;
        if (arrow) {
            /* The buffers, made into the dict's value at the end. */
            if (arrow_start(&j, j.ncols - 1, (size_t)n) < 0
                || PyDict_SetItem(out, name, Py_None) < 0)
                goto fail;
            continue;
        }
        c->list = PyList_New(n);
        if (c->list == NULL || PyDict_SetItem(out, name, c->list) < 0)
            goto fail;
        if ((c->kind == COL_SPAN || c->kind == COL_TEXT
             || c->kind == COL_NORMALIZED)
            && (c->cache = PyMem_Calloc(c->cache_size = cache_size,
                                        sizeof *c->cache)) == NULL) {
            PyErr_NoMemory();
            goto fail;
        }
    }
    j.slow = PyMem_Malloc((j.ncols + 1) * sizeof *j.slow);
    if (j.slow == NULL) {
        PyErr_NoMemory();
        goto fail;
    }
    for (k = 0; k < j.ncols; k++)
        if (!j.cols[k].direct
            && (j.cols[k].kind == COL_SPAN || j.cols[k].kind == COL_TEXT
                || j.cols[k].kind == COL_NORMALIZED
                || j.cols[k].kind == COL_NUMBER))
            j.slow[j.nslow++] = k;
    j.rows = PyMem_Malloc(CHUNK * sizeof *j.rows);
    j.vals = PyMem_Malloc(CHUNK * (j.ncols + 1) * sizeof *j.vals);
    if (j.rows == NULL || j.vals == NULL) {
        PyErr_NoMemory();
        goto fail;
    }
    for (at = 0; at < n; at += CHUNK) {
        Py_ssize_t m = n - at < CHUNK ? n - at : CHUNK, got;
        int err = 0;

        for (got = 0; got < m; got++)
            if (read_row(&j.rows[got], PyTuple_GET_ITEM(seq, at + got),
                         at + got) < 0)
                break;
        if (got == m) {
            j.arena_len = 0;
            if (m >= NOGIL_MIN) {
                Py_BEGIN_ALLOW_THREADS
                parse_rows(&j, (size_t)m);
                if (j.arrow != NULL)
                    arrow_rows(&j, (size_t)at, (size_t)m);
                Py_END_ALLOW_THREADS
            } else {
                parse_rows(&j, (size_t)m);
                if (j.arrow != NULL)
                    arrow_rows(&j, (size_t)at, (size_t)m);
            }
            for (k = 0; j.arrow != NULL && k < j.ncols; k++)
                j.oom |= j.arrow[k].oom;
            if (j.oom) {
                PyErr_NoMemory();
                err = 1;
            }
            for (k = 0; !err && j.arrow == NULL && k < j.ncols; k++)
                err = fill_column(&j, &j.cols[k], k, at, (size_t)m) < 0;
        } else {
            err = 1;
        }
        for (i = 0; i < got; i++)
            if (j.rows[i].in.keep != NULL)
                pyurl_in_release(&j.rows[i].in);
        if (err)
            goto fail;
    }
    for (k = 0; j.arrow != NULL && k < j.ncols; k++) {
        PyObject *col = arrow_column(&j, k);
        if (col == NULL || PyDict_SetItem(out, j.cols[k].name, col) < 0) {
            Py_XDECREF(col);
            goto fail;
        }
        Py_DECREF(col);
    }
    goto out;
fail:
    Py_CLEAR(out);
out:
    for (k = 0; j.cols != NULL && k < j.ncols; k++) {
        if (j.cols[k].cache != NULL) {
            size_t e;
            for (e = 0; e < j.cols[k].cache_size; e++)
                Py_XDECREF(j.cols[k].cache[e].v);
            PyMem_Free(j.cols[k].cache);
        }
        Py_XDECREF(j.cols[k].list);
        Py_XDECREF(j.cols[k].name);
        Py_XDECREF(j.cols[k].memo);
        if (j.arrow != NULL) {
            Py_XDECREF(j.arrow[k].vobj);
            Py_XDECREF(j.arrow[k].oobj);
            Py_XDECREF(j.arrow[k].dobj);
            if (j.arrow[k].raw)
                PyMem_RawFree(j.arrow[k].data);
        }
    }
    PyMem_Free(j.cols);
    PyMem_Free(j.arrow);
    PyMem_Free(j.slow);
    PyMem_Free(j.rows);
    PyMem_Free(j.vals);
    PyMem_RawFree(j.arena);
    Py_XDECREF(seq);
    Py_XDECREF(names);
    return out;
}

PyObject *pyurl_parse_many(PyObject *m, PyObject *const *args,
                           Py_ssize_t nargs, PyObject *kwnames)
{
    static const char *const names[] = { "urls", "spec", "fields",
                                         "layout" };
    PyObject *a[4];
    int spec, arrow = 0;

    (void)m;
    if (pyurl_args("parse_many", args, nargs, kwnames, names, 1, a, 4) < 0
        || (spec = pyurl_spec_whatwg(a[1])) < 0)
        return NULL;
    if (a[3] != NULL && a[3] != Py_None) {
        const char *l = PyUnicode_Check(a[3]) ? PyUnicode_AsUTF8(a[3])
                                              : NULL;
        if (l != NULL && strcmp(l, "arrow") == 0)
            arrow = 1;
        else if (l == NULL || strcmp(l, "lists") != 0) {
            PyErr_Clear();
            PyErr_Format(PyExc_ValueError, "parse_many(): layout is "
                         "'lists' (the default) or 'arrow', not %R", a[3]);
            return NULL;
        }
    }
    return many(a[0], (enum url1738_spec)spec, a[2], arrow);
}

/* One column of many() as a list. */
static PyObject *one_column(const char *fname, const char *field,
                            PyObject *const *args, Py_ssize_t nargs,
                            PyObject *kwnames)
{
    static const char *const names[] = { "urls", "spec" };
    PyObject *a[2], *cols, *d, *r;
    int spec;

    if (pyurl_args(fname, args, nargs, kwnames, names, 1, a, 2) < 0
        || (spec = pyurl_spec_whatwg(a[1])) < 0)
        return NULL;
    cols = Py_BuildValue("(s)", field);
    if (cols == NULL)
        return NULL;
    d = many(a[0], (enum url1738_spec)spec, cols, 0);
    Py_DECREF(cols);
    if (d == NULL)
        return NULL;
    r = PyDict_GetItemString(d, field);
    Py_XINCREF(r);
    Py_DECREF(d);
    return r;
}

PyObject *pyurl_valid_many(PyObject *m, PyObject *const *args,
                           Py_ssize_t nargs, PyObject *kwnames)
{
    (void)m;
    return one_column("valid_many", "valid", args, nargs, kwnames);
}

PyObject *pyurl_normalize_many(PyObject *m, PyObject *const *args,
                               Py_ssize_t nargs, PyObject *kwnames)
{
    (void)m;
    return one_column("normalize_many", "normalized", args, nargs, kwnames);
}

PyObject *pyurl_registered_domain_many(PyObject *m, PyObject *const *args,
                                       Py_ssize_t nargs, PyObject *kwnames)
{
    (void)m;
    return one_column("registered_domain_many", "registered_domain", args,
                      nargs, kwnames);
}

/* url1738.FIELDS: every name parse_many() reads from the vocabulary, a
 * scheme's own member as "scheme.name". */
int pyurl_fields_ready(PyObject *mod)
{
    PyObject *l = PyList_New(0), *t;
    size_t i, n = url1738_field_count();
    int rc;

    for (i = 0; l != NULL && i < n; i++) {
        const struct url1738_field_info *f = url1738_field_info(i);
        PyObject *s = f->nest == URL1738_FN_SCHEME
                          ? PyUnicode_FromFormat("%s.%s",
                                                 url1738_scheme_name(
                                                     f->scheme),
                                                 f->name)
                          : PyUnicode_FromString(f->name);
        if (s == NULL || PyList_Append(l, s) < 0)
            Py_CLEAR(l);
        Py_XDECREF(s);
    }
    if (l == NULL)
        return -1;
    t = PyList_AsTuple(l);
    Py_DECREF(l);
    if (t == NULL)
        return -1;
    rc = PyModule_AddObjectRef(mod, "FIELDS", t);
    Py_DECREF(t);
    return rc;
}
