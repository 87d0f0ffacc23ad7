/* SPDX-License-Identifier: MIT */
/*
 * cmd_build.c - `url1738 build`: composes URLs from their decoded parts
 * (RFC 1738 3, 5), escaping each as its production requires, and prints
 * {"url": ...} (or "url": null and the reason the parts cannot be
 * written). The parts come from options (--scheme=S --PART=VALUE...), or,
 * without them, as one JSON object per argument or standard input line,
 * with the keys of `url1738 parse`'s output (docs/cli.md). With
 * --spec=rfc3986 the URL is an RFC 3986 URI (url1738_build_spec()) and
 * the JSON keys are those of `url1738 parse --spec=rfc3986`.
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "json_read.h"

/* The member of parts a field is built from (a url1738_bytes: not a
 * list, not the news "all" flag, not host_type's enum), or NULL. */
static struct url1738_bytes *bytes_member(struct url1738_parts *u,
                                          const struct url1738_field_info *f)
{
    if (f->parts_off == (size_t)-1 || f->kind == URL1738_FK_SEGMENTS
        || f->kind == URL1738_FK_PAIRS || f->kind == URL1738_FK_BOOL
        || f->kind == URL1738_FK_ABSPATH || f->kind == URL1738_FK_COMPUTED
        || f->parts_off == offsetof(struct url1738_parts, segments))
        return NULL;
    return (struct url1738_bytes *)(void *)((char *)u + f->parts_off);
}

/* The enum url1738_host_type member a field is built from (the table's
 * one COMPUTED field with a member: host_type), or NULL. */
static enum url1738_host_type *type_member(struct url1738_parts *u,
                                           const struct url1738_field_info *f)
{
    if (f->parts_off == (size_t)-1 || f->kind != URL1738_FK_COMPUTED)
        return NULL;
    return (enum url1738_host_type *)(void *)((char *)u + f->parts_off);
}

/* --NAME=VALUE: the field of a vocabulary name that sets one part (a
 * string or host_type), or NULL. */
static const struct url1738_field_info *part_field(const char *n,
                                                   size_t len)
{
    struct url1738_parts u;
    const struct url1738_field_info *f;
    int id = url1738_field_lookup(n, len, URL1738_SCHEME_NONE);

    if (id < 0 || id == URL1738_F_SCHEME)
        return NULL;
    f = url1738_field_info((size_t)id);
    return bytes_member(&u, f) != NULL || type_member(&u, f) != NULL ? f
                                                                     : NULL;
}

/* host_type's value (url1738_host_type_name()), or -1. */
static int host_type_of(const char *s, size_t len)
{
    int t;
    const char *name;

    for (t = URL1738_HOST_IPV4; (name = url1738_host_type_name(
                                     (enum url1738_host_type)t)) != NULL;
         t++)
        if (strlen(name) == len && memcmp(name, s, len) == 0)
            return t;
    return -1;
}

/* The PART names of --PART=VALUE, each vocabulary name that member()
 * accepts, once (a names_fn for help and messages). */
static const char *part_option(size_t i)
{
    static const char *names[128];
    static size_t n;
    static int built;
    size_t k, j, nf = url1738_field_count();

    for (k = 0; !built && k < nf && n < sizeof names / sizeof names[0];
         k++) {
        const char *name = url1738_field_info(k)->name;
        if (part_field(name, strlen(name)) == NULL)
            continue;
        for (j = 0; j < n && strcmp(names[j], name) != 0; j++)
            ;
        if (j == n)
            names[n++] = name;
    }
    built = 1;
    return i < n ? names[i] : NULL;
}

static struct url1738_bytes bytes_of(const char *s)
{
    struct url1738_bytes b;

    b.p = s;
    b.len = strlen(s);
    return b;
}

/* ===== Parts as JSON, one object per line ===== */

/* The library's reader of named parts (url1738_named_*) says what each
 * key is and wants, and joins the parts; this walks the JSON and checks
 * the type of each value. */

/* Memory reused from one line to the next. */
struct build_ctx {
    struct buf str;      /* the line's decoded JSON strings */
    struct buf items;    /* segments, then field names and values */
    struct buf url;
};

