//! The workers' side: each takes a stretch off the queue and inflates the
//! members in it one after another, each checked whole (CRC-32 and ISIZE,
//! RFC 1952 §2.3.1), and sends back what came of it.

use super::*;

/// Start `workers` threads that read stretches; `None` where none starts
/// (on `wasm32`).
pub(super) fn spawn(workers: usize) -> Option<Sender<Job>> {
    if cfg!(target_family = "wasm") {
        return None;
    }
    let (work, queue) = channel::<Job>();
    let queue = Arc::new(Mutex::new(queue));
    let mut started = 0;
    for _ in 0..workers {
        let queue = Arc::clone(&queue);
        let spawned = std::thread::Builder::new()
            .name("urispec-inflate".to_owned())
            .spawn(move || {
                let (mut inflate, mut crc) = (Decompress::new(false), Crc::new());
                loop {
                    // A poisoned lock or a closed queue: the reader is gone.
                    let job = match queue.lock() {
                        Ok(queue) => queue.recv(),
                        Err(_) => return,
                    };
                    let Ok(job) = job else {
                        return;
                    };
                    run(job, &mut inflate, &mut crc);
                }
            });
        started += usize::from(spawned.is_ok());
    }
    (started > 0).then_some(work)
}

/// Read a stretch and send what came of it.
pub(super) fn run(job: Job, inflate: &mut Decompress, crc: &mut Crc) {
    let mut out = job.spare.take();
    let mut members = Vec::new();
    let mut at = job.start;
    let stop = loop {
        if at >= job.cut && !members.is_empty() {
            break Stop::Reached;
        }
        let i = (at - job.base) as usize;
        if i == job.bytes.len() && job.eof {
            break Stop::Reached;
        }
        if out.len() >= PAUSE_AFTER {
            break Stop::Paused;
        }
        match member(&job.bytes[i..], &mut out, inflate, crc) {
            Some((length, len)) => {
                let stored = Stored {
                    offset: at,
                    length: length as u64,
                };
                members.push((stored, len));
                at += length as u64;
            }
            None => break Stop::Stuck,
        }
    };
    let done = Done { out, members };
    // The reader gone: nothing to do.
    let _ = job.reply.send(Outcome {
        done,
        end: at,
        stop,
    });
}

/// The member at the start of `bytes`, inflated onto the end of `out`
/// and checked: its compressed and decompressed lengths; `None` where it
/// is not read whole here (cut short, corrupt, longer than
/// [`MEMBER_HELD`], a header CRC to check, or no member), `out` as it was.
fn member(
    bytes: &[u8],
    out: &mut Vec<u8>,
    inflate: &mut Decompress,
    crc: &mut Crc,
) -> Option<(usize, usize)> {
    let mut at = header_len(bytes)?;
    let out_at = out.len();
    inflate.reset(false);
    let ended = loop {
        if out.len() - out_at > MEMBER_HELD {
            break false;
        }
        // Written into the vector's spare room, which is not set to zero
        // first.
        let room = (bytes.len() - at)
            .saturating_mul(4)
            .clamp(32 << 10, CALL_OUT);
        out.reserve(room);
        let (before_in, before_out) = (inflate.total_in(), inflate.total_out());
        let status = inflate.decompress_vec(&bytes[at..], out, FlushDecompress::None);
        let read = (inflate.total_in() - before_in) as usize;
        let written = (inflate.total_out() - before_out) as usize;
        at += read;
        match status {
            Ok(Status::StreamEnd) => break true,
            Ok(_) if read == 0 && written == 0 => break false,
            Ok(_) => {}
            Err(_) => break false,
        }
    };
    let len = out.len() - out_at;
    let whole = ended
        && bytes.get(at..at + 8).is_some_and(|t| {
            crc.reset();
            crc.update(&out[out_at..]);
            let sum = u32::from_le_bytes([t[0], t[1], t[2], t[3]]);
            let size = u32::from_le_bytes([t[4], t[5], t[6], t[7]]);
            sum == crc.sum() && size == crc.amount()
        });
    if !whole {
        out.truncate(out_at);
        return None;
    }
    Some((at + 8, len))
}

/// The length of the member header at the start of `bytes` (RFC 1952
/// §2.3), where it is whole and has no CRC of its own (FHCRC, which the
/// readers differ on: the caller reads such a member).
fn header_len(bytes: &[u8]) -> Option<usize> {
    let head = bytes.get(..10)?;
    if !is_start(head) || head[3] & 0x02 != 0 {
        return None;
    }
    let flags = head[3];
    let mut len = 10;
    if flags & 0x04 != 0 {
        // FEXTRA: XLEN, then that many bytes.
        let x = bytes.get(len..len + 2)?;
        len += 2 + usize::from(u16::from_le_bytes([x[0], x[1]]));
    }
    for flag in [0x08, 0x10] {
        // FNAME, FCOMMENT: zero-terminated.
        if flags & flag != 0 {
            len += bytes.get(len..)?.iter().position(|&b| b == 0)? + 1;
        }
    }
    (len <= bytes.len()).then_some(len)
}
