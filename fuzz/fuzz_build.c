/* SPDX-License-Identifier: MIT */
/*
 * fuzz_build.c - url1738_build.
 *
 * Input: byte 0 picks the scheme (OTHER .. PROSPERO, or NONE), byte 1 is
 * flags (bit 0: fill every member, not only the scheme's own, so that
 * foreign parts are tried), then each member in the order of struct
 * url1738_parts as a length byte (0xFF: absent) and that many bytes;
 * segments and fields are a count byte and then their strings.
 * Properties (3, 5 and the header): a size query and an exact buffer agree
 * on the length, a smaller buffer gets the first cap bytes and
 * E_NOSPACE; a built URL is valid and parses back to the same parts,
 * decoded (3.1-3.11); a refusal is E_INVALID_ARG (no scheme) or one of
 * the E_BUILD_* codes, with an offset no further than the end of
 * the longest part given.
 * The other way round, the whole input read as a URL: when it is a valid
 * URL, build accepts the parts parse gives (decoded, scheme by scheme),
 * and its result parses back to them: build refuses no URL that is one.
 */
#include <stdlib.h>

#include "fuzz.h"

#define MAXSEG 8

static struct url1738_span span_of(size_t from, size_t end)
{
    struct url1738_span s;

    s.off = from;
    s.len = end - from;
    return s;
}

static size_t take_count(struct fuzz_reader *r, size_t max)
{
    return r->i < r->n ? r->d[r->i++] % (max + 1) : 0;
}

/* The members each scheme has (bit i: the i-th member read). */
enum {
    F_SCHEME = 1 << 0, F_USER = 1 << 1, F_PASSWORD = 1 << 2,
    F_HOST = 1 << 3, F_PORT = 1 << 4, F_SEGS = 1 << 5, F_TYPE = 1 << 6,
    F_SELECTOR = 1 << 7, F_SEARCH = 1 << 8, F_PLUS = 1 << 9,
    F_ADDRESS = 1 << 10, F_ALL = 1 << 11, F_GROUP = 1 << 12,
    F_ARTICLE = 1 << 13, F_DATABASE = 1 << 14, F_WTYPE = 1 << 15,
    F_WPATH = 1 << 16, F_FIELDS = 1 << 17, F_PATH = 1 << 18,
    F_EVERY = (1 << 19) - 1
};

static unsigned members_of(enum url1738_scheme id)
{
    switch (id) {
    case URL1738_SCHEME_OTHER:
        return F_SCHEME | F_USER | F_PASSWORD | F_HOST | F_PORT | F_PATH;
    case URL1738_SCHEME_FTP:
        return F_USER | F_PASSWORD | F_HOST | F_PORT | F_SEGS | F_TYPE;
    case URL1738_SCHEME_HTTP:
        return F_HOST | F_PORT | F_SEGS | F_SEARCH;
    case URL1738_SCHEME_GOPHER:
        return F_HOST | F_PORT | F_TYPE | F_SELECTOR | F_SEARCH | F_PLUS;
    case URL1738_SCHEME_MAILTO:
        return F_ADDRESS;
    case URL1738_SCHEME_NEWS:
        return F_ALL | F_GROUP | F_ARTICLE;
    case URL1738_SCHEME_NNTP:
        return F_HOST | F_PORT | F_GROUP | F_ARTICLE;
    case URL1738_SCHEME_TELNET:
        return F_USER | F_PASSWORD | F_HOST | F_PORT | F_SEGS;
    case URL1738_SCHEME_WAIS:
        return F_HOST | F_PORT | F_SEARCH | F_DATABASE | F_WTYPE | F_WPATH;
    case URL1738_SCHEME_FILE:
        return F_HOST | F_SEGS;
    case URL1738_SCHEME_PROSPERO:
        return F_HOST | F_PORT | F_SEGS | F_FIELDS;
    default:
        return 0;
    }
}

/* Whether decoded span s of out equals want; absent equals absent only,
 * unless empty_ok, where absent and "" are the same. */
