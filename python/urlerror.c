/* SPDX-License-Identifier: MIT */
/*
 * urlerror.c - url1738.URLError, a ValueError whose instances carry the
 * library's struct url1738_error as .offset, .code and .message, the
 * .input it is about, and whose str() shows that input with '^' under
 * the offset. A C type with its own fields: raising it costs one object,
 * which matters where invalid URLs come by the million.
 */
#include <stddef.h>
#include <string.h>

#include "pyurl.h"
#include <structmember.h>

typedef struct {
    PyBaseExceptionObject base;
    PyObject *offset;
    PyObject *code;
    PyObject *message;
    PyObject *input;
    PyObject *url;
} URLErrorObject;

#define UE(o) ((URLErrorObject *)(o))

/* The codes' names, made once: errors of one code share the str. */
#define NCODES 1000
static PyObject *code_names[NCODES];

static PyObject *code_name(enum url1738_code code)
{
    const char *name = url1738_errname((int)code);

    if (name == NULL)
        name = "E_UNKNOWN";
    if ((unsigned)code >= NCODES)
        return PyUnicode_FromString(name);
    if (code_names[code] == NULL
        && (code_names[code] = PyUnicode_InternFromString(name)) == NULL)
        return NULL;
    return Py_NewRef(code_names[code]);
}

PyObject *pyurl_raise_which(const struct pyurl_in *input,
                            const struct url1738_error *err,
                            const char *which)
{
    const char *msg = err->message != NULL ? err->message
                                           : url1738_strerror((int)err->code);
    PyObject *m, *exc;

    m = PyUnicode_FromString(msg);
    if (m == NULL)
        return NULL;
    exc = PyObject_CallOneArg((PyObject *)&pyurl_URLErrorType, m);
    if (exc == NULL) {
        Py_DECREF(m);
        return NULL;
    }
    UE(exc)->message = m;
    UE(exc)->input = input != NULL ? Py_NewRef(input->orig)
                                   : Py_NewRef(Py_None);
    UE(exc)->offset = PyLong_FromSize_t(err->offset);
    UE(exc)->code = code_name(err->code);
    if (which != NULL)
        UE(exc)->url = PyUnicode_FromString(which);
    if (UE(exc)->offset == NULL || UE(exc)->code == NULL
        || (which != NULL && UE(exc)->url == NULL)) {
        Py_DECREF(exc);
        return NULL;
    }
    PyErr_SetObject((PyObject *)&pyurl_URLErrorType, exc);
    Py_DECREF(exc);
    return NULL;
}

PyObject *pyurl_raise(const struct pyurl_in *input,
                      const struct url1738_error *err)
{
    return pyurl_raise_which(input, err, NULL);
}

PyObject *pyurl_error_dict(const struct url1738_error *err)
{
    const char *name = url1738_errname((int)err->code);

    return Py_BuildValue("{s:n,s:s,s:s}", "offset", (Py_ssize_t)err->offset,
                         "code", name != NULL ? name : "E_UNKNOWN",
                         "message", err->message != NULL
                                        ? err->message
                                        : url1738_strerror((int)err->code));
}

/* ===== str(): the input around the offset, '^' under it ===== */

/* Bytes of the input shown on each side of the error. */
#define SHOW 40

/* How a code point of the shown input is written: itself when printable,
 * else an escape. Returns the columns written. */
static size_t show_char(Py_UCS4 c, int is_str, Py_UCS4 *dst)
{
    static const char hex[] = "0123456789abcdef";
    int esc8 = is_str ? (c >= 0xDC80 && c <= 0xDCFF) || c < 0x20 ||
                            (c >= 0x7F && c < 0xA0)
                      : c < 0x20 || c >= 0x7F;
    size_t i, n;

    if (esc8) {
        unsigned b = (unsigned)(c & 0xFF);
        dst[0] = '\\';
        dst[1] = 'x';
        dst[2] = (Py_UCS4)hex[b >> 4];
        dst[3] = (Py_UCS4)hex[b & 15];
        return 4;
    }
    if (!is_str || Py_UNICODE_ISPRINTABLE(c)) {
        dst[0] = c;
        return 1;
    }
    n = c > 0xFFFF ? 8 : 4;
    dst[0] = '\\';
    dst[1] = n == 8 ? 'U' : 'u';
    for (i = 0; i < n; i++)
        dst[2 + i] = (Py_UCS4)hex[(c >> (4 * (n - 1 - i))) & 15];
    return n + 2;
}

/* The UTF-8 length of a code point as surrogateescape encodes it. */
static size_t utf8_len(Py_UCS4 c)
{
    if (c < 0x80 || (c >= 0xDC80 && c <= 0xDCFF))
        return 1;
    return c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
}

