#!/bin/sh
# SPDX-License-Identifier: MIT
# t_standalone.sh - the repository stands on its own (issue 26): no tracked
# file reads anything beside the clone (../shared, /work/...), the corpora
# the tests read are in tests/data/urls with their origin and license, and
# each license text the README there names is present; LICENSE and the
# sources' SPDX lines.
. tests/harness.sh

if ! command -v git >/dev/null 2>&1 || ! git rev-parse --git-dir \
        >/dev/null 2>&1; then
    fail "not a git work tree (git ls-files lists what to check)"
    finish
    exit 1
fi
# 1. Nothing outside the clone.
hits=$(git ls-files -z | xargs -0 grep -lE '\.\./shared/|/work/(shared|main)' \
           -- 2>/dev/null | grep -v '^tests/t_standalone.sh$')
if [ -z "$hits" ]; then
    ok=$((ok + 1))
else
    fail "files that read outside the repository: $(echo $hits)"
fi
# 2. Every corpus the tests name is there, tracked, and described.
for f in kasztp_web.txt node_files.txt rfc1738_schemes.txt; do
    p=tests/data/urls/$f
    if [ -s "$p" ] && git ls-files --error-unmatch "$p" >/dev/null 2>&1 &&
       grep -q "\`$f\`" tests/data/urls/README.md; then
        ok=$((ok + 1))
    else
        fail "$p: missing, untracked or not in tests/data/urls/README.md"
    fi
done
# 3. Every license file the README links to exists.
for l in $(grep -o 'LICENSES/[A-Za-z0-9_.-]*' tests/data/urls/README.md |
           sort -u); do
    if [ -s "tests/data/urls/$l" ]; then
        ok=$((ok + 1))
    else
        fail "tests/data/urls/$l: named in the README, missing"
    fi
done
# 4. The license: LICENSE at the top, and an SPDX line in every source
# file (C, shell, Python, the Makefile).
if grep -q '^MIT License' LICENSE 2>/dev/null; then
    ok=$((ok + 1))
else
    fail "LICENSE is missing or not the MIT License"
fi
missing=$(git ls-files | grep -E '\.(c|h|sh|py|pyi)$|^Makefile$|^\.ci/run$' |
          grep -vE '^(tests/(data|regress|e2e)|docs|abi/[0-9.]+)/' |
          while read -r f; do
              head -n 3 "$f" | grep -q 'SPDX-License-Identifier: MIT' ||
                  echo "$f"
          done)
if [ -z "$missing" ]; then
    ok=$((ok + 1))
else
    fail "no SPDX-License-Identifier line in: $(echo $missing)"
fi
finish
[ "$ko" -eq 0 ]
