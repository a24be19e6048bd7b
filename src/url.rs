//! Specific URL schemes: RFC 1630's "BNF for specific URL schemes"
//! (`rfc1630-url`), the October 1993 URL Internet Draft (`url-draft-02`) and
//! draft-ietf-uri-url-03 (`url-draft-03`), one typed, zero-copy struct per
//! address production.
//!
//! ```text
//! prefixedurl  u r l : url
//! url          httpaddress | ftpaddress | newsaddress | nntpaddress | prosperoaddress
//!              | telnetaddress | gopheraddress | waisaddress | mailtoaddress
//!              | midaddress | cidaddress
//! ```
//!
//! [`parse`] takes the edition; [`rfc1630_url`], [`url_draft_02`] and
//! [`url_draft_03`] have one entry point each, plus [`Options`] for
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
//! use urispec::url::{self, Url};
//! use urispec::UrlGrammar;
//!
//! let parsed = url::parse(UrlGrammar::Rfc1630Url, "gopher://spinaltap.micro.umn.edu/00/Weather")?;
//! let Url::Gopher(g) = parsed.url() else { unreachable!() };
//! assert_eq!(g.gtype().unwrap().as_str(), "0");
//! assert_eq!(g.gcommand().unwrap().as_str(), "0/Weather");
//! assert_eq!(g.effective_port(), Some(70));
//! assert_eq!(parsed.to_string(), "gopher://spinaltap.micro.umn.edu/00/Weather");
//! # Ok::<(), urispec::Error>(())
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

use std::borrow::Cow;
use std::fmt;
use std::ops::Range;
use std::str::FromStr;

use pest::iterators::Pairs;

use crate::error::SyntaxError;

use crate::generic::{self, Fragmentaddress};
use crate::grammar::fill::Span;
use crate::grammar::{self, Meaning, PestGrammar};
use crate::spec::{Spec, UrlGrammar};

/// `as_str` and a byte-for-byte `Display` for an address struct with a `raw` field.
macro_rules! address_text {
    ($ty:ident) => {
        impl<'a> $ty<'a> {
            /// The raw text of the address, as in the input.
            pub fn as_str(&self) -> &'a str {
                self.raw
            }
        }

        impl std::fmt::Display for $ty<'_> {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.raw)
            }
        }
    };
}

mod afs;
mod cid;
mod file;
mod ftp;
mod gopher;
mod http;
mod mailto;
mod mid;
mod news;
mod nntp;
mod prospero;
mod shared;
mod telnet;
mod wais;

pub use afs::AfsAddress;
pub use cid::CidAddress;
pub use file::FileAddress;
pub use ftp::{FtpAddress, Ftptype};
pub use gopher::GopherAddress;
pub use http::HttpAddress;
pub use mailto::MailtoAddress;
pub use mid::MidAddress;
pub use news::{Article, Groupart, NewsAddress};
pub use nntp::NntpAddress;
pub use prospero::ProsperoAddress;
pub use shared::{Host, Hostnumber, Hostport, Login, Path, Port, Search, Text};
pub use telnet::TelnetAddress;
pub use wais::{WaisAddress, WaisKind};

/// How to parse: RFC 1630 and the drafts spell scheme names in lower case and
/// say nothing about case, so by default `HTTP://` is no `httpaddress`.
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

/// The address production a URL matched: its spec name is the JSON `kind`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Kind {
    /// `httpaddress`
    Httpaddress,
    /// `ftpaddress`
    Ftpaddress,
    /// `fileaddress` (built on `ftpaddress` from the prose)
    Fileaddress,
    /// `afsaddress` (only through its own entry point)
    Afsaddress,
    /// `newsaddress`
    Newsaddress,
    /// `nntpaddress`
    Nntpaddress,
    /// `midaddress`
    Midaddress,
    /// `cidaddress`
    Cidaddress,
    /// `mailtoaddress`
    Mailtoaddress,
    /// `waisindex`
    Waisindex,
    /// `waisdoc`
    Waisdoc,
    /// `prosperolink`
    Prosperolink,
    /// `telnetaddress`
    Telnetaddress,
    /// `rloginaddress` (built on `telnetaddress` from the prose)
    Rloginaddress,
    /// `tn3270address` (built on `telnetaddress` from the prose)
    Tn3270address,
    /// `gopheraddress`
    Gopheraddress,
    /// `generic`: a scheme no production names.
    Generic,
}

