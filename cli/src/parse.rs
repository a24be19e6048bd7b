//! `urispec parse`: one record per input, as JSON Lines or as readable text.

use std::io::{self, Write};
use std::process::ExitCode;

use serde_json::Value;
use urispec::url::{Options, SchemeCase};
use urispec::{Edition, SyntaxError};

use crate::context::Context;
use crate::input::{self, Line, MaxLine};
use crate::man::Page;
use crate::names::Choice;
use crate::out::{complain_after, json_line};
use crate::status;
use crate::subcommand::{matched, Subcommand};
use crate::view::{write_why, ErrorView, Record};
use crate::visible::visible;

/// Parse URIs under one edition's grammar.
///
/// Parse URIs (arguments, or one per line from stdin) under one grammar.
#[derive(clap::Args)]
pub struct Args {
    /// The edition whose grammar to use.
    #[arg(long, default_value_t = Edition::Rfc2396, value_parser = Choice(&Edition::ALL))]
    spec: Edition,
    /// Print one JSON object per input (JSON Lines).
    #[arg(long)]
    json: bool,
    /// How the URL grammars match scheme names.
    #[arg(long, default_value_t, value_parser = Choice(&SchemeCase::ALL))]
    scheme_case: SchemeCase,
    #[command(flatten)]
    max_line: MaxLine,
    /// The URIs; read from stdin, one per line, when none is given.
    uris: Vec<String>,
}

/// The facts of its man page that its definitions do not give.
pub const PAGE: Page = Page {
    exit: &[
        (0, "every URI is valid"),
        (1, "a URI is not"),
        (
            2,
            "a usage error, stdin cannot be read, or a line is longer than --max-line",
        ),
    ],
    examples: &[
        ("urispec parse http://a/b/c", "parse one URI under RFC 2396"),
        (
            "urispec parse --spec rfc1630 --json http://info.cern.ch/",
            "a JSON record of its parts under RFC 1630",
        ),
        (
            "urispec parse --spec rfc3986 < urls.txt",
            "one verdict per line of a file",
        ),
    ],
    see_also: &["explain", "verdicts", "check"],
};

inventory::submit! {
    Subcommand {
        name: "parse",
        order: 10,
        args: <Args as clap::Args>::augment_args,
        page: &PAGE,
        run: |matches, out, context| run(out, &matched(matches)?, context),
    }
}

/// Print every input's record, the arguments' or each stdin line's as it
/// arrives; exit status 0 when all are valid, 1 otherwise, 2 when stdin
/// cannot be read or a line is too long.
pub fn run(out: &mut impl Write, args: &Args, _: &Context) -> io::Result<ExitCode> {
    let (spec, json, options) = (args.spec, args.json, args.scheme_case.into());
    if args.uris.is_empty() {
        return input::filter_stdin(
            out,
            args.max_line,
            |out, _, line| write(out, spec, options, json, &Line::of(line)),
            |out, too_long| write_too_long(out, spec, json, too_long),
        );
    }
    let mut all_valid = true;
    for uri in &args.uris {
        all_valid &= write(out, spec, options, json, &Line::Text(uri))?;
    }
    Ok(status::of(all_valid))
}

/// One record: `input`, `spec`, `valid`, `error`, then the parts
/// (`null` where absent, and all `null` for an invalid input); and the
/// syntax error, when the grammar rejected the line.
fn decide<'a>(
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
fn write(
    out: &mut impl Write,
    spec: Edition,
    options: Options,
    json: bool,
    line: &Line<'_>,
) -> io::Result<bool> {
    let (rec, error) = decide(spec, options, line);
    if json {
        json_line(&mut *out, &rec)?;
    } else if rec.valid {
        write_text(out, spec, &rec)?;
    } else {
        let mut why =
            format!("{:?}: invalid {spec}\n", crate::view::heading(rec.input)).into_bytes();
        write_why(&mut why, &rec, error.as_ref())?;
        complain_after(out, &why)?;
    }
    Ok(rec.valid)
}

/// Print the error record of a line longer than the maximum: its first bytes
/// as the `input`, the maximum as the `offset`, and the message (to stderr
/// without `--json`, as an invalid input's).
fn write_too_long(
    out: &mut impl Write,
    spec: Edition,
    json: bool,
    too_long: &input::TooLong,
) -> io::Result<()> {
    let shown = input::shown(too_long);
    let message = input::too_long_message(too_long, "stdin");
    if json {
        let error = ErrorView::other(
            crate::view::ErrorKind::TooLong,
            None,
            Some(too_long.max),
            message,
        );
        json_line(&mut *out, &Record::invalid(spec, &shown, error))
    } else {
        let why = format!("{shown:?}: invalid {spec}\n  error: {message}\n");
        complain_after(out, why.as_bytes())
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
