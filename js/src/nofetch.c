/* SPDX-License-Identifier: MIT */
/*
 * nofetch.c - `fetch` in the JavaScript bindings: the program's command
 * table (cli/main.c) names cmd_fetch, but the bindings parse and plan,
 * they never open a connection (the access layer is not built in).
 */
#include "cli.h"

int cmd_fetch(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    return usage_error("fetch", "%s",
                       "fetch is not part of the JavaScript bindings");
}
