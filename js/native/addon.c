/* SPDX-License-Identifier: MIT */
/*
 * addon.c - the Node-API addon: the same entry points as the WebAssembly
 * module (js/src/bind.c), compiled natively by node-gyp (binding.gyp).
 *
 *   run(lang, args, stdin)            -> [status, stdout, stderr]
 *   many(input, n, spec, fields, rec) -> [count, text, ascii]
 *   fieldList(spec)                   -> "name:kind,..."
 *   fieldKind(name)                   -> kind
 *
 * args are strings or Uint8Arrays (bytes as they are); the program's
 * standard error during a run is kept in memory (a usage error's
 * message) instead of going to the process's. One run at a time: the
 * program's output buffer is one, so calls from worker threads wait on
 * a mutex.
 */
#define _GNU_SOURCE
#define NAPI_VERSION 8
#include <node_api.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "bind.h"

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

#define CHECK(call)                                                        \
    do {                                                                   \
        if ((call) != napi_ok) {                                           \
            napi_throw_error(env, NULL, "url1738 addon: " #call " failed"); \
            goto fail;                                                     \
        }                                                                  \
    } while (0)

/* A string or a Uint8Array argument as bytes: malloc'd, NUL-terminated
 * (*len without it). NULL after throwing. */
static char *bytes_of(napi_env env, napi_value v, size_t *len)
{
    napi_valuetype t;
    bool is_ta = false;
    char *p = NULL;

    CHECK(napi_typeof(env, v, &t));
    if (t == napi_string) {
        size_t n;
        CHECK(napi_get_value_string_utf8(env, v, NULL, 0, &n));
        p = malloc(n + 1);
        if (p == NULL)
            goto oom;
        CHECK(napi_get_value_string_utf8(env, v, p, n + 1, &n));
        *len = n;
        return p;
    }
    CHECK(napi_is_typedarray(env, v, &is_ta));
    if (is_ta) {
        napi_typedarray_type tt;
        size_t n, off;
        void *data;
        napi_value ab;
        CHECK(napi_get_typedarray_info(env, v, &tt, &n, &data, &ab, &off));
        p = malloc(n + 1);
        if (p == NULL)
            goto oom;
        if (n > 0)
            memcpy(p, data, n);
        p[n] = '\0';
        *len = n;
        return p;
    }
    napi_throw_type_error(env, NULL, "expected a string or a Uint8Array");
    return NULL;
oom:
    napi_throw_error(env, NULL, "url1738 addon: out of memory");
fail:
    free(p);
    return NULL;
}

static napi_value run(napi_env env, napi_callback_info info)
{
    size_t argc = 3, n = 0, i, inlen = 0, langlen, errlen = 0;
    napi_value argv[3], res = NULL, v;
    char **args = NULL, **argv_run = NULL, *lang = NULL, *in = NULL, *errbuf = NULL;
    uint32_t count = 0;
    napi_valuetype t;
    FILE *saved, *errf;
    int status;

    CHECK(napi_get_cb_info(env, info, &argc, argv, NULL, NULL));
    if ((lang = bytes_of(env, argv[0], &langlen)) == NULL)
        goto fail;
    CHECK(napi_get_array_length(env, argv[1], &count));
    /* The program may reorder its argv (parse_args): it gets a copy of
     * the pointers, args keeps them for free(). */
    args = calloc((size_t)count + 1, sizeof *args);
    argv_run = calloc((size_t)count + 1, sizeof *argv_run);
    if (args == NULL || argv_run == NULL) {
        napi_throw_error(env, NULL, "url1738 addon: out of memory");
        goto fail;
    }
    for (n = 0; n < count; n++) {
        size_t len;
        CHECK(napi_get_element(env, argv[1], (uint32_t)n, &v));
        if ((args[n] = bytes_of(env, v, &len)) == NULL)
            goto fail;
    }
    CHECK(napi_typeof(env, argv[2], &t));
    if (t != napi_null && t != napi_undefined
        && (in = bytes_of(env, argv[2], &inlen)) == NULL)
        goto fail;

    memcpy(argv_run, args, ((size_t)count + 1) * sizeof *args);
    pthread_mutex_lock(&lock);
    /* The program's standard error into memory for this run. */
    errf = open_memstream(&errbuf, &errlen);
    saved = stderr;
    if (errf != NULL)
        stderr = errf;
    status = u17_run(lang, (int)count, argv_run, in, inlen);
    stderr = saved;
    if (errf != NULL)
        fclose(errf);
    {
        napi_value st, out, err;
        napi_status s1, s2, s3;

        s1 = napi_create_int32(env, status, &st);
        /* ASCII as a string; other bytes as a Buffer, which index.cjs
         * reads as UTF-8 with any other byte XX as U+DCXX (the JSON's
         * convention: TSV rows pass bytes through). */
        if (u17_out_ascii())
            s2 = napi_create_string_latin1(env, u17_out(), u17_out_len(),
                                           &out);
        else {
            void *data;
            s2 = napi_create_buffer_copy(env, u17_out_len(), u17_out(),
                                         &data, &out);
        }
        s3 = napi_create_string_utf8(env, errbuf ? errbuf : "", errlen, &err);
        pthread_mutex_unlock(&lock);
        CHECK(s1);
        CHECK(s2);
        CHECK(s3);
        CHECK(napi_create_array_with_length(env, 3, &res));
        CHECK(napi_set_element(env, res, 0, st));
        CHECK(napi_set_element(env, res, 1, out));
        CHECK(napi_set_element(env, res, 2, err));
    }
fail:
    if (args != NULL)
        for (i = 0; i < n; i++)
            free(args[i]);
    free(args);
    free(argv_run);
    free(lang);
    free(in);
    free(errbuf);
    return res;
}

/* The answer of u17_many: [count, text, ascii], text the answer block
 * as a string when it is ASCII, else a Buffer. Called with the lock
 * held, which it releases. NULL after throwing. */
static napi_value many_answer(napi_env env, int count)
{
    napi_value res = NULL, cnt, text, asc;
    int ascii = count >= 0 ? u17_out_ascii() : 1;
    napi_status st;

    if (count < 0)
        st = napi_create_string_latin1(env, "", 0, &text);
    else if (ascii)
        st = napi_create_string_latin1(env, u17_out(), u17_out_len(), &text);
    else {
        void *data;
        st = napi_create_buffer_copy(env, u17_out_len(), u17_out(), &data,
                                     &text);
    }
    pthread_mutex_unlock(&lock);
    CHECK(st);
    CHECK(napi_create_int32(env, count, &cnt));
    CHECK(napi_get_boolean(env, ascii != 0, &asc));
    CHECK(napi_create_array_with_length(env, 3, &res));
    CHECK(napi_set_element(env, res, 0, cnt));
    CHECK(napi_set_element(env, res, 1, text));
    CHECK(napi_set_element(env, res, 2, asc));
fail:
    return res;
}

/* rec: argv[i] as an Int32Array (*data, *len); 0, or -1 after throwing. */
static int int32_array(napi_env env, napi_value v, void **data, size_t *len)
{
    napi_typedarray_type tt;
    napi_value ab;
    size_t off;

    CHECK(napi_get_typedarray_info(env, v, &tt, len, data, &ab, &off));
    if (tt == napi_int32_array)
        return 0;
    napi_throw_type_error(env, NULL, "rec must be an Int32Array");
fail:
    return -1;
}

/* many(input, n, spec, fields, rec): input a string (parseMany gives
 * its URLs joined with LF, a chunk at a time) or a Uint8Array. A string
 * is written as UTF-8 into a block kept from call to call (under the
 * lock): one pass, and no fresh pages for each call. */
static napi_value many(napi_env env, napi_callback_info info)
{
    size_t argc = 5, len = 0, speclen, fieldslen, reclen, chars;
    napi_value argv[5], res = NULL;
    char *input = NULL, *spec = NULL, *fields = NULL;
    static char *buf;
    static size_t bufcap;
    napi_valuetype t;
    void *rec;
    int locked = 0;

    CHECK(napi_get_cb_info(env, info, &argc, argv, NULL, NULL));
    if ((spec = bytes_of(env, argv[2], &speclen)) == NULL
        || (fields = bytes_of(env, argv[3], &fieldslen)) == NULL
        || int32_array(env, argv[4], &rec, &reclen) != 0)
        goto fail;
    CHECK(napi_typeof(env, argv[0], &t));
    if (t == napi_string) {
        const char *p;

        /* Its length in UTF-16 units (no pass over it); UTF-8 takes at
         * most 3 bytes a unit. */
        CHECK(napi_get_value_string_utf16(env, argv[0], NULL, 0, &chars));
        pthread_mutex_lock(&lock);
        locked = 1;
        if (bufcap < 3 * chars + 1) {
            char *nb = realloc(buf, 3 * chars + 1);

            if (nb == NULL) {
                res = many_answer(env, U17_NOMEM);
                locked = 0;
                goto fail;
            }
            buf = nb;
            bufcap = 3 * chars + 1;
        }
        if (napi_get_value_string_utf8(env, argv[0], buf, bufcap, &len)
            != napi_ok) {
            pthread_mutex_unlock(&lock);
            locked = 0;
            napi_throw_error(env, NULL, "url1738 addon: reading a string failed");
            goto fail;
        }
        p = buf;
        res = many_answer(env, u17_many(p, len, spec, fields, (int32_t *)rec,
                                        reclen));
        locked = 0;
        goto fail;
    }
    if ((input = bytes_of(env, argv[0], &len)) == NULL)
        goto fail;
    pthread_mutex_lock(&lock);
    locked = 1;
    res = many_answer(env, u17_many(input, len, spec, fields,
                                    (int32_t *)rec, reclen));
    locked = 0;
fail:
    if (locked)
        pthread_mutex_unlock(&lock);
    free(input);
    free(spec);
    free(fields);
    return res;
}

static napi_value field_list(napi_env env, napi_callback_info info)
{
    size_t argc = 1, len;
    napi_value argv[1], res = NULL;
    char *spec = NULL;

    CHECK(napi_get_cb_info(env, info, &argc, argv, NULL, NULL));
    if ((spec = bytes_of(env, argv[0], &len)) == NULL)
        goto fail;
    pthread_mutex_lock(&lock);
    u17_field_list(spec);
    {
        napi_status s = napi_create_string_utf8(env, u17_out(), u17_out_len(),
                                                &res);
        pthread_mutex_unlock(&lock);
        CHECK(s);
    }
fail:
    free(spec);
    return res;
}

static napi_value field_kind(napi_env env, napi_callback_info info)
{
    size_t argc = 1, len;
    napi_value argv[1], res = NULL;
    char *name = NULL;

    CHECK(napi_get_cb_info(env, info, &argc, argv, NULL, NULL));
    if ((name = bytes_of(env, argv[0], &len)) == NULL)
        goto fail;
    CHECK(napi_create_int32(env, u17_field_kind(name), &res));
fail:
    free(name);
    return res;
}

static napi_value init(napi_env env, napi_value exports)
{
    static const struct {
        const char *name;
        napi_callback fn;
    } fns[] = {
        { "run", run },
        { "many", many },
        { "fieldList", field_list },
        { "fieldKind", field_kind },
    };
    size_t i;

    for (i = 0; i < sizeof fns / sizeof fns[0]; i++) {
        napi_value f;
        if (napi_create_function(env, fns[i].name, NAPI_AUTO_LENGTH,
                                 fns[i].fn, NULL, &f) != napi_ok
            || napi_set_named_property(env, exports, fns[i].name, f)
                   != napi_ok)
            return NULL;
    }
    return exports;
}

NAPI_MODULE(NODE_GYP_MODULE_NAME, init)
