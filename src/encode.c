/*
 * encode.c - percent-encoding for each part of each scheme (2.2).
 *
 * RFC 1738 2.2: "Octets must be encoded if they have no corresponding
 * graphic character within the US-ASCII coded character set, if the use
 * of the corresponding character is unsafe, or if the corresponding
 * character is reserved for some other interpretation within the
 * particular URL scheme." Each part names the production class of
 * chars.c whose octets may stand raw; every other octet, and '%', is
 * escaped.
 */
#include "write.h"

static const struct {
    const char *name;
    unsigned prod;
} parts[] = {
    [URL1738_PART_USER] = { "user", P_USER },
    [URL1738_PART_PASSWORD] = { "password", P_USER },
    [URL1738_PART_HOST] = { "host", P_HOST },
    [URL1738_PART_FTP_SEGMENT] = { "ftp_segment", P_FSEG },
    [URL1738_PART_HTTP_SEGMENT] = { "http_segment", P_HSEG },
    [URL1738_PART_HTTP_SEARCH] = { "http_search", P_HSEG },
    [URL1738_PART_GOPHER_TYPE] = { "gopher_type", P_XCHAR },
    [URL1738_PART_GOPHER_SELECTOR] = { "gopher_selector", P_XCHAR },
    [URL1738_PART_GOPHER_SEARCH] = { "gopher_search", P_XCHAR },
    [URL1738_PART_GOPHER_PLUS] = { "gopher_plus", P_XCHAR },
    [URL1738_PART_MAILTO_ADDRESS] = { "mailto_address", P_XCHAR },
    [URL1738_PART_NEWS_GROUP] = { "news_group", P_GROUP },
    [URL1738_PART_NEWS_ARTICLE] = { "news_article", P_ARTICLE },
    [URL1738_PART_NNTP_GROUP] = { "nntp_group", P_GROUP },
    [URL1738_PART_WAIS_DATABASE] = { "wais_database", P_UCHAR },
    [URL1738_PART_WAIS_SEARCH] = { "wais_search", P_HSEG },
    [URL1738_PART_WAIS_WTYPE] = { "wais_wtype", P_UCHAR },
    [URL1738_PART_WAIS_WPATH] = { "wais_wpath", P_UCHAR },
    [URL1738_PART_FILE_SEGMENT] = { "file_segment", P_FSEG },
    [URL1738_PART_PROSPERO_SEGMENT] = { "prospero_segment", P_FSEG },
    [URL1738_PART_PROSPERO_FIELDNAME] = { "prospero_fieldname", P_FIELD },
    [URL1738_PART_PROSPERO_FIELDVALUE] = { "prospero_fieldvalue", P_FIELD },
    [URL1738_PART_XCHAR] = { "xchar", P_XCHAR },
    [URL1738_PART_UCHAR] = { "uchar", P_UCHAR },
};

#define NPARTS (sizeof parts / sizeof parts[0])

size_t url1738_part_count(void)
{
    return NPARTS;
}

const char *url1738_part_name(enum url1738_part part)
{
    return (unsigned)part < NPARTS ? parts[part].name : NULL;
}

int url1738_part_lookup(const char *name, size_t len)
{
    int i;
    size_t k;

    if (name == NULL)
        return -1;
    for (i = 0; i < (int)NPARTS; i++) {
        const char *s = parts[i].name;
        for (k = 0; k < len && s[k] != '\0' && s[k] == name[k]; k++)
            ;
        if (k == len && s[k] == '\0')
            return i;
    }
    return -1;
}

int url1738_must_escape(enum url1738_part part, unsigned char c)
{
    if ((unsigned)part >= NPARTS)
        return 1;
    return !url1738__is(c, parts[part].prod);
}

/* The host of a message-id follows its last '@' (3.6: the unique part's
 * own '@'s are escaped): a host's octets are copied, anything else
 * there escaped so that decoding still gives the input back. */
static size_t find_article_host(const char *s, size_t len)
{
    size_t i = len;

    while (i > 0)
        if (s[--i] == '@')
            return i;
    return len;
}

void url1738__put_encoded(struct url1738__writer *k, enum url1738_part part,
                          const char *src, size_t len)
{
    const unsigned char *s = (const unsigned char *)src;
    size_t i, raw_from = len;
    unsigned prod = parts[part].prod;

    if (part == URL1738_PART_NEWS_ARTICLE)
        raw_from = find_article_host(src, len);
    for (i = 0; i < len; i++) {
        unsigned char c = s[i];
        if (i == raw_from
            || url1738__is(c, i > raw_from ? (unsigned)P_HOST : prod))
            url1738__w_putc(k, (char)c);
        else
            url1738__w_put_escape(k, c);
    }
}

enum url1738_code url1738_encode(enum url1738_part part, const char *src,
                                 size_t len, char *dst, size_t cap,
                                 size_t *need)
{
    struct url1738__writer k;

    if (url1738__w_start(&k, dst, cap) != URL1738_OK
        || (unsigned)part >= NPARTS || (src == NULL && len > 0))
        return url1738__w_fail(&k, need, URL1738_E_INVALID_ARG);
    url1738__put_encoded(&k, part, src, len);
    return url1738__w_end(&k, need, NULL);
}
