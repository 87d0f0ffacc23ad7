/* SPDX-License-Identifier: MIT */
/*
 * t_resolve.c - relative URLs: the RFC 1808 2.4 split, resolution by
 * RFC 1808 section 4 (its 5.1 and 5.2 examples verbatim) and by RFC 3986
 * 5.2 (its 5.4 examples verbatim), bases of several schemes, errors, the
 * buffer contract, and relativize -> resolve round trips.
 */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#include "harness.h"
#include "grammar/write.h"
#include "ops/relative.h"

struct rcase {
    const char *base, *ref, *want;
};

#define RFC1808_BASE "http://a/b/c/d;p?q#f"
#define RFC3986_BASE "http://a/b/c/d;p?q"

/* RFC 1808 5.1 Normal Examples, base <URL:http://a/b/c/d;p?q#f>. */
static const struct rcase rfc1808_normal[] = {
    { RFC1808_BASE, "g:h", "g:h" },
    { RFC1808_BASE, "g", "http://a/b/c/g" },
    { RFC1808_BASE, "./g", "http://a/b/c/g" },
    { RFC1808_BASE, "g/", "http://a/b/c/g/" },
    { RFC1808_BASE, "/g", "http://a/g" },
    { RFC1808_BASE, "//g", "http://g" },
    { RFC1808_BASE, "?y", "http://a/b/c/d;p?y" },
    { RFC1808_BASE, "g?y", "http://a/b/c/g?y" },
    { RFC1808_BASE, "g?y/./x", "http://a/b/c/g?y/./x" },
    { RFC1808_BASE, "#s", "http://a/b/c/d;p?q#s" },
    { RFC1808_BASE, "g#s", "http://a/b/c/g#s" },
    { RFC1808_BASE, "g#s/./x", "http://a/b/c/g#s/./x" },
    { RFC1808_BASE, "g?y#s", "http://a/b/c/g?y#s" },
    { RFC1808_BASE, ";x", "http://a/b/c/d;x" },
    { RFC1808_BASE, "g;x", "http://a/b/c/g;x" },
    { RFC1808_BASE, "g;x?y#s", "http://a/b/c/g;x?y#s" },
    { RFC1808_BASE, ".", "http://a/b/c/" },
    { RFC1808_BASE, "./", "http://a/b/c/" },
    { RFC1808_BASE, "..", "http://a/b/" },
    { RFC1808_BASE, "../", "http://a/b/" },
    { RFC1808_BASE, "../g", "http://a/b/g" },
    { RFC1808_BASE, "../..", "http://a/" },
    { RFC1808_BASE, "../../", "http://a/" },
    { RFC1808_BASE, "../../g", "http://a/g" },
};

/* RFC 1808 5.2 Abnormal Examples, same base. */
static const struct rcase rfc1808_abnormal[] = {
    { RFC1808_BASE, "", "http://a/b/c/d;p?q#f" },
    { RFC1808_BASE, "../../../g", "http://a/../g" },
    { RFC1808_BASE, "../../../../g", "http://a/../../g" },
    { RFC1808_BASE, "/./g", "http://a/./g" },
    { RFC1808_BASE, "/../g", "http://a/../g" },
    { RFC1808_BASE, "g.", "http://a/b/c/g." },
    { RFC1808_BASE, ".g", "http://a/b/c/.g" },
    { RFC1808_BASE, "g..", "http://a/b/c/g.." },
    { RFC1808_BASE, "..g", "http://a/b/c/..g" },
    { RFC1808_BASE, "./../g", "http://a/b/g" },
    { RFC1808_BASE, "./g/.", "http://a/b/c/g/" },
    { RFC1808_BASE, "g/./h", "http://a/b/c/g/h" },
    { RFC1808_BASE, "g/../h", "http://a/b/c/h" },
    { RFC1808_BASE, "http:g", "http:g" },
    { RFC1808_BASE, "http:", "http:" },
};

/* RFC 3986 5.4.1 Normal Examples, base "http://a/b/c/d;p?q". */
static const struct rcase rfc3986_normal[] = {
    { RFC3986_BASE, "g:h", "g:h" },
    { RFC3986_BASE, "g", "http://a/b/c/g" },
    { RFC3986_BASE, "./g", "http://a/b/c/g" },
    { RFC3986_BASE, "g/", "http://a/b/c/g/" },
    { RFC3986_BASE, "/g", "http://a/g" },
    { RFC3986_BASE, "//g", "http://g" },
    { RFC3986_BASE, "?y", "http://a/b/c/d;p?y" },
    { RFC3986_BASE, "g?y", "http://a/b/c/g?y" },
    { RFC3986_BASE, "#s", "http://a/b/c/d;p?q#s" },
    { RFC3986_BASE, "g#s", "http://a/b/c/g#s" },
    { RFC3986_BASE, "g?y#s", "http://a/b/c/g?y#s" },
    { RFC3986_BASE, ";x", "http://a/b/c/;x" },
    { RFC3986_BASE, "g;x", "http://a/b/c/g;x" },
    { RFC3986_BASE, "g;x?y#s", "http://a/b/c/g;x?y#s" },
    { RFC3986_BASE, "", "http://a/b/c/d;p?q" },
    { RFC3986_BASE, ".", "http://a/b/c/" },
    { RFC3986_BASE, "./", "http://a/b/c/" },
    { RFC3986_BASE, "..", "http://a/b/" },
    { RFC3986_BASE, "../", "http://a/b/" },
    { RFC3986_BASE, "../g", "http://a/b/g" },
    { RFC3986_BASE, "../..", "http://a/" },
    { RFC3986_BASE, "../../", "http://a/" },
    { RFC3986_BASE, "../../g", "http://a/g" },
};

/* RFC 3986 5.4.2 Abnormal Examples ("http:g": the strict reading). */
static const struct rcase rfc3986_abnormal[] = {
    { RFC3986_BASE, "../../../g", "http://a/g" },
    { RFC3986_BASE, "../../../../g", "http://a/g" },
    { RFC3986_BASE, "/./g", "http://a/g" },
    { RFC3986_BASE, "/../g", "http://a/g" },
    { RFC3986_BASE, "g.", "http://a/b/c/g." },
    { RFC3986_BASE, ".g", "http://a/b/c/.g" },
    { RFC3986_BASE, "g..", "http://a/b/c/g.." },
    { RFC3986_BASE, "..g", "http://a/b/c/..g" },
    { RFC3986_BASE, "./../g", "http://a/b/g" },
    { RFC3986_BASE, "./g/.", "http://a/b/c/g/" },
    { RFC3986_BASE, "g/./h", "http://a/b/c/g/h" },
    { RFC3986_BASE, "g/../h", "http://a/b/c/h" },
    { RFC3986_BASE, "g;x=1/./y", "http://a/b/c/g;x=1/y" },
    { RFC3986_BASE, "g;x=1/../y", "http://a/b/c/y" },
    { RFC3986_BASE, "g?y/./x", "http://a/b/c/g?y/./x" },
    { RFC3986_BASE, "g?y/../x", "http://a/b/c/g?y/../x" },
    { RFC3986_BASE, "g#s/./x", "http://a/b/c/g#s/./x" },
    { RFC3986_BASE, "g#s/../x", "http://a/b/c/g#s/../x" },
    { RFC3986_BASE, "http:g", "http:g" },
};

/* Every step of RFC 1808 section 4, one by one, and where it differs
 * from RFC 3986 (want3986). */
struct step_case {
    const char *base, *ref, *want1808, *want3986;
};

