#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/python_callgrind.sh - instructions per URL (callgrind: repeatable,
# unlike times on a shared machine) of the Python rows of
# bench/python_bench.py: each kind run once over FILE, less a run that
# only loads FILE, divided by its lines.
# usage: PYTHON=/usr/bin/python3 sh bench/python_callgrind.sh [BUILD] [FILE]
BUILD=${1:-build}
FILE=${2:-tests/data/urls/kasztp_web.txt}
# The interpreter itself, not a wrapper script (valgrind follows one
# process).
PY=$(${PYTHON:-python3} -c 'import sys; print(sys.executable)')
n=$(wc -l <"$FILE")
ir() {
    PYTHONPATH=$BUILD/python PYTHONHASHSEED=0 valgrind --tool=callgrind \
        --callgrind-out-file=/dev/null "$PY" bench/python_bench.py \
        --only="$1" "$FILE" 2>&1 | sed -n 's/.*I *refs: *//p' | tr -d ,
}
base=$(ir none)
echo "| code | instructions/URL |"
echo "|---|---:|"
for k in url1738 url1738-cols urlsplit-nc many-5 many-5rd many-5-3986 \
         pandas-re pandas-acc; do
    i=$(ir "$k")
    [ -n "$i" ] && [ "$i" -gt "$base" ] || continue
    echo "| $k | $(( (i - base) / n )) |"
done
# The floor under parse_many (bench/python_many_time.py's rows): one
# call of each made and freed, less a run with the same preparation only.
irm() {
    PYTHONPATH=$BUILD/python PYTHONHASHSEED=0 valgrind --tool=callgrind \
        --callgrind-out-file=/dev/null "$PY" bench/python_many_time.py \
        --once="$1" "$FILE" 2>&1 | sed -n 's/.*I *refs: *//p' | tr -d ,
}
base=$(irm none)
for k in many many-arrow floor-same floor-distinct; do
    i=$(irm "$k")
    [ -n "$i" ] && [ "$i" -gt "$base" ] || continue
    echo "| $k (python_many_time.py) | $(( (i - base) / n )) |"
done
