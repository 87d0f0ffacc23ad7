/* SPDX-License-Identifier: MIT */
/*
 * t_encode.c - url1738_encode() and the escape sets of each part (RFC
 * 1738 2.2, 5); url1738_encode_spec() and RFC 3986's sets (appendix A).
 */
#include <stdlib.h>

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

/* RFC 3986 appendix A, each component's characters as the ABNF lists
 * them (pct-encoded aside: '%' is always escaped). An independent
 * statement of the sets, checked against url1738_must_escape_spec() for
 * all 256 octets. */
#define ALNUM "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
#define UNRESERVED ALNUM "-._~"
#define SUB_DELIMS "!$&'()*+,;="
#define PCHAR UNRESERVED SUB_DELIMS ":@"
static const struct {
    enum url1738_part part;
    const char *allowed;
} sets3986[] = {
    { URL1738_PART_USER, UNRESERVED SUB_DELIMS },  /* up to the first ':' */
    { URL1738_PART_PASSWORD, UNRESERVED SUB_DELIMS ":" },
    { URL1738_PART_HOST, UNRESERVED SUB_DELIMS },  /* reg-name */
    { URL1738_PART_USERINFO, UNRESERVED SUB_DELIMS ":" },
    { URL1738_PART_REG_NAME, UNRESERVED SUB_DELIMS },
    { URL1738_PART_SEGMENT, PCHAR },
    { URL1738_PART_SEGMENT_NZ_NC, UNRESERVED SUB_DELIMS "@" },
    { URL1738_PART_PATH, PCHAR "/" },
    { URL1738_PART_QUERY, PCHAR "/?" },
    { URL1738_PART_FRAGMENT, PCHAR "/?" },
};

/* url1738_encode_spec(URL1738_SPEC_RFC3986, ...): by eye against the sets
 * above. '~' is unreserved in RFC 3986 (it is unsafe in RFC 1738). */
static const struct {
    enum url1738_part part;
    const char *in, *want;
} cases3986[] = {
    { URL1738_PART_USER, "a:b@c/~", "a%3Ab%40c%2F~" },
    { URL1738_PART_PASSWORD, "a:b@c", "a:b%40c" },
    { URL1738_PART_HOST, "b\xc3\xbc" "cher.de", "b%C3%BCcher.de" },
    { URL1738_PART_HOST, "a_b~c!$&'()*+,;=", "a_b~c!$&'()*+,;=" },
    { URL1738_PART_HOST, "[::1]:80", "%5B%3A%3A1%5D%3A80" },
    { URL1738_PART_USERINFO, "u:p@h", "u:p%40h" },
    { URL1738_PART_REG_NAME, "h st%", "h%20st%25" },
    { URL1738_PART_SEGMENT, "a/b:c@d?e#f", "a%2Fb:c@d%3Fe%23f" },
    { URL1738_PART_SEGMENT_NZ_NC, "a:b@c", "a%3Ab@c" },
    { URL1738_PART_PATH, "/a b/c:d", "/a%20b/c:d" },
    { URL1738_PART_QUERY, "q=a b/c?d#e", "q=a%20b/c?d%23e" },
    { URL1738_PART_FRAGMENT, "f?/#[]", "f?/%23%5B%5D" },
    { URL1738_PART_QUERY, "\x01\x7f\xff\"<>\\^`{|}", "%01%7F%FF%22%3C%3E%5C%5E%60%7B%7C%7D" },
};

