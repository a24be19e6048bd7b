//! `urispec`: parse, explain and check URIs under the early-web specifications.
//!
//! With no arguments it checks every example URI the documents print under
//! every grammar and prints the verdict matrix: where the grammars disagree.
//!
//! This file parses the command line and hands it to the subcommand's
//! module: each module holds its arguments (their help is its doc comment)
//! and its `run`; what they share lives in the modules after them.

use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};

// The subcommands, one module each.
mod adapter;
mod check;
mod compare;
mod completions;
mod decode;
mod differential;
mod encode;
mod examples;
mod explain;
mod extract;
mod grammar_diff;
mod man;
mod normalize;
mod parse;
mod relativize;
mod resolve;
mod vectors;
mod verdicts;
mod warc;

// What they share.
mod input;
mod names;
mod out;
mod pairs;
mod status;
mod style;
mod view;
mod visible;
mod words;

/// Parse, resolve and judge URIs as the early-web documents wrote them.
///
/// Parses, resolves, compares and explains URIs and URLs exactly as the
/// early-web documents wrote them: Tim Berners-Lee's 1993 draft, RFC 1630, the
/// 1993 and 1994 URL drafts, RFC 1738, RFC 1808, RFC 2396 and RFC 3986.
///
/// A newcomer's first commands: `urispec parse URI`, `urispec check FILE`
/// (one URI per line), `urispec verdicts URI` (one string under every
/// edition).
#[derive(Parser)]
#[command(name = "urispec", version)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// When to colour the output: `auto` (on a terminal, unless `NO_COLOR`
    /// is set), `always` or `never`.
    #[arg(long, global = true, value_name = "WHEN", default_value_t = clap::ColorChoice::Auto)]
    color: clap::ColorChoice,
}

/// The subcommands, in the order the help lists them; each one's help is
/// the doc comment of its `Args`.
#[derive(Subcommand)]
enum Command {
    Parse(parse::Args),
    Explain(explain::Args),
    Resolve(resolve::Args),
    Relativize(relativize::Args),
    Check(check::Args),
    Examples(examples::Args),
    Verdicts(verdicts::Args),
    Extract(extract::Args),
    Warc(warc::Args),
    GrammarDiff(grammar_diff::Args),
    Vectors(vectors::Args),
    Differential(differential::Args),
    Adapter(adapter::Args),
    Compare(compare::Args),
    Normalize(normalize::Args),
    Encode(encode::Args),
    Decode(decode::Args),
    Completions(completions::Args),
    Man(man::Args),
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return status::usage_error(&e),
    };
    let color = style::stdout_colored(cli.color);
    let out = &mut out::stdout();
    let command = cli
        .command
        .unwrap_or_else(|| Command::Examples(Default::default()));
    let result = match command {
        Command::Parse(args) => parse::run(out, &args),
        Command::Explain(args) => explain::run(out, &args),
        Command::Resolve(args) => resolve::run(out, &args),
        Command::Relativize(args) => relativize::run(out, &args),
        Command::Check(args) => check::run(out, &args),
        Command::Examples(args) => examples::run(out, &args),
        Command::Verdicts(args) => verdicts::run(out, &args),
        Command::Extract(args) => extract::run(out, &args),
        Command::Warc(args) => warc::run(out, &args),
        Command::GrammarDiff(args) => grammar_diff::run(out, &args, color),
        Command::Vectors(args) => vectors::run(out, &args),
        Command::Differential(args) => differential::run(out, &args),
        Command::Adapter(args) => adapter::run(out, &args),
        Command::Compare(args) => compare::run(out, &args),
        Command::Normalize(args) => normalize::run(out, &args),
        Command::Encode(args) => encode::run(out, &args),
        Command::Decode(args) => decode::run(out, &args),
        Command::Completions(args) => completions::run(out, &args, Cli::command()),
        Command::Man(args) => man::run(out, &args, Cli::command()),
    };
    out::finish(out, result)
}
