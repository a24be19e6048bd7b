//! gzip read transparently: [`Gunzip`] looks at the first two bytes of a
//! stream and decompresses the rest when they are gzip's magic number.

use std::io::{self, BufRead, BufReader, Chain, Cursor, Read};
use std::sync::mpsc::{sync_channel, Receiver};

use flate2::bufread::{GzDecoder, MultiGzDecoder};

use super::members::parallel::{Spare, Step, Stretches};

/// The first two bytes of every gzip member (RFC 1952 §2.3.1: "ID1 = 31
/// (0x1f), ID2 = 139 (0x8b)").
pub const MAGIC: [u8; 2] = [0x1f, 0x8b];

/// How much of the compressed input is read at a time.
const READ_SIZE: usize = 64 * 1024;

/// How much a decompressing thread writes at a time, at most.
const BLOCK_SIZE: usize = 256 * 1024;

/// How many blocks a decompressing thread writes ahead of the reader.
const BLOCKS_AHEAD: usize = 4;

/// A stream read as it is, or decompressed when it starts with gzip's magic
/// number: every member of a multi-member file (RFC 1952 §2.2, "A gzip file
/// consists of a series of "members""), as web-archive indexes are written
/// in blocks, one after the other.
///
/// A failure of the decompression is an [`io::Error`] whose inner error is
/// a [`GzipError`] (`error.get_ref()` and `downcast_ref`), with the number
/// of compressed bytes read when it was found; an error of the stream
/// itself is passed on as it is.
///
/// [`Gunzip::new`] decompresses on the reader's thread; [`Gunzip::threaded`]
/// on a thread of its own, a few blocks ahead of the reader (at most
/// 1.25 MiB), so that a reader which hands lines to parsing threads
/// ([`super::Index`]) is not also the one inflating them.
///
/// ```
/// use std::io::Read;
/// use urispec_archive::Gunzip;
///
/// // Two members, as `cat a.gz b.gz` makes them (RFC 1952 §2.2).
/// let member = |text: &[u8]| {
///     use std::io::Write;
///     let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
///     gz.write_all(text).unwrap();
///     gz.finish().unwrap()
/// };
/// let both = [member(b"http://a/\nhttp:"), member(b"//b/\n")].concat();
/// let mut text = String::new();
/// let mut input = Gunzip::new(&both[..])?;
/// assert!(input.is_gzip());
/// input.read_to_string(&mut text)?;
/// assert_eq!(text, "http://a/\nhttp://b/\n");
///
/// // Plain text is read as it is.
/// let mut plain = String::new();
/// Gunzip::new(&b"http://a/\n"[..])?.read_to_string(&mut plain)?;
/// assert_eq!(plain, "http://a/\n");
///
/// // A member cut short is an error that says where.
/// let cut = &both[..both.len() / 2];
/// let e = Gunzip::new(cut)?.read_to_end(&mut Vec::new()).unwrap_err();
/// let gzip = e.get_ref().and_then(|e| e.downcast_ref::<urispec_archive::GzipError>());
/// assert!(gzip.is_some_and(|g| g.is_truncated()), "{e}");
/// # Ok::<(), std::io::Error>(())
/// ```
pub struct Gunzip<R> {
    inner: Inner<R>,
}

/// The bytes read to tell gzip from text, then the rest of the stream.
type Sniffed<R> = Chain<Cursor<Vec<u8>>, R>;

/// The decompressor of a gzip stream.
type Decoder<R> = MultiGzDecoder<Counted<BufReader<Sniffed<R>>>>;

enum Inner<R> {
    Plain(Sniffed<R>),
    Gzip(Box<Decoder<R>>),
    Threaded(Blocks),
}

impl<R: Read> Gunzip<R> {
    /// Read the first bytes of `input` (one, unless it is gzip's first
    /// byte, then two) to tell whether it is gzip. Only the stream's own
    /// errors are returned here.
    pub fn new(input: R) -> io::Result<Self> {
        let inner = match sniff(input)? {
            Ok(decoder) => Inner::Gzip(Box::new(decoder)),
            Err(plain) => Inner::Plain(plain),
        };
        Ok(Gunzip { inner })
    }

    /// Whether the stream is gzip, and what is read is decompressed.
    pub fn is_gzip(&self) -> bool {
        matches!(self.inner, Inner::Gzip(_) | Inner::Threaded(_))
    }
}

