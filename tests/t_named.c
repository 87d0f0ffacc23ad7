/* SPDX-License-Identifier: MIT */
/*
 * t_named.c - the reader of named parts (url1738_named_*), which `url1738
 * build --json` and Python's build() both use: what each key wants, the
 * rules that join the parts (the scheme and its object, the raw path and
 * schemepart, userinfo against user and password), its errors (code,
 * message, the part at fault), and the lent arrays (E_NOSPACE, then more
 * room).
 */
#include <string.h>

#include "harness.h"

/* What a key wants. */
static const struct {
    enum url1738_spec spec;
    const char *object;     /* the scheme object entered first, or NULL */
    const char *key;
    int want;               /* enum url1738_named_want, or -code */
} wants[] = {
    { URL1738_SPEC_RFC1738, NULL, "scheme", URL1738_NW_SCHEME },
    { URL1738_SPEC_RFC1738, NULL, "host", URL1738_NW_TEXT },
    { URL1738_SPEC_RFC1738, NULL, "user", URL1738_NW_RAW },
    { URL1738_SPEC_RFC1738, NULL, "path", URL1738_NW_RAW },
    { URL1738_SPEC_RFC1738, NULL, "schemepart", URL1738_NW_RAW },
    { URL1738_SPEC_RFC1738, NULL, "port", URL1738_NW_PORT },
    { URL1738_SPEC_RFC1738, NULL, "segments", URL1738_NW_SEGMENTS },
    { URL1738_SPEC_RFC1738, NULL, "fields", URL1738_NW_PAIRS },
    { URL1738_SPEC_RFC1738, NULL, "all", URL1738_NW_BOOL },
    { URL1738_SPEC_RFC1738, NULL, "type", URL1738_NW_TEXT },
    { URL1738_SPEC_RFC1738, NULL, "host_type", URL1738_NW_HOST_TYPE },
    { URL1738_SPEC_RFC1738, NULL, "query", URL1738_NW_RAW },
    { URL1738_SPEC_RFC1738, NULL, "default_port", URL1738_NW_SKIP },
    { URL1738_SPEC_RFC1738, NULL, "surt", URL1738_NW_SKIP },
    { URL1738_SPEC_RFC1738, NULL, "input", URL1738_NW_SKIP },
    { URL1738_SPEC_RFC1738, NULL, "error", URL1738_NW_SKIP },
    { URL1738_SPEC_RFC1738, NULL, "gopher", URL1738_NW_OBJECT },
    { URL1738_SPEC_RFC1738, NULL, "x", -URL1738_E_BUILD_PART },
    { URL1738_SPEC_RFC1738, NULL, "Gopher", -URL1738_E_BUILD_PART },
    { URL1738_SPEC_RFC1738, "file", "path", URL1738_NW_TEXT },
    { URL1738_SPEC_RFC1738, "prospero", "path", URL1738_NW_TEXT },
    { URL1738_SPEC_RFC1738, "gopher", "gopher_plus", URL1738_NW_TEXT },
    { URL1738_SPEC_RFC1738, "gopher", "host", -URL1738_E_BUILD_PART },
    { URL1738_SPEC_RFC1738, "ftp", "selector", -URL1738_E_BUILD_PART },
    { URL1738_SPEC_RFC3986, NULL, "scheme", URL1738_NW_SCHEME },
    { URL1738_SPEC_RFC3986, NULL, "host", URL1738_NW_RAW },
    { URL1738_SPEC_RFC3986, NULL, "path", URL1738_NW_RAW },
    { URL1738_SPEC_RFC3986, NULL, "port", URL1738_NW_PORT },
    { URL1738_SPEC_RFC3986, NULL, "host_type", URL1738_NW_HOST_TYPE },
    { URL1738_SPEC_RFC3986, NULL, "default_port", URL1738_NW_SKIP },
    { URL1738_SPEC_RFC3986, NULL, "valid", URL1738_NW_SKIP },
    { URL1738_SPEC_RFC3986, NULL, "ftp", URL1738_NW_SKIP },
    { URL1738_SPEC_RFC3986, NULL, "http", URL1738_NW_OBJECT },
    { URL1738_SPEC_RFC3986, NULL, "segments", -URL1738_E_BUILD_PART },
    { URL1738_SPEC_RFC3986, NULL, "schemepart", -URL1738_E_BUILD_PART },
    { URL1738_SPEC_RFC3986, "http", "segments", URL1738_NW_SEGMENTS },
    { URL1738_SPEC_RFC3986, "http", "search", URL1738_NW_TEXT },
    { URL1738_SPEC_RFC3986, "http", "host", -URL1738_E_BUILD_PART },
};

