//! Values a URL may leave out, each with the document it is taken from
//! ([`Defaulted`]): an edition's own prose where it gives one, a later
//! document (RFC 1738, a protocol RFC) marked as such, or nothing.

use std::fmt;

use crate::edition::{Edition, UrlGrammar};

use super::Kind;
pub(crate) use crate::grammar::walk::VoidGopher;
use crate::grammar::walk::{UrlDefaults, UrlWalk};

/// Where a default is taken from: the edition that read the URL, in its
/// own prose, or another document, which for every default but rlogin's
/// port is RFC 1738, later than the editions before it (rlogin's port is
/// RFC 1282's, "BSD Rlogin", of 1991: no URL document gives it).
///
/// ```
/// use urispec::url::{self, Document, Source};
/// use urispec::{Edition, UrlGrammar};
/// let p = url::parse(UrlGrammar::UrlDraft03, "ftp://h/f")?;
/// let source = p.default_port().unwrap().source;
/// assert!(source.is_later());
/// assert_eq!(source.document(), Document::Edition(Edition::Rfc1738));
/// assert_eq!(source.to_string(), "RFC 1738 §3.2 \"FTP\" (RFC 959)");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Source {
    /// The edition that read the URL gives it, at this place.
    Edition(Citation),
    /// The edition says nothing; another document does, at this place:
    /// RFC 1738 (December 1994) for the editions before it, or the
    /// protocol's own RFC where no URL document gives the value.
    Later(Citation),
}

impl Source {
    /// The place the value is taken from.
    pub const fn citation(self) -> Citation {
        match self {
            Source::Edition(c) | Source::Later(c) => c,
        }
    }

    /// The document the value is taken from.
    pub const fn document(self) -> Document {
        self.citation().document
    }

    /// Whether the value comes from another document than the edition that
    /// read the URL ([`Source::Later`]: RFC 1738, later than the editions
    /// before it, or a protocol's own RFC).
    pub const fn is_later(self) -> bool {
        matches!(self, Source::Later(_))
    }
}

impl fmt::Display for Source {
    /// The citation: `RFC 1630, "HTTP"`, `RFC 1738 §3.4.1 "Gopher URL
    /// syntax" (RFC 1436)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.citation().fmt(f)
    }
}

/// A document a default is taken from.
///
/// ```
/// use urispec::url::Document;
/// use urispec::Edition;
/// assert_eq!(Document::Edition(Edition::Rfc1630Url).to_string(), "RFC 1630");
/// assert_eq!(Document::Rfc(1282).to_string(), "RFC 1282");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Document {
    /// One of the editions urispec reads.
    Edition(Edition),
    /// Another RFC, by number (RFC 1282, "BSD Rlogin", for rlogin's port).
    Rfc(u16),
}

impl fmt::Display for Document {
    /// An edition as [`Edition::cited_as`] names it (`RFC 1630`,
    /// `draft-ietf-uri-url-02`), another RFC by number (`RFC 1282`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Document::Edition(e) => f.write_str(e.cited_as()),
            Document::Rfc(number) => write!(f, "RFC {number}"),
        }
    }
}

/// A place in a document: the document, its section, and the protocol's own
/// RFC where the document takes the value from one.
///
/// ```
/// use urispec::url::{self, Document};
/// use urispec::UrlGrammar;
/// let p = url::parse(UrlGrammar::Rfc1738, "gopher://h/")?;
/// let place = p.default_port().unwrap().source.citation();
/// assert_eq!((place.section, place.after), ("§3.4.1 \"Gopher URL syntax\"", Some(1436)));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Citation {
    /// The document.
    pub document: Document,
    /// The section, by number where the document numbers them
    /// (`§3.3 "HTTP"`), else by title (`"HTTP"`).
    pub section: &'static str,
    /// The number of the protocol's RFC the document takes the value from
    /// (RFC 959 for FTP's port 21), if it names one.
    pub after: Option<u16>,
}

impl fmt::Display for Citation {
    /// `RFC 1738 §3.2 "FTP" (RFC 959)`, `RFC 1630, "HTTP"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.section.starts_with('§') {
            " "
        } else {
            ", "
        };
        write!(f, "{}{sep}{}", self.document, self.section)?;
        match self.after {
            Some(rfc) => write!(f, " (RFC {rfc})"),
            None => Ok(()),
        }
    }
}

/// A citation of `edition`'s `section`.
const fn at(edition: Edition, section: &'static str) -> Citation {
    Citation {
        document: Document::Edition(edition),
        section,
        after: None,
    }
}

/// A citation of RFC 1738's `section`, which takes the value from RFC `after`.
const fn rfc1738(section: &'static str, after: Option<u16>) -> Citation {
    Citation {
        document: Document::Edition(Edition::Rfc1738),
        section,
        after,
    }
}

