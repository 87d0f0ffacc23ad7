#!/bin/sh
# SPDX-License-Identifier: MIT
# tools/deps.sh [--test] [--list] - installs on Debian (12 and later) what
# url1738 needs, with apt-get, as root or through sudo. The one list of
# packages: README.md's two commands and .ci/run call this script.
#
#   sh tools/deps.sh            what `make` needs: a C compiler, make,
#                               pkg-config and the Public Suffix List
#                               compiled into the library. No servers.
#   sh tools/deps.sh --test     also everything `make test` needs: clang
#                               and its sanitizer and fuzzer run-times,
#                               valgrind, SQLite, PostgreSQL, Python's
#                               headers and test packages, the peers'
#                               packages the oracle tests read, and the
#                               FTP, HTTP, Gopher and NNTP servers fetch
#                               is tested against.
#   sh tools/deps.sh --list [--test]   prints the packages, installs none.
#   sh tools/deps.sh --check [--test]  installs none; fails naming what
#                                      is missing.
#
# Only missing packages are installed (apt-get update runs only then).
# Servers that apt-get would start are not started (a policy-rc.d is in
# place during the install unless one already is), and the ones this run
# installed are disabled again at boot: the tests start their own on
# 127.0.0.1, under their own configuration, and stop them by PID.
set -eu

test_set=0
list=0
check=0
for a in "$@"; do
    case $a in
    --test) test_set=1 ;;
    --list) list=1 ;;
    --check) check=1 ;;
    -h|--help)
        sed -n '3,25s/^# \{0,1\}//p' "$0"
        exit 0 ;;
    *)
        echo "tools/deps.sh: unknown argument '$a' (--test, --list, --help)" >&2
        exit 2 ;;
    esac
done

# ----- The light set: `make` (libraries, program, SQLite extension when
# its header is there, man pages as they are; libicu-dev: UTS #46 for the
# WHATWG reading's hosts, `make ICU=0` builds without it; python3: the
# message catalogues po/LL.po compiled into C tables, tools/po2c.py).
pkgs="gcc libc6-dev make pkg-config publicsuffix libicu-dev python3"

if [ "$test_set" -eq 1 ]; then
    # Python's minor version names the test-suite package (Python's urllib
    # tests are peer inputs): the python3 this machine has or will have.
    # Debian's python3 (/usr/bin: not one a version manager puts first
    # on the PATH).
    pyver=$(/usr/bin/python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])' \
            2>/dev/null || true)
    if [ -z "$pyver" ]; then
        pyver=$(apt-cache depends python3 2>/dev/null |
                sed -n 's/.*Depends: python\([0-9][0-9.]*\)$/\1/p' | head -n 1)
    fi
    pyver=${pyver:-3.11}
    pkgs="$pkgs
        git
        clang libclang-rt-dev valgrind g++ binutils
        python3 python3-dev python3-setuptools python3-wheel python3-venv
        python3-pip
        sqlite3 libsqlite3-dev
        man-db groff-base
        liburiparser-dev
        vsftpd nginx-light gophernicus leafnode socat curl wget util-linux
        postgresql postgresql-server-dev-all
        libpython$pyver-testsuite python3-hyperlink
        librust-url-dev librust-http-dev librust-data-url-dev
        python3-pandas python3-dask python3-distributed
        nodejs
        lld wasi-libc libclang-rt-dev-wasm32 chromium
        bash zsh
        gettext"
    # npm and the Node headers: NodeSource's nodejs has both (and
    # conflicts with Debian's npm); Debian's nodejs needs npm and
    # libnode-dev (/usr/include/node) beside it.
    command -v npm >/dev/null 2>&1 || pkgs="$pkgs npm"
    [ -f /usr/include/node/node_api.h ] || pkgs="$pkgs libnode-dev"
    # Node.js 18 beside another machine's own node (NodeSource's 20
    # cannot share the package name with Debian's 18): Debian's unpacked
    # by tools/node18.sh after the install, and what it needs.
    node18=
    nodev=$(node -e 'process.stdout.write(process.versions.node)' 2>/dev/null ||
            apt-cache policy nodejs 2>/dev/null | sed -n 's/^ *Candidate: *//p')
    case $nodev in
    18.*) ;;
    *)
        if apt-cache madison nodejs 2>/dev/null | grep -q '| *18\.'; then
            node18=/usr/local/lib/url1738/node18
            pkgs="$pkgs libuv1 libc-ares2 libnghttp2-14 libbrotli1 libicu72
                libssl3 node-acorn node-cjs-module-lexer node-undici"
        fi ;;
    esac
    # What each is for:
    #   git: t_standalone.sh lists the tracked files.
    #   clang, libclang-rt-dev: the clang build, make test-sanitize (ASan,
    #     UBSan run-times) and make fuzz (libFuzzer); valgrind: memcheck.
    #   g++: the header compiled as C++ (t_abi.sh); binutils: readelf, nm.
    #   python3-*: the module (make python), its install test (a venv
    #     with Debian's setuptools and wheel, offline), i18n_scan.py.
    #   sqlite3, libsqlite3-dev: the SQLite extension and its test.
    #   man-db, groff-base: the man pages' tests.
    #   liburiparser-dev: the RFC 3986 oracle (t_rfc3986_oracle).
    #   vsftpd ... util-linux: the servers fetch is tested against, and
    #     socat, curl, wget (conformance), setsid and runuser.
    #   postgresql, postgresql-server-dev-all: the server and PGXS with the
    #     server's headers (postgres.h), Debian's default major.
    #   libpythonX.Y-testsuite, python3-hyperlink, librust-*: peer test
    #     inputs (tests/peers/).
    #   python3-pandas, python3-dask, python3-distributed: url1738.pandas
    #     and url1738.dask, and the dask-scheduler and dask-worker
    #     programs tests/t_dask.sh starts (Debian's python3's packages).
    #   nodejs: the WHATWG reading's second oracle, new URL()
    #     (t_whatwg_node.sh), and the JavaScript package's tests (t_js.sh:
    #     Node.js 18, Debian 12's, and any other node the machine has).
    #   libuv1 ... node-undici (only where the machine's node is not 18):
    #     what Debian's Node.js 18 reads, unpacked by tools/node18.sh
    #     into /usr/local/lib/url1738/node18 (t_js.sh runs under both).
    #   lld, wasi-libc, libclang-rt-dev-wasm32: make wasm (clang's
    #     wasm32-wasi target: wasm-ld, the C library, the run-time).
    #   chromium: the URL inspector's test (js/test/browser.test.mjs,
    #     driven by the npm package playwright-core: make js-deps).
    #   npm, libnode-dev: the Node-API addon (npm's node-gyp, node_api.h)
    #     and the npm tarball's install test (make test-js).
    #   bash, zsh: the shell completions' tests.
    #   gettext: msgfmt -c --check-format on po/LL.po and msgmerge for
    #     `make pot` (tests/t_po.sh).
