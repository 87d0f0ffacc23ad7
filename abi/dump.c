/* SPDX-License-Identifier: MIT */
/*
 * dump.c - prints the public structs' sizes and member offsets of
 * include/url1738.h, one line each, for `make abi-check` (abi/check.sh:
 * the record of the version being developed, abi/VERSION.abi, and every
 * released record must hold in it). A member added to a struct in the
 * header must be added here too: the check then shows it as the
 * (compatible) change it is, at the end of its struct. A struct that has
 * a size member but must never grow is printed with FROZEN.
 */
#include <stddef.h>
#include <stdio.h>

#include "url1738.h"

#define S(t) printf("struct %s size %zu\n", #t, sizeof(struct t))
/* A struct that never grows, though it has a size member. */
#define FROZEN(t) printf("struct %s size %zu frozen\n", #t, sizeof(struct t))
#define M(t, m) printf("  %s.%s %zu %zu\n", #t, #m, offsetof(struct t, m), \
                       sizeof(((struct t *)0)->m))

int main(void)
{
    printf("abi 1 lp%zu\n", 8 * sizeof(void *));
    S(url1738_error);
    M(url1738_error, code); M(url1738_error, offset); M(url1738_error, message);
    S(url1738_span);
    M(url1738_span, off); M(url1738_span, len);
    S(url1738_url);
    M(url1738_url, size); M(url1738_url, scheme_id); M(url1738_url, scheme);
    M(url1738_url, user); M(url1738_url, password); M(url1738_url, host);
    M(url1738_url, port); M(url1738_url, path); M(url1738_url, u);
    M(url1738_url, u.ftp.fpath); M(url1738_url, u.ftp.type);
    M(url1738_url, u.http.hpath); M(url1738_url, u.http.search);
    M(url1738_url, u.gopher.type); M(url1738_url, u.gopher.selector);
    M(url1738_url, u.gopher.search); M(url1738_url, u.gopher.plus);
    M(url1738_url, u.mailto.address); M(url1738_url, u.news.all);
    M(url1738_url, u.news.group); M(url1738_url, u.news.article);
    M(url1738_url, u.nntp.group); M(url1738_url, u.nntp.article);
    M(url1738_url, u.wais.database); M(url1738_url, u.wais.search);
    M(url1738_url, u.wais.wtype); M(url1738_url, u.wais.wpath);
    M(url1738_url, u.file.fpath); M(url1738_url, u.prospero.ppath);
    M(url1738_url, u.prospero.fields); M(url1738_url, u.other.schemepart);
    M(url1738_url, spec); M(url1738_url, parts_of);
    M(url1738_url, host_type); M(url1738_url, userinfo);
    M(url1738_url, query); M(url1738_url, fragment);
    M(url1738_url, default_port);
    FROZEN(url1738_url_1_1);
    M(url1738_url_1_1, size); M(url1738_url_1_1, scheme_id);
    M(url1738_url_1_1, scheme); M(url1738_url_1_1, user);
    M(url1738_url_1_1, password); M(url1738_url_1_1, host);
    M(url1738_url_1_1, port); M(url1738_url_1_1, path);
    M(url1738_url_1_1, u);
    S(url1738_iter);
    M(url1738_iter, pos); M(url1738_iter, end); M(url1738_iter, done);
    S(url1738_bytes);
    M(url1738_bytes, p); M(url1738_bytes, len);
    S(url1738_parts);
    M(url1738_parts, size); M(url1738_parts, scheme_id);
    M(url1738_parts, scheme); M(url1738_parts, user);
    M(url1738_parts, password); M(url1738_parts, host); M(url1738_parts, port);
    M(url1738_parts, segments); M(url1738_parts, nsegments);
    M(url1738_parts, type); M(url1738_parts, selector);
    M(url1738_parts, search); M(url1738_parts, plus);
    M(url1738_parts, address); M(url1738_parts, all); M(url1738_parts, group);
    M(url1738_parts, article); M(url1738_parts, database);
    M(url1738_parts, wtype); M(url1738_parts, wpath);
    M(url1738_parts, fields); M(url1738_parts, nfields);
    M(url1738_parts, path); M(url1738_parts, encoded);
    M(url1738_parts, userinfo); M(url1738_parts, query);
    M(url1738_parts, fragment); M(url1738_parts, host_type);
    S(url1738_field_info);
    M(url1738_field_info, size); M(url1738_field_info, id);
    M(url1738_field_info, name); M(url1738_field_info, nest);
    M(url1738_field_info, schemes); M(url1738_field_info, kind);
    M(url1738_field_info, part); M(url1738_field_info, absent);
    M(url1738_field_info, parts_off); M(url1738_field_info, scheme);
    S(url1738_change);
    M(url1738_change, size); M(url1738_change, offset);
    M(url1738_change, kind); M(url1738_change, message);
    S(url1738_plan);
    M(url1738_plan, size); M(url1738_plan, url); M(url1738_plan, protocol);
    M(url1738_plan, port); M(url1738_plan, flags); M(url1738_plan, ftp_type);
    M(url1738_plan, ftp_name); M(url1738_plan, gplus); M(url1738_plan, view);
    M(url1738_plan, language); M(url1738_plan, wais_form);
    M(url1738_plan, email); M(url1738_plan, email_len);
    M(url1738_plan, reason); M(url1738_plan, lang); M(url1738_plan, full);
    S(url1738_warning);
    M(url1738_warning, size); M(url1738_warning, code);
    M(url1738_warning, severity); M(url1738_warning, offset);
    M(url1738_warning, len); M(url1738_warning, message);
    S(url1738_found);
    M(url1738_found, size); M(url1738_found, form); M(url1738_found, offset);
    M(url1738_found, line); M(url1738_found, column);
    M(url1738_found, readings); M(url1738_found, has_fragment);
    M(url1738_found, error);
    S(url1738_extract);
    M(url1738_extract, size); M(url1738_extract, private_);
    S(url1738_named);
    M(url1738_named, size); M(url1738_named, private_);
    S(url1738_rel);
    M(url1738_rel, size); M(url1738_rel, scheme); M(url1738_rel, net_loc);
    M(url1738_rel, path); M(url1738_rel, params); M(url1738_rel, query);
    M(url1738_rel, fragment);
    S(url1738_base);
    M(url1738_base, size); M(url1738_base, text); M(url1738_base, len);
    M(url1738_base, flags); M(url1738_base, code); M(url1738_base, scheme);
    M(url1738_base, net_loc); M(url1738_base, path); M(url1738_base, params);
    M(url1738_base, query); M(url1738_base, fragment); M(url1738_base, dir);
    M(url1738_base, hier); M(url1738_base, known_); M(url1738_base, dots_);
    M(url1738_base, ready_);
    S(url1738_psl);
    M(url1738_psl, size); M(url1738_psl, nodes); M(url1738_psl, nnodes);
    M(url1738_psl, labels); M(url1738_psl, line);
    S(url1738_psl_match);
    M(url1738_psl_match, size); M(url1738_psl_match, suffix);
    M(url1738_psl_match, domain); M(url1738_psl_match, is_private);
    M(url1738_psl_match, listed);
    S(url1738_whatwg);
    M(url1738_whatwg, size); M(url1738_whatwg, href);
    M(url1738_whatwg, scheme); M(url1738_whatwg, username);
    M(url1738_whatwg, password); M(url1738_whatwg, host);
    M(url1738_whatwg, port); M(url1738_whatwg, path);
    M(url1738_whatwg, query); M(url1738_whatwg, fragment);
    M(url1738_whatwg, host_type); M(url1738_whatwg, special);
    M(url1738_whatwg, opaque_path); M(url1738_whatwg, port_number);
    M(url1738_whatwg, default_port);
    S(url1738_reading);
    M(url1738_reading, size); M(url1738_reading, spec);
    M(url1738_reading, code); M(url1738_reading, error);
    M(url1738_reading, text); M(url1738_reading, scheme);
    M(url1738_reading, userinfo); M(url1738_reading, host);
    M(url1738_reading, port); M(url1738_reading, path);
    M(url1738_reading, query); M(url1738_reading, fragment);
    M(url1738_reading, port_number);
    return 0;
}
