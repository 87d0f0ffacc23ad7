/* SPDX-License-Identifier: MIT */
/*
 * protocol.c - what each protocol lets through in each field a plan sends
 * (RFC 1738 section 6: "Care should be taken when URLs contain embedded
 * encoded delimiters for a given protocol ... that these are not unencoded
 * before transmission"), the RFC 822 syntax of message-ids and addresses,
 * the exact ASK block of 3.4.9, and the words that explain a refusal.
 */
#include "readings/readings.h"
#include "plans/protocol.h"
#include "grammar/write.h"

/*
 * The rules, one per field, each quoted against the RFC of the protocol
 * the field is sent in. b is the decoded byte.
 *
 * RFC 959 5.3.2: <string> ::= <char> | <char><string>; <char> ::= any of
 * the 128 ASCII characters except <CR> and <LF>; the control connection is
 * a Telnet connection (4.1, RFC 854), on which 0xFF is IAC, a command, and
 * the other control bytes and DEL are no printable data. So an argument of
 * USER, PASS, CWD, RETR or NLST holds none of 00-1F, 7F, FF (8-bit names
 * stay possible: RFC 2640).
 */
#define FTP_ARG(b) ((b) >= 0x20 && (b) != 0x7f && (b) != 0xff)
/* RFC 977 2.3 and RFC 3977 3.1: a command line is a command word and
 * parameters ended by CR LF; RFC 3977 9.8 makes the parameters printable
 * (A-CHAR = %x21-7E, UTF-8 beyond). Same bytes refused as for FTP. */
#define NNTP_ARG(b) FTP_ARG(b)
/* RFC 822 6.1 msg-id = "<" addr-spec ">" (RFC 1036 2.1.5), as RFC 3977
 * 3.6 lets it through: A-NOTGT = %x21-3D / %x3F-7E (no space, no '>'). */
#define MESSAGE_ID(b) ((b) >= 0x21 && (b) <= 0x7e && (b) != '>')
/* RFC 1436 (Gopher): <UNASCII> ::= ASCII - [Tab CR-LF NUL]; Selector and
 * search string are {UNASCII}. */
#define GOPHER_FIELD(b) ((b) != 0x00 && (b) != 0x09 && (b) != 0x0a && \
                         (b) != 0x0d)
/* RFC 1738 3.4: the gopher+ string is the request's last field: no CR,
 * LF or NUL (the lines of a 3.4.9 ASK block are held to the same). */
#define GOPHER_PLUS(b) ((b) != 0x00 && (b) != 0x0a && (b) != 0x0d)
/* RFC 822 3.3: CHAR = any ASCII character (0-127); the address goes into
 * an SMTP command line (RFC 821 RCPT TO): printable ASCII and space (the
 * space only where the syntax allows it: in a quoted string). */
#define MAIL_ADDRESS(b) ((b) >= 0x20 && (b) <= 0x7e)
/* RFC 1738 6: a CR LF in the request target a server decodes ends the
 * request line; a NUL cuts a field short. */
#define LINE_FIELD(b) ((b) != 0x00 && (b) != 0x0a && (b) != 0x0d)
/* RFC 1738 3.10: the path goes to the system, where NUL ends it. */
#define FILE_PATH(b) ((b) != 0x00)
/* RFC 1738 3.8: the user name and password are typed at the login
 * prompt of a Telnet connection (RFC 854), where 0xFF is IAC (a command:
 * IAC IP interrupts, IAC DO negotiates), CR LF ends the line and the
 * other control bytes and DEL (ESC sequences) drive the terminal: the
 * bytes FTP refuses, for the same reason. */
#define TELNET_LOGIN(b) FTP_ARG(b)
/* RFC 1738 3.9 and 3.11: WAIS (RFC 1625) and Prospero are line-based
 * where a client hands these fields on (a WAIS gateway's query line,
 * the Prospero directory command): a line break is a second request, a
 * control byte no text. Every field is held to the FTP argument's rule. */
#define LINE_ARG(b) FTP_ARG(b)

