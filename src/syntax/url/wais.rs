//! `waisaddress`: `waisindex` and `waisdoc`.

use super::record::{Field, UrlRecord};
use super::shared::{address, required, text, Hostport, Path, Search, Text};
use super::Kind;

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
/// let w = p.url().as_wais().ok_or("a wais URL")?;
/// assert_eq!(w.database().as_str(), "wais-discussion-archives");
/// assert_eq!(w.search().unwrap().as_str(), "lynch");
/// assert_eq!(w.effective_port(), Some(210));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct WaisAddress<'a> {
    raw: &'a str,
    kind: WaisKind,
    hostport: Hostport<'a>,
    database: Text<'a>,
    search: Option<Search<'a>>,
    wtype: Option<Text<'a>>,
    wpath: Option<Text<'a>>,
    digits: Option<Text<'a>>,
    path: Option<Path<'a>>,
}

impl<'a> WaisAddress<'a> {
    pub(crate) fn from_record(input: &'a str, record: &UrlRecord) -> Self {
        WaisAddress {
            raw: address(input, record),
            kind: match record.kind() {
                Kind::Waisindex | Kind::Waisdatabase => WaisKind::Index,
                _ => WaisKind::Doc,
            },
            hostport: Hostport::from_record(input, record),
            database: required(input, record, Field::Database),
            search: text(input, record.get(Field::Search)).map(|t| t.search()),
            wtype: text(input, record.get(Field::Wtype)),
            wpath: text(input, record.get(Field::Wpath)),
            digits: text(input, record.get(Field::Digits)),
            path: text(input, record.get(Field::Path)).map(|t| t.path()),
        }
    }

    /// The raw text of the address, as in the input (without a `URL:`
    /// prefix or a `#` fragment).
    pub fn as_str(&self) -> &'a str {
        self.raw
    }

    /// `waisindex` or `waisdoc`.
    pub fn kind(&self) -> WaisKind {
        self.kind
    }

    /// The `hostport`.
    pub fn hostport(&self) -> Hostport<'a> {
        self.hostport
    }

    /// The `database`, still encoded; [`Text::decode`] gives its octets.
    pub fn database(&self) -> Text<'a> {
        self.database
    }

    /// The `search` of a `waisindex`.
    pub fn search(&self) -> Option<Search<'a>> {
        self.search
    }

    /// The `wtype` of a `waisdoc`.
    pub fn wtype(&self) -> Option<Text<'a>> {
        self.wtype
    }

    /// The `wpath` of a `waisdoc` (RFC 1630, url-draft-03).
    pub fn wpath(&self) -> Option<Text<'a>> {
        self.wpath
    }

    /// The `digits` of a url-draft-02 `waisdoc`.
    pub fn digits(&self) -> Option<Text<'a>> {
        self.digits
    }

    /// The `path` of a url-draft-02 `waisdoc`.
    pub fn path(&self) -> Option<Path<'a>> {
        self.path
    }
}

impl std::fmt::Display for WaisAddress<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.raw)
    }
}

impl AsRef<str> for WaisAddress<'_> {
    fn as_ref(&self) -> &str {
        self.raw
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
