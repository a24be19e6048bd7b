//! `urispec`: parse, explain and check URIs under the early-web specifications.
//!
//! With no arguments it checks every example URI the documents print under
//! every grammar and prints a table of verdicts.

use std::io::{Read, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use urispec::Grammar;

mod compare;
mod encode;
mod examples;
mod grammar_diff;
mod input;
mod names;
mod parse;
mod resolve;
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
        #[arg(long, value_enum, default_value_t)]
        scheme_case: parse::SchemeCase,
        /// The URIs; read from stdin, one per line, when none is given.
        uris: Vec<String>,
    },
    /// Print the parse tree of a URI: each node's production and byte span.
    Explain {
        /// The edition whose grammar to use.
        #[arg(long, default_value_t = Grammar::Rfc2396, value_parser = names::Named(&Grammar::ALL))]
        spec: Grammar,
        #[arg(long, value_enum, default_value_t)]
        scheme_case: parse::SchemeCase,
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
    /// Check every example URI the documents print under every grammar (the
    /// default when no command is given).
    Examples,
    /// Hold a .pest grammar against the BNF of its spec text, or compare two
    /// spec editions (exit 0: clean; 1: untagged deviation, missing or
    /// out-of-order rule; 2: bad input).
    GrammarDiff(grammar_diff::Args),
    /// Compare two URIs under one edition by their normal forms: prints
    /// `equivalent` or `not equivalent` and both normal forms (exit 0:
    /// equivalent; 1: not; 2: a syntax or usage error, as diff(1) does).
    Compare {
        /// The edition whose grammar and equivalence rules to use.
        #[arg(long, default_value_t = Grammar::Rfc2396, value_parser = names::Named(&Grammar::ALL))]
        spec: Grammar,
        /// The first URI.
        a: String,
        /// The second URI.
        b: String,
    },
    /// Print the normal form of URIs (arguments, or one per line from stdin)
    /// under one edition (exit 1 when one does not parse).
    Normalize {
        /// The edition whose grammar and equivalence rules to use.
        #[arg(long, default_value_t = Grammar::Rfc2396, value_parser = names::Named(&Grammar::ALL))]
        spec: Grammar,
        /// The URIs; read from stdin, one per line, when none is given.
        uris: Vec<String>,
    },
    /// Encode local names (arguments, or lines of octets from stdin) with the
    /// set of characters one production of one edition allows unescaped.
    Encode {
        /// The edition whose grammar gives the set.
        #[arg(long, default_value_t = Grammar::Rfc2396, value_parser = names::Named(&Grammar::ALL))]
        spec: Grammar,
        /// The production (`xalpha`, `xpalpha`, `search`, `uric`, `pchar`, `rel_segment`, ...).
        #[arg(long)]
        production: String,
        /// The names; read from stdin, one per line, when none is given.
        names: Vec<String>,
    },
    /// Decode `%hh` escapes (arguments, or one per line from stdin) and write
    /// the octets (exit 1 when a `%` starts no escape).
    Decode {
        /// Write text, octets that are not UTF-8 replaced by U+FFFD.
        #[arg(long)]
        lossy: bool,
        /// The encoded components; read from stdin, one per line, when none is given.
        components: Vec<String>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut stdout = std::io::stdout().lock();
    let result = match cli.command.unwrap_or(Command::Examples) {
        Command::Examples => examples::run(&mut stdout),
        Command::GrammarDiff(args) => grammar_diff::run(&mut stdout, &args),
        Command::Parse {
            spec,
            json,
            scheme_case,
            uris,
        } => {
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
            parse::run(&mut stdout, spec, scheme_case.options(), json, &inputs)
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
        Command::Compare { spec, a, b } => compare::run(&mut stdout, spec, &a, &b),
        Command::Normalize { spec, uris } => match arguments_or_stdin(uris) {
            Ok(inputs) => {
                let lines: Vec<_> = inputs.iter().map(|b| input::Line::from_bytes(b)).collect();
                compare::normalize(&mut stdout, spec, &lines)
            }
            Err(code) => return code,
        },
        Command::Encode {
            spec,
            production,
            names,
        } => match urispec::escape::Set::of(spec, &production) {
            Ok(set) => match arguments_or_stdin(names) {
                Ok(inputs) => encode::encode(&mut stdout, set, &inputs),
                Err(code) => return code,
            },
            Err(e) => return usage(format!("urispec: {e}")),
        },
        Command::Decode { lossy, components } => match arguments_or_stdin(components) {
            Ok(inputs) => encode::decode(&mut stdout, lossy, &inputs),
            Err(code) => return code,
        },
        Command::Explain {
            spec,
            scheme_case,
            uri,
        } => match urispec::explain_with(spec, &uri, scheme_case.options()) {
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

/// The arguments' octets, or each line of stdin when there is none.
fn arguments_or_stdin(arguments: Vec<String>) -> Result<Vec<Vec<u8>>, ExitCode> {
    if !arguments.is_empty() {
        return Ok(arguments.into_iter().map(String::into_bytes).collect());
    }
    let mut bytes = Vec::new();
    if let Err(e) = std::io::stdin().lock().read_to_end(&mut bytes) {
        complain(format_args!("urispec: cannot read stdin: {e}"));
        return Err(ExitCode::from(2));
    }
    Ok(input::byte_lines(&bytes)
        .into_iter()
        .map(<[u8]>::to_vec)
        .collect())
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
