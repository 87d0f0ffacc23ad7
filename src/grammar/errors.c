/* SPDX-License-Identifier: MIT */
/*
 * errors.c - names and generic messages of the error codes, made from the
 * one list in url1738.h (URL1738_ERRORS) so they cannot drift apart.
 */
#include "grammar/grammar.h"

struct code_info {
    int value;
    const char *name;
    const char *message;
};

static const struct code_info codes[] = {
#define CODE_INFO_(name, value, msg) { value, #name, msg },
    URL1738_ERRORS(CODE_INFO_)
#undef CODE_INFO_
};

static const struct code_info *find_code(int code)
{
    size_t i;

    for (i = 0; i < sizeof codes / sizeof codes[0]; i++)
        if (codes[i].value == code)
            return &codes[i];
    return NULL;
}

const char *url1738_strerror(int code)
{
    const struct code_info *ci = find_code(code);

    return ci ? ci->message : "unknown error code";
}

const char *url1738_errname(int code)
{
    const struct code_info *ci = find_code(code);

    return ci ? ci->name : NULL;
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
