//! Running the `urispec` binary from the CLI tests (only those built with
//! the `cli` feature, which builds the binary, include this file).

use std::io::Write;
use std::process::{Child, Command, Output, Stdio};

/// Start `urispec args` with `stdin`, its stdout piped and stderr as given.
pub fn spawn(args: &[&str], stdin: Stdio, stderr: Stdio) -> Child {
    Command::new(env!("CARGO_BIN_EXE_urispec"))
        .args(args)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(stderr)
        .spawn()
        .expect("the binary runs")
}

/// Run `urispec args` on `stdin` to the end.
pub fn urispec(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = spawn(args, Stdio::piped(), Stdio::piped());
    let mut input = child.stdin.take().expect("a stdin pipe");
    let stdin = stdin.to_vec();
    // Written from another thread: the output may fill its pipe before the
    // input is all written.
    let writer = std::thread::spawn(move || input.write_all(&stdin));
    let out = child.wait_with_output().expect("the binary ends");
    writer
        .join()
        .expect("the writer thread ends")
        .expect("stdin is written");
    out
}

/// The output as JSON Lines.
pub fn json_lines(out: &Output) -> Vec<serde_json::Value> {
    String::from_utf8(out.stdout.clone())
        .expect("the output is UTF-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is one JSON object"))
        .collect()
}
