#!/bin/sh
# SPDX-License-Identifier: MIT
# t_po.sh - the message catalogues (issue 28; docs/translating.md).
#
# 1. Every po/LL.po passes `msgfmt -c --check-format` (headers, the
#    printf conversions of each translation against its msgid's, c-format
#    and positional %N$s included) and translates every text.
# 2. po/url1738.pot is the sources' (tools/xgettext.py): no text marked
#    N_() is missing from it, none is left over.
# 3. The glossary's terms in every text, the program's too.
# 4. A language is added by adding one .po file: a small catalogue
#    (po/de.po with three texts and its own Plural-Forms) built into the
#    program under its own BUILD: --lang=de and LANGUAGE=de speak it,
#    its plural forms are read from its header, what it does not
#    translate stays English, and ja and zh-Hant keep their places.
. tests/harness.sh
P=$BUILD/url1738

command -v msgfmt >/dev/null 2>&1 || {
    fail "msgfmt is missing: sh tools/deps.sh --test installs gettext"
    finish
    exit 1
}

# ----- 1
for f in po/*.po; do
    if out=$(msgfmt -c --check-format --statistics -o /dev/null "$f" 2>&1); then
        case $out in
        *untranslated*|*fuzzy*) fail "$f: not every text translated: $out" ;;
        *) ok=$((ok + 1)) ;;
        esac
    else
        fail "$f: msgfmt -c --check-format: $out"
    fi
done
# The check finds a translation whose conversions are not the msgid's.
cat >"$tmp/bad.po" <<'PO'
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=1; plural=0;\n"

#, c-format
msgid "unknown name '%.*s' in --%s"
msgstr "--%3$s の中の未知の名前 '%2$s'"
PO
if msgfmt -c --check-format -o /dev/null "$tmp/bad.po" 2>/dev/null; then
    fail "msgfmt --check-format let a wrong %N\$ through"
else
    ok=$((ok + 1))
fi

# ----- 2
make -s BUILD="$BUILD" POT="$tmp/pot" pot-extract >"$tmp/err" 2>&1 ||
    fail "make pot-extract: $(cat "$tmp/err")"
if cmp -s "$tmp/pot" po/url1738.pot; then
    ok=$((ok + 1))
else
    fail "po/url1738.pot is not the sources' (run make pot): $(diff po/url1738.pot "$tmp/pot" | head -n 20)"
fi

# ----- 3. The glossary (docs/glossary.md) over every text of the
# catalogues, the program's included: one term per concept, Taiwan's
# full-width punctuation in Chinese (tests/glossary_check.py).
if python3 tests/glossary_check.py docs/glossary.md po/ja.po po/zh_TW.po \
        >"$tmp/gl" 2>&1; then
    ok=$((ok + 1))
else
    fail "glossary: $(grep -A3 '^FAIL' "$tmp/gl" | head -n 20)"
fi

# ----- 4
B=$tmp/build
cat >"$tmp/de.po" <<'PO'
# A small catalogue: three texts, nplurals=2.
msgid ""
msgstr ""
"Language: de\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

msgid "expected a digit of the port"
msgstr "eine Ziffer des Ports erwartet"

#, c-format
msgid "unknown command '%s'"
msgstr "unbekannter Befehl '%s'"

#, c-format
msgid "%s byte"
msgid_plural "%s bytes"
msgstr[0] "%s Byte (eins)"
msgstr[1] "%s Bytes (mehrere)"
PO
if ! msgfmt -c --check-format -o /dev/null "$tmp/de.po" 2>"$tmp/err"; then
    fail "the small catalogue: $(cat "$tmp/err")"
fi
if make -s -j2 BUILD="$B" CFLAGS=-O0 \
        PO_FILES="po/ja.po po/zh_TW.po $tmp/de.po" "$B/url1738" \
        >"$tmp/make.log" 2>&1; then
    ok=$((ok + 1))
    msg() {     # msg ENV... : the E_PORT message
        env -i PATH="$PATH" "$@" "$B/url1738" parse 'http://h:/' 2>/dev/null |
            sed -n 's/.*"message":"\([^"]*\)".*/\1/p'
    }
    while IFS='|' read -r want vars; do
        # shellcheck disable=SC2086
        got=$(msg $vars)
        if [ "$got" = "$want" ]; then ok=$((ok + 1)); else
            fail "with the de catalogue, [$vars]: wanted [$want] got [$got]"
        fi
    done <<'EOF2'
eine Ziffer des Ports erwartet|LANG=de_DE.UTF-8
eine Ziffer des Ports erwartet|LANGUAGE=de:ja LANG=ja_JP.UTF-8
ポートの数字が必要|LANGUAGE=ja:de LANG=de_DE.UTF-8
須為埠的數字|LANG=zh_TW.UTF-8
expected a digit of the port|LANG=C LANGUAGE=de
EOF2
    got=$("$B/url1738" --lang=de frobnicate 2>&1 | head -n 1)
    case $got in
    *"unbekannter Befehl 'frobnicate'"*) ok=$((ok + 1)) ;;
    *) fail "--lang=de usage error: $got" ;;
    esac
    # An untranslated text stays English.
    got=$("$B/url1738" --lang=de parse 'http://h/a b' 2>/dev/null)
    case $got in
    *"a space must be encoded as %20"*) ok=$((ok + 1)) ;;
    *) fail "--lang=de, a text de does not have: $got" ;;
    esac
    # The help's list of --lang's names has de.
    if "$B/url1738" parse --help 2>&1 | grep -q 'en, ja, zh-Hant, de'; then
        ok=$((ok + 1))
    else
        fail "parse --help does not list de: $("$B/url1738" parse --help 2>&1 | grep lang)"
    fi
else
    fail "building with po/de.po added: $(tail -n 20 "$tmp/make.log")"
fi
finish
