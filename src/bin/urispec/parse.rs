//! `urispec parse`: one record per input, as JSON Lines or as readable text.

use std::io::{self, Write};
use std::process::ExitCode;

use serde_json::Value;
use urispec::{Error, Spec};

use crate::input::Line;
use crate::view::{ErrorView, Record};

/// One record: `input`, `spec`, `valid`, `error`, then the parts
/// (`null` where absent, and all `null` for an invalid input).
pub fn record(spec: Spec, line: &Line) -> Record<'_> {
    match line {
        Line::Text(text) => Record::parse(spec, text),
        Line::NotUtf8 { lossy, offset } => Record::invalid(
            spec,
            lossy,
            ErrorView {
                offset: Some(*offset),
                expected: Vec::new(),
                found: None,
                message: format!("input is not UTF-8 at byte {offset}"),
            },
        ),
    }
}

/// Print every input's record; exit status 0 when all are valid, 1 otherwise.
pub fn run(out: &mut impl Write, spec: Spec, json: bool, inputs: &[Line]) -> io::Result<ExitCode> {
    let mut all_valid = true;
    for line in inputs {
        let rec = record(spec, line);
        all_valid &= rec.valid;
        if json {
            serde_json::to_writer(&mut *out, &rec).map_err(io::Error::other)?;
            writeln!(out)?;
        } else {
            write_text(out, spec, line, &rec)?;
        }
    }
    Ok(if all_valid {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// The readable form: the input and verdict, then one part per line.
fn write_text(out: &mut impl Write, spec: Spec, line: &Line, rec: &Record<'_>) -> io::Result<()> {
    let input = rec.input;
    if rec.valid {
        writeln!(out, "{input:?}: valid {spec}")?;
        if let Some(parts) = &rec.parts {
            for (key, value) in parts.entries().map_err(io::Error::other)? {
                let shown = match value {
                    Value::Null => "-".to_owned(),
                    other => other.to_string(),
                };
                writeln!(out, "  {key:<12} {shown}")?;
            }
        }
        return Ok(());
    }
    writeln!(out, "{input:?}: invalid {spec}")?;
    match (line, urispec::parse(spec, input)) {
        (Line::Text(text), Err(Error::Syntax(e))) => {
            for l in e.render(text).lines() {
                writeln!(out, "  {l}")?;
            }
        }
        _ => writeln!(
            out,
            "  error: {}",
            rec.error.as_ref().map_or("", |e| e.message.as_str())
        )?,
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::{family, Family, Parts};
    use urispec::Parsed;

    /// Every edition with a grammar has a family, and its view reads the same
    /// typed tree as `urispec::parse`.
    #[test]
    fn every_grammar_has_its_family() {
        for &spec in urispec::GRAMMARS {
            let family = family(spec).unwrap_or_else(|| panic!("{spec} has no family"));
            let input = "http://info.cern.ch/hypertext/WWW/TheProject.html";
            let parts = family.parse(spec, input);
            let parsed = urispec::parse(spec, input);
            assert!(
                matches!(
                    (&family, &parts, &parsed),
                    (
                        Family::Generic(_),
                        Ok(Parts::Generic(_)),
                        Ok(Parsed::Generic(_))
                    ) | (Family::Url(_), Ok(Parts::Url(_)), Ok(Parsed::Url(_)))
                        | (
                            Family::Rfc2396,
                            Ok(Parts::Rfc2396(_)),
                            Ok(Parsed::Rfc2396(_))
                        )
                ),
                "{spec}: {family:?} gives {parts:?}, urispec::parse {parsed:?}"
            );
        }
    }

    /// An edition without a grammar gets an error record with no parts.
    #[test]
    fn no_grammar_no_parts() {
        let line = Line::Text("g:h".into());
        let rec = record(Spec::Rfc1808, &line);
        assert!(!rec.valid && rec.parts.is_none());
        assert_eq!(
            serde_json::to_string(&rec).expect("a record serialises"),
            r#"{"input":"g:h","spec":"rfc1808","valid":false,"error":{"offset":null,"expected":[],"found":null,"message":"rfc1808: urispec has no grammar for this edition"}}"#
        );
    }
}
