#!/bin/sh
# SPDX-License-Identifier: MIT
# t_i18n_cli.sh - the program in three languages (issue 19).
#
# 1. The language comes from --lang, else LC_ALL, LC_MESSAGES, LANG (the
#    first set and not empty), and from nothing else: a table of
#    environments and the language each must give.
# 2. Every help text (url1738 --help, every COMMAND --help) in Japanese
#    and Chinese holds no English sentence: no run of two lower-case
#    English words is left untranslated (option names, value names and
#    URLs are single words and do not count).
# 3. The issue's own examples: an error explained in Japanese with the
#    translation's terms, a plan refused in Chinese, usage errors in both.
# The end-to-end cases in each language are tests/run.sh's (e2e
# --locale=...): same codes and offsets, other messages.
. tests/harness.sh
P=$BUILD/url1738

check() {   # check WHAT WANT GOT
    if [ "$2" = "$3" ]; then
        ok=$((ok + 1))
    else
        fail "$1: wanted [$2] got [$3]"
    fi
}

has() {     # has WHAT TEXT FILE
    if grep -qF -- "$2" "$3"; then
        ok=$((ok + 1))
    else
        fail "$1: no \"$2\" in: $(cat "$3")"
    fi
}

# ----- 1. which language, from which variable
# The message of E_PORT in each language.
en='expected a digit of the port'
ja='ポートの数字が必要'
zh='須為埠的數字'
lang_of() {     # lang_of ENV... : the E_PORT message the program writes
    env -i PATH="$PATH" "$@" "$P" parse 'http://h:/' |
        sed -n 's/.*"message":"\([^"]*\)".*/\1/p'
}
while IFS='|' read -r want vars; do
    eval "w=\$$want"
    # shellcheck disable=SC2086
    check "language of [$vars]" "$w" "$(lang_of $vars)"
done <<'EOF'
en|
en|LANG=C
en|LANG=en_US.UTF-8
ja|LANG=ja_JP.UTF-8
ja|LANG=ja
ja|LANG=ja_JP.eucJP
zh|LANG=zh_TW.UTF-8
zh|LANG=zh_HK.UTF-8
zh|LANG=zh_MO
zh|LANG=zh_SG.UTF-8@Hant
zh|LANG=zh_Hant_TW.UTF-8
en|LANG=zh_CN.UTF-8
en|LANG=zh_SG.UTF-8
en|LANG=jam_JM
ja|LC_ALL=ja_JP.UTF-8 LANG=zh_TW.UTF-8
zh|LC_MESSAGES=zh_TW.UTF-8 LANG=ja_JP.UTF-8
en|LC_ALL=C LC_MESSAGES=ja_JP.UTF-8
ja|LC_ALL= LC_MESSAGES=ja_JP.UTF-8 LANG=C
en|LC_CTYPE=ja_JP.UTF-8
en|LANGUAGE=ja
ja|LANGUAGE=ja LANG=en_US.UTF-8
zh|LANGUAGE=fr:zh_TW:ja LANG=en_US.UTF-8
ja|LANGUAGE=fr:ja LANG=zh_TW.UTF-8
en|LANGUAGE=en:ja LANG=ja_JP.UTF-8
zh|LANGUAGE=zh_CN:zh_HK LANG=en_US.UTF-8
en|LANGUAGE=ja LANG=C
en|LANGUAGE=ja LC_ALL=POSIX LANG=ja_JP.UTF-8
ja|LANGUAGE= LANG=ja_JP.UTF-8
zh|LANG=zh_tw.UTF-8
zh|LANG=ZH_TW.utf8
zh|LANG=zh_HK
zh|LANG=zh_Hant
zh|LANG=zh-Hant-TW
zh|LANG=zh_TW.Big5
ja|LANG=ja_JP.eucJP
ja|LANG=ja_JP.SJIS
ja|LANG=ja_JP.utf8@modifier
ja|LANG=japanese
ja|LANG=Japanese.euc
zh|LANG=chinese-t
en|LANG=en_GB.ISO-8859-1
EOF
# Output is UTF-8: under another codeset, one note on stderr, and only
# then; the messages stay UTF-8.
env -i PATH="$PATH" LANG=ja_JP.eucJP "$P" parse 'http://h:/' >"$tmp/out" 2>"$tmp/err"
has "eucJP note" "UTF-8" "$tmp/err"
has "eucJP note names the codeset" "eucJP" "$tmp/err"
has "eucJP: the message is UTF-8 Japanese" "$ja" "$tmp/out"
env -i PATH="$PATH" LANG=zh_TW.Big5 "$P" parse 'http://h:/' >"$tmp/out" 2>"$tmp/err"
has "Big5 note" "Big5" "$tmp/err"
for l in ja_JP.UTF-8 zh_TW.utf8 C en_US.ISO-8859-1; do
    env -i PATH="$PATH" LANG=$l "$P" parse 'http://h/' >/dev/null 2>"$tmp/err"
    check "no note under $l" "" "$(cat "$tmp/err")"
