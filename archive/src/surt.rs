//! SURT keys ("Sort-friendly URI Reordering Transform"), the urlkeys that
//! web-archive indexes are sorted and joined by: the host's labels
//! reversed and joined by commas, a `)`, then the path and query.
//!
//! Two keys: [`Surt::Default`], the key of the `surt` Python package (0.3,
//! with its default options; a port of Heritrix's and archive-commons'
//! canonicalizers), so a key joins with the CDX indexes that package wrote;
//! and [`Surt::Rfc2396`], the same shape built on RFC 2396's normal form
//! alone. The README's "Web archives" lists each step of the first that is
//! no part of RFC 2396, and why the package takes it.

use urispec::compare::normal_form;
use urispec::edition::Edition;
use urispec::error::SyntaxError;
use urispec::rfc2396;

/// Which canonicalization a SURT key is built on.
///
/// ```
/// use urispec_archive::Surt;
///
/// let url = "http://www.Archive.org:80/Goo/?b=1&a=2#top";
/// assert_eq!(Surt::Default.key(url)?, "org,archive)/goo?a=2&b=1");
/// assert_eq!(Surt::Rfc2396.key(url)?, "http://(org,archive,www,)/Goo/?b=1&a=2");
/// # Ok::<(), urispec_archive::SurtError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Surt {
    /// The `surt` package's `surt.surt(url)`: its default canonicalization
    /// (`DefaultIAURLCanonicalizer`: Google's, then the Internet
    /// Archive's), without the scheme.
    Default,
    /// RFC 2396's normal form ([`urispec::compare`]: scheme and host in lower
    /// case, a default port elided, escapes of `unreserved` characters
    /// decoded), the fragment left out (RFC 2396 §4.1: "not part of the
    /// URI"), written in SURT's form with the scheme: `scheme://(` the
    /// host's labels reversed, each followed by a comma, `)` then the path
    /// and query as they are. A URI without a server-based authority keys
    /// as its normal form.
    Rfc2396,
}

/// Why a SURT key could not be made.
///
/// ```
/// use urispec_archive::{Surt, SurtError};
///
/// assert!(matches!(Surt::Default.key("http://a:99999/"), Err(SurtError::Port { offset: 9 })));
/// assert!(matches!(Surt::Rfc2396.key("/a/b"), Err(SurtError::NotAbsolute)));
/// assert!(matches!(Surt::Rfc2396.key("http://a b/"), Err(SurtError::Syntax(_))));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SurtError {
    /// The port is not a number of 0 to 65535 (where the `surt` package
    /// raises Python's `ValueError`).
    #[error("the port at byte {offset} is not a number from 0 to 65535")]
    Port {
        /// Where the port starts in the input.
        offset: usize,
    },
    /// The input is only spaces.
    #[error("no URL: the input is blank")]
    Blank,
    /// Under [`Surt::Rfc2396`]: the input is no URI reference.
    #[error(transparent)]
    Syntax(SyntaxError),
    /// Under [`Surt::Rfc2396`]: a relative reference has no key.
    #[error("a relative reference has no SURT key: it has no scheme")]
    NotAbsolute,
}

impl Surt {
    /// The SURT key of `url`.
    ///
    /// # Errors
    ///
    /// A [`SurtError`] for a port that is no number, a blank input, and
    /// under [`Surt::Rfc2396`] an input that is no absolute URI.
    pub fn key(self, url: &str) -> Result<String, SurtError> {
        match self {
            Surt::Default => package_key(url.as_bytes()),
            Surt::Rfc2396 => rfc2396_key(url),
        }
    }
}

impl Surt {
    /// Both keys, the `surt` package's first.
    pub const ALL: [Surt; 2] = [Surt::Default, Surt::Rfc2396];

    /// Its name, as the front ends take it (`normalize --surt=NAME`):
    /// `default` or `rfc2396`.
    pub const fn name(self) -> &'static str {
        match self {
            Surt::Default => "default",
            Surt::Rfc2396 => "rfc2396",
        }
    }
}

impl std::fmt::Display for Surt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The name given is neither `default` nor `rfc2396` (see [`Surt`]).
///
/// ```
/// use urispec_archive::Surt;
/// assert_eq!("rfc2396".parse::<Surt>()?, Surt::Rfc2396);
/// assert_eq!(Surt::Default.to_string(), "default");
/// let e = "heritrix".parse::<Surt>().unwrap_err();
/// assert_eq!(e.to_string(), "unknown SURT key `heritrix` (known: default, rfc2396)");
/// # Ok::<(), urispec_archive::UnknownSurt>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown SURT key `{0}` (known: default, rfc2396)")]
pub struct UnknownSurt(pub String);

