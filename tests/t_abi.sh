#!/bin/sh
# SPDX-License-Identifier: MIT
# t_abi.sh - the ABI checks of url1738.h ("ABI"): `make abi-check` (every
# released record of abi/RELEASED holds in today's symbols, struct
# layouts and constants, and today's equals the record of the version
# being developed), the checker itself on altered records (a moved
# member, a lost symbol, a changed constant fail; a released record is
# never rewritten), a program of the released 1.1.0 (tests/abi/v1_1_0.c,
# compiled against abi/1.1.0/url1738.h) run against today's shared
# library with 1.1.0's own results, and the header compiled as C++11
# (g++ -Wall -Wextra -Werror) into a program that uses the initializer
# macros and a few functions, linked with the library and run.
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
    fail "abi/check.sh: the ABI breaks a released record or differs from the developed one"
fi

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# The checker on altered copies of abi/: each alteration must fail it.
ver=$(python3 abi/abi.py version -)
altered() {     # altered WHAT SED-SCRIPT FILE: the check must fail
    rm -rf "$tmp/abi" && cp -r abi "$tmp/abi" || return
    sed -i "$2" "$tmp/abi/$3"
    if ABI_DIR=$tmp/abi python3 abi/abi.py check "$BUILD" >/dev/null 2>&1
    then
        fail "abi.py check passes with $1"
    else
        pass
    fi
}
altered "1.1.0's plan.protocol moved (184 -> 256)" \
    's/^  url1738_plan.protocol 184 8$/  url1738_plan.protocol 256 8/' 1.1.0.abi
altered "a released symbol gone" 's/^  url1738_build$/  url1738_build_gone/' \
    1.1.0.abi
altered "a released constant changed" 's/^  URL1738_E_PORT 9$/  URL1738_E_PORT 99/' \
    1.1.0.abi
altered "a frozen struct grown" \
    's/^struct url1738_error size 24$/struct url1738_error size 16/' 1.1.0.abi
altered "a member of the developed record moved" \
    's/^  url1738_plan.full \([0-9]*\)/  url1738_plan.full 1\1/' "$ver.abi"
rm -rf "$tmp/abi" && cp -r abi "$tmp/abi" && echo "$ver x" >>"$tmp/abi/RELEASED"
if ABI_DIR=$tmp/abi python3 abi/abi.py update "$BUILD" >/dev/null 2>&1; then
    fail "abi.py update rewrites a released record ($ver)"
elif cmp -s abi/"$ver".abi "$tmp/abi/$ver.abi"; then
    pass
else
    fail "abi.py update changed released $ver.abi though it refused"
fi

rm -rf "$tmp/abi"

# A program of the released 1.1.0, built against 1.1.0's header, run
# against today's shared library: 1.1.0's results (tests/abi/v1_1_0.out
# is what it printed linked with the 1.1.0 library built at 34cf309).
if ! ${CC:-cc} -std=c11 -Wall -Wextra -Wpedantic -Werror -Iabi/1.1.0 \
        -o "$tmp/v1_1_0" tests/abi/v1_1_0.c -L"$BUILD" -l:liburl1738.so.1 \
        2>"$tmp/err"; then
    cat "$tmp/err" >&2
    fail "tests/abi/v1_1_0.c does not build against abi/1.1.0/url1738.h"
elif ! LD_LIBRARY_PATH=$BUILD "$tmp/v1_1_0" >"$tmp/v1_1_0.got" 2>"$tmp/err"
then
    cat "$tmp/err" >&2
    fail "the 1.1.0 program failed to run against $BUILD/liburl1738.so.1"
elif ! diff -u tests/abi/v1_1_0.out "$tmp/v1_1_0.got" >"$tmp/diff"; then
    cat "$tmp/diff" >&2
    fail "the 1.1.0 program gets other results from today's library (- 1.1.0's, + today's)"
else
    pass
fi
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
