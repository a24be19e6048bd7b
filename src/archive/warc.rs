//! WARC records read one at a time (ISO 28500, "The WARC File Format"
//! 1.0 and 1.1, §4 "File and record model"): a version line, named fields,
//! an empty line, a block of `Content-Length` octets, and two CRLFs.

use std::fmt;
use std::io::{self, BufRead, BufReader, Read};

use super::gzip::Gunzip;
use super::time::{CaptureTime, TimeError};

/// The longest header of a record [`Warc`] reads by default: 1 MiB of
/// version line and fields (real headers are under 2 KiB).
pub const MAX_HEADER: usize = 1 << 20;

/// The records of a WARC file, read one at a time from a stream (gzip
/// decompressed transparently: a `.warc.gz` is one gzip member per
/// record, WARC 1.1 Annex D.2), in memory bounded by the longest header
/// ([`Warc::max_header`]) and what the caller reads of each block
/// ([`Warc::read_block`]).
///
/// Each record is a [`Header`] ([`Warc::next_record`]); its block is read
/// with [`Warc::read_block`], or skipped when the next record is asked for.
/// A record that does not fit ISO 28500 §4 (no `WARC/` version line, a
/// field line without a colon, no `Content-Length`, a block not followed by
/// two CRLFs) is a [`WarcError`] with its offset, and the reader goes on
/// at the next line that starts with `WARC/`. Offsets are counted in the
/// decompressed stream.
///
/// ```
/// use urispec::archive::Warc;
///
/// let file = "WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: http://info.cern.ch/\r\n\
///     WARC-Date: 1994-06-01T12:00:00Z\r\nContent-Length: 5\r\n\r\nHELLO\r\n\r\n\
///     not a record\r\n\r\n\
///     WARC/1.0\r\nWARC-Type: metadata\r\nContent-Length: 0\r\n\r\n\r\n\r\n";
/// let mut warc = Warc::new(file.as_bytes())?;
/// let first = warc.next_record().unwrap()?;
/// assert_eq!(first.field("warc-target-uri"), Some("http://info.cern.ch/"));
/// assert_eq!(first.date()?.unwrap().year(), 1994);
/// let mut block = Vec::new();
/// assert!(warc.read_block(&mut block, 1024)?);
/// assert_eq!(block, b"HELLO");
/// let e = warc.next_record().unwrap().unwrap_err();
/// assert_eq!((e.offset(), e.to_string().as_str()), (Some(133), "no `WARC/` version line at byte 133"));
/// assert_eq!(warc.next_record().unwrap()?.warc_type(), Some("metadata"));
/// assert!(warc.next_record().is_none());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Warc<R> {
    input: BufReader<Gunzip<R>>,
    /// Bytes read from the decompressed stream.
    offset: u64,
    state: State,
    max_header: usize,
}

/// Where the reader stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    /// Before a record's version line.
    Between,
    /// In a block: this many bytes of it left, then its two CRLFs, which
    /// the block's end at `end` must be followed by.
    Block { left: u64, end: u64, start: u64 },
    /// After a malformed record: the next record starts at the next line
    /// that starts with `WARC/`.
    Lost,
    /// After the end of the stream or an error of the stream itself.
    Done,
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
}

impl Header {
    /// Where its version line starts, in bytes of the decompressed stream.
    pub fn offset(&self) -> u64 {
        self.offset
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

/// Why a record could not be read. Each variant but [`WarcError::Io`]
/// names the byte of the decompressed stream where the record went wrong;
/// after one of them [`Warc::next_record`] goes on at the next record.
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
    /// The stream could not be read (a [`super::GzipError`] inside when the
    /// decompression failed): no record after it is read.
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
    /// field-name ":" [ field-value ]`, the name a `token`).
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
    /// The header is longer than [`Warc::max_header`].
    #[error("the header of the record at byte {offset} is longer than {max} bytes")]
    HeaderTooLong {
        /// Where the record starts.
        offset: u64,
        /// The maximum.
        max: usize,
    },
    /// The block is not followed by two CRLFs (ISO 28500 §4: `block CRLF
    /// CRLF`): its `Content-Length` is wrong.
    #[error("the block ending at byte {offset} is not followed by two CRLFs")]
    BlockEnd {
        /// Where the block ends by its `Content-Length`.
        offset: u64,
    },
    /// The stream ends inside a record.
    #[error("the stream ends inside the record at byte {offset}")]
    Truncated {
        /// Where the record starts.
        offset: u64,
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
            | WarcError::BlockEnd { offset }
            | WarcError::Truncated { offset } => Some(offset),
        }
    }
}

