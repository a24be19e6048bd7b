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
//! Both editions ([`crate::uri_draft`], [`crate::rfc1630`]) build the same
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

use std::fmt;
use std::ops::Range;
use std::str::FromStr;

use pest::iterators::Pair;

use crate::error::SyntaxError;
use crate::escape;
use crate::grammar::{self, PestGrammar};
use crate::spec::Spec;

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
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Fragmentaddress<'a> {
    spec: Spec,
    input: &'a str,
    uri: Uri<'a>,
    fragmentid: Option<Fragmentid<'a>>,
}

/// A `uri` of the generic syntax (RFC 1630, "BNF of Generic URI Syntax", p.22).
///
/// ```text
/// uri  scheme : path [ ? search ]
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Uri<'a> {
    raw: &'a str,
    scheme: Scheme<'a>,
    path: Path<'a>,
    search: Option<Search<'a>>,
}

/// A `scheme` (RFC 1630, "BNF of Generic URI Syntax", p.22).
///
/// ```text
/// scheme  ialpha
/// ialpha  alpha [ xalphas ]
/// ```
///
/// Kept as written: the generic grammar does not fold case.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Scheme<'a> {
    raw: &'a str,
    offset: usize,
}

/// A `path` (RFC 1630, "BNF of Generic URI Syntax", p.22): segments separated
/// by `/`, void ones kept.
///
/// ```text
/// path  void | xpalphas [ / path ]
/// ```
///
/// ```
/// let fa = urispec::rfc1630::parse("magic://a/b/c//d/e/")?;
/// let segments: Vec<_> = fa.uri().path().segments().collect();
/// assert_eq!(segments, ["", "", "a", "b", "c", "", "d", "e", ""]);
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Path<'a> {
    raw: &'a str,
    offset: usize,
}

/// A `search` (RFC 1630, "BNF of Generic URI Syntax", p.22): words separated by `+`.
///
/// ```text
/// search  xalphas [ + search ]
/// ```
///
/// > Within the query string, the plus sign is reserved as shorthand notation
/// > for a space.
///
/// --- RFC 1630, "Query strings"
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Search<'a> {
    raw: &'a str,
    offset: usize,
}

/// A `fragmentid` (RFC 1630, "BNF of Generic URI Syntax", p.22), possibly void.
///
/// ```text
/// fragmentid  xalphas
/// ```
///
/// > If the fragment-id is void, the hash sign may be omitted: A void
/// > fragment-id with or without the hash sign means that the URL refers to
/// > the whole object.
///
/// --- RFC 1630, "Fragment-id"
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Fragmentid<'a> {
    raw: &'a str,
    offset: usize,
}

/// Byte ranges of the parts of a `fragmentaddress` in its input: all a
/// parser needs to hand over to build the AST.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Spans {
    pub(crate) scheme: Range<usize>,
    pub(crate) path: Range<usize>,
    pub(crate) search: Option<Range<usize>>,
    pub(crate) fragmentid: Option<Range<usize>>,
}

impl<'a> Fragmentaddress<'a> {
    /// Build the AST from the byte ranges a parser found in `input`.
    ///
    /// The ranges must be those of a successful parse (any parser of the
    /// grammar gives the same ones); they are not re-validated.
    pub(crate) fn from_spans(spec: Spec, input: &'a str, spans: &Spans) -> Self {
        let uri_end = spans.search.as_ref().map_or(spans.path.end, |s| s.end);
        let part = |r: &Range<usize>| (&input[r.clone()], r.start);
        let (raw, offset) = part(&spans.scheme);
        let scheme = Scheme { raw, offset };
        let (raw, offset) = part(&spans.path);
        let path = Path { raw, offset };
        let search = spans.search.as_ref().map(|r| {
            let (raw, offset) = part(r);
            Search { raw, offset }
        });
        let fragmentid = spans.fragmentid.as_ref().map(|r| {
            let (raw, offset) = part(r);
            Fragmentid { raw, offset }
        });
        Fragmentaddress {
            spec,
            input,
            uri: Uri {
                raw: &input[..uri_end],
                scheme,
                path,
                search,
            },
            fragmentid,
        }
    }