static const struct step_case steps[] = {
    /* Step 1: an empty base is unknown; the reference stays as it is. */
    { "", "g/../h", "g/../h", NULL },
    /* Step 2a: empty reference = the base (RFC 3986: no fragment). */
    { "http://a/b#f", "", "http://a/b#f", "http://a/b" },
    { "http://a/b", "", "http://a/b", "http://a/b" },
    /* Step 2b: a scheme makes it absolute (RFC 3986: dots removed). */
    { "http://a/b", "ftp://h/x/../y", "ftp://h/x/../y", "ftp://h/y" },
    { "http://a/b", "HTTP:g", "HTTP:g", "HTTP:g" },
    { "http://a/b", "g:a/../b", "g:a/../b", "g:/b" },
    /* Step 2c/3: the base's scheme; a non-empty net_loc is kept. */
    { "http://a/b", "//h:8/x/./y", "http://h:8/x/./y", "http://h:8/x/y" },
    { "http://a/b", "//h", "http://h", "http://h" },
    /* Step 3: an empty net_loc is inherited in RFC 1808. */
    { "http://a/b/c", "///g", "http://a/g", "http:///g" },
    /* 2.4.3: RFC 1808's net_loc runs to the next '/' ('?' included). */
    { "http://a/b", "//h?x", "http://h?x", "http://h?x" },
    /* Step 4: an absolute path is not touched in RFC 1808. */
    { "http://a/b/c", "/x/../y", "http://a/x/../y", "http://a/y" },
    { "http://a/b/c", "/x;p?q#f", "http://a/x;p?q#f", "http://a/x;p?q#f" },
    /* Step 5: empty path: base path, params unless given, query unless
     * given; the fragment is never inherited. */
    { "http://a/b;p?q#f", "#", "http://a/b;p?q#", "http://a/b;p?q#" },
    { "http://a/b;p?q#f", "?", "http://a/b;p?q", "http://a/b;p?" },
    { "http://a/b;p?q#f", "?y", "http://a/b;p?y", "http://a/b;p?y" },
    { "http://a/b;p?q#f", ";x", "http://a/b;x", "http://a/;x" },
    { "http://a/b;p?q#f", ";x?y", "http://a/b;x?y", "http://a/;x?y" },
    { "http://a/b;p?q#f", ";", "http://a/b;p?q", "http://a/;" },
    /* Step 6: the base's last segment replaced. */
    { "http://a/b/c", "g", "http://a/b/g", "http://a/b/g" },
    { "http://a/b/", "g", "http://a/b/g", "http://a/b/g" },
    { "http://a", "g", "http://a/g", "http://a/g" },
    /* 2.4.3: RFC 1808's net_loc is "a?q" here; RFC 3986's is "a". */
    { "http://a?q", "g", "http://a?q/g", "http://a/g" },
    /* 6a: "./" as a complete segment removed, all of them. */
    { "http://a/b/c", "././g", "http://a/b/g", "http://a/b/g" },
    { "http://a/b/c", "g/./././h", "http://a/b/g/h", "http://a/b/g/h" },
    /* 6b: a final "." removed, its '/' kept. */
    { "http://a/b/c", "g/.", "http://a/b/g/", "http://a/b/g/" },
    /* 6c: "<segment>/../" removed, leftmost first, iteratively. */
    { "http://a/b/c", "x/y/../../g", "http://a/b/g", "http://a/b/g" },
    { "http://a/b/c/d", "x/../../y", "http://a/b/y", "http://a/b/y" },
    { "http://a/b/c", "x//../g", "http://a/b/x/g", "http://a/b/x/g" },
    /* 6d: a final "<segment>/.." removed once. */
    { "http://a/b/c/d", "x/..", "http://a/b/c/", "http://a/b/c/" },
    { "http://a/b/c", "../..", "http://a/..", "http://a/" },
    { "http://a/b/c", "../../..", "http://a/../..", "http://a/" },
    { "http://a/b/c", "../../../x", "http://a/../../x", "http://a/x" },
    /* ".." never climbs over a "..": it is not a <segment> to remove. */
    { "http://a/../c", "../g", "http://a/../../g", "http://a/g" },
    /* "." and ".." only as complete segments. */
    { "http://a/b/c", "...", "http://a/b/...", "http://a/b/..." },
    { "http://a/b/c", ".../g", "http://a/b/.../g", "http://a/b/.../g" },
    { "http://a/b/c", "%2E%2E/g", "http://a/b/%2E%2E/g",
      "http://a/b/%2E%2E/g" },
    /* RFC 1808 2.4.5: params leave the path before dot processing. */
    { RFC1808_BASE, "g;x=1/./y", "http://a/b/c/g;x=1/./y",
      "http://a/b/c/g;x=1/y" },
    { RFC1808_BASE, "g;x=1/../y", "http://a/b/c/g;x=1/../y",
      "http://a/b/c/y" },
    { "http://a/b/c;p/d;q", "g", "http://a/b/g", "http://a/b/c;p/g" },
    /* 2.4.1: the fragment is cut first: '?' and ';' in it are its own. */
    { "http://a/b", "g#x?y;z", "http://a/g#x?y;z", "http://a/g#x?y;z" },
    /* 2.4.2: no scheme unless only scheme characters precede ':'. */
    { "http://a/b/c", "./g:h", "http://a/b/g:h", "http://a/b/g:h" },
    { "http://a/b/c", "x/y:z", "http://a/b/x/y:z", "http://a/b/x/y:z" },
    { "http://a/b/c", ":g", "http://a/b/:g", "http://a/b/:g" },
    { "http://a/b/c", "a_b:c", "http://a/b/a_b:c", "http://a/b/a_b:c" },
    { "http://a/b/c", "1+x:y", "1+x:y", "1+x:y" },
    /* Any bytes: NUL and high bytes are copied. */
};

/* Bases of several schemes (RFC 1808 2.3). */
static const struct step_case schemes[] = {
    { "ftp://u:p@h:21/pub/doc/file.txt;type=a", "other.txt",
      "ftp://u:p@h:21/pub/doc/other.txt",
      "ftp://u:p@h:21/pub/doc/other.txt" },
    { "ftp://h/pub/doc/file;type=a", "../x;type=i",
      "ftp://h/pub/x;type=i", "ftp://h/pub/x;type=i" },
    { "ftp://h/pub/doc;type=d", "x", "ftp://h/pub/x", "ftp://h/pub/x" },
    { "ftp://h/pub/doc/;type=d", "x", "ftp://h/pub/doc/x",
      "ftp://h/pub/doc/x" },
    { "file:///etc/motd", "passwd", "file:///etc/passwd",
      "file:///etc/passwd" },
    { "file:///etc/motd", "../usr/../bin", "file:///bin", "file:///bin" },
    { "file://vms.host.edu/disk$user/my/notes/note12345.txt", "../x",
      "file://vms.host.edu/disk$user/my/x",
      "file://vms.host.edu/disk$user/my/x" },
    { "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles",
      "San%20Diego",
      "gopher://spinaltap.micro.umn.edu/00/Weather/California/San%20Diego",
      "gopher://spinaltap.micro.umn.edu/00/Weather/California/San%20Diego" },
    { "gopher://h:70/1", "0x", "gopher://h:70/0x", "gopher://h:70/0x" },
    { "nntp://news.h/comp.lang.c/12", "13", "nntp://news.h/comp.lang.c/13",
      "nntp://news.h/comp.lang.c/13" },
    { "wais://h:210/db/t/p", "q", "wais://h:210/db/t/q",
      "wais://h:210/db/t/q" },
    { "prospero://h/a/b;f=v", "c", "prospero://h/a/c", "prospero://h/a/c" },
    { "x-y.z://h/a/b", "../c", "x-y.z://h/c", "x-y.z://h/c" },
    { "HTTP://H/a/b", "c", "HTTP://H/a/c", "HTTP://H/a/c" },
    /* Not hierarchical: an absolute or empty reference only. */
    { "mailto:a@b.c", "news:x", "news:x", "news:x" },
    { "mailto:a@b.c", "", "mailto:a@b.c", "mailto:a@b.c" },
    { "news:comp.lang.c", "http://h/", "http://h/", "http://h/" },
};

