/*
 * fuzz_plan.c - url1738_plan, url1738_plan_commands, _request and _path.
 *
 * Input: the URL (the e-mail is the default, then one with CR LF).
 * Properties (3, 6 and the header):
 * - an invalid URL gets parse's error; E_UNSUPPORTED for a scheme that
 *   is not one of the ten; E_PLAN_DELIMITER and E_PLAN_GOPHER point at
 *   the '%' of an escape, inside the input, that decodes to NUL, TAB, CR
 *   or LF; E_PLAN_PORT at a digit of the port;
 * - an accepted plan's command lines each end in LF and hold no CR, LF
 *   or NUL; an HTTP request target holds none of them; a Gopher request
 *   is exactly selector [TAB search [TAB gopher+]] CR LF, decoded, with
 *   no TAB, CR or LF in the selector or search and no CR or LF in the
 *   gopher+ string but for an ASK block (3.4.9), which ends in CR LF and
 *   gets none added; a file path holds no NUL;
 * - every writer's size query, exact buffer and short buffer agree
 *   (nothing written past cap); anonymous FTP refuses an e-mail with CR
 *   LF (E_PLAN_EMAIL, offset in the e-mail).
 */
#include <stdlib.h>

#include "fuzz.h"

typedef enum url1738_code (*writer)(const char *, const struct url1738_plan *,
                                    char *, size_t, size_t *);

/* Runs w with every kind of buffer; returns the result (to free). */
static char *write_all(writer w, const char *p, const struct url1738_plan *pl,
                       size_t *len, struct fuzz_rng *g)
{
    size_t need = 7, need2 = 7, cap;
    enum url1738_code rc;
    char *buf, *small;

    rc = w(p, pl, NULL, 0, &need);
    FUZZ_CHECK(rc == (need == 0 ? URL1738_OK : URL1738_E_NOSPACE));
    if ((buf = malloc(need + 1)) == NULL)
        abort();
    FUZZ_CHECK(w(p, pl, buf, need + 1, &need2) == URL1738_OK);
    FUZZ_CHECK(need2 == need && buf[need] == '\0');
    if (need > 0) {
        cap = (size_t)(fuzz_rng_next(g) % need);
        if ((small = malloc(cap ? cap : 1)) == NULL)
            abort();
        FUZZ_CHECK(w(p, pl, cap ? small : NULL, cap, &need2)
                   == URL1738_E_NOSPACE);
        FUZZ_CHECK(need2 == need && memcmp(small, buf, cap) == 0);
        free(small);
    }
    FUZZ_CHECK(w(p, NULL, NULL, 0, NULL) == URL1738_E_INVALID_ARG);
    *len = need;
    return buf;
}

static int holds(const char *s, size_t n, unsigned char c)
{
    return n > 0 && memchr(s, c, n) != NULL;
}

/* The decoded span, appended to out at *n. */
static void put_decoded(char *out, size_t *n, const char *p,
                        struct url1738_span s)
{
    size_t k = 0;

    FUZZ_CHECK(url1738_decode_span(p, s, out + *n, s.len + 1, &k, NULL)
               == URL1738_OK);
    *n += k;
}

/* 3.4: <selector>[<tab><search>[<tab><gopher+>]]<cr><lf>, 6: no
 * delimiter inside a field. */
static void check_gopher(const char *p, const struct url1738_plan *pl,
                         const char *req, size_t len)
{
    const struct url1738_url *u = &pl->url;
    size_t cap = u->u.gopher.selector.len + u->u.gopher.search.len
                 + u->u.gopher.plus.len + 8, n = 0, at;
    char *want = malloc(cap);

    if (want == NULL)
        abort();
    put_decoded(want, &n, p, u->u.gopher.selector);
    FUZZ_CHECK(!holds(want, n, '\t') && !holds(want, n, '\r')
               && !holds(want, n, '\n'));
    if (url1738_present(u->u.gopher.search)) {
        want[n++] = '\t';
        at = n;
        put_decoded(want, &n, p, u->u.gopher.search);
        FUZZ_CHECK(!holds(want + at, n - at, '\t')
                   && !holds(want + at, n - at, '\r')
                   && !holds(want + at, n - at, '\n'));
    }
    if (url1738_present(u->u.gopher.plus)) {
        want[n++] = '\t';
        at = n;
        put_decoded(want, &n, p, u->u.gopher.plus);
        if (pl->gplus == URL1738_GPLUS_ASK_BLOCK)
            FUZZ_CHECK(n - at >= 2 && want[n - 2] == '\r'
                       && want[n - 1] == '\n');
        else
            FUZZ_CHECK(!holds(want + at, n - at, '\r')
                       && !holds(want + at, n - at, '\n'));
    }
    if (pl->gplus != URL1738_GPLUS_ASK_BLOCK) {
        want[n++] = '\r';
        want[n++] = '\n';
    }
    FUZZ_CHECK(len == n && memcmp(req, want, n) == 0);
    free(want);
}

