/* SPDX-License-Identifier: MIT */
/*
 * t_access.c - the access layer's protocol state machines against scripted
 * server replies (from memory: each connection takes the next script), for
 * what real servers in t_fetch.sh do not do: refusals at each step,
 * fallbacks, malformed and oversized replies. One row per case: the URL,
 * what the servers send, and the code, stage, status and bytes wanted.
 */
#include <stdlib.h>

#include "access_internal.h"
#include "harness.h"

#define FTP_LOGIN "220 hi\r\n331 pw\r\n230 in\r\n"

struct row {
    const char *id;
    const char *url;
    const char *server[3];      /* one per connection, NULL: none more */
    int follow;
    unsigned long long max_size;
    enum url1738_access_code code;
    enum url1738_access_stage stage;
    int status;
    const char *want;           /* the bytes delivered */
};

static const struct row rows[] = {
    /* RFC 1738 3.2.1, RFC 959 5.4: login. */
    { "ftp anonymous, 230 at USER skips PASS", "ftp://h/f;type=i",
      { "220 hi\r\n230 in\r\n200 I\r\n227 P (127,0,0,1,4,1)\r\n150 go\r\n"
        "226 ok\r\n221 bye\r\n", "data", NULL },
      0, 0, URL1738_ACCESS_OK, URL1738_ACCESS_STAGE_NONE, 226, "data" },
    { "ftp user without password, 331: ask (3.2.1)", "ftp://u@h/f",
      { "220 hi\r\n331 pw\r\n", NULL, NULL },
      0, 0, URL1738_ACCESS_E_PASSWORD, URL1738_ACCESS_STAGE_LOGIN, 331, "" },
    { "ftp 530 to PASS", "ftp://u:p@h/f",
      { "220 hi\r\n331 pw\r\n530 no\r\n", NULL, NULL },
      0, 0, URL1738_ACCESS_E_REPLY, URL1738_ACCESS_STAGE_LOGIN, 530, "" },
    { "ftp 421 greeting", "ftp://h/f",
      { "421 busy\r\n", NULL, NULL },
      0, 0, URL1738_ACCESS_E_REPLY, URL1738_ACCESS_STAGE_GREETING, 421, "" },
    { "ftp 120 then 220, multi-line 230", "ftp://h/f;type=i",
      { "120 soon\r\n220 hi\r\n331 pw\r\n230-welcome\r\n 230 text\r\n"
        "230in text\r\n230 in\r\n200 I\r\n227 P (127,0,0,1,4,1)\r\n150 go\r\n226 ok\r\n",
        "x", NULL },
      0, 0, URL1738_ACCESS_OK, URL1738_ACCESS_STAGE_NONE, 226, "x" },
    { "ftp garbage reply", "ftp://h/f",
      { "hello\r\n", NULL, NULL },
      0, 0, URL1738_ACCESS_E_PROTOCOL, URL1738_ACCESS_STAGE_GREETING, 0, "" },
    { "ftp cut reply", "ftp://h/f",
      { "220 hi", NULL, NULL },
      0, 0, URL1738_ACCESS_E_CLOSED, URL1738_ACCESS_STAGE_GREETING, 0, "" },
    /* 3.2.2: CWD refused. */
    { "ftp 550 to CWD", "ftp://h/d/f",
      { FTP_LOGIN "550 no dir\r\n", NULL, NULL },
      0, 0, URL1738_ACCESS_E_REPLY, URL1738_ACCESS_STAGE_COMMAND, 550, "" },
    /* Passive mode: EPSV when PASV is refused (RFC 2428). */
    { "ftp PASV 502, EPSV", "ftp://h/f;type=i",
      { FTP_LOGIN "200 I\r\n502 no\r\n229 E (|||1025|)\r\n150 go\r\n"
        "226 ok\r\n", "bytes", NULL },
      0, 0, URL1738_ACCESS_OK, URL1738_ACCESS_STAGE_NONE, 226, "bytes" },
    { "ftp 227 without a port", "ftp://h/f;type=i",
      { FTP_LOGIN "200 I\r\n227 no numbers\r\n", NULL, NULL },
      0, 0, URL1738_ACCESS_E_PROTOCOL, URL1738_ACCESS_STAGE_DATA, 227, "" },
    /* Issue 27: the data connection only to a port >= 1024, whatever
     * address or port the reply names (nothing connects: no chunk). */
    { "ftp 227 naming port 25", "ftp://h/f;type=i",
      { FTP_LOGIN "200 I\r\n227 P (127,0,0,1,0,25)\r\n", "smtp", NULL },
      0, 0, URL1738_ACCESS_E_DATA_PORT, URL1738_ACCESS_STAGE_DATA, 227, "" },
    { "ftp 229 naming port 1023", "ftp://h/f;type=i",
      { FTP_LOGIN "200 I\r\n502 no\r\n229 E (|||1023|)\r\n", "x", NULL },
      0, 0, URL1738_ACCESS_E_DATA_PORT, URL1738_ACCESS_STAGE_DATA, 229, "" },
    { "ftp 229 port over 65535", "ftp://h/f;type=i",
      { FTP_LOGIN "200 I\r\n502 no\r\n229 E (|||65536|)\r\n", NULL,
        NULL },
      0, 0, URL1738_ACCESS_E_NUMBER, URL1738_ACCESS_STAGE_DATA, 229, "" },
    { "ftp 227 with a number over 255", "ftp://h/f;type=i",
      { FTP_LOGIN "200 I\r\n227 P (127,0,0,1,256,1)\r\n", NULL, NULL },
      0, 0, URL1738_ACCESS_E_NUMBER, URL1738_ACCESS_STAGE_DATA, 227, "" },
    /* RETR: 1xx, data, 2xx; 426 after the data is a failure. */
    { "ftp 426 after the data", "ftp://h/f;type=i",
      { FTP_LOGIN "200 I\r\n227 P (1,2,3,4,4,1)\r\n150 go\r\n426 cut\r\n",
        "part", NULL },
      0, 0, URL1738_ACCESS_E_REPLY, URL1738_ACCESS_STAGE_TRANSFER, 426,
      "part" },
    { "ftp 2xx instead of 1xx to RETR", "ftp://h/f;type=i",
      { FTP_LOGIN "200 I\r\n227 P (1,2,3,4,4,1)\r\n226 what\r\n", "", NULL },
      0, 0, URL1738_ACCESS_E_PROTOCOL, URL1738_ACCESS_STAGE_COMMAND, 226,
      "" },
    /* RFC 959 3.1.1.1: type a, CR LF to LF, a lone CR kept. */
    { "ftp type=a", "ftp://h/f;type=a",
      { FTP_LOGIN "200 A\r\n227 P (1,2,3,4,4,1)\r\n150 go\r\n226 ok\r\n",
        "a\r\nb\rc\r\n\r", NULL },
      0, 0, URL1738_ACCESS_OK, URL1738_ACCESS_STAGE_NONE, 226,
      "a\nb\rc\n\r" },
    /* ;type=d: NLST, as sent. */
    { "ftp type=d", "ftp://h/d/;type=d",
      { FTP_LOGIN "250 d\r\n227 P (1,2,3,4,4,1)\r\n150 go\r\n226 ok\r\n",
        "a\r\nb\r\n", NULL },
      0, 0, URL1738_ACCESS_OK, URL1738_ACCESS_STAGE_NONE, 226, "a\r\nb\r\n" },
    { "ftp size bound", "ftp://h/f;type=i",
      { FTP_LOGIN "200 I\r\n227 P (1,2,3,4,4,1)\r\n150 go\r\n226 ok\r\n",
        "0123456789", NULL },
      0, 4, URL1738_ACCESS_E_TOO_BIG, URL1738_ACCESS_STAGE_TRANSFER, 150,
      "" },
    { "ftp no data connection", "ftp://h/f;type=i",
      { FTP_LOGIN "200 I\r\n227 P (1,2,3,4,4,1)\r\n", NULL, NULL },
      0, 0, URL1738_ACCESS_E_CONNECT, URL1738_ACCESS_STAGE_DATA, 227, "" },

    /* HTTP (3.3). */
    { "http Content-Length", "http://h/x",
      { "HTTP/1.1 200 OK\r\nContent-Length: 3\r\n\r\nabcdef", NULL, NULL },
      0, 0, URL1738_ACCESS_OK, URL1738_ACCESS_STAGE_NONE, 200, "abc" },
    { "http chunked with an extension and a trailer", "http://h/x",
      { "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
        "3;x=y\r\nabc\r\nA\r\n0123456789\r\n0\r\nT: v\r\n\r\n", NULL, NULL },
      0, 0, URL1738_ACCESS_OK, URL1738_ACCESS_STAGE_NONE, 200,
      "abc0123456789" },
    { "http chunk size not hex", "http://h/x",
      { "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
        NULL, NULL },
      0, 0, URL1738_ACCESS_E_PROTOCOL, URL1738_ACCESS_STAGE_TRANSFER, 200,
      "" },
    { "http Content-Length of 20 digits", "http://h/x",
      { "HTTP/1.1 200 OK\r\nContent-Length: 99999999999999999999\r\n\r\n",
        NULL, NULL },
      0, 0, URL1738_ACCESS_E_NUMBER, URL1738_ACCESS_STAGE_COMMAND, 0, "" },
    { "http chunk size of 16 digits", "http://h/x",
      { "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
        "1000000000000000\r\n", NULL, NULL },
      0, 0, URL1738_ACCESS_E_NUMBER, URL1738_ACCESS_STAGE_TRANSFER, 200,
      "" },
    { "http 100 Continue first, body to EOF", "http://h/x",
      { "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.0 200 OK\r\n\r\nrest", NULL,
        NULL },
      0, 0, URL1738_ACCESS_OK, URL1738_ACCESS_STAGE_NONE, 200, "rest" },
    { "http two different Content-Length", "http://h/x",
      { "HTTP/1.1 200 OK\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\n",
        NULL, NULL },
      0, 0, URL1738_ACCESS_E_PROTOCOL, URL1738_ACCESS_STAGE_COMMAND, 0, "" },
    { "http Content-Length over the size bound", "http://h/x",
      { "HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n", NULL, NULL },
      0, 10, URL1738_ACCESS_E_TOO_BIG, URL1738_ACCESS_STAGE_TRANSFER, 200,
      "" },
    { "http 404", "http://h/x",
      { "HTTP/1.1 404 Not Found\r\nContent-Length: 2\r\n\r\nno", NULL,
        NULL },
      0, 0, URL1738_ACCESS_E_REPLY, URL1738_ACCESS_STAGE_COMMAND, 404, "" },
    { "http not a status line", "http://h/x",
      { "SSH-2.0-OpenSSH\r\n", NULL, NULL },
      0, 0, URL1738_ACCESS_E_PROTOCOL, URL1738_ACCESS_STAGE_COMMAND, 0, "" },
    { "http 301 not followed: its body", "http://h/x",
      { "HTTP/1.1 301 M\r\nLocation: /y\r\nContent-Length: 2\r\n\r\nmv",
        NULL, NULL },
      0, 0, URL1738_ACCESS_OK, URL1738_ACCESS_STAGE_NONE, 301, "mv" },
    { "http 301 followed", "http://h/x",
      { "HTTP/1.1 301 M\r\nLocation: /y\r\n\r\n",
        "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok", NULL },
      1, 0, URL1738_ACCESS_OK, URL1738_ACCESS_STAGE_NONE, 200, "ok" },
    { "http redirect loop", "http://h/x",
      { "HTTP/1.1 302 F\r\nLocation: /y\r\n\r\n",
        "HTTP/1.1 302 F\r\nLocation: /x\r\n\r\n", NULL },
      1, 0, URL1738_ACCESS_E_REDIRECT_LOOP, URL1738_ACCESS_STAGE_COMMAND, 302,
      "" },
    { "http redirect to ftp not followed", "http://h/x",
      { "HTTP/1.1 302 F\r\nLocation: ftp://h/f\r\n\r\n", NULL, NULL },
      1, 0, URL1738_ACCESS_E_REDIRECT_SCHEME, URL1738_ACCESS_STAGE_COMMAND, 302, "" },
    { "http redirect refused by plan (section 6)", "http://h/x",
      { "HTTP/1.1 302 F\r\nLocation: http://h:0/\r\n\r\n", NULL, NULL },
      1, 0, URL1738_ACCESS_E_PLAN, URL1738_ACCESS_STAGE_PLAN, 302, "" },

    /* Gopher (3.4): every byte to EOF. */
    { "gopher menu as sent", "gopher://h/1/",
      { "1a\t/a\th\t70\r\n.\r\n", NULL, NULL },
      0, 0, URL1738_ACCESS_OK, URL1738_ACCESS_STAGE_NONE, 0,
      "1a\t/a\th\t70\r\n.\r\n" },

    /* NNTP (3.6, 3.7, RFC 3977). */
    { "nntp article, dot-unstuffed, LF", "nntp://h/g/1",
      { "200 hi\r\n200 r\r\n211 1 1 1 g\r\n220 1 <a@b>\r\nH: v\r\n\r\n"
        "..dot\r\nx\r\n.\r\n205 bye\r\n", NULL, NULL },
      0, 0, URL1738_ACCESS_OK, URL1738_ACCESS_STAGE_NONE, 220,
      "H: v\n\n.dot\nx\n" },
    { "nntp no MODE READER (500), no such group", "nntp://h/g",
      { "201 hi\r\n500 what\r\n411 no such group\r\n", NULL, NULL },
      0, 0, URL1738_ACCESS_E_REPLY, URL1738_ACCESS_STAGE_COMMAND, 411, "" },
    { "nntp group: OVER 500, XOVER", "nntp://h/g",
      { "200 hi\r\n200 r\r\n211 2 3 4 g\r\n500 no\r\n224 ov\r\n"
        "3\tOne\tf\td\r\n4\tTwo\r\n.\r\n", NULL, NULL },
      0, 0, URL1738_ACCESS_OK, URL1738_ACCESS_STAGE_NONE, 224,
      "3\tOne\n4\tTwo\n" },
    { "nntp group: OVER, XOVER refused, LISTGROUP", "nntp://h/g",
      { "200 hi\r\n200 r\r\n211 2 3 4 g\r\n500 no\r\n501 no\r\n"
        "211 list\r\n3\r\n4\r\n.\r\n", NULL, NULL },
      0, 0, URL1738_ACCESS_OK, URL1738_ACCESS_STAGE_NONE, 211, "3\n4\n" },
    /* Issue 27: numbers beyond 2^63 - 1 are refused, not cut short. */
    { "nntp 211 with 20-digit numbers", "nntp://h/g",
      { "200 hi\r\n200 r\r\n211 99999999999999999999 1 "
        "99999999999999999999 big\r\n", NULL, NULL },
      0, 0, URL1738_ACCESS_E_NUMBER, URL1738_ACCESS_STAGE_COMMAND, 211, "" },
    { "nntp overview line without a number", "nntp://h/g",
      { "200 hi\r\n200 r\r\n211 2 3 4 g\r\n224 ov\r\n"
        "x\tOne\r\n.\r\n", NULL, NULL },
      0, 0, URL1738_ACCESS_E_PROTOCOL, URL1738_ACCESS_STAGE_TRANSFER, 224,
      "" },
    { "nntp empty group", "nntp://h/g",
      { "200 hi\r\n200 r\r\n211 0 0 0 g\r\n", NULL, NULL },
      0, 0, URL1738_ACCESS_OK, URL1738_ACCESS_STAGE_NONE, 211, "" },
    { "nntp 400 greeting", "nntp://h/g",
      { "400 go away\r\n", NULL, NULL },
      0, 0, URL1738_ACCESS_E_REPLY, URL1738_ACCESS_STAGE_GREETING, 400, "" },
    { "news:* LIST", "news:*",
      { "200 hi\r\n200 r\r\n215 list\r\ng 2 1 y\r\n.\r\n", NULL, NULL },
      0, 0, URL1738_ACCESS_OK, URL1738_ACCESS_STAGE_NONE, 215, "g 2 1 y\n" },
    { "news article not there", "news:a@b",
      { "200 hi\r\n200 r\r\n430 no\r\n", NULL, NULL },
      0, 0, URL1738_ACCESS_E_REPLY, URL1738_ACCESS_STAGE_COMMAND, 430, "" },

    /* Refused before any connection. */
    { "telnet", "telnet://h/", { NULL, NULL, NULL },
      0, 0, URL1738_ACCESS_E_SCHEME, URL1738_ACCESS_STAGE_PLAN, 0, "" },
    { "ftp CR LF (section 6)", "ftp://h/a%0D%0AQUIT", { NULL, NULL, NULL },
      0, 0, URL1738_ACCESS_E_PLAN, URL1738_ACCESS_STAGE_PLAN, 0, "" },
    { "file on another host", "file://h/etc/passwd", { NULL, NULL, NULL },
      0, 0, URL1738_ACCESS_E_NOT_LOCAL, URL1738_ACCESS_STAGE_PLAN, 0, "" },
};

