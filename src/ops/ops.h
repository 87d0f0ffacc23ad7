/* SPDX-License-Identifier: MIT */
/*
 * ops.h - what the operations on parsed URLs (src/ops/) share: encoding
 * into a bounded writer (encode.c) for build, build3986 and the others.
 */
#ifndef URL1738_OPS_H
#define URL1738_OPS_H

#include <string.h>

#include "grammar/write.h"
#include "readings/readings.h"

/* encode.c: appends src encoded for part (url1738_encode's rules). */
void url1738__put_encoded(struct url1738__writer *w, enum url1738_part part,
                          const char *src, size_t len);

/* encode.c: appends src encoded for part by RFC 3986 (the part's RFC 3986
 * class: url1738_encode_spec's rules); part must be one of RFC 3986's. */
void url1738__put_encoded3986(struct url1738__writer *w,
                              enum url1738_part part, const char *src,
                              size_t len);

/* encode.c: the offset of the first byte of src, text already encoded
 * for part under spec, that the part does not allow raw and that starts
 * no well-formed escape (2.2; RFC 3986 2.1), or len when there is none. */
size_t url1738__first_unencoded(enum url1738_spec spec,
                                enum url1738_part part, const char *src,
                                size_t len);

/* How long a canonical form the equivalence of two URLs compares in
 * buffers on its stack; longer ones go through the plain cursors. */
#define URL1738__EQ_BUF 512

/* normalize.c: whether two valid URLs a and b of len bytes each, parsed
 * by one reading as *ua and *ub, differ at most in the case of the
 * letters of their scheme and host, with the same parts at the same
 * places: then their canonical forms are the same (both readings
 * lower-case the scheme and the host, and nothing else depends on the
 * case of their letters), and equivalence needs no canonical form. A
 * sufficient condition only: 0 says nothing. */
int url1738__same_but_case(const char *a, const struct url1738_url *ua,
                           const char *b, const struct url1738_url *ub,
                           size_t len);

/*
 * url1738_equivalent() and url1738_equivalent_spec() under RFC 3986, one
 * body, the one definition of equivalence: each URL parsed (parse, the
 * reading's parser), and their canonical forms, written by canon (the
 * reading's fast writer, from the parse) into buffers on the stack,
 * compared; when one does not fit (and both are as long), the reading's
 * plain comparison (plain) decides without a buffer. canon may instead
 * say that the canonical form is a stretch of the input itself (*same
 * set to its start, *need to its length; the writer untouched, so b's
 * form goes to a's buffer): the one the URL's normalize would copy
 * whole. Two URLs that differ at most in the
 * case of their scheme and host (url1738__same_but_case) have the same
 * canonical form and are not written. 1 equivalent, 0 not, -1 invalid
 * (err: the offset in a, or alen + the offset in b). Always inline, so
 * that each reading's functions are direct calls, as when it was
 * written twice.
 */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline int url1738__equivalent_by(
    enum url1738_code (*parse)(const char *, size_t, struct url1738_url *,
                               struct url1738_error *),
    enum url1738_code (*canon)(struct url1738__writer *, const char *,
                               size_t, const struct url1738_url *, size_t *,
                               struct url1738_error *, const char **),
    int (*plain)(const char *, size_t, const char *, size_t,
                 struct url1738_error *),
    const char *a, size_t alen, const char *b, size_t blen,
    struct url1738_error *err)
{
    char ba[URL1738__EQ_BUF], bb[URL1738__EQ_BUF], *fb = bb;
    const char *sa = NULL, *sb = NULL;
    struct url1738_url ua, ub;
    struct url1738__writer k;
    enum url1738_code ra, rb;
    size_t na, nb;

    if (parse(a, alen, &ua, err) != URL1738_OK)
        return -1;
    if (parse(b, blen, &ub, err) != URL1738_OK) {
        if (err != NULL)
            err->offset += alen;
        return -1;
    }
    if (alen == blen && url1738__same_but_case(a, &ua, b, &ub, alen)) {
        url1738__report(err, URL1738_OK, 0);
        return 1;
    }
    (void)url1738__w_start(&k, ba, sizeof ba);
    ra = canon(&k, a, alen, &ua, &na, err, &sa);
    if (sa != NULL)
        fb = ba;    /* k, untouched, writes b's form where a's is not */
    else
        (void)url1738__w_start(&k, bb, sizeof bb);
    rb = canon(&k, b, blen, &ub, &nb, err, &sb);
    if (ra == URL1738_OK && rb == URL1738_OK) {
        url1738__report(err, URL1738_OK, 0);
        return na == nb
               && memcmp(sa != NULL ? sa : ba, sb != NULL ? sb : fb, na) == 0;
    }
    if (na != nb) {
        url1738__report(err, URL1738_OK, 0);
        return 0;
    }
    return plain(a, alen, b, blen, err);
}

/* diff.c: url1738_diff without the plain shape's shortcut, every
 * reading normalized and re-read: what t_diff and fuzz_diff hold the
 * shortcut to. */
enum url1738_code url1738__diff_full(const char *p, size_t len,
                                     struct url1738_reading *r, size_t n,
                                     char *buf, size_t cap, size_t *need,
                                     unsigned *disagree);

/* diff.c: url1738_diff's URL1738_DIFF_AUTHORITY bits of the three
 * readings of p[0..len) (0 when its readings' normal forms do not fit
 * buf[0..cap)), the plain shape decided without writing them: lint's
 * question (plans/lint.c). */
unsigned url1738__diff_authority(const char *p, size_t len, char *buf,
                                 size_t cap);

#endif /* URL1738_OPS_H */
