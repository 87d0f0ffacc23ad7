/* SPDX-License-Identifier: MIT */
/*
 * decode.c - percent-decoding (2.2) into a caller's buffer.
 *
 *   escape = "%" hex hex
 *
 * Both cases of hex digit are accepted ("abcdef" may also be used, 2.2).
 * Any byte other than '%' is copied as it is: decoding is not validation.
 */
#include <stdint.h>
#include <string.h>

#include "grammar/write.h"
#include "grammar/classify_x86.h"


#if URL1738__S1_X86
/*
 * The decoding of a short input when the result surely fits (cap > len:
 * it is never longer than its input): the '%'s found 16 bytes a step (the one
 * classifier's "%" constant, grammar/classify_x86.h; 8-15 bytes as two
 * overlapping halves, fewer as one word), each block stored whole, no
 * writer. The last 1-15 bytes of an input of 16 or more with nothing
 * decoded yet are the input's last 16, stored where they go (the bytes
 * before them are stored already, the same). Returns -1 at a broken
 * escape (url1738__decode_plain() says where), else the result's length.
 */
static long decode_fast(const unsigned char *s, size_t len, unsigned char *d)
{
    size_t i = 0, o = 0, r, k;
    uint32_t m;

    for (;;) {
        r = len - i;
        if (r >= 16) {
            __m128i x = _mm_loadu_si128((const __m128i *)(s + i));

            m = EQ128(x, percent);
            _mm_storeu_si128((__m128i *)(d + o), x); /* o + 16 <= len */
            if (m == 0) {
                i += 16;
                o += 16;
                continue;
            }
            k = (size_t)__builtin_ctz(m);
        } else if (o == i && i >= 16) {
            __m128i x = _mm_loadu_si128((const __m128i *)(s + len - 16));

            m = EQ128(x, percent) >> (16 - r);
            _mm_storeu_si128((__m128i *)(d + len - 16), x);
            if (m == 0)
                return (long)len;
            k = (size_t)__builtin_ctz(m);
        } else {
            m = r >= 8 ? percent_8_15(s + i, r) : percent_0_7(s + i, r);
            if (m == 0) {
                url1738__copy_short((char *)d + o, (const char *)s + i, r);
                return (long)(o + r);
            }
            k = (size_t)__builtin_ctz(m);
            url1738__copy_short((char *)d + o, (const char *)s + i, k);
        }
        i += k;
        o += k;
        if (i + 2 >= len || !url1738__is(s[i + 1], P_HEX)
            || !url1738__is(s[i + 2], P_HEX))
            return -1;
        d[o++] = (unsigned char)(url1738__hexval(s[i + 1]) << 4
                                 | url1738__hexval(s[i + 2]));
        i += 3;
    }
}
/*
 * The common case, an input without '%': 8 to 32 bytes as four
 * overlapping 8-byte moves, 33 to 64 as four overlapping 16-byte moves
 * (no branch on the length within either), longer ones copied 16 bytes a
 * step (the last step the input's last 16), 4-7 bytes as one word of two
 * overlapping 4-byte loads, fewer a byte at a time; each step's '%'s
 * looked for as it is stored. The line between the first two is at 32,
 * not 16: a web URL's path is 8-15 bytes about as often as 16-31
 * (kasztp_web: 41% and 39%), and a branch between those was
 * mispredicted every other call. Returns 1 when there was none (d holds the input), else 0 (d
 * holds some of it; decode_fast starts again). A leaf that needs no
 * saved register: the escapes' work is decode_escapes'.
 */
