#!/bin/sh
# SPDX-License-Identifier: MIT
# t_install.sh - `make install` into a temporary prefix, then a small
# consumer program built with `pkg-config --cflags --libs url1738` and run
# against the installed shared library (and the static one); the same with
# DESTDIR staging; `make uninstall` must leave no file behind.
# Ends with "tests/t_install.sh ok N  fail M" for tests/run.sh.
BUILD=${BUILD:-build}
MAKE=${MAKE:-make}
CC=${CC:-cc}
me=tests/t_install.sh
ok=0
ko=0

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

fail() {
    ko=$((ko + 1))
    printf '%s: FAIL: %s\n' "$me" "$1" >&2
    [ $# -lt 3 ] || printf '    wanted: %s\n    got:    %s\n' "$2" "$3" >&2
}

# check DESCRIPTION COMMAND...: passes when the command succeeds.
check() {
    what=$1
    shift
    if "$@" >"$tmp/out" 2>&1; then
        ok=$((ok + 1))
    else
        fail "$what"
        sed 's/^/    /' "$tmp/out" >&2
    fi
}

# same DESCRIPTION WANTED GOT (pkg-config ends its lines with a space:
# callers strip it)
same() {
    if [ "$2" = "$3" ]; then ok=$((ok + 1)); else fail "$1" "$2" "$3"; fi
}

version=$(sed -n 's/^#define URL1738_VERSION "\(.*\)"/\1/p' include/url1738.h)
files="bin/url1738 include/url1738.h lib/liburl1738.a
       lib/liburl1738.so.$version lib/liburl1738.so.1 lib/liburl1738.so
       lib/pkgconfig/url1738.pc lib/pkgconfig/url1738-access.pc
       share/bash-completion/completions/url1738 share/zsh/site-functions/_url1738
       share/man/man1/url1738.1
       share/man/man3/url1738.3 share/man/man7/url1738.7
       share/man/ja/man1/url1738.1 share/man/zh_TW/man1/url1738.1
       share/man/ja/man3/url1738.3 share/man/zh_TW/man3/url1738.3
       share/man/ja/man7/url1738.7 share/man/zh_TW/man7/url1738.7
       lib/url1738_sqlite.so"

# The consumer: parses, decodes and iterates through the installed API.
cat >"$tmp/consumer.c" <<'EOF'
#include <stdio.h>
#include <string.h>
#include <url1738.h>

int main(void)
{
    const char *s = "ftp://myname@host.dom/%2Fetc/motd;type=a";
    struct url1738_url u = URL1738_URL_INIT;
    struct url1738_iter it;
    struct url1738_span seg;
    struct url1738_error err;
    char buf[64];
    size_t n;

    if (url1738_parse(s, strlen(s), &u, NULL) != URL1738_OK)
        return 1;
    printf("%s %s host=%.*s\n", url1738_version(),
           url1738_scheme_name(u.scheme_id), (int)u.host.len, s + u.host.off);
    url1738_iter_init(&it, u.u.ftp.fpath);
    while (url1738_next_segment(s, &it, &seg)) {
        url1738_decode_span(s, seg, buf, sizeof buf, &n, NULL);
        printf("segment %.*s\n", (int)n, buf);
    }
    url1738_parse("http://h/a b", 12, NULL, &err);
    printf("%s at %zu\n", url1738_errname(err.code), err.offset);
    return 0;
}
EOF
want_out="$version ftp host=host.dom
segment /etc
segment motd
E_MUST_ENCODE at 10"

# ----- 0. The man pages render without a warning (groff -ww: all of them).
for page in docs/url1738.1 docs/url1738.3 docs/url1738.7; do
    same "groff -man -ww $page is silent" "" \
        "$(groff -man -ww -z "$page" 2>&1)"
    same "man -l $page is silent on stderr" "" \
        "$(MANWIDTH=80 man -l "$page" 2>&1 >/dev/null)"
done

# ----- 1. A plain prefix.
pfx=$tmp/prefix
check "make install PREFIX=$pfx" $MAKE -s install BUILD="$BUILD" PREFIX="$pfx"
for f in $files; do
    check "installed $f" test -f "$pfx/$f"
done
check "bin/url1738 is executable" test -x "$pfx/bin/url1738"
same "liburl1738.so.1 is a symlink to the real name" \
    "liburl1738.so.$version" "$(readlink "$pfx/lib/liburl1738.so.1")"
same "liburl1738.so is a symlink to the real name" \
    "liburl1738.so.$version" "$(readlink "$pfx/lib/liburl1738.so")"
same "soname" "liburl1738.so.1" \
    "$(readelf -d "$pfx/lib/liburl1738.so.$version" |
       sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')"
same "header is the source header" "" \
    "$(cmp "$pfx/include/url1738.h" include/url1738.h 2>&1)"

export PKG_CONFIG_PATH="$pfx/lib/pkgconfig"
same "pkg-config --modversion" "$version" \
    "$(pkg-config --modversion url1738 2>&1)"
same "pkg-config --cflags" "-I$pfx/include" \
    "$(pkg-config --cflags url1738 2>&1 | sed 's/ *$//')"
same "pkg-config --libs" "-L$pfx/lib -lurl1738" \
    "$(pkg-config --libs url1738 2>&1 | sed 's/ *$//')"
same "pkg-config prefix" "$pfx" \
    "$(pkg-config --variable=prefix url1738 2>&1)"

# Built from the .pc file only: no -I or -L of the source tree.
check "consumer builds with pkg-config" \
    $CC -std=c11 -Wall -Werror -o "$tmp/consumer" "$tmp/consumer.c" \
    $(pkg-config --cflags --libs url1738)
same "consumer runs on the installed shared library" "$want_out" \
    "$(LD_LIBRARY_PATH="$pfx/lib" "$tmp/consumer" 2>&1)"
same "consumer loads liburl1738.so.1 from the prefix" \
    "$pfx/lib/liburl1738.so.1" \
    "$(LD_LIBRARY_PATH="$pfx/lib" ldd "$tmp/consumer" |
       sed -n 's/.*liburl1738\.so\.1 => \([^ ]*\).*/\1/p')"
