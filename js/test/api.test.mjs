// SPDX-License-Identifier: MIT
// api.test.mjs - the functions' own contract, on both backends: URLError,
// TypeError for what the program refuses, bytes and surrogateescape,
// parseMany's columns against the program's own TSV writer (`parse
// --format=tsv --fields=...`) over the URL corpora, the two backends
// giving the same answers, and index.d.ts declaring every export.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import api from '../index.cjs';
import * as esm from '../index.mjs';
import { top } from './cases.mjs';

const backends = ['wasm', 'native'].map((n) => [n, api.withBackend(n)]);
const corpus = ['kasztp_web.txt', 'node_files.txt', 'rfc1738_schemes.txt']
  .flatMap((f) => fs.readFileSync(path.join(top, 'tests', 'data', 'urls', f), 'utf8').split('\n'))
  .filter((l, i) => l !== '' && i % 7 === 0);

for (const [name, u] of backends) {
  test(`${name}: URLError, TypeError, bytes`, () => {
    assert.ok(u, `backend ${name} is not available`);
    assert.throws(() => u.parse('http://h:80x/'),
      (e) => e instanceof u.URLError && e instanceof Error && e.code === 'E_AFTER_HOST' &&
             e.offset === 11 && e.input === 'http://h:80x/' && e.result.valid === false);
    assert.throws(() => u.parse('http://h/', { spec: 'rfc2396' }), TypeError);
    assert.throws(() => u.encode('x', 'nopart'), TypeError);
    assert.throws(() => u.parseMany(['http://h/'], { fields: ['nofield'] }), TypeError);
    // The byte FF as U+DCFF (the JSON's convention) and as a Uint8Array.
    assert.equal(u.decode('%FF'), '\udcff');
    assert.equal(u.encode('\udcff', 'path'), '%FF');
    assert.equal(u.encode(Uint8Array.of(0xff, 0x20), 'path'), '%FF%20');
    // Messages in the three languages from the library; codes the same.
    const msgs = ['en', 'ja', 'zh-Hant'].map((lang) => {
      try { u.parse('http://h:80x/', { lang }); } catch (e) { return [e.code, e.message]; }
      return null;
    });
    assert.equal(new Set(msgs.map((m) => m[0])).size, 1);
    assert.equal(new Set(msgs.map((m) => m[1])).size, 3);
    // No ICU in the bindings: the WHATWG reading says so with its code.
    assert.throws(() => u.parse('http://\u00e9x.com/', { spec: 'whatwg' }),
      (e) => e.code === 'E_WHATWG_NO_ICU');
    assert.equal(u.parse('http://xn--x-9ia.com/', { spec: 'whatwg' }).host, 'xn--x-9ia.com');
  });

  test(`${name}: parseMany is the program's TSV, column by column`, () => {
    for (const spec of ['rfc1738', 'rfc3986']) {
      const fields = spec === 'rfc1738'
        ? ['scheme', 'user', 'password', 'host', 'port', 'path', 'registered_domain', 'ftp.type']
        : ['scheme', 'userinfo', 'host', 'host_type', 'port', 'path', 'query', 'fragment'];
      const r = u.run(['parse', `--spec=${spec}`, '--format=tsv', `--fields=valid,${fields.join(',')}`],
                      { stdin: corpus.join('\n') + '\n' });
      const rows = r.stdout.split('\n').slice(0, -1).map((l) => l.split('\t'));
      assert.equal(rows.length, corpus.length);
      const cols = u.parseMany(corpus, { spec, fields });
      const bad = [];
      corpus.forEach((x, i) => {
        if (String(cols.valid[i]) !== rows[i][0]) bad.push(`${x}: valid ${cols.valid[i]} / ${rows[i][0]}`);
        // An invalid URL's row is null throughout (the program's row
        // still names its scheme: parse's JSON has it too).
        if (!cols.valid[i]) {
          fields.forEach((f) => { if (cols[f][i] !== null) bad.push(`${x}: ${f} not null`); });
          return;
        }
        fields.forEach((f, k) => {
          const v = cols[f][i] === null ? '' : String(cols[f][i]);
          const want = rows[i][k + 1].replace(/\\(.)/g, (m, c) => ({ t: '\t', n: '\n', r: '\r', '\\': '\\' })[c]);
          if (v !== want) bad.push(`${x}: ${f} ${JSON.stringify(v)} / ${JSON.stringify(want)}`);
        });
      });
      assert.deepEqual(bad.slice(0, 20), [], `${spec}: ${bad.length} differences`);
      assert.equal(cols.error.filter((e) => e !== null).length, cols.valid.filter((v) => !v).length);
    }
  });

  test(`${name}: parseMany shares a repeated value and keeps every row's own`, () => {
    // Hosts that repeat (next to each other and apart), in upper case
    // (lower-cased text of the answer block) and as they are (spans of
    // the input), among invalid URLs and missing ones; enough rows for
    // bind.c's table of values seen.
    const some = ['http://A.example.COM:81/x', 'http://a.example.com/y', 'ftp://h.org/f;type=d',
      'http://a b/', null, 'http://a.example.com/y', 'HTTP://H.ORG/', 'news:comp.lang.c',
      'http://www.example.co.uk/', 'gopher://H.org:70/1x'];
    const urls = [];
    for (let i = 0; i < 97; i++) urls.push(some[(i * 7) % some.length], some[i % some.length]);
    const fields = ['scheme', 'host', 'port', 'path', 'registered_domain', 'ftp.type'];
    const cols = u.parseMany(urls, { fields });
    // Each row as parseMany of that URL alone gives it (no sharing).
    urls.forEach((x, i) => {
      const one = u.parseMany([x], { fields });
      let p = null;
      try { p = x === null ? null : u.parse(x); } catch (e) { p = null; }
      assert.equal(cols.valid[i], x === null ? null : p !== null, `${x}: valid`);
      for (const f of ['valid', 'error', ...fields])
        assert.deepEqual(cols[f][i], one[f][0], `${x}: ${f}`);
    });
    assert.equal(cols.registered_domain[0], 'example.com');
  });

  test(`${name}: parseMany's values are parse's JSON, field by field`, () => {
    // The CLI's parse JSON is the reference (and Python's parse_many
    // gives the same): a host as written (RFC 3986 3.2.2 and RFC 1738
    // 3.1 leave its case to the comparison; parse does not lower-case
    // it), a scheme lower-cased, a port as its digits (a string), and
    // gopher's absent type and selector as the values that stand for
    // them (RFC 1738 3.4.1: "1" and ""), where the program's TSV, raw,
    // leaves them empty.
    const some = ['http://EXAMPLE.com:80/A', 'HTTP://Ex%41mple.COM/', 'http://[::AB]:8080/',
      'ftp://U:P@FTP.X.org/f;type=D', 'gopher://H:70/1sel', 'gopher://gopher.cnidr.org',
      'gopher://H.org/', 'gopher://$host:70/0/$link', 'news:ABC@Host.COM', 'news:comp.lang.c',
      'mailto:Joe@EXAMPLE.com', 'http://127.1/', 'wais://w.org/db?q', 'file://H/etc/x',
      'telnet://u@T.org/', 'nntp://N.org/g/12', 'prospero://P.org/a;k=v',
      ...corpus.slice(0, 300)];
    const nested = { ftp: ['type'], gopher: ['type', 'selector', 'search', 'gopher_plus'],
      news: ['group', 'article'], nntp: ['group', 'article'], mailto: ['address'],
      wais: ['database', 'search', 'wtype', 'wpath'], file: ['path'], http: ['search'] };
    for (const spec of ['rfc1738', 'rfc3986']) {
      const top = spec === 'rfc1738'
        ? ['scheme', 'user', 'password', 'host', 'port', 'default_port', 'path', 'schemepart']
        : ['scheme', 'user', 'password', 'host', 'port', 'default_port', 'path', 'userinfo',
           'host_type', 'query', 'fragment'];
      const fields = [...top];
      for (const [s, ms] of Object.entries(nested)) for (const m of ms) fields.push(`${s}.${m}`);
      const cols = u.parseMany(some, { spec, fields });
      const bad = [];
      some.forEach((x, i) => {
        const o = u.run(['parse', `--spec=${spec}`, '--', x]);
        const obj = JSON.parse(o.stdout);
        if (cols.valid[i] !== obj.valid) bad.push(`${x}: valid`);
        if (!obj.valid) return;
        for (const f of fields) {
          const [a, b] = f.split('.');
          let want = b === undefined ? obj[a] : obj[a] ? obj[a][b] : null;
          if (want === undefined) want = null;
          const got = cols.get(f, i);
          if (JSON.stringify(got) !== JSON.stringify(want))
            bad.push(`${spec} ${x}: ${f} ${JSON.stringify(got)} / JSON ${JSON.stringify(want)}`);
        }
      });
      assert.deepEqual(bad.slice(0, 20), [], `${bad.length} differences`);
    }
    // The host as written, both readings (the reproduction: an upper-case
    // host, which Python's parse_many and the CLI keep too).
    for (const spec of ['rfc1738', 'rfc3986']) {
      assert.deepEqual(u.parseMany(['http://EXAMPLE.com/', 'HTTP://H/'], { spec, fields: ['host', 'scheme'] }).toJSON(),
        { input: ['http://EXAMPLE.com/', 'HTTP://H/'], valid: [true, spec === 'rfc3986' || u.valid('HTTP://H/')],
          error: [null, null], host: ['EXAMPLE.com', 'H'], scheme: ['http', 'http'] });
    }
  });

  test(`${name}: parseMany in chunks: get() and the columns agree across chunk edges`, () => {
    // More than two chunks of 1024, with what sends a chunk one URL at a
    // time (an LF inside a URL, a non-string) in the second only, and
    // repeated hosts across the edges.
    const urls = [];
    for (let i = 0; i < 2600; i++) {
      const h = i % 5 === 0 ? 'h.org' : i % 3 === 0 ? `H${i % 7}.example.COM` : `x${i}.net`;
      urls.push(i % 11 === 0 ? `http://bad host ${i}/` : `http://${h}:${8000 + (i % 3)}/p${i}?q`);
    }
    urls[1500] = 'http://a.org/\nhttp://b.org/';
    urls[1600] = null;
    urls[1700] = Uint8Array.from(Buffer.from('http://bytes.org/'));
    urls[2599] = 'ftp://FTP.X.org/f;type=D';
    const fields = ['scheme', 'host', 'port', 'path', 'ftp.type'];
    const cols = u.parseMany(urls, { fields });
    assert.equal(cols.length, urls.length);
    urls.forEach((x, i) => {
      const one = u.parseMany([x], { fields });
      for (const f of ['input', 'valid', ...fields]) {
        assert.deepEqual(cols.get(f, i), one.get(f, 0), `${i} ${f} get`);
        assert.deepEqual(cols[f][i], one[f][0], `${i} ${f} column`);
      }
    });
    assert.equal(cols.get('valid', 1500), false);
    assert.equal(cols.get('host', 1500), null);
    assert.equal(cols.get('valid', 1600), null);
    assert.equal(cols.get('host', 1700), 'bytes.org');
    assert.equal(cols.get('ftp.type', 2599), 'd');
    assert.equal(cols.get('host', urls.length), undefined);
    assert.equal(cols.get('error', 0).code, 'E_MUST_ENCODE');
    assert.throws(() => cols.get('nofield', 0), TypeError);
    // A value read from a call's columns after later calls is still its own.
    const first = u.parseMany(['http://first.org/'], { fields: ['host'] });
    u.parseMany(urls, { fields: ['host'] });
    assert.equal(first.get('host', 0), 'first.org');
    assert.deepEqual(first.host, ['first.org']);
    // Non-ASCII and lone surrogates: invalid under both readings, as one
    // URL at a time says.
    const odd = ['http://h/\u00e9', 'http://h/\u0141', 'http://\ud800/', 'http://h/\udcff', 'http://h/ok'];
    for (const spec of ['rfc1738', 'rfc3986']) {
      const c = u.parseMany(odd, { spec, fields: ['host'] });
      assert.deepEqual(c.valid, odd.map((x) => u.valid(x, { spec })), spec);
    }
  });
}