impl Kind {
    /// The production name.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Httpaddress => "httpaddress",
            Kind::Ftpaddress => "ftpaddress",
            Kind::Fileaddress => "fileaddress",
            Kind::Afsaddress => "afsaddress",
            Kind::Newsaddress => "newsaddress",
            Kind::Nntpaddress => "nntpaddress",
            Kind::Midaddress => "midaddress",
            Kind::Cidaddress => "cidaddress",
            Kind::Mailtoaddress => "mailtoaddress",
            Kind::Waisindex => "waisindex",
            Kind::Waisdoc => "waisdoc",
            Kind::Prosperolink => "prosperolink",
            Kind::Telnetaddress => "telnetaddress",
            Kind::Rloginaddress => "rloginaddress",
            Kind::Tn3270address => "tn3270address",
            Kind::Gopheraddress => "gopheraddress",
            Kind::Generic => "generic",
        }
    }

    fn from_production(name: &str) -> Option<Kind> {
        Some(match name {
            "httpaddress" => Kind::Httpaddress,
            "ftpaddress" => Kind::Ftpaddress,
            "fileaddress" => Kind::Fileaddress,
            "afsaddress" => Kind::Afsaddress,
            "newsaddress" => Kind::Newsaddress,
            "nntpaddress" => Kind::Nntpaddress,
            "midaddress" => Kind::Midaddress,
            "cidaddress" => Kind::Cidaddress,
            "mailtoaddress" => Kind::Mailtoaddress,
            "waisindex" => Kind::Waisindex,
            "waisdoc" => Kind::Waisdoc,
            "prosperolink" => Kind::Prosperolink,
            "telnetaddress" => Kind::Telnetaddress,
            "rloginaddress" => Kind::Rloginaddress,
            "tn3270address" => Kind::Tn3270address,
            "gopheraddress" => Kind::Gopheraddress,
            "generic" => Kind::Generic,
            _ => return None,
        })
    }
}

/// The parts the walker records, by production.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Field {
    Prefix,
    Address,
    Scheme,
    Login,
    Hostport,
    User,
    Password,
    Host,
    Hostname,
    Hostnumber,
    Port,
    Path,
    Search,
    Ftptype,
    Gtype,
    Gcommand,
    Selector,
    Database,
    Wtype,
    Wpath,
    Digits,
    Hsoname,
    Version,
    Attributes,
    Groupart,
    Group,
    Article,
    Cellname,
    AddrSpec,
    ContentIdentifier,
    Fragmentid,
}

const FIELDS: usize = Field::Fragmentid as usize + 1;

/// Byte ranges of the parts of one URL in its input: all a parser hands over
/// to build the typed structs.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Spans {
    grammar: UrlGrammar,
    /// The edition whose generic grammar read a [`Kind::Generic`] URL.
    generic_spec: Spec,
    kind: Kind,
    fields: [Option<Range<usize>>; FIELDS],
}

impl Spans {
    fn new(grammar: UrlGrammar, kind: Kind) -> Self {
        Spans {
            grammar,
            generic_spec: grammar.into(),
            kind,
            fields: std::array::from_fn(|_| None),
        }
    }

    pub(crate) fn get(&self, field: Field) -> Option<Range<usize>> {
        self.fields[field as usize].clone()
    }

    /// Set (or clear) a field's range.
    pub(crate) fn set(&mut self, field: Field, range: Option<Range<usize>>) {
        self.fields[field as usize] = range;
    }

    fn set_first(&mut self, field: Field, range: Range<usize>) {
        let slot = &mut self.fields[field as usize];
        if slot.is_none() {
            *slot = Some(range);
        }
    }
}

