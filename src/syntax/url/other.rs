//! `otherurl` (draft-ietf-uri-url-03).

use super::record::{Field, UrlRecord};
use super::shared::{address, required, text, Text};

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
/// use urispec::url::parse;
/// let parsed = parse(urispec::UrlGrammar::UrlDraft03, "file:///etc/motd")?;
/// let o = parsed.url().as_other().ok_or("an otherurl")?;
/// assert_eq!(o.scheme().as_str(), "file");
/// assert_eq!(o.schemestring().as_str(), "///etc/motd");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OtherUrl<'a> {
    raw: &'a str,
    scheme: Text<'a>,
    schemestring: Text<'a>,
}

impl<'a> OtherUrl<'a> {
    pub(crate) fn from_record(input: &'a str, record: &UrlRecord) -> Self {
        OtherUrl {
            raw: address(input, record),
            scheme: required(input, record, Field::Scheme),
            // draft-ietf-uri-url-03's `schemestring` or RFC 1738's
            // `schemepart`, whichever the grammar has.
            schemestring: text(input, record.get(Field::Schemestring))
                .unwrap_or_else(|| required(input, record, Field::Schemepart)),
        }
    }

    /// The raw text of the address, as in the input (without a `URL:`
    /// prefix or a `#` fragment).
    pub fn as_str(&self) -> &'a str {
        self.raw
    }

    /// The `scheme` (`scheme  ialpha`), as written.
    pub fn scheme(&self) -> Text<'a> {
        self.scheme
    }

    /// The `schemestring` after the colon, possibly void, still encoded.
    pub fn schemestring(&self) -> Text<'a> {
        self.schemestring
    }
}

impl std::fmt::Display for OtherUrl<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.raw)
    }
}

impl AsRef<str> for OtherUrl<'_> {
    fn as_ref(&self) -> &str {
        self.raw
    }
}
