// Two editions side by side: their transcriptions compared production by
// production, the record of `urispec grammar-diff --editions A B --json`
// (`diff_editions` of the WebAssembly module). Each production links to its
// rule pane: the later edition's, or the earlier's when it was dropped.

import { el } from './dom.js';

/** A form cell: the edition's normalised production, linked to its rule. */
function formCell(className, form, spec, production, ruleLink) {
  const td = el('td', className);
  if (form === null) return td;
  td.append(el('code', 'form', form), ' ', ruleLink('rule-link', spec, spec, production));
  return td;
}

/** Draw the diff of `report` (the library's record), or `failure`;
 * `ruleLink(class, text, spec, name)` a link to a rule's pane. */
export function drawDiff(pane, report, failure, ruleLink) {
  const body = pane.querySelector('.body');
  if (report === null) {
    body.replaceChildren(el('p', 'failure', failure));
    return;
  }
  const table = el('table', 'diff');
  table.append(el('thead', null, el('tr', null, el('th', null, 'production'), el('th', null, 'change'),
    el('th', null, report.a), el('th', null, report.b))));
  const tbody = el('tbody');
  for (const row of report.rows) {
    const owner = row.b === null ? report.a : report.b;
    const link = ruleLink('production', row.production, owner, row.production);
    const change = el('td', 'change', el('span', 'what', row.change));
    for (const note of row.notes) change.append(el('p', 'note', note));
    const tr = el('tr', null, el('th', null, link), change,
      formCell('a', row.a, report.a, row.production, ruleLink),
      formCell('b', row.b, report.b, row.production, ruleLink));
    tr.dataset.production = row.production;
    tr.dataset.change = row.change;
    tr.classList.add(row.change === 'same' ? 'same' : 'changed');
    tbody.append(tr);
  }
  table.append(tbody);
  body.replaceChildren(el('p', 'summary', report.summary), table);
}
