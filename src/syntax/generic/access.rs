//! [`UriLike`](crate::traits::UriLike) for the generic grammars' trees and
//! their owned form, read through the tree's
//! [`Access`]: RFC 1630's `uri` (RFC 1630,
//! "BNF of Generic URI Syntax", p.22) has a scheme, a path, a search and a
//! fragment, and no host or port (`//host` is path).

use super::{Fragmentaddress, GenericRecord};
use crate::edition::Edition;
use crate::syntax::owned::{Access, AsView, Sealed};

impl<'a> Fragmentaddress<'a> {
    /// Whether the `path` after `scheme:` does not begin with `/`
    /// (`news:comp.infosystems.www`).
    pub fn is_opaque(&self) -> bool {
        !self.uri().path().as_str().starts_with('/')
    }
}

impl Sealed for Fragmentaddress<'_> {}

/// The parts every edition can be asked for, under the generic grammars'
/// names: `search` is the query, `fragmentid` the fragment.
///
/// ```
/// use urispec::UriLike;
/// let fa: urispec::generic::FragmentaddressBuf = "http://info.cern.ch/a?b#c".parse()?;
/// assert_eq!((fa.host_str(), fa.path_str(), fa.query_str()), (None, Some("//info.cern.ch/a"), Some("b")));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
impl<'a> Access<'a> for Fragmentaddress<'a> {
    type Record = GenericRecord;

    fn record(&self) -> GenericRecord {
        GenericRecord {
            spec: self.spec,
            spans: self.spans,
        }
    }

    fn text(&self) -> &'a str {
        self.as_str()
    }

    fn spec(&self) -> Edition {
        Fragmentaddress::spec(self)
    }

    fn scheme(&self) -> Option<&'a str> {
        Some(self.uri().scheme().as_str())
    }

    /// `None`: the generic syntax has no host (`//host` is path).
    fn host(&self) -> Option<&'a str> {
        None
    }

    /// `None`: the generic syntax has no port.
    fn port(&self) -> Option<&'a str> {
        None
    }

    fn path(&self) -> Option<&'a str> {
        Some(self.uri().path().as_str())
    }

    fn query(&self) -> Option<&'a str> {
        self.uri().search().map(|s| s.as_str())
    }

    fn fragment(&self) -> Option<&'a str> {
        self.fragmentid().map(|f| f.as_str())
    }

    fn opaque(&self) -> bool {
        self.is_opaque()
    }
}

impl AsView for Fragmentaddress<'_> {
    type Record = GenericRecord;

    fn as_view(&self) -> Fragmentaddress<'_> {
        *self
    }
}
