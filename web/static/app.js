// The spec reader's page: the input, the matrix of its verdicts under every
// edition (the library, compiled to WebAssembly), and this browser's `URL`;
// below it the panes: the parse tree of the selected edition (tree.js), one
// rule beside the document's line (rule.js), the input resolved against a
// base under every rule set (resolve.js), and two editions' grammars
// compared (diff.js). The page computes nothing of its own: it draws the
// records the library writes (`urispec verdicts --json`'s, `explain`'s,
// `grammar-diff --rule --json`'s, `verdicts --base --json`'s and
// `grammar-diff --editions --json`'s) and what `new URL` answers.
//
// The page's state is its address's fragment: `u` the input, `tree` the
// selected edition, `rule` the rule pane's `spec/name`, `base` the base,
// `diff` the two editions compared (`a,b`); each but `u` only when set.

import init, {
  verdicts, editions, examples, explain, rule, resolutions, diff_editions, grammars,
} from './urispec_web.js';
import { el, caretFrame } from './dom.js';
import { drawTree } from './tree.js';
import { drawRule } from './rule.js';
import { drawResolutions } from './resolve.js';
import { drawDiff } from './diff.js';

const input = document.getElementById('input');
const tbody = document.querySelector('#matrix tbody');
const permalink = document.getElementById('permalink');
const status = document.getElementById('status');
const baseField = document.getElementById('base');
const diffA = document.getElementById('diff-a');
const diffB = document.getElementById('diff-b');
const panes = {
  tree: document.getElementById('tree-pane'),
  rule: document.getElementById('rule-pane'),
  resolve: document.getElementById('resolve-pane'),
  diff: document.getElementById('diff-pane'),
};

// What a first visit shows: RFC 1630's generic grammar reserves `:`, its
// URL grammar reads a port.
const FIRST = 'http://info.cern.ch:8000/imaginary/test';

// The parts of `new URL`, in the order the URL Standard lists them.
const URL_PARTS = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname',
  'port', 'pathname', 'search', 'hash'];

// The editions diff a first visit shows: the last two documents.
const DIFF = ['rfc2396', 'rfc3986'];

let EDITIONS = [];

/** What the page shows, as its fragment keeps it. */
const state = { u: '', tree: null, rule: null, base: '', diff: DIFF };

/** The state in the page's fragment, over the defaults. */
function fromFragment() {
  const params = new URLSearchParams(location.hash.slice(1));
  const rulePair = params.get('rule')?.split('/');
  const diffPair = params.get('diff')?.split(',');
  return {
    u: params.get('u'),
    tree: params.get('tree'),
    rule: rulePair?.length === 2 ? { spec: rulePair[0], name: rulePair[1] } : null,
    base: params.get('base') ?? '',
    diff: diffPair?.length === 2 ? diffPair : DIFF,
  };
}

/** The fragment that reproduces `s` (a state). */
function fragmentOf(s) {
  const params = new URLSearchParams({ u: s.u });
  if (s.tree !== null) params.set('tree', s.tree);
  if (s.rule !== null) params.set('rule', `${s.rule.spec}/${s.rule.name}`);
  if (s.base !== '') params.set('base', s.base);
  if (s.diff.join() !== DIFF.join()) params.set('diff', s.diff.join());
  return '#' + params.toString();
}

/** The address of the page with `changes` made to the state. */
const hrefWith = (changes) => fragmentOf({ ...state, ...changes });
const ruleHref = (spec, name) => hrefWith({ rule: { spec, name } });