#define F(cond, field) ((cond) ? (uint32_t)(1ul << (field)) : 0u)
#define SENDABLE(b)                                                        \
    (F(FTP_ARG(b), URL1738__F_FTP_USER) | F(FTP_ARG(b), URL1738__F_FTP_PASS) \
     | F(FTP_ARG(b), URL1738__F_FTP_CWD)                                    \
     | F(FTP_ARG(b), URL1738__F_FTP_NAME)                                   \
     | F(NNTP_ARG(b), URL1738__F_NNTP_ARG)                                  \
     | F(MESSAGE_ID(b), URL1738__F_MESSAGE_ID)                              \
     | F(GOPHER_FIELD(b), URL1738__F_GOPHER_SELECTOR)                       \
     | F(GOPHER_FIELD(b), URL1738__F_GOPHER_SEARCH)                         \
     | F(GOPHER_PLUS(b), URL1738__F_GOPHER_PLUS)                            \
     | F(GOPHER_PLUS(b), URL1738__F_ASK_LINE)                               \
     | F(MAIL_ADDRESS(b), URL1738__F_MAIL_ADDRESS)                          \
     | F(LINE_FIELD(b), URL1738__F_HTTP_TARGET)                             \
     | F(TELNET_LOGIN(b), URL1738__F_TELNET_LOGIN)                          \
     | F(FILE_PATH(b), URL1738__F_FILE_PATH)                                \
     | F(LINE_ARG(b), URL1738__F_WAIS_DATABASE)                             \
     | F(LINE_ARG(b), URL1738__F_WAIS_SEARCH)                               \
     | F(LINE_ARG(b), URL1738__F_WAIS_TYPE)                                 \
     | F(LINE_ARG(b), URL1738__F_WAIS_PATH)                                 \
     | F(LINE_ARG(b), URL1738__F_PROSPERO_PATH)                             \
     | F(LINE_ARG(b), URL1738__F_PROSPERO_FIELD))

#define S4(n) SENDABLE(n), SENDABLE(n + 1), SENDABLE(n + 2), SENDABLE(n + 3)
#define S16(n) S4(n), S4(n + 4), S4(n + 8), S4(n + 12)
#define S64(n) S16(n), S16(n + 16), S16(n + 32), S16(n + 48)

_Static_assert(URL1738__F_COUNT <= 32, "a field's column is a bit of uint32_t");

const uint32_t url1738__sendable[256] = {
    S64(0), S64(64), S64(128), S64(192)
};

enum url1738_code url1738__refusal(enum url1738__field f, unsigned b)
{
    int gopher = f == URL1738__F_GOPHER_SELECTOR ||
                 f == URL1738__F_GOPHER_SEARCH ||
                 f == URL1738__F_GOPHER_PLUS || f == URL1738__F_ASK_LINE;

    if (gopher)
        return URL1738_E_PLAN_GOPHER;
    if (b == 0x00 || b == 0x0a || b == 0x0d)
        return URL1738_E_PLAN_DELIMITER;
    switch (f) {
    case URL1738__F_MESSAGE_ID:
        return URL1738_E_PLAN_MESSAGE_ID;
    case URL1738__F_MAIL_ADDRESS:
        return URL1738_E_PLAN_ADDRESS;
    case URL1738__F_FTP_USER:
    case URL1738__F_FTP_PASS:
    case URL1738__F_FTP_CWD:
    case URL1738__F_FTP_NAME:
    case URL1738__F_NNTP_ARG:
    case URL1738__F_TELNET_LOGIN:
    case URL1738__F_WAIS_DATABASE:
    case URL1738__F_WAIS_SEARCH:
    case URL1738__F_WAIS_TYPE:
    case URL1738__F_WAIS_PATH:
    case URL1738__F_PROSPERO_PATH:
    case URL1738__F_PROSPERO_FIELD:
        return URL1738_E_PLAN_CONTROL;
    default:
        return URL1738_E_PLAN_DELIMITER;
    }
}

