//! RFC 3986 (STD 66), "Uniform Resource Identifier (URI): Generic Syntax"
//! (January 2005): the typed tree of a `URI-reference` (§4.1), read from
//! `grammar/rfc3986.pest` (Appendix A "Collected ABNF for URI").
//!
//! The parts are those of RFC 2396's tree where the two documents agree
//! (scheme, authority with userinfo, host and port, query, fragment), and
//! differ where RFC 3986 does:
//!
//! - a host may be an `IP-literal` in brackets, an `IPv6address` or an
//!   `IPvFuture` (§3.2.2), and an `IPv4address` is four `dec-octet`s 0-255;
//!   a `reg-name` may be empty (§3.2.2), and there is no `hostname` with its
//!   labels: a name is any run of `unreserved`, `pct-encoded`, `sub-delims`;
//! - the path is one of five forms (§3.3): `path-abempty` after an
//!   authority, `path-absolute`, `path-noscheme` (the first segment of a
//!   relative reference, without ":"), `path-rootless` (RFC 2396's
//!   `opaque_part` is gone: `mailto:x` has a rootless path), `path-empty`;
//! - segments have no `;params` (§3.3: ";" is a `sub-delims` inside a
//!   segment, its meaning left to the scheme).
//!
//! A parse is the input and a small `Copy` record of where its parts lie; the
//! views borrow from the input, and the owned form ([`UriReferenceBuf`])
//! keeps the text and the same record.
//!
//! ```
//! use urispec::rfc3986::{self, Host};
//! let r = rfc3986::parse("ldap://[2001:db8::7]/c=GB?objectClass?one")?;
//! let Some(Host::Ipv6address(ip)) = r.authority().map(|a| a.host()) else { unreachable!() };
//! assert_eq!(ip.as_str(), "2001:db8::7");
//! assert_eq!(r.query().map(|q| q.as_str()), Some("objectClass?one"));
//! # Ok::<(), urispec::SyntaxError>(())
//! ```

use std::ops::Range;

use crate::error::SyntaxError;
use crate::grammar::fill::Span;
use crate::grammar::fill::Tagged;
use crate::grammar::rfc3986::{role, Parser, Rule};
use crate::part::Marker;
use crate::syntax::owned::{Borrowed, Owned};

mod access;
mod parts;
pub mod production;
mod record;

pub use crate::part::Part;
pub use parts::Parts;
pub(crate) use record::Offsets;

/// Which of the five path forms of RFC 3986 §3.3 a reference's path is.
///
/// ```
/// use urispec::rfc3986::{parse, PathKind};
/// assert_eq!(parse("http://a/b")?.path().kind(), PathKind::Abempty);
/// assert_eq!(parse("mailto:a@b")?.path().kind(), PathKind::Rootless);
/// assert_eq!(parse("a/b")?.path().kind(), PathKind::Noscheme);
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum PathKind {
    /// `path-abempty = *( "/" segment )`: after an authority.
    Abempty,
    /// `path-absolute = "/" [ segment-nz *( "/" segment ) ]`.
    Absolute,
    /// `path-noscheme = segment-nz-nc *( "/" segment )`: a relative path
    /// whose first segment has no ":".
    Noscheme,
    /// `path-rootless = segment-nz *( "/" segment )`: after a scheme.
    Rootless,
    /// `path-empty = 0<pchar>`.
    Empty,
}

impl PathKind {
    /// The production's name as RFC 3986 Appendix A prints it.
    pub const fn name(self) -> &'static str {
        match self {
            PathKind::Abempty => "path-abempty",
            PathKind::Absolute => "path-absolute",
            PathKind::Noscheme => "path-noscheme",
            PathKind::Rootless => "path-rootless",
            PathKind::Empty => "path-empty",
        }
    }
}

/// Which alternative of `host = IP-literal / IPv4address / reg-name`
/// (RFC 3986 §3.2.2), the literal split by its content.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum HostKind {
    Ipv6address,
    IpvFuture,
    Ipv4address,
    RegName,
}

