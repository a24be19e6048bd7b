//! Checking a list of URIs: one per line of a stream, parsed on every core,
//! handed back in input order as the lines arrive, in memory bounded by the
//! longest line and the number of threads, never by the input.
//!
//! A [`Checker`] names the edition and the limits; [`Checker::records`] gives
//! a [`Record`] per line (its number, its text, the [`Verdict`] with the
//! error), [`Checker::map`] hands each line and its [`Outcome`] (the
//! parse, borrowed from the line) to a function of yours and gives back what
//! it returns, and [`Checker::batches`] folds each batch of lines into one
//! value of yours (the `urispec check` command renders and counts that way).
//!
//! ```
//! use urispec::check::{Checker, Verdict};
//! use urispec::Edition;
//!
//! let list = "http://info.cern.ch/hypertext/WWW/TheProject.html\nhttp://[::1]/\n";
//! let records: Vec<_> = Checker::new(Edition::Rfc2396)
//!     .records(list.as_bytes())
//!     .collect::<Result<_, _>>()?;
//! assert!(matches!(records[0].verdict, Verdict::Valid));
//! let Verdict::Invalid(error) = &records[1].verdict else { panic!() };
//! assert_eq!((records[1].line, error.offset()), (2, 7));
//! # Ok::<(), urispec::check::Error>(())
//! ```
//!
//! How it works: the iterator reads the input in batches of whole lines (of
//! [`BATCH_BYTES`], or one line when a line is longer) and hands them to
//! worker threads. The reading thread only counts a batch's lines (the
//! numbers of the next batch's); each worker finds where its lines end, so
//! the one thread that must read in order does as little as it can. In the
//! RFCs, [`Checker::brief_batches`] does not look for a line's end first:
//! the grammar's automaton of the scheme reads the batch from a line's
//! start and dies at its end (no rule reads `\n` or `\r`), so each line is
//! read once. At most `2 × jobs + 2` batches are read ahead of the one
//! being handed back, so a reader that stops early holds little. A batch ends
//! early when the next line has not arrived yet, so lines typed or piped one
//! by one are answered as they come. The threads start with the second
//! batch: an input of one batch (a short file) is parsed on the caller's
//! thread, as is every batch with one job and on targets without threads
//! (`wasm32`).

mod batches;
mod brief;
#[cfg(feature = "serde")]
pub mod json;
mod lines;

use std::io::{self, Read};
use std::str::Utf8Error;

pub use batches::{Batches, Job};
pub use brief::{Brief, Rejection};
pub(crate) use lines::line_end_at;
pub use lines::{strip_ending, LineReader, ReadError, TooLong, DEFAULT_MAX_LINE};

use crate::edition::Edition;
use crate::error::SyntaxError;
use crate::syntax::url;
use crate::syntax::Parsed;

/// A batch holds lines until it reaches this many bytes.
pub const BATCH_BYTES: usize = 128 * 1024;

/// One line of the input, without its line ending.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Line<'a> {
    number: u64,
    bytes: &'a [u8],
    /// `bytes` as text, decided once.
    text: Result<&'a str, Utf8Error>,
}

impl<'a> Line<'a> {
    /// Its number in the input, from 1.
    pub fn number(&self) -> u64 {
        self.number
    }

    /// Its bytes, without the line ending (`\n` or `\r\n`).
    pub fn bytes(&self) -> &'a [u8] {
        self.bytes
    }

    /// Its text, when it is UTF-8.
    pub fn text(&self) -> Result<&'a str, Utf8Error> {
        self.text
    }
}

/// What a line is under the checker's edition.
// The tree is moved once, into the caller's function; boxing it would cost
// an allocation per line.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
pub enum Outcome<'a> {
    /// It parses: the typed tree, borrowed from the line.
    Parsed(Parsed<'a>),
    /// It is text the grammar rejects.
    Rejected(SyntaxError),
    /// It is not UTF-8, so no grammar was tried.
    NotUtf8(Utf8Error),
}

impl<'a> Outcome<'a> {
    /// The outcome of `text` (a line's, or a field's) under `grammar`.
    pub fn of(grammar: Edition, options: url::Options, text: Result<&'a str, Utf8Error>) -> Self {
        match text {
            // The tree filled where the outcome keeps it: moved out of
            // `parse_with`, it was copied on the way.
            Ok(text) => crate::syntax::in_place(
                grammar,
                text,
                options,
                Outcome::Parsed,
                |out| match out {
                    Outcome::Parsed(parsed) => Some(parsed),
                    Outcome::Rejected(_) | Outcome::NotUtf8(_) => None,
                },
                Outcome::Rejected,
            ),
            Err(e) => Outcome::NotUtf8(e),
        }
    }