static const struct {
    const char *base, *ref;
    enum url1738_code code;
    unsigned flags;
} errors[] = {
    { "mailto:a@b.c", "x", URL1738_E_NOT_HIERARCHICAL, 0 },
    { "mailto:a@b.c", "#f", URL1738_E_NOT_HIERARCHICAL, 0 },
    { "news:comp.lang.c", "comp.lang.d", URL1738_E_NOT_HIERARCHICAL, 0 },
    { "telnet://h/", "x", URL1738_E_NOT_HIERARCHICAL, 0 },
    { "MAILTO://h/", "x", URL1738_E_NOT_HIERARCHICAL, 0 },
    { "urn:a:b", "c", URL1738_E_NOT_HIERARCHICAL, 0 },
    { "x:/a/b", "c", URL1738_E_NOT_HIERARCHICAL, URL1738_RFC3986 },
    { "mailto:a@b.c", "//h", URL1738_E_NOT_HIERARCHICAL, URL1738_RFC3986 },
    { "a/b", "c", URL1738_E_BASE_RELATIVE, 0 },
    { "//h/a", "c", URL1738_E_BASE_RELATIVE, URL1738_RFC3986 },
    { "", "c", URL1738_E_BASE_RELATIVE, URL1738_RFC3986 },
    { ":x", "c", URL1738_E_BASE_RELATIVE, 0 },
};

static const struct {
    const char *ref;
    size_t len;
    unsigned flags;
    enum url1738_code code;
    size_t off;
} bad_refs[] = {
    { "c d", 3, 0, URL1738_E_MUST_ENCODE, 1 },
    { "c d", 3, URL1738_RFC3986, URL1738_E_MUST_ENCODE, 1 },
    { "e\0", 2, 0, URL1738_E_MUST_ENCODE, 1 },
    { "g\xff", 2, 0, URL1738_E_MUST_ENCODE, 1 },
    { "a<b", 3, 0, URL1738_E_MUST_ENCODE, 1 },
    { "a#b#c", 5, 0, URL1738_E_MUST_ENCODE, 3 },
    { "a%2", 3, 0, URL1738_E_ESCAPE, 3 },
    { "a%zz", 4, 0, URL1738_E_ESCAPE, 2 },
};

/*
 * url1738_resolve and, beside it, url1738_base_prepare +
 * url1738_resolve_prepared on a copy of the caller's buffer, and
 * url1738__resolve_plain (the plain split and check, no masks) on
 * another: the same code, need, error (code, offset, message) and buffer
 * bytes, or prep_bad counts it and says so. Every call of this file goes
 * through it, so every case here holds all three.
 */
static unsigned long prep_bad;

static void prep_say(const char *what, const char *base, size_t blen,
                     const char *ref, size_t rlen, unsigned flags, long a,
                     long b)
{
    if (prep_bad++ < 8)
        fprintf(stderr,
                "    prepared differs (%s: %ld, prepared %ld): base \"%.*s\" "
                "ref \"%.*s\" flags %u\n",
                what, a, b, (int)blen, base ? base : "", (int)rlen,
                ref ? ref : "", flags);
}

static enum url1738_code resolve_both(const char *base, size_t blen,
                                      const char *ref, size_t rlen,
                                      unsigned flags, char *dst, size_t cap,
                                      size_t *need, struct url1738_error *err)
{
    static char copy[8192], copy3[8192];
    struct url1738_base b = URL1738_BASE_INIT;
    struct url1738_error e1 = { URL1738_OK, 0, NULL }, e2 = e1, ep = e1;
    size_t n1 = 77, n2 = 77;
    enum url1738_code r1, r2, rp;

    if (dst != NULL && cap <= sizeof copy) {
        memcpy(copy, dst, cap);
        memcpy(copy3, dst, cap);
    }
    r1 = url1738_resolve(base, blen, ref, rlen, flags, dst, cap, &n1, &e1);
    rp = url1738_base_prepare(&b, base, blen, flags, &ep);
    CHECK_EQ_INT(rp, ep.code);
    r2 = url1738_resolve_prepared(&b, ref, rlen,
                                  dst != NULL && cap <= sizeof copy ? copy
                                                                    : NULL,
                                  dst != NULL && cap <= sizeof copy ? cap
                                                                    : 0,
                                  &n2, &e2);
    if (r1 != r2 || e1.code != e2.code)
        prep_say("code", base, blen, ref, rlen, flags, (long)r1, (long)r2);
    else if (n1 != n2)
        prep_say("need", base, blen, ref, rlen, flags, (long)n1, (long)n2);
    else if (e1.offset != e2.offset || e1.message != e2.message)
        prep_say("error", base, blen, ref, rlen, flags, (long)e1.offset,
                 (long)e2.offset);
    else if (dst != NULL && cap <= sizeof copy && memcmp(dst, copy, cap) != 0)
        prep_say("bytes", base, blen, ref, rlen, flags, 0, 0);
    /* and the plain code alone (no one-pass split, no masks) */
    {
        struct url1738_error e3 = { URL1738_OK, 0, NULL };
        size_t n3 = 77;
        enum url1738_code r3;
        int room = dst != NULL && cap <= sizeof copy3;

        r3 = url1738__resolve_plain(base, blen, ref, rlen, flags,
                                    room ? copy3 : NULL, room ? cap : 0,
                                    &n3, &e3);
        if (r1 != r3 || e1.code != e3.code)
            prep_say("plain code", base, blen, ref, rlen, flags, (long)r1,
                     (long)r3);
        else if (n1 != n3 || e1.offset != e3.offset
                 || e1.message != e3.message)
            prep_say("plain need", base, blen, ref, rlen, flags, (long)n1,
                     (long)n3);
        else if (room && memcmp(dst, copy3, cap) != 0)
            prep_say("plain bytes", base, blen, ref, rlen, flags, 0, 0);
    }
    /* a base error is the prepare's own outcome too */
    if (rp != URL1738_OK && r1 == rp && e1.offset != ep.offset)
        prep_say("prepare", base, blen, ref, rlen, flags, (long)rp, (long)r1);
    if (need != NULL)
        *need = n1;
    if (err != NULL)
        *err = e1;
    return r1;
}

static void check_resolve(const char *base, const char *ref,
                          const char *want, unsigned flags)
{
    char buf[512];
    size_t need = 12345;
    struct url1738_error err;
    enum url1738_code rc;

    rc = resolve_both(base, strlen(base), ref, strlen(ref), flags, buf,
                         sizeof buf, &need, &err);
    CHECK_EQ_INT(rc, URL1738_OK);
    CHECK_EQ_STR(buf, need, want);
    if (rc != URL1738_OK || need != strlen(want) || memcmp(buf, want, need))
        fprintf(stderr, "    base \"%s\" ref \"%s\" flags %u\n", base, ref,
                flags);
}

