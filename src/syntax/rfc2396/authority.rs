//! The views of a `net_path`: its `authority`, a `server`'s `hostport` and
//! `host`. Each is built on the fly from the text and its offsets record;
//! `net_path`, `server` and `hostport` are equal when they are the same text
//! at the same place (their `record::Place`'s equality and hash).

use std::fmt;
use std::ops::Range;

use super::record::{AuthorityKind, HostKind, PathKind, Place, Src};
use super::{AbsPath, Hostname, Ipv4address, Port, RegName, Userinfo};
use crate::grammar::fill::Span;
use crate::grammar::fill::Tagged;

/// A `net_path` (RFC 2396 §3).
///
/// ```text
/// net_path = "//" authority [ abs_path ]
/// ```
///
/// ```
/// let r = urispec::rfc2396::parse("http://me@a:80/b")?;
/// let n = r.net_path().unwrap();
/// assert_eq!((n.as_str(), n.span()), ("//me@a:80/b", 5..16));
/// assert_eq!(n.authority().as_str(), "me@a:80");
/// assert_eq!(n.abs_path().unwrap().as_str(), "/b");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct NetPath<'a> {
    at: Place<'a, Tagged<AuthorityKind>>,
}

/// An `authority` (RFC 2396 §3.2): server-based when the whole authority
/// matches `server`, registry-based otherwise.
///
/// ```text
/// authority = server | reg_name
/// ```
///
/// ```
/// use urispec::rfc2396::{parse, Authority};
/// assert!(matches!(parse("http://a:80/")?.authority(), Some(Authority::Server(_))));
/// // `a:b:c` is no `hostport`, so the whole authority is a `reg_name`.
/// assert!(matches!(parse("x://a:b:c/")?.authority(), Some(Authority::RegName(_))));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
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
///
/// ```
/// use urispec::rfc2396::{parse, Authority};
/// let Some(Authority::Server(s)) = parse("http://me@a:80/b")?.authority() else { panic!("server") };
/// assert_eq!((s.as_str(), s.span()), ("me@a:80", 7..14));
/// assert_eq!(s.userinfo().unwrap().as_str(), "me");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Server<'a> {
    at: Place<'a>,
}

/// A `hostport` (RFC 2396 §3.2.2).
///
/// ```text
/// hostport = host [ ":" port ]
/// ```
///
/// `port` is kept as written: it may be empty or exceed 65535.
///
/// ```
/// use urispec::rfc2396::{parse, Authority};
/// let Some(Authority::Server(s)) = parse("http://me@a:80/b")?.authority() else { panic!("server") };
/// let hp = s.hostport().unwrap();
/// assert_eq!((hp.as_str(), hp.span()), ("a:80", 10..14));
/// assert_eq!(hp.host().as_str(), "a");
/// assert_eq!(hp.port().unwrap().number(), Some(80));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Hostport<'a> {
    at: Place<'a, Tagged<HostKind>>,
}

/// A `host` (RFC 2396 §3.2.2).
///
/// ```text
/// host = hostname | IPv4address
/// ```
///
/// ```
/// use urispec::rfc2396::{parse, Authority, Host};
/// let Some(Authority::Server(s)) = parse("http://10.0.0.1/")?.authority() else { panic!("server") };
/// let host = s.hostport().unwrap().host();
/// assert!(matches!(host, Host::Ipv4address(_)));
/// assert_eq!(host.to_string(), "10.0.0.1");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Host<'a> {
    /// `hostname = *( domainlabel "." ) toplabel [ "." ]`.
    Hostname(Hostname<'a>),
    /// `IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit` (no range limit).
    Ipv4address(Ipv4address<'a>),
}

impl<'a> NetPath<'a> {
    /// The `net_path` of a reference, if it has one: the record has an
    /// authority exactly then.
    pub(super) fn of(src: Src<'a>) -> Option<Self> {
        let authority = src.offsets.authority()?;
        // `"//" authority [ abs_path ]`, nothing in between.
        let end = src
            .offsets
            .path_of(PathKind::Abs)
            .map_or(authority.span.end, |p| p.end);
        let span = Span::new(authority.span.start.saturating_sub(2), end);
        let at = Place {
            src,
            span,
            kind: authority,
        };
        Some(NetPath { at })
    }

    /// The text of the `net_path`, as in the input.
    pub fn as_str(&self) -> &'a str {
        self.at.as_str()
    }

    /// Byte range in the whole input.
    pub fn span(&self) -> Range<usize> {
        self.at.span.range()
    }

    /// The `authority` after `//`.
    pub fn authority(&self) -> Authority<'a> {
        Authority::of(self.at.src, self.at.kind)
    }

    /// The `abs_path` after the authority.
    pub fn abs_path(&self) -> Option<AbsPath<'a>> {
        let src = self.at.src;
        let path = src.offsets.path_of(PathKind::Abs);
        path.map(|p| AbsPath::at(src.text, p))
    }
}

