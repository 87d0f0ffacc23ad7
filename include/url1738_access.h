/* SPDX-License-Identifier: MIT */
/*
 * url1738_access.h - retrieving what a URL locates (RFC 1738 section 3).
 *
 * The access layer sits on top of the grammar in url1738.h and is built
 * into its own archive, liburl1738_access.a: the parsing library stays free
 * of I/O, and a program that never calls these functions does not link
 * them. It speaks FTP, HTTP, Gopher and NNTP over POSIX sockets and reads
 * local files, doing exactly what url1738_plan() says (call it first: what
 * it refuses is refused here before any connection is made).
 *
 * Bytes go to a callback as they arrive; nothing is buffered whole. Every
 * wait is bounded by a timeout, every reply line by a length, every reply
 * code is checked, and a failure is data: a code, the stage that failed,
 * the server's reply line and the system's errno.
 *
 * Like url1738.h this part allocates nothing and keeps no global state;
 * unlike it, it does I/O and blocks. Each call is independent, so calls
 * in different threads are safe.
 */
#ifndef URL1738_ACCESS_H
#define URL1738_ACCESS_H

#include <stddef.h>

#include "url1738.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Error codes of the access layer. Stable: never renumbered or reused.
 */
#define URL1738_ACCESS_ERRORS(X)                                             \
    X(OK, 0, "no error")                                                     \
    /* url1738_plan() refused the URL (invalid, section 6): see plan_error */\
    X(E_PLAN, 1, "the URL is invalid or its plan is refused")               \
    /* telnet, wais, prospero, mailto: see message for what a client does */ \
    X(E_SCHEME, 2, "url1738 does not retrieve this scheme's resources")     \
    /* file://otherhost/x (3.10) */                                          \
    X(E_NOT_LOCAL, 3, "a file URL on another host cannot be accessed")      \
    /* news: with no server configured */                                    \
    X(E_NO_SERVER, 4, "no NNTP server is configured for news URLs")         \
    X(E_RESOLVE, 5, "the host name could not be resolved")                  \
    X(E_CONNECT, 6, "the connection could not be made")                     \
    X(E_TIMEOUT, 7, "the server was silent for longer than the timeout")    \
    X(E_CLOSED, 8, "the server closed the connection before the end")       \
    /* a 4xx or 5xx reply (FTP, HTTP, NNTP): see reply */                    \
    X(E_REPLY, 9, "the server refused the request")                         \
    /* a reply that is not what the protocol allows at that point */         \
    X(E_PROTOCOL, 10, "the server's reply does not follow the protocol")    \
    X(E_LINE_TOO_LONG, 11, "a line from the server is longer than allowed") \
    X(E_TOO_BIG, 12, "the resource is larger than the size bound")          \
    X(E_CANCELLED, 13, "the callback stopped the transfer")                 \
    /* ftp: USER answered 331 and the URL has no password (3.2.1) */         \
    X(E_PASSWORD, 14, "the server asks for a password the URL does not give")\
    /* more 3xx than max_redirects (loops and other schemes: 20, 21) */    \
    X(E_REDIRECT, 15, "too many redirects")                                 \
    /* file: open or read failed; see sys_errno */                           \
    X(E_LOCAL_IO, 16, "the local file could not be read")                   \
    X(E_INVALID_ARG, 17, "invalid argument")                                \
    /* ftp: a 227/229 reply naming a port of 1-1023; nothing connects */   \
    X(E_DATA_PORT, 18, "the FTP server named a reserved port (below 1024) "  \
      "for the data connection: no connection is made there")              \
    /* a count, size, length or port in a reply beyond what the protocol  \
     * allows (e.g. an NNTP 211 count over 2^63, a 227 number over 255) */ \
    X(E_NUMBER, 19, "a number in the server's reply is out of range")      \
    /* http: a Location already asked for; see reply */                     \
    X(E_REDIRECT_LOOP, 20, "a redirect loop: the server redirects to a URL " \
      "already asked for")                                                  \
    /* http: a Location whose scheme is not http (reply: the URL) */        \
    X(E_REDIRECT_SCHEME, 21, "the redirect leads to another scheme: only "   \
      "http redirects to http URLs are followed")

enum url1738_access_code {
#define URL1738_ACCESS_ENUM_(name, value, msg) URL1738_ACCESS_##name = value,
    URL1738_ACCESS_ERRORS(URL1738_ACCESS_ENUM_)
#undef URL1738_ACCESS_ENUM_
    URL1738_ACCESS_CODE_END_
};

/* Where a retrieval stopped. */
enum url1738_access_stage {
    URL1738_ACCESS_STAGE_NONE = 0,  /* nothing failed                    */
    URL1738_ACCESS_STAGE_PLAN,      /* before any connection             */
    URL1738_ACCESS_STAGE_RESOLVE,   /* getaddrinfo                        */
    URL1738_ACCESS_STAGE_CONNECT,   /* the (control) connection           */
    URL1738_ACCESS_STAGE_GREETING,  /* the server's first reply           */
    URL1738_ACCESS_STAGE_LOGIN,     /* ftp USER / PASS                    */
    URL1738_ACCESS_STAGE_COMMAND,   /* a command or request, its reply    */
    URL1738_ACCESS_STAGE_DATA,      /* ftp: the passive data connection   */
    URL1738_ACCESS_STAGE_TRANSFER,  /* the bytes of the resource          */
    URL1738_ACCESS_STAGE_LOCAL      /* file: the local file system        */
};

/* The longest server reply line kept in a result (longer ones are cut). */
#define URL1738_ACCESS_REPLY_MAX 512

