/* SPDX-License-Identifier: MIT */
/*
 * cmd_build.c - `url1738 build`: composes URLs from their decoded parts
 * (RFC 1738 3, 5), escaping each as its production requires, and prints
 * {"url": ...} (or "url": null and the reason the parts cannot be
 * written). The parts come from options (--scheme=S --PART=VALUE...), or,
 * without them, as one JSON object per argument or standard input line,
 * with the keys of `url1738 parse`'s output (docs/cli.md). With
 * --spec=rfc3986 the URL is an RFC 3986 URI (url1738_build_spec()) and
 * the JSON keys are those of `url1738 parse --spec=rfc3986`.
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "json_read.h"

/* The member of parts a field is built from (a url1738_bytes: not a
 * list, not the news "all" flag, not host_type's enum), or NULL. */
static struct url1738_bytes *bytes_member(struct url1738_parts *u,
                                          const struct url1738_field_info *f)
{
    if (f->parts_off == (size_t)-1 || f->kind == URL1738_FK_SEGMENTS
        || f->kind == URL1738_FK_PAIRS || f->kind == URL1738_FK_BOOL
        || f->kind == URL1738_FK_ABSPATH || f->kind == URL1738_FK_COMPUTED
        || f->parts_off == offsetof(struct url1738_parts, segments))
        return NULL;
    return (struct url1738_bytes *)(void *)((char *)u + f->parts_off);
}

/* The enum url1738_host_type member a field is built from (the table's
 * one COMPUTED field with a member: host_type), or NULL. */
static enum url1738_host_type *type_member(struct url1738_parts *u,
                                           const struct url1738_field_info *f)
{
    if (f->parts_off == (size_t)-1 || f->kind != URL1738_FK_COMPUTED)
        return NULL;
    return (enum url1738_host_type *)(void *)((char *)u + f->parts_off);
}

/* --NAME=VALUE: the field of a vocabulary name that sets one part (a
 * string or host_type), or NULL. */
static const struct url1738_field_info *part_field(const char *n,
                                                   size_t len)
{
    struct url1738_parts u;
    const struct url1738_field_info *f;
    int id = url1738_field_lookup(n, len, URL1738_SCHEME_NONE);

    if (id < 0 || id == URL1738_F_SCHEME)
        return NULL;
    f = url1738_field_info((size_t)id);
    return bytes_member(&u, f) != NULL || type_member(&u, f) != NULL ? f
                                                                     : NULL;
}

/* host_type's value (url1738_host_type_name()), or -1. */
static int host_type_of(const char *s, size_t len)
{
    int t;
    const char *name;

    for (t = URL1738_HOST_IPV4; (name = url1738_host_type_name(
                                     (enum url1738_host_type)t)) != NULL;
         t++)
        if (strlen(name) == len && memcmp(name, s, len) == 0)
            return t;
    return -1;
}

/* The PART names of --PART=VALUE, each vocabulary name that member()
 * accepts, once (a names_fn for help and messages). */
static const char *part_option(size_t i)
{
    static const char *names[128];
    static size_t n;
    static int built;
    size_t k, j, nf = url1738_field_count();

    for (k = 0; !built && k < nf && n < sizeof names / sizeof names[0];
         k++) {
        const char *name = url1738_field_info(k)->name;
        if (part_field(name, strlen(name)) == NULL)
            continue;
        for (j = 0; j < n && strcmp(names[j], name) != 0; j++)
            ;
        if (j == n)
            names[n++] = name;
    }
    built = 1;
    return i < n ? names[i] : NULL;
}

static struct url1738_bytes bytes_of(const char *s)
{
    struct url1738_bytes b;

    b.p = s;
    b.len = strlen(s);
    return b;
}

/* ===== Parts as JSON, one object per line ===== */

/* What a key of a JSON parts object is, besides a field of the
 * vocabulary (its ID, >= 0): the keys of `parse`'s output (cli-contract
 * "url1738 parse") that say nothing about the parts, a scheme object. */
enum { KEY_UNKNOWN = -1, KEY_IGNORED = -2, KEY_OBJECT = -3 };

/* The fields of URL1738_FIELDS: IDs 0 .. NFIELDS - 1 (a library newer
 * than this header may have more; their names read as unknown keys). */
#define ONE_(...) +1
enum { NFIELDS = 0 URL1738_FIELDS(ONE_) };
#undef ONE_

