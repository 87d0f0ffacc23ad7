/* SPDX-License-Identifier: MIT */
/*
 * fuzz_parse.c - url1738_parse, url1738_valid and the iterators over the
 * parts they return.
 *
 * Properties (RFC 1738 section 5 and the header's promises):
 * - the three ways to call it agree; the error offset is never past the
 *   input's end and the message is never NULL;
 * - the error offset is the leftmost non-viable byte: every prefix up to
 *   it parses or fails exactly at its own end, the prefix one byte longer
 *   fails exactly at that offset;
 * - the scheme name is case-insensitive (2.1): changing its case changes
 *   nothing;
 * - a valid URL's spans lie inside it, are in order, reassemble it
 *   (scheme ":" "//" user ":" password "@" host ":" port "/" path, 3.1),
 *   hold only well-formed escapes, and the scheme's own spans lie in the
 *   url-path; segments and fields re-join to the spans they come from;
 * - the fast paths (src/simd/fastpath.c: the http/https shape of url1738_parse,
 *   the file shape, url1738_valid's validity-only reading) change
 *   nothing: url1738_parse and url1738_valid equal the grammar alone
 *   (url1738__parse_full) in verdict, code, offset, message and every
 *   member of the struct; the file shape does with every stage-1
 *   implementation (each input also read after "http://", "https://" and
 *   "file://").
 */
#include <stdlib.h>

#include "fuzz.h"
#include "simd/fastpath.h"
#include "readings/readings.h"

/* The file shape with every stage-1 implementation at hand against the
 * grammar's answer (rb, *b): it accepts only what the grammar accepts,
 * with the same struct. */
static void check_file_shape(const char *p, size_t size,
                             enum url1738_code rb,
                             const struct url1738_url *b)
{
    static const enum url1738__cpu impls[] = {
        URL1738__CPU_SCALAR, URL1738__CPU_SSSE3, URL1738__CPU_AVX2
    };
    struct url1738_url f;
    size_t k;

    if (p == NULL || size < 8)
        return;
    for (k = 0; k < sizeof impls / sizeof impls[0]; k++) {
        enum url1738__fast v;
        if (!url1738__cpu_have(impls[k]))
            continue;
        memset(&f, 0xA5, sizeof f);
        f.size = sizeof f;
        v = url1738__fast_file_with(impls[k], (const unsigned char *)p, size,
                                    &f);
        FUZZ_CHECK(v == url1738__fast_file_with(impls[k],
                                                (const unsigned char *)p,
                                                size, NULL));
        FUZZ_CHECK(v == URL1738__FAST_NONE || v == URL1738__FAST_OK);
        if (v == URL1738__FAST_OK)
            FUZZ_CHECK(rb == URL1738_OK && memcmp(&f, b, sizeof f) == 0);
    }
}

/* The fast paths against the grammar alone, on p[0..size). */
static void check_fast_paths(const char *p, size_t size)
{
    struct url1738_url a, b;
    struct url1738_error ea, eb;
    enum url1738_code ra, rb;

    /* the same bytes everywhere first, so that padding compares too */
    memset(&a, 0xA5, sizeof a);
    memset(&b, 0xA5, sizeof b);
    a.size = b.size = sizeof a;
    ra = url1738_parse(p, size, &a, &ea);
    rb = url1738__parse_full(p, size, &b, &eb);
    FUZZ_CHECK(ra == rb);
    FUZZ_CHECK(ea.code == eb.code && ea.offset == eb.offset);
    FUZZ_CHECK(ea.message != NULL && eb.message != NULL
               && strcmp(ea.message, eb.message) == 0);
    FUZZ_CHECK(memcmp(&a, &b, sizeof a) == 0);
    FUZZ_CHECK(url1738_valid(p, size) == (rb == URL1738_OK));
    check_file_shape(p, size, rb, &b);
}

/* The same on "http://", "https://" or "file://" and the input (when it
 * does not begin with a scheme already), where the fast paths take it. */
static void check_fast_paths_on(const char *p, size_t size,
                                const char *head)
{
    size_t k = strlen(head);
    char *q = malloc(size + k);

    if (q == NULL)
        abort();
    memcpy(q, head, k);
    memcpy(q + k, p, size);
    check_fast_paths(q, size + k);
    free(q);
}

