//! The owned form of a `URI-reference`: the text and the same offsets record.

use std::borrow::Borrow;
use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
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
/// record; nothing is parsed again. Equality, order and hash are those of the
/// text (the record follows from it), so it implements `Borrow<str>`: a map
/// keyed by `UriReferenceBuf` is looked up with a `&str`.
///
/// ```
/// use std::collections::HashMap;
/// use urispec::rfc2396::UriReferenceBuf;
/// let mut seen: HashMap<UriReferenceBuf, u32> = HashMap::new();
/// seen.insert("http://a/b".parse()?, 1);
/// assert_eq!(seen.get("http://a/b"), Some(&1));
/// let text: String = UriReferenceBuf::try_from("g;x?y#s")?.into();
/// assert_eq!(text, "g;x?y#s");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
///
/// ```
/// use urispec::rfc2396::UriReferenceBuf;
/// let owned: UriReferenceBuf = "ftp://ftp.is.co.za/rfc/rfc1808.txt".parse()?;
/// assert_eq!(owned.view().path(), Some("/rfc/rfc1808.txt"));
/// assert_eq!(owned.to_string(), "ftp://ftp.is.co.za/rfc/rfc1808.txt");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Clone)]
pub struct UriReferenceBuf {
    text: String,
    offsets: Offsets,
}

impl UriReferenceBuf {
    /// The borrowed tree over the text, with every accessor of the parse
    /// (named `view`, not `borrow`, which `Borrow<str>` means: the text).
    pub fn view(&self) -> UriReference<'_> {
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
            .field(&self.view())
            .finish()
    }
}

impl TryFrom<String> for UriReferenceBuf {
    type Error = SyntaxError;

    /// Parses the string and keeps it: no copy of the text.
    fn try_from(text: String) -> Result<Self, Self::Error> {
        let offsets = parse(&text)?.src.offsets;
        Ok(UriReferenceBuf { text, offsets })
    }
}

impl TryFrom<&str> for UriReferenceBuf {
    type Error = SyntaxError;

    /// Parses as `FromStr` does.
    fn try_from(s: &str) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<UriReferenceBuf> for String {
    /// The text, no copy.
    fn from(owned: UriReferenceBuf) -> Self {
        owned.text
    }
}

impl AsRef<str> for UriReferenceBuf {
    fn as_ref(&self) -> &str {
        &self.text
    }
}

impl Borrow<str> for UriReferenceBuf {
    fn borrow(&self) -> &str {
        &self.text
    }
}

// Equality, order and hash by the text alone: the record is a function of
// it, and `Borrow<str>` needs the hash of the string.

impl PartialEq for UriReferenceBuf {
    fn eq(&self, other: &Self) -> bool {
        self.text == other.text
    }
}

impl Eq for UriReferenceBuf {}

impl PartialOrd for UriReferenceBuf {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for UriReferenceBuf {
    fn cmp(&self, other: &Self) -> Ordering {
        self.text.cmp(&other.text)
    }
}

impl Hash for UriReferenceBuf {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.text.hash(state);
    }
}

impl PartialEq for UriReference<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.src.text == other.src.text
    }
}

impl Eq for UriReference<'_> {}

impl PartialOrd for UriReference<'_> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for UriReference<'_> {
    fn cmp(&self, other: &Self) -> Ordering {
        self.src.text.cmp(other.src.text)
    }
}

impl Hash for UriReference<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.src.text.hash(state);
    }
}

impl AsRef<str> for UriReference<'_> {
    fn as_ref(&self) -> &str {
        self.src.text
    }
}

impl Borrow<str> for UriReference<'_> {
    fn borrow(&self) -> &str {
        self.src.text
    }
}
