//! A line's [`Brief`]: its verdict, error and scheme with no tree made,
//! and the lines of a batch read in place where the grammar's automaton of
//! the scheme finds their ends ([`brief_lines`]).

use std::borrow::Cow;
use std::str::Utf8Error;

use super::{lines, Line, Outcome};
use crate::edition::Edition;
use crate::error::{Expected, SyntaxError};
use crate::grammar::LineRead;
use crate::syntax::url;

/// What a line is under the checker's edition, without its tree: whether
/// it parses, with its scheme where it does. What a tally of lines by
/// scheme or a list of the rejected lines needs ([`Checker::brief_batches`](super::Checker::brief_batches),
/// and `urispec check --quiet` and `--invalid`): where the edition's record
/// holds the scheme, the parse keeps that one span and no other, so a line
/// costs less than its [`Outcome`].
///
/// ```
/// use urispec::check::Brief;
/// use urispec::{url::Options, Edition};
///
/// let brief = Brief::of(Edition::Rfc2396, Options::default(), Ok("http://a/b"));
/// assert_eq!(brief, Brief::Parsed { scheme: Some("http") });
/// let relative = Brief::of(Edition::Rfc2396, Options::default(), Ok("../b"));
/// assert_eq!(relative, Brief::Parsed { scheme: None });
/// assert!(!Brief::of(Edition::Rfc2396, Options::default(), Ok("http://[::1]/")).is_valid());
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Brief<'a> {
    /// It parses; its scheme ([`Parsed::scheme`](crate::syntax::Parsed::scheme)), `None` where the
    /// reference has none.
    Parsed {
        /// The scheme as the line writes it.
        scheme: Option<&'a str>,
    },
    /// It is text the grammar rejects: the error [`Outcome::Rejected`] has,
    /// made in full where it is asked for ([`Rejection::error`]).
    Rejected(Rejection<'a>),
    /// It is not UTF-8, so no grammar was tried.
    NotUtf8(Utf8Error),
}

impl<'a> Brief<'a> {
    /// The brief of `text` (a line's, or a field's) under `grammar`: the
    /// verdict, error and scheme [`Outcome::of`] gives, no tree made.
    pub fn of(grammar: Edition, options: url::Options, text: Result<&'a str, Utf8Error>) -> Self {
        match text {
            Ok(text) => match crate::syntax::scheme_of(grammar, text, options) {
                Ok(scheme) => Brief::Parsed { scheme },
                Err(e) => Brief::Rejected(Rejection::made(e)),
            },
            Err(e) => Brief::NotUtf8(e),
        }
    }

    /// Whether the line parses.
    pub fn is_valid(&self) -> bool {
        matches!(self, Brief::Parsed { .. })
    }
}

impl<'a> From<Outcome<'a>> for Brief<'a> {
    /// The brief of an outcome: its tree's scheme.
    fn from(outcome: Outcome<'a>) -> Self {
        match outcome {
            Outcome::Parsed(parsed) => Brief::Parsed {
                scheme: parsed.scheme(),
            },
            Outcome::Rejected(e) => Brief::Rejected(Rejection::made(e)),
            Outcome::NotUtf8(e) => Brief::NotUtf8(e),
        }
    }
}

/// A line a [`Brief`] finds rejected: where its error stands, what the
/// grammar expected there and the character found, with its whole
/// [`SyntaxError`] (its kind, its notes) made only where it is asked for.
/// What a tally of rejected lines reads costs no more than the automaton's
/// answer on a line read in place (the RFCs' [`Checker::brief_batches`](super::Checker::brief_batches)).
///
/// ```
/// use urispec::check::Brief;
/// use urispec::{url::Options, Edition};
///
/// let Brief::Rejected(rejection) = Brief::of(Edition::Rfc2396, Options::default(), Ok("http://a b/"))
/// else { panic!() };
/// assert_eq!((rejection.offset(), rejection.found()), (8, Some(' ')));
/// let error = rejection.error();
/// assert_eq!((error.offset(), error.expected()), (8, rejection.expected()));
/// ```
#[derive(Clone)]
pub struct Rejection<'a>(Rejected<'a>);

