#!/bin/sh
# SPDX-License-Identifier: MIT
# t_whatwg_node.sh - the WHATWG reading against Node.js's new URL() (ada),
# the second oracle: the three URL corpora and 60,000 generated and
# mutated inputs (tests/whatwg_node.js, fixed seed), every href compared,
# every difference put in a class with its reason (docs/grammar.md,
# "Checked against Node.js"); one unclassified difference fails. The
# bigger run of docs/grammar.md: WHATWG_NODE_COUNT=1000000.
. tests/harness.sh

count=${WHATWG_NODE_COUNT:-60000}
urls=${URL1738_URLS:-tests/data/urls}
[ -d tests/data/urls ] && [ -z "$URL1738_URLS" ] && urls=tests/data/urls
if ! command -v node >/dev/null 2>&1; then
    fail "node (Node.js) is not installed: it is this test's oracle"
    finish
    exit 1
fi
set -- "$urls"/kasztp_web.txt "$urls"/node_files.txt \
    "$urls"/rfc1738_schemes.txt
for f in "$@"; do
    [ -f "$f" ] || fail "missing corpus $f (set URL1738_URLS)"
done
if [ "$ko" -eq 0 ]; then
    node tests/whatwg_node.js gen "$count" 1738 "$@" >"$tmp/in.txt" &&
        "$BUILD/url1738" parse --spec=whatwg <"$tmp/in.txt" >"$tmp/out.jsonl"
    node tests/whatwg_node.js check "$tmp/in.txt" "$tmp/out.jsonl" \
        >"$tmp/report"
    st=$?
    cat "$tmp/report" >&2
    if [ "$st" -eq 0 ]; then
        ok=$((ok + 1))
    else
        fail "differences from Node.js that no class explains (above)"
    fi
fi
finish
