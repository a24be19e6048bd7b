//! The productions every scheme shares: `login`, `hostport`, `host`, `port`,
//! `path`, `search`, and a raw text leaf. The leaves are [`Part`]s of the
//! markers in [`production`](super::production).

use std::borrow::Cow;
use std::fmt;
use std::ops::Range;

use super::production;
use super::record::{Field, UrlRecord};
use crate::escape;
use crate::grammar::fill::Span;
use crate::part::Part;

/// A raw leaf of the URL grammars (`database`, `wtype`, `gtype`, `user`,
/// `group`, `fragmentid`, ...): the text as in the input, with its offset.
///
/// ```
/// use urispec::{url::{parse, Url}, UrlGrammar};
/// let p = parse(UrlGrammar::Rfc1630Url, "ftp://me:pw@128.141.1.1/pub/")?;
/// let Url::Ftp(f) = p.url() else { panic!("ftp") };
/// let login = f.login();
/// let user = login.user().unwrap();
/// assert_eq!((user.as_str(), user.span()), ("me", 6..8));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type Text<'a> = Part<'a, production::Text>;

/// A `path` (RFC 1630 "BNF for specific URL schemes", p.25: `path  void |
/// segment [ / path ]`): segments separated by `/`. Also the type of
/// `gcommand`, `selector` and `hsoname` (each `path`).
///
/// ```
/// use urispec::{url::{parse, Url}, UrlGrammar};
/// let p = parse(UrlGrammar::Rfc1630Url, "http://info.cern.ch:8000/a/b/?x+y%2Bz")?;
/// let Url::Http(h) = p.url() else { panic!("http") };
/// let path = h.path().unwrap();
/// assert_eq!(path.as_str(), "a/b/");
/// assert!(path.is_directory());
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type Path<'a> = Part<'a, production::Path>;

/// A `search` (RFC 1630 "BNF for specific URL schemes", p.26: `search
/// xalphas [ + search ]`): words separated by `+`, the plus sign "shorthand
/// notation for a space" (RFC 1630, "Query strings").
///
/// In `rfc1630-url` and `url-draft-03` `safe` holds `+`, so an `xalphas`
/// could hold one; we read every `+` as the separator, as the prose says.
///
/// ```
/// use urispec::{url::{parse, Url}, UrlGrammar};
/// let p = parse(UrlGrammar::Rfc1630Url, "http://info.cern.ch:8000/a/b/?x+y%2Bz")?;
/// let Url::Http(h) = p.url() else { panic!("http") };
/// let search = h.search().unwrap();
/// assert_eq!(search.words().collect::<Vec<_>>(), ["x", "y%2Bz"]);
/// assert_eq!(search.to_text().as_deref(), Ok("x y+z"));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type Search<'a> = Part<'a, production::Search>;

/// A `port` (RFC 1630 "BNF for specific URL schemes", p.25: `port  digits`).
///
/// ```
/// use urispec::{url::{parse, Url}, UrlGrammar};
/// let p = parse(UrlGrammar::Rfc1630Url, "http://info.cern.ch:8000/a/b/?x+y%2Bz")?;
/// let Url::Http(h) = p.url() else { panic!("http") };
/// let port = h.hostport().port().unwrap();
/// assert_eq!((port.as_str(), port.value()), ("8000", Some(8000)));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type Port<'a> = Part<'a, production::Port>;

/// A `hostnumber` (RFC 1630 "BNF for specific URL schemes", p.25:
/// `hostnumber  digits . digits . digits . digits`).
///
/// ```
/// use urispec::{url::{parse, Url}, UrlGrammar};
/// let p = parse(UrlGrammar::Rfc1630Url, "ftp://me:pw@128.141.1.1/pub/")?;
/// let Url::Ftp(f) = p.url() else { panic!("ftp") };
/// let login = f.login();
/// let urispec::url::Host::Hostnumber(n) = login.hostport().host() else { panic!("hostnumber") };
/// assert_eq!(n.octets(), Some([128, 141, 1, 1]));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type Hostnumber<'a> = Part<'a, production::Hostnumber>;

