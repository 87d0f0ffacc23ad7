#!/bin/sh
# SPDX-License-Identifier: MIT
# tools/node18.sh DIR - Debian 12's Node.js 18 (packages nodejs and
# libnode108) unpacked into DIR, beside a machine's own Node.js (such as
# NodeSource's 20, which apt cannot install next to Debian's): DIR/bin/node
# runs it. tests/t_js.sh runs the JavaScript tests under it as well as
# under the node first on the PATH (the package says "node": ">=18").
# Fetched with apt-get download from the Debian archive apt knows; the
# libraries it links (libuv1, libcares2, libnghttp2-14, libbrotli1,
# libicu72, libssl3) and the modules Debian's build reads from
# /usr/share/nodejs (node-acorn, node-cjs-module-lexer, node-undici) are
# tools/deps.sh --test's to install. Nothing is done when DIR/bin/node
# already runs.
set -eu
dir=${1:?usage: tools/node18.sh DIR}
if [ -x "$dir/bin/node" ] && "$dir/bin/node" --version >/dev/null 2>&1; then
    exit 0
fi
# Debian's own 18.x, whatever else the machine's sources offer.
ver=$(apt-cache madison nodejs 2>/dev/null |
      awk -F'|' '{gsub(/ /, "", $2); if ($2 ~ /^18\./) { print $2; exit }}')
if [ -z "$ver" ]; then
    echo "tools/node18.sh: apt knows no nodejs 18.x (Debian 12's): apt-get update?" >&2
    exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && apt-get download -q "nodejs=$ver" "libnode108=$ver" >/dev/null) || {
    echo "tools/node18.sh: apt-get download nodejs=$ver libnode108=$ver failed" >&2
    exit 1
}
mkdir -p "$dir/bin"
for d in "$work"/*.deb; do
    dpkg-deb -x "$d" "$dir/root"
done
lib=$(find "$dir/root" -name 'libnode.so.108' | head -n 1)
lib=${lib%/*}
cat >"$dir/bin/node" <<EOF
#!/bin/sh
# Debian's Node.js $ver, unpacked by tools/node18.sh
LD_LIBRARY_PATH=$lib\${LD_LIBRARY_PATH:+:\$LD_LIBRARY_PATH} exec $dir/root/usr/bin/node "\$@"
EOF
chmod 755 "$dir/bin/node"
"$dir/bin/node" --version >/dev/null || {
    echo "tools/node18.sh: $dir/bin/node does not run (its libraries: sh tools/deps.sh --test)" >&2
    exit 1
}
echo "tools/node18.sh: Node.js $("$dir/bin/node" --version) in $dir/bin/node"
