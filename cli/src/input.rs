//! Reading one input per line, as the lines arrive.

use std::io::{self, Read, Write};
use std::process::ExitCode;

use crate::out::{complain, complain_after};
use crate::status;

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
}

pub use urispec::check::{LineReader, ReadError, TooLong, DEFAULT_MAX_LINE};

/// The `--max-line` option of the subcommands that read lines.
#[derive(Clone, Copy, clap::Args)]
pub struct MaxLine {
    /// The longest line read, in bytes (`K`, `M` and `G` suffixes: KiB, MiB,
    /// GiB). A longer line is an error, the rest of its input is not read,
    /// and the exit status is 2.
    #[arg(long = "max-line", value_name = "BYTES", default_value_t = DEFAULT_MAX_LINE, value_parser = parse_size)]
    pub bytes: usize,
}

/// `BYTES` with an optional `K`, `M` or `G` (binary) suffix, at least 1:
/// the parser of every size flag (`--max-line`, `--max-body`).
pub fn parse_size(text: &str) -> Result<usize, String> {
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

/// A line too long: its first bytes, lossily decoded and marked as cut.
pub fn shown(t: &TooLong) -> String {
    format!("{}...", String::from_utf8_lossy(&t.first))
}

/// The message of a line too long, naming the input (`stdin`, or a file).
pub fn too_long_message(t: &TooLong, source: &str) -> String {
    format!(
        "line {} is longer than {} bytes: the rest of {source} is not read",
        t.line, t.max
    )
}

/// The one message of an input that cannot be opened or read, in every
/// command: `cannot read NAME: why`.
pub fn cannot_read(source: &str, e: &impl std::fmt::Display) -> String {
    format!("cannot read {source}: {e}")
}

/// Say on stderr that stdin is read when it is a terminal, where a command
/// that waits for its input would otherwise look hung: what it reads
/// (`what`), how to end it, and how to give it a file instead.
pub fn hint_if_terminal(command: &str, what: &str) {
    use std::io::IsTerminal;
    if io::stdin().is_terminal() {
        complain(format_args!(
            "urispec: reading {what} from the terminal (end with Ctrl-D); \
             `urispec {command} FILE` reads a file"
        ));
    }
}

/// A reader that, once it has given the end of its input, gives only that.
/// A terminal gives an end of file for each Ctrl-D and reads on after it:
/// where a reader looks ahead at the input (to guess its format) and then
/// reads it, one Ctrl-D must still end it.
pub struct Fused<R> {
    inner: R,
    ended: bool,
}

impl<R> Fused<R> {
    pub fn new(inner: R) -> Self {
        Fused {
            inner,
            ended: false,
        }
    }
}

impl<R: Read> Read for Fused<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.ended || buf.is_empty() {
            return Ok(0);
        }
        let n = self.inner.read(buf)?;
        self.ended = n == 0;
        Ok(n)
    }
}

/// The message of a failed read, naming the input.
pub fn read_message(e: &ReadError, source: &str) -> String {
    match e {
        ReadError::Io(e) => cannot_read(source, e),
        ReadError::TooLong(t) => too_long_message(t, source),
    }
}

/// A read or a write failed.
pub enum StreamError {
    /// Reading the input failed, or a line was too long.
    Read(ReadError),
    /// Writing the output failed.
    Write(io::Error),
}

/// Call `each` on every line of `input` (its number, from 1, and its bytes,
/// without the line ending) as it arrives, lines of at most `max` bytes. `out` is flushed whenever the
/// next read may wait, so a record is seen as soon as its line is decided,
/// while a file or a full pipe is written in large blocks.
pub fn each_line<R: Read, W: Write>(
    input: R,
    max: usize,
    out: &mut W,
    mut each: impl FnMut(&mut W, u64, &[u8]) -> io::Result<()>,
) -> Result<(), StreamError> {
    let mut reader = LineReader::new(input, max);
    let mut number = 1;
    loop {
        if reader.must_wait() {
            out.flush().map_err(StreamError::Write)?;
        }
        match reader.next_line(number).map_err(StreamError::Read)? {
            Some(bytes) => each(out, number, bytes).map_err(StreamError::Write)?,
            None => return Ok(()),
        }
        number += 1;
    }
}

/// Where one input of a filter (`normalize`, `encode`, `decode`, `resolve`,
/// `relativize`) came from: an argument, or a line of stdin.
///
/// A filter reading stdin writes one output line per input line, so its
/// output lines up with its input: an input that gives no result gives an
/// empty line, and its error on stderr names the line's number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// A command-line argument.
    Argument,
    /// The line of stdin of this number (from 1).
    Line(u64),
}

impl Place {
    /// The line's number, for the `line` key of a JSON record (none for an
    /// argument).
    pub fn line(self) -> Option<u64> {
        match self {
            Place::Argument => None,
            Place::Line(n) => Some(n),
        }
    }

    /// The error `message` (its first line, then any caret frame) to
    /// stderr, as `urispec: line N: message` for a line of stdin, after an
    /// empty output line in its place; `urispec: message` for an argument,
    /// with no output.
    pub fn fail(self, out: &mut (impl Write + ?Sized), message: &str) -> io::Result<()> {
        if let Place::Line(_) = self {
            out.write_all(b"\n")?;
        }
        self.tell(out, message)
    }

