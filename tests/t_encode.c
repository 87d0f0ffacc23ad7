/*
 * t_encode.c - url1738_encode() and the escape sets of each part (RFC
 * 1738 2.2, 5).
 */
#include "harness.h"

static const struct {
    enum url1738_part part;
    const char *in, *want;
} cases[] = {
    /* 3.1 user, password: ':' '@' '/' escaped, ';' '?' '&' '=' kept */
    { URL1738_PART_USER, "a:b@c/d;?&=", "a%3Ab%40c%2Fd;?&=" },
    { URL1738_PART_PASSWORD, "p w%", "p%20w%25" },
    { URL1738_PART_HOST, "a.b-c", "a.b-c" },
    /* 3.2 fsegment: '/' ';' escaped */
    { URL1738_PART_FTP_SEGMENT, "a/b;c?:@&=", "a%2Fb%3Bc?:@&=" },
    /* 3.3 hsegment, search: '/' '?' escaped, ';' kept */
    { URL1738_PART_HTTP_SEGMENT, "a/b;c?d", "a%2Fb;c%3Fd" },
    { URL1738_PART_HTTP_SEARCH, "q=a b/c?", "q=a%20b%2Fc%3F" },
    /* 3.4 gopher: nothing reserved, TAB escaped */
    { URL1738_PART_GOPHER_TYPE, "\t", "%09" },
    { URL1738_PART_GOPHER_SELECTOR, "a/b;c?d\te", "a/b;c?d%09e" },
    { URL1738_PART_GOPHER_SEARCH, "x y", "x%20y" },
    { URL1738_PART_GOPHER_PLUS, "+\r\n", "+%0D%0A" },
    { URL1738_PART_MAILTO_ADDRESS, "a@b.c", "a@b.c" },
    /* 3.6 group: only alpha digit - . + _ raw */
    { URL1738_PART_NEWS_GROUP, "a.b+c_d", "a.b+c_d" },
    { URL1738_PART_NEWS_ARTICLE, "a@b/c@Host.com", "a%40b/c@Host.com" },
    { URL1738_PART_NEWS_ARTICLE, "noat", "noat" },
    { URL1738_PART_NNTP_GROUP, "g-1", "g-1" },
    /* 3.9 wais: uchar only in database, wtype, wpath */
    { URL1738_PART_WAIS_DATABASE, "d/b?", "d%2Fb%3F" },
    { URL1738_PART_WAIS_SEARCH, "a;b/c", "a;b%2Fc" },
    { URL1738_PART_WAIS_WTYPE, "t;", "t%3B" },
    { URL1738_PART_WAIS_WPATH, "p=1", "p%3D1" },
    { URL1738_PART_FILE_SEGMENT, "a b/c", "a%20b%2Fc" },
    /* 3.11 prospero: fieldname/value escape ';' '=' */
    { URL1738_PART_PROSPERO_SEGMENT, "a;b=c", "a%3Bb=c" },
    { URL1738_PART_PROSPERO_FIELDNAME, "n=v;", "n%3Dv%3B" },
    { URL1738_PART_PROSPERO_FIELDVALUE, "v?:@&", "v?:@&" },
    { URL1738_PART_XCHAR, "a/b;c%d\x80", "a/b;c%25d%80" },
    { URL1738_PART_UCHAR, "$-_.+!*'(),;", "$-_.+!*'(),%3B" },
    /* 8-bit and control octets, upper-case hex */
    { URL1738_PART_UCHAR, "\xff\x7f\x01~", "%FF%7F%01%7E" },
};

/* Values no URL can hold in the part: refused at the byte (3.1 host,
 * 3.6 group and the host of a message-id hold no escape). */
static const struct {
    enum url1738_part part;
    const char *in;
    size_t off;
} refused[] = {
    { URL1738_PART_HOST, "B\xc3\xbc" "cher.de", 1 },
    { URL1738_PART_HOST, "a.b-c d", 5 },
    { URL1738_PART_HOST, "h%41", 1 },
    { URL1738_PART_NEWS_GROUP, "1 a b", 0 },
    { URL1738_PART_NEWS_GROUP, "a b", 1 },
    { URL1738_PART_NEWS_GROUP, "", 0 },
    { URL1738_PART_NNTP_GROUP, "g/1", 1 },
    { URL1738_PART_NEWS_ARTICLE, "a@h\xc3\xa9.com", 3 },
};

void run_tests(void)
{
    char out[128];
    size_t i, n;
    int p;

    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        CHECK_EQ_INT(url1738_encode(cases[i].part, cases[i].in,
                                    strlen(cases[i].in), out, sizeof out,
                                    &n),
                     URL1738_OK);
        CHECK_EQ_STR(out, n, cases[i].want);
    }
    for (i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        struct url1738_error err;
        size_t len = strlen(refused[i].in);
        n = 99;
        CHECK_EQ_INT(url1738_encode(refused[i].part, refused[i].in, len, out,
                                    sizeof out, &n),
                     URL1738_E_BUILD_VALUE);
        CHECK_EQ_INT(n, 0);
        CHECK_EQ_INT(url1738_encode_check(refused[i].part, refused[i].in,
                                          len, &err),
                     URL1738_E_BUILD_VALUE);
        CHECK_EQ_INT(err.offset, refused[i].off);
    }
    /* NUL is data; size query; short buffer */
    CHECK_EQ_INT(url1738_encode(URL1738_PART_UCHAR, "a\0b", 3, out,
                                sizeof out, &n), URL1738_OK);
    CHECK_EQ_STR(out, n, "a%00b");
    CHECK_EQ_INT(url1738_encode(URL1738_PART_UCHAR, "a b", 3, NULL, 0, &n),
                 URL1738_E_NOSPACE);
    CHECK_EQ_INT(n, 5);
    CHECK_EQ_INT(url1738_encode(URL1738_PART_UCHAR, "a b", 3, out, 2, &n),
                 URL1738_E_NOSPACE);
    CHECK_EQ_STR(out, 2, "a%");
    CHECK_EQ_INT(url1738_encode((enum url1738_part)99, "a", 1, out, 8, &n),
                 URL1738_E_INVALID_ARG);
    /* names round-trip; '%' must always be escaped */
    for (p = 0; p < (int)url1738_part_count(); p++) {
        const char *nm = url1738_part_name((enum url1738_part)p);
        CHECK_EQ_INT(url1738_part_lookup(nm, strlen(nm)), p);
        CHECK(url1738_must_escape((enum url1738_part)p, '%'));
        CHECK(url1738_must_escape((enum url1738_part)p, ' '));
        CHECK(url1738_must_escape((enum url1738_part)p, 0x80));
        CHECK(!url1738_must_escape((enum url1738_part)p, 'a'));
    }
    CHECK_EQ_INT(url1738_part_lookup("nope", 4), -1);
    CHECK(url1738_part_name((enum url1738_part)99) == NULL);
}
