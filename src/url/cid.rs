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
///
/// ```
/// use urispec::{url::{parse, Url}, UrlGrammar};
/// let p = parse(UrlGrammar::Rfc1630Url, "cid:foo4%25foo1@bar.net")?;
/// let Url::Cid(c) = p.url() else { panic!("cid") };
/// assert_eq!(c.content_identifier().as_str(), "foo4%25foo1@bar.net");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
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
    ///
    /// ```
    /// use urispec::{url::{parse, Url}, UrlGrammar};
    /// let p = parse(UrlGrammar::Rfc1630Url, "cid:foo4%25foo1@bar.net")?;
    /// let Url::Cid(c) = p.url() else { panic!("cid") };
    /// assert_eq!(c.content_identifier().decode_utf8().as_deref(), Some("foo4%foo1@bar.net"));
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub fn content_identifier(&self) -> Text<'a> {
        self.content_identifier
    }
}
