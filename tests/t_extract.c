/* SPDX-License-Identifier: MIT */
/*
 * t_extract.c - finding URLs in free text (RFC 1738 appendix).
 *
 * Each case is a text and the exact list of what is found in it, one line
 * per result: "form line:col url", then " | alternative" for each other
 * reading, " #fragment" when there is one, " !CODE" when the candidate is
 * not a valid URL. Every text is also fed in two pieces at every split
 * point and one byte at a time: the list must not change.
 */
#include <stdlib.h>

#include "harness.h"
#include "hosts/hosts.h"

#define OUT_CAP (1 << 20)

struct sink {
    char s[OUT_CAP];
    size_t n;
};

static void put(struct sink *k, const char *p, size_t n)
{
    size_t i;
    for (i = 0; i < n && k->n < OUT_CAP; i++)
        k->s[k->n++] = p[i];
}

static void put_str(struct sink *k, const char *s)
{
    put(k, s, strlen(s));
}

/* Set by test_block_scan: each result also says its byte offset. */
static int show_offset;

static void put_found(struct sink *k, const struct url1738_extract *st,
                      const struct url1738_found *f)
{
    static char t[URL1738_EXTRACT_MAX + 1];
    char num[64];
    size_t r, n;

    put_str(k, url1738_form_name(f->form));
    if (show_offset) {
        snprintf(num, sizeof num, " @%llu", (unsigned long long)f->offset);
        put_str(k, num);
    }
    snprintf(num, sizeof num, " %llu:%llu ", f->line, f->column);
    put_str(k, num);
    url1738_extract_url(st, 0, t, sizeof t, &n);
    put(k, t, n);
    for (r = 1; r < f->readings; r++) {
        url1738_extract_url(st, r, t, sizeof t, &n);
        put_str(k, " | ");
        put(k, t, n);
    }
    if (f->has_fragment) {
        url1738_extract_fragment(st, t, sizeof t, &n);
        put_str(k, " #");
        put(k, t, n);
    }
    if (f->error.code != URL1738_OK) {
        put_str(k, " !");
        put_str(k, url1738_errname(f->error.code));
    }
    put_str(k, "\n");
}

/* The reading scan() uses: RFC 1738 unless a test sets another. */
static enum url1738_spec reading = URL1738_SPEC_RFC1738;

/* The scan of running text scan() uses: -1 this CPU's, else a level
 * (url1738__extract_level). */
static int level = -1;

/* Scans text in pieces of at most step bytes, or split once at split
 * (step 0). */
static void scan(const char *text, size_t len, size_t split, size_t step,
                 struct sink *k)
{
    static struct url1738_extract st;
    struct url1738_found f = URL1738_FOUND_INIT;
    size_t at = 0, used;

    if (reading == URL1738_SPEC_RFC1738)
        url1738_extract_init(&st);
    else
        CHECK_EQ_INT(url1738_extract_init_spec(&st, reading), 0);
    if (level >= 0)
        CHECK_EQ_INT(url1738__extract_level(&st, (enum url1738__cpu)level),
                     0);
    k->n = 0;
    while (at < len) {
        size_t end = step ? (at + step < len ? at + step : len)
                          : (at < split ? split : len);
        /* The piece lives in its own heap block: a read past it would be
         * caught by sanitizers and valgrind. */
        size_t plen = end - at, off = 0;
        char *piece = malloc(plen ? plen : 1);
        memcpy(piece, text + at, plen);
        while (url1738_extract_next(&st, piece + off, plen - off, &used,
                                    &f) == 1) {
            put_found(k, &st, &f);
            off += used;
        }
        free(piece);
        at = end;
    }
    if (url1738_extract_finish(&st, &f) == 1)
        put_found(k, &st, &f);
}

struct kase {
    const char *text;
    const char *want;
};

