//! Finding URIs in plain text: mail, news, printed pages.
//!
//! The documents recommend delimiters for a URI written in running text:
//!
//! > In this case, it is convenient to have a separate wrapper syntax to
//! > define delimiters which will enable the human or automated reader to
//! > recognize that the URI is a URI. The recommendation is that the angle
//! > brackets (less than and greater than signs) of the ASCII set be used
//! > for this purpose.
//!
//! --- the October 1993 URL Internet Draft and draft-ietf-uri-url-03,
//! "Wrappers for URIs in plain text"
//!
//! > To be a Uniform Resource Locator as currently defined by the URI working
//! > group, the whole string must start with a constant prefix "URL:".
//!
//! --- draft-ietf-uri-url-03, "PrePrefix"; RFC 1738's Appendix
//! "Recommendations for URLs in Context" then recommends the two together,
//! `<URL:...>`, and says that whitespace added "to break long URLs across
//! lines" "should be ignored when extracting the URL".
//!
//! > In practice, URI are delimited in a variety of ways, but usually within
//! > double-quotes `"http://test.com/"`, angle brackets `<http://test.com/>`, or
//! > just using whitespace
//!
//! --- RFC 2396, Appendix E "Recommendations for Delimiting URI in Context"
//!
//! [`Finder`] reads a text and yields every URI it finds ([`Find`]): its byte
//! span in the input, the [`Wrapper`] that delimited it (or none), the URI
//! with the wrapper and the line breaks inside it removed, and its verdict
//! under one grammar. It streams: it holds at most [`MAX_WRAPPED`] bytes of
//! a find plus a small window of the text, whatever the length of the input.
//! [`ParallelFinder`] makes the same finds, in the same order, on worker
//! threads that each read a block of the text.
//!
//! # What counts as a find
//!
//! - `<...>` and `"..."` whose content starts with `URL:` or with a scheme
//!   (`alpha *( alpha | digit | "+" | "-" | "." ) ":"`, RFC 2396 §3.1), after
//!   any line break: any scheme counts in `<...>`. `<timbl@info.cern.ch>` or
//!   `"hello"` are text. `<>` and `""` (nothing inside, or only `URL:`) are
//!   finds with [`DelimitError::Empty`].
//! - A `"word: ..."` without `URL:` is a find when the grammar accepts it or
//!   its scheme is one a bare URI may have ([`SCHEMES`], [`Finder::scheme`]);
//!   otherwise (a quoted `"fix: handle spaces"`) it is text, and what it
//!   holds is read as text: quotation marks delimit far more than URIs.
//! - `URL:` at the start of a word, then optional spaces, then a scheme: a
//!   bare URI after the preprefix ([`Wrapper::Preprefix`]); any scheme counts.
//! - A bare URI: at the start of a word, a scheme of [`SCHEMES`] (or one
//!   added with [`Finder::scheme`]), in any case, then `:` and at least one
//!   more character. It ends before the first space, control character, `<`,
//!   `>` or non-ASCII byte; then the sentence's punctuation (`.` `,` `;` `:`
//!   `!` `?` `)` `"`) is taken off its end, except a `)` that closes a `(`
//!   inside it. `the http: scheme` holds no find.
//!
//! Inside a wrapper, each line break (`\n` or `\r\n`) and the spaces and
//! tabs after it (the indentation mail or column wrapping inserts) are
//! removed, and so is a reply's quote prefix that opens the next line (`>`,
//! `> >`, `>>`, `|`, then spaces or tabs and more of the line): in
//! `<URL:ftp://info.cern.ch/pub/www/doc/` + `\n>   url-spec.txt>` the `>`
//! after the line break is the reply's, not the wrapper's close. Other
//! spaces stay, for the grammar to judge (`space` is an
//! `extra` character in the URI draft and RFC 1630). The `URL:` preprefix
//! and the spaces after it are not part of the URI.
//!
//! # Examples
//!
//! ```
//! use urispec::text::{self, Wrapper};
//! use urispec::Edition;
//!
//! let mail = "see <URL:ftp://info.cern.ch/pub/www/doc/\n  url-spec.txt> or http://info.cern.ch/.\n";
//! let finds: Vec<_> = text::find_in(mail, Edition::Rfc2396).collect();
//! assert_eq!(finds[0].uri(), "ftp://info.cern.ch/pub/www/doc/url-spec.txt");
//! assert_eq!(finds[0].wrapper(), Some(Wrapper::UrlAngle));
//! assert_eq!((finds[0].start(), finds[0].end()), (4, 56));
//! assert_eq!(finds[1].uri(), "http://info.cern.ch/");
//! assert_eq!(finds[1].wrapper(), None);
//! assert!(finds.iter().all(|f| f.is_valid()));
//! ```
//!
//! # Differences from the specification
//!
//! - RFC 1738 and RFC 2396 say a line break right after a hyphen may have
//!   been put there by a typesetter, and that "the hyphen may or may not
//!   actually be part of the URI"; the hyphen is kept.
//! - RFC 2396 says "extra whitespace (spaces, linebreaks, tabs, etc.)" is
//!   ignored; only line breaks and the indentation after them are removed,
//!   so that a space the URI draft allows in a path is judged by the grammar.
//! - No document says where a URI delimited "just using whitespace" ends in
//!   front of sentence punctuation, how a quoted reply's prefix stands in a
//!   wrapped URI, nor which quoted strings hold one; the rules above are ours.

