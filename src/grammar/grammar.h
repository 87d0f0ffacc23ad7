/* SPDX-License-Identifier: MIT */
/*
 * grammar.h - the bottom layer (src/grammar/): the character classes, the
 * parser's working state and error reporting, the productions every
 * reading shares, and what every layer above needs (spans, the ABI's
 * size checks). It includes only the public header.
 *
 * Internal non-static names carry the url1738__ prefix. Nothing here is
 * installed. docs/architecture.md draws the layers.
 */
#ifndef URL1738_GRAMMAR_H
#define URL1738_GRAMMAR_H

#include <stddef.h>
#include <stdint.h>

#include "url1738.h"
#include "i18n/gettext.h"

#if defined(__GNUC__)
#define U_LIKELY(x) __builtin_expect(!!(x), 1)
#define U_UNLIKELY(x) __builtin_expect(!!(x), 0)
#else
#define U_LIKELY(x) (x)
#define U_UNLIKELY(x) (x)
#endif

/*
 * Production classes: bit N of url1738__prod[c] says byte c may stand
 * unencoded in production N. '%' is in none of them: an escape is always
 * checked on its own (escape = "%" hex hex), so every scanning loop stops
 * at it.
 */
enum {
    P_UCHAR = 1u << 0,   /* unreserved                                  */
    P_USER = 1u << 1,    /* user, password: uchar ; ? & =               */
    P_FSEG = 1u << 2,    /* fsegment, psegment: uchar ? : @ & =         */
    P_HSEG = 1u << 3,    /* hsegment, search: uchar ; : @ & =           */
    P_FIELD = 1u << 4,   /* fieldname, fieldvalue: uchar ? : @ &        */
    P_ARTICLE = 1u << 5, /* article before "@": uchar ; / ? : & =       */
    P_XCHAR = 1u << 6,   /* xchar: unreserved | reserved                */
    P_HOST = 1u << 7,    /* alpha digit "-" "."                         */
    P_ALNUM = 1u << 8,   /* alphadigit                                  */
    P_ALPHA = 1u << 9,
    P_DIGIT = 1u << 10,
    P_HEX = 1u << 11,
    P_SCHEME = 1u << 12, /* lowalpha hialpha digit + - .               */
    P_GROUP = 1u << 13,  /* alpha digit - . + _                         */
    /* Whole paths in one run: a segment class plus "/", so a path of
     * many short segments is one scan, not one per segment. */
    P_FPATH = 1u << 14,  /* fpath, ppath: fsegment bytes and "/"        */
    P_HPATH = 1u << 15,  /* hpath: hsegment bytes and "/"               */
    /* RFC 3986 appendix A (src/readings/rfc3986.c). Each is RFC 1738's
     * unreserved plus some characters, so the vector scans serve them. */
    P3_REGNAME = 1u << 16,  /* reg-name: unreserved sub-delims           */
    P3_USERINFO = 1u << 17, /* userinfo: reg-name and ":"                */
    P3_PATH = 1u << 18,     /* path: pchar and "/"                       */
    P3_SEGNC = 1u << 19,    /* segment-nz-nc: pchar but ":"              */
    P3_PCHAR = 1u << 20,    /* segment: pchar (src/ops/encode.c)             */
    P3_QUERY = 1u << 21     /* query, fragment: pchar "/" "?"            */
};

extern const uint32_t url1738__prod[256];
extern const uint16_t url1738__class[256];
extern const char *const url1738__encode_msg[256];

/* Whether RFC 3986 allows byte c raw in no part of a URI (2.2, 2.3:
 * neither reserved nor unreserved): the bytes RFC 1738 must encode
 * (url1738__encode_msg) but "#", "[", "]" and "~". */
static inline int url1738__never_raw3986(unsigned char c)
{
    return url1738__encode_msg[c] != NULL && c != '#' && c != '['
           && c != ']' && c != '~';
}

static inline int url1738__is(unsigned char c, unsigned prod)
{
    return (url1738__prod[c] & prod) != 0;
}

/* The value of a hex digit (the caller has checked P_HEX). */
static inline unsigned url1738__hexval(unsigned char c)
{
    return c <= '9' ? (unsigned)(c - '0') : (unsigned)((c | 0x20) - 'a' + 10);
}

/* ASCII only, whatever the locale: 'A'-'Z' to 'a'-'z' (2.1: scheme and
 * host names are case-insensitive), every other byte as it is. */
static inline unsigned char url1738__lower(unsigned char c)
{
    return c >= 'A' && c <= 'Z' ? (unsigned char)(c | 0x20) : c;
}

/* ascii.c: the small readings of raw URL text that several files need. */

/* Whether p[0..len) equals the lower-case literal lit, ASCII letters
 * compared without case. */
int url1738__equal_nocase(const char *p, size_t len, const char *lit);

/* 3.10: whether the host span is "localhost" (any case). */
int url1738__is_localhost(const char *p, struct url1738_span host);

/* The value of the decimal digits p[0..len), capped: max when it is max
 * or more (the digits beyond are not read) or when a byte is no digit; 0
 * for none. max is at most 2^63. The one place a port's digits become a
 * number: url1738__port_value (max 65536), url1738_port_number (2^63:
 * -2 beyond long long), url1738_diff's port_number (999999, for
 * display). */
