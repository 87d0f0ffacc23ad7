/*
 * url1738.h - Uniform Resource Locators as RFC 1738 defines them.
 *
 * The whole public API of liburl1738. Every function works on
 * (pointer, length) input that may hold any byte, NUL included, and never
 * reads outside it. Nothing here allocates, keeps global state or looks at
 * the locale, so every function is safe to call from any thread.
 *
 * Results are spans (offset, length) into the caller's input; they stay
 * valid for as long as that input does. Copies are only ever made into
 * buffers the caller provides, with their capacity, and every such function
 * reports the size it needs (a call with cap == 0 is a pure size query).
 *
 * Section numbers ("3.2.2", "5") refer to RFC 1738 unless said otherwise.
 */
#ifndef URL1738_H
#define URL1738_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__) && __GNUC__ >= 4
#define URL1738_API __attribute__((visibility("default")))
#else
#define URL1738_API
#endif

#define URL1738_VERSION_MAJOR 1
#define URL1738_VERSION_MINOR 0
#define URL1738_VERSION_PATCH 0
#define URL1738_VERSION "1.0.0"

/* url1738_version - the library's version string, e.g. "1.0.0". */
URL1738_API const char *url1738_version(void);

/* ===================================================================== */
/* Errors                                                                 */
/* ===================================================================== */

/*
 * Every error is a stable code (never renumbered, never reused), a byte
 * offset and a message. The list lives in one place, this X-macro, so the
 * enum, the names and the generic messages cannot drift apart. Codes below
 * 100 are syntax errors found by the parser; an example input follows each,
 * with "^" under the byte the offset points at ("$" for the input's end).
 */
#define URL1738_ERRORS(X)                                                    \
    X(OK, 0, "no error")                                                     \
    /* "http://h/a b"  ^ at the space: byte that is never allowed raw */     \
    X(E_MUST_ENCODE, 1, "this character must be percent-encoded")           \
    /* "http://h/%4g" ^ at 'g' */                                            \
    X(E_ESCAPE, 2, "expected two hexadecimal digits after '%'")              \
    /* "" $ ; "ht_tp:" ^ at '_' */                                           \
    X(E_SCHEME, 3, "expected a scheme name (letters, digits, '+', '-', '.')")\
    /* "http" $ */                                                           \
    X(E_COLON, 4, "expected ':' after the scheme name")                      \
    /* "http:/x" ^ at 'x' */                                                 \
    X(E_SLASHES, 5, "expected \"//\" after the scheme name")                 \
    /* "http:///" ^ at the third '/' */                                      \
    X(E_HOST, 6, "expected a host name or a host number")                    \
    /* "http://a-.b/" ^ at '.' */                                            \
    X(E_HOST_LABEL, 7,                                                       \
      "a host name label must begin and end with a letter or digit")         \
    /* "http://a.1/" ^ at '/' */                                             \
    X(E_HOST_TOPLABEL, 8,                                                    \
      "the last label of a host name must begin with a letter "              \
      "(or the host must be four dot-separated numbers)")                    \
    /* "http://h:/" ^ at '/' */                                              \
    X(E_PORT, 9, "expected a digit of the port")                             \
    /* "http://h:80x" ^ at 'x' */                                            \
    X(E_AFTER_HOST, 10, "expected ':' and a port, '/' or the end after the host") \
    /* "ftp://u:p" $ */                                                      \
    X(E_AT, 11, "expected '@' after the user name and password")             \
    /* "http://u@h/" ^ at '@' */                                             \
    X(E_NO_LOGIN, 12, "this scheme allows no user name or password")         \
    /* "ftp://u:p:q@h/" ^ at the second ':' */                               \
    X(E_USER, 13, "':', '@' and '/' must be encoded in a user name or password") \
    /* "ftp://h/a;b" ^ at 'b' */                                             \
    X(E_FTP_TYPE, 14, "expected \";type=\" followed by a, i or d")           \
    /* "ftp://h/a;type=a/" ^ at '/' */                                       \
    X(E_END, 15, "expected the end of the URL")                              \
    /* "http://h/a?b?" ^ at the second '?' */                                \
    X(E_RESERVED, 16, "this reserved character must be encoded here")        \
    /* "file://h" $ */                                                       \
    X(E_SLASH, 17, "expected '/'")                                           \
    /* "mailto:" $ */                                                        \
    X(E_MAILTO, 18, "expected an e-mail address")                            \
    /* "news:" $ ; "news:@h" ^ at '@' */                                     \
    X(E_NEWS, 19, "expected '*', a newsgroup name or a message-id")          \
    /* "news:a$b" $ (a message-id needs "@" host) */                         \
    X(E_ARTICLE, 20, "expected '@' and a host to end the message-id")        \
    /* "nntp://h/1" ^ at '1' */                                              \
    X(E_GROUP, 21, "expected a newsgroup name beginning with a letter")      \
    /* "nntp://h/g/x" ^ at 'x' */                                            \
    X(E_ARTNUM, 22, "expected a digit of the article number")                \
    /* "wais://h/db/t" $ */                                                  \
    X(E_WAIS, 23, "expected '/' and the document path after the WAIS type")  \
    /* "prospero://h/p;a" $ */                                               \
    X(E_FIELD, 24, "expected '=' after the field name")                      \
    /* "telnet://h/x" ^ at 'x' */                                            \
    X(E_TELNET, 25, "expected the end after the final '/' of a telnet URL")  \
    /* "nntp://h/g?" ^ at '?' */                                             \
    X(E_GROUP_CHAR, 26, "expected a letter, digit, '-', '.', '+' or '_' "    \
                        "of the newsgroup name, '/' or the end")             \
    /* Not syntax errors: misuse and results of the other functions. */     \
    X(E_NOSPACE, 100, "the output buffer is too small")                      \
    X(E_INVALID_ARG, 101, "invalid argument")                                \
    X(E_UNSUPPORTED, 102, "not supported for this scheme")