use std::io::{self, BufRead};

use crate::edition::Edition;
use crate::error::SyntaxError;
use crate::syntax::Parsed;

mod parallel;
mod scan;
#[cfg(test)]
mod tests;

pub use parallel::{MapFinds, ParallelFinder, BLOCK_SIZE};

/// The longest find, in bytes of the input: a wrapper not closed within
/// this many bytes is [`DelimitError::TooLong`] (reported as unclosed), and
/// a bare URI longer than this is cut there with the same error. It bounds
/// the memory a [`Finder`] holds.
pub const MAX_WRAPPED: usize = 64 * 1024;

/// The scheme names the editions' URL productions spell out (RFC 1630,
/// "BNF for specific URL schemes", pp.23-27, and its "Specific Schemes"
/// prose for `file`, `rlogin` and `tn3270`; the October 1993 URL draft and
/// draft-ietf-uri-url-03, "BNF for specific URL schemes"): the schemes a bare
/// URI may have without [`Finder::scheme`], and that make a quoted
/// `"name:..."` the grammar rejects a find (with its syntax error) rather
/// than text.
pub const SCHEMES: &[&str] = &[
    "afs", "cid", "file", "ftp", "gopher", "http", "mailto", "mid", "news", "nntp", "prospero",
    "rlogin", "telnet", "tn3270", "wais",
];

/// How a URI was delimited in the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Wrapper {
    /// `<URL:...>`: angle brackets and the `URL:` preprefix (RFC 1738,
    /// Appendix "Recommendations for URLs in Context"; RFC 2396 Appendix E).
    UrlAngle,
    /// `<...>` (the URL drafts, "Wrappers for URIs in plain text"; RFC 2396
    /// Appendix E).
    Angle,
    /// `"..."` (RFC 2396 Appendix E, "within double-quotes").
    Quotes,
    /// A bare `URL:` preprefix (draft-ietf-uri-url-03, "PrePrefix").
    Preprefix,
}

impl Wrapper {
    /// The wrapper's name in records: `URL:`, `<>`, `""`, `preprefix`.
    pub const fn name(self) -> &'static str {
        match self {
            Wrapper::UrlAngle => "URL:",
            Wrapper::Angle => "<>",
            Wrapper::Quotes => "\"\"",
            Wrapper::Preprefix => "preprefix",
        }
    }

    /// How the wrapper is written, for messages (`<URL:...>`).
    const fn shape(self) -> &'static str {
        match self {
            Wrapper::UrlAngle => "<URL:...>",
            Wrapper::Angle => "<...>",
            Wrapper::Quotes => "\"...\"",
            Wrapper::Preprefix => "URL:",
        }
    }
}

