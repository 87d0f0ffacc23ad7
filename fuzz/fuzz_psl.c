/* SPDX-License-Identifier: MIT */
/*
 * fuzz_psl.c - the host and query functions on arbitrary bytes: the input
 * read as a Public Suffix List file (url1738_psl_load), each of its lines
 * looked up as a host in that list and in the built-in one, the whole
 * input as a URL for url1738_surt, as a host for url1738_host_reverse and
 * as a query for url1738_next_qpair, url1738_query_param and
 * url1738_form_decode.
 *
 * Properties: a size query and the load agree; one byte less is
 * E_NOSPACE; a found suffix ends the host and follows a '.' or is all of
 * it; the registered domain is one label more; reversed labels keep the
 * length; SURT's size query is what it writes; query pairs lie inside the
 * query, hold no '&', and looking a pair's decoded name up finds a pair
 * of that name; decoding never lengthens.
 */
#include "fuzz.h"

/* Memory for a loaded list: inputs are at most a few KB. */
static unsigned char mem[1 << 20];

static void check_match(const char *h, size_t n, int r,
                        const struct url1738_psl_match *m)
{
    FUZZ_CHECK(r == 0 || r == 1);
    FUZZ_CHECK(r == url1738_present(m->suffix));
    if (!r) {
        FUZZ_CHECK(!url1738_present(m->domain));
        return;
    }
    FUZZ_CHECK(m->suffix.len > 0 && m->suffix.off + m->suffix.len == n);
    FUZZ_CHECK(m->suffix.off == 0 || h[m->suffix.off - 1] == '.');
    if (url1738_present(m->domain)) {
        FUZZ_CHECK(m->domain.off + m->domain.len == n);
        FUZZ_CHECK(m->domain.off + 2 <= m->suffix.off);
        FUZZ_CHECK(memchr(h + m->domain.off, '.',
                          m->suffix.off - 1 - m->domain.off) == NULL);
    } else {
        FUZZ_CHECK(m->suffix.off == 0);
    }
}

static void check_lookups(const struct url1738_psl *psl, const char *p,
                          size_t size)
{
    size_t start = 0, end;

    while (start <= size) {
        struct url1738_psl_match m = URL1738_PSL_MATCH_INIT;
        int r;

        for (end = start; end < size && p[end] != '\n'; end++)
            ;
        r = url1738_psl_lookup(psl, p + start, end - start, 0, &m);
        check_match(p + start, end - start, r, &m);
        r = url1738_psl_lookup(NULL, p + start, end - start,
                               URL1738_PSL_ICANN_ONLY, &m);
        check_match(p + start, end - start, r, &m);
        start = end + 1;
    }
}

static void check_query(const char *p, size_t size)
{
    struct url1738_span q = { 0, 0 }, name, value, v;
    struct url1738_iter it;
    char buf[64];
    size_t count = 0, need = 0, k;

    q.len = size;
    url1738_iter_init(&it, q);
    while (url1738_next_qpair(p, &it, &name, &value)) {
        FUZZ_CHECK(fuzz_span_within(name, q) && fuzz_span_within(value, q));
        FUZZ_CHECK(memchr(p + name.off, '&', name.len) == NULL);
        FUZZ_CHECK(memchr(p + name.off, '=', name.len) == NULL);
        FUZZ_CHECK(++count <= size);
        if (count > size)
            return;
        if (url1738_form_decode(p + name.off, name.len, buf, sizeof buf,
                                &need, NULL) == URL1738_OK) {
            FUZZ_CHECK(need <= name.len);
            FUZZ_CHECK(url1738_query_param(p, q, buf, need, &v) == 1);
            FUZZ_CHECK(v.off == URL1738_ABSENT || v.off <= value.off);
        }
    }
    if (url1738_form_decode(p, size, NULL, 0, &need, NULL) !=
        URL1738_E_ESCAPE)
        FUZZ_CHECK(need <= size);
    k = 0;
    FUZZ_CHECK(url1738_host_reverse(p, size, '.', NULL, 0, &k) ==
                   (size ? URL1738_E_NOSPACE : URL1738_OK) &&
               k == size);
}

static void check_surt(const char *p, size_t size)
{
    static char out[8192];
    size_t need = 0, got = 0;
    unsigned flags;

    for (flags = 0; flags < 8; flags++) {
        enum url1738_code rc = url1738_surt(p, size, flags, NULL, 0, &need,
                                            NULL);
        if (rc == URL1738_E_BASE_RELATIVE)
            return;
        FUZZ_CHECK(need <= size + 8);
        if (need >= sizeof out)
            return;
        FUZZ_CHECK(url1738_surt(p, size, flags, out, sizeof out, &got,
                                NULL) == URL1738_OK && got == need);
    }
}

FUZZ_TARGET(psl)
{
    const char *p = (const char *)data;
    struct url1738_psl psl = URL1738_PSL_INIT;
    struct url1738_error err;
    size_t need = 0;
    enum url1738_code rc;

    rc = url1738_psl_load(p, size, NULL, 0, &need, &psl, &err);
    FUZZ_CHECK(rc == URL1738_E_NOSPACE || rc == URL1738_E_INVALID_ARG);
    if (rc == URL1738_E_NOSPACE && need <= sizeof mem) {
        FUZZ_CHECK(url1738_psl_load(p, size, mem, need - 1, NULL, &psl,
                                    &err) == URL1738_E_NOSPACE);
        rc = url1738_psl_load(p, size, mem, need, NULL, &psl, &err);
        /* Only the second pass sees the A-label form's length. */
        FUZZ_CHECK(rc == URL1738_OK || rc == URL1738_E_INVALID_ARG);
        if (rc == URL1738_OK)
            check_lookups(&psl, p, size);
    }
    check_lookups(NULL, p, size);
    check_query(p, size);
    check_surt(p, size);
    return 0;
}
