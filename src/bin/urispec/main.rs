//! `urispec`: parse, explain and check URIs under the early-web specifications.
//!
//! With no arguments it checks every example URI the documents print under
//! every grammar and prints the verdict matrix: where the grammars disagree.

use std::io::{Read, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use urispec::Grammar;

mod examples;
mod extract;
mod grammar_diff;
mod input;
mod names;
mod parse;
mod resolve;
mod verdicts;
mod view;

/// Parses, resolves, compares and explains URIs exactly as the early-web
/// specifications define them.
#[derive(Parser)]
#[command(name = "urispec", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Parse URIs (arguments, or one per line from stdin) under one grammar.
    Parse {
        /// The edition whose grammar to use.
        #[arg(long, default_value_t = Grammar::Rfc2396, value_parser = names::Named(&Grammar::ALL))]
        spec: Grammar,
        /// Print one JSON object per input (JSON Lines).
        #[arg(long)]
        json: bool,
        /// The URIs; read from stdin, one per line, when none is given.
        uris: Vec<String>,
    },
    /// Print the parse tree of a URI: each node's production and byte span.
    Explain {
        /// The edition whose grammar to use.
        #[arg(long, default_value_t = Grammar::Rfc2396, value_parser = names::Named(&Grammar::ALL))]
        spec: Grammar,
        /// The URI.
        uri: String,
    },
    /// Resolve a partial form against a base under one document's rules
    /// (BASE REFERENCE, or BASE<TAB>REFERENCE lines from stdin).
    Resolve {
        #[command(flatten)]
        rules: resolve::RulesArgs,
        /// Print one JSON object per pair: base, reference, rules, resolved, error.
        #[arg(long)]
        json: bool,
        /// The base (context) URI.
        base: Option<String>,
        /// The partial form.
        reference: Option<String>,
    },
    /// Find a short partial form that resolves against a base back to a target
    /// (BASE TARGET, or BASE<TAB>TARGET lines from stdin).
    Relativize {
        #[command(flatten)]
        rules: resolve::RulesArgs,
        /// Print one JSON object per pair: base, target, rules, reference, error.
        #[arg(long)]
        json: bool,
        /// The base (context) URI.
        base: Option<String>,
        /// The full target URI.
        target: Option<String>,
    },
    /// Check every example URI the documents print under every grammar: the
    /// verdict matrix (the default when no command is given).
    Examples {
        /// Print every example, one line each, instead of the matrix.
        #[arg(long)]
        all: bool,
    },
    /// Parse one URI under every grammar, or resolve one reference under
    /// every rule set (`--base`), side by side.
    Verdicts(verdicts::Args),
    /// Find the URIs in plain text (files, or stdin).
    Extract(extract::Args),
    /// Hold a .pest grammar against the BNF of its spec text, or compare two
    /// spec editions (exit 0: clean; 1: untagged deviation, missing or
    /// out-of-order rule; 2: bad input).
    GrammarDiff(grammar_diff::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut stdout = std::io::stdout().lock();
    let result = match cli.command.unwrap_or(Command::Examples { all: false }) {
        Command::Examples { all: false } => examples::matrix(&mut stdout),
        Command::Examples { all: true } => examples::run(&mut stdout),
        Command::Verdicts(args) => verdicts::run(&mut stdout, &args),
        Command::Extract(args) => extract::run(&mut stdout, &args),
        Command::GrammarDiff(args) => grammar_diff::run(&mut stdout, &args),
        Command::Parse { spec, json, uris } => {
            let inputs = if uris.is_empty() {
                let mut bytes = Vec::new();
                if let Err(e) = std::io::stdin().lock().read_to_end(&mut bytes) {
                    complain(format_args!("urispec: cannot read stdin: {e}"));
                    return ExitCode::from(2);
                }
                input::lines(&bytes)
            } else {
                uris.into_iter().map(input::Line::Text).collect()
            };
            parse::run(&mut stdout, spec, json, &inputs)
        }
        Command::Resolve {
            rules,
            json,
            base,
            reference,
        } => match rules
            .rules()
            .map_err(usage)
            .and_then(|rules| resolve::pairs_from(base, reference).map(|pairs| (rules, pairs)))
        {
            Ok((rules, pairs)) => resolve::run(
                &mut stdout,
                resolve::Direction::Resolve,
                rules,
                json,
                &pairs,
            ),
            Err(code) => return code,
        },
        Command::Relativize {
            rules,
            json,
            base,
            target,
        } => match rules
            .rules()
            .map_err(usage)
            .and_then(|rules| resolve::pairs_from(base, target).map(|pairs| (rules, pairs)))
        {
            Ok((rules, pairs)) => resolve::run(
                &mut stdout,
                resolve::Direction::Relativize,
                rules,
                json,
                &pairs,
            ),
            Err(code) => return code,
        },
        Command::Explain { spec, uri } => match urispec::explain(spec, &uri) {
            Ok(tree) => write!(stdout, "{tree}").map(|()| ExitCode::SUCCESS),
            Err(e) => {
                complain(format_args!("{}", e.render(&uri).trim_end()));
                Ok(ExitCode::from(1))
            }
        },
    };
    // Flush here, not at exit: a write error on the last buffered bytes must
    // change the exit status rather than be dropped silently.
    match result.and_then(|code| stdout.flush().map(|()| code)) {
        Ok(code) => code,
        // The reader closed the pipe (`urispec explain ... | head -1`): what
        // it wanted was delivered, so this is no failure.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            complain(format_args!("urispec: cannot write the output: {e}"));
            ExitCode::from(2)
        }
    }
}

/// Report a usage error: one line to stderr, exit status 2.
fn usage(message: String) -> ExitCode {
    complain(format_args!("{message}"));
    ExitCode::from(2)
}

/// Write one line to stderr. Unlike `eprintln!`, a closed or full stderr is
/// not a panic: the exit status still tells the caller what happened.
pub(crate) fn complain(message: std::fmt::Arguments<'_>) {
    let _ = writeln!(std::io::stderr().lock(), "{message}");
}
