/* SPDX-License-Identifier: MIT */
/*
 * t_iter.c - url1738_next_segment and url1738_next_field: absent and
 * empty spans, leading and trailing "/", empty segments (3.2.2: an empty
 * fsegment is an empty CWD), prospero fields (3.11).
 */
#include <string.h>

#include "harness.h"

/* Segments of the url-path of a URL, each written as [raw], in order;
 * "" when the iterator yields nothing. */
static void segments_of(const char *url, char *out)
{
    struct url1738_url u = URL1738_URL_INIT;
    struct url1738_iter it;
    struct url1738_span seg, path;

    out[0] = '\0';
    if (url1738_parse(url, strlen(url), &u, NULL) != URL1738_OK) {
        strcpy(out, "invalid");
        return;
    }
    switch (u.scheme_id) {
    case URL1738_SCHEME_FTP:
        path = u.u.ftp.fpath;
        break;
    case URL1738_SCHEME_HTTP:
        path = u.u.http.hpath;
        break;
    case URL1738_SCHEME_FILE:
        path = u.u.file.fpath;
        break;
    case URL1738_SCHEME_PROSPERO:
        path = u.u.prospero.ppath;
        break;
    default:
        path = u.path;
    }
    url1738_iter_init(&it, path);
    while (url1738_next_segment(url, &it, &seg)) {
        size_t n = strlen(out);
        out[n] = '[';
        memcpy(out + n + 1, url + seg.off, seg.len);
        out[n + 1 + seg.len] = ']';
        out[n + 2 + seg.len] = '\0';
    }
    /* Once at the end it stays there. */
    CHECK(!url1738_next_segment(url, &it, &seg));
}

static const struct {
    const char *url, *want;
} seg_cases[] = {
    { "ftp://h", "" },                    /* no url-path: nothing */
    { "ftp://h/", "[]" },                 /* one empty segment */
    { "ftp://h//", "[][]" },
    { "ftp://h/a", "[a]" },
    { "ftp://h/a/", "[a][]" },
    { "ftp://h//a", "[][a]" },
    { "ftp://h/a/b/c", "[a][b][c]" },
    { "ftp://h/a//b", "[a][][b]" },
    { "ftp://h/%2Fetc/motd", "[%2Fetc][motd]" },  /* 3.2.2 */
    { "ftp://h/a/b;type=d", "[a][b]" },
    { "ftp://h/;type=a", "[]" },
    { "ftp://h///", "[][][]" },
    { "http://h", "" },
    { "http://h/", "[]" },
    { "http://h/a/b?c/d", "invalid" },
    { "http://h/a/b?c", "[a][b]" },
    { "http://h/?q", "[]" },
    { "http://h/a/?q", "[a][]" },
    { "file:///", "[]" },
    { "file:///etc/motd", "[etc][motd]" },
    { "file://h/a//b/", "[a][][b][]" },
    { "prospero://h/a/b;f=v", "[a][b]" },
    { "prospero://h//x", "[][x]" },
    { "x://h/a/b", "[a][b]" },
    { "x:y", "" },
};

static void test_segments(void)
{
    size_t k;
    char out[256];

    for (k = 0; k < sizeof seg_cases / sizeof seg_cases[0]; k++) {
        segments_of(seg_cases[k].url, out);
        CHECK_EQ_STR(out, strlen(out), seg_cases[k].want);
    }
}

/* Fields of a prospero URL as name=value,... ("-" for an absent value). */
static void fields_of(const char *p, struct url1738_span s, char *out)
{
    struct url1738_iter it;
    struct url1738_span name, value;

    out[0] = '\0';
    url1738_iter_init(&it, s);
    while (url1738_next_field(p, &it, &name, &value)) {
        size_t n = strlen(out);

        memcpy(out + n, p + name.off, name.len);
        n += name.len;
        if (url1738_present(value)) {
            out[n++] = '=';
            memcpy(out + n, p + value.off, value.len);
            n += value.len;
        } else {
            out[n++] = '-';
        }
        out[n++] = ',';
        out[n] = '\0';
    }
    CHECK(!url1738_next_field(p, &it, &name, &value));
}

static const struct {
    const char *url, *want;
} field_cases[] = {
    { "prospero://h/a", "" },
    { "prospero://h/a;f=v", "f=v," },
    { "prospero://h/a;f=v;g=w", "f=v,g=w," },
    { "prospero://h/a;=", "=," },
    { "prospero://h/a;f=", "f=," },
    { "prospero://h/a;=v", "=v," },
    { "prospero://h/a;f?:@&=v?:@&", "f?:@&=v?:@&," },
    { "prospero://h/a;f=%3Bx;g=%3D", "f=%3Bx,g=%3D," },
    { "prospero://h/;a=b;c=d;e=f", "a=b,c=d,e=f," },
};

static void test_fields(void)
{
    size_t k;
    char out[256];
    struct url1738_url u = URL1738_URL_INIT;
    struct url1738_span s;

    for (k = 0; k < sizeof field_cases / sizeof field_cases[0]; k++) {
        const char *p = field_cases[k].url;

        CHECK_EQ_INT(url1738_parse(p, strlen(p), &u, NULL), URL1738_OK);
        fields_of(p, u.u.prospero.fields, out);
        CHECK_EQ_STR(out, strlen(out), field_cases[k].want);
    }
    /* Spans that were not parsed: a fieldspec without "=". */
    s.off = 0;
    s.len = 6;
    fields_of(";a;b=c", s, out);
    CHECK_EQ_STR(out, strlen(out), "a-,b=c,");
    s.len = 1;
    fields_of(";", s, out);
    CHECK_EQ_STR(out, strlen(out), "");
    s.off = URL1738_ABSENT;
    s.len = 0;
    fields_of("", s, out);
    CHECK_EQ_STR(out, strlen(out), "");
}

/* Spans given by hand: absent, empty, at the very end of the input. */
static void test_spans(void)
{
    static const char p[] = "a/b/";
    struct url1738_iter it;
    struct url1738_span s, seg;

    s.off = URL1738_ABSENT;
    s.len = 0;
    url1738_iter_init(&it, s);
    CHECK(!url1738_next_segment(p, &it, &seg));
    s.off = 4;
    s.len = 0;
    url1738_iter_init(&it, s);
    CHECK(url1738_next_segment(p, &it, &seg));
    CHECK(seg.off == 4 && seg.len == 0);
    CHECK(!url1738_next_segment(p, &it, &seg));
    /* Part of a longer string: the "/" past the span is not seen. */
    s.off = 0;
    s.len = 3;
    url1738_iter_init(&it, s);
    CHECK(url1738_next_segment(p, &it, &seg));
    CHECK(seg.off == 0 && seg.len == 1);
    CHECK(url1738_next_segment(p, &it, &seg));
    CHECK(seg.off == 2 && seg.len == 1);
    CHECK(!url1738_next_segment(p, &it, &seg));
    s.len = 4;
    url1738_iter_init(&it, s);
    CHECK(url1738_next_segment(p, &it, &seg) && seg.len == 1);
    CHECK(url1738_next_segment(p, &it, &seg) && seg.len == 1);
    CHECK(url1738_next_segment(p, &it, &seg));
    CHECK(seg.off == 4 && seg.len == 0);
    CHECK(!url1738_next_segment(p, &it, &seg));
}

void run_tests(void)
{
    test_segments();
    test_fields();
    test_spans();
}