static void test_tables(void)
{
    size_t i;

    for (i = 0; i < sizeof rfc1808_normal / sizeof rfc1808_normal[0]; i++)
        check_resolve(rfc1808_normal[i].base, rfc1808_normal[i].ref,
                      rfc1808_normal[i].want, 0);
    for (i = 0; i < sizeof rfc1808_abnormal / sizeof rfc1808_abnormal[0];
         i++)
        check_resolve(rfc1808_abnormal[i].base, rfc1808_abnormal[i].ref,
                      rfc1808_abnormal[i].want, 0);
    for (i = 0; i < sizeof rfc3986_normal / sizeof rfc3986_normal[0]; i++)
        check_resolve(rfc3986_normal[i].base, rfc3986_normal[i].ref,
                      rfc3986_normal[i].want, URL1738_RFC3986);
    for (i = 0; i < sizeof rfc3986_abnormal / sizeof rfc3986_abnormal[0];
         i++)
        check_resolve(rfc3986_abnormal[i].base, rfc3986_abnormal[i].ref,
                      rfc3986_abnormal[i].want, URL1738_RFC3986);
    for (i = 0; i < sizeof steps / sizeof steps[0]; i++) {
        check_resolve(steps[i].base, steps[i].ref, steps[i].want1808, 0);
        if (steps[i].want3986 != NULL)
            check_resolve(steps[i].base, steps[i].ref, steps[i].want3986,
                          URL1738_RFC3986);
    }
    for (i = 0; i < sizeof schemes / sizeof schemes[0]; i++) {
        check_resolve(schemes[i].base, schemes[i].ref, schemes[i].want1808,
                      0);
        check_resolve(schemes[i].base, schemes[i].ref, schemes[i].want3986,
                      URL1738_RFC3986);
    }
}

static void test_errors(void)
{
    size_t i, need;
    char buf[64];
    struct url1738_error err;

    for (i = 0; i < sizeof errors / sizeof errors[0]; i++) {
        need = 99;
        buf[0] = 'x';
        CHECK_EQ_INT(resolve_both(errors[i].base, strlen(errors[i].base),
                                     errors[i].ref, strlen(errors[i].ref),
                                     errors[i].flags, buf, sizeof buf,
                                     &need, &err),
                     errors[i].code);
        CHECK_EQ_INT(err.code, errors[i].code);
        CHECK_EQ_INT(err.offset, 0);
        CHECK_EQ_INT(need, 0);
        CHECK_EQ_INT(buf[0], '\0');
        CHECK(err.message != NULL && strlen(err.message) > 10);
    }
}

/* The buffer contract: cap == 0 is a size query, a short buffer holds the
 * first cap bytes and gets E_NOSPACE, an exact one gets no NUL. */
static void test_buffers(void)
{
    const char *base = RFC1808_BASE, *ref = "../../../g;x?y#s";
    const char *want = "http://a/../g;x?y#s";
    size_t wl = strlen(want), need = 0, cap, i;
    char buf[64];
    struct url1738_error err;

    CHECK_EQ_INT(resolve_both(base, strlen(base), ref, strlen(ref), 0,
                                 NULL, 0, &need, &err),
                 URL1738_E_NOSPACE);
    CHECK_EQ_INT(need, wl);
    CHECK_EQ_INT(err.code, URL1738_E_NOSPACE);
    for (cap = 1; cap <= wl + 1; cap++) {
        memset(buf, '*', sizeof buf);
        CHECK_EQ_INT(resolve_both(base, strlen(base), ref, strlen(ref),
                                     0, buf, cap, &need, NULL),
                     cap < wl ? URL1738_E_NOSPACE : URL1738_OK);
        CHECK_EQ_INT(need, wl);
        CHECK_EQ_MEM(buf, cap < wl ? cap : wl, want, cap < wl ? cap : wl);
        CHECK_EQ_INT(buf[cap], '*');
        if (cap > wl)
            CHECK_EQ_INT(buf[wl], '\0');
    }
    /* Same in RFC 3986 mode, where the path is written back to front. */
    want = "http://a/g;x?y#s";
    wl = strlen(want);
    for (cap = 0; cap <= wl + 1; cap++) {
        memset(buf, '*', sizeof buf);
        CHECK_EQ_INT(resolve_both(base, strlen(base), ref, strlen(ref),
                                     URL1738_RFC3986, buf, cap, &need, NULL),
                     cap < wl ? URL1738_E_NOSPACE : URL1738_OK);
        CHECK_EQ_INT(need, wl);
        CHECK_EQ_MEM(buf, cap < wl ? cap : wl, want, cap < wl ? cap : wl);
    }
    /* NULL inputs with length 0; NUL bytes inside. */
    CHECK_EQ_INT(resolve_both(NULL, 0, NULL, 0, 0, buf, sizeof buf,
                                 &need, NULL),
                 URL1738_OK);
    CHECK_EQ_INT(need, 0);
    /* A reference that is not URL text is an error at its byte (RFC
     * 1738 2.2): was resolved to "http://h/c d" with no error. */
    for (i = 0; i < sizeof bad_refs / sizeof bad_refs[0]; i++) {
        const char *r = bad_refs[i].ref;
        need = 99;
        CHECK_EQ_INT(resolve_both("http://h/a", 10, r, bad_refs[i].len,
                                     bad_refs[i].flags, buf, sizeof buf,
                                     &need, &err),
                     bad_refs[i].code);
        CHECK_EQ_INT(err.offset, bad_refs[i].off);
        CHECK_EQ_INT(need, 0);
        /* the same code without an error struct (was E_MUST_ENCODE for
         * every reference error), prepared or not */
        {
            struct url1738_base b = URL1738_BASE_INIT;
            CHECK_EQ_INT(url1738_resolve("http://h/a", 10, r,
                                         bad_refs[i].len, bad_refs[i].flags,
                                         buf, sizeof buf, &need, NULL),
                         bad_refs[i].code);
            CHECK_EQ_INT(url1738_base_prepare(&b, "http://h/a", 10,
                                              bad_refs[i].flags, NULL),
                         URL1738_OK);
            CHECK_EQ_INT(url1738_resolve_prepared(&b, r, bad_refs[i].len,
                                                  buf, sizeof buf, &need,
                                                  NULL),
                         bad_refs[i].code);
        }
    }
}

/* RFC 1808 2.4: the split itself. */
static void test_split(void)
{
    static const struct {
        const char *in;
        unsigned flags;
        const char *scheme, *net_loc, *path, *params, *query, *fragment;
    } t[] = {
        { "http://a/b/c/d;p?q#f", 0, "http", "a", "/b/c/d", "p", "q", "f" },
        { "http://a/b/c/d;p?q#f", URL1738_RFC3986, "http", "a", "/b/c/d;p",
          NULL, "q", "f" },
        { "g;x?y#s", 0, NULL, NULL, "g", "x", "y", "s" },
        { "//h?x/y", 0, NULL, "h?x", "/y", NULL, NULL, NULL },
        { "//h?x/y", URL1738_RFC3986, NULL, "h", "", NULL, "x/y", NULL },
        { "", 0, NULL, NULL, "", NULL, NULL, NULL },
        { "#", 0, NULL, NULL, "", NULL, NULL, "" },
        { "?;#", 0, NULL, NULL, "", NULL, ";", "" },
        { ";?", 0, NULL, NULL, "", "", "", NULL },
        { "a:", 0, "a", NULL, "", NULL, NULL, NULL },
        { ":a", 0, NULL, NULL, ":a", NULL, NULL, NULL },
        { "a#b:c", 0, NULL, NULL, "a", NULL, NULL, "b:c" },
        { "x/y:z", 0, NULL, NULL, "x/y:z", NULL, NULL, NULL },
        { "mailto:a@b", 0, "mailto", NULL, "a@b", NULL, NULL, NULL },
        { "file:///etc", 0, "file", "", "/etc", NULL, NULL, NULL },
        { "a:b;c;d?e?f#g#h", 0, "a", NULL, "b", "c;d", "e?f", "g#h" },
    };
    size_t i;
    struct url1738_rel r = URL1738_REL_INIT;

    for (i = 0; i < sizeof t / sizeof t[0]; i++) {
        const char *p = t[i].in;
#define PART(field)                                                         \
    do {                                                                    \
        if (t[i].field == NULL) {                                           \
            CHECK(!url1738_present(r.field));                               \
        } else {                                                            \
            CHECK(url1738_present(r.field));                                \
            if (url1738_present(r.field))                                   \
                CHECK_EQ_STR(p + r.field.off, r.field.len, t[i].field);     \
        }                                                                   \
    } while (0)
        url1738_rel_parse(p, strlen(p), t[i].flags, &r);
        PART(scheme);
        PART(net_loc);
        PART(path);
        PART(params);
        PART(query);
        PART(fragment);
#undef PART
    }
}

