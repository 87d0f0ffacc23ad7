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

struct bst {
    struct url1738_parts u;
    PyObject *keep;               /* what the parts point into          */
    PyObject *seen;               /* the part names given               */
    struct url1738_bytes *segs;   /* u.segments                         */
    struct url1738_bytes *flds;   /* u.fields, 2 per field              */
    size_t capseg, capfld;
    int any_bytes;                /* the URL comes out as bytes         */
    int scheme_parts;             /* a part of the scheme's own is given */
    int have_scheme;
    struct url1738_bytes scheme;
    struct url1738_bytes raw_path; /* top-level "path", decoded         */
    enum url1738_scheme object;   /* the scheme object's name, or NONE  */
    struct url1738_bytes schemepart; /* genericurl's whole schemepart   */
    int has_schemepart;
    /* spec='rfc3986' */
    enum url1738_spec spec;
    struct url1738_bytes search;  /* the http object's decoded search   */
    int other_object;             /* another scheme's object: not read  */
};

/* A str, bytes or None into b (None: absent). */
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

static struct url1738_bytes *add_seg(struct bst *st)
{
    if (st->u.nsegments == st->capseg) {
        size_t cap = st->capseg * 2 + 8;
        struct url1738_bytes *n = PyMem_Realloc(st->segs, cap * sizeof *n);
        if (n == NULL) {
            PyErr_NoMemory();
            return NULL;
        }
        st->segs = n;
        st->capseg = cap;
    }
    return &st->segs[st->u.nsegments++];
}

static int seg_list(struct bst *st, PyObject *v)
{
    PyObject *seq;
    Py_ssize_t i;

    if (v == Py_None)
        return 0;
    if (PyUnicode_Check(v) || PyBytes_Check(v)) {
        PyErr_SetString(PyExc_TypeError, "segments must be a list of str "
                        "or bytes, not one string");
        return -1;
    }
    seq = PySequence_Fast(v, "segments must be a list of str or bytes");
    if (seq == NULL)
        return -1;
    for (i = 0; i < PySequence_Fast_GET_SIZE(seq); i++) {
        struct url1738_bytes *b = add_seg(st);
        PyObject *item = PySequence_Fast_GET_ITEM(seq, i);
        if (b == NULL || item == Py_None
            || value(st, item, b, "a segment") < 0) {
            if (item == Py_None)
                PyErr_SetString(PyExc_TypeError, "a segment must be str "
                                "or bytes");
            Py_DECREF(seq);
            return -1;
        }
    }
    Py_DECREF(seq);
    return 0;
}

static int field_list(struct bst *st, PyObject *v)
{
    PyObject *seq;
    Py_ssize_t i, n;

    if (v == Py_None)
        return 0;
    if (PyUnicode_Check(v) || PyBytes_Check(v)) {
        PyErr_SetString(PyExc_TypeError, "fields must be a list of [name, "
                        "value], not a string");
        return -1;
    }
    seq = PySequence_Fast(v, "fields must be a list of [name, value]");
    if (seq == NULL)
        return -1;
    n = PySequence_Fast_GET_SIZE(seq);
    st->flds = PyMem_Malloc(((size_t)n * 2 + 1) * sizeof *st->flds);
    if (st->flds == NULL) {
        Py_DECREF(seq);
        PyErr_NoMemory();
        return -1;
    }
    for (i = 0; i < n; i++) {
        PyObject *pair = PySequence_Fast(PySequence_Fast_GET_ITEM(seq, i),
                                         "a field is [name, value]");
        int bad = pair == NULL || PySequence_Fast_GET_SIZE(pair) != 2;
        if (!bad && pair != NULL) {
            PyObject *k = PySequence_Fast_GET_ITEM(pair, 0);
            PyObject *x = PySequence_Fast_GET_ITEM(pair, 1);
            bad = k == Py_None || x == Py_None
                  || value(st, k, &st->flds[2 * i], "a field name") < 0
                  || value(st, x, &st->flds[2 * i + 1], "a field value") < 0;
        }
        Py_XDECREF(pair);
        if (bad) {
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_TypeError, "a field is [name, value], "
                                "both str or bytes");
            Py_DECREF(seq);
            return -1;
        }
    }
    st->u.nfields = (size_t)n;
    Py_DECREF(seq);
    return 0;
}

/* The decoded path of a file (beginning with "/") or prospero object,
 * split into the builder's segments at each "/". */
