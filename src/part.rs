//! `Part<'a, P>`: the one leaf type of every syntax tree. A leaf is text of
//! the input and where it lies; which production it is (`P`, a zero-sized
//! marker implementing [`Marker`]) is in its type alone, so one impl of
//! `as_str`, `span`, `decode` and `Display` serves every leaf of every
//! edition (fluent-uri's `EStr<E>`, one type over an encoder marker). The
//! methods one production has of its own (`segments`, `params`, `words`,
//! `number`, ...) are in an `impl Part<'a, production::X>` block beside the
//! alias that names it (`rfc2396::AbsPath<'a>`, `generic::Search<'a>`).

use std::borrow::Cow;
use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;
use std::ops::Range;

use crate::escape;
use crate::grammar::fill::Span;

/// The marker of a production a [`Part`] can be: a zero-sized type, one per leaf
/// production of a family (`rfc2396::production::AbsPath`,
/// `generic::production::Search`, `rfc3986::production::Query`), documented
/// with the production's BNF.
///
/// ```
/// use urispec::part::{Marker, Part};
/// use urispec::rfc2396::production::AbsPath;
///
/// /// The production's name and the text of any part.
/// fn label<P: Marker>(part: Part<'_, P>) -> String {
///     format!("{} {:?}", P::NAME, part.as_str())
/// }
/// let r = urispec::rfc2396::parse("http://a/b?q")?;
/// assert_eq!(AbsPath::NAME, "abs_path");
/// assert_eq!(label(r.abs_path().unwrap()), r#"abs_path "/b""#);
/// assert_eq!(label(r.query().unwrap()), r#"query "q""#);
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub trait Marker {
    /// The production's name as the document writes it (`abs_path`,
    /// `fragmentid`, `net_loc`, `IPv6address`).
    const NAME: &'static str;
}

/// [`Marker`] for each marker of a family's `production` module, from one
/// table at the module's foot: `AbsPath: "abs_path",` a row, the marker and
/// the production's name as its document writes it. It writes the impls
/// only; each marker is a `pub enum` written out above it, with its BNF.
macro_rules! marker_names {
    ($($marker:ident: $name:literal,)*) => {$(
        impl $crate::part::Marker for $marker {
            const NAME: &'static str = $name;
        }
    )*};
}
pub(crate) use marker_names;

/// A leaf of a syntax tree: the text of one production `P` of the input, and
/// where it lies in the whole input. Every edition's leaves are `Part`s,
/// under the names their documents give them (`rfc2396::AbsPath<'a>` is
/// `Part<'a, rfc2396::production::AbsPath>`, `url::Text<'a>`,
/// `generic::Search<'a>`); the parts of an RFC 3986 or RFC 1808 parse are
/// `Part`s too, each of its accessor's production.
///
/// `Display` and [`as_str`](Self::as_str) give the text as in the input,
/// [`decode`](Self::decode) its octets. Parts are equal when they are the
/// same text at the same offset, and ordered by text, then offset.
///
/// ```
/// let r = urispec::rfc2396::parse("http://a/b%20c?q")?;
/// let path: urispec::Part<'_, urispec::rfc2396::production::AbsPath> = r.abs_path().unwrap();
/// assert_eq!((path.as_str(), path.span()), ("/b%20c", 8..14));
/// assert_eq!(path.decode_utf8()?, "/b c");
/// assert_eq!(path.to_string(), "/b%20c");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Part<'a, P> {
    /// The whole input the part was read from.
    input: &'a str,
    /// Where the part lies in `input`. The whole input is kept, not only
    /// the part's text: an RFC 3986 `Host` widens its address to the
    /// `IP-literal` around it, brackets included.
    span: Span,
    /// The production, in the type only (`fn() -> P`: a part is `Send`,
    /// `Sync` and `Copy` whatever the marker).
    _production: PhantomData<fn() -> P>,
}

impl<'a, P> Part<'a, P> {
    /// The part at `span` of `input` (a span of a successful parse).
    pub(crate) fn at(input: &'a str, span: Span) -> Self {
        debug_assert!(input.get(span.range()).is_some(), "{span:?} of {input:?}");
        Part {
            input,
            span,
            _production: PhantomData,
        }
    }

