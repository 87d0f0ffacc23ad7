/* SPDX-License-Identifier: MIT */
/*
 * access.c - url1738_access_fetch: the plan first (what it refuses is
 * refused before any connection), then the protocol the plan names.
 */
#include <string.h>

#include "access_internal.h"

static const struct {
    const char *name;
    const char *msg;
} codes[] = {
#define URL1738_ACCESS_ROW_(name, value, msg) [value] = { #name, N_(msg) },
    URL1738_ACCESS_ERRORS(URL1738_ACCESS_ROW_)
#undef URL1738_ACCESS_ROW_
};

#define NCODES (sizeof codes / sizeof codes[0])

const char *url1738_access_strerror(int code)
{
    if (code < 0 || (size_t)code >= NCODES || codes[code].msg == NULL)
        return N_("unknown error code");
    return codes[code].msg;
}

const char *url1738_access_errname(int code)
{
    if (code < 0 || (size_t)code >= NCODES)
        return NULL;
    return codes[code].name;
}

const char *url1738_access_stage_name(enum url1738_access_stage stage)
{
    static const char *const names[] = {
        "none", "plan", "resolve", "connect", "greeting", "login",
        "command", "data", "transfer", "local"
    };

    if ((size_t)stage >= sizeof names / sizeof names[0])
        return "none";
    return names[stage];
}

/* What a client does with the schemes that name nothing to retrieve, or
 * that need a protocol url1738 does not speak. */
static const char *refusal(enum url1738_scheme id)
{
    switch (id) {
    case URL1738_SCHEME_TELNET:
        return N_("telnet URLs name an interactive service, not a data object "
               "(RFC 1738 3.8): a client opens a terminal session to the "
               "host and port (telnet HOST PORT) and shows the user name "
               "and password as advice; there is nothing to retrieve");
    case URL1738_SCHEME_MAILTO:
        return N_("mailto URLs name an Internet mailbox, not a data object "
               "(RFC 1738 3.5): a client composes a message to the address "
               "and sends it by SMTP; there is nothing to retrieve");
    case URL1738_SCHEME_WAIS:
        return N_("wais URLs are reached with the WAIS protocol (Z39.50, RFC "
               "1625; RFC 1738 3.9): a client searches the database or "
               "retrieves the document by its wtype and wpath; url1738 does "
               "not speak WAIS");
    case URL1738_SCHEME_PROSPERO:
        return N_("prospero URLs are resolved by the Prospero Directory "
               "Service (RFC 1738 3.11): a client asks the server for the "
               "object's access method and then uses that protocol; "
               "url1738 does not speak Prospero");
    default:
        return NULL;
    }
}

static int run(struct acc_session *s, const char *p, size_t len,
               const struct url1738_plan *pl)
{
    const struct url1738_url_1_1 *u = &pl->url;
    const char *why;
    size_t n;

    switch (u->scheme_id) {
    case URL1738_SCHEME_FILE:
        return acc_file(s, p, pl);
    case URL1738_SCHEME_HTTP:
        return acc_http(s, p, len, pl);
    case URL1738_SCHEME_FTP:
    case URL1738_SCHEME_GOPHER:
    case URL1738_SCHEME_NNTP:
        if (!acc_cstr(s->host, sizeof s->host, p + u->host.off, u->host.len))
            return acc_fail(s, URL1738_ACCESS_E_RESOLVE,
                            URL1738_ACCESS_STAGE_RESOLVE, NULL, 0);
        if (u->scheme_id == URL1738_SCHEME_FTP)
            return acc_ftp(s, p, pl);
        if (u->scheme_id == URL1738_SCHEME_GOPHER)
            return acc_gopher(s, p, pl);
        return acc_nntp(s, p, pl);
    case URL1738_SCHEME_NEWS:
        /* 3.6: the reader's own server, which the URL does not name. */
        if (s->opt.nntp_host == NULL) {
            s->res->port = 0;
            return acc_fail(s, URL1738_ACCESS_E_NO_SERVER,
                            URL1738_ACCESS_STAGE_PLAN, NULL, 0);
        }
        n = strlen(s->opt.nntp_host);
        if (!acc_cstr(s->host, sizeof s->host, s->opt.nntp_host, n))
            return acc_fail(s, URL1738_ACCESS_E_RESOLVE,
                            URL1738_ACCESS_STAGE_RESOLVE, NULL, 0);
        return acc_nntp(s, p, pl);
    default:
        why = refusal(u->scheme_id);
        acc_fail(s, URL1738_ACCESS_E_SCHEME, URL1738_ACCESS_STAGE_PLAN, NULL,
                 0);
        if (why != NULL)
            s->res->message = why;
        return s->res->code;
    }
}

