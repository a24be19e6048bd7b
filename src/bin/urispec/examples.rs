//! The main job: every example URI the documents print, under every grammar.

use std::io::{self, Write};
use std::process::ExitCode;

use urispec::examples::{self, Example};
use urispec::Grammar;

/// One cell: `ok`, or `@N` with the byte offset where the grammar stopped.
fn verdict(grammar: Grammar, example: &Example) -> (bool, String) {
    match urispec::parse(grammar, &example.text()) {
        Ok(_) => (true, "ok".to_owned()),
        Err(e) => (false, format!("@{}", e.offset())),
    }
}

/// Print the table and a summary per grammar. Always succeeds: rejections
/// are findings, not failures.
pub fn run(out: &mut impl Write) -> io::Result<ExitCode> {
    let grammars = Grammar::ALL;
    let all: Vec<Example> = examples::all().collect();
    writeln!(
        out,
        "Every example URI printed by the documents ({} strings), parsed under each grammar.",
        all.len()
    )?;
    writeln!(
        out,
        "ok = accepted; @N = rejected at byte N (see `urispec parse --spec S URI` for why).\n"
    )?;
    write!(out, "{:<12} {:>3} ", "document", "#")?;
    for spec in grammars {
        write!(out, " {:<12}", spec.name())?;
    }
    writeln!(out, " example")?;
    let mut accepted = vec![0usize; grammars.len()];
    for example in &all {
        write!(out, "{:<12} {:>3} ", example.document, example.number)?;
        for (i, spec) in grammars.iter().enumerate() {
            let (ok, cell) = verdict(*spec, example);
            accepted[i] += usize::from(ok);
            write!(out, " {cell:<12}")?;
        }
        let shown = if example.string.is_empty() {
            "(empty)"
        } else {
            example.string
        };
        writeln!(out, " {shown}")?;
    }
    writeln!(out)?;
    for (spec, n) in grammars.iter().zip(&accepted) {
        writeln!(out, "{:<12} accepts {n} of {}", spec.name(), all.len())?;
    }
    Ok(ExitCode::SUCCESS)
}