    /// The same text read as production `Q` (a `url::Text` that is the
    /// `path` of its address, an RFC 3986 address that is a `host`).
    pub(crate) fn cast<Q>(self) -> Part<'a, Q> {
        Part::at(self.input, self.span)
    }

    /// The whole input the part was read from.
    pub(crate) fn input(&self) -> &'a str {
        self.input
    }

    /// The text, as in the input.
    pub fn as_str(&self) -> &'a str {
        self.input.get(self.span.range()).unwrap_or_default()
    }

    /// Byte range in the whole input.
    pub fn span(&self) -> Range<usize> {
        self.span.range()
    }

    /// The octets, with every `%hh` escape decoded; borrows when there is none.
    pub fn decode(&self) -> Cow<'a, [u8]> {
        escape::decode(self.as_str())
    }

    /// The text with every `%hh` escape decoded, as
    /// [`escape::decode_utf8`] gives it.
    ///
    /// # Errors
    ///
    /// [`escape::DecodeError::NotUtf8`] where the octets are not UTF-8 (a
    /// part the grammar accepted has no malformed escape).
    pub fn decode_utf8(&self) -> Result<Cow<'a, str>, escape::DecodeError> {
        escape::decode_utf8(self.as_str())
    }
}

/// The pieces of `part` between the `sep`s, in order, each a part of
/// production `Q` with its own span: one `split`, no recursion, no
/// allocation.
pub(crate) fn split<'a, P, Q: 'a>(
    part: Part<'a, P>,
    sep: char,
) -> impl Iterator<Item = Part<'a, Q>> + 'a {
    let input = part.input;
    let mut at = part.span.start;
    part.as_str().split(sep).map(move |piece| {
        let span = Span::new(at, at + piece.len());
        at = span.end + sep.len_utf8();
        Part::at(input, span)
    })
}

/// The part of `part` after its first `skip` bytes (an `abs_path` after its
/// leading "/"), as production `Q`; an empty part at the end when `skip`
/// goes past it.
pub(crate) fn after<'a, P, Q>(part: Part<'a, P>, skip: usize) -> Part<'a, Q> {
    let start = (part.span.start + skip).min(part.span.end);
    Part::at(part.input, Span::new(start, part.span.end))
}

impl<P> Clone for Part<'_, P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P> Copy for Part<'_, P> {}

/// `Name { raw, offset }`, `Name` the marker's type name (`AbsPath`,
/// `Text`): the text and where it starts.
impl<P> fmt::Debug for Part<'_, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = std::any::type_name::<P>();
        let name = path.rsplit("::").next().unwrap_or(path);
        f.debug_struct(name)
            .field("raw", &self.as_str())
            .field("offset", &self.span.start)
            .finish()
    }
}

/// The text, as in the input.
impl<P> fmt::Display for Part<'_, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl<P> AsRef<str> for Part<'_, P> {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

// Equality, order and hash are those of `(text, offset)`: the same text at
// the same place, whatever else the input holds.

impl<P> PartialEq for Part<'_, P> {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str() && self.span.start == other.span.start
    }
}

impl<P> Eq for Part<'_, P> {}

impl<P> PartialOrd for Part<'_, P> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<P> Ord for Part<'_, P> {
    fn cmp(&self, other: &Self) -> Ordering {
        (self.as_str(), self.span.start).cmp(&(other.as_str(), other.span.start))
    }
}

impl<P> Hash for Part<'_, P> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
        self.span.start.hash(state);
    }
}

/// The value of one named part ([`Parts::for_each`](crate::Parts::for_each)), as the `urispec
/// check --json` record holds it under the part's key: `None` is the
/// record's `null` (the input has no such part, or the grammar rejected
/// it).
///
/// ```
/// use urispec::{parse, Edition, PartValue};
/// let mut values = Vec::new();
/// parse(Edition::Rfc1630, "news:a+b")?.for_each_part(|key, value| {
///     let value = match value {
///         PartValue::Text(text) => format!("{text:?}"),
///         PartValue::Flag(flag) => format!("{flag:?}"),
///         PartValue::List(list) => format!("{list:?}"),
///     };
///     values.push(format!("{key}={value}"));
/// });
/// assert_eq!(values[0], r#"scheme=Some("news")"#);
/// assert_eq!(values[4], r#"segments=Some(["a+b"])"#);
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PartValue<'p, 'a> {
    /// A part's text as in the input (every part but the two below).
    Text(Option<&'a str>),
    /// Whether the URL starts with the `URL:` preprefix (`prefixed`: RFC
    /// 1738 §2.2, the URL drafts' `prefixedurl`).
    Flag(Option<bool>),
    /// A list of texts: the generic family's `segments` (its `path` split
    /// at `/`) and `search_words` (its `search` split at `+`; RFC 1630,
    /// "BNF of Generic URI Syntax").
    List(Option<&'p [&'a str]>),
}
