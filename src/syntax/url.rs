//! Specific URL schemes: RFC 1630's "BNF for specific URL schemes"
//! (`rfc1630-url`), the October 1993 URL Internet Draft (`url-draft-02`),
//! draft-ietf-uri-url-03 (`url-draft-03`) and RFC 1738's §5 (`rfc1738`), one
//! typed, zero-copy struct per address production.
//!
//! ```text
//! prefixedurl  u r l : url
//! url          httpaddress | ftpaddress | newsaddress | nntpaddress | prosperoaddress
//!              | telnetaddress | gopheraddress | waisaddress | mailtoaddress
//!              | midaddress | cidaddress
//! ```
//!
//! [`parse`] takes the edition; [`rfc1630_url`], [`url_draft_02`],
//! [`url_draft_03`] and [`rfc1738`] have one entry point each, plus [`Options`] for
//! case-insensitive scheme names and an explicit `afsaddress` entry point
//! (`afsaddress` is no `url`: "left in as historical note").
//!
//! A URI whose scheme no production names (`x-` schemes, the reserved `urn:`)
//! is returned as [`Url::Generic`]: under `url-draft-02` by the draft's own
//! `generic` production, under `rfc1630-url` and `url-draft-03` by RFC 1630's
//! generic grammar (the draft has none of its own).
//!
//! Every struct borrows the input; its `Display` writes its text back byte for
//! byte; accessors that read the prose (default ports, the anonymous FTP user,
//! the gopher type `1`, ...) never alter the raw text.
//!
//! # Examples
//!
//! ```
//! use urispec::url;
//! use urispec::UrlGrammar;
//!
//! let parsed = url::parse(UrlGrammar::Rfc1630Url, "gopher://spinaltap.micro.umn.edu/00/Weather")?;
//! let g = parsed.url().as_gopher().ok_or("a gopher URL")?;
//! assert_eq!(g.gtype().unwrap().as_str(), "0");
//! assert_eq!(g.gcommand().unwrap().as_str(), "0/Weather");
//! assert_eq!(g.effective_port(), Some(70));
//! assert_eq!(parsed.to_string(), "gopher://spinaltap.micro.umn.edu/00/Weather");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Beside the `url` crate
//!
//! The module keeps the documents' own name for what it parses (`url`, as in
//! RFC 1630's `prefixedurl  u r l : url`), so `use urispec::url;` hides the
//! [`url`](https://docs.rs/url) crate's name in that file. Where both are
//! used, import this module under another name and reach the crate by its
//! absolute path `::url`:
//!
//! ```
//! use urispec::url as early_url;
//! use urispec::{UriLike, UrlGrammar};
//!
//! let early = early_url::parse(UrlGrammar::UrlDraft03, "http://www.w3.org:8080/a")?;
//! let modern = ::url::Url::parse(&early.to_string())?;
//! assert_eq!(early.port_number(), Ok(Some(8080)));
//! assert_eq!(modern.port(), Some(8080));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Differences from the specification
//!
//! Each is tagged `DEVIATION` at its rule in `grammar/rfc1630-url.pest`,
//! `grammar/url-draft-02.pest` and `grammar/url-draft-03.pest`:
//!
//! - the `URL:` preprefix is matched case-insensitively, as the prose writes it;
//! - the FTP type is a `;type=` suffix (the prose) with an optional formcode (RFC 959);
//! - `nntp://hostport/group/digits` is accepted beside `nntp:group/digits`;
//! - a `# fragmentid` may follow any URL;
//! - `file`, `rlogin` and `tn3270` have productions built on `ftpaddress` and `telnetaddress`;
//! - the ambiguous splits (`+` in `safe` against the search separator, `@` in
//!   `xalphas` for mailto and news articles, `%00` in prospero's `hsoname`)
//!   are resolved by the prose without rejecting a string the BNF accepts.

use crate::edition::UrlGrammar;
use crate::error::SyntaxError;

pub use crate::grammar::walk::Kind;

mod access;
mod afs;
pub mod build;
mod cid;
mod default;
pub(crate) use default::{void_gopher, VoidGopher};
mod file;
mod ftp;
mod gopher;
mod http;
mod mailto;
mod mid;
mod news;
mod nntp;
mod other;
mod parsed;
mod parts;
pub mod production;
mod prospero;
mod read;
pub(crate) mod record;
mod shared;
mod telnet;
mod wais;