/* A parts object as steps, separated by '|': "k NAME" a top-level key,
 * "o NAME" a key of the scheme object, "v TEXT" its value, "n" null,
 * "i TEXT" an item, "p NAME=VALUE" a pair, "b 1" a boolean. Then the URL
 * url1738_build_spec() makes, or the error: code, message (its
 * beginning), the field at fault. */
static const struct {
    enum url1738_spec spec;
    const char *steps;
    const char *url;
    int code;
    const char *message;
    int field;
} objects[] = {
    { URL1738_SPEC_RFC1738,
      "k scheme|v ftp|k user|v u%3Ax|k host|v h|k ftp|o segments|i a/b|i c"
      "|o type|v i",
      "ftp://u%3Ax@h/a%2Fb/c;type=i", 0, NULL, -1 },
    /* the raw path where the scheme's parts say what it says */
    { URL1738_SPEC_RFC1738,
      "k scheme|v http|k host|v h|k path|v ignored|k segments|i a b"
      "|k search|v q",
      "http://h/a%20b?q", 0, NULL, -1 },
    { URL1738_SPEC_RFC1738, "k scheme|v http|k host|v h|k path|v a",
      NULL, URL1738_E_BUILD_PART, "\"path\" is the raw url-path",
      URL1738_F_PATH },
    /* telnet: the raw path is its one segment (3.8: "/" only) */
    { URL1738_SPEC_RFC1738, "k scheme|v telnet|k host|v h|k path|v ",
      "telnet://h/", 0, NULL, -1 },
    /* another scheme: the raw url-path, encoded, or the schemepart */
    { URL1738_SPEC_RFC1738, "k scheme|v x-y|k host|v h|k path|v a%2Fb",
      "x-y://h/a%2Fb", 0, NULL, -1 },
    { URL1738_SPEC_RFC1738, "k scheme|v urn|k schemepart|v isbn:1",
      "urn:isbn:1", 0, NULL, -1 },
    { URL1738_SPEC_RFC1738,
      "k scheme|v urn|k host|v h|k schemepart|v isbn:1", NULL,
      URL1738_E_BUILD_VALUE, "\"schemepart\" is another",
      URL1738_F_SCHEMEPART },
    { URL1738_SPEC_RFC1738, "k scheme|v x|k path|v a%2", NULL,
      URL1738_E_ESCAPE, NULL, -1 },
    /* file's and prospero's decoded paths split at '/' */
    { URL1738_SPEC_RFC1738, "k scheme|v file|k file|o path|v /a b/c",
      "file:///a%20b/c", 0, NULL, -1 },
    { URL1738_SPEC_RFC1738, "k scheme|v file|k file|o path|v a", NULL,
      URL1738_E_BUILD_VALUE, "a file path begins with '/'", -1 },
    { URL1738_SPEC_RFC1738,
      "k scheme|v prospero|k host|v h|k prospero|o path|v a/b"
      "|o fields|p n=v;w",
      "prospero://h/a/b;n=v%3Bw", 0, NULL, -1 },
    { URL1738_SPEC_RFC1738, "k scheme|v news|k all|b 1", "news:*", 0, NULL,
      -1 },
    /* gopher's absent type and selector */
    { URL1738_SPEC_RFC1738, "k scheme|v gopher|k host|v h|k gopher",
      "gopher://h", 0, NULL, -1 },
    /* a part flattened and in the object is one part */
    { URL1738_SPEC_RFC1738,
      "k scheme|v gopher|k type|v 1|k gopher|o type|v 0", NULL,
      URL1738_E_BUILD_VALUE, "a part given twice", -1 },
    { URL1738_SPEC_RFC1738,
      "k scheme|v http|k search|v a|k gopher|o search|v b", NULL,
      URL1738_E_BUILD_VALUE, "a part given twice", -1 },
    /* the raw "path" and file's own path are two parts */
    { URL1738_SPEC_RFC1738, "k scheme|v file|k path|v a|k file|o path|v /b",
      "file:///b", 0, NULL, -1 },
    { URL1738_SPEC_RFC1738, "k scheme|v ftp|k ftp|k gopher", NULL,
      URL1738_E_BUILD_PART, "more than one scheme object", -1 },
    { URL1738_SPEC_RFC1738, "k scheme|v ftp|k gopher|o type|v 1", NULL,
      URL1738_E_BUILD_PART, "the scheme object is not the scheme's", -1 },
    { URL1738_SPEC_RFC1738, "k host|v h", NULL, URL1738_E_BUILD_MISSING,
      "missing \"scheme\"", -1 },
    { URL1738_SPEC_RFC1738, "k scheme|v http|k host_type|v ipv9", NULL,
      URL1738_E_BUILD_VALUE, "host_type is ipv4", -1 },
    /* RFC 3986's parts are read, and refused by the builder by name */
    { URL1738_SPEC_RFC1738, "k scheme|v http|k host|v h|k query|v q", NULL,
      URL1738_E_BUILD_PART, "query is a part of the RFC 3986", -1 },
    { URL1738_SPEC_RFC1738,
      "k scheme|v http|k host|v h|k query|n|k input|k default_port",
      "http://h", 0, NULL, -1 },
    /* RFC 3986 */
    { URL1738_SPEC_RFC3986,
      "k scheme|v https|k host|v [::1]|k port|v 8443|k path|v /a%20b"
      "|k query|v q|k fragment|v f",
      "https://[::1]:8443/a%20b?q#f", 0, NULL, -1 },
    { URL1738_SPEC_RFC3986,
      "k scheme|v http|k host|v h|k userinfo|v u:p:q|k user|v u"
      "|k password|v p:q",
      "http://u:p:q@h", 0, NULL, -1 },
    { URL1738_SPEC_RFC3986,
      "k scheme|v http|k host|v h|k userinfo|v u|k user|v u|k password|v ",
      NULL, URL1738_E_BUILD_VALUE, "\"user\" and \"password\" are not", -1 },
    { URL1738_SPEC_RFC3986,
      "k scheme|v http|k host|v h|k userinfo|v u:|k user|v u|k password|v ",
      "http://u:@h", 0, NULL, -1 },
    { URL1738_SPEC_RFC3986, "k scheme|v http|k host|v h|k user|v u%3Ax",
      "http://u%3Ax@h", 0, NULL, -1 },
    /* the http object's decoded parts, where the raw ones are absent */
    { URL1738_SPEC_RFC3986,
      "k scheme|v https|k host|v h|k http|o segments|i a b|i ~|o search"
      "|v x y#",
      "https://h/a%20b/~?x%20y%23", 0, NULL, -1 },
    { URL1738_SPEC_RFC3986,
      "k scheme|v https|k host|v h|k path|v /r|k query|v s|k http"
      "|o segments|i a|o search|v b",
      "https://h/r?s", 0, NULL, -1 },
    { URL1738_SPEC_RFC3986, "k scheme|v ftp|k host|v h|k ftp", NULL,
      URL1738_E_BUILD_MISSING, "under RFC 3986 give \"path\"", -1 },
    { URL1738_SPEC_RFC3986, "k scheme|v ftp|k host|v h|k ftp|k path|v /a",
      "ftp://h/a", 0, NULL, -1 },
    { URL1738_SPEC_RFC3986, "k scheme|v x|k input|k input", NULL,
      URL1738_E_BUILD_VALUE, "a part given twice", -1 },
    { URL1738_SPEC_RFC3986, "k scheme|v x|k host|v %4", NULL,
      URL1738_E_ESCAPE, NULL, -1 },
    { URL1738_SPEC_RFC3986, "k scheme|v x|k http|o search|v a|o search|v b",
      NULL, URL1738_E_BUILD_VALUE, "a part given twice", -1 },
};

