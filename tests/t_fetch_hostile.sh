#!/bin/sh
# SPDX-License-Identifier: MIT
# t_fetch_hostile.sh - `url1738 fetch` against servers that play the attacker
# (tests/servers/hostile.py, on 127.0.0.x), and `plan`/`lint` against the
# URLs of issue 27: where fetch connects (one lookup, the FTP data
# connection to the control connection's peer and a port >= 1024, the ASK
# block only to port 70), the Host header, huge numbers and control bytes
# in replies, redirects to every other scheme, the fields of telnet, wais
# and prospero. Each check names the attack; docs/access.md's table lists
# them. A multi-address name (dual.test) is made in a mount namespace of
# its own (unshare -m, root) with its own /etc/hosts.
. tests/harness.sh
U=$BUILD/url1738
SRV_DIR=$tmp
chmod 755 "$SRV_DIR"
. tests/servers/lib.sh
trap 'srv_cleanup; rm -rf "$tmp"' EXIT
trap 'exit 1' INT TERM

pass() { ok=$((ok + 1)); }
bad() { fail "$*"; }
check()
{
    if [ "$2" = "$3" ]; then
        pass
    else
        bad "$1: wanted [$2] got [$3]"
    fi
}
# has NAME PATTERN TEXT: TEXT holds the fixed string PATTERN.
has()
{
    if printf '%s' "$3" | grep -qF -- "$2"; then
        pass
    else
        bad "$1: [$2] not in [$3]"
    fi
}
# hasnt NAME PATTERN TEXT
hasnt()
{
    if printf '%s' "$3" | grep -qF -- "$2"; then
        bad "$1: [$2] should not be in [$3]"
    else
        pass
    fi
}
# The error code of a --json line.
code_of() { printf '%s' "$1" | sed -n 's/.*"error":{[^}]*"code":"\([A-Z_0-9]*\)".*/\1/p'; }

# fetch_json NAME WANT_EXIT ARGS...: $J the line, $E its stderr.
fetch_json()
{
    name=$1
    want=$2
    shift 2
    J=$("$U" fetch --json --no-progress --timeout=3 "$@" 2>"$SRV_DIR/stderr")
    st=$?
    E=$(cat "$SRV_DIR/stderr")
    check "$name: exit status" "$want" "$st"
}
# connected NAME ADDR:PORT LOG: how many connections the log shows.
connections() { grep -c "^$1 connect\$" "$2"; }

command -v unshare >/dev/null 2>&1 || bad "unshare is missing: apt-get install util-linux"
command -v python3 >/dev/null 2>&1 || bad "python3 is missing: apt-get install python3"

# ===== 1. FTP data connections go where the server says =====
# dual.test resolves to 127.0.0.1 and 127.0.0.2 (in the namespace's
# /etc/hosts); the hostile FTP server listens on the first address, a
# different service on the second, at the port PASV names. Before: the
# data connection looked the name up again, found nothing on the first
# address and took the other service's bytes as the file, exit 0.
printf '127.0.0.1 localhost\n127.0.0.2 dual.test\n127.0.0.1 dual.test\n' \
    > "$SRV_DIR/hosts"
in_ns() { unshare -m sh -c 'mount --bind "$0" /etc/hosts && exec "$@"' \
    "$SRV_DIR/hosts" "$@"; }
ORDER=$(in_ns getent ahostsv4 dual.test | awk '$2 == "STREAM" { print $1 }')
A=$(printf '%s\n' "$ORDER" | sed -n 1p)
B=$(printf '%s\n' "$ORDER" | sed -n 2p)
check "dual.test has two addresses" 2 "$(printf '%s\n' "$ORDER" | grep -c .)"
FP=$(srv_free_port)
DP=$(srv_free_port)
if start_hostile dual "$A:$FP:ftp:$DP" \
        "$B:$DP:once:OTHER SERVICE SECRET\\r\\n"; then
    J=$(in_ns "$U" fetch --json --no-progress --timeout=3 \
        "ftp://dual.test:$FP/f;type=i" 2>"$SRV_DIR/stderr")
    check "dual.test PASV: exit status" 4 $?
    hasnt "dual.test PASV: the other service's bytes" SECRET "$J"
    check "dual.test PASV: bytes" 0 "$(printf '%s' "$J" | sed -n 's/.*"bytes":\([0-9]*\).*/\1/p')"
    check "dual.test PASV: the other address is not connected" 0 \
        "$(connections "$B:$DP" "$SRV_DIR/dual.log")"
    check "dual.test PASV: error" E_CONNECT "$(code_of "$J")"
    has "dual.test PASV: stage" '"stage":"data"' "$J"
    check "dual.test: one control connection" 1 \
        "$(connections "$A:$FP" "$SRV_DIR/dual.log")"
