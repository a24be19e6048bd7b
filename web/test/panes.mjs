// The panes of the spec reader's page, each held to the command's output
// for the same input (browser.mjs runs these): the parse tree to
// `urispec explain`, the rule pane to `urispec grammar-diff SPEC --rule NAME
// --json`, the resolutions to `urispec verdicts --base BASE --json`, the
// editions diff to `urispec grammar-diff --editions A B --json`. Also: a
// hovered node marks its bytes, a production opens its rule, the permalink
// keeps the panes, and screenshots of the panes are written (tree-and-rule,
// resolution, editions .png in the output folder).

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const GOPHER = 'gopher://spinaltap.micro.umn.edu/00/Weather';
const CERN = 'http://info.cern.ch:8000/imaginary/test';
const BASE = 'http://a/b/c/d;p?q';

/** The command's output: stdout, stderr and exit status. */
function run(cli, args) {
  const r = spawnSync(cli, args, { encoding: 'utf8' });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}

/** A string as Rust's `{:?}` writes it, read back. */
function fromDebug(quoted) {
  return quoted.slice(1, -1).replace(/\\(u\{([0-9a-f]+)\}|.)/g, (_, e, hex) => {
    if (hex !== undefined) return String.fromCodePoint(parseInt(hex, 16));
    return { n: '\n', t: '\t', r: '\r', 0: '\0' }[e] ?? e;
  });
}

/** `urispec explain --spec SPEC INPUT`: its nodes, or its error's message. */
function cliTree(cli, spec, input) {
  const r = run(cli, ['explain', '--spec', spec, '--', input]);
  if (r.status !== 0) {
    return { nodes: null, message: r.stderr.split('\n')[0].replace(/^error: /, ''), status: r.status };
  }
  const nodes = r.stdout.split('\n').filter((l) => l !== '').map((line) => {
    const m = line.match(/^( *)(\S+) (\d+)\.\.(\d+) (".*")$/);
    if (m === null) throw new Error(`an explain line not understood: ${line}`);
    return { depth: m[1].length / 2, production: m[2], start: Number(m[3]), end: Number(m[4]),
      text: fromDebug(m[5]) };
  });
  return { nodes, message: null, status: 0 };
}

/** The tree pane as drawn. */
function readTree(page) {
  return page.$eval('#tree-pane', (pane) => {
    const error = pane.querySelector('.tree-error');
    return {
      spec: pane.dataset.spec,
      nodes: error ? null : Array.from(pane.querySelectorAll('li.node'), (li) => ({
        depth: Number(li.dataset.depth), production: li.querySelector('a.production').textContent,
        start: Number(li.dataset.start), end: Number(li.dataset.end),
        text: li.querySelector('code.text').textContent })),
      message: error?.querySelector('.message').textContent ?? null,
    };
  });
}

/** The rule pane as drawn. */
function readRule(page) {
  return page.$eval('#rule-pane', (pane) => {
    const text = (sel) => pane.querySelector(sel)?.textContent ?? null;
    const fact = (key) => text(`dd[data-key="${key}"]`);
    return {
      rule: pane.dataset.rule || null,
      failure: text('.failure'),
      grammarWhere: text('section.pest .where'),
      pest: text('section.pest pre'),
      documentWhere: text('section.document .where'),
      document: text('section.document pre'),
      section: fact('section'),
      printed: fact('printed'),
      verdict: fact('verdict'),
      deviations: Array.from(pane.querySelectorAll('ul.deviations li'), (li) => [li.dataset.kind,
        li.querySelector('.text').textContent]),
      forms: [text('code.spec-form'), text('code.grammar-form')],
      notes: Array.from(pane.querySelectorAll('ul.notes li'), (li) => li.textContent),
    };
  });
}

