/* SPDX-License-Identifier: MIT */
/*
 * named.c - the one reader of a URL given as named parts (url1738.h,
 * "Building from named parts"): the keys of `url1738 parse`'s output
 * into a struct url1738_parts, and the rules that join them. `url1738
 * build --json` (cli/cmd_build.c) and Python's build() (python/dicts.c)
 * walk their own objects (JSON, dicts) and call it; every rule about a
 * key is here, once. Keys are the vocabulary's (URL1738_FIELDS, through
 * url1738_field_lookup()); no allocation: segments and fields go into
 * the caller's arrays.
 */
#include <stddef.h>
#include <string.h>

#include "ops/ops.h"

/* The fields of this library, and one "seen" byte per field and per
 * output key of parse (url1738_output_key()). */
#define ONE_(...) +1
enum { NFIELDS = 0 URL1738_FIELDS(ONE_) };
#undef ONE_
enum { NOUTPUT = 8, NSEEN = NFIELDS + NOUTPUT };

enum { PH_NONE, PH_READING, PH_DONE };

struct nstate {
    struct url1738_parts *u;
    enum url1738_spec spec;
    int phase;
    int key;                        /* the current key's field, or -1   */
    enum url1738_named_want want;   /* what it wants; 0: nothing        */
    enum url1738_scheme object;     /* the scheme object's, or NONE     */
    int scheme_parts;               /* a scheme's own part was given    */
    int have_scheme;
    int other_object;               /* RFC 3986: another scheme's object */
    struct url1738_bytes scheme, raw_path, schemepart;
    struct url1738_bytes *segs, *fields;
    size_t segcap, fieldcap;
    unsigned char seen[NSEEN];
};

_Static_assert(sizeof(struct nstate)
                   <= sizeof(((struct url1738_named *)0)->private_),
               "URL1738_NAMED_STATE holds the reader's state");
_Static_assert(NFIELDS > (int)URL1738_F_FRAGMENT,
               "NFIELDS counts URL1738_FIELDS");

static struct nstate *state(struct url1738_named *n)
{
    if (n == NULL || n->size < sizeof *n)
        return NULL;
    return (struct nstate *)(void *)n->private_.bytes;
}

/* The state of a reader that is reading, or NULL. */
static struct nstate *reading(struct url1738_named *n)
{
    struct nstate *st = state(n);

    return st != NULL && st->phase == PH_READING ? st : NULL;
}

/* An error that ends the reading. */
static enum url1738_code fail(struct nstate *st, struct url1738_error *err,
                              enum url1738_code code, const char *msg)
{
    if (st != NULL)
        st->phase = PH_DONE;
    return url1738__report_msg(err, code, 0, msg);
}

static int is_word(const char *s, size_t n, const char *w)
{
    size_t i;

    for (i = 0; i < n && w[i] != '\0'; i++)
        if (s[i] != w[i])
            return 0;
    return i == n && w[i] == '\0';
}

/* i when k[0..n) is url1738_output_key(i), else -1. */
static int output_key(const char *k, size_t n)
{
    const char *o;
    size_t i;

    for (i = 0; i < NOUTPUT && (o = url1738_output_key(i)) != NULL; i++)
        if (is_word(k, n, o))
            return (int)i;
    return -1;
}

/* The scheme whose object k[0..n) names (one of the ten, lower case), or
 * URL1738_SCHEME_NONE. */
static enum url1738_scheme object_of(const char *k, size_t n)
{
    enum url1738_scheme id = url1738_scheme_lookup(k, n);
    const char *name = url1738_scheme_name(id);

    return name != NULL && is_word(k, n, name) ? id : URL1738_SCHEME_NONE;
}

/* A part's place in struct url1738_parts. */
#define TO(member) offsetof(struct url1738_parts, member)

static struct url1738_bytes *member_of(struct nstate *st, size_t off)
{
    return (struct url1738_bytes *)(void *)((char *)st->u + off);
}

enum url1738_code url1738_named_init(struct url1738_named *n,
                                     enum url1738_spec spec,
                                     struct url1738_parts *parts)
{
    struct nstate *st = state(n);

