/* SPDX-License-Identifier: MIT */
/*
 * t_props.c - property tests of encoding, building, normalizing and
 * comparing (RFC 1738 2.2, 3, 5), over generated inputs (a fixed-seed
 * PRNG: every run checks the same cases) and over the URL corpora
 * (harness_corpora(): $URL1738_URLS or tests/data/urls); a missing
 * or shrunk corpus fails.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

static unsigned long long rng = 0x1738173817381738ull;

static unsigned rnd(unsigned n)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (unsigned)(rng % n);
}

/* Random bytes, biased towards the characters that matter in URLs. */
static size_t gen_bytes(char *b, size_t max)
{
    static const char hot[] = "%/;?:@&=#.~ \t-_+!*'(),$aZ09";
    size_t n = rnd((unsigned)max + 1), i;

    for (i = 0; i < n; i++)
        b[i] = rnd(3) == 0 ? (char)rnd(256) : hot[rnd(sizeof hot - 1)];
    return n;
}

/* A valid host: hostname labels or a hostnumber (3.1). */
static size_t gen_host(char *b)
{
    static const char al[] = "abcXYZ019-";
    size_t n = 0;
    unsigned labels = 1 + rnd(3), l, k;

    if (rnd(5) == 0) {
        for (l = 0; l < 4; l++)
            n += (size_t)sprintf(b + n, l ? ".%u" : "%u", rnd(256));
        return n;
    }
    for (l = 0; l < labels; l++) {
        unsigned len = 1 + rnd(5);
        if (l)
            b[n++] = '.';
        for (k = 0; k < len; k++) {
            char c = al[rnd(sizeof al - 1)];
            if (k == 0 && l == labels - 1)
                c = "abQZ"[rnd(4)];
            else if ((k == 0 || k == len - 1) && c == '-')
                c = 'q';
            b[n++] = c;
        }
    }
    return n;
}

static unsigned long n_encode, n_build, n_corpus, n_equiv;

#define RFC1738_SCHEMES_VALID 1162
#define KASZTP_WEB_VALID 43412
#define NODE_FILES_VALID 43285

/* decode(encode(s)) == s, and the encoding escapes exactly what the part
 * forbids (2.2); or, for a value the part cannot hold, a refusal at the
 * first byte outside it (host: alpha digit - . (3.1); group: a letter,
 * then alpha digit - . + _ (3.6)), found here by a loop of its own. */
static int host_byte(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
           || (c >= '0' && c <= '9') || c == '-' || c == '.';
}

/* Whether the part cannot hold s[0..n); *at: the first byte it cannot. */
static int refused_at(enum url1738_part part, const char *s, size_t n,
                      size_t *at)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0;

    if (part == URL1738_PART_HOST) {
        while (i < n && host_byte(u[i]))
            i++;
    } else if (part == URL1738_PART_NEWS_GROUP
               || part == URL1738_PART_NNTP_GROUP) {
        if (n == 0 || !((u[0] | 0x20) >= 'a' && (u[0] | 0x20) <= 'z')) {
            *at = 0;
            return 1;
        }
        for (i = 1; i < n && (host_byte(u[i]) || u[i] == '+'
                              || u[i] == '_'); i++)
            ;
    } else if (part == URL1738_PART_NEWS_ARTICLE) {
        size_t k = n;
        while (k > 0 && u[k - 1] != '@')
            k--;
        if (k == 0)
            return 0;
        for (i = k; i < n && host_byte(u[i]); i++)
            ;
    } else {
        return 0;
    }
    *at = i;
    return i < n;
}

static void prop_encode(void)
{
    char s[64], e[200], d[200];
    size_t n, en, dn, i;
    int part, round, ok;

    for (round = 0; round < 600; round++) {
        for (part = 0; part < (int)url1738_part_count(); part++) {
            n = gen_bytes(s, sizeof s);
            if (refused_at((enum url1738_part)part, s, n, &i)) {
                struct url1738_error err;
                ok = url1738_encode((enum url1738_part)part, s, n, e,
                                    sizeof e, &en) == URL1738_E_BUILD_VALUE
                     && url1738_encode_check((enum url1738_part)part, s, n,
                                             &err) == URL1738_E_BUILD_VALUE
                     && err.offset == i;
                CHECK(ok);
                n_encode++;
                continue;
            }
            url1738_encode((enum url1738_part)part, s, n, e, sizeof e, &en);
            ok = url1738_decode(e, en, d, sizeof d, &dn, NULL) == URL1738_OK
                 && dn == n && memcmp(d, s, n) == 0;
            for (i = 0; ok && i < en; i++) {
                if (e[i] == '%') {
                    i += 2;
                    continue;
                }
                if (part != URL1738_PART_NEWS_ARTICLE)
                    ok = !url1738_must_escape((enum url1738_part)part,
                                              (unsigned char)e[i]);
            }
            CHECK(ok);
            n_encode++;
        }
    }
}