/* Under --spec=rfc3986 a key is a field ID, K_IGNORED_FROM + i for
 * url1738_output_key(i), or K_OBJECT: j->seen has one byte per key up to
 * K_OBJECT (no bit set, no limit on the number of fields). */
enum { K_IGNORED_FROM = NFIELDS, K_OBJECT = NFIELDS + 8, K_SEEN = K_OBJECT };
_Static_assert((int)URL1738_F_SCHEMEPART < (int)NFIELDS && NFIELDS > 0,
               "NFIELDS counts URL1738_FIELDS");

/* i when k[0..n) is url1738_output_key(i) (i < 8), else -1. */
static int output_key(const char *k, size_t n)
{
    const char *o;
    size_t i;

    for (i = 0; (o = url1738_output_key(i)) != NULL && i < 8; i++)
        if (strlen(o) == n && memcmp(o, k, n) == 0)
            return (int)i;
    return -1;
}

/* Memory reused from one line to the next. */
struct build_ctx {
    struct buf str;      /* the line's decoded JSON strings */
    struct buf items;    /* segments, then field names and values */
    struct buf url;
};

/* One line being read. */
struct jline {
    struct jread r;
    struct url1738_parts u;
    struct url1738_bytes *segs, *fields;
    size_t max_items;            /* room in segs */
    unsigned char seen[K_SEEN];  /* one per field ID (and --spec=rfc3986's
                                    ignored keys) */
    int scheme_parts;            /* a scheme part was given */
    int have_scheme;
    struct url1738_bytes scheme;
    enum url1738_scheme object;  /* the scheme object's, or NONE */
    struct url1738_bytes raw_path;
    size_t raw_path_off;
    struct url1738_bytes schemepart;
    size_t schemepart_off;
    int bad_escape;              /* err is a percent-decoding error */
    struct url1738_error err;
    /* --spec=rfc3986 */
    struct url1738_bytes search; /* the http object's decoded search */
    int other_object;            /* another scheme's object (skipped) */
};

static int is_word(const char *s, size_t n, const char *w)
{
    return strlen(w) == n && memcmp(s, w, n) == 0;
}

/* The key of a member: a field of the vocabulary, looked up as `parse`
 * writes it (url1738_field_lookup): at the top level its keys, and a
 * scheme object's flattened; in a scheme object that scheme's members. */
static int key_of(const char *k, size_t n, int in_object,
                  enum url1738_scheme object)
{
    const struct url1738_field_info *f;
    const char *name;
    size_t i;
    int id;

    if (in_object) {
        for (i = 0; (f = url1738_field_info(i)) != NULL; i++)
            if (f->nest == URL1738_FN_SCHEME && f->scheme == object
                && is_word(k, n, f->name))
                return (int)i;
        return KEY_UNKNOWN;
    }
    id = url1738_field_lookup(k, n, URL1738_SCHEME_NONE);
    if (id >= 0 && id < NFIELDS) {
        /* Derived values (default_port) are not parts. */
        f = url1738_field_info((size_t)id);
        return f->parts_off == (size_t)-1 ? KEY_IGNORED : id;
    }
    if (output_key(k, n) >= 0)
        return KEY_IGNORED;
    /* An object named after one of the ten schemes, lower case. */
    name = url1738_scheme_name(url1738_scheme_lookup(k, n));
    return name != NULL && is_word(k, n, name) ? KEY_OBJECT : KEY_UNKNOWN;
}

/* A string or null (absent: p NULL). */
static int read_opt_string(struct jline *j, struct url1738_bytes *b)
{
    if (jread_peek(&j->r) == 'n') {
        b->p = NULL;
        b->len = 0;
        return jread_word(&j->r, "null");
    }
    if (jread_peek(&j->r) != '"')
        return jread_fail(&j->r, N_("expected a string or null"));
    return jread_string(&j->r, &b->p, &b->len);
}

/* A raw, percent-encoded part as `parse` prints it (user, password,
 * url-path, schemepart), kept as it is: the builder copies it
 * (url1738_parts.encoded), so parse and build round-trip byte for byte.
 * A malformed escape fails the line with url1738_decode()'s error. */
static int read_raw(struct jline *j, struct url1738_bytes *b, size_t *at)
{
    size_t need = 0;
    enum url1738_code rc;

    jread_peek(&j->r);
    *at = j->r.pos;
    if (!read_opt_string(j, b) || b->p == NULL)
        return j->r.err == NULL;
    rc = url1738_decode(b->p, b->len, NULL, 0, &need, &j->err);
    if (rc != URL1738_OK && rc != URL1738_E_NOSPACE) {
        j->err.offset = *at;    /* the value's offset in the line */
        j->bad_escape = 1;
        return jread_fail(&j->r, j->err.message);
    }
    return 1;
}

