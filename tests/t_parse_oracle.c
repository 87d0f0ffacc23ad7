/* SPDX-License-Identifier: MIT */
/*
 * t_parse_oracle.c - the parser against an independent, naive reading of
 * the BNF of RFC 1738 section 5.
 *
 * The oracle knows nothing of the library's tables: every production is a
 * function from the set of positions where it may start to the set of
 * positions where it may end (a 64-bit set, so inputs are at most 63
 * bytes). Whenever a terminal is asked for the byte at the end of the
 * input, the input is a proper prefix of some valid URL (every production
 * of section 5 can be completed), which is how the error offset is found:
 * the first byte whose prefix is not viable (cli-contract "parse").
 *
 * Then every byte value 0-255 is tried in every component of every scheme,
 * and a few thousand mutations of valid URLs are compared.
 */
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "oracle.h"
#include "peers/peers.h"

/* One comparison of library and oracle: valid/invalid and the offset. */
static void agree(const char *p, size_t n, const char *what)
{
    struct url1738_error err;
    size_t off = 0;
    int want = oracle(p, n, &off);
    enum url1738_code rc = url1738_parse(p, n, NULL, &err);
    int ok = want ? rc == URL1738_OK
                  : rc != URL1738_OK && err.offset == off;

    if (!harness_check(ok, __FILE__, __LINE__, what)) {
        harness_dump("input", p, n);
        fprintf(stderr, "    oracle %s at %zu; library %s at %zu (%s)\n",
                want ? "valid" : "invalid", want ? 0 : off,
                url1738_errname(rc), err.offset, err.message);
    }
}

static void agree_str(const char *s)
{
    agree(s, strlen(s), "oracle agrees");
}

/* ----- Hand-picked inputs: the edges of every production ----- */