/// What a [`Rejection`] holds.
#[derive(Clone)]
enum Rejected<'a> {
    /// The error, made.
    Made(SyntaxError),
    /// A line read in place that died at an automaton's dead end that
    /// decides its error's offset and list: the line's text, the offset,
    /// the list, and the edition (whose reading of the line alone makes
    /// the whole error, where it is asked for).
    AtDeadEnd {
        text: &'a str,
        offset: usize,
        expected: &'static [Expected],
        grammar: Edition,
    },
}

impl<'a> Rejection<'a> {
    /// The rejection whose error is `error`.
    pub(crate) fn made(error: SyntaxError) -> Self {
        Rejection(Rejected::Made(error))
    }

    /// The rejection of the line `text` that `reader` read in place under
    /// `grammar`, as its [`LineRead::Rejected`] has it: the error made now
    /// only where the dead end does not decide it.
    #[inline(always)]
    fn in_place(
        grammar: Edition,
        reader: crate::syntax::LineReader,
        text: &'a str,
        furthest: usize,
        dead_end: Option<(usize, crate::grammar::dfa::DeadEnd)>,
        decided: Option<(usize, &'static [Expected])>,
    ) -> Self {
        match decided {
            Some((offset, expected)) => Rejection(Rejected::AtDeadEnd {
                text,
                offset,
                expected,
                grammar,
            }),
            None => Rejection::made((reader.error)(text, furthest, dead_end)),
        }
    }

    /// The byte offset of the error ([`SyntaxError::offset`]).
    #[inline]
    pub fn offset(&self) -> usize {
        match &self.0 {
            Rejected::Made(e) => e.offset(),
            Rejected::AtDeadEnd { offset, .. } => *offset,
        }
    }

    /// What the grammar would have accepted there ([`SyntaxError::expected`]).
    #[inline]
    pub fn expected(&self) -> &[Expected] {
        match &self.0 {
            Rejected::Made(e) => e.expected(),
            Rejected::AtDeadEnd { expected, .. } => expected,
        }
    }

    /// The expected list where the whole process shares it
    /// ([`SyntaxError::shared_expected`]).
    #[inline]
    pub fn shared_expected(&self) -> Option<&'static [Expected]> {
        match &self.0 {
            Rejected::Made(e) => e.shared_expected(),
            Rejected::AtDeadEnd { expected, .. } => Some(expected),
        }
    }

    /// The character at the offset, `None` at the end of the line
    /// ([`SyntaxError::found`]).
    #[inline]
    pub fn found(&self) -> Option<char> {
        match &self.0 {
            Rejected::Made(e) => e.found(),
            Rejected::AtDeadEnd { text, offset, .. } => {
                text.get(*offset..).and_then(|rest| rest.chars().next())
            }
        }
    }

    /// The whole error, as [`Outcome::Rejected`] has it.
    pub fn error(&self) -> SyntaxError {
        self.clone().into_error()
    }

    /// [`Rejection::error`], the rejection used up.
    pub fn into_error(self) -> SyntaxError {
        match self.0 {
            Rejected::Made(e) => e,
            // The line read alone: the error it has in place (the tests
            // hold the two to each other); were it accepted alone, the
            // error the dead end decided, without its notes.
            Rejected::AtDeadEnd {
                text,
                offset,
                expected,
                grammar,
            } => match crate::syntax::scheme_of(grammar, text, url::Options::default()) {
                Err(e) => e,
                Ok(_) => SyntaxError::with_expected(grammar, text, offset, Cow::Borrowed(expected)),
            },
        }
    }
}

impl PartialEq for Rejection<'_> {
    /// The same error.
    fn eq(&self, other: &Self) -> bool {
        self.error() == other.error()
    }
}

impl Eq for Rejection<'_> {}

impl std::fmt::Debug for Rejection<'_> {
    /// The whole error's.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Rejection").field(&self.error()).finish()
    }
}

impl std::fmt::Display for Rejection<'_> {
    /// The whole error's.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.error().fmt(f)
    }
}

impl From<Rejection<'_>> for SyntaxError {
    fn from(rejection: Rejection<'_>) -> Self {
        rejection.into_error()
    }
}

