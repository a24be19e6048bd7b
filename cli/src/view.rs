//! The JSON records of `urispec parse`: one view struct per family of
//! grammars, filled from the typed syntax trees' accessors.
//!
//! A record is `input`, `spec`, `valid`, `error`, then the parts of the
//! edition's family in a fixed order: every key present, `null` where the
//! input has no such part, and every part `null` for an invalid input. The
//! parts are raw text, as in the input. The snapshot tests render their
//! `parts:` from these same views (the library's `tests/common/mod.rs` includes this file),
//! so the JSON and the snapshots cannot drift apart.

use serde::Serialize;
use serde_json::{Map, Value};
use urispec::generic::Fragmentaddress;
use urispec::rfc2396::{Authority, UriReference};
use urispec::url::{Groupart, Hostport, Login, ParsedUrl, Url};
use urispec::{Edition, Expected, Family, Parsed, SyntaxError, UrlGrammar};

impl<'a> Parts<'a> {
    /// The parts of a parse.
    pub fn of(parsed: &Parsed<'a>) -> Self {
        match parsed {
            Parsed::Generic(fa) => Parts::Generic(GenericParts::of(fa)),
            Parsed::Url(url) => Parts::Url(Box::new(UrlParts::of(url))),
            Parsed::Rfc1808(r) => Parts::Rfc1808(Rfc1808Parts::of(r)),
            Parsed::Rfc2396(r) => Parts::Rfc2396(Rfc2396Parts::of(r)),
            Parsed::Rfc3986(r) => Parts::Rfc3986(Rfc3986Parts::of(r)),
        }
    }

    /// Every part of `grammar`'s family `null`: the parts of an invalid input.
    pub fn absent(grammar: Edition) -> Parts<'static> {
        match grammar.family() {
            Family::Generic(_) => Parts::Generic(GenericParts::default()),
            Family::Url(g) => Parts::Url(Box::new(UrlParts::default().in_grammar(g))),
            Family::Rfc1808 => Parts::Rfc1808(Rfc1808Parts::default()),
            Family::Rfc2396 => Parts::Rfc2396(Rfc2396Parts::default()),
            Family::Rfc3986 => Parts::Rfc3986(Rfc3986Parts::default()),
        }
    }
}

/// How many characters of an input a readable heading shows.
const HEADING: usize = 80;

/// An input as a readable heading shows it: whole, or its first
/// [`HEADING`] characters and `…` (the record's `input` keeps it whole, and
/// the caret frame shows the characters around the error).
pub fn heading(input: &str) -> std::borrow::Cow<'_, str> {
    match input.char_indices().nth(HEADING) {
        Some((end, _)) => format!("{}…", &input[..end]).into(),
        None => input.into(),
    }
}

/// One record of `urispec parse --json`.
#[derive(Debug, Serialize)]
pub struct Record<'a> {
    /// The input (lossily decoded when it is not UTF-8).
    pub input: &'a str,
    /// The edition's name.
    pub spec: &'static str,
    /// Whether the grammar accepts the input.
    pub valid: bool,
    /// Why it does not.
    pub error: Option<ErrorView>,
    /// The family's parts.
    #[serde(flatten)]
    pub parts: Parts<'a>,
}

impl<'a> Record<'a> {
    /// The record of `input` whose parse under `grammar` gave `result`.
    pub fn of(grammar: Edition, input: &'a str, result: &Result<Parsed<'a>, SyntaxError>) -> Self {
        match result {
            Ok(parsed) => Record {
                input,
                spec: grammar.name(),
                valid: true,
                error: None,
                parts: Parts::of(parsed),
            },
            Err(e) => Record::invalid(grammar, input, ErrorView::of(e)),
        }
    }

    /// The record of an input rejected with `error`: every part `null`.
    pub fn invalid(grammar: Edition, input: &'a str, error: ErrorView) -> Self {
        Record {
            input,
            spec: grammar.name(),
            valid: false,
            error: Some(error),
            parts: Parts::absent(grammar),
        }
    }
}

/// The `error` of a record.
#[derive(Debug, Serialize)]
pub struct ErrorView {
    /// The byte offset of the error, if it has one.
    pub offset: Option<usize>,
    /// What was expected there, and what each entry is.
    #[serde(flatten)]
    pub expected: ExpectedView,
    /// The character found there (`null` at the end of the input).
    pub found: Option<char>,
    /// The error's one-line message.
    pub message: Message,
}

