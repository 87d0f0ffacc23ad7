/* SPDX-License-Identifier: MIT */
/*
 * t_build.c - url1738_build(): each scheme's parts escaped as its
 * production requires (RFC 1738 3.1-3.11, 5), and refusals.
 */
#include <stddef.h>

#include "harness.h"

#define S(x) { x, sizeof x - 1 }
#define NONE { NULL, 0 }

static void check_build(const struct url1738_parts *pt, const char *want,
                        enum url1738_code code)
{
    char out[256];
    size_t n = 0;
    struct url1738_error err;
    enum url1738_code rc = url1738_build(pt, out, sizeof out, &n, &err);

    CHECK_EQ_INT(rc, code);
    if (code == URL1738_OK) {
        CHECK_EQ_STR(out, n, want);
        CHECK(url1738_valid(out, n));
    } else {
        CHECK_EQ_INT(err.code, code);
    }
}

/* RFC 3986's parts, set through the vocabulary (URL1738_FIELDS' to
 * column): url1738_build() refuses each by name, never drops it;
 * url1738_build_spec() under RFC 3986 writes it. */
static void test_rfc3986_parts(void)
{
    static const struct {
        const char *name, *value, *url3986;
    } cases[] = {
        { "userinfo", "u:p", "http://u:p@h" },
        { "host_type", "reg-name", "http://h" },
        { "query", "q r", "http://h?q%20r" },
        { "fragment", "f", "http://h#f" },
    };
    size_t i;

    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct url1738_parts p = URL1738_PARTS_INIT;
        struct url1738_error err;
        char out[64];
        size_t n = 0, len = strlen(cases[i].name);
        int id = url1738_field_lookup(cases[i].name, len,
                                      URL1738_SCHEME_NONE);
        const struct url1738_field_info *f =
            id >= 0 ? url1738_field_info((size_t)id) : NULL;
        char *member;

        if (!CHECK(f != NULL && f->nest == URL1738_FN_RFC3986
                   && f->parts_off != (size_t)-1))
            continue;
        memset(&p, 0, sizeof p);
        p.size = sizeof p;
        p.scheme_id = URL1738_SCHEME_HTTP;
        p.host = (struct url1738_bytes)S("h");
        member = (char *)&p + f->parts_off;
        if (f->kind == URL1738_FK_COMPUTED) {   /* the host_type enum */
            CHECK_EQ_INT(f->parts_off, offsetof(struct url1738_parts,
                                                host_type));
            *(enum url1738_host_type *)(void *)member = URL1738_HOST_REG_NAME;
        } else {
            struct url1738_bytes b;
            b.p = cases[i].value;
            b.len = strlen(cases[i].value);
            memcpy(member, &b, sizeof b);
        }
        CHECK_EQ_INT(url1738_build(&p, out, sizeof out, &n, &err),
                     URL1738_E_BUILD_PART);
        CHECK_EQ_INT(err.code, URL1738_E_BUILD_PART);
        if (!CHECK(strncmp(err.message, cases[i].name, len) == 0
                   && strncmp(err.message + len, " is a part of the RFC "
                              "3986 reading", 32) == 0))
            fprintf(stderr, "    %s: %s\n", cases[i].name, err.message);
        CHECK_EQ_INT(url1738_build_spec(&p, URL1738_SPEC_RFC1738, out,
                                        sizeof out, &n, &err),
                     URL1738_E_BUILD_PART);
        p.scheme_id = URL1738_SCHEME_OTHER;
        p.scheme = (struct url1738_bytes)S("http");
        CHECK_EQ_INT(url1738_build_spec(&p, URL1738_SPEC_RFC3986, out,
                                        sizeof out, &n, &err), URL1738_OK);
        CHECK_EQ_STR(out, n, cases[i].url3986);
    }
}

