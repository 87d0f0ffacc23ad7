/* SPDX-License-Identifier: MIT */
/*
 * lint.c - the cautions of RFC 1738 sections 2.2 and 6 (and a few of
 * section 3) about one URL, as warnings with stable codes, and every byte
 * that url1738_plan() refuses (protocol.c's table), as errors with the
 * plan's own code. Reported in the order of their offsets.
 */
#include "readings/readings.h"
#include "ops/ops.h"
#include "plans/protocol.h"
#include "whatwg/whatwg.h"
#include "i18n/gettext.h"

struct warn_info {
    int value;
    int severity;
    const char *name;
    const char *message;
};

/* Indexed by the code: codes run from 1 without a gap (url1738.h), so
 * warns[code - 1] is code's (asserted below), found in constant time. */
static const struct warn_info warns[] = {
#define WARN_INFO_(name, value, sev, msg) { value, sev, #name, msg },
    URL1738_WARNINGS(WARN_INFO_)
#undef WARN_INFO_
};

#define WARN_GAPLESS_(name, value, sev, msg) && (value) == (1 + W_##name##_AT_)
enum {
#define WARN_AT_(name, value, sev, msg) W_##name##_AT_,
    URL1738_WARNINGS(WARN_AT_)
#undef WARN_AT_
    W_COUNT_
};
_Static_assert(1 URL1738_WARNINGS(WARN_GAPLESS_),
               "warning codes run from 1 without a gap, in list order");
#undef WARN_GAPLESS_
_Static_assert(W_COUNT_ == sizeof warns / sizeof warns[0], "one per code");

static const struct warn_info *find_warn(int code)
{
    return code >= 1 && code <= W_COUNT_ ? &warns[code - 1] : NULL;
}

/* Codes run from 1 without a gap (url1738.h). */
int url1738_warn_count(void)
{
    return (int)(sizeof warns / sizeof warns[0]);
}

const char *url1738_warnname(int code)
{
    const struct warn_info *wi = find_warn(code);

    return wi ? wi->name : NULL;
}

const char *url1738_severity_name(int severity)
{
    static const char *const names[URL1738_SEVERITY_ERROR + 1] = {
        [1] = "note", [2] = "caution", [3] = "danger",
        [URL1738_SEVERITY_ERROR] = "error",
    };

    return severity >= 1 && severity <= URL1738_SEVERITY_ERROR
               ? names[severity] : NULL;
}

/* The order of the report: by offset; at one offset the most severe
 * first, then by code. */
static int before(const struct url1738_warning *a,
                  const struct url1738_warning *b)
{
    if (a->offset != b->offset)
        return a->offset < b->offset;
    if (a->severity != b->severity)
        return a->severity > b->severity;
    if (a->code != b->code)
        return (int)a->code < (int)b->code;
    return a->len < b->len;
}

/* The warnings found so far. The first cap of them in report order are
 * kept in the caller's array, as a heap whose root is the last of them (so
 * a warning found later that comes before it takes its place): n log cap,
 * no allocation. */
struct lint {
    const unsigned char *p;
    size_t len;
    enum url1738_spec spec;     /* the reading linted by               */
    char *w;                    /* the caller's array ...          */
    size_t stride;              /* ... of elements w[0].size apart */
    size_t cap;
    size_t n;
};

static struct url1738_warning *at(const struct lint *l, size_t k)
{
    return (struct url1738_warning *)(void *)(l->w + k * l->stride);
}

/* Writes ABI 1's members of x into element k (the caller's element may be
 * larger or smaller than ours: size is the stride). */
static void put(const struct lint *l, size_t k,
                const struct url1738_warning *x)
{
    struct url1738_warning *d = at(l, k);

    d->size = l->stride;
    d->code = x->code;
    d->severity = x->severity;
    d->offset = x->offset;
    d->len = x->len;
    d->message = x->message;
}

