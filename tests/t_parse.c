/* SPDX-License-Identifier: MIT */
/*
 * t_parse.c - url1738_parse, one table per scheme of section 3: the code,
 * the error offset, the message and one canonical line of every span
 * (- for absent, "..." for present), so a whole decomposition is one
 * comparison. The RFC's own example URLs are here verbatim.
 */
#include <stdio.h>
#include <string.h>

#include "harness.h"

struct row {
    const char *input;
    enum url1738_code code;
    size_t offset;
    const char *dump;
    const char *message; /* NULL: the URL is valid */
};

/* Appends " name=-" or " name=\"...\"" for one span. */
static void put_span(char **o, const char *name, const char *p,
                     struct url1738_span s)
{
    if (!url1738_present(s))
        *o += sprintf(*o, " %s=-", name);
    else
        *o += sprintf(*o, " %s=\"%.*s\"", name, (int)s.len, p + s.off);
}

/* The canonical line: every field of the vocabulary (URL1738_FIELDS) as
 * its raw span: the top-level ones, then (valid URLs only) genericurl's
 * schemepart and the scheme's own; news "all" as 0 or 1. The scheme is
 * as written; default_port, a number derived from it, is left out (the
 * scheme table below checks it). */
static void dump_url(char *o, const char *p, const struct url1738_url *u,
                     int valid)
{
    const struct url1738_field_info *f;
    size_t i;

    o += sprintf(o, "scheme=");
    if (url1738_present(u->scheme))
        o += sprintf(o, "%.*s", (int)u->scheme.len, p + u->scheme.off);
    else
        o += sprintf(o, "-");
    for (i = 0; (f = url1738_field_info(i)) != NULL; i++) {
        if (f->id == URL1738_F_SCHEME || f->kind == URL1738_FK_NUMBER
            || f->kind == URL1738_FK_COMPUTED   /* no span: t_psl.c */
            || f->nest == URL1738_FN_RFC3986)
            continue;
        if (f->nest != URL1738_FN_TOP
            && (!valid || !((f->schemes >> u->scheme_id) & 1u)))
            continue;
        if (f->kind == URL1738_FK_BOOL)
            o += sprintf(o, " %s=%lld", f->name,
                         url1738_field_number(u, i));
        else
            put_span(&o, f->name, p, url1738_field_span(u, i));
    }
}

/* 3.2 */
static const struct row ftp_rows[] = {
    { "ftp://@host.com/", URL1738_OK, 0,
      "scheme=ftp user=\"\" password=- host=\"host.com\" port=- path=\"\" "
      "segments=\"\" type=-",
      NULL },
    { "ftp://host.com/", URL1738_OK, 0,
      "scheme=ftp user=- password=- host=\"host.com\" port=- path=\"\" "
      "segments=\"\" type=-",
      NULL },
    { "ftp://foo:@host.com/", URL1738_OK, 0,
      "scheme=ftp user=\"foo\" password=\"\" host=\"host.com\" port=- "
      "path=\"\" segments=\"\" type=-",
      NULL },
    { "ftp://myname@host.dom/%2Fetc/motd", URL1738_OK, 0,
      "scheme=ftp user=\"myname\" password=- host=\"host.dom\" port=- "
      "path=\"%2Fetc/motd\" segments=\"%2Fetc/motd\" type=-",
      NULL },
    { "ftp://myname@host.dom/etc/motd", URL1738_OK, 0,
      "scheme=ftp user=\"myname\" password=- host=\"host.dom\" port=- "
      "path=\"etc/motd\" segments=\"etc/motd\" type=-",
      NULL },
    { "ftp://myname@host.dom//etc/motd", URL1738_OK, 0,
      "scheme=ftp user=\"myname\" password=- host=\"host.dom\" port=- "
      "path=\"/etc/motd\" segments=\"/etc/motd\" type=-",
      NULL },
    { "ftp://info.cern.ch/pub/www/doc;type=d", URL1738_OK, 0,
      "scheme=ftp user=- password=- host=\"info.cern.ch\" port=- "
      "path=\"pub/www/doc;type=d\" segments=\"pub/www/doc\" type=\"d\"",
      NULL },
    { "ftp://ds.internic.net/rfc", URL1738_OK, 0,
      "scheme=ftp user=- password=- host=\"ds.internic.net\" port=- "
      "path=\"rfc\" segments=\"rfc\" type=-",
      NULL },
    { "ftp://ds.internic.net/rfc/rfc1436.txt;type=a", URL1738_OK, 0,
      "scheme=ftp user=- password=- host=\"ds.internic.net\" port=- "
      "path=\"rfc/rfc1436.txt;type=a\" segments=\"rfc/rfc1436.txt\" type=\"a\"",
      NULL },
    { "ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol/Gopher+/"
      "Gopher+.txt",
      URL1738_OK, 0,
      "scheme=ftp user=- password=- host=\"boombox.micro.umn.edu\" port=- "
      "path=\"pub/gopher/gopher_protocol/Gopher+/Gopher+.txt\" "
      "segments=\"pub/gopher/gopher_protocol/Gopher+/Gopher+.txt\" type=-",
      NULL },
    { "ftp://host.com", URL1738_OK, 0,
      "scheme=ftp user=- password=- host=\"host.com\" port=- path=- segments=- "
      "type=-",
      NULL },
    { "ftp://:@h", URL1738_OK, 0,
      "scheme=ftp user=\"\" password=\"\" host=\"h\" port=- path=- segments=- "
      "type=-",
      NULL },
    { "ftp://:p@h/", URL1738_OK, 0,
      "scheme=ftp user=\"\" password=\"p\" host=\"h\" port=- path=\"\" "
      "segments=\"\" type=-",
      NULL },
    { "ftp://u:p@h:21/a/b;type=I", URL1738_OK, 0,
      "scheme=ftp user=\"u\" password=\"p\" host=\"h\" port=\"21\" "
      "path=\"a/b;type=I\" segments=\"a/b\" type=\"I\"",
      NULL },
    { "ftp://h/a%2fb;type=D", URL1738_OK, 0,
      "scheme=ftp user=- password=- host=\"h\" port=- path=\"a%2fb;type=D\" "
      "segments=\"a%2fb\" type=\"D\"",
      NULL },
    { "ftp://h:0021/", URL1738_OK, 0,
      "scheme=ftp user=- password=- host=\"h\" port=\"0021\" path=\"\" "
      "segments=\"\" type=-",
      NULL },
    { "ftp://h/;type=a", URL1738_OK, 0,
      "scheme=ftp user=- password=- host=\"h\" port=- path=\";type=a\" "
      "segments=\"\" type=\"a\"",
      NULL },
    { "ftp://h/a?b:c@d&e=f", URL1738_OK, 0,
      "scheme=ftp user=- password=- host=\"h\" port=- path=\"a?b:c@d&e=f\" "
      "segments=\"a?b:c@d&e=f\" type=-",
      NULL },
    { "ftp://u;?&=:p;?&=@h/", URL1738_OK, 0,
      "scheme=ftp user=\"u;?&=\" password=\"p;?&=\" host=\"h\" port=- "
      "path=\"\" segments=\"\" type=-",
      NULL },
    { "ftp://1.2.3.4/", URL1738_OK, 0,
      "scheme=ftp user=- password=- host=\"1.2.3.4\" port=- path=\"\" "
      "segments=\"\" type=-",
      NULL },
    { "ftp://u:p", URL1738_E_AT, 9,
      "scheme=ftp user=- password=- host=- port=- path=-",
      "expected '@' after the user name and password" },
    { "ftp://h:80x", URL1738_E_AT, 11,
      "scheme=ftp user=- password=- host=- port=- path=-",
      "expected '@' after the user name and password" },
    { "ftp://u:p:q@h/", URL1738_E_USER, 9,
      "scheme=ftp user=- password=- host=- port=- path=-",
      "':', '@' and '/' must be encoded in a user name or password" },
    { "ftp://h/a;b", URL1738_E_FTP_TYPE, 10,
      "scheme=ftp user=- password=- host=- port=- path=-",
      "expected \";type=\" followed by a, i or d" },
    { "ftp://h/a;type=a/", URL1738_E_END, 16,
      "scheme=ftp user=- password=- host=- port=- path=-",
      "expected the end of the URL" },
    { "ftp://h/a;type=x", URL1738_E_FTP_TYPE, 15,
      "scheme=ftp user=- password=- host=- port=- path=-",
      "expected \";type=\" followed by a, i or d" },
    { "ftp://h/a;TYPE=a", URL1738_E_FTP_TYPE, 10,
      "scheme=ftp user=- password=- host=- port=- path=-",
      "expected \";type=\" followed by a, i or d" },
    { "ftp://h/a;type", URL1738_E_FTP_TYPE, 14,
      "scheme=ftp user=- password=- host=- port=- path=-",
      "expected \";type=\" followed by a, i or d" },
    { "ftp://h/a b", URL1738_E_MUST_ENCODE, 9,
      "scheme=ftp user=- password=- host=- port=- path=-",
      "a space must be encoded as %20" },
    { "ftp://h/a#b", URL1738_E_MUST_ENCODE, 9,
      "scheme=ftp user=- password=- host=- port=- path=-",
      "'#' must be encoded as %23" },
    { "ftp://h/%4g", URL1738_E_ESCAPE, 10,
      "scheme=ftp user=- password=- host=- port=- path=-",
      "expected two hexadecimal digits after '%'" },
    { "ftp://h/%4", URL1738_E_ESCAPE, 10,
      "scheme=ftp user=- password=- host=- port=- path=-",
      "expected two hexadecimal digits after '%'" },
    { "ftp:/h", URL1738_E_SLASHES, 5,
      "scheme=ftp user=- password=- host=- port=- path=-",
      "expected \"//\" after the scheme name" },
    { "ftp:h", URL1738_E_SLASHES, 4,
      "scheme=ftp user=- password=- host=- port=- path=-",
      "expected \"//\" after the scheme name" },
    { "ftp://", URL1738_E_HOST, 6,
      "scheme=ftp user=- password=- host=- port=- path=-",
      "expected a host name or a host number" },
    { "ftp://@", URL1738_E_HOST, 7,
      "scheme=ftp user=- password=- host=- port=- path=-",
      "expected a host name or a host number" },
    { "ftp://u@h:/", URL1738_E_PORT, 10,
      "scheme=ftp user=- password=- host=- port=- path=-",
      "expected a digit of the port" },
    { "ftp://u@-h/", URL1738_E_HOST, 8,
      "scheme=ftp user=- password=- host=- port=- path=-",
      "expected a host name or a host number" },
    { "FTP://H.COM/X", URL1738_OK, 0,
      "scheme=FTP user=- password=- host=\"H.COM\" port=- path=\"X\" "
      "segments=\"X\" type=-",
      NULL },
};