    /// Whether the line parses.
    pub fn is_valid(&self) -> bool {
        matches!(self, Outcome::Parsed(_))
    }
}

/// The verdict on one line, owned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// The line parses.
    Valid,
    /// The grammar rejects it: where and what it expected.
    Invalid(SyntaxError),
    /// It is not UTF-8: the offset of its first invalid byte.
    NotUtf8 {
        /// The bytes before it are UTF-8.
        valid_up_to: usize,
    },
}

/// The one-line message of a line that is not UTF-8, whose first invalid
/// byte is at `valid_up_to` ([`Verdict::NotUtf8`]): what the records of
/// `urispec check --json` and of the Python package's `check` say.
///
/// ```
/// assert_eq!(urispec::check::not_utf8_message(9), "input is not UTF-8 at byte 9");
/// ```
pub fn not_utf8_message(valid_up_to: usize) -> String {
    format!("input is not UTF-8 at byte {valid_up_to}")
}

/// One line checked: what [`Checker::records`] yields.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Record {
    /// The line's number, from 1.
    pub line: u64,
    /// Its text (decoded lossily when it is not UTF-8), without the line
    /// ending.
    pub input: String,
    /// Whether it parses, and why not.
    pub verdict: Verdict,
}

impl Verdict {
    /// The verdict an `outcome` gives, owned.
    pub fn of(outcome: Outcome<'_>) -> Self {
        Verdict::of_brief(outcome.into())
    }

    /// The verdict a `brief` gives, owned.
    pub fn of_brief(brief: Brief<'_>) -> Self {
        match brief {
            Brief::Parsed { .. } => Verdict::Valid,
            Brief::Rejected(e) => Verdict::Invalid(e.into_error()),
            Brief::NotUtf8(e) => Verdict::NotUtf8 {
                valid_up_to: e.valid_up_to(),
            },
        }
    }

    /// Whether it is [`Verdict::Valid`].
    pub fn is_valid(&self) -> bool {
        matches!(self, Verdict::Valid)
    }
}

impl Record {
    /// The record of `line` with its `outcome`.
    pub fn of(line: Line<'_>, outcome: Outcome<'_>) -> Self {
        Record::of_brief(line, outcome.into())
    }

    /// The record of `line` with its `brief`.
    pub fn of_brief(line: Line<'_>, brief: Brief<'_>) -> Self {
        Record {
            line: line.number,
            input: String::from_utf8_lossy(line.bytes).into_owned(),
            verdict: Verdict::of_brief(brief),
        }
    }

    /// Whether the line parses.
    pub fn is_valid(&self) -> bool {
        matches!(self.verdict, Verdict::Valid)
    }

    /// The syntax error, when the grammar rejects the line (a line that is
    /// not UTF-8 has none: see [`Verdict::NotUtf8`]).
    pub fn error(&self) -> Option<&SyntaxError> {
        match &self.verdict {
            Verdict::Invalid(e) => Some(e),
            Verdict::Valid | Verdict::NotUtf8 { .. } => None,
        }
    }
}

/// Why a [`Check`] stopped before the end of its input. It is the last item
/// the iterator yields: the lines before it were all handed back.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The input could not be read at this line.
    #[error("cannot read line {line}: {source}")]
    Io {
        /// The number of the line that could not be read.
        line: u64,
        /// Why.
        #[source]
        source: io::Error,
    },
    /// A line is longer than [`Checker::max_line`].
    #[error(transparent)]
    TooLong(#[from] TooLong),
    /// Parsing panicked on a line of a batch from this line on (the parsers
    /// promise not to; the iterator stops rather than lose the batch
    /// silently).
    #[error("the parser panicked on a line from line {line} on")]
    Panicked {
        /// The first line of the batch.
        line: u64,
    },
}

/// The edition and the limits of a check over many lines.
#[derive(Debug, Clone, Copy)]
pub struct Checker {
    grammar: Edition,
    options: url::Options,
    jobs: usize,
    max_line: usize,
}

