//! The links of a WARC file's pages found on worker threads, and what the
//! caller makes of each page made there too ([`PageReader::map_pages`]),
//! given back in the file's order.

use std::collections::BTreeMap;
use std::io::Read;
use std::sync::mpsc::{channel, sync_channel, Receiver, Sender, SyncSender};
use std::sync::{Arc, Mutex};

use super::{Page, PageReader, Work};
use crate::warc::WarcError;

/// What is made of each page once its links are found: the page itself
/// ([`PageReader`]'s iterator), or the caller's ([`PageReader::map_pages`]).
pub(super) type Finish<T> = Arc<dyn Fn(Page) -> T + Send + Sync>;

/// A page to finish, numbered, boxed to move between threads cheaply.
type Job = Box<(u64, Page, Work)>;

/// What was made of a page, or the error of a record, numbered in the
/// file's order.
type Numbered<T> = (u64, Result<T, WarcError>);

/// The worker threads and what is in flight.
pub(super) struct Pool<T> {
    work: Option<SyncSender<Job>>,
    done: Receiver<Numbered<T>>,
    /// What is made of a page, on a worker (or here, for a page with no
    /// links to find).
    finish: Finish<T>,
    /// Pages and errors ready, by number, waiting for those before them.
    ready: BTreeMap<u64, Result<T, WarcError>>,
    /// The number of the next record read, and of the next given back.
    read: u64,
    next: u64,
    /// Pages handed to the workers and not yet back.
    in_flight: usize,
    /// The file has no more records.
    ended: bool,
}

impl<T: Send + 'static> Pool<T> {
    pub(super) fn new(jobs: usize, finish: Finish<T>) -> Self {
        let (work, queue) = sync_channel::<Job>(jobs);
        let (sender, done) = channel();
        let queue = Arc::new(Mutex::new(queue));
        for _ in 0..jobs {
            let (queue, sender): (_, Sender<Numbered<T>>) = (Arc::clone(&queue), sender.clone());
            let finish = Arc::clone(&finish);
            std::thread::spawn(move || loop {
                // A poisoned lock or a closed queue: the reader is gone.
                let job = match queue.lock() {
                    Ok(queue) => queue.recv(),
                    Err(_) => return,
                };
                let Ok(job) = job else {
                    return;
                };
                let (number, mut page, work) = *job;
                work.finish(&mut page);
                if sender.send((number, Ok(finish(page)))).is_err() {
                    return;
                }
            });
        }
        Pool {
            work: Some(work),
            done,
            finish,
            ready: BTreeMap::new(),
            read: 0,
            next: 0,
            in_flight: 0,
            ended: false,
        }
    }

    /// The next page of `reader`, made into a `T`: read ahead while fewer
    /// than twice as many pages as workers are in flight, then give back
    /// the next in order.
    pub(super) fn next<R: Read>(
        &mut self,
        reader: &mut PageReader<R>,
    ) -> Option<Result<T, WarcError>> {
        let jobs = reader.config.jobs;
        let found = loop {
            if let Some(item) = self.ready.remove(&self.next) {
                self.next += 1;
                break Some(item);
            }
            if !self.ended && self.in_flight < 2 * jobs {
                let number = self.read;
                match reader.start() {
                    None => self.ended = true,
                    Some(Ok((page, Some(work)))) => {
                        self.read += 1;
                        let job = Box::new((number, page, work));
                        let sent = self.work.as_ref().map(|w| w.send(job));
                        if let Some(Err(std::sync::mpsc::SendError(job))) = sent {
                            // No worker left (none can panic): do it here.
                            let (_, mut page, work) = *job;
                            work.finish(&mut page);
                            self.ready.insert(number, Ok((self.finish)(page)));
                        } else {
                            self.in_flight += 1;
                        }
                    }
                    Some(other) => {
                        self.read += 1;
                        let made = other.map(|(page, _)| (self.finish)(page));
                        self.ready.insert(number, made);
                    }
                }
                continue;
            }
            if self.in_flight == 0 {
                break None;
            }
            match self.done.recv() {
                Ok((number, item)) => {
                    self.in_flight -= 1;
                    self.ready.insert(number, item);
                }
                Err(_) => break None,
            }
        };
        if found.is_none() {
            // The workers end when their queue closes.
            self.work = None;
        }
        found
    }
}

impl<R: Read> PageReader<R> {
    /// [`Iterator::next`] with workers.
    pub(super) fn next_in_parallel(&mut self) -> Option<Result<Page, WarcError>> {
        let jobs = self.config.jobs;
        let mut pool = self
            .pool
            .take()
            .unwrap_or_else(|| Pool::new(jobs, Arc::new(|page| page)));
        let found = pool.next(self);
        self.pool = Some(pool);
        found
    }
}
