#!/bin/sh
# SPDX-License-Identifier: MIT
# t_stdout_errors.sh - output that cannot be written is an error: every
# way the program ends (--version, --help, help CMD, CMD --help and each
# subcommand's results) with standard output on /dev/full must exit 3
# with a message on stderr, never 0 as if the output had been delivered.
# Ends with "tests/t_stdout_errors.sh ok N  fail M" for tests/run.sh.
. tests/harness.sh
P=$BUILD/url1738

if [ ! -w /dev/full ]; then
    fail "/dev/full is missing"
    finish
    exit 1
fi

# full DESCRIPTION ARG...: the program, stdout on /dev/full, stdin a URL.
full() {
    what=$1
    shift
    echo 'http://h/a' | "$P" "$@" >/dev/full 2>"$tmp/err"
    st=$?
    if [ "$st" -eq 3 ] && grep -q 'url1738: .*No space left' "$tmp/err"; then
        ok=$((ok + 1))
    else
        fail "$what: status $st, stderr: $(cat "$tmp/err")"
    fi
}

full "--version" --version
full "--help" --help
full "help" help
# Every command `url1738 --help` lists, present or future.
for c in $("$P" --help | sed -n '/^commands:/,/^$/s/^  \([a-z0-9]*\) .*/\1/p'); do
    full "help $c" help "$c"
    full "$c --help" "$c" --help
done
full "parse" parse http://h/a
full "parse stdin" parse
full "parse --format=tsv" parse --format=tsv
full "normalize" normalize http://h/a
full "encode" encode --part=user a
full "decode" decode a
full "build" build --scheme=http --host=h
full "compare" compare http://h/ http://h/
full "plan" plan http://h/a
full "lint" lint http://h/a
full "extract" extract
full "resolve" resolve http://h/a b
full "relativize" relativize http://h/a http://h/b
finish
