//! `urispec check`: one URI per line, parsed on every core, reported in
//! input order as the lines arrive, then summed up; or the captures of a
//! web-archive index (CDX, CDXJ), each judged by one edition or by the
//! edition of its date.
//!
//! The library's [`urispec::check`] and [`urispec_archive`] do the reading
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
use urispec::check::{self, Batches, Brief, Checker, Outcome};
use urispec::{Edition, Lineage};
use urispec_archive::{self as index, Format, FormatName, Index, Judge, OpenError};

use crate::context::Context;
use crate::man::Page;
use crate::subcommand::{matched, Subcommand};
use crate::view::write::Object;
use crate::view::{Columns, ErrorKind, ErrorView, Record};
use summary::{Place, Tally};

/// Check a list of URIs, or the captures of a CDX or CDXJ index.
///
/// Check a list of URIs, one per line, or the captures of a CDX or CDXJ
/// index (gzip or not), on every core: the rejected lines with their line
/// numbers and caret frames, then a summary (exit 0: all valid; 1: a line
/// is not; 2: usage or I/O error).
#[derive(clap::Args)]
pub struct Args {
    /// The edition whose grammar to use, or `by-date`: each capture of a CDX
    /// or CDXJ index judged by the edition of `--lineage` in force in the
    /// month it was captured.
    #[arg(long, default_value = "rfc2396", value_parser = SpecNames)]
    spec: Spec,
    // Its help names each lineage's editions as the library lists them.
    #[arg(long, value_name = "LINEAGE", help = crate::names::lineage_help(),
          value_parser = crate::names::Choice(&Lineage::ALL))]
    lineage: Option<Lineage>,
    /// The inputs' format: `lines` (one URI a line), `cdx` (a legend line,
    /// then one capture a line) or `cdxj` (default: guessed from the first
    /// of each input's lines that is a CDX legend or record, a CDXJ line or
    /// a URI (no space), blank and damaged lines passed over, and said on
    /// stderr). gzip is read whatever the format.
    #[arg(long, value_name = "FORMAT", value_parser = crate::names::Choice(&FormatName::ALL))]
    format: Option<FormatName>,
    /// How the URL grammars match scheme names.
    #[arg(long, default_value_t, value_parser = crate::names::Choice(&urispec::url::SchemeCase::ALL))]
    scheme_case: urispec::url::SchemeCase,
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

/// The facts of its man page that its definitions do not give.
pub const PAGE: Page = Page {
    exit: &[
        (0, "every line is valid"),
        (1, "a line is not"),
        (
            2,
            "a usage error, an input that cannot be read, or a line longer than --max-line",
        ),
    ],
    examples: &[
        (
            "urispec check urls.txt",
            "the rejected lines with their caret frames, then a summary",
        ),
        (
            "urispec check --json --jobs 2 urls.txt.gz",
            "one JSON record per line, then the summary",
        ),
        (
            "urispec check --spec by-date index.cdx",
            "each capture of a CDX index judged by the edition of its date",
        ),
    ],
    see_also: &["parse", "extract", "warc"],
};

inventory::submit! {
    Subcommand {
        name: "check",
        order: 50,
        args: <Args as clap::Args>::augment_args,
        page: &PAGE,
        run: |matches, out, context| run(out, &matched(matches)?, context),
    }
}

/// Check every line; exit status 0 when all are valid, 1 when one is not, 2
/// when an input cannot be read, or on a usage error.
pub fn run(out: &mut impl Write, args: &Args, _: &Context) -> io::Result<ExitCode> {
    let judge = match judge(args) {
        Ok(judge) => judge,
        Err(code) => return Ok(code),
    };
    let sources = sources(args);
    let mut run = Run::new(args, judge, &sources);
    for source in &sources {
        if let Some(code) = run.read(out, source)? {
            return Ok(code);
        }
    }
    run.finish(out)
}

