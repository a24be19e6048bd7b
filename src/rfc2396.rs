//! RFC 2396 URI references: the grammar of Appendix A "Collected BNF for URI"
//! (`grammar/rfc2396.pest`) and a typed, zero-copy syntax tree.
//!
//! ```text
//! URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
//! absoluteURI   = scheme ":" ( hier_part | opaque_part )
//! relativeURI   = ( net_path | abs_path | rel_path ) [ "?" query ]
//! hier_part     = ( net_path | abs_path ) [ "?" query ]
//! net_path      = "//" authority [ abs_path ]
//! authority     = server | reg_name
//! server        = [ [ userinfo "@" ] hostport ]
//! hostport      = host [ ":" port ]
//! host          = hostname | IPv4address
//! ```
//!
//! Every node borrows from the input; `Display` writes each node's text back
//! byte for byte, and [`UriReference`]'s `Display` gives the whole input.
//!
//! # Examples
//!
//! ```
//! use urispec::rfc2396::{self, Authority, Host};
//!
//! let r = rfc2396::parse("http://user@www.w3.org:8080/a/b;p=1?q#f")?;
//! assert_eq!(r.scheme().unwrap().as_str(), "http");
//! let Some(Authority::Server(server)) = r.authority() else { panic!() };
//! assert_eq!(server.userinfo().unwrap().as_str(), "user");
//! let hostport = server.hostport().unwrap();
//! assert!(matches!(hostport.host(), Host::Hostname(h) if h.as_str() == "www.w3.org"));
//! assert_eq!(hostport.port().unwrap().number(), Some(8080));
//! let last = r.abs_path().unwrap().segments().last().unwrap();
//! assert_eq!(last.name(), "b");
//! assert_eq!(last.params().map(|p| p.as_str()).collect::<Vec<_>>(), ["p=1"]);
//! assert_eq!(r.to_string(), "http://user@www.w3.org:8080/a/b;p=1?q#f");
//!
//! // `server` must take the whole authority, else it is a `reg_name`.
//! let r = rfc2396::parse("http://a@b@c/")?;
//! assert!(matches!(r.authority(), Some(Authority::RegName(n)) if n.as_str() == "a@b@c"));
//!
//! // No IPv6 literals in RFC 2396 (RFC 2732 added them).
//! let e = rfc2396::parse("http://[::1]/").unwrap_err();
//! assert_eq!(e.offset(), 7);
//! assert!(e.note().unwrap().contains("RFC 2732"));
//! # Ok::<(), urispec::SyntaxError>(())
//! ```
//!
//! # Differences from the specification
//!
//! - `relativeURI` also accepts a query alone (`?y`), which Appendix C.1
//!   resolves but the printed BNF cannot produce (`DEVIATION(example)`).
//! - `authority = server | reg_name` is decided as §3.2 intends: `server` only
//!   when it spans the whole authority (`DEVIATION(ambiguity)`).
//! - `domainlabel`, `toplabel` and `hostname` are rewritten for PEG without
//!   changing their language (`DEVIATION(order)`, `DEVIATION(lookahead)`; the
//!   unit tests of `src/grammar/rfc2396.rs` compare them with the printed BNF
//!   on every short string).

use std::fmt;
use std::ops::Range;
use std::str::FromStr;

use pest::iterators::Pair;

use crate::error::SyntaxError;
use crate::grammar::rfc2396::{Parser, Rule};
use crate::grammar::{self};

/// A `URI-reference` (RFC 2396 §4): an absolute or relative URI, or neither,
/// with an optional fragment.
///
/// ```text
/// URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
/// ```
///
/// The empty string is a `URI-reference` (a same-document reference, §4.2).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct UriReference<'a> {
    input: &'a str,
    uri: Option<Uri<'a>>,
    fragment: Option<Fragment<'a>>,
}

/// The URI part of a [`UriReference`]: `absoluteURI | relativeURI` (RFC 2396 §4).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Uri<'a> {
    /// `absoluteURI = scheme ":" ( hier_part | opaque_part )` (§3).
    Absolute(AbsoluteUri<'a>),
    /// `relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]` (§5).
    Relative(RelativeUri<'a>),
}

/// An `absoluteURI` (RFC 2396 §3).
///
/// ```text
/// absoluteURI = scheme ":" ( hier_part | opaque_part )
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct AbsoluteUri<'a> {
    raw: &'a str,
    scheme: Scheme<'a>,
    part: AbsolutePart<'a>,
}

/// What follows `scheme ":"` in an [`AbsoluteUri`] (RFC 2396 §3).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum AbsolutePart<'a> {
    /// `hier_part = ( net_path | abs_path ) [ "?" query ]`.
    Hier(HierPart<'a>),
    /// `opaque_part = uric_no_slash *uric`.
    Opaque(OpaquePart<'a>),
}

/// A `hier_part` (RFC 2396 §3).
///
/// ```text
/// hier_part = ( net_path | abs_path ) [ "?" query ]
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct HierPart<'a> {
    raw: &'a str,
    path: HierPath<'a>,
    query: Option<Query<'a>>,
}

/// The path of a [`HierPart`]: `net_path | abs_path` (RFC 2396 §3).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum HierPath<'a> {
    /// `net_path = "//" authority [ abs_path ]`.
    Net(NetPath<'a>),
    /// `abs_path = "/" path_segments`.
    Abs(AbsPath<'a>),
}

/// A `relativeURI` (RFC 2396 §5).
///
/// ```text
/// relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]
/// ```
///
/// Also a query alone (`?y`), as Appendix C.1 needs.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RelativeUri<'a> {
    raw: &'a str,
    path: RelativePath<'a>,
    query: Option<Query<'a>>,
}

