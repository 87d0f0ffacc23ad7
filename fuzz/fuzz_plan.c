/* SPDX-License-Identifier: MIT */
/*
 * fuzz_plan.c - url1738_plan, url1738_plan_allow, url1738_plan_commands,
 * _request and _path.
 *
 * Input: the URL (the e-mail is the default, then one with CR LF).
 * Properties (3, 6 and the header), the bytes checked against the one
 * table of what each field may carry (src/plans/protocol.c):
 * - an invalid URL gets parse's error; E_UNSUPPORTED for a scheme that
 *   is not one of the ten; a byte refusal points at a '%' whose escape
 *   decodes to a byte of its kind (E_PLAN_DELIMITER: NUL, CR, LF;
 *   E_PLAN_CONTROL: another of 00-1F, 7F, FF; E_PLAN_GOPHER: NUL, TAB, CR,
 *   LF) or, for the RFC 822 fields, at a byte inside the input;
 *   E_PLAN_PORT at a port of 0 or over 65535; E_PLAN_RESERVED_PORT at a
 *   port in 1-1023 that is not the default, which allowing it lifts;
 *   E_PLAN_ASK_PORT at a Gopher port other than 70;
 * - every byte of every argument of every command line is one the table
 *   lets through in that command's field (USER, PASS, CWD, RETR, NLST,
 *   GROUP, ARTICLE); a Gopher request is exactly selector [TAB search [TAB
 *   gopher+]] CR LF, decoded, each field's bytes in its column; an ASK
 *   block is exactly the 3.4.9 form (read here on its own, not with the
 *   library's reader) and goes only to port 70; an HTTP target decodes to
 *   bytes of its column; a mailto address is in its column; a file path
 *   holds no NUL; a prospero path (url1738_plan_path) and its fields, a
 *   wais database, search, wtype and wpath and a telnet user and password
 *   are in their columns (no 00-1F, 7F, FF); an accepted explicit port
 *   below 1024 is the default; an ASK block never goes to a port other
 *   than 70, even when that port is allowed;
 * - every writer's size query, exact buffer and short buffer agree
 *   (nothing written past cap); anonymous FTP refuses an e-mail with CR
 *   LF (E_PLAN_EMAIL, offset in the e-mail).
 */
#include <stdlib.h>

#include "fuzz.h"
#include "plans/protocol.h"

typedef enum url1738_code (*writer)(const char *, const struct url1738_plan *,
                                    char *, size_t, size_t *);

/* Runs w with every kind of buffer; returns the result (to free). */
static char *write_all(writer w, const char *p, const struct url1738_plan *pl,
                       size_t *len, struct fuzz_rng *g)
{
    size_t need = 7, need2 = 7, cap;
    enum url1738_code rc;
    char *buf, *small;

    rc = w(p, pl, NULL, 0, &need);
    FUZZ_CHECK(rc == (need == 0 ? URL1738_OK : URL1738_E_NOSPACE));
    if ((buf = malloc(need + 1)) == NULL)
        abort();
    FUZZ_CHECK(w(p, pl, buf, need + 1, &need2) == URL1738_OK);
    FUZZ_CHECK(need2 == need && buf[need] == '\0');
    if (need > 0) {
        cap = (size_t)(fuzz_rng_next(g) % need);
        if ((small = malloc(cap ? cap : 1)) == NULL)
            abort();
        FUZZ_CHECK(w(p, pl, cap ? small : NULL, cap, &need2)
                   == URL1738_E_NOSPACE);
        FUZZ_CHECK(need2 == need && memcmp(small, buf, cap) == 0);
        free(small);
    }
    FUZZ_CHECK(w(p, NULL, NULL, 0, NULL) == URL1738_E_INVALID_ARG);
    *len = need;
    return buf;
}

static int holds(const char *s, size_t n, unsigned char c)
{
    return n > 0 && memchr(s, c, n) != NULL;
}

/* The decoded span, appended to out at *n. */
static void put_decoded(char *out, size_t *n, const char *p,
                        struct url1738_span s)
{
    size_t k = 0;

    FUZZ_CHECK(url1738_decode_span(p, s, out + *n, s.len + 1, &k, NULL)
               == URL1738_OK);
    *n += k;
}

