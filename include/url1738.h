/* SPDX-License-Identifier: MIT */
/*
 * url1738.h - Uniform Resource Locators as RFC 1738 defines them.
 *
 * The whole public API of liburl1738. Every function works on
 * (pointer, length) input that may hold any byte, NUL included, and never
 * reads outside it. Nothing here allocates, keeps global state or looks at
 * the locale, so every function is safe to call from any thread.
 *
 * Contents (each section opens with a banner "N. Title"; search for it):
 *    1. Errors
 *    2. Character classes (5)
 *    3. Parsing (5, 3.1, 3.2-3.11)
 *   3b. The WHATWG reading (the URL Standard) and url1738_diff
 *    4. Decoding (2.2) and iteration
 *    5. Extension sections (one per feature, kept apart so they stay readable)
 *    6. Encoding, building, normalizing, comparing, repairing (2.2, 3)
 *    7. The vocabulary of URL parts: one list, iterated by every consumer
 *    8. Access plans (3.2-3.11) and section 6 cautions: plan.c, lint.c
 *    9. Finding URLs in free text (appendix)
 *   10. Relative URLs: resolve and relativize (RFC 1808, RFC 3986 5.2)
 *   11. Messages in three languages (docs/glossary.md)
 *   12. Hosts and queries: Public Suffix List, labels, SURT, form pairs
 *
 * Results are spans (offset, length) into the caller's input; they stay
 * valid for as long as that input does. Copies are only ever made into
 * buffers the caller provides, with their capacity.
 *
 * Output buffers: one rule for every function that writes into a caller's
 * buffer (dst, cap, need): decode, decode_span, encode, encode_spec,
 * build, build_spec, normalize, normalize_spec, repair, resolve,
 * resolve_prepared, relativize, plan_commands, plan_request, plan_path,
 * extract_url, extract_fragment, field_text.
 *   - *need (when need is not NULL) receives the exact length of the
 *     result, a terminating NUL not counted, whatever cap is.
 *   - need <= cap: URL1738_OK and the result is in dst, followed by a NUL
 *     when cap > need. At cap == need the result fits but has no NUL: to
 *     use dst as a C string, pass cap = need + 1.
 *   - need > cap: URL1738_E_NOSPACE; dst holds the result's first cap
 *     bytes and no NUL.
 *   - cap == 0 is a pure size query: dst may be NULL and is not touched.
 *   - dst == NULL with cap > 0 is URL1738_E_INVALID_ARG.
 *   - Any other error: *need is 0 and, when cap > 0, dst holds "".
 * tests/t_sizequery.c checks this rule for each of these functions.
 *
 * Section numbers ("3.2.2", "5") refer to RFC 1738 unless said otherwise.
 *
 * ABI: how this interface grows without breaking programs built against
 * an older header (liburl1738.so.1 is ABI 1 from version 1.1.0 on; 1.0.0
 * made no ABI promise):
 *
 *   - Every struct the caller allocates and the library reads or writes
 *     (url1738_url, url1738_parts, url1738_plan, url1738_warning,
 *     url1738_change, url1738_found, url1738_rel, url1738_extract) begins
 *     with "size_t size", which the caller sets to its own sizeof: use the
 *     struct's initializer macro (struct url1738_url u = URL1738_URL_INIT;)
 *     or set it by hand. For an array (warnings, changes) the first
 *     element's size is read: it is the stride of the whole array.
 *   - Members are only ever appended. The library reads and writes only
 *     min(size, its own sizeof) bytes: a member the caller's struct does
 *     not have is treated as absent, one the library does not know is
 *     left alone. A size smaller than ABI 1's struct is refused with
 *     URL1738_E_INVALID_ARG and a message saying which initializer to use.
 *   - url1738_error, url1738_span, url1738_bytes and url1738_iter have no
 *     size: they are small values passed by the million (every call takes
 *     an error; url1738_found holds one by value), frozen as they are.
 *     More error information will come through new functions, never new
 *     members; another way of iterating would be a new type.
 *   - The extractor's state is opaque: only its size and a reserve of
 *     bytes are public (url1738_extract_init()).
 *   - Enumerations have no public end markers; counts come from functions
 *     (url1738_part_count(), url1738_warn_count(), url1738_field_count()).
 *     Codes and IDs are never renumbered or reused.
 *   - `make abi-check` (part of `make test`) compares the exported symbols
 *     and every public struct's size and member offsets with
 *     abi/liburl1738.abi and fails on any difference; abi/README says how
 *     to record a deliberate, compatible change.
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
#define URL1738_VERSION_MINOR 2
#define URL1738_VERSION_PATCH 0
#define URL1738_VERSION "1.2.0"

/* url1738_version - the library's version string, e.g. "1.1.0". */
URL1738_API const char *url1738_version(void);

/*
 * URL1738_INIT_(type) - an initializer of a struct with a size member:
 * every member zero (every span absent, see below) and size its sizeof.
 * The structs' own macros (URL1738_URL_INIT, ...) are this.
 */
