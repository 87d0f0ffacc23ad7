/* SPDX-License-Identifier: MIT */
/*
 * repair.c - the valid URL a pasted string almost was.
 *
 * A first pass writes the candidate with the fixes that need no context:
 * white space around it removed, a "#fragment" split off (RFC 1738 URLs
 * have none; 2.2 calls '#' the delimiter of a fragment), octets that may
 * never stand raw encoded, a lone '%' turned into %25 (2.2), the scheme
 * lower-cased (2.1). The parser then judges the candidate, and the fixes
 * that need the grammar are tried at the offset it reports.
 *
 * The contract with the parser is its offset alone, never its code: the
 * offset is the leftmost byte at which the candidate stops being the
 * prefix of any valid URL (url1738.h, struct url1738_error). So a fix at
 * that byte is kept only when the next parse gets past it; otherwise the
 * candidate is refused there. Two fixes are tried: a '/' before a '?'
 * (3.3: "http://h?q" lacks the '/' that ends the hostport), then the
 * reserved byte encoded (2.2: a reserved character where its production
 * does not allow it is data). Each kept fix moves the offset right, so
 * the loop ends, with no limit on the number of fixes.
 *
 * The fixes live in the candidate itself; the list of changes is read
 * back from it by comparing it with the input.
 */
#include <string.h>

#include "ops/ops.h"
#include "grammar/write.h"
#include "i18n/gettext.h"

/* The work area used when the caller's buffer is too small to hold the
 * candidate (so a size query is exact for inputs up to ~1.3 KiB). */
#define LOCAL_WORK 4096

struct repair {
    const unsigned char *p;
    size_t len;             /* the whole input                          */
    size_t start, end;      /* the input without white space around it */
    size_t wend;            /* end of the URL: end, or the fragment's '#' */
    size_t colon;           /* end of the scheme, or URL1738_ABSENT     */
    size_t slash_at;        /* '/' inserted before this input byte      */
    char *w;                /* the candidate                            */
    size_t wlen, wcap;
    size_t work, budget;    /* candidate bytes parsed, and their bound  */
};

/* Each fix that needs the grammar costs a parse of the whole candidate;
 * the bytes parsed are bounded by WORK_PER_BYTE times the input (plus a
 * floor), so repair stays linear: every URL up to ~600 bytes gets all
 * its fixes, a longer one at least 256. Beyond, the input is refused,
 * saying why (never silently). */
#define WORK_PER_BYTE 256
#define WORK_FLOOR 1024

static int is_space(unsigned char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'
           || c == '\v';
}

/* Whether input byte i is written as an escape this repair made. */
static int encoded_at(const struct repair *r, size_t i, size_t q)
{
    size_t bad;

    if (r->colon != URL1738_ABSENT && i < r->colon)
        return 0;               /* the scheme: lower-cased only */
    if (r->p[i] == '%')
        return !url1738__escape_ok(r->p, i, r->wend, &bad);
    return (unsigned char)r->w[q] != r->p[i];
}

/* The first pass: the fixes that need no context. */
static void first_pass(struct repair *r)
{
    struct url1738__writer k;
    size_t i, bad;

    (void)url1738__w_start(&k, r->w, r->wcap);
    for (i = r->start; i < r->wend; i++) {
        unsigned char c = r->p[i];
        if (r->colon != URL1738_ABSENT && i < r->colon)
            url1738__w_putc(&k, (char)url1738__lower(c));
        else if (url1738__encode_msg[c] != NULL
                 || (c == '%' && !url1738__escape_ok(r->p, i, r->wend, &bad)))
            url1738__w_put_escape(&k, c);
        else
            url1738__w_putc(&k, (char)c);
    }
    r->wlen = k.len;
}

/* The input byte whose output holds candidate offset off: *q receives
 * where that output starts; the inserted '/' maps to no byte (returns
 * URL1738_ABSENT), nor does the end. */
static size_t input_at(const struct repair *r, size_t off, size_t *q)
{
    size_t i, pos = 0, width;

    for (i = r->start; i < r->wend; i++) {
        if (i == r->slash_at && pos++ == off)
            return URL1738_ABSENT;
        width = encoded_at(r, i, pos) ? 3 : 1;
        if (off < pos + width) {
            *q = pos;
            return i;
        }
        pos += width;
    }
    return URL1738_ABSENT;
}

/* Opens n bytes at candidate offset at (the work area has room: every
 * input byte takes at most 3, and one '/' is added at most). */