unsigned long long url1738__digits_value(const char *p, size_t len,
                                         unsigned long long max);

/* 3.1: port = digits; the value of the port span, or 65536 when it is
 * larger than any port or holds a byte that is no digit (a span not read
 * by the grammar); 0 when absent (url1738__digits_value). */
unsigned long url1738__port_value(const char *p, struct url1738_span port);

/* Whether the raw span ends in "%0D%0A" (any case of the hex digits):
 * an encoded CR LF, the end of a gopher+ ASK block line (3.4.9). */
int url1738__ends_crlf(const char *p, struct url1738_span s);

/* Whether p[i..] starts with a valid escape; *bad receives the offset of
 * the first byte that breaks it (i+1, i+2, or len when the input ends). */
static inline int url1738__escape_ok(const unsigned char *p, size_t i,
                                     size_t len, size_t *bad)
{
    if (i + 1 >= len || !url1738__is(p[i + 1], P_HEX)) {
        *bad = i + 1 < len ? i + 1 : len;
        return 0;
    }
    if (i + 2 >= len || !url1738__is(p[i + 2], P_HEX)) {
        *bad = i + 2 < len ? i + 2 : len;
        return 0;
    }
    return 1;
}

/*
 * The parser's working state: the input and the first error. Error
 * reporting goes through url1738__fail(), which picks the most specific
 * message for the byte at the offset.
 */
struct url1738__ctx {
    const unsigned char *p;
    size_t len;
    struct url1738_url *url;
    enum url1738_code code;
    size_t err_off;
    const char *msg;
};

/* ===== Languages ===== */

/* How many languages the catalogues have (po/LL.po, compiled by
 * tools/po2c.py): enum url1738_lang's three, then any other, numbered in
 * the order of their files' names (url1738_lang_lookup). */
unsigned url1738__lang_count(void);
#define URL1738__LANG_COUNT url1738__lang_count()

/* msgid (with msgctxt ctx, or NULL) in lang from the library's catalogue
 * (src/i18n/messages.c); msgid itself when it has no text there. */
const char *url1738__gettext(const char *ctx, const char *msgid,
                             enum url1738_lang lang);

/* ===== ABI (url1738.h, "ABI") ===== */

/* The end of a member: ABI 1's struct ends at its last member's end.
 * When members are appended, the ABI1 sizes below keep naming ABI 1's
 * last member, and functions that write a struct write min(size,
 * sizeof) bytes of it. */
#define URL1738__END(type, member)                                           \
    (offsetof(struct type, member) + sizeof(((struct type *)0)->member))
#define URL1738__ABI1_URL URL1738__END(url1738_url, u)
#define URL1738__ABI1_PARTS URL1738__END(url1738_parts, path)
#define URL1738__ABI1_PLAN URL1738__END(url1738_plan, email_len)
#define URL1738__ABI1_WARNING URL1738__END(url1738_warning, message)
#define URL1738__ABI1_CHANGE URL1738__END(url1738_change, message)
#define URL1738__ABI1_FOUND URL1738__END(url1738_found, error)
#define URL1738__ABI1_REL URL1738__END(url1738_rel, fragment)
#define URL1738__ABI1_EXTRACT sizeof(struct url1738_extract)

/*
 * Whether a caller's struct url1738_plan of this size can be filled: at
 * least 1.1.0's, and not the size of a layout that development snapshots
 * between 1.1.0 and 1.2.0 shipped under the same version (LP64: the
 * whole url1738_url was then held by value, so every member after it sat
 * elsewhere; abi/README). plan.c asserts that no layout of this header
 * has one of those sizes.
 */
#define URL1738__PLAN_SNAPSHOT(n)                                            \
    (sizeof(void *) == 8 && ((n) == 352 || (n) == 360 || (n) == 608          \
                             || (n) == 624))
#define URL1738__PLAN_SNAPSHOT_MSG N_(                                       \
    "struct url1738_plan: this size is the layout of a development "        \
    "snapshot between 1.1.0 and 1.2.0, which is not supported: rebuild "     \
    "the program against this url1738.h")
#define URL1738__PLAN_SIZE_OK(n)                                             \
    ((n) >= URL1738__ABI1_PLAN && !URL1738__PLAN_SNAPSHOT(n))

/* The message for a struct whose size member is below ABI 1's (unset,
 * most likely): it names the struct's initializer. */
#define URL1738__SIZE_MSG(type, init) N_(                                    \
    "struct " #type ": its size member is not set or too small: "            \
    "initialize it with " #init " (or set size to sizeof(struct " #type "))")

/* Reports that error: E_INVALID_ARG at offset 0 with msg. */
static inline enum url1738_code url1738__bad_size(struct url1738_error *err,
                                                  const char *msg)
{
    if (err != NULL) {
        err->code = URL1738_E_INVALID_ARG;
        err->offset = 0;
        err->message = msg;
    }
    return URL1738_E_INVALID_ARG;
}

