//! WARC records read one at a time (ISO 28500, "The WARC File Format"
//! 0.17, 1.0 and 1.1, §4 "File and record model"): a version line, named
//! fields, an empty line, a block of `Content-Length` octets, and two CRLFs;
//! read as archives hold them, with the departures real writers make
//! recovered from and named ([`Defect`]), and nothing inside a block taken
//! for a record.

use std::collections::VecDeque;
use std::fmt;
use std::io::{self, Read};

use super::input::{Input, Source};
pub use super::members::{Stored, MEMBER_CHECKED};

mod error;
mod parse;
mod record;
mod resync;

use error::member_error;
pub use error::WarcError;
use parse::{field_name, is_version, parse_arc, parse_header, Parse};
pub use record::{Defect, Ending, Header};

/// The first bytes of an ARC file: its version block's URL.
const ARC_START: &[u8] = b"filedesc://";

/// The longest header of a record [`Warc`] reads by default: 1 MiB of
/// version line and fields (real headers are under 2 KiB).
pub const MAX_HEADER: usize = 1 << 20;

/// How far a block's real end may lie from the one its `Content-Length`
/// declares for [`Defect::ContentLength`] to find it: 8 bytes either way.
pub const LENGTH_SLACK: u64 = 8;

/// The records of a WARC file, read one at a time from a stream, in memory
/// bounded by the longest header ([`Warc::max_header`]), what the caller
/// reads of each block ([`Warc::read_block`]) and, for gzip, the longest
/// member held to be checked ([`MEMBER_CHECKED`]).
///
/// Each record is a [`Header`] ([`Warc::next_record`]); its block is read
/// with [`Warc::read_block`] or skipped with [`Warc::skip_block`], which
/// also say how it ended ([`Ending`]), or skipped when the next record is
/// asked for.
///
/// What the reader recovers from, as [`Defect`]s of the record that
/// survived it: a block followed by one CRLF, LF LF, a bare LF or nothing
/// instead of two CRLFs (ISO 28500 §4: `block CRLF CRLF`); a
/// `Content-Length` up to [`LENGTH_SLACK`] bytes off, the real end found
/// where the next record's header starts; header lines ending in a bare LF.
/// After a block, the next record is looked for only where the declared
/// end (give or take that slack) leads to one, and otherwise only at a line
/// start reading `WARC/<digits>.<digits>` followed by a header that parses:
/// where `Content-Length` is right, nothing inside a block is ever taken
/// for a record. What cannot be read is a [`WarcError`] with its offset,
/// after which the reader goes on; bytes between records that are none are
/// one [`WarcError::NotARecord`].
///
/// A gzip file (`.warc.gz`: one member per record, ISO 28500 Annex D) is
/// read member by member: each is checked (its CRC-32, RFC 1952 §2.3.1)
/// before a byte of it is parsed, and one that fails is a
/// [`WarcError::Member`] naming where it lies in the compressed file; the
/// reader goes on at the next member. Offsets are counted in the
/// decompressed stream; [`Header::stored`] says where a record's member
/// lies.
///
/// ```
/// use urispec_archive::{Defect, Warc};
///
/// let file = "WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: http://info.cern.ch/\r\n\
///     WARC-Date: 1994-06-01T12:00:00Z\r\nContent-Length: 5\r\n\r\nHELLO\r\n\
///     WARC/1.0\r\nWARC-Type: metadata\r\nContent-Length: 0\r\n\r\n\r\n\r\n";
/// let mut warc = Warc::new(file.as_bytes())?;
/// let first = warc.next_record().unwrap()?;
/// assert_eq!(first.field("warc-target-uri"), Some("http://info.cern.ch/"));
/// assert_eq!(first.date()?.unwrap().year(), 1994);
/// let mut block = Vec::new();
/// let ending = warc.read_block(&mut block, 1024)?;
/// assert_eq!(block, b"HELLO");
/// // One CRLF after the block, not two: the next record is read all the same.
/// assert_eq!(ending.defects, [Defect::Trailer]);
/// assert_eq!(warc.next_record().unwrap()?.warc_type(), Some("metadata"));
/// assert!(warc.next_record().is_none());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Warc<R> {
    input: Input<R>,
    kind: Kind,
    /// The gzip member the current record starts.
    member: Option<Stored>,
    state: State,
    max_header: usize,
    /// Errors found and not yet returned, in order.
    pending: VecDeque<WarcError>,
}

