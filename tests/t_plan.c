/* SPDX-License-Identifier: MIT */
/*
 * t_plan.c - access plans (RFC 1738 section 3) and the refusals of
 * section 6: every case gives the URL, the expected code and offset, and
 * the exact bytes of the commands and of the request.
 */
#include "harness.h"

#include "plans/protocol.h"    /* the refusal writers, cut short below */

struct plan_case {
    const char *section;
    const char *input;
    enum url1738_code code;
    size_t offset;           /* of the error */
    unsigned port;
    const char *commands;    /* url1738_plan_commands(), LF-terminated */
    const char *request;     /* url1738_plan_request() (or path)       */
};

#define OK URL1738_OK
#define DELIM URL1738_E_PLAN_DELIMITER
#define GOPH URL1738_E_PLAN_GOPHER
#define CTL URL1738_E_PLAN_CONTROL
#define MSGID URL1738_E_PLAN_MESSAGE_ID
#define ADDR URL1738_E_PLAN_ADDRESS
#define RPORT URL1738_E_PLAN_RESERVED_PORT
#define APORT URL1738_E_PLAN_ASK_PORT

static const struct plan_case cases[] = {
    /* 3.2.2: the three examples, verbatim (TYPE guessed by 3.2.3). */
    { "3.2.2", "ftp://myname@host.dom/%2Fetc/motd", OK, 0, 21,
      "USER myname\nCWD /etc\nTYPE A\nRETR motd\n", "" },
    { "3.2.2", "ftp://myname@host.dom/etc/motd", OK, 0, 21,
      "USER myname\nCWD etc\nTYPE A\nRETR motd\n", "" },
    { "3.2.2", "ftp://myname@host.dom//etc/motd", OK, 0, 21,
      "USER myname\nCWD \nCWD etc\nTYPE A\nRETR motd\n", "" },
    /* 3.2.1: anonymous, user and password, empty password, empty user. */
    { "3.2.1", "ftp://host.com/f.txt", OK, 0, 21,
      "USER anonymous\nPASS anonymous@\nTYPE A\nRETR f.txt\n", "" },
    { "3.2.1", "ftp://u:pw@host.com/f;type=i", OK, 0, 21,
      "USER u\nPASS pw\nTYPE I\nRETR f\n", "" },
    { "3.1", "ftp://foo:@host.com/f;type=A", OK, 0, 21,
      "USER foo\nPASS \nTYPE A\nRETR f\n", "" },
    { "3.1", "ftp://@host.com/", OK, 0, 21, "USER \nNLST\n", "" },
    { "3.2.1", "ftp://a%20b:c%3Ad@h/x;type=i", OK, 0, 21,
      "USER a b\nPASS c:d\nTYPE I\nRETR x\n", "" },
    /* 3.2.2: type d, listing, empty segments, port. */
    { "3.2.2", "ftp://h:2121/pub/d;type=d", OK, 0, 2121,
      "USER anonymous\nPASS anonymous@\nCWD pub\nNLST d\n", "" },
    { "3.2.2", "ftp://h/pub/;type=d", OK, 0, 21,
      "USER anonymous\nPASS anonymous@\nCWD pub\nNLST\n", "" },
    { "3.2.2", "ftp://h", OK, 0, 21, "USER anonymous\nPASS anonymous@\nNLST\n",
      "" },
    { "3.2.2", "ftp://h/", OK, 0, 21, "USER anonymous\nPASS anonymous@\nNLST\n",
      "" },
    { "3.2.2", "ftp://h/a//b/", OK, 0, 21,
      "USER anonymous\nPASS anonymous@\nCWD a\nCWD \nCWD b\nNLST\n", "" },
    { "3.2.2", "ftp://h/a%2Fb/c%3Bd;type=i", OK, 0, 21,
      "USER anonymous\nPASS anonymous@\nCWD a/b\nTYPE I\nRETR c;d\n", "" },
    /* 3.2.3: the guess from the name. */
    { "3.2.3", "ftp://h/README", OK, 0, 21,
      "USER anonymous\nPASS anonymous@\nTYPE A\nRETR README\n", "" },
    { "3.2.3", "ftp://h/x.tar.gz", OK, 0, 21,
      "USER anonymous\nPASS anonymous@\nTYPE I\nRETR x.tar.gz\n", "" },
    { "3.2.3", "ftp://h/INDEX.HTML", OK, 0, 21,
      "USER anonymous\nPASS anonymous@\nTYPE A\nRETR INDEX.HTML\n", "" },
    { "3.2.3", "ftp://h/pic.gif", OK, 0, 21,
      "USER anonymous\nPASS anonymous@\nTYPE I\nRETR pic.gif\n", "" },
    { "3.2.3", "ftp://h/.profile", OK, 0, 21,
      "USER anonymous\nPASS anonymous@\nTYPE A\nRETR .profile\n", "" },
    { "3.2.3", "ftp://h/a.txt;type=i", OK, 0, 21,
      "USER anonymous\nPASS anonymous@\nTYPE I\nRETR a.txt\n", "" },
    /* 6: injections through every FTP field. */
    { "6", "ftp://a%0D%0AQUIT:p@h/x", DELIM, 7, 0, NULL, NULL },
    { "6", "ftp://a:p%0AQUIT@h/x", DELIM, 9, 0, NULL, NULL },
    { "6", "ftp://a:p%00@h/x", DELIM, 9, 0, NULL, NULL },
    { "6", "ftp://h/d%0D%0ADELE%20x/f", DELIM, 9, 0, NULL, NULL },
    { "6", "ftp://h/d/e%0a/f", DELIM, 11, 0, NULL, NULL },
    { "6", "ftp://h/d/f%0D%0ADELE%20x", DELIM, 11, 0, NULL, NULL },
    { "6", "ftp://h/d/f%00;type=i", DELIM, 11, 0, NULL, NULL },
    /* 6, issue 13: every other control byte, DEL and 0xFF (Telnet IAC on
     * the control connection, RFC 959 over RFC 854) in every argument. */
    { "6", "ftp://h/d/f%09", CTL, 11, 0, NULL, NULL },
    { "6", "ftp://h/%FF%F4%FF%FDx", CTL, 8, 0, NULL, NULL },
    { "6", "ftp://h/a%09b/c%1B%5B31m", CTL, 9, 0, NULL, NULL },
    { "6", "ftp://h/ab/c%1B%5B31m", CTL, 12, 0, NULL, NULL },
    { "6", "ftp://a%01@h/x", CTL, 7, 0, NULL, NULL },
    { "6", "ftp://a:b%7F@h/x", CTL, 9, 0, NULL, NULL },
    { "6", "ftp://h/%1F/x", CTL, 8, 0, NULL, NULL },
    { "6", "ftp://h/d/%0C;type=d", CTL, 10, 0, NULL, NULL },
    { "6", "ftp://h/d/x%0B;type=i", CTL, 11, 0, NULL, NULL },
    { "6", "ftp://h/%ff", CTL, 8, 0, NULL, NULL },
    /* ... but 8-bit names other than 0xFF go through (RFC 2640). */
    { "6", "ftp://h/%E9t%E9.txt", OK, 0, 21,
      "USER anonymous\nPASS anonymous@\nTYPE A\nRETR \xe9t\xe9.txt\n", "" },
    { "6", "ftp://h/a%20b/c%7E", OK, 0, 21,
      "USER anonymous\nPASS anonymous@\nCWD a b\nTYPE A\nRETR c~\n", "" },
    /* The leftmost refusal wins: the user before the port. */
    { "6", "ftp://a%0D@h:25/", DELIM, 7, 0, NULL, NULL },
    /* 3.3: host, port, request target as written. */
    { "3.3", "http://h", OK, 0, 80, "", "/" },
    { "3.3", "http://h/", OK, 0, 80, "", "/" },
    { "3.3", "http://h:8080/a/b%20c?q=1&r", OK, 0, 8080, "", "/a/b%20c?q=1&r" },
    { "3.3", "http://h/?x", OK, 0, 80, "", "/?x" },
    { "6", "http://h/a%0D%0ASet-Cookie:x", DELIM, 10, 0, NULL, NULL },
    { "6", "http://h/a?b%0a", DELIM, 12, 0, NULL, NULL },
    { "6", "http://h/a%00", DELIM, 10, 0, NULL, NULL },
    { "3.1", "http://h:0/", URL1738_E_PLAN_PORT, 9, 0, NULL, NULL },
    { "3.1", "http://h:65536/", URL1738_E_PLAN_PORT, 9, 0, NULL, NULL },
    { "3.1", "http://h:99999999999999999999/", URL1738_E_PLAN_PORT, 9, 0,
      NULL, NULL },
    { "3.1", "http://h:65535/", OK, 0, 65535, "", "/" },
    /* 3.4: the exact request bytes. */
    { "3.4.1", "gopher://h", OK, 0, 70, "", "\r\n" },
    { "3.4.1", "gopher://h/", OK, 0, 70, "", "\r\n" },
    { "3.4", "gopher://h:7070/0sel", OK, 0, 7070, "", "sel\r\n" },
    { "3.4", "gopher://h/7s%09q%20w", OK, 0, 70, "", "s\tq w\r\n" },
    { "3.4.4", "gopher://h/0s%09%09+", OK, 0, 70, "", "s\t\t+\r\n" },
    { "3.4.5", "gopher://h/0s%09%09?", OK, 0, 70, "", "s\t\t?\r\n" },
    { "3.4.6", "gopher://h/0s%09%09!", OK, 0, 70, "", "s\t\t!\r\n" },
    { "3.4.7", "gopher://h/0s%09%09!+ABSTRACT%20+SMELL", OK, 0, 70, "",
      "s\t\t!+ABSTRACT +SMELL\r\n" },
    { "3.4.8", "gopher://h/0s%09%09+application/postscript%20Es_ES", OK, 0, 70,
      "", "s\t\t+application/postscript Es_ES\r\n" },
    /* 3.4.9: the exact ASK block, on the default port, is sent as it is,
     * with no second CR LF. */
    { "3.4.9",
      "gopher://h:70/1sel%09%09+%091%0D%0A+-1%0D%0Aone%0D%0Atwo%0D%0A.%0D%0A",
      OK, 0, 70, "", "sel\t\t+\t1\r\n+-1\r\none\r\ntwo\r\n.\r\n" },
    { "3.4.9", "gopher://h/1sel%09%09+%091%0D%0A+-1%0D%0Av%0D%0A.%0D%0A", OK, 0,
      70, "", "sel\t\t+\t1\r\n+-1\r\nv\r\n.\r\n" },
    { "3.4.9", "gopher://h/1s%09q%09+%091%0d%0a+-1%0D%0A%0D%0A%2E%0D%0A", OK, 0,
      70, "", "s\tq\t+\t1\r\n+-1\r\n\r\n.\r\n" },
    /* Anything else that carries CR LF in the gopher+ string is refused,
     * at the escape where the 3.4.9 form breaks. The gopher+ string is
     * what follows the second %09: here "1%0D%0A...", not the form. */
    { "3.4.9",
      "gopher://h/1sel%09+%091%0D%0A+-1%0D%0Aone%0D%0Atwo%0D%0A.%0D%0A",
      GOPH, 23, 0, NULL, NULL },
    { "3.4.9", "gopher://h/1s%09%09+%091%0D%0A+-1%0D%0Aa%0Db%0D%0A.%0D%0A",
      GOPH, 40, 0, NULL, NULL },       /* a CR without LF in a line */
    { "3.4.9", "gopher://h/1s%09%09+%091%0D%0A+-1%0D%0Aa%0D%0A.%0D%0Ax",
      GOPH, 47, 0, NULL, NULL },       /* something after ".%0D%0A" */
    { "3.4.9",
      "gopher://h/1s%09%09+%091%0D%0A+-1%0D%0Aa%0D%0A.%0D%0AQUIT%0D%0A",
      GOPH, 47, 0, NULL, NULL },       /* a line after the end */
    { "3.4.9", "gopher://h/1s%09%09+%091%0D%0A+-1%0D%0Aa%0D%0A", GOPH, 40, 0,
      NULL, NULL },                     /* never ended by "." */
    { "3.4.9", "gopher://h/1s%09%09+%091%0D%0A+-1%0D%0Aa%00%0D%0A.%0D%0A",
      GOPH, 40, 0, NULL, NULL },       /* NUL in a line */
    { "3.4.9", "gopher://h/1s%09%09+%0D%0A", GOPH, 20, 0, NULL, NULL },
    { "3.4.9", "gopher://h/1s%09%09+%091%0D%0A+-2%0D%0A.%0D%0A", GOPH, 24, 0,
      NULL, NULL },                     /* not the 3.4.9 head */
    /* 6, issue 13: the SMTP session of the issue, on port 25 and on the
     * default port (the gopher+ string is not an ASK block). */
    { "6", "gopher://mail.example:25/1HELO%20x%09y%09+%0D%0AMAIL%20FROM:"
           "%3Ca@b%3E%0D%0ARCPT%20TO:%3Cvictim@c%3E%0D%0ADATA%0D%0Arude"
           "%0D%0A.%0D%0AQUIT%0D%0A", RPORT, 22, 0, NULL, NULL },
    { "6", "gopher://mail.example/1HELO%20x%09y%09+%0D%0AMAIL%20FROM:"
           "%3Ca@b%3E%0D%0ARCPT%20TO:%3Cvictim@c%3E%0D%0ADATA%0D%0Arude"
           "%0D%0A.%0D%0AQUIT%0D%0A", GOPH, 39, 0, NULL, NULL },
    /* 3.4.9: even the exact form only to the default port. */
    { "3.4.9", "gopher://h:7070/1s%09%09+%091%0D%0A+-1%0D%0Av%0D%0A.%0D%0A",
      APORT, 11, 0, NULL, NULL },
    { "3.4.9", "gopher://h:25/1s%09%09+%091%0D%0A+-1%0D%0Av%0D%0A.%0D%0A",
      RPORT, 11, 0, NULL, NULL },
    /* 6, issue 13: NUL in every Gopher field. */
    { "6", "gopher://h/1a%00b", GOPH, 13, 0, NULL, NULL },
    { "6", "gopher://h/1a%09b%00", GOPH, 17, 0, NULL, NULL },
    { "6", "gopher://h/1a%09b%09+%00", GOPH, 21, 0, NULL, NULL },
    /* ... but TAB and other bytes in a gopher+ string go through. */
    { "3.4", "gopher://h/1a%09%09+x%09y%1B", OK, 0, 70, "",
      "a\t\t+x\ty\x1b\r\n" },
    /* 6: injections through the selector, search and gopher+ string. */
    { "6", "gopher://h/0a%0D%0Ab", GOPH, 13, 0, NULL, NULL },
    { "6", "gopher://h/0a%0Ab", GOPH, 13, 0, NULL, NULL },
    { "6", "gopher://h/0a%09b%0Dc", GOPH, 17, 0, NULL, NULL },
    { "6", "gopher://h/0a%09b%0a", GOPH, 17, 0, NULL, NULL },
    { "6", "gopher://h/0a%09b%09+%0D%0AHELO", GOPH, 21, 0, NULL, NULL },
    { "6", "gopher://h/0a%0D%0A%09b%09+%0D%0A", GOPH, 13, 0, NULL, NULL },
    { "6", "gopher://h:25/0HELO%20x%0D%0A", RPORT, 11, 0, NULL, NULL },
    /* 6: a port in the reserved space that is not the default. */
    { "6", "http://h:25/", RPORT, 9, 0, NULL, NULL },
    { "6", "http://h:1/", RPORT, 9, 0, NULL, NULL },
    { "6", "http://h:1023/", RPORT, 9, 0, NULL, NULL },
    { "6", "http://h:1024/", OK, 0, 1024, "", "/" },
    { "6", "http://h:0080/", OK, 0, 80, "", "/" },
    { "6", "http://h:443/", RPORT, 9, 0, NULL, NULL },
    { "6", "ftp://h:22/", RPORT, 8, 0, NULL, NULL },
    { "6", "ftp://h:21/", OK, 0, 21, "USER anonymous\nPASS anonymous@\nNLST\n",
      "" },
    { "6", "nntp://h:25/g", RPORT, 9, 0, NULL, NULL },
    { "6", "telnet://h:25/", RPORT, 11, 0, NULL, NULL },
    { "6", "telnet://h:23/", OK, 0, 23, "", "" },
    { "6", "wais://h:21/db", RPORT, 9, 0, NULL, NULL },
    { "6", "prospero://h:80/x", RPORT, 13, 0, NULL, NULL },
    { "6", "prospero://h:1525/x", OK, 0, 1525, "", "" },
    /* 3.6, 3.7: NNTP commands. */
    { "3.6", "news:*", OK, 0, 119, "LIST\n", "" },
    { "3.6", "news:comp.infosystems.www.misc", OK, 0, 119,
      "GROUP comp.infosystems.www.misc\n", "" },
    { "3.6", "news:12%2534@host.dom", OK, 0, 119, "ARTICLE <12%34@host.dom>\n",
      "" },
    { "6", "news:a%0D%0AQUIT@host.dom", DELIM, 6, 0, NULL, NULL },
    { "6", "news:a%00@host.dom", DELIM, 6, 0, NULL, NULL },
    /* 6, issue 13: a message-id that is not an RFC 822 msg-id once
     * decoded, or holds what RFC 3977 keeps out of one. */
    { "6", "news:a%3Eb%20c@h", MSGID, 6, 0, NULL, NULL },
    { "6", "news:a%20b@h", MSGID, 6, 0, NULL, NULL },
    { "6", "news:a%01b@h", MSGID, 6, 0, NULL, NULL },
    { "6", "news:a%7Fb@h", MSGID, 6, 0, NULL, NULL },
    { "6", "news:a%FFb@h", MSGID, 6, 0, NULL, NULL },
    { "6", "news:a%3Cb@h", MSGID, 6, 0, NULL, NULL },
    { "6", "news:a;b@h", MSGID, 6, 0, NULL, NULL },
    { "6", "news:a:b@h", MSGID, 6, 0, NULL, NULL },
    { "6", "news:a..b@h", MSGID, 7, 0, NULL, NULL },
    { "6", "news:.a@h", MSGID, 5, 0, NULL, NULL },
    { "6", "news:a.@h", MSGID, 7, 0, NULL, NULL },
    { "6", "news:a%40b@h", MSGID, 10, 0, NULL, NULL },
    { "6", "news:%22a%20b%22@h", MSGID, 9, 0, NULL, NULL },
    { "822", "news:%22a.b%22@h", OK, 0, 119, "ARTICLE <\"a.b\"@h>\n", "" },
    { "822", "news:a.b$c/d?e=f&g@h.dom", OK, 0, 119,
      "ARTICLE <a.b$c/d?e=f&g@h.dom>\n", "" },
    { "3.7", "nntp://h/comp.misc", OK, 0, 119, "GROUP comp.misc\n", "" },
    { "3.7", "nntp://h:1119/comp.misc/42", OK, 0, 1119,
      "GROUP comp.misc\nARTICLE 42\n", "" },
    /* 3.8 telnet: advisory login, checked too. */
    { "3.8", "telnet://u:p@h:2323/", OK, 0, 2323, "", "" },
    { "3.8", "telnet://h", OK, 0, 23, "", "" },
    { "6", "telnet://u%0D%0Arm:p@h/", DELIM, 10, 0, NULL, NULL },
    { "6", "telnet://u:p%0Arm@h/", DELIM, 12, 0, NULL, NULL },
    /* 3.9, 3.11, 3.5 */
    { "3.9", "wais://h/db?q", OK, 0, 210, "", "" },
    { "3.11", "prospero://h/a/b;f=v", OK, 0, 1525, "", "" },
    { "3.5", "mailto:a@b.c", OK, 0, 0, "", "" },
    { "6", "mailto:a@b.c%0D%0ABcc:x@y", DELIM, 12, 0, NULL, NULL },
    /* 6, issue 13: an address that is not an RFC 822 addr-spec. */
    { "6", "mailto:a%3E%20x@y", ADDR, 8, 0, NULL, NULL },
    { "6", "mailto:a", ADDR, 8, 0, NULL, NULL },
    { "6", "mailto:a@", ADDR, 9, 0, NULL, NULL },
    { "6", "mailto:a@b@c", ADDR, 10, 0, NULL, NULL },
    { "6", "mailto:joe%20@x", ADDR, 10, 0, NULL, NULL },
    { "6", "mailto:a%09@b", ADDR, 8, 0, NULL, NULL },
    { "6", "mailto:Joe%20%3Cj@x%3E", ADDR, 10, 0, NULL, NULL },
    { "6", "mailto:a@b,c@d", ADDR, 10, 0, NULL, NULL },
    { "822", "mailto:%22a%20b%22@c", OK, 0, 0, "", "" },
    { "822", "mailto:a.b+c@d.e%5B1%5D", ADDR, 16, 0, NULL, NULL },
    { "822", "mailto:a@%5B1.2.3.4%5D", OK, 0, 0, "", "" },
    /* 3.10 file: NUL would cut the local path. */
    { "3.10", "file:///etc/motd", OK, 0, 0, "", "" },
    { "6", "file:///etc/motd%00.txt", DELIM, 16, 0, NULL, NULL },
    /* Not one of the ten; not a URL. */
    { "5", "x-y:z", URL1738_E_UNSUPPORTED, 0, 0, NULL, NULL },
    { "5", "http://h/a b", URL1738_E_MUST_ENCODE, 10, 0, NULL, NULL },
    { "5", "", URL1738_E_SCHEME, 0, 0, NULL, NULL },
};