/* The next piece of an iterator's span up to sep: iter.c. */
int url1738__next_piece(const char *p, struct url1738_iter *it, char sep,
                        struct url1738_span *piece);

/* Fills *err (when not NULL) with code, off and the code's generic
 * message, and returns code: how the functions other than the parser
 * report their result. */
enum url1738_code url1738__report(struct url1738_error *err,
                                  enum url1738_code code, size_t off);

/* The same with a message more specific than the code's (msg NULL: the
 * code's generic message). msg must be a static string. */
enum url1738_code url1738__report_msg(struct url1738_error *err,
                                      enum url1738_code code, size_t off,
                                      const char *msg);

/* Records the error (code at offset off) and returns the code. A byte that
 * may never stand raw in a URL gets the more useful "must be encoded"
 * message whatever the production expected there. */
enum url1738_code url1738__fail(struct url1738__ctx *c, enum url1738_code code,
                                size_t off);

/*
 * Scans a run of bytes of production class prod, escapes included, from
 * i. Returns the offset of the first byte that is neither (or len), or
 * (size_t)-1 with the error recorded when an escape is malformed.
 */
size_t url1738__scan(struct url1738__ctx *c, size_t i, unsigned prod);

/* 3.1: hostport = host [ ":" port ]; fills url->host and url->port.
 * *next receives the offset just past it; the byte there (if any) is not
 * part of a hostport and is the caller's to judge. Returns OK or the
 * error. */
enum url1738_code url1738__hostport(struct url1738__ctx *c, size_t i,
                                    int allow_port, size_t *next);

/* 3.1: login = [ user [ ":" password ] "@" ] hostport, followed by "/"
 * or the end (at *next). Fills user, password, host and port. */
enum url1738_code url1738__login(struct url1738__ctx *c, size_t i,
                                 size_t *next);

/* Whether a host (hostname | hostnumber) runs from i to exactly the end
 * of the input, reporting the error when not. Used for the host of a news
 * article (3.6). */
enum url1738_code url1738__host_exact(struct url1738__ctx *c, size_t i);

/* The scheme-specific parsers. Each starts right after "scheme:" and
 * must consume the whole input. */
enum url1738_code url1738__parse_ftp(struct url1738__ctx *c, size_t i);
enum url1738_code url1738__parse_http(struct url1738__ctx *c, size_t i);
enum url1738_code url1738__parse_gopher(struct url1738__ctx *c, size_t i);
enum url1738_code url1738__parse_mailto(struct url1738__ctx *c, size_t i);
enum url1738_code url1738__parse_news(struct url1738__ctx *c, size_t i);
enum url1738_code url1738__parse_nntp(struct url1738__ctx *c, size_t i);
enum url1738_code url1738__parse_telnet(struct url1738__ctx *c, size_t i);
enum url1738_code url1738__parse_wais(struct url1738__ctx *c, size_t i);
enum url1738_code url1738__parse_file(struct url1738__ctx *c, size_t i);
enum url1738_code url1738__parse_prospero(struct url1738__ctx *c, size_t i);
enum url1738_code url1738__parse_generic(struct url1738__ctx *c, size_t i);

/* "//" hostport, then "/" or the end: the start of http, gopher, nntp,
 * wais and prospero URLs, which allow no user or password. *slash is 1
 * when a "/" follows the hostport (at *next). */
enum url1738_code url1738__server(struct url1738__ctx *c, size_t i,
                                  size_t *next, int *slash);

/* Reports the byte at k that ended a search (http, wais): "/" and "?" are
 * reserved there, anything else must be encoded. */
enum url1738_code url1738__bad_search_byte(struct url1738__ctx *c, size_t k);

/* The start and end of every parse (parse.c): begin sets every part of
 * url absent and c to "no error" on the input; end clears the parts
 * again on an error, fills *err (when not NULL) and returns the code. */
void url1738__begin(struct url1738__ctx *c, const char *p, size_t len,
                    struct url1738_url *url, enum url1738_spec spec);
enum url1738_code url1738__end(struct url1738__ctx *c,
                               struct url1738_error *err);

/* Sets every part but the scheme absent (parse.c). */
void url1738__clear_parts(struct url1738_url *url);

/* RFC 3986 3.2.2: whether p[0..len) is exactly an IPv4address,
 * dec-octet "." dec-octet "." dec-octet "." dec-octet (rfc3986.c). */
int url1738__ipv4address(const unsigned char *p, size_t len);

/* Expects the literal "//" at i (after "scheme:"): hostport.c. */
enum url1738_code url1738__slashes(struct url1738__ctx *c, size_t i);

static inline struct url1738_span url1738__span(size_t off, size_t len)
{
    struct url1738_span s;
    s.off = off;
    s.len = len;
    return s;
}

#define URL1738__NOSPAN url1738__span(URL1738_ABSENT, 0)

/* A fast path's success: *err (when asked for) says no error. */
static inline enum url1738_code url1738__ok(struct url1738_error *err)
{
    if (err != NULL) {
        err->code = URL1738_OK;
        err->offset = 0;
        err->message = "no error";
    }
    return URL1738_OK;
}

#endif /* URL1738_GRAMMAR_H */