impl fmt::Display for NetPath<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl AsRef<str> for NetPath<'_> {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl<'a> Authority<'a> {
    /// The authority the record `src` has at `authority`, of its kind.
    #[inline]
    pub(super) fn of(src: Src<'a>, authority: Tagged<AuthorityKind>) -> Self {
        let span = authority.span;
        match authority.kind {
            AuthorityKind::Server => Authority::Server(Server {
                at: Place {
                    src,
                    span,
                    kind: (),
                },
            }),
            AuthorityKind::RegName => Authority::RegName(RegName::at(src.text, span)),
        }
    }

    /// The text of the authority (without `//`).
    pub fn as_str(&self) -> &'a str {
        match self {
            Authority::Server(s) => s.as_str(),
            Authority::RegName(r) => r.as_str(),
        }
    }
}

impl<'a> Server<'a> {
    /// The text of the `server`, as in the input.
    pub fn as_str(&self) -> &'a str {
        self.at.as_str()
    }

    /// Byte range in the whole input.
    pub fn span(&self) -> Range<usize> {
        self.at.span.range()
    }

    /// The `userinfo` before `@`.
    pub fn userinfo(&self) -> Option<Userinfo<'a>> {
        let src = self.at.src;
        src.offsets.userinfo().map(|u| Userinfo::at(src.text, u))
    }

    /// The `hostport`; `None` for an empty server.
    pub fn hostport(&self) -> Option<Hostport<'a>> {
        let src = self.at.src;
        let host = src.offsets.host()?;
        let end = src.offsets.port().map_or(host.span.end, |p| p.end);
        let span = Span::new(host.span.start, end);
        let at = Place {
            src,
            span,
            kind: host,
        };
        Some(Hostport { at })
    }
}

impl fmt::Display for Server<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl AsRef<str> for Server<'_> {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl<'a> Hostport<'a> {
    /// The text of the `hostport`, as in the input.
    pub fn as_str(&self) -> &'a str {
        self.at.as_str()
    }

    /// Byte range in the whole input.
    pub fn span(&self) -> Range<usize> {
        self.at.span.range()
    }

    /// The `host`.
    pub fn host(&self) -> Host<'a> {
        let (text, host) = (self.at.src.text, self.at.kind);
        let span = host.span;
        match host.kind {
            HostKind::Hostname => Host::Hostname(Hostname::at(text, span)),
            HostKind::Ipv4address => Host::Ipv4address(Ipv4address::at(text, span)),
        }
    }

    /// The `port` after `:` (possibly empty).
    pub fn port(&self) -> Option<Port<'a>> {
        let src = self.at.src;
        src.offsets.port().map(|p| Port::at(src.text, p))
    }
}

impl fmt::Display for Hostport<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl AsRef<str> for Hostport<'_> {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl<'a> Host<'a> {
    /// The text of the host.
    pub fn as_str(&self) -> &'a str {
        match self {
            Host::Hostname(h) => h.as_str(),
            Host::Ipv4address(a) => a.as_str(),
        }
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

// `Debug` shows the tree the accessors give, not the record.

impl fmt::Debug for NetPath<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("NetPath")
            .field("raw", &self.as_str())
            .field("authority", &self.authority())
            .field("abs_path", &self.abs_path())
            .finish()
    }
}

impl fmt::Debug for Server<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Server")
            .field("raw", &self.as_str())
            .field("offset", &self.at.span.start)
            .field("userinfo", &self.userinfo())
            .field("hostport", &self.hostport())
            .finish()
    }
}

impl fmt::Debug for Hostport<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Hostport")
            .field("raw", &self.as_str())
            .field("offset", &self.at.span.start)
            .field("host", &self.host())
            .field("port", &self.port())
            .finish()
    }
}