/* "segments": [string, ...] */
static int read_segments(struct jline *j)
{
    int first = 1;

    if (!jread_expect(&j->r, '['))
        return 0;
    while (jread_item(&j->r, &first)) {
        if (jread_peek(&j->r) != '"')
            return jread_fail(&j->r, N_("a segment must be a string"));
        if (!jread_string(&j->r, &j->segs[j->u.nsegments].p,
                          &j->segs[j->u.nsegments].len))
            return 0;
        j->u.nsegments++;
    }
    return j->r.err == NULL;
}

/* "fields": [[name, value], ...] */
static int read_fields(struct jline *j)
{
    int first = 1, inner;
    size_t k;

    if (!jread_expect(&j->r, '['))
        return 0;
    while (jread_item(&j->r, &first)) {
        struct url1738_bytes *f = j->fields + 2 * j->u.nfields;
        if (!jread_expect(&j->r, '['))
            return 0;
        inner = 1;
        for (k = 0; k < 2; k++) {
            if (!jread_item(&j->r, &inner))
                return jread_fail(&j->r, N_("a field is [name, value]"));
            if (jread_peek(&j->r) != '"')
                return jread_fail(&j->r, N_("a field name or value must be a "
                                         "string"));
            if (!jread_string(&j->r, &f[k].p, &f[k].len))
                return 0;
        }
        if (jread_item(&j->r, &inner))
            return jread_fail(&j->r, N_("a field is [name, value]"));
        if (j->r.err != NULL)
            return 0;
        j->u.nfields++;
    }
    return j->r.err == NULL;
}

/* A decoded path (file: beginning with "/"; prospero: ppath) split into
 * the builder's segments at each "/". */
static int split_path(struct jline *j, int file)
{
    struct url1738_bytes b;
    size_t i, start;

    if (!read_opt_string(j, &b) || b.p == NULL)
        return j->r.err == NULL;
    if (file && (b.len == 0 || b.p[0] != '/'))
        return jread_fail(&j->r, N_("a file path begins with '/'"));
    start = file ? 1 : 0;
    for (i = start; i <= b.len; i++) {
        if (i < b.len && b.p[i] != '/')
            continue;
        j->segs[j->u.nsegments].p = b.p + start;
        j->segs[j->u.nsegments].len = i - start;
        j->u.nsegments++;
        start = i + 1;
    }
    return 1;
}

/* "scheme": a string. */
static int read_scheme(struct jline *j)
{
    if (jread_peek(&j->r) != '"')
        return jread_fail(&j->r, N_("the scheme must be a string"));
    j->have_scheme = 1;
    return jread_string(&j->r, &j->scheme.p, &j->scheme.len);
}

/* "port": digits as a number or a string, or null. */
static int read_port(struct jline *j)
{
    if (jread_peek(&j->r) >= '0' && jread_peek(&j->r) <= '9')
        return jread_number(&j->r, &j->u.port.p, &j->u.port.len);
    return read_opt_string(j, &j->u.port);
}

/* host_type: a name url1738_host_type_name() gives, or null. */
static int read_host_type(struct jline *j, enum url1738_host_type *t)
{
    struct url1738_bytes b;
    size_t pos;
    int v;

    jread_peek(&j->r);
    pos = j->r.pos;
    if (!read_opt_string(j, &b))
        return 0;
    v = b.p == NULL ? URL1738_HOST_NONE : host_type_of(b.p, b.len);
    if (v < 0) {
        j->r.pos = pos;
        return jread_fail(&j->r, N_("host_type is ipv4, ipv6, ipvfuture, "
                                 "reg-name or null"));
    }
    *t = (enum url1738_host_type)v;
    return 1;
}

static int read_members(struct jline *j, int in_object);

