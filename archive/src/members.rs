//! gzip members read one at a time (RFC 1952 §2.2, "A gzip file consists
//! of a series of "members""), each checked whole (its CRC-32 and ISIZE,
//! §2.3.1) before a byte of it is handed on: a member cut short or corrupt
//! is skipped as a unit, named by where it lies in the compressed file, and
//! the members after it are read. A `.warc.gz` (ISO 28500 Annex D, "one
//! record per member") and an ARC file are written so.

use std::io::{self, Read};

use flate2::{Crc, Decompress, FlushDecompress, Status};

use super::gzip::{GzipError, GzipErrorKind, MAGIC};

pub(crate) mod parallel;

/// The most of one member's decompressed bytes the WARC reader holds to check
/// it before handing them on: 16 MiB. A longer member (a whole file gzipped
/// at once) is handed on in parts as it is inflated, and a fault in it is
/// found only at its end.
pub const MEMBER_CHECKED: usize = 16 << 20;

/// How much of the compressed input is read at a time.
const READ_SIZE: usize = 64 * 1024;

/// How much of a member too long to hold is handed on at a time.
const PART_SIZE: usize = 256 * 1024;

/// What [`Members::next_piece`] hands on, in the file's order. The bytes
/// of a member are written into the caller's buffer.
#[derive(Debug)]
pub(crate) enum Piece {
    /// A whole member, checked: `len` decompressed bytes written.
    Member {
        /// Where it starts in the compressed file, and its length there.
        stored: Stored,
        len: usize,
    },
    /// A part of a member longer than [`MEMBER_CHECKED`], not yet checked:
    /// `len` bytes written.
    Part(usize),
    /// The end of a member handed on in parts: it was whole.
    PartsEnd,
    /// A run of bytes that are no good member: one or more members cut
    /// short or corrupt, or bytes between members that start none. None of
    /// their bytes were handed on, unless the run starts inside a member
    /// handed on in parts.
    Failed(FailedMember),
}

/// Where a gzip member lies in the compressed file: the `V` and `S` fields
/// of a CDX line (the IIPC "CDX File Format": "compressed arc file offset",
/// "compressed record size").
///
/// ```
/// use std::io::Write;
/// use urispec_archive::{Stored, Warc};
///
/// let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
/// gz.write_all(b"WARC/1.0\r\nWARC-Type: metadata\r\nContent-Length: 0\r\n\r\n\r\n\r\n")?;
/// let member = gz.finish()?;
/// // Half a member, then a whole one: the half is one error naming its bytes.
/// let file = [&member[..10], &member[..]].concat();
/// let mut warc = Warc::new(&file[..])?;
/// let e = warc.next_record().unwrap().unwrap_err();
/// assert_eq!(e.stored(), Some(Stored { offset: 0, length: 10 }));
/// let header = warc.next_record().unwrap()?;
/// assert_eq!(header.stored(), Some(Stored { offset: 10, length: member.len() as u64 }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Stored {
    /// Its first byte's offset in the file.
    pub offset: u64,
    /// Its length in bytes, header and trailer included.
    pub length: u64,
}

/// A run of a gzip file's bytes that are no good member.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct FailedMember {
    /// Where the run lies in the compressed file.
    pub stored: Stored,
    /// What was wrong with its first member.
    pub error: GzipError,
}

