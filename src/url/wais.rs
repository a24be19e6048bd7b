//! `waisaddress`: `waisindex` and `waisdoc`.

use super::record::Field;
use super::shared::{required, text, Hostport, Path, Search, Text};
use super::Kind;

address_struct! {
    /// A `waisaddress` (RFC 1630 "BNF for specific URL schemes", p.24).
    ///
    /// ```text
    /// waisaddress  waisindex | waisdoc
    /// waisindex    w a i s : / / hostport / database [ ? search ]
    /// waisdoc      w a i s : / / hostport / database / wtype / wpath
    /// wpath        digits = path ; [ wpath ]
    /// waisdoc      w a i s : / / hostport / database / wtype / digits / path   (url-draft-02)
    /// ```
    ///
    /// ```
    /// let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, "wais://quake.think.com/wais-discussion-archives?lynch")?;
    /// let urispec::url::Url::Wais(w) = p.url() else { unreachable!() };
    /// assert_eq!(w.database().as_str(), "wais-discussion-archives");
    /// assert_eq!(w.search().unwrap().as_str(), "lynch");
    /// assert_eq!(w.effective_port(), Some(210));
    /// # Ok::<(), urispec::Error>(())
    /// ```
    pub struct WaisAddress<'a>(input, record) {
        /// `waisindex` or `waisdoc`.
        kind: WaisKind = match record.kind() {
            Kind::Waisindex | Kind::Waisdatabase => WaisKind::Index,
            _ => WaisKind::Doc,
        },
        /// The `hostport`.
        hostport: Hostport<'a> = Hostport::from_record(input, record),
        /// The `database`, still encoded; [`Text::decode`] gives its octets.
        database: Text<'a> = required(input, record, Field::Database),
        /// The `search` of a `waisindex`.
        search: Option<Search<'a>> = text(input, record.get(Field::Search)).map(|t| t.search()),
        /// The `wtype` of a `waisdoc`.
        wtype: Option<Text<'a>> = text(input, record.get(Field::Wtype)),
        /// The `wpath` of a `waisdoc` (RFC 1630, url-draft-03).
        wpath: Option<Text<'a>> = text(input, record.get(Field::Wpath)),
        /// The `digits` of a url-draft-02 `waisdoc`.
        digits: Option<Text<'a>> = text(input, record.get(Field::Digits)),
        /// The `path` of a url-draft-02 `waisdoc`.
        path: Option<Path<'a>> = text(input, record.get(Field::Path)).map(|t| t.path()),
    }
}

/// Which `waisaddress` alternative.
///
/// ```
/// use urispec::{url::{parse, Url, WaisKind}, UrlGrammar};
/// let p = parse(UrlGrammar::Rfc1630Url, "wais://quake.think.com/wais-discussion-archives?color+tv")?;
/// let Url::Wais(w) = p.url() else { panic!("wais") };
/// assert_eq!(w.kind(), WaisKind::Index);
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WaisKind {
    /// `waisindex`: a database to search.
    Index,
    /// `waisdoc`: one document.
    Doc,
}

impl<'a> WaisAddress<'a> {
    /// The Z39.50 port WAIS uses.
    pub const DEFAULT_PORT: u16 = 210;

    /// The `wpath` fields: "the identifier field number is the digits before
    /// the equals sign, and the field contents follow, encoded in the
    /// conventional encoding, terminated by ";"" (RFC 1630, "WAIS").
    pub fn wpath_fields(&self) -> impl Iterator<Item = (&'a str, &'a str)> + 'a {
        self.wpath
            .map_or("", |w| w.as_str())
            .split_terminator(';')
            .filter_map(|field| field.split_once('='))
    }

    /// The port given, or 210.
    pub fn effective_port(&self) -> Option<u16> {
        self.hostport.effective_port(Self::DEFAULT_PORT)
    }
}
