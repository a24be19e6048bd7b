//! `+`-separated search words: "Within the query string, the plus sign is
//! reserved as shorthand notation for a space. Therefore, real plus signs
//! must be encoded." (RFC 1630, "Query strings").

use std::borrow::Cow;

use super::{decode, Set, SetError};
use crate::edition::Edition;

/// Why [`search_from_words`] cannot write a search.
///
/// ```
/// use urispec::{escape::{search_from_words, WordError}, Edition};
/// let none: [&[u8]; 0] = [];
/// assert!(matches!(search_from_words(Edition::Rfc1630, none), Err(WordError::NoWords)));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum WordError {
    /// The grammar has no `search` production (RFC 2396 has `query`).
    #[error(transparent)]
    NoSearch(#[from] SetError),
    /// `search  xalphas [ + search ]`: a search holds at least one
    /// character, so at least one word, and not one void word alone.
    #[error("a search holds at least one character (`search  xalphas [ + search ]`)")]
    NoWords,
    /// Where the grammar's `xalpha` has no `+` (RFC 1630's generic syntax,
    /// the "URIs in WWW" draft, draft-ietf-uri-url-02), `xalphas` is never
    /// empty, so no word of a search is.
    #[error("word {index} is empty; `xalphas` holds at least one character")]
    EmptyWord {
        /// Its place among the words, from 0.
        index: usize,
    },
}

/// The words of a `search` (`search  xalphas [ + search ]`, RFC 1630 "BNF of
/// Generic URI Syntax" p.22, and the `search` of the URL grammars), each
/// decoded to its octets: `%2B` is a plus sign inside a word, `+` the
/// separator.
///
/// ```
/// let words: Vec<_> = urispec::escape::search_words("dobbins+fred%2B1+a%20b").collect();
/// assert_eq!(words, [&b"dobbins"[..], b"fred+1", b"a b"]);
/// ```
pub fn search_words(search: &str) -> impl Iterator<Item = Cow<'_, [u8]>> + '_ {
    search.split('+').map(decode)
}

/// A `search` of `grammar` from decoded words: each word encoded with the
/// set of the grammar's `search` production (a `+` in a word becomes
/// `%2B`), joined with `+`; [`search_words`] gives the words back.
///
/// A word may be void where the grammar's `search` holds a `+` of its own
/// (its `safe` has `+`: RFC 1630's and draft-ietf-uri-url-03's URL BNF,
/// where `a++b` is an `xalphas`), as long as the search is not void; where
/// it does not, every word holds a character.
///
/// # Errors
///
/// [`WordError::NoSearch`] for a grammar without `search`,
/// [`WordError::NoWords`] and [`WordError::EmptyWord`] for words the
/// production cannot hold.
///
/// ```
/// use urispec::{escape::search_from_words, Edition};
/// let search = search_from_words(Edition::Rfc1630, [&b"1+1"[..], b"two words"])?;
/// assert_eq!(search, "1%2B1+two%20words");
/// assert_eq!(search_from_words(Edition::Rfc1630Url, [&b"a"[..], b"", b"b"])?, "a++b");
/// assert!(search_from_words(Edition::Rfc1630, [&b"a"[..], b"", b"b"]).is_err());
/// # Ok::<(), urispec::escape::WordError>(())
/// ```
pub fn search_from_words<'w>(
    grammar: Edition,
    words: impl IntoIterator<Item = &'w [u8]>,
) -> Result<String, WordError> {
    let search = Set::of(grammar, "search")?;
    let void_words = search.contains(b'+');
    let set = search.difference(Set::from_bytes(b"+"));
    let mut out = String::new();
    let mut count = 0;
    for (index, word) in words.into_iter().enumerate() {
        if word.is_empty() && !void_words {
            return Err(WordError::EmptyWord { index });
        }
        if index > 0 {
            out.push('+');
        }
        out.push_str(&set.encode(word));
        count += 1;
    }
    if count == 0 || out.is_empty() {
        return Err(WordError::NoWords);
    }
    Ok(out)
}