/// Each line of `bytes` (whole lines, each with its ending but maybe the
/// last), numbered from `first`, handed to `each` with its [`Brief`] under
/// `grammar`: the lines and briefs that cutting the lines apart and
/// [`Brief::of`] give, but each line is read in place by `reader` (the
/// grammar's), once: its end is found where the automaton stops there (no
/// search for the `\n` first). How many lines there were.
pub(super) fn brief_lines<'a>(
    grammar: Edition,
    options: url::Options,
    reader: crate::syntax::LineReader,
    first: u64,
    bytes: &'a [u8],
    each: impl FnMut(Line<'a>, Brief<'a>),
) -> usize {
    use crate::edition::Family;
    use crate::syntax::{rfc1808, rfc2396, rfc3986};
    // The reader of a line (`reader.read`) named here, where the RFCs'
    // is known, so that it is inlined into the loop: called through the
    // pointer, its registers were saved and restored and its result went
    // through memory, a line each time.
    macro_rules! read_by {
        ($read:expr) => {
            lines_read_by(grammar, options, reader, $read, first, bytes, each)
        };
    }
    match grammar.family() {
        Family::Rfc1808 => read_by!(rfc1808::scheme_line),
        Family::Rfc2396 => read_by!(rfc2396::scheme_line),
        Family::Rfc3986 => read_by!(rfc3986::scheme_line),
        Family::Generic(_) | Family::Url(_) => read_by!(reader.read),
    }
}

