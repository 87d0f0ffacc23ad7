/*
 * fastpath.c - the common shape of an http URL read without the general
 * machinery: "http://" host [ ":" port ] [ "/" hpath [ "?" search ]],
 * the host a hostname whose toplabel begins with a letter, no login.
 * It only ever accepts: at the first byte it does not expect it gives
 * up, and the full grammar (parse.c) reads the URL from the start, so
 * the verdict, every span and any error offset are the full parser's.
 * tests/t_fastpath.c checks that on the corpora and generated inputs.
 *
 * RFC 1738 5 (the productions it covers):
 *   httpurl     = "http://" hostport [ "/" hpath [ "?" search ]]
 *   hostport    = host [ ":" port ]
 *   hostname    = *[ domainlabel "." ] toplabel
 *   domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
 *   toplabel    = alpha | alpha *[ alphadigit | "-" ] alphadigit
 *   port        = digits
 *   hpath       = hsegment *[ "/" hsegment ]
 *   search      = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
 */
#include <string.h>

#include "fastpath.h"
#include "stage1.h"

/*
 * hostname: a run of host bytes (alpha, digit, "-", ".") that begins and
 * ends with an alphadigit, with an alphadigit on both sides of every "."
 * (so no label is empty or begins or ends with "-"), and whose last label
 * (toplabel) begins with a letter, so it is never a hostnumber.
 * Returns the offset after the host, or 0 when the bytes are not that.
 */
static size_t hostname(const unsigned char *p, size_t i, size_t n)
{
    size_t start = i, top = i;

    while (i < n && url1738__is(p[i], P_HOST)) {
        if (p[i] == '.') {
            if (i == start || !url1738__is(p[i - 1], P_ALNUM) || i + 1 >= n
                || !url1738__is(p[i + 1], P_ALNUM))
                return 0;
            top = i + 1;
        }
        i++;
    }
    if (i == start || !url1738__is(p[start], P_ALNUM)
        || !url1738__is(p[i - 1], P_ALNUM) || !url1738__is(p[top], P_ALPHA))
        return 0;
    return i;
}

/* Where the parts end: what both readings below find. */
struct ends {
    size_t h;    /* after the host                        */
    size_t port; /* the port's first digit, 0 when none   */
    size_t s;    /* the "/" after hostport, or len        */
    size_t j;    /* the "?" after hpath, or len           */
};

/* Bit k and above of x. */
#define FROM(x, k) ((x) >> (k))
#define CTZ_NOT(x) ((size_t)__builtin_ctzll(~(x)))

/*
 * The reading on the masks of stage 1, for inputs of 8 to 63 bytes,
 * copied into a zeroed block (a NUL is in no class, so every run stops
 * at the end): the productions walk delimiter positions, not bytes.
 */
