/* SPDX-License-Identifier: MIT */
/*
 * fuzz_named.c - the reader of named parts (url1738_named_*, src/ops/
 * named.c): the input is a program of calls. Its first byte picks the
 * reading (RFC 1738 or 3986) and the lent arrays' sizes; then each step
 * is one call: a key (a name of the vocabulary, url1738_field_info and
 * url1738_output_key, a scheme object's name, or raw bytes; at the top
 * or in the object), a value (bytes or null), a bool, an item, a pair,
 * bigger arrays, or the finish.
 *
 * Properties: every call answers one of the codes the header names, with
 * a message when it is not OK; a key it accepts wants one of the kinds
 * and url1738_named_field() is then -1 or a field ID; a value's error
 * offset lies inside the value; E_NOSPACE changes nothing: the same call
 * with bigger arrays (url1738_named_room) is no longer E_NOSPACE; after
 * an error that ends the reading (E_BUILD_*, a broken escape) and after
 * the finish, every call is E_INVALID_ARG; a reading that finishes OK
 * gives parts that url1738_build_spec() answers with the same *need for a
 * size query and a buffer, the result written when it is OK.
 */
#include <stdlib.h>

#include "fuzz.h"

struct prog {
    const uint8_t *d;
    size_t n, i;
};

static unsigned next(struct prog *g)
{
    return g->i < g->n ? g->d[g->i++] : 0;
}

/* The next len-prefixed bytes (a length byte, then that many, clipped);
 * NULL for a length byte of 0xff (null). */
static const char *bytes(struct prog *g, size_t *len)
{
    unsigned l = next(g);
    const char *p = (const char *)g->d + g->i;

    if (l == 0xff) {
        *len = 0;
        return NULL;
    }
    l %= 64;
    if (l > g->n - g->i)
        l = (unsigned)(g->n - g->i);
    g->i += l;
    *len = l;
    return p;
}

/* A key: one of the vocabulary's names (by the next byte) or raw bytes. */
static const char *key(struct prog *g, size_t *len)
{
    static const char *const objects[] = { "http", "ftp", "gopher",
                                           "mailto", "news", "nntp",
                                           "telnet", "wais", "file",
                                           "prospero", "https", "scheme" };
    unsigned k = next(g);
    size_t nf = url1738_field_count(), i;
    const struct url1738_field_info *f;
    const char *o;

    if (k < 0xc0) {
        i = k % (nf + 8 + sizeof objects / sizeof objects[0]);
        if (i < nf && (f = url1738_field_info(i)) != NULL) {
            *len = strlen(f->name);
            return f->name;
        }
        i -= nf;
        if (i < 8) {
            o = url1738_output_key(i);
            if (o != NULL) {
                *len = strlen(o);
                return o;
            }
            *len = 0;
            return "";
        }
        i -= 8;
        *len = strlen(objects[i]);
        return objects[i];
    }
    return bytes(g, len);
}

static int known_code(enum url1738_code rc)
{
    return rc == URL1738_OK || rc == URL1738_E_BUILD_PART
           || rc == URL1738_E_BUILD_VALUE || rc == URL1738_E_BUILD_MISSING
           || rc == URL1738_E_NOSPACE || rc == URL1738_E_INVALID_ARG
           || rc == URL1738_E_ESCAPE || url1738_errname((int)rc) != NULL;
}

/* Whether rc ends the reading (the header: any error but E_NOSPACE; an
 * E_INVALID_ARG for a call out of order leaves it as it was). */
static int ends(enum url1738_code rc)
{
    return rc != URL1738_OK && rc != URL1738_E_NOSPACE
           && rc != URL1738_E_INVALID_ARG;
}

#define NSEGS 512 /* more than 200 steps can fill */
#define NFIELDS 1024