impl<R: Read> Warc<R> {
    /// The records of `input`, decompressed when it starts with gzip's magic
    /// number ([`Gunzip::new`]).
    ///
    /// # Errors
    ///
    /// The error of reading the first bytes.
    pub fn new(input: R) -> io::Result<Self> {
        Ok(Warc {
            input: BufReader::with_capacity(64 * 1024, Gunzip::new(input)?),
            offset: 0,
            state: State::Between,
            max_header: MAX_HEADER,
        })
    }

    /// With headers of at most `bytes` bytes ([`MAX_HEADER`] by default).
    pub fn max_header(mut self, bytes: usize) -> Self {
        self.max_header = bytes;
        self
    }

    /// Whether the input is gzip.
    pub fn is_gzip(&self) -> bool {
        self.input.get_ref().is_gzip()
    }

    /// The next record's header, what is left of the block before it
    /// skipped; `None` at the end of the stream.
    pub fn next_record(&mut self) -> Option<Result<Header, WarcError>> {
        match self.state {
            State::Done => return None,
            State::Between => {}
            State::Block { left, end, start } => {
                if let Err(e) = self.finish_block(left, end, start) {
                    return Some(Err(e));
                }
            }
            State::Lost => {
                return match self.find_version() {
                    Ok(Some(first)) => self.header(Some(first)).transpose(),
                    Ok(None) => {
                        self.state = State::Done;
                        None
                    }
                    Err(e) => Some(Err(self.fail(e))),
                }
            }
        }
        self.header(None).transpose()
    }

    /// Read the current record's block into `buf` (cleared first), at most
    /// `max` bytes of it: true when it was read whole. The rest, if any, is
    /// skipped by the next [`Warc::next_record`].
    ///
    /// # Errors
    ///
    /// [`WarcError::Truncated`] when the stream ends inside the block,
    /// [`WarcError::Io`] when it cannot be read.
    pub fn read_block(&mut self, buf: &mut Vec<u8>, max: usize) -> Result<bool, WarcError> {
        buf.clear();
        let State::Block { left, end, start } = self.state else {
            return Ok(true);
        };
        let want = left.min(u64::try_from(max).unwrap_or(u64::MAX));
        let got = (&mut self.input)
            .take(want)
            .read_to_end(buf)
            .map_err(|e| self.fail(e))?;
        self.offset += got as u64;
        let left = left - got as u64;
        if (got as u64) < want {
            self.state = State::Done;
            return Err(WarcError::Truncated { offset: start });
        }
        self.state = State::Block { left, end, start };
        Ok(left == 0)
    }

    /// An error of the stream itself: nothing more is read.
    fn fail(&mut self, e: io::Error) -> WarcError {
        self.state = State::Done;
        WarcError::Io(e)
    }

    /// Skip `left` bytes of a block, then its two CRLFs.
    fn finish_block(&mut self, left: u64, end: u64, start: u64) -> Result<(), WarcError> {
        let skipped = io::copy(&mut (&mut self.input).take(left), &mut io::sink())
            .map_err(|e| self.fail(e))?;
        self.offset += skipped;
        if skipped < left {
            self.state = State::Done;
            return Err(WarcError::Truncated { offset: start });
        }
        let mut crlfs = [0u8; 4];
        let mut got = 0;
        while got < 4 {
            match self.input.read(&mut crlfs[got..]) {
                Ok(0) => break,
                Ok(n) => got += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(self.fail(e)),
            }
        }
        self.offset += got as u64;
        if &crlfs[..got] == b"\r\n\r\n" {
            self.state = State::Between;
            Ok(())
        } else if got < 4 && b"\r\n\r\n".starts_with(&crlfs[..got]) {
            // The stream ends after the block: the last record's two CRLFs
            // cut short, which loses nothing.
            self.state = State::Done;
            Err(WarcError::Truncated { offset: start })
        } else {
            self.state = State::Lost;
            Err(WarcError::BlockEnd { offset: end })
        }
    }

