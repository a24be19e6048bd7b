//! `gopheraddress`.

use super::record::Field;
use super::shared::{text, Hostport, Path, Search, Text};

address_struct! {
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
    /// ```
    /// let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, "gopher://gopher.micro.umn.edu/")?;
    /// let urispec::url::Url::Gopher(g) = p.url() else { unreachable!() };
    /// assert_eq!(g.gtype(), None);
    /// assert_eq!(g.effective_gtype(), b'1');
    /// # Ok::<(), urispec::Error>(())
    /// ```
    pub struct GopherAddress<'a>(input, record) {
        /// The `hostport`.
        hostport: Hostport<'a> = Hostport::from_record(input, record),
        /// The `gtype` (one `xalpha`, possibly an escape), if written.
        gtype: Option<Text<'a>> = text(input, record.get(Field::Gtype)),
        /// The `gcommand` (RFC 1630, url-draft-03): the selector string and any
        /// Gopher+ syntax, still encoded. Its decoded octets are what is sent to
        /// the server ([`Path::decode`]).
        gcommand: Option<Path<'a>> = // The `gcommand` slot after a `selector` is RFC 1738's `gopher+_string`.
        text(input, record.get(Field::Gcommand))
            .filter(|_| record.get(Field::Selector).is_none())
            .map(|t| t.path()),
        /// The `selector` (url-draft-02).
        selector: Option<Path<'a>> = text(input, record.get(Field::Selector)).map(|t| t.path()),
        /// The `search`: after `?` (url-draft-02), after the first `%09`
        /// (RFC 1738 §5).
        search: Option<Search<'a>> = text(input, record.get(Field::Search)).map(|t| t.search()),
        /// The `gopher+_string` after the second `%09` (RFC 1738 §5:
        /// `gopher+_string = *xchar`; §3.4 "GOPHER": "the Gopher+ string"),
        /// still encoded.
        gopher_plus_string: Option<Text<'a>> = text(input, record.get(Field::Gcommand))
            .filter(|_| record.get(Field::Selector).is_some()),
    }
}

impl<'a> GopherAddress<'a> {
    /// The Gopher port (RFC 1436), a default none of the three editions
    /// names; RFC 1738 §3.4.1 later did
    /// ([`ParsedUrl::default_port`](super::ParsedUrl::default_port)).
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
