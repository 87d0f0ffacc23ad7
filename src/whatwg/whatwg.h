/* SPDX-License-Identifier: MIT */
/*
 * whatwg.h - what the WHATWG reading's files share (src/whatwg/).
 */
#ifndef URL1738_WHATWG_H
#define URL1738_WHATWG_H

#include <stddef.h>

#include "url1738.h"

/* The largest domain (in UTF-8 bytes, after percent-decoding) and the
 * largest ASCII result the IDNA step handles: both are kept on the
 * stack. A longer domain that is not ASCII is refused. */
#define URL1738__IDNA_MAX 4096

/*
 * url1738__idna_to_ascii - UTS #46 ToASCII of in[0..len) (UTF-8) with the
 * URL Standard's flags, the result in out (at most URL1738__IDNA_MAX
 * bytes), its length in *outlen. Returns URL1738_OK,
 * URL1738_E_WHATWG_IDNA (UTS #46 refuses it) or URL1738_E_WHATWG_NO_ICU
 * (no ICU in this build or on this machine).
 */
enum url1738_code url1738__idna_to_ascii(const char *in, size_t len,
                                         char *out, size_t *outlen);

/*
 * url1738__whatwg_check - url1738_parse_spec() under URL1738_SPEC_WHATWG
 * (readings/rfc3986.c): whether the basic URL parser accepts p (a size
 * query: nothing written), with its error. A url to fill is refused
 * (URL1738_E_INVALID_ARG): the reading's parts are struct url1738_whatwg's.
 */
enum url1738_code url1738__whatwg_check(const char *p, size_t len,
                                        struct url1738_url *url,
                                        struct url1738_error *err);

#endif