/// [`brief_lines`], each line read by `read` (`reader.read`, or the
/// function it points to).
// A function of its own for each reader, not inlined into `brief_lines`'
// match (measured 3 instructions a `urls.txt` line fewer).
#[inline(never)]
fn lines_read_by<'a>(
    grammar: Edition,
    options: url::Options,
    reader: crate::syntax::LineReader,
    read: impl Fn(&[u8]) -> Option<LineRead>,
    first: u64,
    bytes: &'a [u8],
    mut each: impl FnMut(Line<'a>, Brief<'a>),
) -> usize {
    // One UTF-8 check of the whole batch where it is UTF-8 (each line is
    // then a slice of it); line by line where it is not.
    let whole = std::str::from_utf8(bytes).ok();
    let text = |start: usize, len: usize| match whole.and_then(|w| w.get(start..start + len)) {
        Some(text) => Ok(text),
        None => std::str::from_utf8(&bytes[start..start + len]),
    };
    // The automaton's offsets are `u32`s: a longer batch is read line by line.
    let read = (bytes.len() <= crate::syntax::MAX_INPUT).then_some(&read);
    let mut start = 0;
    let mut count = 0;
    while start < bytes.len() {
        let rest = &bytes[start..];
        let (len, text, brief) = match read.and_then(|read| read(rest)) {
            Some(LineRead::Accepted { len, scheme }) => match text(start, len) {
                Ok(text) => {
                    let scheme = scheme.map(|span| &text[span.range()]);
                    (len, Ok(text), Brief::Parsed { scheme })
                }
                Err(e) => (len, Err(e), Brief::NotUtf8(e)),
            },
            Some(LineRead::Rejected {
                len,
                furthest,
                dead_end,
                decided,
            }) => {
                // Where the automaton stopped inside the line, its end is
                // looked for from there (no `\n` comes before).
                let len = len.unwrap_or_else(|| {
                    let from = furthest.min(rest.len());
                    from + lines::first_line(&rest[from..]).0
                });
                match text(start, len) {
                    Ok(text) => (
                        len,
                        Ok(text),
                        Brief::Rejected(Rejection::in_place(
                            grammar, reader, text, furthest, dead_end, decided,
                        )),
                    ),
                    Err(e) => (len, Err(e), Brief::NotUtf8(e)),
                }
            }
            None => {
                let len = lines::first_line(rest).0;
                let text = text(start, len);
                (len, text, Brief::of(grammar, options, text))
            }
        };
        let line = Line {
            number: first + count as u64,
            bytes: &rest[..len],
            text,
        };
        each(line, brief);
        start += len + lines::ending_at(rest, len);
        count += 1;
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::strip_ending;

    /// What cutting `bytes` into its lines and [`Brief::of`] on each give:
    /// what [`brief_lines`] must give, reading the lines in place.
    fn briefs_line_by_line(grammar: Edition, bytes: &[u8]) -> Vec<(u64, Vec<u8>, String)> {
        lines::split_lines(bytes)
            .enumerate()
            .map(|(i, with_ending)| {
                let line = strip_ending(with_ending);
                let text = std::str::from_utf8(line);
                let brief = Brief::of(grammar, url::Options::default(), text);
                (i as u64 + 7, line.to_vec(), described(&text, &brief))
            })
            .collect()
    }

    /// A line's text and brief, written out: where it is rejected, what the
    /// rejection says without its error made (offset, character found,
    /// list, shared list's address), which must be what its error says.
    fn described(text: &Result<&str, Utf8Error>, brief: &Brief<'_>) -> String {
        let Brief::Rejected(rejection) = brief else {
            return format!("{text:?} {brief:?}");
        };
        let error = rejection.error();
        let said = (
            rejection.offset(),
            rejection.found(),
            rejection.expected().to_vec(),
            rejection.shared_expected().map(<[Expected]>::as_ptr),
        );
        let made = (
            error.offset(),
            error.found(),
            error.expected().to_vec(),
            error.shared_expected().map(<[Expected]>::as_ptr),
        );
        assert_eq!(said, made, "{text:?}");
        format!("{text:?} {brief:?} {said:?}")
    }

    /// [`brief_lines`] on `bytes`, as [`briefs_line_by_line`] writes them.
    fn briefs_in_place(grammar: Edition, bytes: &[u8]) -> Vec<(u64, Vec<u8>, String)> {
        let reader = crate::syntax::line_reader(grammar).expect("the RFCs read lines in place");
        let mut got = Vec::new();
        let count = brief_lines(
            grammar,
            url::Options::default(),
            reader,
            7,
            bytes,
            |line, brief| {
                let text = line.text();
                got.push((
                    line.number(),
                    line.bytes().to_vec(),
                    described(&text, &brief),
                ));
            },
        );
        assert_eq!(count, got.len());
        got
    }

    /// The RFCs read a batch's lines in place ([`crate::syntax::line_reader`]),
    /// each line's end found where the scheme automaton stops: every line,
    /// its text and its brief (verdict, scheme, error) are those of the line
    /// cut out and read alone, whatever its ending (`\n`, `\r\n`, a last
    /// `\r`, none), a `\r` inside it, bytes not UTF-8, an empty line, a
    /// rejection inside it or at its end, a malformed escape.
    #[test]
    fn lines_read_in_place_are_the_lines_read_alone() {
        let lines: &[&[u8]] = &[
            b"http://a/b?c#d",
            b"",
            b"../g;x?y",
            b"http://[::1]/",
            b"http:",
            b"mailto:a@b",
            b"a\rb",
            b"http://a/%4",
            b"http://a/%zz/b",
            b"http://a/%4 b",
            b"http://a/%41%4[",
            b"http://a/%%[",
            b"http://a b%",
            b"http://[%",
            b"%",
            b"http://a b/",
            b"http://a/\xff",
            b"\xe2\x82\xac://x",
            b"HTTP://A:80/",
            b"//host:8080/p",
            b"http://user@host/",
            b"\r",
            b"news:comp.x",
        ];
        let endings: &[&[u8]] = &[b"\n", b"\r\n"];
        for grammar in [Edition::Rfc1808, Edition::Rfc2396, Edition::Rfc3986] {
            // Each line with each ending, and last with each ending or none.
            let mut bytes = Vec::new();
            for (i, line) in lines.iter().enumerate() {
                bytes.extend_from_slice(line);
                bytes.extend_from_slice(endings[i % 2]);
            }
            for last in [&b""[..], b"\n", b"\r\n", b"\r", b"\r\r"] {
                for line in lines {
                    let mut batch = bytes.clone();
                    batch.extend_from_slice(line);
                    batch.extend_from_slice(last);
                    assert_eq!(
                        briefs_in_place(grammar, &batch),
                        briefs_line_by_line(grammar, &batch),
                        "{grammar:?} {:?}",
                        String::from_utf8_lossy(&batch)
                    );
                }
            }
            // Lines made up of the bytes that matter, at random.
            let alphabet = b"ab:/?#[]%0F@.;=+- \r\n\xc3";
            let mut state = 0x2545_f491_4f6c_dd1d_u64;
            let mut batch = Vec::new();
            for _ in 0..20_000 {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                batch.push(alphabet[(state % alphabet.len() as u64) as usize]);
            }
            assert_eq!(
                briefs_in_place(grammar, &batch),
                briefs_line_by_line(grammar, &batch),
                "{grammar:?}"
            );
        }
    }
}