static const struct kase cases[] = {
    /* Appendix, its own example, verbatim. */
    { "Yes, Jim, I found it under <URL:ftp://info.cern.ch/pub/www/doc;\n"
      "type=d> but you can probably pick it up from <URL:ftp://ds.in\n"
      "ternic.net/rfc>. Note the warning in <URL:http://ds.internic.\n"
      "net/instructions/overview.html#WARNING>.\n",
      "wrapper 1:33 ftp://info.cern.ch/pub/www/doc;type=d\n"
      "wrapper 2:51 ftp://ds.internic.net/rfc\n"
      "wrapper 3:43 http://ds.internic.net/instructions/overview.html"
      " #WARNING\n" },
    /* Appendix: wrappers, white space inside ignored. */
    { "<URL:http://a.b/c>", "wrapper 1:6 http://a.b/c\n" },
    { "x <url:http://a.b/c> y", "wrapper 1:8 http://a.b/c\n" },
    { "<URL:ftp://ds.\n   internic.\n   net/rfc/>",
      "wrapper 1:6 ftp://ds.internic.net/rfc/\n" },
    { "<URL:\thttp://h/\ta\t>", "wrapper 1:7 http://h/a\n" },
    { "<URL:\n  http://h/>", "wrapper 2:3 http://h/\n" },
    { "<URL: gopher://h/\n00/a\n/b\n/c>",
      "wrapper 1:7 gopher://h/00/a/b/c\n" },
    { "a\r\n<URL:http://h/a\r\nb>\r\n", "wrapper 2:6 http://h/ab\n" },
    { "(<URL:http://h/a>)", "wrapper 1:7 http://h/a\n" },
    { "<URL:news:comp.infosystems.www>",
      "wrapper 1:6 news:comp.infosystems.www\n" },
    /* Appendix: a line break right after a hyphen, read both ways. */
    { "<URL:http://h/inter-\nnet>",
      "wrapper 1:6 http://h/internet | http://h/inter-net\n" },
    { "<URL:http://h/draft-ietf-\nuri>",
      "wrapper 1:6 http://h/draft-ietf-uri | http://h/draft-ietfuri\n" },
    { "<URL:http://h/a-\n1>",
      "wrapper 1:6 http://h/a-1 | http://h/a1\n" },
    { "<URL:http://h/foo-  \n   bar>",
      "wrapper 1:6 http://h/foobar | http://h/foo-bar\n" },
    { "<URL:http://h/foo-\r\nbar>",
      "wrapper 1:6 http://h/foobar | http://h/foo-bar\n" },
    /* Validity first: a host label cannot end with '-' (3.1). */
    { "<URL:http://ex-\n.com/>",
      "wrapper 1:6 http://ex.com/ | http://ex-.com/\n" },
    /* No line break: the hyphen simply stays. */
    { "<URL:http://h/foo- bar>", "wrapper 1:6 http://h/foo-bar\n" },
    { "<URL:http://h/ab-\ncd/ef-\ngh>",
      "wrapper 1:6 http://h/abcd/efgh | http://h/abcd/ef-gh"
      " | http://h/ab-cd/efgh | http://h/ab-cd/ef-gh\n" },
    /* Appendix: the fragment stands inside the brackets. */
    { "<URL:http://h/p#sec-\n2>", "wrapper 1:6 http://h/p #sec-2\n" },
    { "<URL:http://h/#>", "wrapper 1:6 http://h/ #\n" },
    { "<URL:ftp://h/a#x y>", "wrapper 1:6 ftp://h/a #xy\n" },
    /* Wrappers whose text is not a URL: reported with the reason. */
    { "<URL:http://h/a|b>", "wrapper 1:6 http://h/a|b !E_MUST_ENCODE\n" },
    { "<URL:>", "wrapper 1:6  !E_SCHEME\n" },
    { "<URL:http://h/a", "wrapper 1:6 http://h/a !E_UNCLOSED\n" },
    { "<URL:http://h/a\n\nNext paragraph.",
      "wrapper 1:6 http://h/a !E_UNCLOSED\n" },
    { "<URL:http://a <URL:http://b>",
      "wrapper 1:6 http://a !E_UNCLOSED\nwrapper 1:20 http://b\n" },
    /* Angle brackets without the prefix (beyond the appendix). */
    { "<http://h/a>", "angle 1:2 http://h/a\n" },
    { "mail <mailto:a@b.c>.", "angle 1:7 mailto:a@b.c\n" },
    { "<http://h/very/\n  long/path>", "angle 1:2 http://h/very/long/path\n" },
    /* Another scheme needs "//" (docs/extract.md, "Which candidates"):
     * placeholders and templates of real man pages are no URLs. */
    { "<foo:bar>", "" },
    { "<x-y.z+1:a;b>", "" },
    { "<x-y.z+1://a;b>", "angle 1:2 x-y.z+1://a;b\n" },
    { "<hh:mm:ss> <CONFIG:Debug> <user:password> <Observera:>", "" },
    { "<$<CONFIG:Debug>:-O0>", "" },
    { "<git://h/r.git> <svn:/x>", "angle 1:2 git://h/r.git\n" },
    { "<foo:/bar>", "" },
    { "<see:http://h/a>", "bare 1:6 http://h/a\n" },
    { "<foo:bar baz>", "" },
    { "<user@host.com> <stdio.h> <b>bold</b> <3 <:x>", "" },
    { "<http://h/a and more", "bare 1:2 http://h/a\n" },
    { "<http://h/a. Done", "bare 1:2 http://h/a\n" },
    { "<foo:see http://h/a>", "bare 1:10 http://h/a\n" },
    /* Bare URLs in running text, trailing punctuation left out. */
    { "See http://h/a.", "bare 1:5 http://h/a\n" },
    { "http://h/a, http://h/b; http://h/c: http://h/d! http://h/e?",
      "bare 1:1 http://h/a\nbare 1:13 http://h/b\nbare 1:25 http://h/c\n"
      "bare 1:37 http://h/d\nbare 1:49 http://h/e\n" },
    { "(see http://h/a).", "bare 1:6 http://h/a\n" },
    { "http://h/Foo_(bar)", "bare 1:1 http://h/Foo_(bar)\n" },
    { "((http://h/(a)))", "bare 1:3 http://h/(a)\n" },
    { "[http://h/a] {http://h/b}",
      "bare 1:2 http://h/a\nbare 1:15 http://h/b\n" },
    { "\"http://h/a\" 'http://h/b'",
      "bare 1:2 http://h/a\nbare 1:15 http://h/b\n" },
    { "Write to mailto:a@b.c.", "bare 1:10 mailto:a@b.c\n" },
    { "news:comp.infosystems.www, nntp://h/g/1",
      "bare 1:1 news:comp.infosystems.www\nbare 1:28 nntp://h/g/1\n" },
    { "HTTP://H/A FTP://H/B", "bare 1:1 HTTP://H/A\nbare 1:12 FTP://H/B\n" },
    { "URL:http://h/a", "bare 1:5 http://h/a\n" },
    { "http://h/a#top.", "bare 1:1 http://h/a #top\n" },
    { "telnet://h/ wais://h/db file:///etc/motd prospero://h/p;a=b",
      "bare 1:1 telnet://h/\nbare 1:13 wais://h/db\n"
      "bare 1:25 file:///etc/motd\nbare 1:42 prospero://h/p;a=b\n" },
    /* Not URLs: glued words, a bare scheme, other schemes, '~'. */
    { "xhttp://h/ 1http://h/ a.http://h/ -ftp://h/", "" },
    { "The http: scheme and ftp: too. http:", "" },
    { "foo:bar irc://h/", "" },
    { "http://h/~u/", "bare 1:1 http://h/~u/ !E_MUST_ENCODE\n" },
    { "see http://", "bare 1:5 http:// !E_HOST\n" },
    /* Text in other scripts around the URL. */
    { "日本語http://h.jp/a。続き", "bare 1:10 http://h.jp/a\n" },
    { "Привет, <URL:http://h/a> мир", "wrapper 1:20 http://h/a\n" },
    { "«http://h/a»", "bare 1:3 http://h/a\n" },
    { "中文\n  <URL:ftp://h/\n  a>", "wrapper 2:8 ftp://h/a\n" },
    /* Any byte: NUL and controls end a bare URL. */
    { "a\0http://h/\0b", "bare 1:3 http://h/\n" },
    { "", "" },
    { "<", "" },
    { "<URL", "" },
    { "<URL:", "wrapper 1:6  !E_UNCLOSED\n" },
    { "http:", "" },
};