/// What the walker does with a production's pair.
enum Step {
    /// Record the span under a field; `true` to walk its children too.
    Record(Field, bool),
    /// An address production: the URL's kind.
    Address(Kind),
    /// A production that only groups others: walk its children.
    Descend,
    /// Read through its parent's text.
    Skip,
    /// Not named by [`step`]: a test keeps this from happening.
    Unknown,
}

/// What a production of the URL grammars means to the walker, by its spec
/// name (the pest rules are matched exhaustively in each grammar's
/// `meaning`).
fn step(name: &str) -> Step {
    if let Some(kind) = Kind::from_production(name) {
        return Step::Address(kind);
    }
    match name {
        "prefixedurl" => Step::Record(Field::Prefix, true),
        "fragmentaddress" | "uri" | "url" | "waisaddress" | "prosperoaddress" => Step::Descend,
        "scheme" => Step::Record(Field::Scheme, false),
        "login" => Step::Record(Field::Login, true),
        "hostport" => Step::Record(Field::Hostport, true),
        "user" => Step::Record(Field::User, false),
        "password" => Step::Record(Field::Password, false),
        "host" => Step::Record(Field::Host, true),
        "hostname" => Step::Record(Field::Hostname, false),
        "hostnumber" => Step::Record(Field::Hostnumber, false),
        "port" => Step::Record(Field::Port, false),
        "path" => Step::Record(Field::Path, false),
        "search" => Step::Record(Field::Search, false),
        "ftptype" => Step::Record(Field::Ftptype, false),
        "gtype" => Step::Record(Field::Gtype, false),
        "gcommand" => Step::Record(Field::Gcommand, false),
        "selector" => Step::Record(Field::Selector, false),
        "database" => Step::Record(Field::Database, false),
        "wtype" => Step::Record(Field::Wtype, false),
        "wpath" => Step::Record(Field::Wpath, false),
        "digits" => Step::Record(Field::Digits, false),
        "hsoname" => Step::Record(Field::Hsoname, false),
        "version" => Step::Record(Field::Version, false),
        "attributes" => Step::Record(Field::Attributes, false),
        "groupart" => Step::Record(Field::Groupart, true),
        "group" => Step::Record(Field::Group, false),
        "article" => Step::Record(Field::Article, true),
        "cellname" => Step::Record(Field::Cellname, true),
        "addr-spec" => Step::Record(Field::AddrSpec, false),
        "content-identifier" => Step::Record(Field::ContentIdentifier, false),
        "fragmentid" => Step::Record(Field::Fragmentid, false),
        // Character classes and the other leaves are read through their parents.
        "alpha" | "alphanum" | "alphanum2" | "alphanums" | "attribute" | "digit" | "escape"
        | "extra" | "formcode" | "hex" | "ialpha" | "national" | "punctuation" | "reserved"
        | "safe" | "segment" | "void" | "xalpha" | "xalphas" | "xpalpha" | "xpalphas" => Step::Skip,
        // A production this walker does not know: a grammar gained a rule.
        // `step_tests` fails until it is named above; the walk skips it.
        _ => Step::Unknown,
    }
}

/// Walk the pairs of a successful parse into [`Spans`], with an explicit
/// stack (the depth is the nesting of the grammar, never the input length).
fn walk<G: PestGrammar>(grammar: UrlGrammar, pairs: Pairs<'_, G::Rule>) -> Spans {
    let mut spans = Spans::new(grammar, Kind::Generic);
    let mut stack = vec![pairs];
    while let Some(top) = stack.last_mut() {
        let Some(pair) = top.next() else {
            stack.pop();
            continue;
        };
        let production = match G::meaning(pair.as_rule()) {
            Meaning::Production(p) => p,
            Meaning::EndOfInput | Meaning::Hidden => continue,
        };
        let span = pair.as_span();
        let range = span.start()..span.end();
        match step(production.name) {
            Step::Record(field, descend) => {
                if field == Field::Prefix {
                    // `u r l :`: the first four bytes of `prefixedurl`.
                    spans.set_first(field, range.start..range.start + 4);
                } else {
                    spans.set_first(field, range);
                }
                if descend {
                    stack.push(pair.into_inner());
                }
            }
            Step::Address(kind) => {
                spans.kind = kind;
                spans.set_first(Field::Address, range);
                stack.push(pair.into_inner());
            }
            Step::Descend => stack.push(pair.into_inner()),
            Step::Skip | Step::Unknown => {}
        }
    }
    spans
}

