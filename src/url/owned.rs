//! [`UrlBuf`]: the owned form of a [`ParsedUrl`], its text and its record.

use std::fmt;
use std::str::FromStr;

use crate::error::SyntaxError;
use crate::spec::UrlGrammar;

use super::record::UrlRecord;
use super::{read, Options, ParsedUrl};

/// An owned [`ParsedUrl`]: the text and where its parts lie.
///
/// `FromStr` parses under `rfc1630-url` (the published edition, RFC 1630,
/// "BNF for specific URL schemes"); use [`UrlBuf::parse_with`] for the drafts.
///
/// ```
/// use urispec::url::UrlBuf;
/// let owned: UrlBuf = "news:comp.infosystems.www".parse()?;
/// assert_eq!(owned.borrow().kind().name(), "newsaddress");
/// assert_eq!(owned.to_string(), "news:comp.infosystems.www");
/// # Ok::<(), urispec::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
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

    /// The borrowed view.
    pub fn borrow(&self) -> ParsedUrl<'_> {
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

impl fmt::Display for UrlBuf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}
