//! `urispec`: parse, explain and check URIs under the early-web specifications.
//!
//! With no arguments it checks every example URI the documents print under
//! every grammar and prints the verdict matrix: where the grammars disagree.
//!
//! This file parses the command line and hands it to the subcommand's
//! module; what the subcommands share lives in modules of its own.

use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser};

use crate::context::Context;

// The subcommands, one module each; each registers itself
// (`subcommand.rs`), and the help lists them in the order they give.
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
mod context;
mod input;
mod names;
mod out;
mod pairs;
mod status;
mod style;
mod subcommand;
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
    /// When to colour the output: `auto` (on a terminal, unless `NO_COLOR`
    /// is set), `always` or `never`.
    //
    // Each subcommand's help lists it after the subcommand's own options and
    // before `--help` (clap's own, at 999).
    #[arg(long, global = true, value_name = "WHEN", default_value_t = clap::ColorChoice::Auto, display_order = 998)]
    color: clap::ColorChoice,
}

/// The whole command: its global options and every subcommand its module
/// registered.
fn command() -> clap::Command {
    subcommand::with_all(Cli::command())
}

fn main() -> ExitCode {
    let matches = match command().try_get_matches() {
        Ok(matches) => matches,
        Err(e) => return status::usage_error(&e),
    };
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => return status::usage_error(&e),
    };
    let context = Context {
        color: style::stdout_colored(cli.color),
        command,
        pages: subcommand::all(),
    };
    let out = &mut out::stdout();
    let result = match matches.subcommand() {
        Some((name, args)) => subcommand::run(name, args, out, &context),
        None => examples::run(out, &Default::default(), &context),
    };
    out::finish(out, result)
}