    if (st == NULL || parts == NULL
        || (spec != URL1738_SPEC_RFC1738 && spec != URL1738_SPEC_RFC3986))
        return URL1738_E_INVALID_ARG;
    memset(st, 0, sizeof *st);
    memset(parts, 0, sizeof *parts);
    parts->size = sizeof *parts;
    st->u = parts;
    st->spec = spec;
    st->phase = PH_READING;
    st->key = -1;
    st->object = URL1738_SCHEME_NONE;
    return URL1738_OK;
}

enum url1738_code url1738_named_room(struct url1738_named *n,
                                     struct url1738_bytes *segs, size_t nsegs,
                                     struct url1738_bytes *fields,
                                     size_t nfields)
{
    struct nstate *st = reading(n);

    if (st == NULL || nsegs < st->u->nsegments
        || nfields < 2 * st->u->nfields || (segs == NULL && nsegs > 0)
        || (fields == NULL && nfields > 0))
        return URL1738_E_INVALID_ARG;
    st->segs = segs;
    st->segcap = nsegs;
    st->fields = fields;
    st->fieldcap = nfields;
    st->u->segments = segs;
    st->u->fields = fields;
    return URL1738_OK;
}

/* A part may be given once. RFC 1738: a part flattened to the top level
 * and in the scheme object is one part (the first field of its name:
 * "type" is ftp's for gopher's too, they fill one member), but for
 * file's and prospero's own path beside the raw "path". */
static enum url1738_code once(struct nstate *st, int slot,
                              struct url1738_error *err)
{
    if (st->seen[slot])
        return fail(st, err, URL1738_E_BUILD_VALUE,
                    N_("a part given twice"));
    st->seen[slot] = 1;
    return URL1738_OK;
}

static int once_slot(const char *k, size_t len, int id)
{
    int first = url1738_field_lookup(k, len, URL1738_SCHEME_NONE);

    if (first < 0 || first >= NFIELDS
        || url1738_field_info((size_t)first)->nest
               != url1738_field_info((size_t)id)->nest)
        return id;
    return first;
}

/* The scheme object's key (in_object) under RFC 1738: that scheme's own
 * member of the name. */
static int object_member(const struct nstate *st, const char *k, size_t len)
{
    const struct url1738_field_info *f;
    size_t i;

    for (i = 0; i < NFIELDS && (f = url1738_field_info(i)) != NULL; i++)
        if (f->nest == URL1738_FN_SCHEME && f->scheme == st->object
            && is_word(k, len, f->name))
            return (int)i;
    return -1;
}

/* What field id (RFC 1738) wants. */
static enum url1738_named_want want1738(struct nstate *st,
                                        const struct url1738_field_info *f)
{
    switch (f->id) {
    case URL1738_F_SCHEME:
        return URL1738_NW_SCHEME;
    case URL1738_F_PATH:
    case URL1738_F_SCHEMEPART:
        return URL1738_NW_RAW;
    case URL1738_F_PORT:
        return URL1738_NW_PORT;
    default:
        break;
    }
    switch (f->kind) {
    case URL1738_FK_SEGMENTS:
        return URL1738_NW_SEGMENTS;
    case URL1738_FK_PAIRS:
        return URL1738_NW_PAIRS;
    case URL1738_FK_BOOL:
        return URL1738_NW_BOOL;
    case URL1738_FK_ABSPATH:
        return URL1738_NW_TEXT;     /* split at each '/' */
    case URL1738_FK_COMPUTED:
        return URL1738_NW_HOST_TYPE;
    default:
        break;
    }
    if (f->parts_off == TO(segments))
        return URL1738_NW_TEXT;     /* prospero's decoded path, split */
    /* user, password and RFC 3986's userinfo, query, fragment (which the
     * builder refuses under RFC 1738, by name) are raw, as parse gives
     * them: the builder checks and copies them byte for byte. */
    if (f->kind == URL1738_FK_RAW && f->part != URL1738_PART_HOST) {
        st->u->encoded |= url1738_field_encoded((size_t)f->id);
        return URL1738_NW_RAW;
    }
    return URL1738_NW_TEXT;
}

/* What field f (RFC 3986, top level) wants: every part raw, as parse
 * gives it, but the scheme, the port and host_type. */
