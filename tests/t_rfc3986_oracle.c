/* SPDX-License-Identifier: MIT */
/*
 * t_rfc3986_oracle.c - the RFC 3986 reading against two independent ones:
 *
 * 1. uriparser (liburiparser, linked into this test only), for validity:
 *    over the URL corpora, the RFC's examples and 1,000,000 generated and
 *    mutated inputs. Any disagreement fails (docs/grammar.md says what
 *    was found and fixed on the way).
 * 2. A plain reading of appendix A written here, for validity and the
 *    error offset: every rule is a function from the set of positions
 *    where it may start to the set where it may end (a 64-bit set, so
 *    inputs of at most 62 bytes). A prefix is viable when some rule asks
 *    for a byte at its end (every rule of appendix A can be completed), so
 *    the error offset is the length of the longest viable prefix.
 *
 * And the done criterion of issue 14: every line of kasztp_web.txt that
 * uriparser accepts is valid, with host, port, path, query and fragment
 * equal to appendix B's regular expression's split.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <uriparser/Uri.h>

#include "harness.h"
#include "peers/peers.h"

/* ===== The plain reading of appendix A ===== */

typedef uint64_t set;

static const unsigned char *S;
static size_t N;
static int at_end;

#define BIT(i) ((set)1 << (i))

typedef set (*rule)(set);

static int in(int c, const char *chars)
{
    return c != 0 && strchr(chars, c) != NULL;
}

/* One byte for which ok() holds, from every position in s. */
static set byte_if(set s, int (*ok)(int))
{
    set r = 0;
    size_t i;

    for (s &= BIT(N + 1) - 1; s != 0; s &= s - 1) {
        i = (size_t)__builtin_ctzll(s);
        if (i == N)
            at_end = 1;
        else if (ok(S[i]))
            r |= BIT(i + 1);
    }
    return r;
}

static int want_ch;
static int is_want(int c)
{
    return c == want_ch;
}

static set lit(set s, int c)
{
    want_ch = c;
    return byte_if(s, is_want);
}

/* A literal string (ABNF: letters match either case). */
static set str(set s, const char *t)
{
    for (; *t != '\0' && s != 0; t++) {
        if (in(*t, "abcdefghijklmnopqrstuvwxyz"))
            s = lit(s, *t) | lit(s, *t - 32);
        else
            s = lit(s, *t);
    }
    return s;
}

static set star(rule f, set s)
{
    set all = s, front = s;

    while (front != 0) {
        front = f(front) & ~all;
        all |= front;
    }
    return all;
}

static set opt(rule f, set s)
{
    return s | f(s);
}

/* ----- 2: characters ----- */