done
# strerror in the language of the run (the C library's when it has the
# locale, else the catalogue's), never English (issue 28).
env -i PATH="$PATH" LANG=ja_JP.UTF-8 "$P" extract /nonexistent/x >/dev/null 2>"$tmp/err"
if grep -q 'No such file' "$tmp/err"; then
    fail "strerror stays English under ja: $(cat "$tmp/err")"
else
    ok=$((ok + 1))
fi
env -i PATH="$PATH" LANG=zh_TW.UTF-8 "$P" fetch file:///nonexistent/x >/dev/null 2>"$tmp/err"
if grep -q 'No such file' "$tmp/err"; then
    fail "strerror stays English under zh: $(cat "$tmp/err")"
else
    ok=$((ok + 1))
fi
# --lang after the subcommand, and in the help with LANGUAGE.
check "--lang after the command" "$ja" \
    "$(env -i "$P" parse --lang=ja 'http://h:/' |
       sed -n 's/.*"message":"\([^"]*\)".*/\1/p')"
"$P" parse --help >"$tmp/help"
has "--lang in CMD --help" "--lang=LANG" "$tmp/help"
has "LANGUAGE in CMD --help" "LANGUAGE" "$tmp/help"
check "--lang=ja beats LANG" "$ja" \
    "$(env -i LANG=zh_TW.UTF-8 "$P" --lang=ja parse 'http://h:/' |
       sed -n 's/.*"message":"\([^"]*\)".*/\1/p')"
check "--lang zh-Hant (two words)" "$zh" \
    "$(env -i "$P" --lang zh-Hant parse 'http://h:/' |
       sed -n 's/.*"message":"\([^"]*\)".*/\1/p')"
check "--lang=en beats LC_ALL" "$en" \
    "$(env -i LC_ALL=ja_JP.UTF-8 "$P" --lang=en parse 'http://h:/' |
       sed -n 's/.*"message":"\([^"]*\)".*/\1/p')"
"$P" --lang=fr parse x >/dev/null 2>"$tmp/err"
check "--lang=fr exit" 2 $?
has "--lang=fr names the languages" "en, ja, zh-Hant" "$tmp/err"

