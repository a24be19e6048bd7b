//! Convenience accessors on [`Url`] and [`ParsedUrl`]: the host, port, path
//! and search of any address production without matching on it, and
//! [`UriLike`] for the parse and its owned form.

use super::{Host, Hostport, ParsedUrl, Port, Url, UrlBuf};
use crate::spec::Spec;
use crate::traits::{port_number, PortError, UriLike};

impl<'a> Url<'a> {
    /// The `hostport` of the productions that have one (`httpaddress`,
    /// `gopheraddress`, `waisaddress`, `prosperoaddress`, `nntpaddress`, and
    /// through `login` the `ftpaddress` and `telnetaddress`; RFC 1630, "BNF
    /// for specific URL schemes", p.23-25).
    ///
    /// ```
    /// let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, "ftp://me@ftp.cern.ch:21/pub")?;
    /// assert_eq!(p.url().hostport().unwrap().as_str(), "ftp.cern.ch:21");
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub fn hostport(&self) -> Option<Hostport<'a>> {
        match self {
            Url::Http(a) => Some(a.hostport()),
            Url::Ftp(a) => Some(a.login().hostport()),
            Url::Gopher(a) => Some(a.hostport()),
            Url::Nntp(a) => a.hostport(),
            Url::Wais(a) => Some(a.hostport()),
            Url::Prospero(a) => Some(a.hostport()),
            Url::Telnet(a) => Some(a.login().hostport()),
            Url::News(_)
            | Url::Mailto(_)
            | Url::Mid(_)
            | Url::Cid(_)
            | Url::File(_)
            | Url::Afs(_)
            | Url::Generic(_)
            | Url::Other(_) => None,
        }
    }

    /// The `host` of the `hostport`, or of a `fileaddress`.
    ///
    /// ```
    /// let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, "file://info.cern.ch/a")?;
    /// assert_eq!(p.url().host().unwrap().as_str(), "info.cern.ch");
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub fn host(&self) -> Option<Host<'a>> {
        match self {
            Url::File(a) => a.host(),
            _ => self.hostport().map(|h| h.host()),
        }
    }

    /// The `port` digits of the `hostport`, as written.
    ///
    /// ```
    /// let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, "gopher://a:70/")?;
    /// assert_eq!(p.url().port().unwrap().as_str(), "70");
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub fn port(&self) -> Option<Port<'a>> {
        self.hostport()?.port()
    }

    /// The port as a number: `None` without one, an error when its digits do
    /// not fit 16 bits (`port digits` has no bound).
    ///
    /// ```
    /// use urispec::{url::parse, PortError, UrlGrammar};
    /// assert_eq!(parse(UrlGrammar::Rfc1630Url, "http://a:80/")?.url().port_number(), Some(Ok(80)));
    /// let big = parse(UrlGrammar::Rfc1630Url, "http://a:80000/")?;
    /// assert_eq!(big.url().port_number(), Some(Err(PortError::TooLarge)));
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub fn port_number(&self) -> Option<Result<u16, PortError>> {
        port_number(self.port()?.as_str())
    }

    /// The `path` as written, for the productions that have one
    /// (`httpaddress`, `ftpaddress`, `fileaddress`, `afsaddress`,
    /// `waisdoc`, and the generic `uri`).
    ///
    /// ```
    /// let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, "http://a/b/c?d")?;
    /// assert_eq!(p.url().path(), Some("b/c"));
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub fn path(&self) -> Option<&'a str> {
        match self {
            Url::Http(a) => a.path().map(|p| p.as_str()),
            Url::Ftp(a) => Some(a.path().as_str()),
            Url::File(a) => Some(a.path().as_str()),
            Url::Afs(a) => Some(a.path().as_str()),
            Url::Wais(a) => a.path().map(|p| p.as_str()),
            Url::Generic(fa) => Some(fa.uri().path().as_str()),
            Url::Gopher(_)
            | Url::News(_)
            | Url::Nntp(_)
            | Url::Prospero(_)
            | Url::Telnet(_)
            | Url::Mailto(_)
            | Url::Mid(_)
            | Url::Cid(_)
            | Url::Other(_) => None,
        }
    }

    /// The `search` after `?` as written, for the productions that have one
    /// (`httpaddress`, `gopheraddress`, `waisindex`, the generic `uri`).
    ///
    /// ```
    /// let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, "http://a/b?x+y")?;
    /// assert_eq!(p.url().search(), Some("x+y"));
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub fn search(&self) -> Option<&'a str> {
        match self {
            Url::Http(a) => a.search().map(|s| s.as_str()),
            Url::Gopher(a) => a.search().map(|s| s.as_str()),
            Url::Wais(a) => a.search().map(|s| s.as_str()),
            Url::Generic(fa) => fa.uri().search().map(|s| s.as_str()),
            Url::Ftp(_)
            | Url::File(_)
            | Url::Afs(_)
            | Url::News(_)
            | Url::Nntp(_)
            | Url::Prospero(_)
            | Url::Telnet(_)
            | Url::Mailto(_)
            | Url::Mid(_)
            | Url::Cid(_)
            | Url::Other(_) => None,
        }
    }

    /// Whether the address after `scheme:` does not begin with `/` (a
    /// `newsaddress`, `mailtoaddress`, ...).
    ///
    /// ```
    /// use urispec::{url::parse, UrlGrammar};
    /// assert!(parse(UrlGrammar::Rfc1630Url, "news:comp.infosystems.www")?.url().is_opaque());
    /// assert!(!parse(UrlGrammar::Rfc1630Url, "http://a/")?.url().is_opaque());
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub fn is_opaque(&self) -> bool {
        let rest = &self.as_str()[self.scheme().len()..];
        !rest.strip_prefix(':').unwrap_or(rest).starts_with('/')
    }
}

impl UriLike for ParsedUrl<'_> {
    fn spec(&self) -> Spec {
        ParsedUrl::spec(self)
    }

    fn as_str(&self) -> &str {
        ParsedUrl::as_str(self)
    }

    fn scheme(&self) -> Option<&str> {
        Some(self.url().scheme())
    }

    fn host(&self) -> Option<&str> {
        self.url().host().map(|h| h.as_str())
    }

    fn port(&self) -> Option<&str> {
        self.url().port().map(|p| p.as_str())
    }

    fn path(&self) -> Option<&str> {
        self.url().path()
    }

    fn query(&self) -> Option<&str> {
        self.url().search()
    }

    fn fragment(&self) -> Option<&str> {
        self.fragmentid().map(|f| f.as_str())
    }

    fn is_opaque(&self) -> bool {
        self.url().is_opaque()
    }
}

/// Every method reads the borrowed view ([`UrlBuf::borrow`]).
impl UriLike for UrlBuf {
    fn spec(&self) -> Spec {
        self.borrow().spec()
    }

    fn as_str(&self) -> &str {
        UrlBuf::as_str(self)
    }

    fn scheme(&self) -> Option<&str> {
        Some(self.borrow().url().scheme())
    }

    fn host(&self) -> Option<&str> {
        self.borrow().url().host().map(|h| h.as_str())
    }

    fn port(&self) -> Option<&str> {
        self.borrow().url().port().map(|p| p.as_str())
    }

    fn path(&self) -> Option<&str> {
        self.borrow().url().path()
    }

    fn query(&self) -> Option<&str> {
        self.borrow().url().search()
    }

    fn fragment(&self) -> Option<&str> {
        self.borrow().fragmentid().map(|f| f.as_str())
    }

    fn is_opaque(&self) -> bool {
        self.borrow().url().is_opaque()
    }
}