/* One line being read. */
struct jline {
    struct jread r;
    struct url1738_named n;
    struct url1738_parts u;
    size_t raw_path_off;         /* where "path"'s value begins */
    size_t schemepart_off;       /* where "schemepart"'s value begins */
    int bad_escape;              /* err is a percent-decoding error */
    struct url1738_error err;
};

/* The reader's error at the current position. */
static int named_fail(struct jline *j)
{
    return jread_fail(&j->r, j->err.message);
}

/* A string or null (absent: p NULL). */
static int read_opt_string(struct jline *j, struct url1738_bytes *b)
{
    if (jread_peek(&j->r) == 'n') {
        b->p = NULL;
        b->len = 0;
        return jread_word(&j->r, "null");
    }
    if (jread_peek(&j->r) != '"')
        return jread_fail(&j->r, N_("expected a string or null"));
    return jread_string(&j->r, &b->p, &b->len);
}

/* [string, ...] or null: url1738_named_item() each. */
static int read_segments(struct jline *j)
{
    struct url1738_bytes b;
    int first = 1;

    if (jread_peek(&j->r) == 'n')
        return jread_word(&j->r, "null");
    if (!jread_expect(&j->r, '['))
        return 0;
    while (jread_item(&j->r, &first)) {
        if (jread_peek(&j->r) != '"')
            return jread_fail(&j->r, N_("a segment must be a string"));
        if (!jread_string(&j->r, &b.p, &b.len))
            return 0;
        if (url1738_named_item(&j->n, b.p, b.len, &j->err) != URL1738_OK)
            return named_fail(j);
    }
    return j->r.err == NULL;
}

/* [[name, value], ...] or null: url1738_named_pair() each. */
static int read_fields(struct jline *j)
{
    struct url1738_bytes f[2];
    int first = 1, inner;
    size_t k;

    if (jread_peek(&j->r) == 'n')
        return jread_word(&j->r, "null");
    if (!jread_expect(&j->r, '['))
        return 0;
    while (jread_item(&j->r, &first)) {
        if (!jread_expect(&j->r, '['))
            return 0;
        inner = 1;
        for (k = 0; k < 2; k++) {
            if (!jread_item(&j->r, &inner))
                return jread_fail(&j->r, N_("a field is [name, value]"));
            if (jread_peek(&j->r) != '"')
                return jread_fail(&j->r, N_("a field name or value must be a "
                                         "string"));
            if (!jread_string(&j->r, &f[k].p, &f[k].len))
                return 0;
        }
        if (jread_item(&j->r, &inner))
            return jread_fail(&j->r, N_("a field is [name, value]"));
        if (j->r.err != NULL)
            return 0;
        if (url1738_named_pair(&j->n, f[0].p, f[0].len, f[1].p, f[1].len,
                               &j->err)
            != URL1738_OK)
            return named_fail(j);
    }
    return j->r.err == NULL;
}

static int read_members(struct jline *j, int in_object);