static void get(const struct lint *l, size_t k, struct url1738_warning *x)
{
    const struct url1738_warning *s = at(l, k);

    x->code = s->code;
    x->severity = s->severity;
    x->offset = s->offset;
    x->len = s->len;
    x->message = s->message;
}

/* Elements [0, n) as a heap whose root comes last in report order: moves
 * x, put at root, down to its place. */
static void sift(const struct lint *l, size_t root, size_t n,
                 const struct url1738_warning *x)
{
    struct url1738_warning c, c2;
    size_t child;

    while ((child = 2 * root + 1) < n) {
        get(l, child, &c);
        if (child + 1 < n) {
            get(l, child + 1, &c2);
            if (before(&c, &c2)) {
                child++;
                c = c2;
            }
        }
        if (!before(x, &c))
            break;
        put(l, root, &c);
        root = child;
    }
    put(l, root, x);
}

/* Heap sort of the kept elements into report order: in place. */
static void sort_warnings(const struct lint *l, size_t n)
{
    struct url1738_warning x, last;
    size_t i;

    for (i = n / 2; i > 0; i--) {
        get(l, i - 1, &x);
        sift(l, i - 1, n, &x);
    }
    for (i = n; i > 1; i--) {
        get(l, 0, &x);
        get(l, i - 1, &last);
        put(l, i - 1, &x);
        sift(l, 0, i - 1, &last);
    }
}

/* Keeps warning x when it is among the first cap in report order. */
static void keep(struct lint *l, const struct url1738_warning *x)
{
    struct url1738_warning p, root;
    size_t k, parent;

    if (l->n < l->cap) {
        /* Sift up: the heap's root is the one that comes last. */
        k = l->n;
        while (k > 0) {
            parent = (k - 1) / 2;
            get(l, parent, &p);
            if (!before(&p, x))
                break;
            put(l, k, &p);
            k = parent;
        }
        put(l, k, x);
    } else if (l->cap > 0) {
        get(l, 0, &root);
        if (before(x, &root))
            sift(l, 0, l->cap, x);
    }
    l->n++;
}

/* Keeps warning code with a message more specific than its generic one
 * (msg NULL: the generic one). msg is a static string. */
static void add_msg(struct lint *l, enum url1738_warn code, size_t off,
                    size_t len, const char *msg)
{
    const struct warn_info *wi = find_warn(code);
    struct url1738_warning x;

    x.code = code;
    x.severity = wi->severity;
    x.offset = off;
    x.len = len;
    x.message = msg != NULL ? msg : wi->message;
    keep(l, &x);
}

static void add(struct lint *l, enum url1738_warn code, size_t off,
                size_t len)
{
    add_msg(l, code, off, len, NULL);
}

/* A byte plan refuses: severity 4 (error), the plan's code, its generic
 * message. */
static void add_refusal(struct lint *l, enum url1738_code code, size_t off,
                        size_t len)
{
    struct url1738_warning x;

    x.code = (enum url1738_warn)code;
    x.severity = URL1738_SEVERITY_ERROR;
    x.offset = off;
    x.len = len;
    x.message = url1738_strerror(code);
    keep(l, &x);
}

/* Escapes that are delimiters by design and not reported (3.4, 3.4.9),
 * and the fields that are sent (reported on their own, with the plan's
 * codes). */
struct exempt {
    size_t tab1, tab2;          /* the "%09"s that split a Gopher path */
    size_t ask_off, ask_end;    /* an exact gopher+ ASK block          */
    struct url1738__sent sent[4];
    size_t nsent;
};

/* Whether the escape at i decodes to byte v that a sent field refuses. */
static int refused(const struct exempt *ex, size_t i, unsigned v)
{
    size_t k;

    for (k = 0; k < ex->nsent; k++) {
        struct url1738_span s = ex->sent[k].span;
        if (url1738_present(s) && i >= s.off && i < s.off + s.len)
            return !url1738__may_send(ex->sent[k].field, (unsigned char)v);
    }
    return 0;
}

