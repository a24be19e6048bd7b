// The parse tree pane: the tree `urispec explain --spec SPEC INPUT` prints,
// drawn from the library's record (`explain` of the WebAssembly module). A
// node's production links to its rule pane; hovering a node marks the bytes
// it covers in the copy of the input above the tree (as does the focus of its
// link, for a reader on the keyboard).

import { el, byteSlice, caretFrame } from './dom.js';

// The most nodes drawn: a hostile input (a path of 100,000 empty segments)
// has a node per segment, more than a reader can scroll through or a page
// can lay out as one types; the rest are counted.
export const MOST_NODES = 5000;

/** The copy of the input with the bytes `start..end` marked (none: -1). */
function drawEcho(echo, text, start, end) {
  if (start < 0) {
    echo.replaceChildren(text);
    delete echo.dataset.marked;
    return;
  }
  echo.replaceChildren(byteSlice(text, 0, start), el('mark', null, byteSlice(text, start, end)),
    byteSlice(text, end, undefined));
  echo.dataset.marked = `${start}..${end}`;
}

/** Draw the tree pane of `text` under the edition `spec` (null: none
 * selected). `explained` is the library's record; `ruleLink(class, text,
 * spec, name)` a link to a rule's pane. */
export function drawTree(pane, text, spec, explained, ruleLink) {
  const heading = pane.querySelector('h2');
  const body = pane.querySelector('.body');
  if (spec === null) {
    heading.textContent = 'Parse tree';
    body.replaceChildren(el('p', 'hint', 'Select an edition in the matrix to see its parse tree.'));
    pane.dataset.spec = '';
    return;
  }
  pane.dataset.spec = spec;
  heading.replaceChildren('Parse tree under ', el('code', null, spec));
  if (explained.tree === null) {
    const error = explained.error;
    const box = el('div', 'tree-error');
    box.dataset.offset = String(error.offset);
    box.append(el('p', 'message', error.message), caretFrame(text, error.offset));
    body.replaceChildren(box);
    return;
  }
  const echo = el('pre', 'echo');
  drawEcho(echo, text, -1, -1);
  const list = el('ol', 'tree');
  const nodes = explained.tree.nodes;
  for (const node of nodes.slice(0, MOST_NODES)) {
    const link = ruleLink('production', node.production, spec, node.production);
    link.title = node.section;
    const li = el('li', 'node', link, ' ', el('span', 'span', `${node.start}..${node.end}`), ' ',
      el('code', 'text', node.text));
    li.style.paddingLeft = `${node.depth * 1.4}em`;
    li.dataset.depth = String(node.depth);
    li.dataset.start = String(node.start);
    li.dataset.end = String(node.end);
    li.dataset.production = node.production;
    for (const [on, off] of [['mouseenter', 'mouseleave'], ['focusin', 'focusout']]) {
      li.addEventListener(on, () => drawEcho(echo, text, node.start, node.end));
      li.addEventListener(off, () => drawEcho(echo, text, -1, -1));
    }
    list.append(li);
  }
  if (nodes.length > MOST_NODES) {
    const more = el('li', 'more', `and ${nodes.length - MOST_NODES} more nodes (urispec explain prints them all)`);
    more.dataset.more = String(nodes.length - MOST_NODES);
    list.append(more);
  }
  body.replaceChildren(el('p', 'hint', 'Hover a node to mark its bytes in the input; '
    + 'a production opens its rule.'), echo, list);
}