impl ErrorView {
    /// The view of a syntax error.
    pub fn of(e: &SyntaxError) -> Self {
        ErrorView {
            offset: Some(e.offset()),
            expected: ExpectedView::of(e),
            found: e.found(),
            message: Message::Syntax(e.clone()),
        }
    }
}

/// An error's one-line message, written only when the record is (`check
/// --quiet` counts the records of rejected lines and writes none: formatting
/// each message cost more than explaining the rejection).
#[derive(Debug)]
pub enum Message {
    /// A syntax error's `Display`.
    Syntax(SyntaxError),
    /// Any other error's text.
    Text(String),
}

impl From<String> for Message {
    fn from(text: String) -> Self {
        Message::Text(text)
    }
}

impl std::fmt::Display for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Message::Syntax(e) => e.fmt(f),
            Message::Text(text) => f.write_str(text),
        }
    }
}

impl Serialize for Message {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// The keys of an error's "expected" list: `expected` (the full list in
/// order: production names, delimiters unquoted, `end of input`), then the
/// same split by what each entry is: `productions`, `literals`,
/// `end_of_input`.
#[derive(Debug, Default, Serialize)]
pub struct ExpectedView {
    /// The full list.
    pub expected: Vec<&'static str>,
    /// The productions in it, by spec name.
    pub productions: Vec<&'static str>,
    /// The delimiters in it, as written.
    pub literals: Vec<&'static str>,
    /// Whether the input could have ended there.
    pub end_of_input: bool,
}

impl ExpectedView {
    /// The "expected" keys of a syntax error.
    pub fn of(e: &SyntaxError) -> Self {
        let mut view = ExpectedView {
            expected: e.expected().iter().map(Expected::name).collect(),
            ..ExpectedView::default()
        };
        for x in e.expected() {
            match x {
                Expected::Production(p) => view.productions.push(p.name),
                Expected::Literal(l) => view.literals.push(l),
                Expected::EndOfInput => view.end_of_input = true,
                _ => {}
            }
        }
        view
    }
}

/// The parts of one family.
#[derive(Debug, Serialize)]
#[serde(untagged)]
pub enum Parts<'a> {
    /// `uri-draft`, `rfc1630`.
    Generic(GenericParts<'a>),
    /// `rfc1630-url`, `url-draft-02`, `url-draft-03`.
    Url(Box<UrlParts<'a>>),
    /// `rfc1808`.
    Rfc1808(Rfc1808Parts<'a>),
    /// `rfc2396`.
    Rfc2396(Rfc2396Parts<'a>),
    /// `rfc3986`.
    Rfc3986(Rfc3986Parts<'a>),
}

impl Parts<'_> {
    /// The `scheme` part, whatever the family.
    pub fn scheme(&self) -> Option<&str> {
        match self {
            Parts::Generic(p) => p.scheme,
            Parts::Url(p) => p.scheme,
            Parts::Rfc1808(p) => p.scheme,
            Parts::Rfc2396(p) => p.scheme,
            Parts::Rfc3986(p) => p.scheme,
        }
    }

    /// Each part's key and JSON value, in record order.
    ///
    /// # Errors
    ///
    /// When the parts do not serialise to a JSON object (they always do).
    pub fn entries(&self) -> serde_json::Result<Map<String, Value>> {
        match serde_json::to_value(self)? {
            Value::Object(map) => Ok(map),
            other => Err(serde::ser::Error::custom(format!(
                "the parts serialise to {other}, not to an object"
            ))),
        }
    }
}

/// The parts of a generic `fragmentaddress` (uri-draft "BNF syntax"; RFC
/// 1630 "BNF of Generic URI Syntax", p.22):
/// `fragmentaddress  uri [ # fragmentid ]`, `uri  scheme : path [ ? search ]`.
#[derive(Debug, Default, Serialize)]
pub struct GenericParts<'a> {
    scheme: Option<&'a str>,
    path: Option<&'a str>,
    search: Option<&'a str>,
    /// The `fragmentid`.
    fragment: Option<&'a str>,
    /// The path split at every `/` (`path  void | xpalphas [ / path ]`).
    segments: Option<Vec<&'a str>>,
    /// The search split at every `+` (`search  xalphas [ + search ]`).
    search_words: Option<Vec<&'a str>>,
}

impl<'a> GenericParts<'a> {
    fn of(fa: &Fragmentaddress<'a>) -> Self {
        let uri = fa.uri();
        GenericParts {
            scheme: Some(uri.scheme().as_str()),
            path: Some(uri.path().as_str()),
            search: uri.search().map(|s| s.as_str()),
            fragment: fa.fragmentid().map(|f| f.as_str()),
            segments: Some(uri.path().segments().collect()),
            search_words: uri.search().map(|s| s.words().collect()),
        }
    }
}

/// A part only some editions' URL productions have: `None` when this
/// edition has none (the key is left out of the record), `Some(None)` when
/// the input has none (`null`).
type EditionPart<'a> = Option<Option<&'a str>>;

/// The parts of a URL (RFC 1630 "BNF for specific URL schemes", pp.23-27;
/// url-draft-02 "BNF syntax"; url-draft-03): the address production matched
/// (`kind`), the `URL:` preprefix, the `fragmentid`, and the parts of every
/// scheme's production under the production's name. Each edition lists the
/// parts its productions have: a part its grammar has no production for
/// is left out of the record.
#[derive(Debug, Default, Serialize)]
pub struct UrlParts<'a> {
    /// The leaf production matched (`gopheraddress`, `generic`, ...).
    kind: Option<&'a str>,
    scheme: Option<&'a str>,
    /// Whether the input starts with the `URL:` preprefix (`prefixedurl`).
    prefixed: Option<bool>,
    /// The `fragmentid`.
    fragment: Option<&'a str>,
    user: Option<&'a str>,
    password: Option<&'a str>,
    /// The host of a `hostport`, of a news article or a mail address, or of a file URL.
    host: Option<&'a str>,
    port: Option<&'a str>,
    path: Option<&'a str>,
    search: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ftptype: EditionPart<'a>,
    gtype: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    gcommand: EditionPart<'a>,
    #[serde(skip_serializing_if = "Option::is_none")]
    selector: EditionPart<'a>,
    database: Option<&'a str>,
    wtype: Option<&'a str>,
    wpath: Option<&'a str>,
    digits: Option<&'a str>,
    hsoname: Option<&'a str>,
    version: Option<&'a str>,
    attributes: Option<&'a str>,
    groupart: Option<&'a str>,
    group: Option<&'a str>,
    article: Option<&'a str>,
    /// The `xalphas` of a news article or of a mail address.
    xalphas: Option<&'a str>,
    #[serde(rename = "addr-spec", skip_serializing_if = "Option::is_none")]
    addr_spec: EditionPart<'a>,
    #[serde(rename = "content-identifier", skip_serializing_if = "Option::is_none")]
    content_identifier: EditionPart<'a>,
    cellname: Option<&'a str>,
    /// The string after the scheme of an `otherurl` (url-draft-03).
    #[serde(skip_serializing_if = "Option::is_none")]
    schemestring: EditionPart<'a>,
    /// RFC 1738 §5's `schemepart` of an `otherurl`.
    #[serde(skip_serializing_if = "Option::is_none")]
    schemepart: EditionPart<'a>,
    /// RFC 1738 §5's Gopher+ string.
    #[serde(rename = "gopher+_string", skip_serializing_if = "Option::is_none")]
    gopher_plus_string: EditionPart<'a>,
    /// RFC 1738 §5's mail address, not split.
    #[serde(skip_serializing_if = "Option::is_none")]
    encoded822addr: EditionPart<'a>,
    /// RFC 1738 §5's run of `fieldspec`s after a Prospero `ppath`.
    #[serde(skip_serializing_if = "Option::is_none")]
    fieldspec: EditionPart<'a>,
}

impl<'a> UrlParts<'a> {
    fn of(parsed: &ParsedUrl<'a>) -> Self {
        let mut p = UrlParts {
            kind: Some(parsed.production()),
            scheme: Some(parsed.url().scheme()),
            prefixed: Some(parsed.prefixed()),
            fragment: parsed.fragmentid().map(|f| f.as_str()),
            ..UrlParts::default()
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
            // `Url` is `#[non_exhaustive]`: an address production added to
            // the library shows its kind, scheme, preprefix and fragment,
            // and its other parts `null`, until it is named here.
            _ => {}
        }
        p.in_grammar(parsed.grammar())
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
    /// (`null` when the input has none) and leave out the others.
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
/// [`UrlParts::in_grammar`] takes them.
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

/// The parts of an RFC 2396 `URI-reference` (Appendix A "Collected BNF for
/// URI"): `URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]`,
/// the `server` of its `authority`
/// (`server = [ [ userinfo "@" ] hostport ]`, §3.2.2), its path, `query`, and
/// `opaque_part`.
#[derive(Debug, Default, Serialize)]
pub struct Rfc2396Parts<'a> {
    scheme: Option<&'a str>,
    authority: Option<&'a str>,
    userinfo: Option<&'a str>,
    host: Option<&'a str>,
    port: Option<&'a str>,
    /// The `abs_path`, `rel_path` or `opaque_part` as written.
    path: Option<&'a str>,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
    opaque_part: Option<&'a str>,
}

impl<'a> Rfc2396Parts<'a> {
    fn of(r: &UriReference<'a>) -> Self {
        let server = match r.authority() {
            Some(Authority::Server(s)) => Some(s),
            Some(Authority::RegName(_)) | None => None,
        };
        let hostport = server.and_then(|s| s.hostport());
        Rfc2396Parts {
            scheme: r.scheme().map(|s| s.as_str()),
            authority: r.authority().map(|a| a.as_str()),
            userinfo: server.and_then(|s| s.userinfo()).map(|u| u.as_str()),
            host: hostport.map(|h| h.host().as_str()),
            port: hostport.and_then(|h| h.port()).map(|p| p.as_str()),
            path: r.path(),
            query: r.query().map(|q| q.as_str()),
            fragment: r.fragment().map(|f| f.as_str()),
            opaque_part: r.opaque_part().map(|o| o.as_str()),
        }
    }
}

/// The parts of an RFC 1808 `URL` (§2.2 "BNF for Relative URLs"), the
/// components of §2.1: `<scheme>://<net_loc>/<path>;<params>?<query>#<fragment>`.
#[derive(Debug, Default, Serialize)]
pub struct Rfc1808Parts<'a> {
    scheme: Option<&'a str>,
    net_loc: Option<&'a str>,
    /// The path as §2.4.6 leaves it: an `abs_path`'s "/" and the `path`.
    path: Option<&'a str>,
    params: Option<&'a str>,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
    /// The `*( uchar | reserved )` of an `absoluteURL` that is no `generic-RL`.
    opaque: Option<&'a str>,
}

impl<'a> Rfc1808Parts<'a> {
    fn of(u: &urispec::rfc1808::Url<'a>) -> Self {
        Rfc1808Parts {
            scheme: u.scheme().map(|s| s.as_str()),
            net_loc: u.net_loc().map(|n| n.as_str()),
            path: u.path_component(),
            params: u.params().map(|p| p.as_str()),
            query: u.query().map(|q| q.as_str()),
            fragment: u.fragment().map(|f| f.as_str()),
            opaque: u.opaque().map(|o| o.as_str()),
        }
    }
}

/// The parts of an RFC 3986 `URI-reference` (§4.1).
#[derive(Debug, Default, Serialize)]
pub struct Rfc3986Parts<'a> {
    scheme: Option<&'a str>,
    authority: Option<&'a str>,
    userinfo: Option<&'a str>,
    /// The host as written (an `IP-literal` with its brackets).
    host: Option<&'a str>,
    /// `IPv6address`, `IPvFuture`, `IPv4address` or `reg-name`.
    host_kind: Option<&'static str>,
    port: Option<&'a str>,
    path: Option<&'a str>,
    /// `path-abempty`, `path-absolute`, `path-noscheme`, `path-rootless` or
    /// `path-empty`.
    path_kind: Option<&'static str>,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
}

impl<'a> Rfc3986Parts<'a> {
    fn of(r: &urispec::rfc3986::UriReference<'a>) -> Self {
        let authority = r.authority();
        let host = authority.map(|a| a.host());
        let path = r.path();
        Rfc3986Parts {
            scheme: r.scheme().map(|s| s.as_str()),
            authority: authority.map(|a| a.as_str()),
            userinfo: authority.and_then(|a| a.userinfo()).map(|u| u.as_str()),
            host: host.map(|h| h.as_str()),
            host_kind: host.map(|h| h.production()),
            port: authority.and_then(|a| a.port()).map(|p| p.as_str()),
            path: Some(path.as_str()),
            path_kind: Some(path.kind().name()),
            query: r.query().map(|q| q.as_str()),
            fragment: r.fragment().map(|f| f.as_str()),
        }
    }
}
