/* SPDX-License-Identifier: MIT */
/* ops.h - the inputs of bench.c's operations (--ops), shared with the C++
 * peers (ada.cpp, boost_url.cpp). */
#ifndef BENCH_OPS_H
#define BENCH_OPS_H

#include <stddef.h>

/* The base every reference is resolved against (issue 30's). */
#define OPS_BASE "http://a/b/c/d;p?q"

/* Per corpus line: the URL (normalize), a variant equivalent to it
 * (compare: scheme and host upper-cased), a second variant equivalent
 * only after real normalizing work (compare, escaped: the path's first
 * letter or digit percent-encoded), a reference (resolve), the resolved reference (relativize),
 * the path as written (decode) and decoded (encode). NUL-terminated. */
struct ops_in {
    size_t n;
    const char **url, **var, **pct, **ref, **tgt, **raw, **dec;
    size_t *url_len, *var_len, *pct_len, *ref_len, *tgt_len, *raw_len, *dec_len;
};

#endif
