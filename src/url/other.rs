//! `otherurl` (draft-ietf-uri-url-03).

use super::record::Field;
use super::shared::{required, Text};

address_struct! {
    /// An `otherurl`: a URL whose scheme no production of draft-ietf-uri-url-03
    /// names (`x-` schemes, the reserved `urn:`, or `file:`, which this draft
    /// does not list), read from the draft's prose since its BNF has no
    /// production for it.
    ///
    /// ```text
    /// scheme  ialpha
    /// ```
    ///
    /// > A complete URL consists of a naming scheme specifier followed by a
    /// > string whose format is a function of the naming scheme.
    ///
    /// --- draft-ietf-uri-url-03, "URL SYNTAX"
    ///
    /// The string after the colon is the `schemestring`, not read further: its
    /// format is the scheme's.
    ///
    /// ```
    /// use urispec::url::{parse, Url};
    /// let parsed = parse(urispec::UrlGrammar::UrlDraft03, "file:///etc/motd")?;
    /// let Url::Other(o) = parsed.url() else { unreachable!() };
    /// assert_eq!(o.scheme().as_str(), "file");
    /// assert_eq!(o.schemestring().as_str(), "///etc/motd");
    /// # Ok::<(), urispec::Error>(())
    /// ```
    pub struct OtherUrl<'a>(input, record) {
        /// The `scheme` (`scheme  ialpha`), as written.
        scheme: Text<'a> = required(input, record, Field::Scheme),
        /// The `schemestring` after the colon, possibly void, still encoded.
        schemestring: Text<'a> = // The record keeps the `schemestring` in the `path` slot.
        required(input, record, Field::Path),
    }
}