/*
 * The RFC 3986 reading (url1738_extract_init_spec): the same appendix
 * rules, and what RFC 3986 reads besides. The same output format as
 * cases[]; the URL keeps its "#fragment" (RFC 3986 4.1: URI-reference),
 * which is also shown after " #".
 */
static const struct kase cases3986[] = {
    /* Bare https, and '~' (unreserved, RFC 3986 2.3). */
    { "See https://h/a.", "bare 1:5 https://h/a\n" },
    { "http://h/~u/", "bare 1:1 http://h/~u/\n" },
    { "HTTPS://H/~A", "bare 1:1 HTTPS://H/~A\n" },
    /* The fragment is part of the URL (3.5); trailing '.' still not. */
    { "http://h/a#top.", "bare 1:1 http://h/a#top #top\n" },
    { "http://h/a#", "bare 1:1 http://h/a# #\n" },
    { "http://h/a#b#c", "bare 1:1 http://h/a#b#c #b#c !E_RESERVED\n" },
    /* IP-literals (3.2.2); a ']' with its '[' inside is kept. */
    { "(http://[::1]/x)", "bare 1:2 http://[::1]/x\n" },
    { "at http://[2001:db8::7]:8080.",
      "bare 1:4 http://[2001:db8::7]:8080\n" },
    { "http://[v7.x]/ http://[::1", "bare 1:1 http://[v7.x]/\n"
      "bare 1:16 http://[::1 !E_IPV6\n" },
    /* "scheme://" of any scheme (3.1, 3.2) standing on its own. */
    { "clone git+ssh://h/r.git; or svn://h/r.",
      "bare 1:7 git+ssh://h/r.git\nbare 1:29 svn://h/r\n" },
    { "ws://h:80/chat, wss://h/c!", "bare 1:1 ws://h:80/chat\n"
      "bare 1:17 wss://h/c\n" },
    { "a.b-c+d://h/", "bare 1:1 a.b-c+d://h/\n" },
    /* ... but not a word glued to others, not one beginning with a digit,
     * nor another scheme without "//", nor "scheme://" alone. */
    { "xhttp://h/ 1http://h/ -ftp://h/ 9a://h/", "bare 1:1 xhttp://h/\n" },
    { "foo:bar urn:isbn:1 note: this, re:x", "" },
    { "the http:// and ftp:// prefixes. foo://", "" },
    { "foo:/bar foo:x//", "" },
    /* The ten schemes keep "scheme:" alone (mailto, news). */
    { "Write to mailto:a@b.c.", "bare 1:10 mailto:a@b.c\n" },
    { "news:comp.infosystems.www, https:x",
      "bare 1:1 news:comp.infosystems.www\nbare 1:28 https:x\n" },
    /* Trailing punctuation: the RFC 1738 rule, paren balance kept. */
    { "http://h/a, http://h/b; http://h/c: http://h/d! http://h/e?",
      "bare 1:1 http://h/a\nbare 1:13 http://h/b\nbare 1:25 http://h/c\n"
      "bare 1:37 http://h/d\nbare 1:49 http://h/e\n" },
    { "(see https://h/Foo_(bar)).", "bare 1:6 https://h/Foo_(bar)\n" },
    { "'https://h/a?q=1'", "bare 1:2 https://h/a?q=1\n" },
    /* Wrappers and angles: white space out, hyphen readings, fragment in. */
    { "<URL:https://h/inter-\nnet#x>",
      "wrapper 1:6 https://h/internet#x | https://h/inter-net#x #x\n" },
    /* A hyphen in the fragment says nothing of the URL's names. */
    { "<URL:http://h/inter-\nnet#sec-2>",
      "wrapper 1:6 http://h/internet#sec-2 | http://h/inter-net#sec-2"
      " #sec-2\n" },
    { "<https://h/~a\n  /b>", "angle 1:2 https://h/~a/b\n" },
    { "<foo://h/a> <foo:bar baz>", "angle 1:2 foo://h/a\n" },
    { "<URL:http://h/a b|c>", "wrapper 1:6 http://h/ab|c !E_MUST_ENCODE\n" },
    { "<URL:1a:b>", "wrapper 1:6 1a:b !E_SCHEME\n" },
    /* Split anywhere: "://" may straddle pieces (the split loop). */
    { "x svn://h", "bare 1:3 svn://h\n" },
    { "svn:", "" },
    { "svn:/", "" },
};

