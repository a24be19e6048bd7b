//! `urispec resolve`: a partial form resolved against a base, one record
//! per pair ([`crate::pairs`]).

use std::io::{self, Write};
use std::process::ExitCode;

use crate::context::Context;
use crate::input::MaxLine;
use crate::man::Page;
use crate::pairs::{self, Direction, RulesArgs};
use crate::subcommand::{matched, Subcommand};

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

/// The facts of its man page that its definitions do not give.
pub const PAGE: Page = Page {
    exit: &[
        (0, "every pair resolves"),
        (
            1,
            "one does not (a base that is not absolute, a reference that does not parse)",
        ),
        (
            2,
            "a usage error, stdin cannot be read, or a line is longer than --max-line",
        ),
    ],
    examples: &[
        (
            "urispec resolve 'http://a/b/c/d;p?q' ../g",
            "RFC 2396's rules: http://a/b/g",
        ),
        (
            "urispec resolve --rules rfc1808 'http://a/b/c/d;p?q' '?y'",
            "RFC 1808's rules: http://a/b/c/d;p?y",
        ),
        (
            "urispec verdicts --base 'http://a/b/c/d;p?q' '?y'",
            "the same pair under every rule set",
        ),
    ],
    see_also: &["relativize", "verdicts"],
};

inventory::submit! {
    Subcommand {
        name: "resolve",
        order: 30,
        args: <Args as clap::Args>::augment_args,
        page: &PAGE,
        run: |matches, out, context| run(out, &matched(matches)?, context),
    }
}

/// Resolve the pair of arguments, or every stdin line.
pub fn run(out: &mut impl Write, args: &Args, _: &Context) -> io::Result<ExitCode> {
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
