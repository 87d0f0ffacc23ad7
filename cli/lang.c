/* SPDX-License-Identifier: MIT */
/*
 * lang.c - which language the program speaks, and its texts in it: the
 * program's own from the catalogue compiled from po/LL.po
 * (build/gen/catalog_cli.h, read through src/i18n/catalog.h, the
 * library's mechanism), the library's through url1738_localize().
 *
 * The language is chosen as gettext chooses it (docs/translating.md):
 * --lang=TAG; else the locale, the first of LC_ALL, LC_MESSAGES, LANG
 * that is set and not empty; under the locale "C" or "POSIX" (or none),
 * English. Otherwise LANGUAGE, a list "ja:zh_TW:en", when set: its first
 * entry that names a language of the catalogues wins; else the locale
 * itself. A name matches a catalogue's Language or X-URL1738-Locales
 * (po header) ignoring case, '-' for '_', the codeset (".eucJP") and
 * trying "ll_CC@mod", "ll_CC", "ll@mod", "ll", a script ("zh_Hant_TW"
 * as "zh_Hant") and the aliases of glibc's locale.alias ("japanese").
 *
 * Output is UTF-8 whatever the locale's codeset: under a locale of
 * another codeset (ja_JP.eucJP, zh_TW.Big5) main() says so once on
 * standard error (cli_codeset_note).
 */
#include <errno.h>
#include <langinfo.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "../src/i18n/catalog.h"
#include "catalog_cli.h"

enum url1738_lang cli_lang = URL1738_LANG_EN;
struct cli_messages cli_text;

/* ASCII lower case of c; '-' read as '_'. */
static char fold(char c)
{
    if (c >= 'A' && c <= 'Z')
        return (char)(c - 'A' + 'a');
    return c == '-' ? '_' : c;
}

/* Whether a[0..an) and b[0..bn) are the same name, by fold(). */
static int same(const char *a, size_t an, const char *b, size_t bn)
{
    size_t i;

    if (an != bn)
        return 0;
    for (i = 0; i < an; i++)
        if (fold(a[i]) != fold(b[i]))
            return 0;
    return 1;
}

/* glibc's locale.alias names (and a few more) for the locales they
 * stand for. */
static const char *unalias(const char *name, size_t n)
{
    static const char *const alias[][2] = {
        { "japanese", "ja_JP" }, { "japanese.euc", "ja_JP" },
        { "japanese.sjis", "ja_JP" }, { "ja_jp.ujis", "ja_JP" },
        { "chinese_t", "zh_TW" }, { "chinese_traditional", "zh_TW" },
        { "tchinese", "zh_TW" }, { "zh_cht", "zh_TW" },
    };
    size_t i;

    for (i = 0; i < sizeof alias / sizeof alias[0]; i++)
        if (same(name, n, alias[i][0], strlen(alias[i][0])))
            return alias[i][1];
    return NULL;
}

/* Whether the catalogue of language l lists the name s[0..n). */
static int lists(size_t l, const char *s, size_t n)
{
    const char *p = catalog_cli.locales[l];

    while (*p != '\0') {
        size_t k = strcspn(p, " ");

        if (k > 0 && same(p, k, s, n))
            return 1;
        p += k;
        p += strspn(p, " ");
    }
    return 0;
}

/* The language of one locale name, or -1 when no catalogue has it. */
static int lang_of_name(const char *loc, size_t len)
{
    char buf[64], cand[64];
    const char *a;
    size_t n, ll, cc_end, l;
    const char *mod = NULL;
    size_t modn = 0, i, t;

    if (len == 0 || len >= sizeof buf)
        return -1;
    memcpy(buf, loc, len);
    buf[len] = '\0';
    if ((a = unalias(buf, len)) != NULL || (a = unalias(buf, strcspn(buf, "@"))) != NULL) {
        len = strlen(a);
        memcpy(buf, a, len + 1);
    }
    /* ll[_CC][.codeset][@modifier] */
    n = strcspn(buf, ".@");
    if (strchr(buf, '@') != NULL) {
        mod = strchr(buf, '@');
        modn = strlen(mod);
    }
    ll = strcspn(buf, "_-");
    if (ll > n)
        ll = n;
    cc_end = n;
    for (t = 0; t < 5; t++) {
        size_t cn = 0;

        switch (t) {
        case 0:         /* ll_CC@mod */
            if (mod == NULL || n + modn >= sizeof cand)
                continue;
            memcpy(cand, buf, n);
            memcpy(cand + n, mod, modn);
            cn = n + modn;
            break;
        case 1:         /* ll_CC, ll_Script_CC */
            memcpy(cand, buf, cc_end);
            cn = cc_end;
            break;
        case 2:         /* ll_Script (zh_Hant_TW) */
            if (ll == n)
                continue;
            cn = ll + 1 + strcspn(buf + ll + 1, "_-.@");
            if (cn >= n)
                continue;
            memcpy(cand, buf, cn);
            break;
        case 3:         /* ll@mod */
            if (mod == NULL || ll + modn >= sizeof cand)
                continue;
            memcpy(cand, buf, ll);
            memcpy(cand + ll, mod, modn);
            cn = ll + modn;
            break;
        default:        /* ll */
            memcpy(cand, buf, ll);
            cn = ll;
            break;
        }
        for (l = 0; l < CATALOG_CLI_NLANG; l++)
            if (lists(l, cand, cn))
                return (int)l;
    }
    (void)i;
    return -1;
}

