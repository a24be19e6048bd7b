//! Web-archive indexes as they are (feature `archive`): gzip read
//! transparently, CDX and CDXJ lines split into their capture's URL, time
//! and urlkey, and each capture judged by the edition of a [`Judge`]: one
//! edition, or the one in force at the capture's date
//! ([`Lineage::edition_at`]).
//!
//! - [`Gunzip`]: a stream, decompressed when it starts with gzip's magic
//!   number (every member of a multi-member file).
//! - [`Format`]: plain lines, CDX with its [`Legend`] (the IIPC "CDX File
//!   Format": ` CDX N b a m s k r M S V g`, `a` the original URL, `b` the
//!   14-digit capture time, `N` the SURT key), or CDXJ (`urlkey timestamp
//!   {"url": ...}`); [`Format::capture`] reads one line into a [`Capture`],
//!   or says why it does not fit ([`RecordError`]).
//! - [`open`]: an input's first lines read, its format guessed from the
//!   first that shows one (or read as told), and the lines given back to
//!   the reader.
//! - [`Index`]: the lines of an index checked on every core, in order, in
//!   memory bounded by the longest line, as [`urispec::check::Checker`] does
//!   for plain lines: a [`CaptureRecord`] per capture ([`Index::records`]),
//!   or an [`Entry`] per line to a function of yours ([`Index::batches`]).
//!
//! ```
//! use urispec_archive::{open, CaptureVerdict, Gunzip, Index, Judge};
//! use urispec::{Edition, Lineage};
//!
//! let cdx = " CDX N b a m s k r M S V g\n\
//!     edu,example,cs)/~ann 19960512083000 http://www.cs.example.edu/~ann/ text/html 200 AAAA - - 700 1000 a.arc.gz\n\
//!     edu,example,cs)/~ann 20020601120000 http://www.cs.example.edu/~ann/ text/html 200 BBBB - - 700 9000 b.arc.gz\n";
//! let input = open(Gunzip::new(cdx.as_bytes())?, None, 1 << 20)?;
//! let index = Index::new(input.format(), Judge::ByDate(Lineage::WholeUrls));
//! let records: Vec<_> = index.records(input).collect::<Result<_, _>>()?;
//! // RFC 1738 (December 1994) has no `~` in an HTTP path; RFC 2396 (August 1998) does.
//! let CaptureVerdict::Judged { edition, verdict } = &records[0].verdict else { panic!() };
//! assert_eq!((edition.edition, verdict.is_valid()), (Edition::Rfc1738, false));
//! let CaptureVerdict::Judged { edition, verdict } = &records[1].verdict else { panic!() };
//! assert_eq!((edition.edition, verdict.is_valid()), (Edition::Rfc2396, true));
//! assert_eq!(records[1].line, 3);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod cdx;
mod gzip;
mod input;
mod links;
mod members;
mod pages;
mod surt;
#[cfg(feature = "url")]
mod then_now;
mod time;
mod warc;

use std::io::{self, BufRead, BufReader, Chain, Cursor, Read};

pub use cdx::{
    Capture, Format, FormatName, Legend, LegendError, RecordError, UnknownFormat, MAX_FIELDS,
};
pub use gzip::{Gunzip, GzipError, GzipErrorKind, MAGIC};
pub use links::{
    html_links, html_links_served, Charset, CharsetFrom, HtmlLinks, Link, LinkRules,
    LINK_ATTRIBUTES, TEXT_CHARS,
};
pub use pages::{MapPages, Page, PageReader, Pages, MAX_BODY};
pub use surt::{Surt, SurtError, UnknownSurt};
#[cfg(feature = "url")]
pub use then_now::{then_now, Change, ClassCount, ThenNow, ThenNowTable, YearCount};
pub use time::{CaptureTime, TimeError};
pub use warc::{
    Defect, Ending, Header, Stored, Warc, WarcError, LENGTH_SLACK, MAX_HEADER, MEMBER_CHECKED,
};

use urispec::check::{
    strip_ending, Batches, Check, Checker, Line, LineReader, Outcome, TooLong, Verdict,
};
use urispec::edition::{Edition, EditionAt, Lineage, Published};
use urispec::url;

