//! Reading a stream one line at a time, each line at most a given length:
//! the input of [`super::Checker`], and of any front end that reads one URI
//! per line.

use std::io::{self, Read};

use crate::error::find_byte;

/// `bytes` without its line ending: only `\n` or `\r\n` is stripped (and a
/// `\r` that ends the input).
#[inline]
pub fn strip_ending(bytes: &[u8]) -> &[u8] {
    let bytes = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    bytes.strip_suffix(b"\r").unwrap_or(bytes)
}

/// Whether the first line of `rest` (which has no `\n` before `at`) ends
/// `at` bytes in, its ending (if any) starting there: at the end of `rest`,
/// at a `\n`, or at a `\r` before a `\n` or at the end of `rest`. The line
/// is then `rest[..at]`, as [`split_lines`] and [`strip_ending`] cut it.
/// A grammar's scheme automaton, which dies at `\n` and `\r`, asks this where
/// it stops on lines read in place.
#[inline]
pub(crate) fn line_end_at(rest: &[u8], at: usize) -> bool {
    match rest.get(at) {
        None | Some(b'\n') => true,
        Some(b'\r') => matches!(rest.get(at + 1), None | Some(b'\n')),
        Some(_) => false,
    }
}

/// The first line of `rest`: its length without its ending, and with it
/// (as [`split_lines`] and [`strip_ending`] cut it).
#[inline]
pub(crate) fn first_line(rest: &[u8]) -> (usize, usize) {
    let whole = find_newline(rest).map_or(rest.len(), |i| i + 1);
    (strip_ending(&rest[..whole]).len(), whole)
}

/// How long the ending of the first line of `rest` is, where the line is
/// `rest[..at]` ([`line_end_at`] holds): 0 at the end of `rest`, 1 for `\n`
/// or a last `\r`, 2 for `\r\n`.
#[inline]
pub(crate) fn ending_at(rest: &[u8], at: usize) -> usize {
    match rest.get(at) {
        None => 0,
        Some(b'\r') if rest.get(at + 1) == Some(&b'\n') => 2,
        Some(_) => 1,
    }
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
    inner: R,
    /// What was read and not yet taken is `held[pos..end]`. All of `held`
    /// is initialized (reads go to `held[end..]`), so a buffer is zeroed
    /// once, when it is made, and never again as it is reused.
    held: Vec<u8>,
    pos: usize,
    end: usize,
    /// A read returned nothing: the input has ended.
    ended: bool,
    /// Buffers of batches done, handed back ([`LineReader::recycle`]) to
    /// hold the next reads: no batch costs a new buffer or its zeroing.
    spare: Vec<Vec<u8>>,
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

/// Where the first `\n` of `bytes` is ([`find_byte`]).
#[inline]
fn find_newline(bytes: &[u8]) -> Option<usize> {
    find_byte(bytes, b'\n')
}

/// How many bytes of `bytes` are `\n`: 64 bytes at a time, each counted in
/// its lane of 64 counts of a byte (a loop the compiler turns into vector
/// compares and adds), the lanes summed after at most 255 rounds, where a
/// lane could hold no more. Summed after each round, as it was, the sum
/// cost more than the compares.
fn count_newlines(bytes: &[u8]) -> usize {
    let mut count = 0;
    for block in bytes.chunks(64 * 255) {
        let mut chunks = block.chunks_exact(64);
        let mut lanes = [0u8; 64];
        for chunk in &mut chunks {
            for (lane, &b) in lanes.iter_mut().zip(chunk) {
                *lane += u8::from(b == b'\n');
            }
        }
        count += lanes.iter().map(|&n| usize::from(n)).sum::<usize>();
        count += chunks.remainder().iter().filter(|&&b| b == b'\n').count();
    }
    count
}

/// Each line of `bytes` with its ending, in order: a line ends after each
/// `\n`, and what follows the last `\n` is a last line where it is not
/// empty (the input's last line, which may have no ending). The lines a
/// [`LineReader`] appended to a buffer, read back.
pub(crate) fn split_lines(bytes: &[u8]) -> impl Iterator<Item = &[u8]> {
    let mut rest = bytes;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let end = find_newline(rest).map_or(rest.len(), |i| i + 1);
        let (line, after) = rest.split_at(end);
        rest = after;
        Some(line)
    })
}

/// How much of the input is read at a time: a buffer's size, and so the
/// most a batch taken whole from it holds ([`super::BATCH_BYTES`]).
const READ_SIZE: usize = super::BATCH_BYTES;

