/*
 * t_plan.c - access plans (RFC 1738 section 3) and the refusals of
 * section 6: every case gives the URL, the expected code and offset, and
 * the exact bytes of the commands and of the request.
 */
#include "harness.h"

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
    { "6", "ftp://h/d/f%09", OK, 0, 21,
      "USER anonymous\nPASS anonymous@\nCWD d\nTYPE A\nRETR f\t\n", "" },
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
    /* 3.4.9: the ASK block is sent as it is, no second CR LF. */
    { "3.4.9",
      "gopher://h/1sel%09+%091%0D%0A+-1%0D%0Aone%0D%0Atwo%0D%0A.%0D%0A",
      OK, 0, 70, "", "sel\t+\t1\r\n+-1\r\none\r\ntwo\r\n.\r\n" },
    { "3.4.9", "gopher://h/1sel%09%09+%091%0D%0A+-1%0D%0Av%0D%0A.%0D%0A", OK, 0,
      70, "", "sel\t\t+\t1\r\n+-1\r\nv\r\n.\r\n" },
    /* 6: injections through the selector, search and gopher+ string. */
    { "6", "gopher://h/0a%0D%0Ab", GOPH, 13, 0, NULL, NULL },
    { "6", "gopher://h/0a%0Ab", GOPH, 13, 0, NULL, NULL },
    { "6", "gopher://h/0a%09b%0Dc", GOPH, 17, 0, NULL, NULL },
    { "6", "gopher://h/0a%09b%0a", GOPH, 17, 0, NULL, NULL },
    { "6", "gopher://h/0a%09b%09+%0D%0AHELO", GOPH, 21, 0, NULL, NULL },
    { "6", "gopher://h/0a%0D%0A%09b%09+%0D%0A", GOPH, 13, 0, NULL, NULL },
    { "6", "gopher://h:25/0HELO%20x%0D%0A", GOPH, 23, 0, NULL, NULL },
    /* 3.6, 3.7: NNTP commands. */
    { "3.6", "news:*", OK, 0, 119, "LIST\n", "" },
    { "3.6", "news:comp.infosystems.www.misc", OK, 0, 119,
      "GROUP comp.infosystems.www.misc\n", "" },
    { "3.6", "news:12%2534@host.dom", OK, 0, 119, "ARTICLE <12%34@host.dom>\n",
      "" },
    { "6", "news:a%0D%0AQUIT@host.dom", DELIM, 6, 0, NULL, NULL },
    { "6", "news:a%00@host.dom", DELIM, 6, 0, NULL, NULL },
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

    if (rc != c->code)
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
    CHECK_EQ_INT(PLAN("gopher://h/1s%09+%091%0D%0A+-1%0D%0Av%0D%0A.%0D%0A"),
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
    CHECK(strstr(err.message, "%0D") != NULL);
    s = "gopher://h/1a%09b%0Ac";
    url1738_plan(s, strlen(s), NULL, 0, &pl, &err);
    CHECK(strstr(err.message, "%0A") != NULL);
    CHECK_EQ_STR(url1738_errname(URL1738_E_PLAN_GOPHER), 13, "E_PLAN_GOPHER");
}

void run_tests(void)
{
    size_t i;

    for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
        check_case(&cases[i]);
    test_facts();
    test_writers();
}