int url1738__cursor_next(struct url1738__cursor *c, unsigned *b, size_t *off,
                         int *esc)
{
    const unsigned char *p = c->p;

    if (c->i >= c->end)
        return 0;
    *off = c->i;
    if (p[c->i] == '%' && c->i + 2 < c->end) {
        *b = url1738__hexval(p[c->i + 1]) * 16 + url1738__hexval(p[c->i + 2]);
        *esc = 1;
        c->i += 3;
    } else {
        *b = p[c->i];
        *esc = 0;
        c->i += 1;
    }
    return 1;
}

/* RFC 822 3.3: specials = "(" / ")" / "<" / ">" / "@" / "," / ";" / ":" /
 * "\" / <"> / "." / "[" / "]"; atom = 1*<any CHAR except specials, SPACE
 * and CTLs>. */
static int atom_char(unsigned b)
{
    static const char specials[] = "()<>@,;:\\\".[]";
    size_t i;

    if (b <= 0x20 || b >= 0x7f)
        return 0;
    for (i = 0; specials[i] != '\0'; i++)
        if ((unsigned char)specials[i] == b)
            return 0;
    return 1;
}

/* The states of RFC 822 6.1 addr-spec, read one decoded byte at a time:
 *   addr-spec  = local-part "@" domain
 *   local-part = word *("." word)           word = atom / quoted-string
 *   domain     = sub-domain *("." sub-domain)
 *   sub-domain = domain-ref / domain-literal   domain-ref = atom
 *   quoted-string  = <"> *(qtext / quoted-pair) <">
 *   domain-literal = "[" *(dtext / quoted-pair) "]"
 *   quoted-pair    = "\" CHAR
 * No white space or comments between the tokens: an address in a URL is
 * one piece. */
enum addr_state {
    A_WORD,       /* a word must start: atom or quoted-string  */
    A_ATOM,       /* in an atom of the local-part              */
    A_QUOTE,      /* in a quoted-string                        */
    A_QPAIR,      /* after "\" in a quoted-string              */
    A_WORD_END,   /* after a quoted-string: "." or "@"         */
    A_SUB,        /* a sub-domain must start                   */
    A_DATOM,      /* in a domain-ref                           */
    A_DLIT,       /* in a domain-literal                       */
    A_DPAIR,      /* after "\" in a domain-literal             */
    A_SUB_END,    /* after a domain-literal: "." or the end    */
    A_FAIL
};

static enum addr_state addr_step(enum addr_state s, unsigned b)
{
    switch (s) {
    case A_WORD:
        return atom_char(b) ? A_ATOM : b == '"' ? A_QUOTE : A_FAIL;
    case A_ATOM:
        return atom_char(b) ? A_ATOM : b == '.' ? A_WORD
                                     : b == '@' ? A_SUB : A_FAIL;
    case A_QUOTE:
        /* qtext: any CHAR but <">, "\" and CR */
        return b == '"' ? A_WORD_END : b == '\\' ? A_QPAIR
               : b == 0x0d || b >= 0x80 ? A_FAIL : A_QUOTE;
    case A_QPAIR:
        return b < 0x80 ? A_QUOTE : A_FAIL;
    case A_WORD_END:
        return b == '.' ? A_WORD : b == '@' ? A_SUB : A_FAIL;
    case A_SUB:
        return atom_char(b) ? A_DATOM : b == '[' ? A_DLIT : A_FAIL;
    case A_DATOM:
        return atom_char(b) ? A_DATOM : b == '.' ? A_SUB : A_FAIL;
    case A_DLIT:
        /* dtext: any CHAR but "[", "]", "\" and CR */
        return b == ']' ? A_SUB_END : b == '\\' ? A_DPAIR
               : b == '[' || b == 0x0d || b >= 0x80 ? A_FAIL : A_DLIT;
    case A_DPAIR:
        return b < 0x80 ? A_DLIT : A_FAIL;
    case A_SUB_END:
        return b == '.' ? A_SUB : A_FAIL;
    default:
        return A_FAIL;
    }
}

int url1738__check(const char *p, struct url1738_span s,
                   enum url1738__field f, size_t from,
                   struct url1738__bad *bad)
{
    int syntax = f == URL1738__F_MESSAGE_ID || f == URL1738__F_MAIL_ADDRESS;
    enum addr_state st = A_WORD;
    struct url1738__cursor c;
    unsigned b;
    size_t off;
    int esc;

