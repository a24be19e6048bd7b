//! Reading one input per line, as the lines arrive.

use std::io::{self, BufRead, BufReader, Read, Write};

/// One line of input.
pub enum Line<'a> {
    /// A line that is UTF-8, without its line ending.
    Text(&'a str),
    /// A line that is not UTF-8: its bytes shown lossily, and where the first
    /// invalid byte stands.
    NotUtf8 { lossy: String, offset: usize },
}

impl<'a> Line<'a> {
    /// The line of `bytes`, which hold no line ending any more.
    pub fn of(bytes: &'a [u8]) -> Self {
        match std::str::from_utf8(bytes) {
            Ok(text) => Line::Text(text),
            Err(e) => Line::NotUtf8 {
                lossy: String::from_utf8_lossy(bytes).into_owned(),
                offset: e.valid_up_to(),
            },
        }
    }

    /// The message of a line that is not UTF-8.
    pub fn not_utf8(offset: usize) -> String {
        format!("input is not UTF-8 at byte {offset}")
    }
}

/// `bytes` without its line ending: only `\n` or `\r\n` is stripped (and a
/// `\r` that ends the input).
pub fn strip_ending(bytes: &[u8]) -> &[u8] {
    let bytes = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    bytes.strip_suffix(b"\r").unwrap_or(bytes)
}

/// Reads a stream one line at a time. A final line ending does not start
/// another line; a blank line is the empty string. A line is kept whole up to
/// the reader's maximum length, and only one line is held at a time.
pub struct LineReader<R> {
    inner: BufReader<R>,
    line: Vec<u8>,
    max: usize,
}

/// The default of `--max-line`: 64 MiB.
pub const DEFAULT_MAX_LINE: usize = 64 << 20;

/// How many bytes of a line that is too long its error record shows, at
/// most (no more than were read: the maximum and two bytes).
const SHOWN: usize = 64;

/// The `--max-line` option of the subcommands that read lines.
#[derive(Clone, Copy, clap::Args)]
pub struct MaxLine {
    /// The longest line read, in bytes (`K`, `M` and `G` suffixes: KiB, MiB,
    /// GiB). A longer line is an error, the rest of its input is not read,
    /// and the exit status is 2.
    #[arg(long = "max-line", value_name = "BYTES", default_value_t = DEFAULT_MAX_LINE, value_parser = parse_size)]
    pub bytes: usize,
}

/// `BYTES` with an optional `K`, `M` or `G` (binary) suffix, at least 1.
fn parse_size(text: &str) -> Result<usize, String> {
    let (digits, shift) = match text.trim_end_matches("iB").trim_end_matches('B') {
        t if t.ends_with(['k', 'K']) => (&t[..t.len() - 1], 10),
        t if t.ends_with(['m', 'M']) => (&t[..t.len() - 1], 20),
        t if t.ends_with(['g', 'G']) => (&t[..t.len() - 1], 30),
        t => (t, 0),
    };
    let bad = || format!("`{text}` is no size in bytes (such as 4096, 64K, 64M or 1G)");
    let n: usize = digits.parse().map_err(|_| bad())?;
    n.checked_mul(1 << shift).filter(|&n| n > 0).ok_or_else(bad)
}

/// A line longer than the maximum: where it is and how it starts.
#[derive(Debug)]
pub struct TooLong {
    /// The line's number in its input, from 1.
    pub line: u64,
    /// The maximum it passed.
    pub max: usize,
    /// Its first bytes.
    pub first: Vec<u8>,
}

impl TooLong {
    /// Its first bytes, lossily decoded and marked as cut.
    pub fn shown(&self) -> String {
        format!("{}...", String::from_utf8_lossy(&self.first))
    }

    /// The message, naming the input (`stdin`, or a file).
    pub fn message(&self, source: &str) -> String {
        format!(
            "line {} is longer than {} bytes: the rest of {source} is not read",
            self.line, self.max
        )
    }
}

/// Reading a line failed.
#[derive(Debug)]
pub enum ReadError {
    /// The input could not be read.
    Io(io::Error),
    /// The line is longer than the maximum.
    TooLong(TooLong),
}

impl ReadError {
    /// The message, naming the input.
    pub fn message(&self, source: &str) -> String {
        match self {
            ReadError::Io(e) => format!("cannot read {source}: {e}"),
            ReadError::TooLong(t) => t.message(source),
        }
    }
}

/// How much of the input is read at a time.
const READ_SIZE: usize = 64 * 1024;

impl<R: Read> LineReader<R> {
    /// A reader of `inner`'s lines.
    pub fn new(inner: R, max: usize) -> Self {
        LineReader {
            inner: BufReader::with_capacity(READ_SIZE, inner),
            line: Vec::new(),
            max,
        }
    }

    /// Whether the next line must be read from the stream itself, which may
    /// wait for its writer: nothing more is buffered.
    pub fn must_wait(&self) -> bool {
        self.inner.buffer().is_empty()
    }

