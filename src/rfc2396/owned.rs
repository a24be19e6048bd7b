//! The owned form of a `URI-reference`: the text and the same offsets record.

use std::fmt;
use std::str::FromStr;

use super::record::{Offsets, Src};
use super::{parse, SyntaxError, UriReference};

/// An owned [`UriReference`] (RFC 2396 §4): the text and where its parts lie.
///
/// ```text
/// URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
/// ```
///
/// Made by [`UriReference::into_owned`], which copies the text and the
/// record; nothing is parsed again.
///
/// ```
/// use urispec::rfc2396::UriReferenceBuf;
/// let owned: UriReferenceBuf = "ftp://ftp.is.co.za/rfc/rfc1808.txt".parse()?;
/// assert_eq!(owned.borrow().path(), Some("/rfc/rfc1808.txt"));
/// assert_eq!(owned.to_string(), "ftp://ftp.is.co.za/rfc/rfc1808.txt");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct UriReferenceBuf {
    text: String,
    offsets: Offsets,
}

impl UriReferenceBuf {
    /// The borrowed view.
    pub fn borrow(&self) -> UriReference<'_> {
        UriReference {
            src: Src {
                text: &self.text,
                offsets: self.offsets,
            },
        }
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        &self.text
    }
}

impl UriReference<'_> {
    /// An owned copy that no longer borrows the input: the text and the
    /// offsets record, copied.
    pub fn into_owned(self) -> UriReferenceBuf {
        UriReferenceBuf {
            text: self.src.text.to_owned(),
            offsets: self.src.offsets,
        }
    }
}

impl FromStr for UriReferenceBuf {
    type Err = SyntaxError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(parse(s)?.into_owned())
    }
}

impl fmt::Display for UriReferenceBuf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl fmt::Debug for UriReferenceBuf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("UriReferenceBuf")
            .field(&self.borrow())
            .finish()
    }
}