/* The value of the key just given to the reader, which wants want. */
static int read_value(struct jline *j, enum url1738_named_want want)
{
    struct url1738_bytes b;
    enum url1738_code rc;
    size_t at;

    switch (want) {
    case URL1738_NW_SKIP:
        return jread_skip(&j->r);
    case URL1738_NW_OBJECT:
        if (!jread_expect(&j->r, '{'))
            return 0;
        return read_members(j, 1);
    case URL1738_NW_BOOL:
        if (jread_peek(&j->r) != 't' && jread_peek(&j->r) != 'f')
            return jread_fail(&j->r, N_("\"all\" must be true or false"));
        url1738_named_bool(&j->n, jread_peek(&j->r) == 't', &j->err);
        return jread_word(&j->r, jread_peek(&j->r) == 't' ? "true"
                                                          : "false");
    case URL1738_NW_SEGMENTS:
        return read_segments(j);
    case URL1738_NW_PAIRS:
        return read_fields(j);
    case URL1738_NW_SCHEME:
        if (jread_peek(&j->r) != '"')
            return jread_fail(&j->r, N_("the scheme must be a string"));
        if (!jread_string(&j->r, &b.p, &b.len))
            return 0;
        break;
    case URL1738_NW_PORT:
        /* digits as a number or a string, or null */
        if (jread_peek(&j->r) >= '0' && jread_peek(&j->r) <= '9') {
            if (!jread_number(&j->r, &b.p, &b.len))
                return 0;
            break;
        }
        /* fall through */
    default:
        jread_peek(&j->r);
        at = j->r.pos;
        if (url1738_named_field(&j->n) == URL1738_F_PATH)
            j->raw_path_off = at;
        else if (url1738_named_field(&j->n) == URL1738_F_SCHEMEPART)
            j->schemepart_off = at;
        if (!read_opt_string(j, &b))
            return 0;
        rc = url1738_named_value(&j->n, b.p, b.len, &j->err);
        if (rc == URL1738_OK)
            return 1;
        if (want == URL1738_NW_RAW) {
            /* a malformed escape: url1738_decode()'s error, at the
             * value's offset in the line */
            j->err.offset = at;
            j->bad_escape = 1;
        } else if (want == URL1738_NW_HOST_TYPE) {
            j->r.pos = at;
        }
        return named_fail(j);
    }
    if (url1738_named_value(&j->n, b.p, b.len, &j->err) != URL1738_OK)
        return named_fail(j);
    return 1;
}

/* The members of the top-level object or of the scheme object, after
 * its '{'. A key the reader refuses is reported where its member
 * begins. */
static int read_members(struct jline *j, int in_object)
{
    enum url1738_named_want want;
    const char *name;
    size_t nlen, at;
    int first = 1;

    for (;;) {
        at = j->r.pos;
        if (!jread_member(&j->r, &first, &name, &nlen))
            return j->r.err == NULL;
        if (url1738_named_key(&j->n, name, nlen, in_object, &want, &j->err)
            != URL1738_OK) {
            j->r.pos = at + (j->r.p[at] == ',');
            return named_fail(j);
        }
        if (!read_value(j, want))
            return 0;
    }
}

/* After the object: the reader's rules that join the parts. */
static int finish_parts(struct jline *j)
{
    int field;

    if (url1738_named_finish(&j->n, &field, &j->err) == URL1738_OK)
        return 1;
    j->r.pos = field == URL1738_F_PATH         ? j->raw_path_off
               : field == URL1738_F_SCHEMEPART ? j->schemepart_off
                                               : 0;
    return named_fail(j);
}


static void print_result(enum url1738_code rc, const char *url, size_t n,
                         const struct url1738_error *err)
{
    struct jw w;

    jw_begin(&w, &cli_stdout);
    jw_key(&w, "url");
    if (rc == URL1738_OK)
        jw_str(&w, url, n);
    else
        jw_null(&w);
    jw_error(&w, rc == URL1738_OK ? NULL : err);
    jw_end(&w);
}

/* The reading of this run (--spec). */
static enum url1738_spec build_spec = URL1738_SPEC_RFC1738;

/* Builds the parts, prints the object; returns 0 when a URL came out. */
static int build_print(const struct url1738_parts *u, struct buf *url)
{
    struct url1738_error err;
    size_t need = 0;
    enum url1738_code rc = url1738_build_spec(u, build_spec, NULL, 0, &need,
                                              &err);

    if (rc == URL1738_E_NOSPACE || rc == URL1738_OK) {
        buf_reserve(url, need + 1);
        rc = url1738_build_spec(u, build_spec, url->p, url->cap, &need,
                                &err);
    }
    print_result(rc, url->p, need, &err);
    return rc != URL1738_OK;
}

/* A line that is not a parts object: the reader's error, code E_JSON
 * (not a library code: the JSON, not the URL, is wrong). */
static void print_json_error(const struct jline *j)
{
    struct jw w;

    jw_begin(&w, &cli_stdout);
    jw_key(&w, "url");
    jw_null(&w);
    jw_key(&w, "error");
    jw_object(&w);
    jw_key(&w, "offset");
    jw_uint(&w, j->r.err_off);
    jw_key(&w, "code");
    jw_cstr(&w, "E_JSON");
    jw_key(&w, "message");
    jw_cstr(&w, cli_tr(j->r.err));
    jw_end(&w);
}

