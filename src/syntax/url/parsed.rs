//! A whole input under a URL grammar ([`ParsedUrl`]) and its typed address
//! ([`Url`]): views over the input and its [`UrlRecord`].

use std::fmt;

use crate::edition::{Edition, UrlGrammar};
use crate::grammar::fill::Span;
use crate::syntax::generic::{self, Fragmentaddress};

use super::record::{Field, UrlRecord};
use super::shared::{self, Text};
use super::{read, Options};
use super::{
    AfsAddress, CidAddress, FileAddress, FtpAddress, GopherAddress, HttpAddress, Kind,
    MailtoAddress, MidAddress, NewsAddress, NntpAddress, OtherUrl, ProsperoAddress, TelnetAddress,
    WaisAddress,
};
use crate::error::SyntaxError;
use crate::syntax::owned::Owned;

/// An owned [`ParsedUrl`]: the text and where its parts lie (one [`Owned`]
/// form serves every family; its methods and traits are written there).
///
/// `FromStr` parses under `rfc1630-url` (the published edition, RFC 1630,
/// "BNF for specific URL schemes"); use [`UrlBuf::parse_with`] for the drafts.
/// So do `TryFrom<&str>` and `TryFrom<String>` (which keeps the string).
/// Equality includes the grammar, so there is no `Borrow<str>`; `AsRef<str>`
/// and `From<UrlBuf> for String` give the text.
///
/// ```
/// use urispec::url::UrlBuf;
/// let owned: UrlBuf = "news:comp.infosystems.www".parse()?;
/// assert_eq!(owned.view().kind().name(), "newsaddress");
/// assert_eq!(owned.to_string(), "news:comp.infosystems.www");
/// # Ok::<(), urispec::Error>(())
/// ```
/// Ordered by text first, then by the grammar and the parts it found.
pub type UrlBuf = Owned<UrlRecord>;

impl UrlBuf {
    /// Parse under the URL grammar `grammar` with `options`.
    ///
    /// # Errors
    ///
    /// As [`parse`](super::parse).
    pub fn parse_with(
        grammar: UrlGrammar,
        text: &str,
        options: Options,
    ) -> Result<Self, SyntaxError> {
        let record = read::url(grammar, text, options)?;
        Ok(Owned::new(text.to_owned(), record))
    }
}

