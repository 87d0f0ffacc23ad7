/* SPDX-License-Identifier: MIT */
/*
 * t_normalize3986.c - url1738_normalize_spec() and url1738_equivalent_spec()
 * under URL1738_SPEC_RFC3986: RFC 3986 6.2.2 (case, percent-encoding,
 * remove_dot_segments of 5.2.4) and 6.2.3 (default port, empty port,
 * http(s)'s empty path), the RFC's own examples, and properties
 * (idempotent, valid, equivalent) checked over kasztp_web.txt and over
 * generated paths against a second, literal implementation of 6.2.2 and
 * 5.2.4 written here with buffers. Section numbers are RFC 3986's.
 */
#include <stdlib.h>
#include <sys/types.h>

#include "harness.h"

#define R URL1738_SPEC_RFC3986

static const struct {
    const char *in, *want;      /* want NULL: invalid */
} norm[] = {
    /* 6.2.2.1: scheme and host lower-cased, escapes' hex upper-cased */
    { "HTTP://www.EXAMPLE.com/", "http://www.example.com/" },
    { "HtTp+X.Y-z://H/", "http+x.y-z://h/" },
    { "x://h/%3a%c3%a9", "x://h/%3A%C3%A9" },
    { "http://[FE80::A:1]/", "http://[fe80::a:1]/" },
    { "http://[::FFFF:1.2.3.4]/", "http://[::ffff:1.2.3.4]/" },
    { "http://[V1F.AbC:x]/", "http://[v1f.abc:x]/" },
    { "http://EXAMPLE.%63om/", "http://example.com/" },   /* "%63" is c */
    { "http://%41%c3%a9.com/", "http://a%C3%A9.com/" },   /* A, then a */
    /* user information, path, query, fragment keep their case */
    { "http://User:%7ePass%3a@H/A", "http://User:~Pass%3A@h/A" },
    { "http://@h/", "http://@h/" },
    /* every part at once (13 pieces: fuzz_normalize found 12 too few) */
    { "X-Y://U:p@H:01/%7e/./P?Q#F", "x-y://U:p@h:1/~/P?Q#F" },
    /* 6.2.2.2: escapes of unreserved characters decoded, others kept */
    { "http://h/%2d%2e%5f%7e%41%7a%30", "http://h/-._~Az0" },
    { "http://h/%21%24%26%27%28%29%2a%2b%2c%3b%3d",
      "http://h/%21%24%26%27%28%29%2A%2B%2C%3B%3D" },   /* sub-delims */
    { "http://h/%2f%3f%23%5b%5d%40%3a%25%20",
      "http://h/%2F%3F%23%5B%5D%40%3A%25%20" },
    { "http://h/?%7E%41%2f&a=%62#%7e%2F", "http://h/?~A%2F&a=b#~%2F" },
    /* 6.2.2: the section's own example */
    { "eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "example://a/b/c/%7Bfoo%7D" },
    { "HTTP://Example.COM:80/%7euser/a/./b/../c",
      "http://example.com/~user/a/c" },
    /* 6.2.2.3, 5.2.4: dot-segments (the 5.4 examples' paths) */
    { "http://a/b/c/./g", "http://a/b/c/g" },
    { "http://a/b/c/g/", "http://a/b/c/g/" },
    { "http://a/b/c/.", "http://a/b/c/" },
    { "http://a/b/c/./", "http://a/b/c/" },
    { "http://a/b/c/..", "http://a/b/" },
    { "http://a/b/c/../", "http://a/b/" },
    { "http://a/b/c/../g", "http://a/b/g" },
    { "http://a/b/c/../..", "http://a/" },
    { "http://a/b/c/../../g", "http://a/g" },
    { "http://a/b/c/../../../g", "http://a/g" },
    { "http://a/b/c/../../../../g", "http://a/g" },
    { "http://a/./g", "http://a/g" },
    { "http://a/../g", "http://a/g" },
    { "http://a/b/c/g.", "http://a/b/c/g." },
    { "http://a/b/c/.g", "http://a/b/c/.g" },
    { "http://a/b/c/g..", "http://a/b/c/g.." },
    { "http://a/b/c/..g", "http://a/b/c/..g" },
    { "http://a/b/c/./../g", "http://a/b/g" },
    { "http://a/b/c/./g/.", "http://a/b/c/g/" },
    { "http://a/b/c/g/./h", "http://a/b/c/g/h" },
    { "http://a/b/c/g/../h", "http://a/b/c/h" },
    { "http://a/b/c/g;x=1/./y", "http://a/b/c/g;x=1/y" },
    { "http://a/b/c/g;x=1/../y", "http://a/b/c/y" },
    { "http://a/b/c/d;p?y/./x", "http://a/b/c/d;p?y/./x" },   /* query */
    { "http://a/b/c/d#s/../x", "http://a/b/c/d#s/../x" },     /* fragment */
    { "http://a/b//../c", "http://a/b/c" },      /* ".." takes "" too */
    { "http://a//b/./", "http://a//b/" },
    { "http://a/b/%2E/c/%2e%2E/d", "http://a/b/d" },  /* "%2E" is "." */
    { "http://a/b/.%2e", "http://a/" },
    { "http://a/b/..%2F", "http://a/b/..%2F" },    /* %2F is no "/" */
    { "x:mid/content=5/../6", "x:mid/6" },         /* 5.2.4's example */
    /* rootless paths: 2A drops a leading "./" "../", 2D a lone dot */
    { "x:./a", "x:a" },
    { "x:../../a/b", "x:a/b" },
    { "x:.", "x:" },
    { "x:./..", "x:" },
    { "x:.././", "x:" },
    { "x:a/.", "x:a/" },
    { "x:a/..", "x:/" },
    { "x:a/../b", "x:/b" },
    { "x:.//a", "x:/a" },
    /* 3.3: without an authority a path may not begin with "//" */
    { "x:/.//a", "x:/.//a" },
    { "x:/a/..//b", "x:/.//b" },
    { "x:a/..//b", "x:/.//b" },
    { "x:..///a", "x:/.//a" },
    { "x://h/a/..//b", "x://h//b" },
    /* 6.2.3: default port, empty port, http(s)'s empty path */
    { "http://example.com", "http://example.com/" },
    { "http://example.com/", "http://example.com/" },
    { "http://example.com:/", "http://example.com/" },
    { "http://example.com:80/", "http://example.com/" },
    { "http://example.com/?", "http://example.com/?" },
    { "http://h?q", "http://h/?q" },
    { "http://h#f", "http://h/#f" },
    { "https://h:443", "https://h/" },
    { "HTTPS://H:0443/", "https://h/" },
    { "https://h:80/", "https://h:80/" },
    { "http://h:443/", "http://h:443/" },
    { "http://h:08080/", "http://h:8080/" },
    { "http://h:99999999999999999999/", "http://h:99999999999999999999/" },
    { "ws://h:80", "ws://h" },                  /* "/" is http(s)'s only */
    { "wss://h:443/x", "wss://h/x" },
    { "ftp://h:21/a;type=I", "ftp://h/a;type=I" }, /* RFC 1738 3.2.2 not */
    { "ssh://u@h:22", "ssh://u@h" },
    { "x://h:", "x://h" },
    { "x://h:/", "x://h/" },
    { "x://h:0/", "x://h:0/" },                 /* x has no default */
    { "x://h:000", "x://h:0" },
    { "http://", "http:///" },
    { "file:///etc", "file:///etc" },
    { "file://LocalHost/etc", "file://localhost/etc" }, /* RFC 1738 3.10 not */
    { "gopher://h/1", "gopher://h/1" },         /* RFC 1738 3.4.1 not */
    { "mailto:Joe%40X.Com", "mailto:Joe%40X.Com" },
    { "urn:ISBN:0-395", "urn:ISBN:0-395" },
    /* not URIs */
    { "http://h/a b", NULL },
    { "", NULL },
    { "http://[::1/", NULL },
    { "1a:b", NULL },
    { "http://h/~u|", NULL },
};

static const struct {
    const char *a, *b;
    int want;
} equiv[] = {
    /* 6.2.3: the four are equivalent; with "?" it is another URI */
    { "http://example.com", "http://example.com/", 1 },
    { "http://example.com", "http://example.com:/", 1 },
    { "http://example.com", "http://example.com:80/", 1 },
    { "http://example.com:/", "http://example.com:80/", 1 },
    { "http://example.com/", "http://example.com/?", 0 },
    /* 6.2.2 */
    { "example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d", 1 },
    { "https://h/", "https://h:443/", 1 },
    { "HTTPS://H", "https://h:443/", 1 },
    { "https://h/", "https://h:80/", 0 },
    { "http://h/%7Ea", "http://h/~a", 1 },
    { "http://h/a%2Fb", "http://h/a/b", 0 },     /* reserved */
    { "http://h/a", "http://h/A", 0 },
    { "http://U@h/", "http://u@h/", 0 },
    { "http://h/ab", "http://h/b", 0 },          /* equal ends */
    { "http://h/b", "http://h/b/", 0 },
    { "x:a/../b", "x:/b", 1 },
    { "x:/.//b", "x:/a/..//b", 1 },
    { "http://h/#a", "http://h/", 0 },
    { "http://[::A]/", "http://[::a]:80", 1 },
};

/* ===== A second implementation, with buffers, read off the RFC ===== */

static int unreserved(unsigned v)
{
    return (v >= 'a' && v <= 'z') || (v >= 'A' && v <= 'Z')
           || (v >= '0' && v <= '9') || v == '-' || v == '.' || v == '_'
           || v == '~';
}

static unsigned hexv(char c)
{
    return c <= '9' ? (unsigned)(c - '0') : (unsigned)((c | 0x20) - 'a' + 10);
}

static char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? (char)(c + 32) : c;
}

