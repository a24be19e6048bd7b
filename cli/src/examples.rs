//! The main job: the verdict matrix of the example URIs the documents print,
//! under every grammar ([`matrix`]), and the full table (`--all`, [`run`]).

use std::io::{self, Write};
use std::process::ExitCode;

use urispec::examples::{self, Example};
use urispec::{Edition, Family};

/// The width of a column headed by an edition's name: the longest name, at
/// least 12 (the `document` column's).
fn name_width() -> usize {
    Edition::ALL
        .iter()
        .map(|e| e.name().len())
        .max()
        .unwrap_or(0)
        .max(12)
}

/// One cell: `ok`, or `@N` with the byte offset where the grammar stopped.
fn verdict(grammar: Edition, example: &Example) -> (bool, String) {
    match urispec::parse(grammar, &example.text()) {
        Ok(_) => (true, "ok".to_owned()),
        Err(e) => (false, format!("@{}", e.offset())),
    }
}

/// Print the full table, one line per example, and a summary per grammar.
/// Always succeeds: rejections are findings, not failures.
pub fn run(out: &mut impl Write) -> io::Result<ExitCode> {
    let grammars = Edition::ALL;
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
    let w = name_width();
    write!(out, "{:<12} {:>3} ", "document", "#")?;
    for spec in grammars {
        write!(out, " {:<w$}", spec.name())?;
    }
    writeln!(out, " example")?;
    let mut accepted = vec![0usize; grammars.len()];
    for example in &all {
        write!(out, "{:<12} {:>3} ", example.document, example.number)?;
        for (i, spec) in grammars.iter().enumerate() {
            let (ok, cell) = verdict(*spec, example);
            accepted[i] += usize::from(ok);
            write!(out, " {cell:<w$}")?;
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
        writeln!(out, "{:<w$} accepts {n} of {}", spec.name(), all.len())?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The verdicts of one example under every grammar.
struct Row {
    example: Example,
    verdicts: Vec<(bool, String)>,
    /// Only rfc2396 and rfc3986 accept it, as a reference without a scheme.
    partial: bool,
}

/// The main job: the examples where the grammars disagree and those every
/// grammar rejects, one line each; the partial forms only RFC 2396 and RFC 3986 parse
/// and the examples every grammar accepts, counted; a summary per grammar.
/// Always succeeds.
pub fn matrix(out: &mut impl Write) -> io::Result<ExitCode> {
    let grammars = Edition::ALL;
    let rows: Vec<Row> = examples::all()
        .map(|example| {
            let text = example.text();
            let all = urispec::verdicts(&text);
            let verdicts = all
                .iter()
                .map(|v| match v.outcome() {
                    Ok(_) => (true, "ok".to_owned()),
                    Err(e) => (false, format!("@{}", e.offset())),
                })
                .collect();
            // A partial form: the production each document gives one, or
            // (the TBL texts and URL grammars, which print none) rejected.
            // By family, with no catch-all: a new edition is read by its
            // family's rule, never silently by another's.
            let partial = all.iter().all(|v| match v.grammar().family() {
                Family::Rfc1808 => v.production() == Some("relativeURL"),
                Family::Rfc2396 => {
                    matches!(v.production(), Some("relativeURI" | "URI-reference"))
                }
                Family::Rfc3986 => v.production() == Some("relative-ref"),
                Family::Generic(_) | Family::Url(_) => !v.is_accepted(),
            });
            Row {
                example,
                verdicts,
                partial,
            }
        })
        .collect();
    let (every, none) = (
        |r: &&Row| r.verdicts.iter().all(|v| v.0),
        |r: &&Row| r.verdicts.iter().all(|v| !v.0),
    );
    let disagree: Vec<&Row> = rows
        .iter()
        .filter(|r| !every(r) && !none(r) && !r.partial)
        .collect();
    let rejected: Vec<&Row> = rows.iter().filter(none).collect();
    let partial = rows.iter().filter(|r| r.partial).count();
    let accepted = rows.iter().filter(every).count();
    writeln!(
        out,
        "The verdicts of the {} example URIs the documents print, under the {} grammars.\n\
         `urispec parse URI` parses one string (`--spec`: an edition), `urispec check FILE` a list,\n\
         one per line; `urispec verdicts URI` shows one string under every grammar, and\n\
         `urispec examples --all` every example.",
        rows.len(),
        grammars.len()
    )?;
    writeln!(
        out,
        "\nok = accepted; @N = rejected at byte N; the columns are the editions:"
    )?;
    let key: Vec<String> = grammars
        .iter()
        .enumerate()
        .map(|(i, g)| format!("{} {}", i + 1, g.name()))
        .collect();
    for line in key.chunks(5) {
        writeln!(out, "  {}", line.join("  "))?;
    }
    writeln!(
        out,
        "\nWhere the grammars disagree ({} examples):",
        disagree.len()
    )?;
    write_rows(out, &disagree)?;
    writeln!(
        out,
        "\nDocuments' own examples that every grammar rejects ({}):",
        rejected.len()
    )?;
    write_rows(out, &rejected)?;
    writeln!(
        out,
        "\nPartial forms (no scheme) that only rfc2396 and rfc3986 parse (`relativeURI`, or a\n\
         `URI-reference` with neither: empty or `#` only; `relative-ref`): {partial} examples;\n\
         the older grammars have no production for a partial form (see `urispec resolve`)."
    )?;
    writeln!(out, "Accepted by every grammar: {accepted} examples.\n")?;
    let w = name_width();
    for (i, spec) in grammars.iter().enumerate() {
        let n = rows.iter().filter(|r| r.verdicts[i].0).count();
        writeln!(out, "{:<w$} accepts {n} of {}", spec.name(), rows.len())?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The width the matrix fits in.
const WIDTH: usize = 100;

fn write_rows(out: &mut impl Write, rows: &[&Row]) -> io::Result<()> {
    // A verdict's column: the longest verdict (`ok`, `@N`) and a space.
    let cell = rows
        .iter()
        .flat_map(|r| r.verdicts.iter().map(|(_, v)| v.len()))
        .max()
        .unwrap_or(2)
        .max(2);
    write!(out, "{:<12} {:>3} ", "document", "#")?;
    for i in 1..=Edition::ALL.len() {
        write!(out, " {i:<cell$}")?;
    }
    writeln!(out, " example")?;
    // What the example may take: the rest of the line.
    let room = WIDTH
        .saturating_sub(12 + 1 + 3 + 1 + (cell + 1) * Edition::ALL.len() + 1)
        .max(8);
    for row in rows {
        write!(
            out,
            "{:<12} {:>3} ",
            row.example.document, row.example.number
        )?;
        for (_, verdict) in &row.verdicts {
            write!(out, " {verdict:<cell$}")?;
        }
        let shown = if row.example.string.is_empty() {
            "(empty)"
        } else {
            row.example.string
        };
        // Cut where it would pass the width (`examples --all` has it whole).
        match shown.char_indices().nth(room - 1) {
            Some((end, _)) if shown.chars().count() > room => writeln!(out, " {}…", &shown[..end])?,
            _ => writeln!(out, " {shown}")?,
        }
    }
    Ok(())
}