/// The path of a [`RelativeUri`] (RFC 2396 §5).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum RelativePath<'a> {
    /// A network-path reference: `net_path`.
    Net(NetPath<'a>),
    /// An absolute-path reference: `abs_path`.
    Abs(AbsPath<'a>),
    /// A relative-path reference: `rel_path`.
    Rel(RelPath<'a>),
    /// No path, only a query (`?y`; Appendix C.1).
    Empty,
}

/// A `net_path` (RFC 2396 §3).
///
/// ```text
/// net_path = "//" authority [ abs_path ]
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct NetPath<'a> {
    raw: &'a str,
    authority: Authority<'a>,
    abs_path: Option<AbsPath<'a>>,
}

/// An `authority` (RFC 2396 §3.2): server-based when the whole authority
/// matches `server`, registry-based otherwise.
///
/// ```text
/// authority = server | reg_name
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Authority<'a> {
    /// `server = [ [ userinfo "@" ] hostport ]` (§3.2.2); may be empty.
    Server(Server<'a>),
    /// `reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )` (§3.2.1).
    RegName(RegName<'a>),
}

/// A `server` (RFC 2396 §3.2.2), possibly empty (`file:///etc`).
///
/// ```text
/// server = [ [ userinfo "@" ] hostport ]
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Server<'a> {
    raw: &'a str,
    offset: usize,
    userinfo: Option<Userinfo<'a>>,
    hostport: Option<Hostport<'a>>,
}

/// A `hostport` (RFC 2396 §3.2.2).
///
/// ```text
/// hostport = host [ ":" port ]
/// ```
///
/// `port` is kept as written: it may be empty or exceed 65535.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Hostport<'a> {
    raw: &'a str,
    offset: usize,
    host: Host<'a>,
    port: Option<Port<'a>>,
}

/// A `host` (RFC 2396 §3.2.2).
///
/// ```text
/// host = hostname | IPv4address
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Host<'a> {
    /// `hostname = *( domainlabel "." ) toplabel [ "." ]`.
    Hostname(Hostname<'a>),
    /// `IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit` (no range limit).
    Ipv4address(Ipv4address<'a>),
}

/// An `abs_path` (RFC 2396 §3), its leading `/` included.
///
/// ```text
/// abs_path      = "/"  path_segments
/// path_segments = segment *( "/" segment )
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct AbsPath<'a> {
    raw: &'a str,
    offset: usize,
}

/// A `rel_path` (RFC 2396 §5): a first `rel_segment` (no `:`), then an
/// optional `abs_path`.
///
/// ```text
/// rel_path    = rel_segment [ abs_path ]
/// rel_segment = 1*( unreserved | escaped | ";" | "@" | "&" | "=" | "+" | "$" | "," )
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RelPath<'a> {
    raw: &'a str,
    offset: usize,
}

/// A path `segment` with its parameters (RFC 2396 §3.3).
///
/// ```text
/// segment = *pchar *( ";" param )
/// param   = *pchar
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Segment<'a> {
    raw: &'a str,
    offset: usize,
}

/// A `param` of a [`Segment`] (RFC 2396 §3.3): `param = *pchar`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Param<'a> {
    raw: &'a str,
    offset: usize,
}

/// A `scheme` (RFC 2396 §3.1): `scheme = alpha *( alpha | digit | "+" | "-" | "." )`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Scheme<'a> {
    raw: &'a str,
    offset: usize,
}

/// A `userinfo` (RFC 2396 §3.2.2), without its `@`:
/// `userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," )`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Userinfo<'a> {
    raw: &'a str,
    offset: usize,
}

/// A `hostname` (RFC 2396 §3.2.2): `hostname = *( domainlabel "." ) toplabel [ "." ]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Hostname<'a> {
    raw: &'a str,
    offset: usize,
}

/// An `IPv4address` (RFC 2396 §3.2.2): `IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ipv4address<'a> {
    raw: &'a str,
    offset: usize,
}

/// A `port` (RFC 2396 §3.2.2): `port = *digit`, kept as written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Port<'a> {
    raw: &'a str,
    offset: usize,
}

/// A `reg_name` (RFC 2396 §3.2.1):
/// `reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RegName<'a> {
    raw: &'a str,
    offset: usize,
}

/// An `opaque_part` (RFC 2396 §3): `opaque_part = uric_no_slash *uric`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OpaquePart<'a> {
    raw: &'a str,
    offset: usize,
}

/// A `query` (RFC 2396 §3.4), without its `?`: `query = *uric`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Query<'a> {
    raw: &'a str,
    offset: usize,
}

/// A `fragment` (RFC 2396 §4.1), without its `#`: `fragment = *uric`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Fragment<'a> {
    raw: &'a str,
    offset: usize,
}

leaf_accessors!(
    AbsPath,
    RelPath,
    Segment,
    Param,
    Scheme,
    Userinfo,
    Hostname,
    Ipv4address,
    Port,
    RegName,
    OpaquePart,
    Query,
    Fragment
);

macro_rules! node_display {
    ($($ty:ident),*) => {$(
        impl<'a> $ty<'a> {
            /// The text of the node, as in the input.
            pub fn as_str(&self) -> &'a str {
                self.raw
            }
        }

        impl fmt::Display for $ty<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.raw)
            }
        }
    )*};
}

