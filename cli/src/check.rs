//! `urispec check`: one URI per line, parsed on every core, reported in
//! input order as the lines arrive, then summed up; or the captures of a
//! web-archive index (CDX, CDXJ), each judged by one edition or by the
//! edition of its date.
//!
//! The library's [`urispec::check`] and [`urispec::archive`] do the reading
//! (gzip decompressed), the parsing on worker threads and the ordering, in
//! memory bounded by the longest line; this file renders each line's record
//! on the worker that parsed it, prints the records in order with a progress
//! bar, and sums them up.

mod archive;
mod summary;

use std::fs::File;
use std::io::{self, IsTerminal, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use clap::builder::{PossibleValue, TypedValueParser};
use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;
use urispec::archive::{self as index, Format, FormatName, Index, Judge, OpenError};
use urispec::check::{self, Batches, Checker, Outcome};
use urispec::{Edition, Lineage};

use crate::view::write::Object;
use crate::view::{Columns, ErrorKind, ErrorView, Record};
use summary::{Place, Tally};

/// The options of `urispec check`.
#[derive(clap::Args)]
pub struct Args {
    /// The edition whose grammar to use, or `by-date`: each capture of a CDX
    /// or CDXJ index judged by the edition of `--lineage` in force in the
    /// month it was captured.
    #[arg(long, default_value = "rfc2396", value_parser = SpecNames)]
    spec: Spec,
    /// With `--spec by-date`, the editions a date picks from: `whole-urls`
    /// (url-draft-02, url-draft-03, rfc1738, rfc2396, rfc3986) or
    /// `partial-forms` (url-draft-02, uri-draft, rfc1630, rfc1808, rfc2396,
    /// rfc3986).
    #[arg(long, value_name = "LINEAGE", value_parser = crate::names::Choice(&Lineage::ALL))]
    lineage: Option<Lineage>,
    /// The inputs' format: `lines` (one URI a line), `cdx` (a legend line,
    /// then one capture a line) or `cdxj` (default: guessed from the first
    /// of each input's lines that is a CDX legend or record, a CDXJ line or
    /// a URI (no space), blank and damaged lines passed over, and said on
    /// stderr). gzip is read whatever the format.
    #[arg(long, value_name = "FORMAT", value_parser = crate::names::Choice(&FormatName::ALL))]
    format: Option<FormatName>,
    /// How the URL grammars match scheme names.
    #[arg(long, default_value_t, value_parser = crate::names::Choice(&crate::parse::SchemeCase::ALL))]
    scheme_case: crate::parse::SchemeCase,
    /// Print one JSON object per line (`record`, `file`, `line`, the keys
    /// of `parse --json` with RFC 3986 Appendix B's split of the input and
    /// the edition's parts under `parts`), then the summary (`"record":
    /// "summary"`).
    #[arg(long)]
    json: bool,
    /// Print only the records of rejected lines, captures and lines that
    /// are no capture (then the summary, of every line).
    #[arg(long)]
    invalid: bool,
    /// Print the summary alone, and no progress bar.
    #[arg(long, short)]
    quiet: bool,
    /// How many threads parse lines, 1 to 256 (default: the number of
    /// cores); a gzip input's members are inflated on as many more, at
    /// most 4.
    #[arg(long, short, value_parser = clap::value_parser!(u16).range(1..=256))]
    jobs: Option<u16>,
    #[command(flatten)]
    max_line: crate::input::MaxLine,
    /// The files to read, one URI or capture per line, gzip or not (`-`
    /// or none: stdin).
    files: Vec<PathBuf>,
}

/// What `--spec` names: one edition, or the edition of each capture's date.
#[derive(Clone, Copy, Debug)]
pub enum Spec {
    Edition(Edition),
    ByDate,
}

/// The value parser of `--spec`: the names of the editions, and `by-date`.
#[derive(Clone, Copy)]
struct SpecNames;

impl TypedValueParser for SpecNames {
    type Value = Spec;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        _arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Spec, clap::Error> {
        let text = value.to_string_lossy();
        if text == "by-date" {
            return Ok(Spec::ByDate);
        }
        text.parse::<Edition>().map(Spec::Edition).map_err(|_| {
            let known: Vec<&str> = Edition::ALL.iter().map(|e| e.name()).collect();
            let message = format!(
                "unknown spec `{text}` (known: {}, by-date)\n",
                known.join(", ")
            );
            clap::Error::raw(clap::error::ErrorKind::InvalidValue, message).with_cmd(cmd)
        })
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        let editions = Edition::ALL.iter().map(|e| PossibleValue::new(e.name()));
        Some(Box::new(editions.chain([PossibleValue::new("by-date")])))
    }
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
    /// Only the records of rejected lines.
    invalid: bool,
}

/// A batch of lines rendered: what to print and what to count.
#[derive(Default)]
struct Rendered {
    output: Vec<u8>,
    tally: Tally,
}

/// Check every line; exit status 0 when all are valid, 1 when one is not, 2
/// when an input cannot be read, or on a usage error.
pub fn run(out: &mut impl Write, args: &Args) -> io::Result<ExitCode> {
    let format = args.format;
    let judge = match (args.spec, args.lineage, format) {
        (Spec::ByDate, _, Some(FormatName::Lines)) => {
            return Ok(crate::usage(
                "urispec: --spec by-date needs the capture times of an index: \
                 give --format cdx or cdxj (a plain list of URIs has none)"
                    .to_owned(),
            ))
        }
        (Spec::Edition(_), Some(_), _) => {
            return Ok(crate::usage(
                "urispec: --lineage goes with --spec by-date only".to_owned(),
            ))
        }
        (Spec::ByDate, lineage, _) => Judge::ByDate(lineage.unwrap_or(Lineage::WholeUrls)),
        (Spec::Edition(edition), None, _) => Judge::Edition(edition),
    };
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
    // The grammar of plain lines (by date, plain lines are refused).
    let spec = match judge {
        Judge::Edition(edition) => edition,
        Judge::ByDate(_) => Edition::Rfc2396,
    };
    let mut checker = Checker::new(spec)
        .options(args.scheme_case.into())
        .max_line(args.max_line.bytes);
    if let Some(jobs) = args.jobs {
        checker = checker.jobs(usize::from(jobs));
    }
    let view = View {
        spec,
        json: args.json,
        quiet: args.quiet,
        invalid: args.invalid,
    };
    let bar = (!args.quiet && io::stderr().is_terminal()).then(|| progress_bar(&sources));
    let stdout_shares_the_terminal = bar.is_some() && io::stdout().is_terminal();
    let mut tally = Tally::default();
    let mut formats: Vec<FormatName> = Vec::new();
    let mut stopped = false;
    // Say `message` on stderr after what was printed, above the bar (a
    // file's name in it escaped as any text read is).
    let complain = |out: &mut dyn Write, message: String| -> io::Result<()> {
        let line = format!("urispec: {}\n", crate::visible::visible(&message));
        match &bar {
            Some(bar) => bar.suspend(|| crate::complain_after(out, line.as_bytes())),
            None => crate::complain_after(out, line.as_bytes()),
        }
    };
    for source in &sources {
        let name = source.name();
        let shown = name.clone().unwrap_or_else(|| "stdin".to_owned());
        let input: Box<dyn Read + Send> = match source {
            Source::Stdin => {
                crate::input::hint_if_terminal("check", "URIs, one per line,");
                Box::new(crate::input::Fused::new(io::stdin()))
            }
            Source::File(path) => match File::open(path) {
                Ok(file) => Box::new(file),
                Err(e) => {
                    stopped = true;
                    complain(out, crate::input::cannot_read(&shown, &e))?;
                    continue;
                }
            },
        };
        let file: Option<Arc<str>> = name.map(Arc::from);
        // gzip is decompressed on threads of its own, beside the workers:
        // its members on as many as there are jobs, in the file's order.
        let inflaters = args.jobs.map_or_else(
            || std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get),
            usize::from,
        );
        let input = index::Gunzip::parallel(input, inflaters)
            .map_err(OpenError::Io)
            .and_then(|input| index::open(input, format, args.max_line.bytes));
        let input = match input {
            Ok(input) => input,
            Err(e) => {
                stopped = true;
                match e {
                    OpenError::Io(e) => complain(out, crate::input::cannot_read(&shown, &e))?,
                    OpenError::TooLong(t) => {
                        if !view.quiet && matches!(judge, Judge::Edition(_)) {
                            too_long(view, file.as_deref(), &t, out)?;
                        }
                        let message = crate::input::too_long_message(&t, &shown);
                        complain(out, format!("{shown}: {message}"))?;
                    }
                    e => complain(out, format!("{shown}: {e}"))?,
                }
                continue;
            }
        };
        let read_as = input.format();
        if !formats.contains(&read_as.name()) {
            formats.push(read_as.name());
        }
        if input.was_guessed() && !view.quiet {
            complain(out, format!("{shown}: {}", read_as_said(&input)))?;
        }
        let mut lines: Batches<_, Rendered> = match (read_as, judge) {
            (Format::Lines, Judge::ByDate(_)) => {
                stopped = true;
                complain(
                    out,
                    format!(
                        "{shown} is a list of URIs, without capture times: \
                         --spec by-date judges the captures of a CDX or CDXJ index"
                    ),
                )?;
                continue;
            }
            (Format::Lines, Judge::Edition(_)) => {
                let for_workers = file.clone();
                checker.batches(input, move |rendered, line, outcome| {
                    render(view, for_workers.as_deref(), rendered, line, outcome);
                })
            }
            (format, judge) => {
                let mut index = Index::new(format, judge)
                    .options(args.scheme_case.into())
                    .max_line(args.max_line.bytes);
                if let Some(jobs) = args.jobs {
                    index = index.jobs(usize::from(jobs));
                }
                let captures = archive::View {
                    format: format.name(),
                    json: view.json,
                    quiet: view.quiet,
                    invalid: view.invalid,
                };
                let for_workers = file.clone();
                index.batches(input, move |rendered, line, entry| {
                    archive::render(captures, for_workers.as_deref(), rendered, line, entry);
                })
            }
        };
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
                        match read_as {
                            Format::Lines => too_long(view, file.as_deref(), &t, out)?,
                            format => archive::too_long(
                                format.name(),
                                view.json,
                                file.as_deref(),
                                &t,
                                out,
                            )?,
                        }
                    }
                    let message = crate::input::too_long_message(&t, &shown);
                    complain(out, format!("{shown}: {message}"))?;
                }
                Err(check::Error::Io { source, .. }) => {
                    stopped = true;
                    complain(out, crate::input::cannot_read(&shown, &source))?;
                }
                Err(e @ check::Error::Panicked { .. }) => return fail(out, &e.to_string()),
            }
            if let Some(bar) = &bar {
                bar.inc(lines.bytes_read().saturating_sub(counted));
                counted = lines.bytes_read();
                bar.set_message(format!(
                    "{}, {} invalid",
                    crate::words::count(tally.lines(), "line", "lines"),
                    tally.invalid()
                ));
            }
        }
    }
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    let archive_read = formats.iter().any(|f| *f != FormatName::Lines);
    match (archive_read, view.json) {
        // No input was read: nothing to sum up.
        _ if formats.is_empty() => {}
        (false, true) => crate::json_line(&mut *out, &tally.json(view.spec))?,
        (false, false) => tally.write_text(out, view.spec)?,
        (true, true) => crate::json_line(&mut *out, &tally.json_captures(judge, &formats))?,
        (true, false) => tally.write_captures_text(out, judge, &formats)?,
    }
    if stopped {
        return Ok(ExitCode::from(2));
    }
    Ok(crate::parse::exit_code(tally.all_valid()))
}

