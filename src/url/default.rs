//! Values a URL may leave out, each with the document it is taken from
//! ([`Defaulted`]): an edition's own prose where it gives one, a later
//! document (RFC 1738, a protocol RFC) marked as such, or nothing.

use crate::spec::UrlGrammar;

use super::Kind;

/// Where a default is taken from.
///
/// ```
/// use urispec::{url::{self, Source}, UrlGrammar};
/// let p = url::parse(UrlGrammar::UrlDraft03, "ftp://h/f")?;
/// assert_eq!(p.default_port().unwrap().source, Source::Later("RFC 1738 §3.2 \"FTP\" (RFC 959)"));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Source {
    /// The edition that read the URL says so, in this document and section.
    Edition(&'static str),
    /// The edition says nothing; a later document does (named with its
    /// section).
    Later(&'static str),
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
    let (value, source) = match kind {
        Kind::Httpaddress => match grammar {
            UrlGrammar::Rfc1630Url => (80, Source::Edition("RFC 1630, \"HTTP\"")),
            UrlGrammar::UrlDraft02 | UrlGrammar::UrlDraft03 => {
                (80, Source::Later("RFC 1738 §3.3 \"HTTP\""))
            }
            UrlGrammar::Rfc1738 => (80, Source::Edition("RFC 1738 §3.3 \"HTTP\"")),
        },
        Kind::Ftpaddress => (21, Source::Later("RFC 1738 §3.2 \"FTP\" (RFC 959)")),
        Kind::Gopheraddress => (
            70,
            Source::Later("RFC 1738 §3.4.1 \"Gopher URL syntax\" (RFC 1436)"),
        ),
        Kind::Nntpaddress => (119, Source::Later("RFC 1738 §3.7 \"NNTP\" (RFC 977)")),
        Kind::Waisindex | Kind::Waisdatabase | Kind::Waisdoc => {
            (210, Source::Later("RFC 1738 §3.9 \"WAIS\""))
        }
        Kind::Prosperolink => (1525, Source::Later("RFC 1738 §3.11 \"PROSPERO\"")),
        Kind::Telnetaddress | Kind::Tn3270address => {
            (23, Source::Later("RFC 1738 §3.8 \"TELNET\" (RFC 854)"))
        }
        Kind::Rloginaddress => (513, Source::Later("RFC 1282 \"BSD Rlogin\"")),
        Kind::Fileaddress
        | Kind::Afsaddress
        | Kind::Newsaddress
        | Kind::Midaddress
        | Kind::Cidaddress
        | Kind::Mailtoaddress
        | Kind::Generic
        | Kind::Otherurl => return None,
    };
    // RFC 1738 §3 gives these ports itself.
    let source = match (grammar, source) {
        (UrlGrammar::Rfc1738, Source::Later(section)) => Source::Edition(section),
        (_, source) => source,
    };
    Some(Defaulted { value, source })
}

/// The gopher type assumed when it is omitted: RFC 1630's ("If the encoded
/// command string ... would be void then the gopher type character may be
/// omiited and "1" ... is assumed", "Gopher"); neither URL draft says, and
/// RFC 1738 §3.4.1 later wrote the same default.
pub(crate) fn gtype(grammar: UrlGrammar) -> Defaulted<u8> {
    let source = match grammar {
        UrlGrammar::Rfc1630Url => Source::Edition("RFC 1630, \"Gopher\""),
        UrlGrammar::UrlDraft02 | UrlGrammar::UrlDraft03 => {
            Source::Later("RFC 1738 §3.4.1 \"Gopher URL syntax\"")
        }
        UrlGrammar::Rfc1738 => Source::Edition("RFC 1738 §3.4.1 \"Gopher URL syntax\""),
    };
    Defaulted {
        value: b'1',
        source,
    }
}

/// The FTP user when none is given: every edition's "FTP" prose ("The
/// default, however, if no user or password is supplied, will be to use that
/// convention, viz. that the user name is "anonymous"").
pub(crate) fn ftp_user(grammar: UrlGrammar) -> Defaulted<&'static str> {
    let section = match grammar {
        UrlGrammar::Rfc1630Url => "RFC 1630, \"FTP\"",
        UrlGrammar::UrlDraft02 => "url-draft-02, \"FTP\"",
        UrlGrammar::UrlDraft03 => "draft-ietf-uri-url-03, \"FTP\", \"User name and password\"",
        UrlGrammar::Rfc1738 => "RFC 1738 §3.2.1 \"FTP Name and Password\"",
    };
    Defaulted {
        value: "anonymous",
        source: Source::Edition(section),
    }
}