impl Checker {
    /// A checker of `grammar`: default URL options, one job per core, lines
    /// of at most [`DEFAULT_MAX_LINE`] bytes.
    pub fn new(grammar: Edition) -> Self {
        Checker {
            grammar,
            options: url::Options::default(),
            jobs: default_jobs(),
            max_line: DEFAULT_MAX_LINE,
        }
    }

    /// With the URL grammars' `options` (how scheme names are matched).
    pub fn options(mut self, options: url::Options) -> Self {
        self.options = options;
        self
    }

    /// With `jobs` threads parsing (at least 1; on targets without threads
    /// every line is parsed on the caller's thread whatever this says).
    pub fn jobs(mut self, jobs: usize) -> Self {
        self.jobs = jobs.max(1);
        self
    }

    /// With lines of at most `bytes` bytes (their endings not counted): a
    /// longer line ends the check with [`Error::TooLong`], its input not
    /// read further (at least 1).
    pub fn max_line(mut self, bytes: usize) -> Self {
        self.max_line = bytes.max(1);
        self
    }

    /// The edition whose grammar decides.
    pub fn grammar(&self) -> Edition {
        self.grammar
    }

    /// A [`Record`] for each line of `input`, in order (each line's
    /// [`Brief`]: no tree is made).
    pub fn records<R: Read>(&self, input: R) -> Check<R, Record> {
        let batches = self.brief_batches(input, |items: &mut Vec<Record>, line, brief| {
            items.push(Record::of_brief(line, brief));
        });
        Check::of(batches)
    }

    /// `f(line, outcome)` for each line of `input`, in order. `f` runs on the
    /// worker threads, where the parse of the line is at hand: keep from it
    /// what you need.
    pub fn map<R, T, F>(&self, input: R, f: F) -> Check<R, T>
    where
        R: Read,
        T: Send + 'static,
        F: Fn(Line<'_>, Outcome<'_>) -> T + Send + Sync + 'static,
    {
        let batches = self.batches(input, move |items: &mut Vec<T>, line, outcome| {
            items.push(f(line, outcome));
        });
        Check::of(batches)
    }

    /// The lines of `input` in batches, in order: for each batch a fresh
    /// `B::default()`, and `f(&mut b, line, outcome)` for each of its lines,
    /// on a worker thread. What a front end that renders and counts lines
    /// uses to keep one buffer and one count per batch instead of one per
    /// line (`urispec check` does).
    pub fn batches<R, B, F>(&self, input: R, f: F) -> Batches<R, B>
    where
        R: Read,
        B: Default + Send + 'static,
        F: Fn(&mut B, Line<'_>, Outcome<'_>) + Send + Sync + 'static,
    {
        let (grammar, options) = (self.grammar, self.options);
        Batches::new(
            LineReader::new(input, self.max_line),
            self.jobs,
            Box::new(move |made: &mut B, line: Line<'_>| {
                let outcome = Outcome::of(grammar, options, line.text());
                f(made, line, outcome);
            }),
        )
    }

    /// [`Checker::batches`] with each line's [`Brief`] in place of its
    /// [`Outcome`]: where only the verdict, the error and the scheme are
    /// wanted, no tree is made (`urispec check --quiet` and `--invalid`).
    pub fn brief_batches<R, B, F>(&self, input: R, f: F) -> Batches<R, B>
    where
        R: Read,
        B: Default + Send + 'static,
        F: Fn(&mut B, Line<'_>, Brief<'_>) + Send + Sync + 'static,
    {
        let (grammar, options) = (self.grammar, self.options);
        let reader = LineReader::new(input, self.max_line);
        if let Some(line_reader) = crate::syntax::line_reader(grammar) {
            return Batches::of_batches(
                reader,
                self.jobs,
                Box::new(move |made: &mut B, first: u64, bytes: &[u8]| {
                    brief::brief_lines(
                        grammar,
                        options,
                        line_reader,
                        first,
                        bytes,
                        |line, brief| {
                            f(made, line, brief);
                        },
                    )
                }),
            );
        }
        Batches::new(
            reader,
            self.jobs,
            Box::new(move |made: &mut B, line: Line<'_>| {
                let brief = Brief::of(grammar, options, line.text());
                f(made, line, brief);
            }),
        )
    }

    /// The URL options it parses with (how the URL grammars match scheme
    /// names), as [`Checker::options`] set them; a reader built on a checker
    /// (the web-archive index readers) parses its fields with the same.
    pub fn url_options(&self) -> url::Options {
        self.options
    }

    /// The number of threads it checks on ([`Checker::jobs`]).
    pub fn job_count(&self) -> usize {
        self.jobs
    }

    /// The longest line it reads, in bytes ([`Checker::max_line`]).
    pub fn line_limit(&self) -> usize {
        self.max_line
    }
}

