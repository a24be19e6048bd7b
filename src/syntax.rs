//! A parse under any edition: [`parse`] and [`parse_with`] give the typed
//! tree of the edition's grammar as a [`Parsed`]; [`explain()`] and
//! [`explain_with`] give the labelled tree of any parse
//! ([`Tree`](crate::explain::Tree)). The crate root re-exports them.
//!
//! Each family of grammars has its module here, the same files in each: the
//! parse entry and typed views (`<family>.rs`), the offsets record the
//! generated parser fills (and its `owned::Form`), `access.rs` (the parts
//! `UriLike` names), and the named parts
//! (`<family>/parts.rs`, gathered by [`Parts`]).

pub mod generic;
pub mod owned;
pub mod rfc1808;
pub mod rfc2396;
pub mod rfc3986;
pub mod url;

#[cfg(test)]
mod tests;

use crate::edition::{Edition, Family};
use crate::error::SyntaxError;
#[cfg(doc)]
use crate::error::SyntaxErrorKind;
use crate::explain::{self, Tree};
use crate::grammar;
pub use crate::part::PartValue;
use crate::traits::UriLike;

/// A parse under any edition: the typed tree of that edition's grammar.
///
/// ```
/// use urispec::{parse, Edition, Parsed};
/// let p = parse(Edition::Rfc2396, "http://a/b?q")?;
/// assert!(matches!(p, Parsed::Rfc2396(_)));
/// assert_eq!(p.to_string(), "http://a/b?q");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[allow(
    clippy::large_enum_variant,
    reason = "a boxed URL record would allocate on each parse"
)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Parsed<'a> {
    /// `uri-draft` or `rfc1630`: a generic `fragmentaddress`.
    Generic(generic::Fragmentaddress<'a>),
    /// `rfc1630-url`, `url-draft-02` or `url-draft-03`: a URL of a specific
    /// scheme (or a generic one for a scheme no production names).
    Url(url::ParsedUrl<'a>),
    /// `rfc1808`: a `URL` (RFC 1808 §2.2).
    Rfc1808(rfc1808::Url<'a>),
    /// `rfc2396`: a `URI-reference` (RFC 2396 §4).
    Rfc2396(rfc2396::UriReference<'a>),
    /// `rfc3986`: a `URI-reference` (RFC 3986 §4.1).
    Rfc3986(rfc3986::UriReference<'a>),
}

impl<'a> Parsed<'a> {
    /// The named parts of the parse (see [`Parts`]).
    pub fn parts(&self) -> Parts<'a> {
        match self {
            Parsed::Generic(fa) => Parts::Generic(generic::Parts::of(fa)),
            Parsed::Url(url) => Parts::Url(Box::new(url::Parts::of(url))),
            Parsed::Rfc1808(r) => Parts::Rfc1808(rfc1808::Parts::of(r)),
            Parsed::Rfc2396(r) => Parts::Rfc2396(rfc2396::Parts::of(r)),
            Parsed::Rfc3986(r) => Parts::Rfc3986(rfc3986::Parts::of(r)),
        }
    }

    /// [`Parts::for_each`] of [`Parsed::parts`] without the `Box` the URL
    /// family's parts go into there: each part's key and value in the order
    /// of the `urispec check --json` record, for a writer of many records
    /// (`urispec.arrow`'s columns) that allocates nothing per parse under
    /// every family but the generic one, whose `segments` and
    /// `search_words` are lists.
    ///
    /// ```
    /// use urispec::{parse, Edition, PartValue};
    /// let mut keys = Vec::new();
    /// parse(Edition::Rfc1630Url, "URL:ftp://h/p")?.for_each_part(|key, value| {
    ///     if key == "prefixed" {
    ///         assert_eq!(value, PartValue::Flag(Some(true)));
    ///     }
    ///     keys.push(key);
    /// });
    /// assert_eq!(keys[..4], ["kind", "scheme", "prefixed", "fragment"]);
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub fn for_each_part(&self, f: impl FnMut(&'static str, PartValue<'_, 'a>)) {
        match self {
            Parsed::Generic(fa) => generic::Parts::of(fa).for_each(f),
            Parsed::Url(url) => url::Parts::of(url).for_each(f),
            Parsed::Rfc1808(r) => rfc1808::Parts::of(r).for_each(f),
            Parsed::Rfc2396(r) => rfc2396::Parts::of(r).for_each(f),
            Parsed::Rfc3986(r) => rfc3986::Parts::of(r).for_each(f),
        }
    }

    /// The `scheme` part as written, whatever the family: the `scheme` of
    /// [`Parsed::parts`] without making the other parts.
    ///
    /// ```
    /// use urispec::{parse, Edition};
    /// assert_eq!(parse(Edition::Rfc2396, "HTTP://h/")?.scheme(), Some("HTTP"));
    /// assert_eq!(parse(Edition::Rfc2396, "../a")?.scheme(), None);
    /// assert_eq!(parse(Edition::UrlDraft03, "gopher://h/1")?.scheme(), Some("gopher"));
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub fn scheme(&self) -> Option<&'a str> {
        match self {
            Parsed::Generic(fa) => Some(fa.uri().scheme().as_str()),
            Parsed::Url(url) => Some(url.scheme_text()),
            Parsed::Rfc1808(r) => r.scheme().map(|s| s.as_str()),
            Parsed::Rfc2396(r) => r.scheme().map(|s| s.as_str()),
            Parsed::Rfc3986(r) => r.scheme().map(|s| s.as_str()),
        }
    }
}

/// The named parts of a parse under any edition: its family's parts struct,
/// the text of each part as in the input. Their names are the keys of the
/// `urispec parse --json` records (the README's "JSON records"), in the
/// same order; with the feature `serde` the parts serialize as that map,
/// `null` for a part the input lacks, the family's own struct inside
/// (untagged). [`Parsed::parts`] gives them, [`Parts::absent`] those of an
/// invalid input.
///
/// Unlike [`UriLike`](crate::traits::UriLike)'s parts (and
/// `urispec::serde::Parts`, which serializes those), which are the same
/// seven under every edition, these are each family's own, under the names
/// its documents give them.
///
/// ```
/// use urispec::{parse, Edition, Parts};
/// let parts = parse(Edition::Rfc2396, "http://a:81/b?q")?.parts();
/// assert_eq!(parts.scheme(), Some("http"));
/// let Parts::Rfc2396(p) = &parts else { unreachable!() };
/// assert_eq!((p.host, p.port, p.path, p.query), (Some("a"), Some("81"), Some("/b"), Some("q")));
/// assert_eq!(Parts::absent(Edition::Rfc1630).scheme(), None);
/// # #[cfg(feature = "serde")]
/// assert_eq!(
///     serde_json::to_string(&parts).unwrap(),
///     r#"{"scheme":"http","authority":"a:81","userinfo":null,"host":"a","port":"81","path":"/b","query":"q","fragment":null,"opaque_part":null}"#
/// );
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(untagged))]
pub enum Parts<'a> {
    /// `uri-draft` or `rfc1630`: a generic `fragmentaddress`'s.
    Generic(generic::Parts<'a>),
    /// `rfc1630-url`, `url-draft-02`, `url-draft-03` or `rfc1738`: a URL's.
    Url(Box<url::Parts<'a>>),
    /// `rfc1808`: a `URL`'s (RFC 1808 §2.2).
    Rfc1808(rfc1808::Parts<'a>),
    /// `rfc2396`: a `URI-reference`'s (RFC 2396 §4).
    Rfc2396(rfc2396::Parts<'a>),
    /// `rfc3986`: a `URI-reference`'s (RFC 3986 §4.1).
    Rfc3986(rfc3986::Parts<'a>),
}

impl<'a> Parts<'a> {
    /// Every part of `grammar`'s family `None`: the parts of an input the
    /// grammar rejects (each key `null` in a serialized record).
    pub fn absent(grammar: Edition) -> Parts<'static> {
        match grammar.family() {
            Family::Generic(_) => Parts::Generic(generic::Parts::default()),
            Family::Url(g) => Parts::Url(Box::new(url::Parts::absent(g))),
            Family::Rfc1808 => Parts::Rfc1808(rfc1808::Parts::default()),
            Family::Rfc2396 => Parts::Rfc2396(rfc2396::Parts::default()),
            Family::Rfc3986 => Parts::Rfc3986(rfc3986::Parts::default()),
        }
    }

    /// Each named part's key and value, in the order of the keys of the
    /// `urispec check --json` record (and of `urispec parse --json`'s
    /// parts): what the parts serialize as with the feature `serde`,
    /// written out without serde, for writers of many records (columns,
    /// tables) that would otherwise match keys as strings. The keys of one
    /// edition come in one order for every input, valid or not ([`Parts::absent`]
    /// has them all), and each key's [`PartValue`] variant is the same for
    /// every input of the edition, so a writer can take the `n`th call as
    /// its `n`th column.
    ///
    /// ```
    /// use urispec::{parse, Edition, PartValue};
    /// let parts = parse(Edition::Rfc2396, "http://a:81/b?q")?.parts();
    /// let mut record = Vec::new();
    /// parts.for_each(|key, value| {
    ///     if let PartValue::Text(text) = value {
    ///         record.push((key, text));
    ///     }
    /// });
    /// assert_eq!(record[..3], [("scheme", Some("http")), ("authority", Some("a:81")), ("userinfo", None)]);
    /// assert_eq!(record.len(), 9);
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub fn for_each(&self, f: impl FnMut(&'static str, PartValue<'_, 'a>)) {
        match self {
            Parts::Generic(p) => p.for_each(f),
            Parts::Url(p) => p.for_each(f),
            Parts::Rfc1808(p) => p.for_each(f),
            Parts::Rfc2396(p) => p.for_each(f),
            Parts::Rfc3986(p) => p.for_each(f),
        }
    }

    /// The `scheme` part, whatever the family.
    pub fn scheme(&self) -> Option<&'a str> {
        match self {
            Parts::Generic(p) => p.scheme,
            Parts::Url(p) => p.scheme,
            Parts::Rfc1808(p) => p.scheme,
            Parts::Rfc2396(p) => p.scheme,
            Parts::Rfc3986(p) => p.scheme,
        }
    }
}

/// The parts every edition can be asked for, whatever the family: each
/// method is the family's own [`UriLike`] method, so a program holding a
/// parse under an edition chosen at run time reads its host without a
/// `match` over the five families.
///
/// ```
/// use urispec::{parse, Edition, UriLike};
/// for edition in [Edition::Rfc1630Url, Edition::Rfc2396, Edition::Rfc3986] {
///     let p = parse(edition, "http://info.cern.ch:8000/a?q#f")?;
///     assert_eq!(p.spec(), edition);
///     assert_eq!(p.host_str(), Some("info.cern.ch"), "{edition}");
///     assert_eq!(p.port_number(), Ok(Some(8000)));
///     assert_eq!((p.query_str(), p.fragment_str()), (Some("q"), Some("f")));
/// }
/// // The URI draft's generic grammar has no authority: `//info.cern.ch:8000/a` is its path.
/// let p = parse(Edition::UriDraft, "http://info.cern.ch:8000/a")?;
/// assert_eq!((p.host_str(), p.path_str()), (None, Some("//info.cern.ch:8000/a")));
/// // RFC 1808's `net_loc` is not split into a host (§2.1 leaves it to the scheme).
/// assert_eq!(parse(Edition::Rfc1808, "http://info.cern.ch/a")?.host_str(), None);
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
impl UriLike for Parsed<'_> {
    fn spec(&self) -> Edition {
        self.as_like().spec()
    }

    fn as_str(&self) -> &str {
        self.as_like().as_str()
    }

    fn scheme_str(&self) -> Option<&str> {
        self.as_like().scheme_str()
    }

    fn host_str(&self) -> Option<&str> {
        self.as_like().host_str()
    }

    fn port_str(&self) -> Option<&str> {
        self.as_like().port_str()
    }

    fn path_str(&self) -> Option<&str> {
        self.as_like().path_str()
    }

    fn query_str(&self) -> Option<&str> {
        self.as_like().query_str()
    }

    fn fragment_str(&self) -> Option<&str> {
        self.as_like().fragment_str()
    }

    fn is_opaque(&self) -> bool {
        self.as_like().is_opaque()
    }
}

impl<'a> Parsed<'a> {
    /// The family's tree, as the trait every family implements.
    fn as_like(&self) -> &dyn UriLike {
        match self {
            Parsed::Generic(fa) => fa,
            Parsed::Url(u) => u,
            Parsed::Rfc1808(r) => r,
            Parsed::Rfc2396(r) => r,
            Parsed::Rfc3986(r) => r,
        }
    }
}

impl std::fmt::Display for Parsed<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Parsed::Generic(fa) => fa.fmt(f),
            Parsed::Url(u) => u.fmt(f),
            Parsed::Rfc1808(r) => r.fmt(f),
            Parsed::Rfc2396(r) => r.fmt(f),
            Parsed::Rfc3986(r) => r.fmt(f),
        }
    }
}

