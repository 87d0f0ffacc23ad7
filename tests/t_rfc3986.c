/* SPDX-License-Identifier: MIT */
/*
 * t_rfc3986.c - url1738_parse_spec() under RFC 3986, checkable by eye.
 *
 * Valid rows give every part as RFC 3986 names it (NULL for absent); the
 * RFC's own examples (1.1.2, 3, 3.2.1, 3.2.2, 5.4, 6.2.2, 6.2.3,
 * appendix B) are here verbatim. Invalid rows give the code and a caret
 * line with "^" under the byte the error offset points at ("^" one past
 * the last byte: the input is a proper prefix).
 */
#include <stdio.h>
#include <string.h>

#include "harness.h"

#define URI URL1738_SPEC_RFC3986
#define REF URL1738_SPEC_RFC3986_REFERENCE

struct good {
    enum url1738_spec spec;
    const char *input;
    const char *scheme, *userinfo, *host, *host_type, *port, *path, *query,
        *fragment;
};

static const struct good goods[] = {
    /* 1.1.2 */
    { URI, "ftp://ftp.is.co.za/rfc/rfc1808.txt", "ftp", NULL, "ftp.is.co.za",
      "reg-name", NULL, "/rfc/rfc1808.txt", NULL, NULL },
    { URI, "http://www.ietf.org/rfc/rfc2396.txt", "http", NULL,
      "www.ietf.org", "reg-name", NULL, "/rfc/rfc2396.txt", NULL, NULL },
    { URI, "ldap://[2001:db8::7]/c=GB?objectClass?one", "ldap", NULL,
      "[2001:db8::7]", "ipv6", NULL, "/c=GB", "objectClass?one", NULL },
    { URI, "mailto:John.Doe@example.com", "mailto", NULL, NULL, NULL, NULL,
      "John.Doe@example.com", NULL, NULL },
    { URI, "news:comp.infosystems.www.servers.unix", "news", NULL, NULL,
      NULL, NULL, "comp.infosystems.www.servers.unix", NULL, NULL },
    { URI, "tel:+1-816-555-1212", "tel", NULL, NULL, NULL, NULL,
      "+1-816-555-1212", NULL, NULL },
    { URI, "telnet://192.0.2.16:80/", "telnet", NULL, "192.0.2.16", "ipv4",
      "80", "/", NULL, NULL },
    { URI, "urn:oasis:names:specification:docbook:dtd:xml:4.1.2", "urn",
      NULL, NULL, NULL, NULL, "oasis:names:specification:docbook:dtd:xml:4.1.2",
      NULL, NULL },
    /* 3 */
    { URI, "foo://example.com:8042/over/there?name=ferret#nose", "foo", NULL,
      "example.com", "reg-name", "8042", "/over/there", "name=ferret",
      "nose" },
    { URI, "urn:example:animal:ferret:nose", "urn", NULL, NULL, NULL, NULL,
      "example:animal:ferret:nose", NULL, NULL },
    /* 3.2.1, 3.2.2 */
    { URI, "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm",
      "ftp", "cnn.example.com&story=breaking_news", "10.0.0.1", "ipv4", NULL,
      "/top_story.htm", NULL, NULL },
    { URI, "file:///etc/hosts", "file", NULL, "", "reg-name", NULL,
      "/etc/hosts", NULL, NULL },
    /* 6.2.2, 6.2.3 */
    { URI, "example://a/b/c/%7Bfoo%7D", "example", NULL, "a", "reg-name",
      NULL, "/b/c/%7Bfoo%7D", NULL, NULL },
    { URI, "eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "eXAMPLE", NULL, "a",
      "reg-name", NULL, "/./b/../b/%63/%7bfoo%7d", NULL, NULL },
    { URI, "http://example.com", "http", NULL, "example.com", "reg-name",
      NULL, "", NULL, NULL },
    { URI, "http://example.com:/", "http", NULL, "example.com", "reg-name",
      "", "/", NULL, NULL },
    { URI, "http://example.com:80/", "http", NULL, "example.com", "reg-name",
      "80", "/", NULL, NULL },
    /* Appendix B */
    { URI, "http://www.ics.uci.edu/pub/ietf/uri/#Related", "http", NULL,
      "www.ics.uci.edu", "reg-name", NULL, "/pub/ietf/uri/", NULL,
      "Related" },
    /* The contract's example and the issue's lines */
    { URI, "https://[::1]:8443/a?b#c", "https", NULL, "[::1]", "ipv6", "8443",
      "/a", "b", "c" },
    { URI, "https://singapore_aberdeen.tripod.com/x", "https", NULL,
      "singapore_aberdeen.tripod.com", "reg-name", NULL, "/x", NULL, NULL },
    { URI, "http://h/~u", "http", NULL, "h", "reg-name", NULL, "/~u", NULL,
      NULL },
    /* Authority corners */
    { URI, "http://u:p:q@h:1", "http", "u:p:q", "h", "reg-name", "1", "",
      NULL, NULL },
    { URI, "http://@h", "http", "", "h", "reg-name", NULL, "", NULL, NULL },
    { URI, "http://", "http", NULL, "", "reg-name", NULL, "", NULL, NULL },
    { URI, "http://:", "http", NULL, "", "reg-name", "", "", NULL, NULL },
    { URI, "http://:@:", "http", ":", "", "reg-name", "", "", NULL, NULL },
    { URI, "http://%41%3a@%42:0", "http", "%41%3a", "%42", "reg-name", "0",
      "", NULL, NULL },
    { URI, "http://256.0.0.1/", "http", NULL, "256.0.0.1", "reg-name", NULL,
      "/", NULL, NULL },
    { URI, "http://01.2.3.4/", "http", NULL, "01.2.3.4", "reg-name", NULL,
      "/", NULL, NULL },
    { URI, "http://1.2.3/", "http", NULL, "1.2.3", "reg-name", NULL, "/",
      NULL, NULL },
    { URI, "http://0.0.0.0", "http", NULL, "0.0.0.0", "ipv4", NULL, "", NULL,
      NULL },
    { URI, "http://255.255.255.255", "http", NULL, "255.255.255.255", "ipv4",
      NULL, "", NULL, NULL },
    { URI, "x://h?#", "x", NULL, "h", "reg-name", NULL, "", "", "" },
    { URI, "x://h#?/", "x", NULL, "h", "reg-name", NULL, "", NULL, "?/" },
    { URI, "x://h//a//", "x", NULL, "h", "reg-name", NULL, "//a//", NULL,
      NULL },
    { URI, "x:", "x", NULL, NULL, NULL, NULL, "", NULL, NULL },
    { URI, "x:/", "x", NULL, NULL, NULL, NULL, "/", NULL, NULL },
    { URI, "x:/a//b", "x", NULL, NULL, NULL, NULL, "/a//b", NULL, NULL },
    { URI, "x::@", "x", NULL, NULL, NULL, NULL, ":@", NULL, NULL },
    { URI, "A+-.1:?", "A+-.1", NULL, NULL, NULL, NULL, "", "", NULL },
    /* The nine IPv6address forms, with an IPv4 tail where one fits */
    { URI, "s://[1:2:3:4:5:6:7:8]", "s", NULL, "[1:2:3:4:5:6:7:8]", "ipv6",
      NULL, "", NULL, NULL },
    { URI, "s://[1:2:3:4:5:6:1.2.3.4]", "s", NULL, "[1:2:3:4:5:6:1.2.3.4]",
      "ipv6", NULL, "", NULL, NULL },
    { URI, "s://[::2:3:4:5:6:7:8]", "s", NULL, "[::2:3:4:5:6:7:8]", "ipv6",
      NULL, "", NULL, NULL },
    { URI, "s://[::2:3:4:5:6:1.2.3.4]", "s", NULL, "[::2:3:4:5:6:1.2.3.4]",
      "ipv6", NULL, "", NULL, NULL },
    { URI, "s://[1::3:4:5:6:7:8]", "s", NULL, "[1::3:4:5:6:7:8]", "ipv6",
      NULL, "", NULL, NULL },
    { URI, "s://[::3:4:5:6:7:8]", "s", NULL, "[::3:4:5:6:7:8]", "ipv6", NULL,
      "", NULL, NULL },
    { URI, "s://[1:2::4:5:6:7:8]", "s", NULL, "[1:2::4:5:6:7:8]", "ipv6",
      NULL, "", NULL, NULL },
    { URI, "s://[1:2::4:5:6:1.2.3.4]", "s", NULL, "[1:2::4:5:6:1.2.3.4]",
      "ipv6", NULL, "", NULL, NULL },
    { URI, "s://[1:2:3::5:6:7:8]", "s", NULL, "[1:2:3::5:6:7:8]", "ipv6",
      NULL, "", NULL, NULL },
    { URI, "s://[1:2:3:4::6:7:8]", "s", NULL, "[1:2:3:4::6:7:8]", "ipv6",
      NULL, "", NULL, NULL },
    { URI, "s://[1:2:3:4:5::7:8]", "s", NULL, "[1:2:3:4:5::7:8]", "ipv6",
      NULL, "", NULL, NULL },
    { URI, "s://[1:2:3:4:5::1.2.3.4]", "s", NULL, "[1:2:3:4:5::1.2.3.4]",
      "ipv6", NULL, "", NULL, NULL },
    { URI, "s://[::1.2.3.4]", "s", NULL, "[::1.2.3.4]", "ipv6", NULL, "",
      NULL, NULL },
    { URI, "s://[1:2:3:4:5:6::8]", "s", NULL, "[1:2:3:4:5:6::8]", "ipv6",
      NULL, "", NULL, NULL },
    { URI, "s://[::8]", "s", NULL, "[::8]", "ipv6", NULL, "", NULL, NULL },
    { URI, "s://[1:2:3:4:5:6:7::]", "s", NULL, "[1:2:3:4:5:6:7::]", "ipv6",
      NULL, "", NULL, NULL },
    { URI, "s://[1::]", "s", NULL, "[1::]", "ipv6", NULL, "", NULL, NULL },
    { URI, "s://[::]", "s", NULL, "[::]", "ipv6", NULL, "", NULL, NULL },
    { URI, "s://[FFFF:ffff:0:00:000:0000:aBcD:1]:", "s", NULL,
      "[FFFF:ffff:0:00:000:0000:aBcD:1]", "ipv6", "", "", NULL, NULL },
    { URI, "s://[::ffff:129.144.52.38]:80/", "s", NULL,
      "[::ffff:129.144.52.38]", "ipv6", "80", "/", NULL, NULL },
    { URI, "s://[::255.255.255.255]", "s", NULL, "[::255.255.255.255]",
      "ipv6", NULL, "", NULL, NULL },
    { URI, "s://u@[::1]", "s", "u", "[::1]", "ipv6", NULL, "", NULL, NULL },
    /* IPvFuture */
    { URI, "s://[v1.x]", "s", NULL, "[v1.x]", "ipvfuture", NULL, "", NULL,
      NULL },
    { URI, "s://[VaF.a:b!$&'()*+,;=-._~]:9", "s", NULL,
      "[VaF.a:b!$&'()*+,;=-._~]", "ipvfuture", "9", "", NULL, NULL },
    /* 5.4: every reference is a URI-reference */
    { REF, "g:h", "g", NULL, NULL, NULL, NULL, "h", NULL, NULL },
    { REF, "g", NULL, NULL, NULL, NULL, NULL, "g", NULL, NULL },
    { REF, "./g", NULL, NULL, NULL, NULL, NULL, "./g", NULL, NULL },
    { REF, "g/", NULL, NULL, NULL, NULL, NULL, "g/", NULL, NULL },
    { REF, "/g", NULL, NULL, NULL, NULL, NULL, "/g", NULL, NULL },
    { REF, "//g", NULL, NULL, "g", "reg-name", NULL, "", NULL, NULL },
    { REF, "?y", NULL, NULL, NULL, NULL, NULL, "", "y", NULL },
    { REF, "g?y", NULL, NULL, NULL, NULL, NULL, "g", "y", NULL },
    { REF, "#s", NULL, NULL, NULL, NULL, NULL, "", NULL, "s" },
    { REF, "g#s", NULL, NULL, NULL, NULL, NULL, "g", NULL, "s" },
    { REF, "g?y#s", NULL, NULL, NULL, NULL, NULL, "g", "y", "s" },
    { REF, ";x", NULL, NULL, NULL, NULL, NULL, ";x", NULL, NULL },
    { REF, "g;x", NULL, NULL, NULL, NULL, NULL, "g;x", NULL, NULL },
    { REF, "g;x?y#s", NULL, NULL, NULL, NULL, NULL, "g;x", "y", "s" },
    { REF, "", NULL, NULL, NULL, NULL, NULL, "", NULL, NULL },
    { REF, ".", NULL, NULL, NULL, NULL, NULL, ".", NULL, NULL },
    { REF, "../..", NULL, NULL, NULL, NULL, NULL, "../..", NULL, NULL },
    { REF, "../../../g", NULL, NULL, NULL, NULL, NULL, "../../../g", NULL,
      NULL },
    { REF, "/./g", NULL, NULL, NULL, NULL, NULL, "/./g", NULL, NULL },
    { REF, "g.", NULL, NULL, NULL, NULL, NULL, "g.", NULL, NULL },
    { REF, "..g", NULL, NULL, NULL, NULL, NULL, "..g", NULL, NULL },
    { REF, "g;x=1/../y", NULL, NULL, NULL, NULL, NULL, "g;x=1/../y", NULL,
      NULL },
    { REF, "g?y/./x", NULL, NULL, NULL, NULL, NULL, "g", "y/./x", NULL },
    { REF, "g#s/../x", NULL, NULL, NULL, NULL, NULL, "g", NULL, "s/../x" },
    { REF, "http:g", "http", NULL, NULL, NULL, NULL, "g", NULL, NULL },
    { REF, "http://a/b/c/d;p?q", "http", NULL, "a", "reg-name", NULL,
      "/b/c/d;p", "q", NULL },
    { REF, "a/b:c", NULL, NULL, NULL, NULL, NULL, "a/b:c", NULL, NULL },
    { REF, "./a:b", NULL, NULL, NULL, NULL, NULL, "./a:b", NULL, NULL },
};