impl std::fmt::Display for Wrapper {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A find whose delimiters are broken (the wrappers of the URL drafts,
/// "Wrappers for URIs in plain text", and of RFC 2396 Appendix E). Offsets
/// are bytes of the input.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DelimitError {
    /// The wrapper opened at `opened` is not closed before the end of the
    /// input.
    #[error("the {} opened at byte {opened} is never closed", .wrapper.shape())]
    Unclosed {
        /// The wrapper.
        wrapper: Wrapper,
        /// Where it opens.
        opened: usize,
    },
    /// The wrapper opened at `opened` is not closed within [`MAX_WRAPPED`]
    /// bytes, or a bare URI is longer than that: reported as unclosed.
    #[error("{} at byte {opened} is not closed within {limit} bytes", too_long(*.wrapper))]
    TooLong {
        /// The wrapper (`None`: a bare URI).
        wrapper: Option<Wrapper>,
        /// Where it opens.
        opened: usize,
        /// The bound, [`MAX_WRAPPED`].
        limit: usize,
    },
    /// The wrapper holds no URI (`<>`, `""`, `<URL:>`).
    #[error("the {} at byte {opened} is empty", .wrapper.shape())]
    Empty {
        /// The wrapper.
        wrapper: Wrapper,
        /// Where it opens.
        opened: usize,
    },
    /// A `<` opens inside the wrapper opened at `opened`, before it closes;
    /// the find ends there and the inner wrapper is read on its own.
    #[error("the {} opened at byte {opened} holds another `<` at byte {inner}", .wrapper.shape())]
    Nested {
        /// The outer wrapper.
        wrapper: Wrapper,
        /// Where it opens.
        opened: usize,
        /// Where the inner `<` stands.
        inner: usize,
    },
}

fn too_long(wrapper: Option<Wrapper>) -> String {
    match wrapper {
        Some(w) => format!("the {} opened", w.shape()),
        None => "the bare URI starting".to_owned(),
    }
}

impl DelimitError {
    /// The byte of the input the error points at: the inner `<` of a nested
    /// wrapper, else where the find opens.
    pub fn offset(&self) -> usize {
        match self {
            DelimitError::Nested { inner, .. } => *inner,
            DelimitError::Unclosed { opened, .. }
            | DelimitError::TooLong { opened, .. }
            | DelimitError::Empty { opened, .. } => *opened,
        }
    }
}

/// Why a [`Find`] is not a valid URI.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FindError {
    /// The delimiters are broken.
    #[error(transparent)]
    Delimit(#[from] DelimitError),
    /// The cleaned URI does not match the grammar; the offset is into
    /// [`Find::uri`] (see [`Find::input_offset`]).
    #[error(transparent)]
    Syntax(#[from] SyntaxError),
}

/// One URI found in a text: delimited by a wrapper of the URL drafts'
/// "Wrappers for URIs in plain text" or RFC 2396 Appendix E, after
/// draft-ietf-uri-url-03's `URL:` preprefix, or by whitespace (see the
/// [module](self) for the rules).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Find {
    start: usize,
    raw: Vec<u8>,
    /// Where, in `raw`, lies the text the URI is cleaned from.
    content: std::ops::Range<usize>,
    uri: String,
    wrapper: Option<Wrapper>,
    grammar: Edition,
    error: Option<FindError>,
}

impl Find {
    /// The byte offset in the input where the find starts (its wrapper
    /// included).
    pub fn start(&self) -> usize {
        self.start
    }

    /// The byte offset in the input just past the find.
    pub fn end(&self) -> usize {
        self.start + self.raw.len()
    }

    /// The find as written in the input, wrapper and line breaks included
    /// (lossily decoded when the input is not UTF-8 there; the offsets are
    /// those of the input bytes).
    pub fn raw(&self) -> std::borrow::Cow<'_, str> {
        String::from_utf8_lossy(&self.raw)
    }

    /// The URI: without the wrapper, the `URL:` preprefix, or the line
    /// breaks and indentation inside a wrapper.
    pub fn uri(&self) -> &str {
        &self.uri
    }

    /// How the URI was delimited (`None`: bare, by whitespace).
    pub fn wrapper(&self) -> Option<Wrapper> {
        self.wrapper
    }

    /// The grammar the URI was judged by.
    pub fn grammar(&self) -> Edition {
        self.grammar
    }

    /// Why the find is not a valid URI, if it is not.
    pub fn error(&self) -> Option<&FindError> {
        self.error.as_ref()
    }

    /// Whether the delimiters are sound and the grammar accepts the URI.
    pub fn is_valid(&self) -> bool {
        self.error.is_none()
    }

    /// The typed tree of the URI under [`Find::grammar`] (parsed again).
    ///
    /// # Errors
    ///
    /// The [`SyntaxError`] of an invalid URI.
    pub fn parsed(&self) -> Result<Parsed<'_>, SyntaxError> {
        crate::syntax::parse(self.grammar, &self.uri)
    }

    /// The byte offset in the input of byte `uri_offset` of [`Find::uri`]
    /// (the end of the find's content for an offset at or past its end), for
    /// pointing a syntax error into the text.
    pub fn input_offset(&self, uri_offset: usize) -> usize {
        let raw = &self.raw;
        let content = self.content.end;
        let mut i = self.content.start;
        let mut k = 0;
        while i < content {
            let skip = scan::line_break(raw, i);
            if skip > 0 {
                i += skip;
                continue;
            }
            if k == uri_offset {
                return self.start + i;
            }
            k += 1;
            i += 1;
        }
        self.start + content
    }
}

