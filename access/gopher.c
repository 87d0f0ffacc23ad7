/* SPDX-License-Identifier: MIT */
/*
 * gopher.c - RFC 1738 3.4 over RFC 1436: the plan's request bytes
 * (selector [TAB search [TAB gopher+]] CR LF), then every byte the server
 * sends until it closes, a menu's "." line included as sent.
 */
#include "access_internal.h"

/* The longest request: a selector, a search and a gopher+ string. */
#define GOPHER_REQUEST_MAX (3 * ACC_LINE_MAX)

int acc_gopher(struct acc_session *s, const char *p,
               const struct url1738_plan *pl)
{
    struct acc_conn c;
    char req[GOPHER_REQUEST_MAX];
    size_t need = 0;
    int rc;

    if (url1738_plan_request(p, pl, req, sizeof req, &need) != URL1738_OK)
        return acc_fail(s, URL1738_ACCESS_E_PLAN, URL1738_ACCESS_STAGE_PLAN,
                        NULL, 0);
    rc = acc_connect(s, pl->port, &c);
    if (rc != 0)
        return rc;
    rc = acc_send(s, &c, req, need, URL1738_ACCESS_STAGE_COMMAND);
    if (rc == 0)
        rc = acc_deliver_to_eof(s, &c);
    acc_close(&c);
    return rc;
}
