/* SPDX-License-Identifier: MIT */
/*
 * t_abi.c - the size members of url1738.h ("ABI"): a struct whose size
 * is not set is refused with URL1738_E_INVALID_ARG and a message naming
 * its initializer; a caller built against a newer header (a bigger
 * struct, a bigger array stride) gets ABI 1's members written and its
 * own later bytes left alone, and its unknown members read as absent.
 */
#include <string.h>

#include <stddef.h>

#include "harness.h"

#define GUARD 0xA5

/* Whether n bytes at p all still hold GUARD. */
static int untouched(const unsigned char *p, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        if (p[i] != GUARD)
            return 0;
    return 1;
}

#define CHECK_MSG(err, init)                                                 \
    do {                                                                     \
        CHECK_EQ_INT((err).code, URL1738_E_INVALID_ARG);                     \
        if (!CHECK(strstr((err).message, init) != NULL))                     \
            fprintf(stderr, "    message: %s\n", (err).message);            \
    } while (0)

static void test_unset(void)
{
    struct url1738_url u;
    struct url1738_parts parts;
    struct url1738_plan plan;
    struct url1738_warning w[2];
    struct url1738_change ch[2];
    struct url1738_rel rel;
    struct url1738_error err;
    char out[64];
    size_t need, n;

    memset(&u, 0, sizeof u);
    CHECK_EQ_INT(url1738_parse("http://h/", 9, &u, &err),
                 URL1738_E_INVALID_ARG);
    CHECK_MSG(err, "URL1738_URL_INIT");
    /* ABI 1's url1738_url ends with the union u. */
    u.size = offsetof(struct url1738_url, u) + sizeof u.u - 1;
    CHECK_EQ_INT(url1738_parse("http://h/", 9, &u, &err),
                 URL1738_E_INVALID_ARG);
    /* An ABI 1 struct (before the RFC 3986 members): filled up to its
     * size, not a byte further. */
    memset(&u, 0x5a, sizeof u);
    u.size = offsetof(struct url1738_url, u) + sizeof u.u;
    CHECK_EQ_INT(url1738_parse("http://h/", 9, &u, &err), URL1738_OK);
    CHECK_EQ_INT(u.host.off, 7);
    CHECK_EQ_INT(u.size, offsetof(struct url1738_url, u) + sizeof u.u);
    CHECK_EQ_INT(((unsigned char *)&u)[u.size], 0x5a);
    CHECK_EQ_INT(url1738_parse_spec("http://h/", 9, URL1738_SPEC_RFC3986, &u,
                                    &err), URL1738_OK);
    CHECK_EQ_INT(((unsigned char *)&u)[sizeof u - 1], 0x5a);
    u.size = sizeof u;
    CHECK_EQ_INT(url1738_parse("http://h/", 9, &u, &err), URL1738_OK);
    CHECK_EQ_INT(u.size, sizeof u);
    /* No struct, no size: still fine. */
    CHECK_EQ_INT(url1738_parse("http://h/", 9, NULL, &err), URL1738_OK);

    memset(&parts, 0, sizeof parts);
    parts.scheme_id = URL1738_SCHEME_HTTP;
    parts.host.p = "h";
    parts.host.len = 1;
    CHECK_EQ_INT(url1738_build(&parts, out, sizeof out, &need, &err),
                 URL1738_E_INVALID_ARG);
    CHECK_MSG(err, "URL1738_PARTS_INIT");

    memset(&plan, 0, sizeof plan);
    CHECK_EQ_INT(url1738_plan("ftp://h/a", 9, NULL, 0, &plan, &err),
                 URL1738_E_INVALID_ARG);
    CHECK_MSG(err, "URL1738_PLAN_INIT");
    CHECK_EQ_INT(url1738_plan_commands("ftp://h/a", &plan, out, sizeof out,
                                       &need), URL1738_E_INVALID_ARG);
    plan.size = sizeof plan;
    CHECK_EQ_INT(url1738_plan("ftp://h/a", 9, NULL, 0, &plan, &err),
                 URL1738_OK);
    CHECK_EQ_INT(plan.url.size, sizeof plan.url);

    memset(w, 0, sizeof w);
    CHECK_EQ_INT(url1738_lint("http://h:25/", 12, w, 2, &err), (size_t)-1);
    CHECK_MSG(err, "URL1738_WARNING_INIT");
    /* Nothing to write, nothing read. */
    CHECK_EQ_INT(url1738_lint("http://h:25/", 12, NULL, 0, &err), 1);

    memset(ch, 0, sizeof ch);
    CHECK_EQ_INT(url1738_repair(" http://h/", 10, out, sizeof out, &n, ch,
                                2, &n, &err), URL1738_E_INVALID_ARG);
    CHECK_MSG(err, "URL1738_CHANGE_INIT");

    memset(&rel, 0, sizeof rel);
    CHECK_EQ_INT(url1738_rel_parse("a/b", 3, 0, &rel), URL1738_E_INVALID_ARG);
    CHECK_EQ_INT(url1738_rel_parse("a/b", 3, 0, NULL), URL1738_E_INVALID_ARG);
    rel.size = sizeof rel;
    CHECK_EQ_INT(url1738_rel_parse("a/b", 3, 0, &rel), URL1738_OK);
    CHECK_EQ_INT(rel.path.len, 3);
}