/// How an input's format was guessed, for stderr: `read as CDX, gzip
/// (legend N b a ...), guessed from line 1`, or, when no line read ahead
/// shows a format, `read as lines: none of its first 3 lines is a CDX or
/// CDXJ line or a URI`.
fn read_as_said<R>(input: &index::Opened<R>) -> String {
    let gzip = if input.is_gzip() { ", gzip" } else { "" };
    let letters = |legend: &index::Legend| {
        let letters: Vec<String> = legend.letters().chars().map(String::from).collect();
        letters.join(" ")
    };
    let read_as = match input.format() {
        Format::Cdx(legend) if legend.is_assumed() => format!(
            "read as CDX{gzip} (no legend line: the usual legend of {} fields, {}, assumed)",
            legend.len(),
            letters(&legend)
        ),
        Format::Cdx(legend) => format!("read as CDX{gzip} (legend {})", letters(&legend)),
        Format::Cdxj => format!("read as CDXJ{gzip}"),
        Format::Lines => format!("read as lines{gzip}"),
    };
    match (input.guessed_from(), input.lines_read()) {
        (Some(line), _) => format!("{read_as}, guessed from line {line}"),
        (None, 0) => format!("{read_as}: it has no line"),
        (None, 1) => format!("{read_as}: its one line is no CDX or CDXJ line and no URI"),
        (None, n) => {
            format!("{read_as}: none of its first {n} lines is a CDX or CDXJ line or a URI")
        }
    }
}