struct got {
    char buf[256];
    size_t n;
};

static int collect(void *ctx, const char *p, size_t n)
{
    struct got *g = ctx;

    if (n > sizeof g->buf - g->n)
        return 1;
    memcpy(g->buf + g->n, p, n);
    g->n += n;
    return 0;
}

/* A line longer than ACC_LINE_MAX: refused, never buffered further. */
static void long_line(void)
{
    static char reply[ACC_LINE_MAX + 100];
    const char *chunk[1] = { reply };
    size_t len[1] = { sizeof reply };
    struct acc_mem mem = { chunk, len, 1, 0 };
    struct url1738_access_options opt = URL1738_ACCESS_OPTIONS_INIT;
    struct url1738_access_result res;
    struct got g = { { 0 }, 0 };

    memset(reply, 'x', sizeof reply);
    memcpy(reply, "220-", 4);
    opt.on_data = collect;
    opt.ctx = &g;
    res.size = sizeof res;
    url1738__access_run("ftp://h/f", 9, &opt, &res, &mem);
    CHECK_EQ_INT(res.code, URL1738_ACCESS_E_LINE_TOO_LONG);
    CHECK(res.reply_len == URL1738_ACCESS_REPLY_MAX);
}

void run_tests(void)
{
    size_t i, k;

    for (i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        const struct row *r = &rows[i];
        const char *chunk[3];
        size_t len[3], n = 0;
        struct acc_mem mem;
        struct url1738_access_options opt = URL1738_ACCESS_OPTIONS_INIT;
        struct url1738_access_result res;
        struct got g = { { 0 }, 0 };

        for (k = 0; k < 3 && r->server[k] != NULL; k++, n++) {
            chunk[k] = r->server[k];
            len[k] = strlen(r->server[k]);
        }
        mem.chunk = chunk;
        mem.len = len;
        mem.n = n;
        mem.next = 0;
        opt.on_data = collect;
        opt.ctx = &g;
        opt.follow_redirects = r->follow;
        opt.max_size = r->max_size;
        opt.nntp_host = "h";
        res.size = sizeof res;
        url1738__access_run(r->url, strlen(r->url), &opt, &res, &mem);
        if (res.code != r->code || res.stage != r->stage ||
            res.status != r->status)
            fprintf(stderr, "  case \"%s\" (%s): %s/%s/%d [%s]\n", r->id,
                    r->url, url1738_access_errname(res.code),
                    url1738_access_stage_name(res.stage), res.status,
                    res.reply);
        CHECK_EQ_INT(res.code, r->code);
        CHECK_EQ_INT(res.stage, r->stage);
        CHECK_EQ_INT(res.status, r->status);
        CHECK_EQ_STR(g.buf, g.n, r->want);
        CHECK_EQ_INT(res.bytes, g.n);
    }
    long_line();
    CHECK(strcmp(url1738_access_errname(URL1738_ACCESS_E_TIMEOUT),
                 "E_TIMEOUT") == 0);
    CHECK(url1738_access_errname(-1) == NULL);
    CHECK(strcmp(url1738_access_stage_name(URL1738_ACCESS_STAGE_DATA),
                 "data") == 0);
}