/* RFC 3986 2.3: unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" */
static int unreserved3986(unsigned v)
{
    return (v < 0x80 && url1738__is((unsigned char)v, P_ALNUM)) || v == '-'
           || v == '.' || v == '_' || v == '~';
}

/* RFC 3986 2.2: reserved = gen-delims / sub-delims
 *   gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"
 *   sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," /
 *                ";" / "=" (reg-name's bytes that are not unreserved) */
static int reserved3986(unsigned v)
{
    return v == ':' || v == '/' || v == '?' || v == '#' || v == '[' ||
           v == ']' || v == '@' ||
           (v < 0x80 && url1738__is((unsigned char)v, P3_REGNAME)
            && !unreserved3986(v));
}

/* A raw byte RFC 1738 2.2 calls unsafe (space, national, punctuation)
 * that the reading linted by lets stand: under RFC 3986 '~' is
 * unreserved (2.3), '#', '[' and ']' are delimiters (2.2). */
#define UNSAFE_CLASSES (URL1738_C_SPACE | URL1738_C_NATIONAL | URL1738_C_PUNCT)
static int unsafe_raw(const struct lint *l, unsigned char b)
{
    if (l->spec != URL1738_SPEC_RFC1738
        && (b == '~' || b == '#' || b == '[' || b == ']'))
        return 0;
    return (url1738__class[b] & UNSAFE_CLASSES) != 0;
}

/*
 * RFC 1738 2.2: octets "must be encoded if they have no corresponding
 * graphic character within the US-ASCII coded character set, if the use
 * of the corresponding character is unsafe, or if the corresponding
 * character is reserved". One pass over the bytes: raw bytes that should
 * have been encoded, and escapes worth a second look. Under RFC 3986 its
 * own reserved and unreserved sets (2.2, 2.3) judge the escapes.
 */
static void lint_bytes(struct lint *l, const struct exempt *ex)
{
    const unsigned char *p = l->p;
    size_t i, bad;

    for (i = 0; i < l->len; i++) {
        unsigned c = url1738__class[p[i]];
        unsigned v;
        /* Most bytes: no '%' and none of the classes looked at below
         * (unsafe_raw's UNSAFE_CLASSES among them), so one test lets
         * them by. */
        if (p[i] != '%'
            && !(c & (URL1738_C_CONTROL | URL1738_C_HIGH | UNSAFE_CLASSES)))
            continue;
        if (p[i] != '%') {
            if (c & URL1738_C_CONTROL)
                add(l, URL1738_W_CONTROL, i, 1);
            else if (c & URL1738_C_HIGH)
                add(l, URL1738_W_8BIT, i, 1);
            else if (unsafe_raw(l, p[i]))
                add(l, URL1738_W_UNSAFE, i, 1);
            continue;
        }
        if (!url1738__escape_ok(p, i, l->len, &bad)) {
            add(l, URL1738_W_UNSAFE, i, 1);   /* a '%' that is no escape */
            continue;
        }
        v = url1738__hexval(p[i + 1]) * 16 + url1738__hexval(p[i + 2]);
        c = url1738__class[v];
        if ((p[i + 1] >= 'a' && p[i + 1] <= 'f') ||
            (p[i + 2] >= 'a' && p[i + 2] <= 'f'))
            add(l, URL1738_W_LOWER_HEX, i, 3);
        if (i == ex->tab1 || i == ex->tab2 ||
            (i >= ex->ask_off && i < ex->ask_end) || refused(ex, i, v)) {
            i += 2;
            continue;
        }
        if (v == 0x00 || v == 0x09 || v == 0x0A || v == 0x0D)
            add(l, URL1738_W_ENCODED_DELIMITER, i, 3);
        else if (c & URL1738_C_HIGH)
            add(l, URL1738_W_ENCODED_8BIT, i, 3);
        else if (l->spec != URL1738_SPEC_RFC1738) {
            if (reserved3986(v))
                add(l, URL1738_W_ENCODED_RESERVED, i, 3);
            else if (unreserved3986(v))
                add(l, URL1738_W_ENCODED_UNRESERVED, i, 3);
        } else if (c & URL1738_C_RESERVED)
            add(l, URL1738_W_ENCODED_RESERVED, i, 3);
        else if (c & URL1738_C_UNRESERVED)
            add(l, URL1738_W_ENCODED_UNRESERVED, i, 3);
        i += 2;
    }
}