static enum url1738_named_want want3986(const struct url1738_field_info *f)
{
    if (f->id == URL1738_F_SCHEME)
        return URL1738_NW_SCHEME;
    if (f->id == URL1738_F_PORT)
        return URL1738_NW_PORT;
    return f->kind == URL1738_FK_COMPUTED ? URL1738_NW_HOST_TYPE
                                          : URL1738_NW_RAW;
}

/* A key naming a scheme object. RFC 3986 reads the http object only
 * (its decoded segments and search, where the raw path and query are
 * not given); another scheme's object is skipped: the raw path says it
 * all. */
static enum url1738_code object_key(struct nstate *st,
                                    enum url1738_scheme obj,
                                    enum url1738_named_want *want,
                                    struct url1738_error *err)
{
    if (st->object != URL1738_SCHEME_NONE)
        return fail(st, err, URL1738_E_BUILD_PART,
                    N_("more than one scheme object"));
    st->object = obj;
    *want = URL1738_NW_OBJECT;
    if (st->spec == URL1738_SPEC_RFC1738) {
        st->scheme_parts = 1;
    } else if (obj != URL1738_SCHEME_HTTP) {
        st->other_object = 1;
        *want = URL1738_NW_SKIP;
    }
    return URL1738_OK;
}

/* A key that is no field: parse's output keys (skipped; RFC 3986: once
 * each), a scheme object, or unknown. */
static enum url1738_code other_key(struct nstate *st, const char *k,
                                   size_t len, enum url1738_named_want *want,
                                   struct url1738_error *err)
{
    enum url1738_scheme obj;
    int o = output_key(k, len);

    if (o >= 0) {
        if (st->spec != URL1738_SPEC_RFC1738
            && once(st, NFIELDS + o, err) != URL1738_OK)
            return URL1738_E_BUILD_VALUE;
        *want = URL1738_NW_SKIP;
        return URL1738_OK;
    }
    obj = object_of(k, len);
    if (obj != URL1738_SCHEME_NONE)
        return object_key(st, obj, want, err);
    return fail(st, err, URL1738_E_BUILD_PART, N_("unknown key"));
}

/* The field a key names: at the top level any field (RFC 1738) or a
 * top-level one (RFC 3986, cli-contract "Readings"); in the scheme
 * object that scheme's own member (RFC 3986: http's only). -1: none. */
static int field_of(const struct nstate *st, const char *k, size_t len,
                    int in_object)
{
    int id;

    if (in_object)
        return st->spec == URL1738_SPEC_RFC1738
                       || st->object == URL1738_SCHEME_HTTP
                   ? object_member(st, k, len)
                   : -1;
    id = url1738_field_lookup(k, len, URL1738_SCHEME_NONE);
    if (id < 0 || id >= NFIELDS)
        return -1;      /* (a field of a newer vocabulary: unknown) */
    if (st->spec != URL1738_SPEC_RFC1738
        && url1738_field_info((size_t)id)->nest != URL1738_FN_TOP
        && url1738_field_info((size_t)id)->nest != URL1738_FN_RFC3986)
        return -1;
    return id;
}

static enum url1738_code key_of(struct nstate *st, const char *k,
                                size_t len, int in_object,
                                enum url1738_named_want *want,
                                struct url1738_error *err)
{
    const struct url1738_field_info *f;
    int id = field_of(st, k, len, in_object);

    if (id < 0 && in_object)
        return fail(st, err, URL1738_E_BUILD_PART,
                    N_("not a key of a scheme object"));
    if (id < 0)
        return other_key(st, k, len, want, err);
    f = url1738_field_info((size_t)id);
    /* A derived value (default_port) is no part; RFC 3986 counts it. */
    if (f->parts_off == (size_t)-1 && st->spec == URL1738_SPEC_RFC1738) {
        *want = URL1738_NW_SKIP;
        return URL1738_OK;
    }
    if (once(st, once_slot(k, len, id), err) != URL1738_OK)
        return URL1738_E_BUILD_VALUE;
    if (f->parts_off == (size_t)-1) {
        *want = URL1738_NW_SKIP;
        return URL1738_OK;
    }
    if (f->nest == URL1738_FN_SCHEME)
        st->scheme_parts = 1;
    st->key = id;
    *want = st->want = st->spec == URL1738_SPEC_RFC1738 || in_object
                           ? want1738(st, f)
                           : want3986(f);
    return URL1738_OK;
}