static const char *const edges[] = {
    /* scheme and genericurl (5) */
    "", ":", "a", "a:", "A:", "1:", "+:", "-:", ".:", "a+b-c.d:x",
    "a_b:", "a b:", "x:%", "x:%4", "x:%4g", "x:%41", "x:a b", "x://",
    "x://u@", "x://u:p@h:1/p?q", "x:///", "x:#", "HtTp://h", "FTP://h/",
    "ftpx://h", "http", "http:", "http:/", "http:/x", "https://h",
    /* host (3.1) */
    "http://", "http://a", "http://a.", "http://a.b", "http://a..b",
    "http://.a", "http://-a", "http://a-", "http://a-.b", "http://a-b",
    "http://a--b.c", "http://1", "http://1/", "http://1.2.3",
    "http://1.2.3/", "http://1.2.3.4", "http://1.2.3.4/",
    "http://1.2.3.4.5", "http://1.2.3.4.5/", "http://1.2.3.4.a",
    "http://1.2.3.a4", "http://a.1", "http://a.1/", "http://a.1b/",
    "http://a.b1", "http://a.b-1", "http://a.b-", "http://a.b-/",
    "http://a.b.", "http://a.b./", "http://a.b.:80", "http://0a.b",
    "http://a.0", "http://123.45.67.89:0/", "http://1..2", "http://1.-2",
    "http://a_b", "http://a%41", "http://:80", "http://@h",
    /* port */
    "http://h:", "http://h:/", "http://h:0", "http://h:0080",
    "http://h:99999999999999999999/", "http://h:8a", "http://h:80:",
    "http://h::", "http://h:80/",
    /* login (3.1) */
    "ftp://@", "ftp://@h", "ftp://@h/", "ftp://:@h/", "ftp://u:@h/",
    "ftp://:p@h/", "ftp://u:p", "ftp://u:p@", "ftp://u:p@h",
    "ftp://u:p:q@h/", "ftp://u@p@h/", "ftp://u%40x@h/", "ftp://u;?&=@h/",
    "ftp://u/x@h/", "ftp://h:80x", "ftp://h:80x@h/", "ftp://h:80/",
    "ftp://h:/", "ftp://h:@h/", "ftp://1.2.3", "ftp://1.2.3@h",
    "ftp://a-", "ftp://a-@h", "ftp://-a@h", "ftp://a.-b", "ftp://a.-b@h/",
    "ftp://a..b@c", "ftp://u%4", "ftp://u%zz@h", "ftp://u p@h",
    "ftp://u#@h", "telnet://u:p@h:23/", "telnet://u:p@h:23/x",
    "telnet://h//", "telnet://", "telnet://a.1",
    /* ftp (3.2) */
    "ftp://h/", "ftp://h//", "ftp://h/a/b/c", "ftp://h/%2Fetc",
    "ftp://h/a;type=a", "ftp://h/a;type=I", "ftp://h/a;type=D",
    "ftp://h/a;type=x", "ftp://h/a;type=", "ftp://h/a;type", "ftp://h/a;",
    "ftp://h/a;TYPE=a", "ftp://h/a;type=aa", "ftp://h/a;type=a/",
    "ftp://h/;type=d", "ftp://h;type=a", "ftp://h/a;b", "ftp://h/a?b:c@d&e=f",
    "ftp://h/a#b", "ftp://h/a b", "ftp://h/%ZZ", "ftp://h/%",
    /* file (3.10) */
    "file://", "file:///", "file:///a/b", "file://localhost/etc",
    "file://h/x", "file://h", "file://h:80/", "file://u@h/", "file:/x",
    "file:///a;b", "file:///a?b", "file://a.1/", "file:////",
    "file://1.2.3.4/", "file://-h/",
    /* http (3.3) */
    "http://h/", "http://h/a/b?c", "http://h/a?b?c", "http://h/a?b/c",
    "http://h/a;b:c@d&e=f", "http://h/?", "http://h/a?", "http://h?q",
    "http://h/a?b#c", "http://u@h/", "http://h/%7e", "http://h/%7E",
    /* gopher (3.4) */
    "gopher://h", "gopher://h/", "gopher://h/1", "gopher://h/1sel",
    "gopher://h/1a%09b", "gopher://h/7a%09b%09c", "gopher://h/%09",
    "gopher://h/1%09%09%09", "gopher://h/1%0", "gopher://h/ ",
    "gopher://h/1a b", "gopher://h/1a?b/c;d", "gopher://u@h/",
    /* mailto (3.5) */
    "mailto:", "mailto:a", "mailto:a@b.c", "mailto:a%20b", "mailto:a b",
    "MAILTO:x", "mailto::/?;", "mailto:#",
    /* news (3.6) */
    "news:", "news:*", "news:**", "news:*a", "news:a", "news:a.b-c+d_e",
    "news:1a", "news:a$b", "news:a$b@", "news:a$b@h", "news:a@h",
    "news:a@", "news:@h", "news:a@h.", "news:a@h/", "news:a@1.2.3.4",
    "news:a@1.2", "news:a@b@c", "news:a/b?c:d;e=f&g@h", "news:a%41@h",
    "news:a%4", "news:a b", "news:<a@h>", "news:a!", "news:a!@h",
    /* nntp (3.7) */
    "nntp://h", "nntp://h/", "nntp://h/g", "nntp://h/g/", "nntp://h/g/1",
    "nntp://h/g/1a", "nntp://h/1", "nntp://h/g.b-c+d_e/123",
    "nntp://h/g?", "nntp://h/g//", "nntp://h:119/g/12", "nntp://u@h/g",
    /* telnet (3.8) */
    "telnet://h", "telnet://h/", "telnet://h:23", "telnet://u@h",
    /* wais (3.9) */
    "wais://h", "wais://h/", "wais://h/db", "wais://h/db?s",
    "wais://h/db?a;b", "wais://h/db?a/b", "wais://h/db/t/p",
    "wais://h/db/t", "wais://h/db/t/", "wais://h/db/t/p/q",
    "wais://h/db/t/p?", "wais://h/d;b", "wais://h/db?", "wais://h//",
    "wais://h///",
    /* prospero (3.11) */
    "prospero://h", "prospero://h/", "prospero://h/a/b",
    "prospero://h/a;f=v", "prospero://h/a;f=v;g=w", "prospero://h/a;f",
    "prospero://h/a;f=", "prospero://h/a;=", "prospero://h/a;",
    "prospero://h/a;f=v=w", "prospero://h/a;f=v/w", "prospero://h/a;f=v;",
    "prospero://h/a?:@&=;f?:@&=v?:@&",
};

/* ----- Every byte in every component ----- */