static void check_case(const struct plan_case *c)
{
    struct url1738_plan pl = URL1738_PLAN_INIT;
    struct url1738_error err;
    char buf[512];
    size_t need = 0, n = strlen(c->input);
    enum url1738_code rc = url1738_plan(c->input, n, NULL, 0, &pl, &err);

    if (rc != c->code || (rc != URL1738_OK && err.offset != c->offset))
        fprintf(stderr, "  case %s %s\n", c->section, c->input);
    CHECK_EQ_INT(rc, c->code);
    CHECK_EQ_INT(err.code, c->code);
    if (rc != URL1738_OK) {
        CHECK_EQ_INT(err.offset, c->offset);
        CHECK(err.message != NULL && err.message[0] != '\0');
        return;
    }
    CHECK_EQ_INT(pl.port, c->port);
    CHECK_EQ_INT(url1738_plan_commands(c->input, &pl, buf, sizeof buf, &need),
                 URL1738_OK);
    CHECK_EQ_STR(buf, need, c->commands);
    CHECK_EQ_INT(url1738_plan_request(c->input, &pl, buf, sizeof buf, &need),
                 URL1738_OK);
    CHECK_EQ_MEM(buf, need, c->request, strlen(c->request));
}

/* The facts of a plan beside its bytes: flags, type, gopher+, wais. */
static void test_facts(void)
{
    struct url1738_plan pl = URL1738_PLAN_INIT;
    const char *s;

#define PLAN(str) (s = (str), url1738_plan(s, strlen(s), NULL, 0, &pl, NULL))
    /* 3.2.1: a user without password must be asked for one. */
    CHECK_EQ_INT(PLAN("ftp://myname@host.dom/%2Fetc/motd"), URL1738_OK);
    CHECK_EQ_INT(pl.flags, URL1738_PLAN_ASK_PASSWORD |
                               URL1738_PLAN_TYPE_GUESSED);
    CHECK_EQ_INT(pl.ftp_type, 'a');
    CHECK_EQ_STR(s + pl.ftp_name.off, pl.ftp_name.len, "motd");
    CHECK_EQ_INT(PLAN("ftp://h/d/;type=D"), URL1738_OK);
    CHECK_EQ_INT(pl.flags, URL1738_PLAN_ANONYMOUS | URL1738_PLAN_LISTING);
    CHECK_EQ_INT(pl.ftp_type, 'd');
    CHECK_EQ_INT(PLAN("ftp://h"), URL1738_OK);
    CHECK_EQ_INT(pl.flags, URL1738_PLAN_ANONYMOUS | URL1738_PLAN_LISTING |
                               URL1738_PLAN_TYPE_GUESSED);
    CHECK_EQ_INT(PLAN("ftp://u:p@h/x.zip"), URL1738_OK);
    CHECK_EQ_INT(pl.flags, URL1738_PLAN_TYPE_GUESSED);
    CHECK_EQ_INT(pl.ftp_type, 'i');
    CHECK_EQ_STR(pl.protocol, strlen(pl.protocol), "ftp");

    /* 3.4.4-3.4.9: what the gopher+ string asks for. */
    CHECK_EQ_INT(PLAN("gopher://h/0s"), URL1738_OK);
    CHECK_EQ_INT(pl.gplus, URL1738_GPLUS_NONE);
    CHECK_EQ_INT(PLAN("gopher://h/0s%09%09+"), URL1738_OK);
    CHECK_EQ_INT(pl.gplus, URL1738_GPLUS_DEFAULT_VIEW);
    CHECK_EQ_INT(PLAN("gopher://h/0s%09%09?"), URL1738_OK);
    CHECK_EQ_INT(pl.gplus, URL1738_GPLUS_ASK_FORM);
    CHECK_EQ_INT(PLAN("gopher://h/0s%09%09!"), URL1738_OK);
    CHECK_EQ_INT(pl.gplus, URL1738_GPLUS_ALL_ATTRS);
    CHECK_EQ_INT(PLAN("gopher://h/1s%09%09$"), URL1738_OK);
    CHECK_EQ_INT(pl.gplus, URL1738_GPLUS_DIR_ATTRS);
    CHECK_EQ_INT(PLAN("gopher://h/0s%09%09!+ABSTRACT%20+SMELL"), URL1738_OK);
    CHECK_EQ_INT(pl.gplus, URL1738_GPLUS_ATTRS);
    CHECK_EQ_STR(s + pl.view.off, pl.view.len, "+ABSTRACT%20+SMELL");
    CHECK_EQ_INT(PLAN("gopher://h/1s%09%09$+VIEWS"), URL1738_OK);
    CHECK_EQ_INT(pl.gplus, URL1738_GPLUS_DIR_NAMED);
    CHECK_EQ_STR(s + pl.view.off, pl.view.len, "+VIEWS");
    CHECK_EQ_INT(PLAN("gopher://h/0s%09%09+application/postscript%20Es_ES"),
                 URL1738_OK);
    CHECK_EQ_INT(pl.gplus, URL1738_GPLUS_VIEW);
    CHECK_EQ_STR(s + pl.view.off, pl.view.len, "application/postscript");
    CHECK_EQ_STR(s + pl.language.off, pl.language.len, "Es_ES");
    CHECK_EQ_INT(PLAN("gopher://h/0s%09%09+text/plain"), URL1738_OK);
    CHECK_EQ_INT(pl.gplus, URL1738_GPLUS_VIEW);
    CHECK(!url1738_present(pl.language));
    CHECK_EQ_INT(PLAN("gopher://h/1s%09%09+%091%0D%0A+-1%0D%0Av%0D%0A.%0D%0A"),
                 URL1738_OK);
    CHECK_EQ_INT(pl.gplus, URL1738_GPLUS_ASK_BLOCK);
    CHECK_EQ_INT(PLAN("gopher://h/1s%09%09xyz"), URL1738_OK);
    CHECK_EQ_INT(pl.gplus, URL1738_GPLUS_OTHER);
    CHECK_EQ_INT(PLAN("gopher://h/1s%09%09"), URL1738_OK);
    CHECK_EQ_INT(pl.gplus, URL1738_GPLUS_OTHER);

    /* 3.6: news has no server of its own. */
    CHECK_EQ_INT(PLAN("news:*"), URL1738_OK);
    CHECK_EQ_INT(pl.flags, URL1738_PLAN_OWN_SERVER);
    CHECK(!url1738_present(pl.url.host));
    CHECK_EQ_STR(pl.protocol, strlen(pl.protocol), "nntp");

    /* 3.9: the three forms. */
    CHECK_EQ_INT(PLAN("wais://h/db"), URL1738_OK);
    CHECK_EQ_INT(pl.wais_form, URL1738_WAIS_DATABASE);
    CHECK_EQ_INT(PLAN("wais://h:2100/db?a+b"), URL1738_OK);
    CHECK_EQ_INT(pl.wais_form, URL1738_WAIS_SEARCH);
    CHECK_EQ_INT(pl.port, 2100);
    CHECK_EQ_INT(PLAN("wais://h/db/TEXT/0x1234"), URL1738_OK);
    CHECK_EQ_INT(pl.wais_form, URL1738_WAIS_DOCUMENT);

    /* 3.10: local or not. */
    CHECK_EQ_INT(PLAN("file:///etc/motd"), URL1738_OK);
    CHECK_EQ_INT(pl.flags, URL1738_PLAN_LOCAL);
    CHECK_EQ_INT(PLAN("file://LocalHost/etc/motd"), URL1738_OK);
    CHECK_EQ_INT(pl.flags, URL1738_PLAN_LOCAL);
    CHECK_EQ_INT(PLAN("file://vms.host.edu/disk$user/my/notes/note12345.txt"),
                 URL1738_OK);
    CHECK_EQ_INT(pl.flags, 0);
    CHECK_EQ_INT(pl.port, 0);
    CHECK_EQ_STR(pl.protocol, strlen(pl.protocol), "file");
    CHECK_EQ_INT(PLAN("mailto:x@y"), URL1738_OK);
    CHECK_EQ_STR(pl.protocol, strlen(pl.protocol), "smtp");
#undef PLAN
}

