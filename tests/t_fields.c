/* SPDX-License-Identifier: MIT */
/*
 * t_fields.c - the vocabulary of URL parts (URL1738_FIELDS) and its
 * consumers: the run-time table agrees with the X-macro; every field is
 * present in some example URL at the place the table says; and every
 * consumer covers every field: `url1738 parse` writes each key, its
 * --format=tsv accepts each name, `url1738 build` reads parse's output
 * back to the same URL, the SQLite extension answers url_part() for each
 * name. The consumers iterate the table, so a field added to it is
 * covered here without a change. Runs $BUILD/url1738 and sqlite3.
 */
#include <stdlib.h>

#include "harness.h"

/* One URL of every scheme (and form) holding as many parts as it can. */
static const char *const examples[] = {
    "ftp://u:p@h.dom:21/a/b;type=i", "http://h:80/a/b?s", "gopher://h:70/0sel%09s%09+",
    "mailto:a@b.dom", "news:*", "news:comp.x", "news:1@h.dom",
    "nntp://h:119/comp.x/12", "telnet://u:p@h:23/", "wais://h:210/db?s",
    "wais://h/db/t/p", "file://h/a/b", "prospero://h:1525/a/b;n=v",
    "x-y:abc", "x-y://u:p@h:1/p",
    /* Raw parts with escapes come back as they are (issue 12). */
    "ftp://z=%3F@p/&", "x://h/a%3ab%2Fc", "x:a%41", "x:///abc",
    "telnet://u%3a:p%40@h/",
};
#define NEX (sizeof examples / sizeof examples[0])
static const char rfc3986_example[] = "x-y://u:p@h:1/p?q#f";

static const char *build_dir(void)
{
    const char *b = getenv("BUILD");
    return b != NULL && *b != '\0' ? b : "build";
}

