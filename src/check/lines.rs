//! Reading a stream one line at a time, each line at most a given length:
//! the input of [`super::Checker`], and of any front end that reads one URI
//! per line.

use std::io::{self, BufRead, BufReader, Read};

/// `bytes` without its line ending: only `\n` or `\r\n` is stripped (and a
/// `\r` that ends the input).
#[inline]
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

/// Where the first `\n` of `bytes` is, sixteen bytes at a time: each half
/// read as a word, whose bytes equal to `\n` are found with the classic
/// test for a zero byte on the word XOR `\n`s (a borrow can only mark a
/// byte above a true match, so the lowest mark is the first `\n`). About a
/// quarter of the instructions of a search byte by byte.
fn find_newline(bytes: &[u8]) -> Option<usize> {
    const LOW: u64 = u64::from_le_bytes([1; 8]);
    const HIGH: u64 = u64::from_le_bytes([0x80; 8]);
    const NEWLINES: u64 = u64::from_le_bytes([b'\n'; 8]);
    /// The high bit of each byte of `word` that is `\n` (and maybe of bytes
    /// above one that is).
    fn newlines(word: [u8; 8]) -> u64 {
        let v = u64::from_le_bytes(word) ^ NEWLINES;
        v.wrapping_sub(LOW) & !v & HIGH
    }
    let mut chunks = bytes.chunks_exact(16);
    let mut offset = 0;
    for chunk in &mut chunks {
        let (low, high) = chunk.split_at(8);
        let low = newlines(low.try_into().unwrap_or_default());
        let high = newlines(high.try_into().unwrap_or_default());
        if low != 0 {
            return Some(offset + low.trailing_zeros() as usize / 8);
        }
        if high != 0 {
            return Some(offset + 8 + high.trailing_zeros() as usize / 8);
        }
        offset += 16;
    }
    chunks
        .remainder()
        .iter()
        .position(|&b| b == b'\n')
        .map(|i| offset + i)
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
        let limit = self.max.saturating_add(2);
        loop {
            let available = match self.inner.fill_buf() {
                Ok(available) => available,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(ReadError::Io(e)),
            };
            let room = limit - (buf.len() - start);
            let window = &available[..available.len().min(room)];
            let (taken, ended) = match find_newline(window) {
                Some(i) => (i + 1, true),
                None => (window.len(), false),
            };
            buf.extend_from_slice(&window[..taken]);
            self.inner.consume(taken);
            // The end of the line, of the input, or of the room for it.
            if ended || taken == 0 || buf.len() - start == limit {
                break;
            }
        }
        if buf.len() == start {
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

    /// Append to `buf` the whole lines already read into the reader's
    /// buffer, until `buf` holds `fill` bytes, pushing where each ends in
    /// `buf` onto `ends`; the number of lines taken. It never reads: a line
    /// not wholly buffered, or too long, is left for [`LineReader::read_into`]
    /// (which reads on, or says why it is refused). One copy for many short
    /// lines where `read_into` makes one a line.
    pub fn take_buffered(
        &mut self,
        buf: &mut Vec<u8>,
        ends: &mut Vec<usize>,
        fill: usize,
    ) -> usize {
        let available = self.inner.buffer();
        // The line, a `\r` and the `\n`, as in `read_into`.
        let limit = self.max.saturating_add(2);
        let base = buf.len();
        let (mut taken, mut count) = (0, 0);
        while base + taken < fill {
            let rest = &available[taken..];
            let Some(i) = find_newline(&rest[..rest.len().min(limit)]) else {
                break;
            };
            if strip_ending(&rest[..=i]).len() > self.max {
                break;
            }
            taken += i + 1;
            ends.push(base + taken);
            count += 1;
        }
        buf.extend_from_slice(&available[..taken]);
        self.inner.consume(taken);
        count
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
    fn the_newline_is_found_wherever_it_lies() {
        for len in [0, 1, 15, 16, 17, 31, 32, 33, 100] {
            let mut bytes = vec![b'a'; len];
            assert_eq!(find_newline(&bytes), None, "{len}");
            for at in 0..len {
                bytes[at] = b'\n';
                assert_eq!(find_newline(&bytes), Some(at), "{len} {at}");
                // A later one is not the first.
                if at + 1 < len {
                    bytes[len - 1] = b'\n';
                    assert_eq!(find_newline(&bytes), Some(at), "{len} {at}");
                    bytes[len - 1] = b'a';
                }
                bytes[at] = b'a';
            }
        }
    }

    #[test]
    fn no_other_byte_is_taken_for_a_newline() {
        // Every byte value before, at and after a `\n`, in each lane.
        for other in 0..=u8::MAX {
            for at in 0..32 {
                let mut bytes = vec![other; 40];
                assert_eq!(find_newline(&bytes), (other == b'\n').then_some(0));
                bytes[at] = b'\n';
                let first = if other == b'\n' { 0 } else { at };
                assert_eq!(find_newline(&bytes), Some(first), "{other:#x} {at}");
            }
        }
    }

    /// The lines and the error `take_buffered` with `read_into` give, as
    /// the batches read them.
    fn in_batches(input: &[u8], max: usize, fill: usize) -> (Vec<Vec<u8>>, Option<u64>) {
        let mut reader = LineReader::new(input, max);
        let (mut buf, mut ends, mut lines) = (Vec::new(), Vec::new(), Vec::new());
        let error = loop {
            if reader.take_buffered(&mut buf, &mut ends, fill) == 0 {
                let number = (lines.len() + ends.len()) as u64 + 1;
                match reader.read_into(&mut buf, number) {
                    Ok(true) => ends.push(buf.len()),
                    Ok(false) => break None,
                    Err(ReadError::TooLong(t)) => break Some(t.line),
                    Err(ReadError::Io(e)) => panic!("{e}"),
                }
            }
            if buf.len() >= fill {
                let mut start = 0;
                for &end in &ends {
                    lines.push(strip_ending(&buf[start..end]).to_vec());
                    start = end;
                }
                buf.clear();
                ends.clear();
            }
        };
        let mut start = 0;
        for &end in &ends {
            lines.push(strip_ending(&buf[start..end]).to_vec());
            start = end;
        }
        (lines, error)
    }

    #[test]
    fn lines_taken_from_the_buffer_are_the_lines_read_one_at_a_time() {
        // Lines of every length up to 300, some with `\r\n`, one of 70,000
        // bytes (past a read) and one of exactly the maximum.
        let mut input = Vec::new();
        for n in 0..2_000usize {
            input.extend(std::iter::repeat_n(b'a' + (n % 26) as u8, n % 301));
            input.extend_from_slice(if n % 7 == 0 { b"\r\n" } else { b"\n" });
            if n == 1_000 {
                input.extend(std::iter::repeat_n(b'z', 70_000));
                input.push(b'\n');
            }
        }
        for (max, fill) in [
            (DEFAULT_MAX_LINE, 32 * 1024),
            (70_000, 100),
            (300, 4096),
            (299, 1),
        ] {
            let mut one_at_a_time = LineReader::new(&input[..], max);
            let mut expected = Vec::new();
            let mut number = 1;
            let error = loop {
                match one_at_a_time.next_line(number) {
                    Ok(Some(line)) => expected.push(line.to_vec()),
                    Ok(None) => break None,
                    Err(ReadError::TooLong(t)) => break Some(t.line),
                    Err(ReadError::Io(e)) => panic!("{e}"),
                }
                number += 1;
            };
            let (lines, batch_error) = in_batches(&input, max, fill);
            assert_eq!(lines.len(), expected.len(), "max {max}");
            assert!(lines == expected, "max {max}: the lines differ");
            assert_eq!(batch_error, error, "max {max}");
        }
        // A line without its ending at the end, and an empty input.
        assert_eq!(in_batches(b"a\nb", 10, 1).0, [b"a".to_vec(), b"b".to_vec()]);
        assert_eq!(in_batches(b"", 10, 1), (vec![], None));
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