/* 6.2.2.1, 6.2.2.2 on s[0..n) into o; lower: then letters lower-cased
 * (not an escape's hex). */
static size_t ref_pct(const char *s, size_t n, char *o, int low)
{
    static const char hx[] = "0123456789ABCDEF";
    size_t i, k = 0;

    for (i = 0; i < n; i++) {
        if (s[i] == '%') {
            unsigned v = hexv(s[i + 1]) * 16 + hexv(s[i + 2]);
            if (unreserved(v)) {
                o[k++] = low ? lower((char)v) : (char)v;
            } else {
                o[k++] = '%';
                o[k++] = hx[v >> 4];
                o[k++] = hx[v & 15];
            }
            i += 2;
        } else {
            o[k++] = low ? lower(s[i]) : s[i];
        }
    }
    return k;
}

static int starts(const char *s, size_t n, const char *lit)
{
    size_t l = strlen(lit);
    return n >= l && memcmp(s, lit, l) == 0;
}

static int is(const char *s, size_t n, const char *lit)
{
    return n == strlen(lit) && memcmp(s, lit, n) == 0;
}

/* 5.2.4 remove_dot_segments, step by step as written; in is changed. */
static size_t ref_dots(char *in, size_t n, char *out)
{
    size_t a = 0, ol = 0;

    while (a < n) {
        char *s = in + a;
        size_t l = n - a;
        int pop = 0;
        if (starts(s, l, "../")) {                      /* A */
            a += 3;
        } else if (starts(s, l, "./")) {
            a += 2;
        } else if (starts(s, l, "/./")) {               /* B */
            a += 2;
        } else if (is(s, l, "/.")) {
            a += 1;
            in[a] = '/';
        } else if (starts(s, l, "/../")) {              /* C */
            a += 3;
            pop = 1;
        } else if (is(s, l, "/..")) {
            a += 2;
            in[a] = '/';
            pop = 1;
        } else if (is(s, l, ".") || is(s, l, "..")) {   /* D */
            a = n;
        } else {                                        /* E */
            if (in[a] == '/')
                out[ol++] = in[a++];
            while (a < n && in[a] != '/')
                out[ol++] = in[a++];
        }
        if (pop) {
            while (ol > 0 && out[ol - 1] != '/')
                ol--;
            if (ol > 0)
                ol--;
        }
    }
    return ol;
}

