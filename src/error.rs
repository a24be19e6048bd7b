//! Typed errors: where a string stops matching a grammar, and what that
//! grammar's productions would have accepted there.

use std::borrow::Cow;
use std::fmt;

mod kind;
pub(crate) use kind::{find_byte, percent_near};

pub use kind::{ResolveErrorKind, SyntaxErrorKind};

use crate::edition::{Edition, Production};

/// One entry of the "expected" list of a [`SyntaxError`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Expected {
    /// A production of the spec's grammar, by its spec name.
    Production(Production),
    /// A delimiter written literally in a production (`:` in `uri`).
    Literal(&'static str),
    /// The end of the input (the string would have been complete here).
    EndOfInput,
}

impl Expected {
    /// The spec name of the production, the delimiter as written (`:`,
    /// `//`, without quotes), or `"end of input"`. Match on the variant to
    /// tell a delimiter from a production of the same spelling.
    pub fn name(&self) -> &'static str {
        match self {
            Expected::Production(p) => p.name,
            Expected::Literal(l) => l,
            Expected::EndOfInput => "end of input",
        }
    }
}

/// A production in backquotes (`` `escape` ``), a delimiter in double
/// quotes (`"#"`), or `end of input`.
impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expected::Production(p) => write!(f, "{p}"),
            Expected::Literal(l) => write!(f, "{l:?}"),
            Expected::EndOfInput => f.write_str("end of input"),
        }
    }
}

/// The "expected" list of a [`SyntaxError`] shortened for people, as its
/// `Display` writes it: the productions, then the delimiters as one group
/// (`one of # / : ;`), then the end of input.
///
/// ```
/// let e = urispec::rfc2396::parse("http://a b/").unwrap_err();
/// assert_eq!(
///     e.expected_summary().to_string(),
///     "`net_path`, `abs_path`, one of # / : ; ? @, or end of input"
/// );
/// // The full list stays available:
/// assert_eq!(e.expected().len(), 9);
/// ```
#[derive(Debug, Clone, Copy)]
pub struct ExpectedSummary<'e>(&'e [Expected]);

impl fmt::Display for ExpectedSummary<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let literals: Vec<&str> = self
            .0
            .iter()
            .filter_map(|e| match e {
                Expected::Literal(l) => Some(*l),
                _ => None,
            })
            .collect();
        let mut items: Vec<String> = Vec::new();
        let mut literals_written = false;
        for e in self.0 {
            match e {
                Expected::Production(_) | Expected::EndOfInput => items.push(e.to_string()),
                Expected::Literal(_) if literals_written => {}
                Expected::Literal(_) => {
                    literals_written = true;
                    items.push(match literals.as_slice() {
                        [one] => format!("{one:?}"),
                        many => format!("one of {}", many.join(" ")),
                    });
                }
            }
        }
        match items.as_slice() {
            [] => f.write_str("nothing"),
            [only] => f.write_str(only),
            [init @ .., before, last] => {
                for item in init {
                    write!(f, "{item}, ")?;
                }
                // A comma ends the group, so the last item is not read as one of it.
                let or = if before.starts_with("one of ") {
                    ", or"
                } else {
                    " or"
                };
                write!(f, "{before}{or} {last}")
            }
        }
    }
}

/// The input stops matching the grammar of [`SyntaxError::spec`] at byte
/// [`SyntaxError::offset`].
///
/// `Display` is one lowercase line without a trailing period:
/// ``rfc1630: expected `escape` at byte 16, found '%'``, the expected list
/// shortened by [`SyntaxError::expected_summary`]. For a caret frame
/// under the input use [`SyntaxError::render`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub struct SyntaxError {
    spec: Edition,
    offset: usize,
    /// Its own list, or one the whole process shares (a dead end's,
    /// explained once: [`SyntaxError::shared_expected`]).
    expected: Cow<'static, [Expected]>,
    found: Option<char>,
    note: Option<&'static str>,
    kind: SyntaxErrorKind,
}

