/* SPDX-License-Identifier: MIT */
/*
 * whatwg.h - what the WHATWG reading's files share (src/whatwg/).
 */
#ifndef URL1738_WHATWG_H
#define URL1738_WHATWG_H

#include <stddef.h>

#include "url1738.h"
#include "grammar/cpu.h"

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

/*
 * The URL Standard's validation errors that are not failures (its
 * "Validation errors" list), for lint --spec=whatwg: the basic URL parser
 * (no base) calls fn(ctx, kind, off, len) at each, off and len a span of
 * the input. URL1738__WV_EDGE: leading or trailing C0 controls and spaces
 * (invalid-URL-unit); _TABNL: a tab or newline (invalid-URL-unit); _UNIT:
 * a code point that is no URL code point, or a '%' not followed by two
 * hex digits, in a path, query, fragment or opaque host
 * (invalid-URL-unit); _BACKSLASH: a '\\' read as '/' in a special URL
 * (invalid-reverse-solidus); _SOLIDUS: the "//" after a special scheme
 * missing, or a '/' or '\\' more (special-scheme-missing-following-
 * solidus); _CREDENTIALS: a userinfo (invalid-credentials); _IPV4_*:
 * IPv4-non-decimal-part, IPv4-empty-part, IPv4-out-of-range-part of a
 * host the IPv4 parser accepts; _DRIVE_HOST: file-invalid-Windows-drive-
 * letter-host.
 */
enum url1738__wv {
    URL1738__WV_EDGE = 1,
    URL1738__WV_TABNL,
    URL1738__WV_UNIT,
    URL1738__WV_BACKSLASH,
    URL1738__WV_SOLIDUS,
    URL1738__WV_CREDENTIALS,
    URL1738__WV_IPV4_NONDEC,
    URL1738__WV_IPV4_EMPTY,
    URL1738__WV_IPV4_RANGE,
    URL1738__WV_DRIVE_HOST
};

typedef void (*url1738__wv_fn)(void *ctx, enum url1738__wv kind, size_t off,
                               size_t len);

/*
 * url1738__whatwg_validate - url1738_whatwg_parse() of p without a base,
 * as a size query (nothing written), by the states alone (never the fast
 * path), calling fn at each validation error met before the result or
 * the failure. Returns the parse's code (URL1738_OK for a URL it
 * accepts), err its failure.
 */
enum url1738_code url1738__whatwg_validate(const char *p, size_t len,
                                           url1738__wv_fn fn, void *ctx,
                                           struct url1738_error *err);

/*
 * url1738__whatwg_clean - 1 when the URL Standard accepts p with no
 * validation error at all, known at once: every byte an ASCII URL code
 * point (the first '#' and a '%' with two hex digits besides), so no
 * invalid-URL-unit, and the common shape the parser's fast path reads
 * (a special scheme but file, "//", a domain that does not end in a
 * number, no userinfo, no backslash), so none of the others. 0: ask
 * url1738__whatwg_validate(). fuzz_lint holds the two to each other.
 */
int url1738__whatwg_clean(const char *p, size_t len);

/*
 * The common shape read at once (whatwg.c, "The common shape at once")
 * by the fast path of CPU level impl (the tests compare each level with
 * the states): p[b..e) is the input without its trimmed ends, d holds
 * at least 3 * (e - b) + 16 bytes. Returns 1 with the href in d[0..*np)
 * (no NUL) and u filled but for its size, exactly as the states would;
 * 0 when the input is not of this shape (nothing decided: the states
 * read it; u and d may have been written) or impl is not on this
 * machine.
 */
int url1738__whatwg_fast_with(enum url1738__cpu impl, const char *p,
                              size_t b, size_t e, char *d, size_t *np,
                              struct url1738_whatwg *u);

/* Whether two results have the same members, size and padding not
 * compared (spans by offset and length): the fast path's tests
 * (t_whatwg_fast, fuzz_whatwg). */
static inline int url1738__whatwg_same(const struct url1738_whatwg *a,
                                       const struct url1738_whatwg *b)
{
#define URL1738__SAME_SPAN(m) (a->m.off == b->m.off && a->m.len == b->m.len)
    int same = URL1738__SAME_SPAN(href) && URL1738__SAME_SPAN(scheme)
               && URL1738__SAME_SPAN(username)
               && URL1738__SAME_SPAN(password) && URL1738__SAME_SPAN(host)
               && URL1738__SAME_SPAN(port) && URL1738__SAME_SPAN(path)
               && URL1738__SAME_SPAN(query) && URL1738__SAME_SPAN(fragment)
               && a->host_type == b->host_type && a->special == b->special
               && a->opaque_path == b->opaque_path
               && a->port_number == b->port_number
               && a->default_port == b->default_port;
#undef URL1738__SAME_SPAN
    return same;
}

/* url1738_whatwg_parse() by the states alone, never the fast path: what
 * t_whatwg_fast holds the fast path to. */
enum url1738_code url1738__whatwg_parse_plain(
    const char *p, size_t len, const char *base_href,
    const struct url1738_whatwg *base, char *dst, size_t cap, size_t *need,
    struct url1738_whatwg *url, struct url1738_error *err);

#endif