static int same(const char *u, struct url1738_span s, struct url1738_bytes b)
{
    char d[256];
    size_t n = 0;

    if (!url1738_present(s))
        return b.p == NULL;
    if (b.p == NULL)
        return 0;
    url1738_decode_span(u, s, d, sizeof d, &n, NULL);
    return n == b.len && memcmp(d, b.p, n) == 0;
}

/* The segments of a path span equal the parts' segments. */
static int same_segs(const char *u, struct url1738_span path,
                     const struct url1738_parts *pt)
{
    struct url1738_iter it;
    struct url1738_span seg;
    size_t i = 0;

    url1738_iter_init(&it, path);
    while (url1738_next_segment(u, &it, &seg)) {
        if (i >= pt->nsegments || !same(u, seg, pt->segments[i]))
            return 0;
        i++;
    }
    return i == pt->nsegments;
}

static struct url1738_bytes mk(const char *p, size_t n)
{
    struct url1738_bytes b;

    b.p = p;
    b.len = n;
    return b;
}

/* parse(build(parts)) == parts, scheme by scheme (3.2-3.11). */
static void prop_build(void)
{
    static char pool[40][64];
    struct url1738_bytes segs[4], fields[4];
    struct url1738_parts pt = URL1738_PARTS_INIT;
    struct url1738_url u = URL1738_URL_INIT;
    char out[2048], host[64];
    size_t n, hn, i;
    int round, ok, k;

    for (round = 0; round < 3000; round++) {
        static const enum url1738_scheme ids[] = {
            URL1738_SCHEME_FTP, URL1738_SCHEME_HTTP, URL1738_SCHEME_GOPHER,
            URL1738_SCHEME_FILE, URL1738_SCHEME_PROSPERO, URL1738_SCHEME_WAIS,
            URL1738_SCHEME_MAILTO, URL1738_SCHEME_TELNET,
        };
        memset(&pt, 0, sizeof pt);
        pt.size = sizeof pt;
        pt.scheme_id = ids[round % 8];
        hn = gen_host(host);
        pt.host = mk(host, hn);
        for (k = 0; k < 4; k++)
            segs[k] = mk(pool[k], gen_bytes(pool[k], 20));
        for (k = 0; k < 4; k++)
            fields[k] = mk(pool[10 + k], gen_bytes(pool[10 + k], 10));
        if (rnd(3) == 0)
            pt.port = mk("8080", 1 + rnd(4));
        switch (pt.scheme_id) {
        case URL1738_SCHEME_FTP:
        case URL1738_SCHEME_TELNET:
            if (rnd(2))
                pt.user = mk(pool[20], gen_bytes(pool[20], 10));
            if (pt.user.p && rnd(2))
                pt.password = mk(pool[21], gen_bytes(pool[21], 10));
            if (pt.scheme_id == URL1738_SCHEME_TELNET)
                break;
            pt.segments = segs;
            pt.nsegments = rnd(5);
            if (pt.nsegments && rnd(2))
                pt.type = mk(&"aidAID"[rnd(6)], 1);
            break;
        case URL1738_SCHEME_HTTP:
            pt.segments = segs;
            pt.nsegments = rnd(5);
            if (pt.nsegments && rnd(2))
                pt.search = mk(pool[22], gen_bytes(pool[22], 20));
            break;
        case URL1738_SCHEME_GOPHER:
            if (rnd(4) == 0)
                break;
            pool[23][0] = (char)rnd(256);
            pt.type = mk(pool[23], 1);
            pt.selector = mk(pool[24], gen_bytes(pool[24], 20));
            for (i = 0; i < pt.selector.len; i++)
                if (pool[24][i] == '\t')
                    pool[24][i] = 'T';
            if (rnd(2)) {
                pt.search = mk(pool[25], gen_bytes(pool[25], 20));
                for (i = 0; i < pt.search.len; i++)
                    if (pool[25][i] == '\t')
                        pool[25][i] = 'T';
                if (rnd(2))
                    pt.plus = mk(pool[26], gen_bytes(pool[26], 20));
            }
            break;
        case URL1738_SCHEME_FILE:
            pt.port = mk(NULL, 0);
            if (rnd(3) == 0)
                pt.host = mk("", 0);
            pt.segments = segs;
            pt.nsegments = 1 + rnd(4);
            break;
        case URL1738_SCHEME_PROSPERO:
            pt.segments = segs;
            pt.nsegments = 1 + rnd(4);
            pt.fields = fields;
            pt.nfields = rnd(3);
            break;
        case URL1738_SCHEME_WAIS:
            pt.database = mk(pool[27], gen_bytes(pool[27], 20));
            k = (int)rnd(3);
            if (k == 1)
                pt.search = mk(pool[28], gen_bytes(pool[28], 20));
            if (k == 2) {
                pt.wtype = mk(pool[29], gen_bytes(pool[29], 8));
                pt.wpath = mk(pool[30], gen_bytes(pool[30], 20));
            }
            break;
        default:
            pt.host = pt.port = mk(NULL, 0);
            pt.address = mk(pool[31], 1 + gen_bytes(pool[31], 20));
            break;
        }
        ok = url1738_build(&pt, out, sizeof out, &n, NULL) == URL1738_OK
             && url1738_parse(out, n, &u, NULL) == URL1738_OK
             && u.scheme_id == pt.scheme_id;
        if (ok && pt.scheme_id != URL1738_SCHEME_MAILTO)
            ok = same(out, u.host, pt.host.p ? pt.host : mk("", 0))
                 && same(out, u.port, pt.port) && same(out, u.user, pt.user)
                 && same(out, u.password, pt.password);
        if (ok) {
            switch (pt.scheme_id) {
            case URL1738_SCHEME_FTP:
                ok = same_segs(out, u.u.ftp.fpath, &pt)
                     && same(out, u.u.ftp.type, pt.type);
                break;
            case URL1738_SCHEME_HTTP:
                ok = same_segs(out, u.u.http.hpath, &pt)
                     && same(out, u.u.http.search, pt.search);
                break;
            case URL1738_SCHEME_GOPHER:
                ok = same(out, u.u.gopher.type, pt.type)
                     && (pt.type.p == NULL
                         || same(out, u.u.gopher.selector, pt.selector))
                     && same(out, u.u.gopher.search, pt.search)
                     && same(out, u.u.gopher.plus, pt.plus);
                break;
            case URL1738_SCHEME_FILE:
                ok = same_segs(out, u.u.file.fpath, &pt);
                break;
            case URL1738_SCHEME_PROSPERO: {
                struct url1738_iter it;
                struct url1738_span nm, v;
                size_t f = 0;
                ok = same_segs(out, u.u.prospero.ppath, &pt);
                url1738_iter_init(&it, u.u.prospero.fields);
                while (ok && url1738_next_field(out, &it, &nm, &v)) {
                    ok = f < pt.nfields && same(out, nm, fields[2 * f])
                         && same(out, v, fields[2 * f + 1]);
                    f++;
                }
                ok = ok && f == pt.nfields;
                break;
            }
            case URL1738_SCHEME_WAIS:
                ok = same(out, u.u.wais.database, pt.database)
                     && same(out, u.u.wais.search, pt.search)
                     && same(out, u.u.wais.wtype, pt.wtype)
                     && same(out, u.u.wais.wpath, pt.wpath);
                break;
            case URL1738_SCHEME_MAILTO:
                ok = same(out, u.u.mailto.address, pt.address);
                break;
            default:
                break;
            }
        }
        if (!CHECK(ok))
            harness_dump("built", out, n);
        n_build++;
    }
}

