/* SPDX-License-Identifier: MIT */
/*
 * url_type.c - url1738.URL, what url1738.parse() returns: the input and
 * the library's spans into it (struct url1738_url), nothing else. Each
 * attribute is made when it is read, as a slice of the input of the
 * input's type; equality and hash compare the normalized forms under
 * the reading each was parsed with (url1738_normalize_spec()).
 */
#include <stddef.h>
#include <string.h>

#include "pyurl.h"

typedef struct {
    PyObject_HEAD
    PyObject *input;     /* as the caller gave it                    */
    PyObject *keep;      /* what p points into (input, or its UTF-8) */
    const char *p;
    size_t n;
    int is_str;
    PyObject *norm;      /* its normalized form (bytes), NULL until
                            asked for: what == and hash compare      */
    Py_hash_t hash;      /* -1 until computed                        */
    int spec;            /* the reading: enum url1738_spec           */
    struct url1738_url u;
    /* Under the WHATWG reading, u is left empty: the parts are spans of
     * the href (norm, made at once) in w (url1738_whatwg_field()). */
    struct url1738_whatwg w;
} URLObject;

#define URL(o) ((URLObject *)(o))

/* ===== parse ===== */

struct whatwg_ctx {
    const struct pyurl_in *in;
    struct url1738_whatwg *w;
    struct url1738_error err;
};

static enum url1738_code whatwg_write(void *vctx, char *dst, size_t cap,
                                      size_t *need)
{
    struct whatwg_ctx *c = vctx;
    enum url1738_code rc;

    *c->w = (struct url1738_whatwg)URL1738_WHATWG_INIT;
    if (c->in->n >= PYURL_NOGIL_MIN) {
        Py_BEGIN_ALLOW_THREADS
        rc = url1738_whatwg_parse(c->in->p, c->in->n, NULL, NULL, dst, cap,
                                  need, c->w, &c->err);
        Py_END_ALLOW_THREADS
    } else {
        rc = url1738_whatwg_parse(c->in->p, c->in->n, NULL, NULL, dst, cap,
                                  need, c->w, &c->err);
    }
    return rc;
}

static PyObject *url_make(PyTypeObject *type, PyObject *input, int spec)
{
    struct pyurl_in in;
    struct url1738_error err;
    enum url1738_code rc;
    URLObject *self;

    if (pyurl_in_get(input, &in, "url") < 0)
        return NULL;
    self = PyObject_New(URLObject, type);
    if (self == NULL) {
        pyurl_in_release(&in);
        return NULL;
    }
    memset(&self->u, 0, sizeof self->u);
    self->u.size = sizeof self->u;
    self->norm = NULL;
    if (spec == URL1738_SPEC_WHATWG) {
        struct whatwg_ctx c;

        c.in = &in;
        c.w = &self->w;
        self->norm = pyurl_write(0, whatwg_write, &c, &rc);
        if (self->norm == NULL && PyErr_Occurred()) {
            pyurl_in_release(&in);
            PyObject_Free(self);
            return NULL;
        }
        err = c.err;
    } else if (in.n >= PYURL_NOGIL_MIN) {
        Py_BEGIN_ALLOW_THREADS
        rc = url1738_parse_spec(in.p, in.n, (enum url1738_spec)spec,
                                &self->u, &err);
        Py_END_ALLOW_THREADS
    } else {
        rc = url1738_parse_spec(in.p, in.n, (enum url1738_spec)spec,
                                &self->u, &err);
    }
    /* The object is complete before anything can fail. A mutable buffer
     * (bytearray, memoryview) is not kept: .input is the bytes copy. */
    if (!PyUnicode_Check(input) && !PyBytes_Check(input))
        input = in.keep;
    Py_INCREF(input);
    self->input = input;
    self->keep = in.keep;
    self->p = in.p;
    self->n = in.n;
    self->is_str = in.is_str;
    self->hash = -1;
    self->spec = spec;
    if (rc != URL1738_OK) {
        pyurl_raise(&in, &err);
        Py_DECREF(self);
        return NULL;
    }
    return (PyObject *)self;
}