/// Schemes a production names in `grammar` (anything else is generic).
fn named_scheme(grammar: UrlGrammar, scheme: &str) -> bool {
    const COMMON: &[&str] = &[
        "http", "ftp", "afs", "news", "nntp", "mid", "cid", "mailto", "wais", "prospero", "telnet",
        "rlogin", "tn3270", "gopher",
    ];
    match grammar {
        UrlGrammar::Rfc1630Url => COMMON.contains(&scheme) || scheme == "file",
        UrlGrammar::UrlDraft03 => COMMON.contains(&scheme),
        // url-draft-02 reads unknown schemes with its own `generic` production.
        UrlGrammar::UrlDraft02 => false,
    }
}

/// The `scheme` text of `input` (before the first `:`), when it is an `ialpha`.
fn scheme_text(input: &str) -> Option<&str> {
    let end = input.find(':')?;
    let scheme = &input[..end];
    let mut chars = scheme.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic())
        .then_some(scheme)
}

/// `input` with the scheme name (after any `URL:` preprefix) folded to lower
/// case; byte offsets are unchanged (ASCII folding keeps lengths).
fn fold_scheme(input: &str) -> Cow<'_, str> {
    let start = if has_prefix(input) { 4 } else { 0 };
    let Some(colon) = input[start..].find(':') else {
        return Cow::Borrowed(input);
    };
    let scheme = &input[start..start + colon];
    if !scheme.bytes().any(|b| b.is_ascii_uppercase()) {
        return Cow::Borrowed(input);
    }
    let mut owned = String::with_capacity(input.len());
    owned.push_str(&input[..start]);
    owned.push_str(&scheme.to_ascii_lowercase());
    owned.push_str(&input[start + colon..]);
    Cow::Owned(owned)
}

/// Whether `input` starts with the `URL:` preprefix, in any case. Compares
/// bytes: the fourth byte may sit inside a multi-byte character.
fn has_prefix(input: &str) -> bool {
    input
        .as_bytes()
        .get(..4)
        .is_some_and(|p| p.eq_ignore_ascii_case(b"url:"))
}

/// Parse with grammar `G` (the pest parser of `url_grammar`) from `entry` and
/// walk the result.
fn run<G: PestGrammar>(
    url_grammar: UrlGrammar,
    entry: G::Rule,
    input: &str,
) -> Result<Spans, SyntaxError> {
    let pairs = grammar::parse::<G>(entry, input)?;
    let mut spans = walk::<G>(url_grammar, pairs);
    if spans.kind == Kind::Prosperolink {
        // The split of `hsoname` the grammar cannot make in linear time.
        prospero::separate(input, &mut spans);
    }
    Ok(spans)
}

/// The spans of `input` under the URL grammar `url_grammar`.
fn spans(url_grammar: UrlGrammar, input: &str, options: Options) -> Result<Spans, SyntaxError> {
    use crate::grammar::{rfc1630_url as g1630, url_draft_02 as g02, url_draft_03 as g03};
    let folded = if options.case_insensitive_scheme {
        fold_scheme(input)
    } else {
        Cow::Borrowed(input)
    };
    let text: &str = &folded;
    let g = url_grammar;
    let result = match g {
        UrlGrammar::Rfc1630Url => run::<g1630::Parser>(g, g1630::Rule::url_eoi, text),
        UrlGrammar::UrlDraft02 => {
            return run::<g02::Parser>(g, g02::Rule::fragmentaddress_eoi, text)
        }
        UrlGrammar::UrlDraft03 => run::<g03::Parser>(g, g03::Rule::url_eoi, text),
    };
    match result {
        Ok(spans) => Ok(spans),
        Err(error) => match generic_fallback(g, text) {
            Some(Ok(fa)) => {
                let g = fa.spans();
                let mut spans = Spans::new(url_grammar, Kind::Generic);
                spans.generic_spec = fa.spec();
                spans.fields[Field::Address as usize] = Some(0..fa.uri().as_str().len());
                spans.fields[Field::Scheme as usize] = Some(g.scheme.range());
                spans.fields[Field::Path as usize] = Some(g.path.range());
                spans.fields[Field::Search as usize] = g.search.map(Span::range);
                spans.fields[Field::Fragmentid as usize] = g.fragmentid.map(Span::range);
                Ok(spans)
            }
            // A scheme no production names: the generic grammar's verdict.
            Some(Err(generic_error)) => Err(generic_error),
            None => Err(error),
        },
    }
}

