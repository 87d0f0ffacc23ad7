/* SPDX-License-Identifier: MIT */
/*
 * dicts.c - url1738.plan(), lint() and build(): the functions whose
 * answer is an object of `url1738 plan`, `lint` and `build` (cli-contract
 * "url1738 plan"; docs/plan.md; docs/cli.md), as dicts and lists.
 */
#include <stddef.h>
#include <string.h>

#include "pyurl.h"

static int put_bool(PyObject *d, const char *key, int v)
{
    return PyDict_SetItemString(d, key, v ? Py_True : Py_False);
}

/* ===== plan ===== */

typedef enum url1738_code (*plan_fn)(const char *, const struct url1738_plan *,
                                     char *, size_t, size_t *);

struct plan_ctx {
    plan_fn fn;
    const char *p;
    const struct url1738_plan *pl;
};

static enum url1738_code plan_write(void *vctx, char *dst, size_t cap,
                                    size_t *need)
{
    struct plan_ctx *c = vctx;

    return c->fn(c->p, c->pl, dst, cap, need);
}

/* What fn writes, as a str or bytes. */
static PyObject *written(int is_str, plan_fn fn, const char *p,
                         const struct url1738_plan *pl)
{
    struct plan_ctx c;
    enum url1738_code rc;
    PyObject *r;

    c.fn = fn;
    c.p = p;
    c.pl = pl;
    r = pyurl_write(is_str, plan_write, &c, &rc);
    if (r == NULL && !PyErr_Occurred())
        PyErr_SetString(PyExc_SystemError, "url1738: a plan's text failed");
    return r;
}

/* The LF-terminated command lines as a list. */
static PyObject *commands(int is_str, const char *p,
                          const struct url1738_plan *pl)
{
    PyObject *all = written(0, url1738_plan_commands, p, pl), *l;
    const char *s;
    Py_ssize_t i, n, start = 0;

    if (all == NULL)
        return NULL;
    l = PyList_New(0);
    s = PyBytes_AS_STRING(all);
    n = PyBytes_GET_SIZE(all);
    for (i = 0; l != NULL && i < n; i++) {
        PyObject *v;
        if (s[i] != '\n')
            continue;
        v = pyurl_out(is_str, s + start, (size_t)(i - start));
        if (v == NULL || PyList_Append(l, v) < 0)
            Py_CLEAR(l);
        Py_XDECREF(v);
        start = i + 1;
    }
    Py_DECREF(all);
    return l;
}

/* The decoded segments of a path but the last (ftp's CWDs). */
static PyObject *cwds(int is_str, const char *p, struct url1738_span path)
{
    struct url1738_iter it;
    struct url1738_span seg, prev = { URL1738_ABSENT, 0 };
    PyObject *l = PyList_New(0);

    url1738_iter_init(&it, path);
    while (l != NULL && url1738_next_segment(p, &it, &seg)) {
        if (url1738_present(prev)) {
            PyObject *v = pyurl_decoded(is_str, p, prev);
            if (v == NULL || PyList_Append(l, v) < 0)
                Py_CLEAR(l);
            Py_XDECREF(v);
        }
        prev = seg;
    }
    return l;
}

/* The attribute names of "!+A%20+B", decoded and split at the spaces. */
static PyObject *attributes(int is_str, const char *p, struct url1738_span s)
{
    PyObject *dec = pyurl_decoded(0, p, s), *l;
    const char *b;
    Py_ssize_t i, n, start = 0;

    if (dec == NULL)
        return NULL;
    if (dec == Py_None) {
        Py_DECREF(dec);
        return PyList_New(0);
    }
    b = PyBytes_AS_STRING(dec);
    n = PyBytes_GET_SIZE(dec);
    l = PyList_New(0);
    for (i = 0; l != NULL && i <= n; i++) {
        PyObject *v;
        if (i < n && b[i] != ' ')
            continue;
        v = pyurl_out(is_str, b + start, (size_t)(i - start));
        if (v == NULL || PyList_Append(l, v) < 0)
            Py_CLEAR(l);
        Py_XDECREF(v);
        start = i + 1;
    }
    Py_DECREF(dec);
    return l;
}

