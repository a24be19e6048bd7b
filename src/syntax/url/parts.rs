//! The named parts of a URL: the keys of the JSON records of the URL
//! editions (`rfc1630-url`, `url-draft-02`, `url-draft-03`, `rfc1738`).

use super::{Groupart, Hostport, Login, ParsedUrl, Url};
use crate::edition::{Edition, UrlGrammar};
use crate::part::PartValue;

/// A part only some editions' URL productions have: `None` when the edition
/// has no such production (the key is left out of a serialized record),
/// `Some(None)` when the input has none (`null`), `Some(Some(text))` when it
/// has one.
type EditionPart<'a> = Option<Option<&'a str>>;

/// The named parts of a URL (RFC 1630, "BNF for specific URL schemes",
/// pp.23-27; the URL drafts' "BNF syntax"; RFC 1738 §5), raw text as in the
/// input, in the order of the `urispec parse --json` record: the address
/// production matched (`kind`), the scheme, the `URL:` preprefix, the
/// `fragmentid`, and the parts of every scheme's production under the
/// production's name.
///
/// ```text
/// prefixedurl  u r l : url
/// hostport     host [ : port ]
/// login        [ user [ : password ] @ ] hostport
/// ```
///
/// The parts every URL edition has productions for are public fields,
/// `None` where the input has no such part and in the parts of an invalid
/// input ([`Parts::absent`]). The ten parts only some editions have
/// (`ftptype`, `gcommand`, `selector`, `addr-spec`, `content-identifier`,
/// `schemestring`, `schemepart`, `gopher+_string`, `encoded822addr`,
/// `fieldspec`) are read with the method of that name; with the feature
/// `serde` a record leaves out the key of a part the edition's grammar has
/// no production for ([`Edition::production`]) and writes `null` for one
/// the input lacks.
///
/// ```
/// use urispec::{url, UrlGrammar};
/// let p = url::parse(UrlGrammar::Rfc1630Url, "URL:gopher://spinaltap.micro.umn.edu:70/00/Weather#w")?;
/// let parts = url::Parts::of(&p);
/// assert_eq!((parts.kind, parts.scheme, parts.prefixed), (Some("gopheraddress"), Some("gopher"), Some(true)));
/// assert_eq!((parts.host, parts.port, parts.gtype), (Some("spinaltap.micro.umn.edu"), Some("70"), Some("0")));
/// assert_eq!((parts.gcommand(), parts.fragment), (Some("0/Weather"), Some("w")));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Parts<'a> {
    /// The address production matched, under the edition's name
    /// (`gopheraddress`, `generic`, `otherurl`, RFC 1738's `httpurl`, ...).
    pub kind: Option<&'static str>,
    /// The scheme, as written.
    pub scheme: Option<&'a str>,
    /// Whether the input starts with the `URL:` preprefix (`prefixedurl`).
    pub prefixed: Option<bool>,
    /// The `fragmentid` after `#`.
    pub fragment: Option<&'a str>,
    /// The `user` of a `login` (`ftpaddress`, `telnetaddress`).
    pub user: Option<&'a str>,
    /// The `password` of a `login`.
    pub password: Option<&'a str>,
    /// The `host` of a `hostport`, of a news `article` or a mail address,
    /// or of a `fileaddress`.
    pub host: Option<&'a str>,
    /// The `port` of a `hostport`, its digits as written.
    pub port: Option<&'a str>,
    /// The `path` of an `httpaddress`, `ftpaddress`, `fileaddress`,
    /// `afsaddress`, `waisdoc` or generic `uri`.
    pub path: Option<&'a str>,
    /// The `search` of an `httpaddress`, `gopheraddress`, `waisindex` or
    /// generic `uri`.
    pub search: Option<&'a str>,
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    ftptype: EditionPart<'a>,
    /// Gopher's type character (`gtype`).
    pub gtype: Option<&'a str>,
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    gcommand: EditionPart<'a>,
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    selector: EditionPart<'a>,
    /// WAIS's `database`.
    pub database: Option<&'a str>,
    /// WAIS's document type (`wtype`).
    pub wtype: Option<&'a str>,
    /// WAIS's document path (`wpath`).
    pub wpath: Option<&'a str>,
    /// WAIS's `digits`, or an `nntpaddress`'s article number.
    pub digits: Option<&'a str>,
    /// Prospero's `hsoname`.
    pub hsoname: Option<&'a str>,
    /// Prospero's `version`.
    pub version: Option<&'a str>,
    /// Prospero's `attributes`.
    pub attributes: Option<&'a str>,
    /// A `newsaddress`'s `groupart`.
    pub groupart: Option<&'a str>,
    /// The news `group` (of a `newsaddress` or an `nntpaddress`).
    pub group: Option<&'a str>,
    /// The news `article`.
    pub article: Option<&'a str>,
    /// The `xalphas` of a news `article` or of a mail address.
    pub xalphas: Option<&'a str>,
    #[cfg_attr(
        feature = "serde",
        serde(rename = "addr-spec", skip_serializing_if = "Option::is_none")
    )]
    addr_spec: EditionPart<'a>,
    #[cfg_attr(
        feature = "serde",
        serde(rename = "content-identifier", skip_serializing_if = "Option::is_none")
    )]
    content_identifier: EditionPart<'a>,
    /// The AFS `cellname`.
    pub cellname: Option<&'a str>,
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    schemestring: EditionPart<'a>,
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    schemepart: EditionPart<'a>,
    #[cfg_attr(
        feature = "serde",
        serde(rename = "gopher+_string", skip_serializing_if = "Option::is_none")
    )]
    gopher_plus_string: EditionPart<'a>,
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    encoded822addr: EditionPart<'a>,
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    fieldspec: EditionPart<'a>,
}