fi

if [ "$list" -eq 1 ]; then
    for p in $pkgs; do echo "$p"; done
    exit 0
fi

command -v dpkg-query >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1 || {
    echo "tools/deps.sh: this is for Debian and its derivatives (apt-get," \
         "dpkg-query); install by hand: $(echo $pkgs)" >&2
    exit 1
}

missing=
for p in $pkgs; do
    st=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
    case $st in
    *" installed") ;;
    *) missing="$missing $p" ;;
    esac
done

# The units of the servers in the list: disabled at boot when this run
# installed their package.
units_of() {
    case $1 in
    nginx-light) echo nginx.service ;;
    vsftpd) echo vsftpd.service ;;
    gophernicus) echo gophernicus.socket ;;
    leafnode) echo leafnode.socket ;;
    postgresql) echo postgresql.service ;;
    esac
}

if [ -n "$missing" ] && [ "$check" -eq 1 ]; then
    echo "tools/deps.sh: missing:$missing" >&2
    exit 1
fi
if [ -n "$missing" ]; then
    # Root runs apt-get itself; anyone else through sudo.
    if [ "$(id -u)" -eq 0 ]; then
        as_root=
    elif command -v sudo >/dev/null 2>&1; then
        as_root=sudo
    else
        echo "tools/deps.sh: run as root or install sudo (missing:$missing)" >&2
        exit 1
    fi
    echo "tools/deps.sh: installing$missing"
    # (DEPS_POLICY_RC: another path, for tests/t_deps.sh.)
    policy=${DEPS_POLICY_RC:-/usr/sbin/policy-rc.d}
    own_policy=0
    if [ ! -e "$policy" ]; then
        # exit 101: "action forbidden by policy": invoke-rc.d and
        # deb-systemd-invoke start nothing while the packages install.
        printf '#!/bin/sh\n# tools/deps.sh (url1738), removed after the install\nexit 101\n' |
            $as_root tee "$policy" >/dev/null
        $as_root chmod 755 "$policy"
        own_policy=1
        trap '$as_root rm -f "$policy"' EXIT
        trap 'exit 1' INT TERM
    fi
    $as_root apt-get -o DPkg::Lock::Timeout=600 update -qq
    # shellcheck disable=SC2086
    $as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq \
        $missing
    if [ "$own_policy" -eq 1 ]; then
        $as_root rm -f "$policy"
        trap - EXIT
    fi
    for p in $missing; do
        for u in $(units_of "$p"); do
            if command -v systemctl >/dev/null 2>&1; then
                $as_root systemctl disable --now "$u" >/dev/null 2>&1 || true
            fi
            s=${u%.service}
            if [ "$s" != "$u" ] && [ -x "/etc/init.d/$s" ]; then
                $as_root service "$s" stop >/dev/null 2>&1 || true
                $as_root update-rc.d "$s" disable >/dev/null 2>&1 || true
            fi
        done
    done
