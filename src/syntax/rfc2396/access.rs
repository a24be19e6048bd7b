//! Convenience accessors on [`UriReference`]: the host, port and kind of a
//! reference without walking the tree, and [`UriLike`] for it and its owned
//! form.

use super::{Authority, Host, Port, UriReference, UriReferenceBuf, Userinfo};
use crate::edition::Edition;
use crate::traits::{port_number, PortError, UriLike};

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
        self.src.offsets.scheme.is_some()
    }

    /// Whether the reference is an `absoluteURI` with an `opaque_part`
    /// (RFC 2396 §3: the rest after the scheme does not begin with `/`).
    pub fn is_opaque(&self) -> bool {
        self.opaque_part().is_some()
    }
}

impl UriLike for UriReference<'_> {
    fn spec(&self) -> Edition {
        Edition::Rfc2396
    }

    fn as_str(&self) -> &str {
        self.src.text
    }

    fn scheme_str(&self) -> Option<&str> {
        UriReference::scheme(self).map(|s| s.as_str())
    }

    fn host_str(&self) -> Option<&str> {
        UriReference::host(self).map(|h| h.as_str())
    }

    fn port_str(&self) -> Option<&str> {
        UriReference::port(self).map(|p| p.as_str())
    }

    fn path_str(&self) -> Option<&str> {
        UriReference::path(self)
    }

    fn query_str(&self) -> Option<&str> {
        UriReference::query(self).map(|q| q.as_str())
    }

    fn fragment_str(&self) -> Option<&str> {
        UriReference::fragment(self).map(|f| f.as_str())
    }

    fn is_opaque(&self) -> bool {
        UriReference::is_opaque(self)
    }

    fn is_absolute(&self) -> bool {
        UriReference::is_absolute(self)
    }
}

/// Every method reads the borrowed view ([`UriReferenceBuf::view`]).
impl UriLike for UriReferenceBuf {
    fn spec(&self) -> Edition {
        Edition::Rfc2396
    }

    fn as_str(&self) -> &str {
        UriReferenceBuf::as_str(self)
    }

    fn scheme_str(&self) -> Option<&str> {
        self.view().scheme().map(|s| s.as_str())
    }

    fn host_str(&self) -> Option<&str> {
        self.view().host().map(|h| h.as_str())
    }

    fn port_str(&self) -> Option<&str> {
        self.view().port().map(|p| p.as_str())
    }

    fn path_str(&self) -> Option<&str> {
        self.view().path()
    }

    fn query_str(&self) -> Option<&str> {
        self.view().query().map(|q| q.as_str())
    }

    fn fragment_str(&self) -> Option<&str> {
        self.view().fragment().map(|f| f.as_str())
    }

    fn is_opaque(&self) -> bool {
        self.view().is_opaque()
    }

    fn is_absolute(&self) -> bool {
        self.view().is_absolute()
    }
}
