//! The URIs of a text found on worker threads: [`ParallelFinder`].
//!
//! A reading thread cuts the input into blocks; each worker runs a
//! [`Finder`] over one block, started where a finder of the whole text
//! would stand if it took a step at the block's first byte; the caller's
//! thread hands the finds back in the text's order, and carries on alone
//! wherever a block's scan cannot be trusted.
//!
//! **Why the finds are the serial finder's.** A finder takes steps: at
//! input offset `p` it either makes a find of the bytes `p..end` and goes
//! on at `end`, or goes on at `p + 1` (a quoted string it takes back as
//! text is such a step). What a step does depends only on the text, on the
//! byte before `p` (a bare scheme opens a word) and on where the input
//! ends; never on where the scan began. So two scans of one text that take
//! a step at the same offset take the same steps from there on. A scan
//! takes a step at every offset that no find of its own strictly contains.
//! A worker scans its block from its first byte, and a step that would read
//! past the block's end (a find crossing into the next block, or one whose
//! end the next bytes decide) is not taken: the worker stops there, unsure
//! (as it does after 2,048 finds, to bound the memory a block holds).
//! The caller's thread knows where the scan of the whole text stands when a
//! block begins: at its start, or further on, or inside the previous block
//! where its worker stopped unsure. From there it scans on itself, over
//! this block and the next as they come, until it takes a step at an offset
//! where the worker took one; it then hands back the worker's finds from
//! that offset on. So no find is ever cut at a block's edge, and a find
//! that crosses one is found by the caller's thread, whole.

use std::collections::{BTreeMap, VecDeque};
use std::io::{self, BufRead, BufReader, Read};
use std::panic::AssertUnwindSafe;
use std::sync::mpsc::{channel, sync_channel, Receiver, Sender, SyncSender};
use std::sync::{Arc, Mutex};

use super::{add_scheme, default_schemes, Find, Finder};
use crate::edition::Edition;

/// The bytes of a block, unless [`ParallelFinder::block_size`] says
/// otherwise: 64 KiB.
pub const BLOCK_SIZE: usize = 64 << 10;

/// The most finds a worker makes in a block: the caller's thread finds the
/// rest, so that a text dense with finds (`<>` after `<>`) holds no more in
/// memory than 2,048 a block.
const MAX_FINDS: usize = 2048;

/// The URIs in a text read from `R`, found on worker threads: the finds of a
/// [`Finder`] over the same text (the reader of RFC 2396 Appendix E and of
/// the URL drafts' "Wrappers for URIs in plain text"; see the
/// [module](super)), in the same order, with the same byte offsets in the
/// whole input, whatever the number of jobs and the size of the blocks.
///
/// A thread reads the input in blocks of [`BLOCK_SIZE`] bytes (a block is
/// cut sooner where the input gives less than asked, as a pipe does while
/// its writer waits, so that each find is handed back as soon as a
/// [`Finder`] would hand it back); `jobs` threads find the URIs of the
/// blocks, and the caller's thread hands them back in order. A find is never
/// cut at a block's edge. At most `jobs + 2` blocks are read ahead of the
/// one handed back, each with at most 2,048 finds (a worker leaves the rest
/// of a block denser than that to the caller's thread). With one job (and
/// on `wasm32`, where threads cannot start) it is a [`Finder`] on the
/// caller's thread; elsewhere, a thread that cannot start is an error.
///
/// ```
/// use urispec::text::{Finder, ParallelFinder, Wrapper};
/// use urispec::Edition;
///
/// let mail = "see <URL:ftp://info.cern.ch/pub/www/doc/\n  url-spec.txt> or http://info.cern.ch/.\n";
/// // Blocks of 8 bytes: the first find crosses six of their edges.
/// let finds: Vec<_> = ParallelFinder::new(mail.as_bytes(), Edition::Rfc2396)
///     .jobs(3)
///     .block_size(8)
///     .collect::<Result<_, _>>()?;
/// assert_eq!(finds[0].uri(), "ftp://info.cern.ch/pub/www/doc/url-spec.txt");
/// assert_eq!(finds[0].wrapper(), Some(Wrapper::UrlAngle));
/// assert_eq!((finds[0].start(), finds[0].end()), (4, 56));
/// assert_eq!(finds[1].uri(), "http://info.cern.ch/");
///
/// // The finds of one thread, the same.
/// let serial: Vec<_> = Finder::new(mail.as_bytes(), Edition::Rfc2396).collect::<Result<_, _>>()?;
/// assert_eq!(finds, serial);
/// # Ok::<(), std::io::Error>(())
/// ```
pub struct ParallelFinder<R> {
    config: Config,
    jobs: usize,
    block_size: usize,
    state: State<R, Find>,
}

