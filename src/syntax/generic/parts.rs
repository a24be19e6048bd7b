//! The named parts of a generic `fragmentaddress`: the keys of the JSON
//! records of the `uri-draft` and `rfc1630` editions.

use super::Fragmentaddress;
use crate::part::PartValue;

/// The named parts of a generic `fragmentaddress` (T. Berners-Lee, "URIs in
/// WWW", "BNF syntax"; RFC 1630, "BNF of Generic URI Syntax", p.22), raw text
/// as in the input, in the order of the `urispec parse --json` record.
///
/// ```text
/// fragmentaddress  uri [ # fragmentid ]
/// uri              scheme : path [ ? search ]
/// ```
///
/// Every field is `None` in the parts of an invalid input (`Default`); for a
/// parse, `scheme`, `path` and `segments` are always there. With the feature
/// `serde` it serializes as a map of these names, `null` for `None`.
///
/// ```
/// let fa = urispec::rfc1630::parse("http://info.cern.ch/a?x+y#top")?;
/// let parts = urispec::generic::Parts::of(&fa);
/// assert_eq!(parts.scheme, Some("http"));
/// assert_eq!(parts.path, Some("//info.cern.ch/a"));
/// assert_eq!(parts.segments, Some(vec!["", "", "info.cern.ch", "a"]));
/// assert_eq!(parts.search_words, Some(vec!["x", "y"]));
/// assert_eq!(parts.fragment, Some("top"));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Parts<'a> {
    /// The `scheme` (`scheme  ialpha`).
    pub scheme: Option<&'a str>,
    /// The `path` after the `:` (`path  void | xpalphas [ / path ]`): the
    /// generic grammar has no authority, so `//host/p` is all path.
    pub path: Option<&'a str>,
    /// The `search` after `?` (`search  xalphas [ + search ]`).
    pub search: Option<&'a str>,
    /// The `fragmentid` after `#` (`fragmentid  xalphas`).
    pub fragment: Option<&'a str>,
    /// The `path` split at every `/`, void segments kept.
    pub segments: Option<Vec<&'a str>>,
    /// The `search` split at every `+`.
    pub search_words: Option<Vec<&'a str>>,
}

impl<'a> Parts<'a> {
    /// The named parts of `fa`.
    pub fn of(fa: &Fragmentaddress<'a>) -> Self {
        let uri = fa.uri();
        Parts {
            scheme: Some(uri.scheme().as_str()),
            path: Some(uri.path().as_str()),
            search: uri.search().map(|s| s.as_str()),
            fragment: fa.fragmentid().map(|f| f.as_str()),
            segments: Some(uri.path().segments().collect()),
            search_words: uri.search().map(|s| s.words().collect()),
        }
    }

    /// Each part's key and value in the order of the `urispec check --json`
    /// record (see [`crate::Parts::for_each`]).
    pub fn for_each(&self, mut f: impl FnMut(&'static str, PartValue<'_, 'a>)) {
        f("scheme", PartValue::Text(self.scheme));
        f("path", PartValue::Text(self.path));
        f("search", PartValue::Text(self.search));
        f("fragment", PartValue::Text(self.fragment));
        f("segments", PartValue::List(self.segments.as_deref()));
        f(
            "search_words",
            PartValue::List(self.search_words.as_deref()),
        );
    }
}
