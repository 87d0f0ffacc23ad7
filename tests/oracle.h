/* SPDX-License-Identifier: MIT */
/*
 * oracle.h - an independent, naive reading of the BNF of RFC 1738
 * section 5, for the tests only: every production is a function from the
 * set of positions where it may start to the set of positions where it
 * may end (a 64-bit set, so inputs are at most 63 bytes). It knows
 * nothing of the library's tables. Whenever a terminal is asked for the
 * byte at the end of the input, the input is a proper prefix of some
 * valid URL (every production of section 5 can be completed), which is
 * how the error offset is found: the first byte whose prefix is not
 * viable (cli-contract "parse").
 *
 * oracle(p, n, &off): 1 when p[0..n) is a valid URL, else 0 with off the
 * expected error offset. Used by t_parse_oracle (the parser against it)
 * and t_hostile (the CLI's "valid" against it).
 */
#ifndef URL1738_TEST_ORACLE_H
#define URL1738_TEST_ORACLE_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "url1738.h"


typedef uint64_t set;

/* The input under test and whether a terminal reached its end. Test-only
 * state: the library itself keeps none. */
static const unsigned char *S;
static size_t N;
static int at_end;

#define BIT(i) ((set)1 << (i))

static int in(int c, const char *chars)
{
    return c != 0 && strchr(chars, c) != NULL;
}

/* ----- Character classes, spelled out as in section 5 ----- */

static int is_lowalpha(int c)
{
    return in(c, "abcdefghijklmnopqrstuvwxyz");
}

static int is_hialpha(int c)
{
    return in(c, "ABCDEFGHIJKLMNOPQRSTUVWXYZ");
}

static int is_alpha(int c)
{
    return is_lowalpha(c) || is_hialpha(c);
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
    return is_alpha(c) || is_digit(c) || in(c, "$-_.+") || in(c, "!*'(),");
}

static int is_reserved(int c)
{
    return in(c, ";/?:@&=");
}

static int is_alphadigit(int c)
{
    return is_alpha(c) || is_digit(c);
}

static int is_ad_hyphen(int c)
{
    return is_alphadigit(c) || c == '-';
}

/* 2.1: the scheme is compared case-insensitively, so hialpha too. */
static int is_scheme_char(int c)
{
    return is_alpha(c) || is_digit(c) || in(c, "+-.");
}

static int is_user_extra(int c)
{
    return in(c, ";?&=");
}

static int is_fseg_extra(int c)
{
    return in(c, "?:@&=");
}

static int is_hseg_extra(int c)
{
    return in(c, ";:@&=");
}

static int is_field_extra(int c)
{
    return in(c, "?:@&");
}

static int is_article_extra(int c)
{
    return in(c, ";/?:&=");
}

static int is_group_char(int c)
{
    return is_alpha(c) || is_digit(c) || in(c, "-.+_");
}

static int is_ftptype(int c)
{
    return in(c, "AIDaid");
}

/* ----- Terminals and combinators ----- */

typedef set (*prod_fn)(set);

/* One byte satisfying pred, from each start position. */
static set one(set from, int (*pred)(int))
{
    set out = 0;
    size_t i;

    for (i = 0; i <= N; i++) {
        if (!(from & BIT(i)))
            continue;
        if (i == N)
            at_end = 1;
        else if (pred(S[i]))
            out |= BIT(i + 1);
    }
    return out;
}

/* A literal; fold: the letters match either case (scheme names only). */
static set lit_case(set from, const char *t, int fold)
{
    for (; *t != '\0' && from != 0; t++) {
        set out = 0;
        size_t i;

        for (i = 0; i <= N; i++) {
            if (!(from & BIT(i)))
                continue;
            if (i == N) {
                at_end = 1;
                continue;
            }
            if (S[i] == (unsigned char)*t
                || (fold && is_alpha(S[i]) && (S[i] | 0x20) == *t))
                out |= BIT(i + 1);
        }
        from = out;
    }
    return from;
}

static set lit(set from, const char *t)
{
    return lit_case(from, t, 0);
}

static set star(prod_fn f, set from)
{
    set all = from, frontier = from;

    while (frontier != 0) {
        set next = f(frontier) & ~all;
        all |= next;
        frontier = next;
    }
    return all;
}

static set opt(prod_fn f, set from)
{
    return from | f(from);
}

/* ----- Section 5, production by production ----- */

static set escape(set x)
{
    return one(one(lit(x, "%"), is_hex), is_hex);
}