/* 3.3 */
static const struct row http_rows[] = {
    { "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html",
      URL1738_OK, 0,
      "scheme=http user=- password=- host=\"www.acl.lanl.gov\" port=- "
      "path=\"URI/archive/uri-archive.index.html\" "
      "segments=\"URI/archive/uri-archive.index.html\" search=-",
      NULL },
    { "http://ds.internic.net/instructions/overview.html", URL1738_OK, 0,
      "scheme=http user=- password=- host=\"ds.internic.net\" port=- "
      "path=\"instructions/overview.html\" "
      "segments=\"instructions/overview.html\" search=-",
      NULL },
    { "http://h", URL1738_OK, 0,
      "scheme=http user=- password=- host=\"h\" port=- path=- segments=- "
      "search=-",
      NULL },
    { "http://h/", URL1738_OK, 0,
      "scheme=http user=- password=- host=\"h\" port=- path=\"\" segments=\"\" "
      "search=-",
      NULL },
    { "http://h:8080", URL1738_OK, 0,
      "scheme=http user=- password=- host=\"h\" port=\"8080\" path=- segments=- "
      "search=-",
      NULL },
    { "http://h:8080/a/b?c=d&e", URL1738_OK, 0,
      "scheme=http user=- password=- host=\"h\" port=\"8080\" "
      "path=\"a/b?c=d&e\" segments=\"a/b\" search=\"c=d&e\"",
      NULL },
    { "http://h/a;b:c@d&e=f?g;h:i@j&k=l", URL1738_OK, 0,
      "scheme=http user=- password=- host=\"h\" port=- "
      "path=\"a;b:c@d&e=f?g;h:i@j&k=l\" segments=\"a;b:c@d&e=f\" "
      "search=\"g;h:i@j&k=l\"",
      NULL },
    { "http://h/?", URL1738_OK, 0,
      "scheme=http user=- password=- host=\"h\" port=- path=\"?\" segments=\"\" "
      "search=\"\"",
      NULL },
    { "http://h/a/?", URL1738_OK, 0,
      "scheme=http user=- password=- host=\"h\" port=- path=\"a/?\" "
      "segments=\"a/\" search=\"\"",
      NULL },
    { "http://h//", URL1738_OK, 0,
      "scheme=http user=- password=- host=\"h\" port=- path=\"/\" segments=\"/\" "
      "search=-",
      NULL },
    { "http://h/%7e%7E", URL1738_OK, 0,
      "scheme=http user=- password=- host=\"h\" port=- path=\"%7e%7E\" "
      "segments=\"%7e%7E\" search=-",
      NULL },
    { "http://a.1/", URL1738_E_HOST_TOPLABEL, 10,
      "scheme=http user=- password=- host=- port=- path=-",
      "the last label of a host name must begin with a letter (or the host "
      "must be four dot-separated numbers)" },
    { "http://a-.b/", URL1738_E_HOST_LABEL, 9,
      "scheme=http user=- password=- host=- port=- path=-",
      "a host name label must begin and end with a letter or digit" },
    { "http://h:/", URL1738_E_PORT, 9,
      "scheme=http user=- password=- host=- port=- path=-",
      "expected a digit of the port" },
    { "http://h:80x", URL1738_E_AFTER_HOST, 11,
      "scheme=http user=- password=- host=- port=- path=-",
      "expected ':' and a port, '/' or the end after the host" },
    { "http://u@h/", URL1738_E_NO_LOGIN, 8,
      "scheme=http user=- password=- host=- port=- path=-",
      "this scheme allows no user name or password" },
    { "http://h/a b", URL1738_E_MUST_ENCODE, 10,
      "scheme=http user=- password=- host=- port=- path=-",
      "a space must be encoded as %20" },
    { "http://h/a?b?", URL1738_E_RESERVED, 12,
      "scheme=http user=- password=- host=- port=- path=-",
      "this reserved character must be encoded here" },
    { "http://h/a?b/c", URL1738_E_RESERVED, 12,
      "scheme=http user=- password=- host=- port=- path=-",
      "this reserved character must be encoded here" },
    { "http://h/a#frag", URL1738_E_MUST_ENCODE, 10,
      "scheme=http user=- password=- host=- port=- path=-",
      "'#' must be encoded as %23" },
    { "http://", URL1738_E_HOST, 7,
      "scheme=http user=- password=- host=- port=- path=-",
      "expected a host name or a host number" },
    { "http:///", URL1738_E_HOST, 7,
      "scheme=http user=- password=- host=- port=- path=-",
      "expected a host name or a host number" },
    { "http://-a/", URL1738_E_HOST, 7,
      "scheme=http user=- password=- host=- port=- path=-",
      "expected a host name or a host number" },
    { "http://a..b/", URL1738_E_HOST_LABEL, 9,
      "scheme=http user=- password=- host=- port=- path=-",
      "a host name label must begin and end with a letter or digit" },
    { "http://1.2.3/", URL1738_E_HOST_TOPLABEL, 12,
      "scheme=http user=- password=- host=- port=- path=-",
      "the last label of a host name must begin with a letter (or the host "
      "must be four dot-separated numbers)" },
    { "http://1.2.3.4.5/", URL1738_E_HOST_TOPLABEL, 16,
      "scheme=http user=- password=- host=- port=- path=-",
      "the last label of a host name must begin with a letter (or the host "
      "must be four dot-separated numbers)" },
    { "http://a.b./", URL1738_E_HOST_LABEL, 11,
      "scheme=http user=- password=- host=- port=- path=-",
      "a host name label must begin and end with a letter or digit" },
    { "http://123.45.67.89:80/", URL1738_OK, 0,
      "scheme=http user=- password=- host=\"123.45.67.89\" port=\"80\" "
      "path=\"\" segments=\"\" search=-",
      NULL },
    { "http://A-9.b-c.De/", URL1738_OK, 0,
      "scheme=http user=- password=- host=\"A-9.b-c.De\" port=- path=\"\" "
      "segments=\"\" search=-",
      NULL },
};