/** What the rule pane should show, from the command's JSON. */
function cliRule(cli, spec, name) {
  const r = run(cli, ['grammar-diff', spec, '--rule', name, '--json']);
  if (r.status === 2) {
    return { rule: null, failure: r.stderr.trim().replace(/^urispec: /, '') };
  }
  const c = JSON.parse(r.stdout);
  const differ = c.spec_form !== null && c.grammar_form !== null && c.spec_form !== c.grammar_form;
  return {
    rule: `${c.spec}/${c.rule}`,
    failure: null,
    grammarWhere: `${c.grammar_path}:${c.grammar_line}`,
    pest: [...c.docs.map((d) => `/// ${d}`), c.definition].join('\n'),
    documentWhere: c.document === null ? null : `${c.document.path}:${c.document.line}`,
    document: c.document?.text ?? null,
    section: c.section ?? '(no citation: an entry point)',
    printed: c.printed === '' ? null : c.printed,
    verdict: c.detail,
    deviations: c.deviations.map((d) => [d.kind, d.text]),
    forms: differ ? [c.spec_form, c.grammar_form] : [null, null],
    notes: c.notes,
  };
}

/** The resolution pane's rows as drawn. */
function readResolutions(page) {
  return page.$$eval('#resolve-pane table.resolutions tbody tr', (rows) => rows.map((tr) => ({
    rules: tr.dataset.rules, answer: tr.dataset.answer,
    resolved: tr.querySelector('td.resolved')?.textContent ?? null,
    error: tr.querySelector('td.reason')?.textContent ?? null, marked: tr.className })));
}

/** The editions diff as drawn. */
function readDiff(page) {
  return page.$eval('#diff-pane', (pane) => ({
    summary: pane.querySelector('.summary')?.textContent ?? null,
    heads: Array.from(pane.querySelectorAll('thead th'), (th) => th.textContent),
    rows: Array.from(pane.querySelectorAll('tbody tr'), (tr) => ({
      production: tr.dataset.production,
      change: tr.querySelector('.change .what').textContent,
      notes: Array.from(tr.querySelectorAll('.change .note'), (p) => p.textContent),
      a: tr.querySelector('td.a code.form')?.textContent ?? null,
      b: tr.querySelector('td.b code.form')?.textContent ?? null,
      owner: tr.querySelector('a.production').dataset.ruleSpec,
    })),
  }));
}

/** Follow a fragment within the page and wait until `ready` holds. */
async function follow(page, fragment, ready, arg) {
  await page.evaluate((f) => { location.hash = f; }, fragment);
  await page.waitForFunction(ready, arg, { timeout: 10000 });
}

const stateFragment = (s) => '#' + new URLSearchParams(s).toString();

/** A screenshot of `selectors`' boxes together, at most `height` pixels tall. */
async function shoot(page, path, selectors, height) {
  // Page coordinates (a full-page clip's), not the viewport's.
  const boxes = await page.evaluate((all) => all.map((s) => {
    const r = document.querySelector(s).getBoundingClientRect();
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
  }), selectors);
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  await page.screenshot({ path, fullPage: true,
    clip: { x, y, width: right - x, height: Math.min(bottom - y, height) } });
}

