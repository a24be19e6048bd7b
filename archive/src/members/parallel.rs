//! gzip members inflated on worker threads (RFC 1952 §2.2, "a series of
//! "members""). The reader cuts the compressed file into stretches at
//! candidate member starts (the magic number, method 8, no reserved flag:
//! §2.3.1) and hands each to a worker, which inflates the members in it one
//! after another, each checked whole (CRC-32 and ISIZE, §2.3.1), up to the
//! first member end at or past the stretch's cut. A stretch is kept only
//! where the members before it ended exactly at its start: a candidate
//! inside a member (the magic number in its compressed bytes, a gzip body
//! it stores) is dropped. The members come out in the file's order.
//!
//! A member that ends where the next candidate start is (or at the file's
//! end) is inflated by libdeflate, which reads only a member whose bounds
//! it is given; any other by zlib-rs, which finds the member's end as it
//! reads (`worker.rs`: why the two read the same member the same).
//!
//! What a worker does not finish (a member that fails, one of more than
//! [`MEMBER_HELD`] bytes, one that runs past the bytes it was given, a
//! header with a CRC of its own, bytes that start no member) is
//! [`Step::Stuck`]: the caller reads on from there on its own thread, one
//! member at a time, from the compressed bytes kept ([`Stretches::take_rest`]),
//! and gives the rest back ([`Stretches::resume`]). So a damaged file reads
//! exactly as the member reader reads it, and a file of one member is
//! inflated by one thread.

use std::collections::VecDeque;
use std::io::{self, Read};
use std::sync::mpsc::{channel, sync_channel, Receiver, Sender, SyncSender};
use std::sync::{Arc, Mutex};

use flate2::{Crc, Decompress, FlushDecompress, Status};

use super::{grow, Members, Piece, Stored};
use crate::gzip::MAGIC;

mod worker;

use worker::{run, spawn, Inflaters};

/// The compressed bytes a stretch holds before its cut, by default.
const STRETCH: usize = 128 << 10;

/// The most threads that inflate for one file: more are not needed to
/// keep ahead of the threads that parse what they inflate, and each holds
/// its stretches' bytes.
const MOST_WORKERS: usize = 4;

/// Compressed bytes given past a cut, for a member that runs over it.
const SLACK: usize = 32 << 10;

/// How far past a stretch's length the reader looks for a candidate start
/// before it hands the stretch on without a cut.
const SCAN: usize = 512 << 10;

/// How much of the compressed input is read at a time.
const READ_SIZE: usize = 64 << 10;

/// The most decompressed bytes a worker holds of one member: a longer one
/// is read by the caller, streaming.
pub(crate) const MEMBER_HELD: usize = 8 << 20;

/// A worker stops at the first member end after this much output, and the
/// rest of its stretch is handed on again.
const PAUSE_AFTER: usize = 1 << 20;

/// The most output one call of the inflater writes, so that a member too
/// long to hold is given up soon after [`MEMBER_HELD`].
const CALL_OUT: usize = 1 << 20;

/// Whether `w` starts with a candidate member start: the magic number,
/// method 8, no reserved flag (RFC 1952 §2.3.1).
pub(crate) fn is_start(w: &[u8]) -> bool {
    w.len() >= 4 && w[..2] == MAGIC && w[2] == 8 && w[3] & 0xe0 == 0
}

/// The first candidate member start in `bytes`.
fn find_start(bytes: &[u8]) -> Option<usize> {
    memchr::memmem::find_iter(bytes, &[MAGIC[0], MAGIC[1], 8]).find(|&i| is_start(&bytes[i..]))
}

/// The most output buffers kept for the workers to write into again.
const SPARE_MOST: usize = 16;

/// Output buffers handed back once read, for the workers to write into
/// again: a few buffers go round, so memory freed on one thread is not
/// left with another's allocator.
#[derive(Clone, Default)]
pub(crate) struct Spare(Arc<Mutex<Vec<Vec<u8>>>>);

impl Spare {
    /// A buffer, empty, from those handed back (or a new one).
    fn take(&self) -> Vec<u8> {
        let buf = self.0.lock().ok().and_then(|mut spare| spare.pop());
        let mut buf = buf.unwrap_or_default();
        buf.clear();
        buf
    }

    /// Hand back a buffer whose bytes were read.
    pub(crate) fn give(&self, buf: Vec<u8>) {
        if buf.capacity() == 0 {
            return;
        }
        if let Ok(mut spare) = self.0.lock()
            && spare.len() < SPARE_MOST
        {
            spare.push(buf);
        }
    }
}

/// Members read whole by a worker, in the file's order: their bytes one
/// after the other in `out`, and where each lies.
#[derive(Debug)]
pub(crate) struct Done {
    pub out: Vec<u8>,
    /// Where each member lies in the compressed file, and how many of
    /// `out`'s bytes are its.
    pub members: Vec<(Stored, usize)>,
}

