/* SPDX-License-Identifier: MIT */
/*
 * opts.c - options and help. Each subcommand declares its options once,
 * in a table of struct opt (name, value, one line of help, the names it
 * accepts); parse_args() reads the command line with that table and
 * print_help() writes `url1738 CMD --help` from the same table, so help
 * cannot drift from what is accepted. Their messages are in cli_text
 * (messages.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <errno.h>

#include "cli.h"

/* ===== Writing help: to a FILE (stderr) or to the checked stdout ===== */

static FILE *help_err;   /* NULL: write to cli_stdout */

static void put(const char *s)
{
    if (help_err != NULL)
        fputs(s, help_err);
    else
        out_str(&cli_stdout, s);
}

static void putn(const char *s, size_t n)
{
    if (help_err != NULL)
        fwrite(s, 1, n, help_err);
    else
        out_write(&cli_stdout, s, n);
}

static void pad(size_t n)
{
    while (n-- > 0)
        putn(" ", 1);
}

/* Filling lines at CLI_HELP_COLUMNS display columns (a wide character
 * of Japanese or Chinese takes two, width.c): pieces go on the line while
 * they fit, then on a new line indented to `indent`. A piece is a word,
 * or the part of one between two places width.c lets a line break (text
 * with no spaces, beside wide characters); a line breaks only between
 * whole characters. */
static size_t col, indent;
static int fresh;            /* nothing written since the indent */

static void start(size_t at, size_t ind)
{
    col = at;
    indent = ind;
    fresh = 1;
}

static void newline(void)
{
    put("\n");
    pad(indent);
    col = indent;
    fresh = 1;
}

/* The piece s[0..n) of `cols` columns, after a space when gap and the
 * line is not fresh, and a suffix ("," or ""). */
static void piece(const char *s, size_t n, size_t cols, int gap,
                  const char *suffix)
{
    size_t len = cols + strlen(suffix);

    if (!fresh) {
        if (col + (gap ? 1 : 0) + len > CLI_HELP_COLUMNS) {
            newline();
        } else if (gap) {
            put(" ");
            col++;
        }
    }
    putn(s, n);
    put(suffix);
    col += len;
    fresh = 0;
}

/* Whether the space between the character cp and the text at next joins
 * them: a digit beside a wide character. */
static int glued(unsigned long cp, const char *next)
{
    unsigned long nx = cli_char_code(next, cli_char_len(next));

    return ((cp >= '0' && cp <= '9') && cli_char_width(nx) == 2)
           || (cli_char_width(cp) == 2 && nx >= '0' && nx <= '9');
}

/* The length in bytes of the piece at t (up to a space, a newline, the
 * end, or a place a line may break), its columns in *cols. */
static size_t next_piece(const char *t, size_t *cols)
{
    size_t n = 0, k;
    unsigned long cp, next;

    *cols = 0;
    k = cli_char_len(t);
    cp = cli_char_code(t, k);
    for (;;) {
        *cols += cli_char_width(cp);
        n += k;
        /* A number and its unit or noun stay on one line: "第 6 節",
         * "30 秒", "デフォルト 30". */
        if (t[n] == ' ' && t[n + 1] != '\0' && t[n + 1] != ' '
            && glued(cp, t + n + 1)) {
            *cols += 1;
            n += 1;
            k = cli_char_len(t + n);
            cp = cli_char_code(t + n, k);
            continue;
        }
        if (t[n] == '\0' || t[n] == ' ' || t[n] == '\n')
            return n;
        k = cli_char_len(t + n);
        next = cli_char_code(t + n, k);
        if (cli_may_break(cp, next))
            return n;
        cp = next;
    }
}

/* A text, filled; a newline in it starts a new line (at the indent). */
static void fill(const char *t)
{
    int gap = 1;
    size_t n, cols;

    while (*t != '\0') {
        if (*t == '\n') {
            newline();
            gap = 1;
            t++;
        } else if (*t == ' ') {
            gap = 1;
            t++;
        } else {
            n = next_piece(t, &cols);
            piece(t, n, cols, gap, "");
            gap = 0;
            t += n;
        }
    }
}

/* A paragraph at the left margin: its own line breaks kept, a line
 * longer than the width filled. */
static void paragraph(const char *t)
{
    start(0, 0);
    fill(t);
}

/* The names of a names_fn, comma-separated (sep ",") or not (""). */
static void fill_names(names_fn names, const char *sep)
{
    size_t i;
    const char *n;

    for (i = 0; (n = names(i)) != NULL; i++)
        piece(n, strlen(n), cli_width(n, strlen(n)), 1,
              names(i + 1) != NULL ? sep : "");
}

