//! The generic URI syntax of TBL's "URIs in WWW" draft and RFC 1630: a
//! `fragmentaddress` is a `uri` (`scheme : path [ ? search ]`) with an
//! optional `# fragmentid`.
//!
//! ```text
//! fragmentaddress  uri [ # fragmentid ]
//! uri              scheme : path [ ? search ]
//! scheme           ialpha
//! path             void | xpalphas [ / path ]
//! search           xalphas [ + search ]
//! fragmentid       xalphas
//! ```
//!
//! The generic grammar knows no authority: in `http://host/p` the `//host/p`
//! is all `path`, whose first two segments are void.
//!
//! Both editions ([`crate::syntax::generic::uri_draft`], [`crate::syntax::generic::rfc1630`]) build the same
//! types; [`Fragmentaddress::spec`] tells which grammar accepted the input.
//!
//! # Differences from the specification
//!
//! - `path` may hold void segments anywhere (`magic://a/b/c//d/e/f`), as the
//!   documents' own examples need; the printed BNF allows one only at the end.
//! - `fragmentid` may be void (`x:y#`), as the prose allows.
//! - `xpalphas` is read as `xpalpha [ xpalphas ]`: the printed
//!   `xpalpha [ xpalpha ]` is a typo.
//!
//! Each is tagged `DEVIATION` at its rule in `grammar/rfc1630.pest` and
//! `grammar/uri-draft.pest`.

mod access;
mod parts;
pub mod production;
mod record;
pub mod rfc1630;
pub mod uri_draft;

use std::fmt;

use crate::edition::{Edition, GenericGrammar};
use crate::error::SyntaxError;
use crate::escape;
use crate::grammar;
use crate::grammar::walk::GenericWalk;
use crate::part::Part;
use crate::syntax::owned::Owned;

pub use parts::Parts;
pub(crate) use record::{GenericRecord, Spans};

/// A `fragmentaddress`: a URI with an optional fragment identifier
/// (RFC 1630, "BNF of Generic URI Syntax", p.22).
///
/// ```text
/// fragmentaddress  uri [ # fragmentid ]
/// ```
///
/// Borrows from the input; `Display` writes the input back byte for byte.
///
/// # Examples
///
/// ```
/// let fa = urispec::rfc1630::parse("http://info.cern.ch/a/b?x+y#frag")?;
/// assert_eq!(fa.uri().scheme().as_str(), "http");
/// assert_eq!(fa.uri().path().as_str(), "//info.cern.ch/a/b");
/// assert_eq!(fa.uri().search().unwrap().words().collect::<Vec<_>>(), ["x", "y"]);
/// assert_eq!(fa.fragmentid().unwrap().as_str(), "frag");
/// assert_eq!(fa.to_string(), "http://info.cern.ch/a/b?x+y#frag");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Fragmentaddress<'a> {
    spec: Edition,
    input: &'a str,
    spans: Spans,
}

/// An owned [`Fragmentaddress`]: the text and where its parts lie (one
/// [`Owned`] form serves every family; its methods and traits are written
/// there).
///
/// `FromStr` parses under RFC 1630's generic grammar (the published edition);
/// use [`FragmentaddressBuf::parse_with`] for the draft.
///
/// ```
/// use urispec::generic::FragmentaddressBuf;
/// let owned: FragmentaddressBuf = "news:comp.infosystems.www".parse()?;
/// assert_eq!(owned.view().uri().path().as_str(), "comp.infosystems.www");
/// assert_eq!(owned.to_string(), "news:comp.infosystems.www");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
///
/// `TryFrom<&str>` and `TryFrom<String>` (which keeps the string) parse as
/// `FromStr` does. Equality includes the edition, so there is no
/// `Borrow<str>`; `AsRef<str>` and `From<FragmentaddressBuf> for String` give
/// the text. Ordered by text, then by edition.
pub type FragmentaddressBuf = Owned<GenericRecord>;

impl FragmentaddressBuf {
    /// Parse under the generic grammar of `grammar`.
    ///
    /// # Errors
    ///
    /// A [`SyntaxError`] when the text does not match.
    pub fn parse_with(
        grammar: crate::edition::GenericGrammar,
        text: &str,
    ) -> Result<Self, SyntaxError> {
        Ok(parse_with(grammar, text)?.into_owned())
    }
}

/// A `uri` of the generic syntax (RFC 1630, "BNF of Generic URI Syntax", p.22).
///
/// ```text
/// uri  scheme : path [ ? search ]
/// ```
///
/// ```
/// let fa = urispec::rfc1630::parse("http://info.cern.ch/a/b?x+y#frag")?;
/// let uri = fa.uri();
/// assert_eq!(uri.as_str(), "http://info.cern.ch/a/b?x+y");
/// assert_eq!(uri.scheme().as_str(), "http");
/// assert_eq!(uri.search().unwrap().as_str(), "x+y");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Uri<'a> {
    raw: &'a str,
    scheme: Scheme<'a>,
    path: Path<'a>,
    search: Option<Search<'a>>,
}

