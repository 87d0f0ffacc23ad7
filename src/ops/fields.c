/* SPDX-License-Identifier: MIT */
/*
 * fields.c - the run-time table of URL1738_FIELDS (url1738.h): names,
 * kinds and where each part lives in a parsed URL, for the consumers that
 * iterate the vocabulary at run time (the CLI, bindings).
 */
#include <limits.h>
#include <stddef.h>
#include <string.h>

#include "hosts/hosts.h"
#include "ops/ops.h"
#include "grammar/write.h"

typedef long long (*field_num_fn)(const struct url1738_url *u);
typedef enum url1738_code (*field_text_fn)(const char *p,
                                           const struct url1738_url *u,
                                           char *dst, size_t cap,
                                           size_t *need);

/* Whether u (of the caller's size) has the member at off of n bytes:
 * a struct of an older header lacks the appended ones. */
static int has_member(const struct url1738_url *u, size_t off, size_t n)
{
    return u->size >= off + n;
}

#define HAS_(u, m) \
    has_member(u, offsetof(struct url1738_url, m), sizeof((u)->m))

/* default_port: the scheme's default port under the URL's reading, 0
 * when it has none. */
static long long url1738__field_default_port(const struct url1738_url *u)
{
    if (HAS_(u, default_port) && u->spec != URL1738_SPEC_RFC1738)
        return u->default_port;
    return url1738_default_port(u->scheme_id);
}

/* host_type: "ipv4", "ipv6", "ipvfuture", "reg-name" (RFC 3986 3.2.2). */
static enum url1738_code url1738__field_host_type(const char *p,
                                                  const struct url1738_url *u,
                                                  char *dst, size_t cap,
                                                  size_t *need)
{
    struct url1738__writer k;
    const char *name = HAS_(u, host_type)
                           ? url1738_host_type_name(u->host_type)
                           : NULL;

    (void)p;
    if (url1738__w_start(&k, dst, cap) != URL1738_OK || name == NULL)
        return url1738__w_fail(&k, need, name == NULL
                                             ? URL1738_E_UNSUPPORTED
                                             : URL1738_E_INVALID_ARG);
    url1738__w_puts(&k, name);
    return url1738__w_end(&k, need, NULL);
}

/* Where a field lives; which member is used follows from its kind. */
struct at {
    size_t off;                 /* of a span or an int in url1738_url */
    field_num_fn num;
    field_text_fn text;
};

#define URL1738_AT_SPAN(member) { offsetof(struct url1738_url, member), 0, 0 }
#define URL1738_AT_INT(member) { offsetof(struct url1738_url, member), 0, 0 }
#define URL1738_AT_NUM(fn) { 0, fn, 0 }
#define URL1738_AT_FN(fn) { 0, 0, fn }

static const struct at where[] = {
#define AT_(id, name, nest, schemes, at, kind, part, absent, to) at,
    URL1738_FIELDS(AT_)
#undef AT_
};

/* The scheme id of a single URL1738_FS bit (a constant expression). */
#define ID_OF_(b)                                                            \
    ((b) == URL1738_FS(FTP) ? URL1738_SCHEME_FTP                             \
     : (b) == URL1738_FS(HTTP) ? URL1738_SCHEME_HTTP                         \
     : (b) == URL1738_FS(GOPHER) ? URL1738_SCHEME_GOPHER                     \
     : (b) == URL1738_FS(MAILTO) ? URL1738_SCHEME_MAILTO                     \
     : (b) == URL1738_FS(NEWS) ? URL1738_SCHEME_NEWS                         \
     : (b) == URL1738_FS(NNTP) ? URL1738_SCHEME_NNTP                         \
     : (b) == URL1738_FS(TELNET) ? URL1738_SCHEME_TELNET                     \
     : (b) == URL1738_FS(WAIS) ? URL1738_SCHEME_WAIS                         \
     : (b) == URL1738_FS(FILE) ? URL1738_SCHEME_FILE                         \
     : (b) == URL1738_FS(PROSPERO) ? URL1738_SCHEME_PROSPERO                 \
     : URL1738_SCHEME_NONE)

#define URL1738_TO(member) offsetof(struct url1738_parts, member)
#define URL1738_TO_NONE ((size_t)-1)