static int same(const char *out, struct url1738_span s,
                struct url1738_bytes want, int empty_ok)
{
    char *dec;
    size_t n = 0;
    int eq;

    if (empty_ok && want.p == NULL)
        return !url1738_present(s) || s.len == 0;
    if (want.p == NULL)
        return !url1738_present(s);
    if (!url1738_present(s))
        return empty_ok && want.len == 0;
    if ((dec = malloc(s.len + 1)) == NULL)
        abort();
    eq = url1738_decode_span(out, s, dec, s.len + 1, &n, NULL) == URL1738_OK
         && n == want.len && (n == 0 || memcmp(dec, want.p, n) == 0);
    free(dec);
    return eq;
}

/* The '/'-separated segments of span s are segs[0..n), decoded; no
 * segment at all when n is 0 (s absent). */
static int same_segments(const char *out, struct url1738_span s,
                         const struct url1738_bytes *segs, size_t n)
{
    struct url1738_iter it;
    struct url1738_span seg;
    size_t k = 0;

    if (n == 0)
        return !url1738_present(s);
    url1738_iter_init(&it, s);
    while (url1738_next_segment(out, &it, &seg)) {
        if (k >= n || !same(out, seg, segs[k], 0))
            return 0;
        k++;
    }
    return k == n;
}

static int same_fields(const char *out, struct url1738_span s,
                       const struct url1738_bytes *f, size_t n)
{
    struct url1738_iter it;
    struct url1738_span name, value;
    size_t k = 0;

    url1738_iter_init(&it, s);
    while (url1738_next_field(out, &it, &name, &value)) {
        if (k >= n || !same(out, name, f[2 * k], 1)
            || !same(out, value, f[2 * k + 1], 1))
            return 0;
        k++;
    }
    return k == n;
}

/* 3.1: the common parts, for the schemes that have a login. */
static void check_login(const char *out, const struct url1738_url *u,
                        const struct url1738_parts *pt, int file)
{
    FUZZ_CHECK(same(out, u->user, pt->user, 0));
    FUZZ_CHECK(same(out, u->password, pt->password, 0));
    FUZZ_CHECK(same(out, u->host, pt->host, file));
    FUZZ_CHECK(same(out, u->port, pt->port, 0));
}

