// SPDX-License-Identifier: MIT
// cases.mjs - reads tests/e2e/*.cases (the format tests/e2e.c reads) for
// the JavaScript tests: each case's args and stdin as bytes, its exit
// status, expected stdout (bytes) and the texts stdout/stderr contain.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const top = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function unquote(s, i) {
  const out = [];
  i++;
  while (i < s.length && s[i] !== '"') {
    let c = s.charCodeAt(i++);
    if (c === 0x5c) {
      const e = s[i++];
      if (e === 'n') c = 10;
      else if (e === 'r') c = 13;
      else if (e === 't') c = 9;
      else if (e === '0') c = 0;
      else if (e === 'x') {
        c = parseInt(s.slice(i, i + 2), 16);
        i += 2;
      } else c = e.charCodeAt(0);
    }
    out.push(c);
  }
  if (s[i] !== '"') throw new Error('unterminated string');
  return [Uint8Array.from(out), i + 1];
}

function words(s) {
  const out = [];
  let i = 0;
  while (i < s.length) {
    while (s[i] === ' ') i++;
    if (i >= s.length) break;
    if (s[i] === '"') {
      const [b, j] = unquote(s, i);
      out.push(b);
      i = j;
    } else {
      let j = i;
      while (j < s.length && s[j] !== ' ') j++;
      out.push(Uint8Array.from(Buffer.from(s.slice(i, j), 'latin1')));
      i = j;
    }
  }
  return out;
}

// Every case of one file, read byte for byte (latin1).
export function readCases(file) {
  const text = fs.readFileSync(file, 'latin1');
  const lines = text.split('\n');
  const cases = [];
  let k = null;
  let inOut = false;
  for (const line of lines) {
    if (line.startsWith('=== ')) {
      k = { file: path.basename(file), name: line.slice(4), args: [], stdin: null,
            exit: 0, out: null, outHas: [], errHas: [], outLines: null };
      cases.push(k);
      inOut = false;
      continue;
    }
    if (k === null) continue;
    if (inOut) {
      k.out.push(line);
      continue;
    }
    if (line.startsWith('#')) continue;
    if (line.startsWith('args:')) k.args = words(line.slice(5));
    else if (line.startsWith('stdin:')) k.stdin = unquote(line.slice(6).trim(), 0)[0];
    else if (line.startsWith('exit:')) k.exit = Number(line.slice(5));
    else if (line.startsWith('stderr-contains:')) k.errHas.push(line.slice(16).trim());
    else if (line.startsWith('stdout-contains:')) k.outHas.push(line.slice(16).trim());
    else if (line.startsWith('stdout-lines:')) k.outLines = Number(line.slice(13));
    else if (line === 'stdout:') {
      k.out = [];
      inOut = true;
    }
  }
  for (const c of cases) {
    if (c.out === null) continue;
    while (c.out.length && c.out[c.out.length - 1] === '') c.out.pop();
    c.expected = Buffer.from(c.out.length ? c.out.join('\n') + '\n' : '', 'latin1');
  }
  return cases;
}

export function allCases() {
  const dir = path.join(top, 'tests', 'e2e');
  return fs.readdirSync(dir).filter((f) => f.endsWith('.cases')).sort()
    .flatMap((f) => readCases(path.join(dir, f)));
}
