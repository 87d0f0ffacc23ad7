/*
 * messages.c - every message the program itself writes (usage, help
 * headings, usage errors, I/O errors), in one table: the one place to
 * translate them. The subcommands' summaries are in main.c's table and
 * each option's help in its subcommand's option table.
 */
#include "cli.h"

const struct cli_messages cli_text = {
    /* help */
    "usage: ",
    "       url1738 help COMMAND, or url1738 COMMAND --help: its options\n"
    "       url1738 --version\n",
    "url1738 %s\n",
    "Uniform Resource Locators as RFC 1738 defines them: check them, take\n"
    "them apart, build, normalize, compare, resolve and find them.\n",
    "commands:\n",
    "show a command's usage and options",
    "options:\n",
    "show this help and exit",
    "With no argument, or the single argument '-', the inputs are read\n"
    "from standard input, one per line. '--' ends the options.\n",
    "exit status: 0 every input valid, 1 some input invalid, 2 usage error,\n"
    "3 out of memory or an error writing the output.\n",
    /* usage errors */
    "Try 'url1738 %s --help'.\n",
    "Try 'url1738 --help'.\n",
    "unknown option '%s'",
    "option '%s' needs a value",
    "option '--%s' takes no value",
    "the options are:",
    "unknown name '%.*s' in --%s",
    "the names --%s accepts:",
    "unknown command '%s'",
    "the commands are:",
    "missing %s",
    "unexpected argument '%s'",
    "help: expected one COMMAND, not '%s'",
    "missing the BASE URL%s",
    "expected a URL to compare '%s' with",
    "too many fields in --fields=%s",
    "%s needs --format=tsv or csv",
    "--json reads parts as JSON: it takes no part options%s",
    "--field needs NAME=VALUE, not '%s'",
    /* I/O */
    "url1738: out of memory (%zu bytes)\n",
    "url1738: write error: %s\n",
    "url1738: error writing standard output",
    "url1738: error reading standard input: %s\n",
    "url1738 %s: %s: %s\n",
    "standard input",
};
