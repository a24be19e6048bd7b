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

impl<'a> CidAddress<'a> {
    pub(crate) fn from_record(input: &'a str, record: &UrlRecord) -> Self {
        CidAddress {
            raw: address(input, record),
            content_identifier: required(input, record, Field::ContentIdentifier),
        }
    }

    /// The raw text of the address, as in the input (without a `URL:`
    /// prefix or a `#` fragment).
    pub fn as_str(&self) -> &'a str {
        self.raw
    }

    /// The `content-identifier`, still encoded.
    pub fn content_identifier(&self) -> Text<'a> {
        self.content_identifier
    }
}

impl std::fmt::Display for CidAddress<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.raw)
    }
}

impl AsRef<str> for CidAddress<'_> {
    fn as_ref(&self) -> &str {
        self.raw
    }
}
