//! WARC records read one at a time (ISO 28500, "The WARC File Format"
//! 0.17, 1.0 and 1.1, §4 "File and record model"): a version line, named
//! fields, an empty line, a block of `Content-Length` octets, and two CRLFs;
//! read as archives hold them, with the departures real writers make
//! recovered from and named ([`Defect`]), and nothing inside a block taken
//! for a record.

use std::collections::VecDeque;
use std::fmt;
use std::io::{self, Read};

use super::gzip::{GzipError, MAGIC};
use super::members::{FailedMember, Members, Piece};
pub use super::members::{Stored, MEMBER_CHECKED};
use super::time::{CaptureTime, TimeError};

/// The longest header of a record [`Warc`] reads by default: 1 MiB of
/// version line and fields (real headers are under 2 KiB).
pub const MAX_HEADER: usize = 1 << 20;

/// How far a block's real end may lie from the one its `Content-Length`
/// declares for [`Defect::ContentLength`] to find it: 8 bytes either way.
pub const LENGTH_SLACK: u64 = 8;

/// How much of the input is read at a time.
const READ_SIZE: usize = 64 * 1024;

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
/// use urispec::archive::{Defect, Warc};
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
    state: State,
    max_header: usize,
    /// Errors found and not yet returned, in order.
    pending: VecDeque<WarcError>,
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

/// A departure from ISO 28500 (or, for a block's HTTP message, from HTTP)
/// that a record survived: it was read all the same, as said.
///
/// ```
/// use urispec::archive::Defect;
///
/// assert_eq!(Defect::ContentLength.to_string(), "content-length");
/// assert_eq!(Defect::ALL.iter().map(|d| d.name()).collect::<Vec<_>>(),
///     ["trailer", "content-length", "line-ends", "transfer-encoding", "content-encoding", "truncated"]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Defect {
    /// The block is not followed by two CRLFs (ISO 28500 §4: `block CRLF
    /// CRLF`) but by one, LF LF, a bare LF or nothing, and the next record
    /// starts there; or by bytes that are no record (then a
    /// [`WarcError::NotARecord`] follows the record).
    Trailer,
    /// The block's real end is up to [`LENGTH_SLACK`] bytes from where its
    /// `Content-Length` (ISO 28500 §5.2) puts it: found where the next
    /// record starts, and the block read to there.
    ContentLength,
    /// A header line ends in a bare LF, not CRLF (ISO 28500 §4:
    /// `named-field CRLF`).
    LineEnds,
    /// `Transfer-Encoding: chunked` over a body that is no chunked one (RFC
    /// 2616 §3.6.1), stored already de-chunked: read as it is.
    TransferEncoding,
    /// `Content-Encoding: gzip` or `deflate` over a body that does not
    /// decode so (RFC 2616 §3.5): raw deflate without zlib's header, or a
    /// body stored already decoded, read as it is.
    ContentEncoding,
    /// The stream ends (or its gzip member fails) inside the block: only
    /// its start was read.
    Truncated,
}

impl Defect {
    /// Every defect, in the order of their names' listing.
    pub const ALL: [Defect; 6] = [
        Defect::Trailer,
        Defect::ContentLength,
        Defect::LineEnds,
        Defect::TransferEncoding,
        Defect::ContentEncoding,
        Defect::Truncated,
    ];

    /// Its name in records and summaries: `trailer`, `content-length`,
    /// `line-ends`, `transfer-encoding`, `content-encoding`, `truncated`.
    pub fn name(self) -> &'static str {
        match self {
            Defect::Trailer => "trailer",
            Defect::ContentLength => "content-length",
            Defect::LineEnds => "line-ends",
            Defect::TransferEncoding => "transfer-encoding",
            Defect::ContentEncoding => "content-encoding",
            Defect::Truncated => "truncated",
        }
    }
}