static const struct url1738_field_info table[] = {
#define INFO_(id, name, nest, schemes, at, kind, part, absent, to)           \
    { sizeof(struct url1738_field_info), URL1738_F_##id, name, nest,         \
      schemes, kind, part, absent, to,                                       \
      (nest) == URL1738_FN_SCHEME ? ID_OF_(schemes) : URL1738_SCHEME_NONE },
    URL1738_FIELDS(INFO_)
#undef INFO_
};

#define NFIELDS (sizeof table / sizeof table[0])

size_t url1738_field_count(void)
{
    return NFIELDS;
}

const struct url1738_field_info *url1738_field_info(size_t i)
{
    return i < NFIELDS ? &table[i] : NULL;
}

const char *url1738_output_key(size_t i)
{
    static const char *const keys[] = { "input", "valid", "error" };

    return i < sizeof keys / sizeof keys[0] ? keys[i] : NULL;
}

unsigned url1738_field_encoded(size_t i)
{
    static const struct {
        size_t off;
        unsigned bit;
    } bits[] = {
        { offsetof(struct url1738_parts, user), URL1738_ENCODED_USER },
        { offsetof(struct url1738_parts, password),
          URL1738_ENCODED_PASSWORD },
        { offsetof(struct url1738_parts, userinfo),
          URL1738_ENCODED_USERINFO },
        { offsetof(struct url1738_parts, host), URL1738_ENCODED_HOST },
        { offsetof(struct url1738_parts, path), URL1738_ENCODED_PATH },
        { offsetof(struct url1738_parts, query), URL1738_ENCODED_QUERY },
        { offsetof(struct url1738_parts, fragment),
          URL1738_ENCODED_FRAGMENT },
    };
    size_t k;

    if (i >= NFIELDS)
        return 0;
    for (k = 0; k < sizeof bits / sizeof bits[0]; k++)
        if (bits[k].off == table[i].parts_off)
            return bits[k].bit;
    return 0;
}

static int same(const char *a, const char *b, size_t blen)
{
    size_t i;

    for (i = 0; i < blen; i++)
        if (a[i] != b[i] || a[i] == '\0')
            return 0;
    return a[blen] == '\0';
}

/* Whether field f belongs to the URL u. A scheme's own fields belong to
 * the member of u that is filled (parts_of: https under RFC 3986 has
 * http's); under RFC 3986 every top-level field but genericurl's belongs
 * to every scheme;
 * the appended members only to a struct that has them. */
static int of_url(const struct url1738_field_info *f, size_t i,
                  const struct url1738_url *u)
{
    enum url1738_scheme id = u->scheme_id;
    int rfc1738 = !HAS_(u, spec) || u->spec == URL1738_SPEC_RFC1738;

    if (f->kind != URL1738_FK_NUMBER && f->kind != URL1738_FK_COMPUTED
        && !has_member(u, where[i].off, sizeof(struct url1738_span)))
        return 0;
    if (f->nest == URL1738_FN_SCHEME && HAS_(u, parts_of))
        id = u->parts_of;
    else if (!rfc1738)
        return f->nest != URL1738_FN_OTHER;   /* genericurl is RFC 1738's */
    return (f->schemes >> (unsigned)id) & 1u;
}

int url1738_field_lookup(const char *name, size_t len,
                         enum url1738_scheme id)
{
    size_t i, dot;

    if (name == NULL)
        return -1;
    for (dot = 0; dot < len && name[dot] != '.'; dot++)
        ;
    if (dot < len) {
        /* "scheme.name": that scheme's own member. */
        enum url1738_scheme s = url1738_scheme_lookup(name, dot);
        const char *sn = url1738_scheme_name(s);
        if (sn == NULL || !same(sn, name, dot))
            return -1;
        for (i = 0; i < NFIELDS; i++)
            if (table[i].scheme == s
                && same(table[i].name, name + dot + 1, len - dot - 1))
                return (int)i;
        return -1;
    }
    /* A top-level field first, then the scheme's own. */
    for (i = 0; i < NFIELDS; i++)
        if (table[i].nest != URL1738_FN_SCHEME
            && same(table[i].name, name, len))
            return (int)i;
    for (i = 0; i < NFIELDS; i++)
        if (table[i].nest == URL1738_FN_SCHEME
            && (id == URL1738_SCHEME_NONE || table[i].scheme == id)
            && same(table[i].name, name, len))
            return (int)i;
    return -1;
}