/* Every case of a table: whole, split at every point, a byte at a time. */
static void check_cases(const struct kase *cases_, size_t n)
{
    static struct sink whole, part;
    size_t i, k;

    for (i = 0; i < n; i++) {
        const struct kase *c = &cases_[i];
        const char *t = c->text;
        /* The NUL case holds a NUL: its length is written out. */
        size_t len = strlen(t);
        if (t[0] == 'a' && t[1] == '\0' && t[2] == 'h')
            len = 13;
        scan(t, len, len, 0, &whole);
        if (whole.n != strlen(c->want)
            || memcmp(whole.s, c->want, whole.n) != 0)
            fprintf(stderr, "reading %s, text \"%s\"\n",
                    url1738_spec_name(reading), t);
        CHECK_EQ_STR(whole.s, whole.n, c->want);
        for (k = 0; k <= len; k++) {
            scan(t, len, k, 0, &part);
            if (part.n != whole.n || memcmp(part.s, whole.s, part.n) != 0) {
                fprintf(stderr, "case %zu split at %zu\n", i, k);
                CHECK_EQ_MEM(part.s, part.n, whole.s, whole.n);
                break;
            }
        }
        CHECK(k == len + 1);
        scan(t, len, 0, 1, &part);
        CHECK_EQ_MEM(part.s, part.n, whole.s, whole.n);
    }
}

static void test_cases(void)
{
    reading = URL1738_SPEC_RFC1738;
    check_cases(cases, sizeof cases / sizeof cases[0]);
    reading = URL1738_SPEC_RFC3986;
    check_cases(cases3986, sizeof cases3986 / sizeof cases3986[0]);
    reading = URL1738_SPEC_RFC1738;
}

/* The references section of RFC 1738 (pages 22-24): its wrapped URLs,
 * some broken across lines, every one found and none more. */
static void test_rfc_references(void)
{
    static const char refs[] =
        "References\n"
        "[1] Anklesaria, F., McCahill, M., Lindner, P., Johnson, D.,\n"
        "Torrey, D., and B. Alberti, \"The Internet Gopher Protocol\n"
        "(a distributed document search and retrieval protocol)\",\n"
        "RFC 1436, University of Minnesota, March 1993.\n"
        "<URL:ftp://ds.internic.net/rfc/rfc1436.txt;type=a>\n"
        "[2] Anklesaria, F., Lindner, P., McCahill, M., Torrey, D.,\n"
        "Johnson, D., and B. Alberti, \"Gopher+: Upward compatible\n"
        "enhancements to the Internet Gopher protocol\",\n"
        "University of Minnesota, July 1993.\n"
        "<URL:ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol\n"
        "/Gopher+/Gopher+.txt>\n"
        "[12] Kunze, J., \"Functional Requirements for Internet Resource\n"
        "Locators\", Work in Progress, December 1994.\n"
        "<URL:ftp://ds.internic.net/internet-drafts\n"
        "/draft-ietf-uri-irl-fun-req-02.txt>\n"
        "[14] Neuman, B., and S. Augart, \"The Prospero Protocol\",\n"
        "USC/Information Sciences Institute, June 1993.\n"
        "<URL:ftp://prospero.isi.edu/pub/prospero/doc\n"
        "/prospero-protocol.PS.Z>\n"
        "[18] Yeong, W. \"Towards Networked Information Retrieval\", "
        "Technical\n"
        "report 91-06-25-01, Performance Systems International, Inc.\n"
        "<URL:ftp://uu.psi.com/wp/nir.txt>, June 1991.\n";
    static struct sink whole, part;
    size_t k, len = sizeof refs - 1;

    scan(refs, len, len, 0, &whole);
    CHECK_EQ_STR(whole.s, whole.n,
                 "wrapper 6:6 ftp://ds.internic.net/rfc/rfc1436.txt;type=a\n"
                 "wrapper 11:6 ftp://boombox.micro.umn.edu/pub/gopher/"
                 "gopher_protocol/Gopher+/Gopher+.txt\n"
                 "wrapper 15:6 ftp://ds.internic.net/internet-drafts/"
                 "draft-ietf-uri-irl-fun-req-02.txt\n"
                 "wrapper 19:6 ftp://prospero.isi.edu/pub/prospero/doc/"
                 "prospero-protocol.PS.Z\n"
                 "wrapper 23:6 ftp://uu.psi.com/wp/nir.txt\n");
    for (k = 0; k <= len; k++) {
        scan(refs, len, k, 0, &part);
        if (part.n != whole.n || memcmp(part.s, whole.s, part.n) != 0)
            break;
    }
    CHECK(k == len + 1);
}

