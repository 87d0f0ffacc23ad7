/* SPDX-License-Identifier: MIT */
/*
 * messages.c - every message the program itself writes (usage, help
 * headings, usage errors, I/O errors), in English, in one table. Their
 * translations are the catalogues' (po/LL.po): cli_lang_apply() (lang.c)
 * fills cli_text with them. The subcommands' summaries are in main.c's
 * table and each option's help in its subcommand's option table.
 */
#include "cli.h"

const struct cli_messages cli_messages_en = {
    /* help */
    N_("usage: "),
    N_("       url1738 help COMMAND, or url1738 COMMAND --help: its options\n"
    "       url1738 --version\n"),
    N_("url1738 %s\n"),
    N_("Uniform Resource Locators as RFC 1738 defines them: check them, take\n"
    "them apart, build, normalize, compare, resolve and find them.\n"),
    N_("commands:\n"),
    N_("show a command's usage and options"),
    N_("options:\n"),
    N_("show this help and exit"),
    N_("With no argument, or the single argument '-', the inputs are read\n"
    "from standard input, one per line. '--' ends the options.\n"),
    N_("exit status: 0 every input valid, 1 some input invalid, 2 usage error,\n"
    "3 out of memory or an error writing the output.\n"),
    /* usage errors */
    N_("Try 'url1738 %s --help'.\n"),
    N_("Try 'url1738 --help'.\n"),
    N_("unknown option '%s'"),
    N_("option '%s' needs a value"),
    N_("option '--%s' takes no value"),
    N_("the options are:"),
    N_("unknown name '%.*s' in --%s"),
    N_("the names --%s accepts:"),
    N_("unknown command '%s'"),
    N_("the commands are:"),
    N_("missing %s"),
    N_("unexpected argument '%s'"),
    N_("help: expected one COMMAND, not '%s'"),
    N_("missing the BASE URL%s"),
    N_("expected a URL to compare '%s' with"),
    N_("too many fields in --fields=%s"),
    N_("%s needs --format=tsv or csv"),
    N_("--json reads parts as JSON: it takes no part options%s"),
    N_("--field needs NAME=VALUE, not '%s'"),
    N_("unknown language '%s' in --lang: the languages are en, ja, zh-Hant"),
    N_("--base=%s is not a URL under the WHATWG reading"),
    /* I/O */
    N_("url1738: out of memory (%zu bytes)\n"),
    N_("url1738: write error: %s\n"),
    N_("url1738: error writing standard output"),
    N_("url1738: error reading standard input: %s\n"),
    N_("url1738 %s: %s: %s\n"),
    N_("standard input"),
    /* CMD --help: exit statuses, global options */
    N_("exit status:\n"),
    {
        N_("  0  every input handled and valid\n"),
        N_("  1  an input invalid or refused (the others are still handled)\n"),
        N_("  2  usage error: an unknown command, option or name, a missing value\n"),
        N_("  3  local I/O error: an input not read, the output not written, or\n"
        "     out of memory\n"),
        N_("  4  network or server error (connection, timeout, a 4xx/5xx reply)\n"),
    },
    N_("global options (before or after the command):\n"),
    N_("the language of messages and help (else LANGUAGE and the locale: "
       "LC_ALL, LC_MESSAGES, LANG)"),
    /* the other reading */
    N_("url1738 %s: %s is not a URL under RFC 1738 (the default reading) but "
    "is valid under --spec=rfc3986 (RFC 3986, how URLs are written today)\n"),
    N_("url1738 %s: %lu of the invalid inputs are valid under --spec=rfc3986\n"),
    /* the progress line */
    N_("url1738 %s: %s of %s (%u%%), %s/s, %s left"),
    N_("url1738 %s: %s, %s/s"),
};