/* The scheme's own fields of u (the vocabulary's, as parse's scheme
 * object holds them), put into d. */
static int scheme_fields(PyObject *d, int s, const char *p,
                         const struct url1738_url *u)
{
    PyObject *obj = pyurl_scheme_object(s, p, u);
    int rc = obj != NULL ? PyDict_Update(d, obj) : -1;

    Py_XDECREF(obj);
    return rc;
}

/* The plan's own keys, by scheme, as cmd_plan.c writes them. */
static int plan_scheme(PyObject *d, int s, const char *p,
                       const struct url1738_plan *pl,
                       const struct url1738_url *u)
{
    struct url1738_span empty = { 0, 0 };
    int bad = 0, anon = (pl->flags & URL1738_PLAN_ANONYMOUS) != 0;

#define DEC(key, span) bad |= pyurl_put(d, key, pyurl_decoded(s, p, span)) < 0
    switch (u->scheme_id) {
    case URL1738_SCHEME_FTP: {
        char t = pl->ftp_type;
        if (anon) {
            bad |= pyurl_put(d, "user", pyurl_out(s, "anonymous", 9)) < 0;
            bad |= pyurl_put(d, "password", pyurl_out(s, pl->email,
                                                pl->email_len)) < 0;
        } else {
            DEC("user", u->user);
            DEC("password", u->password);
        }
        bad |= put_bool(d, "anonymous", anon) < 0;
        bad |= put_bool(d, "ask_password",
                        (pl->flags & URL1738_PLAN_ASK_PASSWORD) != 0) < 0;
        bad |= pyurl_put(d, "cwd", cwds(s, p, u->u.ftp.fpath)) < 0;
        DEC("name", url1738_present(pl->ftp_name) ? pl->ftp_name : empty);
        bad |= pyurl_put(d, "type", pyurl_out(s, &t, 1)) < 0;
        bad |= put_bool(d, "type_guessed",
                        (pl->flags & URL1738_PLAN_TYPE_GUESSED) != 0) < 0;
        bad |= put_bool(d, "listing",
                        (pl->flags & URL1738_PLAN_LISTING) != 0) < 0;
        bad |= pyurl_put(d, "commands", commands(s, p, pl)) < 0;
        break;
    }
    case URL1738_SCHEME_HTTP:
        bad |= pyurl_put(d, "target", written(s, url1738_plan_request, p, pl)) < 0;
        break;
    case URL1738_SCHEME_GOPHER:
        /* type ... gopher_plus, absent values and all, from the
         * vocabulary (as cmd_plan.c's jw_scheme_fields) */
        bad |= scheme_fields(d, s, p, u) < 0;
        bad |= pyurl_put(d, "asks", PyUnicode_FromString(
                                  url1738_gplus_name(pl->gplus))) < 0;
        if (pl->gplus == URL1738_GPLUS_ATTRS
            || pl->gplus == URL1738_GPLUS_DIR_NAMED)
            bad |= pyurl_put(d, "attributes", attributes(s, p, pl->view)) < 0;
        if (pl->gplus == URL1738_GPLUS_VIEW) {
            DEC("view", pl->view);
            DEC("language", pl->language);
        }
        bad |= pyurl_put(d, "request", written(s, url1738_plan_request, p,
                                         pl)) < 0;
        break;
    case URL1738_SCHEME_NEWS:
        bad |= put_bool(d, "own_server", 1) < 0;
        bad |= scheme_fields(d, s, p, u) < 0;   /* all, group, article */
        bad |= pyurl_put(d, "commands", commands(s, p, pl)) < 0;
        break;
    case URL1738_SCHEME_NNTP:
        bad |= scheme_fields(d, s, p, u) < 0;   /* group, article */
        bad |= pyurl_put(d, "commands", commands(s, p, pl)) < 0;
        break;
    case URL1738_SCHEME_TELNET:
        DEC("user", u->user);
        DEC("password", u->password);
        bad |= put_bool(d, "advisory", 1) < 0;  /* 3.8 */
        break;
    case URL1738_SCHEME_WAIS:
        bad |= pyurl_put(d, "form", PyUnicode_FromString(
                                  url1738_wais_form_name(pl->wais_form))) < 0;
        bad |= scheme_fields(d, s, p, u) < 0;   /* database ... wpath */
        break;
    case URL1738_SCHEME_FILE:
        bad |= put_bool(d, "local", (pl->flags & URL1738_PLAN_LOCAL) != 0)
               < 0;
        bad |= pyurl_put(d, "path", written(s, url1738_plan_path, p, pl)) < 0;
        break;
    case URL1738_SCHEME_PROSPERO: {
        PyObject *obj = pyurl_scheme_object(s, p, u);
        bad |= pyurl_put(d, "path", written(s, url1738_plan_path, p, pl)) < 0;
        if (obj == NULL)
            return -1;
        bad |= PyDict_SetItemString(d, "fields",
                                    PyDict_GetItemString(obj, "fields")) < 0;
        Py_DECREF(obj);
        break;
    }
    case URL1738_SCHEME_MAILTO: {
        /* RFC 822 addr-spec: local-part "@" domain, split at the last @. */
        PyObject *a = pyurl_decoded(0, p, u->u.mailto.address);
        const char *b;
        Py_ssize_t n, at;
        if (a == NULL)
            return -1;
        b = PyBytes_AS_STRING(a);
        n = PyBytes_GET_SIZE(a);
        for (at = n; at > 0 && b[at - 1] != '@'; at--)
            ;
        bad |= pyurl_put(d, "address", pyurl_out(s, b, (size_t)n)) < 0;
        if (at > 0) {
            bad |= pyurl_put(d, "local_part", pyurl_out(s, b, (size_t)at - 1)) < 0;
            bad |= pyurl_put(d, "domain", pyurl_out(s, b + at,
                                              (size_t)(n - at))) < 0;
        } else {
            bad |= PyDict_SetItemString(d, "local_part", Py_None) < 0;
            bad |= PyDict_SetItemString(d, "domain", Py_None) < 0;
        }
        Py_DECREF(a);
        break;
    }
    default:
        break;
    }
#undef DEC
    return bad ? -1 : 0;
}

