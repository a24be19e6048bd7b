//! What every edition's tree has in common: [`UriLike`], so a program can be
//! written once for any edition, and [`PortError`].
//!
//! Each tree keeps its own accessors under the names its document uses
//! (`search` and `fragmentid` in RFC 1630, `query` and `fragment` in RFC 2396
//! §3 and §4.1); the trait gives them spec-neutral names and plain `&str`.
//!
//! ```
//! use urispec::UriLike;
//!
//! fn host_and_port(u: &dyn UriLike) -> Option<(String, Option<u16>)> {
//!     let port = u.port_number().ok()?;
//!     Some((u.host_str()?.to_owned(), port))
//! }
//!
//! let r = urispec::rfc2396::parse("http://www.w3.org:8080/a?q#f")?;
//! let u = urispec::url::parse(urispec::UrlGrammar::UrlDraft03, "http://www.w3.org:8080/a?q#f")?;
//! let g = urispec::uri_draft::parse("http://www.w3.org:8080/a?q#f")?;
//! assert_eq!(host_and_port(&r), Some(("www.w3.org".to_owned(), Some(8080))));
//! assert_eq!(host_and_port(&u), Some(("www.w3.org".to_owned(), Some(8080))));
//! // The generic grammar of the "URIs in WWW" draft has no authority: `//www.w3.org:8080/a` is path.
//! assert_eq!(host_and_port(&g), None);
//! assert_eq!(g.path_str(), Some("//www.w3.org:8080/a"));
//! for u in [&r as &dyn UriLike, &u, &g] {
//!     assert_eq!((u.scheme_str(), u.query_str(), u.fragment_str()), (Some("http"), Some("q"), Some("f")));
//!     assert!(u.is_absolute() && !u.is_opaque());
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::edition::Edition;

/// A port whose digits do not make a 16-bit number.
///
/// The grammars write a port as any run of digits (RFC 2396 §3.2.2
/// `port = *digit`; RFC 1630 "BNF for specific URL schemes" `port digits`),
/// so `http://a:99999/` parses; only its number is out of range.
///
/// ```
/// use urispec::{PortError, UriLike};
/// let r = urispec::rfc2396::parse("http://a:99999/")?;
/// assert_eq!(r.port_str(), Some("99999"));
/// assert_eq!(r.port_number(), Err(PortError::TooLarge));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum PortError {
    /// The digits make a number above 65535.
    #[error("port number larger than 65535")]
    TooLarge,
}

/// The number of a port written as `digits`: `None` for an empty port (RFC
/// 2396 §3.2.2 allows one and reads it as the scheme's default).
pub(crate) fn port_number(digits: Option<&str>) -> Result<Option<u16>, PortError> {
    match digits {
        None | Some("") => Ok(None),
        // The grammars admit only ASCII digits, so a failure is an overflow.
        Some(digits) => digits.parse().map(Some).map_err(|_| PortError::TooLarge),
    }
}

/// The parts every edition can be asked for, under spec-neutral names: a
/// tree of any edition (RFC 2396's [`UriReference`](crate::syntax::rfc2396::UriReference),
/// the URL grammars' [`ParsedUrl`](crate::syntax::url::ParsedUrl), the generic
/// grammars' [`Fragmentaddress`](crate::syntax::generic::Fragmentaddress)) and their
/// owned forms.
///
/// A part the edition's grammar has no production for is `None`: RFC 1630's
/// generic `uri` (RFC 1630, "BNF of Generic URI Syntax", p.22) has no host.
///
/// Each part comes as text, under a name ending in `_str` (`host_str`); a
/// tree's own method of the same stem (`host()`) gives the typed part of its
/// edition, so one name has one meaning whether the trait is in scope or not.
///
/// ```
/// use urispec::UriLike;
/// fn describe<U: UriLike + ?Sized>(u: &U) -> String {
///     format!("{:?} {:?} {:?}", u.scheme_str(), u.host_str(), u.path_str())
/// }
/// let r: urispec::rfc2396::UriReferenceBuf = "ftp://ftp.is.co.za/rfc/rfc1808.txt".parse()?;
/// assert_eq!(describe(&r), r#"Some("ftp") Some("ftp.is.co.za") Some("/rfc/rfc1808.txt")"#);
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub trait UriLike {
    /// The edition whose grammar accepted the text.
    fn spec(&self) -> Edition;

    /// The whole text, as written.
    fn as_str(&self) -> &str;

    /// The scheme before the first `:`, as written; `None` for a relative
    /// reference.
    fn scheme_str(&self) -> Option<&str>;

    /// The host, as written, where the edition's grammar names one.
    fn host_str(&self) -> Option<&str>;

    /// The port digits, as written (possibly empty under RFC 2396).
    fn port_str(&self) -> Option<&str>;

    /// The path, as written (RFC 2396 §3.3 `abs_path` or `rel_path`, the
    /// `path` of the URL and generic grammars); `None` where the edition has
    /// no path production there (an RFC 2396 `opaque_part`, a `mailto`).
    fn path_str(&self) -> Option<&str>;

    /// The query, as written: RFC 2396 §3.4 `query`, RFC 1630's `search`.
    fn query_str(&self) -> Option<&str>;

    /// The fragment after `#`, as written: RFC 2396 §4.1 `fragment`, RFC
    /// 1630's `fragmentid`.
    fn fragment_str(&self) -> Option<&str>;

    /// Whether the reference is opaque: an RFC 2396 §3 `opaque_part`, or
    /// under the other editions a scheme whose rest does not begin with `/`.
    fn is_opaque(&self) -> bool;

    /// The port as a number: `None` without port digits, an error when they
    /// do not fit 16 bits.
    ///
    /// # Errors
    ///
    /// [`PortError::TooLarge`] for digits above 65535.
    fn port_number(&self) -> Result<Option<u16>, PortError> {
        port_number(self.port_str())
    }

    /// Whether the reference has a scheme (RFC 2396 §3 `absoluteURI`; every
    /// URI of the earlier grammars has one).
    fn is_absolute(&self) -> bool {
        self.scheme_str().is_some()
    }
}