/* The byte is put between pre and post. */
static const struct {
    const char *pre, *post;
} slots[] = {
    { "", ":x" },                  /* scheme, first byte */
    { "a", ":x" },                 /* scheme, later byte */
    { "x:", "" },                  /* schemepart */
    { "x://", "h/" },              /* ip-schemepart */
    { "ftp:", "//h/" },
    { "ftp://", "h/" },            /* user or host, first byte */
    { "ftp://u", "@h/" },          /* user */
    { "ftp://u:", "@h/" },         /* password */
    { "ftp://u:p@", "h/" },        /* host after login */
    { "ftp://h", "/" },            /* host, later byte */
    { "ftp://a.", "b/" },          /* host, label start */
    { "ftp://h:", "/" },           /* port */
    { "ftp://h:2", "/" },
    { "ftp://h/", "" },            /* fsegment */
    { "ftp://h/a", "/b" },
    { "ftp://h/a;type", "a" },
    { "ftp://h/a;type=", "" },     /* ftptype */
    { "ftp://h/a;type=a", "" },    /* after ftptype */
    { "file://", "/x" },
    { "file:///", "" },
    { "file://h/a", "" },
    { "http://", "" },
    { "http://h", "" },
    { "http://h/", "" },           /* hsegment */
    { "http://h/a", "?q" },
    { "http://h/a?", "" },         /* search */
    { "http://h/a?q", "" },
    { "gopher://h/", "" },         /* gtype */
    { "gopher://h/1", "" },        /* selector */
    { "gopher://h/1a%09", "" },    /* search */
    { "gopher://h/1a%09b%09", "" },
    { "mailto:", "" },
    { "mailto:a", "" },
    { "news:", "" },
    { "news:a", "" },              /* group or article */
    { "news:", "a@h" },
    { "news:a", "b@h" },
    { "news:a@", "" },             /* article host */
    { "news:a@h", "" },
    { "nntp://h/", "" },           /* group, first */
    { "nntp://h/g", "" },
    { "nntp://h/g/", "" },         /* article number */
    { "nntp://h/g/1", "" },
    { "telnet://h", "" },
    { "telnet://h/", "" },
    { "wais://h/", "" },           /* database */
    { "wais://h/d", "" },
    { "wais://h/d?", "" },         /* search */
    { "wais://h/d/", "/p" },       /* wtype */
    { "wais://h/d/t/", "" },       /* wpath */
    { "prospero://h/", "" },       /* psegment */
    { "prospero://h/a;", "=v" },   /* fieldname */
    { "prospero://h/a;f=", "" },   /* fieldvalue */
    { "prospero://h/a;f=v", "" },
};

static void try_every_byte(void)
{
    char buf[64];
    size_t k;
    unsigned b;

    for (k = 0; k < sizeof slots / sizeof slots[0]; k++) {
        size_t pl = strlen(slots[k].pre), sl = strlen(slots[k].post);

        memcpy(buf, slots[k].pre, pl);
        memcpy(buf + pl + 1, slots[k].post, sl);
        for (b = 0; b < 256; b++) {
            buf[pl] = (char)b;
            agree(buf, pl + 1 + sl, "byte in a component");
        }
    }
}

/* ----- Mutations of valid URLs ----- */

#ifndef ROUNDS
#define ROUNDS 6000
#endif
#ifndef SEED
#define SEED 12345
#endif
static unsigned long rng_state = SEED;

static unsigned rnd(unsigned n)
{
    rng_state = rng_state * 6364136223846793005ul + 1442695040888963407ul;
    return (unsigned)((rng_state >> 33) % n);
}

static void mutate_many(void)
{
    static const char *const seeds[] = {
        "ftp://u:p@a.b-c.d:21/x/%2Fy;type=i", "file://localhost/a/b",
        "http://1.2.3.4:80/a/b;c?d=e&f", "gopher://h.x/1a%09b%09c",
        "mailto:a@b.c", "news:comp.x", "news:a1$x@h.y", "nntp://h/g.x/12",
        "telnet://u@h:23/", "wais://h/db/t/p", "wais://h/db?s",
        "prospero://h/p/q;a=b;c=d", "x-y.z://u@h/p", "a:b%20c",
    };
    /* Bytes that matter to the grammar, and a few that never may. */
    static const char alphabet[] = "aZ09-._+*;/?:@&=%$!'(),#<> \"~\x01\x80"
                                   "AFfg";
    char buf[64];
    unsigned round;

    for (round = 0; round < ROUNDS; round++) {
        const char *s = seeds[rnd(sizeof seeds / sizeof seeds[0])];
        size_t n = strlen(s), edits = 1 + rnd(3), e;

        memcpy(buf, s, n);
        for (e = 0; e < edits; e++) {
            unsigned at = rnd((unsigned)n + 1);
            char ch = alphabet[rnd(sizeof alphabet - 1)];

            switch (rnd(3)) {
            case 0: /* replace */
                if (at < n)
                    buf[at] = ch;
                break;
            case 1: /* insert */
                if (n < 60) {
                    memmove(buf + at + 1, buf + at, n - at);
                    buf[at] = ch;
                    n++;
                }
                break;
            default: /* delete */
                if (at < n) {
                    memmove(buf + at, buf + at + 1, n - at - 1);
                    n--;
                }
            }
        }
        agree(buf, n, "mutated URL");
        /* Every prefix of it, too: the offset rule is about prefixes. */
        if (round % 10 == 0) {
            size_t k;
            for (k = 0; k < n; k++)
                agree(buf, k, "prefix of a mutated URL");
        }
    }
}