impl SyntaxError {
    pub(crate) fn new(
        spec: Edition,
        input: &str,
        offset: usize,
        mut expected: Vec<Expected>,
    ) -> Self {
        // Productions first (in the order pest tried them), then delimiters,
        // then the end of input; no duplicates.
        // The lists are short: a scan allocates nothing.
        let mut kept = 0;
        for i in 0..expected.len() {
            if !expected[..kept].contains(&expected[i]) {
                expected.swap(kept, i);
                kept += 1;
            }
        }
        expected.truncate(kept);
        expected.sort_by_key(|e| match e {
            Expected::Production(_) => 0,
            Expected::Literal(_) => 1,
            Expected::EndOfInput => 2,
        });
        Self::with_expected(spec, input, offset, Cow::Owned(expected))
    }

    /// The error at `offset` whose `expected` list is already as
    /// [`SyntaxError::new`] leaves it (another error's: without duplicates,
    /// productions, then delimiters, then the end of input), owned or
    /// shared by the whole process (a dead end's, borrowed, not copied).
    #[inline(always)]
    pub(crate) fn with_expected(
        spec: Edition,
        input: &str,
        offset: usize,
        expected: Cow<'static, [Expected]>,
    ) -> Self {
        let kind = SyntaxErrorKind::of(input, offset, &expected);
        Self::with_kind(spec, input, offset, expected, kind)
    }

    /// [`SyntaxError::with_expected`] where no `%` is at `offset` or the
    /// two bytes before it (`kind::percent_near` is false): its kind is
    /// found without looking for a malformed escape again.
    #[inline(always)]
    pub(crate) fn with_expected_no_escape(
        spec: Edition,
        input: &str,
        offset: usize,
        expected: Cow<'static, [Expected]>,
    ) -> Self {
        let kind = SyntaxErrorKind::of_no_escape(input, offset, &expected);
        Self::with_kind(spec, input, offset, expected, kind)
    }

    /// The error at `offset` of the kind `kind`, with no note.
    #[inline(always)]
    fn with_kind(
        spec: Edition,
        input: &str,
        offset: usize,
        expected: Cow<'static, [Expected]>,
        kind: SyntaxErrorKind,
    ) -> Self {
        SyntaxError {
            spec,
            kind,
            offset,
            expected,
            found: input.get(offset..).and_then(|rest| rest.chars().next()),
            note: None,
        }
    }

    /// `explain`'s refusal of an input longer than `limit` bytes: the offset
    /// is the limit (moved back to a character boundary), nothing expected.
    pub(crate) fn too_long_to_explain(spec: Edition, input: &str, limit: usize) -> Self {
        let mut offset = limit.min(input.len());
        while !input.is_char_boundary(offset) {
            offset -= 1;
        }
        SyntaxError {
            spec,
            offset,
            expected: Cow::Owned(Vec::new()),
            found: input[offset..].chars().next(),
            note: None,
            kind: SyntaxErrorKind::TooLongToExplain,
        }
    }

    pub(crate) fn with_note(mut self, note: &'static str) -> Self {
        self.note = Some(note);
        self
    }

    /// The edition whose grammar rejected the input.
    pub fn spec(&self) -> Edition {
        self.spec
    }

    /// Byte offset into the input where matching stopped.
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// What the grammar would have accepted at [`offset`](Self::offset), in
    /// grammar order, without duplicates.
    pub fn expected(&self) -> &[Expected] {
        &self.expected
    }