/* The value of one member: key k (key_of). */
static int read_value(struct jline *j, int k, const char *name, size_t nlen)
{
    struct url1738_parts *u = &j->u;
    const struct url1738_field_info *f;
    struct url1738_bytes *b;
    size_t at;

    if (k == KEY_OBJECT) {
        if (j->object != URL1738_SCHEME_NONE)
            return jread_fail(&j->r, N_("more than one scheme object"));
        j->object = url1738_scheme_lookup(name, nlen);
        j->scheme_parts = 1;
        if (!jread_expect(&j->r, '{'))
            return 0;
        return read_members(j, 1);
    }
    if (k == KEY_IGNORED)
        return jread_skip(&j->r);
    if (k < 0)
        return jread_fail(&j->r, N_("unknown key"));
    f = url1738_field_info((size_t)k);
    if (f->nest == URL1738_FN_SCHEME)
        j->scheme_parts = 1;
    switch (k) {
    case URL1738_F_SCHEME:
        return read_scheme(j);
    case URL1738_F_PATH:
        return read_raw(j, &j->raw_path, &j->raw_path_off);
    case URL1738_F_SCHEMEPART:
        return read_raw(j, &j->schemepart, &j->schemepart_off);
    case URL1738_F_PORT:
        return read_port(j);
    default:
        break;
    }
    switch (f->kind) {
    case URL1738_FK_SEGMENTS:
        if (jread_peek(&j->r) == 'n')
            return jread_word(&j->r, "null");
        return read_segments(j);
    case URL1738_FK_PAIRS:
        if (jread_peek(&j->r) == 'n')
            return jread_word(&j->r, "null");
        return read_fields(j);
    case URL1738_FK_BOOL:
        if (jread_peek(&j->r) == 't') {
            u->all = 1;
            return jread_word(&j->r, "true");
        }
        if (jread_peek(&j->r) == 'f')
            return jread_word(&j->r, "false");
        return jread_fail(&j->r, N_("\"all\" must be true or false"));
    case URL1738_FK_ABSPATH:
        return split_path(j, 1);
    default:
        break;
    }
    if (f->parts_off == offsetof(struct url1738_parts, segments))
        return split_path(j, 0);     /* prospero's decoded path */
    if (type_member(u, f) != NULL)
        return read_host_type(j, type_member(u, f));
    b = bytes_member(u, f);
    if (b == NULL)
        return jread_fail(&j->r, N_("unknown key"));
    /* user, password and RFC 3986's userinfo, query, fragment (which the
     * builder refuses under RFC 1738, by name) */
    if (f->kind == URL1738_FK_RAW && f->part != URL1738_PART_HOST) {
        u->encoded |= url1738_field_encoded((size_t)f->id);
        return read_raw(j, b, &at);
    }
    return read_opt_string(j, b);
}

/* The members of the top-level object or of the scheme object, after
 * its '{'. */
static int read_members(struct jline *j, int in_object)
{
    const char *name;
    size_t nlen, at;
    int first = 1;

    for (;;) {
        at = j->r.pos;
        if (!jread_member(&j->r, &first, &name, &nlen))
            return j->r.err == NULL;
        {
            int k = key_of(name, nlen, in_object, j->object);
            if (k >= 0) {
                /* A part flattened and in the object is one part: the
                 * first field of its name, but for file's and
                 * prospero's own path. */
                int once = url1738_field_lookup(name, nlen,
                                                URL1738_SCHEME_NONE);
                if (url1738_field_info((size_t)once)->nest
                    != url1738_field_info((size_t)k)->nest)
                    once = k;
                if (once < 0 || once >= NFIELDS)
                    once = k;
                if (j->seen[once]) {
                    j->r.pos = at + (j->r.p[at] == ',');
                    return jread_fail(&j->r, N_("a part given twice"));
                }
                j->seen[once] = 1;
            }
            if (k == KEY_UNKNOWN) {
                j->r.pos = at + (j->r.p[at] == ',');
                return jread_fail(&j->r, in_object
                                             ? N_("not a key of a scheme object")
                                             : N_("unknown key"));
            }
            if (!read_value(j, k, name, nlen))
                return 0;
        }
    }
}

/* ===== Parts as JSON under --spec=rfc3986 ===== */

/* The keys of `parse --spec=rfc3986` (cli-contract "Readings"), top
 * level: the vocabulary's top-level fields (its ID; default_port, a
 * derived value, and the output keys are ignored: K_IGNORED_FROM and
 * up), or a scheme object. The value indexes j->seen. */