/// The format of the file's records.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// WARC (ISO 28500).
    Warc,
    /// ARC, of this version (1 or 2; the Internet Archive's "ARC File
    /// Format"), read from its version block.
    Arc(u8),
}

impl Kind {
    /// The bytes that end a record's block, and the shorter or longer
    /// ones writers have left instead.
    fn trailers(self) -> (&'static [u8], &'static [&'static [u8]]) {
        match self {
            // ISO 28500 §4: `block CRLF CRLF`.
            Kind::Warc => (b"\r\n\r\n", &[b"\r\n", b"\n\n", b"\n", b""]),
            // "ARC File Format": each record's content is followed by a
            // newline.
            Kind::Arc(_) => (b"\n", &[b"", b"\r\n", b"\n\n"]),
        }
    }

    /// Whether `bytes` may start a record's header: `WARC/`, or for ARC a
    /// URL's first character.
    fn may_start(self, bytes: &[u8]) -> bool {
        match self {
            Kind::Warc => bytes.starts_with(b"WARC/"),
            Kind::Arc(_) => bytes.first().is_some_and(u8::is_ascii_alphanumeric),
        }
    }
}

/// Where the reader stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    /// Before a record's version line (blank lines let pass).
    Between,
    /// In the block of the record at `start`: it starts at `block` and its
    /// `Content-Length` says it ends at `end` (offsets in the stream).
    Block { start: u64, block: u64, end: u64 },
    /// After bytes that are no record, from `from`: the next record starts
    /// at the next line that reads `WARC/<digits>.<digits>` and a header
    /// that parses. `reported`: an error already names the loss.
    Lost { from: u64, reported: bool },
    /// After the end of the stream or an error of the stream itself.
    Done,
}

impl<R: Read> Warc<R> {
    /// The records of `input`, read member by member when it starts with
    /// gzip's magic number.
    ///
    /// # Errors
    ///
    /// The error of reading the first bytes.
    pub fn new(input: R) -> io::Result<Self> {
        Self::with_jobs(input, 1)
    }

    /// As [`Warc::new`], a gzip file's members inflated on `jobs` threads
    /// (at most 4) beside this one (RFC 1952 §2.2: each member inflated on
    /// its own, a `.warc.gz` holding one a record, ISO 28500 Annex D),
    /// about 128 KiB of compressed bytes a thread ahead of the reader; 1
    /// (or 0): on this thread. The records
    /// and errors are the same whatever `jobs`: a member a thread cannot
    /// read whole (a damaged one, one of more than 8 MiB) is read here.
    ///
    /// ```
    /// use std::io::Write;
    /// use urispec_archive::Warc;
    ///
    /// let record = |i: usize| {
    ///     let block = format!("{i}");
    ///     let text = format!("WARC/1.0\r\nWARC-Type: metadata\r\nContent-Length: {}\r\n\r\n{block}\r\n\r\n", block.len());
    ///     let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    ///     gz.write_all(text.as_bytes()).unwrap();
    ///     gz.finish().unwrap()
    /// };
    /// let file: Vec<u8> = (0..100).flat_map(record).collect();
    /// let lengths = |jobs| {
    ///     let mut warc = Warc::with_jobs(&file[..], jobs).unwrap();
    ///     let records = std::iter::from_fn(|| warc.next_record());
    ///     records.map(|r| r.unwrap().stored().unwrap()).collect::<Vec<_>>()
    /// };
    /// assert_eq!(lengths(1).len(), 100);
    /// assert_eq!(lengths(3), lengths(1));
    /// ```
    ///
    /// # Errors
    ///
    /// The error of reading the first bytes.
    pub fn with_jobs(input: R, jobs: usize) -> io::Result<Self> {
        let mut input = Input::new(input, jobs)?;
        input.ensure(ARC_START.len())?;
        let kind = if input.available().starts_with(ARC_START) {
            Kind::Arc(1)
        } else {
            Kind::Warc
        };
        Ok(Warc {
            input,
            kind,
            member: None,
            state: State::Between,
            max_header: MAX_HEADER,
            pending: VecDeque::new(),
        })
    }

