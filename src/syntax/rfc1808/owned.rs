//! The owned form of a `URL`: the text and the same offsets record.

use std::borrow::Borrow;
use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;

use super::{parse, Offsets, SyntaxError, Url};
use crate::edition::Edition;
use crate::traits::UriLike;

/// An owned [`Url`] (RFC 1808 §2.2): the text and where its parts lie.
///
/// ```text
/// URL = ( absoluteURL | relativeURL ) [ "#" fragment ]
/// ```
///
/// Made by [`Url::into_owned`], which copies the text and the record;
/// nothing is parsed again. Equality, order and hash are those of the text
/// (the record follows from it), so it implements `Borrow<str>`: a map keyed
/// by `UrlBuf` is looked up with a `&str`.
///
/// ```
/// use std::collections::HashMap;
/// use urispec::rfc1808::UrlBuf;
/// let mut seen: HashMap<UrlBuf, u32> = HashMap::new();
/// seen.insert("http://a/b/c/d;p?q#f".parse()?, 1);
/// assert_eq!(seen.get("http://a/b/c/d;p?q#f"), Some(&1));
/// let owned: UrlBuf = "g;x?y#s".parse()?;
/// assert_eq!(owned.view().params().map(|p| p.as_str()), Some("x"));
/// assert_eq!(owned.to_string(), "g;x?y#s");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Clone)]
pub struct UrlBuf {
    text: String,
    offsets: Offsets,
}

impl UrlBuf {
    /// The borrowed tree over the text, with every accessor of the parse
    /// (named `view`, not `borrow`, which `Borrow<str>` means: the text).
    pub fn view(&self) -> Url<'_> {
        Url {
            text: &self.text,
            offsets: self.offsets,
        }
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        &self.text
    }
}

impl Url<'_> {
    /// An owned copy that no longer borrows the input: the text and the
    /// offsets record, copied.
    pub fn into_owned(self) -> UrlBuf {
        UrlBuf {
            text: self.text.to_owned(),
            offsets: self.offsets,
        }
    }
}

impl FromStr for UrlBuf {
    type Err = SyntaxError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(parse(s)?.into_owned())
    }
}

impl fmt::Display for UrlBuf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl fmt::Debug for UrlBuf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("UrlBuf").field(&self.view()).finish()
    }
}

impl TryFrom<String> for UrlBuf {
    type Error = SyntaxError;

    /// Parses the string and keeps it: no copy of the text.
    fn try_from(text: String) -> Result<Self, Self::Error> {
        let offsets = parse(&text)?.offsets;
        Ok(UrlBuf { text, offsets })
    }
}

impl TryFrom<&str> for UrlBuf {
    type Error = SyntaxError;

    /// Parses as `FromStr` does.
    fn try_from(s: &str) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<UrlBuf> for String {
    /// The text, no copy.
    fn from(owned: UrlBuf) -> Self {
        owned.text
    }
}

impl AsRef<str> for UrlBuf {
    fn as_ref(&self) -> &str {
        &self.text
    }
}

impl Borrow<str> for UrlBuf {
    fn borrow(&self) -> &str {
        &self.text
    }
}

// Equality, order and hash by the text alone: the record is a function of
// it, and `Borrow<str>` needs the hash of the string.

impl PartialEq for UrlBuf {
    fn eq(&self, other: &Self) -> bool {
        self.text == other.text
    }
}

impl Eq for UrlBuf {}

impl PartialOrd for UrlBuf {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for UrlBuf {
    fn cmp(&self, other: &Self) -> Ordering {
        self.text.cmp(&other.text)
    }
}

impl Hash for UrlBuf {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.text.hash(state);
    }
}

/// Every part is read from the borrowed view ([`UrlBuf::view`]); RFC 1808
/// does not split the `net_loc` (§2.1), so there is no host or port, as on
/// the view.
impl UriLike for UrlBuf {
    fn spec(&self) -> Edition {
        Edition::Rfc1808
    }

    fn as_str(&self) -> &str {
        UrlBuf::as_str(self)
    }

    fn scheme_str(&self) -> Option<&str> {
        self.view().scheme().map(|s| s.as_str())
    }

    fn host_str(&self) -> Option<&str> {
        None
    }

    fn port_str(&self) -> Option<&str> {
        None
    }

    fn path_str(&self) -> Option<&str> {
        self.view().path_component()
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
