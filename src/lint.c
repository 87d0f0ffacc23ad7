/*
 * lint.c - the cautions of RFC 1738 sections 2.2 and 6 (and a few of
 * section 3) about one URL, as warnings with stable codes.
 */
#include "internal.h"

struct warn_info {
    int value;
    int severity;
    const char *name;
    const char *message;
};

static const struct warn_info warns[] = {
#define WARN_INFO_(name, value, sev, msg) { value, sev, #name, msg },
    URL1738_WARNINGS(WARN_INFO_)
#undef WARN_INFO_
};

static const struct warn_info *find_warn(int code)
{
    size_t i;

    for (i = 0; i < sizeof warns / sizeof warns[0]; i++)
        if (warns[i].value == code)
            return &warns[i];
    return NULL;
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

/* The warnings found so far; only the first cap are stored. */
struct lint {
    const unsigned char *p;
    size_t len;
    char *w;                    /* the caller's array ...          */
    size_t stride;              /* ... of elements w[0].size apart */
    size_t cap;
    size_t n;
};

static void add(struct lint *l, enum url1738_warn code, size_t off,
                size_t len)
{
    if (l->n < l->cap) {
        const struct warn_info *wi = find_warn(code);
        struct url1738_warning *x =
            (struct url1738_warning *)(void *)(l->w + l->n * l->stride);
        x->size = l->stride;
        x->code = code;
        x->severity = wi->severity;
        x->offset = off;
        x->len = len;
        x->message = wi->message;
    }
    l->n++;
}

/* Escapes that are delimiters by design and not reported (3.4, 3.4.9). */
struct exempt {
    size_t tab1, tab2;          /* the "%09"s that split a Gopher path */
    size_t ask_off, ask_end;    /* a gopher+ ASK block                  */
};

/*
 * RFC 1738 2.2: octets "must be encoded if they have no corresponding
 * graphic character within the US-ASCII coded character set, if the use
 * of the corresponding character is unsafe, or if the corresponding
 * character is reserved". One pass over the bytes: raw bytes that should
 * have been encoded, and escapes worth a second look.
 */
static void lint_bytes(struct lint *l, const struct exempt *ex)
{
    const unsigned char *p = l->p;
    size_t i, bad;

    for (i = 0; i < l->len; i++) {
        unsigned c = url1738__class[p[i]];
        unsigned v;
        if (p[i] != '%') {
            if (c & URL1738_C_CONTROL)
                add(l, URL1738_W_CONTROL, i, 1);
            else if (c & URL1738_C_HIGH)
                add(l, URL1738_W_8BIT, i, 1);
            else if (c & (URL1738_C_SPACE | URL1738_C_NATIONAL |
                          URL1738_C_PUNCT))
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
            (i >= ex->ask_off && i < ex->ask_end)) {
            i += 2;
            continue;
        }
        if (v == 0x00 || v == 0x09 || v == 0x0A || v == 0x0D)
            add(l, URL1738_W_ENCODED_DELIMITER, i, 3);
        else if (c & URL1738_C_HIGH)
            add(l, URL1738_W_ENCODED_8BIT, i, 3);
        else if (c & URL1738_C_RESERVED)
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
    unsigned long v = 0, dflt = url1738_default_port(u->scheme_id);
    size_t i;

    if (!url1738_present(s))
        return;
    for (i = 0; i < s.len && v <= 65535; i++)
        v = v * 10 + (unsigned long)(l->p[s.off + i] - '0');
    if (v == 0 || v > 65535)
        add(l, URL1738_W_PORT_RANGE, s.off, s.len);
    else if (dflt != 0 && v != dflt)
        add(l, v < 1024 ? URL1738_W_PORT_RESERVED : URL1738_W_PORT, s.off,
            s.len);
}

/* RFC 1738 3.2.4: "." and ".." are sent as they are, to a server that
 * may read them as the current and the parent directory. */
static void lint_dot_segments(struct lint *l, struct url1738_span path)
{
    const unsigned char *p = l->p;
    struct url1738_iter it;
    struct url1738_span seg;
    size_t i, dots;

    url1738_iter_init(&it, path);
    while (url1738_next_segment((const char *)p, &it, &seg)) {
        dots = 0;
        for (i = seg.off; i < seg.off + seg.len; i++) {
            if (p[i] == '.') {
                dots++;
            } else if (p[i] == '%' && i + 2 < seg.off + seg.len &&
                       p[i + 1] == '2' && (p[i + 2] | 0x20) == 'e') {
                dots++;
                i += 2;
            } else {
                dots = 3;
                break;
            }
        }
        if (dots == 1 || dots == 2)
            add(l, URL1738_W_DOT_SEGMENT, seg.off, seg.len);
    }
}

/* The warnings that need the URL taken apart. */
static void lint_parts(struct lint *l, const struct url1738_url *u)
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

size_t url1738_lint(const char *p, size_t len, struct url1738_warning *w,
                    size_t cap, struct url1738_error *err)
{
    struct lint l;
    struct url1738_url u;
    struct exempt ex = { URL1738_ABSENT, URL1738_ABSENT, 0, 0 };
    enum url1738_code rc;
    size_t i;

    l.p = (const unsigned char *)p;
    l.len = p == NULL ? 0 : len;
    l.w = (char *)w;
    l.cap = w == NULL ? 0 : cap;
    l.stride = l.cap > 0 ? w->size : 0;
    l.n = 0;
    if (l.cap > 0 && l.stride < URL1738__ABI1_WARNING) {
        url1738__bad_size(err, URL1738__SIZE_MSG(url1738_warning,
                                                 URL1738_WARNING_INIT));
        return (size_t)-1;
    }
    rc = url1738__parse(p, l.len, &u, err);
    if (rc == URL1738_OK && u.scheme_id == URL1738_SCHEME_GOPHER) {
        if (url1738_present(u.u.gopher.search))
            ex.tab1 = u.u.gopher.search.off - 3;
        if (url1738_present(u.u.gopher.plus)) {
            struct url1738_span s = u.u.gopher.plus;
            const char *e = p + s.off + s.len - 6;
            ex.tab2 = s.off - 3;
            if (s.len >= 6 && e[0] == '%' && e[1] == '0' &&
                (e[2] | 0x20) == 'd' && e[3] == '%' && e[4] == '0' &&
                (e[5] | 0x20) == 'a') {
                ex.ask_off = s.off;
                ex.ask_end = s.off + s.len;
            }
        }
    }
    lint_bytes(&l, &ex);
    if (url1738_present(u.scheme)) {
        for (i = 0; i < u.scheme.len; i++) {
            if (l.p[u.scheme.off + i] >= 'A' && l.p[u.scheme.off + i] <= 'Z') {
                add(&l, URL1738_W_SCHEME_CASE, u.scheme.off, u.scheme.len);
                break;
            }
        }
    }
    if (rc == URL1738_OK)
        lint_parts(&l, &u);
    return l.n;
}
