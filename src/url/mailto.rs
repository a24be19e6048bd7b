//! `mailtoaddress`.

use super::record::{Field, UrlRecord};
use super::shared::{address, required, text, Text};
use crate::grammar::fill::Span;

/// A `mailtoaddress` (RFC 1630 "BNF for specific URL schemes", p.24).
///
/// ```text
/// mailtoaddress  m a i l t o : xalphas @ hostname
/// ```
///
/// Split at the last `@` that leaves a `hostname` (an RFC 822 domain holds
/// no `@`).
///
/// ```
/// let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, "mailto:timbl@info.cern.ch")?;
/// let urispec::url::Url::Mailto(m) = p.url() else { unreachable!() };
/// assert_eq!(m.xalphas().as_str(), "timbl");
/// assert_eq!(m.hostname().as_str(), "info.cern.ch");
/// # Ok::<(), urispec::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MailtoAddress<'a> {
    raw: &'a str,
    xalphas: Text<'a>,
    hostname: Text<'a>,
}

address_text!(MailtoAddress);

impl<'a> MailtoAddress<'a> {
    pub(crate) fn from_record(input: &'a str, record: &UrlRecord) -> Self {
        let hostname = required(input, record, Field::Hostname);
        let start = record.address().map_or(0, |s| s.start) + "mailto:".len();
        let end = hostname.span().start.saturating_sub(1).max(start);
        MailtoAddress {
            raw: address(input, record),
            xalphas: text(input, Some(Span::new(start, end))).unwrap_or(hostname),
            hostname,
        }
    }

    /// The local part (`xalphas`) before the `@`.
    pub fn xalphas(&self) -> Text<'a> {
        self.xalphas
    }

    /// The `hostname` after the `@`.
    pub fn hostname(&self) -> Text<'a> {
        self.hostname
    }
}
