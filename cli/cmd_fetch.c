/* SPDX-License-Identifier: MIT */
/*
 * cmd_fetch.c - `url1738 fetch [-o FILE] [--json] URL...`: retrieves
 * what each URL locates (cli-contract "url1738 fetch"), through the
 * access layer (include/url1738_access.h).
 *
 * The bytes go to standard output, or to FILE: written to a temporary
 * file beside it and renamed only when every URL was retrieved, so a
 * failed transfer leaves no partial FILE. With --json one object per URL
 * goes to standard output, and the bytes only to FILE when -o is given.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "sha256.h"
#include "url1738_access.h"

/* Exit statuses of fetch beyond the common ones (cli-contract). */
enum { EXIT_LOCAL_IO = 3, EXIT_NETWORK = 4 };

struct fetch_ctx {
    struct url1738_access_options opt;
    int json, progress;
    int fd;                     /* where the bytes go, -1: nowhere    */
    char wbuf[1 << 16];
    size_t wlen;
    int write_errno;            /* a failed write: the transfer stops */
    struct sha256 sha;
    unsigned long long bytes;
    struct timespec last;       /* of the last progress line          */
    const char *url;
    size_t url_len;
    int worst;                  /* exit status so far                 */
    char nntp_host[256];
};

/* Writes all of p to c->fd; on an error keeps errno and returns -1. */
static int write_all(struct fetch_ctx *c, const char *p, size_t n)
{
    size_t done = 0;

    while (done < n) {
        ssize_t w = write(c->fd, p + done, n - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w < 0) {
            c->write_errno = errno;
            return -1;
        }
        done += (size_t)w;
    }
    return 0;
}

static int flush_out(struct fetch_ctx *c)
{
    int rc = write_all(c, c->wbuf, c->wlen);

    c->wlen = 0;
    return rc;
}

static void show_progress(struct fetch_ctx *c, int last)
{
    struct timespec now;
    long ms;

    clock_gettime(CLOCK_MONOTONIC, &now);
    ms = (now.tv_sec - c->last.tv_sec) * 1000 +
         (now.tv_nsec - c->last.tv_nsec) / 1000000;
    if (!last && ms < 200)
        return;
    c->last = now;
    fputc('\r', stderr);
    fprintf(stderr, cli_ngettext(P_("%.*s: %llu byte", "%.*s: %llu bytes"),
                                 c->bytes),
            (int)(c->url_len > 60 ? 60 : c->url_len), c->url, c->bytes);
    if (last)
        fputc('\n', stderr);
}

/* The access layer's callback: hash, write, report progress. Non-zero
 * stops the transfer (a local write error). */
static int on_data(void *vctx, const char *p, size_t n)
{
    struct fetch_ctx *c = vctx;

    /* Only --json reports the hash: without it, no time is spent on it. */
    if (c->json)
        sha256_update(&c->sha, p, n);
    c->bytes += n;
    if (c->fd >= 0) {
        if (n > sizeof c->wbuf - c->wlen && flush_out(c) != 0)
            return 1;
        /* Large pieces go straight through, small ones are gathered. */
        if (n >= sizeof c->wbuf)
            return write_all(c, p, n) != 0;
        memcpy(c->wbuf + c->wlen, p, n);
        c->wlen += n;
    }
    if (c->progress)
        show_progress(c, 0);
    return 0;
}

/* What went wrong, in cli_lang: a refusal of section 6 as plan writes it
 * (the byte, the field and the protocol, or the port and --allow-port),
 * else the access layer's message. */
/* The message of r for the URL p[0..len): a plan's parse error names
 * the URL's escape (cli_error_message); buf (cap bytes) may hold it. */
static const char *fetch_message(const struct url1738_access_result *r,
                                 const char *p, size_t len, char *buf,
                                 size_t cap)
{
    /* news: names no server (3.6): say where the program takes one. */
    if (r->code == URL1738_ACCESS_E_NO_SERVER)
        return cli_tr(N_("no NNTP server for news URLs: give one with "
                      "--nntp-server=HOST[:PORT] or the NNTPSERVER "
                      "environment variable"));
    if (r->plan_reason[0] != '\0')
        return r->plan_reason;
    /* a malformed escape: name it; any other refusal keeps the access
     * layer's message, which says what fetch retrieves */
    if (r->code == URL1738_ACCESS_E_PLAN
        && r->plan_error.code == URL1738_E_ESCAPE)
        return cli_error_message(&r->plan_error, p, len, buf, cap);
    return cli_tr(r->message);
}