/// What [`Stretches::next_step`] gives.
#[derive(Debug)]
pub(crate) enum Step {
    /// Members read and checked, starting where the last step ended.
    Members(Done),
    /// No worker finished the member (or bytes) at this offset: the caller
    /// reads on from there ([`Stretches::take_rest`]).
    Stuck(u64),
    /// The end of the file, after whole members.
    End,
}

/// The compressed bytes from where the caller reads on: those kept, then
/// the rest of the stream (and the stream's error, where reading it
/// failed, after the bytes before it).
pub(crate) struct Fed<R> {
    head: Vec<u8>,
    at: usize,
    tail: Option<R>,
    error: Option<io::Error>,
    eof: bool,
}

impl<R: Read> Read for Fed<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.at < self.head.len() {
            let n = buf.len().min(self.head.len() - self.at);
            buf[..n].copy_from_slice(&self.head[self.at..self.at + n]);
            self.at += n;
            return Ok(n);
        }
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        match &mut self.tail {
            Some(tail) if !self.eof => {
                let n = tail.read(buf)?;
                self.eof = n == 0 && !buf.is_empty();
                Ok(n)
            }
            _ => Ok(0),
        }
    }
}

/// How a worker's stretch ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stop {
    /// At the first member end at or past its cut, or at the file's end.
    Reached,
    /// At a member end before its cut, its output long enough.
    Paused,
    /// At a member (or bytes) it could not read whole.
    Stuck,
}

/// A stretch handed to a worker.
struct Job {
    /// Compressed bytes, `bytes[0]` at file offset `base`.
    bytes: Arc<[u8]>,
    base: u64,
    /// Where the first member starts.
    start: u64,
    /// The worker stops at the first member end at or past this.
    cut: u64,
    /// `bytes` run to the end of the file.
    eof: bool,
    reply: SyncSender<Outcome>,
    spare: Spare,
}

/// What a worker made of a stretch.
struct Outcome {
    done: Done,
    /// Where the last whole member ends (the start, when none is).
    end: u64,
    stop: Stop,
}

/// A stretch in flight, in the file's order.
struct Flight {
    start: u64,
    cut: u64,
    bytes: Arc<[u8]>,
    base: u64,
    eof: bool,
    reply: Receiver<Outcome>,
}

/// Where the next stretch starts.
#[derive(Debug, Clone, Copy)]
enum Next {
    /// At this offset.
    At(u64),
    /// At the first candidate at or after this offset.
    After(u64),
}

/// A gzip file's members inflated on `workers` threads, a few stretches a
/// worker in flight, handed on in the file's order.
pub(crate) struct Stretches<R> {
    input: Option<R>,
    /// The stream's error, handed on after the bytes read before it.
    error: Option<io::Error>,
    /// The stream has no more (or failed).
    eof: bool,
    /// Compressed bytes read, `raw[0]` at file offset `raw_start`: from
    /// the caller's position at least, for it to read on from.
    raw: Vec<u8>,
    raw_start: u64,
    /// The offset the caller reads next.
    pos: u64,
    next: Next,
    flights: VecDeque<Flight>,
    most: usize,
    stretch: usize,
    /// The workers' queue; `None` where none could start (the stretches
    /// are then read on the caller's thread).
    work: Option<Sender<Job>>,
    stuck: bool,
    spare: Spare,
}

impl<R: Read> Stretches<R> {
    /// The members of `input` (whose first bytes are gzip's magic number)
    /// on `workers` threads (at most 4).
    pub(crate) fn new(input: R, workers: usize) -> Self {
        Self::with_stretch(input, workers, STRETCH)
    }

    /// As [`Stretches::new`], with stretches of `stretch` compressed bytes.
    pub(crate) fn with_stretch(input: R, workers: usize, stretch: usize) -> Self {
        let workers = workers.clamp(1, MOST_WORKERS);
        Stretches {
            input: Some(input),
            error: None,
            eof: false,
            raw: Vec::new(),
            raw_start: 0,
            pos: 0,
            next: Next::At(0),
            flights: VecDeque::new(),
            most: workers + 1,
            stretch: stretch.max(1),
            work: spawn(workers),
            stuck: false,
            spare: Spare::default(),
        }
    }

    /// The file offset just past the bytes read.
    fn raw_end(&self) -> u64 {
        self.raw_start + self.raw.len() as u64
    }

