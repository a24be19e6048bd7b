//! `urispec`: parse, explain and check URIs under the early-web specifications.
//!
//! With no arguments it checks every example URI the documents print under
//! every grammar and prints the verdict matrix: where the grammars disagree.
//!
//! This file parses the command line and hands it to the subcommand's
//! module; what the subcommands share lives in modules of its own.

use std::io::{self, Write};
use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};

use crate::context::Context;

// The subcommands, one module each, as `subcommands!` lists them (here,
// where `cargo fmt` finds them).
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

/// From one line per subcommand, `module: Variant`: the variant of
/// [`Command`] that holds the module's `Args` (clap names
/// the subcommand after it, `GrammarDiff` as `grammar-diff`, and its help
/// is the doc comment of `Args`), the call of the module's `run`, and its
/// man page's facts (the module's `PAGE`).
macro_rules! subcommands {
    ($($module:ident: $variant:ident,)*) => {
        /// The subcommands, in the order the help lists them.
        #[derive(Subcommand)]
        enum Command {
            $($variant($module::Args),)*
        }

        impl Command {
            /// Each subcommand's module name and page facts.
            const PAGES: context::Pages = &[$((stringify!($module), &$module::PAGE),)*];

            /// Run the subcommand: its exit status, or the error of a write.
            fn run(self, out: &mut impl Write, context: &Context) -> io::Result<ExitCode> {
                match self {
                    $(Command::$variant(args) => $module::run(out, &args, context),)*
                }
            }
        }
    };
}

subcommands! {
    parse: Parse,
    explain: Explain,
    resolve: Resolve,
    relativize: Relativize,
    check: Check,
    examples: Examples,
    verdicts: Verdicts,
    extract: Extract,
    warc: Warc,
    grammar_diff: GrammarDiff,
    vectors: Vectors,
    differential: Differential,
    adapter: Adapter,
    compare: Compare,
    normalize: Normalize,
    encode: Encode,
    decode: Decode,
    completions: Completions,
    man: Man,
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return status::usage_error(&e),
    };
    let context = Context {
        color: style::stdout_colored(cli.color),
        command: Cli::command,
        pages: Command::PAGES,
    };
    let out = &mut out::stdout();
    let command = cli
        .command
        .unwrap_or_else(|| Command::Examples(Default::default()));
    let result = command.run(out, &context);
    out::finish(out, result)
}
