/* SPDX-License-Identifier: MIT */
/*
 * e2e.c - runs the program against case files (the .cases files in tests/e2e).
 *
 * usage: e2e PROGRAM FILE.cases
 *
 * A case file holds cases like this (lines starting with '#' outside a
 * stdout block are comments):
 *
 *   === name of the case
 *   args: parse "http://h/a b" --
 *   stdin: "one\ntwo\x00\n"
 *   exit: 1
 *   stderr-contains: unknown option
 *   stdout-contains: --format=FORMAT
 *   stdout:
 *   {"input":"...", ...}
 *
 * args are words or C-escaped double-quoted strings; stdin is one
 * C-escaped string (absent: stdin is /dev/null). The stdout block runs to
 * the next "=== " line or the end of the file; each of its lines is one
 * expected output line, compared byte for byte (blank lines at the end of
 * the block are ignored). "stdout-lines: N" instead
 * checks only the number of lines. "stderr-contains: TEXT" and
 * "stdout-contains: TEXT" (each up to MAXHAS times) check that the stream
 * holds TEXT; a case with stdout-contains and no stdout block checks
 * stdout only that way.
 *
 * The program runs with LC_ALL=C, so the messages are English whatever
 * the caller's locale. With --locale=L (e.g. ja_JP.UTF-8) it runs with
 * LC_ALL=L instead, and every case checks that only the messages changed:
 * the exit status and the output with each "message" value masked must be
 * as written, and each message must differ from the English one (issue 19:
 * codes and offsets never depend on the language). stderr-contains and
 * stdout-contains then only require that something was written there.
 * A case whose output holds messages outside JSON "message" keys (a TSV
 * column) says "translated: no": it is left out of translated runs, and
 * not counted in them.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define MAXARGS 64
#define MAXHAS 32

struct kase {
    char name[256];
    char *argv[MAXARGS];
    int argc;
    char *in;
    size_t in_len;
    int has_in;
    int exit_code;
    char *out;
    size_t out_len, out_cap;
    long out_lines;
    char *err_has[MAXHAS], *out_has[MAXHAS];
    int n_err_has, n_out_has;
    int has_out;         /* a stdout: block was given */
    int english_only;    /* "translated: no": left out of --locale runs */
    int line;
};

static unsigned long passed, failed;
static const char *locale = "C";    /* LC_ALL of the program */
static int translated;              /* --locale was given */

static void die(const char *msg)
{
    fprintf(stderr, "e2e: %s\n", msg);
    exit(2);
}

static void append(char **b, size_t *len, size_t *cap, const char *p,
                   size_t n)
{
    if (*len + n + 1 > *cap) {
        *cap = (*len + n + 1) * 2;
        *b = realloc(*b, *cap);
        if (*b == NULL)
            die("out of memory");
    }
    memcpy(*b + *len, p, n);
    *len += n;
    (*b)[*len] = '\0';
}

