// The spec reader's page in a real browser: Debian's chromium, headless,
// driven with playwright-core. Serves web/dist on 127.0.0.1 (python3's
// http.server), types the documents' examples and checks the matrix's cells,
// compares every cell of a sample (every example the documents print and
// lines of both corpora) with the records of `urispec verdicts --json`,
// follows a permalink, saves a screenshot, and prints what it measured (the
// page's gzip size, the first matrix after load, re-evaluating a
// 100-character input): figures, never asserted.
//
//   node web/test/browser.mjs DIST URISPEC_BINARY OUT_DIR
//
// Exit 0 when every check passes; each failure is printed.

import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { testPanes } from './panes.mjs';

const [dist, cli, out] = process.argv.slice(2).map((p) => resolve(p));
if (!dist || !cli || !out) {
  console.error('usage: node web/test/browser.mjs DIST URISPEC_BINARY OUT_DIR');
  process.exit(2);
}
const corpus = resolve(process.env.URISPEC_CORPUS ?? '../shared/corpus');
const CHROMIUM = process.env.URISPEC_CHROMIUM ?? '/usr/bin/chromium';
const CERN = 'http://info.cern.ch:8000/imaginary/test';

let checks = 0;
const failures = [];
function check(ok, what) {
  checks += 1;
  if (!ok) {
    failures.push(what);
    console.error(`FAIL ${what}`);
  }
}
function same(actual, expected, what) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  check(a === e, `${what}: got ${a}, expected ${e}`);
}

/** python3's http.server on a free port of 127.0.0.1, and its address. */
function serve(root) {
  return new Promise((done, fail) => {
    const server = spawn('python3', ['-u', '-m', 'http.server', '0', '--bind', '127.0.0.1',
      '--directory', root], { stdio: ['ignore', 'pipe', 'pipe'] });
    let seen = '';
    server.stdout.on('data', (chunk) => {
      seen += chunk;
      const port = seen.match(/port (\d+)/);
      if (port) done({ server, base: `http://127.0.0.1:${port[1]}/` });
    });
    server.on('exit', (code) => fail(new Error(`http.server exited (${code}): ${seen}`)));
    server.stderr.resume();
  });
}

/** The fragment the page writes for an input (the page's own rule, here to
 * check the address it shows). */
const fragmentOf = (text) => '#' + new URLSearchParams({ u: text }).toString();

/** The matrix as drawn: one object per row, read from the DOM. */
function readMatrix(page) {
  return page.$$eval('#matrix tbody tr', (rows) => rows.map((tr) => {
    const cell = (name) => tr.querySelector(`td.${name}`);
    const error = cell('error');
    const frame = error?.querySelector('pre.frame')?.textContent ?? null;
    return {
      spec: tr.dataset.spec,
      valid: tr.dataset.valid === 'true',
      verdict: cell('verdict').textContent,
      production: cell('production').textContent || null,
      parts: Array.from(tr.querySelectorAll('dl.parts > div'), (d) => [
        d.querySelector('dt').textContent, JSON.parse(d.querySelector('dd').dataset.json)]),
      offset: error?.dataset.offset === undefined ? null : Number(error.dataset.offset),
      expected: error ? Array.from(error.querySelectorAll('li'), (li) => li.dataset.entry) : null,
      message: error?.querySelector('p.message')?.textContent ?? null,
      caretColumn: frame === null ? null : frame.split('\n').at(-1).indexOf('^'),
    };
  }));
}

/** `urispec verdicts --json` on one input: a record per edition. */
function cliRecords(input) {
  const run = spawnSync(cli, ['verdicts', '--json', '--', input], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`urispec verdicts failed on ${JSON.stringify(input)}: ${run.stderr}`);
  return run.stdout.trim().split('\n').map((line) => JSON.parse(line));
}

/** The caret's column for an error at byte `offset` of `input`: characters
 * from the start of its line. */
function columnOf(input, offset) {
  const before = Buffer.from(input, 'utf8').subarray(0, offset).toString('utf8');
  return Array.from(before.slice(before.lastIndexOf('\n') + 1)).length;
}

