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

    // parseMany reads the array CHUNK URLs at a time: each chunk joined
    // with LF into one string (a string of some 64 KB, young in V8's
    // heap: no large fresh block per call) and parsed by one call of the
    // backend into its own records (bind.c u17_many).
    const SHIFT = 10;
    // Columns.which's names for the columns that are no field.
    const INPUT = -1;
    const VALID = -2;
    const ERROR = -3;
    const CHUNK = 1 << SHIFT;
    const MASK = CHUNK - 1;

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
      // The kinds first: the records may be a view of the WebAssembly
      // module's memory, which no call may move before they are copied.
      for (const f of fields) kindOf(f);
      const chunks = [];
      for (let b = 0; b < n; b += CHUNK) {
        const e = Math.min(n, b + CHUNK);
        let joinable = true;
        for (let i = b; i < e; i++) {
          if (typeof urls[i] !== 'string') { joinable = false; break; }
        }
        // A lone surrogate turns into U+FFFD on the way: such a URL is
        // invalid under both readings parseMany takes (ASCII grammars)
        // either way, and its error column is made from the input itself
        // (parse). An LF inside a URL makes more lines than URLs: the
        // backend says so (null), and that chunk goes one URL at a time.
        let r = null;
        if (joinable) {
          r = backend.many(b === 0 && e === n ? urls.join('\n')
                                              : urls.slice(b, e).join('\n'),
                           e - b, spec, fields);
        }
        chunks.push(r !== null ? r : oneByOne(urls, b, e, spec, fields));
      }
      return new Columns(urls, fields, chunks, o, api);
    }

    // Inputs one at a time (not strings, an LF inside): each value kept
    // in parts, its index in rec (length -2).
    function oneByOne(urls, b, e, spec, fields) {
      const per = 2 + 2 * fields.length;
      const rec = new Int32Array((e - b) * per);
      const parts = [];
      for (let i = b; i < e; i++) {
        const u = urls[i];
        const at = (i - b) * per;
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
      return { rec, parts, value: null };
    }

    // The getter of a column by name, one function per name: objects
    // whose accessors are the same functions share V8's hidden class
    // (fast property reads in get()), closures made per object would not.
    const getters = new Map();
    function columnGetter(f) {
      let g = getters.get(f);
      if (g === undefined) {
        g = function () { return this.column(f); };
        if (getters.size < 4096) getters.set(f, g);
      }
      return g;
    }

    // The columns of parseMany. The records (per URL: valid, the error's
    // code, then per field its start and length in the URL, in the
    // backend's answer text, or the row whose value it repeats) are kept
    // per chunk; a value is made into a string when it is read, as the
    // getters of Node's URL make theirs: get(name, i) for one, or a
    // column by its name, an array made (and kept) when first read.
    class Columns {
      constructor(urls, fields, chunks, opts, self) {
        const index = Object.create(null);
        fields.forEach((f, k) => { index[f] = k; });
        Object.defineProperty(this, '_', {
          value: { urls, fields, chunks, opts, self, per: 2 + 2 * fields.length,
                   index, kinds: fields.map(kindOf), last: null, lastK: 0, prev: null, prevK: 0,
                   cache: new Map() },
        });
        this.length = urls.length;
        this.fields = fields;
        for (const f of ['input', 'valid', 'error', ...fields]) {
          Object.defineProperty(this, f, { enumerable: true, get: columnGetter(f) });
        }
      }

      // The value of column name at row i (what column(name)[i] is),
      // made now; undefined past the end.
      get(name, i) {
        const s = this._;
        const k = name === s.last ? s.lastK : name === s.prev ? s.prevK : which(s, name);
        if (!(i >= 0 && i < this.length)) return undefined;
        return k >= 0 ? fieldValue(s, k, i) : special(s, k, i);
      }

      column(name) {
        const s = this._;
        if (s.cache.has(name)) return s.cache.get(name);
        const n = this.length;
        const k = which(s, name);
        const col = new Array(n);
        for (let i = 0; i < n; i++) {
          if (k >= 0) {
            // A repeated value is the same string as its first row's.
            const c = s.chunks[i >> SHIFT];
            const p = (i & MASK) * s.per + 2 + 2 * k;
            if (c.rec[p + 1] === SAME) {
              col[i] = col[(i & ~MASK) + c.rec[p]];
              continue;
            }
            col[i] = fieldValue(s, k, i);
          } else {
            col[i] = special(s, k, i);
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

    // Functions, not methods, for what Columns reads (a field may have
    // any name of the vocabulary: an own property of that name would
    // hide a method of the same name). s: a Columns's state.
    // A column's index among the fields, or INPUT, VALID, ERROR.
    function which(s, name) {
      const k = name === 'input' ? INPUT : name === 'valid' ? VALID
        : name === 'error' ? ERROR : s.index[name];
      if (k === undefined) throw new TypeError(`no column ${name}`);
      // The last two names asked for (a loop reading two columns).
      s.prev = s.last;
      s.prevK = s.lastK;
      s.last = name;
      s.lastK = k;
      return k;
    }

    function special(s, k, i) {
      if (k === INPUT) return s.urls[i] === undefined ? null : s.urls[i];
      const st = s.chunks[i >> SHIFT].rec[(i & MASK) * s.per];
      if (k === VALID) return st === 1 ? true : st === 0 ? false : null;
      return st === 0 ? s.self.parseObject(s.urls[i], s.opts).error : null;
    }

    // Field k of row i.
    function fieldValue(s, k, i) {
      const c = s.chunks[i >> SHIFT];
      const rec = c.rec;
      let p = (i & MASK) * s.per + 2 + 2 * k;
      let len = rec[p + 1];
      if (len === -1) return null;
      let at = rec[p];
      let row = i;
      if (len === SAME) {
        // The value of an earlier row of the chunk (bind.c: a repeated
        // host, scheme, port), which holds it itself.
        row = (i & ~MASK) + at;
        p = (row & MASK) * s.per + 2 + 2 * k;
        at = rec[p];
        len = rec[p + 1];
      }
      // A raw span of the input (a valid URL is ASCII: its byte
      // offsets are the string's), a text of the answer, or one kept
      // aside (inputs one at a time).
      const u = s.urls[row];
      const v = len === -2 ? c.parts[at]
        : at >= 0 ? (typeof u === 'string' ? u.substring(at, at + len)
                                           : fromBytes(toBytes(u).subarray(at, at + len)))
          : c.value(-1 - at, len);
      const kind = s.kinds[k];
      return kind === FK_NUMBER ? Number(v) : kind === FK_BOOL ? v === 'true' : v;
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
