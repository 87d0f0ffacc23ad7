/* SPDX-License-Identifier: MIT */
/*
 * plan.c - what a client does to access a URL (RFC 1738 section 3), and
 * the refusals of section 6: no escape may decode to a delimiter of the
 * protocol the decoded bytes are sent in.
 *
 * The plan keeps only spans and small facts; plan_write.c turns it into
 * the bytes that are sent.
 */
#include <string.h>

#include "readings/readings.h"
#include "plans/protocol.h"
#include "i18n/gettext.h"

/* The first refusal found so far: the smallest offset wins. */
struct refusal {
    enum url1738_code code;
    size_t off;
    int is_port;                /* else field and bad say what */
    enum url1738__field field;
    struct url1738__bad bad;
};

static void consider_field(struct refusal *r, enum url1738__field f,
                           const struct url1738__bad *bad)
{
    if (r->code != URL1738_OK && r->off <= bad->off)
        return;
    r->code = url1738__refusal(f, bad->byte);
    r->off = bad->off;
    r->is_port = 0;
    r->field = f;
    r->bad = *bad;
}

static void consider_port(struct refusal *r, enum url1738_code code,
                          size_t off)
{
    if (r->code != URL1738_OK && r->off <= off)
        return;
    r->code = code;
    r->off = off;
    r->is_port = 1;
}

static enum url1738_code refuse(struct url1738_error *err,
                                enum url1738_code code, size_t off,
                                const char *msg)
{
    if (err != NULL) {
        err->code = code;
        err->offset = off;
        err->message = msg;
    }
    return code;
}

/*
 * RFC 1738 3.1: port = digits; the number to connect to, default applied.
 * 6: "Caution should be used when using any URL which specifies a port
 * number other than the default for the protocol, especially when it is
 * a number within the reserved space": such a port is refused unless the
 * caller allows it for this call.
 */
static void plan_port(const char *p, struct url1738_plan *pl,
                      unsigned allow, struct refusal *r, unsigned long *v)
{
    struct url1738_span s = pl->url.port;
    unsigned dflt = url1738_default_port(pl->url.scheme_id);

    *v = url1738__port_value(p, s);
    pl->port = dflt;
    if (!url1738_present(s))
        return;
    if (*v == 0 || *v > 65535) {
        consider_port(r, URL1738_E_PLAN_PORT, s.off);
        return;
    }
    pl->port = (unsigned)*v;
    if (*v < 1024 && *v != dflt && *v != allow)
        consider_port(r, URL1738_E_PLAN_RESERVED_PORT, s.off);
}

/*
 * RFC 1738 3.2.3: "If it is omitted, the client program interpreting the
 * URL must guess the appropriate mode to use ... from the suffix of the
 * name". Our rule: a name without a suffix (README, motd, ls-lR) or with
 * a suffix of a text format is sent as ASCII ('a'); every other is image
 * ('i'), which never alters the bytes.
 */
static char guess_ftptype(const char *p, struct url1738_span name)
{
    static const char *const text[] = {
        "txt", "text", "asc", "htm", "html", "md", "rst", "c", "h", "cc",
        "cpp", "hpp", "py", "pl", "sh", "java", "js", "css", "csv", "tsv",
        "xml", "json", "ps", "tex", "bib", "man", "me", "ms", "diff",
        "patch", "log", "lst", "rtf", "faq", "readme", "1", "2", "3", "4",
        "5", "6", "7", "8", "9", NULL
    };
    size_t i, dot = URL1738_ABSENT;
    const char *const *t;

    for (i = name.len; i > 0; i--) {
        if (p[name.off + i - 1] == '.') {
            dot = i - 1;
            break;
        }
    }
    /* No suffix, or a leading dot only (".profile"). */
    if (dot == URL1738_ABSENT || dot == 0)
        return 'a';
    for (t = text; *t != NULL; t++)
        if (url1738__equal_nocase(p + name.off + dot + 1,
                                  name.len - dot - 1, *t))
            return 'a';
    return 'i';
}

/* RFC 1738 3.2.1 and 3.2.2: login, CWDs, then NLST or TYPE and RETR. */
static void plan_ftp(const char *p, struct url1738_plan *pl)
{
    const struct url1738_url_1_1 *u = &pl->url;
    struct url1738_iter it;
    struct url1738_span seg;

    if (!url1738_present(u->user))
        pl->flags |= URL1738_PLAN_ANONYMOUS;    /* 3.2.1 */
    else if (!url1738_present(u->password))
        pl->flags |= URL1738_PLAN_ASK_PASSWORD;

    /* The name is the last fsegment; a missing url-path names nothing. */
    pl->ftp_name = URL1738__NOSPAN;
    url1738_iter_init(&it, u->u.ftp.fpath);
    while (url1738_next_segment(p, &it, &seg))
        pl->ftp_name = seg;

    if (url1738_present(u->u.ftp.type)) {
        pl->ftp_type = (char)(p[u->u.ftp.type.off] | 0x20);
    } else {
        pl->flags |= URL1738_PLAN_TYPE_GUESSED;
        /* An empty name is a directory: it gets a listing. */
        pl->ftp_type = pl->ftp_name.len == 0 ? 'd'
                                             : guess_ftptype(p, pl->ftp_name);
    }
    if (pl->ftp_type == 'd')
        pl->flags |= URL1738_PLAN_LISTING;
}