/// Parse `input` as an RFC 3986 `URI-reference` (§4.1: `URI /
/// relative-ref`).
///
/// # Errors
///
/// A [`SyntaxError`] naming the productions expected where the input stops
/// matching (`http://[::1::2]/` stops at the second "::").
///
/// ```
/// let r = urispec::rfc3986::parse("http://user@[::1]:8080/a/b?q#f")?;
/// assert_eq!(r.authority().unwrap().host().production(), "IPv6address");
/// assert!(urispec::rfc3986::parse("http://[::1::2]/").is_err());
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[inline]
pub fn parse(input: &str) -> Result<UriReference<'_>, SyntaxError> {
    // Inlined into callers: the tree is not copied on the way out.
    crate::syntax::filled(UriReference::empty(input), parse_into)
}

/// The note of an input too long for the record's offsets (`u32`).
const TOO_LONG: &str = "a URI-reference of 4 GiB or more is not read";

/// [`parse`] into `tree`, an empty tree ([`UriReference::empty`]) where the
/// caller keeps it: an input whose offsets do not fit the packed record is
/// refused before it is read.
#[inline]
pub(crate) fn parse_into(tree: &mut UriReference<'_>) -> Result<(), SyntaxError> {
    crate::syntax::fits(crate::edition::Edition::Rfc3986, tree.text, TOO_LONG)?;
    tree.fill::<Parser>(Rule::URI_reference_eoi, role)
}

/// The `scheme` of `input` where it is a `URI-reference` (§4.1), `None` where it has
/// none: [`parse`]'s verdict, error and scheme, with no other part kept
/// (what a tally by scheme needs).
#[inline]
pub(crate) fn scheme(input: &str) -> Result<Option<&str>, SyntaxError> {
    crate::grammar::read_scheme::<Parser, _>(Rule::URI_reference_eoi, input, role)
}

/// [`scheme`] on the line at the start of `rest`, lines read in place
/// ([`crate::grammar::read_scheme_line`]); None where it is read alone.
#[inline]
pub(crate) fn scheme_line(rest: &[u8]) -> Option<crate::grammar::LineRead> {
    crate::grammar::read_scheme_line::<Parser, _>(Rule::URI_reference_eoi, rest, role)
}

/// The error [`scheme`] gives on a line [`scheme_line`] rejected.
pub(crate) fn scheme_line_error(
    input: &str,
    furthest: usize,
    dead_end: Option<(usize, crate::grammar::dfa::DeadEnd)>,
) -> SyntaxError {
    crate::grammar::scheme_line_error::<Parser>(Rule::URI_reference_eoi, input, furthest, dead_end)
}

/// Is `input` a `URI-reference` (§4.1)? [`parse`]'s verdict and error,
/// decided by the compiled parser keeping no spans (for resolution, which
/// splits the reference by Appendix B itself).
pub(crate) fn check(input: &str) -> Result<(), SyntaxError> {
    crate::grammar::check::<Parser>(Rule::URI_reference_eoi, input)
}

/// An owned [`UriReference`] (RFC 3986 §4.1): the text and where its parts lie.
///
/// ```text
/// URI-reference = URI / relative-ref
/// ```
///
/// Made by [`UriReference::into_owned`], which copies the text and the
/// record; nothing is parsed again. Equality, order and hash are those of the
/// text (the record follows from it), so it implements `Borrow<str>`: a map
/// keyed by `UriReferenceBuf` is looked up with a `&str`. One [`Owned`] form
/// serves every family (its methods and traits are written there).
///
/// ```
/// use std::collections::HashMap;
/// use urispec::rfc3986::UriReferenceBuf;
/// let mut seen: HashMap<UriReferenceBuf, u32> = HashMap::new();
/// seen.insert("ldap://[2001:db8::7]/c=GB?objectClass?one".parse()?, 1);
/// assert_eq!(seen.get("ldap://[2001:db8::7]/c=GB?objectClass?one"), Some(&1));
/// let owned: UriReferenceBuf = "http://[::1]:8080/a/b?q#f".parse()?;
/// assert_eq!(owned.view().path().as_str(), "/a/b");
/// assert_eq!(owned.to_string(), "http://[::1]:8080/a/b?q#f");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type UriReferenceBuf = Owned<Offsets>;