/* Random token strings after each scheme's prefix: denser in the
 * grammar's delimiters than the mutations are. */
static void generate_many(void)
{
    static const char *const heads[] = {
        "ftp://", "http://", "gopher://", "mailto:", "news:", "nntp://",
        "telnet://", "wais://", "file://", "prospero://", "x://", "x:",
        "ftp://h/", "http://h/", "wais://h/", "prospero://h/", "nntp://h/",
    };
    static const char *const tokens[] = {
        "a", "Z", "1", "42", "-", ".", ":", "@", "/", "?", ";", "=", "&",
        "%", "%0", "%09", "%2F", "%4a", "*", "$", "_", "+", ";type=",
        "#", " ", "b-c", "localhost", "1.2.3.4", "//", "\x80",
    };
    char buf[64];
    unsigned round;

    for (round = 0; round < ROUNDS; round++) {
        const char *h = heads[rnd(sizeof heads / sizeof heads[0])];
        size_t n = strlen(h), count = rnd(7), t;

        memcpy(buf, h, n);
        for (t = 0; t < count; t++) {
            const char *tok = tokens[rnd(sizeof tokens / sizeof tokens[0])];
            size_t tl = strlen(tok);

            if (n + tl > 63)
                break;
            memcpy(buf + n, tok, tl);
            n += tl;
        }
        agree(buf, n, "generated URL");
    }
}

/* ----- Peer test inputs (tests/peers/extract.py) ----- */

/* The oracle's sets hold inputs of at most 63 bytes: longer peer inputs
 * are counted, not compared. Each is read whole and every prefix. */
static unsigned long peers_short, peers_valid;

static void peer(const char *p, size_t n)
{
    size_t off, k;

    if (n > 63)
        return;
    peers_short++;
    peers_valid += (unsigned long)oracle(p, n, &off);
    agree(p, n, "peer input");
    /* Every prefix of it, too: the offset rule is about prefixes. */
    for (k = 0; k < n; k++)
        agree(p, k, "prefix of a peer input");
}

/* The oracle checked against itself on inputs whose answer is known
 * from the RFC's text, so a bug in it cannot hide a bug in the parser. */
static void oracle_sanity(void)
{
    size_t off = 99;

    CHECK(oracle("ftp://@host.com/", 16, &off));
    CHECK(oracle("news:*", 6, &off));
    CHECK(!oracle("http://", 7, &off) && off == 7);
    CHECK(!oracle("http://a.1/", 11, &off) && off == 10);
    CHECK(!oracle("ftp://u:p", 9, &off) && off == 9);
    CHECK(!oracle("news:a$b", 8, &off) && off == 8);
    CHECK(!oracle("http://h/a b", 12, &off) && off == 10);
    CHECK(!oracle("", 0, &off) && off == 0);
    CHECK(!oracle("_", 1, &off) && off == 0);
    CHECK(oracle("a:", 2, &off));
}

void run_tests(void)
{
    size_t k;

    oracle_sanity();
    for (k = 0; k < sizeof edges / sizeof edges[0]; k++)
        agree_str(edges[k]);
    try_every_byte();
    mutate_many();
    generate_many();
    k = peers_each(peer);
    printf("peer inputs: %zu in all, %lu of at most 63 bytes compared (%lu "
           "valid RFC 1738 URLs)\n", k, peers_short, peers_valid);
    CHECK(peers_short > 0);
}
