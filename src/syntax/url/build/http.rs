//! HTTP and WAIS URLs from decoded parts.

use std::borrow::Cow;

use super::{
    finish, hostport, part_error, path, same_hostport, same_segments, same_words, search, xalpha,
    xalphas, BuildError,
};
use crate::edition::{Edition, UrlGrammar};
use crate::escape::{decode, Set};
use crate::syntax::url::{HttpAddress, Url, WaisAddress};

/// The parts of an HTTP URL, decoded: `httpaddress  h t t p : / / hostport [
/// / path ] [ ? search ]` (RFC 1630, "BNF for specific URL schemes", p.24;
/// the URL drafts the same).
///
/// ```
/// use urispec::{url::{build::HttpParts, HttpAddress}, UrlGrammar};
/// let parts = HttpParts { host: "h", port: None, path: Some(&[b"a"]), search: None };
/// assert_eq!(HttpAddress::build(UrlGrammar::UrlDraft02, &parts)?, "http://h/a");
/// # Ok::<(), urispec::url::build::BuildError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HttpParts<'p> {
    /// The host name or number, as it is written (never escaped).
    pub host: &'p str,
    /// The port, when not left to the default.
    pub port: Option<u16>,
    /// The path segments after the `/`, any octets; `None`: no `/` at all.
    pub path: Option<&'p [&'p [u8]]>,
    /// The search words, any octets (a `+` in a word is written `%2B`).
    pub search: Option<&'p [&'p [u8]]>,
}

impl HttpAddress<'_> {
    /// Write an HTTP URL of `grammar`'s `httpaddress` from decoded parts:
    /// each segment with the set of `segment`, each search word with the set
    /// of `search` without `+`, the words joined by `+`.
    ///
    /// # Errors
    ///
    /// [`BuildError::HostHazard`], [`BuildError::Host`]; [`BuildError::Part`] for a path or search the
    /// production cannot hold (a void segment before the last, a void
    /// search).
    pub fn build(grammar: UrlGrammar, parts: &HttpParts<'_>) -> Result<String, BuildError> {
        let mut url = format!("http://{}", hostport(grammar, parts.host, parts.port)?);
        if let Some(segments) = parts.path {
            url.push('/');
            url.push_str(&path(grammar, segments)?);
        }
        if let Some(words) = parts.search {
            url.push('?');
            url.push_str(&search(grammar, words)?);
        }
        finish(grammar, url, |url| {
            matches!(url, Url::Http(a)
                if same_hostport(a.hostport(), parts.host, parts.port)
                    && match (a.path(), parts.path) {
                        (None, None) => true,
                        (Some(read), Some(segments)) => same_segments(read, segments),
                        _ => false,
                    }
                    && same_words(a.search(), parts.search))
        })
    }
}

/// The parts of a WAIS URL, decoded: `waisindex  w a i s : / / hostport /
/// database [ ? search ]` or `waisdoc  w a i s : / / hostport / database /
/// wtype / wpath` (RFC 1630, "BNF for specific URL schemes", p.24;
/// draft-ietf-uri-url-03 the same).
///
/// ```
/// use urispec::{url::{build::{WaisParts, WaisTarget}, WaisAddress}, UrlGrammar};
/// let parts = WaisParts { host: "h", port: None, database: b"db", target: WaisTarget::Index(Some(&[b"cats", b"dogs"])) };
/// assert_eq!(WaisAddress::build(UrlGrammar::Rfc1630Url, &parts)?, "wais://h/db?cats+dogs");
/// # Ok::<(), urispec::url::build::BuildError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WaisParts<'p> {
    /// The host name or number, as it is written (never escaped).
    pub host: &'p str,
    /// The port, when not left to the default.
    pub port: Option<u16>,
    /// The database name, any octets, never void (`database  xalphas`).
    pub database: &'p [u8],
    /// An index (with a search) or a document.
    pub target: WaisTarget<'p>,
}

/// What a WAIS URL names in its database.
///
/// ```
/// use urispec::{url::{build::{WaisParts, WaisTarget}, WaisAddress}, UrlGrammar};
/// let parts = WaisParts { host: "h", port: None, database: b"db", target: WaisTarget::Index(None) };
/// assert_eq!(WaisAddress::build(UrlGrammar::Rfc1630Url, &parts)?, "wais://h/db");
/// # Ok::<(), urispec::url::build::BuildError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WaisTarget<'p> {
    /// `waisindex`: the database, searched with the words when given.
    Index(Option<&'p [&'p [u8]]>),
    /// `waisdoc`: a document of type `wtype` (`xalphas`, never void) and
    /// its `wpath` fields, each an identifier number and its contents (any
    /// octets): "the digits before the equals sign, and the field contents
    /// follow, encoded in the conventional encoding, terminated by ";""
    /// (RFC 1630, "WAIS").
    Doc {
        /// The document type.
        wtype: &'p [u8],
        /// The fields, at least one.
        wpath: &'p [(u64, &'p [u8])],
    },
}

impl WaisAddress<'_> {
    /// Write a WAIS URL of `grammar`'s `waisaddress` from decoded parts: the
    /// database and type with the set of `xalpha`, each `wpath` field's
    /// contents with the set of `segment` (a `/` or `;` escaped).
    ///
    /// # Errors
    ///
    /// [`BuildError::HostHazard`], [`BuildError::Host`]; [`BuildError::Part`] for a void database, type,
    /// `wpath` or search; [`BuildError::NoProduction`] for a document under
    /// url-draft-02, whose `waisdoc` has `digits / path` in place of `wpath`.
    pub fn build(grammar: UrlGrammar, parts: &WaisParts<'_>) -> Result<String, BuildError> {
        let set = xalpha(grammar, b"");
        let mut url = format!(
            "wais://{}/{}",
            hostport(grammar, parts.host, parts.port)?,
            xalphas(grammar, "database", set, parts.database)?
        );
        match parts.target {
            WaisTarget::Index(None) => {}
            WaisTarget::Index(Some(words)) => {
                url.push('?');
                url.push_str(&search(grammar, words)?);
            }
            WaisTarget::Doc { wtype, wpath } => {
                if grammar == UrlGrammar::UrlDraft02 {
                    return Err(BuildError::NoProduction {
                        grammar,
                        production: "wpath",
                    });
                }
                if wpath.is_empty() {
                    return Err(part_error(grammar, "wpath", b""));
                }
                url.push('/');
                url.push_str(&xalphas(grammar, "wtype", set, wtype)?);
                url.push('/');
                let field = Set::of(Edition::from(grammar), "segment").unwrap_or_default();
                for (number, contents) in wpath {
                    url.push_str(&format!("{number}={};", field.encode(contents)));
                }
            }
        }
        finish(grammar, url, |url| {
            let Url::Wais(a) = url else { return false };
            let same_target = match parts.target {
                WaisTarget::Index(words) => a.wtype().is_none() && same_words(a.search(), words),
                WaisTarget::Doc { wtype, wpath } => {
                    a.wtype().is_some_and(|t| t.decode() == wtype)
                        && a.wpath_fields()
                            .map(|(n, c)| (n.parse::<u64>().ok(), decode(c)))
                            .eq(wpath.iter().map(|(n, c)| (Some(*n), Cow::Borrowed(*c))))
                }
            };
            same_hostport(a.hostport(), parts.host, parts.port)
                && a.database().decode() == parts.database
                && same_target
        })
    }
}
