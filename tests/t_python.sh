#!/bin/sh
# SPDX-License-Identifier: MIT
# t_python.sh - the Python module's tests (python/tests/, unittest) against
# the module `make python` built into $BUILD/python: the CLI's e2e cases
# and the URL corpora answered alike, reference counts, threads, hostile
# inputs. No python3 or no built module is a failure, never a skip.
BUILD=${BUILD:-build}
PYTHON=${PYTHON:-python3}
if ! command -v "$PYTHON" >/dev/null 2>&1; then
    echo "t_python: $PYTHON not found (install python3 and python3-dev)" >&2
    echo "t_python ok 0  fail 1"
    exit 1
fi
set -- "$BUILD"/python/url1738*.so
if [ ! -f "$1" ]; then
    echo "t_python: no module in $BUILD/python: run make python (it needs" \
         "python3-dev and python3-setuptools)" >&2
    echo "t_python ok 0  fail 1"
    exit 1
fi
# counts FILE: "OK KO" from run.py's last line "t_python ok N  fail M"
# in FILE; "0 1" when it printed none (a crash, a sanitizer's abort).
counts() {
    sed -n 's/^t_python ok \([0-9]*\)  fail \([0-9]*\)$/\1 \2/p' "$1" \
        | tail -n 1 | grep . || echo "0 1"
}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

PYTHONPATH="$BUILD/python" URL1738_MODULE_DIR="$BUILD/python" \
    URL1738_CLI="$BUILD/url1738" PYTHONDONTWRITEBYTECODE=1 \
    "$PYTHON" python/tests/run.py >"$tmp/plain"
set -- $(counts "$tmp/plain")
ok=$1 ko=$2

# make test-sanitize: CC carries -fsanitize=address (the Makefile then
# built the module with ASan and UBSan into $BUILD/python-san). The same
# tests run against that module, in python3 with the sanitizers' run-time
# preloaded (python3 itself is not built with them; its own allocations
# are not leak-checked). Any finding aborts the run: a failure.
case " ${CC:-} " in
*-fsanitize=*address*)
    set -- "$BUILD"/python-san/url1738*.so
    cc1=${CC%% *}
    asan=$("$cc1" -print-file-name=libasan.so 2>/dev/null)
    ubsan=$("$cc1" -print-file-name=libubsan.so 2>/dev/null)
    if [ ! -f "$1" ] || [ ! -f "$asan" ] || [ ! -f "$ubsan" ]; then
        echo "t_python: sanitized run: need $BUILD/python-san/url1738*.so" \
             "(make python-san) and $cc1's libasan.so and libubsan.so" \
             "(got '$asan', '$ubsan')" >&2
        ko=$((ko + 1))
    else
        LD_PRELOAD="$asan $ubsan" URL1738_SANITIZED=1 \
        ASAN_OPTIONS=detect_leaks=0:verify_asan_link_order=0:abort_on_error=1 \
        UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
        PYTHONPATH="$BUILD/python-san" URL1738_MODULE_DIR="$BUILD/python-san" \
        URL1738_CLI="$BUILD/url1738" PYTHONDONTWRITEBYTECODE=1 \
            "$PYTHON" python/tests/run.py >"$tmp/san"
        set -- $(counts "$tmp/san")
        echo "t_python: with ASan and UBSan: ok $1  fail $2" >&2
        ok=$((ok + $1)) ko=$((ko + $2))
    fi
    ;;
esac
echo "t_python ok $ok  fail $ko"
[ "$ko" -eq 0 ]