else
    bad "the dual.test servers did not start"
fi

# ===== 1b. A 227 naming port 25, a 227 with a number over 255 =====
# The hostile FTP server on 127.0.0.25 answers PASV with
# (127,0,0,1,0,25); a fake SMTP server listens on 127.0.0.25:25. Before:
# fetch connected to port 25 and printed "220 fake smtp" as the file.
ASK='1x%09y%09+%091%0D%0A+-1%0D%0AHELO%20evil%0D%0AMAIL%20FROM:%3Ca@b.example%3E%0D%0ARCPT%20TO:%3Cc@d.example%3E%0D%0ADATA%0D%0A.%0D%0A'
FP25=$(srv_free_port)
FPBIG=$(srv_free_port)
FPE=$(srv_free_port)
if start_hostile p25 "127.0.0.25:$FP25:ftp:25" \
        "127.0.0.25:25:banner:220 fake smtp\\r\\n" \
        "127.0.0.25:$FPBIG:ftp:=227 Entering Passive Mode (127,0,0,1,999,1)" \
        "127.0.0.25:$FPE:ftp:=227 Entering Passive Mode (127,0,0,1,4)"; then
    fetch_json "PASV port 25" 4 "ftp://127.0.0.25:$FP25/f;type=i"
    check "PASV port 25: code" E_DATA_PORT "$(code_of "$J")"
    hasnt "PASV port 25: no smtp bytes" "fake smtp" "$J"
    check "PASV port 25: nothing connected to 25" 0 \
        "$(connections 127.0.0.25:25 "$SRV_DIR/p25.log")"
    has "PASV port 25: the message" "reserved port (below 1024)" "$E"
    has "PASV port 25: the reply shown" "(127,0,0,1,0,25)" "$E"
    fetch_json "PASV number 999" 4 "ftp://127.0.0.25:$FPBIG/f;type=i"
    check "PASV number 999: code" E_NUMBER "$(code_of "$J")"
    has "PASV number 999: the message" "out of range" "$E"
    fetch_json "PASV cut" 4 "ftp://127.0.0.25:$FPE/f;type=i"
    check "PASV cut: code" E_PROTOCOL "$(code_of "$J")"

    # ===== 2. --allow-port=25 and the ASK block =====
    : > "$SRV_DIR/p25.log"
    fetch_json "ASK block to port 25, allowed" 1 --allow-port=25 \
        "gopher://127.0.0.25:25/$ASK"
    check "ASK block to port 25: code" E_PLAN_ASK_PORT "$(code_of "$J")"
    check "ASK block to port 25: nothing connected" 0 \
        "$(connections 127.0.0.25:25 "$SRV_DIR/p25.log")"
    hasnt "ASK block to port 25: no --allow-port advice" "--allow-port" "$J"
    has "ASK block to port 25: the message" "only to a Gopher server" "$J"
    # The port alone (no line break) is still allowed: one line, no ASK.
    fetch_json "gopher to port 25, allowed, no ASK" 0 --allow-port=25 \
        "gopher://127.0.0.25:25/1x"
    check "gopher to port 25: connected" 1 \
        "$(connections 127.0.0.25:25 "$SRV_DIR/p25.log")"
else
    bad "the port-25 servers did not start"
fi
HI=$(srv_free_port)
if start_hostile high "127.0.0.1:$HI:sink"; then
    fetch_json "ASK block to an allowed high port" 1 --allow-port="$HI" \
        "gopher://127.0.0.1:$HI/$ASK"
    check "ASK block to high port: code" E_PLAN_ASK_PORT "$(code_of "$J")"
    check "ASK block to high port: nothing connected" 0 \
        "$(connections "127.0.0.1:$HI" "$SRV_DIR/high.log")"
else
    bad "the high-port sink did not start"
fi
# plan and lint say the same.
P=$("$U" plan --allow-port=25 "gopher://127.0.0.25:25/$ASK")
check "plan: ASK block to allowed port 25" E_PLAN_ASK_PORT "$(code_of "$P")"
P=$("$U" lint "gopher://127.0.0.25:25/$ASK")
has "lint: ASK block to port 25" '"code":"E_PLAN_ASK_PORT"' "$P"

