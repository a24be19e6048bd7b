// The spec reader's page: the input, the matrix of its verdicts under every
// edition (the library, compiled to WebAssembly), and this browser's `URL`.
// The page computes nothing of its own: it draws the records the library
// writes (`urispec verdicts --json`'s) and what `new URL` answers.

import init, { verdicts, editions, examples } from './urispec_web.js';

const input = document.getElementById('input');
const tbody = document.querySelector('#matrix tbody');
const permalink = document.getElementById('permalink');
const status = document.getElementById('status');

// What a first visit shows: RFC 1630's generic grammar reserves `:`, its
// URL grammar reads a port.
const FIRST = 'http://info.cern.ch:8000/imaginary/test';

// The parts of `new URL`, in the order the URL Standard lists them.
const URL_PARTS = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname',
  'port', 'pathname', 'search', 'hash'];

let EDITIONS = [];

/** An element with a class and children (strings become text). */
function el(tag, className, ...children) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const child of children) {
    node.append(child);
  }
  return node;
}

/** The input from the page's fragment (`#u=...`), or null. */
function fromFragment() {
  const params = new URLSearchParams(location.hash.slice(1));
  return params.has('u') ? params.get('u') : null;
}

/** The fragment that reproduces `text`. */
function fragmentOf(text) {
  return '#' + new URLSearchParams({ u: text }).toString();
}

/** The named parts a record has, as a list: neither null nor false (the
 * parts `urispec verdicts` prints), an empty one as `""`; `URL`'s parts are
 * strings, empty where the URL has none, so `skipEmpty` leaves those out. */
function partsList(entries, skipEmpty) {
  const dl = el('dl', 'parts');
  for (const [key, value] of entries) {
    if (value === null || value === false || (skipEmpty && value === '')) continue;
    const shown = typeof value !== 'string' ? JSON.stringify(value) : value === '' ? '""' : value;
    const dd = el('dd', value === '' ? 'empty' : null, shown);
    dd.dataset.json = JSON.stringify(value);
    dl.append(el('div', null, el('dt', null, key), dd));
  }
  return dl;
}

/** The caret frame of an error at `byteOffset` of `text`: the line it is on,
 * and a caret under the character. */
function caretFrame(text, byteOffset) {
  const bytes = new TextEncoder().encode(text);
  const before = new TextDecoder().decode(bytes.subarray(0, byteOffset));
  const lineStart = before.lastIndexOf('\n') + 1;
  let lineEnd = text.indexOf('\n', before.length);
  if (lineEnd < 0) lineEnd = text.length;
  const line = text.slice(lineStart, lineEnd);
  const column = Array.from(before.slice(lineStart)).length;
  const shown = line.replace(/\t/g, ' ');
  return el('pre', 'frame', shown + '\n' + ' '.repeat(column) + '^');
}

/** The cell of a rejected input. */
function errorCell(text, error) {
  const cell = el('td', 'error');
  cell.dataset.offset = String(error.offset);
  const found = error.found === null ? 'the end of the input' : JSON.stringify(error.found);
  cell.append(el('p', 'where', `at byte ${error.offset}, ${found}`));
  cell.append(caretFrame(text, error.offset));
  const expected = el('ul', 'expected');
  for (const entry of error.expected) {
    const li = el('li', null, el('code', null, entry));
    li.dataset.entry = entry;
    expected.append(li);
  }
  cell.append(el('p', 'expected-line', el('span', 'label', 'expected: '), expected));
  cell.append(el('p', 'message', error.message));
  return cell;
}

/** A row of the library's record. */
function editionRow(text, record, info) {
  const tr = el('tr', record.valid ? 'accepted' : 'rejected');
  tr.dataset.spec = record.spec;
  tr.dataset.valid = String(record.valid);
  tr.append(el('th', 'spec', el('code', null, record.spec)));
  tr.append(el('td', 'document', info.document, el('span', 'date', info.date)));
  tr.append(el('td', 'verdict', record.valid ? 'accepted' : 'rejected'));
  const production = el('td', 'production');
  if (record.production !== null) production.append(el('code', null, record.production));
  tr.append(production);
  if (record.valid) {
    const skip = new Set(['production', 'input', 'spec', 'valid', 'error']);
    const entries = Object.entries(record).filter(([key]) => !skip.has(key));
    tr.append(el('td', 'named', partsList(entries, false)));
  } else {
    tr.append(errorCell(text, record.error));
  }
  return tr;
}

/** The last row: what this browser's own `URL` makes of the input. */
function browserRow(text) {
  const tr = el('tr', 'browser');
  tr.dataset.spec = 'browser';
  tr.append(el('th', 'spec', 'this browser'));
  tr.append(el('td', 'document', 'the WHATWG URL Standard, as ', el('code', null, 'new URL(input)'),
    el('span', 'date', navigator.userAgent.match(/(Chrome|Firefox|Version)\/[\d.]+/)?.[0] ?? '')));
  let url = null;
  let failure = null;
  try {
    url = new URL(text);
  } catch (e) {
    failure = e;
  }
  tr.dataset.valid = String(url !== null);
  tr.classList.add(url !== null ? 'accepted' : 'rejected');
  tr.append(el('td', 'verdict', url !== null ? 'accepted' : 'rejected'));
  tr.append(el('td', 'production'));
  if (url !== null) {
    tr.append(el('td', 'named', partsList(URL_PARTS.map((key) => [key, url[key]]), true)));
  } else {
    tr.append(el('td', 'error', el('p', 'message', `${failure.name}: ${failure.message}`)));
  }
  return tr;
}

/** The matrix of `text`. */
function render(text) {
  let records;
  try {
    records = JSON.parse(verdicts(text));
  } catch (e) {
    status.textContent = `the library failed on this input: ${e}`;
    tbody.replaceChildren();
    return;
  }
  status.textContent = '';
  const rows = records.map((record, i) => editionRow(text, record, EDITIONS[i]));
  rows.push(browserRow(text));
  tbody.replaceChildren(...rows);
  permalink.href = fragmentOf(text);
}

/** The examples, a list per document; each a link that puts it in the input. */
function drawExamples(all) {
  const list = document.getElementById('example-list');
  document.querySelector('#examples summary').textContent =
    `The documents' examples (${all.length})`;
  let current = null;
  let ul = null;
  for (const example of all) {
    if (example.document !== current) {
      current = example.document;
      ul = el('ul');
      list.append(el('h3', null, current), ul);
    }
    const a = el('a', 'example', example.text);
    a.href = fragmentOf(example.text);
    a.dataset.document = example.document;
    a.dataset.number = String(example.number);
    ul.append(el('li', null, el('span', 'number', `${example.number}.`), ' ', a, ' ',
      el('span', 'note', example.note)));
  }
}

/** The input typed: its matrix, and the address that reproduces it. */
function typed() {
  render(input.value);
  history.replaceState(null, '', fragmentOf(input.value));
}

/** The address followed (a permalink, an example): its input and matrix. */
function followed() {
  const text = fromFragment();
  if (text !== null && text !== input.value) {
    input.value = text;
  }
  render(input.value);
}

async function main() {
  try {
    await init();
    performance.mark('urispec:wasm-ready');
    EDITIONS = JSON.parse(editions());
  } catch (e) {
    status.textContent = `the WebAssembly module did not load: ${e}`;
    return;
  }
  input.value = fromFragment() ?? FIRST;
  render(input.value);
  performance.mark('urispec:first-matrix');
  document.body.dataset.ready = 'true';
  drawExamples(JSON.parse(examples()));
  input.addEventListener('input', typed);
  window.addEventListener('hashchange', followed);
}

main();
