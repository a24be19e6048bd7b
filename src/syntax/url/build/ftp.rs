//! FTP and file URLs from decoded parts.

use super::{finish, hostport, part_error, path, read, same_hostport, same_segments, BuildError};
use crate::edition::{Edition, UrlGrammar};
use crate::escape::Set;
use crate::syntax::url::{FileAddress, FtpAddress, Url};

/// The parts of an FTP URL, decoded: `ftpaddress  f t p : / / login / path [
/// ftptype ]` (RFC 1630, "BNF for specific URL schemes", p.24; the `;type=`
/// of its "FTP" prose; draft-ietf-uri-url-03 the same; draft-ietf-uri-url-02
/// without `ftptype`).
///
/// ```
/// use urispec::{url::{build::FtpParts, FtpAddress}, UrlGrammar};
/// let parts = FtpParts { host: "h", port: Some(2121), user: None, password: None, path: &[b"pub", b""], ftptype: None };
/// assert_eq!(FtpAddress::build(UrlGrammar::Rfc1630Url, &parts)?, "ftp://h:2121/pub/");
/// # Ok::<(), urispec::url::build::BuildError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FtpParts<'p> {
    /// The host name or number, as it is written (never escaped).
    pub host: &'p str,
    /// The port, when not left to the default.
    pub port: Option<u16>,
    /// The user (`login  [ user [ : password ] @ ] hostport`).
    pub user: Option<&'p [u8]>,
    /// The password, which needs a user.
    pub password: Option<&'p [u8]>,
    /// The path segments, any octets (a `/` in one is written `%2F`); the
    /// void path is one void segment.
    pub path: &'p [&'p [u8]],
    /// The `ftptype` after `;type=` (`A`, `AN`, `I`, `L8`, ...).
    pub ftptype: Option<&'p str>,
}

impl FtpAddress<'_> {
    /// Write an FTP URL of `grammar`'s `ftpaddress` from decoded parts: the
    /// user and password with the sets of `user` and `password` (RFC 1630's
    /// and draft-03's `alphanum2` has no escape, so a user outside it is an
    /// error there), the path segment by segment, `;type=` and the type.
    ///
    /// # Errors
    ///
    /// [`BuildError::HostHazard`], [`BuildError::Host`]; [`BuildError::Part`] for a user, password,
    /// path or `ftptype` the production cannot hold, or a password without
    /// a user; [`BuildError::NoProduction`] for an `ftptype` under
    /// url-draft-02, which has none.
    pub fn build(grammar: UrlGrammar, parts: &FtpParts<'_>) -> Result<String, BuildError> {
        let mut url = String::from("ftp://");
        match (parts.user, parts.password) {
            (None, None) => {}
            (None, Some(password)) => return Err(part_error(grammar, "login", password)),
            (Some(user), password) => {
                url.push_str(&login_part(grammar, "user", user)?);
                if let Some(password) = password {
                    url.push(':');
                    url.push_str(&login_part(grammar, "password", password)?);
                }
                url.push('@');
            }
        }
        url.push_str(&hostport(grammar, parts.host, parts.port)?);
        url.push('/');
        url.push_str(&path(grammar, parts.path)?);
        if let Some(t) = parts.ftptype {
            if grammar == UrlGrammar::UrlDraft02 {
                return Err(BuildError::NoProduction {
                    grammar,
                    production: "ftptype",
                });
            }
            let probe = format!("ftp://h/;type={t}");
            if !matches!(read(grammar, &probe), Some(Url::Ftp(a)) if a.ftptype().map(|f| f.as_str()) == Some(t))
            {
                return Err(part_error(grammar, "ftptype", t.as_bytes()));
            }
            url.push_str(";type=");
            url.push_str(t);
        }
        finish(grammar, url, |url| {
            let Url::Ftp(a) = url else { return false };
            let login = a.login();
            same_hostport(login.hostport(), parts.host, parts.port)
                && login.user().map(|u| u.decode().into_owned()) == parts.user.map(<[u8]>::to_vec)
                && login.password().map(|u| u.decode().into_owned())
                    == parts.password.map(<[u8]>::to_vec)
                && same_segments(a.path(), parts.path)
                && a.ftptype().map(|f| f.as_str()) == parts.ftptype
        })
    }
}