/* Resolves ref against base into a fresh buffer; returns its length or
 * (size_t)-1 on an error. */
static size_t resolve_buf(const char *base, size_t blen, const char *ref,
                          size_t rlen, unsigned flags, char *buf, size_t cap)
{
    size_t need = 0;

    if (resolve_both(base, blen, ref, rlen, flags, buf, cap, &need, NULL)
        != URL1738_OK)
        return (size_t)-1;
    return need;
}

/* relativize(base, target) == want, and resolving it gives target back. */
static void check_relativize(const char *base, const char *target,
                             const char *want, unsigned flags)
{
    char rel[512], back[1024];
    size_t need = 0, n;

    CHECK_EQ_INT(url1738_relativize(base, strlen(base), target,
                                    strlen(target), flags, rel, sizeof rel,
                                    &need, NULL),
                 URL1738_OK);
    CHECK_EQ_STR(rel, need, want);
    n = resolve_buf(base, strlen(base), rel, need, flags, back, sizeof back);
    CHECK_EQ_STR(back, n == (size_t)-1 ? 0 : n, target);
}

/* The RFC examples read backwards: the reference each target needs. */
static const struct step_case relativize_cases[] = {
    /* base, target, want in RFC 1808 mode, want in RFC 3986 mode */
    { RFC1808_BASE, "http://a/b/c/g", "g", "g" },
    { RFC1808_BASE, "http://a/b/c/g/", "g/", "g/" },
    { RFC1808_BASE, "http://a/g", "/g", "/g" },
    { RFC1808_BASE, "http://g", "//g", "//g" },
    { RFC1808_BASE, "http://a/b/c/d;p?y", "?y", "?y" },
    { RFC1808_BASE, "http://a/b/c/g?y", "g?y", "g?y" },
    { RFC1808_BASE, "http://a/b/c/d;p?q#s", "#s", "#s" },
    { RFC1808_BASE, "http://a/b/c/d;p?q#f", "", "#f" },
    { RFC1808_BASE, "http://a/b/c/d;p?q", "?q", "" },
    { RFC1808_BASE, "http://a/b/c/d;x", ";x", "d;x" },
    { RFC1808_BASE, "http://a/b/c/g;x?y#s", "g;x?y#s", "g;x?y#s" },
    { RFC1808_BASE, "http://a/b/c/", ".", "." },
    { RFC1808_BASE, "http://a/b/", "..", ".." },
    { RFC1808_BASE, "http://a/b/g", "../g", "../g" },
    { RFC1808_BASE, "http://a/", "/", "/" },
    { RFC1808_BASE, "http://a/b/c/g:h", "./g:h", "./g:h" },
    { RFC1808_BASE, "http://a/b/c/a_b:c", "a_b:c", "a_b:c" },
    { RFC1808_BASE, "http://a/b/c//x", ".//x", ".//x" },
    { RFC1808_BASE, "https://a/b/c/g", "https://a/b/c/g",
      "https://a/b/c/g" },
    { RFC1808_BASE, "HTTP://a/b/c/g", "HTTP://a/b/c/g", "HTTP://a/b/c/g" },
    { RFC1808_BASE, "http://a", "//a", "//a" },
    { RFC1808_BASE, "http://a//x", "//a//x", "//a//x" },
    /* RFC 1808 keeps what it cannot climb over: the path as written. */
    { RFC1808_BASE, "http://a/../g", "/../g", NULL },
    { RFC1808_BASE, "http://a/b/./g", "/b/./g", NULL },
    { "http://a/b/c/d", "http://a/x/y/z", "/x/y/z", "/x/y/z" },
    { "http://a/b/c/d", "http://a/b/x/y", "../x/y", "../x/y" },
    { "http://a/bb/cc/d", "http://a/bb/x", "../x", "../x" },
    { "http://a/b/c/d", "http://a/b/c/d", "", "" },
    { "http://a/b/c/d#f", "http://a/b/c/d", "d", "" },
    { "http://a/b/c/d", "http://a/b/c/", ".", "." },
    { "http://a/b/c/d", "http://a/b/c/d/e", "d/e", "d/e" },
    { "http://a/b/c/d/", "http://a/b/", "/b/", "/b/" },
    { "http://a/bbb/cc/dd/", "http://a/bbb/", "../..", "../.." },
    { "http://a/b/c/d?q", "http://a/b/c/d", "d", "d" },
    { "http://a/b/c/d?q", "http://a/b/c/d?", "d?", "?" },
    { "http://a", "http://a/x", "x", "x" },
    /* RFC 1808 2.4.3 reads "a?y" as the net_loc: not the shortest. */
    { "http://a", "http://a?y", "//a?y", "?y" },
    { "ftp://h/pub/doc/;type=d", "ftp://h/pub/doc/x;type=a", "x;type=a",
      "x;type=a" },
    { "ftp://h/pub/doc/file;type=a", "ftp://h/pub/doc/file;type=i",
      ";type=i", "file;type=i" },
    { "file:///etc/motd", "file:///etc/passwd", "passwd", "passwd" },
    { "file:///etc/motd", "file://h/etc/passwd", "//h/etc/passwd",
      "//h/etc/passwd" },
    { "file://h/etc/motd", "file:///etc/passwd", "file:///etc/passwd",
      "///etc/passwd" },
    { "gopher://h/1a/b", "gopher://h/0a/c", "/0a/c", "/0a/c" },
    { "gopher://h/1a/b", "gopher://h/1a/c", "c", "c" },
    /* Non-hierarchical bases: the target itself (or nothing). */
    { "mailto:a@b.c", "mailto:x@y.z", "mailto:x@y.z", "mailto:x@y.z" },
    { "mailto:a@b.c", "mailto:a@b.c", "", "" },
    { "news:comp.lang.c", "http://h/x", "http://h/x", "http://h/x" },
    { "telnet://h/", "telnet://h/x", "telnet://h/x", "telnet://h/x" },
};