/* The X-macro's columns against url1738_field_info(). */
static void test_table(void)
{
#define ROW_(id, name, nest, schemes, at, kind, part, absent, to)            \
    { URL1738_F_##id, name, nest, schemes, kind, part },
    static const struct {
        enum url1738_field id;
        const char *name;
        enum url1738_field_nest nest;
        unsigned schemes;
        enum url1738_field_kind kind;
        int part;
    } rows[] = { URL1738_FIELDS(ROW_) };
#undef ROW_
    size_t i, n = sizeof rows / sizeof rows[0];

    CHECK_EQ_INT(url1738_field_count(), n);
    CHECK(url1738_field_info(n) == NULL);
    for (i = 0; i < n; i++) {
        const struct url1738_field_info *f = url1738_field_info(i);
        char q[64];
        if (!CHECK(f != NULL))
            continue;
        CHECK_EQ_INT(f->size, sizeof *f);
        CHECK_EQ_INT(f->id, i);
        CHECK_EQ_INT(rows[i].id, i);
        CHECK_EQ_STR(f->name, strlen(f->name), rows[i].name);
        CHECK_EQ_INT(f->nest, rows[i].nest);
        CHECK_EQ_INT(f->schemes, rows[i].schemes);
        CHECK_EQ_INT(f->kind, rows[i].kind);
        CHECK_EQ_INT(f->part, rows[i].part);
        if (f->nest == URL1738_FN_SCHEME) {
            /* One scheme; found by "scheme.name" and, for its URLs, by
             * the bare name unless a top-level field has it. */
            CHECK_EQ_INT(f->schemes, 1u << f->scheme);
            snprintf(q, sizeof q, "%s.%s", url1738_scheme_name(f->scheme),
                     f->name);
            CHECK_EQ_INT(url1738_field_lookup(q, strlen(q), f->scheme), i);
            CHECK_EQ_INT(url1738_field_lookup(q, strlen(q),
                                              URL1738_SCHEME_HTTP), i);
        } else {
            CHECK_EQ_INT(f->scheme, URL1738_SCHEME_NONE);
            CHECK_EQ_INT(url1738_field_lookup(f->name, strlen(f->name),
                                              URL1738_SCHEME_FTP), i);
        }
    }
    /* The TSV column "type" of a WAIS URL is no longer its wtype. */
    CHECK_EQ_INT(url1738_field_lookup("type", 4, URL1738_SCHEME_WAIS), -1);
    CHECK_EQ_INT(url1738_field_lookup("type", 4, URL1738_SCHEME_FTP),
                 URL1738_F_FTP_TYPE);
    CHECK_EQ_INT(url1738_field_lookup("type", 4, URL1738_SCHEME_GOPHER),
                 URL1738_F_GOPHER_TYPE);
    CHECK_EQ_INT(url1738_field_lookup("path", 4, URL1738_SCHEME_FILE),
                 URL1738_F_PATH);
    CHECK_EQ_INT(url1738_field_lookup("file.path", 9, URL1738_SCHEME_FTP),
                 URL1738_F_FILE_PATH);
    CHECK_EQ_INT(url1738_field_lookup("ftp.bogus", 9, URL1738_SCHEME_FTP),
                 -1);
    CHECK_EQ_INT(url1738_field_lookup("fpath", 5, URL1738_SCHEME_FTP), -1);
}

/* Every field is present in one example at least, and its text there
 * is what the table promises (spot checks written out by hand). */
static void test_present(void)
{
    size_t i, k, n = url1738_field_count();
    char buf[64];
    size_t need;
    struct url1738_url u = URL1738_URL_INIT;

    for (i = 0; i < n; i++) {
        int found = 0;
        for (k = 0; k < NEX; k++) {
            url1738_parse(examples[k], strlen(examples[k]), &u, NULL);
            found |= url1738_field_text(examples[k], &u, i, buf, sizeof buf,
                                        &need) == URL1738_OK;
        }
        /* The RFC 3986 reading's fields (userinfo, query, fragment). */
        url1738_parse_spec(rfc3986_example, strlen(rfc3986_example),
                           URL1738_SPEC_RFC3986, &u, NULL);
        found |= url1738_field_text(rfc3986_example, &u, i, buf, sizeof buf,
                                    &need) == URL1738_OK;
        if (!CHECK(found))
            fprintf(stderr, "    no example holds %s\n",
                    url1738_field_info(i)->name);
    }
    url1738_parse("FTP://h/a;type=I", 16, &u, NULL);
    url1738_field_text("FTP://h/a;type=I", &u, URL1738_F_SCHEME, buf,
                       sizeof buf, &need);
    CHECK_EQ_STR(buf, need, "ftp");
    url1738_field_text("FTP://h/a;type=I", &u, URL1738_F_FTP_TYPE, buf,
                       sizeof buf, &need);
    CHECK_EQ_STR(buf, need, "i");
    CHECK_EQ_INT(url1738_field_number(&u, URL1738_F_DEFAULT_PORT), 21);
    CHECK_EQ_INT(url1738_field_text("FTP://h/a;type=I", &u,
                                    URL1738_F_HTTP_SEARCH, buf, sizeof buf,
                                    &need), URL1738_E_UNSUPPORTED);
    url1738_parse("file://h/a%20b", 14, &u, NULL);
    CHECK_EQ_INT(url1738_field_text("file://h/a%20b", &u,
                                    URL1738_F_FILE_PATH, buf, 3, &need),
                 URL1738_E_NOSPACE);
    CHECK_EQ_INT(need, 4);
    url1738_field_text("file://h/a%20b", &u, URL1738_F_FILE_PATH, buf,
                       sizeof buf, &need);
    CHECK_EQ_STR(buf, need, "/a b");
    url1738_parse("news:*", 6, &u, NULL);
    CHECK_EQ_INT(url1738_field_number(&u, URL1738_F_NEWS_ALL), 1);
    url1738_field_text("news:*", &u, URL1738_F_NEWS_ALL, buf, sizeof buf,
                       &need);
    CHECK_EQ_STR(buf, need, "true");
    url1738_parse("x:a%41", 6, &u, NULL);
    url1738_field_text("x:a%41", &u, URL1738_F_SCHEMEPART, buf, sizeof buf,
                       &need);
    CHECK_EQ_STR(buf, need, "a%41");
}

/* Runs a shell command; its whole output in out (NUL-terminated). */
static int run(const char *cmd, char *out, size_t cap)
{
    FILE *f = popen(cmd, "r");
    size_t n = 0, r;

    if (f == NULL)
        return -1;
    while (n + 1 < cap && (r = fread(out + n, 1, cap - 1 - n, f)) > 0)
        n += r;
    out[n] = '\0';
    return pclose(f);
}

/* Whether field f of URL u's scheme is written by parse for it. */
static int written(const struct url1738_field_info *f,
                   const struct url1738_url *u)
{
    return f->nest == URL1738_FN_TOP
           || (f->nest == URL1738_FN_OTHER
               && u->scheme_id == URL1738_SCHEME_OTHER)
           || (f->nest == URL1738_FN_SCHEME && f->scheme == u->scheme_id);
}

/* parse (JSON and TSV), build and the SQLite extension cover every
 * field. */
static void test_consumers(void)
{
    static char out[8192], cmd[4096], names[2048];
    const struct url1738_field_info *f;
    const char *b = build_dir();
    size_t i, k, at = 0;
    char ext[512];
    FILE *probe;

    for (i = 0; (f = url1738_field_info(i)) != NULL; i++)
        at += (size_t)snprintf(names + at, sizeof names - at, "%s%s%s%s",
                               i > 0 ? "," : "",
                               f->nest == URL1738_FN_SCHEME
                                   ? url1738_scheme_name(f->scheme) : "",
                               f->nest == URL1738_FN_SCHEME ? "." : "",
                               f->name);
    snprintf(ext, sizeof ext, "%s/url1738_sqlite.so", b);
    probe = fopen(ext, "r");
    if (!CHECK(probe != NULL))
        fprintf(stderr, "    %s is missing (apt-get install "
                        "libsqlite3-dev, then make)\n", ext);
    else
        fclose(probe);
    for (k = 0; k < NEX; k++) {
        struct url1738_url u = URL1738_URL_INIT;
        char *tab;
        size_t cols = 1;

        url1738_parse(examples[k], strlen(examples[k]), &u, NULL);
        /* JSON: every key of the URL's scheme. */
        snprintf(cmd, sizeof cmd, "%s/url1738 parse '%s'", b, examples[k]);
        CHECK_EQ_INT(run(cmd, out, sizeof out), 0);
        for (i = 0; (f = url1738_field_info(i)) != NULL; i++) {
            char key[64];
            snprintf(key, sizeof key, "\"%s\":", f->name);
            if (written(f, &u) && !CHECK(strstr(out, key) != NULL))
                fprintf(stderr, "    %s lacks %s\n", examples[k], key);
        }
        /* build reads parse's output back to the same URL. */
        snprintf(cmd, sizeof cmd, "%s/url1738 parse '%s' | %s/url1738 build",
                 b, examples[k], b);
        CHECK_EQ_INT(run(cmd, out, sizeof out), 0);
        if (!CHECK(strncmp(out, "{\"url\":\"", 8) == 0
                   && strncmp(out + 8, examples[k], strlen(examples[k])) == 0
                   && out[8 + strlen(examples[k])] == '"'))
            fprintf(stderr, "    %s came back as %s", examples[k], out);
        /* TSV: every name is a column. */
        snprintf(cmd, sizeof cmd, "%s/url1738 parse --format=tsv "
                 "--fields=%s '%s'", b, names, examples[k]);
        CHECK_EQ_INT(run(cmd, out, sizeof out), 0);
        for (tab = out; (tab = strchr(tab, '\t')) != NULL; tab++)
            cols++;
        CHECK_EQ_INT(cols, url1738_field_count());
    }
    /* SQLite: url_part() knows every name. */
    for (i = 0; (f = url1738_field_info(i)) != NULL; i++) {
        char q[64];
        snprintf(q, sizeof q, "%s%s%s",
                 f->nest == URL1738_FN_SCHEME ? url1738_scheme_name(f->scheme)
                                              : "",
                 f->nest == URL1738_FN_SCHEME ? "." : "", f->name);
        snprintf(cmd, sizeof cmd, "sqlite3 -batch -bail -cmd '.load %s/"
                 "url1738_sqlite' :memory: \"SELECT count(url_part('%s', "
                 "'%s'))\" 2>&1", b, examples[0], q);
        if (!CHECK(run(cmd, out, sizeof out) == 0
                   && (out[0] == '0' || out[0] == '1') && out[1] == '\n'))
            fprintf(stderr, "    url_part(..., '%s'): %s", q, out);
    }
}

void run_tests(void)
{
    test_table();
    test_present();
    test_consumers();
}
