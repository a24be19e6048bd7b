//! `urispec`: parse, explain and check URIs under the early-web specifications.
//!
//! With no arguments it checks every example URI the documents print under
//! every grammar and prints the verdict matrix: where the grammars disagree.

use std::io::{BufWriter, IsTerminal, Write};
use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};
use urispec::Edition;

mod check;
mod compare;
mod differential;
mod encode;
mod examples;
mod explain;
mod extract;
mod grammar_diff;
mod input;
mod man;
mod names;
mod parse;
mod resolve;
mod style;
mod vectors;
mod verdicts;
mod view;
mod visible;
mod warc;
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

#[derive(Subcommand)]
enum Command {
    /// Parse URIs under one edition's grammar.
    ///
    /// Parse URIs (arguments, or one per line from stdin) under one grammar.
    Parse {
        /// The edition whose grammar to use.
        #[arg(long, default_value_t = Edition::Rfc2396, value_parser = names::Choice(&Edition::ALL))]
        spec: Edition,
        /// Print one JSON object per input (JSON Lines).
        #[arg(long)]
        json: bool,
        /// How the URL grammars match scheme names.
        #[arg(long, default_value_t, value_parser = names::Choice(&parse::SchemeCase::ALL))]
        scheme_case: parse::SchemeCase,
        #[command(flatten)]
        max_line: input::MaxLine,
        /// The URIs; read from stdin, one per line, when none is given.
        uris: Vec<String>,
    },
    /// Print the parse tree of a URI.
    ///
    /// Print the parse tree of a URI: each node's production and byte span.
    Explain {
        /// The edition whose grammar to use.
        #[arg(long, default_value_t = Edition::Rfc2396, value_parser = names::Choice(&Edition::ALL))]
        spec: Edition,
        /// How the URL grammars match scheme names.
        #[arg(long, default_value_t, value_parser = names::Choice(&parse::SchemeCase::ALL))]
        scheme_case: parse::SchemeCase,
        /// Print one JSON object: input, spec, valid, error, nodes (each
        /// node's production, section, start, end, depth, text).
        #[arg(long)]
        json: bool,
        /// The URI.
        uri: String,
    },
    /// Resolve a partial form against a base.
    ///
    /// Resolve a partial form against a base under one document's rules
    /// (BASE REFERENCE, or BASE<TAB>REFERENCE lines from stdin).
    Resolve {
        #[command(flatten)]
        rules: resolve::RulesArgs,
        #[command(flatten)]
        max_line: input::MaxLine,
        /// Print one JSON object per pair: base, reference, rules, resolved, error.
        #[arg(long)]
        json: bool,
        /// The base (context) URI.
        base: Option<String>,
        /// The partial form.
        reference: Option<String>,
    },
    /// Find a partial form that resolves back to a target.
    ///
    /// Find a short partial form that resolves against a base back to a target
    /// (BASE TARGET, or BASE<TAB>TARGET lines from stdin).
    Relativize {
        #[command(flatten)]
        rules: resolve::RulesArgs,
        #[command(flatten)]
        max_line: input::MaxLine,
        /// Print one JSON object per pair: base, target, rules, reference, error.
        #[arg(long)]
        json: bool,
        /// The base (context) URI.
        base: Option<String>,
        /// The full target URI.
        target: Option<String>,
    },
    /// Check a list of URIs, or the captures of a CDX or CDXJ index.
    ///
    /// Check a list of URIs, one per line, or the captures of a CDX or CDXJ
    /// index (gzip or not), on every core: the rejected lines with their line
    /// numbers and caret frames, then a summary (exit 0: all valid; 1: a line
    /// is not; 2: usage or I/O error).
    Check(check::Args),
    /// Check the documents' own example URIs under every grammar.
    ///
    /// Check every example URI the documents print under every grammar: the
    /// verdict matrix (the default when no command is given).
    Examples {
        /// Print every example, one line each, instead of the matrix.
        #[arg(long)]
        all: bool,
    },
    /// Parse one URI under every grammar, side by side.
    ///
    /// Parse one URI under every grammar, or resolve one reference under
    /// every rule set (`--base`), side by side.
    Verdicts(verdicts::Args),
    /// Find the URIs in plain text.
    ///
    /// Find the URIs in plain text (files, or stdin; gzip decompressed).
    Extract(extract::Args),
    /// Judge the captures and links of WARC and ARC files by their dates.
    ///
    /// Read WARC and ARC files (`.warc`, `.warc.gz`, `.arc`, `.arc.gz`, told
    /// apart by their first bytes): each capture's target URI judged by the
    /// edition of its date, and with `--links` every link of its HTML
    /// resolved by the rules of that date (a `!` marks a link or a result
    /// its edition rejects). Damaged records are read through and their
    /// defects named (exit 0: all valid; 1: a target is not, a record is
    /// malformed or cut short; 2: a file cannot be read).
    Warc(warc::Args),
    /// Hold a grammar against its document's BNF.
    ///
    /// Hold a .pest grammar against the BNF of its spec text, or compare two
    /// spec editions (exit 0: clean; 1: untagged deviation, missing or
    /// out-of-order rule; 2: bad input).
    GrammarDiff(grammar_diff::Args),
    /// Write conformance vectors for other implementations.
    ///
    /// Write conformance vectors for other implementations as JSON Lines:
    /// strings generated from an edition's grammar so that every rule is
    /// reached, near misses, the printed examples and the hostile shapes,
    /// each with urispec's verdict (the keys of `parse --json`, then
    /// `production`, `source`, `seed`); with `--rules`, base/reference/result
    /// triples, the printed tables first.
    Vectors(vectors::Args),
    /// Run the vectors through another implementation, by class.
    ///
    /// Run an edition's vectors through another program (`-- COMMAND
    /// [ARGS]`) speaking the protocol of the README's "Testing another
    /// implementation", and print the disagreements in classes (exit 0:
    /// none; 1: some; 2: the program died or spoke out of protocol).
    Differential(differential::Args),
    /// Answer the vectors' protocol with urispec's own verdicts.
    ///
    /// Speak the protocol of `differential` with urispec's own verdicts: one JSON string a
    /// line in, `valid {parts}` or `invalid {"offset":N}` a line out.
    Adapter(vectors::AdapterArgs),
    /// Compare two URIs by their normal forms.
    ///
    /// Compare two URIs under one edition by their normal forms: prints
    /// `equivalent` or `not equivalent` and both normal forms (exit 0:
    /// equivalent; 1: not; 2: a syntax or usage error, as diff(1) does).
    Compare {
        /// The edition whose grammar and equivalence rules to use.
        #[arg(long, default_value_t = Edition::Rfc2396, value_parser = names::Choice(&Edition::ALL))]
        spec: Edition,
        /// Print one JSON object: a, b, spec, equivalent, normal_forms, error.
        #[arg(long)]
        json: bool,
        /// The first URI.
        a: String,
        /// The second URI.
        b: String,
    },
    /// Print the normal form of URIs, or their SURT keys.
    ///
    /// Print the normal form of URIs (arguments, or one per line from stdin)
    /// under one edition (exit 1 when one does not parse).
    Normalize {
        /// The edition whose grammar and equivalence rules to use.
        #[arg(long, default_value_t = Edition::Rfc2396, value_parser = names::Choice(&Edition::ALL))]
        spec: Edition,
        /// Print SURT keys instead: `--surt` the `surt` package's (its
        /// canonicalization: README, "Web archives"), `--surt=rfc2396` one
        /// built on RFC 2396's normal form alone.
        #[arg(long, value_name = "KIND", num_args = 0..=1, require_equals = true,
              default_missing_value = "default",
              value_parser = names::Choice(&urispec::archive::Surt::ALL))]
        surt: Option<urispec::archive::Surt>,
        /// Print one JSON object per input: line (stdin only), input, spec
        /// and normal (with --surt: surt and key), error.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        max_line: input::MaxLine,
        /// The URIs; read from stdin, one per line, when none is given.
        uris: Vec<String>,
    },
    /// Escape local names with the set one production allows.
    ///
    /// Encode local names (arguments, or lines of octets from stdin) with the
    /// set of characters one production of one edition allows unescaped.
    Encode {
        /// The edition whose grammar gives the set.
        #[arg(long, default_value_t = Edition::Rfc2396, value_parser = names::Choice(&Edition::ALL))]
        spec: Edition,
        /// The production (`xalpha`, `xpalpha`, `search`, `uric`, `pchar`, `rel_segment`, ...).
        #[arg(long)]
        production: String,
        /// Print one JSON object per name: line (stdin only), input, spec,
        /// production, encoded, error.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        max_line: input::MaxLine,
        /// The names; read from stdin, one per line, when none is given.
        names: Vec<String>,
    },
    /// Decode `%hh` escapes.
    ///
    /// Decode `%hh` escapes (arguments, or one per line from stdin) and write
    /// the octets; to a terminal as text, controls escaped (`\u{1b}`) and a
    /// byte that is not UTF-8 as `\xff` (exit 1 when a `%` starts no escape).
    Decode {
        /// Write text, octets that are not UTF-8 replaced by U+FFFD and
        /// controls escaped.
        #[arg(long)]
        lossy: bool,
        /// Print one JSON object per component: line (stdin only), input,
        /// decoded (as text), utf8, error.
        #[arg(long, conflicts_with = "lossy")]
        json: bool,
        #[command(flatten)]
        max_line: input::MaxLine,
        /// The encoded components; read from stdin, one per line, when none is given.
        components: Vec<String>,
    },
    /// Print a completion script for a shell.
    ///
    /// Print a completion script for SHELL, written from these definitions
    /// (e.g. `urispec completions bash > /etc/bash_completion.d/urispec`).
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
    /// Print the man pages, or write them into a directory.
    ///
    /// Print the man page, in roff (`urispec man | man -l -`), or a
    /// subcommand's (`urispec man check`), or write them all into a
    /// directory (`--dir`).
    Man {
        /// The subcommand whose page to print (`urispec-check(1)`).
        subcommand: Option<String>,
        /// Write every page (`urispec.1`, `urispec-check.1`, ...) into DIR.
        #[arg(long, value_name = "DIR", conflicts_with = "subcommand")]
        dir: Option<std::path::PathBuf>,
    },
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return usage_error(&e),
    };
    let color = style::stdout_colored(cli.color);
    let stdout = std::io::stdout();
    let terminal = stdout.is_terminal();
    // A terminal sees each line as it is written (stdout's own line
    // buffering); a pipe or a file gets large blocks, flushed whenever the
    // input may wait (`input::each_line`), so records still stream.
    let mut out: Box<dyn Write> = if terminal {
        Box::new(stdout.lock())
    } else {
        Box::new(BufWriter::with_capacity(OUT_BUFFER, stdout.lock()))
    };
    let out = &mut out;
    let result = match cli.command.unwrap_or(Command::Examples { all: false }) {
        Command::Examples { all: false } => examples::matrix(out),
        Command::Examples { all: true } => examples::run(out),
        Command::Verdicts(args) => verdicts::run(out, &args),
        Command::Extract(args) => extract::run(out, &args),
        Command::Warc(args) => warc::run(out, &args),
        Command::GrammarDiff(args) => grammar_diff::run(out, &args, color),
        Command::Check(args) => check::run(out, &args),
        Command::Vectors(args) => vectors::run(out, &args),
        Command::Differential(args) => differential::run(out, &args),
        Command::Adapter(args) => vectors::adapter(out, &args),
        Command::Completions { shell } => {
            // Into memory first: clap_complete panics when a write fails.
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "urispec", &mut script);
            out.write_all(&script).map(|()| ExitCode::SUCCESS)
        }
        Command::Man { subcommand, dir } => man(out, subcommand.as_deref(), dir.as_deref()),
        Command::Parse {
            spec,
            json,
            scheme_case,
            max_line,
            uris,
        } => {
            let options = scheme_case.into();
            if uris.is_empty() {
                filter_stdin(
                    out,
                    max_line,
                    |out, _, line| parse::write(out, spec, options, json, &input::Line::of(line)),
                    |out, too_long| parse::write_too_long(out, spec, json, too_long),
                )
            } else {
                parse::run(
                    out,
                    spec,
                    options,
                    json,
                    uris.iter().map(|u| input::Line::Text(u)),
                )
            }
        }
        Command::Resolve {
            rules,
            max_line,
            json,
            base,
            reference,
        } => pairs(
            out,
            resolve::Direction::Resolve,
            &rules,
            max_line,
            json,
            base,
            reference,
        ),
        Command::Relativize {
            rules,
            max_line,
            json,
            base,
            target,
        } => pairs(
            out,
            resolve::Direction::Relativize,
            &rules,
            max_line,
            json,
            base,
            target,
        ),
        Command::Compare { spec, json, a, b } => compare::run(out, spec, (&a, &b), json),
        Command::Normalize {
            spec,
            surt,
            json,
            max_line,
            uris,
        } => each_input(out, max_line, uris, |out, place, line| {
            let line = input::Line::of(line);
            match (json, surt) {
                (true, _) => compare::normalize_json(out, place, (spec, surt), &line),
                (false, Some(kind)) => compare::surt(out, place, kind, &line),
                (false, None) => compare::normalize(out, place, spec, &line),
            }
        }),
        Command::Encode {
            spec,
            production,
            json,
            max_line,
            names,
        } => match urispec::escape::Set::of(spec, &production) {
            Ok(set) => each_input(out, max_line, names, |out, place, name| {
                if json {
                    encode::encode_json(out, place, (set, spec, &production), name)
                } else {
                    encode::encode(out, set, name)
                }
            }),
            Err(e) => {
                // The names that would do, so a typo is one step from right.
                let names: Vec<&str> = urispec::escape::Set::productions(spec)
                    .map(|(name, _)| name)
                    .collect();
                return usage(format!(
                    "urispec: {e}\n  the productions of {spec} with a set: {}",
                    names.join(", ")
                ));
            }
        },
        Command::Decode {
            lossy,
            json,
            max_line,
            components,
        } => {
            // Octets into a pipe or a file; text to a terminal.
            let octets = match (lossy, terminal) {
                (true, _) => encode::Octets::Lossy,
                (false, true) => encode::Octets::Shown,
                (false, false) => encode::Octets::AsTheyAre,
            };
            each_input(out, max_line, components, |out, place, component| {
                if json {
                    encode::decode_json(out, place, component)
                } else {
                    encode::decode(out, place, octets, component)
                }
            })
        }
        Command::Explain {
            spec,
            scheme_case,
            json,
            uri,
        } => {
            let tree = urispec::explain_with(spec, &uri, scheme_case.into());
            explain::run(out, spec, &uri, tree, json)
        }
    };
    // Flush here, not at exit: a write error on the last buffered bytes must
    // change the exit status rather than be dropped silently.
    match result.and_then(|code| out.flush().map(|()| code)) {
        Ok(code) => code,
        // The reader closed the pipe (`urispec explain ... | head -1`): what
        // it wanted was delivered, so this is no failure.
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            complain(format_args!("urispec: cannot write the output: {e}"));
            ExitCode::from(2)
        }
    }
}