static int split_path(struct bst *st, PyObject *v, int file)
{
    struct url1738_bytes b, *s;
    size_t i, start;

    if (value(st, v, &b, "path") < 0 || b.p == NULL)
        return PyErr_Occurred() ? -1 : 0;
    if (file && (b.len == 0 || b.p[0] != '/')) {
        PyErr_SetString(PyExc_ValueError, "build(): a file path begins "
                        "with '/'");
        return -1;
    }
    start = file ? 1 : 0;
    for (i = start; i <= b.len; i++) {
        if (i < b.len && b.p[i] != '/')
            continue;
        if ((s = add_seg(st)) == NULL)
            return -1;
        s->p = b.p + start;
        s->len = i - start;
        start = i + 1;
    }
    return 0;
}

static int members(struct bst *st, PyObject *d, int in_object);
static int member3986(struct bst *st, const char *k, PyObject *v);

/* The scheme: str or bytes, as given. */
static int scheme_value(struct bst *st, PyObject *v, const char *k)
{
    st->have_scheme = 1;
    if (v == Py_None) {
        PyErr_SetString(PyExc_TypeError, "build(): scheme must be str or "
                        "bytes");
        return -1;
    }
    return value(st, v, &st->scheme, k);
}

/* The port: its digits, or an int (its digits), or None. */
static int port_value(struct bst *st, PyObject *v, const char *k)
{
    PyObject *digits;
    int rc;

    if (!PyLong_Check(v))
        return value(st, v, &st->u.port, k);
    digits = PyObject_Str(v);
    rc = digits != NULL ? value(st, digits, &st->u.port, k) : -1;
    Py_XDECREF(digits);
    return rc;
}

/* Each part once, from the mapping and the keywords together: key (a
 * new reference, taken; NULL after a failure) is added to st->seen, a
 * ValueError naming k when it was there. */
static int once(struct bst *st, PyObject *key, const char *k)
{
    int has = key != NULL ? PySet_Contains(st->seen, key) : -1;
    int rc = has == 0 ? PySet_Add(st->seen, key) : -1;

    Py_XDECREF(key);
    if (has == 1)
        PyErr_Format(PyExc_ValueError, "build(): the part %s is given "
                     "twice", k);
    return rc;
}

/* A raw part is given encoded: its escapes must be whole (URLError
 * E_ESCAPE otherwise). None passes. */
static int whole_escapes(PyObject *v, const char *k)
{
    struct url1738_error err;
    struct pyurl_in in;
    size_t need;
    int bad;

    if (v == Py_None)
        return 0;
    if (pyurl_in_get(v, &in, k) < 0)
        return -1;
    bad = url1738_decode(in.p, in.n, NULL, 0, &need, &err)
          == URL1738_E_ESCAPE;
    if (bad)
        pyurl_raise(&in, &err);
    pyurl_in_release(&in);
    return bad ? -1 : 0;
}

/* A part's place in struct url1738_parts. */
#define TO(member) offsetof(struct url1738_parts, member)

/* Whether k is one of parse's output keys that are no parts. */
static int output_key(const char *k)
{
    const char *o;
    size_t i;

    for (i = 0; (o = url1738_output_key(i)) != NULL; i++)
        if (strcmp(k, o) == 0)
            return 1;
    return 0;
}

/* host_type (the vocabulary's one COMPUTED field built from: an enum
 * url1738_host_type member): a name url1738_host_type_name() gives, as
 * str or as bytes (parse(bytes) gives it so), or None. */
static int host_type_value(struct bst *st, PyObject *v, size_t off)
{
    enum url1738_host_type *slot =
        (enum url1738_host_type *)(void *)((char *)&st->u + off);
    const char *name;
    int t;

    if (v == Py_None) {
        *slot = URL1738_HOST_NONE;
        return 0;
    }
    for (t = URL1738_HOST_IPV4;
         (name = url1738_host_type_name((enum url1738_host_type)t)) != NULL;
         t++)
        if ((PyUnicode_Check(v)
             && PyUnicode_CompareWithASCIIString(v, name) == 0)
            || (PyBytes_Check(v) && strcmp(PyBytes_AS_STRING(v), name) == 0
                && (size_t)PyBytes_GET_SIZE(v) == strlen(name))) {
            *slot = (enum url1738_host_type)t;
            return 0;
        }
    PyErr_SetString(PyExc_ValueError, "build(): host_type is 'ipv4', "
                    "'ipv6', 'ipvfuture', 'reg-name' or None");
    return -1;
}

