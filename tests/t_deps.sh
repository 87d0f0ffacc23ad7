#!/bin/sh
# SPDX-License-Identifier: MIT
# t_deps.sh - tools/deps.sh, the one list of packages (issue 26):
# 1. the light set is part of the test set, and apt knows every package;
# 2. on this machine the test set is complete (--check: nothing missing,
#    and its checks of the files the tests read pass; it installs nothing);
# 3. with apt-get, dpkg-query and systemctl replaced by stubs that record
#    their calls: what is missing is installed in one apt-get call, no
#    service may start during it (a policy-rc.d that exits 101 is in
#    place, and removed after), and the servers it installed are disabled.
. tests/harness.sh

sh tools/deps.sh --list >"$tmp/light" 2>&1 || fail "deps.sh --list failed"
sh tools/deps.sh --list --test >"$tmp/full" 2>&1 ||
    fail "deps.sh --list --test failed"
extra=$(sort "$tmp/light" | comm -23 - "$(sort "$tmp/full" >"$tmp/fs"; echo "$tmp/fs")")
if [ -s "$tmp/light" ] && [ -z "$extra" ]; then
    ok=$((ok + 1))
else
    fail "light set not within the test set: $extra"
fi
# One apt-cache call for all (one per package is slow on a busy machine).
# shellcheck disable=SC2046
if apt-cache show --no-all-versions $(cat "$tmp/full") >/dev/null \
        2>"$tmp/apt"; then
    ok=$((ok + 1))
else
    fail "apt does not know every package: $(cat "$tmp/apt")"
fi
case " $(echo $(cat "$tmp/light")) " in
*" nginx-light "*|*" postgresql "*|*" vsftpd "*)
    fail "the light set installs a server" ;;
*) ok=$((ok + 1)) ;;
esac

if sh tools/deps.sh --test --check >"$tmp/out" 2>&1; then
    ok=$((ok + 1))
else
    fail "tools/deps.sh --test on this machine:"
    sed 's/^/    /' "$tmp/out" >&2
fi

# 3. stubs
mkdir -p "$tmp/bin"
log=$tmp/log
pol=$tmp/policy-rc.d
cat >"$tmp/bin/dpkg-query" <<STUB
#!/bin/sh
# everything is installed but the servers
for a; do last=\$a; done
case \$last in nginx-light|vsftpd) echo "unknown ok not-installed" ;;
*) echo "install ok installed" ;; esac
STUB
cat >"$tmp/bin/apt-get" <<STUB
#!/bin/sh
if [ -x "$pol" ]; then "$pol" nginx start; p=\$?; else p=none; fi
echo "apt-get \$* policy=\$p" >>"$log"
STUB
cat >"$tmp/bin/systemctl" <<STUB
#!/bin/sh
echo "systemctl \$*" >>"$log"
STUB
cat >"$tmp/bin/sudo" <<STUB
#!/bin/sh
exec "\$@"
STUB
chmod +x "$tmp/bin/"*
PATH="$tmp/bin:$PATH" DEPS_POLICY_RC=$pol sh tools/deps.sh --test \
    >"$tmp/out" 2>&1
got=$(grep 'install' "$log" | sed 's/.*install -y -qq//')
case $got in
*" vsftpd nginx-light policy=101") ok=$((ok + 1)) ;;
*) fail "apt-get install: want 'vsftpd nginx-light' under a policy exiting 101, got '$got'" ;;
esac
if [ ! -e "$pol" ]; then
    ok=$((ok + 1))
else
    fail "the policy-rc.d was left in place"
fi
for u in nginx.service vsftpd.service; do
    if grep -q "systemctl disable --now $u" "$log"; then
        ok=$((ok + 1))
    else
        fail "$u not disabled after the install"
    fi
done
if grep -q "systemctl.*postgresql" "$log"; then
    fail "a service it did not install was touched"
else
    ok=$((ok + 1))
fi
finish
[ "$ko" -eq 0 ]