/// A URL of one of the four URL editions: one typed struct per address
/// production, or the generic syntax for a scheme no production names.
///
/// ```
/// use urispec::{url::{self, Url}, UrlGrammar};
/// let p = url::parse(UrlGrammar::Rfc1630Url, "URL:gopher://spinaltap.micro.umn.edu/00/Weather#w")?;
/// assert!(matches!(p.url(), Url::Gopher(_)));
/// let u = url::parse(UrlGrammar::UrlDraft03, "x-fax:5551234")?;
/// assert!(matches!(u.url(), Url::Other(_)));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Url<'a> {
    /// `httpaddress`
    Http(HttpAddress<'a>),
    /// `ftpaddress`
    Ftp(FtpAddress<'a>),
    /// `gopheraddress`
    Gopher(GopherAddress<'a>),
    /// `newsaddress`
    News(NewsAddress<'a>),
    /// `nntpaddress`
    Nntp(NntpAddress<'a>),
    /// `waisaddress` (`waisindex` or `waisdoc`)
    Wais(WaisAddress<'a>),
    /// `prosperoaddress`
    Prospero(ProsperoAddress<'a>),
    /// `telnetaddress`, `rloginaddress`, `tn3270address`
    Telnet(TelnetAddress<'a>),
    /// `mailtoaddress`
    Mailto(MailtoAddress<'a>),
    /// `midaddress`
    Mid(MidAddress<'a>),
    /// `cidaddress`
    Cid(CidAddress<'a>),
    /// `fileaddress`
    File(FileAddress<'a>),
    /// `afsaddress` (only from [`afsaddress`](super::afsaddress))
    Afs(AfsAddress<'a>),
    /// A scheme no production names, under `rfc1630-url` and `url-draft-02`:
    /// the generic `scheme : path [ ? search ]` of the same document, labelled
    /// with the URL edition.
    Generic(Fragmentaddress<'a>),
    /// A scheme no production names, under `url-draft-03`: `otherurl`, the
    /// `scheme` and the string after it.
    Other(OtherUrl<'a>),
}

impl<'a> Url<'a> {
    /// The typed address `record` finds in `input`.
    fn from_record(input: &'a str, record: &UrlRecord) -> Self {
        match record.kind() {
            Kind::Httpaddress => Url::Http(HttpAddress::from_record(input, record)),
            Kind::Ftpaddress => Url::Ftp(FtpAddress::from_record(input, record)),
            Kind::Fileaddress => Url::File(FileAddress::from_record(input, record)),
            Kind::Afsaddress => Url::Afs(AfsAddress::from_record(input, record)),
            Kind::Newsaddress => Url::News(NewsAddress::from_record(input, record)),
            Kind::Nntpaddress => Url::Nntp(NntpAddress::from_record(input, record)),
            Kind::Midaddress => Url::Mid(MidAddress::from_record(input, record)),
            Kind::Cidaddress => Url::Cid(CidAddress::from_record(input, record)),
            Kind::Mailtoaddress => Url::Mailto(MailtoAddress::from_record(input, record)),
            Kind::Waisindex | Kind::Waisdatabase | Kind::Waisdoc => {
                Url::Wais(WaisAddress::from_record(input, record))
            }
            Kind::Prosperolink => Url::Prospero(ProsperoAddress::from_record(input, record)),
            Kind::Telnetaddress | Kind::Rloginaddress | Kind::Tn3270address => {
                Url::Telnet(TelnetAddress::from_record(input, record))
            }
            Kind::Gopheraddress => Url::Gopher(GopherAddress::from_record(input, record)),
            Kind::Generic => {
                let g = generic::Spans {
                    scheme: record.get(Field::Scheme).unwrap_or_default(),
                    path: record.get(Field::Path).unwrap_or_default(),
                    search: record.get(Field::Search),
                    fragmentid: record.get(Field::Fragmentid),
                };
                Url::Generic(Fragmentaddress::from_spans(
                    record.grammar().into(),
                    input,
                    &g,
                ))
            }
            Kind::Otherurl => Url::Other(OtherUrl::from_record(input, record)),
        }
    }

    /// The raw text of the address (without `URL:` and `#fragment`).
    pub fn as_str(&self) -> &'a str {
        match self {
            Url::Http(a) => a.as_str(),
            Url::Ftp(a) => a.as_str(),
            Url::Gopher(a) => a.as_str(),
            Url::News(a) => a.as_str(),
            Url::Nntp(a) => a.as_str(),
            Url::Wais(a) => a.as_str(),
            Url::Prospero(a) => a.as_str(),
            Url::Telnet(a) => a.as_str(),
            Url::Mailto(a) => a.as_str(),
            Url::Mid(a) => a.as_str(),
            Url::Cid(a) => a.as_str(),
            Url::File(a) => a.as_str(),
            Url::Afs(a) => a.as_str(),
            Url::Generic(fa) => fa.uri().as_str(),
            Url::Other(a) => a.as_str(),
        }
    }

    /// The `gopheraddress`, when the URL is one: what `let Url::Gopher(g) =
    /// url else { ... }` gives, as a method. One `as_` method per address
    /// production follows.
    ///
    /// ```
    /// use urispec::{url, UrlGrammar};
    /// let p = url::parse(UrlGrammar::Rfc1630Url, "gopher://spinaltap.micro.umn.edu/00/Weather")?;
    /// let g = p.url().as_gopher().ok_or("a gopher URL")?;
    /// assert_eq!(g.gtype().map(|t| t.as_str()), Some("0"));
    /// assert!(p.url().as_http().is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn as_gopher(&self) -> Option<GopherAddress<'a>> {
        match self {
            Url::Gopher(a) => Some(*a),
            _ => None,
        }
    }

    /// The `httpaddress`, when the URL is one.
    pub fn as_http(&self) -> Option<HttpAddress<'a>> {
        match self {
            Url::Http(a) => Some(*a),
            _ => None,
        }
    }

    /// The `ftpaddress`, when the URL is one.
    pub fn as_ftp(&self) -> Option<FtpAddress<'a>> {
        match self {
            Url::Ftp(a) => Some(*a),
            _ => None,
        }
    }

    /// The `newsaddress`, when the URL is one.
    pub fn as_news(&self) -> Option<NewsAddress<'a>> {
        match self {
            Url::News(a) => Some(*a),
            _ => None,
        }
    }

    /// The `nntpaddress`, when the URL is one.
    pub fn as_nntp(&self) -> Option<NntpAddress<'a>> {
        match self {
            Url::Nntp(a) => Some(*a),
            _ => None,
        }
    }

    /// The `waisaddress`, when the URL is one.
    pub fn as_wais(&self) -> Option<WaisAddress<'a>> {
        match self {
            Url::Wais(a) => Some(*a),
            _ => None,
        }
    }

    /// The `prosperoaddress`, when the URL is one.
    pub fn as_prospero(&self) -> Option<ProsperoAddress<'a>> {
        match self {
            Url::Prospero(a) => Some(*a),
            _ => None,
        }
    }

    /// The `telnetaddress, rloginaddress or tn3270address`, when the URL is one.
    pub fn as_telnet(&self) -> Option<TelnetAddress<'a>> {
        match self {
            Url::Telnet(a) => Some(*a),
            _ => None,
        }
    }

    /// The `mailtoaddress`, when the URL is one.
    pub fn as_mailto(&self) -> Option<MailtoAddress<'a>> {
        match self {
            Url::Mailto(a) => Some(*a),
            _ => None,
        }
    }

    /// The `midaddress`, when the URL is one.
    pub fn as_mid(&self) -> Option<MidAddress<'a>> {
        match self {
            Url::Mid(a) => Some(*a),
            _ => None,
        }
    }

    /// The `cidaddress`, when the URL is one.
    pub fn as_cid(&self) -> Option<CidAddress<'a>> {
        match self {
            Url::Cid(a) => Some(*a),
            _ => None,
        }
    }

    /// The `fileaddress`, when the URL is one.
    pub fn as_file(&self) -> Option<FileAddress<'a>> {
        match self {
            Url::File(a) => Some(*a),
            _ => None,
        }
    }

    /// The `afsaddress`, when the URL is one.
    pub fn as_afs(&self) -> Option<AfsAddress<'a>> {
        match self {
            Url::Afs(a) => Some(*a),
            _ => None,
        }
    }

    /// The generic `scheme : path [ ? search ]` of a scheme no production
    /// names, under `rfc1630-url` and `url-draft-02`.
    pub fn as_generic(&self) -> Option<Fragmentaddress<'a>> {
        match self {
            Url::Generic(fa) => Some(*fa),
            _ => None,
        }
    }

    /// The `otherurl` of a scheme no production names, under `url-draft-03`.
    pub fn as_other(&self) -> Option<OtherUrl<'a>> {
        match self {
            Url::Other(a) => Some(*a),
            _ => None,
        }
    }

    /// The scheme name as written (before the first `:`).
    pub fn scheme(&self) -> &'a str {
        before_colon(self.as_str())
    }

    /// The default port of the scheme when the URL gives none, or the port it
    /// gives (see each struct's `effective_port`).
    pub fn effective_port(&self) -> Option<u16> {
        self.common().effective_port
    }
}