static int has_span(enum url1738_field_kind k)
{
    return k != URL1738_FK_NUMBER && k != URL1738_FK_COMPUTED
           && k != URL1738_FK_BOOL;
}

struct url1738_span url1738_field_span(const struct url1738_url *u,
                                       size_t i)
{
    if (u == NULL || i >= NFIELDS || !has_span(table[i].kind)
        || !of_url(&table[i], i, u))
        return URL1738__NOSPAN;
    return *(const struct url1738_span *)(const void *)((const char *)u
                                                        + where[i].off);
}

long long url1738_field_number(const struct url1738_url *u, size_t i)
{
    long long v;

    if (u == NULL || i >= NFIELDS || !of_url(&table[i], i, u))
        return -1;
    if (table[i].kind == URL1738_FK_BOOL)
        return *(const int *)(const void *)((const char *)u + where[i].off)
               != 0;
    if (table[i].kind != URL1738_FK_NUMBER)
        return -1;
    v = where[i].num(u);
    return v != 0 ? v : -1;
}

enum url1738_code url1738_field_text(const char *p,
                                     const struct url1738_url *u, size_t i,
                                     char *dst, size_t cap, size_t *need)
{
    struct url1738__writer k;
    struct url1738_span s;
    const struct url1738_field_info *f;

    if (url1738__w_start(&k, dst, cap) != URL1738_OK || u == NULL
        || i >= NFIELDS)
        return url1738__w_fail(&k, need, URL1738_E_INVALID_ARG);
    f = &table[i];
    if (f->kind == URL1738_FK_COMPUTED)
        return of_url(f, i, u)
                   ? where[i].text(p, u, dst, cap, need)
                   : url1738__w_fail(&k, need, URL1738_E_UNSUPPORTED);
    if (f->kind == URL1738_FK_BOOL || f->kind == URL1738_FK_NUMBER) {
        long long v = url1738_field_number(u, i);
        char digits[24];
        size_t n = 0;
        if (v < 0)
            return url1738__w_fail(&k, need, URL1738_E_UNSUPPORTED);
        if (f->kind == URL1738_FK_BOOL) {
            const char *w = v ? "true" : "false";
            url1738__w_put(&k, w, v ? 4 : 5);
        } else {
            do
                digits[n++] = (char)('0' + v % 10);
            while ((v /= 10) > 0);
            while (n > 0)
                url1738__w_putc(&k, digits[--n]);
        }
        return url1738__w_end(&k, need, NULL);
    }
    s = url1738_field_span(u, i);
    if (!url1738_present(s))
        return url1738__w_fail(&k, need, URL1738_E_UNSUPPORTED);
    if (f->kind == URL1738_FK_NAME || f->kind == URL1738_FK_RAW) {
        size_t j;
        for (j = 0; j < s.len; j++) {
            unsigned char c = (unsigned char)p[s.off + j];
            if (f->kind == URL1738_FK_NAME)
                c = url1738__lower(c);
            url1738__w_putc(&k, (char)c);
        }
        return url1738__w_end(&k, need, NULL);
    }
    {
        /* Decoded; ABSPATH after a "/". Decoding into the rest of the
         * buffer keeps url1738_decode()'s rules for the end. */
        size_t lead = f->kind == URL1738_FK_ABSPATH, n = 0;
        enum url1738_code rc;

        if (lead)
            url1738__w_putc(&k, '/');
        rc = url1738_decode_span(p, s, k.cap > lead ? k.dst + lead : NULL,
                                 k.cap > lead ? k.cap - lead : 0, &n, NULL);
        if (rc != URL1738_OK && rc != URL1738_E_NOSPACE)
            return url1738__w_fail(&k, need, rc);
        k.len += n;     /* decode_span wrote by the same rule */
        return url1738__w_end(&k, need, NULL);
    }
}

long long url1738_port_number(const char *p, const struct url1738_url *u)
{
    unsigned long long over = (unsigned long long)LLONG_MAX + 1, v;
    long long dflt;

    if (u == NULL)
        return -1;
    if (!url1738_present(u->port) || u->port.len == 0) {
        dflt = url1738__field_default_port(u);
        return dflt != 0 ? dflt : -1;
    }
    v = url1738__digits_value(p + u->port.off, u->port.len, over);
    return v == over ? -2 : (long long)v;
}