/* One key and its value, at the top level or in the scheme object. The
 * key is a field of the library's vocabulary (URL1738_FIELDS, read at
 * run time): its kind and its member of struct url1738_parts say how the
 * value is taken. */
static int member(struct bst *st, const char *k, PyObject *v, int in_object)
{
    const struct url1738_field_info *f;
    struct url1738_parts *u = &st->u;
    enum url1738_scheme id;
    char qualified[64];
    int fid;

    if (!in_object && output_key(k))
        return 0;   /* parse's output keys that are no parts */
    /* An object named after one of the ten schemes, lower case. */
    id = url1738_scheme_lookup(k, strlen(k));
    if (!in_object && id > URL1738_SCHEME_OTHER
        && strcmp(k, url1738_scheme_name(id)) == 0) {
        if (st->object != URL1738_SCHEME_NONE) {
            PyErr_SetString(PyExc_ValueError, "build(): more than one "
                            "scheme object");
            return -1;
        }
        st->object = id;
        st->scheme_parts = 1;
        if (v == Py_None)
            return 0;
        if (!PyDict_Check(v)) {
            PyErr_Format(PyExc_TypeError, "build(): %s must be a dict", k);
            return -1;
        }
        return members(st, v, 1);
    }
    /* In the scheme object, "name" is that scheme's member. */
    if (in_object)
        PyOS_snprintf(qualified, sizeof qualified, "%s.%s",
                      url1738_scheme_name(st->object), k);
    fid = in_object ? url1738_field_lookup(qualified, strlen(qualified),
                                           st->object)
                    : url1738_field_lookup(k, strlen(k),
                                           URL1738_SCHEME_NONE);
    f = fid >= 0 ? url1738_field_info((size_t)fid) : NULL;
    if (f == NULL || (in_object && f->nest != URL1738_FN_SCHEME)) {
        PyErr_Format(PyExc_ValueError, in_object ? "build(): %s is not a "
                     "key of a scheme object" : "build(): unknown part %s",
                     k);
        return -1;
    }
    /* RFC 3986's parts (userinfo, query, ...) are taken too: the builder
     * refuses a present one under RFC 1738, by name. */
    if (f->parts_off == (size_t)-1)
        return 0;   /* derived (default_port): not built from */
    if (once(st, PyLong_FromLong(fid), k) < 0)
        return -1;
    if (f->nest == URL1738_FN_SCHEME)
        st->scheme_parts = 1;
    if (f->parts_off == TO(scheme)) {
        return scheme_value(st, v, k);
    }
    if (f->kind == URL1738_FK_RAW && f->parts_off != TO(host)
        && f->parts_off != TO(port) && whole_escapes(v, k) < 0)
        return -1;
    if (f->nest == URL1738_FN_OTHER) {  /* the library's rule, at finish */
        st->has_schemepart = v != Py_None;
        return value(st, v, &st->schemepart, k);
    }
    if (f->parts_off == TO(path))   /* the raw url-path or schemepart */
        return value(st, v, &st->raw_path, k);
    switch (f->kind) {
    case URL1738_FK_SEGMENTS:
        return seg_list(st, v);
    case URL1738_FK_PAIRS:
        return field_list(st, v);
    case URL1738_FK_ABSPATH:
        return split_path(st, v, 1);
    case URL1738_FK_BOOL:
        if (!PyBool_Check(v)) {
            PyErr_Format(PyExc_TypeError, "build(): %s must be True or "
                         "False", k);
            return -1;
        }
        u->all = v == Py_True;
        return 0;
    case URL1738_FK_COMPUTED:           /* host_type */
        return host_type_value(st, v, f->parts_off);
    default:
        break;
    }
    if (f->parts_off == TO(segments))   /* prospero's decoded path */
        return split_path(st, v, 0);
    if (f->parts_off == TO(port))
        return port_value(st, v, k);
    {
        struct url1738_bytes *slot =
            (struct url1738_bytes *)(void *)((char *)u + f->parts_off);
        /* The raw user and password (and RFC 3986's userinfo, query,
         * fragment) are given encoded, as parse gives them: the builder
         * checks and copies them byte for byte. */
        if (f->kind == URL1738_FK_RAW && f->parts_off != TO(host))
            u->encoded |= url1738_field_encoded((size_t)f->id);
        return value(st, v, slot, k);
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
        if (name == NULL
            || (st->spec == URL1738_SPEC_RFC1738
                    ? member(st, name, v, in_object)
                    : member3986(st, name, v)) < 0)
            return -1;
    }
    return 0;
}

