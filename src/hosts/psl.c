/* SPDX-License-Identifier: MIT */
/*
 * psl.c - public suffix and registered domain of a host: the walk down
 * the trie of psl.h, and the built-in list generated at build time from
 * Debian's publicsuffix package (build/gen/psl_table.h, tools/psl_gen.c).
 */
#include <string.h>

#include "hosts/hosts.h"
#include "hosts/psl.h"

#include "psl_table.h"

const struct url1738_psl url1738__psl_builtin = {
    sizeof(struct url1738_psl), psl_nodes,
    sizeof psl_nodes / sizeof psl_nodes[0], psl_labels, 0
};

/* ABI 1's structs end at these members (grammar/grammar.h, "ABI"). */
#define ABI1_PSL URL1738__END(url1738_psl, labels)
#define ABI1_MATCH URL1738__END(url1738_psl_match, listed)

const char *url1738_psl_version(void)
{
    return psl_version;
}

/* The child of node nd whose label is lab[0..n) (case folded), or NULL:
 * a binary search among the children. */
static const struct url1738__psl_node *
find_child(const struct url1738_psl *psl, const struct url1738__psl_node *nd,
           const char *lab, size_t n)
{
    size_t lo = 0, hi = nd->nchild, mid;
    const struct url1738__psl_node *c;
    int r;

    while (lo < hi) {
        mid = lo + (hi - lo) / 2;
        c = &psl->nodes[nd->child + mid];
        r = url1738__psl_cmp(lab, n, psl->labels + c->label, c->len, 1);
        if (r == 0)
            return c;
        if (r < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return NULL;
}

/* Whether a host can have a public suffix: not empty, no empty label
 * (so no leading or trailing '.'), not an IP address. */
static int host_ok(const char *h, size_t n)
{
    size_t i, last = 0;
    int digits = 1;

    if (n == 0 || h[0] == '[' || h[0] == '.' || h[n - 1] == '.')
        return 0;
    for (i = 1; i < n; i++)
        if (h[i] == '.' && h[i - 1] == '.')
            return 0;
    for (i = n; i > 0 && h[i - 1] != '.'; i--)
        last = i - 1;
    for (i = last; i < n; i++)
        if (h[i] < '0' || h[i] > '9')
            digits = 0;
    return !digits;
}

static const struct url1738_span absent = { URL1738_ABSENT, 0 };

/* The walk, for a match struct of the library's own size. */
static int lookup(const struct url1738_psl *psl, const char *host,
                  size_t len, unsigned flags, struct url1738_psl_match *m)
{
    const struct url1738__psl_node *nd, *c;
    size_t end = len, s, prev = len, best_off = len, i = 0, best = 0;
    int priv = 0, listed = 0;
    unsigned skip = (flags & URL1738_PSL_ICANN_ONLY) ? PSL_PRIVATE : 0;

    m->suffix = absent;
    m->domain = absent;
    m->is_private = 0;
    m->listed = 0;
    if (psl == NULL)
        psl = &url1738__psl_builtin;
    if (host == NULL || psl->nodes == NULL || !host_ok(host, len))
        return 0;
    nd = &psl->nodes[0];
    for (;;) {
        /* Label i (1 = the rightmost) is host[s .. end). */
        for (s = end; s > 0 && host[s - 1] != '.'; s--)
            ;
        i++;
        if (i == 1)
            best_off = s;   /* the default rule "*" */
        if (nd->flags & PSL_WILD) {
            c = find_child(psl, nd, "*", 1);
            if (c != NULL && (c->flags & PSL_RULE) && !(c->flags & skip)) {
                best = i, best_off = s, listed = 1;
                priv = (c->flags & PSL_PRIVATE) != 0;
            }
        }
        c = find_child(psl, nd, host + s, end - s);
        if (c == NULL)
            break;
        if ((c->flags & PSL_EXCEPTION) && !(c->flags & skip)) {
            /* An exception wins: its rule minus the leftmost label. */
            best = i - 1, best_off = prev, listed = 1;
            priv = (c->flags & PSL_PRIVATE) != 0;
            break;
        }
        if ((c->flags & PSL_RULE) && !(c->flags & skip)) {
            best = i, best_off = s, listed = 1;
            priv = (c->flags & PSL_PRIVATE) != 0;
        }
        nd = c;
        if (s == 0)
            break;
        prev = s;
        end = s - 1;
    }
    if (best == 0)
        priv = 0;   /* the default rule, or an exception of one label */
    if (best_off >= len)
        return 0;
    m->suffix.off = best_off;
    m->suffix.len = len - best_off;
    m->is_private = priv;
    m->listed = listed;
    if (best_off > 0) {
        for (s = best_off - 1; s > 0 && host[s - 1] != '.'; s--)
            ;
        m->domain.off = s;
        m->domain.len = len - s;
    }
    return 1;
}

int url1738_psl_lookup(const struct url1738_psl *psl, const char *host,
                       size_t len, unsigned flags,
                       struct url1738_psl_match *m)
{
    struct url1738_psl_match own;
    size_t n;
    int r;

    if (m == NULL || m->size < ABI1_MATCH ||
        (psl != NULL && psl->size < ABI1_PSL))
        return -1;
    r = lookup(psl, host, len, flags, &own);
    /* Only the bytes the caller's struct has (see ABI). */
    n = m->size < sizeof own ? m->size : sizeof own;
    own.size = m->size;
    memcpy(m, &own, n);
    return r;
}

int url1738_public_suffix(const char *host, size_t len,
                          struct url1738_span *out)
{
    struct url1738_psl_match m;
    int r = lookup(NULL, host, len, 0, &m);

    *out = m.suffix;
    return r;
}

int url1738_registered_domain(const char *host, size_t len,
                              struct url1738_span *out)
{
    struct url1738_psl_match m;

    lookup(NULL, host, len, 0, &m);
    *out = m.domain;
    return url1738_present(m.domain);
}