/// Print what came before, then `message`: exit status 2.
fn fail(out: &mut impl Write, message: &str) -> io::Result<ExitCode> {
    out.flush()?;
    crate::complain(format_args!("urispec: {message}"));
    Ok(ExitCode::from(2))
}

/// A bar over the bytes of the files, or a spinner when stdin or a gzip
/// file is read (the bytes counted are those decompressed).
fn progress_bar(sources: &[Source]) -> ProgressBar {
    let sizes: Option<u64> = sources
        .iter()
        .map(|s| match s {
            Source::Stdin => None,
            Source::File(path) if path.extension().is_some_and(|e| e == "gz") => None,
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

/// One JSON record of `check` (`"record": "line"`): where the line is,
/// then the library's record as `check` writes it ([`Columns`]: the input,
/// its verdict, RFC 3986 Appendix B's split, the edition's `parts`). A
/// line's record is written by hand ([`Object`]), the same bytes.
#[derive(Serialize)]
struct Numbered<'r, 'a> {
    record: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<&'r str>,
    line: u64,
    #[serde(flatten)]
    columns: Columns<'r, 'a>,
}

/// Count one line and render what to print of it into its batch's
/// (on a worker thread). Inlined into the checker's job, its one caller, so
/// that the line's tree is not copied into its argument.
#[inline]
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
    if let (true, Outcome::Parsed(parsed)) = (view.quiet || view.invalid, &outcome) {
        // Nothing is printed: the tally needs the scheme, not the record.
        let utf8 = line.text().is_ok();
        rendered
            .tally
            .add_valid(parsed.scheme(), utf8, raw.len(), place);
        return;
    }
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
            lossy = String::from_utf8_lossy(raw);
            let error = ErrorView::not_utf8(e.valid_up_to());
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
        // By hand: serde_json's writing cost more than the parse.
        let mut o = Object::new(out);
        o.str("record", Some("line"));
        if file.is_some() {
            o.str("file", file);
        }
        o.u64("line", number);
        o.columns(&rec.columns());
        o.end();
        out.push(b'\n');
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
        let error = ErrorView::other(ErrorKind::TooLong, None, Some(t.max), message);
        let record = Record::invalid(view.spec, &shown, error);
        let numbered = Numbered {
            record: "line",
            file,
            line: t.line,
            columns: record.columns(),
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