struct bad {
    enum url1738_spec spec;
    const char *input;
    const char *caret;
    enum url1738_code code;
};

static const struct bad bads[] = {
    /* scheme */
    { URI, "", "^", URL1738_E_SCHEME },
    { URI, "1a:", "^", URL1738_E_SCHEME },
    { URI, ":", "^", URL1738_E_SCHEME },
    { URI, "a", " ^", URL1738_E_COLON },
    { URI, "a_b:", " ^", URL1738_E_COLON },
    { URI, "g", " ^", URL1738_E_COLON },          /* a REF, not a URI */
    { URI, "a b:", " ^", URL1738_E_MUST_ENCODE },
    /* path, query, fragment */
    { URI, "a:b c", "   ^", URL1738_E_MUST_ENCODE },
    { URI, "a:/[", "   ^", URL1738_E_RESERVED },
    { URI, "a:?#]", "    ^", URL1738_E_RESERVED },
    { URI, "a:#a#", "    ^", URL1738_E_RESERVED },
    { URI, "a:%zz", "   ^", URL1738_E_ESCAPE },
    { URI, "a:%a", "    ^", URL1738_E_ESCAPE },
    { URI, "a:b%2", "     ^", URL1738_E_ESCAPE },
    { URI, "a:\"", "  ^", URL1738_E_MUST_ENCODE },
    { URI, "a:\\", "  ^", URL1738_E_MUST_ENCODE },
    { URI, "a:{}", "  ^", URL1738_E_MUST_ENCODE },
    { URI, "a:x|", "   ^", URL1738_E_MUST_ENCODE },
    { URI, "a:^`", "  ^", URL1738_E_MUST_ENCODE },
    { URI, "a:<>", "  ^", URL1738_E_MUST_ENCODE },
    { URI, "a:\x80", "  ^", URL1738_E_MUST_ENCODE },
    { URI, "a:\x7f", "  ^", URL1738_E_MUST_ENCODE },
    { URI, "http://h/a b", "          ^", URL1738_E_MUST_ENCODE },
    { URI, "http://h/?a b", "           ^", URL1738_E_MUST_ENCODE },
    { URI, "http://h/#a b", "           ^", URL1738_E_MUST_ENCODE },
    /* authority */
    { URI, "http://a b", "        ^", URL1738_E_MUST_ENCODE },
    { URI, "http://h:8a/", "           ^", URL1738_E_PORT },
    { URI, "http://h:8a", "           ^", URL1738_E_PORT },
    { URI, "http://h:80:", "            ^", URL1738_E_PORT },
    { URI, "http://a:1:2/", "            ^", URL1738_E_PORT },
    { URI, "http://u@h:x", "           ^", URL1738_E_PORT },
    { URI, "http://u@h:1:", "            ^", URL1738_E_PORT },
    { URI, "http://a@b@c", "          ^", URL1738_E_RESERVED },
    { URI, "http://a[", "        ^", URL1738_E_RESERVED },
    { URI, "http://a]", "        ^", URL1738_E_AUTHORITY },
    { URI, "http://u@h[", "          ^", URL1738_E_RESERVED },
    { URI, "http://%4g", "         ^", URL1738_E_ESCAPE },
    { URI, "http://%", "        ^", URL1738_E_ESCAPE },
    { URI, "http://u@%", "          ^", URL1738_E_ESCAPE },
    /* IP-literal: IPv6address */
    { URI, "http://[", "        ^", URL1738_E_IPV6 },
    { URI, "http://[]", "        ^", URL1738_E_IPV6 },
    { URI, "http://[:]", "         ^", URL1738_E_IPV6 },
    { URI, "http://[:1]", "         ^", URL1738_E_IPV6 },
    { URI, "http://[:::]", "          ^", URL1738_E_IPV6 },
    { URI, "http://[1:]", "          ^", URL1738_E_IPV6 },
    { URI, "http://[1]", "         ^", URL1738_E_IPV6 },
    { URI, "http://[::g]", "          ^", URL1738_E_IPV6 },
    { URI, "http://[12345::]", "            ^", URL1738_E_IPV6 },
    { URI, "http://[1:2:3:4:5:6:7]", "                     ^",
      URL1738_E_IPV6 },
    { URI, "http://[1:2:3:4:5:6:7:8:9]", "                       ^",
      URL1738_E_IPV6 },
    { URI, "http://[1:2:3:4:5:6:7:8::]", "                       ^",
      URL1738_E_IPV6 },
    { URI, "http://[1:2:3:4:5:6:7::8]", "                       ^",
      URL1738_E_IPV6 },
    { URI, "http://[::1:2:3:4:5:6:7:8]", "                       ^",
      URL1738_E_IPV6 },
    { URI, "http://[1::2::3]", "             ^", URL1738_E_IPV6 },
    { URI, "http://[1.2.3.4]", "         ^", URL1738_E_IPV6 },
    { URI, "http://[1:2:3:4:5:6:7:1.2.3.4]", "                       ^",
      URL1738_E_IPV6 },
    { URI, "http://[1:2:3:4:5::6:1.2.3.4]", "                      ^",
      URL1738_E_IPV6 },
    { URI, "http://[::01.2.3.4]", "            ^", URL1738_E_IPV6 },
    { URI, "http://[::256.2.3.4]", "             ^", URL1738_E_IPV6 },
    { URI, "http://[::a.2.3.4]", "           ^", URL1738_E_IPV6 },
    { URI, "http://[::1.2.3]", "               ^", URL1738_E_IPV4 },
    { URI, "http://[::1.2.3.256]", "                  ^", URL1738_E_IPV4 },
    { URI, "http://[::1.2.3.04]", "                 ^", URL1738_E_IPV4 },
    { URI, "http://[::1.2.3.4.5]", "                 ^", URL1738_E_IPV6 },
    { URI, "http://[::1.2.3.4:5]", "                 ^", URL1738_E_IPV6 },
    { URI, "http://[::1.2..4]", "              ^", URL1738_E_IPV4 },
    { URI, "http://[::1.a.3.4]", "            ^", URL1738_E_IPV4 },
    { URI, "http://[::1]x", "            ^", URL1738_E_AUTHORITY },
    { URI, "http://[::1]:8x", "              ^", URL1738_E_PORT },
    { URI, "http://[::1]@h", "            ^", URL1738_E_RESERVED },
    { URI, "http://[::1", "           ^", URL1738_E_IPV6 },
    { URI, "http://[::1%25eth0]", "           ^", URL1738_E_IPV6 },
    /* IP-literal: IPvFuture */
    { URI, "http://[v", "         ^", URL1738_E_IPVFUTURE },
    { URI, "http://[v.x]", "         ^", URL1738_E_IPVFUTURE },
    { URI, "http://[vg.x]", "         ^", URL1738_E_IPVFUTURE },
    { URI, "http://[v1]", "          ^", URL1738_E_IPVFUTURE },
    { URI, "http://[v1.]", "           ^", URL1738_E_IPVFUTURE },
    { URI, "http://[v1.%41]", "           ^", URL1738_E_IPVFUTURE },
    { URI, "http://[v1.a/]", "            ^", URL1738_E_IPVFUTURE },
    /* relative references */
    { REF, "1a:b", "  ^", URL1738_E_SEGMENT_COLON },
    { REF, ":", "^", URL1738_E_SEGMENT_COLON },
    { REF, "a_b:c", "   ^", URL1738_E_SEGMENT_COLON },
    { REF, "@:", " ^", URL1738_E_SEGMENT_COLON },
    { REF, "//h:x/", "     ^", URL1738_E_PORT },
    { REF, "a b", " ^", URL1738_E_MUST_ENCODE },
    { REF, "?#[", "  ^", URL1738_E_RESERVED },
};