/* RFC 1738 3.1: hostnumber = digits "." digits "." digits "." digits,
 * each naming one octet: over 255 it names none. */
static void lint_hostnumber(struct lint *l, struct url1738_span h)
{
    const unsigned char *p = l->p;
    size_t i, start = h.off, end = h.off + h.len;
    unsigned long v = 0;

    for (i = h.off; i < end; i++)
        if (p[i] != '.' && !url1738__is(p[i], P_DIGIT))
            return;                     /* a host name */
    for (i = h.off; i <= end; i++) {
        if (i < end && p[i] != '.') {
            if (v <= 255)
                v = v * 10 + (unsigned long)(p[i] - '0');
            continue;
        }
        if (v > 255)
            add(l, URL1738_W_HOSTNUMBER_RANGE, start, i - start);
        else if (i - start > 1 && p[start] == '0')
            add(l, URL1738_W_HOSTNUMBER_ZERO, start, i - start);
        v = 0;
        start = i + 1;
    }
}

/* RFC 1738 6: "Caution should be used when using any URL which specifies
 * a port number other than the default for the protocol, especially when
 * it is a number within the reserved space." */
static void lint_port(struct lint *l, const struct url1738_url *u)
{
    struct url1738_span s = u->port;
    unsigned long v, dflt;

    if (!url1738_present(s) || s.len == 0) /* RFC 3986 3.2.3: empty */
        return;
    dflt = l->spec == URL1738_SPEC_RFC1738
               ? url1738_default_port(u->scheme_id)
               : url1738_scheme_port((const char *)l->p + u->scheme.off,
                                     u->scheme.len, l->spec);
    v = url1738__port_value((const char *)l->p, s);
    if (v == 0 || v > 65535)
        add(l, URL1738_W_PORT_RANGE, s.off, s.len);
    else if (dflt != 0 && v != dflt)
        add(l, v < 1024 ? URL1738_W_PORT_RESERVED : URL1738_W_PORT, s.off,
            s.len);
}

/*
 * RFC 1738 3.2.4: "." and ".." are sent as they are, to a server that
 * may read them as the current and the parent directory. They are looked
 * for after decoding: "..%2F..%2Fetc" is sent as "CWD ../../etc", so each
 * piece of a segment between decoded "/" (or "\", a separator to some
 * servers) counts.
 */
static void lint_dot_segments(struct lint *l, struct url1738_span path)
{
    const char *p = (const char *)l->p;
    struct url1738_iter it;
    struct url1738_span seg;
    struct url1738__cursor c;
    size_t off, start, end;
    unsigned b;
    int esc, dots;

    url1738_iter_init(&it, path);
    while (url1738_next_segment(p, &it, &seg)) {
        url1738__cursor_init(&c, p, seg.off, seg.off + seg.len);
        start = end = seg.off;
        dots = 0;
        for (;;) {
            int more = url1738__cursor_next(&c, &b, &off, &esc);
            if (more && b != '/' && b != '\\') {
                dots = b == '.' && dots >= 0 ? dots + 1 : -1;
                end = c.i;
                continue;
            }
            if (dots == 1 || dots == 2)
                add(l, URL1738_W_DOT_SEGMENT, start, end - start);
            if (!more)
                break;
            start = end = c.i;
            dots = 0;
        }
    }
}

/* Every byte url1738_plan() would refuse in the fields it sends, and an
 * exact ASK block to a port other than 70 (6). */