static int is_alpha(int c)
{
    return in(c, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ");
}
static int is_digit(int c)
{
    return in(c, "0123456789");
}
static int is_hex(int c)
{
    return in(c, "0123456789ABCDEFabcdef");
}
static int is_unreserved(int c)
{
    return is_alpha(c) || is_digit(c) || in(c, "-._~");
}
static int is_sub_delim(int c)
{
    return in(c, "!$&'()*+,;=");
}
static int is_scheme_char(int c)
{
    return is_alpha(c) || is_digit(c) || in(c, "+-.");
}
static int is_1to9(int c)
{
    return in(c, "123456789");
}
static int is_0to4(int c)
{
    return in(c, "01234");
}
static int is_0to5(int c)
{
    return in(c, "012345");
}
static int is_ipvf_char(int c)
{
    return is_unreserved(c) || is_sub_delim(c) || c == ':';
}

static set pct_encoded(set s)
{
    return byte_if(byte_if(lit(s, '%'), is_hex), is_hex);
}

/* unreserved / pct-encoded / sub-delims */
static set ups(set s)
{
    return byte_if(s, is_unreserved) | pct_encoded(s) | byte_if(s, is_sub_delim);
}

static set pchar(set s)
{
    return ups(s) | lit(s, ':') | lit(s, '@');
}

/* ----- 3.1 scheme ----- */

static set scheme_char(set s)
{
    return byte_if(s, is_scheme_char);
}

static set scheme(set s)
{
    return star(scheme_char, byte_if(s, is_alpha));
}

/* ----- 3.2.2 host ----- */

static set dec_octet(set s)
{
    return byte_if(s, is_digit)
           | byte_if(byte_if(s, is_1to9), is_digit)
           | byte_if(byte_if(lit(s, '1'), is_digit), is_digit)
           | byte_if(byte_if(lit(s, '2'), is_0to4), is_digit)
           | byte_if(str(s, "25"), is_0to5);
}

static set ipv4address(set s)
{
    s = dec_octet(s);
    s = dec_octet(lit(s, '.'));
    s = dec_octet(lit(s, '.'));
    return dec_octet(lit(s, '.'));
}

static set h16(set s)
{
    set one = byte_if(s, is_hex);
    set two = byte_if(one, is_hex);
    set three = byte_if(two, is_hex);
    return one | two | three | byte_if(three, is_hex);
}

static set h16c(set s)
{
    return lit(h16(s), ':');
}

static set ls32(set s)
{
    return h16(lit(h16(s), ':')) | ipv4address(s);
}

static set times(rule f, set s, int k)
{
    while (k-- > 0)
        s = f(s);
    return s;
}

/* [ *k( h16 ":" ) h16 ] */
static set before_gap(set s, int k)
{
    set r = s, t = s;
    int j;

    for (j = 0; j <= k; j++) {
        r |= h16(t);
        t = h16c(t);
    }
    return r;
}

/* The nine forms, as written in 3.2.2. */
static set ipv6address(set s)
{
    set r = 0;

    r |= ls32(times(h16c, s, 6));
    r |= ls32(times(h16c, str(s, "::"), 5));
    r |= ls32(times(h16c, str(opt(h16, s), "::"), 4));
    r |= ls32(times(h16c, str(before_gap(s, 1), "::"), 3));
    r |= ls32(times(h16c, str(before_gap(s, 2), "::"), 2));
    r |= ls32(h16c(str(before_gap(s, 3), "::")));
    r |= ls32(str(before_gap(s, 4), "::"));
    r |= h16(str(before_gap(s, 5), "::"));
    r |= str(before_gap(s, 6), "::");
    return r;
}

static set hexdig(set s)
{
    return byte_if(s, is_hex);
}

static set ipvf_char(set s)
{
    return byte_if(s, is_ipvf_char);
}

static set ipvfuture(set s)
{
    s = star(hexdig, hexdig(str(s, "v")));
    return star(ipvf_char, ipvf_char(lit(s, '.')));
}

static set ip_literal(set s)
{
    s = lit(s, '[');
    return lit(ipv6address(s) | ipvfuture(s), ']');
}

static set reg_name(set s)
{
    return star(ups, s);
}

static set host(set s)
{
    return ip_literal(s) | ipv4address(s) | reg_name(s);
}

/* ----- 3.2 authority ----- */

static set userinfo_char(set s)
{
    return ups(s) | lit(s, ':');
}

static set digit(set s)
{
    return byte_if(s, is_digit);
}

static set userinfo_at(set s)
{
    return lit(star(userinfo_char, s), '@');
}

static set colon_port(set s)
{
    return star(digit, lit(s, ':'));
}

static set authority(set s)
{
    return opt(colon_port, host(opt(userinfo_at, s)));
}

/* ----- 3.3 path ----- */

static set segment(set s)
{
    return star(pchar, s);
}

static set slash_segment(set s)
{
    return segment(lit(s, '/'));
}

static set segment_nz(set s)
{
    return star(pchar, pchar(s));
}

static set nc_char(set s)
{
    return ups(s) | lit(s, '@');
}

static set path_abempty(set s)
{
    return star(slash_segment, s);
}

static set nz_rest(set s)
{
    return path_abempty(segment_nz(s));
}

static set path_absolute(set s)
{
    return opt(nz_rest, lit(s, '/'));
}

static set path_noscheme(set s)
{
    return path_abempty(star(nc_char, nc_char(s)));
}

static set path_rootless(set s)
{
    return nz_rest(s);
}

static set hier_part(set s)
{
    return path_abempty(authority(str(s, "//"))) | path_absolute(s)
           | path_rootless(s) | s;
}

static set relative_part(set s)
{
    return path_abempty(authority(str(s, "//"))) | path_absolute(s)
           | path_noscheme(s) | s;
}

/* ----- 3.4, 3.5, 4.1, 4.2 ----- */

static set query_char(set s)
{
    return pchar(s) | lit(s, '/') | lit(s, '?');
}

static set tail(set s)
{
    s = s | star(query_char, lit(s, '?'));
    return s | star(query_char, lit(s, '#'));
}

static set uri(set s)
{
    return tail(hier_part(lit(scheme(s), ':')));
}

static set uri_reference(set s)
{
    return uri(s) | tail(relative_part(s));
}

/* Whether p[0..n) matches (*valid) and the error offset per the contract:
 * the longest viable prefix's length (n when valid). */
static size_t oracle(const char *p, size_t n, int reference, int *valid)
{
    size_t lo = 0, hi = n, m;
    set r;

    S = (const unsigned char *)p;
    N = n;
    at_end = 0;
    r = reference ? uri_reference(BIT(0)) : uri(BIT(0));
    *valid = (r & BIT(n)) != 0;
    if (*valid || at_end)
        return n;
    /* Viability only shrinks as the prefix grows: the longest viable
     * prefix by bisection (the empty prefix is always viable). */
    while (lo < hi) {
        m = (lo + hi + 1) / 2;
        N = m;
        at_end = 0;
        r = reference ? uri_reference(BIT(0)) : uri(BIT(0));
        if (at_end || (r & BIT(m)))
            lo = m;
        else
            hi = m - 1;
    }
    return lo;
}

/* ===== uriparser ===== */

/* 1: uriparser reads p[0..n) as a URI-reference; *has_scheme then says
 * whether it is a URI. */
static int uriparser_ok(const char *p, size_t n, int *has_scheme)
{
    UriUriA u;
    const char *errpos;
    int ok;

    /* uriparser wants a pointer even for the empty input. */
    if (n == 0)
        p = "";
    ok = uriParseSingleUriExA(&u, p, p + n, &errpos) == URI_SUCCESS;
    *has_scheme = ok && u.scheme.first != NULL;
    if (ok)
        uriFreeUriMembersA(&u);
    return ok;
}

/* ===== Comparing ===== */

static unsigned long n_inputs, n_valid, n_oracle, n_disagree;

/* Both readings (URI, URI-reference) of p[0..n) against uriparser, and
 * when plain is set and the input short enough, against the plain
 * reading. */
static void compare(const char *p, size_t n, int plain)
{
    struct url1738_error e;
    int ours, theirs, ref_ok, has_scheme, valid, ref;
    size_t off;

    ref_ok = uriparser_ok(p, n, &has_scheme);
    for (ref = 0; ref <= 1; ref++) {
        enum url1738_spec spec = ref ? URL1738_SPEC_RFC3986_REFERENCE
                                     : URL1738_SPEC_RFC3986;
        ours = url1738_parse_spec(p, n, spec, NULL, &e) == URL1738_OK;
        theirs = ref ? ref_ok : ref_ok && has_scheme;
        n_inputs++;
        n_valid += (unsigned long)ours;
        if (!CHECK(ours == theirs)) {
            if (++n_disagree < 20) {
                fprintf(stderr, "    %s: url1738 %s (%s at %zu), "
                        "uriparser %s\n", ref ? "URI-reference" : "URI",
                        ours ? "valid" : "invalid", url1738_errname(e.code),
                        e.offset, theirs ? "valid" : "invalid");
                harness_dump("input", p, n);
            }
        }
        if (plain && n <= 62) {
            off = oracle(p, n, ref, &valid);
            n_oracle++;
            if (!CHECK(valid == ours && (ours || off == e.offset))) {
                fprintf(stderr, "    %s: oracle %s at %zu, url1738 %s at "
                        "%zu\n", ref ? "URI-reference" : "URI",
                        valid ? "valid" : "invalid", off,
                        ours ? "valid" : "invalid", e.offset);
                harness_dump("input", p, n);
            }
        }
    }
}

/* ===== Corpora and the done criterion ===== */

static FILE *open_corpus(const char *file)
{
    char path[512];
    FILE *f;

    snprintf(path, sizeof path, "%s/%s", harness_corpora(), file);
    f = fopen(path, "r");
    if (!CHECK(f != NULL))
        fprintf(stderr, "    corpus %s is missing\n", file);
    return f;
}

static size_t chomp(char *line)
{
    size_t n = strlen(line);

    while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
        n--;
    return n;
}

static void corpus(const char *file)
{
    char line[8192];
    FILE *f = open_corpus(file);
    unsigned long lines = 0;

    if (f == NULL)
        return;
    while (fgets(line, sizeof line, f) != NULL) {
        compare(line, chomp(line), 1);
        lines++;
    }
    fclose(f);
    CHECK(lines > 0);
}

/* A span of p, or NULL for an absent one, as (ptr, len). */
struct piece {
    const char *p;
    size_t n;
};

static void check_piece(const char *line, size_t n, const char *what,
                        struct piece want, const char *p,
                        struct url1738_span got)
{
    int ok;

    if (want.p == NULL)
        ok = !url1738_present(got);
    else
        ok = url1738_present(got) && got.len == want.n
             && memcmp(p + got.off, want.p, want.n) == 0;
    if (!CHECK(ok)) {
        fprintf(stderr, "    %s differs from appendix B's\n", what);
        harness_dump("line", line, n);
        if (want.p != NULL)
            harness_dump("wanted", want.p, want.n);
        if (url1738_present(got))
            harness_dump("got", p + got.off, got.len);
    }
}

/*
 * Appendix B:
 *   ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
 * split by hand; the authority then into host and port as 3.2.2/3.2.3
 * place them (after the "@"; an IP literal up to its "]").
 */
static void appendix_b(const char *line, size_t n)
{
    struct url1738_url u = URL1738_URL_INIT;
    struct piece host = { NULL, 0 }, port = { NULL, 0 }, path, query = { NULL, 0 },
                 frag = { NULL, 0 };
    size_t i = 0, a, e, h;

    while (i < n && !in(line[i], ":/?#"))
        i++;
    i = (i > 0 && i < n && line[i] == ':') ? i + 1 : 0;
    if (i + 1 < n && line[i] == '/' && line[i + 1] == '/') {
        a = e = i + 2;
        while (e < n && !in(line[e], "/?#"))
            e++;
        for (h = a; h < e; h++)
            if (line[h] == '@')
                a = h + 1;
        h = a;
        if (h < e && line[h] == '[')
            while (h < e && line[h] != ']')
                h++;
        while (h < e && line[h] != ':')
            h++;
        host.p = line + a;
        host.n = h - a;
        if (h < e) {
            port.p = line + h + 1;
            port.n = e - h - 1;
        }
        i = e;
    }
    path.p = line + i;
    while (i < n && line[i] != '?' && line[i] != '#')
        i++;
    path.n = (size_t)(line + i - path.p);
    if (i < n && line[i] == '?') {
        query.p = line + ++i;
        while (i < n && line[i] != '#')
            i++;
        query.n = (size_t)(line + i - query.p);
    }
    if (i < n && line[i] == '#') {
        frag.p = line + i + 1;
        frag.n = n - i - 1;
    }
    if (!CHECK(url1738_parse_spec(line, n, URL1738_SPEC_RFC3986, &u, NULL)
               == URL1738_OK)) {
        harness_dump("line", line, n);
        return;
    }
    check_piece(line, n, "host", host, line, u.host);
    check_piece(line, n, "port", port, line, u.port);
    check_piece(line, n, "path", path, line, u.path);
    check_piece(line, n, "query", query, line, u.query);
    check_piece(line, n, "fragment", frag, line, u.fragment);
}

static void done_criterion(void)
{
    char line[8192];
    FILE *f = open_corpus("kasztp_web.txt");
    unsigned long accepted = 0;
    int has_scheme;
    size_t n;

    if (f == NULL)
        return;
    while (fgets(line, sizeof line, f) != NULL) {
        n = chomp(line);
        if (!uriparser_ok(line, n, &has_scheme) || !has_scheme)
            continue;
        accepted++;
        appendix_b(line, n);
    }
    fclose(f);
    printf("kasztp_web.txt: %lu lines uriparser accepts as URIs, each "
           "checked against appendix B\n", accepted);
    CHECK(accepted > 40000);
}

/* ===== Generated and mutated inputs ===== */

static uint64_t rng = 0x3986u;

static unsigned rnd(unsigned k)
{
    /* xorshift64*: deterministic, so every run tries the same inputs. */
    rng ^= rng >> 12;
    rng ^= rng << 25;
    rng ^= rng >> 27;
    return (unsigned)((rng * 0x2545F4914F6CDD1DULL) >> 33) % k;
}

static const char *const pieces[] = {
    "http", "https", "ftp", "x", "urn", "a+b", "1a", "", ":", "//", "/",
    "?", "#", "@", "[", "]", "%", "%4", "%41", "%zz", "~", "u", "u:p", "h",
    "example.com", "1.2.3.4", "255.255.255.255", "256.1.1.1", "01.2.3.4",
    "80", "8a", "::", "::1", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:1.2.3.4",
    "::ffff:1.2.3.4", "1::", "v1.x", "V7.a:b", "vg.", "12345", "fe80::",
    "a;b=c", "!$&'()*+,;=", ".", "..", " ", "\"", "<", "\\", "^", "`",
    "{", "|", "\x7f", "\x80", "\xff", "\t", "0", "00", "1.2.3", ".4",
};

static size_t gen_ipv6(char *o)
{
    size_t n = 0;
    int groups = rnd(9), gap = rnd(groups + 2) - 1, k;

    for (k = 0; k < groups; k++) {
        if (k == gap)
            n += (size_t)sprintf(o + n, "::");
        else if (k > 0)
            o[n++] = ':';
        if (k == groups - 1 && rnd(4) == 0) {
            /* One draw a statement: the order in which a call's arguments
             * are evaluated is unspecified, and gcc and clang differ. */
            unsigned a = rnd(300), b = rnd(256), c = rnd(256);

            n += (size_t)sprintf(o + n, "%u.%u.%u.%u", a, b, c, rnd(260));
        } else
            n += (size_t)sprintf(o + n, "%x", rnd(rnd(2) ? 0x10000 : 16));
    }
    if (gap == groups)
        n += (size_t)sprintf(o + n, "::");
    return n;
}

/* A URI built from appendix A's parts, each part often absent, odd or
 * broken. */
static size_t gen(char *o)
{
    size_t n = 0;
    int k, parts;

    if (rnd(8) != 0)
        n += (size_t)sprintf(o + n, "%s:", pieces[rnd(6)]);
    if (rnd(3) != 0) {
        n += (size_t)sprintf(o + n, "//");
        if (rnd(3) == 0)
            n += (size_t)sprintf(o + n, "%s@", pieces[rnd(sizeof pieces / sizeof pieces[0])]);
        if (rnd(3) == 0) {
            o[n++] = '[';
            if (rnd(6) == 0) {
                unsigned v = rnd(256);

                n += (size_t)sprintf(o + n, "v%x.%s", v,
                                     pieces[rnd(sizeof pieces / sizeof pieces[0])]);
            } else
                n += gen_ipv6(o + n);
            if (rnd(10) != 0)
                o[n++] = ']';
        } else {
            n += (size_t)sprintf(o + n, "%s", pieces[20 + rnd(10)]);
        }
        if (rnd(3) == 0)
            n += (size_t)sprintf(o + n, ":%u", rnd(70000));
    }
    parts = rnd(5);
    for (k = 0; k < parts; k++) {
        const char *slash = rnd(2) ? "/" : "";

        n += (size_t)sprintf(o + n, "%s%s", slash,
                             pieces[rnd(sizeof pieces / sizeof pieces[0])]);
    }
    if (rnd(3) == 0)
        n += (size_t)sprintf(o + n, "?%s", pieces[rnd(sizeof pieces / sizeof pieces[0])]);
    if (rnd(3) == 0)
        n += (size_t)sprintf(o + n, "#%s", pieces[rnd(sizeof pieces / sizeof pieces[0])]);
    return n;
}

/* One to three byte edits: replace, insert, delete, or cut. */
static size_t mutate(char *o, size_t n)
{
    static const char special[] = ":/?#[]@%.~v0F!;= \"\x80";
    int k, edits = 1 + (int)rnd(3);
    size_t at;

    for (k = 0; k < edits; k++) {
        at = n > 0 ? rnd((unsigned)n + 1) : 0;
        switch (rnd(4)) {
        case 0:
            if (at < n)
                o[at] = rnd(2) ? special[rnd(sizeof special - 1)]
                               : (char)rnd(256);
            break;
        case 1:
            memmove(o + at + 1, o + at, n - at);
            o[at] = special[rnd(sizeof special - 1)];
            n++;
            break;
        case 2:
            if (at < n) {
                memmove(o + at, o + at + 1, n - at - 1);
                n--;
            }
            break;
        default:
            n = at;
            break;
        }
    }
    return n;
}

static const char *const examples[] = {
    "ftp://ftp.is.co.za/rfc/rfc1808.txt",
    "http://www.ietf.org/rfc/rfc2396.txt",
    "ldap://[2001:db8::7]/c=GB?objectClass?one",
    "mailto:John.Doe@example.com",
    "news:comp.infosystems.www.servers.unix",
    "tel:+1-816-555-1212",
    "telnet://192.0.2.16:80/",
    "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
    "foo://example.com:8042/over/there?name=ferret#nose",
    "urn:example:animal:ferret:nose",
    "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm",
    "http://a/b/c/d;p?q", "g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y",
    "#s", "g#s", "g?y#s", ";x", "g;x", "g;x?y#s", "", ".", "./", "..",
    "../", "../g", "../..", "../../", "../../g", "../../../g",
    "../../../../g", "/./g", "/../g", "g.", ".g", "g..", "..g", "./../g",
    "./g/.", "g/./h", "g/../h", "g;x=1/./y", "g;x=1/../y", "g?y/./x",
    "g?y/../x", "g#s/./x", "g#s/../x", "http:g",
    "example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
    "http://example.com", "http://example.com/", "http://example.com:/",
    "http://example.com:80/", "http://www.ics.uci.edu/pub/ietf/uri/#Related",
};

/* The plain reading is slow (sets, bisection): it reads every corpus
 * line and example, and one generated input in PLAIN_EVERY. */
#define PLAIN_EVERY 8

/* uriparser's parts beside url1738's, for an input both read as a
 * URI-reference: scheme, userinfo, host (uriparser's host of an IP literal
 * leaves out the brackets), host type, port, query, fragment; each at the
 * same bytes, absent in both or present in both. (The path is checked
 * against appendix B: uriparser keeps it as a list of segments, and an
 * empty last segment points outside the input.) */
static unsigned long n_parts;

static void same_part(const char *p, size_t n, const char *what,
                      struct url1738_span ours, UriTextRangeA theirs)
{
    int present = theirs.first != NULL;

    /* uriparser's empty host may point outside the input. */
    if (!CHECK(present == url1738_present(ours)
               && (!present
                   || ((size_t)(theirs.afterLast - theirs.first) == ours.len
                       && (ours.len == 0 || theirs.first == p + ours.off))))) {
        fprintf(stderr, "    %s: url1738 %s %zu+%zu, uriparser %s %td+%td"
                "\n", what, url1738_present(ours) ? "at" : "absent",
                ours.off, ours.len, present ? "at" : "absent",
                present ? theirs.first - p : 0,
                present ? theirs.afterLast - theirs.first : 0);
        harness_dump("input", p, n);
    }
}

static void uriparser_parts(const char *p, size_t n)
{
    struct url1738_url u = URL1738_URL_INIT;
    UriUriA t;
    UriTextRangeA host;
    const char *errpos, *q = n > 0 ? p : "";
    enum url1738_host_type type;

    if (url1738_parse_spec(p, n, URL1738_SPEC_RFC3986_REFERENCE, &u, NULL)
            != URL1738_OK
        || uriParseSingleUriExA(&t, q, q + n, &errpos) != URI_SUCCESS)
        return;
    n_parts++;
    host = t.hostText;
    if (host.first != NULL && host.first > q && host.first[-1] == '[') {
        host.first--;
        host.afterLast++;
    }
    same_part(p, n, "scheme", u.scheme, t.scheme);
    same_part(p, n, "userinfo", u.userinfo, t.userInfo);
    same_part(p, n, "host", u.host, host);
    same_part(p, n, "port", u.port, t.portText);
    same_part(p, n, "query", u.query, t.query);
    same_part(p, n, "fragment", u.fragment, t.fragment);
    type = t.hostData.ip4 != NULL ? URL1738_HOST_IPV4
         : t.hostData.ip6 != NULL ? URL1738_HOST_IPV6
         : t.hostData.ipFuture.first != NULL ? URL1738_HOST_IPVFUTURE
         : t.hostText.first != NULL ? URL1738_HOST_REG_NAME
         : URL1738_HOST_NONE;
    if (!CHECK(u.host_type == type)) {
        fprintf(stderr, "    host type: url1738 %d, uriparser %d\n",
                (int)u.host_type, (int)type);
        harness_dump("input", p, n);
    }
    uriFreeUriMembersA(&t);
}

/* The peer test inputs (tests/peers/extract.py): both readings against
 * uriparser and, when short enough, the plain reading; every one that
 * uriparser takes as a URI against appendix B's split too, and uriparser's
 * parts; then PEER_MUTATIONS mutations of each (of at most 1000 bytes),
 * read the same way but for appendix B. */
#define PEER_MUTATIONS 64

static unsigned long n_peer_uri, n_peer_ref, n_peer_mutated;

static void peer(const char *p, size_t n)
{
    int has_scheme;

    char buf[1024];
    unsigned k;
    size_t m;

    compare(p, n, 1);
    uriparser_parts(p, n);
    if (uriparser_ok(p, n, &has_scheme)) {
        n_peer_ref++;
        if (has_scheme) {
            n_peer_uri++;
            appendix_b(p, n);
        }
    }
    for (k = 0; n <= 1000 && k < PEER_MUTATIONS; k++) {
        memcpy(buf, p, n);
        m = mutate(buf, n);
        compare(buf, m, k % PLAIN_EVERY == 0);
        uriparser_parts(buf, m);
        n_peer_mutated++;
    }
}

void run_tests(void)
{
    char buf[1024];
    size_t k, n;
    unsigned long i;

    for (k = 0; k < sizeof examples / sizeof examples[0]; k++)
        compare(examples[k], strlen(examples[k]), 1);
    corpus("kasztp_web.txt");
    corpus("node_files.txt");
    corpus("rfc1738_schemes.txt");
    k = peers_each(peer);
    printf("peer inputs: %zu in all, %lu URI-references by uriparser, %lu "
           "of them URIs (each checked against appendix B); %lu mutations "
           "of them; parts equal to uriparser's in %lu readings\n", k,
           n_peer_ref, n_peer_uri, n_peer_mutated, n_parts);
    done_criterion();
    for (i = 0; i < 500000; i++) {
        n = gen(buf);
        compare(buf, n, i % PLAIN_EVERY == 0);
        n = mutate(buf, n);
        compare(buf, n, i % PLAIN_EVERY == 0);
    }
    printf("compared %lu readings (%lu valid) with uriparser, %lu with the "
           "plain reading; %lu disagreements\n", n_inputs, n_valid, n_oracle,
           n_disagree);
}
