# SPDX-License-Identifier: MIT
"""The CLI's end-to-end cases (tests/e2e/*.cases) replayed through the
module: the same inputs must give the same answers (validity, error
code, offset and message, every part), as the CLI's JSON gives them."""
import io
import json
import os
import re
import sys
import unittest

import url1738

import cases
from cases import s

# Fewer answers than this compared means the replay lost its cases.
MIN_COMPARED = 250


# The program names the malformed escape of its input in an E_ESCAPE
# message ("%G1 is not an escape: ..."); the module gives the library's
# own message for the same error (code and offset alike).
CLI_ESCAPE = re.compile(r"^\S+ is not an escape: '%' must be followed by "
                        r"two hexadecimal digits$")
LIB_ESCAPE = "expected two hexadecimal digits after '%'"


def library_message(exp):
    e = exp.get("error") if isinstance(exp, dict) else None
    if isinstance(e, dict) and e.get("code") == "E_ESCAPE" \
            and CLI_ESCAPE.match(e.get("message") or ""):
        exp = dict(exp, error=dict(e, message=LIB_ESCAPE))
    return exp


def err(e):
    return {"offset": e.offset, "code": e.code, "message": e.message}


def spec_of(opts):
    if opts.get("rfc3986") or opts.get("spec") == "rfc3986":
        return "rfc3986"
    if opts.get("spec") == "whatwg":
        return "whatwg"
    return "rfc1738"


# ===== One function per subcommand: the module's answers to a case's
# inputs, each shaped as the CLI's JSON object (the keys the module
# mirrors), next to the expected object cut to the same keys.

def do_parse(opts, inputs, case):
    if set(opts) - {"spec"}:    # --format=tsv/csv: the CLI's own output
        return None
    spec = spec_of(opts)
    out = []
    for x in inputs:
        exp = {}
        try:
            got = url1738.parse(x, spec=spec)._asdict()
        except url1738.URLError as e:
            got = {"input": x, "valid": False, "error": err(e)}
            exp = {"input", "valid", "error"}
        out.append((got, exp))
        # valid() agrees with parse()
        out.append(({"valid": url1738.valid(x, spec=spec)}, {"valid"}))
    return out


def do_normalize(opts, inputs, case):
    out = []
    for x in inputs:
        try:
            got = {"input": x, "normalized": url1738.normalize(
                x, spec=spec_of(opts), repair="repair" in opts)}
        except url1738.URLError as e:
            got = {"input": x, "normalized": None, "error": err(e)}
        out.append((got, set(got)))
    return out


def do_encode(opts, inputs, case):
    out = []
    for x in inputs:
        got = {"input": x, "part": opts["part"]}
        try:
            got.update(encoded=url1738.encode(x, opts["part"],
                                              spec=spec_of(opts)),
                       error=None)
        except url1738.URLError as e:
            got.update(encoded=None, error=err(e))
        out.append((got, None))
    return out


def do_decode(opts, inputs, case):
    out = []
    for x in inputs:
        try:
            got = {"input": x, "decoded": url1738.decode(x, spec_of(opts)),
                   "error": None}
        except url1738.URLError as e:
            got = {"input": x, "decoded": None, "error": err(e)}
        out.append((got, None))
    return out


def one_compare(a, b, spec):
    try:
        return {"a": a, "b": b, "equivalent": url1738.compare(a, b, spec)}
    except url1738.URLError as e:
        d = err(e)
        d = {"url": e.url, "offset": d["offset"], "code": d["code"],
             "message": d["message"]}
        return {"a": a, "b": b, "equivalent": None, "error": d}


def do_compare(opts, inputs, case, stdin=False):
    if stdin:
        out = []
        for x in inputs:
            if "\t" not in x:
                return None     # the CLI's own E_NO_TAB
            a, _, b = x.partition("\t")
            out.append((one_compare(a, b, spec_of(opts)), None))
        return out
    return [(one_compare(inputs[0], b, spec_of(opts)), None)
            for b in inputs[1:]]


def relative(fn, key, outkey):
    def run(opts, inputs, case, refs=None):
        base, refs = (inputs[0], inputs[1:]) if refs is None else refs
        out = []
        for r in refs:
            got = {"base": base, key: r}
            try:
                got[outkey] = fn(base, r, spec=spec_of(opts))
            except url1738.URLError as e:
                got[outkey] = None
                got["error"] = err(e)
            out.append((got, None))
        return out
    return run


def do_lint(opts, inputs, case):
    out = []
    for x in inputs:
        try:
            url1738.parse(x, spec=spec_of(opts))
            e = None
        except url1738.URLError as ex:
            e = err(ex)
        out.append(({"input": x, "valid": e is None, "error": e,
                     "warnings": url1738.lint(x, spec=spec_of(opts))},
                    None))
    return out


def do_plan(opts, inputs, case):
    out = []
    for x in inputs:
        try:
            got = url1738.plan(x, email=opts.get("email"),
                               allow_port=int(opts.get("allow-port", 0)))
            out.append((got, None))
        except url1738.URLError as e:
            out.append(({"input": x, "error": err(e)}, {"input", "error"}))
    return out