static void lint_refusals(struct lint *l, const struct url1738_url *u,
                          const struct exempt *ex)
{
    const char *p = (const char *)l->p;
    struct url1738__bad bad;
    size_t k, from;

    for (k = 0; k < ex->nsent; k++) {
        const struct url1738__sent *s = &ex->sent[k];
        if (s->field == URL1738__F_GOPHER_PLUS) {
            if (url1738__ask_block(p, s->span, &bad)) {
                if (url1738_present(u->port) &&
                    url1738__port_value(p, u->port) != 70)
                    add_refusal(l, URL1738_E_PLAN_ASK_PORT, u->port.off,
                                u->port.len);
                continue;
            }
            /* Not the exact form: each CR, LF and NUL of it is refused. */
        }
        from = s->span.off;
        while (url1738__check(p, s->span, s->field, from, &bad)) {
            add_refusal(l, url1738__refusal(s->field, bad.byte), bad.off,
                        bad.byte == URL1738__BYTE_END ? 0 : bad.escaped ? 3 : 1);
            from = bad.off + (bad.escaped ? 3 : 1);
        }
    }
}

/* The warnings that need the URL taken apart: u by the reading linted
 * by; r the same URL's RFC 1738 parts for the cautions of its scheme,
 * NULL when RFC 1738 does not read it (under RFC 3986). */
static void lint_parts(struct lint *l, const struct url1738_url *u,
                       const struct url1738_url *r)
{
    const unsigned char *p = l->p;
    struct url1738_iter it;
    struct url1738_span seg, name = URL1738__NOSPAN;
    size_t i;

    if (u->scheme_id == URL1738_SCHEME_OTHER)
        add(l, URL1738_W_UNKNOWN_SCHEME, u->scheme.off, u->scheme.len);
    if (u->scheme_id == URL1738_SCHEME_FTP && url1738_present(u->user) &&
        u->user.len == 0)
        add(l, URL1738_W_EMPTY_USER, u->user.off, 0);
    if (url1738_present(u->password))
        add(l, URL1738_W_PASSWORD, u->password.off, u->password.len);
    if (url1738_present(u->host))
        lint_hostnumber(l, u->host);
    lint_port(l, u);
    if (r == NULL)
        return;
    u = r;
    switch (u->scheme_id) {
    case URL1738_SCHEME_FTP:
        lint_dot_segments(l, u->u.ftp.fpath);
        url1738_iter_init(&it, u->u.ftp.fpath);
        while (url1738_next_segment((const char *)p, &it, &seg))
            name = seg;
        if (!url1738_present(u->u.ftp.type) && name.len > 0)
            add(l, URL1738_W_FTP_NO_TYPE, name.off, name.len);
        break;
    case URL1738_SCHEME_HTTP:
        /* RFC 3986 5.2.4: a client removes them before the request. */
        if (l->spec == URL1738_SPEC_RFC1738)
            lint_dot_segments(l, u->u.http.hpath);
        break;
    case URL1738_SCHEME_FILE: {
        static const char lh[] = "localhost";
        struct url1738_span h = u->host;
        int local = h.len == 0 || h.len == sizeof lh - 1;
        for (i = 0; local && h.len != 0 && i < h.len; i++)
            local = (p[h.off + i] | 0x20) == lh[i];
        if (!local)
            add(l, URL1738_W_FILE_REMOTE, h.off, h.len);
        lint_dot_segments(l, u->u.file.fpath);
        break;
    }
    case URL1738_SCHEME_NEWS: {
        size_t off = u->u.news.all ? u->scheme.off + u->scheme.len + 1
                     : url1738_present(u->u.news.group) ? u->u.news.group.off
                                                        : u->u.news.article.off;
        add(l, URL1738_W_NEWS_LOCAL, off, l->len - off);
        break;
    }
    default:
        break;
    }
}

/* Whether offset o stands in span s or right before it (at the
 * delimiter that opens it). */
static int at_span(struct url1738_span s, size_t o)
{
    return url1738_present(s) && o + 1 >= s.off && o <= s.off + s.len;
}

/* Why RFC 3986 reads what RFC 1738 stops at, at offset o: the first rule
 * of RFC 3986 that accepts the byte there, or NULL (the generic message). */