PyObject *pyurl_plan(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                     PyObject *kwnames)
{
    static const char *const names[] = { "url", "email", "allow_port",
                                         "spec" };
    PyObject *a[4], *d = NULL;
    struct pyurl_in in, em = { NULL, NULL, NULL, 0, 0 };
    struct url1738_plan pl = URL1738_PLAN_INIT;
    struct url1738_url full = URL1738_URL_INIT;
    struct url1738_error err;
    const char *scheme;
    unsigned long allow = 0;
    int s, spec;

    (void)m;
    if (pyurl_args("plan", args, nargs, kwnames, names, 1, a, 4) < 0
        || (spec = pyurl_spec(a[3])) < 0)
        return NULL;
    /* Section 3's access is RFC 1738's: the CLI's plan has no --spec, and
     * an RFC 3986 URL (https, a fragment, an IPv6 host) has no plan. */
    if (spec != URL1738_SPEC_RFC1738) {
        PyErr_SetString(PyExc_ValueError, "plan(): spec='rfc3986' has no "
                        "plan: plan is RFC 1738 section 3's access to its "
                        "ten schemes (the CLI's plan has no --spec); use "
                        "spec='rfc1738'");
        return NULL;
    }
    if (pyurl_in_get(a[0], &in, "url") < 0)
        return NULL;
    s = in.is_str;
    if (a[1] != NULL && a[1] != Py_None
        && pyurl_in_get(a[1], &em, "email") < 0)
        goto out;
    /* allow_port: the one reserved port this call may connect to (the
     * CLI's --allow-port=N), never a global switch. */
    if (a[2] != NULL && a[2] != Py_None) {
        allow = PyLong_AsUnsignedLong(a[2]);
        if (PyErr_Occurred() || allow > 65535) {
            PyErr_Clear();
            PyErr_SetString(PyExc_ValueError,
                            "allow_port must be a port number, 1-65535");
            goto out;
        }
    }
    pl.full = &full;
    if (url1738_plan_allow(in.p, in.n, em.keep != NULL ? em.p : NULL, em.n,
                           (unsigned)allow, &pl, &err) != URL1738_OK) {
        /* The specific message of a section 6 refusal, as the CLI's. */
        if (pl.reason[0] != '\0')
            err.message = pl.reason;
        pyurl_raise(err.code == URL1738_E_PLAN_EMAIL ? &em : &in, &err);
        goto out;
    }
    d = PyDict_New();
    if (d == NULL)
        goto out;
    scheme = url1738_scheme_name(pl.url.scheme_id);
    if (PyDict_SetItemString(d, "input", a[0]) < 0
        || pyurl_put(d, "scheme", pyurl_out(s, scheme, strlen(scheme))) < 0
        || pyurl_put(d, "protocol", PyUnicode_FromString(pl.protocol)) < 0
        || pyurl_put(d, "host", pyurl_span(s, in.p, pl.url.host)) < 0
        || (pl.port != 0
                ? pyurl_put(d, "port", PyLong_FromUnsignedLong(pl.port))
                : PyDict_SetItemString(d, "port", Py_None)) < 0
        || plan_scheme(d, s, in.p, &pl, &full) < 0)
        Py_CLEAR(d);
out:
    pyurl_in_release(&in);
    pyurl_in_release(&em);
    return d;
}

