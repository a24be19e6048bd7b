//! `httpaddress`.

use super::record::Field;
use super::shared::{text, Hostport, Path, Search};

address_struct! {
    /// An `httpaddress` (RFC 1630 "BNF for specific URL schemes", p.24).
    ///
    /// ```text
    /// httpaddress  h t t p : / / hostport [ / path ] [ ? search ]
    /// ```
    ///
    /// ```
    /// let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, "http://info.cern.ch:8000/imaginary/test")?;
    /// let urispec::url::Url::Http(h) = p.url() else { unreachable!() };
    /// assert_eq!(h.hostport().host().as_str(), "info.cern.ch");
    /// assert_eq!(h.effective_port(), Some(8000));
    /// assert_eq!(h.path().unwrap().as_str(), "imaginary/test");
    /// # Ok::<(), urispec::Error>(())
    /// ```
    pub struct HttpAddress<'a>(input, record) {
        /// The `hostport`.
        hostport: Hostport<'a> = Hostport::from_record(input, record),
        /// The `path` after the `/` that follows `hostport` (`None` without that `/`).
        path: Option<Path<'a>> = text(input, record.get(Field::Path)).map(|t| t.path()),
        /// The `search` after `?`.
        search: Option<Search<'a>> = text(input, record.get(Field::Search)).map(|t| t.search()),
    }
}

impl<'a> HttpAddress<'a> {
    /// The default port: "A URL for a server on a different port to 80 looks
    /// like ..." (RFC 1630, "HTTP").
    pub const DEFAULT_PORT: u16 = 80;

    /// The port given, or 80.
    pub fn effective_port(&self) -> Option<u16> {
        self.hostport.effective_port(Self::DEFAULT_PORT)
    }
}
