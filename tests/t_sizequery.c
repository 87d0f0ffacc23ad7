/* SPDX-License-Identifier: MIT */
/*
 * t_sizequery.c - the one output-buffer rule of url1738.h ("Output
 * buffers"), checked for every function that writes into a caller's
 * buffer, each called with cap 0, need - 1, need, need + 1 and with a
 * NULL dst and cap > 0:
 *
 *   cap 0         size query: dst untouched, *need exact, E_NOSPACE
 *   need - 1      E_NOSPACE, the first need - 1 bytes, nothing after
 *   need          OK, the result, no NUL (the byte after is untouched)
 *   need + 1      OK, the result and a NUL
 *   NULL, cap 5   E_INVALID_ARG, *need 0
 *
 * Each function's expected result is written out by hand.
 */
#include <stdlib.h>

#include "harness.h"

typedef enum url1738_code (*writer)(char *dst, size_t cap, size_t *need);

static enum url1738_code w_decode(char *dst, size_t cap, size_t *need)
{
    return url1738_decode("a%20b%41", 8, dst, cap, need, NULL);
}

static enum url1738_code w_decode_span(char *dst, size_t cap, size_t *need)
{
    struct url1738_span sp;

    sp.off = 2;
    sp.len = 4;
    return url1738_decode_span("xx%41b", sp, dst, cap, need, NULL);
}

static enum url1738_code w_encode(char *dst, size_t cap, size_t *need)
{
    return url1738_encode(URL1738_PART_HTTP_SEGMENT, "a b/c", 5, dst, cap,
                          need);
}

static enum url1738_code w_build(char *dst, size_t cap, size_t *need)
{
    struct url1738_parts u = URL1738_PARTS_INIT;

    u.scheme_id = URL1738_SCHEME_HTTP;
    u.host.p = "h.com";
    u.host.len = 5;
    u.path.p = NULL;
    return url1738_build(&u, dst, cap, need, NULL);
}

static enum url1738_code w_encode_spec(char *dst, size_t cap, size_t *need)
{
    return url1738_encode_spec(URL1738_SPEC_RFC3986, URL1738_PART_QUERY,
                               "a b/#", 5, dst, cap, need);
}

static enum url1738_code w_build_spec(char *dst, size_t cap, size_t *need)
{
    struct url1738_parts u = URL1738_PARTS_INIT;

    u.scheme_id = URL1738_SCHEME_HTTP;
    u.host.p = "::1";
    u.host.len = 3;
    u.query.p = "q";
    u.query.len = 1;
    return url1738_build_spec(&u, URL1738_SPEC_RFC3986, dst, cap, need,
                              NULL);
}

static enum url1738_code w_normalize(char *dst, size_t cap, size_t *need)
{
    return url1738_normalize("HTTP://H.com:80/%7e", 19, dst, cap, need,
                             NULL);
}

/* Written from its end (normalize3986.c): a short buffer must still
 * hold the result's first cap bytes. */
static enum url1738_code w_normalize_spec(char *dst, size_t cap,
                                          size_t *need)
{
    return url1738_normalize_spec("HTTPS://H.com:443/%7e/./a/b/..", 30,
                                  URL1738_SPEC_RFC3986, dst, cap, need, NULL);
}

static enum url1738_code w_repair(char *dst, size_t cap, size_t *need)
{
    return url1738_repair("http://h/a b", 12, dst, cap, need, NULL, 0, NULL,
                          NULL);
}

static enum url1738_code w_resolve(char *dst, size_t cap, size_t *need)
{
    return url1738_resolve("http://h/a/b", 12, "../c", 4, 0, dst, cap,
                           need, NULL);
}

static enum url1738_code w_relativize(char *dst, size_t cap, size_t *need)
{
    return url1738_relativize("http://h/a/b", 12, "http://h/c/d", 12, 0,
                              dst, cap, need, NULL);
}

static struct url1738_plan plan_ftp = URL1738_PLAN_INIT,
                           plan_gopher = URL1738_PLAN_INIT,
                           plan_file = URL1738_PLAN_INIT;

static enum url1738_code w_plan_commands(char *dst, size_t cap, size_t *need)
{
    return url1738_plan_commands("ftp://h/d/f", &plan_ftp, dst, cap, need);
}

static enum url1738_code w_plan_request(char *dst, size_t cap, size_t *need)
{
    return url1738_plan_request("gopher://h/1sel", &plan_gopher, dst, cap,
                                need);
}

static enum url1738_code w_plan_path(char *dst, size_t cap, size_t *need)
{
    return url1738_plan_path("file:///a%20b", &plan_file, dst, cap, need);
}

static struct url1738_url fu = URL1738_URL_INIT;
static int fpath = -1;

static enum url1738_code w_field_text(char *dst, size_t cap, size_t *need)
{
    return url1738_field_text("ftp://h/a%20b/c", &fu, (size_t)fpath, dst,
                              cap, need);
}

static struct url1738_url fu2 = URL1738_URL_INIT;
static int ffile = -1;

/* A decoded field with its "/" in front (3.10: file's path). */
static enum url1738_code w_field_text_abs(char *dst, size_t cap,
                                          size_t *need)
{
    return url1738_field_text("file:///a%20b/c", &fu2, (size_t)ffile, dst,
                              cap, need);
}

static struct url1738_extract ex;