/* 3.4 */
static const struct row gopher_rows[] = {
    { "gopher://h", URL1738_OK, 0,
      "scheme=gopher user=- password=- host=\"h\" port=- path=- type=- "
      "selector=- search=- gopher_plus=-",
      NULL },
    { "gopher://h/", URL1738_OK, 0,
      "scheme=gopher user=- password=- host=\"h\" port=- path=\"\" type=- "
      "selector=- search=- gopher_plus=-",
      NULL },
    { "gopher://h:70/1", URL1738_OK, 0,
      "scheme=gopher user=- password=- host=\"h\" port=\"70\" path=\"1\" "
      "type=\"1\" selector=\"\" search=- gopher_plus=-",
      NULL },
    { "gopher://h/0about.txt", URL1738_OK, 0,
      "scheme=gopher user=- password=- host=\"h\" port=- path=\"0about.txt\" "
      "type=\"0\" selector=\"about.txt\" search=- gopher_plus=-",
      NULL },
    { "gopher://h/1a%09b", URL1738_OK, 0,
      "scheme=gopher user=- password=- host=\"h\" port=- path=\"1a%09b\" "
      "type=\"1\" selector=\"a\" search=\"b\" gopher_plus=-",
      NULL },
    { "gopher://h/7sel%09query%09+plus", URL1738_OK, 0,
      "scheme=gopher user=- password=- host=\"h\" port=- "
      "path=\"7sel%09query%09+plus\" type=\"7\" selector=\"sel\" "
      "search=\"query\" gopher_plus=\"+plus\"",
      NULL },
    { "gopher://h/1%09%09%09", URL1738_OK, 0,
      "scheme=gopher user=- password=- host=\"h\" port=- path=\"1%09%09%09\" "
      "type=\"1\" selector=\"\" search=\"\" gopher_plus=\"%09\"",
      NULL },
    { "gopher://h/%09", URL1738_OK, 0,
      "scheme=gopher user=- password=- host=\"h\" port=- path=\"%09\" "
      "type=\"%09\" selector=\"\" search=- gopher_plus=-",
      NULL },
    { "gopher://h/%31sel", URL1738_OK, 0,
      "scheme=gopher user=- password=- host=\"h\" port=- path=\"%31sel\" "
      "type=\"%31\" selector=\"sel\" search=- gopher_plus=-",
      NULL },
    { "gopher://h/1a?b;c/d", URL1738_OK, 0,
      "scheme=gopher user=- password=- host=\"h\" port=- path=\"1a?b;c/d\" "
      "type=\"1\" selector=\"a?b;c/d\" search=- gopher_plus=-",
      NULL },
    { "gopher://h/1a b", URL1738_E_MUST_ENCODE, 13,
      "scheme=gopher user=- password=- host=- port=- path=-",
      "a space must be encoded as %20" },
    { "gopher://h/1%2", URL1738_E_ESCAPE, 14,
      "scheme=gopher user=- password=- host=- port=- path=-",
      "expected two hexadecimal digits after '%'" },
    { "gopher://u@h/", URL1738_E_NO_LOGIN, 10,
      "scheme=gopher user=- password=- host=- port=- path=-",
      "this scheme allows no user name or password" },
    { "gopher://h:", URL1738_E_PORT, 11,
      "scheme=gopher user=- password=- host=- port=- path=-",
      "expected a digit of the port" },
};

