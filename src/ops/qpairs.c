/* SPDX-License-Identifier: MIT */
/*
 * qpairs.c - the name=value pairs of a query as HTML forms encode them
 * (application/x-www-form-urlencoded, RFC 1866 8.2.1): "The form field
 * names and values are escaped: space characters are replaced by '+',
 * and then reserved characters are escaped as per [URL]"; fields are
 * separated by '&', name from value by '='.
 */
#include "ops/ops.h"
#include "grammar/write.h"

int url1738_next_qpair(const char *p, struct url1738_iter *it,
                       struct url1738_span *name, struct url1738_span *value)
{
    size_t i, eq;

    for (;;) {
        if (it->done || it->pos > it->end)
            return 0;
        /* Skip empty pairs: "a=1&&b", a leading or trailing '&'. */
        i = it->pos;
        eq = URL1738_ABSENT;
        while (i < it->end && p[i] != '&') {
            if (p[i] == '=' && eq == URL1738_ABSENT)
                eq = i;
            i++;
        }
        if (i == it->end)
            it->done = 1;
        if (i > it->pos)
            break;
        it->pos = i + 1;
    }
    name->off = it->pos;
    name->len = (eq != URL1738_ABSENT ? eq : i) - it->pos;
    if (eq != URL1738_ABSENT) {
        value->off = eq + 1;
        value->len = i - (eq + 1);
    } else {
        value->off = URL1738_ABSENT;
        value->len = 0;
    }
    it->pos = i + 1;
    return 1;
}

/* The next decoded byte of s[*i..n) ('+' is a space, %XX a byte), or -1
 * for a '%' that starts no escape (*i then at the offending byte). */
static int form_byte(const char *s, size_t n, size_t *i)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t bad;
    unsigned char c = u[*i];

    if (c == '+') {
        (*i)++;
        return ' ';
    }
    if (c != '%') {
        (*i)++;
        return c;
    }
    if (!url1738__escape_ok(u, *i, n, &bad)) {
        *i = bad;
        return -1;
    }
    c = (unsigned char)(url1738__hexval(u[*i + 1]) << 4 |
                        url1738__hexval(u[*i + 2]));
    *i += 3;
    return c;
}

enum url1738_code url1738_form_decode(const char *src, size_t len, char *dst,
                                      size_t cap, size_t *need,
                                      struct url1738_error *err)
{
    struct url1738__writer k;
    size_t i = 0;
    int c;

    if (need != NULL)
        *need = 0;
    if (src == NULL && len > 0)
        return url1738__report(err, URL1738_E_INVALID_ARG, 0);
    if (url1738__w_start(&k, dst, cap) != URL1738_OK)
        return url1738__report(err, url1738__w_fail(&k, need,
                               URL1738_E_INVALID_ARG), 0);
    while (i < len) {
        if ((c = form_byte(src, len, &i)) < 0)
            return url1738__report(err, url1738__w_fail(&k, need,
                                   URL1738_E_ESCAPE), i);
        url1738__w_putc(&k, (char)c);
    }
    return url1738__report(err, url1738__w_end(&k, need, NULL), 0);
}

/* Whether raw s[0..n) decodes to want[0..wn). A malformed escape never
 * matches. */
static int form_equal(const char *s, size_t n, const char *want, size_t wn)
{
    size_t i = 0, j = 0;
    int c;

    while (i < n) {
        if (j == wn || (c = form_byte(s, n, &i)) < 0 ||
            (unsigned char)want[j] != c)
            return 0;
        j++;
    }
    return j == wn;
}

int url1738_query_param(const char *p, struct url1738_span query,
                        const char *name, size_t nlen,
                        struct url1738_span *value)
{
    struct url1738_iter it;
    struct url1738_span n, v;

    value->off = URL1738_ABSENT;
    value->len = 0;
    if (p == NULL || (name == NULL && nlen > 0))
        return 0;
    url1738_iter_init(&it, query);
    while (url1738_next_qpair(p, &it, &n, &v))
        if (form_equal(p + n.off, n.len, name, nlen)) {
            *value = v;
            return 1;
        }
    return 0;
}