/// Parse `input` under `grammar` (see [`Edition::ALL`] for the editions
/// that have one).
///
/// # Errors
///
/// A [`SyntaxError`] naming the grammar's productions when the input does not
/// match.
///
/// ```
/// use urispec::{parse, Edition, Parsed};
/// let Parsed::Generic(fa) = parse(Edition::UriDraft, "x-y:a b")? else { unreachable!() };
/// assert_eq!(fa.uri().path().as_str(), "a b");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[inline]
pub fn parse(grammar: Edition, input: &str) -> Result<Parsed<'_>, SyntaxError> {
    parse_with(grammar, input, url::Options::default())
}

/// [`parse`] with [`url::Options`]: scheme names matched regardless of case
/// when asked, the reader's choice RFC 1738 later recommended. The generic
/// grammars and RFC 2396 already take a scheme in any case (`ialpha`,
/// `scheme = alpha *( alpha | digit | "+" | "-" | "." )`), so the option
/// changes the verdict of the URL editions only, whose productions spell
/// scheme names in lower case.
///
/// # Errors
///
/// As [`parse`].
///
/// ```
/// use urispec::{parse_with, url::Options, Edition, Parsed};
/// let opts = Options { case_insensitive_scheme: true };
/// let Parsed::Url(u) = parse_with(Edition::UrlDraft03, "HTTP://host:80/x", opts)? else { unreachable!() };
/// assert_eq!(u.kind().name(), "httpaddress");
/// assert!(urispec::parse(Edition::UrlDraft03, "HTTP://host:80/x").is_err());
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub fn parse_with(
    grammar: Edition,
    input: &str,
    options: url::Options,
) -> Result<Parsed<'_>, SyntaxError> {
    in_place(grammar, input, options, Ok, |out| out.as_mut().ok(), Err)
}

