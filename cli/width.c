/* SPDX-License-Identifier: MIT */
/*
 * width.c - how many terminal columns a character of the help takes, and
 * where a line of Japanese or Chinese may break, for opts.c's filling.
 * The help is written in English, Japanese and Chinese (Traditional):
 * characters of the East Asian Wide and Fullwidth classes (Unicode UAX
 * #11) take two columns, every other character one. The table holds the
 * CJK blocks those texts use (and the rest of the wide CJK blocks, so a
 * new translation does not count wrong); no library, no locale.
 */
#include "cli.h"
#include "utf8.h"

size_t cli_char_len(const char *s)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t k;

    if (u[0] < 0x80)
        return 1;
    /* utf8_seq_len stops at the first byte that is not a continuation
     * byte, so the NUL ends it within the string. */
    k = utf8_seq_len(u, 4);
    return k > 0 ? k : 1;      /* a stray byte: one narrow character */
}

unsigned long cli_char_code(const char *s, size_t len)
{
    const unsigned char *u = (const unsigned char *)s;
    unsigned long cp;
    size_t i;

    if (len <= 1)
        return u[0];
    cp = u[0] & (0x7Fu >> len);
    for (i = 1; i < len; i++)
        cp = cp << 6 | (u[i] & 0x3Fu);
    return cp;
}

/* UAX #11 classes W and F in the CJK blocks, [first, last] code points. */
static const struct {
    unsigned long first, last;
} wide[] = {
    { 0x1100, 0x115F },      /* Hangul Jamo, leading consonants         */
    { 0x2E80, 0x303E },      /* CJK radicals, Kangxi, CJK punctuation   */
    { 0x3041, 0x33FF },      /* kana, Bopomofo, Hangul Jamo, CJK compat */
    { 0x3400, 0x4DBF },      /* CJK Unified Ideographs Extension A      */
    { 0x4E00, 0x9FFF },      /* CJK Unified Ideographs                  */
    { 0xA000, 0xA4CF },      /* Yi                                      */
    { 0xAC00, 0xD7A3 },      /* Hangul syllables                        */
    { 0xF900, 0xFAFF },      /* CJK Compatibility Ideographs            */
    { 0xFE10, 0xFE19 },      /* vertical forms                          */
    { 0xFE30, 0xFE6F },      /* CJK compatibility and small forms       */
    { 0xFF00, 0xFF60 },      /* fullwidth ASCII and punctuation         */
    { 0xFFE0, 0xFFE6 },      /* fullwidth signs                         */
    { 0x20000, 0x2FFFD },    /* CJK extensions B-F, compatibility       */
    { 0x30000, 0x3FFFD },    /* CJK extension G and after               */
};

unsigned cli_char_width(unsigned long cp)
{
    size_t i;

    for (i = 0; i < sizeof wide / sizeof wide[0]; i++)
        if (cp >= wide[i].first && cp <= wide[i].last)
            return 2;
    return 1;
}

size_t cli_width(const char *s, size_t n)
{
    size_t i = 0, cols = 0, k;

    while (i < n && s[i] != '\0') {
        k = cli_char_len(s + i);
        cols += cli_char_width(cli_char_code(s + i, k));
        i += k;
    }
    return cols;
}

/* Wide characters a line does not start with (closing marks, the pause
 * and full stop, small kana, the prolonged sound mark: the usual
 * Japanese and Chinese rule), and those it does not end with (opening
 * marks). */
static int in(unsigned long cp, const unsigned long *set)
{
    for (; *set != 0; set++)
        if (*set == cp)
            return 1;
    return 0;
}

static const unsigned long no_start[] = {
    /* 、。，．：；！？）］｝」』】〕〉》〗〙・ー々ゝゞヽヾ */
    0x3001, 0x3002, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF01, 0xFF1F,
    0xFF09, 0xFF3D, 0xFF5D, 0x300D, 0x300F, 0x3011, 0x3015, 0x3009,
    0x300B, 0x3017, 0x3019, 0x30FB, 0x30FC, 0x3005, 0x309D, 0x309E,
    0x30FD, 0x30FE,
    /* ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ */
    0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085,
    0x3087, 0x308E, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3,
    0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6, 0
};

static const unsigned long no_end[] = {
    /* （［｛「『【〔〈《〖〘 */
    0xFF08, 0xFF3B, 0xFF5B, 0x300C, 0x300E, 0x3010, 0x3014, 0x3008,
    0x300A, 0x3016, 0x3018, 0
};

/* The marks a line may end after: 、。，．：；！？ and the closing ones. */
static const unsigned long break_after[] = {
    0x3001, 0x3002, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF01, 0xFF1F,
    0xFF09, 0xFF3D, 0xFF5D, 0x300D, 0x300F, 0x3011, 0x3015, 0x3009,
    0x300B, 0x3017, 0x3019, 0
};

static int is_hiragana(unsigned long cp)
{
    return cp >= 0x3041 && cp <= 0x309F;
}

static int is_katakana(unsigned long cp)
{
    return cp >= 0x30A0 && cp <= 0x30FF;
}

static int is_han(unsigned long cp)
{
    return (cp >= 0x3400 && cp <= 0x4DBF) || (cp >= 0x4E00 && cp <= 0x9FFF)
           || (cp >= 0xF900 && cp <= 0xFAFF);
}

int cli_may_break(unsigned long before, unsigned long after)
{
    /* Not beside a narrow character: "1行", "8ビット", "値);" and
     * "(部分" stay whole. */
    if (cli_char_width(before) != 2 || cli_char_width(after) != 2
        || in(before, no_end) || in(after, no_start))
        return 0;
    /* After a pause or a closing mark. */
    if (in(before, break_after))
        return 1;
    /* Japanese words: after the kana that ends one (a particle, an
     * ending) and before the kanji or katakana that begins the next;
     * never inside a word ("同じ", "デフォルト", "部分"). */
    if (is_hiragana(before)
        && (is_han(after) || is_katakana(after) || in(after, no_end)))
        return 1;
    /* Chinese: between two Han characters, as Chinese is set; Japanese
     * kanji compounds stay whole. */
    return cli_lang != URL1738_LANG_JA && is_han(before) && is_han(after);
}