static void open_gap(struct repair *r, size_t at, size_t n)
{
    memmove(r->w + at + n, r->w + at, r->wlen - at);
    r->wlen += n;
}

static void close_gap(struct repair *r, size_t at, size_t n)
{
    memmove(r->w + at, r->w + at + n, r->wlen - at - n);
    r->wlen -= n;
}

/* Parses the candidate: URL1738_OK, or the offset of its first error. */
static enum url1738_code judge(struct repair *r, struct url1738_error *e)
{
    r->work += r->wlen + 1;
    return url1738__parse(r->w, r->wlen, NULL, e);
}

/* Whether a fix whose bytes end at candidate offset past lets the parse
 * get past them. */
static int progressed(struct repair *r, size_t past,
                      struct url1738_error *e)
{
    return judge(r, e) == URL1738_OK || e->offset > past;
}

/* Tries the fixes that need the grammar at the parser's offset e->offset
 * (candidate byte c, input byte i). Returns 1 with *e the new judgement
 * when one was kept. */
static int try_fixes(struct repair *r, size_t i, struct url1738_error *e)
{
    size_t at = e->offset;
    unsigned char c = r->p[i];
    static const char hexdig[] = "0123456789ABCDEF";

    if (r->colon == URL1738_ABSENT || i <= r->colon)
        return 0;
    if (c == '?' && r->slash_at == URL1738_ABSENT) {
        open_gap(r, at, 1);
        r->w[at] = '/';
        r->slash_at = i;
        if (progressed(r, at + 1, e))
            return 1;
        close_gap(r, at, 1);
        r->slash_at = URL1738_ABSENT;
    }
    if (url1738__class[c] & URL1738_C_RESERVED) {
        open_gap(r, at + 1, 2);
        r->w[at] = '%';
        r->w[at + 1] = hexdig[c >> 4];
        r->w[at + 2] = hexdig[c & 15];
        if (progressed(r, at + 2, e))
            return 1;
        r->w[at] = (char)c;
        close_gap(r, at + 1, 2);
    }
    return 0;
}

/* The caller's change array: elements changes[0].size apart (ABI 1). */
struct changes {
    char *at;
    size_t stride, max;
};

/* Counts a change and stores it when there is room. */
static void note(const struct changes *ch, size_t *n, size_t off,
                 enum url1738_fix kind, const char *msg)
{
    if (ch->at != NULL && *n < ch->max) {
        struct url1738_change *c =
            (struct url1738_change *)(void *)(ch->at + *n * ch->stride);
        c->size = ch->stride;
        c->offset = off;
        c->kind = kind;
        c->message = msg;
    }
    (*n)++;
}

/* The changes, in input order, read back from the candidate. */
static size_t list_changes(const struct repair *r, const struct changes *ch)
{
    size_t i, q = 0, n = 0;
    int lowered = 0;

    if (r->start > 0)
        note(ch, &n, 0, URL1738_FIX_TRIM,
             N_("white space before the URL removed"));
    for (i = r->start; i < r->wend; i++) {
        unsigned char c = r->p[i];
        if (i == r->slash_at) {
            note(ch, &n, i, URL1738_FIX_SLASH,
                 N_("'/' inserted between the host and the search"));
            q++;
        }
        if (r->colon != URL1738_ABSENT && i < r->colon && c >= 'A'
            && c <= 'Z' && !lowered) {
            note(ch, &n, i, URL1738_FIX_SCHEME_CASE,
                 N_("the scheme was lower-cased"));
            lowered = 1;
        }
        if (!encoded_at(r, i, q)) {
            q++;
            continue;
        }
        if (url1738__encode_msg[c] != NULL)
            note(ch, &n, i, URL1738_FIX_ENCODE, url1738__encode_msg[c]);
        else if (c == '%')
            note(ch, &n, i, URL1738_FIX_PERCENT,
                 N_("a '%' that starts no escape was encoded as %25"));
        else
            note(ch, &n, i, URL1738_FIX_ENCODE,
                 N_("a reserved character that is not allowed here was "
                 "encoded"));
        q += 3;
    }
    if (r->wend < r->end)
        note(ch, &n, r->wend, URL1738_FIX_FRAGMENT,
             N_("the fragment from '#' on was split off: a URL has none"));
    if (r->end < r->len)
        note(ch, &n, r->end, URL1738_FIX_TRIM,
             N_("white space after the URL removed"));
    return n;
}

