/* SPDX-License-Identifier: MIT */
/*
 * conn.c - connections: POSIX sockets with a timeout on every wait, or a
 * server's bytes from memory; bounded line reading; delivery to the
 * caller's callback under the size bound.
 *
 * Everything a server sends is untrusted: a line is at most ACC_LINE_MAX
 * bytes, and nothing is kept beyond one buffer of ACC_BUF bytes.
 */
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "access_internal.h"

int acc_fail(struct acc_session *s, enum url1738_access_code code,
             enum url1738_access_stage stage, const char *line, size_t len)
{
    struct url1738_access_result *r = s->res;

    /* The first failure is the one that counts. */
    if (r->code != URL1738_ACCESS_OK)
        return r->code;
    r->code = code;
    r->stage = stage;
    r->message = url1738_access_strerror(code);
    if (line != NULL) {
        if (len > URL1738_ACCESS_REPLY_MAX)
            len = URL1738_ACCESS_REPLY_MAX;
        memcpy(r->reply, line, len);
        r->reply[len] = '\0';
        r->reply_len = len;
    }
    return code;
}

static int sys_fail(struct acc_session *s, enum url1738_access_code code,
                    enum url1738_access_stage stage, int err)
{
    if (s->res->code == URL1738_ACCESS_OK)
        s->res->sys_errno = err;
    return acc_fail(s, code, stage, NULL, 0);
}

int acc_cstr(char *dst, size_t cap, const char *p, size_t len)
{
    if (len >= cap || (len > 0 && memchr(p, '\0', len) != NULL))
        return 0;
    if (len > 0)
        memcpy(dst, p, len);
    dst[len] = '\0';
    return 1;
}

/* Waits until fd is ready for events; 0, or E_TIMEOUT / E_CONNECT. */
static int wait_fd(struct acc_session *s, int fd, short events,
                   enum url1738_access_stage stage)
{
    struct pollfd pfd;
    int r;

    pfd.fd = fd;
    pfd.events = events;
    pfd.revents = 0;
    do {
        r = poll(&pfd, 1, s->opt.timeout_ms);
    } while (r < 0 && errno == EINTR);
    if (r == 0)
        return acc_fail(s, URL1738_ACCESS_E_TIMEOUT, stage, NULL, 0);
    if (r < 0)
        return sys_fail(s, URL1738_ACCESS_E_CONNECT, stage, errno);
    return 0;
}

/* One address: a non-blocking connect bounded by the timeout. */
static int connect_one(struct acc_session *s, const struct acc_addr *ai,
                       int *fdp, int *err)
{
    int fd, flags, soerr = 0;
    socklen_t sl = sizeof soerr;

    fd = socket(ai->family, ai->socktype, ai->protocol);
    if (fd < 0) {
        *err = errno;
        return -1;
    }
    flags = fcntl(fd, F_GETFL);
    if (flags < 0 || fcntl(fd, F_SETFL, flags | O_NONBLOCK) < 0 ||
        fcntl(fd, F_SETFD, FD_CLOEXEC) < 0) {
        *err = errno;
        close(fd);
        return -1;
    }
    if (connect(fd, (const struct sockaddr *)&ai->sa, ai->len) < 0) {
        if (errno != EINPROGRESS) {
            *err = errno;
            close(fd);
            return -1;
        }
        if (wait_fd(s, fd, POLLOUT, URL1738_ACCESS_STAGE_CONNECT) != 0) {
            close(fd);
            return -2;      /* timeout: reported, no other address tried */
        }
        if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &soerr, &sl) < 0)
            soerr = errno;
        if (soerr != 0) {
            *err = soerr;
            close(fd);
            return -1;
        }
    }
    *fdp = fd;
    return 0;
}

static void conn_reset(struct acc_conn *c)
{
    c->fd = -1;
    c->mem = NULL;
    c->mem_len = c->mem_off = 0;
    c->start = c->end = 0;
    c->eof = 0;
}