static int exit_status(const struct url1738_access_result *r)
{
    switch (r->code) {
    case URL1738_ACCESS_OK:
        return EXIT_VALID;
    case URL1738_ACCESS_E_PLAN:
    case URL1738_ACCESS_E_SCHEME:
    case URL1738_ACCESS_E_NOT_LOCAL:
    case URL1738_ACCESS_E_NO_SERVER:
        return EXIT_INVALID;
    case URL1738_ACCESS_E_LOCAL_IO:
        return EXIT_LOCAL_IO;
    case URL1738_ACCESS_E_INVALID_ARG:
        return EXIT_USAGE;
    default:
        return EXIT_NETWORK;
    }
}

/* "error": null, or what failed: the code, the stage, a message, the
 * server's reply line, the system's error; a plan's refusal as plan
 * writes it (code, offset, message). */
static void out_fetch_error(struct out *o, const struct url1738_access_result *r,
                            int write_errno, const char *p, size_t len)
{
    char buf[512];
    const char *msg = fetch_message(r, p, len, buf, sizeof buf);

    out_str(o, ",\"error\":");
    if (r->code == URL1738_ACCESS_OK && write_errno == 0) {
        out_str(o, "null");
        return;
    }
    if (r->code == URL1738_ACCESS_E_PLAN && r->plan_error.code != 0) {
        out_str(o, "{\"offset\":");
        out_uint(o, r->plan_error.offset);
        out_str(o, ",\"code\":");
        out_str(o, "\"");
        out_str(o, url1738_errname(r->plan_error.code));
        out_str(o, "\",\"stage\":\"plan\",\"message\":");
        json_string(o, msg, strlen(msg));
        out_char(o, '}');
        return;
    }
    out_str(o, "{\"code\":\"");
    out_str(o, write_errno ? "E_LOCAL_IO" : url1738_access_errname(r->code));
    out_str(o, "\",\"stage\":\"");
    out_str(o, write_errno ? "local"
                           : url1738_access_stage_name(r->stage));
    out_str(o, "\",\"message\":");
    if (write_errno)
        json_string(o, cli_tr(N_("writing the output failed")),
                    strlen(cli_tr(N_("writing the output failed"))));
    else
        json_string(o, msg, strlen(msg));
    out_str(o, ",\"reply\":");
    if (r->reply_len > 0)
        json_string(o, r->reply, r->reply_len);
    else
        out_str(o, "null");
    out_str(o, ",\"errno\":");
    if (write_errno || r->sys_errno) {
        const char *e = cli_strerror(write_errno ? write_errno
                                                 : r->sys_errno);
        json_string(o, e, strlen(e));
    } else {
        out_str(o, "null");
    }
    out_char(o, '}');
}

static void out_json(struct fetch_ctx *c, const char *p, size_t len,
                     const struct url1738_access_result *r, const char *hex)
{
    struct out *o = &cli_stdout;
    int ok = r->code == URL1738_ACCESS_OK && c->write_errno == 0;

    out_str(o, "{\"url\":");
    json_string(o, p, len);
    out_str(o, ",\"protocol\":");
    if (r->protocol != NULL)
        json_string(o, r->protocol, strlen(r->protocol));
    else
        out_str(o, "null");
    out_str(o, ",\"host\":");
    /* file:///p has an empty host, mailto: none. */
    if (r->protocol != NULL &&
        (r->host[0] != '\0' || strcmp(r->protocol, "file") == 0))
        json_string(o, r->host, strlen(r->host));
    else
        out_str(o, "null");
    out_str(o, ",\"port\":");
    if (r->port != 0)
        out_uint(o, r->port);
    else
        out_str(o, "null");
    out_str(o, ",\"bytes\":");
    out_uint(o, r->bytes);
    out_str(o, ",\"sha256\":");
    if (ok) {
        out_char(o, '"');
        out_str(o, hex);
        out_char(o, '"');
    } else {
        out_str(o, "null");
    }
    out_str(o, ",\"status\":");
    if (r->status != 0)
        out_uint(o, (unsigned)r->status);
    else
        out_str(o, "null");
    out_fetch_error(o, r, c->write_errno, p, len);
    out_write(o, "}\n", 2);
}

static void put_safe(const char *p, size_t len)
{
    term_safe(stderr, p, len);
}

/* One line on stderr for a URL that was not retrieved. */
static void diagnose(const char *p, size_t len,
                     const struct url1738_access_result *r, int write_errno)
{
    char buf[512];
    const char *msg = fetch_message(r, p, len, buf, sizeof buf);

    fputs("url1738 fetch: ", stderr);
    put_safe(p, len);
    fputs(": ", stderr);
    if (write_errno) {
        fprintf(stderr, cli_tr(N_("writing the output failed: %s\n")),
                cli_strerror(write_errno));
        return;
    }
    if (r->code == URL1738_ACCESS_E_PLAN)
        fprintf(stderr, cli_tr(N_("%s (offset %zu)")), msg,
                r->plan_error.offset);
    else if (r->sys_errno != 0)
        fprintf(stderr, cli_tr(N_("%s: %s")), msg,
                cli_strerror(r->sys_errno));
    else
        fputs(msg, stderr);
    if (r->reply_len > 0) {
        fprintf(stderr, " [%s: ", url1738_access_stage_name(r->stage));
        put_safe(r->reply, r->reply_len);
        fputc(']', stderr);
    }
    fputc('\n', stderr);
}

