/* SPDX-License-Identifier: MIT */
/*
 * idna.c - the URL Standard's "domain to ASCII" for a domain that is not
 * ASCII: UTS #46 ToASCII by ICU (uidna_openUTS46), the only file of the
 * library that touches ICU.
 *
 * ICU is loaded when the first such domain is read (dlopen of the
 * libicuuc the build was compiled against, ICU_SONAME), and its UTS #46
 * object is created once, by call_once, and then shared by every thread:
 * ICU documents the object as immutable and thread-safe. Programs that
 * never read a non-ASCII domain under the WHATWG reading never load ICU,
 * and the library has no link-time dependency on it. Built with ICU=0
 * (URL1738_NO_ICU), every such domain is refused with
 * URL1738_E_WHATWG_NO_ICU.
 *
 * The flags are the standard's (domain to ASCII, beStrict false):
 * CheckBidi, CheckJoiners, nontransitional processing, UseSTD3ASCIIRules
 * false; CheckHyphens and VerifyDnsLength false, which ICU has no option
 * for: the errors they would give are masked out of ICU's result.
 */
#include "whatwg/whatwg.h"

#ifdef URL1738_NO_ICU

enum url1738_code url1738__idna_to_ascii(const char *in, size_t len,
                                         char *out, size_t *outlen)
{
    (void)in;
    (void)len;
    (void)out;
    *outlen = 0;
    return URL1738_E_WHATWG_NO_ICU;
}

const char *url1738_whatwg_idna(void)
{
    return NULL;
}

#else

#include <dlfcn.h>
#include <string.h>
#include <stdint.h>
#include <threads.h>

#include <unicode/uidna.h>
#include <unicode/uversion.h>

#define STR2_(x) #x
#define STR_(x) STR2_(x)
/* ICU's exported names carry its major version ("uidna_openUTS46_72"):
 * urename.h defines each name as that, so the name expands to it. */
#define ICU_SYM_(name) STR_(name)   /* urename.h: "name_72" */
#define ICU_SONAME "libicuuc.so." STR_(U_ICU_VERSION_MAJOR_NUM)

typedef UIDNA *open_fn(uint32_t, UErrorCode *);
typedef int32_t to_ascii_fn(const UIDNA *, const char *, int32_t, char *,
                            int32_t, UIDNAInfo *, UErrorCode *);
typedef void version_fn(UVersionInfo);

static once_flag icu_once = ONCE_FLAG_INIT;
static const UIDNA *icu_idna;        /* written once, under icu_once     */
static to_ascii_fn *icu_to_ascii;
static char icu_name[64];            /* "ICU 72.1, Unicode 15.0"         */

/* Object pointers and function pointers do not convert in ISO C: dlsym's
 * result is copied bytewise, as POSIX allows. */
static void *sym(void *lib, const char *name)
{
    return dlsym(lib, name);
}

static void put_num(char **w, char *end, unsigned v)
{
    char tmp[4];
    int k = 0;

    do {
        tmp[k++] = (char)('0' + v % 10);
        v /= 10;
    } while (v != 0 && k < 4);
    while (k > 0 && *w < end)
        *(*w)++ = tmp[--k];
}

static void put_str(char **w, char *end, const char *s)
{
    while (*s != '\0' && *w < end)
        *(*w)++ = *s++;
}

static void icu_load(void)
{
    void *lib = dlopen(ICU_SONAME, RTLD_NOW | RTLD_LOCAL);
    void *o, *t, *iv, *uv;
    open_fn *op;
    version_fn *icu_ver, *uni_ver;
    UErrorCode ec = U_ZERO_ERROR;
    UIDNA *idna;
    UVersionInfo vi, vu;
    char *w = icu_name, *end = icu_name + sizeof icu_name - 1;

    if (lib == NULL)
        return;
    o = sym(lib, ICU_SYM_(uidna_openUTS46));
    t = sym(lib, ICU_SYM_(uidna_nameToASCII_UTF8));
    iv = sym(lib, ICU_SYM_(u_getVersion));
    uv = sym(lib, ICU_SYM_(u_getUnicodeVersion));
    if (o == NULL || t == NULL || iv == NULL || uv == NULL)
        return;
    memcpy(&op, &o, sizeof op);
    memcpy(&icu_ver, &iv, sizeof icu_ver);
    memcpy(&uni_ver, &uv, sizeof uni_ver);
    idna = op(UIDNA_CHECK_BIDI | UIDNA_CHECK_CONTEXTJ
                  | UIDNA_NONTRANSITIONAL_TO_ASCII
                  | UIDNA_NONTRANSITIONAL_TO_UNICODE,
              &ec);
    if (U_FAILURE(ec) || idna == NULL)
        return;
    icu_ver(vi);
    uni_ver(vu);
    put_str(&w, end, "ICU ");
    put_num(&w, end, vi[0]);
    put_str(&w, end, ".");
    put_num(&w, end, vi[1]);
    put_str(&w, end, ",");
    put_str(&w, end, " Unicode ");
    put_num(&w, end, vu[0]);
    put_str(&w, end, ".");
    put_num(&w, end, vu[1]);
    *w = '\0';
    memcpy(&icu_to_ascii, &t, sizeof icu_to_ascii);
    icu_idna = idna;
}

const char *url1738_whatwg_idna(void)
{
    call_once(&icu_once, icu_load);
    return icu_idna != NULL ? icu_name : NULL;
}

/* The errors of checks the URL Standard turns off: CheckHyphens and
 * VerifyDnsLength false. */
#define IGNORED_ERRORS                                                     \
    (UIDNA_ERROR_EMPTY_LABEL | UIDNA_ERROR_LABEL_TOO_LONG                  \
     | UIDNA_ERROR_DOMAIN_NAME_TOO_LONG | UIDNA_ERROR_LEADING_HYPHEN       \
     | UIDNA_ERROR_TRAILING_HYPHEN | UIDNA_ERROR_HYPHEN_3_4)

enum url1738_code url1738__idna_to_ascii(const char *in, size_t len,
                                         char *out, size_t *outlen)
{
    UIDNAInfo info = UIDNA_INFO_INITIALIZER;
    UErrorCode ec = U_ZERO_ERROR;
    int32_t n;

    *outlen = 0;
    call_once(&icu_once, icu_load);
    if (icu_idna == NULL)
        return URL1738_E_WHATWG_NO_ICU;
    if (len > URL1738__IDNA_MAX)
        return URL1738_E_WHATWG_IDNA;
    n = icu_to_ascii(icu_idna, in, (int32_t)len, out,
                     (int32_t)URL1738__IDNA_MAX, &info, &ec);
    if (U_FAILURE(ec) || n < 0 || n > (int32_t)URL1738__IDNA_MAX)
        return URL1738_E_WHATWG_IDNA;
    if ((info.errors & ~(uint32_t)IGNORED_ERRORS) != 0)
        return URL1738_E_WHATWG_IDNA;
    *outlen = (size_t)n;
    return URL1738_OK;
}

#endif