static const char *span_or_null(const char *p, struct url1738_span s,
                                char *buf)
{
    if (!url1738_present(s))
        return NULL;
    memcpy(buf, p + s.off, s.len);
    buf[s.len] = '\0';
    return buf;
}

static void check_part(const char *input, const char *name, const char *got,
                       const char *want)
{
    int ok = (got == NULL && want == NULL)
             || (got != NULL && want != NULL && strcmp(got, want) == 0);

    if (!CHECK(ok)) {
        fprintf(stderr, "    %s of \"%s\": wanted %s%s%s, got %s%s%s\n", name,
                input, want ? "\"" : "", want ? want : "null",
                want ? "\"" : "", got ? "\"" : "", got ? got : "null",
                got ? "\"" : "");
    }
}

static void check_good(const struct good *g)
{
    struct url1738_url u = URL1738_URL_INIT;
    struct url1738_error e;
    size_t n = strlen(g->input);
    char buf[256];
    enum url1738_code rc;

    rc = url1738_parse_spec(g->input, n, g->spec, &u, &e);
    if (!CHECK(rc == URL1738_OK)) {
        fprintf(stderr, "    \"%s\": %s at %zu: %s\n", g->input,
                url1738_errname(rc), e.offset, e.message);
        return;
    }
    CHECK_EQ_INT(u.spec, g->spec);
    check_part(g->input, "scheme", span_or_null(g->input, u.scheme, buf),
               g->scheme);
    check_part(g->input, "userinfo", span_or_null(g->input, u.userinfo, buf),
               g->userinfo);
    check_part(g->input, "host", span_or_null(g->input, u.host, buf),
               g->host);
    check_part(g->input, "host_type", url1738_host_type_name(u.host_type),
               g->host_type);
    check_part(g->input, "port", span_or_null(g->input, u.port, buf),
               g->port);
    check_part(g->input, "path", span_or_null(g->input, u.path, buf),
               g->path);
    check_part(g->input, "query", span_or_null(g->input, u.query, buf),
               g->query);
    check_part(g->input, "fragment", span_or_null(g->input, u.fragment, buf),
               g->fragment);
    CHECK(url1738_valid_spec(g->input, n, g->spec));
}

