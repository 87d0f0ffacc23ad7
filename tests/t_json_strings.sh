#!/bin/sh
# SPDX-License-Identifier: MIT
# t_json_strings.sh - the JSON writer's strings (cli/json.c) on the cases
# its word-at-a-time scan must get right: each escape at every position
# of an 8-byte word, and strings longer than the 8 KB that go out in one
# piece, with UTF-8 sequences (valid and broken) across the places the
# writer cuts them (every 1,024 bytes). Short cases are compared with the
# exact JSON the cli-contract asks for; long ones must read back (Python's
# json) as the line decoded with "surrogateescape".
# Ends with "tests/t_json_strings.sh ok N  fail M" for tests/run.sh.
. tests/harness.sh
P=$BUILD/url1738

if ! command -v python3 >/dev/null 2>&1; then
    fail "python3 is missing (it reads the long lines back)"
    finish
    exit 1
fi

# input JSON: the "input" member `url1738 parse` writes for one line
# (printf's escapes in both).
while IFS='|' read -r in want; do
    got=$(printf "$in\n" | "$P" parse | sed 's/^{"input":\(.*\),"valid".*/\1/')
    if [ "$got" = "$want" ]; then
        ok=$((ok + 1))
    else
        fail "input $in: got $got, want $want"
    fi
done <<'EOF'
http://h/a|"http://h/a"
x"|"x\""
x\\|"x\\"
1234567"|"1234567\""
12345678"|"12345678\""
123456789"|"123456789\""
"1234567|"\"1234567"
\001|"\u0001"
1234567\t9|"1234567\t9"
12345678\r9|"12345678\r9"
\b\f|"\b\f"
abcdefg\177h|"abcdefg\u007fh"
abcdefgh\377|"abcdefgh\udcff"
\303\251abcdefgh|"éabcdefgh"
abcdef\303\251gh|"abcdefégh"
abcdefg\303\251|"abcdefgé"
abcdefg\303|"abcdefg\udcc3"
\355\240\200abcde|"\udced\udca0\udc80abcde"
\360\237\230\200|"😀"
\364\220\200\200|"\udcf4\udc90\udc80\udc80"
EOF

# Long lines: N repetitions of a unit, so that 2-, 3- and 4-byte
# sequences (and broken ones) fall across every cut.
python3 - "$tmp/long" <<'EOF'
import sys
units = [b"a", "é".encode(), "€".encode(), "😀".encode(), b"\xc3",
         b"\xf0\x9f\x98", b"ab\x80", b'"\\\x01', "x€😀\xff".encode()]
with open(sys.argv[1], "wb") as f:
    for u in units:
        for n in (8193, 20000 // len(u), 20001 // len(u) + 1):
            f.write(b"http://h/" + u * n + b"\n")
EOF
"$P" parse <"$tmp/long" >"$tmp/long.json"
if python3 - "$tmp/long" "$tmp/long.json" <<'EOF'
import json, sys
lines = open(sys.argv[1], "rb").read().split(b"\n")[:-1]
objs = open(sys.argv[2], "rb").read().split(b"\n")[:-1]
bad = 0
if len(lines) != len(objs):
    print("%d lines in, %d objects out" % (len(lines), len(objs)))
    sys.exit(1)
for i, (line, obj) in enumerate(zip(lines, objs)):
    # Compared as text: a sequence cut in two would read back as the
    # same bytes, but as two escapes instead of the character.
    got = json.loads(obj)["input"]
    want = line.decode("utf-8", "surrogateescape")
    if got != want:
        bad += 1
        k = next((j for j in range(min(len(got), len(want)))
                  if got[j] != want[j]), min(len(got), len(want)))
        print("line %d (%d bytes): differs at character %d: %r, want %r"
              % (i + 1, len(line), k, got[k:k + 4], want[k:k + 4]))
sys.exit(1 if bad else 0)
EOF
then
    ok=$((ok + 1))
else
    fail "long lines do not read back as their input (above)"
fi
finish
