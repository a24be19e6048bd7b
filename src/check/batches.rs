//! The pipeline behind [`Checker::batches`]: the reader cuts the input into
//! batches of whole lines and counts them, the workers (or the caller's
//! thread) cut each batch into its lines and parse them,
//! and [`Batches`] hands them back in input order, at most `2 × jobs + 2`
//! read ahead of the one handed back.

use std::collections::BTreeMap;
use std::io::Read;
use std::panic::AssertUnwindSafe;
use std::sync::mpsc::{sync_channel, Receiver, SyncSender};
use std::sync::{Arc, Mutex};

use super::lines::split_lines;
#[cfg(doc)]
use super::Checker;
use super::{strip_ending, Error, Line, LineReader, ReadError, BATCH_BYTES};

/// The batches of a [`Checker`]'s input, checked: what its function made of
/// each batch of lines, in order, then at most one [`Error`]
/// ([`Checker::batches`]).
pub struct Batches<R, B> {
    reader: LineReader<R>,
    /// The number of the next line to read.
    next_line: u64,
    /// The reader reached the end, or stopped.
    input_done: bool,
    engine: Engine<B>,
    /// How many threads to start once a second batch comes.
    jobs: usize,
    /// How many batches may be read ahead of the one handed back.
    ahead: usize,
    /// Batches read so far.
    sent: u64,
    /// The next batch to hand back.
    next_seq: u64,
    /// Batches parsed before their turn.
    pending: BTreeMap<u64, Done<B>>,
    /// Why the input stopped, to say after the batch before it.
    stop: Option<Error>,
    finished: bool,
    bytes_read: u64,
    /// Where the lines `LineReader::take_buffered` takes end (only counted:
    /// the workers find them again).
    ends: Vec<usize>,
}

impl<R: Read, B> Batches<R, B> {
    /// The batches of `reader`'s lines, each line handed to `job` (which
    /// parses it), on up to `jobs` threads, handed back in input order
    /// whatever `jobs`. [`Checker::batches`] is this with the checker's parse
    /// as the job; a reader that cuts its lines into fields of its own (the
    /// web-archive index readers of the `urispec-archive` crate) starts here.
    pub fn new(reader: LineReader<R>, jobs: usize, job: Box<Job<B>>) -> Self {
        Self::with(reader, jobs, Each::Line(job))
    }

    /// [`Batches::new`] with a job that cuts each batch into its lines
    /// itself (a grammar that reads lines in place: [`Checker::brief_batches`]).
    pub(crate) fn of_batches(reader: LineReader<R>, jobs: usize, job: Box<BatchJob<B>>) -> Self {
        Self::with(reader, jobs, Each::Batch(job))
    }

    fn with(reader: LineReader<R>, jobs: usize, job: Each<B>) -> Self {
        Batches {
            reader,
            next_line: 1,
            input_done: false,
            // The threads start with the second batch: an input of one
            // batch (a short file, a slice) is parsed where it is read.
            engine: Engine::Inline(Arc::new(Work { job })),
            jobs,
            ahead: 2 * jobs + 2,
            sent: 0,
            next_seq: 0,
            pending: BTreeMap::new(),
            stop: None,
            finished: false,
            bytes_read: 0,
            ends: Vec::new(),
        }
    }

    /// Whether the next item is at hand: `next()` will not wait for the
    /// input or for a worker.
    pub fn ready(&mut self) -> bool {
        if self.finished || self.stop.is_some() {
            return true;
        }
        if let Engine::Threads { done, .. } = &self.engine {
            while let Ok(batch) = done.try_recv() {
                self.pending.insert(batch.seq, batch);
            }
        }
        self.pending.contains_key(&self.next_seq)
    }

    /// The bytes of input (line endings included) of the batches handed
    /// back so far: for a progress bar.
    pub fn bytes_read(&self) -> u64 {
        self.bytes_read
    }

