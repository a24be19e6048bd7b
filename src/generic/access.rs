//! [`UriLike`](crate::UriLike) for the generic grammars' trees: RFC 1630's `uri` (RFC 1630,
//! "BNF of Generic URI Syntax", p.22) has a scheme, a path, a search and a
//! fragment, and no host or port (`//host` is path).

use super::{Fragmentaddress, FragmentaddressBuf};

impl<'a> Fragmentaddress<'a> {
    /// Whether the `path` after `scheme:` does not begin with `/`
    /// (`news:comp.infosystems.www`).
    pub fn is_opaque(&self) -> bool {
        !self.uri().path().as_str().starts_with('/')
    }
}

uri_like!(Fragmentaddress<'_>, FragmentaddressBuf, |f| {
    spec: f.spec(),
    is_opaque: f.is_opaque(),
    scheme: Some(f.uri().scheme().as_str()),
    host: None,
    port: None,
    path: Some(f.uri().path().as_str()),
    query: f.uri().search().map(|s| s.as_str()),
    fragment: f.fragmentid().map(|f| f.as_str()),
});