/// Call `each` on every argument, or on each line of stdin as it arrives when
/// there is none ([`filter_stdin`]); exit status 0 when `each` says every
/// input was good, 1 when one was not, 2 when stdin cannot be read or a line
/// is too long.
fn each_input<W: Write>(
    out: &mut W,
    max_line: input::MaxLine,
    arguments: Vec<String>,
    mut each: impl FnMut(&mut W, input::Place, &[u8]) -> std::io::Result<bool>,
) -> std::io::Result<ExitCode> {
    if arguments.is_empty() {
        return filter_stdin(out, max_line, each, |out, too_long| {
            let message = format!(
                "urispec: {:?}: {}\n",
                input::shown(too_long),
                input::too_long_message(too_long, "stdin")
            );
            complain_after(out, message.as_bytes())
        });
    }
    let mut all_good = true;
    for argument in &arguments {
        all_good &= each(out, input::Place::Argument, argument.as_bytes())?;
    }
    Ok(parse::exit_code(all_good))
}

/// The one way the commands that take one input per line read stdin: `each`
/// on every line as it arrives, with its place (its number), saying whether
/// the line was good (a filter writes an empty line for one that was not,
/// `input::Place::fail`, so its output lines up with its input). Exit
/// status 0 when every line was good, 1 when one was not, 2 when stdin
/// cannot be read or a line is too long (after `too_long` has printed its
/// error).
fn filter_stdin<W: Write>(
    out: &mut W,
    max_line: input::MaxLine,
    mut each: impl FnMut(&mut W, input::Place, &[u8]) -> std::io::Result<bool>,
    too_long: impl FnOnce(&mut W, &input::TooLong) -> std::io::Result<()>,
) -> std::io::Result<ExitCode> {
    let mut all_good = true;
    let read = stream_stdin(
        out,
        max_line,
        |out, number, line| {
            all_good &= each(out, input::Place::Line(number), line)?;
            Ok(())
        },
        too_long,
    )?;
    Ok(read.unwrap_or(parse::exit_code(all_good)))
}

