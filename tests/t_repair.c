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
    { "http://h/<x>#f", "http://h/%3Cx%3E%23f", 3, URL1738_FIX_ENCODE, 9 },
    { "ftp://u:p:q@h/", "ftp://u:p%3Aq@h/", 1, URL1738_FIX_ENCODE, 9 },
    { "file:///a b", "file:///a%20b", 1, URL1738_FIX_ENCODE, 9 },
    { "ht tp://x", NULL, 0, 0, 2 },
    { "http:x", NULL, 0, 0, 5 },
    { "   ", NULL, 0, 0, 3 },
    { "http://-h/", NULL, 0, 0, 7 },
};

void run_tests(void)
{
    char out[256];
    struct url1738_change ch[8] = { URL1738_CHANGE_INIT };
    struct url1738_error err;
    size_t i, n, nch;

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
    /* too small a work area: the bound is reported */
    CHECK_EQ_INT(url1738_repair("a:b", 3, out, 4, &n, NULL, 0, NULL, NULL),
                 URL1738_E_NOSPACE);
    CHECK_EQ_INT(n, 11);
    CHECK_EQ_STR(url1738_fix_name(URL1738_FIX_SLASH), 5, "slash");
    CHECK(url1738_fix_name((enum url1738_fix)0) == NULL);
}
