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
PYTHONPATH="$BUILD/python" URL1738_MODULE_DIR="$BUILD/python" \
    URL1738_CLI="$BUILD/url1738" PYTHONDONTWRITEBYTECODE=1 \
    "$PYTHON" python/tests/run.py