    /// With headers of at most `bytes` bytes ([`MAX_HEADER`] by default).
    pub fn max_header(mut self, bytes: usize) -> Self {
        self.max_header = bytes.max(1);
        self
    }

    /// Whether the input is gzip.
    pub fn is_gzip(&self) -> bool {
        matches!(self.input.source, Source::Gzip(_) | Source::Parallel(_))
    }

    /// Whether the input is an ARC file (it starts with `filedesc://`, the
    /// version block of the "ARC File Format"), and its records are read
    /// as ARC records: a header line, then the content and a newline.
    pub fn is_arc(&self) -> bool {
        matches!(self.kind, Kind::Arc(_))
    }

    /// The header at the start of `bytes` in the file's format.
    fn parse(&self, bytes: &[u8], strict: bool) -> Parse {
        match self.kind {
            Kind::Warc => parse_header(bytes, self.max_header, strict),
            Kind::Arc(version) => parse_arc(bytes, self.max_header, strict, version),
        }
    }

    /// The next record's header, what is left of the block before it
    /// skipped (as [`Warc::skip_block`] does); `None` at the end of the
    /// stream.
    pub fn next_record(&mut self) -> Option<Result<Header, WarcError>> {
        loop {
            if let Some(e) = self.pending.pop_front() {
                return Some(Err(e));
            }
            let step = match self.state {
                State::Done => return None,
                State::Block { .. } => self.end_block(None).map(|_| None),
                State::Lost { from, reported } => self.resync(from, reported).map(|()| None),
                State::Between => self.header(),
            };
            match step {
                Ok(Some(header)) => return Some(Ok(header)),
                Ok(None) => {}
                Err(e) => {
                    self.state = State::Done;
                    self.pending.clear();
                    return Some(Err(WarcError::Io(e)));
                }
            }
        }
    }

    /// Read the current record's block into `buf` (cleared first), at most
    /// `max` bytes of it, the rest skipped, and its end: how it departed
    /// from ISO 28500, and where the next record starts.
    ///
    /// # Errors
    ///
    /// [`WarcError::Io`] when the stream cannot be read.
    pub fn read_block(&mut self, buf: &mut Vec<u8>, max: usize) -> Result<Ending, WarcError> {
        buf.clear();
        self.end_block(Some((buf, max))).map_err(|e| {
            self.state = State::Done;
            WarcError::Io(e)
        })
    }

    /// Skip the current record's block: its end, as [`Warc::read_block`]
    /// says it.
    ///
    /// # Errors
    ///
    /// [`WarcError::Io`] when the stream cannot be read.
    pub fn skip_block(&mut self) -> Result<Ending, WarcError> {
        self.end_block(None).map_err(|e| {
            self.state = State::Done;
            WarcError::Io(e)
        })
    }