enum url1738_code url1738_named_key(struct url1738_named *n, const char *k,
                                    size_t len, int in_object,
                                    enum url1738_named_want *want,
                                    struct url1738_error *err)
{
    struct nstate *st = reading(n);

    if (st == NULL || (k == NULL && len > 0) || want == NULL
        || (in_object && st->object == URL1738_SCHEME_NONE))
        return url1738__report(err, URL1738_E_INVALID_ARG, 0);
    st->key = -1;
    st->want = (enum url1738_named_want)0;
    if (k == NULL)
        k = "";
    return key_of(st, k, len, in_object, want, err);
}

/* The next segment, when there is room. */
static int add_seg(struct nstate *st, const char *p, size_t len)
{
    struct url1738_bytes *s = &st->segs[st->u->nsegments++];

    s->p = p;
    s->len = len;
    return 1;
}

/* A decoded path (file: beginning with "/"; prospero: ppath) split into
 * the builder's segments at each "/". */
static enum url1738_code split_path(struct nstate *st, const char *p,
                                    size_t len, int file,
                                    struct url1738_error *err)
{
    size_t i, start, count;

    if (p == NULL)
        return url1738__report(err, URL1738_OK, 0);
    if (file && (len == 0 || p[0] != '/'))
        return fail(st, err, URL1738_E_BUILD_VALUE,
                    N_("a file path begins with '/'"));
    start = file ? 1 : 0;
    for (count = 1, i = start; i < len; i++)
        count += p[i] == '/';
    if (st->segcap - st->u->nsegments < count)
        return url1738__report(err, URL1738_E_NOSPACE, 0);
    for (i = start; i <= len; i++) {
        if (i < len && p[i] != '/')
            continue;
        add_seg(st, p + start, i - start);
        start = i + 1;
    }
    return url1738__report(err, URL1738_OK, 0);
}

/* host_type's value (url1738_host_type_name()), or -1. */
static int host_type_of(const char *s, size_t len)
{
    int t;
    const char *name;

    for (t = URL1738_HOST_IPV4;
         (name = url1738_host_type_name((enum url1738_host_type)t)) != NULL;
         t++)
        if (is_word(s, len, name))
            return t;
    return -1;
}

enum url1738_code url1738_named_value(struct url1738_named *n, const char *p,
                                      size_t len, struct url1738_error *err)
{
    struct nstate *st = reading(n);
    const struct url1738_field_info *f;
    struct url1738_bytes v;
    size_t need = 0;
    enum url1738_code rc;
    int t;

    if (st == NULL || st->key < 0
        || (st->want != URL1738_NW_SCHEME && st->want != URL1738_NW_TEXT
            && st->want != URL1738_NW_RAW && st->want != URL1738_NW_PORT
            && st->want != URL1738_NW_HOST_TYPE)
        || (p == NULL && (len > 0 || st->want == URL1738_NW_SCHEME)))
        return url1738__report(err, URL1738_E_INVALID_ARG, 0);
    f = url1738_field_info((size_t)st->key);
    v.p = p;
    v.len = len;
    switch (st->want) {
    case URL1738_NW_SCHEME:
        st->have_scheme = 1;
        st->scheme = v;
        break;
    case URL1738_NW_PORT:
        st->u->port = v;
        break;
    case URL1738_NW_HOST_TYPE:
        t = p == NULL ? (int)URL1738_HOST_NONE : host_type_of(p, len);
        if (t < 0)
            return fail(st, err, URL1738_E_BUILD_VALUE,
                        N_("host_type is ipv4, ipv6, ipvfuture, "
                           "reg-name or null"));
        *(enum url1738_host_type *)(void *)((char *)st->u + f->parts_off) =
            (enum url1738_host_type)t;
        break;
    case URL1738_NW_RAW:
        /* Given encoded, as parse gives it: its escapes must be whole. */
        if (p != NULL) {
            rc = url1738_decode(p, len, NULL, 0, &need, err);
            if (rc != URL1738_OK && rc != URL1738_E_NOSPACE) {
                st->phase = PH_DONE;
                return rc;
            }
        }
        if (st->spec == URL1738_SPEC_RFC1738 && st->key == URL1738_F_PATH)
            st->raw_path = v;
        else if (st->spec == URL1738_SPEC_RFC1738
                 && st->key == URL1738_F_SCHEMEPART)
            st->schemepart = v;
        else
            *member_of(st, f->parts_off) = v;
        if (st->spec != URL1738_SPEC_RFC1738 && p != NULL)
            st->u->encoded |= url1738_field_encoded((size_t)st->key);
        break;
    default:    /* TEXT */
        if (f->kind == URL1738_FK_ABSPATH)
            return split_path(st, p, len, 1, err);
        else if (f->parts_off == TO(segments))
            return split_path(st, p, len, 0, err);
        else
            *member_of(st, f->parts_off) = v;
        break;
    }
    return url1738__report(err, URL1738_OK, 0);
}

