//! Parses URIs and URLs exactly as the early-web specifications wrote them,
//! from Tim Berners-Lee's 1993/94 drafts to RFC 2396.
//!
//! Each edition's BNF is transcribed almost verbatim into a pest grammar under
//! `grammar/`; this crate walks the parse into typed, zero-copy syntax trees
//! whose `Display` gives the input back byte for byte.
//!
//! # Terminology
//!
//! - **spec** ([`Spec`]): one edition of one document, named as on the command
//!   line (`uri-draft`, `rfc1630`, ...).
//! - **production**: a rule of a spec's grammar, under the spec's own name
//!   (`fragmentaddress`, `xpalphas`); errors and parse trees name productions.
//! - **generic syntax** ([`generic`]): the scheme-independent
//!   `scheme : path [ ? search ] [ # fragmentid ]` of the draft and RFC 1630.
//! - **specific URL schemes** ([`url`]): the `httpaddress`, `ftpaddress`, ...
//!   productions of RFC 1630's "BNF for specific URL schemes" and the URL
//!   drafts, one typed struct per scheme.
//! - **escape**: `%` followed by two hex digits ([`escape`]).
//! - **deviation**: a place where a grammar departs from the printed BNF,
//!   tagged `DEVIATION(kind)` at its rule (see `grammar/README.md`).
//!
//! # Specifications
//!
//! | spec | document | grammar | module |
//! | --- | --- | --- | --- |
//! | `uri-draft` | TBL, "URIs in WWW" Internet Draft, "BNF syntax" (seed 000) | `grammar/uri-draft.pest` | [`uri_draft`] |
//! | `rfc1630` | RFC 1630, "BNF of Generic URI Syntax" | `grammar/rfc1630.pest` | [`rfc1630`] |
//! | `rfc1630-url` | RFC 1630, "BNF for specific URL schemes" | `grammar/rfc1630-url.pest` | [`url::rfc1630_url`] |
//! | `url-draft-02` | the October 1993 URL Internet Draft (seed 003), "BNF syntax" | `grammar/url-draft-02.pest` | [`url::url_draft_02`] |
//! | `url-draft-03` | draft-ietf-uri-url-03, "BNF for specific URL schemes" | `grammar/url-draft-03.pest` | [`url::url_draft_03`] |
//!
//! # Example
//!
//! ```
//! use urispec::{rfc1630, uri_draft};
//!
//! // The generic grammar has no authority: `//host/...` is path.
//! let fa = rfc1630::parse("http://www.w3.org/albert/bertram/marie-claude")?;
//! assert_eq!(fa.uri().path().as_str(), "//www.w3.org/albert/bertram/marie-claude");
//!
//! // RFC 1630 reserves `:`, so a port is rejected by its generic grammar,
//! // while the draft's `extra` still allowed it.
//! let err = rfc1630::parse("http://info.cern.ch:8000/imaginary/test").unwrap_err();
//! assert_eq!(err.offset(), 19);
//! assert!(uri_draft::parse("http://info.cern.ch:8000/imaginary/test").is_ok());
//!
//! // "Example 3": a `%` must start an escape.
//! let err = rfc1630::parse("news:12345667123%asdghfh@info.cern.ch").unwrap_err();
//! assert_eq!(err.offset(), 16);
//! assert_eq!(err.expected()[0].name(), "escape");
//! # Ok::<(), urispec::SyntaxError>(())
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs, rust_2018_idioms)]

pub mod error;
pub mod escape;
pub mod examples;
pub mod explain;
#[doc(hidden)]
pub mod generate;
pub mod generic;
mod grammar;
pub mod spec;
pub mod url;

pub use error::{Error, Expected, SyntaxError};
pub use explain::Tree;
pub use spec::{Production, Spec};

