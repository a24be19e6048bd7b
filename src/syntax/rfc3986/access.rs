//! [`UriLike`](crate::traits::UriLike) for RFC 3986's tree and its owned form, read
//! through the record's [`Form`]. An RFC 3986 reference is opaque, as RFC
//! 2396's `opaque_part` was, when a scheme is followed by a `path-rootless`
//! (no authority, no leading `/`: `mailto:a@b`, `urn:x`).

use super::{Offsets, PathKind, UriReference};
use crate::edition::Edition;
use crate::syntax::owned::{Access, AsView, Sealed};

impl Sealed for UriReference<'_> {}

/// The parts every edition can be asked for, under RFC 3986's names.
///
/// ```
/// use urispec::UriLike;
/// let r = urispec::rfc3986::parse("http://[2001:db8::7]:80/c?q#f")?;
/// assert_eq!((r.host_str(), r.port_number()), (Some("[2001:db8::7]"), Ok(Some(80))));
/// assert!(urispec::rfc3986::parse("urn:example:a")?.is_opaque());
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
impl<'a> Access<'a> for UriReference<'a> {
    type Record = Offsets;

    fn record(&self) -> Offsets {
        self.offsets
    }

    fn text(&self) -> &'a str {
        self.text
    }

    fn spec(&self) -> Edition {
        Edition::Rfc3986
    }

    fn scheme(&self) -> Option<&'a str> {
        UriReference::scheme(self).map(|s| s.as_str())
    }

    fn host(&self) -> Option<&'a str> {
        self.authority().map(|a| a.host().as_str())
    }

    fn port(&self) -> Option<&'a str> {
        self.authority().and_then(|a| a.port()).map(|p| p.as_str())
    }

    fn path(&self) -> Option<&'a str> {
        Some(UriReference::path(self).as_str())
    }

    fn query(&self) -> Option<&'a str> {
        UriReference::query(self).map(|q| q.as_str())
    }

    fn fragment(&self) -> Option<&'a str> {
        UriReference::fragment(self).map(|f| f.as_str())
    }

    fn opaque(&self) -> bool {
        UriReference::scheme(self).is_some()
            && UriReference::path(self).kind() == PathKind::Rootless
    }
}

impl AsView for UriReference<'_> {
    type Record = Offsets;

    fn as_view(&self) -> UriReference<'_> {
        *self
    }
}
