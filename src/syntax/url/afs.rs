//! `afsaddress`.

use super::record::{Field, UrlRecord};
use super::shared::{address, required, Path, Text};

/// An `afsaddress` (RFC 1630 "BNF for specific URL schemes", p.24): not a
/// `url` ("left in as historical note"); parsed only by
/// [`afsaddress`](super::afsaddress).
///
/// ```text
/// afsaddress  a f s : / / cellname / path
/// cellname    hostname
/// ```
///
/// ```
/// let afs = urispec::url::afsaddress(urispec::UrlGrammar::Rfc1630Url, "afs://cern.ch/usr/timbl")?;
/// assert_eq!(afs.cellname().as_str(), "cern.ch");
/// assert_eq!(afs.path().as_str(), "usr/timbl");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct AfsAddress<'a> {
    raw: &'a str,
    cellname: Text<'a>,
    path: Path<'a>,
}

impl<'a> AfsAddress<'a> {
    pub(crate) fn from_record(input: &'a str, record: &UrlRecord) -> Self {
        AfsAddress {
            raw: address(input, record),
            cellname: required(input, record, Field::Cellname),
            path: required(input, record, Field::Path).path(),
        }
    }

    /// The raw text of the address, as in the input (without a `URL:`
    /// prefix or a `#` fragment).
    pub fn as_str(&self) -> &'a str {
        self.raw
    }

    /// The `cellname`.
    pub fn cellname(&self) -> Text<'a> {
        self.cellname
    }

    /// The `path`.
    pub fn path(&self) -> Path<'a> {
        self.path
    }
}

impl std::fmt::Display for AfsAddress<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.raw)
    }
}

impl AsRef<str> for AfsAddress<'_> {
    fn as_ref(&self) -> &str {
        self.raw
    }
}
