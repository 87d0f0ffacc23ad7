/* SPDX-License-Identifier: MIT */
/*
 * t_hostile.c - the program against hostile input (issue 8): a 100 MB
 * URL, a million lines of every length, every byte value in every
 * position, a last line with no newline, CR LF line ends, unreadable input,
 * standard output closed early, and little memory (ulimit -v).
 *
 * Runs $BUILD/url1738 (BUILD from tests/run.sh, default "build") with
 * generated input (nothing is committed) and checks, streaming its output:
 * exactly one JSON object per input line, in order, each valid JSON whose
 * "input" gives the line's bytes back (surrogateescape, cli-contract
 * "Common rules") and whose "valid" is what an independent reading of
 * the grammar says (oracle.h for lines up to 63 bytes, a hand-written
 * rule for the long lines of the one generator that makes them), never
 * url1738_valid(), the parser under test; and that the program never
 * dies from a signal.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "harness.h"
#include "oracle.h"

#if defined(__SANITIZE_ADDRESS__)
#define UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UNDER_ASAN 1
#endif
#endif

#define KEEP (1u << 16)  /* bytes kept of each output line's start */

static char prog[512];

/* ===== Running the program ===== */

/* What one output line looks like to a checker: its first bytes (up to
 * KEEP), its last 64 and its full length. */
struct line {
    const char *head;
    size_t head_len;
    char tail[64];
    size_t tail_len;
    size_t len;
};

struct run {
    const char *in;          /* stdin bytes (or stdin_fd >= 0)      */
    size_t in_len;
    int stdin_fd;
    int close_stdout;        /* 1: fd 1 closed; 2: pipe closed early */
    rlim_t as_limit;         /* RLIMIT_AS, 0 for none               */
    void (*on_line)(const struct line *l, void *ctx);
    void *ctx;
    /* Results. */
    int status;              /* exit status, 128 + signal if killed */
    int signaled;
    unsigned long lines;
    char err[4096];
    size_t err_len;
};

