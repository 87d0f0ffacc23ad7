/* SPDX-License-Identifier: MIT */
/*
 * http.c - RFC 1738 3.3 over HTTP/1.1 (RFC 9112): GET of the plan's
 * request target, the body by Content-Length, chunked or to EOF, and,
 * when asked, the 3xx redirects: a bounded number, no URL twice.
 */
#include <stdio.h>
#include <string.h>

#include "access_internal.h"

/* The longest Location kept and the longest request target sent. */
#define HTTP_URL_MAX 4096
/* The most redirects a caller may ask for. */
#define HTTP_REDIRECTS_MAX 50

struct response {
    int status;
    int chunked;
    int has_length;
    unsigned long long length;
    char location[HTTP_URL_MAX];
    size_t location_len;        /* > HTTP_URL_MAX - 1: too long to keep */
};

/* Whether the last transfer coding of a Transfer-Encoding is "chunked". */
static int ends_chunked(const char *v, size_t n)
{
    static const char ch[] = "chunked";
    size_t i;

    if (n < 7)
        return 0;
    for (i = 0; i < 7; i++)
        if ((v[n - 7 + i] | 0x20) != ch[i])
            return 0;
    return n == 7 || v[n - 8] == ',' || v[n - 8] == ' ';
}

static int read_head(struct acc_session *s, struct acc_conn *c,
                     struct response *rs)
{
    const char *line, *v;
    size_t len, vlen, n;
    int rc, interim;
    char status_line[URL1738_ACCESS_REPLY_MAX];
    size_t status_len;

    for (interim = 0;; interim++) {
        rc = acc_read_line(s, c, &line, &len, URL1738_ACCESS_STAGE_COMMAND);
        if (rc != 0)
            return rc;
        rs->status = acc_parse_status_line(line, len);
        if (rs->status < 0 || interim == 10)
            return acc_fail(s, URL1738_ACCESS_E_PROTOCOL,
                            URL1738_ACCESS_STAGE_COMMAND, line, len);
        status_len = len < sizeof status_line ? len : sizeof status_line;
        memcpy(status_line, line, status_len);
        rs->chunked = rs->has_length = 0;
        rs->location_len = 0;
        for (n = 0;; n++) {
            if (n == ACC_REPLY_LINES)
                return acc_fail(s, URL1738_ACCESS_E_PROTOCOL,
                                URL1738_ACCESS_STAGE_COMMAND, line, len);
            rc = acc_read_line(s, c, &line, &len,
                               URL1738_ACCESS_STAGE_COMMAND);
            if (rc != 0)
                return rc;
            if (len == 0)
                break;
            if (acc_header_is(line, len, "content-length", &v, &vlen)) {
                unsigned long long x = 0;
                int prc = acc_parse_length(v, vlen, &x);
                if (prc != ACC_PARSE_OK || (rs->has_length && x != rs->length))
                    return acc_fail(s, prc == ACC_PARSE_RANGE
                                           ? URL1738_ACCESS_E_NUMBER
                                           : URL1738_ACCESS_E_PROTOCOL,
                                    URL1738_ACCESS_STAGE_COMMAND, line, len);
                rs->length = x;
                rs->has_length = 1;
            } else if (acc_header_is(line, len, "transfer-encoding", &v,
                                 &vlen)) {
                rs->chunked = ends_chunked(v, vlen);
                if (!rs->chunked)
                    return acc_fail(s, URL1738_ACCESS_E_PROTOCOL,
                                    URL1738_ACCESS_STAGE_COMMAND, line, len);
            } else if (acc_header_is(line, len, "location", &v, &vlen)) {
                rs->location_len = vlen;
                if (vlen < sizeof rs->location)
                    memcpy(rs->location, v, vlen);
            }
        }
        /* 1xx: an interim response; the real one follows (101 is not
         * asked for and not accepted). */
        if (rs->status / 100 != 1 || rs->status == 101)
            break;
    }
    s->res->status = rs->status;
    s->res->reply_len = status_len;
    memcpy(s->res->reply, status_line, status_len);
    s->res->reply[status_len] = '\0';
    if (rs->status == 101 || rs->status >= 400)
        return acc_fail(s, rs->status >= 400 ? URL1738_ACCESS_E_REPLY
                                             : URL1738_ACCESS_E_PROTOCOL,
                        URL1738_ACCESS_STAGE_COMMAND, status_line,
                        status_len);
    return 0;
}

