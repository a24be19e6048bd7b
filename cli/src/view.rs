//! The JSON records of `urispec parse`: the input, its edition, its
//! verdict and error, then the named parts of the edition's family as the
//! library gives them ([`urispec::Parts`], one struct per family in
//! `src/syntax/<family>/parts.rs`, serialized with its `serde` feature).
//! The records themselves are the library's ([`urispec::check::json`],
//! which the Python package's `check` serializes too), under the names
//! this crate gave them.
//!
//! A record is `input`, `spec`, `valid`, `error`, then the parts of the
//! edition's family in a fixed order: every key present, `null` where the
//! input has no such part, and every part `null` for an invalid input. The
//! parts are raw text, as in the input. The snapshot tests render their
//! `parts:` from the same library parts, so the JSON and the snapshots
//! cannot drift apart. A rejected input's readable form shares one
//! rendering of why ([`write_why`]).

pub mod write;

use std::io::{self, Write};

use serde_json::{Map, Value};
pub use urispec::check::json::{
    Columns, ErrorKind, ErrorRecord as ErrorView, ExpectedLists as ExpectedView, Record, Split,
};
use urispec::{Parts, SyntaxError};

use crate::visible::visible;

/// The error object of an error that is no syntax error (a `%` that starts
/// no escape, an input that has no SURT key, a line that is not UTF-8): the
/// one shape of every record's `error`, its byte offset where it has one,
/// no expected productions, its message.
pub fn error_of(offset: Option<usize>, message: String) -> ErrorView {
    ErrorView::other(ErrorKind::Syntax, None, offset, message)
}

/// The `error` of a record: `null`, or its object.
pub fn error_value(error: Option<&ErrorView>) -> serde_json::Result<Value> {
    error.map_or(Ok(Value::Null), serde_json::to_value)
}

/// How many characters of an input a readable heading shows.
const HEADING: usize = 80;

/// An input as a readable heading shows it: whole, or its first
/// [`HEADING`] characters and `…` (the record's `input` keeps it whole, and
/// the caret frame shows the characters around the error).
pub fn heading(input: &str) -> std::borrow::Cow<'_, str> {
    match input.char_indices().nth(HEADING) {
        Some((end, _)) => format!("{}…", &input[..end]).into(),
        None => input.into(),
    }
}

/// Each part's key and JSON value, in record order (the library's
/// [`Parts`], serialized).
///
/// # Errors
///
/// When the parts do not serialise to a JSON object (they always do).
pub fn entries(parts: &Parts<'_>) -> serde_json::Result<Map<String, Value>> {
    match serde_json::to_value(parts)? {
        Value::Object(map) => Ok(map),
        other => Err(serde::ser::Error::custom(format!(
            "the parts serialise to {other}, not to an object"
        ))),
    }
}

/// Why `rec` is invalid, indented under its heading: the caret frame of its
/// syntax error, or its error message.
pub fn write_why(
    out: &mut impl Write,
    rec: &Record<'_>,
    error: Option<&SyntaxError>,
) -> io::Result<()> {
    match error {
        Some(e) => {
            for l in e.render(rec.input).lines() {
                writeln!(out, "  {}", visible(l))?;
            }
            Ok(())
        }
        None => match &rec.error {
            Some(e) => writeln!(out, "  error: {}", visible(&e.message.to_string())),
            None => writeln!(out, "  error: "),
        },
    }
}
