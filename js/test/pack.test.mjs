// SPDX-License-Identifier: MIT
// pack.test.mjs - the npm tarball (make npm) installed offline into an
// empty directory (npm install --offline ./url1738-*.tgz: nothing is
// fetched, the addon built by npm's node-gyp or the WASM fallback), then
// used with require and import, and every ```js example of README.md's
// JavaScript section and docs/javascript.md run against it.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { top } from './cases.mjs';

const npmDir = path.join(top, process.env.BUILD || 'build', 'npm');

function examples(file, from, to) {
  let text = fs.readFileSync(path.join(top, file), 'utf8');
  if (from) {
    const a = text.indexOf(from);
    assert.ok(a >= 0, `${file} has no ${from}`);
    text = text.slice(a);
    const b = text.indexOf(to, from.length);
    if (b >= 0) text = text.slice(0, b);
  }
  return [...text.matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
}

test('npm pack tarball: offline install, require, import, the examples', () => {
  const tgz = fs.readdirSync(npmDir).filter((f) => /^url1738-.*\.tgz$/.test(f));
  assert.equal(tgz.length, 1, `one tarball in ${npmDir}: make npm`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'url1738-npm-'));
  try {
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', path.join(npmDir, tgz[0])],
                 { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], timeout: 900000 });
    const run = (name, code) => {
      fs.writeFileSync(path.join(dir, name), code);
      return execFileSync(process.execPath, [name], { cwd: dir, encoding: 'utf8' });
    };
    const backend = run('b.cjs', "const u = require('url1738'); console.log(u.backend, u.normalize('HTTP://H:80/a'))").trim();
    assert.equal(backend, 'native http://h/a', 'the addon was built at install');
    assert.equal(run('b.mjs', "import { normalize, backend } from 'url1738'; console.log(backend, normalize('HTTP://H:80/a'))").trim(),
                 'native http://h/a');
    assert.equal(run('w.cjs', "process.env.URL1738_BACKEND='wasm'; const u = require('url1738'); console.log(u.backend, u.valid('http://h/'))").trim(),
                 'wasm true');
    const ex = [...examples('README.md', '## JavaScript', '\n## '), ...examples('docs/javascript.md')];
    assert.ok(ex.length >= 4, `only ${ex.length} examples`);
    ex.forEach((code, i) => {
      const name = `ex${i}.${code.includes('require(') ? 'cjs' : 'mjs'}`;
      try {
        run(name, code);
      } catch (e) {
        assert.fail(`example ${i} failed:\n${code}\n${e.stderr || e}`);
      }
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
