/* SPDX-License-Identifier: MIT */
/*
 * hosts.h - hosts (src/hosts/): what is derived from a parsed URL's host
 * (the Public Suffix List's answers, reversed hosts, SURT), for the
 * vocabulary's table (src/ops/fields.c).
 */
#ifndef URL1738_HOSTS_H
#define URL1738_HOSTS_H

#include "grammar/cpu.h"
#include "readings/readings.h"

/* The derived fields of URL1738_FIELDS (host.c): the value for the URL
 * p parsed into u, as url1738_field_text() writes it;
 * URL1738_E_UNSUPPORTED when absent. */
enum url1738_code url1738__field_registered_domain(
    const char *p, const struct url1738_url *u, char *dst, size_t cap,
    size_t *need);
enum url1738_code url1738__field_public_suffix(
    const char *p, const struct url1738_url *u, char *dst, size_t cap,
    size_t *need);
enum url1738_code url1738__field_host_reversed(
    const char *p, const struct url1738_url *u, char *dst, size_t cap,
    size_t *need);
enum url1738_code url1738__field_surt(const char *p,
                                      const struct url1738_url *u,
                                      char *dst, size_t cap, size_t *need);

/* extract.c's block scan of running text: the length of the run of
 * p[0..n) before the first ':' or '<' that may begin a candidate, and
 * its line feeds in *nl; this CPU's implementation (grammar/cpu.h), or
 * level's (the tests: every level the machine has, held to the scalar
 * reference). */
typedef size_t url1738__xtext_fn(const unsigned char *p, size_t n,
                                 size_t *nl);
size_t url1738__xtext(const unsigned char *p, size_t n, size_t *nl);
size_t url1738__xtext_with(enum url1738__cpu level, const unsigned char *p,
                           size_t n, size_t *nl);

/* The tests' switch: extract's state st scans running text with level's
 * implementation from now on (url1738_extract_init* set this CPU's).
 * -1 when the machine or build has no such level. */
int url1738__extract_level(struct url1738_extract *st,
                           enum url1738__cpu level);

#endif /* URL1738_HOSTS_H */