impl<'a> Parts<'a> {
    /// The named parts of `parsed`.
    pub fn of(parsed: &ParsedUrl<'a>) -> Self {
        let mut p = Parts {
            kind: Some(parsed.production()),
            scheme: Some(parsed.url().scheme()),
            prefixed: Some(parsed.prefixed()),
            fragment: parsed.fragmentid().map(|f| f.as_str()),
            ..Parts::empty()
        };
        match parsed.url() {
            Url::Http(a) => {
                p.hostport(a.hostport());
                p.path = a.path().map(|t| t.as_str());
                p.search = a.search().map(|t| t.as_str());
            }
            Url::Ftp(a) => {
                p.login(a.login());
                p.path = Some(a.path().as_str());
                p.ftptype = Some(a.ftptype().map(|t| t.as_str()));
            }
            Url::Gopher(a) => {
                p.hostport(a.hostport());
                p.gtype = a.gtype().map(|t| t.as_str());
                p.gcommand = Some(a.gcommand().map(|t| t.as_str()));
                p.selector = Some(a.selector().map(|t| t.as_str()));
                p.search = a.search().map(|t| t.as_str());
                p.gopher_plus_string = Some(a.gopher_plus_string().map(|t| t.as_str()));
            }
            Url::News(a) => {
                p.groupart = Some(a.groupart().as_str());
                match a.groupart() {
                    Groupart::All(_) => {}
                    Groupart::Group(g) => p.group = Some(g.as_str()),
                    Groupart::Article(art) => {
                        p.article = Some(art.as_str());
                        p.xalphas = Some(art.xalphas().as_str());
                        p.host = Some(art.host().as_str());
                    }
                }
            }
            Url::Nntp(a) => {
                if let Some(hp) = a.hostport() {
                    p.hostport(hp);
                }
                p.group = Some(a.group().as_str());
                p.digits = Some(a.digits().as_str());
            }
            Url::Wais(a) => {
                p.hostport(a.hostport());
                p.database = Some(a.database().as_str());
                p.search = a.search().map(|t| t.as_str());
                p.wtype = a.wtype().map(|t| t.as_str());
                p.wpath = a.wpath().map(|t| t.as_str());
                p.digits = a.digits().map(|t| t.as_str());
                p.path = a.path().map(|t| t.as_str());
            }
            Url::Prospero(a) => {
                p.hostport(a.hostport());
                p.hsoname = Some(a.hsoname().as_str());
                p.version = a.version().map(|t| t.as_str());
                p.attributes = a.attributes().map(|t| t.as_str());
                p.fieldspec = Some(a.fieldspecs().map(|t| t.as_str()));
            }
            Url::Telnet(a) => p.login(a.login()),
            Url::Mailto(a) => match a.encoded822addr() {
                Some(addr) => p.encoded822addr = Some(Some(addr.as_str())),
                None => {
                    p.xalphas = Some(a.xalphas().as_str());
                    p.host = Some(a.hostname().as_str());
                }
            },
            Url::Mid(a) => p.addr_spec = Some(Some(a.addr_spec().as_str())),
            Url::Cid(a) => p.content_identifier = Some(Some(a.content_identifier().as_str())),
            Url::File(a) => {
                p.host = a.host().map(|h| h.as_str());
                p.path = Some(a.path().as_str());
            }
            Url::Afs(a) => {
                p.cellname = Some(a.cellname().as_str());
                p.path = Some(a.path().as_str());
            }
            Url::Generic(fa) => {
                let uri = fa.uri();
                p.path = Some(uri.path().as_str());
                p.search = uri.search().map(|s| s.as_str());
            }
            Url::Other(a) => {
                p.schemestring = Some(Some(a.schemestring().as_str()));
                p.schemepart = p.schemestring;
            }
        }
        p.in_grammar(parsed.grammar())
    }

