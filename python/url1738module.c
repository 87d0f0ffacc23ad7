/* SPDX-License-Identifier: MIT */
/*
 * url1738module.c - the CPython module url1738 (cli-contract "Python"):
 * its functions that answer with one string or a bool (valid, normalize,
 * compare, resolve, relativize, encode, decode), what every file shares
 * (arguments in, answers out, URLError), and the module's setup. The URL
 * type is in url_type.c, extract in extract_iter.c, plan, lint and build
 * in dicts.c.
 */
#include <string.h>
#include <time.h>

#include "pyurl.h"

/* ===== Arguments in, answers out ===== */

int pyurl_in_get(PyObject *o, struct pyurl_in *in, const char *what)
{
    in->orig = o;
    if (PyUnicode_Check(o)) {
        Py_ssize_t n;
        in->is_str = 1;
        if (PyUnicode_IS_ASCII(o)) {
            /* ASCII is its own UTF-8: read in place, no copy. */
            Py_INCREF(o);
            in->keep = o;
            in->p = (const char *)PyUnicode_DATA(o);
            in->n = (size_t)PyUnicode_GET_LENGTH(o);
            return 0;
        }
        in->keep = PyUnicode_AsEncodedString(o, "utf-8", "surrogateescape");
        if (in->keep == NULL)
            return -1;
        n = PyBytes_GET_SIZE(in->keep);
        in->p = PyBytes_AS_STRING(in->keep);
        in->n = (size_t)n;
        return 0;
    }
    if (PyBytes_Check(o)) {
        Py_INCREF(o);
        in->keep = o;
    } else if (PyObject_CheckBuffer(o)) {
        /* bytearray, memoryview: copied, so that nothing can change the
         * bytes while the library (maybe without the GIL) reads them. */
        in->keep = PyBytes_FromObject(o);
        if (in->keep == NULL)
            return -1;
    } else {
        PyErr_Format(PyExc_TypeError, "%s must be str or bytes, not %.100s",
                     what, Py_TYPE(o)->tp_name);
        return -1;
    }
    in->is_str = 0;
    in->p = PyBytes_AS_STRING(in->keep);
    in->n = (size_t)PyBytes_GET_SIZE(in->keep);
    return 0;
}

void pyurl_in_release(struct pyurl_in *in)
{
    Py_CLEAR(in->keep);
}

PyObject *pyurl_out(int is_str, const char *p, size_t n)
{
    if (is_str)
        return PyUnicode_DecodeUTF8(p, (Py_ssize_t)n, "surrogateescape");
    return PyBytes_FromStringAndSize(p, (Py_ssize_t)n);
}

int pyurl_put(PyObject *d, const char *key, PyObject *v)
{
    int rc;

    if (v == NULL)
        return -1;
    rc = PyDict_SetItemString(d, key, v);
    Py_DECREF(v);
    return rc;
}

PyObject *pyurl_span(int is_str, const char *p, struct url1738_span s)
{
    if (!url1738_present(s))
        Py_RETURN_NONE;
    return pyurl_out(is_str, p + s.off, s.len);
}

PyObject *pyurl_decoded(int is_str, const char *p, struct url1738_span s)
{
    char small[256];
    char *d = small;
    size_t need = 0;
    PyObject *r;

    if (!url1738_present(s))
        Py_RETURN_NONE;
    /* The decoded length is never greater than the span's. */
    if (s.len >= sizeof small) {
        d = PyMem_Malloc(s.len + 1);
        if (d == NULL)
            return PyErr_NoMemory();
    }
    url1738_decode_span(p, s, d, s.len + 1, &need, NULL);
    r = pyurl_out(is_str, d, need);
    if (d != small)
        PyMem_Free(d);
    return r;
}

PyObject *pyurl_write(int is_str, pyurl_writer fn, void *ctx,
                      enum url1738_code *rc)
{
    char small[512];
    char *d;
    size_t need = 0;
    PyObject *r;

    *rc = fn(ctx, small, sizeof small, &need);
    if (*rc == URL1738_OK)
        return pyurl_out(is_str, small, need);
    if (*rc != URL1738_E_NOSPACE)
        return NULL;
    d = PyMem_Malloc(need + 1);
    if (d == NULL)
        return PyErr_NoMemory();
    *rc = fn(ctx, d, need + 1, &need);
    r = *rc == URL1738_OK ? pyurl_out(is_str, d, need) : NULL;
    PyMem_Free(d);
    return r;
}

