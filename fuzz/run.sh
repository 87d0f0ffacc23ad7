#!/bin/sh
# SPDX-License-Identifier: MIT
# run.sh TARGET... - runs each fuzz target FUZZ_SECONDS seconds (default
# 30) from the seed corpus, with the dictionary, and prints per target the
# executions and the findings. Findings (crash-*, leak-*, timeout-* ...)
# are written to $FUZZ_BUILD/findings/; any finding makes it fail, as
# does a target that is not built (make fuzz builds them first).
set -u
build=${FUZZ_BUILD:-build-fuzz}
secs=${FUZZ_SECONDS:-30}
seeds=$build/seeds
findings=$build/findings
mkdir -p "$findings"
rm -rf "$seeds"
sh fuzz/seeds.sh "$seeds"
status=0
for t in "$@"; do
    corpus=$build/corpus/$t
    log=$build/fuzz_$t.log
    mkdir -p "$corpus"
    if [ ! -x "$build/fuzz_$t" ]; then
        # Run alone, this script does not build: say so, never report a
        # missing target as a finding (or as clean).
        echo "fuzz_$t: $build/fuzz_$t is not built; run 'make fuzz-build'" \
             "(or 'make fuzz', which builds and runs)"
        status=1
        continue
    fi
    "$build/fuzz_$t" -max_total_time="$secs" -max_len=4096 -timeout=10 \
        -rss_limit_mb=1024 -print_final_stats=1 -dict=fuzz/url1738.dict \
        -artifact_prefix="$findings/$t-" "$corpus" "$seeds" >"$log" 2>&1
    rc=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    if [ "$rc" -ne 0 ]; then
        status=1
        echo "fuzz_$t: FINDING after ${runs:-?} executions (status $rc)," \
             "see $log and $findings/"
        grep -E 'ERROR|property broken|SUMMARY' "$log" | head -5
    else
        echo "fuzz_$t: ${runs:-?} executions in ${secs}s, no finding"
    fi
done
exit $status
