//! URLs built from local, decoded parts with the conventional encoding
//! (RFC 1630, "Encoding reserved characters": "the conventional URI encoding
//! method is used for mapping WAIS, FTP, Prospero and Gopher addresses"):
//! each builder writes one edition's production, and a part the production
//! cannot hold is an error, never a different URL. What is built is parsed
//! back and compared with the parts before it is returned.

use std::borrow::Cow;

use crate::edition::{Edition, UrlGrammar};
use crate::escape::{search_from_words, Set};
use crate::syntax::url::shared::{Path, Search};
use crate::syntax::url::{GopherAddress, Url};

mod ftp;
mod http;
mod news;
mod prospero;

pub use ftp::FtpParts;
pub use http::{HttpParts, WaisParts, WaisTarget};
pub use news::NewsParts;
pub use prospero::ProsperoParts;

/// Why a builder cannot write a URL from the parts.
///
/// ```
/// use urispec::{url::{build::{BuildError, HttpParts}, HttpAddress}, UrlGrammar};
/// let parts = HttpParts { host: "a b", port: None, path: None, search: None };
/// assert!(matches!(HttpAddress::build(UrlGrammar::Rfc1630Url, &parts), Err(BuildError::Host { .. })));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BuildError {
    /// The edition has no production for this form of the scheme.
    #[error("{grammar} has no `{production}` to build")]
    NoProduction {
        /// The edition asked.
        grammar: UrlGrammar,
        /// The production the builder writes.
        production: &'static str,
    },
    /// The host is no `hostname` or `hostnumber` of the edition (a host is
    /// never escaped).
    #[error("{grammar}: {host:?} is no `host` (`hostname | hostnumber`)")]
    Host {
        /// The edition.
        grammar: UrlGrammar,
        /// The host given.
        host: String,
    },
    /// The host holds a character that the grammar's `hostname` admits
    /// (RFC 1630's `xalpha` does `@` and `:`) but that every later reader
    /// takes as a delimiter of the authority (RFC 1738 §3.1
    /// `//<user>:<password>@<host>:<port>/`, RFC 3986 §3.2): written
    /// unescaped, as a host always is, it would name another host
    /// (`http://evil.example@a` has the host `a`).
    #[error("{grammar}: the host {host:?} holds {delimiter:?}, which later readers (RFC 1738 §3.1, RFC 3986 §3.2) take as a delimiter of the authority, so the URL would name another host")]
    HostHazard {
        /// The edition.
        grammar: UrlGrammar,
        /// The host given.
        host: String,
        /// The first delimiter in it.
        delimiter: char,
    },
    /// A part the production that holds it cannot hold, escaped or not (a
    /// `user` outside `alphanum2`, a void `segment` before the last, an
    /// `ftptype` that is none of `A E I L`, a `version` that is not digits).
    #[error("{grammar}: `{production}` cannot hold {part}")]
    Part {
        /// The edition.
        grammar: UrlGrammar,
        /// The production the part would be written as.
        production: &'static str,
        /// The part given, its octets as Rust writes a byte string.
        part: String,
    },
    /// A selector needs a type before it (`[ / gtype [ gcommand ] ]`).
    #[error("a `gcommand` needs a `gtype` before it (`gtype [ gcommand ]`)")]
    SelectorWithoutType,
    /// The URL written does not read back as the parts (a defect of the
    /// builder, reported rather than hidden).
    #[error("{grammar}: {url:?} does not read back as the parts given")]
    Mismatch {
        /// The edition.
        grammar: UrlGrammar,
        /// What was written.
        url: String,
    },
}

/// The parts of a Gopher URL, decoded: `gopheraddress  g o p h e r : / /
/// hostport [ / gtype [ gcommand ] ]` (RFC 1630, "BNF for specific URL
/// schemes", p.25; draft-ietf-uri-url-03 the same).
///
/// ```
/// use urispec::{url::{build::GopherParts, GopherAddress}, UrlGrammar};
/// let parts = GopherParts { host: "h", port: Some(7070), gtype: Some(b'0'), selector: b"a/b" };
/// assert_eq!(GopherAddress::build(UrlGrammar::UrlDraft03, &parts)?, "gopher://h:7070/0a/b");
/// # Ok::<(), urispec::url::build::BuildError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GopherParts<'p> {
    /// The host name or number, as it is written (never escaped).
    pub host: &'p str,
    /// The port, when not left to the default.
    pub port: Option<u16>,
    /// The Gopher type character (any octet; escaped when `gtype` cannot hold it).
    pub gtype: Option<u8>,
    /// The selector string, any octets (TAB and CR LF included), sent to the
    /// server as they are.
    pub selector: &'p [u8],
}