# ===== 5. The Host header, C1 controls in status lines =====
HP=$(srv_free_port)
C1P=$(srv_free_port)
if start_hostile http "127.0.0.1:$HP:http:HTTP/1.1 200 OK\\r\\nContent-Length: 2\\r\\n\\r\\nok" \
        "127.0.0.80:80:http:HTTP/1.1 200 OK\\r\\nContent-Length: 2\\r\\n\\r\\nok" \
        "127.0.0.1:$C1P:http:HTTP/1.1 404 Not\\xc2\\x9b2J Found\\x1b[31m\\x9b\\r\\nContent-Length: 0\\r\\n\\r\\n"; then
    for zeros in 000 00 0 ''; do
        : > "$SRV_DIR/http.log"
        fetch_json "Host: port $zeros$HP" 0 "http://127.0.0.1:$zeros$HP/x"
        has "Host: port $zeros$HP" "Host: 127.0.0.1:$HP\\r\\n" \
            "$(cat "$SRV_DIR/http.log")"
    done
    : > "$SRV_DIR/http.log"
    fetch_json "Host: port 0080" 0 "http://127.0.0.80:0080/x"
    has "Host: port 0080 is the default" "Host: 127.0.0.80\\r\\n" \
        "$(cat "$SRV_DIR/http.log")"
    fetch_json "C1 in a status line" 4 "http://127.0.0.1:$C1P/"
    hasnt "C1 in a status line: no raw CSI on stderr" "$(printf '\302\233')" "$E"
    hasnt "C1 in a status line: no raw ESC on stderr" "$(printf '\033')" "$E"
    hasnt "C1 in a status line: no raw 0x9B on stderr" "$(printf '\233')" "$E"
    has "C1 in a status line: escaped" 'Not\xc2\x9b2J Found\x1b[31m\x9b' "$E"
    hasnt "C1 in the JSON reply: no raw CSI" "$(printf '\302\233')" "$J"
    has "C1 in the JSON reply: escaped" 'Not\u009b2J' "$J"
    "$U" fetch --no-progress "http://127.0.0.1:$C1P/" 2>"$SRV_DIR/stderr" >/dev/null
    hasnt "C1 without --json: no raw CSI" "$(printf '\302\233')" \
        "$(cat "$SRV_DIR/stderr")"
else
    bad "the HTTP servers did not start"
fi
# Inputs too: an argument with ESC or C1 is escaped in the diagnostic.
"$U" fetch --no-progress "$(printf 'x\302\233y\033[2J')" 2>"$SRV_DIR/stderr"
check "C1 in a URL argument: exit" 1 $?
hasnt "C1 in a URL argument: no raw CSI" "$(printf '\302\233')" "$(cat "$SRV_DIR/stderr")"
hasnt "ESC in a URL argument: no raw ESC" "$(printf '\033')" "$(cat "$SRV_DIR/stderr")"
"$U" fetch --max-size="$(printf '\302\233')" x 2>"$SRV_DIR/stderr"
check "C1 in an option value: usage error" 2 $?
hasnt "C1 in an option value: no raw CSI" "$(printf '\302\233')" "$(cat "$SRV_DIR/stderr")"

# ===== 5. Redirects to every other scheme =====
set --
i=0
for t in 'gopher://127.0.0.1/1x' 'ftp://127.0.0.1/f' 'file:///etc/passwd' \
         'mailto:a@example.org' 'news:comp.lang.c' 'nntp://127.0.0.1/g' \
         'telnet://127.0.0.1/' 'wais://127.0.0.1/db' 'prospero://127.0.0.1/x' \
         'https://127.0.0.1/'; do
    p=$(srv_free_port)
    eval "RP$i=$p RT$i='$t'"
    set -- "$@" "127.0.0.1:$p:http:HTTP/1.1 302 Found\\r\\nLocation: $t\\r\\nContent-Length: 0\\r\\n\\r\\n"
    i=$((i + 1))
done
LP=$(srv_free_port)
set -- "$@" "127.0.0.1:$LP:http:HTTP/1.1 302 Found\\r\\nLocation: /\\r\\nContent-Length: 0\\r\\n\\r\\n"
if start_hostile redir "$@"; then
    i=0
    while [ $i -lt 10 ]; do
        eval "p=\$RP$i t=\$RT$i"
        fetch_json "redirect to $t" 4 --location "http://127.0.0.1:$p/"
        check "redirect to $t: code" E_REDIRECT_SCHEME "$(code_of "$J")"
        has "redirect to $t: the target named" "\"reply\":\"$t\"" "$J"
        hasnt "redirect to $t: not a loop" "loop" "$E"
        i=$((i + 1))
    done
    fetch_json "redirect loop" 4 --location "http://127.0.0.1:$LP/"
    check "redirect loop: code" E_REDIRECT_LOOP "$(code_of "$J")"
    fetch_json "redirect bound" 4 --location --max-redirects=1 \
        "http://127.0.0.1:$LP/x"
    check "redirect bound: code" E_REDIRECT "$(code_of "$J")"
