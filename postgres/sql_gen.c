/* SPDX-License-Identifier: MIT */
/*
 * sql_gen.c - writes an install script of the PostgreSQL extension from
 * its template (postgres/url1738--*.sql.in): the line "-- @FUNCTIONS@"
 * becomes the functions every script of a version defines, the same
 * text in the full script (url1738--1.2.sql) and in the update
 * (url1738--1.1--1.2.sql); the line "-- @OPERATORS@" the operators of
 * the type (the full script). Run by the top Makefile at build time; the
 * scripts are never kept in the repository.
 *
 * The part functions url_NAME are the library's vocabulary, iterated
 * (URL1738_FIELDS through url1738_field_info(), the list url1738_fields()
 * serves in SQL); every other function comes from a table below, each
 * in the forms it has (a text or a url1738 value, with or without a
 * reading), written by one function.
 *
 * usage: sql_gen TEMPLATE > SCRIPT
 */
#include <stdio.h>
#include <string.h>

#include "url1738.h"

#define ATTRS "LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE"

/* The forms a function of one URL comes in. */
enum {
    F_TEXT = 1,    /* (url text ...) -> C name _text                      */
    F_URL = 2,     /* (url url1738 ...) -> C name _url1738                */
    F_SPEC = 4,    /* each also with a last "spec text" argument          */
    F_PLAIN = 8    /* text only, the C name as it is                      */
};

/* A function of one URL (or of a base and a reference, or a text). */
struct family {
    const char *name;   /* SQL name                                      */
    const char *arg;    /* the first argument's name                     */
    const char *more;   /* the arguments after it, ", x type" each       */
    const char *more_spec; /* the same in the forms with spec (NULL: more) */
    const char *outs;   /* ", OUT x type" each, after spec               */
    const char *returns;
    const char *c;      /* the C function (without _text/_url1738)       */
    unsigned forms;
    int rows;           /* ROWS of a set-returning function, or 0        */
};

static void put_fn(const struct family *f, const char *type, int spec,
                   const char *suffix)
{
    const char *more = spec && f->more_spec != NULL ? f->more_spec : f->more;

    printf("CREATE OR REPLACE FUNCTION %s(%s %s%s%s%s) RETURNS %s\n"
           "    AS 'MODULE_PATHNAME', '%s%s'\n    " ATTRS,
           f->name, f->arg, type, more, spec ? ", spec text" : "", f->outs,
           f->returns, f->c, suffix);
    if (f->rows > 0)
        printf(" ROWS %d", f->rows);
    printf(";\n");
}

/* Every form of f: text, text and spec, url1738, url1738 and spec. */
static void put_family(const struct family *f)
{
    static const struct {
        unsigned form;
        const char *type, *suffix;
    } types[] = {
        { F_TEXT, "text", "_text" },
        { F_URL, "url1738", "_url1738" },
        { F_PLAIN, "text", "" },
    };
    size_t t;
    int spec;

    for (t = 0; t < sizeof types / sizeof types[0]; t++) {
        if (!(f->forms & types[t].form))
            continue;
        for (spec = 0; spec <= ((f->forms & F_SPEC) != 0); spec++)
            put_fn(f, types[t].type, spec, types[t].suffix);
    }
}

#define URL_FORMS (F_TEXT | F_URL | F_SPEC)

/* The functions of one URL that are no part of the vocabulary. */
static const struct family more_of_one[] = {
    { "url_port", "url", "", NULL, "", "integer", "url1738_pg_port",
      URL_FORMS, 0 },
    { "url_valid", "url", "", NULL, "", "boolean", "url1738_pg_valid",
      URL_FORMS, 0 },
    { "url_error", "url", "", NULL, "", "text", "url1738_pg_error",
      URL_FORMS, 0 },
    { "url_normalize", "url", "", NULL, "", "text", "url1738_pg_normalize",
      URL_FORMS, 0 },
};

