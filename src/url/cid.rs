//! `cidaddress`.

use super::record::Field;
use super::shared::{required, Text};

address_struct! {
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
    pub struct CidAddress<'a>(input, record) {
        /// The `content-identifier`, still encoded.
        content_identifier: Text<'a> = required(input, record, Field::ContentIdentifier),
    }
}