/* 3.5 */
static const struct row mailto_rows[] = {
    { "mailto:a@b.c", URL1738_OK, 0,
      "scheme=mailto user=- password=- host=- port=- path=- address=\"a@b.c\"",
      NULL },
    { "mailto:a", URL1738_OK, 0,
      "scheme=mailto user=- password=- host=- port=- path=- address=\"a\"",
      NULL },
    { "MailTo:Joe%20Doe@x.y", URL1738_OK, 0,
      "scheme=MailTo user=- password=- host=- port=- path=- "
      "address=\"Joe%20Doe@x.y\"",
      NULL },
    { "mailto:a?b/c;d=e", URL1738_OK, 0,
      "scheme=mailto user=- password=- host=- port=- path=- "
      "address=\"a?b/c;d=e\"",
      NULL },
    { "mailto:", URL1738_E_MAILTO, 7,
      "scheme=mailto user=- password=- host=- port=- path=-",
      "expected an e-mail address" },
    { "mailto:a b", URL1738_E_MUST_ENCODE, 8,
      "scheme=mailto user=- password=- host=- port=- path=-",
      "a space must be encoded as %20" },
    { "mailto:<a@b>", URL1738_E_MUST_ENCODE, 7,
      "scheme=mailto user=- password=- host=- port=- path=-",
      "'<' must be encoded as %3C" },
};

/* 3.6 */
static const struct row news_rows[] = {
    { "news:*", URL1738_OK, 0,
      "scheme=news user=- password=- host=- port=- path=- all=1 group=- "
      "article=-",
      NULL },
    { "news:comp.infosystems.www", URL1738_OK, 0,
      "scheme=news user=- password=- host=- port=- path=- all=0 "
      "group=\"comp.infosystems.www\" article=-",
      NULL },
    { "news:a.b-c+d_e", URL1738_OK, 0,
      "scheme=news user=- password=- host=- port=- path=- all=0 "
      "group=\"a.b-c+d_e\" article=-",
      NULL },
    { "news:1234@h.dom", URL1738_OK, 0,
      "scheme=news user=- password=- host=- port=- path=- all=0 group=- "
      "article=\"1234@h.dom\"",
      NULL },
    { "news:a$b@h", URL1738_OK, 0,
      "scheme=news user=- password=- host=- port=- path=- all=0 group=- "
      "article=\"a$b@h\"",
      NULL },
    { "news:*a@h", URL1738_OK, 0,
      "scheme=news user=- password=- host=- port=- path=- all=0 group=- "
      "article=\"*a@h\"",
      NULL },
    { "news:a/b?c:d;e=f&g@h.x", URL1738_OK, 0,
      "scheme=news user=- password=- host=- port=- path=- all=0 group=- "
      "article=\"a/b?c:d;e=f&g@h.x\"",
      NULL },
    { "news:a%40b@1.2.3.4", URL1738_OK, 0,
      "scheme=news user=- password=- host=- port=- path=- all=0 group=- "
      "article=\"a%40b@1.2.3.4\"",
      NULL },
    { "news:", URL1738_E_NEWS, 5,
      "scheme=news user=- password=- host=- port=- path=-",
      "expected '*', a newsgroup name or a message-id" },
    { "news:a$b", URL1738_E_ARTICLE, 8,
      "scheme=news user=- password=- host=- port=- path=-",
      "expected '@' and a host to end the message-id" },
    { "news:a@", URL1738_E_HOST, 7,
      "scheme=news user=- password=- host=- port=- path=-",
      "expected a host name or a host number" },
    { "news:@h", URL1738_E_NEWS, 5,
      "scheme=news user=- password=- host=- port=- path=-",
      "expected '*', a newsgroup name or a message-id" },
    { "news:a@b@c", URL1738_E_END, 8,
      "scheme=news user=- password=- host=- port=- path=-",
      "expected the end of the URL" },
    { "news:1a", URL1738_E_ARTICLE, 7,
      "scheme=news user=- password=- host=- port=- path=-",
      "expected '@' and a host to end the message-id" },
    { "news:a@h.", URL1738_E_HOST_LABEL, 9,
      "scheme=news user=- password=- host=- port=- path=-",
      "a host name label must begin and end with a letter or digit" },
    { "news:a b", URL1738_E_MUST_ENCODE, 6,
      "scheme=news user=- password=- host=- port=- path=-",
      "a space must be encoded as %20" },
    { "news:**", URL1738_E_ARTICLE, 7,
      "scheme=news user=- password=- host=- port=- path=-",
      "expected '@' and a host to end the message-id" },
};

/* 3.7 */
static const struct row nntp_rows[] = {
    { "nntp://h/g", URL1738_OK, 0,
      "scheme=nntp user=- password=- host=\"h\" port=- path=\"g\" group=\"g\" "
      "article=-",
      NULL },
    { "nntp://h/comp.x/12345", URL1738_OK, 0,
      "scheme=nntp user=- password=- host=\"h\" port=- path=\"comp.x/12345\" "
      "group=\"comp.x\" article=\"12345\"",
      NULL },
    { "nntp://h:119/g/0", URL1738_OK, 0,
      "scheme=nntp user=- password=- host=\"h\" port=\"119\" path=\"g/0\" "
      "group=\"g\" article=\"0\"",
      NULL },
    { "nntp://h", URL1738_E_SLASH, 8,
      "scheme=nntp user=- password=- host=- port=- path=-",
      "expected '/'" },
    { "nntp://h/", URL1738_E_GROUP, 9,
      "scheme=nntp user=- password=- host=- port=- path=-",
      "expected a newsgroup name beginning with a letter" },
    { "nntp://h/1", URL1738_E_GROUP, 9,
      "scheme=nntp user=- password=- host=- port=- path=-",
      "expected a newsgroup name beginning with a letter" },
    { "nntp://h/g/", URL1738_E_ARTNUM, 11,
      "scheme=nntp user=- password=- host=- port=- path=-",
      "expected a digit of the article number" },
    { "nntp://h/g/1x", URL1738_E_ARTNUM, 12,
      "scheme=nntp user=- password=- host=- port=- path=-",
      "expected a digit of the article number" },
    { "nntp://h/g?", URL1738_E_GROUP_CHAR, 10,
      "scheme=nntp user=- password=- host=- port=- path=-",
      "expected a letter, digit, '-', '.', '+' or '_' of the newsgroup name, "
      "'/' or the end" },
    { "nntp://u@h/g", URL1738_E_NO_LOGIN, 8,
      "scheme=nntp user=- password=- host=- port=- path=-",
      "this scheme allows no user name or password" },
};

