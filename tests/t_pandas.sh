#!/bin/sh
# SPDX-License-Identifier: MIT
# t_pandas.sh - url1738.pandas (the Series accessor), the CLI's
# --format=csv|tsv read by pandas without options, and parse, normalize
# and extract in flat memory on a large stream (issue 31):
# tests/pandas_check.py, run by Debian's python3 (python3-pandas). A
# missing package, module or corpus fails.
BUILD=${BUILD:-build}
PY=${DEBIAN_PYTHON:-/usr/bin/python3}
corpus=${URL1738_CORPUS:-${URL1738_URLS:-tests/data/urls}}
if [ ! -x "$PY" ]; then
    echo "t_pandas: $PY not found (apt-get install python3" \
         "python3-pandas)" >&2
    echo "t_pandas ok 0  fail 1"
    exit 1
fi
PYTHONDONTWRITEBYTECODE=1 "$PY" tests/pandas_check.py "$BUILD" "$corpus"