/* After every part: the scheme, and the raw url-path where the scheme
 * has no parts that hold it (as `url1738 build --json` does). */
static int finish(struct bst *st)
{
    struct url1738_parts *u = &st->u;
    struct url1738_bytes *s;

    if (!st->have_scheme) {
        PyErr_SetString(PyExc_ValueError, "build(): missing scheme");
        return -1;
    }
    u->scheme_id = url1738_scheme_lookup(st->scheme.p, st->scheme.len);
    if (u->scheme_id == URL1738_SCHEME_OTHER)
        u->scheme = st->scheme;
    if (st->object != URL1738_SCHEME_NONE && st->object != u->scheme_id) {
        PyErr_SetString(PyExc_ValueError, "build(): the scheme object is "
                        "not the scheme's");
        return -1;
    }
    if (st->has_schemepart) {
        /* genericurl's whole schemepart: the library's rule, as `build
         * --json`'s */
        struct url1738_error err;
        if (url1738_parts_schemepart(u, st->schemepart.p, st->schemepart.len,
                                     st->raw_path.p != NULL, &err)
            != URL1738_OK) {
            PyErr_Format(PyExc_ValueError, "build(): %s", err.message);
            return -1;
        }
        return 0;
    }
    if (st->raw_path.p == NULL)
        return 0;
    if (u->scheme_id == URL1738_SCHEME_OTHER) {
        u->path = st->raw_path;     /* encoded, copied byte for byte */
        u->encoded |= URL1738_ENCODED_PATH;
    } else if (u->scheme_id == URL1738_SCHEME_TELNET) {
        /* 3.8: only the final "/"; the builder refuses anything more. */
        if (u->nsegments == 0) {
            if ((s = add_seg(st)) == NULL)
                return -1;
            *s = st->raw_path;
        }
    } else if (!st->scheme_parts) {
        PyErr_SetString(PyExc_ValueError, "build(): path is the raw "
                        "url-path: give the scheme's parts instead");
        return -1;
    }
    return 0;
}

/* ===== build under spec='rfc3986' (`build --spec=rfc3986 --json`) ===== */

/* The http (or https's http) object: decoded segments and search, used
 * where the raw path and query are not given. */
static int http3986(struct bst *st, PyObject *d)
{
    PyObject *v;

    if (d == Py_None)
        return 0;
    if (!PyDict_Check(d)) {
        PyErr_SetString(PyExc_TypeError, "build(): http must be a dict");
        return -1;
    }
    if (PyDict_Size(d) > (PyDict_GetItemString(d, "segments") != NULL)
                             + (PyDict_GetItemString(d, "search") != NULL)) {
        PyErr_SetString(PyExc_ValueError, "build(): the http object holds "
                        "segments and search only");
        return -1;
    }
    if ((v = PyDict_GetItemString(d, "segments")) != NULL
        && seg_list(st, v) < 0)
        return -1;
    if ((v = PyDict_GetItemString(d, "search")) != NULL
        && value(st, v, &st->search, "search") < 0)
        return -1;
    return 0;
}