/* A caller built against a newer header: its structs are bigger. */
static void test_newer_caller(void)
{
    struct {
        struct url1738_url u;
        unsigned char later[32];
    } big;
    struct {
        struct url1738_warning w;
        unsigned char later[24];
    } ws[3];
    struct {
        struct url1738_parts p;
        unsigned char later[16];
    } bp;
    struct url1738_error err;
    char out[64];
    size_t need, i;

    memset(&big, GUARD, sizeof big);
    big.u.size = sizeof big;
    CHECK_EQ_INT(url1738_parse("ftp://u@h/a", 11, &big.u, &err), URL1738_OK);
    CHECK_EQ_INT(big.u.size, sizeof big);
    CHECK_EQ_INT(big.u.host.off, 8);
    CHECK(untouched(big.later, sizeof big.later));

    memset(ws, GUARD, sizeof ws);
    ws[0].w.size = sizeof ws[0];
    /* 3: W_PORT_RESERVED at the port, W_PASSWORD, W_FTP_NO_TYPE. */
    CHECK_EQ_INT(url1738_lint("ftp://u:p@h:25/a", 16, &ws[0].w, 3, &err),
                 3);
    for (i = 0; i < 3; i++) {
        CHECK_EQ_INT(ws[i].w.size, sizeof ws[0]);
        CHECK(url1738_warnname(ws[i].w.code) != NULL);
        CHECK(untouched(ws[i].later, sizeof ws[i].later));
    }
    CHECK_EQ_INT(ws[0].w.code, URL1738_W_PASSWORD);

    /* Bytes after ABI 1's members are not read: garbage there is fine. */
    memset(&bp, GUARD, sizeof bp);
    memset(&bp.p, 0, sizeof bp.p);
    bp.p.size = sizeof bp;
    bp.p.scheme_id = URL1738_SCHEME_HTTP;
    bp.p.host.p = "h";
    bp.p.host.len = 1;
    CHECK_EQ_INT(url1738_build(&bp.p, out, sizeof out, &need, &err),
                 URL1738_OK);
    CHECK_EQ_STR(out, need, "http://h");
}

/* The initializers: every member zero, size the struct's. */
static void test_init(void)
{
    struct url1738_url u = URL1738_URL_INIT;
    struct url1738_extract st = URL1738_EXTRACT_INIT;
    struct url1738_found f = URL1738_FOUND_INIT;

    CHECK_EQ_INT(u.size, sizeof u);
    CHECK_EQ_INT(u.scheme_id, URL1738_SCHEME_NONE);
    CHECK_EQ_INT(st.size, sizeof st);
    CHECK_EQ_INT(f.size, sizeof f);
    CHECK_EQ_INT(url1738_part_count(), URL1738_PART_FRAGMENT + 1);
    CHECK_EQ_INT(url1738_warn_count(), URL1738_W_WHATWG_DRIVE_HOST);
    CHECK(url1738_warnname(url1738_warn_count()) != NULL);
    CHECK(url1738_warnname(url1738_warn_count() + 1) == NULL);
    CHECK(url1738_part_name((enum url1738_part)url1738_part_count())
          == NULL);
}