static void test_rfc3986(void)
{
    char out[128];
    size_t i, n;
    unsigned c;
    struct url1738_error err;

    for (i = 0; i < sizeof sets3986 / sizeof sets3986[0]; i++)
        for (c = 0; c < 256; c++) {
            int allowed = c != 0 && strchr(sets3986[i].allowed, (int)c)
                                        != NULL;
            if (url1738_must_escape_spec(URL1738_SPEC_RFC3986,
                                         sets3986[i].part,
                                         (unsigned char)c) == allowed) {
                CHECK(0);
                fprintf(stderr, "  part %s octet 0x%02X: allowed %d\n",
                        url1738_part_name(sets3986[i].part), c, allowed);
            }
        }
    for (i = 0; i < sizeof cases3986 / sizeof cases3986[0]; i++) {
        CHECK_EQ_INT(url1738_encode_spec(URL1738_SPEC_RFC3986,
                                         cases3986[i].part, cases3986[i].in,
                                         strlen(cases3986[i].in), out,
                                         sizeof out, &n),
                     URL1738_OK);
        CHECK_EQ_STR(out, n, cases3986[i].want);
        CHECK_EQ_INT(url1738_encode_check_spec(URL1738_SPEC_RFC3986,
                                               cases3986[i].part,
                                               cases3986[i].in,
                                               strlen(cases3986[i].in),
                                               &err),
                     URL1738_OK);
    }
    /* RFC 1738's own parts are not RFC 3986's: refused, with a message. */
    CHECK_EQ_INT(url1738_encode_spec(URL1738_SPEC_RFC3986,
                                     URL1738_PART_FTP_SEGMENT, "a", 1, out,
                                     sizeof out, &n),
                 URL1738_E_INVALID_ARG);
    CHECK_EQ_INT(n, 0);
    CHECK_EQ_INT(url1738_encode_check_spec(URL1738_SPEC_RFC3986,
                                           URL1738_PART_XCHAR, "a", 1, &err),
                 URL1738_E_INVALID_ARG);
    CHECK(strstr(err.message, "RFC 3986") != NULL);
    /* The reference reading encodes as RFC 3986 does. */
    CHECK_EQ_INT(url1738_encode_spec(URL1738_SPEC_RFC3986_REFERENCE,
                                     URL1738_PART_SEGMENT_NZ_NC, "a:b", 3,
                                     out, sizeof out, &n),
                 URL1738_OK);
    CHECK_EQ_STR(out, n, "a%3Ab");
    /* Under RFC 1738 the shared parts keep RFC 1738's rules ('~' unsafe,
     * a host holds no escape), and the RFC 3986 parts follow RFC 3986. */
    CHECK_EQ_INT(url1738_encode_spec(URL1738_SPEC_RFC1738, URL1738_PART_USER,
                                     "a;~", 3, out, sizeof out, &n),
                 URL1738_OK);
    CHECK_EQ_STR(out, n, "a;%7E");
    CHECK_EQ_INT(url1738_encode_spec(URL1738_SPEC_RFC1738, URL1738_PART_HOST,
                                     "a b", 3, out, sizeof out, &n),
                 URL1738_E_BUILD_VALUE);
    CHECK_EQ_INT(url1738_encode(URL1738_PART_QUERY, "a b?~", 5, out,
                                sizeof out, &n),
                 URL1738_OK);
    CHECK_EQ_STR(out, n, "a%20b?~");
    /* Size query, short buffer, bad arguments. */
    CHECK_EQ_INT(url1738_encode_spec(URL1738_SPEC_RFC3986,
                                     URL1738_PART_QUERY, "a b", 3, NULL, 0,
                                     &n),
                 URL1738_E_NOSPACE);
    CHECK_EQ_INT(n, 5);
    CHECK_EQ_INT(url1738_encode_spec(URL1738_SPEC_RFC3986,
                                     URL1738_PART_QUERY, "a b", 3, out, 2,
                                     &n),
                 URL1738_E_NOSPACE);
    CHECK_EQ_STR(out, 2, "a%");
    CHECK_EQ_INT(url1738_encode_spec(URL1738_SPEC_RFC3986,
                                     URL1738_PART_QUERY, NULL, 1, out, 8,
                                     &n),
                 URL1738_E_INVALID_ARG);
    CHECK_EQ_INT(url1738_encode_spec((enum url1738_spec)7,
                                     URL1738_PART_QUERY, "a", 1, out, 8, &n),
                 URL1738_E_INVALID_ARG);
}

