# SPDX-License-Identifier: MIT
"""help_width.py - checks a help text's layout in display columns, for
tests/t_help_width.sh. Usage: python3 tests/help_width.py WIDTH FILE...

The columns of a character are Unicode's East Asian Width (UAX #11, from
Python's unicodedata, independent of the program's own table): W and F
take two, every other character one. For each FILE it checks

  1. the bytes are UTF-8 (a line never breaks inside a sequence);
  2. every line fits in WIDTH columns;
  3. no line starts with a mark a line must not start with ('、', '。',
     '，', '）', ...), and no line ends with an opening mark ('（', '「');
  5. an option's help breaks no word (Japanese: not inside a kanji,
     katakana or kana run, "同/じ", "デフォル/ト", "部/分") and no number
     from its unit or noun ("第/6 節");
  4. no option's help wraps early: where the help of an option (the
     lines after "  --name   " at the help column) goes on to a new
     line, the first unbreakable piece of the new line would not have
     fitted on the line before. A piece ends at a space, or between two
     wide characters unless rule 3 forbids the break there.

It prints "FAIL FILE:LINE: why" for each finding, "FILE: K failed" for
each file, and ends with the line "checked N lines, M failed".
"""
import re
import sys
import unicodedata

NO_START = set("、。，．：；！？）］｝」』】〕〉》〗〙・ー々ゝゞヽヾ"
               "ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ")
NO_END = set("（［｛「『【〔〈《〖〘")


def cols(c):
    return 2 if unicodedata.east_asian_width(c) in "WF" else 1


def width(s):
    return sum(cols(c) for c in s)


BREAK_AFTER = set("、。，．：；！？）］｝」』】〕〉》〗〙")


def hiragana(c):
    return "\u3041" <= c <= "\u309f"


def katakana(c):
    return "\u30a0" <= c <= "\u30ff"


def han(c):
    return ("\u3400" <= c <= "\u4dbf" or "\u4e00" <= c <= "\u9fff"
            or "\uf900" <= c <= "\ufaff")


def may_break(a, b, ja):
    """Whether a line may break between the wide characters a and b with
    no space between them (issue 28): after a pause or closing mark;
    in Japanese after the kana that ends a word and before the kanji or
    katakana that starts the next; in Chinese between two Han
    characters. Never inside a Japanese word ("同じ", "デフォルト",
    "部分")."""
    if cols(a) != 2 or cols(b) != 2 or a in NO_END or b in NO_START:
        return False
    if a in BREAK_AFTER:
        return True
    if hiragana(a) and (han(b) or katakana(b) or b in NO_END):
        return True
    return not ja and han(a) and han(b)


def glued(a, b):
    """A digit and a wide character with a space between them stay on
    one line ("第 6 節", "30 秒")."""
    return (a.isdigit() and cols(b) == 2) or (cols(a) == 2 and b.isdigit())


def first_piece(s, ja):
    """The first piece of s that a line cannot break inside."""
    n = 0
    while n < len(s):
        if s[n] == " ":
            if 0 < n < len(s) - 1 and glued(s[n - 1], s[n + 1]):
                n += 1
                continue
            break
        if n + 1 < len(s) and may_break(s[n], s[n + 1], ja):
            return s[:n + 1]
        n += 1
    return s[:n]


def check(maxw, name, data):
    bad = []
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        return 1, ["%s: not UTF-8 at byte %d" % (name, e.start)]
    lines = text.split("\n")
    ja = any(hiragana(c) or katakana(c) for c in text)
    helpcol = None          # the column of the current option's help
    for i, line in enumerate(lines, 1):
        where = "%s:%d" % (name, i)
        if width(line) > maxw:
            bad.append("%s: %d columns > %d: %r"
                       % (where, width(line), maxw, line))
        body = line.lstrip(" ")
        if body and body[0] in NO_START:
            bad.append("%s: starts with %r: %r" % (where, body[0], line))
        if line and line[-1] in NO_END:
            bad.append("%s: ends with %r: %r" % (where, line[-1], line))
        m = re.match(r"(  -[-a-zA-Z][^ ]*(?:, --help)? +)\S", line)
        if m:
            helpcol = len(m.group(1))
            continue
        if helpcol is None or not line.strip():
            helpcol = None
            continue
        indent = len(line) - len(body)
        if indent != helpcol or re.match(r"[A-Z]+:", body):
            helpcol = None      # the names an option takes, or the end
            continue
        prev = lines[i - 2]
        # A space separated the two lines unless both sides are wide.
        gap = 0 if cols(prev[-1]) == 2 and cols(body[0]) == 2 else 1
        if width(prev) + gap + width(first_piece(body, ja)) <= maxw:
            bad.append("%s: wraps early: %r would fit after %r (%d columns)"
                       % (where, first_piece(body, ja), prev, width(prev)))
        # Not inside a word, nor between a number and its unit.
        if gap == 0 and not may_break(prev[-1], body[0], ja):
            bad.append("%s: breaks inside a word: %r / %r"
                       % (where, prev[-1], body[0]))
        if gap == 1 and glued(prev[-1], body[0]):
            bad.append("%s: breaks a number from its word: %r / %r"
                       % (where, prev, body))
    return len(lines), bad


def main():
    maxw = int(sys.argv[1])
    total = failed = 0
    for name in sys.argv[2:]:
        with open(name, "rb") as f:
            n, bad = check(maxw, name, f.read())
        total += n
        failed += len(bad)
        for b in bad:
            print("FAIL " + b)
        print("%s: %d failed" % (name, len(bad)))
    print("checked %d lines, %d failed" % (total, failed))


main()
