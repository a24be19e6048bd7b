//! `urispec relativize`: a partial form that resolves back to a target,
//! one record per pair ([`crate::pairs`]).

use std::io::{self, Write};
use std::process::ExitCode;

use crate::context::Context;
use crate::input::MaxLine;
use crate::man::Page;
use crate::pairs::{self, Direction, RulesArgs};
use crate::subcommand::{matched, Subcommand};

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

/// The facts of its man page that its definitions do not give.
pub const PAGE: Page = Page {
    exit: &[
        (0, "every target has a partial form"),
        (
            1,
            "one has none (a base that is not absolute, a target that does not parse)",
        ),
        (
            2,
            "a usage error, stdin cannot be read, or a line is longer than --max-line",
        ),
    ],
    examples: &[(
        "urispec relativize http://a/b/c/d http://a/b/g",
        "the shortest partial form: ../g",
    )],
    see_also: &["resolve"],
};

inventory::submit! {
    Subcommand {
        name: "relativize",
        order: 40,
        args: <Args as clap::Args>::augment_args,
        page: &PAGE,
        run: |matches, out, context| run(out, &matched(matches)?, context),
    }
}

/// Relativize the pair of arguments, or every stdin line.
pub fn run(out: &mut impl Write, args: &Args, _: &Context) -> io::Result<ExitCode> {
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
