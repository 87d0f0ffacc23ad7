/* SPDX-License-Identifier: MIT */
/*
 * ops.h - what the operations on parsed URLs (src/ops/) share: encoding
 * into a bounded writer (encode.c) for build, build3986 and the others.
 */
#ifndef URL1738_OPS_H
#define URL1738_OPS_H

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

#endif /* URL1738_OPS_H */