/* The written bytes: paths, size queries, NOSPACE, the e-mail. */
static void test_writers(void)
{
    struct url1738_plan pl = URL1738_PLAN_INIT;
    struct url1738_error err;
    char buf[64];
    size_t need = 99;
    const char *s = "file:///a%20b/c";
    const char *f = "ftp://h/f;type=i";
    const char *want = "USER anonymous\nPASS me@x.org\nTYPE I\nRETR f\n";

    CHECK_EQ_INT(url1738_plan(s, strlen(s), NULL, 0, &pl, NULL), URL1738_OK);
    CHECK_EQ_INT(url1738_plan_path(s, &pl, buf, sizeof buf, &need),
                 URL1738_OK);
    CHECK_EQ_STR(buf, need, "/a b/c");
    CHECK_EQ_INT(buf[need], '\0');
    CHECK_EQ_INT(url1738_plan_path(s, &pl, NULL, 0, &need),
                 URL1738_E_NOSPACE);
    CHECK_EQ_INT(need, 6);
    CHECK_EQ_INT(url1738_plan_commands(s, &pl, buf, sizeof buf, &need),
                 URL1738_OK);
    CHECK_EQ_INT(need, 0);
    s = "prospero://h/a%3Bb;f=v";
    CHECK_EQ_INT(url1738_plan(s, strlen(s), NULL, 0, &pl, NULL), URL1738_OK);
    CHECK_EQ_INT(url1738_plan_path(s, &pl, buf, sizeof buf, &need),
                 URL1738_OK);
    CHECK_EQ_STR(buf, need, "a;b");

    /* 3.2.1: the caller's e-mail address as the anonymous password. */
    CHECK_EQ_INT(url1738_plan(f, strlen(f), "me@x.org", 8, &pl, &err),
                 URL1738_OK);
    CHECK_EQ_INT(url1738_plan_commands(f, &pl, NULL, 0, &need),
                 URL1738_E_NOSPACE);
    CHECK_EQ_INT(need, strlen(want));
    CHECK_EQ_INT(url1738_plan_commands(f, &pl, buf, need - 1, &need),
                 URL1738_E_NOSPACE);
    CHECK_EQ_MEM(buf, need - 1, want, need - 1);
    CHECK_EQ_INT(url1738_plan_commands(f, &pl, buf, need, &need), URL1738_OK);
    CHECK_EQ_STR(buf, need, want);
    CHECK_EQ_INT(url1738_plan_commands(f, &pl, buf, need + 1, &need),
                 URL1738_OK);
    CHECK_EQ_INT(buf[need], '\0');
    /* The e-mail is sent on a command line: no CR, LF or NUL. */
    CHECK_EQ_INT(url1738_plan(f, strlen(f), "a\r\nDELE x", 9, &pl, &err),
                 URL1738_E_PLAN_EMAIL);
    CHECK_EQ_INT(err.offset, 1);
    CHECK_EQ_INT(url1738_plan(f, strlen(f), "a\0b", 3, &pl, &err),
                 URL1738_E_PLAN_EMAIL);
    CHECK_EQ_INT(err.offset, 1);
    /* ... unless it is not used: the URL names a user. */
    f = "ftp://u@h/f;type=i";
    CHECK_EQ_INT(url1738_plan(f, strlen(f), "a\nb", 3, &pl, &err), URL1738_OK);
    /* Misuse. */
    CHECK_EQ_INT(url1738_plan(f, strlen(f), NULL, 0, NULL, &err),
                 URL1738_E_INVALID_ARG);
    CHECK_EQ_INT(url1738_plan_commands(f, NULL, buf, sizeof buf, &need),
                 URL1738_E_INVALID_ARG);
    CHECK_EQ_INT(url1738_plan(NULL, 0, NULL, 0, &pl, &err), URL1738_E_SCHEME);
    /* An input that is not NUL-terminated and holds a NUL. */
    CHECK_EQ_INT(url1738_plan("http://h/\0", 10, NULL, 0, &pl, &err),
                 URL1738_E_MUST_ENCODE);
    CHECK_EQ_INT(err.offset, 9);
    /* Messages name the escape. */
    s = "ftp://h/a%0d";
    url1738_plan(s, strlen(s), NULL, 0, &pl, &err);
    CHECK(strstr(pl.reason, "%0D") != NULL);
    s = "gopher://h/1a%09b%0Ac";
    url1738_plan(s, strlen(s), NULL, 0, &pl, &err);
    CHECK(strstr(pl.reason, "%0A") != NULL);
    CHECK_EQ_STR(url1738_errname(URL1738_E_PLAN_GOPHER), 13, "E_PLAN_GOPHER");
}