enum url1738_code {
#define URL1738_ENUM_(name, value, msg) URL1738_##name = value,
    URL1738_ERRORS(URL1738_ENUM_)
#undef URL1738_ENUM_
    URL1738_CODE_MAX_
};

/*
 * One error: its code, the byte offset it concerns, and a message for a
 * person. message is a static string (never freed, never NULL once an error
 * is reported); it may be more specific than url1738_strerror(code), e.g.
 * "'#' must be encoded as %23" for URL1738_E_MUST_ENCODE.
 *
 * For parse errors, offset is the 0-based offset of the leftmost byte at
 * which the input stops being a prefix of any valid URL; for an input that
 * is a proper prefix of a valid URL (such as "http://") it is the input's
 * length. It is never greater than the length.
 */
struct url1738_error {
    enum url1738_code code;
    size_t offset;
    const char *message;
};

/* url1738_strerror - the generic message of a code ("unknown error code"
 * for a value that is not one). Static string. */
URL1738_API const char *url1738_strerror(int code);

/* url1738_errname - the code's stable name without prefix, e.g.
 * "E_PORT", or NULL for a value that is not a code. */
URL1738_API const char *url1738_errname(int code);

/* ===================================================================== */
/* Character classes (5)                                                  */
/* ===================================================================== */

/* Bits of url1738_class(c): the classes of section 5's BNF. */
#define URL1738_C_LOWALPHA 0x0001u
#define URL1738_C_HIALPHA 0x0002u
#define URL1738_C_DIGIT 0x0004u
#define URL1738_C_SAFE 0x0008u       /* $ - _ . +          */
#define URL1738_C_EXTRA 0x0010u      /* ! * ' ( ) ,        */
#define URL1738_C_NATIONAL 0x0020u   /* { } | \ ^ ~ [ ] `  */
#define URL1738_C_PUNCT 0x0040u      /* < > # % "          */
#define URL1738_C_RESERVED 0x0080u   /* ; / ? : @ & =      */
#define URL1738_C_HEX 0x0100u        /* 0-9 A-F a-f        */
#define URL1738_C_CONTROL 0x0200u    /* 00-1F and 7F       */
#define URL1738_C_HIGH 0x0400u       /* 80-FF: not US-ASCII */
#define URL1738_C_SPACE 0x0800u      /* the space character */
#define URL1738_C_ALPHA (URL1738_C_LOWALPHA | URL1738_C_HIALPHA)
#define URL1738_C_UNRESERVED \
    (URL1738_C_ALPHA | URL1738_C_DIGIT | URL1738_C_SAFE | URL1738_C_EXTRA)

/* url1738_class - the class bits of one byte. */
URL1738_API unsigned url1738_class(unsigned char c);

/* ===================================================================== */
/* Parsing (5, 3.1, 3.2-3.11)                                             */
/* ===================================================================== */

