#!/bin/sh
# SPDX-License-Identifier: MIT
# t_abi.sh - the ABI checks of url1738.h ("ABI"): `make abi-check`'s
# comparison of the exported symbols and struct layouts with
# abi/liburl1738.abi, and the header compiled as C++11 (g++ -Wall -Wextra
# -Werror) into a program that uses the initializer macros and a few
# functions, linked with the library and run.
# Ends with "tests/t_abi.sh ok N  fail M".
BUILD=${BUILD:-build}
me=tests/t_abi.sh
ok=0
ko=0
pass() { ok=$((ok + 1)); }
fail() { ko=$((ko + 1)); echo "$me: FAIL: $*" >&2; }

if out=$(sh abi/check.sh "$BUILD" 2>&1); then
    pass
else
    printf '%s\n' "$out" >&2
    fail "abi/check.sh: the ABI differs from abi/liburl1738.abi"
fi

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cat >"$tmp/abi.cpp" <<'CPP'
#include <cstdio>
#include <cstring>

#include "url1738.h"

int main()
{
    struct url1738_url u = URL1738_URL_INIT;
    struct url1738_parts parts = URL1738_PARTS_INIT;
    struct url1738_error err;
    const char *s = "ftp://h/a;type=i";
    char out[64];
    size_t need = 0;

    if (url1738_parse(s, std::strlen(s), &u, &err) != URL1738_OK
        || u.scheme_id != URL1738_SCHEME_FTP || u.size != sizeof u)
        return 1;
    parts.scheme_id = URL1738_SCHEME_HTTP;
    parts.host.p = "h";
    parts.host.len = 1;
    if (url1738_build(&parts, out, sizeof out, &need, &err) != URL1738_OK
        || std::strcmp(out, "http://h") != 0)
        return 2;
    if (url1738_field_count() == 0
        || url1738_field_lookup("gopher_plus", 11, URL1738_SCHEME_GOPHER)
               != URL1738_F_GOPHER_PLUS)
        return 3;
    std::printf("%s %s\n", url1738_version(), out);
    return 0;
}
CPP
CXX=${CXX:-g++}
# Under `make test-sanitize` CC carries -fsanitize=...: the archive then
# needs the sanitizer runtimes, so the C++ program is linked with the same
# -fsanitize options (and compiled with them, which checks it too).
san=
for w in ${CC:-}; do
    case $w in -fsanitize*|-fno-sanitize*) san="$san $w" ;; esac
done
if ! command -v "$CXX" >/dev/null 2>&1; then
    fail "$CXX is missing (apt-get install g++): the header is not checked as C++"
elif ! "$CXX" -std=c++11 -Wall -Wextra -Wpedantic -Werror $san -Iinclude \
        -c -o "$tmp/abi.o" "$tmp/abi.cpp" 2>"$tmp/err"; then
    cat "$tmp/err" >&2
    fail "include/url1738.h does not compile as C++11 with -Werror"
elif ! "$CXX" $san -o "$tmp/abi" "$tmp/abi.o" "$BUILD/liburl1738.a" \
        2>"$tmp/err"; then
    cat "$tmp/err" >&2
    fail "the C++ program does not link with $BUILD/liburl1738.a"
else
    pass
    got=$("$tmp/abi")
    st=$?
    want="$(sed -n 's/^#define URL1738_VERSION "\(.*\)"/\1/p' include/url1738.h) http://h"
    if [ "$st" -eq 0 ] && [ "$got" = "$want" ]; then
        pass
    else
        fail "the C++ program: status $st, output '$got', wanted '$want'"
    fi
fi
echo "$me ok $ok  fail $ko"
