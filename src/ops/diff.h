/* SPDX-License-Identifier: MIT */
/*
 * diff.h - what diff.c gives the program beside the public API (the
 * program includes it as "../src/ops/diff.h": only url1738.h needed).
 */
#ifndef URL1738_OPS_DIFF_H
#define URL1738_OPS_DIFF_H

#include "url1738.h"

/* diff.c: the members of reading r (of url1738_diff, its normal forms
 * in buf) whose url1738_diff_value is present (bits URL1738_DIFF_BIT(m)
 * in *present) and, returned, those whose value is exactly the bytes
 * buf[sp[m].off .. +sp[m].len) (never the port: a number). sp has
 * URL1738_DIFF_FRAGMENT + 1 entries; the others are left alone. The
 * CLI's writer (cli/cmd_diff.c); t_diff holds it to url1738_diff_value. */
unsigned url1738__diff_verbatim(const struct url1738_reading *r,
                               const char *buf, struct url1738_span *sp,
                               unsigned *present);

#endif /* URL1738_OPS_DIFF_H */
