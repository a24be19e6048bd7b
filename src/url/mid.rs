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
    pub fn addr_spec(&self) -> Text<'a> {
        self.addr_spec
    }
}
