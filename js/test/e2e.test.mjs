// SPDX-License-Identifier: MIT
// e2e.test.mjs - the program's end-to-end cases (tests/e2e/*.cases)
// replayed through the JavaScript package, on both backends: run() gives
// the program's output byte for byte; the high-level functions (parse,
// normalize, compare, resolve, relativize, diff, plan, lint, encode,
// decode, extract) give the JSON of each line.
import test from 'node:test';
import assert from 'node:assert/strict';
import api from '../index.cjs';
import core from '../lib/core.cjs';
import { allCases, top } from './cases.mjs';

// The cases name files relative to the top of the repository.
process.chdir(top);
const COMMANDS = ['parse', 'normalize', 'encode', 'decode', 'build', 'compare',
                  'plan', 'lint', 'diff', 'extract', 'resolve', 'relativize'];

const dec = (b) => Buffer.from(b).toString('latin1');
const backends = ['wasm', 'native'].map((n) => [n, api.withBackend(n)]);

// Cases the bindings leave out, each for a reason:
//  - fetch: the bindings never open a connection (js/src/nofetch.c);
//  - help: the program's --help/--version, not a subcommand's answer;
//  - IDNA: the WHATWG reading's non-ASCII domains need ICU, which the
//    bindings are built without (ICU=0: E_WHATWG_NO_ICU).
//  - files: the WebAssembly module has no file system (extract FILE).
function leftOut(k, backend) {
  const a0 = k.args.length ? dec(k.args[0]) : '';
  if (backend === 'wasm' && a0 === 'extract' && k.args.slice(1).some((a) => !dec(a).startsWith('--')))
    return 'files';
  if (k.file === 'fetch.cases' || k.file === 'help.cases') return 'fetch/help';
  if (!COMMANDS.includes(a0)) return 'not a subcommand';
  if (k.args.some((a) => /^(--help|-h|--version)$/.test(dec(a)))) return 'help';
  if (k.expected && /[\x80-\xff]/.test(k.expected.toString('latin1')) &&
      k.args.some((a) => /whatwg/.test(dec(a))) ) return 'IDNA';
  return null;
}

// Global options (--lang) as the program's main() takes them.
function split(args) {
  const out = [];
  let lang = 'en';
  for (let i = 0; i < args.length; i++) {
    const s = dec(args[i]);
    if (s === '--') {
      out.push(...args.slice(i));
      break;
    }
    if (s.startsWith('--lang=')) { lang = s.slice(7); continue; }
    if (s === '--lang') { lang = dec(args[++i]); continue; }
    out.push(args[i]);
  }
  return { lang, args: out };
}

const cases = allCases();

