//! An RFC 2396 `URI-reference` built from decoded parts (RFC 2396 §2.4.2
//! "When to Escape and Unescape": data is escaped when the URI is built from
//! its component parts, and only then). Each part is escaped with the set of
//! the production that holds it, less the characters §3 reserves within that
//! component, so every octet reads back as data; what is built is parsed
//! again and compared with the parts before it is returned.

use std::borrow::Cow;

use super::{Authority, Host, UriReference, UriReferenceBuf};
use crate::edition::Edition;
use crate::escape::{decode, Set};

/// One path segment, decoded: `segment = *pchar *( ";" param )` (RFC 2396
/// §3.3).
///
/// ```
/// use urispec::rfc2396::{ReferenceParts, SegmentParts, UriReferenceBuf};
/// let seg = [SegmentParts { name: b"a/b", params: &[b"v=1"] }];
/// let built = UriReferenceBuf::build(&ReferenceParts { segments: &seg, ..Default::default() })?;
/// assert_eq!(built.as_str(), "/a%2Fb;v%3D1");
/// # Ok::<(), urispec::rfc2396::BuildError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SegmentParts<'p> {
    /// The segment before its parameters, any octets (a `/`, `;`, `=` or `?`
    /// in it is written escaped: §3.3 reserves them within a segment).
    pub name: &'p [u8],
    /// The parameters after `;`, any octets each.
    pub params: &'p [&'p [u8]],
}

/// The `server` of an authority, decoded: `server = [ [ userinfo "@" ]
/// hostport ]` (RFC 2396 §3.2.2).
///
/// ```
/// use urispec::rfc2396::{ReferenceParts, ServerParts, UriReferenceBuf};
/// let server = ServerParts { userinfo: Some(b"me:pw"), host: "a.example", port: Some(21) };
/// let parts = ReferenceParts { scheme: Some("ftp"), server: Some(server), ..Default::default() };
/// assert_eq!(UriReferenceBuf::build(&parts)?.as_str(), "ftp://me%3Apw@a.example:21");
/// # Ok::<(), urispec::rfc2396::BuildError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ServerParts<'p> {
    /// The `userinfo`, any octets (its `;`, `:`, `&`, `=`, `+`, `$` and `,`,
    /// reserved by §3.2.2, are written escaped).
    pub userinfo: Option<&'p [u8]>,
    /// The host, a `hostname` or `IPv4address` as written (a host is never
    /// escaped).
    pub host: &'p str,
    /// The port, when one is written.
    pub port: Option<u16>,
}

/// The parts of a hierarchical or relative `URI-reference`, decoded (RFC
/// 2396 §3, §4, §5): `[ scheme ":" ] [ "//" server ] [ path ] [ "?" query ]
/// [ "#" fragment ]`. An `opaque_part` is not built: it has no parts.
///
/// ```
/// use urispec::rfc2396::{ReferenceParts, SegmentParts, UriReferenceBuf};
/// let seg = [SegmentParts { name: b"g", params: &[] }];
/// let parts = ReferenceParts { segments: &seg, relative: true, query: Some(b"a b"), ..Default::default() };
/// assert_eq!(UriReferenceBuf::build(&parts)?.as_str(), "g?a%20b");
/// # Ok::<(), urispec::rfc2396::BuildError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ReferenceParts<'p> {
    /// The `scheme`, as written (a scheme is never escaped).
    pub scheme: Option<&'p str>,
    /// The server-based `authority` of a `net_path`.
    pub server: Option<ServerParts<'p>>,
    /// The path segments; none: no path.
    pub segments: &'p [SegmentParts<'p>],
    /// The path is a `rel_path` (only without scheme and authority), not an
    /// `abs_path`.
    pub relative: bool,
    /// The `query`, any octets (the characters §3.4 reserves are written
    /// escaped).
    pub query: Option<&'p [u8]>,
    /// The `fragment`, any octets.
    pub fragment: Option<&'p [u8]>,
}

/// Why a `URI-reference` cannot be built from the parts.
///
/// ```
/// use urispec::rfc2396::{BuildError, ReferenceParts, UriReferenceBuf};
/// let parts = ReferenceParts { scheme: Some("1x"), ..Default::default() };
/// let err = UriReferenceBuf::build(&parts).unwrap_err();
/// assert!(matches!(err, BuildError::Part { .. }));
/// assert!(err.to_string().starts_with("rfc2396: `"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BuildError {
    /// A part the production that holds it cannot hold: a `scheme` that is
    /// not `alpha *( alpha | digit | "+" | "-" | "." )`, a host that is no
    /// `hostname` or `IPv4address`, a void first `rel_segment`, a void first
    /// segment of an `abs_path` with no authority before more segments (`//`
    /// would start a `net_path`), a relative path after a scheme or an
    /// authority, a scheme with no path or authority (an `absoluteURI` needs a
    /// `hier_part`).
    #[error("rfc2396: `{production}` cannot hold {part}")]
    Part {
        /// The production the part would be written as.
        production: &'static str,
        /// The part given.
        part: String,
    },
    /// The reference written does not read back as the parts (a defect of
    /// the builder, reported rather than hidden).
    #[error("rfc2396: {reference:?} does not read back as the parts given")]
    Mismatch {
        /// What was written.
        reference: String,
    },
}

/// The set of `production`, less `reserved` (RFC 2396's sets come from its
/// grammar, so this cannot fail; an empty set escapes everything).
fn set(production: &str, reserved: &[u8]) -> Set {
    Set::of(Edition::Rfc2396, production)
        .unwrap_or_default()
        .difference(Set::from_bytes(reserved))
}