/// What `--spec`, `--lineage` and `--format` ask for together: one edition,
/// or the edition of each capture's date; or their usage error.
fn judge(args: &Args) -> Result<Judge, ExitCode> {
    match (args.spec, args.lineage, args.format) {
        (Spec::ByDate, _, Some(FormatName::Lines)) => Err(crate::status::usage(
            "urispec: --spec by-date needs the capture times of an index: \
             give --format cdx or cdxj (a plain list of URIs has none)"
                .to_owned(),
        )),
        (Spec::Edition(_), Some(_), _) => Err(crate::status::usage(
            "urispec: --lineage goes with --spec by-date only".to_owned(),
        )),
        (Spec::ByDate, lineage, _) => Ok(Judge::ByDate(lineage.unwrap_or(Lineage::WholeUrls))),
        (Spec::Edition(edition), None, _) => Ok(Judge::Edition(edition)),
    }
}

/// The inputs the files name, in order (`-` or none: stdin).
fn sources(args: &Args) -> Vec<Source> {
    if args.files.is_empty() {
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
    }
}

/// An input opened and its format known: gzip decompressed, the lines read
/// ahead to guess the format given back first.
type Opened = index::Opened<Box<dyn Read + Send>>;

/// One run of `check` over its inputs: the options, the checker of plain
/// lines, the progress bar, and what the inputs read so far came to.
struct Run<'a> {
    args: &'a Args,
    judge: Judge,
    view: View,
    checker: Checker,
    bar: Option<ProgressBar>,
    /// Whether the records go to the terminal the bar is drawn on.
    stdout_shares_the_terminal: bool,
    tally: Tally,
    /// The formats the inputs were read as, in the order first met.
    formats: Vec<FormatName>,
    /// Whether an input could not be read to its end.
    stopped: bool,
}

impl<'a> Run<'a> {
    /// The checker and the view of the options, and the bar over `sources`
    /// (none with `--quiet`, or when stderr is no terminal).
    fn new(args: &'a Args, judge: Judge, sources: &[Source]) -> Self {
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
        let bar = (!args.quiet && io::stderr().is_terminal()).then(|| progress_bar(sources));
        let stdout_shares_the_terminal = bar.is_some() && io::stdout().is_terminal();
        Run {
            args,
            judge,
            view,
            checker,
            bar,
            stdout_shares_the_terminal,
            tally: Tally::default(),
            formats: Vec::new(),
            stopped: false,
        }
    }

    /// Say `message` on stderr after what was printed, above the bar (a
    /// file's name in it escaped as any text read is).
    fn complain(&self, out: &mut dyn Write, message: String) -> io::Result<()> {
        let line = format!("urispec: {}\n", crate::visible::visible(&message));
        match &self.bar {
            Some(bar) => bar.suspend(|| crate::out::complain_after(out, line.as_bytes())),
            None => crate::out::complain_after(out, line.as_bytes()),
        }
    }

    /// Read one input to its end or to its error: opened, its format said
    /// when guessed, its lines checked and printed. `Some` exit status when
    /// the run ends here.
    fn read(&mut self, out: &mut impl Write, source: &Source) -> io::Result<Option<ExitCode>> {
        let name = source.name();
        let shown = name.clone().unwrap_or_else(|| "stdin".to_owned());
        let file: Option<Arc<str>> = name.map(Arc::from);
        let Some(input) = self.open(out, source, &shown, file.as_deref())? else {
            self.stopped = true;
            return Ok(None);
        };
        let read_as = input.format();
        if !self.formats.contains(&read_as.name()) {
            self.formats.push(read_as.name());
        }
        if input.was_guessed() && !self.view.quiet {
            self.complain(out, format!("{shown}: {}", read_as_said(&input)))?;
        }
        let Some(lines) = self.batches(out, input, &shown, &file)? else {
            self.stopped = true;
            return Ok(None);
        };
        self.print(out, lines, read_as, &shown, file.as_deref())
    }

