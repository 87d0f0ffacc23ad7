// whatwg_node.js - the WHATWG reading against Node.js's new URL() (ada),
// the second oracle (docs/grammar.md, "Checked against Node.js").
//
//   node tests/whatwg_node.js gen COUNT SEED CORPUS... > inputs.txt
//       the corpora's lines, then COUNT generated and mutated inputs
//       (deterministic for a SEED): one input a line, no CR or LF in one.
//   node tests/whatwg_node.js check inputs.txt parse-output.jsonl
//       compares `url1738 parse --spec=whatwg` (one JSON object a line)
//       with new URL(input) line by line; prints the differences by
//       class and exits 1 when one is unclassified.
//
// Every difference must fall into a class below, each with its reason:
// a difference no class explains is a url1738 bug (or a new class, to be
// argued in docs/grammar.md).
'use strict';
const fs = require('fs');

function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s / 4294967296;
  };
}

// Pieces that exercise the parser's states: delimiters, slashes and
// backslashes, escapes, IPv4 and IPv6 forms, dots, drive letters, tabs,
// spaces, C0 controls and non-ASCII text (IDNA).
const PIECES = [
  '/', '\\', ':', '@', '?', '#', '.', '..', '%', '%2e', '%2E', '%41', '%zz',
  '[', ']', '[::1]', '[1:2::3]', '[::ffff:1.2.3.4]', '0x7f', '0x', '017',
  '127.1', '1.2.3.4', '4294967295', '0xffffffff', '256', '..', '/./', '/../',
  'C:', 'c|', '|', ' ', '\t', '\x01', '\x7f', "'", '"', '<', '>', '`', '^',
  '{', '}', '~', '!', '$', '&', '(', ')', '*', '+', ',', ';', '=', '-', '_',
  'é', 'ß', 'ı', 'ﬀ', '①', '。', '．', '\u200d', '\u0301', 'xn--', 'xn--a',
  'localhost', 'LOCALHOST', 'user:pass@', ':80', ':0', ':65535', ':65536',
  ':8x', 'http:', 'https:', 'file:', 'ftp:', 'ws:', 'wss:', 'mailto:',
  'javascript:', 'data:', 'blob:', 'foo:', 'sc://', '//', '///', 'a', 'B', '0'
];
const SCHEMES = ['http', 'https', 'file', 'ftp', 'ws', 'wss', 'foo',
                 'mailto', 'javascript', 'data', 'sc', 'HTTP', 'FiLe'];

function pick(r, a) { return a[Math.floor(r() * a.length)]; }

function generated(r) {
  let s = '';
  if (r() < 0.8) s += pick(r, SCHEMES) + ':';
  const n = 1 + Math.floor(r() * 8);
  for (let k = 0; k < n; k++) s += pick(r, PIECES);
  return s;
}

function mutated(r, base) {
  let s = base;
  const n = 1 + Math.floor(r() * 3);
  for (let k = 0; k < n; k++) {
    const at = Math.floor(r() * (s.length + 1));
    const op = r();
    if (op < 0.4) s = s.slice(0, at) + pick(r, PIECES) + s.slice(at);
    else if (op < 0.7) s = s.slice(0, at) + pick(r, PIECES) + s.slice(at + 1);
    else s = s.slice(0, at) + s.slice(at + 1 + Math.floor(r() * 3));
  }
  return s;
}

function gen(count, seed, corpora) {
  const r = rng(seed);
  const lines = [];
  for (const f of corpora)
    for (const l of fs.readFileSync(f, 'utf8').split('\n'))
      if (l.length > 0 && !/[\r\n]/.test(l)) lines.push(l);
  const out = [];
  for (const l of lines) out.push(l);
  for (let k = 0; k < count; k++)
    out.push(r() < 0.5 || lines.length === 0 ? generated(r)
                                             : mutated(r, pick(r, lines)));
  process.stdout.write(out.map(s => s.replace(/[\r\n]/g, '')).join('\n') +
                       '\n');
}

// ----- the classes of difference -----