    /// Read lines until one starts with `WARC/`: that line, or `None` at the
    /// end of the stream.
    fn find_version(&mut self) -> io::Result<Option<(u64, Vec<u8>)>> {
        let mut line = Vec::new();
        loop {
            let at = self.offset;
            let (n, _) = self.read_line(&mut line, self.max_header)?;
            if n == 0 {
                return Ok(None);
            }
            if line.starts_with(b"WARC/") {
                return Ok(Some((at, line)));
            }
            // A line longer than the maximum is skipped to its end.
            while !line.ends_with(b"\n") {
                let (n, _) = self.read_line(&mut line, self.max_header)?;
                if n == 0 {
                    return Ok(None);
                }
            }
        }
    }

    /// Read one line into `line` (cleared first), its `\n` included, at most
    /// `max` bytes of it: the bytes read, and whether the line is whole.
    fn read_line(&mut self, line: &mut Vec<u8>, max: usize) -> io::Result<(usize, bool)> {
        line.clear();
        let limit = u64::try_from(max).unwrap_or(u64::MAX);
        let n = (&mut self.input).take(limit).read_until(b'\n', line)?;
        self.offset += n as u64;
        Ok((n, line.ends_with(b"\n")))
    }

    /// The header of the record that starts here (its version line already
    /// read when `first` is given): `None` at the end of the stream.
    fn header(&mut self, first: Option<(u64, Vec<u8>)>) -> Result<Option<Header>, WarcError> {
        let mut line = Vec::new();
        let (start, version) = match first {
            Some(found) => found,
            None => loop {
                let at = self.offset;
                let (n, _) = self
                    .read_line(&mut line, self.max_header)
                    .map_err(|e| self.fail(e))?;
                if n == 0 {
                    self.state = State::Done;
                    return Ok(None);
                }
                // Blank lines between records are let pass.
                if !trim_eol(&line).is_empty() {
                    break (at, std::mem::take(&mut line));
                }
            },
        };
        if !version.starts_with(b"WARC/") || !version.ends_with(b"\n") {
            self.state = State::Lost;
            return Err(WarcError::NoVersion { offset: start });
        }
        let mut fields: Vec<(String, String)> = Vec::new();
        let mut bad_field = None;
        let mut size = version.len();
        loop {
            let at = self.offset;
            let budget = self.max_header.saturating_sub(size).max(1);
            let (n, whole) = self
                .read_line(&mut line, budget)
                .map_err(|e| self.fail(e))?;
            size += n;
            if n == 0 {
                self.state = State::Done;
                return Err(WarcError::Truncated { offset: start });
            }
            if !whole {
                if size > self.max_header {
                    self.state = State::Lost;
                    return Err(WarcError::HeaderTooLong {
                        offset: start,
                        max: self.max_header,
                    });
                }
                self.state = State::Done;
                return Err(WarcError::Truncated { offset: start });
            }
            let text = trim_eol(&line);
            if text.is_empty() {
                break;
            }
            if text[0] == b' ' || text[0] == b'\t' {
                // A folded line (ISO 28500 §4: "LWS").
                if let Some((_, value)) = fields.last_mut() {
                    value.push(' ');
                    value.push_str(String::from_utf8_lossy(text).trim());
                    continue;
                }
            }
            // ISO 28500 §4: `field-name = token`, no space or control in it.
            let name_ends = text
                .iter()
                .position(|&b| b == b':' || b <= b' ' || b == 0x7f);
            match name_ends {
                Some(colon) if colon > 0 && text[colon] == b':' => fields.push((
                    String::from_utf8_lossy(&text[..colon]).trim().to_owned(),
                    String::from_utf8_lossy(&text[colon + 1..])
                        .trim()
                        .to_owned(),
                )),
                _ => {
                    bad_field.get_or_insert(at);
                }
            }
        }
        let header = Header {
            offset: start,
            version: String::from_utf8_lossy(trim_eol(&version)).into_owned(),
            fields,
            length: 0,
        };
        let Some(length) = header
            .field("Content-Length")
            .and_then(|v| v.parse::<u64>().ok())
        else {
            self.state = State::Lost;
            return Err(WarcError::Length { offset: start });
        };
        self.state = State::Block {
            left: length,
            end: self.offset.saturating_add(length),
            start,
        };
        if let Some(offset) = bad_field {
            return Err(WarcError::Field { offset });
        }
        Ok(Some(Header { length, ..header }))
    }
}

impl<R> fmt::Debug for Warc<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Warc")
            .field("offset", &self.offset)
            .field("state", &self.state)
            .finish_non_exhaustive()
    }
}

/// `line` without its `\n` or `\r\n`.
fn trim_eol(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}