/* The normalized form of the valid URI p[0..n) into o (big enough). */
static size_t ref_normalize(const char *p, size_t n, char *o)
{
    struct url1738_url u = URL1738_URL_INIT;
    size_t k = 0, pl, s, e;
    char *tmp, *dots;
    unsigned long v = 0;
    unsigned dflt;

    if (url1738_parse_spec(p, n, R, &u, NULL) != URL1738_OK)
        return (size_t)-1;
    tmp = malloc(n + 1);
    dots = malloc(n + 1);
    k = ref_pct(p + u.scheme.off, u.scheme.len, o, 1);
    o[k++] = ':';
    if (url1738_present(u.host)) {
        o[k++] = '/';
        o[k++] = '/';
        if (url1738_present(u.userinfo)) {
            k += ref_pct(p + u.userinfo.off, u.userinfo.len, o + k, 0);
            o[k++] = '@';
        }
        k += ref_pct(p + u.host.off, u.host.len, o + k, 1);
        if (url1738_present(u.port) && u.port.len > 0) {
            s = u.port.off;
            e = s + u.port.len;
            while (s + 1 < e && p[s] == '0')
                s++;
            for (pl = s; pl < e && v < 100000; pl++)
                v = v * 10 + (unsigned long)(p[pl] - '0');
            dflt = url1738_scheme_port(p + u.scheme.off, u.scheme.len, R);
            if (dflt == 0 || v != dflt) {
                o[k++] = ':';
                memcpy(o + k, p + s, e - s);
                k += e - s;
            }
        }
    }
    pl = ref_pct(p + u.path.off, u.path.len, tmp, 0);
    pl = ref_dots(tmp, pl, dots);
    if (!url1738_present(u.host) && pl >= 2 && dots[0] == '/'
        && dots[1] == '/') {
        o[k++] = '/';
        o[k++] = '.';
    }
    if (url1738_present(u.host) && pl == 0
        && (is(o, k >= 7 ? 7 : k, "http://") || is(o, k >= 8 ? 8 : k,
                                                   "https://")))
        dots[pl++] = '/';
    memcpy(o + k, dots, pl);
    k += pl;
    if (url1738_present(u.query)) {
        o[k++] = '?';
        k += ref_pct(p + u.query.off, u.query.len, o + k, 0);
    }
    if (url1738_present(u.fragment)) {
        o[k++] = '#';
        k += ref_pct(p + u.fragment.off, u.fragment.len, o + k, 0);
    }
    free(tmp);
    free(dots);
    return k;
}