    /// The byte ranges of the parts, for the owned form.
    pub(crate) fn spans(&self) -> Spans {
        Spans {
            scheme: self.uri.scheme.span(),
            path: self.uri.path.span(),
            search: self.uri.search.map(|s| s.span()),
            fragmentid: self.fragmentid.map(|f| f.span()),
        }
    }

    /// The edition whose grammar accepted the input.
    pub fn spec(&self) -> Spec {
        self.spec
    }

    /// The whole input.
    pub fn as_str(&self) -> &'a str {
        self.input
    }

    /// The `uri` before any `#`.
    pub fn uri(&self) -> Uri<'a> {
        self.uri
    }

    /// The `fragmentid` after `#`: `None` without `#`, a void one for a final `#`.
    pub fn fragmentid(&self) -> Option<Fragmentid<'a>> {
        self.fragmentid
    }

    /// An owned copy that no longer borrows the input.
    pub fn into_owned(self) -> FragmentaddressBuf {
        FragmentaddressBuf {
            spec: self.spec,
            text: self.input.to_owned(),
            spans: self.spans(),
        }
    }

    /// Equivalence "at the same encoding level": two URIs are the same when
    /// they differ only in escapes of characters that have no special meaning
    /// (RFC 1630, "Encoding reserved characters": `marie%2Dclaude` is
    /// `marie-claude`, but `bertram%2Fmarie` is not `bertram/marie`).
    ///
    /// Escapes of reserved characters (`%2F`, `%3F`, `%23`, `%2B`, ...) and
    /// of octets outside the URI character set are compared as written
    /// (hex digits case-insensitively); everything else is compared after decoding.
    ///
    /// ```
    /// use urispec::rfc1630::parse;
    /// let a = parse("http://info.cern.ch/albert/bertram/marie-claude")?;
    /// let b = parse("http://info.cern.ch/albert/bertram/marie%2Dclaude")?;
    /// let c = parse("http://info.cern.ch/albert/bertram%2Fmarie-claude")?;
    /// assert!(a.equivalent(&b));
    /// assert!(!a.equivalent(&c));
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub fn equivalent(&self, other: &Fragmentaddress<'_>) -> bool {
        escape::normalize_unreserved(self.input) == escape::normalize_unreserved(other.input)
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

leaf_accessors!(Scheme, Path, Search, Fragmentid);

impl<'a> Path<'a> {
    /// The raw segments between `/`, void ones included: `//a/b` gives `"", "", "a", "b"`.
    ///
    /// No segment holds an unencoded `/`, so splitting is exact.
    pub fn segments(&self) -> std::str::Split<'a, char> {
        self.raw.split('/')
    }
}

impl<'a> Search<'a> {
    /// The raw words between `+` signs.
    ///
    /// In the generic grammar no `xalphas` holds a `+`, so splitting is exact.
    pub fn words(&self) -> std::str::Split<'a, char> {
        self.raw.split('+')
    }

    /// The search as text: each word decoded, the `+` separators read as spaces
    /// (an escaped `%2B` stays a plus sign). `None` where an escape gives an
    /// octet sequence that is not UTF-8.
    pub fn to_text(&self) -> Option<String> {
        escape::search_text(self.raw)
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

/// An owned [`Fragmentaddress`]: the text and where its parts lie.
///
/// `FromStr` parses under RFC 1630's generic grammar (the published edition);
/// use [`FragmentaddressBuf::parse_with`] for the draft.
///
/// ```
/// use urispec::generic::FragmentaddressBuf;
/// let owned: FragmentaddressBuf = "news:comp.infosystems.www".parse()?;
/// assert_eq!(owned.borrow().uri().path().as_str(), "comp.infosystems.www");
/// assert_eq!(owned.to_string(), "news:comp.infosystems.www");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FragmentaddressBuf {
    spec: Spec,
    text: String,
    spans: Spans,
}

