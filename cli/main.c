/* SPDX-License-Identifier: MIT */
/*
 * main.c - the url1738 program: a thin layer over the library, one
 * cmd_<verb>.c per subcommand. The contract of its output is
 * docs/cli.md (the project's CLI contract).
 */
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

/* Every subcommand: what `url1738 --help` lists and what the first lines
 * of `url1738 CMD --help` say (its options are in its own file). */
static const struct command commands[] = {
    { "parse", cmd_parse, "[--] [URL...]",
      N_("check URLs against RFC 1738 and take them apart"),
      N_("One JSON object per URL: valid, the error's byte offset and reason,\n"
      "the raw parts and the scheme's decoded parts (JSON Lines); or, with\n"
      "--format=tsv or csv, one row of the chosen fields per URL.\n"),
      3 },
    { "normalize", cmd_normalize, "[--] [URL...]",
      N_("write URLs in canonical form"),
      N_("Scheme and host lower-cased, a default port dropped, escapes of\n"
      "unreserved characters decoded, other escapes upper-cased (RFC 1738\n"
      "2.2). With --repair, an invalid URL is first made valid where the\n"
      "fix is certain, and each change is listed.\n"),
      3 },
    { "encode", cmd_encode, "--part=PART [--] [STRING...]",
      N_("percent-encode strings for one part of a URL"),
      N_("Escapes every byte that PART cannot hold as it is (RFC 1738 2.2,\n"
      "section 5), one JSON object per string.\n"),
      3 },
    { "decode", cmd_decode, "[--] [STRING...]",
      N_("percent-decode strings"),
      N_("Replaces every %XX escape by its byte, one JSON object per string;\n"
      "a malformed escape is an error with its offset.\n"),
      3 },
    { "build", cmd_build, "[--] [JSON...]",
      N_("compose a URL from its decoded parts"),
      N_("Escapes each part as its production requires. The parts come from\n"
      "options (--scheme=NAME --PART=VALUE...: one URL), or else as one\n"
      "JSON object per argument or input line with the keys of parse's\n"
      "output, so parse output feeds straight back in.\n"),
      3 },
    { "compare", cmd_compare, "[--] [A B...]",
      N_("whether URLs locate the same resource"),
      N_("Compares A with each URL after it (RFC 1738 2.2 equivalence), or,\n"
      "with no argument, TAB-separated pairs read from standard input.\n"),
      3 },
    { "plan", cmd_plan, "[--] [URL...]",
      N_("what a client sends to access each URL"),
      N_("The protocol, host and port, and the exact commands or request\n"
      "(RFC 1738 section 3); a URL whose commands could carry another\n"
      "protocol's instructions is refused with the reason (section 6).\n"),
      3 },
    { "lint", cmd_lint, "[--] [URL...]",
      N_("the cautions of RFC 1738 2.2 and 6 about each URL"),
      N_("Warnings with a stable code, a severity and the byte offset: a port\n"
      "other than the default, a password, encoded delimiters, unsafe or\n"
      "8-bit bytes, ...\n"),
      3 },
    { "diff", cmd_diff, "[--] [URL...]",
      N_("where RFC 1738, RFC 3986 and the WHATWG URL Standard read a URL "
      "differently"),
      N_("Reads each URL under the three readings and writes, per URL, each\n"
      "reading's parts, the parts on which they disagree, and whether they\n"
      "would send a request to different places (authority). Exit 1 when\n"
      "one input has authority true.\n"),
      3 },
    { "extract", cmd_extract, "[--] [FILE...]",
      N_("find URLs in free text"),
      N_("Finds URLs as the RFC 1738 appendix writes them (<URL:...>, white\n"
      "space inside ignored, a hyphen at a line break read both ways), and\n"
      "<scheme:...> and bare URLs, one JSON object each. FILE '-' is\n"
      "standard input.\n"),
      3 },
    { "resolve", cmd_resolve, "[--] BASE [REFERENCE...]",
      N_("resolve relative references against a base URL"),
      N_("One JSON object per reference, resolved as RFC 1808 specifies.\n"),
      3 },
    { "relativize", cmd_relativize, "[--] BASE [TARGET...]",
      N_("the shortest reference from a base URL to each target"),
      N_("One JSON object per target: the relative reference that resolves\n"
      "against BASE to the target again.\n"),
      3 },
    { "fetch", cmd_fetch, "[-o FILE] [--] [URL...]",
      N_("retrieve what each URL locates"),
      N_("Does what plan says (RFC 1738 section 3): FTP, HTTP, Gopher, news\n"
      "and nntp over the network, file URLs locally; the bytes to standard\n"
      "output or FILE (written whole or not at all), or with --json one\n"
      "object per URL. Exit 4 for a network or server error.\n"),
      4 },
};