/// What is made of each find: the find itself ([`ParallelFinder`]'s
/// iterator), or the caller's ([`ParallelFinder::map_finds`]).
type Make<T> = Arc<dyn Fn(Find) -> T + Send + Sync>;

/// What every scan of one text is told.
#[derive(Clone)]
struct Config {
    grammar: Edition,
    schemes: Vec<String>,
}

impl Config {
    /// A finder over `reader`, the text from input offset `base` on, after
    /// the byte `prev`.
    fn finder<B: BufRead>(&self, reader: B, base: usize, prev: Option<u8>) -> Finder<B> {
        Finder::resume(reader, self.grammar, self.schemes.clone(), base, prev)
    }
}

enum State<R, T> {
    /// Nothing read yet.
    Start(R),
    /// One job: a finder on the caller's thread.
    Serial(Finder<BufReader<R>>),
    Threads(Box<Merger<T>>),
    /// The threads could not start (the error is handed back once).
    Failed,
}

impl<R: Read + Send + 'static, T: Send + 'static> State<R, T> {
    /// The next of what is made of the finds, starting the finder
    /// (`config`, `jobs`, `block_size`) on the first call.
    fn next(
        &mut self,
        config: &Config,
        (jobs, block_size): (usize, usize),
        make: &Make<T>,
    ) -> Option<io::Result<T>> {
        loop {
            match self {
                State::Serial(finder) => return finder.next().map(|find| find.map(&**make)),
                State::Threads(merger) => return merger.next(),
                State::Failed => return None,
                State::Start(_) => {
                    let State::Start(reader) = std::mem::replace(self, State::Failed) else {
                        unreachable!("the state was just matched");
                    };
                    match State::start(reader, config, jobs, block_size, make) {
                        Ok(state) => *self = state,
                        Err(e) => return Some(Err(e)),
                    }
                }
            }
        }
    }

    /// Start the finder: a [`Finder`] here for one job, else the threads.
    fn start(
        reader: R,
        config: &Config,
        jobs: usize,
        block_size: usize,
        make: &Make<T>,
    ) -> io::Result<Self> {
        if jobs == 1 || cfg!(target_family = "wasm") {
            let finder = config.finder(BufReader::new(reader), 0, None);
            return Ok(State::Serial(finder));
        }
        Merger::start(reader, config.clone(), jobs, block_size, Arc::clone(make))
            .map(|merger| State::Threads(Box::new(merger)))
    }
}