/// The size of the output buffer when stdout is not a terminal.
const OUT_BUFFER: usize = 64 * 1024;

/// `resolve` or `relativize`: the pair of arguments, or every stdin line.
fn pairs(
    out: &mut impl Write,
    direction: resolve::Direction,
    rules: &resolve::RulesArgs,
    max_line: input::MaxLine,
    json: bool,
    first: Option<String>,
    second: Option<String>,
) -> std::io::Result<ExitCode> {
    let (rules, pair) = match rules
        .rules()
        .map_err(usage)
        .and_then(|rules| resolve::pair_from(first, second).map(|pair| (rules, pair)))
    {
        Ok(found) => found,
        Err(code) => return Ok(code),
    };
    let Some(pair) = pair else {
        return filter_stdin(
            out,
            max_line,
            |out, place, line| {
                let pair = resolve::pair_of(direction, &input::Line::of(line));
                resolve::write(out, place, direction, rules, json, &pair)
            },
            |out, too_long| {
                let shown = input::shown(too_long);
                let message = input::too_long_message(too_long, "stdin");
                resolve::write_too_long(
                    out,
                    too_long.line,
                    direction,
                    rules,
                    json,
                    (&shown, &message, too_long.max),
                )
            },
        );
    };
    let ok = resolve::write(
        out,
        input::Place::Argument,
        direction,
        rules,
        json,
        &Ok(pair),
    )?;
    Ok(parse::exit_code(ok))
}