impl GopherAddress<'_> {
    /// Write a Gopher URL of `grammar`'s `gopheraddress` from decoded parts:
    /// the type with the set of `gtype`, the selector with the set of
    /// `segment` between the slashes it holds (every slash escaped as `%2F`
    /// when a segment would be empty, which `path` cannot hold).
    ///
    /// # Errors
    ///
    /// [`BuildError::NoProduction`] for url-draft-02 (its gopher URL has a
    /// `selector` and `search`, not built here), [`BuildError::HostHazard`], [`BuildError::Host`],
    /// [`BuildError::SelectorWithoutType`].
    pub fn build(grammar: UrlGrammar, parts: &GopherParts<'_>) -> Result<String, BuildError> {
        if grammar == UrlGrammar::UrlDraft02 {
            return Err(BuildError::NoProduction {
                grammar,
                production: "gopheraddress",
            });
        }
        let g = Edition::from(grammar);
        let mut url = format!("gopher://{}", hostport(grammar, parts.host, parts.port)?);
        match parts.gtype {
            Some(t) => {
                url.push('/');
                url.push_str(&Set::of(g, "gtype").unwrap_or_default().encode(&[t]));
            }
            None if parts.selector.is_empty() => {}
            None => return Err(BuildError::SelectorWithoutType),
        }
        url.push_str(&selector_path(g, parts.selector));
        finish(grammar, url, |url| {
            matches!(url, Url::Gopher(a)
                if same_hostport(a.hostport(), parts.host, parts.port)
                    && a.gtype().map(|t| t.decode().first().copied()) == parts.gtype.map(Some)
                    && a.gcommand().map_or(Vec::new(), |c| c.decode().into_owned()) == parts.selector)
        })
    }
}

/// `bytes` as a `path` of segments (`segment ( / segment )* [ / ]`): the
/// slashes kept where no segment is empty but the last, every other octet
/// outside `segment`'s set escaped.
fn selector_path(grammar: Edition, bytes: &[u8]) -> String {
    let segment = Set::of(grammar, "segment").unwrap_or_default();
    let pieces: Vec<&[u8]> = bytes.split(|&b| b == b'/').collect();
    let keep_slashes = match pieces.split_last() {
        Some((_, rest)) => rest.iter().all(|p| !p.is_empty()),
        None => true,
    };
    if keep_slashes {
        let encoded: Vec<_> = pieces.iter().map(|p| segment.encode(p)).collect();
        encoded.join("/")
    } else {
        segment
            .difference(Set::from_bytes(b"/"))
            .encode(bytes)
            .into_owned()
    }
}

/// `url` when it reads back under `grammar` as `same` says, else
/// [`BuildError::Mismatch`].
fn finish(
    grammar: UrlGrammar,
    url: String,
    same: impl FnOnce(Url<'_>) -> bool,
) -> Result<String, BuildError> {
    if read(grammar, &url).is_some_and(same) {
        Ok(url)
    } else {
        Err(BuildError::Mismatch { grammar, url })
    }
}

/// The URL `url` reads as under `grammar`.
fn read(grammar: UrlGrammar, url: &str) -> Option<Url<'_>> {
    crate::syntax::url::parse(grammar, url)
        .ok()
        .map(|p| p.url())
}

/// [`BuildError::Part`] for `part`.
fn part_error(grammar: UrlGrammar, production: &'static str, part: &[u8]) -> BuildError {
    BuildError::Part {
        grammar,
        production,
        part: format!("b\"{}\"", part.escape_ascii()),
    }
}

/// [`BuildError::Part`] for a list of octet strings (segments, words).
fn parts_error(grammar: UrlGrammar, production: &'static str, parts: &[&[u8]]) -> BuildError {
    let list: Vec<String> = parts
        .iter()
        .map(|p| format!("b\"{}\"", p.escape_ascii()))
        .collect();
    BuildError::Part {
        grammar,
        production,
        part: format!("[{}]", list.join(", ")),
    }
}