/// Which edition judges a capture.
///
/// ```
/// use urispec_archive::{CaptureTime, Judge};
/// use urispec::{Edition, Lineage};
///
/// let t: CaptureTime = "19931101000000".parse()?;
/// let by_date = Judge::ByDate(Lineage::WholeUrls).edition_for(Some(t)).unwrap();
/// assert_eq!((by_date.edition, by_date.predates), (Edition::UrlDraft02, false));
/// // One edition for all: a capture made before it is said to predate it.
/// let fixed = Judge::Edition(Edition::Rfc3986).edition_for(Some(t)).unwrap();
/// assert_eq!((fixed.edition, fixed.predates), (Edition::Rfc3986, true));
/// // By date, a capture without a time has no edition.
/// assert_eq!(Judge::ByDate(Lineage::WholeUrls).edition_for(None), None);
/// # Ok::<(), urispec_archive::TimeError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Judge {
    /// This edition, whatever the date.
    Edition(Edition),
    /// The edition of the lineage in force at the capture's month.
    ByDate(Lineage),
}

impl Judge {
    /// The edition that judges a capture made at `time`: `None` only by
    /// date, for a capture without a time.
    pub fn edition_for(&self, time: Option<CaptureTime>) -> Option<EditionAt> {
        match *self {
            Judge::Edition(edition) => Some(EditionAt {
                edition,
                predates: time
                    .is_some_and(|t| Published::new(t.year(), t.month()) < edition.published()),
            }),
            Judge::ByDate(lineage) => time.map(|t| t.edition_in(lineage)),
        }
    }
}

/// What one line of an index is, handed to the function of
/// [`Index::batches`].
///
/// ```
/// use urispec_archive::{Entry, Format, Index, Judge};
/// use urispec::Edition;
///
/// let index = Index::new(Format::guess(b" CDX a b")?, Judge::Edition(Edition::Rfc1738));
/// let kinds: Vec<Vec<&str>> = index
///     .batches(" CDX a b\nhttp://a/ 19960101000000\nhttp://a/\n".as_bytes(), |kinds: &mut Vec<&str>, _, entry| {
///         kinds.push(match entry {
///             Entry::Header => "header",
///             Entry::Capture(judged) if judged.outcome.is_valid() => "valid",
///             Entry::Capture(_) => "invalid",
///             Entry::NotACapture(_) => "no capture",
///         })
///     })
///     .collect::<Result<_, _>>()?;
/// assert_eq!(kinds.concat(), ["header", "valid", "no capture"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[allow(clippy::large_enum_variant)] // the tree, moved once into the caller's function
#[derive(Debug)]
pub enum Entry<'a> {
    /// A line of the format that is no capture: a CDX legend like the
    /// input's, a CDXJ `!` header.
    Header,
    /// A capture, judged.
    Capture(Judged<'a>),
    /// A line that does not fit the format: no capture, so no verdict.
    NotACapture(RecordError),
}

/// A capture and its verdict.
///
/// ```
/// use urispec_archive::{Entry, Format, Index, Judge};
/// use urispec::{Edition, Lineage};
///
/// let index = Index::new(Format::guess(b" CDX a b")?, Judge::ByDate(Lineage::WholeUrls));
/// let seen: Vec<Vec<(String, Edition)>> = index
///     .batches(&b"http://a/~b 20000101000000\n"[..], |seen: &mut Vec<_>, _, entry| {
///         if let Entry::Capture(judged) = entry {
///             let url = judged.capture.url_text().unwrap_or_default().to_owned();
///             seen.push((url, judged.edition.edition));
///         }
///     })
///     .collect::<Result<_, _>>()?;
/// assert_eq!(seen.concat(), [("http://a/~b".to_owned(), Edition::Rfc2396)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
#[non_exhaustive]
pub struct Judged<'a> {
    /// What the line holds.
    pub capture: &'a Capture<'a>,
    /// The edition that judged it.
    pub edition: EditionAt,
    /// Its URL under that edition (the parse, borrowed from the line).
    pub outcome: Outcome<'a>,
}

