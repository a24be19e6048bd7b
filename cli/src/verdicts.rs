//! `urispec verdicts`: one string under every grammar, or one reference
//! resolved under every rule set, side by side.

use std::io::{self, Write};
use std::process::ExitCode;

use serde::Serialize;
use serde_json::Value;
use urispec::verdicts::{answers, records, resolutions, Verdict};
use urispec::Parts;

use crate::context::Context;
use crate::man::{Page, USAGE};
use crate::subcommand::{matched, Subcommand};
use crate::view::{entries, ErrorView};
use crate::visible::visible;

/// Parse one URI under every grammar, side by side.
///
/// Parse one URI under every grammar, or resolve one reference under
/// every rule set (`--base`), side by side.
#[derive(clap::Args)]
pub struct Args {
    /// Resolve URI as a reference against this base under every rule set.
    #[arg(long)]
    base: Option<String>,
    /// Print one JSON object per edition (JSON Lines).
    #[arg(long)]
    json: bool,
    /// The URI (the reference, with `--base`).
    uri: String,
}

/// One record of `urispec verdicts --json`: a `urispec parse --json` record
/// with the production that matched.
#[derive(Serialize)]
struct Record<'a> {
    input: &'a str,
    spec: &'static str,
    valid: bool,
    production: Option<&'static str>,
    error: Option<ErrorView>,
    #[serde(flatten)]
    parts: Parts<'a>,
}

impl<'a> Record<'a> {
    fn of(input: &'a str, v: &Verdict<'a>) -> Self {
        let (error, parts) = match v.outcome() {
            Ok(parsed) => (None, parsed.parts()),
            Err(e) => (Some(ErrorView::of(e)), Parts::absent(v.grammar())),
        };
        Record {
            input,
            spec: v.grammar().name(),
            valid: v.is_accepted(),
            production: v.production(),
            error,
            parts,
        }
    }
}

/// The facts of its man page that its definitions do not give.
pub const PAGE: Page = Page {
    exit: &[(0, "always: the verdicts are the output"), USAGE],
    examples: &[
        (
            "urispec verdicts ../g",
            "one string under every grammar (RFC 1808 parses it as relativeURL)",
        ),
        (
            "urispec verdicts --base 'http://a/b/c/d;p?q' '?y'",
            "one reference under every rule set",
        ),
    ],
    see_also: &["parse", "resolve", "examples"],
};

inventory::submit! {
    Subcommand {
        name: "verdicts",
        order: 70,
        args: <Args as clap::Args>::augment_args,
        page: &PAGE,
        run: |matches, out, context| run(out, &matched(matches)?, context),
    }
}

/// Print one URI under every grammar (edition, verdict, production or
/// error, parts), or with `--base`, one reference resolved under every rule
/// set. Exit 0: the verdicts are the output, whatever they are.
pub fn run(out: &mut impl Write, args: &Args, _: &Context) -> io::Result<ExitCode> {
    match &args.base {
        Some(base) => resolved(out, base, &args.uri, args.json)?,
        None => parsed(out, &args.uri, args.json)?,
    }
    Ok(ExitCode::SUCCESS)
}

/// The parts of a record that the input has, as `key=value` (a URL's
/// `kind` is the production column already).
fn parts_text(parts: &Parts<'_>) -> io::Result<String> {
    let shown: Vec<String> = entries(parts)
        .map_err(io::Error::from)?
        .into_iter()
        .filter(|(key, value)| key != "kind" && !matches!(value, Value::Null | Value::Bool(false)))
        .map(|(key, value)| format!("{key}={}", visible(&value.to_string())))
        .collect();
    Ok(shown.join(" "))
}

/// The verdict table of `input`.
fn write_table(out: &mut impl Write, input: &str) -> io::Result<()> {
    writeln!(out, "{input:?}")?;
    writeln!(
        out,
        "  {:<13} {:<9} {:<16} parts",
        "edition", "verdict", "production"
    )?;
    for v in urispec::verdicts(input) {
        let name = v.grammar().name();
        match v.outcome() {
            Ok(parsed) => writeln!(
                out,
                "  {name:<13} {:<9} {:<16} {}",
                "accepted",
                urispec::verdicts::production(parsed),
                parts_text(&parsed.parts())?
            )?,
            Err(e) => {
                let message = e.to_string();
                let prefix = format!("{name}: ");
                let message = message.strip_prefix(&prefix).unwrap_or(&message);
                let message = visible(message);
                writeln!(out, "  {name:<13} {:<9} {message}", "rejected")?;
            }
        }
    }
    Ok(())
}

fn parsed(out: &mut impl Write, input: &str, json: bool) -> io::Result<()> {
    if !json {
        return write_table(out, input);
    }
    for v in urispec::verdicts(input) {
        crate::out::json_line(&mut *out, &Record::of(input, &v))?;
    }
    Ok(())
}

fn resolved(out: &mut impl Write, base: &str, reference: &str, json: bool) -> io::Result<()> {
    let all = resolutions(base, reference);
    if json {
        for record in records(base, reference, &all) {
            crate::out::json_line(&mut *out, &record)?;
        }
        return Ok(());
    }
    let letters = answers(&all);
    writeln!(out, "base      {base:?}")?;
    writeln!(out, "reference {reference:?}")?;
    writeln!(out, "  {:<13} {:<6} resolved", "rules", "answer")?;
    for (r, answer) in all.iter().zip(&letters) {
        let shown = match &r.outcome {
            Ok(uri) => uri.clone(),
            Err(e) => format!("error: {e}"),
        };
        let shown = visible(&shown);
        writeln!(out, "  {:<13} {answer:<6} {shown}", r.rules.name())?;
    }
    let mut groups: Vec<(&str, Vec<&str>)> = Vec::new();
    for (r, answer) in all.iter().zip(&letters) {
        match groups.iter_mut().find(|(a, _)| a == answer) {
            Some((_, names)) => names.push(r.rules.name()),
            None => groups.push((answer, vec![r.rules.name()])),
        }
    }
    if groups.len() == 1 {
        writeln!(out, "every rule set gives the same outcome")?;
    } else {
        let groups: Vec<String> = groups
            .iter()
            .map(|(a, names)| format!("{a}: {}", names.join(", ")))
            .collect();
        writeln!(out, "the documents disagree ({})", groups.join("; "))?;
    }
    Ok(())
}
