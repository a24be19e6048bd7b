//! The main job: the verdict matrix of the example URIs the documents print,
//! under every grammar ([`matrix`]), and the full table (`--all`, [`all`]).

use std::io::{self, Write};
use std::process::ExitCode;

use urispec::examples::{self, Example};
use urispec::{Edition, Family};

use crate::context::Context;
use crate::man::{Page, USAGE};
use crate::subcommand::{matched, Subcommand};

/// Check the documents' own example URIs under every grammar.
///
/// Check every example URI the documents print under every grammar: the
/// verdict matrix (the default when no command is given).
#[derive(clap::Args, Default)]
pub struct Args {
    /// Print every example, one line each, instead of the matrix.
    #[arg(long)]
    all: bool,
}

/// The facts of its man page that its definitions do not give.
pub const PAGE: Page = Page {
    exit: &[
        (0, "always: a rejection is a finding, not a failure"),
        USAGE,
    ],
    examples: &[
        ("urispec", "the verdict matrix, where the grammars disagree"),
        ("urispec examples --all", "every example, one line each"),
    ],
    see_also: &["verdicts", "parse"],
};

inventory::submit! {
    Subcommand {
        name: "examples",
        order: 60,
        args: <Args as clap::Args>::augment_args,
        page: &PAGE,
        run: |matches, out, context| run(out, &matched(matches)?, context),
    }
}

