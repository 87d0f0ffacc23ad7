/* SPDX-License-Identifier: MIT */
/*
 * out.c - buffered standard output.
 *
 * A closed pipe (`url1738 parse < big | head`) is not an error worth a
 * message: the program stops quietly with status 141, what a shell reports
 * for a process that SIGPIPE ended. Any other write error is reported.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

struct out cli_stdout = { 1, 0, { 0 } };

void out_flush(struct out *o)
{
    size_t done = 0;

    if (cli_memory.active && o->fd == 1) {
        if (cli_memory_write(o->buf, o->len) != 0) {
            cli_memory.active = 0;
            die_oom(cli_memory.out_len + o->len);
        }
        o->len = 0;
        return;
    }
    while (done < o->len) {
        ssize_t w = write(o->fd, o->buf + done, o->len - done);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            if (errno == EPIPE)
                _exit(141);
            fprintf(stderr, cli_text.write_error, cli_strerror(errno));
            _exit(EXIT_USAGE + 1);
        }
        done += (size_t)w;
    }
    o->len = 0;
}

void out_write_slow(struct out *o, const void *p, size_t n)
{
    const char *s = (const char *)p;

    while (n > 0) {
        size_t room = sizeof o->buf - o->len;
        size_t k = n < room ? n : room;
        memcpy(o->buf + o->len, s, k);
        o->len += k;
        s += k;
        n -= k;
        if (o->len == sizeof o->buf)
            out_flush(o);
    }
}

void out_str(struct out *o, const char *s)
{
    out_write(o, s, strlen(s));
}

void out_uint(struct out *o, unsigned long long v)
{
    char tmp[24];
    int i = (int)sizeof tmp;

    do {
        tmp[--i] = (char)('0' + v % 10);
        v /= 10;
    } while (v != 0);
    out_write(o, tmp + i, sizeof tmp - (size_t)i);
}