/* Whether the prefix p[0..k) is viable: valid, or failing at its end. */
static int is_viable_prefix(const char *p, size_t k)
{
    struct url1738_error e;

    return url1738_parse(p, k, NULL, &e) == URL1738_OK || e.offset == k;
}

/* 5: the error offset is the leftmost byte where no valid URL can go on. */
static void check_error(const char *p, size_t size,
                        const struct url1738_error *err)
{
    struct url1738_error e;
    size_t k, step;

    FUZZ_CHECK(err->offset <= size);
    FUZZ_CHECK(err->message != NULL);
    FUZZ_CHECK(err->code != URL1738_OK && err->code < 100);
    FUZZ_CHECK(is_viable_prefix(p, err->offset));
    if (err->offset < size) {
        /* One byte more is already not viable, and it fails there. */
        FUZZ_CHECK(url1738_parse(p, err->offset + 1, NULL, &e) != URL1738_OK);
        FUZZ_CHECK(e.offset == err->offset);
    }
    /* Every shorter prefix is viable too (all of them when short). */
    step = err->offset <= 256 ? 1 : err->offset / 61 + 1;
    for (k = 0; k < err->offset; k += step)
        FUZZ_CHECK(is_viable_prefix(p, k));
}

/* Appends span s of p to the reassembly buffer at *n. */
/* 3.1: scheme ":" "//" [ user [ ":" password ] "@" ] host [ ":" port ]
 * [ "/" url-path ] is the whole input again. */
static void check_reassembly(const char *p, size_t size,
                             const struct url1738_url *u)
{
    char *out = malloc(size + 16);
    size_t n = 0;

    if (out == NULL)
        abort();
    fuzz_put_span(out, &n, p, u->scheme);
    fuzz_put(out, &n, "://", 3);
    if (url1738_present(u->user)) {
        fuzz_put_span(out, &n, p, u->user);
        if (url1738_present(u->password)) {
            fuzz_put(out, &n, ":", 1);
            fuzz_put_span(out, &n, p, u->password);
        }
        fuzz_put(out, &n, "@", 1);
    }
    fuzz_put_span(out, &n, p, u->host);
    if (url1738_present(u->port)) {
        fuzz_put(out, &n, ":", 1);
        fuzz_put_span(out, &n, p, u->port);
    }
    if (url1738_present(u->path)) {
        fuzz_put(out, &n, "/", 1);
        fuzz_put_span(out, &n, p, u->path);
    }
    FUZZ_CHECK(n == size && memcmp(out, p, size) == 0);
    free(out);
}

/* A span of a valid URL decodes, to at most its own length. */
static void check_decodes(const char *p, struct url1738_span s)
{
    size_t need = (size_t)-1;
    enum url1738_code rc = url1738_decode_span(p, s, NULL, 0, &need, NULL);

    FUZZ_CHECK(rc == (need == 0 ? URL1738_OK : URL1738_E_NOSPACE));
    FUZZ_CHECK(need <= s.len);
}

/* Segments: one more than the '/'s, inside the span, re-joined by '/'
 * they are the span. */
static void check_segments(const char *p, struct url1738_span s)
{
    struct url1738_iter it;
    struct url1738_span seg;
    size_t at = s.off, count = 0, slashes = 0, i;

    url1738_iter_init(&it, s);
    while (url1738_next_segment(p, &it, &seg)) {
        FUZZ_CHECK(url1738_present(s));
        FUZZ_CHECK(fuzz_span_within(seg, s));
        FUZZ_CHECK(seg.off == at);
        FUZZ_CHECK(memchr(p + seg.off, '/', seg.len) == NULL);
        at = seg.off + seg.len;
        if (at < s.off + s.len) {
            FUZZ_CHECK(p[at] == '/');
            at++;
        }
        check_decodes(p, seg);
        FUZZ_CHECK(++count <= s.len + 1);
    }
    FUZZ_CHECK(url1738_next_segment(p, &it, &seg) == 0);
    if (!url1738_present(s)) {
        FUZZ_CHECK(count == 0);
        return;
    }
    for (i = 0; i < s.len; i++)
        slashes += p[s.off + i] == '/';
    FUZZ_CHECK(count == slashes + 1);
    FUZZ_CHECK(at == s.off + s.len);
}

