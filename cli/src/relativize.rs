//! `urispec relativize`: a partial form that resolves back to a target,
//! one record per pair ([`crate::pairs`]).

use std::io::{self, Write};
use std::process::ExitCode;

use crate::input::MaxLine;
use crate::pairs::{self, Direction, RulesArgs};

/// Find a partial form that resolves back to a target.
///
/// Find a short partial form that resolves against a base back to a target
/// (BASE TARGET, or BASE<TAB>TARGET lines from stdin).
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    rules: RulesArgs,
    #[command(flatten)]
    max_line: MaxLine,
    /// Print one JSON object per pair: base, target, rules, reference, error.
    #[arg(long)]
    json: bool,
    /// The base (context) URI.
    base: Option<String>,
    /// The full target URI.
    target: Option<String>,
}

/// Relativize the pair of arguments, or every stdin line.
pub fn run(out: &mut impl Write, args: &Args) -> io::Result<ExitCode> {
    let pair = (args.base.clone(), args.target.clone());
    pairs::each_pair(
        out,
        Direction::Relativize,
        &args.rules,
        args.max_line,
        args.json,
        pair,
    )
}