/// The matrix, or with `--all` the full table.
pub fn run(out: &mut impl Write, args: &Args, _: &Context) -> io::Result<ExitCode> {
    if args.all {
        all(out)
    } else {
        matrix(out)
    }
}

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
fn all(out: &mut impl Write) -> io::Result<ExitCode> {
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
/// grammar rejects, one line each; the partial forms (RFC 1808, RFC 2396 and
/// RFC 3986 parse them, the older grammars have no production for them)
/// and the examples every grammar accepts, counted; a summary per grammar.
/// Always succeeds.
fn matrix(out: &mut impl Write) -> io::Result<ExitCode> {
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
            let partial = all
                .iter()
                .all(|v| match partial_productions(v.grammar().family()) {
                    [] => !v.is_accepted(),
                    names => v.production().is_some_and(|p| names.contains(&p)),
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
    let width = width();
    // Prose reads best in short lines; the rows take the whole width.
    let prose = width.min(PROSE);
    let intro = format!(
        "The verdicts of the {} example URIs the documents print, under the {} grammars. \
         `urispec parse URI` parses one string (`--spec`: an edition), `urispec check FILE` a \
         list, one per line; `urispec verdicts URI` shows one string under every grammar, and \
         `urispec examples --all` every example.",
        rows.len(),
        grammars.len()
    );
    wrap(out, &intro, prose)?;
    writeln!(out)?;
    wrap(
        out,
        "ok = accepted; @N = rejected at byte N; the columns are the editions:",
        prose,
    )?;
    let key: Vec<String> = grammars
        .iter()
        .enumerate()
        .map(|(i, g)| format!("{} {}", i + 1, g.name()))
        .collect();
    pack(out, key.iter().map(String::as_str), "  ", "  ", prose)?;
    writeln!(
        out,
        "\nWhere the grammars disagree ({} examples):",
        disagree.len()
    )?;
    write_rows(out, &disagree, width)?;
    writeln!(
        out,
        "\nDocuments' own examples that every grammar rejects ({}):",
        rejected.len()
    )?;
    write_rows(out, &rejected, width)?;
    writeln!(out)?;
    wrap(out, &partial_forms(partial), prose)?;
    writeln!(out, "Accepted by every grammar: {accepted} examples.\n")?;
    let w = name_width();
    for (i, spec) in grammars.iter().enumerate() {
        let n = rows.iter().filter(|r| r.verdicts[i].0).count();
        writeln!(out, "{:<w$} accepts {n} of {}", spec.name(), rows.len())?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The width the matrix fits in when `COLUMNS` does not say.
const WIDTH: usize = 100;

/// The widest a line of prose is written.
const PROSE: usize = 80;

/// The narrowest the matrix is written: its verdict columns and a few
/// characters of each example.
const NARROWEST: usize = 64;

/// The width to write in: `COLUMNS` (as `--help` reads it), [`WIDTH`] when it
/// is not set or is no number, and never under [`NARROWEST`].
fn width() -> usize {
    std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.trim().parse::<usize>().ok())
        .filter(|&c| c > 0)
        .unwrap_or(WIDTH)
        .max(NARROWEST)
}

/// The line of the partial forms: how many, the productions each family
/// that has one parses them as, and the editions that have none.
fn partial_forms(count: usize) -> String {
    let mut parsing = Vec::new();
    let mut rejecting = Vec::new();
    for grammar in Edition::ALL {
        match partial_productions(grammar.family()) {
            [] => rejecting.push(grammar.name()),
            names => {
                let names: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
                let verb = if parsing.is_empty() { " parses" } else { "" };
                parsing.push(format!("{grammar}{verb} as {}", names.join(" or ")));
            }
        }
    }
    format!(
        "Partial forms (no scheme): {count} examples, which {}; {} print no production for a \
         partial form and reject them (see `urispec resolve`).",
        and_list(&parsing),
        and_list(&rejecting)
    )
}

/// `a`, `a and b`, `a, b and c`.
fn and_list(items: &[impl AsRef<str>]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_owned(),
        [most @ .., last] => {
            let most: Vec<&str> = most.iter().map(AsRef::as_ref).collect();
            format!("{} and {}", most.join(", "), last.as_ref())
        }
    }
}

/// The productions a family parses a partial form as, in the document's
/// words (RFC 1808 §2.2 `relativeURL`; RFC 2396 Appendix A `relativeURI`,
/// and `URI-reference` with neither an absolute nor a relative URI: empty,
/// or a fragment alone; RFC 3986 §4.2 `relative-ref`); none for the
/// families whose documents print none (the TBL texts and the URL drafts).
/// One exhaustive `match`: a new family is a compile error until it is
/// named here.
fn partial_productions(family: Family) -> &'static [&'static str] {
    match family {
        Family::Rfc1808 => &["relativeURL"],
        Family::Rfc2396 => &["relativeURI", "URI-reference"],
        Family::Rfc3986 => &["relative-ref"],
        Family::Generic(_) | Family::Url(_) => &[],
    }
}

/// Write `text` in lines of at most `width` characters, broken at spaces
/// outside backticks (a command in backticks stays on one line).
fn wrap(out: &mut impl Write, text: &str, width: usize) -> io::Result<()> {
    let mut words: Vec<&str> = Vec::new();
    let mut start = 0;
    let mut quoted = false;
    for (i, c) in text.char_indices() {
        match c {
            '`' => quoted = !quoted,
            ' ' if !quoted => {
                words.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    words.push(&text[start..]);
    pack(out, words.into_iter(), " ", "", width)
}

/// Write `items` joined by `gap`, each line starting with `indent` and at
/// most `width` characters long (an item longer than that has a line of its
/// own).
fn pack<'a>(
    out: &mut impl Write,
    items: impl Iterator<Item = &'a str>,
    gap: &str,
    indent: &str,
    width: usize,
) -> io::Result<()> {
    let mut line = String::from(indent);
    let mut empty = true;
    for item in items {
        let wide = line.chars().count() + gap.len() + item.chars().count();
        if !empty && wide > width {
            writeln!(out, "{line}")?;
            line = String::from(indent);
            empty = true;
        }
        if !empty {
            line.push_str(gap);
        }
        line.push_str(item);
        empty = false;
    }
    writeln!(out, "{line}")
}

fn write_rows(out: &mut impl Write, rows: &[&Row], width: usize) -> io::Result<()> {
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
    let room = width
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