PyObject *pyurl_parse(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                      PyObject *kwnames)
{
    static const char *const names[] = { "url", "spec" };
    PyObject *a[2];
    int spec;

    (void)m;
    /* The common call, parse(url), takes no detour. */
    if (nargs == 1 && kwnames == NULL)
        return url_make(&pyurl_URLType, args[0], URL1738_SPEC_RFC1738);
    if (pyurl_args("parse", args, nargs, kwnames, names, 1, a, 2) < 0
        || (spec = pyurl_spec_whatwg(a[1])) < 0)
        return NULL;
    return url_make(&pyurl_URLType, a[0], spec);
}

static PyObject *url_new(PyTypeObject *type, PyObject *args, PyObject *kw)
{
    static char url_s[] = "url", spec_s[] = "spec";
    static char *names[] = { url_s, spec_s, NULL };
    PyObject *url, *spec = NULL;
    int sp;

    if (!PyArg_ParseTupleAndKeywords(args, kw, "O|O:URL", names, &url,
                                     &spec)
        || (sp = pyurl_spec_whatwg(spec)) < 0)
        return NULL;
    return url_make(type, url, sp);
}

static void url_dealloc(PyObject *o)
{
    Py_XDECREF(URL(o)->input);
    Py_XDECREF(URL(o)->keep);
    Py_XDECREF(URL(o)->norm);
    PyObject_Free(o);
}

/* ===== Attributes: the fields of URL1738_FIELDS ===== */

/*
 * Every attribute but input and valid is a field of the library's one
 * vocabulary (url1738_field_info(): the keys of `url1738 parse`'s JSON),
 * read through it: the names, the nesting and the kind of each value come
 * from there, so a field added to the library is an attribute here.
 */

/* A raw span of the URL. A valid URL is US-ASCII (2.2: every other
 * octet is encoded), so a str is made without decoding. */
static PyObject *slice(URLObject *self, struct url1738_span s)
{
    PyObject *r;

    if (!url1738_present(s))
        Py_RETURN_NONE;
    if (!self->is_str)
        return PyBytes_FromStringAndSize(self->p + s.off, (Py_ssize_t)s.len);
    r = PyUnicode_New((Py_ssize_t)s.len, 127);
    if (r != NULL)
        memcpy(PyUnicode_DATA(r), self->p + s.off, s.len);
    return r;
}

/* A span with its ASCII letters lower-cased (2.1: scheme; ftp type). */
static PyObject *lowered(URLObject *self, struct url1738_span s)
{
    PyObject *r = slice(self, s);
    unsigned char *d;
    size_t i;

    if (r == NULL || r == Py_None)
        return r;
    d = self->is_str ? (unsigned char *)PyUnicode_DATA(r)
                     : (unsigned char *)PyBytes_AS_STRING(r);
    for (i = 0; i < s.len; i++)
        if (d[i] >= 'A' && d[i] <= 'Z')
            d[i] |= 0x20;   /* a new object, not yet seen by anyone */
    return r;
}

/* The decoded '/'-separated segments of a span. */
static PyObject *segments(int is_str, const char *p, struct url1738_span s)
{
    struct url1738_iter it;
    struct url1738_span seg;
    PyObject *l = PyList_New(0);

    if (l == NULL)
        return NULL;
    url1738_iter_init(&it, s);
    while (url1738_next_segment(p, &it, &seg)) {
        PyObject *v = pyurl_decoded(is_str, p, seg);
        if (v == NULL || PyList_Append(l, v) < 0) {
            Py_XDECREF(v);
            Py_DECREF(l);
            return NULL;
        }
        Py_DECREF(v);
    }
    return l;
}

/* prospero's ";name=value" fields, decoded, as [name, value] lists. */
static PyObject *pairs(int is_str, const char *p, struct url1738_span s)
{
    struct url1738_iter it;
    struct url1738_span name, value;
    PyObject *l = PyList_New(0);

    if (l == NULL)
        return NULL;
    url1738_iter_init(&it, s);
    while (url1738_next_field(p, &it, &name, &value)) {
        PyObject *v = Py_BuildValue("[NN]", pyurl_decoded(is_str, p, name),
                                    pyurl_decoded(is_str, p, value));
        if (v == NULL || PyList_Append(l, v) < 0) {
            Py_XDECREF(v);
            Py_DECREF(l);
            return NULL;
        }
        Py_DECREF(v);
    }
    return l;
}