pub use afs::AfsAddress;
pub use cid::CidAddress;
pub use default::{Citation, Defaulted, Document, Source};
pub use file::FileAddress;
pub use ftp::{FtpAddress, Ftptype};
pub use gopher::GopherAddress;
pub use http::HttpAddress;
pub use mailto::MailtoAddress;
pub use mid::MidAddress;
pub use news::{Article, Groupart, NewsAddress};
pub use nntp::NntpAddress;
pub use other::OtherUrl;
pub use parsed::{ParsedUrl, Url, UrlBuf};
pub use parts::Parts;
pub use prospero::ProsperoAddress;
pub use shared::{Host, Hostnumber, Hostport, Login, Path, Port, Search, Text};
pub use telnet::TelnetAddress;
pub use wais::{WaisAddress, WaisKind};

/// How to parse: RFC 1630 and the drafts spell scheme names letter by letter
/// in lower case ("Single letters stand for single letters") and say nothing
/// else about case, so by default `HTTP://` is no `httpaddress`, under every
/// production: `HTTP://host/x` and `HTTP://host:80/x` are both rejected by
/// `rfc1630-url` and `url-draft-03` (whose readings of unnamed schemes,
/// `generic` and `otherurl`, do not take a named scheme in another case),
/// and both `generic` under `url-draft-02`. Matching scheme names regardless
/// of case is the reader's choice, which RFC 1738 later recommended; on the
/// command line, `--scheme-case insensitive`.
///
/// ```
/// use urispec::url::{parse_with, Options, Url};
/// use urispec::UrlGrammar;
/// let opts = Options { case_insensitive_scheme: true };
/// let parsed = parse_with(UrlGrammar::Rfc1630Url, "HTTP://info.cern.ch/", opts)?;
/// assert!(matches!(parsed.url(), Url::Http(_)));
/// assert_eq!(parsed.to_string(), "HTTP://info.cern.ch/");
/// # Ok::<(), urispec::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Options {
    /// Match scheme names regardless of case, as RFC 1738 ("For resiliency,
    /// programs interpreting URLs should treat upper case letters as
    /// equivalent to lower case in scheme names") and RFC 2396 later did.
    pub case_insensitive_scheme: bool,
}

impl Options {
    /// The text the grammar reads: `input` with its scheme name (after any
    /// `URL:` preprefix) folded to lower case when asked; byte offsets are
    /// unchanged, and the views read the input as written.
    #[inline]
    fn fold(self, input: &str) -> std::borrow::Cow<'_, str> {
        if self.case_insensitive_scheme {
            read::fold_scheme(input)
        } else {
            std::borrow::Cow::Borrowed(input)
        }
    }
}

/// How the URL grammars match scheme names, by name: the choice
/// [`Options::case_insensitive_scheme`] makes, as the front ends take it
/// (`--scheme-case`, Python's `scheme_case=`). `sensitive` (the default)
/// reads them as RFC 1630 and the drafts spell them, letter by letter in
/// lower case; `insensitive` as RFC 1738 later recommended ("programs
/// interpreting URLs should treat upper case letters as equivalent to lower
/// case in scheme names", RFC 1738 §2.1).
///
/// ```
/// use urispec::url::{Options, SchemeCase};
/// let case: SchemeCase = "insensitive".parse()?;
/// assert_eq!(Options::from(case), Options { case_insensitive_scheme: true });
/// assert_eq!(case.to_string(), "insensitive");
/// assert_eq!(SchemeCase::default(), SchemeCase::Sensitive);
/// let e = "upper".parse::<SchemeCase>().unwrap_err();
/// assert_eq!(e.to_string(), "unknown scheme case `upper` (known: sensitive, insensitive)");
/// # Ok::<(), urispec::url::UnknownSchemeCase>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum SchemeCase {
    /// As the grammar spells them (lower case).
    #[default]
    Sensitive,
    /// Regardless of case.
    Insensitive,
}

impl SchemeCase {
    /// Both choices, the default first.
    pub const ALL: [SchemeCase; 2] = [SchemeCase::Sensitive, SchemeCase::Insensitive];

    /// Its name: `sensitive` or `insensitive`.
    pub const fn name(self) -> &'static str {
        match self {
            SchemeCase::Sensitive => "sensitive",
            SchemeCase::Insensitive => "insensitive",
        }
    }
}

