/* SPDX-License-Identifier: MIT */
/*
 * gettext.h - the markers of translatable text, read by tools/xgettext.py
 * (which writes po/url1738.pot from them) and otherwise no-ops:
 *
 *   N_("text")                 a message, whole sentence, in English
 *   C_("context", "text")      the same English with another meaning:
 *                              the translators see the context (msgctxt)
 *   P_("one", "many")          a text with plural forms, the arguments
 *                              of cli_ngettext(P_(...), n)
 *
 * The catalogues (po/LL.po) translate them; tools/po2c.py compiles them
 * into the tables of src/i18n/messages.c (the library) and cli/lang.c
 * (the program). docs/translating.md says how to add a language.
 */
#ifndef URL1738_I18N_GETTEXT_H
#define URL1738_I18N_GETTEXT_H

#ifndef URL1738_EXTRACT         /* tools/xgettext.py sees the markers */
#define N_(msgid) msgid
#define C_(context, msgid) msgid
#define P_(singular, plural) singular, plural
#endif

#endif