/// A `host` (RFC 1630 "BNF for specific URL schemes", p.25).
///
/// ```text
/// host      hostname | hostnumber
/// hostname  ialpha [ . hostname ]
/// ```
///
/// ```
/// use urispec::{url::{parse, Url}, UrlGrammar};
/// let p = parse(UrlGrammar::Rfc1630Url, "http://info.cern.ch:8000/a/b/?x+y%2Bz")?;
/// let Url::Http(h) = p.url() else { panic!("http") };
/// let host = h.hostport().host();
/// assert!(matches!(host, urispec::url::Host::Hostname(_)));
/// assert_eq!((host.as_str(), host.span()), ("info.cern.ch", 7..19));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Host<'a> {
    /// A `hostname` (a dotted name; may hold `@`, as `xalphas` does).
    Hostname(Text<'a>),
    /// A `hostnumber` with its four numbers.
    Hostnumber(Hostnumber<'a>),
}

/// A `hostport` (RFC 1630 "BNF for specific URL schemes", p.25).
///
/// ```text
/// hostport  host [ : port ]
/// ```
///
/// ```
/// use urispec::{url::{parse, Url}, UrlGrammar};
/// let p = parse(UrlGrammar::Rfc1630Url, "http://info.cern.ch:8000/a/b/?x+y%2Bz")?;
/// let Url::Http(h) = p.url() else { panic!("http") };
/// let hp = h.hostport();
/// assert_eq!(hp.as_str(), "info.cern.ch:8000");
/// assert_eq!(hp.host().as_str(), "info.cern.ch");
/// assert_eq!(hp.port().unwrap().as_str(), "8000");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Hostport<'a> {
    raw: &'a str,
    host: Host<'a>,
    port: Option<Port<'a>>,
}

/// A `login` (RFC 1630 "BNF for specific URL schemes", p.25).
///
/// ```text
/// login     [ user [ : password ] @ ] hostport
/// user      alphanum2 [ user ]
/// password  alphanum2 [ password ]
/// ```
///
/// (`user` and `password` are `xalphas` in `url-draft-02`.)
///
/// ```
/// use urispec::{url::{parse, Url}, UrlGrammar};
/// let p = parse(UrlGrammar::Rfc1630Url, "ftp://me:pw@128.141.1.1/pub/")?;
/// let Url::Ftp(f) = p.url() else { panic!("ftp") };
/// let login = f.login();
/// assert_eq!(login.as_str(), "me:pw@128.141.1.1");
/// assert_eq!(login.password().unwrap().as_str(), "pw");
/// assert_eq!(login.hostport().as_str(), "128.141.1.1");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Login<'a> {
    raw: &'a str,
    user: Option<Text<'a>>,
    password: Option<Text<'a>>,
    hostport: Hostport<'a>,
}

/// The text of `span` in `input`.
pub(crate) fn text(input: &str, span: Option<Span>) -> Option<Text<'_>> {
    span.map(|s| Text::at(input, s))
}

/// The text of a field the grammar guarantees is there.
pub(crate) fn required<'a>(input: &'a str, record: &UrlRecord, field: Field) -> Text<'a> {
    // Every caller asks for a part its production requires; a void part is
    // the empty text at the start of the address.
    let start = record.address().map_or(0, |s| s.start);
    text(input, record.get(field)).unwrap_or(Text::at(input, Span::new(start, start)))
}

/// The raw text of the address production.
pub(crate) fn address<'a>(input: &'a str, record: &UrlRecord) -> &'a str {
    text(input, record.address()).map_or("", |t| t.as_str())
}

impl<'a> Part<'a, production::Text> {
    /// The text read as a `path` (`gcommand`, `selector`, `hsoname`).
    pub(crate) fn path(self) -> Path<'a> {
        self.cast()
    }

    /// The text read as a `search`.
    pub(crate) fn search(self) -> Search<'a> {
        self.cast()
    }
}

impl<'a> Part<'a, production::Path> {
    /// The raw segments between `/`: `a/b/` gives `"a", "b", ""`.
    ///
    /// No segment holds an unencoded `/`, so splitting is exact.
    pub fn segments(&self) -> std::str::Split<'a, char> {
        self.as_str().split('/')
    }

    /// Each segment decoded (escapes turned into octets); each borrows when it
    /// holds no escape.
    pub fn decoded_segments(&self) -> impl Iterator<Item = Cow<'a, [u8]>> + 'a {
        self.as_str().split('/').map(escape::decode)
    }

    /// Whether the path ends in `/` (or is void): "a trailing slash" names a
    /// directory in the FTP prose ("`/`  Use FTP directory list commands to
    /// read directory").
    pub fn is_directory(&self) -> bool {
        self.as_str().is_empty() || self.as_str().ends_with('/')
    }
}