/// One job per core, or one where that is unknown or threads do not exist.
fn default_jobs() -> usize {
    if cfg!(target_family = "wasm") {
        1
    } else {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    }
}

/// The lines of a [`Checker`]'s input, checked: an iterator of what its
/// function returns for each line, in order, then at most one [`Error`]
/// ([`Checker::map`], [`Checker::records`]).
pub struct Check<R, T> {
    batches: Batches<R, Vec<T>>,
    /// The batch being handed back.
    current: std::vec::IntoIter<T>,
}

impl<R, T> Check<R, T> {
    /// The items of `batches`, one by one.
    pub fn of(batches: Batches<R, Vec<T>>) -> Self {
        Check {
            batches,
            current: Vec::new().into_iter(),
        }
    }
}

impl<R: Read, T> Check<R, T> {
    /// Whether the next item is at hand: `next()` will not wait for the
    /// input or for a worker. A front end that prints as it goes flushes its
    /// output when this is false.
    pub fn ready(&mut self) -> bool {
        self.current.len() > 0 || self.batches.ready()
    }

    /// The bytes of input (line endings included) of the lines handed back
    /// so far, or being handed back: for a progress bar.
    pub fn bytes_read(&self) -> u64 {
        self.batches.bytes_read()
    }
}

impl<R: Read, T: Send + 'static> Iterator for Check<R, T> {
    type Item = Result<T, Error>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some(item) = self.current.next() {
                return Some(Ok(item));
            }
            match self.batches.next()? {
                Ok(items) => self.current = items.into_iter(),
                Err(e) => return Some(Err(e)),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn records(jobs: usize, input: &[u8]) -> Vec<Result<Record, String>> {
        Checker::new(Edition::Rfc2396)
            .jobs(jobs)
            .max_line(1024)
            .records(input)
            .map(|r| r.map_err(|e| e.to_string()))
            .collect()
    }

    #[test]
    fn lines_come_back_in_order_whatever_the_jobs() {
        let mut input = Vec::new();
        for i in 0..20_000 {
            input.extend_from_slice(format!("http://h/{i}\n%g{i}\n").as_bytes());
        }
        let one = records(1, &input);
        assert_eq!(one.len(), 40_000);
        for (i, r) in one.iter().enumerate() {
            let r = r.as_ref().expect("no stop");
            assert_eq!(r.line, i as u64 + 1);
            assert_eq!(r.is_valid(), i % 2 == 0, "{r:?}");
        }
        assert_eq!(records(3, &input), one);
    }

    #[test]
    fn a_line_too_long_is_the_last_item_after_the_lines_before_it() {
        let input = format!("http://a/\n\n{}\nhttp://never/\n", "x".repeat(2000));
        for jobs in [1, 2] {
            let got = records(jobs, input.as_bytes());
            assert_eq!(got.len(), 3, "{got:?}");
            assert_eq!(got[1].as_ref().map(|r| r.line), Ok(2));
            assert_eq!(
                got[2].as_ref().unwrap_err(),
                "line 3 is longer than 1024 bytes"
            );
        }
    }

    /// A reader fed line by line from another thread, as a pipe is.
    struct Fed(std::sync::mpsc::Receiver<Vec<u8>>);

    impl Read for Fed {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let Ok(chunk) = self.0.recv() else {
                return Ok(0);
            };
            assert!(chunk.len() <= buf.len());
            buf[..chunk.len()].copy_from_slice(&chunk);
            Ok(chunk.len())
        }
    }

    #[test]
    fn a_line_is_answered_before_the_next_arrives() {
        for jobs in [1, 2] {
            let (feed, fed) = std::sync::mpsc::channel();
            let mut lines = Checker::new(Edition::Rfc2396).jobs(jobs).records(Fed(fed));
            feed.send(b"http://a/\n".to_vec()).unwrap();
            let first = lines.next().unwrap().unwrap();
            assert_eq!((first.line, first.is_valid()), (1, true));
            // Nothing more has arrived: the next item would wait.
            assert!(!lines.ready());
            feed.send(b"%\n".to_vec()).unwrap();
            let second = lines.next().unwrap().unwrap();
            assert_eq!((second.line, second.is_valid()), (2, false));
            drop(feed);
            assert!(lines.next().is_none());
        }
    }

    /// A reader that gives its bytes, then fails.
    struct Failing(&'static [u8]);

    impl Read for Failing {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if self.0.is_empty() {
                return Err(io::Error::other("the disk is on fire"));
            }
            let n = self.0.len().min(buf.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    #[test]
    fn a_read_error_inside_a_line_stops_after_the_whole_lines_before_it() {
        for jobs in [1, 2] {
            let got: Vec<_> = Checker::new(Edition::Rfc2396)
                .jobs(jobs)
                .records(Failing(b"http://a/\nhttp://b/\nhttp://par"))
                .map(|r| r.map(|r| r.line).map_err(|e| e.to_string()))
                .collect();
            assert_eq!(got.len(), 3, "{got:?}");
            assert_eq!(got[..2], [Ok(1), Ok(2)]);
            assert!(
                got[2].as_ref().is_err_and(|e| e.contains("on fire")),
                "{got:?}"
            );
        }
    }

    /// A reader that hands its bytes out in pieces of changing sizes, now
    /// and then interrupted, as a slow pipe does.
    struct Trickle {
        bytes: Vec<u8>,
        at: usize,
        state: u64,
    }

    impl Read for Trickle {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            self.state ^= self.state << 13;
            self.state ^= self.state >> 7;
            self.state ^= self.state << 17;
            if self.state.is_multiple_of(7) {
                return Err(io::ErrorKind::Interrupted.into());
            }
            let piece = [1, 3, 70, 4096, 200_000][(self.state >> 8) as usize % 5];
            let n = piece.min(buf.len()).min(self.bytes.len() - self.at);
            buf[..n].copy_from_slice(&self.bytes[self.at..self.at + n]);
            self.at += n;
            Ok(n)
        }
    }

    /// The lines of a batch are the reader's own buffer where they fit it
    /// (none copied): whatever pieces the input comes in, every line comes
    /// back once, in order, numbered, with the verdict it has read alone
    /// (lines short and long, one longer than the buffer, `\r\n` endings,
    /// the last without its ending), on one job or three.
    #[test]
    fn lines_read_in_pieces_are_the_lines_read_alone() {
        let mut input = Vec::new();
        for n in 0..30_000usize {
            let line = match n % 5 {
                0 => format!("http://h/{n}"),
                1 => format!("%g{n}"),
                2 => "a".repeat(n % 700),
                3 => String::new(),
                _ => format!("news:{n}"),
            };
            input.extend_from_slice(line.as_bytes());
            input.extend_from_slice(if n % 3 == 0 { b"\r\n" } else { b"\n" });
            if n == 20_000 {
                input.extend(std::iter::repeat_n(b'x', 3 * BATCH_BYTES + 5));
                input.push(b'\n');
            }
        }
        input.extend_from_slice(b"http://last/");
        let alone: Vec<(u64, bool, Option<usize>)> = lines::split_lines(&input)
            .enumerate()
            .map(|(i, line)| {
                let text = std::str::from_utf8(strip_ending(line));
                let verdict =
                    Verdict::of_brief(Brief::of(Edition::Rfc2396, url::Options::default(), text));
                let offset = match &verdict {
                    Verdict::Invalid(e) => Some(e.offset()),
                    _ => None,
                };
                (i as u64 + 1, matches!(verdict, Verdict::Valid), offset)
            })
            .collect();
        for (jobs, state) in [(1, 0x2545_f491_4f6c_dd1d), (3, 0x9e37_79b9_7f4a_7c15)] {
            let got: Vec<_> = Checker::new(Edition::Rfc2396)
                .jobs(jobs)
                .records(Trickle {
                    bytes: input.clone(),
                    at: 0,
                    state,
                })
                .map(|r| {
                    let r = r.expect("no stop");
                    let offset = match &r.verdict {
                        Verdict::Invalid(e) => Some(e.offset()),
                        _ => None,
                    };
                    (r.line, r.is_valid(), offset)
                })
                .collect();
            assert_eq!(got.len(), alone.len(), "jobs {jobs}");
            assert!(got == alone, "jobs {jobs}: the lines differ");
        }
    }

    #[test]
    fn a_line_not_utf8_is_its_own_verdict() {
        let got = records(1, b"http://a/\xff\n");
        assert_eq!(
            got[0].as_ref().map(|r| &r.verdict),
            Ok(&Verdict::NotUtf8 { valid_up_to: 9 })
        );
    }
}
