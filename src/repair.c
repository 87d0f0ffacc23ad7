/*
 * repair.c - the valid URL a pasted string almost was.
 *
 * One generating pass writes the candidate into the caller's buffer with
 * the fixes that need no context (2.2: octets that may never stand raw
 * are encoded, a lone '%' becomes %25; 2.1: the scheme lower-cased); the
 * parser then judges it, and the few fixes that need the grammar (a
 * reserved character where its production forbids it, the '/' missing
 * before a "?") are added one at a time, each followed by a new pass. The
 * number of passes is bounded, so the work stays linear.
 */
#include "write.h"

#define MAX_PASSES 32

struct plan {
    const char *p;
    size_t len_all;         /* the whole input                          */
    size_t start, end;      /* the input without white space around it */
    size_t colon;           /* end of the scheme, or URL1738_ABSENT     */
    size_t extra[MAX_PASSES]; /* offsets of reserved bytes to encode   */
    int nextra;
    size_t slash_at;        /* where to insert '/', or URL1738_ABSENT   */
    /* Per pass. */
    size_t nchanges;
    char *changes;              /* the caller's array, elements ...    */
    size_t stride;              /* ... changes[0].size apart           */
    size_t max;
    size_t map_out;         /* an output offset to map back ...        */
    size_t map_in;          /* ... to the input offset it came from     */
};

static int is_space(unsigned char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'
           || c == '\v';
}

static void note(struct plan *pl, size_t off, enum url1738_fix kind,
                 const char *msg)
{
    if (pl->changes != NULL && pl->nchanges < pl->max) {
        struct url1738_change *c = (struct url1738_change *)(void *)(
            pl->changes + pl->nchanges * pl->stride);
        c->size = pl->stride;
        c->offset = off;
        c->kind = kind;
        c->message = msg;
    }
    pl->nchanges++;
}

static int is_extra(const struct plan *pl, size_t i)
{
    int k;

    for (k = 0; k < pl->nextra; k++)
        if (pl->extra[k] == i)
            return 1;
    return 0;
}

static const char *const reserved_msg =
    "a reserved character that is not allowed here was encoded";

/* One generating pass: writes the candidate and lists the changes. */
static void generate(struct plan *pl, struct url1738__writer *k)
{
    const unsigned char *p = (const unsigned char *)pl->p;
    size_t i, bad, before;
    int lowered = 0;

    pl->nchanges = 0;
    pl->map_in = pl->end;
    if (pl->start > 0)
        note(pl, 0, URL1738_FIX_TRIM, "white space before the URL removed");
    for (i = pl->start; i < pl->end; i++) {
        unsigned char c = p[i];
        before = k->len;
        if (i == pl->slash_at) {
            url1738__w_putc(k, '/');
            note(pl, i, URL1738_FIX_SLASH,
                 "'/' inserted between the host and the search");
        }
        if (pl->colon != URL1738_ABSENT && i < pl->colon) {
            if (c >= 'A' && c <= 'Z' && !lowered) {
                note(pl, i, URL1738_FIX_SCHEME_CASE,
                     "the scheme was lower-cased");
                lowered = 1;
            }
            url1738__w_putc(k, (char)url1738__lower(c));
        } else if (url1738__encode_msg[c] != NULL) {
            url1738__w_put_escape(k, c);
            note(pl, i, URL1738_FIX_ENCODE, url1738__encode_msg[c]);
        } else if (c == '%' && !url1738__escape_ok(p, i, pl->end, &bad)) {
            url1738__w_put_escape(k, c);
            note(pl, i, URL1738_FIX_PERCENT,
                 "a '%' that starts no escape was encoded as %25");
        } else if (is_extra(pl, i)) {
            url1738__w_put_escape(k, c);
            note(pl, i, URL1738_FIX_ENCODE, reserved_msg);
        } else {
            url1738__w_putc(k, (char)c);
        }
        if (pl->map_out >= before && pl->map_out < k->len)
            pl->map_in = i;
    }
    if (pl->end < pl->len_all)
        note(pl, pl->end, URL1738_FIX_TRIM,
             "white space after the URL removed");
}