impl fmt::Display for Url<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
/// A whole input under a URL grammar: an optional `URL:` preprefix
/// (`prefixedurl  u r l : url`), the [`Url`], and an optional `# fragmentid`.
///
/// `Display` writes the input back byte for byte.
/// Ordered by text first, then by the grammar and the parts it found.
///
/// ```
/// use urispec::{url, UrlGrammar};
/// let p = url::parse(UrlGrammar::Rfc1630Url, "URL:gopher://spinaltap.micro.umn.edu/00/Weather#w")?;
/// assert!(p.prefixed());
/// assert_eq!(p.kind().name(), "gopheraddress");
/// assert_eq!(p.fragmentid().unwrap().as_str(), "w");
/// assert_eq!(p.to_string(), "URL:gopher://spinaltap.micro.umn.edu/00/Weather#w");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ParsedUrl<'a> {
    input: &'a str,
    pub(super) record: UrlRecord,
}

impl<'a> ParsedUrl<'a> {
    /// The view of `input` with the parts `record` finds in it.
    #[inline]
    pub(crate) fn new(input: &'a str, record: UrlRecord) -> Self {
        ParsedUrl { input, record }
    }

    /// The view of `input` before it is read: an empty record of `grammar`,
    /// for [`ParsedUrl::fill`].
    #[inline]
    pub(crate) fn empty(grammar: UrlGrammar, input: &'a str) -> Self {
        ParsedUrl {
            input,
            record: UrlRecord::new(grammar),
        }
    }