int pyurl_args(const char *fname, PyObject *const *args, Py_ssize_t nargs,
               PyObject *kwnames, const char *const *names, int nrequired,
               PyObject **out, int nout)
{
    Py_ssize_t i, nkw = kwnames != NULL ? PyTuple_GET_SIZE(kwnames) : 0;
    int j;

    for (j = 0; j < nout; j++)
        out[j] = NULL;
    if (nargs > nout) {
        PyErr_Format(PyExc_TypeError, "%s() takes at most %d arguments "
                     "(%zd given)", fname, nout, nargs);
        return -1;
    }
    for (i = 0; i < nargs; i++)
        out[i] = args[i];
    for (i = 0; i < nkw; i++) {
        const char *k = PyUnicode_AsUTF8(PyTuple_GET_ITEM(kwnames, i));
        if (k == NULL)
            return -1;
        for (j = 0; j < nout; j++)
            if (strcmp(k, names[j]) == 0)
                break;
        if (j == nout || out[j] != NULL) {
            PyErr_Format(PyExc_TypeError, j == nout
                         ? "%s() got an unexpected keyword argument '%s'"
                         : "%s() got multiple values for argument '%s'",
                         fname, k);
            return -1;
        }
        out[j] = args[nargs + i];
    }
    for (j = 0; j < nrequired; j++)
        if (out[j] == NULL) {
            PyErr_Format(PyExc_TypeError, "%s() missing required argument "
                         "'%s'", fname, names[j]);
            return -1;
        }
    return 0;
}

int pyurl_spec(PyObject *spec)
{
    if (spec == NULL || spec == Py_None)
        return URL1738_SPEC_RFC1738;
    if (PyUnicode_Check(spec)) {
        if (PyUnicode_CompareWithASCIIString(spec, "rfc1738") == 0)
            return URL1738_SPEC_RFC1738;
        if (PyUnicode_CompareWithASCIIString(spec, "rfc3986") == 0)
            return URL1738_SPEC_RFC3986;
    }
    PyErr_Format(PyExc_ValueError, "spec must be 'rfc1738' or 'rfc3986', "
                 "not %R", spec);
    return -1;
}

int pyurl_spec_whatwg(PyObject *spec)
{
    if (spec != NULL && PyUnicode_Check(spec)
        && PyUnicode_CompareWithASCIIString(spec, "whatwg") == 0)
        return URL1738_SPEC_WHATWG;
    if (spec == NULL || spec == Py_None
        || (PyUnicode_Check(spec)
            && (PyUnicode_CompareWithASCIIString(spec, "rfc1738") == 0
                || PyUnicode_CompareWithASCIIString(spec, "rfc3986") == 0)))
        return pyurl_spec(spec);
    PyErr_Format(PyExc_ValueError, "spec must be 'rfc1738', 'rfc3986' or "
                 "'whatwg', not %R", spec);
    return -1;
}

/* ===== valid, normalize, compare ===== */

/* Runs stmt with the GIL released when the input is long. */
#define PYURL_CALL(len, stmt)                                               \
    do {                                                                    \
        if ((len) >= PYURL_NOGIL_MIN) {                                     \
            Py_BEGIN_ALLOW_THREADS stmt;                                    \
            Py_END_ALLOW_THREADS                                            \
        } else {                                                            \
            stmt;                                                           \
        }                                                                   \
    } while (0)

static PyObject *m_valid(PyObject *m, PyObject *const *args,
                         Py_ssize_t nargs, PyObject *kwnames)
{
    static const char *const names[] = { "url", "spec" };
    PyObject *a[2];
    struct pyurl_in in;
    int ok, spec;

    (void)m;
    if (pyurl_args("valid", args, nargs, kwnames, names, 1, a, 2) < 0
        || (spec = pyurl_spec_whatwg(a[1])) < 0
        || pyurl_in_get(a[0], &in, "url") < 0)
        return NULL;
    PYURL_CALL(in.n, ok = url1738_valid_spec(in.p, in.n,
                                             (enum url1738_spec)spec));
    pyurl_in_release(&in);
    return PyBool_FromLong(ok);
}

struct norm_ctx {
    const char *p;
    size_t n;
    enum url1738_spec spec;
    struct url1738_error err;
};

static enum url1738_code norm_write(void *vctx, char *dst, size_t cap,
                                    size_t *need)
{
    struct norm_ctx *c = vctx;
    enum url1738_code rc;

    PYURL_CALL(c->n, rc = url1738_normalize_spec(c->p, c->n, c->spec, dst,
                                                 cap, need, &c->err));
    return rc;
}