static void test_relativize(void)
{
    size_t i, need;
    struct url1738_error err;
    char buf[16];

    for (i = 0; i < sizeof relativize_cases / sizeof relativize_cases[0];
         i++) {
        const struct step_case *c = &relativize_cases[i];
        check_relativize(c->base, c->ref, c->want1808, 0);
        if (c->want3986 != NULL)
            check_relativize(c->base, c->ref, c->want3986, URL1738_RFC3986);
    }
    /* Errors. */
    CHECK_EQ_INT(url1738_relativize("a/b", 3, "http://h/", 9, 0, buf,
                                    sizeof buf, &need, &err),
                 URL1738_E_BASE_RELATIVE);
    CHECK_EQ_INT(url1738_relativize("http://h/", 9, "a/b", 3, 0, buf,
                                    sizeof buf, &need, &err),
                 URL1738_E_TARGET_RELATIVE);
    CHECK_EQ_INT(err.offset, 0);
    CHECK_EQ_INT(url1738_relativize("http://h/", 9, "http://a/b/../c", 15,
                                    URL1738_RFC3986, buf, sizeof buf, &need,
                                    &err),
                 URL1738_E_NO_REFERENCE);
    CHECK_EQ_INT(err.offset, 8);
    CHECK_EQ_INT(need, 0);
    /* Size query and a short buffer. */
    CHECK_EQ_INT(url1738_relativize("http://a/b/c/d", 14, "http://a/b/xyz/w",
                                    16, 0, NULL, 0, &need, NULL),
                 URL1738_E_NOSPACE);
    CHECK_EQ_INT(need, 8);
    memset(buf, '*', sizeof buf);
    CHECK_EQ_INT(url1738_relativize("http://a/b/c/d", 14, "http://a/b/xyz/w",
                                    16, 0, buf, 4, &need, NULL),
                 URL1738_E_NOSPACE);
    CHECK_EQ_MEM(buf, 5, "../x*", 5);
}

/* Round trips: every pair of nearby corpus URLs, both modes, and no
 * reference longer than the target. */
static void round_trip_file(const char *name, unsigned flags)
{
    char path[1024];
    FILE *f = harness_open_corpus(name, path, sizeof path);
    char prev[1024], line[1024], rel[1024], back[2048];
    size_t plen = 0, n, need, count = 0, bad = 0, pairs = 0, shorter = 0;
    struct url1738_error err;

    if (f == NULL)
        return; /* counted as a failure */
    while (fgets(line, sizeof line, f) != NULL && count < 20000) {
        n = strcspn(line, "\r\n");
        line[n] = '\0';
        count++;
        if (plen > 0) {
            enum url1738_code rc =
                url1738_relativize(prev, plen, line, n, flags, rel,
                                   sizeof rel, &need, &err);
            if (rc == URL1738_OK) {
                size_t got = resolve_buf(prev, plen, rel, need, flags, back,
                                         sizeof back);
                pairs++;
                shorter += need < n;
                if (got != n || memcmp(back, line, n) != 0 || need > n) {
                    if (bad++ < 5)
                        fprintf(stderr,
                                "    round trip: base \"%s\" target \"%s\" "
                                "ref \"%.*s\"\n",
                                prev, line, (int)need, rel);
                }
            } else if (rc != URL1738_E_NO_REFERENCE
                       && rc != URL1738_E_TARGET_RELATIVE
                       && rc != URL1738_E_MUST_ENCODE
                       && rc != URL1738_E_ESCAPE) {
                bad++;
            }
        }
        memcpy(prev, line, n + 1);
        plen = n;
    }
    fclose(f);
    CHECK_EQ_INT(bad, 0);
    CHECK(pairs > 1000);
    CHECK(shorter > pairs / 4);
}

/* Every ordered pair of these, both modes: relativize then resolve. */
static const char *const pair_urls[] = {
    "http://a/b/c/d;p?q#f", "http://a/b/c/g", "http://a/b/c/", "http://a/",
    "http://a", "http://a?q", "http://a/b/../c", "http://a/./b/c",
    "http://a/b//c/", "http://a//", "http://a/b/c/g:h", "http://a/b/c/d;x",
    "http://a/b/c/d;p?y", "http://a/b/c/d;p?q#s", "http://a/b/c/d;p?",
    "http://a/b/c/d#", "http://a/b;c/d;e/f", "http://a:80/b/c",
    "http://u@a/b", "http://g", "HTTP://a/b/c/g", "https://a/b/c/g",
    "ftp://h/pub/doc/file;type=a", "ftp://h/pub/doc/;type=d",
    "ftp://h/pub/doc/x", "ftp://h/%2Fetc/motd", "file:///etc/motd",
    "file:///etc/", "file://h/etc/motd", "file:///", "gopher://h/1a/b",
    "gopher://h/0a/c%09d", "gopher://h", "nntp://h/comp.lang.c/12",
    "wais://h:210/db/t/p", "prospero://h/a/b;f=v", "mailto:a@b.c",
    "news:comp.lang.c", "telnet://h/", "x-y://h/a/b/..", "x-y://h/a/b/.",
    "x-y://h/a/...", "urn:a:b", "a:", "http://a/b/c/%2E%2E/g",
};

static void test_pairs(void)
{
    size_t i, j, m, n = sizeof pair_urls / sizeof pair_urls[0];
    unsigned flags;
    char rel[256], back[512];

    for (flags = 0; flags <= URL1738_RFC3986; flags++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++) {
                const char *b = pair_urls[i], *t = pair_urls[j];
                size_t need = 0;
                enum url1738_code rc = url1738_relativize(
                    b, strlen(b), t, strlen(t), flags, rel, sizeof rel,
                    &need, NULL);
                if (rc == URL1738_E_NO_REFERENCE && flags != 0)
                    continue; /* checked in test_relativize */
                CHECK_EQ_INT(rc, URL1738_OK);
                CHECK(need <= strlen(t));
                m = resolve_buf(b, strlen(b), rel, need, flags, back,
                                sizeof back);
                CHECK_EQ_STR(back, m == (size_t)-1 ? 0 : m, t);
            }
}

static void test_round_trips(void)
{
    static const char *const files[] = {
        "kasztp_web.txt", "node_files.txt", "rfc1738_schemes.txt",
    };
    size_t i;

    for (i = 0; i < sizeof files / sizeof files[0]; i++) {
        round_trip_file(files[i], 0);
        round_trip_file(files[i], URL1738_RFC3986);
    }
}

/*
 * resolve.c writes a merged path with no "." or ".." segment as it is
 * (url1738__put_dots) instead of by its two passes: held to the passes
 * alone (url1738__put_dots_passes) on every path of up to three
 * segments of a set with and without dots, split into its two halves
 * (base part, reference part) at every point, under both rules.
 */
static void test_put_dots_shortcut(void)
{
    static const char *const segs[] = { "a", "b.c", "..x", "x..", ".a",
                                        "a.", "", ".", "..", "...",
                                        "%2e", "g;p" };
    size_t ns = sizeof segs / sizeof segs[0], i, j, k, lead, cut, f;

    for (lead = 0; lead < 2; lead++)
        for (i = 0; i < ns; i++)
            for (j = 0; j <= ns; j++)
                for (k = 0; k <= ns; k++) {
                    char path[64];
                    size_t n;
                    n = (size_t)snprintf(path, sizeof path, "%s%s%s%s%s%s",
                                         lead ? "/" : "", segs[i],
                                         j < ns ? "/" : "",
                                         j < ns ? segs[j] : "",
                                         k < ns ? "/" : "",
                                         k < ns ? segs[k] : "");
                    for (cut = 0; cut <= n; cut++)
                        for (f = 0; f < 2; f++) {
                            char got[128], want[128];
                            struct url1738__writer g, w;
                            struct url1738__path v;
                            unsigned flags = f ? URL1738_RFC3986 : 0;
                            int same;
                            v.a = path;
                            v.alen = cut;
                            v.b = path + cut;
                            v.blen = n - cut;
                            url1738__w_start(&g, got, sizeof got);
                            url1738__w_start(&w, want, sizeof want);
                            url1738__put_dots(&g, &v, flags);
                            url1738__put_dots_passes(&w, &v, flags);
                            same = g.len == w.len
                                   && memcmp(got, want, w.len) == 0;
                            if (!same)
                                printf("put_dots %s cut %zu flags %u: "
                                       "expected %.*s, got %.*s\n", path,
                                       cut, flags, (int)w.len, want,
                                       (int)g.len, got);
                            CHECK(same);
                        }
                }
}