    /// Append the next line, its line ending included, to `buf`; false at the
    /// end of the input. A line longer than the maximum (its ending not
    /// counted) is an error, with `number` as its line number; what was
    /// appended of it is taken back. At most the maximum and one block of
    /// the input are read into `buf`.
    pub fn read_into(&mut self, buf: &mut Vec<u8>, number: u64) -> Result<bool, ReadError> {
        let start = buf.len();
        // The line, a `\r` and the `\n`: one byte more is a line too long.
        let limit = u64::try_from(self.max).map_or(u64::MAX, |max| max.saturating_add(2));
        if (&mut self.inner)
            .take(limit)
            .read_until(b'\n', buf)
            .map_err(ReadError::Io)?
            == 0
        {
            return Ok(false);
        }
        if strip_ending(&buf[start..]).len() > self.max {
            let first = strip_ending(&buf[start..])
                .iter()
                .take(SHOWN)
                .copied()
                .collect();
            buf.truncate(start);
            return Err(ReadError::TooLong(TooLong {
                line: number,
                max: self.max,
                first,
            }));
        }
        Ok(true)
    }

    /// The next line without its ending, or `None` at the end of the input;
    /// `number` is its line number, for the error of a line too long.
    pub fn next_line(&mut self, number: u64) -> Result<Option<&[u8]>, ReadError> {
        let mut line = std::mem::take(&mut self.line);
        line.clear();
        let more = self.read_into(&mut line, number);
        if more.is_err() {
            // A line too long leaves no buffer of its size behind.
            line = Vec::new();
        }
        self.line = line;
        Ok(more?.then(|| strip_ending(&self.line)))
    }
}

/// A read or a write failed.
pub enum StreamError {
    /// Reading the input failed, or a line was too long.
    Read(ReadError),
    /// Writing the output failed.
    Write(io::Error),
}

/// Call `each` on every line of `input` (its bytes, without the line ending)
/// as it arrives, lines of at most `max` bytes. `out` is flushed whenever the
/// next read may wait, so a record is seen as soon as its line is decided,
/// while a file or a full pipe is written in large blocks.
pub fn each_line<R: Read, W: Write>(
    input: R,
    max: usize,
    out: &mut W,
    mut each: impl FnMut(&mut W, &[u8]) -> io::Result<()>,
) -> Result<(), StreamError> {
    let mut reader = LineReader::new(input, max);
    let mut number = 1;
    loop {
        if reader.must_wait() {
            out.flush().map_err(StreamError::Write)?;
        }
        match reader.next_line(number).map_err(StreamError::Read)? {
            Some(bytes) => each(out, bytes).map_err(StreamError::Write)?,
            None => return Ok(()),
        }
        number += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(bytes: &[u8]) -> Vec<String> {
        let mut reader = LineReader::new(bytes, DEFAULT_MAX_LINE);
        let mut all = Vec::new();
        while let Some(line) = reader.next_line(1).expect("a slice reads") {
            all.push(String::from_utf8_lossy(line).into_owned());
        }
        all
    }

    #[test]
    fn only_line_endings_are_stripped() {
        assert_eq!(lines(b""), Vec::<String>::new());
        assert_eq!(lines(b"\n"), [""]);
        assert_eq!(lines(b"a\n\nb"), ["a", "", "b"]);
        assert_eq!(lines(b"a \r\n b\r\r\nc\r"), ["a ", " b\r", "c"]);
    }

    #[test]
    fn a_line_longer_than_the_read_size_is_one_line() {
        let long = "a".repeat(3 * READ_SIZE + 7);
        assert_eq!(
            lines(format!("{long}\nb\n").as_bytes()),
            [long.as_str(), "b"]
        );
    }

    #[test]
    fn a_line_longer_than_the_maximum_is_an_error_with_its_first_bytes() {
        let input = format!("ab\r\ncd\n{}\nnever read\n", "x".repeat(3 * READ_SIZE));
        let mut reader = LineReader::new(input.as_bytes(), 4);
        assert_eq!(reader.next_line(1).ok().flatten(), Some(&b"ab"[..]));
        assert_eq!(reader.next_line(2).ok().flatten(), Some(&b"cd"[..]));
        match reader.next_line(3) {
            Err(ReadError::TooLong(t)) => {
                // What was read of it: at most the maximum and two bytes.
                assert_eq!((t.line, t.max, t.first), (3, 4, vec![b'x'; 4 + 2]));
            }
            _ => panic!("line 3 is too long"),
        }
        // Exactly the maximum, with or without its ending, is a line.
        let mut reader = LineReader::new(&b"abcd\r\nabcd"[..], 4);
        assert_eq!(reader.next_line(1).ok().flatten(), Some(&b"abcd"[..]));
        assert_eq!(reader.next_line(2).ok().flatten(), Some(&b"abcd"[..]));
        let mut reader = LineReader::new(&b"abcde"[..], 4);
        assert!(matches!(reader.next_line(1), Err(ReadError::TooLong(_))));
    }

    #[test]
    fn sizes_take_binary_suffixes() {
        assert_eq!(parse_size("4096"), Ok(4096));
        assert_eq!(parse_size("64K"), Ok(64 << 10));
        assert_eq!(parse_size("64M"), Ok(DEFAULT_MAX_LINE));
        assert_eq!(parse_size("1GiB"), Ok(1 << 30));
        assert!(parse_size("0").is_err() && parse_size("x").is_err());
    }
}