static void check_bad(const struct bad *b)
{
    struct url1738_url u = URL1738_URL_INIT;
    struct url1738_error e;
    size_t n = strlen(b->input);
    size_t want = strlen(b->caret) - 1;
    enum url1738_code rc;

    rc = url1738_parse_spec(b->input, n, b->spec, &u, &e);
    if (!CHECK(rc == b->code && e.code == rc && e.offset == want)) {
        fprintf(stderr, "    \"%s\": wanted %s at %zu, got %s at %zu (%s)\n",
                b->input, url1738_errname(b->code), want,
                url1738_errname(rc), e.offset, e.message);
        fprintf(stderr, "     %s\n     %s\n", b->input, b->caret);
    }
    CHECK(b->caret[want] == '^');
    CHECK(e.message != NULL && e.message[0] != '\0');
    /* On error every part but the scheme is absent. */
    CHECK(!url1738_present(u.host) && !url1738_present(u.path)
          && !url1738_present(u.query) && !url1738_present(u.fragment)
          && !url1738_present(u.userinfo) && u.host_type == URL1738_HOST_NONE);
    /* Every URI is a URI-reference: a URI error at an offset past the
     * scheme stays an error there. */
    if (b->spec == URI && e.offset > 0 && memchr(b->input, ':', e.offset)) {
        rc = url1738_parse_spec(b->input, n, REF, NULL, &e);
        CHECK(rc != URL1738_OK && e.offset == want);
    }
}

