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

use std::io::{self, BufRead, BufReader, Read};
use std::sync::Arc;

use super::{add_scheme, default_schemes, Find, Finder};
use crate::edition::Edition;

mod threads;

use threads::Merger;

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

#[cfg(test)]
mod tests;