/* Every byte of b[0..n) is in field f's column of the table. */
static void check_bytes(enum url1738__field f, const char *b, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        FUZZ_CHECK(url1738__may_send(f, (unsigned char)b[i]));
}

/* 3.4.9, read on its own: "+" TAB "1" CR LF "+-1" CR LF, then lines of
 * the ASK_LINE column each ended by CR LF, the last one "."; nothing
 * after it. */
static int exact_ask_block(const char *g, size_t n)
{
    static const char head[] = "+\t1\r\n+-1\r\n";
    size_t i = sizeof head - 1, start;

    if (n < i || memcmp(g, head, i) != 0)
        return 0;
    while (i < n) {
        start = i;
        while (i < n && url1738__may_send(URL1738__F_ASK_LINE,
                                          (unsigned char)g[i]))
            i++;
        if (i + 1 >= n || g[i] != '\r' || g[i + 1] != '\n')
            return 0;
        if (i - start == 1 && g[start] == '.')
            return i + 2 == n;
        i += 2;
    }
    return 0;
}

/* 3.4: <selector>[<tab><search>[<tab><gopher+>]]<cr><lf>, 6: each field
 * in its column. */
static void check_gopher(const char *p, const struct url1738_plan *pl,
                         const char *req, size_t len)
{
    const struct url1738_url_1_1 *u = &pl->url;
    size_t cap = u->u.gopher.selector.len + u->u.gopher.search.len
                 + u->u.gopher.plus.len + 8, n = 0, at;
    char *want = malloc(cap);

    if (want == NULL)
        abort();
    put_decoded(want, &n, p, u->u.gopher.selector);
    check_bytes(URL1738__F_GOPHER_SELECTOR, want, n);
    if (url1738_present(u->u.gopher.search)) {
        want[n++] = '\t';
        at = n;
        put_decoded(want, &n, p, u->u.gopher.search);
        check_bytes(URL1738__F_GOPHER_SEARCH, want + at, n - at);
    }
    if (url1738_present(u->u.gopher.plus)) {
        want[n++] = '\t';
        at = n;
        put_decoded(want, &n, p, u->u.gopher.plus);
        if (pl->gplus == URL1738_GPLUS_ASK_BLOCK) {
            FUZZ_CHECK(exact_ask_block(want + at, n - at));
            FUZZ_CHECK(pl->port == 70);     /* no port was allowed */
        } else {
            check_bytes(URL1738__F_GOPHER_PLUS, want + at, n - at);
        }
    }
    if (pl->gplus != URL1738_GPLUS_ASK_BLOCK) {
        want[n++] = '\r';
        want[n++] = '\n';
    }
    FUZZ_CHECK(len == n && memcmp(req, want, n) == 0);
    free(want);
}

/* One command line "VERB" or "VERB arg": the verb names the field. */
static void check_command(const struct url1738_plan *pl, const char *l,
                          size_t n)
{
    static const struct {
        const char *verb;
        enum url1738__field field;
    } verbs[] = {
        { "USER", URL1738__F_FTP_USER }, { "PASS", URL1738__F_FTP_PASS },
        { "CWD", URL1738__F_FTP_CWD },   { "RETR", URL1738__F_FTP_NAME },
        { "NLST", URL1738__F_FTP_NAME }, { "TYPE", URL1738__F_FTP_NAME },
        { "GROUP", URL1738__F_NNTP_ARG }, { "ARTICLE", URL1738__F_NNTP_ARG },
        { "LIST", URL1738__F_NNTP_ARG }
    };
    size_t i, v;
    int found = 0;

    for (i = 0; i < sizeof verbs / sizeof verbs[0] && !found; i++) {
        v = strlen(verbs[i].verb);
        if (n < v || memcmp(l, verbs[i].verb, v) != 0
            || (n > v && l[v] != ' '))
            continue;
        found = 1;
        if (n <= v)
            break;
        l += v + 1;
        n -= v + 1;
        /* news: ARTICLE <msg-id>: the id in its own column. */
        if (pl->url.scheme_id == URL1738_SCHEME_NEWS
            && verbs[i].field == URL1738__F_NNTP_ARG && strcmp(verbs[i].verb,
                                                              "ARTICLE") == 0) {
            FUZZ_CHECK(n >= 2 && l[0] == '<' && l[n - 1] == '>');
            if (n >= 2)
                check_bytes(URL1738__F_MESSAGE_ID, l + 1, n - 2);
        } else {
            check_bytes(verbs[i].field, l, n);
        }
    }
    FUZZ_CHECK(found);
}