/* user and password split userinfo at its first ':'. */
static void check_userinfo(void)
{
    static const struct {
        const char *in, *user, *password;
    } rows[] = {
        { "http://u:p:q@h", "u", "p:q" },
        { "http://u@h", "u", NULL },
        { "http://:@h", "", "" },
        { "http://@h", "", NULL },
        { "http://h", NULL, NULL },
    };
    struct url1738_url u = URL1738_URL_INIT;
    char buf[64];
    size_t k;

    for (k = 0; k < sizeof rows / sizeof rows[0]; k++) {
        CHECK(url1738_parse_spec(rows[k].in, strlen(rows[k].in), URI, &u,
                                 NULL) == URL1738_OK);
        check_part(rows[k].in, "user", span_or_null(rows[k].in, u.user, buf),
                   rows[k].user);
        check_part(rows[k].in, "password",
                   span_or_null(rows[k].in, u.password, buf),
                   rows[k].password);
    }
}

/* The scheme-specific parts: http and https from path and query; the
 * others where RFC 1738 reads the URL too. */
static void check_scheme_parts(void)
{
    static const struct {
        const char *in;
        enum url1738_scheme id, parts_of;
    } rows[] = {
        { "https://h/a/b?c#d", URL1738_SCHEME_OTHER, URL1738_SCHEME_HTTP },
        { "HTTP://h", URL1738_SCHEME_HTTP, URL1738_SCHEME_HTTP },
        { "ftp://ftp.is.co.za/rfc/rfc1808.txt", URL1738_SCHEME_FTP,
          URL1738_SCHEME_FTP },
        { "ftp://h/a#f", URL1738_SCHEME_FTP, URL1738_SCHEME_NONE },
        { "mailto:John.Doe@example.com", URL1738_SCHEME_MAILTO,
          URL1738_SCHEME_MAILTO },
        { "news:comp.infosystems.www.servers.unix", URL1738_SCHEME_NEWS,
          URL1738_SCHEME_NEWS },
        { "telnet://192.0.2.16:80/", URL1738_SCHEME_TELNET,
          URL1738_SCHEME_TELNET },
        { "gopher://[::1]/", URL1738_SCHEME_GOPHER, URL1738_SCHEME_NONE },
        { "urn:a", URL1738_SCHEME_OTHER, URL1738_SCHEME_NONE },
    };
    struct url1738_url u = URL1738_URL_INIT;
    char buf[64];
    size_t k;
    const char *in = "https://h/a/b?c#d";

    for (k = 0; k < sizeof rows / sizeof rows[0]; k++) {
        CHECK(url1738_parse_spec(rows[k].in, strlen(rows[k].in), URI, &u,
                                 NULL) == URL1738_OK);
        CHECK_EQ_INT(u.scheme_id, rows[k].id);
        CHECK_EQ_INT(u.parts_of, rows[k].parts_of);
    }
    url1738_parse_spec(in, strlen(in), URI, &u, NULL);
    check_part(in, "hpath", span_or_null(in, u.u.http.hpath, buf), "a/b");
    check_part(in, "search", span_or_null(in, u.u.http.search, buf), "c");
    in = "ftp://ftp.is.co.za/rfc/rfc1808.txt";
    url1738_parse_spec(in, strlen(in), URI, &u, NULL);
    check_part(in, "fpath", span_or_null(in, u.u.ftp.fpath, buf),
               "rfc/rfc1808.txt");
    in = "http://h";
    url1738_parse_spec(in, strlen(in), URI, &u, NULL);
    check_part(in, "hpath", span_or_null(in, u.u.http.hpath, buf), NULL);
}