/// RFC 1630's generic reading of a URI whose scheme no production of
/// `url_grammar` names (`None` when a production names it, or there is no
/// scheme).
fn generic_fallback(
    url_grammar: UrlGrammar,
    text: &str,
) -> Option<Result<Fragmentaddress<'_>, SyntaxError>> {
    if has_prefix(text) {
        return None;
    }
    let scheme = scheme_text(text)?;
    if named_scheme(url_grammar, scheme) {
        return None;
    }
    Some(crate::rfc1630::parse(text))
}

/// Parse `input` as a URL under `grammar` (`rfc1630-url`, `url-draft-02` or
/// `url-draft-03`), scheme names case-sensitive.
///
/// # Errors
///
/// A [`SyntaxError`] naming the edition's productions.
///
/// ```
/// use urispec::url::{parse, Url};
/// use urispec::UrlGrammar;
/// let parsed = parse(UrlGrammar::UrlDraft03, "URL:ftp://anonymous:me@ftp.is.co.za/rfc/rfc1808.txt;type=I")?;
/// assert!(parsed.prefixed());
/// let Url::Ftp(ftp) = parsed.url() else { unreachable!() };
/// assert_eq!(ftp.login().user().unwrap().as_str(), "anonymous");
/// assert_eq!(ftp.ftptype().unwrap().as_str(), "I");
/// # Ok::<(), urispec::Error>(())
/// ```
pub fn parse(grammar: UrlGrammar, input: &str) -> Result<ParsedUrl<'_>, SyntaxError> {
    parse_with(grammar, input, Options::default())
}

/// [`parse`] with [`Options`].
///
/// # Errors
///
/// As [`parse`].
pub fn parse_with(
    grammar: UrlGrammar,
    input: &str,
    options: Options,
) -> Result<ParsedUrl<'_>, SyntaxError> {
    let spans = spans(grammar, input, options)?;
    Ok(ParsedUrl::from_spans(input, &spans, options))
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
    use crate::grammar::{rfc1630_url as g1630, url_draft_02 as g02, url_draft_03 as g03};
    let g = grammar;
    let spans = match g {
        UrlGrammar::Rfc1630Url => run::<g1630::Parser>(g, g1630::Rule::afsaddress_eoi, input)?,
        UrlGrammar::UrlDraft02 => run::<g02::Parser>(g, g02::Rule::afsaddress_eoi, input)?,
        UrlGrammar::UrlDraft03 => run::<g03::Parser>(g, g03::Rule::afsaddress_eoi, input)?,
    };
    Ok(AfsAddress::from_spans(input, &spans))
}

/// The parse tree of `input` under the URL grammar `grammar` (RFC 1630's
/// generic tree for a scheme no production names).
pub(crate) fn explain(grammar: UrlGrammar, input: &str) -> Result<crate::Tree<'_>, SyntaxError> {
    use crate::grammar::{
        rfc1630 as generic1630, rfc1630_url as g1630, url_draft_02 as g02, url_draft_03 as g03,
    };
    let result = match grammar {
        UrlGrammar::Rfc1630Url => {
            crate::explain::tree::<g1630::Parser>(g1630::Rule::url_eoi, input)
        }
        UrlGrammar::UrlDraft02 => {
            return crate::explain::tree::<g02::Parser>(g02::Rule::fragmentaddress_eoi, input)
        }
        UrlGrammar::UrlDraft03 => crate::explain::tree::<g03::Parser>(g03::Rule::url_eoi, input),
    };
    match result {
        Ok(tree) => Ok(tree),
        Err(error) => match generic_fallback(grammar, input) {
            Some(_) => crate::explain::tree::<generic1630::Parser>(
                generic1630::Rule::fragmentaddress_eoi,
                input,
            ),
            None => Err(error),
        },
    }
}