/// The tree of `input` under `grammar`, filled where `wrap` keeps it (a
/// parse's result, `check`'s outcome); `wrap`'s value for a tree,
/// `fail`'s for an error. A URL's tree (a record of 300 bytes) is made
/// empty in `wrap`'s value and its record filled there, `tree` through the
/// variant: moved out of `url::parse`, it was copied twice or more on the
/// way. The RFCs' packed records are filled where they stand and moved into
/// `wrap`'s value; a generic tree is moved out of its parse.
#[inline(always)]
pub(crate) fn in_place<'a, T>(
    grammar: Edition,
    input: &'a str,
    options: url::Options,
    wrap: impl FnOnce(Parsed<'a>) -> T,
    tree: impl FnOnce(&mut T) -> Option<&mut Parsed<'a>>,
    fail: impl FnOnce(SyntaxError) -> T,
) -> T {
    macro_rules! fill {
        ($variant:ident($empty:expr), |$t:ident| $fill:expr) => {{
            let mut out = wrap(Parsed::$variant($empty));
            if let Some(Parsed::$variant($t)) = tree(&mut out)
                && let Err(e) = $fill
            {
                out = fail(e);
            }
            out
        }};
    }
    macro_rules! moved {
        ($variant:ident($empty:expr), $fill:path) => {{
            let mut tree = $empty;
            match $fill(&mut tree) {
                Ok(()) => wrap(Parsed::$variant(tree)),
                Err(e) => fail(e),
            }
        }};
    }
    match grammar.family() {
        // A generic record is small: in place measured dearer.
        Family::Generic(g) => match generic::parse_with(g, input) {
            Ok(fa) => wrap(Parsed::Generic(fa)),
            Err(e) => fail(e),
        },
        Family::Url(g) => fill!(Url(url::ParsedUrl::empty(g, input)), |u| u.fill(options)),
        // RFC 1808's, RFC 2396's and RFC 3986's records are packed (72 to
        // 80 bytes): filled where they stand and moved into `wrap`'s value,
        // each is a few moves, where filled in `wrap`'s value the whole
        // value is copied once more (a `memcpy` call), and moved out of a
        // family's `parse` (a `Result`) twice.
        Family::Rfc1808 => moved!(Rfc1808(rfc1808::Url::empty(input)), rfc1808::parse_into),
        Family::Rfc2396 => moved!(
            Rfc2396(rfc2396::UriReference::empty(input)),
            rfc2396::parse_into
        ),
        Family::Rfc3986 => moved!(
            Rfc3986(rfc3986::UriReference::empty(input)),
            rfc3986::parse_into
        ),
    }
}