struct text_ctx {
    const char *p;
    const struct url1738_url *u;
    size_t field;
};

static enum url1738_code text_write(void *vctx, char *dst, size_t cap,
                                    size_t *need)
{
    struct text_ctx *c = vctx;

    return url1738_field_text(c->p, c->u, c->field, dst, cap, need);
}

/* The value of field i of a valid URL, as parse's JSON gives it. */
static PyObject *field_value(int is_str, const char *p,
                             const struct url1738_url *u, size_t i)
{
    const struct url1738_field_info *f = url1738_field_info(i);
    struct url1738_span s = url1738_field_span(u, i);
    struct text_ctx c;
    enum url1738_code rc;
    long long num;
    PyObject *r;

    switch (f->kind) {
    case URL1738_FK_BOOL:
    case URL1738_FK_NUMBER:
        num = url1738_field_number(u, i);
        if (num < 0)
            Py_RETURN_NONE;
        if (f->kind == URL1738_FK_BOOL)
            return PyBool_FromLong(num != 0);
        return PyLong_FromLongLong(num);
    case URL1738_FK_SEGMENTS:
        return segments(is_str, p, s);
    case URL1738_FK_PAIRS:
        return pairs(is_str, p, s);
    case URL1738_FK_TEXT:
        if (!url1738_present(s) && f->absent != NULL)
            return pyurl_out(is_str, f->absent, strlen(f->absent));
        return pyurl_decoded(is_str, p, s);
    case URL1738_FK_RAW:
        return pyurl_span(is_str, p, s);
    default:
        /* NAME, ABSPATH, COMPUTED: the library's text of it. */
        c.p = p;
        c.u = u;
        c.field = i;
        r = pyurl_write(is_str, text_write, &c, &rc);
        if (r == NULL && rc == URL1738_E_UNSUPPORTED && !PyErr_Occurred())
            Py_RETURN_NONE;     /* absent */
        if (r == NULL && !PyErr_Occurred())
            PyErr_SetString(PyExc_SystemError, "url1738: a field's text "
                            "failed");
        return r;
    }
}

/* A top-level field (closure: its index). Raw spans, the most read, are
 * sliced here; the rest goes through field_value(). */
/* Field i under the WHATWG reading: the URL API's value, str or bytes
 * as the input; None when absent or no part of that reading. */
static PyObject *whatwg_field(URLObject *self, size_t i)
{
    const char *t;
    size_t n;

    if (url1738_whatwg_field(PyBytes_AS_STRING(self->norm), &self->w, i, &t,
                             &n) != 1)
        Py_RETURN_NONE;
    return pyurl_out(self->is_str, t, n);
}

static PyObject *get_field(PyObject *o, void *closure)
{
    URLObject *self = URL(o);
    size_t i = (size_t)closure;
    const struct url1738_field_info *f = url1738_field_info(i);

    if (self->spec == URL1738_SPEC_WHATWG)
        return whatwg_field(self, i);
    if (f->nest == URL1738_FN_OTHER
        && self->u.scheme_id != URL1738_SCHEME_OTHER)
        Py_RETURN_NONE;
    if (f->kind == URL1738_FK_RAW)
        return slice(self, url1738_field_span(&self->u, i));
    if (f->kind == URL1738_FK_NAME)
        return lowered(self, url1738_field_span(&self->u, i));
    return field_value(self->is_str, self->p, &self->u, i);
}