const char *url1738_fix_name(enum url1738_fix kind)
{
    switch (kind) {
    case URL1738_FIX_TRIM: return "trim";
    case URL1738_FIX_SCHEME_CASE: return "scheme_case";
    case URL1738_FIX_ENCODE: return "encode";
    case URL1738_FIX_PERCENT: return "percent";
    case URL1738_FIX_SLASH: return "slash";
    case URL1738_FIX_FRAGMENT: return "fragment";
    }
    return NULL;
}

enum url1738_code url1738_repair(const char *p, size_t len, char *dst,
                                 size_t cap, size_t *need,
                                 struct url1738_change *changes, size_t max,
                                 size_t *nchanges, struct url1738_error *err)
{
    struct repair r;
    struct url1738__writer out;
    struct url1738_error e;
    struct changes ch;
    char local[LOCAL_WORK];
    const char *hash;
    size_t j, work, q, i, n = 0;

    if (nchanges != NULL)
        *nchanges = 0;
    if (url1738__w_start(&out, dst, cap) != URL1738_OK
        || (p == NULL && len > 0))
        return url1738__w_fail(&out, need,
                               url1738__report(err, URL1738_E_INVALID_ARG,
                                               0));
    if (changes != NULL && max > 0 && changes->size < URL1738__ABI1_CHANGE)
        return url1738__w_fail(
            &out, need,
            url1738__bad_size(err, URL1738__SIZE_MSG(url1738_change,
                                                     URL1738_CHANGE_INIT)));
    r.p = (const unsigned char *)(p != NULL ? p : "");
    r.len = len;
    r.start = 0;
    r.end = len;
    while (r.start < r.end && is_space(r.p[r.start]))
        r.start++;
    while (r.end > r.start && is_space(r.p[r.end - 1]))
        r.end--;
    hash = r.end > r.start ? memchr(r.p + r.start, '#', r.end - r.start)
                           : NULL;
    r.wend = hash != NULL ? (size_t)(hash - (const char *)r.p) : r.end;
    r.colon = URL1738_ABSENT;
    for (j = r.start; j < r.wend && url1738__is(r.p[j], P_SCHEME); j++)
        ;
    if (j > r.start && j < r.wend && r.p[j] == ':')
        r.colon = j;
    r.slash_at = URL1738_ABSENT;

    /* The work area: dst when it holds any candidate, else local. */
    work = 3 * (r.wend - r.start) + 1;
    if (cap >= work) {
        r.w = dst;
        r.wcap = cap;
    } else if (work <= sizeof local) {
        r.w = local;
        r.wcap = sizeof local;
    } else {
        /* Too long to judge without the caller's room: the bound. */
        if (need != NULL)
            *need = work;
        return url1738__report(err, URL1738_E_NOSPACE, 0);
    }
    r.work = 0;
    r.budget = WORK_PER_BYTE * (r.wend - r.start + WORK_FLOOR);
    first_pass(&r);
    (void)judge(&r, &e);
    while (e.code != URL1738_OK) {
        i = e.offset < r.wlen ? input_at(&r, e.offset, &q)
                              : URL1738_ABSENT;
        if (r.work > r.budget)
            return url1738__w_fail(
                &out, need,
                url1738__report_msg(err, URL1738_E_UNREPAIRABLE,
                                    i == URL1738_ABSENT ? r.wend : i,
                                    N_("too many characters to encode for "
                                    "their context: repair stops where "
                                    "its work would grow faster than "
                                    "the input")));
        if (i == URL1738_ABSENT || q != e.offset || encoded_at(&r, i, q)
            || !try_fixes(&r, i, &e)) {
            /* Refused where the input stops making sense. */
            i = e.offset < r.wlen ? input_at(&r, e.offset, &q)
                                  : URL1738_ABSENT;
            return url1738__w_fail(
                &out, need,
                url1738__report_msg(err, URL1738_E_UNREPAIRABLE,
                                    i == URL1738_ABSENT ? r.wend : i,
                                    e.message));
        }
    }
    ch.at = (char *)changes;
    ch.stride = changes != NULL && max > 0 ? changes->size : 0;
    ch.max = max;
    if (nchanges != NULL || ch.stride > 0)
        n = list_changes(&r, &ch);
    if (nchanges != NULL)
        *nchanges = n;
    if (r.w != dst)
        url1738__w_put(&out, r.w, r.wlen);
    else
        out.len = r.wlen;
    return url1738__w_end(&out, need, err);
}