    /// Open `source`, gzip decompressed, and read far enough to know its
    /// format (`--format`, or guessed); `None` when it cannot be (said on
    /// stderr; a first line too long printed as its record).
    fn open(
        &self,
        out: &mut impl Write,
        source: &Source,
        shown: &str,
        file: Option<&str>,
    ) -> io::Result<Option<Opened>> {
        let input: Box<dyn Read + Send> = match source {
            Source::Stdin => {
                crate::input::hint_if_terminal("check", "URIs, one per line,");
                Box::new(crate::input::Fused::new(io::stdin()))
            }
            Source::File(path) => match File::open(path) {
                Ok(file) => Box::new(file),
                Err(e) => {
                    self.complain(out, crate::input::cannot_read(shown, &e))?;
                    return Ok(None);
                }
            },
        };
        // gzip is decompressed on threads of its own, beside the workers:
        // its members on as many as there are jobs, in the file's order.
        let inflaters = self.args.jobs.map_or_else(
            || std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get),
            usize::from,
        );
        let input = index::Gunzip::parallel(input, inflaters)
            .map_err(OpenError::Io)
            .and_then(|input| index::open(input, self.args.format, self.args.max_line.bytes));
        let e = match input {
            Ok(input) => return Ok(Some(input)),
            Err(e) => e,
        };
        match e {
            OpenError::Io(e) => self.complain(out, crate::input::cannot_read(shown, &e))?,
            OpenError::TooLong(t) => {
                if !self.view.quiet && matches!(self.judge, Judge::Edition(_)) {
                    too_long(self.view, file, &t, out)?;
                }
                let message = crate::input::too_long_message(&t, shown);
                self.complain(out, format!("{shown}: {message}"))?;
            }
            e => self.complain(out, format!("{shown}: {e}"))?,
        }
        Ok(None)
    }

    /// The lines of `input` in batches, rendered on the workers of the
    /// checker (plain lines) or of an index (captures); `None` for plain
    /// lines to judge by date, which have no dates (said on stderr).
    fn batches(
        &self,
        out: &mut impl Write,
        input: Opened,
        shown: &str,
        file: &Option<Arc<str>>,
    ) -> io::Result<Option<Batches<Opened, Rendered>>> {
        let (args, view) = (self.args, self.view);
        let lines = match (input.format(), self.judge) {
            (Format::Lines, Judge::ByDate(_)) => {
                self.complain(
                    out,
                    format!(
                        "{shown} is a list of URIs, without capture times: \
                         --spec by-date judges the captures of a CDX or CDXJ index"
                    ),
                )?;
                return Ok(None);
            }
            // Where no accepted line is printed, no tree is made.
            (Format::Lines, Judge::Edition(_)) if view.quiet || view.invalid => {
                let for_workers = file.clone();
                self.checker
                    .brief_batches(input, move |rendered, line, brief| {
                        render_brief(view, for_workers.as_deref(), rendered, line, brief);
                    })
            }
            (Format::Lines, Judge::Edition(_)) => {
                let for_workers = file.clone();
                self.checker.batches(input, move |rendered, line, outcome| {
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
        Ok(Some(lines))
    }

    /// Print the records of `lines` in input order as they come, count
    /// them, and move the bar; `Some` exit status when a worker panicked.
    fn print(
        &mut self,
        out: &mut impl Write,
        mut lines: Batches<Opened, Rendered>,
        read_as: Format,
        shown: &str,
        file: Option<&str>,
    ) -> io::Result<Option<ExitCode>> {
        let view = self.view;
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
                    } else if let (true, Some(bar)) = (self.stdout_shares_the_terminal, &self.bar) {
                        bar.suspend(|| out.write_all(&rendered.output).and_then(|()| out.flush()))?;
                    } else {
                        out.write_all(&rendered.output)?;
                    }
                    self.tally.merge(rendered.tally);
                }
                Err(check::Error::TooLong(t)) => {
                    self.stopped = true;
                    if !view.quiet {
                        match read_as {
                            Format::Lines => too_long(view, file, &t, out)?,
                            format => archive::too_long(format.name(), view.json, file, &t, out)?,
                        }
                    }
                    let message = crate::input::too_long_message(&t, shown);
                    self.complain(out, format!("{shown}: {message}"))?;
                }
                Err(check::Error::Io { source, .. }) => {
                    self.stopped = true;
                    self.complain(out, crate::input::cannot_read(shown, &source))?;
                }
                Err(e @ check::Error::Panicked { .. }) => {
                    return fail(out, &e.to_string()).map(Some)
                }
            }
            if let Some(bar) = &self.bar {
                bar.inc(lines.bytes_read().saturating_sub(counted));
                counted = lines.bytes_read();
                bar.set_message(format!(
                    "{}, {} invalid",
                    crate::words::count(self.tally.lines(), "line", "lines"),
                    self.tally.invalid()
                ));
            }
        }
        Ok(None)
    }

    /// Clear the bar and print the summary, in the form of what was read
    /// (lines or captures) and of `--json` (none when no input was read);
    /// the exit status.
    fn finish(mut self, out: &mut impl Write) -> io::Result<ExitCode> {
        self.tally.settle();
        let (view, judge, tally, formats) = (self.view, self.judge, &self.tally, &self.formats);
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
        let archive_read = formats.iter().any(|f| *f != FormatName::Lines);
        match (archive_read, view.json) {
            // No input was read: nothing to sum up.
            _ if formats.is_empty() => {}
            (false, true) => crate::out::json_line(&mut *out, &tally.json(view.spec))?,
            (false, false) => tally.write_text(out, view.spec)?,
            (true, true) => crate::out::json_line(&mut *out, &tally.json_captures(judge, formats))?,
            (true, false) => tally.write_captures_text(out, judge, formats)?,
        }
        if self.stopped {
            return Ok(ExitCode::from(2));
        }
        Ok(crate::status::of(tally.all_valid()))
    }
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
    crate::out::complain(format_args!("urispec: {message}"));
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
/// (on a worker thread), where an accepted line's record is printed (not
/// with `--quiet` or `--invalid`, which read each line's [`Brief`]:
/// [`render_brief`]). Inlined into the checker's job, its one caller, so
/// that the line's tree is not copied into its argument.
#[inline]
fn render(
    view: View,
    file: Option<&str>,
    rendered: &mut Rendered,
    line: check::Line<'_>,
    outcome: Outcome<'_>,
) {
    match outcome {
        Outcome::Parsed(parsed) if !(view.quiet || view.invalid) => {
            let text = line.text().unwrap_or_default();
            let rec = Record::of(view.spec, text, &Ok(parsed));
            emit(view, file, rendered, line, &rec, None);
        }
        other => render_brief(view, file, rendered, line, other.into()),
    }
}

