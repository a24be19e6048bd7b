//! `urispec vectors`: conformance vectors as JSON Lines, the records of
//! `parse --json` with `production`, `source` and `seed`; with `--rules`,
//! base/reference/result triples. And `urispec adapter`: urispec's own
//! verdicts spoken in the protocol of `urispec differential`.

use std::io::{self, BufRead, Write};

use std::process::ExitCode;

use serde::Serialize;
use serde_json::Value;
use urispec::resolve::{resolve, RuleSet};
use urispec::vectors::{Coverage, Pairs, Vectors};
use urispec::Edition;

use crate::view::Record;

/// `urispec vectors`.
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

/// Write the vectors (or the triples) `args` asks for.
pub fn run(out: &mut impl Write, args: &Args) -> io::Result<ExitCode> {
    if let Some(rules) = args.rules {
        return triples(out, rules, args);
    }
    let Some(spec) = args.spec else {
        return Ok(crate::usage(
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
        crate::json_line(out, &record)?;
    }
    if args.coverage {
        out.flush()?;
        crate::complain(format_args!("{}", describe(spec, vectors.coverage())));
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
    crate::complain(format_args!("urispec: {e}"));
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
        crate::json_line(out, &record)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `urispec adapter`.
#[derive(clap::Args)]
pub struct AdapterArgs {
    /// The edition whose grammar decides.
    #[arg(long, value_parser = crate::names::Choice(&Edition::ALL))]
    spec: Edition,
}

/// Answer each protocol line of stdin with urispec's verdict: `valid` and
/// the parts of `parse --json`, or `invalid` and the error's offset. A line
/// that is not a JSON string is a protocol error (exit 2).
pub fn adapter(out: &mut impl Write, args: &AdapterArgs) -> io::Result<ExitCode> {
    let mut input = io::BufReader::new(io::stdin().lock());
    let mut line = String::new();
    loop {
        // Answers leave when no more questions are waiting (none read
        // ahead), so a caller that asks one at a time is answered at once.
        if input.buffer().is_empty() {
            out.flush()?;
        }
        line.clear();
        if input.read_line(&mut line)? == 0 {
            return Ok(ExitCode::SUCCESS);
        }
        let text = line.strip_suffix('\n').unwrap_or(&line);
        let Ok(uri) = serde_json::from_str::<String>(text) else {
            out.flush()?;
            crate::complain(format_args!(
                "urispec adapter: not a JSON string: {}",
                crate::view::heading(text)
            ));
            return Ok(ExitCode::from(2));
        };
        match urispec::parse(args.spec, &uri) {
            Ok(parsed) => {
                let parts = crate::view::entries(&parsed.parts())?;
                writeln!(out, "valid {}", Value::Object(parts))?;
            }
            Err(e) => writeln!(out, "invalid {{\"offset\":{}}}", e.offset())?,
        }
    }
}
