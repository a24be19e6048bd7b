// What every pane of the page shares: building elements, byte offsets of
// the input's UTF-8 turned into positions of the JavaScript string, and the
// caret frame of an error. Nothing here decides anything about a URI.

/** An element with a class and children (strings become text). */
export function el(tag, className, ...children) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const child of children) {
    node.append(child);
  }
  return node;
}

/** The part of `text` between two byte offsets of its UTF-8. */
export function byteSlice(text, start, end) {
  const bytes = new TextEncoder().encode(text);
  return new TextDecoder().decode(bytes.subarray(start, end));
}

/** The caret frame of an error at `byteOffset` of `text`: the line it is on,
 * and a caret under the character. */
export function caretFrame(text, byteOffset) {
  const before = byteSlice(text, 0, byteOffset);
  const lineStart = before.lastIndexOf('\n') + 1;
  let lineEnd = text.indexOf('\n', before.length);
  if (lineEnd < 0) lineEnd = text.length;
  const line = text.slice(lineStart, lineEnd);
  const column = Array.from(before.slice(lineStart)).length;
  const shown = line.replace(/\t/g, ' ');
  return el('pre', 'frame', shown + '\n' + ' '.repeat(column) + '^');
}
