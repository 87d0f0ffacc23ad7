/* SPDX-License-Identifier: MIT */
/*
 * bench/python_floor.c - the floor under url1738.parse_many(): what the
 * contract's answer (a dict of equal-length lists, one str object per
 * value, None where absent) costs to make and free with no parsing at
 * all. bench/python_many_time.py builds it (python_floor.so in
 * build/bench) and times columns() beside parse_many() and the C parse.
 *
 * columns(desc, chunk) -> {name: list}: desc is a tuple of columns, each
 * (name, rows, blob, offs):
 *   rows  uint32 per row (array 'I'): 0 None, 1 False, 2 True, 3 + k
 *         the k-th value;
 *   blob  bytes, the values one after the other;
 *   offs  int64 (array 'q'), value k is blob[offs[k]:offs[k + 1]].
 * The value k is made (PyUnicode_New with maxchar 127 and one copy, the
 * cheapest str of ASCII) where a row first names it and shared by the
 * rows after: so as many str objects, of the same lengths, as desc says.
 * Made as parse_many makes them: CHUNK rows at a time, column by column.
 * Not part of the module: no parsing, no checking of the inputs beyond
 * what keeps it from reading out of bounds.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

struct fcol {
    PyObject *name, *list;
    Py_buffer rows, blob, offs;
    PyObject **made;
    Py_ssize_t nvals;
};

static void fcol_clear(struct fcol *c)
{
    Py_ssize_t k;

    if (c->made != NULL) {
        for (k = 0; k < c->nvals + 3; k++)
            Py_XDECREF(c->made[k]);
        PyMem_Free(c->made);
    }
    if (c->rows.obj != NULL)
        PyBuffer_Release(&c->rows);
    if (c->blob.obj != NULL)
        PyBuffer_Release(&c->blob);
    if (c->offs.obj != NULL)
        PyBuffer_Release(&c->offs);
    Py_XDECREF(c->list);
}

static PyObject *floor_columns(PyObject *self, PyObject *args)
{
    PyObject *desc, *out = NULL;
    struct fcol *cols = NULL;
    Py_ssize_t nc, n = -1, chunk = 1024, at, i, k;

    (void)self;
    if (!PyArg_ParseTuple(args, "O!|n", &PyTuple_Type, &desc, &chunk))
        return NULL;
    nc = PyTuple_GET_SIZE(desc);
    cols = PyMem_Calloc((size_t)nc + 1, sizeof *cols);
    if (cols == NULL)
        return PyErr_NoMemory();
    out = PyDict_New();
    if (out == NULL)
        goto fail;
    for (k = 0; k < nc; k++) {
        struct fcol *c = &cols[k];
        PyObject *rows, *blob, *offs;
        if (!PyArg_ParseTuple(PyTuple_GET_ITEM(desc, k), "UOOO", &c->name,
                              &rows, &blob, &offs)
            || PyObject_GetBuffer(rows, &c->rows, PyBUF_SIMPLE) < 0
            || PyObject_GetBuffer(blob, &c->blob, PyBUF_SIMPLE) < 0
            || PyObject_GetBuffer(offs, &c->offs, PyBUF_SIMPLE) < 0)
            goto fail;
        if (n < 0)
            n = c->rows.len / (Py_ssize_t)sizeof(uint32_t);
        c->nvals = c->offs.len / (Py_ssize_t)sizeof(int64_t) - 1;
        if (c->rows.len != n * (Py_ssize_t)sizeof(uint32_t) || c->nvals < 0) {
            PyErr_SetString(PyExc_ValueError, "columns(): bad desc");
            goto fail;
        }
        c->made = PyMem_Calloc((size_t)c->nvals + 3, sizeof *c->made);
        if (c->made == NULL) {
            PyErr_NoMemory();
            goto fail;
        }
        c->list = PyList_New(n < 0 ? 0 : n);
        if (c->list == NULL || PyDict_SetItem(out, c->name, c->list) < 0)
            goto fail;
    }
    /* Every row checked once, so the loop below reads made[] blindly:
     * made[0..3) None, False, True; made[3 + k] the k-th value. */
    for (k = 0; k < nc; k++) {
        struct fcol *c = &cols[k];
        const uint32_t *rows = c->rows.buf;
        const int64_t *offs = c->offs.buf;
        int64_t bad = 0;
        uint32_t hi = 0;
        /* Reductions without an early exit (the compiler vectorizes
         * them): the check costs about nothing beside the rest. */
        for (i = 0; i < c->nvals; i++)
            bad |= (int64_t)(offs[i + 1] < offs[i]);
        for (i = 0; i < n; i++)
            hi = rows[i] > hi ? rows[i] : hi;
        if (bad || offs[0] < 0 || offs[c->nvals] > c->blob.len
            || hi >= (uint64_t)c->nvals + 3) {
            PyErr_SetString(PyExc_ValueError, "columns(): bad desc");
            goto fail;
        }
        c->made[0] = Py_NewRef(Py_None);
        c->made[1] = Py_NewRef(Py_False);
        c->made[2] = Py_NewRef(Py_True);
    }
    for (at = 0; at < n; at += chunk) {
        Py_ssize_t m = n - at < chunk ? n - at : chunk;
        for (k = 0; k < nc; k++) {
            struct fcol *c = &cols[k];
            const uint32_t *rows = (const uint32_t *)c->rows.buf + at;
            const int64_t *offs = c->offs.buf;
            const char *blob = c->blob.buf;
            PyObject **made = c->made, **items =
                ((PyListObject *)c->list)->ob_item + at;
            for (i = 0; i < m; i++) {
                uint32_t t = rows[i];
                PyObject *v = made[t];
                if (v == NULL) {
                    uint32_t x = t - 3;
                    Py_ssize_t len = (Py_ssize_t)(offs[x + 1] - offs[x]);
                    v = PyUnicode_New(len, 127);
                    if (v == NULL)
                        goto fail;
                    memcpy(PyUnicode_1BYTE_DATA(v), blob + offs[x],
                           (size_t)len);
                    made[t] = v;
                }
                Py_INCREF(v);
                items[i] = v;
            }
        }
    }
    goto done;
fail:
    Py_CLEAR(out);
done:
    for (k = 0; k < nc; k++)
        fcol_clear(&cols[k]);
    PyMem_Free(cols);
    return out;
}

static PyMethodDef methods[] = {
    { "columns", floor_columns, METH_VARARGS,
      "columns(desc, chunk=1024) -> {name: list}: parse_many's answer "
      "made without parsing." },
    { NULL, NULL, 0, NULL }
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "python_floor",
    "The floor under url1738.parse_many() (bench only).", -1, methods,
    NULL, NULL, NULL, NULL
};

PyMODINIT_FUNC PyInit_python_floor(void);

PyMODINIT_FUNC PyInit_python_floor(void)
{
    return PyModule_Create(&module);
}