static PyObject *m_normalize(PyObject *m, PyObject *const *args,
                             Py_ssize_t nargs, PyObject *kwnames)
{
    static const char *const names[] = { "url", "spec", "repair" };
    PyObject *a[3], *r = NULL;
    struct pyurl_in in;
    struct norm_ctx c;
    enum url1738_code rc;
    char *fixed = NULL;
    int repair = 0, spec;

    (void)m;
    if (pyurl_args("normalize", args, nargs, kwnames, names, 1, a, 3) < 0
        || (spec = pyurl_spec_whatwg(a[1])) < 0
        || (a[2] != NULL && (repair = PyObject_IsTrue(a[2])) < 0))
        return NULL;
    if (repair && spec == URL1738_SPEC_WHATWG) {
        /* as `normalize --repair --spec=whatwg` */
        PyErr_SetString(PyExc_ValueError, "normalize(): repair=True makes "
                        "an RFC 1738 URL; the WHATWG reading repairs as it "
                        "parses (use repair=False)");
        return NULL;
    }
    if (pyurl_in_get(a[0], &in, "url") < 0)
        return NULL;
    c.p = in.p;
    c.n = in.n;
    c.spec = (enum url1738_spec)spec;
    /* Repair makes an RFC 1738 URL: a valid RFC 3986 URI is left as it is
     * (its '~' and fragment kept), as `normalize --spec=rfc3986 --repair`
     * does. */
    if (repair && spec != URL1738_SPEC_RFC1738
        && url1738_valid_spec(in.p, in.n, c.spec))
        repair = 0;
    if (repair) {
        /* repair works in its output: 3 * len + 2 bytes (url1738.h). */
        size_t cap = 3 * in.n + 2, need = 0;
        fixed = PyMem_Malloc(cap);
        if (fixed == NULL) {
            pyurl_in_release(&in);
            return PyErr_NoMemory();
        }
        PYURL_CALL(in.n, rc = url1738_repair(in.p, in.n, fixed, cap, &need,
                                             NULL, 0, NULL, &c.err));
        if (rc != URL1738_OK) {
            pyurl_raise(&in, &c.err);
            goto out;
        }
        c.p = fixed;
        c.n = need;
    }
    r = pyurl_write(in.is_str, norm_write, &c, &rc);
    if (r == NULL && !PyErr_Occurred())
        pyurl_raise(&in, &c.err);
out:
    PyMem_Free(fixed);
    pyurl_in_release(&in);
    return r;
}

/* Under the WHATWG reading: whether the hrefs of x and y are equal (1,
 * 0), -1 when either is no URL (err: its error, offset after x's bytes
 * for y's, as url1738_equivalent_spec() reports), -2 out of memory. */
static int whatwg_equal(const struct pyurl_in *x, const struct pyurl_in *y,
                        struct url1738_error *err)
{
    struct norm_ctx cx, cy;
    PyObject *hx, *hy;
    enum url1738_code rc;
    int eq;

    cx.p = x->p;
    cx.n = x->n;
    cx.spec = cy.spec = URL1738_SPEC_WHATWG;
    cy.p = y->p;
    cy.n = y->n;
    hx = pyurl_write(0, norm_write, &cx, &rc);
    if (hx == NULL) {
        *err = cx.err;
        return PyErr_Occurred() ? -2 : -1;
    }
    hy = pyurl_write(0, norm_write, &cy, &rc);
    if (hy == NULL) {
        Py_DECREF(hx);
        *err = cy.err;
        err->offset += x->n;
        return PyErr_Occurred() ? -2 : -1;
    }
    eq = PyBytes_GET_SIZE(hx) == PyBytes_GET_SIZE(hy)
         && memcmp(PyBytes_AS_STRING(hx), PyBytes_AS_STRING(hy),
                   (size_t)PyBytes_GET_SIZE(hx)) == 0;
    Py_DECREF(hx);
    Py_DECREF(hy);
    return eq;
}

static PyObject *m_compare(PyObject *m, PyObject *const *args,
                           Py_ssize_t nargs, PyObject *kwnames)
{
    static const char *const names[] = { "a", "b", "spec" };
    PyObject *a[3], *r = NULL;
    struct pyurl_in x, y;
    struct url1738_error err;
    int eq, spec;

    (void)m;
    if (pyurl_args("compare", args, nargs, kwnames, names, 2, a, 3) < 0
        || (spec = pyurl_spec_whatwg(a[2])) < 0
        || pyurl_in_get(a[0], &x, "a") < 0)
        return NULL;
    if (pyurl_in_get(a[1], &y, "b") < 0) {
        pyurl_in_release(&x);
        return NULL;
    }
    if (spec == URL1738_SPEC_WHATWG)
        eq = whatwg_equal(&x, &y, &err);
    else
        PYURL_CALL(x.n + y.n,
                   eq = url1738_equivalent_spec(x.p, x.n, y.p, y.n,
                                                (enum url1738_spec)spec,
                                                &err));
    if (eq >= 0) {
        r = PyBool_FromLong(eq);
    } else if (eq == -2) {
        r = NULL;
    } else {
        /* The error of the URL that is invalid, offset in it; .url says
         * which ("a" or "b"), as the CLI's error object does. */
        int in_b = url1738_valid_spec(x.p, x.n, (enum url1738_spec)spec);
        if (in_b)
            err.offset -= x.n;
        pyurl_raise_which(in_b ? &y : &x, &err, in_b ? "b" : "a");
    }
    pyurl_in_release(&x);
    pyurl_in_release(&y);
    return r;
}

