/* SPDX-License-Identifier: MIT */
/*
 * v1_1_0.c - a program of the released 1.1.0: compiled against
 * abi/1.1.0/url1738.h (the header of 34cf309, never edited), linked with
 * today's liburl1738.so.1 and run by tests/t_abi.sh, which compares what
 * it prints with tests/abi/v1_1_0.out. That file is what this program
 * printed linked with the 1.1.0 library itself (built at 34cf309): a
 * line that differs is a promise of ABI 1 broken.
 *
 * Every struct of 1.1.0 is passed at 1.1.0's size, with guard bytes
 * after it that the library must leave alone ("guard ok").
 */
#include <stdio.h>
#include <string.h>

#include "url1738.h"

#define GUARD 0xA5

static int guard_ok(const unsigned char *p, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        if (p[i] != GUARD)
            return 0;
    return 1;
}

static void span(const char *name, const char *p, struct url1738_span s)
{
    if (!url1738_present(s))
        printf("  %s absent\n", name);
    else
        printf("  %s \"%.*s\"\n", name, (int)s.len, p + s.off);
}

static void parse(const char *p)
{
    struct {
        struct url1738_url u;
        unsigned char guard[64];
    } b;
    struct url1738_error err;
    enum url1738_code rc;

    memset(&b, GUARD, sizeof b);
    b.u.size = sizeof b.u;
    rc = url1738_parse(p, strlen(p), &b.u, &err);
    printf("parse %s: %s at %zu (%s), size %zu, guard %s\n", p,
           url1738_errname(rc), err.offset, err.message, b.u.size,
           guard_ok(b.guard, sizeof b.guard) ? "ok" : "WRITTEN");
    if (rc != URL1738_OK)
        return;
    printf("  scheme_id %d (%s)\n", (int)b.u.scheme_id,
           url1738_scheme_name(b.u.scheme_id));
    span("user", p, b.u.user);
    span("password", p, b.u.password);
    span("host", p, b.u.host);
    span("port", p, b.u.port);
    span("path", p, b.u.path);
    if (b.u.scheme_id == URL1738_SCHEME_FTP) {
        span("ftp.fpath", p, b.u.u.ftp.fpath);
        span("ftp.type", p, b.u.u.ftp.type);
    } else if (b.u.scheme_id == URL1738_SCHEME_HTTP) {
        span("http.hpath", p, b.u.u.http.hpath);
        span("http.search", p, b.u.u.http.search);
    } else if (b.u.scheme_id == URL1738_SCHEME_GOPHER) {
        span("gopher.type", p, b.u.u.gopher.type);
        span("gopher.selector", p, b.u.u.gopher.selector);
        span("gopher.search", p, b.u.u.gopher.search);
        span("gopher.plus", p, b.u.u.gopher.plus);
    } else if (b.u.scheme_id == URL1738_SCHEME_NEWS) {
        printf("  news.all %d\n", b.u.u.news.all);
        span("news.group", p, b.u.u.news.group);
        span("news.article", p, b.u.u.news.article);
    } else if (b.u.scheme_id == URL1738_SCHEME_WAIS) {
        span("wais.database", p, b.u.u.wais.database);
        span("wais.search", p, b.u.u.wais.search);
        span("wais.wtype", p, b.u.u.wais.wtype);
        span("wais.wpath", p, b.u.u.wais.wpath);
    } else if (b.u.scheme_id == URL1738_SCHEME_OTHER) {
        span("other.schemepart", p, b.u.u.other.schemepart);
    }
}

/* The fields of 1.1.0's URL1738_FIELDS a URL of p's scheme has. */
static void fields(const char *p)
{
    struct url1738_url u = URL1738_URL_INIT;
    char out[256];
    size_t i, need;

    if (url1738_parse(p, strlen(p), &u, NULL) != URL1738_OK)
        return;
    printf("fields %s:", p);
    for (i = 0; i < url1738_field_count(); i++) {
        const struct url1738_field_info *f = url1738_field_info(i);

        if (f == NULL || f->id > URL1738_F_SCHEMEPART)
            continue; /* a field after 1.1.0's: not this program's */
        if (url1738_field_text(p, &u, i, out, sizeof out, &need)
            == URL1738_OK)
            printf(" %s=%s", f->name, out);
    }
    printf("\n");
}