/// One line of an index checked, owned: what [`Index::records`] yields
/// (for each line but the headers).
///
/// ```
/// use urispec_archive::{CaptureVerdict, Format, Index, Judge};
/// use urispec::{Edition, Lineage};
///
/// let index = Index::new(Format::guess(b" CDX N b a")?, Judge::ByDate(Lineage::WholeUrls));
/// let record = index.record(2, b"com,a)/ 19950101000000 http://a.com/").unwrap();
/// assert_eq!((record.line, record.input.as_str()), (2, "http://a.com/"));
/// assert_eq!(record.urlkey.as_deref(), Some("com,a)/"));
/// assert!(record.is_valid());
/// assert!(matches!(record.verdict, CaptureVerdict::Judged { edition, .. } if edition.edition == Edition::Rfc1738));
/// # Ok::<(), urispec_archive::LegendError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct CaptureRecord {
    /// The line's number, from 1.
    pub line: u64,
    /// The URL (lossily decoded when it is not UTF-8), or the whole line
    /// when it is no capture.
    pub input: String,
    /// The capture time.
    pub time: Option<CaptureTime>,
    /// The urlkey (lossily decoded).
    pub urlkey: Option<String>,
    /// The verdict.
    pub verdict: CaptureVerdict,
}

/// The verdict on one line of an index.
///
/// ```
/// use urispec_archive::{CaptureVerdict, Format, Index, Judge, RecordError};
/// use urispec::check::Verdict;
/// use urispec::Edition;
///
/// let index = Index::new(Format::Cdxj, Judge::Edition(Edition::Rfc2396));
/// let record = index.record(1, br#"k 20000101000000 {"url": "http://a/ b"}"#).unwrap();
/// assert!(matches!(record.verdict, CaptureVerdict::Judged { verdict: Verdict::Invalid(_), .. }));
/// let record = index.record(2, br#"k 20000101000000 {"uri": "http://a/"}"#).unwrap();
/// assert!(matches!(record.verdict, CaptureVerdict::NotACapture(RecordError::NoUrl { .. })));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CaptureVerdict {
    /// A capture, judged by `edition`.
    Judged {
        /// The edition that judged it.
        edition: EditionAt,
        /// Its verdict.
        verdict: Verdict,
    },
    /// The line does not fit the format.
    NotACapture(RecordError),
}

impl CaptureRecord {
    /// The record of `line`, `None` for a header.
    fn of(line: u64, bytes: &[u8], entry: Entry<'_>) -> Option<Self> {
        let lossy = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
        Some(match entry {
            Entry::Header => return None,
            Entry::Capture(judged) => CaptureRecord {
                line,
                input: lossy(&judged.capture.url),
                time: judged.capture.time,
                urlkey: judged.capture.urlkey.map(lossy),
                verdict: CaptureVerdict::Judged {
                    edition: judged.edition,
                    verdict: Verdict::of(judged.outcome),
                },
            },
            Entry::NotACapture(e) => CaptureRecord {
                line,
                input: lossy(bytes),
                time: None,
                urlkey: None,
                verdict: CaptureVerdict::NotACapture(e),
            },
        })
    }

    /// Whether the line is a capture whose URL the edition accepts.
    pub fn is_valid(&self) -> bool {
        matches!(
            self.verdict,
            CaptureVerdict::Judged {
                verdict: Verdict::Valid,
                ..
            }
        )
    }
}

/// The lines of an index to check: their [`Format`], the [`Judge`] of each
/// capture, and the limits of [`Checker`] (jobs, longest line, URL options).
///
/// ```
/// use urispec_archive::{CaptureVerdict, Format, Index, Judge, RecordError};
/// use urispec::Edition;
///
/// let index = Index::new(Format::Cdxj, Judge::Edition(Edition::Rfc2396)).jobs(1);
/// let lines = "!OpenWayback-CDXJ 1.0\n\
///     com,example)/ 19990101000000 {\"url\": \"http://example.com/\"}\n\
///     com,example)/ 1999 {\"url\": \"http://example.com/\"}\n";
/// let records: Vec<_> = index.records(lines.as_bytes()).collect::<Result<_, _>>()?;
/// assert_eq!(records.len(), 2); // the header is none
/// assert!(records[0].is_valid());
/// assert!(matches!(records[1].verdict, CaptureVerdict::NotACapture(RecordError::Time { .. })));
/// # Ok::<(), urispec::check::Error>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Index {
    format: Format,
    judge: Judge,
    limits: Checker,
}

