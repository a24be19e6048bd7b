//! The named parts of an RFC 3986 `URI-reference`: the keys of the `rfc3986`
//! edition's JSON records.

use super::UriReference;
use crate::part::PartValue;

/// The named parts of an RFC 3986 `URI-reference` (RFC 3986 §4.1), raw text
/// as in the input, in the order of the `urispec parse --json` record, with
/// the production each host and path is (§3.2.2, §3.3).
///
/// ```text
/// URI-reference = URI / relative-ref
/// authority     = [ userinfo "@" ] host [ ":" port ]
/// ```
///
/// Every field is `None` where the input has no such part, and in the parts
/// of an invalid input (`Default`); a parse always has `path` and
/// `path_kind`. With the feature `serde` it serializes as a map of these
/// names, `null` for `None`.
///
/// ```
/// let r = urispec::rfc3986::parse("http://me@[::1]:8080/a?q#f")?;
/// let parts = urispec::rfc3986::Parts::of(&r);
/// assert_eq!((parts.userinfo, parts.host, parts.port), (Some("me"), Some("[::1]"), Some("8080")));
/// assert_eq!(parts.host_kind, Some("IPv6address"));
/// assert_eq!((parts.path, parts.path_kind), (Some("/a"), Some("path-abempty")));
/// assert_eq!((parts.query, parts.fragment), (Some("q"), Some("f")));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Parts<'a> {
    /// The `scheme` (§3.1).
    pub scheme: Option<&'a str>,
    /// The `authority` (§3.2).
    pub authority: Option<&'a str>,
    /// The `userinfo` before "@" (§3.2.1).
    pub userinfo: Option<&'a str>,
    /// The `host` as written (§3.2.2): an `IP-literal` with its brackets.
    pub host: Option<&'a str>,
    /// Which production the host is: `IPv6address`, `IPvFuture`,
    /// `IPv4address` or `reg-name` (§3.2.2).
    pub host_kind: Option<&'static str>,
    /// The `port` after ":" (§3.2.3), its digits as written (maybe none).
    pub port: Option<&'a str>,
    /// The path (§3.3).
    pub path: Option<&'a str>,
    /// Which of the five path forms of §3.3 the path is: `path-abempty`,
    /// `path-absolute`, `path-noscheme`, `path-rootless` or `path-empty`.
    pub path_kind: Option<&'static str>,
    /// The `query` after "?" (§3.4).
    pub query: Option<&'a str>,
    /// The `fragment` after "#" (§3.5).
    pub fragment: Option<&'a str>,
}

impl<'a> Parts<'a> {
    /// The named parts of `r`.
    pub fn of(r: &UriReference<'a>) -> Self {
        let authority = r.authority();
        let host = authority.map(|a| a.host());
        let path = r.path();
        Parts {
            scheme: r.scheme().map(|s| s.as_str()),
            authority: authority.map(|a| a.as_str()),
            userinfo: authority.and_then(|a| a.userinfo()).map(|u| u.as_str()),
            host: host.map(|h| h.as_str()),
            host_kind: host.map(|h| h.production()),
            port: authority.and_then(|a| a.port()).map(|p| p.as_str()),
            path: Some(path.as_str()),
            path_kind: Some(path.kind().name()),
            query: r.query().map(|q| q.as_str()),
            fragment: r.fragment().map(|f| f.as_str()),
        }
    }

    /// Each part's key and value in the order of the `urispec check --json`
    /// record (see [`crate::Parts::for_each`]).
    pub fn for_each(&self, mut f: impl FnMut(&'static str, PartValue<'_, 'a>)) {
        f("scheme", PartValue::Text(self.scheme));
        f("authority", PartValue::Text(self.authority));
        f("userinfo", PartValue::Text(self.userinfo));
        f("host", PartValue::Text(self.host));
        f("host_kind", PartValue::Text(self.host_kind));
        f("port", PartValue::Text(self.port));
        f("path", PartValue::Text(self.path));
        f("path_kind", PartValue::Text(self.path_kind));
        f("query", PartValue::Text(self.query));
        f("fragment", PartValue::Text(self.fragment));
    }
}