/* The offset of a span that is absent (as opposed to present and empty). */
#define URL1738_ABSENT ((size_t)-1)

/* A part of the input: input[off .. off+len). off == URL1738_ABSENT (and
 * len == 0) when the part is absent; len == 0 alone means empty. */
struct url1738_span {
    size_t off;
    size_t len;
};

/* url1738_present - whether a span is present (possibly empty). */
static inline int url1738_present(struct url1738_span s)
{
    return s.off != URL1738_ABSENT;
}

/* The ten schemes of section 3; URL1738_SCHEME_OTHER is any other
 * (genericurl), URL1738_SCHEME_NONE an input with no scheme. */
enum url1738_scheme {
    URL1738_SCHEME_NONE = 0,
    URL1738_SCHEME_OTHER = 1,
    URL1738_SCHEME_FTP,
    URL1738_SCHEME_HTTP,
    URL1738_SCHEME_GOPHER,
    URL1738_SCHEME_MAILTO,
    URL1738_SCHEME_NEWS,
    URL1738_SCHEME_NNTP,
    URL1738_SCHEME_TELNET,
    URL1738_SCHEME_WAIS,
    URL1738_SCHEME_FILE,
    URL1738_SCHEME_PROSPERO
};

/* url1738_scheme_name - "ftp", "http", ... for the ten schemes; NULL for
 * URL1738_SCHEME_OTHER and NONE. */
URL1738_API const char *url1738_scheme_name(enum url1738_scheme id);

/* url1738_scheme_lookup - which of the ten schemes a name is, compared
 * case-insensitively (2.1); URL1738_SCHEME_OTHER when none. */
URL1738_API enum url1738_scheme url1738_scheme_lookup(const char *name,
                                                      size_t len);

/* url1738_default_port - the scheme's default port (ftp 21, http 80,
 * gopher 70, nntp 119, telnet 23, wais 210, prospero 1525), or 0 for a
 * scheme that has none (mailto, news, file, others). */
URL1738_API unsigned url1738_default_port(enum url1738_scheme id);

/*
 * A URL taken apart. Every span points into the parsed input.
 *
 * The common parts (3.1) are filled for the schemes that use
 * "//" login or hostport, and for any other scheme whose schemepart
 * matches ip-schemepart. path is the url-path: everything after the "/"
 * that ends the host or port, that "/" not included.
 *
 * The scheme's own parts are in the member named after it (only the one
 * for scheme_id is meaningful). All spans are raw, still percent-encoded:
 * decode them with url1738_decode().
 */
struct url1738_url {
    enum url1738_scheme scheme_id;
    struct url1738_span scheme;   /* as written: compare case-insensitively */
    struct url1738_span user;     /* 3.1: absent vs "" (ftp://@h/)          */
    struct url1738_span password;
    struct url1738_span host;     /* "" for file:///path                     */
    struct url1738_span port;     /* the digits as written                   */
    struct url1738_span path;     /* url-path, after the separating "/"      */
    union {
        struct {                  /* 3.2: ftp://login/fpath;type=t         */
            struct url1738_span fpath;  /* absent: no url-path; iterate it */
            struct url1738_span type;   /* the one letter, absent if none  */
        } ftp;
        struct {                  /* 3.3: http://hostport/hpath?search      */
            struct url1738_span hpath;
            struct url1738_span search;
        } http;
        struct {                  /* 3.4: gopher://hostport/Tselector...    */
            struct url1738_span type;     /* 1 char or an escape; absent: "1" */
            struct url1738_span selector; /* up to the first %09            */
            struct url1738_span search;   /* after the first %09            */
            struct url1738_span plus;     /* after the second %09 (gopher+) */
        } gopher;
        struct {                  /* 3.5: mailto:address                    */
            struct url1738_span address;
        } mailto;
        struct {                  /* 3.6: news:* | news:group | news:id@h  */
            int all;                      /* 1 for news:*                   */
            struct url1738_span group;
            struct url1738_span article;  /* unique@host, no brackets       */
        } news;
        struct {                  /* 3.7: nntp://hostport/group/number     */
            struct url1738_span group;
            struct url1738_span article;  /* digits, absent if none         */
        } nntp;
        struct {                  /* 3.9: the three forms                  */
            struct url1738_span database;
            struct url1738_span search;   /* waisindex                      */
            struct url1738_span wtype;    /* waisdoc                        */
            struct url1738_span wpath;    /* waisdoc                        */
        } wais;
        struct {                  /* 3.10: file://host/fpath               */
            struct url1738_span fpath;    /* after the "/"; iterate it      */
        } file;
        struct {                  /* 3.11: prospero://hostport/ppath;f=v  */
            struct url1738_span ppath;
            struct url1738_span fields;   /* ";f=v;g=w", empty if none      */
        } prospero;
    } u;
};