impl fmt::Display for Defect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How a record's block ended: what [`Warc::read_block`] and
/// [`Warc::skip_block`] say.
///
/// ```
/// use urispec::archive::{Defect, Warc};
///
/// // A Content-Length two bytes short: the block is read to its real end.
/// let file = "WARC/1.0\r\nWARC-Type: resource\r\nContent-Length: 3\r\n\r\nHELLO\r\n\r\n\
///     WARC/1.0\r\nWARC-Type: metadata\r\nContent-Length: 0\r\n\r\n\r\n\r\n";
/// let mut warc = Warc::new(file.as_bytes())?;
/// warc.next_record().unwrap()?;
/// let mut block = Vec::new();
/// let ending = warc.read_block(&mut block, 1024)?;
/// assert_eq!((block.as_slice(), ending.whole), (&b"HELLO"[..], true));
/// assert_eq!(ending.defects, [Defect::ContentLength]);
/// assert_eq!(warc.next_record().unwrap()?.warc_type(), Some("metadata"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Ending {
    /// Whether the whole block was read into the caller's buffer (false
    /// when it was longer than asked for, or cut short).
    pub whole: bool,
    /// What the block's end departed from (sorted, each once).
    pub defects: Vec<Defect>,
}

/// The header of one WARC record (ISO 28500 §4: "version", then
/// "named fields"), its field names as written.
///
/// ```
/// use urispec::archive::Warc;
///
/// let file = "WARC/1.1\r\nWARC-Type: resource\r\nWARC-Date: 1999-05-04T10:20:30.25Z\r\n\
///     WARC-Target-URI: <http://a.example/>\r\nContent-Type: text/html\r\nContent-Length: 0\r\n\r\n\r\n\r\n";
/// let header = Warc::new(file.as_bytes())?.next_record().unwrap()?;
/// assert_eq!((header.version(), header.offset(), header.content_length()), ("WARC/1.1", 0, 0));
/// assert_eq!(header.warc_type(), Some("resource"));
/// // WARC 1.0 §5.3 wrote the URI in angle brackets; 1.1 does not.
/// assert_eq!(header.target_uri(), Some("http://a.example/"));
/// assert_eq!(header.date()?.map(|t| t.to_string()).as_deref(), Some("19990504102030"));
/// assert_eq!(header.fields().count(), 5);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    offset: u64,
    version: String,
    fields: Vec<(String, String)>,
    length: u64,
    defects: Vec<Defect>,
    stored: Option<Stored>,
}

impl Header {
    /// Where its version line starts, in bytes of the decompressed stream.
    pub fn offset(&self) -> u64 {
        self.offset
    }

    /// What its header departed from: [`Defect::LineEnds`] or nothing.
    pub fn defects(&self) -> &[Defect] {
        &self.defects
    }

    /// Where its gzip member lies in the compressed file (ISO 28500 Annex
    /// D: one record per member), when it starts one that was checked
    /// whole; `None` in a plain file.
    ///
    /// ```
    /// use std::io::Write;
    /// use urispec::archive::Warc;
    ///
    /// let record = b"WARC/1.0\r\nWARC-Type: metadata\r\nContent-Length: 0\r\n\r\n\r\n\r\n";
    /// let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    /// gz.write_all(record)?;
    /// let member = gz.finish()?;
    /// let twice = [member.clone(), member.clone()].concat();
    /// let mut warc = Warc::new(&twice[..])?;
    /// warc.next_record().unwrap()?;
    /// let second = warc.next_record().unwrap()?;
    /// let stored = second.stored().unwrap();
    /// assert_eq!((stored.offset, stored.length), (member.len() as u64, member.len() as u64));
    /// assert_eq!(&twice[stored.offset as usize..][..stored.length as usize], &member[..]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn stored(&self) -> Option<Stored> {
        self.stored
    }

    /// Its version line (`WARC/1.0`).
    pub fn version(&self) -> &str {
        &self.version
    }

    /// The value of the first field named `name`, in any case (ISO 28500
    /// §4: "field names are not case-sensitive").
    pub fn field(&self, name: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// Every field, name and value, in order (values without the spaces
    /// around them; folded lines joined by one space).
    pub fn fields(&self) -> impl Iterator<Item = (&str, &str)> + '_ {
        self.fields.iter().map(|(n, v)| (n.as_str(), v.as_str()))
    }

    /// Its `Content-Length`: the length of its block in bytes.
    pub fn content_length(&self) -> u64 {
        self.length
    }

    /// Its `WARC-Type` (ISO 28500 §5.5: `warcinfo`, `response`,
    /// `resource`, `request`, `metadata`, ...).
    pub fn warc_type(&self) -> Option<&str> {
        self.field("WARC-Type")
    }

    /// Its `WARC-Target-URI` (ISO 28500 §5.3), without the angle brackets
    /// WARC 1.0 printed around it.
    pub fn target_uri(&self) -> Option<&str> {
        self.field("WARC-Target-URI").map(|v| {
            v.strip_prefix('<')
                .and_then(|v| v.strip_suffix('>'))
                .unwrap_or(v)
        })
    }

    /// Its `WARC-Date` (ISO 28500 §5.4: a UTC time in the W3C-DTF profile
    /// of ISO 8601, `YYYY-MM-DDThh:mm:ssZ` in WARC 1.0, any of the
    /// profile's precisions in WARC 1.1) as a [`CaptureTime`]
    /// ([`CaptureTime::from_w3cdtf`]), `None` when it has none.
    ///
    /// # Errors
    ///
    /// A [`TimeError`] when the field is no W3C-DTF date or no real date,
    /// its offset in the field's value.
    pub fn date(&self) -> Result<Option<CaptureTime>, TimeError> {
        self.field("WARC-Date")
            .map(CaptureTime::from_w3cdtf)
            .transpose()
    }
}

