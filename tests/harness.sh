# SPDX-License-Identifier: MIT
# harness.sh - what the shell tests share, sourced as `. tests/harness.sh`
# from the top of the tree: $me (the test's path), the counts ok and ko,
# a temporary directory $tmp removed on exit, fail MESSAGE (counts and
# says it on stderr) and finish (the last line tests/run.sh reads:
# "NAME ok N  fail M").
BUILD=${BUILD:-build}
me=$0
ok=0
ko=0
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

fail() {
    ko=$((ko + 1))
    printf '%s: FAIL: %s\n' "$me" "$1" >&2
}

finish() {
    echo "$me ok $ok  fail $ko"
}