static int key3986(const char *k, size_t n)
{
    const struct url1738_field_info *f;
    const char *name;
    int id = url1738_field_lookup(k, n, URL1738_SCHEME_NONE), o;

    if (id >= 0 && id < NFIELDS) {
        f = url1738_field_info((size_t)id);
        if (f->nest == URL1738_FN_TOP || f->nest == URL1738_FN_RFC3986)
            return id;
    }
    if ((o = output_key(k, n)) >= 0)
        return K_IGNORED_FROM + o;
    /* An object named after one of the ten schemes, lower case. */
    name = url1738_scheme_name(url1738_scheme_lookup(k, n));
    return name != NULL && is_word(k, n, name) ? K_OBJECT : -1;
}

/* The http (or https's http) object: decoded segments and search, used
 * when the raw path and query are not given. */
static int read_http3986(struct jline *j)
{
    const char *name;
    size_t nlen, at;
    int first = 1, seen = 0;

    if (!jread_expect(&j->r, '{'))
        return 0;
    while (jread_member(&j->r, &first, &name, &nlen)) {
        int bit = is_word(name, nlen, "segments") ? 1
                  : is_word(name, nlen, "search") ? 2 : 0;
        at = j->r.pos;
        if (bit == 0 || (seen & bit)) {
            j->r.pos = at;
            return jread_fail(&j->r, bit == 0 ? N_("not a key of a scheme object")
                                              : N_("a part given twice"));
        }
        seen |= bit;
        if (bit == 2) {
            if (!read_opt_string(j, &j->search))
                return 0;
        } else if (jread_peek(&j->r) == 'n') {
            if (!jread_word(&j->r, "null"))
                return 0;
        } else if (!read_segments(j)) {
            return 0;
        }
    }
    return j->r.err == NULL;
}

/* The members of a parts object under RFC 3986, after its '{'. */
static int read_members3986(struct jline *j)
{
    struct url1738_parts *u = &j->u;
    const struct url1738_field_info *f;
    const char *name;
    size_t nlen, at, pos;
    int first = 1, k;

    for (;;) {
        at = j->r.pos;
        if (!jread_member(&j->r, &first, &name, &nlen))
            return j->r.err == NULL;
        k = key3986(name, nlen);
        if (k < 0 || (k < K_OBJECT && j->seen[k])) {
            j->r.pos = at + (j->r.p[at] == ',');
            return jread_fail(&j->r, k < 0 ? N_("unknown key")
                                           : N_("a part given twice"));
        }
        if (k < K_OBJECT)
            j->seen[k] = 1;
        if (k == K_OBJECT) {
            if (j->object != URL1738_SCHEME_NONE)
                return jread_fail(&j->r, N_("more than one scheme object"));
            j->object = url1738_scheme_lookup(name, nlen);
            if (j->object == URL1738_SCHEME_HTTP) {
                if (!read_http3986(j))
                    return 0;
            } else {
                j->other_object = 1;
                if (!jread_skip(&j->r))
                    return 0;
            }
        } else if (k >= K_IGNORED_FROM
                   || (f = url1738_field_info((size_t)k))->parts_off
                          == (size_t)-1) {
            if (!jread_skip(&j->r))
                return 0;
        } else if (k == URL1738_F_SCHEME) {
            if (!read_scheme(j))
                return 0;
        } else if (k == URL1738_F_PORT) {
            if (!read_port(j))
                return 0;
        } else if (type_member(u, f) != NULL) {
            if (!read_host_type(j, type_member(u, f)))
                return 0;
        } else {
            /* every other one raw (still encoded), as parse gives it */
            struct url1738_bytes *b = bytes_member(u, f);
            if (!read_raw(j, b, &pos))
                return 0;
            if (b->p != NULL)
                u->encoded |= url1738_field_encoded((size_t)f->id);
        }
    }
}

/* userinfo and user, password together: the same text, split at the
 * first ':' (as parse writes them). */
static int same_split(const struct url1738_parts *u)
{
    const char *colon;
    size_t ul;

    if (u->user.p == NULL)
        return u->password.p == NULL;
    colon = memchr(u->userinfo.p, ':', u->userinfo.len);
    ul = colon != NULL ? (size_t)(colon - u->userinfo.p) : u->userinfo.len;
    if (u->user.len != ul || memcmp(u->user.p, u->userinfo.p, ul) != 0)
        return 0;
    if (colon == NULL)
        return u->password.p == NULL;
    return u->password.p != NULL
           && u->password.len == u->userinfo.len - ul - 1
           && memcmp(u->password.p, colon + 1, u->password.len) == 0;
}

/* After the object, under RFC 3986: the scheme as given; userinfo in
 * place of its split; the http object's parts where the raw ones are
 * not given. */
