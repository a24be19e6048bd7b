//! `urispec check`: one URI per line, parsed on every core, reported in
//! input order as the lines arrive, then summed up.
//!
//! The library's [`urispec::check`] does the reading, the parsing on worker
//! threads and the ordering, in memory bounded by the longest line; this file
//! renders each line's record on the worker that parsed it, prints the
//! records in order with a progress bar, and sums them up.

mod summary;

use std::fs::File;
use std::io::{self, IsTerminal, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;
use urispec::check::{self, Checker, Outcome};
use urispec::Edition;

use crate::input::Line;
use crate::view::{ErrorView, Record};
use summary::{Place, Tally};

/// The options of `urispec check`.
#[derive(clap::Args)]
pub struct Args {
    /// The edition whose grammar to use.
    #[arg(long, default_value_t = Edition::Rfc2396, value_parser = crate::names::Named(&Edition::ALL))]
    spec: Edition,
    /// How the URL grammars match scheme names.
    #[arg(long, value_enum, default_value_t)]
    scheme_case: crate::parse::SchemeCase,
    /// Print one JSON object per line (the keys of `parse --json` after
    /// `file` and `line`), then a `{"summary": {...}}` object.
    #[arg(long)]
    json: bool,
    /// Print the summary alone, and no progress bar.
    #[arg(long, short)]
    quiet: bool,
    /// How many threads parse lines, 1 to 256 (default: the number of cores).
    #[arg(long, short, value_parser = clap::value_parser!(u16).range(1..=256))]
    jobs: Option<u16>,
    #[command(flatten)]
    max_line: crate::input::MaxLine,
    /// The files to read, one URI per line (`-` or none: stdin).
    files: Vec<PathBuf>,
}

/// Where the lines come from: a file named on the command line, or stdin.
#[derive(Clone)]
enum Source {
    Stdin,
    File(PathBuf),
}

impl Source {
    /// The name records and messages give it (`None` for stdin).
    fn name(&self) -> Option<String> {
        match self {
            Source::Stdin => None,
            Source::File(path) => Some(path.to_string_lossy().into_owned()),
        }
    }
}

/// How the records are rendered.
#[derive(Clone, Copy)]
struct View {
    spec: Edition,
    json: bool,
    quiet: bool,
}

/// A batch of lines rendered: what to print and what to count.
#[derive(Default)]
struct Rendered {
    output: Vec<u8>,
    tally: Tally,
}

/// Check every line; exit status 0 when all are valid, 1 when one is not, 2
/// when an input cannot be read.
pub fn run(out: &mut impl Write, args: &Args) -> io::Result<ExitCode> {
    let sources: Vec<Source> = if args.files.is_empty() {
        vec![Source::Stdin]
    } else {
        let dash = std::path::Path::new("-");
        let each = |p: &PathBuf| {
            if p.as_path() == dash {
                Source::Stdin
            } else {
                Source::File(p.clone())
            }
        };
        args.files.iter().map(each).collect()
    };
    let mut checker = Checker::new(args.spec)
        .options(args.scheme_case.options())
        .max_line(args.max_line.bytes);
    if let Some(jobs) = args.jobs {
        checker = checker.jobs(usize::from(jobs));
    }
    let view = View {
        spec: args.spec,
        json: args.json,
        quiet: args.quiet,
    };
    let bar = (!args.quiet && io::stderr().is_terminal()).then(|| progress_bar(&sources));
    let stdout_shares_the_terminal = bar.is_some() && io::stdout().is_terminal();
    let mut tally = Tally::default();
    let mut stopped = false;
    // Say `message` on stderr after what was printed, above the bar.
    let complain = |out: &mut dyn Write, message: String| -> io::Result<()> {
        let line = format!("urispec: {message}\n");
        match &bar {
            Some(bar) => bar.suspend(|| crate::complain_after(out, line.as_bytes())),
            None => crate::complain_after(out, line.as_bytes()),
        }
    };
    for source in &sources {
        let name = source.name();
        let shown = name.clone().unwrap_or_else(|| "stdin".to_owned());
        let input: Box<dyn Read> = match source {
            Source::Stdin => Box::new(io::stdin().lock()),
            Source::File(path) => match File::open(path) {
                Ok(file) => Box::new(file),
                Err(e) => {
                    stopped = true;
                    complain(out, format!("cannot open {}: {e}", path.display()))?;
                    continue;
                }
            },
        };
        let file: Option<Arc<str>> = name.map(Arc::from);
        let for_workers = file.clone();
        let mut lines = checker.batches(input, move |rendered, line, outcome| {
            render(view, for_workers.as_deref(), rendered, line, outcome);
        });
        let mut counted = 0;
        loop {
            // Whatever was printed reaches its reader before a wait.
            if !lines.ready() {
                out.flush()?;
            }
            let Some(item) = lines.next() else { break };
            match item {
                Ok(rendered) => {
                    if rendered.output.is_empty() {
                    } else if let (true, Some(bar)) = (stdout_shares_the_terminal, &bar) {
                        bar.suspend(|| out.write_all(&rendered.output).and_then(|()| out.flush()))?;
                    } else {
                        out.write_all(&rendered.output)?;
                    }
                    tally.merge(rendered.tally);
                }
                Err(check::Error::TooLong(t)) => {
                    stopped = true;
                    if !view.quiet {
                        too_long(view, file.as_deref(), &t, out)?;
                    }
                    let message = crate::input::too_long_message(&t, &shown);
                    complain(out, format!("{shown}: {message}"))?;
                }
                Err(check::Error::Io { source, .. }) => {
                    stopped = true;
                    complain(out, format!("cannot read {shown}: {source}"))?;
                }
                Err(e @ check::Error::Panicked { .. }) => return fail(out, &e.to_string()),
            }
            if let Some(bar) = &bar {
                bar.inc(lines.bytes_read() - counted);
                counted = lines.bytes_read();
                bar.set_message(format!(
                    "{} lines, {} invalid",
                    tally.lines(),
                    tally.invalid()
                ));
            }
        }
    }
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    if view.json {
        crate::json_line(&mut *out, &tally.json(view.spec))?;
    } else {
        tally.write_text(out, view.spec)?;
    }
    if stopped {
        return Ok(ExitCode::from(2));
    }
    Ok(crate::parse::exit_code(tally.all_valid()))
}

/// Print what came before, then `message`: exit status 2.
fn fail(out: &mut impl Write, message: &str) -> io::Result<ExitCode> {
    out.flush()?;
    crate::complain(format_args!("urispec: {message}"));
    Ok(ExitCode::from(2))
}

/// A bar over the bytes of the files, or a spinner when stdin is read.
fn progress_bar(sources: &[Source]) -> ProgressBar {
    let sizes: Option<u64> = sources
        .iter()
        .map(|s| match s {
            Source::Stdin => None,
            Source::File(path) => std::fs::metadata(path).ok().map(|m| m.len()),
        })
        .sum();
    let bar = match sizes {
        Some(total) => ProgressBar::new(total).with_style(
            ProgressStyle::with_template(
                "{bar:20} {binary_bytes}/{binary_total_bytes} {msg} ({eta})",
            )
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
        ),
        None => ProgressBar::new_spinner().with_style(
            ProgressStyle::with_template("{spinner} {binary_bytes} {msg}")
                .unwrap_or_else(|_| ProgressStyle::default_spinner()),
        ),
    };
    bar.with_message("0 lines")
}

/// One JSON record of `check`: where the line is, then the record of
/// `parse --json`.
#[derive(Serialize)]
struct Numbered<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<&'a str>,
    line: u64,
    #[serde(flatten)]
    record: &'a Record<'a>,
}