fn part(production: &'static str, part: impl std::fmt::Debug) -> BuildError {
    BuildError::Part {
        production,
        part: format!("{part:?}"),
    }
}

impl UriReferenceBuf {
    /// Write a `URI-reference` from decoded parts, each escaped with the set
    /// of its production less the characters RFC 2396 reserves within it
    /// (§3.2.2 `userinfo`, §3.3 path segments, §3.4 `query`), so that it
    /// reads back as exactly these parts.
    ///
    /// # Errors
    ///
    /// [`BuildError::Part`] for a part its production cannot hold.
    pub fn build(parts: &ReferenceParts<'_>) -> Result<Self, BuildError> {
        let mut out = String::new();
        if let Some(scheme) = parts.scheme {
            out.push_str(scheme);
            out.push(':');
        }
        if let Some(server) = parts.server {
            out.push_str("//");
            if let Some(userinfo) = server.userinfo {
                out.push_str(&set("userinfo", b";:&=+$,").encode(userinfo));
                out.push('@');
            }
            out.push_str(server.host);
            if let Some(port) = server.port {
                out.push_str(&format!(":{port}"));
            }
        }
        let hierarchical = parts.scheme.is_some() || parts.server.is_some();
        if parts.relative && hierarchical {
            return Err(part("rel_path", parts.segments));
        }
        if parts.scheme.is_some() && parts.server.is_none() && parts.segments.is_empty() {
            return Err(part("hier_part", ""));
        }
        out.push_str(&path(parts)?);
        if let Some(query) = parts.query {
            out.push('?');
            out.push_str(&set("query", b";/?:@&=+,$").encode(query));
        }
        if let Some(fragment) = parts.fragment {
            out.push('#');
            out.push_str(&set("fragment", b"").encode(fragment));
        }
        let Ok(built) = out.parse::<UriReferenceBuf>() else {
            return Err(rejected(parts, out));
        };
        if reads_back(built.view(), parts) {
            Ok(built)
        } else {
            Err(BuildError::Mismatch { reference: out })
        }
    }
}

/// The path: `"/" segment *( "/" segment )`, or a `rel_segment` first.
fn path(parts: &ReferenceParts<'_>) -> Result<String, BuildError> {
    let segment = set("pchar", b"=");
    let mut out = String::new();
    for (i, s) in parts.segments.iter().enumerate() {
        // A `rel_segment` holds no `:` (it would read as a scheme) and is
        // never void (`//` would start a `net_path`).
        let first_relative = parts.relative && i == 0;
        let set = if first_relative {
            segment.difference(Set::from_bytes(b":"))
        } else {
            segment
        };
        let void = s.name.is_empty() && s.params.is_empty();
        if first_relative && void {
            return Err(part("rel_segment", s));
        }
        // Without an authority, `abs_path` cannot start with a void segment
        // before another: `//` would start a `net_path`.
        if i == 0 && void && !parts.relative && parts.server.is_none() && parts.segments.len() > 1 {
            return Err(part("abs_path", parts.segments));
        }
        if i > 0 || !parts.relative {
            out.push('/');
        }
        out.push_str(&set.encode(s.name));
        for p in s.params {
            out.push(';');
            out.push_str(&set.encode(p));
        }
    }
    Ok(out)
}

/// The error for parts whose reference does not parse: the scheme or the
/// host, which are written as given.
fn rejected(parts: &ReferenceParts<'_>, reference: String) -> BuildError {
    if let Some(scheme) = parts.scheme
        && format!("{scheme}:/").parse::<UriReferenceBuf>().is_err()
    {
        return part("scheme", scheme);
    }
    if let Some(server) = parts.server {
        return part("host", server.host);
    }
    BuildError::Mismatch { reference }
}

/// The octets of a part read back, decoded.
fn decoded(raw: Option<&str>) -> Option<Cow<'_, [u8]>> {
    raw.map(decode)
}

/// The octets of a part given.
fn bytes(given: Option<&[u8]>) -> Option<Cow<'_, [u8]>> {
    given.map(Cow::Borrowed)
}

/// Whether `read` has exactly `parts`.
fn reads_back(read: UriReference<'_>, parts: &ReferenceParts<'_>) -> bool {
    let server_ok = match (read.authority(), parts.server) {
        (None, None) => true,
        (Some(Authority::Server(s)), Some(want)) => match s.hostport() {
            Some(hp) => {
                let host = match hp.host() {
                    Host::Hostname(h) => h.as_str(),
                    Host::Ipv4address(a) => a.as_str(),
                };
                host == want.host
                    && hp.port().map(|p| p.number()) == want.port.map(Some)
                    && decoded(s.userinfo().map(|u| u.as_str())) == bytes(want.userinfo)
            }
            None => false,
        },
        _ => false,
    };
    let segments: Vec<_> = match (read.abs_path(), read.rel_path()) {
        (Some(p), None) if !parts.relative => p.segments().collect(),
        (None, Some(p)) if parts.relative => p.segments().collect(),
        (None, None) => Vec::new(),
        _ => return false,
    };
    let segments_ok = segments.len() == parts.segments.len()
        && segments.iter().zip(parts.segments).all(|(read, want)| {
            decode(read.name()) == want.name
                && read
                    .params()
                    .map(|p| decode(p.as_str()))
                    .eq(want.params.iter().map(|p| Cow::Borrowed(*p)))
        });
    read.scheme().map(|s| s.as_str()) == parts.scheme
        && server_ok
        && segments_ok
        && decoded(read.query().map(|q| q.as_str())) == bytes(parts.query)
        && decoded(read.fragment().map(|f| f.as_str())) == bytes(parts.fragment)
}
