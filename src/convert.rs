//! Conversions of an RFC 2396 reference into the types of other crates, where
//! it is one of theirs: `url::Url` (feature `url`) and `http::Uri` (feature
//! `http`).
//!
//! Only an absolute reference (RFC 2396 §3 `absoluteURI`) converts; the other
//! crate then parses the text under its own rules, and may refuse it or
//! normalize it (the `url` crate follows the WHATWG URL Standard, not RFC
//! 2396).
//!
#![cfg_attr(feature = "url", doc = "```")]
#![cfg_attr(not(feature = "url"), doc = "```ignore")]
//! use urispec::convert::ConvertError;
//! let r = urispec::rfc2396::parse("HTTP://www.w3.org/a/../b")?;
//! let u = ::url::Url::try_from(&r)?;
//! assert_eq!(u.as_str(), "http://www.w3.org/b");
//!
//! let relative = urispec::rfc2396::parse("../b")?;
//! assert!(matches!(::url::Url::try_from(&relative), Err(ConvertError::NotAbsolute)));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::syntax::rfc2396::{UriReference, UriReferenceBuf};

/// Why an RFC 2396 reference is not a value of the other crate.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ConvertError {
    /// The reference has no scheme (RFC 2396 §5 `relativeURI`): it needs a
    /// base first ([`resolve`](crate::resolve::resolve)).
    #[error("a relative reference is not a URI of its own: resolve it against a base first")]
    NotAbsolute,
    /// The reference has a fragment (RFC 2396 §4.1), which `http::Uri` (a
    /// request target) cannot hold.
    #[error("an http::Uri has no fragment")]
    HasFragment,
    /// The `url` crate refuses the text.
    #[cfg(feature = "url")]
    #[error("the url crate refuses it: {0}")]
    Url(::url::ParseError),
    /// The `http` crate refuses the text (its error's message).
    #[cfg(feature = "http")]
    #[error("the http crate refuses it: {0}")]
    Http(String),
}

/// The text of `r`, if it is absolute.
fn absolute<'a>(r: &UriReference<'a>) -> Result<&'a str, ConvertError> {
    if r.scheme().is_some() {
        Ok(r.as_str())
    } else {
        Err(ConvertError::NotAbsolute)
    }
}

#[cfg(feature = "url")]
impl TryFrom<&UriReference<'_>> for ::url::Url {
    type Error = ConvertError;

    /// An absolute RFC 2396 reference (§3 `absoluteURI`), parsed by the other crate.
    fn try_from(r: &UriReference<'_>) -> Result<Self, ConvertError> {
        absolute(r).and_then(|text| ::url::Url::parse(text).map_err(ConvertError::Url))
    }
}

#[cfg(feature = "url")]
impl TryFrom<&UriReferenceBuf> for ::url::Url {
    type Error = ConvertError;

    /// As for the borrowed [`UriReference`].
    fn try_from(r: &UriReferenceBuf) -> Result<Self, ConvertError> {
        <::url::Url>::try_from(&r.view())
    }
}

#[cfg(feature = "http")]
impl TryFrom<&UriReference<'_>> for ::http::Uri {
    type Error = ConvertError;

    /// An absolute RFC 2396 reference (§3 `absoluteURI`), parsed by the other crate.
    fn try_from(r: &UriReference<'_>) -> Result<Self, ConvertError> {
        absolute(r).and_then(http_uri)
    }
}

#[cfg(feature = "http")]
impl TryFrom<&UriReferenceBuf> for ::http::Uri {
    type Error = ConvertError;

    /// As for the borrowed [`UriReference`].
    fn try_from(r: &UriReferenceBuf) -> Result<Self, ConvertError> {
        <::http::Uri>::try_from(&r.view())
    }
}

/// An absolute text as the `http` crate's `Uri`, when it reads it with the
/// same scheme.
#[cfg(feature = "http")]
fn http_uri(text: &str) -> Result<::http::Uri, ConvertError> {
    // `#` is no `uric` (RFC 2396 §2): in a reference it starts the fragment.
    if text.contains('#') {
        return Err(ConvertError::HasFragment);
    }
    let uri = text
        .parse::<::http::Uri>()
        .map_err(|e| ConvertError::Http(e.to_string()))?;
    // The http crate reads `mailto:a@b` as an authority (host `mailto`):
    // only a reading with the same scheme is the same URI.
    let scheme = text.split(':').next().unwrap_or_default();
    match uri.scheme_str() {
        Some(s) if s.eq_ignore_ascii_case(scheme) => Ok(uri),
        _ => Err(ConvertError::Http(format!(
            "it reads `{text}` as a request target without the scheme `{scheme}`"
        ))),
    }
}

#[cfg(all(test, feature = "http"))]
mod tests {
    use super::*;

    #[test]
    fn http_uri_where_it_is_one() {
        let r = crate::syntax::rfc2396::parse("http://www.w3.org:8080/a?q").unwrap();
        let u = ::http::Uri::try_from(&r).unwrap();
        assert_eq!((u.host(), u.port_u16()), (Some("www.w3.org"), Some(8080)));
        assert_eq!(u.path_and_query().map(|p| p.as_str()), Some("/a?q"));
        let frag = crate::syntax::rfc2396::parse("http://a/#f").unwrap();
        assert_eq!(::http::Uri::try_from(&frag), Err(ConvertError::HasFragment));
        let rel = crate::syntax::rfc2396::parse("/a").unwrap();
        assert_eq!(::http::Uri::try_from(&rel), Err(ConvertError::NotAbsolute));
        let opaque = crate::syntax::rfc2396::parse("mailto:a@b").unwrap();
        assert!(matches!(
            ::http::Uri::try_from(&opaque),
            Err(ConvertError::Http(_))
        ));
    }
}
