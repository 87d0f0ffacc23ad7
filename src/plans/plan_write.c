/* SPDX-License-Identifier: MIT */
/*
 * plan_write.c - the bytes a plan sends: FTP and NNTP command lines, the
 * Gopher request, the HTTP request target, the local file path (RFC 1738
 * section 3). Output goes into the caller's buffer, snprintf-like.
 */
#include "readings/readings.h"
#include "grammar/write.h"

static void put_raw(struct url1738__writer *s, const char *p,
                    struct url1738_span sp)
{
    if (url1738_present(sp))
        url1738__w_put(s, p + sp.off, sp.len);
}

/* RFC 1738 2.2: the span decoded (its escapes are well formed: it comes
 * from a valid URL). */
static void put_decoded(struct url1738__writer *s, const char *p,
                        struct url1738_span sp)
{
    if (url1738_present(sp))
        url1738__w_put_decoded(s, p + sp.off, sp.len);
}

/* One command line: verb, a space and the decoded argument when given. */
static void put_command(struct url1738__writer *s, const char *verb, const char *p,
                        struct url1738_span arg)
{
    url1738__w_puts(s, verb);
    if (url1738_present(arg)) {
        url1738__w_putc(s, ' ');
        put_decoded(s, p, arg);
    }
    url1738__w_putc(s, '\n');
}

/*
 * RFC 1738 3.2.1 and 3.2.2: USER and PASS (the anonymous convention when
 * the URL has no user), "each of the <cwd> elements ... as the argument
 * to a CWD", then NLST <name> for type d, else TYPE and RETR <name>.
 */
static void write_ftp(struct url1738__writer *s, const char *p,
                      const struct url1738_plan *pl)
{
    const struct url1738_url_1_1 *u = &pl->url;
    struct url1738_iter it;
    struct url1738_span seg, prev = URL1738__NOSPAN;
    size_t i;

    if (pl->flags & URL1738_PLAN_ANONYMOUS) {
        url1738__w_puts(s, "USER anonymous\nPASS ");
        for (i = 0; i < pl->email_len; i++)
            url1738__w_putc(s, pl->email[i]);
        url1738__w_putc(s, '\n');
    } else {
        /* An empty user name is still a user name (3.1): "USER ". */
        url1738__w_puts(s, "USER ");
        put_decoded(s, p, u->user);
        url1738__w_putc(s, '\n');
        if (url1738_present(u->password))
            put_command(s, "PASS", p, u->password);
    }
    /* Every segment before the last one is a <cwd>; "CWD " for an empty
     * one, as 3.2.2 says of ftp://myname@host.dom//etc/motd. */
    url1738_iter_init(&it, u->u.ftp.fpath);
    while (url1738_next_segment(p, &it, &seg)) {
        if (url1738_present(prev))
            put_command(s, "CWD", p, prev);
        prev = seg;
    }
    if (pl->ftp_type == 'd') {
        /* RFC 959: NLST [<SP> <pathname>]; no argument lists the
         * current directory. */
        put_command(s, "NLST", p,
                    pl->ftp_name.len ? pl->ftp_name : URL1738__NOSPAN);
        return;
    }
    url1738__w_puts(s, pl->ftp_type == 'a' ? "TYPE A\n" : "TYPE I\n");
    url1738__w_puts(s, "RETR ");
    put_decoded(s, p, pl->ftp_name);
    url1738__w_putc(s, '\n');
}

/* RFC 1738 3.6 and 3.7 with RFC 977: LIST, GROUP, ARTICLE. */
static void write_nntp(struct url1738__writer *s, const char *p,
                       const struct url1738_plan *pl)
{
    const struct url1738_url_1_1 *u = &pl->url;

    if (u->scheme_id == URL1738_SCHEME_NEWS) {
        if (u->u.news.all) {
            url1738__w_puts(s, "LIST\n"); /* news:*: every group */
        } else if (url1738_present(u->u.news.article)) {
            url1738__w_puts(s, "ARTICLE <");
            put_decoded(s, p, u->u.news.article);
            url1738__w_puts(s, ">\n");
        } else {
            put_command(s, "GROUP", p, u->u.news.group);
        }
        return;
    }
    put_command(s, "GROUP", p, u->u.nntp.group);
    if (url1738_present(u->u.nntp.article))
        put_command(s, "ARTICLE", p, u->u.nntp.article);
}

