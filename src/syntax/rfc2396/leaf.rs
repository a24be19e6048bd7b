//! The leaves of a `URI-reference`: parts read as text, each with its offset
//! in the whole input. Each is a [`Part`] of its production's marker in
//! [`production`], which holds the production's BNF.

use super::production;
use crate::part::{self, Part};

/// An `abs_path` (RFC 2396 §3), its leading `/` included
/// ([`production::AbsPath`]).
///
/// ```
/// let r = urispec::rfc2396::parse("http://me@a:80/b;p/c?q#f")?;
/// let path = r.abs_path().unwrap();
/// assert_eq!(path.as_str(), "/b;p/c");
/// assert_eq!(path.segments().map(|s| s.name()).collect::<Vec<_>>(), ["b", "c"]);
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type AbsPath<'a> = Part<'a, production::AbsPath>;

/// A `rel_path` (RFC 2396 §5): a first `rel_segment` (no `:`), then an
/// optional `abs_path` ([`production::RelPath`]).
///
/// ```
/// let path = urispec::rfc2396::parse("b/c")?.rel_path().unwrap();
/// assert_eq!(path.segments().map(|s| s.as_str()).collect::<Vec<_>>(), ["b", "c"]);
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type RelPath<'a> = Part<'a, production::RelPath>;

/// A path `segment` with its parameters (RFC 2396 §3.3,
/// [`production::Segment`]).
///
/// ```
/// let r = urispec::rfc2396::parse("http://me@a:80/b;p/c?q#f")?;
/// let first = r.abs_path().unwrap().segments().next().unwrap();
/// assert_eq!((first.as_str(), first.span()), ("b;p", 15..18));
/// assert_eq!(first.name(), "b");
/// // Decoded: the name alone, since a decoded `;` could not be told from
/// // the one that starts a `param` (RFC 2396 §2.2).
/// let r = urispec::rfc2396::parse("/caf%C3%A9%20au;v=1")?;
/// let seg = r.abs_path().unwrap().segments().next().unwrap();
/// assert_eq!(urispec::escape::decode_utf8(seg.name()).unwrap(), "café au");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type Segment<'a> = Part<'a, production::Segment>;

/// A `param` of a [`Segment`] (RFC 2396 §3.3): `param = *pchar`
/// ([`production::Param`]).
///
/// ```
/// let r = urispec::rfc2396::parse("http://me@a:80/b;p/c?q#f")?;
/// let first = r.abs_path().unwrap().segments().next().unwrap();
/// let param = first.params().next().unwrap();
/// assert_eq!((param.as_str(), param.span()), ("p", 17..18));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type Param<'a> = Part<'a, production::Param>;

/// A `scheme` (RFC 2396 §3.1): `scheme = alpha *( alpha | digit | "+" | "-" | "." )`
/// ([`production::Scheme`]).
///
/// ```
/// let r = urispec::rfc2396::parse("http://me@a:80/b;p/c?q#f")?;
/// assert_eq!(r.scheme().unwrap().as_str(), "http");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type Scheme<'a> = Part<'a, production::Scheme>;

/// A `userinfo` (RFC 2396 §3.2.2), without its `@`:
/// `userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," )`
/// ([`production::Userinfo`]).
///
/// ```
/// use urispec::rfc2396::{parse, Authority};
/// let Some(Authority::Server(s)) = parse("ftp://me%40x@a/")?.authority() else { panic!("server") };
/// let user = s.userinfo().unwrap();
/// assert_eq!(user.as_str(), "me%40x");
/// assert_eq!(user.decode_utf8().as_deref(), Ok("me@x"));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type Userinfo<'a> = Part<'a, production::Userinfo>;

/// A `hostname` (RFC 2396 §3.2.2): `hostname = *( domainlabel "." ) toplabel [ "." ]`
/// ([`production::Hostname`]).
///
/// ```
/// use urispec::rfc2396::{parse, Authority};
/// let Some(Authority::Server(s)) = parse("http://me@a:80/b")?.authority() else { panic!("server") };
/// let hp = s.hostport().unwrap();
/// let urispec::rfc2396::Host::Hostname(h) = hp.host() else { panic!("hostname") };
/// assert_eq!(h.as_str(), "a");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type Hostname<'a> = Part<'a, production::Hostname>;