/* ===== Properties ===== */

static unsigned long n_props;

/* The properties of one valid URI: the library's result is the second
 * implementation's, valid, idempotent, and equivalent to the input and
 * to itself; the size query says its length. Returns 1 when all hold. */
static int props(const char *p, size_t n)
{
    char *a = malloc(n + 8), *b = malloc(n + 8), *r = malloc(3 * n + 8);
    size_t an = 0, bn = 0, rn, qn = 1;
    int ok;

    ok = url1738_normalize_spec(p, n, R, a, n + 8, &an, NULL) == URL1738_OK
         && url1738_normalize_spec(p, n, R, NULL, 0, &qn, NULL)
                == (an == 0 ? URL1738_OK : URL1738_E_NOSPACE)
         && qn == an && an <= n + 1;
    rn = ref_normalize(p, n, r);
    ok = ok && rn == an && memcmp(r, a, an) == 0;
    ok = ok && url1738_valid_spec(a, an, R)
         && url1738_normalize_spec(a, an, R, b, n + 8, &bn, NULL)
                == URL1738_OK
         && bn == an && memcmp(a, b, an) == 0
         && url1738_equivalent_spec(p, n, p, n, R, NULL) == 1
         && url1738_equivalent_spec(p, n, a, an, R, NULL) == 1
         && url1738_equivalent_spec(a, an, p, n, R, NULL) == 1;
    if (!ok) {
        harness_dump("input", p, n);
        harness_dump("normalized", a, an);
        harness_dump("second implementation", r, rn == (size_t)-1 ? 0 : rn);
        harness_dump("again", b, bn);
    }
    n_props++;
    free(a);
    free(b);
    free(r);
    return ok;
}

/* Every path of up to 6 pieces of "/", ".", "a", "%2e", "%7E" after an
 * authority or none: remove_dot_segments' corners. */
static void prop_generated(void)
{
    static const char *const pre[] = { "x:", "x://h", "http://H:80",
                                       "https://h:443" };
    static const char *const piece[] = { "/", ".", "a", "%2e", "%7E" };
    char url[64];
    size_t i, k, len, npre = sizeof pre / sizeof pre[0];
    unsigned long x, c, total, bad = 0;
    unsigned long before = n_props, pieces;

    for (i = 0; i < npre; i++) {
        for (pieces = 0, total = 1; pieces <= 6; pieces++, total *= 5) {
            for (c = 0; c < total; c++) {
                len = strlen(pre[i]);
                memcpy(url, pre[i], len);
                for (k = 0, x = c; k < pieces; k++, x /= 5) {
                    memcpy(url + len, piece[x % 5], strlen(piece[x % 5]));
                    len += strlen(piece[x % 5]);
                }
                if (url1738_valid_spec(url, len, R) && !props(url, len)
                    && ++bad > 20)
                    return;
            }
        }
    }
    if (!CHECK(n_props - before > 20000))
        fprintf(stderr, "    %lu generated URIs\n", n_props - before);
}