/* ===== resolve, relativize ===== */

typedef enum url1738_code (*relfn)(const char *, size_t, const char *,
                                   size_t, unsigned, char *, size_t,
                                   size_t *, struct url1738_error *);

struct rel_ctx {
    relfn fn;
    const struct pyurl_in *a, *b;
    unsigned flags;
    struct url1738_error err;
    /* resolve under the WHATWG reading: the base's href and parts */
    const char *bh;
    struct url1738_whatwg bw;
    int base_failed;
};

/* new URL(reference, base)'s href; first the base itself, into bh/bw. */
static enum url1738_code whatwg_base_write(void *vctx, char *dst,
                                           size_t cap, size_t *need)
{
    struct rel_ctx *c = vctx;

    c->bw = (struct url1738_whatwg)URL1738_WHATWG_INIT;
    return url1738_whatwg_parse(c->a->p, c->a->n, NULL, NULL, dst, cap,
                                need, &c->bw, &c->err);
}

static enum url1738_code whatwg_rel_write(void *vctx, char *dst, size_t cap,
                                          size_t *need)
{
    struct rel_ctx *c = vctx;

    return url1738_whatwg_parse(c->b->p, c->b->n, c->bh, &c->bw, dst, cap,
                                need, NULL, &c->err);
}

static PyObject *whatwg_resolve(int is_str, struct rel_ctx *c,
                                enum url1738_code *rc)
{
    PyObject *base = pyurl_write(0, whatwg_base_write, c, rc), *r;

    if (base == NULL) {
        c->base_failed = 1;
        return NULL;
    }
    c->bh = PyBytes_AS_STRING(base);
    r = pyurl_write(is_str, whatwg_rel_write, c, rc);
    Py_DECREF(base);
    return r;
}

static enum url1738_code rel_write(void *vctx, char *dst, size_t cap,
                                   size_t *need)
{
    struct rel_ctx *c = vctx;
    enum url1738_code rc;

    PYURL_CALL(c->a->n + c->b->n,
               rc = c->fn(c->a->p, c->a->n, c->b->p, c->b->n, c->flags, dst,
                          cap, need, &c->err));
    return rc;
}

static PyObject *relative(const char *fname, const char *second, relfn fn,
                          PyObject *const *args, Py_ssize_t nargs,
                          PyObject *kwnames)
{
    /* resolve reads by the WHATWG URL Standard too; relativize does not */
    int (*spec_of)(PyObject *) = fn == url1738_resolve ? pyurl_spec_whatwg
                                                       : pyurl_spec;
    const char *names[] = { "base", second, "spec" };
    PyObject *a[3], *r = NULL;
    struct pyurl_in x, y;
    struct rel_ctx c;
    enum url1738_code rc;
    int spec;

    if (pyurl_args(fname, args, nargs, kwnames, names, 2, a, 3) < 0
        || (spec = spec_of(a[2])) < 0
        || pyurl_in_get(a[0], &x, "base") < 0)
        return NULL;
    if (pyurl_in_get(a[1], &y, second) < 0) {
        pyurl_in_release(&x);
        return NULL;
    }
    if (x.is_str != y.is_str) {
        PyErr_Format(PyExc_TypeError, "%s(): base and %s must both be str "
                     "or both bytes", fname, second);
        goto out;
    }
    c.fn = fn;
    c.a = &x;
    c.b = &y;
    c.flags = spec == URL1738_SPEC_RFC3986 ? URL1738_RFC3986 : 0;
    c.base_failed = 0;
    if (spec == URL1738_SPEC_WHATWG)
        r = whatwg_resolve(x.is_str, &c, &rc);
    else
        r = pyurl_write(x.is_str, rel_write, &c, &rc);
    if (r == NULL && !PyErr_Occurred())
        /* Only the base's own error is about the base. */
        pyurl_raise(rc == URL1738_E_BASE_RELATIVE || c.base_failed ? &x : &y,
                    &c.err);
out:
    pyurl_in_release(&x);
    pyurl_in_release(&y);
    return r;
}

static PyObject *m_resolve(PyObject *m, PyObject *const *args,
                           Py_ssize_t nargs, PyObject *kwnames)
{
    (void)m;
    return relative("resolve", "reference", url1738_resolve, args, nargs,
                    kwnames);
}

static PyObject *m_relativize(PyObject *m, PyObject *const *args,
                              Py_ssize_t nargs, PyObject *kwnames)
{
    (void)m;
    return relative("relativize", "target", url1738_relativize, args, nargs,
                    kwnames);
}

/* ===== encode, decode ===== */

