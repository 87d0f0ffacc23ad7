/* SPDX-License-Identifier: MIT */
/*
 * chars.c - the character classes of RFC 1738 section 5, as 256-entry
 * tables computed at compile time (no start-up work, no locale, no ctype
 * functions), and the "must be encoded" message of every byte that may
 * never stand raw in a URL (2.2).
 */
#include "grammar/grammar.h"

/* RFC 1738 5:
 *   safe     = "$" | "-" | "_" | "." | "+"
 *   extra    = "!" | "*" | "'" | "(" | ")" | ","
 *   national = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`"
 *   punctuation = "<" | ">" | "#" | "%" | <">
 *   reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="
 */
#define IS_LOW(c) ((c) >= 'a' && (c) <= 'z')
#define IS_HI(c) ((c) >= 'A' && (c) <= 'Z')
#define IS_ALPHA(c) (IS_LOW(c) || IS_HI(c))
#define IS_DIGIT(c) ((c) >= '0' && (c) <= '9')
#define IS_SAFE(c) \
    ((c) == '$' || (c) == '-' || (c) == '_' || (c) == '.' || (c) == '+')
#define IS_EXTRA(c)                                                      \
    ((c) == '!' || (c) == '*' || (c) == '\'' || (c) == '(' || (c) == ')' \
     || (c) == ',')
#define IS_NATIONAL(c)                                                   \
    ((c) == '{' || (c) == '}' || (c) == '|' || (c) == '\\' || (c) == '^' \
     || (c) == '~' || (c) == '[' || (c) == ']' || (c) == '`')
#define IS_PUNCT(c) \
    ((c) == '<' || (c) == '>' || (c) == '#' || (c) == '%' || (c) == '"')
#define IS_RESERVED(c)                                                   \
    ((c) == ';' || (c) == '/' || (c) == '?' || (c) == ':' || (c) == '@' \
     || (c) == '&' || (c) == '=')
#define IS_HEX(c) \
    (IS_DIGIT(c) || ((c) >= 'A' && (c) <= 'F') || ((c) >= 'a' && (c) <= 'f'))
#define IS_UNRES(c) (IS_ALPHA(c) || IS_DIGIT(c) || IS_SAFE(c) || IS_EXTRA(c))
/* RFC 3986 2.2, 2.3:
 *   unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
 *   sub-delims = "!" / "$" / "&" / "'" / "(" / ")"
 *              / "*" / "+" / "," / ";" / "="
 * Together: RFC 1738's unreserved and "~" "&" ";" "=". */
#define IS_REGNAME(c) \
    (IS_UNRES(c) || (c) == '~' || (c) == '&' || (c) == ';' || (c) == '=')
#define EQ2(c, a, b) ((c) == (a) || (c) == (b))
#define EQ4(c, a, b, d, e) (EQ2(c, a, b) || EQ2(c, d, e))

#define B(cond, bit) ((cond) ? (bit) : 0u)

#define CLASS(c)                                                          \
    (B(IS_LOW(c), URL1738_C_LOWALPHA) | B(IS_HI(c), URL1738_C_HIALPHA)   \
     | B(IS_DIGIT(c), URL1738_C_DIGIT) | B(IS_SAFE(c), URL1738_C_SAFE)   \
     | B(IS_EXTRA(c), URL1738_C_EXTRA)                                    \
     | B(IS_NATIONAL(c), URL1738_C_NATIONAL)                              \
     | B(IS_PUNCT(c), URL1738_C_PUNCT)                                    \
     | B(IS_RESERVED(c), URL1738_C_RESERVED) | B(IS_HEX(c), URL1738_C_HEX) \
     | B((c) < 0x20 || (c) == 0x7f, URL1738_C_CONTROL)                    \
     | B((c) >= 0x80, URL1738_C_HIGH) | B((c) == ' ', URL1738_C_SPACE))