/// A buffer of [`READ_SIZE`] zeros to read into: allocated zeroed, so the
/// memory a system hands over zeroed is not zeroed again.
fn fresh_buffer() -> Vec<u8> {
    vec![0; READ_SIZE]
}

/// How many buffers of batches done a reader keeps for its next reads.
const SPARE: usize = 4;

impl<R: Read> LineReader<R> {
    /// A reader of `inner`'s lines.
    pub fn new(inner: R, max: usize) -> Self {
        LineReader {
            inner,
            held: Vec::new(),
            pos: 0,
            end: 0,
            ended: false,
            spare: Vec::new(),
            line: Vec::new(),
            max,
        }
    }

    /// Whether the next line must be read from the stream itself, which may
    /// wait for its writer: nothing more is buffered.
    pub fn must_wait(&self) -> bool {
        self.pos == self.end
    }

    /// What is read and not yet taken.
    fn buffer(&self) -> &[u8] {
        &self.held[self.pos..self.end]
    }

    /// What is read and not yet taken, reading once where nothing is.
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.pos == self.end {
            self.make_room();
            let read = self.inner.read(&mut self.held)?;
            self.end = read;
            self.ended = read == 0;
        }
        Ok(self.buffer())
    }

    /// Take `n` bytes of what is read; all of it taken, the buffer starts
    /// over.
    fn consume(&mut self, n: usize) {
        self.pos += n;
        if self.pos == self.end {
            (self.pos, self.end) = (0, 0);
        }
    }

    /// A buffer of [`READ_SIZE`] bytes to read into, made once.
    fn make_room(&mut self) {
        if self.held.len() < READ_SIZE {
            self.held = fresh_buffer();
        }
    }

    /// Hand back the buffer of a batch done, to hold later reads: one of
    /// the reader's own (whole: what lies past the batch's lines was read
    /// into before, so nothing is zeroed again), where few are kept already.
    pub(crate) fn recycle(&mut self, bytes: Vec<u8>) {
        if bytes.len() == READ_SIZE && self.spare.len() < SPARE {
            self.spare.push(bytes);
        }
    }

    /// Where nothing of the buffer is taken yet and no line of it can pass
    /// the maximum: the buffer itself becomes `batch` (which must be
    /// empty), its lines the bytes before its last line ending, and only
    /// the part line after it is copied, to the buffer that takes its place.
    /// Reads first where the buffer holds no line ending (so a line typed
    /// alone is answered alone, and a part line waits for its end). The
    /// lines taken and their bytes (no lines at the end of the input), or
    /// `None` where lines must be taken by [`LineReader::take_whole_lines`]
    /// and the others (a line longer than the buffer, a maximum under it,
    /// some of the buffer taken already).
    pub(crate) fn take_held_lines(
        &mut self,
        batch: &mut Vec<u8>,
    ) -> Option<io::Result<(usize, usize)>> {
        debug_assert!(batch.is_empty());
        if self.pos != 0 || self.max < READ_SIZE {
            return None;
        }
        // `held[..searched]` has no line ending: each byte is looked at once
        // however the input trickles in.
        let mut searched = 0;
        let last = loop {
            let new = &self.held[searched..self.end];
            if let Some(last) = new.iter().rposition(|&b| b == b'\n') {
                break searched + last + 1;
            }
            searched = self.end;
            if self.ended {
                // The input's last line, without its ending (or none).
                break self.end;
            }
            self.make_room();
            if self.end == self.held.len() {
                // A line longer than the buffer.
                return None;
            }
            match self.inner.read(&mut self.held[self.end..]) {
                Ok(read) => {
                    self.end += read;
                    self.ended = read == 0;
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Some(Err(e)),
            }
        };
        if last == 0 {
            return Some(Ok((0, 0)));
        }
        let mut next = self.spare.pop().unwrap_or_else(fresh_buffer);
        let rest = self.end - last;
        next[..rest].copy_from_slice(&self.held[last..self.end]);
        let taken = std::mem::replace(&mut self.held, next);
        (self.pos, self.end) = (0, rest);
        let lines = &taken[..last];
        // A last line without its ending is a line too.
        let count = count_newlines(lines) + usize::from(lines[last - 1] != b'\n');
        *batch = taken;
        Some(Ok((count, last)))
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
            let available = match self.fill_buf() {
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
            self.consume(taken);
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
        let available = self.buffer();
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
        self.consume(taken);
        count
    }

    /// Append to `buf` the whole lines already read into the reader's
    /// buffer, up to `fill` bytes of `buf` in all, without finding where each
    /// ends: the number of lines taken, counted (a count is a fraction of the
    /// cost of finding each `\n`: sixteen bytes compared at a time). It never
    /// reads, and takes nothing (`None`) where a buffered line could be
    /// longer than the maximum (a maximum under the reader's buffer of 64
    /// KiB): [`LineReader::take_buffered`] then takes them one by one. Where
    /// each line ends is for the reader of `buf` to find
    /// ([`split_lines`]): a thread other than the one that reads.
    pub(crate) fn take_whole_lines(&mut self, buf: &mut Vec<u8>, fill: usize) -> Option<usize> {
        let available = self.buffer();
        // A line of the buffer, a `\r` and the `\n` can never pass the limit.
        if self.max.saturating_add(2) < READ_SIZE.max(available.len()) {
            return None;
        }
        let window = &available[..available.len().min(fill.saturating_sub(buf.len()))];
        let Some(last) = window.iter().rposition(|&b| b == b'\n') else {
            return Some(0);
        };
        let taken = &window[..=last];
        let count = count_newlines(taken);
        buf.extend_from_slice(taken);
        self.consume(last + 1);
        Some(count)
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
        // Every byte value before, at and after the one looked for (a `\n`,
        // a `%`, the lowest and the highest), in each lane.
        for needle in [b'\n', b'%', 0, u8::MAX] {
            for other in 0..=u8::MAX {
                for at in 0..32 {
                    let mut bytes = vec![other; 40];
                    assert_eq!(find_byte(&bytes, needle), (other == needle).then_some(0));
                    bytes[at] = needle;
                    let first = if other == needle { 0 } else { at };
                    assert_eq!(find_byte(&bytes, needle), Some(first), "{other:#x} {at}");
                }
            }
        }
    }

    /// The lines and the error the batches read: `take_whole_lines` (or
    /// `take_buffered` where it takes none) with `read_into`, the lines cut
    /// apart again by `split_lines`, as the workers cut them, and held to
    /// the count the reader gave.
    fn in_batches(input: &[u8], max: usize, fill: usize) -> (Vec<Vec<u8>>, Option<u64>) {
        fn cut(buf: &mut Vec<u8>, counted: &mut usize, lines: &mut Vec<Vec<u8>>) {
            let before = lines.len();
            lines.extend(split_lines(buf).map(|line| strip_ending(line).to_vec()));
            assert_eq!(lines.len() - before, *counted, "the lines counted");
            buf.clear();
            *counted = 0;
        }
        let mut reader = LineReader::new(input, max);
        let (mut buf, mut ends, mut lines, mut counted) = (Vec::new(), Vec::new(), Vec::new(), 0);
        let error = loop {
            let taken = match reader.take_whole_lines(&mut buf, fill) {
                Some(taken) => taken,
                None => {
                    ends.clear();
                    reader.take_buffered(&mut buf, &mut ends, fill)
                }
            };
            counted += taken;
            if taken == 0 {
                let number = (lines.len() + counted) as u64 + 1;
                match reader.read_into(&mut buf, number) {
                    Ok(true) => counted += 1,
                    Ok(false) => break None,
                    Err(ReadError::TooLong(t)) => break Some(t.line),
                    Err(ReadError::Io(e)) => panic!("{e}"),
                }
            }
            if buf.len() >= fill {
                cut(&mut buf, &mut counted, &mut lines);
            }
        };
        cut(&mut buf, &mut counted, &mut lines);
        (lines, error)
    }

    #[test]
    fn newlines_are_counted_wherever_they_lie() {
        // Bytes of a small generator, one in nine a `\n`, at every length
        // up to 300 and every offset into the slice.
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let bytes: Vec<u8> = (0..400)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                if state.is_multiple_of(9) {
                    b'\n'
                } else {
                    (state >> 8) as u8 | 1
                }
            })
            .collect();
        for start in 0..64 {
            for end in start..bytes.len() {
                let slice = &bytes[start..end];
                let naive = slice.iter().filter(|&&b| b == b'\n').count();
                assert_eq!(count_newlines(slice), naive, "{start}..{end}");
            }
        }
        assert_eq!(count_newlines(&[b'\n'; 1000]), 1000);
    }

    #[test]
    fn split_lines_ends_each_line_after_its_newline() {
        let cut = |bytes: &'static [u8]| split_lines(bytes).collect::<Vec<_>>();
        assert_eq!(cut(b"a\r\nb\n\nc"), [&b"a\r\n"[..], b"b\n", b"\n", b"c"]);
        assert_eq!(cut(b"\n"), [&b"\n"[..]]);
        assert!(cut(b"").is_empty());
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