enum url1738_code url1738_plan_commands(const char *p,
                                        const struct url1738_plan *pl,
                                        char *dst, size_t cap, size_t *need)
{
    struct url1738__writer s;

    if (url1738__w_start(&s, dst, cap) != URL1738_OK || pl == NULL
        || !URL1738__PLAN_SIZE_OK(pl->size))
        return url1738__w_fail(&s, need, URL1738_E_INVALID_ARG);
    switch (pl->url.scheme_id) {
    case URL1738_SCHEME_FTP:
        write_ftp(&s, p, pl);
        break;
    case URL1738_SCHEME_NEWS:
    case URL1738_SCHEME_NNTP:
        write_nntp(&s, p, pl);
        break;
    default:
        break;
    }
    return url1738__w_end(&s, need, NULL);
}

enum url1738_code url1738_plan_request(const char *p,
                                       const struct url1738_plan *pl,
                                       char *dst, size_t cap, size_t *need)
{
    const struct url1738_url_1_1 *u;
    struct url1738__writer s;

    if (url1738__w_start(&s, dst, cap) != URL1738_OK || pl == NULL
        || !URL1738__PLAN_SIZE_OK(pl->size))
        return url1738__w_fail(&s, need, URL1738_E_INVALID_ARG);
    u = &pl->url;
    if (u->scheme_id == URL1738_SCHEME_GOPHER) {
        /* 3.4: <selector><tab><search><tab><gopher+_string><cr><lf> */
        put_decoded(&s, p, u->u.gopher.selector);
        if (url1738_present(u->u.gopher.search)) {
            url1738__w_putc(&s, '\t');
            put_decoded(&s, p, u->u.gopher.search);
        }
        if (url1738_present(u->u.gopher.plus)) {
            url1738__w_putc(&s, '\t');
            put_decoded(&s, p, u->u.gopher.plus);
        }
        /* 3.4.9: the ASK block already ends the request. */
        if (pl->gplus != URL1738_GPLUS_ASK_BLOCK)
            url1738__w_puts(&s, "\r\n");
    } else if (u->scheme_id == URL1738_SCHEME_HTTP) {
        /* 3.3: <path>?<searchpart>, sent as written. */
        url1738__w_putc(&s, '/');
        put_raw(&s, p, u->u.http.hpath);
        if (url1738_present(u->u.http.search)) {
            url1738__w_putc(&s, '?');
            put_raw(&s, p, u->u.http.search);
        }
    }
    return url1738__w_end(&s, need, NULL);
}

enum url1738_code url1738_plan_path(const char *p,
                                    const struct url1738_plan *pl,
                                    char *dst, size_t cap, size_t *need)
{
    struct url1738__writer s;

    if (url1738__w_start(&s, dst, cap) != URL1738_OK || pl == NULL
        || !URL1738__PLAN_SIZE_OK(pl->size))
        return url1738__w_fail(&s, need, URL1738_E_INVALID_ARG);
    if (pl->url.scheme_id == URL1738_SCHEME_FILE) {
        /* 3.10: the "/" before fpath belongs to the local path. */
        url1738__w_putc(&s, '/');
        put_decoded(&s, p, pl->url.u.file.fpath);
    } else if (pl->url.scheme_id == URL1738_SCHEME_PROSPERO) {
        put_decoded(&s, p, pl->url.u.prospero.ppath);
    }
    return url1738__w_end(&s, need, NULL);
}