static set uchar(set x)
{
    return one(x, is_unreserved) | escape(x);
}

static set xchar(set x)
{
    return one(x, is_unreserved) | one(x, is_reserved) | escape(x);
}

static set digit(set x)
{
    return one(x, is_digit);
}

static set digits(set x)
{
    return star(digit, digit(x));
}

static set ad_hyphen(set x)
{
    return one(x, is_ad_hyphen);
}

/* domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit */
static set domainlabel(set x)
{
    set a = one(x, is_alphadigit);

    return a | one(star(ad_hyphen, a), is_alphadigit);
}

/* toplabel = alpha | alpha *[ alphadigit | "-" ] alphadigit */
static set toplabel(set x)
{
    set a = one(x, is_alpha);

    return a | one(star(ad_hyphen, a), is_alphadigit);
}

static set domainlabel_dot(set x)
{
    return lit(domainlabel(x), ".");
}

static set hostname(set x)
{
    return toplabel(star(domainlabel_dot, x));
}

static set hostnumber(set x)
{
    return digits(lit(digits(lit(digits(lit(digits(x), ".")), ".")), "."));
}

static set host(set x)
{
    return hostname(x) | hostnumber(x);
}

static set colon_port(set x)
{
    return digits(lit(x, ":"));
}

static set hostport(set x)
{
    return opt(colon_port, host(x));
}

static set userchar(set x)
{
    return uchar(x) | one(x, is_user_extra);
}

static set user(set x)
{
    return star(userchar, x);
}

static set colon_password(set x)
{
    return user(lit(x, ":")); /* password has user's alphabet */
}

static set userinfo_at(set x)
{
    return lit(opt(colon_password, user(x)), "@");
}

static set login(set x)
{
    return hostport(opt(userinfo_at, x));
}

static set fchar(set x)
{
    return uchar(x) | one(x, is_fseg_extra);
}

static set fsegment(set x)
{
    return star(fchar, x);
}

static set slash_fsegment(set x)
{
    return fsegment(lit(x, "/"));
}

static set fpath(set x)
{
    return star(slash_fsegment, fsegment(x));
}

static set ftptype_part(set x)
{
    return one(lit(x, ";type="), is_ftptype);
}

static set ftp_path(set x)
{
    return opt(ftptype_part, fpath(lit(x, "/")));
}

/* ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]] */
static set ftpurl(set x)
{
    return opt(ftp_path, login(lit(lit_case(x, "ftp", 1), "://")));
}

/* fileurl = "file://" [ host | "localhost" ] "/" fpath */
static set fileurl(set x)
{
    set h = lit(lit_case(x, "file", 1), "://");

    h = h | host(h) | lit(h, "localhost");
    return fpath(lit(h, "/"));
}

static set hchar(set x)
{
    return uchar(x) | one(x, is_hseg_extra);
}

static set hsegment(set x)
{
    return star(hchar, x);
}

static set slash_hsegment(set x)
{
    return hsegment(lit(x, "/"));
}

static set hpath(set x)
{
    return star(slash_hsegment, hsegment(x));
}

static set search(set x)
{
    return star(hchar, x);
}

static set query(set x)
{
    return search(lit(x, "?"));
}

static set http_path(set x)
{
    return opt(query, hpath(lit(x, "/")));
}

/* httpurl = "http://" hostport [ "/" hpath [ "?" search ]] */
static set httpurl(set x)
{
    return opt(http_path, hostport(lit(lit_case(x, "http", 1), "://")));
}

static set xchars(set x)
{
    return star(xchar, x);
}

static set tab_gplus(set x)
{
    return xchars(lit(x, "%09"));
}

static set tab_search(set x)
{
    return opt(tab_gplus, search(lit(x, "%09")));
}

static set selector_rest(set x)
{
    return opt(tab_search, xchars(x));
}

static set gtype_rest(set x)
{
    return opt(selector_rest, xchar(x));
}

static set gopher_path(set x)
{
    return opt(gtype_rest, lit(x, "/"));
}

/* gopherurl = "gopher://" hostport [ / [ gtype [ selector
 *             [ "%09" search [ "%09" gopher+_string ] ] ] ] ] */
static set gopherurl(set x)
{
    return opt(gopher_path, hostport(lit(lit_case(x, "gopher", 1), "://")));
}

/* mailtourl = "mailto:" 1*xchar */
static set mailtourl(set x)
{
    return xchars(xchar(lit(lit_case(x, "mailto", 1), ":")));
}