    /// Every part `None`: the parts of an input `grammar` rejects, with the
    /// parts only some editions have kept where `grammar` has a production
    /// for them (`null` in a serialized record) and left out elsewhere.
    pub fn absent(grammar: UrlGrammar) -> Parts<'static> {
        Parts::empty().in_grammar(grammar)
    }

    /// Each part's key and value in the order of the `urispec check --json`
    /// record (see [`crate::Parts::for_each`]); a part only some editions
    /// have is left out where the edition has no production for it, as the
    /// record leaves out its key.
    pub fn for_each(&self, mut f: impl FnMut(&'static str, PartValue<'_, 'a>)) {
        f("kind", PartValue::Text(self.kind));
        f("scheme", PartValue::Text(self.scheme));
        f("prefixed", PartValue::Flag(self.prefixed));
        f("fragment", PartValue::Text(self.fragment));
        f("user", PartValue::Text(self.user));
        f("password", PartValue::Text(self.password));
        f("host", PartValue::Text(self.host));
        f("port", PartValue::Text(self.port));
        f("path", PartValue::Text(self.path));
        f("search", PartValue::Text(self.search));
        if let Some(part) = self.ftptype {
            f("ftptype", PartValue::Text(part));
        }
        f("gtype", PartValue::Text(self.gtype));
        if let Some(part) = self.gcommand {
            f("gcommand", PartValue::Text(part));
        }
        if let Some(part) = self.selector {
            f("selector", PartValue::Text(part));
        }
        f("database", PartValue::Text(self.database));
        f("wtype", PartValue::Text(self.wtype));
        f("wpath", PartValue::Text(self.wpath));
        f("digits", PartValue::Text(self.digits));
        f("hsoname", PartValue::Text(self.hsoname));
        f("version", PartValue::Text(self.version));
        f("attributes", PartValue::Text(self.attributes));
        f("groupart", PartValue::Text(self.groupart));
        f("group", PartValue::Text(self.group));
        f("article", PartValue::Text(self.article));
        f("xalphas", PartValue::Text(self.xalphas));
        if let Some(part) = self.addr_spec {
            f("addr-spec", PartValue::Text(part));
        }
        if let Some(part) = self.content_identifier {
            f("content-identifier", PartValue::Text(part));
        }
        f("cellname", PartValue::Text(self.cellname));
        if let Some(part) = self.schemestring {
            f("schemestring", PartValue::Text(part));
        }
        if let Some(part) = self.schemepart {
            f("schemepart", PartValue::Text(part));
        }
        if let Some(part) = self.gopher_plus_string {
            f("gopher+_string", PartValue::Text(part));
        }
        if let Some(part) = self.encoded822addr {
            f("encoded822addr", PartValue::Text(part));
        }
        if let Some(part) = self.fieldspec {
            f("fieldspec", PartValue::Text(part));
        }
    }

    /// FTP's `type=` code (`ftptype`; RFC 1630, url-draft-03, RFC 1738).
    pub fn ftptype(&self) -> Option<&'a str> {
        self.ftptype.flatten()
    }

    /// Gopher's command, type and selector (`gcommand`; RFC 1630,
    /// url-draft-03).
    pub fn gcommand(&self) -> Option<&'a str> {
        self.gcommand.flatten()
    }

    /// Gopher's `selector` (url-draft-02, RFC 1738 §5).
    pub fn selector(&self) -> Option<&'a str> {
        self.selector.flatten()
    }

    /// A `midaddress`'s mail address, RFC 822's `addr-spec` (RFC 1630,
    /// url-draft-03).
    pub fn addr_spec(&self) -> Option<&'a str> {
        self.addr_spec.flatten()
    }

    /// A `cidaddress`'s `content-identifier` (RFC 1630, url-draft-03).
    pub fn content_identifier(&self) -> Option<&'a str> {
        self.content_identifier.flatten()
    }

    /// The `schemestring` after the scheme of an `otherurl` (url-draft-03).
    pub fn schemestring(&self) -> Option<&'a str> {
        self.schemestring.flatten()
    }

    /// The `schemepart` of an `otherurl` (RFC 1738 §5).
    pub fn schemepart(&self) -> Option<&'a str> {
        self.schemepart.flatten()
    }

    /// The Gopher+ string (`gopher+_string`, RFC 1738 §5).
    pub fn gopher_plus_string(&self) -> Option<&'a str> {
        self.gopher_plus_string.flatten()
    }

    /// A `mailtourl`'s `encoded822addr`, not split (RFC 1738 §5).
    pub fn encoded822addr(&self) -> Option<&'a str> {
        self.encoded822addr.flatten()
    }

    /// The run of `fieldspec`s after a Prospero `ppath` (RFC 1738 §5).
    pub fn fieldspec(&self) -> Option<&'a str> {
        self.fieldspec.flatten()
    }

    /// Every part `None`, every edition's own part left out.
    fn empty() -> Self {
        Parts {
            kind: None,
            scheme: None,
            prefixed: None,
            fragment: None,
            user: None,
            password: None,
            host: None,
            port: None,
            path: None,
            search: None,
            ftptype: None,
            gtype: None,
            gcommand: None,
            selector: None,
            database: None,
            wtype: None,
            wpath: None,
            digits: None,
            hsoname: None,
            version: None,
            attributes: None,
            groupart: None,
            group: None,
            article: None,
            xalphas: None,
            addr_spec: None,
            content_identifier: None,
            cellname: None,
            schemestring: None,
            schemepart: None,
            gopher_plus_string: None,
            encoded822addr: None,
            fieldspec: None,
        }
    }

    /// `hostport  host [ : port ]` (RFC 1630, p.25).
    fn hostport(&mut self, hp: Hostport<'a>) {
        self.host = Some(hp.host().as_str());
        self.port = hp.port().map(|t| t.as_str());
    }

    /// `login  [ user [ : password ] @ ] hostport` (RFC 1630, p.25).
    fn login(&mut self, login: Login<'a>) {
        self.user = login.user().map(|t| t.as_str());
        self.password = login.password().map(|t| t.as_str());
        self.hostport(login.hostport());
    }

    /// Keep the edition-dependent parts `grammar` has a production for
    /// (`Some(None)` when the input has none) and leave out the others.
    fn in_grammar(mut self, grammar: UrlGrammar) -> Self {
        let [ftptype, gcommand, selector, addr_spec, content_identifier, schemestring, schemepart, gopher_plus_string, encoded822addr, fieldspec] =
            edition_parts(grammar);
        let keep = |part: EditionPart<'a>, has: bool| has.then(|| part.flatten());
        self.ftptype = keep(self.ftptype, ftptype);
        self.gcommand = keep(self.gcommand, gcommand);
        self.selector = keep(self.selector, selector);
        self.addr_spec = keep(self.addr_spec, addr_spec);
        self.content_identifier = keep(self.content_identifier, content_identifier);
        self.schemestring = keep(self.schemestring, schemestring);
        self.schemepart = keep(self.schemepart, schemepart);
        self.gopher_plus_string = keep(self.gopher_plus_string, gopher_plus_string);
        self.encoded822addr = keep(self.encoded822addr, encoded822addr);
        self.fieldspec = keep(self.fieldspec, fieldspec);
        self
    }
}

/// The productions of the parts only some URL editions have, in the order
/// [`Parts::in_grammar`] takes them.
const EDITION_PARTS: [&str; 10] = [
    "ftptype",
    "gcommand",
    "selector",
    "addr-spec",
    "content-identifier",
    "schemestring",
    "schemepart",
    "gopher+_string",
    "encoded822addr",
    "fieldspec",
];

/// Whether `grammar` has each production of [`EDITION_PARTS`]. The answer is
/// constant per grammar, and asking [`Edition::production`] scans every rule:
/// it is computed once per grammar, on first use.
fn edition_parts(grammar: UrlGrammar) -> [bool; EDITION_PARTS.len()] {
    type Table = [[bool; EDITION_PARTS.len()]; UrlGrammar::ALL.len()];
    static TABLE: std::sync::OnceLock<Table> = std::sync::OnceLock::new();
    let has = |g: UrlGrammar| EDITION_PARTS.map(|name| Edition::from(g).production(name).is_some());
    let table = TABLE.get_or_init(|| UrlGrammar::ALL.map(has));
    match UrlGrammar::ALL.iter().position(|&g| g == grammar) {
        Some(i) => table[i],
        None => has(grammar),
    }
}