    /// A warning about the input (the output line is written as well), to
    /// stderr: `urispec: line N: warning: message` or `urispec: warning:
    /// message`.
    pub fn warn(self, out: &mut (impl Write + ?Sized), message: &str) -> io::Result<()> {
        self.tell(out, &format!("warning: {message}"))
    }

    /// `message` to stderr, after `out` is flushed, under this place's
    /// prefix.
    fn tell(self, out: &mut (impl Write + ?Sized), message: &str) -> io::Result<()> {
        // The message may quote the input: nothing in it reaches a
        // terminal as a control.
        let message = crate::visible::visible_lines(message.trim_end());
        let text = match self {
            Place::Argument => format!("urispec: {message}\n"),
            Place::Line(n) => format!("urispec: line {n}: {message}\n"),
        };
        complain_after(out, text.as_bytes())
    }
}

/// Call `each` on every argument, or on each line of stdin as it arrives when
/// there is none ([`filter_stdin`]); exit status 0 when `each` says every
/// input was good, 1 when one was not, 2 when stdin cannot be read or a line
/// is too long.
pub fn each_input<W: Write>(
    out: &mut W,
    max_line: MaxLine,
    arguments: &[String],
    mut each: impl FnMut(&mut W, Place, &[u8]) -> io::Result<bool>,
) -> io::Result<ExitCode> {
    if arguments.is_empty() {
        return filter_stdin(out, max_line, each, |out, too_long| {
            let message = format!(
                "urispec: {:?}: {}\n",
                shown(too_long),
                too_long_message(too_long, "stdin")
            );
            complain_after(out, message.as_bytes())
        });
    }
    let mut all_good = true;
    for argument in arguments {
        all_good &= each(out, Place::Argument, argument.as_bytes())?;
    }
    Ok(status::of(all_good))
}

/// The one way the commands that take one input per line read stdin: `each`
/// on every line as it arrives, with its place (its number), saying whether
/// the line was good (a filter writes an empty line for one that was not,
/// [`Place::fail`], so its output lines up with its input). Exit
/// status 0 when every line was good, 1 when one was not, 2 when stdin
/// cannot be read or a line is too long (after `too_long` has printed its
/// error).
pub fn filter_stdin<W: Write>(
    out: &mut W,
    max_line: MaxLine,
    mut each: impl FnMut(&mut W, Place, &[u8]) -> io::Result<bool>,
    too_long: impl FnOnce(&mut W, &TooLong) -> io::Result<()>,
) -> io::Result<ExitCode> {
    let mut all_good = true;
    let read = stream_stdin(
        out,
        max_line,
        |out, number, line| {
            all_good &= each(out, Place::Line(number), line)?;
            Ok(())
        },
        too_long,
    )?;
    Ok(read.unwrap_or(status::of(all_good)))
}

/// Call `each` on every stdin line as it arrives. `Some(2)` when stdin
/// cannot be read (after what was read is printed), or when a line is longer
/// than `max_line` (after `too_long` has printed its error record: the rest
/// of stdin is not read, as a line without end would never end); a write
/// error is an error.
pub fn stream_stdin<W: Write>(
    out: &mut W,
    max_line: MaxLine,
    each: impl FnMut(&mut W, u64, &[u8]) -> io::Result<()>,
    too_long: impl FnOnce(&mut W, &TooLong) -> io::Result<()>,
) -> io::Result<Option<ExitCode>> {
    match each_line(io::stdin().lock(), max_line.bytes, out, each) {
        Ok(()) => Ok(None),
        Err(StreamError::Write(e)) => Err(e),
        Err(StreamError::Read(ReadError::TooLong(t))) => {
            too_long(out, &t)?;
            out.flush()?;
            Ok(Some(ExitCode::from(2)))
        }
        Err(StreamError::Read(e)) => {
            out.flush()?;
            complain(format_args!("urispec: {}", read_message(&e, "stdin")));
            Ok(Some(ExitCode::from(2)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reader that gives `chunks` in turn, an end of file after each
    /// (a terminal's Ctrl-D), then errors.
    struct Terminal(Vec<&'static [u8]>);

    impl Read for Terminal {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            match self.0.first_mut() {
                Some(&mut []) => {
                    self.0.remove(0);
                    Ok(0)
                }
                Some(chunk) => {
                    let n = chunk.len().min(buf.len());
                    buf[..n].copy_from_slice(&chunk[..n]);
                    *chunk = &chunk[n..];
                    Ok(n)
                }
                None => Err(io::Error::other("read past the second Ctrl-D")),
            }
        }
    }

    #[test]
    fn one_end_of_file_ends_a_fused_reader() {
        let mut fused = Fused::new(Terminal(vec![b"a\n", b"", b"b\n", b""]));
        let mut all = Vec::new();
        fused.read_to_end(&mut all).expect("no read after the end");
        assert_eq!(all, b"a\n");
        assert_eq!(fused.read(&mut [0; 4]).expect("still ended"), 0);
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
