/* SPDX-License-Identifier: MIT */
/*
 * extract_iter.c - url1738.extract(): an iterator over the URLs in free
 * text (RFC 1738 appendix), fed to the library's incremental extractor
 * (url1738_extract_next) a piece at a time: a str or bytes is one piece,
 * a file object is read in pieces of PIECE, so memory stays flat
 * whatever the text's size.
 *
 * The file's read() is Python code and may call next() on this very
 * iterator (a reader that peeks at what was found). Such a call reads a
 * piece of its own and scans it while the outer read() has not
 * returned: every piece read goes to the back of a queue, in the order
 * the read() calls return (the order of the text), and is scanned only
 * once every piece before it was, so no call overwrites a piece another
 * has not finished, and no URL is lost.
 */
#include <string.h>

#include "pyurl.h"

#define PIECE 65536

typedef struct {
    PyObject_HEAD
    PyObject *file;         /* read from until it gives "", or NULL    */
    PyObject *queue;        /* pieces read, not yet scanned (a list)    */
    struct pyurl_in cur;    /* the piece being scanned (keep NULL: none) */
    size_t off;             /* its next byte                             */
    int is_str;             /* answers are str (1) or bytes (0)          */
    int all;                /* invalid candidates too                    */
    int finished;           /* url1738_extract_finish was called         */
    int whatwg;             /* spec="whatwg": each URL's href added      */
    char text[URL1738_EXTRACT_MAX + 1];
    struct url1738_extract st;
} ExtractObject;

#define EX(o) ((ExtractObject *)(o))

static const char *const names[] = { "source", "all", "spec" };

PyObject *pyurl_extract(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                        PyObject *kwnames)
{
    PyObject *a[3];
    ExtractObject *self;
    int all = 0, spec;

    (void)m;
    if (pyurl_args("extract", args, nargs, kwnames, names, 1, a, 3) < 0
        || (spec = pyurl_spec_whatwg(a[2])) < 0
        || (a[1] != NULL && (all = PyObject_IsTrue(a[1])) < 0))
        return NULL;
    self = PyObject_New(ExtractObject, &pyurl_ExtractType);
    if (self == NULL)
        return NULL;
    url1738_extract_init_spec(&self->st, (enum url1738_spec)spec);
    self->file = NULL;
    self->queue = NULL;
    self->cur.keep = NULL;
    self->off = 0;
    self->all = all;
    self->whatwg = spec == URL1738_SPEC_WHATWG;
    self->finished = 0;
    self->is_str = 1;
    if (PyUnicode_Check(a[0]) || PyObject_CheckBuffer(a[0])) {
        if (pyurl_in_get(a[0], &self->cur, "source") < 0) {
            Py_DECREF(self);
            return NULL;
        }
        self->is_str = self->cur.is_str;
    } else if (PyObject_HasAttrString(a[0], "read")) {
        self->file = Py_NewRef(a[0]);
        if ((self->queue = PyList_New(0)) == NULL) {
            Py_DECREF(self);
            return NULL;
        }
    } else {
        PyErr_Format(PyExc_TypeError, "extract(): source must be str, "
                     "bytes or a file object, not %.100s",
                     Py_TYPE(a[0])->tp_name);
        Py_DECREF(self);
        return NULL;
    }
    return (PyObject *)self;
}

static void ex_dealloc(PyObject *o)
{
    Py_XDECREF(EX(o)->file);
    Py_XDECREF(EX(o)->queue);
    pyurl_in_release(&EX(o)->cur);
    PyObject_Free(o);
}

/* One reading (or the fragment) of the last result. */
static PyObject *reading(ExtractObject *self, size_t k, int fragment)
{
    size_t n = 0;

    if (fragment)
        url1738_extract_fragment(&self->st, self->text, sizeof self->text,
                                 &n);
    else
        url1738_extract_url(&self->st, k, self->text, sizeof self->text, &n);
    return pyurl_out(self->is_str, self->text, n);
}

struct href_ctx {
    const char *p;
    size_t n;
};

static enum url1738_code href_write(void *vctx, char *dst, size_t cap,
                                    size_t *need)
{
    struct href_ctx *c = vctx;

    return url1738_normalize_spec(c->p, c->n, URL1738_SPEC_WHATWG, dst, cap,
                                  need, NULL);
}

/* Under spec="whatwg": the href of the URL found (None when invalid). */
static PyObject *found_href(ExtractObject *self, int valid)
{
    struct href_ctx c;
    enum url1738_code rc;
    PyObject *r;

    if (!valid)
        Py_RETURN_NONE;
    c.p = self->text;
    c.n = 0;
    url1738_extract_url(&self->st, 0, self->text, sizeof self->text, &c.n);
    r = pyurl_write(self->is_str, href_write, &c, &rc);
    if (r == NULL && !PyErr_Occurred())
        Py_RETURN_NONE;
    return r;
}