/// One edition's entry points.
macro_rules! edition {
    ($module:ident, $spec:expr, $doc:literal) => {
        #[doc = $doc]
        pub mod $module {
            use super::{AfsAddress, Options, ParsedUrl};

            /// Parse a URL of this edition (see [`super::parse`]).
            ///
            /// # Errors
            ///
            /// A [`crate::SyntaxError`] naming the edition's productions.
            pub fn parse(input: &str) -> Result<ParsedUrl<'_>, crate::SyntaxError> {
                super::parse($spec, input)
            }

            /// Parse with [`Options`] (see [`super::parse_with`]).
            ///
            /// # Errors
            ///
            /// As [`parse`].
            pub fn parse_with(
                input: &str,
                options: Options,
            ) -> Result<ParsedUrl<'_>, crate::SyntaxError> {
                super::parse_with($spec, input, options)
            }

            /// Parse an `afsaddress` (see [`super::afsaddress`]).
            ///
            /// # Errors
            ///
            /// As [`parse`].
            pub fn afsaddress(input: &str) -> Result<AfsAddress<'_>, crate::SyntaxError> {
                super::afsaddress($spec, input)
            }
        }
    };
}

edition!(
    rfc1630_url,
    crate::UrlGrammar::Rfc1630Url,
    "RFC 1630, \"BNF for specific URL schemes\" (pp. 23-27): `grammar/rfc1630-url.pest`."
);
edition!(
    url_draft_02,
    crate::UrlGrammar::UrlDraft02,
    "The October 1993 URL Internet Draft, \"BNF syntax\": `grammar/url-draft-02.pest`."
);
edition!(
    url_draft_03,
    crate::UrlGrammar::UrlDraft03,
    "draft-ietf-uri-url-03 (21 March 1994), \"BNF for specific URL schemes\": `grammar/url-draft-03.pest`."
);