/* The address with its port set; 0 when it is no IPv4 or IPv6 one. */
static int with_port(struct acc_addr *a, unsigned port)
{
    if (a->family == AF_INET && a->len >= sizeof(struct sockaddr_in)) {
        ((struct sockaddr_in *)(void *)&a->sa)->sin_port =
            htons((uint16_t)port);
        return 1;
    }
    if (a->family == AF_INET6 && a->len >= sizeof(struct sockaddr_in6)) {
        ((struct sockaddr_in6 *)(void *)&a->sa)->sin6_port =
            htons((uint16_t)port);
        return 1;
    }
    return 0;
}

/* The one lookup of s->host: its addresses kept in s->addr. */
static int resolve(struct acc_session *s)
{
    struct addrinfo hints, *list = NULL, *ai;
    int rc, err = 0;

    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    rc = getaddrinfo(s->host, NULL, &hints, &list);
    if (rc != 0) {
        if (rc == EAI_SYSTEM)
            err = errno;
        return sys_fail(s, URL1738_ACCESS_E_RESOLVE,
                        URL1738_ACCESS_STAGE_RESOLVE, err);
    }
    s->naddr = 0;
    for (ai = list; ai != NULL && s->naddr < ACC_ADDRS; ai = ai->ai_next) {
        struct acc_addr *a = &s->addr[s->naddr];
        if (ai->ai_addrlen > sizeof a->sa)
            continue;
        memcpy(&a->sa, ai->ai_addr, ai->ai_addrlen);
        a->len = ai->ai_addrlen;
        a->family = ai->ai_family;
        a->socktype = ai->ai_socktype;
        a->protocol = ai->ai_protocol;
        if (with_port(a, 0))
            s->naddr++;
    }
    freeaddrinfo(list);
    s->resolved = 1;
    if (s->naddr == 0)
        return sys_fail(s, URL1738_ACCESS_E_RESOLVE,
                        URL1738_ACCESS_STAGE_RESOLVE, 0);
    return 0;
}

void acc_forget_host(struct acc_session *s)
{
    s->resolved = 0;
    s->naddr = 0;
}

/* Memory: the next chunk is the server's. */
static int connect_mem(struct acc_session *s, struct acc_conn *c)
{
    if (s->mem->next >= s->mem->n)
        return sys_fail(s, URL1738_ACCESS_E_CONNECT,
                        URL1738_ACCESS_STAGE_CONNECT, ECONNREFUSED);
    c->mem = s->mem->chunk[s->mem->next];
    c->mem_len = s->mem->len[s->mem->next];
    s->mem->next++;
    return 0;
}

int acc_connect(struct acc_session *s, unsigned port, struct acc_conn *c)
{
    int rc, err = 0, fd = -1;
    size_t i;

    conn_reset(c);
    if (s->mem != NULL)
        return connect_mem(s, c);
    if (!s->resolved && (rc = resolve(s)) != 0)
        return rc;
    for (i = 0; i < s->naddr; i++) {
        struct acc_addr a = s->addr[i];
        (void)with_port(&a, port);
        rc = connect_one(s, &a, &fd, &err);
        if (rc == 0 || rc == -2)
            break;
    }
    if (fd < 0) {
        if (s->res->code != URL1738_ACCESS_OK)
            return s->res->code;
        return sys_fail(s, URL1738_ACCESS_E_CONNECT,
                        URL1738_ACCESS_STAGE_CONNECT, err);
    }
    c->fd = fd;
    return 0;
}