/* url1738_encode_spec(RFC 3986) for the path, query and fragment copies
 * runs of raw bytes whole (the grammar's runs, a '%' in them found one
 * or two compares at a time): held to the octet-at-a-time definition
 * (url1738_must_escape_spec, "%" and two upper-case hex digits) on every
 * byte value at every position of lengths 1-40 and (every 7th position
 * every value, else every 37th) of the lengths about the short path's
 * 64-byte masks and its 256-byte end, random strings rich in '%' of
 * lengths 0-90 and 0-299, the corpora's lines, and every cap
 * 0 .. need + 1 of some (the size-query rule). */
static unsigned long runs_bad;

static void same_encoding(enum url1738_part part, const char *in, size_t n,
                          int caps)
{
    static const char hex[] = "0123456789ABCDEF";
    static char want[2400], got[2400];
    size_t w = 0, i, need = 0, cap;
    enum url1738_code rc;
    /* the input at the end of its own allocation: a read past it is
     * the sanitizers' */
    char *own = malloc(n > 0 ? n : 1);

    if (n > 700 || own == NULL) {
        CHECK(own != NULL);
        free(own);
        return;
    }
    memcpy(own, in, n);
    in = own;
    for (i = 0; i < n; i++) {
        unsigned char c = (unsigned char)in[i];
        if (url1738_must_escape_spec(URL1738_SPEC_RFC3986, part, c)) {
            want[w++] = '%';
            want[w++] = hex[c >> 4];
            want[w++] = hex[c & 15];
        } else {
            want[w++] = (char)c;
        }
    }
    rc = url1738_encode_spec(URL1738_SPEC_RFC3986, part, in, n, got,
                             sizeof got, &need);
    if ((rc != URL1738_OK || need != w || memcmp(got, want, w) != 0
         || got[w] != '\0')
        && runs_bad++ < 5)
        printf("encode %s \"%.*s\": expected \"%.*s\", got \"%.*s\"\n",
               url1738_part_name(part), (int)n, in, (int)w, want,
               (int)need, got);
    for (cap = 0; caps && cap <= w + 1; cap++) {
        memset(got, '#', w + 2);
        rc = url1738_encode_spec(URL1738_SPEC_RFC3986, part, in, n,
                                 cap ? got : NULL, cap, &need);
        if ((rc != (cap >= w ? URL1738_OK : URL1738_E_NOSPACE) || need != w
             || memcmp(got, want, cap < w ? cap : w) != 0
             || (cap > w && got[w] != '\0') || got[cap > w ? w + 1 : cap] != '#')
            && runs_bad++ < 5)
            printf("encode %s \"%.*s\" cap %zu: code %d need %zu\n",
                   url1738_part_name(part), (int)n, in, cap, (int)rc, need);
    }
    free(own);
}

/* A corpus line as a path and a query; every 500th with every cap. */
static void encode_line(const char *line, size_t n, void *ctx)
{
    size_t *lines = ctx;

    same_encoding(URL1738_PART_PATH, line, n, *lines % 500 == 0);
    same_encoding(URL1738_PART_QUERY, line, n, 0);
    ++*lines;
}

/* Inputs of 250-700 bytes (several 64-byte blocks, the stretches
 * between escapes across block edges, the last block without 16 bytes
 * after it): escapes at the block edges 63/64/65, 127/128 and every
 * other k*64 - 1 .. k*64 + 1, dense escapes ("<a "), random strings,
 * and every cap 0 .. need + 1 on some. */
