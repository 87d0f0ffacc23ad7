#!/bin/sh
# SPDX-License-Identifier: MIT
# t_js.sh - the JavaScript package and the URL inspector (js/, web/,
# docs/javascript.md): `make test-js` (node --test), its counts read
# back. Needs clang's wasm32 target and wasi-libc, Node.js with its
# headers, npm (its node-gyp), chromium and the npm registry for
# playwright-core the first time (sh tools/deps.sh --test): anything
# missing fails here, loudly.
. tests/harness.sh

make -s BUILD="$BUILD" test-js >"$tmp/out" 2>&1
st=$?
pass=$(sed -n 's/^# pass \([0-9]*\)$/\1/p' "$tmp/out" | tail -n 1)
fails=$(sed -n 's/^# fail \([0-9]*\)$/\1/p' "$tmp/out" | tail -n 1)
ok=${pass:-0}
if [ -z "$pass" ] || [ "$st" -ne 0 ] || [ "${fails:-1}" -ne 0 ]; then
    tail -n 60 "$tmp/out" >&2
    fail "make test-js: status $st, ${fails:-no count of} failed"
fi
finish
[ "$ko" -eq 0 ]