/// Call `each` on every stdin line as it arrives. `Some(2)` when stdin
/// cannot be read (after what was read is printed), or when a line is longer
/// than `max_line` (after `too_long` has printed its error record: the rest
/// of stdin is not read, as a line without end would never end); a write
/// error is an error.
fn stream_stdin<W: Write>(
    out: &mut W,
    max_line: input::MaxLine,
    each: impl FnMut(&mut W, u64, &[u8]) -> std::io::Result<()>,
    too_long: impl FnOnce(&mut W, &input::TooLong) -> std::io::Result<()>,
) -> std::io::Result<Option<ExitCode>> {
    match input::each_line(std::io::stdin().lock(), max_line.bytes, out, each) {
        Ok(()) => Ok(None),
        Err(input::StreamError::Write(e)) => Err(e),
        Err(input::StreamError::Read(input::ReadError::TooLong(t))) => {
            too_long(out, &t)?;
            out.flush()?;
            Ok(Some(ExitCode::from(2)))
        }
        Err(input::StreamError::Read(e)) => {
            out.flush()?;
            complain(format_args!(
                "urispec: {}",
                input::read_message(&e, "stdin")
            ));
            Ok(Some(ExitCode::from(2)))
        }
    }
}

/// Whether `e` is, or wraps, a write into a pipe whose reader is gone.
fn is_broken_pipe(e: &std::io::Error) -> bool {
    let broken = Some(std::io::ErrorKind::BrokenPipe);
    let inner = e.get_ref();
    e.kind() == std::io::ErrorKind::BrokenPipe
        || inner
            .and_then(|i| i.downcast_ref::<std::io::Error>())
            .is_some_and(|i| Some(i.kind()) == broken)
        || inner
            .and_then(|i| i.downcast_ref::<serde_json::Error>())
            .is_some_and(|i| i.io_error_kind() == broken)
}