/* 3.2.1: the e-mail address is sent as the PASS argument (RFC 959): the
 * FTP column of the table holds it too. */
static enum url1738_code check_email(const struct url1738_plan *pl,
                                     struct url1738_error *err)
{
    size_t i;

    for (i = 0; i < pl->email_len; i++)
        if (!url1738__may_send(URL1738__F_FTP_PASS,
                               (unsigned char)pl->email[i]))
            return refuse(err, URL1738_E_PLAN_EMAIL, i,
                          url1738_strerror(URL1738_E_PLAN_EMAIL));
    return URL1738_OK;
}

/* The offset of the first "%20" in p[from..end), or end. */
static size_t find_space(const char *p, size_t from, size_t end)
{
    size_t i;

    for (i = from; i + 2 < end; i++)
        if (p[i] == '%' && p[i + 1] == '2' && p[i + 2] == '0')
            return i;
    return end;
}

/*
 * RFC 1738 3.4.4-3.4.9: what a gopher+_string asks for. "+" default view,
 * "?" ASK form, "!" and "$" attributes (of the item, of the directory),
 * "!+A%20+B" named attributes, "+view%20lang" an alternate view, and
 * the filled-in ASK block, only in the exact form of 3.4.9.
 */
static void classify_gplus(const char *p, struct url1738_plan *pl)
{
    struct url1738_span s = pl->url.u.gopher.plus;
    size_t end = s.off + s.len, sp;
    struct url1738__bad bad;
    char first;

    pl->gplus = URL1738_GPLUS_NONE;
    pl->view = pl->language = URL1738__NOSPAN;
    if (!url1738_present(s))
        return;
    pl->gplus = URL1738_GPLUS_OTHER;
    if (url1738__ask_block(p, s, &bad)) {
        pl->gplus = URL1738_GPLUS_ASK_BLOCK;
        return;
    }
    if (s.len == 0)
        return;
    first = p[s.off];
    if (s.len == 1) {
        if (first == '+')
            pl->gplus = URL1738_GPLUS_DEFAULT_VIEW;
        else if (first == '?')
            pl->gplus = URL1738_GPLUS_ASK_FORM;
        else if (first == '!')
            pl->gplus = URL1738_GPLUS_ALL_ATTRS;
        else if (first == '$')
            pl->gplus = URL1738_GPLUS_DIR_ATTRS;
        return;
    }
    if (first == '!' || first == '$') {
        pl->gplus = first == '!' ? URL1738_GPLUS_ATTRS
                                 : URL1738_GPLUS_DIR_NAMED;
        pl->view = url1738__span(s.off + 1, s.len - 1);
    } else if (first == '+') {
        /* 3.4.8: +<view_name>%20<language_name> */
        pl->gplus = URL1738_GPLUS_VIEW;
        sp = find_space(p, s.off + 1, end);
        pl->view = url1738__span(s.off + 1, sp - s.off - 1);
        if (sp < end)
            pl->language = url1738__span(sp + 3, end - sp - 3);
    }
}

/* RFC 1738 3.10: "localhost" or "" is the machine the URL is read on. */
static void plan_file(const char *p, struct url1738_plan *pl)
{
    struct url1738_span h = pl->url.host;

    if (h.len == 0 || url1738__is_localhost(p, h))
        pl->flags |= URL1738_PLAN_LOCAL;
}

/* RFC 1738 3.9: which of the three forms. */
static void plan_wais(struct url1738_plan *pl)
{
    const struct url1738_url_1_1 *u = &pl->url;

    if (url1738_present(u->u.wais.wpath))
        pl->wais_form = URL1738_WAIS_DOCUMENT;
    else if (url1738_present(u->u.wais.search))
        pl->wais_form = URL1738_WAIS_SEARCH;
    else
        pl->wais_form = URL1738_WAIS_DATABASE;
}

/*
 * RFC 1738 6: "Care should be taken when URLs contain embedded encoded
 * delimiters for a given protocol ... that these are not unencoded before
 * transmission." Each field that is sent is held to its column of the
 * table in protocol.c; a gopher+ string may carry CR LF only as the exact
 * ASK block of 3.4.9, and that only to the default port whatever port is
 * allowed: its lines are the URL's own, and on another port they are
 * another protocol's commands (the block's closing "." is SMTP's end of
 * DATA).
 */