/* The decoded bytes of a span are all in column f. */
static void check_span(enum url1738__field f, const char *p,
                       struct url1738_span s)
{
    char *d;
    size_t n = 0;

    if (!url1738_present(s))
        return;
    if ((d = malloc(s.len + 1)) == NULL)
        abort();
    put_decoded(d, &n, p, s);
    check_bytes(f, d, n);
    free(d);
}

static void check_refusal(const char *p, size_t size,
                          const struct url1738_plan *pl,
                          const struct url1738_error *err)
{
    struct url1738_error perr;
    struct url1738_plan pl2 = URL1738_PLAN_INIT;
    enum url1738_code prc = url1738_parse(p, size, NULL, &perr);
    const unsigned char *u = (const unsigned char *)p;
    unsigned long port = url1738__port_value(p, pl->url.port);
    unsigned v = 0x100;
    char c;
    size_t k = 0;

    FUZZ_CHECK(err->message != NULL && err->message[0] != '\0');
    if (prc != URL1738_OK) {
        FUZZ_CHECK(err->code == prc && err->offset == perr.offset);
        return;
    }
    if (err->offset + 2 < size && u[err->offset] == '%') {
        FUZZ_CHECK(url1738_decode(p + err->offset, 3, &c, 1, &k, NULL)
                   == URL1738_OK && k == 1);
        v = (unsigned char)c;
    }
    switch (err->code) {
    case URL1738_E_UNSUPPORTED:
        FUZZ_CHECK(pl->url.scheme_id == URL1738_SCHEME_OTHER);
        FUZZ_CHECK(err->offset == 0);
        break;
    case URL1738_E_PLAN_PORT:
        FUZZ_CHECK(err->offset == pl->url.port.off);
        FUZZ_CHECK(port == 0 || port > 65535);
        break;
    case URL1738_E_PLAN_RESERVED_PORT:
        FUZZ_CHECK(err->offset == pl->url.port.off);
        FUZZ_CHECK(port >= 1 && port <= 1023
                   && port != url1738_default_port(pl->url.scheme_id));
        /* Allowed for one call, that refusal is gone. */
        FUZZ_CHECK(url1738_plan_allow(p, size, NULL, 0, (unsigned)port,
                                      &pl2, NULL)
                   != URL1738_E_PLAN_RESERVED_PORT);
        break;
    case URL1738_E_PLAN_ASK_PORT:
        FUZZ_CHECK(err->offset == pl->url.port.off);
        FUZZ_CHECK(pl->url.scheme_id == URL1738_SCHEME_GOPHER && port != 70);
        break;
    case URL1738_E_PLAN_DELIMITER:
        FUZZ_CHECK(v == 0 || v == '\r' || v == '\n');
        break;
    case URL1738_E_PLAN_CONTROL:
        FUZZ_CHECK(v < 0x20 || v == 0x7f || v == 0xff);
        FUZZ_CHECK(v != 0 && v != '\r' && v != '\n');
        break;
    case URL1738_E_PLAN_GOPHER:
        FUZZ_CHECK(v == 0 || v == '\t' || v == '\r' || v == '\n');
        break;
    case URL1738_E_PLAN_MESSAGE_ID:
    case URL1738_E_PLAN_ADDRESS:
        /* RFC 822 syntax: any byte, or the field's end. */
        FUZZ_CHECK(err->offset <= size);
        break;
    default:
        FUZZ_CHECK(0);
    }
}