impl<R: Read + Send + 'static> Gunzip<R> {
    /// As [`Gunzip::new`], the decompression on a thread of its own when
    /// the stream is gzip (on the reader's thread where threads cannot
    /// start, as on `wasm32`). The thread ends when the stream does, or
    /// when this reader is dropped.
    pub fn threaded(input: R) -> io::Result<Self> {
        let decoder = match sniff(input)? {
            Ok(decoder) => decoder,
            Err(plain) => {
                return Ok(Gunzip {
                    inner: Inner::Plain(plain),
                })
            }
        };
        if cfg!(target_family = "wasm") {
            return Ok(Gunzip {
                inner: Inner::Gzip(Box::new(decoder)),
            });
        }
        let (blocks, receiver) = sync_channel(BLOCKS_AHEAD);
        std::thread::Builder::new()
            .name("urispec-gunzip".to_owned())
            .spawn(move || {
                let mut decoder = decoder;
                loop {
                    let mut block = vec![0; BLOCK_SIZE];
                    let read = decode(&mut decoder, &mut block);
                    let end = !matches!(read, Ok(n) if n > 0);
                    let sent = blocks.send(read.map(|n| {
                        block.truncate(n);
                        block
                    }));
                    if end || sent.is_err() {
                        return;
                    }
                }
            })?;
        Ok(Gunzip {
            inner: Inner::Threaded(Blocks {
                receiver,
                block: Vec::new(),
                at: 0,
                done: false,
                spare: None,
            }),
        })
    }
}

impl<R: Read + Send + 'static> Gunzip<R> {
    /// As [`Gunzip::threaded`], the members of a gzip file of many
    /// (RFC 1952 §2.2, as web-archive indexes are compressed in blocks)
    /// inflated on `jobs` threads (at most 4, which keep ahead of the
    /// threads that parse what they inflate), each member checked whole
    /// (its CRC-32 and ISIZE, §2.3.1) before its bytes are handed on in the
    /// file's order; a stretch of about 128 KiB of compressed bytes a
    /// thread in flight, and one more. A file of one member, a
    /// member of more than 8 MiB, or a damaged one is inflated on one
    /// thread, streaming, as [`Gunzip::threaded`] does: the bytes and the
    /// errors read are the same whatever `jobs` (1 or 0: [`Gunzip::threaded`]).
    ///
    /// ```
    /// use std::io::{Read, Write};
    /// use urispec_archive::Gunzip;
    ///
    /// let member = |i: usize| {
    ///     let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    ///     gz.write_all(format!("http://a/{i}\n").as_bytes()).unwrap();
    ///     gz.finish().unwrap()
    /// };
    /// let file: Vec<u8> = (0..1000).flat_map(member).collect();
    /// let mut text = String::new();
    /// Gunzip::parallel(std::io::Cursor::new(file), 4)?.read_to_string(&mut text)?;
    /// assert_eq!(text.lines().nth(999), Some("http://a/999"));
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn parallel(input: R, jobs: usize) -> io::Result<Self> {
        Self::in_stretches(input, jobs, None)
    }

    /// As [`Gunzip::parallel`], in stretches of `stretch` compressed bytes
    /// (the default where `None`).
    fn in_stretches(mut input: R, jobs: usize, stretch: Option<usize>) -> io::Result<Self> {
        if jobs <= 1 || cfg!(target_family = "wasm") {
            return Self::threaded(input);
        }
        let first = first_bytes(&mut input)?;
        let sniffed = Cursor::new(first.clone()).chain(input);
        if first != MAGIC {
            return Ok(Gunzip {
                inner: Inner::Plain(sniffed),
            });
        }
        // A block is a stretch's members (a few hundred KiB or more): one
        // ahead of the reader, beside those in flight.
        let (blocks, receiver) = sync_channel(1);
        let stretches = match stretch {
            Some(stretch) => Stretches::with_stretch(sniffed, jobs, stretch),
            None => Stretches::new(sniffed, jobs),
        };
        let spare = stretches.spare();
        std::thread::Builder::new()
            .name("urispec-gunzip".to_owned())
            .spawn(move || inflate_stretches(stretches, &blocks))?;
        Ok(Gunzip {
            inner: Inner::Threaded(Blocks {
                receiver,
                block: Vec::new(),
                at: 0,
                done: false,
                spare: Some(spare),
            }),
        })
    }
}

