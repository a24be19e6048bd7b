//! What kind of failure an error is, the same across editions, for a
//! program to match on: [`SyntaxErrorKind`] and [`ResolveErrorKind`].

use super::{Expected, SyntaxError};

/// Why a string stopped matching a grammar, in terms that do not depend on
/// the edition's production names (RFC 2396 calls an escape `escaped`, RFC
/// 1630 `escape`).
///
/// ```
/// use urispec::error::SyntaxErrorKind;
/// let kind = |s| urispec::rfc2396::parse(s).unwrap_err().kind();
/// assert_eq!(kind("http://a/%zz"), SyntaxErrorKind::MalformedEscape);
/// assert_eq!(kind("http://a b/"), SyntaxErrorKind::LeftOver);
/// assert_eq!(kind("http:"), SyntaxErrorKind::EndedEarly);
/// // An early end is at the input's length, with no character found.
/// let e = urispec::rfc2396::parse("http:").unwrap_err();
/// assert_eq!((e.offset(), e.found()), (5, None));
/// // RFC 1630's `uri` must start with a scheme: the end is not allowed there.
/// let e = urispec::rfc1630::parse("h t:x").unwrap_err();
/// assert_eq!(e.kind(), SyntaxErrorKind::NotAllowed);
/// let e = urispec::rfc1630::parse("").unwrap_err();
/// assert_eq!(e.kind(), SyntaxErrorKind::EmptyInput);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum SyntaxErrorKind {
    /// A `%` that is not followed by two hex digits (RFC 2396 §2.4.1
    /// `escaped`, RFC 1630 "Encoding reserved characters" `escape`).
    MalformedEscape,
    /// A character no production allows at that place, where the input could
    /// not have ended either.
    NotAllowed,
    /// The input ended where a production needed more.
    EndedEarly,
    /// A whole reference was read, but the input goes on with a character
    /// that cannot continue it (the expected list names the end of input).
    LeftOver,
    /// The input is empty, and the grammar needs at least one character.
    EmptyInput,
    /// The input is longer than [`crate::explain::MAX_INPUT`]: `explain`
    /// does not build its tree (the offset is the limit). `parse` and the
    /// operations built on it take any length.
    TooLongToExplain,
}

impl SyntaxErrorKind {
    /// The kind of a rejection of `input` at `offset`, where `expected`
    /// were the productions tried.
    #[inline(always)]
    pub(crate) fn of(input: &str, offset: usize, expected: &[Expected]) -> Self {
        if !input.is_empty() && malformed_escape_at(input.as_bytes(), offset) {
            return SyntaxErrorKind::MalformedEscape;
        }
        Self::of_no_escape(input, offset, expected)
    }

    /// [`SyntaxErrorKind::of`] where no `%` is at `offset` or the two
    /// bytes before it ([`percent_near`] is false), so that no malformed
    /// escape reaches it.
    #[inline(always)]
    pub(crate) fn of_no_escape(input: &str, offset: usize, expected: &[Expected]) -> Self {
        if input.is_empty() {
            return SyntaxErrorKind::EmptyInput;
        }
        if offset >= input.len() {
            return SyntaxErrorKind::EndedEarly;
        }
        // The end of the input is the list's last entry where it is one
        // (productions, then delimiters, then the end: `SyntaxError::new`).
        if matches!(expected.last(), Some(Expected::EndOfInput)) {
            SyntaxErrorKind::LeftOver
        } else {
            SyntaxErrorKind::NotAllowed
        }
    }

    /// A short lowercase name (`malformed escape`, ...).
    pub fn name(self) -> &'static str {
        match self {
            SyntaxErrorKind::MalformedEscape => "malformed escape",
            SyntaxErrorKind::NotAllowed => "character not allowed",
            SyntaxErrorKind::EndedEarly => "ended early",
            SyntaxErrorKind::LeftOver => "input left over",
            SyntaxErrorKind::EmptyInput => "empty input",
            SyntaxErrorKind::TooLongToExplain => "too long to explain",
        }
    }
}

/// Whether a `%` is at `offset` or one or two bytes before it: where none
/// is, no malformed escape reaches `offset`. By hand: `contains` on bytes
/// is a call to `memchr`, for three bytes.
#[inline(always)]
pub(crate) fn percent_near(bytes: &[u8], offset: usize) -> bool {
    let window = bytes.get(offset.saturating_sub(2)..bytes.len().min(offset + 1));
    #[allow(clippy::manual_contains)]
    window.is_some_and(|w| w.iter().any(|&b| b == b'%'))
}