/* ===== lint ===== */

PyObject *pyurl_lint(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                     PyObject *kwnames)
{
    static const char *const names[] = { "url", "spec" };
    PyObject *a[2], *l = NULL;
    struct pyurl_in in;
    struct url1738_warning small[16], *w = small;
    struct url1738_error err;
    size_t n, i;
    int spec;

    (void)m;
    if (pyurl_args("lint", args, nargs, kwnames, names, 1, a, 2) < 0
        || (spec = pyurl_spec_whatwg(a[1])) < 0
        || pyurl_in_get(a[0], &in, "url") < 0)
        return NULL;
    w[0].size = sizeof w[0];    /* the array's stride */
    n = url1738_lint_spec(in.p, in.n, (enum url1738_spec)spec, w, 16, &err);
    if (n == (size_t)-1) {      /* a bad argument: not the caller's URL */
        PyErr_SetString(PyExc_SystemError, "url1738: lint refused its "
                        "arguments");
        goto out;
    }
    if (n > 16) {
        w = PyMem_Malloc(n * sizeof *w);
        if (w == NULL) {
            PyErr_NoMemory();
            goto out;
        }
        w[0].size = sizeof w[0];
        n = url1738_lint_spec(in.p, in.n, (enum url1738_spec)spec, w, n,
                              &err);
    }
    l = PyList_New((Py_ssize_t)n);
    for (i = 0; l != NULL && i < n; i++) {
        PyObject *v = Py_BuildValue(
            "{s:s,s:s,s:n,s:n,s:s}", "code",
            w[i].severity == URL1738_SEVERITY_ERROR
                ? url1738_errname((int)w[i].code)
                : url1738_warnname(w[i].code),
            "severity", url1738_severity_name(w[i].severity), "offset",
            (Py_ssize_t)w[i].offset, "length", (Py_ssize_t)w[i].len,
            "message", w[i].message);
        if (v == NULL)
            Py_CLEAR(l);
        else
            PyList_SET_ITEM(l, (Py_ssize_t)i, v);
    }
out:
    if (w != small)
        PyMem_Free(w);
    pyurl_in_release(&in);
    return l;
}

