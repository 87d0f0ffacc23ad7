// SPDX-License-Identifier: MIT
// sources.cjs - the C files and include folders of the addon, for
// binding.gyp: the library (src/), the program's subcommands (cli/, but
// fetch), js/src/bind.c. In the repository they are found from js/; in
// the npm package, `make npm` has copied them into csrc/.
'use strict';
const fs = require('fs');
const path = require('path');

const pkg = path.join(__dirname, '..');
const staged = path.join(pkg, 'csrc');
const top = fs.existsSync(staged) ? staged : path.join(pkg, '..');
// The generated headers: the package's copy, else the folder the
// repository's make names (URL1738_GEN_DIR, its $(BUILD)/gen: build-san
// under make test-sanitize), else build/gen.
const gen = fs.existsSync(staged) ? path.join(staged, 'gen')
  : process.env.URL1738_GEN_DIR ? path.resolve(process.env.URL1738_GEN_DIR)
    : path.join(top, 'build', 'gen');
const bind = fs.existsSync(staged) ? path.join(staged, 'bind')
                                   : path.join(pkg, 'src');

function cfiles(dir, deep) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const p = path.join(dir, e.name);
    if (e.isDirectory() && deep) out.push(...cfiles(p, false));
    else if (e.isFile() && e.name.endsWith('.c')) out.push(p);
  }
  return out;
}

const rel = (p) => path.relative(pkg, p).split(path.sep).join('/');
if (process.argv[2] === '--include') {
  console.log([path.join(top, 'include'), path.join(top, 'src'), path.join(top, 'cli'), gen, bind].map(rel).join(' '));
} else {
  const files = [
    ...cfiles(path.join(top, 'src'), true),
    ...cfiles(path.join(top, 'cli'), false).filter((f) => !f.endsWith('cmd_fetch.c')),
    path.join(bind, 'bind.c'),
    path.join(bind, 'nofetch.c'),
  ];
  console.log(files.map(rel).join(' '));
}
