// SPDX-License-Identifier: MIT
// bench/js.mjs - url1738 in Node.js against Node's own new URL() (ada),
// the legacy url.parse() and the whatwg-url npm package (js/node_modules:
// make js-deps), per URL, on the corpora of tests/data/urls.
//
//   make wasm js-native js-deps && node bench/js.mjs [ROUNDS [ROW]]
//
// Every row parses every URL and reads the same things of each: its host
// (new URL(u).hostname, url.parse(u).hostname, whatwg-url's host,
// parseMany's get('host', i)); the rows marked "host + path" read the
// path too (new URL's pathname, parseMany's path). new URL() keeps its
// href and the offsets of its parts and makes a part's string when its
// getter is read; parseMany keeps, per URL, the offsets of the fields
// asked for and makes the string when get() reads it: the same design.
// The "column" row reads parseMany's host column instead (an array of
// every host, made at once and kept). parse() one URL at a time for
// scale. Rounds are interleaved (url.parse() and whatwg-url last in each:
// their garbage, whatwg-url's above all, is collected on the time of the
// row after them); the median of the rounds is printed, CPU
// ns per URL, and the ratios the targets are about.
import fs from 'node:fs';
import path from 'node:path';
import url from 'node:url';
import { createRequire } from 'node:module';

const here = path.dirname(url.fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '..', 'js', 'package.json'));
const api = require('../js/index.cjs');
const whatwgUrl = require('whatwg-url');

const rounds = Number(process.argv[2] || 7);

const native = api.withBackend('native');
const wasm = api.withBackend('wasm');
if (!native) throw new Error('no native addon: make js-native');

const corpora = ['kasztp_web.txt', 'node_files.txt', 'rfc1738_schemes.txt'];
const urls = corpora.flatMap((f) => fs.readFileSync(path.join(here, '..', 'tests', 'data', 'urls', f), 'utf8')
  .split('\n').filter((l) => l !== ''));

let sink = 0;
const n = urls.length;
const NEW_URL = 'new URL() in a loop (ada)';
const NEW_URL2 = 'new URL() in a loop (ada), host + path';
const NATIVE = 'url1738 parseMany, native addon';
const NATIVE2 = 'url1738 parseMany, native addon, host + path';
const WASM = 'url1738 parseMany, WebAssembly';
const WASM2 = 'url1738 parseMany, WebAssembly, host + path';
function hosts(api) {
  const c = api.parseMany(urls, { spec: 'rfc3986', fields: ['host'] });
  for (let i = 0; i < n; i++) {
    const h = c.get('host', i);
    sink += h !== null ? h.length : 1;
  }
}
function hostsPaths(api) {
  const c = api.parseMany(urls, { spec: 'rfc3986', fields: ['host', 'path'] });
  for (let i = 0; i < n; i++) {
    const h = c.get('host', i);
    const p = c.get('path', i);
    sink += (h !== null ? h.length : 1) + (p !== null ? p.length : 1);
  }
}
const runs = {
  [NEW_URL]: () => {
    for (const u of urls) {
      try { sink += new URL(u).hostname.length; } catch (e) { sink++; }
    }
  },
  [NATIVE]: () => hosts(native),
  [WASM]: () => hosts(wasm),
  'url1738 parseMany, native addon, the host column': () => {
    const c = native.parseMany(urls, { spec: 'rfc3986', fields: ['host'] });
    for (const h of c.host) sink += h !== null ? h.length : 1;
  },
  [NEW_URL2]: () => {
    for (const u of urls) {
      try {
        const x = new URL(u);
        sink += x.hostname.length + x.pathname.length;
      } catch (e) { sink++; }
    }
  },
  [NATIVE2]: () => hostsPaths(native),
  [WASM2]: () => hostsPaths(wasm),
  'url.parse() in a loop': () => {
    for (const u of urls) {
      try { sink += (url.parse(u).hostname || '').length; } catch (e) { sink++; }
    }
  },
  'whatwg-url (npm) in a loop': () => {
    for (const u of urls) {
      const r = whatwgUrl.parseURL(u);
      sink += r && typeof r.host === 'string' ? r.host.length : 1;
    }
  },
};
// One URL a call through the program's JSON (a tenth of the URLs).
const few = urls.filter((_, i) => i % 10 === 0);
const single = {
  'url1738 parse() per URL, native addon': () => {
    for (const u of few) { try { sink += native.parse(u, { spec: 'rfc3986' }).input.length; } catch (e) { sink++; } }
  },
  'url1738 parse() per URL, WebAssembly': () => {
    for (const u of few) { try { sink += wasm.parse(u, { spec: 'rfc3986' }).input.length; } catch (e) { sink++; } }
  },
};

const times = new Map();
// `node bench/js.mjs ROUNDS TEXT`: only the row named TEXT (or the rows
// whose name has TEXT), one process each (no other row's garbage collected on its time).
const only = process.argv[3];
// A name given whole is that row alone; else every row whose name has it.
const every = { ...runs, ...single };
const all = Object.fromEntries(Object.entries(every)
  .filter(([name]) => !only || (only in every ? name === only : name.includes(only))));
for (const f of Object.values(all)) f(); // warm up
for (let r = 0; r < rounds; r++) {
  for (const [name, f] of Object.entries(all)) {
    const n = name in single ? few.length : urls.length;
    // CPU time of this process (user + system), not wall time: on a
    // machine shared with other jobs it leaves out the time spent
    // waiting for a core.
    const c0 = process.cpuUsage();
    f();
    const c1 = process.cpuUsage(c0);
    const ns = ((c1.user + c1.system) * 1000) / n;
    if (!times.has(name)) times.set(name, []);
    times.get(name).push(ns);
  }
}
const median = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
if (only) {
  for (const [name, a] of times) console.log(`${name}: ${median(a).toFixed(0)} ns/URL (median of ${rounds}), Node ${process.version}`);
  process.exit(0);
}
const row = (name) => median(times.get(name));
console.log(`${urls.length} URLs (${corpora.join(', ')}), ${rounds} rounds, median CPU ns per URL; Node ${process.version}`);
console.log('| | ns/URL | vs new URL() |');
console.log('|---|---:|---:|');
for (const [name, a] of times) {
  const m = median(a);
  const base = row(name.endsWith('host + path') ? NEW_URL2 : NEW_URL);
  console.log(`| ${name} | ${m.toFixed(0)} | ${(base / m).toFixed(2)}x |`);
}
// Per round too: the rows of one round ran one after the other, so a
// round's ratio leaves out the machine's load moving between rounds.
const perRound = (a, b) => median(times.get(a).map((x, i) => x / times.get(b)[i]));
console.log(`\nparseMany native, host: ${(row(NEW_URL) / row(NATIVE)).toFixed(2)}x as fast as new URL() (median of per-round ratios ${(1 / perRound(NATIVE, NEW_URL)).toFixed(2)}x); target >= 2x`);
console.log(`parseMany native, host + path: ${(row(NEW_URL2) / row(NATIVE2)).toFixed(2)}x as fast as new URL() (per round ${(1 / perRound(NATIVE2, NEW_URL2)).toFixed(2)}x)`);
console.log(`WebAssembly takes ${(row(WASM) / row(NATIVE)).toFixed(2)}x the native time (host), ${(row(WASM2) / row(NATIVE2)).toFixed(2)}x (host + path); target <= 2x`);
if (sink === 0) console.log('');