/// Why a member fails: what kind of fault, and where in it.
type Fault = (GzipErrorKind, &'static str);

/// The members of a gzip file, one [`Piece`] at a time.
pub(crate) struct Members<R> {
    input: R,
    /// Compressed bytes read and kept, `raw[..raw_end]` (the rest is room
    /// to read into): from the current member's start at least, so that a
    /// failed member can be scanned again for the next one.
    raw: Vec<u8>,
    raw_end: usize,
    /// The file offset of `raw[0]`.
    raw_start: u64,
    /// The next compressed byte to read, in `raw`.
    at: usize,
    eof: bool,
    inflate: Decompress,
    crc: Crc,
    /// Where the member handed on in parts starts in the file.
    streaming: Option<u64>,
    /// A run of failed bytes not yet handed on.
    failed: Option<FailedMember>,
    /// Where the member that just failed its checksums ends, in `raw`: its
    /// blocks and trailer were read whole.
    checked_end: Option<usize>,
    /// The good piece found after it, and its bytes, handed on next.
    ready: Option<(Piece, Vec<u8>)>,
}

impl<R: Read> Members<R> {
    /// The members of `input`, whose first bytes are gzip's magic number.
    pub(crate) fn new(input: R) -> Self {
        Members {
            input,
            raw: Vec::new(),
            raw_end: 0,
            raw_start: 0,
            at: 0,
            eof: false,
            inflate: Decompress::new(false),
            crc: Crc::new(),
            streaming: None,
            failed: None,
            checked_end: None,
            ready: None,
        }
    }

    /// The members of `input`, whose first byte lies at `offset` in the
    /// file and starts a member (or the file's end).
    pub(crate) fn starting_at(input: R, offset: u64) -> Self {
        let mut members = Members::new(input);
        members.raw_start = offset;
        members
    }

    /// Whether all before the next compressed byte was handed on: no
    /// failed run nor piece held back, no member in parts.
    pub(crate) fn is_clean(&self) -> bool {
        self.failed.is_none()
            && self.ready.is_none()
            && self.streaming.is_none()
            && self.checked_end.is_none()
    }

    /// The file offset of the next compressed byte.
    pub(crate) fn position(&self) -> u64 {
        self.offset_of(self.at)
    }

    /// The compressed bytes read past [`Members::position`], and the input.
    pub(crate) fn into_rest(self) -> (Vec<u8>, R) {
        let mut raw = self.raw;
        raw.truncate(self.raw_end);
        raw.drain(..self.at);
        (raw, self.input)
    }

    /// The next piece, its bytes written into `out` from `out_at` on
    /// (`out` grown as needed; bytes past what the piece says are
    /// scratch): `None` at the end of the file.
    ///
    /// # Errors
    ///
    /// The stream's own error: nothing after it is read.
    pub(crate) fn next_piece(
        &mut self,
        out: &mut Vec<u8>,
        out_at: usize,
    ) -> io::Result<Option<Piece>> {
        if let Some((piece, bytes)) = self.ready.take() {
            grow(out, out_at + bytes.len());
            out[out_at..out_at + bytes.len()].copy_from_slice(&bytes);
            return Ok(Some(piece));
        }
        loop {
            self.forget();
            let start = self.at;
            let read = match self.streaming {
                Some(_) => self.part(out, out_at),
                None => self.member(out, out_at),
            }?;
            let piece = match read {
                Ok(None) => return Ok(self.failed.take().map(Piece::Failed)),
                Ok(Some(piece)) => piece,
                Err((kind, detail)) => {
                    let offset = self.streaming.take().unwrap_or(self.offset_of(start));
                    let error = GzipError::new(kind, self.offset_of(self.at), detail.to_owned());
                    // The next member is looked for after the failed one's
                    // first byte: a member cut short is followed by whole
                    // ones its inflation has read into.
                    // But a member read whole whose checksum is wrong ends
                    // where its trailer does: where another member starts
                    // there or the file ends (and whole members inside it
                    // do not run to there, as they do when a member cut
                    // short was inflated on into them), nothing inside it
                    // (a gzip body it stores) is taken for one.
                    let checked_end = self.checked_end.take();
                    let from = match checked_end {
                        Some(end) if self.member_or_end_at(end)? && !self.overran(start, end) => {
                            end
                        }
                        _ if self.offset_of(start) == offset => start + 1,
                        _ => self.at,
                    };
                    let end = self.find_member(from)?;
                    match &mut self.failed {
                        Some(run) => run.stored.length = end - run.stored.offset,
                        None => {
                            let stored = Stored {
                                offset,
                                length: end - offset,
                            };
                            self.failed = Some(FailedMember { stored, error });
                        }
                    }
                    continue;
                }
            };
            return Ok(Some(match self.failed.take() {
                Some(failed) => {
                    let len = match piece {
                        Piece::Member { len, .. } | Piece::Part(len) => len,
                        Piece::PartsEnd | Piece::Failed(_) => 0,
                    };
                    self.ready = Some((piece, out[out_at..out_at + len].to_vec()));
                    Piece::Failed(failed)
                }
                None => piece,
            }));
        }
    }

    /// The file offset of `raw[at]`.
    fn offset_of(&self, at: usize) -> u64 {
        self.raw_start + at as u64
    }

    /// The compressed bytes read and not yet inflated.
    fn unread(&self) -> &[u8] {
        &self.raw[self.at..self.raw_end]
    }

    /// Read more of the input into `raw`: false at its end.
    fn fill(&mut self) -> io::Result<bool> {
        if self.eof {
            return Ok(false);
        }
        grow(&mut self.raw, self.raw_end + READ_SIZE);
        let n = loop {
            match self.input.read(&mut self.raw[self.raw_end..]) {
                Ok(n) => break n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        };
        self.raw_end += n;
        self.eof = n == 0;
        Ok(n > 0)
    }

    /// At least `n` bytes read after `at` (fewer at the end of input).
    fn fill_to(&mut self, n: usize) -> io::Result<bool> {
        while self.raw_end < self.at + n {
            if !self.fill()? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Forget the bytes before `at` once they are most of what is kept.
    fn forget(&mut self) {
        if self.at >= READ_SIZE && self.at * 2 >= self.raw_end {
            self.raw.copy_within(self.at..self.raw_end, 0);
            self.raw_end -= self.at;
            self.raw_start += self.at as u64;
            self.at = 0;
        }
    }

    /// Whether whole members, one after the other from one that starts
    /// inside `raw[start + 1..end]`, end exactly at `end`, or at the start
    /// of another member (itself damaged): the inflation of the member at
    /// `start`, cut short, ran on through them and its "trailer" was that
    /// of one of them or of one after them. (A gzip body that a member
    /// stores is followed by the rest of that member, no member.)
    fn overran(&self, start: usize, end: usize) -> bool {
        let is_start = |w: &[u8]| w.len() >= 4 && w[..2] == MAGIC && w[2] == 8 && w[3] & 0xe0 == 0;
        (start + 1..end)
            .filter(|&p| is_start(&self.raw[p..end]))
            .any(|mut at| {
                let mut whole = 0;
                loop {
                    let mut member = flate2::bufread::GzDecoder::new(&self.raw[at..end]);
                    if io::copy(&mut member, &mut io::sink()).is_err() {
                        return whole > 0 && is_start(&self.raw[at..end]);
                    }
                    whole += 1;
                    at = end - member.into_inner().len();
                    if at == end {
                        return true;
                    }
                    if !is_start(&self.raw[at..end]) {
                        return false;
                    }
                }
            })
    }

    /// Whether a member's header (its magic number, method 8, no reserved
    /// flag) starts at `raw[at]`, or the file ends there.
    fn member_or_end_at(&mut self, at: usize) -> io::Result<bool> {
        while self.raw_end < at + 4 {
            if !self.fill()? {
                return Ok(self.raw_end == at);
            }
        }
        let w = &self.raw[at..at + 4];
        Ok(w[..2] == MAGIC && w[2] == 8 && w[3] & 0xe0 == 0)
    }

    /// The file offset of the first candidate member start (gzip's magic
    /// number, method 8, no reserved flag: RFC 1952 §2.3.1) at or after
    /// `raw[from]`, or of the end of the file; `at` is left there.
    fn find_member(&mut self, from: usize) -> io::Result<u64> {
        self.at = from;
        loop {
            let found = self
                .unread()
                .windows(4)
                .position(|w| w[..2] == MAGIC && w[2] == 8 && w[3] & 0xe0 == 0);
            if let Some(i) = found {
                self.at += i;
                return Ok(self.offset_of(self.at));
            }
            // Keep the last three bytes: a start may span two reads.
            self.at = self.raw_end.saturating_sub(3).max(self.at);
            self.forget();
            if !self.fill()? {
                self.at = self.raw_end;
                return Ok(self.offset_of(self.at));
            }
        }
    }

    /// The member at `at`, inflated into `out` from `out_at`: a whole one,
    /// the first part of one too long to hold, `None` at the end of the
    /// input, or why it fails.
    fn member(
        &mut self,
        out: &mut Vec<u8>,
        out_at: usize,
    ) -> io::Result<Result<Option<Piece>, Fault>> {
        use GzipErrorKind::{Corrupt, Truncated};
        if !self.fill_to(1)? {
            return Ok(Ok(None));
        }
        let begin = self.offset_of(self.at);
        let header = match self.header()? {
            None => return Ok(Err((Truncated, "in a member's header"))),
            Some(Err(why)) => return Ok(Err((Corrupt, why))),
            Some(Ok(len)) => len,
        };
        self.at += header;
        self.inflate.reset(false);
        self.crc.reset();
        let mut len = 0;
        loop {
            if len >= MEMBER_CHECKED {
                self.crc.update(&out[out_at..out_at + len]);
                self.streaming = Some(begin);
                return Ok(Ok(Some(Piece::Part(len))));
            }
            match self.inflate_into(out, out_at, &mut len)? {
                Ok(true) => break,
                Ok(false) => {}
                Err(e) => return Ok(Err(e)),
            }
        }
        self.crc.update(&out[out_at..out_at + len]);
        if let Err(e) = self.trailer()? {
            return Ok(Err(e));
        }
        let stored = Stored {
            offset: begin,
            length: self.offset_of(self.at) - begin,
        };
        Ok(Ok(Some(Piece::Member { stored, len })))
    }

    /// The next part of a member too long to hold, or its end.
    fn part(
        &mut self,
        out: &mut Vec<u8>,
        out_at: usize,
    ) -> io::Result<Result<Option<Piece>, Fault>> {
        let mut len = 0;
        while len < PART_SIZE {
            match self.inflate_into(out, out_at, &mut len)? {
                Ok(true) => {
                    self.crc.update(&out[out_at..out_at + len]);
                    if let Err(e) = self.trailer()? {
                        return Ok(Err(e));
                    }
                    self.streaming = None;
                    if len == 0 {
                        return Ok(Ok(Some(Piece::PartsEnd)));
                    }
                    self.ready = Some((Piece::PartsEnd, Vec::new()));
                    return Ok(Ok(Some(Piece::Part(len))));
                }
                Ok(false) => {}
                Err(e) => return Ok(Err(e)),
            }
        }
        self.crc.update(&out[out_at..out_at + len]);
        Ok(Ok(Some(Piece::Part(len))))
    }

    /// Inflate some of the input into `out` at `out_at + *len`: true at the
    /// end of the member's compressed blocks.
    fn inflate_into(
        &mut self,
        out: &mut Vec<u8>,
        out_at: usize,
        len: &mut usize,
    ) -> io::Result<Result<bool, Fault>> {
        const CUT: Fault = (GzipErrorKind::Truncated, "in a member's compressed blocks");
        if self.at == self.raw_end && !self.fill()? {
            return Ok(Err(CUT));
        }
        let from = out_at + *len;
        grow(out, from + 32 * 1024);
        // At most 1 MiB a call, so that a member is held to about
        // MEMBER_CHECKED before its bytes are handed on unchecked.
        let to = out.len().min(from + (1 << 20));
        let (before_in, before_out) = (self.inflate.total_in(), self.inflate.total_out());
        let status = self.inflate.decompress(
            &self.raw[self.at..self.raw_end],
            &mut out[from..to],
            FlushDecompress::None,
        );
        self.at += (self.inflate.total_in() - before_in) as usize;
        *len += (self.inflate.total_out() - before_out) as usize;
        match status {
            Ok(Status::StreamEnd) => Ok(Ok(true)),
            Ok(_)
                if self.inflate.total_in() == before_in
                    && self.inflate.total_out() == before_out =>
            {
                // No progress: more input is needed (read from the file,
                // so that this ends with it).
                if !self.fill()? {
                    return Ok(Err(CUT));
                }
                Ok(Ok(false))
            }
            Ok(_) => Ok(Ok(false)),
            Err(_) => Ok(Err((GzipErrorKind::Corrupt, "corrupt deflate data"))),
        }
    }

    /// The length of the member header at `at` (RFC 1952 §2.3): `None` when
    /// the input ends inside it, an error when it is none.
    fn header(&mut self) -> io::Result<Option<Result<usize, &'static str>>> {
        if !self.fill_to(10)? {
            return Ok(None);
        }
        let head = &self.raw[self.at..self.at + 10];
        if head[..2] != MAGIC {
            return Ok(Some(Err("not a gzip member")));
        }
        if head[2] != 8 {
            return Ok(Some(Err("a compression method other than deflate")));
        }
        let flags = head[3];
        if flags & 0xe0 != 0 {
            return Ok(Some(Err("reserved flag bits set")));
        }
        let mut len = 10;
        if flags & 0x04 != 0 {
            // FEXTRA: XLEN, then that many bytes.
            if !self.fill_to(len + 2)? {
                return Ok(None);
            }
            let x = &self.raw[self.at + len..];
            len += 2 + usize::from(u16::from_le_bytes([x[0], x[1]]));
        }
        for flag in [0x08, 0x10] {
            // FNAME, FCOMMENT: zero-terminated.
            if flags & flag == 0 {
                continue;
            }
            loop {
                if !self.fill_to(len + 1)? {
                    return Ok(None);
                }
                len += 1;
                if self.raw[self.at + len - 1] == 0 {
                    break;
                }
            }
        }
        if flags & 0x02 != 0 {
            len += 2; // FHCRC
        }
        if !self.fill_to(len)? {
            return Ok(None);
        }
        Ok(Some(Ok(len)))
    }

    /// Read and check the member's trailer (RFC 1952 §2.3.1: CRC32, ISIZE).
    fn trailer(&mut self) -> io::Result<Result<(), Fault>> {
        if !self.fill_to(8)? {
            return Ok(Err((GzipErrorKind::Truncated, "in a member's trailer")));
        }
        let t = &self.raw[self.at..self.at + 8];
        let crc = u32::from_le_bytes([t[0], t[1], t[2], t[3]]);
        let size = u32::from_le_bytes([t[4], t[5], t[6], t[7]]);
        if crc != self.crc.sum() || size != self.crc.amount() {
            self.checked_end = Some(self.at + 8);
            let what = if crc != self.crc.sum() {
                "CRC-32 mismatch"
            } else {
                "ISIZE mismatch"
            };
            return Ok(Err((GzipErrorKind::Corrupt, what)));
        }
        self.at += 8;
        Ok(Ok(()))
    }
}

/// `buf` at least `len` bytes long: grown, never shrunk, so that what is
/// written into it is not set to zero first each time.
fn grow(buf: &mut Vec<u8>, len: usize) {
    if buf.len() < len {
        let more = len.max(buf.len() + buf.len() / 2);
        buf.resize(more, 0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    fn member(text: &[u8]) -> Vec<u8> {
        let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        gz.write_all(text).unwrap();
        gz.finish().unwrap()
    }

    /// Every piece of `bytes`, as (kind, offset, length or data).
    fn pieces(bytes: &[u8]) -> Vec<(String, u64, u64, Vec<u8>)> {
        let mut members = Members::new(bytes);
        let mut out = Vec::new();
        // Written at an offset into a buffer of scratch, as a reader does.
        let mut buf = vec![7; 10];
        while let Some(piece) = members.next_piece(&mut buf, 3).unwrap() {
            let bytes = |len: usize| buf[3..3 + len].to_vec();
            out.push(match piece {
                Piece::Member { stored, len } => {
                    ("member".into(), stored.offset, stored.length, bytes(len))
                }
                Piece::Part(len) => ("part".into(), 0, 0, bytes(len)),
                Piece::PartsEnd => ("end".into(), 0, 0, vec![]),
                Piece::Failed(f) => ("failed".into(), f.stored.offset, f.stored.length, vec![]),
            });
        }
        out
    }

    #[test]
    fn whole_members_with_where_they_lie() {
        let (a, b) = (member(b"first\n"), member(b"second\n"));
        let all = [a.clone(), b.clone()].concat();
        assert_eq!(
            pieces(&all),
            [
                ("member".into(), 0, a.len() as u64, b"first\n".to_vec()),
                (
                    "member".into(),
                    a.len() as u64,
                    b.len() as u64,
                    b"second\n".to_vec()
                ),
            ]
        );
    }

    #[test]
    fn a_member_cut_short_is_one_failed_run_and_the_rest_is_read() {
        let m: Vec<Vec<u8>> = (0..4)
            .map(|i| member(format!("record {i}\n").repeat(20).as_bytes()))
            .collect();
        let cut = &m[1][..m[1].len() / 2];
        let all = [m[0].clone(), cut.to_vec(), m[2].clone(), m[3].clone()].concat();
        let got = pieces(&all);
        let kinds: Vec<&str> = got.iter().map(|p| p.0.as_str()).collect();
        assert_eq!(kinds, ["member", "failed", "member", "member"]);
        assert_eq!((got[1].1, got[1].2), (m[0].len() as u64, cut.len() as u64));
        assert_eq!(got[2].3, b"record 2\n".repeat(20));
        assert_eq!(got[3].3, b"record 3\n".repeat(20));
    }

    #[test]
    fn a_flipped_byte_fails_its_member_only() {
        let texts: Vec<Vec<u8>> = (0..3)
            .map(|i| format!("page {i} ").repeat(50).into_bytes())
            .collect();
        let m: Vec<Vec<u8>> = texts.iter().map(|t| member(t)).collect();
        for at in 10..m[1].len() {
            let mut bad = m[1].clone();
            bad[at] ^= 0x55;
            let all = [m[0].clone(), bad, m[2].clone()].concat();
            let got = pieces(&all);
            // No byte of the damaged member is handed on as good: what
            // comes out whole is the first member or the last.
            for piece in got.iter().filter(|p| p.0 == "member") {
                assert!(piece.3 == texts[0] || piece.3 == texts[2], "{at}");
            }
            assert_eq!(got.first().map(|p| &p.3), Some(&texts[0]), "{at}");
            assert_eq!(got.last().map(|p| &p.3), Some(&texts[2]), "{at}");
        }
    }

    #[test]
    fn junk_between_and_after_members_is_a_failed_run() {
        let (a, b) = (member(b"a"), member(b"b"));
        let all = [a.clone(), b"junk".to_vec(), b.clone(), b"tail".to_vec()].concat();
        let got = pieces(&all);
        let kinds: Vec<&str> = got.iter().map(|p| p.0.as_str()).collect();
        assert_eq!(kinds, ["member", "failed", "member", "failed"]);
        assert_eq!((got[1].1, got[1].2), (a.len() as u64, 4));
        assert_eq!(got[3].2, 4);
    }

    #[test]
    fn a_member_too_long_to_hold_is_handed_on_in_parts() {
        let text: Vec<u8> = (0..(MEMBER_CHECKED / 4))
            .flat_map(|i| format!("{i:07}\n").into_bytes())
            .collect();
        let all = [member(&text), member(b"after")].concat();
        let got = pieces(&all);
        let joined: Vec<u8> = got
            .iter()
            .filter(|p| p.0 == "part")
            .flat_map(|p| p.3.clone())
            .collect();
        assert_eq!(joined, text);
        let end = got.iter().position(|p| p.0 == "end").unwrap();
        assert_eq!(got[end + 1].3, b"after");
    }
}