static const char *why_rfc3986(const struct lint *l,
                               const struct url1738_url *u, size_t o)
{
    unsigned char b = o < l->len ? l->p[o] : 0;

    if (b == '~')
        return N_("valid under RFC 3986, where '~' is unreserved (RFC 3986 "
               "2.3); RFC 1738 calls it unsafe (2.2)");
    if (b == '#' && url1738_present(u->fragment))
        return N_("valid under RFC 3986, where '#' begins the fragment (RFC "
               "3986 3.5); RFC 1738 leaves the fragment out of the URL");
    if ((u->host_type == URL1738_HOST_IPV6
         || u->host_type == URL1738_HOST_IPVFUTURE) && at_span(u->host, o))
        return N_("valid under RFC 3986, where an IPv6 address (or IPvFuture) "
               "stands in '[' ']' as the host (RFC 3986 3.2.2)");
    if (at_span(u->userinfo, o) || (url1738_present(u->userinfo)
                                    && o == u->userinfo.off
                                                + u->userinfo.len))
        return N_("valid under RFC 3986, which allows a user name and a "
               "password before '@' with any scheme (RFC 3986 3.2.1)");
    if (u->host_type == URL1738_HOST_REG_NAME && url1738_present(u->host)
        && o >= u->host.off && o < u->host.off + u->host.len)
        return N_("valid under RFC 3986, whose host (reg-name) allows "
               "characters an RFC 1738 host name does not (RFC 3986 3.2.2)");
    if (url1738_present(u->port) && u->port.len == 0 && at_span(u->port, o))
        return N_("valid under RFC 3986, where the port may be empty (RFC 3986 "
               "3.2.3)");
    if (at_span(u->query, o))
        return N_("valid under RFC 3986, which reads a query after '?' with "
               "any scheme (RFC 3986 3.4)");
    return NULL;
}

/* Where the readings part ways (url1738_lint_spec()): r1 and u3 are the
 * input read by RFC 1738 and by RFC 3986, rc1 and rc3 their results. */
static void lint_readings(struct lint *l, enum url1738_code rc1,
                          const struct url1738_url *r1,
                          const struct url1738_error *e1,
                          enum url1738_code rc3,
                          const struct url1738_url *u3,
                          const struct url1738_error *e3)
{
    struct url1738_span h1 = r1->host, h3 = u3->host, search;

    if (rc1 != URL1738_OK && rc3 == URL1738_OK) {
        add_msg(l, URL1738_W_RFC3986_ONLY, e1->offset,
                e1->offset < l->len ? 1 : 0, why_rfc3986(l, u3, e1->offset));
        return;
    }
    if (rc1 == URL1738_OK && rc3 != URL1738_OK) {
        /* 3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) */
        add_msg(l, URL1738_W_RFC1738_ONLY, e3->offset,
                e3->offset < l->len ? 1 : 0,
                e3->offset == 0 ? N_("valid under RFC 1738, but RFC 3986 "
                                  "needs a letter first in a scheme name "
                                  "(RFC 3986 3.1)")
                                : NULL);
        return;
    }
    if (rc1 != URL1738_OK)
        return;
    if (url1738_present(h3)
        && (!url1738_present(h1) || h1.off != h3.off || h1.len != h3.len))
        add_msg(l, URL1738_W_HOST_READING, h3.off, h3.len,
                url1738_present(h1)
                    ? NULL
                    : N_("RFC 3986 reads this as the host; under RFC 1738 "
                      "the URL has no host (it matches only genericurl)"));
    /* http's search and wais's waisindex split at the '?' as a query. */
    search = r1->scheme_id == URL1738_SCHEME_HTTP ? r1->u.http.search
             : r1->scheme_id == URL1738_SCHEME_WAIS ? r1->u.wais.search
                                                    : URL1738__NOSPAN;
    if (url1738_present(u3->query)
        && !(url1738_present(search) && search.off == u3->query.off))
        add(l, URL1738_W_QUERY_READING, u3->query.off - 1, 1);
}