impl Index {
    /// An index of `format` whose captures `judge` judges, with
    /// [`Checker::new`]'s limits.
    pub fn new(format: Format, judge: Judge) -> Self {
        Index {
            format,
            judge,
            limits: Checker::new(Edition::Rfc2396),
        }
    }

    /// With `jobs` threads ([`Checker::jobs`]).
    pub fn jobs(mut self, jobs: usize) -> Self {
        self.limits = self.limits.jobs(jobs);
        self
    }

    /// With lines of at most `bytes` bytes ([`Checker::max_line`]).
    pub fn max_line(mut self, bytes: usize) -> Self {
        self.limits = self.limits.max_line(bytes);
        self
    }

    /// With the URL grammars' `options` ([`Checker::options`]).
    pub fn options(mut self, options: url::Options) -> Self {
        self.limits = self.limits.options(options);
        self
    }

    /// Its format.
    pub fn format(&self) -> Format {
        self.format
    }

    /// Its judge.
    pub fn judge(&self) -> Judge {
        self.judge
    }

    /// The record of one line, numbered `line`: `None` for a header.
    pub fn record(&self, line: u64, bytes: &[u8]) -> Option<CaptureRecord> {
        let (format, judge, options) = (self.format, self.judge, self.limits.url_options());
        entry(format, judge, options, bytes, |e| {
            CaptureRecord::of(line, bytes, e)
        })
    }

    /// A [`CaptureRecord`] for each line of `input` but its headers, in
    /// order.
    pub fn records<R: Read>(&self, input: R) -> Check<R, CaptureRecord> {
        Check::of(
            self.batches(input, |records: &mut Vec<CaptureRecord>, line, entry| {
                records.extend(CaptureRecord::of(line.number(), line.bytes(), entry));
            }),
        )
    }

    /// The lines of `input` in batches, in order, as [`Checker::batches`]
    /// gives them: `f(&mut b, line, entry)` for each line, on a worker
    /// thread.
    pub fn batches<R, B, F>(&self, input: R, f: F) -> Batches<R, B>
    where
        R: Read,
        B: Default + Send + 'static,
        F: Fn(&mut B, Line<'_>, Entry<'_>) + Send + Sync + 'static,
    {
        let (format, judge, options) = (self.format, self.judge, self.limits.url_options());
        Batches::new(
            LineReader::new(input, self.limits.line_limit()),
            self.limits.job_count(),
            Box::new(move |made: &mut B, line: Line<'_>| {
                entry(format, judge, options, line.bytes(), |e| f(made, line, e));
            }),
        )
    }
}

/// What `bytes`, a line of an index of `format`, is: handed to `k`.
fn entry<T>(
    format: Format,
    judge: Judge,
    options: url::Options,
    bytes: &[u8],
    k: impl FnOnce(Entry<'_>) -> T,
) -> T {
    let capture = match format.capture(bytes) {
        Ok(Some(capture)) => capture,
        Ok(None) => return k(Entry::Header),
        Err(e) => return k(Entry::NotACapture(e)),
    };
    let Some(edition) = judge.edition_for(capture.time) else {
        let offset = match format {
            // The field of the time, which is `-`.
            Format::Cdx(_) => time_offset(&format, bytes),
            Format::Lines | Format::Cdxj => 0,
        };
        return k(Entry::NotACapture(RecordError::NoTime { offset }));
    };
    let outcome = Outcome::of(edition.edition, options, capture.url_text());
    k(Entry::Capture(Judged {
        capture: &capture,
        edition,
        outcome,
    }))
}

/// Where the time field of a CDX line starts (0 when the legend has none).
fn time_offset(format: &Format, bytes: &[u8]) -> usize {
    let Format::Cdx(legend) = format else {
        return 0;
    };
    let Some(time) = legend.letters().find('b') else {
        return 0;
    };
    bytes
        .split(|&b| b == b' ')
        .take(time)
        .map(|field| field.len() + 1)
        .sum()
}

/// The most lines [`open`] reads ahead to guess an input's format: the
/// first that shows one decides ([`Format::of_line`]).
pub const GUESS_LINES: u64 = 64;

/// Past this many bytes read ahead, [`open`] begins no further line to
/// guess from (a line it has begun is read whole, up to the longest line).
pub const GUESS_BYTES: usize = 64 * 1024;

/// An input whose first lines have been read to know its format, given back
/// whole: what [`open`] returns, to hand to [`Index::records`] or
/// [`Index::batches`].
///
/// ```
/// use urispec_archive::{open, Format, Gunzip};
///
/// let cdxj = "\nk 19990101000000 {\"url\": \"http://a/\"}\n";
/// let input = open(Gunzip::new(cdxj.as_bytes())?, None, 4096)?;
/// assert_eq!(input.format(), Format::Cdxj);
/// assert!(input.was_guessed() && !input.is_gzip());
/// assert_eq!((input.guessed_from(), input.lines_read()), (Some(2), 2));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Opened<R> {
    reader: Chain<Cursor<Vec<u8>>, Gunzip<R>>,
    format: Format,
    gzip: bool,
    guessed: bool,
    guessed_from: Option<u64>,
    lines_read: u64,
}