/* 3.11: fields = *( ";" fieldname "=" fieldvalue ), each piece inside. */
static void check_fields(const char *p, struct url1738_span s)
{
    struct url1738_iter it;
    struct url1738_span name, value;
    size_t at = s.off;

    url1738_iter_init(&it, s);
    while (url1738_next_field(p, &it, &name, &value)) {
        FUZZ_CHECK(fuzz_span_within(name, s));
        FUZZ_CHECK(url1738_present(value));
        FUZZ_CHECK(fuzz_span_within(value, s));
        FUZZ_CHECK(p[at] == ';' && name.off == at + 1);
        FUZZ_CHECK(p[name.off + name.len] == '=');
        FUZZ_CHECK(value.off == name.off + name.len + 1);
        at = value.off + value.len;
    }
    if (url1738_present(s))
        FUZZ_CHECK(at == s.off + s.len);
}

/* The scheme's own spans (3.2-3.11) lie in the url-path or, for mailto
 * and news, in the schemepart; the structure they promise holds. */
static void check_scheme_parts(const char *p, size_t size,
                               const struct url1738_url *u)
{
    struct url1738_span rest, path = u->path;
    size_t end = size;

    rest.off = u->scheme.len + 1;
    rest.len = size - rest.off;
    switch (u->scheme_id) {
    case URL1738_SCHEME_FTP:
        FUZZ_CHECK(url1738_present(u->u.ftp.fpath) == url1738_present(path));
        FUZZ_CHECK(fuzz_span_within(u->u.ftp.fpath, path));
        FUZZ_CHECK(fuzz_span_within(u->u.ftp.type, path));
        if (url1738_present(u->u.ftp.fpath))
            FUZZ_CHECK(u->u.ftp.fpath.off == path.off);
        if (url1738_present(u->u.ftp.type)) {
            struct url1738_span t = u->u.ftp.type;
            FUZZ_CHECK(t.len == 1 && t.off + 1 == end);
            FUZZ_CHECK(memchr("aidAID", p[t.off], 6) != NULL);
            FUZZ_CHECK(u->u.ftp.fpath.off + u->u.ftp.fpath.len + 6 == t.off);
            FUZZ_CHECK(memcmp(p + t.off - 6, ";type=", 6) == 0);
        } else if (url1738_present(path)) {
            FUZZ_CHECK(u->u.ftp.fpath.len == path.len);
        }
        check_segments(p, u->u.ftp.fpath);
        break;
    case URL1738_SCHEME_HTTP:
        FUZZ_CHECK(fuzz_span_within(u->u.http.hpath, path));
        FUZZ_CHECK(fuzz_span_within(u->u.http.search, path));
        if (url1738_present(u->u.http.search)) {
            FUZZ_CHECK(p[u->u.http.search.off - 1] == '?');
            FUZZ_CHECK(u->u.http.search.off + u->u.http.search.len == end);
        }
        check_segments(p, u->u.http.hpath);
        check_decodes(p, u->u.http.search);
        break;
    case URL1738_SCHEME_GOPHER:
        FUZZ_CHECK(fuzz_span_within(u->u.gopher.type, path));
        FUZZ_CHECK(fuzz_span_within(u->u.gopher.selector, path));
        FUZZ_CHECK(fuzz_span_within(u->u.gopher.search, path));
        FUZZ_CHECK(fuzz_span_within(u->u.gopher.plus, path));
        check_decodes(p, u->u.gopher.type);
        check_decodes(p, u->u.gopher.selector);
        check_decodes(p, u->u.gopher.search);
        check_decodes(p, u->u.gopher.plus);
        break;
    case URL1738_SCHEME_MAILTO:
        FUZZ_CHECK(u->u.mailto.address.off == rest.off);
        FUZZ_CHECK(u->u.mailto.address.len == rest.len && rest.len > 0);
        break;
    case URL1738_SCHEME_NEWS:
        if (u->u.news.all) {
            FUZZ_CHECK(!url1738_present(u->u.news.group));
            FUZZ_CHECK(!url1738_present(u->u.news.article));
            FUZZ_CHECK(rest.len == 1 && p[rest.off] == '*');
        } else {
            FUZZ_CHECK(url1738_present(u->u.news.group)
                       != url1738_present(u->u.news.article));
            FUZZ_CHECK(fuzz_span_within(u->u.news.group, rest));
            FUZZ_CHECK(fuzz_span_within(u->u.news.article, rest));
        }
        break;
    case URL1738_SCHEME_NNTP:
        FUZZ_CHECK(url1738_present(u->u.nntp.group));
        FUZZ_CHECK(fuzz_span_within(u->u.nntp.group, path));
        FUZZ_CHECK(fuzz_span_within(u->u.nntp.article, path));
        break;
    case URL1738_SCHEME_WAIS:
        FUZZ_CHECK(url1738_present(u->u.wais.database));
        FUZZ_CHECK(fuzz_span_within(u->u.wais.database, path));
        FUZZ_CHECK(fuzz_span_within(u->u.wais.search, path));
        FUZZ_CHECK(fuzz_span_within(u->u.wais.wtype, path));
        FUZZ_CHECK(fuzz_span_within(u->u.wais.wpath, path));
        FUZZ_CHECK(url1738_present(u->u.wais.wtype)
                   == url1738_present(u->u.wais.wpath));
        break;
    case URL1738_SCHEME_FILE:
        FUZZ_CHECK(url1738_present(u->host));
        FUZZ_CHECK(fuzz_span_within(u->u.file.fpath, path));
        check_segments(p, u->u.file.fpath);
        break;
    case URL1738_SCHEME_PROSPERO:
        FUZZ_CHECK(fuzz_span_within(u->u.prospero.ppath, path));
        FUZZ_CHECK(fuzz_span_within(u->u.prospero.fields, path));
        FUZZ_CHECK(u->u.prospero.ppath.off + u->u.prospero.ppath.len
                   == u->u.prospero.fields.off);
        FUZZ_CHECK(u->u.prospero.fields.off + u->u.prospero.fields.len
                   == end);
        check_segments(p, u->u.prospero.ppath);
        check_fields(p, u->u.prospero.fields);
        break;
    default:
        break;
    }
}