static int build_json_line(const char *p, size_t len, void *vctx)
{
    struct build_ctx *ctx = vctx;
    struct url1738_bytes *segs;
    struct jline j;
    size_t max_items;

    /* Every string, decoded, fits in len bytes; a path splits into at
     * most len + 1 segments, an array of len bytes holds fewer than
     * len / 2 + 1 items. */
    buf_reserve(&ctx->str, len + 1);
    max_items = 2 * (len + 2);
    buf_reserve(&ctx->items, (max_items + len + 2) * sizeof *segs);
    segs = (struct url1738_bytes *)(void *)ctx->items.p;
    j.n.size = sizeof j.n;
    url1738_named_init(&j.n, build_spec, &j.u);
    url1738_named_room(&j.n, segs, max_items, segs + max_items, len + 2);
    j.raw_path_off = j.schemepart_off = 0;
    j.bad_escape = 0;
    jread_init(&j.r, p, len, ctx->str.p);
    if (jread_expect(&j.r, '{') && read_members(&j, 0) && jread_end(&j.r)
        && finish_parts(&j))
        return build_print(&j.u, &ctx->url);
    if (j.bad_escape)
        print_result(j.err.code, NULL, 0, &j.err);
    else
        print_json_error(&j);
    return 1;
}


/* build's options: --json, or the parts of one URL. build_options()
 * reads the part options itself (they repeat); the table gives their
 * help and, through part_option(), the PART names. */
static const char *json_flag, *spec_arg;
static const struct opt build_opts[] = {
    { "json", NULL, &json_flag,
      N_("parts as one JSON object per argument or input line (the default "
      "without part options)"), NULL, 0 },
    { "spec", "SPEC", &spec_arg,
      N_("the reading: RFC 1738 (rfc1738, the default) or RFC 3986's URI "
      "(rfc3986: userinfo, host_type, query, fragment)"),
      cli_spec_name, 0 },
    { "scheme", "NAME", NULL, N_("the scheme of the URL to build (required "
      "with part options)"), NULL, 0 },
    { "PART", "VALUE", NULL, N_("a part, decoded (build escapes it)"),
      part_option, 0 },
    { "segment", "TEXT", NULL,
      N_("the next '/'-separated path segment, decoded (repeatable)"), NULL, 0 },
    { "field", "NAME=VALUE", NULL, N_("a prospero field (repeatable)"), NULL,
      0 },
    { "all", NULL, NULL, N_("news:* (every newsgroup)"), NULL, 0 },
    OPT_END,
};