static int finish3986(struct jline *j)
{
    struct url1738_parts *u = &j->u;

    j->r.pos = 0;
    if (!j->have_scheme)
        return jread_fail(&j->r, N_("missing \"scheme\""));
    u->scheme_id = URL1738_SCHEME_OTHER;
    u->scheme = j->scheme;
    if (u->userinfo.p != NULL) {
        if (!same_split(u))
            return jread_fail(&j->r, N_("\"user\" and \"password\" are not "
                                     "\"userinfo\" split at its first ':'"));
        u->user.p = u->password.p = NULL;
        u->user.len = u->password.len = 0;
    }
    if (u->path.p == NULL && j->other_object)
        return jread_fail(&j->r, N_("under RFC 3986 give \"path\" (raw): "
                                 "only the http object's parts are read"));
    if (u->path.p != NULL)
        u->nsegments = 0;       /* the raw path says what they say */
    if (u->query.p == NULL && j->search.p != NULL)
        u->query = j->search;   /* decoded */
    return 1;
}

/* After the object: the scheme, and the raw url-path where the scheme
 * has no parts that hold it. */
static int finish_parts(struct jline *j)
{
    struct url1738_parts *u = &j->u;

    if (!j->have_scheme) {
        j->r.pos = 0;
        return jread_fail(&j->r, N_("missing \"scheme\""));
    }
    u->scheme_id = url1738_scheme_lookup(j->scheme.p, j->scheme.len);
    if (u->scheme_id == URL1738_SCHEME_OTHER)
        u->scheme = j->scheme;
    if (j->object != URL1738_SCHEME_NONE && j->object != u->scheme_id) {
        j->r.pos = 0;
        return jread_fail(&j->r, N_("the scheme object is not the scheme's"));
    }
    if (j->schemepart.p != NULL) {
        /* the library's rule (Python's build() calls it too) */
        struct url1738_error e;
        if (url1738_parts_schemepart(u, j->schemepart.p, j->schemepart.len,
                                     j->raw_path.p != NULL, &e)
            != URL1738_OK) {
            j->r.pos = j->schemepart_off;
            return jread_fail(&j->r, e.message);
        }
        return 1;
    }
    if (j->raw_path.p == NULL)
        return 1;
    if (u->scheme_id == URL1738_SCHEME_OTHER) {
        u->path = j->raw_path;
        u->encoded |= URL1738_ENCODED_PATH;
    } else if (u->scheme_id == URL1738_SCHEME_TELNET) {
        /* 3.8: only the final "/"; the builder refuses anything more. */
        if (u->nsegments == 0) {
            j->segs[0] = j->raw_path;
            u->nsegments = 1;
        }
    } else if (!j->scheme_parts) {
        j->r.pos = j->raw_path_off;
        return jread_fail(&j->r, N_("\"path\" is the raw url-path: give the "
                                 "scheme's parts instead"));
    }
    /* Else the scheme's parts say what the raw path says. */
    return 1;
}

static void print_result(enum url1738_code rc, const char *url, size_t n,
                         const struct url1738_error *err)
{
    struct jw w;

    jw_begin(&w, &cli_stdout);
    jw_key(&w, "url");
    if (rc == URL1738_OK)
        jw_str(&w, url, n);
    else
        jw_null(&w);
    jw_error(&w, rc == URL1738_OK ? NULL : err);
    jw_end(&w);
}

/* The reading of this run (--spec). */
static enum url1738_spec build_spec = URL1738_SPEC_RFC1738;

/* Builds the parts, prints the object; returns 0 when a URL came out. */
static int build_print(const struct url1738_parts *u, struct buf *url)
{
    struct url1738_error err;
    size_t need = 0;
    enum url1738_code rc = url1738_build_spec(u, build_spec, NULL, 0, &need,
                                              &err);

    if (rc == URL1738_E_NOSPACE || rc == URL1738_OK) {
        buf_reserve(url, need + 1);
        rc = url1738_build_spec(u, build_spec, url->p, url->cap, &need,
                                &err);
    }
    print_result(rc, url->p, need, &err);
    return rc != URL1738_OK;
}

/* A line that is not a parts object: the reader's error, code E_JSON
 * (not a library code: the JSON, not the URL, is wrong). */
