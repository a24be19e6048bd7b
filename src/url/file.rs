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
        ///
        /// ```
        /// use urispec::{url::{parse, Url}, UrlGrammar};
        /// let p = parse(UrlGrammar::Rfc1630Url, "file://localhost/etc/motd")?;
        /// let Url::File(f) = p.url() else { panic!("file") };
        /// assert_eq!(f.host().unwrap().as_str(), "localhost");
        /// # Ok::<(), urispec::SyntaxError>(())
        /// ```
        host: Option<Host<'a>> = Host::from_record(input, record, Field::Host),
        /// The `path`.
        ///
        /// ```
        /// use urispec::{url::{parse, Url}, UrlGrammar};
        /// let p = parse(UrlGrammar::Rfc1630Url, "file://localhost/etc/motd")?;
        /// let Url::File(f) = p.url() else { panic!("file") };
        /// assert_eq!(f.path().as_str(), "etc/motd");
        /// # Ok::<(), urispec::SyntaxError>(())
        /// ```
        path: Path<'a> = required(input, record, Field::Path).path(),
    }
    example Rfc1630Url File "file://localhost/etc/motd" => "file://localhost/etc/motd"
}

impl<'a> FileAddress<'a> {
    /// Whether the file is on "whatever host one is": a void host or
    /// `localhost` (host names compared without regard to case, as DNS does).
    ///
    /// ```
    /// use urispec::{url::{parse, Url}, UrlGrammar};
    /// let p = parse(UrlGrammar::Rfc1630Url, "file://localhost/etc/motd")?;
    /// let Url::File(f) = p.url() else { panic!("file") };
    /// assert!(f.is_local());
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub fn is_local(&self) -> bool {
        self.host
            .is_none_or(|h| h.as_str().eq_ignore_ascii_case("localhost"))
    }

    /// Whether two file URLs name the same host: both local (void or
    /// `localhost`), or the same host name regardless of case.
    ///
    /// ```
    /// use urispec::{url::{parse, Url}, UrlGrammar};
    /// let p = parse(UrlGrammar::Rfc1630Url, "file://localhost/etc/motd")?;
    /// let Url::File(f) = p.url() else { panic!("file") };
    /// let q = parse(UrlGrammar::Rfc1630Url, "file:///etc/passwd")?;
    /// let Url::File(g) = q.url() else { panic!("file") };
    /// assert!(f.same_host(&g));
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
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
