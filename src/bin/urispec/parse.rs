//! `urispec parse`: one record per input, as JSON Lines or as readable text.

use std::io::{self, Write};
use std::process::ExitCode;

use serde_json::{json, Map, Value};
use urispec::{Grammar, Parsed, PartValue, SyntaxError};

use crate::input::Line;

/// A part as JSON: raw text, `null` when absent.
fn part_json(value: &PartValue<'_>) -> Value {
    match value {
        PartValue::Absent => Value::Null,
        PartValue::Text(t) => json!(t),
        PartValue::List(items) => json!(items),
        PartValue::Flag(b) => json!(b),
        // `PartValue` may grow; a new kind shows as its debug text until named here.
        #[allow(unreachable_patterns)]
        other => json!(format!("{other:?}")),
    }
}

fn error_json(e: &SyntaxError) -> Value {
    json!({
        "offset": e.offset(),
        "expected": e.expected().iter().map(|x| x.name()).collect::<Vec<_>>(),
        "found": e.found().map(String::from),
        "message": e.to_string(),
    })
}

/// One JSON record: `input`, `spec`, `valid`, `error`, then the parts
/// (`null` where absent, and all `null` for an invalid input).
pub fn record(spec: Grammar, line: &Line) -> Value {
    let (input, outcome) = match line {
        Line::Text(text) => (
            text.as_str(),
            urispec::parse(spec, text).map_err(|e| error_json(&e)),
        ),
        Line::NotUtf8 { lossy, offset } => (
            lossy.as_str(),
            Err(json!({
                "offset": offset,
                "expected": [],
                "found": null,
                "message": format!("input is not UTF-8 at byte {offset}"),
            })),
        ),
    };
    let mut map = Map::new();
    map.insert("input".into(), json!(input));
    map.insert("spec".into(), json!(spec.name()));
    map.insert("valid".into(), json!(outcome.is_ok()));
    let parts = match outcome {
        Ok(parsed) => {
            map.insert("error".into(), Value::Null);
            parsed.parts()
        }
        Err(error) => {
            map.insert("error".into(), error);
            Vec::new()
        }
    };
    for key in Parsed::part_names(spec.spec()) {
        let value = parts
            .iter()
            .find(|(k, _)| k == key)
            .map_or(Value::Null, |(_, v)| part_json(v));
        map.insert((*key).into(), value);
    }
    Value::Object(map)
}

/// Print every input's record; exit status 0 when all are valid, 1 otherwise.
pub fn run(
    out: &mut impl Write,
    spec: Grammar,
    json: bool,
    inputs: &[Line],
) -> io::Result<ExitCode> {
    let mut all_valid = true;
    for line in inputs {
        let rec = record(spec, line);
        all_valid &= rec["valid"] == json!(true);
        if json {
            writeln!(out, "{rec}")?;
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
fn write_text(out: &mut impl Write, spec: Grammar, line: &Line, rec: &Value) -> io::Result<()> {
    let input = rec["input"].as_str().unwrap_or_default();
    if rec["valid"] == json!(true) {
        writeln!(out, "{input:?}: valid {spec}")?;
        for key in Parsed::part_names(spec.spec()) {
            let value = &rec[*key];
            let shown = match value {
                Value::Null => "-".to_owned(),
                other => other.to_string(),
            };
            writeln!(out, "  {key:<12} {shown}")?;
        }
        return Ok(());
    }
    writeln!(out, "{input:?}: invalid {spec}")?;
    match (line, urispec::parse(spec, input)) {
        (Line::Text(text), Err(e)) => {
            for l in e.render(text).lines() {
                writeln!(out, "  {l}")?;
            }
        }
        _ => writeln!(
            out,
            "  error: {}",
            rec["error"]["message"].as_str().unwrap_or_default()
        )?,
    }
    Ok(())
}