/* A candidate over URL1738_EXTRACT_MAX bytes: reported as too long, and
 * the text after it is scanned as usual. */
static void test_too_long(void)
{
    static char text[3 * URL1738_EXTRACT_MAX];
    static struct sink k;
    char want[128];
    size_t n = 0, i;
    const char *head = "<URL:http://h/", *tail = "> http://h/next";

    memcpy(text, head, strlen(head));
    n = strlen(head);
    for (i = 0; i < URL1738_EXTRACT_MAX; i++)
        text[n++] = 'a';
    memcpy(text + n, tail, strlen(tail));
    n += strlen(tail);
    scan(text, n, n, 0, &k);
    /* The kept bytes, then the next URL at its column. */
    snprintf(want, sizeof want, "aaaa !E_TOO_LONG\nbare 1:%zu http://h/next\n",
             strlen(head) + URL1738_EXTRACT_MAX + 3);
    CHECK(k.n > 20 && memcmp(k.s, "wrapper 1:6 http://h/aaa", 24) == 0);
    CHECK(k.n > strlen(want)
          && memcmp(k.s + k.n - strlen(want), want, strlen(want)) == 0);
    CHECK_EQ_INT(k.n, 12 + URL1738_EXTRACT_MAX + 13 + 26);
    scan(text, n, 0, 7, &k); /* in pieces: the same */
    CHECK(k.n > strlen(want)
          && memcmp(k.s + k.n - strlen(want), want, strlen(want)) == 0);
}

