//! `urispec normalize`: the normal form of URIs under one edition
//! (`urispec::compare`), or their SURT keys (`urispec_archive::Surt`).

use std::io::{self, Write};
use std::process::ExitCode;

use serde_json::{json, Map, Value};
use urispec::Edition;
use urispec_archive::Surt;

use crate::context::Context;
use crate::input::{self, Line, MaxLine, Place};
use crate::man::Page;
use crate::names::Choice;
use crate::out::json_line;
use crate::subcommand::{matched, Subcommand};
use crate::view::{error_of, error_value, ErrorView};
use crate::visible::visible;

/// Print the normal form of URIs, or their SURT keys.
///
/// Print the normal form of URIs (arguments, or one per line from stdin)
/// under one edition (exit 1 when one does not parse).
#[derive(clap::Args)]
pub struct Args {
    /// The edition whose grammar and equivalence rules to use.
    #[arg(long, default_value_t = Edition::Rfc2396, value_parser = Choice(&Edition::ALL))]
    spec: Edition,
    /// Print SURT keys instead: `--surt` the `surt` package's (its
    /// canonicalization: README, "Web archives"), `--surt=rfc2396` one
    /// built on RFC 2396's normal form alone.
    #[arg(long, value_name = "KIND", num_args = 0..=1, require_equals = true,
          default_missing_value = "default",
          value_parser = Choice(&Surt::ALL))]
    surt: Option<Surt>,
    /// Print one JSON object per input: line (stdin only), input, spec
    /// and normal (with --surt: surt and key), error.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    max_line: MaxLine,
    /// The URIs; read from stdin, one per line, when none is given.
    uris: Vec<String>,
}

/// The facts of its man page that its definitions do not give.
pub const PAGE: Page = Page {
    exit: &[
        (0, "every URI parses"),
        (1, "one does not"),
        (
            2,
            "a usage error, stdin cannot be read, or a line is longer than --max-line",
        ),
    ],
    examples: &[
        (
            "urispec normalize --spec rfc3986 HTTP://a/./b/../c",
            "the normal form: http://a/c",
        ),
        (
            "urispec normalize --surt 'http://www.example.com/a?b'",
            "the SURT key of a web archive's index",
        ),
    ],
    see_also: &["compare", "warc"],
};

inventory::submit! {
    Subcommand {
        name: "normalize",
        order: 150,
        args: <Args as clap::Args>::augment_args,
        page: &PAGE,
        run: |matches, out, context| run(out, &matched(matches)?, context),
    }
}

/// The normal form (or the key) of every argument, or of each stdin line
/// as it arrives; exit 1 when one has none.
pub fn run(out: &mut impl Write, args: &Args, _: &Context) -> io::Result<ExitCode> {
    let (spec, surt, json) = (args.spec, args.surt, args.json);
    input::each_input(out, args.max_line, &args.uris, |out, place, line| {
        let line = Line::of(line);
        match (json, surt) {
            (true, _) => normalize_json(out, place, (spec, surt), &line),
            (false, Some(kind)) => key(out, place, kind, &line),
            (false, None) => normalize(out, place, spec, &line),
        }
    })
}

/// The record of one input of `normalize --json`: `line` (stdin only),
/// `input`, then `fields`, then `error`.
fn record(
    out: &mut impl Write,
    place: Place,
    input: &str,
    fields: &[(&str, Value)],
    error: Option<&ErrorView>,
) -> io::Result<bool> {
    let mut map = Map::new();
    if let Some(line) = place.line() {
        map.insert("line".into(), json!(line));
    }
    map.insert("input".into(), json!(input));
    for (key, value) in fields {
        map.insert((*key).into(), value.clone());
    }
    map.insert("error".into(), error_value(error)?);
    json_line(out, &Value::Object(map))?;
    Ok(error.is_none())
}

/// `normalize --json`: one record per input, `line` (stdin only), `input`,
/// `spec`, `normal` (its normal form, `null` when it does not parse),
/// `error`; with `--surt`, `surt` (the key's kind) and `key` for `spec`
/// and `normal`. False when it has none.
fn normalize_json(
    out: &mut impl Write,
    place: Place,
    (spec, surt): (Edition, Option<Surt>),
    line: &Line<'_>,
) -> io::Result<bool> {
    let (input, result) = match line {
        Line::Text(text) => {
            let result = match surt {
                Some(kind) => kind.key(text).map_err(|e| match e {
                    urispec_archive::SurtError::Syntax(e) => ErrorView::of(&e),
                    urispec_archive::SurtError::Port { offset } => {
                        error_of(Some(offset), e.to_string())
                    }
                    e => error_of(None, e.to_string()),
                }),
                None => urispec::compare::normal_form(spec, text).map_err(|e| ErrorView::of(&e)),
            };
            (std::borrow::Cow::Borrowed(*text), result)
        }
        Line::NotUtf8 { lossy, offset } => (
            std::borrow::Cow::Borrowed(lossy.as_str()),
            Err(ErrorView::not_utf8(*offset)),
        ),
    };
    let (output, error) = match result {
        Ok(form) => (json!(form), None),
        Err(e) => (Value::Null, Some(e)),
    };
    let fields = match surt {
        Some(kind) => [("surt", json!(kind.name())), ("key", output)],
        None => [("spec", json!(spec.name())), ("normal", output)],
    };
    record(out, place, &input, &fields, error.as_ref())
}

/// `normalize`: the normal form of one input; false when it does not parse
/// (its error on stderr, [`Place::fail`]).
fn normalize(
    out: &mut impl Write,
    place: Place,
    spec: Edition,
    line: &Line<'_>,
) -> io::Result<bool> {
    let why = match line {
        Line::Text(text) => match urispec::compare::normal_form(spec, text) {
            Ok(form) => {
                writeln!(out, "{}", visible(&form))?;
                return Ok(true);
            }
            Err(e) => frame(&e, text),
        },
        Line::NotUtf8 { lossy, offset } => {
            format!("{lossy:?}: input is not UTF-8 at byte {offset}")
        }
    };
    place.fail(out, &why)?;
    Ok(false)
}

/// `normalize --surt`: the SURT key of one input; false when it has none
/// (its error on stderr, [`Place::fail`]).
fn key(out: &mut impl Write, place: Place, kind: Surt, line: &Line<'_>) -> io::Result<bool> {
    let why = match line {
        Line::Text(text) => match kind.key(text) {
            Ok(key) => {
                writeln!(out, "{}", visible(&key))?;
                return Ok(true);
            }
            Err(urispec_archive::SurtError::Syntax(e)) => frame(&e, text),
            Err(e) => format!("{text:?}: {e}"),
        },
        Line::NotUtf8 { lossy, offset } => {
            format!("{lossy:?}: input is not UTF-8 at byte {offset}")
        }
    };
    place.fail(out, &why)?;
    Ok(false)
}

/// The caret frame of a syntax error, its first line the message without
/// the frame's `error: `, which [`Place::fail`] replaces by its own prefix.
fn frame(e: &urispec::SyntaxError, text: &str) -> String {
    let rendered = e.render(text);
    let rendered = rendered.trim_end();
    rendered
        .strip_prefix("error: ")
        .unwrap_or(rendered)
        .to_owned()
}