/// An RFC 3986 `URI-reference` (§4.1): a `URI` (§3) when it has a scheme,
/// else a `relative-ref` (§4.2).
///
/// ```
/// let r = urispec::rfc3986::parse("http://user@[::1]:8080/a/b?q#f")?;
/// assert_eq!(r.production(), "URI");
/// assert_eq!(r.path().as_str(), "/a/b");
/// assert_eq!(r.to_string(), "http://user@[::1]:8080/a/b?q#f");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
///
/// The text and the record, as every [`Borrowed`] tree: `as_str`,
/// `into_owned` (a [`UriReferenceBuf`]) and `Display` are written there, the
/// accessors of RFC 3986's parts here.
pub type UriReference<'a> = Borrowed<'a, Offsets>;

impl<'a> UriReference<'a> {
    /// The production the reference is: `URI` (§3) or `relative-ref` (§4.2).
    pub fn production(&self) -> &'static str {
        if self.offsets.scheme().is_some() {
            "URI"
        } else {
            "relative-ref"
        }
    }

    /// `scheme` (§3.1).
    pub fn scheme(&self) -> Option<Part<'a, production::Scheme>> {
        self.part(self.offsets.scheme())
    }

    /// `query` (§3.4), after "?".
    pub fn query(&self) -> Option<Part<'a, production::Query>> {
        self.part(self.offsets.query())
    }

    /// `fragment` (§3.5), after "#".
    pub fn fragment(&self) -> Option<Part<'a, production::Fragment>> {
        self.part(self.offsets.fragment())
    }
}

impl<'a> UriReference<'a> {
    /// `authority` (§3.2), after "//".
    pub fn authority(&self) -> Option<Authority<'a>> {
        self.offsets.authority().map(|span| Authority {
            reference: *self,
            span,
        })
    }

    /// The path (§3.3), in one of its five forms; every reference has one,
    /// maybe empty.
    pub fn path(&self) -> Path<'a> {
        let tagged = self.offsets.path().unwrap_or(Tagged {
            span: Span::new(0, 0),
            kind: PathKind::Empty,
        });
        Path {
            part: Part::at(self.text, tagged.span),
            kind: tagged.kind,
        }
    }
}

/// `authority = [ userinfo "@" ] host [ ":" port ]` (RFC 3986 §3.2).
///
/// ```
/// let r = urispec::rfc3986::parse("http://user@[::1]:8080/a/b?q#f")?;
/// let a = r.authority().unwrap();
/// assert_eq!(a.userinfo().unwrap().as_str(), "user");
/// assert_eq!(a.host().as_str(), "[::1]");
/// assert_eq!(a.port().unwrap().as_str(), "8080");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Authority<'a> {
    reference: UriReference<'a>,
    span: Span,
}

impl<'a> Authority<'a> {
    /// The authority, as in the input.
    pub fn as_str(&self) -> &'a str {
        self.reference.text.get(self.span.range()).unwrap_or("")
    }

    /// Byte range in the whole input.
    pub fn span(&self) -> Range<usize> {
        self.span.range()
    }

    /// `userinfo` (§3.2.1), before "@".
    pub fn userinfo(&self) -> Option<Part<'a, production::Userinfo>> {
        self.reference.part(self.reference.offsets.userinfo())
    }

    /// `host` (§3.2.2).
    pub fn host(&self) -> Host<'a> {
        let text = self.reference.text;
        let Some(tagged) = self.reference.offsets.host() else {
            let empty = Span::new(self.span.start, self.span.start);
            return Host::RegName(Part::at(text, empty));
        };
        let span = tagged.span;
        match tagged.kind {
            HostKind::Ipv6address => Host::Ipv6address(Part::at(text, span)),
            HostKind::IpvFuture => Host::IpvFuture(Part::at(text, span)),
            HostKind::Ipv4address => Host::Ipv4address(Part::at(text, span)),
            HostKind::RegName => Host::RegName(Part::at(text, span)),
        }
    }

    /// `port` (§3.2.3), after ":" (maybe empty).
    pub fn port(&self) -> Option<Part<'a, production::Port>> {
        self.reference.part(self.reference.offsets.port())
    }
}

