//! The generic syntax of T. Berners-Lee's "Universal Resource Identifiers in
//! WWW" Internet Draft, section "BNF syntax": `grammar/uri-draft.pest`.
//!
//! Differs from [`rfc1630`](crate::syntax::generic::rfc1630) in its character classes: `extra` still holds `:`,
//! `;` and space, and `safe` lists `-` twice.

pub use crate::syntax::generic::{
    Fragmentaddress, FragmentaddressBuf, Fragmentid, Path, Scheme, Search, Uri,
};

/// Parse a `fragmentaddress` (uri-draft "BNF syntax":
/// `fragmentaddress  uri [ # fragmentid ]`).
///
/// # Errors
///
/// A [`SyntaxError`](crate::error::SyntaxError) naming the draft's productions.
///
/// ```
/// // The draft's `extra` still holds `:`, so a port reads as path.
/// let fa = urispec::uri_draft::parse("http://info.cern.ch:8000/x#top")?;
/// assert_eq!(fa.uri().path().as_str(), "//info.cern.ch:8000/x");
/// assert_eq!(fa.fragmentid().unwrap().as_str(), "top");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub fn parse(input: &str) -> Result<Fragmentaddress<'_>, crate::error::SyntaxError> {
    crate::syntax::generic::parse::<crate::grammar::uri_draft::Parser>(input)
}