enum url1738_code url1738_named_bool(struct url1738_named *n, int v,
                                     struct url1738_error *err)
{
    struct nstate *st = reading(n);

    if (st == NULL || st->key < 0 || st->want != URL1738_NW_BOOL)
        return url1738__report(err, URL1738_E_INVALID_ARG, 0);
    st->u->all = v != 0;
    return url1738__report(err, URL1738_OK, 0);
}

enum url1738_code url1738_named_item(struct url1738_named *n, const char *p,
                                     size_t len, struct url1738_error *err)
{
    struct nstate *st = reading(n);

    if (st == NULL || st->key < 0 || st->want != URL1738_NW_SEGMENTS
        || (p == NULL && len > 0))
        return url1738__report(err, URL1738_E_INVALID_ARG, 0);
    if (st->u->nsegments >= st->segcap)
        return url1738__report(err, URL1738_E_NOSPACE, 0);
    add_seg(st, p != NULL ? p : "", len);
    return url1738__report(err, URL1738_OK, 0);
}

enum url1738_code url1738_named_pair(struct url1738_named *n,
                                     const char *name, size_t nlen,
                                     const char *value, size_t vlen,
                                     struct url1738_error *err)
{
    struct nstate *st = reading(n);
    struct url1738_bytes *f;

    if (st == NULL || st->key < 0 || st->want != URL1738_NW_PAIRS
        || (name == NULL && nlen > 0) || (value == NULL && vlen > 0))
        return url1738__report(err, URL1738_E_INVALID_ARG, 0);
    if (st->fieldcap - 2 * st->u->nfields < 2)
        return url1738__report(err, URL1738_E_NOSPACE, 0);
    f = st->fields + 2 * st->u->nfields;
    f[0].p = name != NULL ? name : "";
    f[0].len = nlen;
    f[1].p = value != NULL ? value : "";
    f[1].len = vlen;
    st->u->nfields++;
    return url1738__report(err, URL1738_OK, 0);
}

/* userinfo and user, password together: the same text, user then ":"
 * and password when there is one, split at userinfo's first ':' (as
 * parse writes them). */
static int same_split(const struct url1738_parts *u)
{
    const char *colon;
    size_t ul;

    if (u->user.p == NULL)
        return u->password.p == NULL;
    colon = u->userinfo.len > 0
                ? memchr(u->userinfo.p, ':', u->userinfo.len) : NULL;
    ul = colon != NULL ? (size_t)(colon - u->userinfo.p) : u->userinfo.len;
    if (u->user.len != ul
        || (ul > 0 && memcmp(u->user.p, u->userinfo.p, ul) != 0))
        return 0;
    if (colon == NULL)
        return u->password.p == NULL;
    return u->password.p != NULL
           && u->password.len == u->userinfo.len - ul - 1
           && (u->password.len == 0
               || memcmp(u->password.p, colon + 1, u->password.len) == 0);
}

/* After the object, under RFC 3986: the scheme as given; userinfo in
 * place of its split; the http object's parts where the raw ones are
 * not given. */
static enum url1738_code finish3986(struct nstate *st,
                                    struct url1738_error *err)
{
    struct url1738_parts *u = st->u;