/// Why a record could not be read. Each variant names where: an offset in
/// the decompressed stream, or for [`WarcError::Member`] where the failed
/// bytes lie in the compressed file; after each but [`WarcError::Io`]
/// [`Warc::next_record`] goes on at the next record.
///
/// ```
/// use urispec::archive::{Warc, WarcError};
///
/// let file = "WARC/1.0\r\nWARC-Type response\r\nContent-Length: 2\r\n\r\nab\r\n\r\n";
/// let e = Warc::new(file.as_bytes())?.next_record().unwrap().unwrap_err();
/// assert!(matches!(e, WarcError::Field { offset: 10 }));
/// assert_eq!(e.to_string(), "a WARC field line without a colon after its name at byte 10");
/// # Ok::<(), std::io::Error>(())
/// ```
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum WarcError {
    /// The stream could not be read: no record after it is read.
    #[error("cannot read the WARC file: {0}")]
    Io(#[source] io::Error),
    /// A record does not start with a version line (ISO 28500 §4:
    /// `"WARC/" 1*DIGIT "." 1*DIGIT CRLF`).
    #[error("no `WARC/` version line at byte {offset}")]
    NoVersion {
        /// Where the line starts.
        offset: u64,
    },
    /// A field line is no `name: value` (ISO 28500 §4: `named-field =
    /// field-name ":" [ field-value ]`, the name a `token`). Its block is
    /// skipped by its `Content-Length`.
    #[error("a WARC field line without a colon after its name at byte {offset}")]
    Field {
        /// Where the line starts.
        offset: u64,
    },
    /// The header has no `Content-Length`, or one that is not a number
    /// (ISO 28500 §5.2: "mandatory").
    #[error("the record at byte {offset} has no valid `Content-Length`")]
    Length {
        /// Where the record starts.
        offset: u64,
    },
    /// The header is longer than [`Warc::max_header`]. The reader goes on
    /// after it: past its block when its lines are fields to the end and
    /// name a `Content-Length`, else at the next record.
    #[error("the header of the record at byte {offset} is longer than {max} bytes")]
    HeaderTooLong {
        /// Where the record starts.
        offset: u64,
        /// The maximum.
        max: usize,
    },
    /// Bytes that are no record: after a block, between its end and the
    /// next record's start (a `Content-Length` more than [`LENGTH_SLACK`]
    /// bytes off, a record whose version line was damaged).
    #[error("{length} bytes at byte {offset} that are no record")]
    NotARecord {
        /// Where they start.
        offset: u64,
        /// How many.
        length: u64,
    },
    /// The stream ends inside a record's header.
    #[error("the stream ends inside the header of the record at byte {offset}")]
    Truncated {
        /// Where the record starts.
        offset: u64,
    },
    /// gzip members cut short or corrupt (RFC 1952 §2.3.1: the CRC-32 and
    /// ISIZE of each member), or bytes between members that start none:
    /// none of their bytes were parsed; the reader goes on at the next
    /// member that is whole.
    #[error("{length} bytes of the gzip file at byte {} are no whole member: {error}", stored.offset, length = stored.length)]
    Member {
        /// Where the bytes lie in the compressed file.
        stored: Stored,
        /// Where the gap falls in the decompressed stream.
        offset: u64,
        /// What was wrong with the first of them.
        error: GzipError,
    },
}

impl WarcError {
    /// The byte of the decompressed stream it names (`None` for
    /// [`WarcError::Io`]).
    pub fn offset(&self) -> Option<u64> {
        match *self {
            WarcError::Io(_) => None,
            WarcError::NoVersion { offset }
            | WarcError::Field { offset }
            | WarcError::Length { offset }
            | WarcError::HeaderTooLong { offset, .. }
            | WarcError::NotARecord { offset, .. }
            | WarcError::Truncated { offset }
            | WarcError::Member { offset, .. } => Some(offset),
        }
    }

    /// Where the bytes it names lie in a gzip file ([`WarcError::Member`]).
    pub fn stored(&self) -> Option<Stored> {
        match *self {
            WarcError::Member { stored, .. } => Some(stored),
            _ => None,
        }
    }

    /// A short name of what is wrong, for a record of it: `io`,
    /// `no-version` (ISO 28500 §4's version line), `field`, `length`
    /// (§5.2's `Content-Length`), `header-too-long`, `not-a-record`,
    /// `truncated`, `member` (RFC 1952 §2.3.1's member).
    ///
    /// ```
    /// use urispec::archive::WarcError;
    /// assert_eq!(WarcError::Length { offset: 0 }.reason(), "length");
    /// ```
    pub fn reason(&self) -> &'static str {
        match self {
            WarcError::Io(_) => "io",
            WarcError::NoVersion { .. } => "no-version",
            WarcError::Field { .. } => "field",
            WarcError::Length { .. } => "length",
            WarcError::HeaderTooLong { .. } => "header-too-long",
            WarcError::NotARecord { .. } => "not-a-record",
            WarcError::Truncated { .. } => "truncated",
            WarcError::Member { .. } => "member",
        }
    }
}

