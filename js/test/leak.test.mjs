// SPDX-License-Identifier: MIT
// leak.test.mjs - 1,000,000 calls into the WebAssembly module and its
// memory must not grow: every run gives back what it took (cli/run.c
// keeps one output block for the next run; the arena of wasm.cjs is
// reused). A leak of even one byte a call would grow it by a megabyte.
import test from 'node:test';
import assert from 'node:assert/strict';
import api from '../index.cjs';

test('wasm: 1,000,000 calls, the memory does not grow', () => {
  const u = api.withBackend('wasm');
  const inputs = ['http://a.b:8080/x/y?z', 'ftp://u:p@h/a;type=i', 'bad url',
                  'gopher://h:25/1%0D%0AHELO', 'http://127.1/'];
  const calls = [
    (x) => u.valid(x),
    (x) => { try { return u.parse(x, { spec: 'rfc3986' }); } catch (e) { return e; } },
    (x) => { try { return u.normalize(x); } catch (e) { return e; } },
    (x) => u.lint(x),
    (x) => { try { return u.plan(x); } catch (e) { return e; } },
    (x) => u.diff(x),
    (x) => u.encode(x, 'path'),
    (x) => { try { return u.decode(x); } catch (e) { return e; } },
    (x) => u.parseMany([x, x, x]).host,
  ];
  // Warm up: every call once, so that every block the program keeps
  // (the output block, the arena) has its size.
  for (const f of calls) for (const x of inputs) f(x);
  const before = u.memoryBytes();
  const N = 1000000;
  for (let i = 0; i < N; i++) calls[i % calls.length](inputs[i % inputs.length]);
  const after = u.memoryBytes();
  assert.equal(after, before, `memory grew from ${before} to ${after} bytes over ${N} calls`);
});