check "consumer builds against the static library" \
    $CC -std=c11 -Wall -Werror -o "$tmp/consumer-static" "$tmp/consumer.c" \
    $(pkg-config --cflags url1738) "$pfx/lib/liburl1738.a"
same "static consumer runs without the shared library" "$want_out" \
    "$("$tmp/consumer-static" 2>&1)"
# The access library through its own .pc (Requires: url1738): the link
# order pkg-config gives works with the source first, as people write it.
cat >"$tmp/get.c" <<'EOF'
#include <stdio.h>
#include <string.h>
#include <url1738.h>
#include <url1738_access.h>

static int put(void *ctx, const char *p, size_t n)
{
    (void)ctx;
    return fwrite(p, 1, n, stdout) == n ? 0 : -1;
}

int main(int argc, char **argv)
{
    struct url1738_access_options opt = URL1738_ACCESS_OPTIONS_INIT;
    struct url1738_access_result res;

    if (argc != 2)
        return 2;
    memset(&res, 0, sizeof res);
    res.size = sizeof res;
    opt.on_data = put;
    if (url1738_access_fetch(argv[1], strlen(argv[1]), &opt, &res)
        != URL1738_ACCESS_OK) {
        fprintf(stderr, "%s\n", url1738_access_strerror(res.code));
        return 1;
    }
    return 0;
}
EOF
same "pkg-config --libs url1738-access" \
    "-L$pfx/lib -lurl1738_access -lurl1738" \
    "$(pkg-config --libs url1738-access 2>&1 | sed 's/ *$//')"
same "pkg-config --modversion url1738-access" "$version" \
    "$(pkg-config --modversion url1738-access 2>&1)"
check "cc get.c \$(pkg-config --cflags --libs url1738-access)" \
    sh -c "$CC -std=c11 -Wall -Werror -o '$tmp/get' '$tmp/get.c' \
           \$(pkg-config --cflags --libs url1738-access)"
printf 'hello access\n' >"$tmp/hello.txt"
same "get file://$tmp/hello.txt through the installed access library" \
    "hello access" \
    "$(LD_LIBRARY_PATH="$pfx/lib" "$tmp/get" "file://$tmp/hello.txt" 2>&1)"

same "installed program --version" "url1738 $version" \
    "$("$pfx/bin/url1738" --version 2>&1)"
check "installed program parses" \
    sh -c "'$pfx/bin/url1738' parse news:* | grep -q '\"valid\":true'"