/* "--name=ARG" as help and messages write an option. */
static size_t opt_form(const struct opt *o, char *b, size_t cap)
{
    int n = snprintf(b, cap, "--%s%s%s", o->name, o->arg ? "=" : "",
                     o->arg ? o->arg : "");
    return n < 0 ? 0 : (size_t)n;
}

/* The options of a table, then -h, --help: the option, its help filled
 * in a column, and the names it accepts. */
static void put_options(const struct opt *opts)
{
    const struct opt *o;
    char b[64];
    size_t w = strlen("--lang=LANG"), n;

    for (o = opts; o != NULL && o->name != NULL; o++) {
        n = opt_form(o, b, sizeof b);
        if (n > w)
            w = n;
    }
    w += 4;
    put(cli_text.options);
    for (o = opts; o != NULL && o->name != NULL; o++) {
        n = opt_form(o, b, sizeof b);
        put("  ");
        put(b);
        pad(w - n);
        start(2 + w, 2 + w);
        fill(cli_tr(o->help));
        put("\n");
        if (o->names != NULL) {
            /* The names stand for the value, or for a name in capitals
             * (build's --PART=VALUE). */
            const char *what = o->name[0] >= 'A' && o->name[0] <= 'Z'
                                   ? o->name : o->arg;
            pad(2 + w);
            put(what);
            put(":");
            start(2 + w + strlen(what) + 1, 2 + w + strlen(what) + 2);
            fresh = 0;
            fill_names(o->names, ",");
            put("\n");
        }
    }
    put("  -h, --help");
    pad(w - strlen("-h, --help"));
    start(2 + w, 2 + w);
    fill(cli_text.help_opt);
    put("\n");
    /* The global options (contract "Global options"), main.c's. */
    put("\n");
    put(cli_text.global_options);
    put("  --lang=LANG");
    pad(w - strlen("--lang=LANG"));
    start(2 + w, 2 + w);
    fill(cli_text.lang_help);
    put("\n");
    pad(2 + w);
    put("LANG:");
    start(2 + w + 5, 2 + w + 6);
    fresh = 0;
    fill_names(cli_lang_name, ",");
    put("\n");
}

/* Writes stdout out and closes it: a write error (a full disk,
 * /dev/full) is reported and exits 3, like any other output error. */
int cli_finish(int rc)
{
    out_flush(&cli_stdout);
    if (fflush(stdout) != 0 || fclose(stdout) != 0) {
        fprintf(stderr, "%s: %s\n", cli_text.stdout_error,
                cli_strerror(errno));
        return EXIT_USAGE + 1;
    }
    return rc;
}

void print_help(const char *cmd, const struct opt *opts)
{
    const struct command *c = cli_command(cmd);
    int i;

    help_err = NULL;
    put("url1738 ");
    put(cmd);
    put(" - ");
    start(strlen("url1738  - ") + strlen(cmd), 2);
    fill(cli_tr(c->summary));
    put("\n\n");
    put(cli_text.usage);
    put("url1738 ");
    put(cmd);
    if (opts != NULL && opts->name != NULL)
        put(" [OPTION...]");
    put(" ");
    put(c->args);
    put("\n\n");
    paragraph(cli_tr(c->about));
    put("\n");
    put_options(opts);
    put("\n");
    /* Every status this subcommand can return. */
    put(cli_text.exit_head);
    for (i = 0; i <= c->last_exit && i < 5; i++)
        put(cli_text.exit_code[i]);
}

void print_main_help(FILE *to)
{
    size_t i, w = 0;
    const struct command *c;

    help_err = to;
    put(cli_text.usage);
    put("url1738 COMMAND [OPTION...] [--] [ARGUMENT...]\n");
    put(cli_text.usage_more);
    put("\n");
    paragraph(cli_text.about);
    paragraph(cli_text.stdin_note);
    put("\n");
    put(cli_text.commands);
    for (i = 0; (c = cli_command_at(i)) != NULL; i++)
        if (strlen(c->name) > w)
            w = strlen(c->name);
    for (i = 0; (c = cli_command_at(i)) != NULL; i++) {
        put("  ");
        put(c->name);
        pad(w + 2 - strlen(c->name));
        start(2 + w + 2, 2 + w + 2);
        fill(cli_tr(c->summary));
        put("\n");
    }
    put("  help");
    pad(w + 2 - 4);
    start(2 + w + 2, 2 + w + 2);
    fill(cli_text.help_cmd);
    put("\n\n");
    paragraph(cli_text.exit_status);
    help_err = NULL;
}