int acc_connect_peer(struct acc_session *s, const struct acc_conn *ctl,
                     unsigned port, struct acc_conn *c)
{
    struct acc_addr a;
    int rc, err = 0, fd = -1;

    conn_reset(c);
    /* A reserved port is another service's (SMTP on 25): refused
     * whatever the server says, before anything connects. */
    if (port < 1024 || port > 65535)
        return acc_fail(s, URL1738_ACCESS_E_DATA_PORT,
                        URL1738_ACCESS_STAGE_DATA, s->res->reply,
                        s->res->reply_len);
    if (s->mem != NULL)
        return connect_mem(s, c);
    memset(&a, 0, sizeof a);
    a.len = sizeof a.sa;
    if (getpeername(ctl->fd, (struct sockaddr *)&a.sa, &a.len) != 0)
        return sys_fail(s, URL1738_ACCESS_E_CONNECT,
                        URL1738_ACCESS_STAGE_DATA, errno);
    a.family = ((struct sockaddr *)&a.sa)->sa_family;
    a.socktype = SOCK_STREAM;
    a.protocol = 0;
    if (!with_port(&a, port))
        return sys_fail(s, URL1738_ACCESS_E_CONNECT,
                        URL1738_ACCESS_STAGE_DATA, EAFNOSUPPORT);
    rc = connect_one(s, &a, &fd, &err);
    if (rc == -1)
        return sys_fail(s, URL1738_ACCESS_E_CONNECT,
                        URL1738_ACCESS_STAGE_DATA, err);
    if (rc != 0)
        return s->res->code;
    c->fd = fd;
    return 0;
}

void acc_close(struct acc_conn *c)
{
    if (c->fd >= 0)
        close(c->fd);
    conn_reset(c);
}

int acc_send(struct acc_session *s, struct acc_conn *c, const char *p,
             size_t n, enum url1738_access_stage stage)
{
    size_t done = 0;

    if (c->fd < 0)
        return 0;           /* memory: what is sent goes nowhere */
    while (done < n) {
        ssize_t w = send(c->fd, p + done, n - done, MSG_NOSIGNAL);
        if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            if (wait_fd(s, c->fd, POLLOUT, stage) != 0)
                return s->res->code;
            continue;
        }
        if (w < 0 && errno == EINTR)
            continue;
        if (w < 0)
            return sys_fail(s, URL1738_ACCESS_E_CLOSED, stage, errno);
        done += (size_t)w;
    }
    return 0;
}

int acc_send_line(struct acc_session *s, struct acc_conn *c, const char *p,
                  size_t n, enum url1738_access_stage stage)
{
    char line[ACC_LINE_MAX + 2];
    int rc;

    /* One send for the line and its CR LF: two small writes would wait
     * for Nagle's algorithm and the server's delayed ACK (~40 ms each
     * command). */
    if (n <= ACC_LINE_MAX) {
        memcpy(line, p, n);
        line[n] = '\r';
        line[n + 1] = '\n';
        return acc_send(s, c, line, n + 2, stage);
    }
    rc = acc_send(s, c, p, n, stage);
    return rc != 0 ? rc : acc_send(s, c, "\r\n", 2, stage);
}

/* Reads more bytes after c->end (the buffer has room). */
static int fill(struct acc_session *s, struct acc_conn *c,
                enum url1738_access_stage stage)
{
    size_t room = sizeof c->buf - c->end;
    ssize_t r;

    if (c->eof)
        return 0;
    if (c->fd < 0) {
        size_t k = c->mem_len - c->mem_off;
        if (k > room)
            k = room;
        memcpy(c->buf + c->end, c->mem + c->mem_off, k);
        c->mem_off += k;
        c->end += k;
        if (k == 0)
            c->eof = 1;
        return 0;
    }
    for (;;) {
        r = recv(c->fd, c->buf + c->end, room, 0);
        if (r < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            if (wait_fd(s, c->fd, POLLIN, stage) != 0)
                return s->res->code;
            continue;
        }
        if (r < 0 && errno == EINTR)
            continue;
        break;
    }
    if (r < 0) {
        /* A reset is the server closing on us. */
        return sys_fail(s, URL1738_ACCESS_E_CLOSED, stage, errno);
    }
    if (r == 0)
        c->eof = 1;
    c->end += (size_t)r;
    return 0;
}

int acc_read_line(struct acc_session *s, struct acc_conn *c,
                  const char **line, size_t *len,
                  enum url1738_access_stage stage)
{
    size_t scanned = 0;
    int rc;

