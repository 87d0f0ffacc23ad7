/* SPDX-License-Identifier: MIT */
/*
 * catalog.h - a compiled message catalogue and its lookups: the one
 * mechanism of every text a person reads, the library's (src/i18n/
 * messages.c) and the program's (cli/lang.c). tools/po2c.py writes the
 * tables from po/url1738.pot and po/LL.po; this header reads them.
 *
 * A message is found by its key (msgid, or msgctxt "\004" msgid as in
 * gettext) through an open-addressing hash table: one hash of the key,
 * at most `probes` key comparisons (po2c.py measures the bound), so the
 * time does not grow with the number of messages. Languages are indices
 * (0 English, then enum url1738_lang's order, then any other catalogue):
 * the language is always an argument, nothing here reads the locale,
 * allocates or keeps state.
 */
#ifndef URL1738_I18N_CATALOG_H
#define URL1738_I18N_CATALOG_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

struct url1738__catalog {
    size_t nmsg, nslot;            /* nslot: a power of two */
    unsigned nlang, probes;
    const char *const *key;        /* [nmsg] */
    const char *const *text;       /* [nlang][nmsg]; lang 0: English */
    const unsigned short *slot;    /* [nslot]: message index + 1, 0 empty */
    unsigned long (*const *plural)(unsigned long n);  /* [nlang] */
    const unsigned char *nplurals; /* [nlang] */
    const char *const *tag;        /* [nlang]: BCP 47 ("zh-Hant") */
    const char *const *locales;    /* [nlang]: locale names, space-separated */
};

/* FNV-1a of ctx "\004" id (ctx NULL: of id alone), as po2c.py's. */
static inline uint32_t url1738__cat_hash(const char *ctx, const char *id)
{
    uint32_t h = 2166136261u;
    const unsigned char *s;

    if (ctx != NULL) {
        for (s = (const unsigned char *)ctx; *s != '\0'; s++)
            h = (h ^ *s) * 16777619u;
        h = (h ^ 4u) * 16777619u;
    }
    for (s = (const unsigned char *)id; *s != '\0'; s++)
        h = (h ^ *s) * 16777619u;
    return h;
}

/* The length of a catalogue text: constants of the generated tables,
 * NUL-terminated, never the caller's input (make lint keeps strlen out
 * of the library, where every input comes with its length). */
static inline size_t url1738__cat_len(const char *s)
{
    size_t n = 0;

    while (s[n] != '\0')
        n++;
    return n;
}

/* Whether key is ctx "\004" id (ctx NULL: id). */
static inline int url1738__cat_same(const char *key, const char *ctx,
                                    const char *id)
{
    if (ctx != NULL) {
        size_t n = url1738__cat_len(ctx);

        if (strncmp(key, ctx, n) != 0 || key[n] != '\004')
            return 0;
        key += n + 1;
    }
    return strcmp(key, id) == 0;
}

/* The index of message (ctx, id), or -1. */
static inline long url1738__cat_index(const struct url1738__catalog *c,
                                      const char *ctx, const char *id)
{
    size_t h;
    unsigned k;

    if (id == NULL || c->nmsg == 0)
        return -1;
    h = url1738__cat_hash(ctx, id) & (c->nslot - 1);
    for (k = 0; k < c->probes && c->slot[h] != 0; k++) {
        size_t i = (size_t)c->slot[h] - 1;

        if (url1738__cat_same(c->key[i], ctx, id))
            return (long)i;
        h = (h + 1) & (c->nslot - 1);
    }
    return -1;
}

/* The text of message i in lang: its translation, else its English. */
static inline const char *url1738__cat_at(const struct url1738__catalog *c,
                                          size_t i, unsigned lang)
{
    const char *t = lang < c->nlang ? c->text[(size_t)lang * c->nmsg + i]
                                    : NULL;

    return t != NULL ? t : c->text[i];
}

/* (ctx, id) in lang; id itself when the catalogue does not have it. */
static inline const char *url1738__cat_get(const struct url1738__catalog *c,
                                           const char *ctx, const char *id,
                                           unsigned lang)
{
    long i = url1738__cat_index(c, ctx, id);

    return i < 0 ? id : url1738__cat_at(c, (size_t)i, lang);
}

/* ngettext: the form of (ctx, singular/plural) for the number n in lang,
 * by the Plural-Forms of lang's catalogue (English's: n != 1). */
static inline const char *url1738__cat_nget(const struct url1738__catalog *c,
                                            const char *ctx,
                                            const char *singular,
                                            const char *plural,
                                            unsigned long n, unsigned lang)
{
    long i = url1738__cat_index(c, ctx, singular);
    unsigned l = lang < c->nlang ? lang : 0;
    const char *t;
    unsigned long form;

    if (i < 0)
        return n == 1 ? singular : plural;
    if (c->text[(size_t)l * c->nmsg + (size_t)i] == NULL)
        l = 0;
    t = c->text[(size_t)l * c->nmsg + (size_t)i];
    form = c->plural[l](n);
    if (form >= c->nplurals[l])
        form = 0;
    while (form-- > 0)
        t += url1738__cat_len(t) + 1;
    return t;
}

#endif