/* The rest, each under the comment before it. */
static const struct {
    const char *comment;
    struct family f;
} others[] = {
    { "-- Relative references: RFC 1808 under rfc1738, RFC 3986 5.2 under "
      "rfc3986.",
      { "url_resolve", "base", ", ref text", NULL, "", "text",
        "url1738_pg_resolve", URL_FORMS, 0 } },
    { "-- SURT keys (url1738.h: the variants): wayback CDX form by default.",
      { "url_surt", "url",
        ", keep_www boolean DEFAULT false, keep_case boolean DEFAULT false, "
        "with_scheme boolean DEFAULT false",
        ", keep_www boolean, keep_case boolean, with_scheme boolean", "",
        "text", "url1738_pg_surt", URL_FORMS, 0 } },
    { "-- HTML form query pairs (RFC 1866 8.2.1), decoded.",
      { "url_query_param", "url", ", name text", NULL, "", "text",
        "url1738_pg_query_param", URL_FORMS, 0 } },
    { NULL,
      { "url_query_pairs", "url", "", NULL, ", OUT name text, OUT value text",
        "SETOF record", "url1738_pg_query_pairs", URL_FORMS, 4 } },
    { "-- URLs in free text: RFC 3986's URIs (the default) or RFC 1738's "
      "appendix.",
      { "url_extract", "body", "", NULL,
        ", OUT url text, OUT \"offset\" bigint, OUT form text, "
        "OUT valid boolean",
        "SETOF record", "url1738_pg_extract", F_PLAIN | F_SPEC, 10 } },
};

/* Functions of fixed arguments: the reading of a value, and what
 * equality, hash and order are made of. */
static const struct {
    const char *name, *args, *returns;
} fixed[] = {
    { "url1738_eq", "url1738, url1738", "boolean" },
    { "url1738_ne", "url1738, url1738", "boolean" },
    { "url1738_lt", "url1738, url1738", "boolean" },
    { "url1738_le", "url1738, url1738", "boolean" },
    { "url1738_gt", "url1738, url1738", "boolean" },
    { "url1738_ge", "url1738, url1738", "boolean" },
    { "url1738_cmp", "url1738, url1738", "integer" },
    { "url1738_sortsupport", "internal", "void" },
    { "url1738_hash", "url1738", "integer" },
    { "url1738_hash_extended", "url1738, bigint", "bigint" },
};

/* The operators of the type (the full script only: an update keeps
 * 1.1's): each compares two values with its function url1738_X. */
static const struct {
    const char *op, *fn, *commutator, *negator, *restrict_, *join, *extra;
} operators[] = {
    { "=", "eq", "=", "<>", "eqsel", "eqjoinsel", ", HASHES, MERGES" },
    { "<>", "ne", "<>", "=", "neqsel", "neqjoinsel", "" },
    { "<", "lt", ">", ">=", "scalarltsel", "scalarltjoinsel", "" },
    { "<=", "le", ">=", ">", "scalarlesel", "scalarlejoinsel", "" },
    { ">", "gt", "<", "<=", "scalargtsel", "scalargtjoinsel", "" },
    { ">=", "ge", "<=", "<", "scalargesel", "scalargejoinsel", "" },
};

static void put_operators(void)
{
    size_t i;

    for (i = 0; i < sizeof operators / sizeof operators[0]; i++)
        printf("CREATE OPERATOR %s (LEFTARG = url1738, RIGHTARG = url1738,\n"
               "    FUNCTION = url1738_%s, COMMUTATOR = %s, NEGATOR = %s,\n"
               "    RESTRICT = %s, JOIN = %s%s);\n",
               operators[i].op, operators[i].fn, operators[i].commutator,
               operators[i].negator, operators[i].restrict_,
               operators[i].join, operators[i].extra);
}

/* The C function of a fixed one: url1738_X -> url1738_pg_X. */
static void put_fixed(size_t i)
{
    printf("CREATE OR REPLACE FUNCTION %s(%s) RETURNS %s\n"
           "    AS 'MODULE_PATHNAME', 'url1738_pg_%s'\n    " ATTRS ";\n",
           fixed[i].name, fixed[i].args, fixed[i].returns,
           fixed[i].name + strlen("url1738_"));
}

