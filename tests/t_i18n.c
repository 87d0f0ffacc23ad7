/* SPDX-License-Identifier: MIT */
/*
 * t_i18n.c - every message in three languages, in the glossary's words.
 *
 * 1. Every error code and every warning code has a Japanese and a Chinese
 *    message, each different from the English one.
 * 2. Every message literal of the library (the list tests/i18n_scan.py
 *    makes from src/ into $BUILD/tests/i18n_messages.txt) has both.
 * 3. The glossary (docs/glossary.md): wherever an English message uses a
 *    term, its Japanese and Chinese texts use that term's rendering.
 * 4. Language tags, and the library's independence from the locale.
 */
#include <ctype.h>
#include <locale.h>
#include <stdlib.h>

#include "harness.h"
#include "grammar/grammar.h"

#define MAX_TERMS 128
#define MAX_MESSAGES 1024

struct term {
    char en[64];
    char ja[64];
    char zh[64];
};

static struct term terms[MAX_TERMS];
static size_t nterms;

static char *messages[MAX_MESSAGES];
static size_t nmessages;

/* Copies one '|'-separated cell of a table row, trimmed. */
static const char *cell(const char *p, char *out, size_t cap)
{
    const char *end = strchr(p, '|');
    size_t n;

    if (end == NULL)
        return NULL;
    while (p < end && *p == ' ')
        p++;
    n = (size_t)(end - p);
    while (n > 0 && p[n - 1] == ' ')
        n--;
    if (n >= cap)
        n = cap - 1;
    memcpy(out, p, n);
    out[n] = '\0';
    return end + 1;
}

/* Reads the glossary's table: | English | ja | sec | zh | sec |. */
static void load_glossary(void)
{
    FILE *f = fopen("docs/glossary.md", "r");
    char line[1024], skip[256];
    int header = 1;

    if (!CHECK(f != NULL)) {
        fprintf(stderr, "    docs/glossary.md is missing\n");
        return;
    }
    while (fgets(line, sizeof line, f) != NULL && nterms < MAX_TERMS) {
        struct term *t = &terms[nterms];
        const char *p = line;

        if (line[0] != '|' || strstr(line, "---") != NULL)
            continue;
        if (header) {           /* the column titles */
            header = 0;
            continue;
        }
        p = cell(p + 1, t->en, sizeof t->en);
        if (p) p = cell(p, t->ja, sizeof t->ja);
        if (p) p = cell(p, skip, sizeof skip);
        if (p) p = cell(p, t->zh, sizeof t->zh);
        if (p != NULL && t->en[0] != '\0')
            nterms++;
    }
    fclose(f);
    CHECK(nterms >= 30);        /* the table was read, not skipped */
}

static void load_messages(void)
{
    const char *build = getenv("BUILD");
    char path[512], line[1024];
    FILE *f;

    snprintf(path, sizeof path, "%s/tests/i18n_messages.txt",
             build ? build : "build");
    f = fopen(path, "r");
    if (!CHECK(f != NULL)) {
        fprintf(stderr, "    %s is missing (make builds it from src/ with "
                "tests/i18n_scan.py)\n", path);
        return;
    }
    while (fgets(line, sizeof line, f) != NULL && nmessages < MAX_MESSAGES) {
        line[strcspn(line, "\n")] = '\0';
        if (strncmp(line, "MISSING\t", 8) == 0) {
            harness_check(0, __FILE__, __LINE__, "message in the catalogue");
            fprintf(stderr, "    not marked N_() (so not in po/url1738.pot):"
                    " %s\n", line + 8);
            continue;
        }
        messages[nmessages] = malloc(strlen(line) + 1);
        if (messages[nmessages] == NULL)
            break;
        strcpy(messages[nmessages++], line);
    }
    fclose(f);
    CHECK(nmessages >= 100);    /* the scan found the messages */
}

static int word_char(int c)
{
    return isalnum(c) || c == '-' || c == '_';
}

/* Where term starts a word of s at or after from (ASCII case folded),
 * allowing an English ending after it; *end gets the word's end. */
static const char *find_word(const char *s, const char *from,
                             const char *term, const char **end)
{
    static const char *const endings[] = { "", "s", "es", "'s", "d", "ed",
                                           "ing" };
    size_t n = strlen(term), e;
    const char *p;

    for (p = from; *p != '\0'; p++) {
        size_t i;

        if (p > s && word_char((unsigned char)p[-1]))
            continue;
        for (i = 0; i < n; i++)
            if (tolower((unsigned char)p[i]) != tolower((unsigned char)term[i]))
                break;
        if (i < n)
            continue;
        for (e = 0; e < sizeof endings / sizeof endings[0]; e++) {
            size_t k = strlen(endings[e]);

            if (strncmp(p + n, endings[e], k) == 0
                && !word_char((unsigned char)p[n + k])) {
                *end = p + n + k;
                return p;
            }
        }
    }
    return NULL;
}