    for (;;) {
        char *b = c->buf + c->start;
        size_t avail = c->end - c->start;
        char *lf = avail > scanned ? memchr(b + scanned, '\n',
                                            avail - scanned)
                                   : NULL;
        if (lf != NULL) {
            size_t n = (size_t)(lf - b);
            c->start += n + 1;
            if (n > 0 && b[n - 1] == '\r')
                n--;
            if (n > ACC_LINE_MAX)
                return acc_fail(s, URL1738_ACCESS_E_LINE_TOO_LONG, stage, b,
                                n);
            *line = b;
            *len = n;
            return 0;
        }
        scanned = avail;
        if (avail > ACC_LINE_MAX + 1)
            return acc_fail(s, URL1738_ACCESS_E_LINE_TOO_LONG, stage, b,
                            avail);
        if (c->eof) {
            /* A last line without LF is a cut reply. */
            return acc_fail(s, URL1738_ACCESS_E_CLOSED, stage,
                            avail ? b : NULL, avail);
        }
        if (c->start > 0) {
            memmove(c->buf, b, avail);
            c->start = 0;
            c->end = avail;
        }
        rc = fill(s, c, stage);
        if (rc != 0)
            return rc;
    }
}

int acc_read_some(struct acc_session *s, struct acc_conn *c, size_t max,
                  const char **p, size_t *n, enum url1738_access_stage stage)
{
    int rc;

    if (c->start == c->end) {
        c->start = c->end = 0;
        rc = fill(s, c, stage);
        if (rc != 0)
            return rc;
    }
    *p = c->buf + c->start;
    *n = c->end - c->start;
    if (*n > max)
        *n = max;
    c->start += *n;
    return 0;
}

static int give(struct acc_session *s, const char *p, size_t n)
{
    struct url1738_access_result *r = s->res;

    if (n == 0)
        return 0;
    if (s->opt.max_size != 0 && n > s->opt.max_size - r->bytes)
        return acc_fail(s, URL1738_ACCESS_E_TOO_BIG,
                        URL1738_ACCESS_STAGE_TRANSFER, NULL, 0);
    /* The bytes of a call that cancels were delivered all the same. */
    r->bytes += n;
    if (s->opt.on_data(s->opt.ctx, p, n) != 0)
        return acc_fail(s, URL1738_ACCESS_E_CANCELLED,
                        URL1738_ACCESS_STAGE_TRANSFER, NULL, 0);
    return 0;
}

int acc_deliver(struct acc_session *s, const char *p, size_t n)
{
    size_t i, from = 0;
    int rc;

    if (!s->crlf_to_lf)
        return give(s, p, n);
    /* RFC 959 3.1.1.1: ASCII type ends lines with CR LF on the wire; the
     * local form ends them with LF. A lone CR is kept. */
    for (i = 0; i < n; i++) {
        if (s->held_cr) {
            s->held_cr = 0;
            if (p[i] != '\n' && (rc = give(s, "\r", 1)) != 0)
                return rc;
        }
        if (p[i] == '\r') {
            if ((rc = give(s, p + from, i - from)) != 0)
                return rc;
            s->held_cr = 1;
            from = i + 1;
        }
    }
    return give(s, p + from, n - from);
}

int acc_deliver_end(struct acc_session *s)
{
    if (s->held_cr) {
        s->held_cr = 0;
        return give(s, "\r", 1);
    }
    return 0;
}

int acc_deliver_to_eof(struct acc_session *s, struct acc_conn *c)
{
    const char *p;
    size_t n;
    int rc;

    for (;;) {
        rc = acc_read_some(s, c, sizeof c->buf, &p, &n,
                           URL1738_ACCESS_STAGE_TRANSFER);
        if (rc != 0)
            return rc;
        if (n == 0)
            return acc_deliver_end(s);
        rc = acc_deliver(s, p, n);
        if (rc != 0)
            return rc;
    }
}

int acc_reply_code(const char *line, size_t len)
{
    if (len < 3 || line[0] < '1' || line[0] > '5' || line[1] < '0' ||
        line[1] > '9' || line[2] < '0' || line[2] > '9')
        return -1;
    if (len > 3 && line[3] != ' ' && line[3] != '-')
        return -1;
    return (line[0] - '0') * 100 + (line[1] - '0') * 10 + (line[2] - '0');
}