impl From<SchemeCase> for Options {
    fn from(case: SchemeCase) -> Self {
        Options {
            case_insensitive_scheme: case == SchemeCase::Insensitive,
        }
    }
}

impl std::fmt::Display for SchemeCase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The name given is neither `sensitive` nor `insensitive` (see
/// [`SchemeCase`]).
///
/// ```
/// let e = "lower".parse::<urispec::url::SchemeCase>().unwrap_err();
/// assert_eq!(e.0, "lower");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown scheme case `{0}` (known: sensitive, insensitive)")]
pub struct UnknownSchemeCase(pub String);

impl std::str::FromStr for SchemeCase {
    type Err = UnknownSchemeCase;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        SchemeCase::ALL
            .into_iter()
            .find(|c| c.name() == s)
            .ok_or_else(|| UnknownSchemeCase(s.to_owned()))
    }
}

/// Parse `input` as a URL under `grammar` (`rfc1630-url`, `url-draft-02`,
/// `url-draft-03` or `rfc1738`), scheme names case-sensitive.
///
/// # Errors
///
/// A [`SyntaxError`] naming the edition's productions.
///
/// ```
/// use urispec::url::parse;
/// use urispec::UrlGrammar;
/// let parsed = parse(UrlGrammar::UrlDraft03, "URL:ftp://anonymous:me@ftp.is.co.za/rfc/rfc1808.txt;type=I")?;
/// assert!(parsed.prefixed());
/// let ftp = parsed.url().as_ftp().ok_or("a ftp URL")?;
/// assert_eq!(ftp.login().user().unwrap().as_str(), "anonymous");
/// assert_eq!(ftp.ftptype().unwrap().as_str(), "I");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[inline]
pub fn parse(grammar: UrlGrammar, input: &str) -> Result<ParsedUrl<'_>, SyntaxError> {
    parse_with(grammar, input, Options::default())
}

/// [`parse`] with [`Options`].
///
/// # Errors
///
/// As [`parse`].
///
/// ```
/// use urispec::url::{parse_with, Options};
/// let opts = Options { case_insensitive_scheme: true };
/// let u = parse_with(urispec::UrlGrammar::Rfc1630Url, "HTTP://info.cern.ch/", opts)?;
/// assert_eq!(u.kind().name(), "httpaddress");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[inline]
pub fn parse_with(
    grammar: UrlGrammar,
    input: &str,
    options: Options,
) -> Result<ParsedUrl<'_>, SyntaxError> {
    super::filled(ParsedUrl::empty(grammar, input), |u| u.fill(options))
}

/// Parse `input` as an `afsaddress` of edition `spec`: the production the
/// documents keep out of `url` ("left in as historical note").
///
/// ```text
/// afsaddress  a f s : / / cellname / path
/// ```
///
/// # Errors
///
/// As [`parse`].
///
/// ```
/// let afs = urispec::url::afsaddress(urispec::UrlGrammar::Rfc1630Url, "afs://cern.ch/usr/timbl")?;
/// assert_eq!(afs.cellname().as_str(), "cern.ch");
/// assert!(urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, "afs://cern.ch/usr/timbl").is_err());
/// # Ok::<(), urispec::Error>(())
/// ```
pub fn afsaddress(grammar: UrlGrammar, input: &str) -> Result<AfsAddress<'_>, SyntaxError> {
    let record = read::afsaddress(grammar, input)?;
    Ok(AfsAddress::from_record(input, &record))
}

/// The parse tree of `input` under the URL grammar `grammar`; a Prospero
/// `hsoname` is split as [`parse`] splits it (`version`, `attributes`).
pub(crate) fn explain(
    grammar: UrlGrammar,
    input: &str,
    options: Options,
) -> Result<crate::explain::Tree<'_>, SyntaxError> {
    use crate::grammar::walk::UrlWalk;
    // The parse first: its error names the schemes the edition knows.
    let record = read::url(grammar, input, options)?;
    let text = options.fold(input);
    let tree = crate::grammar::with_parser!(UrlGrammar: grammar, G => crate::explain::tree::<G>(G::URL, &text))?;
    let mut tree = tree.over(input);
    if record.kind() == Kind::Prosperolink {
        prospero::explain(grammar, input, &record, tree.nodes_mut());
    }
    Ok(tree)
}