/* parse(build(parts)) == parts, scheme by scheme (3.2-3.11, 5). */
static void check_parts(const char *out, size_t n,
                        const struct url1738_parts *pt)
{
    struct url1738_url u = URL1738_URL_INIT;
    struct url1738_span rest;

    FUZZ_CHECK(url1738_parse(out, n, &u, NULL) == URL1738_OK);
    FUZZ_CHECK(u.scheme_id == pt->scheme_id);
    switch (pt->scheme_id) {
    case URL1738_SCHEME_OTHER:
        FUZZ_CHECK(same(out, u.scheme, pt->scheme, 0));
        if (pt->host.p != NULL) {
            check_login(out, &u, pt, 0);
            FUZZ_CHECK(same(out, u.path, pt->path, 0));
        } else {
            /* No host: the whole schemepart is the path. */
            FUZZ_CHECK(!url1738_present(u.host));
            rest.off = u.scheme.off + u.scheme.len + 1;
            rest.len = n - rest.off;
            FUZZ_CHECK(same(out, rest, pt->path, 1));
        }
        break;
    case URL1738_SCHEME_FTP:
        check_login(out, &u, pt, 0);
        FUZZ_CHECK(same_segments(out, u.u.ftp.fpath, pt->segments,
                                 pt->nsegments));
        FUZZ_CHECK(same(out, u.u.ftp.type, pt->type, 0));
        break;
    case URL1738_SCHEME_HTTP:
        check_login(out, &u, pt, 0);
        FUZZ_CHECK(same_segments(out, u.u.http.hpath, pt->segments,
                                 pt->nsegments));
        FUZZ_CHECK(same(out, u.u.http.search, pt->search, 0));
        break;
    case URL1738_SCHEME_GOPHER:
        check_login(out, &u, pt, 0);
        FUZZ_CHECK(same(out, u.u.gopher.type, pt->type, 0));
        FUZZ_CHECK(same(out, u.u.gopher.selector, pt->selector, 1));
        FUZZ_CHECK(same(out, u.u.gopher.search, pt->search, 0));
        FUZZ_CHECK(same(out, u.u.gopher.plus, pt->plus, 0));
        break;
    case URL1738_SCHEME_MAILTO:
        FUZZ_CHECK(same(out, u.u.mailto.address, pt->address, 0));
        break;
    case URL1738_SCHEME_NEWS:
        FUZZ_CHECK(u.u.news.all == pt->all);
        FUZZ_CHECK(same(out, u.u.news.group, pt->group, 0));
        FUZZ_CHECK(same(out, u.u.news.article, pt->article, 0));
        break;
    case URL1738_SCHEME_NNTP:
        check_login(out, &u, pt, 0);
        FUZZ_CHECK(same(out, u.u.nntp.group, pt->group, 0));
        FUZZ_CHECK(same(out, u.u.nntp.article, pt->article, 0));
        break;
    case URL1738_SCHEME_TELNET:
        check_login(out, &u, pt, 0);
        FUZZ_CHECK(n > 0 && (out[n - 1] == '/') == (pt->nsegments == 1));
        break;
    case URL1738_SCHEME_WAIS:
        check_login(out, &u, pt, 0);
        FUZZ_CHECK(same(out, u.u.wais.database, pt->database, 0));
        FUZZ_CHECK(same(out, u.u.wais.search, pt->search, 0));
        FUZZ_CHECK(same(out, u.u.wais.wtype, pt->wtype, 0));
        FUZZ_CHECK(same(out, u.u.wais.wpath, pt->wpath, 0));
        break;
    case URL1738_SCHEME_FILE:
        check_login(out, &u, pt, 1);
        FUZZ_CHECK(same_segments(out, u.u.file.fpath, pt->segments,
                                 pt->nsegments));
        break;
    case URL1738_SCHEME_PROSPERO:
        check_login(out, &u, pt, 0);
        FUZZ_CHECK(same_segments(out, u.u.prospero.ppath, pt->segments,
                                 pt->nsegments));
        FUZZ_CHECK(same_fields(out, u.u.prospero.fields, pt->fields,
                               pt->nfields));
        break;
    default:
        FUZZ_CHECK(0);
    }
}

/* Decoded parts of a parsed URL, carved from one buffer (decoding never
 * lengthens, so the input's size suffices for all of them). */
struct carver {
    const char *p;
    char *buf;
    size_t used;
};

static struct url1738_bytes carve(struct carver *c, struct url1738_span s)
{
    struct url1738_bytes b = { NULL, 0 };
    size_t n = 0;

    if (!url1738_present(s))
        return b;
    FUZZ_CHECK(url1738_decode_span(c->p, s, c->buf + c->used, s.len + 1, &n,
                                   NULL) == URL1738_OK);
    b.p = c->buf + c->used;
    b.len = n;
    c->used += n + 1;
    return b;
}

/* The decoded '/'-separated segments of span s into segs (room for one
 * per byte of s and one more). */
static size_t carve_segments(struct carver *c, struct url1738_span s,
                             struct url1738_bytes *segs)
{
    struct url1738_iter it;
    struct url1738_span seg;
    size_t n = 0;

    url1738_iter_init(&it, s);
    while (url1738_next_segment(c->p, &it, &seg))
        segs[n++] = carve(c, seg);
    return n;
}