/// The scheme of `input` under `grammar`, as [`Parsed::scheme`] gives it
/// from [`parse_with`]'s tree, or the error `parse_with` gives: the verdict
/// with the scheme alone kept, where the family's record holds its scheme
/// (the generic family, RFC 1808, RFC 2396, RFC 3986); a URL's scheme comes
/// of its kind and address, so a URL's whole record is filled.
#[inline]
pub(crate) fn scheme_of(
    grammar: Edition,
    input: &str,
    options: url::Options,
) -> Result<Option<&str>, SyntaxError> {
    match grammar.family() {
        Family::Generic(g) => generic::scheme_with(g, input).map(Some),
        Family::Url(g) => {
            // Read where it stays: a URL record moved is copied.
            let mut url = url::ParsedUrl::empty(g, input);
            url.fill(options)?;
            Ok(Some(url.scheme_text()))
        }
        Family::Rfc1808 => rfc1808::scheme(input),
        Family::Rfc2396 => rfc2396::scheme(input),
        Family::Rfc3986 => rfc3986::scheme(input),
    }
}

/// A reader of the line at the start of a run of lines, in place: a
/// grammar's [`scheme_of`] in two halves ([`line_reader`]).
#[derive(Clone, Copy)]
pub(crate) struct LineReader {
    /// [`scheme_of`] on the line at the start of a run of lines `rest` of
    /// at most [`MAX_INPUT`] bytes, before its error is explained; the line
    /// is read once, its end found where the automaton stops. None where
    /// the line is to be read alone.
    pub(crate) read: fn(&[u8]) -> Option<crate::grammar::LineRead>,
    /// The error `scheme_of` gives on a line `read` rejected: its text, and
    /// the failure `read` gave.
    pub(crate) error: fn(&str, usize, Option<(usize, crate::grammar::dfa::DeadEnd)>) -> SyntaxError,
}