impl<R: Read + Send + 'static> ParallelFinder<R> {
    /// A finder over `reader` that judges each URI by `grammar`, with the
    /// bare schemes of [`super::SCHEMES`], on one job per core (as
    /// [`crate::check::Checker`]), in blocks of [`BLOCK_SIZE`].
    pub fn new(reader: R, grammar: Edition) -> Self {
        ParallelFinder {
            config: Config {
                grammar,
                schemes: default_schemes(),
            },
            jobs: default_jobs(),
            block_size: BLOCK_SIZE,
            state: State::Start(reader),
        }
    }

    /// Also find bare URIs of the scheme `name`, as [`Finder::scheme`].
    pub fn scheme(mut self, name: &str) -> Self {
        add_scheme(&mut self.config.schemes, name);
        self
    }

    /// Find the URIs on `jobs` threads (at least 1; 1: on the caller's
    /// thread, as a [`Finder`]).
    pub fn jobs(mut self, jobs: usize) -> Self {
        self.jobs = jobs.max(1);
        self
    }

    /// Read the input in blocks of `bytes` (at least 1; [`BLOCK_SIZE`]
    /// unless told). Smaller blocks hand the first finds back sooner and
    /// cost more hand-offs; the finds are the same.
    pub fn block_size(mut self, bytes: usize) -> Self {
        self.block_size = bytes.max(1);
        self
    }

    /// The finds, each made into what `make` makes of it, in the text's
    /// order: on the worker that found it where a worker did (so what a
    /// caller makes of each find, its record written out, is spread over
    /// the workers as the finding is), on the caller's thread where the
    /// caller's thread found it (across a block's edge) or with one job.
    /// A finder already started makes the rest on the caller's thread.
    ///
    /// ```
    /// use urispec::text::ParallelFinder;
    /// use urispec::Edition;
    ///
    /// let text = "see http://a/b and <URL:news:c> or http://a/%zz\n";
    /// let lines: Vec<String> = ParallelFinder::new(text.as_bytes(), Edition::Rfc1738)
    ///     .jobs(2)
    ///     .block_size(16)
    ///     .map_finds(|find| format!("{} {}", find.uri(), find.is_valid()))
    ///     .collect::<Result<_, _>>()?;
    /// assert_eq!(lines, ["http://a/b true", "news:c true", "http://a/%zz false"]);
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn map_finds<T, F>(self, make: F) -> MapFinds<R, T>
    where
        F: Fn(Find) -> T + Send + Sync + 'static,
        T: Send + 'static,
    {
        let (config, jobs, block_size) = (self.config.clone(), self.jobs, self.block_size);
        let state = match self.state {
            State::Start(reader) => Mapping::Own(State::Start(reader)),
            started => Mapping::Started(Box::new(ParallelFinder {
                state: started,
                ..self
            })),
        };
        MapFinds {
            config,
            jobs,
            block_size,
            state,
            make: Arc::new(make),
        }
    }
}

/// The finds of a [`ParallelFinder`], each made into a `T` on the worker
/// that found it: what [`ParallelFinder::map_finds`] gives.
///
/// ```
/// use urispec::text::ParallelFinder;
/// use urispec::Edition;
///
/// let ends = ParallelFinder::new(&b"<http://a/> <ftp://b/c>"[..], Edition::Rfc2396)
///     .map_finds(|find| find.end());
/// assert_eq!(ends.collect::<Result<Vec<_>, _>>()?, [11, 23]);
/// # Ok::<(), std::io::Error>(())
/// ```
pub struct MapFinds<R, T> {
    config: Config,
    jobs: usize,
    block_size: usize,
    state: Mapping<R, T>,
    make: Make<T>,
}

/// Where a [`MapFinds`] takes its finds from.
enum Mapping<R, T> {
    /// Its own finder, making each find into a `T` where it is found.
    Own(State<R, T>),
    /// A finder started before it was mapped: each find made here.
    Started(Box<ParallelFinder<R>>),
}

impl<R: Read + Send + 'static, T: Send + 'static> Iterator for MapFinds<R, T> {
    type Item = io::Result<T>;

    fn next(&mut self) -> Option<Self::Item> {
        match &mut self.state {
            Mapping::Own(state) => {
                state.next(&self.config, (self.jobs, self.block_size), &self.make)
            }
            Mapping::Started(finder) => finder.next().map(|find| find.map(&*self.make)),
        }
    }
}

impl<R: Read + Send + 'static> Iterator for ParallelFinder<R> {
    type Item = io::Result<Find>;

    fn next(&mut self) -> Option<Self::Item> {
        /// The finds themselves, made once for every finder.
        static SAME: std::sync::OnceLock<Make<Find>> = std::sync::OnceLock::new();
        let same = SAME.get_or_init(|| Arc::new(|find| find));
        self.state
            .next(&self.config, (self.jobs, self.block_size), same)
    }
}

/// One job per core, or one where that is unknown or threads do not exist.
fn default_jobs() -> usize {
    if cfg!(target_family = "wasm") {
        1
    } else {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    }
}

/// Consecutive bytes of the input.
struct Block {
    seq: u64,
    /// The input offset of its first byte.
    start: usize,
    bytes: Arc<Vec<u8>>,
    /// The byte before it (`None` at the start of the input).
    prev: Option<u8>,
    /// The input ends with it.
    last: bool,
    /// Why the input stops after it, where it does before its end.
    error: Option<io::Error>,
}