void print_version(void)
{
    char b[64];

    snprintf(b, sizeof b, cli_text.version, url1738_version());
    put(b);
}

/* ===== Usage errors ===== */

/* "url1738 CMD: " and the message, on stderr. */
static void say(const char *cmd, const char *fmt, const char *arg)
{
    out_flush(&cli_stdout);
    char small[512], *b = small;
    int n;

    fprintf(stderr, "url1738%s%s: ", cmd ? " " : "", cmd ? cmd : "");
    /* The argument is the user's: escaped for the terminal. */
    n = snprintf(small, sizeof small, fmt, arg);
    if (n >= (int)sizeof small && (b = malloc((size_t)n + 1)) != NULL)
        n = snprintf(b, (size_t)n + 1, fmt, arg);
    if (b == NULL) {
        b = small;
        n = (int)sizeof small - 1;
    }
    if (n > 0)
        term_safe(stderr, b, (size_t)n);
    if (b != small)
        free(b);
    fputc('\n', stderr);
}

static void try_help(const char *cmd)
{
    if (cmd != NULL)
        fprintf(stderr, cli_text.try_cmd, cmd);
    else
        fputs(cli_text.try_top, stderr);
}

int usage_error(const char *cmd, const char *fmt, const char *arg)
{
    say(cmd, fmt, arg);
    try_help(cmd);
    return EXIT_USAGE;
}

static const struct opt *names_opts;

/* The options of names_opts, then --help, as a names_fn. Two buffers:
 * fill_names() holds one name while it asks for the next. */
static const char *option_name(size_t i)
{
    static char b[2][64];
    size_t n = 0;

    while (names_opts != NULL && names_opts[n].name != NULL && n < i)
        n++;
    if (names_opts != NULL && names_opts[n].name != NULL) {
        opt_form(&names_opts[n], b[i & 1], sizeof b[0]);
        return b[i & 1];
    }
    if (n == i || (names_opts == NULL && i == 0))
        return "--help";
    return NULL;
}

/* The list of valid names after a message, on stderr. */
static void list_names(const char *head, const char *opt, names_fn names,
                       const char *sep)
{
    help_err = stderr;
    fprintf(stderr, head, opt);
    put("\n  ");
    start(2, 2);
    fill_names(names, sep);
    put("\n");
    help_err = NULL;
}

int unknown_option(const char *cmd, const char *a, const struct opt *opts)
{
    const struct opt *o;

    say(cmd, cli_text.unknown_option, a);
    names_opts = opts;
    list_names(cli_text.valid_options, "", option_name, "");
    /* and the names a name in capitals stands for (build's PART) */
    for (o = opts; o != NULL && o->name != NULL; o++)
        if (o->names != NULL && o->name[0] >= 'A' && o->name[0] <= 'Z')
            list_names("%s:", o->name, o->names, ",");
    try_help(cmd);
    return EXIT_USAGE;
}

int unknown_command(const char *name)
{
    say(NULL, cli_text.unknown_command, name);
    list_names(cli_text.valid_commands, "", cli_command_name, ",");
    try_help(NULL);
    return EXIT_USAGE;
}

int check_names(const char *cmd, const struct opt *o, const char *v)
{
    for (;;) {
        size_t n = o->list && strchr(v, ',') != NULL
                       ? (size_t)(strchr(v, ',') - v) : strlen(v);
        size_t i;
        const char *name;

        for (i = 0; (name = o->names(i)) != NULL; i++)
            if (strlen(name) == n && memcmp(name, v, n) == 0)
                break;
        if (name == NULL) {
            out_flush(&cli_stdout);
            fprintf(stderr, "url1738 %s: ", cmd);
            fprintf(stderr, cli_text.unknown_name, (int)n, v, o->name);
            fputc('\n', stderr);
            list_names(cli_text.valid_names, o->name, o->names, ",");
            try_help(cmd);
            return EXIT_USAGE;
        }
        if (!o->list || v[n] == '\0')
            return 0;
        v += n + 1;
    }
}

/* ===== The option parser ===== */

/* --allow-port=N: a port number 1-65535, digits only. */
int cli_allow_port(const char *cmd, const char *v, unsigned *port)
{
    unsigned long n = 0;
    size_t i;

    *port = 0;
    if (v == NULL)
        return 0;
    for (i = 0; v[i] != '\0'; i++) {
        if (v[i] < '0' || v[i] > '9' || i >= 5)
            break;
        n = n * 10 + (unsigned long)(v[i] - '0');
    }
    if (v[i] != '\0' || i == 0 || n == 0 || n > 65535)
        return usage_error(cmd, "--allow-port needs a port 1-65535, not '%s'",
                           v);
    *port = (unsigned)n;
    return 0;
}