/*
 * relative.c splits inputs of up to 63 bytes from masks of their
 * delimiters found 16 bytes a step (url1738__rel_parse) and checks a
 * reference's text by the grammar's runs (url1738__check_text): both
 * held to their plain versions (url1738__rel_parse_plain, memchr;
 * url1738__check_text_plain, a byte at a time) on the corpora's lines
 * and references, every truncation and a mutation of each at every
 * position, every string of up to 6 bytes of a small alphabet, and
 * random ones of up to 80 bytes.
 */
static unsigned long split_bad;

/* Where p[s .. e)'s "." and ".." segments start (segments between '/'s
 * and the span's ends), as url1738__rel_parse_dots says it: the
 * reference, a byte at a time. */
static uint64_t dot_starts(const char *p, size_t s, size_t e)
{
    uint64_t d = 0;
    size_t i = s, j;

    while (i <= e) {
        for (j = i; j < e && p[j] != '/'; j++)
            ;
        if ((j - i == 1 && p[i] == '.')
            || (j - i == 2 && p[i] == '.' && p[i + 1] == '.'))
            d |= (uint64_t)1 << i;
        i = j + 1;
    }
    return d;
}

static void same_split(const char *p, size_t n)
{
    unsigned flags;

    for (flags = 0; flags <= URL1738_RFC3986; flags += URL1738_RFC3986) {
        struct url1738_rel a = URL1738_REL_INIT, b = URL1738_REL_INIT;
        int same;
        uint64_t dots;
        int known;
        url1738__rel_parse_dots(p, n, flags, &a, &dots, &known);
        url1738__rel_parse_plain(p, n, flags, &b);
        if (known && dots != dot_starts(p, b.path.off,
                                        b.path.off + b.path.len)
            && split_bad++ < 5)
            printf("split \"%.*s\" flags %u: dot segments at %llx, "
                   "expected %llx\n", (int)n, p, flags,
                   (unsigned long long)dots,
                   (unsigned long long)dot_starts(p, b.path.off,
                                                  b.path.off + b.path.len));
#define SP(f) (a.f.off == b.f.off && a.f.len == b.f.len)
        same = SP(scheme) && SP(net_loc) && SP(path) && SP(params)
               && SP(query) && SP(fragment);
#undef SP
        if (!same && split_bad++ < 5)
            printf("split \"%.*s\" flags %u: the block path differs from "
                   "memchr's (path %zu+%zu, expected %zu+%zu)\n",
                   (int)n, p, flags, a.path.off, a.path.len, b.path.off,
                   b.path.len);
    }
}

static unsigned long text_bad;

static void same_check(const char *p, size_t n)
{
    int r;

    for (r = 0; r < 2; r++) {
        struct url1738_error ea, eb;
        enum url1738_code a = url1738__check_text(p, n, r, &ea);
        enum url1738_code b = url1738__check_text_plain(p, n, r, &eb);
        int same = a == b
                   && (a == URL1738_OK
                       || (ea.offset == eb.offset && ea.code == eb.code));
        if (!same && text_bad++ < 5)
            printf("check_text \"%.*s\" rfc3986 %d: expected %s at %zu, "
                   "got %s at %zu\n", (int)n, p, r, url1738_errname(b),
                   b == URL1738_OK ? 0 : eb.offset, url1738_errname(a),
                   a == URL1738_OK ? 0 : ea.offset);
    }
}

/* The fused check and split (url1738__rel_ref: one pass over the
 * blocks) against the check and the plain split one after the other:
 * the same code, error offset and message, and when OK the same parts
 * and dot segments. */
static void same_ref(const char *p, size_t n)
{
    unsigned flags;

    for (flags = 0; flags <= URL1738_RFC3986; flags += URL1738_RFC3986) {
        struct url1738_rel a = URL1738_REL_INIT, b = URL1738_REL_INIT;
        struct url1738_error ea = { URL1738_OK, 0, NULL }, eb = ea;
        uint64_t da = 0, db = 0;
        int ka = 0, kb = 0, same;
        enum url1738_code ra =
            url1738__rel_ref(p, n, flags, &a, &da, &ka, &ea);
        enum url1738_code rb =
            url1738__rel_ref_plain(p, n, flags, &b, &db, &kb, &eb);

        same = ra == rb && ea.code == eb.code && ea.offset == eb.offset
               && ea.message == eb.message;
        if (same && ra == URL1738_OK) {
#define SP(f) (a.f.off == b.f.off && a.f.len == b.f.len)
            same = SP(scheme) && SP(net_loc) && SP(path) && SP(params)
                   && SP(query) && SP(fragment)
                   && (!ka
                       || da == dot_starts(p, b.path.off,
                                           b.path.off + b.path.len));
#undef SP
        }
        if (!same && text_bad++ < 5)
            printf("rel_ref \"%.*s\" flags %u: expected %s at %zu, got %s "
                   "at %zu (or the parts differ)\n", (int)n, p, flags,
                   url1738_errname(rb), eb.offset, url1738_errname(ra),
                   ea.offset);
    }
}

/* A base's split (url1738__rel_base: the masks of 16-byte blocks)
 * against the plain one: the same parts and directory, and when the
 * dot segments are known, whether the directory has one as the
 * reference above says. */
static void same_base(const char *p, size_t n)
{
    unsigned flags;

    for (flags = 0; flags <= URL1738_RFC3986; flags += URL1738_RFC3986) {
        struct url1738_base a = URL1738_BASE_INIT, b = URL1738_BASE_INIT;
        int same;

        url1738__rel_base(p, n, flags, &a);
        url1738__rel_base_plain(p, n, flags, &b);
#define SP(f) (a.f.off == b.f.off && a.f.len == b.f.len)
        same = SP(scheme) && SP(net_loc) && SP(path) && SP(params)
               && SP(query) && SP(fragment) && a.dir == b.dir
               && a.hier == b.hier && !b.known_
               && (!a.known_
                   || (a.dots_ != 0)
                          == (dot_starts(p, b.path.off, b.path.off + b.dir)
                              != 0));
#undef SP
        /* the split up to the net_loc: the same scheme, net_loc and hier
         * when there is a scheme (base_fill clears a base without one) */
        if (same && url1738_present(b.scheme)) {
            struct url1738_base h = URL1738_BASE_INIT;
            url1738__rel_base_head(p, n, flags, &h);
            same = h.scheme.off == b.scheme.off && h.scheme.len == b.scheme.len
                   && h.net_loc.off == b.net_loc.off
                   && h.net_loc.len == b.net_loc.len && h.hier == b.hier
                   && !url1738_present(h.path) && h.dir == 0 && !h.known_;
        }
        if (!same && split_bad++ < 5)
            printf("base \"%.*s\" flags %u: the block split differs from "
                   "the plain one (path %zu+%zu dir %zu dots %llu/%u, "
                   "expected %zu+%zu dir %zu)\n", (int)n, p, flags,
                   a.path.off, a.path.len, a.dir, a.dots_, a.known_,
                   b.path.off, b.path.len, b.dir);
    }
}

static void same_both(const char *p, size_t n)
{
    same_base(p, n);
    same_split(p, n);
    same_check(p, n);
    same_ref(p, n);
}

/* p as a reference against a few bases, and as a base of a few
 * references, both rules: url1738_resolve and the prepared base agree
 * (resolve_both counts prep_bad). */