/// Send the bytes of `stretches`' members as blocks, then an empty one or
/// the error that ends them: where the workers stuck, the member there is
/// read here as [`MultiGzDecoder`] reads it (its error the same).
fn inflate_stretches<R: Read>(
    mut stretches: Stretches<R>,
    blocks: &std::sync::mpsc::SyncSender<io::Result<Vec<u8>>>,
) {
    loop {
        match stretches.next_step() {
            Step::Members(done) => {
                if !done.out.is_empty() && blocks.send(Ok(done.out)).is_err() {
                    return;
                }
            }
            Step::End => {
                let _ = blocks.send(Ok(Vec::new()));
                return;
            }
            Step::Stuck(at) => {
                let counted = Counted {
                    inner: BufReader::with_capacity(READ_SIZE, stretches.take_rest()),
                    consumed: at,
                    failed: false,
                };
                let mut decoder = GzDecoder::new(counted);
                loop {
                    let mut block = vec![0; BLOCK_SIZE];
                    let read = decoder
                        .read(&mut block)
                        .map_err(|e| gzip_error(e, decoder.get_ref()));
                    match read {
                        Ok(0) => break,
                        Ok(n) => {
                            block.truncate(n);
                            if blocks.send(Ok(block)).is_err() {
                                return;
                            }
                        }
                        Err(e) => {
                            let _ = blocks.send(Err(e));
                            return;
                        }
                    }
                }
                let counted = decoder.into_inner();
                let read = counted.inner.buffer().to_vec();
                stretches.resume(counted.consumed, read, counted.inner.into_inner());
            }
        }
    }
}

/// The first bytes of `input` that tell gzip from anything else: one,
/// unless it is gzip's first byte, then two (fewer at its end).
pub(super) fn first_bytes<R: Read>(input: &mut R) -> io::Result<Vec<u8>> {
    let mut first = Vec::with_capacity(2);
    let mut byte = [0];
    while first.len() < 2 && first.first().is_none_or(|&b| b == MAGIC[0]) {
        match input.read(&mut byte) {
            Ok(0) => break,
            Ok(_) => first.push(byte[0]),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(first)
}

/// The decompressor of `input` when it starts with gzip's magic number,
/// or `input` with its first bytes put back.
fn sniff<R: Read>(mut input: R) -> io::Result<Result<Decoder<R>, Sniffed<R>>> {
    let first = first_bytes(&mut input)?;
    let gzip = first == MAGIC;
    let sniffed = Cursor::new(first).chain(input);
    if !gzip {
        return Ok(Err(sniffed));
    }
    let counted = Counted {
        inner: BufReader::with_capacity(READ_SIZE, sniffed),
        consumed: 0,
        failed: false,
    };
    Ok(Ok(MultiGzDecoder::new(counted)))
}

/// Decompress into `buf`; a failure of the decompression as a
/// [`GzipError`].
fn decode<R: Read>(decoder: &mut Decoder<R>, buf: &mut [u8]) -> io::Result<usize> {
    decoder
        .read(buf)
        .map_err(|e| gzip_error(e, decoder.get_ref()))
}

/// An error of a decoder reading `counted`: the stream's own, or the
/// decompression's as a [`GzipError`].
fn gzip_error<B>(e: io::Error, counted: &Counted<B>) -> io::Error {
    if counted.failed || e.kind() == io::ErrorKind::Interrupted {
        // The stream's own error, not the decompression's.
        return e;
    }
    let kind = match e.kind() {
        io::ErrorKind::UnexpectedEof => GzipErrorKind::Truncated,
        _ => GzipErrorKind::Corrupt,
    };
    let error = GzipError {
        kind,
        offset: counted.consumed,
        detail: e.to_string(),
    };
    io::Error::new(io::ErrorKind::InvalidData, error)
}

/// The blocks a decompressing thread writes.
struct Blocks {
    receiver: Receiver<io::Result<Vec<u8>>>,
    /// The block being read, and how much of it is.
    block: Vec<u8>,
    at: usize,
    /// The thread sent its last block, or its error.
    done: bool,
    /// Where a block read is handed back, to be written into again.
    spare: Option<Spare>,
}

impl Read for Blocks {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        while self.at == self.block.len() {
            if self.done {
                return Ok(0);
            }
            match self.receiver.recv() {
                Ok(Ok(block)) => {
                    self.done = block.is_empty();
                    let read = std::mem::replace(&mut self.block, block);
                    self.at = 0;
                    if let Some(spare) = &self.spare {
                        spare.give(read);
                    }
                }
                Ok(Err(e)) => {
                    self.done = true;
                    return Err(e);
                }
                Err(_) => {
                    self.done = true;
                    return Err(io::Error::other("the gzip thread stopped"));
                }
            }
        }
        let n = buf.len().min(self.block.len() - self.at);
        buf[..n].copy_from_slice(&self.block[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}

impl<R> std::fmt::Debug for Gunzip<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let how = match self.inner {
            Inner::Plain(_) => "plain",
            Inner::Gzip(_) => "gzip",
            Inner::Threaded(_) => "gzip, on its own thread",
        };
        f.debug_tuple("Gunzip").field(&how).finish()
    }
}

impl<R: Read> Read for Gunzip<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match &mut self.inner {
            Inner::Plain(r) => r.read(buf),
            Inner::Gzip(decoder) => decode(decoder, buf),
            Inner::Threaded(blocks) => blocks.read(buf),
        }
    }
}