struct enc_ctx {
    enum url1738_spec spec;
    enum url1738_part part;
    const struct pyurl_in *in;
    struct url1738_error err;
};

static enum url1738_code enc_write(void *vctx, char *dst, size_t cap,
                                   size_t *need)
{
    struct enc_ctx *c = vctx;
    enum url1738_code rc;

    PYURL_CALL(c->in->n, rc = url1738_encode_spec(c->spec, c->part, c->in->p,
                                                  c->in->n, dst, cap, need));
    return rc;
}

static enum url1738_code dec_write(void *vctx, char *dst, size_t cap,
                                   size_t *need)
{
    struct enc_ctx *c = vctx;
    enum url1738_code rc;

    PYURL_CALL(c->in->n, rc = url1738_decode(c->in->p, c->in->n, dst, cap,
                                             need, &c->err));
    return rc;
}

static PyObject *m_encode(PyObject *m, PyObject *const *args,
                          Py_ssize_t nargs, PyObject *kwnames)
{
    static const char *const names[] = { "text", "part", "spec" };
    PyObject *a[3], *r;
    struct pyurl_in in;
    struct enc_ctx c;
    enum url1738_code rc;
    const char *part;
    Py_ssize_t plen;
    int id, spec;

    (void)m;
    if (pyurl_args("encode", args, nargs, kwnames, names, 2, a, 3) < 0
        || (spec = pyurl_spec(a[2])) < 0)
        return NULL;
    if (!PyUnicode_Check(a[1])) {
        PyErr_SetString(PyExc_TypeError, "encode(): part must be a str "
                        "such as 'ftp_segment'");
        return NULL;
    }
    part = PyUnicode_AsUTF8AndSize(a[1], &plen);
    if (part == NULL)
        return NULL;
    id = url1738_part_lookup(part, (size_t)plen);
    if (id < 0) {
        PyErr_Format(PyExc_ValueError, "encode(): unknown part %R (see "
                     "url1738.PARTS)", a[1]);
        return NULL;
    }
    c.spec = (enum url1738_spec)spec;
    c.part = (enum url1738_part)id;
    /* A part the reading has not (RFC 3986 has no ftp_segment). */
    if (url1738_encode_check_spec(c.spec, c.part, "", 0, NULL)
        == URL1738_E_INVALID_ARG) {
        PyErr_Format(PyExc_ValueError, "encode(): %R is not a part of RFC "
                     "3986 (see url1738.PARTS_RFC3986)", a[1]);
        return NULL;
    }
    if (pyurl_in_get(a[0], &in, "text") < 0)
        return NULL;
    c.in = &in;
    /* A value the part cannot hold at all (a host with a byte no host
     * has) is refused, at that byte. */
    if (url1738_encode_check_spec(c.spec, c.part, in.p, in.n, &c.err)
        != URL1738_OK) {
        pyurl_raise(&in, &c.err);
        pyurl_in_release(&in);
        return NULL;
    }
    r = pyurl_write(in.is_str, enc_write, &c, &rc);
    if (r == NULL && !PyErr_Occurred())
        PyErr_SetString(PyExc_SystemError, "url1738: encode failed");
    pyurl_in_release(&in);
    return r;
}

/* decode(text, spec=...): the same under both readings (RFC 3986 2.1's
 * pct-encoded is RFC 1738 2.2's escape); spec is checked, so that every
 * function takes it alike. */
static PyObject *m_decode(PyObject *m, PyObject *const *args,
                          Py_ssize_t nargs, PyObject *kwnames)
{
    static const char *const names[] = { "text", "spec" };
    PyObject *a[2], *r;
    struct pyurl_in in;
    struct enc_ctx c;
    enum url1738_code rc;

    (void)m;
    if (pyurl_args("decode", args, nargs, kwnames, names, 1, a, 2) < 0
        || pyurl_spec(a[1]) < 0
        || pyurl_in_get(a[0], &in, "text") < 0)
        return NULL;
    c.in = &in;
    r = pyurl_write(in.is_str, dec_write, &c, &rc);
    if (r == NULL && !PyErr_Occurred())
        pyurl_raise(&in, &c.err);
    pyurl_in_release(&in);
    return r;
}

/* ===== The benchmark's measure of the C parse alone ===== */

/* _parse_loop(urls, rounds=1) -> (valid, seconds): url1738_parse over
 * every item of the list, rounds times, timed in C around the loop only
 * (the items are read into (pointer, length) before the clock starts),
 * so bench/python_bench.py can state parse()'s overhead per call. */