impl Block {
    /// The input offset just past it.
    fn end(&self) -> usize {
        self.start + self.bytes.len()
    }

    /// The byte before input offset `at`, one of its own or the one before it.
    fn byte_before(&self, at: usize) -> Option<u8> {
        match at - self.start {
            0 => self.prev,
            i => Some(self.bytes[i - 1]),
        }
    }
}

/// Where a find starts and ends, in input offsets.
type Span = (usize, usize);

/// A block, scanned by a worker.
struct Scanned<T> {
    block: Block,
    /// Its finds, in order, each where it lies and what was made of it
    /// (`Err`: the worker panicked).
    finds: Result<Vec<(Span, T)>, ()>,
    /// Where the worker stopped: the block's end (or past it, on a step
    /// the serial scan takes too), or, unsure, the offset of the step that
    /// would read past the block.
    reached: usize,
}

impl<T> Scanned<T> {
    /// Whether a scan of the whole text that takes a step at `at` takes the
    /// steps the worker took from there: the worker took one there too.
    /// Else the offset of the next step the worker may have taken.
    fn joins_at(&self, at: usize, finds: &[(Span, T)]) -> Result<(), usize> {
        if at > self.reached {
            return Err(self.block.end());
        }
        let i = finds.partition_point(|((start, _), _)| *start < at);
        match i.checked_sub(1).map(|i| finds[i].0) {
            Some((_, end)) if end > at => Err(end),
            _ => Ok(()),
        }
    }
}

/// The bytes of one or more blocks, one after another, for a [`Finder`]:
/// past them, the end of the input if the last block is the input's last,
/// else an error that says more is needed.
struct Feed {
    chunks: VecDeque<(Arc<Vec<u8>>, usize)>,
    last: bool,
}

/// What a [`Feed`] says past its bytes when the input goes on.
#[derive(Debug)]
struct NeedMore;

impl std::fmt::Display for NeedMore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the block ends here")
    }
}

impl std::error::Error for NeedMore {}

fn needs_more(e: &io::Error) -> bool {
    e.get_ref().is_some_and(|inner| inner.is::<NeedMore>())
}

impl Feed {
    fn new() -> Self {
        Feed {
            chunks: VecDeque::new(),
            last: false,
        }
    }

    /// Add `bytes` from index `from` on; `last`: the input ends with them.
    fn push(&mut self, bytes: &Arc<Vec<u8>>, from: usize, last: bool) {
        if from < bytes.len() {
            self.chunks.push_back((Arc::clone(bytes), from));
        }
        self.last = last;
    }
}