FUZZ_TARGET(plan)
{
    const char *p = (const char *)data;
    struct url1738_plan pl = URL1738_PLAN_INIT, pl2 = URL1738_PLAN_INIT;
    struct url1738_error err;
    enum url1738_code rc;
    struct fuzz_rng g;
    char *out;
    size_t n, i, start;
    unsigned long port;

    rc = url1738_plan(p, size, NULL, 0, &pl, &err);
    FUZZ_CHECK(err.code == rc);
    if (rc != URL1738_OK) {
        check_refusal(p, size, &pl, &err);
        return 0;
    }
    FUZZ_CHECK(pl.protocol != NULL);
    fuzz_rng_seed(&g, data, size);

    /* 6: an accepted explicit port in the reserved space is the
     * default (none was allowed). */
    port = url1738__port_value(p, pl.url.port);
    FUZZ_CHECK(port == 0 || port >= 1024
               || port == url1738_default_port(pl.url.scheme_id));

    /* 3.2, 3.6, 3.7: command lines, each ended by LF, each argument's
     * bytes in its command's column. */
    out = write_all(url1738_plan_commands, p, &pl, &n, &g);
    FUZZ_CHECK(n == 0 || out[n - 1] == '\n');
    FUZZ_CHECK(!holds(out, n, '\r') && !holds(out, n, '\0'));
    for (i = 0, start = 0; i < n; i++) {
        if (out[i] != '\n')
            continue;
        FUZZ_CHECK(i > start);
        check_command(&pl, out + start, i - start);
        start = i + 1;
    }
    free(out);

    out = write_all(url1738_plan_request, p, &pl, &n, &g);
    if (pl.url.scheme_id == URL1738_SCHEME_GOPHER) {
        check_gopher(p, &pl, out, n);
    } else if (pl.url.scheme_id == URL1738_SCHEME_HTTP) {
        FUZZ_CHECK(n > 0 && out[0] == '/');
        /* Sent encoded, but servers decode it. */
        check_span(URL1738__F_HTTP_TARGET, p, pl.url.u.http.hpath);
        check_span(URL1738__F_HTTP_TARGET, p, pl.url.u.http.search);
    } else {
        FUZZ_CHECK(n == 0);
    }
    free(out);

    out = write_all(url1738_plan_path, p, &pl, &n, &g);
    if (pl.url.scheme_id == URL1738_SCHEME_FILE)
        FUZZ_CHECK(n > 0 && out[0] == '/' && !holds(out, n, '\0'));
    else if (pl.url.scheme_id == URL1738_SCHEME_PROSPERO)
        check_bytes(URL1738__F_PROSPERO_PATH, out, n);
    else
        FUZZ_CHECK(n == 0);
    free(out);
    if (pl.url.scheme_id == URL1738_SCHEME_PROSPERO)
        check_span(URL1738__F_PROSPERO_FIELD, p, pl.url.u.prospero.fields);
    if (pl.url.scheme_id == URL1738_SCHEME_WAIS) {
        /* What plan shows and a WAIS client hands on (3.9). */
        check_span(URL1738__F_WAIS_DATABASE, p, pl.url.u.wais.database);
        check_span(URL1738__F_WAIS_SEARCH, p, pl.url.u.wais.search);
        check_span(URL1738__F_WAIS_TYPE, p, pl.url.u.wais.wtype);
        check_span(URL1738__F_WAIS_PATH, p, pl.url.u.wais.wpath);
    }

    if (pl.url.scheme_id == URL1738_SCHEME_MAILTO)
        check_span(URL1738__F_MAIL_ADDRESS, p, pl.url.u.mailto.address);
    if (pl.url.scheme_id == URL1738_SCHEME_TELNET) {
        check_span(URL1738__F_TELNET_LOGIN, p, pl.url.user);
        check_span(URL1738__F_TELNET_LOGIN, p, pl.url.password);
    }

    /* 6: lines of the URL's choosing (the ASK block) go to port 70
     * only, whatever port is allowed. */
    if (pl.url.scheme_id == URL1738_SCHEME_GOPHER && port != 0 &&
        port <= 65535 &&
        url1738_plan_allow(p, size, NULL, 0, (unsigned)port, &pl2, NULL)
            == URL1738_OK)
        FUZZ_CHECK(pl2.gplus != URL1738_GPLUS_ASK_BLOCK || port == 70);

    /* 3.2.1: the e-mail goes into PASS: a line break in it is refused. */
    if (pl.flags & URL1738_PLAN_ANONYMOUS) {
        FUZZ_CHECK(url1738_plan(p, size, "a\r\nb", 4, &pl2, &err)
                   == URL1738_E_PLAN_EMAIL);
        FUZZ_CHECK(err.offset == 1);
    }
    return 0;
}
