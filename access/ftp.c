/* SPDX-License-Identifier: MIT */
/*
 * ftp.c - RFC 1738 3.2 over RFC 959: the plan's command lines, exactly,
 * on the control connection, and a passive data connection for NLST or
 * RETR.
 *
 * Each command waits for its reply, and each reply code is checked
 * against what RFC 959 section 5.4 allows after that command; anything
 * else stops the retrieval with the reply line in the result.
 */
#include <string.h>

#include "access_internal.h"

/* RFC 959 4.2: a reply is "xyz text" or the multi-line form
 * "xyz-text" ... "xyz text". Returns the code (100-599) in *code. */
static int read_reply(struct acc_session *s, struct acc_conn *c, int *code,
                      enum url1738_access_stage stage)
{
    const char *line;
    size_t len, n;
    int rc, first;

    rc = acc_read_line(s, c, &line, &len, stage);
    if (rc != 0)
        return rc;
    first = acc_reply_code(line, len);
    if (first < 0)
        return acc_fail(s, URL1738_ACCESS_E_PROTOCOL, stage, line, len);
    if (len > 3 && line[3] == '-') {
        for (n = 0;; n++) {
            if (n == ACC_REPLY_LINES)
                return acc_fail(s, URL1738_ACCESS_E_PROTOCOL, stage, line,
                                len);
            rc = acc_read_line(s, c, &line, &len, stage);
            if (rc != 0)
                return rc;
            /* Only "xyz " with the same code ends it; other lines of the
             * text may even start with digits. */
            if (acc_reply_code(line, len) == first &&
                (len == 3 || line[3] == ' '))
                break;
        }
    }
    *code = first;
    s->res->status = first;
    /* Keep the line for a failure to report. */
    if (first >= 400)
        return acc_fail(s, URL1738_ACCESS_E_REPLY, stage, line, len);
    s->res->reply_len = len < URL1738_ACCESS_REPLY_MAX
                            ? len : URL1738_ACCESS_REPLY_MAX;
    memcpy(s->res->reply, line, s->res->reply_len);
    s->res->reply[s->res->reply_len] = '\0';
    return 0;
}

/* A reply whose first digit must be want (2: completion). */
static int expect(struct acc_session *s, struct acc_conn *c, int want,
                  int *code, enum url1738_access_stage stage)
{
    int rc = read_reply(s, c, code, stage);

    if (rc != 0)
        return rc;
    if (*code / 100 != want)
        return acc_fail(s, URL1738_ACCESS_E_PROTOCOL, stage, s->res->reply,
                        s->res->reply_len);
    return 0;
}

static int command(struct acc_session *s, struct acc_conn *c,
                   const char *line, size_t len, int *code,
                   enum url1738_access_stage stage)
{
    int rc = acc_send_line(s, c, line, len, stage);

    return rc != 0 ? rc : read_reply(s, c, code, stage);
}

/* PASV, or EPSV when PASV is refused; then the data connection to the
 * control connection's peer address (never to an address the reply
 * names, never a second lookup) and only to a port of 1024 or above. */
static int open_data(struct acc_session *s, struct acc_conn *ctl,
                     struct acc_conn *data)
{
    int code, rc, epsv, prc = ACC_PARSE_BAD;
    unsigned port = 0;

    for (epsv = 0; epsv < 2; epsv++) {
        rc = acc_send_line(s, ctl, epsv ? "EPSV" : "PASV", 4,
                           URL1738_ACCESS_STAGE_DATA);
        if (rc != 0)
            return rc;
        rc = read_reply(s, ctl, &code, URL1738_ACCESS_STAGE_DATA);
        if (rc == URL1738_ACCESS_E_REPLY && code / 100 == 5 && !epsv) {
            /* 500/502: try the other form. Forget the failure. */
            s->res->code = URL1738_ACCESS_OK;
            s->res->stage = URL1738_ACCESS_STAGE_NONE;
            continue;
        }
        if (rc != 0)
            return rc;
        /* Another code, or a 227/229 without a port: not a fallback
         * case, the server answered wrong. */
        if (code == (epsv ? 229 : 227))
            prc = epsv ? acc_parse_epsv(s->res->reply, s->res->reply_len,
                                        &port)
                       : acc_parse_pasv(s->res->reply, s->res->reply_len,
                                        &port);
        break;
    }
    if (prc != ACC_PARSE_OK)
        return acc_fail(s, prc == ACC_PARSE_RANGE ? URL1738_ACCESS_E_NUMBER
                                                   : URL1738_ACCESS_E_PROTOCOL,
                        URL1738_ACCESS_STAGE_DATA, s->res->reply,
                        s->res->reply_len);
    rc = acc_connect_peer(s, ctl, port, data);
    if (rc != 0 && s->res->stage == URL1738_ACCESS_STAGE_CONNECT)
        s->res->stage = URL1738_ACCESS_STAGE_DATA;
    return rc;
}

/* NLST or RETR: the data connection first, then the command; 1xx, the
 * bytes to EOF, then 2xx (RFC 959 5.4). */