def do_build(opts, inputs, case):
    if opts and set(opts) - {"json", "spec"}:
        return None             # parts as options: the CLI's own parsing
    out = []
    for line in inputs:
        def pairs(kv):
            keys = [k for k, _ in kv]
            if len(set(keys)) != len(keys):
                raise ValueError("a key given twice")
            return dict(kv)
        floats = []
        try:
            # As bytes: raw bytes that are not UTF-8 are not JSON.
            parts = json.loads(line.encode("utf-8", "surrogateescape"),
                               object_pairs_hook=pairs,
                               parse_float=lambda t: floats.append(t))
        except ValueError:
            parts = None        # the CLI's JSON reader's E_JSON
        if floats:
            # A port of 1.5 is Python's TypeError, not a builder's answer.
            out.append(("skip", None))
            continue
        out.append(("build", (parts, spec_of(opts))))
    return out


def do_extract(opts, inputs, case, stdin=False):
    # Text (str answers) read as the CLI's JSON shows bytes: UTF-8 with
    # surrogateescape, line ends as they are.
    dashdash = b"--" in case.args      # then "-" is a file named "-"

    def text(x):
        if x == "-" and not dashdash:
            return io.StringIO(s(case.stdin or b""), newline="")
        path = os.path.join(cases.ROOT, x)
        if not os.path.exists(path):
            return io.StringIO("")  # the CLI reports it and goes on
        return open(path, encoding="utf-8", errors="surrogateescape",
                    newline="")
    srcs = [text(x) for x in (["-"] if stdin else inputs)]
    out = []
    for src in srcs:
        with src:
            for d in url1738.extract(src, all="all" in opts,
                                     spec=spec_of(opts)):
                out.append((d, set(d)))
    return ("extract", out)


HANDLERS = {
    "parse": do_parse, "normalize": do_normalize, "encode": do_encode,
    "decode": do_decode, "compare": do_compare, "lint": do_lint,
    "plan": do_plan, "build": do_build, "extract": do_extract,
    "resolve": relative(url1738.resolve, "reference", "resolved"),
    "relativize": relative(url1738.relativize, "target", "relative"),
}


def envelope(answer, exp):
    """The CLI writes "error": null in every object of a valid answer;
    the module's answer has no error to carry then."""
    if isinstance(answer, dict) and isinstance(exp, dict) \
            and "error" not in answer and exp.get("error", 1) is None:
        answer = dict(answer, error=None)
    return answer


class E2E(unittest.TestCase):
    def test_cases(self):
        compared = 0
        for case in cases.all_cases():
            if not case.args or case.exit == 2 or case.stdout is None:
                continue        # usage errors are the CLI's alone
            cmd = s(case.args[0])
            handler = HANDLERS.get(cmd)
            if handler is None:
                continue
            opts, raw, stdin_used = cases.split(case)
            if cmd in ("resolve", "relativize"):
                # The base is an argument; the references may be stdin's.
                stdin_used = len(raw) == 1 or raw[1:] == [b"-"]
                raw = raw[:1] if stdin_used else raw
            inputs = [s(x) for x in raw]
            if stdin_used:
                lines = [s(x) for x in cases.stdin_lines(case.stdin)]
                if cmd in ("resolve", "relativize"):
                    inputs = (inputs[0], lines)
                else:
                    inputs = lines
            if cmd in ("resolve", "relativize") and stdin_used:
                got = handler(opts, None, case, refs=inputs)
            elif cmd in ("compare", "extract"):
                got = handler(opts, inputs, case, stdin=stdin_used)
            else:
                got = handler(opts, inputs, case)
            if got is None:
                continue
            compared += self.check(case, cmd, got)
        self.assertGreaterEqual(compared, MIN_COMPARED,
                                "too few answers compared")

    def check(self, case, cmd, got):
        if cmd == "extract":
            got = [(envelope(g, e), k) for (g, k), e in
                   zip(got[1], case.stdout)]
            expected = [{k: v for k, v in d.items() if k != "file"}
                        for d in case.stdout]
            with self.subTest(case=repr(case)):
                self.assertEqual([g for g, _ in got], expected)
            return len(expected)
        exp_lines = case.stdout
        if cmd == "parse":      # two answers per input: parse, valid
            exp_lines = [e for e in exp_lines for _ in (0, 1)]
        with self.subTest(case=repr(case), what="number of answers"):
            self.assertEqual(len(got), len(exp_lines))
        n = 0
        for (answer, keys), exp in zip(got, exp_lines):
            with self.subTest(case=repr(case), expected=exp):
                if answer == "skip":
                    continue
                if answer == "build":
                    self.check_build(keys, exp)
                else:
                    exp = library_message(exp)
                    answer = envelope(answer, exp)
                    if keys:
                        exp = {k: v for k, v in exp.items()
                               if k in keys or k in answer}
                    self.assertEqual(answer, exp)
            n += 1
        return n

    def check_build(self, parts_spec, exp):
        parts, spec = parts_spec
        if parts is None:       # not JSON Python reads either
            self.assertEqual(exp["error"]["code"], "E_JSON")
            return
        if exp["url"] is not None:
            self.assertEqual(url1738.build(parts, spec=spec), exp["url"])
            return
        with self.assertRaises((ValueError, TypeError)) as cm:
            url1738.build(parts, spec=spec)
        if exp["error"]["code"] == "E_JSON":
            return              # refused, as the CLI's reader refuses it
        e = cm.exception
        self.assertIsInstance(e, url1738.URLError)
        self.assertEqual(e.code, exp["error"]["code"])
        self.assertEqual(e.message, exp["error"]["message"])
        if e.code != "E_ESCAPE":    # the CLI's is an offset in its line
            self.assertEqual(e.offset, exp["error"]["offset"])

if __name__ == "__main__":
    unittest.main()
