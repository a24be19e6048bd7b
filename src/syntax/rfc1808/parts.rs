//! The named parts of an RFC 1808 `URL`: the keys of the `rfc1808` edition's
//! JSON records.

use super::Url;
use crate::part::PartValue;

/// The named parts of an RFC 1808 `URL` (RFC 1808 §2.2 "BNF for Relative
/// URLs"), the components of §2.1, raw text as in the input, in the order of
/// the `urispec parse --json` record.
///
/// ```text
/// <scheme>://<net_loc>/<path>;<params>?<query>#<fragment>
/// ```
///
/// Every field is `None` where the input has no such part, and in the parts
/// of an invalid input (`Default`). With the feature `serde` it serializes
/// as a map of these names, `null` for `None`.
///
/// ```
/// let u = urispec::rfc1808::parse("http://a/b/c/d;p?q#f")?;
/// let parts = urispec::rfc1808::Parts::of(&u);
/// assert_eq!((parts.scheme, parts.net_loc, parts.path), (Some("http"), Some("a"), Some("/b/c/d")));
/// assert_eq!((parts.params, parts.query, parts.fragment), (Some("p"), Some("q"), Some("f")));
/// assert_eq!(parts.opaque, None);
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Parts<'a> {
    /// The `scheme` (§2.1, §2.4.2).
    pub scheme: Option<&'a str>,
    /// The `net_loc` after "//" (§2.1, §2.4.3), not split.
    pub net_loc: Option<&'a str>,
    /// The path as §2.4.6 leaves it: an `abs_path`'s "/" and the `path`,
    /// without params and query.
    pub path: Option<&'a str>,
    /// The `params` after the path's first ";" (§2.1, §2.4.5).
    pub params: Option<&'a str>,
    /// The `query` after "?" (§2.1, §2.4.4).
    pub query: Option<&'a str>,
    /// The `fragment` after "#" (§2.1, §2.4.1).
    pub fragment: Option<&'a str>,
    /// The `*( uchar | reserved )` after `scheme ":"` of an `absoluteURL`
    /// that is no `generic-RL` (§2.2).
    pub opaque: Option<&'a str>,
}

impl<'a> Parts<'a> {
    /// The named parts of `u`.
    pub fn of(u: &Url<'a>) -> Self {
        Parts {
            scheme: u.scheme().map(|s| s.as_str()),
            net_loc: u.net_loc().map(|n| n.as_str()),
            path: u.path_component(),
            params: u.params().map(|p| p.as_str()),
            query: u.query().map(|q| q.as_str()),
            fragment: u.fragment().map(|f| f.as_str()),
            opaque: u.opaque().map(|o| o.as_str()),
        }
    }

    /// Each part's key and value in the order of the `urispec check --json`
    /// record (see [`crate::Parts::for_each`]).
    pub fn for_each(&self, mut f: impl FnMut(&'static str, PartValue<'_, 'a>)) {
        f("scheme", PartValue::Text(self.scheme));
        f("net_loc", PartValue::Text(self.net_loc));
        f("path", PartValue::Text(self.path));
        f("params", PartValue::Text(self.params));
        f("query", PartValue::Text(self.query));
        f("fragment", PartValue::Text(self.fragment));
        f("opaque", PartValue::Text(self.opaque));
    }
}
