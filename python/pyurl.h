/* SPDX-License-Identifier: MIT */
/*
 * pyurl.h - what the files of the CPython extension (python/ *.c) share:
 * how a str or bytes argument becomes (pointer, length) and back, the
 * URLError exception, and the types and functions each file defines.
 */
#ifndef PYURL_H
#define PYURL_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "url1738.h"

/* Inputs at least this long are read with the GIL released: below it
 * the release costs more than it lets other threads gain. */
#define PYURL_NOGIL_MIN 16384

/*
 * One argument as bytes. A str is read as UTF-8 with surrogateescape
 * (the lone surrogates U+DC80..U+DCFF stand for the bytes 80..FF, as the
 * CLI's JSON writes them); an ASCII str is read in place. keep owns what
 * p points into (the str itself, or a bytes object).
 */
struct pyurl_in {
    PyObject *orig;     /* the argument (borrowed)                   */
    PyObject *keep;
    const char *p;
    size_t n;
    int is_str;     /* answers are str (1) or bytes (0) */
};

int pyurl_in_get(PyObject *o, struct pyurl_in *in, const char *what);
void pyurl_in_release(struct pyurl_in *in);
/* n bytes as a str (surrogateescape) or bytes, as is_str says. */
PyObject *pyurl_out(int is_str, const char *p, size_t n);
/* d[key] = v, taking v's reference; -1 when v is NULL or it fails. */
int pyurl_put(PyObject *d, const char *key, PyObject *v);
/* A span of p decoded (%XX), or None when absent. */
PyObject *pyurl_decoded(int is_str, const char *p, struct url1738_span s);
/* A span of p as it is, or None when absent. */
PyObject *pyurl_span(int is_str, const char *p, struct url1738_span s);

/*
 * Calls fn(ctx, dst, cap, &need) into a stack buffer, and again into a
 * heap buffer of need + 1 bytes when it did not fit; returns the result
 * as pyurl_out(is_str, ...), or NULL with *rc set to the error code
 * (and no Python exception) when fn failed otherwise.
 */
typedef enum url1738_code (*pyurl_writer)(void *ctx, char *dst, size_t cap,
                                          size_t *need);
PyObject *pyurl_write(int is_str, pyurl_writer fn, void *ctx,
                      enum url1738_code *rc);

/* Raises url1738.URLError for err about input (offset into it; input
 * may be NULL); which, when not NULL, is its .url ("a" or "b"). Returns
 * NULL. */
PyObject *pyurl_raise(const struct pyurl_in *input,
                      const struct url1738_error *err);
PyObject *pyurl_raise_which(const struct pyurl_in *input,
                            const struct url1738_error *err,
                            const char *which);
/* Makes the URLError type and adds it to the module. */
int pyurl_error_ready(PyObject *mod);
/* The error as a dict {"offset", "code", "message"} (parse's JSON). */
PyObject *pyurl_error_dict(const struct url1738_error *err);

/* spec="rfc1738" or "rfc3986" (None: "rfc1738"): the enum url1738_spec
 * value; -1 with a ValueError for anything else. */
int pyurl_spec(PyObject *spec);
/* pyurl_spec() for the functions that also read by the WHATWG URL
 * Standard: 'whatwg' too. */
int pyurl_spec_whatwg(PyObject *spec);

/* Keyword arguments of a METH_FASTCALL | METH_KEYWORDS function, by name:
 * positional ones first; returns 0, or -1 with a TypeError. */
int pyurl_args(const char *fname, PyObject *const *args, Py_ssize_t nargs,
               PyObject *kwnames, const char *const *names, int nrequired,
               PyObject **out, int nout);

extern PyTypeObject pyurl_URLErrorType;
extern PyTypeObject pyurl_URLType;
extern PyTypeObject pyurl_ExtractType;

int pyurl_url_ready(void);
PyObject *pyurl_parse(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                      PyObject *kwnames);
PyObject *pyurl_extract(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                        PyObject *kwnames);
PyObject *pyurl_plan(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                     PyObject *kwnames);
PyObject *pyurl_lint(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                     PyObject *kwnames);
PyObject *pyurl_build(PyObject *m, PyObject *args, PyObject *kw);
/* The scheme's own object of a valid URL of the ten schemes. */
PyObject *pyurl_scheme_object(int is_str, const char *p,
                              const struct url1738_url *u);

/* many.c: parse_many() and its short forms; url1738.FIELDS. */
PyObject *pyurl_parse_many(PyObject *m, PyObject *const *args,
                           Py_ssize_t nargs, PyObject *kwnames);
PyObject *pyurl_valid_many(PyObject *m, PyObject *const *args,
                           Py_ssize_t nargs, PyObject *kwnames);
PyObject *pyurl_normalize_many(PyObject *m, PyObject *const *args,
                               Py_ssize_t nargs, PyObject *kwnames);
PyObject *pyurl_registered_domain_many(PyObject *m, PyObject *const *args,
                                       Py_ssize_t nargs, PyObject *kwnames);
int pyurl_fields_ready(PyObject *mod);
/* The value of field i of a valid URL p parsed into u, as the URL type's
 * attribute (or scheme object member) gives it (url_type.c). */
PyObject *pyurl_field_value(int is_str, const char *p,
                            const struct url1738_url *u, size_t i);

#endif
