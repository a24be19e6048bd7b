//! `midaddress`.

use super::record::{Field, UrlRecord};
use super::shared::{address, required, Text};

/// A `midaddress` (RFC 1630 "BNF for specific URL schemes", p.24).
///
/// ```text
/// midaddress  m i d : addr-spec
/// ```
///
/// > The rest of the URL after the "mid:" is the RFC822 msg-id with the
/// > constant <> wrapper removed
///
/// --- RFC 1630, "Message-Id"
///
/// ```
/// use urispec::{url::{parse, Url}, UrlGrammar};
/// let p = parse(UrlGrammar::Rfc1630Url, "mid:960830.1639@XIson.com")?;
/// let Url::Mid(m) = p.url() else { panic!("mid") };
/// assert_eq!(m.addr_spec().as_str(), "960830.1639@XIson.com");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MidAddress<'a> {
    raw: &'a str,
    addr_spec: Text<'a>,
}

impl<'a> MidAddress<'a> {
    pub(crate) fn from_record(input: &'a str, record: &UrlRecord) -> Self {
        MidAddress {
            raw: address(input, record),
            addr_spec: required(input, record, Field::AddrSpec),
        }
    }

    /// The raw text of the address, as in the input (without a `URL:`
    /// prefix or a `#` fragment).
    pub fn as_str(&self) -> &'a str {
        self.raw
    }

    /// The `addr-spec`: the message identifier without `<>`, still encoded.
    pub fn addr_spec(&self) -> Text<'a> {
        self.addr_spec
    }
}

impl std::fmt::Display for MidAddress<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.raw)
    }
}

impl AsRef<str> for MidAddress<'_> {
    fn as_ref(&self) -> &str {
        self.raw
    }
}