    /// Read more: false at the end of the stream or at its error.
    fn read_more(&mut self) -> bool {
        let Some(input) = self.input.as_mut().filter(|_| !self.eof) else {
            return false;
        };
        let len = self.raw.len();
        self.raw.resize(len + READ_SIZE, 0);
        loop {
            match input.read(&mut self.raw[len..]) {
                Ok(n) => {
                    self.raw.truncate(len + n);
                    self.eof = n == 0;
                    return n > 0;
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => {
                    self.raw.truncate(len);
                    self.error = Some(e);
                    self.eof = true;
                    return false;
                }
            }
        }
    }

    /// Forget the bytes before the caller's position once they are most
    /// of what is kept.
    fn forget(&mut self) {
        let gone = (self.pos.saturating_sub(self.raw_start) as usize).min(self.raw.len());
        if gone >= READ_SIZE && gone * 2 >= self.raw.len() {
            self.raw.drain(..gone);
            self.raw_start += gone as u64;
        }
    }

    /// The first candidate start at or after file offset `from`, in the
    /// bytes read.
    fn candidate(&self, from: u64) -> Option<u64> {
        let from = from.max(self.raw_start);
        let i = (from - self.raw_start) as usize;
        let found = find_start(self.raw.get(i..)?)?;
        Some(from + found as u64)
    }

    /// Cut stretches and hand them on while fewer than the most are in
    /// flight.
    fn dispatch(&mut self) {
        while self.input.is_some() && self.flights.len() < self.most {
            let start = match self.next {
                // The caller is past it (a member ran over the cut): the
                // next member starts where the caller is.
                Next::At(at) if at < self.pos => {
                    self.next = Next::At(self.pos);
                    continue;
                }
                Next::At(at) => at,
                Next::After(from) => {
                    match self.candidate(from) {
                        Some(at) => self.next = Next::At(at),
                        // None near: the caller reads on through a long
                        // member before more is read here.
                        None if self.raw_end().saturating_sub(from) > SCAN as u64 => return,
                        None if self.read_more() => {}
                        None => {
                            self.next = Next::At(self.raw_end());
                            return;
                        }
                    }
                    continue;
                }
            };
            let end = self.raw_end();
            if start >= end && self.eof {
                return;
            }
            let from = start + self.stretch as u64;
            let cut = if end > from {
                self.candidate(from)
            } else {
                None
            };
            let (cut, to, next) = match cut {
                Some(cut) => {
                    while self.raw_end() < cut + SLACK as u64 && self.read_more() {}
                    (cut, self.raw_end().min(cut + SLACK as u64), Next::At(cut))
                }
                None if self.eof => (end, end, Next::At(end)),
                None if end - start > (self.stretch + SCAN) as u64 => {
                    (u64::MAX, end, Next::After(end - 3))
                }
                None => {
                    self.read_more();
                    continue;
                }
            };
            let (i, j) = (
                (start - self.raw_start) as usize,
                (to - self.raw_start) as usize,
            );
            let bytes: Arc<[u8]> = Arc::from(&self.raw[i..j]);
            let eof = self.eof && to == self.raw_end();
            let flight = self.send(bytes, start, start, cut, eof);
            self.flights.push_back(flight);
            self.next = next;
        }
    }

    /// Hand a stretch to the workers (or read it here, where none is).
    fn send(&mut self, bytes: Arc<[u8]>, base: u64, start: u64, cut: u64, eof: bool) -> Flight {
        let (reply, receiver) = sync_channel(1);
        let job = Job {
            bytes: Arc::clone(&bytes),
            base,
            start,
            cut,
            eof,
            reply,
            spare: self.spare.clone(),
        };
        if let Some(work) = &self.work {
            if let Err(std::sync::mpsc::SendError(job)) = work.send(job) {
                self.work = None;
                run(job, &mut Inflaters::new());
            }
        } else {
            run(job, &mut Inflaters::new());
        }
        Flight {
            start,
            cut,
            bytes,
            base,
            eof,
            reply: receiver,
        }
    }

    /// The next members, or where the caller must read on.
    pub(crate) fn next_step(&mut self) -> Step {
        loop {
            if std::mem::take(&mut self.stuck) {
                return Step::Stuck(self.pos);
            }
            self.dispatch();
            let Some(front) = self.flights.front() else {
                let whole = self.eof && self.error.is_none() && self.pos == self.raw_end();
                return if whole {
                    Step::End
                } else {
                    Step::Stuck(self.pos)
                };
            };
            if front.start < self.pos {
                self.flights.pop_front();
                continue;
            }
            if front.start > self.pos {
                return Step::Stuck(self.pos);
            }
            let Some(flight) = self.flights.pop_front() else {
                continue;
            };
            let Ok(outcome) = flight.reply.recv() else {
                // A worker gone (none can panic): read on here.
                return Step::Stuck(self.pos);
            };
            self.pos = outcome.end;
            self.forget();
            match outcome.stop {
                Stop::Reached => {}
                Stop::Paused => {
                    let again = self.send(
                        Arc::clone(&flight.bytes),
                        flight.base,
                        outcome.end,
                        flight.cut,
                        flight.eof,
                    );
                    self.flights.push_front(again);
                }
                Stop::Stuck => self.stuck = true,
            }
            if !outcome.done.members.is_empty() {
                return Step::Members(outcome.done);
            }
        }
    }

    /// Where the caller hands back the buffers of the members it read.
    pub(crate) fn spare(&self) -> Spare {
        self.spare.clone()
    }

    /// The compressed bytes from the caller's position on, for it to read
    /// on from ([`Step::Stuck`]); [`Stretches::resume`] gives them back.
    pub(crate) fn take_rest(&mut self) -> Fed<R> {
        let at = ((self.pos - self.raw_start) as usize).min(self.raw.len());
        Fed {
            head: std::mem::take(&mut self.raw),
            at,
            tail: self.input.take(),
            error: self.error.take(),
            eof: self.eof,
        }
    }

    /// Whether the stretches would go on at `at`, a member end the caller
    /// came to: a stretch starts there, or none is in flight. (Else the
    /// caller reads on: the stretch that covers `at` started at a
    /// candidate inside a member.)
    pub(crate) fn wants(&mut self, at: u64) -> bool {
        while self.flights.front().is_some_and(|f| f.start < at) {
            self.flights.pop_front();
        }
        self.flights.front().is_none_or(|f| f.start == at)
    }

    /// Go on at `at`, a member end the caller came to, with what it had
    /// read past it (`read`) and the rest.
    pub(crate) fn resume(&mut self, at: u64, read: Vec<u8>, fed: Fed<R>) {
        let mut raw = read;
        raw.extend_from_slice(fed.head.get(fed.at..).unwrap_or_default());
        self.raw = raw;
        self.raw_start = at;
        self.pos = at;
        self.input = fed.tail;
        self.error = fed.error;
        self.eof = fed.eof;
        self.stuck = false;
        self.wants(at);
        self.next = match self.next {
            _ if self.flights.is_empty() => Next::At(at),
            Next::At(d) => Next::At(d.max(at)),
            Next::After(d) => Next::After(d.max(at)),
        };
    }
}

/// The members of a gzip file as [`Members`] hands them on, piece by
/// piece, those of whole members read on worker threads ([`Stretches`]),
/// the rest by a [`Members`] on the caller's thread.
pub(crate) struct ParallelMembers<R> {
    stretches: Stretches<R>,
    /// The member reader reading on where the workers stuck.
    reader: Option<Box<Members<Fed<R>>>>,
    /// Members read by a worker, and the next of them to hand on.
    done: Option<(Done, usize, usize)>,
}

impl<R: Read> ParallelMembers<R> {
    /// The members of `input`, whose first bytes are gzip's magic number,
    /// on `workers` threads.
    pub(crate) fn new(input: R, workers: usize) -> Self {
        Self::from_stretches(Stretches::new(input, workers))
    }

