//! `urispec compare` and `urispec normalize`: equivalence under one edition
//! through its normal form (`urispec::compare`).

use std::io::{self, Write};
use std::process::ExitCode;

use urispec::Edition;

use crate::complain;
use crate::input::{Line, Place};
use crate::visible::{visible, visible_lines};

/// `compare A B`: prints `equivalent` or `not equivalent` and both normal
/// forms; exit 0 when equivalent, 1 when not, 2 on a syntax error (as
/// diff(1) does).
pub fn run(out: &mut impl Write, spec: Edition, a: &str, b: &str) -> io::Result<ExitCode> {
    match urispec::compare::compare(spec, a, b) {
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