/// An `IPv4address` (RFC 2396 §3.2.2): `IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit`
/// ([`production::Ipv4address`]).
///
/// ```
/// use urispec::rfc2396::{parse, Authority, Host};
/// let Some(Authority::Server(s)) = parse("http://10.0.0.1/")?.authority() else { panic!("server") };
/// let Host::Ipv4address(ip) = s.hostport().unwrap().host() else { panic!("IPv4address") };
/// assert_eq!(ip.span(), 7..15);
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type Ipv4address<'a> = Part<'a, production::Ipv4address>;

/// A `port` (RFC 2396 §3.2.2): `port = *digit`, kept as written
/// ([`production::Port`]).
///
/// ```
/// use urispec::rfc2396::{parse, Authority};
/// let Some(Authority::Server(s)) = parse("http://me@a:80/b")?.authority() else { panic!("server") };
/// let hp = s.hostport().unwrap();
/// let port = hp.port().unwrap();
/// assert_eq!((port.as_str(), port.number()), ("80", Some(80)));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type Port<'a> = Part<'a, production::Port>;

/// A `reg_name` (RFC 2396 §3.2.1):
/// `reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )`
/// ([`production::RegName`]).
///
/// ```
/// use urispec::rfc2396::{parse, Authority};
/// let Some(Authority::RegName(name)) = parse("x://a:b:c/")?.authority() else { panic!("reg_name") };
/// assert_eq!(name.as_str(), "a:b:c");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type RegName<'a> = Part<'a, production::RegName>;

/// An `opaque_part` (RFC 2396 §3): `opaque_part = uric_no_slash *uric`
/// ([`production::OpaquePart`]).
///
/// ```
/// let o = urispec::rfc2396::parse("mailto:a%40b@c")?.opaque_part().unwrap();
/// assert_eq!(o.as_str(), "a%40b@c");
/// assert_eq!(&*o.decode(), b"a@b@c");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type OpaquePart<'a> = Part<'a, production::OpaquePart>;

/// A `query` (RFC 2396 §3.4), without its `?`: `query = *uric`
/// ([`production::Query`]).
///
/// ```
/// let r = urispec::rfc2396::parse("http://me@a:80/b;p/c?q#f")?;
/// assert_eq!(r.query().unwrap().as_str(), "q");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type Query<'a> = Part<'a, production::Query>;

/// A `fragment` (RFC 2396 §4.1), without its `#`: `fragment = *uric`
/// ([`production::Fragment`]).
///
/// ```
/// let r = urispec::rfc2396::parse("http://me@a:80/b;p/c?q#f")?;
/// assert_eq!(r.fragment().unwrap().span(), 23..24);
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type Fragment<'a> = Part<'a, production::Fragment>;

impl<'a> Part<'a, production::AbsPath> {
    /// The `segment`s after the leading `/` (`/a//b/` gives `a`, ``, `b`, ``).
    pub fn segments(&self) -> impl Iterator<Item = Segment<'a>> + 'a {
        // `abs_path = "/" path_segments`: the first byte is the `/`.
        let path_segments: Part<'a, production::AbsPath> = part::after(*self, 1);
        part::split(path_segments, '/')
    }
}

impl<'a> Part<'a, production::RelPath> {
    /// The `rel_segment`, then the `segment`s of the `abs_path` after it.
    pub fn segments(&self) -> impl Iterator<Item = Segment<'a>> + 'a {
        part::split(*self, '/')
    }
}

impl<'a> Part<'a, production::Segment> {
    /// The `*pchar` before the first `;` (pchar holds no `;`).
    pub fn name(&self) -> &'a str {
        self.as_str().split(';').next().unwrap_or_default()
    }

    /// The `param`s after each `;`.
    pub fn params(&self) -> impl Iterator<Item = Param<'a>> + 'a {
        part::split(*self, ';').skip(1)
    }
}

impl Part<'_, production::Port> {
    /// The port number, `None` when empty or above 65535 (`port = *digit`
    /// allows both).
    pub fn number(&self) -> Option<u16> {
        self.as_str().parse().ok()
    }
}