static int ends_masks(const unsigned char *p, size_t n, struct ends *e)
{
    unsigned char blk[64] = { 0 };
    struct url1738__masks m;
    uint64_t host, dots, digit, pct, esc, hp;
    size_t hl, top, d;

    memcpy(blk, p, n);
    url1738__stage1_core(blk, n, &m);
    /* host: the run of host bytes after "http://" */
    hl = CTZ_NOT(FROM(m.hostc, 7));
    if (hl == 0)
        return 0;
    e->h = 7 + hl;
    host = (((uint64_t)1 << hl) - 1) << 7;
    dots = m.dot & host;
    /* An alphadigit first, last and on both sides of every "." (byte 6
     * is the "/" and byte h is no host byte: neither is one). */
    if ((dots & ~(m.alnum << 1)) != 0 || (dots & ~(m.alnum >> 1)) != 0
        || !(FROM(m.alnum, 7) & 1) || !(FROM(m.alnum, e->h - 1) & 1))
        return 0;
    top = dots != 0 ? 64 - (size_t)__builtin_clzll(dots) : 7;
    if (!(FROM(m.alpha, top) & 1))
        return 0;
    e->port = 0;
    e->s = e->h;
    if (blk[e->s] == ':') {
        digit = m.alnum & ~m.alpha;
        d = CTZ_NOT(FROM(digit, e->s + 1));
        if (d == 0)
            return 0;
        e->port = e->s + 1;
        e->s += 1 + d;
    }
    e->j = n;
    if (e->s == n)
        return 1;
    if (blk[e->s] != '/')
        return 0;
    /* escape = "%" hex hex: every one well formed, then its three bytes
     * belong to any run. */
    pct = m.percent;
    if (((pct << 1) & ~m.hex) != 0 || ((pct << 2) & ~m.hex) != 0)
        return 0;
    esc = pct | pct << 1 | pct << 2;
    hp = m.hpath | esc;
    e->j = e->s + 1 + CTZ_NOT(FROM(hp, e->s + 1));
    if (e->j == n)
        return 1;
    if (blk[e->j] != '?')
        return 0;
    /* search: hsegment bytes, no "/" */
    return e->j + 1 + CTZ_NOT(FROM(hp & ~m.slash, e->j + 1)) == n;
}

/* The same reading a byte (or a scan) at a time, for any length. */
static int ends_scan(const unsigned char *p, size_t n, struct ends *e)
{
    struct url1738__ctx c;
    size_t d;

    e->h = hostname(p, 7, n);
    if (e->h == 0)
        return 0;
    e->port = 0;
    e->s = e->h;
    if (e->s < n && p[e->s] == ':') {
        d = e->s + 1;
        while (d < n && url1738__is(p[d], P_DIGIT))
            d++;
        if (d == e->s + 1)
            return 0;
        e->port = e->s + 1;
        e->s = d;
    }
    e->j = n;
    if (e->s == n)
        return 1;
    if (p[e->s] != '/')
        return 0;
    /* The scans report a bad escape into the context: then the full
     * grammar reports it too. */
    c.p = p;
    c.len = n;
    c.url = NULL;
    c.code = URL1738_OK;
    e->j = url1738__scan(&c, e->s + 1, P_HPATH);
    if (e->j == (size_t)-1)
        return 0;
    if (e->j == n)
        return 1;
    return p[e->j] == '?' && url1738__scan(&c, e->j + 1, P_HSEG) == n;
}

int url1738__fast_http(const unsigned char *p, size_t n,
                       struct url1738_url *url)
{
    struct ends e;

    /* "http://", the scheme in any case (2.1). */
    if (n < 8 || (p[0] | 0x20) != 'h' || (p[1] | 0x20) != 't'
        || (p[2] | 0x20) != 't' || (p[3] | 0x20) != 'p' || p[4] != ':'
        || p[5] != '/' || p[6] != '/')
        return 0;
    if (!(n < 64 ? ends_masks(p, n, &e) : ends_scan(p, n, &e)))
        return 0;
    if (url == NULL)
        return 1;
    url->scheme_id = URL1738_SCHEME_HTTP;
    url->scheme = url1738__span(0, 4);
    url->spec = URL1738_SPEC_RFC1738;
    url->default_port = url1738_default_port(URL1738_SCHEME_HTTP);
    url1738__clear_parts(url);
    url->parts_of = URL1738_SCHEME_HTTP;
    url->host_type = URL1738_HOST_REG_NAME;
    url->host = url1738__span(7, e.h - 7);
    if (e.port != 0)
        url->port = url1738__span(e.port, e.s - e.port);
    url->u.http.hpath = url->u.http.search = URL1738__NOSPAN;
    if (e.s < n) {
        url->path = url1738__span(e.s + 1, n - e.s - 1);
        url->u.http.hpath = url1738__span(e.s + 1, e.j - e.s - 1);
        if (e.j < n)
            url->u.http.search = url1738__span(e.j + 1, n - e.j - 1);
    }
    return 1;
}