PyObject *pyurl_scheme_object(int is_str, const char *p,
                              const struct url1738_url *u)
{
    PyObject *d = PyDict_New();
    size_t i, n = url1738_field_count();

    for (i = 0; d != NULL && i < n; i++) {
        const struct url1738_field_info *f = url1738_field_info(i);
        /* parts_of: the member filled (http's for https under RFC 3986) */
        if (f->nest != URL1738_FN_SCHEME || f->scheme != u->parts_of)
            continue;
        if (pyurl_put(d, f->name, field_value(is_str, p, u, i)) < 0)
            Py_CLEAR(d);
    }
    return d;
}

/* .ftp, .http, ...: the scheme's own object, None for another scheme. */
static PyObject *get_scheme_object(PyObject *o, void *closure)
{
    enum url1738_scheme id = (enum url1738_scheme)(size_t)closure;

    if (URL(o)->u.parts_of != id)
        Py_RETURN_NONE;
    return pyurl_scheme_object(URL(o)->is_str, URL(o)->p, &URL(o)->u);
}

static PyObject *get_none(PyObject *o, void *closure)
{
    (void)o;
    (void)closure;
    Py_RETURN_NONE;
}

static PyObject *get_input(PyObject *o, void *closure)
{
    (void)closure;
    return Py_NewRef(URL(o)->input);
}

/* .href: the WHATWG reading's serialization; None under the others. */
static PyObject *get_href(PyObject *o, void *closure)
{
    (void)closure;
    if (URL(o)->spec != URL1738_SPEC_WHATWG)
        Py_RETURN_NONE;
    return pyurl_out(URL(o)->is_str, PyBytes_AS_STRING(URL(o)->norm),
                     (size_t)PyBytes_GET_SIZE(URL(o)->norm));
}

static PyObject *get_true(PyObject *o, void *closure)
{
    (void)o;
    (void)closure;
    Py_RETURN_TRUE;
}

/* ===== Methods ===== */

/* The object url1738 parse writes for this URL, as a dict. */
static PyObject *url_asdict(PyObject *o, PyObject *unused)
{
    URLObject *self = URL(o);
    PyObject *d = PyDict_New();
    size_t i, n = url1738_field_count();

    (void)unused;
    if (d == NULL)
        return NULL;
    if (PyDict_SetItemString(d, "input", self->input) < 0
        || PyDict_SetItemString(d, "valid", Py_True) < 0
        || PyDict_SetItemString(d, "error", Py_None) < 0)
        goto fail;
    if (self->spec == URL1738_SPEC_WHATWG) {
        /* parse --spec=whatwg's keys: href, then the reading's fields */
        const char *t;
        size_t tn;

        if (pyurl_put(d, "href", get_href(o, NULL)) < 0)
            goto fail;
        for (i = 0; i < n; i++)
            if (url1738_whatwg_field(PyBytes_AS_STRING(self->norm),
                                     &self->w, i, &t, &tn) >= 0
                && pyurl_put(d, url1738_field_info(i)->name,
                             whatwg_field(self, i)) < 0)
                goto fail;
        return d;
    }
    for (i = 0; i < n; i++) {
        const struct url1738_field_info *f = url1738_field_info(i);
        if (f->nest == URL1738_FN_TOP
            || (f->nest == URL1738_FN_RFC3986
                && self->spec != URL1738_SPEC_RFC1738)
            || (f->nest == URL1738_FN_OTHER
                && self->spec == URL1738_SPEC_RFC1738
                && self->u.scheme_id == URL1738_SCHEME_OTHER))
            if (pyurl_put(d, f->name, get_field(o, (void *)i)) < 0)
                goto fail;
    }
    if (self->u.parts_of > URL1738_SCHEME_OTHER
        && pyurl_put(d, url1738_scheme_name(self->u.parts_of),
                     pyurl_scheme_object(self->is_str, self->p,
                                         &self->u)) < 0)
        goto fail;
    return d;
fail:
    Py_DECREF(d);
    return NULL;
}

