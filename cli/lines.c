/* SPDX-License-Identifier: MIT */
/*
 * lines.c - reading inputs one line at a time, in flat memory.
 *
 * The buffer holds at least one whole line; it grows (doubling) only when
 * a line does not fit, so memory follows the longest line, never the
 * input's size.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

#define LINES_MIN (1u << 16)

void lines_init(struct lines *l, int fd)
{
    l->fd = fd;
    l->buf = NULL;
    l->cap = l->start = l->end = 0;
    l->eof = 0;
    l->error = 0;
    l->bytes = 0;
}

void lines_free(struct lines *l)
{
    free(l->buf);
    l->buf = NULL;
}

/* Reads more bytes after l->end, moving or growing the buffer first when
 * it is full. Returns 0 at end of input or on an error. */
static int fill(struct lines *l)
{
    ssize_t r;

    if (l->start > 0 && l->end == l->cap) {
        memmove(l->buf, l->buf + l->start, l->end - l->start);
        l->end -= l->start;
        l->start = 0;
    }
    if (l->end == l->cap) {
        size_t ncap = l->cap ? l->cap * 2 : LINES_MIN;
        char *nb = realloc(l->buf, ncap);
        if (nb == NULL)
            die_oom(ncap);
        l->buf = nb;
        l->cap = ncap;
    }
    for (;;) {
        r = cli_read(l->fd, l->buf + l->end, l->cap - l->end);
        if (r < 0 && errno == EINTR)
            continue;
        break;
    }
    if (r < 0) {
        l->error = errno;
        l->eof = 1;
        return 0;
    }
    l->bytes += (unsigned long long)r;
    if (r == 0) {
        l->eof = 1;
        return 0;
    }
    l->end += (size_t)r;
    return 1;
}

int lines_next(struct lines *l, const char **line, size_t *len)
{
    size_t scanned = l->start;

    for (;;) {
        char *nl = scanned < l->end
                       ? memchr(l->buf + scanned, '\n', l->end - scanned)
                       : NULL;
        if (nl != NULL) {
            size_t n = (size_t)(nl - (l->buf + l->start));
            *line = l->buf + l->start;
            l->start += n + 1;
            if (n > 0 && (*line)[n - 1] == '\r')
                n--;
            *len = n;
            return 1;
        }
        if (l->eof) {
            /* A last line without LF is still an input; nothing after a
             * final LF is. */
            size_t n = l->end - l->start;
            if (n == 0)
                return 0;
            *line = l->buf + l->start;
            l->start = l->end;
            if ((*line)[n - 1] == '\r')
                n--;
            *len = n;
            return 1;
        }
        scanned = l->end - l->start; /* offset already searched */
        fill(l);
        scanned += l->start;
    }
}