/** A link to the rule pane of `name` in `spec`'s grammar. */
function ruleLink(className, text, spec, name) {
  const a = el('a', className, text);
  a.dataset.ruleSpec = spec;
  a.dataset.ruleName = name;
  a.href = ruleHref(spec, name);
  return a;
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
  const select = el('a', 'select', el('code', null, record.spec));
  select.href = hrefWith({ tree: record.spec });
  select.title = 'its parse tree';
  tr.append(el('th', 'spec', select));
  if (record.spec === state.tree) tr.classList.add('selected');
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

/** A library call's JSON, or its thrown error's message. */
function call(f, ...args) {
  try {
    return { value: JSON.parse(f(...args)), failure: null };
  } catch (e) {
    return { value: null, failure: e instanceof Error ? e.message : String(e) };
  }
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
}

/** The panes that read the input: the tree and the resolutions. */
function renderInputPanes(text) {
  const tree = state.tree === null ? null : call(explain, state.tree, text);
  if (tree !== null && tree.value === null) {
    panes.tree.querySelector('.body').replaceChildren(el('p', 'failure', tree.failure));
  } else {
    drawTree(panes.tree, text, state.tree, tree?.value, ruleLink);
  }
  drawResolutions(panes.resolve, state.base === '' ? null : JSON.parse(resolutions(state.base, text)));
}

// The panes that do not read the input, drawn again only when their key
// changes (grammar-diff reads a grammar and a transcription each time).
let shownRule;
let shownDiff;

function renderRule() {
  const key = state.rule === null ? '' : `${state.rule.spec}/${state.rule.name}`;
  if (key === shownRule) return;
  shownRule = key;
  const card = state.rule === null ? { value: null, failure: null } : call(rule, state.rule.spec, state.rule.name);
  drawRule(panes.rule, state.rule, card.value, card.failure);
}

function renderDiff() {
  const key = state.diff.join();
  if (key === shownDiff) return;
  shownDiff = key;
  diffA.value = state.diff[0];
  diffB.value = state.diff[1];
  const report = call(diff_editions, state.diff[0], state.diff[1]);
  drawDiff(panes.diff, report.value, report.failure, ruleLink);
}

/** Everything the state shows, and the links that carry it. */
function renderAll() {
  render(state.u);
  renderInputPanes(state.u);
  renderRule();
  renderDiff();
  permalink.href = fragmentOf(state);
}

/** A link to a rule pane keeps the rest of the state: its address is
 * written as the pointer or the focus reaches it (writing every link's at
 * each key typed would cost the redraw a style pass over the diff). */
function freshen(event) {
  const a = event.target.closest?.('a[data-rule-spec]');
  if (a) a.href = ruleHref(a.dataset.ruleSpec, a.dataset.ruleName);
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
    a.href = '#' + new URLSearchParams({ u: example.text }).toString();
    a.dataset.document = example.document;
    a.dataset.number = String(example.number);
    ul.append(el('li', null, el('span', 'number', `${example.number}.`), ' ', a, ' ',
      el('span', 'note', example.note)));
  }
}

/** The state changed from the page (typing, a field): drawn, and kept in
 * the address. */
function changed() {
  renderAll();
  history.replaceState(null, '', fragmentOf(state));
}

/** The input typed: its matrix and panes, and the address that reproduces it. */
function typed() {
  state.u = input.value;
  changed();
}

/** The address followed (a permalink, an example, a link of a pane): its state. */
function followed() {
  const next = fromFragment();
  if (next.u !== null) state.u = next.u;
  Object.assign(state, { tree: next.tree, rule: next.rule, base: next.base, diff: next.diff });
  if (input.value !== state.u) input.value = state.u;
  if (baseField.value !== state.base) baseField.value = state.base;
  renderAll();
}

/** The editions grammar-diff compares, as the options of both selects. */
function fillSelects(names) {
  for (const select of [diffA, diffB]) {
    select.replaceChildren(...names.map((name) => {
      const option = el('option', null, name);
      option.value = name;
      return option;
    }));
  }
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
  fillSelects(JSON.parse(grammars()));
  const first = fromFragment();
  Object.assign(state, first, { u: first.u ?? FIRST });
  input.value = state.u;
  baseField.value = state.base;
  render(state.u);
  performance.mark('urispec:first-matrix');
  renderAll();
  document.body.dataset.ready = 'true';
  drawExamples(JSON.parse(examples()));
  input.addEventListener('input', typed);
  baseField.addEventListener('input', () => {
    state.base = baseField.value;
    changed();
  });
  for (const select of [diffA, diffB]) {
    select.addEventListener('change', () => {
      state.diff = [diffA.value, diffB.value];
      changed();
    });
  }
  window.addEventListener('hashchange', followed);
  for (const kind of ['pointerover', 'focusin', 'mousedown', 'contextmenu']) {
    document.addEventListener(kind, freshen, true);
  }
}

main();
