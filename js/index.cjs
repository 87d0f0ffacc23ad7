// SPDX-License-Identifier: MIT
// index.cjs - url1738 for Node.js (require('url1738'); index.mjs is the
// same for import). The Node-API addon when it was built at install
// (node-gyp, build/Release/url1738.node), else the WebAssembly module:
// the same answers either way. URL1738_BACKEND=wasm or =native chooses.
'use strict';
const fs = require('fs');
const path = require('path');
const core = require('./lib/core.cjs');
const { wasmBackend } = require('./lib/wasm.cjs');

function wasm() {
  const bytes = fs.readFileSync(path.join(__dirname, 'dist', 'url1738.wasm'));
  return wasmBackend(new WebAssembly.Module(bytes), core.fromBytes);
}

// The addon's functions as the backend core.cjs expects.
function native() {
  let addon;
  try {
    addon = require('./build/Release/url1738.node');
  } catch (e) {
    return null;
  }
  return {
    name: 'native',
    run(lang, args, stdin) {
      const [status, out, stderr] = addon.run(lang, args, stdin);
      return { status, stdout: typeof out === 'string' ? out : core.fromBytes(out), stderr };
    },
    // The records of n URLs (core.cjs keeps them: a block of its own
    // for each chunk of a parseMany) and the answer's text.
    many(input, n, spec, fields) {
      const rec = new Int32Array((2 + 2 * fields.length) * n);
      const [count, text, ascii] = addon.many(input, n, spec, fields.join(','), rec);
      if (count === -1) throw new TypeError(`spec must be 'rfc1738' or 'rfc3986', not '${spec}'`);
      if (count <= -100) throw new TypeError(`no field ${fields[-100 - count]}`);
      if (count === -3) throw new RangeError('url1738: out of memory');
      // More lines than URLs (U17_SMALL: an LF inside one): not this way.
      if (count !== n) return null;
      if (ascii) return { rec, value: (s, l) => text.substring(s, s + l), parts: null };
      return { rec, value: (s, l) => core.fromBytes(text.subarray(s, s + l)), parts: null };
    },
    fieldList(spec) {
      return addon.fieldList(spec).split(',').map((s) => {
        const [name, kind] = s.split(':');
        return { name, kind: Number(kind) };
      });
    },
    fieldKind: (name) => addon.fieldKind(name),
  };
}

const which = process.env.URL1738_BACKEND;
let backend = null;
if (which !== 'wasm') backend = native();
if (backend === null && which === 'native')
  throw new Error('url1738: URL1738_BACKEND=native, but the addon was not built (build/Release/url1738.node)');
if (backend === null) backend = wasm();

const api = core.createAPI(backend);
// Both backends by name, made when first asked for (tests, bench).
let wasmApi = backend.name === 'wasm' ? api : null;
api.withBackend = function (name) {
  if (name === 'wasm') {
    if (wasmApi === null) wasmApi = core.createAPI(wasm());
    return wasmApi;
  }
  if (name === 'native') {
    if (backend.name === 'native') return api;
    const b = native();
    return b === null ? null : core.createAPI(b);
  }
  throw new TypeError(`no backend ${name}`);
};
module.exports = api;
