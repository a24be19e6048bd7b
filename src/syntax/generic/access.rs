//! [`UriLike`](crate::traits::UriLike) for the generic grammars' trees: RFC 1630's `uri` (RFC 1630,
//! "BNF of Generic URI Syntax", p.22) has a scheme, a path, a search and a
//! fragment, and no host or port (`//host` is path).

use super::{Fragmentaddress, FragmentaddressBuf};
use crate::edition::Edition;
use crate::traits::UriLike;

impl<'a> Fragmentaddress<'a> {
    /// Whether the `path` after `scheme:` does not begin with `/`
    /// (`news:comp.infosystems.www`).
    pub fn is_opaque(&self) -> bool {
        !self.uri().path().as_str().starts_with('/')
    }
}

impl UriLike for Fragmentaddress<'_> {
    fn spec(&self) -> Edition {
        Fragmentaddress::spec(self)
    }

    fn as_str(&self) -> &str {
        Fragmentaddress::as_str(self)
    }

    fn is_opaque(&self) -> bool {
        Fragmentaddress::is_opaque(self)
    }

    fn scheme_str(&self) -> Option<&str> {
        Some(self.uri().scheme().as_str())
    }

    /// `None`: the generic syntax has no host (`//host` is path).
    fn host_str(&self) -> Option<&str> {
        None
    }

    /// `None`: the generic syntax has no port.
    fn port_str(&self) -> Option<&str> {
        None
    }

    fn path_str(&self) -> Option<&str> {
        Some(self.uri().path().as_str())
    }

    fn query_str(&self) -> Option<&str> {
        self.uri().search().map(|s| s.as_str())
    }

    fn fragment_str(&self) -> Option<&str> {
        self.fragmentid().map(|f| f.as_str())
    }
}

/// Every method reads the borrowed view ([`FragmentaddressBuf::view`]).
impl UriLike for FragmentaddressBuf {
    fn spec(&self) -> Edition {
        self.view().spec()
    }

    fn as_str(&self) -> &str {
        self.view().as_str()
    }

    fn is_opaque(&self) -> bool {
        self.view().is_opaque()
    }

    fn scheme_str(&self) -> Option<&str> {
        Some(self.view().uri().scheme().as_str())
    }

    /// `None`: the generic syntax has no host (`//host` is path).
    fn host_str(&self) -> Option<&str> {
        None
    }

    /// `None`: the generic syntax has no port.
    fn port_str(&self) -> Option<&str> {
        None
    }

    fn path_str(&self) -> Option<&str> {
        Some(self.view().uri().path().as_str())
    }

    fn query_str(&self) -> Option<&str> {
        self.view().uri().search().map(|s| s.as_str())
    }

    fn fragment_str(&self) -> Option<&str> {
        self.view().fragmentid().map(|f| f.as_str())
    }
}