// The entry points of each edition of [`UrlGrammar::ALL`], a module each
// (`urispec::url::url_draft_03`).

/// RFC 1630, "BNF for specific URL schemes": its entry points.
pub mod rfc1630_url {
    use super::{AfsAddress, Options, ParsedUrl};
    use crate::edition::UrlGrammar;

    /// Parse a URL of this edition (see [`super::parse`]).
    ///
    /// # Errors
    ///
    /// A [`crate::error::SyntaxError`] naming the edition's productions.
    ///
    /// ```
    /// let u = urispec::url::rfc1630_url::parse("http://info.cern.ch/hypertext/")?;
    /// assert_eq!(u.kind().name(), "httpaddress");
    /// assert_eq!(u.to_string(), "http://info.cern.ch/hypertext/");
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub fn parse(input: &str) -> Result<ParsedUrl<'_>, crate::error::SyntaxError> {
        super::parse(UrlGrammar::Rfc1630Url, input)
    }

    /// [`super::parse_with`] under this edition: the same as
    /// `url::parse_with(UrlGrammar::Rfc1630Url, input, options)`, which it forwards to.
    ///
    /// # Errors
    ///
    /// As [`parse`].
    #[deprecated(note = "use `url::parse_with(UrlGrammar::Rfc1630Url, input, options)`")]
    pub fn parse_with(
        input: &str,
        options: Options,
    ) -> Result<ParsedUrl<'_>, crate::error::SyntaxError> {
        super::parse_with(UrlGrammar::Rfc1630Url, input, options)
    }

    /// [`super::afsaddress`] under this edition: the same as
    /// `url::afsaddress(UrlGrammar::Rfc1630Url, input)`, which it forwards to.
    ///
    /// # Errors
    ///
    /// As [`parse`].
    #[deprecated(note = "use `url::afsaddress(UrlGrammar::Rfc1630Url, input)`")]
    pub fn afsaddress(input: &str) -> Result<AfsAddress<'_>, crate::error::SyntaxError> {
        super::afsaddress(UrlGrammar::Rfc1630Url, input)
    }
}

/// "Uniform Resource Locators", Internet Draft, "BNF syntax" (October 1993): its entry points.
pub mod url_draft_02 {
    use super::{AfsAddress, Options, ParsedUrl};
    use crate::edition::UrlGrammar;

    /// Parse a URL of this edition (see [`super::parse`]).
    ///
    /// # Errors
    ///
    /// A [`crate::error::SyntaxError`] naming the edition's productions.
    ///
    /// ```
    /// let u = urispec::url::url_draft_02::parse("http://info.cern.ch/hypertext/")?;
    /// assert_eq!(u.kind().name(), "httpaddress");
    /// assert_eq!(u.to_string(), "http://info.cern.ch/hypertext/");
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub fn parse(input: &str) -> Result<ParsedUrl<'_>, crate::error::SyntaxError> {
        super::parse(UrlGrammar::UrlDraft02, input)
    }

    /// [`super::parse_with`] under this edition: the same as
    /// `url::parse_with(UrlGrammar::UrlDraft02, input, options)`, which it forwards to.
    ///
    /// # Errors
    ///
    /// As [`parse`].
    #[deprecated(note = "use `url::parse_with(UrlGrammar::UrlDraft02, input, options)`")]
    pub fn parse_with(
        input: &str,
        options: Options,
    ) -> Result<ParsedUrl<'_>, crate::error::SyntaxError> {
        super::parse_with(UrlGrammar::UrlDraft02, input, options)
    }

    /// [`super::afsaddress`] under this edition: the same as
    /// `url::afsaddress(UrlGrammar::UrlDraft02, input)`, which it forwards to.
    ///
    /// # Errors
    ///
    /// As [`parse`].
    #[deprecated(note = "use `url::afsaddress(UrlGrammar::UrlDraft02, input)`")]
    pub fn afsaddress(input: &str) -> Result<AfsAddress<'_>, crate::error::SyntaxError> {
        super::afsaddress(UrlGrammar::UrlDraft02, input)
    }

    /// Check a partial form, as resolution reads a reference without a
    /// scheme: `path [ ? search ] [ # fragmentid ]`, the entry rule
    /// `partial_eoi` of `grammar/url-draft-02.pest` (the draft's "Partial
    /// (relative) form" prose, which its BNF gives no production).
    pub(crate) fn check_partial(input: &str) -> Result<(), crate::error::SyntaxError> {
        use crate::grammar::url_draft_02::{Parser, Rule};
        crate::grammar::check::<Parser>(Rule::partial_eoi, input)
    }
}

