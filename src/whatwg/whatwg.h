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

#endif