static void check_fields(const char *p, const struct url1738_url *u,
                         unsigned long port, struct refusal *r)
{
    struct url1738__sent sent[4];
    struct url1738__bad bad;
    size_t n, i;

    n = url1738__sent_fields(p, u, sent);
    for (i = 0; i < n; i++) {
        if (sent[i].field == URL1738__F_GOPHER_PLUS) {
            if (url1738__ask_block(p, sent[i].span, &bad)) {
                if (port != 0 && port != 70)
                    consider_port(r, URL1738_E_PLAN_ASK_PORT,
                                  u->port.off);
                continue;
            }
            /* Its column refuses CR, LF and NUL only: the ASK reading
             * has found the first one outside the 3.4.9 form. */
            if (bad.off != URL1738_ABSENT)
                consider_field(r, URL1738__F_GOPHER_PLUS, &bad);
            continue;
        }
        if (url1738__check(p, sent[i].span, sent[i].field, sent[i].span.off,
                           &bad))
            consider_field(r, sent[i].field, &bad);
    }
}

/* The facts of each scheme but ftp. */
static void plan_facts(const char *p, struct url1738_plan *pl)
{
    switch (pl->url.scheme_id) {
    case URL1738_SCHEME_FTP:
        plan_ftp(p, pl);
        break;
    case URL1738_SCHEME_GOPHER:
        classify_gplus(p, pl);
        break;
    case URL1738_SCHEME_NEWS:
        /* 3.6: location-independent: the reader's own server. */
        pl->flags |= URL1738_PLAN_OWN_SERVER;
        pl->port = url1738_default_port(URL1738_SCHEME_NNTP);
        break;
    case URL1738_SCHEME_FILE:
        plan_file(p, pl);
        break;
    case URL1738_SCHEME_WAIS:
        plan_wais(pl);
        break;
    default:
        break;
    }
}

const char *url1738_gplus_name(enum url1738_gplus g)
{
    static const char *const names[] = {
        [URL1738_GPLUS_NONE] = "none",
        [URL1738_GPLUS_DEFAULT_VIEW] = "default_view",
        [URL1738_GPLUS_ASK_FORM] = "ask_form",
        [URL1738_GPLUS_ALL_ATTRS] = "all_attributes",
        [URL1738_GPLUS_DIR_ATTRS] = "directory_attributes",
        [URL1738_GPLUS_ATTRS] = "attributes",
        [URL1738_GPLUS_DIR_NAMED] = "directory_named_attributes",
        [URL1738_GPLUS_VIEW] = "alternate_view",
        [URL1738_GPLUS_ASK_BLOCK] = "ask_block",
        [URL1738_GPLUS_OTHER] = "other",
    };
    _Static_assert(sizeof names / sizeof names[0] == URL1738_GPLUS_OTHER + 1,
                   "a name for every enum url1738_gplus value");

    return (unsigned)g < sizeof names / sizeof names[0] ? names[g] : NULL;
}

const char *url1738_wais_form_name(enum url1738_wais_form f)
{
    static const char *const names[] = {
        [URL1738_WAIS_DATABASE] = "database",
        [URL1738_WAIS_SEARCH] = "search",
        [URL1738_WAIS_DOCUMENT] = "document",
    };
    _Static_assert(sizeof names / sizeof names[0] == URL1738_WAIS_DOCUMENT + 1,
                   "a name for every enum url1738_wais_form value");

    return (unsigned)f < sizeof names / sizeof names[0] ? names[f] : NULL;
}

static const char *protocol_of(enum url1738_scheme id)
{
    switch (id) {
    case URL1738_SCHEME_NEWS:
        return "nntp";
    case URL1738_SCHEME_MAILTO:
        return "smtp";
    default:
        return url1738_scheme_name(id);
    }
}

enum url1738_code url1738_plan(const char *p, size_t len, const char *email,
                               size_t email_len, struct url1738_plan *plan,
                               struct url1738_error *err)
{
    return url1738_plan_allow(p, len, email, email_len, 0, plan, err);
}

/*
 * The plan holds 1.1.0's url1738_url by value (url1738_url_1_1): the
 * first members of url1738_url, laid out alike, copied from the whole
 * URL the library parses. A plan's layout never takes one of the
 * development snapshots' sizes (internal.h).
 */
_Static_assert(sizeof(struct url1738_url_1_1) == URL1738__ABI1_URL
                   && offsetof(struct url1738_url_1_1, u)
                          == offsetof(struct url1738_url, u)
                   && offsetof(struct url1738_url_1_1, scheme)
                          == offsetof(struct url1738_url, scheme)
                   && offsetof(struct url1738_url_1_1, path)
                          == offsetof(struct url1738_url, path),
               "url1738_url_1_1 is url1738_url's first members");