fi

# Debian's Node.js 18 beside the machine's own node (t_js.sh).
if [ "$test_set" -eq 1 ] && [ -n "$node18" ] && [ "$check" -eq 0 ] &&
   ! [ -x "$node18/bin/node" ]; then
    if [ "$(id -u)" -eq 0 ]; then
        sh "$(dirname "$0")/node18.sh" "$node18"
    else
        sudo sh "$(dirname "$0")/node18.sh" "$node18"
    fi
fi

# ----- What the packages must have given: checked by the files the build
# and the tests read, so that a package that installs without them (a
# renamed package, a PGXS without the server's headers) fails here, by
# name, rather than somewhere in make test.
bad=0
need() {  # need FILE-OR-GLOB WHAT
    # shellcheck disable=SC2086
    if ! ls $1 >/dev/null 2>&1; then
        echo "tools/deps.sh: $1 is missing ($2)" >&2
        bad=1
    fi
}
need /usr/share/publicsuffix/public_suffix_list.dat "publicsuffix: the list compiled into the library"
need /usr/include/unicode/uidna.h "libicu-dev: IDNA for the WHATWG reading (make ICU=0 builds without)"
need /usr/bin/python3 "python3: tools/po2c.py compiles the message catalogues"
if [ "$test_set" -eq 1 ]; then
    need /usr/share/doc/publicsuffix/examples/test_psl.txt "publicsuffix: t_psl's cases"
    need /usr/bin/msgfmt "gettext: msgfmt checks po/LL.po (tests/t_po.sh)"
    need "/usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a" "libclang-rt-dev: make fuzz"
    need "/usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.asan-x86_64.a" "libclang-rt-dev: make test-sanitize with clang"
    need /usr/include/uriparser/Uri.h "liburiparser-dev: t_rfc3986_oracle"
    need /usr/include/sqlite3ext.h "libsqlite3-dev: the SQLite extension"
    inc=$(pg_config --includedir-server 2>/dev/null || true)
    need "${inc:-/nonexistent}/postgres.h" "postgresql-server-dev-all: the PostgreSQL extension"
    bin=$(pg_config --bindir 2>/dev/null || true)
    need "${bin:-/nonexistent}/postgres" "postgresql: the server the extension's tests start"
    pyinc=$(/usr/bin/python3 -c 'import sysconfig; print(sysconfig.get_paths()["include"])' 2>/dev/null || true)
    need "${pyinc:-/nonexistent}/Python.h" "python3-dev: the Python module"
    need "/usr/lib/python$pyver/test/test_urlparse.py" "libpython$pyver-testsuite: peer inputs"
    need "/usr/share/cargo/registry/url-2.*/tests/urltestdata.json" "librust-url-dev: peer inputs"
    need /usr/sbin/vsftpd "vsftpd: fetch's FTP server"
    need /usr/sbin/nginx "nginx-light: fetch's HTTP server"
    need /usr/sbin/gophernicus "gophernicus: fetch's Gopher server"
    need /usr/sbin/leafnode "leafnode: fetch's NNTP server"
    command -v node >/dev/null 2>&1 ||
        { echo "tools/deps.sh: node is missing (nodejs: t_whatwg_node.sh, t_js.sh)" >&2; bad=1; }
    nodev=$(node -e 'process.stdout.write(process.versions.node)' 2>/dev/null || true)
    case $nodev in
    1[89].*|[2-9][0-9].*) ;;
    *) echo "tools/deps.sh: node ${nodev:-(none)} is older than 18 (js/package.json's engines)" >&2
       bad=1 ;;
    esac
    if [ -n "$node18" ]; then
        "$node18/bin/node" --version >/dev/null 2>&1 ||
            { echo "tools/deps.sh: $node18/bin/node does not run (tools/node18.sh: Debian's Node.js 18 beside node $nodev)" >&2; bad=1; }
    fi
    need /usr/bin/wasm-ld "lld: make wasm links with wasm-ld"
    need /usr/include/wasm32-wasi/stdio.h "wasi-libc: make wasm's C library"
    need "/usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a" "libclang-rt-dev-wasm32: make wasm's run-time"
    need /usr/bin/chromium "chromium: the inspector's test in headless Chromium"
    need /usr/include/node/node_api.h "libnode-dev (or NodeSource's nodejs): the Node-API addon's headers"
    command -v npm >/dev/null 2>&1 ||
        { echo "tools/deps.sh: npm is missing (npm: node-gyp and the package test)" >&2; bad=1; }
    /usr/bin/python3 -c 'import setuptools, wheel, venv' 2>/dev/null ||
        { echo "tools/deps.sh: /usr/bin/python3 cannot import setuptools, wheel, venv" >&2; bad=1; }
fi
[ "$bad" -eq 0 ] || exit 1
echo "tools/deps.sh: ok ($(echo $pkgs | wc -w) packages$([ "$test_set" -eq 1 ] && echo ', the test set'))"
