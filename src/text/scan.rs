//! The byte scanner behind [`super::Finder`]: a window over the input that
//! is refilled on demand and dropped behind the scan, so that memory stays
//! bounded by [`MAX_WRAPPED`] plus [`WINDOW`] and one read.

use std::io::{self, BufRead};
use std::ops::Range;

use super::{DelimitError, Wrapper, MAX_WRAPPED};

/// Bytes of scanned text kept before they are dropped.
const WINDOW: usize = 64 * 1024;

/// The most bytes taken from the reader at once.
const READ: usize = 8 * 1024;

/// The longest scheme name looked for (RFC 2396 §3.1 sets no bound).
const MAX_SCHEME: usize = 256;

/// A find before its URI is cleaned and judged.
pub(super) struct Found {
    /// Its byte offset in the input.
    pub start: usize,
    /// Its bytes, wrapper included.
    pub raw: Vec<u8>,
    /// Where, in `raw`, lies the text the URI is cleaned from.
    pub content: Range<usize>,
    pub wrapper: Option<Wrapper>,
    /// Whether the `URL:` preprefix opens the content (inside a wrapper or
    /// bare).
    pub preprefix: bool,
    pub error: Option<DelimitError>,
}

#[derive(Debug)]
pub(super) struct Scanner<R> {
    reader: R,
    /// Bytes of the input from offset `base` on.
    buf: Vec<u8>,
    base: usize,
    /// The next byte to scan, an index into `buf`.
    pos: usize,
    /// The byte before `pos` (`None` at the start of the input).
    prev: Option<u8>,
    eof: bool,
    /// Whether the find being read opens with the `URL:` preprefix.
    preprefixed: bool,
    /// The input offset where [`Scanner::next_find`] stops, before taking a
    /// step there ([`Scanner::stop_at`]; `usize::MAX`: never).
    stop: usize,
    /// The window index at which the scan looks up from its step: the
    /// window is full, or the stop is reached (one comparison a byte, as
    /// the window's alone was).
    check_at: usize,
}

/// The length of the line break at `raw[i]` ([`break_at`]); 0 when no line
/// break starts there. `raw` is the whole find, so that the quote prefix is
/// judged as the scanner judged it.
pub(super) fn line_break(raw: &[u8], i: usize) -> usize {
    match break_at(
        |k| Ok::<_, std::convert::Infallible>(raw.get(k).copied()),
        i,
    ) {
        Ok(n) => n,
        Err(never) => match never {},
    }
}

/// Whether `b` is a space or a tab.
fn blank(b: Option<u8>) -> bool {
    matches!(b, Some(b' ' | b'\t'))
}

/// The length of the line break (`\n` or `\r\n`) at byte `i` of a text read
/// through `at`, with what mail and column wrapping put after it: the spaces
/// and tabs of an indentation, or a reply's quote prefix at the start of the
/// line (`>`, `> >`, `>>`, `|`) when spaces or tabs follow it and then more of
/// the line, with those blanks; 0 when no line break starts at `i`. A `>`
/// that no blank and text follow, or that stands after an indentation, is
/// no quote prefix: it may close a `<...>`.
pub(super) fn break_at<E>(
    mut at: impl FnMut(usize) -> Result<Option<u8>, E>,
    i: usize,
) -> Result<usize, E> {
    let mut k = match (at(i)?, at(i + 1)?) {
        (Some(b'\n'), _) => i + 1,
        (Some(b'\r'), Some(b'\n')) => i + 2,
        _ => return Ok(0),
    };
    let mut q = k;
    while blank(at(k)?) {
        k += 1;
    }
    let indented = k;
    while matches!(at(q)?, Some(b'>' | b'|')) {
        q += 1;
        let marks_end = q;
        while blank(at(q)?) {
            q += 1;
        }
        if q == marks_end || matches!(at(q)?, Some(b'>' | b'|')) {
            continue;
        }
        // The prefix ends with a blank: it is one when the line goes on.
        return Ok(match at(q)? {
            None | Some(b'\n' | b'\r') => indented - i,
            Some(_) => q - i,
        });
    }
    Ok(indented - i)
}

/// `raw[content]` without its line breaks and the indentation after them.
pub(super) fn clean(raw: &[u8], content: Range<usize>) -> Vec<u8> {
    let mut out = Vec::with_capacity(content.len());
    let mut i = content.start;
    while i < content.end {
        match line_break(raw, i) {
            0 => {
                out.push(raw[i]);
                i += 1;
            }
            skip => i += skip,
        }
    }
    out
}

/// A byte that continues a word (a scheme name does not start after one).
fn word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.' | b'_')
}

/// A byte that ends a bare URI.
fn ends_bare(b: u8) -> bool {
    b <= b' ' || b >= 0x7f || b == b'<' || b == b'>'
}

impl<R: BufRead> Scanner<R> {
    pub(super) fn new(reader: R) -> Self {
        Scanner::at(reader, 0, None)
    }