static void plan(const char *p)
{
    struct {
        struct url1738_plan pl;
        unsigned char guard[400];
    } b;
    struct url1738_error err;
    enum url1738_code rc;
    char out[512];
    size_t need = 0;

    memset(&b, GUARD, sizeof b);
    memset(&b.pl, 0, sizeof b.pl);
    b.pl.size = sizeof b.pl;
    rc = url1738_plan(p, strlen(p), "me@example.org", 14, &b.pl, &err);
    printf("plan %s: %s at %zu, plan size %zu, url.size %zu, guard %s\n", p,
           url1738_errname(rc), err.offset, b.pl.size, b.pl.url.size,
           guard_ok(b.guard, sizeof b.guard) ? "ok" : "WRITTEN");
    if (rc != URL1738_OK)
        return;
    printf("  protocol %s port %u flags %#x ftp_type %d gplus %d "
           "wais_form %d email %.*s\n", b.pl.protocol, b.pl.port,
           b.pl.flags, b.pl.ftp_type, (int)b.pl.gplus, (int)b.pl.wais_form,
           (int)b.pl.email_len, b.pl.email);
    span("url.host", p, b.pl.url.host);
    span("ftp_name", p, b.pl.ftp_name);
    span("view", p, b.pl.view);
    span("language", p, b.pl.language);
    if (url1738_plan_commands(p, &b.pl, out, sizeof out, &need)
        == URL1738_OK && need > 0)
        printf("  commands %s", out);
    if (url1738_plan_request(p, &b.pl, out, sizeof out, &need) == URL1738_OK
        && need > 0)
        printf("  request %zu bytes \"%.*s\"\n", need,
               (int)strcspn(out, "\t\r\n"), out);
    if (url1738_plan_path(p, &b.pl, out, sizeof out, &need) == URL1738_OK
        && need > 0)
        printf("  path %s\n", out);
}

static void lint(const char *p)
{
    struct {
        struct url1738_warning w[4];
        unsigned char guard[64];
    } b;
    struct url1738_error err;
    size_t n, i;

    memset(&b, GUARD, sizeof b);
    b.w[0].size = sizeof b.w[0];
    n = url1738_lint(p, strlen(p), b.w, 4, &err);
    printf("lint %s: %zu, guard %s\n", p, n,
           guard_ok(b.guard, sizeof b.guard) ? "ok" : "WRITTEN");
    for (i = 0; i < n && i < 4; i++)
        printf("  %s severity %d at %zu+%zu\n",
               url1738_warnname(b.w[i].code), b.w[i].severity,
               b.w[i].offset, b.w[i].len);
}

static void build(void)
{
    struct {
        struct url1738_parts parts;
        unsigned char guard[64];
    } b;
    struct url1738_bytes segs[2] = { { "a b", 3 }, { "c", 1 } };
    struct url1738_error err;
    char out[128];
    size_t need = 0;
    enum url1738_code rc;

    memset(&b, GUARD, sizeof b);
    memset(&b.parts, 0, sizeof b.parts);
    b.parts.size = sizeof b.parts;
    b.parts.scheme_id = URL1738_SCHEME_FTP;
    b.parts.user.p = "u@x";
    b.parts.user.len = 3;
    b.parts.host.p = "h.example";
    b.parts.host.len = 9;
    b.parts.segments = segs;
    b.parts.nsegments = 2;
    b.parts.type.p = "i";
    b.parts.type.len = 1;
    rc = url1738_build(&b.parts, out, sizeof out, &need, &err);
    printf("build ftp: %s %s (%zu), guard %s\n", url1738_errname(rc), out,
           need, guard_ok(b.guard, sizeof b.guard) ? "ok" : "WRITTEN");
    memset(&b.parts, 0, sizeof b.parts);
    b.parts.size = sizeof b.parts;
    b.parts.scheme_id = URL1738_SCHEME_GOPHER;
    b.parts.host.p = "g";
    b.parts.host.len = 1;
    b.parts.selector.p = "sel\tx";
    b.parts.selector.len = 5;
    rc = url1738_build(&b.parts, out, sizeof out, &need, &err);
    printf("build gopher: %s %s\n", url1738_errname(rc),
           rc == URL1738_OK ? out : err.message);
}

static void repair(const char *p)
{
    struct {
        struct url1738_change ch[4];
        unsigned char guard[64];
    } b;
    struct url1738_error err;
    char out[128];
    size_t need = 0, n = 0, i;
    enum url1738_code rc;

    memset(&b, GUARD, sizeof b);
    b.ch[0].size = sizeof b.ch[0];
    rc = url1738_repair(p, strlen(p), out, sizeof out, &need, b.ch, 4, &n,
                        &err);
    printf("repair \"%s\": %s %s, %zu changes, guard %s\n", p,
           url1738_errname(rc), rc == URL1738_OK ? out : "-", n,
           guard_ok(b.guard, sizeof b.guard) ? "ok" : "WRITTEN");
    for (i = 0; i < n && i < 4; i++)
        printf("  %s at %zu\n", url1738_fix_name(b.ch[i].kind),
               b.ch[i].offset);
}

static void extract(const char *text)
{
    struct url1738_extract *st;
    struct {
        struct url1738_extract st;
        unsigned char guard[64];
    } b;
    struct {
        struct url1738_found f;
        unsigned char guard[64];
    } fb;
    size_t used = 0, off = 0, len = strlen(text);
    char out[256];
    int r;

    memset(&b, GUARD, sizeof b);
    memset(&fb, GUARD, sizeof fb);
    st = &b.st;
    url1738_extract_init(st);
    fb.f.size = sizeof fb.f;
    printf("extract:");
    for (;;) {
        r = url1738_extract_next(st, text + off, len - off, &used, &fb.f);
        off += used;
        if (r == 0)
            r = url1738_extract_finish(st, &fb.f);
        if (r <= 0)
            break;
        if (url1738_extract_url(st, 0, out, sizeof out, NULL) == URL1738_OK)
            printf(" [%s %s at %llu valid %d]", out,
                   url1738_form_name(fb.f.form), (unsigned long long)fb.f.offset,
                   url1738_extract_valid(st, 0));
    }
    printf(" guard %s\n", guard_ok(b.guard, sizeof b.guard)
                              && guard_ok(fb.guard, sizeof fb.guard)
                          ? "ok" : "WRITTEN");
}

