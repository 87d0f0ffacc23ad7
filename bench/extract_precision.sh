#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/extract_precision.sh PROGRAM... - precision and recall of
# `extract` on real prose: the man pages (their sources, as zcat gives
# them) and /usr/share/doc/*/copyright files of this Debian machine. For
# each PROGRAM (url1738 binaries, e.g. one built before a change and one
# after) and each reading, the angle candidates (<scheme:...> without
# "URL:", docs/extract.md) are split into URLs and not-URLs by
# bench/extract_not_urls.txt, the candidates read by eye and judged not to
# be URLs. Precision: URLs among the reported; recall: reported URLs among
# the URLs any PROGRAM reports (occurrences, not distinct texts). A
# candidate the list does not know and that is neither scheme://... nor
# one of the ten schemes' is printed as "unjudged" to be read and added.
[ $# -gt 0 ] || { echo "usage: bench/extract_precision.sh PROGRAM..." >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
find /usr/share/man -name '*.gz' -print0 | xargs -0 zcat 2>/dev/null >"$tmp/prose.txt"
cat /usr/share/doc/*/copyright >>"$tmp/prose.txt" 2>/dev/null
echo "prose: $(wc -c <"$tmp/prose.txt") bytes ($(find /usr/share/man -name '*.gz' | wc -l) man pages, $(ls /usr/share/doc/*/copyright | wc -l) copyright files)"
i=0
for prog in "$@"; do
    i=$((i + 1))
    for spec in rfc1738 rfc3986; do
        "$prog" extract --spec="$spec" "$tmp/prose.txt" >"$tmp/$i.$spec.json" ||
            [ $? -eq 1 ] || { echo "$prog failed" >&2; exit 1; }
    done
done
python3 - "$tmp" bench/extract_not_urls.txt "$@" <<'PY'
import json, sys
tmp, listfile, progs = sys.argv[1], sys.argv[2], sys.argv[3:]
not_urls = {l.rstrip("\n") for l in open(listfile, encoding="utf-8")
            if l.strip() and not l.startswith("#")}
ten = ("ftp:", "http:", "gopher:", "mailto:", "news:", "nntp:", "telnet:",
       "wais:", "file:", "prospero:", "https:")
print("| program | reading | angle reported | URLs | not URLs | precision | recall |")
print("|---|---|---:|---:|---:|---:|---:|")
for spec in ("rfc1738", "rfc3986"):
    rows, union = [], 0
    for i, prog in enumerate(progs, 1):
        urls = bad = 0
        for line in open("%s/%d.%s.json" % (tmp, i, spec), encoding="utf-8"):
            o = json.loads(line)
            if o.get("form") != "angle":
                continue
            u = o["url"]
            if u in not_urls:
                bad += 1
            else:
                urls += 1
                if "://" not in u and not u.lower().startswith(ten) and \
                   u.split(":")[0].lower() not in ("info", "man", "toc"):
                    print("unjudged:", u, file=sys.stderr)
        rows.append((prog, urls, bad))
        union = max(union, urls)
    for prog, urls, bad in rows:
        n = urls + bad
        print("| %s | %s | %d | %d | %d | %.4f | %.4f |" % (
            prog, spec, n, urls, bad, urls / n if n else 1.0,
            urls / union if union else 1.0))
PY
