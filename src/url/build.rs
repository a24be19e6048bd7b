//! URLs built from local, decoded parts with the conventional encoding
//! (RFC 1630, "Encoding reserved characters": "the conventional URI encoding
//! method is used for mapping WAIS, FTP, Prospero and Gopher addresses"):
//! each builder writes one edition's production, and a part the production
//! cannot hold is an error, never a different URL. What is built is parsed
//! back and compared with the parts before it is returned.

use crate::escape::Set;
use crate::url::{GopherAddress, Url};
use crate::{Grammar, UrlGrammar};

/// Why a builder cannot write a URL from the parts.
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
    /// `selector` and `search`, not built here), [`BuildError::Host`],
    /// [`BuildError::SelectorWithoutType`].
    ///
    /// ```
    /// use urispec::{url::{build::GopherParts, GopherAddress}, UrlGrammar};
    /// let parts = GopherParts { host: "gopher.micro.umn.edu", port: None, gtype: Some(b'7'), selector: b"search\tcats dogs" };
    /// let url = GopherAddress::build(UrlGrammar::Rfc1630Url, &parts)?;
    /// assert_eq!(url, "gopher://gopher.micro.umn.edu/7search%09cats%20dogs");
    /// # Ok::<(), urispec::url::build::BuildError>(())
    /// ```
    pub fn build(grammar: UrlGrammar, parts: &GopherParts<'_>) -> Result<String, BuildError> {
        if grammar == UrlGrammar::UrlDraft02 {
            return Err(BuildError::NoProduction {
                grammar,
                production: "gopheraddress",
            });
        }
        let g = Grammar::from(grammar);
        let mut url = format!("gopher://{}", parts.host);
        if let Some(port) = parts.port {
            url.push_str(&format!(":{port}"));
        }
        match parts.gtype {
            Some(t) => {
                url.push('/');
                url.push_str(&Set::of(g, "gtype").unwrap_or_default().encode(&[t]));
            }
            None if parts.selector.is_empty() => {}
            None => return Err(BuildError::SelectorWithoutType),
        }
        url.push_str(&path(g, parts.selector));
        check_host(grammar, parts.host, &url)?;
        let read = crate::url::parse(grammar, &url).ok().map(|p| p.url());
        let same = matches!(read, Some(Url::Gopher(a))
            if a.hostport().host().as_str() == parts.host
                && a.hostport().port().and_then(|p| p.number()) == parts.port
                && a.gtype().map(|t| t.decode().first().copied()) == parts.gtype.map(Some)
                && a.gcommand().map_or(Vec::new(), |c| c.decode().into_owned()) == parts.selector);
        if same {
            Ok(url)
        } else {
            Err(BuildError::Mismatch { grammar, url })
        }
    }
}

/// `bytes` as a `path` of segments (`segment ( / segment )* [ / ]`): the
/// slashes kept where no segment is empty but the last, every other octet
/// outside `segment`'s set escaped.
fn path(grammar: Grammar, bytes: &[u8]) -> String {
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

/// Whether `url` starts with `host` as its whole `host`: the host, which is
/// never escaped, must be one of the grammar's.
fn check_host(grammar: UrlGrammar, host: &str, url: &str) -> Result<(), BuildError> {
    let probe = url
        .split_once("://")
        .map_or(String::new(), |(scheme, _)| format!("{scheme}://{host}"));
    let host_ok = matches!(
        crate::url::parse(grammar, &probe).map(|p| p.url()),
        Ok(Url::Gopher(a)) if a.hostport().as_str() == host
    ) || matches!(
        crate::url::parse(grammar, &probe).map(|p| p.url()),
        Ok(Url::Http(a)) if a.hostport().as_str() == host
    );
    if host_ok {
        Ok(())
    } else {
        Err(BuildError::Host {
            grammar,
            host: host.to_owned(),
        })
    }
}
