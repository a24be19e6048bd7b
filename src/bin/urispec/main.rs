//! `urispec`: parse, explain and check URIs under the early-web specifications.
//!
//! With no arguments it checks every example URI the documents print under
//! every grammar and prints a table of verdicts.

use std::io::Read;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use urispec::Spec;

mod examples;
mod input;
mod parse;

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
        /// The grammar: uri-draft, rfc1630, rfc1630-url, url-draft-02 or url-draft-03.
        #[arg(long, default_value = "rfc1630", value_parser = parse_spec)]
        spec: Spec,
        /// Print one JSON object per input (JSON Lines).
        #[arg(long)]
        json: bool,
        /// The URIs; read from stdin, one per line, when none is given.
        uris: Vec<String>,
    },
    /// Print the parse tree of a URI: each node's production and byte span.
    Explain {
        /// The grammar: uri-draft, rfc1630, rfc1630-url, url-draft-02 or url-draft-03.
        #[arg(long, default_value = "rfc1630", value_parser = parse_spec)]
        spec: Spec,
        /// The URI.
        uri: String,
    },
    /// Check every example URI the documents print under every grammar (the
    /// default when no command is given).
    Examples,
}

fn parse_spec(s: &str) -> Result<Spec, String> {
    let spec: Spec = s
        .parse()
        .map_err(|e: urispec::spec::UnknownSpec| e.to_string())?;
    if urispec::GRAMMARS.contains(&spec) {
        Ok(spec)
    } else {
        let known: Vec<&str> = urispec::GRAMMARS.iter().map(|s| s.name()).collect();
        Err(format!(
            "{spec} has no grammar here (grammars: {})",
            known.join(", ")
        ))
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut stdout = std::io::stdout().lock();
    let result = match cli.command.unwrap_or(Command::Examples) {
        Command::Examples => examples::run(&mut stdout),
        Command::Parse { spec, json, uris } => {
            let inputs = if uris.is_empty() {
                let mut bytes = Vec::new();
                if let Err(e) = std::io::stdin().lock().read_to_end(&mut bytes) {
                    eprintln!("urispec: cannot read stdin: {e}");
                    return ExitCode::from(2);
                }
                input::lines(&bytes)
            } else {
                uris.into_iter().map(input::Line::Text).collect()
            };
            parse::run(&mut stdout, spec, json, &inputs)
        }
        Command::Explain { spec, uri } => match urispec::explain(spec, &uri) {
            Ok(tree) => {
                print!("{tree}");
                Ok(ExitCode::SUCCESS)
            }
            Err(urispec::Error::Syntax(e)) => {
                eprint!("{}", e.render(&uri));
                Ok(ExitCode::from(1))
            }
            Err(e) => {
                eprintln!("urispec: {e}");
                Ok(ExitCode::from(2))
            }
        },
    };
    match result {
        Ok(code) => code,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("urispec: {e}");
            ExitCode::from(2)
        }
    }
}
