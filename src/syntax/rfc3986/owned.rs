//! The owned form of a `URI-reference`: the text and the same offsets record.

use std::borrow::Borrow;
use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;

use super::{parse, Offsets, SyntaxError, UriReference};
use crate::edition::Edition;
use crate::traits::UriLike;

/// An owned [`UriReference`] (RFC 3986 §4.1): the text and where its parts lie.
///
/// ```text
/// URI-reference = URI / relative-ref
/// ```
///
/// Made by [`UriReference::into_owned`], which copies the text and the
/// record; nothing is parsed again. Equality, order and hash are those of the
/// text (the record follows from it), so it implements `Borrow<str>`: a map
/// keyed by `UriReferenceBuf` is looked up with a `&str`.
///
/// ```
/// use std::collections::HashMap;
/// use urispec::rfc3986::UriReferenceBuf;
/// let mut seen: HashMap<UriReferenceBuf, u32> = HashMap::new();
/// seen.insert("ldap://[2001:db8::7]/c=GB?objectClass?one".parse()?, 1);
/// assert_eq!(seen.get("ldap://[2001:db8::7]/c=GB?objectClass?one"), Some(&1));
/// let owned: UriReferenceBuf = "http://[::1]:8080/a/b?q#f".parse()?;
/// assert_eq!(owned.view().path().as_str(), "/a/b");
/// assert_eq!(owned.to_string(), "http://[::1]:8080/a/b?q#f");
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
            text: &self.text,
            offsets: self.offsets,
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
            text: self.text.to_owned(),
            offsets: self.offsets,
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
        let offsets = parse(&text)?.offsets;
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

/// Every method reads the borrowed view ([`UriReferenceBuf::view`]).
impl UriLike for UriReferenceBuf {
    fn spec(&self) -> Edition {
        Edition::Rfc3986
    }

    fn as_str(&self) -> &str {
        UriReferenceBuf::as_str(self)
    }

    fn scheme_str(&self) -> Option<&str> {
        self.view().scheme().map(|s| s.as_str())
    }

    fn host_str(&self) -> Option<&str> {
        self.view().authority().map(|a| a.host().as_str())
    }

    fn port_str(&self) -> Option<&str> {
        self.view()
            .authority()
            .and_then(|a| a.port())
            .map(|p| p.as_str())
    }

    fn path_str(&self) -> Option<&str> {
        Some(self.view().path().as_str())
    }

    fn query_str(&self) -> Option<&str> {
        self.view().query().map(|q| q.as_str())
    }

    fn fragment_str(&self) -> Option<&str> {
        self.view().fragment().map(|f| f.as_str())
    }

    fn is_opaque(&self) -> bool {
        self.view().is_opaque()
    }

    fn is_absolute(&self) -> bool {
        self.view().is_absolute()
    }
}