/* The accessors: size query, a buffer too small, bad arguments. */
static void test_api(void)
{
    static struct url1738_extract st;
    struct url1738_found f = URL1738_FOUND_INIT;
    const char *t = "<URL:http://h/ab-\ncd#frag>";
    char buf[64];
    size_t used, need = 99;

    /* Invalid arguments: -1, nothing done; a state or a result whose
     * size is not set is one (see ABI in url1738.h). */
    CHECK_EQ_INT(url1738_extract_next(NULL, t, 3, &used, &f), -1);
    CHECK_EQ_INT(url1738_extract_next(&st, t, 3, NULL, &f), -1);
    CHECK_EQ_INT(url1738_extract_finish(NULL, &f), -1);
    CHECK_EQ_INT(url1738_extract_next(&st, t, 3, &used, &f), -1);
    CHECK_EQ_INT(url1738_extract_finish(&st, &f), -1);
    url1738_extract_init(&st);
    f.size = 0;
    CHECK_EQ_INT(url1738_extract_next(&st, t, 3, &used, &f), -1);
    CHECK_EQ_INT(used, 0);
    f.size = sizeof f;
    CHECK_EQ_INT(url1738_extract_next(&st, NULL, 0, &used, &f), 0);
    CHECK_EQ_INT(used, 0);
    CHECK_EQ_INT(url1738_extract_next(&st, t, strlen(t), &used, &f), 1);
    CHECK_EQ_INT(used, strlen(t));
    CHECK_EQ_INT(f.form, URL1738_FORM_WRAPPER);
    CHECK_EQ_INT(f.offset, 5);
    CHECK_EQ_INT(f.readings, 2);
    CHECK_EQ_INT(f.error.code, URL1738_OK);
    /* A size query: nothing fits, the size comes back (like decode). */
    CHECK_EQ_INT(url1738_extract_url(&st, 0, NULL, 0, &need),
                 URL1738_E_NOSPACE);
    CHECK_EQ_INT(need, 13);
    CHECK_EQ_INT(url1738_extract_url(&st, 1, buf, 5, &need),
                 URL1738_E_NOSPACE);
    CHECK_EQ_INT(need, 14);
    CHECK_EQ_MEM(buf, 5, "http:", 5);
    CHECK_EQ_INT(url1738_extract_url(&st, 1, buf, sizeof buf, &need),
                 URL1738_OK);
    CHECK_EQ_STR(buf, strlen(buf), "http://h/ab-cd");
    CHECK_EQ_INT(url1738_extract_url(&st, 2, buf, sizeof buf, &need),
                 URL1738_E_INVALID_ARG);
    CHECK_EQ_INT(url1738_extract_url(NULL, 0, buf, sizeof buf, &need),
                 URL1738_E_INVALID_ARG);
    CHECK_EQ_INT(url1738_extract_fragment(&st, buf, 4, &need), URL1738_OK);
    CHECK_EQ_INT(need, 4);
    CHECK_EQ_MEM(buf, 4, "frag", 4);
    CHECK_EQ_INT(url1738_extract_fragment(&st, buf, 3, &need),
                 URL1738_E_NOSPACE);
    CHECK_EQ_INT(url1738_extract_valid(&st, 0), 1);
    CHECK_EQ_INT(url1738_extract_valid(&st, 1), 1);
    CHECK_EQ_INT(url1738_extract_valid(&st, 2), 0);
    CHECK_EQ_INT(url1738_extract_finish(&st, &f), 0);
    CHECK_EQ_STR(url1738_form_name(URL1738_FORM_ANGLE), 5, "angle");
    CHECK(url1738_form_name(URL1738_FORM_NONE) == NULL);
    CHECK_EQ_STR(url1738_errname(URL1738_E_UNCLOSED), 10, "E_UNCLOSED");

    /* A reading that is not one of the two: -1, and the state refuses
     * to scan (a silent RFC 1738 scan would hide the mistake). */
    CHECK_EQ_INT(url1738_extract_init_spec(NULL, URL1738_SPEC_RFC3986), -1);
    CHECK_EQ_INT(url1738_extract_init_spec(&st,
                                           URL1738_SPEC_RFC3986_REFERENCE),
                 -1);
    CHECK_EQ_INT(url1738_extract_next(&st, "http://h/ ", 10, &used, &f), -1);
    CHECK_EQ_INT(url1738_extract_init_spec(&st, (enum url1738_spec)7), -1);
    CHECK_EQ_INT(url1738_extract_finish(&st, &f), -1);
    /* RFC 1738 by init_spec is url1738_extract_init. */
    CHECK_EQ_INT(url1738_extract_init_spec(&st, URL1738_SPEC_RFC1738), 0);
    CHECK_EQ_INT(url1738_extract_next(&st, "https://h/ http://h/#f ", 23,
                                      &used, &f), 1);
    CHECK_EQ_INT(f.column, 12);
    CHECK_EQ_INT(url1738_extract_url(&st, 0, buf, sizeof buf, &need),
                 URL1738_OK);
    CHECK_EQ_STR(buf, need, "http://h/");
    /* RFC 3986: the same text, the fragment kept in the URL. */
    CHECK_EQ_INT(url1738_extract_init_spec(&st, URL1738_SPEC_RFC3986), 0);
    t = "https://h/ http://h/#f ";
    CHECK_EQ_INT(url1738_extract_next(&st, t, 23, &used, &f), 1);
    CHECK_EQ_INT(f.column, 1);
    CHECK_EQ_INT(url1738_extract_next(&st, &t[used], 23 - used, &used, &f),
                 1);
    CHECK_EQ_INT(url1738_extract_url(&st, 0, buf, sizeof buf, &need),
                 URL1738_OK);
    CHECK_EQ_STR(buf, need, "http://h/#f");
    CHECK_EQ_INT(url1738_extract_fragment(&st, buf, sizeof buf, &need),
                 URL1738_OK);
    CHECK_EQ_MEM(buf, need, "f", 1);

    /* No fragment: the accessor says so. */
    url1738_extract_init(&st);
    CHECK_EQ_INT(url1738_extract_next(&st, "<http://h/>", 11, &used, &f), 1);
    CHECK_EQ_INT(url1738_extract_fragment(&st, buf, sizeof buf, &need),
                 URL1738_E_INVALID_ARG);
    /* Positions count across pieces: offset, line and column. */
    url1738_extract_init(&st);
    CHECK_EQ_INT(url1738_extract_next(&st, "ab\ncd\n", 6, &used, &f), 0);
    CHECK_EQ_INT(url1738_extract_next(&st, "xy ftp://h/ z", 13, &used, &f),
                 1);
    CHECK_EQ_INT(used, 11);
    CHECK_EQ_INT(f.offset, 9);
    CHECK_EQ_INT(f.line, 3);
    CHECK_EQ_INT(f.column, 4);
}

/* The levels of the scan of running text this machine runs
 * (grammar/cpu.h): the scalar reference first. */
static const enum url1738__cpu levels[] = { URL1738__CPU_SCALAR,
                                            URL1738__CPU_SSE2,
                                            URL1738__CPU_SSSE3,
                                            URL1738__CPU_AVX2 };
#define NLEVELS (sizeof levels / sizeof levels[0])

/* The results of text (OUT_CAP bytes of them at most: check_same's
 * texts are shorter) under the reading set: whole at every level the
 * machine has, and in pieces of one byte (every ':' and '<' then ends
 * its piece: the byte at a time steps decide each one), all the same. */
static size_t same_fails;