static PyObject *m_parse_loop(PyObject *m, PyObject *args)
{
    PyObject *list, *seq;
    struct pyurl_in *in;
    struct url1738_url u = URL1738_URL_INIT;
    struct timespec t0, t1;
    Py_ssize_t n, i, k, got = 0, valid = 0;
    int rounds = 1;

    (void)m;
    if (!PyArg_ParseTuple(args, "O|i:_parse_loop", &list, &rounds))
        return NULL;
    seq = PySequence_Fast(list, "_parse_loop() needs a list");
    if (seq == NULL)
        return NULL;
    n = PySequence_Fast_GET_SIZE(seq);
    in = PyMem_Calloc((size_t)n + 1, sizeof *in);
    if (in == NULL) {
        Py_DECREF(seq);
        return PyErr_NoMemory();
    }
    for (got = 0; got < n; got++)
        if (pyurl_in_get(PySequence_Fast_GET_ITEM(seq, got), &in[got],
                         "url") < 0)
            break;
    if (got == n) {
        timespec_get(&t0, TIME_UTC);
        for (k = 0; k < rounds; k++)
            for (i = 0; i < n; i++)
                valid += url1738_parse(in[i].p, in[i].n, &u, NULL)
                         == URL1738_OK;
        timespec_get(&t1, TIME_UTC);
    }
    for (i = 0; i < got; i++)
        pyurl_in_release(&in[i]);
    PyMem_Free(in);
    Py_DECREF(seq);
    if (got != n)
        return NULL;
    return Py_BuildValue("(nd)", valid, (double)(t1.tv_sec - t0.tv_sec)
                                            + (t1.tv_nsec - t0.tv_nsec) / 1e9);
}

/* ===== The module ===== */

#define FAST (METH_FASTCALL | METH_KEYWORDS)
#define FN(f) (PyCFunction)(void (*)(void))(f)

