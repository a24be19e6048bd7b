//! `nntpaddress`.

use super::record::{Field, UrlRecord};
use super::shared::{address, required, Hostport, Text};

/// An `nntpaddress` (RFC 1630 "BNF for specific URL schemes", p.24).
///
/// ```text
/// nntpaddress  n n t p : group / digits
/// ```
///
/// With the server the prose names, `nntp://hostport/group/digits` is also
/// accepted:
///
/// > The news server name, newsgroup name, and index number of an article
/// > within the newsgroup on that particular server are given.
///
/// --- draft-ietf-uri-url-03, "NNTP"
///
/// ```
/// use urispec::{url::{parse, Url}, UrlGrammar};
/// let p = parse(UrlGrammar::UrlDraft03, "nntp://news.cern.ch/comp.infosystems.www/42")?;
/// let Url::Nntp(n) = p.url() else { panic!("nntp") };
/// assert_eq!(n.hostport().unwrap().as_str(), "news.cern.ch");
/// assert_eq!((n.group().as_str(), n.digits().as_str()), ("comp.infosystems.www", "42"));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NntpAddress<'a> {
    raw: &'a str,
    hostport: Option<Hostport<'a>>,
    group: Text<'a>,
    digits: Text<'a>,
}

impl<'a> NntpAddress<'a> {
    pub(crate) fn from_record(input: &'a str, record: &UrlRecord) -> Self {
        NntpAddress {
            raw: address(input, record),
            hostport: record
                .get(Field::Hostport)
                .map(|_| Hostport::from_record(input, record)),
            group: required(input, record, Field::Group),
            digits: required(input, record, Field::Digits),
        }
    }

    /// The raw text of the address, as in the input (without a `URL:`
    /// prefix or a `#` fragment).
    pub fn as_str(&self) -> &'a str {
        self.raw
    }

    /// The server, when the URL names one (`nntp://hostport/...`).
    pub fn hostport(&self) -> Option<Hostport<'a>> {
        self.hostport
    }

    /// The `group`.
    pub fn group(&self) -> Text<'a> {
        self.group
    }

    /// The article number within the group (`digits`).
    pub fn digits(&self) -> Text<'a> {
        self.digits
    }
}

impl std::fmt::Display for NntpAddress<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.raw)
    }
}

impl AsRef<str> for NntpAddress<'_> {
    fn as_ref(&self) -> &str {
        self.raw
    }
}

impl<'a> NntpAddress<'a> {
    /// The NNTP port (RFC 977).
    pub const DEFAULT_PORT: u16 = 119;

    /// The port given, or 119 (the local server's, when none is named).
    pub fn effective_port(&self) -> Option<u16> {
        match self.hostport {
            Some(hp) => hp.effective_port(Self::DEFAULT_PORT),
            None => Some(Self::DEFAULT_PORT),
        }
    }
}
