//! The threads of a [`ParallelFinder`](super::ParallelFinder): the reading
//! thread cuts the input into blocks, each worker scans one ([`scan`]), and
//! the caller's thread ([`Merger`]) hands the finds back in order, scanning
//! alone where a worker's scan cannot be trusted (the parent module's docs
//! say why the finds are then the serial ones).

use std::collections::{BTreeMap, VecDeque};
use std::io::{self, BufRead, Read};
use std::panic::AssertUnwindSafe;
use std::sync::mpsc::{channel, sync_channel, Receiver, Sender, SyncSender};
use std::sync::{Arc, Mutex};

use super::{Config, Make, MAX_FINDS};
use crate::text::Finder;

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
pub(super) struct Merger<T> {
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
    pub(super) fn start<R: Read + Send + 'static>(
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

    pub(super) fn next(&mut self) -> Option<io::Result<T>> {
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
