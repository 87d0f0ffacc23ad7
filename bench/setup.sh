#!/bin/sh
# SPDX-License-Identifier: MIT
# Installs the peer URL parsers the bench compares against (Debian
# packages). Does nothing for a package already installed; uses sudo when
# not root. Boost.URL needs Boost >= 1.81: libboost1.81-dev.
#
# ada (the WHATWG URL parser, C++20) is no Debian package: bench/run.sh
# builds it from a checkout of its source named by ADA_DIR (default
# /work/ada), compiling $ADA_DIR/src/ada.cpp with -Iinclude -std=c++20
# -O2 (ada's newest source needs C++20: std::endian, concepts). Get it
# with, e.g.,
#     git clone https://github.com/ada-url/ada "$ADA_DIR"
# (issue 30 measured its commit 308110b). Without it the bench runs and
# says "ada missing".
#
# bench/extract.sh's peers: ripgrep (rg), grep (GNU grep) and urlscan,
# beside `url1738 extract`; time (GNU time: peak resident sets); valgrind
# (bench/cli.sh's instruction counts); bc (the scripts' arithmetic).
set -e
pkgs="liburiparser-dev libcurl4-openssl-dev libglib2.0-dev libboost1.81-dev g++ pkg-config"
pkgs="$pkgs ripgrep grep urlscan time valgrind bc"
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