    /// Read or skip the block, then find where the next record starts.
    fn end_block(&mut self, mut keep: Option<(&mut Vec<u8>, usize)>) -> io::Result<Ending> {
        let State::Block { block, end, start } = self.state else {
            return Ok(Ending {
                whole: true,
                defects: Vec::new(),
                stored: None,
            });
        };
        let gzip = self.is_gzip();
        // Where the record lies as stored: its gzip member, or in a plain
        // file its bytes from its header to the end of its trailer.
        let extent = |to: u64| {
            (!gzip).then_some(Stored {
                offset: start,
                length: to - start,
            })
        };
        let mut ending = Ending {
            whole: true,
            defects: Vec::new(),
            stored: if gzip { self.member } else { None },
        };
        // The block to its last few bytes, which may turn out to be the
        // trailer's when `Content-Length` says too much.
        let held = end.saturating_sub(LENGTH_SLACK).max(block);
        if !self.copy_to(held, &mut keep, &mut ending)? {
            return Ok(self.cut(ending));
        }
        let (real_end, clean, trailer) = match self.find_end(block, end)? {
            Some(found) => found,
            None => {
                // No record near the declared end: the block is taken as
                // declared, and what follows it is looked through.
                if !self.copy_to(end, &mut keep, &mut ending)? {
                    return Ok(self.cut(ending));
                }
                ending.defects.push(Defect::Trailer);
                ending.stored = ending.stored.or(extent(end));
                self.state = State::Lost {
                    from: end,
                    reported: false,
                };
                return Ok(ending);
            }
        };
        ending.stored = ending.stored.or(extent(real_end + trailer as u64));
        if real_end != end {
            ending.defects.push(Defect::ContentLength);
        } else if !clean {
            ending.defects.push(Defect::Trailer);
        }
        if !self.copy_to(real_end, &mut keep, &mut ending)? {
            return Ok(self.cut(ending));
        }
        self.state = State::Between;
        Ok(ending)
    }

    /// The block cut short by the end of the stream, or of the members
    /// that could be read.
    fn cut(&mut self, mut ending: Ending) -> Ending {
        ending.defects.push(Defect::Truncated);
        self.state = if self.input.barrier.is_some() {
            State::Between
        } else {
            State::Done
        };
        ending
    }

    /// Move to stream offset `to`, the bytes passed appended to the
    /// caller's buffer as far as it takes them: false when the stream (or
    /// the readable members) ends first.
    fn copy_to(
        &mut self,
        to: u64,
        keep: &mut Option<(&mut Vec<u8>, usize)>,
        ending: &mut Ending,
    ) -> io::Result<bool> {
        while self.input.offset() < to {
            if self.input.available().is_empty() && !self.input.fill()? {
                return Ok(false);
            }
            let available = self.input.available();
            let n = available
                .len()
                .min(usize::try_from(to - self.input.offset()).unwrap_or(usize::MAX));
            if let Some((buf, max)) = keep {
                let room = max.saturating_sub(buf.len());
                buf.extend_from_slice(&available[..n.min(room)]);
                if n > room {
                    ending.whole = false;
                }
            }
            self.input.consume(n);
        }
        Ok(true)
    }