/// Write `value` as one line of JSON. A write error keeps its kind (serde_json
/// gives back the `io::Error` it met), so a closed pipe is seen as one.
pub(crate) fn json_line(
    out: &mut impl Write,
    value: &impl serde::Serialize,
) -> std::io::Result<()> {
    serde_json::to_writer(&mut *out, value).map_err(std::io::Error::from)?;
    out.write_all(b"\n")
}

/// `urispec man`: the page of the command, or of one subcommand, or every
/// page into `dir` (the pages the command's page names under SUBCOMMANDS).
fn man(
    out: &mut impl Write,
    subcommand: Option<&str>,
    dir: Option<&std::path::Path>,
) -> std::io::Result<ExitCode> {
    // Built as clap_mangen builds it, so a subcommand's page is titled
    // `urispec-NAME`, as the command's page names it.
    let mut cmd = Cli::command().disable_help_subcommand(true);
    cmd.build();
    if let Some(dir) = dir {
        return Ok(match man::write_all(&cmd, dir) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => usage(format!(
                "urispec: cannot write the man pages into {}: {e}",
                dir.display()
            )),
        });
    }
    let page = match subcommand {
        None => cmd,
        Some(name) => match cmd.find_subcommand(name) {
            Some(sub) => sub.clone(),
            None => {
                let names: Vec<&str> = cmd.get_subcommands().map(|c| c.get_name()).collect();
                return Ok(usage(format!(
                    "urispec: no subcommand `{name}` (the subcommands: {})",
                    names.join(", ")
                )));
            }
        },
    };
    man::write(out, page, subcommand).map(|()| ExitCode::SUCCESS)
}