    /// The [`expected`](Self::expected) list where the whole process shares
    /// it: the list of an automaton's dead end, explained once and the same
    /// slice for every error that stops there (or a malformed escape's, one
    /// per edition), so that a caller counting
    /// errors by their lists may key them by its address
    /// ([`std::ptr::eq`]) and read its names once. `None` where the error
    /// has a list of its own (made by the explaining parser).
    ///
    /// ```
    /// let a = urispec::rfc2396::parse("http://a b/").unwrap_err();
    /// let b = urispec::rfc2396::parse("http://c d/").unwrap_err();
    /// let (a, b) = (a.shared_expected().unwrap(), b.shared_expected().unwrap());
    /// assert!(std::ptr::eq(a, b)); // the same dead end: the same list
    /// ```
    pub fn shared_expected(&self) -> Option<&'static [Expected]> {
        match self.expected {
            Cow::Borrowed(list) => Some(list),
            Cow::Owned(_) => None,
        }
    }

    /// The [`expected`](Self::expected) list shortened for people, as the
    /// error's `Display` writes it.
    pub fn expected_summary(&self) -> ExpectedSummary<'_> {
        ExpectedSummary(self.expected())
    }

    /// The productions of the [`expected`](Self::expected) list, by their
    /// spec names, in its order: the `productions` of the JSON records of
    /// `urispec check --json` and of the Python package's `check`.
    ///
    /// ```
    /// let e = urispec::rfc2396::parse("http://a b/").unwrap_err();
    /// assert_eq!(e.expected_productions().collect::<Vec<_>>(), ["net_path", "abs_path"]);
    /// assert_eq!(e.expected_literals().collect::<Vec<_>>(), ["#", "/", ":", ";", "?", "@"]);
    /// assert!(e.end_of_input_expected());
    /// ```
    pub fn expected_productions(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.expected().iter().filter_map(|e| match e {
            Expected::Production(p) => Some(p.name),
            Expected::Literal(_) | Expected::EndOfInput => None,
        })
    }

    /// The delimiters of the [`expected`](Self::expected) list, as written,
    /// in its order (the records' `literals`).
    pub fn expected_literals(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.expected().iter().filter_map(|e| match e {
            Expected::Literal(l) => Some(*l),
            Expected::Production(_) | Expected::EndOfInput => None,
        })
    }

    /// Whether the input could have ended at [`offset`](Self::offset): the
    /// [`expected`](Self::expected) list names the end of the input (the
    /// records' `end_of_input`).
    pub fn end_of_input_expected(&self) -> bool {
        self.expected().contains(&Expected::EndOfInput)
    }

    /// The character at [`offset`](Self::offset), `None` at the end of the input.
    pub fn found(&self) -> Option<char> {
        self.found
    }

    /// A remark that explains the rejection further, where one applies
    /// (a malformed escape, a construct a later edition added).
    pub fn note(&self) -> Option<&'static str> {
        self.note
    }

    /// A caret frame pointing at the offending character, for terminals:
    ///
    /// ```text
    /// error: rfc1630: expected `escape` at byte 16, found '%'
    ///   |
    ///   | news:12345667123%asdghfh@info.cern.ch
    ///   |                 ^
    /// ```
    ///
    /// An input of more than [`SyntaxError::FRAME_WHOLE`] characters is not
    /// printed whole: the frame shows [`SyntaxError::FRAME_WINDOW`] characters
    /// either side of the offset, a side cut shorter marked `…` (the caret
    /// line's padding is as short).
    pub fn render(&self, input: &str) -> String {
        format!("error: {self}\n{}", caret_frame(input, self.offset))
    }

    /// How many characters [`SyntaxError::render`] shows either side of the
    /// offset in an input longer than [`SyntaxError::FRAME_WHOLE`].
    pub const FRAME_WINDOW: usize = 40;

    /// The longest input, in characters, whose frame [`SyntaxError::render`]
    /// shows whole.
    pub const FRAME_WHOLE: usize = 120;
}