/*
 * The data callback: n bytes of the resource at p (valid only during the
 * call). Returning non-zero stops the transfer (URL1738_ACCESS_E_CANCELLED).
 */
typedef int (*url1738_access_data_fn)(void *ctx, const char *p, size_t n);

/*
 * Options of a retrieval. Set size to sizeof the struct (use
 * URL1738_ACCESS_OPTIONS_INIT): members are only ever appended, and the
 * library reads only the members that size covers.
 */
struct url1738_access_options {
    size_t size;
    url1738_access_data_fn on_data; /* must not be NULL                     */
    void *ctx;                      /* passed to on_data                    */
    int timeout_ms;                 /* longest silence of a connection;
                                       <= 0: 30000                          */
    unsigned long long max_size;    /* most bytes delivered; 0: no bound    */
    const char *email;              /* ftp anonymous password (3.2.1);
                                       NULL: URL1738_PLAN_DEFAULT_EMAIL     */
    const char *nntp_host;          /* server for news: URLs (3.6); NULL:
                                       news: is refused (E_NO_SERVER)       */
    unsigned nntp_port;             /* 0: 119                               */
    int follow_redirects;           /* http: follow 3xx Location            */
    unsigned max_redirects;         /* 0: 10                                */
    unsigned allow_port;            /* a reserved port (1-1023) other than
                                       the scheme's default that the URL
                                       given may connect to, as
                                       url1738_plan_allow()'s; never a
                                       redirect's target. 0: none       */
    enum url1738_lang lang;         /* the language of the result's
                                       plan_reason                      */
};

#define URL1738_ACCESS_OPTIONS_INIT                                          \
    { sizeof(struct url1738_access_options), NULL, NULL, 30000, 0, NULL,     \
      NULL, 0, 0, 10, 0, URL1738_LANG_EN }

/*
 * The outcome of a retrieval. Caller-allocated; set size to sizeof the
 * struct before the call; the library fills it whole.
 */
struct url1738_access_result {
    size_t size;
    enum url1738_access_code code;
    enum url1738_access_stage stage;
    const char *message;            /* static: what went wrong, for a
                                       person; "no error" on success        */
    int sys_errno;                  /* errno of a failed system call, or 0  */
    int status;                     /* the last reply code of the server
                                       (ftp 226, http 200, nntp 220), 0 when
                                       none (gopher, file)                  */
    unsigned long long bytes;       /* delivered to on_data                 */
    char reply[URL1738_ACCESS_REPLY_MAX + 1]; /* the reply line that failed,
                                       NUL-terminated; "" when none         */
    size_t reply_len;
    struct url1738_error plan_error; /* E_PLAN: the plan's error            */
    const char *protocol;           /* the plan's protocol, or NULL         */
    unsigned port;                  /* the port connected to (the last one
                                       after redirects); 0: none            */
    unsigned redirects;             /* http: 3xx followed                   */
    char host[256];                 /* the URL's host (the NNTP server for
                                       news:), NUL-terminated; "" when it
                                       has none or the plan refused it      */
    char plan_reason[256];          /* a refusal of section 6 (E_PLAN with
                                       plan_error.code set): the plan's
                                       specific message (url1738_plan's
                                       reason) in opt->lang, naming the
                                       byte, field and protocol, or the
                                       port; "" otherwise                   */
};

/*
 * url1738_access_fetch - retrieve what a URL locates, per its plan.
 *
 * p, len   the URL (any bytes).
 * opt      options (must not be NULL, on_data set, size set).
 * res      the outcome (must not be NULL, size set).
 *
 * Where it connects: the URL's host is looked up once; every connection
 * of the URL goes to the addresses of that one lookup.
 *
 * ftp (3.2): the plan's commands on the control connection, a passive data
 * connection (PASV, then EPSV when PASV is refused) to the control
 * connection's own peer address (never a second lookup, and the address
 * in the reply is ignored: no FTP bounce) and only to a port of 1024 or
 * above (E_DATA_PORT before any connection), NLST for type d (delivered as sent), RETR otherwise (type a:
 * CR LF delivered as LF). http (3.3): an HTTP/1.1 GET with Host (the host
 * and the port number connected to, without leading zeros, omitted when
 * it is 80) and Connection: close; Content-Length, chunked and to-EOF bodies; a 3xx is
 * delivered as it is unless follow_redirects; a redirect is planned
 * afresh with no port allowed (E_PLAN and plan_reason when refused),
 * and one to another scheme (E_REDIRECT_SCHEME) or to a URL already
 * asked for (E_REDIRECT_LOOP) is not followed. gopher (3.4): the plan's
 * request, then every byte to EOF. news, nntp (3.6, 3.7): ARTICLE (text
 * dot-unstuffed, lines ending LF), for a group one "number TAB subject"
 * line per article (OVER, XOVER, then LISTGROUP for numbers only), LIST
 * for news:*. file (3.10): the local file when the host is empty or
 * "localhost".
 *
 * Returns res->code. Thread-safe; allocates nothing; blocks.
 */
URL1738_API enum url1738_access_code url1738_access_fetch(
    const char *p, size_t len, const struct url1738_access_options *opt,
    struct url1738_access_result *res);

/* url1738_access_strerror - the generic message of a code. Static. */
URL1738_API const char *url1738_access_strerror(int code);

/* url1738_access_errname - the code's stable name, e.g. "E_TIMEOUT", or
 * NULL for a value that is not a code. */
URL1738_API const char *url1738_access_errname(int code);

/* url1738_access_stage_name - "plan", "connect", ... ("none"). Static. */
URL1738_API const char *url1738_access_stage_name(
    enum url1738_access_stage stage);

#ifdef __cplusplus
}
#endif

#endif /* URL1738_ACCESS_H */
