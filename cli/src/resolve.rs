//! `urispec resolve`: a partial form resolved against a base, one record
//! per pair ([`crate::pairs`]).

use std::io::{self, Write};
use std::process::ExitCode;

use crate::input::MaxLine;
use crate::pairs::{self, Direction, RulesArgs};

/// Resolve a partial form against a base.
///
/// Resolve a partial form against a base under one document's rules
/// (BASE REFERENCE, or BASE<TAB>REFERENCE lines from stdin).
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    rules: RulesArgs,
    #[command(flatten)]
    max_line: MaxLine,
    /// Print one JSON object per pair: base, reference, rules, resolved, error.
    #[arg(long)]
    json: bool,
    /// The base (context) URI.
    base: Option<String>,
    /// The partial form.
    reference: Option<String>,
}

/// Resolve the pair of arguments, or every stdin line.
pub fn run(out: &mut impl Write, args: &Args) -> io::Result<ExitCode> {
    let pair = (args.base.clone(), args.reference.clone());
    pairs::each_pair(
        out,
        Direction::Resolve,
        &args.rules,
        args.max_line,
        args.json,
        pair,
    )
}