/* Names, default ports, and RFC 1738 staying the default. */
static void check_names(void)
{
    struct url1738_url a = URL1738_URL_INIT, b = URL1738_URL_INIT;
    struct url1738_error ea, eb;
    const char *in = "http://h/~u";

    CHECK(strcmp(url1738_spec_name(URL1738_SPEC_RFC3986), "rfc3986") == 0);
    CHECK(url1738_spec_name((enum url1738_spec)9) == NULL);
    CHECK_EQ_INT(url1738_spec_lookup("rfc1738", 7), URL1738_SPEC_RFC1738);
    CHECK_EQ_INT(url1738_spec_lookup("rfc3986", 7), URL1738_SPEC_RFC3986);
    CHECK_EQ_INT(url1738_spec_lookup("rfc3986", 6), -1);
    CHECK_EQ_INT(url1738_spec_lookup("RFC3986", 7), -1);
    CHECK(url1738_host_type_name(URL1738_HOST_NONE) == NULL);
    CHECK_EQ_INT(url1738_scheme_port("HTTPS", 5, URI), 443);
    CHECK_EQ_INT(url1738_scheme_port("https", 5, URL1738_SPEC_RFC1738), 0);
    CHECK_EQ_INT(url1738_scheme_port("http", 4, URL1738_SPEC_RFC1738), 80);
    CHECK_EQ_INT(url1738_scheme_port("prospero", 8, URI), 1525);
    CHECK_EQ_INT(url1738_scheme_port("sip", 3, URI), 5060);
    CHECK_EQ_INT(url1738_scheme_port("irc", 3, URI), 194);
    CHECK_EQ_INT(url1738_scheme_port("ircs", 4, URI), 0);
    CHECK_EQ_INT(url1738_scheme_port("ws", 2, URI), 80);
    CHECK_EQ_INT(url1738_scheme_port("wss", 3, URI), 443);
    CHECK_EQ_INT(url1738_scheme_port("ftps", 4, URI), 990);
    CHECK_EQ_INT(url1738_scheme_port("imap", 4, URI), 143);
    CHECK_EQ_INT(url1738_scheme_port("pop", 3, URI), 110);
    CHECK_EQ_INT(url1738_scheme_port("ldap", 4, URI), 389);
    CHECK_EQ_INT(url1738_scheme_port("ldaps", 5, URI), 636);
    CHECK_EQ_INT(url1738_scheme_port("rtsp", 4, URI), 554);
    CHECK_EQ_INT(url1738_scheme_port("smtp", 4, URI), 25);
    CHECK_EQ_INT(url1738_scheme_port("ssh", 3, URI), 22);
    /* The RFC 1738 reading is url1738_parse's, and stays the default. */
    CHECK(url1738_parse_spec(in, strlen(in), URL1738_SPEC_RFC1738, &a, &ea)
          == url1738_parse(in, strlen(in), &b, &eb));
    CHECK(ea.offset == eb.offset && ea.code == URL1738_E_MUST_ENCODE);
    CHECK_EQ_INT(a.spec, URL1738_SPEC_RFC1738);
    CHECK(url1738_parse_spec(in, strlen(in), (enum url1738_spec)7, NULL,
                             &ea) == URL1738_E_INVALID_ARG);
    CHECK(url1738_parse_spec(NULL, 0, URI, &a, &ea) == URL1738_E_SCHEME);
    /* Under RFC 1738 the host type is still said. */
    in = "ftp://10.0.0.1/";
    CHECK(url1738_parse(in, strlen(in), &a, NULL) == URL1738_OK);
    CHECK_EQ_INT(a.host_type, URL1738_HOST_IPV4);
    CHECK_EQ_INT(a.parts_of, URL1738_SCHEME_FTP);
    in = "x://h/";
    CHECK(url1738_parse(in, strlen(in), &a, NULL) == URL1738_OK);
    CHECK_EQ_INT(a.host_type, URL1738_HOST_REG_NAME);
    CHECK_EQ_INT(a.parts_of, URL1738_SCHEME_NONE);
    CHECK(!url1738_present(a.query) && !url1738_present(a.fragment));
}

void run_tests(void)
{
    size_t k;

    for (k = 0; k < sizeof goods / sizeof goods[0]; k++)
        check_good(&goods[k]);
    for (k = 0; k < sizeof bads / sizeof bads[0]; k++)
        check_bad(&bads[k]);
    check_userinfo();
    check_scheme_parts();
    check_names();
}