static void check_same(const char *text, size_t n)
{
    static struct sink bytes, whole;
    size_t k;

    level = -1;
    scan(text, n, 0, 1, &bytes);
    for (k = 0; k < NLEVELS; k++) {
        if (!url1738__cpu_have(levels[k]))
            continue;
        level = (int)levels[k];
        scan(text, n, 0, 0, &whole);
        if (!CHECK(whole.n == bytes.n
                   && memcmp(whole.s, bytes.s, bytes.n) == 0)) {
            if (same_fails++ < 3) {
                harness_dump("whole", whole.s, whole.n);
                harness_dump("bytes", bytes.s, bytes.n);
                printf("  level %d, reading %d, text:\n", level,
                       (int)reading);
                harness_dump("text", text, n);
            }
        }
    }
    level = -1;
    /* A split at the 64-byte steps: the scan of each piece runs to its
     * end, where a ':' or '<' is left to the next piece. */
    scan(text, n, 0, 64, &whole);
    CHECK_EQ_MEM(whole.s, whole.n, bytes.s, bytes.n);
}

/* What running text is made of, for the generated texts: words of every
 * kind around ':' and '<', the appendix's forms, DEP-5 fields (Debian's
 * copyright files: "Files:", "Copyright: ...", "<name@host>"), a scheme
 * name of 64 and 65 bytes after '<', bytes of other scripts. */
static const char *const bits[] = {
    "http", "https", "ftp", "news", "mailto", "gopher", "x", "ab1",
    "a+b.c-d", "URL", "url", ":", "<", ">", "//", "/", " ", "  ",
    "\n", "\r\n", "\n\n", "\t", "h", "0", "9x", "-", "#f", ".", ",",
    "abcdefghijklmnopqrstuvwxyzabcdef",
    "abcdefghijklmnopqrstuvwxyzabcdefg", "\xc3\xa9", "\"", "(", ")",
    "://", "http://h/a", "<URL:", "<http:", "Files:", "xn--a",
    "Files: *\n", "Copyright: 2010 A. Name <a.name@example.org>\n",
    "License: GPL-2+\n", "<jj@", ":\xc3", "<\xc3", ":\x7f", "<\x7f",
    ":\x01", "<1", "<a", "<a:", "mailto:a@b", "news:", "<news:a>",
    "<abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijkl",
    "<abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklm",
    "a+b:", "1:", "x-y://h", " see <http://example.org/a-\n  b>.",
    "::", ":<", "<<", "<:"
};
#define NBITS (sizeof bits / sizeof bits[0])

static unsigned long long rng = 20261128u;

static size_t next_rnd(size_t n)
{
    rng = rng * 6364136223846793005ull + 1442695040888963407ull;
    return (size_t)(rng >> 33) % n;
}

/* A generated text of about n bytes. */
static size_t gen_text(char *text, size_t n)
{
    size_t len = 0;

    while (len + 80 < n) {
        const char *b = bits[next_rnd(NBITS)];

        memcpy(text + len, b, strlen(b));
        len += strlen(b);
    }
    return len;
}

/*
 * The block scan of running text (extract.c: url1738__xtext, up to the
 * next ':' or '<' that may begin something, 64 bytes a step) against
 * the machine's byte at a time steps, which a text fed in pieces of one
 * byte takes: generated texts whose words, line feeds, ':' and '<' fall
 * at every place of a 64-byte block, under the three readings, with
 * every level of the scan; every result, its offset, line and column,
 * the same.
 */
static void test_block_scan(void)
{
    static char text[6000];
    size_t n, round;

    show_offset = 1;
    for (round = 0; round < 60; round++) {
        n = gen_text(text, sizeof text);
        reading = round % 3 == 0   ? URL1738_SPEC_RFC1738
                  : round % 3 == 1 ? URL1738_SPEC_RFC3986
                                   : URL1738_SPEC_WHATWG;
        check_same(text, n);
    }
    reading = URL1738_SPEC_RFC1738;
    show_offset = 0;
}

/*
 * url1738__xtext at every level against the scalar reference, walked
 * over generated texts stop by stop (after a stop the next scan starts
 * one byte on), from every start in a 64-byte block and with every end
 * near one: where each scan stops and its line feeds, the same.
 */
static void test_xtext_levels(void)
{
    static char text[3000];
    size_t n, round, from, cut, k;

    for (round = 0; round < 12; round++) {
        n = gen_text(text, sizeof text);
        for (from = 0; from < 64; from++) {
            for (cut = 0; cut < 140; cut += round % 2 ? 1 : 13) {
                const unsigned char *p = (const unsigned char *)text;
                size_t end = n - cut;

                for (k = 1; k < NLEVELS; k++) {
                    size_t at = from;
                    int bad = 0;

                    if (!url1738__cpu_have(levels[k]))
                        continue;
                    while (at < end && !bad) {
                        size_t nl0, nl1;
                        size_t k0 = url1738__xtext_with(URL1738__CPU_SCALAR,
                                                        p + at, end - at,
                                                        &nl0);
                        size_t k1 = url1738__xtext_with(levels[k], p + at,
                                                        end - at, &nl1);

                        bad = k0 != k1 || nl0 != nl1;
                        at += k0 + 1;
                    }
                    if (!CHECK(!bad))
                        printf("  level %d from %zu to %zu: stops or line "
                               "feeds differ\n",
                               (int)levels[k], from, end);
                }
            }
        }
    }
}