/// `host = IP-literal / IPv4address / reg-name` (RFC 3986 §3.2.2), an
/// `IP-literal` by what its brackets hold.
///
/// ```
/// use urispec::rfc3986::{parse, Host};
/// let host = |s| parse(s).map(|r| r.authority().unwrap().host());
/// assert!(matches!(host("http://10.0.0.1/")?, Host::Ipv4address(_)));
/// assert!(matches!(host("http://[v7.x]/")?, Host::IpvFuture(_)));
/// assert!(matches!(host("http://a.b/")?, Host::RegName(_)));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Host<'a> {
    /// `IPv6address` inside `IP-literal = "[" ( IPv6address / IPvFuture ) "]"`
    /// (the address, without the brackets).
    Ipv6address(Part<'a, production::Ipv6address>),
    /// `IPvFuture` inside an `IP-literal` (without the brackets).
    IpvFuture(Part<'a, production::IpvFuture>),
    /// `IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet`.
    Ipv4address(Part<'a, production::Ipv4address>),
    /// `reg-name = *( unreserved / pct-encoded / sub-delims )` (maybe empty).
    RegName(Part<'a, production::RegName>),
}

impl<'a> Host<'a> {
    /// The production's name as RFC 3986 prints it (`IPv6address`,
    /// `IPvFuture`, `IPv4address`, `reg-name`).
    pub const fn production(&self) -> &'static str {
        match self {
            Host::Ipv6address(_) => production::Ipv6address::NAME,
            Host::IpvFuture(_) => production::IpvFuture::NAME,
            Host::Ipv4address(_) => production::Ipv4address::NAME,
            Host::RegName(_) => production::RegName::NAME,
        }
    }

    /// The address or name, without the brackets of an `IP-literal`.
    pub fn address(&self) -> Part<'a, production::Host> {
        match *self {
            Host::Ipv6address(p) => p.cast(),
            Host::IpvFuture(p) => p.cast(),
            Host::Ipv4address(p) => p.cast(),
            Host::RegName(p) => p.cast(),
        }
    }

    /// The host as written: an `IP-literal` with its brackets.
    pub fn as_str(&self) -> &'a str {
        self.literal_or_address().as_str()
    }

    /// Byte range of the host as written in the whole input.
    pub fn span(&self) -> Range<usize> {
        self.literal_or_address().span()
    }

    fn literal_or_address(&self) -> Part<'a, production::Host> {
        let address = self.address();
        match self {
            // The address sits between "[" and "]" in the same input.
            Host::Ipv6address(_) | Host::IpvFuture(_) => {
                let inner = address.span();
                let literal = Span::new(inner.start.saturating_sub(1), inner.end + 1);
                Part::at(address.input(), literal)
            }
            Host::Ipv4address(_) | Host::RegName(_) => address,
        }
    }
}

/// The path of a reference (RFC 3986 §3.3) and which of its five forms it is.
///
/// ```
/// use urispec::rfc3986::{parse, PathKind};
/// let path = parse("/a//b")?.path();
/// assert_eq!(path.kind(), PathKind::Absolute);
/// assert_eq!(path.segments().collect::<Vec<_>>(), ["a", "", "b"]);
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Path<'a> {
    part: Part<'a, production::Path>,
    kind: PathKind,
}

impl<'a> Path<'a> {
    /// Which form the path is.
    pub fn kind(&self) -> PathKind {
        self.kind
    }

    /// The path, as in the input.
    pub fn as_str(&self) -> &'a str {
        self.part.as_str()
    }

    /// Byte range in the whole input.
    pub fn span(&self) -> Range<usize> {
        self.part.span()
    }

    /// The segments between the "/"s (§3.3: "a sequence of path segments
    /// separated by a slash ("/") character"); an absolute path's leading
    /// "/" starts no segment of its own, an empty path has none.
    pub fn segments(&self) -> impl Iterator<Item = &'a str> + 'a {
        let s = self.part.as_str();
        let s = s.strip_prefix('/').unwrap_or(s);
        let empty = self.part.as_str().is_empty();
        s.split('/').filter(move |_| !empty)
    }
}