node_display!(
    AbsoluteUri,
    HierPart,
    RelativeUri,
    NetPath,
    Server,
    Hostport
);

/// The segments of a path in order, each with its offset (no recursion, no allocation).
fn segments(raw: &str, offset: usize) -> impl Iterator<Item = Segment<'_>> {
    let mut at = offset;
    raw.split('/').map(move |s| {
        let segment = Segment { raw: s, offset: at };
        at += s.len() + 1;
        segment
    })
}

impl<'a> AbsPath<'a> {
    /// The `segment`s after the leading `/` (`/a//b/` gives `a`, ``, `b`, ``).
    pub fn segments(&self) -> impl Iterator<Item = Segment<'a>> + 'a {
        // `abs_path = "/" path_segments`: the first byte is the `/`.
        segments(&self.raw[1..], self.offset + 1)
    }
}

impl<'a> RelPath<'a> {
    /// The `rel_segment`, then the `segment`s of the `abs_path` after it.
    pub fn segments(&self) -> impl Iterator<Item = Segment<'a>> + 'a {
        segments(self.raw, self.offset)
    }
}

impl<'a> Segment<'a> {
    /// The `*pchar` before the first `;` (pchar holds no `;`).
    pub fn name(&self) -> &'a str {
        self.raw.split(';').next().unwrap_or_default()
    }

    /// The `param`s after each `;`.
    pub fn params(&self) -> impl Iterator<Item = Param<'a>> + 'a {
        let mut at = self.offset;
        self.raw.split(';').enumerate().filter_map(move |(i, p)| {
            let param = Param { raw: p, offset: at };
            at += p.len() + 1;
            (i > 0).then_some(param)
        })
    }
}

impl Port<'_> {
    /// The port number, `None` when empty or above 65535 (`port = *digit`
    /// allows both).
    pub fn number(&self) -> Option<u16> {
        self.raw.parse().ok()
    }
}

impl<'a> UriReference<'a> {
    /// The whole input.
    pub fn as_str(&self) -> &'a str {
        self.input
    }

    /// The URI before `#`, absent for a same-document reference (`""`, `#f`).
    pub fn uri(&self) -> Option<&Uri<'a>> {
        self.uri.as_ref()
    }

    /// The `fragment` after `#`.
    pub fn fragment(&self) -> Option<Fragment<'a>> {
        self.fragment
    }

    /// The `scheme` of an absolute URI.
    pub fn scheme(&self) -> Option<Scheme<'a>> {
        match &self.uri {
            Some(Uri::Absolute(a)) => Some(a.scheme),
            Some(Uri::Relative(_)) | None => None,
        }
    }

    /// The `authority` of a `net_path`, absolute or relative.
    pub fn authority(&self) -> Option<&Authority<'a>> {
        self.net_path().map(|n| &n.authority)
    }

    /// The `net_path`, if the reference has one.
    pub fn net_path(&self) -> Option<&NetPath<'a>> {
        match &self.uri {
            Some(Uri::Absolute(AbsoluteUri {
                part:
                    AbsolutePart::Hier(HierPart {
                        path: HierPath::Net(n),
                        ..
                    }),
                ..
            }))
            | Some(Uri::Relative(RelativeUri {
                path: RelativePath::Net(n),
                ..
            })) => Some(n),
            Some(_) | None => None,
        }
    }

    /// The `abs_path`, on its own or after a `net_path`'s authority.
    pub fn abs_path(&self) -> Option<AbsPath<'a>> {
        match &self.uri {
            Some(Uri::Absolute(AbsoluteUri {
                part: AbsolutePart::Hier(h),
                ..
            })) => match &h.path {
                HierPath::Net(n) => n.abs_path,
                HierPath::Abs(p) => Some(*p),
            },
            Some(Uri::Relative(r)) => match &r.path {
                RelativePath::Net(n) => n.abs_path,
                RelativePath::Abs(p) => Some(*p),
                RelativePath::Rel(_) | RelativePath::Empty => None,
            },
            Some(Uri::Absolute(_)) | None => None,
        }
    }

    /// The `rel_path` of a relative-path reference.
    pub fn rel_path(&self) -> Option<RelPath<'a>> {
        match &self.uri {
            Some(Uri::Relative(RelativeUri {
                path: RelativePath::Rel(p),
                ..
            })) => Some(*p),
            Some(_) | None => None,
        }
    }

    /// The `opaque_part` of an opaque absolute URI (`mailto:x@y`).
    pub fn opaque_part(&self) -> Option<OpaquePart<'a>> {
        match &self.uri {
            Some(Uri::Absolute(AbsoluteUri {
                part: AbsolutePart::Opaque(o),
                ..
            })) => Some(*o),
            Some(_) | None => None,
        }
    }

    /// The path as §3.3 uses the word (`abs_path` or `rel_path`; RFC 2396
    /// also counts an `opaque_part` as path, see [`opaque_part`](Self::opaque_part)):
    /// `None` for an opaque URI, `""` for a hierarchical reference without one.
    pub fn path(&self) -> Option<&'a str> {
        if self.opaque_part().is_some() {
            return None;
        }
        Some(
            self.abs_path()
                .map(|p| p.as_str())
                .or_else(|| self.rel_path().map(|p| p.as_str()))
                .unwrap_or(""),
        )
    }

    /// The `query` after `?`.
    pub fn query(&self) -> Option<Query<'a>> {
        match &self.uri {
            Some(Uri::Absolute(AbsoluteUri {
                part: AbsolutePart::Hier(h),
                ..
            })) => h.query,
            Some(Uri::Relative(r)) => r.query,
            Some(Uri::Absolute(_)) | None => None,
        }
    }

    /// An owned copy that no longer borrows the input.
    pub fn into_owned(self) -> UriReferenceBuf {
        UriReferenceBuf {
            text: self.input.to_owned(),
            spans: spans_of(&self),
        }
    }
}