/* "message (CODE, byte N)", then the input around N with '^' under it. */
static PyObject *show_error(PyObject *input, Py_ssize_t off, PyObject *msg,
                            PyObject *code)
{
    struct pyurl_in in;
    size_t lo, hi, pos, col, k = 0, i;
    PyObject *win, *line, *r;
    Py_UCS4 *buf;
    char *caret;
    Py_ssize_t n;
    int is_str;

    if (pyurl_in_get(input, &in, "input") < 0)
        return NULL;
    is_str = in.is_str;
    if (off < 0 || (size_t)off > in.n)
        off = (Py_ssize_t)in.n;
    lo = (size_t)off > SHOW ? (size_t)off - SHOW : 0;
    while (is_str && lo > 0 && ((unsigned char)in.p[lo] & 0xC0) == 0x80)
        lo--;   /* not in the middle of a character */
    hi = in.n - (size_t)off > SHOW ? (size_t)off + SHOW : in.n;
    win = is_str ? PyUnicode_DecodeUTF8(in.p + lo, (Py_ssize_t)(hi - lo),
                                        "surrogateescape")
                 : PyUnicode_DecodeLatin1(in.p + lo, (Py_ssize_t)(hi - lo),
                                          NULL);
    if (win == NULL) {
        pyurl_in_release(&in);
        return NULL;
    }
    n = PyUnicode_GET_LENGTH(win);
    buf = PyMem_Malloc(((size_t)n * 10 + 8) * sizeof *buf);
    if (buf == NULL) {
        Py_DECREF(win);
        pyurl_in_release(&in);
        return PyErr_NoMemory();
    }
    if (lo > 0)
        for (i = 0; i < 3; i++)
            buf[k++] = '.';
    col = (size_t)-1;
    pos = lo;
    for (i = 0; i < (size_t)n; i++) {
        Py_UCS4 c = PyUnicode_READ_CHAR(win, (Py_ssize_t)i);
        if (col == (size_t)-1 && pos >= (size_t)off)
            col = k;    /* the caret goes under the first shown char there */
        k += show_char(c, is_str, buf + k);
        pos += is_str ? utf8_len(c) : 1;
    }
    if (col == (size_t)-1)
        col = k;        /* the offset is the input's end */
    if (hi < in.n)
        for (i = 0; i < 3; i++)
            buf[k++] = '.';
    line = PyUnicode_FromKindAndData(PyUnicode_4BYTE_KIND, buf,
                                     (Py_ssize_t)k);
    PyMem_Free(buf);
    Py_DECREF(win);
    pyurl_in_release(&in);
    if (line == NULL)
        return NULL;
    caret = PyMem_Malloc(col + 2);
    if (caret == NULL) {
        Py_DECREF(line);
        return PyErr_NoMemory();
    }
    memset(caret, ' ', col);
    caret[col] = '^';
    caret[col + 1] = '\0';
    r = PyUnicode_FromFormat("%U (%U, byte %zd)\n  %U\n  %s", msg, code,
                             off, line, caret);
    PyMem_Free(caret);
    Py_DECREF(line);
    return r;
}

static PyObject *ue_str(PyObject *self)
{
    URLErrorObject *e = UE(self);
    Py_ssize_t off;

    if (e->input == NULL || e->offset == NULL || e->message == NULL
        || e->code == NULL || !PyUnicode_Check(e->message)
        || !PyUnicode_Check(e->code) || !PyLong_Check(e->offset)
        || (!PyUnicode_Check(e->input) && !PyBytes_Check(e->input)))
        /* Made by hand, or with no input: the plain message. */
        return ((PyTypeObject *)PyExc_ValueError)->tp_str(self);
    off = PyLong_AsSsize_t(e->offset);
    if (off == -1 && PyErr_Occurred())
        return NULL;
    return show_error(e->input, off, e->message, e->code);
}

/* ===== The type ===== */

static int ue_traverse(PyObject *self, visitproc visit, void *arg)
{
    Py_VISIT(UE(self)->offset);
    Py_VISIT(UE(self)->code);
    Py_VISIT(UE(self)->message);
    Py_VISIT(UE(self)->input);
    Py_VISIT(UE(self)->url);
    return ((PyTypeObject *)PyExc_ValueError)->tp_traverse(self, visit, arg);
}

static int ue_clear(PyObject *self)
{
    Py_CLEAR(UE(self)->offset);
    Py_CLEAR(UE(self)->code);
    Py_CLEAR(UE(self)->message);
    Py_CLEAR(UE(self)->input);
    Py_CLEAR(UE(self)->url);
    return ((PyTypeObject *)PyExc_ValueError)->tp_clear(self);
}

static void ue_dealloc(PyObject *self)
{
    PyObject_GC_UnTrack(self);
    ue_clear(self);
    Py_TYPE(self)->tp_free(self);
}

