//! `urispec parse`: one record per input, as JSON Lines or as readable text.

use std::io::{self, Write};
use std::process::ExitCode;

use serde_json::Value;
use urispec::url::Options;
use urispec::{Edition, SyntaxError};

use crate::input::Line;
use crate::view::{ErrorView, Record};
use crate::visible::visible;

/// How scheme names are matched (`--scheme-case`): the library's choice,
/// by its names.
pub use urispec::url::SchemeCase;

/// One record: `input`, `spec`, `valid`, `error`, then the parts
/// (`null` where absent, and all `null` for an invalid input); and the
/// syntax error, when the grammar rejected the line.
pub fn decide<'a>(
    spec: Edition,
    options: Options,
    line: &'a Line<'a>,
) -> (Record<'a>, Option<SyntaxError>) {
    match line {
        Line::Text(text) => {
            let result = urispec::parse_with(spec, text, options);
            let record = Record::of(spec, text, &result);
            (record, result.err())
        }
        Line::NotUtf8 { lossy, offset } => (
            Record::invalid(spec, lossy, ErrorView::not_utf8(*offset)),
            None,
        ),
    }
}

/// Print one input's record; whether it is valid. An invalid input's
/// readable record is an error: it goes to stderr (its JSON record to
/// stdout, as every record).
pub fn write(
    out: &mut impl Write,
    spec: Edition,
    options: Options,
    json: bool,
    line: &Line<'_>,
) -> io::Result<bool> {
    let (rec, error) = decide(spec, options, line);
    if json {
        crate::json_line(&mut *out, &rec)?;
    } else if rec.valid {
        write_text(out, spec, &rec)?;
    } else {
        let mut why =
            format!("{:?}: invalid {spec}\n", crate::view::heading(rec.input)).into_bytes();
        write_why(&mut why, &rec, error.as_ref())?;
        crate::complain_after(out, &why)?;
    }
    Ok(rec.valid)
}

/// Print the error record of a line longer than the maximum: its first bytes
/// as the `input`, the maximum as the `offset`, and the message (to stderr
/// without `--json`, as an invalid input's).
pub fn write_too_long(
    out: &mut impl Write,
    spec: Edition,
    json: bool,
    too_long: &crate::input::TooLong,
) -> io::Result<()> {
    let shown = crate::input::shown(too_long);
    let message = crate::input::too_long_message(too_long, "stdin");
    if json {
        let error = ErrorView::other(
            crate::view::ErrorKind::TooLong,
            None,
            Some(too_long.max),
            message,
        );
        crate::json_line(&mut *out, &Record::invalid(spec, &shown, error))
    } else {
        let why = format!("{shown:?}: invalid {spec}\n  error: {message}\n");
        crate::complain_after(out, why.as_bytes())
    }
}

/// Print every input's record; exit status 0 when all are valid, 1 otherwise.
pub fn run<'a>(
    out: &mut impl Write,
    spec: Edition,
    options: Options,
    json: bool,
    inputs: impl IntoIterator<Item = Line<'a>>,
) -> io::Result<ExitCode> {
    let mut all_valid = true;
    for line in inputs {
        all_valid &= write(out, spec, options, json, &line)?;
    }
    Ok(exit_code(all_valid))
}

/// Exit status 0 when every input is valid, 1 otherwise.
pub fn exit_code(all_valid: bool) -> ExitCode {
    if all_valid {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// The readable form of a valid input: the input and verdict, then one
/// part per line.
fn write_text(out: &mut impl Write, spec: Edition, rec: &Record<'_>) -> io::Result<()> {
    writeln!(out, "{:?}: valid {spec}", rec.input)?;
    for (key, value) in crate::view::entries(&rec.parts).map_err(io::Error::from)? {
        let shown = match value {
            Value::Null => "-".to_owned(),
            other => other.to_string(),
        };
        // JSON escapes the C0 controls, not C1 or the directional ones.
        writeln!(out, "  {key:<12} {}", visible(&shown))?;
    }
    Ok(())
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

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(rec: &Record<'_>) -> Vec<String> {
        match serde_json::to_value(rec).expect("a record serialises") {
            Value::Object(map) => map.keys().cloned().collect(),
            other => panic!("not an object: {other}"),
        }
    }

    /// A valid and an invalid input of one grammar give the same keys in the
    /// same order, the parts `null` for the invalid one.
    #[test]
    fn valid_and_invalid_records_have_the_same_keys() {
        let (good, bad) = (Line::Text("http://info.cern.ch/a?b#c"), Line::Text("%"));
        for grammar in Edition::ALL {
            let options = Options::default();
            let (valid, invalid) = (
                decide(grammar, options, &good).0,
                decide(grammar, options, &bad).0,
            );
            assert!(valid.valid && !invalid.valid, "{grammar}");
            assert_eq!(keys(&valid), keys(&invalid), "{grammar}");
        }
    }
}