/* The object `url1738 extract` writes for one URL found. */
static PyObject *found_dict(ExtractObject *self, const struct url1738_found *f)
{
    PyObject *d = PyDict_New(), *alt;
    size_t k;
    int bad = 0, valid = f->error.code == URL1738_OK;

    if (d == NULL)
        return NULL;
    bad |= pyurl_put(d, "url", reading(self, 0, 0)) < 0;
    if (self->whatwg)
        bad |= pyurl_put(d, "href", found_href(self, valid)) < 0;
    alt = PyList_New(0);
    for (k = 1; alt != NULL && k < f->readings; k++) {
        PyObject *v = reading(self, k, 0);
        if (v == NULL || PyList_Append(alt, v) < 0)
            Py_CLEAR(alt);
        Py_XDECREF(v);
    }
    bad |= pyurl_put(d, "alternatives", alt) < 0;
    if (f->has_fragment)
        bad |= pyurl_put(d, "fragment", reading(self, 0, 1)) < 0;
    else
        bad |= PyDict_SetItemString(d, "fragment", Py_None) < 0;
    bad |= pyurl_put(d, "form", PyUnicode_FromString(
                              url1738_form_name(f->form))) < 0;
    bad |= pyurl_put(d, "line", PyLong_FromUnsignedLongLong(f->line)) < 0;
    bad |= pyurl_put(d, "column", PyLong_FromUnsignedLongLong(f->column)) < 0;
    if (self->all) {
        bad |= PyDict_SetItemString(d, "valid", valid ? Py_True
                                                      : Py_False) < 0;
        if (valid)
            bad |= PyDict_SetItemString(d, "error", Py_None) < 0;
        else
            bad |= pyurl_put(d, "error", pyurl_error_dict(&f->error)) < 0;
    }
    if (bad) {
        Py_DECREF(d);
        return NULL;
    }
    return d;
}

/* Reads the next piece from the file to the back of the queue; 0 at the
 * end, -1 on error. read() may call next() on this iterator, which may
 * read and scan pieces of its own meanwhile. */
static int read_piece(ExtractObject *self)
{
    PyObject *file = self->file, *piece;
    Py_ssize_t n;
    int rc;

    Py_INCREF(file);
    piece = PyObject_CallMethod(file, "read", "i", PIECE);
    Py_DECREF(file);
    if (piece == NULL)
        return -1;
    n = PyObject_Length(piece);
    if (n < 0) {
        Py_DECREF(piece);
        return -1;
    }
    if (n == 0) {
        Py_DECREF(piece);
        Py_CLEAR(self->file);
        return 0;
    }
    rc = PyList_Append(self->queue, piece);
    Py_DECREF(piece);
    return rc < 0 ? -1 : 1;
}

/* The piece at the front of the queue into cur. */
static int take_piece(ExtractObject *self)
{
    PyObject *piece = PyList_GetItem(self->queue, 0);
    int rc;

    if (piece == NULL)
        return -1;
    Py_INCREF(piece);
    if (PySequence_DelItem(self->queue, 0) < 0) {
        Py_DECREF(piece);
        return -1;
    }
    rc = pyurl_in_get(piece, &self->cur, "what read() returned");
    Py_DECREF(piece);
    if (rc < 0)
        return -1;
    self->is_str = self->cur.is_str;
    self->off = 0;
    return 0;
}

static PyObject *ex_next(PyObject *o)
{
    ExtractObject *self = EX(o);
    struct url1738_found f = URL1738_FOUND_INIT;

    for (;;) {
        int got = 0;
        if (self->cur.keep != NULL) {
            size_t used = 0;
            got = url1738_extract_next(&self->st, self->cur.p + self->off,
                                       self->cur.n - self->off, &used, &f);
            self->off += used;
            if (got == 0)
                pyurl_in_release(&self->cur);
        } else if (self->queue != NULL && PyList_GET_SIZE(self->queue) > 0) {
            if (take_piece(self) < 0)
                return NULL;
            continue;
        } else if (self->file != NULL) {
            if (read_piece(self) < 0)
                return NULL;
            continue;
        } else if (!self->finished) {
            self->finished = 1;
            got = url1738_extract_finish(&self->st, &f);
        } else {
            return NULL;    /* StopIteration */
        }
        if (got < 0) {
            PyErr_SetString(PyExc_SystemError, "url1738: the extractor "
                            "refused its state");
            return NULL;
        }
        if (got == 1 && (self->all || f.error.code == URL1738_OK))
            return found_dict(self, &f);
    }
}

PyTypeObject pyurl_ExtractType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "url1738.Extractor",
    .tp_basicsize = sizeof(ExtractObject),
    .tp_dealloc = ex_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The iterator url1738.extract() returns: one dict per URL "
              "found, in text order.",
    .tp_iter = PyObject_SelfIter,
    .tp_iternext = ex_next,
};