    /// Read the next batch of lines, or `None` when the input has none.
    fn read_batch(&mut self) -> Option<Batch> {
        let mut batch = Batch {
            seq: self.sent,
            first_line: self.next_line,
            bytes: Vec::new(),
            end: 0,
            lines: 0,
            stop: None,
        };
        // The reader's buffer itself, where it can be taken whole: its lines
        // are not copied.
        let copied = match self.reader.take_held_lines(&mut batch.bytes) {
            Some(Ok((lines, end))) => {
                (batch.lines, batch.end) = (lines, end);
                self.input_done = lines == 0;
                false
            }
            Some(Err(source)) => {
                batch.stop = Some(Error::Io {
                    line: batch.first_line,
                    source,
                });
                self.input_done = true;
                false
            }
            None => {
                // Room for a batch and a line more: no copy as it grows.
                batch.bytes.reserve(BATCH_BYTES + BATCH_SLACK);
                true
            }
        };
        if copied {
            loop {
                if batch.bytes.len() >= BATCH_BYTES {
                    break;
                }
                // The lines the reader holds whole, at once (counted here, cut
                // apart by the worker); then one line read.
                let taken = match self.reader.take_whole_lines(&mut batch.bytes, BATCH_BYTES) {
                    Some(taken) => taken,
                    None => {
                        self.ends.clear();
                        self.reader
                            .take_buffered(&mut batch.bytes, &mut self.ends, BATCH_BYTES)
                    }
                };
                if taken > 0 {
                    batch.lines += taken;
                    continue;
                }
                // A line that must wait for its writer goes in the next batch,
                // so that the lines before it are answered meanwhile.
                if batch.lines > 0 && self.reader.must_wait() {
                    break;
                }
                let number = batch.first_line + batch.lines as u64;
                let before = batch.bytes.len();
                match self.reader.read_into(&mut batch.bytes, number) {
                    Ok(true) => batch.lines += 1,
                    Ok(false) => {
                        self.input_done = true;
                        break;
                    }
                    Err(ReadError::Io(source)) => {
                        // What was read of the line before the error is no line.
                        batch.bytes.truncate(before);
                        batch.stop = Some(Error::Io {
                            line: number,
                            source,
                        });
                        self.input_done = true;
                        break;
                    }
                    Err(ReadError::TooLong(t)) => {
                        batch.stop = Some(Error::TooLong(t));
                        self.input_done = true;
                        break;
                    }
                }
            }
        }
        if copied {
            batch.end = batch.bytes.len();
        }
        self.next_line += batch.lines as u64;
        if batch.lines == 0 && batch.stop.is_none() {
            return None;
        }
        self.sent += 1;
        Some(batch)
    }
}

impl<R: Read, B: Default + Send + 'static> Batches<R, B> {
    /// Hand a batch read to the workers, starting them with the second
    /// batch, or parse it here.
    fn submit(&mut self, batch: Batch) {
        if let Engine::Inline(work) = &self.engine
            && self.jobs > 1
            && self.sent > 1
        {
            if let Some(threads) = Engine::threads(work, self.jobs, self.ahead) {
                self.engine = threads;
            }
            // Started once, or never where threads cannot start.
            self.jobs = 1;
        }
        match &self.engine {
            Engine::Inline(work) => {
                let done = work.run(batch);
                self.pending.insert(done.seq, done);
            }
            Engine::Threads { work, .. } => {
                // The workers live as long as `work`'s receiver, which they
                // hold; if all are gone the wait in `next` says so.
                let _ = work.send(batch);
            }
        }
    }
}

impl<R: Read, B: Default + Send + 'static> Iterator for Batches<R, B> {
    type Item = Result<B, Error>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some(stop) = self.stop.take() {
                self.finished = true;
                return Some(Err(stop));
            }
            if self.finished {
                return None;
            }
            // Keep the workers fed from what is already read, before
            // handing a batch back.
            if matches!(self.engine, Engine::Threads { .. }) {
                while !self.input_done
                    && self.sent - self.next_seq < self.ahead as u64
                    && !self.reader.must_wait()
                {
                    match self.read_batch() {
                        Some(batch) => self.submit(batch),
                        None => break,
                    }
                }
            }
            if let Some(done) = self.pending.remove(&self.next_seq) {
                self.next_seq += 1;
                self.bytes_read += done.input_bytes;
                self.reader.recycle(done.bytes);
                self.stop = done.stop;
                match done.made {
                    Some(made) => return Some(Ok(made)),
                    None => continue,
                }
            }
            let reading = self.sent - self.next_seq;
            if self.input_done && reading == 0 {
                self.finished = true;
                return None;
            }
            // Read on while there is room, unless the read would wait for
            // the input while parsed lines could be handed back.
            let room = reading < self.ahead as u64;
            if !self.input_done && room && !(reading > 0 && self.reader.must_wait()) {
                if let Some(batch) = self.read_batch() {
                    self.submit(batch);
                }
                continue;
            }
            let Engine::Threads { done, .. } = &self.engine else {
                // Inline batches are parsed as they are read.
                unreachable!("an inline batch is pending once read");
            };
            match done.recv() {
                Ok(batch) => {
                    self.pending.insert(batch.seq, batch);
                }
                Err(_) => {
                    self.finished = true;
                    return Some(Err(Error::Panicked {
                        line: self.next_line,
                    }));
                }
            }
        }
    }
}

/// How much room a batch has past [`BATCH_BYTES`] for the line that ends
/// it before its buffer must grow.
const BATCH_SLACK: usize = 4 * 1024;

/// Consecutive lines of the input.
struct Batch {
    seq: u64,
    /// The number of the batch's first line.
    first_line: u64,
    /// The lines, `bytes[..end]`, each with its line ending (the last line
    /// of the input may have none), cut apart again by the worker
    /// ([`split_lines`]). Past them, where the batch is the reader's buffer,
    /// the bytes it read before (handed back with it).
    bytes: Vec<u8>,
    end: usize,
    /// How many lines `bytes` holds.
    lines: usize,
    /// Why the input stops after these lines, when it does before its end.
    stop: Option<Error>,
}

