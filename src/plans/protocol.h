/* SPDX-License-Identifier: MIT */
/*
 * protocol.h - the bytes each protocol lets through in each field that a
 * plan sends (RFC 1738 section 6), in one table: src/plans/protocol.c.
 *
 * plan.c refuses a URL whose decoded field holds a byte the table does
 * not allow; lint.c reports every such byte; the fuzz targets check every
 * byte that the plan writers emit against the same table. Internal: not
 * installed; names carry the url1738__ prefix.
 */
#ifndef URL1738_PROTOCOL_H
#define URL1738_PROTOCOL_H

#include <stddef.h>
#include <stdint.h>

#include "readings/readings.h"

/* The fields that are sent, one bit each in url1738__sendable[]. */
enum url1738__field {
    URL1738__F_FTP_USER,        /* ftp USER argument (RFC 959)            */
    URL1738__F_FTP_PASS,        /* ftp PASS argument                      */
    URL1738__F_FTP_CWD,         /* ftp CWD argument: a directory segment  */
    URL1738__F_FTP_NAME,        /* ftp RETR or NLST argument: the name    */
    URL1738__F_NNTP_ARG,        /* nntp GROUP, ARTICLE n (RFC 977, 3977)  */
    URL1738__F_MESSAGE_ID,      /* nntp ARTICLE <msg-id> (RFC 822, 1036)  */
    URL1738__F_GOPHER_SELECTOR, /* gopher selector (RFC 1436)             */
    URL1738__F_GOPHER_SEARCH,   /* gopher search string (RFC 1436)        */
    URL1738__F_GOPHER_PLUS,     /* gopher+ string (RFC 1738 3.4)          */
    URL1738__F_ASK_LINE,        /* a line of a filled-in ASK block (3.4.9) */
    URL1738__F_MAIL_ADDRESS,    /* mailto addr-spec, for RCPT TO (RFC 822) */
    URL1738__F_HTTP_TARGET,     /* http request target (servers decode it) */
    URL1738__F_TELNET_LOGIN,    /* telnet user or password, typed as lines */
    URL1738__F_FILE_PATH,       /* file path given to the system          */
    URL1738__F_WAIS_DATABASE,   /* wais database (RFC 1625, 3.9)          */
    URL1738__F_WAIS_SEARCH,     /* wais search words                      */
    URL1738__F_WAIS_TYPE,       /* wais document type (wtype)             */
    URL1738__F_WAIS_PATH,       /* wais document path (wpath)             */
    URL1738__F_PROSPERO_PATH,   /* prospero ppath (3.11)                  */
    URL1738__F_PROSPERO_FIELD,  /* prospero ;name=value fields            */
    URL1738__F_COUNT
};

/* Bit f of url1738__sendable[b]: decoded byte b may be sent in field f. */
extern const uint32_t url1738__sendable[256];

static inline int url1738__may_send(enum url1738__field f, unsigned char b)
{
    return (url1738__sendable[b] >> f) & 1u;
}

/* The code that refuses byte b in field f: E_PLAN_DELIMITER for CR, LF
 * and NUL, E_PLAN_GOPHER in the Gopher fields, else the field's own code
 * (E_PLAN_CONTROL, E_PLAN_MESSAGE_ID, E_PLAN_ADDRESS). */
enum url1738_code url1738__refusal(enum url1738__field f, unsigned b);

/* A person's name for field f, naming its protocol, e.g. "an FTP
 * directory segment (CWD argument)". Static. */
const char *url1738__field_name(enum url1738__field f);

/*
 * A refused byte of a field: where (the '%' of its escape, or the byte
 * itself), its decoded value (URL1738__BYTE_END when the field ended too early
 * for its syntax), and whether it came from an escape.
 */
#define URL1738__BYTE_END 256u
struct url1738__bad {
    size_t off;
    unsigned byte;
    int escaped;
};

/*
 * The first byte of span s of p, at offset from or later, that field f
 * does not let through (the span comes from a valid URL: its escapes are
 * well formed). For the RFC 822 fields (message-id, mail address) the
 * syntax is checked too, and only the first failure is ever reported.
 * Returns 1 and fills *bad when there is one, else 0.
 */
int url1738__check(const char *p, struct url1738_span s,
                   enum url1738__field f, size_t from,
                   struct url1738__bad *bad);

/*
 * RFC 1738 3.4.9: whether gopher+ string s is a filled-in ASK block
 * written exactly as 3.4.9 gives it: "+%091%0D%0A+-1%0D%0A", then lines
 * without CR, LF or NUL each ended by "%0D%0A", then ".%0D%0A" and nothing
 * after (hex digits in either case). Returns 1 if so. Else 0, and *bad
 * holds the CR, LF or NUL escape that would be sent outside that form
 * (bad->off is URL1738_ABSENT when s holds none: a plain gopher+ string).
 */
int url1738__ask_block(const char *p, struct url1738_span s,
                       struct url1738__bad *bad);

/* The longest refusal message url1738__message() writes, NUL included. */
#define URL1738__MESSAGE_MAX 256

/* Writes the message of refusing bad in field f into dst (cap bytes,
 * always NUL-terminated) in lang: the byte, the field, the protocol, the
 * rule. */
void url1738__message(char *dst, size_t cap, enum url1738__field f,
                      const struct url1738__bad *bad, enum url1738_lang lang);

/* Writes the message of a port refusal (E_PLAN_RESERVED_PORT,
 * E_PLAN_ASK_PORT) into dst: the port, the protocol, its default. */
void url1738__port_message(char *dst, size_t cap, enum url1738_code code,
                           unsigned long port, const char *protocol,
                           unsigned default_port, enum url1738_lang lang);

/* A field of a URL that a plan sends, and the table column it is held
 * to. */
struct url1738__sent {
    struct url1738_span span;
    enum url1738__field field;
};

/* The fields of valid URL u that are sent, in the order of their offsets
 * (at most 4: ftp user, password, directories, name; wais database,
 * search or type and path; prospero path and fields). A gopher+ string is
 * listed as URL1738__F_GOPHER_PLUS: the caller reads it with
 * url1738__ask_block() first. Returns their number. */
size_t url1738__sent_fields(const char *p, const struct url1738_url *u,
                            struct url1738__sent out[4]);

/* One decoded byte at a time over a span with well-formed escapes. */
struct url1738__cursor {
    const unsigned char *p;
    size_t i, end;
};

static inline void url1738__cursor_init(struct url1738__cursor *c,
                                        const char *p, size_t off,
                                        size_t end)
{
    c->p = (const unsigned char *)p;
    c->i = off;
    c->end = end;
}

/* The next decoded byte into *b, its offset into *off, 1 for an escape in
 * *esc; 0 at the end. */
int url1738__cursor_next(struct url1738__cursor *c, unsigned *b,
                         size_t *off, int *esc);

#endif /* URL1738_PROTOCOL_H */