static void prop_corpus(const char *file, unsigned long min_valid)
{
    char path[512], *line = NULL;
    size_t cap = 0, n;
    ssize_t got;
    unsigned long before = n_props, bad = 0;
    FILE *f = harness_open_corpus(file, path, sizeof path);

    if (f == NULL)
        return;         /* counted as a failure */
    while ((got = getline(&line, &cap, f)) >= 0) {
        n = (size_t)got;
        while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
            n--;
        if (url1738_valid_spec(line, n, R) && !props(line, n) && ++bad > 20)
            break;
    }
    free(line);
    fclose(f);
    if (!CHECK(n_props - before >= min_valid))
        fprintf(stderr, "    %s: %lu URIs, wanted at least %lu\n", path,
                n_props - before, min_valid);
}

void run_tests(void)
{
    char out[256];
    size_t i, n;
    struct url1738_error err, perr;
    enum url1738_code rc;
    unsigned long failed;

    for (i = 0; i < sizeof norm / sizeof norm[0]; i++) {
        const char *in = norm[i].in;
        size_t len = strlen(in);
        rc = url1738_normalize_spec(in, len, R, out, sizeof out, &n, &err);
        if (norm[i].want == NULL) {
            /* the parse error of url1738_parse_spec(), nothing written */
            url1738_parse_spec(in, len, R, NULL, &perr);
            if (!CHECK(rc == perr.code && rc != URL1738_OK
                       && err.code == perr.code && err.offset == perr.offset
                       && strcmp(err.message, perr.message) == 0 && n == 0
                       && out[0] == '\0'))
                harness_dump("input", in, len);
            continue;
        }
        failed = harness_failed;
        CHECK_EQ_INT(rc, URL1738_OK);
        CHECK_EQ_STR(out, n, norm[i].want);
        CHECK(props(in, len));
        if (harness_failed != failed)
            harness_dump("input", in, len);
    }
    for (i = 0; i < sizeof equiv / sizeof equiv[0]; i++) {
        int got = url1738_equivalent_spec(equiv[i].a, strlen(equiv[i].a),
                                          equiv[i].b, strlen(equiv[i].b), R,
                                          NULL);
        if (!CHECK(got == equiv[i].want))
            fprintf(stderr, "    %s  %s: wanted %d, got %d\n", equiv[i].a,
                    equiv[i].b, equiv[i].want, got);
    }
    /* the error of b has its offset moved past a */
    CHECK_EQ_INT(url1738_equivalent_spec("a:", 2, "a:[", 3, R, &err), -1);
    CHECK_EQ_INT(err.offset, 4);
    CHECK_EQ_INT(err.code, URL1738_E_RESERVED);
    CHECK_EQ_INT(url1738_equivalent_spec("a:|", 3, "a:", 2, R, &err), -1);
    CHECK_EQ_INT(err.offset, 2);

    /* RFC 1738 is the old functions, exactly */
    CHECK_EQ_INT(url1738_equivalent_spec("https://h/", 10, "https://h:443/",
                                         14, URL1738_SPEC_RFC1738, NULL),
                 0);
    CHECK_EQ_INT(url1738_equivalent_spec("gopher://h/1", 12, "gopher://h",
                                         10, URL1738_SPEC_RFC1738, NULL),
                 1);
    rc = url1738_normalize_spec("FTP://h:21/a;type=I", 19,
                                URL1738_SPEC_RFC1738, out, sizeof out, &n,
                                NULL);
    CHECK_EQ_INT(rc, URL1738_OK);
    CHECK_EQ_STR(out, n, "ftp://h/a;type=i");
    rc = url1738_normalize_spec("http://h/~", 10, URL1738_SPEC_RFC1738, out,
                                sizeof out, &n, &err);
    CHECK_EQ_INT(rc, URL1738_E_MUST_ENCODE);
    CHECK_EQ_INT(err.offset, 9);

    /* neither reading */
    rc = url1738_normalize_spec("x:", 2, URL1738_SPEC_RFC3986_REFERENCE,
                                out, sizeof out, &n, &err);
    CHECK(rc == URL1738_E_INVALID_ARG && err.code == rc && n == 0);
    CHECK_EQ_INT(url1738_equivalent_spec("x:", 2, "x:", 2,
                                         (enum url1738_spec)7, &err),
                 -1);
    CHECK_EQ_INT(err.code, URL1738_E_INVALID_ARG);
    /* a short buffer holds the first cap bytes, though written from the
     * end */
    rc = url1738_normalize_spec("HTTP://H/a/../b", 15, R, out, 8, &n, NULL);
    CHECK_EQ_INT(rc, URL1738_E_NOSPACE);
    CHECK_EQ_INT(n, 10);
    CHECK_EQ_STR(out, 8, "http://h");

    prop_generated();
    prop_corpus("kasztp_web.txt", 47000);
    printf("properties held for %lu URIs\n", n_props);
}