/*
 * url1738_plan's layouts: 1.1.0's (size 288 on LP64: members up to
 * email_len, url the frozen url1738_url_1_1) filled and nothing after
 * it; the sizes development snapshots between 1.1.0 and 1.2.0 had
 * refused; the whole URL through full.
 */
static void test_plan_layouts(void)
{
    struct {
        struct url1738_plan pl;
        unsigned char later[32];
    } b;
    struct url1738_url full = URL1738_URL_INIT;
    struct url1738_error err;
    const char *p = "ftp://u@h:2121/d/f;type=a";
    size_t v110 = offsetof(struct url1738_plan, email_len)
                  + sizeof b.pl.email_len;
    static const size_t snapshots[] = { 352, 360, 608, 624 };
    char out[128];
    size_t i, need = 0;

    CHECK_EQ_INT(sizeof(struct url1738_url_1_1),
                 offsetof(struct url1738_url, u) + sizeof full.u);
    CHECK_EQ_INT(offsetof(struct url1738_plan, url), sizeof(size_t));
    if (sizeof(void *) == 8) {
        CHECK_EQ_INT(v110, 288);
        CHECK_EQ_INT(offsetof(struct url1738_plan, protocol), 184);
    }
    /* 1.1.0's plan: its members, nothing after them. */
    memset(&b, GUARD, sizeof b);
    memset(&b.pl, 0, v110);
    b.pl.size = v110;
    CHECK_EQ_INT(url1738_plan(p, strlen(p), NULL, 0, &b.pl, &err),
                 URL1738_OK);
    CHECK_EQ_INT(b.pl.port, 2121);
    CHECK_EQ_INT(b.pl.url.size, sizeof b.pl.url);
    CHECK_EQ_INT(b.pl.url.host.off, 8);
    CHECK_EQ_INT(b.pl.ftp_type, 'a');
    CHECK(untouched((unsigned char *)&b + v110, sizeof b - v110));
    CHECK_EQ_INT(url1738_plan_commands(p, &b.pl, out, sizeof out, &need),
                 URL1738_OK);
    CHECK_EQ_STR(out, need, "USER u\nCWD d\nTYPE A\nRETR f\n");
    /* The snapshots' sizes: refused, by plan and by the writers. */
    for (i = 0; i < sizeof snapshots / sizeof snapshots[0]; i++) {
        if (sizeof(void *) != 8 || snapshots[i] > sizeof b)
            break;
        memset(&b, 0, sizeof b);
        b.pl.size = snapshots[i];
        CHECK_EQ_INT(url1738_plan(p, strlen(p), NULL, 0, &b.pl, &err),
                     URL1738_E_INVALID_ARG);
        if (!CHECK(strstr(err.message, "development snapshot") != NULL))
            fprintf(stderr, "    size %zu: %s\n", snapshots[i],
                    err.message);
        CHECK_EQ_INT(url1738_plan_commands(p, &b.pl, out, sizeof out,
                                           &need), URL1738_E_INVALID_ARG);
    }
    /* 1.2.0's: the whole URL through full, query and all. */
    memset(&b, GUARD, sizeof b);
    b.pl = (struct url1738_plan)URL1738_PLAN_INIT;
    b.pl.full = &full;
    CHECK_EQ_INT(url1738_plan("http://h/a?q", 12, NULL, 0, &b.pl, &err),
                 URL1738_OK);
    CHECK_EQ_INT(full.size, sizeof full);
    CHECK_EQ_INT(full.host.off, 7);
    CHECK_EQ_INT(full.u.http.search.off, 11);
    CHECK_EQ_INT(full.spec, URL1738_SPEC_RFC1738);
    CHECK(untouched(b.later, sizeof b.later));
    /* ... also on error, and a full without its size is refused. */
    CHECK_EQ_INT(url1738_plan("http://h/a b", 12, NULL, 0, &b.pl, &err),
                 URL1738_E_MUST_ENCODE);
    CHECK_EQ_INT(full.scheme.len, 4);
    CHECK(!url1738_present(full.host));
    full.size = 0;
    CHECK_EQ_INT(url1738_plan("http://h/", 9, NULL, 0, &b.pl, &err),
                 URL1738_E_INVALID_ARG);
    CHECK_MSG(err, "URL1738_URL_INIT");
}

void run_tests(void)
{
    test_unset();
    test_plan_layouts();
    test_newer_caller();
    test_init();
}