static PyMethodDef methods[] = {
    { "parse", FN(pyurl_parse), FAST,
      "parse(url, spec='rfc1738') -> URL\n\n"
      "Check url (str or bytes) against RFC 1738 section 5 (RFC 3986's URI "
      "with\nspec='rfc3986') and take it apart. Returns an immutable URL "
      "whose attributes\nare the keys of `url1738 parse`'s JSON; raises "
      "URLError (a ValueError) with\n.offset, .code and .message for an "
      "invalid URL." },
    { "valid", FN(m_valid), FAST,
      "valid(url, spec='rfc1738') -> bool\n\n"
      "Whether url conforms to RFC 1738 section 5 (RFC 3986's URI with "
      "spec='rfc3986';\nparse without the parts)." },
    { "normalize", FN(m_normalize), FAST,
      "normalize(url, spec='rfc1738', repair=False) -> str | bytes\n\n"
      "The canonical form of a valid URL (RFC 1738 2.1, 2.2, 3; RFC 3986 "
      "6.2.2 and\n6.2.3 with spec='rfc3986'; `url1738 normalize`). With "
      "repair=True the input\nis first repaired (by RFC 1738; under "
      "spec='rfc3986' only when it is no valid\nURI) as `normalize "
      "--repair` does. Raises URLError for an invalid (or\nunrepairable) "
      "URL." },
    { "compare", FN(m_compare), FAST,
      "compare(a, b, spec='rfc1738') -> bool\n\n"
      "Whether two URLs locate the same resource: their normalized forms "
      "are equal\n(RFC 1738 2.2; RFC 3986 6.2.2 and 6.2.3 with "
      "spec='rfc3986'; `url1738 compare`).\nRaises URLError (with .url "
      "'a' or 'b') when either is invalid." },
    { "resolve", FN(m_resolve), FAST,
      "resolve(base, reference, spec='rfc1738') -> str | bytes\n\n"
      "The absolute URL of reference against base: RFC 1808 section 4, or "
      "RFC 3986\n5.2 with spec='rfc3986' (`url1738 resolve`). base and "
      "reference are both\nstr or both bytes. Raises URLError." },
    { "relativize", FN(m_relativize), FAST,
      "relativize(base, target, spec='rfc1738') -> str | bytes\n\n"
      "The shortest reference that resolve(base, ...) turns back into "
      "target\n(`url1738 relativize`). Raises URLError." },
    { "encode", FN(m_encode), FAST,
      "encode(text, part, spec='rfc1738') -> str | bytes\n\n"
      "Percent-encode text for use as part (a name of url1738.PARTS, e.g. "
      "'ftp_segment';\nRFC 1738 2.2; `url1738 encode --part=...`). Under "
      "spec='rfc3986' part is\none of RFC 3986's components "
      "(url1738.PARTS_RFC3986: 'segment', 'query', ...;\nRFC 3986 2.1 and "
      "appendix A). Raises URLError (E_BUILD_VALUE) for a value\nthe part "
      "cannot hold (a host with a byte no host has, RFC 1738)." },
    { "decode", FN(m_decode), FAST,
      "decode(text, spec='rfc1738') -> str | bytes\n\n"
      "Percent-decode text (`url1738 decode`). Raises URLError (E_ESCAPE) "
      "for a '%' not\nfollowed by two hexadecimal digits. The same under "
      "both readings (RFC 3986\n2.1's pct-encoded is RFC 1738 2.2's "
      "escape)." },
    { "build", FN(pyurl_build), METH_VARARGS | METH_KEYWORDS,
      "build(parts=None, /, spec='rfc1738', **parts) -> str | bytes\n\n"
      "Compose a URL from its decoded parts (`url1738 build --json`): a "
      "mapping with\nparse's JSON keys (flat or nested under the scheme's "
      "name, e.g. URL._asdict()),\nor keyword arguments: scheme, user, "
      "password, host, port, segments, type,\nselector, search, "
      "gopher_plus, address, all, group, article, database, wtype,\nwpath, "
      "fields, path. bytes out when any value is bytes, else str. Under "
      "spec='rfc3986'\nthe keys of parse(url, spec='rfc3986') (`url1738 "
      "build --spec=rfc3986 --json`):\nscheme, userinfo or user and "
      "password, host, host_type, port, path, query,\nfragment, raw (still "
      "encoded), or the http object's decoded segments and\nsearch. Raises "
      "URLError (E_BUILD_PART naming it for a userinfo, host_type,\nquery "
      "or fragment not None under spec='rfc1738')." },
    { "plan", FN(pyurl_plan), FAST,
      "plan(url, email=None, allow_port=None, spec='rfc1738') -> dict\n\n"
      "What a client does to access url (RFC 1738 section 3): the object "
      "`url1738 plan`\nwrites. Raises URLError when "
      "section 6 refuses it. Only spec='rfc1738':\nthe plan is RFC 1738 "
      "section 3's access to its ten schemes (the CLI's plan\nhas no "
      "--spec); spec='rfc3986' raises ValueError." },
    { "lint", FN(pyurl_lint), FAST,
      "lint(url, spec='rfc1738') -> list[dict]\n\n"
      "The cautions of RFC 1738 2.2 and 6 about url (`url1738 lint`'s "
      "warnings: code,\nseverity, offset, length, message), RFC 3986's "
      "characters with spec='rfc3986',\nand notes where the other reading "
      "differs. An invalid URL is still linted\nbyte by byte." },
    { "extract", FN(pyurl_extract), FAST,
      "extract(source, all=False, spec='rfc1738') -> Iterator[dict]\n\n"
      "The URLs in free text (RFC 1738 appendix; RFC 3986's URIs with "
      "spec='rfc3986';\n`url1738 extract`): source is a str, bytes or a "
      "file object opened for\nreading (text or binary), read in pieces. "
      "Yields one dict per URL: url,\nalternatives, fragment, form, line, "
      "column (and valid, error with all=True,\nwhich also yields invalid "
      "candidates)." },
    { "parse_many", FN(pyurl_parse_many), FAST,
      "parse_many(urls, spec='rfc1738', fields=None, layout='lists') -> "
      "dict[str, list]\n\n"
      "Many URLs in one call: urls is any iterable of str or bytes (a "
      "list, a pandas\nSeries, a generator); None, NaN and pandas.NA are "
      "missing values. Returns\n{field: list} with one list per field, "
      "each as long as urls, in input order:\nthe value parse(url).field "
      "gives, None where it is absent, the URL invalid\nor the input "
      "missing. fields: names of url1738.FIELDS ('scheme.name' for a\n"
      "scheme's own member), 'input', 'valid', 'error' (parse's error "
      "object as a\ndict) and 'normalized'; by default valid, error and "
      "parse's top-level keys.\nNever raises for an invalid URL. The GIL "
      "is released while URLs are parsed.\nlayout='arrow': each column as "
      "Apache Arrow's buffers (bytes) instead of a list:\n(validity, "
      "offsets, data) for text, (validity, values) for bools and "
      "numbers\n(docs/python.md)." },
    { "valid_many", FN(pyurl_valid_many), FAST,
      "valid_many(urls, spec='rfc1738') -> list[bool | None]\n\n"
      "parse_many(urls, spec, fields=['valid'])['valid']." },
    { "normalize_many", FN(pyurl_normalize_many), FAST,
      "normalize_many(urls, spec='rfc1738') -> list[str | bytes | None]\n"
      "\nThe normalized form of each URL (normalize()), None for an "
      "invalid one." },
    { "registered_domain_many", FN(pyurl_registered_domain_many), FAST,
      "registered_domain_many(urls, spec='rfc1738') -> list\n\n"
      "parse_many(urls, spec, fields=['registered_domain'])"
      "['registered_domain']." },
    { "_parse_loop", m_parse_loop, METH_VARARGS,
      "_parse_loop(urls, rounds=1) -> (valid, seconds)\n\n"
      "For the benchmark: url1738_parse over every item, timed in C "
      "around the loop\nalone (bench/python_bench.py)." },
    { NULL, NULL, 0, NULL }
};

