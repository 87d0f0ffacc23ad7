/* SPDX-License-Identifier: MIT */
/*
 * scan.h - the implementations behind url1738__scan() (grammar/grammar.h),
 * one per vector level (grammar/cpu.h), exposed so that tests can force
 * each and compare it with the scalar reference. Nothing here is
 * installed.
 */
#ifndef URL1738_SCAN_H
#define URL1738_SCAN_H

#include "grammar/cpu.h"
#include "grammar/grammar.h"

/* url1738__scan() done at level, whatever the input's length: SCALAR one
 * table lookup per byte (the reference), SSE2 and SSSE3 16 bytes a step
 * on inputs of >= 16 bytes, AVX2 32 bytes a step on inputs of >= 32
 * bytes (a level this CPU lacks, or a call it cannot serve, falls back to
 * the one below). Same contract and result as url1738__scan(). */
size_t url1738__scan_with(enum url1738__cpu level, struct url1738__ctx *c,
                          size_t i, unsigned prod);

#endif /* URL1738_SCAN_H */