/* The three readings (url1738_diff()): do they send the URL to different
 * places? Their normal forms are kept on the stack, so a longer input is
 * not checked. */
#define AUTHORITY_ROOM 2048

static void lint_authority(struct lint *l, const struct url1738_url *u3)
{
    char room[AUTHORITY_ROOM];

    if (url1738__diff_authority((const char *)l->p, l->len, room,
                                sizeof room) == 0)
        return;
    if (u3 != NULL && url1738_present(u3->host) && u3->host.len > 0)
        add(l, URL1738_W_AUTHORITY_READINGS, u3->host.off, u3->host.len);
    else
        add(l, URL1738_W_AUTHORITY_READINGS, 0, l->len);
}

/* One validation error of the WHATWG reading (url1738__whatwg_validate):
 * its warning, with the standard's name of it in the message. */
static void whatwg_note(void *ctx, enum url1738__wv kind, size_t off,
                        size_t len)
{
    struct lint *l = ctx;

    switch (kind) {
    case URL1738__WV_EDGE:
        add_msg(l, URL1738_W_WHATWG_URL_UNIT, off, len,
                N_("invalid-URL-unit: C0 controls or spaces before or after "
                "the URL, which the URL Standard strips; other parsers may "
                "keep them"));
        break;
    case URL1738__WV_TABNL:
        add_msg(l, URL1738_W_WHATWG_URL_UNIT, off, len,
                N_("invalid-URL-unit: a tab or newline, which the URL "
                "Standard removes wherever it stands; other parsers keep it "
                "or stop there"));
        break;
    case URL1738__WV_UNIT:
        add(l, URL1738_W_WHATWG_URL_UNIT, off, len);
        break;
    case URL1738__WV_BACKSLASH:
        add(l, URL1738_W_WHATWG_BACKSLASH, off, len);
        break;
    case URL1738__WV_SOLIDUS:
        add(l, URL1738_W_WHATWG_SOLIDUS, off, len);
        break;
    case URL1738__WV_CREDENTIALS:
        add(l, URL1738_W_WHATWG_CREDENTIALS, off, len);
        break;
    case URL1738__WV_IPV4_NONDEC:
        add(l, URL1738_W_WHATWG_IPV4, off, len);
        break;
    case URL1738__WV_IPV4_EMPTY:
        add_msg(l, URL1738_W_WHATWG_IPV4, off, len,
                N_("IPv4-empty-part: the IPv4 address ends in '.', which the "
                "URL Standard drops"));
        break;
    case URL1738__WV_IPV4_RANGE:
        add_msg(l, URL1738_W_WHATWG_IPV4, off, len,
                N_("IPv4-out-of-range-part: a part of the IPv4 address over "
                "255, which the URL Standard spreads over the address's last "
                "bytes (2130706433 is 127.0.0.1)"));
        break;
    case URL1738__WV_DRIVE_HOST:
        add(l, URL1738_W_WHATWG_DRIVE_HOST, off, len);
        break;
    }
}

/* lint --spec=whatwg: the URL Standard's validation errors (its basic
 * URL parser, no base) and where the readings send the URL elsewhere. */
static size_t lint_whatwg(struct lint *l, struct url1738_error *err)
{
    struct url1738_url u3;
    enum url1738_code rc3;

    /* The common URL, with no validation error: the parser's fast path
     * says so; any other goes through its states, which note each. */
    if (url1738__whatwg_clean((const char *)l->p, l->len))
        (void)url1738__report(err, URL1738_OK, 0);
    else
        (void)url1738__whatwg_validate((const char *)l->p, l->len,
                                       whatwg_note, l, err);
    rc3 = url1738__parse_spec((const char *)l->p, l->len,
                              URL1738_SPEC_RFC3986, &u3, NULL);
    lint_authority(l, rc3 == URL1738_OK ? &u3 : NULL);
    sort_warnings(l, l->n < l->cap ? l->n : l->cap);
    return l->n;
}

