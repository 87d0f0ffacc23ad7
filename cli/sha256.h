/* SPDX-License-Identifier: MIT */
/*
 * sha256.h - SHA-256 (FIPS 180-4) of a byte stream, for `fetch --json`.
 */
#ifndef URL1738_SHA256_H
#define URL1738_SHA256_H

#include <stddef.h>
#include <stdint.h>

struct sha256 {
    uint32_t h[8];
    uint64_t total;             /* bytes so far */
    unsigned char block[64];
    size_t used;                /* bytes in block */
};

void sha256_init(struct sha256 *c);
void sha256_update(struct sha256 *c, const void *p, size_t n);
/* 64 lower-case hexadecimal digits and a NUL into hex. */
void sha256_hex(struct sha256 *c, char hex[65]);

#endif