static PyMemberDef ue_members[] = {
    { "offset", T_OBJECT, offsetof(URLErrorObject, offset), 0,
      "The 0-based byte offset the error concerns (in the UTF-8, "
      "surrogateescape encoding of a str input)." },
    { "code", T_OBJECT, offsetof(URLErrorObject, code), 0,
      "The error's stable name, e.g. 'E_PORT' (url1738.h)." },
    { "message", T_OBJECT, offsetof(URLErrorObject, message), 0,
      "What was expected there, in plain words." },
    { "input", T_OBJECT, offsetof(URLErrorObject, input), 0,
      "The input the offset is in (None when the error is about no "
      "single input, as build's)." },
    { "url", T_OBJECT, offsetof(URLErrorObject, url), 0,
      "compare() only: which URL is invalid, 'a' or 'b'." },
    { NULL, 0, 0, 0, NULL }
};

/* ===== Pickling and equality: errors travel between processes ===== */

/* (type, (message,), {offset, code, message, input, url}): unpickled by
 * calling the type with the message, then BaseException.__setstate__
 * sets the members back. */
static PyObject *ue_reduce(PyObject *self, PyObject *unused)
{
    URLErrorObject *e = UE(self);
    PyObject *args = ((PyBaseExceptionObject *)self)->args;

    (void)unused;
    return Py_BuildValue("(O O {sO sO sO sO sO})", (PyObject *)Py_TYPE(self),
                         args != NULL ? args : Py_None,
                         "offset", e->offset ? e->offset : Py_None,
                         "code", e->code ? e->code : Py_None,
                         "message", e->message ? e->message : Py_None,
                         "input", e->input ? e->input : Py_None,
                         "url", e->url ? e->url : Py_None);
}

/* The members and arguments of two errors, as a tuple to compare or
 * hash. */
static PyObject *ue_key(PyObject *self)
{
    URLErrorObject *e = UE(self);
    PyObject *args = ((PyBaseExceptionObject *)self)->args;

    return Py_BuildValue("(O O O O O O O)", (PyObject *)Py_TYPE(self),
                         args != NULL ? args : Py_None,
                         e->offset ? e->offset : Py_None,
                         e->code ? e->code : Py_None,
                         e->message ? e->message : Py_None,
                         e->input ? e->input : Py_None,
                         e->url ? e->url : Py_None);
}

/* Two errors are == when they say the same about the same input. */
static PyObject *ue_richcompare(PyObject *a, PyObject *b, int op)
{
    PyObject *ka, *kb, *r;

    if ((op != Py_EQ && op != Py_NE)
        || !PyObject_TypeCheck(b, &pyurl_URLErrorType))
        Py_RETURN_NOTIMPLEMENTED;
    if (a == b)
        return PyBool_FromLong(op == Py_EQ);
    ka = ue_key(a);
    kb = ka != NULL ? ue_key(b) : NULL;
    r = kb != NULL ? PyObject_RichCompare(ka, kb, op) : NULL;
    Py_XDECREF(ka);
    Py_XDECREF(kb);
    return r;
}

static Py_hash_t ue_hash(PyObject *self)
{
    PyObject *k = ue_key(self);
    Py_hash_t h;

    if (k == NULL)
        return -1;
    h = PyObject_Hash(k);
    Py_DECREF(k);
    return h;
}

static PyMethodDef ue_methods[] = {
    { "__reduce__", ue_reduce, METH_NOARGS,
      "Pickle with the offset, code, message, input and url." },
    { NULL, NULL, 0, NULL }
};

PyTypeObject pyurl_URLErrorType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "url1738.URLError",
    .tp_basicsize = sizeof(URLErrorObject),
    .tp_dealloc = ue_dealloc,
    .tp_str = ue_str,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC,
    .tp_doc = "An invalid URL, or an input a function refuses (a "
              "ValueError).\n\n"
              "offset  the 0-based byte offset the error concerns (in the "
              "UTF-8,\n        surrogateescape encoding of a str input)\n"
              "code    its stable name, e.g. 'E_PORT' (url1738.h)\n"
              "message what was expected there, in plain words\n"
              "input   the input the offset is in\n\n"
              "str() shows the input with '^' under the offset.",
    .tp_traverse = ue_traverse,
    .tp_clear = ue_clear,
    .tp_members = ue_members,
    .tp_methods = ue_methods,
    .tp_richcompare = ue_richcompare,
    .tp_hash = ue_hash,
};

int pyurl_error_ready(PyObject *mod)
{
    pyurl_URLErrorType.tp_base = (PyTypeObject *)PyExc_ValueError;
    if (PyType_Ready(&pyurl_URLErrorType) < 0)
        return -1;
    return PyModule_AddObjectRef(mod, "URLError",
                                 (PyObject *)&pyurl_URLErrorType);
}
