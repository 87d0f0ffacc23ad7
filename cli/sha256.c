/* SPDX-License-Identifier: MIT */
/*
 * sha256.c - SHA-256 as FIPS 180-4 section 6.2 defines it: 64-byte
 * blocks, the message padded with 0x80, zeros and its length in bits.
 */
#include <string.h>

#include "sha256.h"

/* FIPS 180-4 4.2.2: the first 32 bits of the fractional parts of the
 * cube roots of the first 64 primes. */
static const uint32_t k[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,
    0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
    0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
    0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
    0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
    0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
    0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
    0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
    0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
};

static uint32_t ror(uint32_t x, unsigned n)
{
    return (x >> n) | (x << (32 - n));
}

static void compress(struct sha256 *c, const unsigned char *b)
{
    uint32_t w[64], a, bb, cc, d, e, f, g, h, t1, t2;
    unsigned i;

    for (i = 0; i < 16; i++)
        w[i] = (uint32_t)b[4 * i] << 24 | (uint32_t)b[4 * i + 1] << 16 |
               (uint32_t)b[4 * i + 2] << 8 | (uint32_t)b[4 * i + 3];
    for (i = 16; i < 64; i++)
        w[i] = (ror(w[i - 2], 17) ^ ror(w[i - 2], 19) ^ (w[i - 2] >> 10)) +
               w[i - 7] +
               (ror(w[i - 15], 7) ^ ror(w[i - 15], 18) ^ (w[i - 15] >> 3)) +
               w[i - 16];
    a = c->h[0];
    bb = c->h[1];
    cc = c->h[2];
    d = c->h[3];
    e = c->h[4];
    f = c->h[5];
    g = c->h[6];
    h = c->h[7];
    /* FIPS 180-4 6.2.2 step 3. */
    for (i = 0; i < 64; i++) {
        t1 = h + (ror(e, 6) ^ ror(e, 11) ^ ror(e, 25)) + ((e & f) ^ (~e & g)) +
             k[i] + w[i];
        t2 = (ror(a, 2) ^ ror(a, 13) ^ ror(a, 22)) +
             ((a & bb) ^ (a & cc) ^ (bb & cc));
        h = g;
        g = f;
        f = e;
        e = d + t1;
        d = cc;
        cc = bb;
        bb = a;
        a = t1 + t2;
    }
    c->h[0] += a;
    c->h[1] += bb;
    c->h[2] += cc;
    c->h[3] += d;
    c->h[4] += e;
    c->h[5] += f;
    c->h[6] += g;
    c->h[7] += h;
}

void sha256_init(struct sha256 *c)
{
    static const uint32_t h0[8] = { 0x6a09e667, 0xbb67ae85, 0x3c6ef372,
                                    0xa54ff53a, 0x510e527f, 0x9b05688c,
                                    0x1f83d9ab, 0x5be0cd19 };

    memcpy(c->h, h0, sizeof h0);
    c->total = 0;
    c->used = 0;
}

void sha256_update(struct sha256 *c, const void *p, size_t n)
{
    const unsigned char *b = p;
    size_t k2;

    c->total += n;
    if (c->used > 0) {
        k2 = 64 - c->used < n ? 64 - c->used : n;
        memcpy(c->block + c->used, b, k2);
        c->used += k2;
        b += k2;
        n -= k2;
        if (c->used < 64)
            return;
        compress(c, c->block);
        c->used = 0;
    }
    for (; n >= 64; b += 64, n -= 64)
        compress(c, b);
    memcpy(c->block, b, n);
    c->used = n;
}

void sha256_hex(struct sha256 *c, char hex[65])
{
    static const char dig[] = "0123456789abcdef";
    uint64_t bits = c->total * 8;
    unsigned char pad[72];
    size_t n, i;

    /* 0x80, zeros up to 56 mod 64, the length in bits big-endian. */
    n = c->used < 56 ? 56 - c->used : 120 - c->used;
    memset(pad, 0, sizeof pad);
    pad[0] = 0x80;
    for (i = 0; i < 8; i++)
        pad[n + i] = (unsigned char)(bits >> (56 - 8 * i));
    sha256_update(c, pad, n + 8);
    for (i = 0; i < 32; i++) {
        unsigned char v = (unsigned char)(c->h[i / 4] >> (24 - 8 * (i % 4)));
        hex[2 * i] = dig[v >> 4];
        hex[2 * i + 1] = dig[v & 15];
    }
    hex[64] = '\0';
}
