// SPDX-License-Identifier: MIT
// app.js - the URL inspector: one input, read by the WebAssembly build of
// url1738 (core.cjs over wasm.cjs). Every value shown is the JSON of one
// of the program's subcommands (diff, parse, plan, lint, normalize); the
// page only lays it out. The input and the language live in the page's
// fragment (#lang=ja&url=...), so a link reproduces the view.
(function () {
  'use strict';
  const S = window.url1738Strings;
  const $ = (id) => document.getElementById(id);
  const READINGS = ['rfc1738', 'rfc3986', 'whatwg'];
  const PARTS = ['valid', 'scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'];
  let api = null;
  let lang = 'en';

  function el(tag, attrs, ...kids) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === 'text') e.textContent = v;
      else e.setAttribute(k, v);
    }
    for (const k of kids) if (k !== null && k !== undefined) e.append(k);
    return e;
  }

  function t(key) {
    return (S[lang] || S.en)[key];
  }

  // Byte offset (UTF-8) to a character index of s.
  function charIndex(s, offset) {
    const enc = new TextEncoder();
    let bytes = 0;
    let i = 0;
    for (const ch of s) {
      if (bytes >= offset) return i;
      bytes += enc.encode(ch).length;
      i += ch.length;
    }
    return s.length;
  }

  // The input with a caret under the error's offset, and the message.
  function errorView(input, error) {
    const at = charIndex(input, error.offset);
    return el('div', { class: 'error' },
      el('pre', { 'aria-hidden': 'true' }, input + '\n',
         el('span', { class: 'caret' }, ' '.repeat(at) + '^')),
      el('p', {},
         el('span', { class: 'invalid', text: `${t('invalid')}: ` }),
         `${error.message} (${error.code}, byte ${error.offset})`));
  }

  function value(v) {
    if (v === null || v === undefined) return el('span', { class: 'absent', text: t('absent') });
    if (typeof v === 'object') return JSON.stringify(v);
    return String(v);
  }

  function readingsView(input, d, whatwg) {
    const disagree = new Set(d.disagree || []);
    const table = el('table', { id: 'readings' });
    const head = el('tr', {}, el('th', { scope: 'col', text: t('part') }));
    for (const r of READINGS) head.append(el('th', { scope: 'col', text: r }));
    table.append(el('thead', {}, head));
    const body = el('tbody');
    for (const p of PARTS) {
      const tr = el('tr', { 'data-part': p });
      if (disagree.has(p)) tr.className = 'differ';
      tr.append(el('th', { scope: 'row', text: p }));
      for (const r of READINGS) {
        const rd = d.readings[r];
        let cell;
        if (!rd) cell = value(null);
        else if (p === 'valid') {
          cell = el('span', { class: rd.valid ? 'valid' : 'invalid',
                              text: rd.valid ? t('valid') : t('invalid') });
        } else cell = value(rd[p]);
        tr.append(el('td', { class: 'v', 'data-reading': r }, cell));
      }
      body.append(tr);
    }
    const hrefRow = el('tr', { 'data-part': 'href' }, el('th', { scope: 'row', text: t('href') }),
      el('td', { class: 'v', colspan: '3', 'data-reading': 'whatwg' },
         value(whatwg && whatwg.valid ? whatwg.href : null)));
    body.append(hrefRow);
    table.append(body);

    const box = el('section', { 'aria-labelledby': 'h-readings' },
      el('h2', { id: 'h-readings', text: t('readings') }));
    if (d.authority) box.append(el('p', { class: 'callout', id: 'authority', role: 'alert', text: t('authority') }));
    box.append(el('p', { id: 'disagree' },
      disagree.size ? `${t('disagree')} ${[...disagree].join(', ')}` : t('agree')));
    box.append(el('div', { class: 'scroll' }, table));
    // Each reading's error, with its caret.
    for (const r of READINGS) {
      const rd = d.readings[r];
      if (rd && !rd.valid && rd.error) {
        box.append(el('h3', { text: r }), errorView(input, rd.error));
      }
    }
    return box;
  }

  function schemeView(input) {
    const box = el('section', { 'aria-labelledby': 'h-scheme' },
      el('h2', { id: 'h-scheme', text: t('schemeParts') }));
    let u;
    try {
      u = api.parse(input, { lang });
    } catch (e) {
      if (!(e instanceof api.URLError)) throw e;
      box.append(errorView(input, e));
      return box;
    }
    const own = u.scheme && typeof u[u.scheme] === 'object' && u[u.scheme] !== null ? u[u.scheme] : null;
    if (!own || Object.keys(own).length === 0) {
      box.append(el('p', { text: t('noSchemeParts') }));
      return box;
    }
    const dl = el('dl', { id: 'scheme-parts' });
    for (const [k, v] of Object.entries(own)) {
      dl.append(el('dt', { text: `${u.scheme}.${k}` }), el('dd', {}, value(v)));
    }
    box.append(dl);
    return box;
  }

  // CR and LF shown as what they are, so the bytes can be read.
  function visible(s) {
    return s.replace(/\r/g, '\u240d').replace(/\n/g, '\u240a\n').replace(/\t/g, '\u2409');
  }

  function planView(input) {
    const box = el('section', { 'aria-labelledby': 'h-plan', id: 'plan' },
      el('h2', { id: 'h-plan', text: t('plan') }));
    let p;
    try {
      p = api.plan(input, { lang });
    } catch (e) {
      if (!(e instanceof api.URLError)) throw e;
      box.append(el('p', { class: 'callout', id: 'refusal' },
        `${t('refused')}: ${e.message} (${e.code}, byte ${e.offset})`));
      return box;
    }
    const dl = el('dl');
    for (const [k, v] of Object.entries(p)) {
      if (['input', 'error', 'commands', 'request'].includes(k)) continue;
      dl.append(el('dt', { text: k }), el('dd', {}, value(v)));
    }
    box.append(dl);
    const bytes = p.request !== undefined ? p.request
      : Array.isArray(p.commands) ? p.commands.map((c) => c + '\r\n').join('') : null;
    if (bytes !== null) {
      box.append(el('h3', { text: t('bytes') }), el('pre', { id: 'plan-bytes' }, visible(bytes)));
    }
    return box;
  }

  function lintView(input) {
    const box = el('section', { 'aria-labelledby': 'h-lint' },
      el('h2', { id: 'h-lint', text: t('lint') }));
    const notes = api.lint(input, { lang });
    if (!notes.length) {
      box.append(el('p', { text: t('noNotes') }));
      return box;
    }
    const ul = el('ul', { class: 'notes', id: 'lint' });
    for (const w of notes) {
      ul.append(el('li', {}, el('code', { text: w.code }), ` (${w.severity}, byte ${w.offset}): ${w.message}`));
    }
    box.append(ul);
    return box;
  }

  function normalizedView(input, whatwg) {
    const box = el('section', { 'aria-labelledby': 'h-norm' },
      el('h2', { id: 'h-norm', text: t('normalized') }));
    const dl = el('dl', { id: 'normalized' });
    for (const spec of ['rfc1738', 'rfc3986']) {
      let v;
      try {
        v = api.normalize(input, { spec, lang });
      } catch (e) {
        if (!(e instanceof api.URLError)) throw e;
        v = null;
      }
      dl.append(el('dt', { text: spec }), el('dd', {}, value(v)));
    }
    dl.append(el('dt', { text: 'whatwg' }), el('dd', {}, value(whatwg && whatwg.valid ? whatwg.href : null)));
    box.append(dl);
    return box;
  }

  function labels() {
    document.documentElement.lang = lang;
    document.title = t('title');
    $('title').textContent = t('title');
    $('intro').textContent = t('intro');
    $('url-label').textContent = t('url');
    $('lang-label').textContent = t('lang');
    $('footer').textContent = t('footer');
  }

  function render() {
    const input = $('url').value;
    labels();
    const out = $('out');
    out.replaceChildren();
    if (input === '') {
      $('status').textContent = t('empty');
      return;
    }
    const d = api.diff(input, { lang });
    let whatwg = null;
    try {
      whatwg = api.parse(input, { spec: 'whatwg', lang });
    } catch (e) {
      if (!(e instanceof api.URLError)) throw e;
    }
    out.append(readingsView(input, d, whatwg));
    const grid = el('div', { class: 'grid' });
    grid.append(schemeView(input), planView(input), lintView(input), normalizedView(input, whatwg));
    out.append(grid);
    $('status').textContent = t('ready');
  }

  // The fragment: #lang=TAG&url=URL (encodeURIComponent).
  function readHash() {
    const h = new URLSearchParams(location.hash.replace(/^#/, ''));
    const l = h.get('lang');
    if (l && S[l]) lang = l;
    $('lang').value = lang;
    if (h.has('url')) $('url').value = h.get('url');
  }

  function writeHash() {
    const h = new URLSearchParams();
    h.set('lang', lang);
    h.set('url', $('url').value);
    history.replaceState(null, '', '#' + h.toString());
  }

  let timer = 0;
  function changed() {
    clearTimeout(timer);
    timer = setTimeout(() => {
      writeHash();
      render();
    }, 60);
  }

  async function main() {
    readHash();
    labels();
    $('status').textContent = t('loading');
    const module = await WebAssembly.compile(await (await fetch('url1738.wasm')).arrayBuffer());
    const backend = await window.url1738Wasm.wasmBackendAsync(module, window.url1738Core.fromBytes);
    api = window.url1738Core.createAPI(backend);
    $('url').addEventListener('input', changed);
    $('lang').addEventListener('change', () => {
      lang = $('lang').value;
      changed();
    });
    window.addEventListener('hashchange', () => {
      readHash();
      render();
    });
    if ($('url').value === '') $('url').value = 'http://127.1/';
    writeHash();
    render();
    document.body.dataset.ready = '1';
  }

  main().catch((e) => {
    $('status').textContent = String(e);
    document.body.dataset.ready = 'error';
  });
})();
