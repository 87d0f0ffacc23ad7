// SPDX-License-Identifier: MIT
// wasm.cjs - the WebAssembly backend: url1738.wasm (make wasm: clang's
// wasm32-wasi target, Debian's wasi-libc) and the few WASI functions it
// imports, given here. No file system, no clock that matters, no network:
// standard output and input of a run are in memory (cli/run.c), what the
// program writes to standard error is kept for a usage error's message.
//
// A classic script in the browser (globalThis.url1738Wasm) and a
// CommonJS module in Node.
(function (root, factory) {
  'use strict';
  const m = factory();
  if (typeof module === 'object' && module.exports) module.exports = m;
  else root.url1738Wasm = m;
})(typeof globalThis !== 'undefined' ? globalThis : this, function () {
  'use strict';

  // WASI errno values (wasi_snapshot_preview1).
  const E_BADF = 8;
  const E_NOTCAPABLE = 76;
  const E_SPIPE = 70;

  class WasmExit extends Error {}

  // The imports: state.err collects standard error, state.memory() is
  // the instance's memory.
  function wasiImports(state) {
    const view = () => new DataView(state.memory().buffer);
    return {
      fd_write(fd, iovs, n, written) {
        const dv = view();
        const mem = new Uint8Array(state.memory().buffer);
        let total = 0;
        for (let i = 0; i < n; i++) {
          const p = dv.getUint32(iovs + 8 * i, true);
          const len = dv.getUint32(iovs + 8 * i + 4, true);
          if (fd === 1 || fd === 2) state.err.push(mem.slice(p, p + len));
          total += len;
        }
        dv.setUint32(written, total, true);
        return fd === 1 || fd === 2 ? 0 : E_BADF;
      },
      fd_read(fd, iovs, n, read) {
        view().setUint32(read, 0, true);
        return fd === 0 ? 0 : E_BADF;
      },
      fd_close: () => 0,
      fd_seek: () => E_SPIPE,
      fd_fdstat_get(fd, p) {
        if (fd > 2) return E_BADF;
        const dv = view();
        // A character device, no flags, every right.
        for (let i = 0; i < 24; i++) dv.setUint8(p + i, 0);
        dv.setUint8(p, 2);
        dv.setBigUint64(p + 8, 0xffffffffffffffffn, true);
        dv.setBigUint64(p + 16, 0xffffffffffffffffn, true);
        return 0;
      },
      fd_filestat_get: () => E_BADF,
      fd_prestat_get: () => E_BADF,
      fd_prestat_dir_name: () => E_BADF,
      path_open: () => E_NOTCAPABLE,
      path_filestat_get: () => E_NOTCAPABLE,
      clock_time_get(id, precision, p) {
        const ms = typeof performance !== 'undefined' ? performance.now() : Date.now();
        view().setBigUint64(p, BigInt(Math.floor(ms * 1e6)), true);
        return 0;
      },
      proc_exit(code) {
        throw new WasmExit(`url1738.wasm exited with status ${code}`);
      },
    };
  }

  const decoder = new TextDecoder('utf-8');
  const encoder = new TextEncoder();

  // The backend over a compiled module (WebAssembly.Module). instantiate
  // (optional) makes an instance from imports synchronously; the default
  // is new WebAssembly.Instance (Node; a browser compiles the module
  // asynchronously first: web/app.js).
  function wasmBackend(module, fromBytes, firstInstance, firstState) {
    const state = firstState || { err: [], memory: null };
    let ex = null;
    let arena = 0;
    let arenaSize = 0;

    function start(given) {
      const inst = given || new WebAssembly.Instance(module, {
        wasi_snapshot_preview1: wasiImports(state),
      });
      ex = inst.exports;
      state.memory = () => ex.memory;
      ex._initialize();
      arena = 0;
      arenaSize = 0;
    }
    start(firstInstance);

    function reserve(n) {
      if (n > arenaSize) {
        if (arena !== 0) ex.u17_free(arena);
        let size = arenaSize || 65536;
        while (size < n) size *= 2;
        arena = ex.u17_alloc(size);
        if (arena === 0) throw new RangeError('url1738.wasm: out of memory');
        arenaSize = size;
      }
      return arena;
    }

    // A call into the module; after a trap or an exit the instance is
    // made anew (its state is then unknown), and the error passed on.
    function guarded(fn) {
      try {
        return fn();
      } catch (e) {
        start();
        throw e;
      }
    }

    function cstrLen(b) {
      return b.length + 1;
    }

    function run(lang, args, stdin) {
      return guarded(() => {
        const langB = encoder.encode(lang);
        let need = 4 * (args.length + 1) + cstrLen(langB) + (stdin ? stdin.length : 0);
        for (const a of args) need += cstrLen(a);
        const base = reserve(need + 8);
        let mem = new Uint8Array(ex.memory.buffer);
        const dv = new DataView(ex.memory.buffer);
        let at = base + 4 * (args.length + 1);
        const put = (b) => {
          const p = at;
          mem.set(b, at);
          mem[at + b.length] = 0;
          at += b.length + 1;
          return p;
        };
        const langP = put(langB);
        args.forEach((a, i) => dv.setUint32(base + 4 * i, put(a), true));
        dv.setUint32(base + 4 * args.length, 0, true);
        let inP = 0;
        if (stdin) {
          inP = at;
          mem.set(stdin, at);
        }
        state.err.length = 0;
        const status = ex.u17_run(langP, args.length, base, inP, stdin ? stdin.length : 0);
        mem = new Uint8Array(ex.memory.buffer);
        const o = ex.u17_out();
        const stdout = fromBytes(mem.subarray(o, o + ex.u17_out_len()));
        let stderr = '';
        if (state.err.length) {
          for (const c of state.err) stderr += decoder.decode(c);
          state.err.length = 0;
        }
        return { status, stdout, stderr };
      });
    }

    // Many URLs parsed at once (u17_many): input the LF-joined inputs (a
    // string: parseMany's chunk, written as UTF-8 straight into the
    // module's memory; or bytes). The records are copied out of the
    // module's memory (the caller keeps them; the next call reuses that
    // memory). null when the input has more lines than n.
    function many(input, n, spec, fields) {
      return guarded(() => {
        const per = 2 + 2 * fields.length;
        const specB = encoder.encode(spec);
        const fieldsB = encoder.encode(fields.join(','));
        const inLen = typeof input === 'string' ? input.length * 3 : input.length;
        const need = 4 * per * n + cstrLen(specB) + cstrLen(fieldsB) + inLen + 16;
        const base = reserve(need);
        const mem = new Uint8Array(ex.memory.buffer);
        const recP = base;
        let at = base + 4 * per * n;
        mem.set(specB, at);
        mem[at + specB.length] = 0;
        const specP = at;
        at += specB.length + 1;
        mem.set(fieldsB, at);
        mem[at + fieldsB.length] = 0;
        const fieldsP = at;
        at += fieldsB.length + 1;
        let len;
        if (typeof input === 'string') {
          len = encoder.encodeInto(input, mem.subarray(at, at + inLen)).written;
        } else {
          mem.set(input, at);
          len = input.length;
        }
        const count = ex.u17_many(at, len, specP, fieldsP, recP, per * n);
        if (count === -1) throw new TypeError(`spec must be 'rfc1738' or 'rfc3986', not '${spec}'`);
        if (count <= -100) throw new TypeError(`no field ${fields[-100 - count]}`);
        if (count === -3) throw new RangeError('url1738.wasm: out of memory');
        if (count !== n) return null;
        const buf = ex.memory.buffer;
        const rec = new Int32Array(buf, recP, per * n).slice();
        const o = ex.u17_out();
        const olen = ex.u17_out_len();
        if (olen === 0) return { rec, value: null, parts: null };
        if (ex.u17_out_ascii()) {
          const text = decoder.decode(new Uint8Array(buf, o, olen));
          return { rec, value: (s, l) => text.substring(s, s + l), parts: null };
        }
        const bytes = new Uint8Array(buf.slice(o, o + olen));
        return { rec, value: (s, l) => fromBytes(bytes.subarray(s, s + l)), parts: null };
      });
    }

    function outText() {
      const mem = new Uint8Array(ex.memory.buffer);
      const o = ex.u17_out();
      return decoder.decode(mem.subarray(o, o + ex.u17_out_len()));
    }

    function fieldList(spec) {
      return guarded(() => {
        const b = encoder.encode(spec);
        const p = reserve(b.length + 1);
        const mem = new Uint8Array(ex.memory.buffer);
        mem.set(b, p);
        mem[p + b.length] = 0;
        ex.u17_field_list(p);
        return outText().split(',').map((s) => {
          const [name, kind] = s.split(':');
          return { name, kind: Number(kind) };
        });
      });
    }

    function fieldKind(name) {
      return guarded(() => {
        const b = encoder.encode(name);
        const p = reserve(b.length + 1);
        const mem = new Uint8Array(ex.memory.buffer);
        mem.set(b, p);
        mem[p + b.length] = 0;
        return ex.u17_field_kind(p);
      });
    }

    return {
      name: 'wasm',
      run,
      many,
      fieldList,
      fieldKind,
      // The module's memory in bytes (the leak test watches it).
      memoryBytes: () => ex.memory.buffer.byteLength,
    };
  }

  // The same, instantiated asynchronously (a browser's main thread
  // refuses to instantiate a large module synchronously).
  async function wasmBackendAsync(module, fromBytes) {
    const state = { err: [], memory: null };
    const inst = await WebAssembly.instantiate(module, {
      wasi_snapshot_preview1: wasiImports(state),
    });
    return wasmBackend(module, fromBytes, inst, state);
  }

  return { wasmBackend, wasmBackendAsync, WasmExit };
});