static void print_json_error(const struct jline *j)
{
    struct jw w;

    jw_begin(&w, &cli_stdout);
    jw_key(&w, "url");
    jw_null(&w);
    jw_key(&w, "error");
    jw_object(&w);
    jw_key(&w, "offset");
    jw_uint(&w, j->r.err_off);
    jw_key(&w, "code");
    jw_cstr(&w, "E_JSON");
    jw_key(&w, "message");
    jw_cstr(&w, cli_tr(j->r.err));
    jw_end(&w);
}

static int build_json_line(const char *p, size_t len, void *vctx)
{
    struct build_ctx *ctx = vctx;
    struct jline j;

    /* Every string, decoded, fits in len bytes; a path splits into at most len + 1 segments, an array
     * of len bytes holds fewer than len / 2 + 1 items. */
    buf_reserve(&ctx->str, len + 1);
    j.max_items = 2 * (len + 2);
    buf_reserve(&ctx->items, (j.max_items + len + 2) * sizeof *j.segs);
    memset(&j.u, 0, sizeof j.u);
    j.u.size = sizeof j.u;
    j.segs = (struct url1738_bytes *)(void *)ctx->items.p;
    j.fields = j.segs + j.max_items;
    j.u.segments = j.segs;
    j.u.fields = j.fields;
    memset(j.seen, 0, sizeof j.seen);
    j.scheme_parts = 0;
    j.have_scheme = 0;
    j.object = URL1738_SCHEME_NONE;
    j.raw_path.p = NULL;
    j.raw_path.len = 0;
    j.raw_path_off = 0;
    j.schemepart.p = NULL;
    j.schemepart.len = 0;
    j.schemepart_off = 0;
    j.bad_escape = 0;
    j.search.p = NULL;
    j.search.len = 0;
    j.other_object = 0;
    jread_init(&j.r, p, len, ctx->str.p);
    if (build_spec != URL1738_SPEC_RFC1738) {
        if (jread_expect(&j.r, '{') && read_members3986(&j)
            && jread_end(&j.r) && finish3986(&j))
            return build_print(&j.u, &ctx->url);
    } else if (jread_expect(&j.r, '{') && read_members(&j, 0)
               && jread_end(&j.r) && finish_parts(&j)) {
        return build_print(&j.u, &ctx->url);
    }
    if (j.bad_escape)
        print_result(j.err.code, NULL, 0, &j.err);
    else
        print_json_error(&j);
    return 1;
}

/* build's options: --json, or the parts of one URL. build_options()
 * reads the part options itself (they repeat); the table gives their
 * help and, through part_option(), the PART names. */
static const char *json_flag, *spec_arg;
static const struct opt build_opts[] = {
    { "json", NULL, &json_flag,
      N_("parts as one JSON object per argument or input line (the default "
      "without part options)"), NULL, 0 },
    { "spec", "SPEC", &spec_arg,
      N_("the reading: RFC 1738 (rfc1738, the default) or RFC 3986's URI "
      "(rfc3986: userinfo, host_type, query, fragment)"),
      cli_spec_name, 0 },
    { "scheme", "NAME", NULL, N_("the scheme of the URL to build (required "
      "with part options)"), NULL, 0 },
    { "PART", "VALUE", NULL, N_("a part, decoded (build escapes it)"),
      part_option, 0 },
    { "segment", "TEXT", NULL,
      N_("the next '/'-separated path segment, decoded (repeatable)"), NULL, 0 },
    { "field", "NAME=VALUE", NULL, N_("a prospero field (repeatable)"), NULL,
      0 },
    { "all", NULL, NULL, N_("news:* (every newsgroup)"), NULL, 0 },
    OPT_END,
};

