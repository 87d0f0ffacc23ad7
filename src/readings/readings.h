/* SPDX-License-Identifier: MIT */
/*
 * readings.h - the readings (src/readings/): the entry points that pick a
 * fast path or the grammar for one URL by RFC 1738 or RFC 3986, and the
 * reading of a relative reference. Layers above parse through these.
 */
#ifndef URL1738_READINGS_H
#define URL1738_READINGS_H

#include <stdint.h>
#include "grammar/grammar.h"

/* url1738_parse_spec without the size check (rfc3986.c), and the check
 * both public parsers go through (parse.c): it refuses a size below ABI
 * 1's and fills a smaller struct than the library's through a whole one. */
enum url1738_code url1738__parse_spec(const char *p, size_t len,
                                      enum url1738_spec spec,
                                      struct url1738_url *url,
                                      struct url1738_error *err);
enum url1738_code url1738__parse_sized(const char *p, size_t len,
                                       enum url1738_spec spec,
                                       struct url1738_url *url,
                                       struct url1738_error *err);

/* url1738_parse and url1738_rel_parse without the size check, for the
 * library's own structs. */
enum url1738_code url1738__parse(const char *p, size_t len,
                                 struct url1738_url *url,
                                 struct url1738_error *err);
/* url1738__parse without the fast path (fastpath.c): the full grammar
 * alone, what tests/t_fastpath.c compares the fast path with. */
enum url1738_code url1738__parse_full(const char *p, size_t len,
                                      struct url1738_url *url,
                                      struct url1738_error *err);
void url1738__rel_parse(const char *p, size_t len, unsigned flags,
                        struct url1738_rel *rel);
/* The same, and where its path's "." and ".." segments start: bit i of
 * *dots for one at offset i, *known 1 (inputs of up to 63 bytes on
 * x86-64); otherwise *known is 0 and *dots all ones. */
void url1738__rel_parse_dots(const char *p, size_t len, unsigned flags,
                             struct url1738_rel *rel, uint64_t *dots,
                             int *known);
/* The same by memchr alone (the reference of url1738__rel_parse's
 * block path for inputs of up to 64 bytes; tests/t_resolve.c). */
void url1738__rel_parse_plain(const char *p, size_t len, unsigned flags,
                              struct url1738_rel *rel);
/* A reference's check (url1738__check_text) and split
 * (url1738__rel_parse_dots) in one: URL1738_OK, or the check's error
 * (reported in err), the split then unspecified. One pass for inputs of
 * up to 63 bytes on x86-64 with SSSE3. */
enum url1738_code url1738__rel_ref(const char *p, size_t len, unsigned flags,
                                   struct url1738_rel *rel, uint64_t *dots,
                                   int *known, struct url1738_error *err);
/* The same by the check and the plain split, one after the other (its
 * reference; tests/t_resolve.c). */
enum url1738_code url1738__rel_ref_plain(const char *p, size_t len,
                                         unsigned flags,
                                         struct url1738_rel *rel,
                                         uint64_t *dots, int *known,
                                         struct url1738_error *err);
/* A base's split for url1738_base_prepare (ops/resolve.c): b's spans
 * (scheme .. fragment) as url1738__rel_parse gives them, b->dir (the
 * path up to and with its last '/'), b->hier (a net_loc, and the scheme
 * not url1738__scheme_flat), and when b->known_ is 1, b->dots_ says
 * whether the path up to b->dir has a "." or ".." segment (inputs of 8
 * to 63 bytes on x86-64, 16 bytes a step). */
void url1738__rel_base(const char *p, size_t len, unsigned flags,
                       struct url1738_base *b);
/* The same by memchr, the '/' looked for backwards, b->known_ 0 (its
 * reference; tests/t_resolve.c). */
void url1738__rel_base_plain(const char *p, size_t len, unsigned flags,
                             struct url1738_base *b);
/* A base with no parts: every span absent, dir, hier, known_ and dots_
 * 0 (an unknown base, or one without a scheme). */
void url1738__rel_base_clear(struct url1738_base *b);
/* The same up to the net_loc: b's scheme, net_loc and hier, its other
 * parts absent (for a reference that reads no more of the base). */
void url1738__rel_base_head(const char *p, size_t len, unsigned flags,
                            struct url1738_base *b);
/* relative.c: the reading of a relative reference's text. */
/* Whether the scheme span of p is one RFC 1808 2.3 says is never used
 * with relative URLs (mailto, news, telnet). */
int url1738__scheme_flat(const char *p, struct url1738_span scheme);

/* Whether ref[0..rlen) is URL text (RFC 1738 2.2; RFC 1808 2.2): a byte
 * that must always be encoded (the first '#' excepted: the fragment's
 * delimiter), or a '%' starting no escape, is E_MUST_ENCODE / E_ESCAPE
 * at its offset. With rfc3986, '~' '[' ']' are allowed too. */
enum url1738_code url1738__check_text(const char *ref, size_t rlen,
                                      int rfc3986, struct url1738_error *err);
/* The same a byte at a time (its reference; tests/t_resolve.c). */
enum url1738_code url1738__check_text_plain(const char *ref, size_t rlen,
                                            int rfc3986,
                                            struct url1738_error *err);

#endif /* URL1738_READINGS_H */