function hostOf(s) {
  // the text between "//" and the next "/", "?", "#" (or "\")
  const m = /^[^:]*:[\\/]*([^\/\\?#]*)/.exec(s);
  return m ? m[1] : '';
}

// Domains that are not ASCII go through UTS #46: url1738 with ICU
// (Unicode 15.0 on Debian 12), Node.js 20 with ada's own tables. The two
// differ where the Unicode versions do; a difference in a URL whose host
// holds a non-ASCII code point (or its percent-encoded UTF-8) and whose
// two results differ only in the host is put here.
function idnaClass(input, got, want) {
  const h = hostOf(input);
  if (!/[^\x00-\x7f]|%[89a-fA-F][0-9a-fA-F]/.test(h)) return null;
  if (got === null || want === null) return 'idna-unicode-version';
  try {
    const a = new URL(got), b = new URL(want);
    if (a.protocol === b.protocol && a.pathname === b.pathname &&
        a.search === b.search && a.hash === b.hash)
      return 'idna-unicode-version';
  } catch (e) { /* not comparable */ }
  return null;
}

// Node.js 20's ada (2.9.2) predates three changes of the URL Standard
// that the WPT data (tests/wpt/, which url1738 passes) already have:
//  - the path percent-encode set gained U+005E (^) (ada writes "^");
//  - "domain to ASCII" only lower-cases an ASCII domain, "xn--" labels
//    included (ada still checks their Punycode, and refuses "xn--a");
//  - an opaque path's space just before '?' or '#' is "%20" (ada: " ").
// A difference that one of these explains is classed by it.
function newerStandard(got, want, host) {
  if (got === null) return null;
  if (want === null)
    return /(^|\.)xn--/.test(host || '') && /^[\x21-\x7e]*$/.test(host)
               ? 'standard-newer-than-node:xn--' : null;
  const caret = s => s.replace(/%5E/g, '^');
  const space = s => s.replace(/%20([?#])/, ' $1');
  if (caret(got) === want) return 'standard-newer-than-node:^';
  if (space(got) === want) return 'standard-newer-than-node:%20';
  if (caret(space(got)) === want) return 'standard-newer-than-node:^';
  return null;
}

// Bugs of Node.js 20's ada 2.9.2, where url1738 follows the standard's
// text (the first two were fixed in later ada):
//  - a first segment that begins with a drive letter ("C:~") is kept by
//    a "..", as if it were one (the standard: exactly two code points);
//  - a "." segment stays in some paths ("/.github/wo/./)"), which the
//    path state never appends.
function nodeBug(got, want) {
  let w;
  if (want === null || got === null) return null;
  try { w = new URL(want); } catch (e) { return null; }
  if (w.protocol === 'file:' && /^\/[A-Za-z]:[^\/]/.test(w.pathname))
    return 'node-ada-2.9.2:drive-letter-prefix';
  if (w.pathname.startsWith('/') &&
      w.pathname.split('/').some(x => x === '.' || x === '..'))
    return 'node-ada-2.9.2:dot-segment-kept';
  // A non-special path ending in a double-dot segment ("foo:/.."): the
  // path state shortens the path and, c not being "/", appends the empty
  // segment: the path is [""], written "/"; ada 2.9.2 leaves it empty.
  let g;
  try { g = new URL(got); } catch (e) { g = null; }
  if (w.pathname === '' && g !== null && g.pathname === '/' &&
      g.protocol === w.protocol && g.host === w.host &&
      g.search === w.search && g.hash === w.hash)
    return 'node-ada-2.9.2:double-dot-at-end';
  return null;
}

function check(inputFile, outFile) {
  const inputs = fs.readFileSync(inputFile, 'utf8').split('\n');
  const outs = fs.readFileSync(outFile, 'utf8').split('\n');
  if (inputs[inputs.length - 1] === '') inputs.pop();
  if (outs[outs.length - 1] === '') outs.pop();
  if (inputs.length !== outs.length) {
    console.log(`whatwg_node: ${inputs.length} inputs but ${outs.length} ` +
                'results');
    process.exit(1);
  }
  const classes = {};
  const unclassified = [];
  let same = 0, accepted = 0;
  for (let k = 0; k < inputs.length; k++) {
    const input = inputs[k];
    const o = JSON.parse(outs[k]);
    let want = null;
    try { want = new URL(input).href; } catch (e) { want = null; }
    const got = o.valid ? o.href : null;
    if (got === want) {
      same++;
      if (got !== null) accepted++;
      continue;
    }
    const c = newerStandard(got, want, o.host) || nodeBug(got, want) || idnaClass(input, got, want);
    if (c) {
      classes[c] = (classes[c] || 0) + 1;
      continue;
    }
    unclassified.push({ input, url1738: got, node: want });
  }
  console.log(`whatwg_node: ${inputs.length} inputs, ${same} the same ` +
              `(${accepted} accepted by both), ` +
              `${inputs.length - same} different (node ${process.version}, ` +
              `ada ${process.versions.ada})`);
  for (const c of Object.keys(classes).sort())
    console.log(`  ${c}: ${classes[c]}`);
  console.log(`  unclassified: ${unclassified.length}`);
  for (const u of unclassified.slice(0, 30))
    console.log('    ' + JSON.stringify(u));
  process.exit(unclassified.length === 0 ? 0 : 1);
}

const [cmd, ...args] = process.argv.slice(2);
if (cmd === 'gen') gen(Number(args[0]), Number(args[1]), args.slice(2));
else if (cmd === 'check') check(args[0], args[1]);
else {
  console.error('usage: whatwg_node.js gen COUNT SEED CORPUS... | ' +
                'check INPUTS OUTPUTS');
  process.exit(2);
}