/// What went wrong in a gzip stream.
///
/// ```
/// use std::io::Read;
/// use urispec_archive::{Gunzip, GzipError, GzipErrorKind};
///
/// let e = Gunzip::new(&[0x1f, 0x8b, 8][..])?.read(&mut [0; 8]).unwrap_err();
/// let kind = e.get_ref().and_then(|e| e.downcast_ref::<GzipError>()).map(GzipError::kind);
/// assert_eq!(kind, Some(GzipErrorKind::Truncated));
/// # Ok::<(), std::io::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum GzipErrorKind {
    /// The input ends inside a member (its header, its compressed blocks
    /// or its trailer).
    Truncated,
    /// A header, a compressed block or a checksum is wrong (RFC 1952 §2.3,
    /// RFC 1951 §3.2), or what follows a member is no member.
    Corrupt,
}

/// A gzip stream that cannot be decompressed: the inner error of the
/// [`io::Error`] a [`Gunzip`] returns.
///
/// ```
/// use std::io::Read;
/// use urispec_archive::{Gunzip, GzipError, GzipErrorKind};
///
/// // gzip's magic, then a header of another method (RFC 1952 §2.3.1: "CM = 8
/// // denotes the "deflate" compression method").
/// let header = b"\x1f\x8b\x09\x00\x00\x00\x00\x00\x00\x03 and more";
/// let e = Gunzip::new(&header[..])?.read(&mut [0; 16]).unwrap_err();
/// let gzip: &GzipError = e.get_ref().and_then(|e| e.downcast_ref()).unwrap();
/// assert_eq!(gzip.kind(), GzipErrorKind::Corrupt);
/// assert!(gzip.to_string().starts_with("gzip: "), "{gzip}");
/// # Ok::<(), std::io::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("gzip: {} ({detail}) after {offset} bytes of compressed input", self.reason())]
pub struct GzipError {
    kind: GzipErrorKind,
    offset: u64,
    detail: String,
}

impl GzipError {
    /// A fault of `kind` found after `offset` bytes of compressed input.
    pub(super) fn new(kind: GzipErrorKind, offset: u64, detail: String) -> Self {
        GzipError {
            kind,
            offset,
            detail,
        }
    }

    /// What went wrong.
    pub fn kind(&self) -> GzipErrorKind {
        self.kind
    }

    /// How many bytes of the compressed input had been read when it was
    /// found (a block is read whole before it is found wrong).
    pub fn offset(&self) -> u64 {
        self.offset
    }

    /// Whether the input ends inside a member.
    pub fn is_truncated(&self) -> bool {
        self.kind == GzipErrorKind::Truncated
    }

    fn reason(&self) -> &'static str {
        match self.kind {
            GzipErrorKind::Truncated => "the input ends inside a member",
            GzipErrorKind::Corrupt => "corrupt data",
        }
    }
}

/// A buffered reader that counts the bytes its reader consumed, and notes
/// when the stream beneath failed.
struct Counted<B> {
    inner: B,
    consumed: u64,
    failed: bool,
}

impl<B: BufRead> Read for Counted<B> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = {
            let available = self.fill_buf()?;
            let n = available.len().min(buf.len());
            buf[..n].copy_from_slice(&available[..n]);
            n
        };
        self.consume(n);
        Ok(n)
    }
}

impl<B: BufRead> BufRead for Counted<B> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        match self.inner.fill_buf() {
            Ok(buf) => Ok(buf),
            Err(e) => {
                self.failed = e.kind() != io::ErrorKind::Interrupted;
                Err(e)
            }
        }
    }

    fn consume(&mut self, n: usize) {
        self.consumed += n as u64;
        self.inner.consume(n);
    }
}

#[cfg(test)]
mod tests;
