//! The workers' side: each takes a stretch off the queue and inflates the
//! members in it one after another, each checked whole (CRC-32 and ISIZE,
//! RFC 1952 §2.3.1), and sends back what came of it.
//!
//! A member that ends where the next candidate start is (or at the file's
//! end) is inflated by libdeflate, which needs the member's bounds; any
//! other, and any libdeflate does not read whole there, by zlib-rs
//! (flate2's [`Decompress`]), as before. [`bounded`] says why a member
//! libdeflate reads is the one zlib-rs reads.

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
                let mut inflaters = Inflaters::new();
                loop {
                    // A poisoned lock or a closed queue: the reader is gone.
                    let job = match queue.lock() {
                        Ok(queue) => queue.recv(),
                        Err(_) => return,
                    };
                    let Ok(job) = job else {
                        return;
                    };
                    run(job, &mut inflaters);
                }
            });
        started += usize::from(spawned.is_ok());
    }
    (started > 0).then_some(work)
}

/// A worker's inflaters, kept from member to member.
pub(super) struct Inflaters {
    /// zlib-rs, for a member of unknown end.
    pub(super) inflate: Decompress,
    pub(super) crc: Crc,
    /// libdeflate, for a member whose end is known.
    #[cfg(not(target_family = "wasm"))]
    pub(super) bounded: libdeflater::Decompressor,
}

impl Inflaters {
    pub(super) fn new() -> Self {
        Inflaters {
            inflate: Decompress::new(false),
            crc: Crc::new(),
            #[cfg(not(target_family = "wasm"))]
            bounded: libdeflater::Decompressor::new(),
        }
    }
}

/// Read a stretch and send what came of it.
pub(super) fn run(job: Job, inflaters: &mut Inflaters) {
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
        match member(&job.bytes[i..], job.eof, &mut out, inflaters) {
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

/// The member at the start of `bytes` (which run to the file's end where
/// `eof`), inflated onto the end of `out` and checked: its compressed and
/// decompressed lengths; `None` where it is not read whole here (cut
/// short, corrupt, longer than [`MEMBER_HELD`], a header CRC to check, or
/// no member), `out` as it was.
fn member(
    bytes: &[u8],
    eof: bool,
    out: &mut Vec<u8>,
    inflaters: &mut Inflaters,
) -> Option<(usize, usize)> {
    let head = header_len(bytes)?;
    #[cfg(not(target_family = "wasm"))]
    if let Some(read) = bounded(bytes, head, eof, out, &mut inflaters.bounded) {
        return Some(read);
    }
    #[cfg(target_family = "wasm")]
    let _ = eof;
    inflated(bytes, head, out, &mut inflaters.inflate, &mut inflaters.crc)
}

/// As [`member`], by zlib-rs, the member's deflate data from `bytes[at]`
/// on: it reads on to the stream's end, wherever that is.
pub(super) fn inflated(
    bytes: &[u8],
    mut at: usize,
    out: &mut Vec<u8>,
    inflate: &mut Decompress,
    crc: &mut Crc,
) -> Option<(usize, usize)> {
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

/// The fixed part of a member header (RFC 1952 §2.3): ID1 to OS.
#[cfg(not(target_family = "wasm"))]
const FIXED_HEADER: usize = 10;

/// The shortest deflate data and trailer of a member: a block (3 bits of
/// header and a 7-bit end-of-block code, RFC 1951 §3.2.6), then CRC32 and
/// ISIZE (RFC 1952 §2.3.1).
#[cfg(not(target_family = "wasm"))]
const LEAST_AFTER_HEADER: usize = 2 + 8;

/// The most bytes deflate data inflates to a byte of it: 258 (a match at
/// its longest, RFC 1951 §3.2.5) for every 2 bits (a length code and a
/// distance code of 1 bit each).
#[cfg(not(target_family = "wasm"))]
const MOST_RATIO: usize = 258 * 4;

/// As [`member`], by libdeflate, where the member ends at the next
/// candidate start past its header (or at the end of the file, where
/// `eof`); `None` where it does not, `out` as it was.
///
/// libdeflate's `libdeflate_gzip_decompress` (libdeflate.h) reads the
/// header, then inflates deflate data that must end at least 8 bytes
/// before the end of the bytes it is given (its `deflate_decompress_ex`
/// is handed `in_nbytes - 8` and fails where the stream would read past
/// them), then checks the 8 bytes right after the stream's end as the
/// member's CRC-32 and ISIZE; it ignores whatever follows them, and the
/// crate has no call that says where they ended. So a success on
/// `bytes[..end]` says the member ends at or before `end`. It ends at
/// `end` exactly when the ISIZE it checked is the last 4 bytes: the
/// output is asked to be exactly as long as those 4 bytes say (a buffer
/// of that size, and the length written compared), so both places hold
/// the same 4 bytes, and where those 4 bytes occur nowhere else past the
/// fixed header's 10 bytes (the deflate data starts after them), the
/// trailer checked can only be the last 8 bytes. Where they do occur
/// elsewhere (about once in 2^32 positions in compressed bytes, or bytes
/// between members that copy a trailer), zlib-rs reads the member. A
/// member libdeflate reads whole is then one whose deflate data, CRC-32
/// and ISIZE are those zlib-rs reads at the same place: the same bytes,
/// the same lengths. (libdeflate also reads a few streams that zlib
/// rejects and no conforming writer makes: length codes 286 and 287,
/// distance codes 30 and 31, more than 286 or 30 code lengths, the `1` of
/// a code of one codeword. Such a member, its CRC-32 and ISIZE those of
/// what libdeflate makes of it, is read whole here and is corrupt to
/// zlib-rs: BENCHMARKS.md, "libdeflate where a member's end is known".)
#[cfg(not(target_family = "wasm"))]
pub(super) fn bounded(
    bytes: &[u8],
    head: usize,
    eof: bool,
    out: &mut Vec<u8>,
    inflater: &mut libdeflater::Decompressor,
) -> Option<(usize, usize)> {
    let from = head + LEAST_AFTER_HEADER;
    let end = match find_start(bytes.get(from..)?) {
        Some(i) => from + i,
        None if eof => bytes.len(),
        None => return None,
    };
    let member = &bytes[..end];
    let stated: [u8; 4] = member.get(end - 4..)?.try_into().ok()?;
    let size = u32::from_le_bytes(stated) as usize;
    if size > MEMBER_HELD || size > end.saturating_mul(MOST_RATIO) {
        return None;
    }
    // The trailer checked is the last 8 bytes: its ISIZE nowhere before.
    if memchr::memmem::find(&member[FIXED_HEADER..end - 1], &stated).is_some() {
        return None;
    }
    let out_at = out.len();
    out.resize(out_at + size, 0);
    match inflater.gzip_decompress(member, &mut out[out_at..]) {
        Ok(len) if len == size => Some((end, size)),
        _ => {
            out.truncate(out_at);
            None
        }
    }
}

/// The length of the member header at the start of `bytes` (RFC 1952
/// §2.3), where it is whole and has no CRC of its own (FHCRC, which the
/// readers differ on: the caller reads such a member).
pub(super) fn header_len(bytes: &[u8]) -> Option<usize> {
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