static int fetch_one(const char *p, size_t len, void *vctx)
{
    struct fetch_ctx *c = vctx;
    struct url1738_access_result r;
    char hex[65];
    int st;

    r.size = sizeof r;
    sha256_init(&c->sha);
    c->bytes = 0;
    c->url = p;
    c->url_len = len;
    c->write_errno = 0;
    clock_gettime(CLOCK_MONOTONIC, &c->last);
    url1738_access_fetch(p, len, &c->opt, &r);
    if (c->fd >= 0 && c->write_errno == 0)
        flush_out(c);
    if (c->progress && r.code == URL1738_ACCESS_OK)
        show_progress(c, 1);
    else if (c->progress && c->bytes > 0)
        fputc('\n', stderr);
    sha256_hex(&c->sha, hex);
    st = c->write_errno ? EXIT_LOCAL_IO : exit_status(&r);
    if (st != EXIT_VALID)
        diagnose(p, len, &r, c->write_errno);
    else if (r.status / 100 == 3 && !c->json) {
        char *u = term_safe_str(p, len), *reply = term_safe_str(r.reply,
                                                                  r.reply_len);

        fprintf(stderr, cli_tr(N_("url1738 fetch: %s: %s (redirect not "
                                  "followed: --location follows it)\n")),
                u, reply);
        free(u);
        free(reply);
    }
    if (c->json)
        out_json(c, p, len, &r, hex);
    if (st > c->worst)
        c->worst = st;
    return st != EXIT_VALID;
}

/* --nntp-server=HOST[:PORT] (or NNTPSERVER): the server for news:. */
static int set_nntp(struct fetch_ctx *c, const char *v)
{
    const char *colon = strrchr(v, ':');
    size_t hl = colon ? (size_t)(colon - v) : strlen(v);
    char *end;
    unsigned long port = 119;

    if (colon != NULL) {
        errno = 0;
        port = strtoul(colon + 1, &end, 10);
        if (*end != '\0' || colon[1] == '\0' || port == 0 || port > 65535)
            return -1;
    }
    if (hl == 0 || hl >= sizeof c->nntp_host)
        return -1;
    memcpy(c->nntp_host, v, hl);
    c->nntp_host[hl] = '\0';
    c->opt.nntp_host = c->nntp_host;
    c->opt.nntp_port = (unsigned)port;
    return 0;
}

