//! The owned form of a generic `fragmentaddress`: the text and its record.

use std::fmt;
use std::str::FromStr;

use super::{parse_with, Fragmentaddress, Spans};
use crate::edition::Edition;
use crate::error::SyntaxError;

/// An owned [`Fragmentaddress`]: the text and where its parts lie.
///
/// `FromStr` parses under RFC 1630's generic grammar (the published edition);
/// use [`FragmentaddressBuf::parse_with`] for the draft.
///
/// ```
/// use urispec::generic::FragmentaddressBuf;
/// let owned: FragmentaddressBuf = "news:comp.infosystems.www".parse()?;
/// assert_eq!(owned.view().uri().path().as_str(), "comp.infosystems.www");
/// assert_eq!(owned.to_string(), "news:comp.infosystems.www");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
///
/// `TryFrom<&str>` and `TryFrom<String>` (which keeps the string) parse as
/// `FromStr` does. Equality includes the edition, so there is no
/// `Borrow<str>`; `AsRef<str>` and `From<FragmentaddressBuf> for String` give
/// the text. Ordered by text, then by edition.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FragmentaddressBuf {
    pub(super) spec: Edition,
    pub(super) text: String,
    pub(super) spans: Spans,
}

impl FragmentaddressBuf {
    /// Parse under the generic grammar of `grammar`.
    ///
    /// # Errors
    ///
    /// A [`SyntaxError`] when the text does not match.
    pub fn parse_with(
        grammar: crate::edition::GenericGrammar,
        text: &str,
    ) -> Result<Self, SyntaxError> {
        Ok(parse_with(grammar, text)?.into_owned())
    }

    /// The borrowed tree over the text, with every accessor of the parse
    /// (named `view`, not `borrow`, which `Borrow<str>` means: the text).
    pub fn view(&self) -> Fragmentaddress<'_> {
        Fragmentaddress::from_spans(self.spec, &self.text, &self.spans)
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        &self.text
    }
}

impl FromStr for FragmentaddressBuf {
    type Err = SyntaxError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(crate::syntax::generic::rfc1630::parse(s)?.into_owned())
    }
}

impl TryFrom<String> for FragmentaddressBuf {
    type Error = SyntaxError;

    /// Parses under RFC 1630's generic grammar and keeps the string.
    fn try_from(text: String) -> Result<Self, Self::Error> {
        let parsed = crate::syntax::generic::rfc1630::parse(&text)?;
        let (spec, spans) = (parsed.spec, parsed.spans);
        Ok(FragmentaddressBuf { spec, text, spans })
    }
}

impl TryFrom<&str> for FragmentaddressBuf {
    type Error = SyntaxError;

    /// Parses under RFC 1630's generic grammar, as `FromStr` does.
    fn try_from(s: &str) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<FragmentaddressBuf> for String {
    /// The text, no copy.
    fn from(owned: FragmentaddressBuf) -> Self {
        owned.text
    }
}

impl AsRef<str> for FragmentaddressBuf {
    fn as_ref(&self) -> &str {
        &self.text
    }
}

impl fmt::Display for FragmentaddressBuf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl PartialOrd for FragmentaddressBuf {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for FragmentaddressBuf {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.view().cmp(&other.view())
    }
}
