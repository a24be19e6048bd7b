//! The links of a WARC file's pages found on worker threads, the pages
//! given back in the file's order.

use std::collections::BTreeMap;
use std::io::Read;
use std::sync::mpsc::{channel, sync_channel, Receiver, Sender, SyncSender};
use std::sync::{Arc, Mutex};

use super::{Page, PageReader, Work};
use crate::warc::WarcError;

/// A page to finish, numbered, boxed to move between threads cheaply.
type Job = Box<(u64, Page, Work)>;

/// A page, or the error of a record, numbered in the file's order.
type Numbered = (u64, Result<Page, WarcError>);

/// The worker threads and what is in flight.
pub(super) struct Pool {
    work: Option<SyncSender<Job>>,
    done: Receiver<Numbered>,
    /// Pages and errors ready, by number, waiting for those before them.
    ready: BTreeMap<u64, Result<Page, WarcError>>,
    /// The number of the next record read, and of the next given back.
    read: u64,
    next: u64,
    /// Pages handed to the workers and not yet back.
    in_flight: usize,
    /// The file has no more records.
    ended: bool,
}

impl Pool {
    fn new(jobs: usize) -> Self {
        let (work, queue) = sync_channel::<Job>(jobs);
        let (sender, done) = channel();
        let queue = Arc::new(Mutex::new(queue));
        for _ in 0..jobs {
            let (queue, sender): (_, Sender<Numbered>) = (Arc::clone(&queue), sender.clone());
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
                if sender.send((number, Ok(page))).is_err() {
                    return;
                }
            });
        }
        Pool {
            work: Some(work),
            done,
            ready: BTreeMap::new(),
            read: 0,
            next: 0,
            in_flight: 0,
            ended: false,
        }
    }
}

impl<R: Read> PageReader<R> {
    /// [`Iterator::next`] with workers: read ahead while fewer than twice
    /// as many pages as workers are in flight, then give back the next in
    /// order.
    pub(super) fn next_in_parallel(&mut self) -> Option<Result<Page, WarcError>> {
        let jobs = self.config.jobs;
        let mut pool = self.pool.take().unwrap_or_else(|| Pool::new(jobs));
        let found = loop {
            if let Some(item) = pool.ready.remove(&pool.next) {
                pool.next += 1;
                break Some(item);
            }
            if !pool.ended && pool.in_flight < 2 * jobs {
                let number = pool.read;
                match self.start() {
                    None => pool.ended = true,
                    Some(Ok((page, Some(work)))) => {
                        pool.read += 1;
                        let job = Box::new((number, page, work));
                        let sent = pool.work.as_ref().map(|w| w.send(job));
                        if let Some(Err(std::sync::mpsc::SendError(job))) = sent {
                            // No worker left (none can panic): do it here.
                            let (_, mut page, work) = *job;
                            work.finish(&mut page);
                            pool.ready.insert(number, Ok(page));
                        } else {
                            pool.in_flight += 1;
                        }
                    }
                    Some(other) => {
                        pool.read += 1;
                        pool.ready.insert(number, other.map(|(page, _)| page));
                    }
                }
                continue;
            }
            if pool.in_flight == 0 {
                break None;
            }
            match pool.done.recv() {
                Ok((number, item)) => {
                    pool.in_flight -= 1;
                    pool.ready.insert(number, item);
                }
                Err(_) => break None,
            }
        };
        if found.is_none() {
            // The workers end when their queue closes.
            pool.work = None;
        }
        self.pool = Some(pool);
        found
    }
}