/* One key of a parts mapping (or keyword) under RFC 3986. */
static int member3986(struct bst *st, const char *k, PyObject *v)
{
    const struct url1738_field_info *f;
    struct url1738_bytes *b;
    enum url1738_scheme id;
    int fid;

    if (once(st, PyUnicode_FromString(k), k) < 0)
        return -1;
    if (output_key(k))
        return 0;   /* parse's output keys that are no parts */
    id = url1738_scheme_lookup(k, strlen(k));
    if (id > URL1738_SCHEME_OTHER && strcmp(k, url1738_scheme_name(id)) == 0) {
        if (st->object != URL1738_SCHEME_NONE) {
            PyErr_SetString(PyExc_ValueError, "build(): more than one "
                            "scheme object");
            return -1;
        }
        st->object = id;
        if (id == URL1738_SCHEME_HTTP)
            return http3986(st, v);
        st->other_object = 1;       /* the raw path says it all */
        return 0;
    }
    /* The vocabulary's top-level fields (cli-contract "Readings"). */
    fid = url1738_field_lookup(k, strlen(k), URL1738_SCHEME_NONE);
    f = fid >= 0 ? url1738_field_info((size_t)fid) : NULL;
    if (f == NULL
        || (f->nest != URL1738_FN_TOP && f->nest != URL1738_FN_RFC3986)) {
        PyErr_Format(PyExc_ValueError, "build(): unknown part %s", k);
        return -1;
    }
    if (f->parts_off == (size_t)-1)
        return 0;   /* derived (default_port): not built from */
    if (f->parts_off == TO(scheme))
        return scheme_value(st, v, k);
    if (f->parts_off == TO(port))
        return port_value(st, v, k);
    if (f->kind == URL1738_FK_COMPUTED)     /* host_type */
        return host_type_value(st, v, f->parts_off);
    /* every other one raw (still encoded), as parse gives it */
    b = (struct url1738_bytes *)(void *)((char *)&st->u + f->parts_off);
    if (whole_escapes(v, k) < 0 || value(st, v, b, k) < 0)
        return -1;
    if (b->p != NULL)
        st->u.encoded |= url1738_field_encoded((size_t)f->id);
    return 0;
}

/* userinfo and user, password together: user, then ":" and password
 * when there is one, is userinfo, and user holds no ':' (parse splits at
 * the first). */
static int same_split(const struct url1738_parts *u)
{
    const struct url1738_bytes *ui = &u->userinfo, *us = &u->user,
                               *pw = &u->password;
    size_t want;

    if (us->p == NULL)
        return pw->p == NULL;
    want = us->len + (pw->p != NULL ? 1 + pw->len : 0);
    return memchr(us->p, ':', us->len) == NULL && ui->len == want
           && memcmp(ui->p, us->p, us->len) == 0
           && (pw->p == NULL
               || (ui->p[us->len] == ':'
                   && memcmp(ui->p + us->len + 1, pw->p, pw->len) == 0));
}

/* After every part, under RFC 3986: the scheme as given; userinfo in
 * place of its split; the http object's parts where the raw path and
 * query are not given (as `build --spec=rfc3986 --json` does). */
static int finish3986(struct bst *st)
{
    struct url1738_parts *u = &st->u;

    if (!st->have_scheme) {
        PyErr_SetString(PyExc_ValueError, "build(): missing scheme");
        return -1;
    }
    u->scheme_id = URL1738_SCHEME_OTHER;
    u->scheme = st->scheme;
    if (u->userinfo.p != NULL) {
        if (!same_split(u)) {
            PyErr_SetString(PyExc_ValueError, "build(): user and password "
                            "are not userinfo split at its first ':'");
            return -1;
        }
        u->user.p = u->password.p = NULL;
        u->user.len = u->password.len = 0;
        u->encoded &= ~(URL1738_ENCODED_USER | URL1738_ENCODED_PASSWORD);
    }
    if (u->path.p == NULL && st->other_object) {
        PyErr_SetString(PyExc_ValueError, "build(): under RFC 3986 give "
                        "path (raw): only the http object's parts are read");
        return -1;
    }
    if (u->path.p != NULL)
        u->nsegments = 0;           /* the raw path says what they say */
    if (u->query.p == NULL && st->search.p != NULL)
        u->query = st->search;      /* decoded */
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
    st.u.size = sizeof st.u;
    st.spec = (enum url1738_spec)sp;
    st.keep = PyList_New(0);
    st.seen = PySet_New(NULL);
    if (st.keep == NULL || st.seen == NULL)
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
    if ((kw != NULL && members(&st, kw, 0) < 0)
        || (sp == URL1738_SPEC_RFC1738 ? finish(&st) : finish3986(&st)) < 0)
        goto out;
    st.u.segments = st.segs;
    st.u.fields = st.flds;
    r = pyurl_write(!st.any_bytes, build_write, &st, &rc);
    if (r == NULL && !PyErr_Occurred()) {
        struct url1738_error err;
        size_t need = 0;
        url1738_build_spec(&st.u, st.spec, NULL, 0, &need, &err);
        pyurl_raise(NULL, &err);
    }
out:
    PyMem_Free(st.segs);
    PyMem_Free(st.flds);
    Py_XDECREF(st.keep);
    Py_XDECREF(st.seen);
    Py_XDECREF(kw);
    return r;
}