    /// A scanner whose input starts at offset `base` of a longer text, after
    /// the byte `prev` (`None`: the text's start): it takes the steps a
    /// scanner of the whole text takes from there.
    pub(super) fn at(reader: R, base: usize, prev: Option<u8>) -> Self {
        Scanner {
            reader,
            buf: Vec::new(),
            base,
            pos: 0,
            prev,
            eof: false,
            preprefixed: false,
            stop: usize::MAX,
            check_at: WINDOW,
        }
    }

    /// The input offset of the next step.
    pub(super) fn position(&self) -> usize {
        self.base + self.pos
    }

    /// Stop [`Scanner::next_find`] (it returns `None`) at the first step at
    /// or past input offset `stop`, until told another.
    pub(super) fn stop_at(&mut self, stop: usize) {
        self.stop = stop;
        self.check_at = WINDOW.min(stop.saturating_sub(self.base));
    }

    /// The reader the scanner takes its input from.
    pub(super) fn reader_mut(&mut self) -> &mut R {
        &mut self.reader
    }

    /// The bytes the scanner holds (its window's capacity).
    #[cfg(test)]
    pub(super) fn held(&self) -> usize {
        self.buf.capacity()
    }

    /// The byte at index `i` of the window, reading more of the input when
    /// needed; `None` past the end of the input. Inlined where it is called,
    /// once a byte: the read is [`Scanner::read_to`]'s.
    #[inline(always)]
    fn byte(&mut self, i: usize) -> io::Result<Option<u8>> {
        match self.buf.get(i) {
            Some(&b) => Ok(Some(b)),
            None => self.read_to(i),
        }
    }

