/* SPDX-License-Identifier: MIT */
/*
 * lang.c - which language the program speaks, and its own messages in
 * it (the library's messages are translated by url1738_localize()).
 *
 * The language comes from --lang=en|ja|zh-Hant, else from the first of
 * LC_ALL, LC_MESSAGES, LANG that is set and not empty (POSIX's order):
 * ja... is Japanese; zh_TW, zh_HK, zh_MO and any zh locale naming the
 * Hant script are Chinese in Traditional characters; everything else,
 * including no locale at all, is English. Nothing else is looked at:
 * the program never calls setlocale(), so its output does not change
 * with the locale's other categories.
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

enum url1738_lang cli_lang = URL1738_LANG_EN;

/* ASCII case-insensitive search of needle in s. */
static int has_ci(const char *s, const char *needle)
{
    size_t n = strlen(needle), i, k;

    for (i = 0; s[i] != '\0'; i++) {
        for (k = 0; k < n; k++) {
            unsigned char a = (unsigned char)s[i + k];
            unsigned char b = (unsigned char)needle[k];

            if (a == '\0' || (a | 0x20) != (b | 0x20))
                break;
        }
        if (k == n)
            return 1;
    }
    return 0;
}

enum url1738_lang cli_lang_of_locale(const char *loc)
{
    if (loc == NULL)
        return URL1738_LANG_EN;
    if (strncmp(loc, "ja", 2) == 0 && (loc[2] == '\0' || loc[2] == '_'
                                       || loc[2] == '.' || loc[2] == '@'))
        return URL1738_LANG_JA;
    if (strncmp(loc, "zh", 2) == 0
        && (strncmp(loc + 2, "_TW", 3) == 0 || strncmp(loc + 2, "_HK", 3) == 0
            || strncmp(loc + 2, "_MO", 3) == 0 || has_ci(loc + 2, "hant")))
        return URL1738_LANG_ZH_HANT;
    return URL1738_LANG_EN;
}

void cli_lang_from_env(void)
{
    static const char *const vars[] = { "LC_ALL", "LC_MESSAGES", "LANG" };
    size_t i;

    for (i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *v = getenv(vars[i]);

        if (v != NULL && v[0] != '\0') {
            cli_lang = cli_lang_of_locale(v);
            return;
        }
    }
    cli_lang = URL1738_LANG_EN;
}

const char *cli_lang_name(size_t i)
{
    /* One tag per enum url1738_lang value, in its order; the library's
     * url1738_lang_lookup() reads each back to its language. */
    static const char *const tags[] = { "en", "ja", "zh-Hant" };

    return i < sizeof tags / sizeof tags[0] ? tags[i] : NULL;
}

int cli_lang_set(const char *tag)
{
    int l = url1738_lang_lookup(tag, strlen(tag));

    if (l < 0)
        return -1;
    cli_lang = (enum url1738_lang)l;
    return 0;
}

const char *cli_msg(const char *english)
{
    return url1738_localize(english, cli_lang);
}
