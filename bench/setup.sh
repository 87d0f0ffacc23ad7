#!/bin/sh
# SPDX-License-Identifier: MIT
# Installs the peer URL parsers the bench compares against (Debian
# packages). Does nothing for a package already installed; uses sudo when
# not root. Boost.URL needs Boost >= 1.81: libboost1.81-dev.
set -e
pkgs="liburiparser-dev libcurl4-openssl-dev libglib2.0-dev libboost1.81-dev g++ pkg-config"
missing=""
for p in $pkgs; do
    dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
echo "bench/setup.sh: installing$missing" >&2
$SUDO apt-get update -qq || true
# Boost 1.81 may be missing (older distributions): install what exists,
# the bench then builds without Boost.URL.
if ! $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing; then
    for p in $missing; do
        $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$p" \
            || echo "bench/setup.sh: $p unavailable, skipped" >&2
    done
fi
