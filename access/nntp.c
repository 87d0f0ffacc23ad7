/* SPDX-License-Identifier: MIT */
/*
 * nntp.c - RFC 1738 3.6 (news) and 3.7 (nntp) over NNTP (RFC 3977,
 * RFC 977): the plan's commands; ARTICLE's text; for a group its
 * articles' numbers and subjects (OVER, else XOVER, else LISTGROUP for the
 * numbers alone); LIST for news:*.
 *
 * Multi-line blocks (RFC 3977 3.1.1) end with a line holding only ".";
 * a line starting with "." has it doubled on the wire. What is delivered
 * is the text itself, lines ending in LF.
 */
#include <stdio.h>
#include <string.h>

#include "access_internal.h"

static int read_status(struct acc_session *s, struct acc_conn *c, int *code,
                       enum url1738_access_stage stage)
{
    const char *line;
    size_t len;
    int rc = acc_read_line(s, c, &line, &len, stage);

    if (rc != 0)
        return rc;
    *code = acc_reply_code(line, len);
    if (*code < 0)
        return acc_fail(s, URL1738_ACCESS_E_PROTOCOL, stage, line, len);
    s->res->status = *code;
    if (*code >= 400)
        return acc_fail(s, URL1738_ACCESS_E_REPLY, stage, line, len);
    if (len > URL1738_ACCESS_REPLY_MAX)
        len = URL1738_ACCESS_REPLY_MAX;
    memcpy(s->res->reply, line, len);
    s->res->reply[len] = '\0';
    s->res->reply_len = len;
    return 0;
}

/* A command and its status, which must be want (e.g. 211). */
static int command(struct acc_session *s, struct acc_conn *c,
                   const char *line, size_t len, int want)
{
    int rc, code;

    rc = acc_send_line(s, c, line, len, URL1738_ACCESS_STAGE_COMMAND);
    if (rc == 0)
        rc = read_status(s, c, &code, URL1738_ACCESS_STAGE_COMMAND);
    if (rc == 0 && code != want)
        rc = acc_fail(s, URL1738_ACCESS_E_PROTOCOL,
                      URL1738_ACCESS_STAGE_COMMAND, s->res->reply,
                      s->res->reply_len);
    return rc;
}

/* An overview line: number TAB subject TAB ... (RFC 3977 8.3.2); what
 * is delivered is "number TAB subject LF". */
static int deliver_overview(struct acc_session *s, const char *l, size_t n)
{
    size_t end = 0;
    int rc = acc_parse_overview(l, n, &end);

    if (rc != ACC_PARSE_OK)
        return acc_fail(s, rc == ACC_PARSE_RANGE ? URL1738_ACCESS_E_NUMBER
                                                 : URL1738_ACCESS_E_PROTOCOL,
                        URL1738_ACCESS_STAGE_TRANSFER, l, n);
    rc = acc_deliver(s, l, end);
    return rc != 0 ? rc : acc_deliver(s, "\n", 1);
}

/* The lines of a multi-line block up to its ".", each unstuffed, to the
 * callback (overview set: as overview lines). */
static int deliver_block(struct acc_session *s, struct acc_conn *c,
                         int overview)
{
    const char *line;
    size_t len;
    int rc;

    for (;;) {
        rc = acc_read_line(s, c, &line, &len, URL1738_ACCESS_STAGE_TRANSFER);
        if (rc != 0)
            return rc;
        if (len == 1 && line[0] == '.')
            return 0;
        if (len > 0 && line[0] == '.') {
            line++;
            len--;
        }
        if (overview)
            rc = deliver_overview(s, line, len);
        else if ((rc = acc_deliver(s, line, len)) == 0)
            rc = acc_deliver(s, "\n", 1);
        if (rc != 0)
            return rc;
    }
}