    if (!st->have_scheme)
        return fail(st, err, URL1738_E_BUILD_MISSING,
                    N_("missing \"scheme\""));
    u->scheme_id = URL1738_SCHEME_OTHER;
    u->scheme = st->scheme;
    if (u->userinfo.p != NULL) {
        if (!same_split(u))
            return fail(st, err, URL1738_E_BUILD_VALUE,
                        N_("\"user\" and \"password\" are not "
                           "\"userinfo\" split at its first ':'"));
        u->user.p = u->password.p = NULL;
        u->user.len = u->password.len = 0;
        u->encoded &= ~(URL1738_ENCODED_USER | URL1738_ENCODED_PASSWORD);
    }
    if (u->path.p == NULL && st->other_object)
        return fail(st, err, URL1738_E_BUILD_MISSING,
                    N_("under RFC 3986 give \"path\" (raw): only the http "
                       "object's parts are read"));
    if (u->path.p != NULL)
        u->nsegments = 0;       /* the raw path says what they say */
    /* the http object's search (decoded), where query is not given */
    if (u->query.p == NULL)
        u->query = u->search;
    u->search.p = NULL;
    u->search.len = 0;
    return url1738__report(err, URL1738_OK, 0);
}

/* After the object, RFC 1738: the scheme, and the raw url-path or
 * schemepart where the scheme has no parts that hold it. */
static enum url1738_code finish1738(struct nstate *st, int *field,
                                    struct url1738_error *err)
{
    struct url1738_parts *u = st->u;
    enum url1738_code rc;

    if (!st->have_scheme)
        return fail(st, err, URL1738_E_BUILD_MISSING,
                    N_("missing \"scheme\""));
    u->scheme_id = url1738_scheme_lookup(st->scheme.p, st->scheme.len);
    if (u->scheme_id == URL1738_SCHEME_OTHER)
        u->scheme = st->scheme;
    if (st->object != URL1738_SCHEME_NONE && st->object != u->scheme_id)
        return fail(st, err, URL1738_E_BUILD_PART,
                    N_("the scheme object is not the scheme's"));
    if (st->schemepart.p != NULL) {
        rc = url1738_parts_schemepart(u, st->schemepart.p,
                                      st->schemepart.len,
                                      st->raw_path.p != NULL, err);
        if (rc != URL1738_OK) {
            st->phase = PH_DONE;
            *field = URL1738_F_SCHEMEPART;
        }
        return rc;
    }
    if (st->raw_path.p == NULL)
        return url1738__report(err, URL1738_OK, 0);
    if (u->scheme_id == URL1738_SCHEME_OTHER) {
        u->path = st->raw_path;     /* encoded, copied byte for byte */
        u->encoded |= URL1738_ENCODED_PATH;
    } else if (u->scheme_id == URL1738_SCHEME_TELNET) {
        /* 3.8: only the final "/"; the builder refuses anything more.
         * The one segment is the raw path, held in the reader. */
        if (u->nsegments == 0) {
            u->segments = &st->raw_path;
            u->nsegments = 1;
        }
    } else if (!st->scheme_parts) {
        *field = URL1738_F_PATH;
        return fail(st, err, URL1738_E_BUILD_PART,
                    N_("\"path\" is the raw url-path: give the scheme's "
                       "parts instead"));
    }
    /* Else the scheme's parts say what the raw path says. */
    return url1738__report(err, URL1738_OK, 0);
}

enum url1738_code url1738_named_finish(struct url1738_named *n, int *field,
                                       struct url1738_error *err)
{
    struct nstate *st = reading(n);
    enum url1738_code rc;
    int dummy;

    if (field == NULL)
        field = &dummy;
    *field = -1;
    if (st == NULL)
        return url1738__report(err, URL1738_E_INVALID_ARG, 0);
    st->key = -1;
    rc = st->spec == URL1738_SPEC_RFC1738 ? finish1738(st, field, err)
                                          : finish3986(st, err);
    st->phase = PH_DONE;
    return rc;
}

int url1738_named_field(const struct url1738_named *n)
{
    const struct nstate *st;

    if (n == NULL || n->size < sizeof *n)
        return -1;
    st = (const struct nstate *)(const void *)n->private_.bytes;
    return st->phase == PH_READING ? st->key : -1;
}
