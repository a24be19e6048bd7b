//! The named parts of an RFC 2396 `URI-reference`: the keys of the `rfc2396`
//! edition's JSON records.

use super::record::{AuthorityKind, PathKind};
#[cfg(test)]
use super::Authority;
use super::UriReference;
use crate::grammar::fill::Span;
use crate::part::PartValue;

/// The named parts of an RFC 2396 `URI-reference` (RFC 2396 Appendix A
/// "Collected BNF for URI"), raw text as in the input, in the order of the
/// `urispec parse --json` record: the `scheme`, the `authority` and the
/// parts of its `server` (§3.2.2), the path, `query` (§3.4), `fragment`
/// (§4.1) and `opaque_part` (§3).
///
/// ```text
/// URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
/// server        = [ [ userinfo "@" ] hostport ]
/// hostport      = host [ ":" port ]
/// ```
///
/// Every field is `None` where the input has no such part, and in the parts
/// of an invalid input (`Default`). With the feature `serde` it serializes
/// as a map of these names, `null` for `None`.
///
/// ```
/// let r = urispec::rfc2396::parse("http://me@a:81/b;p?q#f")?;
/// let parts = urispec::rfc2396::Parts::of(&r);
/// assert_eq!((parts.scheme, parts.authority), (Some("http"), Some("me@a:81")));
/// assert_eq!((parts.userinfo, parts.host, parts.port), (Some("me"), Some("a"), Some("81")));
/// assert_eq!((parts.path, parts.query, parts.fragment), (Some("/b;p"), Some("q"), Some("f")));
///
/// // A `reg_name` authority has no `server` parts.
/// let r = urispec::rfc2396::parse("http://a@b@c/")?;
/// let parts = urispec::rfc2396::Parts::of(&r);
/// assert_eq!((parts.authority, parts.host), (Some("a@b@c"), None));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Parts<'a> {
    /// The `scheme` (§3.1).
    pub scheme: Option<&'a str>,
    /// The `authority` (§3.2), a `server` or a `reg_name`.
    pub authority: Option<&'a str>,
    /// The `userinfo` of a `server` authority (§3.2.2).
    pub userinfo: Option<&'a str>,
    /// The `host` of a `server`'s `hostport` (§3.2.2).
    pub host: Option<&'a str>,
    /// The `port` of a `server`'s `hostport` (§3.2.2), its digits as written.
    pub port: Option<&'a str>,
    /// The path as written, an `abs_path` or `rel_path` (§3, §5): `""` for
    /// a hierarchical reference without one, `None` for an opaque URI (its
    /// `opaque_part` is the part below).
    pub path: Option<&'a str>,
    /// The `query` (§3.4).
    pub query: Option<&'a str>,
    /// The `fragment` (§4.1).
    pub fragment: Option<&'a str>,
    /// The `opaque_part` of an opaque `absoluteURI` (§3).
    pub opaque_part: Option<&'a str>,
}

impl<'a> Parts<'a> {
    /// The named parts of `r`.
    pub fn of(r: &UriReference<'a>) -> Self {
        // Read from the offsets record straight, as the views do (the
        // same text for each part: `r.authority()`, `Server::userinfo`,
        // `Hostport::host`, ... slice the same spans), without building
        // the views, each a copy of the text and its record: this runs once
        // a row in `urispec.arrow`'s columns. The tests below hold it to
        // the views.
        let src = &r.src;
        let offsets = &src.offsets;
        let at = |span: Span| src.at(span);
        let server = offsets
            .authority()
            .is_some_and(|a| a.kind == AuthorityKind::Server);
        // A `server`'s parts; a `hostport`'s port only with its host.
        let host = offsets.host().filter(|_| server);
        Parts {
            scheme: offsets.scheme().map(at),
            authority: offsets.authority().map(|a| at(a.span)),
            userinfo: offsets.userinfo().filter(|_| server).map(at),
            host: host.map(|h| at(h.span)),
            port: offsets.port().filter(|_| host.is_some()).map(at),
            path: r.path(),
            query: offsets.query().map(at),
            fragment: offsets.fragment().map(at),
            opaque_part: offsets.path_of(PathKind::Opaque).map(at),
        }
    }

    /// The named parts of `r` read through its views (`r.authority()`,
    /// `Server::hostport`, ...): what [`Parts::of`] gives, the way the
    /// tests check it.
    #[cfg(test)]
    fn of_views(r: &UriReference<'a>) -> Self {
        let server = match r.authority() {
            Some(Authority::Server(s)) => Some(s),
            Some(Authority::RegName(_)) | None => None,
        };
        let hostport = server.and_then(|s| s.hostport());
        Parts {
            scheme: r.scheme().map(|s| s.as_str()),
            authority: r.authority().map(|a| a.as_str()),
            userinfo: server.and_then(|s| s.userinfo()).map(|u| u.as_str()),
            host: hostport.map(|h| h.host().as_str()),
            port: hostport.and_then(|h| h.port()).map(|p| p.as_str()),
            path: r.path(),
            query: r.query().map(|q| q.as_str()),
            fragment: r.fragment().map(|f| f.as_str()),
            opaque_part: r.opaque_part().map(|o| o.as_str()),
        }
    }

    /// Each part's key and value in the order of the `urispec check --json`
    /// record (see [`crate::Parts::for_each`]).
    pub fn for_each(&self, mut f: impl FnMut(&'static str, PartValue<'_, 'a>)) {
        f("scheme", PartValue::Text(self.scheme));
        f("authority", PartValue::Text(self.authority));
        f("userinfo", PartValue::Text(self.userinfo));
        f("host", PartValue::Text(self.host));
        f("port", PartValue::Text(self.port));
        f("path", PartValue::Text(self.path));
        f("query", PartValue::Text(self.query));
        f("fragment", PartValue::Text(self.fragment));
        f("opaque_part", PartValue::Text(self.opaque_part));
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::Parts;

    /// `Parts::of` reads the record as the views do, on every shape of
    /// authority and path, valid or not under the others' rules.
    #[test]
    fn of_is_the_views() {
        let inputs = [
            "",
            "#f",
            "?q",
            "a",
            "../g;p?y#s",
            "/b",
            "//a",
            "//",
            "//@",
            "//me@",
            "//me@h:",
            "//h:81",
            "//:81",
            "http://me@a:81/b;p/c?q#f",
            "http://a@b@c/",
            "http://a:b:c/",
            "http://1.2.3.4:80/",
            "http://a.b.-c/",
            "http://[::1]/",
            "ftp://me%40x@a/",
            "mailto:a@b#f",
            "news:comp.lang",
            "file:/etc/motd",
            "file:///etc",
            "http:?q",
            "g:h",
        ];
        for input in inputs {
            if let Ok(r) = crate::rfc2396::parse(input) {
                assert_eq!(Parts::of(&r), Parts::of_views(&r), "{input:?}");
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4000))]

        /// The same on inputs made of the characters that make or break
        /// the parts (most of them valid references).
        #[test]
        fn of_is_the_views_on_any_input(input in "[a-z0-9:/?#@.;%=+\\[\\]-]{0,24}") {
            if let Ok(r) = crate::rfc2396::parse(&input) {
                prop_assert_eq!(Parts::of(&r), Parts::of_views(&r));
            }
        }
    }
}