static int transfer(struct acc_session *s, struct acc_conn *ctl,
                    const char *line, size_t len, int ascii)
{
    struct acc_conn dc;
    int rc, code;

    rc = open_data(s, ctl, &dc);
    if (rc != 0)
        return rc;
    rc = command(s, ctl, line, len, &code, URL1738_ACCESS_STAGE_COMMAND);
    if (rc == 0 && code / 100 != 1)
        rc = acc_fail(s, URL1738_ACCESS_E_PROTOCOL,
                      URL1738_ACCESS_STAGE_COMMAND, s->res->reply,
                      s->res->reply_len);
    if (rc == 0) {
        s->crlf_to_lf = ascii;
        rc = acc_deliver_to_eof(s, &dc);
        s->crlf_to_lf = 0;
    }
    acc_close(&dc);
    if (rc != 0)
        return rc;
    /* 226 or 250: the server saw the whole file go; a 426 (closed
     * mid-transfer) is a failure even though the bytes ended cleanly. */
    return expect(s, ctl, 2, &code, URL1738_ACCESS_STAGE_TRANSFER);
}

/* One plan line: what it needs before and after (3.2.1, 3.2.2). */
static int run_line(struct acc_session *s, struct acc_conn *ctl,
                    const char *line, size_t len, int *skip_pass,
                    int ascii)
{
    int rc, code;

    if (len >= 5 && memcmp(line, "USER ", 5) == 0) {
        rc = command(s, ctl, line, len, &code, URL1738_ACCESS_STAGE_LOGIN);
        if (rc != 0)
            return rc;
        /* 230: logged in without a password; 331: send it; 332: an
         * account is needed, which a URL cannot give. */
        if (code == 230) {
            *skip_pass = 1;
            return 0;
        }
        if (code != 331)
            return acc_fail(s, URL1738_ACCESS_E_PROTOCOL,
                            URL1738_ACCESS_STAGE_LOGIN, s->res->reply,
                            s->res->reply_len);
        *skip_pass = -1;        /* PASS must follow */
        return 0;
    }
    if (len >= 4 && memcmp(line, "PASS", 4) == 0) {
        if (*skip_pass == 1)
            return 0;
        *skip_pass = 0;
        rc = command(s, ctl, line, len, &code, URL1738_ACCESS_STAGE_LOGIN);
        if (rc == 0 && code != 230 && code != 202)
            rc = acc_fail(s, URL1738_ACCESS_E_PROTOCOL,
                          URL1738_ACCESS_STAGE_LOGIN, s->res->reply,
                          s->res->reply_len);
        return rc;
    }
    if (*skip_pass == -1)
        return acc_fail(s, URL1738_ACCESS_E_PASSWORD,
                        URL1738_ACCESS_STAGE_LOGIN, s->res->reply,
                        s->res->reply_len);
    if ((len >= 4 && memcmp(line, "NLST", 4) == 0) ||
        (len >= 4 && memcmp(line, "RETR", 4) == 0))
        return transfer(s, ctl, line, len, ascii && line[0] == 'R');
    /* CWD and TYPE: 2xx (RFC 959 5.4: 250 and 200). */
    rc = command(s, ctl, line, len, &code, URL1738_ACCESS_STAGE_COMMAND);
    if (rc == 0 && code / 100 != 2)
        rc = acc_fail(s, URL1738_ACCESS_E_PROTOCOL,
                      URL1738_ACCESS_STAGE_COMMAND, s->res->reply,
                      s->res->reply_len);
    return rc;
}

int acc_ftp(struct acc_session *s, const char *p,
            const struct url1738_plan *pl)
{
    struct acc_conn ctl;
    char cmds[4 * ACC_LINE_MAX];
    size_t need = 0, i, start = 0;
    int rc, code, skip_pass = 0;

    /* The commands are short: what does not fit is no FTP line. */
    if (url1738_plan_commands(p, pl, cmds, sizeof cmds, &need) !=
        URL1738_OK)
        return acc_fail(s, URL1738_ACCESS_E_PLAN, URL1738_ACCESS_STAGE_PLAN,
                        NULL, 0);
    rc = acc_connect(s, pl->port, &ctl);
    if (rc != 0)
        return rc;
    /* RFC 959 5.4: 120 (ready soon), then 220. */
    rc = read_reply(s, &ctl, &code, URL1738_ACCESS_STAGE_GREETING);
    if (rc == 0 && code == 120)
        rc = read_reply(s, &ctl, &code, URL1738_ACCESS_STAGE_GREETING);
    if (rc == 0 && code != 220)
        rc = acc_fail(s, URL1738_ACCESS_E_PROTOCOL,
                      URL1738_ACCESS_STAGE_GREETING, s->res->reply,
                      s->res->reply_len);
    for (i = 0; rc == 0 && i < need; i++) {
        if (cmds[i] != '\n')
            continue;
        if (i - start > ACC_LINE_MAX) {
            rc = acc_fail(s, URL1738_ACCESS_E_PLAN,
                          URL1738_ACCESS_STAGE_PLAN, NULL, 0);
            break;
        }
        rc = run_line(s, &ctl, cmds + start, i - start, &skip_pass,
                      pl->ftp_type == 'a');
        start = i + 1;
    }
    if (rc == 0 && skip_pass == -1)
        rc = acc_fail(s, URL1738_ACCESS_E_PASSWORD,
                      URL1738_ACCESS_STAGE_LOGIN, s->res->reply,
                      s->res->reply_len);
    if (rc == 0) {
        /* RFC 959: QUIT, 221. Its reply is not the resource's status. */
        int status = s->res->status;
        if (acc_send_line(s, &ctl, "QUIT", 4, URL1738_ACCESS_STAGE_COMMAND)
                == 0)
            (void)read_reply(s, &ctl, &code, URL1738_ACCESS_STAGE_COMMAND);
        s->res->code = URL1738_ACCESS_OK;
        s->res->stage = URL1738_ACCESS_STAGE_NONE;
        s->res->status = status;
    }
    acc_close(&ctl);
    return rc;
}