/* url1738.URL('input', host='h', ...): the raw top-level parts present. */
static PyObject *url_repr(PyObject *o)
{
    PyObject *parts = PyList_New(0), *sep = NULL, *body = NULL, *r = NULL;
    PyObject *v = NULL;
    size_t i, n = url1738_field_count();

    if (parts == NULL)
        return NULL;
    v = PyUnicode_FromFormat("%R", URL(o)->input);
    if (v == NULL || PyList_Append(parts, v) < 0)
        goto out;
    Py_CLEAR(v);
    for (i = 0; i < n; i++) {
        const struct url1738_field_info *f = url1738_field_info(i);
        struct url1738_span s = url1738_field_span(&URL(o)->u, i);
        PyObject *val;
        if (URL(o)->spec == URL1738_SPEC_WHATWG) {
            const char *t;
            size_t tn;
            if (url1738_whatwg_field(PyBytes_AS_STRING(URL(o)->norm),
                                     &URL(o)->w, i, &t, &tn) != 1)
                continue;
            val = whatwg_field(URL(o), i);
        } else if (f->nest != URL1738_FN_TOP || f->kind != URL1738_FK_RAW
                   || !url1738_present(s)) {
            continue;
        } else
            val = slice(URL(o), s);
        v = val != NULL ? PyUnicode_FromFormat("%s=%R", f->name, val) : NULL;
        Py_XDECREF(val);
        if (v == NULL || PyList_Append(parts, v) < 0)
            goto out;
        Py_CLEAR(v);
    }
    sep = PyUnicode_FromString(", ");
    if (sep == NULL || (body = PyUnicode_Join(sep, parts)) == NULL)
        goto out;
    r = PyUnicode_FromFormat("url1738.URL(%U)", body);
out:
    Py_XDECREF(v);
    Py_XDECREF(sep);
    Py_XDECREF(body);
    Py_DECREF(parts);
    return r;
}

static PyObject *url_reduce(PyObject *o, PyObject *unused)
{
    (void)unused;
    return Py_BuildValue("(O(Os))", (PyObject *)Py_TYPE(o), URL(o)->input,
                         url1738_spec_name((enum url1738_spec)URL(o)->spec));
}

static enum url1738_code norm_write(void *vctx, char *dst, size_t cap,
                                    size_t *need)
{
    URLObject *self = vctx;

    return url1738_normalize_spec(self->p, self->n,
                                  (enum url1738_spec)self->spec, dst, cap,
                                  need, NULL);
}

/* The normalized form under the reading the URL was parsed with
 * (url1738_normalize_spec()), as bytes; made once. NULL with an
 * exception when it cannot be made. */
static PyObject *url_norm(URLObject *self)
{
    enum url1738_code rc;

    if (self->norm == NULL) {
        self->norm = pyurl_write(0, norm_write, self, &rc);
        if (self->norm == NULL && !PyErr_Occurred())
            PyErr_SetString(PyExc_SystemError, "url1738: a parsed URL "
                            "did not normalize");
    }
    return self->norm;
}

/* The hash of the normalized form: equal URLs hash alike. */
static Py_hash_t url_hash(PyObject *o)
{
    URLObject *self = URL(o);
    PyObject *norm;

    if (self->hash != -1)
        return self->hash;
    norm = url_norm(self);
    if (norm == NULL)
        return -1;
    self->hash = PyObject_Hash(norm);
    return self->hash;
}

/* Equal when the normalized forms are: under one reading exactly what
 * url1738.compare(a, b, spec=...) says (url1738_equivalent_spec()). */
static PyObject *url_richcompare(PyObject *a, PyObject *b, int op)
{
    PyObject *na, *nb;
    int eq;

    if ((op != Py_EQ && op != Py_NE)
        || !PyObject_TypeCheck(b, &pyurl_URLType))
        Py_RETURN_NOTIMPLEMENTED;
    /* Like "a" == b"a": a str URL never equals a bytes one. */
    if (URL(a)->is_str != URL(b)->is_str) {
        eq = 0;
    } else {
        if ((na = url_norm(URL(a))) == NULL || (nb = url_norm(URL(b))) == NULL)
            return NULL;
        eq = PyBytes_GET_SIZE(na) == PyBytes_GET_SIZE(nb)
             && memcmp(PyBytes_AS_STRING(na), PyBytes_AS_STRING(nb),
                       (size_t)PyBytes_GET_SIZE(na)) == 0;
    }
    return PyBool_FromLong(op == Py_EQ ? eq : !eq);
}