_Static_assert(!URL1738__PLAN_SNAPSHOT(sizeof(struct url1738_plan)),
               "struct url1738_plan has the size of a development "
               "snapshot's layout, which the library refuses: append a "
               "member or padding (abi/README)");

/* Fills the caller's url1738_url, of any size from 1.1.0's on, from the
 * whole URL u, as url1738_parse() would: min(size, sizeof) bytes, its
 * size member kept. */
static void fill_full(struct url1738_url *full, const struct url1738_url *u)
{
    size_t size = full->size;

    memcpy(full, u, size < sizeof *u ? size : sizeof *u);
    full->size = size;
}

enum url1738_code url1738_plan_allow(const char *p, size_t len,
                                     const char *email, size_t email_len,
                                     unsigned allow_port,
                                     struct url1738_plan *plan,
                                     struct url1738_error *err)
{
    struct url1738_url u = URL1738_URL_INIT;
    struct url1738_url *full;
    struct refusal r;
    unsigned long port;
    enum url1738_code rc;
    int room;
    enum url1738_lang lang;

    if (plan == NULL)
        return refuse(err, URL1738_E_INVALID_ARG, 0,
                      url1738_strerror(URL1738_E_INVALID_ARG));
    if (URL1738__PLAN_SNAPSHOT(plan->size))
        return url1738__bad_size(err, URL1738__PLAN_SNAPSHOT_MSG);
    if (plan->size < URL1738__ABI1_PLAN)
        return url1738__bad_size(err, URL1738__SIZE_MSG(url1738_plan,
                                                        URL1738_PLAN_INIT));
    /* Inputs of 1.2.0's members, read before anything is written; a
     * caller of 1.1.0 has none of them. */
    full = plan->size >= URL1738__END(url1738_plan, full) ? plan->full
                                                          : NULL;
    if (full != NULL && full->size < URL1738__ABI1_URL)
        return url1738__bad_size(err, URL1738__SIZE_MSG(url1738_url,
                                                        URL1738_URL_INIT));
    /* The language of reason (a caller of 1.1.0 gets English). */
    lang = plan->size >= URL1738__END(url1738_plan, lang)
               && (unsigned)plan->lang < URL1738__LANG_COUNT
               ? plan->lang : URL1738_LANG_EN;
    /* A caller of 1.1.0 gets the generic messages (its struct has no
     * room for the specific one). */
    room = plan->size >= URL1738__END(url1738_plan, reason);
    plan->protocol = NULL;
    plan->port = 0;
    plan->flags = 0;
    plan->ftp_type = 0;
    plan->ftp_name = URL1738__NOSPAN;
    plan->gplus = URL1738_GPLUS_NONE;
    plan->view = plan->language = URL1738__NOSPAN;
    plan->wais_form = URL1738_WAIS_DATABASE;
    if (room)
        plan->reason[0] = '\0';
    if (email == NULL) {
        email = URL1738_PLAN_DEFAULT_EMAIL;
        email_len = sizeof URL1738_PLAN_DEFAULT_EMAIL - 1;
    }
    plan->email = email;
    plan->email_len = email_len;

    rc = url1738__parse(p, len, &u, err);
    memcpy(&plan->url, &u, sizeof plan->url);
    plan->url.size = sizeof plan->url;
    if (full != NULL)
        fill_full(full, &u);
    if (rc != URL1738_OK)
        return rc;
    if (u.scheme_id <= URL1738_SCHEME_OTHER)
        return refuse(err, URL1738_E_UNSUPPORTED, 0,
                      N_("no access plan: not one of the schemes of section 3"));
    plan->protocol = protocol_of(u.scheme_id);
    r.code = URL1738_OK;
    r.off = 0;
    plan_port(p, plan, allow_port, &r, &port);
    plan_facts(p, plan);
    check_fields(p, &u, port, &r);
    if (r.code != URL1738_OK) {
        /* err->message stays static (it may outlive the plan); the
         * specific message goes into plan->reason. */
        if (r.code == URL1738_E_PLAN_PORT || !room)
            return refuse(err, r.code, r.off, url1738_strerror(r.code));
        if (r.is_port)
            url1738__port_message(plan->reason, sizeof plan->reason, r.code,
                                  port, plan->protocol,
                                  url1738_default_port(u.scheme_id),
                                  lang);
        else
            url1738__message(plan->reason, sizeof plan->reason, r.field,
                             &r.bad, lang);
        return refuse(err, r.code, r.off, url1738_strerror(r.code));
    }
    if (plan->flags & URL1738_PLAN_ANONYMOUS) {
        rc = check_email(plan, err);
        if (rc != URL1738_OK)
            return rc;
    }
    return refuse(err, URL1738_OK, 0, url1738_strerror(URL1738_OK));
}