/// The generic syntax of TBL's "URIs in WWW" Internet Draft (seed 000), section
/// "BNF syntax": `grammar/uri-draft.pest`.
///
/// Differs from [`rfc1630`] in its character classes: `extra` still holds `:`,
/// `;` and space, and `safe` lists `-` twice.
pub mod uri_draft {
    pub use crate::generic::{
        Fragmentaddress, FragmentaddressBuf, Fragmentid, Path, Scheme, Search, Uri,
    };

    /// Parse a `fragmentaddress` (uri-draft "BNF syntax":
    /// `fragmentaddress  uri [ # fragmentid ]`).
    ///
    /// # Errors
    ///
    /// A [`SyntaxError`](crate::SyntaxError) naming the draft's productions.
    pub fn parse(input: &str) -> Result<Fragmentaddress<'_>, crate::SyntaxError> {
        crate::generic::parse::<crate::grammar::uri_draft::Parser>(input)
    }
}

/// The generic syntax of RFC 1630, "BNF of Generic URI Syntax" (pp. 22-23):
/// `grammar/rfc1630.pest`.
pub mod rfc1630 {
    pub use crate::generic::{
        Fragmentaddress, FragmentaddressBuf, Fragmentid, Path, Scheme, Search, Uri,
    };

    /// Parse a `fragmentaddress` (RFC 1630 "BNF of Generic URI Syntax", p.22:
    /// `fragmentaddress  uri [ # fragmentid ]`).
    ///
    /// # Errors
    ///
    /// A [`SyntaxError`](crate::SyntaxError) naming RFC 1630's productions.
    ///
    /// # Examples
    ///
    /// ```
    /// let fa = urispec::rfc1630::parse("news:comp.infosystems.www")?;
    /// assert_eq!(fa.uri().scheme().as_str(), "news");
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub fn parse(input: &str) -> Result<Fragmentaddress<'_>, crate::SyntaxError> {
        crate::generic::parse::<crate::grammar::rfc1630::Parser>(input)
    }
}

impl<'a> TryFrom<&'a str> for generic::Fragmentaddress<'a> {
    type Error = SyntaxError;

    /// Parse under RFC 1630's generic grammar (see [`rfc1630::parse`]).
    fn try_from(input: &'a str) -> Result<Self, Self::Error> {
        rfc1630::parse(input)
    }
}

/// A parse under any edition: the typed tree of that edition's grammar.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Parsed<'a> {
    /// `uri-draft` or `rfc1630`: a generic `fragmentaddress`.
    Generic(generic::Fragmentaddress<'a>),
    /// `rfc1630-url`, `url-draft-02` or `url-draft-03`: a URL of a specific
    /// scheme (or a generic one for a scheme no production names).
    Url(url::ParsedUrl<'a>),
}

/// The value of one part of a [`Parsed`] input, as [`Parsed::parts`] lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum PartValue<'a> {
    /// The part is absent (`null` in JSON).
    Absent,
    /// The raw text, as in the input (possibly empty: present but void).
    Text(&'a str),
    /// Raw pieces (path segments, search words).
    List(Vec<&'a str>),
    /// A yes/no property (`prefixed`).
    Flag(bool),
}

impl<'a> Parsed<'a> {
    /// Every part under its spec name, in a fixed order per grammar: what
    /// `urispec parse --json` prints and the snapshot tests show. A part the
    /// input lacks is [`PartValue::Absent`].
    ///
    /// ```
    /// use urispec::{parse, PartValue, Spec};
    /// let parsed = parse(Spec::Rfc1630, "g:h")?;
    /// assert_eq!(parsed.parts()[0], ("scheme", PartValue::Text("g")));
    /// # Ok::<(), urispec::Error>(())
    /// ```
    pub fn parts(&self) -> Vec<(&'static str, PartValue<'a>)> {
        match self {
            Parsed::Generic(fa) => {
                let uri = fa.uri();
                let text = |t: Option<&'a str>| t.map_or(PartValue::Absent, PartValue::Text);
                vec![
                    ("scheme", PartValue::Text(uri.scheme().as_str())),
                    ("path", PartValue::Text(uri.path().as_str())),
                    ("search", text(uri.search().map(|s| s.as_str()))),
                    ("fragment", text(fa.fragmentid().map(|f| f.as_str()))),
                    ("segments", PartValue::List(uri.path().segments().collect())),
                    (
                        "search_words",
                        uri.search()
                            .map_or(PartValue::Absent, |s| PartValue::List(s.words().collect())),
                    ),
                ]
            }
            Parsed::Url(u) => u.parts(),
        }
    }

    /// The names [`parts`](Self::parts) gives for every input of `spec`
    /// (empty for an edition without a grammar).
    pub fn part_names(spec: Spec) -> &'static [&'static str] {
        match spec {
            Spec::UriDraft | Spec::Rfc1630 => &[
                "scheme",
                "path",
                "search",
                "fragment",
                "segments",
                "search_words",
            ],
            Spec::Rfc1630Url | Spec::UrlDraft02 | Spec::UrlDraft03 => url::part_names(spec),
            Spec::Rfc1808 | Spec::Rfc2396 | Spec::Rfc3986 => &[],
        }
    }
}

impl std::fmt::Display for Parsed<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Parsed::Generic(fa) => fa.fmt(f),
            Parsed::Url(u) => u.fmt(f),
        }
    }
}