static void check_valid(const char *p, size_t size,
                        const struct url1738_url *u)
{
    const struct url1738_span parts[] = { u->scheme, u->user, u->password,
                                          u->host, u->port, u->path };
    size_t i, at = 0;

    /* 5: scheme ":" schemepart, the scheme first and never empty. */
    FUZZ_CHECK(u->scheme.off == 0 && u->scheme.len > 0);
    FUZZ_CHECK(u->scheme.len < size && p[u->scheme.len] == ':');
    FUZZ_CHECK(u->scheme_id
               == url1738_scheme_lookup(p, u->scheme.len));
    for (i = 0; i < sizeof parts / sizeof parts[0]; i++) {
        FUZZ_CHECK(fuzz_span_in(parts[i], size));
        if (!url1738_present(parts[i]))
            continue;
        FUZZ_CHECK(parts[i].off >= at);   /* in order, never overlapping */
        at = parts[i].off + parts[i].len;
        check_decodes(p, parts[i]);
    }
    if (url1738_present(u->host)) {
        check_reassembly(p, size, u);
    } else {
        FUZZ_CHECK(!url1738_present(u->user));
        FUZZ_CHECK(!url1738_present(u->password));
        FUZZ_CHECK(!url1738_present(u->port));
        FUZZ_CHECK(!url1738_present(u->path));
    }
    if (url1738_present(u->password))
        FUZZ_CHECK(url1738_present(u->user));
    if (url1738_present(u->port)) {
        FUZZ_CHECK(u->port.len > 0);
        for (i = 0; i < u->port.len; i++)
            FUZZ_CHECK(p[u->port.off + i] >= '0' && p[u->port.off + i] <= '9');
    }
    check_scheme_parts(p, size, u);
}

/* Every field of the vocabulary (URL1738_FIELDS): a span inside the
 * input, present only for the URL's own scheme and, but for the scheme,
 * only when the URL is valid; its text as url1738_field_text() writes it
 * exists exactly when the field is present, with the promised length. */