/* `build --scheme=S --PART=VALUE...`: one URL from the options. */
static int build_options(int argc, char **argv)
{
    struct url1738_parts u = URL1738_PARTS_INIT;
    struct url1738_bytes *segs, *fields;
    const struct url1738_field_info *f;
    struct buf out = { NULL, 0 };
    const char *scheme = NULL;
    int i, rc;

    memset(&u, 0, sizeof u);
    u.size = sizeof u;
    segs = calloc((size_t)argc + 1, sizeof *segs);
    fields = calloc(2 * (size_t)argc + 2, sizeof *fields);
    if (segs == NULL || fields == NULL) {
        free(segs);
        free(fields);
        die_oom((3 * (size_t)argc + 3) * sizeof *segs);
    }
    u.segments = segs;
    u.fields = fields;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *eq;
        size_t nl;
        if (strncmp(a, "--", 2) != 0) {
            rc = usage_error("build", cli_text.unexpected_argument, a);
            goto done;
        }
        a += 2;
        eq = strchr(a, '=');
        nl = eq != NULL ? (size_t)(eq - a) : strlen(a);
        if (nl == 4 && memcmp(a, "json", 4) == 0 && eq == NULL) {
            rc = usage_error("build", cli_text.json_no_parts, "");
            goto done;
        }
        if (nl == 3 && memcmp(a, "all", 3) == 0 && eq == NULL) {
            u.all = 1;
            continue;
        }
        if (eq == NULL) {
            if (i + 1 >= argc) {
                rc = usage_error("build", cli_text.needs_value, argv[i]);
                goto done;
            }
            eq = argv[++i] - 1;    /* the value is the next argument */
        }
        if (nl == 6 && memcmp(a, "scheme", 6) == 0) {
            scheme = eq + 1;
        } else if (nl == 4 && memcmp(a, "spec", 4) == 0) {
            if (check_names("build", &build_opts[1], eq + 1) != 0) {
                rc = EXIT_USAGE;
                goto done;
            }
            build_spec = strcmp(eq + 1, cli_spec_name(1)) == 0
                             ? URL1738_SPEC_RFC3986
                             : URL1738_SPEC_RFC1738;
        } else if (nl == 7 && memcmp(a, "segment", 7) == 0) {
            segs[u.nsegments++] = bytes_of(eq + 1);
        } else if (nl == 5 && memcmp(a, "field", 5) == 0) {
            /* --field=NAME=VALUE: the first '=' of the value splits it. */
            const char *v = eq + 1, *e2 = strchr(v, '=');
            if (e2 == NULL) {
                rc = usage_error("build", cli_text.field_needs, v);
                goto done;
            }
            fields[2 * u.nfields].p = v;
            fields[2 * u.nfields].len = (size_t)(e2 - v);
            fields[2 * u.nfields + 1] = bytes_of(e2 + 1);
            u.nfields++;
        } else if ((f = part_field(a, nl)) != NULL
                   && type_member(&u, f) != NULL) {
            int t = host_type_of(eq + 1, strlen(eq + 1));
            if (t < 0) {
                rc = usage_error("build", cli_text.unexpected_argument,
                                 argv[i]);
                goto done;
            }
            *type_member(&u, f) = (enum url1738_host_type)t;
        } else if (f != NULL) {
            *bytes_member(&u, f) = bytes_of(eq + 1);
        } else {
            rc = unknown_option("build", a - 2, build_opts);
            goto done;
        }
    }
    if (scheme == NULL) {
        rc = usage_error("build", cli_text.missing_option, "--scheme=NAME");
        goto done;
    }
    u.scheme_id = url1738_scheme_lookup(scheme, strlen(scheme));
    if (u.scheme_id == URL1738_SCHEME_OTHER)
        u.scheme = bytes_of(scheme);
    rc = build_print(&u, &out) ? EXIT_INVALID : EXIT_VALID;
done:
    free(segs);
    free(fields);
    free(out.p);
    return rc;
}

/* Whether argv holds a part option: anything but --json and --spec
 * before "--". */
static int has_part_option(int argc, char **argv)
{
    int i;

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--") == 0)
            return 0;
        if (strcmp(argv[i], "--spec") == 0) {
            i++;                /* its value */
            continue;
        }
        if (strncmp(argv[i], "--", 2) == 0 && strcmp(argv[i], "--json") != 0
            && strncmp(argv[i], "--spec=", 7) != 0)
            return 1;
    }
    return 0;
}

int cmd_build(int argc, char **argv)
{
    struct build_ctx ctx;
    struct args a;
    int rc;

    /* A run starts from the defaults (the bindings run the program more
     * than once in a process: cli/run.c). */
    build_spec = URL1738_SPEC_RFC1738;
    json_flag = spec_arg = NULL;
    help_if_asked("build", argc, argv, build_opts);
    if (has_part_option(argc, argv))
        return build_options(argc, argv);
    rc = parse_args("build", argc, argv, build_opts, &a);
    if (rc != 0)
        return rc;
    /* parse_args() checked the name against cli_spec_name(). */
    if (spec_arg != NULL && strcmp(spec_arg, cli_spec_name(1)) == 0)
        build_spec = URL1738_SPEC_RFC3986;
    memset(&ctx, 0, sizeof ctx);
    rc = each_input(&a, build_json_line, &ctx);
    free(ctx.str.p);
    free(ctx.items.p);
    free(ctx.url.p);
    return rc;
}
