#!/bin/sh
# SPDX-License-Identifier: MIT
# t_js.sh - the JavaScript package and the URL inspector (js/, web/,
# docs/javascript.md): `make test-js` (node --test), its counts read
# back. Needs clang's wasm32 target and wasi-libc, Node.js with its
# headers, npm (its node-gyp), chromium and the npm registry for
# playwright-core the first time (sh tools/deps.sh --test): anything
# missing fails here, loudly.
#
# The package says "node": ">=18": the suite runs under the node first
# on the PATH, then again under every other Node.js found whose major
# version differs: Debian 12's Node.js 18 unpacked beside a machine's
# own (tools/node18.sh, which tools/deps.sh --test runs where the
# machine's node is another one: /usr/local/lib/url1738/node18), and any
# node named in URL1738_NODES (colon-separated paths).
. tests/harness.sh

major() {
    "$1" -e 'process.stdout.write(process.versions.node.split(".")[0])' 2>/dev/null
}

first=$(command -v node || true)
if [ -z "$first" ]; then
    fail "no node on the PATH (nodejs: sh tools/deps.sh --test)"
    finish
    exit 1
fi
nodes=$first
seen=" $(major "$first") "
IFS=:
for n in /usr/local/lib/url1738/node18/bin/node ${URL1738_NODES:-}; do
    [ -n "$n" ] && [ -x "$n" ] || continue
    m=$(major "$n")
    case $seen in
    *" $m "*) continue ;;
    esac
    if [ -z "$m" ]; then
        fail "$n does not run"
        continue
    fi
    seen="$seen$m "
    nodes="$nodes:$n"
done
unset IFS

IFS=:
for n in $nodes; do
    unset IFS
    v=$("$n" --version 2>/dev/null)
    # Another node first on the PATH (npm and node-gyp run by it too);
    # the addon, built once, is Node-API: the same for every version.
    path=$PATH
    [ "$n" = "$first" ] || path="$(dirname "$n"):$PATH"
    PATH=$path make -s BUILD="$BUILD" test-js >"$tmp/out" 2>&1
    st=$?
    pass=$(sed -n 's/^# pass \([0-9]*\)$/\1/p' "$tmp/out" | tail -n 1)
    fails=$(sed -n 's/^# fail \([0-9]*\)$/\1/p' "$tmp/out" | tail -n 1)
    ok=$((ok + ${pass:-0}))
    if [ -z "$pass" ] || [ "$st" -ne 0 ] || [ "${fails:-1}" -ne 0 ]; then
        tail -n 60 "$tmp/out" >&2
        fail "make test-js under Node.js $v ($n): status $st, ${fails:-no count of} failed"
    else
        echo "t_js: Node.js $v ($n): ${pass} passed" >&2
    fi
done
finish
[ "$ko" -eq 0 ]