/* Exactly n bytes of the body to the callback. */
static int deliver_n(struct acc_session *s, struct acc_conn *c,
                     unsigned long long n)
{
    const char *p;
    size_t k;
    int rc;

    while (n > 0) {
        rc = acc_read_some(s, c, n < ACC_BUF ? (size_t)n : ACC_BUF, &p, &k,
                           URL1738_ACCESS_STAGE_TRANSFER);
        if (rc != 0)
            return rc;
        if (k == 0)
            return acc_fail(s, URL1738_ACCESS_E_CLOSED,
                            URL1738_ACCESS_STAGE_TRANSFER, NULL, 0);
        rc = acc_deliver(s, p, k);
        if (rc != 0)
            return rc;
        n -= k;
    }
    return 0;
}

/* RFC 9112 7.1: chunk = chunk-size [ chunk-ext ] CRLF chunk-data CRLF,
 * ending with last-chunk, the trailer section and CRLF. */
static int deliver_chunked(struct acc_session *s, struct acc_conn *c)
{
    const char *line;
    size_t len, n;
    unsigned long long size;
    int rc, prc;

    for (;;) {
        rc = acc_read_line(s, c, &line, &len, URL1738_ACCESS_STAGE_TRANSFER);
        if (rc != 0)
            return rc;
        /* At least one digit, at most 15 significant ones (no
         * overflow), then an extension or the end. */
        prc = acc_parse_chunk_size(line, len, &size);
        if (prc != ACC_PARSE_OK)
            return acc_fail(s, prc == ACC_PARSE_RANGE
                                   ? URL1738_ACCESS_E_NUMBER
                                   : URL1738_ACCESS_E_PROTOCOL,
                            URL1738_ACCESS_STAGE_TRANSFER, line, len);
        if (size == 0)
            break;
        rc = deliver_n(s, c, size);
        if (rc != 0)
            return rc;
        rc = acc_read_line(s, c, &line, &len, URL1738_ACCESS_STAGE_TRANSFER);
        if (rc != 0)
            return rc;
        if (len != 0)
            return acc_fail(s, URL1738_ACCESS_E_PROTOCOL,
                            URL1738_ACCESS_STAGE_TRANSFER, line, len);
    }
    for (n = 0; n < ACC_REPLY_LINES; n++) {
        rc = acc_read_line(s, c, &line, &len, URL1738_ACCESS_STAGE_TRANSFER);
        if (rc != 0 || len == 0)
            return rc;
    }
    return acc_fail(s, URL1738_ACCESS_E_PROTOCOL,
                    URL1738_ACCESS_STAGE_TRANSFER, line, len);
}

/* One GET. With follow set, a 3xx with a Location is not delivered:
 * *redirect is set and rs->location holds it. */
static int get_once(struct acc_session *s, const char *p,
                    const struct url1738_plan *pl, int follow,
                    struct response *rs, int *redirect)
{
    struct acc_conn c;
    char req[HTTP_URL_MAX + 512];
    size_t need = 0, n;
    const struct url1738_url_1_1 *u = &pl->url;
    int rc;

    *redirect = 0;
    /* Request line and headers (RFC 9112 3, RFC 9110 7.2: Host is the
     * host and the port connected to, written as a number: no leading
     * zeros, left out when it is the default 80). */
    n = (size_t)snprintf(req, sizeof req, "GET ");
    if (url1738_plan_request(p, pl, req + n, HTTP_URL_MAX, &need) !=
        URL1738_OK)
        return acc_fail(s, URL1738_ACCESS_E_PLAN, URL1738_ACCESS_STAGE_PLAN,
                        NULL, 0);
    n += need;
    n += (size_t)snprintf(req + n, sizeof req - n, " HTTP/1.1\r\nHost: %s",
                          s->host);
    if (pl->port != url1738_default_port(u->scheme_id))
        n += (size_t)snprintf(req + n, sizeof req - n, ":%u", pl->port);
    n += (size_t)snprintf(req + n, sizeof req - n,
                          "\r\nUser-Agent: url1738/%s\r\nAccept: */*\r\n"
                          "Connection: close\r\n\r\n",
                          url1738_version());
    if (n >= sizeof req)
        return acc_fail(s, URL1738_ACCESS_E_PLAN, URL1738_ACCESS_STAGE_PLAN,
                        NULL, 0);
    rc = acc_connect(s, pl->port, &c);
    if (rc != 0)
        return rc;
    rc = acc_send(s, &c, req, n, URL1738_ACCESS_STAGE_COMMAND);
    if (rc == 0)
        rc = read_head(s, &c, rs);
    if (rc == 0 && follow && rs->status / 100 == 3 && rs->location_len > 0
        && rs->status != 304) {
        *redirect = 1;
    } else if (rc == 0 && rs->status != 204 && rs->status != 304) {
        if (rs->chunked)
            rc = deliver_chunked(s, &c);
        else if (rs->has_length && s->opt.max_size != 0 &&
                 rs->length > s->opt.max_size - s->res->bytes)
            rc = acc_fail(s, URL1738_ACCESS_E_TOO_BIG,
                          URL1738_ACCESS_STAGE_TRANSFER, NULL, 0);
        else if (rs->has_length)
            rc = deliver_n(s, &c, rs->length);
        else
            rc = acc_deliver_to_eof(s, &c);
    }
    acc_close(&c);
    return rc;
}