impl<'a> Uri<'a> {
    /// The text of the URI.
    pub fn as_str(&self) -> &'a str {
        match self {
            Uri::Absolute(a) => a.raw,
            Uri::Relative(r) => r.raw,
        }
    }
}

impl<'a> AbsoluteUri<'a> {
    /// The `scheme`.
    pub fn scheme(&self) -> Scheme<'a> {
        self.scheme
    }

    /// The `hier_part` or `opaque_part` after `scheme ":"`.
    pub fn part(&self) -> &AbsolutePart<'a> {
        &self.part
    }
}

impl<'a> HierPart<'a> {
    /// The `net_path` or `abs_path`.
    pub fn path(&self) -> &HierPath<'a> {
        &self.path
    }

    /// The `query` after `?`.
    pub fn query(&self) -> Option<Query<'a>> {
        self.query
    }
}

impl<'a> RelativeUri<'a> {
    /// The `net_path`, `abs_path` or `rel_path` (or none: `?y`).
    pub fn path(&self) -> &RelativePath<'a> {
        &self.path
    }

    /// The `query` after `?`.
    pub fn query(&self) -> Option<Query<'a>> {
        self.query
    }
}

impl<'a> NetPath<'a> {
    /// The `authority` after `//`.
    pub fn authority(&self) -> &Authority<'a> {
        &self.authority
    }

    /// The `abs_path` after the authority.
    pub fn abs_path(&self) -> Option<AbsPath<'a>> {
        self.abs_path
    }
}

impl<'a> Authority<'a> {
    /// The text of the authority (without `//`).
    pub fn as_str(&self) -> &'a str {
        match self {
            Authority::Server(s) => s.raw,
            Authority::RegName(r) => r.raw,
        }
    }
}

impl<'a> Server<'a> {
    /// The `userinfo` before `@`.
    pub fn userinfo(&self) -> Option<Userinfo<'a>> {
        self.userinfo
    }

    /// The `hostport`; `None` for an empty server.
    pub fn hostport(&self) -> Option<&Hostport<'a>> {
        self.hostport.as_ref()
    }

    /// Byte range in the whole input.
    pub fn span(&self) -> Range<usize> {
        self.offset..self.offset + self.raw.len()
    }
}

impl<'a> Hostport<'a> {
    /// The `host`.
    pub fn host(&self) -> &Host<'a> {
        &self.host
    }

    /// The `port` after `:` (possibly empty).
    pub fn port(&self) -> Option<Port<'a>> {
        self.port
    }
}

impl<'a> Host<'a> {
    /// The text of the host.
    pub fn as_str(&self) -> &'a str {
        match self {
            Host::Hostname(h) => h.raw,
            Host::Ipv4address(a) => a.raw,
        }
    }
}

impl fmt::Display for UriReference<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.input)
    }
}

impl fmt::Display for Uri<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Display for Authority<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Display for Host<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An owned [`UriReference`]: the text and where its parts lie.
///
/// ```
/// use urispec::rfc2396::UriReferenceBuf;
/// let owned: UriReferenceBuf = "ftp://ftp.is.co.za/rfc/rfc1808.txt".parse()?;
/// assert_eq!(owned.borrow().path(), Some("/rfc/rfc1808.txt"));
/// assert_eq!(owned.to_string(), "ftp://ftp.is.co.za/rfc/rfc1808.txt");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct UriReferenceBuf {
    text: String,
    spans: Spans,
}

impl UriReferenceBuf {
    /// The borrowed view.
    pub fn borrow(&self) -> UriReference<'_> {
        UriReference::from_spans(&self.text, &self.spans)
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        &self.text
    }
}

impl FromStr for UriReferenceBuf {
    type Err = SyntaxError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(parse(s)?.into_owned())
    }
}

impl fmt::Display for UriReferenceBuf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl<'a> TryFrom<&'a str> for UriReference<'a> {
    type Error = SyntaxError;

    /// Parse under RFC 2396 (see [`parse`]).
    fn try_from(input: &'a str) -> Result<Self, Self::Error> {
        parse(input)
    }
}

// ---------------------------------------------------------------------------
// Spans: what the walker hands over, and the AST built from them.

/// How a path was written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum PathKind {
    Abs,
    Rel,
}

/// Byte ranges of an authority's parts.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum AuthoritySpans {
    Server {
        whole: Range<usize>,
        userinfo: Option<Range<usize>>,
        hostport: Option<Range<usize>>,
        /// The host, and whether it is an `IPv4address`.
        host: Option<(Range<usize>, bool)>,
        port: Option<Range<usize>>,
    },
    RegName(Range<usize>),
}

/// Byte ranges of the parts of a `URI-reference` in its input: all a parser
/// needs to hand over to build the AST.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub(crate) struct Spans {
    /// The `absoluteURI` or `relativeURI`, and whether it is absolute.
    pub(crate) uri: Option<(Range<usize>, bool)>,
    pub(crate) scheme: Option<Range<usize>>,
    pub(crate) hier_part: Option<Range<usize>>,
    pub(crate) opaque_part: Option<Range<usize>>,
    pub(crate) net_path: Option<Range<usize>>,
    pub(crate) authority: Option<AuthoritySpans>,
    pub(crate) path: Option<(Range<usize>, PathKind)>,
    pub(crate) query: Option<Range<usize>>,
    pub(crate) fragment: Option<Range<usize>>,
}