/* parse(URL) -> parts -> build: accepted, and the same parts again. */
static void check_from_url(const char *p, size_t size)
{
    struct url1738_url u = URL1738_URL_INIT;
    struct url1738_parts pt;
    struct url1738_iter it;
    struct url1738_span name, value;
    struct url1738_bytes *segs;
    struct carver c;
    size_t need = 0, need2 = 0;
    enum url1738_code rc;
    char *out;

    if (url1738_parse(p, size, &u, NULL) != URL1738_OK)
        return;
    memset(&pt, 0, sizeof pt);
    pt.size = sizeof pt;
    c.p = p;
    c.used = 0;
    if ((c.buf = malloc(2 * size + 2)) == NULL
        || (segs = malloc((size + 1) * sizeof *segs)) == NULL)
        abort();
    pt.scheme_id = u.scheme_id;
    pt.user = carve(&c, u.user);
    pt.password = carve(&c, u.password);
    pt.host = carve(&c, u.host);
    pt.port = carve(&c, u.port);
    pt.segments = segs;
    switch (u.scheme_id) {
    case URL1738_SCHEME_OTHER:
        pt.scheme.p = p + u.scheme.off;
        pt.scheme.len = u.scheme.len;
        if (url1738_present(u.host))
            pt.path = carve(&c, u.path);
        else
            pt.path = carve(&c, span_of(u.scheme.off + u.scheme.len
                                                 + 1, size));
        break;
    case URL1738_SCHEME_FTP:
        pt.nsegments = carve_segments(&c, u.u.ftp.fpath, segs);
        pt.type = carve(&c, u.u.ftp.type);
        break;
    case URL1738_SCHEME_HTTP:
        pt.nsegments = carve_segments(&c, u.u.http.hpath, segs);
        pt.search = carve(&c, u.u.http.search);
        break;
    case URL1738_SCHEME_GOPHER:
        pt.type = carve(&c, u.u.gopher.type);
        pt.selector = carve(&c, u.u.gopher.selector);
        pt.search = carve(&c, u.u.gopher.search);
        pt.plus = carve(&c, u.u.gopher.plus);
        break;
    case URL1738_SCHEME_MAILTO:
        pt.address = carve(&c, u.u.mailto.address);
        break;
    case URL1738_SCHEME_NEWS:
        pt.all = u.u.news.all;
        pt.group = carve(&c, u.u.news.group);
        pt.article = carve(&c, u.u.news.article);
        break;
    case URL1738_SCHEME_NNTP:
        pt.group = carve(&c, u.u.nntp.group);
        pt.article = carve(&c, u.u.nntp.article);
        break;
    case URL1738_SCHEME_TELNET:
        /* The final "/" is one empty segment. */
        pt.nsegments = url1738_present(u.path) ? 1 : 0;
        segs[0].p = "";
        segs[0].len = 0;
        break;
    case URL1738_SCHEME_WAIS:
        pt.database = carve(&c, u.u.wais.database);
        pt.search = carve(&c, u.u.wais.search);
        pt.wtype = carve(&c, u.u.wais.wtype);
        pt.wpath = carve(&c, u.u.wais.wpath);
        break;
    case URL1738_SCHEME_FILE:
        pt.nsegments = carve_segments(&c, u.u.file.fpath, segs);
        break;
    case URL1738_SCHEME_PROSPERO:
        pt.nsegments = carve_segments(&c, u.u.prospero.ppath, segs);
        break;
    default:
        break;
    }
    if (u.scheme_id == URL1738_SCHEME_PROSPERO) {
        /* The fields after the segments, name and value in turn. */
        struct url1738_bytes *f = segs + pt.nsegments;
        url1738_iter_init(&it, u.u.prospero.fields);
        while (url1738_next_field(p, &it, &name, &value)) {
            f[2 * pt.nfields] = carve(&c, name);
            f[2 * pt.nfields + 1] = carve(&c, value);
            pt.nfields++;
        }
        pt.fields = f;
    }
    rc = url1738_build(&pt, NULL, 0, &need, NULL);
    FUZZ_CHECK(rc == URL1738_E_NOSPACE);
    if (rc == URL1738_E_NOSPACE) {
        if ((out = malloc(need + 1)) == NULL)
            abort();
        FUZZ_CHECK(url1738_build(&pt, out, need + 1, &need2, NULL)
                   == URL1738_OK);
        check_parts(out, need, &pt);
        free(out);
    }
    free(segs);
    free(c.buf);
}

