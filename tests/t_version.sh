#!/bin/sh
# SPDX-License-Identifier: MIT
# t_version.sh - one version (issue 26): URL1738_VERSION in
# include/url1738.h is the only place it is kept; every other place that
# shows it is built from it or must agree with it:
#   the library (url1738_version(), the shared library's file name), the
#   program (--version), the pkg-config files, the Python module's
#   metadata and __version__, the man pages' footers (.TH), the PostgreSQL
#   extension (control file's default_version = MAJOR.MINOR and its full
#   script), the docs that name a file carrying it, and CHANGELOG.md.
. tests/harness.sh

v=$(sed -n 's/^#define URL1738_VERSION "\(.*\)"$/\1/p' include/url1738.h)
mm=${v%.*}
same() {  # same WHAT WANT GOT
    if [ "$2" = "$3" ]; then
        ok=$((ok + 1))
    else
        fail "$1: want '$2', got '$3' (the version is URL1738_VERSION in include/url1738.h)"
    fi
}
case $v in
[0-9]*.[0-9]*.[0-9]*) ok=$((ok + 1)) ;;
*) fail "URL1738_VERSION '$v' is not MAJOR.MINOR.PATCH" ;;
esac

# The library and the program.
same "url1738 --version" "url1738 $v" "$("$BUILD/url1738" --version 2>&1)"
same "the shared library's file" "$BUILD/liburl1738.so.$v" \
    "$(ls "$BUILD"/liburl1738.so.*.*.* 2>/dev/null)"

# pkg-config files, as make install writes them.
for pc in url1738 url1738-access; do
    make -s BUILD="$BUILD" "$BUILD/$pc.pc" >/dev/null 2>&1 ||
        fail "make $BUILD/$pc.pc failed"
    same "$pc.pc Version" "$v" \
        "$(sed -n 's/^Version: //p' "$BUILD/$pc.pc" 2>/dev/null)"
done

# Python: the metadata pip shows, and the module's __version__.
PYTHON=${PYTHON:-python3}
same "python/setup.py --version" "$v" \
    "$(cd python && URL1738_GEN_DIR="$(pwd)/../$BUILD/gen" "$PYTHON" setup.py --version 2>/dev/null | tail -n 1)"
same "url1738.__version__" "$v" \
    "$(PYTHONPATH="$BUILD/python" "$PYTHON" -c 'import url1738; print(url1738.__version__)' 2>&1)"
if grep -q '^version *=' python/pyproject.toml; then
    fail "python/pyproject.toml writes a version of its own (dynamic = [\"version\"])"
else
    ok=$((ok + 1))
fi

# The man pages' footers.
for m in docs/url1738.1 docs/url1738.3 docs/url1738.7 docs/ja/url1738.1 \
         docs/zh-Hant/url1738.1 docs/ja/url1738.3 docs/zh-Hant/url1738.3 \
         docs/ja/url1738.7 docs/zh-Hant/url1738.7; do
    same "$m .TH footer" "url1738 $v" \
        "$(sed -n 's/^\.TH [^ ]* [^ ]* [^ ]* "\([^"]*\)".*/\1/p' "$m")"
done

# PostgreSQL: MAJOR.MINOR, and the full script of that version.
same "postgres/url1738.control default_version" "'$mm'" \
    "$(sed -n 's/^default_version = //p' postgres/url1738.control)"
if [ -f "postgres/url1738--$mm.sql.in" ]; then
    ok=$((ok + 1))
else
    fail "postgres/url1738--$mm.sql.in is missing (the template of the control file's version)"
fi

# Docs that name a versioned file: every name must be this version's.
for f in README.md docs/*.md docs/ja/*.md docs/zh-Hant/*.md; do
    for n in $(grep -o 'liburl1738\.so\.[0-9]*\.[0-9]*\.[0-9]*' "$f" | sort -u); do
        same "$f names $n" "liburl1738.so.$v" "$n"
    done
    for n in $(grep -o 'url1738--[0-9]*\.[0-9]*\.sql' "$f" | sort -u); do
        same "$f names $n" "url1738--$mm.sql" "$n"
    done
done
if grep -q 'liburl1738\.so\.[0-9]*\.[0-9]*\.[0-9]' README.md &&
   grep -q 'url1738--[0-9]*\.[0-9]*\.sql' docs/scale.md; then
    ok=$((ok + 1))
else
    fail "README.md names no liburl1738.so.X.Y.Z or docs/scale.md no url1738--X.Y.sql"
fi

# CHANGELOG.md has the version.
if grep -q "^## $v\b" CHANGELOG.md 2>/dev/null; then
    ok=$((ok + 1))
else
    fail "CHANGELOG.md has no '## $v' section"
fi
finish
[ "$ko" -eq 0 ]