static void relative(void)
{
    struct {
        struct url1738_rel rel;
        unsigned char guard[64];
    } b;
    const char *r = "//h/p;q?s#f";
    char out[128];
    size_t need = 0;
    enum url1738_code rc;

    memset(&b, GUARD, sizeof b);
    b.rel.size = sizeof b.rel;
    rc = url1738_rel_parse(r, strlen(r), 0, &b.rel);
    printf("rel_parse %s: %s, guard %s\n", r, url1738_errname(rc),
           guard_ok(b.guard, sizeof b.guard) ? "ok" : "WRITTEN");
    span("net_loc", r, b.rel.net_loc);
    span("path", r, b.rel.path);
    span("params", r, b.rel.params);
    span("query", r, b.rel.query);
    span("fragment", r, b.rel.fragment);
    rc = url1738_resolve("http://a/b/c/d;p?q", 18, "../g?y", 6, 0, out,
                         sizeof out, &need, NULL);
    printf("resolve: %s %s\n", url1738_errname(rc), out);
    rc = url1738_relativize("http://a/b/c/d", 14, "http://a/b/e", 12, 0,
                            out, sizeof out, &need, NULL);
    printf("relativize: %s %s\n", url1738_errname(rc), out);
}

int main(void)
{
    static const char *const urls[] = {
        "ftp://anon:pw@ftp.example.com:2121/pub/a%20b.txt;type=i",
        "http://www.example.com/a/b?x=1",
        "gopher://g.example.com/1sel%09search%09+VIEW",
        "news:comp.lang.c",
        "wais://w.example.com/db/TEXT/doc",
        "x-private:abc",
        "http://h/a b",
    };
    char out[256];
    size_t need = 0, i;
    struct url1738_iter it;
    struct url1738_span seg;
    struct url1738_url u = URL1738_URL_INIT;
    const char *fp = "ftp://h/d1/d2/f;type=d";

    printf("errname %s strerror %s\n", url1738_errname(URL1738_E_PORT),
           url1738_strerror(URL1738_E_PORT));
    printf("scheme_lookup %d default_port %u class %#x\n",
           (int)url1738_scheme_lookup("GOPHER", 6),
           url1738_default_port(URL1738_SCHEME_WAIS), url1738_class('~'));
    for (i = 0; i < sizeof urls / sizeof urls[0]; i++)
        parse(urls[i]);
    for (i = 0; i < 6; i++)
        fields(urls[i]);
    printf("valid %d %d\n", url1738_valid("http://h/", 9),
           url1738_valid("http://h/~", 10));
    url1738_decode("a%41%7e", 7, out, sizeof out, &need, NULL);
    printf("decode %s (%zu)\n", out, need);
    if (url1738_parse(fp, strlen(fp), &u, NULL) == URL1738_OK) {
        url1738_iter_init(&it, u.u.ftp.fpath);
        printf("segments:");
        while (url1738_next_segment(fp, &it, &seg))
            printf(" %.*s", (int)seg.len, fp + seg.off);
        printf("\n");
    }
    /* Counts grow (members and parts are appended): at least 1.1.0's. */
    printf("parts %d %s %d must_escape %d %d\n", url1738_part_count() >= 24,
           url1738_part_name(URL1738_PART_FTP_SEGMENT),
           url1738_part_lookup("http_search", 11),
           url1738_must_escape(URL1738_PART_HTTP_SEGMENT, '?'),
           url1738_must_escape(URL1738_PART_HTTP_SEGMENT, 'a'));
    url1738_encode(URL1738_PART_FTP_SEGMENT, "a/b c;", 6, out, sizeof out,
                   &need);
    printf("encode %s\n", out);
    build();
    url1738_normalize("HTTP://WWW.Example.COM:80/%7e%41", 32, out,
                      sizeof out, &need, NULL);
    printf("normalize %s equivalent %d\n", out,
           url1738_equivalent("http://h/%41", 12, "HTTP://h:80/A", 13,
                              NULL));
    for (i = 0; i < 5; i++)
        plan(urls[i]);
    plan("mailto:someone@example.org");
    plan("file://localhost/etc/motd");
    plan("ftp://h/a%0d%0aDELE%20x");
    printf("warn_count %d\n", url1738_warn_count() > 0);
    lint("ftp://u:p@h:25/a");
    lint("http://h/%7euser");
    repair(" <http://h/a b> ");
    extract("see http://a.example/x, and <ftp://f.example/pub> ok "
            "mailto:m@example.org.");
    relative();
    return 0;
}