enum url1738_lang cli_lang_of_locale(const char *loc)
{
    int l;

    if (loc == NULL)
        return URL1738_LANG_EN;
    l = lang_of_name(loc, strlen(loc));
    return l < 0 ? URL1738_LANG_EN : (enum url1738_lang)l;
}

/* The locale of messages: LC_ALL, LC_MESSAGES, LANG (first set and not
 * empty), or NULL. */
static const char *messages_locale(void)
{
    static const char *const vars[] = { "LC_ALL", "LC_MESSAGES", "LANG" };
    size_t i;

    for (i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *v = getenv(vars[i]);

        if (v != NULL && v[0] != '\0')
            return v;
    }
    return NULL;
}

void cli_lang_from_env(void)
{
    const char *loc = messages_locale(), *list = getenv("LANGUAGE");

    cli_lang = URL1738_LANG_EN;
    if (loc == NULL || strcmp(loc, "C") == 0 || strcmp(loc, "POSIX") == 0
        || strncmp(loc, "C.", 2) == 0)
        return;                 /* gettext: LANGUAGE is ignored under C */
    if (list != NULL) {
        while (*list != '\0') {
            size_t k = strcspn(list, ":");
            int l = lang_of_name(list, k);

            if (l >= 0) {
                cli_lang = (enum url1738_lang)l;
                return;
            }
            list += k;
            list += strspn(list, ":");
        }
    }
    cli_lang = cli_lang_of_locale(loc);
}

/* The codeset a locale name gives (".eucJP"), else NULL. */
static int is_utf8(const char *cs, size_t n)
{
    return same(cs, n, "utf8", 4) || same(cs, n, "utf_8", 5);
}

void cli_codeset_note(void)
{
    const char *loc = messages_locale(), *dot;
    size_t n;

    if (loc == NULL || cli_lang == URL1738_LANG_EN
        || (dot = strchr(loc, '.')) == NULL)
        return;
    n = strcspn(dot + 1, "@");
    if (is_utf8(dot + 1, n))
        return;
    fprintf(stderr, cli_tr(N_("url1738: this locale's codeset is %.*s; "
                              "url1738 writes UTF-8 only (use a UTF-8 "
                              "locale, or convert with iconv -f UTF-8)\n")),
            (int)n, dot + 1);
}

const char *cli_lang_name(size_t i)
{
    return i < CATALOG_CLI_NLANG ? catalog_cli.tag[i] : NULL;
}

int cli_lang_set(const char *tag)
{
    int l = url1738_lang_lookup(tag, strlen(tag));

    if (l < 0)
        l = lang_of_name(tag, strlen(tag));
    if (l < 0)
        return -1;
    cli_lang = (enum url1738_lang)l;
    return 0;
}

const char *cli_tr(const char *english)
{
    long i;
    const char *t;

    if (english == NULL || cli_lang == URL1738_LANG_EN)
        return english;
    i = url1738__cat_index(&catalog_cli, NULL, english);
    if (i < 0)
        return url1738_localize(english, cli_lang);
    t = url1738__cat_at(&catalog_cli, (size_t)i, (unsigned)cli_lang);
    return t;
}

const char *cli_msg(const char *english)
{
    return cli_tr(english);
}

const char *cli_ngettext(const char *singular, const char *plural,
                         unsigned long n)
{
    return url1738__cat_nget(&catalog_cli, NULL, singular, plural, n,
                             (unsigned)cli_lang);
}

void cli_lang_apply(void)
{
    const char *const *en = (const char *const *)(const void *)&cli_messages_en;
    const char **out = (const char **)(void *)&cli_text;
    size_t i;

    _Static_assert(sizeof(struct cli_messages) % sizeof(const char *) == 0,
                   "struct cli_messages holds only const char * members");
    for (i = 0; i < sizeof cli_text / sizeof *out; i++)
        out[i] = cli_tr(en[i]);
}

/* The catalogue's texts of the errno values a run meets most. */
static const char *errno_text(int e)
{
    switch (e) {
    case ENOENT: return N_("No such file or directory");
    case EACCES: return N_("Permission denied");
    case EISDIR: return N_("Is a directory");
    case ENOTDIR: return N_("Not a directory");
    case ENOSPC: return N_("No space left on device");
    case EPIPE: return N_("Broken pipe");
    case ECONNREFUSED: return N_("Connection refused");
    case ETIMEDOUT: return N_("Connection timed out");
    case ECONNRESET: return N_("Connection reset by peer");
    case EHOSTUNREACH: return N_("No route to host");
    case ENETUNREACH: return N_("Network is unreachable");
    case ENOMEM: return N_("Cannot allocate memory");
    case EROFS: return N_("Read-only file system");
    case EEXIST: return N_("File exists");
    case EINVAL: return N_("Invalid argument");
    case EIO: return N_("Input/output error");
    default: return NULL;
    }
}

const char *cli_strerror(int e)
{
    const char *sys = strerror(e), *s;
    const char *own = errno_text(e);

    if (cli_lang == URL1738_LANG_EN || own == NULL)
        return sys;
    /* The C library's text is in the language when the locale main()
     * set has its translations: then it is not the English one. */
    if (strcmp(sys, own) != 0 && is_utf8(nl_langinfo(CODESET),
                                         strlen(nl_langinfo(CODESET))))
        for (s = sys; *s != '\0'; s++)
            if ((unsigned char)*s >= 0x80)
                return sys;
    return cli_tr(own);
}