/// Count one line and render what to print of it, from its [`Brief`]:
/// nothing of an accepted line is printed (`--quiet`, `--invalid`), and the
/// tally needs its scheme, not its record. An accepted line is counted
/// here, inlined into the checker's job; the others out of line, by
/// [`render_brief_rest`] (a branch for them here costs the accepted lines),
/// given the line and its brief where they are (moved into the call, they
/// were copied twice).
#[inline(always)]
fn render_brief(
    view: View,
    file: Option<&str>,
    rendered: &mut Rendered,
    line: check::Line<'_>,
    mut brief: Brief<'_>,
) {
    match brief {
        Brief::Parsed { scheme } => count_accepted(file, rendered, line, scheme),
        ref mut brief => render_brief_rest(view, file, rendered, &line, brief),
    }
}

/// Count a rejected line that is not printed (`--quiet`): the tally needs
/// the error's expected names, the character found and the scheme, not
/// the record (nor the whole error).
#[inline(always)]
fn count_rejected(
    file: Option<&str>,
    rendered: &mut Rendered,
    line: &check::Line<'_>,
    e: &urispec::check::Rejection<'_>,
) {
    let place = place_of(file, line.number());
    let text = line.text().unwrap_or_default();
    let bytes = line.bytes().len();
    let tally = &mut rendered.tally;
    match e.shared_expected() {
        // A dead end's list: counted by its address, named once.
        Some(list) => tally.add_rejected_shared(text, list, Some(e.found()), bytes, place),
        None => {
            let names = e.expected().iter().map(urispec::Expected::name);
            tally.add_rejected(text, names, Some(e.found()), true, bytes, place);
        }
    }
}

