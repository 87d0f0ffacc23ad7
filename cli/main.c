/*
 * main.c - the url1738 program: a thin layer over the library, one
 * cmd_<verb>.c per subcommand. The contract of its output is
 * ../shared/spec/cli-contract.md (docs/cli.md in this repository).
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

static const struct {
    const char *name;
    int (*fn)(int argc, char **argv);
    const char *help;
} commands[] = {
    { "parse", cmd_parse, "check URLs and take them apart (JSON Lines)" },
    { "normalize", cmd_normalize, "canonical form of URLs (--repair)" },
    { "encode", cmd_encode, "percent-encode for a part (--part=NAME)" },
    { "decode", cmd_decode, "percent-decode strings" },
    { "build", cmd_build, "compose a URL from its parts" },
    { "compare", cmd_compare, "whether A is equivalent to B (and C...)" },
    { "plan", cmd_plan, "how a client accesses each URL (RFC 1738 3, 6)" },
    { "lint", cmd_lint, "warnings of RFC 1738 2.2 and 6 about each URL" },
    { "extract", cmd_extract, "find URLs in free text (RFC 1738 appendix)" },
    { "resolve", cmd_resolve, "resolve references against a base (RFC 1808)" },
    { "relativize", cmd_relativize, "shortest reference from a base to URLs" },
};

static void help(FILE *f)
{
    size_t i;

    fprintf(f, "usage: url1738 COMMAND [OPTIONS] [--] [URL...]\n"
               "\n"
               "Uniform Resource Locators as RFC 1738 defines them. With no "
               "URL, or\nthe single argument '-', URLs are read from "
               "standard input, one per line.\n\ncommands:\n");
    for (i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(f, "  %-10s %s\n", commands[i].name, commands[i].help);
    fprintf(f, "\nexit status: 0 all inputs valid, 1 some input invalid, "
               "2 usage error.\n");
}

int main(int argc, char **argv)
{
    size_t i;
    int rc;

    /* A closed pipe shows up as EPIPE from write(), handled in out.c. */
    signal(SIGPIPE, SIG_IGN);
    if (argc < 2) {
        help(stderr);
        return EXIT_USAGE;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        help(stdout);
        return 0;
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("url1738 %s\n", url1738_version());
        return 0;
    }
    for (i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        if (strcmp(argv[1], commands[i].name) == 0) {
            rc = commands[i].fn(argc - 1, argv + 1);
            out_flush(&cli_stdout);
            return rc;
        }
    }
    fprintf(stderr, "url1738: unknown command '%s'\nTry 'url1738 --help'.\n",
            argv[1]);
    return EXIT_USAGE;
}
