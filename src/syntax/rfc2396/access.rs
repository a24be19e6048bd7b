//! Convenience accessors on [`UriReference`]: the host, port and kind of a
//! reference without walking the tree, and [`UriLike`](crate::traits::UriLike)
//! for it and its owned form, read through the tree's
//! [`Access`].

use super::record::Offsets;
use super::{Authority, Host, Port, UriReference, Userinfo};
use crate::edition::Edition;
use crate::syntax::owned::{Access, AsView, Sealed};
use crate::traits::{port_number, PortError};

impl<'a> UriReference<'a> {
    /// The `host` of a `server` authority (RFC 2396 §3.2.2); `None` without
    /// an authority, for a `reg_name` (§3.2.1) or an empty `server`.
    pub fn host(&self) -> Option<Host<'a>> {
        match self.authority()? {
            Authority::Server(s) => s.hostport().map(|h| h.host()),
            Authority::RegName(_) => None,
        }
    }

    /// The `port` digits as written (RFC 2396 §3.2.2 `port = *digit`, so
    /// possibly empty); see [`port_number`](Self::port_number) for the number.
    pub fn port(&self) -> Option<Port<'a>> {
        match self.authority()? {
            Authority::Server(s) => s.hostport()?.port(),
            Authority::RegName(_) => None,
        }
    }

    /// The port as a number: `None` without port digits (none, or an empty
    /// port, which §3.2.2 reads as the scheme's default), an error when the
    /// digits do not fit 16 bits.
    ///
    /// # Errors
    ///
    /// [`PortError::TooLarge`] for digits above 65535.
    pub fn port_number(&self) -> Result<Option<u16>, PortError> {
        port_number(self.port().map(|p| p.as_str()))
    }

    /// The `userinfo` of a `server` authority (RFC 2396 §3.2.2).
    pub fn userinfo(&self) -> Option<Userinfo<'a>> {
        match self.authority()? {
            Authority::Server(s) => s.userinfo(),
            Authority::RegName(_) => None,
        }
    }

    /// Whether the reference is an `absoluteURI` (RFC 2396 §3: it has a
    /// scheme), not a `relativeURI` (§5).
    pub fn is_absolute(&self) -> bool {
        self.src.offsets.scheme().is_some()
    }

    /// Whether the reference is an `absoluteURI` with an `opaque_part`
    /// (RFC 2396 §3: the rest after the scheme does not begin with `/`).
    pub fn is_opaque(&self) -> bool {
        self.opaque_part().is_some()
    }
}

impl Sealed for UriReference<'_> {}

/// The parts every edition can be asked for, under RFC 2396's names.
///
/// ```
/// use urispec::UriLike;
/// let r: urispec::rfc2396::UriReferenceBuf = "http://a:81/b?q#f".parse()?;
/// assert_eq!((r.host_str(), r.port_number(), r.path_str()), (Some("a"), Ok(Some(81)), Some("/b")));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
impl<'a> Access<'a> for UriReference<'a> {
    type Record = Offsets;

    fn record(&self) -> Offsets {
        self.src.offsets
    }

    fn text(&self) -> &'a str {
        self.src.text
    }

    fn spec(&self) -> Edition {
        Edition::Rfc2396
    }

    fn scheme(&self) -> Option<&'a str> {
        UriReference::scheme(self).map(|s| s.as_str())
    }

    fn host(&self) -> Option<&'a str> {
        UriReference::host(self).map(|h| h.as_str())
    }

    fn port(&self) -> Option<&'a str> {
        UriReference::port(self).map(|p| p.as_str())
    }

    fn path(&self) -> Option<&'a str> {
        UriReference::path(self)
    }

    fn query(&self) -> Option<&'a str> {
        UriReference::query(self).map(|q| q.as_str())
    }

    fn fragment(&self) -> Option<&'a str> {
        UriReference::fragment(self).map(|f| f.as_str())
    }

    fn opaque(&self) -> bool {
        self.is_opaque()
    }

    fn absolute(&self) -> bool {
        self.is_absolute()
    }
}

impl AsView for UriReference<'_> {
    type Record = Offsets;

    fn as_view(&self) -> UriReference<'_> {
        self.clone()
    }
}