impl<'a> UriReference<'a> {
    /// Build the AST from the byte ranges a parser found in `input`.
    ///
    /// The ranges must be those of a successful parse; they are not re-validated.
    pub(crate) fn from_spans(input: &'a str, spans: &Spans) -> Self {
        let text = |r: &Range<usize>| &input[r.clone()];
        let abs_or_rel = spans
            .path
            .as_ref()
            .map(|(r, kind)| (text(r), r.start, *kind));
        let abs_path = match abs_or_rel {
            Some((raw, offset, PathKind::Abs)) => Some(AbsPath { raw, offset }),
            Some((_, _, PathKind::Rel)) | None => None,
        };
        let query = spans.query.as_ref().map(|r| Query {
            raw: text(r),
            offset: r.start,
        });
        let net_path = spans.net_path.as_ref().map(|r| NetPath {
            raw: text(r),
            authority: match &spans.authority {
                Some(AuthoritySpans::RegName(a)) => Authority::RegName(RegName {
                    raw: text(a),
                    offset: a.start,
                }),
                Some(AuthoritySpans::Server {
                    whole,
                    userinfo,
                    hostport,
                    host,
                    port,
                }) => Authority::Server(Server {
                    raw: text(whole),
                    offset: whole.start,
                    userinfo: userinfo.as_ref().map(|u| Userinfo {
                        raw: text(u),
                        offset: u.start,
                    }),
                    hostport: hostport.as_ref().zip(host.as_ref()).map(|(hp, (h, ipv4))| {
                        let (raw, offset) = (text(h), h.start);
                        Hostport {
                            raw: text(hp),
                            offset: hp.start,
                            host: if *ipv4 {
                                Host::Ipv4address(Ipv4address { raw, offset })
                            } else {
                                Host::Hostname(Hostname { raw, offset })
                            },
                            port: port.as_ref().map(|p| Port {
                                raw: text(p),
                                offset: p.start,
                            }),
                        }
                    }),
                }),
                // A net_path always has an authority (`net_path = "//" authority ...`).
                None => Authority::Server(Server {
                    raw: "",
                    offset: r.start + 2,
                    userinfo: None,
                    hostport: None,
                }),
            },
            abs_path,
        });
        let uri = spans.uri.as_ref().map(|(r, absolute)| {
            let raw = text(r);
            if *absolute {
                let scheme = spans.scheme.clone().unwrap_or(r.start..r.start);
                let part = match (&spans.opaque_part, &spans.hier_part) {
                    (Some(o), _) => AbsolutePart::Opaque(OpaquePart {
                        raw: text(o),
                        offset: o.start,
                    }),
                    (None, h) => AbsolutePart::Hier(HierPart {
                        raw: h.as_ref().map_or("", text),
                        path: match net_path.clone() {
                            Some(n) => HierPath::Net(n),
                            // `hier_part = ( net_path | abs_path ) ...`: no net_path means abs_path.
                            None => HierPath::Abs(abs_path.unwrap_or(AbsPath {
                                raw: "",
                                offset: r.end,
                            })),
                        },
                        query,
                    }),
                };
                Uri::Absolute(AbsoluteUri {
                    raw,
                    scheme: Scheme {
                        raw: text(&scheme),
                        offset: scheme.start,
                    },
                    part,
                })
            } else {
                let path = match (&net_path, abs_or_rel) {
                    (Some(n), _) => RelativePath::Net(n.clone()),
                    (None, Some((raw, offset, PathKind::Abs))) => {
                        RelativePath::Abs(AbsPath { raw, offset })
                    }
                    (None, Some((raw, offset, PathKind::Rel))) => {
                        RelativePath::Rel(RelPath { raw, offset })
                    }
                    (None, None) => RelativePath::Empty,
                };
                Uri::Relative(RelativeUri { raw, path, query })
            }
        });
        UriReference {
            input,
            uri,
            fragment: spans.fragment.as_ref().map(|r| Fragment {
                raw: text(r),
                offset: r.start,
            }),
        }
    }
}

/// The spans of a built reference, for the owned form.
fn spans_of(r: &UriReference<'_>) -> Spans {
    let start = |s: &str| s.as_ptr() as usize - r.input.as_ptr() as usize;
    let range = |s: &str| start(s)..start(s) + s.len();
    let mut spans = Spans {
        uri: r
            .uri
            .as_ref()
            .map(|u| (range(u.as_str()), matches!(u, Uri::Absolute(_)))),
        scheme: r.scheme().map(|s| s.span()),
        opaque_part: r.opaque_part().map(|o| o.span()),
        net_path: r.net_path().map(|n| range(n.raw)),
        query: r.query().map(|q| q.span()),
        fragment: r.fragment.map(|f| f.span()),
        ..Spans::default()
    };
    if let Some(Uri::Absolute(AbsoluteUri {
        part: AbsolutePart::Hier(h),
        ..
    })) = &r.uri
    {
        spans.hier_part = Some(range(h.raw));
    }
    spans.path = r
        .abs_path()
        .map(|p| (p.span(), PathKind::Abs))
        .or_else(|| r.rel_path().map(|p| (p.span(), PathKind::Rel)));
    spans.authority = r.authority().map(|a| match a {
        Authority::RegName(n) => AuthoritySpans::RegName(n.span()),
        Authority::Server(s) => AuthoritySpans::Server {
            whole: s.span(),
            userinfo: s.userinfo.map(|u| u.span()),
            hostport: s.hostport.as_ref().map(|h| range(h.raw)),
            host: s.hostport.as_ref().map(|h| match &h.host {
                Host::Hostname(n) => (n.span(), false),
                Host::Ipv4address(a) => (a.span(), true),
            }),
            port: s.hostport.as_ref().and_then(|h| h.port.map(|p| p.span())),
        },
    });
    spans
}

