/* SPDX-License-Identifier: MIT */
/*
 * t_repair.c - url1738_repair(): pasted strings turned into the URL they
 * almost were (RFC 1738 2.1, 2.2, 3.3), or refused.
 */
#include "harness.h"

static const struct {
    const char *in, *want;      /* want NULL: refused */
    size_t nchanges;
    enum url1738_fix first;
    size_t first_off;
} cases[] = {
    { "http://h/", "http://h/", 0, 0, 0 },
    { " http://h/a b\n", "http://h/a%20b", 3, URL1738_FIX_TRIM, 0 },
    { "HTTP://h/", "http://h/", 1, URL1738_FIX_SCHEME_CASE, 0 },
    { "http://h?q", "http://h/?q", 1, URL1738_FIX_SLASH, 8 },
    { "http://h/a%zz", "http://h/a%25zz", 1, URL1738_FIX_PERCENT, 10 },
    { "http://h/\xc3\xa9", "http://h/%C3%A9", 2, URL1738_FIX_ENCODE, 9 },
    { "http://h/a?b?c", "http://h/a?b%3Fc", 1, URL1738_FIX_ENCODE, 12 },
    /* 2.2: '#' delimits a fragment: split off, never moved into the path */
    { "http://h/<x>#f", "http://h/%3Cx%3E", 3, URL1738_FIX_ENCODE, 9 },
    { "http://h/a#frag", "http://h/a", 1, URL1738_FIX_FRAGMENT, 10 },
    { "http://h/a#b#c ", "http://h/a", 2, URL1738_FIX_FRAGMENT, 10 },
    { "http://h/#", "http://h/", 1, URL1738_FIX_FRAGMENT, 9 },
    /* 3.3: no user in http; encoding the '@' cannot help (host "u%40h") */
    { "http://u@h/", NULL, 0, 0, 8 },
    /* 3.1: ':' '@' '/' in a password are data once encoded */
    { "ftp://u:a:b:c@h/", "ftp://u:a%3Ab%3Ac@h/", 2, URL1738_FIX_ENCODE, 9 },
    { "ftp://u:p:q@h/", "ftp://u:p%3Aq@h/", 1, URL1738_FIX_ENCODE, 9 },
    { "file:///a b", "file:///a%20b", 1, URL1738_FIX_ENCODE, 9 },
    { "ht tp://x", NULL, 0, 0, 2 },
    { "http:x", NULL, 0, 0, 5 },
    { "   ", NULL, 0, 0, 3 },
    { "http://-h/", NULL, 0, 0, 7 },
};

static const struct {
    const char *in;
    size_t off;
} contract[] = {
    { "http://h/a?b?c", 12 },   /* search = *[ uchar | ; : @ & = ]     */
    { "http://h?q", 8 },        /* hostport, then "/" or the end        */
    { "ftp://u:p:q@h/", 9 },    /* password = *[ uchar | ; ? & = ]      */
    { "http://h/?a/b", 11 },    /* '/' not in search                    */
    { "http://u@h/", 8 },       /* httpurl has no user                  */
};

