#!/bin/sh
# SPDX-License-Identifier: MIT
# t_noicu.sh - `make ICU=0` (issue 29 item 3): the program built without
# ICU into its own build directory, then, under --spec=whatwg, a domain
# that is not ASCII (or is percent-encoded to one) is refused with its
# own code, E_WHATWG_NO_ICU, at the host's offset, and every other input
# of the three URL corpora and of the WHATWG cases below reads exactly as
# the default build reads it (the same JSON line).
. tests/harness.sh

nb=$tmp/build-noicu
if ! make -s -j2 ICU=0 BUILD="$nb" "$nb/url1738" >"$tmp/make.log" 2>&1; then
    cat "$tmp/make.log" >&2
    fail "make ICU=0 BUILD=$nb failed"
    finish
    exit 1
fi
ok=$((ok + 1))
if [ ! -x "$BUILD/url1738" ]; then
    fail "no $BUILD/url1738 (run make first)"
    finish
    exit 1
fi

# Non-ASCII domains: refused by the ICU=0 build with its own code.
for u in 'http://b%C3%BCcher.de/' 'http://bücher.de/' 'https://例え.jp/a' \
         'ws://ΑΒ.gr' 'http://xn--bcher-kva.de/%C3%BC'; do
    "$nb/url1738" parse --spec=whatwg "$u" >"$tmp/one" 2>/dev/null
    case $u in
    *xn--*)   # an ASCII domain: never reaches IDNA, read alike
        if "$BUILD/url1738" parse --spec=whatwg "$u" | cmp -s - "$tmp/one"
        then ok=$((ok + 1))
        else fail "$u: the ICU=0 build reads it otherwise: $(cat "$tmp/one")"
        fi ;;
    *)
        if grep -q '"valid":false,"error":{"offset":[0-9]*,"code":"E_WHATWG_NO_ICU"' "$tmp/one"
        then ok=$((ok + 1))
        else fail "$u: wanted E_WHATWG_NO_ICU, got $(cat "$tmp/one")"
        fi ;;
    esac
done

# Everything else: the same line from both builds. A line whose default
# reading needed IDNA (a non-ASCII domain) is the ICU=0 build's refusal.
cat tests/data/urls/kasztp_web.txt tests/data/urls/node_files.txt \
    tests/data/urls/rfc1738_schemes.txt >"$tmp/in"
cat >>"$tmp/in" <<'CASES'
http://127.1/
http://0x7f.1/x
http://evil.com\@good.com/
HTTP://u:p@EXAMPLE.com:80/a/../%7e?q#f
file:///C:/a/../../b
foo://[::1]:8080/p
http://[1:2::3]/
http://h:65536/
http://EXAMPLE.COM./
CASES
"$BUILD/url1738" parse --spec=whatwg <"$tmp/in" >"$tmp/icu.jsonl"
"$nb/url1738" parse --spec=whatwg <"$tmp/in" >"$tmp/noicu.jsonl"
n=$(wc -l <"$tmp/in")
if [ "$(wc -l <"$tmp/icu.jsonl")" -ne "$n" ] ||
   [ "$(wc -l <"$tmp/noicu.jsonl")" -ne "$n" ]; then
    fail "not one line per input ($n inputs)"
else
    paste -d '\n' "$tmp/icu.jsonl" "$tmp/noicu.jsonl" | awk '
        NR % 2 == 1 { a = $0; next }
        a == $0 { same++; next }
        $0 ~ /"code":"E_WHATWG_NO_ICU"/ { refused++; next }
        { bad++; if (bad <= 5) print "  differ:\n    " a "\n    " $0 > "/dev/stderr" }
        END { printf "%d %d %d\n", same, refused, bad }' >"$tmp/counts"
    read same refused bad <"$tmp/counts"
    echo "  $n inputs: $same read alike, $refused refused as non-ASCII" \
         "domains by the ICU=0 build, $bad otherwise" >&2
    if [ "${bad:-1}" -eq 0 ] && [ "${same:-0}" -gt 90000 ]; then
        ok=$((ok + 1))
    else
        fail "the ICU=0 build reads $bad inputs otherwise (above)"
    fi
fi
finish