static void test_encode_long(void)
{
    static const size_t lens[] = { 250, 255, 256, 257, 300, 319, 320, 321,
                                   383, 384, 385, 511, 512, 513, 640, 699,
                                   700 };
    static const size_t edges[] = { 63, 64, 65, 127, 128 };
    static const char alpha[] = "ab/%%41~ #?[<";
    static char s[700];
    size_t i, j, k, n;
    unsigned long x = 7;

    for (i = 0; i < sizeof lens / sizeof lens[0]; i++) {
        n = lens[i];
        /* one escape at a block edge, each of a few values */
        for (j = 0; j < sizeof edges / sizeof edges[0]; j++) {
            memset(s, 'a', n);
            s[edges[j]] = ' ';
            same_encoding(URL1738_PART_PATH, s, n, i % 4 == 0);
            s[edges[j]] = '%';
            same_encoding(URL1738_PART_QUERY, s, n, 0);
            s[edges[j]] = (char)0xff;
            same_encoding(URL1738_PART_FRAGMENT, s, n, 0);
        }
        /* escapes at every block edge, a stretch across each */
        memset(s, 'a', n);
        for (k = 64; k - 1 < n; k += 64) {
            s[k - 1] = '<';
            if (k < n)
                s[k] = '"';
            if (k + 1 < n)
                s[k + 1] = '`';
        }
        same_encoding(URL1738_PART_PATH, s, n, 1);
        /* one escape at every position, a clean background */
        for (k = 0; k < n; k++) {
            memset(s, 'b', n);
            s[k] = '#';
            same_encoding(URL1738_PART_PATH, s, n, k % 61 == 0);
        }
        /* dense: two escapes in three bytes, one every byte */
        for (k = 0; k < n; k++)
            s[k] = "<a "[k % 3];
        same_encoding(URL1738_PART_PATH, s, n, 1);
        memset(s, ' ', n);
        same_encoding(URL1738_PART_QUERY, s, n, i % 2 == 0);
        /* random */
        for (j = 0; j < 200; j++) {
            for (k = 0; k < n; k++) {
                x = x * 6364136223846793005UL + 1442695040888963407UL;
                s[k] = (x >> 60) < 8 ? 'z'
                                     : alpha[(x >> 40) % (sizeof alpha - 1)];
            }
            same_encoding(j % 2 ? URL1738_PART_PATH : URL1738_PART_QUERY, s,
                          n, j % 40 == 0);
        }
    }
}

static void test_encode_runs(void)
{
    static const enum url1738_part parts3986[] = {
        URL1738_PART_PATH, URL1738_PART_QUERY, URL1738_PART_FRAGMENT,
    };
    static const char *const files[] = {
        "kasztp_web.txt", "node_files.txt", "rfc1738_schemes.txt",
    };
    static const char alpha[] = "ab/%%41~ #?[";
    static const size_t longs[] = { 63, 64, 65, 127, 128, 129, 191, 192,
                                    193, 255, 256, 257 };
    char s[320];
    size_t i, n, k, q, lines = 0, counted = 0;
    unsigned c;
    unsigned long x = 99;

    for (q = 0; q < 3; q++) {
        enum url1738_part part = parts3986[q];
        for (n = 1; n <= 40; n++)
            for (k = 0; k < n; k++)
                for (c = 0; c < 256; c++) {
                    memset(s, 'a', n);
                    s[k] = (char)c;
                    same_encoding(part, s, n, 0);
                }
        /* the short path's 64-byte masks and its end (256 bytes) */
        for (i = 0; i < sizeof longs / sizeof longs[0]; i++)
            for (n = longs[i], k = 0; k < n; k++)
                for (c = 0; c < 256; c += k % 7 == 0 ? 1 : 37) {
                    memset(s, 'a', n);
                    s[k] = (char)c;
                    same_encoding(part, s, n, 0);
                }
        for (i = 0; i < 20000; i++) {
            x = x * 6364136223846793005UL + 1442695040888963407UL;
            n = (size_t)((x >> 33) % (i % 4 == 0 ? 300 : 91));
            for (k = 0; k < n; k++) {
                x = x * 6364136223846793005UL + 1442695040888963407UL;
                s[k] = alpha[(x >> 40) % (sizeof alpha - 1)];
            }
            same_encoding(part, s, n, i % 50 == 0);
        }
    }
    test_encode_long();
    for (i = 0; i < sizeof files / sizeof files[0]; i++)
        counted += harness_each_line(files[i], encode_line, &lines);
    CHECK(counted > 90000 && counted == lines);
    CHECK_EQ_INT(runs_bad, 0);
}

void run_tests(void)
{
    test_encode_runs();
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
    test_rfc3986();
}