void run_tests(void)
{
    char out[256], big[96];
    static char huge[40010], hout[1300], work[3 * 40010 + 1];
    struct url1738_change ch[8] = { URL1738_CHANGE_INIT };
    struct url1738_change many[64] = { URL1738_CHANGE_INIT };
    struct url1738_error err;
    size_t i, n, nch;
    const char *s;

    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        enum url1738_code rc = url1738_repair(
            cases[i].in, strlen(cases[i].in), out, sizeof out, &n, ch, 8,
            &nch, &err);
        if (cases[i].want == NULL) {
            CHECK_EQ_INT(rc, URL1738_E_UNREPAIRABLE);
            CHECK_EQ_INT(err.offset, cases[i].first_off);
            continue;
        }
        CHECK_EQ_INT(rc, URL1738_OK);
        CHECK_EQ_STR(out, n, cases[i].want);
        CHECK_EQ_INT(nch, cases[i].nchanges);
        if (nch > 0) {
            CHECK_EQ_INT(ch[0].kind, cases[i].first);
            CHECK_EQ_INT(ch[0].offset, cases[i].first_off);
        }
    }
    /* *need is exact: "http://h/a b" becomes the 14 bytes
     * "http://h/a%20b"; 15 bytes hold it and its NUL (was: need 38). */
    s = "http://h/a b";
    CHECK_EQ_INT(url1738_repair(s, strlen(s), NULL, 0, &n, NULL, 0, &nch,
                                NULL), URL1738_E_NOSPACE);
    CHECK_EQ_INT(n, 14);
    CHECK_EQ_INT(nch, 1);
    CHECK_EQ_INT(url1738_repair(s, strlen(s), out, 15, &n, NULL, 0, NULL,
                                NULL), URL1738_OK);
    CHECK_EQ_STR(out, strlen(out), "http://h/a%20b");
    CHECK_EQ_INT(url1738_repair(s, strlen(s), out, 13, &n, NULL, 0, NULL,
                                NULL), URL1738_E_NOSPACE);
    CHECK_EQ_INT(n, 14);
    CHECK_EQ_MEM(out, 13, "http://h/a%20", 13);

    /* No limit on the fixes (was: silently refused after 32): 40 '/' in
     * an http search, each encoded and each reported. */
    memcpy(big, "http://h/?", 10);
    for (i = 0; i < 40; i++)
        memcpy(big + 10 + 2 * i, "a/", 2);
    CHECK_EQ_INT(url1738_repair(big, 90, out, sizeof out, &n, many, 64,
                                &nch, &err), URL1738_OK);
    CHECK_EQ_INT(n, 170);
    CHECK_EQ_INT(nch, 40);
    CHECK_EQ_INT(many[39].offset, 89);
    CHECK_EQ_INT(many[39].kind, URL1738_FIX_ENCODE);
    /* 300 such fixes in a 610-byte URL: all of them (the work bound
     * allows every fix below ~600 bytes of input... and more). */
    memcpy(huge, "http://h/?", 10);
    for (i = 0; i < 300; i++)
        memcpy(huge + 10 + 2 * i, "a/", 2);
    CHECK_EQ_INT(url1738_repair(huge, 610, hout, sizeof hout, &n, NULL, 0,
                                &nch, &err), URL1738_OK);
    CHECK_EQ_INT(nch, 300);
    CHECK_EQ_INT(n, 1210);
    /* 20,000 of them: the work would grow with the square of the input,
     * so repair refuses, saying so, instead of running for minutes. */
    for (i = 0; i < 20000; i++)
        memcpy(huge + 10 + 2 * i, "a/", 2);
    CHECK_EQ_INT(url1738_repair(huge, 40010, work, sizeof work, &n, NULL, 0,
                                &nch, &err), URL1738_E_UNREPAIRABLE);
    CHECK(strstr(err.message, "grow faster than the input") != NULL);
    CHECK(err.offset > 500 && err.offset < 40010);
    /* The change list has its own exact size query: max 0 counts. */
    CHECK_EQ_INT(url1738_repair(big, 90, out, sizeof out, &n, NULL, 0,
                                &nch, &err), URL1738_OK);
    CHECK_EQ_INT(nch, 40);

    /* The contract repair relies on (and no error code): the parser's
     * offset is the leftmost byte where the input stops being a prefix
     * of a valid URL, so the fix is tried exactly there. Written out by
     * hand from the BNF of section 5. */
    for (i = 0; i < sizeof contract / sizeof contract[0]; i++) {
        s = contract[i].in;
        CHECK(url1738_parse(s, strlen(s), NULL, &err) != URL1738_OK);
        CHECK_EQ_INT(err.offset, contract[i].off);
    }
    CHECK_EQ_STR(url1738_fix_name(URL1738_FIX_SLASH), 5, "slash");
    CHECK(url1738_fix_name((enum url1738_fix)0) == NULL);
}
