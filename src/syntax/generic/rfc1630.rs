//! The generic syntax of RFC 1630, "BNF of Generic URI Syntax" (pp. 22-23):
//! `grammar/rfc1630.pest`.

pub use crate::syntax::generic::{
    Fragmentaddress, FragmentaddressBuf, Fragmentid, Path, Scheme, Search, Uri,
};

/// Parse a `fragmentaddress` (RFC 1630 "BNF of Generic URI Syntax", p.22:
/// `fragmentaddress  uri [ # fragmentid ]`).
///
/// # Errors
///
/// A [`SyntaxError`](crate::error::SyntaxError) naming RFC 1630's productions.
///
/// # Examples
///
/// ```
/// let fa = urispec::rfc1630::parse("news:comp.infosystems.www")?;
/// assert_eq!(fa.uri().scheme().as_str(), "news");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub fn parse(input: &str) -> Result<Fragmentaddress<'_>, crate::error::SyntaxError> {
    crate::syntax::generic::parse::<crate::grammar::rfc1630::Parser>(input)
}