/// `hostport  host [ : port ]`: the host is never escaped, so it must read
/// as a whole `host` of the grammar (tried in an `httpaddress`, which every
/// URL edition has).
fn hostport(grammar: UrlGrammar, host: &str, port: Option<u16>) -> Result<String, BuildError> {
    no_delimiter(grammar, host)?;
    let probe = format!("http://{host}");
    if !matches!(read(grammar, &probe), Some(Url::Http(a)) if same_hostport(a.hostport(), host, None))
    {
        return Err(BuildError::Host {
            grammar,
            host: host.to_owned(),
        });
    }
    Ok(match port {
        Some(port) => format!("{host}:{port}"),
        None => host.to_owned(),
    })
}

/// The characters a reader after RFC 1630 takes as ending or splitting a
/// host in an authority: `@` (userinfo), `:` (port), `/ ? #` (path, query,
/// fragment), `[ ]` (RFC 3986 §3.2.2 IP literals) and `\` (read as `/` by
/// the WHATWG URL Standard's special schemes).
const HOST_DELIMITERS: &[u8] = b"@:/?#[]\\";

/// [`BuildError::HostHazard`] when `host` holds one of [`HOST_DELIMITERS`].
fn no_delimiter(grammar: UrlGrammar, host: &str) -> Result<(), BuildError> {
    // The delimiters are ASCII, so a byte of them is a whole character.
    match host.bytes().find(|b| HOST_DELIMITERS.contains(b)) {
        Some(delimiter) => Err(BuildError::HostHazard {
            grammar,
            host: host.to_owned(),
            delimiter: char::from(delimiter),
        }),
        None => Ok(()),
    }
}

/// Whether a `hostport` read back is `host` and `port`.
fn same_hostport(read: crate::syntax::url::Hostport<'_>, host: &str, port: Option<u16>) -> bool {
    read.host().as_str() == host
        && match (read.port(), port) {
            (None, None) => true,
            (Some(p), Some(port)) => p.number() == Some(port),
            _ => false,
        }
}

/// `path  void | segment [ / path ]` from decoded segments, each encoded with
/// the set of `segment` (url-draft-02: `xpalpha`), so a `/` in a segment is
/// `%2F`; the path must read back as the same segments (the void path is one
/// void segment, `[b""]`; RFC 1630's and draft-03's `segment` is never void
/// but the last), else [`BuildError::Part`].
fn path(grammar: UrlGrammar, segments: &[&[u8]]) -> Result<String, BuildError> {
    let g = Edition::from(grammar);
    let set = Set::of(g, "segment")
        .or_else(|_| Set::of(g, "xpalpha"))
        .unwrap_or_default();
    let encoded: Vec<Cow<'_, str>> = segments.iter().map(|s| set.encode(s)).collect();
    let path = encoded.join("/");
    let probe = format!("http://h/{path}");
    if matches!(read(grammar, &probe), Some(Url::Http(a)) if a.path().is_some_and(|p| same_segments(p, segments)))
    {
        Ok(path)
    } else {
        Err(parts_error(grammar, "path", segments))
    }
}

/// Whether a path read back has the decoded `segments`.
fn same_segments(read: Path<'_>, segments: &[&[u8]]) -> bool {
    read.decoded_segments()
        .eq(segments.iter().map(|s| Cow::Borrowed(*s)))
}

/// A `search` of the grammar from decoded words ([`search_from_words`]).
fn search(grammar: UrlGrammar, words: &[&[u8]]) -> Result<String, BuildError> {
    search_from_words(Edition::from(grammar), words.iter().copied())
        .map_err(|_| parts_error(grammar, "search", words))
}

/// Whether a search read back has the decoded `words`.
fn same_words(read: Option<Search<'_>>, words: Option<&[&[u8]]>) -> bool {
    match (read, words) {
        (None, None) => true,
        (Some(read), Some(words)) => read
            .words()
            .map(crate::escape::decode)
            .eq(words.iter().map(|w| Cow::Borrowed(*w))),
        _ => false,
    }
}

/// The encoded `xalphas` (never void) of `bytes` with `set`, or
/// [`BuildError::Part`].
fn xalphas(
    grammar: UrlGrammar,
    production: &'static str,
    set: Set,
    bytes: &[u8],
) -> Result<String, BuildError> {
    if bytes.is_empty() {
        return Err(part_error(grammar, production, bytes));
    }
    Ok(set.encode(bytes).into_owned())
}

/// The set of `xalpha` of `grammar`, without `except`.
fn xalpha(grammar: UrlGrammar, except: &[u8]) -> Set {
    Set::of(Edition::from(grammar), "xalpha")
        .unwrap_or_default()
        .difference(Set::from_bytes(except))
}