static set groupchar(set x)
{
    return one(x, is_group_char);
}

static set group(set x)
{
    return star(groupchar, one(x, is_alpha));
}

static set artchar(set x)
{
    return uchar(x) | one(x, is_article_extra);
}

static set article(set x)
{
    return host(lit(star(artchar, artchar(x)), "@"));
}

/* newsurl = "news:" ( "*" | group | article ) */
static set newsurl(set x)
{
    set g = lit(lit_case(x, "news", 1), ":");

    return lit(g, "*") | group(g) | article(g);
}

static set slash_digits(set x)
{
    return digits(lit(x, "/"));
}

/* nntpurl = "nntp://" hostport "/" group [ "/" digits ] */
static set nntpurl(set x)
{
    set h = hostport(lit(lit_case(x, "nntp", 1), "://"));

    return opt(slash_digits, group(lit(h, "/")));
}

static set slash(set x)
{
    return lit(x, "/");
}

/* telneturl = "telnet://" login [ "/" ] */
static set telneturl(set x)
{
    return opt(slash, login(lit(lit_case(x, "telnet", 1), "://")));
}

static set uchars(set x)
{
    return star(uchar, x);
}

/* waisurl = waisdatabase | waisindex | waisdoc */
static set waisurl(set x)
{
    set d = uchars(lit(hostport(lit(lit_case(x, "wais", 1), "://")), "/"));

    return d | search(lit(d, "?"))
           | uchars(lit(uchars(lit(d, "/")), "/"));
}

static set fieldchar(set x)
{
    return uchar(x) | one(x, is_field_extra);
}

static set fieldspec(set x)
{
    return star(fieldchar, lit(star(fieldchar, lit(x, ";")), "="));
}

/* prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ] */
static set prosperourl(set x)
{
    set h = hostport(lit(lit_case(x, "prospero", 1), "://"));

    return star(fieldspec, fpath(lit(h, "/")));
}

static int predefined(size_t len)
{
    static const char *const names[] = { "ftp",    "http", "gopher",
                                         "mailto", "news", "nntp",
                                         "telnet", "wais", "file",
                                         "prospero" };
    size_t k, i;

    for (k = 0; k < sizeof names / sizeof names[0]; k++) {
        if (strlen(names[k]) != len)
            continue;
        for (i = 0; i < len; i++)
            if ((S[i] | 0x20) != names[k][i])
                break;
        if (i == len)
            return 1;
    }
    return 0;
}

static set ip_path(set x)
{
    return xchars(lit(x, "/"));
}

static set scheme_char(set x)
{
    return one(x, is_scheme_char);
}

/* otherurl = genericurl, for a scheme that is none of the ten.
 * schemepart = *xchar | ip-schemepart; x is the start of the input. */
static set otherurl(set x)
{
    set ends = star(scheme_char, scheme_char(x)), colon = 0, part;
    size_t e;

    for (e = 1; e <= N; e++)
        if ((ends & BIT(e)) && !predefined(e))
            colon |= BIT(e);
    colon = lit(colon, ":");
    part = opt(ip_path, login(lit(colon, "//")));
    return xchars(colon) | part;
}

static set url(set x)
{
    return ftpurl(x) | fileurl(x) | httpurl(x) | gopherurl(x)
           | mailtourl(x) | newsurl(x) | nntpurl(x) | telneturl(x)
           | waisurl(x) | prosperourl(x) | otherurl(x);
}

/* ----- The oracle's answers ----- */

/* Whether p[0..n) is a valid URL (*viable: or a prefix of one). */
static int oracle_run(const char *p, size_t n, int *viable)
{
    set ends;

    S = (const unsigned char *)p;
    N = n;
    at_end = 0;
    ends = url(BIT(0));
    *viable = (ends & BIT(n)) != 0 || at_end;
    return (ends & BIT(n)) != 0;
}

/* 1 if valid; else 0 with *off the expected error offset. Viable
 * prefixes are closed under taking prefixes, so a binary search finds
 * the first byte that makes the prefix die. */
static int oracle(const char *p, size_t n, size_t *off)
{
    int viable;
    size_t lo = 0, hi = n;

    if (oracle_run(p, n, &viable))
        return 1;
    if (viable) {
        *off = n;
        return 0;
    }
    /* p[0..lo] viable (lo == 0: the empty prefix), p[0..hi] not. */
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        oracle_run(p, mid, &viable);
        if (viable)
            lo = mid;
        else
            hi = mid;
    }
    *off = hi - 1;
    return 0;
}

#endif
