//! [`UriLike`](crate::traits::UriLike) for RFC 1808's tree and its owned form, read
//! through the record's [`Form`]: the `net_loc` is not split (§2.1), so
//! there is no host or port; the path is §2.4.6's, its leading "/" kept, its
//! params left out.

use super::{Offsets, Url};
use crate::edition::Edition;
use crate::syntax::owned::{Access, AsView, Sealed};

impl Sealed for Url<'_> {}

/// The parts every edition can be asked for, under RFC 1808's names.
///
/// ```
/// use urispec::UriLike;
/// let u: &dyn UriLike = &urispec::rfc1808::parse("http://a/b/c/d;p?q#f")?;
/// assert_eq!((u.scheme_str(), u.host_str(), u.path_str()), (Some("http"), None, Some("/b/c/d")));
/// assert_eq!((u.query_str(), u.fragment_str()), (Some("q"), Some("f")));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
impl<'a> Access<'a> for Url<'a> {
    type Record = Offsets;

    fn record(&self) -> Offsets {
        self.offsets
    }

    fn text(&self) -> &'a str {
        self.text
    }

    fn spec(&self) -> Edition {
        Edition::Rfc1808
    }

    fn scheme(&self) -> Option<&'a str> {
        Url::scheme(self).map(|s| s.as_str())
    }

    fn host(&self) -> Option<&'a str> {
        None
    }

    fn port(&self) -> Option<&'a str> {
        None
    }

    fn path(&self) -> Option<&'a str> {
        self.path_component()
    }

    fn query(&self) -> Option<&'a str> {
        Url::query(self).map(|q| q.as_str())
    }

    fn fragment(&self) -> Option<&'a str> {
        Url::fragment(self).map(|f| f.as_str())
    }

    fn opaque(&self) -> bool {
        self.offsets
            .scheme()
            .is_some_and(|s| !self.text[s.end + 1..].starts_with('/'))
    }
}

impl AsView for Url<'_> {
    type Record = Offsets;

    fn as_view(&self) -> Url<'_> {
        *self
    }
}