/// A URL of one of the three editions: one typed struct per address
/// production, or the generic syntax for a scheme no production names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Url<'a> {
    /// `httpaddress`
    Http(HttpAddress<'a>),
    /// `ftpaddress`
    Ftp(FtpAddress<'a>),
    /// `gopheraddress`
    Gopher(GopherAddress<'a>),
    /// `newsaddress`
    News(NewsAddress<'a>),
    /// `nntpaddress`
    Nntp(NntpAddress<'a>),
    /// `waisaddress` (`waisindex` or `waisdoc`)
    Wais(WaisAddress<'a>),
    /// `prosperoaddress`
    Prospero(ProsperoAddress<'a>),
    /// `telnetaddress`, `rloginaddress`, `tn3270address`
    Telnet(TelnetAddress<'a>),
    /// `mailtoaddress`
    Mailto(MailtoAddress<'a>),
    /// `midaddress`
    Mid(MidAddress<'a>),
    /// `cidaddress`
    Cid(CidAddress<'a>),
    /// `fileaddress`
    File(FileAddress<'a>),
    /// `afsaddress` (only from [`afsaddress`])
    Afs(AfsAddress<'a>),
    /// A scheme no production names: the generic `scheme : path [ ? search ]`.
    Generic(Fragmentaddress<'a>),
}

impl<'a> Url<'a> {
    /// The raw text of the address (without `URL:` and `#fragment`).
    pub fn as_str(&self) -> &'a str {
        match self {
            Url::Http(a) => a.as_str(),
            Url::Ftp(a) => a.as_str(),
            Url::Gopher(a) => a.as_str(),
            Url::News(a) => a.as_str(),
            Url::Nntp(a) => a.as_str(),
            Url::Wais(a) => a.as_str(),
            Url::Prospero(a) => a.as_str(),
            Url::Telnet(a) => a.as_str(),
            Url::Mailto(a) => a.as_str(),
            Url::Mid(a) => a.as_str(),
            Url::Cid(a) => a.as_str(),
            Url::File(a) => a.as_str(),
            Url::Afs(a) => a.as_str(),
            Url::Generic(fa) => fa.uri().as_str(),
        }
    }

    /// The scheme name as written (before the first `:`).
    pub fn scheme(&self) -> &'a str {
        let raw = self.as_str();
        raw.split(':').next().unwrap_or(raw)
    }

    /// The default port of the scheme when the URL gives none, or the port it
    /// gives (see each struct's `effective_port`).
    pub fn effective_port(&self) -> Option<u16> {
        match self {
            Url::Http(a) => a.effective_port(),
            Url::Ftp(a) => a.effective_port(),
            Url::Gopher(a) => a.effective_port(),
            Url::Nntp(a) => a.effective_port(),
            Url::Wais(a) => a.effective_port(),
            Url::Prospero(a) => a.effective_port(),
            Url::Telnet(a) => a.effective_port(),
            Url::News(_)
            | Url::Mailto(_)
            | Url::Mid(_)
            | Url::Cid(_)
            | Url::File(_)
            | Url::Afs(_)
            | Url::Generic(_) => None,
        }
    }
}

impl fmt::Display for Url<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A whole input under a URL grammar: an optional `URL:` preprefix
/// (`prefixedurl  u r l : url`), the [`Url`], and an optional `# fragmentid`.
///
/// `Display` writes the input back byte for byte.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ParsedUrl<'a> {
    grammar: UrlGrammar,
    options: Options,
    input: &'a str,
    kind: Kind,
    prefix: Option<Text<'a>>,
    url: Url<'a>,
    fragmentid: Option<Text<'a>>,
}

impl<'a> ParsedUrl<'a> {
    /// Build from the byte ranges a parser found in `input`.
    pub(crate) fn from_spans(input: &'a str, spans: &Spans, options: Options) -> Self {
        let url = match spans.kind {
            Kind::Httpaddress => Url::Http(HttpAddress::from_spans(input, spans)),
            Kind::Ftpaddress => Url::Ftp(FtpAddress::from_spans(input, spans)),
            Kind::Fileaddress => Url::File(FileAddress::from_spans(input, spans)),
            Kind::Afsaddress => Url::Afs(AfsAddress::from_spans(input, spans)),
            Kind::Newsaddress => Url::News(NewsAddress::from_spans(input, spans)),
            Kind::Nntpaddress => Url::Nntp(NntpAddress::from_spans(input, spans)),
            Kind::Midaddress => Url::Mid(MidAddress::from_spans(input, spans)),
            Kind::Cidaddress => Url::Cid(CidAddress::from_spans(input, spans)),
            Kind::Mailtoaddress => Url::Mailto(MailtoAddress::from_spans(input, spans)),
            Kind::Waisindex | Kind::Waisdoc => Url::Wais(WaisAddress::from_spans(input, spans)),
            Kind::Prosperolink => Url::Prospero(ProsperoAddress::from_spans(input, spans)),
            Kind::Telnetaddress | Kind::Rloginaddress | Kind::Tn3270address => {
                Url::Telnet(TelnetAddress::from_spans(input, spans))
            }
            Kind::Gopheraddress => Url::Gopher(GopherAddress::from_spans(input, spans)),
            Kind::Generic => {
                let span = |field| spans.get(field).map(Span::from);
                let g = generic::Spans {
                    scheme: span(Field::Scheme).unwrap_or_default(),
                    path: span(Field::Path).unwrap_or_default(),
                    search: span(Field::Search),
                    fragmentid: span(Field::Fragmentid),
                };
                Url::Generic(Fragmentaddress::from_spans(spans.generic_spec, input, &g))
            }
        };
        ParsedUrl {
            grammar: spans.grammar,
            options,
            input,
            kind: spans.kind,
            prefix: shared::text(input, spans.get(Field::Prefix)),
            url,
            fragmentid: shared::text(input, spans.get(Field::Fragmentid)),
        }
    }

    /// The edition whose grammar accepted the input.
    pub fn spec(&self) -> Spec {
        self.grammar.into()
    }

    /// The URL grammar that accepted the input.
    pub fn grammar(&self) -> UrlGrammar {
        self.grammar
    }

    /// The whole input.
    pub fn as_str(&self) -> &'a str {
        self.input
    }

    /// The leaf production matched (`gopheraddress`, `waisdoc`, `generic`, ...).
    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// The typed address.
    pub fn url(&self) -> Url<'a> {
        self.url
    }

    /// Whether the input starts with the `URL:` preprefix (`prefixedurl`).
    pub fn prefixed(&self) -> bool {
        self.prefix.is_some()
    }

    /// The preprefix as written (`URL:`, `url:`), if any.
    pub fn prefix(&self) -> Option<Text<'a>> {
        self.prefix
    }

    /// The `fragmentid` after `#`: `None` without `#`, a void one for a final `#`.
    pub fn fragmentid(&self) -> Option<Text<'a>> {
        self.fragmentid
    }

    /// An owned copy.
    pub fn into_owned(self) -> UrlBuf {
        let text = self.input.to_owned();
        // The same input under the same grammar and options gives the same
        // spans: the parse succeeded a moment ago.
        let spans = spans(self.grammar, &text, self.options)
            .unwrap_or_else(|_| unreachable!("an input the grammar accepted is accepted again"));
        UrlBuf {
            text,
            spans,
            options: self.options,
        }
    }
}

impl fmt::Display for ParsedUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.input)
    }
}

/// An owned [`ParsedUrl`]: the text and where its parts lie.
///
/// `FromStr` parses under `rfc1630-url` (the published edition); use
/// [`UrlBuf::parse_with`] for the drafts.
///
/// ```
/// use urispec::url::UrlBuf;
/// let owned: UrlBuf = "news:comp.infosystems.www".parse()?;
/// assert_eq!(owned.borrow().kind().name(), "newsaddress");
/// assert_eq!(owned.to_string(), "news:comp.infosystems.www");
/// # Ok::<(), urispec::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct UrlBuf {
    text: String,
    spans: Spans,
    options: Options,
}

impl UrlBuf {
    /// Parse under the URL grammar `grammar` with `options`.
    ///
    /// # Errors
    ///
    /// As [`parse`].
    pub fn parse_with(
        grammar: UrlGrammar,
        text: &str,
        options: Options,
    ) -> Result<Self, SyntaxError> {
        let spans = spans(grammar, text, options)?;
        Ok(UrlBuf {
            text: text.to_owned(),
            spans,
            options,
        })
    }

    /// The borrowed view.
    pub fn borrow(&self) -> ParsedUrl<'_> {
        ParsedUrl::from_spans(&self.text, &self.spans, self.options)
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        &self.text
    }
}

impl FromStr for UrlBuf {
    type Err = SyntaxError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        UrlBuf::parse_with(UrlGrammar::Rfc1630Url, s, Options::default())
    }
}

impl fmt::Display for UrlBuf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

#[cfg(test)]
mod step_tests {
    use super::*;
    use crate::grammar::{rfc1630_url, url_draft_02, url_draft_03};

    /// The productions of `G` that [`step`] does not name.
    fn unknown<G: PestGrammar>() -> Vec<&'static str> {
        G::all_rules()
            .iter()
            .filter_map(|&r| match G::meaning(r) {
                Meaning::Production(p) => Some(p.name),
                Meaning::EndOfInput | Meaning::Hidden => None,
            })
            .filter(|name| matches!(step(name), Step::Unknown))
            .collect()
    }

    /// Every production of the three URL grammars has a decided step, so a
    /// new rule cannot be skipped silently by the walker.
    #[test]
    fn every_production_has_a_step() {
        assert_eq!(unknown::<rfc1630_url::Parser>(), Vec::<&str>::new());
        assert_eq!(unknown::<url_draft_02::Parser>(), Vec::<&str>::new());
        assert_eq!(unknown::<url_draft_03::Parser>(), Vec::<&str>::new());
    }
}