/* One step's text, "k NAME" -> "NAME" (len). */
static const char *arg_of(const char *s, const char *end, size_t *len)
{
    const char *a = s + 1 < end ? s + 2 : end;

    *len = a < end ? (size_t)(end - a) : 0;
    return a;
}

/* Runs the steps; returns the code (0 for OK) and fills url or the
 * error. */
static enum url1738_code run_steps(enum url1738_spec spec,
                                   const char *steps, char *url, size_t cap,
                                   struct url1738_error *err, int *field)
{
    struct url1738_named n = URL1738_NAMED_INIT;
    struct url1738_parts parts;
    struct url1738_bytes segs[2], fields[2], *s = segs, *f = fields;
    struct url1738_bytes big_s[16], big_f[16];
    enum url1738_named_want want;
    enum url1738_code rc;
    const char *p = steps, *end;
    size_t len, need = 0;

    *field = -1;
    url[0] = '\0';
    if (url1738_named_init(&n, spec, &parts) != URL1738_OK
        || url1738_named_room(&n, s, 2, f, 2) != URL1738_OK)
        return URL1738_E_INVALID_ARG;
    while (*p != '\0') {
        const char *a;
        end = strchr(p, '|');
        if (end == NULL)
            end = p + strlen(p);
        a = arg_of(p, end, &len);
        switch (*p) {
        case 'k':
        case 'o':
            rc = url1738_named_key(&n, a, len, *p == 'o', &want, err);
            break;
        case 'v':
            rc = url1738_named_value(&n, a, len, err);
            break;
        case 'n':
            rc = url1738_named_value(&n, NULL, 0, err);
            break;
        case 'b':
            rc = url1738_named_bool(&n, *a == '1', err);
            break;
        default: {      /* 'i', 'p': a small array first, then more */
            const char *eq = memchr(a, '=', len);
            for (;;) {
                rc = *p == 'i' ? url1738_named_item(&n, a, len, err)
                               : url1738_named_pair(
                                     &n, a, (size_t)(eq - a), eq + 1,
                                     len - (size_t)(eq - a) - 1, err);
                if (rc != URL1738_E_NOSPACE || s == big_s)
                    break;
                memcpy(big_s, segs, sizeof segs);
                memcpy(big_f, fields, sizeof fields);
                s = big_s;
                f = big_f;
                url1738_named_room(&n, s, 16, f, 16);
            }
            break;
        }
        }
        if (rc != URL1738_OK)
            return rc;
        p = *end == '|' ? end + 1 : end;
    }
    rc = url1738_named_finish(&n, field, err);
    if (rc != URL1738_OK)
        return rc;
    rc = url1738_build_spec(&parts, spec, url, cap, &need, err);
    if (rc == URL1738_OK)
        url[need] = '\0';
    return rc;
}

