//! Convenience accessors on [`Url`] and [`ParsedUrl`]: the host, port, path
//! and search of any address production without matching on it, and
//! [`UriLike`](crate::traits::UriLike) for the parse and its owned form, read
//! through the record's [`Form`].

use super::record::UrlRecord;
use super::{Host, Hostport, ParsedUrl, Port, Url};
use crate::edition::Edition;
use crate::syntax::owned::{Access, AsView, Sealed};
use crate::traits::{port_number, PortError};

impl<'a> Url<'a> {
    /// The `hostport` of the productions that have one (`httpaddress`,
    /// `gopheraddress`, `waisaddress`, `prosperoaddress`, `nntpaddress`, and
    /// through `login` the `ftpaddress` and `telnetaddress`; RFC 1630, "BNF
    /// for specific URL schemes", p.23-25).
    pub fn hostport(&self) -> Option<Hostport<'a>> {
        self.common().hostport
    }

    /// The `host` of the `hostport`, or of a `fileaddress`.
    pub fn host(&self) -> Option<Host<'a>> {
        match self {
            Url::File(a) => a.host(),
            _ => self.hostport().map(|h| h.host()),
        }
    }

    /// The `port` digits of the `hostport`, as written.
    pub fn port(&self) -> Option<Port<'a>> {
        self.hostport()?.port()
    }

    /// The port as a number: `None` without one, an error when its digits do
    /// not fit 16 bits (`port digits` has no bound).
    ///
    /// # Errors
    ///
    /// [`PortError::TooLarge`] for digits above 65535.
    pub fn port_number(&self) -> Result<Option<u16>, PortError> {
        port_number(self.port().map(|p| p.as_str()))
    }

    /// The `path` as written, for the productions that have one
    /// (`httpaddress`, `ftpaddress`, `fileaddress`, `afsaddress`,
    /// `waisdoc`, and the generic `uri`).
    pub fn path(&self) -> Option<&'a str> {
        self.common().path
    }

    /// The `search` after `?` as written, for the productions that have one
    /// (`httpaddress`, `gopheraddress`, `waisindex`, the generic `uri`).
    pub fn search(&self) -> Option<&'a str> {
        self.common().search
    }

    /// Whether the address after `scheme:` does not begin with `/` (a
    /// `newsaddress`, `mailtoaddress`, ...).
    pub fn is_opaque(&self) -> bool {
        let rest = &self.as_str()[self.scheme().len()..];
        !rest.strip_prefix(':').unwrap_or(rest).starts_with('/')
    }
}

/// The parts the address productions have in common, as one variant of
/// [`Url`] has them: [`Url::common`] reads them all in one `match`.
#[derive(Default)]
pub(super) struct Common<'a> {
    hostport: Option<Hostport<'a>>,
    path: Option<&'a str>,
    search: Option<&'a str>,
    pub(super) effective_port: Option<u16>,
}

impl<'a> Url<'a> {
    /// The `hostport`, `path`, `search` and port of the address production,
    /// where it has them.
    pub(super) fn common(&self) -> Common<'a> {
        match self {
            Url::Http(a) => Common {
                hostport: Some(a.hostport()),
                path: a.path().map(|p| p.as_str()),
                search: a.search().map(|s| s.as_str()),
                effective_port: a.effective_port(),
            },
            Url::Ftp(a) => Common {
                hostport: Some(a.login().hostport()),
                path: Some(a.path().as_str()),
                effective_port: a.effective_port(),
                search: None,
            },
            Url::Gopher(a) => Common {
                hostport: Some(a.hostport()),
                search: a.search().map(|s| s.as_str()),
                effective_port: a.effective_port(),
                path: None,
            },
            Url::Nntp(a) => Common {
                hostport: a.hostport(),
                effective_port: a.effective_port(),
                ..Common::default()
            },
            Url::Wais(a) => Common {
                path: a.path().map(|p| p.as_str()),
                search: a.search().map(|s| s.as_str()),
                hostport: Some(a.hostport()),
                effective_port: a.effective_port(),
            },
            Url::Prospero(a) => Common {
                hostport: Some(a.hostport()),
                effective_port: a.effective_port(),
                ..Common::default()
            },
            Url::Telnet(a) => Common {
                hostport: Some(a.login().hostport()),
                effective_port: a.effective_port(),
                ..Common::default()
            },
            Url::File(a) => Common {
                path: Some(a.path().as_str()),
                ..Common::default()
            },
            Url::Afs(a) => Common {
                path: Some(a.path().as_str()),
                ..Common::default()
            },
            Url::Generic(fa) => Common {
                path: Some(fa.uri().path().as_str()),
                search: fa.uri().search().map(|s| s.as_str()),
                ..Common::default()
            },
            Url::News(_) | Url::Mailto(_) | Url::Mid(_) | Url::Cid(_) | Url::Other(_) => {
                Common::default()
            }
        }
    }
}

impl Sealed for ParsedUrl<'_> {}

/// The parts every edition can be asked for, from the address production's
/// own (`search` is the query, `fragmentid` the fragment).
///
/// ```
/// use urispec::UriLike;
/// let u: urispec::url::UrlBuf = "gopher://spinaltap.micro.umn.edu:70/00/Weather".parse()?;
/// assert_eq!((u.host_str(), u.port_str()), (Some("spinaltap.micro.umn.edu"), Some("70")));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
impl<'a> Access<'a> for ParsedUrl<'a> {
    type Record = UrlRecord;

    fn record(&self) -> UrlRecord {
        self.record
    }

    fn text(&self) -> &'a str {
        self.as_str()
    }

    fn spec(&self) -> Edition {
        ParsedUrl::spec(self)
    }

    fn scheme(&self) -> Option<&'a str> {
        Some(self.url().scheme())
    }

    fn host(&self) -> Option<&'a str> {
        self.url().host().map(|h| h.as_str())
    }

    fn port(&self) -> Option<&'a str> {
        self.url().port().map(|p| p.as_str())
    }

    fn path(&self) -> Option<&'a str> {
        self.url().path()
    }

    fn query(&self) -> Option<&'a str> {
        self.url().search()
    }

    fn fragment(&self) -> Option<&'a str> {
        self.fragmentid().map(|f| f.as_str())
    }

    fn opaque(&self) -> bool {
        self.url().is_opaque()
    }
}

impl AsView for ParsedUrl<'_> {
    type Record = UrlRecord;

    fn as_view(&self) -> ParsedUrl<'_> {
        *self
    }
}
