//! [`UrlBuf`]: the owned form of a [`ParsedUrl`], its text and its record.

use std::str::FromStr;

use crate::edition::UrlGrammar;
use crate::error::SyntaxError;

use super::record::UrlRecord;
use super::{read, Options, ParsedUrl};

/// An owned [`ParsedUrl`]: the text and where its parts lie.
///
/// `FromStr` parses under `rfc1630-url` (the published edition, RFC 1630,
/// "BNF for specific URL schemes"); use [`UrlBuf::parse_with`] for the drafts.
/// So do `TryFrom<&str>` and `TryFrom<String>` (which keeps the string).
/// Equality includes the grammar, so there is no `Borrow<str>`; `AsRef<str>`
/// and `From<UrlBuf> for String` give the text.
///
/// ```
/// use urispec::url::UrlBuf;
/// let owned: UrlBuf = "news:comp.infosystems.www".parse()?;
/// assert_eq!(owned.view().kind().name(), "newsaddress");
/// assert_eq!(owned.to_string(), "news:comp.infosystems.www");
/// # Ok::<(), urispec::Error>(())
/// ```
/// Ordered by text first, then by the grammar and the parts it found.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UrlBuf {
    text: String,
    record: UrlRecord,
}

impl UrlBuf {
    /// `text` with the record of its parts.
    pub(crate) fn new(text: String, record: UrlRecord) -> Self {
        UrlBuf { text, record }
    }

    /// Parse under the URL grammar `grammar` with `options`.
    ///
    /// # Errors
    ///
    /// As [`parse`](super::parse).
    pub fn parse_with(
        grammar: UrlGrammar,
        text: &str,
        options: Options,
    ) -> Result<Self, SyntaxError> {
        let record = read::url(grammar, text, options)?;
        Ok(UrlBuf::new(text.to_owned(), record))
    }

    /// The borrowed tree over the text, with every accessor of the parse
    /// (named `view`, not `borrow`, which `Borrow<str>` means: the text).
    pub fn view(&self) -> ParsedUrl<'_> {
        ParsedUrl::new(&self.text, self.record)
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        &self.text
    }
}

impl FromStr for UrlBuf {
    type Err = SyntaxError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        UrlBuf::parse_with(UrlGrammar::Rfc1630Url, s, Options::default())
    }
}

impl TryFrom<String> for UrlBuf {
    type Error = SyntaxError;

    /// Parses under `rfc1630-url` and keeps the string: no copy of the text.
    fn try_from(text: String) -> Result<Self, Self::Error> {
        let record = read::url(UrlGrammar::Rfc1630Url, &text, Options::default())?;
        Ok(UrlBuf::new(text, record))
    }
}

impl TryFrom<&str> for UrlBuf {
    type Error = SyntaxError;

    fn try_from(s: &str) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<UrlBuf> for String {
    fn from(owned: UrlBuf) -> Self {
        owned.text
    }
}

impl AsRef<str> for UrlBuf {
    fn as_ref(&self) -> &str {
        &self.text
    }
}

impl std::fmt::Display for UrlBuf {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

impl AsRef<str> for super::ParsedUrl<'_> {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for super::Url<'_> {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}