impl<'a> Part<'a, production::Search> {
    /// The raw words between `+` signs (a word may be void: `a++b`).
    pub fn words(&self) -> std::str::Split<'a, char> {
        self.as_str().split('+')
    }

    /// The search as text: words decoded and joined by spaces (`+` means a
    /// space; an escaped `%2B` stays a plus sign), as [`escape::search_text`]
    /// gives it.
    ///
    /// # Errors
    ///
    /// [`escape::DecodeError::NotUtf8`] where an escape gives octets that
    /// are not UTF-8, with its offset in the search.
    pub fn to_text(&self) -> Result<String, escape::DecodeError> {
        escape::search_text(self.as_str())
    }
}

impl Part<'_, production::Port> {
    /// The port number, if it fits 16 bits (`digits` has no bound).
    #[deprecated(note = "use `Port::number`, the name RFC 2396's `Port` has")]
    pub fn value(&self) -> Option<u16> {
        self.number()
    }

    /// The port number, if it fits 16 bits (`digits` has no bound); the
    /// trees' `port_number` tells an overflow from no port.
    pub fn number(&self) -> Option<u16> {
        self.as_str().parse().ok()
    }
}

impl<'a> Part<'a, production::Hostnumber> {
    /// The four `digits`, as written.
    pub fn numbers(&self) -> [&'a str; 4] {
        let mut it = self.as_str().split('.');
        // `hostnumber` is exactly four `digits` joined by `.`.
        std::array::from_fn(|_| it.next().unwrap_or(""))
    }

    /// The four numbers as octets, when each fits one.
    pub fn octets(&self) -> Option<[u8; 4]> {
        let n = self.numbers();
        Some([
            n[0].parse().ok()?,
            n[1].parse().ok()?,
            n[2].parse().ok()?,
            n[3].parse().ok()?,
        ])
    }
}

impl<'a> Host<'a> {
    pub(crate) fn from_record(input: &'a str, record: &UrlRecord, field: Field) -> Option<Self> {
        let host = text(input, record.get(field))?;
        Some(match record.get(Field::Hostnumber) {
            Some(r) if r.range() == host.span() => Host::Hostnumber(host.cast()),
            _ => Host::Hostname(host),
        })
    }

    /// The raw text.
    pub fn as_str(&self) -> &'a str {
        match self {
            Host::Hostname(t) => t.as_str(),
            Host::Hostnumber(n) => n.as_str(),
        }
    }

    /// Byte range in the whole input.
    pub fn span(&self) -> Range<usize> {
        match self {
            Host::Hostname(t) => t.span(),
            Host::Hostnumber(n) => n.span(),
        }
    }
}

impl fmt::Display for Host<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl<'a> Hostport<'a> {
    pub(crate) fn from_record(input: &'a str, record: &UrlRecord) -> Self {
        let raw = required(input, record, Field::Hostport);
        let host = Host::from_record(input, record, Field::Host)
            .unwrap_or(Host::Hostname(required(input, record, Field::Host)));
        let port = text(input, record.get(Field::Port)).map(Part::cast);
        Hostport {
            raw: raw.as_str(),
            host,
            port,
        }
    }

    /// The raw text.
    pub fn as_str(&self) -> &'a str {
        self.raw
    }

    /// The `host`.
    pub fn host(&self) -> Host<'a> {
        self.host
    }

    /// The `port` after `:`, if given.
    pub fn port(&self) -> Option<Port<'a>> {
        self.port
    }

    /// The port given, or `default` when none is: the scheme's default port.
    pub(crate) fn effective_port(&self, default: u16) -> Option<u16> {
        match self.port {
            Some(p) => p.number(),
            None => Some(default),
        }
    }
}

impl fmt::Display for Hostport<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.raw)
    }
}

impl<'a> Login<'a> {
    pub(crate) fn from_record(input: &'a str, record: &UrlRecord) -> Self {
        Login {
            raw: required(input, record, Field::Login).as_str(),
            user: text(input, record.get(Field::User)),
            password: text(input, record.get(Field::Password)),
            hostport: Hostport::from_record(input, record),
        }
    }

    /// The raw text.
    pub fn as_str(&self) -> &'a str {
        self.raw
    }

    /// The `user` before `@`, if given.
    pub fn user(&self) -> Option<Text<'a>> {
        self.user
    }

    /// The `password` after `user :`, if given.
    pub fn password(&self) -> Option<Text<'a>> {
        self.password
    }

    /// The `hostport`.
    pub fn hostport(&self) -> Hostport<'a> {
        self.hostport
    }
}

impl fmt::Display for Login<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.raw)
    }
}