/*
 * url1738_parse - check one URL against RFC 1738 section 5 and split it.
 *
 * p, len   the input; any bytes, no terminator needed (p may be NULL when
 *          len is 0).
 * url      if not NULL, filled with spans into p. On error only scheme and
 *          scheme_id are meaningful (the scheme, when the input starts with
 *          scheme ":"); every other span is absent.
 * err      if not NULL, receives the first error (code URL1738_OK, offset 0
 *          and message "no error" when the URL is valid).
 *
 * A predefined scheme (the ten of section 3, compared case-insensitively)
 * must match its own production (ftpurl, httpurl, ...); any other scheme
 * must match genericurl. Returns URL1738_OK or the error's code. One pass,
 * linear in len, no allocation.
 */
URL1738_API enum url1738_code url1738_parse(const char *p, size_t len,
                                            struct url1738_url *url,
                                            struct url1738_error *err);

/* url1738_valid - url1738_parse without the parts: 1 if valid, else 0. */
URL1738_API int url1738_valid(const char *p, size_t len);

/* ===================================================================== */
/* Decoding (2.2) and iteration                                           */
/* ===================================================================== */

/*
 * url1738_decode - percent-decode src into dst.
 *
 * Writes the decoded bytes to dst (at most cap of them) and, when room is
 * left, a terminating NUL (the output itself may hold NUL bytes: use *need).
 * *need (if need is not NULL) receives the decoded length, whatever cap is;
 * cap == 0 (dst may then be NULL) is a pure size query. The decoded length
 * is never greater than len.
 *
 * Returns URL1738_OK; URL1738_E_NOSPACE when the output did not fit (dst
 * holds the first cap bytes); URL1738_E_ESCAPE when a '%' is not followed
 * by two hexadecimal digits, err->offset then being the offset in src of
 * the first byte that is not one (len when src ends too early). Any other
 * byte is copied as it is.
 */
URL1738_API enum url1738_code url1738_decode(const char *src, size_t len,
                                             char *dst, size_t cap,
                                             size_t *need,
                                             struct url1738_error *err);

/* url1738_decode_span - url1738_decode of a span of p; an absent span
 * decodes to the empty string. Error offsets are relative to p. */
URL1738_API enum url1738_code url1738_decode_span(const char *p,
                                                  struct url1738_span s,
                                                  char *dst, size_t cap,
                                                  size_t *need,
                                                  struct url1738_error *err);

/*
 * Iteration over the '/'-separated segments of an ftp fpath, an http hpath,
 * a file fpath or a prospero ppath, and over prospero's ";name=value"
 * fields, without allocation. Set it up with url1738_iter_init() on the
 * span; each call to a _next function yields one piece and returns 1, or
 * returns 0 at the end. An absent span yields nothing; a present empty span
 * yields one empty segment (fpath = fsegment *[ "/" fsegment ]).
 */
struct url1738_iter {
    size_t pos;     /* next byte to look at                  */
    size_t end;     /* end of the span                       */
    int done;       /* 1 once the last piece was yielded      */
};

URL1738_API void url1738_iter_init(struct url1738_iter *it,
                                   struct url1738_span s);

/* url1738_next_segment - the next '/'-separated segment (raw span). */
URL1738_API int url1738_next_segment(const char *p, struct url1738_iter *it,
                                     struct url1738_span *seg);

/* url1738_next_field - the next prospero fieldspec of a fields span:
 * name and value (raw spans) of ";name=value". */
URL1738_API int url1738_next_field(const char *p, struct url1738_iter *it,
                                   struct url1738_span *name,
                                   struct url1738_span *value);

/* ===================================================================== */
/* Extension sections (one per feature, kept apart so they stay readable) */
/* ===================================================================== */

/* @@ENCODE_BUILD_NORMALIZE@@ */

/* @@PLAN_LINT@@ */

/* @@EXTRACT@@ */

/* @@RESOLVE@@ */

#ifdef __cplusplus
}
#endif

#endif /* URL1738_H */