impl std::str::FromStr for Surt {
    type Err = UnknownSurt;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Surt::ALL
            .into_iter()
            .find(|k| k.name() == s)
            .ok_or_else(|| UnknownSurt(s.to_owned()))
    }
}

/// [`Surt::Rfc2396`].
fn rfc2396_key(url: &str) -> Result<String, SurtError> {
    let normal = normal_form(Edition::Rfc2396, url).map_err(SurtError::Syntax)?;
    let parsed = rfc2396::parse(&normal).map_err(SurtError::Syntax)?;
    let Some(scheme) = parsed.scheme() else {
        return Err(SurtError::NotAbsolute);
    };
    let without_fragment = match parsed.fragment() {
        Some(f) => &normal[..f.span().start - 1],
        None => &normal[..],
    };
    let Some(rfc2396::Authority::Server(server)) = parsed.authority() else {
        return Ok(without_fragment.to_owned());
    };
    let Some(hostport) = server.hostport() else {
        return Ok(without_fragment.to_owned());
    };
    let mut key = format!("{}://(", scheme.as_str());
    for label in hostport.host().as_str().split('.').rev() {
        key.push_str(label);
        key.push(',');
    }
    if let Some(port) = hostport.port().filter(|p| !p.as_str().is_empty()) {
        key.push(':');
        key.push_str(port.as_str());
    }
    if let Some(userinfo) = server.userinfo() {
        key.push('@');
        key.push_str(userinfo.as_str());
    }
    key.push(')');
    key.push_str(&without_fragment[hostport.span().end..]);
    Ok(key)
}

/// The URL as the `surt` package's `handyurl` holds it.
#[derive(Debug, Default)]
struct Handy {
    scheme: Vec<u8>,
    host: Option<Vec<u8>>,
    port: Option<u32>,
    path: Option<Vec<u8>>,
    query: Option<Vec<u8>>,
}

/// [`Surt::Default`]: `surt.surt(url)`, step for step.
fn package_key(input: &[u8]) -> Result<String, SurtError> {
    if input.is_empty() {
        return Ok("-".to_owned());
    }
    if input.starts_with(b"filedesc") {
        return Ok(String::from_utf8_lossy(input).into_owned());
    }
    let mut url = parse(input)?;
    google(&mut url);
    internet_archive(&mut url);
    let mut key = Vec::new();
    match &url.host {
        Some(host) if !host.is_empty() => {
            let labels: Vec<&[u8]> = host.split(|&b| b == b'.').rev().collect();
            key.extend_from_slice(&labels.join(&b","[..]));
            if let Some(port) = url.port {
                key.extend_from_slice(format!(":{port}").as_bytes());
            }
            key.push(b')');
        }
        _ => {
            key.extend_from_slice(&url.scheme);
            key.push(b':');
        }
    }
    match &url.path {
        Some(path) if !path.is_empty() => key.extend_from_slice(path),
        _ if url.query.is_some() => key.push(b'/'),
        _ => {}
    }
    if let Some(query) = &url.query {
        key.push(b'?');
        key.extend_from_slice(query);
    }
    Ok(String::from_utf8_lossy(&key).into_owned())
}

