//! `midaddress`.

use super::record::Field;
use super::shared::{required, Text};

address_struct! {
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
    pub struct MidAddress<'a>(input, record) {
        /// The `addr-spec`: the message identifier without `<>`, still encoded.
        addr_spec: Text<'a> = required(input, record, Field::AddrSpec),
    }
}