/// Print clap's help or version (exit status 0), or its usage error with
/// this program's one error prefix, `urispec: ` (exit status 2).
fn usage_error(e: &clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(
        e.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        e.exit();
    }
    let text = e.render().to_string();
    let text = text.strip_prefix("error: ").unwrap_or(&text);
    complain(format_args!("urispec: {}", text.trim_end()));
    ExitCode::from(2)
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

/// Write `message` (whole lines) to stderr after flushing `out`, so that the
/// records before it reach a reader of both (a terminal) first. Only a
/// failure to flush `out` is an error; stderr is written as `complain` does.
pub(crate) fn complain_after(
    out: &mut (impl Write + ?Sized),
    message: &[u8],
) -> std::io::Result<()> {
    out.flush()?;
    let _ = std::io::stderr().lock().write_all(message);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The words of a command line as a POSIX shell splits it, for the
    /// examples of the man pages (which quote only with `'`).
    fn shell_words(line: &str) -> Vec<String> {
        let mut words = Vec::new();
        let mut word: Option<String> = None;
        let mut quoted = false;
        for c in line.chars() {
            match c {
                '\'' => {
                    quoted = !quoted;
                    word.get_or_insert_with(String::new);
                }
                ' ' if !quoted => words.extend(word.take()),
                c => word.get_or_insert_with(String::new).push(c),
            }
        }
        assert!(!quoted, "an unclosed quote: {line}");
        words.extend(word);
        words
    }

    /// Every subcommand has its page's facts, and every example of every
    /// page is a command line clap takes.
    #[test]
    fn every_subcommand_has_a_page_whose_examples_parse() {
        let cmd = Cli::command();
        let names: Vec<&str> = cmd.get_subcommands().map(|c| c.get_name()).collect();
        let mut pages = vec![man::command_page()];
        for name in &names {
            let page = man::page(Some(name)).unwrap_or_else(|| panic!("no page for {name}"));
            for see in page.see_also {
                assert!(names.contains(see), "{name}: no subcommand {see}");
            }
            pages.push(page);
        }
        assert!(man::page(Some("nosuch")).is_none());
        for page in pages {
            assert!(!page.exit.is_empty() && !page.examples.is_empty());
            for (line, _) in page.examples {
                let words = shell_words(line);
                assert_eq!(words[0], "urispec", "{line}");
                if let Err(e) = Cli::try_parse_from(&words) {
                    panic!("{line}: {e}");
                }
            }
        }
    }

    #[test]
    fn shell_words_take_single_quotes() {
        assert_eq!(
            shell_words("urispec resolve 'http://a/b;p?q' '?y' ../g"),
            ["urispec", "resolve", "http://a/b;p?q", "?y", "../g"]
        );
    }
}
