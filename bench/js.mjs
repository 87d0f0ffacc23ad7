// SPDX-License-Identifier: MIT
// bench/js.mjs - url1738 in Node.js against Node's own new URL() (ada),
// the legacy url.parse() and the whatwg-url npm package (js/node_modules:
// make js-deps), per URL, on the corpora of tests/data/urls. Each does
// comparable work: parse every URL and read its host.
//
//   make wasm js-native js-deps && node bench/js.mjs [ROUNDS [ROW]]
//
// parseMany (one call for the whole array) in the Node-API addon and in
// the WebAssembly module; parse() one URL at a time for scale. Rounds are
// interleaved; the median of the rounds is printed, CPU ns per URL.
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
const runs = {
  'new URL() in a loop (ada)': () => {
    for (const u of urls) {
      try { sink += new URL(u).hostname.length; } catch (e) { sink++; }
    }
  },
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
  'url1738 parseMany, native addon': () => {
    const c = native.parseMany(urls, { spec: 'rfc3986', fields: ['host'] });
    for (const h of c.host) sink += h ? h.length : 1;
  },
  'url1738 parseMany, WebAssembly': () => {
    const c = wasm.parseMany(urls, { spec: 'rfc3986', fields: ['host'] });
    for (const h of c.host) sink += h ? h.length : 1;
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
// `node bench/js.mjs ROUNDS TEXT`: only the rows whose name has TEXT,
// one process each (no other row's garbage collected on its time).
const only = process.argv[3];
const all = Object.fromEntries(Object.entries({ ...runs, ...single })
  .filter(([name]) => !only || name.includes(only)));
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
const base = median(times.get('new URL() in a loop (ada)'));
const nat = median(times.get('url1738 parseMany, native addon'));
console.log(`${urls.length} URLs (${corpora.join(', ')}), ${rounds} rounds, median ns per URL; Node ${process.version}`);
console.log('| | ns/URL | vs new URL() |');
console.log('|---|---:|---:|');
for (const [name, a] of times) {
  const m = median(a);
  console.log(`| ${name} | ${m.toFixed(0)} | ${(base / m).toFixed(2)}x |`);
}
const w = median(times.get('url1738 parseMany, WebAssembly'));
console.log(`\nparseMany native: ${(base / nat).toFixed(2)}x as fast as new URL(); WebAssembly takes ${(w / nat).toFixed(2)}x the native time`);
if (sink === 0) console.log('');
