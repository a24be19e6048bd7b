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
    pub struct MidAddress<'a>(input, record) {
        /// The `addr-spec`: the message identifier without `<>`, still encoded.
        addr_spec: Text<'a> = required(input, record, Field::AddrSpec),
    }
}