enum url1738_access_code url1738__access_run(
    const char *p, size_t len, const struct url1738_access_options *opt,
    struct url1738_access_result *res, struct acc_mem *mem)
{
    struct acc_session s;
    struct url1738_plan pl = URL1738_PLAN_INIT;
    struct url1738_access_options def = URL1738_ACCESS_OPTIONS_INIT;
    size_t keep;

    if (res == NULL || res->size < sizeof *res)
        return URL1738_ACCESS_E_INVALID_ARG;
    memset(res, 0, sizeof *res);
    res->size = sizeof *res;
    res->message = url1738_access_strerror(URL1738_ACCESS_OK);
    if (opt == NULL || opt->size == 0 || opt->on_data == NULL) {
        res->code = URL1738_ACCESS_E_INVALID_ARG;
        res->message = url1738_access_strerror(res->code);
        return res->code;
    }
    /* Only the members the caller's struct has are read. */
    keep = opt->size < sizeof def ? opt->size : sizeof def;
    memcpy(&def, opt, keep);
    def.size = sizeof def;
    if (def.timeout_ms <= 0)
        def.timeout_ms = 30000;
    if (def.max_redirects == 0)
        def.max_redirects = 10;
    memset(&s, 0, sizeof s);
    s.opt = def;
    s.res = res;
    s.mem = mem;
    /* The port the caller allows is for this URL only: http.c plans a
     * redirect's target with no port allowed (section 6). */
    pl.lang = def.lang;
    if (url1738_plan_allow(p, len, def.email,
                           def.email != NULL ? strlen(def.email) : 0,
                           def.allow_port, &pl, &res->plan_error) !=
        URL1738_OK) {
        acc_fail(&s, URL1738_ACCESS_E_PLAN, URL1738_ACCESS_STAGE_PLAN, NULL,
                 0);
        res->message = res->plan_error.message;
        /* https:, about:, ...: say what is retrieved (section 3's). */
        if (res->plan_error.code == URL1738_E_UNSUPPORTED)
            res->message = N_("no access plan: url1738 retrieves ftp, http, "
                           "gopher, news, nntp and file URLs (RFC 1738 "
                           "section 3), and refuses telnet, wais, prospero "
                           "and mailto with what a client does instead");
        memcpy(res->plan_reason, pl.reason, sizeof res->plan_reason);
        return res->code;
    }
    res->protocol = pl.protocol;
    res->port = pl.port;
    /* The URL's host, for the result even when nothing connects to it
     * (file, refused schemes); news: gets its server's below. */
    if (url1738_present(pl.url.host) &&
        !acc_cstr(s.host, sizeof s.host, p + pl.url.host.off,
                  pl.url.host.len))
        s.host[0] = '\0';
    if (pl.url.scheme_id == URL1738_SCHEME_NEWS)
        res->port = def.nntp_port != 0 ? def.nntp_port : 119;
    run(&s, p, len, &pl);
    memcpy(res->host, s.host, sizeof res->host);
    return res->code;
}

enum url1738_access_code url1738_access_fetch(
    const char *p, size_t len, const struct url1738_access_options *opt,
    struct url1738_access_result *res)
{
    return url1738__access_run(p, len, opt, res, NULL);
}