// ---------------------------------------------------------------------------
// Walking pest pairs into spans (one function per rule that carries meaning).

/// Parse a `URI-reference` under RFC 2396 (Appendix A).
///
/// # Errors
///
/// A [`SyntaxError`] naming RFC 2396's productions. A `[` in the authority
/// (an IPv6 literal such as `http://[::1]/`) gets a note: RFC 2396 has no
/// IPv6 literals; RFC 2732 added them. A scheme alone (`http:`) gets a note
/// that `opaque_part` needs a character.
///
/// # Examples
///
/// ```
/// let r = urispec::rfc2396::parse("mailto:mduerst@ifi.unizh.ch")?;
/// assert_eq!(r.opaque_part().unwrap().as_str(), "mduerst@ifi.unizh.ch");
/// assert!(urispec::rfc2396::parse("http:").is_err()); // opaque_part needs a character
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub fn parse(input: &str) -> Result<UriReference<'_>, SyntaxError> {
    let mut pairs =
        grammar::parse::<Parser>(Rule::URI_reference_eoi, input).map_err(|e| note(input, e))?;
    // The entry rule is silent: its first pair is `URI_reference` (then EOI).
    let pair = pairs
        .next()
        .expect("URI_reference_eoi always yields URI_reference");
    let mut spans = Spans::default();
    uri_reference(pair, &mut spans);
    Ok(UriReference::from_spans(input, &spans))
}

/// Explain two rejections the expected-list alone leaves obscure: a
/// `scheme ":"` with nothing after it, and a `[` inside an authority.
fn note(input: &str, error: SyntaxError) -> SyntaxError {
    let offset = error.offset();
    let bare_scheme = input
        .strip_suffix(':')
        .is_some_and(|s| !s.is_empty() && !s.contains(['/', '?', '#', ':']));
    if bare_scheme && offset == input.len() {
        return error.with_note(
            "`opaque_part` needs at least one character and `hier_part` starts with \"/\", so a scheme alone is not an RFC 2396 URI",
        );
    }
    if input.as_bytes().get(offset) != Some(&b'[') {
        return error;
    }
    // Appendix B: the authority follows the first "//" that comes before any
    // "/", "?" or "#" other than the scheme's; it runs to the next "/", "?", "#".
    let after_scheme = input
        .find([':', '/', '?', '#'])
        .filter(|&i| input.as_bytes()[i] == b':' && i > 0)
        .map_or(0, |i| i + 1);
    let Some(rest) = input[after_scheme..].strip_prefix("//") else {
        return error;
    };
    let start = after_scheme + 2;
    let end = start + rest.find(['/', '?', '#']).unwrap_or(rest.len());
    if (start..end).contains(&offset) {
        error.with_note(
            "RFC 2396 has no IPv6 literal host; RFC 2732 added the \"[\" \"]\" form later",
        )
    } else {
        error
    }
}

/// The rules the walker tells apart; everything else is read as text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Node {
    UriReference,
    AbsoluteUri,
    RelativeUri,
    HierPart,
    OpaquePart,
    NetPath,
    AbsPath,
    RelPath,
    Scheme,
    Authority,
    RegName,
    Server,
    Userinfo,
    Hostport,
    Host,
    Hostname,
    Ipv4address,
    Port,
    Query,
    Fragment,
    /// A rule read through its parent's span.
    Leaf,
}

fn node(rule: Rule) -> Node {
    match rule {
        Rule::URI_reference => Node::UriReference,
        Rule::absoluteURI => Node::AbsoluteUri,
        Rule::relativeURI => Node::RelativeUri,
        Rule::hier_part => Node::HierPart,
        Rule::opaque_part => Node::OpaquePart,
        Rule::net_path => Node::NetPath,
        Rule::abs_path => Node::AbsPath,
        Rule::rel_path => Node::RelPath,
        Rule::scheme => Node::Scheme,
        Rule::authority => Node::Authority,
        Rule::reg_name => Node::RegName,
        Rule::server => Node::Server,
        Rule::userinfo => Node::Userinfo,
        Rule::hostport => Node::Hostport,
        Rule::host => Node::Host,
        Rule::hostname => Node::Hostname,
        Rule::IPv4address => Node::Ipv4address,
        Rule::port => Node::Port,
        Rule::query => Node::Query,
        Rule::fragment => Node::Fragment,
        // Read through the span of the node around them.
        Rule::rel_segment
        | Rule::path
        | Rule::path_segments
        | Rule::segment
        | Rule::param
        | Rule::domainlabel
        | Rule::toplabel
        | Rule::escaped
        // Silent rules and the entry point never appear as pairs.
        | Rule::uric_no_slash
        | Rule::pchar
        | Rule::uric
        | Rule::reserved
        | Rule::unreserved
        | Rule::mark
        | Rule::hex
        | Rule::alphanum
        | Rule::alpha
        | Rule::lowalpha
        | Rule::upalpha
        | Rule::digit
        | Rule::EOI
        | Rule::URI_reference_eoi => Node::Leaf,
    }
}