/// Control characters would break the caret alignment; show them as symbols.
/// The caret frame of [`SyntaxError::render`] without its `error:` line:
/// `input` (or, past [`SyntaxError::FRAME_WHOLE`] characters, a window of
/// [`SyntaxError::FRAME_WINDOW`] either side of `offset`, a cut side marked
/// `…`) and a caret under the character at byte `offset` (an offset inside a
/// character points at its start, one past the end at the end). The C0
/// controls and DEL are shown as their Unicode pictures (`␀`, `␛`, `␡`);
/// the C1 controls, the line and paragraph separators and the explicit
/// directional formatting characters (Unicode UAX #9 §2), which have no
/// pictures, as Rust's escapes (`\u{9b}`, `\u{202e}`), the caret still under
/// its character. A terminal shown the frame is sent no control.
///
/// ```
/// use urispec::error::caret_frame;
/// assert_eq!(caret_frame("a b", 1), "  |\n  | a b\n  |  ^\n");
/// assert_eq!(caret_frame("é", 1), "  |\n  | é\n  | ^\n");
/// assert_eq!(caret_frame("\u{1b}\u{9b}b", 3), "  |\n  | ␛\\u{9b}b\n  |        ^\n");
/// ```
pub fn caret_frame(input: &str, offset: usize) -> String {
    let mut at = offset.min(input.len());
    while !input.is_char_boundary(at) {
        at -= 1;
    }
    let (before, after) = input.split_at(at);
    let window = if input.chars().nth(SyntaxError::FRAME_WHOLE).is_none() {
        input.len()
    } else {
        SyntaxError::FRAME_WINDOW
    };
    // The last `window` characters before the offset, and the first
    // `window` from it.
    let left_start = before
        .char_indices()
        .rev()
        .nth(window.saturating_sub(1))
        .map_or(0, |(i, _)| i);
    let right_end = after
        .char_indices()
        .nth(window)
        .map_or(after.len(), |(i, _)| i);
    let (left, right) = (&before[left_start..], &after[..right_end]);
    let mut shown = String::new();
    if left_start > 0 {
        shown.push('…');
    }
    let column = shown.chars().count() + left.chars().map(|c| visible(c).width()).sum::<usize>();
    for c in left.chars().chain(right.chars()) {
        match visible(c) {
            Shown::Char(c) => shown.push(c),
            Shown::Escape(c) => shown.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
        }
    }
    if right_end < after.len() {
        shown.push('…');
    }
    let mut out = format!("  |\n  | {shown}\n  | ");
    out.extend(std::iter::repeat_n(' ', column));
    out.push('^');
    out.push('\n');
    out
}

/// How [`caret_frame`] shows one character.
enum Shown {
    /// As this character (itself, or a control's picture).
    Char(char),
    /// As the escape `\u{hex}` of this character.
    Escape(char),
}

impl Shown {
    /// The columns it takes (one per character, as the caret line counts).
    fn width(&self) -> usize {
        match self {
            Shown::Char(_) => 1,
            // `\u{` and `}` around the hex digits.
            Shown::Escape(c) => 4 + format!("{:x}", u32::from(*c)).len(),
        }
    }
}

fn visible(c: char) -> Shown {
    match c {
        '\u{0}'..='\u{1f}' => Shown::Char(char::from_u32(0x2400 + c as u32).unwrap_or('?')),
        '\u{7f}' => Shown::Char('\u{2421}'),
        '\u{80}'..='\u{9f}'
        | '\u{2028}'
        | '\u{2029}'
        | '\u{61c}'
        | '\u{200e}'
        | '\u{200f}'
        | '\u{202a}'..='\u{202e}'
        | '\u{2066}'..='\u{2069}' => Shown::Escape(c),
        c => Shown::Char(c),
    }
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.kind == SyntaxErrorKind::TooLongToExplain {
            return write!(
                f,
                "{}: too long to explain: the tree is built for at most {} bytes (parse takes any length)",
                self.spec, self.offset
            );
        }
        write!(f, "{}: expected {}", self.spec, self.expected_summary())?;
        write!(f, " at byte {}", self.offset)?;
        match self.found {
            Some(c) => write!(f, ", found {c:?}")?,
            None => f.write_str(", found end of input")?,
        }
        if let Some(note) = self.note {
            write!(f, " ({note})")?;
        }
        Ok(())
    }
}