impl<R> Opened<R> {
    /// The format, guessed or read as told.
    pub fn format(&self) -> Format {
        self.format
    }

    /// Whether the input is gzip, decompressed as it is read.
    pub fn is_gzip(&self) -> bool {
        self.gzip
    }

    /// Whether the format was guessed from the input's lines.
    pub fn was_guessed(&self) -> bool {
        self.guessed
    }

    /// The number (from 1) of the line the format was guessed from: the
    /// first that shows one ([`Format::of_line`]). `None` when the format
    /// was told, or when none of the lines read shows one (the format is
    /// then plain lines).
    pub fn guessed_from(&self) -> Option<u64> {
        self.guessed_from
    }

    /// How many lines were read ahead to know the format (at most
    /// [`GUESS_LINES`]), every one given back to the reader.
    pub fn lines_read(&self) -> u64 {
        self.lines_read
    }
}

impl<R> std::fmt::Debug for Opened<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Opened")
            .field("format", &self.format)
            .field("gzip", &self.gzip)
            .field("guessed", &self.guessed)
            .field("guessed_from", &self.guessed_from)
            .field("lines_read", &self.lines_read)
            .finish_non_exhaustive()
    }
}

impl<R: Read> Read for Opened<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.reader.read(buf)
    }
}

/// Why an input could not be opened as an index.
///
/// ```
/// use urispec_archive::{open, FormatName, Gunzip, LegendError, OpenError};
///
/// let e = open(Gunzip::new(&b"a b c\n"[..])?, Some(FormatName::Cdx), 4096).unwrap_err();
/// assert!(matches!(e, OpenError::Legend { line: 1, source: LegendError::Missing { fields: 3 } }));
/// let e = open(Gunzip::new(&b"\n CDX b\n"[..])?, None, 4096).unwrap_err();
/// assert_eq!(e.to_string(), "line 2: the legend names no field `a` (the original URL)");
/// let e = open(Gunzip::new(&b" CDX a b\n"[..])?, None, 4).unwrap_err();
/// assert_eq!(e.to_string(), "line 1 is longer than 4 bytes");
/// # Ok::<(), std::io::Error>(())
/// ```
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum OpenError {
    /// The lines read ahead could not be read (a [`GzipError`] inside,
    /// when the decompression failed).
    #[error("cannot read the first lines: {0}")]
    Io(#[source] io::Error),
    /// A line read ahead is longer than the maximum.
    #[error(transparent)]
    TooLong(TooLong),
    /// The line the format was guessed from is a CDX legend that cannot be
    /// read, or a CDX input has none.
    #[error("line {line}: {source}")]
    Legend {
        /// The line's number, from 1.
        line: u64,
        /// Why.
        source: LegendError,
    },
}

/// `input` (decompressed when it is gzip: [`Gunzip::new`] or
/// [`Gunzip::threaded`]) as an index: of the format `format`, or of the
/// format guessed from its lines when `None`.
///
/// The guess is the format of the first line that shows one
/// ([`Format::of_line`]: a CDX legend or record, a CDXJ line, a URL),
/// blank and damaged lines passed over; lines are read ahead until one
/// does, for at most [`GUESS_LINES`] lines and [`GUESS_BYTES`] bytes, and
/// an input none of whose lines read shows a format is plain lines. Told
/// `cdx`, the legend is read from the first line that is not blank (or
/// assumed from its number of fields). Each line read ahead (at most
/// `max_line` bytes) is given back to the reader, so every line is still
/// read, numbered as in the input; told `lines`, none is read ahead.
///
/// ```
/// use std::io::Read;
/// use urispec_archive::{open, Format, FormatName, Gunzip};
///
/// let cdx = " CDX a b\nhttp://a/ 19940101000000\n";
/// let mut input = open(Gunzip::new(cdx.as_bytes())?, None, 4096)?;
/// assert!(matches!(input.format(), Format::Cdx(_)) && input.was_guessed() && !input.is_gzip());
/// let mut all = String::new();
/// input.read_to_string(&mut all)?;
/// assert_eq!(all, cdx);
/// // A damaged first record and a blank line: the second record decides.
/// let cdx = "com,a)/ 1996 http://a.com/\n\ncom,a)/ 19960101000000 http://a.com/ - - - - - -\n";
/// let input = open(Gunzip::new(cdx.as_bytes())?, None, 4096)?;
/// assert!(matches!(input.format(), Format::Cdx(legend) if legend.len() == 9));
/// assert_eq!(input.guessed_from(), Some(3));
/// let told = open(Gunzip::new(&b"http://a/\n"[..])?, Some(FormatName::Cdxj), 4096)?;
/// assert_eq!((told.format(), told.guessed_from()), (Format::Cdxj, None));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn open<R: Read>(
    input: Gunzip<R>,
    format: Option<FormatName>,
    max_line: usize,
) -> Result<Opened<R>, OpenError> {
    let gzip = input.is_gzip();
    if format == Some(FormatName::Lines) {
        return Ok(Opened {
            reader: Cursor::new(Vec::new()).chain(input),
            format: Format::Lines,
            gzip,
            guessed: false,
            guessed_from: None,
            lines_read: 0,
        });
    }
    let mut buffered = BufReader::with_capacity(64 * 1024, input);
    // Every byte read ahead, given back to the reader.
    let mut ahead = Vec::new();
    let limit = u64::try_from(max_line).map_or(u64::MAX, |max| max.saturating_add(2));
    let mut lines_read = 0;
    // The first line that shows a format (told: the first not blank), and
    // what it shows.
    let mut shown = None;
    while lines_read < GUESS_LINES && ahead.len() < GUESS_BYTES {
        let start = ahead.len();
        let read = (&mut buffered)
            .take(limit)
            .read_until(b'\n', &mut ahead)
            .map_err(OpenError::Io)?;
        if read == 0 {
            break;
        }
        lines_read += 1;
        let line = strip_ending(&ahead[start..]);
        if line.len() > max_line {
            return Err(OpenError::TooLong(TooLong {
                line: lines_read,
                max: max_line,
                first: line.iter().take(64).copied().collect(),
            }));
        }
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        let found = match format {
            Some(name) => Some(Format::read(name, line)),
            None => Format::of_line(line),
        };
        if let Some(found) = found {
            shown = Some((lines_read, found));
            break;
        }
    }
    let (line, found) = match (shown, format) {
        (Some((line, found)), _) => (Some(line), found),
        (None, Some(name)) => (None, Format::read(name, b"")),
        (None, None) => (None, Ok(Format::Lines)),
    };
    let format_found = found.map_err(|source| OpenError::Legend {
        line: line.unwrap_or(1),
        source,
    })?;
    ahead.extend_from_slice(buffered.buffer());
    Ok(Opened {
        reader: Cursor::new(ahead).chain(buffered.into_inner()),
        format: format_found,
        gzip,
        guessed: format.is_none(),
        guessed_from: line.filter(|_| format.is_none()),
        lines_read,
    })
}

#[cfg(test)]
mod tests;
