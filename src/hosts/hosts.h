/* SPDX-License-Identifier: MIT */
/*
 * hosts.h - hosts (src/hosts/): what is derived from a parsed URL's host
 * (the Public Suffix List's answers, reversed hosts, SURT), for the
 * vocabulary's table (src/ops/fields.c).
 */
#ifndef URL1738_HOSTS_H
#define URL1738_HOSTS_H

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

#endif /* URL1738_HOSTS_H */
