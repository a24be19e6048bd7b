//! The generic syntax of T. Berners-Lee's "Universal Resource Identifiers in
//! WWW" Internet Draft, section "BNF syntax": `grammar/uri-draft.pest`.
//!
//! Differs from [`rfc1630`](crate::rfc1630) in its character classes: `extra` still holds `:`,
//! `;` and space, and `safe` lists `-` twice.

pub use crate::generic::{
    Fragmentaddress, FragmentaddressBuf, Fragmentid, Path, Scheme, Search, Uri,
};

/// Parse a `fragmentaddress` (uri-draft "BNF syntax":
/// `fragmentaddress  uri [ # fragmentid ]`).
///
/// # Errors
///
/// A [`SyntaxError`](crate::SyntaxError) naming the draft's productions.
pub fn parse(input: &str) -> Result<Fragmentaddress<'_>, crate::SyntaxError> {
    crate::generic::parse::<crate::grammar::uri_draft::Parser>(input)
}