#ifdef __cplusplus
} /* extern "C" */
template <class T> inline T url1738_init_()
{
    T v = T();
    v.size = sizeof(T);
    return v;
}
#define URL1738_INIT_(type) url1738_init_<struct type>()
extern "C" {
#else
#define URL1738_INIT_(type) { .size = sizeof(struct type) }
#endif

/* ===================================================================== */
/* 1. Errors                                                              */
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
    /* RFC 3986 reading (url1738_parse_spec), section numbers RFC 3986's.  */ \
    /* "http://[1:2]/" ^ at ']' (3.2.2: 8 groups, or "::")               */ \
    X(E_IPV6, 27, "expected an IPv6 address: up to 8 groups of 1 to 4 hex "   \
                  "digits separated by ':', one '::' for the groups left out") \
    /* "http://[::1.2.3.256]/" ^ at '6' */                                    \
    X(E_IPV4, 28, "expected a number 0-255 without leading zeros in the "     \
                  "IPv4 part of the IPv6 address")                            \
    /* "http://[v1]/" ^ at ']' */                                             \
    X(E_IPVFUTURE, 29, "expected an IPvFuture literal: 'v', hex digits, '.', " \
                       "then letters, digits, '-._~', sub-delims or ':'")     \
    /* "http://h[/" ^ at '[' */                                               \
    X(E_AUTHORITY, 30, "expected '@', ':' and a port, '/', '?', '#' or the "  \
                       "end in the authority")                                \
    /* reference "1a:b" ^ at ':' (URI-reference)                       */\
    X(E_SEGMENT_COLON, 31, "':' is not allowed in the first segment of a "    \
                           "relative path (write \"./\" before it)")          \
    /* WHATWG reading (url1738_whatwg_parse); the standard's failure    */ \
    /* names in the messages. "a" with no base $                       */ \
    X(E_WHATWG_RELATIVE, 32, "missing-scheme-non-relative-URL: no scheme, "   \
      "and no base URL it can be relative to (give a base, or a scheme)")     \
    /* "http://u@/" ^ at '/' ; "http:///" $                            */ \
    X(E_WHATWG_HOST_MISSING, 33, "host-missing: this scheme needs a host")    \
    /* "http://h:8x/" ^ at 'x'                                         */ \
    X(E_WHATWG_PORT, 34, "port-invalid: the port must be digits only")        \
    /* "http://h:65536/" ^ at '6'                                      */ \
    X(E_WHATWG_PORT_RANGE, 35, "port-out-of-range: the port is over 65535")   \
    /* "http://a<b/" ^ at the host                                     */ \
    X(E_WHATWG_HOST_CHAR, 36, "host-invalid-code-point: the host holds a "    \
      "code point no host may hold (encode it, or remove it)")                \
    /* "http://1.2.3.256/" ^ at the host                               */ \
    X(E_WHATWG_IPV4, 37, "the host ends in a number, so it must be an IPv4 "  \
      "address, and it is not one (ipv4-too-many-parts, "                     \
      "ipv4-non-numeric-part or ipv4-out-of-range-part)")                     \
    /* "http://[1::2::3]/" ^ at the host                               */ \
    X(E_WHATWG_IPV6, 38, "the host in brackets is not an IPv6 address")       \
    /* "http://xn--a/" ^ at the host                                   */ \
    X(E_WHATWG_IDNA, 39, "domain-to-ASCII: UTS #46 refuses this domain")      \
    /* "http://\xc3\xa9/" in a build without ICU (make ICU=0)           */ \
    X(E_WHATWG_NO_ICU, 40, "this domain is not ASCII, and this build has no " \
      "IDNA (ICU): write it in Punycode (xn--), or build with ICU")           \
    /* Not syntax errors: misuse and results of the other functions. */     \
    X(E_NOSPACE, 100, "the output buffer is too small")                      \
    X(E_INVALID_ARG, 101, "invalid argument")                                \
    X(E_UNSUPPORTED, 102, "not supported for this scheme")                   \
    /* "ftp://h/a%0D%0AQUIT" ^ at the first '%' (plan, 6) */                \
    X(E_PLAN_DELIMITER, 200,                                                 \
      "an escape decodes to CR, LF or NUL in a field that is sent")          \
    /* "gopher://h/1a%0Db" ^ at '%' (plan, 6) */                             \
    X(E_PLAN_GOPHER, 201,                                                    \
      "an escape decodes to a Gopher delimiter in a selector, search or "    \
      "gopher+ string")                                                      \
    /* "http://h:0/" ^ at '0' (plan) */                                      \
    X(E_PLAN_PORT, 202, "the port is 0 or over 65535")                       \
    /* e-mail "a\r\nb" given to url1738_plan() (offset in it) */              \
    X(E_PLAN_EMAIL, 203, "the e-mail address holds a control byte, DEL or "  \
      "0xFF")                                                                \
    /* "ftp://h/a%09b" ^ at '%' (plan, 6; RFC 959 over Telnet) */          \
    X(E_PLAN_CONTROL, 204, "an escape decodes to a control byte, DEL or "    \
      "0xFF in an FTP or NNTP command argument")                             \
    /* "news:a%3Eb@h" ^ at '%' (plan, 6; RFC 822, 1036) */                  \
    X(E_PLAN_MESSAGE_ID, 205,                                                \
      "the news message-id is not a well-formed RFC 822 msg-id")             \
    /* "mailto:a%3E%20x@y" ^ at '%' (plan, 6; RFC 822) */                   \
    X(E_PLAN_ADDRESS, 206,                                                   \
      "the mailto address is not a well-formed RFC 822 addr-spec")          \
    /* "gopher://h:25/0x" ^ at '2' (plan, 6) */                              \
    X(E_PLAN_RESERVED_PORT, 207, "the port is in the reserved range 1-1023 " \
      "and is not the scheme's default")                                     \
    /* "gopher://h:7070/1s%09+%091%0D%0A+-1%0D%0A.%0D%0A" ^ at '7' (3.4.9) */ \
    X(E_PLAN_ASK_PORT, 208, "a gopher+ ASK block is sent only to the "       \
      "default port")                                                        \
    /* build: nntp article "12a" */                                          \
    X(E_BUILD_VALUE, 300, "this part's value cannot be written in a URL")    \
    /* build: an http URL with a user */                                     \
    X(E_BUILD_PART, 301, "this scheme has no such part")                     \
    /* build: a gopher+ string without a search */                           \
    X(E_BUILD_MISSING, 302, "a part this one needs is missing")              \
    /* repair: "http:x y" is refused at 'x' (no "//") */                     \
    X(E_UNREPAIRABLE, 303, "this input cannot be repaired into a URL")  \
    /* "<URL:http://h/a" $ (extract: no '>' before the end) */             \
    X(E_UNCLOSED, 400, "the <URL: or < wrapper is not closed by '>'")     \
    /* extract: a candidate over URL1738_EXTRACT_MAX bytes */              \
    X(E_TOO_LONG, 401, "the URL is longer than the extractor keeps")        \
    /* resolve: base "a/b" (no scheme), offset 0 in the base */             \
    X(E_BASE_RELATIVE, 500, "the base URL must begin with a scheme and ':'") \
    /* resolve: base "mailto:a@b", reference "x" (RFC 1808 2.3) */           \
    X(E_NOT_HIERARCHICAL, 501,                                               \
      "a relative reference has no meaning against this base (no \"//\", "  \
      "or mailto, news, telnet)")                                            \
    /* relativize: target "b/c" (no scheme), offset 0 in the target */      \
    X(E_TARGET_RELATIVE, 502,                                                \
      "the target URL must begin with a scheme and ':'")                     \
    /* relativize, RFC 3986 mode: target "http://a/b/../c" ^ at the path */ \
    X(E_NO_REFERENCE, 503, "no reference resolves to this target: RFC 3986 " \
                           "resolution removes its '.' and '..' segments")

enum url1738_code {
#define URL1738_ENUM_(name, value, msg) URL1738_##name = value,
    URL1738_ERRORS(URL1738_ENUM_)
#undef URL1738_ENUM_
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

/* The languages of the messages (see "Messages in three languages"
 * below): RFC 1738's English and its Japanese and Chinese translations. */
enum url1738_lang {
    URL1738_LANG_EN = 0,        /* English, the messages as written      */
    URL1738_LANG_JA = 1,        /* Japanese (rfc1738.ja.txt's terms)      */
    URL1738_LANG_ZH_HANT = 2    /* Chinese, Traditional characters
                                   (rfc1738.zh-hant.txt's terms)         */
};

/* url1738_strerror - the generic message of a code ("unknown error code"
 * for a value that is not one). Static string. */
URL1738_API const char *url1738_strerror(int code);

/* url1738_errname - the code's stable name without prefix, e.g.
 * "E_PORT", or NULL for a value that is not a code. */
URL1738_API const char *url1738_errname(int code);

/* ===================================================================== */
/* 2. Character classes (5)                                               */
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
/* 3. Parsing (5, 3.1, 3.2-3.11)                                          */
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
 * Readings: which standard a URL is read by (url1738_parse_spec()).
 *
 *   URL1738_SPEC_RFC1738    RFC 1738 section 5 (the default everywhere).
 *   URL1738_SPEC_RFC3986    RFC 3986 appendix A, production URI:
 *                           scheme ":" hier-part [ "?" query ]
 *                           [ "#" fragment ].
 *   URL1738_SPEC_RFC3986_REFERENCE  RFC 3986's URI-reference: a URI, or
 *                           a relative-ref (no scheme, path-noscheme).
 *   URL1738_SPEC_WHATWG     the WHATWG URL Standard, as browsers and
 *                           Node.js read URLs: url1738_whatwg_parse().
 *                           Its URL is a serialization with spans, not
 *                           a struct url1738_url: the functions above
 *                           that fill one refuse it (E_INVALID_ARG).
 */
enum url1738_spec {
    URL1738_SPEC_RFC1738 = 0,
    URL1738_SPEC_RFC3986 = 1,
    URL1738_SPEC_RFC3986_REFERENCE = 2,
    URL1738_SPEC_WHATWG = 3     /* the WHATWG URL Standard's basic URL
                                   parser: url1738_whatwg_parse()      */
};

/* url1738_spec_name - "rfc1738", "rfc3986", "rfc3986-reference", "whatwg"; NULL for
 * a value that is not a reading. Static string. */
URL1738_API const char *url1738_spec_name(enum url1738_spec spec);

/* url1738_spec_lookup - the reading called name[0..len) (as
 * url1738_spec_name() gives it, exact), or -1 when there is none. */
URL1738_API int url1738_spec_lookup(const char *name, size_t len);

/* What the host of a URL is (RFC 3986 3.2.2). Under RFC 1738 a host is
 * "ipv4" when it is also an RFC 3986 IPv4address, else "reg-name". */
enum url1738_host_type {
    URL1738_HOST_NONE = 0,      /* no host (no authority)                 */
    URL1738_HOST_IPV4,          /* IPv4address: dec-octet "." x 4        */
    URL1738_HOST_IPV6,          /* "[" IPv6address "]"                    */
    URL1738_HOST_IPVFUTURE,     /* "[" IPvFuture "]"                      */
    URL1738_HOST_REG_NAME       /* reg-name, possibly empty               */
};

/* url1738_host_type_name - "ipv4", "ipv6", "ipvfuture", "reg-name"; NULL
 * for URL1738_HOST_NONE and any other value. Static string. */
URL1738_API const char *url1738_host_type_name(enum url1738_host_type t);

/*
 * url1738_scheme_port - the default port of a scheme named
 * name[0..len) (case-insensitive), or 0 for none. Under RFC 1738 the ten
 * schemes' (url1738_default_port()); under RFC 3986 also https 443, ws 80,
 * wss 443, ftps 990, imap 143, pop 110, ldap 389, ldaps 636, rtsp 554,
 * sip 5060, smtp 25, ssh 22, irc 194.
 */
URL1738_API unsigned url1738_scheme_port(const char *name, size_t len,
                                         enum url1738_spec spec);

/*
 * The scheme's own parts of a URL (member u of url1738_url): the member
 * named after the scheme is filled (url1738_url.parts_of says which).
 * Frozen as 1.1.0 laid it out: it never grows (a new scheme's parts go
 * into new members of url1738_url, appended after its last one).
 */
union url1738_scheme_parts {
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
    struct {                  /* 5: genericurl, any other scheme        */
        struct url1738_span schemepart; /* after ':' when it is not an
                                           ip-schemepart (then login
                                           and path hold it), else
                                           absent                    */
    } other;
};

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
    size_t size;                  /* URL1738_URL_INIT: sizeof, set by the
                                     caller (see ABI at the top)         */
    enum url1738_scheme scheme_id;
    struct url1738_span scheme;   /* as written: compare case-insensitively */
    struct url1738_span user;     /* 3.1: absent vs "" (ftp://@h/)          */
    struct url1738_span password;
    struct url1738_span host;     /* "" for file:///path                     */
    struct url1738_span port;     /* the digits as written                   */
    struct url1738_span path;     /* url-path, after the separating "/"      */
    union url1738_scheme_parts u;
    /* Members up to u are 1.1.0's, also frozen as struct
     * url1738_url_1_1 (url1738_plan holds that, never this struct, which
     * grows). Appended in 1.2.0 for the RFC 3986 reading
     * (url1738_parse_spec()); later members go after the last one. */
    enum url1738_spec spec;          /* the reading that filled this      */
    enum url1738_scheme parts_of;    /* which member of u is filled: the
                                        scheme's own, URL1738_SCHEME_HTTP
                                        for https under RFC 3986, NONE
                                        when u holds nothing             */
    enum url1738_host_type host_type;
    struct url1738_span userinfo;    /* RFC 3986: before "@", raw        */
    struct url1738_span query;       /* RFC 3986: after "?", up to "#"   */
    struct url1738_span fragment;    /* RFC 3986: after "#"              */
    unsigned default_port;           /* the reading's url1738_scheme_port()
                                        of the scheme, 0 for none        */
};

#define URL1738_URL_INIT URL1738_INIT_(url1738_url)

/*
 * url1738_url as 1.1.0 laid it out, frozen: its members are url1738_url's
 * first ones, at the same offsets, and it never grows. A struct that
 * holds a URL by value holds this (url1738_plan.url), so that a member
 * appended to url1738_url moves nothing after it; the whole URL comes
 * through a pointer to a caller's url1738_url (url1738_plan.full).
 * size is sizeof(struct url1738_url_1_1) when the library fills it.
 */
struct url1738_url_1_1 {
    size_t size;
    enum url1738_scheme scheme_id;
    struct url1738_span scheme;
    struct url1738_span user;
    struct url1738_span password;
    struct url1738_span host;
    struct url1738_span port;
    struct url1738_span path;
    union url1738_scheme_parts u;
};

/*
 * url1738_parse - check one URL against RFC 1738 section 5 and split it.
 *
 * p, len   the input; any bytes, no terminator needed (p may be NULL when
 *          len is 0).
 * url      if not NULL, filled with spans into p; its size must be set
 *          (URL1738_URL_INIT), else URL1738_E_INVALID_ARG. On error only
 *          scheme and scheme_id are meaningful (the scheme, when the input
 *          starts with scheme ":"); every other span is absent.
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

/*
 * url1738_parse_spec - url1738_parse() under a chosen reading.
 *
 * URL1738_SPEC_RFC1738 is url1738_parse(). Under URL1738_SPEC_RFC3986
 * the input must match RFC 3986 appendix A's URI (under
 * URL1738_SPEC_RFC3986_REFERENCE its URI-reference), and url is filled
 * by RFC 3986's parts:
 *
 *   scheme     as written (absent for a relative reference)
 *   userinfo   before "@" in the authority; user and password are it
 *              split at its first ":" (password absent without one)
 *   host       as written, "[" and "]" of an IP-literal included; absent
 *              without an authority, empty for "x://" ; host_type says
 *              which rule it matched (an IPv4address is never reg-name)
 *   port       the digits after ":", possibly empty; absent without ":"
 *   path       RFC 3986's path, its leading "/" included; always present
 *   query      after the first "?" up to "#"; fragment after the "#"
 *
 * The union u keeps the scheme-specific parts where that helps: for http
 * and https, u.http.hpath is the path after its leading "/" (absent when
 * the path does not begin with "/") and u.http.search the query; for the
 * other nine schemes of RFC 1738 section 3, u holds their parts when the
 * URL also matches that scheme's RFC 1738 production. url->parts_of
 * says which member is filled.
 *
 * Errors follow the same rule as url1738_parse(): the offset is the
 * leftmost byte at which the input stops being a prefix of any valid URI
 * (URI-reference), the input's length for a proper prefix. Returns
 * URL1738_OK, the error's code, or URL1738_E_INVALID_ARG for a spec that
 * is not a reading. One pass, linear in len, no allocation.
 *
 * URL1738_SPEC_WHATWG: with url NULL, whether url1738_whatwg_parse()
 * accepts the input (its error in err); a url to fill is refused with
 * URL1738_E_INVALID_ARG (that reading's parts are struct url1738_whatwg's).
 */
URL1738_API enum url1738_code url1738_parse_spec(const char *p, size_t len,
                                                 enum url1738_spec spec,
                                                 struct url1738_url *url,
                                                 struct url1738_error *err);

/* url1738_valid_spec - url1738_parse_spec without the parts: 1 if valid
 * (under URL1738_SPEC_WHATWG too). */
URL1738_API int url1738_valid_spec(const char *p, size_t len,
                                   enum url1738_spec spec);

/* ===================================================================== */
/* 3b. The WHATWG reading (the URL Standard) and url1738_diff             */
/* ===================================================================== */

/* The host of a URL under the URL Standard ("host" of its URL record). */
enum url1738_whatwg_host {
    URL1738_WHATWG_HOST_NULL = 0,   /* no host ("mailto:a", "foo:/p")     */
    URL1738_WHATWG_HOST_DOMAIN,     /* a domain, ASCII after IDNA         */
    URL1738_WHATWG_HOST_IPV4,       /* an IPv4 address, dotted decimal    */
    URL1738_WHATWG_HOST_IPV6,       /* an IPv6 address, "[...]" compressed */
    URL1738_WHATWG_HOST_OPAQUE,     /* a non-special scheme's opaque host */
    URL1738_WHATWG_HOST_EMPTY       /* the empty host ("file:///p")       */
};

/* url1738_whatwg_host_name - "domain", "ipv4", "ipv6", "opaque", "empty";
 * NULL for URL1738_WHATWG_HOST_NULL and any other value. */
URL1738_API const char *url1738_whatwg_host_name(enum url1738_whatwg_host t);

/*
 * A URL under the URL Standard: every span points into the serialization
 * (the href) that url1738_whatwg_parse() wrote into the caller's buffer,
 * never into the input. As the URL API serializes the parts:
 *   scheme     without ":" (lower-cased)
 *   username, password  present, possibly empty
 *   host       the serialized host; absent when the URL has none (null)
 *   port       the digits; absent when null or the scheme's default
 *   path       the serialized path (an opaque path as it is); "/."
 *              written in front of a path beginning with "//" when the
 *              URL has no host is not part of it
 *   query      after "?"; fragment after "#"; absent when null
 */
struct url1738_whatwg {
    size_t size;                    /* URL1738_WHATWG_INIT               */
    struct url1738_span href;       /* the whole serialization, off 0    */
    struct url1738_span scheme;
    struct url1738_span username;
    struct url1738_span password;
    struct url1738_span host;
    struct url1738_span port;
    struct url1738_span path;
    struct url1738_span query;
    struct url1738_span fragment;
    enum url1738_whatwg_host host_type;
    int special;                    /* ftp, file, http, https, ws, wss   */
    int opaque_path;                /* a path that is one string ("a:b") */
    unsigned port_number;           /* the port, 0 when port is absent   */
    unsigned default_port;          /* the scheme's (80, 443, 21), or 0  */
};

#define URL1738_WHATWG_INIT URL1738_INIT_(url1738_whatwg)

/*
 * url1738_whatwg_parse - the URL Standard's basic URL parser: read one
 * input as browsers and Node.js (new URL(input, base)) do, and write its
 * serialization (the href) into dst.
 *
 * p, len     the input (UTF-8; an ill-formed sequence reads as U+FFFD, as
 *            the standard's UTF-8 decode does). Leading and trailing C0
 *            controls and spaces are ignored, and tabs and newlines
 *            anywhere, as the standard says.
 * base_href, base  the base URL, or both NULL: a URL this function filled
 *            before (base) and the buffer it wrote (base_href), which
 *            must be unchanged. A relative input needs one.
 * dst, cap, need  the href, under the size rule at the top of this file.
 * url        if not NULL, filled with spans into dst (size set:
 *            URL1738_WHATWG_INIT) when the result is URL1738_OK.
 * err        the failure: code, the byte offset in p where the standard's
 *            algorithm fails (for a host, where the host begins), and a
 *            message naming the standard's failure.
 *
 * Hosts: a domain goes through UTS #46 ToASCII (CheckBidi, CheckJoiners,
 * nontransitional; hyphens and DNS lengths not checked), by ICU when the
 * library was built with it (the default; see docs/grammar.md for the
 * Unicode version), else a domain that is not ASCII after percent-decoding
 * (or has a label beginning "xn--") is refused with
 * URL1738_E_WHATWG_NO_ICU. ASCII domains never reach ICU.
 *
 * Returns URL1738_OK, URL1738_E_NOSPACE, one of the URL1738_E_WHATWG_*
 * failures, or URL1738_E_INVALID_ARG. No allocation by this library (ICU,
 * for a domain that is not ASCII, allocates inside itself); thread-safe.
 * Linear in len, whatever cap is: a size query of a path that climbs out
 * of deep directories ("a/b/../..") reads its segments back once, at the
 * path's end.
 */
URL1738_API enum url1738_code url1738_whatwg_parse(
    const char *p, size_t len, const char *base_href,
    const struct url1738_whatwg *base, char *dst, size_t cap, size_t *need,
    struct url1738_whatwg *url, struct url1738_error *err);

/*
 * url1738_whatwg_field - field i of the vocabulary (URL1738_FIELDS) as
 * the WHATWG reading has it, for a URL that url1738_whatwg_parse() wrote
 * into href: scheme, user (the username), password, host, port, path,
 * query and fragment are spans of href (the URL API's values, without
 * ':', '?', '#'); host_type is url1738_whatwg_host_name()'s static text.
 * Returns 1 with *text and *len set, 0 when the URL has none (null: an
 * absent host, port, query or fragment), -1 when the field is no part of
 * this reading (a scheme's own parts, userinfo, the derived ones).
 */
URL1738_API int url1738_whatwg_field(const char *href,
                                     const struct url1738_whatwg *u,
                                     size_t i, const char **text,
                                     size_t *len);

/*
 * url1738_whatwg_idna - which IDNA the WHATWG reading has: "ICU 72.1,
 * Unicode 15.0" (the library found at run time), or NULL when it has
 * none (built with ICU=0, or ICU cannot be loaded). Static string.
 */
URL1738_API const char *url1738_whatwg_idna(void);

/* ===================================================================== */
/* Where the readings part: url1738_diff()                                */
/* ===================================================================== */

/* The members url1738_diff() compares, in the order it reports them. */
enum url1738_diff_member {
    URL1738_DIFF_VALID = 0,     /* whether the reading accepts the input */
    URL1738_DIFF_SCHEME,
    URL1738_DIFF_USERINFO,
    URL1738_DIFF_HOST,
    URL1738_DIFF_PORT,
    URL1738_DIFF_PATH,
    URL1738_DIFF_QUERY,
    URL1738_DIFF_FRAGMENT
};

/* The bit of a member in url1738_diff()'s disagree set. */
#define URL1738_DIFF_BIT(m) (1u << (unsigned)(m))
/* The members that say where a request goes: when two readings differ on
 * one of them, they would send it to different places. */
#define URL1738_DIFF_AUTHORITY                                             \
    (URL1738_DIFF_BIT(URL1738_DIFF_SCHEME)                                 \
     | URL1738_DIFF_BIT(URL1738_DIFF_USERINFO)                             \
     | URL1738_DIFF_BIT(URL1738_DIFF_HOST)                                 \
     | URL1738_DIFF_BIT(URL1738_DIFF_PORT))

/* url1738_diff_member_name - "valid", "scheme", "userinfo", "host",
 * "port", "path", "query", "fragment"; NULL for any other value. */
URL1738_API const char *url1738_diff_member_name(enum url1738_diff_member m);

/*
 * One reading of an input, as url1738_diff() fills it. The spans point
 * into url1738_diff()'s buffer, which holds the reading's own normal form
 * of the input: url1738_normalize() under RFC 1738,
 * url1738_normalize_spec() under RFC 3986, the href under WHATWG. Read a
 * member's value as it is compared with url1738_diff_value().
 */
struct url1738_reading {
    size_t size;                 /* URL1738_READING_INIT                 */
    enum url1738_spec spec;      /* set by the caller: URL1738_SPEC_RFC1738,
                                    _RFC3986 or _WHATWG                  */
    enum url1738_code code;      /* URL1738_OK when the reading accepts  */
    struct url1738_error error;  /* its error otherwise                  */
    struct url1738_span text;    /* the normal form in the buffer        */
    struct url1738_span scheme;
    struct url1738_span userinfo; /* absent when there is none, or empty */
    struct url1738_span host;
    struct url1738_span port;    /* the digits written; absent if none   */
    struct url1738_span path;    /* the path as RFC 3986 delimits it, "/"
                                    included; RFC 1738's "?" of a scheme
                                    other than http stays in it        */
    struct url1738_span query;
    struct url1738_span fragment;
    unsigned port_number;        /* the port, else the scheme's default
                                    (url1738_scheme_port(), RFC 3986's
                                    table, for every reading), 0: none  */
};

#define URL1738_READING_INIT URL1738_INIT_(url1738_reading)

/*
 * url1738_diff - read p[0..len) under each of the n readings r[k].spec
 * (r is an array; its first element's size is the stride) and say on
 * which members two readings that both accept it differ.
 *
 * buf, cap, need  the readings' normal forms, one after the other, under
 *            the size rule at the top of this file.
 * disagree   receives the set of URL1738_DIFF_BIT(member): VALID when the
 *            readings' verdicts differ; another member when two readings
 *            that accept the input give it different values, compared as
 *            url1738_diff_value() writes them (scheme and host lower-cased,
 *            escapes of unreserved characters decoded and the others'
 *            hex digits upper-cased, an empty path after an authority
 *            read as "/", no userinfo and an empty one alike, an empty
 *            password and none alike ("u:" is "u"), the port as
 *            a number with the default applied). (*disagree &
 *            URL1738_DIFF_AUTHORITY) != 0: the readings would send the
 *            request to different places.
 *
 * Returns URL1738_OK (whatever the readings say: their verdicts are in
 * r[k].code), URL1738_E_NOSPACE (need says how much buf must hold; r and
 * disagree are not filled) or URL1738_E_INVALID_ARG. No allocation.
 */
URL1738_API enum url1738_code url1738_diff(const char *p, size_t len,
                                           struct url1738_reading *r,
                                           size_t n, char *buf, size_t cap,
                                           size_t *need, unsigned *disagree);

/*
 * url1738_diff_value - the value of member m of reading r (filled by
 * url1738_diff() with buf) as url1738_diff() compares it, into dst under
 * the size rule; *present (when not NULL) is 0 for a member the reading
 * has not (JSON null: nothing is written, *need is 0), else 1. The port
 * is written in decimal. URL1738_DIFF_VALID has no value (present 0).
 * Returns URL1738_OK, URL1738_E_NOSPACE or URL1738_E_INVALID_ARG.
 */
URL1738_API enum url1738_code url1738_diff_value(
    const struct url1738_reading *r, const char *buf,
    enum url1738_diff_member m, char *dst, size_t cap, size_t *need,
    int *present);

/* ===================================================================== */
/* 4. Decoding (2.2) and iteration                                        */
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
/* 5. Extension sections (one per feature, kept apart so they stay readable)*/
/* ===================================================================== */

/* ===================================================================== */
/* 6. Encoding, building, normalizing, comparing, repairing (2.2, 3)     */
/* ===================================================================== */

/*
 * The parts of a URL that hold encoded text, one per production of
 * section 5 (the name url1738_part_name() gives in parentheses). Each
 * allows some octets raw; url1738_encode() escapes every other octet:
 * '%', the unsafe and non-graphic octets, 8-bit octets and the reserved
 * characters the production does not allow (2.2).
 */
enum url1738_part {
    URL1738_PART_USER = 0,      /* (user) 3.1: uchar ; ? & =             */
    URL1738_PART_PASSWORD,      /* (password) same as user               */
    URL1738_PART_HOST,          /* (host) alpha digit - . (no escapes)   */
    URL1738_PART_FTP_SEGMENT,   /* (ftp_segment) uchar ? : @ & =         */
    URL1738_PART_HTTP_SEGMENT,  /* (http_segment) uchar ; : @ & =        */
    URL1738_PART_HTTP_SEARCH,   /* (http_search) uchar ; : @ & =         */
    URL1738_PART_GOPHER_TYPE,   /* (gopher_type) xchar                   */
    URL1738_PART_GOPHER_SELECTOR, /* (gopher_selector) xchar             */
    URL1738_PART_GOPHER_SEARCH, /* (gopher_search) xchar                 */
    URL1738_PART_GOPHER_PLUS,   /* (gopher_plus) xchar                   */
    URL1738_PART_MAILTO_ADDRESS, /* (mailto_address) xchar               */
    URL1738_PART_NEWS_GROUP,    /* (news_group) alpha digit - . + _      */
    URL1738_PART_NEWS_ARTICLE,  /* (news_article) unique "@" host: the
                                   unique part (before the last '@') as
                                   uchar ; / ? : & =, the host raw      */
    URL1738_PART_NNTP_GROUP,    /* (nntp_group) as news_group            */
    URL1738_PART_WAIS_DATABASE, /* (wais_database) uchar                 */
    URL1738_PART_WAIS_SEARCH,   /* (wais_search) uchar ; : @ & =         */
    URL1738_PART_WAIS_WTYPE,    /* (wais_wtype) uchar                    */
    URL1738_PART_WAIS_WPATH,    /* (wais_wpath) uchar                    */
    URL1738_PART_FILE_SEGMENT,  /* (file_segment) as ftp_segment         */
    URL1738_PART_PROSPERO_SEGMENT, /* (prospero_segment) as ftp_segment  */
    URL1738_PART_PROSPERO_FIELDNAME, /* (prospero_fieldname) uchar ? : @ & */
    URL1738_PART_PROSPERO_FIELDVALUE, /* (prospero_fieldvalue) as name   */
    URL1738_PART_XCHAR,         /* (xchar) genericurl schemepart: all of
                                   unreserved and reserved              */
    URL1738_PART_UCHAR,         /* (uchar) unreserved only               */
    /* Appended: the components of RFC 3986 (its appendix A), encoded by
     * its rules by every function (url1738_encode() too: they have no
     * RFC 1738 meaning to differ from). Under an RFC 3986 reading
     * (url1738_encode_spec()), user and password above are userinfo split
     * at its first ':' and host is a reg-name. */
    URL1738_PART_USERINFO,      /* (userinfo) unreserved sub-delims ":"  */
    URL1738_PART_REG_NAME,      /* (reg_name) unreserved sub-delims      */
    URL1738_PART_SEGMENT,       /* (segment) pchar: unreserved sub-delims
                                   ":" "@"                               */
    URL1738_PART_SEGMENT_NZ_NC, /* (segment_nz_nc) a relative path's first
                                   segment: pchar but ":"                */
    URL1738_PART_PATH,          /* (path) pchar and "/"                  */
    URL1738_PART_QUERY,         /* (query) pchar "/" "?"                 */
    URL1738_PART_FRAGMENT       /* (fragment) pchar "/" "?"              */
};

/* url1738_part_count - the number of parts (0 .. count - 1 are parts). */
URL1738_API size_t url1738_part_count(void);

/* url1738_part_name - the part's name ("ftp_segment", ...), NULL for a
 * value that is not a part. Static string. */
URL1738_API const char *url1738_part_name(enum url1738_part part);

/* url1738_part_lookup - the part called name[0..len) (exact, lower case),
 * or -1 when there is none. */
URL1738_API int url1738_part_lookup(const char *name, size_t len);

/* url1738_must_escape - 1 if octet c must be escaped in part, else 0 (1
 * for every octet when part is not a part). '%' always must. RFC 1738's
 * rules (url1738_must_escape_spec() with URL1738_SPEC_RFC1738); the
 * parts of RFC 3986 only follow RFC 3986's. */
URL1738_API int url1738_must_escape(enum url1738_part part, unsigned char c);

/* url1738_must_escape_spec - url1738_must_escape() under a reading: 1
 * for every octet when the reading has no such part. */
URL1738_API int url1738_must_escape_spec(enum url1738_spec spec,
                                         enum url1738_part part,
                                         unsigned char c);

/*
 * url1738_encode - percent-encode src[0..len) for use as part (2.2).
 *
 * Every octet url1738_must_escape() names becomes "%" and two upper-case
 * hex digits; the others are copied. URL1738_PART_NEWS_ARTICLE is the one
 * exception: the octets after the last '@' (the host) are copied as they
 * are. url1738_decode() of the result gives src back.
 *
 * A value the part cannot hold is refused, as url1738_encode_check()
 * says: a host (and a message-id's host) holds no escape, so an octet
 * outside letters, digits, '-' and '.' cannot be written in it; a
 * newsgroup name is a letter, then letters, digits, '-', '.', '+', '_'.
 *
 * dst, cap, need  by the rule of "Output buffers" above.
 *
 * Returns URL1738_OK, URL1738_E_NOSPACE, URL1738_E_BUILD_VALUE for a
 * value the part cannot hold, or URL1738_E_INVALID_ARG for an unknown
 * part or src NULL with len > 0. Linear, no allocation, thread-safe.
 */
/* url1738_encode_check - whether part can hold src[0..len) at all:
 * URL1738_OK, or URL1738_E_BUILD_VALUE with err (if not NULL) giving the
 * offset in src of the first octet it cannot hold and why. */
URL1738_API enum url1738_code url1738_encode_check(enum url1738_part part,
                                                   const char *src,
                                                   size_t len,
                                                   struct url1738_error *err);

URL1738_API enum url1738_code url1738_encode(enum url1738_part part,
                                             const char *src, size_t len,
                                             char *dst, size_t cap,
                                             size_t *need);

/*
 * url1738_encode_spec - url1738_encode() under a reading.
 *
 * URL1738_SPEC_RFC1738 is url1738_encode(). Under URL1738_SPEC_RFC3986 (and _REFERENCE) the parts are RFC 3986's
 * components (RFC 3986 appendix A): every octet outside the component's
 * characters becomes "%" and two upper-case hex digits (2.1), '%' always:
 *
 *   user            unreserved sub-delims (":" escaped: it would end it)
 *   password, userinfo   unreserved sub-delims ":"
 *   host, reg_name  unreserved sub-delims (an IP literal is not encoded:
 *                   url1738_build_spec() writes it as it is)
 *   segment         pchar: unreserved sub-delims ":" "@" ("/" escaped)
 *   segment_nz_nc   pchar but ":" (the first segment of a relative path)
 *   path            pchar and "/"
 *   query, fragment pchar "/" "?"
 *
 * unreserved = ALPHA DIGIT "-" "." "_" "~"; sub-delims = "!" "$" "&" "'"
 * "(" ")" "*" "+" "," ";" "=". Every value can be written, so nothing is
 * refused but a part RFC 3986 does not have (ftp_segment, ..., xchar,
 * uchar: URL1738_E_INVALID_ARG).
 * url1738_decode() of the result gives src back.
 *
 * Returns URL1738_OK, URL1738_E_NOSPACE, URL1738_E_BUILD_VALUE (RFC 1738
 * only) or URL1738_E_INVALID_ARG. Linear, no allocation, thread-safe.
 */
URL1738_API enum url1738_code url1738_encode_spec(enum url1738_spec spec,
                                                  enum url1738_part part,
                                                  const char *src,
                                                  size_t len, char *dst,
                                                  size_t cap, size_t *need);

/* url1738_encode_check_spec - url1738_encode_check() under a reading:
 * under RFC 3986 URL1738_OK for any value of one of its parts, else
 * URL1738_E_INVALID_ARG with a message saying the part is not the
 * reading's. */
URL1738_API enum url1738_code url1738_encode_check_spec(
    enum url1738_spec spec, enum url1738_part part, const char *src,
    size_t len, struct url1738_error *err);

/* A byte string given to the builder: p == NULL means absent, p != NULL
 * with len == 0 present and empty. Any bytes, not encoded. */
struct url1738_bytes {
    const char *p;
    size_t len;
};

/*
 * The parts of a URL to build, decoded (url1738_build() encodes them).
 * Only the members the scheme uses may be present; every other one must
 * be absent (all-zero initialisation makes every part absent).
 *
 * segments  the '/'-separated path of ftp, http, file and prospero
 *           (nsegments of them; 0: no path, for ftp and http only); for a
 *           scheme of URL1738_SCHEME_OTHER, path is the url-path instead.
 * fields    prospero's nfields ";name=value" pairs, as 2*nfields strings
 *           name0, value0, name1, value1, ...
 */
struct url1738_parts {
    size_t size;                    /* URL1738_PARTS_INIT (see ABI)     */
    enum url1738_scheme scheme_id;  /* OTHER: the name is in scheme     */
    struct url1738_bytes scheme;    /* OTHER only: the scheme name      */
    struct url1738_bytes user;      /* ftp, telnet, OTHER with a host   */
    struct url1738_bytes password;  /* needs user                       */
    struct url1738_bytes host;      /* hostname or hostnumber; file: may
                                       be empty or absent (no host)     */
    struct url1738_bytes port;      /* decimal digits                   */
    const struct url1738_bytes *segments;
    size_t nsegments;
    struct url1738_bytes type;      /* ftp: a i d A I D; gopher: 1 byte  */
    struct url1738_bytes selector;  /* gopher (absent: empty)           */
    struct url1738_bytes search;    /* http, gopher, wais               */
    struct url1738_bytes plus;      /* gopher+ string, needs search     */
    struct url1738_bytes address;   /* mailto                           */
    int all;                        /* news:*                           */
    struct url1738_bytes group;     /* news, nntp                       */
    struct url1738_bytes article;   /* news: message-id "unique@host";
                                       nntp: the article number digits  */
    struct url1738_bytes database;  /* wais                             */
    struct url1738_bytes wtype;     /* wais document type, needs wpath  */
    struct url1738_bytes wpath;     /* wais document path, needs wtype  */
    const struct url1738_bytes *fields;
    size_t nfields;
    struct url1738_bytes path;      /* OTHER: url-path (with a host) or
                                       the whole schemepart (without)   */
    /* Appended after ABI 1's first layout (a caller's struct without it
     * reads as 0, see ABI at the top): */
    unsigned encoded;               /* URL1738_ENCODED_* bits           */
    /* Appended for the RFC 3986 reading (url1738_build_spec(); under
     * RFC 1738 they must be absent): */
    struct url1738_bytes userinfo;  /* instead of user and password     */
    struct url1738_bytes query;     /* after "?"                        */
    struct url1738_bytes fragment;  /* after "#"                        */
    enum url1738_host_type host_type; /* what host is; NONE: found from
                                       the host itself                  */
};

#define URL1738_PARTS_INIT URL1738_INIT_(url1738_parts)

/*
 * Bits of url1738_parts.encoded: the member holds text already
 * percent-encoded, as url1738_parse() gives it (the raw user, password
 * and url-path or schemepart). The builder checks that every byte is one
 * its production allows raw, or starts a well-formed escape, and copies
 * the text unchanged, so parse and build round-trip byte for byte
 * ("z=%3F" stays "z=%3F", where decoding it first would give "z=?").
 */
#define URL1738_ENCODED_USER 0x1u
#define URL1738_ENCODED_PASSWORD 0x2u
#define URL1738_ENCODED_PATH 0x4u       /* OTHER's path only (RFC 1738);
                                           the path (RFC 3986)      */
/* RFC 3986 only (url1738_build_spec()): */
#define URL1738_ENCODED_USERINFO 0x8u
#define URL1738_ENCODED_HOST 0x10u      /* a reg-name's escapes      */
#define URL1738_ENCODED_QUERY 0x20u
#define URL1738_ENCODED_FRAGMENT 0x40u

/*
 * url1738_build - compose a URL from its decoded parts (3, 5).
 *
 * Each part is escaped as its production requires (url1738_encode()),
 * but for those parts->encoded marks as given already encoded (checked,
 * then copied as they are: URL1738_ENCODED_*), so the result is a valid
 * URL and url1738_parse() of it gives the same parts back once decoded
 * (the encoded ones byte for byte). Parts that no URL can hold are refused: a host that
 * is not a hostname or hostnumber, a port or nntp article that is not
 * digits, a news or nntp group not matching "group", an ftp type other
 * than a/i/d, a gopher selector or search holding a TAB (the %09
 * separator), a part the scheme does not have, or a part missing that
 * another needs. A part of RFC 3986 (userinfo, query, fragment, a
 * host_type other than URL1738_HOST_NONE) is refused by name
 * (URL1738_E_BUILD_PART): url1738_build_spec() builds them.
 *
 * parts     the parts (not NULL; size set: URL1738_PARTS_INIT).
 * dst, cap, need  as for url1738_encode().
 * err       if not NULL, receives the error: code, offset (within the
 *           offending part's value where that tells anything, else 0)
 *           and a message naming the part.
 *
 * Returns URL1738_OK, URL1738_E_NOSPACE, URL1738_E_INVALID_ARG (parts
 * NULL) or one of the URL1738_E_BUILD_* codes. Linear, no allocation.
 */
URL1738_API enum url1738_code url1738_build(const struct url1738_parts *parts,
                                            char *dst, size_t cap,
                                            size_t *need,
                                            struct url1738_error *err);

/*
 * url1738_parts_schemepart - genericurl's whole schemepart given as one
 * raw part (the "schemepart" key of `url1738 parse`'s output, still
 * percent-encoded) into parts, for a reader of named parts (`url1738
 * build --json`, Python's build()): parts->path becomes it, copied byte
 * for byte (URL1738_ENCODED_PATH). Call it after every other part is
 * set; path_given says whether a raw url-path ("path") was given too.
 * Refused with URL1738_E_BUILD_VALUE (offset 0) unless parts->scheme_id
 * is URL1738_SCHEME_OTHER and no host, user, port or path comes with it:
 * it is another scheme's whole schemepart. Also E_INVALID_ARG when parts
 * is NULL or its size is not set.
 */
URL1738_API enum url1738_code url1738_parts_schemepart(
    struct url1738_parts *parts, const char *p, size_t len, int path_given,
    struct url1738_error *err);

/*
 * url1738_build_spec - url1738_build() under a reading.
 *
 * URL1738_SPEC_RFC1738 is url1738_build(). Under URL1738_SPEC_RFC3986 the
 * URL is RFC 3986's URI (appendix A), written from the parts
 * url1738_parse_spec() gives:
 *
 *   scheme [ "//" [ userinfo "@" ] host [ ":" port ] ] path
 *           [ "?" query ] [ "#" fragment ]
 *
 *   scheme     parts->scheme as written (ALPHA *( ALPHA / DIGIT / "+" /
 *              "-" / "." )), else the name of parts->scheme_id; under
 *              URL1738_SPEC_RFC3986_REFERENCE it may be absent (a
 *              relative-ref).
 *   userinfo   parts->userinfo, or user [ ":" password ] (user: ':'
 *              escaped); not both.
 *   host       present: the authority is written ("//"), empty or not;
 *              absent: no authority (then no userinfo and no port). An
 *              IPv6address or IPvFuture, with or without its brackets,
 *              is written in brackets (host_type IPV6/IPVFUTURE, or a
 *              host that is an IPv6address, or one in brackets); an
 *              IPv4address as it is; anything else as a reg-name,
 *              encoded (host_type REG_NAME forces that).
 *   port       *DIGIT, possibly empty ("x://h:/").
 *   path       RFC 3986's path, its leading "/" included, "/" kept raw;
 *              or the segments, each escaped as a segment and joined as
 *              "/" seg "/" seg ... (none: an empty path); not both. With
 *              a host the path is empty or begins with "/"; without one
 *              a decoded path's second '/' of "//" is escaped (%2F) and
 *              an encoded one cannot begin so; in a relative-ref without
 *              a host, ':' in the first segment is escaped (segment-nz-nc).
 *   query, fragment  after "?" and "#".
 *
 * Decoded parts are encoded by url1738_encode_spec()'s rules; those
 * parts->encoded marks (URL1738_ENCODED_USER, _PASSWORD, _USERINFO,
 * _HOST, _PATH, _QUERY, _FRAGMENT) are checked (every byte allowed raw or
 * a well-formed escape) and copied, so url1738_parse_spec() of a URL and
 * url1738_build_spec() of its raw parts give it back byte for byte (the
 * scheme as given: parse lower-cases it only in the CLI's JSON). The
 * parts of RFC 1738's schemes (type, selector, search, plus, address,
 * all, group, article, database, wtype, wpath, fields) are refused
 * (URL1738_E_BUILD_PART). The result is checked with url1738_parse_spec()
 * when it fits in dst.
 *
 * Returns URL1738_OK, URL1738_E_NOSPACE, URL1738_E_INVALID_ARG (parts
 * NULL, a spec that is not a reading) or one of the URL1738_E_BUILD_*
 * codes with the offset in the offending part. Linear, no allocation.
 */
URL1738_API enum url1738_code url1738_build_spec(
    const struct url1738_parts *parts, enum url1738_spec spec, char *dst,
    size_t cap, size_t *need, struct url1738_error *err);

/* ===================================================================== */
/* 7. The vocabulary of URL parts: one list, iterated by every consumer  */
/* ===================================================================== */

/*
 * URL1738_FIELDS(X) lists every part of a URL once. It is the one place a
 * part's name is written: the CLI's JSON and TSV/CSV writers, build's JSON
 * reader, the SQLite functions, the fuzz checks and the tests iterate it
 * (or the run-time table url1738_field_info() gives), so adding a part is
 * adding one line here (and, for a new place in url1738_url, its member).
 *
 * X(ID, name, nest, schemes, at, kind, part, absent, to)
 *
 *   ID       URL1738_F_<ID> in enum url1738_field.
 *   name     the JSON key of `url1738 parse` (cli-contract.md), the TSV
 *            column and the SQL part name. A name may repeat across
 *            schemes ("search", "type"); within one object it is unique.
 *   nest     URL1738_FN_TOP: a key of the top-level object, written for
 *            every input; URL1738_FN_SCHEME: a member of the object named
 *            after the URL's scheme (valid URLs of that scheme only);
 *            URL1738_FN_OTHER: a top-level key written for valid URLs of
 *            any other scheme (genericurl) only.
 *   schemes  URL1738_FS(...) bits: the schemes whose URLs may hold it.
 *   at       where the parse result holds it: URL1738_AT_SPAN(member) a
 *            span of struct url1738_url, URL1738_AT_INT(member) an int;
 *            or the library function (src/ops/fields.c) that computes it:
 *            URL1738_AT_NUM(fn) a number, URL1738_AT_FN(fn) text (fn as
 *            url1738_field_text() without the field argument).
 *   kind     how its value reads (enum url1738_field_kind).
 *   part     the enum url1738_part its text is encoded with, or -1.
 *   absent   the value standing for an absent span (3.4.1: gopher type
 *            "1"), or NULL: absent is null.
 *   to       the member of struct url1738_parts it is built from:
 *            URL1738_TO(member), or URL1738_TO_NONE (derived, not built).
 *            SEGMENTS, ABSPATH and PAIRS fill segments or fields; the
 *            top-level path and schemepart fill path for other schemes.
 *            Every other member is a struct url1738_bytes but one: a
 *            COMPUTED field's (host_type) is an enum url1738_host_type,
 *            set from the name url1738_host_type_name() gives (null:
 *            URL1738_HOST_NONE). The URL1738_FN_RFC3986 fields are built
 *            by url1738_build_spec() only; url1738_build() refuses them.
 *
 * C member names follow the BNF (u.gopher.plus, parts.plus: the
 * gopher+_string); JSON names follow cli-contract.md ("gopher_plus").
 * This table is the mapping between the two; the build-side struct
 * url1738_parts uses the same member names as url1738_url where a part
 * is one value, and segments/fields where the parse side has the span
 * they are read from (fpath, hpath, ppath; fields).
 *
 * Entries are only ever appended (IDs stay stable). Readings other than
 * RFC 1738 (RFC 3986: query, fragment, userinfo, host_type) and derived
 * values (registered_domain, ...) are appended the same way, a derived
 * one as kind URL1738_FK_COMPUTED with URL1738_AT_FN(function).
 */
#define URL1738_FS(s) (1u << URL1738_SCHEME_##s)
/* Every scheme id, none and other included. */
#define URL1738_FS_ANY 0x0FFFu
/* The schemes with "//" login or hostport (3.1), and genericurl. */
#define URL1738_FS_HOST                                                      \
    (URL1738_FS(OTHER) | URL1738_FS(FTP) | URL1738_FS(HTTP)                   \
     | URL1738_FS(GOPHER) | URL1738_FS(NNTP) | URL1738_FS(TELNET)             \
     | URL1738_FS(WAIS) | URL1738_FS(FILE) | URL1738_FS(PROSPERO))
#define URL1738_FS_LOGIN                                                     \
    (URL1738_FS(OTHER) | URL1738_FS(FTP) | URL1738_FS(TELNET))
#define URL1738_FS_PORT (URL1738_FS_HOST & ~URL1738_FS(FILE))

#define URL1738_FIELDS(X)                                                    \
    X(SCHEME, "scheme", URL1738_FN_TOP, URL1738_FS_ANY,                      \
     URL1738_AT_SPAN(scheme), URL1738_FK_NAME, -1, NULL,                     \
     URL1738_TO(scheme))                                                     \
    X(USER, "user", URL1738_FN_TOP, URL1738_FS_LOGIN,                        \
     URL1738_AT_SPAN(user), URL1738_FK_RAW, URL1738_PART_USER, NULL,         \
     URL1738_TO(user))                                                       \
    X(PASSWORD, "password", URL1738_FN_TOP, URL1738_FS_LOGIN,                \
     URL1738_AT_SPAN(password), URL1738_FK_RAW, URL1738_PART_PASSWORD,       \
     NULL, URL1738_TO(password))                                             \
    X(HOST, "host", URL1738_FN_TOP, URL1738_FS_HOST, URL1738_AT_SPAN(host),  \
     URL1738_FK_RAW, URL1738_PART_HOST, NULL, URL1738_TO(host))              \
    X(PORT, "port", URL1738_FN_TOP, URL1738_FS_PORT, URL1738_AT_SPAN(port),  \
     URL1738_FK_RAW, -1, NULL, URL1738_TO(port))                             \
    X(DEFAULT_PORT, "default_port", URL1738_FN_TOP, URL1738_FS_PORT,         \
     URL1738_AT_NUM(url1738__field_default_port), URL1738_FK_NUMBER, -1,     \
     NULL, URL1738_TO_NONE)                                                  \
    X(PATH, "path", URL1738_FN_TOP, URL1738_FS_HOST, URL1738_AT_SPAN(path),  \
     URL1738_FK_RAW, URL1738_PART_XCHAR, NULL, URL1738_TO(path))             \
    X(SCHEMEPART, "schemepart", URL1738_FN_OTHER, URL1738_FS(OTHER),         \
     URL1738_AT_SPAN(u.other.schemepart), URL1738_FK_RAW,                    \
     URL1738_PART_XCHAR, NULL, URL1738_TO(path))                             \
    X(FTP_SEGMENTS, "segments", URL1738_FN_SCHEME, URL1738_FS(FTP),          \
     URL1738_AT_SPAN(u.ftp.fpath), URL1738_FK_SEGMENTS,                      \
     URL1738_PART_FTP_SEGMENT, NULL, URL1738_TO(segments))                   \
    X(FTP_TYPE, "type", URL1738_FN_SCHEME, URL1738_FS(FTP),                  \
     URL1738_AT_SPAN(u.ftp.type), URL1738_FK_NAME, -1, NULL,                 \
     URL1738_TO(type))                                                       \
    X(HTTP_SEGMENTS, "segments", URL1738_FN_SCHEME, URL1738_FS(HTTP),        \
     URL1738_AT_SPAN(u.http.hpath), URL1738_FK_SEGMENTS,                     \
     URL1738_PART_HTTP_SEGMENT, NULL, URL1738_TO(segments))                  \
    X(HTTP_SEARCH, "search", URL1738_FN_SCHEME, URL1738_FS(HTTP),            \
     URL1738_AT_SPAN(u.http.search), URL1738_FK_TEXT,                        \
     URL1738_PART_HTTP_SEARCH, NULL, URL1738_TO(search))                     \
    X(GOPHER_TYPE, "type", URL1738_FN_SCHEME, URL1738_FS(GOPHER),            \
     URL1738_AT_SPAN(u.gopher.type), URL1738_FK_TEXT,                        \
     URL1738_PART_GOPHER_TYPE, "1", URL1738_TO(type))                        \
    X(GOPHER_SELECTOR, "selector", URL1738_FN_SCHEME, URL1738_FS(GOPHER),    \
     URL1738_AT_SPAN(u.gopher.selector), URL1738_FK_TEXT,                    \
     URL1738_PART_GOPHER_SELECTOR, "", URL1738_TO(selector))                 \
    X(GOPHER_SEARCH, "search", URL1738_FN_SCHEME, URL1738_FS(GOPHER),        \
     URL1738_AT_SPAN(u.gopher.search), URL1738_FK_TEXT,                      \
     URL1738_PART_GOPHER_SEARCH, NULL, URL1738_TO(search))                   \
    X(GOPHER_PLUS, "gopher_plus", URL1738_FN_SCHEME, URL1738_FS(GOPHER),     \
     URL1738_AT_SPAN(u.gopher.plus), URL1738_FK_TEXT,                        \
     URL1738_PART_GOPHER_PLUS, NULL, URL1738_TO(plus))                       \
    X(MAILTO_ADDRESS, "address", URL1738_FN_SCHEME, URL1738_FS(MAILTO),      \
     URL1738_AT_SPAN(u.mailto.address), URL1738_FK_TEXT,                     \
     URL1738_PART_MAILTO_ADDRESS, NULL, URL1738_TO(address))                 \
    X(NEWS_ALL, "all", URL1738_FN_SCHEME, URL1738_FS(NEWS),                  \
     URL1738_AT_INT(u.news.all), URL1738_FK_BOOL, -1, NULL,                  \
     URL1738_TO(all))                                                        \
    X(NEWS_GROUP, "group", URL1738_FN_SCHEME, URL1738_FS(NEWS),              \
     URL1738_AT_SPAN(u.news.group), URL1738_FK_TEXT,                         \
     URL1738_PART_NEWS_GROUP, NULL, URL1738_TO(group))                       \
    X(NEWS_ARTICLE, "article", URL1738_FN_SCHEME, URL1738_FS(NEWS),          \
     URL1738_AT_SPAN(u.news.article), URL1738_FK_TEXT,                       \
     URL1738_PART_NEWS_ARTICLE, NULL, URL1738_TO(article))                   \
    X(NNTP_GROUP, "group", URL1738_FN_SCHEME, URL1738_FS(NNTP),              \
     URL1738_AT_SPAN(u.nntp.group), URL1738_FK_TEXT,                         \
     URL1738_PART_NNTP_GROUP, NULL, URL1738_TO(group))                       \
    X(NNTP_ARTICLE, "article", URL1738_FN_SCHEME, URL1738_FS(NNTP),          \
     URL1738_AT_SPAN(u.nntp.article), URL1738_FK_TEXT, -1, NULL,             \
     URL1738_TO(article))                                                    \
    X(WAIS_DATABASE, "database", URL1738_FN_SCHEME, URL1738_FS(WAIS),        \
     URL1738_AT_SPAN(u.wais.database), URL1738_FK_TEXT,                      \
     URL1738_PART_WAIS_DATABASE, NULL, URL1738_TO(database))                 \
    X(WAIS_SEARCH, "search", URL1738_FN_SCHEME, URL1738_FS(WAIS),            \
     URL1738_AT_SPAN(u.wais.search), URL1738_FK_TEXT,                        \
     URL1738_PART_WAIS_SEARCH, NULL, URL1738_TO(search))                     \
    X(WAIS_WTYPE, "wtype", URL1738_FN_SCHEME, URL1738_FS(WAIS),              \
     URL1738_AT_SPAN(u.wais.wtype), URL1738_FK_TEXT,                         \
     URL1738_PART_WAIS_WTYPE, NULL, URL1738_TO(wtype))                       \
    X(WAIS_WPATH, "wpath", URL1738_FN_SCHEME, URL1738_FS(WAIS),              \
     URL1738_AT_SPAN(u.wais.wpath), URL1738_FK_TEXT,                         \
     URL1738_PART_WAIS_WPATH, NULL, URL1738_TO(wpath))                       \
    X(FILE_PATH, "path", URL1738_FN_SCHEME, URL1738_FS(FILE),                \
     URL1738_AT_SPAN(u.file.fpath), URL1738_FK_ABSPATH,                      \
     URL1738_PART_FILE_SEGMENT, NULL, URL1738_TO(segments))                  \
    X(PROSPERO_PATH, "path", URL1738_FN_SCHEME, URL1738_FS(PROSPERO),        \
     URL1738_AT_SPAN(u.prospero.ppath), URL1738_FK_TEXT,                     \
     URL1738_PART_PROSPERO_SEGMENT, NULL, URL1738_TO(segments))              \
    X(PROSPERO_FIELDS, "fields", URL1738_FN_SCHEME, URL1738_FS(PROSPERO),    \
     URL1738_AT_SPAN(u.prospero.fields), URL1738_FK_PAIRS,                   \
     URL1738_PART_PROSPERO_FIELDNAME, NULL, URL1738_TO(fields))              \
    /* Derived from the host (url1738.h, "Hosts and queries"), lower-cased;  \
     * absent when the host has none (an IP address, a public suffix). */   \
    X(REGISTERED_DOMAIN, "registered_domain", URL1738_FN_DERIVED,            \
     URL1738_FS_HOST, URL1738_AT_FN(url1738__field_registered_domain),       \
     URL1738_FK_COMPUTED, -1, NULL, URL1738_TO_NONE)                         \
    X(PUBLIC_SUFFIX, "public_suffix", URL1738_FN_DERIVED, URL1738_FS_HOST,   \
     URL1738_AT_FN(url1738__field_public_suffix), URL1738_FK_COMPUTED, -1,   \
     NULL, URL1738_TO_NONE)                                                  \
    X(HOST_REVERSED, "host_reversed", URL1738_FN_DERIVED, URL1738_FS_HOST,   \
     URL1738_AT_FN(url1738__field_host_reversed), URL1738_FK_COMPUTED, -1,   \
     NULL, URL1738_TO_NONE)                                                  \
    X(SURT, "surt", URL1738_FN_DERIVED, URL1738_FS_HOST,                     \
     URL1738_AT_FN(url1738__field_surt), URL1738_FK_COMPUTED, -1, NULL,      \
     URL1738_TO_NONE)                                                        \
    X(USERINFO, "userinfo", URL1738_FN_RFC3986, URL1738_FS_ANY,              \
     URL1738_AT_SPAN(userinfo), URL1738_FK_RAW, URL1738_PART_USERINFO,       \
     NULL, URL1738_TO(userinfo))                                             \
    X(HOST_TYPE, "host_type", URL1738_FN_RFC3986, URL1738_FS_ANY,            \
     URL1738_AT_FN(url1738__field_host_type), URL1738_FK_COMPUTED, -1,      \
     NULL, URL1738_TO(host_type))                                            \
    X(QUERY, "query", URL1738_FN_RFC3986, URL1738_FS_ANY,                    \
     URL1738_AT_SPAN(query), URL1738_FK_RAW, URL1738_PART_QUERY, NULL,       \
     URL1738_TO(query))                                                      \
    X(FRAGMENT, "fragment", URL1738_FN_RFC3986, URL1738_FS_ANY,              \
     URL1738_AT_SPAN(fragment), URL1738_FK_RAW, URL1738_PART_FRAGMENT,       \
     NULL, URL1738_TO(fragment))

/* The fields, in the order above (the order the JSON writer follows). */
enum url1738_field {
#define URL1738_FENUM_(id, name, nest, schemes, at, kind, part, absent, to) \
    URL1738_F_##id,
    URL1738_FIELDS(URL1738_FENUM_)
#undef URL1738_FENUM_
};

/* Where a field is written (the nest column). */
enum url1738_field_nest {
    URL1738_FN_TOP = 1,       /* top-level key, every input              */
    URL1738_FN_SCHEME,        /* member of the scheme's own object       */
    URL1738_FN_OTHER,         /* top-level key, valid genericurl only    */
    URL1738_FN_DERIVED,       /* computed from other parts (the host's
                                 registered domain, ...): not in parse's
                                 default JSON object, asked for by name
                                 (--fields, SQL url_part); valid URLs   */
    URL1738_FN_RFC3986        /* top-level key under the RFC 3986 reading
                                 (url1738_parse_spec()); every top-level
                                 field holds for every scheme there      */
};

/* How a field's value reads (the kind column). "Raw" is the text as
 * written in the URL, still percent-encoded; "decoded" is url1738_decode()
 * of it. Every kind but NUMBER and COMPUTED has a span (its raw text). */
enum url1738_field_kind {
    URL1738_FK_NAME = 1,  /* raw, ASCII letters lower-cased (2.1; the ftp
                             type letter)                                */
    URL1738_FK_RAW,       /* raw                                         */
    URL1738_FK_TEXT,      /* decoded                                     */
    URL1738_FK_ABSPATH,   /* "/" then decoded (file's path, 3.10)        */
    URL1738_FK_SEGMENTS,  /* decoded, a list: the '/'-separated segments */
    URL1738_FK_PAIRS,     /* decoded, a list of [name, value]: prospero's
                             ";name=value" fields (value: part + 1)      */
    URL1738_FK_BOOL,      /* true or false (an int of url1738_url)       */
    URL1738_FK_NUMBER,    /* a number computed from the URL; 0: absent   */
    URL1738_FK_COMPUTED   /* text computed from the URL by the library   */
};

/*
 * A field as the run-time table describes it (for bindings that cannot
 * use the X-macro). Static, owned by the library; size is the library's
 * sizeof of it: a member at or beyond size is absent (an older library).
 */
struct url1738_field_info {
    size_t size;
    enum url1738_field id;
    const char *name;
    enum url1738_field_nest nest;
    unsigned schemes;             /* URL1738_FS bits                     */
    enum url1738_field_kind kind;
    int part;                     /* enum url1738_part, or -1            */
    const char *absent;           /* or NULL                             */
    size_t parts_off;             /* offsetof(struct url1738_parts, the
                                     to member), or (size_t)-1 for none */
    enum url1738_scheme scheme;   /* URL1738_FN_SCHEME: the one scheme,
                                     whose url1738_scheme_name() names the
                                     object; else URL1738_SCHEME_NONE    */
};

/* url1738_field_count - the number of fields (IDs are 0 .. count - 1). */
URL1738_API size_t url1738_field_count(void);

/* url1738_field_info - field i, or NULL when i >= url1738_field_count(). */
URL1738_API const struct url1738_field_info *url1738_field_info(size_t i);

/*
 * url1738_field_lookup - the field a name means for a URL of scheme id:
 * "name" is the top-level field of that name if there is one, else the
 * scheme's own ("type" is the ftp type for ftp, the gopher type for
 * gopher, nothing for wais); "scheme.name" ("prospero.path") is that
 * scheme's member whatever id is. Exact and case-sensitive. Returns the
 * ID, or -1 when the name means nothing for that scheme.
 *
 * With id URL1738_SCHEME_NONE, "name" finds a field of any scheme (the
 * first in the list): use it to check that a name exists.
 */
URL1738_API int url1738_field_lookup(const char *name, size_t len,
                                     enum url1738_scheme id);

/* url1738_output_key - the keys of `url1738 parse`'s output that are no
 * URL part ("input", "valid", "error"), i from 0; NULL past the last. A
 * reader of parts (build) skips them. Static string. */
URL1738_API const char *url1738_output_key(size_t i);

/* url1738_field_encoded - the URL1738_ENCODED_* bit of the
 * url1738_parts member field i is built into, when that part may be
 * given raw (still percent-encoded, as parse gives it: user, password,
 * userinfo, host, path, query, fragment); 0 for any other field. */
URL1738_API unsigned url1738_field_encoded(size_t i);

/* url1738_field_span - the raw span of field i of a parsed URL: absent
 * when the URL's scheme does not have it, when i has no span (NUMBER,
 * COMPUTED) or i is no field. After a failed parse only the URL1738_FN_TOP
 * fields are meaningful (url1738_parse leaves the rest undefined). */
URL1738_API struct url1738_span url1738_field_span(
    const struct url1738_url *u, size_t i);

/* url1738_field_number - a BOOL field's 0 or 1, a NUMBER field's value;
 * -1 when absent (not the URL's scheme's, a NUMBER of 0, another kind). */
URL1738_API long long url1738_field_number(const struct url1738_url *u,
                                           size_t i);

/*
 * url1738_port_number - the port a client of the URL p (parsed into u,
 * valid) connects to, as a number: the digits written (leading zeros
 * dropped) when the URL has a non-empty port, else the default port of
 * its scheme under the reading u was parsed with (default_port). -1 when
 * there is neither (mailto:, an unknown scheme without a port); -2 when
 * the digits written exceed 2^63 - 1. The one port reader for the
 * bindings (SQL url_port, Python): they never read the digits themselves.
 */
URL1738_API long long url1738_port_number(const char *p,
                                          const struct url1738_url *u);

/*
 * url1738_field_text - the value of field i of the URL p (parsed into u,
 * valid) as text: NAME lower-cased, RAW as written, TEXT decoded,
 * ABSPATH "/" and decoded, BOOL "true" or "false", NUMBER in decimal,
 * COMPUTED as its function writes it.
 *
 * For SEGMENTS and PAIRS it is the whole span decoded: iterate the span
 * (url1738_iter_init) for the items. dst, cap, need as for
 * url1738_decode(). Returns URL1738_OK;
 * URL1738_E_NOSPACE; URL1738_E_UNSUPPORTED (nothing written, *need 0)
 * when the value is absent (the absent column is not applied);
 * URL1738_E_INVALID_ARG for no such field or a NULL u.
 */
URL1738_API enum url1738_code url1738_field_text(
    const char *p, const struct url1738_url *u, size_t i, char *dst,
    size_t cap, size_t *need);

/*
 * Building from named parts: the one reader of a parts object (the keys
 * of `url1738 parse`'s output, as `url1738 build --json` reads JSON and
 * Python's build() reads a dict). The consumer walks its own object and
 * hands each key, then its value, to the reader; the reader says what
 * kind of value a key wants, places the values in a struct url1738_parts
 * and, at the end, applies the rules that join them (the scheme and its
 * object, the raw url-path or schemepart, userinfo against user and
 * password). The consumer checks only the type of a value (a string, a
 * list, a boolean); every rule about keys and parts is here. No
 * allocation: segments and fields go into arrays the caller lends
 * (url1738_named_room()).
 *
 *   struct url1738_named n = URL1738_NAMED_INIT;
 *   struct url1738_parts parts;
 *   url1738_named_init(&n, URL1738_SPEC_RFC1738, &parts);
 *   url1738_named_room(&n, segs, nsegs, fields, nfields);
 *   for each key k (value v) of the object:
 *       url1738_named_key(&n, k, klen, 0, &want, &err);
 *       then, by want: url1738_named_value(&n, v, vlen, &err) ...
 *   url1738_named_finish(&n, &field, &err);
 *   url1738_build_spec(&parts, URL1738_SPEC_RFC1738, ...);
 *
 * Errors are codes with a message (localize it with url1738_localize()):
 * URL1738_E_BUILD_PART (a key that names no part here, a second scheme
 * object, an object or a raw path that is not the scheme's),
 * URL1738_E_BUILD_VALUE (a part given twice, a value no part can hold:
 * a file path without its "/", a host_type that is no name,
 * userinfo that is not user and password), URL1738_E_BUILD_MISSING (no
 * scheme; under RFC 3986 another scheme's object without a raw path),
 * url1738_decode()'s error for a raw value whose escapes are not whole,
 * URL1738_E_NOSPACE when the lent arrays are full (nothing was changed:
 * lend bigger ones holding the same items and call again),
 * URL1738_E_INVALID_ARG for a call out of order or a NULL argument.
 * After an error other than E_NOSPACE the reader is done: start again.
 */

/* What a key wants as its value (url1738_named_key()). */
enum url1738_named_want {
    URL1738_NW_SKIP = 1,  /* no part (parse's "input", "valid", "error", a
                             derived value; RFC 3986: an object of a scheme
                             other than http): skip the value            */
    URL1738_NW_OBJECT,    /* the scheme object: an object whose members
                             are keys with in_object 1 (or null: absent) */
    URL1738_NW_SCHEME,    /* a string (never null): url1738_named_value() */
    URL1738_NW_TEXT,      /* a string or null, decoded: _value()         */
    URL1738_NW_RAW,       /* a string or null, percent-encoded as parse
                             gives it: _value()                          */
    URL1738_NW_PORT,      /* the port's digits: a string, a number's text,
                             or null: _value()                           */
    URL1738_NW_HOST_TYPE, /* a url1738_host_type_name() or null: _value() */
    URL1738_NW_BOOL,      /* true or false: url1738_named_bool()          */
    URL1738_NW_SEGMENTS,  /* a list of strings (decoded), or null:
                             url1738_named_item() for each               */
    URL1738_NW_PAIRS      /* a list of [name, value] strings, or null:
                             url1738_named_pair() for each               */
};

/* The reader's state: caller-owned, opaque (as url1738_extract). parts
 * points into it (and into the lent arrays) until the URL is built. */
#define URL1738_NAMED_STATE 512
struct url1738_named {
    size_t size;                /* URL1738_NAMED_INIT (see ABI)           */
    union {
        unsigned long long align_ll;
        void *align_p;
        unsigned char bytes[URL1738_NAMED_STATE];
    } private_;
};

#define URL1738_NAMED_INIT URL1738_INIT_(url1738_named)

/* url1738_named_init - start reading one object under spec
 * (URL1738_SPEC_RFC1738: the keys of `parse`; URL1738_SPEC_RFC3986: those
 * of `parse --spec=rfc3986`, every part raw but the http object's
 * segments and search). parts is set to URL1738_PARTS_INIT, all absent.
 * Returns URL1738_OK or URL1738_E_INVALID_ARG (NULL, size not set, spec
 * no reading). */
URL1738_API enum url1738_code url1738_named_init(struct url1738_named *n,
                                                 enum url1738_spec spec,
                                                 struct url1738_parts *parts);

/* url1738_named_room - lend the arrays segments and prospero's fields
 * are placed in (nfields counts url1738_bytes: two a field); again with
 * bigger arrays that hold the items placed so far (realloc) after
 * URL1738_E_NOSPACE. Returns URL1738_OK or URL1738_E_INVALID_ARG. */
URL1738_API enum url1738_code url1738_named_room(struct url1738_named *n,
                                                 struct url1738_bytes *segs,
                                                 size_t nsegs,
                                                 struct url1738_bytes *fields,
                                                 size_t nfields);

/* url1738_named_key - the key k[0..len) of the top-level object
 * (in_object 0) or of the scheme object (in_object 1, after the key that
 * wanted URL1738_NW_OBJECT): *want says what its value is to be; the
 * value calls that follow are this key's. */
URL1738_API enum url1738_code url1738_named_key(
    struct url1738_named *n, const char *k, size_t len, int in_object,
    enum url1738_named_want *want, struct url1738_error *err);

/* url1738_named_field - the field ID (enum url1738_field) of the last key
 * that wanted a value, or -1 (none, or a key wanting SKIP or OBJECT). */
URL1738_API int url1738_named_field(const struct url1738_named *n);

/* url1738_named_value - the value of a key wanting SCHEME, TEXT, RAW,
 * PORT or HOST_TYPE: p NULL is null (absent), else len bytes (the caller
 * keeps them until the URL is built). err->offset is within the value. */
URL1738_API enum url1738_code url1738_named_value(struct url1738_named *n,
                                                  const char *p, size_t len,
                                                  struct url1738_error *err);

/* url1738_named_bool - the value of a key wanting BOOL. */
URL1738_API enum url1738_code url1738_named_bool(struct url1738_named *n,
                                                 int v,
                                                 struct url1738_error *err);

/* url1738_named_item - the next string of a key wanting SEGMENTS. */
URL1738_API enum url1738_code url1738_named_item(struct url1738_named *n,
                                                 const char *p, size_t len,
                                                 struct url1738_error *err);

/* url1738_named_pair - the next [name, value] of a key wanting PAIRS. */
URL1738_API enum url1738_code url1738_named_pair(
    struct url1738_named *n, const char *name, size_t nlen,
    const char *value, size_t vlen, struct url1738_error *err);

/* url1738_named_finish - after the last key: the rules that join the
 * parts, then *parts is ready for url1738_build_spec() under the spec of
 * url1738_named_init(). On an error, *field (if not NULL) is the field ID
 * of the part at fault (URL1738_F_PATH, URL1738_F_SCHEMEPART), or -1 when
 * it is the object as a whole (a missing scheme). */
URL1738_API enum url1738_code url1738_named_finish(struct url1738_named *n,
                                                   int *field,
                                                   struct url1738_error *err);

/*
 * url1738_normalize - the canonical form of a valid URL.
 *
 * The scheme and the host are lower-cased; a port equal to the scheme's
 * default is dropped and leading zeros of another are; escapes of
 * unreserved octets (alpha, digit, safe, extra) are decoded, every other
 * escape kept with upper-case hex (escapes of reserved characters never
 * decoded, 2.2). Then each scheme's own canonical form (docs/normalize.md):
 * ftp's type letter lower-cased; "/" added to http, gopher and telnet
 * URLs without a path; the gopher path "1" (type 1, empty selector) made
 * empty (3.4.1); file's "localhost" host made empty (3.10); the host of a
 * news message-id lower-cased. Normalizing a normalized URL changes
 * nothing, and the result is valid.
 *
 * p, len    the URL (any bytes; p may be NULL when len is 0).
 * dst, cap, need  as for url1738_encode(). The result is never longer
 *           than len + 1.
 * err       if not NULL, receives url1738_parse()'s error for an invalid
 *           URL (nothing is written then).
 *
 * Returns URL1738_OK, URL1738_E_NOSPACE, or the parse error's code.
 * Linear, no allocation, thread-safe.
 */
URL1738_API enum url1738_code url1738_normalize(const char *p, size_t len,
                                                char *dst, size_t cap,
                                                size_t *need,
                                                struct url1738_error *err);

/*
 * url1738_equivalent - whether two URLs locate the same resource (2.2, 3):
 * whether their normalized forms are equal, compared as they are produced
 * (no buffer, no allocation; linear).
 *
 * a, alen, b, blen  the two URLs.
 * err       if not NULL, receives the parse error of the first invalid
 *           one; its offset is then increased by alen when it is b's.
 *
 * Returns 1 equivalent, 0 not, -1 when either URL is invalid (an invalid
 * URL is equivalent to nothing).
 */
URL1738_API int url1738_equivalent(const char *a, size_t alen,
                                   const char *b, size_t blen,
                                   struct url1738_error *err);

/*
 * url1738_normalize_spec - url1738_normalize() under a chosen reading.
 *
 * URL1738_SPEC_RFC1738 is url1738_normalize(), exactly. Under
 * URL1738_SPEC_RFC3986 the input must be an RFC 3986 URI
 * (url1738_parse_spec()) and gets RFC 3986's normalization, sections
 * 6.2.2 and 6.2.3, and nothing else (docs/normalize.md, "Under RFC 3986"):
 *   - the scheme and the host lower-cased (an IP literal's hex digits
 *     too); the hex digits of every escape kept upper-cased (6.2.2.1);
 *   - escapes of unreserved characters (ALPHA DIGIT "-" "." "_" "~")
 *     decoded, every other escape kept (6.2.2.2);
 *   - the path's "." and ".." segments removed by remove_dot_segments
 *     (5.2.4; "%2E" counts as "."); a path without an authority that
 *     this would make begin with "//" gets "/." in front (3.3) (6.2.2.3);
 *   - an empty port, or one equal to the scheme's default
 *     (url1738_scheme_port() under RFC 3986: https 443 too), dropped
 *     with its ':'; another loses its leading zeros (6.2.3);
 *   - an http or https URI with an authority and an empty path gets "/"
 *     (6.2.3).
 * The user information, query and fragment keep their case and
 * delimiters (an empty "?" or "#" stays). The result is an RFC 3986 URI,
 * and normalizing it again changes nothing.
 *
 * p, len, dst, cap, need  as for url1738_normalize() (the result is
 * never longer than len + 1).
 * err       if not NULL, receives url1738_parse_spec()'s error for an
 *           input that is not valid under spec.
 *
 * Under URL1738_SPEC_WHATWG the result is the href that
 * url1738_whatwg_parse() writes (no base), which may be longer than the
 * input (percent-encoding: ask its size with cap 0).
 *
 * Returns URL1738_OK, URL1738_E_NOSPACE, the parse error's code, or
 * URL1738_E_INVALID_ARG for a spec that is no reading (the reference
 * reading included). Linear (two passes under RFC 3986), no allocation,
 * thread-safe.
 */
URL1738_API enum url1738_code url1738_normalize_spec(
    const char *p, size_t len, enum url1738_spec spec, char *dst, size_t cap,
    size_t *need, struct url1738_error *err);

/*
 * url1738_equivalent_spec - url1738_equivalent() under a chosen reading:
 * whether the url1738_normalize_spec() forms of a and b are equal,
 * compared as they are produced (under RFC 3986 from their ends), with
 * no buffer. URL1738_SPEC_RFC1738 is url1738_equivalent(), exactly.
 *
 * Returns 1 equivalent, 0 not, -1 when either URL is invalid under spec
 * (err as for url1738_equivalent()) or spec is neither reading
 * (URL1738_E_INVALID_ARG, offset 0). Linear, no allocation.
 */
URL1738_API int url1738_equivalent_spec(const char *a, size_t alen,
                                        const char *b, size_t blen,
                                        enum url1738_spec spec,
                                        struct url1738_error *err);

/* What url1738_repair() changed. */
enum url1738_fix {
    URL1738_FIX_TRIM = 1,       /* white space around the URL removed   */
    URL1738_FIX_SCHEME_CASE,    /* upper-case scheme letters lowered    */
    URL1738_FIX_ENCODE,         /* an octet percent-encoded             */
    URL1738_FIX_PERCENT,        /* a '%' starting no escape -> %25      */
    URL1738_FIX_SLASH,          /* the '/' after the host inserted      */
    URL1738_FIX_FRAGMENT        /* "#..." split off (offset: the '#')    */
};

/* One change: where (offset in the input), what, and a static message. */
struct url1738_change {
    size_t size;                /* URL1738_CHANGE_INIT (see ABI)         */
    size_t offset;
    enum url1738_fix kind;
    const char *message;
};

#define URL1738_CHANGE_INIT URL1738_INIT_(url1738_change)

/* url1738_fix_name - "trim", "scheme_case", "encode", "percent",
 * "slash", "fragment"; NULL for a value that is not a fix. */
URL1738_API const char *url1738_fix_name(enum url1738_fix kind);

/*
 * url1738_repair - the valid URL a pasted string almost was.
 *
 * Removes white space around it, splits off a "#fragment" (2.2: '#'
 * delimits one; a URL has none), lower-cases the scheme, encodes the
 * octets that may never stand raw (space, controls, 8-bit, unsafe), turns
 * a '%' that starts no escape into %25, inserts the '/' missing between a
 * host and a "?" search, and encodes every reserved character standing
 * where its production forbids it (no limit on their number). A valid URL
 * comes back unchanged, but for an upper-case scheme. What still is not a
 * URL is refused.
 *
 * The grammar-dependent fixes rely on one documented property of
 * url1738_parse(), never on its codes: its error offset is the leftmost
 * byte at which the input stops being a prefix of any valid URL. A fix is
 * tried there and kept only when the parser then gets past it.
 *
 * p, len    the input (any bytes).
 * dst, cap, need  the output, by the rule of "Output buffers" above;
 *           *need is exact. (For inputs whose candidate needs more than
 *           4 KiB of work, 3 * len + 1 bytes, and a smaller cap, the call
 *           returns URL1738_E_NOSPACE with that bound in *need.)
 * changes   if not NULL, receives the first max changes, in input order;
 *           changes[0].size is the array's stride (URL1738_CHANGE_INIT);
 *           a URL1738_FIX_FRAGMENT change's offset is the '#', so the
 *           fragment is p[offset + 1 ..] up to the trailing white space.
 * nchanges  if not NULL, receives the number of changes (even beyond
 *           max: max 0 is a size query for the change list).
 * err       if not NULL, receives the reason of a refusal: code
 *           URL1738_E_UNREPAIRABLE, the offset in the input of the byte
 *           that could not be repaired, and the parser's message for it.
 *
 * Returns URL1738_OK, URL1738_E_NOSPACE, URL1738_E_INVALID_ARG or
 * URL1738_E_UNREPAIRABLE. Each fix that needs the grammar costs a parse;
 * the bytes parsed are bounded by 256 * (len + 1024), so the time is
 * linear: a URL of up to ~600 bytes gets every fix, a longer one at least
 * 256, and beyond that bound the input is refused with a message that
 * says so. No allocation, thread-safe.
 */
URL1738_API enum url1738_code url1738_repair(const char *p, size_t len,
                                             char *dst, size_t cap,
                                             size_t *need,
                                             struct url1738_change *changes,
                                             size_t max, size_t *nchanges,
                                             struct url1738_error *err);

/* ===================================================================== */
/* 8. Access plans (3.2-3.11) and section 6 cautions: plan.c, lint.c     */
/* ===================================================================== */

/*
 * Error codes of this section (200-249), added to URL1738_ERRORS above:
 * a plan is refused when a decoded part would carry a protocol delimiter
 * into what the client sends (6), or when there is no port to connect to.
 */

/* What the gopher+ string of a Gopher URL asks for (3.4.4-3.4.9). */
enum url1738_gplus {
    URL1738_GPLUS_NONE = 0,     /* no gopher+ string: plain Gopher        */
    URL1738_GPLUS_DEFAULT_VIEW, /* "+": the item's default view (3.4.4)   */
    URL1738_GPLUS_ASK_FORM,     /* "?": the item's +ASK form (3.4.5)      */
    URL1738_GPLUS_ALL_ATTRS,    /* "!": all the item's attributes (3.4.6) */
    URL1738_GPLUS_DIR_ATTRS,    /* "$": attributes of a directory's items */
    URL1738_GPLUS_ATTRS,        /* "!+A%20+B": the named attributes (3.4.7) */
    URL1738_GPLUS_DIR_NAMED,    /* "$+A": named attributes, whole directory */
    URL1738_GPLUS_VIEW,         /* "+view%20lang": alternate view (3.4.8)  */
    URL1738_GPLUS_ASK_BLOCK,    /* the exact filled-in form of 3.4.9      */
    URL1738_GPLUS_OTHER         /* none of the forms of 3.4               */
};

/* The three forms of a WAIS URL (3.9). */
enum url1738_wais_form {
    URL1738_WAIS_DATABASE = 0,  /* wais://h/database                      */
    URL1738_WAIS_SEARCH,        /* wais://h/database?search               */
    URL1738_WAIS_DOCUMENT       /* wais://h/database/wtype/wpath          */
};

/* Bits of url1738_plan.flags. */
#define URL1738_PLAN_ANONYMOUS 0x01u    /* ftp: the anonymous login of 3.2.1 */
#define URL1738_PLAN_ASK_PASSWORD 0x02u /* ftp: a user, no password: ask    */
#define URL1738_PLAN_TYPE_GUESSED 0x04u /* ftp: no ;type=, guessed (3.2.3)  */
#define URL1738_PLAN_LISTING 0x08u      /* ftp: NLST (type d or empty name) */
#define URL1738_PLAN_OWN_SERVER 0x10u   /* news: the reader's own server    */
#define URL1738_PLAN_LOCAL 0x20u        /* file: accessible locally (3.10)  */

/* The e-mail address sent as the anonymous FTP password (3.2.1) when the
 * caller gives none. */
#define URL1738_PLAN_DEFAULT_EMAIL "anonymous@"

/*
 * What a client does to access a URL's resource (section 3), computed by
 * url1738_plan(). The byte strings that are sent (commands, requests,
 * paths) are written by url1738_plan_commands(), url1738_plan_request() and
 * url1738_plan_path(); the parts are spans of url (decode them with
 * url1738_decode_span()).
 *
 * Layout (ABI): the members up to email_len are 1.1.0's, at 1.1.0's
 * offsets (size 288 on LP64); url is the frozen struct url1738_url_1_1,
 * never the growing url1738_url. Members are appended after the last
 * one. The whole URL (RFC 3986's userinfo, query, ... of url1738_url)
 * is written through full, a pointer to the caller's url1738_url: a
 * plan never holds a growable struct by value. A program built against
 * 1.1.0's header passes size 288 and gets 1.1.0's members filled, and
 * nothing after them touched. The layouts of development snapshots
 * between 1.1.0 and 1.2.0 (sizes 352, 360, 608 and 624 on LP64) are
 * refused with URL1738_E_INVALID_ARG (abi/README).
 */
struct url1738_plan {
    size_t size;                /* URL1738_PLAN_INIT (see ABI)           */
    struct url1738_url_1_1 url; /* the URL taken apart: 1.1.0's parts    */
    const char *protocol;       /* spoken: "ftp", "http", "gopher",
                                   "nntp", "telnet", "wais", "file",
                                   "prospero", "smtp"; static string    */
    unsigned port;              /* to connect to, default applied; 0 when
                                   nothing is connected to (file, mailto) */
    unsigned flags;             /* URL1738_PLAN_* bits                   */
    char ftp_type;              /* ftp: 'a', 'i' or 'd' (lower case)      */
    struct url1738_span ftp_name; /* ftp: the last fsegment (raw)        */
    enum url1738_gplus gplus;   /* gopher: what the gopher+ string asks  */
    struct url1738_span view;   /* gopher VIEW: view name (raw); ATTRS and
                                   DIR_NAMED: the names, "%20"-separated */
    struct url1738_span language; /* gopher VIEW: language (raw), or absent */
    enum url1738_wais_form wais_form;
    const char *email;          /* ftp anonymous password (caller's bytes) */
    size_t email_len;
    /* Appended in 1.2.0. */
    /* The specific message of a section 6 refusal (E_PLAN_*), naming the
     * byte, the field and the protocol ("" when none); err->message is
     * the code's static generic one. */
    char reason[256];
    /* An input, set before the call: the language reason is written in
     * (URL1738_PLAN_INIT leaves it URL1738_LANG_EN). */
    enum url1738_lang lang;
    /* An input, set before the call: NULL (URL1738_PLAN_INIT), or the
     * caller's struct url1738_url (its size set: URL1738_URL_INIT) that
     * url1738_plan() fills with the whole URL as url1738_parse() would,
     * on success and on error alike. The library writes through it
     * during the call only and never keeps it. */
    struct url1738_url *full;
};

#define URL1738_PLAN_INIT URL1738_INIT_(url1738_plan)

/* url1738_gplus_name - what a gopher+ string asks, as `url1738 plan`
 * writes it ("asks"): "none", "default_view", "ask_form",
 * "all_attributes", "directory_attributes", "attributes",
 * "directory_named_attributes", "alternate_view", "ask_block", "other";
 * NULL for a value that is not one. Static string. */
URL1738_API const char *url1738_gplus_name(enum url1738_gplus g);

/* url1738_wais_form_name - "database", "search" or "document" (`url1738
 * plan`'s "form"); NULL for a value that is not one. Static string. */
URL1738_API const char *url1738_wais_form_name(enum url1738_wais_form f);

/*
 * url1738_plan - parse a URL and work out how to access it (section 3),
 * refusing what section 6 warns against: url1738_plan_allow() with no
 * port allowed.
 */
URL1738_API enum url1738_code url1738_plan(const char *p, size_t len,
                                           const char *email,
                                           size_t email_len,
                                           struct url1738_plan *plan,
                                           struct url1738_error *err);

/*
 * url1738_plan_allow - url1738_plan() for one call that may connect to one
 * reserved port the caller names.
 *
 * p, len     the URL; any bytes (p may be NULL when len is 0).
 * email      the end user's e-mail address, the anonymous FTP password
 *            (3.2.1); NULL means URL1738_PLAN_DEFAULT_EMAIL. The plan keeps
 *            the pointer: it must outlive the plan's use.
 * email_len  its length.
 * allow_port a port in 1-1023 other than the scheme's default that this
 *            call may connect to (the CLI's --allow-port=N), or 0 for
 *            none. It also lets a filled-in ASK block (3.4.9) go to that
 *            port. Nothing else is loosened, and nothing outlives the call.
 * plan       filled (not NULL; size set: URL1738_PLAN_INIT; the library
 *            sets plan->url.size); on error only plan->url, *plan->full
 *            and plan->reason are meaningful. A size other than one of
 *            a released layout (see struct url1738_plan) is
 *            URL1738_E_INVALID_ARG.
 * err        if not NULL, receives the error (code URL1738_OK when none).
 *            err->message is static; for the E_PLAN_* codes plan->reason
 *            holds the specific message, which names the byte, the field
 *            and the protocol; err->offset is the '%' of the escape that decodes to
 *            the byte (the byte itself when it stands raw), or the first
 *            digit of the port.
 *
 * Refused (RFC 1738 section 6; the bytes of each field are those of
 * src/plans/protocol.c, after the field's RFC):
 * - E_PLAN_DELIMITER: a decoded CR, LF or NUL in an FTP or NNTP command
 *   argument, an HTTP request target, a telnet user or password, a mailto
 *   address or message-id; NUL in a file path;
 * - E_PLAN_CONTROL: another byte 01-1F, DEL (7F) or FF in an argument of
 *   USER, PASS, CWD, RETR, NLST, GROUP or ARTICLE;
 * - E_PLAN_GOPHER: TAB, CR, LF or NUL in a Gopher selector or search; CR,
 *   LF or NUL in a gopher+ string unless it is a filled-in ASK block
 *   written exactly as 3.4.9 gives it ("+%091%0D%0A+-1%0D%0A", lines each
 *   ended by "%0D%0A", then ".%0D%0A" and nothing after);
 * - E_PLAN_MESSAGE_ID, E_PLAN_ADDRESS: a news message-id that is not an
 *   RFC 822 msg-id (in the bytes RFC 3977 allows), a mailto address that
 *   is not an RFC 822 addr-spec, once decoded (offset of the first byte
 *   where the syntax fails, or the field's end when it ends too early);
 * - E_PLAN_RESERVED_PORT: an explicit port 1-1023 that is neither the
 *   scheme's default nor allow_port; E_PLAN_PORT: port 0 or over 65535;
 * - E_PLAN_ASK_PORT: an ASK block to a port other than the default and
 *   allow_port;
 * - E_PLAN_EMAIL: email holds a byte 00-1F, 7F or FF (offset in email).
 * When several apply, the one at the smallest offset in the URL is given.
 * Also the parse error of an invalid URL, E_UNSUPPORTED for a scheme that
 * is not one of the ten, E_INVALID_ARG when plan is NULL. Linear in len;
 * no allocation; thread-safe.
 */
URL1738_API enum url1738_code url1738_plan_allow(const char *p, size_t len,
                                                 const char *email,
                                                 size_t email_len,
                                                 unsigned allow_port,
                                                 struct url1738_plan *plan,
                                                 struct url1738_error *err);

/*
 * url1738_plan_commands - the command lines of an FTP or news/NNTP plan, in
 * order, each followed by one LF (the wire adds CR LF), into dst.
 *
 * ftp (3.2): "USER u" and "PASS w" (anonymous: "USER anonymous" and the
 * e-mail; no PASS when the password must be asked for), one "CWD d" per
 * directory segment, decoded ("CWD " for an empty one), then "NLST name"
 * ("NLST" for an empty name) for a listing, else "TYPE A" or "TYPE I" and
 * "RETR name". news (3.6): "LIST" for news:*, "GROUP g", or
 * "ARTICLE <id>". nntp (3.7): "GROUP g", then "ARTICLE n" if a number is
 * given. Other schemes have no command lines (*need is 0).
 *
 * p is the input the plan was made from; plan comes from a successful
 * url1738_plan() (so no line holds CR, LF or NUL). dst, cap, need work as
 * in url1738_decode(): at most cap bytes, a NUL after them when room is
 * left, *need the full length (cap == 0 is a size query). Returns
 * URL1738_OK, URL1738_E_NOSPACE, or E_INVALID_ARG when plan is NULL or
 * its size is not set.
 */
URL1738_API enum url1738_code url1738_plan_commands(
    const char *p, const struct url1738_plan *plan, char *dst, size_t cap,
    size_t *need);

/*
 * url1738_plan_request - the request of a Gopher or HTTP plan into dst.
 *
 * gopher (3.4): the exact bytes sent: the decoded selector, then TAB and
 * the search, then TAB and the gopher+ string when they are present, then
 * CR LF, which is left out when the gopher+ string already ends in CR LF
 * (the ASK block of 3.4.9). http (3.3): the request target, as written
 * (still encoded): "/" hpath, then "?" search when present; "/" when the
 * URL has no path. Other schemes: nothing (*need is 0).
 *
 * Arguments and return values as for url1738_plan_commands().
 */
URL1738_API enum url1738_code url1738_plan_request(
    const char *p, const struct url1738_plan *plan, char *dst, size_t cap,
    size_t *need);

/*
 * url1738_plan_path - the decoded path of a plan into dst: file (3.10):
 * "/" and the decoded fpath, the local path when plan->flags has
 * URL1738_PLAN_LOCAL; prospero (3.11): the decoded hsoname (ppath).
 * Other schemes: nothing (*need is 0). Arguments and return values as for
 * url1738_plan_commands().
 */
URL1738_API enum url1738_code url1738_plan_path(
    const char *p, const struct url1738_plan *plan, char *dst, size_t cap,
    size_t *need);

/*
 * Lint warnings: the cautions of 2.2, 3 and 6. Each has a stable code
 * (never renumbered or reused), a stable name (URL1738_W_ without the
 * prefix, e.g. "W_PASSWORD"), a severity (1 note, 2 caution, 3 danger) and
 * a message. An example input follows each, "^" under the byte the
 * warning's offset points at.
 */
#define URL1738_WARNINGS(X)                                                  \
    /* "http://h:8080/" ^ at '8' */                                          \
    X(W_PORT, 1, 2, "a port other than the scheme's default (6)")            \
    /* "http://h:25/" ^ at '2' */                                            \
    X(W_PORT_RESERVED, 2, 3, "a port other than the scheme's default, in the " \
      "reserved range below 1024: another protocol may answer (6)")           \
    /* "http://h:0/" ^ at '0'; "http://h:65536/" */                          \
    X(W_PORT_RANGE, 3, 3,                                                   \
      "the port is 0 or over 65535: nothing to connect to")                  \
    /* "ftp://u:pw@h/" ^ at 'p' */                                           \
    X(W_PASSWORD, 4, 3, "a password in a URL is not secret (6)")             \
    /* "ftp://h/a%0D%0ADELE%20x" ^ at the first '%' */                       \
    X(W_ENCODED_DELIMITER, 5, 3, "an escape encodes a protocol delimiter "   \
      "(CR, LF, NUL or TAB): it must not be decoded before transmission (6)")\
    /* "ftp://h/a%2Fb" ^ at '%' */                                           \
    X(W_ENCODED_RESERVED, 6, 1, "an escape encodes a reserved character: it " \
      "is data here, not a delimiter, and must stay encoded (2.2)")          \
    /* "http://1.2.3.256/" ^ at the last '2' */                              \
    X(W_HOSTNUMBER_RANGE, 7, 3, "a part of the host number is over 255")     \
    /* "http://010.1.1.1/" ^ at '0' */                                       \
    X(W_HOSTNUMBER_ZERO, 8, 2, "a part of the host number has a leading "   \
      "zero: some resolvers read it as octal")                               \
    /* "http://h/a b" ^ at ' ' */                                            \
    X(W_UNSAFE, 9, 2,                                                       \
      "an unsafe character, which must always be encoded (2.2)")             \
    /* "http://h/\xe9" ^ at the byte */                                      \
    X(W_8BIT, 10, 2, "an 8-bit byte: URLs are written in US-ASCII (2.2)")    \
    /* "http://h/\x01" ^ at the byte */                                      \
    X(W_CONTROL, 11, 2, "a control character, which must be encoded (2.2)") \
    /* "http://h/%E9" ^ at '%' */                                            \
    X(W_ENCODED_8BIT, 12, 1, "an escape encodes an octet that is not "       \
      "US-ASCII: its meaning depends on a character set (2.2)")             \
    /* "http://h/%41" ^ at '%' */                                            \
    X(W_ENCODED_UNRESERVED, 13, 1, "an escape encodes a character that "     \
      "needs none: the URL is not in its simplest form (2.2)")              \
    /* "http://h/%7e" ^ at '%' */                                            \
    X(W_LOWER_HEX, 14, 1, "an escape uses lower-case hexadecimal digits "    \
      "(2.2 writes them \"0123456789ABCDEF\")")                             \
    /* "HTTP://h/" ^ at 'H' */                                               \
    X(W_SCHEME_CASE, 15, 1, "the scheme name is not in lower case (2.1)")    \
    /* "x-foo:bar" ^ at 'x' */                                               \
    X(W_UNKNOWN_SCHEME, 16, 1, "not one of the schemes of section 3: no "    \
      "access plan")                                                         \
    /* "ftp://@h/" ^ at '@' */                                               \
    X(W_EMPTY_USER, 17, 2, "an empty user name: not the anonymous login "   \
      "(3.1, 3.2.1)")                                                        \
    /* "ftp://h/a/b" ^ at 'b' */                                             \
    X(W_FTP_NO_TYPE, 18, 1, "no ;type=: the transfer mode is guessed "       \
      "from the name (3.2.3)")                                               \
    /* "ftp://h/a/../b" ^ at the first '.' */                                \
    X(W_DOT_SEGMENT, 19, 2, "a \".\" or \"..\" segment: it is sent as it is " \
      "and may leave the intended directory (3.2.4)")                       \
    /* "file://elsewhere/x" ^ at 'e' */                                      \
    X(W_FILE_REMOTE, 20, 1, "a file URL on another host: no protocol to "    \
      "reach it (3.10)")                                                     \
    /* "news:comp.misc" ^ at 'c' */                                          \
    X(W_NEWS_LOCAL, 21, 1, "a news URL names no server: the reader's own "   \
      "is used (3.6)")                                                       \
    /* The two readings (url1738_lint_spec()); RFC 3986's sections named. */ \
    /* "http://h/~u" ^ at '~' (where RFC 1738's reading stops)           */ \
    X(W_RFC3986_ONLY, 22, 1, "valid under RFC 3986, not under RFC 1738: "   \
      "RFC 1738's reading stops here")                                       \
    /* "1a:b" ^ at '1' (where RFC 3986's reading stops)                  */ \
    X(W_RFC1738_ONLY, 23, 1, "valid under RFC 1738, not under RFC 3986: "   \
      "RFC 3986's reading stops here")                                       \
    /* "https://x_y.tripod.com/x" ^ at 'x' (RFC 1738: genericurl, no host) */\
    X(W_HOST_READING, 24, 2, "the two readings find different hosts: RFC "  \
      "3986 reads this one")                                                 \
    /* "ftp://h/a?b" ^ at '?' */                                             \
    X(W_QUERY_READING, 25, 1, "RFC 3986 reads a query after this '?'; RFC " \
      "1738 reads it as part of the path (RFC 3986 3.4)")                   \
    /* "http://127.1/" ^ at the host (WHATWG: 127.0.0.1)                 */ \
    X(W_AUTHORITY_READINGS, 26, 2, "the readings send this URL to "          \
      "different places: RFC 1738, RFC 3986 and the WHATWG URL Standard "   \
      "read another scheme, userinfo, host or port (url1738 diff shows "    \
      "them)")                                                               \
    /* The WHATWG reading (lint --spec=whatwg): the URL Standard's       */ \
    /* validation errors that are not failures, by its names.            */ \
    /* "http://h/a b" ^ at ' '; " http://h/" ^ at ' '; "ht\ttp:" ^ TAB   */ \
    X(W_WHATWG_URL_UNIT, 27, 2, "invalid-URL-unit: not a URL code point, "  \
      "or a '%' not followed by two hex digits: the URL Standard "           \
      "percent-encodes it or keeps it as it is")                             \
    /* "http://h\\a" ^ at '\\' */                                         \
    X(W_WHATWG_BACKSLASH, 28, 3, "invalid-reverse-solidus: the URL "        \
      "Standard reads this '\\' as '/' in a special URL; RFC 3986 does "    \
      "not accept it, and other parsers read it as data")                    \
    /* "http:h/" ^ at 'h'; "http:///h/" ^ at the third '/' */               \
    X(W_WHATWG_SOLIDUS, 29, 2, "special-scheme-missing-following-solidus: " \
      "a special scheme wants exactly \"//\" after ':'; the URL Standard "  \
      "reads the host all the same, other parsers may not")                  \
    /* "http://u:p@h/" ^ at 'u' */                                           \
    X(W_WHATWG_CREDENTIALS, 30, 3, "invalid-credentials: a user name or "   \
      "password before '@': readers disagree on where the host begins, and " \
      "a password in a URL is not secret")                                   \
    /* "http://0x7f.1/" ^ at '0' */                                          \
    X(W_WHATWG_IPV4, 31, 3, "IPv4-non-decimal-part: a part of the IPv4 "    \
      "address in hexadecimal or octal: the URL Standard reads the number, " \
      "other readers a name or another number")                              \
    /* "file://c:/x" ^ at 'c' */                                             \
    X(W_WHATWG_DRIVE_HOST, 32, 2, "file-invalid-Windows-drive-letter-host: " \
      "a Windows drive letter where the host stands: the URL Standard reads " \
      "it as the path's first segment")

enum url1738_warn {
#define URL1738_WENUM_(name, value, sev, msg) URL1738_##name = value,
    URL1738_WARNINGS(URL1738_WENUM_)
#undef URL1738_WENUM_
};

/* url1738_warn_count - the number of warning codes (1 .. count). */
URL1738_API int url1738_warn_count(void);

/* Severity 4: a byte url1738_plan() refuses (section 6). Such a warning's
 * code is the plan's url1738_code (E_PLAN_*: its name from
 * url1738_errname(), not url1738_warnname()), its message that code's. */
#define URL1738_SEVERITY_ERROR 4

/* One warning: its code, severity (1 note, 2 caution, 3 danger, 4 error),
 * the offset and length of the bytes it concerns, and a static message. */
struct url1738_warning {
    size_t size;                /* URL1738_WARNING_INIT (see ABI)        */
    enum url1738_warn code;
    int severity;
    size_t offset;
    size_t len;
    const char *message;
};

#define URL1738_WARNING_INIT URL1738_INIT_(url1738_warning)

/* url1738_warnname - a warning code's stable name, e.g. "W_PASSWORD", or
 * NULL for a value that is not one. Static string. */
URL1738_API const char *url1738_warnname(int code);

/* url1738_severity_name - the name a severity is written as (`url1738
 * lint`'s "severity", Python's lint()): 1 "note", 2 "caution", 3
 * "danger", 4 (URL1738_SEVERITY_ERROR) "error"; NULL for another value.
 * Static string. */
URL1738_API const char *url1738_severity_name(int severity);

/*
 * url1738_lint - the cautions of 2.2 and 6 about one URL.
 *
 * p, len   the input; any bytes (p may be NULL when len is 0).
 * w, cap   the first cap warnings found are stored in w[0..cap) (w may be
 *          NULL when cap is 0): the first cap of the report, which is
 *          sorted by offset (at one offset the most severe first, then by
 *          code); with room for all, every warning in offset order.
 *          w[0].size is the array's stride (URL1738_WARNING_INIT); a bad
 *          one gives (size_t)-1 and err->code URL1738_E_INVALID_ARG.
 * err      if not NULL, receives the parse error (URL1738_OK when valid).
 *
 * The byte-level warnings (unsafe, 8-bit, control characters, escapes)
 * are reported even for an invalid URL; the others need a valid one.
 * Escapes that are delimiters by design are not reported: the "%09"s that
 * split a Gopher path and an exact gopher+ ASK block (3.4.9). Every byte
 * url1738_plan() refuses in a field it sends is reported with severity
 * URL1738_SEVERITY_ERROR and the plan's code (in place of the escape
 * warnings of that byte), and an exact ASK block to a port other than 70
 * as E_PLAN_ASK_PORT; a reserved non-default port is W_PORT_RESERVED.
 * "." and ".." segments are found after decoding (W_DOT_SEGMENT).
 *
 * Returns the number of warnings found, which may exceed cap. Linear in
 * len; no allocation; thread-safe.
 */
URL1738_API size_t url1738_lint(const char *p, size_t len,
                                struct url1738_warning *w, size_t cap,
                                struct url1738_error *err);

/*
 * url1738_lint_spec - url1738_lint() under a chosen reading: err is that
 * reading's parse error (url1738_parse_spec()). URL1738_SPEC_RFC1738 is
 * url1738_lint().
 *
 * Under both readings the report says where the input is read
 * differently by the other one (notes, whichever reading was chosen):
 *
 *   W_RFC3986_ONLY   valid under RFC 3986 only; at the byte where RFC
 *                    1738's reading stops, the message naming why RFC
 *                    3986 accepts it ("~" unreserved, "#" a fragment, an
 *                    IP-literal, userinfo, a reg-name, an empty port, a
 *                    query) where one of those is the reason.
 *   W_RFC1738_ONLY   valid under RFC 1738 only (a scheme name that does
 *                    not begin with a letter, "foo://a@b@c"); at the
 *                    byte where RFC 3986's reading stops.
 *   W_HOST_READING   valid under both, but RFC 3986 reads another host,
 *                    or one where RFC 1738 reads none
 *                    ("https://x_y.tripod.com/x": genericurl); at RFC
 *                    3986's host.
 *   W_QUERY_READING  valid under both, and RFC 3986 reads a query where
 *                    RFC 1738 reads the "?" as part of the path (every
 *                    scheme but http's search and wais's waisindex); at
 *                    the "?".
 *   W_AUTHORITY_READINGS  two of the three readings (RFC 1738, RFC 3986,
 *                    WHATWG) accept the URL and differ on its scheme,
 *                    userinfo, host or port (url1738_diff()); at RFC
 *                    3986's host, else the whole input. Checked for an
 *                    input whose readings' normal forms fit in 2048
 *                    bytes (the lint keeps them on the stack).
 *
 * Under URL1738_SPEC_RFC3986 the byte-level warnings follow RFC 3986's
 * characters: "~" is unreserved (no W_UNSAFE; "%7E" is
 * W_ENCODED_UNRESERVED), "#", "[" and "]" are delimiters, and an escape
 * of "!$'()*+," is W_ENCODED_RESERVED (sub-delims, 2.2); ports are
 * checked against url1738_scheme_port() (https 443); "." and ".." in an
 * http(s) path are not reported (RFC 3986 5.2.4 removes them before a
 * request). The scheme-specific cautions of the ten schemes (and the
 * bytes url1738_plan() refuses) are given where the URL is valid under
 * both readings, from its RFC 1738 parts.
 *
 * Returns as url1738_lint(); (size_t)-1 and err->code
 * URL1738_E_INVALID_ARG also for a spec other than those two.
 */
URL1738_API size_t url1738_lint_spec(const char *p, size_t len,
                                     enum url1738_spec spec,
                                     struct url1738_warning *w, size_t cap,
                                     struct url1738_error *err);

/* ===================================================================== */
/* 9. Finding URLs in free text (appendix)                                */
/* ===================================================================== */

/*
 * A scanner that finds URLs in text, as the appendix "Recommendations for
 * URLs in Context" writes them, and beyond it:
 *
 *   wrapper  <URL:ftp://host/a> (the prefix in any case); white space in
 *            the brackets ignored, a "#fragment" split off, a line break
 *            after a hyphen read both ways.
 *   angle    <http://host/a>: the same, for the ten schemes of section 3
 *            (for any other scheme no white space is allowed inside).
 *   bare     http://host/a in running text, for the ten schemes only: it
 *            ends at white space, a control byte, a byte >= 0x80, '<', '>'
 *            or '"'; trailing . , ; : ! ? ' are dropped, and a trailing
 *            ')', ']' or '}' that has no partner inside.
 *
 * The text may come whole or in pieces of any size: a URL crossing piece
 * boundaries is found the same. The scanner keeps the candidate's bytes
 * (white space taken out) in the state, so a candidate is bounded:
 * beyond URL1738_EXTRACT_MAX bytes it is reported as URL1738_E_TOO_LONG
 * and the rest of it skipped. docs/extract.md has the full rules.
 */

/* The most bytes of a candidate (URL and fragment, white space taken out). */
#define URL1738_EXTRACT_MAX 4096
/* Hyphen line breaks read both ways per URL (2^3 = 8 readings); a hyphen
 * at a later break is kept. */
#define URL1738_EXTRACT_BREAKS 3

/* How a URL was written. */
enum url1738_form {
    URL1738_FORM_NONE = 0,
    URL1738_FORM_WRAPPER,     /* <URL:...>                       */
    URL1738_FORM_ANGLE,       /* <scheme:...>                    */
    URL1738_FORM_BARE         /* scheme:... standing in the text */
};

/* url1738_form_name - "wrapper", "angle", "bare"; NULL for any other. */
URL1738_API const char *url1738_form_name(enum url1738_form form);

/*
 * One URL found. Its text is read from the scanner state with
 * url1738_extract_url() and url1738_extract_fragment(), until the next
 * call that feeds the state.
 */
struct url1738_found {
    size_t size;                /* URL1738_FOUND_INIT (see ABI)          */
    enum url1738_form form;
    unsigned long long offset;  /* 0-based byte offset in the whole text   */
    unsigned long long line;    /* 1-based; lines end at LF                */
    unsigned long long column;  /* 1-based, in bytes                       */
    size_t readings;            /* 1 + the number of alternative readings  */
    int has_fragment;           /* a '#' stood inside the candidate        */
    struct url1738_error error; /* of reading 0: code URL1738_OK if valid;
                                   an offset into that reading's text      */
};

#define URL1738_FOUND_INIT URL1738_INIT_(url1738_found)

/*
 * The scanner state: caller-owned and opaque. Set it up with
 * URL1738_EXTRACT_INIT or url1738_extract_init() before the first piece
 * of a text. Its private bytes are a reserve the library's state fits in
 * (about 8.3 KB of it today); no pointer into the caller's text is kept,
 * so a piece may be freed once it was scanned.
 */
#define URL1738_EXTRACT_STATE 9216
struct url1738_extract {
    size_t size;                /* URL1738_EXTRACT_INIT (see ABI)        */
    union {
        unsigned long long align_ll;
        void *align_p;
        double align_d;
        unsigned char bytes[URL1738_EXTRACT_STATE];
    } private_;
};

#define URL1738_EXTRACT_INIT URL1738_INIT_(url1738_extract)

/* url1738_extract_init - zero a state and set its size (the same as
 * URL1738_EXTRACT_INIT), for the start of a text. */
URL1738_API void url1738_extract_init(struct url1738_extract *st);

/*
 * url1738_extract_init_spec - url1738_extract_init() for a chosen reading.
 * URL1738_SPEC_RFC1738 is url1738_extract_init() (the appendix, the ten
 * schemes). Under URL1738_SPEC_RFC3986 each candidate is checked against
 * RFC 3986's URI (url1738_parse_spec()), and:
 *   - bare: "https:" is found as the ten schemes are, and "scheme://" of
 *     any scheme name (RFC 3986 3.1: a letter, then letters, digits,
 *     '+', '-', '.') standing on its own; "scheme://" with nothing after
 *     it is a word, not a URL;
 *   - angle: <https:...> as the ten schemes (white space inside ignored);
 *   - the "#fragment" stays in the URL (url1738_extract_url() gives
 *     "http://h/a#sec"), and url1738_extract_fragment() still gives the
 *     text after '#'.
 * The wrappers, the hyphen line-break readings, white space taken out and
 * the trailing punctuation rule are the same under both readings.
 * Under URL1738_SPEC_WHATWG candidates are found as under RFC 3986 and
 * checked with the URL Standard's parser (url1738_whatwg_parse()).
 * Returns 0, or -1 when st is NULL or spec is none of the three (then
 * the state is left unusable: url1738_extract_next() returns -1).
 */
URL1738_API int url1738_extract_init_spec(struct url1738_extract *st,
                                          enum url1738_spec spec);

/*
 * url1738_extract_next - scan a piece of text for the next URL.
 *
 * st     the state (see above); pieces are fed in text order.
 * p, len the piece: any bytes (p may be NULL when len is 0).
 * used   receives how many bytes of the piece were scanned: all of them
 *        when 0 is returned; when 1 is returned, call again with
 *        p + *used, len - *used to go on.
 * found  receives the URL (or, with an error code, the candidate) when 1
 *        is returned.
 *
 * Returns 1 when a candidate ended in this piece, 0 when the piece was
 * scanned to its end without one (a candidate may be pending: feed the
 * next piece, or call url1738_extract_finish() at the end of the text),
 * -1 when st, used or found is NULL or a size member is not set (see
 * ABI): then nothing was done.
 * Candidates that are not valid URLs are returned too, with found->error
 * saying why (URL1738_E_UNCLOSED, URL1738_E_TOO_LONG or the parse error):
 * skip them if only URLs are wanted. Linear time, no allocation; safe in
 * any thread as long as each state is used by one at a time.
 */
URL1738_API int url1738_extract_next(struct url1738_extract *st,
                                     const char *p, size_t len, size_t *used,
                                     struct url1738_found *found);

/*
 * url1738_extract_finish - end the text: reports the candidate still
 * pending (a bare URL at the very end, an unclosed wrapper).
 * Returns 1 with *found filled, 0 when nothing was pending, -1 as for
 * url1738_extract_next(). Initialize the state again before scanning
 * another text.
 */
URL1738_API int url1738_extract_finish(struct url1738_extract *st,
                                       struct url1738_found *found);

/*
 * url1738_extract_url - the text of one reading of the last result:
 * reading 0 is the likeliest, 1 .. readings-1 the alternatives (the
 * hyphen at a line break kept or dropped), likelier first.
 *
 * Writes at most cap bytes to dst, and a terminating NUL when room is
 * left; *need (if need is not NULL) receives the reading's length. cap ==
 * 0 (dst may be NULL) is a size query. Returns URL1738_OK,
 * URL1738_E_NOSPACE when it did not fit (so for a size query of a
 * non-empty text), URL1738_E_INVALID_ARG for no such reading or a NULL
 * st.
 */
URL1738_API enum url1738_code url1738_extract_url(
    const struct url1738_extract *st, size_t reading, char *dst, size_t cap,
    size_t *need);

/*
 * url1738_extract_fragment - the text after '#' of the last result
 * (white space taken out), like url1738_extract_url(). Returns
 * URL1738_E_INVALID_ARG when the result has no fragment.
 */
URL1738_API enum url1738_code url1738_extract_fragment(
    const struct url1738_extract *st, char *dst, size_t cap, size_t *need);

/* url1738_extract_valid - whether a reading of the last result is a valid
 * URL (1) or not (0; also for no such reading). */
URL1738_API int url1738_extract_valid(const struct url1738_extract *st,
                                      size_t reading);

/* ===================================================================== */
/* 10. Relative URLs: resolve and relativize (RFC 1808, RFC 3986 5.2)     */
/* ===================================================================== */

/*
 * Section numbers in this section are RFC 1808's unless said otherwise.
 *
 * RFC 1808 (June 1995) is RFC 1738's companion for relative URLs; RFC 3986
 * (2005) replaced it. The two resolve most references alike; where they
 * differ (docs/resolve.md has the full list):
 *
 *   reference     RFC 1808 (default)          RFC 3986 (URL1738_RFC3986)
 *   ""            the whole base, #fragment   the base without its fragment
 *   ";x"          http://a/b/c/d;x            http://a/b/c/;x
 *   "?"           inherits the base's query    an empty query: ...d;p?
 *   "///g"        http://a/g (empty net_loc)  http:///g (empty authority)
 *   "../../../g"  http://a/../g ('..' kept)   http://a/g ('..' dropped)
 *   "/./g"        http://a/./g (as written)   http://a/g
 *   "g;x=1/../y"  http://a/b/c/g;x=1/../y     http://a/b/c/y
 *   "http:g"      http:g (both: a scheme makes a reference absolute)
 *
 * with base "http://a/b/c/d;p?q#f". RFC 1808 takes ";params" out of the
 * path (2.4.5) so they never take part in "." and ".." processing; RFC
 * 3986 keeps them in the path. Both treat "." and ".." only as complete
 * segments ("g." "..g" are names).
 */

/* Flag of the functions below: resolve by RFC 3986 5.2 instead of RFC
 * 1808 section 4 (parse by RFC 3986 appendix B, no params part). */
#define URL1738_RFC3986 0x1u

/*
 * The parts of a URL or relative URL as RFC 1808 2.4 splits it, in this
 * order: fragment after the first '#' (2.4.1); scheme before a ':' that
 * only scheme characters (letters, digits, '+', '-', '.') precede, at
 * least one (2.4.2); net_loc after a leading "//" up to the next '/'
 * (2.4.3); query after the first '?' (2.4.4); params after the first ';'
 * (2.4.5); what is left is the path, its leading '/' included (2.4.6).
 * Every span points into the input; a part whose delimiter is absent is
 * absent, a delimiter with nothing after it gives an empty span.
 *
 * With URL1738_RFC3986 the split is RFC 3986 appendix B's: the authority
 * (in net_loc) also ends at '?', and params is always absent (a ';'
 * stays in the path).
 */
struct url1738_rel {
    size_t size;                   /* URL1738_REL_INIT (see ABI)           */
    struct url1738_span scheme;    /* without the ':'                      */
    struct url1738_span net_loc;   /* without the "//"; RFC 3986 authority */
    struct url1738_span path;      /* with its leading '/', if any         */
    struct url1738_span params;    /* without the ';'                      */
    struct url1738_span query;     /* without the '?'                      */
    struct url1738_span fragment;  /* without the '#'                      */
};

#define URL1738_REL_INIT URL1738_INIT_(url1738_rel)

/*
 * url1738_rel_parse - split a URL or relative URL into its RFC 1808 parts.
 *
 * p, len   the input; any bytes (p may be NULL when len is 0). No byte is
 *          rejected: this is a split, not a validation (url1738_parse
 *          validates absolute URLs).
 * flags    0, or URL1738_RFC3986.
 * rel      receives the parts; its size set (URL1738_REL_INIT). The
 *          path is always present (possibly empty).
 *
 * Returns URL1738_OK, or URL1738_E_INVALID_ARG (nothing written) when rel
 * is NULL or its size is not set. Linear in len, no allocation,
 * thread-safe.
 */
URL1738_API enum url1738_code url1738_rel_parse(const char *p, size_t len,
                                                unsigned flags,
                                                struct url1738_rel *rel);

/*
 * url1738_resolve - the absolute form of a reference embedded in a
 * document whose base URL is base (RFC 1808 section 4; with
 * URL1738_RFC3986, RFC 3986 5.2.2 with remove_dot_segments, 5.2.4).
 *
 * base, blen     the base URL (NULL allowed when blen is 0). It must have a
 *                scheme; an empty base is "unknown" (step 1): the
 *                reference is returned as it is (RFC 1808 mode only).
 * ref, rlen      the reference (NULL allowed when rlen is 0).
 * flags          0 or URL1738_RFC3986.
 * dst, cap       receives the result and, when room is left, a NUL; with
 *                cap == 0 (dst may then be NULL) nothing is written.
 * need           if not NULL, receives the result's length whatever cap is
 *                (0 on an error other than E_NOSPACE).
 * err            if not NULL, receives the outcome (code, offset, message).
 *
 * Schemes (2.3): a base is hierarchical when "//" follows its scheme and
 * the scheme is not mailto, news or telnet (the schemes RFC 1808 says are
 * never used with relative URLs); ftp, http, gopher, file, nntp, wais,
 * prospero and any generic "//" scheme are. Against any other base only
 * an absolute reference (one with a scheme, returned as it is, or as
 * RFC 3986 5.2.2 makes it) or the empty reference has a meaning.
 *
 * When the base has a net_loc and an empty path ("http://a"), a relative
 * path is appended to "/" (RFC 3986 5.2.3; RFC 1808 is silent, and
 * RFC 1738 3.1 makes that '/' a separator, not part of the path).
 *
 * Returns URL1738_OK; URL1738_E_NOSPACE when the result did not fit (dst
 * holds its first cap bytes); URL1738_E_BASE_RELATIVE (offset 0, in the
 * base) for a non-empty base without a scheme, or an empty base in
 * RFC 3986 mode; URL1738_E_NOT_HIERARCHICAL (offset 0, in the reference)
 * for a relative reference against a base that is not hierarchical. Two
 * linear passes, no allocation, thread-safe.
 */
URL1738_API enum url1738_code url1738_resolve(const char *base, size_t blen,
                                              const char *ref, size_t rlen,
                                              unsigned flags, char *dst,
                                              size_t cap, size_t *need,
                                              struct url1738_error *err);

/*
 * A base prepared once for many references (a crawler resolving every
 * link of a page): url1738_base_prepare splits the base and answers what
 * url1738_resolve would ask of it on every call; url1738_resolve_prepared
 * then reads only the reference. url1738_resolve is the two in one call,
 * so both give the same result, byte for byte, and the same error.
 *
 * The struct points into the base text, which is NOT copied: the text
 * must stay unchanged and alive while the struct is used. The struct
 * holds no other resource (nothing to free; copy it as a value). Its
 * members are the library's; read them, never write them:
 *
 *   text, len     the base as given
 *   flags         as given (0 or URL1738_RFC3986)
 *   code          the preparation's outcome (URL1738_OK or the base's
 *                 error, which url1738_resolve_prepared gives again)
 *   scheme ... fragment   the base's parts as url1738_rel_parse splits it
 *                 (all absent when code is not OK or the base is empty)
 *   dir           the length of the base path up to its last '/' (0: none)
 *   hier          1 when relative references have a meaning against it
 *                 (a "//" net_loc, and not mailto, news or telnet: 2.3)
 *   dots_, known_  whether the path up to dir has a "." or ".." segment,
 *                 when known (internal)
 *   ready_        set by url1738_base_prepare (internal)
 */
struct url1738_base {
    size_t size;                   /* URL1738_BASE_INIT (see ABI)          */
    const char *text;              /* the base (not copied)                */
    size_t len;
    unsigned flags;
    enum url1738_code code;
    struct url1738_span scheme;
    struct url1738_span net_loc;
    struct url1738_span path;
    struct url1738_span params;
    struct url1738_span query;
    struct url1738_span fragment;
    size_t dir;
    unsigned hier;
    unsigned known_;
    unsigned long long dots_;
    unsigned ready_;
};

#define URL1738_BASE_INIT URL1738_INIT_(url1738_base)

/*
 * url1738_base_prepare - split a base URL once for
 * url1738_resolve_prepared.
 *
 * base         receives the prepared base; its size set
 *              (URL1738_BASE_INIT).
 * text, len    the base URL (NULL allowed when len is 0), as for
 *              url1738_resolve; it must outlive every use of base.
 * flags        0 or URL1738_RFC3986: the reading every resolution against
 *              this base uses.
 * err          if not NULL, receives the outcome.
 *
 * Returns URL1738_OK; URL1738_E_BASE_RELATIVE (offset 0) as
 * url1738_resolve would give it for this base (then base is still
 * prepared: every url1738_resolve_prepared against it gives that error,
 * after the reference's own check, exactly as url1738_resolve does);
 * URL1738_E_INVALID_ARG (nothing written) when base is NULL or its size
 * is not set. Linear in len, no allocation, thread-safe.
 */
URL1738_API enum url1738_code url1738_base_prepare(struct url1738_base *base,
                                                   const char *text,
                                                   size_t len, unsigned flags,
                                                   struct url1738_error *err);

/*
 * url1738_resolve_prepared - url1738_resolve against a prepared base.
 *
 * base              a base filled by url1738_base_prepare (read only: one
 *                   base may serve many threads at once).
 * ref, rlen, dst, cap, need, err   as for url1738_resolve (the size-query
 *                   rule: cap 0 asks for the length in *need).
 *
 * The result and every error are url1738_resolve's with the base's text
 * and flags. Also URL1738_E_INVALID_ARG (offset 0) when base is NULL, its
 * size is not set, or url1738_base_prepare has not filled it. One linear
 * pass over the reference, no allocation, thread-safe.
 */
URL1738_API enum url1738_code url1738_resolve_prepared(
    const struct url1738_base *base, const char *ref, size_t rlen, char *dst,
    size_t cap, size_t *need, struct url1738_error *err);

/*
 * url1738_relativize - the shortest reference that url1738_resolve (with
 * the same base and flags) turns back into target, byte for byte.
 *
 * base, blen     the base URL; it must have a scheme.
 * target, tlen   the URL to reach; it must have a scheme.
 * flags, dst, cap, need, err   as for url1738_resolve.
 *
 * The candidates are, shortest first: the empty reference, "#fragment",
 * "?query...", ";params..." (RFC 1808 mode), a relative path ("../" as
 * needed, "./" before a first segment that holds ':' or is empty), an
 * absolute path, a network path ("//net_loc...") and the target itself,
 * which is the answer whenever the scheme (compared byte for byte) or the
 * base does not allow a relative one.
 *
 * Returns URL1738_OK; URL1738_E_NOSPACE; URL1738_E_BASE_RELATIVE;
 * URL1738_E_TARGET_RELATIVE (offset 0, in the target) for a target
 * without a scheme; in RFC 3986 mode URL1738_E_NO_REFERENCE (offset of
 * the path, in the target) when the target's path holds "." or ".."
 * segments, which RFC 3986 resolution always removes. Linear in
 * blen + tlen, no allocation, thread-safe.
 */
URL1738_API enum url1738_code url1738_relativize(const char *base,
                                                 size_t blen,
                                                 const char *target,
                                                 size_t tlen, unsigned flags,
                                                 char *dst, size_t cap,
                                                 size_t *need,
                                                 struct url1738_error *err);

/* ===================================================================== */
/* 11. Messages in three languages (docs/glossary.md)                     */
/* ===================================================================== */

/*
 * RFC 1738 reached its readers in English and in Japanese and Chinese
 * translations. Every message the library gives (error messages, generic
 * and specific, and lint warnings) exists in the three, in the words of
 * the translations. The language is always an argument: the library never
 * looks at the locale or the environment. Codes, names and offsets never
 * depend on the language; only the text does.
 */
/* enum url1738_lang is declared with the errors, above. */

/* url1738_lang_lookup - the language of a BCP 47 tag "en", "ja" or
 * "zh-Hant" (compared case-insensitively), or -1 for any other tag. */
URL1738_API int url1738_lang_lookup(const char *tag, size_t len);

/* url1738_lang_tag - "en", "ja" or "zh-Hant"; NULL for another value. */
URL1738_API const char *url1738_lang_tag(enum url1738_lang lang);

/*
 * url1738_localize - a message the library gave (an error's message, the
 * result of url1738_strerror(), a warning's or a repair change's
 * message) in another language. Returns a static string; the message
 * itself when lang is URL1738_LANG_EN, when it is NULL, or when it is
 * not one of the library's messages. No allocation; thread-safe.
 */
URL1738_API const char *url1738_localize(const char *message,
                                         enum url1738_lang lang);

/* url1738_localized - 1 if message has a text in lang (always, for
 * English), 0 if url1738_localize() would return it unchanged. */
URL1738_API int url1738_localized(const char *message,
                                  enum url1738_lang lang);

/* url1738_message - url1738_strerror(code) in lang. */
URL1738_API const char *url1738_message(int code, enum url1738_lang lang);

/* url1738_warning_message - the generic message of a lint warning code in
 * lang, or NULL for a value that is not a warning code. */
URL1738_API const char *url1738_warning_message(int code,
                                                enum url1738_lang lang);

/* ===================================================================== */
/* 12. Hosts and queries: Public Suffix List, labels, SURT, form pairs    */
/* ===================================================================== */

/*
 * The Public Suffix List (publicsuffix.org) says under which names anyone
 * may register a domain: "com", "co.uk", "*.ck" (every label under ck)
 * but "!www.ck" (an exception), and, in its PRIVATE DOMAINS section,
 * names companies hand out ("github.io"). The public suffix of a host is
 * the part its prevailing rule matches (the longest matching rule; an
 * exception rule minus its leftmost label; "*", the last label, when no
 * rule matches); the registered domain is that suffix and one label more.
 *
 * The library holds a copy of the list (Debian's publicsuffix package,
 * read when the library was built: url1738_psl_version() says which);
 * url1738_psl_load() reads a newer one into memory the caller owns. Every
 * rule whose labels are not ASCII is held twice: as written (UTF-8) and
 * in the A-label form of IDNA ("xn--" and Punycode, RFC 3492), so both
 * "食狮.公司.cn" and "xn--85x722f.xn--55qx5d.cn" are found.
 *
 * Hosts are compared ignoring ASCII case. A host that is empty, begins or
 * ends with '.', has an empty label, is an IP address (its last label is
 * all digits, or it begins with '[') has no public suffix. Lookups take
 * time proportional to the host's length (one binary search among a
 * node's children per label), allocate nothing, and return spans into
 * the host.
 */

/* A list loaded with url1738_psl_load(): pointers into the caller's
 * memory. Initialize with URL1738_PSL_INIT (see ABI). */
struct url1738__psl_node;
struct url1738_psl {
    size_t size;                           /* URL1738_PSL_INIT            */
    const struct url1738__psl_node *nodes; /* the trie, nodes[0] the root */
    size_t nnodes;
    const char *labels;                    /* the labels' bytes          */
    size_t line;                           /* url1738_psl_load's refused
                                              rule: its line (1-based);
                                              0 when none               */
};
#define URL1738_PSL_INIT URL1738_INIT_(url1738_psl)

/* Flag of the lookups: ignore the PRIVATE DOMAINS section (BigQuery's
 * and Mozilla's "ICANN only" reading). */
#define URL1738_PSL_ICANN_ONLY 0x1u

/* What a lookup found. Initialize with URL1738_PSL_MATCH_INIT. */
struct url1738_psl_match {
    size_t size;                  /* URL1738_PSL_MATCH_INIT (see ABI)   */
    struct url1738_span suffix;   /* the public suffix; absent: none    */
    struct url1738_span domain;   /* the registered domain; absent when
                                     the host is a public suffix itself */
    int is_private;               /* 1 when the prevailing rule is in
                                     the PRIVATE DOMAINS section        */
    int listed;                   /* 0 when no rule matched ("*")       */
};
#define URL1738_PSL_MATCH_INIT URL1738_INIT_(url1738_psl_match)

/* url1738_psl_version - the list built in: the "VERSION:" and "COMMIT:"
 * comment lines of the file it was read from, or its path. Static. */
URL1738_API const char *url1738_psl_version(void);

/*
 * url1738_psl_lookup - the public suffix and registered domain of host.
 *
 * psl      a list from url1738_psl_load(), or NULL for the built-in one.
 * host, len  the host name, raw as in a URL (no escapes are decoded).
 * flags    0 or URL1738_PSL_ICANN_ONLY.
 * m        receives the result (not NULL; URL1738_PSL_MATCH_INIT).
 *
 * Returns 1 when the host has a public suffix (m->suffix present), else 0
 * (every span absent); -1 when m is NULL or m's or psl's size member is
 * not set. Case is ignored; the spans keep the host's case.
 */
URL1738_API int url1738_psl_lookup(const struct url1738_psl *psl,
                                   const char *host, size_t len,
                                   unsigned flags,
                                   struct url1738_psl_match *m);

/* url1738_public_suffix, url1738_registered_domain - one span of
 * url1738_psl_lookup() with the built-in list and both sections: 1 and
 * *out set when present, else 0 and *out absent. */
URL1738_API int url1738_public_suffix(const char *host, size_t len,
                                      struct url1738_span *out);
URL1738_API int url1738_registered_domain(const char *host, size_t len,
                                          struct url1738_span *out);

/*
 * url1738_psl_load - read a list in the publicsuffix.org file format (one
 * rule per line, "//" comments, the "===BEGIN PRIVATE DOMAINS===" marker)
 * into memory the caller owns. No I/O, no allocation: the caller reads
 * the file and passes its bytes.
 *
 * list, len  the file's bytes.
 * mem, cap   the memory the trie is built in; cap == 0 (mem may be NULL)
 *            is a size query. It must stay alive and unchanged while psl
 *            is used; list need not.
 * need       if not NULL, receives the bytes needed.
 * psl        receives the list (size member set by URL1738_PSL_INIT).
 * err        if not NULL, receives the error: offset in list.
 *
 * Returns URL1738_OK, URL1738_E_NOSPACE (cap < *need), or
 * URL1738_E_INVALID_ARG for a rule the lookup cannot hold (a '*' label
 * not leftmost, an empty label, a label over 255 bytes, invalid UTF-8, a
 * line that begins with a space or TAB, a CR, NUL or other control byte,
 * DEL or a byte order mark in a rule; a line is read up to its first
 * space or TAB) with its offset, its line in psl->line and a message.
 * The size query answers exactly what the load needs: a list it sizes
 * loads. Memory: at most 16 bytes per label of every rule, 8 per rule,
 * the rules' bytes and their A-label forms (Debian's list of 2023:
 * 245,996 bytes load in 537,412, 2.18 times its size; 70,000 rules
 * "rNNNNN.com" 4.6 times; a list of one-letter rules, the worst case,
 * 12.5 times). Time O(n log n) in the number of rules.
 */
URL1738_API enum url1738_code url1738_psl_load(const char *list, size_t len,
                                               void *mem, size_t cap,
                                               size_t *need,
                                               struct url1738_psl *psl,
                                               struct url1738_error *err);

/*
 * Labels of a host. url1738_next_label() iterates a host span left to
 * right ("www", "example", "com"), with the url1738_iter of
 * url1738_iter_init(); url1738_host_reverse() writes the labels right to
 * left joined by sep, ASCII lower-cased ("com.example.www" for '.', the
 * form of Common Crawl's url_host_name_reversed). dst, cap, need as for
 * url1738_encode(); returns URL1738_OK or URL1738_E_NOSPACE.
 */
URL1738_API int url1738_next_label(const char *p, struct url1738_iter *it,
                                   struct url1738_span *label);
URL1738_API enum url1738_code url1738_host_reverse(const char *host,
                                                   size_t len, char sep,
                                                   char *dst, size_t cap,
                                                   size_t *need);

/*
 * url1738_surt - the SURT key of a URL ("Sort-friendly URI Reordering
 * Transform"), the sort key web archives index captures by:
 * "http://www.Example.com:8080/a?b=1" gives "com,example:8080)/a?b=1".
 *
 * SURT has variants; this one is the CDX key of the Internet Archive's
 * wayback and Common Crawl's url_surtkey, with flags for the others:
 *   - the scheme and "://" are dropped (URL1738_SURT_SCHEME keeps them in
 *     Heritrix's original form "http://(com,example,)/a");
 *   - the host's labels are reversed and joined by ',', then ')';
 *   - a leading "www" label ("www", or "www" and digits) is dropped
 *     (URL1738_SURT_KEEP_WWW keeps it);
 *   - the whole key is lower-cased (URL1738_SURT_KEEP_CASE lower-cases
 *     the host only: paths may be case-sensitive);
 *   - the user, password and #fragment are dropped; a port equal to the
 *     scheme's default (and https 443) is dropped, another kept as ":N";
 *   - the query is kept in its own order: wayback's canonicalizer also
 *     sorts the pairs, which would need memory the function lacks.
 * The host, port, path and query are those the RFC 3986 reading finds
 * (url1738_parse_spec), else the RFC 1738 reading (url1738_parse), so it
 * works under either; a URL without "//" and a host (mailto:, news:,
 * file:///p), or one neither reading accepts ("http://h:8a/": no host
 * can be named), gives the whole URL, lower-cased unless
 * URL1738_SURT_KEEP_CASE.
 *
 * dst, cap, need as for url1738_encode(). Returns URL1738_OK,
 * URL1738_E_NOSPACE, or URL1738_E_BASE_RELATIVE (offset 0) for an input
 * without a scheme.
 */
#define URL1738_SURT_SCHEME 0x1u
#define URL1738_SURT_KEEP_WWW 0x2u
#define URL1738_SURT_KEEP_CASE 0x4u
URL1738_API enum url1738_code url1738_surt(const char *p, size_t len,
                                           unsigned flags, char *dst,
                                           size_t cap, size_t *need,
                                           struct url1738_error *err);

/*
 * The name=value pairs of a query as HTML form encoding writes them
 * (application/x-www-form-urlencoded, RFC 1866 8.2.1): pairs separated by
 * '&', name and value by the first '='; in each, '+' stands for a space
 * and %XX for a byte. This is a reading of http's search part that RFC
 * 1738 itself does not give (to it, the search is one opaque string).
 *
 * url1738_next_qpair() yields the raw spans of the next pair of a query
 * span (iterator from url1738_iter_init()); empty pairs ("a=1&&b") are
 * skipped; a pair without '=' has value absent. Returns 1, or 0 at the
 * end.
 *
 * url1738_form_decode() decodes one name or value: '+' to space, then
 * %XX; arguments and result as url1738_decode().
 *
 * url1738_query_param() finds the first pair whose decoded name equals
 * name[0..nlen) (bytes, case-sensitive) and sets *value to its raw value
 * span (absent, 1 returned, when the pair has no '='). Returns 1 when
 * found, else 0. Compares while decoding: no buffer, linear.
 */
URL1738_API int url1738_next_qpair(const char *p, struct url1738_iter *it,
                                   struct url1738_span *name,
                                   struct url1738_span *value);
URL1738_API enum url1738_code url1738_form_decode(const char *src,
                                                  size_t len, char *dst,
                                                  size_t cap, size_t *need,
                                                  struct url1738_error *err);
URL1738_API int url1738_query_param(const char *p, struct url1738_span query,
                                    const char *name, size_t nlen,
                                    struct url1738_span *value);

#ifdef __cplusplus
}
#endif

#endif /* URL1738_H */