/// Count an accepted line by its scheme: nothing of it is printed.
#[inline(always)]
fn count_accepted(
    file: Option<&str>,
    rendered: &mut Rendered,
    line: check::Line<'_>,
    scheme: Option<&str>,
) {
    let place = place_of(file, line.number());
    let utf8 = line.text().is_ok();
    rendered
        .tally
        .add_valid(scheme, utf8, line.bytes().len(), place);
}

/// Where line `number` of `file` is, made only where the tally keeps it
/// (the longest line so far).
#[inline(always)]
fn place_of(file: Option<&str>, number: u64) -> impl FnOnce() -> Place + '_ {
    move || Place {
        file: file.map(str::to_owned),
        line: number,
    }
}

/// [`render_brief`] of a line that is not accepted: a rejected line not
/// printed (`--quiet`) counted here, in a small frame; a line printed
/// rendered by [`render_brief_record`], which takes the brief (an accepted
/// one left in its place).
#[inline(never)]
fn render_brief_rest(
    view: View,
    file: Option<&str>,
    rendered: &mut Rendered,
    line: &check::Line<'_>,
    brief: &mut Brief<'_>,
) {
    match brief {
        Brief::Parsed { scheme } => count_accepted(file, rendered, *line, *scheme),
        Brief::Rejected(e) if view.quiet => count_rejected(file, rendered, line, e),
        brief => {
            let brief = std::mem::replace(brief, Brief::Parsed { scheme: None });
            render_brief_record(view, file, rendered, *line, brief);
        }
    }
}

/// [`render_brief_rest`] of a line that is printed: its record rendered
/// (out of line, so that a rejected line counted alone, `--quiet`, does
/// not pay for this frame).
#[inline(never)]
fn render_brief_record(
    view: View,
    file: Option<&str>,
    rendered: &mut Rendered,
    line: check::Line<'_>,
    brief: Brief<'_>,
) {
    let raw = line.bytes();
    let lossy;
    let (rec, error) = match brief {
        Brief::Parsed { scheme } => return count_accepted(file, rendered, line, scheme),
        Brief::Rejected(rejection) => {
            let e = rejection.into_error();
            let text = line.text().unwrap_or_default();
            (Record::invalid(view.spec, text, ErrorView::of(&e)), Some(e))
        }
        Brief::NotUtf8(e) => {
            lossy = String::from_utf8_lossy(raw);
            let error = ErrorView::not_utf8(e.valid_up_to());
            (Record::invalid(view.spec, &lossy, error), None)
        }
    };
    emit(view, file, rendered, line, &rec, error.as_ref());
}

/// Count a line's record and render it into its batch's output (nothing
/// with `--quiet`): its JSON record, or the lines of a rejected line.
fn emit(
    view: View,
    file: Option<&str>,
    rendered: &mut Rendered,
    line: check::Line<'_>,
    rec: &Record<'_>,
    error: Option<&urispec::SyntaxError>,
) {
    let number = line.number();
    let place = || Place {
        file: file.map(str::to_owned),
        line: number,
    };
    rendered
        .tally
        .add(rec, line.text().is_ok(), line.bytes().len(), place);
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
        let _ = crate::view::write_why(out, rec, error);
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
        crate::out::json_line(out, &numbered)
    } else {
        let place = Place {
            file: file.map(str::to_owned),
            line: t.line,
        };
        let (spec, at) = (view.spec, summary::where_is(&place));
        writeln!(out, "{at}: {shown:?}: invalid {spec}\n  error: {message}")
    }
}