    if (!url1738_present(s))
        return 0;
    /* The syntax is read from the start; it reports its first failure. */
    url1738__cursor_init(&c, p, syntax ? s.off : from, s.off + s.len);
    while (url1738__cursor_next(&c, &b, &off, &esc)) {
        if (syntax)
            st = addr_step(st, b);
        if (!url1738__may_send(f, (unsigned char)b) || st == A_FAIL) {
            if (off < from)
                return 0;
            bad->off = off;
            bad->byte = b;
            bad->escaped = esc;
            return 1;
        }
    }
    if (syntax && st != A_DATOM && st != A_SUB_END && from <= s.off + s.len) {
        bad->off = s.off + s.len;
        bad->byte = URL1738__BYTE_END;
        bad->escaped = 0;
        return 1;
    }
    return 0;
}

/* Whether p[i..end) starts with lit; hex digits and letters compare
 * without case (every byte of the 3.4.9 prefix keeps its value | 0x20). */
static int starts_with(const char *p, size_t i, size_t end, const char *lit)
{
    for (; *lit != '\0'; lit++, i++)
        if (i >= end || (p[i] | 0x20) != (*lit | 0x20))
            return 0;
    return 1;
}

static int line_byte(unsigned b)
{
    return b == 0x00 || b == 0x0a || b == 0x0d;
}

int url1738__ask_block(const char *p, struct url1738_span s,
                       struct url1738__bad *bad)
{
    static const char prefix[] = "+%091%0D%0A+-1%0D%0A";
    size_t end = s.off + s.len, off, last_cr;
    size_t line_len = 0;
    unsigned b, first = 0;
    struct url1738__cursor c;
    int esc;

    bad->off = URL1738_ABSENT;
    bad->byte = 0;
    bad->escaped = 1;
    if (!url1738_present(s))
        return 0;
    if (!starts_with(p, s.off, end, prefix)) {
        /* Not the form: the first CR, LF or NUL is refused. */
        url1738__cursor_init(&c, p, s.off, end);
        while (url1738__cursor_next(&c, &b, &off, &esc))
            if (line_byte(b)) {
                bad->off = off;
                bad->byte = b;
                return 0;
            }
        return 0;
    }
    last_cr = s.off + 5;        /* the first "%0D" of the prefix */
    url1738__cursor_init(&c, p, s.off + sizeof prefix - 1, end);
    while (url1738__cursor_next(&c, &b, &off, &esc)) {
        if (!line_byte(b)) {
            if (line_len++ == 0)
                first = b;
            continue;
        }
        /* A line ends only with CR LF. */
        if (b != 0x0d || !starts_with(p, c.i, end, "%0A")) {
            bad->off = off;
            bad->byte = b;
            return 0;
        }
        c.i += 3;
        last_cr = off;
        if (line_len == 1 && first == '.') {
            /* ".%0D%0A" ends the block: nothing may follow. */
            if (c.i == end)
                return 1;
            bad->off = off;
            bad->byte = b;
            return 0;
        }
        line_len = 0;
    }
    /* The block never ended: its last line break is refused. */
    bad->off = last_cr;
    bad->byte = 0x0d;
    return 0;
}

/* 2.2 and ASCII: the name of a decoded byte. */
static const char *const ctl_names[32] = {
    "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL",
    "BS",  "TAB", "LF",  "VT",  "FF",  "CR",  "SO",  "SI",
    "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB",
    "CAN", "EM",  "SUB", "ESC", "FS",  "GS",  "RS",  "US"
};

/* Every piece of a message goes whole or not at all (write.c): a message
 * is never cut inside a UTF-8 sequence of its translations. */
static void put(struct url1738__writer *w, const char *s)
{
    url1738__w_puts_whole(w, s);
}

static void put_hex(struct url1738__writer *w, unsigned b)
{
    static const char hex[] = "0123456789ABCDEF";
    char h[2];

    h[0] = hex[(b >> 4) & 15];
    h[1] = hex[b & 15];
    url1738__w_put_whole(w, h, 2);
}