export async function testPanes({ page, cli, out, check, same, base }) {
  let trees = 0;
  let rules = 0;
  let pairs = 0;
  let diffs = 0;
  const ruleMatches = async (spec, name, what) => {
    await page.waitForFunction((r) => document.getElementById('rule-pane').dataset.selected === r,
      `${spec}/${name}`, { timeout: 10000 });
    const drawn = await readRule(page);
    const expected = cliRule(cli, spec, name);
    if (expected.failure !== null) {
      same([drawn.rule, drawn.failure], [null, expected.failure], `${what}: the rule pane's failure`);
    } else {
      same(drawn, expected, `${what}: the rule pane`);
    }
    rules += 1;
  };

  // The tree: the gopher example typed, rfc1630-url's row selected.
  await page.goto(base);
  await page.waitForSelector('body[data-ready="true"]');
  await page.fill('#input', GOPHER);
  await page.click('#matrix tr[data-spec="rfc1630-url"] a.select');
  await page.waitForFunction(() => document.getElementById('tree-pane').dataset.spec === 'rfc1630-url');
  const gopher = await readTree(page);
  same(gopher.nodes, cliTree(cli, 'rfc1630-url', GOPHER).nodes, 'gopher under rfc1630-url: the tree');
  same(gopher.nodes?.find((n) => n.production === 'gtype')?.text, '0', 'gopher: its gtype');
  same(await page.$eval('#matrix tr.selected', (tr) => tr.dataset.spec), 'rfc1630-url',
    'the selected row is marked');
  trees += 1;

  // Hovering a node marks its bytes in the input.
  for (const production of ['hostport', 'gtype', 'gcommand']) {
    const li = page.locator(`#tree-pane li.node[data-production="${production}"]`).first();
    await li.hover();
    const node = gopher.nodes.find((n) => n.production === production);
    same(await page.$eval('#tree-pane pre.echo', (e) => [e.dataset.marked, e.querySelector('mark')?.textContent]),
      [`${node.start}..${node.end}`, node.text], `hovering ${production}: its bytes marked`);
  }
  await page.hover('#input');
  same(await page.$eval('#tree-pane pre.echo', (e) => e.querySelector('mark')), null, 'no mark once left');
  // The keyboard's focus on a production marks its bytes too.
  await page.focus('#tree-pane li.node[data-production="gtype"] a.production');
  same(await page.$eval('#tree-pane pre.echo mark', (m) => m.textContent), '0', 'gtype focused: its byte marked');
  await page.focus('#input');

  // A production of the tree opens its rule: gtype under rfc1630-url.
  await page.click('#tree-pane li.node[data-production="gtype"] a.production');
  await ruleMatches('rfc1630-url', 'gtype', 'gtype under rfc1630-url (from the tree)');
  same(new URLSearchParams(new URL(page.url()).hash.slice(1)).get('rule'), 'rfc1630-url/gtype',
    'the address keeps the rule pane');
  await page.locator('#tree-pane li.node[data-production="hostport"]').hover();
  await shoot(page, join(out, 'tree-and-rule.png'), ['#tree-pane', '#rule-pane'], 560);

  // Trees of a sample: several inputs under every edition, and a few more.
  const editions = await page.$$eval('#matrix tbody tr', (rows) => rows.map((r) => r.dataset.spec)
    .filter((s) => s !== 'browser'));
  const inputs = [GOPHER, CERN, BASE, 'news:12345667123%asdghfh@info.cern.ch',
    'ftp://ftp.is.co.za/rfc/rfc1808.txt;type=a', 'http://a/ä b#c', 'g;x?y#s', ''];
  for (const input of inputs) {
    for (const spec of editions) {
      await follow(page, stateFragment({ u: input, tree: spec }),
        ([u, s]) => document.getElementById('input').value === u
          && document.getElementById('tree-pane').dataset.spec === s, [input, spec]);
      const drawn = await readTree(page);
      const expected = cliTree(cli, spec, input);
      const what = `${JSON.stringify(input)} under ${spec}`;
      same(drawn.nodes, expected.nodes, `${what}: the tree`);
      same(drawn.message, expected.message, `${what}: the rejection`);
      check(expected.status === 0 || expected.status === 1, `${what}: explain exits 0 or 1`);
      trees += 1;
    }
  }

  // A tree longer than the pane draws: its first nodes, and the rest counted.
  const long = `http://a/${'b/'.repeat(6000)}`;
  await follow(page, stateFragment({ u: long, tree: 'rfc2396' }),
    ([u, s]) => document.getElementById('input').value === u
      && document.getElementById('tree-pane').dataset.spec === s, [long, 'rfc2396']);
  const all = cliTree(cli, 'rfc2396', long).nodes;
  const drawnLong = await readTree(page);
  const more = await page.$eval('#tree-pane li.more', (li) => Number(li.dataset.more));
  check(all.length > drawnLong.nodes.length, `a long tree: ${all.length} nodes, ${drawnLong.nodes.length} drawn`);
  same(drawnLong.nodes, all.slice(0, drawnLong.nodes.length), 'a long tree: the nodes drawn');
  same(drawnLong.nodes.length + more, all.length, 'a long tree: the rest counted');

  // Rule panes of a sample: each against the command.
  for (const [spec, name] of [['rfc1630-url', 'gopheraddress'], ['rfc2396', 'hostname'],
    ['rfc2396', 'URI-reference'], ['rfc3986', 'URI_reference_eoi'], ['rfc1738', 'ftpurl'],
    ['uri-draft', 'fragmentaddress'], ['url-draft-03', 'gtype'], ['rfc1808', 'net_loc'],
    ['rfc2396', 'HostName']]) {
    await follow(page, stateFragment({ u: GOPHER, rule: `${spec}/${name}` }),
      (r) => document.getElementById('rule-pane').dataset.selected === r, `${spec}/${name}`);
    await ruleMatches(spec, name, `${spec} ${name}`);
  }
  same((await readRule(page)).failure?.includes('hostname'), true, 'an unknown rule names the closest');

  // Resolution: the pair, then a sample, each against the command.
  await follow(page, stateFragment({ u: '' }), () => document.getElementById('input').value === '', null);
  await page.fill('#base', BASE);
  await page.fill('#input', '?y');
  const pairsToCheck = [['?y', BASE], ['g;x', BASE], ['../../../g', BASE], ['//g', BASE], ['#s', BASE],
    ['g?y/./x', BASE], ['', BASE], ['http:g', BASE], ['x', 'mailto:a'], ['g', 'news:a'],
    ['../g', 'http://a/b/c/d'], ['g', 'http://a']];
  for (const [reference, baseUri] of pairsToCheck) {
    await page.fill('#base', baseUri);
    await page.fill('#input', reference);
    const drawn = await readResolutions(page);
    const lines = run(cli, ['verdicts', '--json', '--base', baseUri, '--', reference]).stdout
      .trim().split('\n').map((l) => JSON.parse(l));
    const what = `${JSON.stringify(reference)} against ${baseUri}`;
    same(drawn.map(({ marked, ...r }) => r), lines.map((l) => ({ rules: l.rules, answer: l.answer,
      resolved: l.resolved, error: l.error?.message ?? null })), `${what}: the resolutions`);
    const letters = new Set(lines.map((l) => l.answer).filter((a) => a !== '-'));
    const refused = lines.some((l) => l.answer === '-');
    same(await page.$('#resolve-pane p.disagree') !== null, letters.size > 1 || (letters.size > 0 && refused),
      `${what}: the disagreement said`);
    drawn.filter((r) => r.answer === '-').forEach((r) => same(r.marked, 'refused', `${what}: ${r.rules} marked refused`));
    pairs += 1;
    if (reference === '?y' && baseUri === BASE) {
      const of = (name) => drawn.find((r) => r.rules === name) ?? {};
      same([of('rfc2396').resolved, of('rfc1808').resolved], ['http://a/b/c/?y', 'http://a/b/c/d;p?y'],
        '?y: rfc2396 and rfc1808');
      check(of('rfc2396').answer !== of('rfc1808').answer, '?y: rfc2396 and rfc1808 have different letters');
      check(drawn.some((r) => r.marked === 'differs'), '?y: the rows that differ are marked');
      await shoot(page, join(out, 'resolution.png'), ['#resolve-pane'], 600);
    }
  }
  same(new URLSearchParams(new URL(page.url()).hash.slice(1)).get('base'), 'http://a', 'the address keeps the base');

  // Two editions side by side: the pair first, then a sample.
  for (const [a, b] of [['rfc2396', 'rfc3986'], ['rfc1630', 'rfc2396'], ['uri-draft', 'rfc1630'],
    ['url-draft-03', 'rfc1738'], ['rfc1808', 'rfc2396'], ['rfc1630-url', 'url-draft-02']]) {
    await page.selectOption('#diff-a', a);
    await page.selectOption('#diff-b', b);
    const drawn = await readDiff(page);
    const r = JSON.parse(run(cli, ['grammar-diff', '--editions', a, b, '--json']).stdout);
    same(drawn.summary, r.summary, `${a} -> ${b}: the summary`);
    same(drawn.heads, ['production', 'change', a, b], `${a} -> ${b}: the columns`);
    same(drawn.rows, r.rows.map((row) => ({ production: row.production, change: row.change,
      notes: row.notes, a: row.a, b: row.b, owner: row.b === null ? a : b })), `${a} -> ${b}: the rows`);
    diffs += 1;
    if (a === 'rfc2396') {
      await shoot(page, join(out, 'editions.png'), ['#diff-pane'], 520);
      // Each production links to its pane: a changed one, a dropped one.
      for (const [production, owner] of [['hier_part', 'rfc3986'], ['absoluteURI', 'rfc2396']]) {
        await page.click(`#diff-pane tr[data-production="${production}"] a.production`);
        await ruleMatches(owner, production, `${production} from the diff`);
        const kept = new URLSearchParams(new URL(page.url()).hash.slice(1));
        same([kept.get('u'), kept.get('base'), kept.get('rule')], [await page.inputValue('#input'),
          await page.inputValue('#base'), `${owner}/${production}`], `${production}: the link kept the state`);
      }
    }
  }

  // The permalink keeps every pane.
  await follow(page, stateFragment({ u: GOPHER, tree: 'rfc1630-url', rule: 'rfc2396/hostname',
    base: BASE, diff: 'rfc1630,rfc2396' }), () => document.getElementById('rule-pane').dataset.selected
    === 'rfc2396/hostname', null);
  const href = await page.getAttribute('#permalink', 'href');
  const before = [await readTree(page), await readRule(page), await readResolutions(page), await readDiff(page)];
  const other = await page.context().newPage();
  await other.goto(base + href);
  await other.waitForSelector('body[data-ready="true"]');
  const after = [await readTree(other), await readRule(other), await readResolutions(other), await readDiff(other)];
  same(after, before, 'the permalink: every pane');
  same(await other.inputValue('#base'), BASE, 'the permalink: the base');
  await other.close();

  // Measured, not asserted: the redraw as a reader types with a tree and a
  // base shown, and the library's calls behind each pane.
  await follow(page, stateFragment({ u: BASE, tree: 'rfc2396', base: BASE }),
    () => document.getElementById('tree-pane').dataset.spec === 'rfc2396', null);
  const timing = await page.evaluate(async () => {
    const input = document.getElementById('input');
    const lib = await import('./urispec_web.js');
    const time = (n, f) => {
      const all = [];
      for (let i = 0; i < n; i += 1) {
        const t0 = performance.now();
        f(i);
        all.push(performance.now() - t0);
      }
      return all.sort((a, b) => a - b)[Math.floor(n / 2)];
    };
    const a = 'http://info.cern.ch:8000/hypertext/WWW/Addressing/URL/x;p?q#f';
    const b = 'gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles';
    return {
      redraw: time(100, (i) => {
        input.value = i % 2 ? a : b;
        input.dispatchEvent(new Event('input'));
        void document.body.offsetHeight;
      }),
      explain: time(100, (i) => JSON.parse(lib.explain('rfc2396', i % 2 ? a : b))),
      resolutions: time(100, (i) => JSON.parse(lib.resolutions('http://a/b/c/d;p?q', i % 2 ? a : b))),
      rule: time(20, () => JSON.parse(lib.rule('rfc2396', 'hostname'))),
      diff: time(20, () => JSON.parse(lib.diff_editions('rfc2396', 'rfc3986'))),
    };
  });
  const ms = (v) => `${v.toFixed(2)} ms`;
  console.log(`measured: redraw with the rfc2396 tree and a base shown: median ${ms(timing.redraw)}; `
    + `medians of the library's calls: explain() ${ms(timing.explain)}, resolutions() ${ms(timing.resolutions)}, `
    + `rule() ${ms(timing.rule)}, diff_editions() ${ms(timing.diff)}`);

  console.log(`panes compared with the command: ${trees} trees (urispec explain), ${rules} rule panes `
    + `(grammar-diff --rule --json), ${pairs} base/reference pairs (verdicts --base --json), `
    + `${diffs} edition pairs (grammar-diff --editions --json)`);
}