    /// The header of the record that starts at the next line that is not
    /// blank: `None` when there is none (the stream ended, or an error was
    /// queued).
    fn header(&mut self) -> io::Result<Option<Header>> {
        // Blank lines between records are let pass.
        loop {
            if self.input.available().is_empty() && !self.input.fill()? {
                if let Some(failed) = self.input.barrier.take() {
                    self.pending
                        .push_back(member_error(failed, self.input.offset()));
                    return Ok(None);
                }
                self.state = State::Done;
                return Ok(None);
            }
            let available = self.input.available();
            let blank = available
                .iter()
                .position(|&b| b != b'\r' && b != b'\n')
                .unwrap_or(available.len());
            self.input.consume(blank);
            if !self.input.available().is_empty() {
                break;
            }
        }
        let start = self.input.offset();
        let stored = self.input.member_at(start);
        self.member = stored;
        let parsed = loop {
            let available = self.input.available();
            match self.parse(available, false) {
                Parse::Incomplete if available.len() < self.max_header => {
                    if !self.input.fill()? {
                        self.pending
                            .push_back(WarcError::Truncated { offset: start });
                        let rest = self.input.available().len();
                        self.input.consume(rest);
                        self.state = State::Between;
                        return Ok(None);
                    }
                }
                Parse::Incomplete => {
                    self.pending.push_back(WarcError::HeaderTooLong {
                        offset: start,
                        max: self.max_header,
                    });
                    self.past_long_header(start)?;
                    return Ok(None);
                }
                Parse::NoVersion => {
                    self.pending.push_back(match self.kind {
                        Kind::Warc => WarcError::NoVersion { offset: start },
                        Kind::Arc(_) => WarcError::ArcHeader { offset: start },
                    });
                    self.state = State::Lost {
                        from: start,
                        reported: true,
                    };
                    return Ok(None);
                }
                Parse::Header(h) => break h,
            }
        };
        self.input.consume(parsed.len);
        let block = self.input.offset();
        if self.kind != Kind::Warc && parsed.fields[0].1.starts_with("filedesc:") {
            // The version block: its first line says the version (`1 0
            // InternetArchive`, `2 0 Alexa`), which sets the fields of the
            // header lines after it.
            self.input.ensure(2)?;
            if let [v @ (b'1' | b'2'), b' ', ..] = self.input.available() {
                self.kind = Kind::Arc(v - b'0');
            }
        }
        let Some(length) = parsed.length else {
            self.pending.push_back(WarcError::Length { offset: start });
            self.state = State::Lost {
                from: block,
                reported: false,
            };
            return Ok(None);
        };
        self.state = State::Block {
            start,
            block,
            end: block.saturating_add(length),
        };
        if let Some(at) = parsed.bad_field {
            self.pending.push_back(WarcError::Field {
                offset: start + at as u64,
            });
            return Ok(None);
        }
        Ok(Some(Header {
            offset: start,
            version: parsed.version,
            fields: parsed.fields,
            length,
            defects: if parsed.bare_lf {
                vec![Defect::LineEnds]
            } else {
                Vec::new()
            },
            stored,
        }))
    }

    /// After a header longer than the maximum: read on through its lines
    /// while they are field lines, to its empty line and past its block
    /// when one of them is a `Content-Length`; else look for the next
    /// record from the first line that is no field.
    fn past_long_header(&mut self, start: u64) -> io::Result<()> {
        // The version line (an ARC header's one line).
        self.skip_line()?;
        if self.kind != Kind::Warc {
            self.state = State::Lost {
                from: self.input.offset(),
                reported: true,
            };
            return Ok(());
        }
        let mut length = None;
        loop {
            let at = self.input.offset();
            self.input.ensure(64)?;
            let available = self.input.available();
            if available.is_empty() {
                self.state = State::Done;
                return Ok(());
            }
            let head = &available[..available.len().min(64)];
            let text = trim_eol(head.split(|&b| b == b'\n').next().unwrap_or(head));
            if available.starts_with(b"\r\n") || available.starts_with(b"\n") {
                self.skip_line()?;
                let block = self.input.offset();
                self.state = match length {
                    Some(length) => State::Block {
                        start,
                        block,
                        end: block.saturating_add(length),
                    },
                    None => State::Lost {
                        from: block,
                        reported: true,
                    },
                };
                return Ok(());
            }
            let folded = text.first().is_some_and(|&b| b == b' ' || b == b'\t');
            if !folded && field_name(text).is_none() {
                self.state = State::Lost {
                    from: at,
                    reported: true,
                };
                return Ok(());
            }
            if text.len() > 15 && text[..15].eq_ignore_ascii_case(b"Content-Length:") {
                let value = String::from_utf8_lossy(&text[15..]).trim().parse().ok();
                length = value.or(length);
            }
            self.skip_line()?;
        }
    }

    /// Consume to the end of the current line.
    fn skip_line(&mut self) -> io::Result<()> {
        loop {
            let available = self.input.available();
            if let Some(i) = available.iter().position(|&b| b == b'\n') {
                self.input.consume(i + 1);
                return Ok(());
            }
            let n = available.len();
            self.input.consume(n);
            if !self.input.fill()? {
                return Ok(());
            }
        }
    }
}

impl<R> fmt::Debug for Warc<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Warc")
            .field("offset", &(self.input.base + self.input.pos as u64))
            .field("state", &self.state)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests;

/// `line` without its `\n` or `\r\n`.
fn trim_eol(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}
