/* SPDX-License-Identifier: MIT */
/*
 * messages.c - every message the library gives a person, in every
 * language of the catalogues po/LL.po (Japanese and Chinese in
 * Traditional characters in the words of the translations
 * rfc1738.ja.txt and rfc1738.zh-hant.txt: docs/glossary.md).
 *
 * The English is in the sources, marked N_() (src/i18n/gettext.h);
 * tools/xgettext.py collects it into po/url1738.pot, translators write
 * po/LL.po, tools/po2c.py compiles them into build/gen/catalog_lib.h,
 * read here through src/i18n/catalog.h: a hash of the English text, a
 * bounded number of comparisons, no search through the messages. The
 * generic messages of codes and warnings are by code (an index); the
 * language is always an argument. Static data, no allocation, no locale.
 */
#include <string.h>

#include "grammar/grammar.h"
#include "i18n/catalog.h"
#ifndef URL1738_EXTRACT
#include "catalog_lib.h"
#endif

/* One more than the largest error code and warning code: the length of
 * the tables indexed by code (a union is as big as its biggest member). */
#define CODE_LIM_(name, value, msg) char name[(value) + 1];
union code_limit_ { URL1738_ERRORS(CODE_LIM_) };
#undef CODE_LIM_
#define WARN_LIM_(name, value, sev, msg) char name[(value) + 1];
union warn_limit_ { URL1738_WARNINGS(WARN_LIM_) };
#undef WARN_LIM_
#define CODE_LIMIT sizeof(union code_limit_)
#define WARN_LIMIT sizeof(union warn_limit_)

/* The generic message of each error code and lint warning, by code, from
 * the header's lists (URL1738_ERRORS, URL1738_WARNINGS). */
static const char *const code_text[CODE_LIMIT] = {
#define CODE_EN_(name, value, msg) [value] = N_(msg),
    URL1738_ERRORS(CODE_EN_)
#undef CODE_EN_
};

static const char *const warn_text[WARN_LIMIT] = {
#define WARN_EN_(name, value, sev, msg) [value] = N_(msg),
    URL1738_WARNINGS(WARN_EN_)
#undef WARN_EN_
};

unsigned url1738__lang_count(void)
{
    return CATALOG_LIB_NLANG;
}

static int ascii_lower(char c)
{
    return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

int url1738_lang_lookup(const char *tag, size_t len)
{
    size_t i, k;

    if (tag == NULL)
        return -1;
    for (i = 0; i < CATALOG_LIB_NLANG; i++) {
        const char *t = catalog_lib.tag[i];

        if (url1738__cat_len(t) != len)
            continue;
        for (k = 0; k < len; k++)   /* BCP 47 tags are case-insensitive */
            if (ascii_lower(tag[k]) != ascii_lower(t[k]))
                break;
        if (k == len)
            return (int)i;
    }
    return -1;
}

const char *url1738_lang_tag(enum url1738_lang lang)
{
    return (unsigned)lang < CATALOG_LIB_NLANG ? catalog_lib.tag[lang] : NULL;
}

const char *url1738__gettext(const char *ctx, const char *msgid,
                             enum url1738_lang lang)
{
    return url1738__cat_get(&catalog_lib, ctx, msgid, (unsigned)lang);
}

const char *url1738_localize(const char *message, enum url1738_lang lang)
{
    long i;
    const char *t;

    if (message == NULL || lang == URL1738_LANG_EN
        || (unsigned)lang >= CATALOG_LIB_NLANG)
        return message;
    i = url1738__cat_index(&catalog_lib, NULL, message);
    if (i < 0)
        return message;
    t = catalog_lib.text[(size_t)lang * catalog_lib.nmsg + (size_t)i];
    return t != NULL ? t : message;
}

int url1738_localized(const char *message, enum url1738_lang lang)
{
    return message != NULL
           && (lang == URL1738_LANG_EN
               || url1738_localize(message, lang) != message);
}

/* By code: an index, then the message's translation. */
const char *url1738_message(int code, enum url1738_lang lang)
{
    if (code < 0 || (size_t)code >= CODE_LIMIT || code_text[code] == NULL)
        return url1738_strerror(code);
    return url1738_localize(code_text[code], lang);
}

const char *url1738_warning_message(int code, enum url1738_lang lang)
{
    if (code < 0 || (size_t)code >= WARN_LIMIT || warn_text[code] == NULL)
        return NULL;
    return url1738_localize(warn_text[code], lang);
}