void run_tests(void)
{
    struct url1738_bytes segs[] = { S("a/b"), S("c;d"), S("") };
    struct url1738_bytes fields[] = { S("n;"), S("v=") };
    struct url1738_parts p = URL1738_PARTS_INIT;
    size_t n;

    /* 3.2 ftp: '/' -> %2F, ';' -> %3B, ':' '@' in the user escaped */
    memset(&p, 0, sizeof p);
    p.size = sizeof p;
    p.scheme_id = URL1738_SCHEME_FTP;
    p.user = (struct url1738_bytes)S("u:@");
    p.password = (struct url1738_bytes)S("p w");
    p.host = (struct url1738_bytes)S("h.com");
    p.segments = segs;
    p.nsegments = 2;
    p.type = (struct url1738_bytes)S("i");
    check_build(&p, "ftp://u%3A%40:p%20w@h.com/a%2Fb/c%3Bd;type=i",
                URL1738_OK);
    p.type = (struct url1738_bytes)S("x");
    check_build(&p, NULL, URL1738_E_BUILD_VALUE);
    p.type = (struct url1738_bytes)NONE;
    p.nsegments = 0;
    check_build(&p, "ftp://u%3A%40:p%20w@h.com", URL1738_OK);
    p.user = (struct url1738_bytes)NONE;
    check_build(&p, NULL, URL1738_E_BUILD_MISSING);
    /* 3.1: an empty user differs from none */
    p.user = (struct url1738_bytes)S("");
    p.password = (struct url1738_bytes)NONE;
    check_build(&p, "ftp://@h.com", URL1738_OK);
    p.host = (struct url1738_bytes)S("a-.b");
    check_build(&p, NULL, URL1738_E_BUILD_VALUE);
    p.host = (struct url1738_bytes)S("10.0.0.1");
    p.port = (struct url1738_bytes)S("2x");
    check_build(&p, NULL, URL1738_E_BUILD_VALUE);

    /* 3.3 http */
    memset(&p, 0, sizeof p);
    p.size = sizeof p;
    p.scheme_id = URL1738_SCHEME_HTTP;
    p.host = (struct url1738_bytes)S("h");
    p.port = (struct url1738_bytes)S("8080");
    p.segments = segs;
    p.nsegments = 3;
    p.search = (struct url1738_bytes)S("a b/?");
    check_build(&p, "http://h:8080/a%2Fb/c;d/?a%20b%2F%3F", URL1738_OK);
    p.user = (struct url1738_bytes)S("u");
    check_build(&p, NULL, URL1738_E_BUILD_PART);
    p.user = (struct url1738_bytes)NONE;
    p.nsegments = 0;
    check_build(&p, NULL, URL1738_E_BUILD_MISSING);
    p.host = (struct url1738_bytes)NONE;
    check_build(&p, NULL, URL1738_E_BUILD_MISSING);

    /* 3.4 gopher */
    memset(&p, 0, sizeof p);
    p.size = sizeof p;
    p.scheme_id = URL1738_SCHEME_GOPHER;
    p.host = (struct url1738_bytes)S("h");
    check_build(&p, "gopher://h", URL1738_OK);
    p.type = (struct url1738_bytes)S("0");
    p.selector = (struct url1738_bytes)S("a/b c");
    p.search = (struct url1738_bytes)S("s");
    p.plus = (struct url1738_bytes)S("+\t");
    check_build(&p, "gopher://h/0a/b%20c%09s%09+%09", URL1738_OK);
    p.selector = (struct url1738_bytes)S("a\tb");
    check_build(&p, NULL, URL1738_E_BUILD_VALUE);
    p.selector = (struct url1738_bytes)NONE;
    p.search = (struct url1738_bytes)NONE;
    check_build(&p, NULL, URL1738_E_BUILD_MISSING);

    /* 3.5 mailto, 3.6 news, 3.7 nntp */
    memset(&p, 0, sizeof p);
    p.size = sizeof p;
    p.scheme_id = URL1738_SCHEME_MAILTO;
    p.address = (struct url1738_bytes)S("a b@c");
    check_build(&p, "mailto:a%20b@c", URL1738_OK);
    p.address = (struct url1738_bytes)S("");
    check_build(&p, NULL, URL1738_E_BUILD_MISSING);
    memset(&p, 0, sizeof p);
    p.size = sizeof p;
    p.scheme_id = URL1738_SCHEME_NEWS;
    p.all = 1;
    check_build(&p, "news:*", URL1738_OK);
    p.all = 0;
    p.group = (struct url1738_bytes)S("comp.lang.c++");
    check_build(&p, "news:comp.lang.c++", URL1738_OK);
    p.group = (struct url1738_bytes)S("1abc");
    check_build(&p, NULL, URL1738_E_BUILD_VALUE);
    p.group = (struct url1738_bytes)NONE;
    p.article = (struct url1738_bytes)S("x@y z@host.com");
    check_build(&p, "news:x%40y%20z@host.com", URL1738_OK);
    p.article = (struct url1738_bytes)S("x@-bad");
    check_build(&p, NULL, URL1738_E_BUILD_VALUE);
    memset(&p, 0, sizeof p);
    p.size = sizeof p;
    p.scheme_id = URL1738_SCHEME_NNTP;
    p.host = (struct url1738_bytes)S("h");
    p.group = (struct url1738_bytes)S("alt.x");
    p.article = (struct url1738_bytes)S("42");
    check_build(&p, "nntp://h/alt.x/42", URL1738_OK);
    p.article = (struct url1738_bytes)S("4a");
    check_build(&p, NULL, URL1738_E_BUILD_VALUE);

    /* 3.8 telnet, 3.9 wais, 3.10 file, 3.11 prospero */
    memset(&p, 0, sizeof p);
    p.size = sizeof p;
    p.scheme_id = URL1738_SCHEME_TELNET;
    p.user = (struct url1738_bytes)S("u");
    p.host = (struct url1738_bytes)S("h");
    check_build(&p, "telnet://u@h", URL1738_OK);
    memset(&p, 0, sizeof p);
    p.size = sizeof p;
    p.scheme_id = URL1738_SCHEME_WAIS;
    p.host = (struct url1738_bytes)S("h");
    p.database = (struct url1738_bytes)S("d/b");
    p.wtype = (struct url1738_bytes)S("t");
    p.wpath = (struct url1738_bytes)S("p?");
    check_build(&p, "wais://h/d%2Fb/t/p%3F", URL1738_OK);
    p.search = (struct url1738_bytes)S("s");
    check_build(&p, NULL, URL1738_E_BUILD_PART);
    memset(&p, 0, sizeof p);
    p.size = sizeof p;
    p.scheme_id = URL1738_SCHEME_FILE;
    p.host = (struct url1738_bytes)S("");
    p.segments = segs;
    p.nsegments = 1;
    check_build(&p, "file:///a%2Fb", URL1738_OK);
    p.port = (struct url1738_bytes)S("1");
    check_build(&p, NULL, URL1738_E_BUILD_PART);
    memset(&p, 0, sizeof p);
    p.size = sizeof p;
    p.scheme_id = URL1738_SCHEME_PROSPERO;
    p.host = (struct url1738_bytes)S("h");
    p.segments = segs;
    p.nsegments = 2;
    p.fields = fields;
    p.nfields = 1;
    check_build(&p, "prospero://h/a%2Fb/c%3Bd;n%3B=v%3D", URL1738_OK);

    /* other schemes */
    memset(&p, 0, sizeof p);
    p.size = sizeof p;
    p.scheme_id = URL1738_SCHEME_OTHER;
    p.scheme = (struct url1738_bytes)S("x-y");
    p.path = (struct url1738_bytes)S("//a b");
    check_build(&p, "x-y:/%2Fa%20b", URL1738_OK);
    p.scheme = (struct url1738_bytes)S("http");
    check_build(&p, NULL, URL1738_E_BUILD_VALUE);
    p.scheme = (struct url1738_bytes)S("a_b");
    check_build(&p, NULL, URL1738_E_BUILD_VALUE);

    /* Parts given encoded (url1738_parts.encoded): copied byte for byte
     * once checked, where encoding them would change them (issue 12:
     * "z=%3F" came back "z=?", "a%3ab%2Fc" as "a:b/c"). */
    memset(&p, 0, sizeof p);
    p.size = sizeof p;
    p.scheme_id = URL1738_SCHEME_FTP;
    p.user = (struct url1738_bytes)S("z=%3F");
    p.host = (struct url1738_bytes)S("p");
    p.segments = segs + 2;
    p.nsegments = 1;
    p.encoded = URL1738_ENCODED_USER;
    check_build(&p, "ftp://z=%3F@p/", URL1738_OK);
    p.encoded = 0;                      /* decoded: '%' escaped */
    check_build(&p, "ftp://z=%253F@p/", URL1738_OK);
    p.encoded = URL1738_ENCODED_USER;
    p.user = (struct url1738_bytes)S("a:b");   /* ':' must be %3A */
    check_build(&p, NULL, URL1738_E_BUILD_VALUE);
    p.user = (struct url1738_bytes)S("a%3");   /* a cut escape */
    check_build(&p, NULL, URL1738_E_BUILD_VALUE);
    p.user = (struct url1738_bytes)S("u");
    p.password = (struct url1738_bytes)S("p%40w%3a");
    p.encoded = URL1738_ENCODED_USER | URL1738_ENCODED_PASSWORD;
    check_build(&p, "ftp://u:p%40w%3a@p/", URL1738_OK);
    p.password = (struct url1738_bytes)S("p@w");
    check_build(&p, NULL, URL1738_E_BUILD_VALUE);

    memset(&p, 0, sizeof p);
    p.size = sizeof p;
    p.scheme_id = URL1738_SCHEME_OTHER;
    p.scheme = (struct url1738_bytes)S("x");
    p.host = (struct url1738_bytes)S("h");
    p.path = (struct url1738_bytes)S("a%3ab%2Fc");
    p.encoded = URL1738_ENCODED_PATH;
    check_build(&p, "x://h/a%3ab%2Fc", URL1738_OK);
    p.path = (struct url1738_bytes)S("a b");
    check_build(&p, NULL, URL1738_E_BUILD_VALUE);
    p.host = (struct url1738_bytes)NONE;
    p.path = (struct url1738_bytes)S("abc%41");   /* 5: schemepart */
    check_build(&p, "x:abc%41", URL1738_OK);
    p.path = (struct url1738_bytes)S("///abc");   /* no login: kept */
    check_build(&p, "x:///abc", URL1738_OK);
    p.path = (struct url1738_bytes)S("//h/abc");  /* reads as a host */
    check_build(&p, NULL, URL1738_E_BUILD_VALUE);
    /* A caller's struct from before "encoded" (its size ends at path):
     * the member is absent, read as 0, so the path is encoded. */
    p.path = (struct url1738_bytes)S("%41");
    p.size = offsetof(struct url1738_parts, path) + sizeof p.path;
    check_build(&p, "x:%2541", URL1738_OK);
    p.size = sizeof p;

    /* size query */
    memset(&p, 0, sizeof p);
    p.size = sizeof p;
    p.scheme_id = URL1738_SCHEME_NEWS;
    p.all = 1;
    CHECK_EQ_INT(url1738_build(&p, NULL, 0, &n, NULL), URL1738_E_NOSPACE);
    CHECK_EQ_INT(n, 6);
    CHECK_EQ_INT(url1738_build(NULL, NULL, 0, &n, NULL),
                 URL1738_E_INVALID_ARG);
    test_rfc3986_parts();
}
