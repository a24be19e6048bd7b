//! `fileaddress`, built on `ftpaddress` from the prose.

use super::record::{Field, UrlRecord};
use super::shared::{address, required, Host, Path};

/// A `fileaddress` (RFC 1630 prose, "file", p.19; no BNF is printed).
///
/// ```text
/// fileaddress  f i l e : / / [ host ] / path
/// ```
///
/// > The special value "localhost" is used in the host field to indicate
/// > that the filename should really be used on whatever host one is. [...]
/// > A void host field is equivalent to "localhost".
///
/// --- RFC 1630, "file"
///
/// ```
/// use urispec::url::parse;
/// let a = parse(urispec::UrlGrammar::Rfc1630Url, "file:///etc/motd")?;
/// let b = parse(urispec::UrlGrammar::Rfc1630Url, "file://LocalHost/etc/motd")?;
/// let a = a.url().as_file().ok_or("a file URL")?;
/// let b = b.url().as_file().ok_or("a file URL")?;
/// assert!(a.is_local() && b.is_local());
/// assert!(a.same_host(&b));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FileAddress<'a> {
    raw: &'a str,
    host: Option<Host<'a>>,
    path: Path<'a>,
}

impl<'a> FileAddress<'a> {
    pub(crate) fn from_record(input: &'a str, record: &UrlRecord) -> Self {
        FileAddress {
            raw: address(input, record),
            host: Host::from_record(input, record, Field::Host),
            path: required(input, record, Field::Path).path(),
        }
    }

    /// The raw text of the address, as in the input (without a `URL:`
    /// prefix or a `#` fragment).
    pub fn as_str(&self) -> &'a str {
        self.raw
    }

    /// The `host`, `None` when void.
    pub fn host(&self) -> Option<Host<'a>> {
        self.host
    }

    /// The `path`.
    pub fn path(&self) -> Path<'a> {
        self.path
    }
}

impl std::fmt::Display for FileAddress<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.raw)
    }
}

impl AsRef<str> for FileAddress<'_> {
    fn as_ref(&self) -> &str {
        self.raw
    }
}

impl<'a> FileAddress<'a> {
    /// Whether the file is on "whatever host one is": a void host or
    /// `localhost` (host names compared without regard to case, as DNS does).
    pub fn is_local(&self) -> bool {
        self.host
            .is_none_or(|h| h.as_str().eq_ignore_ascii_case("localhost"))
    }

    /// Whether two file URLs name the same host: both local (void or
    /// `localhost`), or the same host name regardless of case.
    pub fn same_host(&self, other: &FileAddress<'_>) -> bool {
        match (self.is_local(), other.is_local()) {
            (true, true) => true,
            (false, false) => match (self.host, other.host) {
                (Some(a), Some(b)) => a.as_str().eq_ignore_ascii_case(b.as_str()),
                _ => false,
            },
            _ => false,
        }
    }
}
