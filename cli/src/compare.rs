//! `urispec compare` and `urispec normalize`: equivalence under one edition
//! through its normal form (`urispec::compare`).

use std::io::{self, Write};
use std::process::ExitCode;

use serde_json::{json, Map, Value};
use urispec::Edition;

use crate::complain;
use crate::input::{Line, Place};
use crate::view::{error_of, error_value, ErrorView};
use crate::visible::{visible, visible_lines};

/// `compare A B`: prints `equivalent` or `not equivalent` and both normal
/// forms; exit 0 when equivalent, 1 when not, 2 on a syntax error (as
/// diff(1) does). With `json`, one record: `a`, `b`, `spec`, `equivalent`,
/// `normal_forms`, `error` (its object, `input` naming `a` or `b`).
pub fn run(
    out: &mut impl Write,
    spec: Edition,
    (a, b): (&str, &str),
    json: bool,
) -> io::Result<ExitCode> {
    let result = urispec::compare::compare(spec, a, b);
    if json {
        let (equivalent, forms, error) = match &result {
            Ok(cmp) => (json!(cmp.equivalent), json!(cmp.normal_forms), Value::Null),
            Err(e) => {
                let mut error = error_value(Some(&ErrorView::of(&e.error)))?;
                if let Value::Object(map) = &mut error {
                    map.insert("input".into(), json!(["a", "b"][e.which.min(1)]));
                }
                (Value::Null, Value::Null, error)
            }
        };
        let record = json!({
            "a": a, "b": b, "spec": spec.name(),
            "equivalent": equivalent, "normal_forms": forms, "error": error,
        });
        crate::json_line(out, &record)?;
        return Ok(ExitCode::from(match &result {
            Ok(cmp) => u8::from(!cmp.equivalent),
            Err(_) => 2,
        }));
    }
    match result {
        Ok(cmp) => {
            let verdict = if cmp.equivalent {
                "equivalent"
            } else {
                "not equivalent"
            };
            writeln!(out, "{verdict} under {spec}")?;
            for form in &cmp.normal_forms {
                writeln!(out, "{}", visible(form))?;
            }
            Ok(ExitCode::from(if cmp.equivalent { 0 } else { 1 }))
        }
        Err(e) => {
            let input = if e.which == 0 { a } else { b };
            let frame = e.error.render(input);
            complain(format_args!(
                "urispec: input {} is no URI under {spec}:\n{}",
                e.which + 1,
                visible_lines(frame.trim_end())
            ));
            Ok(ExitCode::from(2))
        }
    }
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
    crate::json_line(out, &Value::Object(map))?;
    Ok(error.is_none())
}

/// `normalize --json`: one record per input, `line` (stdin only), `input`,
/// `spec`, `normal` (its normal form, `null` when it does not parse),
/// `error`; with `--surt`, `surt` (the key's kind) and `key` for `spec`
/// and `normal`. False when it has none.
pub fn normalize_json(
    out: &mut impl Write,
    place: Place,
    (spec, surt): (Edition, Option<urispec::archive::Surt>),
    line: &Line<'_>,
) -> io::Result<bool> {
    let (input, result) = match line {
        Line::Text(text) => {
            let result = match surt {
                Some(kind) => kind.key(text).map_err(|e| match e {
                    urispec::archive::SurtError::Syntax(e) => ErrorView::of(&e),
                    urispec::archive::SurtError::Port { offset } => {
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
pub fn normalize(
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
pub fn surt(
    out: &mut impl Write,
    place: Place,
    kind: urispec::archive::Surt,
    line: &Line<'_>,
) -> io::Result<bool> {
    let why = match line {
        Line::Text(text) => match kind.key(text) {
            Ok(key) => {
                writeln!(out, "{}", visible(&key))?;
                return Ok(true);
            }
            Err(urispec::archive::SurtError::Syntax(e)) => frame(&e, text),
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
