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
#include "i18n/gettext.h"

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

/* The byte of a refusal: its name and value, "CR (0x0D)", "'x' (0x78)",
 * "a space (0x20)" (the names of the control bytes are ASCII's own). */
static void put_byte_name(struct url1738__writer *t, unsigned b,
                          enum url1738_lang lang)
{
    char ch[4] = { '\'', 0, '\'', 0 };

    if (b < 0x20) {
        put(t, ctl_names[b]);
    } else if (b == 0x20) {
        put(t, url1738__gettext("byte", N_("a space"), lang));
    } else if (b == 0x7f) {
        put(t, "DEL");
    } else if (b == 0xff) {
        put(t, "0xFF (Telnet IAC)");
        return;
    } else if (b >= 0x80) {
        put(t, url1738__gettext("byte", N_("the 8-bit byte"), lang));
    } else {
        ch[1] = (char)b;
        put(t, ch);
    }
    put(t, " (0x");
    put_hex(t, b);
    put(t, ")");
}

/* Writes the template tmpl of the catalogue with its arguments "%N$s"
 * (N from 1 to nargs) replaced by arg[N-1] and "%%" by "%": a whole
 * sentence whose translation puts the arguments where its language
 * wants them. */
static void put_format(struct url1738__writer *t, const char *tmpl,
                       const char *const *arg, size_t nargs)
{
    const char *s = tmpl, *run = tmpl;

    while (*s != '\0') {
        if (s[0] == '%' && s[1] == '%') {
            url1738__w_put_whole(t, run, (size_t)(s - run) + 1);
            s += 2;
            run = s;
        } else if (s[0] == '%' && s[1] >= '1' && s[1] <= '9' && s[2] == '$'
                   && s[3] == 's') {
            size_t k = (size_t)(s[1] - '1');

            url1738__w_put_whole(t, run, (size_t)(s - run));
            if (k < nargs)
                put(t, arg[k]);
            s += 4;
            run = s;
        } else {
            s++;
        }
    }
    url1738__w_put_whole(t, run, (size_t)(s - run));
}

/* What each field of a request is, by enum url1738__field (protocol.h):
 * a noun phrase the refusals below name. */
static const char *const field_names[URL1738__F_COUNT] = {
    C_("field sent to a server", "the FTP user name (USER argument)"),
    C_("field sent to a server", "the FTP password (PASS argument)"),
    C_("field sent to a server", "an FTP directory segment (CWD argument)"),
    C_("field sent to a server", "the FTP file name (RETR or NLST argument)"),
    C_("field sent to a server", "an NNTP command argument"),
    C_("field sent to a server", "the news message-id (NNTP ARTICLE)"),
    C_("field sent to a server", "the Gopher selector"),
    C_("field sent to a server", "the Gopher search string"),
    C_("field sent to a server", "the gopher+ string"),
    C_("field sent to a server", "a line of the gopher+ ASK block"),
    C_("field sent to a server", "the mailto address (SMTP RCPT TO)"),
    C_("field sent to a server", "the HTTP request target"),
    C_("field sent to a server", "the telnet user name or password"),
    C_("field sent to a server", "the local file path"),
    C_("field sent to a server", "the WAIS database name"),
    C_("field sent to a server", "the WAIS search words"),
    C_("field sent to a server", "the WAIS document type (wtype)"),
    C_("field sent to a server", "the WAIS document path (wpath)"),
    C_("field sent to a server", "the Prospero path"),
    C_("field sent to a server", "a Prospero field (name or value)"),
};

const char *url1738__field_name(enum url1738__field f)
{
    return field_names[f];
}

void url1738__message(char *dst, size_t cap, enum url1738__field f,
                      const struct url1738__bad *bad, enum url1738_lang lang)
{
    const char *arg[3];
    char esc[4], byte[64];
    struct url1738__writer t, b;

    if (cap == 0 || url1738__w_start(&t, dst, cap) != URL1738_OK)
        return;
    if (url1738__w_start(&b, byte, sizeof byte) != URL1738_OK)
        return;
    put_byte_name(&b, bad->byte, lang);
    url1738__w_end_message(&b);
    esc[0] = '%';
    esc[1] = "0123456789ABCDEF"[(bad->byte >> 4) & 15];
    esc[2] = "0123456789ABCDEF"[bad->byte & 15];
    esc[3] = '\0';
    arg[0] = url1738__gettext("field sent to a server", field_names[f], lang);
    if (bad->byte == URL1738__BYTE_END) {
        put_format(&t, url1738__gettext(NULL, N_("%1$s ends too early (RFC "
                                                 "1738 section 6)"), lang),
                   arg, 1);
    } else if (bad->escaped) {
        arg[0] = esc;
        arg[1] = byte;
        arg[2] = url1738__gettext("field sent to a server", field_names[f],
                                  lang);
        put_format(&t, url1738__gettext(NULL, N_("%1$s decodes to %2$s in "
                                                 "%3$s (RFC 1738 section 6)"),
                                        lang), arg, 3);
    } else {
        arg[1] = arg[0];
        arg[0] = byte;
        put_format(&t, url1738__gettext(NULL, N_("%1$s in %2$s (RFC 1738 "
                                                 "section 6)"), lang),
                   arg, 2);
    }
    url1738__w_end_message(&t);
}

/* The decimal digits of v in d (24 bytes). */
static const char *number(char d[24], unsigned long v)
{
    size_t n = 23;

    d[n] = '\0';
    do {
        d[--n] = (char)('0' + v % 10);
        v /= 10;
    } while (v != 0 && n > 0);
    return d + n;
}

void url1738__port_message(char *dst, size_t cap, enum url1738_code code,
                           unsigned long port, const char *protocol,
                           unsigned default_port, enum url1738_lang lang)
{
    char p[24], d[24];
    const char *arg[3];
    struct url1738__writer t;

    if (cap == 0 || url1738__w_start(&t, dst, cap) != URL1738_OK)
        return;
    arg[0] = number(p, port);
    arg[1] = number(d, default_port);
    arg[2] = protocol;
    /* --allow-port lifts the reserved-port refusal only: lines of the
     * URL's choosing go to the default port whatever the options say. */
    if (code == URL1738_E_PLAN_ASK_PORT)
        put_format(&t, url1738__gettext(NULL, N_(
            "port %1$s is not the default %2$s of %3$s: a gopher+ ASK block "
            "sends lines of the URL's choosing, only to a Gopher server "
            "(RFC 1738 section 6)"), lang), arg, 3);
    else
        put_format(&t, url1738__gettext(NULL, N_(
            "port %1$s is in the reserved range 1-1023 and is not the "
            "default %2$s of %3$s: another protocol may answer there (RFC "
            "1738 section 6); --allow-port=%1$s allows it"), lang), arg, 3);
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