/* `build --scheme=S --PART=VALUE...`: one URL from the options. */
static int build_options(int argc, char **argv)
{
    struct url1738_parts u = URL1738_PARTS_INIT;
    struct url1738_bytes *segs, *fields;
    const struct url1738_field_info *f;
    struct buf out = { NULL, 0 };
    const char *scheme = NULL;
    int i, rc;

    memset(&u, 0, sizeof u);
    u.size = sizeof u;
    segs = calloc((size_t)argc + 1, sizeof *segs);
    fields = calloc(2 * (size_t)argc + 2, sizeof *fields);
    if (segs == NULL || fields == NULL) {
        free(segs);
        free(fields);
        die_oom((3 * (size_t)argc + 3) * sizeof *segs);
    }
    u.segments = segs;
    u.fields = fields;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *eq;
        size_t nl;
        if (strncmp(a, "--", 2) != 0) {
            rc = usage_error("build", cli_text.unexpected_argument, a);
            goto done;
        }
        a += 2;
        eq = strchr(a, '=');
        nl = eq != NULL ? (size_t)(eq - a) : strlen(a);
        if (nl == 4 && memcmp(a, "json", 4) == 0 && eq == NULL) {
            rc = usage_error("build", cli_text.json_no_parts, "");
            goto done;
        }
        if (nl == 3 && memcmp(a, "all", 3) == 0 && eq == NULL) {
            u.all = 1;
            continue;
        }
        if (eq == NULL) {
            if (i + 1 >= argc) {
                rc = usage_error("build", cli_text.needs_value, argv[i]);
                goto done;
            }
            eq = argv[++i] - 1;    /* the value is the next argument */
        }
        if (nl == 6 && memcmp(a, "scheme", 6) == 0) {
            scheme = eq + 1;
        } else if (nl == 4 && memcmp(a, "spec", 4) == 0) {
            if (check_names("build", &build_opts[1], eq + 1) != 0) {
                rc = EXIT_USAGE;
                goto done;
            }
            build_spec = strcmp(eq + 1, cli_spec_name(1)) == 0
                             ? URL1738_SPEC_RFC3986
                             : URL1738_SPEC_RFC1738;
        } else if (nl == 7 && memcmp(a, "segment", 7) == 0) {
            segs[u.nsegments++] = bytes_of(eq + 1);
        } else if (nl == 5 && memcmp(a, "field", 5) == 0) {
            /* --field=NAME=VALUE: the first '=' of the value splits it. */
            const char *v = eq + 1, *e2 = strchr(v, '=');
            if (e2 == NULL) {
                rc = usage_error("build", cli_text.field_needs, v);
                goto done;
            }
            fields[2 * u.nfields].p = v;
            fields[2 * u.nfields].len = (size_t)(e2 - v);
            fields[2 * u.nfields + 1] = bytes_of(e2 + 1);
            u.nfields++;
        } else if ((f = part_field(a, nl)) != NULL
                   && type_member(&u, f) != NULL) {
            int t = host_type_of(eq + 1, strlen(eq + 1));
            if (t < 0) {
                rc = usage_error("build", cli_text.unexpected_argument,
                                 argv[i]);
                goto done;
            }
            *type_member(&u, f) = (enum url1738_host_type)t;
        } else if (f != NULL) {
            *bytes_member(&u, f) = bytes_of(eq + 1);
        } else {
            rc = unknown_option("build", a - 2, build_opts);
            goto done;
        }
    }
    if (scheme == NULL) {
        rc = usage_error("build", cli_text.missing_option, "--scheme=NAME");
        goto done;
    }
    u.scheme_id = url1738_scheme_lookup(scheme, strlen(scheme));
    if (u.scheme_id == URL1738_SCHEME_OTHER)
        u.scheme = bytes_of(scheme);
    rc = build_print(&u, &out) ? EXIT_INVALID : EXIT_VALID;
done:
    free(segs);
    free(fields);
    free(out.p);
    return rc;
}

/* Whether argv holds a part option: anything but --json and --spec
 * before "--". */
static int has_part_option(int argc, char **argv)
{
    int i;

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--") == 0)
            return 0;
        if (strcmp(argv[i], "--spec") == 0) {
            i++;                /* its value */
            continue;
        }
        if (strncmp(argv[i], "--", 2) == 0 && strcmp(argv[i], "--json") != 0
            && strncmp(argv[i], "--spec=", 7) != 0)
            return 1;
    }
    return 0;
}

int cmd_build(int argc, char **argv)
{
    struct build_ctx ctx;
    struct args a;
    int rc;

    /* A run starts from the defaults (the bindings run the program more
     * than once in a process: cli/run.c). */
    build_spec = URL1738_SPEC_RFC1738;
    json_flag = spec_arg = NULL;
    help_if_asked("build", argc, argv, build_opts);
    if (has_part_option(argc, argv))
        return build_options(argc, argv);
    rc = parse_args("build", argc, argv, build_opts, &a);
    if (rc != 0)
        return rc;
    /* parse_args() checked the name against cli_spec_name(). */
    if (spec_arg != NULL && strcmp(spec_arg, cli_spec_name(1)) == 0)
        build_spec = URL1738_SPEC_RFC3986;
    memset(&ctx, 0, sizeof ctx);
    rc = each_input(&a, build_json_line, &ctx);
    free(ctx.str.p);
    free(ctx.items.p);
    free(ctx.url.p);
    return rc;
}
