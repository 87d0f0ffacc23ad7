#!/bin/sh
# SPDX-License-Identifier: MIT
# t_dask.sh - url1738.dask on a real Dask cluster (issue 31): one
# dask-scheduler and two dask-worker processes on 127.0.0.1, started and
# stopped by PID by tests/dask_cluster.py, a GROUP BY registered domain
# over the URL corpora equal to the single-process and the CLI's result.
# Run by Debian's python3 (python3-dask, python3-distributed); a missing
# package, program or corpus fails.
BUILD=${BUILD:-build}
PY=${DEBIAN_PYTHON:-/usr/bin/python3}
corpus=${URL1738_CORPUS:-${URL1738_URLS:-tests/data/urls}}
if [ ! -x "$PY" ]; then
    echo "t_dask: $PY not found (apt-get install python3 python3-dask" \
         "python3-distributed)" >&2
    echo "t_dask ok 0  fail 1"
    exit 1
fi
PYTHONDONTWRITEBYTECODE=1 "$PY" tests/dask_cluster.py "$BUILD" "$corpus"