/* 6: --allow-port=N, per call: it lifts the reserved-port refusal for
 * that port only, and never lets an ASK block go there; never 0 or
 * 65536, and nothing carries over to the next call. */
static void test_allow_port(void)
{
    static const struct {
        const char *input;
        unsigned allow;
        enum url1738_code code;
        size_t offset;
        const char *request;
    } allow[] = {
        { "gopher://h:25/1sel", 25, OK, 0, "sel\r\n" },
        { "gopher://h:25/1sel", 26, RPORT, 11, NULL },
        { "gopher://h:26/1sel", 25, RPORT, 11, NULL },
        { "http://h:0/", 0, URL1738_E_PLAN_PORT, 9, NULL },
        { "http://h:65536/", 65535, URL1738_E_PLAN_PORT, 9, NULL },
        /* Issue 27: the ASK block goes to port 70 only, whatever port is
         * allowed (its "." line is SMTP's end of DATA on port 25). */
        { "gopher://h:7070/1s%09%09+%091%0D%0A+-1%0D%0Av%0D%0A.%0D%0A", 7070,
          APORT, 11, NULL },
        { "gopher://h:7070/1s%09%09+%091%0D%0A+-1%0D%0Av%0D%0A.%0D%0A", 25,
          APORT, 11, NULL },
        { "gopher://h:25/1s%09%09+%091%0D%0A+-1%0D%0Av%0D%0A.%0D%0A", 25,
          APORT, 11, NULL },
        /* Allowing the port allows no byte: the SMTP session stays out. */
        { "gopher://mail.example:25/1HELO%20x%09y%09+%0D%0AMAIL%20FROM:"
          "%3Ca@b%3E%0D%0ARCPT%20TO:%3Cvictim@c%3E%0D%0ADATA%0D%0Arude"
          "%0D%0A.%0D%0AQUIT%0D%0A", 25, GOPH, 42, NULL },
        { "ftp://h:25/%0D", 25, DELIM, 11, NULL },
    };
    struct url1738_plan pl = URL1738_PLAN_INIT;
    struct url1738_error err;
    char buf[128];
    size_t i, need = 0;

    for (i = 0; i < sizeof allow / sizeof allow[0]; i++) {
        const char *s = allow[i].input;
        enum url1738_code rc = url1738_plan_allow(s, strlen(s), NULL, 0,
                                                  allow[i].allow, &pl, &err);
        if (rc != allow[i].code || err.offset != allow[i].offset)
            fprintf(stderr, "  case %s --allow-port=%u\n", s, allow[i].allow);
        CHECK_EQ_INT(rc, allow[i].code);
        CHECK_EQ_INT(err.offset, allow[i].offset);
        if (rc != URL1738_OK)
            continue;
        CHECK_EQ_INT(url1738_plan_request(s, &pl, buf, sizeof buf, &need),
                     URL1738_OK);
        CHECK_EQ_STR(buf, need, allow[i].request);
    }
    /* The next call without it is refused again. */
    CHECK_EQ_INT(url1738_plan("gopher://h:25/1sel", 18, NULL, 0, &pl, &err),
                 RPORT);
}