int cmd_fetch(int argc, char **argv)
{
    static struct fetch_ctx ctx;
    const char *json = NULL, *timeout = NULL, *max_size = NULL;
    const char *progress = NULL, *no_progress = NULL, *nntp = NULL;
    const char *location = NULL, *email = NULL, *output = NULL;
    const char *max_redirs = NULL, *allow = NULL;
    const struct opt opts[] = {
        { "output", "FILE", &output,
          N_("write the bytes to FILE (also -o FILE), whole or not at all"),
          NULL, 0 },
        { "json", NULL, &json,
          N_("one JSON object per URL instead of the bytes"), NULL, 0 },
        { "timeout", "SECONDS", &timeout,
          N_("longest silence of a connection (default 30)"), NULL, 0 },
        { "max-size", "BYTES", &max_size,
          N_("fail a resource larger than BYTES (1 or more; no bound when "
          "not given)"), NULL, 0 },
        { "progress", NULL, &progress,
          N_("a progress line on standard error (default: when a terminal)"),
          NULL, 0 },
        { "no-progress", NULL, &no_progress, N_("no progress line"), NULL, 0 },
        { "nntp-server", "HOST[:PORT]", &nntp,
          N_("the NNTP server of news: URLs (default $NNTPSERVER)"), NULL, 0 },
        { "location", NULL, &location,
          N_("follow HTTP redirects (at most --max-redirects)"), NULL, 0 },
        { "max-redirects", "N", &max_redirs,
          N_("the most redirects --location follows (default 10)"), NULL, 0 },
        { "email", "ADDRESS", &email,
          N_("the password of an anonymous FTP login (RFC 1738 3.2.1)"), NULL,
          0 },
        OPT_ALLOW_PORT(&allow),
        OPT_END
    };
    struct url1738_access_options def = URL1738_ACCESS_OPTIONS_INIT;
    struct args a;
    char **av, *tmp = NULL, *end;
    int i, k = 0, rc, dashdash = 0;

    /* -o FILE and -oFILE, the one short option, before the long ones. */
    av = malloc(sizeof *av * (size_t)(argc + 1));
    if (av == NULL)
        die_oom(sizeof *av * (size_t)(argc + 1));
    for (i = 0; i < argc; i++) {
        if (!dashdash && i > 0 && strcmp(argv[i], "--") == 0)
            dashdash = 1;
        if (!dashdash && i > 0 && strncmp(argv[i], "-o", 2) == 0) {
            if (argv[i][2] != '\0') {
                output = argv[i] + 2;
            } else if (i + 1 < argc) {
                output = argv[++i];
            } else {
                free(av);
                return usage_error("fetch", N_("option '%s' needs a value"),
                                   "-o");
            }
            continue;
        }
        av[k++] = argv[i];
    }
    av[k] = NULL;
    rc = parse_args("fetch", k, av, opts, &a);
    if (rc != 0) {
        free(av);
        return rc;
    }
    ctx.opt = def;
    ctx.opt.on_data = on_data;
    ctx.opt.ctx = &ctx;
    ctx.json = json != NULL;
    ctx.fd = ctx.json ? -1 : 1;
    ctx.progress = no_progress == NULL &&
                   (progress != NULL || isatty(2));
    ctx.opt.follow_redirects = location != NULL;
    ctx.opt.email = email;
    ctx.opt.lang = cli_lang;
    if (timeout != NULL) {
        double t = strtod(timeout, &end);
        if (*end != '\0' || end == timeout || !(t > 0) || t > 86400) {
            free(av);
            return usage_error("fetch", cli_tr(N_("--timeout needs seconds, > 0: '%s'")),
                               timeout);
        }
        ctx.opt.timeout_ms = t * 1000 < 1 ? 1 : (int)(t * 1000);
    }
    if (max_size != NULL) {
        errno = 0;
        ctx.opt.max_size = strtoull(max_size, &end, 10);
        if (*end != '\0' || end == max_size || errno != 0 ||
            max_size[0] == '-' || ctx.opt.max_size == 0) {
            free(av);
            /* 0 would be "no bound" to the library and "nothing" to a
             * reader of the help: refused, not guessed. */
            return usage_error("fetch", cli_tr(N_("--max-size needs a number "
                               "of bytes, 1 or more (leave it out for no "
                               "bound): '%s'")), max_size);
        }
    }
    if (max_redirs != NULL) {
        unsigned long m = strtoul(max_redirs, &end, 10);
        if (*end != '\0' || end == max_redirs || m == 0 || m > 50) {
            free(av);
            return usage_error("fetch", cli_tr(N_("--max-redirects needs 1 to "
                                                        "50: '%s'")),
                               max_redirs);
        }
        ctx.opt.max_redirects = (unsigned)m;
    }
    if (cli_allow_port("fetch", allow, &ctx.opt.allow_port) != 0) {
        free(av);
        return EXIT_USAGE;
    }
    if (nntp == NULL)
        nntp = getenv("NNTPSERVER");
    if (nntp != NULL && nntp[0] != '\0' && set_nntp(&ctx, nntp) != 0) {
        free(av);
        return usage_error("fetch", cli_tr(N_("the NNTP server must be "
                                                    "HOST[:PORT]: '%s'")),
                           nntp);
    }
    if (output != NULL) {
        /* A temporary file beside FILE, renamed over it at the end. */
        size_t ol = strlen(output);
        tmp = malloc(ol + 16);
        if (tmp == NULL)
            die_oom(ol + 16);
        memcpy(tmp, output, ol);
        memcpy(tmp + ol, ".part.XXXXXX", 13);
        ctx.fd = mkstemp(tmp);
        if (ctx.fd >= 0) {
            /* The mode a plain creat() would give, not mkstemp's 0600. */
            mode_t mask = umask(0);
            umask(mask);
            fchmod(ctx.fd, 0666 & ~mask);
        }
        if (ctx.fd < 0) {
            fprintf(stderr, cli_tr(N_("url1738 fetch: cannot write '%s': "
                                      "%s\n")), output, cli_strerror(errno));
            free(tmp);
            free(av);
            return EXIT_LOCAL_IO;
        }
    }
    each_input(&a, fetch_one, &ctx);
    if (tmp != NULL) {
        if (close(ctx.fd) != 0 && ctx.worst == EXIT_VALID) {
            fprintf(stderr, cli_tr(N_("url1738 fetch: cannot write '%s': "
                                      "%s\n")), output, cli_strerror(errno));
            ctx.worst = EXIT_LOCAL_IO;
        }
        if (ctx.worst != EXIT_VALID) {
            unlink(tmp);
        } else if (rename(tmp, output) != 0) {
            fprintf(stderr, cli_tr(N_("url1738 fetch: cannot write '%s': "
                                      "%s\n")), output, cli_strerror(errno));
            unlink(tmp);
            ctx.worst = EXIT_LOCAL_IO;
        }
        free(tmp);
    }
    free(av);
    return ctx.worst;
}