    fn from_stretches(stretches: Stretches<R>) -> Self {
        ParallelMembers {
            stretches,
            reader: None,
            done: None,
        }
    }

    /// As [`Members::next_piece`].
    ///
    /// # Errors
    ///
    /// The stream's own error: nothing after it is read.
    pub(crate) fn next_piece(
        &mut self,
        out: &mut Vec<u8>,
        out_at: usize,
    ) -> io::Result<Option<Piece>> {
        loop {
            if let Some(reader) = &mut self.reader {
                let piece = reader.next_piece(out, out_at)?;
                let whole = matches!(piece, Some(Piece::Member { .. } | Piece::PartsEnd));
                if whole && reader.is_clean() {
                    let at = reader.position();
                    if self.stretches.wants(at)
                        && let Some(reader) = self.reader.take()
                    {
                        let (read, fed) = reader.into_rest();
                        self.stretches.resume(at, read, fed);
                    }
                }
                return Ok(piece);
            }
            if let Some((done, next, byte)) = &mut self.done {
                if let Some(&(stored, len)) = done.members.get(*next) {
                    grow(out, out_at + len);
                    out[out_at..out_at + len].copy_from_slice(&done.out[*byte..*byte + len]);
                    *next += 1;
                    *byte += len;
                    return Ok(Some(Piece::Member { stored, len }));
                }
                if let Some((done, _, _)) = self.done.take() {
                    self.stretches.spare().give(done.out);
                }
            }
            match self.stretches.next_step() {
                Step::Members(done) => self.done = Some((done, 0, 0)),
                Step::Stuck(at) => {
                    let fed = self.stretches.take_rest();
                    self.reader = Some(Box::new(Members::starting_at(fed, at)));
                }
                Step::End => return Ok(None),
            }
        }
    }
}

#[cfg(test)]
mod tests;