/* The messages name the byte, the field and the protocol; the e-mail is
 * held to the PASS column. */
static void test_messages(void)
{
    static const struct {
        const char *input;
        const char *words[3];
    } msgs[] = {
        { "ftp://h/%FF%F4%FF%FDx", { "%FF", "0xFF", "FTP file name" } },
        { "ftp://h/a%09b/c", { "%09", "TAB", "FTP directory segment" } },
        { "ftp://u%1B@h/", { "ESC (0x1B)", "FTP user name", "USER" } },
        { "news:a%3Eb%20c@h", { "'>' (0x3E)", "message-id", "NNTP" } },
        { "mailto:a%3E%20x@y", { "'>'", "mailto address", "SMTP" } },
        { "mailto:a", { "ends too early", "mailto address", "SMTP" } },
        { "gopher://h/1a%00b", { "NUL (0x00)", "Gopher selector", "section 6" } },
        { "http://h:25/", { "port 25", "reserved", "http" } },
        { "gopher://h:7070/1s%09%09+%091%0D%0A+-1%0D%0A.%0D%0A",
          { "port 7070", "ASK block", "only to a Gopher server" } },
    };
    struct url1738_plan pl = URL1738_PLAN_INIT;
    struct url1738_error err;
    const char *f = "ftp://h/f;type=i";
    size_t i, k;

    for (i = 0; i < sizeof msgs / sizeof msgs[0]; i++) {
        const char *s = msgs[i].input;
        CHECK(url1738_plan(s, strlen(s), NULL, 0, &pl, &err) != URL1738_OK);
        /* err->message is the code's (static); the plan has the rest. */
        CHECK(err.message == url1738_strerror(err.code));
        for (k = 0; k < 3; k++)
            if (!CHECK(strstr(pl.reason, msgs[i].words[k]) != NULL))
                fprintf(stderr, "    %s: no \"%s\" in \"%s\"\n", s,
                        msgs[i].words[k], pl.reason);
    }
    /* 3.2.1: the e-mail is a PASS argument: no control byte, DEL, 0xFF. */
    CHECK_EQ_INT(url1738_plan(f, strlen(f), "a\tb", 3, &pl, &err),
                 URL1738_E_PLAN_EMAIL);
    CHECK_EQ_INT(err.offset, 1);
    CHECK_EQ_INT(url1738_plan(f, strlen(f), "ab\xff", 3, &pl, &err),
                 URL1738_E_PLAN_EMAIL);
    CHECK_EQ_INT(err.offset, 2);
    CHECK_EQ_INT(url1738_plan(f, strlen(f), "m\xe9@x", 4, &pl, &err),
                 URL1738_OK);
    /* A caller of ABI 1 from before plan->reason: the same refusal, with
     * the code's generic message (nothing written past its struct). */
    {
        struct url1738_plan old = URL1738_PLAN_INIT;
        const char *s = "ftp://h/a%09b";
        old.size = offsetof(struct url1738_plan, reason);
        memset(old.reason, 'x', sizeof old.reason);
        CHECK_EQ_INT(url1738_plan(s, strlen(s), NULL, 0, &old, &err),
                     URL1738_E_PLAN_CONTROL);
        CHECK_EQ_INT(err.offset, 9);
        CHECK(err.message == url1738_strerror(URL1738_E_PLAN_CONTROL));
        CHECK(old.reason[0] == 'x');
    }
    /* Every new code has its name (never renumbered: see url1738.h). */
    CHECK_EQ_INT(URL1738_E_PLAN_CONTROL, 204);
    CHECK_EQ_INT(URL1738_E_PLAN_MESSAGE_ID, 205);
    CHECK_EQ_INT(URL1738_E_PLAN_ADDRESS, 206);
    CHECK_EQ_INT(URL1738_E_PLAN_RESERVED_PORT, 207);
    CHECK_EQ_INT(URL1738_E_PLAN_ASK_PORT, 208);
    CHECK_EQ_STR(url1738_errname(URL1738_E_PLAN_ASK_PORT), 15,
                 "E_PLAN_ASK_PORT");
}

