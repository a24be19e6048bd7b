//! `urispec check`: one URI per line, parsed on every core, reported in
//! input order as the lines arrive, then summed up.
//!
//! Three stages joined by bounded queues: a reader cuts the input into
//! batches of whole lines, workers parse a batch and render its output, and
//! the writer (this thread) prints the batches in input order. A batch may
//! start only when the writer hands back a token, and there are
//! [`Pipeline::in_flight`] tokens: however large the input, at most that many
//! batches (of [`BATCH_BYTES`], or one line when a line is longer) are held
//! at once, in the queues or in the writer's reorder buffer.

mod summary;

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{self, IsTerminal, Read, Write};
use std::num::NonZeroUsize;
use std::panic::AssertUnwindSafe;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::mpsc::{sync_channel, Receiver, RecvError, SyncSender, TryRecvError};
use std::sync::{Arc, Mutex};
use std::thread;

use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;
use urispec::Grammar;

use crate::input::{strip_ending, Line, LineReader, ReadError, TooLong};
use crate::view::Record;
use summary::{Place, Tally};

/// The options of `urispec check`.
#[derive(clap::Args)]
pub struct Args {
    /// The edition whose grammar to use.
    #[arg(long, default_value_t = Grammar::Rfc2396, value_parser = crate::names::Named(&Grammar::ALL))]
    spec: Grammar,
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

/// A batch holds lines until it reaches this many bytes.
const BATCH_BYTES: usize = 32 * 1024;

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

/// Consecutive lines of one source.
struct Batch {
    seq: u64,
    /// The source's name (`None` for stdin).
    file: Option<Arc<str>>,
    /// The number of the batch's first line in its source.
    first_line: u64,
    /// The lines, each with its line ending.
    bytes: Vec<u8>,
    /// Where each line ends in `bytes`.
    ends: Vec<usize>,
    /// Why the source stops after these lines, when it does before its end.
    stop: Option<Stop>,
}

/// Why a source was not read to its end: the run goes on with the next one,
/// and exits 2.
enum Stop {
    /// It could not be opened or read: the message.
    Unreadable(String),
    /// A line is longer than `--max-line`.
    TooLong(TooLong),
}

/// A batch parsed: what to print and what to count.
struct Done {
    seq: u64,
    /// Bytes of input the batch held.
    input_bytes: u64,
    /// What to print, or why the batch could not be checked.
    output: Result<Vec<u8>, String>,
    tally: Tally,
    /// Why the source stopped after this batch: the message for stderr.
    stopped: Option<String>,
}

/// What the stages share.
#[derive(Clone, Copy)]
struct Pipeline {
    spec: Grammar,
    options: urispec::url::Options,
    json: bool,
    quiet: bool,
    in_flight: usize,
    max_line: usize,
}

/// Check every line; exit status 0 when all are valid, 1 when one is not, 2
/// when an input cannot be read.
pub fn run(out: &mut impl Write, args: &Args) -> io::Result<ExitCode> {
    let jobs = match args.jobs {
        Some(n) => usize::from(n),
        None => thread::available_parallelism().map_or(1, NonZeroUsize::get),
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
    let pipeline = Pipeline {
        spec: args.spec,
        options: args.scheme_case.options(),
        json: args.json,
        quiet: args.quiet,
        in_flight: 2 * jobs + 2,
        max_line: args.max_line.bytes,
    };
    let bar = (!args.quiet && io::stderr().is_terminal()).then(|| progress_bar(&sources));

    let (token_tx, token_rx) = sync_channel::<()>(pipeline.in_flight);
    for _ in 0..pipeline.in_flight {
        // The queue holds every token: this never waits, and cannot fail
        // while `token_rx` is here.
        token_tx.send(()).map_err(io::Error::other)?;
    }
    let (work_tx, work_rx) = sync_channel::<Batch>(pipeline.in_flight);
    let (done_tx, done_rx) = sync_channel::<Done>(pipeline.in_flight);
    // Detached threads: if the writer stops (the reader of the output went
    // away), the process ends without waiting for a read that may never end.
    let max_line = pipeline.max_line;
    let spawned =
        thread::Builder::new().spawn(move || read(&sources, max_line, &token_rx, &work_tx));
    let reader = match spawned {
        Ok(reader) => reader,
        Err(e) => return fail(out, &format!("cannot start a thread: {e}")),
    };
    let work_rx = Arc::new(Mutex::new(work_rx));
    for _ in 0..jobs {
        let (work_rx, done_tx) = (Arc::clone(&work_rx), done_tx.clone());
        let spawned = thread::Builder::new().spawn(move || work(pipeline, &work_rx, &done_tx));
        if let Err(e) = spawned {
            return fail(out, &format!("cannot start a thread: {e}"));
        }
    }
    drop(done_tx);

    let written = write_in_order(out, &done_rx, &token_tx, bar.as_ref())?;
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    let read = reader
        .join()
        .unwrap_or_else(|_| Err("the reader of the input stopped".to_owned()));
    let (tally, stopped) = match (read, written) {
        (Ok(sent), Ok((printed, tally, stopped))) if sent == printed => (tally, stopped),
        (Err(message), _) | (_, Err(message)) => return fail(out, &message),
        (Ok(sent), Ok((printed, _, _))) => {
            return fail(
                out,
                &format!("{printed} batches of lines checked, {sent} read"),
            )
        }
    };
    if pipeline.json {
        crate::json_line(&mut *out, &tally.json(pipeline.spec))?;
    } else {
        tally.write_text(out, pipeline.spec)?;
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

/// The reader: cut every source into batches, each started with a token;
/// how many it sent. Stops quietly when the writer is gone. A source that
/// cannot be opened or read, or that holds a line longer than `max_line`,
/// ends with a batch saying so ([`Stop`]), and the next source is read.
fn read(
    sources: &[Source],
    max_line: usize,
    tokens: &Receiver<()>,
    work: &SyncSender<Batch>,
) -> Result<u64, String> {
    let mut seq = 0;
    // Whether the reader holds a token it has not used yet.
    let mut holding = false;
    for source in sources {
        let name = source.name();
        let opened: Result<Box<dyn Read>, String> = match source {
            Source::Stdin => Ok(Box::new(io::stdin().lock())),
            Source::File(path) => File::open(path)
                .map(|file| Box::new(file) as Box<dyn Read>)
                .map_err(|e| format!("cannot open {}: {e}", path.display())),
        };
        let shown = name.clone().unwrap_or_else(|| "stdin".to_owned());
        let file: Option<Arc<str>> = name.map(Arc::from);
        let mut reader = opened.map(|input| LineReader::new(input, max_line));
        let mut next_line = 1;
        loop {
            if !holding {
                if tokens.recv().is_err() {
                    return Ok(seq);
                }
                holding = true;
            }
            let mut batch = Batch {
                seq,
                file: file.clone(),
                first_line: next_line,
                bytes: Vec::new(),
                ends: Vec::new(),
                stop: None,
            };
            match &mut reader {
                Err(message) => batch.stop = Some(Stop::Unreadable(message.clone())),
                Ok(reader) => loop {
                    if batch.bytes.len() >= BATCH_BYTES {
                        break;
                    }
                    // A line that must wait for its writer goes in the next
                    // batch, so that the lines before it are printed meanwhile.
                    if !batch.ends.is_empty() && reader.must_wait() {
                        break;
                    }
                    let number = next_line + batch.ends.len() as u64;
                    match reader.read_into(&mut batch.bytes, number) {
                        Ok(true) => batch.ends.push(batch.bytes.len()),
                        Ok(false) => break,
                        Err(ReadError::Io(e)) => {
                            let message = format!("cannot read {shown}: {e}");
                            batch.stop = Some(Stop::Unreadable(message));
                            break;
                        }
                        Err(ReadError::TooLong(t)) => {
                            batch.stop = Some(Stop::TooLong(t));
                            break;
                        }
                    }
                },
            }
            if batch.ends.is_empty() && batch.stop.is_none() {
                // The token stays for the next source's first batch.
                break;
            }
            let stops = batch.stop.is_some();
            next_line += batch.ends.len() as u64;
            seq += 1;
            holding = false;
            if work.send(batch).is_err() {
                return Ok(seq);
            }
            if stops {
                break;
            }
        }
    }
    Ok(seq)
}

/// A worker: parse batches until there are no more.
fn work(pipeline: Pipeline, batches: &Mutex<Receiver<Batch>>, done: &SyncSender<Done>) {
    loop {
        // A poisoned lock means another worker panicked: stop too, and the
        // writer reports the batch that never came.
        let next = match batches.lock() {
            Ok(queue) => queue.recv(),
            Err(_) => return,
        };
        let Ok(batch) = next else { return };
        let mut tally = Tally::default();
        // The parsers promise not to panic; if one does all the same, the
        // run ends with an error instead of waiting for this batch forever.
        let output = std::panic::catch_unwind(AssertUnwindSafe(|| {
            render(pipeline, &batch, &mut tally).map_err(|e| e.to_string())
        }))
        .unwrap_or_else(|_| {
            Err(format!(
                "the parser panicked on a line from line {} on",
                batch.first_line
            ))
        });
        let stopped = batch.stop.as_ref().map(|stop| match stop {
            Stop::Unreadable(message) => message.clone(),
            Stop::TooLong(t) => {
                let source = batch.file.as_deref().unwrap_or("stdin");
                format!("{source}: {}", t.message(source))
            }
        });
        let finished = Done {
            seq: batch.seq,
            input_bytes: batch.bytes.len() as u64,
            output,
            tally,
            stopped,
        };
        if done.send(finished).is_err() {
            return;
        }
    }
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

/// Parse and count a batch's lines, and render what to print of them.
fn render(pipeline: Pipeline, batch: &Batch, tally: &mut Tally) -> io::Result<Vec<u8>> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, &end) in batch.ends.iter().enumerate() {
        let raw = strip_ending(&batch.bytes[start..end]);
        start = end;
        let number = batch.first_line + i as u64;
        let place = || Place {
            file: batch.file.as_deref().map(str::to_owned),
            line: number,
        };
        let line = Line::of(raw);
        let (rec, error) = crate::parse::decide(pipeline.spec, pipeline.options, &line);
        tally.add(&rec, matches!(line, Line::Text(_)), raw.len(), place);
        if pipeline.quiet {
            continue;
        }
        if pipeline.json {
            let numbered = Numbered {
                file: batch.file.as_deref(),
                line: number,
                record: &rec,
            };
            crate::json_line(&mut out, &numbered)?;
        } else if !rec.valid {
            let spec = pipeline.spec;
            writeln!(
                out,
                "{}: {:?}: invalid {spec}",
                summary::where_is(&place()),
                crate::view::heading(rec.input)
            )?;
            crate::parse::write_why(&mut out, &rec, error.as_ref())?;
        }
    }
    if let (Some(Stop::TooLong(t)), false) = (&batch.stop, pipeline.quiet) {
        too_long(pipeline, batch.file.as_deref(), t, &mut out)?;
    }
    Ok(out)
}

/// The record of a line longer than `--max-line`: its first bytes as the
/// input, the maximum as the offset.
fn too_long(
    pipeline: Pipeline,
    file: Option<&str>,
    t: &TooLong,
    out: &mut Vec<u8>,
) -> io::Result<()> {
    let shown = t.shown();
    let message = t.message(file.unwrap_or("stdin"));
    if pipeline.json {
        let error = crate::view::ErrorView {
            offset: Some(t.max),
            expected: Default::default(),
            found: None,
            message: message.into(),
        };
        let record = Record::invalid(pipeline.spec, &shown, error);
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
        let (spec, at) = (pipeline.spec, summary::where_is(&place));
        writeln!(out, "{at}: {shown:?}: invalid {spec}\n  error: {message}")
    }
}

/// The writer: print the batches in input order as they come, handing a
/// token back for each, and flush whenever no batch is ready; how many
/// batches it printed and the counts of their lines, or why a batch could not
/// be checked.
fn write_in_order(
    out: &mut impl Write,
    done: &Receiver<Done>,
    tokens: &SyncSender<()>,
    bar: Option<&ProgressBar>,
) -> io::Result<Result<(u64, Tally, bool), String>> {
    let mut pending = BTreeMap::new();
    let mut next = 0;
    let mut tally = Tally::default();
    let mut stopped = false;
    let stdout_shares_the_terminal = bar.is_some() && io::stdout().is_terminal();
    loop {
        let finished = match done.try_recv() {
            Ok(finished) => finished,
            Err(TryRecvError::Empty) => {
                out.flush()?;
                match done.recv() {
                    Ok(finished) => finished,
                    Err(RecvError) => break,
                }
            }
            Err(TryRecvError::Disconnected) => break,
        };
        pending.insert(finished.seq, finished);
        while let Some(finished) = pending.remove(&next) {
            let output = match finished.output {
                Ok(output) => output,
                Err(message) => return Ok(Err(message)),
            };
            if stdout_shares_the_terminal {
                if let Some(bar) = bar {
                    bar.suspend(|| out.write_all(&output).and_then(|()| out.flush()))?;
                }
            } else {
                out.write_all(&output)?;
            }
            tally.merge(finished.tally);
            if let Some(message) = finished.stopped {
                stopped = true;
                let line = format!("urispec: {message}\n");
                match bar {
                    Some(bar) => bar.suspend(|| crate::complain_after(out, line.as_bytes()))?,
                    None => crate::complain_after(out, line.as_bytes())?,
                }
            }
            if let Some(bar) = bar {
                bar.inc(finished.input_bytes);
                bar.set_message(format!(
                    "{} lines, {} invalid",
                    tally.lines(),
                    tally.invalid()
                ));
            }
            next += 1;
            // At most `in_flight` tokens exist, so the queue has room.
            let _ = tokens.try_send(());
        }
    }
    Ok(Ok((next, tally, stopped)))
}