/// A `user` or `password` encoded with its production's set; it must read
/// back in a `login` (RFC 1630's `alphanum2` has no escape).
fn login_part(
    grammar: UrlGrammar,
    production: &'static str,
    bytes: &[u8],
) -> Result<String, BuildError> {
    // RFC 1738 §3.1's `user` and `password` admit `;?&=` unescaped, but
    // every reader after it ends the authority at `?` (RFC 3986 Appendix
    // B): the authority's delimiters are always escaped, so the URL keeps
    // the host it was given.
    let set = Set::of(Edition::from(grammar), production)
        .unwrap_or_default()
        .difference(Set::from_bytes(super::HOST_DELIMITERS));
    let encoded = set.encode(bytes).into_owned();
    let probe = if production == "user" {
        format!("ftp://{encoded}@h/")
    } else {
        format!("ftp://u:{encoded}@h/")
    };
    let read_back = read(grammar, &probe).and_then(|url| match url {
        Url::Ftp(a) if production == "user" => a.login().user(),
        Url::Ftp(a) => a.login().password(),
        _ => None,
    });
    if read_back.is_some_and(|t| t.decode() == bytes) {
        Ok(encoded)
    } else {
        Err(part_error(grammar, production, bytes))
    }
}

impl FileAddress<'_> {
    /// Write a file URL of RFC 1630's `fileaddress` (its "file" prose, p.19:
    /// "similar to the ftp syntax"; `f i l e : / / [ host ] / path`) from a
    /// host (`None`: this machine) and decoded path segments.
    ///
    /// # Errors
    ///
    /// [`BuildError::NoProduction`] for the URL drafts, which print no
    /// `file` production; [`BuildError::HostHazard`], [`BuildError::Host`]; [`BuildError::Part`] for a
    /// path the production cannot hold.
    pub fn build(
        grammar: UrlGrammar,
        host: Option<&str>,
        segments: &[&[u8]],
    ) -> Result<String, BuildError> {
        if grammar != UrlGrammar::Rfc1630Url {
            return Err(BuildError::NoProduction {
                grammar,
                production: "fileaddress",
            });
        }
        let host_text = match host {
            Some(h) => hostport(grammar, h, None)?,
            None => String::new(),
        };
        let url = format!("file://{host_text}/{}", path(grammar, segments)?);
        finish(grammar, url, |url| {
            matches!(url, Url::File(a)
                if a.host().map(|h| h.as_str()) == host && same_segments(a.path(), segments))
        })
    }

    /// Write a file URL of RFC 1630's `fileaddress` from an absolute local
    /// path: its components after the root are the segments, their octets as
    /// the system holds them (a trailing `/` is a void last segment).
    ///
    /// # Errors
    ///
    /// As [`FileAddress::build`]; [`BuildError::Part`] for a relative path
    /// (a `fileaddress` path starts at the root), or, off Unix, a path that
    /// is not Unicode.
    pub fn from_path(
        grammar: UrlGrammar,
        host: Option<&str>,
        local: &std::path::Path,
    ) -> Result<String, BuildError> {
        let bytes = local_bytes(local)
            .ok_or_else(|| part_error(grammar, "path", local.to_string_lossy().as_bytes()))?;
        let Some(rest) = bytes.strip_prefix(b"/") else {
            return Err(part_error(grammar, "path", &bytes));
        };
        let segments: Vec<&[u8]> = rest.split(|&b| b == b'/').collect();
        Self::build(grammar, host, &segments)
    }
}

/// The octets of a local path, `/` between components.
#[cfg(unix)]
fn local_bytes(local: &std::path::Path) -> Option<Vec<u8>> {
    use std::os::unix::ffi::OsStrExt;
    Some(local.as_os_str().as_bytes().to_vec())
}

/// The octets of a local path, `/` between components.
#[cfg(not(unix))]
fn local_bytes(local: &std::path::Path) -> Option<Vec<u8>> {
    local.to_str().map(|s| s.replace('\\', "/").into_bytes())
}