size_t url1738_lint_spec(const char *p, size_t len, enum url1738_spec spec,
                         struct url1738_warning *w, size_t cap,
                         struct url1738_error *err)
{
    struct lint l;
    struct url1738_url u1, u3;
    struct url1738_error e1, e3;
    const struct url1738_url *u, *r;
    struct exempt ex;
    struct url1738__bad bad;
    enum url1738_code rc1, rc3, rc;
    size_t i;

    ex.tab1 = ex.tab2 = URL1738_ABSENT;
    ex.ask_off = ex.ask_end = 0;
    ex.nsent = 0;
    l.p = (const unsigned char *)p;
    l.len = p == NULL ? 0 : len;
    l.spec = spec;
    l.w = (char *)w;
    l.cap = w == NULL ? 0 : cap;
    l.stride = l.cap > 0 ? w->size : 0;
    l.n = 0;
    if (l.cap > 0 && l.stride < URL1738__ABI1_WARNING) {
        url1738__bad_size(err, URL1738__SIZE_MSG(url1738_warning,
                                                 URL1738_WARNING_INIT));
        return (size_t)-1;
    }
    if (spec == URL1738_SPEC_WHATWG)
        return lint_whatwg(&l, err);
    if (spec != URL1738_SPEC_RFC1738 && spec != URL1738_SPEC_RFC3986) {
        url1738__report(err, URL1738_E_INVALID_ARG, 0);
        return (size_t)-1;
    }
    /* Both readings, for where they part ways. */
    rc1 = url1738__parse(p, l.len, &u1, &e1);
    rc3 = url1738__parse_spec(p, l.len, URL1738_SPEC_RFC3986, &u3, &e3);
    rc = spec == URL1738_SPEC_RFC1738 ? rc1 : rc3;
    u = spec == URL1738_SPEC_RFC1738 ? &u1 : &u3;
    if (err != NULL)
        *err = spec == URL1738_SPEC_RFC1738 ? e1 : e3;
    /* The scheme's own cautions come from its RFC 1738 parts: under RFC
     * 3986 only where RFC 1738 reads the URL too. */
    r = rc1 == URL1738_OK && (spec == URL1738_SPEC_RFC1738
                              || rc3 == URL1738_OK) ? &u1 : NULL;
    if (r != NULL)
        ex.nsent = url1738__sent_fields(p, r, ex.sent);
    if (r != NULL && r->scheme_id == URL1738_SCHEME_GOPHER) {
        if (url1738_present(r->u.gopher.search))
            ex.tab1 = r->u.gopher.search.off - 3;
        if (url1738_present(r->u.gopher.plus)) {
            struct url1738_span s = r->u.gopher.plus;
            ex.tab2 = s.off - 3;
            if (url1738__ask_block(p, s, &bad)) {
                ex.ask_off = s.off;
                ex.ask_end = s.off + s.len;
            }
        }
    }
    lint_bytes(&l, &ex);
    if (url1738_present(u->scheme)) {
        for (i = 0; i < u->scheme.len; i++) {
            if (l.p[u->scheme.off + i] >= 'A'
                && l.p[u->scheme.off + i] <= 'Z') {
                add(&l, URL1738_W_SCHEME_CASE, u->scheme.off, u->scheme.len);
                break;
            }
        }
    }
    if (rc == URL1738_OK)
        lint_parts(&l, u, r);
    if (rc == URL1738_OK && r != NULL)
        lint_refusals(&l, r, &ex);
    lint_readings(&l, rc1, &u1, &e1, rc3, &u3, &e3);
    lint_authority(&l, rc3 == URL1738_OK ? &u3 : NULL);
    sort_warnings(&l, l.n < l.cap ? l.n : l.cap);
    return l.n;
}

size_t url1738_lint(const char *p, size_t len, struct url1738_warning *w,
                    size_t cap, struct url1738_error *err)
{
    return url1738_lint_spec(p, len, URL1738_SPEC_RFC1738, w, cap, err);
}
