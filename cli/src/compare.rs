//! `urispec compare` and `urispec normalize`: equivalence under one edition
//! through its normal form (`urispec::compare`).

use std::io::{self, Write};
use std::process::ExitCode;

use urispec::Edition;

use crate::complain;
use crate::input::Line;

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
                writeln!(out, "{form}")?;
            }
            Ok(ExitCode::from(if cmp.equivalent { 0 } else { 1 }))
        }
        Err(e) => {
            let input = if e.which == 0 { a } else { b };
            complain(format_args!(
                "urispec: input {} is no URI under {spec}:\n{}",
                e.which + 1,
                e.error.render(input).trim_end()
            ));
            Ok(ExitCode::from(2))
        }
    }
}

/// `normalize`: the normal form of one input; false when it does not parse
/// (its error on stderr).
pub fn normalize(out: &mut impl Write, spec: Edition, line: &Line<'_>) -> io::Result<bool> {
    let why = match line {
        Line::Text(text) => match urispec::compare::normal_form(spec, text) {
            Ok(form) => {
                writeln!(out, "{form}")?;
                return Ok(true);
            }
            Err(e) => format!("{}\n", e.render(text).trim_end()),
        },
        Line::NotUtf8 { lossy, offset } => {
            format!("urispec: {lossy:?}: input is not UTF-8 at byte {offset}\n")
        }
    };
    crate::complain_after(out, why.as_bytes())?;
    Ok(false)
}

/// `normalize --surt`: the SURT key of one input; false when it has none
/// (its error on stderr).
pub fn surt(
    out: &mut impl Write,
    kind: urispec::archive::Surt,
    line: &Line<'_>,
) -> io::Result<bool> {
    let why = match line {
        Line::Text(text) => match kind.key(text) {
            Ok(key) => {
                writeln!(out, "{key}")?;
                return Ok(true);
            }
            Err(urispec::archive::SurtError::Syntax(e)) => {
                format!("{}\n", e.render(text).trim_end())
            }
            Err(e) => format!("urispec: {text:?}: {e}\n"),
        },
        Line::NotUtf8 { lossy, offset } => {
            format!("urispec: {lossy:?}: input is not UTF-8 at byte {offset}\n")
        }
    };
    crate::complain_after(out, why.as_bytes())?;
    Ok(false)
}
