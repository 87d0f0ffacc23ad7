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

/*
 * url1738_equivalent() and url1738_equivalent_spec() under RFC 3986, one
 * body: each URL's canonical form written by canon (a reading's fast
 * writer) into a buffer on the stack and compared; when one does not fit
 * (and both are as long), the reading's plain comparison (plain) decides
 * without a buffer. 1 equivalent, 0 not, -1 invalid (err: the offset in
 * a, or alen + the offset in b). Always inline, so that each reading's
 * canon and plain are direct calls, as when it was written twice
 * (bench/ops.sh counts the same instructions).
 */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline int url1738__equivalent_by(
    enum url1738_code (*canon)(struct url1738__writer *, const char *,
                               size_t, size_t *, struct url1738_error *),
    int (*plain)(const char *, size_t, const char *, size_t,
                 struct url1738_error *),
    const char *a, size_t alen, const char *b, size_t blen,
    struct url1738_error *err)
{
    char ba[URL1738__EQ_BUF], bb[URL1738__EQ_BUF];
    struct url1738__writer k;
    enum url1738_code ra, rb;
    size_t na, nb;

    (void)url1738__w_start(&k, ba, sizeof ba);
    ra = canon(&k, a, alen, &na, err);
    if (ra != URL1738_OK && ra != URL1738_E_NOSPACE)
        return -1;
    (void)url1738__w_start(&k, bb, sizeof bb);
    rb = canon(&k, b, blen, &nb, err);
    if (rb != URL1738_OK && rb != URL1738_E_NOSPACE) {
        if (err != NULL)
            err->offset += alen;
        return -1;
    }
    if (ra == URL1738_OK && rb == URL1738_OK) {
        url1738__report(err, URL1738_OK, 0);
        return na == nb && memcmp(ba, bb, na) == 0;
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