#define NCOMMANDS (sizeof commands / sizeof commands[0])

const struct command *cli_command_at(size_t i)
{
    return i < NCOMMANDS ? &commands[i] : NULL;
}

const char *cli_command_name(size_t i)
{
    return i < NCOMMANDS ? commands[i].name : NULL;
}

const struct command *cli_command(const char *name)
{
    size_t i;

    for (i = 0; i < NCOMMANDS; i++)
        if (strcmp(name, commands[i].name) == 0)
            return &commands[i];
    return NULL;
}

/* --lang=TAG with a tag that is none of en, ja, zh-Hant. */
static int unknown_lang(const char *tag)
{
    return usage_error(NULL, cli_text.unknown_lang, tag);
}

/* Takes the global options (--lang=TAG, --lang TAG) out of the
 * subcommand's arguments argv[1..argc), up to "--" (contract, "Global
 * options": before or after the subcommand's name). Returns the new argc,
 * or -1 after a usage error (*rc set). */
static int take_global(int argc, char **argv, int *rc)
{
    int i, k = 1;

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--") == 0) {
            while (i < argc)
                argv[k++] = argv[i++];
            break;
        }
        if (strncmp(argv[i], "--lang", 6) == 0
            && (argv[i][6] == '=' || argv[i][6] == '\0')) {
            const char *tag = argv[i][6] == '=' ? argv[i] + 7
                              : i + 1 < argc ? argv[i + 1] : NULL;

            if (tag == NULL) {
                *rc = usage_error(NULL, cli_text.needs_value, "--lang");
                return -1;
            }
            if (cli_lang_set(tag) != 0) {
                *rc = unknown_lang(tag);
                return -1;
            }
            cli_lang_apply();
            if (argv[i][6] == '\0')
                i++;
            continue;
        }
        argv[k++] = argv[i];
    }
    argv[k] = NULL;
    return k;
}

int main(int argc, char **argv)
{
    const struct command *c;
    static char help_opt[] = "--help";
    char *help_argv[3];

    /* A closed pipe shows up as EPIPE from write(), handled in out.c. */
    signal(SIGPIPE, SIG_IGN);
    /* The language: the locale variables, then --lang=TAG (or --lang
     * TAG) before the command (issue 19). */
    cli_lang_from_env();
    cli_lang_apply();
    /* The locale's messages and character type, for strerror() in the
     * user's language (cli_strerror); nothing else reads the locale, and
     * the library never does. */
    setlocale(LC_MESSAGES, "");
    setlocale(LC_CTYPE, "");
    cli_codeset_note();
    while (argc >= 2 && strncmp(argv[1], "--lang", 6) == 0
           && (argv[1][6] == '=' || argv[1][6] == '\0')) {
        const char *tag = argv[1][6] == '=' ? argv[1] + 7 : argv[2];
        int used = argv[1][6] == '=' ? 1 : 2;

        if (tag == NULL)
            return usage_error(NULL, cli_text.needs_value, "--lang");
        if (cli_lang_set(tag) != 0)
            return unknown_lang(tag);
        cli_lang_apply();
        argc -= used;
        argv += used;
    }
    if (argc < 2) {
        print_main_help(stderr);
        return EXIT_USAGE;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0
        || (strcmp(argv[1], "help") == 0
            && (argc == 2 || strcmp(argv[2], "help") == 0
                || strcmp(argv[2], "--help") == 0
                || strcmp(argv[2], "-h") == 0))) {
        print_main_help(NULL);
        return cli_finish(EXIT_VALID);
    }
    if (strcmp(argv[1], "--completion-table") == 0) {
        print_completion_table();
        return cli_finish(EXIT_VALID);
    }
    if (strcmp(argv[1], "--version") == 0) {
        print_version();
        return cli_finish(EXIT_VALID);
    }
    if (strcmp(argv[1], "help") == 0) {
        /* `help CMD` is `CMD --help`: the same text by construction. */
        if (argc > 3)
            return usage_error(NULL, cli_text.help_one, argv[3]);
        c = cli_command(argv[2]);
        if (c == NULL)
            return unknown_command(argv[2]);
        help_argv[0] = argv[2];
        help_argv[1] = help_opt;
        help_argv[2] = NULL;
        return cli_finish(c->fn(2, help_argv));
    }
    c = cli_command(argv[1]);
    if (c == NULL)
        return unknown_command(argv[1]);
    {
        int rc = 0, n = take_global(argc - 1, argv + 1, &rc);

        if (n < 0)
            return rc;
        return cli_finish(c->fn(n, argv + 1));
    }
}
