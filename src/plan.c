/*
 * plan.c - what a client does to access a URL (RFC 1738 section 3), and
 * the refusals of section 6: no escape may decode to a delimiter of the
 * protocol the decoded bytes are sent in.
 *
 * The plan keeps only spans and small facts; plan_write.c turns it into
 * the bytes that are sent.
 */
#include "internal.h"

/* Static messages naming the escape that is refused, by decoded byte. */
static const char *msg_delimiter(unsigned v)
{
    switch (v) {
    case 0x0D:
        return "%0D decodes to CR, which would end the command line early "
               "(RFC 1738 section 6)";
    case 0x0A:
        return "%0A decodes to LF, which would end the command line early "
               "(RFC 1738 section 6)";
    default:
        return "%00 decodes to NUL, which would cut the field short "
               "(RFC 1738 section 6)";
    }
}

static const char *msg_gopher(unsigned v)
{
    switch (v) {
    case 0x09:
        return "%09 decodes to TAB, the Gopher field separator "
               "(RFC 1738 section 6)";
    case 0x0D:
        return "%0D decodes to CR, which would end the Gopher request early "
               "(RFC 1738 section 6)";
    default:
        return "%0A decodes to LF, which would end the Gopher request early "
               "(RFC 1738 section 6)";
    }
}

/* Bits of the decoded bytes a field must not hold. */
enum {
    B_NUL = 1u << 0,
    B_TAB = 1u << 1,
    B_LF = 1u << 2,
    B_CR = 1u << 3,
    B_LINE = B_NUL | B_LF | B_CR,   /* FTP, NNTP, HTTP, telnet, mail */
    B_GOPHER = B_TAB | B_LF | B_CR  /* Gopher selector and search    */
};

static unsigned bit_of(unsigned v)
{
    switch (v) {
    case 0x00:
        return B_NUL;
    case 0x09:
        return B_TAB;
    case 0x0A:
        return B_LF;
    case 0x0D:
        return B_CR;
    default:
        return 0;
    }
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
 * RFC 1738 6: "Care should be taken when URLs contain embedded encoded
 * delimiters for a given protocol ... that these are not unencoded before
 * transmission." Refuses the first escape of s (a span of a valid URL,
 * whose escapes are well formed) that decodes to a byte of bad.
 */
static enum url1738_code check_field(const char *p, struct url1738_span s,
                                     unsigned bad, enum url1738_code code,
                                     struct url1738_error *err)
{
    const unsigned char *u = (const unsigned char *)p;
    size_t i, end;

    if (!url1738_present(s))
        return URL1738_OK;
    end = s.off + s.len;
    for (i = s.off; i < end; i++) {
        unsigned v;
        if (u[i] != '%' || i + 2 >= end)
            continue;
        v = url1738__hexval(u[i + 1]) * 16 + url1738__hexval(u[i + 2]);
        if (bit_of(v) & bad)
            return refuse(err, code, i,
                          code == URL1738_E_PLAN_GOPHER ? msg_gopher(v)
                                                        : msg_delimiter(v));
        i += 2;
    }
    return URL1738_OK;
}

/* RFC 1738 3.1: port = digits; the number to connect to, default applied. */
static enum url1738_code plan_port(const char *p, struct url1738_plan *pl,
                                   struct url1738_error *err)
{
    struct url1738_span s = pl->url.port;
    unsigned long v = 0;
    size_t i;

    pl->port = url1738_default_port(pl->url.scheme_id);
    if (!url1738_present(s))
        return URL1738_OK;
    for (i = 0; i < s.len; i++) {
        v = v * 10 + (unsigned long)(p[s.off + i] - '0');
        if (v > 65535)
            break;
    }
    if (v == 0 || v > 65535)
        return refuse(err, URL1738_E_PLAN_PORT, s.off,
                      url1738_strerror(URL1738_E_PLAN_PORT));
    pl->port = (unsigned)v;
    return URL1738_OK;
}

/* Case-insensitive comparison of raw bytes with a lower-case literal. */
static int equal_nocase(const char *p, size_t len, const char *lit)
{
    size_t i;

    for (i = 0; i < len; i++) {
        char ch = p[i];
        if (lit[i] == '\0')
            return 0;
        if (ch >= 'A' && ch <= 'Z')
            ch = (char)(ch | 0x20);
        if (ch != lit[i])
            return 0;
    }
    return lit[len] == '\0';
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
        if (equal_nocase(p + name.off + dot + 1, name.len - dot - 1, *t))
            return 'a';
    return 'i';
}

