//! What every command writes besides its records: stdout as one buffered
//! writer, a JSON line, a line on stderr, and the last flush that decides
//! whether a write error changes the exit status.

use std::io::{BufWriter, IsTerminal, Write};
use std::process::ExitCode;

/// The size of the output buffer when stdout is not a terminal.
const OUT_BUFFER: usize = 64 * 1024;

/// Stdout as every command writes it. A terminal sees each line as it is
/// written (stdout's own line buffering); a pipe or a file gets large
/// blocks, flushed whenever the input may wait (`input::each_line`), so
/// records still stream.
pub fn stdout() -> Box<dyn Write> {
    let stdout = std::io::stdout();
    if stdout.is_terminal() {
        Box::new(stdout.lock())
    } else {
        Box::new(BufWriter::with_capacity(OUT_BUFFER, stdout.lock()))
    }
}

/// The exit status of a command that wrote into `out`. Flushed here, not at
/// exit: a write error on the last buffered bytes must change the exit
/// status rather than be dropped silently.
pub fn finish(out: &mut impl Write, result: std::io::Result<ExitCode>) -> ExitCode {
    match result.and_then(|code| out.flush().map(|()| code)) {
        Ok(code) => code,
        // The reader closed the pipe (`urispec explain ... | head -1`): what
        // it wanted was delivered, so this is no failure.
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            complain(format_args!("urispec: cannot write the output: {e}"));
            ExitCode::from(2)
        }
    }
}

/// Whether `e` is, or wraps, a write into a pipe whose reader is gone.
fn is_broken_pipe(e: &std::io::Error) -> bool {
    let broken = Some(std::io::ErrorKind::BrokenPipe);
    let inner = e.get_ref();
    e.kind() == std::io::ErrorKind::BrokenPipe
        || inner
            .and_then(|i| i.downcast_ref::<std::io::Error>())
            .is_some_and(|i| Some(i.kind()) == broken)
        || inner
            .and_then(|i| i.downcast_ref::<serde_json::Error>())
            .is_some_and(|i| i.io_error_kind() == broken)
}

/// Write `value` as one line of JSON. A write error keeps its kind (serde_json
/// gives back the `io::Error` it met), so a closed pipe is seen as one.
pub fn json_line(out: &mut impl Write, value: &impl serde::Serialize) -> std::io::Result<()> {
    serde_json::to_writer(&mut *out, value).map_err(std::io::Error::from)?;
    out.write_all(b"\n")
}

/// Write one line to stderr. Unlike `eprintln!`, a closed or full stderr is
/// not a panic: the exit status still tells the caller what happened.
pub fn complain(message: std::fmt::Arguments<'_>) {
    let _ = writeln!(std::io::stderr().lock(), "{message}");
}

/// Write `message` (whole lines) to stderr after flushing `out`, so that the
/// records before it reach a reader of both (a terminal) first. Only a
/// failure to flush `out` is an error; stderr is written as `complain` does.
pub fn complain_after(out: &mut (impl Write + ?Sized), message: &[u8]) -> std::io::Result<()> {
    out.flush()?;
    let _ = std::io::stderr().lock().write_all(message);
    Ok(())
}