/// Count one line and render what to print of it into its batch's
/// (on a worker thread).
fn render(
    view: View,
    file: Option<&str>,
    rendered: &mut Rendered,
    line: check::Line<'_>,
    outcome: Outcome<'_>,
) {
    let raw = line.bytes();
    let number = line.number();
    let place = || Place {
        file: file.map(str::to_owned),
        line: number,
    };
    let lossy;
    let (rec, error) = match outcome {
        Outcome::Parsed(parsed) => {
            let text = line.text().unwrap_or_default();
            (Record::of(view.spec, text, &Ok(parsed)), None)
        }
        Outcome::Rejected(e) => {
            let text = line.text().unwrap_or_default();
            (Record::invalid(view.spec, text, ErrorView::of(&e)), Some(e))
        }
        Outcome::NotUtf8(e) => {
            let offset = e.valid_up_to();
            let error = ErrorView {
                offset: Some(offset),
                expected: Default::default(),
                found: None,
                message: Line::not_utf8(offset).into(),
            };
            lossy = String::from_utf8_lossy(raw);
            (Record::invalid(view.spec, &lossy, error), None)
        }
    };
    rendered
        .tally
        .add(&rec, line.text().is_ok(), raw.len(), place);
    if view.quiet {
        return;
    }
    // Writing to a `Vec` cannot fail.
    let out = &mut rendered.output;
    if view.json {
        let numbered = Numbered {
            file,
            line: number,
            record: &rec,
        };
        let _ = crate::json_line(out, &numbered);
    } else if !rec.valid {
        let _ = writeln!(
            out,
            "{}: {:?}: invalid {}",
            summary::where_is(&place()),
            crate::view::heading(rec.input),
            view.spec
        );
        let _ = crate::parse::write_why(out, &rec, error.as_ref());
    }
}

/// The record of a line longer than `--max-line`: its first bytes as the
/// input, the maximum as the offset.
fn too_long(
    view: View,
    file: Option<&str>,
    t: &check::TooLong,
    out: &mut impl Write,
) -> io::Result<()> {
    let shown = crate::input::shown(t);
    let message = crate::input::too_long_message(t, file.unwrap_or("stdin"));
    if view.json {
        let error = ErrorView {
            offset: Some(t.max),
            expected: Default::default(),
            found: None,
            message: message.into(),
        };
        let record = Record::invalid(view.spec, &shown, error);
        let numbered = Numbered {
            file,
            line: t.line,
            record: &record,
        };
        crate::json_line(out, &numbered)
    } else {
        let place = Place {
            file: file.map(str::to_owned),
            line: t.line,
        };
        let (spec, at) = (view.spec, summary::where_is(&place));
        writeln!(out, "{at}: {shown:?}: invalid {spec}\n  error: {message}")
    }
}