/* The SQL type of a field's value, as url1738_fields() says it. */
static const char *sql_type(const struct url1738_field_info *f)
{
    return f->kind == URL1738_FK_NUMBER ? "integer"
           : f->kind == URL1738_FK_BOOL ? "boolean"
                                        : "text";
}

static void functions(void)
{
    const struct url1738_field_info *fi;
    size_t i;

    printf(
        "-- ===== Functions of one URL, each in four forms =====\n"
        "-- url_NAME(url text), url_NAME(url text, spec text), "
        "url_NAME(url url1738),\n"
        "-- url_NAME(url url1738, spec text). Without spec a text is read "
        "by RFC\n"
        "-- 3986 and a url1738 value by the reading it was accepted under\n"
        "-- (url_reading); with it, by the reading it names ('rfc1738', "
        "'rfc3986').\n"
        "-- NULL for a URL that reading refuses, or a part it does not "
        "have.\n"
        "--\n"
        "-- The part functions are the library's vocabulary (URL1738_FIELDS "
        "in\n"
        "-- url1738.h), one url_NAME for each top-level name, written here "
        "at build\n"
        "-- time by postgres/sql_gen.c; url1738_fields() lists the same "
        "names (url_port\n"
        "-- and url_surt are written apart: the port as a number, the SURT "
        "key with its\n"
        "-- options).\n"
        "CREATE OR REPLACE FUNCTION url1738_fields(OUT name text, OUT type "
        "text)\n"
        "    RETURNS SETOF record\n"
        "    AS 'MODULE_PATHNAME', 'url1738_pg_fields'\n"
        "    " ATTRS " ROWS 20;\n\n");
    for (i = 0; (fi = url1738_field_info(i)) != NULL; i++) {
        char name[80];
        struct family f = { NULL, "url", "", NULL, "", NULL,
                            "url1738_pg_field", URL_FORMS, 0 };

        if (fi->nest == URL1738_FN_SCHEME || strcmp(fi->name, "port") == 0
            || strcmp(fi->name, "surt") == 0)
            continue;
        snprintf(name, sizeof name, "url_%s", fi->name);
        f.name = name;
        f.returns = sql_type(fi);
        put_family(&f);
    }
    for (i = 0; i < sizeof more_of_one / sizeof more_of_one[0]; i++)
        put_family(&more_of_one[i]);
    for (i = 0; i < sizeof others / sizeof others[0]; i++) {
        if (others[i].comment != NULL)
            printf("\n%s\n", others[i].comment);
        put_family(&others[i].f);
    }
    printf("\n-- The reading a value was accepted under: 'rfc3986', or "
           "'rfc1738' for a\n"
           "-- URL only RFC 1738 accepts (a scheme beginning with a digit, "
           "+, - or .).\n"
           "CREATE OR REPLACE FUNCTION url_reading(url1738) RETURNS text\n"
           "    AS 'MODULE_PATHNAME', 'url1738_pg_reading'\n    " ATTRS
           ";\n\n"
           "-- Equality, hash and order compare the normalized forms the "
           "values hold\n"
           "-- (url_normalize(u)): a = b exactly when url_normalize(a) = "
           "url_normalize(b).\n");
    for (i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
        put_fixed(i);
}

int main(int argc, char **argv)
{
    char line[4096];
    FILE *in;
    int done = 0;

    if (argc != 2 || (in = fopen(argv[1], "r")) == NULL) {
        fprintf(stderr, "usage: sql_gen TEMPLATE > SCRIPT\n");
        return 2;
    }
    printf("-- Written by postgres/sql_gen.c from %s: edit that file.\n",
           argv[1]);
    while (fgets(line, sizeof line, in) != NULL) {
        if (strcmp(line, "-- @FUNCTIONS@\n") == 0) {
            functions();
            done = 1;
        } else if (strcmp(line, "-- @OPERATORS@\n") == 0) {
            put_operators();
        } else {
            fputs(line, stdout);
        }
    }
    fclose(in);
    if (!done) {
        fprintf(stderr, "sql_gen: %s has no line \"-- @FUNCTIONS@\"\n",
                argv[1]);
        return 1;
    }
    return ferror(stdout) ? 1 : 0;
}