/** Every cell of the drawn matrix against the CLI's records. */
function compareWithCli(input, drawn) {
  const records = cliRecords(input);
  const label = JSON.stringify(input);
  same(drawn.length, records.length + 1, `${label}: rows (the editions and this browser)`);
  same(drawn.at(-1)?.spec, 'browser', `${label}: the last row`);
  records.forEach((record, i) => {
    const row = drawn[i] ?? {};
    const at = `${label} under ${record.spec}`;
    same(row.spec, record.spec, `${at}: edition`);
    same(row.valid, record.valid, `${at}: verdict`);
    same(row.verdict, record.valid ? 'accepted' : 'rejected', `${at}: verdict cell`);
    same(row.production, record.production, `${at}: production`);
    const skip = new Set(['production', 'input', 'spec', 'valid', 'error']);
    const parts = Object.entries(record).filter(([k, v]) => !skip.has(k) && v !== null && v !== false);
    same(row.parts, record.valid ? parts : [], `${at}: named parts`);
    if (record.valid) {
      same(row.offset, null, `${at}: no error`);
    } else {
      same(row.offset, record.error.offset, `${at}: error offset`);
      same(row.expected, record.error.expected, `${at}: expected productions`);
      same(row.message, record.error.message, `${at}: message`);
      same(row.caretColumn, columnOf(input, record.error.offset), `${at}: caret column`);
    }
  });
}

/** Every `step`-th line of a corpus file, up to `count`. */
function corpusSample(file, step, count) {
  const lines = readFileSync(join(corpus, file), 'utf8').split('\n');
  return lines.filter((line, i) => i % step === 0 && line && !line.includes('\0')).slice(0, count);
}