static PyMethodDef url_methods[] = {
    { "_asdict", url_asdict, METH_NOARGS,
      "_asdict() -> dict\n\nThe object `url1738 parse` writes for this URL "
      "(input, valid, error, scheme,\nuser, password, host, port, "
      "default_port, path and the scheme's own object)." },
    { "__reduce__", url_reduce, METH_NOARGS,
      "Pickle as URL(input, spec)." },
    { NULL, NULL, 0, NULL }
};

PyTypeObject pyurl_URLType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "url1738.URL",
    .tp_basicsize = sizeof(URLObject),
    .tp_dealloc = url_dealloc,
    .tp_repr = url_repr,
    .tp_hash = url_hash,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "URL(url, spec='rfc1738')\n\n"
              "A valid URL taken apart (what url1738.parse returns). "
              "Immutable; the parts are\nmade when read, as str or bytes "
              "like the input. == and hash() compare the normalized\n"
              "forms (url1738.normalize under the reading each was parsed "
              "with):\nunder one reading exactly what url1738.compare says.",
    .tp_richcompare = url_richcompare,
    .tp_methods = url_methods,
    .tp_new = url_new,
};

/* input, valid, query, fragment, the fields, the ten schemes' objects,
 * the end marker: allocated once the number of fields is known. */
static PyGetSetDef *getset;

static void getset_add(size_t *k, const char *name, getter fn,
                       const char *doc, void *closure)
{
    getset[*k].name = name;
    getset[*k].get = fn;
    getset[*k].set = NULL;
    getset[*k].doc = doc;
    getset[*k].closure = closure;
    (*k)++;
}

int pyurl_url_ready(void)
{
    static const char *const rfc3986_only[] = { "query", "fragment" };
    size_t k = 0, i, n = url1738_field_count();
    int id;
    const char *name;

    getset = PyMem_Calloc(n + 5 + 12 + 1, sizeof *getset);
    if (getset == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    getset_add(&k, "input", get_input, "The input, as given.", NULL);
    getset_add(&k, "valid", get_true, "True: a URL object is only made "
               "for a valid URL.", NULL);
    getset_add(&k, "href", get_href, "The WHATWG URL Standard's "
               "serialization under spec='whatwg'; else None.", NULL);
    for (i = 0; i < n; i++) {
        const struct url1738_field_info *f = url1738_field_info(i);
        if (f->nest == URL1738_FN_SCHEME)
            continue;
        getset_add(&k, f->name, get_field, f->nest == URL1738_FN_OTHER
                   ? "The URL's field of that name (url1738.h, "
                     "URL1738_FIELDS), for a URL of another scheme than "
                     "the ten of section 3 (genericurl); else None."
                   : "The URL's field of that name, as `url1738 parse` "
                     "writes it (url1738.h, URL1738_FIELDS); None when "
                     "absent.", (void *)i);
    }
    /* Parts of the RFC 3986 reading, None until the vocabulary has
     * them. */
    for (i = 0; i < 2; i++)
        if (url1738_field_lookup(rfc3986_only[i], strlen(rfc3986_only[i]),
                                 URL1738_SCHEME_NONE) < 0)
            getset_add(&k, rfc3986_only[i], get_none, "None under "
                       "spec='rfc1738' (an RFC 3986 part).", NULL);
    /* One attribute per scheme of section 3, named as the library names
     * it, holding that scheme's object as parse's JSON does. */
    for (id = URL1738_SCHEME_FTP;
         (name = url1738_scheme_name((enum url1738_scheme)id)) != NULL;
         id++)
        getset_add(&k, name, get_scheme_object, "The scheme's own parts, "
                   "decoded (a dict), or None for a URL of another scheme.",
                   (void *)(size_t)id);
    pyurl_URLType.tp_getset = getset;
    return PyType_Ready(&pyurl_URLType);
}

PyObject *pyurl_field_value(int is_str, const char *p,
                            const struct url1738_url *u, size_t i)
{
    return field_value(is_str, p, u, i);
}