FUZZ_TARGET(named)
{
    struct prog g = { data, size, 0 };
    struct url1738_named n = URL1738_NAMED_INIT;
    struct url1738_parts parts;
    struct url1738_bytes segs[NSEGS], fields[NFIELDS];
    struct url1738_error err;
    enum url1738_spec spec;
    enum url1738_named_want want = (enum url1738_named_want)0;
    size_t nsegs, nfields, steps = 0;
    unsigned first = next(&g);
    int done = 0, finished_ok = 0, field;

    spec = first & 1 ? URL1738_SPEC_RFC3986 : URL1738_SPEC_RFC1738;
    nsegs = (first >> 1) & 7;
    nfields = (first >> 4) & 7;
    FUZZ_CHECK(url1738_named_init(&n, spec, &parts) == URL1738_OK);
    FUZZ_CHECK(url1738_named_room(&n, segs, nsegs, fields, nfields)
               == URL1738_OK);
    while (g.i < g.n && steps++ < 200) {
        unsigned op = next(&g);
        enum url1738_code rc;
        const char *p = NULL, *q = NULL;
        size_t len = 0, qlen = 0;
        int again = 0;

        err.code = URL1738_OK;
        err.message = NULL;
        switch (op % 8) {
        case 0:
        case 1:
            p = key(&g, &len);
            rc = url1738_named_key(&n, p, len, (op & 8) != 0, &want, &err);
            if (rc == URL1738_OK) {
                int f = url1738_named_field(&n);
                FUZZ_CHECK(want >= URL1738_NW_SKIP
                           && want <= URL1738_NW_PAIRS);
                FUZZ_CHECK(f == -1
                           || (f >= 0 && (size_t)f < url1738_field_count()));
            }
            break;
        case 2:
        case 3:
            p = bytes(&g, &len);
            rc = url1738_named_value(&n, p, len, &err);
            if (rc != URL1738_OK && rc != URL1738_E_INVALID_ARG)
                FUZZ_CHECK(err.offset <= len);
            break;
        case 4:
            rc = url1738_named_bool(&n, (int)(op >> 3) & 1, &err);
            break;
        case 5:
            p = bytes(&g, &len);
            rc = url1738_named_item(&n, p, len, &err);
            again = rc == URL1738_E_NOSPACE;
            break;
        case 6:
            p = bytes(&g, &len);
            q = bytes(&g, &qlen);
            rc = url1738_named_pair(&n, p, len, q, qlen, &err);
            again = rc == URL1738_E_NOSPACE;
            break;
        default:
            if (op & 8) {
                /* bigger arrays, holding what was placed (never shrunk) */
                nsegs = nsegs + 1 + (op >> 4) > NSEGS ? NSEGS
                                                      : nsegs + 1 + (op >> 4);
                nfields = nfields + 2 > NFIELDS ? NFIELDS : nfields + 2;
                rc = url1738_named_room(&n, segs, nsegs, fields, nfields);
                FUZZ_CHECK(rc == (done ? URL1738_E_INVALID_ARG
                                       : URL1738_OK));
                continue;
            }
            field = -2;
            rc = url1738_named_finish(&n, &field, &err);
            FUZZ_CHECK(field >= -1
                       && (field == -1 || (size_t)field
                                              < url1738_field_count()));
            if (!done) {
                finished_ok = rc == URL1738_OK;
                FUZZ_CHECK(rc != URL1738_E_INVALID_ARG);
            }
            done = 1;
            break;
        }
        FUZZ_CHECK(known_code(rc));
        if (rc != URL1738_OK)
            FUZZ_CHECK(err.code == rc && err.message != NULL);
        if (done && (op % 8) != 7)
            FUZZ_CHECK(rc == URL1738_E_INVALID_ARG);
        /* E_NOSPACE changed nothing: with the biggest arrays, again */
        if (again && !done) {
            nsegs = NSEGS;
            nfields = NFIELDS;
            FUZZ_CHECK(url1738_named_room(&n, segs, nsegs, fields, nfields)
                       == URL1738_OK);
            rc = (op % 8) == 5 ? url1738_named_item(&n, p, len, &err)
                               : url1738_named_pair(&n, p, len, q, qlen,
                                                    &err);
            FUZZ_CHECK(rc == URL1738_OK);
        }
        if (ends(rc))
            done = 1;
    }
    if (!done) {
        enum url1738_code rc = url1738_named_finish(&n, NULL, &err);

        FUZZ_CHECK(known_code(rc) && rc != URL1738_E_INVALID_ARG);
        finished_ok = rc == URL1738_OK;
    }
    if (finished_ok) {
        size_t need = 0, need2 = 0;
        enum url1738_code rc = url1738_build_spec(&parts, spec, NULL, 0,
                                                  &need, &err);
        char *buf;

        FUZZ_CHECK(known_code(rc));
        if (rc == URL1738_OK || rc == URL1738_E_NOSPACE) {
            if ((buf = malloc(need + 1)) == NULL)
                abort();
            rc = url1738_build_spec(&parts, spec, buf, need + 1, &need2,
                                    &err);
            FUZZ_CHECK(known_code(rc) && rc != URL1738_E_NOSPACE);
            if (rc == URL1738_OK)
                FUZZ_CHECK(need2 == need && buf[need] == '\0');
            free(buf);
        }
    }
    return 0;
}