/// Whether a `%` at `offset`, or one or two bytes before it, starts an
/// escape without its two hex digits that reaches `offset`.
#[inline(always)]
fn malformed_escape_at(bytes: &[u8], offset: usize) -> bool {
    // Most errors have no `%` among those bytes: one look at them.
    if !percent_near(bytes, offset) {
        return false;
    }
    (offset.saturating_sub(2)..=offset).any(|at| {
        bytes.get(at) == Some(&b'%') && {
            let digits = bytes
                .get(at + 1..at + 3)
                .unwrap_or(bytes.get(at + 1..).unwrap_or_default());
            let good = digits.iter().take_while(|b| b.is_ascii_hexdigit()).count();
            // The escape is broken at `at + 1 + good`, which must be where
            // the parse stopped (or the `%` itself).
            good < 2 && (offset == at || offset == at + 1 + good)
        }
    })
}

impl SyntaxError {
    /// What kind of failure this is, the same under every edition.
    pub fn kind(&self) -> SyntaxErrorKind {
        self.kind
    }
}

/// Why a resolution (or a relativization) failed, the same under every rule
/// set, for a program to match on.
///
/// ```
/// use urispec::error::ResolveErrorKind;
/// use urispec::resolve::{resolve, RuleSet};
/// let kind = |b, r, s| resolve(b, r, s).unwrap_err().kind();
/// assert_eq!(kind("g/h", "x", RuleSet::Rfc2396), ResolveErrorKind::BaseNotAbsolute);
/// assert_eq!(kind("mailto:a@b", "x", RuleSet::Rfc2396), ResolveErrorKind::BaseNotHierarchical);
/// assert_eq!(kind("http://a", "g", RuleSet::Rfc2396), ResolveErrorKind::StepCannotApply);
/// assert_eq!(kind("http://a/", "%zz", RuleSet::Rfc2396), ResolveErrorKind::Syntax);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum ResolveErrorKind {
    /// The base has no scheme (RFC 2396 §5.2 needs an absolute base; so do
    /// the earlier documents' contexts).
    BaseNotAbsolute,
    /// The base is opaque: RFC 2396 §5's "unsuitable base URI".
    BaseNotHierarchical,
    /// A step of the rule set cannot apply to this pair (RFC 1630's rule 2
    /// without a run of slashes, RFC 2396 §5.2 step 6g or step 7, a result
    /// that splits into other components or names another authority).
    StepCannotApply,
    /// The base, the reference or the target does not parse; see
    /// [`SyntaxError::kind`] for why.
    Syntax,
    /// Relativizing: the target has no scheme.
    TargetNotAbsolute,
    /// Relativizing: no reference resolves back to the target.
    Unreachable,
}

impl ResolveErrorKind {
    /// A short lowercase name (`base not absolute`, ...), as
    /// [`SyntaxErrorKind::name`].
    ///
    /// ```
    /// use urispec::error::ResolveErrorKind;
    /// assert_eq!(ResolveErrorKind::StepCannotApply.name(), "step cannot apply");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            ResolveErrorKind::BaseNotAbsolute => "base not absolute",
            ResolveErrorKind::BaseNotHierarchical => "base not hierarchical",
            ResolveErrorKind::StepCannotApply => "step cannot apply",
            ResolveErrorKind::Syntax => "syntax",
            ResolveErrorKind::TargetNotAbsolute => "target not absolute",
            ResolveErrorKind::Unreachable => "unreachable",
        }
    }
}

/// Where the first `needle` of `bytes` is, sixteen bytes at a time: each
/// half read as a word, whose bytes equal to `needle` are found with the
/// classic test for a zero byte on the word XOR `needle`s (a borrow can only
/// mark a byte above a true match, so the lowest mark is the first). About a
/// quarter of the instructions of a search byte by byte: the reader's `\n`,
/// and the `%` of an escape an error looks for.
#[inline]
pub(crate) fn find_byte(bytes: &[u8], needle: u8) -> Option<usize> {
    const LOW: u64 = u64::from_le_bytes([1; 8]);
    const HIGH: u64 = u64::from_le_bytes([0x80; 8]);
    let needles = u64::from_le_bytes([needle; 8]);
    // The high bit of each byte of `word` that is `needle` (and maybe of
    // bytes above one that is).
    let marks = |word: [u8; 8]| {
        let v = u64::from_le_bytes(word) ^ needles;
        v.wrapping_sub(LOW) & !v & HIGH
    };
    let mut chunks = bytes.chunks_exact(16);
    let mut offset = 0;
    for chunk in &mut chunks {
        let (low, high) = chunk.split_at(8);
        let low = marks(low.try_into().unwrap_or_default());
        let high = marks(high.try_into().unwrap_or_default());
        if low != 0 {
            return Some(offset + low.trailing_zeros() as usize / 8);
        }
        if high != 0 {
            return Some(offset + 8 + high.trailing_zeros() as usize / 8);
        }
        offset += 16;
    }
    chunks
        .remainder()
        .iter()
        .position(|&b| b == needle)
        .map(|i| offset + i)
}