/* A variant of a valid URL that must be equivalent to it: scheme and
 * host case changed, unreserved characters escaped, escape hex lowered
 * (2.1, 2.2). */
static size_t variant(const char *s, size_t n, char *v)
{
    struct url1738_url u = URL1738_URL_INIT;
    size_t i, o = 0;

    url1738_parse(s, n, &u, NULL);
    for (i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        int in_scheme = i < u.scheme.len;
        int in_host = url1738_present(u.host) && i >= u.host.off
                      && i < u.host.off + u.host.len;
        /* ftp's ";type=X" is a literal of section 5, not text: an
         * escape there would change the URL. */
        int in_type = u.scheme_id == URL1738_SCHEME_FTP
                      && url1738_present(u.u.ftp.type)
                      && i + 6 >= u.u.ftp.type.off;
        int in_path = url1738_present(u.path) && i >= u.path.off
                      && !in_type;
        if (c == '%') {
            /* An escape: its hex digits lower-cased (2.2). */
            v[o++] = '%';
            v[o++] = (char)(s[i + 1] | 0x20);
            v[o++] = (char)(s[i + 2] | 0x20);
            i += 2;
        } else if ((in_scheme || in_host) && c >= 'a' && c <= 'z'
                   && rnd(2)) {
            v[o++] = (char)(c - 32);
        } else if (in_path && u.scheme_id > URL1738_SCHEME_OTHER
                   && u.scheme_id != URL1738_SCHEME_NNTP
                   && u.scheme_id != URL1738_SCHEME_GOPHER
                   && (url1738_class(c) & URL1738_C_UNRESERVED)
                   && rnd(4) == 0) {
            o += (size_t)sprintf(v + o, "%%%02x", c);
        } else {
            v[o++] = (char)c;
        }
    }
    return o;
}