/* Checks one message against the glossary, longer terms first. */
static void check_terms(const char *en, const char *ja, const char *zh)
{
    char used[1024] = { 0 };
    size_t len = strlen(en), pass;

    if (len >= sizeof used)
        return;
    for (pass = 64; pass > 0; pass--) {     /* term length, longest first */
        size_t t;

        for (t = 0; t < nterms; t++) {
            const char *p = en, *end;

            if (strlen(terms[t].en) != pass)
                continue;
            while ((p = find_word(en, p, terms[t].en, &end)) != NULL) {
                size_t at = (size_t)(p - en), k, taken = 0;

                /* "file URLs": the scheme's name, not the term */
                if (strncmp(end, " URL", 4) == 0) {
                    p = end;
                    continue;
                }
                /* "path" in quotes: a key's name (build's named parts,
                 * url1738_named_*), written as it is in every language */
                if (p > en && p[-1] == '"' && *end == '"') {
                    p = end;
                    continue;
                }

                for (k = at; k < (size_t)(end - en); k++)
                    taken |= used[k];
                if (!taken) {
                    memset(used + at, 1, (size_t)(end - p));
                    if (!harness_check(strstr(ja, terms[t].ja) != NULL
                                       && strstr(zh, terms[t].zh) != NULL,
                                       __FILE__, __LINE__,
                                       "glossary term rendered")) {
                        fprintf(stderr, "    term \"%s\": wanted \"%s\" / "
                                "\"%s\"\n    en: %s\n    ja: %s\n    zh: "
                                "%s\n", terms[t].en, terms[t].ja,
                                terms[t].zh, en, ja, zh);
                    }
                }
                p = end;
            }
        }
    }
}

/* A message in both languages, different from English, in the terms. */
static void check_message(const char *en)
{
    const char *eot = strchr(en, '\004');
    char ctx[128];
    const char *ja, *zh;

    if (eot != NULL) {      /* "context" EOT "text": a C_() text */
        size_t n = (size_t)(eot - en);

        if (n >= sizeof ctx)
            n = sizeof ctx - 1;
        memcpy(ctx, en, n);
        ctx[n] = '\0';
        en = eot + 1;
        ja = url1738__gettext(ctx, en, URL1738_LANG_JA);
        zh = url1738__gettext(ctx, en, URL1738_LANG_ZH_HANT);
    } else {
        ja = url1738_localize(en, URL1738_LANG_JA);
        zh = url1738_localize(en, URL1738_LANG_ZH_HANT);
    }
    if (!harness_check(strcmp(ja, en) != 0 && strcmp(zh, en) != 0,
                       __FILE__, __LINE__, "message translated")) {
        fprintf(stderr, "    no translation of: %s\n", en);
        return;
    }
    check_terms(en, ja, zh);
}

static void check_codes(void)
{
    int code, nerr = 0, nwarn = 0;

    for (code = 0; code < 1000; code++) {
        if (url1738_errname(code) != NULL) {
            nerr++;
            check_message(url1738_strerror(code));
            CHECK(url1738_message(code, URL1738_LANG_JA)
                  == url1738_localize(url1738_strerror(code),
                                      URL1738_LANG_JA));
            /* The same text; not the same pointer (a sanitizer build
             * does not merge equal string literals). */
            CHECK(strcmp(url1738_message(code, URL1738_LANG_EN),
                         url1738_strerror(code)) == 0);
        }
        if (url1738_warnname(code) != NULL) {
            nwarn++;
            check_message(url1738_warning_message(code, URL1738_LANG_EN));
            CHECK(url1738_warning_message(code, URL1738_LANG_ZH_HANT)
                  != url1738_warning_message(code, URL1738_LANG_EN));
        } else {
            CHECK(url1738_warning_message(code, URL1738_LANG_JA) == NULL);
        }
    }
    CHECK(nerr >= 40);
    CHECK(nwarn >= 20);
}