/* RFC 1738 3.2.1 and 3.2.2: login, CWDs, then NLST or TYPE and RETR. */
static enum url1738_code plan_ftp(const char *p, struct url1738_plan *pl,
                                  struct url1738_error *err)
{
    struct url1738_url *u = &pl->url;
    struct url1738_iter it;
    struct url1738_span seg;
    enum url1738_code rc;
    size_t i;

    if (!url1738_present(u->user)) {
        /* 3.2.1: no user name or password: the anonymous convention. */
        pl->flags |= URL1738_PLAN_ANONYMOUS;
        for (i = 0; i < pl->email_len; i++) {
            char ch = pl->email[i];
            if (ch == '\r' || ch == '\n' || ch == '\0')
                return refuse(err, URL1738_E_PLAN_EMAIL, i,
                              url1738_strerror(URL1738_E_PLAN_EMAIL));
        }
    } else if (!url1738_present(u->password)) {
        pl->flags |= URL1738_PLAN_ASK_PASSWORD;
    }
    rc = check_field(p, u->user, B_LINE, URL1738_E_PLAN_DELIMITER, err);
    if (rc == URL1738_OK)
        rc = check_field(p, u->password, B_LINE, URL1738_E_PLAN_DELIMITER,
                         err);
    if (rc == URL1738_OK)
        rc = check_field(p, u->u.ftp.fpath, B_LINE, URL1738_E_PLAN_DELIMITER,
                         err);
    if (rc != URL1738_OK)
        return rc;

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
    return URL1738_OK;
}

