/* SPDX-License-Identifier: MIT */
/*
 * progress.c - the progress line of parse, normalize and extract (issue
 * 26): on standard error, never in the output stream; bytes read of the
 * total, the rate and the time left, redrawn at most five times a
 * second. On by default when standard error is a terminal, standard
 * output is not (a terminal showing the results needs no progress line)
 * and the input's size is known (a file, or standard input redirected
 * from one); --progress forces it, --no-progress turns it off.
 */
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"

struct progress cli_progress;

static double now_s(void)
{
    struct timespec t;

    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int progress_size(int fd, unsigned long long *size)
{
    struct stat st;
    off_t at;

    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))
        return 0;
    at = (lseek)(fd, 0, SEEK_CUR);  /* (lseek): no macro (wasi-libc has one) */
    *size = (unsigned long long)st.st_size
            - (at > 0 && at <= st.st_size ? (unsigned long long)at : 0);
    return 1;
}

void progress_init(struct progress *pg, const char *cmd, const char *on,
                   const char *off, int sized, unsigned long long total)
{
    memset(pg, 0, sizeof *pg);
    pg->cmd = cmd;
    pg->sized = sized;
    pg->total = total;
    pg->on = off == NULL
             && (on != NULL || (sized && isatty(2) && !isatty(1)));
    if (pg->on)
        pg->start = pg->last = now_s();
}

/* n bytes as "123 B", "12.3 kB", "1.2 MB", "3.4 GB" (powers of 1000). */
static void human(char *b, size_t cap, double n)
{
    static const char *const unit[] = { "B", "kB", "MB", "GB", "TB" };
    size_t u = 0;

    while (n >= 1000 && u < 4) {
        n /= 1000;
        u++;
    }
    snprintf(b, cap, u == 0 ? "%.0f %s" : "%.1f %s", n, unit[u]);
}

static void draw(struct progress *pg, double t, int last)
{
    char done[32], total[32], rate[32], left[32];
    double el = t - pg->start, r = el > 0 ? (double)pg->done / el : 0;

    human(done, sizeof done, (double)pg->done);
    human(rate, sizeof rate, r);
    out_flush(&cli_stdout);
    if (pg->sized) {
        double rest = pg->total > pg->done ? (double)(pg->total - pg->done)
                                           : 0;
        unsigned long s = r > 0 ? (unsigned long)(rest / r + 0.5) : 0;
        unsigned pct = pg->total > 0
                           ? (unsigned)(100.0 * (double)pg->done
                                        / (double)pg->total)
                           : 100;

        human(total, sizeof total, (double)pg->total);
        snprintf(left, sizeof left, "%lu:%02lu:%02lu", s / 3600,
                 s / 60 % 60, s % 60);
        fprintf(stderr, cli_text.progress_sized, pg->cmd, done, total,
                pct > 100 ? 100 : pct, rate, left);
    } else {
        fprintf(stderr, cli_text.progress_unsized, pg->cmd, done, rate);
    }
    fputs(last ? "\n" : "\r", stderr);
    fflush(stderr);
}

void progress_update(struct progress *pg, unsigned long long done)
{
    double t;

    if (!pg->on || done == pg->done)
        return;
    pg->done = done;
    t = now_s();
    if (t - pg->last < 0.2)
        return;
    pg->last = t;
    draw(pg, t, 0);
}

void progress_end(struct progress *pg)
{
    if (pg->on)
        draw(pg, now_s(), 1);
    pg->on = 0;
}
