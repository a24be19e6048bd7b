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
/// another line; a blank line is the empty string. A line is kept whole
/// however long it is, and only one line is held at a time.
pub struct LineReader<R> {
    inner: BufReader<R>,
    line: Vec<u8>,
}

/// How much of the input is read at a time.
const READ_SIZE: usize = 64 * 1024;

impl<R: Read> LineReader<R> {
    /// A reader of `inner`'s lines.
    pub fn new(inner: R) -> Self {
        LineReader {
            inner: BufReader::with_capacity(READ_SIZE, inner),
            line: Vec::new(),
        }
    }

    /// Whether the next line must be read from the stream itself, which may
    /// wait for its writer: nothing more is buffered.
    pub fn must_wait(&self) -> bool {
        self.inner.buffer().is_empty()
    }

    /// Append the next line, its line ending included, to `buf`; false at the
    /// end of the input.
    pub fn read_into(&mut self, buf: &mut Vec<u8>) -> io::Result<bool> {
        Ok(self.inner.read_until(b'\n', buf)? > 0)
    }

    /// The next line without its ending, or `None` at the end of the input.
    pub fn next_line(&mut self) -> io::Result<Option<&[u8]>> {
        let mut line = std::mem::take(&mut self.line);
        line.clear();
        let more = self.read_into(&mut line);
        self.line = line;
        Ok(more?.then(|| strip_ending(&self.line)))
    }
}

/// A read or a write failed.
pub enum StreamError {
    /// Reading the input failed.
    Read(io::Error),
    /// Writing the output failed.
    Write(io::Error),
}

/// Call `each` on every line of `input` as it arrives. `out` is flushed
/// whenever the next read may wait, so a record is seen as soon as its line
/// is decided, while a file or a full pipe is written in large blocks.
pub fn each_line<R: Read, W: Write>(
    input: R,
    out: &mut W,
    mut each: impl FnMut(&mut W, Line<'_>) -> io::Result<()>,
) -> Result<(), StreamError> {
    let mut reader = LineReader::new(input);
    loop {
        if reader.must_wait() {
            out.flush().map_err(StreamError::Write)?;
        }
        match reader.next_line().map_err(StreamError::Read)? {
            Some(bytes) => each(out, Line::of(bytes)).map_err(StreamError::Write)?,
            None => return Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(bytes: &[u8]) -> Vec<String> {
        let mut reader = LineReader::new(bytes);
        let mut all = Vec::new();
        while let Some(line) = reader.next_line().expect("a slice reads") {
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
}
