/*
 * cmd_compare.c - `url1738 compare A B [A B...]`: whether two URLs locate
 * the same resource (RFC 1738 2.2, 3), one JSON object per pair.
 */
#include <string.h>

#include "cli.h"

static void compare_one(const char *a, const char *b, int *bad)
{
    struct out *o = &cli_stdout;
    struct url1738_error err;
    size_t alen = strlen(a), blen = strlen(b);
    int eq = url1738_equivalent(a, alen, b, blen, &err);

    out_char(o, '{');
    json_key(o, "a");
    json_string(o, a, alen);
    out_char(o, ',');
    json_key(o, "b");
    json_string(o, b, blen);
    out_str(o, ",\"equivalent\":");
    if (eq >= 0) {
        out_str(o, eq ? "true" : "false");
    } else {
        /* The offset in the URL that is invalid, and which one it is. */
        int in_b = url1738_valid(a, alen);
        out_str(o, "null,\"error\":{\"url\":\"");
        out_str(o, in_b ? "b" : "a");
        out_str(o, "\",\"offset\":");
        out_uint(o, in_b ? err.offset - alen : err.offset);
        out_str(o, ",\"code\":\"");
        out_str(o, url1738_errname(err.code));
        out_str(o, "\",\"message\":");
        json_string(o, err.message, strlen(err.message));
        out_char(o, '}');
        *bad = 1;
    }
    out_write(o, "}\n", 2);
}

int cmd_compare(int argc, char **argv)
{
    struct args a;
    int rc, i, bad = 0;

    rc = parse_args("compare", argc, argv, NULL, &a);
    if (rc != 0)
        return rc;
    if (a.n == 0 || a.n % 2 != 0)
        return usage_error("compare", "expected pairs of URLs: A B%s", "");
    for (i = 0; i < a.n; i += 2)
        compare_one(a.v[i], a.v[i + 1], &bad);
    return bad ? EXIT_INVALID : EXIT_VALID;
}