impl Read for Feed {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(buf.len());
        buf[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Feed {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        while self
            .chunks
            .front()
            .is_some_and(|(bytes, at)| *at >= bytes.len())
        {
            self.chunks.pop_front();
        }
        match self.chunks.front() {
            Some((bytes, at)) => Ok(&bytes[*at..]),
            None if self.last => Ok(&[]),
            None => Err(io::Error::other(NeedMore)),
        }
    }

    fn consume(&mut self, n: usize) {
        if let Some((_, at)) = self.chunks.front_mut() {
            *at += n;
        }
    }
}

/// Scan one block, from its first byte to its end, making each find into
/// a `T`.
fn scan<T>(config: &Config, block: Block, make: &Make<T>) -> Scanned<T> {
    let mut feed = Feed::new();
    feed.push(&block.bytes, 0, block.last);
    let mut finder = config.finder(feed, block.start, block.prev);
    finder.stop_at(block.end());
    let scanned = std::panic::catch_unwind(AssertUnwindSafe(|| {
        let mut finds = Vec::new();
        // `None`: the block's end, or the input's. An error: the next step
        // reads past the block (a feed has no other). Past `MAX_FINDS`, the
        // caller's thread finds the rest of the block, a find at a time.
        while finds.len() < MAX_FINDS {
            match finder.next() {
                Some(Ok(find)) => {
                    let span = (find.start(), find.end());
                    finds.push((span, make(find)));
                }
                _ => break,
            }
        }
        (finds, finder.next_step())
    }));
    match scanned {
        Ok((finds, reached)) => Scanned {
            block,
            finds: Ok(finds),
            reached,
        },
        Err(_) => Scanned {
            reached: block.start,
            block,
            finds: Err(()),
        },
    }
}

/// The threads and the scan of the caller's thread: hands the finds back
/// in order, one at a time.
struct Merger<T> {
    done: Receiver<Scanned<T>>,
    /// A token a block begun: the reading thread takes one before each
    /// block it reads.
    tokens: SyncSender<()>,
    /// Blocks scanned before their turn.
    pending: BTreeMap<u64, Scanned<T>>,
    next_seq: u64,
    /// The block being handed back.
    current: Option<Current<T>>,
    /// The scan of the whole text, where the workers' cannot be trusted:
    /// it stands where the whole text's does, with the bytes from there to
    /// the end of the current block (or the last one handed back).
    alone: Option<Finder<Feed>>,
    config: Config,
    /// What the caller's thread makes of the finds it makes alone.
    make: Make<T>,
    /// Handed back after the finds before it.
    stop: Option<io::Error>,
    ended: bool,
}

/// A block being handed back: its worker's finds, once the scan of the
/// whole text has joined the worker's.
struct Current<T> {
    scanned: Scanned<T>,
    finds: std::vec::IntoIter<(Span, T)>,
    /// The scan of the whole text took a step where the worker took one:
    /// the worker's finds from there on are its.
    joined: bool,
}

impl<T: Send + 'static> Merger<T> {
    fn start<R: Read + Send + 'static>(
        reader: R,
        config: Config,
        jobs: usize,
        block_size: usize,
        make: Make<T>,
    ) -> io::Result<Self> {
        let ahead = jobs + 2;
        let (tokens, token_rx) = sync_channel::<()>(ahead);
        for _ in 0..ahead {
            // The receiver is here and there is room for every token.
            let _ = tokens.send(());
        }
        let (work, queue) = sync_channel::<Block>(jobs);
        let (done_tx, done) = channel::<Scanned<T>>();
        let queue = Arc::new(Mutex::new(queue));
        let mut started = 0;
        for _ in 0..jobs {
            let (queue, done_tx): (_, Sender<Scanned<T>>) = (Arc::clone(&queue), done_tx.clone());
            let (config, make) = (config.clone(), Arc::clone(&make));
            let spawned = std::thread::Builder::new()
                .name("urispec-extract".to_owned())
                .spawn(move || loop {
                    // A poisoned lock or a closed queue: the reader is gone.
                    let block = match queue.lock() {
                        Ok(queue) => queue.recv(),
                        Err(_) => return,
                    };
                    let Ok(block) = block else { return };
                    if done_tx.send(scan(&config, block, &make)).is_err() {
                        return;
                    }
                });
            started += usize::from(spawned.is_ok());
        }
        if started == 0 {
            return Err(io::Error::other("no thread could start to find URIs"));
        }
        drop(done_tx);
        std::thread::Builder::new()
            .name("urispec-extract-read".to_owned())
            .spawn(move || read_blocks(reader, block_size, &work, &token_rx))?;
        Ok(Merger {
            done,
            tokens,
            pending: BTreeMap::new(),
            next_seq: 0,
            current: None,
            alone: None,
            config,
            make,
            stop: None,
            ended: false,
        })
    }

    fn next(&mut self) -> Option<io::Result<T>> {
        loop {
            let Some(current) = self.current.as_mut() else {
                if let Some(e) = self.stop.take() {
                    self.ended = true;
                    return Some(Err(e));
                }
                if self.ended {
                    return None;
                }
                if let Err(e) = self.begin() {
                    self.ended = true;
                    return Some(Err(e));
                }
                continue;
            };
            if current.joined {
                if let Some((_, made)) = current.finds.next() {
                    return Some(Ok(made));
                }
                let scanned = &current.scanned;
                if scanned.reached < scanned.block.end() {
                    // The worker stopped unsure: scan on alone from there.
                    let (block, at) = (&scanned.block, scanned.reached);
                    let mut feed = Feed::new();
                    feed.push(&block.bytes, at - block.start, block.last);
                    let prev = block.byte_before(at);
                    self.alone = Some(self.config.finder(feed, at, prev));
                }
                self.finish();
                continue;
            }
            let Some(alone) = self.alone.as_mut() else {
                unreachable!("a block not joined is scanned alone");
            };
            let (start, end) = (current.scanned.block.start, current.scanned.block.end());
            let at = alone.next_step();
            let next = if at < start {
                start
            } else {
                match current.scanned.joins_at(at, current.finds.as_slice()) {
                    Ok(()) => {
                        // From here the worker's steps are the whole text's.
                        current.joined = true;
                        let before = current
                            .finds
                            .as_slice()
                            .partition_point(|((start, _), _)| *start < at);
                        if before > 0 {
                            current.finds.nth(before - 1);
                        }
                        self.alone = None;
                        continue;
                    }
                    Err(next) => next,
                }
            };
            if at >= end {
                // Caught up at the block's end, where the next block's
                // worker began.
                self.alone = None;
                self.finish();
                continue;
            }
            alone.stop_at(next);
            match alone.next() {
                Some(Ok(find)) => return Some(Ok((self.make)(find))),
                None => {}
                // The next step reads past the block: on with the next.
                Some(Err(e)) if needs_more(&e) => self.finish(),
                Some(Err(e)) => {
                    self.current = None;
                    self.ended = true;
                    return Some(Err(e));
                }
            }
        }
    }

    /// Begin handing back the next block: the scan of the whole text goes
    /// on into it alone, or takes a step at its start, where its worker's
    /// began.
    fn begin(&mut self) -> io::Result<()> {
        let mut scanned = loop {
            if let Some(scanned) = self.pending.remove(&self.next_seq) {
                break scanned;
            }
            match self.done.recv() {
                Ok(scanned) => {
                    self.pending.insert(scanned.block.seq, scanned);
                }
                Err(_) => return Err(io::Error::other("the threads finding URIs stopped")),
            }
        };
        self.next_seq += 1;
        // The reading thread may read one more block.
        let _ = self.tokens.send(());
        let Ok(finds) = std::mem::replace(&mut scanned.finds, Ok(Vec::new())) else {
            return Err(io::Error::other("a thread finding URIs panicked"));
        };
        let joined = match self.alone.as_mut() {
            Some(alone) => {
                let block = &scanned.block;
                alone.scan.reader_mut().push(&block.bytes, 0, block.last);
                false
            }
            None => true,
        };
        self.current = Some(Current {
            scanned,
            finds: finds.into_iter(),
            joined,
        });
        Ok(())
    }

    /// The current block is handed back: the input may end with it.
    fn finish(&mut self) {
        if let Some(mut current) = self.current.take() {
            let block = &mut current.scanned.block;
            self.ended |= block.last;
            self.stop = block.error.take();
        }
    }
}