/* The words of a refusal in each language (enum url1738_lang's order):
 * English, Japanese, Chinese in the RFC translations' terms. */
enum { W_SPACE, W_8BIT, W_DECODES, W_IN, W_IN_END, W_RAW_IN, W_RAW_END,
       W_ENDS, W_RULE, W_PORT, W_RESERVED, W_NOT_DEFAULT, W_OF, W_OTHER,
       W_ASK, W_ALLOW, W_ALLOWS, W_COUNT };

/* The languages of enum url1738_lang: each table below has one row per
 * language, and a language added there fails to compile until every
 * table has its row. */
#define LANGS ((size_t)URL1738_LANG_ZH_HANT + 1)

static const char *const words[][W_COUNT] = {
    { "a space", "the 8-bit byte", " decodes to ", " in ", "", " in ", "",
      " ends too early", " (RFC 1738 section 6)", "port ",
      " is in the reserved range 1-1023 and is not the default ",
      " is not the default ", " of ", ": another protocol may answer there",
      ": a gopher+ ASK block sends lines of the URL's choosing, only to a "
      "Gopher server", "; --allow-port=", " allows it" },
    { "空白", "8ビット値", " が復号されて ", " として ", " に入る", " に ",
      " がある", " が途中で終わる", " (RFC 1738 6章)", "ポート ",
      " は 1-1023 の予約範囲にあり、デフォルトの ", " はデフォルトの ",
      " ではない (", "): 別のプロトコルが応答するかもしれない",
      "): gopher+ の ASK ブロックは URL が選んだ行を送るので、Gopher "
      "サーバにだけ送る", "; --allow-port=", " で許可できる" },
    { "空格", "八位位元組", " 解碼為 ", ",出現在 ", " 中", " 中有 ", "",
      " 提早結束", " (RFC 1738 第 6 節)", "埠 ",
      " 位於保留範圍 1-1023,且不是預設埠 ", " 不是預設埠 ", " (",
      "):可能由另一個協議回應",
      "):gopher+ ASK 區塊會送出由 URL 決定的行,只能送往 Gopher 伺服器",
      ";--allow-port=", " 可允許" },
};

_Static_assert(sizeof words / sizeof words[0] == LANGS,
               "words: one row per language of enum url1738_lang");

/* The row of lang, English for a value that is not a language. */
static size_t lang_row(enum url1738_lang lang)
{
    return (size_t)lang < LANGS ? (size_t)lang : 0;
}

static const char *word(enum url1738_lang lang, int w)
{
    return words[lang_row(lang)][w];
}

static void put_byte_name(struct url1738__writer *t, unsigned b, enum url1738_lang lang)
{
    char ch[4] = { '\'', 0, '\'', 0 };

    if (b < 0x20) {
        put(t, ctl_names[b]);
    } else if (b == 0x20) {
        put(t, word(lang, W_SPACE));
    } else if (b == 0x7f) {
        put(t, "DEL");
    } else if (b == 0xff) {
        put(t, "0xFF (Telnet IAC)");
        return;
    } else if (b >= 0x80) {
        put(t, word(lang, W_8BIT));
    } else {
        ch[1] = (char)b;
        put(t, ch);
    }
    put(t, " (0x");
    put_hex(t, b);
    put(t, ")");
}