void run_tests(void)
{
    struct url1738_named n = URL1738_NAMED_INIT;
    struct url1738_parts parts;
    struct url1738_error err;
    enum url1738_named_want want;
    size_t i;

    for (i = 0; i < sizeof wants / sizeof wants[0]; i++) {
        enum url1738_code rc;
        int got;
        url1738_named_init(&n, wants[i].spec, &parts);
        if (wants[i].object != NULL)
            url1738_named_key(&n, wants[i].object, strlen(wants[i].object),
                              0, &want, &err);
        rc = url1738_named_key(&n, wants[i].key, strlen(wants[i].key),
                               wants[i].object != NULL, &want, &err);
        got = rc == URL1738_OK ? (int)want : -(int)rc;
        if (!CHECK(got == wants[i].want))
            fprintf(stderr, "    spec %d, object %s, key %s: wanted %d, "
                    "got %d\n", (int)wants[i].spec,
                    wants[i].object != NULL ? wants[i].object : "-",
                    wants[i].key, wants[i].want, got);
    }
    for (i = 0; i < sizeof objects / sizeof objects[0]; i++) {
        char url[256];
        int field;
        enum url1738_code rc = run_steps(objects[i].spec, objects[i].steps,
                                         url, sizeof url, &err, &field);
        int ok = objects[i].url != NULL
                     ? rc == URL1738_OK && strcmp(url, objects[i].url) == 0
                     : (int)rc == objects[i].code
                           && field == objects[i].field
                           && (objects[i].message == NULL
                               || strncmp(err.message, objects[i].message,
                                          strlen(objects[i].message))
                                      == 0);
        if (!CHECK(ok))
            fprintf(stderr, "    spec %d, %s\n    wanted %s (%d %s, field "
                    "%d)\n    got %s (%d %s, field %d)\n",
                    (int)objects[i].spec, objects[i].steps,
                    objects[i].url != NULL ? objects[i].url : "an error",
                    objects[i].code,
                    objects[i].message != NULL ? objects[i].message : "",
                    objects[i].field, rc == URL1738_OK ? url : "an error",
                    (int)rc, rc == URL1738_OK ? "" : err.message, field);
    }
    /* Out of order, or not set up: E_INVALID_ARG, nothing read. */
    CHECK_EQ_INT(url1738_named_value(&n, "x", 1, &err),
                 URL1738_E_INVALID_ARG);
    url1738_named_init(&n, URL1738_SPEC_RFC1738, &parts);
    CHECK_EQ_INT(url1738_named_value(&n, "x", 1, &err),
                 URL1738_E_INVALID_ARG);
    CHECK_EQ_INT(url1738_named_key(&n, "type", 4, 1, &want, &err),
                 URL1738_E_INVALID_ARG);
    CHECK_EQ_INT(url1738_named_key(&n, "host", 4, 0, &want, &err),
                 URL1738_OK);
    CHECK_EQ_INT(url1738_named_field(&n), URL1738_F_HOST);
    CHECK_EQ_INT(url1738_named_bool(&n, 1, &err), URL1738_E_INVALID_ARG);
    CHECK_EQ_INT(url1738_named_item(&n, "a", 1, &err),
                 URL1738_E_INVALID_ARG);
    CHECK_EQ_INT(url1738_named_init(&n, (enum url1738_spec)99, &parts),
                 URL1738_E_INVALID_ARG);
    n.size = 0;
    CHECK_EQ_INT(url1738_named_init(&n, URL1738_SPEC_RFC1738, &parts),
                 URL1738_E_INVALID_ARG);
    /* No room lent: E_NOSPACE, and nothing placed. */
    n.size = sizeof n;
    url1738_named_init(&n, URL1738_SPEC_RFC1738, &parts);
    url1738_named_key(&n, "segments", 8, 0, &want, &err);
    CHECK_EQ_INT(url1738_named_item(&n, "a", 1, &err), URL1738_E_NOSPACE);
    CHECK_EQ_INT(parts.nsegments, 0);
    /* After an error, the reader is done. */
    url1738_named_init(&n, URL1738_SPEC_RFC1738, &parts);
    CHECK_EQ_INT(url1738_named_key(&n, "nope", 4, 0, &want, &err),
                 URL1738_E_BUILD_PART);
    CHECK_EQ_INT(url1738_named_key(&n, "host", 4, 0, &want, &err),
                 URL1738_E_INVALID_ARG);
    /* The messages have their translations (t_i18n checks every one). */
    url1738_named_init(&n, URL1738_SPEC_RFC1738, &parts);
    url1738_named_finish(&n, NULL, &err);
    CHECK(url1738_localized(err.message, URL1738_LANG_JA));
    CHECK(url1738_localized(err.message, URL1738_LANG_ZH_HANT));
}
