#!/bin/sh
# SPDX-License-Identifier: MIT
# t_python_install.sh - the documented Python install works offline on
# Debian (issue 26): `make install-python VENV=DIR` with Debian's python3
# creates a virtual environment that sees python3-setuptools and
# python3-wheel, installs the module with pip and no package index (a
# proxy that leads nowhere: any download attempt would fail), and the
# module imports there, parses, and pip shows the library's version and
# the license.
. tests/harness.sh

# Debian's own python3: what a Debian user has (a version manager's
# python3 earlier on the PATH has no Debian packages).
py=/usr/bin/python3
[ -x "$py" ] || py=$(command -v python3)
v=$(sed -n 's/^#define URL1738_VERSION "\(.*\)"$/\1/p' include/url1738.h)

if ! "$py" -c 'import venv, setuptools, wheel' 2>"$tmp/err"; then
    fail "$py lacks venv, setuptools or wheel (apt-get install python3-venv python3-setuptools python3-wheel, or sh tools/deps.sh --test): $(cat "$tmp/err")"
    finish
    exit 1
fi
if http_proxy=http://127.0.0.1:9 https_proxy=http://127.0.0.1:9 \
   make -s install-python BUILD="$BUILD" VENV="$tmp/venv" PYTHON="$py" \
        >"$tmp/out" 2>&1; then
    ok=$((ok + 1))
else
    fail "make install-python VENV=$tmp/venv PYTHON=$py failed:"
    sed 's/^/    /' "$tmp/out" >&2
fi
got=$(cd "$tmp" && "$tmp/venv/bin/python" -c '
import url1738
u = url1738.parse("ftp://me@host.dom/%2Fetc/motd;type=a")
print(url1738.__version__, u.host, u.ftp["segments"])' 2>&1)
want="$v host.dom ['/etc', 'motd']"
if [ "$got" = "$want" ]; then
    ok=$((ok + 1))
else
    fail "import in the venv: want '$want', got '$got'"
fi
"$tmp/venv/bin/python" -m pip show url1738 >"$tmp/show" 2>&1
for kv in "Version: $v" "License: MIT"; do
    if grep -qx "$kv" "$tmp/show"; then
        ok=$((ok + 1))
    else
        fail "pip show url1738: no '$kv' in: $(tr '\n' ' ' <"$tmp/show")"
    fi
done
if [ -e python/build ] || ls -d python/*.egg-info >/dev/null 2>&1; then
    fail "make install-python left python/build or an egg-info behind"
else
    ok=$((ok + 1))
fi
finish
[ "$ko" -eq 0 ]