const char *url1738_fix_name(enum url1738_fix kind)
{
    switch (kind) {
    case URL1738_FIX_TRIM: return "trim";
    case URL1738_FIX_SCHEME_CASE: return "scheme_case";
    case URL1738_FIX_ENCODE: return "encode";
    case URL1738_FIX_PERCENT: return "percent";
    case URL1738_FIX_SLASH: return "slash";
    }
    return NULL;
}

static enum url1738_code refuse(struct url1738_error *err, size_t off,
                                const char *msg)
{
    return url1738__report_msg(err, URL1738_E_UNREPAIRABLE, off, msg);
}

/* Whether the parser's complaint at output offset w is one a further
 * fix answers; records the fix in pl. */
static int add_fix(struct plan *pl, const struct url1738_error *e,
                   const char *out, size_t outlen)
{
    size_t i = pl->map_in;
    unsigned char c;

    if (e->offset >= outlen || i >= pl->end || pl->nextra == MAX_PASSES)
        return 0;
    c = (unsigned char)out[e->offset];
    if ((unsigned char)pl->p[i] != c)
        return 0;           /* a byte of an escape this pass made */
    /* 3.3: "http://host?x" lacks the "/" that ends the hostport. */
    if (e->code == URL1738_E_AFTER_HOST && c == '?'
        && pl->slash_at == URL1738_ABSENT) {
        pl->slash_at = i;
        return 1;
    }
    /* 2.2: a reserved character where its production does not allow it
     * is data, and must be encoded. */
    if ((e->code == URL1738_E_RESERVED || e->code == URL1738_E_MUST_ENCODE
         || e->code == URL1738_E_USER)
        && (url1738__class[c] & URL1738_C_RESERVED) && i > pl->colon) {
        pl->extra[pl->nextra++] = i;
        return 1;
    }
    return 0;
}

enum url1738_code url1738_repair(const char *p, size_t len, char *dst,
                                 size_t cap, size_t *need,
                                 struct url1738_change *changes, size_t max,
                                 size_t *nchanges, struct url1738_error *err)
{
    struct plan pl;
    struct url1738__writer k;
    struct url1738_error e;
    size_t work = 3 * len + 2, j;
    int pass;

    if (need != NULL)
        *need = work;
    if (nchanges != NULL)
        *nchanges = 0;
    if (p == NULL && len > 0)
        return refuse(err, 0, url1738_strerror(URL1738_E_INVALID_ARG));
    if (changes != NULL && max > 0 && changes->size < URL1738__ABI1_CHANGE)
        return url1738__bad_size(err, URL1738__SIZE_MSG(url1738_change,
                                                        URL1738_CHANGE_INIT));
    if (dst == NULL || cap < work)
        return URL1738_E_NOSPACE;
    pl.p = p;
    pl.len_all = len;
    pl.start = 0;
    pl.end = len;
    while (pl.start < pl.end && is_space((unsigned char)p[pl.start]))
        pl.start++;
    while (pl.end > pl.start && is_space((unsigned char)p[pl.end - 1]))
        pl.end--;
    pl.colon = URL1738_ABSENT;
    for (j = pl.start; j < pl.end && url1738__is((unsigned char)p[j],
                                                  P_SCHEME); j++)
        ;
    if (j > pl.start && j < pl.end && p[j] == ':')
        pl.colon = j;
    pl.nextra = 0;
    pl.slash_at = URL1738_ABSENT;
    pl.changes = (char *)changes;
    pl.stride = changes != NULL && max > 0 ? changes->size : 0;
    pl.max = max;
    for (pass = 0;; pass++) {
        (void)url1738__w_start(&k, dst, cap);
        pl.map_out = (size_t)-1;
        generate(&pl, &k);
        if (url1738__parse(dst, k.len, NULL, &e) == URL1738_OK)
            break;
        /* Map the complaint back to the input, then try to answer it. */
        (void)url1738__w_start(&k, dst, cap);
        pl.map_out = e.offset;
        generate(&pl, &k);
        if (pass == MAX_PASSES || !add_fix(&pl, &e, dst, k.len))
            return refuse(err, e.offset >= k.len ? pl.end : pl.map_in,
                          e.message);
    }
    if (nchanges != NULL)
        *nchanges = pl.nchanges;
    url1738__report(err, URL1738_OK, 0);
    return url1738__w_end(&k, need, NULL);
}