fn range(pair: &Pair<'_, Rule>) -> Range<usize> {
    let span = pair.as_span();
    span.start()..span.end()
}

fn uri_reference(pair: Pair<'_, Rule>, spans: &mut Spans) {
    debug_assert_eq!(pair.as_rule(), Rule::URI_reference);
    for child in pair.into_inner() {
        match node(child.as_rule()) {
            Node::AbsoluteUri => {
                spans.uri = Some((range(&child), true));
                absolute_uri(child, spans);
            }
            Node::RelativeUri => {
                spans.uri = Some((range(&child), false));
                relative_uri(child, spans);
            }
            Node::Fragment => spans.fragment = Some(range(&child)),
            Node::UriReference
            | Node::HierPart
            | Node::OpaquePart
            | Node::NetPath
            | Node::AbsPath
            | Node::RelPath
            | Node::Scheme
            | Node::Authority
            | Node::RegName
            | Node::Server
            | Node::Userinfo
            | Node::Hostport
            | Node::Host
            | Node::Hostname
            | Node::Ipv4address
            | Node::Port
            | Node::Query
            | Node::Leaf => {
                unreachable!("URI-reference holds only absoluteURI, relativeURI, fragment")
            }
        }
    }
}

fn absolute_uri(pair: Pair<'_, Rule>, spans: &mut Spans) {
    debug_assert_eq!(pair.as_rule(), Rule::absoluteURI);
    for child in pair.into_inner() {
        match node(child.as_rule()) {
            Node::Scheme => spans.scheme = Some(range(&child)),
            Node::HierPart => {
                spans.hier_part = Some(range(&child));
                hier_part(child, spans);
            }
            Node::OpaquePart => spans.opaque_part = Some(range(&child)),
            Node::UriReference
            | Node::AbsoluteUri
            | Node::RelativeUri
            | Node::NetPath
            | Node::AbsPath
            | Node::RelPath
            | Node::Authority
            | Node::RegName
            | Node::Server
            | Node::Userinfo
            | Node::Hostport
            | Node::Host
            | Node::Hostname
            | Node::Ipv4address
            | Node::Port
            | Node::Query
            | Node::Fragment
            | Node::Leaf => unreachable!("absoluteURI holds only scheme, hier_part, opaque_part"),
        }
    }
}

/// `hier_part` and `relativeURI` share their shape: a path, then a query.
fn path_and_query(pair: Pair<'_, Rule>, spans: &mut Spans) {
    for child in pair.into_inner() {
        match node(child.as_rule()) {
            Node::NetPath => net_path(child, spans),
            Node::AbsPath => spans.path = Some((range(&child), PathKind::Abs)),
            Node::RelPath => spans.path = Some((range(&child), PathKind::Rel)),
            Node::Query => spans.query = Some(range(&child)),
            Node::UriReference
            | Node::AbsoluteUri
            | Node::RelativeUri
            | Node::HierPart
            | Node::OpaquePart
            | Node::Scheme
            | Node::Authority
            | Node::RegName
            | Node::Server
            | Node::Userinfo
            | Node::Hostport
            | Node::Host
            | Node::Hostname
            | Node::Ipv4address
            | Node::Port
            | Node::Fragment
            | Node::Leaf => unreachable!("hier_part/relativeURI hold only paths and query"),
        }
    }
}

fn hier_part(pair: Pair<'_, Rule>, spans: &mut Spans) {
    debug_assert_eq!(pair.as_rule(), Rule::hier_part);
    path_and_query(pair, spans);
}

fn relative_uri(pair: Pair<'_, Rule>, spans: &mut Spans) {
    debug_assert_eq!(pair.as_rule(), Rule::relativeURI);
    path_and_query(pair, spans);
}

fn net_path(pair: Pair<'_, Rule>, spans: &mut Spans) {
    debug_assert_eq!(pair.as_rule(), Rule::net_path);
    spans.net_path = Some(range(&pair));
    for child in pair.into_inner() {
        match node(child.as_rule()) {
            Node::Authority => authority(child, spans),
            Node::AbsPath => spans.path = Some((range(&child), PathKind::Abs)),
            Node::UriReference
            | Node::AbsoluteUri
            | Node::RelativeUri
            | Node::HierPart
            | Node::OpaquePart
            | Node::NetPath
            | Node::RelPath
            | Node::Scheme
            | Node::RegName
            | Node::Server
            | Node::Userinfo
            | Node::Hostport
            | Node::Host
            | Node::Hostname
            | Node::Ipv4address
            | Node::Port
            | Node::Query
            | Node::Fragment
            | Node::Leaf => unreachable!("net_path holds only authority and abs_path"),
        }
    }
}

fn authority(pair: Pair<'_, Rule>, spans: &mut Spans) {
    debug_assert_eq!(pair.as_rule(), Rule::authority);
    for child in pair.into_inner() {
        match node(child.as_rule()) {
            Node::Server => server(child, spans),
            Node::RegName => spans.authority = Some(AuthoritySpans::RegName(range(&child))),
            Node::UriReference
            | Node::AbsoluteUri
            | Node::RelativeUri
            | Node::HierPart
            | Node::OpaquePart
            | Node::NetPath
            | Node::AbsPath
            | Node::RelPath
            | Node::Scheme
            | Node::Authority
            | Node::Userinfo
            | Node::Hostport
            | Node::Host
            | Node::Hostname
            | Node::Ipv4address
            | Node::Port
            | Node::Query
            | Node::Fragment
            | Node::Leaf => unreachable!("authority holds only server or reg_name"),
        }
    }
}

