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
/// let m = p.url().as_mailto().ok_or("a mailto URL")?;
/// assert_eq!(m.xalphas().as_str(), "timbl");
/// assert_eq!(m.hostname().as_str(), "info.cern.ch");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MailtoAddress<'a> {
    raw: &'a str,
    xalphas: Text<'a>,
    hostname: Text<'a>,
    encoded822addr: Option<Text<'a>>,
}

impl<'a> MailtoAddress<'a> {
    pub(crate) fn from_record(input: &'a str, record: &UrlRecord) -> Self {
        // RFC 1738's `mailtourl`.
        if let Some(addr) = text(input, record.get(Field::Encoded822addr)) {
            // RFC 1738 prints no split: the whole address, and a void
            // hostname at its end.
            let end = addr.span().end;
            return MailtoAddress {
                raw: address(input, record),
                xalphas: addr,
                hostname: text(input, Some(Span::new(end, end))).unwrap_or(addr),
                encoded822addr: Some(addr),
            };
        }
        let hostname = required(input, record, Field::Hostname);
        let start = record.address().map_or(0, |s| s.start) + "mailto:".len();
        let end = hostname.span().start.saturating_sub(1).max(start);
        MailtoAddress {
            raw: address(input, record),
            xalphas: text(input, Some(Span::new(start, end))).unwrap_or(hostname),
            hostname,
            encoded822addr: None,
        }
    }

    /// The raw text of the address, as in the input (without a `URL:`
    /// prefix or a `#` fragment).
    pub fn as_str(&self) -> &'a str {
        self.raw
    }

    /// The `encoded822addr` of an RFC 1738 `mailtourl`
    /// (`encoded822addr = 1*xchar ; further defined in RFC822`, §5), which
    /// the edition does not split; `None` in the earlier editions.
    pub fn encoded822addr(&self) -> Option<Text<'a>> {
        self.encoded822addr
    }

    /// The local part (`xalphas`) before the `@` (RFC 1738: the whole
    /// `encoded822addr`, and [`hostname`](Self::hostname) void).
    pub fn xalphas(&self) -> Text<'a> {
        self.xalphas
    }

    /// The `hostname` after the `@`.
    pub fn hostname(&self) -> Text<'a> {
        self.hostname
    }
}

impl std::fmt::Display for MailtoAddress<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.raw)
    }
}

impl AsRef<str> for MailtoAddress<'_> {
    fn as_ref(&self) -> &str {
        self.raw
    }
}
