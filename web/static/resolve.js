// The resolution pane: the input, as a reference, resolved against the base
// field under every rule set: the lines of `urispec verdicts --base BASE
// --json` (`resolutions` of the WebAssembly module). Each answer has its
// letter; where the documents disagree the rows say so, and a rule set that
// refuses the pair gives its reason.

import { el } from './dom.js';

/** Draw the resolution pane: `records` the library's lines (null: no base). */
export function drawResolutions(pane, records) {
  const body = pane.querySelector('.body');
  if (records === null) {
    body.replaceChildren(el('p', 'hint', 'Type a base to resolve the input against it '
      + 'under every rule set.'));
    pane.dataset.answers = '';
    return;
  }
  const letters = new Set(records.filter((r) => r.answer !== '-').map((r) => r.answer));
  const disagree = letters.size > 1 || (letters.size > 0 && records.some((r) => r.answer === '-'));
  pane.dataset.answers = String(letters.size);
  const verdict = disagree
    ? `The documents disagree: ${letters.size} distinct answer${letters.size === 1 ? '' : 's'}`
      + `${records.some((r) => r.answer === '-') ? ', and refusals' : ''}.`
    : letters.size === 1 ? 'Every rule set gives the same answer.' : 'Every rule set refuses the pair.';
  const table = el('table', 'resolutions');
  table.append(el('thead', null, el('tr', null, el('th', null, 'rules'), el('th', null, 'answer'),
    el('th', null, 'resolved, or the reason it is refused'))));
  const tbody = el('tbody');
  // The answer most rule sets give is the one the others are held to.
  const counts = new Map();
  for (const r of records) counts.set(r.answer, (counts.get(r.answer) ?? 0) + 1);
  const common = [...counts].filter(([a]) => a !== '-').sort((x, y) => y[1] - x[1])[0]?.[0];
  for (const r of records) {
    const tr = el('tr', r.answer === '-' ? 'refused' : disagree && r.answer !== common ? 'differs' : 'agrees');
    tr.dataset.rules = r.rules;
    tr.dataset.answer = r.answer;
    tr.append(el('th', null, el('code', null, r.rules)), el('td', 'answer', r.answer));
    tr.append(r.error === null ? el('td', 'resolved', el('code', null, r.resolved))
      : el('td', 'reason', r.error.message));
    tbody.append(tr);
  }
  table.append(tbody);
  body.replaceChildren(el('p', disagree ? 'disagree' : 'agree', verdict), table);
}