/* A message the parser gives for a specific byte, in each language. */
static void check_parse_messages(void)
{
    static const struct {
        const char *url, *ja, *zh;
    } cases[] = {
        { "http://h/a b", "空白は %20 に符号化しなければならない",
          "空格必須編碼為 %20" },
        { "http://h/a#b", "'#' は %23 に符号化しなければならない",
          "'#' 必須編碼為 %23" },
        { "http://h/a\\b", "'\\' は %5C に符号化しなければならない",
          "'\\' 必須編碼為 %5C" },
        { "http://h/a\x1b", "制御文字 0x1B は %1B に符号化しなければならない",
          "控制字元 0x1B 必須編碼為 %1B" },
        { "http://h/\xe9", "8ビット値 0xE9 は US-ASCII ではないので %E9 に"
          "符号化しなければならない", "八位位元組 0xE9 不是 US-ASCII，必須"
          "編碼為 %E9" },
        { "http://host.com:80x/", "ホストの後には ':' とポート、'/'、または"
          "末尾が必要", "主機之後須為 ':' 與埠、'/' 或結尾" },
    };
    size_t i;

    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct url1738_error e;
        const char *ja, *zh;

        url1738_parse(cases[i].url, strlen(cases[i].url), NULL, &e);
        ja = url1738_localize(e.message, URL1738_LANG_JA);
        zh = url1738_localize(e.message, URL1738_LANG_ZH_HANT);
        CHECK_EQ_STR(ja, strlen(ja), cases[i].ja);
        CHECK_EQ_STR(zh, strlen(zh), cases[i].zh);
    }
}

/* A plan's refusal is composed in the language the caller sets. */
static void check_plan_reason(void)
{
    static const char url[] = "ftp://h/a%0Db";
    static const struct {
        enum url1738_lang lang;
        const char *want;
    } cases[] = {
        { URL1738_LANG_EN, "%0D decodes to CR (0x0D) in the FTP file name "
          "(RETR or NLST argument) (RFC 1738 section 6)" },
        /* One whole sentence per language from the catalogue, no pasted
         * fragments: no space before a particle (issue 28: "... に入る",
         * "... 中") and the field's name as the catalogue has it. */
        { URL1738_LANG_JA, "%0D が復号されて CR (0x0D) となり、FTP のファイル名 "
          "(RETR または NLST の引数)に入る (RFC 1738 6章)" },
        { URL1738_LANG_ZH_HANT, "%0D 解碼為 CR (0x0D)，出現在FTP 的檔案名 "
          "(RETR 或 NLST 的參數)中 (RFC 1738 第 6 節)" },
    };
    size_t i;

    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct url1738_plan pl = URL1738_PLAN_INIT;
        struct url1738_error e;

        pl.lang = cases[i].lang;
        CHECK_EQ_INT(url1738_plan(url, sizeof url - 1, NULL, 0, &pl, &e),
                     URL1738_E_PLAN_DELIMITER);
        CHECK_EQ_INT(e.offset, 9);      /* the language changes no offset */
        CHECK_EQ_STR(pl.reason, strlen(pl.reason), cases[i].want);
    }
}

static void check_tags(void)
{
    CHECK_EQ_INT(url1738_lang_lookup("en", 2), URL1738_LANG_EN);
    CHECK_EQ_INT(url1738_lang_lookup("ja", 2), URL1738_LANG_JA);
    CHECK_EQ_INT(url1738_lang_lookup("zh-Hant", 7), URL1738_LANG_ZH_HANT);
    CHECK_EQ_INT(url1738_lang_lookup("ZH-HANT", 7), URL1738_LANG_ZH_HANT);
    CHECK_EQ_INT(url1738_lang_lookup("zh", 2), -1);
    CHECK_EQ_INT(url1738_lang_lookup("ja_JP", 5), -1);
    CHECK_EQ_INT(url1738_lang_lookup("jap", 2), URL1738_LANG_JA);
    CHECK_EQ_INT(url1738_lang_lookup(NULL, 0), -1);
    CHECK(strcmp(url1738_lang_tag(URL1738_LANG_ZH_HANT), "zh-Hant") == 0);
    CHECK(url1738_lang_tag((enum url1738_lang)7) == NULL);
    CHECK(url1738_localize(NULL, URL1738_LANG_JA) == NULL);
    CHECK(strcmp(url1738_localize("not a library message", URL1738_LANG_JA),
                 "not a library message") == 0);
    CHECK(!url1738_localized("not a library message", URL1738_LANG_JA));
    CHECK(url1738_localized("not a library message", URL1738_LANG_EN));
    /* The locale changes nothing: the language is an argument. */
    setlocale(LC_ALL, "C.UTF-8");
    CHECK(strcmp(url1738_message(URL1738_E_PORT, URL1738_LANG_EN),
                 "expected a digit of the port") == 0);
    CHECK(strcmp(url1738_message(URL1738_E_PORT, URL1738_LANG_JA),
                 "ポートの数字が必要") == 0);
    CHECK(strcmp(url1738_message(URL1738_E_PORT, URL1738_LANG_ZH_HANT),
                 "須為埠的數字") == 0);
    setlocale(LC_ALL, "C");
}

void run_tests(void)
{
    size_t i;

    load_glossary();
    load_messages();
    check_tags();
    check_plan_reason();
    check_codes();
    check_parse_messages();
    for (i = 0; i < nmessages; i++) {
        check_message(messages[i]);
        free(messages[i]);
    }
}