FUZZ_TARGET(build)
{
    struct fuzz_reader r = { data, size, 2 };
    struct url1738_parts pt = URL1738_PARTS_INIT;
    struct url1738_bytes segs[MAXSEG], fields[2 * MAXSEG];
    struct url1738_error err;
    size_t need = 7, need2 = 7, longest = 0, i, cap;
    enum url1738_code rc;
    unsigned mask;
    char *out, *small;
    struct fuzz_rng g;

    check_from_url((const char *)data, size);
    if (size < 2)
        return 0;
    memset(&pt, 0, sizeof pt);
    pt.size = sizeof pt;
    pt.scheme_id = (enum url1738_scheme)(data[0] % 12);
    mask = data[1] & 1 ? F_EVERY : members_of(pt.scheme_id);
#define READ(bit, member)                                                  \
    if (mask & (bit)) {                                                    \
        pt.member = fuzz_take(&r);                                         \
        if (pt.member.len > longest)                                       \
            longest = pt.member.len;                                       \
    }
    READ(F_SCHEME, scheme)
    READ(F_USER, user)
    READ(F_PASSWORD, password)
    READ(F_HOST, host)
    READ(F_PORT, port)
    if (mask & F_SEGS) {
        pt.nsegments = take_count(&r, MAXSEG);
        for (i = 0; i < pt.nsegments; i++) {
            segs[i] = fuzz_take(&r);
            if (segs[i].p == NULL)
                segs[i].p = "";
        }
        pt.segments = segs;
    }
    READ(F_TYPE, type)
    READ(F_SELECTOR, selector)
    READ(F_SEARCH, search)
    READ(F_PLUS, plus)
    READ(F_ADDRESS, address)
    if (mask & F_ALL)
        pt.all = take_count(&r, 1) == 1;
    READ(F_GROUP, group)
    READ(F_ARTICLE, article)
    READ(F_DATABASE, database)
    READ(F_WTYPE, wtype)
    READ(F_WPATH, wpath)
    if (mask & F_FIELDS) {
        pt.nfields = take_count(&r, MAXSEG);
        for (i = 0; i < 2 * pt.nfields; i++) {
            fields[i] = fuzz_take(&r);
            if (fields[i].p == NULL)
                fields[i].p = "";
        }
        pt.fields = fields;
    }
    READ(F_PATH, path)
#undef READ

    rc = url1738_build(&pt, NULL, 0, &need, &err);
    if (rc != URL1738_E_NOSPACE) {
        /* Refused: a build code, or no scheme at all. */
        FUZZ_CHECK(rc == URL1738_E_BUILD_VALUE || rc == URL1738_E_BUILD_PART
                   || rc == URL1738_E_BUILD_MISSING
                   || (rc == URL1738_E_INVALID_ARG
                       && pt.scheme_id == URL1738_SCHEME_NONE));
        FUZZ_CHECK(err.code == rc && err.message != NULL);
        FUZZ_CHECK(err.offset <= longest);
        FUZZ_CHECK(url1738_errname(rc) != NULL);
        return 0;
    }
    FUZZ_CHECK(need > 0);
    if ((out = malloc(need + 1)) == NULL)
        abort();
    FUZZ_CHECK(url1738_build(&pt, out, need + 1, &need2, &err) == URL1738_OK);
    FUZZ_CHECK(need2 == need && out[need] == '\0' && err.code == URL1738_OK);
    /* 3, 5: the result is a URL and gives the parts back. */
    check_parts(out, need, &pt);
    /* A buffer of exactly cap bytes (heap: ASan sees any byte past it). */
    fuzz_rng_seed(&g, data, size);
    cap = (size_t)(fuzz_rng_next(&g) % (need + 1));
    if ((small = malloc(cap ? cap : 1)) == NULL)
        abort();
    need2 = 7;
    rc = url1738_build(&pt, cap ? small : NULL, cap, &need2, NULL);
    FUZZ_CHECK(need2 == need);
    FUZZ_CHECK(rc == (cap >= need ? URL1738_OK : URL1738_E_NOSPACE));
    FUZZ_CHECK(cap == 0 || memcmp(small, out, cap) == 0);
    free(small);
    free(out);
    return 0;
}