static int hexv(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* Reads a C-escaped "..." string at *s; returns a malloc'd copy. */
static char *unquote(const char **s, size_t *outlen)
{
    const char *p = *s + 1;
    char *b = NULL;
    size_t len = 0, cap = 0;

    append(&b, &len, &cap, "", 0);
    while (*p && *p != '"') {
        char ch = *p++;
        if (ch == '\\') {
            char e = *p++;
            switch (e) {
            case 'n': ch = '\n'; break;
            case 'r': ch = '\r'; break;
            case 't': ch = '\t'; break;
            case '0': ch = '\0'; break;
            case 'x': {
                int h = hexv(p[0]), l = hexv(p[1]);
                if (h < 0 || l < 0)
                    die("bad \\x escape");
                ch = (char)(h * 16 + l);
                p += 2;
                break;
            }
            default: ch = e; break;
            }
        }
        append(&b, &len, &cap, &ch, 1);
    }
    if (*p != '"')
        die("unterminated string");
    *s = p + 1;
    *outlen = len;
    return b;
}

static void parse_args(struct kase *k, const char *s)
{
    size_t n;

    while (*s) {
        while (*s == ' ')
            s++;
        if (!*s)
            break;
        if (k->argc >= MAXARGS - 2)
            die("too many args");
        if (*s == '"') {
            k->argv[k->argc++] = unquote(&s, &n);
        } else {
            const char *e = s;
            while (*e && *e != ' ')
                e++;
            k->argv[k->argc] = malloc((size_t)(e - s) + 1);
            memcpy(k->argv[k->argc], s, (size_t)(e - s));
            k->argv[k->argc++][e - s] = '\0';
            s = e;
        }
    }
}

static char *slurp(int fd, size_t *len)
{
    char *b = NULL, tmp[65536];
    size_t l = 0, cap = 0;
    ssize_t r;

    append(&b, &l, &cap, "", 0);
    lseek(fd, 0, SEEK_SET);
    while ((r = read(fd, tmp, sizeof tmp)) > 0)
        append(&b, &l, &cap, tmp, (size_t)r);
    *len = l;
    return b;
}

/* The output with the value of every "message" key replaced by "*"; the
 * values themselves, NUL-separated, into *msgs (counted in *nmsg). */
static char *mask(const char *s, size_t len, char **msgs, size_t *nmsg)
{
    static const char key[] = "\"message\":\"";
    char *b = NULL, *m = NULL;
    size_t bl = 0, bc = 0, ml = 0, mc = 0, i = 0;

    append(&b, &bl, &bc, "", 0);
    append(&m, &ml, &mc, "", 0);
    *nmsg = 0;
    while (i < len) {
        if (len - i >= sizeof key - 1
            && memcmp(s + i, key, sizeof key - 1) == 0) {
            size_t j = i + sizeof key - 1;

            while (j < len && s[j] != '"')
                j += s[j] == '\\' ? 2 : 1;
            append(&b, &bl, &bc, "\"message\":\"*", 12);
            append(&m, &ml, &mc, s + i + sizeof key - 1,
                   j - (i + sizeof key - 1));
            append(&m, &ml, &mc, "\n", 1);
            (*nmsg)++;
            i = j;
            continue;
        }
        append(&b, &bl, &bc, s + i, 1);
        i++;
    }
    *msgs = m;
    return b;
}

/* In a translated run: the output equals the expected one but for the
 * messages, and every message is another text than the English one. */
static int same_but_messages(const char *want, size_t wlen, const char *got,
                             size_t glen)
{
    char *wm, *gm, *wmsg, *gmsg;
    size_t wn, gn;
    int ok;

    wm = mask(want, wlen, &wmsg, &wn);
    gm = mask(got, glen, &gmsg, &gn);
    ok = strcmp(wm, gm) == 0 && wn == gn;
    if (ok) {
        const char *a = wmsg, *b = gmsg;

        for (; *a != '\0'; a = strchr(a, '\n') + 1, b = strchr(b, '\n') + 1)
            if (strcspn(a, "\n") == strcspn(b, "\n")
                && memcmp(a, b, strcspn(a, "\n")) == 0) {
                fprintf(stderr, "  message not translated: %.*s\n",
                        (int)strcspn(a, "\n"), a);
                ok = 0;
            }
    } else {
        fprintf(stderr, "  masked output differs:\n  wanted: %s\n  got:    "
                "%s\n", wm, gm);
    }
    free(wm);
    free(gm);
    free(wmsg);
    free(gmsg);
    return ok;
}

static void run_case(const char *prog, const char *file, struct kase *k);

/* Runs one case, unless it is English-only and this run translated. */
static void run(const char *prog, const char *file, struct kase *k)
{
    if (translated && k->english_only)
        return;
    run_case(prog, file, k);
}

static void run_case(const char *prog, const char *file, struct kase *k)
{
    char inpath[] = "/tmp/e2e-in-XXXXXX";
    char outpath[] = "/tmp/e2e-out-XXXXXX";
    char errpath[] = "/tmp/e2e-err-XXXXXX";
    int infd = mkstemp(inpath), outfd = mkstemp(outpath),
        errfd = mkstemp(errpath);
    pid_t pid;
    int st, ok = 1, code, h;
    size_t olen, elen;
    char *out, *err;

    if (infd < 0 || outfd < 0 || errfd < 0)
        die("mkstemp failed");
    /* Blank lines that end a stdout block only separate cases. */
    while (k->out_len > 0 && k->out[k->out_len - 1] == '\n'
           && (k->out_len == 1 || k->out[k->out_len - 2] == '\n'))
        k->out[--k->out_len] = '\0';
    unlink(inpath);
    unlink(outpath);
    unlink(errpath);
    if (k->has_in && write(infd, k->in, k->in_len) != (ssize_t)k->in_len)
        die("write failed");
    lseek(infd, 0, SEEK_SET);
    pid = fork();
    if (pid == 0) {
        char *av[MAXARGS + 1];
        int i;
        if (!k->has_in) {
            close(infd);
            infd = open("/dev/null", O_RDONLY);
        }
        dup2(infd, 0);
        dup2(outfd, 1);
        dup2(errfd, 2);
        setenv("LC_ALL", locale, 1);
        av[0] = (char *)prog;
        for (i = 0; i < k->argc; i++)
            av[i + 1] = k->argv[i];
        av[k->argc + 1] = NULL;
        execv(prog, av);
        _exit(127);
    }
    waitpid(pid, &st, 0);
    out = slurp(outfd, &olen);
    err = slurp(errfd, &elen);
    close(infd);
    close(outfd);
    close(errfd);
    code = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
    if (code != k->exit_code) {
        ok = 0;
        fprintf(stderr, "  exit: wanted %d, got %d\n", k->exit_code, code);
    }
    if (k->out_lines >= 0) {
        long lines = 0;
        size_t i;
        for (i = 0; i < olen; i++)
            lines += out[i] == '\n';
        if (lines != k->out_lines) {
            ok = 0;
            fprintf(stderr, "  stdout: wanted %ld lines, got %ld\n",
                    k->out_lines, lines);
        }
    } else if (translated && k->n_out_has == 0) {
        ok &= same_but_messages(k->out, k->out_len, out, olen);
    } else if (!translated && (k->has_out || k->n_out_has == 0)
               && (olen != k->out_len || memcmp(out, k->out, olen) != 0)) {
        ok = 0;
        fprintf(stderr, "  stdout wanted:\n%s  stdout got:\n%s", k->out, out);
    }
    if (translated && k->n_err_has > 0 && elen == 0) {
        ok = 0;
        fprintf(stderr, "  stderr is empty (wanted a translation of \"%s\")\n",
                k->err_has[0]);
    }
    if (translated && k->n_out_has > 0 && olen == 0) {
        ok = 0;
        fprintf(stderr, "  stdout is empty (wanted a translation of \"%s\")\n",
                k->out_has[0]);
    }
    for (h = 0; !translated && h < k->n_err_has; h++) {
        if (strstr(err, k->err_has[h]) == NULL) {
            ok = 0;
            fprintf(stderr, "  stderr lacks \"%s\": %s\n", k->err_has[h],
                    err);
        }
    }
    for (h = 0; !translated && h < k->n_out_has; h++) {
        if (strstr(out, k->out_has[h]) == NULL) {
            ok = 0;
            fprintf(stderr, "  stdout lacks \"%s\": %s\n", k->out_has[h],
                    out);
        }
    }
    if (ok) {
        passed++;
    } else {
        failed++;
        fprintf(stderr, "FAIL %s:%d: %s\n", file, k->line, k->name);
    }
    free(out);
    free(err);
}

/* One more "...-contains:" text: all after the one space that follows
 * the colon (more spaces are part of the text). */
static void add_has(char **has, int *n, const char *s)
{
    if (*s == ' ')
        s++;
    if (*n == MAXHAS)
        die("too many -contains: lines in one case");
    has[*n] = strdup(s);
    if (has[*n] == NULL)
        die("out of memory");
    (*n)++;
}

static void reset(struct kase *k)
{
    int i;

    for (i = 0; i < k->argc; i++)
        free(k->argv[i]);
    for (i = 0; i < k->n_err_has; i++)
        free(k->err_has[i]);
    for (i = 0; i < k->n_out_has; i++)
        free(k->out_has[i]);
    free(k->in);
    free(k->out);
    memset(k, 0, sizeof *k);
    k->out_lines = -1;
}

int main(int argc, char **argv)
{
    FILE *f;
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    struct kase k;
    int have = 0, in_out = 0, lineno = 0;

    if (argc == 4 && strncmp(argv[1], "--locale=", 9) == 0) {
        locale = argv[1] + 9;
        translated = 1;
        argv++;
        argc--;
    }
    if (argc != 3)
        die("usage: e2e [--locale=L] PROGRAM FILE.cases");
    f = fopen(argv[2], "r");
    if (f == NULL)
        die("cannot open the case file");
    memset(&k, 0, sizeof k);
    k.out_lines = -1;
    while ((n = getline(&line, &cap, f)) != -1) {
        lineno++;
        if (n > 0 && line[n - 1] == '\n')
            line[--n] = '\0';
        if (strncmp(line, "=== ", 4) == 0) {
            if (have)
                run(argv[1], argv[2], &k);
            reset(&k);
            have = 1;
            in_out = 0;
            k.line = lineno;
            snprintf(k.name, sizeof k.name, "%s", line + 4);
            continue;
        }
        if (in_out) {
            append(&k.out, &k.out_len, &k.out_cap, line, (size_t)n);
            append(&k.out, &k.out_len, &k.out_cap, "\n", 1);
            continue;
        }
        if (line[0] == '#' || line[0] == '\0')
            continue;
        if (strncmp(line, "args:", 5) == 0) {
            parse_args(&k, line + 5);
        } else if (strncmp(line, "stdin:", 6) == 0) {
            const char *s = line + 6;
            while (*s == ' ')
                s++;
            if (*s != '"')
                die("stdin: wants a quoted string");
            k.in = unquote(&s, &k.in_len);
            k.has_in = 1;
        } else if (strncmp(line, "exit:", 5) == 0) {
            k.exit_code = atoi(line + 5);
        } else if (strncmp(line, "stderr-contains:", 16) == 0) {
            add_has(k.err_has, &k.n_err_has, line + 16);
        } else if (strncmp(line, "stdout-contains:", 16) == 0) {
            add_has(k.out_has, &k.n_out_has, line + 16);
        } else if (strcmp(line, "translated: no") == 0) {
            k.english_only = 1;
        } else if (strncmp(line, "stdout-lines:", 13) == 0) {
            k.out_lines = atol(line + 13);
        } else if (strcmp(line, "stdout:") == 0) {
            in_out = 1;
            k.has_out = 1;
            append(&k.out, &k.out_len, &k.out_cap, "", 0);
        } else {
            fprintf(stderr, "%s:%d: unknown line: %s\n", argv[2], lineno, line);
            exit(2);
        }
    }
    if (have)
        run(argv[1], argv[2], &k);
    reset(&k);
    free(line);
    fclose(f);
    if (translated)
        printf("%s [%s] ok %lu  fail %lu\n", argv[2], locale, passed, failed);
    else
        printf("%-28s ok %lu  fail %lu\n", argv[2], passed, failed);
    return failed != 0;
}