/* Each production: unreserved plus the reserved characters it allows. */
#define PROD(c)                                                           \
    (B(IS_UNRES(c), P_UCHAR)                                              \
     | B(IS_UNRES(c) || EQ4(c, ';', '?', '&', '='), P_USER)                      \
     | B(IS_UNRES(c) || EQ4(c, '?', ':', '@', '&') || (c) == '=', P_FSEG)                       \
     | B(IS_UNRES(c) || EQ4(c, ';', ':', '@', '&') || (c) == '=', P_HSEG)                       \
     | B(IS_UNRES(c) || EQ4(c, '?', ':', '@', '&'), P_FIELD)                     \
     | B(IS_UNRES(c) || EQ4(c, ';', '/', '?', ':') || EQ2(c, '&', '='), P_ARTICLE)                     \
     | B(IS_UNRES(c) || IS_RESERVED(c), P_XCHAR)                          \
     | B(IS_ALPHA(c) || IS_DIGIT(c) || (c) == '-' || (c) == '.', P_HOST) \
     | B(IS_ALPHA(c) || IS_DIGIT(c), P_ALNUM) | B(IS_ALPHA(c), P_ALPHA)   \
     | B(IS_DIGIT(c), P_DIGIT) | B(IS_HEX(c), P_HEX)                      \
     | B(IS_ALPHA(c) || IS_DIGIT(c) || (c) == '+' || (c) == '-'           \
             || (c) == '.',                                               \
         P_SCHEME)                                                        \
     | B(IS_ALPHA(c) || IS_DIGIT(c) || (c) == '-' || (c) == '.'           \
             || (c) == '+' || (c) == '_',                                 \
         P_GROUP)                                                         \
     | B(IS_UNRES(c) || EQ4(c, '?', ':', '@', '&') || EQ2(c, '=', '/'),   \
         P_FPATH)                                                         \
     | B(IS_UNRES(c) || EQ4(c, ';', ':', '@', '&') || EQ2(c, '=', '/'),   \
         P_HPATH)                                                         \
     | B(IS_REGNAME(c), P3_REGNAME)                                       \
     | B(IS_REGNAME(c) || (c) == ':', P3_USERINFO)                        \
     | B(IS_REGNAME(c) || EQ2(c, ':', '@') || (c) == '/', P3_PATH)       \
     | B(IS_REGNAME(c) || (c) == '@', P3_SEGNC)                          \
     | B(IS_REGNAME(c) || EQ2(c, ':', '@'), P3_PCHAR)                    \
     | B(IS_REGNAME(c) || EQ4(c, ':', '@', '/', '?'), P3_QUERY))

#define R4(F, n) F(n), F(n + 1), F(n + 2), F(n + 3)
#define R16(F, n) R4(F, n), R4(F, n + 4), R4(F, n + 8), R4(F, n + 12)
#define R64(F, n) R16(F, n), R16(F, n + 16), R16(F, n + 32), R16(F, n + 48)
#define R256(F) R64(F, 0), R64(F, 64), R64(F, 128), R64(F, 192)

const uint16_t url1738__class[256] = { R256(CLASS) };
const uint32_t url1738__prod[256] = { R256(PROD) };

unsigned url1738_class(unsigned char c)
{
    return url1738__class[c];
}

