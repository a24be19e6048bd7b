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

address_text!(MidAddress);

impl<'a> MidAddress<'a> {
    pub(crate) fn from_record(input: &'a str, record: &UrlRecord) -> Self {
        MidAddress {
            raw: address(input, record),
            addr_spec: required(input, record, Field::AddrSpec),
        }
    }

    /// The `addr-spec`: the message identifier without `<>`, still encoded.
    ///
    /// ```
    /// use urispec::{url::{parse, Url}, UrlGrammar};
    /// let p = parse(UrlGrammar::Rfc1630Url, "mid:960830.1639@XIson.com")?;
    /// let Url::Mid(m) = p.url() else { panic!("mid") };
    /// assert_eq!(m.addr_spec().span(), 4..25);
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub fn addr_spec(&self) -> Text<'a> {
        self.addr_spec
    }
}