impl FragmentaddressBuf {
    /// Parse under the generic grammar of `grammar`.
    ///
    /// # Errors
    ///
    /// A [`SyntaxError`] when the text does not match.
    pub fn parse_with(grammar: crate::GenericGrammar, text: &str) -> Result<Self, SyntaxError> {
        let parsed = match grammar {
            crate::GenericGrammar::UriDraft => crate::uri_draft::parse(text)?,
            crate::GenericGrammar::Rfc1630 => crate::rfc1630::parse(text)?,
        };
        Ok(parsed.into_owned())
    }

    /// The borrowed view.
    pub fn borrow(&self) -> Fragmentaddress<'_> {
        Fragmentaddress::from_spans(self.spec, &self.text, &self.spans)
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        &self.text
    }
}

impl FromStr for FragmentaddressBuf {
    type Err = SyntaxError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(crate::rfc1630::parse(s)?.into_owned())
    }
}

impl fmt::Display for FragmentaddressBuf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

// ---------------------------------------------------------------------------
// Walking pest pairs into spans (one function per rule that carries meaning).

/// The rules of a generic grammar the walker needs to tell apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Node {
    Fragmentaddress,
    Uri,
    Scheme,
    Path,
    Search,
    Fragmentid,
    /// A rule inside the ones above, read through its parent's text.
    Leaf,
}

/// A grammar with the generic `fragmentaddress` shape.
pub(crate) trait GenericPest: PestGrammar {
    /// The anchored entry point (`SOI ~ fragmentaddress ~ EOI`).
    const ENTRY: Self::Rule;
    /// What a rule is to the walker; an exhaustive match in every grammar.
    fn node(rule: Self::Rule) -> Node;
}

/// Parse `input` with the generic grammar `G`.
pub(crate) fn parse<G: GenericPest>(input: &str) -> Result<Fragmentaddress<'_>, SyntaxError> {
    let mut pairs = grammar::parse::<G>(G::ENTRY, input)?;
    // The entry rule is silent, so its first pair is `fragmentaddress` (then EOI).
    let pair = pairs
        .next()
        .expect("fragmentaddress_eoi always yields fragmentaddress");
    Ok(Fragmentaddress::from_spans(
        G::SPEC,
        input,
        &fragmentaddress::<G>(pair),
    ))
}

fn fragmentaddress<G: GenericPest>(pair: Pair<'_, G::Rule>) -> Spans {
    debug_assert_eq!(G::node(pair.as_rule()), Node::Fragmentaddress);
    let mut spans = Spans {
        scheme: 0..0,
        path: 0..0,
        search: None,
        fragmentid: None,
    };
    for child in pair.into_inner() {
        match G::node(child.as_rule()) {
            Node::Uri => uri::<G>(child, &mut spans),
            Node::Fragmentid => spans.fragmentid = Some(range(&child)),
            Node::Fragmentaddress | Node::Scheme | Node::Path | Node::Search | Node::Leaf => {
                unreachable!("fragmentaddress holds only uri and fragmentid")
            }
        }
    }
    spans
}

fn uri<G: GenericPest>(pair: Pair<'_, G::Rule>, spans: &mut Spans) {
    debug_assert_eq!(G::node(pair.as_rule()), Node::Uri);
    for child in pair.into_inner() {
        match G::node(child.as_rule()) {
            Node::Scheme => spans.scheme = range(&child),
            Node::Path => spans.path = range(&child),
            Node::Search => spans.search = Some(range(&child)),
            Node::Fragmentaddress | Node::Uri | Node::Fragmentid | Node::Leaf => {
                unreachable!("uri holds only scheme, path and search")
            }
        }
    }
}

fn range<R: pest::RuleType>(pair: &Pair<'_, R>) -> Range<usize> {
    let span = pair.as_span();
    span.start()..span.end()
}