/* 2.2: the bytes that are neither xchar nor '%'. */
const char *const url1738__encode_msg[256] = {
    [' '] = N_("a space must be encoded as %20"),
    ['"'] = N_("'\"' must be encoded as %22"),
    ['#'] = N_("'#' must be encoded as %23"),
    ['<'] = N_("'<' must be encoded as %3C"),
    ['>'] = N_("'>' must be encoded as %3E"),
    ['{'] = N_("'{' must be encoded as %7B"),
    ['}'] = N_("'}' must be encoded as %7D"),
    ['|'] = N_("'|' must be encoded as %7C"),
    ['\\'] = N_("'\\' must be encoded as %5C"),
    ['^'] = N_("'^' must be encoded as %5E"),
    ['~'] = N_("'~' must be encoded as %7E"),
    ['['] = N_("'[' must be encoded as %5B"),
    [']'] = N_("']' must be encoded as %5D"),
    ['`'] = N_("'`' must be encoded as %60"),
    [0x00] = N_("control character 0x00 must be encoded as %00"),
    [0x01] = N_("control character 0x01 must be encoded as %01"),
    [0x02] = N_("control character 0x02 must be encoded as %02"),
    [0x03] = N_("control character 0x03 must be encoded as %03"),
    [0x04] = N_("control character 0x04 must be encoded as %04"),
    [0x05] = N_("control character 0x05 must be encoded as %05"),
    [0x06] = N_("control character 0x06 must be encoded as %06"),
    [0x07] = N_("control character 0x07 must be encoded as %07"),
    [0x08] = N_("control character 0x08 must be encoded as %08"),
    [0x09] = N_("control character 0x09 must be encoded as %09"),
    [0x0A] = N_("control character 0x0A must be encoded as %0A"),
    [0x0B] = N_("control character 0x0B must be encoded as %0B"),
    [0x0C] = N_("control character 0x0C must be encoded as %0C"),
    [0x0D] = N_("control character 0x0D must be encoded as %0D"),
    [0x0E] = N_("control character 0x0E must be encoded as %0E"),
    [0x0F] = N_("control character 0x0F must be encoded as %0F"),
    [0x10] = N_("control character 0x10 must be encoded as %10"),
    [0x11] = N_("control character 0x11 must be encoded as %11"),
    [0x12] = N_("control character 0x12 must be encoded as %12"),
    [0x13] = N_("control character 0x13 must be encoded as %13"),
    [0x14] = N_("control character 0x14 must be encoded as %14"),
    [0x15] = N_("control character 0x15 must be encoded as %15"),
    [0x16] = N_("control character 0x16 must be encoded as %16"),
    [0x17] = N_("control character 0x17 must be encoded as %17"),
    [0x18] = N_("control character 0x18 must be encoded as %18"),
    [0x19] = N_("control character 0x19 must be encoded as %19"),
    [0x1A] = N_("control character 0x1A must be encoded as %1A"),
    [0x1B] = N_("control character 0x1B must be encoded as %1B"),
    [0x1C] = N_("control character 0x1C must be encoded as %1C"),
    [0x1D] = N_("control character 0x1D must be encoded as %1D"),
    [0x1E] = N_("control character 0x1E must be encoded as %1E"),
    [0x1F] = N_("control character 0x1F must be encoded as %1F"),
    [0x7F] = N_("control character 0x7F must be encoded as %7F"),
    [0x80] = N_("byte 0x80 is not US-ASCII and must be encoded as %80"),
    [0x81] = N_("byte 0x81 is not US-ASCII and must be encoded as %81"),
    [0x82] = N_("byte 0x82 is not US-ASCII and must be encoded as %82"),
    [0x83] = N_("byte 0x83 is not US-ASCII and must be encoded as %83"),
    [0x84] = N_("byte 0x84 is not US-ASCII and must be encoded as %84"),
    [0x85] = N_("byte 0x85 is not US-ASCII and must be encoded as %85"),
    [0x86] = N_("byte 0x86 is not US-ASCII and must be encoded as %86"),
    [0x87] = N_("byte 0x87 is not US-ASCII and must be encoded as %87"),
    [0x88] = N_("byte 0x88 is not US-ASCII and must be encoded as %88"),
    [0x89] = N_("byte 0x89 is not US-ASCII and must be encoded as %89"),
    [0x8A] = N_("byte 0x8A is not US-ASCII and must be encoded as %8A"),
    [0x8B] = N_("byte 0x8B is not US-ASCII and must be encoded as %8B"),
    [0x8C] = N_("byte 0x8C is not US-ASCII and must be encoded as %8C"),
    [0x8D] = N_("byte 0x8D is not US-ASCII and must be encoded as %8D"),
    [0x8E] = N_("byte 0x8E is not US-ASCII and must be encoded as %8E"),
    [0x8F] = N_("byte 0x8F is not US-ASCII and must be encoded as %8F"),
    [0x90] = N_("byte 0x90 is not US-ASCII and must be encoded as %90"),
    [0x91] = N_("byte 0x91 is not US-ASCII and must be encoded as %91"),
    [0x92] = N_("byte 0x92 is not US-ASCII and must be encoded as %92"),
    [0x93] = N_("byte 0x93 is not US-ASCII and must be encoded as %93"),
    [0x94] = N_("byte 0x94 is not US-ASCII and must be encoded as %94"),
    [0x95] = N_("byte 0x95 is not US-ASCII and must be encoded as %95"),
    [0x96] = N_("byte 0x96 is not US-ASCII and must be encoded as %96"),
    [0x97] = N_("byte 0x97 is not US-ASCII and must be encoded as %97"),
    [0x98] = N_("byte 0x98 is not US-ASCII and must be encoded as %98"),
    [0x99] = N_("byte 0x99 is not US-ASCII and must be encoded as %99"),
    [0x9A] = N_("byte 0x9A is not US-ASCII and must be encoded as %9A"),
    [0x9B] = N_("byte 0x9B is not US-ASCII and must be encoded as %9B"),
    [0x9C] = N_("byte 0x9C is not US-ASCII and must be encoded as %9C"),
    [0x9D] = N_("byte 0x9D is not US-ASCII and must be encoded as %9D"),
    [0x9E] = N_("byte 0x9E is not US-ASCII and must be encoded as %9E"),
    [0x9F] = N_("byte 0x9F is not US-ASCII and must be encoded as %9F"),
    [0xA0] = N_("byte 0xA0 is not US-ASCII and must be encoded as %A0"),
    [0xA1] = N_("byte 0xA1 is not US-ASCII and must be encoded as %A1"),
    [0xA2] = N_("byte 0xA2 is not US-ASCII and must be encoded as %A2"),
    [0xA3] = N_("byte 0xA3 is not US-ASCII and must be encoded as %A3"),
    [0xA4] = N_("byte 0xA4 is not US-ASCII and must be encoded as %A4"),
    [0xA5] = N_("byte 0xA5 is not US-ASCII and must be encoded as %A5"),
    [0xA6] = N_("byte 0xA6 is not US-ASCII and must be encoded as %A6"),
    [0xA7] = N_("byte 0xA7 is not US-ASCII and must be encoded as %A7"),
    [0xA8] = N_("byte 0xA8 is not US-ASCII and must be encoded as %A8"),
    [0xA9] = N_("byte 0xA9 is not US-ASCII and must be encoded as %A9"),
    [0xAA] = N_("byte 0xAA is not US-ASCII and must be encoded as %AA"),
    [0xAB] = N_("byte 0xAB is not US-ASCII and must be encoded as %AB"),
    [0xAC] = N_("byte 0xAC is not US-ASCII and must be encoded as %AC"),
    [0xAD] = N_("byte 0xAD is not US-ASCII and must be encoded as %AD"),
    [0xAE] = N_("byte 0xAE is not US-ASCII and must be encoded as %AE"),
    [0xAF] = N_("byte 0xAF is not US-ASCII and must be encoded as %AF"),
    [0xB0] = N_("byte 0xB0 is not US-ASCII and must be encoded as %B0"),
    [0xB1] = N_("byte 0xB1 is not US-ASCII and must be encoded as %B1"),
    [0xB2] = N_("byte 0xB2 is not US-ASCII and must be encoded as %B2"),
    [0xB3] = N_("byte 0xB3 is not US-ASCII and must be encoded as %B3"),
    [0xB4] = N_("byte 0xB4 is not US-ASCII and must be encoded as %B4"),
    [0xB5] = N_("byte 0xB5 is not US-ASCII and must be encoded as %B5"),
    [0xB6] = N_("byte 0xB6 is not US-ASCII and must be encoded as %B6"),
    [0xB7] = N_("byte 0xB7 is not US-ASCII and must be encoded as %B7"),
    [0xB8] = N_("byte 0xB8 is not US-ASCII and must be encoded as %B8"),
    [0xB9] = N_("byte 0xB9 is not US-ASCII and must be encoded as %B9"),
    [0xBA] = N_("byte 0xBA is not US-ASCII and must be encoded as %BA"),
    [0xBB] = N_("byte 0xBB is not US-ASCII and must be encoded as %BB"),
    [0xBC] = N_("byte 0xBC is not US-ASCII and must be encoded as %BC"),
    [0xBD] = N_("byte 0xBD is not US-ASCII and must be encoded as %BD"),
    [0xBE] = N_("byte 0xBE is not US-ASCII and must be encoded as %BE"),
    [0xBF] = N_("byte 0xBF is not US-ASCII and must be encoded as %BF"),
    [0xC0] = N_("byte 0xC0 is not US-ASCII and must be encoded as %C0"),
    [0xC1] = N_("byte 0xC1 is not US-ASCII and must be encoded as %C1"),
    [0xC2] = N_("byte 0xC2 is not US-ASCII and must be encoded as %C2"),
    [0xC3] = N_("byte 0xC3 is not US-ASCII and must be encoded as %C3"),
    [0xC4] = N_("byte 0xC4 is not US-ASCII and must be encoded as %C4"),
    [0xC5] = N_("byte 0xC5 is not US-ASCII and must be encoded as %C5"),
    [0xC6] = N_("byte 0xC6 is not US-ASCII and must be encoded as %C6"),
    [0xC7] = N_("byte 0xC7 is not US-ASCII and must be encoded as %C7"),
    [0xC8] = N_("byte 0xC8 is not US-ASCII and must be encoded as %C8"),
    [0xC9] = N_("byte 0xC9 is not US-ASCII and must be encoded as %C9"),
    [0xCA] = N_("byte 0xCA is not US-ASCII and must be encoded as %CA"),
    [0xCB] = N_("byte 0xCB is not US-ASCII and must be encoded as %CB"),
    [0xCC] = N_("byte 0xCC is not US-ASCII and must be encoded as %CC"),
    [0xCD] = N_("byte 0xCD is not US-ASCII and must be encoded as %CD"),
    [0xCE] = N_("byte 0xCE is not US-ASCII and must be encoded as %CE"),
    [0xCF] = N_("byte 0xCF is not US-ASCII and must be encoded as %CF"),
    [0xD0] = N_("byte 0xD0 is not US-ASCII and must be encoded as %D0"),
    [0xD1] = N_("byte 0xD1 is not US-ASCII and must be encoded as %D1"),
    [0xD2] = N_("byte 0xD2 is not US-ASCII and must be encoded as %D2"),
    [0xD3] = N_("byte 0xD3 is not US-ASCII and must be encoded as %D3"),
    [0xD4] = N_("byte 0xD4 is not US-ASCII and must be encoded as %D4"),
    [0xD5] = N_("byte 0xD5 is not US-ASCII and must be encoded as %D5"),
    [0xD6] = N_("byte 0xD6 is not US-ASCII and must be encoded as %D6"),
    [0xD7] = N_("byte 0xD7 is not US-ASCII and must be encoded as %D7"),
    [0xD8] = N_("byte 0xD8 is not US-ASCII and must be encoded as %D8"),
    [0xD9] = N_("byte 0xD9 is not US-ASCII and must be encoded as %D9"),
    [0xDA] = N_("byte 0xDA is not US-ASCII and must be encoded as %DA"),
    [0xDB] = N_("byte 0xDB is not US-ASCII and must be encoded as %DB"),
    [0xDC] = N_("byte 0xDC is not US-ASCII and must be encoded as %DC"),
    [0xDD] = N_("byte 0xDD is not US-ASCII and must be encoded as %DD"),
    [0xDE] = N_("byte 0xDE is not US-ASCII and must be encoded as %DE"),
    [0xDF] = N_("byte 0xDF is not US-ASCII and must be encoded as %DF"),
    [0xE0] = N_("byte 0xE0 is not US-ASCII and must be encoded as %E0"),
    [0xE1] = N_("byte 0xE1 is not US-ASCII and must be encoded as %E1"),
    [0xE2] = N_("byte 0xE2 is not US-ASCII and must be encoded as %E2"),
    [0xE3] = N_("byte 0xE3 is not US-ASCII and must be encoded as %E3"),
    [0xE4] = N_("byte 0xE4 is not US-ASCII and must be encoded as %E4"),
    [0xE5] = N_("byte 0xE5 is not US-ASCII and must be encoded as %E5"),
    [0xE6] = N_("byte 0xE6 is not US-ASCII and must be encoded as %E6"),
    [0xE7] = N_("byte 0xE7 is not US-ASCII and must be encoded as %E7"),
    [0xE8] = N_("byte 0xE8 is not US-ASCII and must be encoded as %E8"),
    [0xE9] = N_("byte 0xE9 is not US-ASCII and must be encoded as %E9"),
    [0xEA] = N_("byte 0xEA is not US-ASCII and must be encoded as %EA"),
    [0xEB] = N_("byte 0xEB is not US-ASCII and must be encoded as %EB"),
    [0xEC] = N_("byte 0xEC is not US-ASCII and must be encoded as %EC"),
    [0xED] = N_("byte 0xED is not US-ASCII and must be encoded as %ED"),
    [0xEE] = N_("byte 0xEE is not US-ASCII and must be encoded as %EE"),
    [0xEF] = N_("byte 0xEF is not US-ASCII and must be encoded as %EF"),
    [0xF0] = N_("byte 0xF0 is not US-ASCII and must be encoded as %F0"),
    [0xF1] = N_("byte 0xF1 is not US-ASCII and must be encoded as %F1"),
    [0xF2] = N_("byte 0xF2 is not US-ASCII and must be encoded as %F2"),
    [0xF3] = N_("byte 0xF3 is not US-ASCII and must be encoded as %F3"),
    [0xF4] = N_("byte 0xF4 is not US-ASCII and must be encoded as %F4"),
    [0xF5] = N_("byte 0xF5 is not US-ASCII and must be encoded as %F5"),
    [0xF6] = N_("byte 0xF6 is not US-ASCII and must be encoded as %F6"),
    [0xF7] = N_("byte 0xF7 is not US-ASCII and must be encoded as %F7"),
    [0xF8] = N_("byte 0xF8 is not US-ASCII and must be encoded as %F8"),
    [0xF9] = N_("byte 0xF9 is not US-ASCII and must be encoded as %F9"),
    [0xFA] = N_("byte 0xFA is not US-ASCII and must be encoded as %FA"),
    [0xFB] = N_("byte 0xFB is not US-ASCII and must be encoded as %FB"),
    [0xFC] = N_("byte 0xFC is not US-ASCII and must be encoded as %FC"),
    [0xFD] = N_("byte 0xFD is not US-ASCII and must be encoded as %FD"),
    [0xFE] = N_("byte 0xFE is not US-ASCII and must be encoded as %FE"),
    [0xFF] = N_("byte 0xFF is not US-ASCII and must be encoded as %FF"),
};
