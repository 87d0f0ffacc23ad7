// SPDX-License-Identifier: MIT
// install.cjs - `npm install`'s build of the Node-API addon: npm's own
// node-gyp against the Node headers already on the machine (Debian's
// nodejs puts them in /usr/include/node; node-gyp's download of headers
// is not needed). When the addon cannot be built (no compiler, no
// headers), the package works on the WebAssembly module instead: this
// says so and succeeds.
'use strict';
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const pkg = path.join(__dirname, '..');

// The folder whose include/node has node_api.h and common.gypi.
function nodedir() {
  const cands = [path.join(path.dirname(process.execPath), '..'), '/usr', '/usr/local'];
  if (process.env.npm_config_nodedir) cands.unshift(process.env.npm_config_nodedir);
  return cands.find((d) => fs.existsSync(path.join(d, 'include', 'node', 'node_api.h')) &&
                           fs.existsSync(path.join(d, 'include', 'node', 'common.gypi')));
}

function nodeGyp() {
  const cands = [process.env.npm_config_node_gyp,
    path.join(path.dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'),
    '/usr/lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js',
    '/usr/share/nodejs/node-gyp/bin/node-gyp.js'];
  return cands.find((p) => p && fs.existsSync(p));
}

function main() {
  if (process.env.URL1738_NO_NATIVE) {
    console.log('url1738: URL1738_NO_NATIVE set: the WebAssembly module will be used');
    return 0;
  }
  const dir = nodedir();
  const gyp = nodeGyp();
  if (!dir || !gyp) {
    console.log(`url1738: no ${dir ? 'node-gyp' : 'Node headers (include/node/node_api.h)'}: ` +
                'the WebAssembly module will be used');
    return 0;
  }
  const r = spawnSync(process.execPath, [gyp, 'rebuild', `--nodedir=${dir}`, '-j', '2'],
                      { cwd: pkg, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) {
    console.log('url1738: the native addon did not build; the WebAssembly module will be used.');
    console.log((r.stderr || '').split('\n').slice(-15).join('\n'));
    return 0;
  }
  console.log('url1738: built the native addon (build/Release/url1738.node)');
  return 0;
}
process.exit(main());