else
    bad "the redirecting servers did not start"
fi

# ===== 5. Huge numbers =====
NP=$(srv_free_port)
CLP=$(srv_free_port)
CHP=$(srv_free_port)
if start_hostile numbers \
        "127.0.0.1:$NP:nntp:211 99999999999999999999 1 99999999999999999999 big" \
        "127.0.0.1:$CLP:http:HTTP/1.1 200 OK\\r\\nContent-Length: 99999999999999999999\\r\\n\\r\\nx" \
        "127.0.0.1:$CHP:http:HTTP/1.1 200 OK\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n10000000000000001\\r\\nx"; then
    fetch_json "NNTP 211 with 20-digit numbers" 4 "nntp://127.0.0.1:$NP/big"
    check "NNTP 211 huge: code" E_NUMBER "$(code_of "$J")"
    has "NNTP 211 huge: the reply" "211 99999999999999999999" "$J"
    fetch_json "news: 211 with 20-digit numbers" 4 \
        --nntp-server="127.0.0.1:$NP" "news:big"
    check "news: 211 huge: code" E_NUMBER "$(code_of "$J")"
    fetch_json "Content-Length with 20 digits" 4 "http://127.0.0.1:$CLP/"
    check "Content-Length huge: code" E_NUMBER "$(code_of "$J")"
    fetch_json "chunk size of 17 hex digits" 4 "http://127.0.0.1:$CHP/"
    check "chunk size huge: code" E_NUMBER "$(code_of "$J")"
else
    bad "the number servers did not start"
fi

# ===== 4. Options and messages (issue 26) =====
"$U" fetch --max-size=0 http://127.0.0.1:1/ 2>"$SRV_DIR/stderr"
check "--max-size=0: usage error" 2 $?
has "--max-size=0: says 1 or more" "1 or more" "$(cat "$SRV_DIR/stderr")"
fetch_json "news: without a server" 1 news:comp.lang.c
has "news: without a server names --nntp-server" "--nntp-server" "$E"
has "news: without a server names NNTPSERVER" "NNTPSERVER" "$E"
check "news: without a server: code" E_NO_SERVER "$(code_of "$J")"
H=$("$U" fetch --help)
has "fetch --help: exit status 4" "4  network or server error" "$H"
has "fetch --help: exit status 3" "3  local I/O error" "$H"
fetch_json "https" 1 https://example.com/
has "https: the schemes fetch retrieves" "retrieves ftp, http, gopher, news, nntp and file" "$E"

# ===== 3, 4. telnet, wais, prospero fields (plan and lint) =====
for case in \
    'wais://127.0.0.1/db?a%0D%0AQUIT E_PLAN_DELIMITER' \
    'wais://127.0.0.1/db%01/t/p E_PLAN_CONTROL' \
    'wais://127.0.0.1/db/t/p%0AQUIT E_PLAN_DELIMITER' \
    'wais://127.0.0.1/db/t%FF/p E_PLAN_CONTROL' \
    'prospero://127.0.0.1/a%00b%0D%0ALIST E_PLAN_DELIMITER' \
    'prospero://127.0.0.1/a;n=%0D%0AQUIT E_PLAN_DELIMITER' \
    'prospero://127.0.0.1/a;n%7F=v E_PLAN_CONTROL' \
    'telnet://u%FF%F4%FF%FD%06:p%1B%5B2J@127.0.0.1/ E_PLAN_CONTROL' \
    'telnet://u:p%1B%5B2J@127.0.0.1/ E_PLAN_CONTROL' \
    'telnet://u%0D%0Aroot:p@127.0.0.1/ E_PLAN_DELIMITER'; do
    url=${case% *}
    want=${case##* }
    P=$("$U" plan "$url")
    check "plan $url" "$want" "$(code_of "$P")"
    P=$("$U" lint "$url")
    has "lint $url" "\"code\":\"$want\"" "$P"
done
P=$("$U" plan 'wais://127.0.0.1/db?a%20b' 'prospero://127.0.0.1/a%20b;n=v' \
    'telnet://u%C3%A9:p@127.0.0.1/')
check "plan: clean wais, prospero, telnet" 0 $?

finish
[ "$ko" -eq 0 ]
