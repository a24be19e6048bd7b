// The rule pane: one rule of one edition's grammar beside the document's
// own production, the record of `urispec grammar-diff SPEC --rule NAME
// --json` (`rule` of the WebAssembly module): the `.pest` text with its
// citation and DEVIATION tags, the line of our transcription of the
// document's BNF (grammar/spec/*.bnf), and grammar-diff's verdict.

import { el } from './dom.js';

/** A labelled block of text. */
function block(className, label, where, text) {
  const section = el('section', className, el('h3', null, label, ' ', el('span', 'where', where)));
  section.append(el('pre', 'source', text));
  return section;
}

/** Draw the rule pane: `card` the library's record, or `failure` its
 * error's message (an unknown rule), or neither (none selected). */
export function drawRule(pane, selected, card, failure) {
  const heading = pane.querySelector('h2');
  const body = pane.querySelector('.body');
  pane.dataset.selected = selected === null ? '' : `${selected.spec}/${selected.name}`;
  pane.dataset.rule = card === null ? '' : `${card.spec}/${card.rule}`;
  if (selected === null) {
    heading.textContent = 'Rule';
    body.replaceChildren(el('p', 'hint', 'A production of the tree or of the editions diff '
      + 'opens its rule here, beside the document\'s line.'));
    return;
  }
  if (card === null) {
    heading.replaceChildren('Rule ', el('code', null, selected.name), ' of ',
      el('code', null, selected.spec));
    body.replaceChildren(el('p', 'failure', failure));
    return;
  }
  heading.replaceChildren('Rule ', el('code', null, card.rule), ' of ', el('code', null, card.spec));
  const pest = block('pest', 'The grammar', `${card.grammar_path}:${card.grammar_line}`,
    [...card.docs.map((d) => `/// ${d}`), card.definition].join('\n'));
  const facts = el('dl', 'card');
  const fact = (key, value) => {
    const dd = el('dd', null, value);
    dd.dataset.key = key;
    facts.append(el('div', null, el('dt', null, key), dd));
  };
  fact('section', card.section ?? '(no citation: an entry point)');
  if (card.printed !== '') fact('printed', card.printed);
  fact('verdict', card.detail);
  const tags = el('ul', 'deviations');
  for (const d of card.deviations) {
    const li = el('li', null, el('code', 'kind', `DEVIATION(${d.kind})`), ' ', el('span', 'text', d.text));
    li.dataset.kind = d.kind;
    tags.append(li);
  }
  const transcription = card.document === null
    ? el('section', 'document', el('h3', null, 'The document'),
      el('p', 'hint', 'No production of that name in the document.'))
    : block('document', 'The document (our transcription)',
      `${card.document.path}:${card.document.line}`, card.document.text);
  const sides = el('div', 'sides', pest, transcription);
  const forms = el('div', 'forms');
  if (card.spec_form !== null && card.grammar_form !== null && card.spec_form !== card.grammar_form) {
    forms.append(el('p', null, el('span', 'label', 'normalised, document: '), el('code', 'spec-form', card.spec_form)),
      el('p', null, el('span', 'label', 'normalised, grammar: '), el('code', 'grammar-form', card.grammar_form)));
  }
  const notes = el('ul', 'notes');
  for (const note of card.notes) notes.append(el('li', null, note));
  body.replaceChildren(sides, facts, tags, forms, notes);
}