static void check_refusal(const char *p, size_t size,
                          const struct url1738_plan *pl,
                          const struct url1738_error *err)
{
    struct url1738_error perr;
    enum url1738_code prc = url1738_parse(p, size, NULL, &perr);
    const unsigned char *u = (const unsigned char *)p;
    unsigned v;

    FUZZ_CHECK(err->message != NULL);
    if (prc != URL1738_OK) {
        FUZZ_CHECK(err->code == prc && err->offset == perr.offset);
        return;
    }
    switch (err->code) {
    case URL1738_E_UNSUPPORTED:
        FUZZ_CHECK(pl->url.scheme_id == URL1738_SCHEME_OTHER);
        FUZZ_CHECK(err->offset == 0);
        break;
    case URL1738_E_PLAN_PORT:
        FUZZ_CHECK(err->offset < size && u[err->offset] >= '0'
                   && u[err->offset] <= '9');
        break;
    case URL1738_E_PLAN_DELIMITER:
    case URL1738_E_PLAN_GOPHER:
        /* 6: the '%' of an escape of a delimiter. */
        FUZZ_CHECK(err->offset + 2 < size && u[err->offset] == '%');
        if (err->offset + 2 < size) {
            char c;
            size_t k = 0;
            FUZZ_CHECK(url1738_decode(p + err->offset, 3, &c, 1, &k, NULL)
                       == URL1738_OK && k == 1);
            v = (unsigned char)c;
            FUZZ_CHECK(v == 0 || v == '\t' || v == '\r' || v == '\n');
            FUZZ_CHECK(v != '\t' || err->code == URL1738_E_PLAN_GOPHER);
        }
        break;
    default:
        FUZZ_CHECK(0);
    }
}

FUZZ_TARGET(plan)
{
    const char *p = (const char *)data;
    struct url1738_plan pl = URL1738_PLAN_INIT, pl2 = URL1738_PLAN_INIT;
    struct url1738_error err;
    enum url1738_code rc;
    struct fuzz_rng g;
    char *out;
    size_t n, i;

    rc = url1738_plan(p, size, NULL, 0, &pl, &err);
    FUZZ_CHECK(err.code == rc);
    if (rc != URL1738_OK) {
        check_refusal(p, size, &pl, &err);
        return 0;
    }
    FUZZ_CHECK(pl.protocol != NULL);
    fuzz_rng_seed(&g, data, size);

    /* 3.2, 3.6, 3.7: command lines, each ended by LF. */
    out = write_all(url1738_plan_commands, p, &pl, &n, &g);
    FUZZ_CHECK(n == 0 || out[n - 1] == '\n');
    FUZZ_CHECK(!holds(out, n, '\r') && !holds(out, n, '\0'));
    for (i = 0; i + 1 < n; i++)
        FUZZ_CHECK(!(out[i] == '\n' && out[i + 1] == '\n'));
    FUZZ_CHECK(n == 0 || out[0] != '\n');
    free(out);

    out = write_all(url1738_plan_request, p, &pl, &n, &g);
    if (pl.url.scheme_id == URL1738_SCHEME_GOPHER) {
        check_gopher(p, &pl, out, n);
    } else if (pl.url.scheme_id == URL1738_SCHEME_HTTP) {
        FUZZ_CHECK(n > 0 && out[0] == '/');
        FUZZ_CHECK(!holds(out, n, '\r') && !holds(out, n, '\n')
                   && !holds(out, n, '\0'));
    } else {
        FUZZ_CHECK(n == 0);
    }
    free(out);

    out = write_all(url1738_plan_path, p, &pl, &n, &g);
    if (pl.url.scheme_id == URL1738_SCHEME_FILE)
        FUZZ_CHECK(n > 0 && out[0] == '/' && !holds(out, n, '\0'));
    else if (pl.url.scheme_id != URL1738_SCHEME_PROSPERO)
        FUZZ_CHECK(n == 0);
    free(out);

    /* 3.2.1: the e-mail goes into PASS: a line break in it is refused. */
    if (pl.flags & URL1738_PLAN_ANONYMOUS) {
        FUZZ_CHECK(url1738_plan(p, size, "a\r\nb", 4, &pl2, &err)
                   == URL1738_E_PLAN_EMAIL);
        FUZZ_CHECK(err.offset == 1);
    }
    return 0;
}