/// draft-ietf-uri-url-03, "BNF for specific URL schemes" (March 1994): its entry points.
pub mod url_draft_03 {
    use super::{AfsAddress, Options, ParsedUrl};
    use crate::edition::UrlGrammar;

    /// Parse a URL of this edition (see [`super::parse`]).
    ///
    /// # Errors
    ///
    /// A [`crate::error::SyntaxError`] naming the edition's productions.
    ///
    /// ```
    /// let u = urispec::url::url_draft_03::parse("http://info.cern.ch/hypertext/")?;
    /// assert_eq!(u.kind().name(), "httpaddress");
    /// assert_eq!(u.to_string(), "http://info.cern.ch/hypertext/");
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub fn parse(input: &str) -> Result<ParsedUrl<'_>, crate::error::SyntaxError> {
        super::parse(UrlGrammar::UrlDraft03, input)
    }

    /// [`super::parse_with`] under this edition: the same as
    /// `url::parse_with(UrlGrammar::UrlDraft03, input, options)`, which it forwards to.
    ///
    /// # Errors
    ///
    /// As [`parse`].
    #[deprecated(note = "use `url::parse_with(UrlGrammar::UrlDraft03, input, options)`")]
    pub fn parse_with(
        input: &str,
        options: Options,
    ) -> Result<ParsedUrl<'_>, crate::error::SyntaxError> {
        super::parse_with(UrlGrammar::UrlDraft03, input, options)
    }

    /// [`super::afsaddress`] under this edition: the same as
    /// `url::afsaddress(UrlGrammar::UrlDraft03, input)`, which it forwards to.
    ///
    /// # Errors
    ///
    /// As [`parse`].
    #[deprecated(note = "use `url::afsaddress(UrlGrammar::UrlDraft03, input)`")]
    pub fn afsaddress(input: &str) -> Result<AfsAddress<'_>, crate::error::SyntaxError> {
        super::afsaddress(UrlGrammar::UrlDraft03, input)
    }
}

/// RFC 1738, §5 "BNF for specific URL schemes": its entry points.
pub mod rfc1738 {
    use super::{AfsAddress, Options, ParsedUrl};
    use crate::edition::UrlGrammar;

    /// Parse a URL of this edition (see [`super::parse`]).
    ///
    /// # Errors
    ///
    /// A [`crate::error::SyntaxError`] naming the edition's productions.
    ///
    /// ```
    /// let u = urispec::url::rfc1738::parse("http://info.cern.ch/hypertext/")?;
    /// assert_eq!(u.kind().name(), "httpaddress");
    /// assert_eq!(u.to_string(), "http://info.cern.ch/hypertext/");
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub fn parse(input: &str) -> Result<ParsedUrl<'_>, crate::error::SyntaxError> {
        super::parse(UrlGrammar::Rfc1738, input)
    }

    /// [`super::parse_with`] under this edition: the same as
    /// `url::parse_with(UrlGrammar::Rfc1738, input, options)`, which it forwards to.
    ///
    /// # Errors
    ///
    /// As [`parse`].
    #[deprecated(note = "use `url::parse_with(UrlGrammar::Rfc1738, input, options)`")]
    pub fn parse_with(
        input: &str,
        options: Options,
    ) -> Result<ParsedUrl<'_>, crate::error::SyntaxError> {
        super::parse_with(UrlGrammar::Rfc1738, input, options)
    }

    /// [`super::afsaddress`] under this edition: the same as
    /// `url::afsaddress(UrlGrammar::Rfc1738, input)`, which it forwards to.
    ///
    /// # Errors
    ///
    /// As [`parse`].
    #[deprecated(note = "use `url::afsaddress(UrlGrammar::Rfc1738, input)`")]
    pub fn afsaddress(input: &str) -> Result<AfsAddress<'_>, crate::error::SyntaxError> {
        super::afsaddress(UrlGrammar::Rfc1738, input)
    }
}
