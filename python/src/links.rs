//! `urispec.arrow.links`: the links of a WARC or ARC file's pages as the
//! rows of a link table, the columns of `urispec warc --json --links`'s
//! link records (the page's capture, where its record lies as stored, the
//! link, its result under the rules of the page's date, RFC 3986 Appendix
//! B's split of the result), for `pyarrow.Table.from_pylist`.

use std::fs::File;
use std::path::PathBuf;

use pyo3::exceptions::PyOSError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use urispec::check::json::{ErrorKind, ErrorRecord, Split};
use urispec::check::Verdict;
use urispec_archive::{Pages, WarcError};

/// A link's error as the table's struct holds it: `kind`, `reason`,
/// `offset` and `message` of the records' error object.
fn error_row<'py>(py: Python<'py>, e: &ErrorRecord) -> PyResult<Bound<'py, PyDict>> {
    let value = serde_json::to_value(e).map_err(|e| PyOSError::new_err(e.to_string()))?;
    let row = PyDict::new(py);
    for key in ["kind", "reason", "offset", "message"] {
        row.set_item(key, crate::value::to_py(py, &value[key])?)?;
    }
    Ok(row)
}

/// The rows of the link table of the WARC or ARC file at `path` (gzip or
/// not), each body read up to `max_body` bytes: one a link, in the file's
/// order. Records that cannot be read hold no links and give no row.
///
/// # Errors
///
/// `OSError` when the file cannot be opened or read.
///
/// With `then_now`, each row also holds the link resolved under RFC 3986
/// and as today's browsers do, and the class of the difference (the
/// columns of `urispec warc --then-now`'s link records).
#[pyfunction]
#[pyo3(signature = (path, max_body = None, then_now = false))]
pub fn warc_links<'py>(
    py: Python<'py>,
    path: PathBuf,
    max_body: Option<usize>,
    then_now: bool,
) -> PyResult<Vec<Bound<'py, PyDict>>> {
    let name = path.to_string_lossy().into_owned();
    let cannot = |e: std::io::Error| PyOSError::new_err(format!("cannot read {name}: {e}"));
    let mut pages = Pages::new().links(true).then_now(then_now);
    if let Some(bytes) = max_body {
        pages = pages.max_body(bytes);
    }
    let reader = File::open(&path)
        .and_then(|f| pages.read(f))
        .map_err(cannot)?;
    let mut rows = Vec::new();
    for page in reader {
        let page = match page {
            Ok(page) => page,
            Err(WarcError::Io(e)) => return Err(cannot(e)),
            Err(_) => continue,
        };
        let (Some(links), Some(rules)) = (&page.links, page.rules) else {
            continue;
        };
        let capture = page.time.map(|t| t.to_string());
        for link in &links.links {
            let result = link.resolved.as_ref().ok().map(ToString::to_string);
            let split = result.as_deref().map_or(Split::NONE, Split::of).values();
            let row = PyDict::new(py);
            row.set_item("file", &name)?;
            row.set_item("offset", page.offset)?;
            row.set_item("page", &page.target)?;
            row.set_item("capture", &capture)?;
            row.set_item("record_id", &page.record_id)?;
            row.set_item("stored_offset", page.stored.map(|s| s.offset))?;
            row.set_item("stored_length", page.stored.map(|s| s.length))?;
            row.set_item("element", &link.element)?;
            row.set_item("attribute", link.attribute)?;
            row.set_item("link", &link.written)?;
            row.set_item("text", &link.text)?;
            row.set_item("rules", rules.rules.name())?;
            row.set_item("link_valid", link.verdict.as_ref().map(Verdict::is_valid))?;
            row.set_item("result", &result)?;
            let error = match link.resolved.as_ref() {
                Err(e) => Some(error_row(py, &ErrorRecord::resolve(e))?),
                Ok(_) => None,
            };
            row.set_item("error", error)?;
            for (key, value) in [
                "scheme", "userinfo", "host", "port", "path", "query", "fragment",
            ]
            .into_iter()
            .zip(split)
            {
                row.set_item(key, value)?;
            }
            row.set_item("result_edition", rules.judge.edition.name())?;
            row.set_item("result_valid", link.result.as_ref().map(Verdict::is_valid))?;
            row.set_item("warc_type", &page.warc_type)?;
            row.set_item("status", page.status)?;
            if let Some(now) = &link.now {
                row.set_item("rfc3986_result", now.rfc3986().ok())?;
                let rfc3986_error = match now.rfc3986() {
                    Err(e) => Some(error_row(py, &ErrorRecord::resolve(e))?),
                    Ok(_) => None,
                };
                row.set_item("rfc3986_error", rfc3986_error)?;
                row.set_item("whatwg_result", now.whatwg().ok())?;
                let whatwg_error = match now.whatwg() {
                    Err(e) => {
                        let record = ErrorRecord::other(
                            ErrorKind::Resolve,
                            Some("whatwg"),
                            None,
                            e.to_owned(),
                        );
                        Some(error_row(py, &record)?)
                    }
                    Ok(_) => None,
                };
                row.set_item("whatwg_error", whatwg_error)?;
                row.set_item("changed", now.changed.map(|c| c.name()))?;
            }
            rows.push(row);
        }
    }
    Ok(rows)
}
