//! `cidaddress`.

use super::record::{Field, UrlRecord};
use super::shared::{address, required, Text};

/// A `cidaddress` (RFC 1630 "BNF for specific URL schemes", p.24).
///
/// ```text
/// cidaddress  c i d : content-identifier
/// ```
///
/// > The second scheme, "cid:", is similar to "mid:", but makes reference
/// > to a body part of a MIME message by the value of its content-id field.
///
/// --- RFC 1630, "Content-Id"
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CidAddress<'a> {
    raw: &'a str,
    content_identifier: Text<'a>,
}

address_text!(CidAddress);

impl<'a> CidAddress<'a> {
    pub(crate) fn from_record(input: &'a str, record: &UrlRecord) -> Self {
        CidAddress {
            raw: address(input, record),
            content_identifier: required(input, record, Field::ContentIdentifier),
        }
    }

    /// The `content-identifier`, still encoded.
    pub fn content_identifier(&self) -> Text<'a> {
        self.content_identifier
    }
}
