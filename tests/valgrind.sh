#!/bin/sh
# SPDX-License-Identifier: MIT
# valgrind.sh - runs every end-to-end case (tests/e2e/*.cases) with the
# program under valgrind memcheck: any memory error or leak makes the
# program exit 99, which no case expects, so the case fails. Still
# reachable blocks are not leaks (the program may exit with its line
# buffer held). Prints "N passed, N failed" like run.sh.
BUILD=${BUILD:-build}
if ! command -v valgrind >/dev/null 2>&1; then
    echo "valgrind.sh: valgrind is not installed" >&2
    exit 1
fi
wrap=$(mktemp)
trap 'rm -f "$wrap"' EXIT
prog=$(cd "$(dirname "$BUILD/url1738")" && pwd)/url1738
cat >"$wrap" <<WRAP
#!/bin/sh
exec valgrind -q --error-exitcode=99 --leak-check=full \\
    --errors-for-leak-kinds=definite,indirect,possible \\
    --show-leak-kinds=definite,indirect,possible "$prog" "\$@"
WRAP
chmod +x "$wrap"
passed=0
failed=0
for f in tests/e2e/*.cases; do
    [ -f "$f" ] || continue
    line=$("$BUILD/e2e" "$wrap" "$f" | tail -n 1)
    echo "valgrind: $line"
    ok=$(printf '%s\n' "$line" | sed -n 's/.* ok \([0-9]*\)  fail \([0-9]*\)$/\1/p')
    ko=$(printf '%s\n' "$line" | sed -n 's/.* ok \([0-9]*\)  fail \([0-9]*\)$/\2/p')
    [ -n "$ok" ] || { ok=0; ko=1; echo "$f: runner failed" >&2; }
    passed=$((passed + ok))
    failed=$((failed + ko))
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