/* url1738.PARTS (every part name) and PARTS_RFC3986 (those RFC 3986 has,
 * as url1738_encode_check_spec() says). */
static int add_parts(PyObject *mod, const char *attr, int rfc3986)
{
    PyObject *t = PyList_New(0);
    int i, rc;
    const char *name;

    if (t == NULL)
        return -1;
    for (i = 0; (name = url1738_part_name((enum url1738_part)i)) != NULL;
         i++) {
        PyObject *s;
        if (rfc3986
            && url1738_encode_check_spec(URL1738_SPEC_RFC3986,
                                         (enum url1738_part)i, "", 0, NULL)
                   != URL1738_OK)
            continue;
        s = PyUnicode_FromString(name);
        if (s == NULL || PyList_Append(t, s) < 0) {
            Py_XDECREF(s);
            Py_DECREF(t);
            return -1;
        }
        Py_DECREF(s);
    }
    rc = PyModule_AddObject(mod, attr, PyList_AsTuple(t));
    Py_DECREF(t);
    return rc;
}

/* url1738 is also the package of its Python parts (url1738.pandas,
 * url1738.dask): __path__ is the folder url1738/ beside the module's
 * file, set here, once the import system has set __file__ (multi-phase
 * initialisation, PEP 489). */
static int set_path(PyObject *mod)
{
    PyObject *file = PyObject_GetAttrString(mod, "__file__"), *os = NULL;
    PyObject *dir = NULL, *sub = NULL, *path = NULL;
    int rc = -1;

    if (file == NULL) {
        /* Loaded in an unusual way: no Python parts then. */
        PyErr_Clear();
        return 0;
    }
    os = PyImport_ImportModule("os.path");
    if (os != NULL)
        dir = PyObject_CallMethod(os, "dirname", "O", file);
    if (dir != NULL)
        sub = PyObject_CallMethod(os, "join", "Os", dir, "url1738");
    if (sub != NULL)
        path = Py_BuildValue("[O]", sub);
    if (path != NULL)
        rc = PyModule_AddObjectRef(mod, "__path__", path);
    Py_XDECREF(path);
    Py_XDECREF(sub);
    Py_XDECREF(dir);
    Py_XDECREF(os);
    Py_DECREF(file);
    return rc;
}

static int mod_exec(PyObject *mod)
{
    /* The types are static: made ready once, whatever the number of
     * module objects (the module executed again after its removal from
     * sys.modules). */
    if (pyurl_error_ready(mod) < 0
        || (!(pyurl_URLType.tp_flags & Py_TPFLAGS_READY)
            && pyurl_url_ready() < 0)
        || PyType_Ready(&pyurl_ExtractType) < 0
        || PyModule_AddObjectRef(mod, "URL",
                                 (PyObject *)&pyurl_URLType) < 0
        || PyModule_AddStringConstant(mod, "__version__",
                                      url1738_version()) < 0
        || add_parts(mod, "PARTS", 0) < 0
        || add_parts(mod, "PARTS_RFC3986", 1) < 0
        || pyurl_fields_ready(mod) < 0
        || set_path(mod) < 0)
        return -1;
    return 0;
}

/* Py_mod_exec's value is mod_exec, set by PyInit_url1738(): ISO C has
 * no conversion of a function pointer to void *, so its bytes are
 * copied (POSIX, whose dlsym() does the converse, makes them the same
 * size). */
static PyModuleDef_Slot slots[] = {
    { Py_mod_exec, NULL },
    { 0, NULL }
};

static struct PyModuleDef moddef = {
    PyModuleDef_HEAD_INIT,
    "url1738",
    "Uniform Resource Locators as RFC 1738 defines them: the url1738 C "
    "library\n(strict, allocation-free parsing) for Python. Every "
    "function takes str or\nbytes and answers in the same type; a str "
    "holding lone surrogates\nU+DC80..U+DCFF (errors='surrogateescape') "
    "stands for the bytes 80..FF.\nEvery function takes spec='rfc1738' "
    "(the default) or spec='rfc3986' (RFC\n3986's reading). Many URLs "
    "at once: parse_many(); url1738.pandas and\nurl1738.dask build on "
    "it. See docs/python.md.",
    0,
    methods,
    slots,
    NULL, NULL, NULL
};

PyMODINIT_FUNC PyInit_url1738(void);

PyMODINIT_FUNC PyInit_url1738(void)
{
    int (*exec)(PyObject *) = mod_exec;

    _Static_assert(sizeof exec == sizeof slots[0].value,
                   "function and object pointers differ in size");
    memcpy(&slots[0].value, &exec, sizeof exec);
    return PyModuleDef_Init(&moddef);
}
