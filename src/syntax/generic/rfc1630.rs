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

/// Check a partial form, as resolution reads a reference without a scheme:
/// `path [ ? search ] [ # fragmentid ]`, the entry rule `partial_eoi` of
/// `grammar/rfc1630.pest` (the "Partial (relative) form" prose, which the BNF
/// gives no production).
pub(crate) fn check_partial(input: &str) -> Result<(), crate::error::SyntaxError> {
    use crate::grammar::rfc1630::{Parser, Rule};
    crate::grammar::check::<Parser>(Rule::partial_eoi, input)
}