async function ready(page) {
  await page.waitForSelector('body[data-ready="true"]', { timeout: 10000 });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main() {
  mkdirSync(out, { recursive: true });
  // What is published: every file of dist, gzip-compressed (level 9).
  let gzipped = 0;
  let raw = 0;
  for (const name of readdirSync(dist)) {
    const bytes = readFileSync(join(dist, name));
    raw += bytes.length;
    gzipped += gzipSync(bytes, { level: 9 }).length;
  }
  console.log(`measured: web/dist ${raw} bytes, ${gzipped} bytes gzip-compressed (goal: at most 1,572,864)`);

  const { server, base } = await serve(dist);
  const profile = mkdtempSync(join(tmpdir(), 'urispec-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1400, height: 900 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });

    // A first visit: the matrix of the page's first input.
    await page.goto(base);
    await ready(page);
    const load = await page.evaluate(() => {
      const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
      const nav = performance.getEntriesByType('navigation')[0];
      return { html: nav.responseEnd, dom: nav.domContentLoadedEventEnd,
        wasm: at('urispec:wasm-ready'), matrix: at('urispec:first-matrix') };
    });
    const ms = (v) => `${v.toFixed(1)} ms`;
    console.log(`measured: first matrix drawn ${ms(load.matrix)} after navigation (goal: within 1,000): `
      + `the page's HTML at ${ms(load.html)}, its DOM at ${ms(load.dom)}, the wasm module ready at ${ms(load.wasm)}`);
    same((await readMatrix(page)).length, 10, 'first visit: nine editions and this browser');

    // The example of the issue, typed key by key.
    await page.fill('#input', '');
    await page.type('#input', CERN);
    let drawn = await readMatrix(page);
    const row = (spec) => drawn.find((r) => r.spec === spec) ?? {};
    same(row('rfc1630').valid, false, 'CERN: rfc1630 rejects');
    same(row('rfc1630').offset, 19, 'CERN: rfc1630 at byte 19');
    same(row('rfc1630').caretColumn, 19, 'CERN: the caret under byte 19');
    check(row('rfc1630').expected?.length > 0, 'CERN: rfc1630 names what it expected');
    same(row('rfc1630-url').valid, true, 'CERN: rfc1630-url accepts');
    same(row('rfc1630-url').production, 'httpaddress', 'CERN: rfc1630-url production');
    const parts = Object.fromEntries(row('rfc1630-url').parts ?? []);
    same([parts.host, parts.port], ['info.cern.ch', '8000'], 'CERN: rfc1630-url host and port');
    same(row('rfc2396').production, 'absoluteURI', 'CERN: rfc2396 production');
    const browser = Object.fromEntries(row('browser').parts ?? []);
    same([row('browser').valid, browser.hostname, browser.port], [true, 'info.cern.ch', '8000'],
      'CERN: this browser\'s URL');
    same(new URL(page.url()).hash, fragmentOf(CERN), 'CERN: the address keeps the input');
    compareWithCli(CERN, drawn);
    // The input and the matrix (the panes below have screenshots of their own).
    const matrixBottom = await page.$eval('#matrix', (t) => t.getBoundingClientRect().bottom + window.scrollY);
    await page.screenshot({ path: join(out, 'screenshot.png'), fullPage: true,
      clip: { x: 0, y: 0, width: 1400, height: matrixBottom + 16 } });

    // An example one click away.
    await page.click('#examples summary');
    const example = page.locator('a.example[data-document="rfc1630"][data-number="7"]');
    const exampleText = await example.textContent();
    same(exampleText, 'magic://a/b/c//d/e/f', 'rfc1630 example 7');
    await example.click();
    await page.waitForFunction((t) => document.getElementById('input').value === t, exampleText);
    same(new URL(page.url()).hash, fragmentOf(exampleText), 'example: the address keeps it');
    compareWithCli(exampleText, await readMatrix(page));
    await page.fill('#input', 'g');
    same((await readMatrix(page)).at(-1).valid, false, 'a partial form: no URL without a base');

    // The sample, cell by cell against the CLI: every example, and corpus lines.
    const examples = await page.$$eval('a.example', (as) => as.map((a) => a.textContent));
    check(examples.length > 300, `the examples listed: ${examples.length}`);
    const sample = [...examples, ...corpusSample('urls.txt', 1087, 40),
      ...corpusSample('historic.txt', 251, 20), 'http://a/ä b#c', 'x\ty', ''];
    for (const text of sample) {
      await page.fill('#input', text);
      compareWithCli(text, await readMatrix(page));
    }
    console.log(`compared with urispec verdicts --json: ${sample.length} inputs, ${sample.length * 9} rows`);

    // Hostile inputs: a record for each, no error.
    for (const text of ['a/'.repeat(50000), '\ud800x', '%', 'http://[']) {
      await page.fill('#input', text);
      same((await readMatrix(page)).length, 10, `hostile ${JSON.stringify(text.slice(0, 12))}: rows`);
      same(await page.textContent('#status'), '', `hostile ${JSON.stringify(text.slice(0, 12))}: no failure`);
    }

    // A permalink: the address of one state, opened in a new page.
    const linked = 'news:12345667123%asdghfh@info.cern.ch#a b';
    await page.fill('#input', linked);
    const before = await readMatrix(page);
    const href = await page.getAttribute('#permalink', 'href');
    same(href, fragmentOf(linked), 'permalink href');
    const other = await context.newPage();
    await other.goto(base + href);
    await ready(other);
    same(await other.inputValue('#input'), linked, 'permalink: the input');
    same(await readMatrix(other), before, 'permalink: the same matrix');
    // Followed within the page (a link to a fragment).
    await other.goto(base + fragmentOf(CERN));
    await other.waitForFunction((t) => document.getElementById('input').value === t, CERN);
    same((await readMatrix(other)).find((r) => r.spec === 'rfc1630').offset, 19,
      'a fragment followed: its matrix');
    await other.close();

    // Re-evaluating a 100-character input under the nine editions, measured.
    const long = ['http://info.cern.ch:8000/hypertext/WWW/Addressing/URL/', 'x'.repeat(100)].join('').slice(0, 100);
    const long2 = 'gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles+Zone%20Forecast?q=rain#top%20up';
    same([long.length, long2.length], [100, 100], 'the measured inputs are 100 characters');
    // As a reader types: the examples' list closed.
    if (await page.$eval('#examples', (d) => d.open)) await page.click('#examples summary');
    const timing = await page.evaluate(async ([a, b]) => {
      const input = document.getElementById('input');
      const redraw = [];
      for (let i = 0; i < 220; i += 1) {
        const t0 = performance.now();
        input.value = i % 2 ? a : b;
        input.dispatchEvent(new Event('input'));
        void document.body.offsetHeight; // layout included
        if (i >= 20) redraw.push(performance.now() - t0);
      }
      const lib = await import('./urispec_web.js');
      const wasm = [];
      for (let i = 0; i < 220; i += 1) {
        const t0 = performance.now();
        JSON.parse(lib.verdicts(i % 2 ? a : b));
        if (i >= 20) wasm.push(performance.now() - t0);
      }
      return { redraw, wasm };
    }, [long, long2]);
    const fmt = (v) => v.toFixed(2);
    const p95 = (v) => [...v].sort((x, y) => x - y)[Math.floor(v.length * 0.95)];
    console.log(`measured: redraw of a 100-character input (9 editions, the browser row, layout): median ${fmt(median(timing.redraw))} ms, p95 ${fmt(p95(timing.redraw))} ms, max ${fmt(Math.max(...timing.redraw))} ms over ${timing.redraw.length} (goal: one frame, 16 ms)`);
    console.log(`measured: verdicts() alone, the records parsed: median ${fmt(median(timing.wasm))} ms, p95 ${fmt(p95(timing.wasm))} ms, max ${fmt(Math.max(...timing.wasm))} ms`);

    // The panes, each against the command, in a page of their own.
    const panes = await context.newPage();
    panes.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
    panes.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
    const beforePanes = checks;
    await testPanes({ page: panes, cli, out, check, same, base });
    console.log(`the panes: ${checks - beforePanes} of the checks`);
    await panes.close();

    for (const e of errors) check(false, e);
  } finally {
    await context.close();
    server.kill();
    rmSync(profile, { recursive: true, force: true });
  }
  console.log(`browser test: ${checks - failures.length} of ${checks} checks passed; screenshot ${join(out, 'screenshot.png')}`);
  if (failures.length > 0) process.exit(1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