const char *cli_spec_name(size_t i)
{
    /* The library's names of the two readings the contract names (not
     * rfc3986-reference, which no subcommand takes). */
    return i <= URL1738_SPEC_RFC3986 ? url1738_spec_name((enum url1738_spec)i)
                                     : NULL;
}

/* ===== The completion table: what tools/completion.sh turns into the
 * bash and zsh completions, read from the same tables as --help ===== */

static void table_names(names_fn names)
{
    size_t i;
    const char *n;

    for (i = 0; names != NULL && (n = names(i)) != NULL; i++) {
        if (i > 0)
            put(",");
        put(n);
    }
}

static void table_line(const char *kind, const char *name, const char *arg,
                       names_fn names, int list)
{
    put(kind);
    put("\t");
    put(name);
    put("\t");
    put(arg != NULL ? arg : "");
    put("\t");
    put(list ? "list" : "");
    put("\t");
    table_names(names);
    put("\n");
}

/* `url1738 CMD --completion-table`: one line per option of the table
 * (build's --PART=VALUE as one line per part), then --help. */
static void print_option_table(const struct opt *opts)
{
    const struct opt *o;
    char b[64];
    size_t i;
    const char *n;

    help_err = NULL;
    for (o = opts; o != NULL && o->name != NULL; o++) {
        if (o->names != NULL && o->name[0] >= 'A' && o->name[0] <= 'Z') {
            for (i = 0; (n = o->names(i)) != NULL; i++) {
                snprintf(b, sizeof b, "--%s", n);
                table_line("option", b, o->arg, NULL, 0);
            }
            continue;
        }
        snprintf(b, sizeof b, "--%s", o->name);
        table_line("option", b, o->arg, o->names, o->list);
    }
    table_line("option", "--help", NULL, NULL, 0);
}

void print_completion_table(void)
{
    size_t i;
    const struct command *c;

    help_err = NULL;
    for (i = 0; (c = cli_command_at(i)) != NULL; i++)
        table_line("command", c->name, NULL, NULL, 0);
    table_line("command", "help", NULL, NULL, 0);
    table_line("global", "--lang", "LANG", cli_lang_name, 0);
    table_line("global", "--help", NULL, NULL, 0);
    table_line("global", "--version", NULL, NULL, 0);
}

void help_if_asked(const char *cmd, int argc, char **argv,
                   const struct opt *opts)
{
    int i;

    if (argc == 2 && strcmp(argv[1], "--completion-table") == 0) {
        print_option_table(opts);
        exit(cli_finish(EXIT_VALID));
    }

    for (i = 1; i < argc && strcmp(argv[i], "--") != 0; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            print_help(cmd, opts);
            exit(cli_finish(EXIT_VALID));
        }
    }
}

int parse_args(const char *cmd, int argc, char **argv,
               const struct opt *opts, struct args *out)
{
    int i, k = 0;

    help_if_asked(cmd, argc, argv, opts);
    out->n = 0;
    out->v = argv + 1;
    out->dashdash = 0;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *v = NULL;
        const struct opt *o;
        size_t nl;

        if (out->dashdash || a[0] != '-' || strcmp(a, "-") == 0) {
            out->v[k++] = argv[i];
            continue;
        }
        if (strcmp(a, "--") == 0) {
            out->dashdash = 1;
            continue;
        }
        if (a[1] != '-')
            return unknown_option(cmd, a, opts);
        nl = strcspn(a + 2, "=");
        for (o = opts; o != NULL && o->name != NULL; o++)
            if (strlen(o->name) == nl && memcmp(a + 2, o->name, nl) == 0)
                break;
        if (o == NULL || o->name == NULL || o->value == NULL)
            return unknown_option(cmd, a, opts);
        if (o->arg == NULL) {
            if (a[2 + nl] == '=')
                return usage_error(cmd, cli_text.takes_no_value, o->name);
            v = "";
        } else if (a[2 + nl] == '=') {
            v = a + 3 + nl;
        } else if (i + 1 < argc) {
            v = argv[++i];
        } else {
            return usage_error(cmd, cli_text.needs_value, a);
        }
        if (o->names != NULL && check_names(cmd, o, v) != 0)
            return EXIT_USAGE;
        *o->value = v;
    }
    out->n = k;
    return 0;
}
