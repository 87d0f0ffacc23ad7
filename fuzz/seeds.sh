#!/bin/sh
# SPDX-License-Identifier: MIT
# seeds.sh DIR - writes the seed corpus of the fuzz targets into DIR: the
# quoted strings of the tests (tests/e2e/*.cases, tests/t_*.c), the
# regression corpus (tests/regress/*/), and a sample of the shared URL
# corpora (URL1738_URLS, default tests/data/urls: every line of
# rfc1738_schemes.txt, every 40th line of the others). One file per seed,
# named by its checksum, so reruns do not duplicate.
set -eu
dir=$1
urls=${URL1738_URLS:-tests/data/urls}
mkdir -p "$dir"
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

# Test strings: "..." runs of the test sources, C escapes left as they are
# (a seed needs only to be near a URL, not exact).
cat tests/e2e/*.cases tests/t_*.c 2>/dev/null \
    | grep -ao '"[^"]*:[^"]*"' | sed 's/^"//; s/"$//' >"$tmp" || true
if [ -f "$urls/rfc1738_schemes.txt" ]; then
    cat "$urls/rfc1738_schemes.txt" >>"$tmp"
fi
for f in "$urls/kasztp_web.txt" "$urls/node_files.txt"; do
    [ -f "$f" ] && awk 'NR % 40 == 1' "$f" >>"$tmp"
done
# fuzz_resolve reads "base LF reference": neighbouring corpus lines, and
# RFC 1808 5.1/5.2's base with its references. fuzz_build reads a scheme
# byte, a flags byte and length-prefixed parts (fuzz/fuzz_build.c).
if [ -f "$urls/rfc1738_schemes.txt" ]; then
    awk -v d="$dir" 'NR % 5 == 1 && prev != "" {
            f = d "/resolve-" NR; printf "%s\n%s", prev, $0 >f; close(f) }
        { prev = $0 }' "$urls/rfc1738_schemes.txt"
fi
n=0
for r in g ./g g/ /g //g ?y g?y '#s' g#s ';x' g';x' '' . ./ .. ../ ../g \
         ../.. ../../ ../../../g /./g g. .g g.. ..g ./../g g/./h g/../h; do
    n=$((n + 1))
    printf 'http://a/b/c/d;p?q#f\n%s' "$r" >"$dir/resolve-1808-$n"
done
# fuzz_replies reads one reply line: each form its parsers know.
n=0
for r in '227 Entering Passive Mode (127,0,0,1,4,1)' \
         '227 P (127,0,0,1,0,25)' '227 P (1,2,3,4,999,1)' \
         '229 Entering Extended Passive Mode (|||1025|)' '229 E (!!!65536!)' \
         'HTTP/1.1 200 OK' 'HTTP/1.0 404 Not Found' 'content-length: 18' \
         'Content-Length: 99999999999999999999' '1a;ext=1' \
         '10000000000000001' '211 2 3 4 g' \
         '211 99999999999999999999 1 99999999999999999999 big' \
         '3	subject	from	date'; do
    n=$((n + 1))
    printf '%s' "$r" >"$dir/replies-$n"
done
printf '\002\000\377\377\001h\00221\002\001a\001b\001i' >"$dir/build-ftp"
printf '\003\000\001h\377\001\001a\001q' >"$dir/build-http"
printf '\004\000\001h\377\0010\001s\001q\001+' >"$dir/build-gopher"
printf '\006\000\000\377\005a@b.c' >"$dir/build-news"
printf '\012\000\377\002\001a\001b' >"$dir/build-file"
printf '\013\000\001h\377\001\001p\001\001n\001v' >"$dir/build-prospero"
printf '\001\000\003x-y\377\377\377\377\003a/b' >"$dir/build-other"
# fuzz_build3986: flags byte 1 and a URI, or flags 0 and the parts
# scheme, userinfo, user, password, host, port, path, query, fragment,
# then host_type and encoded bytes (fuzz/fuzz_build3986.c).
printf '\001https://u:p@[::1]:8443/a%%20b?q=1#f' >"$dir/build3986-uri"
printf '\001x://[v1.x]/~a?/?#/?' >"$dir/build3986-future"
printf '\000\005https\003u:p\377\377\003::1\0048443\004/a b\003q=1\001f\000\000' \
    >"$dir/build3986-parts"
# awk writes each line to its own file; the checksum names it.
sort -u "$tmp" | while IFS= read -r line; do
    sum=$(printf '%s' "$line" | cksum | cut -d' ' -f1)
    printf '%s' "$line" >"$dir/s$sum"
done
for f in tests/regress/*/*; do
    [ -f "$f" ] && cp "$f" "$dir/" || true
done