/// `grammar`'s [`LineReader`], where its scheme automaton reads lines in
/// place (the RFC families'); None where each line is read alone.
pub(crate) fn line_reader(grammar: Edition) -> Option<LineReader> {
    use crate::grammar::PestGrammar;
    let (reads, read, error): (bool, _, _) = match grammar.family() {
        Family::Generic(_) | Family::Url(_) => return None,
        Family::Rfc1808 => (
            crate::grammar::rfc1808::Parser::SCHEME_LINES,
            rfc1808::scheme_line as fn(&[u8]) -> _,
            rfc1808::scheme_line_error as fn(&str, _, _) -> _,
        ),
        Family::Rfc2396 => (
            crate::grammar::rfc2396::Parser::SCHEME_LINES,
            rfc2396::scheme_line,
            rfc2396::scheme_line_error,
        ),
        Family::Rfc3986 => (
            crate::grammar::rfc3986::Parser::SCHEME_LINES,
            rfc3986::scheme_line,
            rfc3986::scheme_line_error,
        ),
    };
    reads.then_some(LineReader { read, error })
}

/// The longest input a record of packed spans
/// ([`Packed`](crate::grammar::fill::Packed)) holds the offsets of: every
/// offset fits a `u32`, with room for one more.
pub(crate) const MAX_INPUT: usize = u32::MAX as usize - 1;