    /// [`Scanner::byte`] past the window: read on to index `i`.
    #[inline(never)]
    fn read_to(&mut self, i: usize) -> io::Result<Option<u8>> {
        while i >= self.buf.len() {
            if self.eof {
                return Ok(None);
            }
            let chunk = match self.reader.fill_buf() {
                Ok(chunk) => chunk,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if chunk.is_empty() {
                self.eof = true;
                return Ok(None);
            }
            let n = chunk.len().min(READ);
            self.buf.extend_from_slice(&chunk[..n]);
            self.reader.consume(n);
        }
        Ok(Some(self.buf[i]))
    }

    /// Whether the input at index `i` reads `text`.
    fn reads(&mut self, i: usize, text: &[u8]) -> io::Result<bool> {
        for (k, &want) in text.iter().enumerate() {
            if self.byte(i + k)? != Some(want) {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The length of the scheme name at `i` when `:` follows it
    /// (`scheme = alpha *( alpha | digit | "+" | "-" | "." )`, RFC 2396 §3.1).
    fn scheme(&mut self, i: usize) -> io::Result<Option<usize>> {
        if !self.byte(i)?.is_some_and(|b| b.is_ascii_alphabetic()) {
            return Ok(None);
        }
        let mut n = 1;
        while n <= MAX_SCHEME {
            match self.byte(i + n)? {
                Some(b':') => return Ok(Some(n)),
                Some(b) if b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.') => n += 1,
                _ => return Ok(None),
            }
        }
        Ok(None)
    }

    /// The length of the line break at window index `i` ([`break_at`]).
    fn line_break(&mut self, i: usize) -> io::Result<usize> {
        break_at(|k| self.byte(k), i)
    }

    /// Skip line breaks (with their indentation and quote prefixes) from
    /// `i`, no further than [`MAX_WRAPPED`] bytes past the find's start
    /// (`self.pos`).
    fn skip_breaks(&mut self, mut i: usize) -> io::Result<usize> {
        let limit = self.pos + MAX_WRAPPED;
        while i < limit {
            match self.line_break(i)? {
                0 => return Ok(i),
                n => i += n,
            }
        }
        Ok(i)
    }

    /// Skip spaces and tabs from `i` (and line breaks with their indentation
    /// and quote prefixes when `breaks`), no further than [`MAX_WRAPPED`]
    /// bytes past the find's start (`self.pos`).
    fn skip_blanks(&mut self, mut i: usize, breaks: bool) -> io::Result<usize> {
        let limit = self.pos + MAX_WRAPPED;
        while i < limit {
            if blank(self.byte(i)?) {
                i += 1;
                continue;
            }
            match self.line_break(i)? {
                n if n > 0 && breaks => i += n,
                _ => return Ok(i),
            }
        }
        Ok(i)
    }

    /// The next find, or `None` at the end of the input.
    pub(super) fn next_find(&mut self, schemes: &[String]) -> io::Result<Option<Found>> {
        loop {
            if self.pos >= self.check_at {
                if self.pos >= WINDOW {
                    self.buf.drain(..self.pos);
                    self.base += self.pos;
                    self.pos = 0;
                }
                if self.base + self.pos >= self.stop {
                    return Ok(None);
                }
                self.stop_at(self.stop);
            }
            let Some(b) = self.byte(self.pos)? else {
                return Ok(None);
            };
            let at_word = !self.prev.is_some_and(word_byte);
            let found = match b {
                b'<' => self.wrapped(b'>')?,
                b'"' => self.wrapped(b'"')?,
                _ if at_word && b.is_ascii_alphabetic() => self.bare(schemes)?,
                _ => None,
            };
            if let Some((end, found)) = found {
                self.prev = Some(self.buf[end - 1]);
                self.pos = end;
                return Ok(Some(found));
            }
            self.prev = Some(b);
            self.pos += 1;
        }
    }

    /// Take back the find that started at input offset `start` (the
    /// opening of a wrapper): scanning goes on from the byte after it, so
    /// the wrapper's content is read as text.
    pub(super) fn reject(&mut self, start: usize) {
        let at = start.saturating_sub(self.base);
        self.prev = self.buf.get(at).copied();
        self.pos = at + 1;
    }

    /// The find from `self.pos` to window index `end`.
    fn found(
        &self,
        end: usize,
        content: Range<usize>,
        wrapper: Option<Wrapper>,
        error: Option<DelimitError>,
    ) -> (usize, Found) {
        let s = self.pos;
        let found = Found {
            start: self.base + s,
            raw: self.buf[s..end].to_vec(),
            content: content.start - s..content.end - s,
            wrapper,
            preprefix: self.preprefixed,
            error,
        };
        (end, found)
    }

    /// A wrapper opening at `self.pos` and closing with `close`, when what
    /// follows the opening is `URL:`, a scheme or the close.
    fn wrapped(&mut self, close: u8) -> io::Result<Option<(usize, Found)>> {
        let s = self.pos;
        let opened = self.base + s;
        let mut i = self.skip_breaks(s + 1)?;
        let mut wrapper = if close == b'>' {
            Wrapper::Angle
        } else {
            Wrapper::Quotes
        };
        self.preprefixed = self.reads(i, b"URL:")?;
        if self.preprefixed {
            if close == b'>' {
                wrapper = Wrapper::UrlAngle;
            }
            i = self.skip_blanks(i + 4, true)?;
        } else if self.byte(i)? != Some(close) && self.scheme(i)?.is_none() {
            return Ok(None);
        }
        let mut j = i;
        loop {
            if j - s >= MAX_WRAPPED {
                let error = DelimitError::TooLong {
                    wrapper: Some(wrapper),
                    opened,
                    limit: MAX_WRAPPED,
                };
                return Ok(Some(self.found(j, i..j, Some(wrapper), Some(error))));
            }
            match self.byte(j)? {
                None => {
                    let error = DelimitError::Unclosed { wrapper, opened };
                    return Ok(Some(self.found(j, i..j, Some(wrapper), Some(error))));
                }
                Some(c) if c == close => {
                    let error = (j == i).then_some(DelimitError::Empty { wrapper, opened });
                    return Ok(Some(self.found(j + 1, i..j, Some(wrapper), error)));
                }
                Some(b'<') => {
                    let error = DelimitError::Nested {
                        wrapper,
                        opened,
                        inner: self.base + j,
                    };
                    return Ok(Some(self.found(j, i..j, Some(wrapper), Some(error))));
                }
                Some(b'\n' | b'\r') => j += self.line_break(j)?.max(1),
                Some(_) => j += 1,
            }
        }
    }

    /// A bare URI, or one after a bare `URL:` preprefix, at `self.pos` (the
    /// start of a word).
    fn bare(&mut self, schemes: &[String]) -> io::Result<Option<(usize, Found)>> {
        let s = self.pos;
        let mut wrapper = None;
        let mut content = s;
        let mut scheme = self.scheme(s)?;
        self.preprefixed = false;
        if self.reads(s, b"URL:")? {
            let after = self.skip_blanks(s + 4, false)?;
            if let Some(n) = self.scheme(after)? {
                self.preprefixed = true;
                wrapper = Some(Wrapper::Preprefix);
                content = after;
                scheme = Some(n);
            }
        }
        let Some(n) = scheme else {
            return Ok(None);
        };
        if wrapper.is_none() {
            let name = self.buf[s..s + n].to_ascii_lowercase();
            if !schemes.iter().any(|known| known.as_bytes() == name) {
                return Ok(None);
            }
        }
        let colon = content + n;
        let (mut opens, mut closes) = (0usize, 0usize);
        let mut j = colon + 1;
        loop {
            if j - s >= MAX_WRAPPED {
                let error = DelimitError::TooLong {
                    wrapper,
                    opened: self.base + s,
                    limit: MAX_WRAPPED,
                };
                return Ok(Some(self.found(j, content..j, wrapper, Some(error))));
            }
            match self.byte(j)? {
                Some(b) if !ends_bare(b) => {
                    opens += usize::from(b == b'(');
                    closes += usize::from(b == b')');
                    j += 1;
                }
                _ => break,
            }
        }
        // The sentence's punctuation is not part of the URI; a `)` is when
        // it closes a `(` of the URI.
        while j > colon + 1 {
            match self.buf[j - 1] {
                b'.' | b',' | b';' | b':' | b'!' | b'?' | b'"' => j -= 1,
                b')' if closes > opens => {
                    closes -= 1;
                    j -= 1;
                }
                _ => break,
            }
        }
        if j == colon + 1 {
            return Ok(None);
        }
        Ok(Some(self.found(j, content..j, wrapper, None)))
    }
}
