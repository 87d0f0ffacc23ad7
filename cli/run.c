/* SPDX-License-Identifier: MIT */
/*
 * run.c - a subcommand run in memory, for the JavaScript bindings (js/,
 * docs/javascript.md): the WebAssembly module and the Node-API addon
 * call the program's own subcommands, so that their answers are the
 * program's JSON written by the program's one writer (json.c, jw_*),
 * never a second writer in JavaScript.
 *
 * Standard input comes from a block of memory and standard output goes
 * into a growable block (out.c, lines.c and extract read through
 * cli_read()); nothing else of the program changes. One run at a time:
 * the program's output buffer is one (the bindings serialize calls).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

struct cli_memory cli_memory;

ssize_t cli_read(int fd, void *buf, size_t n)
{
    size_t left;

    if (!cli_memory.active || fd != 0)
        return read(fd, buf, n);
    left = cli_memory.in_len - cli_memory.in_pos;
    if (n > left)
        n = left;
    memcpy(buf, cli_memory.in + cli_memory.in_pos, n);
    cli_memory.in_pos += n;
    return (ssize_t)n;
}

char *cli_memory_reserve(size_t n)
{
    if (cli_memory.out == NULL
        || n > cli_memory.out_cap - cli_memory.out_len) {
        size_t cap = cli_memory.out_cap ? cli_memory.out_cap : 1u << 16;
        char *np;

        while (cap - cli_memory.out_len < n)
            cap *= 2;
        np = realloc(cli_memory.out, cap);
        if (np == NULL)
            return NULL;
        cli_memory.out = np;
        cli_memory.out_cap = cap;
    }
    return cli_memory.out + cli_memory.out_len;
}

int cli_memory_write(const char *p, size_t n)
{
    char *d = cli_memory_reserve(n);

    if (d == NULL)
        return -1;
    memcpy(d, p, n);
    cli_memory.out_len += n;
    return 0;
}

int cli_run(const char *lang, int argc, char **argv, const char *in,
            size_t in_len)
{
    const struct command *c;
    int rc;

    cli_memory.active = 1;
    cli_memory.in = in;
    cli_memory.in_len = in_len;
    cli_memory.in_pos = 0;
    cli_memory.out_len = 0;
    if (cli_lang_set(lang != NULL ? lang : "en") != 0)
        cli_lang_set("en");
    cli_lang_apply();
    c = argc > 0 ? cli_command(argv[0]) : NULL;
    rc = c != NULL ? c->fn(argc, argv) : EXIT_USAGE;
    out_flush(&cli_stdout);
    cli_memory.active = 0;
    return rc;
}

void cli_run_release(void)
{
    /* A large answer's block is given back; a small one is kept for the
     * next run (no allocation per call). */
    if (cli_memory.out_cap > (1u << 20)) {
        free(cli_memory.out);
        cli_memory.out = NULL;
        cli_memory.out_cap = 0;
    }
    cli_memory.out_len = 0;
}