/// A `scheme` (RFC 1630, "BNF of Generic URI Syntax", p.22: `scheme  ialpha`;
/// [`production::Scheme`]).
///
/// Kept as written: the generic grammar does not fold case.
///
/// ```
/// let fa = urispec::rfc1630::parse("HTTP://info.cern.ch/")?;
/// assert_eq!(fa.uri().scheme().as_str(), "HTTP");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type Scheme<'a> = Part<'a, production::Scheme>;

/// A `path` (RFC 1630, "BNF of Generic URI Syntax", p.22): segments separated
/// by `/`, void ones kept ([`production::Path`]).
///
/// ```
/// let fa = urispec::rfc1630::parse("magic://a/b/c//d/e/")?;
/// let segments: Vec<_> = fa.uri().path().segments().collect();
/// assert_eq!(segments, ["", "", "a", "b", "c", "", "d", "e", ""]);
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type Path<'a> = Part<'a, production::Path>;

/// A `search` (RFC 1630, "BNF of Generic URI Syntax", p.22): words separated
/// by `+`, the plus sign "shorthand notation for a space" ([`production::Search`]).
///
/// ```
/// let fa = urispec::rfc1630::parse("http://a/b?marie%2Dclaude+x")?;
/// let search = fa.uri().search().unwrap();
/// assert_eq!(search.words().collect::<Vec<_>>(), ["marie%2Dclaude", "x"]);
/// assert_eq!(search.to_text().as_deref(), Ok("marie-claude x"));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type Search<'a> = Part<'a, production::Search>;

/// A `fragmentid` (RFC 1630, "BNF of Generic URI Syntax", p.22), possibly
/// void ([`production::Fragmentid`]).
///
/// ```
/// let fa = urispec::rfc1630::parse("http://info.cern.ch/a/b?x+y#frag")?;
/// let id = fa.fragmentid().unwrap();
/// assert_eq!((id.as_str(), id.span()), ("frag", 28..32));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type Fragmentid<'a> = Part<'a, production::Fragmentid>;

impl<'a> Fragmentaddress<'a> {
    /// Build the AST from the byte ranges a parser found in `input`.
    ///
    /// The ranges must be those of a successful parse (any parser of the
    /// grammar gives the same ones); they are not re-validated.
    pub(crate) fn from_spans(spec: Edition, input: &'a str, spans: &Spans) -> Self {
        Fragmentaddress {
            spec,
            input,
            spans: *spans,
        }
    }

    /// The edition whose grammar accepted the input.
    pub fn spec(&self) -> Edition {
        self.spec
    }

    /// The whole input.
    pub fn as_str(&self) -> &'a str {
        self.input
    }

    /// The `uri` before any `#`.
    pub fn uri(&self) -> Uri<'a> {
        let (input, spans) = (self.input, self.spans);
        Uri {
            raw: &input[..spans.search.map_or(spans.path.end, |s| s.end)],
            scheme: Scheme::at(input, spans.scheme),
            path: Path::at(input, spans.path),
            search: spans.search.map(|span| Search::at(input, span)),
        }
    }

    /// The `fragmentid` after `#`: `None` without `#`, a void one for a final `#`.
    pub fn fragmentid(&self) -> Option<Fragmentid<'a>> {
        self.spans
            .fragmentid
            .map(|span| Fragmentid::at(self.input, span))
    }

    /// An owned copy that no longer borrows the input.
    pub fn into_owned(self) -> FragmentaddressBuf {
        Owned::of(self)
    }

    /// Equivalence "at the same encoding level": two URIs are the same when
    /// they differ only in escapes of characters that have no special meaning
    /// (RFC 1630, "Encoding reserved characters": `marie%2Dclaude` is
    /// `marie-claude`, but `bertram%2Fmarie` is not `bertram/marie`).
    ///
    /// Escapes of reserved characters (`%2F`, `%3F`, `%23`, `%2B`, ...) and
    /// of octets outside the URI character set are compared as written
    /// (hex digits case-insensitively); everything else is compared after decoding.
    pub fn equivalent(&self, other: &Fragmentaddress<'_>) -> bool {
        self.normal_form() == other.normal_form()
    }
}

impl<'a> Uri<'a> {
    /// The text of the `uri`.
    pub fn as_str(&self) -> &'a str {
        self.raw
    }

    /// The `scheme` before the first `:`.
    pub fn scheme(&self) -> Scheme<'a> {
        self.scheme
    }

    /// The `path` after the `:` (the generic grammar has no authority: `//host` is path).
    pub fn path(&self) -> Path<'a> {
        self.path
    }

    /// The `search` after `?`, if there is one.
    pub fn search(&self) -> Option<Search<'a>> {
        self.search
    }
}