impl<R: Read> Warc<R> {
    /// The records of `input`, read member by member when it starts with
    /// gzip's magic number.
    ///
    /// # Errors
    ///
    /// The error of reading the first bytes.
    pub fn new(input: R) -> io::Result<Self> {
        Ok(Warc {
            input: Input::new(input)?,
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
        matches!(self.input.source, Source::Gzip(_))
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
        let State::Block { block, end, .. } = self.state else {
            return Ok(Ending {
                whole: true,
                defects: Vec::new(),
            });
        };
        let mut ending = Ending {
            whole: true,
            defects: Vec::new(),
        };
        // The block to its last few bytes, which may turn out to be the
        // trailer's when `Content-Length` says too much.
        let held = end.saturating_sub(LENGTH_SLACK).max(block);
        if !self.copy_to(held, &mut keep, &mut ending)? {
            return Ok(self.cut(ending));
        }
        let (real_end, clean) = match self.find_end(block, end)? {
            Some(found) => found,
            None => {
                // No record near the declared end: the block is taken as
                // declared, and what follows it is looked through.
                if !self.copy_to(end, &mut keep, &mut ending)? {
                    return Ok(self.cut(ending));
                }
                ending.defects.push(Defect::Trailer);
                self.state = State::Lost {
                    from: end,
                    reported: false,
                };
                return Ok(ending);
            }
        };
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

    /// Where the block that starts at `block` and is declared to end at
    /// `end` really ends, and whether two CRLFs follow it; the input stands
    /// at or before the earliest place looked at. First two CRLFs at the
    /// declared end; a record is then read there whatever follows. "A
    /// record": a version line and a header that parses whole.
    fn find_end(&mut self, block: u64, end: u64) -> io::Result<Option<(u64, bool)>> {
        const CRLFS: &[u8] = b"\r\n\r\n";
        const SHORT: [&[u8]; 4] = [b"\r\n", b"\n\n", b"\n", b""];
        let here = self.input.offset();
        let window = |at: u64| usize::try_from(at - here).unwrap_or(usize::MAX);
        self.input.ensure(window(end) + CRLFS.len())?;
        if self.input.available().get(window(end)..window(end) + 4) == Some(CRLFS) {
            return Ok(Some((end, true)));
        }
        // Then, in this order: two CRLFs right before a record within the
        // slack (one number wrong, the trailer right: a block that ends in
        // a CRLF and a one-CRLF trailer read so lose that CRLF, the same
        // bytes); a shorter trailer at the declared end; two CRLFs, blank
        // lines and a record within the slack; a shorter trailer there.
        // The end of the stream counts off the declared end only after two
        // CRLFs (a file cut short is no `Content-Length` off).
        if let Some(at) = self.off_end(block, end, &[(CRLFS, Follow::Record)])? {
            return Ok(Some((at, true)));
        }
        for form in SHORT {
            if self.trailer_then_record(window(end), form, Follow::Declared)? {
                return Ok(Some((end, false)));
            }
        }
        let ways: Vec<(&[u8], Follow)> = std::iter::once((CRLFS, Follow::Blank))
            .chain(SHORT.into_iter().map(|form| (form, Follow::Record)))
            .collect();
        Ok(self.off_end(block, end, &ways)?.map(|at| (at, false)))
    }

    /// The offset within [`LENGTH_SLACK`] of `end` (nearest first, later
    /// before earlier) where one of `ways` is found, in their order.
    fn off_end(
        &mut self,
        block: u64,
        end: u64,
        ways: &[(&[u8], Follow)],
    ) -> io::Result<Option<u64>> {
        let here = self.input.offset();
        for &(form, follow) in ways {
            for d in 1..=LENGTH_SLACK {
                let shorter = end.checked_sub(d).filter(|&at| at >= block && at >= here);
                for at in std::iter::once(end + d).chain(shorter) {
                    let window = usize::try_from(at - here).unwrap_or(usize::MAX);
                    if self.trailer_then_record(window, form, follow)? {
                        return Ok(Some(at));
                    }
                }
            }
        }
        Ok(None)
    }

    /// Whether `at` bytes into the available input, `trailer` is followed
    /// by what `follow` asks: a record (its version line and a header that
    /// parses whole) or, as it says, blank lines first or the end of the
    /// stream.
    fn trailer_then_record(
        &mut self,
        at: usize,
        trailer: &[u8],
        follow: Follow,
    ) -> io::Result<bool> {
        let mut next = at + trailer.len();
        self.input.ensure(next + 5)?;
        if self.input.available().get(at..next) != Some(trailer) {
            return Ok(false);
        }
        if follow == Follow::Blank {
            let first = next;
            loop {
                self.input.ensure(next + 1)?;
                match self.input.available().get(next) {
                    Some(b'\r' | b'\n') => next += 1,
                    _ => break,
                }
            }
            if next == first {
                return Ok(false);
            }
        }
        let available = self.input.available();
        if available.len() == next {
            return Ok(follow == Follow::Declared || trailer.len() == 4);
        }
        if !available[next..].starts_with(b"WARC/") {
            return Ok(false);
        }
        self.header_parses(next)
    }

    /// Whether a header that parses whole (a version line, fields, a
    /// `Content-Length`, the empty line) starts `at` bytes into the
    /// available input.
    fn header_parses(&mut self, at: usize) -> io::Result<bool> {
        loop {
            let available = &self.input.available()[at..];
            match parse_header(available, self.max_header, true) {
                Parse::Incomplete if available.len() < self.max_header => {
                    if !self.input.fill()? {
                        return Ok(false);
                    }
                }
                Parse::Header(h) => return Ok(h.bad_field.is_none() && h.length.is_some()),
                _ => return Ok(false),
            }
        }
    }

    /// Look for the next record from stream offset `from`, where the input
    /// stands: at a line start reading `WARC/`, a header that parses. What
    /// is passed over, but for white space, is one
    /// [`WarcError::NotARecord`].
    fn resync(&mut self, from: u64, reported: bool) -> io::Result<()> {
        let mut line_start = true;
        let mut blank = true;
        loop {
            let available = self.input.available();
            let mut i = 0;
            let mut found = None;
            while i < available.len() {
                let b = available[i];
                if line_start && b == b'W' {
                    // A candidate: read it whole before deciding.
                    if available.len() - i < 5 || &available[i..i + 5] == b"WARC/" {
                        found = Some(i);
                        break;
                    }
                }
                blank &= b.is_ascii_whitespace();
                line_start = b == b'\n';
                i += 1;
            }
            match found {
                Some(i) => {
                    self.input.consume(i);
                    if self.input.available().len() < 5 {
                        self.input.ensure(5)?;
                    }
                    if self.input.available().starts_with(b"WARC/") && self.header_parses(0)? {
                        self.found_after_loss(from, blank || reported);
                        return Ok(());
                    }
                    if self.broken_header(from, blank || reported)? {
                        return Ok(());
                    }
                    if self.input.available().len() < 5 && !self.input.can_fill() {
                        // The stream ends with a line start of `WARC`.
                        self.input.consume(self.input.available().len());
                        blank = false;
                    } else {
                        self.input.consume(1);
                        blank = false;
                        line_start = false;
                    }
                }
                None => {
                    self.input.consume(available.len());
                    if !self.input.fill()? {
                        self.found_after_loss(from, blank || reported);
                        return Ok(());
                    }
                }
            }
        }
    }

    /// While looking for a record: whether the line the input stands at is
    /// a version line whose header does not parse whole (a field line
    /// without a colon, no `Content-Length`), the header of a damaged
    /// record. Then the loss ends there, the record's error is queued, and
    /// its block is skipped by its `Content-Length` when that is no longer
    /// than [`Warc::max_header`] (a block is looked for records otherwise).
    fn broken_header(&mut self, from: u64, reported: bool) -> io::Result<bool> {
        let parsed = loop {
            let available = self.input.available();
            let Some(eol) = available.iter().position(|&b| b == b'\n') else {
                return Ok(false);
            };
            if !is_version(trim_eol(&available[..=eol])) {
                return Ok(false);
            }
            match parse_header(available, self.max_header, false) {
                Parse::Incomplete if available.len() < self.max_header => {
                    if !self.input.fill()? {
                        return Ok(false);
                    }
                }
                Parse::Header(h) if !h.fields.is_empty() => break h,
                _ => return Ok(false),
            }
        };
        self.found_after_loss(from, reported);
        let start = self.input.offset();
        self.input.consume(parsed.len);
        let block = self.input.offset();
        match (parsed.length, parsed.bad_field) {
            (Some(length), Some(at)) => {
                self.pending.push_back(WarcError::Field {
                    offset: start + at as u64,
                });
                self.state = if length <= self.max_header as u64 {
                    State::Block {
                        start,
                        block,
                        end: block + length,
                    }
                } else {
                    State::Lost {
                        from: block,
                        reported: false,
                    }
                };
            }
            _ => {
                self.pending.push_back(WarcError::Length { offset: start });
                self.state = State::Lost {
                    from: block,
                    reported: false,
                };
            }
        }
        Ok(true)
    }

    /// The input stands where a record starts, or at the end of the
    /// stream (or of the readable members), after bytes lost from `from`.
    fn found_after_loss(&mut self, from: u64, blank: bool) {
        let length = self.input.offset() - from;
        if length > 0 && !blank {
            self.pending.push_back(WarcError::NotARecord {
                offset: from,
                length,
            });
        }
        self.state = State::Between;
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
        let parsed = loop {
            let available = self.input.available();
            match parse_header(available, self.max_header, false) {
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
                    self.pending
                        .push_back(WarcError::NoVersion { offset: start });
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
        // The version line.
        self.skip_line()?;
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

/// The error of a run of failed gzip bytes found at `offset` in the
/// decompressed stream.
fn member_error(failed: FailedMember, offset: u64) -> WarcError {
    WarcError::Member {
        stored: failed.stored,
        offset,
        error: failed.error,
    }
}

/// What may follow a trailer where a block is taken to end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Follow {
    /// At the declared end: a record, or the end of the stream.
    Declared,
    /// Off it: a record right after the trailer (or the stream's end
    /// after two CRLFs).
    Record,
    /// Off it: blank lines, then a record.
    Blank,
}

/// What the bytes at a record's start are.
enum Parse {
    /// A header, whole.
    Header(Parsed),
    /// The bytes end before the header does.
    Incomplete,
    /// The first line is no version line.
    NoVersion,
}

/// A header read from bytes.
struct Parsed {
    /// Its length in bytes, the empty line included.
    len: usize,
    version: String,
    fields: Vec<(String, String)>,
    /// Its `Content-Length`, when it has one that is a number.
    length: Option<u64>,
    /// Where the first line that is no field starts, from the header's.
    bad_field: Option<usize>,
    /// A line ends in a bare LF.
    bare_lf: bool,
}

/// The name of a field line (ISO 28500 §4: `field-name = token`, then
/// `:`), `None` when it is no field line.
fn field_name(line: &[u8]) -> Option<usize> {
    let colon = line
        .iter()
        .position(|&b| b == b':' || b <= b' ' || b == 0x7f)?;
    (colon > 0 && line[colon] == b':').then_some(colon)
}

/// Whether `line` (without its line end) is a version line (ISO 28500 §4:
/// `"WARC/" 1*DIGIT "." 1*DIGIT`).
fn is_version(line: &[u8]) -> bool {
    let Some(number) = line.strip_prefix(b"WARC/") else {
        return false;
    };
    let mut parts = number.splitn(2, |&b| b == b'.');
    let digits =
        |p: Option<&[u8]>| p.is_some_and(|p| !p.is_empty() && p.iter().all(u8::is_ascii_digit));
    digits(parts.next()) && digits(parts.next())
}

/// Read the header at the start of `bytes`, at most `max` bytes of it.
/// `strict`: give up at the first line that is no field (a candidate found
/// while looking for a record, which must parse whole).
fn parse_header(bytes: &[u8], max: usize, strict: bool) -> Parse {
    let mut at = 0;
    let line = |at: &mut usize| -> Option<(usize, &[u8], bool)> {
        let rest = &bytes[*at..bytes.len().min(max)];
        let eol = rest.iter().position(|&b| b == b'\n')?;
        let start = *at;
        *at += eol + 1;
        let text = &rest[..eol];
        let crlf = text.ends_with(b"\r");
        Some((start, text.strip_suffix(b"\r").unwrap_or(text), !crlf))
    };
    let Some((_, version, mut bare_lf)) = line(&mut at) else {
        let first = &bytes[..bytes.len().min(max)];
        // A line that already cannot be a version line is none, whole or not.
        let head = &first[..first.len().min(5)];
        return if b"WARC/".starts_with(head) {
            Parse::Incomplete
        } else {
            Parse::NoVersion
        };
    };
    if !is_version(version) {
        return Parse::NoVersion;
    }
    let mut parsed = Parsed {
        len: 0,
        version: String::from_utf8_lossy(version).into_owned(),
        fields: Vec::new(),
        length: None,
        bad_field: None,
        bare_lf: false,
    };
    loop {
        let Some((start, text, bare)) = line(&mut at) else {
            return Parse::Incomplete;
        };
        bare_lf |= bare;
        if text.is_empty() {
            break;
        }
        if text[0] == b' ' || text[0] == b'\t' {
            // A folded line (ISO 28500 §4: "LWS").
            if let Some((_, value)) = parsed.fields.last_mut() {
                value.push(' ');
                value.push_str(String::from_utf8_lossy(text).trim());
                continue;
            }
        }
        if !strict && is_version(text) {
            // Another record's version line: this header ends, broken,
            // before it.
            parsed.bad_field.get_or_insert(start);
            parsed.len = start;
            parsed.bare_lf = bare_lf;
            return Parse::Header(parsed);
        }
        match field_name(text) {
            Some(colon) => parsed.fields.push((
                String::from_utf8_lossy(&text[..colon]).trim().to_owned(),
                String::from_utf8_lossy(&text[colon + 1..])
                    .trim()
                    .to_owned(),
            )),
            None if strict => {
                parsed.bad_field = Some(start);
                parsed.len = at;
                return Parse::Header(parsed);
            }
            None => {
                parsed.bad_field.get_or_insert(start);
            }
        }
    }
    parsed.len = at;
    parsed.bare_lf = bare_lf;
    parsed.length = parsed
        .fields
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case("Content-Length"))
        .and_then(|(_, v)| v.parse::<u64>().ok());
    Parse::Header(parsed)
}

/// Where the bytes come from: a plain stream, or a gzip file's members
/// (the bytes read to tell them apart put back before the rest).
enum Source<R> {
    Plain(R),
    Gzip(Box<Members<io::Chain<io::Cursor<Vec<u8>>, R>>>),
}

/// The decompressed stream, buffered so that what follows a block can be
/// looked at before it is consumed; for gzip, with where each member
/// starts, and stopped where a run of failed bytes falls until that is
/// taken ([`Input::barrier`]).
struct Input<R> {
    source: Source<R>,
    /// The bytes read, `buf[pos..end]` not yet consumed (the rest is room
    /// to read into, kept so that it is not set to zero again).
    buf: Vec<u8>,
    pos: usize,
    end: usize,
    /// The stream offset of `buf[0]`.
    base: u64,
    /// Where members start in the stream, and where they lie in the file.
    starts: VecDeque<(u64, Stored)>,
    /// A run of failed gzip bytes right after `buf[end - 1]`.
    barrier: Option<FailedMember>,
    /// The source has no more.
    ended: bool,
}

impl<R: Read> Input<R> {
    /// `input`, gzip when its first two bytes are gzip's magic number.
    fn new(mut input: R) -> io::Result<Self> {
        let mut first = Vec::with_capacity(2);
        let mut byte = [0];
        while first.len() < 2 && first.first().is_none_or(|&b| b == MAGIC[0]) {
            match input.read(&mut byte) {
                Ok(0) => break,
                Ok(_) => first.push(byte[0]),
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        let (source, buf) = if first == MAGIC {
            let members = Members::new(io::Cursor::new(first).chain(input));
            (Source::Gzip(Box::new(members)), Vec::new())
        } else {
            (Source::Plain(input), first)
        };
        Ok(Input {
            source,
            end: buf.len(),
            buf,
            pos: 0,
            base: 0,
            starts: VecDeque::new(),
            barrier: None,
            ended: false,
        })
    }

    /// The stream offset of the next byte.
    fn offset(&self) -> u64 {
        self.base + self.pos as u64
    }

    /// The bytes read and not consumed.
    fn available(&self) -> &[u8] {
        &self.buf[self.pos..self.end]
    }

    fn consume(&mut self, n: usize) {
        self.pos += n;
    }

    /// Whether more may come before the end or a barrier.
    fn can_fill(&self) -> bool {
        !self.ended && self.barrier.is_none()
    }

    /// At least `n` bytes available, unless the stream (or the readable
    /// members) ends first.
    fn ensure(&mut self, n: usize) -> io::Result<()> {
        while self.available().len() < n && self.fill()? {}
        Ok(())
    }

    /// Read more: false at the end of the stream or at a barrier.
    fn fill(&mut self) -> io::Result<bool> {
        if !self.can_fill() {
            return Ok(false);
        }
        if self.pos > 0 && self.pos * 2 >= self.end {
            self.buf.copy_within(self.pos..self.end, 0);
            self.end -= self.pos;
            self.base += self.pos as u64;
            self.pos = 0;
        }
        match &mut self.source {
            Source::Plain(input) => {
                if self.buf.len() < self.end + READ_SIZE {
                    let more = (self.end + READ_SIZE).max(self.buf.len() * 3 / 2);
                    self.buf.resize(more, 0);
                }
                let n = loop {
                    match input.read(&mut self.buf[self.end..]) {
                        Ok(n) => break n,
                        Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                        Err(e) => return Err(e),
                    }
                };
                self.end += n;
                self.ended = n == 0;
                Ok(n > 0)
            }
            Source::Gzip(members) => loop {
                let at = self.base + self.end as u64;
                let len = match members.next_piece(&mut self.buf, self.end)? {
                    None => {
                        self.ended = true;
                        return Ok(false);
                    }
                    Some(Piece::Failed(failed)) => {
                        self.barrier = Some(failed);
                        return Ok(false);
                    }
                    Some(Piece::PartsEnd) => continue,
                    Some(Piece::Part(len)) => len,
                    Some(Piece::Member { stored, len }) => {
                        self.starts.push_back((at, stored));
                        len
                    }
                };
                if len > 0 {
                    self.end += len;
                    return Ok(true);
                }
            },
        }
    }

    /// Where the member that starts at stream offset `offset` lies in the
    /// file, when one starts there.
    fn member_at(&mut self, offset: u64) -> Option<Stored> {
        while self.starts.front().is_some_and(|&(at, _)| at < offset) {
            self.starts.pop_front();
        }
        self.starts
            .front()
            .filter(|&&(at, _)| at == offset)
            .map(|&(_, stored)| stored)
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
