//! `fileaddress`, built on `ftpaddress` from the prose.

use super::record::Field;
use super::shared::{required, Host, Path};

address_struct! {
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
    /// use urispec::url::{parse, Url};
    /// let a = parse(urispec::UrlGrammar::Rfc1630Url, "file:///etc/motd")?;
    /// let b = parse(urispec::UrlGrammar::Rfc1630Url, "file://LocalHost/etc/motd")?;
    /// let (Url::File(a), Url::File(b)) = (a.url(), b.url()) else { unreachable!() };
    /// assert!(a.is_local() && b.is_local());
    /// assert!(a.same_host(&b));
    /// # Ok::<(), urispec::Error>(())
    /// ```
    pub struct FileAddress<'a>(input, record) {
        /// The `host`, `None` when void.
        host: Option<Host<'a>> = Host::from_record(input, record, Field::Host),
        /// The `path`.
        path: Path<'a> = required(input, record, Field::Path).path(),
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