static enum url1738_code w_extract_url(char *dst, size_t cap, size_t *need)
{
    return url1738_extract_url(&ex, 0, dst, cap, need);
}

static enum url1738_code w_extract_fragment(char *dst, size_t cap,
                                            size_t *need)
{
    return url1738_extract_fragment(&ex, dst, cap, need);
}

static const struct {
    const char *name;
    writer fn;
    const char *want;
} writers[] = {
    { "decode", w_decode, "a bA" },
    { "decode_span", w_decode_span, "Ab" },
    { "encode", w_encode, "a%20b%2Fc" },
    { "build", w_build, "http://h.com" },
    { "encode_spec", w_encode_spec, "a%20b/%23" },
    { "build_spec", w_build_spec, "http://[::1]?q" },
    { "normalize", w_normalize, "http://h.com/%7E" },
    { "normalize_spec", w_normalize_spec, "https://h.com/~/a/" },
    { "repair", w_repair, "http://h/a%20b" },
    { "resolve", w_resolve, "http://h/c" },
    { "relativize", w_relativize, "/c/d" },
    { "plan_commands", w_plan_commands,
      "USER anonymous\nPASS " URL1738_PLAN_DEFAULT_EMAIL "\nCWD d\n"
      "TYPE A\nRETR f\n" },
    { "plan_request", w_plan_request, "sel\r\n" },
    { "plan_path", w_plan_path, "/a b" },
    { "extract_url", w_extract_url, "http://h/x" },
    { "extract_fragment", w_extract_fragment, "frag" },
    /* ftp's "path": the raw url-path */
    { "field_text", w_field_text, "a%20b/c" },
    { "field_text (decoded)", w_field_text_abs, "/a b/c" },
};

static void check_writer(const char *name, writer fn, const char *want)
{
    size_t wl = strlen(want), need = 12345, caps[3], k;
    char *buf = malloc(wl + 8);

    /* cap 0: a pure size query, dst untouched. */
    buf[0] = '#';
    CHECK_EQ_INT(fn(NULL, 0, &need), URL1738_E_NOSPACE);
    CHECK_EQ_INT(need, wl);
    need = 12345;
    CHECK_EQ_INT(fn(buf, 0, &need), URL1738_E_NOSPACE);
    CHECK_EQ_INT(need, wl);
    if (!CHECK(buf[0] == '#'))
        fprintf(stderr, "    %s wrote with cap 0\n", name);
    caps[0] = wl - 1;
    caps[1] = wl;
    caps[2] = wl + 1;
    for (k = 0; k < 3; k++) {
        size_t cap = caps[k];
        memset(buf, '#', wl + 8);
        need = 12345;
        if (cap < wl) {
            CHECK_EQ_INT(fn(buf, cap, &need), URL1738_E_NOSPACE);
            CHECK_EQ_MEM(buf, cap, want, cap);
        } else {
            CHECK_EQ_INT(fn(buf, cap, &need), URL1738_OK);
            CHECK_EQ_MEM(buf, wl, want, wl);
        }
        CHECK_EQ_INT(need, wl);
        /* The NUL only when cap > need; nothing past cap. */
        if (!CHECK(buf[wl] == (cap > wl ? '\0' : '#')))
            fprintf(stderr, "    %s, cap %zu: byte %zu is %d\n", name, cap,
                    wl, buf[wl]);
        CHECK(buf[wl + 1] == '#');
    }
    /* A NULL dst with room claimed is a caller's mistake. */
    need = 12345;
    if (!CHECK(fn(NULL, 5, &need) == URL1738_E_INVALID_ARG))
        fprintf(stderr, "    %s: NULL dst, cap 5\n", name);
    CHECK_EQ_INT(need, 0);
    free(buf);
}

void run_tests(void)
{
    struct url1738_found f = URL1738_FOUND_INIT;
    const char *text = "see <URL:http://h/x#frag> ";
    size_t i, used, at = 0, n = strlen(text);

    CHECK_EQ_INT(url1738_plan("ftp://h/d/f", 11, NULL, 0, &plan_ftp, NULL),
                 URL1738_OK);
    CHECK_EQ_INT(url1738_plan("gopher://h/1sel", 15, NULL, 0, &plan_gopher,
                              NULL), URL1738_OK);
    CHECK_EQ_INT(url1738_plan("file:///a%20b", 13, NULL, 0, &plan_file,
                              NULL), URL1738_OK);
    CHECK_EQ_INT(url1738_parse("ftp://h/a%20b/c", 15, &fu, NULL),
                 URL1738_OK);
    fpath = url1738_field_lookup("path", 4, URL1738_SCHEME_FTP);
    CHECK(fpath >= 0);
    CHECK_EQ_INT(url1738_parse("file:///a%20b/c", 15, &fu2, NULL),
                 URL1738_OK);
    ffile = url1738_field_lookup("file.path", 9, URL1738_SCHEME_FILE);
    CHECK(ffile >= 0);
    url1738_extract_init(&ex);
    while (at < n && url1738_extract_next(&ex, text + at, n - at, &used, &f)
                         == 0)
        at += used;
    for (i = 0; i < sizeof writers / sizeof writers[0]; i++)
        check_writer(writers[i].name, writers[i].fn, writers[i].want);
    printf("size rule checked for %zu writers\n",
           sizeof writers / sizeof writers[0]);
}