/// Refuse an input too long for a record of packed spans (the URL record,
/// RFC 2396's), before any parse, with `note`: where its offsets stop
/// fitting, the record stops.
#[inline]
pub(crate) fn fits(spec: Edition, input: &str, note: &'static str) -> Result<(), SyntaxError> {
    if input.len() <= MAX_INPUT {
        Ok(())
    } else {
        Err(too_long(spec, input, note))
    }
}

/// The error of [`fits`].
#[cold]
#[inline(never)]
fn too_long(spec: Edition, input: &str, note: &'static str) -> SyntaxError {
    // The first byte whose offset the record cannot hold, at a character
    // boundary so that the error can name it.
    let mut at = MAX_INPUT;
    while !input.is_char_boundary(at) {
        at -= 1;
    }
    SyntaxError::new(spec, input, at, vec![crate::error::Expected::EndOfInput]).with_note(note)
}

/// `empty` filled by `fill`, in the result it is returned in: a tree moved
/// out of a result after it was filled is copied (a record is up to 300
/// bytes), one filled in place is not.
#[inline(always)]
pub(crate) fn filled<T>(
    empty: T,
    fill: impl FnOnce(&mut T) -> Result<(), SyntaxError>,
) -> Result<T, SyntaxError> {
    let mut out = Ok(empty);
    if let Ok(tree) = &mut out
        && let Err(e) = fill(tree)
    {
        out = Err(e);
    }
    out
}

/// The parse tree of `input` under `grammar`, every node labelled with its
/// production and byte span.
///
/// # Errors
///
/// As [`parse`]; an input longer than [`explain::MAX_INPUT`] is refused
/// before it is parsed ([`SyntaxErrorKind::TooLongToExplain`]).
///
/// ```
/// let tree = urispec::explain(urispec::Edition::Rfc1630, "news:*")?;
/// assert!(tree.to_string().starts_with("fragmentaddress 0..6 \"news:*\"\n  uri 0..6"));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub fn explain(grammar: Edition, input: &str) -> Result<Tree<'_>, SyntaxError> {
    explain_with(grammar, input, url::Options::default())
}

/// [`explain()`] with [`url::Options`] (see [`parse_with`]).
///
/// # Errors
///
/// As [`explain()`].
///
/// ```
/// use urispec::{explain_with, url::Options, Edition};
/// let opts = Options { case_insensitive_scheme: true };
/// let tree = explain_with(Edition::UrlDraft03, "HTTP://h/", opts)?;
/// assert!(tree.to_string().contains("httpaddress"));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub fn explain_with(
    grammar: Edition,
    input: &str,
    options: url::Options,
) -> Result<Tree<'_>, SyntaxError> {
    use grammar::{rfc2396 as g2396, walk::GenericWalk};
    if input.len() > explain::MAX_INPUT {
        return Err(SyntaxError::too_long_to_explain(
            grammar,
            input,
            explain::MAX_INPUT,
        ));
    }
    match grammar.family() {
        Family::Generic(g) => {
            crate::grammar::with_parser!(GenericGrammar: g, G => explain::tree::<G>(G::ENTRY, input))
        }
        Family::Url(g) => url::explain(g, input, options),
        Family::Rfc2396 => {
            // The error gets the notes `rfc2396::parse` adds (`http:` needs a path).
            explain::tree::<g2396::Parser>(g2396::Rule::URI_reference_eoi, input)
                .map_err(|e| rfc2396::note(input, e))
        }
        Family::Rfc1808 => {
            explain::tree::<grammar::rfc1808::Parser>(grammar::rfc1808::Rule::URL_eoi, input)
        }
        Family::Rfc3986 => explain::tree::<grammar::rfc3986::Parser>(
            grammar::rfc3986::Rule::URI_reference_eoi,
            input,
        ),
    }
}