/*
 * Every candidate at every place of two 64-byte blocks and across their
 * ends: each snippet after 0 to 140 bytes of plain text (words, line
 * feeds, a ':' or '<' before a space), then more text; under the three
 * readings.
 */
static void test_every_position(void)
{
    static const char *const snips[] = {
        "http://h/a", "<URL:ftp://a/b>", "<http://h/a-\n b>", "mailto:a@b",
        "news:c.d", "https://h/", "x-y.z://h/p", "<x://h/>", "<a@b.c>",
        "Files: x", "http: x", "<http:", "<abc", "a:", "<", ":",
        "<URL:http://h/\n\nx", "file:///etc", "<news:a>", "ftp://h/)."
    };
    static const char filler[] =
        "Copyright 2020 the\nauthors; see a.b\n<\x01> and :\t then "
        "plain words follow here\n";
    char text[400];
    size_t s, o, r, n;

    for (r = 0; r < 3; r++) {
        reading = r == 0   ? URL1738_SPEC_RFC1738
                  : r == 1 ? URL1738_SPEC_RFC3986
                           : URL1738_SPEC_WHATWG;
        for (s = 0; s < sizeof snips / sizeof snips[0]; s++) {
            for (o = 0; o <= 140; o++) {
                size_t sl = strlen(snips[s]), fl = sizeof filler - 1;

                n = 0;
                while (n < o) {
                    size_t c = o - n < fl ? o - n : fl;
                    memcpy(text + n, filler, c);
                    n += c;
                }
                memcpy(text + n, snips[s], sl);
                n += sl;
                memcpy(text + n, " and", 4);
                n += 4;
                memcpy(text + n, filler, fl);
                n += fl;
                check_same(text, n);
                /* The snippet at the text's very end too. */
                check_same(text, o + sl);
            }
        }
    }
    reading = URL1738_SPEC_RFC1738;
}

/* Mutations of the generated texts and of the texts of
 * tests/data/extract (harness_mutate: bytes deleted, replaced,
 * inserted, from an alphabet of what matters to the scan). */
static void mutated(const char *p, size_t n)
{
    check_same(p, n);
}

static void test_mutations(void)
{
    static const char alphabet[] = ":<>/ \n#@.-abhptx\x80\xc3";
    static char text[1000];
    size_t round, n;

    for (round = 0; round < 24; round++) {
        reading = round % 3 == 0   ? URL1738_SPEC_RFC1738
                  : round % 3 == 1 ? URL1738_SPEC_RFC3986
                                   : URL1738_SPEC_WHATWG;
        n = gen_text(text, sizeof text);
        harness_mutate(text, n, 60, alphabet, mutated);
    }
    reading = URL1738_SPEC_RFC1738;
}

/* 100,000 '<' (and '<' before letters, before a scheme name of 64
 * letters, before ':'): the same results whole and a byte at a time. */
static void test_many_lt(void)
{
    static const char *const units[] = { "<", "<a", "<a:", "<<a@b>",
        "<abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijkl",
        ":/", "<http:" };
    static char text[100000 * 8];
    size_t u, n, r;

    for (u = 0; u < sizeof units / sizeof units[0]; u++) {
        size_t ul = strlen(units[u]), count = u == 0 ? 100000 : 4000;

        for (n = 0, r = 0; r < count; r++, n += ul)
            memcpy(text + n, units[u], ul);
        reading = u % 2 ? URL1738_SPEC_RFC3986 : URL1738_SPEC_RFC1738;
        check_same(text, n);
    }
    reading = URL1738_SPEC_RFC1738;
}

/* The RFC's texts in tests/data/extract, mutated (a corpus missing is a
 * failure). */
static void test_corpus_texts(void)
{
    static const char *const names[] = { "appendix.txt", "crlf.txt",
                                         "rfc1738-references.txt",
                                         "scripts.txt" };
    static const char alphabet[] = ":<>/ \n#@.-abhptx";
    static char text[8192];
    char path[4096];
    size_t k, n;

    for (k = 0; k < sizeof names / sizeof names[0]; k++) {
        FILE *in;

        snprintf(path, sizeof path, "tests/data/extract/%s", names[k]);
        in = fopen(path, "rb");
        if (!CHECK(in != NULL)) {
            printf("  %s: missing\n", path);
            continue;
        }
        n = fread(text, 1, sizeof text, in);
        fclose(in);
        reading = k % 2 ? URL1738_SPEC_RFC3986 : URL1738_SPEC_RFC1738;
        check_same(text, n);
        harness_mutate(text, n, 40, alphabet, mutated);
    }
    reading = URL1738_SPEC_RFC1738;
}

void run_tests(void)
{
    test_block_scan();
    test_xtext_levels();
    test_every_position();
    test_mutations();
    test_many_lt();
    test_corpus_texts();
    test_cases();
    test_rfc_references();
    test_too_long();
    test_api();
}
