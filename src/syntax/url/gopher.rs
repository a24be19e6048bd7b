//! `gopheraddress`.

use super::record::{Field, UrlRecord};
use super::shared::{address, text, Hostport, Path, Search, Text};

/// A `gopheraddress` (RFC 1630 "BNF for specific URL schemes", p.25;
/// `url-draft-02` "BNF syntax", p.16).
///
/// ```text
/// gopheraddress  g o p h e r : / / hostport [/ gtype [ gcommand ] ]
/// gopheraddress  g o p h e r : / / hostport [/ gtype [ selector ] ] [ ? search ]   (url-draft-02)
/// gopherurl = "gopher://" hostport [ / [ gtype [ selector [ "%09" search [ "%09" gopher+_string ] ] ] ] ]   (RFC 1738 §5)
/// ```
///
/// > If the encoded command string (with trailing CR LF stripped) would be
/// > void then the gopher type character may be omiited and "1" (ASCII 31
/// > hex) is assumed.
///
/// --- RFC 1630, "Gopher"
///
/// Which parts an edition's production has (the others are always `None`):
///
/// | edition | `gtype` | `gcommand` | `selector` | `search` | `gopher_plus_string` |
/// | --- | --- | --- | --- | --- | --- |
/// | `rfc1630-url`, `url-draft-03` | yes | yes | | | |
/// | `url-draft-02` | yes | | yes | after `?` | |
/// | `rfc1738` | yes | | yes | after `%09` | after the second `%09` |
///
/// ```
/// use urispec::{url::parse, UrlGrammar};
/// let p = parse(UrlGrammar::Rfc1630Url, "gopher://gopher.micro.umn.edu/")?;
/// let g = p.url().as_gopher().unwrap();
/// assert_eq!(g.gtype(), None);
/// assert_eq!(g.effective_gtype(), b'1');
/// let p = parse(UrlGrammar::Rfc1738, "gopher://h/0sel%09find%09plus")?;
/// let g = p.url().as_gopher().unwrap();
/// assert_eq!(g.gcommand(), None);
/// let parts = [g.selector().map(|s| s.as_str()), g.search().map(|s| s.as_str())];
/// assert_eq!(parts, [Some("sel"), Some("find")]);
/// assert_eq!(g.gopher_plus_string().map(|s| s.as_str()), Some("plus"));
/// # Ok::<(), urispec::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GopherAddress<'a> {
    raw: &'a str,
    hostport: Hostport<'a>,
    gtype: Option<Text<'a>>,
    gcommand: Option<Path<'a>>,
    selector: Option<Path<'a>>,
    search: Option<Search<'a>>,
    gopher_plus_string: Option<Text<'a>>,
}

impl<'a> GopherAddress<'a> {
    pub(crate) fn from_record(input: &'a str, record: &UrlRecord) -> Self {
        GopherAddress {
            raw: address(input, record),
            hostport: Hostport::from_record(input, record),
            gtype: text(input, record.get(Field::Gtype)),
            gcommand: text(input, record.get(Field::Gcommand)).map(|t| t.path()),
            selector: text(input, record.get(Field::Selector)).map(|t| t.path()),
            search: text(input, record.get(Field::Search)).map(|t| t.search()),
            gopher_plus_string: text(input, record.get(Field::GopherPlusString)),
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

    /// The `gtype` (one `xalpha`, possibly an escape), if written.
    pub fn gtype(&self) -> Option<Text<'a>> {
        self.gtype
    }

    /// The `gcommand` (RFC 1630, url-draft-03): the selector string and any
    /// Gopher+ syntax, still encoded. Its decoded octets are what is sent to
    /// the server ([`Path::decode`]).
    pub fn gcommand(&self) -> Option<Path<'a>> {
        self.gcommand
    }

    /// The `selector` (url-draft-02).
    pub fn selector(&self) -> Option<Path<'a>> {
        self.selector
    }

    /// The `search`: after `?` (url-draft-02), after the first `%09`
    /// (RFC 1738 §5).
    pub fn search(&self) -> Option<Search<'a>> {
        self.search
    }

    /// The `gopher+_string` after the second `%09` (RFC 1738 §5:
    /// `gopher+_string = *xchar`; §3.4 "GOPHER": "the Gopher+ string"),
    /// still encoded.
    pub fn gopher_plus_string(&self) -> Option<Text<'a>> {
        self.gopher_plus_string
    }
}

impl std::fmt::Display for GopherAddress<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.raw)
    }
}

impl AsRef<str> for GopherAddress<'_> {
    fn as_ref(&self) -> &str {
        self.raw
    }
}

impl<'a> GopherAddress<'a> {
    /// The Gopher port (RFC 1436), a default RFC 1630 and the two URL drafts
    /// never name; RFC 1738 §3.4.1 does
    /// ([`ParsedUrl::default_port`](super::ParsedUrl::default_port) gives
    /// the source per edition).
    pub const DEFAULT_PORT: u16 = 70;

    /// The type character to use: the `gtype` written, decoded when it is an
    /// escape (`%31` is `1`), or `1` when it is omitted. The `1` is RFC
    /// 1630's ("Gopher"); the URL drafts never say, and RFC 1738 §3.4.1 later
    /// did: [`ParsedUrl::default_gtype`](super::ParsedUrl::default_gtype)
    /// names the source per edition.
    pub fn effective_gtype(&self) -> u8 {
        self.gtype
            .and_then(|t| t.decode().first().copied())
            .unwrap_or(b'1')
    }

    /// The port given, or 70.
    pub fn effective_port(&self) -> Option<u16> {
        self.hostport.effective_port(Self::DEFAULT_PORT)
    }
}
