/* SPDX-License-Identifier: MIT */
/*
 * errors.c - names and generic messages of the error codes, made from the
 * one list in url1738.h (URL1738_ERRORS) so they cannot drift apart.
 */
#include "grammar/grammar.h"

/* One more than the largest code: the tables' length (a union is as big
 * as its biggest member). */
#define CODE_LIM_(name, value, msg) char name[(value) + 1];
union code_limit_ { URL1738_ERRORS(CODE_LIM_) };
#undef CODE_LIM_
#define CODE_LIMIT sizeof(union code_limit_)

/* Each code's name and generic message, indexed by its value: found in
 * constant time. */
static const char *const names[CODE_LIMIT] = {
#define CODE_NAME_(name, value, msg) [value] = #name,
    URL1738_ERRORS(CODE_NAME_)
#undef CODE_NAME_
};

static const char *const messages[CODE_LIMIT] = {
#define CODE_MSG_(name, value, msg) [value] = msg,
    URL1738_ERRORS(CODE_MSG_)
#undef CODE_MSG_
};

const char *url1738_strerror(int code)
{
    return code >= 0 && (size_t)code < CODE_LIMIT && messages[code] != NULL
               ? messages[code] : N_("unknown error code");
}

const char *url1738_errname(int code)
{
    return code >= 0 && (size_t)code < CODE_LIMIT ? names[code] : NULL;
}

enum url1738_code url1738__report_msg(struct url1738_error *err,
                                      enum url1738_code code, size_t off,
                                      const char *msg)
{
    if (err != NULL) {
        err->code = code;
        err->offset = off;
        err->message = msg != NULL ? msg : url1738_strerror(code);
    }
    return code;
}

enum url1738_code url1738__report(struct url1738_error *err,
                                  enum url1738_code code, size_t off)
{
    return url1738__report_msg(err, code, off, NULL);
}

const char *url1738_version(void)
{
    return URL1738_VERSION;
}

/* The parser's one way of reporting an error (grammar.h): every
 * production records its first error through here. */
enum url1738_code url1738__fail(struct url1738__ctx *c, enum url1738_code code,
                                size_t off)
{
    c->code = code;
    c->err_off = off;
    c->msg = url1738_strerror(code);
    /* A byte that is never allowed raw is the real problem, whatever the
     * production hoped to see there; a broken escape keeps its own,
     * sharper message. */
    if (off < c->len && code != URL1738_E_ESCAPE
        && url1738__encode_msg[c->p[off]] != NULL) {
        c->code = URL1738_E_MUST_ENCODE;
        c->msg = url1738__encode_msg[c->p[off]];
    }
    return c->code;
}