impl<'a> Part<'a, production::Path> {
    /// The raw segments between `/`, void ones included: `//a/b` gives `"", "", "a", "b"`.
    ///
    /// No segment holds an unencoded `/`, so splitting is exact.
    pub fn segments(&self) -> std::str::Split<'a, char> {
        self.as_str().split('/')
    }
}

impl<'a> Part<'a, production::Search> {
    /// The raw words between `+` signs.
    ///
    /// In the generic grammar no `xalphas` holds a `+`, so splitting is exact.
    pub fn words(&self) -> std::str::Split<'a, char> {
        self.as_str().split('+')
    }

    /// The search as text: words decoded and joined by spaces (`+` means a
    /// space; an escaped `%2B` stays a plus sign), as [`escape::search_text`]
    /// gives it.
    ///
    /// # Errors
    ///
    /// [`escape::DecodeError::NotUtf8`] where an escape gives octets that
    /// are not UTF-8, with its offset in the search.
    pub fn to_text(&self) -> Result<String, escape::DecodeError> {
        escape::search_text(self.as_str())
    }
}

impl fmt::Display for Fragmentaddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.input)
    }
}

impl fmt::Display for Uri<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.raw)
    }
}

impl<'a> TryFrom<&'a str> for Fragmentaddress<'a> {
    type Error = SyntaxError;

    /// Parse under RFC 1630's generic grammar (see [`crate::syntax::generic::rfc1630::parse`]).
    fn try_from(input: &'a str) -> Result<Self, Self::Error> {
        crate::syntax::generic::rfc1630::parse(input)
    }
}

impl AsRef<str> for Fragmentaddress<'_> {
    fn as_ref(&self) -> &str {
        self.input
    }
}

impl AsRef<str> for Uri<'_> {
    fn as_ref(&self) -> &str {
        self.raw
    }
}

// Text first, then the edition; the spans follow from the two.

impl PartialOrd for Fragmentaddress<'_> {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Fragmentaddress<'_> {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        (self.input, self.spec).cmp(&(other.input, other.spec))
    }
}

// ---------------------------------------------------------------------------
/// Check a partial form under the generic grammar of `grammar`, as
/// resolution reads a reference without a scheme: `path [ ? search ] [ #
/// fragmentid ]`, the entry rule `partial_eoi` of its `.pest` file (the
/// "Partial (relative) form" prose, which the BNF gives no production).
pub(crate) fn check_partial(grammar: GenericGrammar, input: &str) -> Result<(), SyntaxError> {
    crate::grammar::with_parser!(GenericGrammar: grammar, G => crate::grammar::check::<G>(G::PARTIAL, input))
}

/// Parse `input` with the generic grammar `G`: one parse, one walk filling
/// the record through `G`'s walker table.
pub(crate) fn parse<G: GenericWalk>(input: &str) -> Result<Fragmentaddress<'_>, SyntaxError> {
    let mut spans = Spans::default();
    grammar::read::<G, _>(G::ENTRY, input, G::role, &mut spans)?;
    Ok(Fragmentaddress::from_spans(G::EDITION, input, &spans))
}

/// Parse a `fragmentaddress` (`fragmentaddress  uri [ # fragmentid ]`,
/// RFC 1630 "BNF of Generic URI Syntax", and the URI draft's "BNF syntax")
/// under the generic grammar of `grammar`: what each edition's module
/// ([`uri_draft::parse`], [`rfc1630::parse`]) does for its own.
///
/// # Errors
///
/// A [`SyntaxError`] naming the edition's productions.
///
/// ```
/// use urispec::{generic, GenericGrammar};
/// for grammar in GenericGrammar::ALL {
///     let fa = generic::parse_with(grammar, "http://info.cern.ch/a?x+y#frag")?;
///     assert_eq!((fa.spec(), fa.uri().path().as_str()), (grammar.into(), "//info.cern.ch/a"));
/// }
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[inline]
pub fn parse_with(
    grammar: crate::edition::GenericGrammar,
    input: &str,
) -> Result<Fragmentaddress<'_>, SyntaxError> {
    crate::grammar::with_parser!(GenericGrammar: grammar, G => parse::<G>(input))
}

/// The `scheme` of `input` where it is a `fragmentaddress` under `grammar`
/// (RFC 1630, "BNF of Generic URI Syntax"): [`parse_with`]'s verdict, error
/// and scheme, with no other part kept (what a tally by scheme needs).
#[inline]
pub(crate) fn scheme_with(
    grammar: crate::edition::GenericGrammar,
    input: &str,
) -> Result<&str, SyntaxError> {
    // Every `fragmentaddress` has a scheme (`uri = scheme ":" path`); a
    // tree without one would read it as empty, and so does this.
    let scheme = crate::grammar::with_parser!(GenericGrammar: grammar, G => {
        grammar::read_scheme::<G, _>(G::ENTRY, input, G::role)
    })?;
    Ok(scheme.unwrap_or(""))
}
