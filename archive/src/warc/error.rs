//! Why a record could not be read ([`WarcError`]).

use std::io;

use super::Stored;
use crate::gzip::GzipError;
use crate::members::FailedMember;

/// Why a record could not be read. Each variant names where: an offset in
/// the decompressed stream, or for [`WarcError::Member`] where the failed
/// bytes lie in the compressed file; after each but [`WarcError::Io`]
/// [`Warc::next_record`](super::Warc::next_record) goes on at the next record.
///
/// ```
/// use urispec_archive::{Warc, WarcError};
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
    /// In an ARC file, a record's header line is not the fields of its
    /// version ("ARC File Format": `URL IP-address Archive-date
    /// Content-type Archive-length`, version 2 with `Result-code Checksum
    /// Location Offset Filename` before the length), its length a number.
    #[error("no ARC header line at byte {offset}")]
    ArcHeader {
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
    /// The header is longer than [`Warc::max_header`](super::Warc::max_header). The reader goes on
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
    /// next record's start (a `Content-Length` more than [`LENGTH_SLACK`](super::LENGTH_SLACK)
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
            | WarcError::ArcHeader { offset }
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
    /// `no-version` (ISO 28500 §4's version line), `arc-header` (an ARC
    /// header line), `field`, `length`
    /// (§5.2's `Content-Length`), `header-too-long`, `not-a-record`,
    /// `truncated`, `member` (RFC 1952 §2.3.1's member).
    ///
    /// ```
    /// use urispec_archive::WarcError;
    /// assert_eq!(WarcError::Length { offset: 0 }.reason(), "length");
    /// ```
    pub fn reason(&self) -> &'static str {
        match self {
            WarcError::Io(_) => "io",
            WarcError::NoVersion { .. } => "no-version",
            WarcError::ArcHeader { .. } => "arc-header",
            WarcError::Field { .. } => "field",
            WarcError::Length { .. } => "length",
            WarcError::HeaderTooLong { .. } => "header-too-long",
            WarcError::NotARecord { .. } => "not-a-record",
            WarcError::Truncated { .. } => "truncated",
            WarcError::Member { .. } => "member",
        }
    }
}

/// The error of a run of failed gzip bytes found at `offset` in the
/// decompressed stream.
pub(super) fn member_error(failed: FailedMember, offset: u64) -> WarcError {
    WarcError::Member {
        stored: failed.stored,
        offset,
        error: failed.error,
    }
}
