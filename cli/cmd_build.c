/*
 * cmd_build.c - `url1738 build --scheme=S [--PART=VALUE...]`: composes one
 * URL from its decoded parts (RFC 1738 3, 5), escaping each as its
 * production requires, and prints {"url": ...} (or "url": null and the
 * reason the parts cannot be written).
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* The options that set one string part, and where it goes. */
static struct url1738_bytes *member(struct url1738_parts *u, const char *n,
                                    size_t len)
{
    static const char *const names[] = {
        "user", "password", "host", "port", "type", "selector", "search",
        "plus", "address", "group", "article", "database", "wtype",
        "wpath", "path",
    };
    struct url1738_bytes *const slots[] = {
        &u->user, &u->password, &u->host, &u->port, &u->type, &u->selector,
        &u->search, &u->plus, &u->address, &u->group, &u->article,
        &u->database, &u->wtype, &u->wpath, &u->path,
    };
    size_t i;

    for (i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strlen(names[i]) == len && memcmp(names[i], n, len) == 0)
            return slots[i];
    return NULL;
}

static struct url1738_bytes bytes_of(const char *s)
{
    struct url1738_bytes b;

    b.p = s;
    b.len = strlen(s);
    return b;
}

int cmd_build(int argc, char **argv)
{
    struct url1738_parts u;
    struct url1738_bytes *segs, *fields, *slot;
    struct url1738_error err;
    struct buf out = { NULL, 0 };
    struct out *o = &cli_stdout;
    const char *scheme = NULL;
    size_t need = 0;
    int i, rc;

    memset(&u, 0, sizeof u);
    segs = calloc((size_t)argc + 1, sizeof *segs);
    fields = calloc(2 * (size_t)argc + 2, sizeof *fields);
    if (segs == NULL || fields == NULL) {
        free(segs);
        free(fields);
        return usage_error("build", "out of memory%s", "");
    }
    u.segments = segs;
    u.fields = fields;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *eq;
        size_t nl;
        if (strncmp(a, "--", 2) != 0) {
            rc = usage_error("build", "unexpected argument '%s'", a);
            goto done;
        }
        a += 2;
        eq = strchr(a, '=');
        nl = eq != NULL ? (size_t)(eq - a) : strlen(a);
        if (nl == 3 && memcmp(a, "all", 3) == 0 && eq == NULL) {
            u.all = 1;
            continue;
        }
        if (eq == NULL) {
            if (i + 1 >= argc) {
                rc = usage_error("build", "option '%s' needs a value",
                                 argv[i]);
                goto done;
            }
            eq = argv[++i] - 1;    /* the value is the next argument */
        }
        if (nl == 6 && memcmp(a, "scheme", 6) == 0) {
            scheme = eq + 1;
        } else if (nl == 7 && memcmp(a, "segment", 7) == 0) {
            segs[u.nsegments++] = bytes_of(eq + 1);
        } else if (nl == 5 && memcmp(a, "field", 5) == 0) {
            /* --field=NAME=VALUE: the first '=' of the value splits it. */
            const char *v = eq + 1, *e2 = strchr(v, '=');
            if (e2 == NULL) {
                rc = usage_error("build", "--field needs NAME=VALUE, not "
                                          "'%s'", v);
                goto done;
            }
            fields[2 * u.nfields].p = v;
            fields[2 * u.nfields].len = (size_t)(e2 - v);
            fields[2 * u.nfields + 1] = bytes_of(e2 + 1);
            u.nfields++;
        } else if ((slot = member(&u, a, nl)) != NULL) {
            *slot = bytes_of(eq + 1);
        } else {
            rc = usage_error("build", "unknown option '%s'", argv[i]);
            goto done;
        }
    }
    if (scheme == NULL) {
        rc = usage_error("build", "missing --scheme=NAME%s", "");
        goto done;
    }
    u.scheme_id = url1738_scheme_lookup(scheme, strlen(scheme));
    if (u.scheme_id == URL1738_SCHEME_OTHER)
        u.scheme = bytes_of(scheme);
    rc = url1738_build(&u, NULL, 0, &need, &err);
    if (rc == URL1738_E_NOSPACE || rc == URL1738_OK) {
        buf_reserve(&out, need + 1);
        rc = url1738_build(&u, out.p, out.cap, &need, &err);
    }
    out_str(o, "{\"url\":");
    if (rc == URL1738_OK) {
        json_string(o, out.p, need);
        out_str(o, ",\"error\":null");
    } else {
        out_str(o, "null,\"error\":{\"offset\":");
        out_uint(o, err.offset);
        out_str(o, ",\"code\":\"");
        out_str(o, url1738_errname(err.code));
        out_str(o, "\",\"message\":");
        json_string(o, err.message, strlen(err.message));
        out_char(o, '}');
    }
    out_write(o, "}\n", 2);
    rc = rc == URL1738_OK ? EXIT_VALID : EXIT_INVALID;
done:
    free(segs);
    free(fields);
    free(out.p);
    return rc;
}