/* Runs the properties over one corpus; at least min_valid of its lines
 * must be valid URLs, so a corpus that shrank fails instead of passing
 * with fewer checks. */
static void prop_corpus(const char *file, size_t min_valid)
{
    size_t before = n_corpus;
    char path[512], line[4096], a[4200], b[4200], v[13000];
    FILE *f;
    size_t n, an, bn, vn, cn;
    int ok;

    f = harness_open_corpus(file, path, sizeof path);
    if (f == NULL)
        return;         /* counted as a failure */
    while (fgets(line, sizeof line, f) != NULL) {
        n = strlen(line);
        while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
            n--;
        /* repair: what it returns is valid (or it refuses). */
        if (url1738_repair(line, n, v, sizeof v, &vn, NULL, 0, &cn, NULL)
            == URL1738_OK)
            CHECK(url1738_valid(v, vn));
        if (!url1738_valid(line, n))
            continue;
        /* A valid URL needs no repair. */
        ok = url1738_repair(line, n, v, sizeof v, &vn, NULL, 0, &cn, NULL)
                 == URL1738_OK
             && vn == n && memcmp(v, line, n) == 0;
        if (line[0] < 'A' || line[0] > 'Z')
            CHECK(ok);
        /* normalize: valid, idempotent, equivalent to the input. */
        ok = url1738_normalize(line, n, a, sizeof a, &an, NULL) == URL1738_OK
             && url1738_valid(a, an)
             && url1738_normalize(a, an, b, sizeof b, &bn, NULL) == URL1738_OK
             && an == bn && memcmp(a, b, an) == 0
             && url1738_equivalent(line, n, a, an, NULL) == 1;
        if (!CHECK(ok))
            harness_dump("url", line, n);
        n_corpus++;
        /* equivalent variants normalize to the same string. */
        vn = variant(line, n, v);
        ok = url1738_equivalent(line, n, v, vn, NULL) == 1
             && url1738_normalize(v, vn, b, sizeof b, &bn, NULL) == URL1738_OK
             && an == bn && memcmp(a, b, an) == 0;
        if (!CHECK(ok)) {
            harness_dump("url", line, n);
            harness_dump("variant", v, vn);
        }
        n_equiv++;
    }
    fclose(f);
    if (!CHECK(n_corpus - before >= min_valid))
        fprintf(stderr, "    %s: %zu valid URLs, wanted at least %zu\n",
                path, (size_t)(n_corpus - before), min_valid);
}

void run_tests(void)
{
    prop_encode();
    prop_build();
    /* The valid lines of each corpus when these floors were set. */
    prop_corpus("rfc1738_schemes.txt", RFC1738_SCHEMES_VALID);
    prop_corpus("kasztp_web.txt", KASZTP_WEB_VALID);
    prop_corpus("node_files.txt", NODE_FILES_VALID);
    printf("properties: encode/decode %lu, build/parse %lu, corpus "
           "normalize %lu, equivalent variants %lu\n",
           n_encode, n_build, n_corpus, n_equiv);
}