fn server(pair: Pair<'_, Rule>, spans: &mut Spans) {
    debug_assert_eq!(pair.as_rule(), Rule::server);
    let whole = range(&pair);
    let (mut userinfo, mut hostport_span, mut host_span, mut port) = (None, None, None, None);
    for child in pair.into_inner() {
        match node(child.as_rule()) {
            Node::Userinfo => userinfo = Some(range(&child)),
            Node::Hostport => {
                hostport_span = Some(range(&child));
                let (h, p) = hostport(child);
                host_span = Some(h);
                port = p;
            }
            Node::UriReference
            | Node::AbsoluteUri
            | Node::RelativeUri
            | Node::HierPart
            | Node::OpaquePart
            | Node::NetPath
            | Node::AbsPath
            | Node::RelPath
            | Node::Scheme
            | Node::Authority
            | Node::RegName
            | Node::Server
            | Node::Host
            | Node::Hostname
            | Node::Ipv4address
            | Node::Port
            | Node::Query
            | Node::Fragment
            | Node::Leaf => unreachable!("server holds only userinfo and hostport"),
        }
    }
    spans.authority = Some(AuthoritySpans::Server {
        whole,
        userinfo,
        hostport: hostport_span,
        host: host_span,
        port,
    });
}

/// The host (and whether it is an `IPv4address`) and the port.
fn hostport(pair: Pair<'_, Rule>) -> ((Range<usize>, bool), Option<Range<usize>>) {
    debug_assert_eq!(pair.as_rule(), Rule::hostport);
    let (mut host_span, mut port) = ((0..0, false), None);
    for child in pair.into_inner() {
        match node(child.as_rule()) {
            Node::Host => host_span = host(child),
            Node::Port => port = Some(range(&child)),
            Node::UriReference
            | Node::AbsoluteUri
            | Node::RelativeUri
            | Node::HierPart
            | Node::OpaquePart
            | Node::NetPath
            | Node::AbsPath
            | Node::RelPath
            | Node::Scheme
            | Node::Authority
            | Node::RegName
            | Node::Server
            | Node::Userinfo
            | Node::Hostport
            | Node::Hostname
            | Node::Ipv4address
            | Node::Query
            | Node::Fragment
            | Node::Leaf => unreachable!("hostport holds only host and port"),
        }
    }
    (host_span, port)
}

fn host(pair: Pair<'_, Rule>) -> (Range<usize>, bool) {
    debug_assert_eq!(pair.as_rule(), Rule::host);
    let whole = range(&pair);
    let ipv4 = pair
        .into_inner()
        .next()
        .is_some_and(|child| node(child.as_rule()) == Node::Ipv4address);
    (whole, ipv4)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn segments_and_params_carry_their_spans() {
        let input = "http://h/a;x=1;y//b;z?q";
        let r = parse(input).unwrap();
        let path = r.abs_path().unwrap();
        let segments: Vec<Segment<'_>> = path.segments().collect();
        let names: Vec<&str> = segments.iter().map(|s| s.name()).collect();
        assert_eq!(names, ["a", "", "b"]);
        for s in &segments {
            assert_eq!(&input[s.span()], s.as_str());
            for p in s.params() {
                assert_eq!(&input[p.span()], p.as_str());
            }
        }
        let params: Vec<&str> = segments[0].params().map(|p| p.as_str()).collect();
        assert_eq!(params, ["x=1", "y"]);
        assert_eq!(r.query().unwrap().span(), 22..23);
    }

    #[test]
    fn rel_path_segments() {
        let r = parse("g;x=1/../y").unwrap();
        let segs: Vec<&str> = r
            .rel_path()
            .unwrap()
            .segments()
            .map(|s| s.as_str())
            .collect();
        assert_eq!(segs, ["g;x=1", "..", "y"]);
    }

    #[test]
    fn ports_as_written() {
        let port = |input: &str| {
            let r = parse(input).unwrap();
            match r.authority() {
                Some(Authority::Server(s)) => {
                    s.hostport().and_then(|h| h.port()).map(|p| p.number())
                }
                Some(Authority::RegName(_)) | None => None,
            }
        };
        assert_eq!(port("http://a:80/"), Some(Some(80)));
        assert_eq!(port("http://a:/"), Some(None));
        assert_eq!(port("http://a:65536/"), Some(None));
        assert_eq!(port("http://a/"), None);
    }

    #[test]
    fn owned_form_round_trips() {
        for input in [
            "",
            "#f",
            "?y",
            "//g",
            "http://u@h:1/p;q?r#s",
            "mailto:x@y",
            "a/b",
            "http://a@b@c/",
        ] {
            let r = parse(input).unwrap();
            let owned = r.clone().into_owned();
            assert_eq!(owned.borrow(), r, "{input}");
            assert_eq!(owned.to_string(), input);
            assert_eq!(input.parse::<UriReferenceBuf>().unwrap(), owned);
        }
    }

    /// Iterative all the way: a hundred thousand segments parse and walk.
    #[test]
    fn many_segments() {
        let input = format!("http://a{}", "/x;p".repeat(100_000));
        let r = parse(&input).unwrap();
        assert_eq!(r.abs_path().unwrap().segments().count(), 100_000);
        assert_eq!(r.to_string(), input);
    }
}