/* ===== build ===== */

/* The library's reader of named parts (url1738_named_*) says what each
 * key is and wants and joins the parts (as for `url1738 build --json`);
 * this walks the mapping and checks the type of each value. */
struct bst {
    struct url1738_named n;
    struct url1738_parts u;
    PyObject *keep;               /* what the parts point into          */
    struct url1738_bytes *segs;   /* lent to the reader                 */
    struct url1738_bytes *flds;   /* 2 per field                        */
    size_t capseg, capfld;
    int any_bytes;                /* the URL comes out as bytes         */
    enum url1738_spec spec;
};

/* The reader's error as a ValueError: its message, in which Python
 * names the parts without JSON's quotes (missing scheme), and the key
 * it is about. */
static int named_error(const struct url1738_error *err, const char *key)
{
    char msg[512];
    size_t i, o = 0;

    for (i = 0; err->message[i] != '\0' && o + 1 < sizeof msg; i++)
        if (err->message[i] != '"')
            msg[o++] = err->message[i];
    msg[o] = '\0';
    if (key != NULL)
        PyErr_Format(PyExc_ValueError, "build(): %s: %s", msg, key);
    else
        PyErr_Format(PyExc_ValueError, "build(): %s", msg);
    return -1;
}

/* Bigger arrays for the reader, holding what it placed. */
static int grow(struct bst *st)
{
    size_t cs = st->capseg * 2 + 8, cf = st->capfld * 2 + 8;
    struct url1738_bytes *s = PyMem_Realloc(st->segs, cs * sizeof *s), *f;

    if (s == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    st->segs = s;
    st->capseg = cs;
    f = PyMem_Realloc(st->flds, cf * sizeof *f);
    if (f == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    st->flds = f;
    st->capfld = cf;
    url1738_named_room(&st->n, st->segs, st->capseg, st->flds, st->capfld);
    return 0;
}

/* A str, bytes or None into b (None: absent), kept in st->keep. */
static int value(struct bst *st, PyObject *v, struct url1738_bytes *b,
                 const char *key)
{
    struct pyurl_in in;

    b->p = NULL;
    b->len = 0;
    if (v == Py_None)
        return 0;
    if (pyurl_in_get(v, &in, key) < 0)
        return -1;
    if (PyList_Append(st->keep, in.keep) < 0) {
        pyurl_in_release(&in);
        return -1;
    }
    st->any_bytes |= !in.is_str;
    b->p = in.p;
    b->len = in.n;
    pyurl_in_release(&in);  /* st->keep holds it */
    return 0;
}

/* A string value given to the reader (more room when it asks). */
static int give(struct bst *st, PyObject *v, const char *k,
                enum url1738_named_want want)
{
    struct url1738_error err;
    struct url1738_bytes b;
    enum url1738_code rc;

    if (value(st, v, &b, k) < 0)
        return -1;
    while ((rc = url1738_named_value(&st->n, b.p, b.len, &err))
           == URL1738_E_NOSPACE)
        if (grow(st) < 0)
            return -1;
    if (rc == URL1738_OK)
        return 0;
    if (want == URL1738_NW_RAW) {
        /* its escapes are not whole: url1738_decode()'s URLError */
        struct pyurl_in in;
        if (pyurl_in_get(v, &in, k) < 0)
            return -1;
        pyurl_raise(&in, &err);
        pyurl_in_release(&in);
        return -1;
    }
    return named_error(&err, NULL);
}

/* A segment (b[0]) or a field (b[0], b[1]) given to the reader, with
 * more room when it asks. */
static int add_item(struct bst *st, const struct url1738_bytes *b,
                    int pair)
{
    struct url1738_error err;

    while ((pair ? url1738_named_pair(&st->n, b[0].p, b[0].len, b[1].p,
                                      b[1].len, &err)
                 : url1738_named_item(&st->n, b[0].p, b[0].len, &err))
           == URL1738_E_NOSPACE)
        if (grow(st) < 0)
            return -1;
    return 0;
}

/* A list value (segments, fields) as a sequence, a new reference; NULL
 * with a TypeError for one string or no sequence. */
static PyObject *list_of(PyObject *v, const char *one, const char *what)
{
    if (PyUnicode_Check(v) || PyBytes_Check(v)) {
        PyErr_SetString(PyExc_TypeError, one);
        return NULL;
    }
    return PySequence_Fast(v, what);
}

static int seg_list(struct bst *st, PyObject *v)
{
    PyObject *seq;
    Py_ssize_t i;

    if (v == Py_None)
        return 0;
    seq = list_of(v, "segments must be a list of str or bytes, not one "
                  "string", "segments must be a list of str or bytes");
    for (i = 0; seq != NULL && i < PySequence_Fast_GET_SIZE(seq); i++) {
        struct url1738_bytes b;
        PyObject *item = PySequence_Fast_GET_ITEM(seq, i);
        if (item == Py_None)
            PyErr_SetString(PyExc_TypeError, "a segment must be str or "
                            "bytes");
        if (item == Py_None || value(st, item, &b, "a segment") < 0
            || add_item(st, &b, 0) < 0)
            Py_CLEAR(seq);
    }
    if (seq == NULL)
        return -1;
    Py_DECREF(seq);
    return 0;
}

static int field_list(struct bst *st, PyObject *v)
{
    PyObject *seq;
    Py_ssize_t i;

    if (v == Py_None)
        return 0;
    seq = list_of(v, "fields must be a list of [name, value], not a "
                  "string", "fields must be a list of [name, value]");
    for (i = 0; seq != NULL && i < PySequence_Fast_GET_SIZE(seq); i++) {
        struct url1738_bytes f[2];
        PyObject *pair = PySequence_Fast(PySequence_Fast_GET_ITEM(seq, i),
                                         "a field is [name, value]");
        int bad = pair == NULL || PySequence_Fast_GET_SIZE(pair) != 2;
        if (!bad && pair != NULL) {
            PyObject *k = PySequence_Fast_GET_ITEM(pair, 0);
            PyObject *x = PySequence_Fast_GET_ITEM(pair, 1);
            bad = k == Py_None || x == Py_None
                  || value(st, k, &f[0], "a field name") < 0
                  || value(st, x, &f[1], "a field value") < 0;
        }
        Py_XDECREF(pair);
        if (bad && !PyErr_Occurred())
            PyErr_SetString(PyExc_TypeError, "a field is [name, value], "
                            "both str or bytes");
        if (bad || add_item(st, f, 1) < 0)
            Py_CLEAR(seq);
    }
    if (seq == NULL)
        return -1;
    Py_DECREF(seq);
    return 0;
}

static int members(struct bst *st, PyObject *d, int in_object);

/* One key and its value, at the top level or in the scheme object: the
 * reader says what the value is to be. */
static int member(struct bst *st, const char *k, PyObject *v, int in_object)
{
    struct url1738_error err;
    enum url1738_named_want want;

    if (url1738_named_key(&st->n, k, strlen(k), in_object, &want, &err)
        != URL1738_OK)
        return named_error(&err, k);
    switch (want) {
    case URL1738_NW_SKIP:
        return 0;
    case URL1738_NW_OBJECT:
        if (v == Py_None)
            return 0;
        if (!PyDict_Check(v)) {
            PyErr_Format(PyExc_TypeError, "build(): %s must be a dict", k);
            return -1;
        }
        return members(st, v, 1);
    case URL1738_NW_SCHEME:
        if (v == Py_None) {
            PyErr_SetString(PyExc_TypeError, "build(): scheme must be str or "
                            "bytes");
            return -1;
        }
        return give(st, v, k, want);
    case URL1738_NW_BOOL:
        if (!PyBool_Check(v)) {
            PyErr_Format(PyExc_TypeError, "build(): %s must be True or "
                         "False", k);
            return -1;
        }
        url1738_named_bool(&st->n, v == Py_True, &err);
        return 0;
    case URL1738_NW_SEGMENTS:
        return seg_list(st, v);
    case URL1738_NW_PAIRS:
        return field_list(st, v);
    case URL1738_NW_PORT:
        /* its digits, or an int (its digits), or None */
        if (PyLong_Check(v)) {
            PyObject *digits = PyObject_Str(v);
            int rc = digits != NULL ? give(st, digits, k, want) : -1;
            Py_XDECREF(digits);
            return rc;
        }
        return give(st, v, k, want);
    default:    /* TEXT, RAW, HOST_TYPE */
        return give(st, v, k, want);
    }
}

static int members(struct bst *st, PyObject *d, int in_object)
{
    PyObject *k, *v;
    Py_ssize_t pos = 0;

    while (PyDict_Next(d, &pos, &k, &v)) {
        const char *name;
        if (!PyUnicode_Check(k)) {
            PyErr_SetString(PyExc_TypeError, "build(): part names are str");
            return -1;
        }
        name = PyUnicode_AsUTF8(k);
        if (name == NULL || member(st, name, v, in_object) < 0)
            return -1;
    }
    return 0;
}

static enum url1738_code build_write(void *vctx, char *dst, size_t cap,
                                     size_t *need)
{
    struct bst *st = vctx;
    struct url1738_error err;

    return url1738_build_spec(&st->u, st->spec, dst, cap, need, &err);
}

PyObject *pyurl_build(PyObject *m, PyObject *args, PyObject *kw)
{
    struct bst st;
    struct url1738_error err;
    PyObject *parts = NULL, *r = NULL, *spec = NULL;
    enum url1738_code rc;
    int sp = URL1738_SPEC_RFC1738;

    (void)m;
    if (!PyArg_ParseTuple(args, "|O:build", &parts))
        return NULL;
    /* spec= is the reading, not a part: the other keywords are parts. */
    if (kw != NULL && (spec = PyDict_GetItemString(kw, "spec")) != NULL) {
        if ((sp = pyurl_spec(spec)) < 0)
            return NULL;
        kw = PyDict_Copy(kw);
        if (kw == NULL || PyDict_DelItemString(kw, "spec") < 0) {
            Py_XDECREF(kw);
            return NULL;
        }
    } else {
        Py_XINCREF(kw);
    }
    memset(&st, 0, sizeof st);
    st.n.size = sizeof st.n;
    st.spec = (enum url1738_spec)sp;
    url1738_named_init(&st.n, st.spec, &st.u);
    st.keep = PyList_New(0);
    if (st.keep == NULL || grow(&st) < 0)
        goto out;
    if (parts != NULL && parts != Py_None
        && !PyObject_HasAttrString(parts, "keys")) {
        PyErr_Format(PyExc_TypeError, "build(): parts must be a mapping, "
                     "not %.100s", Py_TYPE(parts)->tp_name);
        goto out;
    }
    if (parts != NULL && parts != Py_None) {
        PyObject *d = PyDict_New();
        int bad = d == NULL || PyDict_Update(d, parts) < 0
                  || members(&st, d, 0) < 0;
        Py_XDECREF(d);
        if (bad)
            goto out;
    }
    if (kw != NULL && members(&st, kw, 0) < 0)
        goto out;
    if (url1738_named_finish(&st.n, NULL, &err) != URL1738_OK) {
        named_error(&err, NULL);
        goto out;
    }
    r = pyurl_write(!st.any_bytes, build_write, &st, &rc);
    if (r == NULL && !PyErr_Occurred()) {
        size_t need = 0;
        url1738_build_spec(&st.u, st.spec, NULL, 0, &need, &err);
        pyurl_raise(NULL, &err);
    }
out:
    PyMem_Free(st.segs);
    PyMem_Free(st.flds);
    Py_XDECREF(st.keep);
    Py_XDECREF(kw);
    return r;
}