/// `handyurl.parse`: Python's `bytes.strip()`, tab, CR and LF removed, a
/// missing scheme taken as `http://`, repeated `http://` or `https://`
/// collapsed to the last, then the RFC 2396 Appendix B regular expression
/// and `urllib.parse`'s reading of the authority.
fn parse(input: &[u8]) -> Result<Handy, SurtError> {
    let trimmed = input.trim_ascii();
    // Offsets are reported into `input`: `lead` bytes were trimmed, and the
    // offset is only exact when no tab, CR or LF came before the port.
    let lead = input.len() - input.trim_ascii_start().len();
    let mut url: Vec<u8> = trimmed
        .iter()
        .copied()
        .filter(|b| !matches!(b, b'\n' | b'\r' | b'\t'))
        .collect();
    if url.is_empty() {
        return Err(SurtError::Blank);
    }
    let mut added = 0;
    if scheme_length(&url).is_none() {
        url.splice(0..0, b"http://".iter().copied());
        added = 7;
    }
    // `^(https?://)+` becomes its last repetition.
    let mut start = 0;
    loop {
        let step = if url[start..].starts_with(b"http://") {
            7
        } else if url[start..].starts_with(b"https://") {
            8
        } else {
            break;
        };
        let next = start + step;
        if url[next..].starts_with(b"http://") || url[next..].starts_with(b"https://") {
            start = next;
        } else {
            break;
        }
    }
    url.drain(..start);
    let colon = scheme_length(&url).unwrap_or(0);
    let scheme = url[..colon].to_vec();
    let mut rest = &url[colon + 1..];
    let mut netloc: &[u8] = b"";
    let mut netloc_at = colon + 1;
    if let Some(after) = rest.strip_prefix(b"//") {
        let end = after
            .iter()
            .position(|b| matches!(b, b'/' | b'?' | b'#'))
            .unwrap_or(after.len());
        netloc = &after[..end];
        netloc_at += 2;
        rest = &after[end..];
    }
    let path_end = rest
        .iter()
        .position(|b| matches!(b, b'?' | b'#'))
        .unwrap_or(rest.len());
    let path = &rest[..path_end];
    let mut query = None;
    if rest.get(path_end) == Some(&b'?') {
        let q = &rest[path_end + 1..];
        let end = q.iter().position(|&b| b == b'#').unwrap_or(q.len());
        query = Some(&q[..end]);
    }
    // "hostnames that end with ':' without being followed by a port number"
    while netloc.last() == Some(&b':') {
        netloc = &netloc[..netloc.len() - 1];
    }
    // `_hostinfo`: after the last `@`; a bracketed host, or up to `:`.
    let at = netloc.iter().rposition(|&b| b == b'@').map_or(0, |a| a + 1);
    let hostinfo = &netloc[at..];
    let (host, port, port_at) = match hostinfo.iter().position(|&b| b == b'[') {
        Some(open) => {
            let bracketed = &hostinfo[open + 1..];
            let close = bracketed
                .iter()
                .position(|&b| b == b']')
                .unwrap_or(bracketed.len());
            let after = bracketed.get(close + 1..).unwrap_or_default();
            let port_start = after.iter().position(|&b| b == b':').map(|c| c + 1);
            let port = port_start.map_or(&b""[..], |p| &after[p..]);
            let port_at = open + 1 + close + 1 + port_start.unwrap_or(0);
            (&bracketed[..close], port, port_at)
        }
        None => match hostinfo.iter().position(|&b| b == b':') {
            Some(c) => (&hostinfo[..c], &hostinfo[c + 1..], c + 1),
            None => (hostinfo, &b""[..], 0),
        },
    };
    let port = if port.is_empty() {
        None
    } else {
        let offset = (lead + netloc_at + at + port_at + start).saturating_sub(added);
        let number = port
            .iter()
            .all(u8::is_ascii_digit)
            .then(|| {
                port.iter().try_fold(0u32, |n, &d| {
                    n.checked_mul(10)?.checked_add(u32::from(d - b'0'))
                })
            })
            .flatten()
            .filter(|&n| n <= 65535)
            .ok_or(SurtError::Port { offset })?;
        // `o.port or None`: port 0 is none.
        Some(number).filter(|&n| n != 0)
    };
    let mut handy = Handy {
        host: (!host.is_empty()).then(|| host.to_ascii_lowercase()),
        port,
        path: (!path.is_empty()).then(|| path.to_vec()),
        query: query.filter(|q| !q.is_empty()).map(<[u8]>::to_vec),
        scheme,
    };
    if handy.scheme.starts_with(b"http")
        && handy.host.is_none()
        && let Some(path) = handy.path.take()
    {
        let slashes = path.iter().take_while(|&&b| b == b'/').count();
        let path = &path[slashes..];
        let slash = path.iter().position(|&b| b == b'/');
        let (host, rest) = match slash {
            Some(s) => (&path[..s], &path[s + 1..]),
            None => (path, &b""[..]),
        };
        handy.host = Some(host.to_vec());
        handy.path = Some([&b"/"[..], rest].concat());
    }
    Ok(handy)
}

/// The length of the scheme when `url` starts with one and a colon
/// (`^[a-zA-Z][a-zA-Z0-9+.-]*:`).
fn scheme_length(url: &[u8]) -> Option<usize> {
    if !url.first()?.is_ascii_alphabetic() {
        return None;
    }
    let n = url
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'))
        .count();
    (url.get(n) == Some(&b':')).then_some(n)
}

mod canon;
use canon::{google, internet_archive};
