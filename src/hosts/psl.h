/* SPDX-License-Identifier: MIT */
/*
 * psl.h - the Public Suffix List as the library holds it: a trie of
 * labels read from the right ("com", then "example" under it), children
 * of a node stored next to each other, sorted, so a lookup goes down one
 * label at a time with a binary search among the children. The built-in
 * table (generated at build time by tools/psl_gen.c) and a list loaded at
 * run time (url1738_psl_load) have this same form.
 */
#ifndef URL1738_PSL_H
#define URL1738_PSL_H

#include <stdint.h>

#include "hosts/hosts.h"

/* Node flags. */
#define PSL_RULE 0x01u      /* the labels from the root to here are a rule */
#define PSL_EXCEPTION 0x02u /* ... an exception rule ("!") */
#define PSL_PRIVATE 0x04u   /* the rule is in the PRIVATE DOMAINS section */
#define PSL_WILD 0x08u      /* one child is "*" */

struct url1738__psl_node {
    uint32_t label;  /* offset of the label's bytes in the label pool */
    uint32_t child;  /* index of the first child                      */
    uint32_t nchild; /* number of children, sorted by label (a list
                        loaded at run time may put any number of rules
                        under one name: 70,000 under "com" load too)   */
    uint8_t len;     /* label length                                  */
    uint8_t flags;   /* PSL_*                                         */
};

/* The order of children: bytes compared as unsigned, a prefix first.
 * a is the host's label (ASCII upper case folded), b a node's label. */
int url1738__psl_cmp(const char *a, size_t alen, const char *b, size_t blen,
                     int fold);

/* The built-in list (psl.c), as a struct url1738_psl. */
extern const struct url1738_psl url1738__psl_builtin;

#endif