/// An iterator over the URIs in a text read from `R`, in the order of the
/// text, each as soon as it is complete: the reader of RFC 2396 Appendix E
/// ("it is important to be able to delimit the URI from the rest of the
/// text") and of the URL drafts' "Wrappers for URIs in plain text" (see the
/// [module](self)).
///
/// Holds at most [`MAX_WRAPPED`] bytes of pending find plus a window of
/// 64 KiB of the text, whatever the length of the input.
#[derive(Debug)]
pub struct Finder<R> {
    scan: scan::Scanner<R>,
    grammar: Edition,
    schemes: Vec<String>,
}

impl<R: BufRead> Finder<R> {
    /// A finder over `reader` that judges each URI by `grammar`, with the bare
    /// schemes of [`SCHEMES`].
    pub fn new(reader: R, grammar: Edition) -> Self {
        Finder {
            scan: scan::Scanner::new(reader),
            grammar,
            schemes: default_schemes(),
        }
    }

    /// Also find bare URIs of the scheme `name` (compared without regard to
    /// ASCII case, as RFC 2396 §3.1 compares schemes), and quoted
    /// `"name:..."` strings the grammar rejects (as finds with an error).
    pub fn scheme(mut self, name: &str) -> Self {
        add_scheme(&mut self.schemes, name);
        self
    }

    /// A finder over `reader`, the text of a longer one from input offset
    /// `base` on, after the byte `prev` (`None`: the longer text's start):
    /// it finds what a finder of the whole text finds from there, when that
    /// one takes a step at `base`.
    fn resume(
        reader: R,
        grammar: Edition,
        schemes: Vec<String>,
        base: usize,
        prev: Option<u8>,
    ) -> Self {
        Finder {
            scan: scan::Scanner::at(reader, base, prev),
            grammar,
            schemes,
        }
    }

    /// The input offset of the scan's next step: every byte before it is
    /// read, and each find that starts before it is handed back.
    fn next_step(&self) -> usize {
        self.scan.position()
    }

    /// Hand back `None` at the first step at or past input offset `stop`
    /// (the scan goes on from there when called again).
    fn stop_at(&mut self, stop: usize) {
        self.scan.stop_at(stop);
    }
}

/// Add the scheme `name`, in lower case, to `schemes` unless it is there.
fn add_scheme(schemes: &mut Vec<String>, name: &str) {
    let name = name.to_ascii_lowercase();
    if !schemes.contains(&name) {
        schemes.push(name);
    }
}

/// The bare schemes of [`SCHEMES`], each as a [`Finder`] compares them.
fn default_schemes() -> Vec<String> {
    SCHEMES.iter().map(|s| (*s).to_owned()).collect()
}

impl<R: BufRead> Iterator for Finder<R> {
    type Item = io::Result<Find>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            let found = match self.scan.next_find(&self.schemes) {
                Ok(found) => found?,
                Err(e) => return Some(Err(e)),
            };
            let uri = String::from_utf8_lossy(&scan::clean(&found.raw, found.content.clone()))
                .into_owned();
            let text = self.quoted_text(&found, &uri);
            let error = match found.error {
                Some(e) => Some(FindError::Delimit(e)),
                None => crate::syntax::parse(self.grammar, &uri)
                    .err()
                    .map(FindError::Syntax),
            };
            if error.is_some() && text {
                self.scan.reject(found.start);
                continue;
            }
            return Some(Ok(Find {
                start: found.start,
                raw: found.raw,
                content: found.content,
                uri,
                wrapper: found.wrapper,
                grammar: self.grammar,
                error,
            }));
        }
    }
}

impl<R> Finder<R> {
    /// Whether a `"word: ..."` find that is no URI of the grammar is text: a
    /// quoted string whose scheme is none of the finder's (not `URL:`, not
    /// empty). Quotation marks delimit far more than URIs, so RFC 2396
    /// Appendix E's `"..."` holds a URI when the grammar says so or the
    /// scheme is one the documents name.
    fn quoted_text(&self, found: &scan::Found, uri: &str) -> bool {
        let empty = matches!(found.error, Some(DelimitError::Empty { .. }));
        let scheme = uri.split_once(':').map_or(uri, |(scheme, _)| scheme);
        found.wrapper == Some(Wrapper::Quotes)
            && !found.preprefix
            && !empty
            && !self
                .schemes
                .iter()
                .any(|known| known.eq_ignore_ascii_case(scheme))
    }
}

/// The URIs in `text` (RFC 2396 Appendix E; the URL drafts' "Wrappers for
/// URIs in plain text"), judged by `grammar`: a [`Finder`] over a string,
/// which cannot fail to read.
pub fn find_in(text: &str, grammar: Edition) -> impl Iterator<Item = Find> + '_ {
    Finder::new(text.as_bytes(), grammar).map_while(Result::ok)
}