/// A batch checked.
struct Done<B> {
    seq: u64,
    /// What the function made of the batch (`None` when it panicked).
    made: Option<B>,
    input_bytes: u64,
    stop: Option<Error>,
    /// The batch's buffer, handed back to the reader for its next reads.
    bytes: Vec<u8>,
}

/// What every worker runs on each line: the parse and the caller's
/// function ([`Checker::batches`] makes one, and so does the reader of
/// web-archive indexes).
pub type Job<B> = dyn Fn(&mut B, Line<'_>) + Send + Sync;

/// What every worker runs on a batch whose lines it cuts apart itself: the
/// number of the batch's first line and its bytes (whole lines, each with
/// its ending but maybe the input's last); how many lines it handed on.
pub(crate) type BatchJob<B> = dyn Fn(&mut B, u64, &[u8]) -> usize + Send + Sync;

/// A job on each line, or on each batch.
enum Each<B> {
    Line(Box<Job<B>>),
    Batch(Box<BatchJob<B>>),
}

struct Work<B> {
    job: Each<B>,
}

impl<B: Default> Work<B> {
    /// Run the job on each line of a batch.
    fn run(&self, batch: Batch) -> Done<B> {
        let lines = &batch.bytes[..batch.end];
        let made = std::panic::catch_unwind(AssertUnwindSafe(|| {
            let mut made = B::default();
            let job = match &self.job {
                Each::Line(job) => job,
                Each::Batch(job) => {
                    let count = job(&mut made, batch.first_line, lines);
                    // Held always: a miscount would number every line after it wrong.
                    assert_eq!(count, batch.lines, "the lines the reader counted");
                    return made;
                }
            };
            // One check of the whole batch where it is UTF-8 (a line's ends
            // are ASCII bytes, so each line is then a slice of it); line by
            // line where it is not, so each line has its own verdict.
            let whole = std::str::from_utf8(lines).ok();
            let mut start = 0;
            let mut count = 0;
            for (i, with_ending) in split_lines(lines).enumerate() {
                let bytes = strip_ending(with_ending);
                let text = match whole.and_then(|w| w.get(start..start + bytes.len())) {
                    Some(text) => Ok(text),
                    None => std::str::from_utf8(bytes),
                };
                start += with_ending.len();
                count += 1;
                let line = Line {
                    number: batch.first_line + i as u64,
                    bytes,
                    text,
                };
                job(&mut made, line);
            }
            // Held always: a miscount would number every line after it wrong.
            assert_eq!(count, batch.lines, "the lines the reader counted");
            made
        }));
        let (made, stop) = match made {
            Ok(made) => (Some(made), batch.stop),
            Err(_) => (
                None,
                Some(Error::Panicked {
                    line: batch.first_line,
                }),
            ),
        };
        Done {
            seq: batch.seq,
            made,
            input_bytes: batch.end as u64,
            stop,
            bytes: batch.bytes,
        }
    }
}

/// Where batches are parsed.
enum Engine<B> {
    /// On the caller's thread, as they are read.
    Inline(Arc<Work<B>>),
    /// On worker threads: batches go out on `work`, come back on `done`.
    Threads {
        work: SyncSender<Batch>,
        done: Receiver<Done<B>>,
    },
}

impl<B: Default + Send + 'static> Engine<B> {
    /// `jobs` worker threads, or `None` where none can be started. The
    /// threads are detached: they end when the [`Check`] is dropped and
    /// their batch is done.
    fn threads(work: &Arc<Work<B>>, jobs: usize, ahead: usize) -> Option<Self> {
        if cfg!(target_family = "wasm") {
            return None;
        }
        let (work_tx, work_rx) = sync_channel::<Batch>(ahead);
        let (done_tx, done_rx) = sync_channel::<Done<B>>(ahead);
        let work_rx = Arc::new(Mutex::new(work_rx));
        let mut started = 0;
        for _ in 0..jobs {
            let (work, work_rx, done_tx) =
                (Arc::clone(work), Arc::clone(&work_rx), done_tx.clone());
            let spawned = std::thread::Builder::new()
                .name("urispec-check".to_owned())
                .spawn(move || loop {
                    // A poisoned lock cannot happen (nothing panics while
                    // holding it), but if it did the worker stops and the
                    // iterator reports the batch that never came.
                    let next = match work_rx.lock() {
                        Ok(queue) => queue.recv(),
                        Err(_) => return,
                    };
                    let Ok(batch) = next else { return };
                    if done_tx.send(work.run(batch)).is_err() {
                        return;
                    }
                });
            started += usize::from(spawned.is_ok());
        }
        (started > 0).then_some(Engine::Threads {
            work: work_tx,
            done: done_rx,
        })
    }
}