/* Whether the raw span ends in "%0D%0A" (any case of the hex digits). */
static int ends_crlf(const char *p, struct url1738_span s)
{
    const char *e;

    if (s.len < 6)
        return 0;
    e = p + s.off + s.len - 6;
    return e[0] == '%' && e[1] == '0' && (e[2] | 0x20) == 'd' &&
           e[3] == '%' && e[4] == '0' && (e[5] | 0x20) == 'a';
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
 * "!+A%20+B" named attributes, "+view%20lang" an alternate view, and a
 * string ending in CR LF the filled-in ASK block.
 */
static void classify_gplus(const char *p, struct url1738_plan *pl)
{
    struct url1738_span s = pl->url.u.gopher.plus;
    size_t end = s.off + s.len, sp;
    char first;

    pl->gplus = URL1738_GPLUS_NONE;
    pl->view = pl->language = URL1738__NOSPAN;
    if (!url1738_present(s))
        return;
    pl->gplus = URL1738_GPLUS_OTHER;
    if (ends_crlf(p, s)) {
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

/* RFC 1738 3.4: selector TAB search TAB gopher+ CR LF, checked (6). */
static enum url1738_code plan_gopher(const char *p, struct url1738_plan *pl,
                                     struct url1738_error *err)
{
    struct url1738_url *u = &pl->url;
    enum url1738_code rc;

    classify_gplus(p, pl);
    rc = check_field(p, u->u.gopher.selector, B_GOPHER,
                     URL1738_E_PLAN_GOPHER, err);
    if (rc == URL1738_OK)
        rc = check_field(p, u->u.gopher.search, B_GOPHER,
                         URL1738_E_PLAN_GOPHER, err);
    /* 3.4.9: only a filled-in ASK block may carry CR LF, and it is sent
     * as it is; in any other gopher+ string a line break is an injection. */
    if (rc == URL1738_OK && pl->gplus != URL1738_GPLUS_ASK_BLOCK)
        rc = check_field(p, u->u.gopher.plus, B_CR | B_LF,
                         URL1738_E_PLAN_GOPHER, err);
    return rc;
}

/* RFC 1738 3.10: "localhost" or "" is the machine the URL is read on. */
static void plan_file(const char *p, struct url1738_plan *pl)
{
    struct url1738_span h = pl->url.host;

    if (h.len == 0 || equal_nocase(p + h.off, h.len, "localhost"))
        pl->flags |= URL1738_PLAN_LOCAL;
}

/* RFC 1738 3.9: which of the three forms. */
static void plan_wais(struct url1738_plan *pl)
{
    const struct url1738_url *u = &pl->url;

    if (url1738_present(u->u.wais.wpath))
        pl->wais_form = URL1738_WAIS_DOCUMENT;
    else if (url1738_present(u->u.wais.search))
        pl->wais_form = URL1738_WAIS_SEARCH;
    else
        pl->wais_form = URL1738_WAIS_DATABASE;
}

/* The checks and facts of each scheme but ftp and gopher. */
static enum url1738_code plan_other(const char *p, struct url1738_plan *pl,
                                    struct url1738_error *err)
{
    const struct url1738_url *u = &pl->url;
    enum url1738_code rc = URL1738_OK;

    switch (u->scheme_id) {
    case URL1738_SCHEME_HTTP:
        /* The target is sent encoded, but servers decode it: a CR LF
         * there is the header injection section 6 warns of. */
        rc = check_field(p, u->u.http.hpath, B_LINE,
                         URL1738_E_PLAN_DELIMITER, err);
        if (rc == URL1738_OK)
            rc = check_field(p, u->u.http.search, B_LINE,
                             URL1738_E_PLAN_DELIMITER, err);
        break;
    case URL1738_SCHEME_NEWS:
        /* 3.6: location-independent: the reader's own server. */
        pl->flags |= URL1738_PLAN_OWN_SERVER;
        pl->port = url1738_default_port(URL1738_SCHEME_NNTP);
        rc = check_field(p, u->u.news.group, B_LINE,
                         URL1738_E_PLAN_DELIMITER, err);
        if (rc == URL1738_OK)
            rc = check_field(p, u->u.news.article, B_LINE,
                             URL1738_E_PLAN_DELIMITER, err);
        break;
    case URL1738_SCHEME_NNTP:
        rc = check_field(p, u->u.nntp.group, B_LINE,
                         URL1738_E_PLAN_DELIMITER, err);
        if (rc == URL1738_OK)
            rc = check_field(p, u->u.nntp.article, B_LINE,
                             URL1738_E_PLAN_DELIMITER, err);
        break;
    case URL1738_SCHEME_TELNET:
        /* 3.8: the user and password are advisory, but a client that
         * types them at the login prompt sends them as lines. */
        rc = check_field(p, u->user, B_LINE, URL1738_E_PLAN_DELIMITER, err);
        if (rc == URL1738_OK)
            rc = check_field(p, u->password, B_LINE,
                             URL1738_E_PLAN_DELIMITER, err);
        break;
    case URL1738_SCHEME_MAILTO:
        /* The address goes into an SMTP command line (RCPT TO). */
        rc = check_field(p, u->u.mailto.address, B_LINE,
                         URL1738_E_PLAN_DELIMITER, err);
        break;
    case URL1738_SCHEME_FILE:
        plan_file(p, pl);
        /* A NUL would cut the path short at the system call. */
        rc = check_field(p, u->u.file.fpath, B_NUL,
                         URL1738_E_PLAN_DELIMITER, err);
        break;
    case URL1738_SCHEME_WAIS:
        plan_wais(pl);
        break;
    default:
        break;
    }
    return rc;
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
    enum url1738_code rc;

    if (plan == NULL)
        return refuse(err, URL1738_E_INVALID_ARG, 0,
                      url1738_strerror(URL1738_E_INVALID_ARG));
    if (plan->size < URL1738__ABI1_PLAN)
        return url1738__bad_size(err, URL1738__SIZE_MSG(url1738_plan,
                                                        URL1738_PLAN_INIT));
    plan->url.size = sizeof plan->url;
    plan->protocol = NULL;
    plan->port = 0;
    plan->flags = 0;
    plan->ftp_type = 0;
    plan->ftp_name = URL1738__NOSPAN;
    plan->gplus = URL1738_GPLUS_NONE;
    plan->view = plan->language = URL1738__NOSPAN;
    plan->wais_form = URL1738_WAIS_DATABASE;
    if (email == NULL) {
        email = URL1738_PLAN_DEFAULT_EMAIL;
        email_len = sizeof URL1738_PLAN_DEFAULT_EMAIL - 1;
    }
    plan->email = email;
    plan->email_len = email_len;

    rc = url1738__parse(p, len, &plan->url, err);
    if (rc != URL1738_OK)
        return rc;
    if (plan->url.scheme_id <= URL1738_SCHEME_OTHER)
        return refuse(err, URL1738_E_UNSUPPORTED, 0,
                      "no access plan: not one of the schemes of section 3");
    plan->protocol = protocol_of(plan->url.scheme_id);
    rc = plan_port(p, plan, err);
    if (rc != URL1738_OK)
        return rc;
    if (plan->url.scheme_id == URL1738_SCHEME_FTP)
        rc = plan_ftp(p, plan, err);
    else if (plan->url.scheme_id == URL1738_SCHEME_GOPHER)
        rc = plan_gopher(p, plan, err);
    else
        rc = plan_other(p, plan, err);
    if (rc == URL1738_OK && err != NULL)
        refuse(err, URL1738_OK, 0, url1738_strerror(URL1738_OK));
    return rc;
}
