// SPDX-License-Identifier: MIT
// browser.test.mjs - the URL inspector (web/, built into build/web by
// `make web`) in a real headless Chromium (Debian's chromium, driven by
// playwright-core), served by a loopback HTTP server this test starts
// and stops. A missing chromium or page FAILS: it is never skipped.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import api from '../index.cjs';
import { top } from './cases.mjs';

const site = path.join(top, process.env.BUILD || 'build', 'web');
const shot = process.env.URL1738_SCREENSHOT || path.join(top, process.env.BUILD || 'build', 'inspector.png');
const exe = process.env.CHROMIUM || '/usr/bin/chromium';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
                '.css': 'text/css; charset=utf-8', '.wasm': 'application/wasm' };

// A static server on 127.0.0.1, a free port.
function serve() {
  const server = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url, 'http://x/').pathname);
    const file = path.join(site, name === '/' ? 'index.html' : name);
    if (!file.startsWith(site) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream',
                         'x-content-type-options': 'nosniff' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

test('the inspector in headless Chromium', async (t) => {
  assert.ok(fs.existsSync(exe), `no Chromium at ${exe} (Debian: apt-get install chromium, or sh tools/deps.sh --test)`);
  assert.ok(fs.existsSync(path.join(site, 'index.html')), `no page in ${site}: make web`);
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({ executablePath: exe, headless: true,
                                          args: ['--no-sandbox', '--disable-gpu'] });
  const errors = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1100, height: 1400 } });
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    const cell = (part, reading) => page.locator(`tr[data-part="${part}"] td[data-reading="${reading}"]`).innerText();

    await t.test('http://127.1/: three readings, the host disagreement highlighted', async () => {
      await page.goto(base + '#lang=en&url=' + encodeURIComponent('http://127.1/'));
      await page.waitForSelector('body[data-ready="1"]');
      assert.equal(await cell('host', 'rfc3986'), '127.1');
      assert.equal(await cell('host', 'whatwg'), '127.0.0.1');
      assert.equal(await cell('valid', 'rfc1738'), 'invalid');
      assert.equal(await page.locator('tr[data-part="host"]').getAttribute('class'), 'differ');
      assert.equal(await page.locator('tr[data-part="scheme"]').getAttribute('class'), null);
      assert.match(await page.locator('#authority').innerText(), /Authority disagreement/);
      // RFC 1738's error with a caret under its offset (byte 12).
      const pre = await page.locator('.error pre').first().innerText();
      assert.equal(pre.split('\n')[1], ' '.repeat(12) + '^');
      assert.equal(await cell('href', 'whatwg'), 'http://127.0.0.1/');
      await page.screenshot({ path: shot, fullPage: true });
    });

    await t.test('typing http://evil.com\\@good.com/: valid disagrees, the fragment follows', async () => {
      await page.fill('#url', '');
      await page.locator('#url').pressSequentially('http://evil.com\\@good.com/');
      await page.waitForFunction(() => decodeURIComponent(location.hash).includes('evil.com\\@good.com'));
      await page.waitForFunction(() => document.querySelector('tr[data-part="host"] td[data-reading="whatwg"]')?.innerText === 'evil.com');
      assert.equal(await cell('valid', 'whatwg'), 'valid');
      assert.equal(await cell('valid', 'rfc1738'), 'invalid');
      assert.equal(await page.locator('tr[data-part="valid"]').getAttribute('class'), 'differ');
      assert.equal(await cell('href', 'whatwg'), 'http://evil.com/@good.com/');
      // The link reproduces the view.
      const link = page.url();
      const again = await browser.newPage();
      await again.goto(link);
      await again.waitForSelector('body[data-ready="1"]');
      assert.equal(await again.inputValue('#url'), 'http://evil.com\\@good.com/');
      await again.close();
    });

    await t.test('gopher://h:25/1%0D%0AHELO: the plan refused with its section 6 reason', async () => {
      let want;
      try {
        api.plan('gopher://h:25/1%0D%0AHELO');
      } catch (e) {
        want = e;
      }
      assert.ok(want instanceof api.URLError);
      await page.fill('#url', 'gopher://h:25/1%0D%0AHELO');
      // The page redraws after a pause: wait for this URL's refusal (the
      // one before was refused too).
      await page.waitForFunction((code) => document.querySelector('#refusal')?.innerText.includes(code), want.code);
      const text = await page.locator('#refusal').innerText();
      assert.ok(text.includes(want.code) && text.includes(want.message), text);
      assert.match(text, /section 6/);
      // The gopher selector as RFC 1738 reads it, decoded: CR LF inside.
      assert.match(await page.locator('#scheme-parts').innerText(), /gopher\.selector/);
    });

    await t.test('Japanese: the page and the library\'s messages in Japanese', async () => {
      await page.fill('#url', 'http://127.1/');
      await page.selectOption('#lang', 'ja');
      await page.waitForFunction(() => document.documentElement.lang === 'ja' && location.hash.includes('lang=ja'));
      await page.waitForFunction(() => document.querySelector('#h-readings')?.innerText === '三つの読み方');
      const msg = (() => {
        try {
          api.parse('http://127.1/', { lang: 'ja' });
        } catch (e) {
          return e.message;
        }
        return null;
      })();
      assert.ok(msg && /[\u3040-\u30ff\u4e00-\u9fff]/.test(msg), `no Japanese message from the library: ${msg}`);
      assert.ok((await page.locator('.error').first().innerText()).includes(msg));
      assert.match(await page.locator('#authority').innerText(), /オーソリティ/);
      await page.screenshot({ path: shot.replace(/\.png$/, '-ja.png'), fullPage: true });
    });

    await t.test('keyboard and a phone width', async () => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(base + '#lang=en&url=' + encodeURIComponent('ftp://u@h/a;type=i'));
      await page.waitForSelector('body[data-ready="1"]');
      await page.focus('#url');
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement.id), 'lang');
      // Every control has a label.
      assert.equal(await page.locator('label[for="url"]').count(), 1);
      assert.equal(await page.locator('label[for="lang"]').count(), 1);
      // Nothing wider than the screen but the scrolling table box.
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= 360, `page ${wide}px wide at 360px`);
    });
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    await new Promise((ok) => server.close(ok));
  }
});
