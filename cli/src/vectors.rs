//! `urispec vectors`: conformance vectors as JSON Lines, the records of
//! `parse --json` with `production`, `source` and `seed`; with `--rules`,
//! base/reference/result triples.

use std::io::{self, Write};

use std::process::ExitCode;

use serde::Serialize;
use urispec::resolve::{resolve, RuleSet};
use urispec::vectors::{Coverage, Pairs, Vectors};
use urispec::Edition;

use crate::context::Context;
use crate::man::{Page, USAGE};
use crate::subcommand::{matched, Subcommand};
use crate::view::Record;

/// Write conformance vectors for other implementations.
///
/// Write conformance vectors for other implementations as JSON Lines:
/// strings generated from an edition's grammar so that every rule is
/// reached, near misses, the printed examples and the hostile shapes,
/// each with urispec's verdict (the keys of `parse --json`, then
/// `production`, `source`, `seed`); with `--rules`, base/reference/result
/// triples, the printed tables first.
#[derive(clap::Args)]
pub struct Args {
    /// The edition whose grammar the vectors come from.
    #[arg(long, value_parser = crate::names::Choice(&Edition::ALL),
          required_unless_present = "rules", conflicts_with = "rules")]
    spec: Option<Edition>,
    /// Write base/reference/result triples of this document's rules for
    /// partial forms instead (its printed tables first).
    #[arg(long, value_parser = crate::names::Choice(&RuleSet::ALL))]
    rules: Option<RuleSet>,
    /// How many vectors (or triples).
    #[arg(long, default_value_t = 10_000)]
    count: usize,
    /// The seed: the same seed, the same vectors, on every machine.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Write to stderr which rules of the grammar the accepted generated
    /// strings reached, and which they did not.
    #[arg(long)]
    coverage: bool,
}

/// One vector's record: `parse --json`'s keys, then where it comes from.
#[derive(Serialize)]
struct VectorRecord<'a> {
    #[serde(flatten)]
    record: Record<'a>,
    /// The top-level production matched (`null` when none is).
    production: Option<&'static str>,
    /// `printed`, `shape`, `generated` or `near-miss`.
    source: &'static str,
    /// The run's seed.
    seed: u64,
}

/// One triple's record: `resolve --json`'s keys, then where it comes from.
#[derive(Serialize)]
struct PairRecord<'a> {
    base: &'a str,
    reference: &'a str,
    rules: &'static str,
    resolved: Option<String>,
    error: Option<String>,
    /// The result the document prints (printed tables only).
    printed: Option<&'a str>,
    source: &'static str,
    seed: u64,
}

/// The facts of its man page that its definitions do not give.
pub const PAGE: Page = Page {
    exit: &[(0, "the vectors are written"), USAGE],
    examples: &[
        (
            "urispec vectors --spec rfc3986 --count 1000",
            "a thousand strings with urispec's verdicts",
        ),
        (
            "urispec vectors --rules rfc2396 --count 100",
            "base, reference and result triples of RFC 2396",
        ),
    ],
    see_also: &["differential", "adapter"],
};

inventory::submit! {
    Subcommand {
        name: "vectors",
        order: 110,
        args: <Args as clap::Args>::augment_args,
        page: &PAGE,
        run: |matches, out, context| run(out, &matched(matches)?, context),
    }
}

/// Write the vectors (or the triples) `args` asks for.
pub fn run(out: &mut impl Write, args: &Args, _: &Context) -> io::Result<ExitCode> {
    if let Some(rules) = args.rules {
        return triples(out, rules, args);
    }
    let Some(spec) = args.spec else {
        return Ok(crate::status::usage(
            "urispec: vectors needs --spec or --rules".into(),
        ));
    };
    let mut vectors = match Vectors::new(spec, args.seed) {
        Ok(v) => v,
        Err(e) => return Ok(failed(&e)),
    };
    for vector in vectors.by_ref().take(args.count) {
        let parsed = urispec::parse(spec, &vector.input);
        let record = VectorRecord {
            production: parsed.as_ref().ok().map(urispec::verdicts::production),
            record: Record::of(spec, &vector.input, &parsed),
            source: vector.source.name(),
            seed: args.seed,
        };
        crate::out::json_line(out, &record)?;
    }
    if args.coverage {
        out.flush()?;
        crate::out::complain(format_args!("{}", describe(spec, vectors.coverage())));
    }
    Ok(ExitCode::SUCCESS)
}

/// `rfc3986: 35 of 35 rules reached`, the names of those missed, and of
/// the rules the entry point cannot reach.
pub fn describe(spec: Edition, coverage: &Coverage) -> String {
    let missed: Vec<&str> = coverage.missed().collect();
    let mut text = format!(
        "{spec}: {} of {} rules reached",
        coverage.reached(),
        coverage.reachable()
    );
    if !missed.is_empty() {
        text.push_str(&format!(" (not: {})", missed.join(", ")));
    }
    let unreachable: Vec<&str> = coverage.unreachable().collect();
    text.push_str(&format!(
        "; not reachable from the entry point: {}",
        unreachable.join(", ")
    ));
    text
}

fn failed(e: &impl std::fmt::Display) -> ExitCode {
    crate::out::complain(format_args!("urispec: {e}"));
    ExitCode::from(2)
}

fn triples(out: &mut impl Write, rules: RuleSet, args: &Args) -> io::Result<ExitCode> {
    let pairs = match Pairs::new(rules, args.seed) {
        Ok(p) => p,
        Err(e) => return Ok(failed(&e)),
    };
    for pair in pairs.take(args.count) {
        let outcome = resolve(&pair.base, &pair.reference, rules);
        let (resolved, error) = match outcome {
            Ok(r) => (Some(r.to_string()), None),
            Err(e) => (None, Some(e.to_string())),
        };
        let record = PairRecord {
            base: &pair.base,
            reference: &pair.reference,
            rules: rules.name(),
            resolved,
            error,
            printed: pair.printed.as_deref(),
            source: pair.source.name(),
            seed: args.seed,
        };
        crate::out::json_line(out, &record)?;
    }
    Ok(ExitCode::SUCCESS)
}
