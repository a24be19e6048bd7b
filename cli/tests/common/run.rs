//! Running the `urispec` binary from the CLI tests (only those built with
//! the `cli` feature, which builds the binary, include this file).
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Command, Output, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// Start `urispec args` with `stdin`, its stdout piped and stderr as given.
pub fn spawn(args: &[&str], stdin: Stdio, stderr: Stdio) -> Child {
    Command::new(env!("CARGO_BIN_EXE_urispec"))
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
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

/// The stdout of `out` as text.
pub fn stdout_text(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).expect("UTF-8 output")
}

/// The stderr of `out` as text.
pub fn stderr_text(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Assert that `out` ended with exit status `code` and said `says` on stderr.
#[track_caller]
pub fn assert_exit_saying(out: &Output, code: i32, says: &str) {
    let stderr = stderr_text(out);
    assert_eq!(out.status.code(), Some(code), "{stderr}");
    assert!(stderr.contains(says), "no {says:?} in: {stderr}");
}

/// The keys of a JSON record, in order.
pub fn keys(record: &serde_json::Value) -> Vec<String> {
    record
        .as_object()
        .unwrap_or_else(|| panic!("not an object: {record}"))
        .keys()
        .cloned()
        .collect()
}

/// Write `first` to a running command, read one line of its output, and only
/// then write `second`: the first record came while the input was still open.
pub fn first_line_before_the_input_ends(args: &[&str], first: &str, second: &str) -> Vec<String> {
    let mut child = spawn(args, Stdio::piped(), Stdio::null());
    let mut stdin = child.stdin.take().expect("a stdin pipe");
    let stdout = BufReader::new(child.stdout.take().expect("a stdout pipe"));
    let (tx, rx) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        for line in stdout.lines() {
            if tx.send(line.expect("the output is UTF-8")).is_err() {
                break;
            }
        }
    });
    writeln!(stdin, "{first}").expect("stdin is open");
    stdin.flush().expect("stdin is open");
    // Generous: this only tells a hang from an answer.
    let got = rx.recv_timeout(Duration::from_secs(120));
    let mut lines = vec![match got {
        Ok(line) => line,
        Err(e) => {
            let _ = child.kill();
            panic!("{args:?}: no output while the input is open ({e})");
        }
    }];
    writeln!(stdin, "{second}").expect("stdin is open");
    drop(stdin);
    assert!(child.wait().expect("the binary ends").code().is_some());
    reader.join().expect("the reader thread ends");
    lines.extend(rx.try_iter());
    lines
}