for (const [name, u] of backends) {
  test(`${name}: the program's e2e cases through run()`, () => {
    assert.ok(u, `backend ${name} is not available`);
    let replayed = 0;
    const failures = [];
    for (const k of cases) {
      if (leftOut(k, name)) continue;
      const { lang, args } = split(k.args);
      const r = u.run(args, { lang, stdin: k.stdin });
      const got = Buffer.from(core.toBytes(r.stdout));
      const why = [];
      if (r.status !== k.exit) why.push(`exit ${r.status}, expected ${k.exit}`);
      if (k.expected && !got.equals(k.expected))
        why.push(`stdout:\n${got.toString('latin1')}expected:\n${k.expected.toString('latin1')}`);
      for (const h of k.outHas) if (!r.stdout.includes(h)) why.push(`stdout lacks ${h}`);
      for (const h of k.errHas) if (!r.stderr.includes(h)) why.push(`stderr lacks ${h}: ${r.stderr}`);
      if (k.outLines !== null && r.stdout.split('\n').length - 1 !== k.outLines)
        why.push(`stdout lines ${r.stdout.split('\n').length - 1}, expected ${k.outLines}`);
      if (why.length) failures.push(`${k.file}: ${k.name}\n  args: ${args.map(dec).join(' ')}\n  ${why.join('\n  ')}`);
      replayed++;
    }
    assert.deepEqual(failures, []);
    assert.ok(replayed >= 150, `only ${replayed} cases replayed`);
  });

  // The high-level functions against each expected JSON line.
  test(`${name}: the e2e cases' JSON through parse, normalize, ... decode`, () => {
    const seen = new Map();
    const failures = [];
    for (const k of cases) {
      if (leftOut(k, name) || (!k.expected && !k.outHas.length)) continue;
      const { lang, args } = split(k.args);
      const cmd = dec(args[0]);
      const opts = { lang };
      const inputs = [];
      let dash = false;
      let simple = true;
      for (const a of args.slice(1)) {
        const s = dec(a);
        if (!dash && s === '--') { dash = true; continue; }
        if (!dash && s.startsWith('--')) {
          const m = /^--([a-z-]+)(?:=(.*))?$/.exec(s);
          if (!m || !['spec', 'repair', 'part', 'email', 'all', 'readings', 'base'].includes(m[1])) simple = false;
          else opts[m[1]] = m[2] === undefined ? true : m[2];
          continue;
        }
        inputs.push(Buffer.from(a).toString('utf8'));
        if (!Buffer.from(Buffer.from(a).toString('utf8'), 'utf8').equals(Buffer.from(a))) simple = false;
      }
      if (!k.expected) {
        // The diff cases say what the output contains: the objects
        // diff() gives, written as JSON, must contain it too.
        if (cmd !== 'diff' || !simple || inputs.length === 0) continue;
        const text = inputs.map((x) => JSON.stringify(u.diff(x, opts))).join('\n');
        const missing = k.outHas.filter((h) => !text.includes(h));
        if (missing.length) failures.push(`${k.file}: ${k.name}: diff() lacks ${missing.join(', ')}`);
        else seen.set(cmd, (seen.get(cmd) || 0) + 1);
        continue;
      }
      const lines = k.expected.toString('utf8').split('\n').filter((l) => l !== '');
      // Inputs from standard input, "-" and option-like inputs are the
      // program's command line, not the functions' (run() covers them).
      if (!simple || (k.stdin !== null) !== (cmd === 'extract') ||
          (cmd !== 'extract' && inputs.length === 0) ||
          inputs.some((x) => x.startsWith('-'))) continue;
      // Two-argument functions cannot be called with one.
      if (['compare', 'resolve', 'relativize'].includes(cmd) && inputs.length < 2) continue;
      if (k.exit === 2) {
        // A usage error of the program is a TypeError of the function.
        const part0 = opts.part;
        delete opts.part;
        const call = () => (cmd === 'encode' ? u.encode(inputs[0], part0, opts)
          : cmd === 'extract' ? u.extract('', opts)
          : ['compare', 'resolve', 'relativize'].includes(cmd) ? u[cmd](inputs[0], inputs[1] || inputs[0], opts)
          : u[cmd](inputs[0], opts));
        try {
          call();
          failures.push(`${k.file}: ${k.name}: no TypeError`);
        } catch (e) {
          if (!(e instanceof TypeError)) failures.push(`${k.file}: ${k.name}: ${e}`);
        }
        continue;
      }
      let want;
      try {
        want = lines.map((l) => JSON.parse(l));
      } catch (e) {
        continue; // TSV and other rows
      }
      const part = opts.part;
      delete opts.part;
      const each = (fn) => inputs.map((x) => { try { return fn(x); } catch (e) { return e; } });
      let got;
      let expect;
      const errOf = (o) => o.error;
      switch (cmd) {
        case 'parse':
          got = each((x) => api.parse === undefined ? null : u.parse(x, opts));
          expect = want;
          got = got.map((g, i) => (g instanceof u.URLError ? g.result : g));
          break;
        case 'normalize':
          if (opts.repair) continue;
          got = each((x) => u.normalize(x, opts));
          expect = want.map((w) => (w.error ? w.error : w.normalized));
          break;
        case 'compare':
          got = inputs.slice(1).map((b) => { try { return u.compare(inputs[0], b, opts); } catch (e) { return e; } });
          expect = want.map((w) => (w.error ? w.error : w.equivalent));
          break;
        case 'resolve':
        case 'relativize':
          got = inputs.slice(1).map((b) => { try { return u[cmd](inputs[0], b, opts); } catch (e) { return e; } });
          expect = want.map((w) => (w.error ? w.error : cmd === 'resolve' ? w.resolved : w.relative));
          break;
        case 'diff':
          got = each((x) => u.diff(x, opts));
          expect = want;
          break;
        case 'plan':
          got = each((x) => u.plan(x, opts)).map((g) => (g instanceof u.URLError ? g.result : g));
          expect = want;
          break;
        case 'lint':
          got = each((x) => u.lint(x, opts));
          expect = want.map((w) => w.warnings);
          break;
        case 'encode':
          got = each((x) => u.encode(x, part, opts));
          expect = want.map((w) => (w.error ? w.error : w.encoded));
          break;
        case 'decode':
          got = each((x) => u.decode(x, opts));
          expect = want.map((w) => (w.error ? w.error : w.decoded));
          break;
        case 'extract':
          got = [u.extract(k.stdin, opts)];
          expect = [want];
          break;
        default:
          continue;
      }
      // A URLError stands for the JSON's error object.
      got = got.map((g) => (g instanceof u.URLError
        ? Object.assign(g.url !== undefined ? { url: g.url } : {}, { offset: g.offset, code: g.code, message: g.message })
        : g));
      try {
        assert.deepEqual(got, expect);
        seen.set(cmd, (seen.get(cmd) || 0) + 1);
      } catch (e) {
        failures.push(`${k.file}: ${k.name}\n  inputs: ${JSON.stringify(inputs)} ${JSON.stringify(opts)}\n  got:      ${JSON.stringify(got)}\n  expected: ${JSON.stringify(expect)}`);
      }
    }
    assert.deepEqual(failures, []);
    for (const cmd of ['parse', 'normalize', 'compare', 'resolve', 'diff', 'plan', 'lint', 'encode', 'decode'])
      assert.ok(seen.get(cmd) > 0, `no ${cmd} case replayed: ${JSON.stringify([...seen])}`);
  });
}
