//! `urispec resolve` and `urispec relativize`: one record per pair, as JSON
//! Lines or as plain lines.

use std::io::{self, Write};
use std::process::ExitCode;

use serde_json::{json, Value};
use urispec::resolve::{relativize, resolve, Rules};

use crate::input::Line;

/// Which way to go.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    /// BASE + REFERENCE -> resolved URI.
    Resolve,
    /// BASE + TARGET -> reference.
    Relativize,
}

/// One input pair (base, second URI), or the raw line and why it is not one.
pub type Pair = Result<(String, String), (String, String)>;

/// The pairs to work on: the two positional arguments, or `BASE<TAB>X`
/// lines from stdin.
pub fn pairs(lines: &[Line]) -> Vec<Pair> {
    lines
        .iter()
        .map(|line| match line {
            Line::Text(text) => match text.split_once('\t') {
                Some((b, r)) => Ok((b.to_owned(), r.to_owned())),
                None => Err((
                    text.clone(),
                    "expected BASE<TAB>REFERENCE on each line".to_owned(),
                )),
            },
            Line::NotUtf8 { lossy, offset } => Err((
                lossy.clone(),
                format!("input is not UTF-8 at byte {offset}"),
            )),
        })
        .collect()
}

/// Print one record per pair; exit status 0 when all succeed, 1 otherwise.
pub fn run(
    out: &mut impl Write,
    direction: Direction,
    rules: Rules,
    json: bool,
    pairs: &[Pair],
) -> io::Result<ExitCode> {
    let mut all_ok = true;
    for pair in pairs {
        let (base, second, outcome) = match pair {
            Ok((base, second)) => {
                let outcome = match direction {
                    Direction::Resolve => resolve(base, second, rules).map(|r| r.to_string()),
                    Direction::Relativize => relativize(base, second, rules),
                };
                (
                    base.as_str(),
                    second.as_str(),
                    outcome.map_err(|e| e.to_string()),
                )
            }
            Err((line, message)) => (line.as_str(), "", Err(message.clone())),
        };
        all_ok &= outcome.is_ok();
        if json {
            let (second_key, result_key) = match direction {
                Direction::Resolve => ("reference", "resolved"),
                Direction::Relativize => ("target", "reference"),
            };
            let mut map = serde_json::Map::new();
            map.insert("base".into(), json!(base));
            map.insert(second_key.into(), json!(second));
            map.insert("rules".into(), json!(rules.set().name()));
            map.insert(
                result_key.into(),
                outcome.as_ref().map_or(Value::Null, |r| json!(r)),
            );
            map.insert(
                "error".into(),
                outcome.as_ref().err().map_or(Value::Null, |e| json!(e)),
            );
            writeln!(out, "{}", Value::Object(map))?;
        } else {
            match &outcome {
                Ok(result) => writeln!(out, "{result}")?,
                Err(e) => writeln!(out, "error: {e}")?,
            }
        }
    }
    Ok(if all_ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