    /// Read the input of an [`ParsedUrl::empty`] view into its record, in
    /// place. Always inlined, as `read::url_into`, into `urispec::parse`.
    #[inline(always)]
    pub(crate) fn fill(&mut self, options: Options) -> Result<(), SyntaxError> {
        let grammar = self.record.grammar();
        read::url_into(grammar, self.input, options, &mut self.record)
    }

    /// The edition whose grammar accepted the input.
    pub fn spec(&self) -> Edition {
        self.record.grammar().into()
    }

    /// The URL grammar that accepted the input.
    pub fn grammar(&self) -> UrlGrammar {
        self.record.grammar()
    }

    /// The whole input.
    pub fn as_str(&self) -> &'a str {
        self.input
    }

    /// The leaf production matched (`gopheraddress`, `waisdoc`, `generic`,
    /// `otherurl`, ...).
    pub fn kind(&self) -> Kind {
        self.record.kind()
    }

    /// The address production matched, under the name the edition prints:
    /// the [`kind`](Self::kind)'s name, but RFC 1738 §5's own for its
    /// `ftpurl`, `httpurl`, ... (`ftpaddress`, `httpaddress` in the earlier
    /// editions).
    pub fn production(&self) -> &'static str {
        let kind = self.kind();
        crate::grammar::with_parser!(UrlGrammar: self.grammar(), G => {
            crate::grammar::walk::production_of::<G>(kind)
        })
        .unwrap_or(kind.name())
    }

    /// [`Url::scheme`] of [`ParsedUrl::url`], without making the typed
    /// address: the text of the address before its first `:`.
    pub(crate) fn scheme_text(&self) -> &'a str {
        match self.kind() {
            // A generic URL's address is its own `fragmentaddress`.
            Kind::Generic => self.url().scheme(),
            _ => before_colon(super::shared::address(self.input, &self.record)),
        }
    }

    /// The typed address.
    pub fn url(&self) -> Url<'a> {
        Url::from_record(self.input, &self.record)
    }

    /// The port used when the URL gives none, with the document it is taken
    /// from: RFC 1630's "HTTP" names 80; every other default port is RFC
    /// 1738's (§3, a later document), and schemes without a `hostport` have
    /// none (`None`).
    pub fn default_port(&self) -> Option<super::Defaulted<u16>> {
        super::default::port(self.kind(), self.grammar())
    }

    /// The gopher type assumed when a `gopheraddress` omits it, with its
    /// source: RFC 1630's "Gopher" under `rfc1630-url`; under the drafts,
    /// which never say, RFC 1738 §3.4.1 (a later document). `None` for other
    /// schemes.
    pub fn default_gtype(&self) -> Option<super::Defaulted<u8>> {
        (self.kind() == Kind::Gopheraddress).then(|| super::default::gtype(self.grammar()))
    }

    /// The FTP user when an `ftpaddress` gives none (`anonymous`), with the
    /// edition's "FTP" section it is taken from. `None` for other schemes.
    pub fn default_user(&self) -> Option<super::Defaulted<&'static str>> {
        (self.kind() == Kind::Ftpaddress).then(|| super::default::ftp_user(self.grammar()))
    }

    /// Whether the input starts with the `URL:` preprefix (`prefixedurl`).
    pub fn prefixed(&self) -> bool {
        self.record.get(Field::Prefixedurl).is_some()
    }

    /// The preprefix as written (`URL:`, `url:`), if any: the `u r l :` that
    /// `prefixedurl  u r l : url` starts with.
    pub fn prefix(&self) -> Option<Text<'a>> {
        let prefixedurl = self.record.get(Field::Prefixedurl)?;
        let end = (prefixedurl.start + "url:".len()).min(prefixedurl.end);
        shared::text(self.input, Some(Span::new(prefixedurl.start, end)))
    }

    /// The `fragmentid` after `#`: `None` without `#`, a void one for a final `#`.
    pub fn fragmentid(&self) -> Option<Text<'a>> {
        shared::text(self.input, self.record.get(Field::Fragmentid))
    }

    /// An owned copy: the text and the record, copied, not parsed again.
    pub fn into_owned(self) -> UrlBuf {
        Owned::of(self)
    }
}

impl AsRef<str> for ParsedUrl<'_> {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for Url<'_> {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Display for ParsedUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.input)
    }
}

/// `raw` up to its first `:`, or the whole of it.
fn before_colon(raw: &str) -> &str {
    raw.as_bytes()
        .iter()
        .position(|&b| b == b':')
        .map_or(raw, |i| &raw[..i])
}
