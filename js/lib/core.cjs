// SPDX-License-Identifier: MIT
// core.cjs - url1738's JavaScript API over a backend: the WebAssembly
// module (wasm.cjs) or the Node-API addon (native/). Both run the
// program's own subcommands in memory (cli/run.c), so every answer here is
// the JSON of `url1738 CMD`, written by the program's one writer; this
// file only passes arguments and reads the JSON back (docs/javascript.md).
//
// One file for Node (require, and import through index.mjs) and for the
// browser (a classic <script>: it sets globalThis.url1738Core).
(function (root, factory) {
  'use strict';
  const core = factory();
  if (typeof module === 'object' && module.exports) module.exports = core;
  else root.url1738Core = core;
})(typeof globalThis !== 'undefined' ? globalThis : this, function () {
  'use strict';

  // What the program's exit statuses mean (docs/cli.md).
  const EXIT_USAGE = 2;

  /** A URL the reading refuses: where (byte offset), which rule, why. */
  class URLError extends Error {
    constructor(error, input) {
      super(error.message);
      this.name = 'URLError';
      this.code = error.code;
      this.offset = error.offset;
      this.input = input;
      // compare's error says which of the two URLs ("url").
      if (error.url !== undefined) this.url = error.url;
    }
  }

  const utf8 = new TextEncoder();
  const LONE = /[\uD800-\uDFFF]/;

  // A string as the bytes the program reads: UTF-8, where a lone
  // surrogate U+DC80..U+DCFF stands for the byte 80..FF (the
  // "surrogateescape" of the program's JSON, so that its output goes
  // back in unchanged). A Uint8Array is taken as it is.
  function toBytes(s) {
    if (s instanceof Uint8Array) return s;
    if (typeof s !== 'string')
      throw new TypeError(`expected a string or a Uint8Array, not ${typeof s}`);
    if (!LONE.test(s)) return utf8.encode(s);
    const out = [];
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
        const d = s.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) {
          for (const b of utf8.encode(s.slice(i, i + 2))) out.push(b);
          i++;
          continue;
        }
      }
      if (c >= 0xdc80 && c <= 0xdcff) out.push(c - 0xdc00);
      else for (const b of utf8.encode(s[i])) out.push(b);
    }
    return Uint8Array.from(out);
  }

  // Bytes back to a string the same way (valid UTF-8 decoded; any other
  // byte XX as U+DCXX).
  const strict = new TextDecoder('utf-8', { fatal: true });
  function fromBytes(b) {
    try {
      return strict.decode(b);
    } catch (e) {
      let s = '';
      let i = 0;
      while (i < b.length) {
        let n = 0;
        const c = b[i];
        if (c < 0x80) n = 1;
        else if (c >= 0xc2 && c <= 0xdf) n = 2;
        else if (c >= 0xe0 && c <= 0xef) n = 3;
        else if (c >= 0xf0 && c <= 0xf4) n = 4;
        let piece = null;
        if (n > 0 && i + n <= b.length) {
          try {
            piece = strict.decode(b.subarray(i, i + n));
          } catch (e2) {
            piece = null;
          }
        }
        if (piece === null) {
          s += String.fromCharCode(0xdc00 + c);
          i++;
        } else {
          s += piece;
          i += n;
        }
      }
      return s;
    }
  }

  // The kinds of url1738_field_kind (include/url1738.h) parseMany reads.
  const FK_BOOL = 7;
  const FK_NUMBER = 8;
  // A length in parseMany's records: the value of the row at start
  // (js/src/bind.h U17_SAME).
  const SAME = -3;

  function createAPI(backend) {
    // Runs `url1738 ARGS...` in memory: { status, stdout, stderr }.
    function run(args, options) {
      const o = options || {};
      const r = backend.run(o.lang || 'en', args.map(toBytes),
                            o.stdin === undefined || o.stdin === null
                              ? null : toBytes(o.stdin));
      return r;
    }

    function optionArgs(o, names) {
      const a = [];
      if (!o) return a;
      for (const n of names) {
        const v = o[n];
        if (v === undefined || v === null || v === false) continue;
        a.push(v === true ? `--${n}` : `--${n}=${v}`);
      }
      return a;
    }

    // The JSON objects of one subcommand's run; a usage error (an option
    // the program refuses) is a TypeError with the program's message.
    function objects(cmd, opts, names, inputs, stdin) {
      const args = [cmd, ...optionArgs(opts, names)];
      if (inputs) args.push('--', ...inputs);
      const r = run(args, { lang: opts && opts.lang, stdin });
      if (r.status === EXIT_USAGE || (r.status > 1 && r.stdout === '')) {
        const e = new TypeError(r.stderr.trim().split('\n')[0] ||
                                `url1738 ${cmd}: exit status ${r.status}`);
        e.status = r.status;
        throw e;
      }
      const out = r.stdout;
      if (out === '') return [];
      return JSON.parse('[' + out.slice(0, -1).split('\n').join(',') + ']');
    }

    function one(cmd, opts, names, inputs) {
      return objects(cmd, opts, names, inputs)[0];
    }

    function check(obj, input) {
      if (obj.error) {
        const e = new URLError(obj.error, input);
        e.result = obj;
        throw e;
      }
      return obj;
    }

    const SPEC = ['spec'];

    function parse(url, opts) {
      return check(one('parse', opts, ['spec', 'base'], [url]), url);
    }
    function valid(url, opts) {
      return one('parse', opts, ['spec', 'base'], [url]).valid === true;
    }
    function normalize(url, opts) {
      return check(one('normalize', opts, ['spec', 'repair'], [url]), url)
        .normalized;
    }
    function compare(a, b, opts) {
      return check(one('compare', opts, SPEC, [a, b]), a).equivalent;
    }
    function resolve(base, reference, opts) {
      return check(one('resolve', opts, SPEC, [base, reference]), reference)
        .resolved;
    }
    function relativize(base, target, opts) {
      return check(one('relativize', opts, SPEC, [base, target]), target)
        .relative;
    }
    function diff(url, opts) {
      return one('diff', opts, ['readings'], [url]);
    }
    function plan(url, opts) {
      return check(one('plan', opts, ['spec', 'email'], [url]), url);
    }
    function lint(url, opts) {
      // An invalid URL has warnings too (how the other readings read it).
      return one('lint', opts, SPEC, [url]).warnings;
    }
    function extract(text, opts) {
      return objects('extract', Object.assign({ 'no-progress': true }, opts),
                     ['spec', 'all', 'no-progress'], null,
                     text === undefined ? '' : text);
    }
    function encode(text, part, opts) {
      const o = Object.assign({}, opts, { part });
      return check(one('encode', o, ['spec', 'part'], [text]), text).encoded;
    }
    function decode(text, opts) {
      return check(one('decode', opts, SPEC, [text]), text).decoded;
    }

    // parseMany: the default columns per reading, from the library's
    // vocabulary (bind.c u17_field_list), asked once.
    const defaults = new Map();
    function defaultFields(spec) {
      if (!defaults.has(spec)) defaults.set(spec, backend.fieldList(spec));
      return defaults.get(spec);
    }
    const kinds = new Map();
    function kindOf(name) {
      if (!kinds.has(name)) kinds.set(name, backend.fieldKind(name));
      return kinds.get(name);
    }

    function parseMany(urls, opts) {
      const o = opts || {};
      const spec = o.spec || 'rfc1738';
      if (!Array.isArray(urls)) throw new TypeError('parseMany takes an array');
      let fields;
      if (o.fields) {
        fields = o.fields.filter((f) => f !== 'input' && f !== 'valid' &&
                                        f !== 'error');
      } else {
        fields = defaultFields(spec).map((f) => f.name);
      }
      const n = urls.length;
      let r = null;
      // The kinds first: the records may be a view of the WebAssembly
      // module's memory, which no call may move before they are read.
      for (const f of fields) kindOf(f);
      // One call for the whole array (each backend reads it itself;
      // without manyArray, it gets it joined with LF). A lone surrogate turns
      // into U+FFFD on the way: such a URL is invalid under both readings
      // parseMany takes (ASCII grammars) either way, and its error column
      // is made from the input itself (parse). Not strings, or an LF in
      // one: one URL at a time, below.
      if (n > 0 && backend.manyArray) r = backend.manyArray(urls, spec, fields);
      else if (n > 0) {
        let joinable = true;
        for (let i = 0; i < n; i++) {
          if (typeof urls[i] !== 'string') { joinable = false; break; }
        }
        if (joinable) r = backend.many(urls.join('\n'), n, spec, fields);
      }
      if (r === null) {
        // Inputs one at a time (not strings, an LF inside, lone
        // surrogates): each value kept in parts, its index in rec.
        const per = 2 + 2 * fields.length;
        const rec = new Int32Array(n * per);
        const parts = [];
        for (let i = 0; i < n; i++) {
          const u = urls[i];
          const at = i * per;
          const nl = typeof u === 'string' && u.includes('\n');
          const one1 = u === null || u === undefined || nl ? null
            : backend.many(typeof u === 'string' && !LONE.test(u) ? u
                           : toBytes(u), 1, spec, fields);
          // No input: every column null; an LF is in no valid URL.
          rec[at] = one1 ? one1.rec[0] : nl ? 0 : -1;
          rec[at + 1] = one1 ? one1.rec[1] : 0;
          for (let k = 0; k < fields.length; k++) {
            const len = one1 ? one1.rec[3 + 2 * k] : -1;
            if (len < 0) {
              rec[at + 3 + 2 * k] = -1;
              continue;
            }
            const at1 = one1.rec[2 + 2 * k];
            parts.push(at1 >= 0 ? fromBytes(toBytes(u).subarray(at1, at1 + len))
                                : one1.value(-1 - at1, len));
            rec[at + 2 + 2 * k] = parts.length - 1;
            rec[at + 3 + 2 * k] = -2;
          }
        }
        r = { rec, parts, value: null };
      }
      return new Columns(urls, fields, r, o, api);
    }

    // The columns of parseMany, each an array. The fields asked for by
    // name are made at once (the records may be a block the backend
    // reuses at its next call; an array per column is less than a copy
    // of them); the default fields, input, valid and error when first
    // read (the records copied for them, the valid states kept).
    class Columns {
      constructor(urls, fields, r, opts, self) {
        const n = urls.length;
        const per = 2 + 2 * fields.length;
        const state = new Int8Array(n);
        for (let i = 0; i < n; i++) state[i] = r.rec[i * per];
        Object.defineProperty(this, '_', {
          value: { urls, fields, r, opts, self, state, cache: new Map() },
        });
        this.length = n;
        this.fields = fields;
        for (const f of ['input', 'valid', 'error', ...fields]) {
          Object.defineProperty(this, f, {
            enumerable: true,
            get: () => this.column(f),
          });
        }
        if (opts.fields) {
          for (const f of fields) this.column(f);
          this._.r = null;
        } else {
          r.rec = r.rec.slice(0, per * n);
        }
      }

      column(name) {
        const s = this._;
        if (s.cache.has(name)) return s.cache.get(name);
        const n = s.urls.length;
        const per = 2 + 2 * s.fields.length;
        const rec = s.r === null ? null : s.r.rec;
        const col = new Array(n);
        if (name === 'input') {
          for (let i = 0; i < n; i++) col[i] = s.urls[i] === undefined ? null : s.urls[i];
        } else if (name === 'valid') {
          const st = s.state;
          for (let i = 0; i < n; i++) col[i] = st[i] === 1 ? true : st[i] === 0 ? false : null;
        } else if (name === 'error') {
          const st = s.state;
          for (let i = 0; i < n; i++) {
            if (st[i] !== 0) {
              col[i] = null;
              continue;
            }
            const obj = s.self.parseObject(s.urls[i], s.opts);
            col[i] = obj.error;
          }
        } else {
          const k = s.fields.indexOf(name);
          if (k < 0) throw new TypeError(`no column ${name}`);
          const kind = kindOf(name);
          const value = s.r.value;
          for (let i = 0; i < n; i++) {
            const len = rec[i * per + 3 + 2 * k];
            if (len === -1) {
              col[i] = null;
              continue;
            }
            const at = rec[i * per + 2 + 2 * k];
            if (len === SAME) {
              // The value of an earlier row (bind.c: a repeated host,
              // scheme, port): the same string.
              col[i] = col[at];
              continue;
            }
            // A raw span of the input (a valid URL is ASCII: its byte
            // offsets are the string's), a text of the answer, or one
            // kept aside (inputs one at a time).
            const v = len === -2 ? s.r.parts[at]
              : at >= 0 ? (typeof s.urls[i] === 'string' ? s.urls[i].substring(at, at + len)
                                                         : fromBytes(toBytes(s.urls[i]).subarray(at, at + len)))
                : value(-1 - at, len);
            col[i] = kind === FK_NUMBER ? Number(v)
                   : kind === FK_BOOL ? v === 'true' : v;
          }
        }
        s.cache.set(name, col);
        return col;
      }

      toJSON() {
        const o = {};
        for (const f of ['input', 'valid', 'error', ...this.fields]) o[f] = this.column(f);
        return o;
      }
    }

    // parse's object whether valid or not (parseMany's error column).
    function parseObject(url, opts) {
      return one('parse', opts, ['spec'], [url]);
    }

    const api = {
      URLError, parse, valid, normalize, compare, resolve, relativize, diff,
      plan, lint, extract, encode, decode, parseMany, run, parseObject,
      backend: backend.name,
    };
    // The WebAssembly module's memory in bytes (the leak test).
    if (backend.memoryBytes) api.memoryBytes = backend.memoryBytes;
    return api;
  }

  return { createAPI, URLError, toBytes, fromBytes };
});
