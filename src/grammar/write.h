/* SPDX-License-Identifier: MIT */
/*
 * write.h - the one bounded writer behind every library function that
 * writes into a caller's buffer (dst, cap), and the size-query rule they
 * all share (stated for the API in url1738.h, "Output buffers"):
 *
 *   - *need is the exact length of the result, NUL not counted, and the
 *     same whatever cap is;
 *   - need <= cap: URL1738_OK, the result is in dst, followed by a NUL
 *     when cap > need (cap == need: the result fits, no NUL);
 *   - need > cap: URL1738_E_NOSPACE, dst holds the result's first cap
 *     bytes;
 *   - cap == 0 (dst may be NULL) is a pure size query;
 *   - dst == NULL with cap > 0 is URL1738_E_INVALID_ARG;
 *   - on any other error *need is 0 and dst, when cap > 0, holds "".
 *
 * One pass both writes and measures: bytes that do not fit are counted,
 * not stored. Not installed.
 */
#ifndef URL1738_WRITE_H
#define URL1738_WRITE_H

#include <string.h>

#include "grammar/grammar.h"

struct url1738__writer {
    char *dst;
    size_t cap;         /* size of dst, the NUL's byte included         */
    size_t len;         /* bytes of the result so far, stored or not    */
    /* Comparison mode (cmp not NULL): nothing is stored; each byte is
     * compared with cmp[0 .. cmp_len) and differs becomes 1 at the first
     * mismatch (relativize.c checks a path this way, with no buffer). */
    const char *cmp;
    size_t cmp_len;
    int differs;
};

/* Starts writing into dst (cap bytes). Returns URL1738_E_INVALID_ARG for
 * dst == NULL with cap > 0 (the writer is then a size query), else OK. */
enum url1738_code url1738__w_start(struct url1738__writer *w, char *dst,
                                   size_t cap);

/* Starts a comparison with cmp[0 .. cmp_len) instead of a buffer. */
void url1738__w_compare(struct url1738__writer *w, const char *cmp,
                        size_t cmp_len);

/* Puts byte ch at position pos of the result (pos < w->len is for
 * writers that fill their result out of order; len is not changed). */
static inline void url1738__w_put_at(struct url1738__writer *w, size_t pos,
                                     char ch)
{
    if (w->cmp != NULL) {
        if (pos >= w->cmp_len || w->cmp[pos] != ch)
            w->differs = 1;
    } else if (pos < w->cap) {
        w->dst[pos] = ch;
    }
}

/* Appends one byte. */
static inline void url1738__w_putc(struct url1738__writer *w, char ch)
{
    url1738__w_put_at(w, w->len, ch);
    w->len++;
}

/* Copies n <= 16 bytes from s to d (separate buffers) in at most two
 * overlapping moves of 8 or 4 bytes, never past either end: the short
 * pieces of the writer and of the decoder's block path. */
static inline void url1738__copy_short(char *d, const char *s, size_t n)
{
    if (n >= 8) {
        memcpy(d, s, 8);
        memcpy(d + n - 8, s + n - 8, 8);
    } else if (n >= 4) {
        memcpy(d, s, 4);
        memcpy(d + n - 4, s + n - 4, 4);
    } else if (n > 0) {
        d[0] = s[0];
        d[n / 2] = s[n / 2];
        d[n - 1] = s[n - 1];
    }
}

/* Appends n bytes: url1738__w_put() for any case. */
void url1738__w_put_any(struct url1738__writer *w, const char *p, size_t n);

/* Appends n bytes. The common case inline: a piece of at most 16 bytes
 * that fits, in two overlapping moves (never past the piece's end); any
 * other through url1738__w_put_any(). */
static inline void url1738__w_put(struct url1738__writer *w, const char *p,
                                  size_t n)
{
    if (w->cmp == NULL && n - 1 < 16 && w->len < w->cap
        && n <= w->cap - w->len) {
        url1738__copy_short(w->dst + w->len, p, n);
        w->len += n;
        return;
    }
    url1738__w_put_any(w, p, n);
}

/* Appends a NUL-terminated string. */
void url1738__w_puts(struct url1738__writer *w, const char *s);

/* Appends p[0 .. n) whole or not at all, for a message that may be cut
 * short but never inside a piece (a UTF-8 sequence of a translation):
 * when the piece and a NUL do not fit after what is stored, neither it
 * nor any later piece is stored. len still counts every piece. End such
 * a message with url1738__w_end_message(). */
void url1738__w_put_whole(struct url1738__writer *w, const char *p,
                          size_t n);

/* url1738__w_put_whole() of a NUL-terminated string. */
void url1738__w_puts_whole(struct url1738__writer *w, const char *s);

/* Ends a message written whole piece by piece: a NUL after what was
 * stored (when cap > 0). */
void url1738__w_end_message(struct url1738__writer *w);

/* Writes the escape of c, "%XX" with upper-case hex (2.2), at d[0..3). */
static inline void url1738__escape3(char *d, unsigned char c)
{
    static const char hexdig[] = "0123456789ABCDEF";

    d[0] = '%';
    d[1] = hexdig[c >> 4];
    d[2] = hexdig[c & 15];
}

/* Appends "%XX", upper-case hex (2.2). */
void url1738__w_put_escape(struct url1738__writer *w, unsigned char c);

/* Appends p[0 .. n) decoded (2.2); its escapes are well formed (it comes
 * from a valid URL). */
void url1738__w_put_decoded(struct url1738__writer *w, const char *p,
                            size_t n);

/* Ends a result: the NUL, *need (if not NULL) and the status, OK or
 * URL1738_E_NOSPACE, also reported in *err (if not NULL). */
enum url1738_code url1738__w_end(struct url1738__writer *w, size_t *need,
                                 struct url1738_error *err);

/* Ends a call that failed with code: no result (dst, when it has room,
 * holds the empty string) and *need is 0. Returns code; *err is the
 * caller's to fill. */
enum url1738_code url1738__w_fail(struct url1738__writer *w, size_t *need,
                                  enum url1738_code code);

/* url1738_decode() without its block scan (decode.c): memchr to each
 * '%' and the writer. The reference the block scan is held to (t_decode,
 * fuzz_decode); every call with too small a buffer or a broken escape
 * goes here. */
enum url1738_code url1738__decode_plain(const char *src, size_t len,
                                        char *dst, size_t cap, size_t *need,
                                        struct url1738_error *err);

#endif /* URL1738_WRITE_H */
