#!/bin/sh
# SPDX-License-Identifier: MIT
# t_build_roundtrip3986.sh - `url1738 parse --spec=rfc3986` fed to
# `url1738 build --spec=rfc3986` gives back every valid URI byte for byte
# (the raw parts of cli-contract "Readings" are copied as they are; the
# scheme, lower-cased by parse, compared without case): every line of
# tests/data/urls/kasztp_web.txt that RFC 3986 reads, and a built-in
# list covering each form of appendix A. Then the same URIs from their
# decoded parts (host raw, http's segments and search, no raw path or
# query) parse to the same decoded parts. Ends with
# "tests/t_build_roundtrip3986.sh ok N  fail M".
. tests/harness.sh
P=$BUILD/url1738

cat >"$tmp/urls" <<'URLS'
https://u:p@[::1]:8443/a%20b/c?q=1&r#frag
http://[1:2:3:4:5:6:1.2.3.4]/
foo://[v1.x:y]/
x://:@h:/
x://%41b.com/~a?/?#/?
x://10.0.0.1
file:///etc/a%2Fb
file://h
mailto:a@b?subject=x%20y
urn:isbn:0-486-27557-4
x:/a//b
x:a:b
x:
x:?#
HTTP://H/
news:comp.infosystems.www.servers.unix
tel:+1-816-555-1212
ldap://[2001:db8::7]/c=GB?objectClass?one
URLS
corpus=${URL1738_URLS:-tests/data/urls}/kasztp_web.txt
if [ -s "$corpus" ]; then
    cat "$corpus" >>"$tmp/urls"
    ok=$((ok + 1))
else
    fail "$corpus is missing (tests/data/urls in the repository, or set URL1738_URLS)"
fi

"$P" parse --spec=rfc3986 <"$tmp/urls" | grep '"valid":true' >"$tmp/p1"
n=$(wc -l <"$tmp/p1")
"$P" build --spec=rfc3986 <"$tmp/p1" >"$tmp/built"
st=$?
if [ "$st" -eq 0 ] && [ "$(wc -l <"$tmp/built")" -eq "$n" ]; then
    ok=$((ok + 1))
else
    fail "build exit $st, $(wc -l <"$tmp/built") of $n lines"
    grep -n '"url":null' "$tmp/built" | head -5 >&2
fi
# A valid URI is ASCII without '"' or '\': its JSON string is itself.
cut -d '"' -f 4 "$tmp/p1" >"$tmp/in"
cut -d '"' -f 4 "$tmp/built" >"$tmp/out"
# One check per URI: equal, the scheme compared without case.
res=$(paste -d '\n' "$tmp/in" "$tmp/out" | awk -v me="$me" '
    function fold(s,   i) { i = index(s, ":");
        return tolower(substr(s, 1, i)) substr(s, i + 1) }
    NR % 2 == 1 { a = $0; next }
    { if (fold(a) == fold($0)) ok++; else { ko++; if (ko <= 5)
          printf "%s: FAIL: %s\n  came back as %s\n", me, a, $0 \
              > "/dev/stderr" } }
    END { printf "%d %d\n", ok, ko }')
ok=$((ok + ${res% *}))
ko=$((ko + ${res#* }))

# Decoded parts: http(s) URIs through their http object alone (segments,
# search: decoded) build a URI whose parse gives the same object.
grep '"http":{' "$tmp/p1" | grep -v '"fragment":"' \
    | sed -e 's/"path":"[^"]*",//' -e 's/"query":\("[^"]*"\|null\),//' \
    >"$tmp/d1"
"$P" build --spec=rfc3986 <"$tmp/d1" | cut -d '"' -f 4 >"$tmp/u2"
"$P" parse --spec=rfc3986 <"$tmp/u2" >"$tmp/d2"
# The "http" object, the last member of parse's object.
obj() { awk '{ i = index($0, "\"http\":{")
               print substr($0, i, length($0) - i) }' "$1"; }
res=$(obj "$tmp/d1" | paste -d '\n' - "$tmp/d2" | awk -v me="$me" '
    NR % 2 == 1 { a = $0; next }
    { i = index($0, "\"http\":{"); b = substr($0, i, length($0) - i)
      if (a == b) ok++; else { ko++; if (ko <= 5)
          printf "%s: FAIL: %s\n  came back as %s\n", me, a, b \
              > "/dev/stderr" } }
    END { printf "%d %d\n", ok, ko }')
ok=$((ok + ${res% *}))
ko=$((ko + ${res#* }))
# kasztp_web.txt has 47,669 lines RFC 3986 reads (as uriparser does):
# fewer means the corpus shrank.
want=15
[ -s "$corpus" ] && want=47600
[ "$n" -ge "$want" ] && ok=$((ok + 1)) ||
    fail "only $n valid URIs, wanted at least $want"
finish