/* After "211 count first last group": the overview of first-last. */
static int group_list(struct acc_session *s, struct acc_conn *c,
                      const char *group, size_t glen)
{
    unsigned long long v[3] = { 0, 0, 0 };
    const char *r = s->res->reply;
    char cmd[ACC_LINE_MAX + 64];
    int rc, code, form, n;

    /* A number beyond 2^63 - 1 is refused, not cut or wrapped. */
    rc = acc_parse_group(r, s->res->reply_len, v);
    if (rc != ACC_PARSE_OK)
        return acc_fail(s, rc == ACC_PARSE_RANGE ? URL1738_ACCESS_E_NUMBER
                                                 : URL1738_ACCESS_E_PROTOCOL,
                        URL1738_ACCESS_STAGE_COMMAND, r, s->res->reply_len);
    /* An empty group has nothing to list (RFC 3977 6.1.1.2). */
    if (v[0] == 0 || v[2] < v[1])
        return 0;
    for (form = 0; form < 3; form++) {
        if (form < 2)
            n = snprintf(cmd, sizeof cmd, "%s %llu-%llu",
                         form == 0 ? "OVER" : "XOVER", v[1], v[2]);
        else
            n = snprintf(cmd, sizeof cmd, "LISTGROUP %.*s", (int)glen,
                         group);
        rc = acc_send_line(s, c, cmd, (size_t)n,
                           URL1738_ACCESS_STAGE_COMMAND);
        if (rc == 0)
            rc = read_status(s, c, &code, URL1738_ACCESS_STAGE_COMMAND);
        /* 500/501/502: this server lacks the command; try the next. */
        if (rc == URL1738_ACCESS_E_REPLY && code >= 500 && code <= 502 &&
            form < 2) {
            s->res->code = URL1738_ACCESS_OK;
            s->res->stage = URL1738_ACCESS_STAGE_NONE;
            continue;
        }
        if (rc != 0)
            return rc;
        if (code != (form < 2 ? 224 : 211))
            return acc_fail(s, URL1738_ACCESS_E_PROTOCOL,
                            URL1738_ACCESS_STAGE_COMMAND, s->res->reply,
                            s->res->reply_len);
        return deliver_block(s, c, form < 2);
    }
    return 0;
}

int acc_nntp(struct acc_session *s, const char *p,
             const struct url1738_plan *pl)
{
    struct acc_conn c;
    char cmds[2 * ACC_LINE_MAX], group[ACC_LINE_MAX];
    size_t need = 0, i, start = 0, glen = 0;
    unsigned port = pl->port;
    int rc, code, listed = 0;

    if (url1738_plan_commands(p, pl, cmds, sizeof cmds, &need) !=
        URL1738_OK)
        return acc_fail(s, URL1738_ACCESS_E_PLAN, URL1738_ACCESS_STAGE_PLAN,
                        NULL, 0);
    if (pl->url.scheme_id == URL1738_SCHEME_NEWS)
        port = s->opt.nntp_port ? s->opt.nntp_port : 119;
    rc = acc_connect(s, port, &c);
    if (rc != 0)
        return rc;
    /* RFC 3977 5.1: 200 or 201 (no posting) greet a reader. */
    rc = read_status(s, &c, &code, URL1738_ACCESS_STAGE_GREETING);
    if (rc == 0 && code != 200 && code != 201)
        rc = acc_fail(s, URL1738_ACCESS_E_PROTOCOL,
                      URL1738_ACCESS_STAGE_GREETING, s->res->reply,
                      s->res->reply_len);
    /* Some servers answer GROUP only in reader mode; 5xx is harmless. */
    if (rc == 0 && acc_send_line(s, &c, "MODE READER", 11,
                                 URL1738_ACCESS_STAGE_GREETING) == 0) {
        if (read_status(s, &c, &code, URL1738_ACCESS_STAGE_GREETING) ==
                URL1738_ACCESS_E_REPLY && code >= 500) {
            s->res->code = URL1738_ACCESS_OK;
            s->res->stage = URL1738_ACCESS_STAGE_NONE;
        }
        rc = s->res->code;
    }
    for (i = 0; rc == 0 && i < need; i++) {
        const char *l = cmds + start;
        size_t n = i - start;

        if (cmds[i] != '\n')
            continue;
        start = i + 1;
        if (n >= 6 && memcmp(l, "GROUP ", 6) == 0) {
            glen = n - 6;
            if (glen >= sizeof group) {
                rc = acc_fail(s, URL1738_ACCESS_E_PLAN,
                              URL1738_ACCESS_STAGE_PLAN, NULL, 0);
                break;
            }
            memcpy(group, l + 6, glen);
            rc = command(s, &c, l, n, 211);
        } else if (n >= 8 && memcmp(l, "ARTICLE ", 8) == 0) {
            rc = command(s, &c, l, n, 220);
            if (rc == 0)
                rc = deliver_block(s, &c, 0);
            listed = 1;
        } else {
            /* LIST (news:*): 215 and the active list. */
            rc = command(s, &c, l, n, 215);
            if (rc == 0)
                rc = deliver_block(s, &c, 0);
            listed = 1;
        }
    }
    if (rc == 0 && !listed)
        rc = group_list(s, &c, group, glen);
    if (rc == 0) {
        int status = s->res->status;
        if (acc_send_line(s, &c, "QUIT", 4, URL1738_ACCESS_STAGE_COMMAND)
                == 0)
            (void)read_status(s, &c, &code, URL1738_ACCESS_STAGE_COMMAND);
        s->res->code = URL1738_ACCESS_OK;
        s->res->stage = URL1738_ACCESS_STAGE_NONE;
        s->res->status = status;
    }
    acc_close(&c);
    return rc;
}