/// The reading thread: cut `reader`'s bytes into blocks of `size` (fewer
/// where a read gives less than asked) and hand them to the workers, one
/// token taken for each.
fn read_blocks<R: Read>(
    mut reader: R,
    size: usize,
    work: &SyncSender<Block>,
    tokens: &Receiver<()>,
) {
    let (mut seq, mut start, mut prev) = (0, 0, None);
    loop {
        if tokens.recv().is_err() {
            return;
        }
        let mut bytes = vec![0; size];
        let mut filled = 0;
        let (last, error) = loop {
            let asked = size - filled;
            match reader.read(&mut bytes[filled..]) {
                Ok(0) => break (true, None),
                Ok(n) => {
                    filled += n;
                    // A full block, or one the input has no more for now.
                    if n < asked || filled == size {
                        break (false, None);
                    }
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => break (false, Some(e)),
            }
        };
        bytes.truncate(filled);
        let block = Block {
            seq,
            start,
            prev,
            last,
            bytes: Arc::new(bytes),
            error,
        };
        let stops = block.last || block.error.is_some();
        prev = block.bytes.last().copied().or(prev);
        start = block.end();
        seq += 1;
        if work.send(block).is_err() || stops {
            return;
        }
    }
}

#[cfg(test)]
mod tests;
