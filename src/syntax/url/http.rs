//! `httpaddress`.

use super::record::{Field, UrlRecord};
use super::shared::{address, text, Hostport, Path, Search};

/// An `httpaddress` (RFC 1630 "BNF for specific URL schemes", p.24).
///
/// ```text
/// httpaddress  h t t p : / / hostport [ / path ] [ ? search ]
/// ```
///
/// ```
/// let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, "http://info.cern.ch:8000/imaginary/test")?;
/// let h = p.url().as_http().ok_or("a http URL")?;
/// assert_eq!(h.hostport().host().as_str(), "info.cern.ch");
/// assert_eq!(h.effective_port(), Some(8000));
/// assert_eq!(h.path().unwrap().as_str(), "imaginary/test");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HttpAddress<'a> {
    raw: &'a str,
    hostport: Hostport<'a>,
    path: Option<Path<'a>>,
    search: Option<Search<'a>>,
}

impl<'a> HttpAddress<'a> {
    pub(crate) fn from_record(input: &'a str, record: &UrlRecord) -> Self {
        HttpAddress {
            raw: address(input, record),
            hostport: Hostport::from_record(input, record),
            path: text(input, record.get(Field::Path)).map(|t| t.path()),
            search: text(input, record.get(Field::Search)).map(|t| t.search()),
        }
    }

    /// The raw text of the address, as in the input (without a `URL:`
    /// prefix or a `#` fragment).
    pub fn as_str(&self) -> &'a str {
        self.raw
    }

    /// The `hostport`.
    pub fn hostport(&self) -> Hostport<'a> {
        self.hostport
    }

    /// The `path` after the `/` that follows `hostport` (`None` without that `/`).
    pub fn path(&self) -> Option<Path<'a>> {
        self.path
    }

    /// The `search` after `?`.
    pub fn search(&self) -> Option<Search<'a>> {
        self.search
    }
}

impl std::fmt::Display for HttpAddress<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.raw)
    }
}

impl AsRef<str> for HttpAddress<'_> {
    fn as_ref(&self) -> &str {
        self.raw
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