// A fresh process whose first call flushes nothing before a note on
// standard error (parse's "valid under RFC 3986" note): the output block
// does not exist yet and must not read as "out of memory" (exit 3).
test('a first call that writes nothing first', () => {
  for (const b of ['wasm', 'native']) {
    const out = execFileSync(process.execPath, ['-e',
      `const u = require(${JSON.stringify(path.join(top, 'js', 'index.cjs'))}).withBackend('${b}');` +
      "console.log(u.valid('http://h/~u'), u.valid('http://h/~u', { spec: 'rfc3986' }))"],
      { encoding: 'utf8' });
    assert.equal(out.trim(), 'false true', b);
  }
});

test('the two backends answer alike', () => {
  const [w, n] = backends.map((b) => b[1]);
  for (const x of corpus.slice(0, 400)) {
    for (const cmd of [['parse'], ['parse', '--spec=whatwg'], ['diff'], ['plan'], ['lint'], ['normalize', '--spec=rfc3986']]) {
      const a = w.run([...cmd, '--', x]);
      const b = n.run([...cmd, '--', x]);
      assert.deepEqual(a, b, `${cmd.join(' ')} ${x}`);
    }
  }
});

test('import and require give one API; index.d.ts declares every function', () => {
  const dts = fs.readFileSync(path.join(top, 'js', 'index.d.ts'), 'utf8');
  for (const [k, v] of Object.entries(esm)) {
    if (k === 'default') continue;
    assert.equal(v, api[k], k);
    if (typeof v === 'function' && k !== 'URLError')
      assert.match(dts, new RegExp(`export function ${k}\\(`), `index.d.ts lacks ${k}`);
  }
  assert.match(dts, /export class URLError/);
});
