//! The decompressed stream a record reader reads: buffered so that what
//! follows a block can be looked at before it is consumed, a gzip file
//! read member by member ([`super::members`]).

use std::collections::VecDeque;
use std::io::{self, Read};

use super::gzip::{first_bytes, MAGIC};
use super::members::parallel::ParallelMembers;
use super::members::{FailedMember, Members, Piece, Stored};

/// How much of a plain input is read at a time.
const READ_SIZE: usize = 64 * 1024;

/// Where the bytes come from: a plain stream, or a gzip file's members
/// (the bytes read to tell them apart put back before the rest).
pub(super) enum Source<R> {
    Plain(R),
    Gzip(Box<Members<io::Chain<io::Cursor<Vec<u8>>, R>>>),
    /// The members inflated on worker threads, handed on as [`Members`]
    /// hands them.
    Parallel(Box<ParallelMembers<io::Chain<io::Cursor<Vec<u8>>, R>>>),
}

/// The decompressed stream, buffered so that what follows a block can be
/// looked at before it is consumed; for gzip, with where each member
/// starts, and stopped where a run of failed bytes falls until that is
/// taken ([`Input::barrier`]).
pub(super) struct Input<R> {
    pub(super) source: Source<R>,
    /// The bytes read, `buf[pos..end]` not yet consumed (the rest is room
    /// to read into, kept so that it is not set to zero again).
    buf: Vec<u8>,
    pub(super) pos: usize,
    end: usize,
    /// The stream offset of `buf[0]`.
    pub(super) base: u64,
    /// Where members start in the stream, and where they lie in the file.
    starts: VecDeque<(u64, Stored)>,
    /// A run of failed gzip bytes right after `buf[end - 1]`.
    pub(super) barrier: Option<FailedMember>,
    /// The source has no more.
    ended: bool,
}

impl<R: Read> Input<R> {
    /// `input`, gzip when its first two bytes are gzip's magic number, its
    /// members then inflated on `workers` threads (on this one for 1).
    pub(super) fn new(mut input: R, workers: usize) -> io::Result<Self> {
        let first = first_bytes(&mut input)?;
        let (source, buf) = if first == MAGIC {
            let input = io::Cursor::new(first).chain(input);
            let source = if workers > 1 {
                Source::Parallel(Box::new(ParallelMembers::new(input, workers)))
            } else {
                Source::Gzip(Box::new(Members::new(input)))
            };
            (source, Vec::new())
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
    pub(super) fn offset(&self) -> u64 {
        self.base + self.pos as u64
    }

    /// The bytes read and not consumed.
    pub(super) fn available(&self) -> &[u8] {
        &self.buf[self.pos..self.end]
    }

    pub(super) fn consume(&mut self, n: usize) {
        self.pos += n;
    }

    /// Whether more may come before the end or a barrier.
    pub(super) fn can_fill(&self) -> bool {
        !self.ended && self.barrier.is_none()
    }

    /// At least `n` bytes available, unless the stream (or the readable
    /// members) ends first.
    pub(super) fn ensure(&mut self, n: usize) -> io::Result<()> {
        while self.available().len() < n && self.fill()? {}
        Ok(())
    }

    /// Read more: false at the end of the stream or at a barrier.
    pub(super) fn fill(&mut self) -> io::Result<bool> {
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
            Source::Gzip(_) | Source::Parallel(_) => loop {
                let at = self.base + self.end as u64;
                let piece = match &mut self.source {
                    Source::Gzip(members) => members.next_piece(&mut self.buf, self.end)?,
                    Source::Parallel(members) => members.next_piece(&mut self.buf, self.end)?,
                    Source::Plain(_) => None,
                };
                let len = match piece {
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
    pub(super) fn member_at(&mut self, offset: u64) -> Option<Stored> {
        while self.starts.front().is_some_and(|&(at, _)| at < offset) {
            self.starts.pop_front();
        }
        self.starts
            .front()
            .filter(|&&(at, _)| at == offset)
            .map(|&(_, stored)| stored)
    }
}