static void check_vocabulary(const char *p, size_t size,
                             const struct url1738_url *u, int valid)
{
    const struct url1738_field_info *f;
    size_t i, need;

    for (i = 0; (f = url1738_field_info(i)) != NULL; i++) {
        struct url1738_span s = url1738_field_span(u, i);
        long long v = url1738_field_number(u, i);
        enum url1738_code rc;
        int mine = (f->schemes >> u->scheme_id) & 1u;

        FUZZ_CHECK(f->id == (enum url1738_field)i && f->name != NULL);
        FUZZ_CHECK(url1738_field_lookup(f->name, strlen(f->name),
                                        f->scheme != URL1738_SCHEME_NONE
                                            ? f->scheme
                                            : u->scheme_id)
                   == (int)i || f->nest == URL1738_FN_SCHEME);
        if (!mine)
            FUZZ_CHECK(!url1738_present(s) && v == -1);
        if (!valid) {
            /* Only the top-level fields mean anything (url1738_parse). */
            if (f->nest == URL1738_FN_TOP && f->id != URL1738_F_SCHEME
                && f->kind != URL1738_FK_NUMBER)
                FUZZ_CHECK(!url1738_present(s));
            continue;
        }
        FUZZ_CHECK(fuzz_span_in(s, size));
        rc = url1738_field_text(p, u, i, NULL, 0, &need);
        if (f->kind == URL1738_FK_BOOL || f->kind == URL1738_FK_NUMBER) {
            FUZZ_CHECK((rc == URL1738_E_UNSUPPORTED) == (v < 0));
            continue;
        }
        if (f->kind == URL1738_FK_COMPUTED) {
            /* No span; absent or a value (the derived host fields). */
            FUZZ_CHECK(!url1738_present(s) && v == -1);
            FUZZ_CHECK(rc == URL1738_OK || rc == URL1738_E_NOSPACE
                       || rc == URL1738_E_UNSUPPORTED);
            continue;
        }
        FUZZ_CHECK((rc == URL1738_E_UNSUPPORTED) == !url1738_present(s));
        if (!url1738_present(s))
            continue;
        FUZZ_CHECK(rc == (need > 0 ? URL1738_E_NOSPACE : URL1738_OK));
        if (f->kind == URL1738_FK_RAW || f->kind == URL1738_FK_NAME)
            FUZZ_CHECK(need == s.len);
        else
            FUZZ_CHECK(need <= s.len + (f->kind == URL1738_FK_ABSPATH));
    }
    /* genericurl: the schemepart is read as login and path, or kept. */
    if (valid && u->scheme_id == URL1738_SCHEME_OTHER)
        FUZZ_CHECK(url1738_present(u->host)
                   != url1738_present(u->u.other.schemepart));
}

/* 2.1: the scheme name compares case-insensitively; flip its case. */
static void check_scheme_case(const char *p, size_t size,
                              enum url1738_code rc,
                              const struct url1738_error *err)
{
    char *q = malloc(size ? size : 1);
    struct url1738_error e;
    size_t i;

    if (q == NULL)
        abort();
    memcpy(q, p, size);
    for (i = 0; i < size && q[i] != ':'; i++)
        if ((url1738_class((unsigned char)q[i]) & URL1738_C_ALPHA) != 0)
            q[i] = (char)(q[i] ^ 0x20);
    FUZZ_CHECK(url1738_parse(q, size, NULL, &e) == rc);
    FUZZ_CHECK(e.code == rc && e.offset == err->offset);
    free(q);
}

FUZZ_TARGET(parse)
{
    const char *p = (const char *)data;
    struct url1738_url u = URL1738_URL_INIT;
    struct url1738_error err;
    enum url1738_code rc = url1738_parse(p, size, &u, &err);

    FUZZ_CHECK(err.code == rc);
    FUZZ_CHECK(url1738_parse(p, size, NULL, NULL) == rc);
    FUZZ_CHECK(url1738_valid(p, size) == (rc == URL1738_OK));
    FUZZ_CHECK(err.message != NULL);
    if (url1738_present(u.scheme)) {
        FUZZ_CHECK(fuzz_span_in(u.scheme, size));
        FUZZ_CHECK(u.scheme.off == 0 && u.scheme.len < size);
    }
    if (rc == URL1738_OK) {
        FUZZ_CHECK(err.offset == 0);
        check_valid(p, size, &u);
    } else {
        check_error(p, size, &err);
    }
    check_vocabulary(p, size, &u, rc == URL1738_OK);
    check_scheme_case(p, size, rc, &err);
    check_fast_paths(p, size);
    if (size == 0 || (p[0] != 'h' && p[0] != 'f')) {
        check_fast_paths_on(p, size, "http://");
        check_fast_paths_on(p, size, "https://");
        check_fast_paths_on(p, size, "file://");
    }
    return 0;
}