/* FNV-1a: redirect loops are found by the hashes of the URLs seen. */
static unsigned long long url_hash(const char *p, size_t n)
{
    unsigned long long h = 1469598103934665603ull;
    size_t i;

    for (i = 0; i < n; i++)
        h = (h ^ (unsigned char)p[i]) * 1099511628211ull;
    return h;
}

int acc_http(struct acc_session *s, const char *p, size_t len,
             const struct url1738_plan *pl0)
{
    struct response rs;
    struct url1738_plan pl = *pl0;
    unsigned long long seen[HTTP_REDIRECTS_MAX + 1];
    char url[2][HTTP_URL_MAX];
    unsigned max = s->opt.max_redirects, i;
    size_t need = 0;
    int rc, redirect, k = 0;

    if (max > HTTP_REDIRECTS_MAX)
        max = HTTP_REDIRECTS_MAX;
    seen[0] = url_hash(p, len);
    for (;;) {
        if (!acc_cstr(s->host, sizeof s->host, p + pl.url.host.off,
                      pl.url.host.len))
            return acc_fail(s, URL1738_ACCESS_E_RESOLVE,
                            URL1738_ACCESS_STAGE_RESOLVE, NULL, 0);
        /* One lookup per URL: a redirect's host is looked up afresh. */
        acc_forget_host(s);
        rc = get_once(s, p, &pl, s->opt.follow_redirects, &rs, &redirect);
        if (rc != 0 || !redirect)
            return rc;
        if (s->res->redirects >= max)
            return acc_fail(s, URL1738_ACCESS_E_REDIRECT,
                            URL1738_ACCESS_STAGE_COMMAND, s->res->reply,
                            s->res->reply_len);
        /* RFC 9110 10.2.2: the Location is a reference, resolved against
         * the URL that was asked for; one too long to keep or that is no
         * reference is the server's fault. */
        if (rs.location_len >= sizeof rs.location ||
            url1738_resolve(p, len, rs.location, rs.location_len, 0,
                            url[k], sizeof url[k], &need, NULL) !=
            URL1738_OK)
            return acc_fail(s, URL1738_ACCESS_E_PROTOCOL,
                            URL1738_ACCESS_STAGE_COMMAND, rs.location,
                            rs.location_len < sizeof rs.location
                                ? rs.location_len : sizeof rs.location);
        p = url[k];
        len = need;
        k ^= 1;
        s->res->redirects++;
        seen[s->res->redirects] = url_hash(p, len);
        for (i = 0; i < s->res->redirects; i++)
            if (seen[i] == seen[s->res->redirects])
                return acc_fail(s, URL1738_ACCESS_E_REDIRECT_LOOP,
                                URL1738_ACCESS_STAGE_COMMAND, p, len);
        /* The new URL gets the same checks as the first (section 6), with
         * no port allowed, and only HTTP is followed: a scheme with no
         * plan (https) or another protocol's (gopher, ftp, file, mailto,
         * news) is refused as such, the URL in the reply. */
        pl.lang = s->opt.lang;
        rc = url1738_plan(p, len, NULL, 0, &pl, &s->res->plan_error);
        if ((rc == URL1738_OK && pl.url.scheme_id != URL1738_SCHEME_HTTP) ||
            rc == URL1738_E_UNSUPPORTED) {
            memset(&s->res->plan_error, 0, sizeof s->res->plan_error);
            return acc_fail(s, URL1738_ACCESS_E_REDIRECT_SCHEME,
                            URL1738_ACCESS_STAGE_COMMAND, p, len);
        }
        if (rc != URL1738_OK) {
            memcpy(s->res->plan_reason, pl.reason,
                   sizeof s->res->plan_reason);
            return acc_fail(s, URL1738_ACCESS_E_PLAN,
                            URL1738_ACCESS_STAGE_PLAN, p, len);
        }
        s->res->status = 0;
        s->res->port = pl.port;
    }
}
