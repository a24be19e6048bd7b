//! [`Error`]: any failure of the crate's operations under one type, for a
//! program that wants one `?` type. Each operation returns its own error,
//! defined beside it; this module only gathers them (it sits above every
//! operation, so no error module imports one).

use crate::compare::CompareError;
use crate::error::SyntaxError;
use crate::escape::{DecodeError, SetError, WordError};
use crate::resolve::ResolveError;
use crate::syntax::{rfc2396, url};
use crate::text::{DelimitError, FindError};
use crate::traits::PortError;

/// Any failure of the crate's operations, each variant the operation's own
/// error with `From` for `?`. The check of a stream
/// ([`check::Error`](crate::check::Error), which holds an I/O error) and
/// grammar-diff's `DiffError` stay apart.
///
/// ```
/// use urispec::{resolve::{resolve, RuleSet}, Error, ResolveErrorKind};
/// fn host_of_link(base: &str, link: &str) -> Result<String, Error> {
///     let target = resolve(base, link, RuleSet::Rfc2396)?.to_string();
///     let parsed = urispec::rfc2396::parse(&target)?;
///     Ok(parsed.host().map(|h| h.as_str().to_owned()).unwrap_or_default())
/// }
/// assert_eq!(host_of_link("http://a/b", "//c/d").unwrap(), "c");
/// let e = host_of_link("http://a b/", "g").unwrap_err();
/// assert!(matches!(e, Error::Resolve(r) if r.kind() == ResolveErrorKind::Syntax));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The input does not match the grammar of the edition asked for
    /// (parsing, [`crate::parse`] and each family's `parse`).
    #[error(transparent)]
    Syntax(#[from] SyntaxError),
    /// Resolution or relativization failed ([`crate::resolve`]).
    #[error(transparent)]
    Resolve(#[from] ResolveError),
    /// A `%` that starts no escape, or decoded bytes that are not UTF-8
    /// ([`crate::escape::decode_utf8`] and the other strict decoders).
    #[error(transparent)]
    Decode(#[from] DecodeError),
    /// No character class to encode with ([`crate::escape::encode`],
    /// [`crate::escape::Set::of`]).
    #[error(transparent)]
    Set(#[from] SetError),
    /// A search's words could not be read or written
    /// ([`crate::escape::search_words`]).
    #[error(transparent)]
    Words(#[from] WordError),
    /// One of two inputs to compare does not parse ([`crate::compare`]).
    #[error(transparent)]
    Compare(#[from] CompareError),
    /// A `port` that is no number from 0 to 65535
    /// ([`UriLike::port_number`](crate::UriLike::port_number)).
    #[error(transparent)]
    Port(#[from] PortError),
    /// A URI found in text does not parse ([`crate::text`]).
    #[error(transparent)]
    Find(#[from] FindError),
    /// A wrapper in text is not closed ([`crate::text`]).
    #[error(transparent)]
    Delimit(#[from] DelimitError),
    /// A URL could not be built from its decoded parts
    /// ([`url::build::BuildError`]).
    #[error(transparent)]
    BuildUrl(#[from] url::build::BuildError),
    /// A reference could not be built from its decoded parts
    /// ([`rfc2396::BuildError`]).
    #[error(transparent)]
    BuildReference(#[from] rfc2396::BuildError),
}