/// A default value with its [`Source`].
///
/// ```
/// use urispec::{url, UrlGrammar};
/// let p = url::parse(UrlGrammar::Rfc1630Url, "telnet://h")?;
/// assert_eq!(p.default_port().unwrap().value, 23);
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Defaulted<T> {
    /// The value used when the URL leaves the part out.
    pub value: T,
    /// Where it is taken from.
    pub source: Source,
}

/// The default port of the address production `kind` read under `grammar`.
/// Only RFC 1630's "HTTP" names one ("A URL for a server on a different port
/// to 80 looks like"); the others are RFC 1738's §3 (December 1994), which
/// gives every scheme's port, taken from the protocol's own RFC.
pub(crate) fn port(kind: Kind, grammar: UrlGrammar) -> Option<Defaulted<u16>> {
    let said = said(grammar);
    let (value, source) = match kind {
        Kind::Httpaddress => match said.http_port {
            Some(section) => (80, Source::Edition(at(grammar.edition(), section))),
            None => (80, Source::Later(rfc1738("§3.3 \"HTTP\"", None))),
        },
        Kind::Ftpaddress => (21, Source::Later(rfc1738("§3.2 \"FTP\"", Some(959)))),
        Kind::Gopheraddress => (
            70,
            Source::Later(rfc1738("§3.4.1 \"Gopher URL syntax\"", Some(1436))),
        ),
        Kind::Nntpaddress => (119, Source::Later(rfc1738("§3.7 \"NNTP\"", Some(977)))),
        Kind::Waisindex | Kind::Waisdatabase | Kind::Waisdoc => {
            (210, Source::Later(rfc1738("§3.9 \"WAIS\"", None)))
        }
        Kind::Prosperolink => (1525, Source::Later(rfc1738("§3.11 \"PROSPERO\"", None))),
        Kind::Telnetaddress | Kind::Tn3270address => {
            (23, Source::Later(rfc1738("§3.8 \"TELNET\"", Some(854))))
        }
        Kind::Rloginaddress => (
            513,
            Source::Later(Citation {
                document: Document::Rfc(1282),
                section: "\"BSD Rlogin\"",
                after: None,
            }),
        ),
        Kind::Fileaddress
        | Kind::Afsaddress
        | Kind::Newsaddress
        | Kind::Midaddress
        | Kind::Cidaddress
        | Kind::Mailtoaddress
        | Kind::Generic
        | Kind::Otherurl => return None,
    };
    Some(Defaulted {
        value,
        source: own(grammar, source),
    })
}

/// What `grammar`'s document says of the values a URL may leave out: the
/// `DEFAULTS` its walker table (`UrlWalk`) gives.
fn said(grammar: UrlGrammar) -> UrlDefaults {
    crate::grammar::with_parser!(UrlGrammar: grammar, G => <G as UrlWalk>::DEFAULTS)
}

/// `source`, as `grammar` reads it: a later document's citation is the
/// edition's own when the later document is the edition (RFC 1738 §3 gives
/// its ports itself).
fn own(grammar: UrlGrammar, source: Source) -> Source {
    match source {
        Source::Later(c) if c.document == Document::Edition(grammar.edition()) => {
            Source::Edition(c)
        }
        source => source,
    }
}

/// What of a `gopheraddress` writing out only the default type `grammar`'s
/// normal form leaves out (the comparison's).
pub(crate) fn void_gopher(grammar: UrlGrammar) -> VoidGopher {
    said(grammar).void_gopher
}

/// The gopher type assumed when it is omitted: RFC 1630's ("If the encoded
/// command string ... would be void then the gopher type character may be
/// omiited and "1" ... is assumed", "Gopher"); neither URL draft says, and
/// RFC 1738 §3.4.1 later wrote the same default.
pub(crate) fn gtype(grammar: UrlGrammar) -> Defaulted<u8> {
    let source = match said(grammar).gopher_type {
        Some(section) => Source::Edition(at(grammar.edition(), section)),
        None => Source::Later(rfc1738("§3.4.1 \"Gopher URL syntax\"", None)),
    };
    Defaulted {
        value: b'1',
        source: own(grammar, source),
    }
}

/// The FTP user when none is given: every edition's "FTP" prose ("The
/// default, however, if no user or password is supplied, will be to use that
/// convention, viz. that the user name is "anonymous"").
pub(crate) fn ftp_user(grammar: UrlGrammar) -> Defaulted<&'static str> {
    Defaulted {
        value: "anonymous",
        source: Source::Edition(at(grammar.edition(), said(grammar).ftp_user)),
    }
}
