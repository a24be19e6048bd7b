//! `nntpaddress`.

use super::record::Field;
use super::shared::{required, Hostport, Text};

address_struct! {
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
    pub struct NntpAddress<'a>(input, record) {
        /// The server, when the URL names one (`nntp://hostport/...`).
        hostport: Option<Hostport<'a>> = record
            .get(Field::Hostport)
            .map(|_| Hostport::from_record(input, record)),
        /// The `group`.
        group: Text<'a> = required(input, record, Field::Group),
        /// The article number within the group (`digits`).
        digits: Text<'a> = required(input, record, Field::Digits),
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