static const char *const field_names[][URL1738__F_COUNT] = {
    { "the FTP user name (USER argument)",
      "the FTP password (PASS argument)",
      "an FTP directory segment (CWD argument)",
      "the FTP file name (RETR or NLST argument)",
      "an NNTP command argument",
      "the news message-id (NNTP ARTICLE)",
      "the Gopher selector",
      "the Gopher search string",
      "the gopher+ string",
      "a line of the gopher+ ASK block",
      "the mailto address (SMTP RCPT TO)",
      "the HTTP request target",
      "the telnet user name or password",
      "the local file path",
      "the WAIS database name",
      "the WAIS search words",
      "the WAIS document type (wtype)",
      "the WAIS document path (wpath)",
      "the Prospero path",
      "a Prospero field (name or value)" },
    { "FTP のユーザ名 (USER の引数)",
      "FTP のパスワード (PASS の引数)",
      "FTP のディレクトリ (CWD の引数)",
      "FTP のファイル名 (RETR または NLST の引数)",
      "NNTP のコマンドの引数",
      "news のメッセージ識別子 (NNTP ARTICLE)",
      "Gopher のセレクタ",
      "Gopher の検索文字列",
      "gopher+ 文字列",
      "gopher+ の ASK ブロックの行",
      "mailto のメールアドレス (SMTP RCPT TO)",
      "HTTP の要求のパス",
      "telnet のユーザ名またはパスワード",
      "ローカルのファイルのパス",
      "WAIS のデータベース名",
      "WAIS の検索語",
      "WAIS の文書のタイプ (wtype)",
      "WAIS の文書のパス (wpath)",
      "Prospero のパス",
      "Prospero のフィールド (名前または値)" },
    { "FTP 用戶名 (USER 參數)",
      "FTP 密碼 (PASS 參數)",
      "FTP 目錄段 (CWD 參數)",
      "FTP 文件名稱 (RETR 或 NLST 參數)",
      "NNTP 命令的參數",
      "news 的消息標誌符 (NNTP ARTICLE)",
      "Gopher 選擇器",
      "Gopher 搜索字元串",
      "gopher+ 字元串",
      "gopher+ ASK 區塊的一行",
      "mailto 的電子郵件地址 (SMTP RCPT TO)",
      "HTTP 請求的路徑",
      "telnet 的用戶名或密碼",
      "本機文件路徑",
      "WAIS 資料庫名稱",
      "WAIS 搜索詞",
      "WAIS 文檔類型 (wtype)",
      "WAIS 文檔路徑 (wpath)",
      "Prospero 路徑",
      "Prospero 欄位 (名稱或值)" },
};

_Static_assert(sizeof field_names / sizeof field_names[0] == LANGS,
               "field_names: one row per language of enum url1738_lang");

const char *url1738__field_name(enum url1738__field f)
{
    return field_names[0][f];
}

void url1738__message(char *dst, size_t cap, enum url1738__field f,
                      const struct url1738__bad *bad, enum url1738_lang lang)
{
    const char *field = field_names[lang_row(lang)][f];
    struct url1738__writer t;

    if (cap == 0 || url1738__w_start(&t, dst, cap) != URL1738_OK)
        return;
    if (bad->byte == URL1738__BYTE_END) {
        put(&t, field);
        put(&t, word(lang, W_ENDS));
    } else if (bad->escaped) {
        /* "%XX decodes to BYTE in FIELD", in every language's order. */
        put(&t, "%");
        put_hex(&t, bad->byte);
        put(&t, word(lang, W_DECODES));
        put_byte_name(&t, bad->byte, lang);
        put(&t, word(lang, W_IN));
        put(&t, field);
        put(&t, word(lang, W_IN_END));
    } else if (lang == URL1738_LANG_EN) {
        put_byte_name(&t, bad->byte, lang);     /* "BYTE in FIELD" */
        put(&t, word(lang, W_IN));
        put(&t, field);
    } else {
        put(&t, field);                         /* "FIELD holds BYTE" */
        put(&t, word(lang, W_RAW_IN));
        put_byte_name(&t, bad->byte, lang);
        put(&t, word(lang, W_RAW_END));
    }
    put(&t, word(lang, W_RULE));
    url1738__w_end_message(&t);
}

static void put_number(struct url1738__writer *t, unsigned long v)
{
    char d[24];
    size_t n = sizeof d - 1;

    d[n] = '\0';
    do {
        d[--n] = (char)('0' + v % 10);
        v /= 10;
    } while (v != 0 && n > 0);
    put(t, d + n);
}

