/* SPDX-License-Identifier: MIT */
/*
 * access_internal.h - what the access layer's files share: one retrieval's
 * session, the connection (a socket, or replies from memory for the fuzz
 * target and the unit tests), bounded line reading, delivery.
 */
#ifndef URL1738_ACCESS_INTERNAL_H
#define URL1738_ACCESS_INTERNAL_H

#include <stddef.h>
#include <sys/socket.h>

#include "url1738_access.h"
#include "../src/i18n/gettext.h"

/* The longest line accepted from a server: reply lines, headers, chunk
 * sizes, article lines (RFC 5536 allows 998 bytes; margin for others). */
#define ACC_LINE_MAX 8192
/* The most lines of one FTP multi-line reply or of HTTP headers. */
#define ACC_REPLY_LINES 1000
/* A connection's read buffer: one whole line always fits. */
#define ACC_BUF (2 * ACC_LINE_MAX)
/* The most addresses of one name lookup that are tried. */
#define ACC_ADDRS 16

/* One address of the URL's host, from its one lookup. */
struct acc_addr {
    struct sockaddr_storage sa;
    socklen_t len;
    int family, socktype, protocol;
};

/* Server replies from memory: each connection made takes the next chunk
 * (its bytes are what the server sends; what is written is dropped). */
struct acc_mem {
    const char *const *chunk;
    const size_t *len;
    size_t n, next;
};

struct acc_conn {
    int fd;                     /* socket, or -1 for memory              */
    const char *mem;            /* memory: the server's bytes            */
    size_t mem_len, mem_off;
    char buf[ACC_BUF];          /* read, not yet consumed: [start, end)  */
    size_t start, end;
    int eof;
};

/* One retrieval. */
struct acc_session {
    struct url1738_access_options opt;  /* the caller's, defaults applied */
    struct url1738_access_result *res;
    struct acc_mem *mem;        /* NULL: real sockets                     */
    char host[256];             /* NUL-terminated, of the connection      */
    /* The one name lookup of host: done by the first connection, used
     * by every other (acc_forget_host() when the host changes). */
    struct acc_addr addr[ACC_ADDRS];
    size_t naddr;
    int resolved;
    /* ftp type a: a CR kept back until the next byte shows it ends a
     * line (CR LF becomes LF). */
    int crlf_to_lf, held_cr;
};

/* Records a failure (code, stage, the server's line when not NULL) and
 * returns the code. */
int acc_fail(struct acc_session *s, enum url1738_access_code code,
             enum url1738_access_stage stage, const char *line, size_t len);

/* Connects to s->host, port (sockets: the addresses of the host's one
 * lookup, made on the first call, each in turn, the timeout on each;
 * memory: the next chunk). */
int acc_connect(struct acc_session *s, unsigned port, struct acc_conn *c);
/* Connects to port on the peer address of connection ctl (the FTP data
 * connection: never a second lookup, never an address a reply names).
 * A port below 1024 is refused (E_DATA_PORT) before connecting. */
int acc_connect_peer(struct acc_session *s, const struct acc_conn *ctl,
                     unsigned port, struct acc_conn *c);
/* The next connection is to another host (an HTTP redirect): its name
 * is looked up afresh. */
void acc_forget_host(struct acc_session *s);
void acc_close(struct acc_conn *c);

/* Sends all of p; the timeout bounds each wait for room. */
int acc_send(struct acc_session *s, struct acc_conn *c, const char *p,
             size_t n, enum url1738_access_stage stage);
/* Sends "line" CR LF. */
int acc_send_line(struct acc_session *s, struct acc_conn *c, const char *p,
                  size_t n, enum url1738_access_stage stage);

/* The next line without its LF (and CR): *line points into c->buf, valid
 * until the next read. At EOF before any byte: E_CLOSED; a line longer
 * than ACC_LINE_MAX: E_LINE_TOO_LONG. */
int acc_read_line(struct acc_session *s, struct acc_conn *c,
                  const char **line, size_t *len,
                  enum url1738_access_stage stage);

/* At most max bytes: what is buffered, else one read. *n == 0 at EOF
 * (or when max is 0). */
int acc_read_some(struct acc_session *s, struct acc_conn *c, size_t max,
                  const char **p, size_t *n, enum url1738_access_stage stage);

/* Hands n bytes of the resource to the callback, counting them against
 * the size bound (type a conversion applied when s->crlf_to_lf). */
int acc_deliver(struct acc_session *s, const char *p, size_t n);
/* At the end of the resource: a CR held back is delivered. */
int acc_deliver_end(struct acc_session *s);

/* Reads the rest of the connection into the callback. */
int acc_deliver_to_eof(struct acc_session *s, struct acc_conn *c);

/* The three-digit reply code at the start of a line, or -1. */
int acc_reply_code(const char *line, size_t len);

/* The reply parsers (replies.c): ACC_PARSE_OK, ACC_PARSE_BAD for a
 * reply that does not have the form, ACC_PARSE_RANGE for a number beyond
 * what the protocol allows (E_NUMBER). */
enum { ACC_PARSE_OK = 0, ACC_PARSE_BAD = -1, ACC_PARSE_RANGE = -2 };
/* FTP 227 (h1,h2,h3,h4,p1,p2): the port (1-65535; the address is never
 * read). */
int acc_parse_pasv(const char *r, size_t n, unsigned *port);
/* FTP 229 (|||port|): the port (1-65535). */
int acc_parse_epsv(const char *r, size_t n, unsigned *port);
/* HTTP status line: the status code, or -1. */
int acc_parse_status_line(const char *l, size_t n);
/* Whether the header line starts with name ":" (name in lower case,
 * compared without case); *value is then the value without its OWS. */
int acc_header_is(const char *line, size_t len, const char *name,
                  const char **value, size_t *vlen);
/* HTTP Content-Length (decimal, below 10^18). */
int acc_parse_length(const char *v, size_t n, unsigned long long *out);
/* HTTP chunk-size line (hex, at most 15 significant digits). */
int acc_parse_chunk_size(const char *l, size_t n, unsigned long long *size);
/* NNTP "211 count low high group": the three numbers (below 2^63). */
int acc_parse_group(const char *r, size_t n, unsigned long long v[3]);
/* NNTP overview line "number TAB subject [TAB ...]": where the subject
 * ends. */
int acc_parse_overview(const char *l, size_t n, size_t *end);

/* Copies a span of p into dst as a C string (at most cap - 1 bytes);
 * returns 0 when it does not fit or holds NUL. */
int acc_cstr(char *dst, size_t cap, const char *p, size_t len);

/* The protocols. Each runs one retrieval on a plan that url1738_plan()
 * accepted. p is the URL the plan was made from. */
int acc_ftp(struct acc_session *s, const char *p,
            const struct url1738_plan *pl);
int acc_http(struct acc_session *s, const char *p, size_t len,
             const struct url1738_plan *pl);
int acc_gopher(struct acc_session *s, const char *p,
               const struct url1738_plan *pl);
int acc_nntp(struct acc_session *s, const char *p,
             const struct url1738_plan *pl);
int acc_file(struct acc_session *s, const char *p,
             const struct url1738_plan *pl);

/* url1738_access_fetch with replies from memory instead of sockets (mem
 * NULL: sockets). The fuzz target and unit tests use it. */
enum url1738_access_code url1738__access_run(
    const char *p, size_t len, const struct url1738_access_options *opt,
    struct url1738_access_result *res, struct acc_mem *mem);

#endif