/* 3.8 */
static const struct row telnet_rows[] = {
    { "telnet://h", URL1738_OK, 0,
      "scheme=telnet user=- password=- host=\"h\" port=- path=-",
      NULL },
    { "telnet://h/", URL1738_OK, 0,
      "scheme=telnet user=- password=- host=\"h\" port=- path=\"\"",
      NULL },
    { "telnet://u:p@h:23/", URL1738_OK, 0,
      "scheme=telnet user=\"u\" password=\"p\" host=\"h\" port=\"23\" "
      "path=\"\"",
      NULL },
    { "telnet://@h", URL1738_OK, 0,
      "scheme=telnet user=\"\" password=- host=\"h\" port=- path=-",
      NULL },
    { "telnet://h/x", URL1738_E_TELNET, 11,
      "scheme=telnet user=- password=- host=- port=- path=-",
      "expected the end after the final '/' of a telnet URL" },
    { "telnet://h//", URL1738_E_TELNET, 11,
      "scheme=telnet user=- password=- host=- port=- path=-",
      "expected the end after the final '/' of a telnet URL" },
};

/* 3.9 */
static const struct row wais_rows[] = {
    { "wais://h/db", URL1738_OK, 0,
      "scheme=wais user=- password=- host=\"h\" port=- path=\"db\" "
      "database=\"db\" search=- wtype=- wpath=-",
      NULL },
    { "wais://h/", URL1738_OK, 0,
      "scheme=wais user=- password=- host=\"h\" port=- path=\"\" "
      "database=\"\" search=- wtype=- wpath=-",
      NULL },
    { "wais://h:210/db?query;a:b", URL1738_OK, 0,
      "scheme=wais user=- password=- host=\"h\" port=\"210\" "
      "path=\"db?query;a:b\" database=\"db\" search=\"query;a:b\" wtype=- "
      "wpath=-",
      NULL },
    { "wais://h/db/TEXT/a%2Fb", URL1738_OK, 0,
      "scheme=wais user=- password=- host=\"h\" port=- path=\"db/TEXT/a%2Fb\" "
      "database=\"db\" search=- wtype=\"TEXT\" wpath=\"a%2Fb\"",
      NULL },
    { "wais://h//", URL1738_E_WAIS, 10,
      "scheme=wais user=- password=- host=- port=- path=-",
      "expected '/' and the document path after the WAIS type" },
    { "wais://h", URL1738_E_SLASH, 8,
      "scheme=wais user=- password=- host=- port=- path=-",
      "expected '/'" },
    { "wais://h/db/t", URL1738_E_WAIS, 13,
      "scheme=wais user=- password=- host=- port=- path=-",
      "expected '/' and the document path after the WAIS type" },
    { "wais://h/db/t/p/q", URL1738_E_RESERVED, 15,
      "scheme=wais user=- password=- host=- port=- path=-",
      "this reserved character must be encoded here" },
    { "wais://h/db?a/b", URL1738_E_RESERVED, 13,
      "scheme=wais user=- password=- host=- port=- path=-",
      "this reserved character must be encoded here" },
    { "wais://h/d;b", URL1738_E_RESERVED, 10,
      "scheme=wais user=- password=- host=- port=- path=-",
      "this reserved character must be encoded here" },
    { "wais://h/db/t/p?x", URL1738_E_RESERVED, 15,
      "scheme=wais user=- password=- host=- port=- path=-",
      "this reserved character must be encoded here" },
};

/* 3.10 */
static const struct row file_rows[] = {
    { "file://vms.host.edu/disk$user/my/notes/note12345.txt", URL1738_OK, 0,
      "scheme=file user=- password=- host=\"vms.host.edu\" port=- "
      "path=\"disk$user/my/notes/note12345.txt\" "
      "path=\"disk$user/my/notes/note12345.txt\"",
      NULL },
    { "file:///", URL1738_OK, 0,
      "scheme=file user=- password=- host=\"\" port=- path=\"\" path=\"\"",
      NULL },
    { "file:///etc/motd", URL1738_OK, 0,
      "scheme=file user=- password=- host=\"\" port=- path=\"etc/motd\" "
      "path=\"etc/motd\"",
      NULL },
    { "file://localhost/etc/motd", URL1738_OK, 0,
      "scheme=file user=- password=- host=\"localhost\" port=- "
      "path=\"etc/motd\" path=\"etc/motd\"",
      NULL },
    { "file://h/a//b", URL1738_OK, 0,
      "scheme=file user=- password=- host=\"h\" port=- path=\"a//b\" "
      "path=\"a//b\"",
      NULL },
    { "file://", URL1738_E_HOST, 7,
      "scheme=file user=- password=- host=- port=- path=-",
      "expected a host name or a host number" },
    { "file://h", URL1738_E_SLASH, 8,
      "scheme=file user=- password=- host=- port=- path=-",
      "expected '/'" },
    { "file://h:80/x", URL1738_E_SLASH, 8,
      "scheme=file user=- password=- host=- port=- path=-",
      "expected '/'" },
    { "file://u@h/x", URL1738_E_NO_LOGIN, 8,
      "scheme=file user=- password=- host=- port=- path=-",
      "this scheme allows no user name or password" },
    { "file:///a;b", URL1738_E_RESERVED, 9,
      "scheme=file user=- password=- host=- port=- path=-",
      "this reserved character must be encoded here" },
    { "file:///a?b", URL1738_OK, 0,
      "scheme=file user=- password=- host=\"\" port=- path=\"a?b\" "
      "path=\"a?b\"",
      NULL },
    { "file:/x", URL1738_E_SLASHES, 6,
      "scheme=file user=- password=- host=- port=- path=-",
      "expected \"//\" after the scheme name" },
};