# ----- 2. no English sentence left in any help
commands=$("$P" --help | awk '/^commands:/ { f = 1; next }
                               f && /^  [a-z]/ { print $1 }')
[ -n "$commands" ] || fail "url1738 --help lists no commands"
for l in ja zh-Hant; do
    for c in "" $commands; do
        if [ -z "$c" ]; then
            "$P" --lang=$l --help >"$tmp/help" 2>&1
        else
            "$P" --lang=$l "$c" --help >"$tmp/help" 2>&1
        fi
        # English left: two lower-case words in a row (not option names,
        # not the LIST:/PART: names, which are comma-separated). Two, not
        # three: "the rules: RFC 1738 (..." slipped through three.
        left=$(grep -E '(^|[^-a-z_./])[a-z]{2,} [a-z]{2,}' "$tmp/help")
        if [ -z "$left" ] && [ -s "$tmp/help" ]; then
            ok=$((ok + 1))
        else
            fail "url1738 --lang=$l ${c:-} --help is not translated: $left"
        fi
    done
done

# ----- 3. the issue's examples, and usage errors
"$P" --lang=ja parse 'http://host.com:80x/' >"$tmp/out"
check "ja parse exit" 1 $?
has "ja: E_AFTER_HOST in the translation's terms" \
    '"offset":18,"code":"E_AFTER_HOST","message":"ホストの後には '"':'"' とポート' \
    "$tmp/out"
env -i LANG=zh_TW.UTF-8 "$P" plan 'gopher://h/0sel%09a%0D%0Ab' >"$tmp/out"
check "zh plan exit" 1 $?
has "zh: the CR refused in Chinese" '"code":"E_PLAN_' "$tmp/out"
has "zh: the refusal in Chinese" "第 6 節" "$tmp/out"
# Issue 13's gopher URL aimed at SMTP, refused at the port, in Chinese.
env -i LANG=zh_TW.UTF-8 "$P" plan 'gopher://mail.example:25/1HELO%20x' \
    >"$tmp/out"
check "zh port 25 exit" 1 $?
has "zh: port 25 refused with its code and offset" \
    '"offset":22,"code":"E_PLAN_RESERVED_PORT","message":"埠 25 位於保留範圍' \
    "$tmp/out"
"$P" --lang=ja parse --bogus >/dev/null 2>"$tmp/err"
check "ja usage error exit" 2 $?
has "ja: unknown option" "未知のオプション '--bogus'" "$tmp/err"
"$P" --lang=zh-Hant nosuch >/dev/null 2>"$tmp/err"
check "zh unknown command exit" 2 $?
has "zh: unknown command" "未知的命令 'nosuch'" "$tmp/err"
"$P" --lang=ja parse --fields=nosuch --format=tsv x >/dev/null 2>"$tmp/err"
has "ja: unknown name (positional arguments)" "--fields の中の未知の名前 'nosuch'" \
    "$tmp/err"
# JSON stays valid UTF-8 in every language: the bytes decode.
"$P" --lang=zh-Hant lint 'ftp://u:pw@h:21/a%0D%0Ab' >"$tmp/out"
if python3 -c 'import json,sys
for l in open(sys.argv[1], encoding="utf-8"): json.loads(l)' "$tmp/out"; then
    ok=$((ok + 1))
else
    fail "zh lint output is not valid UTF-8 JSON"
fi

# ----- 4. the translated man pages render without a warning, and their
# examples are the English page's, command for command (whole
# translations: tests/t_man_options.sh compares the rest)
for l in ja zh-Hant; do
    page=docs/$l/url1738.1
    check "groff -k -ww $page is silent" "" \
        "$(timeout 60 groff -k -man -ww -Tutf8 -z "$page" 2>&1)"
    check "$page: the English page's examples" \
        "$(grep '^\$ ' docs/url1738.1)" "$(grep '^\$ ' "$page")"
done
# ----- issue 28: the reviewer's examples
runl() {        # runl LOCALE ARGS...
    l=$1
    shift
    env -i PATH="$PATH" LANG="$l" "$P" "$@" 2>&1
}
hasnt() {       # hasnt WHAT TEXT FILE
    if grep -qF -- "$2" "$3"; then
        fail "$1: \"$2\" in: $(cat "$3")"
    else
        ok=$((ok + 1))
    fi
}
# Each row: has|hasnt, the locale, the text, the arguments (eval'd).
# The refusal shown is the catalogue's, a whole sentence: no drifted
# copy, no space before a particle; fetch without English (strerror, the
# output file); Taiwan usage and the seed's 分隔符 (檔案, not 文件 for a
# file); the news client's server, not a human reader's; the real escape
# (%2f), not "%XX".
while IFS='|' read -r how loc text args; do
    eval "runl $loc $args" >"$tmp/o"
    $how "LANG=$loc url1738 $args" "$text" "$tmp/o"
done <<'ROWS'
has|ja_JP.UTF-8|FTP のディレクトリの要素 (CWD の引数)|plan 'ftp://h/a%0D/b'
has|ja_JP.UTF-8|Gopher のセレクタに入る|plan 'gopher://h/1a%0Db'
hasnt|ja_JP.UTF-8|セレクタ に入る|plan 'gopher://h/1a%0Db'
has|zh_TW.UTF-8|出現在Gopher 的選擇器中|plan 'gopher://h/1a%0Db'
hasnt|zh_TW.UTF-8|選擇器 中|plan 'gopher://h/1a%0Db'
has|zh_TW.UTF-8|FTP 的檔案名 (RETR 或 NLST 的參數)|plan 'ftp://h/a%0Db'
has|ja_JP.UTF-8|ローカルのファイルを読めなかった|fetch file:///nonexistent/x
hasnt|ja_JP.UTF-8|No such file|fetch file:///nonexistent/x
has|zh_TW.UTF-8|無法寫入|fetch -o /nonexistent/d/f file:///etc/hostname
has|zh_TW.UTF-8|檔案|lint 'file://far/x'
hasnt|zh_TW.UTF-8|文件|lint 'file://far/x'
hasnt|zh_TW.UTF-8|分界符|lint 'gopher://h/1a%09b' 'http://h/a%0Ab'
has|ja_JP.UTF-8|ニュースクライアント|lint 'news:comp.x'
hasnt|ja_JP.UTF-8|読者|lint 'news:comp.x'
hasnt|zh_TW.UTF-8|讀者|lint 'news:comp.x'
has|ja_JP.UTF-8|%2f が予約文字を符号化している|lint 'http://h/a%2fb'
hasnt|ja_JP.UTF-8|%XX|lint 'http://h/a%2fb'
hasnt|ja_JP.UTF-8|無音|fetch --help
has|ja_JP.UTF-8|プロスペロディレクトリサービス|fetch 'prospero://h/x'
hasnt|ja_JP.UTF-8|話さない|fetch 'prospero://h/x'
hasnt|zh_TW.UTF-8|引數|build --help
has|C|%G1 is not an escape|parse 'http://h/a%G1b'
has|ja_JP.UTF-8|%G1 はエスケープではない|parse 'http://h/a%G1b'
has|zh_TW.UTF-8|%G1 不是轉義序列|parse 'http://h/a%G1b'
has|C|%2 is not an escape|parse --spec=rfc3986 'http://h/?a%2'
has|C|%G1 is not an escape|plan 'ftp://h/a%G1'
has|ja_JP.UTF-8|%G1 はエスケープではない|plan 'ftp://h/a%G1'
has|zh_TW.UTF-8|%G1 不是轉義序列|plan 'ftp://h/a%G1'
has|C|%0D decodes to CR|plan 'gopher://h/1a%0Db'
has|ja_JP.UTF-8|%0D が復号されて CR|plan 'gopher://h/1a%0Db'
has|zh_TW.UTF-8|%0D 解碼為 CR|plan 'gopher://h/1a%0Db'
has|C|%G1 is not an escape|parse --format=tsv --fields=message 'http://h/a%G1b'
has|ja_JP.UTF-8|%G1 はエスケープではない|parse --format=tsv --fields=message 'http://h/a%G1b'
has|zh_TW.UTF-8|%G1 不是轉義序列|parse --format=csv --fields=message 'http://h/a%G1b'
has|ja_JP.UTF-8|%zz はエスケープではない|decode 'a%zz'
has|zh_TW.UTF-8|%gg 不是轉義序列|compare 'http://h/' 'http://h/%gg'
has|ja_JP.UTF-8|エスケープ (%41) を含まない|encode --part=host 'a%41'
has|zh_TW.UTF-8|不含轉義序列 (%41)|encode --part=news_group 'a%41'
hasnt|ja_JP.UTF-8|%XX|parse 'http://h/a%G1b' 'http://h/a%2'
hasnt|zh_TW.UTF-8|%XX|plan 'ftp://h/a%G1' 'gopher://h/1a%0Db' 'ftp://h/a%0D/b'
hasnt|ja_JP.UTF-8|%XX|normalize --repair 'http://h/a%zz'
hasnt|zh_TW.UTF-8|%XX|encode --part=host 'a%41'
hasnt|ja_JP.UTF-8|%XX|build --scheme=ftp --host=h --user='a%G'
has|C|%G1 is not an escape|fetch 'http://127.0.0.1:9/a%G1'
has|ja_JP.UTF-8|%G1 はエスケープではない|fetch 'http://127.0.0.1:9/a%G1'
has|zh_TW.UTF-8|%G1 不是轉義序列|fetch --json 'http://127.0.0.1:9/a%G1'
ROWS
# "1 byte", not "1 bytes" (ngettext, English too).
printf x >"$tmp/one"
env -i PATH="$PATH" "$P" fetch --progress "file://$tmp/one" 2>"$tmp/o" >/dev/null
has "1 byte, not 1 bytes" ": 1 byte" "$tmp/o"
hasnt "no 1 bytes" "1 bytes" "$tmp/o"
finish
