//! What a WARC or ARC record is as read: its [`Header`], how its block
//! ended ([`Ending`]), and the departures from ISO 28500 it was read
//! despite ([`Defect`]).

use std::fmt;

use super::Stored;
use crate::time::{CaptureTime, TimeError};

/// A departure from ISO 28500 (or, for a block's HTTP message, from HTTP)
/// that a record survived: it was read all the same, as said.
///
/// ```
/// use urispec_archive::Defect;
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
    /// [`WarcError::NotARecord`](super::WarcError::NotARecord) follows the record).
    Trailer,
    /// The block's real end is up to [`LENGTH_SLACK`](super::LENGTH_SLACK) bytes from where its
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

/// How a record's block ended: what [`Warc::read_block`](super::Warc::read_block) and
/// [`Warc::skip_block`](super::Warc::skip_block) say.
///
/// ```
/// use urispec_archive::{Defect, Warc};
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
    /// Where the record lies as stored, for a CDX line's offset and
    /// length: the gzip member it starts ([`Header::stored`]), or in a
    /// plain file its bytes from its first to the end of the line ends
    /// after its block; `None` for a record inside a member it does not
    /// start, or cut short.
    pub stored: Option<Stored>,
}

/// The header of one WARC record (ISO 28500 §4: "version", then
/// "named fields"), its field names as written.
///
/// ```
/// use urispec_archive::Warc;
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
    pub(super) offset: u64,
    pub(super) version: String,
    pub(super) fields: Vec<(String, String)>,
    pub(super) length: u64,
    pub(super) defects: Vec<Defect>,
    pub(super) stored: Option<Stored>,
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
    /// use urispec_archive::Warc;
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
    ///
    /// An ARC record has no type: its version block (`filedesc://...`)
    /// is `filedesc`, every other record a `response` (its content is what
    /// the server sent, HTTP's head included for `http` URLs).
    pub fn warc_type(&self) -> Option<&str> {
        if !self.is_arc() {
            return self.field("WARC-Type");
        }
        let url = self.field("URL").unwrap_or_default();
        Some(if url.starts_with("filedesc:") {
            "filedesc"
        } else {
            "response"
        })
    }

    /// Whether it is an ARC record's header line ([`Header::version`]
    /// `ARC/1` or `ARC/2`, the version of its file; its fields named as
    /// the "ARC File Format" names them: `URL`, `IP-address`,
    /// `Archive-date`, `Content-type`, ..., `Archive-length`).
    ///
    /// ```
    /// use urispec_archive::Warc;
    ///
    /// let arc = "filedesc://a.arc 0.0.0.0 19960923142103 text/plain 75\n\
    ///     1 0 InternetArchive\nURL IP-address Archive-date Content-type Archive-length\n\n\
    ///     http://a.example/ 10.0.0.1 19960923142110 text/html 5\nHELLO\n";
    /// let mut warc = Warc::new(arc.as_bytes())?;
    /// assert!(warc.is_arc());
    /// let version = warc.next_record().unwrap()?;
    /// assert_eq!((version.is_arc(), version.warc_type()), (true, Some("filedesc")));
    /// let page = warc.next_record().unwrap()?;
    /// assert_eq!((page.version(), page.warc_type()), ("ARC/1", Some("response")));
    /// assert_eq!(page.target_uri(), Some("http://a.example/"));
    /// assert_eq!(page.field("ip-address"), Some("10.0.0.1"));
    /// assert_eq!(page.date()?.unwrap().to_string(), "19960923142110");
    /// assert_eq!((page.content_length(), page.record_id()), (5, None));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_arc(&self) -> bool {
        self.version.starts_with("ARC/")
    }

    /// Its `WARC-Record-ID` (ISO 28500 §5.2), as written (`<urn:uuid:...>`);
    /// `None` for an ARC record, which has none.
    pub fn record_id(&self) -> Option<&str> {
        if self.is_arc() {
            return None;
        }
        self.field("WARC-Record-ID")
    }

    /// Its `WARC-Target-URI` (ISO 28500 §5.3), without the angle brackets
    /// WARC 1.0 printed around it.
    pub fn target_uri(&self) -> Option<&str> {
        if self.is_arc() {
            return self.field("URL");
        }
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
        if self.is_arc() {
            // "ARC File Format": `Archive-date`, YYYYMMDDhhmmss.
            return self
                .field("Archive-date")
                .map(|d| CaptureTime::parse(d.as_bytes()))
                .transpose();
        }
        self.field("WARC-Date")
            .map(CaptureTime::from_w3cdtf)
            .transpose()
    }
}