/* 3.11 */
static const struct row prospero_rows[] = {
    { "prospero://host.dom//pros/name", URL1738_OK, 0,
      "scheme=prospero user=- password=- host=\"host.dom\" port=- "
      "path=\"/pros/name\" path=\"/pros/name\" fields=\"\"",
      NULL },
    { "prospero://h/", URL1738_OK, 0,
      "scheme=prospero user=- password=- host=\"h\" port=- path=\"\" "
      "path=\"\" fields=\"\"",
      NULL },
    { "prospero://h:1525/a/b;f=v;g=w", URL1738_OK, 0,
      "scheme=prospero user=- password=- host=\"h\" port=\"1525\" "
      "path=\"a/b;f=v;g=w\" path=\"a/b\" fields=\";f=v;g=w\"",
      NULL },
    { "prospero://h/a;=", URL1738_OK, 0,
      "scheme=prospero user=- password=- host=\"h\" port=- path=\"a;=\" "
      "path=\"a\" fields=\";=\"",
      NULL },
    { "prospero://h/a;f?:@&=v?:@&", URL1738_OK, 0,
      "scheme=prospero user=- password=- host=\"h\" port=- "
      "path=\"a;f?:@&=v?:@&\" path=\"a\" fields=\";f?:@&=v?:@&\"",
      NULL },
    { "prospero://h", URL1738_E_SLASH, 12,
      "scheme=prospero user=- password=- host=- port=- path=-",
      "expected '/'" },
    { "prospero://h/a;f", URL1738_E_FIELD, 16,
      "scheme=prospero user=- password=- host=- port=- path=-",
      "expected '=' after the field name" },
    { "prospero://h/a;f=v=w", URL1738_E_RESERVED, 18,
      "scheme=prospero user=- password=- host=- port=- path=-",
      "this reserved character must be encoded here" },
    { "prospero://h/a;f=v/w", URL1738_E_RESERVED, 18,
      "scheme=prospero user=- password=- host=- port=- path=-",
      "this reserved character must be encoded here" },
};

/* 5 genericurl */
static const struct row generic_rows[] = {
    { "a:", URL1738_OK, 0,
      "scheme=a user=- password=- host=- port=- path=- schemepart=\"\"",
      NULL },
    { "a+b-c.d:x", URL1738_OK, 0,
      "scheme=a+b-c.d user=- password=- host=- port=- path=-"
      " schemepart=\"x\"",
      NULL },
    { "1:", URL1738_OK, 0,
      "scheme=1 user=- password=- host=- port=- path=- schemepart=\"\"",
      NULL },
    { "+:", URL1738_OK, 0,
      "scheme=+ user=- password=- host=- port=- path=- schemepart=\"\"",
      NULL },
    { ".:", URL1738_OK, 0,
      "scheme=. user=- password=- host=- port=- path=- schemepart=\"\"",
      NULL },
    { "-:", URL1738_OK, 0,
      "scheme=- user=- password=- host=- port=- path=- schemepart=\"\"",
      NULL },
    { "x://u:p@h:1/p?q", URL1738_OK, 0,
      "scheme=x user=\"u\" password=\"p\" host=\"h\" port=\"1\" path=\"p?q\""
      " schemepart=-",
      NULL },
    { "x://a.1/", URL1738_OK, 0,
      "scheme=x user=- password=- host=- port=- path=- schemepart=\"//a.1/\"",
      NULL },
    { "x:///", URL1738_OK, 0,
      "scheme=x user=- password=- host=- port=- path=- schemepart=\"///\"",
      NULL },
    { "x://h", URL1738_OK, 0,
      "scheme=x user=- password=- host=\"h\" port=- path=- schemepart=-",
      NULL },
    { "X-Y://h/p", URL1738_OK, 0,
      "scheme=X-Y user=- password=- host=\"h\" port=- path=\"p\""
      " schemepart=-",
      NULL },
    { "x:a b", URL1738_E_MUST_ENCODE, 3,
      "scheme=x user=- password=- host=- port=- path=-",
      "a space must be encoded as %20" },
    { "x:%41", URL1738_OK, 0,
      "scheme=x user=- password=- host=- port=- path=- schemepart=\"%41\"",
      NULL },
    { "x:%4", URL1738_E_ESCAPE, 4,
      "scheme=x user=- password=- host=- port=- path=-",
      "expected two hexadecimal digits after '%'" },
    { "a", URL1738_E_COLON, 1,
      "scheme=- user=- password=- host=- port=- path=-",
      "expected ':' after the scheme name" },
    { "a_b:x", URL1738_E_COLON, 1,
      "scheme=- user=- password=- host=- port=- path=-",
      "expected ':' after the scheme name" },
    { ":x", URL1738_E_SCHEME, 0,
      "scheme=- user=- password=- host=- port=- path=-",
      "expected a scheme name (letters, digits, '+', '-', '.')" },
    { "", URL1738_E_SCHEME, 0,
      "scheme=- user=- password=- host=- port=- path=-",
      "expected a scheme name (letters, digits, '+', '-', '.')" },
    { "http", URL1738_E_COLON, 4,
      "scheme=- user=- password=- host=- port=- path=-",
      "expected ':' after the scheme name" },
    { "https://h/", URL1738_OK, 0,
      "scheme=https user=- password=- host=\"h\" port=- path=\"\""
      " schemepart=-",
      NULL },
};

static void run_rows(const struct row *rows, size_t count)
{
    size_t k;

    for (k = 0; k < count; k++) {
        const struct row *r = &rows[k];
        size_t n = strlen(r->input);
        struct url1738_url u = URL1738_URL_INIT;
        struct url1738_error err;
        char line[1024];
        enum url1738_code rc = url1738_parse(r->input, n, &u, &err);

        dump_url(line, r->input, &u, rc == URL1738_OK);
        if (rc != r->code || err.offset != r->offset)
            harness_dump("input", r->input, n);
        CHECK_EQ_INT(rc, r->code);
        CHECK_EQ_INT(err.code, r->code);
        CHECK_EQ_INT(err.offset, r->offset);
        CHECK_EQ_STR(line, strlen(line), r->dump);
        CHECK_EQ_STR(err.message, strlen(err.message),
                     r->message != NULL ? r->message : "no error");
        CHECK_EQ_INT(url1738_valid(r->input, n), r->code == URL1738_OK);
    }
}

#define RUN(rows) run_rows(rows, sizeof rows / sizeof rows[0])