# The SQLite extension, found by .load at the path README.md gives
# (PREFIX/lib/url1738_sqlite), with the functions PostgreSQL also has.
check "installed lib/url1738_sqlite.so" test -f "$pfx/lib/url1738_sqlite.so"
same "sqlite3 .load PREFIX/lib/url1738_sqlite" \
    "h|443|news|1000000" \
    "$(sqlite3 :memory: ".load $pfx/lib/url1738_sqlite" \
       "SELECT url_host('http://h/'), url_port_number('https://h/', 'rfc3986'),
               url_query_param('https://s/i?utm_source=news', 'utm_source', 'rfc3986'),
               url_port_number('http://h:1000000/');" 2>&1)"
for sec in 1 3 7; do
    check "man finds url1738($sec) in the prefix" \
        sh -c "MANWIDTH=80 man -M '$pfx/share/man' $sec url1738 |
               grep -q 'url1738'"
done
# `man url1738_parse`: every function the header declares leads to
# url1738(3) (the .so link page make install writes for each).
functions=$(grep '^URL1738_API' include/url1738.h |
            grep -o 'url1738_[a-z0-9_]*(' | tr -d '(')
same "the header declares the library's functions" \
    "$(nm -D --defined-only "$pfx/lib/liburl1738.so" |
       awk '$2 == "T" { print $3 }' | sort)" \
    "$(printf '%s\n' $functions | sort)"
for f in $functions; do
    check "installed man3/$f.3" test -f "$pfx/share/man/man3/$f.3"
    same "man -M PREFIX/share/man -w $f follows the link to url1738(3)" \
        "$pfx/share/man/man3/url1738.3" \
        "$(man -M "$pfx/share/man" -w "$f" 2>&1)"
    check "man $f renders url1738(3)" \
        sh -c "MANWIDTH=80 man -M '$pfx/share/man' $f 2>&1 |
               grep -q '^URL1738(3)'"
done
# The translated url1738(3) and, beside it, the link page of every
# function (man -L ja url1738_parse; man-db resolves ".so man3/..." in
# the language's own tree). man itself is not asked: the machine may
# have no Japanese or Chinese locale, and man then reads only the
# English tree.
for l in ja:ja zh_TW:zh-Hant; do
    d=${l%%:*}
    src=${l#*:}
    check "installed $d/man3/url1738.3 is docs/$src/url1738.3" \
        cmp -s "$pfx/share/man/$d/man3/url1738.3" "docs/$src/url1738.3"
    same "installed $d/man3/url1738_parse.3 links to url1738(3)" \
        ".so man3/url1738.3" "$(cat "$pfx/share/man/$d/man3/url1738_parse.3" 2>&1)"
done

# Installing over an installation is harmless.
check "make install twice" $MAKE -s install BUILD="$BUILD" PREFIX="$pfx"
check "make uninstall PREFIX=$pfx" \
    $MAKE -s uninstall BUILD="$BUILD" PREFIX="$pfx"
same "uninstall leaves no file" "" "$(find "$pfx" ! -type d)"

# ----- 2. DESTDIR staging, as a package build does it.
stage=$tmp/stage
check "make install DESTDIR=$stage PREFIX=/usr" \
    $MAKE -s install BUILD="$BUILD" DESTDIR="$stage" PREFIX=/usr
for f in $files; do
    check "staged /usr/$f" test -f "$stage/usr/$f"
done
same "nothing outside DESTDIR/usr" "$stage/usr" \
    "$(find "$stage" -mindepth 1 -maxdepth 1)"
same ".pc names the final prefix" "prefix=/usr" \
    "$(grep '^prefix=' "$stage/usr/lib/pkgconfig/url1738.pc")"
same "pkg-config with a sysroot" "-I$stage/usr/include" \
    "$(PKG_CONFIG_PATH= PKG_CONFIG_LIBDIR="$stage/usr/lib/pkgconfig" \
       PKG_CONFIG_SYSROOT_DIR="$stage" pkg-config --cflags url1738 2>&1 |
       sed 's/ *$//')"
check "man -M DESTDIR/usr/share/man url1738_parse" \
    sh -c "MANWIDTH=80 man -M '$stage/usr/share/man' url1738_parse 2>&1 |
           grep -q '^URL1738(3)'"
check "make uninstall DESTDIR=$stage PREFIX=/usr" \
    $MAKE -s uninstall BUILD="$BUILD" DESTDIR="$stage" PREFIX=/usr
same "staged uninstall leaves no file" "" "$(find "$stage" ! -type d)"

echo "$me ok $ok  fail $ko"
[ "$ko" -eq 0 ]
