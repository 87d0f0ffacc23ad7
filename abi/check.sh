#!/bin/sh
# SPDX-License-Identifier: MIT
# abi/check.sh BUILD [--update] - `make abi-check` and `make abi-update`:
# the ABI of BUILD/liburl1738.so and include/url1738.h against every
# released record (abi/RELEASED) and the record of the version being
# developed (abi/VERSION.abi, VERSION the header's URL1738_VERSION).
# --update rewrites only the latter, and refuses a released version.
# The work is abi/abi.py's (abi/README).
BUILD=${1:-build}
command -v python3 >/dev/null || { echo "abi/check.sh: python3 is missing" >&2; exit 2; }
if [ "$2" = "--update" ]; then
    exec python3 abi/abi.py update "$BUILD"
fi
exec python3 abi/abi.py check "$BUILD"