/* url1738_scheme_lookup, _name, _default_port (3.2-3.11, 2.1). */
static void test_schemes(void)
{
    static const struct {
        const char *name;
        enum url1738_scheme id;
        unsigned port;
    } t[] = {
        { "ftp", URL1738_SCHEME_FTP, 21 },
        { "http", URL1738_SCHEME_HTTP, 80 },
        { "gopher", URL1738_SCHEME_GOPHER, 70 },
        { "mailto", URL1738_SCHEME_MAILTO, 0 },
        { "news", URL1738_SCHEME_NEWS, 0 },
        { "nntp", URL1738_SCHEME_NNTP, 119 },
        { "telnet", URL1738_SCHEME_TELNET, 23 },
        { "wais", URL1738_SCHEME_WAIS, 210 },
        { "file", URL1738_SCHEME_FILE, 0 },
        { "prospero", URL1738_SCHEME_PROSPERO, 1525 },
    };
    static const char *const others[] = {
        "", "f", "ft", "ftpx", "https", "htt", "fil", "files", "news ",
        "n\x00ws", "prosper", "prosperoo", "ftp:", "mail", "\xc6tp",
    };
    size_t k;
    char up[16];

    for (k = 0; k < sizeof t / sizeof t[0]; k++) {
        size_t n = strlen(t[k].name), i;

        CHECK_EQ_INT(url1738_scheme_lookup(t[k].name, n), t[k].id);
        for (i = 0; i < n; i++)
            up[i] = (char)(t[k].name[i] - 'a' + 'A');
        CHECK_EQ_INT(url1738_scheme_lookup(up, n), t[k].id);
        up[0] = t[k].name[0]; /* mixed case */
        CHECK_EQ_INT(url1738_scheme_lookup(up, n), t[k].id);
        /* Only the first len bytes count. */
        CHECK_EQ_INT(url1738_scheme_lookup(t[k].name, n - 1),
                     URL1738_SCHEME_OTHER);
        CHECK_EQ_INT(url1738_default_port(t[k].id), t[k].port);
        CHECK_EQ_STR(url1738_scheme_name(t[k].id),
                     strlen(url1738_scheme_name(t[k].id)), t[k].name);
    }
    for (k = 0; k < sizeof others / sizeof others[0]; k++)
        CHECK_EQ_INT(url1738_scheme_lookup(others[k], strlen(others[k])),
                     URL1738_SCHEME_OTHER);
    CHECK_EQ_INT(url1738_scheme_lookup("n\x00ws", 4), URL1738_SCHEME_OTHER);
    CHECK_EQ_INT(url1738_scheme_lookup(NULL, 0), URL1738_SCHEME_OTHER);
    CHECK(url1738_scheme_name(URL1738_SCHEME_OTHER) == NULL);
    CHECK(url1738_scheme_name(URL1738_SCHEME_NONE) == NULL);
    CHECK(url1738_scheme_name((enum url1738_scheme)99) == NULL);
    CHECK_EQ_INT(url1738_default_port(URL1738_SCHEME_OTHER), 0);
    CHECK_EQ_INT(url1738_default_port(URL1738_SCHEME_NONE), 0);
    CHECK_EQ_INT(url1738_default_port((enum url1738_scheme)99), 0);
}

/* url1738_strerror and url1738_errname: every code, its value and name
 * written out here by hand (not built from URL1738_ERRORS, which is what
 * is under test); the X-macro is only used to prove the table covers
 * every code, so a new code fails here until it is written out too. */
static const struct {
    int code;
    const char *name;
} error_names[] = {
    { 0, "OK" }, { 1, "E_MUST_ENCODE" }, { 2, "E_ESCAPE" },
    { 3, "E_SCHEME" }, { 4, "E_COLON" }, { 5, "E_SLASHES" },
    { 6, "E_HOST" }, { 7, "E_HOST_LABEL" }, { 8, "E_HOST_TOPLABEL" },
    { 9, "E_PORT" }, { 10, "E_AFTER_HOST" }, { 11, "E_AT" },
    { 12, "E_NO_LOGIN" }, { 13, "E_USER" }, { 14, "E_FTP_TYPE" },
    { 15, "E_END" }, { 16, "E_RESERVED" }, { 17, "E_SLASH" },
    { 18, "E_MAILTO" }, { 19, "E_NEWS" }, { 20, "E_ARTICLE" },
    { 21, "E_GROUP" }, { 22, "E_ARTNUM" }, { 23, "E_WAIS" },
    { 24, "E_FIELD" }, { 25, "E_TELNET" }, { 26, "E_GROUP_CHAR" },
    /* RFC 3986 readings */
    { 27, "E_IPV6" }, { 28, "E_IPV4" }, { 29, "E_IPVFUTURE" },
    { 30, "E_AUTHORITY" }, { 31, "E_SEGMENT_COLON" },
    /* the WHATWG reading */
    { 32, "E_WHATWG_RELATIVE" }, { 33, "E_WHATWG_HOST_MISSING" },
    { 34, "E_WHATWG_PORT" }, { 35, "E_WHATWG_PORT_RANGE" },
    { 36, "E_WHATWG_HOST_CHAR" }, { 37, "E_WHATWG_IPV4" },
    { 38, "E_WHATWG_IPV6" }, { 39, "E_WHATWG_IDNA" },
    { 40, "E_WHATWG_NO_ICU" },
    { 100, "E_NOSPACE" }, { 101, "E_INVALID_ARG" },
    { 102, "E_UNSUPPORTED" }, { 200, "E_PLAN_DELIMITER" },
    { 201, "E_PLAN_GOPHER" }, { 202, "E_PLAN_PORT" },
    { 203, "E_PLAN_EMAIL" }, { 204, "E_PLAN_CONTROL" },
    { 205, "E_PLAN_MESSAGE_ID" }, { 206, "E_PLAN_ADDRESS" },
    { 207, "E_PLAN_RESERVED_PORT" }, { 208, "E_PLAN_ASK_PORT" },
    { 300, "E_BUILD_VALUE" },
    { 301, "E_BUILD_PART" }, { 302, "E_BUILD_MISSING" },
    { 303, "E_UNREPAIRABLE" }, { 400, "E_UNCLOSED" },
    { 401, "E_TOO_LONG" }, { 500, "E_BASE_RELATIVE" },
    { 501, "E_NOT_HIERARCHICAL" }, { 502, "E_TARGET_RELATIVE" },
    { 503, "E_NO_REFERENCE" },
};

static int written_out(int code)
{
    size_t k;

    for (k = 0; k < sizeof error_names / sizeof error_names[0]; k++)
        if (error_names[k].code == code)
            return 1;
    return 0;
}