static void same_prepared(const char *p, size_t n)
{
    static const char *const bases[] = {
        RFC3986_BASE, RFC1808_BASE, "http://a", "file:///etc/", "x-y://h/a/.",
        "mailto:a@b", "a/b", "",
    };
    static const char *const refs[] = {
        "", "g", "../g", "./", "/g", "?y", "#s", "//h/x", "./g/../h", "http:g",
        ";x",
    };
    char buf[1024];
    size_t i, need;
    unsigned flags;

    for (flags = 0; flags <= URL1738_RFC3986; flags++) {
        for (i = 0; i < sizeof bases / sizeof bases[0]; i++)
            resolve_both(bases[i], strlen(bases[i]), p, n, flags, buf,
                         sizeof buf, &need, NULL);
        for (i = 0; i < sizeof refs / sizeof refs[0]; i++)
            resolve_both(p, n, refs[i], strlen(refs[i]), flags, buf,
                         sizeof buf, &need, NULL);
    }
}

/* p, every prefix of it, and p with each of a few bytes put at each
 * position (one position per byte, moving with the line number). */
static void same_mutations(const char *p, size_t n, size_t line)
{
    static const char put[] = "#?/:;%~[] .\x80";
    char m[512];
    size_t k, j;

    if (n >= sizeof m)
        return;
    same_both(p, n);
    same_prepared(p, n);
    if (line % 16 == 0)
        for (k = 0; k < n; k++)
            same_both(p, k);
    for (j = 0; j + 1 < sizeof put && n > 0; j++) {
        memcpy(m, p, n);
        m[(line * 7 + j * 13) % n] = put[j];
        same_both(m, n);
        if (j % 4 == (line & 3))
            same_prepared(m, n);
    }
}

/* A corpus line and the reference the bench makes of it (from the path
 * on), each with its mutations. */
static void split_line(const char *line, size_t n, void *ctx)
{
    size_t *at = ctx;
    const char *q = strstr(line, "://");

    same_mutations(line, n, (*at)++);
    if (q != NULL && (q = strchr(q + 3, '/')) != NULL && q < line + n)
        same_mutations(q + 1, n - (size_t)(q + 1 - line), *at);
}

static void test_split_and_check(void)
{
    static const char *const files[] = {
        "kasztp_web.txt", "node_files.txt", "rfc1738_schemes.txt",
    };
    static const char alpha[] = "a/:?#;..%4~[ ";
    char s[96];
    size_t i, k, n, lines = 0, seen = 0, na = sizeof alpha - 1;
    unsigned long x = 12345;

    for (i = 0; i < sizeof files / sizeof files[0]; i++)
        seen += harness_each_line(files[i], split_line, &lines);
    /* every string of up to 6 bytes of alpha */
    for (n = 0; n <= 6; n++) {
        size_t total = 1, c;
        for (k = 0; k < n; k++)
            total *= na;
        for (c = 0; c < total; c++) {
            size_t v = c;
            for (k = 0; k < n; k++, v /= na)
                s[k] = alpha[v % na];
            same_both(s, n);
            if (n <= 4)
                same_prepared(s, n);
        }
    }
    /* random strings of 7-80 bytes, mostly letters */
    for (i = 0; i < 200000; i++) {
        x = x * 6364136223846793005UL + 1442695040888963407UL;
        n = 7 + (size_t)((x >> 33) % 74);
        for (k = 0; k < n; k++) {
            x = x * 6364136223846793005UL + 1442695040888963407UL;
            s[k] = (x >> 60) < 4 ? alpha[(x >> 40) % na] : "abcdef01"[(x >> 40) % 8];
        }
        same_both(s, n);
        if (i % 8 == 0)
            same_prepared(s, n);
    }
    /* every byte value in the middle of 5 to 70 bytes */
    for (n = 5; n <= 70; n++)
        for (k = 0; k < 256; k++) {
            memset(s, 'a', n);
            s[n / 2] = (char)k;
            same_both(s, n);
        }
    CHECK(seen > 90000 && seen == lines);
    CHECK_EQ_INT(split_bad, 0);
    CHECK_EQ_INT(text_bad, 0);
    CHECK_EQ_INT(prep_bad, 0);
}

/* The prepared base's own contract: one base, many references; a base
 * error kept; what is refused. */
static void test_prepared(void)
{
    struct url1738_base b = URL1738_BASE_INIT, none = URL1738_BASE_INIT;
    struct url1738_error err;
    char buf[64];
    size_t need = 5, i;

    CHECK_EQ_INT(url1738_base_prepare(&b, RFC3986_BASE,
                                      strlen(RFC3986_BASE), URL1738_RFC3986,
                                      &err),
                 URL1738_OK);
    CHECK_EQ_INT(err.code, URL1738_OK);
    CHECK_EQ_STR(b.text + b.scheme.off, b.scheme.len, "http");
    CHECK_EQ_STR(b.text + b.path.off, b.path.len, "/b/c/d;p");
    CHECK_EQ_INT(b.dir, 5);
    CHECK_EQ_INT(b.hier, 1);
    for (i = 0; i < sizeof rfc3986_normal / sizeof rfc3986_normal[0]; i++) {
        const char *r = rfc3986_normal[i].ref, *w = rfc3986_normal[i].want;
        CHECK_EQ_INT(url1738_resolve_prepared(&b, r, strlen(r), buf,
                                              sizeof buf, &need, &err),
                     URL1738_OK);
        CHECK_EQ_STR(buf, need, w);
    }
    /* the size query */
    CHECK_EQ_INT(url1738_resolve_prepared(&b, "../g", 4, NULL, 0, &need,
                                          NULL),
                 URL1738_E_NOSPACE);
    CHECK_EQ_INT(need, strlen("http://a/b/g"));
    /* a base without a scheme: prepare says so, and so does each use,
     * after the reference's own check */
    CHECK_EQ_INT(url1738_base_prepare(&b, "a/b", 3, 0, &err),
                 URL1738_E_BASE_RELATIVE);
    CHECK_EQ_INT(err.offset, 0);
    CHECK_EQ_INT(url1738_resolve_prepared(&b, "g", 1, buf, sizeof buf,
                                          &need, &err),
                 URL1738_E_BASE_RELATIVE);
    CHECK_EQ_INT(need, 0);
    CHECK_EQ_INT(url1738_resolve_prepared(&b, "a b", 3, buf, sizeof buf,
                                          &need, &err),
                 URL1738_E_MUST_ENCODE);
    /* refused: no base, no size, not prepared */
    CHECK_EQ_INT(url1738_base_prepare(NULL, "http://a", 8, 0, &err),
                 URL1738_E_INVALID_ARG);
    CHECK_EQ_INT(url1738_resolve_prepared(NULL, "g", 1, buf, sizeof buf,
                                          &need, &err),
                 URL1738_E_INVALID_ARG);
    CHECK_EQ_INT(need, 0);
    CHECK_EQ_INT(url1738_resolve_prepared(&none, "g", 1, buf, sizeof buf,
                                          &need, &err),
                 URL1738_E_INVALID_ARG);
    CHECK(err.message != NULL && strstr(err.message, "prepare") != NULL);
    none.size = 0;
    CHECK_EQ_INT(url1738_base_prepare(&none, "http://a", 8, 0, &err),
                 URL1738_E_INVALID_ARG);
    CHECK(err.message != NULL && strstr(err.message, "URL1738_BASE_INIT"));
}

void run_tests(void)
{
    test_split_and_check();
    test_put_dots_shortcut();
    test_split();
    test_tables();
    test_errors();
    test_buffers();
    test_relativize();
    test_pairs();
    test_round_trips();
    test_prepared();
    CHECK_EQ_INT(prep_bad, 0);
}
