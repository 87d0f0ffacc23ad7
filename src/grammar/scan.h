/* SPDX-License-Identifier: MIT */
/*
 * scan.h - the implementations behind url1738__scan() (grammar/grammar.h), one
 * per instruction set, exposed so that tests can force each and compare
 * them with the scalar reference. Nothing here is installed.
 */
#ifndef URL1738_SCAN_H
#define URL1738_SCAN_H

#include "grammar/grammar.h"

/* Which implementation url1738__scan() picks for a scan. */
enum url1738__scan_impl {
    URL1738__SCAN_SCALAR = 0, /* one table lookup per byte: the reference */
    URL1738__SCAN_SSE2 = 1,   /* 16 bytes a step; inputs of >= 16 bytes   */
    URL1738__SCAN_AVX2 = 2    /* 32 bytes a step; inputs of >= 32 bytes   */
};

/* Whether this build and this CPU have an implementation (SCALAR always;
 * SSE2 on x86-64; AVX2 when the CPU says so at run time). */
int url1738__scan_have(enum url1738__scan_impl impl);

/* url1738__scan() done by impl, whatever the input's length or the CPU
 * (the caller checks url1738__scan_have() and the length rule above; an
 * impl that cannot serve a call falls back to the scalar path). Same
 * contract and result as url1738__scan(). */
size_t url1738__scan_with(enum url1738__scan_impl impl,
                          struct url1738__ctx *c, size_t i, unsigned prod);

#endif /* URL1738_SCAN_H */