static void test_errors(void)
{
    static const int in_header[] = {
#define ROW_(name, value, msg) value,
        URL1738_ERRORS(ROW_)
#undef ROW_
    };
    size_t k, j;

    for (k = 0; k < sizeof in_header / sizeof in_header[0]; k++)
        if (!CHECK(written_out(in_header[k])))
            fprintf(stderr, "    code %d (%s) has no hand-written row\n",
                    in_header[k], url1738_errname(in_header[k]));
    for (k = 0; k < sizeof error_names / sizeof error_names[0]; k++) {
        const char *name = url1738_errname(error_names[k].code);
        const char *msg = url1738_strerror(error_names[k].code);

        if (!CHECK(name != NULL && strcmp(name, error_names[k].name) == 0))
            fprintf(stderr, "    code %d: wanted %s, got %s\n",
                    error_names[k].code, error_names[k].name,
                    name != NULL ? name : "NULL");
        CHECK(msg != NULL && msg[0] != '\0'
              && strcmp(msg, "unknown error code") != 0);
        /* Codes are unique. */
        for (j = 0; j < k; j++)
            CHECK(error_names[j].code != error_names[k].code);
    }
    CHECK_EQ_STR(url1738_errname(URL1738_OK), 2, "OK");
    CHECK_EQ_STR(url1738_errname(URL1738_E_PORT), 6, "E_PORT");
    CHECK_EQ_STR(url1738_strerror(URL1738_OK), 8, "no error");
    CHECK_EQ_INT(URL1738_E_GROUP_CHAR, 26);
    CHECK_EQ_INT(URL1738_E_NOSPACE, 100);
    CHECK(url1738_errname(-1) == NULL);
    CHECK(url1738_errname(99) == NULL);
    CHECK(url1738_errname(1000) == NULL);
    CHECK_EQ_STR(url1738_strerror(-1), 18, "unknown error code");
    CHECK_EQ_STR(url1738_strerror(12345), 18, "unknown error code");
    CHECK_EQ_STR(url1738_version(), strlen(URL1738_VERSION),
                 URL1738_VERSION);
}

/* (pointer, length) input: NUL bytes are data, NULL arguments are
 * allowed, only len bytes are read. */
static void test_arguments(void)
{
    struct url1738_url u = URL1738_URL_INIT;
    struct url1738_error err;

    CHECK_EQ_INT(url1738_parse(NULL, 0, &u, &err), URL1738_E_SCHEME);
    CHECK_EQ_INT(err.offset, 0);
    CHECK(!url1738_present(u.scheme));
    CHECK_EQ_INT(u.scheme_id, URL1738_SCHEME_NONE);
    CHECK_EQ_INT(url1738_parse("http://h", 8, NULL, NULL), URL1738_OK);
    CHECK_EQ_INT(url1738_parse("http://h", 8, NULL, &err), URL1738_OK);
    CHECK_EQ_INT(err.offset, 0);
    CHECK_EQ_INT(url1738_parse("http://h x", 8, &u, NULL), URL1738_OK);
    CHECK_EQ_INT(u.host.len, 1);
    /* A NUL is a byte like any other: never allowed raw (2.2). */
    CHECK_EQ_INT(url1738_parse("http://h/\x00", 10, &u, &err),
                 URL1738_E_MUST_ENCODE);
    CHECK_EQ_INT(err.offset, 9);
    CHECK_EQ_STR(err.message, strlen(err.message),
                 "control character 0x00 must be encoded as %00");
    CHECK_EQ_INT(url1738_parse("x:\x00", 3, &u, &err),
                 URL1738_E_MUST_ENCODE);
    CHECK_EQ_INT(err.offset, 2);
    /* A byte never allowed raw gets "must be encoded" wherever it is. */
    CHECK_EQ_INT(url1738_parse("ht\x00tp://h", 9, &u, &err),
                 URL1738_E_MUST_ENCODE);
    CHECK_EQ_INT(err.offset, 2);
    CHECK_EQ_INT(url1738_parse("http://h/%00", 12, &u, &err), URL1738_OK);
    /* On error the scheme stays, everything else is absent. */
    CHECK_EQ_INT(url1738_parse("FTP://u:p@h/a b", 15, &u, &err),
                 URL1738_E_MUST_ENCODE);
    CHECK_EQ_INT(u.scheme_id, URL1738_SCHEME_FTP);
    CHECK_EQ_INT(u.scheme.len, 3);
    CHECK(!url1738_present(u.user) && !url1738_present(u.password));
    CHECK(!url1738_present(u.host) && !url1738_present(u.port));
    CHECK(!url1738_present(u.path));
    CHECK_EQ_STR(err.message, strlen(err.message),
                 "a space must be encoded as %20");
    CHECK_EQ_INT(url1738_parse("\xff:", 2, &u, &err), URL1738_E_MUST_ENCODE);
    CHECK_EQ_INT(err.offset, 0);
    CHECK_EQ_STR(err.message, strlen(err.message),
                 "byte 0xFF is not US-ASCII and must be encoded as %FF");
}

/* Long inputs: a long port, a long host, a long path (linear time). */
static void test_long(void)
{
    static char buf[200000];
    struct url1738_url u = URL1738_URL_INIT;
    struct url1738_error err;
    size_t n, i;

    memcpy(buf, "http://h:", 9);
    for (n = 9; n < 10009; n++)
        buf[n] = '9';
    CHECK_EQ_INT(url1738_parse(buf, n, &u, &err), URL1738_OK);
    CHECK_EQ_INT(u.port.len, 10000);

    memcpy(buf, "ftp://", 6);
    for (n = 6, i = 0; i < 30000; i++) {
        memcpy(buf + n, "ab.", 3);
        n += 3;
    }
    buf[n++] = 'c';
    buf[n++] = '/';
    CHECK_EQ_INT(url1738_parse(buf, n, &u, &err), URL1738_OK);
    CHECK_EQ_INT(u.host.len, n - 7);
    /* The same with a digit for the toplabel: E_HOST_TOPLABEL at "/". */
    buf[n - 2] = '1';
    CHECK_EQ_INT(url1738_parse(buf, n, &u, &err), URL1738_E_HOST_TOPLABEL);
    CHECK_EQ_INT(err.offset, n - 1);
    /* Without the "/" it is a viable prefix (of a host or a user name):
     * the offset is the length; the host reading names the problem. */
    CHECK_EQ_INT(url1738_parse(buf, n - 1, &u, &err),
                 URL1738_E_HOST_TOPLABEL);
    CHECK_EQ_INT(err.offset, n - 1);

    memcpy(buf, "http://h/", 9);
    for (n = 9; n < sizeof buf - 1; n++)
        buf[n] = n % 7 == 0 ? '/' : n % 11 == 0 ? '%' : 'a';
    for (n = 9; n < sizeof buf - 1; n++)
        if (buf[n] == '%')
            buf[n + 1] = buf[n + 2] = '4', n += 2;
    CHECK_EQ_INT(url1738_parse(buf, sizeof buf - 1, &u, &err), URL1738_OK);
    CHECK_EQ_INT(u.path.len, sizeof buf - 1 - 9);
}

void run_tests(void)
{
    RUN(ftp_rows);
    RUN(http_rows);
    RUN(gopher_rows);
    RUN(mailto_rows);
    RUN(news_rows);
    RUN(nntp_rows);
    RUN(telnet_rows);
    RUN(wais_rows);
    RUN(file_rows);
    RUN(prospero_rows);
    RUN(generic_rows);
    test_schemes();
    test_errors();
    test_arguments();
    test_long();
}
