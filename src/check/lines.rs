//! Reading a stream one line at a time, each line at most a given length:
//! the input of [`super::Checker`], and of any front end that reads one URI
//! per line.

use std::io::{self, BufRead, BufReader, Read};

/// `bytes` without its line ending: only `\n` or `\r\n` is stripped (and a
/// `\r` that ends the input).
pub fn strip_ending(bytes: &[u8]) -> &[u8] {
    let bytes = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    bytes.strip_suffix(b"\r").unwrap_or(bytes)
}

/// Reads a stream one line at a time. A final line ending does not start
/// another line; a blank line is the empty string. A line is kept whole up to
/// the reader's maximum length, and only one line is held at a time.
///
/// ```
/// use urispec::check::{LineReader, ReadError};
/// let mut lines = LineReader::new(&b"news:*\r\nhttp://a/b\n"[..], 8);
/// assert_eq!(lines.next_line(1)?, Some(&b"news:*"[..]));
/// // The second line has 10 bytes, more than 8.
/// assert!(matches!(lines.next_line(2), Err(ReadError::TooLong(t)) if t.line == 2));
/// # Ok::<(), ReadError>(())
/// ```
pub struct LineReader<R> {
    inner: BufReader<R>,
    line: Vec<u8>,
    max: usize,
}

/// The longest line a [`LineReader`] takes unless told otherwise: 64 MiB.
pub const DEFAULT_MAX_LINE: usize = 64 << 20;

/// How many bytes of a line that is too long [`TooLong::first`] keeps, at
/// most (no more than were read: the maximum and two bytes).
const SHOWN: usize = 64;

/// A line longer than the maximum: where it is and how it starts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line} is longer than {max} bytes")]
pub struct TooLong {
    /// The line's number in its input, from 1.
    pub line: u64,
    /// The maximum it passed.
    pub max: usize,
    /// Its first bytes.
    pub first: Vec<u8>,
}

/// Reading a line failed.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The input could not be read.
    #[error("cannot read the input: {0}")]
    Io(#[source] io::Error),
    /// The line is longer than the maximum.
    #[error(transparent)]
    TooLong(TooLong),
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
}
