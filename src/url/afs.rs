//! `afsaddress`.

use super::record::Field;
use super::shared::{required, Path, Text};

address_struct! {
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
    pub struct AfsAddress<'a>(input, record) {
        /// The `cellname`.
        cellname: Text<'a> = required(input, record, Field::Cellname),
        /// The `path`.
        path: Path<'a> = required(input, record, Field::Path).path(),
    }
}