static void run_prog(struct run *r, char **args)
{
    int in[2], out[2];
    int errfd = fileno(tmpfile());
    pid_t pid, writer = -1;
    char *buf = malloc(KEEP + 65536), *av[16];
    size_t have = 0, len = 0, tail = 0;
    struct line l;
    int st, i;
    ssize_t n;

    r->lines = 0;
    r->err_len = 0;
    if (buf == NULL || pipe(in) != 0 || pipe(out) != 0 || errfd < 0)
        abort();
    av[0] = prog;
    for (i = 0; args[i] != NULL && i < 14; i++)
        av[i + 1] = args[i];
    av[i + 1] = NULL;
    pid = fork();
    if (pid == 0) {
        if (r->as_limit != 0) {
            struct rlimit rl = { r->as_limit, r->as_limit };
            setrlimit(RLIMIT_AS, &rl);
        }
        dup2(r->stdin_fd >= 0 ? r->stdin_fd : in[0], 0);
        dup2(out[1], 1);
        dup2(errfd, 2);
        close(in[0]);
        close(in[1]);
        close(out[0]);
        close(out[1]);
        if (r->close_stdout == 1)
            close(1);
        execv(prog, av);
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    if (r->stdin_fd < 0) {
        writer = fork();
        if (writer == 0) {
            size_t done = 0;
            close(out[0]);
            signal(SIGPIPE, SIG_IGN);
            while (done < r->in_len) {
                n = write(in[1], r->in + done, r->in_len - done);
                if (n <= 0)
                    _exit(0);
                done += (size_t)n;
            }
            _exit(0);
        }
    }
    close(in[1]);
    if (r->close_stdout == 2)
        close(out[0]);
    /* Lines are cut at '\n'; of a line longer than KEEP only its first
     * KEEP bytes are kept (and its tail), so memory stays flat. */
    while (r->close_stdout != 2
           && (n = read(out[0], buf + have, 65536)) != 0) {
        size_t k, start = 0, end = have + (size_t)n;
        if (n < 0) {
            if (errno == EINTR)
                continue;
            break;
        }
        for (k = have; k < end; k++) {
            char c = buf[k];
            size_t j;
            if (c != '\n') {
                l.tail[tail++ % 64] = c;
                len++;
                continue;
            }
            l.head = buf + start;
            l.head_len = len < KEEP ? len : KEEP;
            l.len = len;
            l.tail_len = tail < 64 ? tail : 64;
            {
                char t[64];
                for (j = 0; j < l.tail_len; j++)
                    t[j] = l.tail[(tail - l.tail_len + j) % 64];
                memcpy(l.tail, t, l.tail_len);
            }
            r->lines++;
            if (r->on_line != NULL)
                r->on_line(&l, r->ctx);
            start = k + 1;
            len = tail = 0;
        }
        /* The unfinished line goes to the start, cut to KEEP bytes. */
        have = end - start;
        if (start > 0)
            memmove(buf, buf + start, have);
        if (have > KEEP)
            have = KEEP;
    }
    if (r->close_stdout != 2)
        close(out[0]);
    waitpid(pid, &st, 0);
    if (writer > 0)
        waitpid(writer, NULL, 0);
    r->signaled = WIFSIGNALED(st);
    r->status = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
    lseek(errfd, 0, SEEK_SET);
    n = read(errfd, r->err, sizeof r->err - 1);
    r->err_len = n > 0 ? (size_t)n : 0;
    r->err[r->err_len] = '\0';
    close(errfd);
    free(buf);
}

/* ===== A small JSON reader (RFC 8259), strict ===== */

struct jr {
    const unsigned char *p, *e;
    /* The top-level "input" string, decoded with surrogateescape. */
    unsigned char *input;
    size_t input_len, input_cap;
    int valid;               /* the top-level "valid": 0, 1, -1 unset */
};

static void ws(struct jr *j)
{
    while (j->p < j->e && (*j->p == ' ' || *j->p == '\t' || *j->p == '\n'
                           || *j->p == '\r'))
        j->p++;
}

static void put_byte(unsigned char *o, size_t *n, size_t cap, unsigned c)
{
    if (o != NULL && *n < cap)
        o[*n] = (unsigned char)c;
    ++*n;
}

static void put_utf8(unsigned char *o, size_t *n, size_t cap, unsigned long c)
{
    if (c < 0x80) {
        put_byte(o, n, cap, (unsigned)c);
    } else if (c < 0x800) {
        put_byte(o, n, cap, 0xC0 | (unsigned)(c >> 6));
        put_byte(o, n, cap, 0x80 | (unsigned)(c & 0x3F));
    } else if (c < 0x10000) {
        put_byte(o, n, cap, 0xE0 | (unsigned)(c >> 12));
        put_byte(o, n, cap, 0x80 | (unsigned)((c >> 6) & 0x3F));
        put_byte(o, n, cap, 0x80 | (unsigned)(c & 0x3F));
    } else {
        put_byte(o, n, cap, 0xF0 | (unsigned)(c >> 18));
        put_byte(o, n, cap, 0x80 | (unsigned)((c >> 12) & 0x3F));
        put_byte(o, n, cap, 0x80 | (unsigned)((c >> 6) & 0x3F));
        put_byte(o, n, cap, 0x80 | (unsigned)(c & 0x3F));
    }
}

static int hex4(const unsigned char *p, const unsigned char *e,
                unsigned long *v)
{
    int i;

    *v = 0;
    if (e - p < 4)
        return 0;
    for (i = 0; i < 4; i++) {
        int c = p[i], d = c >= '0' && c <= '9'   ? c - '0'
                          : c >= 'a' && c <= 'f' ? c - 'a' + 10
                          : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                                 : -1;
        if (d < 0)
            return 0;
        *v = *v * 16 + (unsigned long)d;
    }
    return 1;
}

/* Length of the valid UTF-8 sequence at p (RFC 3629), 0 if none. */
static size_t utf8_len(const unsigned char *p, const unsigned char *e)
{
    unsigned c = p[0];
    size_t n, i;
    unsigned long v;

    if (c < 0xC2 || c > 0xF4)
        return 0;
    n = c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    if ((size_t)(e - p) < n)
        return 0;
    v = c & (0x3F >> (n - 1));
    for (i = 1; i < n; i++) {
        if ((p[i] & 0xC0) != 0x80)
            return 0;
        v = v << 6 | (p[i] & 0x3F);
    }
    if ((n == 3 && (v < 0x800 || (v >= 0xD800 && v <= 0xDFFF)))
        || (n == 4 && (v < 0x10000 || v > 0x10FFFF)))
        return 0;
    return n;
}

/* A string at j->p; its decoded bytes go to o (cap bytes, *n counted). */
static int jstring(struct jr *j, unsigned char *o, size_t *n, size_t cap)
{
    *n = 0;
    if (j->p >= j->e || *j->p != '"')
        return 0;
    j->p++;
    while (j->p < j->e && *j->p != '"') {
        unsigned c = *j->p;
        if (c < 0x20)
            return 0;
        if (c >= 0x80) {
            size_t k = utf8_len(j->p, j->e);
            if (k == 0)
                return 0;
            while (k--)
                put_byte(o, n, cap, *j->p++);
            continue;
        }
        j->p++;
        if (c != '\\') {
            put_byte(o, n, cap, c);
            continue;
        }
        if (j->p >= j->e)
            return 0;
        c = *j->p++;
        switch (c) {
        case '"': case '\\': case '/': put_byte(o, n, cap, c); break;
        case 'b': put_byte(o, n, cap, '\b'); break;
        case 'f': put_byte(o, n, cap, '\f'); break;
        case 'n': put_byte(o, n, cap, '\n'); break;
        case 'r': put_byte(o, n, cap, '\r'); break;
        case 't': put_byte(o, n, cap, '\t'); break;
        case 'u': {
            unsigned long v, w;
            if (!hex4(j->p, j->e, &v))
                return 0;
            j->p += 4;
            if (v >= 0xDC80 && v <= 0xDCFF) {        /* surrogateescape */
                put_byte(o, n, cap, (unsigned)(v & 0xFF));
            } else if (v >= 0xD800 && v <= 0xDBFF) {  /* a pair */
                if (j->e - j->p < 6 || j->p[0] != '\\' || j->p[1] != 'u'
                    || !hex4(j->p + 2, j->e, &w) || w < 0xDC00 || w > 0xDFFF)
                    return 0;
                j->p += 6;
                put_utf8(o, n, cap, 0x10000 + ((v - 0xD800) << 10)
                                        + (w - 0xDC00));
            } else if (v >= 0xDC00 && v <= 0xDFFF) {
                return 0;                              /* lone, not ours */
            } else {
                put_utf8(o, n, cap, v);
            }
            break;
        }
        default:
            return 0;
        }
    }
    if (j->p >= j->e)
        return 0;
    j->p++;
    return 1;
}

static int jvalue(struct jr *j, int depth);

static int jlit(struct jr *j, const char *lit)
{
    size_t n = strlen(lit);

    if ((size_t)(j->e - j->p) < n || memcmp(j->p, lit, n) != 0)
        return 0;
    j->p += n;
    return 1;
}

static int jnumber(struct jr *j)
{
    const unsigned char *s = j->p;

    if (j->p < j->e && *j->p == '-')
        j->p++;
    if (j->p < j->e && *j->p == '0')
        j->p++;
    else if (j->p < j->e && *j->p >= '1' && *j->p <= '9')
        while (j->p < j->e && *j->p >= '0' && *j->p <= '9')
            j->p++;
    else
        return 0;
    return j->p > s;
}

/* An object or array, or a scalar; at depth 0 the object's "input" and
 * "valid" members are recorded. */
static int jvalue(struct jr *j, int depth)
{
    size_t n;

    ws(j);
    if (j->p >= j->e || depth > 16)
        return 0;
    if (*j->p == '{' || *j->p == '[') {
        int obj = *j->p == '{', first = 1;
        j->p++;
        for (;;) {
            ws(j);
            if (j->p < j->e && *j->p == (obj ? '}' : ']')) {
                j->p++;
                return 1;
            }
            if (!first) {
                if (j->p >= j->e || *j->p != ',')
                    return 0;
                j->p++;
                ws(j);
            }
            first = 0;
            if (obj) {
                unsigned char key[8];
                int is_input, is_valid;
                if (!jstring(j, key, &n, sizeof key))
                    return 0;
                is_input = depth == 0 && n == 5 && memcmp(key, "input", 5) == 0;
                is_valid = depth == 0 && n == 5 && memcmp(key, "valid", 5) == 0;
                ws(j);
                if (j->p >= j->e || *j->p++ != ':')
                    return 0;
                ws(j);
                if (is_input) {
                    if (!jstring(j, j->input, &j->input_len, j->input_cap))
                        return 0;
                    continue;
                }
                if (is_valid) {
                    if (jlit(j, "true"))
                        j->valid = 1;
                    else if (jlit(j, "false"))
                        j->valid = 0;
                    else
                        return 0;
                    continue;
                }
            }
            if (!jvalue(j, depth + 1))
                return 0;
        }
    }
    if (*j->p == '"')
        return jstring(j, NULL, &n, 0);
    if (*j->p == 't')
        return jlit(j, "true");
    if (*j->p == 'f')
        return jlit(j, "false");
    if (*j->p == 'n')
        return jlit(j, "null");
    return jnumber(j);
}

/* Whether one output line is one JSON object; fills j's input/valid. */
static int read_json_line(struct jr *j, const char *p, size_t n)
{
    j->p = (const unsigned char *)p;
    j->e = j->p + n;
    j->input_len = 0;
    j->valid = -1;
    if (n == 0 || *p != '{' || !jvalue(j, 0))
        return 0;
    ws(j);
    return j->p == j->e;
}

/* ===== Checking batch output against the input's lines ===== */

struct expect {
    const char *in;
    size_t *starts, *lens;
    size_t n, at;
    unsigned long bad;       /* lines that broke something */
    struct jr j;
};

/* The inputs lines.c makes of a text: LF ends a line, one CR before it is
 * dropped, a last line without LF counts unless empty (cli-contract). */
static void expect_init(struct expect *x, const char *in, size_t len)
{
    size_t i, start = 0, n = 0;

    for (i = 0; i < len; i++)
        n += in[i] == '\n';
    memset(x, 0, sizeof *x);
    x->in = in;
    x->starts = malloc((n + 1) * sizeof *x->starts);
    x->lens = malloc((n + 1) * sizeof *x->lens);
    x->j.input_cap = KEEP;
    x->j.input = malloc(KEEP);
    if (x->starts == NULL || x->lens == NULL || x->j.input == NULL)
        abort();
    for (i = 0; i <= len; i++) {
        size_t l;
        if (i < len && in[i] != '\n')
            continue;
        if (i == len && i == start)
            break;
        l = i - start;
        if (l > 0 && in[start + l - 1] == '\r')
            l--;
        x->starts[x->n] = start;
        x->lens[x->n++] = l;
        start = i + 1;
    }
}

static void expect_free(struct expect *x)
{
    free(x->starts);
    free(x->lens);
    free(x->j.input);
}

/* 3.3: the long lines test_million_lines makes: "http://h.example/"
 * then hpath bytes (hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ],
 * "/" between segments; no escape among them). */
static int long_line_valid(const char *p, size_t n)
{
    static const char head[] = "http://h.example/";
    static const char hpath[] = "abcdefghijklmnopqrstuvwxyz"
                                "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
                                "$-_.+!*'(),;:@&=/";
    size_t i;

    if (n < sizeof head - 1 || memcmp(p, head, sizeof head - 1) != 0)
        return -1;
    for (i = sizeof head - 1; i < n; i++)
        if (p[i] == '\0' || strchr(hpath, p[i]) == NULL)
            return -1;
    return 1;
}

/* The expected "valid" of one input: 1, 0, or -1 when this test has no
 * independent expectation for it (a failure). */
static int expected_valid(const char *p, size_t n)
{
    size_t off;

    if (n <= 63)
        return oracle(p, n, &off);
    return long_line_valid(p, n);
}

static void expect_line(const struct line *l, void *ctx)
{
    struct expect *x = ctx;
    const char *want;
    size_t wn;
    int ok;

    if (x->at >= x->n) {
        if (x->bad++ == 0)
            fprintf(stderr, "    more output lines than inputs\n");
        return;
    }
    want = x->in + x->starts[x->at];
    wn = x->lens[x->at];
    ok = l->len == l->head_len && read_json_line(&x->j, l->head, l->len)
         && x->j.input_len == wn && memcmp(x->j.input, want, wn) == 0
         && x->j.valid == expected_valid(want, wn);
    if (!ok && x->bad++ == 0) {
        fprintf(stderr, "    output line %zu:\n", x->at + 1);
        harness_dump("input", want, wn);
        harness_dump("output", l->head, l->head_len);
    }
    x->at++;
}

/* Runs `parse` on in as stdin and checks every output line. */
static void check_batch(const char *what, const char *in, size_t len,
                        int want_status)
{
    struct expect x;
    struct run r;
    char *args[] = { (char *)"parse", NULL };

    expect_init(&x, in, len);
    memset(&r, 0, sizeof r);
    r.in = in;
    r.in_len = len;
    r.stdin_fd = -1;
    r.on_line = expect_line;
    r.ctx = &x;
    run_prog(&r, args);
    if (!CHECK(r.lines == x.n && x.at == x.n))
        fprintf(stderr, "    %s: %lu output lines for %zu inputs\n", what,
                r.lines, x.n);
    if (!CHECK(x.bad == 0))
        fprintf(stderr, "    %s: %lu bad output lines\n", what, x.bad);
    if (!CHECK(r.status == want_status && !r.signaled))
        fprintf(stderr, "    %s: status %d: %s\n", what, r.status, r.err);
    expect_free(&x);
}

/* ===== The cases ===== */

/* Every byte value in every position of URLs of each form (5), NUL, CR
 * and LF included; inputs that are cut by an LF count as two lines. */
static void test_every_byte(void)
{
    static const char *const bases[] = {
        "ftp://u:p@h.com:21/a/b;type=a",
        "http://h/p?q",
        "news:a.b",
    };
    size_t bi, k, b, n = 0;
    char *in;

    for (bi = 0; bi < 3; bi++)
        n += 256 * (strlen(bases[bi]) + 1) * (strlen(bases[bi]) + 1);
    if ((in = malloc(n)) == NULL)
        abort();
    n = 0;
    for (bi = 0; bi < 3; bi++) {
        size_t bl = strlen(bases[bi]);
        for (k = 0; k < bl; k++) {
            for (b = 0; b < 256; b++) {
                memcpy(in + n, bases[bi], bl);
                in[n + k] = (char)b;
                n += bl;
                in[n++] = '\n';
            }
        }
    }
    check_batch("every byte in every position", in, n, 1);
    free(in);
}

/* A million lines, of every length from 0 to 255, in order. */
static void test_million_lines(void)
{
    static const char base[] = "http://h.example/";
    static const char alpha[] = "abcdefghijklmnopqrstuvwxyz0123456789-._";
    size_t i, k, n = 0, cap = 0;
    char *in;

    for (i = 0; i < 1000000; i++)
        cap += i % 256 + 1;
    if ((in = malloc(cap)) == NULL)
        abort();
    for (i = 0; i < 1000000; i++) {
        size_t len = i % 256;
        for (k = 0; k < len; k++)
            in[n + k] = k < sizeof base - 1
                            ? base[k]
                            : alpha[(i + k) % (sizeof alpha - 1)];
        n += len;
        in[n++] = '\n';
    }
    check_batch("a million lines", in, n, 1);
    free(in);
}

static void big_url_line(const struct line *l, void *ctx)
{
    static const char head[] = "{\"input\":\"http://h/aaaa";
    static const char tail[] = "aaaa\"],\"search\":null}}";
    size_t tl = sizeof tail - 1;

    (void)ctx;
    CHECK(l->head_len >= sizeof head - 1
          && memcmp(l->head, head, sizeof head - 1) == 0);
    CHECK(l->tail_len >= tl
          && memcmp(l->tail + l->tail_len - tl, tail, tl) == 0);
    CHECK(l->len > 200000000);
}

/* A 100 MB URL: valid, one line out, its parts complete. */
static void test_big_url(void)
{
    size_t n = 100u << 20, pre = 9;
    char *in = malloc(n + 1);
    struct run r;
    char *args[] = { (char *)"parse", NULL };

    if (in == NULL)
        abort();
    memcpy(in, "http://h/", pre);
    memset(in + pre, 'a', n - pre);
    in[n] = '\n';
    CHECK(url1738_valid(in, n));      /* and straight from the library */
    memset(&r, 0, sizeof r);
    r.in = in;
    r.in_len = n + 1;
    r.stdin_fd = -1;
    r.on_line = big_url_line;
    run_prog(&r, args);
    CHECK_EQ_INT(r.lines, 1);
    CHECK_EQ_INT(r.status, 0);
    free(in);
}

/* CR LF line ends, a lone CR kept, empty lines, no final LF. */
static void test_line_ends(void)
{
    static const char a[] = "http://a/\r\nb\r\n\r\n\nhttp://c/x\r\r\nmailto:x@y";
    static const char b[] = "http://a/\nnews:*";
    static const char c[] = "\r\n";
    static const char d[] = "http://a/\r";

    check_batch("CR LF", a, sizeof a - 1, 1);
    check_batch("no final LF", b, sizeof b - 1, 0);
    check_batch("a lone CR LF", c, sizeof c - 1, 1);
    check_batch("a final CR, no LF", d, sizeof d - 1, 0);
    check_batch("nothing", "", 0, 0);
}

/* Input that cannot be read: a directory as stdin, missing files. */
static void test_unreadable(void)
{
    struct run r;
    char *parse[] = { (char *)"parse", NULL };
    char path[] = "/tmp/t_hostile-XXXXXX";
    int fd = mkstemp(path);
    char *extract[] = { (char *)"extract", (char *)"/nonexistent/x",
                        (char *)"tests", path, NULL };
    static const char text[] = "see <URL:http://a.b/c> and ftp://x.y/z.\n";

    CHECK(fd >= 0 && write(fd, text, sizeof text - 1)
                         == (ssize_t)(sizeof text - 1));

    memset(&r, 0, sizeof r);
    r.stdin_fd = open(".", O_RDONLY);
    CHECK(r.stdin_fd >= 0);
    run_prog(&r, parse);
    /* A read error is a local I/O error: 3, never "invalid" (issue 26). */
    CHECK(r.status == 3 && !r.signaled && r.lines == 0);
    CHECK(strstr(r.err, "error reading standard input") != NULL);
    close(r.stdin_fd);

    /* extract goes on after a missing file and a directory. */
    memset(&r, 0, sizeof r);
    r.stdin_fd = -1;
    run_prog(&r, extract);
    CHECK(r.status == 3 && !r.signaled);
    CHECK(strstr(r.err, "/nonexistent/x") != NULL);
    CHECK(strstr(r.err, "tests:") != NULL);
    CHECK_EQ_INT(r.lines, 2);   /* both URLs of the readable file */
    close(fd);
    unlink(path);
}

/* Standard output closed: early (the reader gone) and from the start. */
static void test_stdout_closed(void)
{
    size_t n = 0, i;
    char *in = malloc(300000 * 12);
    struct run r;
    char *args[] = { (char *)"parse", NULL };

    if (in == NULL)
        abort();
    for (i = 0; i < 300000; i++) {
        memcpy(in + n, "http://h/a\n", 11);
        n += 11;
    }
    memset(&r, 0, sizeof r);
    r.in = in;
    r.in_len = n;
    r.stdin_fd = -1;
    r.close_stdout = 2;
    run_prog(&r, args);
    CHECK_EQ_INT(r.status, 141);      /* by design: cli/out.c */
    CHECK(!r.signaled && r.err_len == 0);

    memset(&r, 0, sizeof r);
    r.in = in;
    r.in_len = n;
    r.stdin_fd = -1;
    r.close_stdout = 1;
    run_prog(&r, args);
    CHECK(!r.signaled && r.status != 0);
    CHECK(strstr(r.err, "write error") != NULL);
    free(in);
}

/* ulimit -v: small input works in little memory; a line too long for it
 * ends the program with a message, not a crash. */
static void test_low_memory(void)
{
#ifdef UNDER_ASAN
    fprintf(stderr, "    t_hostile: ulimit -v cases skipped under ASan "
                    "(its shadow memory needs terabytes of address space)\n");
#else
    static const char small[] = "http://h/a\nnews:x\n";
    size_t n = 200u << 20;
    char *big = malloc(n + 1);
    struct run r;
    struct expect x;
    char *args[] = { (char *)"parse", NULL };

    if (big == NULL)
        abort();
    expect_init(&x, small, sizeof small - 1);
    memset(&r, 0, sizeof r);
    r.in = small;
    r.in_len = sizeof small - 1;
    r.stdin_fd = -1;
    r.as_limit = 48u << 20;
    r.on_line = expect_line;
    r.ctx = &x;
    run_prog(&r, args);
    CHECK(r.status == 0 && r.lines == 2 && x.bad == 0);
    expect_free(&x);

    memcpy(big, "http://h/", 9);
    memset(big + 9, 'a', n - 9);
    big[n] = '\n';
    memset(&r, 0, sizeof r);
    r.in = big;
    r.in_len = n + 1;
    r.stdin_fd = -1;
    r.as_limit = 48u << 20;
    run_prog(&r, args);
    CHECK(!r.signaled && r.status == 3);
    CHECK(strstr(r.err, "out of memory") != NULL);

    /* The inputs before the one that did not fit keep their results: the
     * output buffer is written out before the program gives up. */
    memcpy(big, "news:a\nhttp://h/", 16);
    memset(&r, 0, sizeof r);
    r.in = big;
    r.in_len = n + 1;
    r.stdin_fd = -1;
    r.as_limit = 48u << 20;
    run_prog(&r, args);
    CHECK(!r.signaled && r.status == 3 && r.lines == 1);
    free(big);
#endif
}

void run_tests(void)
{
    const char *b = getenv("BUILD");

    snprintf(prog, sizeof prog, "%s/url1738", b != NULL ? b : "build");
    signal(SIGPIPE, SIG_IGN);
    test_line_ends();
    test_every_byte();
    test_unreadable();
    test_stdout_closed();
    test_low_memory();
    test_million_lines();
    test_big_url();
}