static inline int copy_plain(const unsigned char *s, size_t len,
                             unsigned char *d)
{
    size_t i;

    if (len - 8 <= 24) {
        /* 8 <= len <= 32: the k-th 8-byte move at min(8k, len - 8), each
         * at most len - 8 */
        size_t b = len - 8, o1 = b < 8 ? b : 8, o2 = b < 16 ? b : 16;
        __m128i x0 = _mm_loadl_epi64((const __m128i *)s),
                x1 = _mm_loadl_epi64((const __m128i *)(s + o1)),
                x2 = _mm_loadl_epi64((const __m128i *)(s + o2)),
                x3 = _mm_loadl_epi64((const __m128i *)(s + b));
        __m128i pc = K128(percent);

        _mm_storel_epi64((__m128i *)d, x0);
        _mm_storel_epi64((__m128i *)(d + o1), x1);
        _mm_storel_epi64((__m128i *)(d + o2), x2);
        _mm_storel_epi64((__m128i *)(d + b), x3);
        return _mm_movemask_epi8(_mm_or_si128(
                   _mm_cmpeq_epi8(_mm_unpacklo_epi64(x0, x1), pc),
                   _mm_cmpeq_epi8(_mm_unpacklo_epi64(x2, x3), pc)))
               == 0;
    }
    if (len > 32 && len <= 64) {
        /* 33 <= len <= 64: 16-byte moves at 0, 16, 32 and len - 16, each
         * at most len - 16 */
        size_t b = len - 16, o1 = b < 16 ? b : 16, o2 = b < 32 ? b : 32;
        __m128i x0 = _mm_loadu_si128((const __m128i *)s),
                x1 = _mm_loadu_si128((const __m128i *)(s + o1)),
                x2 = _mm_loadu_si128((const __m128i *)(s + o2)),
                x3 = _mm_loadu_si128((const __m128i *)(s + b));

        _mm_storeu_si128((__m128i *)d, x0);
        _mm_storeu_si128((__m128i *)(d + o1), x1);
        _mm_storeu_si128((__m128i *)(d + o2), x2);
        _mm_storeu_si128((__m128i *)(d + b), x3);
        __m128i pc = K128(percent);

        return _mm_movemask_epi8(_mm_or_si128(
                   _mm_or_si128(_mm_cmpeq_epi8(x0, pc),
                                _mm_cmpeq_epi8(x1, pc)),
                   _mm_or_si128(_mm_cmpeq_epi8(x2, pc),
                                _mm_cmpeq_epi8(x3, pc))))
               == 0;
    }
    if (len > 64) {
        for (i = 0; i + 16 <= len; i += 16) {
            __m128i x = _mm_loadu_si128((const __m128i *)(s + i));

            _mm_storeu_si128((__m128i *)(d + i), x);
            if (EQ128(x, percent) != 0)
                return 0;
        }
        if (i < len) {
            __m128i x = _mm_loadu_si128((const __m128i *)(s + len - 16));

            _mm_storeu_si128((__m128i *)(d + len - 16), x);
            if (EQ128(x, percent) != 0)
                return 0;
        }
        return 1;
    }
    if (len >= 4) {
        uint32_t a, b;

        memcpy(&a, s, 4);
        memcpy(&b, s + len - 4, 4);
        if (EQ128(_mm_cvtsi64_si128(
                      (long long)(a | (uint64_t)b << (8 * (len - 4)))),
                  percent)
            & 0xffu)
            return 0;
        memcpy(d, &a, 4);
        memcpy(d + len - 4, &b, 4);
        return 1;
    }
    for (i = 0; i < len; i++) {
        if (s[i] == '%')
            return 0;
        d[i] = s[i];
    }
    return 1;
}

/* url1738_decode of an input of at most 256 bytes with a '%', whose
 * result surely fits: decode_fast, or the plain path at a broken
 * escape. */
static __attribute__((noinline)) enum url1738_code
decode_escapes(const char *src, size_t len, char *dst, size_t cap,
               size_t *need, struct url1738_error *err)
{
    long n = decode_fast((const unsigned char *)src, len,
                         (unsigned char *)dst);

    if (n < 0)
        return url1738__decode_plain(src, len, dst, cap, need, err);
    dst[n] = '\0';
    if (need != NULL)
        *need = (size_t)n;
    return err != NULL ? url1738__report(err, URL1738_OK, 0) : URL1738_OK;
}
#endif

enum url1738_code url1738_decode(const char *src, size_t len, char *dst,
                                 size_t cap, size_t *need,
                                 struct url1738_error *err)
{
#if URL1738__S1_X86
    /* Up to 256 bytes; a longer input is memchr's and memcpy's (glibc's
     * wider vectors: 57 GB/s against 29 on 100 KB without '%'). */
    if (dst != NULL && cap > len && src != NULL && len <= 256) {
        if (!copy_plain((const unsigned char *)src, len,
                        (unsigned char *)dst))
            return decode_escapes(src, len, dst, cap, need, err);
        dst[len] = '\0';
        if (need != NULL)
            *need = len;
        return err != NULL ? url1738__report(err, URL1738_OK, 0)
                           : URL1738_OK;
    }
#endif
    return url1738__decode_plain(src, len, dst, cap, need, err);
}

/* The reference: memchr to each '%', the writer (the size-query rule). */
enum url1738_code url1738__decode_plain(const char *src, size_t len,
                                        char *dst, size_t cap, size_t *need,
                                        struct url1738_error *err)
{
    const unsigned char *s = (const unsigned char *)src;
    struct url1738__writer w;
    size_t i = 0, bad;

    if (url1738__w_start(&w, dst, cap) != URL1738_OK
        || (src == NULL && len != 0))
        return url1738__w_fail(&w, need,
                               url1738__report(err, URL1738_E_INVALID_ARG,
                                               0));
    while (i < len) {
        const unsigned char *pct = memchr(s + i, '%', len - i);
        size_t run = pct != NULL ? (size_t)(pct - (s + i)) : len - i;

        /* Copy the run before the next '%' in one go. */
        url1738__w_put(&w, src + i, run);
        i += run;
        if (i == len)
            break;
        if (!url1738__escape_ok(s, i, len, &bad))
            return url1738__w_fail(&w, need,
                                   url1738__report(err, URL1738_E_ESCAPE,
                                                   bad));
        url1738__w_putc(&w, (char)(url1738__hexval(s[i + 1]) << 4
                                   | url1738__hexval(s[i + 2])));
        i += 3;
    }
    return url1738__w_end(&w, need, err);
}

enum url1738_code url1738_decode_span(const char *p, struct url1738_span s,
                                      char *dst, size_t cap, size_t *need,
                                      struct url1738_error *err)
{
    enum url1738_code rc;

    if (s.off == URL1738_ABSENT || p == NULL)
        return url1738_decode(NULL, 0, dst, cap, need, err);
    rc = url1738_decode(p + s.off, s.len, dst, cap, need, err);
    if (rc == URL1738_E_ESCAPE && err != NULL)
        err->offset += s.off;
    return rc;
}