/* Whether s[0 .. n) is whole UTF-8 characters (no cut sequence). */
static int whole_utf8(const char *s, size_t n)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0, k, more;

    while (i < n) {
        more = u[i] < 0x80 ? 0 : u[i] >= 0xF0 ? 3 : u[i] >= 0xE0 ? 2
                                                  : u[i] >= 0xC0 ? 1 : 9;
        if (more == 9 || i + more >= n)
            return 0;       /* not a lead byte, or a sequence cut short */
        for (k = 1; k <= more; k++)
            if ((u[i + k] & 0xC0) != 0x80)
                return 0;
        i += more + 1;
    }
    return 1;
}

/* A refusal written into a buffer too small for it is cut between two
 * pieces (a word of its language, a number, a byte's name): always a
 * NUL-terminated prefix of the whole message, never inside a UTF-8
 * sequence of the Japanese or Chinese words (write.c's whole pieces). */
static void test_cut_messages(void)
{
    static const struct url1738__bad bads[] = {
        { 3, 0x0d, 1 }, { 3, 0xe9, 0 }, { 3, URL1738__BYTE_END, 0 },
    };
    char full[URL1738__MESSAGE_MAX], cut[URL1738__MESSAGE_MAX + 1];
    size_t lang, b, cap, n, whole;

    for (lang = 0; lang < 3; lang++) {
        for (b = 0; b <= sizeof bads / sizeof bads[0]; b++) {
            if (b < sizeof bads / sizeof bads[0])
                url1738__message(full, sizeof full, URL1738__F_FTP_CWD,
                                 &bads[b], (enum url1738_lang)lang);
            else
                url1738__port_message(full, sizeof full,
                                      URL1738_E_PLAN_RESERVED_PORT, 25,
                                      "FTP", 21, (enum url1738_lang)lang);
            whole = strlen(full);
            CHECK(whole > 20 && whole_utf8(full, whole));
            for (cap = 1; cap <= whole + 1; cap++) {
                memset(cut, 'x', sizeof cut);
                if (b < sizeof bads / sizeof bads[0])
                    url1738__message(cut, cap, URL1738__F_FTP_CWD, &bads[b],
                                     (enum url1738_lang)lang);
                else
                    url1738__port_message(cut, cap,
                                          URL1738_E_PLAN_RESERVED_PORT, 25,
                                          "FTP", 21, (enum url1738_lang)lang);
                n = strnlen(cut, cap);
                if (n < cap && memcmp(cut, full, n) == 0
                    && whole_utf8(cut, n) && cut[cap] == 'x'
                    && (cap <= whole || n == whole)) {
                    CHECK(1);
                } else {
                    CHECK(0);
                    fprintf(stderr, "    lang %zu case %zu cap %zu: \"%.*s\""
                            " of \"%s\"\n", lang, b, cap, (int)n, cut, full);
                }
            }
        }
    }
}

void run_tests(void)
{
    size_t i;

    for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
        check_case(&cases[i]);
    test_facts();
    test_writers();
    test_allow_port();
    test_messages();
    test_cut_messages();
}