void url1738__port_message(char *dst, size_t cap, enum url1738_code code,
                           unsigned long port, const char *protocol,
                           unsigned default_port, enum url1738_lang lang)
{
    int ask = code == URL1738_E_PLAN_ASK_PORT;
    struct url1738__writer t;

    if (cap == 0 || url1738__w_start(&t, dst, cap) != URL1738_OK)
        return;
    put(&t, word(lang, W_PORT));
    put_number(&t, port);
    put(&t, word(lang, ask ? W_NOT_DEFAULT : W_RESERVED));
    put_number(&t, default_port);
    put(&t, word(lang, W_OF));
    put(&t, protocol);
    put(&t, word(lang, ask ? W_ASK : W_OTHER));
    put(&t, word(lang, W_RULE));
    /* --allow-port lifts the reserved-port refusal only: lines of the
     * URL's choosing go to the default port whatever the options say. */
    if (!ask) {
        put(&t, word(lang, W_ALLOW));
        put_number(&t, port);
        put(&t, word(lang, W_ALLOWS));
    }
    url1738__w_end_message(&t);
}

size_t url1738__sent_fields(const char *p, const struct url1738_url *u,
                            struct url1738__sent out[4])
{
    struct url1738_iter it;
    struct url1738_span seg, name = URL1738__NOSPAN;
    size_t n = 0;

#define SENT(s, f) (out[n].span = (s), out[n].field = (f), n++)
    switch (u->scheme_id) {
    case URL1738_SCHEME_FTP:
        SENT(u->user, URL1738__F_FTP_USER);
        SENT(u->password, URL1738__F_FTP_PASS);
        /* 3.2.2: every segment but the last is a CWD argument. */
        url1738_iter_init(&it, u->u.ftp.fpath);
        while (url1738_next_segment(p, &it, &seg))
            name = seg;
        if (url1738_present(name)) {
            SENT(url1738__span(u->u.ftp.fpath.off,
                               name.off - u->u.ftp.fpath.off),
                 URL1738__F_FTP_CWD);
            SENT(name, URL1738__F_FTP_NAME);
        }
        break;
    case URL1738_SCHEME_GOPHER:
        SENT(u->u.gopher.selector, URL1738__F_GOPHER_SELECTOR);
        SENT(u->u.gopher.search, URL1738__F_GOPHER_SEARCH);
        SENT(u->u.gopher.plus, URL1738__F_GOPHER_PLUS);
        break;
    case URL1738_SCHEME_NEWS:
        SENT(u->u.news.group, URL1738__F_NNTP_ARG);
        SENT(u->u.news.article, URL1738__F_MESSAGE_ID);
        break;
    case URL1738_SCHEME_NNTP:
        SENT(u->u.nntp.group, URL1738__F_NNTP_ARG);
        SENT(u->u.nntp.article, URL1738__F_NNTP_ARG);
        break;
    case URL1738_SCHEME_HTTP:
        SENT(u->u.http.hpath, URL1738__F_HTTP_TARGET);
        SENT(u->u.http.search, URL1738__F_HTTP_TARGET);
        break;
    case URL1738_SCHEME_TELNET:
        SENT(u->user, URL1738__F_TELNET_LOGIN);
        SENT(u->password, URL1738__F_TELNET_LOGIN);
        break;
    case URL1738_SCHEME_MAILTO:
        SENT(u->u.mailto.address, URL1738__F_MAIL_ADDRESS);
        break;
    case URL1738_SCHEME_FILE:
        SENT(u->u.file.fpath, URL1738__F_FILE_PATH);
        break;
    case URL1738_SCHEME_WAIS:
        SENT(u->u.wais.database, URL1738__F_WAIS_DATABASE);
        SENT(u->u.wais.search, URL1738__F_WAIS_SEARCH);
        SENT(u->u.wais.wtype, URL1738__F_WAIS_TYPE);
        SENT(u->u.wais.wpath, URL1738__F_WAIS_PATH);
        break;
    case URL1738_SCHEME_PROSPERO:
        SENT(u->u.prospero.ppath, URL1738__F_PROSPERO_PATH);
        /* ";name=value": the ';' and '=' are raw, never decoded. */
        SENT(u->u.prospero.fields, URL1738__F_PROSPERO_FIELD);
        break;
    default:
        break;
    }
#undef SENT
    return n;
}
