#!/bin/sh
# SPDX-License-Identifier: MIT
# t_build_roundtrip.sh - `url1738 parse` output fed to `url1738 build`
# gives back a URL that parses to the same parts (RFC 1738 3, 5; the JSON
# input of build, docs/cli.md): for every valid URL of the RFC 1738
# schemes corpus and a built-in list covering every scheme and part.
# "Same parts": scheme, user, password, host, port, the scheme's object;
# the raw url-path is compared decoded for other schemes (the builder
# escapes only what must be), and not at all where the scheme's object
# holds it. Ends with "tests/t_build_roundtrip.sh ok N  fail M".
BUILD=${BUILD:-build}
P=$BUILD/url1738
me=tests/t_build_roundtrip.sh
ok=0
ko=0
tmp=$(mktemp -d) || exit 1
trap '[ -n "$KEEP" ] || rm -rf "$tmp"' EXIT

cat >"$tmp/urls" <<'URLS'
ftp://u%3Ax:p%40w@h.dom:21/a%2Fb/c%3Bd/;type=D
ftp://@h/
ftp://foo:@h/x;type=a
ftp://h
http://h:8080/%7Ea/b%2Fc;p?q%3F=%20&r
http://h/
http://h
gopher://h
gopher://h/
gopher://h/1
gopher://h/0a/b%09x%20y%09+%0D%0A
gopher://h/7%09
mailto:a%22b@h.dom
news:*
news:comp.lang.c
news:12%3A34@h.dom
nntp://h/comp.x
nntp://h:119/comp.x/12
telnet://u:p@h:23/
telnet://h
wais://h/db
wais://h/db?a%20b
wais://h/db/t/p%2Fq
file:///etc/a%20b
file://localhost/%FF%00
file://h.dom/
prospero://h:1525/a/b%3B;n=v%3Bw;x=%3D
x-y://u@h:1/a%2Fb%20c
x-y://h
urn:isbn:1
a:
URLS
# The corpus: $URL1738_URLS or tests/data/urls (tests/harness.c says
# the same). Missing, the run would shrink from ~1,195 checks to ~33:
# that is a failure, never a quiet pass.
corpus=${URL1738_URLS:-tests/data/urls}/rfc1738_schemes.txt
if [ -s "$corpus" ]; then
    cat "$corpus" >>"$tmp/urls"
    ok=$((ok + 1))
else
    ko=$((ko + 1))
    echo "$me: FAIL: $corpus is missing (tests/data/urls in the repository," \
        "or set URL1738_URLS)" >&2
fi

# The raw url-path of an object without a scheme object (other schemes),
# else a space (never in a URL): one line per object, decoded by `url1738 decode`.
other_path() {
    sed -n -e 's/.*"default_port":[0-9a-z]*,"path":"\([^"]*\)"}$/\1/p' \
        -e t -e 's/.*/ /p' "$1" | "$P" decode
}
# The parts to compare: the input and the raw url-path taken out.
parts() {
    sed -e 's/^{"input":"[^"]*",//' \
        -e 's/\("default_port":[0-9a-z]*\),"path":\(null\|"[^"]*"\)/\1/' \
        "$1" >"$1.parts"
    other_path "$1" | sed 's/^{"input":"[^"]*",//' >"$1.path"
    paste -d ' ' "$1.parts" "$1.path"
}

"$P" parse <"$tmp/urls" | grep '"valid":true' >"$tmp/p1"
n=$(wc -l <"$tmp/p1")
"$P" build <"$tmp/p1" >"$tmp/built"
st=$?
if [ "$st" -eq 0 ] && [ "$(wc -l <"$tmp/built")" -eq "$n" ]; then
    ok=$((ok + 1))
else
    ko=$((ko + 1))
    echo "$me: FAIL: build exit $st, $(wc -l <"$tmp/built") of $n lines" >&2
    grep -n '"url":null' "$tmp/built" | head -5 >&2
fi
sed 's/^{"url":"\([^"]*\)","error":null}$/\1/' "$tmp/built" >"$tmp/u2"
"$P" parse <"$tmp/u2" >"$tmp/p2"
parts "$tmp/p1" >"$tmp/n1"
parts "$tmp/p2" >"$tmp/n2"
# One check per URL: line i of both must be equal.
paste -d '\n' "$tmp/n1" "$tmp/n2" >"$tmp/pairs"
res=$(awk -v me="$me" 'NR % 2 == 1 { a = $0; next }
    { if (a == $0) ok++; else { ko++; if (ko <= 5)
          printf "%s: FAIL: url %d:\n  %s\n  %s\n", me, NR / 2, a, $0 \
              > "/dev/stderr" } }
    END { printf "%d %d\n", ok, ko }' "$tmp/pairs")
ok=$((ok + ${res% *}))
ko=$((ko + ${res#* }))
# The built-in list alone has more than 30 valid URLs, with the corpus
# more than 1,150 (1,194 when this floor was set).
want=30
[ -s "$corpus" ] && want=1150
[ "$n" -ge "$want" ] && ok=$((ok + 1)) || { ko=$((ko + 1));
    echo "$me: FAIL: only $n valid URLs, wanted at least $want" >&2; }
echo "$me ok $ok  fail $ko"