/// The editions [`parse`] and [`explain`] accept, in the order the examples
/// table shows them.
pub const GRAMMARS: &[Spec] = &[
    Spec::UriDraft,
    Spec::Rfc1630,
    Spec::Rfc1630Url,
    Spec::UrlDraft02,
    Spec::UrlDraft03,
];

/// Parse `input` under the grammar of `spec`.
///
/// # Errors
///
/// [`Error::Syntax`] when the input does not match; [`Error::NoGrammar`] for
/// an edition without a grammar here (see [`GRAMMARS`]).
///
/// ```
/// use urispec::{parse, Parsed, Spec};
/// let Parsed::Generic(fa) = parse(Spec::UriDraft, "x-y:a b")? else { unreachable!() };
/// assert_eq!(fa.uri().path().as_str(), "a b");
/// # Ok::<(), urispec::Error>(())
/// ```
pub fn parse(spec: Spec, input: &str) -> Result<Parsed<'_>, Error> {
    match spec {
        Spec::UriDraft => Ok(Parsed::Generic(uri_draft::parse(input)?)),
        Spec::Rfc1630 => Ok(Parsed::Generic(rfc1630::parse(input)?)),
        Spec::Rfc1630Url | Spec::UrlDraft02 | Spec::UrlDraft03 => {
            Ok(Parsed::Url(url::parse(spec, input)?))
        }
        Spec::Rfc1808 | Spec::Rfc2396 | Spec::Rfc3986 => Err(Error::NoGrammar(spec)),
    }
}

/// The parse tree of `input` under the grammar of `spec`, every node labelled
/// with its production and byte span.
///
/// # Errors
///
/// As [`parse`].
///
/// ```
/// let tree = urispec::explain(urispec::Spec::Rfc1630, "news:*")?;
/// assert!(tree.to_string().starts_with("fragmentaddress 0..6 \"news:*\"\n  uri 0..6"));
/// # Ok::<(), urispec::Error>(())
/// ```
pub fn explain(spec: Spec, input: &str) -> Result<Tree<'_>, Error> {
    use grammar::{rfc1630 as g1630, uri_draft as gdraft};
    match spec {
        Spec::UriDraft => Ok(explain::tree::<gdraft::Parser>(
            gdraft::Rule::fragmentaddress_eoi,
            input,
        )?),
        Spec::Rfc1630 => Ok(explain::tree::<g1630::Parser>(
            g1630::Rule::fragmentaddress_eoi,
            input,
        )?),
        Spec::Rfc1630Url | Spec::UrlDraft02 | Spec::UrlDraft03 => url::explain(spec, input),
        Spec::Rfc1808 | Spec::Rfc2396 | Spec::Rfc3986 => Err(Error::NoGrammar(spec)),
    }
}
